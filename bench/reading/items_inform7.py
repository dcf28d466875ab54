"""inform7: Inform 7's default prose (a bold-less title line, "You can see ... here.",
"(on which is ...)", "You can go ...", "The ... door is closed.", "(first opening ...)")."""

from bench.reading.author import K, R, item

BANNER = (
    "Coin Hunt\nAn Interactive Fiction by M. Aldous\nRelease 1 / Serial number 240311 /"
    " Inform 7 build 6M62 (I6/v6.33 lib 6/12N) SD\n\n"
)

ITEMS = [
    item(
        "Kitchen\nA cramped kitchen smelling of old soup. The hallway is north, and the"
        " scullery lies to the west.\n\nYou can see a gold coin here.",
        R("kitchen", "n w", coin=True),
    ),
    item(
        BANNER + "Cloakroom\nThe walls of this small room were clearly once lined with hooks,"
        " though now only one remains. The exit is a doorway to the east.\n\nYou can see a"
        " velvet cloak and a brass coin here.",
        R("cloakroom", "e", coin=True),
    ),
    item(
        "Scullery\nYou can go north or east.\n\nThe door to the east is closed.",
        R("scullery", "n e", closed="e"),
    ),
    item(
        "Back Garden\nA neglected garden, all nettles and bindweed. The house is to the"
        " south.\n\nYou can see a garden table (on which is a copper coin) here.",
        R("back garden", "s", coin=True),
    ),
    item(
        "Hallway\nA long hallway with a threadbare runner. Doors lead north, south and east;"
        " the north one is closed.\n\nYou can see an umbrella stand here.",
        R("hallway", "n s e", closed="n"),
    ),
    item(
        "Study\nThis is the study. You can go west.\n\nOn the desk is a silver coin.",
        R("study", "w", coin=True),
    ),
    item(
        "Landing\nThe landing at the top of the stairs. The bathroom is east; the bedroom is"
        " west. Stairs lead down.\n\nThe bathroom door, to the east, is closed.",
        R("landing", "e w down", closed="e"),
    ),
    item(
        "Conservatory\nGlass panes on all sides; outside, the sun is setting in the west. The"
        " only way out is north, to the drawing room.\n\nYou can see a potted fern and a"
        " wicker chair here.",
        R("conservatory", "n", leads={"n": "drawing room"}),
    ),
    item(
        "Coal Cellar\nDark shelves, a furnace, and a smell of coal. A steep stair leads up, and"
        " a low tunnel runs east.\n\nYou can see a coal scuttle here.",
        R("coal cellar", "up e"),
    ),
    item(
        (
            "Porch\nA wooden porch with a swing seat. The front door is north.\n\nThe front door"
            " is closed.",
            R("porch", "n", closed="n"),
        ),
        "north",
        (
            "(first opening the front door)\n\nEntrance Hall\nA cool, tiled hall. Passages lead"
            " east and west; the front door is south.\n\nYou can see a coat rack here.",
            R("entrance hall", "e w s"),
        ),
    ),
    item(
        "Bedroom\nYou can see a bed, a wardrobe (closed) and a penny here.\n\nYou can go south.",
        R("bedroom", "s", coin=True),
    ),
    item(
        "Bathroom\nThe taps drip steadily. The only exit is west.\n\nYou can see a bathtub (in"
        " which is a gold coin) here.",
        R("bathroom", "w", coin=True),
        notes="a coin in an open bathtub, listed in the room: present",
    ),
    item(
        "Garage\nOil stains on concrete. You can go east or north.\n\nThe door to the north"
        " is closed.",
        R("garage", "e n", closed="n"),
    ),
    item(
        "Nursery\nA faded nursery. Exits: south, west.\n\nYou can see a rocking horse and a"
        " china piggy bank here.",
        R("nursery", "s w"),
    ),
    item(
        "Games Room\nA billiard table takes up most of the room. The library is east and the"
        " hall is south.\n\nOn the billiard table is a gold coin.",
        R("games room", "e s", coin=True),
    ),
    item(
        "Larder\nYou can see a shelf (on which are three coins) here.\n\nYou can go east.",
        R("larder", "e", coin=True),
    ),
    item(
        ("Pantry\nA narrow pantry. You can go north or west.", R("pantry", "n w")),
        "west",
        (
            "Cold Store\nA chilly little room. The only way out is east.\n\nYou can see a ham"
            " here.",
            R("cold store", "e"),
        ),
    ),
    item(
        "Greenhouse\nWarm and humid. A path leads west to the lawn, and a door to the north"
        " stands open.\n\nYou can see a watering can and a sovereign here.",
        R("greenhouse", "w n", coin=True),
    ),
    item(
        "Lounge\nYou can go north, south, east or west from here.",
        R("lounge", "n s e w"),
    ),
    item(
        "Loft\nAn unfinished loft, all beams and insulation. A ladder goes down. You can also"
        " go east, through a low doorway.\n\nYou can see a trunk (closed), a broken lamp and"
        " an old coin here.",
        R("loft", "down e", coin=True),
    ),
    item(
        "Office\nYou can see a desk (on which is a letter) here.\n\nThe office door to the"
        " south is closed. You can also go west.",
        R("office", "s w", closed="s"),
    ),
    item(
        "Great Hall\nThe great hall of the house. The main door is south and the dining room"
        " is north.\n\nThe main door is locked.",
        R("great hall", "s n", locked="s"),
    ),
    item(
        "Music Room\nA grand piano stands in the bay window. You can go west.\n\nOn the piano"
        " stool is a small coin.",
        R("music room", "w", coin=True),
    ),
    item(
        "Walled Garden (on the bench)\nRoses climb the old walls. The gate is east. You can"
        " also go north.\n\nOn the sundial is a shilling.",
        R("walled garden", "e n", coin=True),
    ),
    item(
        ("Boot Room\nMuddy boots everywhere. You can go south.", R("boot room", "s")),
        "north",
        ("You can't go that way.", K("refused")),
    ),
    item(
        (
            "Back Kitchen\nThe cellar door is to the north. You can also go east.",
            R("back kitchen", "n e"),
        ),
        "go north",
        ("(first opening the cellar door)\nIt seems to be locked.", K("refused", door="locked")),
    ),
    item(
        BANNER + "Parlour\nA stiff, formal room. You can go north or east.\n\nYou can see a"
        " horsehair sofa, a clock and a gold sovereign here.",
        R("parlour", "n e", coin=True),
    ),
    item(
        "Dining Room\nA long table set for twelve. The kitchen is east and the hall is"
        " south.\n\nYou can see a silver candelabra here.",
        R("dining room", "e s"),
    ),
    item(
        "Summerhouse\nA wooden summerhouse at the far end of the lawn. You can go"
        " south.\n\nYou can see a deckchair (on which is a straw hat) here.",
        R("summerhouse", "s"),
    ),
    item(
        ("Stairwell\nYou can go north or east, or up the stairs.", R("stairwell", "n e up")),
        "east",
        (
            "Gallery\nPaintings hang in gilt frames. You can go west or south.\n\nThe door to"
            " the south is closed.",
            R("gallery", "w s", closed="s"),
        ),
        "open south door",
        ("You open the south door.", K("opened")),
    ),
    item(
        "Servants' Passage\nA bare, narrow passage. It runs north to south.\n\nYou can see a"
        " mop, a bucket and some coins here.",
        R("servants' passage", "n s", coin=True),
    ),
    item(
        "Tool Shed\nRakes and spades hang on nails. The door to the west is open.\n\nYou can"
        " see a workbench (on which are a hammer and a jar of nails) here.",
        R("tool shed", "w"),
    ),
    item(
        ("Vestibule\nYou can go north.", R("vestibule", "n")),
        "n",
        (
            "Corridor\nA corridor runs east and west from here. The vestibule is south.",
            R("corridor", "e w s"),
        ),
        "w",
        (
            "Sewing Room\nA sewing machine and baskets of fabric. You can go east.\n\nYou can see"
            " a pincushion here.",
            R("sewing room", "e"),
        ),
        "e",
        (
            "Corridor\nA corridor runs east and west from here. The vestibule is south.",
            R("corridor", "e w s"),
        ),
    ),
    item(
        "Chapel\nPews face a small altar. The vestry door is west; it is closed. You can also"
        " go south.\n\nYou can see a collection plate (on which is a gold coin) here.",
        R("chapel", "w s", closed="w", coin=True),
    ),
    item(
        "Scriptorium\nDesks for copyists, long abandoned. You can go north or south.\n\nThe"
        " north door is locked. The south door is closed.",
        R("scriptorium", "n s", locked="n", closed="s"),
    ),
    item(
        "Stable\nYou can see a horse, a saddle and a feed bin here.\n\nYou can go east or west.",
        R("stable", "e w"),
    ),
    item(
        (
            "Butler's Pantry\nYou can go south.\n\nYou can see a silver tray (on which is a gold"
            " coin) here.",
            R("butler's pantry", "s", coin=True),
        ),
        "take gold coin",
        ("(from the silver tray)\nTaken.", K("took")),
    ),
]
