"""textworld, fifteenth round: TextWorld's coin collector as it prints (none is engine output):
one map (a pickling room, a harness loft, a mending room, a peg room behind a blackthorn door
with a locked brass door south, an apple store with the coin) printed as a client shows it, the
heading, the flavour line, the exit sentences ("You need an unguarded exit? You should try going
north.", "You don't like doors? Why not try going west, that entranceway is unblocked.", "There
is a closed blackthorn door leading east."), the prompt and the status line counting the moves,
the quest's speech before the first room; replies "You can't go that way.", "You have to open
the blackthorn door first.", "You open blackthorn door.", "You have to unlock the brass door
first.", an inventory, the ending after the coin. Single rooms in the same manner, with new
rooms and doors (hawthorn, willow, cedar, iron, elm, lime), and the same rooms as testers paste
or retell them (no status line, a sentence quoted in a message). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_PAD = " " * 72
SPEECH = (
    "Welcome to TextWorld! Here is how to play! First step, try to open the blackthorn door. "
    "Then, make an effort to venture east. And then, take a trip north. After that, pick up the "
    "coin from the floor of the apple store. Got that? Good!\n"
)


def status(name: str, moves: int) -> str:
    return f">{_PAD}-= {name} =-0/{moves}"


def room(name: str, flavour: str, exits: str, moves: int, coin: bool = False) -> str:
    floor = "There is a coin on the floor.\n\n\n" if coin else "\n\n"
    return f"\n\n-= {name} =-\n{flavour}\n\n\n\n{exits}\n\n{floor}{status(name, moves)}"


def reply(text: str, name: str, moves: int) -> str:
    return f"\n{text}\n\n\n{status(name, moves)}"


# map: Pickling Room n Harness Loft (w Mending Room), e (blackthorn door) Peg Room;
# Peg Room n Apple Store (the coin), s a locked brass door.
def pickling(moves: int, opened: bool = False, speech: bool = False) -> tuple:
    door = "an open" if opened else "a closed"
    text = room(
        "Pickling Room",
        "You find yourself in a pickling room. An ordinary kind of place.",
        f"There is {door} blackthorn door leading east. You need an unguarded exit? You should "
        "try going north.",
        moves,
    )
    if speech:
        text = SPEECH + text
    return (text, R("pickling room", "n e", closed="" if opened else "e"))


def harness(moves: int) -> tuple:
    return (
        room(
            "Harness Loft",
            "You arrive in a harness loft. A normal one.",
            "There is an unguarded exit to the south. You don't like doors? Why not try going "
            "west, that entranceway is unblocked.",
            moves,
        ),
        R("harness loft", "s w"),
    )


def mending(moves: int) -> tuple:
    return (
        room(
            "Mending Room",
            "Well, here we are in the mending room.",
            "There is an exit to the east. Don't worry, it is unblocked.",
            moves,
        ),
        R("mending room", "e"),
    )


def peg(moves: int) -> tuple:
    return (
        room(
            "Peg Room",
            "You've entered a peg room. You begin to take stock of what's here.",
            "There is an open blackthorn door leading west. There is a locked brass door "
            "leading south. You need an unblocked exit? You should try going north.",
            moves,
        ),
        R("peg room", "w s n", locked="s"),
    )


def apples(moves: int, coin: bool = True) -> tuple:
    return (
        room(
            "Apple Store",
            "You are in an apple store. A typical kind of place.",
            "There is an exit to the south. Don't worry, it is unguarded.",
            moves,
            coin=coin,
        ),
        R("apple store", "s", coin=coin),
    )


OPEN = "open blackthorn door"


def opened(moves: int) -> tuple:
    return (reply("You open blackthorn door.", "Pickling Room", moves), K("opened", door="e"))


ITEMS = [
    # ---- walks on the map ----
    item(
        pickling(1),
        "go up",
        (reply("You can't go that way.", "Pickling Room", 2), K("refused")),
        "go east",
        (
            reply("You have to open the blackthorn door first.", "Pickling Room", 3),
            K("refused", door="closed"),
        ),
        notes="a refused `go up` is no fact; east refused at the closed blackthorn door: "
        "refused and closed; go north or open east",
    ),
    item(
        pickling(1, speech=True),
        OPEN,
        opened(2),
        "go east",
        peg(3),
        notes="the quest's speech before the first room; the door opened by its kind and walked "
        "through; in the peg room west is the way in, south a locked brass door: go north",
    ),
    item(
        pickling(1),
        "go north",
        harness(2),
        "go west",
        mending(3),
        "go east",
        harness(4),
        notes="a loop through the mending room back to the harness loft: both its exits "
        "visited, the way first entered is south: go south",
    ),
    item(
        pickling(1),
        OPEN,
        opened(2),
        "go east",
        peg(3),
        "go south",
        (
            reply("You have to unlock the brass door first.", "Peg Room", 4),
            K("refused", door="locked"),
        ),
        notes="the locked brass door refused: refused and closed, no open; the apple store "
        "north is unvisited: go north",
    ),
    item(
        pickling(1, speech=True),
        OPEN,
        opened(2),
        "go east",
        peg(3),
        "go north",
        apples(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                                                       *** The End ***"
            "\n\nYou scored 1 out of a possible 1, in 5 turns.\n\n\nWould you like to RESTART, "
            f"RESTORE a saved game, QUIT or UNDO the last command?\n{status('Apple Store', 4)}",
            K("took"),
        ),
        actions=(),
        notes="the coin taken and the game over ('*** The End ***'): no action (the facts keep "
        "the apple store, the coin gone)",
    ),
    item(
        pickling(1),
        "go north",
        harness(2),
        "go south",
        pickling(3),
        notes="there and back to the first room: north visited; the blackthorn door east still "
        "closed: open east",
    ),
    item(
        pickling(1),
        "go north",
        harness(2),
        "inventory",
        (reply("You are carrying nothing.", "Harness Loft", 3), K("none")),
        notes="an inventory keeps the harness loft: south visited (the way in), west not: go west",
    ),
    item(
        pickling(1),
        OPEN,
        opened(2),
        "go east",
        peg(3),
        "go north",
        apples(4),
        "go north",
        (reply("You can't go that way.", "Apple Store", 5), K("refused")),
        notes="north refused in the apple store (no exit there); the coin is still on the "
        "floor: take coin",
    ),
    item(
        pickling(1),
        "go west",
        (reply("You can't go that way.", "Pickling Room", 2), K("refused")),
        "go south",
        (reply("You can't go that way.", "Pickling Room", 3), K("refused")),
        "look",
        pickling(4),
        notes="two refusals, then a look that shows no way west or south: both refusals stand; "
        "go north or open east",
    ),
    item(
        pickling(1),
        OPEN,
        opened(2),
        "go north",
        harness(3),
        "go south",
        pickling(4, opened=True),
        notes="the door opened, then north and back: in the first room north is visited and "
        "the blackthorn door now stands open: go east",
    ),
    # ---- single rooms ----
    item(
        room(
            "Curing Shed",
            "You arrive in a curing shed. A typical one.",
            "There is an open hawthorn door leading north. There is a closed willow door "
            "leading west.",
            1,
            coin=True,
        ),
        R("curing shed", "n w", closed="w", coin=True),
        notes="TextWorld's 'There is a coin on the floor.' with an open and a closed door: take "
        "coin",
    ),
    item(
        room(
            "Powder Store",
            "You've entered a powder store. You can barely contain your excitement.",
            "There is a locked iron door leading east.",
            6,
        ),
        R("powder store", "e", locked="e"),
        notes="the only exit behind a locked iron door: no action",
    ),
    item(
        room(
            "Sample Room",
            "You find yourself in a sample room. A normal kind of place.",
            "There is an unguarded exit to the east. You need an unblocked exit? You should try "
            "going south. There is an exit to the west. Don't worry, it is unblocked.",
            9,
        ),
        R("sample room", "e s w"),
        notes="three exit sentences in the engine's manner; no coin: go east, south or west",
    ),
    item(
        "TextWorld coin game, current screen: it says -= Cheese Loft =- and then "
        '"There is an exit to the north. Don\'t worry, it is unblocked." and also a closed '
        "elm door leading east. No coin yet.",
        R("cheese loft", "n e", closed="e"),
        notes="a tester retelling the screen (the game's own heading quoted): `cheese loft`, "
        "north open, a closed elm door east, no coin: go north or open east",
    ),
    item(
        "-= Bottle Washery =-\nWell, here we are in the bottle washery.\n\nYou need an "
        "unblocked exit? You should try going west.\n\nThere is a coin on the floor.",
        R("bottle washery", "w", coin=True),
        notes="the engine's room pasted without prompt or status line; the coin on the floor: "
        "take coin",
    ),
    item(
        room(
            "Rag Room",
            "You are in a rag room. An ordinary one.",
            "There is a closed cedar door leading south. There is a closed lime door leading "
            "north.",
            1,
        ),
        R("rag room", "s n", closed="s n"),
        notes="two closed doors: open south or open north",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, head west. Then, retrieve the coin from the floor of the ink "
        "room. Got that? Good!\n"
        + room(
            "Paste Room",
            "You arrive in a paste room. A standard kind of place.",
            "You don't like doors? Why not try going west, that entranceway is unguarded. There "
            "is an unblocked exit to the south.",
            1,
        ),
        R("paste room", "w s"),
        notes="the quest's speech puts the coin in the ink room, not here: no coin; go west or "
        "south (the speech's way is one of them)",
    ),
    item(
        room(
            "Dye Vat Room",
            "This just in- You, in the dye vat room.",
            "There is an exit to the north. Don't worry, it is unguarded. There is an unguarded "
            "exit to the south. There is an open willow door leading east.",
            3,
            coin=True,
        ),
        R("dye vat room", "n s e", coin=True),
        notes="the engine's joke flavour line; three open ways and the coin: take coin",
    ),
    item(
        "Textworld again. Room's called the Glazing Room. Exits south (unguarded) and a locked "
        "elm door west. There's a coin on the floor in this one!",
        R("glazing room", "s w", locked="w", coin=True),
        notes="a tester's retelling: `glazing room`; a locked door west, south open; a coin on "
        "the floor: take coin",
    ),
    item(
        room(
            "Sack Store",
            "You've entered a sack store.",
            "You don't like doors? Why not try going north, that entranceway is unblocked. "
            "There is a closed hawthorn door leading east. There is a locked iron door leading "
            "west.",
            2,
        ),
        R("sack store", "n e w", closed="e", locked="w"),
        notes="north open, east closed, west locked: go north or open east",
    ),
]
