"""prose, twenty-fourth round: pages of games users write themselves (a Chapbook-like arboretum
with its links as lines, Ink's numbered choices in an archive and in a lane with no name, a
JavaScript game printing its state as an object and as JSON, a JSON walk through a fern house
door, a Discord bot's bold headings, a Twine page before the Ice Palace's gates, a browser game's
"You are at:") and prose as published games and stories give it (a steam box shed, a drying
loft in the third person past, a glacier camp's mess tent in the first person, a gamebook's
kitchen, a crypt with two doors, a herb garden with a coin among the sage, a bell chamber in the
third person present, a tasting room, a cabin porch and the cabin). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "The Arboretum\n\nMaples on one side, a cedar of Lebanon on the other, and every trunk "
        "with its little brass label. A gravel walk runs north to the glasshouses and south "
        "to the lodge gate.\n\nWalk north\nWalk south",
        R("the arboretum", "n s"),
        notes="a Chapbook-like page a user wrote, its links as lines: the heading names the "
        "room (the scorer drops 'the '); the walk north and south",
    ),
    item(
        "You are in the archive. Boxes of letters rise to the ceiling, and a single lamp burns "
        "on the reading desk. A door leads east into the reading room; the strongroom door, "
        "north, is locked.\n\n1: Go east\n2: Try the strongroom door\n3: Read the letters",
        R("archive", "e n", locked="n"),
        notes="an Ink story a user wrote, with its numbered choices: east open, the strongroom "
        "door north locked: go east",
    ),
    item(
        "> look\n{ room: 'Seed Vault', exits: [ 'south' ], items: [ 'seed drawer', 'coin' ] }",
        R("seed vault", "s", coin=True),
        notes="a user's JavaScript game printing its state as an object after an echoed look: "
        "the room's name, one exit south, a coin among the items: take it",
    ),
    item(
        '{"location":"Core Sample Store","exits":{"north":"open","east":"locked"},"items":[]}',
        R("core sample store", "n e", locked="e"),
        notes="a user's game printing JSON: north open, east locked, no items: go north",
    ),
    item(
        "You're in the steam box shed. Planks soften in a long wooden box fed by a hissing "
        "boiler. The door to the yard, north, stands open; a second door, west, is shut. "
        "Someone has left a penny on the boiler's ledge.",
        R("steam box shed", "n w", closed="w", coin=True),
        notes="second person present: north open, west shut; a penny on the ledge: take it",
    ),
    item(
        "Oskar stood in the drying loft. Sheets of marbled paper hung from lines strung "
        "between the beams, turning slowly in the warm air. The door to the south stood open, "
        "and there was no other.",
        R("drying loft", "s"),
        notes="third person past: 'Oskar stood in the drying loft' names `drying loft`; the "
        "only door south stands open",
    ),
    item(
        "I'm in the mess tent. Wind slaps the canvas. The zip on the east flap is done up; the "
        "north flap is rolled back, and through it I can see the sled dogs curled in the snow.",
        R("mess tent", "e n", closed="e"),
        notes="first person present at a glacier camp: the east flap zipped up is closed, the "
        "north flap rolled back is open: go north or open east",
    ),
    item(
        "112\nYou are in the kitchen. A cook with a ladle as long as your arm watches you over "
        "the steam. If you wish to go through the door to the north, turn to 57. If you would "
        "rather leave by the yard door to the west, turn to 203.",
        R("kitchen", "n w"),
        notes="a gamebook's section: its number is no room ('You are in the kitchen' names it); "
        "the choices north and west are exits",
    ),
    item(
        "**Lunar Greenhouse**\nRows of lettuce under violet lamps. The fans never stop.\n"
        "**Exits:** north, east\n**Items:** none",
        R("lunar greenhouse", "n e"),
        notes="a Discord bot game a user wrote, its markdown left in: exits north and east, "
        "no items",
    ),
    item(
        "You are in the crypt. It is low and smells of wet stone. There are two doors: the one "
        "to the north is iron and shut, the one to the west is oak and open. A copper coin "
        "lies on the lid of the nearer tomb.",
        R("crypt", "n w", closed="n", coin=True),
        notes="two doors and their states in one sentence: north shut, west open; a copper "
        "coin on a tomb lid: take it",
    ),
    item(
        "The gates of the Ice Palace, to the north, are shut and locked, and frost has grown "
        "over the lock. Paths lead east and west along the frozen moat.\n\nGo east\nGo west",
        R(None, "n e w", locked="n"),
        notes="a Twine page a user wrote that names no room (null); the gates north are "
        "locked: go east or west",
    ),
    item(
        "You are at: Asteroid Dock 3\nGo: north | west\nOn the floor: nothing",
        R("asteroid dock 3", "n w"),
        notes="a user's browser game in its own format: 'You are at:' names the room; exits "
        "north and west",
    ),
    item(
        "You're in the herb garden. Fennel and rue grow waist high along the paths. The "
        "cottage door is east of you, and it's open; a gate in the hedge to the south is shut. "
        "Something glints between the sage plants: a silver coin.",
        R("herb garden", "e s", closed="s", coin=True),
        notes="the cottage door east is open, the gate south shut; a silver coin among the "
        "sage: take it",
    ),
    item(
        "Kofi is in the bell chamber. Eight ropes hang through holes in the ceiling, their "
        "sallies striped red and blue. The door is to the south; there is no other way out.",
        R("bell chamber", "s"),
        notes="third person present: 'Kofi is in the bell chamber' names `bell chamber`; one "
        "way south",
    ),
    item(
        "Marsh Hide\nYou crouch in the hide with your flask and your notebook. The boardwalk "
        "runs north to the lane. East and west are only reeds and black water.\n\nLeave by the "
        "boardwalk",
        R("marsh hide", "n"),
        notes="a Twine page a user wrote: reeds and black water are no way; the boardwalk "
        "north is the only exit",
    ),
    item(
        "This is the tasting room. Bottles stand in racks to the ceiling. There are doors "
        "north and south; the south one is locked. A cork lies on the floor, and beside it a "
        "ten-cent coin.",
        R("tasting room", "n s", locked="s", coin=True),
        notes="'This is the tasting room.' names it; a ten-cent coin on the floor: take it",
    ),
    item(
        (
            '{"location":"Cold Frame Row","exits":{"west":"open","north":"closed"},"items":[]}',
            R("cold frame row", "w n", closed="n"),
        ),
        "open north",
        ('{"message":"The fern house door creaks open."}', K("opened")),
        "north",
        (
            '{"location":"Fern House","exits":{"south":"open"},"items":["watering can","coin"]}',
            R("fern house", "s", coin=True),
        ),
        notes="a user's game printing JSON: the door north opened and walked through; a coin "
        "among the fern house's items: take it",
    ),
    item(
        (
            "You're on the cabin porch. Snow is banked against the rail. The cabin door, east, "
            "is open, and a path leads south through the trees to the lake.",
            R("cabin porch", "e s"),
        ),
        "east",
        (
            "You're inside the cabin. A stove, a bunk, traps hanging on nails. There's a coin "
            "on the table. The only door is west.",
            R("cabin", "w", coin=True),
        ),
        notes="second person: east into the cabin, whose only door west leads back; a coin on "
        "the table: take it",
    ),
    item(
        "The rain has stopped. The lane runs north toward the mill and east toward the church. "
        "A coin glints in a puddle at your feet.\n\n1: Pick up the coin\n2: Go north\n3: Go "
        "east",
        R(None, "n e", coin=True),
        notes="an Ink page a user wrote that names no place (null); a coin in a puddle at your "
        "feet lies here: take it",
    ),
    item(
        "Bookshop cellar. The light is bad and the books are worse: damp paperbacks in "
        "cardboard boxes. Steps go up to the shop. A fire door to the west is propped open "
        "with a box of encyclopaedias.",
        R("bookshop cellar", "up w"),
        notes="'Bookshop cellar.' names the room; the steps up are outside the vocabulary; the "
        "fire door west is propped open: go west",
    ),
]
