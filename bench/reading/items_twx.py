"""twx: TextWorldExpress's coin game, its own texts (real: bench/reading/real_texts.json, the
notes name the game and turns) and texts written in its manner or paraphrasing it."""

from bench.reading.author import A, K, R, T, item

KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also an oven."
    " You also see a fridge that is closed. In another part of the room you see a counter,"
    " that has nothing on it. In one part of the room you see a kitchen cupboard that is"
    " closed. There is also a cutlery drawer that is closed. You also see a trash can that is"
    " closed. In another part of the room you see a dishwasher that is closed. In one part of"
    " the room you see a dining chair, that has nothing on it. "
)


def steps(key: str, readings: list) -> list:
    """Turns 0..len(readings)-1 of harvested game ``key``, each text with its reading."""
    out: list = []
    for i, reading in enumerate(readings):
        if i:
            out.append(A(key, i))
        out.append((T(key, i), reading))
    return out


C3 = "twx-coin-3"
C5 = "twx-coin-5"
C21 = "twx-coin-21"
KITCHEN_3 = R("kitchen", "n e", closed="n", leads={"e": "corridor"})
KITCHEN_3_OPEN = R("kitchen", "n e", leads={"n": "pantry", "e": "corridor"})
PANTRY_3 = R("pantry", "s", leads={"s": "kitchen"})
CORRIDOR_3 = R("corridor", "n e w", closed="n e", leads={"w": "kitchen"})
KITCHEN_5 = R("kitchen", "n s", closed="n s")
BACKYARD_5A = R("backyard", "s e w", closed="e w", leads={"s": "kitchen"})
BACKYARD_5B = R("backyard", "s e w", leads={"s": "kitchen", "e": "corridor", "w": "living room"})
KITCHEN_9 = R("kitchen", "n e", leads={"n": "living room", "e": "pantry"})
LIVING_9 = R("living room", "n s w", leads={"n": "bedroom", "s": "kitchen", "w": "backyard"})
PANTRY_9 = R("pantry", "w", leads={"w": "kitchen"})
KITCHEN_21 = R("kitchen", "n s e w", closed="s e w", leads={"n": "living room"})

ITEMS = [
    item(*steps(C3, [KITCHEN_3]), notes="real: twx-coin-3 turn 0"),
    item(
        *steps(C3, [KITCHEN_3, K("refused", door="closed")]),
        notes="real: twx-coin-3 turns 0-1",
    ),
    item(
        *steps(C3, [KITCHEN_3, K("refused", door="closed"), K("opened"), PANTRY_3]),
        notes="real: twx-coin-3 turns 0-3",
    ),
    item(
        *steps(
            C3,
            [
                KITCHEN_3,
                K("refused", door="closed"),
                K("opened"),
                PANTRY_3,
                PANTRY_3,
                KITCHEN_3_OPEN,
                CORRIDOR_3,
            ],
        ),
        notes="real: twx-coin-3 turns 0-6",
    ),
    item(
        *steps(
            C3,
            [
                KITCHEN_3,
                K("refused", door="closed"),
                K("opened"),
                PANTRY_3,
                PANTRY_3,
                KITCHEN_3_OPEN,
                CORRIDOR_3,
                KITCHEN_3_OPEN,
                K("none"),
            ],
        ),
        notes="real: twx-coin-3 turns 0-8; the last text (the inventory) keeps the kitchen",
    ),
    item(
        *steps(
            C5,
            [
                KITCHEN_5,
                KITCHEN_5,
                K("opened"),
                K("opened"),
                BACKYARD_5A,
                K("opened"),
                K("opened"),
                R("living room", "e", leads={"e": "backyard"}),
                BACKYARD_5B,
                R("corridor", "s w", closed="s", leads={"w": "backyard"}),
                K("opened"),
                R("bedroom", "n", coin=True, leads={"n": "corridor"}),
            ],
        ),
        notes="real: twx-coin-5 turns 0-11 (the gold path up to the coin)",
    ),
    item(
        *steps(C5, [KITCHEN_5, KITCHEN_5, K("opened"), K("opened"), BACKYARD_5A]),
        notes="real: twx-coin-5 turns 0-4",
    ),
    item(
        *steps(
            C5,
            [
                KITCHEN_5,
                KITCHEN_5,
                K("opened"),
                K("opened"),
                BACKYARD_5A,
                K("opened"),
                K("opened"),
                R("living room", "e", leads={"e": "backyard"}),
                BACKYARD_5B,
            ],
        ),
        notes="real: twx-coin-5 turns 0-8",
    ),
    item(
        *steps(
            "twx-coin-7",
            [
                R("kitchen", "s e", leads={"s": "pantry", "e": "corridor"}),
                R("kitchen", "s e", leads={"s": "pantry", "e": "corridor"}),
                R("corridor", "s w", coin=True, leads={"s": "bedroom", "w": "kitchen"}),
            ],
        ),
        notes="real: twx-coin-7 turns 0-2",
    ),
    item(
        *steps(
            "twx-coin-11",
            [R("kitchen", "n s e w", closed="n w", coin=True)],
        ),
        notes="real: twx-coin-11 turn 0",
    ),
    item(
        *steps(
            "twx-coin-11",
            [
                R("kitchen", "n s e w", closed="n w", coin=True),
                R("kitchen", "n s e w", closed="n w", coin=True),
                K("took"),
            ],
        ),
        notes="real: twx-coin-11 turns 0-2: the coin was taken",
    ),
    item(
        *steps(
            C21, [KITCHEN_21, K("refused", door="closed"), K("refused", door="closed"), KITCHEN_21]
        ),
        notes="real: twx-coin-21 turns 0-3: two moves refused by closed doors, then a look",
    ),
    item(
        *steps(
            C21,
            [
                KITCHEN_21,
                K("refused", door="closed"),
                K("refused", door="closed"),
                KITCHEN_21,
                R("living room", "n s w", closed="n", leads={"s": "kitchen", "w": "corridor"}),
            ],
        ),
        notes="real: twx-coin-21 turns 0-4",
    ),
    item(
        *steps(
            "twx-coin-4",
            [
                R("kitchen", "n e", closed="n", leads={"e": "corridor"}),
                R("kitchen", "n e", closed="n", leads={"e": "corridor"}),
                K("opened"),
                R("pantry", "s", coin=True, leads={"s": "kitchen"}),
            ],
        ),
        notes="real: twx-coin-4 turns 0-3",
    ),
    item(
        *steps("twx-coin-9", [KITCHEN_9, KITCHEN_9, LIVING_9, KITCHEN_9, PANTRY_9, KITCHEN_9]),
        notes="real: twx-coin-9 (dev fold) turns 0-5",
    ),
    item(
        *steps(
            "twx-coin-9",
            [
                KITCHEN_9,
                KITCHEN_9,
                LIVING_9,
                KITCHEN_9,
                PANTRY_9,
                KITCHEN_9,
                LIVING_9,
                R("bedroom", "n s", leads={"n": "corridor", "s": "living room"}),
                LIVING_9,
            ],
        ),
        notes="real: twx-coin-9 (dev fold) turns 0-8",
    ),
    item(
        *steps(
            "twx-coin-9",
            [
                KITCHEN_9,
                KITCHEN_9,
                LIVING_9,
                KITCHEN_9,
                PANTRY_9,
                KITCHEN_9,
                LIVING_9,
                R("bedroom", "n s", leads={"n": "corridor", "s": "living room"}),
                LIVING_9,
                R("backyard", "e", coin=True, leads={"e": "living room"}),
            ],
        ),
        notes="real: twx-coin-9 (dev fold) turns 0-9",
    ),
    # written in the engine's manner
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has"
        " nothing on it. There is also a shelf that has a coin on it. \nTo the South you see the"
        " kitchen. ",
        R("pantry", "s", coin=True),
    ),
    item(
        "You are in the laundry room. In one part of the room you see a bench, that has nothing"
        " on it. There is also a washing machine that is closed. You also see a laundry basket,"
        " that has nothing on it. \nTo the North you see a closed wood door. To the West you see"
        " the corridor. ",
        R("laundry room", "n w", closed="n"),
    ),
    item(
        "You are in the bathroom. In one part of the room you see a sink, that has nothing on"
        " it. There is also a bath mat. You also see a coin. \nThrough an open plain door, to"
        " the East you see the bedroom. ",
        R("bathroom", "e", coin=True),
    ),
    item(
        "You are in the garage. In one part of the room you see a tool box that is closed."
        " There is also a shelf, that has nothing on it. \nTo the North you see the driveway."
        " To the South you see a closed sliding door. To the West you see a closed wood"
        " door. ",
        R("garage", "n s w", closed="s w"),
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dressing table, that has"
        " nothing on it. There is also a bed that has a coin on it. \nTo the North you see the"
        " corridor. To the East you see the bathroom. ",
        R("bedroom", "n e", coin=True),
    ),
    item(
        "You're in the corridor. There's a shoe cabinet (closed) and a hat rack here.\nNorth:"
        " the living room. South: a closed wooden door. West: the kitchen.",
        R("corridor", "n s w", closed="s"),
        notes="a paraphrase of the engine's text",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has nothing"
        " on it. There is also a coffee table, that has nothing on it. \nTo the South you see a"
        " closed frosted-glass door. To the East you see the backyard. To the West you see a"
        " closed patio door. ",
        R("living room", "s e w", closed="s w"),
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a"
        " garden that has a coin, and a carrot on it. \nThrough an open screen door, to the"
        " North you see the kitchen. To the East you see the driveway. ",
        R("backyard", "n e", coin=True),
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also an"
            " oven. \nTo the North you see a closed plain door. To the East you see the"
            " pantry. ",
            R("kitchen", "n e", closed="n", leads={"e": "pantry"}),
        ),
        "move east",
        (
            "You are in the pantry. In one part of the room you see a shelf, that has nothing on"
            " it. \nTo the West you see the kitchen. ",
            R("pantry", "w", leads={"w": "kitchen"}),
        ),
    ),
    item(
        (
            "You are in the corridor. In one part of the room you see a key holder, that has"
            " nothing on it. \nTo the South you see a closed wood door. To the West you see the"
            " kitchen. ",
            R("corridor", "s w", closed="s", leads={"w": "kitchen"}),
        ),
        "open door to south",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
    ),
    item(
        "You are in the street. In one part of the room you see a bicycle. \nTo the North you"
        " see the driveway. To the South you see the supermarket. To the East you see the"
        " alley. To the West you see the backyard. ",
        R("street", "n s e w"),
    ),
    item(
        "You are in the living room, where a TV stand and an arm chair stand about. A coin"
        " lies on the end table.\nThrough an open wood door to the north you see the bedroom."
        " The kitchen is to the south.",
        R("living room", "n s", coin=True),
        notes="a paraphrase of the engine's text",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car. \nTo the South you see"
        " a closed sliding patio door. ",
        R("driveway", "s", closed="s"),
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has"
        " nothing on it. There is also a shelf that has a coin, a banana, and a tomato on it."
        " \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has"
        " nothing on it. \nTo the North you see a closed frosted-glass door. To the South you"
        " see a closed plain door. ",
        R("pantry", "n s", closed="n s"),
    ),
    item(
        (
            "You are in the alley. In one part of the room you see a trash can that is closed."
            " \nTo the North you see the street. To the East you see a closed wood door. ",
            R("alley", "n e", closed="e", leads={"n": "street"}),
        ),
        "move east",
        (
            "You can't move there, the door is closed. Try opening it first. ",
            K("refused", door="closed"),
        ),
        notes="the refusal is a paraphrase of the engine's",
    ),
    item(
        "You are in the laundry room. You see a coin next to the washing machine.\nTo the East"
        " you see the corridor. To the South you see the bathroom. ",
        R("laundry room", "e s", coin=True),
        notes="a paraphrase of the engine's text",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. \nTo the North you"
            " see the corridor. To the West you see the backyard. ",
            R("kitchen", "n w", leads={"n": "corridor", "w": "backyard"}),
        ),
        "move west",
        (
            "You are in the backyard. In one part of the room you see a barbeque. \nTo the East"
            " you see the kitchen. To the South you see the garden shed. ",
            R("backyard", "e s", leads={"e": "kitchen", "s": "garden shed"}),
        ),
        "move south",
        (
            "You are in the garden shed. In one part of the room you see a workbench, that has"
            " nothing on it. \nTo the North you see the backyard. ",
            R("garden shed", "n", leads={"n": "backyard"}),
        ),
        "move north",
        (
            "You are in the backyard. In one part of the room you see a barbeque. \nTo the East"
            " you see the kitchen. To the South you see the garden shed. ",
            R("backyard", "e s", leads={"e": "kitchen", "s": "garden shed"}),
        ),
    ),
    item(
        KITCHEN + "There is also a coin. \nTo the East you see a closed plain door. ",
        R("kitchen", "e", closed="e", coin=True),
    ),
    item(
        KITCHEN + "\nTo the South you see a closed screen door. To the West you see the pantry. ",
        R("kitchen", "s w", closed="s"),
    ),
    item(
        "you are in the bedroom. in one part of the room you see a wardrobe that is closed."
        " there is also a coin.\nto the west you see the living room. to the south you see a"
        " closed wood door.",
        R("bedroom", "w s", closed="s", coin=True),
        notes="lower-cased",
    ),
]
