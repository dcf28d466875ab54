"""inform7, seventh round: Inform 7's ordinary output: "You can see ... here.", "(which is
open)", "(in which is ...)", "On the ... is ...", "You can't go that way.", "(first opening
...)", rooms described with their exits in plain sentences, a dark room. What a person reads in
each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Back Porch\nA screen door leads into the house to the north. Steps go down to the "
        "garden to the south.\n\nYou can see a coin here.",
        R("back porch", "n s", coin=True),
        notes="'You can see a coin here.' is a coin; a screen door north (state not given) and "
        "steps down to the garden 'to the south' (a compass way)",
    ),
    item(
        "Sitting Room\nA comfortable room with a bay window. The hall is west and the dining "
        "room east.\n\nYou can see an armchair and a side table (on which is a silver coin) "
        "here.",
        R("sitting room", "w e", coin=True),
        notes="'(on which is a silver coin)' on a table in the room is a coin",
    ),
    item(
        "Cloakroom\nHooks along one wall, most of them empty. The only way out is east.\n\n"
        "You can see a wicker basket (in which are two coins and a glove) here.",
        R("cloakroom", "e", coin=True),
        notes="an open basket whose contents are listed, two coins among them",
    ),
    item(
        "Darkness\nIt is pitch dark, and you can't see a thing.",
        R("darkness"),
        notes="Inform's dark room: its heading 'Darkness' is the name it gives; no exit, no "
        "coin, no action",
    ),
    item(
        "Garden Shed\nIt smells of creosote and old sacks. The shed door (which is open) is "
        "to the west.\n\nOn the workbench is a jam jar (in which is a penny).",
        R("garden shed", "w", coin=True),
        notes="'(which is open)' door west; a penny in an open jar on the workbench is a coin",
    ),
    item(
        (
            "Landing\nThe stairs come up here. The bathroom is north and the box room south."
            "\n\nYou can see a laundry basket here.",
            R("landing", "n s"),
        ),
        "west",
        ("You can't go that way.\n\n>", K("refused")),
        notes="Inform's plain refusal of a move the room never named; refused(west), the "
        "listed ways remain",
    ),
    item(
        "Vestibule\nMarble underfoot and a chandelier overhead. The front door (which is "
        "closed) is to the south; the great hall lies north.",
        R("vestibule", "s n", closed="s"),
        notes="'(which is closed)' after a door to the south: closed south",
    ),
    item(
        (
            "Kitchen Garden\nRows of cabbages and beans. The wicket gate to the east is closed.\n\n"
            "You can see a watering can here.",
            R("kitchen garden", "e", closed="e"),
        ),
        "east",
        (
            "(first opening the wicket gate)\n\nOrchard\nApple trees in neat lines. The kitchen "
            "garden is to the west.\n\nYou can see a windfall apple and a sixpence here.",
            R("orchard", "w", coin=True, leads={"w": "kitchen garden"}),
        ),
        notes="'(first opening ...)' then the new room: the move worked; a sixpence is a coin",
    ),
    item(
        "Conservatory\nPalms in tubs and a tiled floor. You can go north or west.\n\nYou can "
        "see a watering can, a pair of secateurs and a gold coin here.",
        R("conservatory", "n w", coin=True),
        notes="'You can go north or west.'; a gold coin in the object list",
    ),
    item(
        "Cellar Stairs\nStone steps lead up to the kitchen and down into the dark. There is "
        "nothing else here.",
        R("cellar stairs", "u d"),
        notes="only up and down (outside the vocabulary): no fact, no action",
    ),
    item(
        "Box Room\nTrunks and tea chests are stacked to the ceiling. The landing is north.\n\n"
        "You can see a tea chest (which is closed) here.",
        R("box room", "n"),
        notes="a closed tea chest whose contents are not given holds no coin one can see",
    ),
    item(
        "Bathroom\nA claw-footed bath and a washstand. The door to the south is open.\n\nOn "
        "the washstand is a cake of soap and a coin.",
        R("bathroom", "s", coin=True),
        notes="'On the washstand is ... a coin.' is a coin; an open door south",
    ),
    item(
        (
            "Dining Room\nA long table set for a dinner that never came. The sitting room is "
            "west. The door to the kitchen, to the north, is closed.",
            R("dining room", "w n", closed="n"),
        ),
        "open kitchen door",
        ("You open the kitchen door.", K("opened", "n")),
        notes="the door opened by its name: north open; the person goes north or west",
    ),
    item(
        "Playroom\nA rocking horse and a dolls' house. There are exits to the north, east and "
        "south.\n\nYou can see a money box (which is closed) and a spinning top here.",
        R("playroom", "n e s"),
        notes="a closed money box whose contents are not given is no coin in the room",
    ),
    item(
        "Lobby\nThe hotel lobby is deserted. The revolving door to the south leads to the "
        "street, and a corridor runs east.\n\nYou can see a brass bell and a dime here.",
        R("lobby", "s e", coin=True),
        notes="a dime in the object list is a coin",
    ),
    item(
        (
            "Hall\nA wide hall with a chequered floor. Doors lead west and east.",
            R("hall", "w e"),
        ),
        "east",
        (
            "Morning Room\nSunlight floods in through tall windows. The only door is west."
            "\n\nYou can see a writing desk (on which is a coin) here.",
            R("morning room", "w", coin=True, leads={"w": "hall"}),
        ),
        "take coin",
        ("Taken.\n\n[Your score has just gone up by five points.]", K("took")),
        notes="after the coin is taken the only exit leads back to the visited hall: go west",
    ),
    item(
        "Pump House\nA great iron pump fills most of the room. The door to the north (which "
        "is locked) is the only way out.",
        R("pump house", "n", locked="n"),
        notes="'(which is locked)': the only way is locked, so no action",
    ),
    item(
        "Terrace\nA stone terrace overlooking the lawn. You can go south to the lawn or "
        "north into the house. A balustrade runs along the east side.\n\nYou can see a "
        "stone urn (empty) here.",
        R("terrace", "s n"),
        notes="a balustrade on the east side is no exit; an empty urn holds no coin",
    ),
    item(
        (
            "Scullery\nA stone sink and a mangle. The kitchen is east. The back door, to the "
            "south, is closed.",
            R("scullery", "e s", closed="s"),
        ),
        "south",
        ("(first opening the back door)\nIt seems to be locked.", K("refused", "locked")),
        notes="'(first opening ...)' answered by a lock: the move south was refused and the "
        "door is locked; the person goes east",
    ),
    item(
        "Gun Room\nGlass cases line the walls. The hall is west.\n\nYou can see a display "
        "case (closed) here. In the display case are some old medals.",
        R("gun room", "w"),
        notes="medals in a closed case are no coin; the only exit is west",
    ),
]
