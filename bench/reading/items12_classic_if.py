"""classic_if, twelfth round: Zork/Infocom-like rooms (a title line, a paragraph, "There is ...
here." and its paraphrases) retold in many wordings: exits first and the furniture after, exits
folded into the description ("The garden's back gate, to the west, is padlocked"), a door's state
in a later clause or by "the latter", counts ("Doors on three sides, all of them open except the
western one"), directions as adjectives ("the northern arch", "a west-facing door"), passive
voice, relative clauses, exits joined by "and", "or", semicolons and slashes, abbreviations (N,
E, SW), two paragraphs with weather and furniture between the exits; coins named without the
word coin (a small disc of gold stamped with a king's head, a shilling, a groat, a florin, a
sovereign in a Scott Adams list) or found in odd places (on a mantelpiece, on an anvil, half
trodden into gravel). Four items have a history (a walk in, a walk there and back, a door opened
and a walk on, a coin pocketed). What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Chandler's Loft\nTwo ways out of here: a hatch in the floor, and a narrow door to the "
        "east which is bolted on this side. The loft itself is low and reeks of tar, and coils "
        "of rope are stacked to the rafters.\nA small disc of gold, stamped with a king's head, "
        "lies between two barrels.",
        R("chandler's loft", "d e", closed="e", coin=True),
        notes="exits named before the room is described; 'bolted on this side' is closed (the "
        "player can draw the bolt); a small disc of gold stamped with a king's head is a gold "
        "coin though the word is never used; the hatch down is outside the vocabulary",
    ),
    item(
        "Vestry\nThe doorway to the south stands open to the nave. There are two doors besides, "
        "north and west, and both are shut; the latter, you notice, has been locked as well.\n"
        "A surplice hangs from a peg.",
        R("vestry", "s n w", closed="n", locked="w"),
        notes="'both are shut' then 'the latter ... locked': north closed, west locked (no "
        "open west); south open",
    ),
    item(
        "Kitchen Garden\nRaised beds of leeks and onions fill the walled plot. The garden's back "
        "gate, to the west, is padlocked, but a gravel walk leaves by the north under a rose "
        "arch.\nThere is a shilling here, half trodden into the gravel.",
        R("kitchen garden", "w n", locked="w", coin=True),
        notes="exits folded into the description; a padlocked gate is locked; a shilling half "
        "trodden into the gravel still lies in the room",
    ),
    item(
        "Cross Passage\nDoors on three sides, all of them open except the western one, which is "
        "closed. The fourth side, the south, is a blank stone wall hung with a moth-eaten "
        "tapestry.",
        R("cross passage", "n e w", closed="w"),
        notes="a count ('doors on three sides') with the exception named by an adjective; the "
        "south is a wall (a tapestry is no exit)",
    ),
    item(
        "TACK ROOM\nBridles and saddles hang in rows, and the air is thick with leather and "
        "neatsfoot oil.\nExits: N, E (door, shut), SW",
        R("tack room", "n e sw", closed="e"),
        notes="abbreviated exits with the door's state in parentheses; SW is outside the "
        "vocabulary (no fact)",
    ),
    item(
        "Old Dairy\nThe northern arch opens onto the yard, and a west-facing door, painted green "
        "and firmly closed, leads through to the scullery. Slate shelves line the other walls.\n"
        "A cat is asleep on the nearest shelf.",
        R("old dairy", "n w", closed="w"),
        notes="directions as adjectives ('the northern arch', 'a west-facing door'): north "
        "open, west closed",
    ),
    item(
        "Glass House\nThe south end has been fitted with a sliding door, and it has been left "
        "open. Further doors are set into the east and west ends of the house: the east one has "
        "been locked by the head gardener, and the west one is merely shut. Tomato vines are "
        "trained up canes on every side.",
        R("glass house", "s e w", closed="w", locked="e"),
        notes="passive voice throughout; 'merely shut' is closed, not locked",
    ),
    item(
        "Library\nShelves rise to the ceiling on every side but the east, where a pair of glazed "
        "doors, which somebody has locked, give onto the terrace. A door which has been cut into "
        "the shelving of the north wall stands ajar.\nThere is a green-shaded reading lamp here.",
        R("library", "e n", locked="e"),
        notes="relative clauses carry the doors' states: east locked, north ajar (open)",
    ),
    item(
        "Parlour\nOn the mantelpiece, between a carriage clock and a china dog, sits a coin: a "
        "gold one, by the look of it. A door stands open to the north, and there is another in "
        "the east wall, shut.",
        R("parlour", "n e", closed="e", coin=True),
        notes="the coin named after a colon on a mantelpiece; the east door's state after a "
        "comma ('another in the east wall, shut')",
    ),
    item(
        "Smithy\nThe forge glows dully at the back of the smithy and the air tastes of hot iron. "
        "A leather apron hangs from a nail beside the bellows, and a half-shod cob waits "
        "patiently in the corner.\n\nThe big double doors to the south are flung wide to the "
        "street. A smaller door in the west wall leads to the coal store; it is shut. Rain "
        "drums on the roof.\nThere is a copper farthing on the anvil.",
        R("smithy", "s w", closed="w", coin=True),
        notes="two paragraphs, the exits among furniture, a horse and the weather; 'it is "
        "shut' is the west door's; a farthing on the anvil is a coin",
    ),
    item(
        "Stable\nStalls line the east side of the stable, and nothing leads out that way. You "
        "can leave by the yard door, north, or through the hay-store door to the south, which "
        "is latched.",
        R("stable", "n s", closed="s"),
        notes="'nothing leads out that way' (east) is no exit; latched is closed (the sixth "
        "round's reading)",
    ),
    item(
        (
            "Scullery\nA stone sink, a pump and a slop bucket. The kitchen is north through an "
            "open doorway; a low door, east, goes to the wash-house, and it is shut.",
            R("scullery", "n e", closed="e", leads={"n": "kitchen", "e": "wash-house"}),
        ),
        "n",
        (
            "Kitchen\nA long deal table runs the length of the room. There are doorways south, "
            "to the scullery, and west; a door to the east is locked.\nA sixpence is lying on "
            "the table.",
            R("kitchen", "s w e", locked="e", coin=True, leads={"s": "scullery"}),
        ),
        notes="a one-move walk: the way back south is visited and initial; a sixpence on the "
        "table is a coin; east locked",
    ),
    item(
        (
            "Great Hall\nA hammer-beam roof, a long table, a hearth you could stand up in. "
            "Arches lead north and east, and a door to the west, standing open, leads to the "
            "buttery.",
            R("great hall", "n e w", leads={"w": "buttery"}),
        ),
        "w",
        (
            "Buttery\nCasks, a trestle, and a cold sour smell of beer. The only way out is the "
            "door back east.",
            R("buttery", "e", leads={"e": "great hall"}),
        ),
        "e",
        (
            "Great Hall\nA hammer-beam roof, a long table, a hearth you could stand up in. "
            "Arches lead north and east, and a door to the west, standing open, leads to the "
            "buttery.\nSomewhere below, a dog barks twice.",
            R("great hall", "n e w", leads={"w": "buttery"}),
        ),
        notes="there and back: in the first room the buttery (west) is visited, no initial; "
        "'back east' in the buttery agrees with the history",
    ),
    item(
        (
            "Millrace Bank\nThe millrace runs fast and black below you, and there is no "
            "crossing it to the west. A footpath goes north along the bank, and the mill door, "
            "east, is open.\nLying in the grass is a silver groat.",
            R("millrace bank", "n e", coin=True),
        ),
        "take groat",
        (
            "You stoop and pocket the groat. It is cold and wet from the grass.",
            K("took"),
        ),
        notes="the groat taken: no coin now; the millrace west is no exit (water, no crossing)",
    ),
    item(
        "I'm in a boathouse. Visible ways out: NORTH & EAST\nI see here: OARS, RUSTY BOATHOOK, "
        "*SOVEREIGN*",
        R("boathouse", "n e", coin=True),
        notes="Scott Adams's manner reworded ('Visible ways out', 'I see here'); *SOVEREIGN* "
        "in the list is a coin; the room is named 'boathouse'",
    ),
    item(
        "Hall of Echoes\nYour footsteps come back to you a dozen times. Passages lead off to the "
        "N and SW, and a low crawl heads E; to the W there is only a blank curtain of "
        "flowstone.",
        R("hall of echoes", "n sw e"),
        notes="abbreviated directions in prose; the west is flowstone (no exit); SW outside "
        "the vocabulary",
    ),
    item(
        (
            "Porch\nA boot scraper and a broken umbrella. The front door, to the north, is "
            "closed; steps lead down to the garden path on the south side.",
            R("porch", "n s", closed="n"),
        ),
        "open door",
        ("The front door creaks open.", K("opened", door="n")),
        "n",
        (
            "Entrance Hall\nA hatstand, a grandfather clock, and doors everywhere: the dining "
            "room to the west, the drawing room to the east (that door is locked), and the "
            "front door back south, open.",
            R("entrance hall", "w e s", locked="e"),
        ),
        "w",
        (
            "Dining Room\nThe table is laid for twelve and the candles have burnt down to "
            "stubs. The only door is the one you came in by, to the east.\nThere is a florin "
            "under the table.",
            R("dining room", "e", coin=True),
        ),
        notes="a door opened by its kind, then a walk of two rooms; 'the one you came in by' "
        "agrees with the history; a florin under the table is a coin",
    ),
    item(
        "Clifftop\nNorthward and westward the land simply stops, in a sheer drop to the sea. A "
        "path runs south toward the village, and a stile in the wall to the east leads into a "
        "sheep field.\nGulls wheel and cry overhead.",
        R("clifftop", "s e"),
        notes="'northward and westward ... a sheer drop' is no exit; a stile east is one",
    ),
    item(
        "Signal Box\nLevers in a long row, a kettle on a stove, a framed diagram of the line.\n"
        "Ways out: steps down / door N (locked) / walkway E.",
        R("signal box", "d n e", locked="n"),
        notes="exits separated by slashes, abbreviated; north locked (no open); steps down "
        "outside the vocabulary",
    ),
    item(
        "Armory\nRacks of pikes line the walls; a suit of mail stands in one corner; the doors "
        "north, south and west are all shut, though only the south one is locked.",
        R("armory", "n s w", closed="n w", locked="s"),
        notes="American spelling; 'all shut, though only the south one is locked': north and "
        "west closed, south locked",
    ),
]
