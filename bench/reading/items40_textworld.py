"""textworld, fortieth round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech on the first text, the header, a filler sentence, exit and door sentences,
the coin line, the prompt and the status line counting the turns; none is engine output). Ten walks
(1-4 turns) on a small office (a Reception with "There is a closed glass door leading north.",
"There is a locked metal door leading west." and an unguarded exit east; a Boardroom with the coin;
a Copy Room whose way south leads to a Mail Room): "You have to open the glass door first.", "You
open glass door.", "You have to unlock the metal door first.", a refused `go up` left in the copy
room, "You are carrying nothing.", two refusals in a row, a return to the copy room, walks begun in
the copy room and the mail room and one in the middle of a game, the ending after the coin; single
rooms (a stockroom with the coin beside a closed plywood door, a vault whose only way is a locked
steel door, a lobby after a speech that puts the coin in the canteen, a sun room with an open screen
door, a box room with a refused `go down`, a landing with four ways in three states, a lumber room
whose fir door is refused and opened by its kind, a larder with the coin beside a locked iron door,
a shed after a speech that names it, a study whose cedar door is opened by direction). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(name: str, turn: int) -> str:
    return f">{PAD}-= {name} =-0/{turn}"


def room(
    name: str,
    body: str,
    exits: str,
    turn: int,
    reading: R,
    coin: bool = False,
    speech: str = "",
) -> tuple:
    """A room as the client prints it; the first text of a game carries the quest's speech."""
    head = f"\n\n\n{speech}\n\n" if speech else "\n\n"
    if speech:
        tail = "\n\nThere is a coin on the floor.\n\n" if coin else "\n\n"
    elif coin:
        tail = "\n\nThere is a coin on the floor.\n\n\n"
    else:
        tail = "\n\n\n\n"
    text = f"{head}-= {name} =-\n{body}\n\n\n\n{exits}{tail}{status(name, turn)}"
    return (text, reading)


def said(line: str, name: str, turn: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(name, turn)}", reading)


SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First off, make an effort to open the glass door. Then, go north. And then, pick "
    "up the coin from the floor of the boardroom. Got that? Good!"
)
SPEECH_COPY = (
    "Welcome to TextWorld! First step, head west. Then, open the glass door. Next, try to go "
    "north. Once you get there, retrieve the coin from the floor of the boardroom. Okay, that's "
    "all!"
)
SPEECH_MAIL = (
    "Welcome back to the TextWorld! First thing I need you to do is to take a trip north. Then, "
    "move west. After that, open the glass door and go north. And then, take the coin from the "
    "floor of the boardroom. Got that? Good!"
)

# ---- the office: Reception n Boardroom (closed glass door; the coin), e Copy Room (unguarded),
# w a locked metal door; Copy Room s Mail Room.


def reception(turn: int, glass_open: bool = False, speech: str = "") -> tuple:
    glass = "an open" if glass_open else "a closed"
    return room(
        "Reception",
        "You've entered a reception. The room is well lit.",
        f"There is {glass} glass door leading north. There is a locked metal door leading west. "
        "You need an unguarded exit? You should try going east.",
        turn,
        R("reception", "n w e", closed="" if glass_open else "n", locked="w"),
        speech=speech,
    )


def boardroom(turn: int) -> tuple:
    return room(
        "Boardroom",
        "You are in a boardroom. A normal kind of place.",
        "There is an open glass door leading south.",
        turn,
        R("boardroom", "s", coin=True),
        coin=True,
    )


def copy_room(turn: int, speech: str = "") -> tuple:
    return room(
        "Copy Room",
        "You find yourself in a copy room. An ordinary one.",
        "There is an unblocked exit to the south. You don't like doors? Why not try going west, "
        "that entranceway is unguarded.",
        turn,
        R("copy room", "s w"),
        speech=speech,
    )


def mail_room(turn: int, speech: str = "") -> tuple:
    return room(
        "Mail Room",
        "Well, here we are in the mail room.",
        "There is an exit to the north. Don't worry, it is unguarded.",
        turn,
        R("mail room", "n"),
        speech=speech,
    )


END = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point.\n\n"
    "\n                                                       *** The End ***\n\nYou scored 1 out "
    "of a possible 1, in 4 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or "
    f"UNDO the last command?\n> {PAD}-= Boardroom =-0/3"
)

ITEMS = [
    item(
        reception(1, speech=SPEECH),
        "go north",
        said("You have to open the glass door first.", "Reception", 2, K("refused")),
        notes="a refusal at the closed glass door: north refused and closed; the metal door locked",
    ),
    item(
        reception(1, speech=SPEECH),
        "open glass door",
        said("You open glass door.", "Reception", 2, K("opened", "n")),
        "go north",
        boardroom(3),
        notes="the glass door opened by its kind, then walked through; the coin on the floor",
    ),
    item(
        reception(1, speech=SPEECH),
        "go west",
        said("You have to unlock the metal door first.", "Reception", 2, K("refused")),
        "go east",
        copy_room(3),
        notes="a refusal at the locked metal door, left behind in the reception",
    ),
    item(
        reception(1, speech=SPEECH),
        "go east",
        copy_room(2),
        "go south",
        mail_room(3),
        "go north",
        copy_room(4),
        notes="a return to the copy room: both ways visited",
    ),
    item(
        copy_room(1, speech=SPEECH_COPY),
        "go west",
        reception(2),
        notes="a walk begun in the copy room: east visited and the way back",
    ),
    item(
        mail_room(1, speech=SPEECH_MAIL),
        "go north",
        copy_room(2),
        "go west",
        reception(3),
        notes="a walk begun in the mail room, through the copy room to the reception",
    ),
    item(
        reception(1, speech=SPEECH),
        "open north",
        said("You open glass door.", "Reception", 2, K("opened")),
        "go north",
        boardroom(3),
        "take coin",
        (END, K("took")),
        notes="the game has ended after the coin: no action (the facts keep the boardroom)",
        actions=[],
    ),
    item(
        copy_room(1, speech=SPEECH_COPY),
        "go up",
        said("You can't go that way.", "Copy Room", 2, K("refused")),
        "go south",
        mail_room(3),
        notes="a refused go up (no fact) left in the copy room",
    ),
    item(
        reception(1, speech=SPEECH),
        "inventory",
        said("You are carrying nothing.", "Reception", 2, K("none")),
        "go north",
        said("You have to open the glass door first.", "Reception", 3, K("refused")),
        "go west",
        said("You have to unlock the metal door first.", "Reception", 4, K("refused")),
        "go east",
        copy_room(5),
        notes="an inventory and two refusals in the reception, then east",
    ),
    item(
        copy_room(4),
        "go west",
        reception(5),
        "open glass door",
        said("You open glass door.", "Reception", 6, K("opened", "n")),
        "go north",
        boardroom(7),
        notes="a walk begun in the middle of a game (no speech, the count at 4); the coin",
    ),
    # ---- single rooms and short histories
    item(
        room(
            "Stockroom",
            "You arrive in a stockroom. A typical kind of place.",
            "There is a closed plywood door leading east. There is an unguarded exit to the south.",
            3,
            R("stockroom", "e s", closed="e", coin=True),
            coin=True,
        ),
        notes="the coin beside a closed plywood door",
    ),
    item(
        room(
            "Vault",
            "You are in a vault. You can barely contain your excitement.",
            "There is a locked steel door leading south.",
            6,
            R("vault", "s", locked="s"),
        ),
        notes="the only way is a locked door: no action",
    ),
    item(
        room(
            "Lobby",
            "You've just sauntered into a lobby.",
            "There is an unblocked exit to the east. There is an exit to the west. Don't worry, "
            "it is unguarded.",
            1,
            R("lobby", "e w"),
            speech="Welcome to TextWorld! Your first objective is to head east. Then, go south. "
            "And then, retrieve the coin from the floor of the canteen. Okay, that's all!",
        ),
        notes="the speech puts the coin in the canteen, not here",
    ),
    item(
        room(
            "Sun Room",
            "I am required to announce that you are now in the sun room.",
            "There is an open screen door leading north. There is an unblocked exit to the west.",
            4,
            R("sun room", "n w"),
        ),
        notes="an open screen door is an open exit",
    ),
    item(
        room(
            "Box Room",
            "You are in a box room. An ordinary kind of place.",
            "You don't like doors? Why not try going south, that entranceway is unblocked.",
            5,
            R("box room", "s"),
        ),
        "go down",
        said("You can't go that way.", "Box Room", 6, K("refused")),
        notes="a refused go down is no fact",
    ),
    item(
        room(
            "Landing",
            "You find yourself in a landing. A normal one.",
            "There is a closed birchwood door leading north. There is a locked brass door "
            "leading east. There is an open hemlock door leading south. There is an unguarded "
            "exit to the west.",
            2,
            R("landing", "n e s w", closed="n", locked="e"),
        ),
        notes="four ways in three states: north closed, east locked, south and west open",
    ),
    item(
        room(
            "Lumber Room",
            "You've entered a lumber room.",
            "There is a closed fir door leading east. There is an exit to the north. Don't "
            "worry, it is unblocked.",
            3,
            R("lumber room", "e n", closed="e"),
        ),
        "go east",
        said("You have to open the fir door first.", "Lumber Room", 4, K("refused")),
        "open fir door",
        said("You open fir door.", "Lumber Room", 5, K("opened", "e")),
        notes="the refusal cleared by an open of the door by its kind",
    ),
    item(
        room(
            "Larder",
            "Well, here we are in the larder. The room seems oddly familiar.",
            "There is a locked iron door leading west. There is an unguarded exit to the north.",
            7,
            R("larder", "w n", locked="w", coin=True),
            coin=True,
        ),
        notes="the coin beside a locked iron door",
    ),
    item(
        room(
            "Shed",
            "You are in a shed. You start to take note of what's in the room.",
            "There is an exit to the west. Don't worry, it is unblocked.",
            1,
            R("shed", "w", coin=True),
            coin=True,
            speech="Hey, thanks for coming over to the TextWorld today! All you need to do is "
            "pick up the coin from the floor of the shed. Got that? Good!",
        ),
        notes="the speech names this room; the coin line follows it",
    ),
    item(
        room(
            "Study",
            "You arrive in a study. A typical one.",
            "There is a closed cedar door leading west. There is an unblocked exit to the south.",
            2,
            R("study", "w s", closed="w"),
        ),
        "open west",
        said("You open cedar door.", "Study", 3, K("opened")),
        notes="the cedar door opened by direction: west now open",
    ),
]
