"""refusal: histories whose last moves the game refused, in many wordings."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        ("Kitchen\nYou can go north or west.", R("kitchen", "n w")),
        "go east",
        ("Sorry, you can't go east from here.", K("refused")),
    ),
    item(
        (
            "-= Hall =-\nYou are in a hall.\n\nThere is an unguarded exit to the north.",
            R("hall", "n"),
        ),
        "go east",
        ("You bump into the wall.", K("refused")),
    ),
    item(
        ("Porch\nThe front door is north. It is closed.", R("porch", "n", closed="n")),
        "n",
        ("You'll have to open the door first.", K("refused", door="closed")),
    ),
    item(
        ("[Alley]\nA filthy alley.\n[Exits: n s]", R("alley", "n s")),
        "w",
        ("Alas, you cannot go that way.", K("refused")),
        "e",
        ("Alas, you cannot go that way...", K("refused")),
    ),
    item(
        ("Cellar\nSteps lead up. A heavy door leads east.", R("cellar", "up e")),
        "east",
        ("The door is locked.", K("refused", door="locked")),
    ),
    item(
        ("You are in the garden. A gate leads south; a path runs west.", R("garden", "s w")),
        "walk north",
        ("There is a wall there.", K("refused")),
    ),
    item(
        ("You are in the pantry. The kitchen is to the west.", R("pantry", "w")),
        "go south",
        ("You cannot go south from here.", K("refused")),
        "go east",
        ("You cannot go east from here.", K("refused")),
    ),
    item(
        ("Study\nYou can go south. The door to the west is closed.", R("study", "s w", closed="w")),
        "west",
        ("You can't, since the study door is closed.", K("refused", door="closed")),
        "open west door",
        ("You open the study door.", K("opened")),
    ),
    item(
        ("Tunnel\nThe tunnel runs north to south.", R("tunnel", "n s")),
        "e",
        ("You walk into the rock. Ouch!", K("refused")),
        "look",
        ("Tunnel\nThe tunnel runs north to south.\n", R("tunnel", "n s")),
        notes="a refused move, then a look at the same room",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine. \nTo"
            " the North you see a closed plain door. To the South you see the kitchen. ",
            R("laundry room", "n s", closed="n", leads={"s": "kitchen"}),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", door="closed")),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine. \nTo"
            " the North you see a closed plain door. To the South you see the kitchen. \n",
            R("laundry room", "n s", closed="n", leads={"s": "kitchen"}),
        ),
    ),
    item(
        ("The Crossroads\nRoads lead north, south and east.", R("the crossroads", "n s e")),
        "head west",
        ("There's no road that way, only thick brambles.", K("refused")),
    ),
    item(
        (
            "Throne Room\nGreat doors lead south. The door to the east is shut.",
            R("throne room", "s e", closed="e"),
        ),
        "go east",
        ("The door is closed.", K("refused", door="closed")),
        "go north",
        ("There's no exit to the north.", K("refused")),
    ),
    item(
        (
            "[Dungeon Cell]\nDamp stone all around.\nExits: north (closed door)",
            R("dungeon cell", "n", closed="n"),
        ),
        "n",
        ("The door is locked tight.", K("refused", door="locked")),
        notes="the only exit is locked: nothing sensible to do",
    ),
    item(
        (
            "You are on the beach. The dunes are to the west and the pier is to the north.",
            R("beach", "w n"),
        ),
        "go east",
        ("You wade into the sea, think better of it, and come back.", K("refused")),
    ),
    item(
        (
            "-= Bedroom =-\nYou are in a bedroom.\n\nThere is a closed wooden door leading"
            " south. There is an unblocked exit to the east.",
            R("bedroom", "s e", closed="s"),
        ),
        "go south",
        ("You have to open the wooden door first.", K("refused", door="closed")),
    ),
    item(
        ("Library\nDoorways lead north and west.", R("library", "n w")),
        "s",
        ("You can't go that way.  ", K("refused")),
        "e",
        ("You can't go that way. ", K("refused")),
        "look",
        ("Library\nDoorways lead north and west. The shelves are empty.", R("library", "n w")),
    ),
    item(
        (
            "Attic\nA ladder leads down. A small door, to the north, is closed.",
            R("attic", "down n", closed="n"),
        ),
        "north",
        ("(first opening the small door)\nIt seems to be locked.", K("refused", door="locked")),
    ),
    item(
        (
            "[Temple Steps]\nMarble steps lead up to the temple.\n[Exits: n s]",
            R("temple steps", "n s"),
        ),
        "w",
        ("You cannot go that way.", K("refused")),
    ),
    item(
        (
            "You are in the conservatory. The door out to the lawn, east, is closed. The hall is"
            " to the north.",
            R("conservatory", "e n", closed="e"),
        ),
        "go east",
        ("The conservatory door is closed.", K("refused", door="closed")),
        "open east door",
        ("The conservatory door swings open.", K("opened")),
        notes="the door was opened after the refusal: the way is open now",
    ),
    item(
        ("Dead End\nThe passage ends here. The only way out is south.", R("dead end", "s")),
        "n",
        ("There is no way through to the north.", K("refused")),
    ),
    item(
        ("You are in the cloakroom. A door leads west.", R("cloakroom", "w")),
        "walk west",
        ("You try the handle, but the door won't open: it's locked.", K("refused", door="locked")),
        notes="the only exit is locked: nothing sensible to do",
    ),
    item(
        (
            "Gatehouse\nThe castle gate, to the north, is closed. A road leads south.",
            R("gatehouse", "n s", closed="n"),
        ),
        "go north",
        ("The gate is closed.", K("refused", door="closed")),
        "go west",
        ("There is no way to go west.", K("refused")),
    ),
    item(
        ("[Sewer]\nKnee-deep water.\nObvious exits: e w", R("sewer", "e w")),
        "n",
        ("You cannot go north.", K("refused")),
        "s",
        ("You cannot go south.", K("refused")),
    ),
    item(
        ("Vestry\nYou can go east.", R("vestry", "e")),
        "go west",
        ("That way is blocked.", K("refused")),
    ),
    item(
        ("You're in the greenhouse. Exits: north, east.", R("greenhouse", "n e")),
        "move south",
        ("You can't move there.", K("refused")),
    ),
    item(
        (
            "-= Scullery =-\nYou are in a scullery.\n\nThere is a closed screen door leading"
            " west. There is an exit to the north.",
            R("scullery", "w n", closed="w"),
        ),
        "go west",
        ("The screen door is closed.", K("refused", door="closed")),
        "look",
        (
            "-= Scullery =-\nYou are in a scullery.\n\nThere is a closed screen door leading"
            " west. There is an exit to the north.\n",
            R("scullery", "w n", closed="w"),
        ),
    ),
    item(
        ("Landing\nStairs go down. The bathroom is to the east.", R("landing", "down e")),
        "go north",
        (
            "You can't go that way.\n\nLanding\nStairs go down. The bathroom is to the east.",
            K("refused"),
        ),
        notes="the refusal and the room's description in one text",
    ),
    item(
        (
            "You're standing in the foyer. Doors lead north and east; the east one is locked.",
            R("foyer", "n e", locked="e"),
        ),
        "go east",
        ("The door is locked. You'll need a key.", K("refused", door="locked")),
    ),
    item(
        ("Stable\nThe stalls are empty. The yard is south.", R("stable", "s")),
        "go north",
        ("You bump your nose on the wall.", K("refused")),
        "go west",
        ("No exit that way.", K("refused")),
        "go east",
        ("Nope. That's a wall.", K("refused")),
    ),
    item(
        ("[Harbour]\nShips bob at anchor.\n[ Exits: n w ]", R("harbour", "n w")),
        "s",
        ("You would need a boat to go that way.", K("refused")),
    ),
    item(
        (
            "Wine Cellar\nThe door to the north is closed. A passage leads east.",
            R("wine cellar", "n e", closed="n"),
        ),
        "n",
        ("The door is closed.\n", K("refused", door="closed")),
        "open n",
        ("You open the door.\n", K("opened")),
        "look",
        (
            "Wine Cellar\nThe door to the north is open. A passage leads east.",
            R("wine cellar", "n e"),
        ),
    ),
    item(
        ("You are in the office. A door leads south; another leads west.", R("office", "s w")),
        "go south",
        ("The door is locked.\n\n", K("refused", door="locked")),
        "go west",
        ("That door is locked too.", K("refused", door="locked")),
        notes="both exits locked: nothing sensible to do",
    ),
    item(
        (
            "Courtyard\nYou can see a gold coin here.\n\nYou can go north or south.",
            R("courtyard", "n s", coin=True),
        ),
        "go east",
        ("You can't go east from the courtyard.", K("refused")),
        notes="the coin is still there",
    ),
    item(
        ("Orchard\nPaths lead north and east.", R("orchard", "n e")),
        "north",
        (
            "Orchard Gate\nA closed gate leads west. The orchard is south.",
            R("orchard gate", "w s", closed="w"),
        ),
        "west",
        ("The gate is shut.", K("refused", door="closed")),
    ),
    item(
        ("Chamber\nYou can go west.", R("chamber", "w")),
        "w",
        (
            "Passage\nA cramped passage. It continues north; the chamber is east.",
            R("passage", "n e"),
        ),
        "s",
        ("You cannot go south from the passage.", K("refused")),
        "w",
        ("You cannot go west from the passage.", K("refused")),
    ),
    item(
        ("You are in the hallway. Exits: north, south, east.", R("hallway", "n s e")),
        "west",
        ("I can't go in that direction.", K("refused")),
    ),
]
