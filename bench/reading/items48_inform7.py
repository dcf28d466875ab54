"""inform7, forty-eighth round (emphasis: negations, distractors and door states): seven walks (1-4
turns) on a hospital ship in Inform 7's defaults (a Main Ward whose portholes south show nothing but
sea, whose theatre door north "is closed" at first, whose dispensary is east through a canvas
curtain and whose isolation ward door west "is locked; a red card on it says FEVER"; an Operating
Theatre whose table "is bolted to the deck"; a Dispensary whose door north is "held open by a fire
bucket"; a Matron's Office with "On the desk is a bronze two-mil coin."): "(first opening the
theatre door)" before the room, "(first opening the isolation ward door)\nIt seems to be locked.",
"You open the theatre door.", "Taken.", a knock answered through the door, returns to the main ward;
single rooms and short histories, each with things a person does not read as a fact beside those
they do: a radio shack's east and west walls, a bunkhouse's penny whistle, dime novel and crown
cork, a ticket office's "cash drawer (which is open but empty)" and a door "unlocked but shut", a
cloakroom's "tin box (in which is a copper bodle coin)", a strong room's locked safe and "You can't
see any such thing.", a gun room's east door unlocked and gone through "(first opening the east
door)", a linen room's door ajar and laundry chute, a launderette's coin slots, a sally port's gate
"barred on the outside" and "You can't, since the sally port gate is in the way.", a brew house's
sign "ALE: ONE PENNY THE QUART", water stairs into the river, a summerhouse's two-sente coin taken
and gone, an exchange office's painted coin. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the hospital ship: MAIN WARD n OPERATING THEATRE (a door, closed at first), e DISPENSARY (a
# curtain), w the isolation ward (locked), s portholes (no way); DISPENSARY n MATRON'S OFFICE (a
# door held open; a bronze two-mil coin).


def ward(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Main Ward\nTwo rows of cots run the length of the deck, each made up with a red blanket "
        "folded square, and the smell of carbolic is everywhere. Portholes along the south side "
        f"show nothing but sea. The theatre door, to the north, is {door}. A canvas curtain "
        "hangs across the doorway to the dispensary, east. The isolation ward door, to the west, "
        "is locked; a red card on it says FEVER.\n\nYou can see a nursing sister's trolley here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "main ward",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "operating theatre", "e": "dispensary", "w": "isolation ward"},
        ),
    )


def theatre(door: str = "open") -> tuple:
    return (
        "Operating Theatre\nThe table is bolted to the deck so that it cannot slide in a swell, "
        "and the lamp above it swings a little all the same. Instruments wait in trays of "
        f"spirit. The theatre door, to the south, is {door}.",
        R(
            "operating theatre",
            "s",
            closed="s" if door == "closed" else "",
            leads={"s": "main ward"},
        ),
    )


def dispensary(event: str = "") -> tuple:
    text = (
        "Dispensary\nShelves of brown bottles with handwritten labels climb to the deckhead, and "
        "a pestle lies in its mortar on the counter. The main ward is west, through the curtain. "
        "A narrow door to the north, held open by a fire bucket, leads to the matron's office."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R("dispensary", "w n", leads={"w": "main ward", "n": "matron's office"}),
    )


def matron(coin: bool = True) -> tuple:
    text = (
        "Matron's Office\nA desk with a blotter, a rota pinned to the bulkhead, and a porthole "
        "with a view of the harbour wall. The dispensary is south."
    )
    if coin:
        text += "\n\nOn the desk is a bronze two-mil coin."
    return (text, R("matron's office", "s", coin=coin, leads={"s": "dispensary"}))


LOCKED = (
    "(first opening the isolation ward door)\nIt seems to be locked.",
    K("refused", "locked"),
)
TAKEN = ("Taken.", K("took"))


def first_opening(step: tuple, door: str) -> tuple:
    text, reading = step
    return (f"(first opening the {door})\n\n{text}", reading)


ITEMS = [
    item(
        ward(),
        "north",
        first_opening(theatre(), "theatre door"),
        notes="hospital ship walk: '(first opening the theatre door)' before the theatre is a "
        "move that worked; the theatre's only way is back south (visited, initial); the table "
        "'bolted to the deck' is no door",
    ),
    item(
        ward(),
        "west",
        LOCKED,
        "east",
        dispensary(),
        notes="hospital ship walk: the isolation ward door refused ('It seems to be locked.'), "
        "left behind; in the dispensary west visited (initial), the door north held open: go "
        "north",
    ),
    item(
        ward(),
        "east",
        dispensary(),
        "north",
        matron(),
        "take coin",
        TAKEN,
        "south",
        dispensary(event="The ship rolls, and the bottles chink on their shelves."),
        notes="hospital ship walk: the two-mil coin taken in the matron's office; back in the "
        "dispensary (the ship rolls this turn) both ways visited, the way back west (initial)",
    ),
    item(
        dispensary(),
        "west",
        ward(),
        notes="hospital ship walk begun in the dispensary: in the main ward east visited "
        "(initial); the theatre door north closed (open it), the isolation ward door locked, the "
        "portholes south no way",
    ),
    item(
        theatre(door="closed"),
        "open door",
        ("You open the theatre door.", K("opened", "south")),
        "south",
        ward(door="open"),
        "east",
        dispensary(),
        "west",
        ward(
            door="open",
            event="Somewhere below, the engines change their note as the ship turns into harbour.",
        ),
        notes="hospital ship walk begun in the theatre (its door closed, opened): back in the "
        "main ward north and east visited, the way first entered north (initial), west locked: "
        "go back north",
    ),
    item(
        matron(),
        "take two-mil coin",
        TAKEN,
        "south",
        dispensary(),
        "west",
        ward(event="A bell rings twice somewhere forward for the change of watch."),
        notes="hospital ship walk begun in the matron's office: the coin taken; in the main ward "
        "east visited (initial), the theatre door north closed (open it), west locked",
    ),
    item(
        ward(),
        "west",
        LOCKED,
        "knock on isolation ward door",
        (
            "A voice from inside says, 'Not now. Nobody comes in here without a mask.'",
            K("none"),
        ),
        notes="hospital ship walk: the isolation ward door refused as locked; the knock answered "
        "through the door changes nothing (refused, closed); the theatre door north closed (open "
        "it), the curtain east open",
    ),
    item(
        (
            "Radio Shack\nA transmitter the size of a wardrobe hums against the east wall, and a "
            "map of the world, every country coloured by its call sign, covers the west one. The "
            "only door is south, and it is open.\n\nYou can see a logbook and a Morse key here.",
            R("radio shack", "s"),
        ),
        notes="the east and west walls are walls, not ways; the only door, south, is open: go "
        "south",
    ),
    item(
        (
            "Bunkhouse\nTwelve bunks, a pot-bellied stove and a smell of wet wool. The door to "
            "the yard, north, stands open; the door to the cookhouse, east, is shut.\n\nYou can "
            "see a penny whistle, a dime novel and a crown cork here.",
            R("bunkhouse", "n e", closed="e"),
        ),
        notes="a penny whistle, a dime novel and a crown cork are no coins; the yard door north "
        "stands open, the cookhouse door east is shut: go north or open east",
    ),
    item(
        (
            "Ticket Office\nRolls of tickets on spindles, a dating press, and a ticket window "
            "that faces south onto the booking hall, far too small to climb through. The office "
            "door, west, is unlocked but shut.\n\nYou can see a cash drawer (which is open but "
            "empty) and a timetable here.",
            R("ticket office", "w", closed="w"),
        ),
        notes="the cash drawer 'open but empty' holds no coin; the ticket window south is no "
        "way; the office door west 'unlocked but shut' is closed: open west",
    ),
    item(
        (
            "Cloakroom\nCoats on numbered hooks, umbrellas in a stand, and a smell of rain. A "
            "door leads east, to the foyer.\n\nYou can see a tin box (in which is a copper bodle "
            "coin) here.",
            R("cloakroom", "e", coin=True),
        ),
        notes="a copper bodle coin in an open tin box is a coin in the room: take it; the door "
        "east, its state not given, is an open exit",
    ),
    item(
        (
            "Strong Room\nSteel shelves of deed boxes line three walls, each box lettered with a "
            "family's name. The door north is open.\n\nYou can see a safe (which is locked) here.",
            R("strong room", "n"),
        ),
        "take coin",
        ("You can't see any such thing.", K("none")),
        "look",
        (
            "Strong Room\nSteel shelves of deed boxes line three walls, each box lettered with a "
            "family's name. The door north is open.\n\nYou can see a safe (which is locked) here.",
            R("strong room", "n"),
        ),
        notes="'You can't see any such thing.' to `take coin`: no coin; a locked safe is no "
        "door and shows no coin; the door north is open: go north",
    ),
    item(
        (
            "Gun Room\nRacks of shotguns behind glass, and a table with cleaning rods and rags. "
            "The door to the kennel passage, east, is locked. The hall is south.",
            R("gun room", "e s", locked="e"),
        ),
        "unlock east door with small key",
        ("You unlock the east door.", K("unlocked")),
        "east",
        first_opening(
            (
                "Kennel Passage\nA flagged passage smelling of dog, with leads on hooks and a "
                "water trough. Spaniels bark in their pens. The gun room is west. The "
                "passage goes on north to the yard.",
                R("kennel passage", "w n", leads={"w": "gun room"}),
            ),
            "east door",
        ),
        notes="the east door unlocked (still shut), then '(first opening the east door)' before "
        "the kennel passage: a move that worked; west visited (initial), north unvisited",
    ),
    item(
        (
            "Linen Room\nSheets folded in stacks as tall as you, and an ironing board with a hot "
            "iron resting on its heel. The door to the landing, south, is ajar. A laundry chute "
            "in the west wall drops to the basement; it is no way for a person.\n\nOn the "
            "ironing board is a gold half-eagle coin.",
            R("linen room", "s", coin=True),
        ),
        notes="a gold half-eagle coin on the ironing board: take it; the landing door south is "
        "ajar (open), the laundry chute west no way",
    ),
    item(
        (
            "Launderette\nWashing machines line the east wall, each with its coin slot, and a "
            "sign says THESE MACHINES TAKE TOKENS ONLY. The street door, north, is wide open. "
            "The back door, west, is bolted.\n\nYou can see a plastic chair and a box of soap "
            "powder here.",
            R("launderette", "n w", locked="w"),
        ),
        notes="coin slots and a sign about tokens are no coins; the street door north wide open, "
        "the back door west bolted (locked): go north",
    ),
    item(
        (
            "Sally Port\nA tunnel through the rampart, dripping and cold, ends at a gate of iron "
            "bars to the west, which is barred on the outside. The parade ground is east.",
            R("sally port", "w e", locked="w"),
        ),
        "west",
        ("You can't, since the sally port gate is in the way.", K("refused", "locked")),
        notes="the gate west, barred on the outside (locked), refused; the parade ground east is "
        "the way",
    ),
    item(
        (
            "Brew House\nThe copper steams, and the mash tun gives off a smell like hot bread. A "
            "painted sign over the copper reads ALE: ONE PENNY THE QUART. The door to the malt "
            "floor, north, is propped open with a bucket. The yard door, west, is closed.",
            R("brew house", "n w", closed="w"),
        ),
        notes="a sign with a price in pennies is no coin; the malt floor door north propped "
        "open, the yard door west closed: go north or open west",
    ),
    item(
        (
            "Water Stairs\nStone steps, green with weed, go down into the river to the south, "
            "and there is no boat at the bottom of them. The house is north, through a door that "
            "stands wide open.",
            R("water stairs", "n"),
        ),
        "south",
        ("You would need a boat for that.", K("refused")),
        notes="the steps into the river south are no way without a boat, and the move is "
        "refused; the open door north is the exit",
    ),
    item(
        (
            "Summerhouse\nWicker chairs, a croquet set in a box, and dead wasps on the windowsill. "
            "The door to the lawn, east, stands open.\n\nYou can see a deckchair and a two-sente "
            "coin here.",
            R("summerhouse", "e", coin=True),
        ),
        "take coin",
        TAKEN,
        "look",
        (
            "Summerhouse\nWicker chairs, a croquet set in a box, and dead wasps on the "
            "windowsill. The door to the lawn, east, stands open.\n\nYou can see a deckchair "
            "here.",
            R("summerhouse", "e"),
        ),
        notes="the two-sente coin taken, and the look shows it gone: no coin; the lawn door east "
        "stands open",
    ),
    item(
        (
            "Exchange Office\nA board over the counter shows the day's rates, and a painted sign "
            "in the window, a gold coin as big as a plate, says BUREAU DE CHANGE. The counter "
            "grille is down. The street door, south, is open.",
            R("exchange office", "s"),
        ),
        notes="a painted coin on a sign and a rate board are no coins; the counter grille is no "
        "door of the room; the street door south is open",
    ),
]
