"""inform7, twenty-second round: a new user's small Inform 7 games in the default manner
(heading, the author's paragraph, "You can see ... here.", "(in which are ...)", "(on which are
...)", "(first opening ...)", "It seems to be locked.", "You can't, since ... is locked."): a
haunted house (a front hall whose portraits face the wall, a library with a silver coin on a
table, a dining room with a swing door, a kitchen with a cookie jar, a nursery with a doll's
pram), a Mars base (an airlock with a locked outer door, a corridor, hydroponics with a lucky
penny, a commissary whose coin slot is taped over), a post office's sorting room and counter (a
street door whose state is learnt by trying it), a beginner's room with no description, an
attic whose exits are written into its paragraph, a tree fort under a status line, a pet shop,
a bowling alley, a rink side. The walks are printed from one map each by functions, so a room
reads the same on every visit. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# ---- a haunted house: Front Hall n Dining Room (swing door w, closed at first, to the Kitchen),
# e Library (a silver coin).
def front_hall() -> tuple:
    return (
        "Front Hall\nCobwebs hang from the chandelier like grey curtains, and every portrait "
        "on the walls has been turned to face the wall. The front door, to the south, is "
        "locked. Doorways lead north into the dining room and east into the library.\n\nYou "
        "can see a candlestick here.",
        R(
            "front hall",
            "s n e",
            locked="s",
            leads={"n": "dining room", "e": "library"},
        ),
    )


def library(coin: bool = True) -> tuple:
    table = "\n\nOn the little table is a silver coin." if coin else ""
    return (
        "Library\nEvery book on the shelves is the same book: a red one with no title. A "
        "reading lamp flickers on a little table. The only door is the one to the west, back "
        f"into the front hall.{table}",
        R("library", "w", coin=coin, leads={"w": "front hall"}),
    )


def dining_room(swing_open: bool = False) -> tuple:
    state = "open" if swing_open else "closed"
    return (
        "Dining Room\nThe table is laid for twelve, and every plate is grey with dust. The "
        f"front hall is south. A swing door to the west leads to the kitchen; it is "
        f"{state}.\n\nYou can see a gravy boat here.",
        R(
            "dining room",
            "s w",
            closed="" if swing_open else "w",
            leads={"s": "front hall", "w": "kitchen"},
        ),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nPots rattle on their hooks all by themselves. The dining room is east.\n\nYou "
        "can see a cookie jar (in which is a gold coin) here.",
        R("kitchen", "e", coin=True, leads={"e": "dining room"}),
    )


# ---- a Mars base: Airlock n Corridor (inner door, closed at first); Corridor e Hydroponics,
# w Commissary.
def airlock() -> tuple:
    return (
        "Airlock\nRed dust has got into every seam of the floor. The inner door, to the north, "
        "is closed. The outer door, south, leads to the rover bay; it is locked.\n\nYou can "
        "see a spacesuit here.",
        R("airlock", "n s", closed="n", locked="s", leads={"s": "rover bay"}),
    )


def corridor() -> tuple:
    return (
        "Corridor\nA curved white corridor, humming with fans. The airlock is south. "
        "Hydroponics is east, and the commissary is west.",
        R(
            "corridor",
            "s e w",
            leads={"s": "airlock", "e": "hydroponics", "w": "commissary"},
        ),
    )


# ---- a post office: Sorting Room (a penny) s Post Office Counter (street door e, its state
# not given).
def sorting_room(coin: bool = True) -> tuple:
    things = "a rubber stamp and a penny" if coin else "a rubber stamp"
    return (
        "Sorting Room\nPigeonholes cover the east wall from floor to ceiling, each labelled "
        "with the name of a street. Sacks of letters slump in a heap. A door to the south "
        "leads to the counter, and the back door, west, is bolted on this side.\n\nYou can "
        f"see {things} here.",
        R("sorting room", "s w", closed="w", coin=coin, leads={"s": "post office counter"}),
    )


def counter() -> tuple:
    return (
        "Post Office Counter\nA brass grille divides the public side of the counter from the "
        "staff side, where you are standing. The sorting room is north. The street door is "
        "east, under a clock that says ten to nine.\n\nOn the counter is a tray of stamps.",
        R("post office counter", "n e", leads={"n": "sorting room"}),
    )


ITEMS = [
    item(
        *front_hall(),
        notes="the front door south locked (no action); doorways north and east: go north or "
        "go east",
    ),
    item(
        front_hall(),
        "e",
        library(),
        notes="Inform's 'On the little table is a silver coin.' puts the coin in the room: "
        "take coin",
    ),
    item(
        front_hall(),
        "north",
        dining_room(),
        notes="the front hall south (visited, initial), the swing door west closed: open west",
    ),
    item(
        front_hall(),
        "e",
        library(),
        "take coin",
        ("Taken. The lamp flickers, as if it had noticed.", K("took")),
        "w",
        also(front_hall(), "Somewhere upstairs, a door slams."),
        notes="back in the first room after taking the coin: east visited, north not, the "
        "front door locked (no initial in the first room): go north",
    ),
    item(
        front_hall(),
        "north",
        dining_room(),
        "open swing door",
        ("You open the swing door.", K("opened", "w")),
        "west",
        kitchen(),
        notes="the swing door opened by its name, then west: a cookie jar listed '(in which "
        "is a gold coin)' is open, so the coin lies within reach: take coin",
    ),
    item(
        *airlock(),
        notes="the inner door north closed, the outer door to the rover bay south locked (no "
        "action): open north",
    ),
    item(
        "Hydroponics\nRows of lettuces grow under pink lamps, and the air is warm and wet. "
        "The corridor is west. The greenhouse door to the east stands open.\n\nYou can see a "
        "watering can and a lucky penny here.",
        R("hydroponics", "w e", coin=True),
        notes="'a lucky penny' in Inform's list is a coin in the room: take coin",
    ),
    item(
        "Commissary\nA vending machine hums against the wall; its coin slot has been taped "
        "over. There are tables, plastic chairs and a noticeboard with a cleaning rota. The "
        "corridor is north.\n\nYou can see a plastic tray here.",
        R("commissary", "n"),
        notes="a taped-over coin slot is no coin; the only way is north",
    ),
    item(
        airlock(),
        "open inner door",
        ("You open the inner door.", K("opened", "n")),
        "north",
        corridor(),
        notes="the inner door opened by its name, then north: the airlock south (visited, "
        "initial), hydroponics east and the commissary west unvisited: go east or go west",
    ),
    item(
        *sorting_room(),
        notes="'a penny' in Inform's list: take coin (the back door 'bolted on this side' is "
        "closed)",
    ),
    item(
        sorting_room(),
        "take penny",
        ("Taken. It's an old one, brown as a conker.", K("took")),
        "s",
        counter(),
        notes="the street door's state not given: an open exit east, unvisited; the sorting "
        "room north visited: go east",
    ),
    item(
        sorting_room(),
        "take penny",
        ("Taken. It's an old one, brown as a conker.", K("took")),
        "s",
        counter(),
        "e",
        ("(first opening the street door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the street door, its state not given, turns out locked when tried (refused, "
        "closed); the only other way is the sorting room, the way in: go north",
    ),
    item(
        "Upstairs Hallway\n\nYou can see a coin here.",
        R("upstairs hallway", coin=True),
        notes="a beginner's room with no description: no exit can be read, but the coin is "
        "here: take coin",
    ),
    item(
        "Attic\nIt's dark and dusty up here, and the rafters are hung with bats. Exits: down, "
        "east.\n\nYou can see a trunk (closed) here.",
        R("attic", "d e"),
        notes="exits written into the author's paragraph: down (outside the vocabulary) and "
        "east; a closed trunk's contents are not given (no coin): go east",
    ),
    item(
        "Tree Fort    Moves: 4\n\nTree Fort\nPlanks, a rope ladder going down, and a flag "
        "made from an old pillowcase. A rope bridge leads east to the other tree.\n\nYou can "
        "see a comic book and a nickel here.",
        R("tree fort", "d e", coin=True),
        notes="a status line above the heading; a nickel (a US coin) lies here: take coin; "
        "the rope bridge east is an exit, the ladder down outside the vocabulary",
    ),
    item(
        "Pet Shop\nBubbling fish tanks line the walls, and a parrot on a perch says HELLO "
        "every few seconds. The shop door, south, is closed. A door marked STAFF is "
        "east.\n\nYou can see a counter (on which are a bag of birdseed and a dime) here.",
        R("pet shop", "s e", closed="s", coin=True),
        notes="a dime on the counter is a coin in the room: take coin; the STAFF door's state "
        "not given (open), the shop door closed",
    ),
    item(
        "Bowling Alley\nTen lanes, and every pin on every lane is standing. The shoe counter is "
        "north. The door to the car park, east, is closed.\n\nYou can see a bowling ball and "
        "a quarter here.",
        R("bowling alley", "n e", closed="e", coin=True),
        notes="a quarter (the US coin) lies here: take coin",
    ),
    item(
        "Rink Side\nThe ice has just been cleaned and shines like glass. The skate hire is "
        "west. The changing rooms are north, but their door is locked at this hour.\n\nYou "
        "can see a lost glove here.",
        R("rink side", "w n", locked="n"),
        notes="the changing rooms' door north locked (no action); the skate hire west: go west",
    ),
    item(
        "Nursery\nA rocking horse rocks gently, though nobody is riding it. The door to the "
        "east is ajar.\n\nYou can see a doll's pram (in which are a rag doll and three "
        "pennies) here.",
        R("nursery", "e", coin=True),
        notes="'(in which are a rag doll and three pennies)': pennies in an open pram, within "
        "reach: take coin; the east door ajar (open)",
    ),
    item(
        airlock(),
        "s",
        ("You can't, since the outer door is locked.", K("refused", "locked")),
        notes="the locked outer door refused: refused(south), still closed; the inner door "
        "north closed and untried: open north",
    ),
]
