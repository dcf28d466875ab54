"""prose, thirty-fourth round: the coin game's situation in plain prose, said many ways. Five walks
(1-4 turns) through a ground-floor flat in the second person (the hall with the living room "through
the open doorway to the west", the kitchen "straight ahead to the north", the bathroom door east
"shut" and the front door south "locked and chained for the night"; a kitchen whose back door "is
standing open on the yard"; a yard with a padlocked gate and "a two-pound coin" down by the drain;
an avocado bathroom): "The bathroom door is shut. You'd have to open it first." then "You open the
bathroom door.", "You pick up the two-pound coin and put it in your pocket.", "The gate is
padlocked, and the padlock is rusted solid.". Single rooms telling one situation (a shut door north,
an open way east, a coin) in several ways: in the passive ("A door has been fitted in the north
wall, and it has been shut"), with the room named last ("-- this is the laundry room."), in short
sentences ("There's a door north. It's shut."), in relative clauses, in the third person (Dot in the
back bedroom), in the first person (the front room at Nan's, a fifty-pence piece down the side of
the settee); and others: "The one to the north isn't.", a door ajar beside a cellar door locked and
a serving hatch, a hall table's dish with "no change in it", a beach, a supermarket car park's
chained trolleys (not houses), a porch named at the end, a garden door slammed by the wind within
the text, a telegraphic loft room with "a 10p piece on the beam", a granny flat's shower curtain.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# the flat: Hall w Living Room (doorway), n Kitchen, e Bathroom (door, shut at first),
# s front door (locked); Kitchen e Yard (the coin; a padlocked gate north).
def hall(bathroom_open: bool = False) -> tuple:
    door = "is open" if bathroom_open else "is shut"
    return (
        "You're standing in the hall. The flat's living room is through the open doorway to "
        "the west, the kitchen is straight ahead to the north, and the bathroom door, on the "
        f"east side, {door}. The front door, south, is locked and chained for the night.",
        R(
            "hall",
            "w n e s",
            closed="" if bathroom_open else "e",
            locked="s",
            leads={"w": "living room", "n": "kitchen", "e": "bathroom"},
        ),
    )


def living_room() -> tuple:
    return (
        "You're in the living room, which is small and smells of the gas fire. The only "
        "doorway leads east, into the hall; the sash window looks west onto the street.",
        R("living room", "e", leads={"e": "hall"}),
    )


def kitchen() -> tuple:
    return (
        "In the kitchen, where you now stand, a tap drips into a bowl of washing-up. There's a "
        "doorway south to the hall, and the back door to the east is standing open on the "
        "yard.",
        R("kitchen", "s e", leads={"s": "hall", "e": "yard"}),
    )


def yard(coin: bool = True) -> tuple:
    line = " Down by the drain, a two-pound coin catches the light." if coin else ""
    return (
        "You're out in the yard, a square of concrete with a washing line and a coal bunker. "
        "The back door to the west is open. A gate in the north wall is padlocked." + line,
        R("yard", "w n", locked="n", coin=coin, leads={"w": "kitchen"}),
    )


def bathroom() -> tuple:
    return (
        "You're in the bathroom, which is tiled in avocado green. Its door, to the west, is "
        "the only way out.",
        R("bathroom", "w", leads={"w": "hall"}),
    )


POCKET = (
    "You pick up the two-pound coin and put it in your pocket.",
    K("took"),
)

ITEMS = [
    # ---- walks through the flat ----
    item(
        hall(),
        "north",
        kitchen(),
        "east",
        yard(),
        "pick up the coin",
        POCKET,
        notes="the coin pocketed in the yard: the gate north is padlocked (locked, no action), "
        "the back door west is the way in, visited: go back west",
    ),
    item(
        hall(),
        "east",
        ("The bathroom door is shut. You'd have to open it first.", K("refused", "closed")),
        "open east",
        ("You open the bathroom door.", K("opened")),
        notes="a refusal at a shut door cleared by opening it: no refused fact, east now open; "
        "the front door locked; west, north and east to go",
    ),
    item(
        hall(),
        "west",
        living_room(),
        "east",
        hall(),
        "north",
        kitchen(),
        "south",
        hall(),
        notes="the living room and the kitchen visited from the hall, the first room: the "
        "bathroom door east still shut and never tried: open east; the front door locked",
    ),
    item(
        hall(),
        "go north",
        kitchen(),
        "go east",
        yard(),
        "pick up the coin",
        POCKET,
        "go north",
        ("The gate is padlocked, and the padlock is rusted solid.", K("refused", "locked")),
        notes="the coin taken, then the padlocked gate tried: refused north, locked; west the "
        "way in: go back west",
    ),
    item(
        hall(),
        "open east",
        ("You open the bathroom door.", K("opened")),
        "east",
        bathroom(),
        notes="the bathroom door opened and walked through: its one way west is the way in",
    ),
    # ---- one situation, many ways: a shut door north, an open way east, a coin ----
    item(
        "This is the box room, and you are standing in it. A door has been fitted in the north "
        "wall, and it has been shut; the east side has been knocked through into the landing. "
        "A coin has been left on the windowsill.",
        R("box room", "n e", closed="n", coin=True),
        notes="the passive voice: north a shut door (closed), east knocked through (open), a "
        "coin left on the sill: take it",
    ),
    item(
        "Shut door to the north, an open arch to the east, and a copper coin on the lino -- "
        "this is the laundry room.",
        R("laundry room", "n e", closed="n", coin=True),
        notes="the exits and the coin first, the room named last",
    ),
    item(
        "You're in the sewing room. There's a door north. It's shut. There's a gap east where "
        "a door used to be. There's a coin on the carpet.",
        R("sewing room", "n e", closed="n", coin=True),
        notes="short sentences; 'a gap where a door used to be' is an open way east",
    ),
    item(
        "You stand in the study, whose only door, in the north wall, somebody has shut, and "
        "whose east side opens into the conservatory. A coin that somebody must have dropped "
        "lies by the desk.",
        R("study", "n e", closed="n", coin=True, leads={"e": "conservatory"}),
        notes="relative clauses: a shut door north, an open way east, a dropped coin by the "
        "desk: take it",
    ),
    item(
        "Dot is in the back bedroom. The door to the north is shut, the way east onto the "
        "landing is open, and there's a penny on the candlewick bedspread.",
        R("back bedroom", "n e", closed="n", coin=True),
        notes="the third person of a character names the back bedroom; a penny on the "
        "bedspread: take it",
    ),
    item(
        "I'm in the front room at Nan's. There's a shut door on the north side and a way "
        "through to the east, and -- would you believe it -- a fifty-pence piece down the side "
        "of the settee.",
        R("front room", "n e", closed="n", coin=True),
        notes="the first person names the front room (a draft 'I'm in Nan's front room' was "
        "reworded: front room, or Nan's front room?); a fifty-pence piece down the side of the "
        "settee is in the room: take it",
    ),
    # ---- other situations ----
    item(
        "You're in the upstairs bathroom. There's no door to the west, just the wall and a "
        "calendar from 1987. The door to the south is open. The one to the north isn't.",
        R("upstairs bathroom", "s n", closed="n"),
        notes="no door west (no exit); 'The one to the north isn't' (open): closed; go south or "
        "open north",
    ),
    item(
        "You're in the back kitchen. The door to the yard, west, is ajar; the cellar door, "
        "east, is locked; and the hatch through to the dining room is only a serving hatch.",
        R("back kitchen", "w e", locked="e"),
        notes="ajar is open; the cellar door locked (no action); a serving hatch is no exit",
    ),
    item(
        "You're in the hallway, which is full of coats. A glass dish on the hall table holds "
        "keys and a dead battery, but there's no change in it. The kitchen door, north, is "
        "open; the lounge door, west, is shut.",
        R("hallway", "n w", closed="w"),
        notes="'no change' in the dish: no coin; north open, west shut",
    ),
    item(
        "You're on the beach, and it's empty except for the gulls. The cliff path climbs away "
        "to the north; the sea is to the south; east and west, the sand runs on for miles. "
        "Half buried near your feet is a coin, green with salt.",
        R("beach", "n e w", coin=True),
        notes="not a house: the cliff path north (climbing, but northward), the sand east and "
        "west; the sea is no way; a coin half buried: take it",
    ),
    item(
        "You're in the supermarket car park. The exit road goes west, and the store entrance "
        "is to the north. The trolleys are chained together by the wall, their coin slots "
        "empty.",
        R("supermarket car park", "w n"),
        notes="not a house: empty trolley coin slots are no coin; west and north",
    ),
    item(
        "It's barely big enough for you and the umbrella stand. The front door, south, is "
        "locked; the inner door, north, stands open into the hall. You're in the porch.",
        R("porch", "s n", locked="s", leads={"n": "hall"}),
        notes="the room named at the end; south locked (no action), north open: go north",
    ),
    item(
        "You're in the conservatory. As you look round, the wind catches the garden door to "
        "the east and slams it shut. The door to the dining room, west, stays open.",
        R("conservatory", "e w", closed="e", leads={"w": "dining room"}),
        notes="a door shut by the wind within the text: east closed now; west open",
    ),
    item(
        "Loft room. Low ceiling. Skylight, painted over. Door W, shut. Ladder down. A 10p "
        "piece on the beam.",
        R("loft room", "w d", closed="w", coin=True),
        notes="telegraphic: west a shut door, the ladder down outside the vocabulary; a 10p "
        "piece (a coin) on a beam: take it",
    ),
    item(
        "You're in the granny flat: one room and a shower. The door to the garden, south, is "
        "locked, and you haven't got the key. The shower room, east, has a curtain instead of "
        "a door. There are no coins anywhere; you've looked.",
        R("granny flat", "s e", locked="s"),
        notes="south locked (a draft 'has a key in it, turned' was reworded: locked, or one "
        "turn from open?); a curtain is no door: east open; 'no coins anywhere'",
    ),
]
