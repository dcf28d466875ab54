"""textworld, third round: TextWorld's coin collector's manner (the "-= Room =-" header, its
stock sentences for exits and doors, "There is a coin on the floor.") with new rooms and doors;
none of these is engine output."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GRANARY = (
    "-= Granary =-\nYou find yourself in a granary. An usual kind of place.\n\nThere is a closed "
    "oak door leading north. You need an unblocked exit? You should try going east."
)
_CELLAR = (
    "-= Cellar =-\nYou are in a cellar. A typical one.\n\nThere is an unguarded exit to the "
    "east. You don't like doors? Why not try going west, that entranceway is unblocked."
)
_PANTRY = (
    "-= Pantry =-\nYou arrive in a pantry. An ordinary kind of place.\n\nThere is an unblocked "
    "exit to the west."
)
_LARDER = (
    "-= Larder =-\nWell, here we are in the larder.\n\nThere is an unguarded exit to the east. "
    "You need an unguarded exit? You should try going north."
)
_ATTIC = (
    "-= Attic =-\nYou've just walked into an attic.\n\nThere is an open hatch leading "
    "south. There is an unblocked exit to the east.\n\nThere is a coin on the floor."
)

ITEMS = [
    item(
        "-= Workshop =-\nYou've entered a workshop.\n\nThere is a closed oak door leading north. "
        "You need an unguarded exit? You should try going west.\n\nThere is a coin on the "
        "floor.",
        R("Workshop", "n w", closed="n", coin=True),
    ),
    item(
        "-= Chapel =-\nYou find yourself in a chapel. A standard one.\n\nThere is an unblocked "
        "exit to the east. There is an open iron gate leading south.",
        R("Chapel", "e s"),
    ),
    item(
        "-= Scullery =-\nYou are in a scullery. A typical kind of place.\n\nThere is a closed "
        "screen door leading west. You don't like doors? Why not try going east, that "
        "entranceway is not blocked by one.",
        R("Scullery", "w e", closed="w"),
    ),
    item(
        "-= Boathouse =-\nWell, here we are in the boathouse.\n\nThere is a locked steel door "
        "leading north. There is an exit to the south. Don't worry, it is unblocked.",
        R("Boathouse", "n s", locked="n"),
    ),
    item(
        "-= Forge =-\nYou arrive in a forge. An ordinary one.\n\nYou need an unblocked exit? You "
        "should try going north. You need an unguarded exit? You should try going east. There "
        "is an unblocked exit to the west.\n\nYou see a coin on the floor.",
        R("Forge", "n e w", coin=True),
    ),
    item(
        (_GRANARY, R("Granary", "n e", closed="n")),
        "open oak door",
        ("You open oak door.", K("opened", door="n")),
        notes="the door named by its kind; it is the north door.",
    ),
    item(
        (_GRANARY, R("Granary", "n e", closed="n")),
        "go north",
        ("You have to open the oak door first.", K("refused", "closed")),
    ),
    item(
        (_CELLAR, R("Cellar", "e w")),
        "go east",
        (_PANTRY, R("Pantry", "w")),
        "go west",
        (_CELLAR, R("Cellar", "e w")),
        notes="back in the first room: east is visited, west is not.",
    ),
    item(
        (_CELLAR, R("Cellar", "e w")),
        "go east",
        (_PANTRY, R("Pantry", "w")),
        "go west",
        (_CELLAR, R("Cellar", "e w")),
        "go west",
        (_LARDER, R("Larder", "e n")),
    ),
    item(
        "-= Cloakroom =-\nYou've just walked into a cloakroom.\n\nThere is an open wooden door "
        "leading east. There is a closed sliding door leading south. There is an unguarded exit "
        "to the north.",
        R("Cloakroom", "e s n", closed="s"),
    ),
    item(
        "-= Vestibule =-\nYou are in a vestibule. An usual one.\n\nThere is an unblocked exit to "
        "the west.",
        R("Vestibule", "w"),
    ),
    item(
        "-= Nursery =-\nYou find yourself in a nursery. A normal kind of place.\n\nYou don't "
        "like doors? Why not try going south, that entranceway is unguarded.\n\nThere is a coin "
        "on the floor.",
        R("Nursery", "s", coin=True),
    ),
    item(
        (_ATTIC, R("Attic", "s e", coin=True)),
        "take coin",
        (
            "You pick up the coin from the ground.\n\n\n                               *** The End "
            "***\n\nYou scored 1 out of a possible 1, in 4 turn(s).",
            K("took"),
        ),
        actions=[],
        notes="the game has ended: no action.",
    ),
    item(
        (_ATTIC, R("Attic", "s e", coin=True)),
        "go west",
        ("You can't go that way.", K("refused")),
        "inventory",
        ("You are carrying:\n  an old brass key\n\n", K("none")),
        notes="a refused way that is no exit, then an inventory; the coin is still here.",
    ),
    item(
        "-= Sauna =-\nYou've entered a sauna.\n\nThere is a closed pine door leading east. There "
        "is a closed glass door leading west.",
        R("Sauna", "e w", closed="e w"),
    ),
    item(
        "-= Tool Shed =-\nYou arrive in a tool shed. A normal one.\n\nYou need an unblocked "
        "exit? You should try going south. There is an open plywood door leading north.\n\nThere "
        "is a coin on the floor.",
        R("Tool Shed", "s n", coin=True),
    ),
    item(
        (
            "-= Sitting Room =-\nYou find yourself in a sitting room. An usual kind of place.\n\n"
            "There is an unguarded exit to the south. There is a closed walnut door leading "
            "east.",
            R("Sitting Room", "s e", closed="e"),
        ),
        "open walnut door",
        ("You open walnut door.", K("opened", door="e")),
        "go east",
        (
            "-= Study =-\nYou are in a study. A standard kind of place.\n\nThere is an open walnut "
            "door leading west.\n\nThere is a coin on the floor.",
            R("Study", "w", coin=True),
        ),
    ),
    item(
        (
            "-= Hall =-\nYou've entered a hall.\n\nThere is an unblocked exit to the north. "
            "There is an unguarded exit to the south.",
            R("Hall", "n s"),
        ),
        "go north",
        (
            "-= Landing =-\nWell, here we are in the landing.\n\nThere is an unblocked exit to the "
            "south.",
            R("Landing", "s"),
        ),
        notes="a dead end: every exit visited, the way back south is the initial way.",
    ),
    item(
        "-= Mudroom =-\nYou arrive in a mudroom. A typical kind of place.\n\nThere is a locked "
        "iron door leading south.",
        R("Mudroom", "s", locked="s"),
        notes="the only exit is locked: no action.",
    ),
    item(
        "-= Coin Vault =-\nYou find yourself in a coin vault. An ordinary one.\n\nThere is an "
        "unblocked exit to the north. There is an unguarded exit to the west.",
        R("Coin Vault", "n w"),
        notes="the room's name says coin, but no coin is on the floor.",
    ),
    item(
        "-= Wash House =-\nYou are in a wash house. A normal kind of place.\n\nThere is an "
        "unblocked exit to the east. There is an open iron gate leading north. There is a "
        "locked oak door leading west.\n\nThere is a coin on the floor.",
        R("Wash House", "e n w", locked="w", coin=True),
    ),
]
