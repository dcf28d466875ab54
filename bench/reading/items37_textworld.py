"""textworld, thirty-seventh round: the coin collector's manner as its client prints it (leading
blank lines, the quest's speech, the header, a filler sentence, exit and door sentences, the coin
line, the prompt and the status line counting the turns; none is engine output). Ten walks (1-4
turns) on a jute mill of five rooms (a Batching Room with "a closed ziricote door leading north",
"a locked ekki door leading west" and an unguarded exit east; a Bale Store whose way south leads
to a Sack Store; a Spinning Room; a Calender Room with the coin): "You have to open the ziricote
door first.", "You open ziricote door.", "You have to unlock the ekki door first.", a refused `go
up` left in the bale store, "You are carrying nothing.", loops back to the batching room, walks
begun in the middle of a game, the ending after the coin; single rooms of the same mill (a
hessian room with the coin beside a closed angelim door, a dye house with only a locked
massaranduba door, a press house after a speech that puts the coin in the warp room, a loom shed
with an open ayous door, a yarn store with a refused `go down`, a finishing room with four ways
in three states (dibetou, niangon, moabi), a cop store whose tiama door is refused and opened by
its kind, a boiler house with the coin beside a locked kosipo door, a mending room after a
speech that names it, a canteen whose framire door is opened by direction). What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

END = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point.\n"
    "\n\n                                                       *** The End ***\n\nYou scored 1 "
    "out of a possible 1, in {n} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, "
    "QUIT or UNDO the last command?\n>"
)


def status(room: str, n: int) -> str:
    return ">" + " " * 128 + f"-= {room} =-0/{n}"


def speech(*orders: str) -> str:
    return (
        "\n\n\n\nHey, thanks for coming over to the TextWorld today, there is something I need "
        "you to do for me. " + " ".join(orders) + " Got that? Good!\n\n"
    )


def tw(
    room: str,
    filler: str,
    exits: str,
    reading: R,
    n: int,
    quest: str | None = None,
) -> tuple:
    """A room as the client prints it at turn ``n``, after the quest's speech if given."""
    coin = "\n\nThere is a coin on the floor." if reading.coin else ""
    head = quest if quest is not None else "\n\n"
    tail = "\n\n" if quest is not None else "\n\n\n\n"
    if reading.coin:
        tail = "\n\n\n"
    return (f"{head}-= {room} =-\n{filler}\n\n\n\n{exits}{coin}{tail}{status(room, n)}", reading)


def said(line: str, room: str, n: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(room, n)}", reading)


QUEST = speech(
    "First off, if it's not too much trouble, I need you to open the ziricote door.",
    "And then, make an effort to go north.",
    "Then, try to move east.",
    "That done, retrieve the coin from the floor of the calender room.",
)


# The jute mill: Batching Room n Spinning Room (ziricote door, closed at first), e Bale Store,
# w Mill Office (ekki door, locked; never entered); Bale Store s Sack Store; Spinning Room
# e Calender Room (the coin).
def batching(n: int, door_open: bool = False, quest: str | None = None) -> tuple:
    north = (
        "There is an open ziricote door leading north."
        if door_open
        else "There is a closed ziricote door leading north."
    )
    return tw(
        "Batching Room",
        "You arrive in a batching room. An ordinary kind of place.",
        f"{north} There is a locked ekki door leading west. You don't like doors? Why not try "
        "going east, that entranceway is unguarded.",
        R("batching room", "n w e", closed="" if door_open else "n", locked="w"),
        n,
        quest,
    )


def bale_store(n: int) -> tuple:
    return tw(
        "Bale Store",
        "You find yourself in a bale store. A typical one.",
        "There is an unguarded exit to the west. You need an unblocked exit? You should try "
        "going south.",
        R("bale store", "w s"),
        n,
    )


def sack_store(n: int) -> tuple:
    return tw(
        "Sack Store",
        "You've entered a sack store. You begin to take stock of what's here.",
        "There is an exit to the north. Don't worry, it is unblocked.",
        R("sack store", "n"),
        n,
    )


def spinning(n: int) -> tuple:
    return tw(
        "Spinning Room",
        "You are in a spinning room. A normal kind of place.",
        "There is an open ziricote door leading south. There is an unblocked exit to the east.",
        R("spinning room", "s e"),
        n,
    )


def calender(n: int) -> tuple:
    return tw(
        "Calender Room",
        "Well, here we are in the calender room.",
        "There is an exit to the west. Don't worry, it is unguarded.",
        R("calender room", "w", coin=True),
        n,
    )


ITEMS = [
    # ---- walks on the jute mill ----
    item(
        batching(1, quest=QUEST),
        "go north",
        said("You have to open the ziricote door first.", "Batching Room", 2, K("refused")),
        "open ziricote door",
        said("You open ziricote door.", "Batching Room", 3, K("opened", "n")),
        "go north",
        spinning(4),
        notes="the closed ziricote door refused, opened by its kind and walked through: in the "
        "spinning room the open door south is the way in (visited, initial); east: go east",
    ),
    item(
        batching(1, quest=QUEST),
        "go east",
        bale_store(2),
        "go south",
        sack_store(3),
        notes="through the bale store to the sack store, whose one exit north is the way in: "
        "all visited, go north",
    ),
    item(
        batching(1, quest=QUEST),
        "go west",
        said("You have to unlock the ekki door first.", "Batching Room", 2, K("refused")),
        notes="the locked ekki door refused: refused(west), closed; the ziricote door closed "
        "(open north), the unguarded exit east (go east)",
    ),
    item(
        batching(1, quest=QUEST),
        "go east",
        bale_store(2),
        "go up",
        said("You can't go that way.", "Bale Store", 3, K("refused")),
        "go south",
        sack_store(4),
        notes="a refused `go up` (no fact) left in the bale store; the sack store's one exit "
        "north is the way in: all visited, go north",
    ),
    item(
        spinning(6),
        "go east",
        calender(7),
        "take coin",
        (END.format(n=8) + " " * 129 + "-= Calender Room =-0/7", K("took")),
        notes="begun in the middle of a game: the coin taken and the game over (*** The End "
        "***): the facts keep the calender room (its way back visited), no action",
        actions=[],
    ),
    item(
        spinning(5),
        "go south",
        batching(6, door_open=True),
        "go east",
        bale_store(7),
        "go west",
        batching(8, door_open=True),
        notes="begun in the spinning room: back in the batching room north and east are "
        "visited, west locked: the way first entered, north, is the way to go",
    ),
    item(
        batching(1, quest=QUEST),
        "open ziricote door",
        said("You open ziricote door.", "Batching Room", 2, K("opened", "n")),
        "go north",
        spinning(3),
        "go east",
        calender(4),
        notes="the door opened by its kind, the spinning room crossed: the coin on the calender "
        "room's floor: take coin",
    ),
    item(
        bale_store(4),
        "go west",
        batching(5),
        "go north",
        said("You have to open the ziricote door first.", "Batching Room", 6, K("refused")),
        notes="begun in the bale store; the closed ziricote door refused: refused(north); east "
        "visited and initial; west locked: open north",
    ),
    item(
        calender(9),
        "go west",
        spinning(10),
        "go south",
        batching(11, door_open=True),
        "inventory",
        said("You are carrying nothing.", "Batching Room", 12, K("none")),
        notes="begun in the calender room; an inventory keeps the batching room: north visited "
        "and initial, east unvisited: go east",
    ),
    item(
        batching(1, quest=QUEST),
        "go east",
        bale_store(2),
        "go west",
        batching(3),
        "go west",
        said("You have to unlock the ekki door first.", "Batching Room", 4, K("refused")),
        notes="a loop to the bale store and back, then the locked ekki door refused: "
        "refused(west); east visited; open north",
    ),
    # ---- single rooms ----
    item(
        tw(
            "Hessian Room",
            "You are in a hessian room. A standard one.",
            "There is a closed angelim door leading south. There is an unguarded exit to the east.",
            R("hessian room", "s e", closed="s", coin=True),
            1,
            speech(
                "First off, make an effort to pick up the coin from the floor of the hessian room."
            ),
        ),
        notes="the coin on the floor beside a closed angelim door south: take coin",
    ),
    item(
        tw(
            "Dye House",
            "You've entered a dye house. You can barely contain your excitement.",
            "There is a locked massaranduba door leading east.",
            R("dye house", "e", locked="e"),
            3,
        ),
        notes="a room whose only way is a locked massaranduba door: closed, no action",
    ),
    item(
        tw(
            "Press House",
            "You find yourself in a press house. An ordinary one.",
            "You need an unguarded exit? You should try going north. There is an unblocked "
            "exit to the west.",
            R("press house", "n w"),
            1,
            speech(
                "First off, try to go north.",
                "And then, take a trip west.",
                "With that done, pick up the coin from the floor of the warp room.",
            ),
        ),
        notes="the quest's speech puts the coin in the warp room, not here (no coin): go north "
        "or west",
    ),
    item(
        tw(
            "Loom Shed",
            "Look around you. Take it all in. It's not every day someone gets to be in a loom "
            "shed.",
            "There is an open ayous door leading west. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            R("loom shed", "w s"),
            5,
        ),
        notes="an open ayous door west and an unblocked exit south: go west or south",
    ),
    item(
        tw(
            "Yarn Store",
            "You arrive in a yarn store. A normal one.",
            "There is an unblocked exit to the east. There is an unguarded exit to the north.",
            R("yarn store", "e n"),
            1,
            speech("First off, make an effort to head east."),
        ),
        "go down",
        said("You can't go that way.", "Yarn Store", 2, K("refused")),
        notes="a refused `go down` is no fact of the vocabulary: east and north open, nothing "
        "visited: go east or north",
    ),
    item(
        tw(
            "Finishing Room",
            "You are in a finishing room. A typical kind of place.",
            "There is a closed dibetou door leading north. There is a locked niangon door "
            "leading east. There is an open moabi door leading south. You don't like doors? Why "
            "not try going west, that entranceway is unguarded.",
            R("finishing room", "n e s w", closed="n", locked="e"),
            7,
        ),
        notes="four ways in three states: north closed (open north), east locked (no action), "
        "south an open door and west unguarded (go)",
    ),
    item(
        tw(
            "Cop Store",
            "You've just sauntered into a cop store. The room is well lit.",
            "There is a closed tiama door leading west. There is an unblocked exit to the north.",
            R("cop store", "w n", closed="w"),
            2,
        ),
        "go west",
        said("You have to open the tiama door first.", "Cop Store", 3, K("refused")),
        "open tiama door",
        said("You open tiama door.", "Cop Store", 4, K("opened", "w")),
        notes="the tiama door refused, then opened by its kind: the refusal cleared; west and "
        "north open: go west or north",
    ),
    item(
        tw(
            "Boiler House",
            "I am required to announce that you are now in the boiler house.",
            "There is a locked kosipo door leading north. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            R("boiler house", "n e", locked="n", coin=True),
            6,
        ),
        notes="the coin on the floor beside a locked kosipo door: take coin",
    ),
    item(
        tw(
            "Mending Room",
            "You arrive in a mending room. An ordinary kind of place. You begin looking for stuff.",
            "There is an exit to the south. Don't worry, it is unblocked.",
            R("mending room", "s", coin=True),
            1,
            speech("First off, retrieve the coin from the floor of the mending room."),
        ),
        notes="the speech names this room, and the coin is on its floor: take coin",
    ),
    item(
        tw(
            "Canteen",
            "You find yourself in a canteen. A standard kind of place.",
            "There is a closed framire door leading east. There is an unguarded exit to the south.",
            R("canteen", "e s", closed="e"),
            3,
        ),
        "open east",
        said("You open framire door.", "Canteen", 4, K("opened")),
        notes="the framire door opened by direction: east and south open, nothing visited: go "
        "east or south",
    ),
]
