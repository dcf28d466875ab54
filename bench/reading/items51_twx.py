"""twx, fifty-first round (no emphasis beyond a hidden test of the same kind): the coin game's
manner (none is engine output): eight walks (1-4 turns) on the back of a house of the engine's
locations, each walk a game of its own whose furniture holds its own things on every visit (a living
room with a closed patio door south to the backyard and the laundry room east; a laundry room with a
closed frosted-glass door north to the bathroom; a bathroom with "a towel rack that has a coin, and
a clean white towel on it"; a backyard of a patio table, a patio chair and a BBQ): the task's
description before a game's first room, "You can't move there, the door is closed. ", `open door to
south`, `open door to north`, "You open the patio door, revealing the backyard. ", "You open the
frosted-glass door, revealing the bathroom. ", "You open the frosted-glass door, revealing the
laundry room. ", "You open the patio door, revealing the living room. ", "You take the coin." then
`look around` (the towel rack bare), "Unknown action: I'm not sure what you mean." after a move
toward no exit, a refusal kept by a look, a return to the living room; single rooms and short
histories: "a night stand that has a coin, and a reading lamp on it", "a car that is open, that
contains a coin, and a road map", a supermarket's closed freezer and no coin, a pantry's empty
folding chair beside a closed plain door, a move through an open wood door from the corridor, a
kitchen's screen door refused, opened and looked at, a garden that holds a coin, a laundry room of
closed machines whose only door is closed, "a bath cabinet that is open, that contains a coin, and a
toothbrush", "Unknown action" on a street left for the driveway, a bookcase with a coin in a living
room, a coin taken from a supermarket's showcase and the room looked at. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
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
CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


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


def revealing(door: str, where: str) -> str:
    return f"You open the {door} door, revealing the {where}. "


# ---- the back of the house: LIVING ROOM s BACKYARD (a patio door, closed at first), e LAUNDRY
# ROOM; LAUNDRY ROOM n BATHROOM (a frosted-glass door, closed at first; a coin on the towel rack).


def living(sofa=("a remote",), table=("a mug",), patio="closed", task=False) -> tuple:
    south = (
        closed_door("south", "patio")
        if patio == "closed"
        else open_door("south", "patio", "backyard")
    )
    return (
        describe(
            "living room",
            [thing("a sofa", sofa), thing("a coffee table", table), thing("a TV stand")],
            [south, way("east", "laundry room")],
            task=task,
        ),
        R("living room", "s e", closed="s" if patio == "closed" else ""),
    )


def laundry(basket=("a dirty sock",), door="closed", task=False) -> tuple:
    north = (
        closed_door("north", "frosted-glass")
        if door == "closed"
        else open_door("north", "frosted-glass", "bathroom")
    )
    return (
        describe(
            "laundry room",
            [
                thing("a washing machine", kind="container"),
                thing("a laundry basket", basket),
                thing("a clothes drier", kind="container"),
            ],
            [north, way("west", "living room")],
            task=task,
        ),
        R("laundry room", "n w", closed="n" if door == "closed" else ""),
    )


def bathroom(coin=True, door="open", task=False) -> tuple:
    rack = ("a coin", "a clean white towel") if coin else ("a clean white towel",)
    south = (
        closed_door("south", "frosted-glass")
        if door == "closed"
        else open_door("south", "frosted-glass", "laundry room")
    )
    return (
        describe(
            "bathroom",
            [thing("a toilet", kind="plain"), thing("a towel rack", rack), thing("a bath mat")],
            [south],
            task=task,
        ),
        R("bathroom", "s", closed="s" if door == "closed" else "", coin=coin),
    )


def backyard(table=("a jug of lemonade",), patio="open", task=False) -> tuple:
    north = (
        closed_door("north", "patio")
        if patio == "closed"
        else open_door("north", "patio", "living room")
    )
    return (
        describe(
            "backyard",
            [thing("a BBQ", kind="plain"), thing("a patio table", table), thing("a patio chair")],
            [north],
            task=task,
        ),
        R("backyard", "n", closed="n" if patio == "closed" else ""),
    )


ITEMS = [
    item(
        living(task=True),
        "move south",
        (CLOSED, K("refused", "closed")),
        "open door to south",
        (revealing("patio", "backyard"), K("opened")),
        "move south",
        backyard(),
        notes="a game's start: the patio door south refused as closed, opened and walked "
        "through; the backyard's only way north (visited, initial, all_visited): go north",
    ),
    item(
        living(sofa=("a cushion",), task=True),
        "move east",
        laundry(),
        "open door to north",
        (revealing("frosted-glass", "bathroom"), K("opened")),
        "move north",
        bathroom(),
        notes="a game's start: east to the laundry room, the frosted-glass door opened, north to "
        "the bathroom: 'a towel rack that has a coin, and a clean white towel on it': take it",
    ),
    item(
        living(table=("a newspaper",), task=True),
        "move west",
        (UNKNOWN, K("refused")),
        "move east",
        laundry(basket=("a wet towel",)),
        notes="a game's start: a move west toward no exit answered 'Unknown action' (a refusal), "
        "left behind; in the laundry room west visited (initial), the frosted-glass door north "
        "closed: open north",
    ),
    item(
        bathroom(door="closed", task=True),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bathroom(coin=False, door="closed"),
        "open door to south",
        (revealing("frosted-glass", "laundry room"), K("opened")),
        "move south",
        laundry(basket=("a pair of jeans",), door="open"),
        notes="a game begun in the bathroom: the coin taken (the look shows the towel rack "
        "without it), the door opened and walked through; in the laundry room north visited "
        "(initial), west unvisited: go west",
    ),
    item(
        laundry(basket=("a blue shirt",), task=True),
        "move west",
        living(sofa=("a blanket",)),
        notes="a game begun in the laundry room: in the living room east visited (initial), the "
        "patio door south closed: open south",
    ),
    item(
        living(sofa=("a book",), table=("a bowl of crisps",), task=True),
        "move east",
        laundry(basket=("a red sock",)),
        "move west",
        living(sofa=("a book",), table=("a bowl of crisps",)),
        notes="a game's start: the laundry room seen, back in the living room (the first room: "
        "no initial): east visited, the patio door south closed: open south",
    ),
    item(
        backyard(table=("a flower pot",), patio="closed", task=True),
        "open door to north",
        (revealing("patio", "living room"), K("opened")),
        "move north",
        living(sofa=("a teddy bear",), patio="open"),
        notes="a game begun in the backyard: the patio door opened and walked through; in the "
        "living room south visited (initial), east unvisited: go east",
    ),
    item(
        laundry(basket=("a striped towel",), task=True),
        "move north",
        (CLOSED, K("refused", "closed")),
        "look around",
        laundry(basket=("a striped towel",)),
        notes="a game's start: the frosted-glass door north refused as closed, and the look "
        "shows it still closed: refused(north) stands; open north or go west",
    ),
    # ---- single rooms and short histories
    item(
        (
            describe(
                "bedroom",
                [
                    thing("a bed", ("a pillow",)),
                    thing("a night stand", ("a coin", "a reading lamp")),
                    thing("a wardrobe", kind="container"),
                ],
                [closed_door("east", "wood")],
                task=True,
            ),
            R("bedroom", "e", closed="e", coin=True),
        ),
        notes="a game's start: 'a night stand that has a coin, and a reading lamp on it' (a coin "
        "in the room): take it",
    ),
    item(
        (
            describe(
                "driveway",
                [thing("a car", ("a coin", "a road map"), kind="container", open_=True)],
                [way("south", "street"), closed_door("north", "fiberglass")],
            ),
            R("driveway", "s n", closed="n", coin=True),
        ),
        notes="mid-game: 'a car that is open, that contains a coin, and a road map' (a coin in "
        "an open container in the room): take it",
    ),
    item(
        (
            describe(
                "supermarket",
                [
                    thing("a showcase", ("a carton of milk",)),
                    thing("a freezer", kind="container"),
                    thing("a shelf", ("a bag of rice",)),
                ],
                [way("west", "street")],
                task=True,
            ),
            R("supermarket", "w"),
        ),
        notes="a game's start: no coin in sight (the freezer closed, its contents not given); "
        "the only way west: go west",
    ),
    item(
        (
            describe(
                "pantry",
                [thing("a folding chair"), thing("a shelf", ("a jar of pickles",))],
                [closed_door("south", "plain")],
            ),
            R("pantry", "s", closed="s"),
        ),
        notes="mid-game: 'a folding chair, that has nothing on it': no coin; the only way is the "
        "closed plain door south: open south",
    ),
    item(
        (
            describe(
                "corridor",
                [thing("a hat rack"), thing("a shoe cabinet", kind="container")],
                [open_door("north", "wood", "bedroom"), way("east", "kitchen")],
                task=True,
            ),
            R("corridor", "n e"),
        ),
        "move north",
        (
            describe(
                "bedroom",
                [thing("a bed", ("a quilt",)), thing("a chest of drawers", kind="container")],
                [open_door("south", "wood", "corridor")],
            ),
            R("bedroom", "s"),
        ),
        notes="a game's start: through the open wood door north into the bedroom, whose only way "
        "is south (visited, initial, all_visited): go back south",
    ),
    item(
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a counter", ("a wet sponge",))],
                [closed_door("west", "screen"), way("north", "corridor")],
            ),
            R("kitchen", "w n", closed="w"),
        ),
        "move west",
        (CLOSED, K("refused", "closed")),
        "open door to west",
        (revealing("screen", "backyard"), K("opened")),
        "look around",
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a counter", ("a wet sponge",))],
                [open_door("west", "screen", "backyard"), way("north", "corridor")],
            ),
            R("kitchen", "w n"),
        ),
        notes="mid-game: the screen door west refused as closed, opened, and the look shows it "
        "open: the refusal cleared; go west or north",
    ),
    item(
        (
            describe(
                "backyard",
                [
                    thing("a garden", ("a coin", "a watering can")),
                    thing("a clothes line", kind="plain"),
                ],
                [closed_door("east", "sliding")],
                task=True,
            ),
            R("backyard", "e", closed="e", coin=True),
        ),
        notes="a game's start: 'a garden that has a coin, and a watering can on it' (a coin in "
        "the room): take it",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    thing("a washing machine", kind="container"),
                    thing("a clothes drier", kind="container"),
                    thing("a laundry basket"),
                ],
                [closed_door("south", "plain")],
            ),
            R("laundry room", "s", closed="s"),
        ),
        notes="mid-game: closed machines (their contents not given) and an empty basket: no "
        "coin; the only way is the closed plain door south: open south",
    ),
    item(
        (
            describe(
                "bathroom",
                [
                    thing(
                        "a bath cabinet", ("a coin", "a toothbrush"), kind="container", open_=True
                    ),
                    thing("a toilet", kind="plain"),
                ],
                [open_door("north", "wood", "corridor")],
            ),
            R("bathroom", "n", coin=True),
        ),
        notes="mid-game: 'a bath cabinet that is open, that contains a coin, and a toothbrush' "
        "(a coin in the room): take it",
    ),
    item(
        (
            describe(
                "street",
                [thing("a mailbox", kind="container"), thing("a bench")],
                [way("north", "driveway"), closed_door("east", "glass")],
                task=True,
            ),
            R("street", "n e", closed="e"),
        ),
        "move west",
        (UNKNOWN, K("refused")),
        "move north",
        (
            describe(
                "driveway",
                [thing("a car", kind="container")],
                [way("south", "street"), closed_door("north", "fiberglass")],
            ),
            R("driveway", "s n", closed="n"),
        ),
        notes="a game's start: 'Unknown action' after a move west toward no exit (a refusal) "
        "left in the street; in the driveway south visited (initial), the fiberglass door north "
        "closed: open north",
    ),
    item(
        (
            describe(
                "living room",
                [
                    thing("a sofa"),
                    thing("a bookcase", ("a novel", "a coin")),
                    thing("a coffee table", ("a teapot",)),
                ],
                [way("north", "kitchen"), closed_door("west", "patio")],
            ),
            R("living room", "n w", closed="w", coin=True),
        ),
        notes="mid-game: 'a bookcase that has a novel, and a coin on it' (a coin in the room): "
        "take it",
    ),
    item(
        (
            describe(
                "supermarket",
                [thing("a showcase", ("a coin", "a bag of oranges")), thing("a cash register")],
                [way("south", "street"), closed_door("east", "glass")],
                task=True,
            ),
            R("supermarket", "s e", closed="e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            describe(
                "supermarket",
                [thing("a showcase", ("a bag of oranges",)), thing("a cash register")],
                [way("south", "street"), closed_door("east", "glass")],
            ),
            R("supermarket", "s e", closed="e"),
        ),
        notes="a game's start: the coin taken from the showcase; the look shows it gone: no "
        "coin; the street south (go south), the glass door east closed (open east)",
    ),
]
