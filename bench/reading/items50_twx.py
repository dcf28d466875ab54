"""twx, fiftieth round (emphasis: how rooms are named and how ways are listed): the coin game's
manner (none is engine output), where the room is named only in "You are in the corridor." and a
neighbour in "To the West you see the kitchen.", "To the South you see a closed wood door." or "You
open the wood door, revealing the bedroom. ": eight walks (1-5 turns) on one house of the engine's
locations, each walk a game of its own whose furniture holds its own things on every visit (a
corridor with a closed wood door south to the bedroom and the kitchen west; a kitchen with a closed
plain door north to the pantry; a pantry with "a folding chair that has a coin on it"): the task's
description before a game's first room, "You can't move there, the door is closed. ", `open door to
south` and `open door to north`, "You open the wood door, revealing the bedroom. ", "You open the
plain door, revealing the pantry. ", "You open the plain door, revealing the kitchen. ", "You open
the wood door, revealing the corridor. ", "You take the coin." and a look that shows the chair bare,
"Unknown action: I'm not sure what you mean." after a move toward no exit (kept by a look, left
behind by a move), a refusal looked at, opened and looked at again, returns to the corridor; single
rooms and short histories: a coin on a supermarket's floor ("In one part of the room you see a
coin."), "a work table that has a coin on it", a coin on a side table beside a closed wastepaper
basket, a workbench's coin, a bedroom of closed containers and no coin, a coin taken from a dressing
table and the room looked at, a kitchen's screen door refused, opened and walked through, an open
door's reply that names the room beyond (the room kept), a move through an open screen door into the
backyard, a laundry room whose only door is closed, a look after a move that worked. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
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


# ---- the house: CORRIDOR s BEDROOM (a wood door, closed at first), w KITCHEN; KITCHEN n PANTRY (a
# plain door, closed at first; a coin on the folding chair).


def corridor(wood: str = "closed", hat=(), holder=(), task: bool = False) -> tuple:
    furniture = [
        thing("a key holder", holder),
        thing("a shoe cabinet", kind="container"),
        thing("a umbrella stand"),
        thing("a hat rack", hat),
    ]
    exits = [
        closed_door("south", "wood") if wood == "closed" else open_door("south", "wood", "bedroom"),
        way("west", "kitchen"),
    ]
    return (
        describe("corridor", furniture, exits, task),
        R("corridor", "s w", closed="s" if wood == "closed" else ""),
    )


def kitchen(plain: str = "closed", counter=(), task: bool = False) -> tuple:
    furniture = [
        thing("a stove", kind="plain"),
        thing("an oven", kind="plain"),
        thing("a fridge", kind="container"),
        thing("a counter", counter),
        thing("a trash can", kind="container"),
    ]
    exits = [
        closed_door("north", "plain")
        if plain == "closed"
        else open_door("north", "plain", "pantry"),
        way("east", "corridor"),
    ]
    return (
        describe("kitchen", furniture, exits, task),
        R("kitchen", "n e", closed="n" if plain == "closed" else ""),
    )


def pantry(plain: str = "closed", coin: bool = True, shelf=(), task: bool = False) -> tuple:
    furniture = [
        thing("a folding chair", ("a coin",) if coin else ()),
        thing("a shelf", shelf),
    ]
    exit_ = (
        closed_door("south", "plain")
        if plain == "closed"
        else open_door("south", "plain", "kitchen")
    )
    return (
        describe("pantry", furniture, [exit_], task),
        R("pantry", "s", closed="s" if plain == "closed" else "", coin=coin),
    )


def bedroom(wood: str = "open", desk=(), task: bool = False) -> tuple:
    furniture = [
        thing("a dressing table"),
        thing("a desk", desk),
        thing("a chest of drawers", kind="container"),
        thing("a bed"),
    ]
    exit_ = (
        closed_door("north", "wood") if wood == "closed" else open_door("north", "wood", "corridor")
    )
    return (
        describe("bedroom", furniture, [exit_], task),
        R("bedroom", "n", closed="n" if wood == "closed" else ""),
    )


DOOR_SHUT = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TAKE = ("You take the coin.", K("took"))

ITEMS = [
    item(
        corridor(task=True),
        "move south",
        DOOR_SHUT,
        "open door to south",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(desk=("a pencil",)),
        notes="house walk, a game's start: the wood door south refused as closed, opened by "
        "direction ('revealing the bedroom' names the room beyond, not this one), walked "
        "through; the bedroom's only way north visited (initial); no coin",
    ),
    item(
        corridor(task=True, hat=("a straw hat",)),
        "move west",
        kitchen(),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(plain="open", shelf=("a jar of honey",)),
        "take coin",
        TAKE,
        "look around",
        pantry(plain="open", coin=False, shelf=("a jar of honey",)),
        notes="house walk, a game's start: through the kitchen and the plain door (opened by "
        "direction) into the pantry; the coin taken and the look shows the folding chair bare "
        "(no coin); the only way south visited (initial)",
    ),
    item(
        kitchen(task=True, counter=("a bread knife",)),
        "move east",
        corridor(),
        notes="house walk begun in the kitchen: in the corridor west visited (initial), the wood "
        "door south closed (open it); the shoe cabinet is no door",
    ),
    item(
        pantry(task=True),
        "take coin",
        TAKE,
        "open door to south",
        ("You open the plain door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen(plain="open"),
        "move east",
        corridor(holder=("a bunch of keys",)),
        notes="house walk begun in the pantry: the coin taken, the door opened by direction; in "
        "the corridor west visited (initial), the wood door south closed (open it)",
    ),
    item(
        bedroom(wood="closed", task=True),
        "open door to north",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move north",
        corridor(wood="open", hat=("a flat cap",)),
        "move west",
        kitchen(counter=("a teapot",)),
        "move east",
        corridor(wood="open", hat=("a flat cap",)),
        notes="house walk begun in the bedroom: back in the corridor both ways visited (all "
        "visited), the way first entered south (initial): go back south",
    ),
    item(
        corridor(task=True, holder=("a torch",)),
        "move north",
        UNKNOWN,
        "look around",
        corridor(holder=("a torch",)),
        notes="house walk, a game's start: a move north (no exit) answered 'Unknown action' (a "
        "refusal); the look shows no way north: refused(north) stands; the wood door south "
        "closed, the kitchen west open",
    ),
    item(
        kitchen(task=True, counter=("a sieve",)),
        "move west",
        UNKNOWN,
        "move east",
        corridor(hat=("a rain hat",)),
        notes="house walk, a game's start: 'Unknown action' toward the west left behind in the "
        "kitchen; in the corridor west visited (initial), the wood door south closed",
    ),
    item(
        corridor(task=True, hat=("a woolly hat",)),
        "move south",
        DOOR_SHUT,
        "look around",
        corridor(hat=("a woolly hat",)),
        "open door to south",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "look around",
        corridor(wood="open", hat=("a woolly hat",)),
        notes="house walk, a game's start: the wood door south refused, looked at (still "
        "closed), opened by direction and looked at again: the refusal cleared; south and west "
        "open",
    ),
    # ---- single rooms and short histories
    item(
        (
            describe(
                "supermarket",
                ["a coin"],
                [way("south", "street")],
                task=True,
            ),
            R("supermarket", "s", coin=True),
        ),
        notes="a game's start in the supermarket: 'In one part of the room you see a coin.' (on "
        "the floor): take it",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    thing("a bench"),
                    thing("a work table", ("a coin",)),
                    thing("a clothes drier", kind="container"),
                    thing("a washing machine", kind="container"),
                ],
                [way("west", "kitchen")],
            ),
            R("laundry room", "w", coin=True),
        ),
        notes="a work table that has a coin on it: a coin here (take it); the closed drier and "
        "washing machine are no doors",
    ),
    item(
        (
            describe(
                "living room",
                [
                    thing("a wastepaper basket", kind="container"),
                    thing("a book case"),
                    thing("a side table", ("a coin", "a reading lamp")),
                    thing("a sofa"),
                ],
                [closed_door("north", "wood"), way("east", "backyard")],
            ),
            R("living room", "n e", closed="n", coin=True),
        ),
        notes="a side table that has a coin, and a reading lamp on it: take the coin; the "
        "closed wastepaper basket is no door",
    ),
    item(
        (
            describe(
                "backyard",
                [
                    thing("a barbeque", kind="plain"),
                    thing("a workbench", ("a coin", "a trowel")),
                    thing("a patio chair"),
                    thing("a clothes line"),
                ],
                [open_door("north", "screen", "kitchen"), way("east", "driveway")],
                task=True,
            ),
            R("backyard", "n e", coin=True),
        ),
        notes="a game's start in the backyard: a workbench that has a coin, and a trowel on it: "
        "take the coin",
    ),
    item(
        (
            describe(
                "bedroom",
                [
                    thing("a chest of drawers", kind="container"),
                    thing("a wardrobe", kind="container"),
                    thing("a night stand", ("a glass of water",)),
                    thing("a bed"),
                ],
                [closed_door("east", "wood"), way("south", "living room")],
                task=True,
            ),
            R("bedroom", "e s", closed="e"),
        ),
        notes="a game's start in a bedroom of closed containers: no coin seen; the wood door "
        "east closed (open it), the living room south open",
    ),
    item(
        (
            describe(
                "bedroom",
                [
                    thing("a dressing table", ("a coin", "a hairbrush")),
                    thing("a desk chair"),
                    thing("a bed"),
                ],
                [open_door("west", "wood", "corridor")],
            ),
            R("bedroom", "w", coin=True),
        ),
        "take coin",
        TAKE,
        "look around",
        (
            describe(
                "bedroom",
                [
                    thing("a dressing table", ("a hairbrush",)),
                    thing("a desk chair"),
                    thing("a bed"),
                ],
                [open_door("west", "wood", "corridor")],
            ),
            R("bedroom", "w"),
        ),
        notes="the coin taken from the dressing table; the look shows only the hairbrush: no "
        "coin; the open wood door west",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a dishwasher", kind="container"),
                    thing("a counter", ("a colander",)),
                ],
                [closed_door("south", "screen"), way("west", "living room")],
                task=True,
            ),
            R("kitchen", "s w", closed="s"),
        ),
        "move south",
        DOOR_SHUT,
        "open door to south",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move south",
        (
            describe(
                "backyard",
                [thing("a barbeque", kind="plain"), thing("a garden", ("a watering can",))],
                [open_door("north", "screen", "kitchen")],
            ),
            R("backyard", "n"),
        ),
        notes="a game's start: the screen door south refused, opened by direction and walked "
        "through; the backyard's only way north visited (initial)",
    ),
    item(
        (
            describe(
                "living room",
                [thing("a arm chair"), thing("a coffee table", ("a newspaper",))],
                [closed_door("west", "patio"), way("north", "corridor")],
                task=True,
            ),
            R("living room", "w n", closed="w"),
        ),
        "open door to west",
        ("You open the patio door, revealing the backyard. ", K("opened")),
        notes="a game's start: the patio door west opened by direction; the reply names the "
        "backyard beyond it, and the player is still in the living room: west and north open",
    ),
    item(
        (
            describe(
                "kitchen",
                [thing("a fridge", kind="container"), thing("a dining chair")],
                [open_door("south", "screen", "backyard"), way("east", "pantry")],
                task=True,
            ),
            R("kitchen", "s e"),
        ),
        "move south",
        (
            describe(
                "backyard",
                [thing("a patio table", ("a plant pot",)), thing("a clothes line")],
                [open_door("north", "screen", "kitchen"), way("west", "driveway")],
            ),
            R("backyard", "n w"),
        ),
        notes="a game's start: through the open screen door into the backyard; north visited "
        "(initial), the driveway west unvisited: go west",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    thing("a laundry basket", ("a dirty towel",)),
                    thing("a washing machine", kind="container"),
                ],
                [closed_door("north", "plain")],
                task=True,
            ),
            R("laundry room", "n", closed="n"),
        ),
        notes="a game's start in a laundry room whose only door, north, is closed: open it; a "
        "dirty towel in the basket, no coin",
    ),
    item(
        (
            describe(
                "corridor",
                [thing("a coat hanger", ("a raincoat",)), thing("a key holder")],
                [way("north", "living room"), closed_door("east", "wood")],
                task=True,
            ),
            R("corridor", "n e", closed="e"),
        ),
        "move north",
        (
            describe(
                "living room",
                [thing("a TV stand"), thing("a end table", ("a remote control",))],
                [way("south", "corridor"), way("west", "kitchen")],
            ),
            R("living room", "s w"),
        ),
        "look around",
        (
            describe(
                "living room",
                [thing("a TV stand"), thing("a end table", ("a remote control",))],
                [way("south", "corridor"), way("west", "kitchen")],
            ),
            R("living room", "s w"),
        ),
        notes="a game's start: a move north into the living room and a look that shows the same: "
        "south visited (initial), the kitchen west unvisited: go west",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a cutlery drawer", kind="container"),
                    thing("a counter", ("a tin of beans",)),
                ],
                [closed_door("north", "plain"), way("south", "living room")],
                task=True,
            ),
            R("kitchen", "n s", closed="n"),
        ),
        "move east",
        UNKNOWN,
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "look around",
        (
            describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a cutlery drawer", kind="container"),
                    thing("a counter", ("a tin of beans",)),
                ],
                [open_door("north", "plain", "pantry"), way("south", "living room")],
            ),
            R("kitchen", "n s"),
        ),
        notes="a game's start: 'Unknown action' after a move east (no exit: refused(east)); the "
        "plain door north opened by direction; the look names the kitchen and shows no way "
        "east: the refusal stands; north and south open",
    ),
]
