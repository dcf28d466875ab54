"""twx, fifty-second round (emphasis: the game's replies and the history): the coin game's manner
(none is engine output), where a room is named only in "You are in the living room." and every reply
names no room ("You can't move there, the door is closed. ", "You open the sliding patio door,
revealing the backyard. ", "Unknown action: I'm not sure what you mean.", "You take the coin."):
eight walks (2-4 turns) on one house of the engine's locations, each walk a game of its own whose
furniture holds its own things on every visit (a living room with a closed sliding patio door south
to the backyard and the kitchen east; a kitchen with a closed frosted-glass door north to the
pantry; a pantry with "You also see a coin."): the task's description before a game's first room,
refusals at a closed door cleared by an open and kept by a look, a move toward no exit refused and
kept by a look, the coin taken and looked for, a door opened from the far side, returns to the
living room; single rooms and short histories: a coin on a supermarket's floor, a street with no
coin, a driveway's refusal toward no exit, a laundry room whose closed washing machine and clothes
drier hold what nobody can see, a corridor's wood door refused, opened and walked through, a
kitchen's closed fridge, a look after a move, a backyard whose screen door is opened from outside, a
bedroom's coin taken and looked for, two refusals in a row and a look, a living room whose two doors
are both closed. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_STARTS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)
CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
NOWHERE = ("Unknown action: I'm not sure what you mean.", K("refused"))


def describe(room: str, things: list[str], exits: list[str], task: bool = False) -> str:
    parts = [f"You are in the {room}."]
    for i, thing in enumerate(things):
        parts.append(f"{_STARTS[i % 4]} {thing}.")
    text = " ".join(parts) + " \n" + "".join(e + " " for e in exits)
    return f"{TASK}\n\n{text}" if task else text


def bare(name: str) -> str:
    return f"{name}, that has nothing on it"


def closed_door(direction: str, door: str) -> str:
    return f"To the {direction.title()} you see a closed {door} door."


def open_door(direction: str, door: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction.title()} you see the {where}."


def way(direction: str, where: str) -> str:
    return f"To the {direction.title()} you see the {where}."


# ---- the house: LIVING ROOM s BACKYARD (a sliding patio door, closed at first), e KITCHEN;
# KITCHEN n PANTRY (a frosted-glass door, closed at first; the coin on the floor).


def living(patio: str = "closed", sofa: str = "", task: bool = False) -> tuple:
    things = [
        "a wastepaper basket that is closed",
        "a book case" + (f" that has {sofa} on it" if sofa else ", that has nothing on it"),
        bare("a TV stand"),
        bare("a arm chair"),
        bare("a sofa"),
    ]
    exits = [
        closed_door("south", "sliding patio")
        if patio == "closed"
        else open_door("south", "sliding patio", "backyard"),
        way("east", "kitchen"),
    ]
    return (
        describe("living room", things, exits, task),
        R("living room", "s e", closed="s" if patio == "closed" else ""),
    )


def kitchen(pantry: str = "closed", counter: str = "", task: bool = False) -> tuple:
    things = [
        "a stove",
        "a fridge that is closed",
        "a counter" + (f" that has {counter} on it" if counter else ", that has nothing on it"),
        "a kitchen cupboard that is closed",
        bare("a dining chair"),
    ]
    exits = [
        closed_door("north", "frosted-glass")
        if pantry == "closed"
        else open_door("north", "frosted-glass", "pantry"),
        way("west", "living room"),
    ]
    return (
        describe("kitchen", things, exits, task),
        R("kitchen", "n w", closed="n" if pantry == "closed" else ""),
    )


def pantry(door: str = "closed", coin: bool = True, task: bool = False) -> tuple:
    things = [bare("a shelf"), bare("a folding chair")]
    if coin:
        things.append("a coin")
    exits = [
        closed_door("south", "frosted-glass")
        if door == "closed"
        else open_door("south", "frosted-glass", "kitchen")
    ]
    return (
        describe("pantry", things, exits, task),
        R("pantry", "s", closed="s" if door == "closed" else "", coin=coin),
    )


def backyard(patio: str = "closed", task: bool = False) -> tuple:
    things = [
        "a barbeque",
        bare("a workbench"),
        bare("a patio chair"),
        bare("a patio table"),
        bare("a clothes line"),
    ]
    exits = [
        closed_door("north", "sliding patio")
        if patio == "closed"
        else open_door("north", "sliding patio", "living room")
    ]
    return (
        describe("backyard", things, exits, task),
        R("backyard", "n", closed="n" if patio == "closed" else ""),
    )


ITEMS = [
    item(
        living(task=True),
        "move south",
        CLOSED,
        "open door to south",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move south",
        backyard(patio="open"),
        notes="a game's start: the sliding patio door refused as closed, opened by direction and "
        "walked through; the backyard's only way north visited (initial, all visited): go back "
        "north",
    ),
    item(
        living(task=True, sofa="a book"),
        "move east",
        kitchen(),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the frosted-glass door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(door="open"),
        notes="the frosted-glass door refused, opened and walked through: the coin on the "
        "pantry's floor ('You also see a coin.'): take coin",
    ),
    item(
        kitchen(task=True),
        "move west",
        living(),
        "move west",
        NOWHERE,
        "look around",
        living(),
        notes="a move west of the living room toward no exit answered 'Unknown action', and "
        "the look shows no way west: refused(west) stands; east visited (initial); the patio "
        "door closed: open south",
    ),
    item(
        pantry(task=True),
        "take coin",
        ("You take the coin.", K("took")),
        "open door to south",
        ("You open the frosted-glass door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen(pantry="open"),
        notes="a walk begun in the pantry: the coin taken, the door opened from the pantry side "
        "and walked through; in the kitchen north visited (initial), the living room west "
        "unvisited: go west",
    ),
    item(
        backyard(task=True),
        "open door to north",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move north",
        living(patio="open"),
        "move east",
        kitchen(counter="a dirty plate"),
        notes="the patio door opened from the backyard (the reply names the room beyond, the "
        "backyard kept) and two moves; in the kitchen west visited (initial), the frosted-glass "
        "door north closed: open north",
    ),
    item(
        living(task=True, sofa="a magazine"),
        "move east",
        kitchen(),
        "move west",
        living(sofa="a magazine"),
        notes="back in the living room from the kitchen: east visited; the first room (no "
        "initial); the patio door south closed: open south",
    ),
    item(
        kitchen(task=True, counter="a cookbook"),
        "move north",
        CLOSED,
        "look around",
        kitchen(counter="a cookbook"),
        "open door to north",
        ("You open the frosted-glass door, revealing the pantry. ", K("opened")),
        "look around",
        kitchen(pantry="open", counter="a cookbook"),
        notes="the frosted-glass door refused; a look shows it still closed (the refusal kept); "
        "the open clears it and the next look shows it open: go north or go west",
    ),
    item(
        pantry(task=True, door="closed"),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        pantry(coin=False),
        notes="the coin taken, and the look shows the pantry without it: no coin; the "
        "frosted-glass door south closed: open south",
    ),
    # ---- single rooms and short histories, each a game of its own
    item(
        (
            describe(
                "supermarket",
                ["a coin", bare("a showcase"), bare("a shelf")],
                [way("west", "street")],
                task=True,
            ),
            R("supermarket", "w", coin=True),
        ),
        notes="a coin on the supermarket's floor: take coin",
    ),
    item(
        (
            describe(
                "street",
                [],
                [way("north", "driveway"), way("east", "supermarket")],
                task=True,
            ),
            R("street", "n e"),
        ),
        notes="a street with nothing in it: no coin; north and east: go north or go east",
    ),
    item(
        (
            describe(
                "driveway",
                ["a car that is closed"],
                [way("north", "backyard"), way("west", "street")],
                task=True,
            ),
            R("driveway", "n w"),
        ),
        "move south",
        NOWHERE,
        "look around",
        (
            describe(
                "driveway",
                ["a car that is closed"],
                [way("north", "backyard"), way("west", "street")],
            ),
            R("driveway", "n w"),
        ),
        notes="a move south toward no exit answered 'Unknown action', and the look shows no "
        "way south: refused(south) stands; the closed car hides what is in it (no coin read); "
        "north and west: go north or go west",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    "a washing machine that is closed",
                    "a clothes drier that is closed",
                    bare("a laundry basket"),
                    bare("a work table"),
                ],
                [closed_door("east", "wood"), way("south", "kitchen")],
                task=True,
            ),
            R("laundry room", "e s", closed="e"),
        ),
        notes="closed machines whose contents are not given: no coin read; the wood door east "
        "closed, the kitchen south: open east or go south",
    ),
    item(
        (
            describe(
                "corridor",
                [bare("a key holder"), "a shoe cabinet that is closed", bare("a hat rack")],
                [closed_door("north", "wood"), way("east", "living room")],
                task=True,
            ),
            R("corridor", "n e", closed="n"),
        ),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        (
            describe(
                "bedroom",
                [bare("a dressing table"), "a wardrobe that is closed", bare("a bed")],
                [open_door("south", "wood", "corridor")],
            ),
            R("bedroom", "s"),
        ),
        notes="the wood door refused, opened and walked through; the bedroom's only way south "
        "visited (initial, all visited): go back south",
    ),
    item(
        (
            describe(
                "kitchen",
                ["a fridge that is closed", "an oven", bare("a counter")],
                [closed_door("south", "plain"), way("east", "corridor")],
                task=True,
            ),
            R("kitchen", "s e", closed="s"),
        ),
        "look around",
        (
            describe(
                "kitchen",
                ["a fridge that is closed", "an oven", bare("a counter")],
                [closed_door("south", "plain"), way("east", "corridor")],
            ),
            R("kitchen", "s e", closed="s"),
        ),
        notes="a look keeps the room; the closed fridge hides what is in it (no coin read); "
        "the plain door south closed, the corridor east: open south or go east",
    ),
    item(
        (
            describe(
                "street",
                [],
                [way("south", "supermarket"), way("west", "driveway")],
                task=True,
            ),
            R("street", "s w"),
        ),
        "move west",
        (
            describe(
                "driveway",
                ["a car that is closed"],
                [way("east", "street"), way("north", "backyard")],
            ),
            R("driveway", "e n"),
        ),
        notes="a move that worked into the driveway: east visited (initial), north "
        "unvisited: go north",
    ),
    item(
        (
            describe(
                "backyard",
                ["a barbeque", bare("a garden"), bare("a patio chair")],
                [closed_door("west", "screen"), way("east", "driveway")],
                task=True,
            ),
            R("backyard", "w e", closed="w"),
        ),
        "open door to west",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        notes="the screen door opened (the reply names the kitchen beyond; the backyard "
        "kept): west and east open",
    ),
    item(
        (
            describe(
                "bedroom",
                [bare("a night stand"), "a chest of drawers that is closed", "a coin"],
                [closed_door("east", "wood")],
                task=True,
            ),
            R("bedroom", "e", closed="e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            describe(
                "bedroom",
                [bare("a night stand"), "a chest of drawers that is closed"],
                [closed_door("east", "wood")],
            ),
            R("bedroom", "e", closed="e"),
        ),
        notes="the coin taken, and the look shows the bedroom without it: no coin; the wood "
        "door east closed: open east",
    ),
    item(
        (
            describe(
                "pantry",
                [bare("a shelf")],
                [way("north", "kitchen")],
                task=True,
            ),
            R("pantry", "n"),
        ),
        "move south",
        NOWHERE,
        "move east",
        NOWHERE,
        "look around",
        (describe("pantry", [bare("a shelf")], [way("north", "kitchen")]), R("pantry", "n")),
        notes="two moves toward no exit refused in a row, and a look that shows neither way: "
        "refused(south), refused(east) stand; the kitchen north: go north",
    ),
    item(
        (
            describe(
                "living room",
                [bare("a sofa"), bare("a coffee table"), "a wastepaper basket that is closed"],
                [closed_door("north", "wood"), closed_door("west", "patio")],
                task=True,
            ),
            R("living room", "n w", closed="n w"),
        ),
        notes="two closed doors and no other way: open north or open west",
    ),
    item(
        (
            describe(
                "bathroom",
                [bare("a bath mat"), "a bath cabinet that is closed"],
                [way("west", "corridor")],
                task=True,
            ),
            R("bathroom", "w"),
        ),
        "move west",
        (
            describe(
                "corridor",
                [bare("a coat hanger"), bare("a umbrella stand")],
                [way("east", "bathroom"), closed_door("south", "wood")],
            ),
            R("corridor", "e s", closed="s"),
        ),
        "look around",
        (
            describe(
                "corridor",
                [bare("a coat hanger"), bare("a umbrella stand")],
                [way("east", "bathroom"), closed_door("south", "wood")],
            ),
            R("corridor", "e s", closed="s"),
        ),
        notes="a look after a move that worked keeps the corridor: east visited (initial); the "
        "wood door south closed: open south",
    ),
]
