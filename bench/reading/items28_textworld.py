"""textworld, twenty-eighth round: the coin collector's manner as its client prints it (leading
blank lines, the header, filler sentences, exit and door sentences, the prompt and the status line
counting the moves); none is engine output. Ten walks (2-6 turns) on one small tree map of a pencil
factory: Slat Store (a closed lacewood door north to the Graphite Room, an unguarded exit east to
the Lacquer Room), Lacquer Room (south to the Ferrule Room), Ferrule Room (a locked ironbark door
east), Graphite Room (west to the Eraser Store), Eraser Store (the coin); the quest's speech before
the first room, a refused `go up`, "You have to open the lacewood door first.", "You open lacewood
door.", "You have to unlock the ironbark door first.", "You are carrying nothing.", loops back to
the slat store and the lacquer room, the ending after the coin. Single rooms (sharpening room,
stencil room, varnish store, glue kitchen, boxing room, core store, tally office, ink room, dipping
shed, cedar yard) with tupelo, pecan, hackberry, buckeye, cumaru, snakewood, marblewood, abura and
afzelia doors open, closed and locked, a speech that puts the coin in another room, a refused `go
up` and a door opened by its kind. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def tw(room: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the client prints it after a move."""
    tail = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {room} =-\n{intro}\n\n\n\n{exits}{tail}{status(room, moves)}"


def said(line: str, room: str, moves: int) -> str:
    """A one-line reply with the prompt and the status line."""
    return f"\n{line}\n\n\n{status(room, moves)}"


SPEECH = (
    "Welcome to TextWorld! Here is your task for today. First off, if it's not too much "
    "trouble, try to open the lacewood door. Then, go north. After that, make an "
    "effort to go west. And then, pick up the coin from the floor of the eraser store. Once "
    "you have done that, you have won!"
)


# The pencil factory (a tree): Slat Store n Graphite Room (lacewood door, closed at first), e
# Lacquer Room; Lacquer Room s Ferrule Room (a locked ironbark door east); Graphite Room w
# Eraser Store (the coin).
def slat(moves: int, door_open: bool = False, first: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = tw(
        "Slat Store",
        "You are in a slat store. A normal one. Cedar slats are stacked to the ceiling.",
        f"There is {door} lacewood door leading north. There is an exit to the east. Don't "
        "worry, it is unguarded.",
        moves,
    )
    if first:
        text = SPEECH + text
    return (text, R("slat store", "n e", closed="" if door_open else "n"))


def lacquer(moves: int) -> tuple:
    return (
        tw(
            "Lacquer Room",
            "You've entered a lacquer room. You can barely contain your excitement.",
            "You need an unguarded exit? You should try going south. There is an unblocked "
            "exit to the west.",
            moves,
        ),
        R("lacquer room", "s w"),
    )


def ferrule(moves: int) -> tuple:
    return (
        tw(
            "Ferrule Room",
            "You arrive in a ferrule room. A standard kind of place.",
            "There is a locked ironbark door leading east. You don't like doors? Why not try "
            "going north, that entranceway is unblocked.",
            moves,
        ),
        R("ferrule room", "e n", locked="e"),
    )


def graphite(moves: int) -> tuple:
    return (
        tw(
            "Graphite Room",
            "Well, here we are in the graphite room. Everything is faintly grey.",
            "There is an open lacewood door leading south. There is an exit to the west. "
            "Don't worry, it is unblocked.",
            moves,
        ),
        R("graphite room", "s w"),
    )


def eraser(moves: int) -> tuple:
    return (
        tw(
            "Eraser Store",
            "You are in an eraser store. An ordinary kind of place.",
            "There is an unguarded exit to the east.",
            moves,
            coin=True,
        ),
        R("eraser store", "e", coin=True),
    )


def opened(moves: int) -> tuple:
    return (said("You open lacewood door.", "Slat Store", moves), K("opened", "n"))


def the_end(room: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{moves} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
        f"the last command?\n> {PAD}-= {room} =-0/{moves - 1}"
    )


FACTORY = [
    item(
        slat(1, first=True),
        "go up",
        (said("You can't go that way.", "Slat Store", 2), K("refused")),
        "go east",
        lacquer(3),
        notes="a refused `go up` (no fact) left in the slat store; in the lacquer room west is "
        "visited and initial, south unexplored",
    ),
    item(
        slat(1, first=True),
        "go north",
        (
            said("You have to open the lacewood door first.", "Slat Store", 2),
            K("refused", "closed"),
        ),
        "open lacewood door",
        opened(3),
        "go north",
        graphite(4),
        notes="the closed lacewood door refused, opened by its kind and walked through: in the "
        "graphite room south is visited and initial, west unexplored",
    ),
    item(
        slat(1, first=True),
        "open lacewood door",
        opened(2),
        "go north",
        graphite(3),
        "go west",
        eraser(4),
        notes="the speech's own route: the eraser store's coin is here: take it; its only "
        "exit, east, is visited and initial (all_visited)",
    ),
    item(
        slat(1, first=True),
        "open lacewood door",
        opened(2),
        "go north",
        graphite(3),
        "go west",
        eraser(4),
        "take coin",
        (the_end("Eraser Store", 5), K("took")),
        actions=[],
        notes="the coin taken and the game over (*** The End ***): no action; the facts keep "
        "the room, the coin gone",
    ),
    item(
        slat(1, first=True),
        "go east",
        lacquer(2),
        "go south",
        ferrule(3),
        "go east",
        (
            said("You have to unlock the ironbark door first.", "Ferrule Room", 4),
            K("refused", "locked"),
        ),
        notes="the locked ironbark door refused: east locked and refused (no action); north "
        "visited and initial: go back north",
    ),
    item(
        slat(1, first=True),
        "go east",
        lacquer(2),
        "go west",
        slat(3),
        notes="back in the slat store: east visited; the lacewood door north is closed "
        "(unexplored: open it); no initial in the first room",
    ),
    item(
        slat(1, first=True),
        "go east",
        lacquer(2),
        "go south",
        ferrule(3),
        "go north",
        lacquer(4),
        notes="the lacquer room again: west (initial) and south visited (all_visited); go "
        "back west",
    ),
    item(
        slat(1, first=True),
        "open lacewood door",
        opened(2),
        "go north",
        graphite(3),
        "go south",
        slat(4, door_open=True),
        "go east",
        lacquer(5),
        notes="to the graphite room and back, then east: in the lacquer room west is visited "
        "and initial, south unexplored",
    ),
    item(
        slat(1, first=True),
        "inventory",
        (said("You are carrying nothing.", "Slat Store", 2), K("none")),
        "go east",
        lacquer(3),
        "go south",
        ferrule(4),
        notes="an inventory, then two moves: the ferrule room's north is visited and initial; "
        "the ironbark door east is locked (no action): go back north",
    ),
    item(
        slat(1, first=True),
        "go east",
        lacquer(2),
        "go west",
        slat(3),
        "go north",
        (
            said("You have to open the lacewood door first.", "Slat Store", 4),
            K("refused", "closed"),
        ),
        "open lacewood door",
        opened(5),
        "go north",
        graphite(6),
        "go west",
        eraser(7),
        notes="six turns: east and back, the door refused, opened and walked through, then the "
        "eraser store: take the coin; east visited and initial (all_visited)",
    ),
]


def single(room: str, intro: str, exits: str, coin: bool = False, speech: str = "") -> str:
    return speech + tw(room, intro, exits, 1, coin)


SINGLE = [
    item(
        single(
            "Sharpening Room",
            "You find yourself in a sharpening room. Not the most exciting place, but it'll do.",
            "There is a closed tupelo door leading west. There is an unguarded exit to the north.",
            coin=True,
        ),
        R("sharpening room", "w n", closed="w", coin=True),
        notes="a coin on the floor: take it; the tupelo door west is closed, north open",
    ),
    item(
        single(
            "Stencil Room",
            "You are in a stencil room. A typical kind of place.",
            "There is a locked pecan door leading south.",
        ),
        R("stencil room", "s", locked="s"),
        notes="the only exit is a locked pecan door: closed, no action",
    ),
    item(
        single(
            "Varnish Store",
            "You've entered a varnish store. The smell is something else.",
            "You need an unguarded exit? You should try going east. There is an exit to the "
            "north. Don't worry, it is unblocked. There is an open hackberry door leading "
            "south. You don't like doors? Why not try going west, that entranceway is "
            "unguarded.",
        ),
        R("varnish store", "e n s w"),
        notes="four exits, one through an open hackberry door: all open, none visited",
    ),
    item(
        single(
            "Glue Kitchen",
            "You arrive in a glue kitchen. An ordinary one.",
            "There is a closed buckeye door leading north. There is an unblocked exit to the east.",
            speech="Who's got a virtual machine and is about to play through an amazing round "
            "of TextWorld? You do! Your first objective is to go east. Then, go south. After "
            "that, pick up the coin from the floor of the boxing room. Got that? Good!",
        ),
        R("glue kitchen", "n e", closed="n"),
        notes="the speech puts the coin in the boxing room, not here: no coin; the buckeye "
        "door north is closed (open it), east open",
    ),
    item(
        (
            single(
                "Boxing Room",
                "You are in a boxing room. Cardboard everywhere.",
                "There is an exit to the west. Don't worry, it is unguarded.",
            ),
            R("boxing room", "w"),
        ),
        "go up",
        (said("You can't go that way.", "Boxing Room", 2), K("refused")),
        notes="a refused `go up` is no fact; the only exit, west, is open and unvisited",
    ),
    item(
        (
            single(
                "Core Store",
                "You find yourself in a core store. Let's see what's in here.",
                "There is a closed cumaru door leading south. There is an open snakewood door "
                "leading east.",
            ),
            R("core store", "s e", closed="s"),
        ),
        "open cumaru door",
        (said("You open cumaru door.", "Core Store", 2), K("opened", "s")),
        notes="the cumaru door opened by its kind: both doors now open, both exits unexplored",
    ),
    item(
        single(
            "Tally Office",
            "You are in a tally office. A normal kind of place. You begin to take stock of "
            "what's here.",
            "There is a locked marblewood door leading east. There is a closed abura door "
            "leading west.",
        ),
        R("tally office", "e w", locked="e", closed="w"),
        notes="a locked marblewood door (no action) and a closed abura door (open it)",
    ),
    item(
        single(
            "Ink Room",
            "This just in- You, in the ink room.",
            "There is an unguarded exit to the south.",
            coin=True,
        ),
        R("ink room", "s", coin=True),
        notes="the coin on the floor: take it; south is the only exit",
    ),
    item(
        (
            single(
                "Dipping Shed",
                "You've entered a dipping shed. You decide to look around.",
                "There is a closed afzelia door leading north. You need an unblocked exit? You "
                "should try going west.",
            ),
            R("dipping shed", "n w", closed="n"),
        ),
        "go north",
        (
            said("You have to open the afzelia door first.", "Dipping Shed", 2),
            K("refused", "closed"),
        ),
        "look",
        (
            "\n-= Dipping Shed =-\nYou've entered a dipping shed. You decide to look around."
            "\n\n\n\nThere is a closed afzelia door leading north. You need an unblocked exit? "
            f"You should try going west.\n\n\n\n{status('Dipping Shed', 3)}",
            R("dipping shed", "n w", closed="n"),
        ),
        notes="a closed door refused, then a look that shows it still closed: the refusal "
        "stands; open north or go west",
    ),
    item(
        single(
            "Cedar Yard",
            "Well, here we are in the cedar yard. Logs lie in stacks, drying.",
            "There is an unblocked exit to the north. There is an unblocked exit to the south. "
            "There is an unguarded exit to the west.",
        ),
        R("cedar yard", "n s w"),
        notes="three open exits in the engine's manner; no coin",
    ),
]

ITEMS = FACTORY + SINGLE
