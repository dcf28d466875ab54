"""textworld, twenty-fourth round: the coin collector's manner as its client prints it (the
header, filler sentences, exit and door sentences, the quest's speech, the prompt and the status
line counting the moves), none of it engine output. Eleven walks on one map of a cannery (a
gutting room with a closed kauri door east to a label room, a brine room, a seaming room with
the coin and a locked wenge door, a tin loft): a refused `go up`, "You have to open the kauri
door first.", "You open kauri door.", "You have to unlock the wenge door first.", "You can't go
that way." for a way never given, loops back to the gutting room, the ending after the coin;
single rooms (smoking room, kipper shed, ice store, net mending room, pickle store after a speech
that puts the coin in another room, weighing room, dock office, crate store, oil store) with
tamarind, padauk, meranti, tulipwood, ironwood, boxwood and camphor doors open, closed and
locked. The walks are printed from one map by functions, so a room reads the same on every visit
(the status line counts the moves). What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 96

SPEECH = (
    "Welcome to TextWorld! I hope you brought your appetite for adventure, because I have a "
    "small job for you. First, try to head north. After that, make an effort to go north "
    "again. And then, pick up the coin from the floor of the seaming room. Do that, and the "
    "day is yours!"
)


def status(room: str, moves: int, score: int = 0) -> str:
    return f"\n\n\n>{PAD}-= {room} =-{score}/{moves}"


def show(room: str, body: str, moves: int) -> str:
    return f"\n\n-= {room} =-\n{body}{status(room, moves)}"


def reply(line: str, room: str, moves: int) -> str:
    return f"\n{line}{status(room, moves)}"


# the cannery: Gutting Room n Brine Room, e Label Room (kauri door, closed at first),
# w Tin Loft; Brine Room n Seaming Room (the coin; a locked wenge door east).
def gutting(moves: int, door_open: bool = False, speech: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    body = (
        "You arrive in a gutting room. A typical kind of place. The air is sharp with brine."
        f"\n\n\n\nThere is {state} kauri door leading east. You don't like doors? Why not try "
        "going north, that entranceway is unblocked. There is an exit to the west. Don't "
        "worry, it is unguarded."
    )
    text = show("Gutting Room", body, moves)
    if speech:
        text = SPEECH + text
    return (text, R("gutting room", "n e w", closed="" if door_open else "e"))


def brine(moves: int) -> tuple:
    body = (
        "You find yourself in a brine room. An ordinary one.\n\n\n\nThere is an unguarded "
        "exit to the north. You need an unblocked exit? You should try going south."
    )
    return (show("Brine Room", body, moves), R("brine room", "n s"))


def seaming(moves: int, coin: bool = True) -> tuple:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    body = (
        "Well, here we are in the seaming room. You decide to start listing off everything "
        "you see in the room, as if you were in a text adventure.\n\n\n\nThere is a locked "
        "wenge door leading east. There is an exit to the south. Don't worry, it is "
        f"unblocked.{floor}"
    )
    return (show("Seaming Room", body, moves), R("seaming room", "e s", locked="e", coin=coin))


def label(moves: int) -> tuple:
    body = (
        "You've entered a label room. You begin to take stock of what's here.\n\n\n\nThere is "
        "an open kauri door leading west."
    )
    return (show("Label Room", body, moves), R("label room", "w"))


def tin_loft(moves: int) -> tuple:
    body = (
        "I am required to announce that you are now in the tin loft. The room is well lit."
        "\n\n\n\nYou don't like doors? Why not try going east, that entranceway is unguarded."
    )
    return (show("Tin Loft", body, moves), R("tin loft", "e"))


def ending(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {moves + 1} turns.\n\n\nWould you like to "
        "RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f">{PAD} -= {room} =-0/{moves}"
    )


def single(room: str, body: str, reading: R) -> tuple:
    return (show(room, body, 1), reading)


ITEMS = [
    # ---- walks on the cannery map ----
    item(
        gutting(1, speech=True),
        notes="the quest's speech and the first room: north and west open, the kauri door "
        "east closed: go north, go west or open east",
    ),
    item(
        gutting(1, speech=True),
        "go up",
        (reply("You can't go that way.", "Gutting Room", 2), K("refused")),
        "go north",
        brine(3),
        notes="a refused `go up` (no fact), then north into the brine room: south leads back "
        "(visited, initial), north is new: go north",
    ),
    item(
        gutting(1),
        "go east",
        (
            reply("You have to open the kauri door first.", "Gutting Room", 2),
            K("refused", "closed"),
        ),
        notes="the move east refused at the closed kauri door: refused and closed; open east, "
        "or go north or west",
    ),
    item(
        gutting(1),
        "open kauri door",
        (reply("You open kauri door.", "Gutting Room", 2), K("opened", "e")),
        "go east",
        label(3),
        notes="the kauri door opened by its kind (east) and walked through; the label room's "
        "only way west leads back: go west",
    ),
    item(
        gutting(1, speech=True),
        "go north",
        brine(2),
        "go north",
        seaming(3),
        notes="the speech's route followed: a coin on the seaming room's floor: take it (the "
        "wenge door east is locked)",
    ),
    item(
        gutting(1, speech=True),
        "go north",
        brine(2),
        "go north",
        seaming(3),
        "take coin",
        (ending("Seaming Room", 3), K("took")),
        actions=[],
        notes="the coin taken and the game ended (*** The End ***): no action; the facts keep "
        "the room, the coin gone",
    ),
    item(
        gutting(1),
        "go west",
        tin_loft(2),
        "go east",
        gutting(3),
        notes="a loop to the tin loft and back to the first room: west visited, north open "
        "and new, the kauri door east still closed: go north or open east",
    ),
    item(
        gutting(1),
        "go north",
        brine(2),
        "go south",
        gutting(3),
        "go west",
        tin_loft(4),
        notes="north and back, then west into the tin loft, whose only way east leads back: "
        "go east",
    ),
    item(
        gutting(1),
        "go north",
        brine(2),
        "go north",
        seaming(3),
        "go east",
        (
            reply("You have to unlock the wenge door first.", "Seaming Room", 4),
            K("refused", "locked"),
        ),
        notes="the locked wenge door refused (refused, closed); the coin still lies here: take it",
    ),
    item(
        gutting(1),
        "go west",
        tin_loft(2),
        "go north",
        (reply("You can't go that way.", "Tin Loft", 3), K("refused")),
        notes="a way the tin loft never gave refused; east leads back: go east",
    ),
    item(
        gutting(1),
        "open kauri door",
        (reply("You open kauri door.", "Gutting Room", 2), K("opened", "e")),
        "go east",
        label(3),
        "go west",
        gutting(4, door_open=True),
        notes="through the opened kauri door and back: east visited, the door now open; north "
        "and west are new: go north or west",
    ),
    # ---- single rooms ----
    item(
        single(
            "Smoking Room",
            "You are in a smoking room. A normal kind of place.\n\n\n\nThere is an open "
            "tamarind door leading west. There is an unblocked exit to the north.",
            R("smoking room", "w n"),
        ),
        notes="an open tamarind door west and an exit north: go either way",
    ),
    item(
        single(
            "Kipper Shed",
            "You've just walked into a kipper shed. The room seems oddly quiet.\n\n\n\nThere "
            "is an exit to the south. Don't worry, it is unguarded.\n\nThere is a coin on the "
            "floor.",
            R("kipper shed", "s", coin=True),
        ),
        notes="the coin collector's coin line: take it",
    ),
    item(
        single(
            "Ice Store",
            "You arrive in an ice store. A cold kind of place.\n\n\n\nThere is a locked padauk "
            "door leading south.",
            R("ice store", "s", locked="s"),
        ),
        notes="the only way is behind a locked padauk door: no action",
    ),
    item(
        single(
            "Net Mending Room",
            "You find yourself in a net mending room. An ordinary one.\n\n\n\nThere is a "
            "closed meranti door leading north. There is an unguarded exit to the east.",
            R("net mending room", "n e", closed="n"),
        ),
        notes="a closed meranti door north and an open exit east: open north or go east",
    ),
    item(
        (
            "Hey, thanks for coming over to the TextWorld today. Here is your mission: make an "
            "effort to go south, then head west, and then pick up the coin from the floor of "
            "the salting shed. Got that? Good!"
            + show(
                "Pickle Store",
                "You are in a pickle store. An ordinary kind of place.\n\n\n\nYou need an "
                "unblocked exit? You should try going south. There is an exit to the west. "
                "Don't worry, it is unblocked.",
                1,
            ),
            R("pickle store", "s w"),
        ),
        notes="the speech puts the coin in the salting shed, not here: no coin; go south or west",
    ),
    item(
        single(
            "Weighing Room",
            "Well, here we are in the weighing room.\n\n\n\nThere is an open tulipwood door "
            "leading north. There is a locked ironwood door leading west. There is an exit to "
            "the south. Don't worry, it is unblocked.",
            R("weighing room", "n w s", locked="w"),
        ),
        notes="an open tulipwood door north, a locked ironwood door west, an exit south: go "
        "north or south",
    ),
    item(
        single(
            "Dock Office",
            "You've entered a dock office. You can barely contain your excitement.\n\n\n\n"
            "There is a closed boxwood door leading east.\n\nThere is a coin on the floor.",
            R("dock office", "e", closed="e", coin=True),
        ),
        notes="a coin on the floor beside a closed boxwood door: take it",
    ),
    item(
        single(
            "Crate Store",
            "You arrive in a crate store. A typical kind of place.\n\n\n\nYou need an "
            "unguarded exit? You should try going north. There is an unblocked exit to the "
            "south. You don't like doors? Why not try going east, that entranceway is "
            "unblocked. There is an exit to the west. Don't worry, it is unguarded.",
            R("crate store", "n s e w"),
        ),
        notes="four open exits: go any way",
    ),
    item(
        single(
            "Oil Store",
            "You find yourself in an oil store. The room is well lit.\n\n\n\nThere is a closed "
            "camphor door leading north. There is an unguarded exit to the west.",
            R("oil store", "n w", closed="n"),
        ),
        "go up",
        (reply("You can't go that way.", "Oil Store", 2), K("refused")),
        notes="a refused `go up` is no fact: open north or go west",
    ),
]
