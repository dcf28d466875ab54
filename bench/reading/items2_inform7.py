"""inform7, second round: Inform 7's default prose and a few of its extensions' habits (status
lines above the room, "(first opening ...)", "(which is closed)", "On the X is ...")."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Potting Shed\nA lean-to of warped planks and cobwebbed glass. The garden lies north.\n\n"
        "You can see a trowel, a watering can and a coin here.",
        R("potting shed", "n", coin=True),
    ),
    item(
        "Larder\nCool slate shelves line the walls. You can go north or through the oak door to"
        " the east.",
        R("larder", "n e"),
        notes="the oak door's state is not given: an exit, not closed",
    ),
    item(
        "Armoury\nRacks of pikes and halberds stand against the walls. An iron door (which is"
        " closed) leads south. You can also go west.",
        R("armoury", "s w", closed="s"),
    ),
    item(
        "Study\nA cramped, book-lined study that smells of pipe smoke.\n\nYou can see a writing"
        " desk (on which is a silver coin) here.\n\nThe only way out is east.",
        R("study", "e", coin=True),
    ),
    item(
        "Counting House                                        Score: 0   Turns: 12\n\nCounting"
        " House\nLedgers are stacked to the ceiling. A door leads west, and the hallway is"
        " south.\n\nOn the counter is a gold coin.",
        R("counting house", "w s", coin=True),
        notes="a status line above the room heading",
    ),
    item(
        (
            "Orchard\nGnarled apple trees stand in rows. The garden gate, to the north, is closed."
            " You can also go east.",
            R("orchard", "n e", closed="n"),
        ),
        "north",
        (
            "(first opening the garden gate)\n\nKitchen Garden\nNeat rows of cabbages and leeks."
            " You can go south or west.",
            R("kitchen garden", "s w"),
        ),
    ),
    item(
        "Strongroom\nThick walls and a single hanging lamp. The exit is to the north.\n\nYou can"
        " see an iron chest (in which is a ducat) here.",
        R("strongroom", "n", coin=True),
        notes="the chest's contents are listed, so it is open: the ducat is in the room",
    ),
    item(
        "Attic\nLow rafters and thick dust. A ladder goes down. You can also go west.\n\nYou can"
        " see a sea chest (which is closed) here.",
        R("attic", "down w"),
        notes="nothing says a coin is in the closed chest",
    ),
    item(
        ("Pantry\nShelves of jars and tins. You can go north or south.", R("pantry", "n s")),
        "east",
        ("There is no way east from the pantry.", K("refused")),
    ),
    item(
        "Riverbank\nThe river slides past, flowing east towards the mill. A ford crosses to the"
        " south, and the towpath continues west.\n\nYou can see a penny and a fishing rod here.",
        R("riverbank", "s w", coin=True),
        notes="the river flowing east is not a way to go",
    ),
    item(
        "Belfry\nThe great bell hangs silent above you. A narrow stair goes down, and a catwalk"
        " leads east.\n\nYou can see some coins here.",
        R("belfry", "down e", coin=True),
    ),
    item(
        (
            "Vestibule\nA chilly marble vestibule. You can go north.\n\nYou can see a coin here.",
            R("vestibule", "n", coin=True),
        ),
        "take coin",
        ("Taken.\n\n[Your score has just gone up by one point.]", K("took")),
    ),
    item(
        "Cloakroom\nCoats hang in long rows. The vestibule is south of here, and a narrow door"
        " leads north.\n\nThe narrow door is locked.",
        R("cloakroom", "s n", locked="n", leads={"s": "vestibule"}),
    ),
    item(
        "Greenhouse\nHeat and the smell of loam. The glass door to the north stands open; the"
        " path leads west.",
        R("greenhouse", "n w"),
    ),
    item(
        "Dining Room\nA long table runs the length of the room. Doors lead north and east.\n\nOn"
        " the long table are a candlestick, a pewter plate and a guinea.",
        R("dining room", "n e", coin=True),
    ),
    item(
        (
            "Back Porch\nWooden steps lead west, down into the yard. The cellar door is to the"
            " north.",
            R("back porch", "w n"),
        ),
        "north",
        ("(first trying to open the cellar door)\nIt seems to be locked.", K("refused", "locked")),
    ),
    item(
        "Nursery                                                   Moves: 4\n\nNursery\nA rocking"
        " horse stands by the cold hearth. You can go south.\n\nYou can see a wooden soldier, a"
        " rag doll and a farthing here.",
        R("nursery", "s", coin=True),
        notes="a farthing is a coin",
    ),
    item(
        "Closet\nA dark, cramped closet smelling of mothballs. The door to the east is closed.",
        R("closet", "e", closed="e"),
    ),
    item(
        "Stairwell\nConcrete steps wind upward into the gloom. You can go east, south or up.",
        R("stairwell", "e s up"),
    ),
    item(
        "Boiler Room                                             Exits: N  W\n\nBoiler Room\nPipes"
        " hiss and clank overhead.\n\nYou can see a coal scuttle here.",
        R("boiler room", "n w"),
        notes="the exits are read from an exit-lister status line",
    ),
    item(
        "Hayloft\nLoose hay drifts everywhere. A ladder leads down, and a plank walkway runs west"
        " to the granary.\n\nHalf-buried in the hay, a single copper coin catches the light.",
        R("hayloft", "down w", coin=True, leads={"w": "granary"}),
    ),
    item(
        (
            "Scriptorium\nSloping desks stand under tall windows. You can go west or through the"
            " iron-bound door to the south.\n\nThe iron-bound door is closed.",
            R("scriptorium", "w s", closed="s"),
        ),
        "open iron-bound door",
        ("You open the iron-bound door.", K("opened", door="s")),
        "look",
        (
            "Scriptorium\nSloping desks stand under tall windows. You can go west or through the"
            " iron-bound door to the south.",
            R("scriptorium", "w s"),
        ),
    ),
    item(
        "Gallery\nPortraits of stern ancestors glare down at you. You can go north, east or"
        " west.\n\nYou can see a marble bust (on which is a silver crown coin) here.",
        R("gallery", "n e w", coin=True),
    ),
]
