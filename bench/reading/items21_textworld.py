"""textworld, twenty-first round: the coin collector's manner printed as its client shows it (the
header, its opening and filler sentences, its exit and door sentences, the prompt and the status
line counting the moves), in a confectionery works no earlier round used. Twelve walks on one
map (a sugar store with a closed mulberry door east to the wrapping room and an open way north
to the boiling room; a cooling room west of the boiling room; a despatch bay north of the
wrapping room with the coin and a locked iroko door): the quest's speech before the first
room, a refused `go up`, "You have to open the mulberry door first.", "You open mulberry
door.", "You have to unlock the iroko door first.", "You can't go that way." for a way never
given, "You are carrying nothing.", loops back to the boiling room and the sugar store, the
ending after the coin. Single rooms (toffee kitchen, fondant room, peppermint loft, gum room,
marzipan kitchen, liquorice store, wafer room, jelly room) with sandalwood, balsa, laburnum,
sapele, driftwood and jarrah doors open, closed and locked, a quest speech that puts the coin in
another room, a coin on the floor. None is engine output. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
BANNER = "\n\n\n\n" + "TEXTWORLD".center(70) + "\n" + ("=" * 40).center(70) + "\n\n"
SPEECH = (
    "Welcome to TextWorld! Here is how to play! First thing I need you to do is to try to "
    "open the mulberry door. Then, make an effort to go east. After that, head north. And "
    "then, pick up the coin from the floor of the despatch bay. Got that? Good!"
)


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def screen(room: str, body: str, moves: int) -> str:
    """A room as the client prints it after a move."""
    return f"\n\n-= {room} =-\n{body}\n\n\n\n{status(room, moves)}"


def reply(text: str, room: str, moves: int) -> str:
    return f"\n{text}\n\n\n{status(room, moves)}"


# the map: Sugar Store n Boiling Room (open way), e Wrapping Room (mulberry door, closed at
# first); Boiling Room w Cooling Room; Wrapping Room n Despatch Bay (the coin; a locked iroko
# door east).
def sugar(moves: int, opened: bool = False, first: bool = False) -> tuple:
    door = "an open" if opened else "a closed"
    body = (
        "You arrive in a sugar store. A typical kind of place.\n\n\n\nYou make out a sack. The "
        f"sack is empty! What a waste of a day!\n\nThere is {door} mulberry door leading east. "
        "You need an unguarded exit? You should try going north."
    )
    text = screen("Sugar Store", body, moves)
    if first:
        text = f"{BANNER}{SPEECH}{text}"
    return (
        text,
        R("sugar store", "n e", closed="" if opened else "e"),
    )


def boiling(moves: int) -> tuple:
    body = (
        "You find yourself in a boiling room. A standard kind of place. You can make out a "
        "copper pan on a gas ring. But the thing is empty.\n\n\n\nThere is an unguarded exit "
        "to the south. You don't like doors? Why not try going west, that entranceway is "
        "unblocked."
    )
    return (screen("Boiling Room", body, moves), R("boiling room", "s w"))


def cooling(moves: int) -> tuple:
    body = (
        "You've entered a cooling room. The room seems oddly cold.\n\n\n\nThere is an exit to "
        "the east. Don't worry, it is unblocked."
    )
    return (screen("Cooling Room", body, moves), R("cooling room", "e"))


def wrapping(moves: int) -> tuple:
    body = (
        "Well, here we are in the wrapping room. You start to take note of what's in the room."
        "\n\nYou can see a table. The table is ordinary. But oh no! there's nothing on this "
        "piece of junk.\n\nThere is an open mulberry door leading west. You need an unblocked "
        "exit? You should try going north."
    )
    return (screen("Wrapping Room", body, moves), R("wrapping room", "w n"))


def despatch(moves: int, coin: bool = True) -> tuple:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    body = (
        "You are in a despatch bay. An ordinary one.\n\n\n\nThere is a locked iroko door "
        f"leading east. There is an exit to the south. Don't worry, it is unguarded.{floor}"
    )
    return (
        screen("Despatch Bay", body, moves),
        R("despatch bay", "s e", locked="e", coin=coin),
    )


def end(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{moves} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
        f"the last command?\n>{PAD} -= {room} =-0/{moves - 1}"
    )


def single(room: str, body: str, moves: int = 1) -> str:
    return f"-= {room} =-\n{body}\n\n{status(room, moves)}"


ITEMS = [
    # ---- walks on one map ----
    item(
        sugar(1, first=True),
        "go up",
        (reply("You can't go that way.", "Sugar Store", 2), K("refused")),
        notes="the quest's speech names the coin in another room; a refused `go up` (no fact); "
        "north open, the mulberry door east closed: go north or open east",
    ),
    item(
        sugar(1, first=True),
        "go east",
        (
            reply("You have to open the mulberry door first.", "Sugar Store", 2),
            K("refused", "closed"),
        ),
        notes="a move east refused at the closed door (refused, closed): open east or go north",
    ),
    item(
        sugar(1, first=True),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 2), K("opened", "e")),
        "go east",
        wrapping(3),
        notes="the door opened by its name and walked through: west is the way in (visited, "
        "initial), north unvisited: go north",
    ),
    item(
        sugar(1, first=True),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 2), K("opened", "e")),
        "go east",
        wrapping(3),
        "go north",
        despatch(4),
        notes="the walk the speech gives; the coin on the despatch bay's floor: take coin",
    ),
    item(
        sugar(1, first=True),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 2), K("opened", "e")),
        "go east",
        wrapping(3),
        "go north",
        despatch(4),
        "take coin",
        (end("Despatch Bay", 5), K("took")),
        actions=(),
        notes="the coin taken and the game ended (*** The End ***): no action; the facts keep "
        "the room (south visited and initial, the iroko door east locked)",
    ),
    item(
        sugar(1, first=True),
        "go north",
        boiling(2),
        "go west",
        cooling(3),
        notes="a walk north and west; the cooling room's only way is east, the way in "
        "(visited, initial, all visited): go east",
    ),
    item(
        sugar(1, first=True),
        "go north",
        boiling(2),
        "go west",
        cooling(3),
        "go east",
        boiling(4),
        notes="back from the cooling room: both ways of the boiling room visited, south the way "
        "in (initial, all visited): go south",
    ),
    item(
        sugar(1, first=True),
        "go north",
        boiling(2),
        "go south",
        sugar(3),
        notes="there and back in the first room: north visited, the mulberry door east still "
        "closed: open east",
    ),
    item(
        sugar(1, first=True),
        "go east",
        (
            reply("You have to open the mulberry door first.", "Sugar Store", 2),
            K("refused", "closed"),
        ),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 3), K("opened", "e")),
        "go east",
        wrapping(4),
        "go west",
        sugar(5, opened=True),
        notes="the refusal at the door cleared by the open; back in the first room with the "
        "door open and east visited: go north",
    ),
    item(
        sugar(1, first=True),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 2), K("opened", "e")),
        "go east",
        wrapping(3),
        "go north",
        despatch(4),
        "go east",
        (
            reply("You have to unlock the iroko door first.", "Despatch Bay", 5),
            K("refused", "locked"),
        ),
        notes="a move east refused at the locked iroko door (refused); the coin still on the "
        "floor: take coin",
    ),
    item(
        sugar(1, first=True),
        "open mulberry door",
        (reply("You open mulberry door.", "Sugar Store", 2), K("opened", "e")),
        "go east",
        wrapping(3),
        "inventory",
        (reply("You are carrying nothing.", "Wrapping Room", 4), K("none")),
        notes="an inventory keeps the wrapping room: west visited and initial, north "
        "unvisited: go north",
    ),
    item(
        sugar(1, first=True),
        "go north",
        boiling(2),
        "go north",
        (reply("You can't go that way.", "Boiling Room", 3), K("refused")),
        notes="a move north refused (a way never given): refused north; south the way in "
        "(visited, initial), west unvisited: go west",
    ),
    # ---- single rooms ----
    item(
        single(
            "Toffee Kitchen",
            "You arrive in a toffee kitchen. A normal kind of place.\n\nYou make out a stove. "
            "The stove is hot.\n\nThere is a closed sandalwood door leading north. There is an "
            "unblocked exit to the west.\n\nThere is a coin on the floor.",
        ),
        R("toffee kitchen", "n w", closed="n", coin=True),
        notes="a coin on the floor: take coin",
    ),
    item(
        single(
            "Fondant Room",
            "I never took you for the sort of person who would show up in a fondant room, but "
            "I guess I was wrong.\n\nThere is an open balsa door leading south. You need an "
            "unguarded exit? You should try going east.",
        ),
        R("fondant room", "s e"),
        notes="an open balsa door south and an open way east: go south or east",
    ),
    item(
        single(
            "Peppermint Loft",
            "You've entered a peppermint loft. You begin looking for stuff.\n\nThere is a "
            "locked laburnum door leading west.",
        ),
        R("peppermint loft", "w", locked="w"),
        notes="the only exit is a locked door: no action",
    ),
    item(
        single(
            "Gum Room",
            "You are in a gum room. A typical one.\n\nThere is a closed sapele door leading "
            "east. There is a closed driftwood door leading south.",
        ),
        R("gum room", "e s", closed="e s"),
        notes="two closed doors: open east or open south",
    ),
    item(
        "Welcome to TextWorld! First thing I need you to do is to go west. Then, head north. "
        "And then, pick up the coin from the floor of the liquorice store. Alright, thanks!\n\n"
        + single(
            "Marzipan Kitchen",
            "You arrive in a marzipan kitchen. A standard kind of place.\n\nThere is an "
            "exit to the west. Don't worry, it is unguarded. You don't like doors? Why not try "
            "going south, that entranceway is unblocked.",
        ),
        R("marzipan kitchen", "w s"),
        notes="the speech puts the coin in another room (the liquorice store): no coin here; "
        "ways west and south: go west or south",
    ),
    item(
        single(
            "Liquorice Store",
            "You find yourself in a liquorice store. A usual kind of place.\n\nThere is a "
            "locked jarrah door leading north. There is an unguarded exit to the east.\n\nThere "
            "is a coin on the floor.",
            moves=3,
        ),
        R("liquorice store", "n e", locked="n", coin=True),
        notes="a coin on the floor beside a locked door: take coin",
    ),
    item(
        single(
            "Wafer Room",
            "Well, here we are in a wafer room.\n\nYou see a rack. The rack is ordinary. "
            "Unfortunately, there isn't a thing on it.\n\nYou need an unblocked exit? You "
            "should try going north. There is an exit to the south. Don't worry, it is "
            "unblocked. There is an open sapele door leading east.",
        ),
        R("wafer room", "n s e"),
        notes="three ways, one through an open sapele door; an empty rack: go north, south or east",
    ),
    item(
        single(
            "Jelly Room",
            "You arrive in a jelly room. An ordinary kind of place. The room is well lit.\n\n"
            "You can see a mould. Looks like someone's already been here and taken everything "
            "off it, though.\n\nThere is a closed driftwood door leading west. There is a "
            "locked sandalwood door leading north.",
            moves=6,
        ),
        R("jelly room", "w n", closed="w", locked="n"),
        notes="a closed driftwood door west and a locked sandalwood door north: open west",
    ),
]
