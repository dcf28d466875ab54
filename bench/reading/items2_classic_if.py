"""classic_if, second round: Infocom/Zork, Colossal Cave's terse capitals, Scott Adams's "I'm in
a ...", TADS 3's exit lister and parser replies."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "YOU ARE IN A NARROW CRAWL THAT TWISTS BETWEEN SLABS OF WET LIMESTONE. THE CRAWL OPENS"
        " OUT TO THE NORTH. A SLOPING PASSAGE LEADS SOUTH.\nTHERE ARE A FEW SILVER COINS HERE.",
        R(None, "n s", coin=True),
    ),
    item(
        "I'm in a boathouse\nObvious exits: NORTH, EAST.\nI can also see: Oar, Rusty anchor,"
        " Gold coin\n\nTell me what to do?",
        R("boathouse", "n e", coin=True),
        notes="Scott Adams's 'I'm in a X': the room is X without its article",
    ),
    item(
        "I'm in a swamp\nObvious exits: North, South, West.\nI can also see: Floating patch of"
        " oily slime, Hollow stump\n---------------------------\nTell me what to do?",
        R("swamp", "n s w"),
    ),
    item(
        "Bell Tower\nThis is the top of the bell tower, open to the wind on every side. A ladder"
        " leads down through a trapdoor.\nA tarnished brass coin is wedged between two"
        " floorboards.",
        R("bell tower", "down", coin=True),
        notes="open to the wind on every side: a view, not exits",
    ),
    item(
        "Gatehouse\nYou are standing in a cramped stone gatehouse. A narrow door in the east wall"
        " is closed. The road runs south, and a stair climbs west onto the battlements.",
        R("gatehouse", "e s w", closed="e"),
    ),
    item(
        ("Library\nDusty shelves line the walls. Exits lead north and west.", R("library", "n w")),
        "get coin",
        ("You can't see any such thing.", K("none")),
    ),
    item(
        "Conservatory\nGlass panes arch overhead, fogged with the damp breath of a hundred potted"
        " ferns. A door to the east leads into the house, and a gravel path leads out to the"
        " south.\n\nA bronze sovereign rests on the rim of a planter.",
        R("conservatory", "e s", coin=True),
    ),
    item(
        (
            "Great Hall\nBanners hang from the rafters of this echoing hall.\nObvious exits lead"
            " south and west.",
            R("great hall", "s w"),
        ),
        "south",
        (
            "Buttery\nCasks and crocks crowd this cool little storeroom.\nObvious exits lead north,"
            " back to the Great Hall; and east.",
            R("buttery", "n e", leads={"n": "great hall"}),
        ),
        notes="TADS 3's exit lister naming the room a way leads back to",
    ),
    item(
        "WEST OF BRIDGE\nYOU ARE ON THE WEST BANK OF A FAST RIVER. A ROPE BRIDGE SPANS THE WATER"
        " TO THE EAST. A TRAIL WINDS NORTH INTO THE PINES.\nTHERE IS A GOLD DOUBLOON HERE.",
        R("west of bridge", "e n", coin=True),
    ),
    item(
        "Cliff Edge\nThe path ends abruptly at a sheer drop to the west; far below, surf boils on"
        " the rocks. The only path leads north, along the top of the cliff.",
        R("cliff edge", "n"),
        notes="a sheer drop to the west: impassable, no exit",
    ),
    item(
        "Vault Antechamber\nA massive steel door to the south is locked. A corridor leads west.",
        R("vault antechamber", "s w", locked="s"),
    ),
    item(
        "Cell\nBare stone walls surround you. A trickle of water runs down one of them. The cell"
        " door, to the north, is locked.",
        R("cell", "n", locked="n"),
        notes="the only exit is locked: nothing sensible to do from the text",
    ),
    item(
        "YOU ARE AT THE BOTTOM OF A DRY WELL. ROUGH CARVED STEPS SPIRAL UP THE SHAFT. A LOW"
        " TUNNEL LEADS EAST.\nSOMEONE HAS DROPPED A SHILLING HERE.",
        R(None, "up e", coin=True),
    ),
    item(
        (
            "Forest Clearing\nYou are in a small clearing ringed by birches. Paths lead north and"
            " east.",
            R("forest clearing", "n e"),
        ),
        "n",
        (
            "Dark Forest\nThis is a dark and gloomy stretch of forest. The trees thin out to the"
            " south. A faint trail leads west.",
            R("dark forest", "s w"),
        ),
    ),
    item(
        "I'm in a damp cellar\nObvious exits: UP, WEST.\nI can also see: Empty barrel, Old Spanish"
        " doubloon\n\nTell me what to do?",
        R("damp cellar", "up w", coin=True),
        notes="Scott Adams's 'I'm in a X': the room is X without its article",
    ),
    item(
        "I'm in a sealed crypt\nObvious exits: none\nI can also see: Stone sarcophagus, Cobwebs",
        R("sealed crypt", ""),
        notes="no exit and no coin: no action",
    ),
    item(
        (
            "Scullery\nA cramped scullery with a stone sink. An open doorway leads north, and a"
            " narrow door to the west is shut.",
            R("scullery", "n w", closed="w"),
        ),
        "inventory",
        ("You are carrying:\n  a brass lantern\n  a moth-eaten map", K("none")),
    ),
    item(
        (
            "Foyer\nA grand foyer with a chequered floor. A heavy oak door leads north. It is"
            " closed. An archway opens to the east.",
            R("foyer", "n e", closed="n"),
        ),
        "open north door",
        ("The oak door swings open.", K("opened")),
    ),
    item(
        "It is too dark to see. Something skitters in the blackness nearby.",
        R(None, ""),
        notes="a dark room: no room, no exit, no coin read",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles run the length of the room. Stairs lead up to the"
        " kitchen, and a low archway opens north into darkness.\n\nYou see a silver florin and an"
        " empty crate here.",
        R("wine cellar", "up n", coin=True),
    ),
    item(
        "Treasure Room\nNiches in the walls once held the riches of a forgotten king. A passage"
        " leads south.\nThere is a jewelled crown here.",
        R("treasure room", "s"),
        notes="a jewelled crown is a king's crown, not a crown coin: no coin",
    ),
    item(
        "Chapel\nRows of worm-eaten pews face a bare altar. The vestry door to the west stands"
        " ajar. The nave continues south.",
        R("chapel", "w s"),
        notes="a door ajar is open: not closed",
    ),
    item(
        "Maze\nThin crooked tunnels branch off in every direction but one: north, east and west"
        " all lead deeper into the maze, while the way south is choked by a rockfall.",
        R("maze", "n e w"),
        notes="south choked by a rockfall: impassable, no exit",
    ),
]
