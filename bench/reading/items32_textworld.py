"""textworld, thirty-second round: the coin collector's manner as its client prints it (the quest's
speech before the first room, the header, a filler sentence, exit and door sentences, the coin line,
the prompt and the status line counting the moves; none is engine output). Ten walks (2-5 turns) on
one map of a samba school's back rooms (a Drum Store with "a closed paulownia door leading north"
and an unguarded exit east; a Feather Room whose exit west leads to a Float Shed with the coin; a
Sequin Loft with "a locked zelkova door leading east" and an exit south to a Wig Room): a refused
`go up`, "You have to open the paulownia door first.", "You open paulownia door.", "You have to
unlock the zelkova door first.", "You can't go that way." for a way never given and a look after it,
"You are carrying nothing.", loops back to the drum store and the sequin loft, the ending after the
coin; single rooms (mask room, plume store with only a locked madrone door, glitter store after a
speech that puts the coin in the bell loft, banner room with four exits, tambourine loft with the
coin beside a locked idigbo door, apron room with a refused `go up`, confetti store whose wingnut
door is opened by its kind, bell loft after a speech that puts the coin there, ribbon loft with an
inventory, cuica room with an open afrormosia door) with sweetgum, madrone, jelutong, idigbo,
wingnut, mopane and afrormosia doors. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do for "
    "me. First off, open the paulownia door. Then, make an effort to go north. After that, take "
    "a trip west. Then, pick up the coin from the floor of the float shed. Got that? Good!"
)


def screen(name: str, body: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the client shows it after a move or a look."""
    floor = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{body}\n\n\n\n{exits}{floor}>{PAD}-= {name} =-0/{moves}"


def first(name: str, body: str, exits: str, speech: str = SPEECH, coin: bool = False) -> str:
    """The game's first text: the quest's speech, then the first room."""
    floor = "\n\nThere is a coin on the floor.\n\n" if coin else "\n\n"
    return f"\n\n{speech}\n\n-= {name} =-\n{body}\n\n\n\n{exits}{floor}>{PAD}-= {name} =-0/1"


def reply(line: str, name: str, moves: int) -> str:
    """A reply that keeps the room, with the prompt and the status line."""
    return f"\n{line}\n\n\n>{PAD}-= {name} =-0/{moves}"


# The samba school (a tree): Drum Store n Feather Room (a paulownia door, closed at first), e
# Sequin Loft; Feather Room w Float Shed (the coin); Sequin Loft s Wig Room, e a locked zelkova
# door.
def drum_store(moves: int, door_open: bool = False, start: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    body = "You arrive in a drum store. A typical kind of place. You make out a stand. But the "
    body += "thing is empty, unfortunately."
    exits = f"There is {state} paulownia door leading north. "
    exits += "There is an unguarded exit to the east."
    text = first("Drum Store", body, exits) if start else screen("Drum Store", body, exits, moves)
    return (
        text,
        R(
            "drum store",
            "n e",
            closed="" if door_open else "n",
            leads={"n": "feather room", "e": "sequin loft"},
        ),
    )


def feather_room(moves: int) -> tuple:
    return (
        screen(
            "Feather Room",
            "You've entered a feather room. You begin to take stock of what's here.",
            "There is an open paulownia door leading south. You need an unblocked exit? You "
            "should try going west.",
            moves,
        ),
        R("feather room", "s w", leads={"s": "drum store", "w": "float shed"}),
    )


def float_shed(moves: int) -> tuple:
    return (
        screen(
            "Float Shed",
            "You find yourself in a float shed. An ordinary one.",
            "There is an exit to the east. Don't worry, it is unguarded.",
            moves,
            coin=True,
        ),
        R("float shed", "e", coin=True, leads={"e": "feather room"}),
    )


def sequin_loft(moves: int) -> tuple:
    return (
        screen(
            "Sequin Loft",
            "You are in a sequin loft. The room is well lit.",
            "You don't like doors? Why not try going west, that entranceway is unblocked. There "
            "is an unguarded exit to the south. There is a locked zelkova door leading east.",
            moves,
        ),
        R("sequin loft", "w s e", locked="e", leads={"w": "drum store", "s": "wig room"}),
    )


def wig_room(moves: int) -> tuple:
    return (
        screen(
            "Wig Room",
            "Well, here we are in the wig room.",
            "There is an unblocked exit to the north.",
            moves,
        ),
        R("wig room", "n", leads={"n": "sequin loft"}),
    )


def cant(name: str, moves: int) -> tuple:
    return (reply("You can't go that way.", name, moves), K("refused"))


def opened(moves: int) -> tuple:
    return (reply("You open paulownia door.", "Drum Store", moves), K("opened", "n"))


ENDING = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point."
    "\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in {turns} "
    "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?"
    "\n>" + " " * 129 + "-= Float Shed =-0/{moves}"
)

ITEMS = [
    # ---- walks through the samba school ----
    item(
        drum_store(1, start=True),
        "go up",
        cant("Drum Store", 2),
        "go east",
        sequin_loft(3),
        notes="a refused `go up` (no fact) left in the drum store; the sequin loft's zelkova "
        "door is locked, its way west the way in: go south",
    ),
    item(
        drum_store(1, start=True),
        "go north",
        (
            reply("You have to open the paulownia door first.", "Drum Store", 2),
            K("refused", "closed"),
        ),
        "open paulownia door",
        opened(3),
        "go north",
        feather_room(4),
        notes="the closed door refused, opened by its kind and walked through: the drum store "
        "is the way in; the exit west leads on: go west",
    ),
    item(
        drum_store(1, start=True),
        "open paulownia door",
        opened(2),
        "go north",
        feather_room(3),
        "go west",
        float_shed(4),
        notes="the walk the quest's speech gives, up to the float shed: 'There is a coin on the "
        "floor.': take it",
    ),
    item(
        drum_store(1, start=True),
        "open paulownia door",
        opened(2),
        "go north",
        feather_room(3),
        "go west",
        float_shed(4),
        "take coin",
        (ENDING.format(turns=5, moves=4), K("took")),
        actions=[],
        notes="the coin taken and the game over ('*** The End ***'): no action (the facts keep "
        "the float shed, the coin gone)",
    ),
    item(
        drum_store(1, start=True),
        "go east",
        sequin_loft(2),
        "go east",
        (
            reply("You have to unlock the zelkova door first.", "Sequin Loft", 3),
            K("refused", "locked"),
        ),
        "go south",
        wig_room(4),
        notes="the zelkova door refused as locked, left in the sequin loft; the wig room's one "
        "exit is the way in: go north",
    ),
    item(
        drum_store(1, start=True),
        "go east",
        sequin_loft(2),
        "go south",
        wig_room(3),
        "go north",
        sequin_loft(4),
        "go west",
        drum_store(5),
        notes="a loop back to the first room: the sequin loft is visited, the paulownia door "
        "still closed: open north",
    ),
    item(
        feather_room(6),
        "go south",
        drum_store(7, door_open=True),
        "go east",
        sequin_loft(8),
        "inventory",
        (reply("You are carrying nothing.", "Sequin Loft", 9), K("none")),
        notes="a walk begun in the middle of a game; the inventory keeps the sequin loft (first "
        "entered from the west): the exit south is not yet taken",
    ),
    item(
        drum_store(1, start=True),
        "open paulownia door",
        opened(2),
        "go north",
        feather_room(3),
        "go north",
        cant("Feather Room", 4),
        "look",
        feather_room(5),
        notes="a way never given refused, then a look: the refusal stands (north is still no "
        "exit); go west",
    ),
    item(
        wig_room(9),
        "go north",
        sequin_loft(10),
        "go west",
        drum_store(11),
        "open paulownia door",
        opened(12),
        "go north",
        feather_room(13),
        "go south",
        drum_store(14, door_open=True),
        notes="the drum store first entered from the sequin loft (east); both its ways now lead "
        "to visited rooms: go back east",
    ),
    item(
        sequin_loft(6),
        "go south",
        wig_room(7),
        "go east",
        cant("Wig Room", 8),
        notes="a way never given refused in the wig room: its one exit, north, is the way in",
    ),
    # ---- single rooms ----
    item(
        screen(
            "Mask Room",
            "You've just walked into a mask room. The room seems tidy enough.",
            "There is a closed sweetgum door leading west. You need an unguarded exit? You "
            "should try going north.",
            6,
            coin=True,
        ),
        R("mask room", "w n", closed="w", coin=True),
        notes="a closed sweetgum door and an exit north; 'There is a coin on the floor.': take it",
    ),
    item(
        screen(
            "Plume Store",
            "You are in a plume store. An ordinary kind of place.",
            "There is a locked madrone door leading south.",
            3,
        ),
        R("plume store", "s", locked="s"),
        notes="the only way is a locked door: no action",
    ),
    item(
        first(
            "Glitter Store",
            "You arrive in a glitter store. You begin to take stock of what's here.",
            "There is an unguarded exit to the east. There is an exit to the south. Don't worry, "
            "it is unblocked.",
            speech="Hey, thanks for coming over to the TextWorld today, there is something I "
            "need you to do for me. First thing I need you to do is to try to venture east. And "
            "then, take a trip north. Then, pick up the coin from the floor of the bell loft. "
            "Got that? Good!",
        ),
        R("glitter store", "e s"),
        notes="the quest's speech puts the coin in the bell loft, not here: go east or south",
    ),
    item(
        screen(
            "Banner Room",
            "I am sorry to announce that you are now in the banner room.",
            "There is an unblocked exit to the north. There is a closed jelutong door leading "
            "south. There is an exit to the east. Don't worry, it is unguarded. You don't like "
            "doors? Why not try going west, that entranceway is unguarded.",
            5,
        ),
        R("banner room", "n s e w", closed="s"),
        notes="four ways, the south one behind a closed jelutong door: go north, east or west, "
        "or open south",
    ),
    item(
        screen(
            "Tambourine Loft",
            "You find yourself in a tambourine loft. A normal kind of place.",
            "There is a locked idigbo door leading north. There is an unblocked exit to the west.",
            7,
            coin=True,
        ),
        R("tambourine loft", "n w", locked="n", coin=True),
        notes="the coin beside a locked door: take it",
    ),
    item(
        (
            screen(
                "Apron Room",
                "You've entered an apron room. The room is well lit.",
                "There is an unguarded exit to the east.",
                2,
            ),
            R("apron room", "e"),
        ),
        "go up",
        (reply("You can't go that way.", "Apron Room", 3), K("refused")),
        notes="a refused `go up` is no fact: go east",
    ),
    item(
        (
            screen(
                "Confetti Store",
                "You are in a confetti store. A standard kind of place.",
                "There is a closed wingnut door leading east. There is an exit to the north. "
                "Don't worry, it is unguarded.",
                4,
            ),
            R("confetti store", "e n", closed="e"),
        ),
        "open wingnut door",
        (reply("You open wingnut door.", "Confetti Store", 5), K("opened", "e")),
        notes="the wingnut door opened by its kind (east): both ways open now, go north or east",
    ),
    item(
        first(
            "Bell Loft",
            "Well, here we are in the bell loft.",
            "You need an unblocked exit? You should try going south.",
            speech="Hey, thanks for coming over to the TextWorld today, there is something I "
            "need you to do for me. First off, pick up the coin from the floor of the bell "
            "loft. And if you do that, you're the winner!",
            coin=True,
        ),
        R("bell loft", "s", coin=True),
        notes="the speech puts the coin in this very room, and it lies on the floor: take it",
    ),
    item(
        (
            screen(
                "Ribbon Loft",
                "You've just sauntered into a ribbon loft.",
                "There is a closed mopane door leading north. There is an unguarded exit to the "
                "west.",
                8,
            ),
            R("ribbon loft", "n w", closed="n"),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Ribbon Loft", 9), K("none")),
        notes="an inventory keeps the room: go west or open the mopane door north",
    ),
    item(
        screen(
            "Cuica Room",
            "You arrive in a cuica room. An ordinary one.",
            "There is an open afrormosia door leading south. There is an unblocked exit to the "
            "east.",
            4,
            coin=True,
        ),
        R("cuica room", "s e", coin=True),
        notes="an open afrormosia door and an exit east; the coin on the floor: take it",
    ),
]
