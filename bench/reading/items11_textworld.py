"""textworld, eleventh round: TextWorld's coin collector in its own manner (the room's "-= Name =-"
heading, a one-line description, "There is an unguarded exit to the east.", "You don't like doors?
Why not try going south, that entranceway is unblocked.", "There is a closed oak door leading
north.", "There is a coin on the floor.", the prompt and the status line counting the moves), on one
map (nursery, studio, boxroom, den) with an oak door: the quest's speech before the first room, "You
have to open the oak door first.", "You open oak door.", "You can't go that way." for a way never
given and for `go up`, a walk to the den and back to the nursery and on to the studio, the ending
after the coin; single rooms (sitting room, cellar, laundry, attic, pantry, coal store, strongroom,
hallway) with closed, open and locked doors. None is engine output. What a person reads in each text
is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

SPEECH = (
    "Welcome to TextWorld! Here is what I need from you today. First, try to go east. Then, "
    "head north. Once you get there, pick up the coin from the floor of the boxroom. That's "
    "all there is to it!"
)


def _status(name: str, moves: int) -> str:
    return f">{' ' * 120}-= {name} =-0/{moves}"


def tw_room(name: str, body: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as TextWorld prints it: heading, description, exits, the coin, prompt and status."""
    coin_line = "There is a coin on the floor.\n\n" if coin else ""
    return f"\n\n-= {name} =-\n{body}\n\n\n\n{exits}\n\n{coin_line}\n{_status(name, moves)}"


def tw_reply(line: str, name: str, moves: int) -> str:
    """A reply that keeps the room, with the prompt and status line after it."""
    return f"\n{line}\n\n\n{_status(name, moves)}"


def nursery(moves: int, intro: bool = False) -> tuple:
    text = tw_room(
        "Nursery",
        "You've entered a nursery. You begin to take stock of what's here.",
        "There is an unguarded exit to the east. You don't like doors? Why not try going south, "
        "that entranceway is unblocked.",
        moves,
    )
    if intro:
        text = f"{SPEECH}\n{text}"
    return (text, R("nursery", "e s"))


def studio(moves: int, door: str = "closed") -> tuple:
    text = tw_room(
        "Studio",
        "You arrive in a studio. A typical kind of place.",
        f"There is {'a closed' if door == 'closed' else 'an open'} oak door leading north. There "
        "is an exit to the west. Don't worry, it is unblocked.",
        moves,
    )
    return (text, R("studio", "n w", closed="n" if door == "closed" else ""))


def boxroom(moves: int, coin: bool = True) -> tuple:
    text = tw_room(
        "Boxroom",
        "Well, here we are in the boxroom. You start to take note of what's in the room.",
        "There is an open oak door leading south.",
        moves,
        coin=coin,
    )
    return (text, R("boxroom", "s", coin=coin))


def den(moves: int) -> tuple:
    text = tw_room(
        "Den",
        "You are in a den. An ordinary kind of place.",
        "You need an unguarded exit? You should try going north.",
        moves,
    )
    return (text, R("den", "n"))


def single(name: str, body: str, exits: str, reading: R, coin: bool = False) -> tuple:
    return (tw_room(name, body, exits, 1, coin=coin), reading)


ITEMS = [
    item(
        nursery(1, intro=True),
        notes="the quest's speech names moves to make, not exits; the room gives east and south",
    ),
    item(
        nursery(1, intro=True),
        "go east",
        studio(2),
        notes="went east: west leads back to the nursery (visited, initial); the oak door north "
        "is closed: open it",
    ),
    item(
        nursery(1, intro=True),
        "go east",
        studio(2),
        "go north",
        (tw_reply("You have to open the oak door first.", "Studio", 3), K("refused", "closed")),
        notes="TextWorld's refusal at a closed door: closed and refused; open north",
    ),
    item(
        nursery(1, intro=True),
        "go east",
        studio(2),
        "go north",
        (tw_reply("You have to open the oak door first.", "Studio", 3), K("refused", "closed")),
        "open oak door",
        (tw_reply("You open oak door.", "Studio", 4), K("opened", door="n")),
        notes="the oak door opened by its kind: the refusal is cleared and the way north open",
    ),
    item(
        nursery(1, intro=True),
        "go east",
        studio(2),
        "go north",
        (tw_reply("You have to open the oak door first.", "Studio", 3), K("refused", "closed")),
        "open oak door",
        (tw_reply("You open oak door.", "Studio", 4), K("opened", door="n")),
        "go north",
        boxroom(5),
        notes="through the oak door into the boxroom: south leads back (visited, initial, all "
        "visited); the coin on the floor: take it",
    ),
    item(
        nursery(1, intro=True),
        "go east",
        studio(2),
        "open oak door",
        (tw_reply("You open oak door.", "Studio", 3), K("opened", door="n")),
        "go north",
        boxroom(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                                                       *** The End ***"
            "\n\nYou scored 1 out of a possible 1, in 5 turns.\n\n\nWould you like to RESTART, "
            "RESTORE a saved game, QUIT or UNDO the last command?\n>"
            + " " * 121
            + "-= Boxroom =-0/4",
            K("took"),
        ),
        actions=[],
        notes="the game has ended after the coin (*** The End ***): no action; the facts keep "
        "the boxroom, the coin gone",
    ),
    item(
        nursery(1, intro=True),
        "go south",
        den(2),
        "go west",
        (tw_reply("You can't go that way.", "Den", 3), K("refused")),
        notes="west was never given in the den: refused; the only exit leads back north "
        "(visited, initial, all visited)",
    ),
    item(
        nursery(1, intro=True),
        "go south",
        den(2),
        "go north",
        nursery(3),
        notes="back in the first room: south leads to the visited den; no initial in the first "
        "room; east is unvisited",
    ),
    item(
        nursery(1, intro=True),
        "go up",
        (tw_reply("You can't go that way.", "Nursery", 2), K("refused")),
        notes="a refused `go up` is outside the vocabulary: no fact; the nursery's two exits",
    ),
    item(
        nursery(1, intro=True),
        "go south",
        den(2),
        "go north",
        nursery(3),
        "go east",
        studio(4),
        notes="the den and back, then east: in the studio west leads to the visited nursery "
        "(visited, initial); the oak door north is closed and unexplored: open it",
    ),
    item(
        single(
            "Sitting Room",
            "You find yourself in a sitting room. An ordinary one.",
            "There is an exit to the north. Don't worry, it is unguarded.",
            R("sitting room", "n", coin=True),
            coin=True,
        ),
        notes="TextWorld's coin line: a coin; one exit north",
    ),
    item(
        single(
            "Cellar",
            "You arrive in a cellar. A normal kind of place. The room is well lit.",
            "There is a locked metal door leading south. There is an exit to the west. Don't "
            "worry, it is unblocked.",
            R("cellar", "s w", locked="s"),
        ),
        notes="a locked metal door south (no open); the open exit west",
    ),
    item(
        single(
            "Laundry",
            "You've entered a laundry. Let's see what's in here.",
            "There is a closed wooden door leading west. There is an unguarded exit to the north.",
            R("laundry", "w n", closed="w", coin=True),
            coin=True,
        ),
        notes="a closed wooden door west, an open exit north; the coin on the floor comes first",
    ),
    item(
        single(
            "Attic",
            "You are in an attic. A standard kind of place.",
            "There is an open plank door leading east. You need an unblocked exit? You should "
            "try going south.",
            R("attic", "e s"),
        ),
        notes="an open plank door east and an exit south: two ways",
    ),
    item(
        single(
            "Pantry",
            "You are in a pantry. An usual kind of place.",
            "There is an unblocked exit to the east. There is an unguarded exit to the west.",
            R("pantry", "e w"),
        ),
        "inventory",
        (tw_reply("You are carrying nothing.", "Pantry", 2), K("none")),
        notes="an inventory keeps the room and what is known of it: two exits",
    ),
    item(
        single(
            "Coal Store",
            "You find yourself in a coal store. A typical one.",
            "You don't like doors? Why not try going east, that entranceway is unguarded.",
            R("coal store", "e"),
        ),
        "go west",
        (tw_reply("You can't go that way.", "Coal Store", 2), K("refused")),
        "look",
        (
            tw_room(
                "Coal Store",
                "You find yourself in a coal store. A typical one.",
                "You don't like doors? Why not try going east, that entranceway is unguarded.",
                3,
            ),
            R("coal store", "e"),
        ),
        notes="west refused, then a look shows no way west: the refusal stands; east is the "
        "only exit",
    ),
    item(
        single(
            "Scullery",
            "You've just walked into a scullery. You try to gain information on your "
            "surroundings by using a technique you call 'looking.'",
            "There is an unguarded exit to the south. There is a closed birchwood door leading "
            "east.",
            R("scullery", "s e", closed="e", coin=True),
            coin=True,
        ),
        notes="the coin line after two exits, one behind a closed door: take the coin",
    ),
    item(
        single(
            "Hall",
            "You are in a hall. A normal one.",
            "There is an unguarded exit to the north. There is an unblocked exit to the south. "
            "You don't like doors? Why not try going east, that entranceway is unguarded. "
            "There is an exit to the west. Don't worry, it is unblocked.",
            R("hall", "n s e w"),
        ),
        notes="TextWorld's four exit sentences: four exits",
    ),
    item(
        single(
            "Strongroom",
            "You've entered a strongroom. The room seems oddly familiar, as though it were "
            "only superficially different from the other rooms in the building.",
            "There is a locked iron door leading north.",
            R("strongroom", "n", locked="n"),
        ),
        notes="the only exit is behind a locked iron door: no action",
    ),
    item(
        single(
            "Porch",
            "You arrive in a porch. An ordinary kind of place.",
            "There is an open screen door leading north.",
            R("porch", "n"),
        ),
        "go north",
        (
            tw_room(
                "Hallway",
                "You are in a hallway. You begin looking for stuff.",
                "There is an open screen door leading south. There is a closed pine door leading "
                "east.",
                2,
                coin=True,
            ),
            R("hallway", "s e", closed="e", coin=True),
        ),
        notes="through the open screen door: south leads back (visited, initial); the coin on "
        "the floor first",
    ),
]
