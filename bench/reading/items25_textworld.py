"""textworld, twenty-fifth round: the coin collector's manner as its client prints it (the quest's
speech before the first room, the "-= Room =-" header, filler sentences, exit and door
sentences, "There is a coin on the floor.", the prompt and the status line counting the moves).
Ten walks on one map of a kite works (a spool room with a closed catalpa door north to a cane
store and an open way east to a silk room; the silk room's ways south to a tail room and east to
a frame loft with the coin and a locked purpleheart door): a refused `go up`, "You have to open
the catalpa door first.", "You open catalpa door.", "You have to unlock the purpleheart door
first.", "You can't go that way." for a way never given and a look, "You are carrying nothing.",
loops back to the spool room and the silk room, the ending after the coin. Ten single rooms (egg
room, wick room, glue room with only a locked mesquite door, gauze room, reel store with a
refused `go up`, tube room after a speech naming the banner room, ribbon room, shell store,
banner room, cone room with a refused closed door) with sassafras, tamarisk, mesquite, baobab,
greenheart, cocobolo, bubinga, koa, rimu and totara doors. None is engine output. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def screen(room: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the client prints it after a move."""
    floor = "There is a coin on the floor.\n\n\n" if coin else "\n\n"
    return f"\n\n-= {room} =-\n{intro}\n\n\n\n{exits}\n\n{floor}{status(room, moves)}"


def reply(line: str, room: str, moves: int) -> str:
    return f"\n{line}\n\n\n{status(room, moves)}"


SPEECH = (
    "Welcome, and thanks for stopping by the kite works! There is one small job I need doing. "
    "First of all, try to head east. After that, make an effort to go east once more. Once you "
    "manage that, pick up the coin from the floor of the frame loft. Easy, isn't it?"
)


# the map: Spool Room n (closed catalpa door) Cane Store, e Silk Room; Silk Room s Tail Room,
# e Frame Loft (the coin; a locked purpleheart door north)
def spool_room(moves: int, door_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = screen(
        "Spool Room",
        "You find yourself in a spool room. A typical kind of place.",
        f"There is {door} catalpa door leading north. You need an unblocked exit? You should "
        "try going east.",
        moves,
    )
    if speech:
        text = SPEECH + text
    reading = R(
        "spool room",
        "n e",
        closed="" if door_open else "n",
        leads={"n": "cane store", "e": "silk room"},
    )
    return (text, reading)


def silk_room(moves: int) -> tuple:
    return (
        screen(
            "Silk Room",
            "You've just walked into a silk room. The room is well lit.",
            "There is an exit to the east. Don't worry, it is unguarded. You don't like doors? "
            "Why not try going south, that entranceway is unblocked. There is an unguarded exit "
            "to the west.",
            moves,
        ),
        R("silk room", "e s w"),
    )


def frame_loft(moves: int) -> tuple:
    return (
        screen(
            "Frame Loft",
            "Well, here we are in the frame loft. You try to gain information on your "
            'surroundings by using a technique you call "looking."',
            "There is a locked purpleheart door leading north. There is an unblocked exit to "
            "the west.",
            moves,
            coin=True,
        ),
        R("frame loft", "n w", locked="n", coin=True),
    )


def tail_room(moves: int) -> tuple:
    return (
        screen(
            "Tail Room",
            "I am obliged to mention that you are now in the tail room.",
            "You need an unguarded exit? You should try going north.",
            moves,
        ),
        R("tail room", "n"),
    )


def cane_store(moves: int) -> tuple:
    return (
        screen(
            "Cane Store",
            "You arrive in a cane store. A normal kind of place.",
            "There is an open catalpa door leading south.",
            moves,
        ),
        R("cane store", "s"),
    )


def ending(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\n"
        "Your score has just gone up by one point.\n\n\n"
        f"{' ' * 55}*** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {moves + 1} turns.\n\n\n"
        "Would you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f">{PAD} -= {room} =-0/{moves}"
    )


def single(room: str, intro: str, exits: str, coin: bool = False, speech: str = "") -> str:
    """A room printed first, after the quest's speech where one is given."""
    floor = "\n\nThere is a coin on the floor.\n" if coin else ""
    head = speech + "\n\n" if speech else "\n\n"
    return f"{head}-= {room} =-\n{intro}\n\n\n\n{exits}{floor}\n\n{status(room, 1)}"


ITEMS = [
    # ---- walks on the kite works ----
    item(
        spool_room(1, speech=True),
        "go up",
        (reply("You can't go that way.", "Spool Room", 2), K("refused")),
        notes="a refused `go up` in the first room: no fact; the catalpa door north is closed "
        "(open north), east is open (go east)",
    ),
    item(
        spool_room(1, speech=True),
        "go north",
        (
            reply("You have to open the catalpa door first.", "Spool Room", 2),
            K("refused", "closed"),
        ),
        notes="'You have to open the catalpa door first.': refused north, the door closed: "
        "open north or go east",
    ),
    item(
        spool_room(1, speech=True),
        "open catalpa door",
        (reply("You open catalpa door.", "Spool Room", 2), K("opened", "n")),
        "go north",
        cane_store(3),
        notes="the catalpa door opened by its kind and walked through: the cane store's one way "
        "south is the way in, visited: go south",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "go south",
        tail_room(3),
        notes="a walk east and south into a dead end: north, the way in, visited: go north",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "go east",
        frame_loft(3),
        "take coin",
        (ending("Frame Loft", 3), K("took")),
        actions=[],
        notes="the coin taken in the frame loft and the game's ending: no action after *** The "
        "End *** (the facts keep the room, the coin gone)",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "go west",
        spool_room(3),
        notes="there and back to the first room: east visited, the catalpa door north still "
        "closed and untried: open north; the first room has no way back",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "go north",
        (reply("You can't go that way.", "Silk Room", 3), K("refused")),
        "look",
        silk_room(4),
        notes="a refused north (a way never given) and a look: refused north stands; west is "
        "the way in; go south or east",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "go east",
        frame_loft(3),
        "go north",
        (
            reply("You have to unlock the purpleheart door first.", "Frame Loft", 4),
            K("refused", "locked"),
        ),
        notes="the locked purpleheart door refused: refused north, locked; the coin still lies "
        "here: take it",
    ),
    item(
        spool_room(1, speech=True),
        "open catalpa door",
        (reply("You open catalpa door.", "Spool Room", 2), K("opened", "n")),
        "go north",
        cane_store(3),
        "go south",
        spool_room(4, door_open=True),
        "go east",
        silk_room(5),
        "go south",
        tail_room(6),
        "go north",
        silk_room(7),
        notes="a six-turn loop through the cane store, back through the spool room and into the "
        "tail room: in the silk room west and south are visited, east not: go east",
    ),
    item(
        spool_room(1, speech=True),
        "go east",
        silk_room(2),
        "inventory",
        (reply("You are carrying nothing.", "Silk Room", 3), K("none")),
        notes="an inventory keeps the room: west visited (the way in), south and east not",
    ),
    # ---- single rooms ----
    item(
        single(
            "Egg Room",
            "You arrive in an egg room. A typical one.",
            "There is a closed sassafras door leading west. There is an exit to the south. "
            "Don't worry, it is unblocked.",
        ),
        R("egg room", "w s", closed="w"),
        notes="a closed sassafras door west (open west) and an open exit south",
    ),
    item(
        single(
            "Wick Room",
            "You've entered a wick room. The room seems well swept.",
            "There is an open tamarisk door leading east.",
            coin=True,
        ),
        R("wick room", "e", coin=True),
        notes="TextWorld's coin line: take it",
    ),
    item(
        single(
            "Glue Room",
            "You are in a glue room. An unremarkable kind of place.",
            "There is a locked mesquite door leading south.",
        ),
        R("glue room", "s", locked="s"),
        notes="the only way is a locked door: no action",
    ),
    item(
        single(
            "Gauze Room",
            "You find yourself in a gauze room. You can barely contain your excitement.",
            "You don't like doors? Why not try going north, that entranceway is unguarded. There "
            "is an unblocked exit to the east. You need an unguarded exit? You should try going "
            "south. There is an exit to the west. Don't worry, it is unblocked.",
        ),
        R("gauze room", "n e s w"),
        notes="four open exits in TextWorld's sentences: any of them",
    ),
    item(
        (
            single(
                "Reel Store",
                "You arrive in a reel store. An ordinary one.",
                "There is a closed baobab door leading east. There is an unguarded exit to the "
                "west.",
            ),
            R("reel store", "e w", closed="e"),
        ),
        "go up",
        (reply("You can't go that way.", "Reel Store", 2), K("refused")),
        notes="a refused `go up` is no fact: open east or go west",
    ),
    item(
        single(
            "Tube Room",
            "You are in a tube room. A standard kind of place.",
            "There is an open greenheart door leading north. You need an unblocked exit? You "
            "should try going east.",
            speech="Hi there! Today's errand is a short one. First, head north. Then take a trip "
            "east. Then retrieve the coin from the floor of the banner room. Got that? Good!",
        ),
        R("tube room", "n e"),
        notes="the quest's speech puts the coin in another room (the banner room): no coin "
        "here; go north or east",
    ),
    item(
        (
            single(
                "Ribbon Room",
                "You've just sauntered into a ribbon room.",
                "There is an exit to the north. Don't worry, it is unguarded. There is a closed "
                "cocobolo door leading south.",
            ),
            R("ribbon room", "n s", closed="s"),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Ribbon Room", 2), K("none")),
        notes="an inventory keeps the room: go north or open south",
    ),
    item(
        single(
            "Shell Store",
            "You find yourself in a shell store. An ordinary kind of place.",
            "There is a closed bubinga door leading east. There is a closed koa door leading "
            "west. You need an unguarded exit? You should try going south.",
        ),
        R("shell store", "e w s", closed="e w"),
        notes="two closed doors (open east, open west) and an open way south",
    ),
    item(
        single(
            "Banner Room",
            "Well, here we are in the banner room.",
            "There is a locked rimu door leading north. There is an unguarded exit to the south.",
            coin=True,
        ),
        R("banner room", "n s", locked="n", coin=True),
        notes="a locked rimu door beside the coin: take the coin",
    ),
    item(
        (
            single(
                "Cone Room",
                "You arrive in a cone room. A normal kind of place.",
                "There is a closed totara door leading east. There is an unblocked exit to the "
                "north.",
            ),
            R("cone room", "e n", closed="e"),
        ),
        "go east",
        (reply("You have to open the totara door first.", "Cone Room", 2), K("refused", "closed")),
        notes="a closed door refused: refused east, still closed: open east or go north",
    ),
]
