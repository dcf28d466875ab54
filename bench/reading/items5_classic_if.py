"""classic_if, fifth round: rooms in the default shapes of the classic engines and of their
imitators (Infocom's title line and "There is ... here.", Scott Adams's "I'm in a ... Obvious
exits: ... I can also see:", TADS 3's "Obvious exits lead ...", ADRIFT's "Exits are ...",
Quest's "You can go ...", Level 9's terse lines, a status line above the room), with boarded
doors, doors whose state comes in a later sentence, and coin words of many countries. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Field Behind the Barn\nYou are standing in a muddy field south of a red barn, with a "
        "boarded front door. Cart tracks run off to the east and to the west.",
        R("Field Behind the Barn", "e w"),
        notes="the barn's boarded door (north) cannot be used: no exit; the cart tracks are "
        "exits east and west",
    ),
    item(
        "Forest Clearing\nYou are in a small clearing in a well marked forest path that "
        "extends to the east and west.\nThere is a tarnished ducat here.",
        R("Forest Clearing", "e w", coin=True),
    ),
    item(
        "I'm in a hollow stump. Obvious exits: NORTH, WEST.\nI can also see: ROTTEN ACORNS, "
        "*GOLD COIN*",
        R("hollow stump", "n w", coin=True),
        notes="Scott Adams: the room named 'hollow stump' (article dropped); the starred "
        "treasure is a coin",
    ),
    item(
        "I'm in a smoky tavern. Obvious exits: SOUTH.\nI can also see: BARKEEP, EMPTY TANKARD",
        R("smoky tavern", "s"),
    ),
    item(
        "I'm on a narrow ledge. Obvious exits: DOWN, EAST.\nI can also see: -SILVER PENNY-",
        R("narrow ledge", "d e", coin=True),
        notes="'I'm on a narrow ledge': the room 'narrow ledge'; down is no fact",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles stretch into the gloom, and the air smells of "
        "mould and spilled claret.\nObvious exits lead north and up.",
        R("Wine Cellar", "n u"),
        notes="TADS 3's exit lister; up is no fact",
    ),
    item(
        "Glasshouse\nPanes of fogged glass let in a grey light. Tomato vines sag on their "
        "canes.\nThe only exit is to the west, through the potting shed door, which is closed.",
        R("Glasshouse", "w", closed="w"),
    ),
    item(
        "Ferry Landing\nA rickety jetty juts into the brown river. The ferryman's bell hangs "
        "from a post, but there is no ferry in sight.\nExits are north and east.\nAlso here is "
        "a silver denarius.",
        R("Ferry Landing", "n e", coin=True),
        notes="ADRIFT's default lines; the river without a ferry is no exit; a denarius is a "
        "(Roman) coin",
    ),
    item(
        "You are in a Scriptorium.\nYou can see a writing desk, a pot of ink and a thaler.\n"
        "You can go south or east.",
        R("Scriptorium", "s e", coin=True),
        notes="Quest's default room text; a thaler is a coin",
    ),
    item(
        "You are in a Kennel.\nYou can see a dog basket.\nYou can go west.",
        R("Kennel", "w"),
        notes="Quest's default room text",
    ),
    item(
        "You are in a dank tunnel. Exits: south, west. You can see a brass lamp.",
        R("dank tunnel", "s w"),
        notes="Level 9 style terse text",
    ),
    item(
        "Tower Stair                                   Score: 15   Moves: 48\n\nTower Stair\n"
        "Worn steps spiral around a stone newel. A low door to the north is closed; another, "
        "to the east, is open.",
        R("Tower Stair", "n e", closed="n"),
        notes="an Infocom status line above the room",
    ),
    item(
        "Weaver's Cottage\nA loom fills half the room. The cottage door leads south. It is "
        "locked fast.",
        R("Weaver's Cottage", "s", locked="s"),
        notes="the door's state in the next sentence ('It is locked fast.'): locked; no action",
    ),
    item(
        "Boiler House\nPipes knock and hiss overhead. A steel door to the west is painted red; "
        "someone has left it wide open. North, a catwalk leads to the gantry, and an iron door "
        "stands shut to the south.",
        R("Boiler House", "w n s", closed="s"),
        notes="'North, a catwalk leads to the gantry': an exit north; the red door west is "
        "wide open, the iron door south shut",
    ),
    item(
        "Cobbled Yard\nHere are some worn cobbles and a water butt. There is a florin here. "
        "There is an old horseshoe here.\nA gateway opens to the south.",
        R("Cobbled Yard", "s", coin=True),
    ),
    item(
        "Chart Room\nYellowing charts are pinned over every wall: on one a compass rose points "
        "north, on another the coast runs east for miles. The single door is to the south.",
        R("Chart Room", "s"),
        notes="compass words on charts are no exits",
    ),
    item(
        (
            "Smuggler's Cove\nWaves break on a crescent of shingle. A cave mouth gapes to the "
            "north and a cliff path zigzags up to the west.",
            R("Smuggler's Cove", "n w"),
        ),
        "n",
        (
            "Sea Cave\nWater drips from the roof. The cave mouth is south; a crack in the "
            "rock leads east.\nThere is a Spanish doubloon here.",
            R("Sea Cave", "s e", coin=True),
        ),
        "get doubloon",
        ("Taken.\n\nThat was the only doubloon you had seen all day.", K("took")),
        notes="the doubloon taken: the unvisited crack east is the way on",
    ),
    item(
        (
            "Orchard\nGnarled apple trees in rows. A gate leads north into the lane and a "
            "path runs east to the hives.",
            R("Orchard", "n e"),
        ),
        "east",
        (
            "Bee Garden\nHives hum on their stands. The orchard path is west and there is no "
            "other way.",
            R("Bee Garden", "w"),
        ),
        notes="the only exit leads back to where the player came from",
    ),
    item(
        (
            "Lych Gate\nA roofed gate at the churchyard's edge. The church path leads north; "
            "the village road runs south.",
            R("Lych Gate", "n s"),
        ),
        "north",
        (
            "Churchyard\nLeaning headstones, soft with moss. The lych gate is south, the "
            "church porch north, and the sexton's hut east.",
            R("Churchyard", "s n e", leads={"s": "lych gate"}),
        ),
        "e",
        (
            "Sexton's Hut\nSpades and a wheelbarrow. A half-crown lies on the sill.\nThe "
            "door is west.",
            R("Sexton's Hut", "w", coin=True),
        ),
        notes="a half-crown is a coin; the way back west is the way in",
    ),
    item(
        "Attic\nLow rafters, hatboxes, a dressmaker's dummy. The hatch below is the only way "
        "out.\nThere is a penny whistle here.",
        R("Attic", "d"),
        notes="a penny whistle is a musical instrument, not a coin; the hatch below is down",
    ),
    item(
        "Signal Box\nLevers in a long row, brass handles polished by years of hands. Through "
        "the window you watch the sun setting in the west. Stairs go down, and a walkway leads "
        "north along the line.",
        R("Signal Box", "d n"),
        notes="the sun setting in the west is no exit",
    ),
]
