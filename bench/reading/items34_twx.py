"""twx, thirty-fourth round: the coin game's manner (none is engine output). Eight walks (1-6 turns)
on one house of the engine's locations (a kitchen whose counter "has a mug, and a dish sponge on
it", the living room north with no door, the pantry south behind "a closed wood door" and the
backyard west behind "a closed screen door"; the living room with the corridor east; the corridor
with "a closed plain door" south to the bedroom, where the coin lies): "You can't move there, the
door is closed. " then `look around`, "open door to west", "You open the screen door, revealing the
backyard. ", "You take the coin." then `look around`, "Unknown action: I'm not sure what you mean."
after a move toward no exit, the task's description before the first room, a walk begun in the
corridor, returns to the kitchen (the counter's things differ from game to game, never within one)
and one with a door left open. Single rooms: a coin on a folding chair in a pantry, a corridor of
three doors, a coin as a thing of its own in a living room and in a corridor, a coin on a patio
table, a bedroom with one open door, the task's description with the coin in the kitchen, a coin
taken and the kitchen looked at again, a backyard workbench with pliers and a tape measure, a pantry
whose only door is closed, a bedroom door refused and opened, a living room's wastepaper basket
(closed). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
OPENERS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def look(name: str, things: list[str], exits: list[str]) -> str:
    """A location as the coin game prints it: its things, then its ways, one sentence each."""
    said = " ".join(f"{OPENERS[i % 4]} {thing}." for i, thing in enumerate(things))
    return f"You are in the {name}. {said} \n" + "".join(f"{e}. " for e in exits)


def kitchen(counter: str = "a mug, and a dish sponge", pantry_open: bool = False) -> tuple:
    pantry = (
        "Through an open wood door, to the South you see the pantry"
        if pantry_open
        else "To the South you see a closed wood door"
    )
    return (
        look(
            "kitchen",
            [
                "a stove",
                "an oven",
                "a fridge that is closed",
                f"a counter that has {counter} on it",
                "a kitchen cupboard that is closed",
                "a cutlery drawer that is closed",
                "a trash can that is closed",
                "a dishwasher that is closed",
                "a dining chair, that has nothing on it",
            ],
            [
                "To the North you see the living room",
                pantry,
                "To the West you see a closed screen door",
            ],
        ),
        R(
            "kitchen",
            "n s w",
            closed="w" if pantry_open else "s w",
            leads={"n": "living room"} | ({"s": "pantry"} if pantry_open else {}),
        ),
    )


def living_room() -> tuple:
    return (
        look(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a book case, that has nothing on it",
                "a TV stand that has a remote control on it",
                "a arm chair, that has nothing on it",
                "a side table, that has nothing on it",
                "a coffee table, that has nothing on it",
                "a end table, that has nothing on it",
                "a sofa, that has nothing on it",
            ],
            ["To the South you see the kitchen", "To the East you see the corridor"],
        ),
        R("living room", "s e", leads={"s": "kitchen", "e": "corridor"}),
    )


def corridor(bedroom_open: bool = False) -> tuple:
    door = (
        "Through an open plain door, to the South you see the bedroom"
        if bedroom_open
        else "To the South you see a closed plain door"
    )
    return (
        look(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a umbrella stand, that has nothing on it",
                "a hat rack that has a flat cap on it",
                "a coat hanger, that has nothing on it",
            ],
            [door, "To the West you see the living room"],
        ),
        R(
            "corridor",
            "s w",
            closed="" if bedroom_open else "s",
            leads={"w": "living room"} | ({"s": "bedroom"} if bedroom_open else {}),
        ),
    )


def bedroom(coin: bool = True) -> tuple:
    things = [
        "a dressing table, that has nothing on it",
        "a desk chair, that has nothing on it",
        "a desk that has a pencil case on it",
        "a chest of drawers that is closed",
        "a wardrobe that is closed",
        "a night stand, that has nothing on it",
        "a bed, that has nothing on it",
    ]
    return (
        look(
            "bedroom",
            things + (["a coin"] if coin else []),
            ["Through an open plain door, to the North you see the corridor"],
        ),
        R("bedroom", "n", coin=coin, leads={"n": "corridor"}),
    )


def pantry() -> tuple:
    return (
        look(
            "pantry",
            ["a folding chair, that has nothing on it", "a shelf that has a bag of flour on it"],
            ["Through an open wood door, to the North you see the kitchen"],
        ),
        R("pantry", "n", leads={"n": "kitchen"}),
    )


def backyard() -> tuple:
    return (
        look(
            "backyard",
            [
                "a barbeque",
                "a workbench, that has nothing on it",
                "a patio chair, that has nothing on it",
                "a patio table, that has nothing on it",
                "a clothes line that has a tea towel on it",
                "a garden, that has nothing on it",
            ],
            ["Through an open screen door, to the East you see the kitchen"],
        ),
        R("backyard", "e", leads={"e": "kitchen"}),
    )


CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."

ITEMS = [
    # ---- walks in the house ----
    item(
        kitchen(),
        "move south",
        (CLOSED, K("refused", "closed")),
        "look around",
        kitchen(),
        notes="a move refused at the closed wood door, then a look that shows it still closed: "
        "refused south stands (open it); north open, the screen door west closed",
    ),
    item(
        kitchen(),
        "open door to west",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move west",
        backyard(),
        notes="the screen door opened and walked through: the backyard's one way east is the "
        "way in, visited: go back east",
    ),
    item(
        kitchen(),
        "move north",
        living_room(),
        "move east",
        corridor(),
        "open door to south",
        ("You open the plain door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the bedroom looked at again (the eighth round's call: the "
        "person goes on): its one way north is the way in: go back north",
    ),
    item(
        kitchen(counter="a tin of soup"),
        "move north",
        living_room(),
        "move south",
        kitchen(counter="a tin of soup"),
        notes="there and back (another game of the same house: a tin of soup on the counter): "
        "north visited; the two closed doors (south, west) never tried: open either",
    ),
    item(
        kitchen(),
        "move north",
        living_room(),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        living_room(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call), and a look that shows no way west keeps it: refused west; south the way in, "
        "east not yet: go east",
    ),
    item(
        kitchen(),
        "open door to south",
        ("You open the wood door, revealing the pantry. ", K("opened")),
        "move south",
        pantry(),
        "move north",
        kitchen(pantry_open=True),
        notes="the pantry and back with its door left open: south visited; north open, the "
        "screen door west closed: go north or open west",
    ),
    item(
        (f"{TASK}\n\n{kitchen()[0]}", kitchen()[1]),
        "move north",
        living_room(),
        "move east",
        corridor(),
        "move south",
        (CLOSED, K("refused", "closed")),
        "open door to south",
        ("You open the plain door, revealing the bedroom. ", K("opened")),
        notes="the task's description before the first room; the bedroom door refused, then "
        "opened: the refusal cleared; west is the way in: go south now",
    ),
    item(
        corridor(),
        "move west",
        living_room(),
        "move south",
        kitchen(counter="a mug, and a bread knife"),
        notes="a walk begun in the corridor: the kitchen entered from the north (visited, the "
        "way back); the two closed doors not tried: open south or west",
    ),
    # ---- single rooms ----
    item(
        look(
            "pantry",
            ["a folding chair that has a coin on it", "a shelf that has a jar of honey on it"],
            ["To the East you see a closed frosted-glass door"],
        ),
        R("pantry", "e", closed="e", coin=True),
        notes="the coin on a folding chair: take it; the one door east is closed",
    ),
    item(
        look(
            "corridor",
            [
                "a key holder that has a key on it",
                "a shoe cabinet that is closed",
                "a umbrella stand, that has nothing on it",
                "a hat rack, that has nothing on it",
                "a coat hanger that has a raincoat on it",
            ],
            [
                "To the North you see the living room",
                "To the South you see a closed wood door",
                "To the West you see a closed fiberglass door",
            ],
        ),
        R("corridor", "n s w", closed="s w"),
        notes="three ways, two behind closed doors; a key on the key holder is no coin",
    ),
    item(
        look(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a book case that has a dictionary on it",
                "a TV stand, that has nothing on it",
                "a arm chair, that has nothing on it",
                "a side table, that has nothing on it",
                "a coffee table, that has nothing on it",
                "a end table, that has nothing on it",
                "a sofa, that has nothing on it",
                "a coin",
            ],
            [
                "Through an open sliding patio door, to the South you see the backyard",
                "To the East you see the corridor",
            ],
        ),
        R("living room", "s e", coin=True),
        notes="the coin as a thing of its own in the list: take it",
    ),
    item(
        look(
            "backyard",
            [
                "a barbeque",
                "a workbench, that has nothing on it",
                "a patio chair, that has nothing on it",
                "a patio table that has a coin on it",
                "a clothes line, that has nothing on it",
                "a garden, that has nothing on it",
            ],
            ["To the North you see a closed patio door", "To the West you see the driveway"],
        ),
        R("backyard", "n w", closed="n", coin=True),
        notes="the coin on the patio table: take it",
    ),
    item(
        look(
            "bedroom",
            [
                "a dressing table that has a hairbrush on it",
                "a desk chair, that has nothing on it",
                "a desk, that has nothing on it",
                "a chest of drawers that is closed",
                "a wardrobe that is closed",
                "a night stand, that has nothing on it",
                "a bed, that has nothing on it",
            ],
            ["Through an open wood door, to the West you see the corridor"],
        ),
        R("bedroom", "w"),
        notes="one open door west, no coin (the closed wardrobe and drawers are no doors): go west",
    ),
    item(
        f"{TASK}\n\n"
        + look(
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
                "a dining chair that has a cushion on it",
                "a coin",
            ],
            [
                "To the South you see a closed frosted-glass door",
                "To the East you see the corridor",
            ],
        ),
        R("kitchen", "s e", closed="s", coin=True),
        notes="the task's description, then the first room with the coin in it: take it",
    ),
    item(
        (
            look(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    "a fridge that is closed",
                    "a counter that has a loaf of rye bread on it",
                    "a kitchen cupboard that is closed",
                    "a cutlery drawer that is closed",
                    "a trash can that is closed",
                    "a dishwasher that is closed",
                    "a dining chair, that has nothing on it",
                    "a coin",
                ],
                ["To the North you see the pantry", "To the West you see a closed patio door"],
            ),
            R("kitchen", "n w", closed="w", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            look(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    "a fridge that is closed",
                    "a counter that has a loaf of rye bread on it",
                    "a kitchen cupboard that is closed",
                    "a cutlery drawer that is closed",
                    "a trash can that is closed",
                    "a dishwasher that is closed",
                    "a dining chair, that has nothing on it",
                ],
                ["To the North you see the pantry", "To the West you see a closed patio door"],
            ),
            R("kitchen", "n w", closed="w"),
        ),
        notes="the coin taken, the kitchen looked at again without it (the person goes on, the "
        "eighth round's call): go north or open west",
    ),
    item(
        look(
            "backyard",
            [
                "a barbeque",
                "a workbench that has a pair of pliers, and a tape measure on it",
                "a patio chair, that has nothing on it",
                "a patio table, that has nothing on it",
                "a clothes line, that has nothing on it",
                "a garden, that has nothing on it",
            ],
            [
                "To the North you see the kitchen",
                "To the South you see the driveway",
                "To the West you see a closed sliding patio door",
            ],
        ),
        R("backyard", "n s w", closed="w"),
        notes="no coin; north and south open, the sliding patio door west closed",
    ),
    item(
        look(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a umbrella stand that has an umbrella on it",
                "a hat rack, that has nothing on it",
                "a coat hanger, that has nothing on it",
                "a coin",
            ],
            ["To the East you see the living room", "To the West you see a closed wood door"],
        ),
        R("corridor", "e w", closed="w", coin=True),
        notes="the coin as a thing of its own at the end of the list: take it",
    ),
    item(
        look(
            "pantry",
            ["a folding chair, that has nothing on it", "a shelf that has a bag of sugar on it"],
            ["To the North you see a closed plain door"],
        ),
        R("pantry", "n", closed="n"),
        notes="the only way is a closed door: open north",
    ),
    item(
        (
            look(
                "bedroom",
                [
                    "a dressing table, that has nothing on it",
                    "a desk chair, that has nothing on it",
                    "a desk, that has nothing on it",
                    "a chest of drawers that is closed",
                    "a wardrobe that is closed",
                    "a night stand that has a reading lamp on it",
                    "a bed, that has nothing on it",
                ],
                [
                    "To the North you see a closed fiberglass door",
                    "To the East you see the bathroom",
                ],
            ),
            R("bedroom", "n e", closed="n"),
        ),
        "move north",
        (CLOSED, K("refused", "closed")),
        "open door to north",
        ("You open the fiberglass door, revealing the corridor. ", K("opened")),
        notes="a refusal at the fiberglass door, then the door opened: refusal cleared; north "
        "and east both open",
    ),
    item(
        look(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a book case, that has nothing on it",
                "a TV stand, that has nothing on it",
                "a arm chair that has a cushion on it",
                "a side table, that has nothing on it",
                "a coffee table that has a newspaper on it",
                "a end table, that has nothing on it",
                "a sofa, that has nothing on it",
            ],
            [
                "To the North you see a closed wood door",
                "To the South you see the kitchen",
                "To the East you see a closed screen door",
            ],
        ),
        R("living room", "n s e", closed="n e"),
        notes="no coin (the closed wastepaper basket's contents are not given); south open, "
        "north and east closed",
    ),
]
