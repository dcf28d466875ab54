"""textworld, sixth round: texts in the manner of TextWorld's coin collector as a client prints
them (the room's banner, the prompt and the status line with the move count), on one map with a
screen door: new rooms (attic, salon, pantry, office, vault, canteen, restroom, garage,
recreation zone, closet, lounge, basement) and doors (screen, glass, rusty, steel), "You have to
open the screen door first.", an open by the door's kind, "You can't see any such thing." after
a take where no coin is, an examine, an inventory, the ending after the coin; none is engine
output. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64


def room(name: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room's text as the coin collector prints it, the status line counting the moves."""
    floor = "\n\nThere is a coin on the floor." if coin else ""
    return f"\n\n-= {name} =-\n{intro}\n\n\n\n{exits}{floor}\n\n\n>{PAD}-= {name} =-0/{moves}"


def reply(text: str, name: str, moves: int) -> str:
    return f"\n{text}\n\n\n>{PAD}-= {name} =-0/{moves}"


# the map: Attic e Salon; Salon s Pantry (screen door); Salon e Vault; Pantry w Office (coin).
def attic(moves: int) -> tuple:
    return (
        room(
            "Attic",
            "You arrive in an attic. A dusty kind of place.",
            "You need an unguarded exit? You should try going east.",
            moves,
        ),
        R("attic", "e"),
    )


def salon(moves: int, south: str = "closed") -> tuple:
    return (
        room(
            "Salon",
            "You find yourself in a salon. An ordinary one. You start to take note of what's "
            "in the room.",
            f"There is a {south} screen door leading south. There is an exit to the east. "
            "Don't worry, it is unblocked. You don't like doors? Why not try going west, that "
            "entranceway is unguarded.",
            moves,
        ),
        R("salon", "s e w", closed="s" if south == "closed" else ""),
    )


def pantry(moves: int) -> tuple:
    return (
        room(
            "Pantry",
            "I am required to announce that you are now in the pantry.",
            "There is an open screen door leading north. There is an unblocked exit to the west.",
            moves,
        ),
        R("pantry", "n w"),
    )


def office(moves: int, coin: bool = True) -> tuple:
    return (
        room(
            "Office",
            "Well, here we are in the office. The room is well lit.",
            "There is an exit to the east. Don't worry, it is unguarded.",
            moves,
            coin=coin,
        ),
        R("office", "e", coin=coin),
    )


def vault(moves: int) -> tuple:
    return (
        room(
            "Vault",
            "You've just sauntered into a vault. You begin looking for stuff.",
            "There is an unguarded exit to the west.",
            moves,
        ),
        R("vault", "w"),
    )


def single(name: str, intro: str, exits: str, reading: R, moves: int = 1) -> tuple:
    return (room(name, intro, exits, moves, coin=reading.coin), reading)


ITEMS = [
    item(*attic(1), notes="the first room, one exit given as a suggestion."),
    item(attic(1), "go east", salon(2), notes="a closed screen door south (open south)."),
    item(
        attic(1),
        "go east",
        salon(2),
        "go south",
        (reply("You have to open the screen door first.", "Salon", 3), K("refused", "closed")),
        notes="a refusal at a closed door: refused south, still closed.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "go south",
        (reply("You have to open the screen door first.", "Salon", 3), K("refused", "closed")),
        "open screen door",
        (reply("You open screen door.", "Salon", 4), K("opened", "s")),
        notes="the door opened by its kind clears the refusal: go south.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "open screen door",
        (reply("You open screen door.", "Salon", 3), K("opened", "s")),
        "go south",
        pantry(4),
        notes="through the opened door: north leads back (initial).",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "open screen door",
        (reply("You open screen door.", "Salon", 3), K("opened", "s")),
        "go south",
        pantry(4),
        "go west",
        office(5),
        notes="the coin on the office floor.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "open screen door",
        (reply("You open screen door.", "Salon", 3), K("opened", "s")),
        "go south",
        pantry(4),
        "go west",
        office(5),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                             *** The End ***\n\nYou scored 1 out of "
            "a possible 1, in 6 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, "
            "QUIT or UNDO the last command?\n>" + PAD + "-= Office =-0/5",
            K("took"),
        ),
        actions=(),
        notes="the game has ended after the coin: no action; the facts keep the office.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "go east",
        vault(3),
        "go west",
        salon(4),
        notes="back in the salon: east and west visited, the door south unexplored.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "go east",
        vault(3),
        notes="a dead end: west is the way back (all visited).",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "take coin",
        (reply("You can't see any such thing.", "Salon", 3), K("none")),
        notes="a take where no coin is changes nothing.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "open screen door",
        (reply("You open screen door.", "Salon", 3), K("opened", "s")),
        "go south",
        pantry(4),
        "go west",
        office(5),
        "examine coin",
        (reply("The coin is dull and worn.", "Office", 6), K("none")),
        notes="examining the coin does not take it.",
    ),
    item(
        attic(1),
        "go east",
        salon(2),
        "inventory",
        (reply("You are carrying nothing.", "Salon", 3), K("none")),
        notes="an inventory keeps the room: the door south is still closed.",
    ),
    item(
        *single(
            "Canteen",
            "You arrive in a canteen. A standard kind of place.",
            "There is a closed glass door leading north. There is an exit to the south. "
            "Don't worry, it is unblocked.",
            R("canteen", "n s", closed="n"),
        ),
        notes="a closed glass door north and an open exit south.",
    ),
    item(
        *single(
            "Restroom",
            "You find yourself in a restroom. A normal kind of place.",
            "There is an unguarded exit to the east.",
            R("restroom", "e", coin=True),
            moves=7,
        ),
        notes="the coin on the floor beside one exit.",
    ),
    item(
        *single(
            "Garage",
            "You've just sauntered into a garage. The room is well lit.",
            "There is a closed rusty door leading west. There is a closed steel door leading east.",
            R("garage", "w e", closed="w e"),
            moves=3,
        ),
        notes="two closed doors and no other exit: open either.",
    ),
    item(
        *single(
            "Recreation Zone",
            "Look around you. Take it all in. It's not every day someone gets to be in a "
            "recreation zone.",
            "You don't like doors? Why not try going north, that entranceway is unblocked. "
            "There is an open glass door leading south. You need an unblocked exit? You "
            "should try going west.",
            R("recreation zone", "n s w"),
            moves=9,
        ),
        notes="three exits, one through an open glass door.",
    ),
    item(
        *single(
            "Closet",
            "You are in a closet. An usual one.",
            "There is an exit to the south. Don't worry, it is unguarded.",
            R("closet", "s", coin=True),
            moves=12,
        ),
        notes="a cramped room with the coin.",
    ),
    item(
        *single(
            "Lounge",
            "You arrive in a lounge. A typical kind of place. You begin looking for stuff.",
            "There is an exit to the north. Don't worry, it is unblocked. There is an exit "
            "to the east. Don't worry, it is unblocked. There is an exit to the south. Don't "
            "worry, it is unblocked. There is an exit to the west. Don't worry, it is "
            "unblocked.",
            R("lounge", "n e s w"),
            moves=2,
        ),
        notes="four open exits in one template.",
    ),
    item(
        *single(
            "Basement",
            "Well, here we are in the basement.",
            "There is a closed steel door leading east. You need an unguarded exit? You should "
            "try going north.",
            R("basement", "e n", closed="e", coin=True),
            moves=5,
        ),
        notes="the coin beside a closed door: take it first.",
    ),
    item(
        vault(1),
        "go north",
        (reply("You can't go that way.", "Vault", 2), K("refused")),
        "go south",
        (reply("You can't go that way.", "Vault", 3), K("refused")),
        notes="two refusals in the first room: refused north and south; west is the way.",
    ),
]
