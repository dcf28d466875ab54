"""negation: absence, negation and distractors in any style: "there is no way east", "you
don't see any coin", a painting of a coin, a coin slot, a wall to the east, a northern star,
the sun setting in the west."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Kitchen\nA plain kitchen. You can go north. There is no way east.\n\nYou don't see"
        " any coin here.",
        R("kitchen", "n"),
    ),
    item(
        "-= Gallery =-\nYou are in a gallery. A large painting of a gold coin hangs on the"
        " wall.\n\nThere is an unguarded exit to the south.",
        R("gallery", "s"),
        notes="a painting of a coin",
    ),
    item(
        "Arcade\nRows of dusty machines blink in the gloom. Each has a coin slot, but you have"
        " no coins. Exits lead east and west.",
        R("arcade", "e w"),
        notes="a coin slot; 'you have no coins'",
    ),
    item(
        "You are in the cellar. A solid brick wall runs along the east side. The stairs lead"
        " up, and a passage goes north.",
        R("cellar", "up n"),
    ),
    item(
        "Observatory\nA brass telescope points at the northern star through a slit in the dome."
        " The only way out is the stair down, or the door to the west.",
        R("observatory", "down w"),
    ),
    item(
        "[Western Watchtower]\nFrom here you watch the sun set in the west over the plains.\n"
        "[Exits: s]",
        R("western watchtower", "s"),
    ),
    item(
        "You are in the pantry. The shelves are bare: no bread, no jam, and certainly no coins."
        " A doorway leads south.",
        R("pantry", "s"),
    ),
    item(
        "Hall of Mirrors\nYour reflection stares back from every wall. There is no exit to the"
        " north or to the south. A velvet curtain to the east hides a doorway, and a passage"
        " leads west.",
        R("hall of mirrors", "e w"),
    ),
    item(
        "You are in the vault. The strongbox is empty; whoever was here took every last coin."
        " The heavy door to the south stands open.",
        R("vault", "s"),
    ),
    item(
        "Study\nOn the desk lies a book titled 'A History of the East India Company'. You can"
        " go south or west.",
        R("study", "s w"),
    ),
    item(
        "You are in a dead end. Walls of rough stone surround you to the north, the east and"
        " the west. The tunnel leads south.",
        R(None, "s"),
    ),
    item(
        "Garden\nA sundial stands among the roses, its gnomon pointing due north. A gravel"
        " path leads east.\n\nYou can see a watering can here.",
        R("garden", "e"),
    ),
    item(
        "The Mint\nThe old coin press is rusted solid. Moulds for striking coins lie about, but"
        " no coins.\n[ Exits: n w ]",
        R("the mint", "n w"),
    ),
    item(
        "You're in the bedroom. The window faces east, but it's barred. The door is to the north.",
        R("bedroom", "n"),
    ),
    item(
        "-= Office =-\nYou are in an office. You look around for a coin, but there isn't"
        " one.\n\nThere is an unguarded exit to the west.",
        R("office", "w"),
    ),
    item(
        "Cellar\nIt is cold down here. A north wind whistles through a crack in the wall, but"
        " the crack is far too narrow to pass. Steps lead up and a low passage runs south.",
        R("cellar", "up s"),
    ),
    item(
        "You are in the kitchen. There is no door to the west, only a window. To the south is"
        " the dining room.",
        R("kitchen", "s"),
    ),
    item(
        "Chapel\nThe chapel is silent. A brass plaque reads: 'Given by the East Anglian"
        " Society'. The door to the south is closed. You can't go any other way.",
        R("chapel", "s", closed="s"),
    ),
    item(
        "Reading Room\nA poster on the wall shows a map of South America. There are exits to"
        " the north and the east.\n\nYou can see a copy of 'Coin Collecting for Beginners'"
        " here.",
        R("reading room", "n e"),
        notes="a book about coins",
    ),
    item(
        "Treasury\nThe coin chest is closed and locked. The only exit is north.",
        R("treasury", "n"),
        notes="a closed chest: no coin read as present",
    ),
    item(
        "Dungeon\nThe walls are slick with damp. There is no way out to the east or west; the"
        " only exit is the iron door to the north, and it is shut.",
        R("dungeon", "n", closed="n"),
    ),
    item(
        "You're in the laundry. You checked the pockets of every coat; not a penny. You can go"
        " east or south.",
        R("laundry", "e s"),
    ),
    item(
        "Roof Garden\nBeyond the railing, to the south, is a sheer drop to the street. Pots of"
        " herbs line the railing. A door leads inside to the north.",
        R("roof garden", "n"),
    ),
    item(
        "Fountain Court\nPeople have thrown wishes into the fountain for years, but someone has"
        " fished out every coin. Archways lead north, east and south.",
        R("fountain court", "n e s"),
    ),
    item(
        "[Blacksmith]\nA burly smith hammers at the anvil. He says, 'No coin, no sword.'\n"
        "[Exits: e]",
        R("blacksmith", "e"),
    ),
    item(
        "-= Bedroom =-\nYou are in a bedroom.\n\nYou can make out a wall painting of the west"
        " coast. There is an exit to the south. Don't worry, it is unblocked.",
        R("bedroom", "s"),
    ),
    item(
        "Cliff Top\nThe cliff drops away to the west into the sea; you cannot go that way. A"
        " path runs north along the edge and another heads east inland.",
        R("cliff top", "n e"),
    ),
    item(
        "You are in a narrow corridor. The corridor ends in a blank wall to the south. North"
        " of here, it opens into a hall.",
        R(None, "n"),
    ),
    item(
        "You are in the kitchen. There's nothing here to take. You can go north, but there is"
        " no way south: a dresser blocks the door.",
        R("kitchen", "n"),
    ),
    item(
        "Mapmaker's Shop\nMaps of the north coast and the eastern isles cover the walls. A"
        " compass rose is painted on the floor. The door out is to the south.",
        R("mapmaker's shop", "s"),
    ),
    item(
        "You are in the parlour. A fortune teller's card on the table reads 'Wealth awaits you"
        " in the west.' The only door is to the east.",
        R("parlour", "e"),
    ),
    item(
        (
            "Hallway\nYou can go east or west.\n\nYou can see a gold coin here.",
            R("hallway", "e w", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        ("Hallway\nYou can go east or west.", R("hallway", "e w")),
        notes="a coin already taken",
    ),
    item(
        "Storeroom\nEmpty crates and a broken lamp. The door to the north is closed. There is"
        " no exit east, and the west wall has collapsed, blocking the way completely.",
        R("storeroom", "n", closed="n"),
    ),
    item(
        "[Bank Lobby]\nA sign over the counter reads 'Coins exchanged here'. The clerk is out to"
        " lunch.\n[Exits: n s]",
        R("bank lobby", "n s"),
    ),
    item(
        "You are on the jetty. The lake stretches away north and east; there is no boat. The"
        " path to the boathouse runs south.",
        R(None, "s"),
        notes="water to the north and east: no exits",
    ),
    item(
        "Gift Shop\nA jar on the counter is labelled 'Tips' but it is empty. The exit is west."
        " A sign says 'No entry' on the door to the north, which is locked.",
        R("gift shop", "w n", locked="n"),
    ),
    item(
        "Wishing Well\nYou peer into the well. Far below, something glints, but it is well out"
        " of reach. The path leads north and south.",
        R("wishing well", "n s"),
    ),
    item(
        "[Crypt]\nNo light reaches here but your torch.\n[Exits: n]\nThere is no exit to the"
        " south.\nA tarnished coin lies here.",
        R("crypt", "n", coin=True),
    ),
    item(
        "You are in the kitchen. There is no door to the north. A painting of a ship hangs on"
        " the wall, and beneath it, on the floor, lies a real gold coin. The door to the east"
        " is closed.",
        R("kitchen", "e", closed="e", coin=True),
    ),
    item(
        "Cloister\nYou can go north. You can't go east: the archway there is bricked"
        " up.\n\nYou can see a penny here.",
        R("cloister", "n", coin=True),
    ),
    item(
        "-= Cellar =-\nYou are in a cellar. There is no exit to the west.\n\nThere is an"
        " unguarded exit to the north.\n\nThere is a coin on the floor.",
        R("cellar", "n", coin=True),
    ),
]

# Left out, their reading not beyond doubt: commemorative coins on show behind locked glass
# (present in the room, yet not to be taken); a chocolate coin in gold foil (a coin word for a
# thing that is no money).
