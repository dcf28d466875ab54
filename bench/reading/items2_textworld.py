"""textworld, second round: texts in the manner of TextWorld's coin collector ("-= Room =-",
"You find yourself in a ...", "There is an open door leading east.", "You need an unguarded
exit? You should try going east."), new rooms and doors; no text here comes from the engine."""

from bench.reading.author import K, R, item

_SAUNA = (
    "-= Sauna =-\nYou arrive at a sauna. A normal kind of place.\n\nThere is an unguarded exit to"
    " the east. You need an unblocked exit? You should try going north.\n\nYou see a coin."
)

ITEMS = [
    item(
        "-= Cellar =-\nYou find yourself in a cellar. A typical one.\n\nThere is an open wooden"
        " door"
        " leading north. You need an unguarded exit? You should try going east.\n\nThere is a"
        " coin on the floor.",
        R("cellar", "n e", coin=True),
    ),
    item(
        "-= Scriptorium =-\nYou've entered a scriptorium.\n\nYou don't like doors? Why not try"
        " going"
        " south, that entranceway is not blocked by one. There is a closed iron gate leading"
        " west.",
        R("scriptorium", "s w", closed="w"),
    ),
    item(
        "-= Greenhouse =-\nWell, here we are in the greenhouse.\n\nThere is an unblocked exit to"
        " the"
        " north. There is an exit to the east. Don't worry, it is unguarded.",
        R("greenhouse", "n e"),
    ),
    item(
        (
            "-= Laundry =-\nYou are in a laundry. A humdrum one.\n\nThere is an unguarded exit to"
            " the west.",
            R("laundry", "w"),
        ),
        "go west",
        (_SAUNA, R("sauna", "e n", coin=True)),
    ),
    item(
        (
            "-= Laundry Room =-\nYou're now in the laundry room.\n\nThere is an unguarded exit to"
            " the west.",
            R("laundry room", "w"),
        ),
        "go west",
        (
            _SAUNA.replace("You see a coin.", "You see a coin on the bench."),
            R("sauna", "e n", coin=True),
        ),
        "take coin",
        (
            "You pick up the coin from the bench.\n\n\nYour score has just gone up by one"
            " point.\n\n\n"
            "                               *** The End ***\n\nYou scored 1 out of a possible 1, in"
            " 3 turn(s).",
            K("took"),
        ),
        actions=[],
        notes="the game has ended: no action",
    ),
    item(
        "-= Workshop =-\nI never took you for the sort of person who would show up in a workshop,"
        " but I guess I was wrong.\n\nThere is a closed door leading south. There is a closed"
        " hatch leading east.",
        R("workshop", "s e", closed="s e"),
    ),
    item(
        (
            "-= Armoury =-\nYou arrive in an armoury. An ordinary one.\n\nThere is a closed wooden"
            " door leading south. There is an exit to the north. Don't worry, it is unblocked.",
            R("armoury", "s n", closed="s"),
        ),
        "open wooden door",
        ("You open the heavy wooden door.", K("opened", door="s")),
    ),
    item(
        (
            "-= Vault =-\nYou've just sauntered into a vault.\n\nThere is an exit to the north."
            " Don't worry, it is unblocked.",
            R("vault", "n"),
        ),
        "go west",
        ("That's not a direction you can go in.", K("refused")),
    ),
    item(
        "Welcome to TextWorld! You are playing a coin-collecting game: find the coin and take it."
        "\n\n-= Attic =-\nYou arrive in an attic. An ordinary one.\n\nThere is an unguarded exit to"
        " the south.",
        R("attic", "s"),
    ),
    item(
        (
            "-= Hall =-\nYou find yourself in a hall. A standard one.\n\nThere is an exit to the"
            " east. Don't worry, it is unguarded.",
            R("hall", "e"),
        ),
        "go east",
        (
            "-= Gallery =-\nYou've entered a gallery.\n\nThere is an unblocked exit to the west."
            " You need an unguarded exit? You should try going north.",
            R("gallery", "w n"),
        ),
        "go north",
        (
            "-= Observatory =-\nYou're now in the observatory.\n\nThere is an unguarded exit to the"
            " south.\n\nThere is a coin on the floor.",
            R("observatory", "s", coin=True),
        ),
    ),
    item(
        (
            "-= Bedroom =-\nYou find yourself in a bedroom. A cosy one.\n\nYou don't like doors?"
            " Why not try going east, that entranceway is not blocked by one.",
            R("bedroom", "e"),
        ),
        "go east",
        (
            "-= Closet =-\nYou're now in a closet.\n\nYou need an unguarded exit? You should try"
            " going west.",
            R("closet", "w"),
        ),
    ),
    item(
        "-= Bakery =-\nYou are in a bakery. A standard one.\n\nThere is an open screen door leading"
        " north. There is a closed door leading west.\n\nOn the counter you can see a coin.",
        R("bakery", "n w", closed="w", coin=True),
    ),
    item(
        "-= Chapel =-\nYou've just walked into a chapel.\n\nThere is an exit to the south. Don't"
        " worry, it is unguarded. You don't like doors? Why not try going east, that entranceway"
        " is not blocked by one. There is a locked portcullis leading north.",
        R("chapel", "s e n", locked="n"),
    ),
    item(
        (
            "-= Pantry =-\nYou arrive at a pantry. A normal one.\n\nThere is an unguarded exit to"
            " the north. There is a closed door leading east.",
            R("pantry", "n e", closed="e"),
        ),
        "look",
        (
            "-= Pantry =-\nYou arrive at a pantry. A normal one.\n\nThere is an unguarded exit to"
            " the north. There is a closed door leading east.\n",
            R("pantry", "n e", closed="e"),
        ),
    ),
    item(
        (
            "-= Porch =-\nYou find yourself on a porch.\n\nThere is an unblocked exit to the south."
            " You need an unguarded exit? You should try going west.",
            R("porch", "s w"),
        ),
        "inventory",
        ("You are carrying nothing.", K("none")),
    ),
    item(
        "-= Spare Room =-\nYou're now in the spare room.\n\nThere is an unguarded exit to the east."
        " There is an unguarded exit to the west. There is an unblocked exit to the north. You"
        " need an unguarded exit? You should try going south.",
        R("spare room", "e w n s"),
    ),
    item(
        "-= Boiler Room =-\nYou arrive in a boiler room. An usual one.\n\nThere is an open metal"
        " door leading south.\n\nYou can make out a coin.",
        R("boiler room", "s", coin=True),
    ),
    item(
        (
            "-= Foyer =-\nYou find yourself in a foyer. A typical one.\n\nThere is an exit to the"
            " north. There is an exit to the east.",
            R("foyer", "n e"),
        ),
        "go north",
        (
            "-= Parlour =-\nYou've entered a parlour.\n\nThere is an unguarded exit to the south."
            " There is a closed door leading west.",
            R("parlour", "s w", closed="w"),
        ),
        "go south",
        (
            "-= Foyer =-\nYou find yourself in a foyer. A typical one.\n\nThere is an exit to the"
            " north. There is an exit to the east.\n",
            R("foyer", "n e"),
        ),
    ),
    item(
        (
            "-= Lobby =-\nYou are in a lobby. A quiet one.\n\nThere is an unguarded exit to the"
            " east.",
            R("lobby", "e"),
        ),
        "go east",
        (
            "-= Office =-\nYou arrive in an office. A cluttered one.\n\nThere is an unguarded exit"
            " to the west. There is a closed glass door leading north.",
            R("office", "w n", closed="n"),
        ),
    ),
    item(
        (
            "-= Mudroom =-\nYou've entered a mudroom.\n\nThere is a closed door leading north. You"
            " need an unguarded exit? You should try going east.",
            R("mudroom", "n e", closed="n"),
        ),
        "go north",
        ("You need to open the door first.", K("refused", "closed")),
    ),
    item(
        "-= Forge =-\nYou find yourself in a forge. An usual kind of place.\n\nThere is an open"
        " iron"
        " door leading west. You need an unblocked exit? You should try going south. There is an"
        " exit to the north. Don't worry, there is no door.\n\nThere is a coin on the anvil.",
        R("forge", "w s n", coin=True),
    ),
    item(
        "-= Root Cellar =-\nYou arrive at a root cellar. A normal one.\n\nThere is a closed"
        " trapdoor"
        " leading north.",
        R("root cellar", "n", closed="n"),
    ),
    item(
        "-= Gazebo =-\nWell, here we are in the gazebo. The wind rattles the lattice.\n\nThere is"
        " an exit to the south. There is an exit to the west. Don't worry, they are both"
        " unguarded.\n\nYou see a coin lying in the grass.",
        R("gazebo", "s w", coin=True),
    ),
]
