"""inform7, fifteenth round: Inform 7's default manner as a tester's own small games print it: a
bold heading, the author's paragraph with its exits, then "You can see ... here.", "(on which
are ...)", "(in which is ...)", "(closed)", "(open but empty)", "On the mantelpiece is ...", "In
the claw-foot bath is ...", "You can also see ...", a heading with the player's place
("Conservatory (on the cane sofa)"), a status line with the turns or an exit lister, "It is
pitch dark, and you can't see a thing."; replies "(first opening the larder door)", "You open
the garden gate.", "Taken." with a score notice. Distractors of the ordinary kind: copper pans,
a money box and a tea chest (closed), a coin purse (closed), a tin box open but empty, a poster
of stamp prices, windows on a lawn, a trapdoor down. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

FRONT_HALL = (
    "Front Hall\nA grandfather clock ticks beside the stairs. The dining room is east, the "
    "morning room north, and the front door, south, is locked.\n\nYou can see an umbrella stand "
    "here.",
    R(
        "front hall",
        "e n s",
        locked="s",
        leads={"e": "dining room", "n": "morning room"},
    ),
)
LANDING = (
    "Landing\nThe landing runs east to west under a skylight. The nursery is east, the bathroom "
    "west.\n\nYou can see a laundry basket here.",
    R("landing", "e w", leads={"e": "nursery", "w": "bathroom"}),
)

ITEMS = [
    item(
        "Back Porch\nThe boards sag under your weight. The kitchen door, to the west, stands "
        "open, and the yard lies to the south.\n\nYou can see a wicker chair and a penny here.",
        R("back porch", "w s", coin=True),
        notes="Inform's 'You can see ... and a penny here.': a coin; the kitchen door west "
        "(open) and the yard south are exits; take coin",
    ),
    item(
        "Laundry\nIt smells of starch and damp. The only way out is east.\n\nYou can see a "
        "washing machine (closed), a wicker basket (empty) and a clothes horse here.",
        R("laundry", "e"),
        notes="'(closed)' on a washing machine is no door and says nothing of coins; an empty "
        "basket: no coin; go east",
    ),
    item(
        "Farmhouse Kitchen\nA long table, a range, and the smell of bread. The scullery is west "
        "of here, and the back door leads out north.\n\nYou can see a dresser (on which are a "
        "blue jug and two copper pennies) here.",
        R("farmhouse kitchen", "w n", coin=True),
        notes="'(on which are a blue jug and two copper pennies)': coins on the dresser lie in "
        "the room; the heading is kept whole; take coin",
    ),
    item(
        "Darkness                                                  Turns: 7\n\nDarkness\nIt is "
        "pitch dark, and you can't see a thing.",
        R("darkness", ""),
        notes="Inform's dark room: the heading names `darkness` (the seventh round's call); no "
        "exit and no coin can be read, so nothing sensible to do (no action)",
    ),
    item(
        "Spare Bedroom\nDust sheets cover most of the furniture. The landing is west.\n\nYou can "
        "see a brass bedstead and a hatbox (closed) here.",
        R("spare bedroom", "w"),
        notes="a closed hatbox whose contents are not given is no coin; go west",
    ),
    item(
        "Nursery                                               Exits: N E\n\nNursery\nA rocking "
        "horse, a dolls' house and a cot with a moth-eaten blanket.\n\nYou can see a money box "
        "(closed) here.",
        R("nursery", "n e"),
        notes="the exits are read from the exit lister in the status line (N E); a closed money "
        "box whose contents are not given is no coin; go north or east",
    ),
    item(
        "Drawing Room\nA chilly, formal room. Tall windows look south over the lawn. The hall is "
        "east.\n\nOn the mantelpiece is a gold sovereign.",
        R("drawing room", "e", coin=True),
        notes="windows on the lawn are no exit; 'On the mantelpiece is a gold sovereign.': a "
        "coin in the room; take coin",
    ),
    item(
        "Courtyard\nCobbles, moss and pigeons. Archways lead north and west.\n\nYou can see a "
        "stone fountain (in which is a penny) here.",
        R("courtyard", "n w", coin=True),
        notes="a fountain in the room whose contents Inform lists '(in which is a penny)': a "
        "coin within reach (the third round's coins lying in a fountain); take coin",
    ),
    item(
        "Conservatory (on the cane sofa)\nPalms and ferns in brass pots. The glass door to the "
        "north is closed; the library is east.\n\nYou can see a watering can here.",
        R("conservatory", "n e", closed="n"),
        notes="a heading with the player's place names `conservatory`; the glass door north is "
        "closed, the library east open: open north or go east",
    ),
    item(
        "Cellar Passage\nBrick walls sweat in the lamplight. The wine cellar door, north, is "
        "locked, but the iron gate to the west stands open, and the passage goes on east.",
        R("cellar passage", "n w e", locked="n"),
        notes="north locked (no open); the gate west stands open and the passage goes on east: "
        "go west or east",
    ),
    item(
        "Schoolroom\nInk-stained desks in rows. The corridor is south.\n\nYou can see a tin box "
        "(open but empty), a slate and a box of chalk here.",
        R("schoolroom", "s"),
        notes="a tin box open but empty holds no coin: go south",
    ),
    item(
        "Cloakroom\nCoats hang in a dripping row. The front hall is north.\n\nYou can see a coin "
        "purse (closed) and an umbrella stand here.",
        R("cloakroom", "n"),
        notes="a closed coin purse whose contents are not given is no coin (the fourth round's "
        "call); go north",
    ),
    item(
        "Garden Shed\nFlowerpots, twine and a broken rake fill the shed. On the potting bench, "
        "among the seed trays, a coin glints. The only door is south.\n\nYou can also see a "
        "wheelbarrow here.",
        R("garden shed", "s", coin=True),
        notes="the author's paragraph puts a coin on the potting bench; 'You can also see' "
        "lists the rest; take coin",
    ),
    item(
        "Music Room\nA grand piano, its lid down. Doors lead north and south; the south door is "
        "locked.\n\nYou can see a metronome here.",
        R("music room", "n s", locked="s"),
        notes="south locked, north's state not given (open): go north",
    ),
    item(
        "Attic\nThe roof slopes low overhead. A trapdoor in the floor leads down, and a small "
        "door in the gable end, to the east, is shut.\n\nYou can see a tea chest (closed) and a "
        "dressmaker's dummy here.",
        R("attic", "d e", closed="e"),
        notes="a trapdoor down is outside the vocabulary; the gable door east is shut (closed); "
        "a closed tea chest is no coin: open east",
    ),
    item(
        "Post Office\nA counter with a brass grille, and a poster: STAMPS ONE PENNY EACH, ANY "
        "DISTANCE. The street door is west.\n\nYou can see a weighing scale here.",
        R("post office", "w"),
        notes="a price on a poster names no coin lying here; the street door west: go west",
    ),
    # ---- walks ----
    item(
        (
            "Kitchen\nCopper pans gleam above the range. The larder door, north, is closed, and "
            "the hall is west.\n\nYou can see a kitchen table here.",
            R("kitchen", "n w", closed="n"),
        ),
        "north",
        (
            "(first opening the larder door)\n\nLarder\nSlate shelves and the smell of cold ham. "
            "The only way out is south.\n\nYou can see a round cheese and a shilling here.",
            R("larder", "s", coin=True),
        ),
        notes="'(first opening the larder door)' then the larder: the move went through; "
        "copper pans are no coin, the shilling in the larder is: take coin",
    ),
    item(
        FRONT_HALL,
        "east",
        (
            "Dining Room\nA long table laid for twelve, and nobody to eat. The front hall is "
            "west.\n\nYou can see a candelabrum here.",
            R("dining room", "w", leads={"w": "front hall"}),
        ),
        "west",
        FRONT_HALL,
        "north",
        (
            "Morning Room\nSunlight, chintz and a writing desk. The only door is south.\n\nOn "
            "the writing desk is a silver shilling.",
            R("morning room", "s", coin=True),
        ),
        notes="a walk there and back through the hall to the morning room; a silver shilling on "
        "the writing desk: take coin",
    ),
    item(
        (
            "Garden\nRoses gone to seed. The garden gate, south, is closed, and the house is "
            "north.\n\nYou can see a trowel here.",
            R("garden", "s n", closed="s"),
        ),
        "open gate",
        ("You open the garden gate.", K("opened", door="s")),
        "south",
        (
            "Lane\nA sunken lane between high banks. It runs east and west, and the garden gate "
            "is north.\n\nYou can see a farthing here.",
            R("lane", "e w n", coin=True),
        ),
        notes="a gate opened by its kind and walked through; a farthing lies in the lane: take "
        "coin",
    ),
    item(
        LANDING,
        "west",
        (
            "Bathroom\nA claw-foot bath and a cracked mirror. The landing is east.\n\nIn the "
            "claw-foot bath is a penny.",
            R("bathroom", "e", coin=True, leads={"e": "landing"}),
        ),
        "get penny",
        (
            "Taken. It leaves a ring of rust on the enamel.\n\n[Your score has just gone up by "
            "one point.]",
            K("took"),
        ),
        notes="the penny in the bath taken (a score notice): gone; the landing east was the way "
        "in and is visited: go east",
    ),
]
