"""twx, twenty-ninth round: the coin game's manner (none is engine output). Eleven walks (1-6
turns) on one map of the engine's locations (a kitchen with a closed frosted-glass door north to
the pantry, a closed screen door south to the backyard and the corridor east; a corridor with a
closed wood door north to the bedroom, where "a desk that has a coin on it" stands, and the
living room east), the task's description before the first room: "You can't move there, the door
is closed. " then `look around`, "open door to north", "You open the frosted-glass door, revealing
the pantry. ", "You open the screen door, revealing the backyard. ", "You open the wood door,
revealing the bedroom. ", "Unknown action: I'm not sure what you mean." after a move toward no
exit, "You take the coin." then `look around`, loops back to the kitchen in three of its door
states and to the corridor with its door open; and nine single rooms: a coin on a laundry room's
work table, in an open kitchen cupboard after the task's description, in an open freezer among
bags of peas; a backyard with three closed doors, a living room with a closed wastepaper basket,
a bathroom, a pantry behind a closed plain door, a corridor with four ways, a driveway. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
LEADS = ("In one part of the room you see", "There is also", "You also see")
LEADS += ("In another part of the room you see",)


def room(name: str, things: list[str], ways: list[str]) -> str:
    """A location in the engine's manner: its things in turn, then its ways."""
    said = " ".join(f"{LEADS[i % 4]} {thing}." for i, thing in enumerate(things))
    return f"You are in the {name}. {said} \n" + " ".join(ways) + " "


def shut(direction: str, door: str) -> str:
    return f"To the {direction} you see a closed {door}."


def through(direction: str, door: str, place: str) -> str:
    return f"Through an open {door}, to the {direction} you see the {place}."


def plain(direction: str, place: str) -> str:
    return f"To the {direction} you see the {place}."


KITCHEN_THINGS = [
    "a stove",
    "an oven",
    "a fridge that is closed",
    "a counter, that has nothing on it",
    "a kitchen cupboard that is closed",
    "a cutlery drawer that is closed",
    "a trash can that is closed",
    "a dishwasher that is closed",
    "a dining chair, that has nothing on it",
]


def kitchen(pantry_open: bool = False, yard_open: bool = False, task: bool = False) -> tuple:
    ways = [
        through("North", "frosted-glass door", "pantry")
        if pantry_open
        else shut("North", "frosted-glass door"),
        through("South", "screen door", "backyard") if yard_open else shut("South", "screen door"),
        plain("East", "corridor"),
    ]
    closed = ("" if pantry_open else "n ") + ("" if yard_open else "s")
    text = room("kitchen", KITCHEN_THINGS, ways)
    return (
        f"{TASK}\n\n{text}" if task else text,
        R("kitchen", "n s e", closed=closed.strip()),
    )


def pantry() -> tuple:
    return (
        room(
            "pantry",
            ["a folding chair, that has nothing on it", "a shelf that has a bag of rice on it"],
            [through("South", "frosted-glass door", "kitchen")],
        ),
        R("pantry", "s"),
    )


def corridor(opened: bool = False) -> tuple:
    things = [
        "a key holder, that has nothing on it",
        "a shoe cabinet that is closed",
        "a umbrella stand, that has nothing on it",
        "a hat rack, that has nothing on it",
        "a coat hanger, that has nothing on it",
    ]
    ways = [
        through("North", "wood door", "bedroom") if opened else shut("North", "wood door"),
        plain("East", "living room"),
        plain("West", "kitchen"),
    ]
    return (room("corridor", things, ways), R("corridor", "n e w", closed="" if opened else "n"))


def bedroom(coin: bool = True) -> tuple:
    desk = "a desk that has a coin on it" if coin else "a desk, that has nothing on it"
    things = [
        "a dressing table, that has nothing on it",
        "a desk chair, that has nothing on it",
        desk,
        "a chest of drawers that is closed",
        "a wardrobe that is closed",
        "a night stand, that has nothing on it",
        "a bed, that has nothing on it",
    ]
    return (
        room("bedroom", things, [through("South", "wood door", "corridor")]),
        R("bedroom", "s", coin=coin),
    )


def living_room() -> tuple:
    things = [
        "a wastepaper basket that is closed",
        "a book case, that has nothing on it",
        "a TV stand, that has nothing on it",
        "a arm chair, that has nothing on it",
        "a side table, that has nothing on it",
        "a sofa, that has nothing on it",
    ]
    return (room("living room", things, [plain("West", "corridor")]), R("living room", "w"))


def backyard() -> tuple:
    things = [
        "a barbeque",
        "a workbench, that has nothing on it",
        "a patio chair, that has nothing on it",
        "a clothes line, that has nothing on it",
    ]
    return (
        room("backyard", things, [through("North", "screen door", "kitchen")]),
        R("backyard", "n"),
    )


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
OPEN_PANTRY = ("You open the frosted-glass door, revealing the pantry. ", K("opened"))
OPEN_YARD = ("You open the screen door, revealing the backyard. ", K("opened"))
OPEN_BEDROOM = ("You open the wood door, revealing the bedroom. ", K("opened"))

ITEMS = [
    # ---- walks ----
    item(
        kitchen(task=True),
        "move north",
        CLOSED,
        "look around",
        kitchen(),
        notes="the move north refused at the closed frosted-glass door, then a look that shows "
        "it still closed: the refusal stands; open north, open south or go east",
    ),
    item(
        kitchen(task=True),
        "open door to north",
        OPEN_PANTRY,
        "move north",
        pantry(),
        notes="the pantry's only way is the open door back south (visited, initial, all "
        "visited); a bag of rice is no coin: go south",
    ),
    item(
        kitchen(task=True),
        "move east",
        corridor(),
        notes="the corridor: a closed wood door north, the living room east, the kitchen west "
        "(visited, initial): open north or go east",
    ),
    item(
        kitchen(task=True),
        "move east",
        corridor(),
        "open door to north",
        OPEN_BEDROOM,
        "move north",
        bedroom(),
        notes="'a desk that has a coin on it': the coin is here: take it",
    ),
    item(
        kitchen(task=True),
        "move east",
        corridor(),
        "open door to north",
        OPEN_BEDROOM,
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="after 'You take the coin.' a look shows the desk bare; the person goes on (the "
        "eighth round's call): the only way is south, back (all visited): go south",
    ),
    item(
        kitchen(task=True),
        "move east",
        corridor(),
        "move east",
        living_room(),
        notes="the living room's only way is west, back to the corridor (visited, initial, all "
        "visited); a closed wastepaper basket is no coin: go west",
    ),
    item(
        kitchen(task=True),
        "move west",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "open door to south",
        OPEN_YARD,
        "move south",
        backyard(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call), left in the kitchen; the backyard's only way is north (all visited): go north",
    ),
    item(
        kitchen(task=True),
        "open door to south",
        OPEN_YARD,
        "move south",
        backyard(),
        "move north",
        kitchen(yard_open=True),
        notes="back in the kitchen with the screen door open (south, visited); the corridor "
        "east and the closed frosted-glass door north remain: go east or open north",
    ),
    item(
        kitchen(task=True),
        "move east",
        corridor(),
        "open door to north",
        OPEN_BEDROOM,
        "move east",
        living_room(),
        "move west",
        corridor(opened=True),
        notes="back in the corridor with the wood door open: east and west visited, the "
        "bedroom north not: go north",
    ),
    item(
        kitchen(task=True),
        "open door to north",
        OPEN_PANTRY,
        "move north",
        pantry(),
        "move south",
        kitchen(pantry_open=True),
        notes="back in the kitchen from the pantry (north, visited, its door open); the screen "
        "door south is closed: go east or open south",
    ),
    item(
        kitchen(task=True),
        "open door to south",
        OPEN_YARD,
        "move south",
        backyard(),
        "move north",
        kitchen(yard_open=True),
        "open door to north",
        OPEN_PANTRY,
        "move north",
        pantry(),
        "move south",
        kitchen(pantry_open=True, yard_open=True),
        notes="a six-turn walk with two loops back to the kitchen, both its doors now open: "
        "north and south visited, the corridor east not: go east",
    ),
    # ---- single rooms ----
    item(
        room(
            "laundry room",
            [
                "a bench, that has nothing on it",
                "a work table that has a coin, and a bottle of bleach on it",
                "a clothes drier that is closed",
                "a washing machine that is closed",
            ],
            [plain("South", "corridor")],
        ),
        R("laundry room", "s", coin=True),
        notes="'a work table that has a coin ... on it': a coin in the room: take it",
    ),
    item(
        f"{TASK}\n\n"
        + room(
            "kitchen",
            [
                "a stove",
                "a fridge that is closed",
                "an open kitchen cupboard, that contains a coin, and a tin of beans",
                "a counter, that has nothing on it",
                "a dishwasher that is closed",
            ],
            [plain("North", "living room"), shut("West", "plain door")],
        ),
        R("kitchen", "n w", closed="w", coin=True),
        notes="the coin task's description, then a kitchen whose open cupboard contains a "
        "coin: take it",
    ),
    item(
        room(
            "backyard",
            [
                "a barbeque",
                "a patio table, that has nothing on it",
                "a garden, that has nothing on it",
            ],
            [
                shut("North", "patio door"),
                shut("East", "sliding patio door"),
                plain("West", "driveway"),
            ],
        ),
        R("backyard", "n e w", closed="n e"),
        notes="two closed doors and the driveway west: go west, open north or open east",
    ),
    item(
        room(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a sofa, that has nothing on it",
                "a coffee table, that has nothing on it",
                "a end table, that has nothing on it",
            ],
            [plain("South", "corridor"), shut("East", "sliding patio door")],
        ),
        R("living room", "s e", closed="e"),
        notes="a closed wastepaper basket whose contents are not given is no coin: go south "
        "or open east",
    ),
    item(
        room(
            "bathroom",
            [
                "a toilet",
                "a bath tub, that has nothing on it",
                "a bathroom cabinet that is closed",
                "a sink, that has nothing on it",
            ],
            [through("West", "plain door", "corridor")],
        ),
        R("bathroom", "w"),
        notes="the only way is west through an open plain door; a closed cabinet is no coin: "
        "go west",
    ),
    item(
        room(
            "supermarket",
            [
                "a showcase, that has nothing on it",
                "an open freezer, that contains a bag of peas, a coin, and a tub of ice cream",
                "a shopping cart, that has nothing on it",
            ],
            [plain("North", "street")],
        ),
        R("supermarket", "n", coin=True),
        notes="the open freezer contains a coin among the peas and the ice cream: take it",
    ),
    item(
        f"{TASK}\n\n"
        + room(
            "pantry",
            [
                "a folding chair, that has nothing on it",
                "a shelf that has a tin of tomatoes, and a jar of jam on it",
            ],
            [shut("South", "plain door")],
        ),
        R("pantry", "s", closed="s"),
        notes="no coin on the shelf; the only way is the closed plain door south: open south",
    ),
    item(
        room(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a hat rack, that has nothing on it",
            ],
            [
                shut("North", "wood door"),
                plain("South", "bathroom"),
                shut("East", "plain door"),
                plain("West", "kitchen"),
            ],
        ),
        R("corridor", "n s e w", closed="n e"),
        notes="four ways, two behind closed doors: go south or west, open north or east",
    ),
    item(
        room(
            "driveway",
            ["a car that is closed", "a wheelie bin that is closed"],
            [plain("North", "street"), shut("West", "screen door")],
        ),
        R("driveway", "n w", closed="w"),
        notes="a closed car and bin are no coins; the street north, a closed screen door west",
    ),
]
