"""twx, tenth round: the coin game's manner (none is engine output) on one map of the engine's
own locations (the corridor in the middle: north through a plain door to the bathroom, south
the kitchen, east the living room, west through a frosted-glass door to the laundry room, where
a coin lies on the bench; the kitchen west to the pantry; the living room east through a
sliding patio door to the backyard), printed by functions so a room reads the same on every
visit: the task's description before the first room, "You can't move there, the door is
closed.", "open door to west" and "You open the frosted-glass door, revealing the laundry
room.", "Unknown action: I'm not sure what you mean." after a move toward no exit, "You take the
coin." then `look around`, the engine's inventory, loops back to the corridor. Single rooms with
the engine's furniture holding new things (a coin on a night stand, on a shelf among groceries,
in an open wastepaper basket, on a laundry basket, on a sink by the soap, in the street by a
closed mailbox), closed appliances, a closed cash register, a closed car, a client's move and
score line pasted above the text. What a person reads in each text is declared beside it; the
map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
OPENERS = ("In one part of the room you see", "There is also", "You also see", "In another part")


def scene(name: str, things: list[str], exits: list[str]) -> str:
    parts = []
    for i, thing in enumerate(things):
        opener = OPENERS[i % 4]
        if opener == "In another part":
            opener = "In another part of the room you see"
        parts.append(f"{opener} {thing}.")
    return f"You are in the {name}. {' '.join(parts)} \n{' '.join(exits)} "


def door(direction: str, kind: str, room: str, state: str) -> str:
    if state == "open":
        return f"Through an open {kind} door, to the {direction} you see the {room}."
    return f"To the {direction} you see a closed {kind} door."


def corridor(bathroom: str = "closed", laundry: str = "closed") -> tuple:
    text = scene(
        "corridor",
        [
            "a key holder, that has nothing on it",
            "a shoe cabinet that is closed",
            "a umbrella stand, that has nothing on it",
            "a hat rack, that has nothing on it",
            "a coat hanger, that has nothing on it",
        ],
        [
            door("North", "plain", "bathroom", bathroom),
            "To the South you see the kitchen.",
            "To the East you see the living room.",
            door("West", "frosted-glass", "laundry room", laundry),
        ],
    )
    closed = " ".join(d for d, s in (("n", bathroom), ("w", laundry)) if s == "closed")
    return (text, R("corridor", "n s e w", closed=closed))


KITCHEN = (
    scene(
        "kitchen",
        [
            "a stove",
            "an oven",
            "a fridge that is closed",
            "a counter, that has nothing on it",
            "a kitchen cupboard that is closed",
            "a cutlery drawer that is closed",
            "a trash can that is closed",
            "a dishwasher that is closed",
            "a dining chair, that has nothing on it",
        ],
        ["To the North you see the corridor.", "To the West you see the pantry."],
    ),
    R("kitchen", "n w"),
)
PANTRY = (
    scene(
        "pantry",
        ["a folding chair, that has nothing on it", "a shelf that has a bag of flour on it"],
        ["To the East you see the kitchen."],
    ),
    R("pantry", "e"),
)


def living_room(patio: str = "closed") -> tuple:
    text = scene(
        "living room",
        [
            "a wastepaper basket that is closed",
            "a book case, that has nothing on it",
            "a TV stand, that has nothing on it",
            "a arm chair, that has nothing on it",
            "a sofa, that has nothing on it",
        ],
        [door("East", "sliding patio", "backyard", patio), "To the West you see the corridor."],
    )
    return (text, R("living room", "e w", closed="e" if patio == "closed" else ""))


BACKYARD = (
    scene(
        "backyard",
        [
            "a barbeque",
            "a workbench, that has nothing on it",
            "a patio chair, that has nothing on it",
            "a clothes line, that has nothing on it",
            "a garden, that has nothing on it",
        ],
        [door("West", "sliding patio", "living room", "open")],
    ),
    R("backyard", "w"),
)
BATHROOM = (
    scene(
        "bathroom",
        [
            "a toilet",
            "a bath tub, that has nothing on it",
            "a sink, that has nothing on it",
            "a towel rail, that has nothing on it",
        ],
        [door("South", "plain", "corridor", "open")],
    ),
    R("bathroom", "s"),
)


def laundry_room(coin: bool = True) -> tuple:
    bench = "a bench that has a coin on it" if coin else "a bench, that has nothing on it"
    text = scene(
        "laundry room",
        [
            bench,
            "a work table, that has nothing on it",
            "a clothes drier that is closed",
            "a laundry basket, that has nothing on it",
            "a washing machine that is closed",
        ],
        [door("East", "frosted-glass", "corridor", "open")],
    )
    return (text, R("laundry room", "e", coin=coin))


def first(step: tuple) -> tuple:
    """The first room with the task's description before it, as a client shows it."""
    return (TASK + step[0], step[1])


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
OPEN_WEST = ("You open the frosted-glass door, revealing the laundry room. ", K("opened"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    item(
        first(corridor()),
        "move south",
        KITCHEN,
        "move west",
        PANTRY,
        notes="a dead end: the pantry's only exit is the way back east",
    ),
    item(
        first(corridor()),
        "move west",
        CLOSED,
        "open door to west",
        OPEN_WEST,
        "move west",
        laundry_room(),
        notes="refused at a closed door, opened, walked through; a coin on the bench",
    ),
    item(
        corridor(),
        "move east",
        living_room(),
        "move north",
        UNKNOWN,
        "look around",
        living_room(),
        notes="TextWorldExpress's 'Unknown action' after a move toward no exit is a refusal "
        "(the ninth round's call); the look keeps it; the patio door is closed",
    ),
    item(
        corridor(),
        "move east",
        living_room(),
        "open door to east",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move east",
        BACKYARD,
        "move west",
        living_room("open"),
        notes="every exit of the living room visited: back west, the way first entered",
    ),
    item(
        corridor(),
        "open door to north",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "move north",
        BATHROOM,
        "move south",
        corridor(bathroom="open"),
        notes="back in the first room: north visited, the laundry door still closed",
    ),
    item(
        corridor(),
        "open door to west",
        OPEN_WEST,
        "move west",
        laundry_room(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        laundry_room(coin=False),
        notes="the coin taken, the room looked at again: the person goes back east (the eighth "
        "round's call)",
    ),
    item(
        corridor(),
        "move south",
        KITCHEN,
        "move north",
        corridor(),
        "move north",
        CLOSED,
        "look around",
        corridor(),
        notes="a refusal at the closed bathroom door in this visit of the corridor, kept by "
        "the look; south visited",
    ),
    item(
        corridor(),
        "move south",
        KITCHEN,
        "inventory",
        (
            "Inventory (maximum capacity is 2 items): \n  Your inventory is currently empty.\n",
            K("none"),
        ),
        "look around",
        KITCHEN,
        notes="an inventory between two looks; in the kitchen north is visited and initial",
    ),
    item(
        scene(
            "bedroom",
            [
                "a dressing table, that has nothing on it",
                "a desk chair, that has nothing on it",
                "a wardrobe that is closed",
                "a night stand that has a coin, and a reading lamp on it",
                "a bed, that has nothing on it",
            ],
            ["To the South you see a closed wood door.", "To the West you see the bathroom."],
        ),
        R("bedroom", "s w", closed="s", coin=True),
        notes="a coin on the night stand beside a lamp",
    ),
    item(
        TASK
        + scene(
            "street",
            ["a mailbox that is closed", "a street lamp", "a coin"],
            ["To the North you see the driveway.", "To the East you see the supermarket."],
        ),
        R("street", "n e", coin=True),
        notes="the task's description before the room; a coin in the street, a closed mailbox",
    ),
    item(
        scene(
            "supermarket",
            [
                "a showcase, that has nothing on it",
                "a cash register that is closed",
                "a shopping cart, that has nothing on it",
            ],
            ["To the West you see the street."],
        ),
        R("supermarket", "w"),
        notes="a closed cash register is no coin",
    ),
    item(
        scene(
            "driveway",
            ["a car that is closed", "a bicycle rack, that has nothing on it"],
            [
                "To the North you see a closed screen door.",
                "To the South you see the street.",
                "To the West you see the backyard.",
            ],
        ),
        R("driveway", "n s w", closed="n"),
        notes="a closed car is no door; a closed screen door north",
    ),
    item(
        scene(
            "pantry",
            [
                "a folding chair, that has nothing on it",
                "a shelf that has a coin, a bag of rice, and a tin of beans on it",
            ],
            ["To the North you see a closed plain door.", "To the East you see the kitchen."],
        ),
        R("pantry", "n e", closed="n", coin=True),
        notes="a coin among groceries on a shelf",
    ),
    item(
        scene(
            "living room",
            [
                "a wastepaper basket that contains a coin, and a crumpled receipt",
                "a book case, that has nothing on it",
                "a sofa, that has nothing on it",
            ],
            ["To the South you see the kitchen.", "To the East you see a closed wood door."],
        ),
        R("living room", "s e", closed="e", coin=True),
        notes="an open wastepaper basket that contains a coin: a coin in the room",
    ),
    item(
        scene(
            "laundry room",
            [
                "a bench, that has nothing on it",
                "a clothes drier that is closed",
                "a laundry basket that has a sock, and a coin on it",
                "a washing machine that is closed",
            ],
            ["To the North you see the kitchen.", "To the South you see the bathroom."],
        ),
        R("laundry room", "n s", coin=True),
        notes="a coin on the laundry basket beside a sock",
    ),
    item(
        scene(
            "bathroom",
            ["a toilet", "a sink that has a coin, and a bar of soap on it", "a bath tub"],
            ["To the East you see a closed frosted-glass door."],
        ),
        R("bathroom", "e", closed="e", coin=True),
        notes="a coin on the sink beside the soap; the only door is closed",
    ),
    item(
        scene(
            "kitchen",
            [
                "a stove",
                "a fridge that is closed",
                "a counter that has a knife, and a loaf of bread on it",
                "a dishwasher that is closed",
            ],
            [
                "To the North you see a closed wood door.",
                "To the South you see a closed plain door.",
                "To the East you see the pantry.",
            ],
        ),
        R("kitchen", "n s e", closed="n s"),
        notes="two closed doors and an open way; no coin (the closed fridge's contents are "
        "not given)",
    ),
    item(
        "> look around\nMoves: 5   Score: 0\n\n"
        + scene(
            "backyard",
            [
                "a barbeque",
                "a patio table, that has nothing on it",
                "a garden that has a coin, and a trowel on it",
            ],
            [
                "To the North you see the living room.",
                "Through an open patio door, to the East you see the corridor.",
            ],
        ),
        R("backyard", "n e", coin=True),
        notes="a client's echoed look and score line above the text; a coin in the garden",
    ),
    item(
        scene(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a coat hanger, that has nothing on it",
            ],
            [
                "To the North you see a closed wood door.",
                "To the South you see a closed sliding patio door.",
                "To the East you see a closed plain door.",
                "To the West you see the bedroom.",
            ],
        ),
        R("corridor", "n s e w", closed="n s e"),
        notes="three closed doors and one open way",
    ),
    item(
        scene(
            "bedroom",
            [
                "a chest of drawers that is closed",
                "a desk that has a pencil, and a notebook on it",
                "a bed, that has nothing on it",
            ],
            ["Through an open wood door, to the North you see the corridor."],
        ),
        R("bedroom", "n"),
        notes="no coin on the desk; one open door, north",
    ),
]
