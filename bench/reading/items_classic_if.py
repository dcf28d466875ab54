"""classic_if: Zork/Infocom-like texts (a title line, a paragraph, "There is ... here.")."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Forest Clearing\nYou are in a small clearing in a well-marked forest path that extends"
        " to the east and west. Sunlight filters through the leaves overhead.\nA rusty lantern"
        " lies on its side near a stump.",
        R("forest clearing", "e w"),
    ),
    item(
        "Behind the Barn\nYou are behind a weathered red barn. A narrow track winds south toward"
        " the orchard, and the barn's back door stands open to the north.\nA gold coin glints"
        " in the mud.",
        R("behind the barn", "s n", coin=True),
    ),
    item(
        "Cellar\nYou are in a dark and damp cellar with a narrow passageway leading north, and a"
        " crawlway to the south. On the west is the bottom of a steep metal chute which is"
        " far too slippery to climb.",
        R("cellar", "n s"),
    ),
    item(
        "Stone Hall\nThis vaulted hall echoes with every footstep. An archway opens to the south,"
        " and a heavy oak door to the north is closed.\nThere is a tarnished silver coin here.",
        R("stone hall", "s n", closed="n", coin=True),
    ),
    item(
        "Attic\nThe attic is dusty and low-ceilinged, with a trapdoor leading down. At the east"
        " end a low doorway opens onto the roof walk.\nA small brass key is lying here.",
        R("attic", "down e"),
    ),
    item(
        "Narrow Ledge\nYou are on a narrow ledge high above a chasm. The ledge continues to the"
        " north; to the south it has crumbled away into nothing.\nThe wind howls.",
        R("narrow ledge", "n"),
    ),
    item(
        "Library\nShelves of mouldering books line every wall. Doorways lead north and west, and"
        " a spiral staircase climbs up into darkness.\nOn a reading desk lies an old copper"
        " coin.",
        R("library", "n w up", coin=True),
    ),
    item(
        "Gatehouse\nYou stand inside a squat stone gatehouse. A passage runs north into the"
        " castle yard, and a small wooden door to the east is closed. Arrow slits in the south"
        " wall look out over the moat.",
        R("gatehouse", "n e", closed="e"),
    ),
    item(
        "Riverbank\nYou are on the muddy west bank of a slow brown river. A footpath follows the"
        " bank north and south. The river is far too deep to cross here.\nA penny lies"
        " half-buried in the mud.",
        R("riverbank", "n s", coin=True),
    ),
    item(
        "Dusty Corridor\nThe corridor runs east to west. Cobwebs hang from the ceiling. There is a"
        " door in the north wall, which is closed.",
        R("dusty corridor", "e w n", closed="n"),
    ),
    item(
        "Top of Stairs\nYou are at the top of a grand staircase. The stairs lead down. A hallway"
        " heads east, and an open door to the south reveals a bedroom.",
        R("top of stairs", "down e s", leads={"s": "bedroom"}),
    ),
    item(
        "Vault\nThis is a small, windowless vault. The shelves are bare, save for a single gold"
        " coin. The only exit is west, through the iron door, which stands open.",
        R("vault", "w", coin=True),
    ),
    item(
        "Mine Entrance\nYou are standing at the entrance of an abandoned mine. The mine's mouth"
        " gapes open to the north. The mountain trail winds away to the south and to the"
        " east.\nThere is a battered miner's helmet here.",
        R("mine entrance", "n s e"),
    ),
    item(
        "Garden Path\nA gravel path runs between overgrown hedges. It leads north to a gazebo and"
        " south to the house. To the east, a gap in the hedge opens onto a lawn.",
        R("garden path", "n s e"),
    ),
    item(
        (
            "Entrance Hall\nYou are in the entrance hall of a crumbling manor. Exits lead north and"
            " east.",
            R("entrance hall", "n e"),
        ),
        "north",
        (
            "Portrait Gallery\nDozens of stern ancestors glare down at you from the walls. The"
            " gallery continues west; the entrance hall is to the south.\nA gold coin lies on the"
            " floor beneath one of the portraits.",
            R("portrait gallery", "w s", coin=True),
        ),
    ),
    item(
        "It is pitch black. You are likely to be eaten by a grue.",
        R(None),
        notes="no light, no room, no exit read: nothing to do from the text",
    ),
    item(
        "Chapel\nA small chapel with rows of broken pews. A stained glass window in the east"
        " wall shows a saint holding up a coin. The chapel door is to the west, standing open.",
        R("chapel", "w"),
        notes="the coin is in a window's picture; the east wall has a window, no exit",
    ),
    item(
        "Tower Top\nYou are at the very top of the tower. The view is breathtaking: to the north"
        " you can see the mountains, to the south the sea. A narrow walkway leads east along"
        " the battlements, and the staircase spirals down.",
        R("tower top", "e down"),
    ),
    item(
        "Maze of Twisty Passages\nYou are in a maze of twisty little passages, all alike."
        " Passages lead north, south, east and west.",
        R("maze of twisty passages", "n s e w"),
    ),
    item(
        "Guard Room\nAn overturned table and a few broken chairs are all that remain of the"
        " guards. Doors lead west and south; the west door is locked, and the south one hangs"
        " open on a single hinge.",
        R("guard room", "w s", locked="w"),
    ),
    item(
        "Pantry\nThe pantry is lined with empty shelves. A few coins are scattered on the lowest"
        " shelf. The kitchen lies to the east.",
        R("pantry", "e", coin=True),
    ),
    item(
        "Dungeon\nYou are in a dank dungeon cell. The cell door to the north is shut. Water"
        " drips from the ceiling and pools in the corner.",
        R("dungeon", "n", closed="n"),
    ),
    item(
        "Orchard\nApple trees stand in neat rows. Paths lead north and west between the"
        " trees.\nLying in the grass is a shiny doubloon.",
        R("orchard", "n w", coin=True),
    ),
    item(
        "Hillside\nYou are on a grassy hillside. A dry stone wall blocks the way east. You can"
        " walk down the slope to the south or climb north to a rocky summit.",
        R("hillside", "s n"),
    ),
    item(
        "Boathouse\nThe boathouse smells of tar and old rope. Open water lies to the west;"
        " without a boat there is no going that way. A door to the north is closed, and a path"
        " leads south.",
        R("boathouse", "n s", closed="n"),
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles line the walls. Stone steps lead up to the kitchen,"
        " and a low arch opens to the east.\nThere is a coin here.",
        R("wine cellar", "up e", coin=True),
    ),
    item(
        "Throne Room\nA vast hall with a ruined throne on a dais at its north end. Great doors"
        " lead south. Smaller doors stand open to the east and to the west.",
        R("throne room", "s e w"),
    ),
    item(
        "West of Cottage\nYou are standing in a meadow west of a small thatched cottage. The"
        " cottage's front door, in the wall to the east, is closed. A lane runs north and"
        " south.",
        R("west of cottage", "e n s", closed="e"),
    ),
    item(
        "Altar Room\nA stone altar dominates the room. Upon it lies a single ancient coin. Exits"
        " are east and down.",
        R("altar room", "e down", coin=True),
    ),
    item(
        (
            "Foyer\nYou are in a small foyer. A corridor runs north, and the front door is to the"
            " south.",
            R("foyer", "n s"),
        ),
        "n",
        ("Corridor\nThe corridor continues north. The foyer is south.", R("corridor", "n s")),
        "n",
        (
            "Study\nA cluttered study. A desk is pushed against the wall. The only exit is south.",
            R("study", "s"),
        ),
    ),
    item(
        "Sand Dunes\nYou are lost among endless sand dunes. In every direction the sand looks"
        " the same: you could wander north, south, east or west.",
        R("sand dunes", "n s e w"),
    ),
    item(
        "Shaft Bottom\nYou are at the bottom of a narrow shaft. A frayed rope dangles from far"
        " above. A tunnel leads east.\nThere is a gold coin lying in the dust.",
        R("shaft bottom", "e", coin=True),
    ),
    item(
        "Courtyard\nYou are in the castle courtyard. The keep looms to the north, its great door"
        " closed. The gatehouse is to the south. A well stands in the centre.",
        R("courtyard", "n s", closed="n", leads={"s": "gatehouse"}),
    ),
    item(
        "Beach\nThe sand stretches north and south, and a path climbs west into the dunes. The"
        " sea to the east is far too rough to enter.",
        R("beach", "n s w"),
    ),
    item(
        "Drawbridge\nYou stand on a lowered drawbridge. The castle gate to the north is closed."
        " The road leads south, away from the castle.",
        R("drawbridge", "n s", closed="n"),
    ),
    item(
        "Hermit's Hut\nA tiny hut of woven branches. A straw mat covers the floor, and from"
        " beneath one corner of it peeks the edge of a silver coin. The doorway is to the"
        " south.",
        R("hermit's hut", "s", coin=True),
    ),
    item(
        (
            "Round Room\nThis is a circular room with exits to the west, the east and the north.",
            R("round room", "w e n"),
        ),
        "e",
        (
            "Narrow Passage\nThe passage is barely wide enough for you. It leads west and"
            " south.\nThere is a coin here.",
            R("narrow passage", "w s", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        notes="the coin was taken: it is no longer in the room",
    ),
    item(
        "ARMOURY\nEmpty weapon racks line the walls. A doorway leads north and a passage slopes"
        " down to the west. You can see a dented shield and a broken spear here.",
        R("armoury", "n w"),
    ),
]
