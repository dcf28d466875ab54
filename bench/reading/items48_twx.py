"""twx, forty-eighth round (emphasis: negations, distractors and door states): the coin game's
manner (none is engine output): eight walks (1-5 turns) on one house of the engine's locations, each
walk a game of its own whose furniture holds its own things on every visit (a living room with the
kitchen north and a closed sliding patio door east to the backyard; a kitchen of closed cupboards,
drawers, fridge and dishwasher with a closed plain door west to the laundry room; a laundry room
with "a bench that has a coin on it"): the task's description before a game's first room, "You can't
move there, the door is closed. ", `open door to east` and `open door to west`, "You open the
sliding patio door, revealing the backyard. ", "You open the plain door, revealing the laundry room.
", "You open the plain door, revealing the kitchen. ", "You open the sliding patio door, revealing
the living room. ", "You take the coin." and a look that shows the bench bare, "Unknown action: I'm
not sure what you mean." after a move toward no exit (kept by a look, left behind by a move), a
return to the living room; single rooms and short histories, each with things a person does not read
as a fact beside those they do: a kitchen of closed containers and no coin, "a kitchen cupboard that
is open, that contains a coin", "a trash can that is open, that is empty", a coin on a hat rack
beside "a shoe cabinet that is open, that is empty", a wardrobe that is open and holds a coin, a
driveway's closed car, a refusal at a closed wood door kept by a look, an open screen door looked at
after a refusal, a coin taken from a laundry basket and the basket looked at, a move that worked
after "Unknown action", a bedroom whose only door is closed, a pantry whose shelf holds no coin and
whose door is opened and looked at. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_STARTS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def thing(name: str, on: tuple[str, ...] = (), kind: str = "supporter", open_: bool = False):
    """One piece of furniture as the engine prints it."""
    if kind == "plain":
        return name
    if kind == "container":
        if not open_:
            return f"{name} that is closed"
        if not on:
            return f"{name} that is open, that is empty"
        return f"{name} that is open, that contains {_list(on)}"
    if not on:
        return f"{name}, that has nothing on it"
    return f"{name} that has {_list(on)} on it"


def _list(things: tuple[str, ...]) -> str:
    if len(things) == 1:
        return things[0]
    return ", ".join(things[:-1]) + ", and " + things[-1]


def describe(room: str, furniture: list[str], exits: list[str], task: bool = False) -> str:
    parts = [f"You are in the {room}."]
    for i, f in enumerate(furniture):
        parts.append(f"{_STARTS[i % 4]} {f}.")
    text = " ".join(parts) + " \n" + "".join(e + " " for e in exits)
    return f"{TASK}\n\n{text}" if task else text


def closed_door(direction: str, door: str) -> str:
    return f"To the {direction.title()} you see a closed {door} door."


def open_door(direction: str, door: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction.title()} you see the {where}."


def way(direction: str, where: str) -> str:
    return f"To the {direction.title()} you see the {where}."


# ---- the house: LIVING ROOM n KITCHEN, e BACKYARD (a sliding patio door, closed at first); KITCHEN
# w LAUNDRY ROOM (a plain door, closed at first; a coin on the bench).


def living(patio: str = "closed", sofa=(), table=(), task: bool = False) -> tuple:
    furniture = [
        thing("a sofa", sofa),
        thing("a TV stand"),
        thing("a coffee table", table),
        thing("a book case"),
    ]
    exits = [
        way("north", "kitchen"),
        closed_door("east", "sliding patio")
        if patio == "closed"
        else open_door("east", "sliding patio", "backyard"),
    ]
    return (
        describe("living room", furniture, exits, task),
        R("living room", "n e", closed="e" if patio == "closed" else ""),
    )


def kitchen(plain: str = "closed", counter=(), task: bool = False) -> tuple:
    furniture = [
        thing("a stove", kind="plain"),
        thing("a fridge", kind="container"),
        thing("a counter", counter),
        thing("a kitchen cupboard", kind="container"),
        thing("a cutlery drawer", kind="container"),
        thing("a dishwasher", kind="container"),
    ]
    exits = [
        way("south", "living room"),
        closed_door("west", "plain")
        if plain == "closed"
        else open_door("west", "plain", "laundry room"),
    ]
    return (
        describe("kitchen", furniture, exits, task),
        R("kitchen", "s w", closed="w" if plain == "closed" else ""),
    )


def laundry(plain: str = "open", coin: bool = True, drier=(), task: bool = False) -> tuple:
    furniture = [
        thing("a bench", ("a coin",) if coin else ()),
        thing("a clothes drier", drier, kind="container", open_=bool(drier)),
        thing("a washing machine", kind="container"),
        thing("a work table", ("a bottle of bleach",)),
    ]
    exit_ = (
        closed_door("east", "plain") if plain == "closed" else open_door("east", "plain", "kitchen")
    )
    return (
        describe("laundry room", furniture, [exit_], task),
        R("laundry room", "e", closed="e" if plain == "closed" else "", coin=coin),
    )


def backyard(patio: str = "open", garden=(), task: bool = False) -> tuple:
    furniture = [
        thing("a barbeque", kind="plain"),
        thing("a patio chair"),
        thing("a clothes line"),
        thing("a garden", garden),
    ]
    exit_ = (
        closed_door("west", "sliding patio")
        if patio == "closed"
        else open_door("west", "sliding patio", "living room")
    )
    return (
        describe("backyard", furniture, [exit_], task),
        R("backyard", "w", closed="w" if patio == "closed" else ""),
    )


DOOR_SHUT = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TAKE = ("You take the coin.", K("took"))

ITEMS = [
    item(
        living(task=True),
        "move east",
        DOOR_SHUT,
        "open door to east",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move east",
        backyard(garden=("a rake",)),
        notes="house walk, a game's start: the sliding patio door east refused as closed, opened "
        "by direction, walked through; the backyard's only way is the open door west (visited, "
        "initial); no coin on the garden",
    ),
    item(
        living(task=True),
        "move north",
        kitchen(),
        "open door to west",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move west",
        laundry(),
        "take coin",
        TAKE,
        "look around",
        laundry(coin=False),
        notes="house walk, a game's start: through the kitchen and the plain door (opened by "
        "direction) into the laundry room; the coin taken and the look shows the bench with "
        "nothing on it (no coin); the only way east visited (initial); the closed drier and "
        "washing machine are no doors",
    ),
    item(
        kitchen(task=True, counter=("a mug",)),
        "move south",
        living(),
        notes="house walk begun in the kitchen: in the living room north visited (initial), the "
        "sliding patio door east closed (open it)",
    ),
    item(
        laundry(plain="closed", task=True),
        "take coin",
        TAKE,
        "move east",
        DOOR_SHUT,
        "open door to east",
        ("You open the plain door, revealing the kitchen. ", K("opened")),
        "move east",
        kitchen(plain="open"),
        notes="house walk begun in the laundry room: the coin taken, the door east refused, "
        "opened, walked through; in the kitchen west visited (initial), the living room south "
        "unvisited; the closed fridge, cupboard, drawer and dishwasher are no doors",
    ),
    item(
        backyard(patio="closed", task=True),
        "move west",
        DOOR_SHUT,
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move west",
        living(patio="open", sofa=("a cushion",)),
        "move north",
        kitchen(counter=("a teapot",)),
        "move south",
        living(patio="open", sofa=("a cushion",), table=("a newspaper",)),
        notes="house walk begun in the backyard: back in the living room both ways visited, the "
        "way first entered east (initial): go back east",
    ),
    item(
        living(task=True, table=("a remote control",)),
        "move west",
        UNKNOWN,
        "look around",
        living(table=("a remote control",)),
        notes="house walk, a game's start: a move west (no exit) answered 'Unknown action' (a "
        "refusal); the look shows no way west: refused(west) stands; north open, the sliding "
        "patio door east closed",
    ),
    item(
        living(task=True, sofa=("a blanket",)),
        "move south",
        UNKNOWN,
        "move north",
        kitchen(counter=("a loaf of bread",)),
        notes="house walk, a game's start: 'Unknown action' toward the south (no exit) left "
        "behind; in the kitchen south visited (initial), the plain door west closed (open it)",
    ),
    item(
        kitchen(task=True),
        "open door to west",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move west",
        laundry(drier=("a clean white towel",)),
        "take coin",
        TAKE,
        "look around",
        laundry(coin=False, drier=("a clean white towel",)),
        notes="house walk begun in the kitchen: the coin taken from the bench, the look shows it "
        "gone; the open drier holds a towel, no coin; east visited (initial)",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("an oven", kind="plain"),
                    thing("a fridge", kind="container"),
                    thing("a counter", ("a bowl",)),
                    thing("a kitchen cupboard", kind="container"),
                    thing("a cutlery drawer", kind="container"),
                    thing("a dishwasher", kind="container"),
                ],
                [way("north", "pantry"), way("east", "corridor")],
                task=True,
            ),
            R("kitchen", "n e"),
        ),
        notes="a game's start in a kitchen of closed containers: no coin seen; the fridge, "
        "cupboard, drawer and dishwasher are no doors of the room; north and east open",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a fridge", kind="container"),
                    thing("a kitchen cupboard", ("a coin",), kind="container", open_=True),
                    thing("a trash can", kind="container"),
                ],
                [closed_door("south", "screen"), way("west", "living room")],
            ),
            R("kitchen", "s w", closed="s", coin=True),
        ),
        notes="a kitchen cupboard that is open, that contains a coin: a coin here (take it); the "
        "cupboard is no door",
    ),
    item(
        (
            describe(
                "backyard",
                [
                    thing("a barbeque", kind="plain"),
                    thing("a trash can", kind="container", open_=True),
                    thing("a patio table", ("a watering can",)),
                ],
                [way("north", "driveway"), closed_door("west", "sliding patio")],
            ),
            R("backyard", "n w", closed="w"),
        ),
        notes="a trash can that is open, that is empty, and a watering can: no coin; north open, "
        "the sliding patio door west closed (open it)",
    ),
    item(
        (
            describe(
                "corridor",
                [
                    thing("a key holder"),
                    thing("a shoe cabinet", kind="container", open_=True),
                    thing("a hat rack", ("a coin",)),
                ],
                [closed_door("north", "wood"), way("south", "kitchen")],
            ),
            R("corridor", "n s", closed="n", coin=True),
        ),
        notes="a hat rack that has a coin on it (take it), beside an open, empty shoe cabinet",
    ),
    item(
        (
            describe(
                "bedroom",
                [
                    thing("a bed"),
                    thing("a wardrobe", ("a coin", "a scarf"), kind="container", open_=True),
                    thing("a chest of drawers", kind="container"),
                ],
                [open_door("south", "wood", "corridor")],
                task=True,
            ),
            R("bedroom", "s", coin=True),
        ),
        notes="a game's start: a wardrobe that is open, that contains a coin, and a scarf: a "
        "coin here (take it); the closed chest of drawers is no door",
    ),
    item(
        (
            describe(
                "driveway",
                [thing("a car", kind="container")],
                [way("south", "backyard"), way("west", "street")],
            ),
            R("driveway", "s w"),
        ),
        notes="a car that is closed is no door and shows no coin; south and west open",
    ),
    item(
        (
            describe(
                "living room",
                [thing("a arm chair"), thing("a end table", ("a lamp",)), thing("a sofa")],
                [closed_door("north", "wood"), way("east", "corridor")],
            ),
            R("living room", "n e", closed="n"),
        ),
        "move north",
        DOOR_SHUT,
        "look around",
        (
            describe(
                "living room",
                [thing("a arm chair"), thing("a end table", ("a lamp",)), thing("a sofa")],
                [closed_door("north", "wood"), way("east", "corridor")],
            ),
            R("living room", "n e", closed="n"),
        ),
        notes="the wood door north refused as closed; the look shows it still closed: the "
        "refusal stands (open north); east open",
    ),
    item(
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a counter"), thing("a dining chair")],
                [way("north", "pantry"), closed_door("south", "screen")],
            ),
            R("kitchen", "n s", closed="s"),
        ),
        "move south",
        DOOR_SHUT,
        "open door to south",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "look around",
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a counter"), thing("a dining chair")],
                [way("north", "pantry"), open_door("south", "screen", "backyard")],
            ),
            R("kitchen", "n s"),
        ),
        notes="the screen door south refused, opened by direction, and the look shows it open: "
        "the refusal cleared; north and south open",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    thing("a laundry basket", ("a coin", "a pair of jeans")),
                    thing("a washing machine", kind="container"),
                ],
                [way("north", "corridor")],
            ),
            R("laundry room", "n", coin=True),
        ),
        "take coin",
        TAKE,
        "look around",
        (
            describe(
                "laundry room",
                [
                    thing("a laundry basket", ("a pair of jeans",)),
                    thing("a washing machine", kind="container"),
                ],
                [way("north", "corridor")],
            ),
            R("laundry room", "n"),
        ),
        notes="the coin taken from the laundry basket; the look shows only the jeans on it: no "
        "coin; north open",
    ),
    item(
        (
            describe(
                "corridor",
                [thing("a umbrella stand"), thing("a coat hanger", ("a raincoat",))],
                [way("south", "living room"), way("west", "kitchen")],
                task=True,
            ),
            R("corridor", "s w"),
        ),
        "move east",
        UNKNOWN,
        "move west",
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a fridge", kind="container")],
                [way("north", "pantry"), way("east", "corridor")],
            ),
            R("kitchen", "n e"),
        ),
        notes="a game's start: 'Unknown action' toward the east (no exit) left behind in the "
        "corridor; in the kitchen east visited (initial), north unvisited; the closed fridge is "
        "no door",
    ),
    item(
        (
            describe(
                "bedroom",
                [
                    thing("a desk"),
                    thing("a night stand", ("an alarm clock",)),
                    thing("a wardrobe", kind="container"),
                ],
                [closed_door("east", "wood")],
                task=True,
            ),
            R("bedroom", "e", closed="e"),
        ),
        notes="a game's start in a bedroom whose only door, east, is closed: open it; the closed "
        "wardrobe is no door and shows no coin",
    ),
    item(
        (
            describe(
                "pantry",
                [thing("a folding chair", ("a tin of soup",)), thing("a shelf")],
                [closed_door("south", "frosted-glass")],
            ),
            R("pantry", "s", closed="s"),
        ),
        "open door to south",
        ("You open the frosted-glass door, revealing the kitchen. ", K("opened")),
        "look around",
        (
            describe(
                "pantry",
                [thing("a folding chair", ("a tin of soup",)), thing("a shelf")],
                [open_door("south", "frosted-glass", "kitchen")],
            ),
            R("pantry", "s"),
        ),
        notes="no coin on the shelf or the folding chair; the only door, south, opened by "
        "direction and the look shows it open: go south",
    ),
]
