"""textworld, twenty-sixth round: TextWorld's coin collector in its own manner as its client prints
it (leading blank lines, the header, the filler sentences, the exit and door sentences, the prompt
and the status line counting the moves, the quest's speech before the first room), none of it engine
output. Ten walks on one map of a hat factory (a blocking room with a closed purpleheart door north
to a felt store with the coin and an open way east to a trimming room, whose greenheart door east is
locked and whose way south leads to a dye kitchen): a refused `go up`, "You have to open the
purpleheart door first.", "You open purpleheart door.", "You have to unlock the greenheart door
first.", "You can't go that way." for a way never given, "You are carrying nothing.", loops back to
the blocking room and the trimming room, the ending after the coin. Ten single rooms (millinery,
ribbon room, lining room with only a locked door, sizing room with four ways, shaping shed, packing
loft, a sample room after a speech that puts the coin in another room, a hatbox store with a refused
`go up`, brim room, a steaming room after a speech that puts the coin there) with koa, obeche, rimu,
totara, blackwood and karri doors, open, closed and locked. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
COIN = "\n\nThere is a coin on the floor."


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def screen(room: str, filler: str, exits: str, moves: int, coin: bool = False, speech: str = ""):
    """A room as the client prints it (the quest's speech first, where there is one)."""
    head = f"{speech}\n\n" if speech else "\n\n"
    there = COIN if coin else ""
    return f"{head}-= {room} =-\n{filler}\n\n\n\n{exits}{there}\n\n\n\n{status(room, moves)}"


def reply(message: str, room: str, moves: int) -> str:
    return f"\n{message}\n\n\n{status(room, moves)}"


SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First off, try to open the purpleheart door. Then, make an effort to go north. "
    "With that done, pick up the coin from the floor of the felt store. Got that? Good!"
)


# the hat factory: Blocking Room n Felt Store (a closed purpleheart door; the coin), e Trimming
# Room; Trimming Room e a locked greenheart door, s Dye Kitchen.
def blocking_room(moves: int, door_open: bool = False, speech: str = "") -> tuple:
    state = "an open" if door_open else "a closed"
    text = screen(
        "Blocking Room",
        "You've entered a blocking room. Let's see what's in here.",
        f"There is {state} purpleheart door leading north. You need an unblocked exit? You "
        "should try going east.",
        moves,
        speech=speech,
    )
    return (text, R("Blocking Room", "n e", closed="" if door_open else "n"))


def felt_store(moves: int, coin: bool = True) -> tuple:
    text = screen(
        "Felt Store",
        "You are in a felt store. A typical kind of place.",
        "There is an open purpleheart door leading south.",
        moves,
        coin=coin,
    )
    return (text, R("Felt Store", "s", coin=coin))


def trimming_room(moves: int) -> tuple:
    text = screen(
        "Trimming Room",
        "Well, here we are in the trimming room.",
        "There is a locked greenheart door leading east. There is an exit to the south. Don't "
        "worry, it is unblocked. You don't like doors? Why not try going west, that entranceway "
        "is unguarded.",
        moves,
    )
    return (text, R("Trimming Room", "e s w", locked="e"))


def dye_kitchen(moves: int) -> tuple:
    text = screen(
        "Dye Kitchen",
        "I am sorry to announce that you are now in the dye kitchen. The room is well lit.",
        "There is an unguarded exit to the north.",
        moves,
    )
    return (text, R("Dye Kitchen", "n"))


def single(room: str, filler: str, exits: str, reading: R, coin: bool = False, speech=""):
    return (screen(room, filler, exits, 1, coin=coin, speech=speech), reading)


ITEMS = [
    # ---- walks in the hat factory ----
    item(
        blocking_room(1, speech=SPEECH),
        "go up",
        (reply("You can't go that way.", "Blocking Room", 2), K("refused")),
        notes="a refused `go up` is no fact (outside the vocabulary); the purpleheart door north "
        "closed, east open: open north or go east",
    ),
    item(
        blocking_room(1, speech=SPEECH),
        "go north",
        (
            reply("You have to open the purpleheart door first.", "Blocking Room", 2),
            K("refused", door="closed"),
        ),
        notes="a move through the closed purpleheart door refused: north closed and refused; "
        "open north or go east",
    ),
    item(
        blocking_room(1, speech=SPEECH),
        "open purpleheart door",
        (reply("You open purpleheart door.", "Blocking Room", 2), K("opened", door="n")),
        "go north",
        felt_store(3),
        notes="the door opened by its name and walked through: the felt store's one way is the "
        "way in (visited, initial, all visited); the coin on the floor: take it",
    ),
    item(
        blocking_room(1, speech=SPEECH),
        "open purpleheart door",
        (reply("You open purpleheart door.", "Blocking Room", 2), K("opened", door="n")),
        "go north",
        felt_store(3),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in "
            "4 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
            "command?\n> " + PAD + "-= Felt Store =-0/3",
            K("took"),
        ),
        actions=[],
        notes="the coin taken and the game over ('*** The End ***'): the facts keep the felt "
        "store, the coin gone; no action",
    ),
    item(
        blocking_room(1),
        "go east",
        trimming_room(2),
        "go east",
        (
            reply("You have to unlock the greenheart door first.", "Trimming Room", 3),
            K("refused", door="locked"),
        ),
        notes="the greenheart door east refused as locked; west visited (the way in), south "
        "not yet tried: go south",
    ),
    item(
        blocking_room(1),
        "go east",
        trimming_room(2),
        "go south",
        dye_kitchen(3),
        notes="the dye kitchen's one way is the way in (visited, initial, all visited); no "
        "coin: go back north",
    ),
    item(
        blocking_room(1),
        "go east",
        trimming_room(2),
        "go west",
        blocking_room(3),
        notes="to the trimming room and back to the first room: east visited, the purpleheart "
        "door north closed: open north",
    ),
    item(
        blocking_room(1),
        "go east",
        trimming_room(2),
        "go south",
        dye_kitchen(3),
        "go north",
        trimming_room(4),
        notes="back in the trimming room from the dye kitchen: west and south visited, east "
        "locked; the way first taken in is west (initial): go west",
    ),
    item(
        blocking_room(1, speech=SPEECH),
        "inventory",
        (reply("You are carrying nothing.", "Blocking Room", 2), K("none")),
        notes="an inventory keeps the room: the purpleheart door north closed, east open: open "
        "north or go east",
    ),
    item(
        blocking_room(1),
        "go west",
        (reply("You can't go that way.", "Blocking Room", 2), K("refused")),
        "go north",
        (
            reply("You have to open the purpleheart door first.", "Blocking Room", 3),
            K("refused", door="closed"),
        ),
        notes="two refusals in a row: west (no exit) and north (the closed door), both refused; "
        "open north or go east",
    ),
    # ---- single rooms ----
    item(
        single(
            "Millinery",
            "You arrive in a millinery. A normal kind of place.",
            "There is a closed koa door leading west. There is an unblocked exit to the south.",
            R("Millinery", "w s", closed="w", coin=True),
            coin=True,
        ),
        notes="a closed koa door west (closed), an exit south; the coin on the floor: take it",
    ),
    item(
        single(
            "Ribbon Room",
            "This just in- You, in the ribbon room.",
            "There is a locked obeche door leading north. You need an unguarded exit? You should "
            "try going east.",
            R("Ribbon Room", "n e", locked="n"),
        ),
        notes="a locked obeche door north (locked, no action) and an exit east: go east",
    ),
    item(
        single(
            "Lining Room",
            "You've entered a lining room. You begin to take stock of what's here.",
            "There is a locked rimu door leading south.",
            R("Lining Room", "s", locked="s"),
        ),
        notes="the only way is a locked door: nothing sensible can be done (no action)",
    ),
    item(
        single(
            "Sizing Room",
            "You are in a sizing room. A standard kind of place.",
            "There is an exit to the north. Don't worry, it is unblocked. You don't like doors? "
            "Why not try going east, that entranceway is unguarded. There is an unguarded exit "
            "to the south. There is an unblocked exit to the west.",
            R("Sizing Room", "n e s w"),
        ),
        notes="four exits in the coin collector's sentences; no coin: any of them",
    ),
    item(
        single(
            "Shaping Shed",
            "You arrive in a shaping shed. An ordinary one.",
            "There is an open totara door leading east.",
            R("Shaping Shed", "e", coin=True),
            coin=True,
        ),
        notes="an open totara door east; the coin on the floor: take it",
    ),
    item(
        single(
            "Packing Loft",
            "You are in a packing loft. You can barely contain your excitement.",
            "There is a closed blackwood door leading south. There is a locked karri door "
            "leading east.",
            R("Packing Loft", "s e", closed="s", locked="e"),
        ),
        notes="a closed blackwood door south and a locked karri door east: open south",
    ),
    item(
        single(
            "Sample Room",
            "Well, here we are in the sample room.",
            "You need an unguarded exit? You should try going east. There is a closed "
            "greenheart door leading north.",
            R("Sample Room", "e n", closed="n"),
            speech="Hey, thanks for coming over to the TextWorld today, there is something I "
            "need you to do for me. First off, try to go east. And then, retrieve the coin from "
            "the floor of the hatbox store. Got that? Good!",
        ),
        notes="the quest's speech puts the coin in the hatbox store, another room: no coin "
        "here; go east or open north",
    ),
    item(
        single(
            "Hatbox Store",
            "You've entered a hatbox store.",
            "There is an unblocked exit to the west.",
            R("Hatbox Store", "w", coin=True),
            coin=True,
        ),
        "go up",
        (reply("You can't go that way.", "Hatbox Store", 2), K("refused")),
        notes="a refused `go up` is no fact; the coin still lies on the floor: take it",
    ),
    item(
        single(
            "Brim Room",
            "You are in a brim room. An ordinary kind of place.",
            "There is an open rimu door leading west. You need an unblocked exit? You should "
            "try going north.",
            R("Brim Room", "w n"),
        ),
        notes="an open rimu door west and an exit north; no coin: go west or north",
    ),
    item(
        single(
            "Steaming Room",
            "You arrive in a steaming room. A typical kind of place.",
            "There is an exit to the south. Don't worry, it is unguarded.",
            R("Steaming Room", "s", coin=True),
            coin=True,
            speech="Hey, thanks for coming over to the TextWorld today, there is something I "
            "need you to do for me. Pick up the coin from the floor of the steaming room. "
            "Got that? Good!",
        ),
        notes="the quest's speech names this room, and the coin is on its floor: take it",
    ),
]
