"""twx, forty-sixth round (emphasis: the turns of a game): the coin game's manner (none is engine
output): eight walks (1-5 turns) on one house of the engine's locations, each walk a game of its own
whose furniture holds the same things on every visit (a kitchen with a closed frosted-glass door
north to the pantry, the corridor east and a closed screen door south to the backyard; a pantry with
"a shelf that has a coin on it"; a corridor with a closed wood door north to the bedroom): the
task's description before a game's first room, "You can't move there, the door is closed. ", `open
door to north`, "You open the frosted-glass door, revealing the pantry. ", "You open the wood door,
revealing the bedroom. ", "You open the screen door, revealing the backyard. ", "You open the
frosted-glass door, revealing the kitchen. ", "You take the coin.", "Unknown action: I'm not sure
what you mean." after a move toward no exit and a look that keeps it, returns to the kitchen, walks
begun in the corridor, the pantry, the backyard and the bedroom; single rooms and short histories,
each ending on what the game printed back or a look: a laundry basket with a coin, a shoe cabinet
whose coin is taken and looked for, a coin on a garden, a dressing table with a coin and a
hairbrush, an open dishwasher with a coin, a corridor's closed door refused and looked at, a laundry
room whose only door is refused and opened, a coin taken from a sofa and the room looked at, a
living room's "Unknown action" toward the west and a look, a patio door opened and the corridor
entered, a folding chair with a coin beside an empty shelf, a backyard whose sliding patio door is
refused and left for the driveway. What a person reads in each text is declared beside it; the map
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


def describe(room: str, furniture: list[str], exits: list[str]) -> str:
    parts = [f"You are in the {room}."]
    for i, f in enumerate(furniture):
        parts.append(f"{_STARTS[i % 4]} {f}.")
    return " ".join(parts) + " \n" + "".join(e + " " for e in exits)


def closed_door(direction: str, door: str) -> str:
    return f"To the {direction.title()} you see a closed {door} door."


def open_door(direction: str, door: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction.title()} you see the {where}."


def way(direction: str, where: str) -> str:
    return f"To the {direction.title()} you see the {where}."


# ---- the house: KITCHEN n PANTRY (a frosted-glass door, closed at first; the coin), e CORRIDOR,
# s BACKYARD (a screen door, closed at first); CORRIDOR n BEDROOM (a wood door, closed at first).


def kitchen(
    frosted: str = "closed", screen: str = "closed", counter=(), chair=(), task: bool = False
) -> tuple:
    furniture = [
        thing("a stove", kind="plain"),
        thing("an oven", kind="plain"),
        thing("a fridge", kind="container"),
        thing("a counter", counter),
        thing("a kitchen cupboard", kind="container"),
        thing("a cutlery drawer", kind="container"),
        thing("a trash can", kind="container"),
        thing("a dishwasher", kind="container"),
        thing("a dining chair", chair),
    ]
    exits = [
        closed_door("north", "frosted-glass")
        if frosted == "closed"
        else open_door("north", "frosted-glass", "pantry"),
        way("east", "corridor"),
        closed_door("south", "screen")
        if screen == "closed"
        else open_door("south", "screen", "backyard"),
    ]
    text = describe("kitchen", furniture, exits)
    if task:
        text = f"{TASK}\n\n{text}"
    return (
        text,
        R(
            "kitchen",
            "n e s",
            closed=" ".join(d for d, s in (("n", frosted), ("s", screen)) if s == "closed"),
        ),
    )


def pantry(door: str = "open", coin: bool = True, task: bool = False) -> tuple:
    furniture = [thing("a folding chair"), thing("a shelf", ("a coin",) if coin else ())]
    exit_ = (
        closed_door("south", "frosted-glass")
        if door == "closed"
        else open_door("south", "frosted-glass", "kitchen")
    )
    text = describe("pantry", furniture, [exit_])
    if task:
        text = f"{TASK}\n\n{text}"
    return (text, R("pantry", "s", closed="s" if door == "closed" else "", coin=coin))


def corridor(wood: str = "closed", task: bool = False) -> tuple:
    furniture = [
        thing("a key holder"),
        thing("a shoe cabinet", kind="container"),
        thing("a umbrella stand"),
        thing("a hat rack"),
        thing("a coat hanger"),
    ]
    exits = [
        closed_door("north", "wood") if wood == "closed" else open_door("north", "wood", "bedroom"),
        way("west", "kitchen"),
    ]
    text = describe("corridor", furniture, exits)
    if task:
        text = f"{TASK}\n\n{text}"
    return (text, R("corridor", "n w", closed="n" if wood == "closed" else ""))


def bedroom(wood: str = "open", task: bool = False, stand=()) -> tuple:
    furniture = [
        thing("a dressing table"),
        thing("a desk chair"),
        thing("a desk"),
        thing("a chest of drawers", kind="container"),
        thing("a wardrobe", kind="container"),
        thing("a night stand", stand),
        thing("a bed"),
    ]
    exit_ = (
        closed_door("south", "wood") if wood == "closed" else open_door("south", "wood", "corridor")
    )
    text = describe("bedroom", furniture, [exit_])
    if task:
        text = f"{TASK}\n\n{text}"
    return (text, R("bedroom", "s", closed="s" if wood == "closed" else ""))


def backyard(screen: str = "open", task: bool = False) -> tuple:
    furniture = [
        thing("a barbeque", kind="plain"),
        thing("a workbench"),
        thing("a patio chair"),
        thing("a patio table"),
        thing("a clothes line"),
        thing("a garden"),
    ]
    exit_ = (
        closed_door("north", "screen")
        if screen == "closed"
        else open_door("north", "screen", "kitchen")
    )
    text = describe("backyard", furniture, [exit_])
    if task:
        text = f"{TASK}\n\n{text}"
    return (text, R("backyard", "n", closed="n" if screen == "closed" else ""))


DOOR_SHUT = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    item(
        kitchen(task=True),
        "move north",
        DOOR_SHUT,
        "open door to north",
        ("You open the frosted-glass door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(),
        notes="house walk, a game's start: the frosted-glass door refused as closed, opened by "
        "direction, walked through; the pantry's shelf has a coin (take it)",
    ),
    item(
        kitchen(task=True, counter=("a mug",)),
        "move east",
        corridor(),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(stand=("a pair of reading glasses",)),
        notes="house walk, a game's start: through the corridor and the wood door (opened by "
        "direction) into the bedroom: its only way south is visited (initial); closed "
        "furniture is no door",
    ),
    item(
        corridor(task=True),
        "move west",
        kitchen(counter=("a teapot",)),
        notes="house walk begun in the corridor: in the kitchen east visited (initial); the "
        "frosted-glass door north and the screen door south closed (open them)",
    ),
    item(
        kitchen(task=True, chair=("a newspaper",)),
        "move west",
        UNKNOWN,
        "look around",
        kitchen(chair=("a newspaper",)),
        notes="house walk, a game's start: a move west (no exit) answered 'Unknown action' (a "
        "refusal); the look shows no way west: refused(west) stands; north and south closed, "
        "east open",
    ),
    item(
        pantry(door="closed", task=True),
        "take coin",
        ("You take the coin.", K("took")),
        "move south",
        DOOR_SHUT,
        "open door to south",
        ("You open the frosted-glass door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen(frosted="open"),
        notes="house walk begun in the pantry: the coin taken, the door south refused, opened, "
        "walked through; in the kitchen north visited (initial), east open, the screen door "
        "south closed",
    ),
    item(
        kitchen(task=True, counter=("a mug",), chair=("a newspaper",)),
        "open door to south",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move south",
        backyard(),
        "move north",
        kitchen(screen="open", counter=("a mug",), chair=("a newspaper",)),
        notes="house walk back to the first room: south visited, the frosted-glass door north "
        "closed (open it), the corridor east unvisited; no initial in the first room",
    ),
    item(
        backyard(screen="closed", task=True),
        "move north",
        DOOR_SHUT,
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(screen="open"),
        notes="house walk begun in the backyard: the screen door refused, opened, walked "
        "through; in the kitchen south visited (initial), the frosted-glass door north closed, "
        "east open",
    ),
    item(
        bedroom(wood="closed", task=True),
        "move south",
        DOOR_SHUT,
        "open door to south",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move south",
        corridor(wood="open"),
        "move west",
        kitchen(counter=("a teapot",), chair=("a mug",)),
        notes="house walk begun in the bedroom: through the corridor into the kitchen, east "
        "visited (initial); the frosted-glass and screen doors closed (open north, open south)",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    thing("a bench"),
                    thing("a work table"),
                    thing("a clothes drier", kind="container"),
                    thing("a laundry basket", ("a coin",)),
                    thing("a washing machine", kind="container"),
                ],
                [way("south", "corridor"), closed_door("east", "plain")],
            ),
            R("laundry room", "s e", closed="e", coin=True),
        ),
        notes="a laundry basket that has a coin on it (take it); the corridor south open, the "
        "plain door east closed",
    ),
    item(
        (
            describe(
                "corridor",
                [
                    thing("a key holder"),
                    thing("a shoe cabinet", ("a coin",), kind="container", open_=True),
                    thing("a umbrella stand"),
                    thing("a hat rack"),
                ],
                [way("south", "kitchen"), way("east", "living room")],
            ),
            R("corridor", "s e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            describe(
                "corridor",
                [
                    thing("a key holder"),
                    thing("a shoe cabinet", kind="container", open_=True),
                    thing("a umbrella stand"),
                    thing("a hat rack"),
                ],
                [way("south", "kitchen"), way("east", "living room")],
            ),
            R("corridor", "s e"),
        ),
        notes="the coin taken from an open shoe cabinet; the look shows the cabinet empty (no "
        "coin); south and east open",
    ),
    item(
        (
            describe(
                "backyard",
                [
                    thing("a barbeque", kind="plain"),
                    thing("a workbench"),
                    thing("a patio chair"),
                    thing("a garden", ("a coin", "a trowel")),
                ],
                [open_door("north", "patio", "living room"), way("west", "driveway")],
            ),
            R("backyard", "n w", coin=True),
        ),
        notes="a garden that has a coin, and a trowel on it: a coin here (take it)",
    ),
    item(
        (
            f"{TASK}\n\n"
            + describe(
                "bedroom",
                [
                    thing("a dressing table", ("a coin", "a hairbrush")),
                    thing("a desk chair"),
                    thing("a wardrobe", kind="container"),
                    thing("a bed"),
                ],
                [closed_door("north", "wood")],
            ),
            R("bedroom", "n", closed="n", coin=True),
        ),
        notes="a game's start: a dressing table that has a coin, and a hairbrush on it (take "
        "it); the wood door north closed",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a fridge", kind="container"),
                    thing("a counter"),
                    thing("a dishwasher", ("a coin", "a plate"), kind="container", open_=True),
                ],
                [way("north", "living room"), closed_door("west", "plain")],
            ),
            R("kitchen", "n w", closed="w", coin=True),
        ),
        notes="an open dishwasher that contains a coin, and a plate: a coin here (take it); the "
        "closed fridge is no door",
    ),
    item(
        (
            describe(
                "corridor",
                [thing("a key holder", ("a key",)), thing("a hat rack"), thing("a coat hanger")],
                [closed_door("east", "wood"), way("south", "living room")],
            ),
            R("corridor", "e s", closed="e"),
        ),
        "move east",
        DOOR_SHUT,
        "look around",
        (
            describe(
                "corridor",
                [thing("a key holder", ("a key",)), thing("a hat rack"), thing("a coat hanger")],
                [closed_door("east", "wood"), way("south", "living room")],
            ),
            R("corridor", "e s", closed="e"),
        ),
        notes="the wood door east refused as closed; the look shows it still closed: the "
        "refusal stands (open east); south open",
    ),
    item(
        (
            f"{TASK}\n\n"
            + describe(
                "laundry room",
                [
                    thing("a bench"),
                    thing("a work table", ("a bottle of bleach",)),
                    thing("a washing machine", kind="container"),
                ],
                [closed_door("west", "plain")],
            ),
            R("laundry room", "w", closed="w"),
        ),
        "move west",
        DOOR_SHUT,
        "open door to west",
        ("You open the plain door, revealing the corridor. ", K("opened")),
        notes="a game's start in a laundry room whose only door is closed: refused, then opened "
        "by direction: the refusal cleared; west the way",
    ),
    item(
        (
            describe(
                "living room",
                [
                    thing("a book case"),
                    thing("a TV stand"),
                    thing("a coffee table", ("a remote",)),
                    thing("a sofa", ("a coin",)),
                ],
                [way("north", "kitchen"), closed_door("east", "sliding patio")],
            ),
            R("living room", "n e", closed="e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            describe(
                "living room",
                [
                    thing("a book case"),
                    thing("a TV stand"),
                    thing("a coffee table", ("a remote",)),
                    thing("a sofa"),
                ],
                [way("north", "kitchen"), closed_door("east", "sliding patio")],
            ),
            R("living room", "n e", closed="e"),
        ),
        notes="the coin taken from the sofa; the look shows the sofa with nothing on it (no "
        "coin); north open, the sliding patio door east closed",
    ),
    item(
        (
            describe(
                "living room",
                [thing("a arm chair"), thing("a side table"), thing("a end table")],
                [way("south", "corridor"), way("east", "kitchen")],
            ),
            R("living room", "s e"),
        ),
        "move west",
        UNKNOWN,
        "look around",
        (
            describe(
                "living room",
                [thing("a arm chair"), thing("a side table"), thing("a end table")],
                [way("south", "corridor"), way("east", "kitchen")],
            ),
            R("living room", "s e"),
        ),
        notes="a move west (no exit) answered 'Unknown action' (a refusal); the look shows no "
        "way west: refused(west) stands; south and east open",
    ),
    item(
        (
            describe(
                "backyard",
                [thing("a barbeque", kind="plain"), thing("a patio table"), thing("a garden")],
                [closed_door("east", "patio"), way("north", "kitchen")],
            ),
            R("backyard", "e n", closed="e"),
        ),
        "open door to east",
        ("You open the patio door, revealing the corridor. ", K("opened")),
        "move east",
        (
            describe(
                "corridor",
                [thing("a umbrella stand"), thing("a coat hanger")],
                [open_door("west", "patio", "backyard"), closed_door("north", "wood")],
            ),
            R("corridor", "w n", closed="n"),
        ),
        notes="the patio door opened by direction and walked through; in the corridor west "
        "visited (initial), the wood door north closed (open it)",
    ),
    item(
        (
            f"{TASK}\n\n"
            + describe(
                "pantry",
                [thing("a folding chair", ("a coin",)), thing("a shelf")],
                [open_door("east", "plain", "kitchen")],
            ),
            R("pantry", "e", coin=True),
        ),
        notes="a game's start: a folding chair that has a coin on it, beside an empty shelf "
        "(take it)",
    ),
    item(
        (
            describe(
                "backyard",
                [thing("a workbench", ("a hammer",)), thing("a clothes line"), thing("a garden")],
                [closed_door("north", "sliding patio"), way("south", "driveway")],
            ),
            R("backyard", "n s", closed="n"),
        ),
        "move north",
        DOOR_SHUT,
        "move south",
        (
            describe(
                "driveway",
                [thing("a car", kind="container"), thing("a bicycle", kind="plain")],
                [way("north", "backyard")],
            ),
            R("driveway", "n"),
        ),
        notes="the sliding patio door refused in the backyard, left behind; the driveway's only "
        "way is back north (visited, initial); a closed car is no door",
    ),
]
