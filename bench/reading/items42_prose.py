"""prose, forty-second round (emphasis: paraphrase): five walks (1-5 turns) through a small town
police station at night in the first person present ("I'm in the front office."; "North, there's a
door marked CUSTODY; it's shut."; "The door of the one cell, to the east, has been left open."; "At
the north end the yard door is bolted from the outside."; "I open the CUSTODY door."; "The front
door's locked. The key's on the sergeant's ring, and the sergeant's gone home."); five of the coin
games' rooms retold in ordinary words (TextWorldExpress's kitchen, backyard and bedroom, TextWorld's
spare room and bedchamber); and ten plain prose rooms whose exits, doors and coins are said in the
many ways people say them: the direction first or last, doors listed in one sentence and their
states after ("There are doors to the north, east and west: the first two stand open, but the west
one ... is locked."), the passive ("has been locked since the break-in", "is propped open with a
sack of potatoes"), a single long sentence, a direction-by-direction list with a race and a wall
among the ways, a ticking workshop, a helideck whose only way is down, a tip jar of notes, a
telescope pointing north. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the police station: Front Office n Cell Corridor (the CUSTODY door, shut at first), w
# Sergeant's Office (a doorway), s the front door (locked); Cell Corridor e Cell (its door open;
# the coin), n the yard door (locked).


def front(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "I'm in the front office. The counter is scratched with forty years of initials and the "
        f"lights buzz. North, there's a door marked CUSTODY; it's {state}. The sergeant's office "
        "opens off to the west, no door, just a doorway. The front door, to the south, is locked: "
        "they lock it at midnight.",
        R(
            "front office",
            "n w s",
            closed="" if door_open else "n",
            locked="s",
            leads={"w": "sergeant's office"},
        ),
    )


CORRIDOR = (
    "I'm in the cell corridor. It smells of bleach. The door of the one cell, to the east, has "
    "been left open. South of me is the CUSTODY door, open. At the north end the yard door is "
    "bolted from the outside.",
    R("cell corridor", "e s n", locked="n", leads={"e": "cell"}),
)


def cell(coin: bool = True) -> tuple:
    text = (
        "I'm in the cell. A bunk, a grey blanket, a steel toilet, a window too high to see out of. "
        "The only way out is the door west, into the corridor."
    )
    if coin:
        text += " There's a two-euro coin on the bunk."
    return (text, R("cell", "w", coin=coin, leads={"w": "cell corridor"}))


SERGEANT = (
    "I'm in the sergeant's office. A desk, a filing cabinet and a photo of a spaniel in a frame. "
    "The doorway east goes into the front office; there isn't another way.",
    R("sergeant's office", "e", leads={"e": "front office"}),
)

OPEN_CUSTODY = ("I open the CUSTODY door.", K("opened"))

ITEMS = [
    item(
        front(),
        "open north",
        OPEN_CUSTODY,
        "north",
        CORRIDOR,
        "east",
        cell(),
        notes="police station walk: the CUSTODY door opened by direction, two moves; 'a two-euro "
        "coin on the bunk' is a coin; the cell's only way is the way back west",
    ),
    item(
        front(),
        "w",
        SERGEANT,
        "e",
        (
            front()[0] + " The phone on the counter rings twice and stops.",
            front()[1],
        ),
        notes="police station: a return from the sergeant's office; west visited, the CUSTODY "
        "door north shut (open north), the front door south locked",
    ),
    item(
        front(),
        "s",
        (
            "The front door's locked. The key's on the sergeant's ring, and the sergeant's gone "
            "home.",
            K("refused", "locked"),
        ),
        notes="police station: the locked front door refused, the refusal stands; the CUSTODY "
        "door shut (open north), the doorway west open",
    ),
    item(
        front(),
        "open north",
        OPEN_CUSTODY,
        "n",
        CORRIDOR,
        "n",
        (
            "The yard door won't move. Whoever bolted it did it from the yard side.",
            K("refused", "locked"),
        ),
        notes="police station: the yard door north, 'bolted from the outside', refused; the cell "
        "door east 'has been left open' (the passive) is the unvisited way",
    ),
    item(
        SERGEANT,
        "e",
        front(),
        "open north",
        OPEN_CUSTODY,
        "n",
        CORRIDOR,
        "e",
        cell(),
        "take coin",
        ("I pick up the two euros and put them in my pocket.", K("took")),
        notes="police station walk begun in the sergeant's office: the coin taken in the cell; "
        "the room kept, the way back west",
    ),
    item(
        (
            "This is the kitchen. There's a stove and an oven, and a fridge that's shut. Through "
            "the open frosted-glass door to the north I can see the pantry; the corridor is off to "
            "the east, no door. Nothing on the counter, nothing on the chair.",
            R("kitchen", "n e", leads={"n": "pantry", "e": "corridor"}),
        ),
        notes="TextWorldExpress's kitchen retold: an open frosted-glass door north, a doorless way "
        "east; a shut fridge is no door of the room; no coin",
    ),
    item(
        (
            "Spare room. Nothing special about it. There's an unguarded way out to the south and "
            "another to the east, and a coin is lying on the floor.",
            R("spare room", "s e", coin=True),
        ),
        notes="TextWorld's spare room retold in plain words: the heading 'Spare room.' names it; "
        "two ways, a coin on the floor",
    ),
    item(
        (
            "The backyard: a barbecue, a workbench, a washing line. To the east there's a patio "
            "door, closed. The sliding door on the west side is open and the living room is "
            "through it. The kitchen's to the south, through the screen door, which is also "
            "open.",
            R("backyard", "e w s", closed="e", leads={"w": "living room", "s": "kitchen"}),
        ),
        notes="TextWorldExpress's backyard retold: 'The backyard:' names it; the patio door east "
        "closed (the state after the door), the sliding and screen doors open",
    ),
    item(
        (
            "Bedchamber, an ordinary one. Ways out: north, through a closed pine door, and west, "
            "which is just an opening. There's an oak door on the east side too, but it's "
            "locked.",
            R("bedchamber", "n w e", closed="n", locked="e"),
        ),
        notes="TextWorld's bedchamber retold: a closed pine door north, an opening west, a locked "
        "oak door east (a locked exit); no coin",
    ),
    item(
        (
            "You're in the bedroom. Dressing table, desk, bed, a wardrobe (shut). On the night "
            "stand: a coin. The only door, north, is closed; the corridor's on the other side.",
            R("bedroom", "n", closed="n", coin=True, leads={"n": "corridor"}),
        ),
        notes="TextWorldExpress's bedroom retold: 'On the night stand: a coin.' is a coin; the "
        "only door north is closed; the wardrobe is no door of the room",
    ),
    item(
        (
            "I'm in the waiting room. A fish tank, a pile of old magazines, a rubber plant. There "
            "are doors to the north, east and west: the first two stand open, but the west one, "
            "to the staff room, is locked.",
            R("waiting room", "n e w", locked="w", leads={"w": "staff room"}),
        ),
        notes="doors listed in one sentence and their states after ('the first two stand open, "
        "but the west one ... is locked'); no coin",
    ),
    item(
        (
            "You're in the workshop. Every wall ticks. The shop is through the curtain to the "
            "south, and north of you is the yard door, which has been left ajar. Among the loose "
            "screws on the bench lies a tiny silver half-groschen.",
            R("workshop", "s n", coin=True),
        ),
        notes="a clock repairer's workshop: the yard door north 'has been left ajar' (open); a "
        "half-groschen among the screws is a coin",
    ),
    item(
        (
            "You're on the helideck. The wind tears at your jacket and the sea is a long way below "
            "on every side. The only way off is the stairway down to the accommodation. A "
            "fifty-pence piece lies by the landing circle, wedged against a tie-down ring.",
            R("helideck", "d", coin=True),
        ),
        notes="an oil rig's helideck: the only way is down (outside the vocabulary); a "
        "fifty-pence piece is a coin",
    ),
    item(
        (
            "You're in the greengrocer's. Crates of apples and leeks, a set of brass scales. The "
            "shop door, facing south, is propped open with a sack of potatoes. The back door, on "
            "the north side, has been locked since the break-in. The till drawer hangs open; it "
            "is empty.",
            R("greengrocer's", "s n", locked="n"),
        ),
        notes="the passive twice: the shop door south 'is propped open' (open), the back door "
        "north 'has been locked since the break-in' (locked); an empty till is no coin",
    ),
    item(
        (
            "I'm in the visa section, a long room of plastic chairs and a ticket machine, with the "
            "way out to the street to the south, a glass door to the east that says AUTHORISED "
            "STAFF ONLY and is closed, and a corridor leading west to the consular offices.",
            R("visa section", "s e w", closed="e", leads={"w": "consular offices"}),
        ),
        notes="an embassy's visa section in one long sentence: the street south, a glass door "
        "east 'that ... is closed' (a relative clause), a corridor west",
    ),
    item(
        (
            "This is the cloakroom. Tiny coats hang on tiny pegs. The playroom is through the door "
            "to the north; it's shut, with a paper snowman stuck on it. Outside, to the west, is "
            "the playground, and that door is open. On the bench under the pegs lies a "
            "one-centavo coin.",
            R("cloakroom", "n w", closed="n", coin=True, leads={"n": "playroom"}),
        ),
        notes="a kindergarten cloakroom: the playroom door north shut, the playground door west "
        "open; a one-centavo coin on the bench is a coin",
    ),
    item(
        (
            "I'm in the back room. It's tiny: a kettle, a mop, a calendar from 1987. The bead "
            "curtain to the shop is west of me. There's no other way out, and no money lying "
            "around, though the tip jar on the shelf is stuffed with banknotes.",
            R("back room", "w"),
        ),
        notes="a barber's back room: one way, west; 'no money lying around', and banknotes in a "
        "tip jar are no coin",
    ),
    item(
        (
            "I'm in the mill yard. North: the mill race, fast and deep, with no bridge. East: the "
            "granary, through an open door. South: the lane. West: a wall.",
            R("mill yard", "e s", leads={"e": "granary", "s": "lane"}),
        ),
        notes="a direction-by-direction list with the direction first: the race north (no "
        "bridge) and the wall west are no ways; east and south are",
    ),
    item(
        (
            "I'm in the village hall. It's empty after the dance, streamers all over the floor. "
            "The doors at the east end, which the band carried its gear out through, are still "
            "open. The kitchen door, north, is shut and has a rota pinned to it.",
            R("village hall", "e n", closed="n"),
        ),
        notes="the east doors 'are still open' after a relative clause; the kitchen door north "
        "'is shut'; no coin",
    ),
    item(
        (
            "I'm in the dome room. The telescope points north through the open slit at a sky full "
            "of cloud. The only door is on the west side, and it is open.",
            R("dome room", "w"),
        ),
        notes="an observatory dome: a telescope pointing north through the slit is no way; the "
        "one door west is open",
    ),
]
