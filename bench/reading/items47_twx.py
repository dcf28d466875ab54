"""twx, forty-seventh round: the coin game's manner (none is engine output): eight walks (2-5 turns)
on one house of the engine's locations, each walk a game of its own whose furniture holds its own
things on every visit (a living room with the corridor north and a closed sliding patio door east to
the backyard; a corridor with a closed wood door east to the bedroom; a bedroom with "a night stand
that has a coin on it"): the task's description before a game's first room, "You can't move there,
the door is closed. ", `open door to east` and `open door to west`, "You open the wood door,
revealing the bedroom. ", "You open the sliding patio door, revealing the backyard. ", "You open the
wood door, revealing the corridor. ", "You open the sliding patio door, revealing the living room.
", "You take the coin." then `look around`, "Unknown action: I'm not sure what you mean." after a
move toward no exit and a look that keeps it, a refusal looked at, returns to the living room, walks
begun in the corridor, the bedroom and the backyard; single rooms and short histories: "a counter
that has a coin, and a clean spoon on it", a pantry entered from the kitchen ("a shelf that has a
coin on it"), "a washing machine that is open, that contains a coin, and a dirty red sock", a coin
beside a closed car on the driveway, a kitchen of two closed doors, a laundry room's plain door
refused, opened and looked at, a coin taken from a book case and the room looked at, "a patio table
that has a coin, and a dirty plate on it", a kitchen with an open and empty dishwasher, "a wardrobe
that is open, that contains a coin, and a clean grey coat", a corridor's wood door opened by
direction and looked at, "a trash can that is open, that contains a coin". What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_STARTS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def sup(name: str, *things: str) -> str:
    """A supporter as the engine prints it."""
    if not things:
        return f"{name}, that has nothing on it"
    return f"{name} that has {_list(things)} on it"


def box(name: str, open_: bool = False, *things: str) -> str:
    """A container as the engine prints it."""
    if not open_:
        return f"{name} that is closed"
    if not things:
        return f"{name} that is open, that is empty"
    return f"{name} that is open, that contains {_list(things)}"


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


def shut(direction: str, door: str) -> str:
    return f"To the {direction.title()} you see a closed {door} door."


def ajar(direction: str, door: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction.title()} you see the {where}."


def way(direction: str, where: str) -> str:
    return f"To the {direction.title()} you see the {where}."


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

# ---- the house: LIVING ROOM n CORRIDOR, e BACKYARD (a sliding patio door, closed at first);
# CORRIDOR e BEDROOM (a wood door, closed at first; the coin on the night stand).


def living(patio: str = "closed", sofa=(), table=(), task: bool = False) -> tuple:
    east = (
        ajar("east", "sliding patio", "backyard")
        if patio == "open"
        else shut("east", "sliding patio")
    )
    return (
        describe(
            "living room",
            [
                box("a wastepaper basket"),
                sup("a book case"),
                sup("a TV stand", "a remote control"),
                sup("a arm chair"),
                sup("a coffee table", *table),
                sup("a sofa", *sofa),
            ],
            [way("north", "corridor"), east],
            task,
        ),
        R("living room", "n e", closed="e" if patio == "closed" else "", leads={"n": "corridor"}),
    )


def corridor(wood: str = "closed", hat=(), task: bool = False) -> tuple:
    east = ajar("east", "wood", "bedroom") if wood == "open" else shut("east", "wood")
    return (
        describe(
            "corridor",
            [
                sup("a key holder"),
                box("a shoe cabinet"),
                sup("a umbrella stand"),
                sup("a hat rack", *hat),
                sup("a coat hanger"),
            ],
            [way("south", "living room"), east],
            task,
        ),
        R("corridor", "s e", closed="e" if wood == "closed" else "", leads={"s": "living room"}),
    )


def bedroom(wood: str = "open", coin: bool = True, desk=(), task: bool = False) -> tuple:
    west = ajar("west", "wood", "corridor") if wood == "open" else shut("west", "wood")
    stand = ("a coin",) if coin else ()
    return (
        describe(
            "bedroom",
            [
                sup("a dressing table"),
                sup("a desk chair"),
                sup("a desk", *desk),
                box("a chest of drawers"),
                box("a wardrobe"),
                sup("a night stand", *stand),
                sup("a bed"),
            ],
            [west],
            task,
        ),
        R("bedroom", "w", closed="w" if wood == "closed" else "", coin=coin),
    )


def backyard(patio: str = "open", bench=(), task: bool = False) -> tuple:
    west = (
        ajar("west", "sliding patio", "living room")
        if patio == "open"
        else shut("west", "sliding patio")
    )
    return (
        describe(
            "backyard",
            [
                "a barbeque",
                sup("a workbench", *bench),
                sup("a patio chair"),
                sup("a patio table"),
                sup("a clothes line"),
                sup("a garden"),
            ],
            [west],
            task,
        ),
        R("backyard", "w", closed="w" if patio == "closed" else ""),
    )


ITEMS = [
    item(
        living(task=True),
        "move north",
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(desk=("a blue notebook",)),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False, desk=("a blue notebook",)),
        notes="the coin taken from the night stand, and the look shows it gone; the bedroom's "
        "only way west is visited and initial: all_visited, go west",
    ),
    item(
        living(sofa=("a dirty green shirt",), task=True),
        "move east",
        CLOSED,
        "open door to east",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move east",
        backyard(bench=("a trowel",)),
        notes="the sliding patio door refused as closed, opened by direction, walked through; "
        "the backyard's only way west is visited and initial: go west",
    ),
    item(
        corridor(hat=("a red scarf",), task=True),
        "move east",
        CLOSED,
        "look around",
        corridor(hat=("a red scarf",)),
        notes="the wood door east refused as closed; the look shows it still closed (the refusal "
        "stands): open east; south to the living room is open: go south",
    ),
    item(
        bedroom(wood="closed", task=True),
        "take coin",
        ("You take the coin.", K("took")),
        "open door to west",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move west",
        corridor(wood="open", hat=("a brown fedora",)),
        notes="begun in the bedroom: the coin taken, the wood door opened by direction and "
        "walked through; in the corridor east is visited and initial; the living room south is "
        "unexplored: go south",
    ),
    item(
        backyard(patio="closed", task=True),
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move west",
        living(patio="open", table=("a newspaper",)),
        notes="begun in the backyard: the sliding patio door opened and walked through; in the "
        "living room east is visited and initial; the corridor north is unexplored: go north",
    ),
    item(
        living(table=("a clean white plate",), task=True),
        "move north",
        corridor(),
        "move south",
        living(table=("a clean white plate",)),
        notes="a return to the first room (no initial): north visited; the sliding patio door "
        "east is closed and unexplored: open east",
    ),
    item(
        corridor(hat=("a straw hat",), task=True),
        "move west",
        UNKNOWN,
        "look around",
        corridor(hat=("a straw hat",)),
        notes="'Unknown action' after a move toward no exit (west): refused(west), kept by the "
        "look; the wood door east is closed (open east); south is open (go south)",
    ),
    item(
        living(sofa=("a clean checkered shirt",), task=True),
        "open door to east",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move east",
        backyard(),
        "move west",
        living(patio="open", sofa=("a clean checkered shirt",)),
        "move north",
        corridor(hat=("a wool beanie",)),
        notes="the patio door opened, the backyard visited and left, then north into the "
        "corridor: south visited and initial; the wood door east is closed and unexplored: open "
        "east",
    ),
    # ---- single rooms and short histories
    item(
        (
            describe(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    box("a fridge"),
                    sup("a counter", "a coin", "a clean spoon"),
                    box("a kitchen cupboard"),
                    box("a cutlery drawer"),
                ],
                [shut("north", "frosted-glass"), way("east", "corridor")],
                task=True,
            ),
            R("kitchen", "n e", closed="n", coin=True),
        ),
        notes="'a counter that has a coin, and a clean spoon on it': a coin in the room: take coin",
    ),
    item(
        (
            describe(
                "kitchen",
                ["a stove", "an oven", box("a fridge"), sup("a counter"), sup("a dining chair")],
                [ajar("north", "frosted-glass", "pantry"), way("east", "corridor")],
                task=True,
            ),
            R("kitchen", "n e", leads={"n": "pantry"}),
        ),
        "move north",
        (
            describe(
                "pantry",
                [sup("a folding chair", "a clean white sock"), sup("a shelf", "a coin")],
                [ajar("south", "frosted-glass", "kitchen")],
            ),
            R("pantry", "s", coin=True, leads={"s": "kitchen"}),
        ),
        notes="a move from the kitchen into the pantry; 'a shelf that has a coin on it': take coin",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    box("a washing machine", True, "a coin", "a dirty red sock"),
                    box("a clothes drier"),
                    sup("a laundry basket"),
                    sup("a bench"),
                ],
                [way("south", "kitchen")],
                task=True,
            ),
            R("laundry room", "s", coin=True),
        ),
        notes="'a washing machine that is open, that contains a coin, and a dirty red sock': a "
        "coin in the room: take coin; the washing machine is no door",
    ),
    item(
        (
            describe(
                "driveway",
                [box("a car"), "a coin"],
                [way("west", "backyard")],
                task=True,
            ),
            R("driveway", "w", coin=True),
        ),
        notes="a coin on the driveway beside a closed car (no door of the room): take coin",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    box("a fridge"),
                    sup("a counter"),
                    box("a kitchen cupboard"),
                    box("a dishwasher"),
                ],
                [shut("north", "frosted-glass"), shut("south", "screen")],
                task=True,
            ),
            R("kitchen", "n s", closed="n s"),
        ),
        notes="two closed doors and no coin (the fridge, cupboard and dishwasher are closed, "
        "their contents not given): open north or open south",
    ),
    item(
        (
            describe(
                "laundry room",
                [box("a washing machine"), box("a clothes drier"), sup("a work table")],
                [shut("south", "plain")],
                task=True,
            ),
            R("laundry room", "s", closed="s"),
        ),
        "move south",
        CLOSED,
        "open door to south",
        ("You open the plain door, revealing the kitchen. ", K("opened")),
        "look around",
        (
            describe(
                "laundry room",
                [box("a washing machine"), box("a clothes drier"), sup("a work table")],
                [ajar("south", "plain", "kitchen")],
            ),
            R("laundry room", "s", leads={"s": "kitchen"}),
        ),
        notes="the laundry room's only door refused as closed, opened by direction, and the look "
        "shows it open: go south",
    ),
    item(
        (
            describe(
                "living room",
                [
                    sup("a book case", "a coin"),
                    sup("a sofa", "a dirty white cushion"),
                    sup("a coffee table"),
                ],
                [way("west", "corridor"), way("south", "kitchen")],
                task=True,
            ),
            R("living room", "w s", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            describe(
                "living room",
                [sup("a book case"), sup("a sofa", "a dirty white cushion"), sup("a coffee table")],
                [way("west", "corridor"), way("south", "kitchen")],
            ),
            R("living room", "w s"),
        ),
        notes="the coin taken from the book case, and the look shows it gone: south or west",
    ),
    item(
        (
            describe(
                "backyard",
                [
                    "a barbeque",
                    sup("a patio table", "a coin", "a dirty plate"),
                    sup("a patio chair"),
                    sup("a clothes line", "a wet blue towel"),
                ],
                [way("north", "kitchen"), shut("east", "fiberglass")],
                task=True,
            ),
            R("backyard", "n e", closed="e", coin=True),
        ),
        notes="'a patio table that has a coin, and a dirty plate on it': take coin",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    box("a fridge"),
                    box("a dishwasher", True),
                    box("a trash can"),
                ],
                [ajar("north", "frosted-glass", "pantry"), way("east", "corridor")],
                task=True,
            ),
            R("kitchen", "n e"),
        ),
        notes="an open dishwasher that is empty, closed fridge and trash can: no coin; the open "
        "frosted-glass door north and the corridor east: either",
    ),
    item(
        (
            describe(
                "bedroom",
                [
                    sup("a bed"),
                    box("a wardrobe", True, "a coin", "a clean grey coat"),
                    sup("a night stand"),
                ],
                [way("south", "corridor")],
                task=True,
            ),
            R("bedroom", "s", coin=True),
        ),
        notes="'a wardrobe that is open, that contains a coin, and a clean grey coat': a coin in "
        "the room: take coin",
    ),
    item(
        (
            describe(
                "corridor",
                [sup("a key holder", "a spare key"), sup("a coat hanger")],
                [shut("north", "wood"), way("south", "living room"), shut("east", "patio")],
                task=True,
            ),
            R("corridor", "n s e", closed="n e"),
        ),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "look around",
        (
            describe(
                "corridor",
                [sup("a key holder", "a spare key"), sup("a coat hanger")],
                [
                    ajar("north", "wood", "bedroom"),
                    way("south", "living room"),
                    shut("east", "patio"),
                ],
            ),
            R("corridor", "n s e", closed="e", leads={"n": "bedroom"}),
        ),
        notes="the wood door north opened by direction, and the look shows it open; the patio "
        "door east still closed; south open: go north, open east or go south",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    "a stove",
                    box("a fridge"),
                    sup("a counter", "a dirty fork"),
                    box("a trash can", True, "a coin"),
                ],
                [way("south", "living room"), shut("west", "screen")],
                task=True,
            ),
            R("kitchen", "s w", closed="w", coin=True),
        ),
        notes="'a trash can that is open, that contains a coin': a coin in the room: take coin",
    ),
]
