"""twx, twenty-eighth round: the coin game's manner (none is engine output). Ten walks (2-7 turns)
on one small tree map of the engine's locations: a corridor (the living room north with no door, a
closed wood door east to the bedroom, a closed plain door west to the laundry room), a living room
(a closed sliding patio door west to the backyard), a bedroom whose night stand holds the coin, a
laundry room and a backyard: the task's description before the first room, "You can't move there,
the door is closed. ", "open door to east", "You open the wood door, revealing the bedroom. ", "You
open the plain door, revealing the laundry room. ", "You open the sliding patio door, revealing the
backyard. ", "Unknown action: I'm not sure what you mean." after a move toward no exit, "You take
the coin." then `look around`, loops back to the corridor (in each of its four door states) and the
living room. Single rooms with the coin on a kitchen counter, on an end table, on a shopping cart,
on a patio chair beside a towel, as a thing of its own in the driveway; a bathroom with two closed
doors and a closed cabinet, a street with a closed mailbox, a pantry after the task's description
with its only door shut, a laundry room looked at after a refusal, a supermarket's open way and
closed door. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
_LEADS = ("In one part of the room you see", "There is also", "You also see")
_LEADS2 = ("In another part of the room you see", "There is also", "You also see")


def describe(name: str, things: list[str], ways: list[str]) -> str:
    """A room in the engine's manner: its things, then its ways, each sentence ending in a
    space."""
    parts = [f"You are in the {name}."]
    for i, thing in enumerate(things):
        lead = (_LEADS if (i // 3) % 2 == 0 else _LEADS2)[i % 3]
        parts.append(f"{lead} {thing}.")
    return " ".join(parts) + " \n" + "".join(f"{w}. " for w in ways)


def door_way(direction: str, kind: str, room: str, is_open: bool) -> str:
    if is_open:
        return f"Through an open {kind} door, to the {direction} you see the {room}"
    return f"To the {direction} you see a closed {kind} door"


# The map (a tree): Corridor n Living Room, e Bedroom (wood door), w Laundry Room (plain door);
# Living Room w Backyard (sliding patio door); the coin on the bedroom's night stand.
def corridor(east_open: bool = False, west_open: bool = False, first: bool = False) -> tuple:
    text = describe(
        "corridor",
        [
            "a key holder, that has nothing on it",
            "a shoe cabinet that is closed",
            "a coat hanger, that has nothing on it",
            "a umbrella stand, that has nothing on it",
        ],
        [
            "To the North you see the living room",
            door_way("East", "wood", "bedroom", east_open),
            door_way("West", "plain", "laundry room", west_open),
        ],
    )
    closed = ("" if east_open else "e") + " " + ("" if west_open else "w")
    leads = {"n": "living room"}
    if east_open:
        leads["e"] = "bedroom"
    if west_open:
        leads["w"] = "laundry room"
    return (TASK + text if first else text, R("corridor", "n e w", closed=closed, leads=leads))


def living(patio_open: bool = False) -> tuple:
    return (
        describe(
            "living room",
            [
                "a sofa, that has nothing on it",
                "a TV stand, that has nothing on it",
                "a book case, that has nothing on it",
                "a wastepaper basket that is closed",
            ],
            [
                "To the South you see the corridor",
                door_way("West", "sliding patio", "backyard", patio_open),
            ],
        ),
        R(
            "living room",
            "s w",
            closed="" if patio_open else "w",
            leads={"s": "corridor", **({"w": "backyard"} if patio_open else {})},
        ),
    )


def bedroom(coin: bool = True) -> tuple:
    stand = (
        "a night stand that has a coin on it" if coin else "a night stand, that has nothing on it"
    )
    return (
        describe(
            "bedroom",
            [
                "a bed, that has nothing on it",
                stand,
                "a wardrobe that is closed",
                "a dressing table, that has nothing on it",
            ],
            [door_way("West", "wood", "corridor", True)],
        ),
        R("bedroom", "w", coin=coin, leads={"w": "corridor"}),
    )


def laundry() -> tuple:
    return (
        describe(
            "laundry room",
            [
                "a washing machine that is closed",
                "a clothes drier that is closed",
                "a laundry basket, that has nothing on it",
                "a work table, that has nothing on it",
            ],
            [door_way("East", "plain", "corridor", True)],
        ),
        R("laundry room", "e", leads={"e": "corridor"}),
    )


def backyard() -> tuple:
    return (
        describe(
            "backyard",
            [
                "a barbeque",
                "a patio table, that has nothing on it",
                "a clothes line, that has nothing on it",
                "a garden, that has nothing on it",
            ],
            [door_way("East", "sliding patio", "living room", True)],
        ),
        R("backyard", "e", leads={"e": "living room"}),
    )


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
OPEN_EAST = ("You open the wood door, revealing the bedroom. ", K("opened"))
OPEN_WEST = ("You open the plain door, revealing the laundry room. ", K("opened"))
OPEN_PATIO = ("You open the sliding patio door, revealing the backyard. ", K("opened"))
TAKE = ("You take the coin. ", K("took"))

WALKS = [
    item(
        corridor(first=True),
        "move east",
        CLOSED,
        "move north",
        living(),
        notes="the wood door refused in the corridor (left there); in the living room south is "
        "visited and initial; the sliding patio door west is closed (open it)",
    ),
    item(
        corridor(first=True),
        "open door to east",
        OPEN_EAST,
        "move east",
        bedroom(),
        notes="the wood door opened and walked through: the coin on the night stand is here: "
        "take it; west visited and initial (all_visited)",
    ),
    item(
        corridor(first=True),
        "open door to east",
        OPEN_EAST,
        "move east",
        bedroom(),
        "take coin",
        TAKE,
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the bedroom looked at again: no coin; the only way, west, is "
        "visited and initial (all_visited)",
    ),
    item(
        corridor(first=True),
        "move north",
        living(),
        "move north",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "open door to west",
        OPEN_PATIO,
        "move west",
        backyard(),
        notes="a move toward no exit answered 'Unknown action' (a refusal, left in the living "
        "room); the backyard's only way, east, is visited and initial (all_visited)",
    ),
    item(
        corridor(first=True),
        "move north",
        living(),
        "move south",
        corridor(),
        notes="back in the corridor: north visited; both doors closed and unexplored: open either",
    ),
    item(
        corridor(first=True),
        "open door to west",
        OPEN_WEST,
        "move west",
        laundry(),
        notes="the plain door opened and walked through: the laundry room's only way, east, is "
        "visited and initial (all_visited)",
    ),
    item(
        corridor(first=True),
        "open door to west",
        OPEN_WEST,
        "move west",
        laundry(),
        "move east",
        corridor(west_open=True),
        notes="the corridor again with the plain door open: west visited; north unexplored; "
        "the wood door east closed (open it)",
    ),
    item(
        corridor(first=True),
        "move north",
        living(),
        "open door to west",
        OPEN_PATIO,
        "move west",
        backyard(),
        "move east",
        living(patio_open=True),
        notes="the living room again after the backyard: south (initial) and west visited "
        "(all_visited); go back south",
    ),
    item(
        corridor(first=True),
        "open door to east",
        OPEN_EAST,
        "move east",
        bedroom(),
        "take coin",
        TAKE,
        "move west",
        corridor(east_open=True),
        notes="the coin taken, back in the corridor with the wood door open: east visited; "
        "north unexplored; the plain door west closed (open it)",
    ),
    item(
        corridor(first=True),
        "open door to west",
        OPEN_WEST,
        "move west",
        laundry(),
        "move east",
        corridor(west_open=True),
        "open door to east",
        OPEN_EAST,
        "move east",
        bedroom(),
        "take coin",
        TAKE,
        "move west",
        corridor(east_open=True, west_open=True),
        notes="seven turns, both doors opened: east and west visited, north unexplored: go north",
    ),
]

LAUNDRY_SINGLE = describe(
    "laundry room",
    [
        "a washing machine that is closed",
        "a laundry basket, that has nothing on it",
        "a ironing board, that has nothing on it",
    ],
    [
        "To the North you see a closed plain door",
        "To the South you see the kitchen",
    ],
)

SINGLE = [
    item(
        describe(
            "kitchen",
            [
                "a stove",
                "a counter that has a coin on it",
                "a fridge that is closed",
                "a dining chair, that has nothing on it",
            ],
            ["To the North you see the pantry", "To the East you see a closed plain door"],
        ),
        R("kitchen", "n e", closed="e", coin=True, leads={"n": "pantry"}),
        notes="the coin on the counter: take it; the pantry north open, the plain door east closed",
    ),
    item(
        describe(
            "living room",
            [
                "a arm chair, that has nothing on it",
                "a end table that has a coin, and a lamp on it",
                "a coffee table, that has nothing on it",
            ],
            ["To the East you see the corridor", "To the West you see a closed wood door"],
        ),
        R("living room", "e w", closed="w", coin=True, leads={"e": "corridor"}),
        notes="a coin on the end table beside a lamp: take it",
    ),
    item(
        describe(
            "supermarket",
            [
                "a showcase that has a bag of rice on it",
                "a shopping cart that has a coin on it",
                "a cash register that is closed",
            ],
            ["To the South you see the street"],
        ),
        R("supermarket", "s", coin=True, leads={"s": "street"}),
        notes="the coin in the shopping cart (on it, in the engine's manner): take it; a closed "
        "cash register is no coin",
    ),
    item(
        describe(
            "backyard",
            [
                "a barbeque",
                "a patio chair that has a towel, and a coin on it",
                "a clothes line, that has nothing on it",
            ],
            [
                "To the North you see a closed sliding patio door",
                "To the East you see the driveway",
            ],
        ),
        R("backyard", "n e", closed="n", coin=True, leads={"e": "driveway"}),
        notes="a coin on the patio chair beside a towel: take it",
    ),
    item(
        describe(
            "driveway",
            ["a car that is closed", "a coin"],
            ["To the North you see the street", "To the West you see the backyard"],
        ),
        R("driveway", "n w", coin=True, leads={"n": "street", "w": "backyard"}),
        notes="the coin as a thing of its own ('You also see a coin.'): take it; the closed car "
        "holds nothing the text gives",
    ),
    item(
        describe(
            "bathroom",
            [
                "a toilet",
                "a bathroom cabinet that is closed",
                "a bath mat, that has nothing on it",
            ],
            [
                "To the South you see a closed wood door",
                "To the West you see a closed frosted-glass door",
            ],
        ),
        R("bathroom", "s w", closed="s w"),
        notes="two closed doors (open either); a closed bathroom cabinet is no coin",
    ),
    item(
        describe(
            "street",
            ["a mailbox that is closed", "a bench, that has nothing on it"],
            ["To the North you see the supermarket", "To the South you see the driveway"],
        ),
        R("street", "n s", leads={"n": "supermarket", "s": "driveway"}),
        notes="two open ways; a closed mailbox is no coin",
    ),
    item(
        TASK
        + describe(
            "pantry",
            ["a folding chair, that has nothing on it", "a shelf that has a jar of honey on it"],
            ["To the West you see a closed screen door"],
        ),
        R("pantry", "w", closed="w"),
        notes="the task's description before the room: the coin game; the only way is a closed "
        "screen door: open it",
    ),
    item(
        (LAUNDRY_SINGLE, R("laundry room", "n s", closed="n", leads={"s": "kitchen"})),
        "move north",
        CLOSED,
        "look around",
        (LAUNDRY_SINGLE, R("laundry room", "n s", closed="n", leads={"s": "kitchen"})),
        notes="a closed door refused, then a look that shows it still closed: the refusal "
        "stands; open north or go south",
    ),
    item(
        describe(
            "supermarket",
            [
                "a showcase that has a loaf of bread on it",
                "a checkout counter, that has nothing on it",
            ],
            ["To the South you see the street", "To the East you see a closed screen door"],
        ),
        R("supermarket", "s e", closed="e", leads={"s": "street"}),
        notes="the street south open, a closed screen door east; no coin",
    ),
]

ITEMS = WALKS + SINGLE
