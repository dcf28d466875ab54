"""twx, ninth round: texts in the manner of TextWorldExpress's coin game (modelled on the harvested
games in real_texts.json; none is engine output). Nine walks on one map of the engine's own
locations (living room, corridor, bedroom, backyard, driveway) with a closed sliding patio door
and a closed wood door: "You can't move there, the door is closed." then `look around`, "open
door to west" then `look around`, a coin on the bed taken and the room looked at again, a move
toward no exit answered "Unknown action: I'm not sure what you mean.", a loop through the
backyard and the driveway. Eleven single rooms (laundry room, supermarket, street, bathroom,
kitchen, pantry, driveway, living room, backyard, bedroom, corridor) with the engine's furniture
holding new things: a coin on an ironing board, on a supermarket showcase beside a bag of flour,
in a garden among the vegetables, on a bath mat; a closed coin sorter, a closed metal door, the
coin task's description before the first room. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

OPENERS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)
TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def room(name: str, things: list[str], ways: list[str]) -> str:
    """A location as TextWorldExpress prints it: the things in rotating sentences, then the
    ways on a line of their own."""
    said = " ".join(f"{OPENERS[i % 4]} {thing}." for i, thing in enumerate(things))
    return f"You are in the {name}. {said} \n{'. '.join(ways)}."


LIVING_THINGS = [
    "a wastepaper basket that is closed",
    "a book case, that has nothing on it",
    "a TV stand that has a remote control on it",
    "a arm chair, that has nothing on it",
    "a sofa that has a cushion on it",
]
LIVING = room(
    "living room",
    LIVING_THINGS,
    ["To the North you see the corridor", "To the West you see a closed sliding patio door"],
)
LIVING_OPEN = room(
    "living room",
    LIVING_THINGS,
    [
        "To the North you see the corridor",
        "Through an open sliding patio door, to the West you see the backyard",
    ],
)
CORRIDOR_THINGS = [
    "a key holder, that has nothing on it",
    "a shoe cabinet that is closed",
    "a umbrella stand that has a black umbrella on it",
    "a coat hanger, that has nothing on it",
]
CORRIDOR = room(
    "corridor",
    CORRIDOR_THINGS,
    ["To the South you see the living room", "To the East you see a closed wood door"],
)
CORRIDOR_OPEN = room(
    "corridor",
    CORRIDOR_THINGS,
    [
        "To the South you see the living room",
        "Through an open wood door, to the East you see the bedroom",
    ],
)
BEDROOM_THINGS = [
    "a dressing table, that has nothing on it",
    "a wardrobe that is closed",
    "a night stand that has a alarm clock on it",
]
BEDROOM = room(
    "bedroom",
    [*BEDROOM_THINGS, "a bed that has a coin, and a pillow on it"],
    ["Through an open wood door, to the West you see the corridor"],
)
BEDROOM_BARE = room(
    "bedroom",
    [*BEDROOM_THINGS, "a bed that has a pillow on it"],
    ["Through an open wood door, to the West you see the corridor"],
)
BACKYARD = room(
    "backyard",
    [
        "a barbeque",
        "a workbench, that has nothing on it",
        "a patio chair that has a sun hat on it",
        "a clothes line, that has nothing on it",
    ],
    [
        "Through an open sliding patio door, to the East you see the living room",
        "To the South you see the driveway",
    ],
)
DRIVEWAY = room(
    "driveway",
    ["a car that is closed", "a basketball hoop"],
    ["To the North you see the backyard"],
)

L0 = (LIVING, R("living room", "n w", closed="w"))
L1 = (LIVING_OPEN, R("living room", "n w"))
C0 = (CORRIDOR, R("corridor", "s e", closed="e"))
C1 = (CORRIDOR_OPEN, R("corridor", "s e"))
BED = (BEDROOM, R("bedroom", "w", coin=True))
BED_BARE = (BEDROOM_BARE, R("bedroom", "w"))
YARD = (BACKYARD, R("backyard", "e s"))
DRIVE = (DRIVEWAY, R("driveway", "n"))
SHUT = ("You can't move there, the door is closed.", K("refused", door="closed"))
OPEN_W = ("You open the sliding patio door, revealing the backyard.", K("opened"))
OPEN_E = ("You open the wood door, revealing the bedroom.", K("opened"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    # ---- walks on one map ------------------------------------------------------------------
    item(
        L0,
        "move north",
        C0,
        "move east",
        SHUT,
        "look around",
        C0,
        notes="the closed wood door refused the move; the look shows it still closed: east "
        "closed and refused, the person opens it",
    ),
    item(
        L0,
        "move north",
        C0,
        "open door to east",
        OPEN_E,
        "move east",
        BED,
        notes="a coin on the bed ('a bed that has a coin, and a pillow on it')",
    ),
    item(
        (TASK + LIVING, L0[1]),
        "open door to west",
        OPEN_W,
        "move west",
        YARD,
        "move south",
        DRIVE,
        notes="the task's description before the first room; the driveway's one way leads back "
        "to the backyard (a closed car is no coin)",
    ),
    item(
        L0,
        "move north",
        C0,
        "move south",
        L0,
        "move west",
        SHUT,
        "open door to west",
        OPEN_W,
        "look around",
        L1,
        notes="a refusal at the sliding patio door cleared by the open; north is visited, the "
        "open west is not",
    ),
    item(
        L0,
        "move north",
        C0,
        "open door to east",
        OPEN_E,
        "move east",
        BED,
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        BED_BARE,
        notes="after the take the bed holds only the pillow: no coin; the only way, west, is "
        "visited",
    ),
    item(
        L0,
        "move west",
        SHUT,
        "look around",
        L0,
        notes="the refusal stands with the door still closed; north is open and unexplored",
    ),
    item(
        L0,
        "open door to west",
        OPEN_W,
        "move west",
        YARD,
        "move south",
        DRIVE,
        "move north",
        YARD,
        notes="a loop through the driveway: both the backyard's ways lead to rooms seen; back "
        "east, the way it was first entered",
    ),
    item(
        (TASK + LIVING, L0[1]),
        "open door to west",
        OPEN_W,
        "move west",
        YARD,
        "move west",
        UNKNOWN,
        notes="the engine answers a move toward no exit 'Unknown action: I'm not sure what you "
        "mean.' (the move was not made: refused west); south is unexplored",
    ),
    item(
        L0,
        "move north",
        C0,
        "open door to east",
        OPEN_E,
        "look around",
        C1,
        notes="the wood door now open and the bedroom unexplored; south is visited",
    ),
    # ---- single rooms ------------------------------------------------------------------------
    item(
        room(
            "laundry room",
            [
                "a washing machine that is closed",
                "a clothes drier that is closed",
                "a ironing board that has a coin on it",
                "a laundry basket, that has nothing on it",
            ],
            ["To the North you see the kitchen", "To the East you see a closed plain door"],
        ),
        R("laundry room", "n e", closed="e", coin=True),
        notes="a coin on the ironing board",
    ),
    item(
        room(
            "supermarket",
            ["a showcase that has a bag of flour, and a coin on it", "a shopping cart"],
            ["To the South you see the street"],
        ),
        R("supermarket", "s", coin=True),
        notes="the coin on the showcase beside a bag of flour",
    ),
    item(
        room(
            "street",
            ["a bench, that has nothing on it", "a mailbox that is closed"],
            ["To the North you see the driveway", "To the West you see the supermarket"],
        ),
        R("street", "n w"),
        notes="a closed mailbox holds nothing a person can see: no coin",
    ),
    item(
        room(
            "bathroom",
            [
                "a toilet",
                "a bath tub, that is empty",
                "a sink, that has nothing on it",
                "a bath mat that has a coin on it",
            ],
            ["To the South you see a closed metal door"],
        ),
        R("bathroom", "s", closed="s", coin=True),
        notes="a coin on the bath mat; the only way is a closed metal door",
    ),
    item(
        TASK
        + room(
            "kitchen",
            [
                "a stove",
                "a fridge that is closed",
                "a counter that has a red apple, and a knife on it",
                "a coin sorter that is closed",
            ],
            [
                "To the North you see a closed frosted-glass door",
                "To the South you see the pantry",
                "To the East you see a closed screen door",
            ],
        ),
        R("kitchen", "n s e", closed="n e"),
        notes="a closed coin sorter is a machine whose contents are not given: no coin",
    ),
    item(
        room(
            "pantry",
            ["a folding chair, that has nothing on it", "a shelf that has a tin of beans on it"],
            ["Through an open plain door, to the North you see the kitchen"],
        ),
        R("pantry", "n"),
        notes="a single way north through an open plain door",
    ),
    item(
        room(
            "driveway",
            ["a car that is closed", "a coin"],
            ["To the East you see the street", "To the West you see a closed patio door"],
        ),
        R("driveway", "e w", closed="w", coin=True),
        notes="the coin as a thing of its own ('There is also a coin.' in the rotation)",
    ),
    item(
        room(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a coffee table that has a magazine on it",
                "a sofa, that has nothing on it",
                "a end table, that has nothing on it",
            ],
            [
                "To the North you see a closed wood door",
                "To the South you see a closed screen door",
                "To the East you see a closed plain door",
                "To the West you see a closed sliding patio door",
            ],
        ),
        R("living room", "n s e w", closed="n s e w"),
        notes="four closed doors: opening any of them is right",
    ),
    item(
        room(
            "backyard",
            [
                "a barbeque",
                "a garden that has a carrot, a coin, and a tomato on it",
                "a patio table, that has nothing on it",
            ],
            ["To the North you see the kitchen", "To the West you see the driveway"],
        ),
        R("backyard", "n w", coin=True),
        notes="a coin in the garden among the vegetables",
    ),
    item(
        room(
            "bedroom",
            [
                "a chest of drawers that is closed",
                "a desk that has a notebook on it",
                "a bed, that has nothing on it",
            ],
            [
                "Through an open wood door, to the South you see the corridor",
                "To the East you see the bathroom",
            ],
        ),
        R("bedroom", "s e"),
        notes="an open door south and an open way east; nothing holds a coin",
    ),
    item(
        room(
            "corridor",
            [
                "a hat rack, that has nothing on it",
                "a shoe cabinet that is closed",
                "a key holder that has a car key on it",
            ],
            [
                "To the North you see the bedroom",
                "To the South you see the living room",
                "To the West you see a closed fiberglass door",
            ],
        ),
        R("corridor", "n s w", closed="w"),
        notes="two open ways and a closed fiberglass door; a car key is no coin",
    ),
]
