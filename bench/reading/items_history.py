"""history: games of 2-8 turns in any style, where visited, initial and all_visited matter,
with moves in several spellings."""

from bench.reading.author import K, R, item

# A loop of four rooms (hall, library, study, gallery) used by two items.
HALL = ("Hall\nA draughty hall. You can go east or north.", R("hall", "e n"))
LIBRARY = ("Library\nBooks everywhere. You can go west or north.", R("library", "w n"))
STUDY = ("Study\nA writing desk and a cold fireplace. You can go south or west.", R("study", "s w"))
GALLERY = ("Gallery\nPortraits line the walls. You can go east or south.", R("gallery", "e s"))

ITEMS = [
    item(
        ("Hall\nA bare hall. You can go north or east.", R("hall", "n e")),
        "north",
        ("Kitchen\nThe kitchen. You can go south or west.", R("kitchen", "s w")),
        "west",
        ("Pantry\nA small pantry. The only way out is east.", R("pantry", "e")),
    ),
    item(
        ("Hall\nAn empty hall. You can go north or east.", R("hall", "n e")),
        "n",
        ("Kitchen\nA big kitchen. You can go south or west.", R("kitchen", "s w")),
        "w",
        ("Pantry\nShelves and jars. The only way out is east.", R("pantry", "e")),
        "e",
        ("Kitchen\nA big kitchen. You can go south or west.\n", R("kitchen", "s w")),
    ),
    item(
        ("[Town Square]\nA fountain gurgles.\n[Exits: n e s w]", R("town square", "n e s w")),
        "n",
        ("[Market]\nEmpty stalls.\n[Exits: s e]", R("market", "s e")),
        "e",
        ("[Old Well]\nA mossy well.\n[Exits: w n]", R("old well", "w n")),
        "n",
        ("[Shrine]\nCandles burn before a small idol.\n[Exits: s]", R("shrine", "s")),
    ),
    item(
        HALL,
        "go east",
        LIBRARY,
        "go north",
        STUDY,
        "go west",
        GALLERY,
        "go south",
        (
            "Hall\nA draughty hall. You can go east or north.\n\nYou can see a hat stand here.",
            R("hall", "e n"),
        ),
        notes="a loop: back in the first room, every exit leads to a room visited",
    ),
    item(
        HALL,
        "e",
        LIBRARY,
        "n",
        STUDY,
        "w",
        GALLERY,
        "s",
        HALL,
        "e",
        (
            "Library\nBooks everywhere, and a ladder on rails. You can go west or north.",
            R("library", "w n"),
        ),
        notes="a loop; the library was first entered from the west",
    ),
    item(
        ("Kitchen\nYou can go north, east or south.", R("kitchen", "n e s")),
        "go north",
        ("Larder\nCold shelves. You can go south.", R("larder", "s")),
        "go south",
        ("Kitchen\nYou can go north, east or south. A kettle is whistling.", R("kitchen", "n e s")),
    ),
    item(
        ("Foyer\nYou can go east or west.", R("foyer", "e w")),
        "walk east",
        ("Parlour\nA stuffy parlour. You can go west or north.", R("parlour", "w n")),
        "move north",
        (
            "Bedroom\nA four-poster bed. The only way out is south.\n\nYou can see a gold coin"
            " here.",
            R("bedroom", "s", coin=True),
        ),
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. \nTo the North you"
            " see a closed wood door. To the East you see the corridor. ",
            R("kitchen", "n e", closed="n", leads={"e": "corridor"}),
        ),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        (
            "You are in the bedroom. In one part of the room you see a bed, that has nothing on"
            " it. \nThrough an open wood door, to the South you see the kitchen. To the West you"
            " see the bathroom. ",
            R("bedroom", "s w", leads={"s": "kitchen", "w": "bathroom"}),
        ),
        "move west",
        (
            "You are in the bathroom. In one part of the room you see a sink. \nTo the East you"
            " see the bedroom. ",
            R("bathroom", "e", leads={"e": "bedroom"}),
        ),
    ),
    item(
        ("Lane\nA muddy lane runs east.", R("lane", "e")),
        "e",
        (
            "Yard\nA farmyard. You can go west or north.\n\nYou can see a gold coin here.",
            R("yard", "w n", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "n",
        ("Barn\nA dark barn. You can go south or east.", R("barn", "s e")),
    ),
    item(
        ("Lane\nA muddy lane. It runs east.", R("lane", "e")),
        "go east",
        (
            "Yard\nA farmyard. You can go west or north.\n\nYou can see a copper coin here.",
            R("yard", "w n", coin=True),
        ),
        "get coin",
        ("You pick up the copper coin.", K("took")),
    ),
    item(
        ("You are in the hall. Doors lead north, east and west.", R("hall", "n e w")),
        "go east",
        ("You are in the dining room. The hall is west.", R("dining room", "w")),
        "go west",
        ("You are in the hall. Doors lead north, east and west.\n", R("hall", "n e w")),
        "go west",
        ("You are in the cloakroom. The hall is east.", R("cloakroom", "e")),
        "go east",
        (
            "You are in the hall. Doors lead north, east and west. A clock ticks.",
            R("hall", "n e w"),
        ),
    ),
    item(
        ("-= Cellar =-\nYou are in a cellar.\n\nThere is an exit to the north.", R("cellar", "n")),
        "go north",
        (
            "-= Scullery =-\nYou are in a scullery.\n\nThere is an exit to the south. There is an"
            " exit to the east.",
            R("scullery", "s e"),
        ),
        "go east",
        (
            "-= Kitchen =-\nYou are in a kitchen.\n\nThere is an exit to the west. There is an"
            " exit to the north.",
            R("kitchen", "w n"),
        ),
        "go north",
        (
            "-= Dining Room =-\nYou are in a dining room.\n\nThere is an exit to the south.",
            R("dining room", "s"),
        ),
        "go south",
        (
            "-= Kitchen =-\nYou are in a kitchen. A pot simmers.\n\nThere is an exit to the west."
            " There is an exit to the north.",
            R("kitchen", "w n"),
        ),
    ),
    item(
        ("West Bank\nYou are on the west bank. A bridge leads east.", R("west bank", "e")),
        "east",
        ("Bridge\nYou are on the bridge. It leads east and west.", R("bridge", "e w")),
        "east",
        (
            "East Bank\nYou are on the east bank. The bridge is west; a path goes north.",
            R("east bank", "w n"),
        ),
        "north",
        ("Meadow\nA wide meadow. Paths lead south and east.", R("meadow", "s e")),
        "east",
        ("Copse\nA small copse of birch trees. Paths lead west and north.", R("copse", "w n")),
        "north",
        (
            "Hilltop\nThe top of a hill. The only path leads south.\n\nThere is a silver coin"
            " here.",
            R("hilltop", "s", coin=True),
        ),
    ),
    item(
        ("[Gate]\nThe city gate.\n[Exits: n]", R("gate", "n")),
        "n",
        ("[Main Street]\nA busy street.\n[Exits: n s e]", R("main street", "n s e")),
        "e",
        ("[Inn]\nA cosy inn.\n[Exits: w]", R("inn", "w")),
        "w",
        (
            "[Main Street]\nA busy street.\n[Exits: n s e]\nA beggar is here.",
            R("main street", "n s e"),
        ),
    ),
    item(
        ("[Gate]\nThe old city gate.\n[Exits: n]", R("gate", "n")),
        "north",
        ("[Main Street]\nA quiet street.\n[Exits: n s e]", R("main street", "n s e")),
        "east",
        ("[Inn]\nA cosy inn with a roaring fire.\n[Exits: w]", R("inn", "w")),
        "west",
        ("[Main Street]\nA quiet street.\n[Exits: n s e]", R("main street", "n s e")),
        "north",
        ("[Temple]\nA quiet temple.\n[Exits: s]", R("temple", "s")),
        "south",
        (
            "[Main Street]\nA quiet street.\n[Exits: n s e]\nA cat watches you.",
            R("main street", "n s e"),
        ),
        notes="every exit of the street visited; it was first entered from the south",
    ),
    item(
        ("Entrance\nYou can go south.", R("entrance", "s")),
        "s",
        ("Corridor\nYou can go north, south or west.", R("corridor", "n s w")),
        "w",
        ("Storeroom\nYou can go east.", R("storeroom", "e")),
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. \nTo the South you"
            " see the pantry. To the West you see the garage. ",
            R("kitchen", "s w", leads={"s": "pantry", "w": "garage"}),
        ),
        "move south",
        (
            "You are in the pantry. In one part of the room you see a shelf, that has nothing on"
            " it. \nTo the North you see the kitchen. ",
            R("pantry", "n", leads={"n": "kitchen"}),
        ),
        "move north",
        (
            "You are in the kitchen. In one part of the room you see a stove. \nTo the South you"
            " see the pantry. To the West you see the garage. \n",
            R("kitchen", "s w", leads={"s": "pantry", "w": "garage"}),
        ),
        "move west",
        (
            "You are in the garage. In one part of the room you see a workbench. \nTo the East"
            " you see the kitchen. To the North you see the driveway. ",
            R("garage", "e n", leads={"e": "kitchen", "n": "driveway"}),
        ),
    ),
    item(
        ("Terrace\nYou can go north or west.", R("terrace", "n w")),
        "walk west",
        ("Rose Garden\nYou can go east or south.", R("rose garden", "e s")),
        "walk south",
        ("Pond\nYou can go north.\n\nOn the bench is a gold coin.", R("pond", "n", coin=True)),
    ),
    item(
        ("Tower Base\nStairs lead up. A door leads east.", R("tower base", "up e")),
        "east",
        ("Armoury\nRacks of spears. The door is west; an arch leads north.", R("armoury", "w n")),
        "north",
        ("Barracks\nRows of bunks. The arch is south.", R("barracks", "s")),
        "south",
        ("Armoury\nRacks of spears. The door is west; an arch leads north.\n", R("armoury", "w n")),
    ),
    item(
        ("You're in the lobby. There are exits north and east.", R("lobby", "n e")),
        "go north",
        ("You're in the lounge. Exits: south, west.", R("lounge", "s w")),
        "go west",
        ("You're in the bar. Exits: east.", R("bar", "e")),
        "go east",
        (
            "You're in the lounge. Exits: south, west. Someone has left a coin on the piano.",
            R("lounge", "s w", coin=True),
        ),
        notes="a coin seen on the second visit of the lounge",
    ),
    item(
        ("Clearing\nPaths lead north, south and east.", R("clearing", "n s e")),
        "head north",
        ("Pine Wood\nDark pines. The path runs south.", R("pine wood", "s")),
        "head south",
        ("Clearing\nPaths lead north, south and east.\n", R("clearing", "n s e")),
        "head south",
        ("Stream\nA babbling stream. The path runs north.", R("stream", "n")),
        "head north",
        ("Clearing\nPaths lead north, south and east. Birds sing.", R("clearing", "n s e")),
    ),
    item(
        ("Clearing\nPaths lead north, south and east. A fox watches you.", R("clearing", "n s e")),
        "north",
        ("Pine Wood\nDark pines everywhere. The path runs south.", R("pine wood", "s")),
        "south",
        (
            "Clearing\nPaths lead north, south and east. A fox watches you.\n",
            R("clearing", "n s e"),
        ),
        "east",
        ("Glade\nA sunny glade. The path runs west.", R("glade", "w")),
        "west",
        ("Clearing\nPaths lead north, south and east. The fox has gone.", R("clearing", "n s e")),
        "south",
        ("Stream\nA babbling stream. The path runs north.", R("stream", "n")),
        "north",
        ("Clearing\nPaths lead north, south and east. It is getting dark.", R("clearing", "n s e")),
        notes="the first room, every exit visited; the start room has no way back",
    ),
    item(
        (
            "-= Bedroom =-\nYou are in a bedroom.\n\nThere is a closed wooden door leading east.",
            R("bedroom", "e", closed="e"),
        ),
        "open wooden door",
        ("You open wooden door.", K("opened", door="east")),
        "go east",
        (
            "-= Corridor =-\nYou are in a corridor.\n\nThere is an open wooden door leading west."
            " There is an unguarded exit to the north.",
            R("corridor", "w n"),
        ),
    ),
    item(
        ("Ticket Hall\nExits lead east and west.", R("ticket hall", "e w")),
        "w",
        ("Platform 1\nA deserted platform. The ticket hall is east.", R("platform 1", "e")),
        "e",
        ("Ticket Hall\nExits lead east and west.\n", R("ticket hall", "e w")),
        "e",
        ("Platform 2\nAnother deserted platform. The ticket hall is west.", R("platform 2", "w")),
    ),
    item(
        ("Ticket Hall\nA dusty ticket hall. Exits lead east and west.", R("ticket hall", "e w")),
        "go west",
        ("Platform 1\nA deserted platform. The ticket hall is east.\n", R("platform 1", "e")),
        "go east",
        ("Ticket Hall\nA dusty ticket hall. Exits lead east and west.\n", R("ticket hall", "e w")),
        "go east",
        ("Platform 2\nAnother deserted platform. The ticket hall is west.\n", R("platform 2", "w")),
        "go west",
        (
            "Ticket Hall\nA dusty ticket hall. Exits lead east and west. A train whistles.",
            R("ticket hall", "e w"),
        ),
        notes="the start room, both exits visited",
    ),
    item(
        (
            "Cave Mouth\nThe way out, south, is bright with daylight. A tunnel leads north.",
            R("cave mouth", "n s"),
        ),
        "n",
        ("Fork\nThe tunnel forks east and west. The way south leads out.", R("fork", "e w s")),
        "e",
        ("East Cavern\nA wide cavern. The only way is west.", R("east cavern", "w")),
        "w",
        ("Fork\nThe tunnel forks east and west. The way south leads out.\n", R("fork", "e w s")),
    ),
    item(
        ("Study\nYou can go north or east.", R("study", "n e")),
        "go east",
        ("Gun Room\nGlass cases, all empty. You can go west.", R("gun room", "w")),
        "go west",
        ("Study\nYou can go north or east. A fire is laid but unlit.", R("study", "n e")),
        "go north",
        (
            "Billiard Room\nA billiard table under a green lamp. You can go south or north.\n\n"
            "You can see a penny here.",
            R("billiard room", "s n", coin=True),
        ),
    ),
    item(
        ("You are in the nave. Aisles lead north and south.", R("nave", "n s")),
        "go south",
        (
            "You are in the south aisle. The nave is north; a door leads east.",
            R("south aisle", "n e"),
        ),
        "go east",
        ("You are in the vestry. The only door is west.", R("vestry", "w")),
        "go west",
        (
            "You are in the south aisle. The nave is north; a door leads east. A candle gutters.",
            R("south aisle", "n e"),
        ),
        notes="every exit visited: the way back is north",
    ),
    item(
        ("Jetty\nA path leads west.", R("jetty", "w")),
        "go west",
        ("Boathouse\nThe boathouse. You can go east or north.", R("boathouse", "e n")),
        "go north",
        ("Shore Path\nThe path runs south and west.", R("shore path", "s w")),
        "go west",
        (
            "Fisherman's Hut\nA tiny hut. The door is east. A window looks north over the"
            " water.\n\nThere is a coin here.",
            R("fisherman's hut", "e", coin=True),
        ),
        "take coin",
        ("You pick up the coin. Taken.", K("took")),
    ),
    item(
        ("[Courtyard]\nA cobbled courtyard.\n[Exits: n e]", R("courtyard", "n e")),
        "e",
        ("[Stables]\nHorses stamp in their stalls.\n[Exits: w]", R("stables", "w")),
        "w",
        ("[Courtyard]\nA cobbled courtyard.\n[Exits: n e]\n", R("courtyard", "n e")),
        "n",
        (
            "[Keep]\nThe keep's great hall.\n[Exits: s e]\nThe door to the east is closed.",
            R("keep", "s e", closed="e"),
        ),
    ),
    item(
        ("Gallery\nYou can go north or south.", R("gallery", "n s")),
        "move north",
        ("Balcony\nA narrow balcony. You can go south.", R("balcony", "s")),
        "move south",
        (
            "Gallery\nYou can go north or south. The paintings are covered in dust sheets.",
            R("gallery", "n s"),
        ),
        "move south",
        ("Landing\nYou can go north or west.", R("landing", "n w")),
    ),
    item(
        ("You are in the hallway. You can go east or south.", R("hallway", "e s")),
        "s",
        ("You are in the sitting room. You can go north or west.", R("sitting room", "n w")),
        "w",
        ("You are in the snug. You can go east.", R("snug", "e")),
        "e",
        (
            "You are in the sitting room. You can go north or west. The fire has gone out.",
            R("sitting room", "n w"),
        ),
        "n",
        (
            "You are in the hallway. You can go east or south. Coats hang on pegs.",
            R("hallway", "e s"),
        ),
    ),
    item(
        (
            "-= Office =-\nYou are in an office.\n\nThere is an exit to the west. There is an exit"
            " to the south.",
            R("office", "w s"),
        ),
        "go south",
        (
            "-= Archive =-\nYou are in an archive.\n\nThere is an exit to the north. There is an"
            " exit to the east.",
            R("archive", "n e"),
        ),
        "go east",
        (
            "-= Server Room =-\nYou are in a server room.\n\nThere is an exit to the west.\n\nThere"
            " is a coin on the floor.",
            R("server room", "w", coin=True),
        ),
    ),
    item(
        ("Market Square\nStreets lead north, east and west.", R("market square", "n e w")),
        "go east",
        ("Baker's Row\nThe street runs west to the square and on east.", R("baker's row", "w e")),
        "go east",
        ("Town Wall\nThe street ends at the town wall. The way back is west.", R("town wall", "w")),
        "go west",
        (
            "Baker's Row\nThe street runs west to the square and on east. It smells of bread.",
            R("baker's row", "w e"),
        ),
        "go west",
        (
            "Market Square\nStreets lead north, east and west. Pigeons scatter.",
            R("market square", "n e w"),
        ),
    ),
    item(
        ("You are in the hall. A door leads north; it is closed.", R("hall", "n", closed="n")),
        "open north door",
        ("You open the door.", K("opened")),
        "north",
        (
            "You are in the study. The door to the hall is south. Another door leads east.",
            R("study", "s e"),
        ),
        "east",
        ("You are in the library. The study is west.", R("library", "w")),
        "west",
        (
            "You are in the study. The door to the hall is south. Another door leads east.\n",
            R("study", "s e"),
        ),
    ),
]
