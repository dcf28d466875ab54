"""textworld, fourth round: texts in the manner of TextWorld's coin collector (headers
"-= Room =-", "There is a closed X door leading north.", "You need an unguarded exit? You
should try going west."), with new rooms, door materials and endings; none is engine output.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

WORKSHOP = (
    "-= Workshop =-\nYou are in a workshop. You begin looking for stuff.\n\nThere is an exit "
    "to the east. Don't worry, it is unguarded. There is a closed birch door leading south.",
    R("Workshop", "e s", closed="s"),
)
SALON = (
    "-= Salon =-\nYou arrive in a salon. A normal one. You can barely contain your "
    "excitement.\n\nYou need an unguarded exit? You should try going north.",
    R("Salon", "n"),
)
LAUNDERETTE = (
    "-= Launderette =-\nYou've just walked into a launderette.\n\nThere is an exit to the "
    "east. Don't worry, it is unblocked. You don't like doors? Why not try going south, that "
    "entranceway is not blocked by one.",
    R("Launderette", "e s"),
)
UTILITY = (
    "-= Utility Room =-\nYou find yourself in a utility room. An usual kind of place.\n\nThere "
    "is a closed chipboard door leading north. You need an unguarded exit? You should try "
    "going west.",
    R("Utility Room", "n w", closed="n"),
)
COLD_STORE = (
    "-= Cold Store =-\nYou are in a cold store. Your breath fogs in the air.\n\nThere is an "
    "open chipboard door leading south.\n\nYou see a coin on the floor.",
    R("Cold Store", "s", coin=True),
)

ITEMS = [
    item(
        "-= Boiler Room =-\nYou find yourself in a boiler room. A typical kind of place.\n\n"
        "There is a closed steel door leading north. You need an unguarded exit? You should "
        "try going west.\n\nYou see a coin on the floor.",
        R("Boiler Room", "n w", closed="n", coin=True),
    ),
    item(
        "-= Studio =-\nYou've entered a studio.\n\nYou don't like doors? Why not try going "
        "south, that entranceway is not blocked by one. There is an open glass door leading "
        "east.",
        R("Studio", "s e"),
    ),
    item(
        "-= Sunroom =-\nWell, here we are in the sunroom.\n\nThere is a locked mahogany door "
        "leading west. You need an unguarded exit? You should try going north.",
        R("Sunroom", "w n", locked="w"),
    ),
    item(
        WORKSHOP,
        "go east",
        (
            "-= Office =-\nYou arrive in an office. A normal one.\n\nYou need an unguarded "
            "exit? You should try going west.\n\nYou see a coin.",
            R("Office", "w", coin=True),
        ),
    ),
    item(
        WORKSHOP,
        "open birch door",
        ("You open birch door.", K("opened", door="s")),
        notes="the door opened by its material: the south door is now open",
    ),
    item(
        SALON,
        "go south",
        ("You can't go that way.", K("refused")),
        "look",
        SALON,
        notes="a refusal, then the room looked at again: the refusal stands",
    ),
    item(
        (
            "-= Pantry =-\nYou are in a pantry. An ordinary one.\n\nThere is an exit to the "
            "north. Don't worry, it is unblocked.\n\nYou see a coin on the floor.",
            R("Pantry", "n", coin=True),
        ),
        "take coin",
        (
            "You take the coin from the floor.\n\n*** The End ***\n\nYou scored 1 out of a "
            "possible 1, in 1 turn(s).",
            K("took"),
        ),
        actions=(),
        notes="the game has ended: no action",
    ),
    item(
        "-= Chamber =-\nYou have stumbled into a chamber. The room is well lit.\n\nThere is an "
        "unblocked exit to the north. There is an unblocked exit to the south. You don't like "
        "doors? Why not try going east, that entranceway is not blocked by one.",
        R("Chamber", "n s e"),
    ),
    item(
        "-= Spare Room =-\nI never took you for the sort of person who would show up in a spare "
        "room, but I guess I was wrong.\n\nThere is a closed plastic door leading east. There "
        "is a locked iron door leading south.\n\nYou see a coin on the floor.",
        R("Spare Room", "e s", closed="e", locked="s", coin=True),
    ),
    item(
        "-= Vault =-\nYou are in a vault. An usual one.\n\nThere is a locked steel door leading "
        "north.",
        R("Vault", "n", locked="n"),
        notes="the only exit is locked: no action",
    ),
    item(
        "-= Recreation Room =-\nYou are in a recreation room. A standard one.\n\nYou make out "
        "an exit to the west. There is an exit to the north. Don't worry, it is unblocked.",
        R("Recreation Room", "w n"),
    ),
    item(
        LAUNDERETTE,
        "go east",
        UTILITY,
        "open chipboard door",
        ("You open chipboard door.", K("opened", door="n")),
        "go north",
        COLD_STORE,
    ),
    item(
        LAUNDERETTE,
        "go east",
        UTILITY,
        "go west",
        (
            "-= Launderette =-\nYou've just walked into a launderette.\n\nThere is an exit to "
            "the east. Don't worry, it is unblocked. You don't like doors? Why not try going "
            "south, that entranceway is not blocked by one.\n\nA dryer buzzes and stops.",
            R("Launderette", "e s"),
        ),
        notes="back in the first room: east visited; the event line keeps the text new",
    ),
    item(
        "-= Attic =-\nYou are in an attic. You try to gain information on your surroundings by "
        "using a technique you call 'looking'.\n\nThere is a closed wooden hatch leading down. "
        "You need an unguarded exit? You should try going east.",
        R("Attic", "d e", closed="d"),
        notes="a hatch down is outside the vocabulary",
    ),
    item(
        "-= Corridor =-\nYou're now in a corridor.\n\nThere is an open oak door leading north. "
        "There is an open oak door leading south.",
        R("Corridor", "n s"),
    ),
    item(
        (
            "-= Cellar =-\nYou are in a cellar. It smells of damp earth.\n\nThere is a closed "
            "iron door leading south. There is an exit to the west. Don't worry, it is "
            "unguarded.",
            R("Cellar", "s w", closed="s"),
        ),
        "go south",
        ("You have to open the iron door first.", K("refused", "closed")),
        notes="a move into a closed door refused: closed and refused",
    ),
    item(
        "-= Bathroom =-\nYou are in a bathroom. The tiles are cold.\n\nThere is a closed glass "
        "door leading west. There is an exit to the east. Don't worry, it is unblocked.\n\nYou "
        "see a coin.",
        R("Bathroom", "w e", closed="w", coin=True),
    ),
    item(
        "-= Garden Shed =-\nYou arrive in a garden shed. A cramped one.\n\nThere is a locked "
        "wicker door leading north. There is a closed wicker door leading east.",
        R("Garden Shed", "n e", locked="n", closed="e"),
    ),
    item(
        (
            "-= Gallery =-\nYou are in a gallery. Empty frames hang on the walls.\n\nYou don't "
            "like doors? Why not try going west, that entranceway is not blocked by one. There "
            "is an exit to the north. Don't worry, it is unguarded.",
            R("Gallery", "w n"),
        ),
        "go north",
        (
            "-= Studio Flat =-\nYou arrive in a studio flat.\n\nYou need an unguarded exit? You "
            "should try going south. There is a closed pine door leading east.",
            R("Studio Flat", "s e", closed="e"),
        ),
    ),
    item(
        "-= Scriptorium =-\nYou're now in a scriptorium. Ink pots stand on every desk.\n\nThere "
        "is an exit to the south. Don't worry, it is unblocked. There is an exit to the west. "
        "Don't worry, it is unguarded. There is an exit to the east. Don't worry, it is "
        "unblocked.",
        R("Scriptorium", "s w e"),
    ),
]
