"""textworld, thirty-fourth round: the coin collector's manner as its client prints it (the blank
lines, the prompt and the status line "-= Room =-0/N" counting the turns; none is engine output).
Ten walks (1-5 turns) on a house of five rooms (a Sun Lounge with "a closed hardboard door leading
east", an unguarded exit north and an unblocked one west; a Breakfast Room with "a locked ramin door
leading north"; a Rumpus Room with the coin; a Vestibule; an Ironing Room), some after a quest
speech and some begun in the middle of a game: a refused `go up`, "You have to open the hardboard
door first.", "You open hardboard door.", "You have to unlock the ramin door first.", "You can't go
that way." and a look, "You are carrying nothing.", loops back to the vestibule and the sun lounge,
the ending after the coin. Single rooms (garden room, family room, hobby room with only a locked
kiaat door, guest room with an open garapa door, linen closet after a speech that puts the coin
there, games room after a speech that puts it in another room, drawing room with a refused `go
down`, reading room whose MDF door is refused and then opened, coat closet, billiard room with its
uPVC door refused as locked). What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(name: str, turn: int, ended: bool = False) -> str:
    return ">" + PAD + (" " if ended else "") + f"-= {name} =-0/{turn}"


def room(name: str, intro: str, exits: str, turn: int, coin: bool = False, first: bool = False):
    """A room as the client prints it after a move (or as the game's first room)."""
    tail = "\n\nThere is a coin on the floor.\n\n\n" if coin else ("\n\n" if first else "\n\n\n\n")
    return f"\n\n-= {name} =-\n{intro}\n\n\n\n{exits}{tail}{status(name, turn)}"


def said(message: str, name: str, turn: int) -> str:
    return f"\n{message}\n\n\n{status(name, turn)}"


def ending(name: str, turn: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{turn} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the "
        f"last command?\n{status(name, turn - 1, ended=True)}"
    )


SPEECH = (
    "Welcome to TextWorld! You're about to play a game, so listen carefully. First of all, "
    "attempt to go east. If you can do that, pick up the coin from the floor of the rumpus "
    "room. Alright, off you go!"
)


# the house: Sun Lounge n Breakfast Room, e Rumpus Room (hardboard door, closed at first; the
# coin), w Vestibule; Breakfast Room n (locked ramin door); Vestibule s Ironing Room.
def sun_lounge(turn: int, door_open: bool = False, speech: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    text = room(
        "Sun Lounge",
        "You are in a sun lounge. An ordinary kind of place.",
        f"There is {state} hardboard door leading east. You need an unguarded exit? You should "
        "try going north. There is an unblocked exit to the west.",
        turn,
        first=speech,
    )
    if speech:
        text = f"\n\n\n\n{SPEECH}{text}"
    return (
        text,
        R(
            "sun lounge",
            "n e w",
            closed="" if door_open else "e",
            leads={"n": "breakfast room", "e": "rumpus room", "w": "vestibule"},
        ),
    )


def breakfast_room(turn: int) -> tuple:
    return (
        room(
            "Breakfast Room",
            "You've entered a breakfast room. You begin to take stock of what's here.",
            "There is a locked ramin door leading north. There is an exit to the south. Don't "
            "worry, it is unguarded.",
            turn,
        ),
        R("breakfast room", "n s", locked="n"),
    )


def rumpus_room(turn: int) -> tuple:
    return (
        room(
            "Rumpus Room",
            "You find yourself in a rumpus room. A typical one.",
            "There is an open hardboard door leading west.",
            turn,
            coin=True,
        ),
        R("rumpus room", "w", coin=True),
    )


def vestibule(turn: int, first: bool = False) -> tuple:
    return (
        room(
            "Vestibule",
            "Well, here we are in the vestibule. The room is well lit.",
            "You don't like doors? Why not try going east, that entranceway is unblocked. There "
            "is an unguarded exit to the south.",
            turn,
            first=first,
        ),
        R("vestibule", "e s"),
    )


def ironing_room(turn: int, first: bool = False) -> tuple:
    return (
        room(
            "Ironing Room",
            "You arrive in an ironing room. An ordinary one.",
            "There is an exit to the north. Don't worry, it is unblocked.",
            turn,
            first=first,
        ),
        R("ironing room", "n"),
    )


def opened(turn: int) -> tuple:
    return (said("You open hardboard door.", "Sun Lounge", turn), K("opened", "e"))


ITEMS = [
    # ---- walks in the house ----
    item(
        sun_lounge(1, speech=True),
        "go up",
        (said("You can't go that way.", "Sun Lounge", 2), K("refused")),
        "go east",
        (
            said("You have to open the hardboard door first.", "Sun Lounge", 3),
            K("refused", "closed"),
        ),
        notes="a refused `go up` (no fact), then the closed hardboard door refused: refused "
        "east, closed (open east); north and west are unguarded exits",
    ),
    item(
        sun_lounge(1, speech=True),
        "open hardboard door",
        opened(2),
        "go east",
        rumpus_room(3),
        "take coin",
        (ending("Rumpus Room", 4), K("took")),
        actions=[],
        notes="the door opened by its kind, the coin taken: the game has ended (*** The End "
        "***): no action; the facts keep the rumpus room, the coin gone",
    ),
    item(
        sun_lounge(1),
        "go north",
        breakfast_room(2),
        "go north",
        (
            said("You have to unlock the ramin door first.", "Breakfast Room", 3),
            K("refused", "locked"),
        ),
        notes="a walk begun in the middle of a game; the locked ramin door refused: refused "
        "north (no action); south is the way in: go back south",
    ),
    item(
        sun_lounge(1),
        "go west",
        vestibule(2),
        "go south",
        ironing_room(3),
        "go north",
        vestibule(4),
        notes="a loop to the ironing room and back: both vestibule exits visited, the way in "
        "east: go back east",
    ),
    item(
        vestibule(7),
        "go east",
        sun_lounge(8),
        notes="a walk begun in the vestibule: the sun lounge entered from the west (visited, "
        "the way back); north open and the hardboard door east closed: go north or open east",
    ),
    item(
        sun_lounge(5),
        "go north",
        breakfast_room(6),
        "go south",
        sun_lounge(7),
        "go west",
        vestibule(8),
        notes="a walk begun in the middle of a game: the breakfast room and back, then the "
        "vestibule: east visited and the way in, south not yet: go south",
    ),
    item(
        sun_lounge(1),
        "open hardboard door",
        opened(2),
        "go east",
        rumpus_room(3),
        "inventory",
        (said("You are carrying nothing.", "Rumpus Room", 4), K("none")),
        notes="an inventory keeps the room: the coin still on the floor: take it",
    ),
    item(
        sun_lounge(1),
        "go west",
        vestibule(2),
        "go south",
        ironing_room(3),
        "go north",
        vestibule(4),
        "go east",
        sun_lounge(5),
        "go north",
        breakfast_room(6),
        notes="five moves: the breakfast room, whose ramin door is locked (no action); south "
        "is the way in: go back south",
    ),
    item(
        ironing_room(11),
        "go east",
        (said("You can't go that way.", "Ironing Room", 12), K("refused")),
        "look",
        ironing_room(13),
        notes="a refusal, then a look that shows no way east: refused east stands; north is "
        "the one exit",
    ),
    item(
        sun_lounge(1),
        "go west",
        vestibule(2),
        "go north",
        (said("You can't go that way.", "Vestibule", 3), K("refused")),
        "go south",
        ironing_room(4),
        notes="a refusal left in the vestibule; the ironing room's one exit north is the way "
        "in: go back north",
    ),
    # ---- single rooms ----
    item(
        room(
            "Garden Room",
            "You arrive in a garden room. An ordinary one.",
            "There is a closed particleboard door leading north. There is an unguarded exit to "
            "the east.",
            1,
            coin=True,
        ),
        R("garden room", "n e", closed="n", coin=True),
        notes="a closed particleboard door north, an unguarded exit east, the coin on the "
        "floor: take it",
    ),
    item(
        room(
            "Family Room",
            "You've entered a family room.",
            "There is an unblocked exit to the east. You don't like doors? Why not try going "
            "south, that entranceway is unguarded. There is an exit to the west. Don't worry, "
            "it is unblocked.",
            6,
        ),
        R("family room", "e s w"),
        notes="three unguarded ways, no coin: any of them",
    ),
    item(
        room(
            "Hobby Room",
            "You find yourself in a hobby room. A typical one. The room is well lit.",
            "There is a locked kiaat door leading west.",
            4,
        ),
        R("hobby room", "w", locked="w"),
        notes="the only exit behind a locked door: no action",
    ),
    item(
        room(
            "Guest Room",
            "Well, here we are in the guest room.",
            "There is an open garapa door leading south. You need an unblocked exit? You "
            "should try going east.",
            9,
            coin=True,
        ),
        R("guest room", "s e", coin=True),
        notes="an open garapa door south and an exit east; the coin on the floor: take it",
    ),
    item(
        "\n\n\n\nHey, thanks for coming over to the TextWorld today. There is something I need "
        "you to do for me. First off, retrieve the coin from the floor of the linen closet. "
        "Got that? Good!"
        + room(
            "Linen Closet",
            "You are in a linen closet. A normal kind of place.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            1,
            coin=True,
            first=True,
        ),
        R("linen closet", "w", coin=True),
        notes="the speech puts the coin in the linen closet, and the room shows it on the "
        "floor: take it",
    ),
    item(
        "\n\n\n\nWelcome to TextWorld! Your job today: make an effort to head north, and then "
        "pick up the coin from the floor of the billiard room. Once that's done, you've won!"
        + room(
            "Games Room",
            "I am required to announce that you are now in the games room.",
            "You need an unguarded exit? You should try going north. There is an unblocked "
            "exit to the south.",
            1,
            first=True,
        ),
        R("games room", "n s"),
        notes="the speech puts the coin in another room (the billiard room): no coin here; "
        "north and south",
    ),
    item(
        (
            room(
                "Drawing Room",
                "This just in- You, in the drawing room.",
                "There is a closed tatajuba door leading south. There is an unguarded exit to "
                "the east.",
                2,
            ),
            R("drawing room", "s e", closed="s"),
        ),
        "go down",
        (said("You can't go that way.", "Drawing Room", 3), K("refused")),
        notes="a refused `go down` is no fact; the closed tatajuba door south and the exit east",
    ),
    item(
        (
            room(
                "Reading Room",
                "You've just sauntered into a reading room.",
                "There is a closed MDF door leading west. There is an exit to the north. "
                "Don't worry, it is unblocked.",
                5,
            ),
            R("reading room", "w n", closed="w"),
        ),
        "go west",
        (
            said("You have to open the MDF door first.", "Reading Room", 6),
            K("refused", "closed"),
        ),
        "open MDF door",
        (said("You open MDF door.", "Reading Room", 7), K("opened", "w")),
        notes="a refusal at the MDF door cleared by opening it by its kind: no refused fact, "
        "west now open",
    ),
    item(
        room(
            "Coat Closet",
            "You are in a coat closet. A typical kind of place.",
            "There is an unguarded exit to the south.",
            3,
        ),
        R("coat closet", "s"),
        notes="one unguarded exit, no coin: go south",
    ),
    item(
        (
            room(
                "Billiard Room",
                "I am sorry to announce that you are now in the billiard room.",
                "There is a locked uPVC door leading north. There is an unblocked exit to "
                "the east.",
                8,
            ),
            R("billiard room", "n e", locked="n"),
        ),
        "go north",
        (
            said("You have to unlock the uPVC door first.", "Billiard Room", 9),
            K("refused", "locked"),
        ),
        notes="the locked uPVC door refused: refused north (no action); east is open",
    ),
]
