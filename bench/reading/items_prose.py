"""prose: plain prose, exits spread over sentences, no engine layout."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You find yourself in a sunlit kitchen. Doors lead north and south; the southern one"
        " is shut.",
        R("kitchen", "n s", closed="s"),
    ),
    item(
        "You are in the library. Tall windows let in a grey light. From here you could head"
        " east, toward the stairs, or slip through the narrow doorway to the west.",
        R("library", "e w"),
    ),
    item(
        "The cave narrows here. Water drips somewhere in the dark. The only way on is to the"
        " north, where the passage bends out of sight.",
        R(None, "n"),
    ),
    item(
        "You are standing in a small courtyard. A fountain, long dry, stands at its centre, and"
        " at the bottom of the basin a single gold coin catches the light. Archways open to"
        " the east and the west.",
        R("courtyard", "e w", coin=True),
    ),
    item(
        "You're in the cellar. It's cold and it smells of earth. Stairs go up to the kitchen."
        " There's also a low door on the east side, but it's closed.",
        R("cellar", "up e", closed="e"),
    ),
    item(
        "This is the greenhouse. Rows of tomato plants fill the benches. The glass door you"
        " could use to leave is on the south side, and another one, standing open, leads"
        " west into the potting shed.",
        R("greenhouse", "s w", leads={"w": "potting shed"}),
    ),
    item(
        "You are in a bare, whitewashed room. Someone has left a few coins on the windowsill."
        " A corridor leads away to the north.",
        R(None, "n", coin=True),
    ),
    item(
        "The hallway is long and badly lit. At the far end, to the west, a door stands ajar."
        " Halfway along, a second door to the north is firmly closed. The corridor also"
        " runs on to the east.",
        R("hallway", "w n e", closed="n"),
    ),
    item(
        "You are in the garden. Bees hum among the lavender. A gate in the north wall leads out"
        " to the lane. You notice a tarnished penny lying on the path.",
        R("garden", "n", coin=True),
    ),
    item(
        "You are in the study. A fire crackles in the grate. You could go south to the hall,"
        " or east to the conservatory.",
        R("study", "s e"),
    ),
    item(
        "You're standing at the edge of a wood. To the north the trees thicken into forest; a"
        " track leads off that way. Southward, a lane runs down through the fields to the"
        " village. There is nothing else here.",
        R(None, "n s"),
    ),
    item(
        "Inside the shed it's dusty and dark. There's an old bicycle against one wall, and on"
        " the workbench, next to a tin of nails, lies a gold coin. The door you can leave"
        " through is to the west.",
        R("shed", "w", coin=True),
    ),
    item(
        "You are in the nursery. A rocking horse stands in the corner. There are two doors:"
        " one to the east, which is open, and one to the south, which is locked.",
        R("nursery", "e s", locked="s"),
    ),
    item(
        "You are on a narrow landing. Stairs lead down. To your left, facing west, is a closed"
        " door with a brass knob. To the north the landing continues toward a bathroom.",
        R("landing", "down w n", closed="w"),
    ),
    item(
        "The dining room is grand but cold. Portraits hang on every wall. The only doors lead"
        " north and east, and both of them are shut.",
        R("dining room", "n e", closed="n e"),
    ),
    item(
        "You are in the laundry room. A washing machine rumbles. There's a door to the south."
        " On top of the dryer somebody has left a handful of coins.",
        R("laundry room", "s", coin=True),
    ),
    item(
        "You stand at a crossroads in the middle of nowhere. Roads run off in all four"
        " directions: north, south, east and west.",
        R(None, "n s e w"),
    ),
    item(
        "You are in the attic. The roof slopes so low you have to stoop. The hatch in the"
        " floor leads down, and at the eastern end a small door opens onto the roof.",
        R("attic", "down e"),
    ),
    item(
        "You are in the boiler room. Pipes everywhere. You can leave by the door to the north"
        " or by the one to the west. The north door is closed.",
        R("boiler room", "n w", closed="n"),
    ),
    item(
        ("You are in the hall. Doors lead east and west.", R("hall", "e w")),
        "go east",
        (
            "You are in the kitchen. The hall is back to the west. A gold coin sits on the"
            " kitchen table.",
            R("kitchen", "w", coin=True),
        ),
    ),
    item(
        "You are in the parlour. Heavy curtains block out the daylight. You could head south"
        " into the hallway or east into the music room; there is no other way out.",
        R("parlour", "s e"),
    ),
    item(
        "The path climbs steeply here, up to the north and down to the south. Below you, to"
        " the south, you can see the roofs of the town. A smaller trail branches off to the"
        " east.",
        R(None, "n e s"),
    ),
    item(
        "You are in the pantry. Shelves of jars and tins. The kitchen is just through the"
        " doorway to the east. There's a doubloon wedged between two jars of jam.",
        R("pantry", "e", coin=True),
    ),
    item(
        "You have come to the bottom of a well. The walls are slick with moss. A narrow tunnel"
        " leads west, and far above you can see a circle of sky.",
        R(None, "w"),
    ),
    item(
        "You are in the games room. A dartboard hangs on the wall. The door to the north is"
        " closed, and so is the door to the west. The way south stands open.",
        R("games room", "n w s", closed="n w"),
    ),
    item(
        "You are in the bedroom. Clothes are strewn everywhere. The only way out is the door"
        " to the south.",
        R("bedroom", "s"),
    ),
    item(
        "You step into the chapel. Candles flicker on the altar. A heavy door at the north end"
        " is closed; the door at the south end stands open. A silver coin lies"
        " on the front pew.",
        R("chapel", "n s", closed="n", coin=True),
    ),
    item(
        (
            "You're in the garage. There's an exit north and another to the east.",
            R("garage", "n e"),
        ),
        "walk north",
        (
            "You're in the yard. You could go back south into the garage, or carry on west.",
            R("yard", "s w"),
        ),
    ),
    item(
        "You are in the office. It is very tidy. There is a door to the east, which is open,"
        " and a door to the west, which is closed.",
        R("office", "e w", closed="w"),
    ),
    item(
        "You are in the playroom. Toys are scattered everywhere. A staircase goes up; the only"
        " other way out is a doorway to the south.",
        R("playroom", "up s"),
    ),
    item(
        "You've reached the top of the hill. From here paths lead down to the north, the"
        " east and the west. Among the stones of an old cairn, something glints: a coin.",
        R(None, "n e w", coin=True),
    ),
    item(
        "You are in the cloister. A covered walkway runs around a square of lawn. You can"
        " follow it north or east.",
        R("cloister", "n e"),
    ),
    item(
        "You are in the scullery. The sink is full of dirty dishes. The back door, to the"
        " west, is locked; a passage leads north to the kitchen.",
        R("scullery", "w n", locked="w"),
    ),
    item(
        "You are in a narrow corridor. It runs north and south. Halfway along, a door on the"
        " east side is closed.",
        R(None, "n s e", closed="e"),
    ),
    item(
        (
            "You are in the lobby. A lift is out of order. Corridors go north and west.",
            R("lobby", "n w"),
        ),
        "go west",
        (
            "You are in the west wing. It's quiet. The lobby is east of here, and a closed door"
            " leads north.",
            R("west wing", "e n", closed="n"),
        ),
        "open north door",
        ("The door creaks open.", K("opened")),
    ),
    item(
        "The stable smells of hay. A single horse watches you from its stall. You can leave"
        " by the big doors to the south or by the small door to the east.",
        R("stable", "s e"),
    ),
    item(
        "You're in the map room. A large globe stands in the corner and charts cover the"
        " walls. On the chart table, pinned under a brass weight, is a gold sovereign. A door"
        " leads out to the west.",
        R("map room", "w", coin=True),
    ),
]
