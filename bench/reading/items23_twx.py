"""twx, twenty-third round: the coin game's manner (its furniture sentences, "To the North you
see ...", "Through an open ... door, to the West you see ...", its replies). Eight walks on one
map of the engine's locations: a kitchen (a tin of sardines on the counter; the living room
north, a closed plain door west to the pantry, a closed sliding patio door south to the
backyard), a living room whose book case holds the coin, the pantry, the backyard and the
driveway: "You can't move there, the door is closed. " then `look around`, "open door to west",
"You open the sliding patio door, revealing the backyard. ", "You take the coin." then `look
around`, "Unknown action: I'm not sure what you mean." then `look around`, loops back to the
kitchen with a door now open, the task's description before the first room. Twelve single
rooms: a coin on a desk chair, on a laundry basket among socks, on a folding chair and on an end
table (after the task's description), as a thing of its own in a supermarket and on a driveway
("There is also a coin."), a bathroom with a closed frosted-glass door, a street with a fire
hydrant, a corridor with doors in three states, a backyard with two closed doors, a laundry room
whose only way is a closed plain door, a kitchen with an open screen door (none is engine
output). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
_OPENERS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def room(name: str, things: list[str], ways: list[str]) -> str:
    """A room in the engine's manner: its furniture in rotating sentences, then its ways."""
    parts = [f"{_OPENERS[i % 4]} {thing}." for i, thing in enumerate(things)]
    body = " ".join(parts)
    return f"You are in the {name}. {body} \n" + "".join(f"{w}. " for w in ways)


def kitchen(west_open: bool = False, south_open: bool = False) -> tuple:
    west = (
        "Through an open plain door, to the West you see the pantry"
        if west_open
        else "To the West you see a closed plain door"
    )
    south = (
        "Through an open sliding patio door, to the South you see the backyard"
        if south_open
        else "To the South you see a closed sliding patio door"
    )
    text = room(
        "kitchen",
        [
            "a stove",
            "an oven",
            "a fridge that is closed",
            "a counter that has a tin of sardines on it",
            "a kitchen cupboard that is closed",
            "a cutlery drawer that is closed",
            "a trash can that is closed",
            "a dishwasher that is closed",
        ],
        ["To the North you see the living room", south, west],
    )
    closed = " ".join(d for d, o in (("s", south_open), ("w", west_open)) if not o)
    return (text, R("kitchen", "n s w", closed=closed))


def living_room(coin: bool = True) -> tuple:
    case = "a book case that has a coin on it" if coin else "a book case, that has nothing on it"
    text = room(
        "living room",
        [
            "a wastepaper basket that is closed",
            case,
            "a TV stand, that has nothing on it",
            "a arm chair, that has nothing on it",
            "a sofa, that has nothing on it",
        ],
        ["To the South you see the kitchen"],
    )
    return (text, R("living room", "s", coin=coin))


def pantry() -> tuple:
    text = room(
        "pantry",
        ["a folding chair, that has nothing on it", "a shelf that has a bag of flour on it"],
        ["Through an open plain door, to the East you see the kitchen"],
    )
    return (text, R("pantry", "e"))


def backyard() -> tuple:
    text = room(
        "backyard",
        [
            "a barbeque",
            "a workbench, that has nothing on it",
            "a patio chair, that has nothing on it",
            "a clothes line, that has nothing on it",
        ],
        [
            "Through an open sliding patio door, to the North you see the kitchen",
            "To the East you see the driveway",
        ],
    )
    return (text, R("backyard", "n e"))


def driveway() -> tuple:
    text = room(
        "driveway",
        ["a car that is closed", "a recycling bin that is closed"],
        ["To the West you see the backyard"],
    )
    return (text, R("driveway", "w"))


def opened(door: str, where: str, direction: str) -> tuple:
    return (f"You open the {door}, revealing the {where}. ", K("opened", direction))


REFUSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    # ---- walks on one map ----
    item(
        kitchen(),
        "move south",
        REFUSED,
        "look around",
        kitchen(),
        notes="the closed sliding patio door south refused, then a look that shows it still "
        "closed (the refusal kept): go north, or open south or west",
    ),
    item(
        kitchen(),
        "open door to west",
        opened("plain door", "pantry", "w"),
        "move west",
        pantry(),
        notes="the plain door opened by direction and walked through; the pantry's only way is "
        "the way in (visited, initial): go east",
    ),
    item(
        (TASK + kitchen()[0], kitchen()[1]),
        "move north",
        living_room(),
        notes="the coin task's description, then north into the living room; a coin on the "
        "book case: take coin",
    ),
    item(
        kitchen(),
        "move north",
        living_room(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        living_room(coin=False),
        notes="the coin taken and the room looked at again (the eighth round's call: the "
        "person goes on); the only way is the way in: go south",
    ),
    item(
        kitchen(),
        "open door to south",
        opened("sliding patio door", "backyard", "s"),
        "move south",
        backyard(),
        "move east",
        driveway(),
        notes="through the opened patio door and on east; the driveway's only way is the way "
        "in: go west",
    ),
    item(
        kitchen(),
        "open door to south",
        opened("sliding patio door", "backyard", "s"),
        "move south",
        backyard(),
        "move west",
        UNKNOWN,
        "look around",
        backyard(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call), kept by the look; north is the way in, east unvisited: go east",
    ),
    item(
        kitchen(),
        "open door to west",
        opened("plain door", "pantry", "w"),
        "move north",
        living_room(),
        "move south",
        kitchen(west_open=True),
        notes="a loop back to the kitchen, its plain door now open: north visited; west (open) "
        "and the closed patio door south are not: go west or open south",
    ),
    item(
        kitchen(),
        "open door to south",
        opened("sliding patio door", "backyard", "s"),
        "move south",
        backyard(),
        "move north",
        kitchen(south_open=True),
        notes="out to the backyard and back; south visited; north open and the plain door west "
        "closed: go north or open west",
    ),
    # ---- single rooms ----
    item(
        room(
            "bedroom",
            [
                "a dressing table, that has nothing on it",
                "a desk chair that has a coin on it",
                "a desk, that has nothing on it",
                "a wardrobe that is closed",
                "a bed, that has nothing on it",
            ],
            ["To the South you see a closed wood door"],
        ),
        R("bedroom", "s", closed="s", coin=True),
        notes="a coin on the desk chair; a closed wardrobe is no door: take coin",
    ),
    item(
        room(
            "bathroom",
            [
                "a toilet",
                "a bath tub, that has nothing on it",
                "a sink, that has nothing on it",
                "a bathroom cabinet that is closed",
            ],
            [
                "To the North you see a closed frosted-glass door",
                "To the West you see the corridor",
            ],
        ),
        R("bathroom", "n w", closed="n"),
        notes="a closed cabinet is no door; north a closed door, west open: open north or go west",
    ),
    item(
        room(
            "laundry room",
            [
                "a bench, that has nothing on it",
                "a clothes drier that is closed",
                "a laundry basket that has a coin, and a pair of socks on it",
                "a washing machine that is closed",
            ],
            ["Through an open wood door, to the East you see the kitchen"],
        ),
        R("laundry room", "e", coin=True),
        notes="a coin on the laundry basket among socks: take coin",
    ),
    item(
        room(
            "street",
            ["a mailbox that is closed", "a fire hydrant"],
            ["To the North you see the driveway", "To the East you see the supermarket"],
        ),
        R("street", "n e"),
        notes="a closed mailbox is no door and holds no coin one can see: go north or east",
    ),
    item(
        room(
            "supermarket",
            [
                "a showcase that has a carton of milk, and a box of eggs on it",
                "a shopping cart",
                "a coin",
            ],
            ["To the West you see the street"],
        ),
        R("supermarket", "w", coin=True),
        notes="the coin as a thing of its own in the furniture sentences: take coin",
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
                "To the North you see a closed wood door",
                "Through an open frosted-glass door, to the South you see the bathroom",
                "To the East you see the living room",
                "To the West you see a closed screen door",
            ],
        ),
        R("corridor", "n s e w", closed="n w"),
        notes="four ways: north and west closed doors, south through an open door, east no "
        "door: open north or west, go south or east",
    ),
    item(
        TASK
        + room(
            "living room",
            [
                "a TV stand, that has nothing on it",
                "a side table, that has nothing on it",
                "a end table that has a coin, and a remote control on it",
            ],
            ["To the North you see the corridor", "To the East you see a closed wood door"],
        ),
        R("living room", "n e", closed="e", coin=True),
        notes="the coin task's own description, then a room with a coin on the end table: take "
        "coin",
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
                "To the North you see a closed screen door",
                "To the East you see a closed patio door",
                "To the South you see the driveway",
            ],
        ),
        R("backyard", "n e s", closed="n e"),
        notes="two closed doors and an open way south: open north or east, go south",
    ),
    item(
        room(
            "pantry",
            ["a folding chair that has a coin on it", "a shelf, that has nothing on it"],
            ["To the North you see a closed plain door"],
        ),
        R("pantry", "n", closed="n", coin=True),
        notes="a coin on the folding chair: take coin",
    ),
    item(
        room(
            "driveway",
            ["a car that is closed", "a wheel chock", "a coin"],
            ["To the North you see the backyard", "To the South you see the street"],
        ),
        R("driveway", "n s", coin=True),
        notes="'There is also a coin.' in the driveway; a closed car is no door: take coin",
    ),
    item(
        room(
            "laundry room",
            [
                "a clothes drier that is closed",
                "a washing machine that is closed",
                "a work table, that has nothing on it",
            ],
            ["To the West you see a closed plain door"],
        ),
        R("laundry room", "w", closed="w"),
        notes="closed appliances are no doors; the only way is a closed door west: open west",
    ),
    item(
        room(
            "kitchen",
            [
                "a stove",
                "a fridge that is closed",
                "a counter, that has nothing on it",
                "a dining chair, that has nothing on it",
            ],
            [
                "Through an open screen door, to the North you see the backyard",
                "To the East you see the corridor",
            ],
        ),
        R("kitchen", "n e"),
        notes="an open screen door north and a way east; no coin: go north or east",
    ),
]
