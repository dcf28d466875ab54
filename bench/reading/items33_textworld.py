"""textworld, thirty-third round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech before the first room, the header, a filler sentence, an object line, exit
and door sentences, the coin line, the prompt and the status line counting the moves; none is engine
output); ten walks (1-6 turns) on a type foundry (Casting Room with "a closed kwila door leading
north" to a Matrix Store and an unguarded exit east to a Rubbing Room, whose tigerwood door east is
locked and whose way south leads to a Proof Room with the coin): a refused `go up`, "You have to
open the kwila door first.", "You open kwila door.", "You have to unlock the tigerwood door first.",
"You can't go that way." for a way never given and a look, "You are carrying nothing.", loops back
to the casting room, the ending after the coin; single rooms (furnace room after a speech that puts
the coin there, galley store with only a locked canarywood door, ink kitchen with four exits in
three states, quoin store after a speech naming the leading store, leading store with an inventory,
chase room with a refused `go up`, spacing room with the coin beside a locked mulga door, dross room
refused at its closed gidgee door, brass rule room whose coolibah door is opened by its kind,
reading closet with two closed doors) with yellowheart, leopardwood, lancewood and beefwood doors
too. What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

SPEECH = (
    "\n\n\nWelcome to another thrilling round of TextWorld! Your task for today is simple. First "
    "off, try to go east. After that, attempt to venture south. Then, retrieve the coin from the "
    "floor of the proof room. Once you've done that, you're the winner!\n"
)


def status(room: str, moves: int, score: int = 0, pad: int = 128) -> str:
    """The prompt and TextWorld's status line, as its client prints them."""
    return f">{' ' * pad}-= {room} =-{score}/{moves}"


def screen(room: str, body: str, moves: int, speech: str = "") -> str:
    return f"{speech}\n\n-= {room} =-\n{body}\n\n\n{status(room, moves)}"


def reply(line: str, room: str, moves: int) -> str:
    return f"\n{line}\n\n\n{status(room, moves)}"


def ending(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{moves + 1} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
        f"the last command?\n{status(room, moves, pad=129)}"
    )


# The type foundry: Casting Room n Matrix Store (kwila door, closed at first), e Rubbing Room;
# Rubbing Room e (tigerwood door, locked), s Proof Room (the coin).
def casting(moves: int, kwila_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if kwila_open else "a closed"
    body = (
        "You arrive in a casting room. A typical kind of place. You try to gain information on "
        'your surroundings by using a technique you call "looking."\n\nYou see a type '
        f"mould.\n\nThere is {door} kwila door leading north. You need an unguarded exit? You "
        "should try going east."
    )
    return (
        screen("Casting Room", body, moves, SPEECH if speech else ""),
        R(
            "Casting Room",
            "n e",
            closed="" if kwila_open else "n",
            leads={"n": "matrix store", "e": "rubbing room"},
        ),
    )


def matrix(moves: int) -> tuple:
    body = (
        "This is what I'd call a matrix store. You begin to take stock of what's here.\n\nYou "
        "make out a rack. But the thing is empty, unfortunately.\n\nThere is an open kwila door "
        "leading south."
    )
    return (
        screen("Matrix Store", body, moves),
        R("Matrix Store", "s", leads={"s": "casting room"}),
    )


def rubbing(moves: int) -> tuple:
    body = (
        "You are in a rubbing room. A standard one.\n\nThere is a locked tigerwood door leading "
        "east. There is an exit to the south. Don't worry, it is unblocked. You don't like "
        "doors? Why not try going west, that entranceway is unguarded."
    )
    return (
        screen("Rubbing Room", body, moves),
        R(
            "Rubbing Room",
            "e s w",
            locked="e",
            leads={"s": "proof room", "w": "casting room"},
        ),
    )


def proof(moves: int) -> tuple:
    body = (
        "You've entered a proof room. The room is well lit.\n\nYou see a proof press.\n\nThere "
        "is an exit to the north. Don't worry, it is unguarded.\n\nThere is a coin on the floor."
    )
    return (
        screen("Proof Room", body, moves),
        R("Proof Room", "n", coin=True, leads={"n": "rubbing room"}),
    )


def single(room: str, body: str, reading: R, moves: int = 1, speech: str = "") -> tuple:
    return (screen(room, body, moves, speech), reading)


ITEMS = [
    # ---- walks in the type foundry ----
    item(
        casting(1, speech=True),
        "go up",
        (reply("You can't go that way.", "Casting Room", 2), K("refused")),
        "go east",
        rubbing(3),
        notes="a refused `go up` (no fact) left in the casting room; in the rubbing room west "
        "is the way in; the tigerwood door east is locked (no open); south is unexplored: go "
        "south",
    ),
    item(
        casting(1, speech=True),
        "go north",
        (
            reply("You have to open the kwila door first.", "Casting Room", 2),
            K("refused", "closed"),
        ),
        "open kwila door",
        (reply("You open kwila door.", "Casting Room", 3), K("opened", door="n")),
        "go north",
        matrix(4),
        notes="the closed kwila door refused, opened by its kind (north) and walked through; the "
        "matrix store's one way south is the way in (initial, all visited): go south",
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go south",
        proof(3),
        notes="the quest's route east and south to the proof room: 'There is a coin on the "
        "floor.': take coin",
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go south",
        proof(3),
        "take coin",
        (ending("Proof Room", 3), K("took")),
        notes="the ending after the coin: the game is over, so no action (the facts keep the "
        "room, the coin gone)",
        actions=[],
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go east",
        (
            reply("You have to unlock the tigerwood door first.", "Rubbing Room", 3),
            K("refused", "locked"),
        ),
        "go south",
        proof(4),
        notes="the locked tigerwood door refused in the rubbing room and left behind; the proof "
        "room's coin: take coin",
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go west",
        casting(3),
        notes="a loop back to the casting room (printed without the speech): east visited; the "
        "kwila door north is still closed: open north",
    ),
    item(
        casting(1, speech=True),
        "open kwila door",
        (reply("You open kwila door.", "Casting Room", 2), K("opened", door="n")),
        "go north",
        matrix(3),
        "go south",
        casting(4, kwila_open=True),
        "go east",
        rubbing(5),
        notes="the matrix store seen and back, then east: in the rubbing room west is the way "
        "in (initial); the tigerwood door is locked; south is unexplored: go south",
    ),
    item(
        casting(1, speech=True),
        "go south",
        (reply("You can't go that way.", "Casting Room", 2), K("refused")),
        "go west",
        (reply("You can't go that way.", "Casting Room", 3), K("refused")),
        "look",
        casting(4),
        notes="two ways never given refused (refused(south), refused(west), no exits there) "
        "and a look that keeps them; the casting room's ways are unexplored: open north or go "
        "east",
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go west",
        casting(3),
        "go north",
        (
            reply("You have to open the kwila door first.", "Casting Room", 4),
            K("refused", "closed"),
        ),
        "open kwila door",
        (reply("You open kwila door.", "Casting Room", 5), K("opened", door="n")),
        "go north",
        matrix(6),
        notes="six turns: east and back, the kwila door refused, opened and walked through; in "
        "the matrix store every way is visited: go south",
    ),
    item(
        casting(1, speech=True),
        "go east",
        rubbing(2),
        "go east",
        (
            reply("You have to unlock the tigerwood door first.", "Rubbing Room", 3),
            K("refused", "locked"),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Rubbing Room", 4), K("none")),
        "go west",
        casting(5),
        notes="the locked door refused in the rubbing room (an inventory between) and left "
        "there; back in the casting room east is visited, the kwila door north still closed: "
        "open north",
    ),
    # ---- single rooms ----
    item(
        single(
            "Furnace Room",
            "You've just walked into a furnace room. You can barely contain your excitement."
            "\n\nYou see a crucible. The crucible is empty.\n\nThere is an open jacaranda door "
            "leading east. There is an exit to the south. Don't worry, it is unguarded.\n\nThere "
            "is a coin on the floor.",
            R("Furnace Room", "e s", coin=True),
            speech=(
                "\n\n\nWelcome to TextWorld! You won't have to go far today: the coin is on the "
                "floor of the furnace room, right where you start. Pick it up and you're done!\n"
            ),
        ),
        notes="the quest's speech puts the coin in the room the player starts in, and the room "
        "shows it: take coin; the jacaranda door east is open",
    ),
    item(
        single(
            "Galley Store",
            "You are in a galley store. An ordinary one.\n\nYou can make out a shelf. But the "
            "thing is empty.\n\nThere is a locked canarywood door leading west.",
            R("Galley Store", "w", locked="w"),
        ),
        notes="the only exit is a locked canarywood door: no action (the README's rule when "
        "only locked doors remain)",
    ),
    item(
        single(
            "Ink Kitchen",
            "You find yourself in an ink kitchen. A normal kind of place.\n\nThere is an open "
            "yellowheart door leading north. There is a closed leopardwood door leading south. "
            "You need an unblocked exit? You should try going east. There is an exit to the "
            "west. Don't worry, it is unguarded.",
            R("Ink Kitchen", "n s e w", closed="s"),
        ),
        notes="four exits in three states: north open door, south closed door (open south), "
        "east and west doorless",
    ),
    item(
        single(
            "Quoin Store",
            "You arrive in a quoin store. The room is well lit.\n\nYou see a box of quoins.\n\n"
            "You need an unguarded exit? You should try going north. There is an exit to the "
            "east. Don't worry, it is unblocked.",
            R("Quoin Store", "n e"),
            speech=(
                "\n\n\nHere is your task for today. First, go north. Then, head east. And then, "
                "pick up the coin from the floor of the leading store. Easy!\n"
            ),
        ),
        notes="the speech puts the coin in the leading store, another room: no coin here; north "
        "and east are exits",
    ),
    item(
        single(
            "Leading Store",
            "You are in a leading store. A standard kind of place.\n\nYou see a rack of "
            "leads.\n\nThere is a closed lancewood door leading north. There is an unblocked "
            "exit to the west.",
            R("Leading Store", "n w", closed="n"),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Leading Store", 2), K("none")),
        notes="an inventory keeps the room: the lancewood door north is closed (open north), "
        "west is an exit",
    ),
    item(
        single(
            "Chase Room",
            "You are in a chase room. An ordinary kind of place.\n\nYou see an imposing "
            "stone.\n\nThere is an exit to the south. Don't worry, it is unblocked.",
            R("Chase Room", "s"),
        ),
        "go up",
        (reply("You can't go that way.", "Chase Room", 2), K("refused")),
        notes="a refused `go up` is no fact; the only exit is south: go south",
    ),
    item(
        single(
            "Spacing Room",
            "You've entered a spacing room. You start to take note of what's in the room.\n\n"
            "There is a locked mulga door leading east. You don't like doors? Why not try going "
            "north, that entranceway is unblocked.\n\nThere is a coin on the floor.",
            R("Spacing Room", "e n", locked="e", coin=True),
        ),
        notes="the coin beside a locked mulga door: take coin",
    ),
    item(
        single(
            "Dross Room",
            "You are in a dross room. A typical one.\n\nThere is a closed gidgee door leading "
            "west. There is an exit to the north. Don't worry, it is unguarded.",
            R("Dross Room", "w n", closed="w"),
        ),
        "go west",
        (reply("You have to open the gidgee door first.", "Dross Room", 2), K("refused", "closed")),
        notes="the closed gidgee door refused (refused(west), still closed): open west or go north",
    ),
    item(
        single(
            "Brass Rule Room",
            "This is what I'd call a brass rule room. You can barely contain your excitement."
            "\n\nThere is a closed coolibah door leading south. You need an unguarded exit? You "
            "should try going east.",
            R("Brass Rule Room", "s e", closed="s"),
        ),
        "open coolibah door",
        (reply("You open coolibah door.", "Brass Rule Room", 2), K("opened", door="s")),
        notes="the coolibah door opened by its kind (south): both ways are now open and "
        "unexplored: go south or go east",
    ),
    item(
        single(
            "Reading Closet",
            "You are in a reading closet. A run-of-the-mill kind of place.\n\nYou see a copy "
            "holder.\n\nThere is a closed lancewood door leading north. There is a closed "
            "beefwood door leading east.",
            R("Reading Closet", "n e", closed="n e"),
        ),
        notes="two closed doors and no other way: open north or open east",
    ),
]
