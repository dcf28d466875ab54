"""textworld, twenty-ninth round: the coin collector's manner as its client prints it (leading
blank lines, the quest's speech before the first room, the header, a filler sentence, exit and
door sentences, the coin line, the prompt and the status line counting the moves; none is engine
output). Eleven walks (1-7 turns) on one map of a honey works (a Smoker Shed with "a closed
persimmon door leading north" to an Extracting Room, whose way north leads to the Honey Room with
the coin, and an open way east to a Hive Store, whose way south leads to a Wax Store and whose
kingwood door east is locked): a refused `go up`, "You have to open the persimmon door first.",
"You open persimmon door.", "You have to unlock the kingwood door first.", "You can't go that
way." twice and a look, "You are carrying nothing.", loops back to the smoker shed and the hive
store, the ending after the coin; and nine single rooms (nut store, spice room with only a locked
door, glove room, tile room with four exits, coffee room with a closed chest, peat store after a
speech that puts the coin in another room, key room, resin store, cask room) with laurel, myrtle,
magnolia, locust, deodar, sheesham and hinoki doors open, closed and locked. What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
SPEECH = (
    "Hey, thanks for coming over to the honey works today, there is something I need you to do "
    "for me. First thing I need you to do is to open the persimmon door. Next, make an effort "
    "to head north. And then, take a trip north. Then, retrieve the coin from the floor of the "
    "honey room. Got that? Good!"
)


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def screen(room: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the client prints it after a move."""
    tail = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {room} =-\n{intro}\n\n\n\n{exits}{tail}{status(room, moves)}"


def first(room: str, intro: str, exits: str, speech: str = SPEECH) -> str:
    """The game's first text: the quest's speech, then the room."""
    return f"{speech}\n\n-= {room} =-\n{intro}\n\n\n\n{exits}\n\n{status(room, 1)}"


def reply(text: str, room: str, moves: int) -> str:
    return f"\n{text}\n\n\n{status(room, moves)}"


# ---- the honey works: Smoker Shed n Extracting Room (persimmon door, closed at first),
# e Hive Store; Extracting Room n Honey Room (the coin); Hive Store s Wax Store,
# e a locked kingwood door.
SMOKER_INTRO = "You find yourself in a smoker shed. A normal kind of place."


def smoker_exits(opened: bool) -> str:
    state = "an open" if opened else "a closed"
    return (
        f"There is {state} persimmon door leading north. You need an unblocked exit? You should "
        "try going east."
    )


def smoker_start() -> tuple:
    return (
        first("Smoker Shed", SMOKER_INTRO, smoker_exits(False)),
        R("smoker shed", "n e", closed="n"),
    )


def smoker(moves: int, opened: bool = False) -> tuple:
    return (
        screen("Smoker Shed", SMOKER_INTRO, smoker_exits(opened), moves),
        R("smoker shed", "n e", closed="" if opened else "n"),
    )


def extracting(moves: int) -> tuple:
    return (
        screen(
            "Extracting Room",
            "Well, here we are in the extracting room. You begin to take stock of what's here.",
            "There is an open persimmon door leading south. There is an unguarded exit to the "
            "north.",
            moves,
        ),
        R("extracting room", "s n"),
    )


def honey(moves: int) -> tuple:
    return (
        screen(
            "Honey Room",
            "You've entered a honey room. The room is well lit.",
            "There is an exit to the south. Don't worry, it is unblocked.",
            moves,
            coin=True,
        ),
        R("honey room", "s", coin=True),
    )


def hive(moves: int) -> tuple:
    return (
        screen(
            "Hive Store",
            "You arrive in a hive store. An ordinary one.",
            "There is a locked kingwood door leading east. You don't like doors? Why not try "
            "going south, that entranceway is unguarded. There is an unblocked exit to the west.",
            moves,
        ),
        R("hive store", "e s w", locked="e"),
    )


def wax(moves: int) -> tuple:
    return (
        screen(
            "Wax Store",
            "You are in a wax store. A standard kind of place.",
            "You need an unguarded exit? You should try going north.",
            moves,
        ),
        R("wax store", "n"),
    )


def ending(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{moves + 1} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
        f"the last command?\n>{' ' * 129}-= {room} =-0/{moves}"
    )


def opened(moves: int) -> tuple:
    return (reply("You open persimmon door.", "Smoker Shed", moves), K("opened", "n"))


def single(room: str, intro: str, exits: str, moves: int, extra: str = "") -> str:
    tail = f"\n\n{extra}\n\n\n" if extra else "\n\n\n\n"
    return f"\n\n-= {room} =-\n{intro}\n\n\n\n{exits}{tail}{status(room, moves)}"


ITEMS = [
    # ---- walks on the honey works ----
    item(
        smoker_start(),
        "go up",
        (reply("You can't go that way.", "Smoker Shed", 2), K("refused")),
        notes="a refused `go up` is no fact; the closed persimmon door north and the open way "
        "east remain: go east or open north",
    ),
    item(
        smoker_start(),
        "go north",
        (
            reply("You have to open the persimmon door first.", "Smoker Shed", 2),
            K("refused", "closed"),
        ),
        "open persimmon door",
        opened(3),
        "go north",
        extracting(4),
        notes="the persimmon door refused as closed, opened by its name and walked through; "
        "north of the extracting room is unexplored: go north",
    ),
    item(
        smoker_start(),
        "open persimmon door",
        opened(2),
        "go north",
        extracting(3),
        "go north",
        honey(4),
        notes="TextWorld's 'There is a coin on the floor.': take it",
    ),
    item(
        smoker_start(),
        "open persimmon door",
        opened(2),
        "go north",
        extracting(3),
        "go north",
        honey(4),
        "take coin",
        (ending("Honey Room", 4), K("took")),
        actions=[],
        notes="the coin taken and '*** The End ***': the game is over, no action (the facts "
        "keep the honey room, the coin gone)",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        notes="the hive store: a locked kingwood door east (no open), south unexplored, west "
        "the way back: go south",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        "go east",
        (
            reply("You have to unlock the kingwood door first.", "Hive Store", 3),
            K("refused", "locked"),
        ),
        notes="the locked kingwood door refused: refused and closed, no open; go south",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        "go south",
        wax(3),
        "go north",
        hive(4),
        notes="a loop back to the hive store from the wax store: south and west visited, east "
        "locked: go west, the way it was first entered",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        "go west",
        smoker(3),
        notes="back in the first room from the hive store (east, visited); the persimmon door "
        "is still closed: open north",
    ),
    item(
        smoker_start(),
        "go west",
        (reply("You can't go that way.", "Smoker Shed", 2), K("refused")),
        "go south",
        (reply("You can't go that way.", "Smoker Shed", 3), K("refused")),
        "look",
        smoker(4),
        notes="two ways never given refused, then a look that shows the room unchanged: the "
        "refusals stand (west and south are no exits)",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        "go south",
        wax(3),
        "go north",
        hive(4),
        "go west",
        smoker(5),
        "open persimmon door",
        opened(6),
        "go north",
        extracting(7),
        "go north",
        honey(8),
        notes="a seven-turn walk with loops through the hive store and the smoker shed, ending "
        "beside the coin: take it",
    ),
    item(
        smoker_start(),
        "go east",
        hive(2),
        "inventory",
        (reply("You are carrying nothing.", "Hive Store", 3), K("none")),
        notes="an inventory keeps the room: the hive store, south unexplored: go south",
    ),
    # ---- single rooms ----
    item(
        single(
            "Nut Store",
            "You arrive in a nut store. An ordinary one.",
            "There is a closed laurel door leading west. There is an unguarded exit to the south.",
            5,
        ),
        R("nut store", "w s", closed="w"),
        notes="a closed laurel door west and an unguarded exit south: open west or go south",
    ),
    item(
        single(
            "Spice Room",
            "You've entered a spice room. You can barely contain your excitement.",
            "There is a locked myrtle door leading north.",
            3,
        ),
        R("spice room", "n", locked="n"),
        notes="the only way is a locked myrtle door: closed, and no action",
    ),
    item(
        single(
            "Glove Room",
            "You are in a glove room. A typical kind of place.",
            "There is an open magnolia door leading east. You need an unblocked exit? You "
            "should try going north.",
            7,
            extra="There is a coin on the floor.",
        ),
        R("glove room", "e n", coin=True),
        notes="an open magnolia door east and a way north; the coin on the floor: take it",
    ),
    item(
        single(
            "Tile Room",
            "Well, here we are in the tile room.",
            "There is an unguarded exit to the north. There is an unblocked exit to the south. "
            "You don't like doors? Why not try going east, that entranceway is unguarded. "
            "There is a closed locust door leading west.",
            9,
        ),
        R("tile room", "n s e w", closed="w"),
        notes="four exits, the west one behind a closed locust door: go north, south or east, "
        "or open west",
    ),
    item(
        single(
            "Coffee Room",
            "You find yourself in a coffee room. A normal one.",
            "There is an exit to the east. Don't worry, it is unblocked.",
            4,
            extra="You see a closed chest. You can make out a rack. The rack is ordinary. But "
            "there isn't a thing on it.",
        ),
        R("coffee room", "e"),
        notes="a closed chest whose contents are not given is no coin; the rack is empty: go east",
    ),
    item(
        (
            first(
                "Peat Store",
                "You arrive in a peat store. An ordinary kind of place.",
                "You don't like doors? Why not try going south, that entranceway is unblocked. "
                "There is an exit to the west. Don't worry, it is unguarded.",
                speech="Hey, thanks for coming over to the TextWorld today, there is something I "
                "need you to do for me. First off, make an effort to go south. Then, take a trip "
                "west. And then, retrieve the coin from the floor of the bran store. Got that? "
                "Good!",
            ),
            R("peat store", "s w"),
        ),
        notes="the speech puts the coin in the bran store, another room: no coin here; go "
        "south or west",
    ),
    item(
        single(
            "Key Room",
            "This just in- You, in the key room.",
            "There is a closed deodar door leading south. There is a locked sheesham door "
            "leading east.",
            6,
        ),
        R("key room", "s e", closed="s", locked="e"),
        notes="a closed deodar door south and a locked sheesham door east: open south",
    ),
    item(
        single(
            "Resin Store",
            "You are in a resin store. The room is well lit.",
            "There is an unguarded exit to the west.",
            11,
            extra="There is a coin on the floor.",
        ),
        R("resin store", "w", coin=True),
        notes="the coin on the floor: take it",
    ),
    item(
        single(
            "Cask Room",
            "I am sorry to announce that you are now in the cask room.",
            "There is an open hinoki door leading east. You need an unguarded exit? You should "
            "try going south.",
            8,
            extra="You see a table. The table is usual. On the table you can make out a jar "
            "of honey.",
        ),
        R("cask room", "e s"),
        notes="a jar of honey on the table is no coin; an open hinoki door east and a way south",
    ),
]
