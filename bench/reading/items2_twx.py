"""twx, second round: texts in the manner of TextWorldExpress's coin game ("You are in the
kitchen. In one part of the room you see ... To the North you see ..."), new rooms and
furniture; no text here comes from the engine."""

from bench.reading.author import K, R, item

_HALL = (
    "You are in the hallway. In one part of the room you see a coat stand. There is also a"
    " shoe rack. \nTo the East you see the sunroom. To the North you see the study. "
)
_SUNROOM = (
    "You are in the sunroom. In one part of the room you see a wicker sofa. There is also a"
    " potted palm. \nTo the West you see the hallway. To the North you see a closed glass door. "
)
_LIVING = (
    "You are in the living room. In one part of the room you see a sofa. There is also a"
    " bookcase that has nothing on it. \nTo the West you see the corridor. To the North you see"
    " a closed wood door. To the South you see the den. "
)

ITEMS = [
    item(
        "You are in the sunroom. In one part of the room you see a wicker chair. There is also a"
        " potted fig. You also see a coin. \nTo the South you see a closed sliding patio door. To"
        " the West you see the hallway. ",
        R("sunroom", "s w", closed="s", coin=True, leads={"w": "hallway"}),
    ),
    item(
        "You are in the garage. In one part of the room you see a workbench that has a hammer, and"
        " a coin on it. In another part of the room you see a tool rack. \nTo the North you see"
        " an open roller door. To the East you see the driveway. ",
        R("garage", "n e", coin=True, leads={"e": "driveway"}),
    ),
    item(
        "You are in the wine cellar. In one part of the room you see a wine rack. There is also a"
        " barrel that is closed. \nTo the East you see a closed wood door. ",
        R("wine cellar", "e", closed="e"),
    ),
    item(
        (_HALL, R("hallway", "e n", leads={"e": "sunroom", "n": "study"})),
        "move east",
        (_SUNROOM, R("sunroom", "w n", closed="n", leads={"w": "hallway"})),
    ),
    item(
        (_HALL, R("hallway", "e n", leads={"e": "sunroom", "n": "study"})),
        "move east",
        (_SUNROOM + "\n", R("sunroom", "w n", closed="n", leads={"w": "hallway"})),
        "open door to north",
        ("You open the glass door, revealing the conservatory. ", K("opened")),
    ),
    item(
        (
            "You are in the shed. In one part of the room you see a lawnmower. There is also a"
            " workbench that has nothing on it. \nTo the North you see the backyard. ",
            R("shed", "n", leads={"n": "backyard"}),
        ),
        "move south",
        ("You can't move that way. ", K("refused")),
    ),
    item(
        (
            "You are in the driveway. In one part of the room you see a car. \nTo the South you"
            " see the street. To the North you see a closed front door. ",
            R("driveway", "s n", closed="n", leads={"s": "street"}),
        ),
        "move south",
        (
            "You are in the street. In one part of the room you see a lamp post. \nTo the North"
            " you see the driveway. To the East you see the corner shop. ",
            R("street", "n e", leads={"n": "driveway", "e": "corner shop"}),
        ),
    ),
    item(
        (
            "You are in the study. In one part of the room you see a desk that has a lamp, and a"
            " coin on it. \nTo the South you see the hallway. ",
            R("study", "s", coin=True, leads={"s": "hallway"}),
        ),
        "take coin",
        ("You take the coin. \nCongratulations, you have completed the task! ", K("took")),
        actions=[],
        notes="the game has ended: no action",
    ),
    item(
        "You are in the greenhouse. In one part of the room you see a potting bench that has a"
        " trowel on it. In another part of the room you see a watering can. \nTo the North you"
        " see the garden. To the South you see an open screen door. To the West you see a closed"
        " plastic door. ",
        R("greenhouse", "n s w", closed="w", leads={"n": "garden"}),
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dresser that contains a coin."
        " There is also a bed. \nTo the East you see the landing. ",
        R("bedroom", "e", coin=True, leads={"e": "landing"}),
    ),
    item(
        (
            "You are in the nursery. In one part of the room you see a cot. There is also a toy"
            " box that is closed. \nTo the North you see the landing. To the West you see a closed"
            " wood door. ",
            R("nursery", "n w", closed="w", leads={"n": "landing"}),
        ),
        "look around",
        (
            "You are in the nursery. In one part of the room you see a cot. There is also a toy"
            " box that is closed. \nTo the North you see the landing. To the West you see a closed"
            " wood door. \n",
            R("nursery", "n w", closed="w", leads={"n": "landing"}),
        ),
    ),
    item(
        (
            "You are in the utility room. In one part of the room you see a boiler. \nTo the South"
            " you see the kitchen. To the East you see the garage. ",
            R("utility room", "s e", leads={"s": "kitchen", "e": "garage"}),
        ),
        "inventory",
        ("Inventory: \n  Your inventory is currently empty.\n", K("none")),
    ),
    item(
        "You are in the attic. In one part of the room you see a trunk that is closed. \nTo the"
        " North you see the landing. To the South you see a closed hatch. To the East you see the"
        " box room. To the West you see the loft. ",
        R("attic", "n s e w", closed="s", leads={"n": "landing", "e": "box room", "w": "loft"}),
    ),
    item(
        "You are in the boot room. In one part of the room you see a coin. There is also a shoe"
        " rack. \nTo the West you see the kitchen. ",
        R("boot room", "w", coin=True, leads={"w": "kitchen"}),
    ),
    item(
        (
            "You are in the corridor. In one part of the room you see a radiator. \nTo the East"
            " you see the living room. ",
            R("corridor", "e", leads={"e": "living room"}),
        ),
        "move east",
        (_LIVING, R("living room", "w n s", closed="n", leads={"w": "corridor", "s": "den"})),
        "move south",
        (
            "You are in the den. In one part of the room you see an armchair. \nTo the North you"
            " see the living room. ",
            R("den", "n", leads={"n": "living room"}),
        ),
        "move north",
        (
            _LIVING + "\n",
            R("living room", "w n s", closed="n", leads={"w": "corridor", "s": "den"}),
        ),
    ),
    item(
        "You are in the kitchen. In one part of the room you see a fridge that is closed. There is"
        " also a counter that has a knife, a coin, and a loaf of bread on it. \nTo the North you"
        " see the dining room. To the East you see a closed frosted-glass door. ",
        R("kitchen", "n e", closed="e", coin=True, leads={"n": "dining room"}),
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a bath"
        " mat. \nTo the West you see an open frosted-glass door. ",
        R("bathroom", "w"),
    ),
    item(
        (
            "You are in the scullery. In one part of the room you see a sink. \nTo the West you"
            " see a closed wood door. To the South you see the yard. ",
            R("scullery", "w s", closed="w", leads={"s": "yard"}),
        ),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to west",
        ("You open the wood door, revealing the pantry. ", K("opened")),
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbecue. There is also a"
        " hose. You also see a patio chair. In another part of the room you see a patio table that"
        " has nothing on it. \nTo the North you see an open sliding patio door. To the South you"
        " see the vegetable patch. To the West you see the shed. ",
        R("backyard", "n s w", leads={"s": "vegetable patch", "w": "shed"}),
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is"
        " closed. There is also a clothes dryer that contains a coin. \nTo the South you see the"
        " corridor. ",
        R("laundry room", "s", coin=True, leads={"s": "corridor"}),
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see an oven. There is also a"
            " fridge that is closed. \nTo the South you see the pantry. To the East you see a"
            " closed wood door. ",
            R("kitchen", "s e", closed="e", leads={"s": "pantry"}),
        ),
        "move south",
        (
            "You are in the pantry. In one part of the room you see a shelf that has nothing on"
            " it. \nTo the North you see the kitchen. ",
            R("pantry", "n", leads={"n": "kitchen"}),
        ),
    ),
    item(
        "You are in the games room. In one part of the room you see a pool table that has a cue,"
        " and three coins on it. There is also a dartboard. \nTo the East you see the lounge. To"
        " the South you see a closed wood door. ",
        R("games room", "e s", closed="s", coin=True, leads={"e": "lounge"}),
    ),
    item(
        "You are in the porch. In one part of the room you see a doormat. There is also an"
        " umbrella stand. \nTo the North you see an open front door. To the South you see the"
        " garden path. To the West you see a closed side gate. ",
        R("porch", "n s w", closed="w", leads={"s": "garden path"}),
    ),
]
