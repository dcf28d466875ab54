"""inform7, thirty-sixth round: a semi-detached house in Inform 7's defaults. Seven walks (1-5
turns): a Hall whose front room is "through the open door to the west", whose kitchen is
"straight ahead, north", whose stairs go up and whose front door, south, "is deadlocked"; a Front
Room with a two-pence piece; a Kitchen whose back door east "is closed" at first; a Back Garden
with the shed north; a Shed whose workbench holds "a cocoa tin (in which are three washers and a
five-pence piece)". Replies: "(first opening the back door)" and the garden, "You open the back
door.", "The front door is deadlocked, and Dad has the only key.", "You take the five-pence
piece out of the cocoa tin.", "Taken.", returns with an event ("Next door's dog barks twice,
then thinks better of it.", "The telephone rings twice and stops."). Single rooms: a utility
room beside "a tumble dryer (closed)", a landing whose bathroom door "is locked. Someone is
singing in there.", a village hall with a shut kitchen hatch and a ten-pence piece on a trestle
table, a scout hut whose store room door is padlocked, a porch whose garage is entered "(first
opening the garage door)", a bathroom with a penny in the soap dish, a bandstand with steps down
east and west, a car boot sale's jar (in which are some buttons and a pre-decimal penny), a
dining room that says "You can go north or east." and then that the north door is closed, a
snug whose east door is ajar, a back porch whose kitchen door turns out locked ("Mum locks it
when she goes to the shops."), a recreation ground above a fenced river, a lean-to. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The semi (a tree): Hall w Front Room (a two-pence piece), n Kitchen, s front door (locked), up
# the stairs; Kitchen e Back Garden (the back door, closed at first); Back Garden n Shed (a
# five-pence piece in a cocoa tin).
def hall() -> tuple:
    return (
        "Hall\n"
        "A narrow hall with a telephone table and a row of coat hooks, one for each of the "
        "family. The front room is through the open door to the west, and the kitchen is "
        "straight ahead, north. The stairs go up.\n\n"
        "The front door, to the south, is deadlocked.\n\n"
        "You can see a telephone directory here.",
        R("hall", "w n s u", locked="s", leads={"w": "front room", "n": "kitchen"}),
    )


def front_room(coin: bool = True) -> tuple:
    money = "\n\nYou can see a two-pence piece here." if coin else ""
    return (
        "Front Room\n"
        "The good room: a three-piece suite that nobody sits on, and a china cabinet full of "
        f"things that nobody uses. The hall is east.{money}",
        R("front room", "e", coin=coin),
    )


def kitchen(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Kitchen\n"
        "Lino, a twin-tub and a smell of toast. The hall is south, and the back door leads east "
        f"into the garden.\n\nThe back door is {state}.",
        R("kitchen", "s e", closed="" if door_open else "e"),
    )


def garden(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Back Garden\n"
        "A square of lawn, a rotary washing line and a rockery nobody weeds. The shed is north, "
        "at the bottom of the garden, and the back door leads west into the kitchen.\n\n"
        f"The back door is {state}.",
        R("back garden", "n w", closed="" if door_open else "w"),
    )


def shed(coin: bool = True) -> tuple:
    inside = "three washers and a five-pence piece" if coin else "three washers"
    return (
        "Shed\n"
        "Creosote and cobwebs, and a calendar from 1987 on a nail. The garden is south.\n\n"
        f"On the workbench is a cocoa tin (in which are {inside}).",
        R("shed", "s", coin=coin),
    )


def first_opening_back_door() -> tuple:
    text, reading = garden(door_open=True)
    return (f"(first opening the back door)\n\n{text}", reading)


TOOK_TIN = ("You take the five-pence piece out of the cocoa tin.", K("took"))

ITEMS = [
    # ---- walks on the semi ----
    item(
        hall(),
        "north",
        kitchen(),
        "east",
        first_opening_back_door(),
        notes="Inform opens the back door on the way through; in the garden the back door west "
        "is open and visited, the shed north unexplored",
    ),
    item(
        hall(),
        "west",
        front_room(),
        notes='"You can see a two-pence piece here.": a coin; the hall east is the way back',
    ),
    item(
        hall(),
        "n",
        kitchen(),
        "open back door",
        ("You open the back door.", K("opened", "e")),
        "e",
        garden(door_open=True),
        "n",
        shed(),
        "take coin",
        TOOK_TIN,
        notes="the five-pence piece in the open cocoa tin is a coin; taken; the only way is "
        "back south, visited",
    ),
    item(
        hall(),
        "south",
        ("The front door is deadlocked, and Dad has the only key.", K("refused", "locked")),
        notes="a deadlocked door refuses the move (locked: no open); west and north are open",
    ),
    item(
        hall(),
        "north",
        kitchen(),
        "east",
        first_opening_back_door(),
        "west",
        kitchen(door_open=True),
        notes="back in the kitchen with the back door now open: every way visited; the way "
        "back is south, to the hall",
    ),
    item(
        garden(),
        "north",
        shed(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        also(garden(), "Next door's dog barks twice, then thinks better of it."),
        notes="a walk begun in the garden; the coin taken in the shed; back in the garden the "
        "back door west is closed: open it",
    ),
    item(
        hall(),
        "w",
        front_room(),
        "take coin",
        ("Taken.", K("took")),
        "e",
        also(hall(), "The telephone rings twice and stops."),
        notes="back in the first room: the front room visited, the kitchen north unexplored, "
        "the front door deadlocked, the stairs up no word of the vocabulary",
    ),
    # ---- single rooms ----
    item(
        "Utility Room\n"
        "The boiler ticks over. A door leads north; it is shut. The garage is east, through an "
        "archway.\n\n"
        "You can see a tumble dryer (closed) and a fifty-pence piece here.",
        R("utility room", "n e", closed="n", coin=True),
        notes="the north door is shut; the closed tumble dryer is no door of the room; the "
        "fifty-pence piece is a coin here",
    ),
    item(
        "Landing\n"
        "The bathroom is east, the big bedroom south and the little bedroom north; the stairs "
        "go down.\n\n"
        "The bathroom door is locked. Someone is singing in there.",
        R("landing", "e s n d", locked="e"),
        notes="the bathroom door is locked (no open); the bedrooms north and south are open; "
        "down is no word of the vocabulary",
    ),
    item(
        "Village Hall\n"
        "Stacking chairs, a tea urn and bunting left over from the fete. The kitchen hatch is "
        "shut. Double doors lead out south to the car park, and the committee room is west.\n\n"
        "On the trestle table are a raffle drum, a cash tin (closed) and a ten-pence piece.",
        R("village hall", "s w", coin=True),
        notes="not a house; the kitchen hatch is no way; the closed cash tin's contents are "
        "not given; the ten-pence piece on the table is a coin",
    ),
    item(
        "Scout Hut\n"
        "A draughty wooden hut, with knots on a board and a Union flag on a pole. The door to "
        "the store room, north, is padlocked. The way out is east, onto the recreation "
        "ground.\n\n"
        "You can see a stack of camp beds here.",
        R("scout hut", "n e", locked="n"),
        notes="not a house; a padlocked door is locked (no open); east is open",
    ),
    item(
        (
            "Porch\n"
            "A glass porch full of geraniums. The garage door is west of here, and the front "
            "path runs south.\n\n"
            "The garage door is closed.",
            R("porch", "w s", closed="w"),
        ),
        "west",
        (
            "(first opening the garage door)\n\n"
            "Garage\n"
            "Oil stains, a workbench and the smell of a car that isn't there. The porch is "
            "east.\n\n"
            "You can see a bicycle pump and a threepenny bit here.",
            R("garage", "e", coin=True),
        ),
        notes="the garage door opened on the way through; in the garage the threepenny bit is "
        "a coin",
    ),
    item(
        "Bathroom\n"
        "Avocado suite, a bath mat shaped like a foot and a window of bobbled glass. The door, "
        "to the west, is the only way out.\n\n"
        "In the soap dish is a penny.",
        R("bathroom", "w", coin=True),
        notes='"In the soap dish is a penny.": a coin in the room; the window is no exit',
    ),
    item(
        "Bandstand\n"
        "An iron bandstand on the green, its roof painted in fairground colours. Steps go down "
        "on the east side and on the west.\n\n"
        "You can see a music stand here.",
        R("bandstand", "e w"),
        notes="not a house; steps down on the east and west sides are ways east and west",
    ),
    item(
        "Car Boot Sale\n"
        "Rows of hatchbacks with their boots open on a wet field. The field gate is south and "
        "the burger van is east. North, beyond the hedge, is the bypass, and there's no way "
        "through.\n\n"
        "On the pasting table are a Teasmade, a box of LPs and a jar (in which are some "
        "buttons and a pre-decimal penny).",
        R("car boot sale", "s e", coin=True),
        notes="not a house; the hedge gives no way north; the penny in the jar, whose contents "
        "are listed, is a coin",
    ),
    item(
        "Dining Room\n"
        "The table is laid for six, though nobody is coming. You can go north or east.\n\n"
        "The north door (to the kitchen) is closed.\n\n"
        "On the sideboard are a cruet set and a silver shilling.",
        R("dining room", "n e", closed="n", coin=True, leads={"n": "kitchen"}),
        notes='"You can go north or east." and then the north door closed; the shilling on '
        "the sideboard is a coin",
    ),
    item(
        "Snug\n"
        "A small room with a gas fire and two armchairs drawn up to it. The hall is south; the "
        "door east, to the side passage, is ajar.\n\n"
        "You can see an armchair (on which is a cushion) and a newspaper here.",
        R("snug", "s e"),
        notes="a door ajar is open; no coin",
    ),
    item(
        (
            "Back Porch\n"
            "Wellingtons in a row and a crate of empty milk bottles. The yard is south, and the "
            "kitchen door is west.\n\n"
            "The kitchen door is closed.",
            R("back porch", "s w", closed="w"),
        ),
        "west",
        (
            "(first opening the kitchen door)\n"
            "The kitchen door is locked. Mum locks it when she goes to the shops.",
            K("refused", "locked"),
        ),
        notes="the closed kitchen door turns out locked when Inform tries to open it: locked "
        "and refused (no open); the yard south is open",
    ),
    item(
        "Recreation Ground\n"
        "Swings, a roundabout and a litter bin. Gates lead out north and east; the south side "
        "is the river, fenced off all along its length.\n\n"
        "You can see a pound coin here.",
        R("recreation ground", "n e", coin=True),
        notes="not a house; the fenced river is no way south; a pound coin here",
    ),
    item(
        "Lean-to\n"
        "A corrugated lean-to against the house wall, with seed trays on every shelf. The "
        "house door is east of here; it is open. West is the vegetable patch.\n\n"
        "You can see a watering can (in which is some rainwater) here.",
        R("lean-to", "e w"),
        notes="the house door is open; the watering can holds rainwater, not money: no coin",
    ),
]
