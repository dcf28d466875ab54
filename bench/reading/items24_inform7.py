"""inform7, twenty-fourth round: Inform 7's default prose in small games users write themselves
(a bindery with a locked office, a locksmith's shop with a closed cash tin, a houseboat whose
forward and aft the text maps, an alchemist's laboratory behind a locked door, an orphanage hall
walked through "(first opening the dining room door)", a guard's van whose author refuses a way,
an ice palace's throne room, a linen room's chute that is no door, a locksmith's workshop
unlocked, a luggage van) and in published games pasted as they play (a sleeping car "(in the
lower berth)", a dining car's empty tip saucer, a herbalist's mortar "(in which is a brass
coin)", a haberdashery's open button box, a marbling room opened by its kind, an organ loft "(on
the organ bench)", a chef holding a coin, a dormitory "(in the top bunk)", a gilding room's gold
leaf, a kitchen car). What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Bindery\nPresses line the walls, and the air smells of glue and calfskin. The paper "
        "store is north. A door to the east, marked OFFICE, is locked.\n\nYou can see a bone "
        "folder and a gold coin here.",
        R("bindery", "n e", locked="e", coin=True),
        notes="a user's Inform 7 game: the paper store north is an exit, the office door east "
        "is locked; a gold coin here: take it",
    ),
    item(
        "Locksmith's Shop\nKeys hang in rows behind the counter, each on its own hook. The "
        "street is south.\n\nYou can see a key-cutting machine and a cash tin (closed) here.",
        R("locksmith's shop", "s"),
        notes="a user's Inform 7 game: a closed cash tin is no coin; the only exit is south",
    ),
    item(
        "Sleeping Car (in the lower berth)\nThe berths are made up for the night and the "
        "blinds are drawn. The corridor door to the west is closed. The connecting door to the "
        "dining car is north.\n\nOn the folding table is a silver coin.",
        R("sleeping car", "w n", closed="w", coin=True),
        notes="Inform's heading with the player's place: the room is `sleeping car`; the "
        "corridor door west is closed, the connecting door north (state not given) is open; a "
        "silver coin on the folding table: take it",
    ),
    item(
        "Dining Car\nWhite cloths, heavy cutlery, a single rose on every table. The sleeping "
        "car is south, and the kitchen car is north.\n\nYou can see a menu card and a tip "
        "saucer (empty) here.",
        R("dining car", "s n"),
        notes="an empty tip saucer is no coin; exits south and north",
    ),
    item(
        "Houseboat Cabin\nA snug cabin with a stove and a bunk. The door forward is north; "
        "aft, which is south, a second door opens onto the stern deck. Portholes look out "
        "over the canal to the east and west.\n\nYou can see a tin mug and a pound coin here.",
        R("houseboat cabin", "n s", coin=True),
        notes="a user's Inform 7 game: forward and aft mapped by the text to north and south; "
        "portholes east and west are no exits; a pound coin here: take it",
    ),
    item(
        "Herbalist's Shop\nJars of dried leaves crowd the shelves. A bead curtain to the west "
        "hides the back room, and the shop door, east, is shut.\n\nYou can see a mortar (in "
        "which is a brass coin) and a set of scales here.",
        R("herbalist's shop", "w e", closed="e", coin=True),
        notes="a bead curtain is no door (west an open exit); the shop door east is shut; a "
        "brass coin in the open mortar (its contents listed) lies in the room: take it",
    ),
    item(
        "Laboratory\nAlembics bubble over small blue flames. The only door is north, and it is "
        "locked.\n\nYou can see a crucible (empty) and a retort here.",
        R("laboratory", "n", locked="n"),
        notes="a user's Inform 7 game: the only exit is behind a locked door: nothing sensible "
        "to do from the text (no action)",
    ),
    item(
        (
            "Orphanage Hall\nCoats hang on a long row of pegs, the smallest at the end. The "
            "dining room door is north; the front door, south, is locked.\n\nYou can see a "
            "hymn book here.",
            R("orphanage hall", "n s", locked="s"),
        ),
        "north",
        (
            "(first opening the dining room door)\n\nDining Room\nTwo long tables and two long "
            "benches. The only door is south.\n\nOn the long table is a copper penny.",
            R("dining room", "s", coin=True),
        ),
        notes="a user's Inform 7 game: the move north went through (Inform opened the door on "
        "the way); a copper penny on the table: take it",
    ),
    item(
        "Haberdashery\nRibbons on wooden spools, buttons sorted by colour into tiny drawers. "
        "The stockroom is west. The street door to the south is closed.\n\nYou can see a "
        "button box (open) here. In the button box are a mother-of-pearl button and a silver "
        "sixpence.",
        R("haberdashery", "w s", closed="s", coin=True),
        notes="a published game: the open button box holds a silver sixpence (its contents "
        "listed): a coin in the room: take it",
    ),
    item(
        (
            "Guard's Van\nA stove, a brake wheel and a stool. The door to the north leads into "
            "the luggage van; there are no other doors.",
            R("guard's van", "n"),
        ),
        "south",
        ("The van ends in the brake wheel and the back wall. No way south.", K("refused")),
        notes="a user's Inform 7 game with its own refusal: south refused (no exit there); "
        "north is open: go north",
    ),
    item(
        (
            "Marbling Room\nTrays of size and colour stand on the benches. The door to the "
            "bindery, east, is closed.\n\nYou can see a marbling comb here.",
            R("marbling room", "e", closed="e"),
        ),
        "open door",
        ("You open the bindery door.", K("opened", "e")),
        notes="the door opened by its kind (the author's reading: the east door); the way east "
        "now open: go east",
    ),
    item(
        "Throne Room\nEverything here is carved from ice: the throne, the pillars, even the "
        "candlesticks. Arches lead north and west. The great doors to the south are locked."
        "\n\nYou can see a frozen sceptre here.",
        R("throne room", "n w s", locked="s"),
        notes="a user's Inform 7 game: arches north and west; the great doors south locked; no "
        "coin: go north or west",
    ),
    item(
        "Organ Loft (on the organ bench)\nPipes rise above the bench in gilded ranks. The loft "
        "door, west, is open; a rail runs along the east side, high above the nave.\n\nOn the "
        "music stand is a silver groat.",
        R("organ loft", "w", coin=True),
        notes="the room is `organ loft` (the player's place dropped); the rail over the nave is "
        "no exit; a silver groat on the music stand: take it",
    ),
    item(
        (
            "Linen Room\nShelves of folded sheets reach the ceiling. A door leads north and "
            "another south; the north one is closed.\n\nYou can see a laundry chute here.",
            R("linen room", "n s", closed="n"),
        ),
        "open laundry chute",
        (
            "The chute has no door to open; it is just a hole in the wall with a brass lip.",
            K("none"),
        ),
        notes="a user's Inform 7 game: the chute is no door and no exit, the reply changes "
        "nothing: open north or go south",
    ),
    item(
        (
            "Workshop\nFiles, vices and blanks for a hundred keys. The shop is west. A steel "
            "door to the north is locked.\n\nYou can see a key ring here.",
            R("workshop", "w n", locked="n"),
        ),
        "unlock north door with key ring",
        ("You unlock the steel door.", K("unlocked")),
        notes="a user's Inform 7 game: the unlock leaves the steel door closed, no longer "
        "locked: open north, or go west",
    ),
    item(
        "Kitchen Car\nA narrow galley of steel cupboards and a hissing urn. The dining car is "
        "south.\n\nThe chef is here, polishing a silver coin on his apron.",
        R("kitchen car", "s"),
        notes="a coin the chef is holding is not a coin lying in the room; go south",
    ),
    item(
        "Dormitory (in the top bunk)\nTwelve iron beds stand in two rows. The door at the east "
        "end is open. Through the windows to the north you can see the orchard.\n\nOn the "
        "windowsill is a farthing.",
        R("dormitory", "e", coin=True),
        notes="windows north are no exit; the room is `dormitory`; a farthing on the sill: take it",
    ),
    item(
        "Gilding Room\nGold leaf lies in a little book on the bench, each leaf thinner than a "
        "breath. The door to the south stands open.\n\nYou can also see a gilder's cushion "
        "here.",
        R("gilding room", "s"),
        notes="gold leaf is no coin; the door south stands open: go south",
    ),
    item(
        "Luggage Van\nTrunks and hatboxes are roped to the walls. The guard's van is south, and "
        "the sleeping car is north, through a door that is shut.\n\nYou can see a hatbox "
        "(closed) and a portmanteau (open but empty) here.",
        R("luggage van", "s n", closed="n"),
        notes="a user's Inform 7 game: a closed hatbox and an empty portmanteau hold no coin; "
        "south open, north behind a shut door",
    ),
    item(
        "Press Room\nThe standing press takes up half the room, its iron wheel as tall as you. "
        "You can go east or south.\n\nYou can see a pile of boards here.",
        R("press room", "e s"),
        notes="the author's own 'You can go east or south.': two open exits, no coin",
    ),
]
