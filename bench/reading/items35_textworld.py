"""textworld, thirty-fifth round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech before the first room, the header, a filler sentence, an object line, exit
and door sentences, the coin line, the prompt and the status line counting the moves; none is engine
output). Ten walks (2-3 turns) on an accordion works (a Reed Room with "a closed amboyna door
leading north" to a Bellows Room, whose thuya door east is locked, and an unguarded exit west to a
Keyboard Shop, whose way south leads to a Case Store with the coin): "You have to open the amboyna
door first.", "You open amboyna door.", "You have to unlock the thuya door first.", "You can't go
that way." for `go up` and for ways never given, "You are carrying nothing.", a look that keeps a
refusal, loops back to the reed room, a walk begun in the middle of a game, the ending after the
coin; and ten single rooms (strap room, grille store with the coin, glue pot room with only a locked
peroba door, button board room with four ways in three states, shipping room after a speech that
puts the coin in the tool crib, tool crib after a speech that names it, polishing room with a closed
chest, pearl inlay room, bass reed store with a refused `go down`, spray booth with the coin beside
a locked sneezewood door) with avodire, imbuia, sucupira, tamboti, stinkwood, khaya and louro doors.
The walks are printed from one map by functions, so a room reads the same on every visit. What a
person reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def status(room: str, n: int, pad: int = 128) -> str:
    return ">" + " " * pad + f"-= {room} =-0/{n}"


SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do for "
    "me. First off, try to venture west. After that, make an effort to go south. Then, pick up "
    "the coin from the floor of the case store. Got that? Good!\n\n"
)


def reed_room(n: int, door_open: bool = False, speech: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    lead = SPEECH if speech else "\n\n"
    return (
        f"{lead}-= Reed Room =-\nYou've just walked into a reed room. You make out a tray of "
        "brass reeds. Unfortunately, there isn't a thing on it.\n\n\n\nThere is "
        f"{state} amboyna door leading north. There is an unguarded exit to the west.\n\n\n\n"
        f"{status('Reed Room', n)}",
        R("reed room", "n w", closed="" if door_open else "n"),
    )


def bellows_room(n: int) -> tuple:
    return (
        "\n\n-= Bellows Room =-\nYou find yourself in a bellows room. A normal one. You see a "
        "gluing press. The gluing press is empty!\n\n\n\nThere is an open amboyna door leading "
        "south. There is a locked thuya door leading east.\n\n\n\n"
        f"{status('Bellows Room', n)}",
        R("bellows room", "s e", locked="e"),
    )


def keyboard_shop(n: int) -> tuple:
    return (
        "\n\n-= Keyboard Shop =-\nI am sorry to announce that you are now in the keyboard "
        "shop.\n\n\n\nYou need an unguarded exit? You should try going east. There is an exit "
        f"to the south. Don't worry, it is unblocked.\n\n\n\n{status('Keyboard Shop', n)}",
        R("keyboard shop", "e s"),
    )


def case_store(n: int) -> tuple:
    return (
        "\n\n-= Case Store =-\nWell, here we are in the case store. You start to take note of "
        "what's in the room.\n\n\n\nThere is an exit to the north. Don't worry, it is "
        f"unguarded.\n\nThere is a coin on the floor.\n\n\n{status('Case Store', n)}",
        R("case store", "n", coin=True),
    )


def reply(line: str, room: str, n: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(room, n)}", reading)


def ending(room: str, n: int) -> tuple:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n" + " " * 55 + f"*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{n + 1} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the "
        f"last command?\n{status(room, n, 129)}",
        K("took"),
    )


def shut(n: int) -> tuple:
    return reply("You have to open the amboyna door first.", "Reed Room", n, K("refused", "closed"))


def opened(n: int) -> tuple:
    return reply("You open amboyna door.", "Reed Room", n, K("opened", "n"))


def nowhere(room: str, n: int) -> tuple:
    return reply("You can't go that way.", room, n, K("refused"))


def single(name: str, body: str, exits: str, n: int, reading: R, speech: str = "") -> tuple:
    lead = f"{speech}\n\n" if speech else "\n\n"
    return (
        f"{lead}-= {name} =-\n{body}\n\n\n\n{exits}\n\n\n\n{status(name, n)}",
        reading,
    )


ITEMS = [
    item(
        reed_room(1, speech=True),
        "go north",
        shut(2),
        "open amboyna door",
        opened(3),
        "go north",
        bellows_room(4),
        notes="the quest's speech, the amboyna door refused as closed, opened by its kind and "
        "walked through; in the bellows room the door south is visited and the way in, the "
        "thuya door east locked (no action): go south",
    ),
    item(
        reed_room(1, speech=True),
        "go west",
        keyboard_shop(2),
        "go south",
        case_store(3),
        notes="the walk the speech asks for: west, then south into the case store, whose only "
        "exit north is visited and the way in (all visited); the coin on the floor: take it",
    ),
    item(
        reed_room(1),
        "go west",
        keyboard_shop(2),
        "go south",
        case_store(3),
        "take coin",
        ending("Case Store", 3),
        actions=[],
        notes="the coin picked up ends the game ('*** The End ***'): no action; the facts keep "
        "the case store (north visited, the way in, all visited), the coin gone",
    ),
    item(
        reed_room(1),
        "go up",
        nowhere("Reed Room", 2),
        "go east",
        nowhere("Reed Room", 3),
        notes="two refusals: a refused `go up` (no fact) and a refused east, a way the room "
        "never gave (refused east); open the amboyna door north or go west",
    ),
    item(
        reed_room(1),
        "go west",
        keyboard_shop(2),
        "go east",
        reed_room(3),
        notes="a loop: west into the keyboard shop and back; in the first room west is visited; "
        "the amboyna door north is closed: open it",
    ),
    item(
        reed_room(1),
        "open amboyna door",
        opened(2),
        "go north",
        bellows_room(3),
        "go east",
        reply(
            "You have to unlock the thuya door first.", "Bellows Room", 4, K("refused", "locked")
        ),
        notes="through the amboyna door, then the thuya door refuses the move as locked "
        "(refused east, closed, no action); the way south is visited and the way in: go south",
    ),
    item(
        keyboard_shop(5),
        "inventory",
        reply("You are carrying nothing.", "Keyboard Shop", 6, K("none")),
        "go east",
        reed_room(7),
        notes="a walk begun in the middle of a game (the status line at 5): an inventory keeps "
        "the room, then east into the reed room, first entered from the west (visited, the way "
        "in); the amboyna door north is closed: open it",
    ),
    item(
        reed_room(1),
        "open amboyna door",
        opened(2),
        "go north",
        bellows_room(3),
        "go south",
        reed_room(4, door_open=True),
        notes="a loop through the opened amboyna door and back: in the first room the door now "
        "reads open and its way is visited; west is open and unvisited: go west",
    ),
    item(
        reed_room(1),
        "go west",
        keyboard_shop(2),
        "go west",
        nowhere("Keyboard Shop", 3),
        "go south",
        case_store(4),
        notes="a refusal left behind in the keyboard shop (a way never given), then south into "
        "the case store: north visited, the way in, all visited; the coin: take it",
    ),
    item(
        reed_room(1),
        "go north",
        shut(2),
        "inventory",
        reply("You are carrying nothing.", "Reed Room", 3, K("none")),
        "look",
        reed_room(4),
        notes="the amboyna door refused as closed, an inventory, then a look that shows the "
        "door still closed: the refusal stands (refused north, closed); open it, or go west",
    ),
    # ---- single rooms ----
    item(
        single(
            "Strap Room",
            "You arrive in a strap room. An ordinary kind of place.",
            "There is a closed avodire door leading east. There is an exit to the south. Don't "
            "worry, it is unguarded.",
            1,
            R("strap room", "e s", closed="e"),
        ),
        notes="a closed avodire door east (open it) and an unguarded exit south (go south); no "
        "coin",
    ),
    item(
        single(
            "Grille Store",
            "You are in a grille store. A typical kind of place.",
            "There is an open imbuia door leading west. You need an unblocked exit? You should "
            "try going north.\n\nThere is a coin on the floor.",
            1,
            R("grille store", "w n", coin=True),
        ),
        notes="TextWorld's coin line: the coin on the floor: take it (an open imbuia door west, "
        "an unblocked exit north)",
    ),
    item(
        single(
            "Glue Pot Room",
            "This just in- You, in the glue pot room. The room is well lit.",
            "There is a locked peroba door leading west.",
            1,
            R("glue pot room", "w", locked="w"),
        ),
        notes="the only way out is a locked peroba door: closed, and nothing a person can do "
        "from the text (no action)",
    ),
    item(
        single(
            "Button Board Room",
            "You've entered a button board room. You begin looking for stuff.",
            "There is an unguarded exit to the north. There is a closed sucupira door leading "
            "east. There is an unblocked exit to the south. There is a locked tamboti door "
            "leading west.",
            1,
            R("button board room", "n e s w", closed="e", locked="w"),
        ),
        notes="four ways in three states: north and south unguarded, the sucupira door east "
        "closed (open it), the tamboti door west locked (no action)",
    ),
    item(
        single(
            "Shipping Room",
            "You are in a shipping room. A standard one.",
            "You don't like doors? Why not try going east, that entranceway is unguarded.",
            1,
            R("shipping room", "e"),
            speech="Welcome to TextWorld! Here is how to play! First thing I need you to do is "
            "to try to go east. Then, pick up the coin from the floor of the tool crib. And if "
            "you do that, you're the winner!",
        ),
        notes="the speech puts the coin in the tool crib, another room: no coin here; the only "
        "exit east: go east",
    ),
    item(
        single(
            "Tool Crib",
            "You find yourself in a tool crib. A normal kind of place.",
            "There is a closed stinkwood door leading west.\n\nThere is a coin on the floor.",
            1,
            R("tool crib", "w", closed="w", coin=True),
            speech="Welcome to TextWorld! Your first objective is to pick up the coin from the "
            "floor of the tool crib. Got that? Good!",
        ),
        notes="the speech names the tool crib and the game starts in it: the coin on the floor "
        "here: take it (the stinkwood door west closed)",
    ),
    item(
        single(
            "Polishing Room",
            "You arrive in a polishing room. You see a closed chest.",
            "There is an open khaya door leading north. There is an unguarded exit to the east.",
            1,
            R("polishing room", "n e"),
        ),
        notes="a closed chest is no door of the room and shows no coin; an open khaya door "
        "north and an unguarded exit east: go either",
    ),
    item(
        single(
            "Pearl Inlay Room",
            "You are in a pearl inlay room. You can make out a workbench. The workbench is "
            "empty! What a waste of a day!",
            "There is an unblocked exit to the north. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            1,
            R("pearl inlay room", "n s"),
        ),
        notes="the empty workbench holds no coin; exits north and south: go either",
    ),
    item(
        single(
            "Bass Reed Store",
            "Well, here we are in the bass reed store.",
            "There is an unguarded exit to the east. There is a closed louro door leading south.",
            1,
            R("bass reed store", "e s", closed="s"),
        ),
        "go down",
        reply("You can't go that way.", "Bass Reed Store", 2, K("refused")),
        notes="a refused `go down` is no fact; east unguarded (go east), the louro door south "
        "closed (open it)",
    ),
    item(
        single(
            "Spray Booth",
            "You've just walked into a spray booth. The room seems to be humming.",
            "There is a locked sneezewood door leading north.\n\nThere is a coin on the floor.",
            1,
            R("spray booth", "n", locked="n", coin=True),
        ),
        notes="the coin on the floor beside a locked sneezewood door (the only way out, no "
        "action there): take the coin",
    ),
]
