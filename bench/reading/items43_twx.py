"""twx, forty-third round: the coin game's manner (none is engine output): eight walks (2-3 turns)
on one house of the engine's locations, each walk a game of its own whose furniture holds its own
things on every visit, and twelve single rooms and short histories.

The house: Living Room n Bedroom (a closed wood door at first), e Corridor (no door), s Backyard (a
closed sliding patio door at first); Corridor n Laundry Room (a closed plain door at first). The
coin lies where each game puts it (on the bedroom's night stand, on the laundry room's work table).
Replies: the task's description before a game's first room, "You can't move there, the door is
closed. ", "You open the wood door, revealing the bedroom. ", "You open the plain door, revealing
the laundry room. ", "You open the sliding patio door, revealing the living room. ", "You take the
coin.", "Unknown action: I'm not sure what you mean." after a move toward no exit and a look; moves
`move north` ..., `open door to north` ..., `look around`, `take coin`.

Single rooms: "a key holder that has a coin on it", "a clothes line that has a coin, and a wet blue
towel on it", "a cutlery drawer that is open, that contains a coin", "a clothes drier that is open,
that contains a coin, and a clean white sock", "a wardrobe that is open, that contains a coin, and a
gray coat", "a arm chair that has a coin on it", a pantry whose only door is closed, a kitchen after
the task's description (a teapot and a cookbook, no coin), an "Unknown action" after a move west and
a look, a patio door opened and the backyard looked at, "You take the coin." and the corridor looked
at, a bedroom with a closed chest of drawers and wardrobe (no coin). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
LEADS = ("In one part of the room you see", "There is also", "You also see")
LEADS += ("In another part of the room you see",)


def describe(room: str, things: list[str], exits: list[str]) -> str:
    parts = [f"You are in the {room}."]
    for i, thing in enumerate(things):
        parts.append(f"{LEADS[i % 4]} {thing}.")
    return " ".join(parts) + " \n" + "".join(f"{e}. " for e in exits)


def on(furniture: str, what: str | None = None) -> str:
    """A piece of furniture with things on it, or nothing."""
    return (
        f"a {furniture} that has {what} on it" if what else f"a {furniture}, that has nothing on it"
    )


# ---- the house: Living Room n Bedroom (wood door), e Corridor, s Backyard (sliding patio door);
# Corridor n Laundry Room (plain door).


def living_room(
    north_open: bool = False, south_open: bool = False, coffee: str | None = None
) -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom"
        if north_open
        else "To the North you see a closed wood door"
    )
    south = (
        "Through an open sliding patio door, to the South you see the backyard"
        if south_open
        else "To the South you see a closed sliding patio door"
    )
    text = describe(
        "living room",
        [
            "a wastepaper basket that is closed",
            on("book case"),
            on("TV stand"),
            on("arm chair"),
            on("side table"),
            on("coffee table", coffee),
            on("end table"),
            on("sofa"),
        ],
        [north, south, "To the East you see the corridor"],
    )
    closed = ("" if north_open else "n ") + ("" if south_open else "s")
    return (text, R("living room", "n s e", closed=closed.strip()))


def bedroom(door_open: bool = True, coin_on: str | None = None) -> tuple:
    door = (
        "Through an open wood door, to the South you see the living room"
        if door_open
        else "To the South you see a closed wood door"
    )
    text = describe(
        "bedroom",
        [
            on("dressing table"),
            on("desk chair"),
            on("desk"),
            "a chest of drawers that is closed",
            "a wardrobe that is closed",
            on("night stand", "a coin" if coin_on == "night stand" else None),
            on("bed", "a coin" if coin_on == "bed" else None),
        ],
        [door],
    )
    return (text, R("bedroom", "s", closed="" if door_open else "s", coin=coin_on is not None))


def corridor(door_open: bool = False, hat: str | None = None) -> tuple:
    door = (
        "Through an open plain door, to the North you see the laundry room"
        if door_open
        else "To the North you see a closed plain door"
    )
    text = describe(
        "corridor",
        [
            on("key holder"),
            "a shoe cabinet that is closed",
            on("umbrella stand"),
            on("hat rack", hat),
            on("coat hanger"),
        ],
        [door, "To the West you see the living room"],
    )
    return (text, R("corridor", "n w", closed="" if door_open else "n"))


def laundry_room(door_open: bool = True, coin: bool = False) -> tuple:
    door = (
        "Through an open plain door, to the South you see the corridor"
        if door_open
        else "To the South you see a closed plain door"
    )
    text = describe(
        "laundry room",
        [
            on("bench"),
            on("work table", "a coin" if coin else None),
            "a clothes drier that is closed",
            on("laundry basket"),
            "a washing machine that is closed",
        ],
        [door],
    )
    return (text, R("laundry room", "s", closed="" if door_open else "s", coin=coin))


def backyard(door_open: bool = False) -> tuple:
    door = (
        "Through an open sliding patio door, to the North you see the living room"
        if door_open
        else "To the North you see a closed sliding patio door"
    )
    text = describe(
        "backyard",
        [
            "a barbeque",
            on("workbench", "a trowel"),
            on("patio chair"),
            on("patio table"),
            on("clothes line"),
            on("garden"),
        ],
        [door],
    )
    return (text, R("backyard", "n", closed="" if door_open else "n"))


def task(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


BATHROOM = (
    describe(
        "bathroom",
        ["a toilet", "a bath tub", "a sink", on("bath mat", "a pair of slippers")],
        ["To the North you see the bedroom", "To the South you see the laundry room"],
    ),
    R("bathroom", "n s"),
)
CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TOOK = ("You take the coin.", K("took"))

_house = [
    item(
        task(living_room(coffee="a teapot")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(coin_on="night stand"),
        notes="TextWorldExpress manner, the living room after the task: the wood door opened by "
        "direction, walked through; the coin on the night stand: take it.",
    ),
    item(
        task(living_room(coffee="a newspaper")),
        "move east",
        corridor(),
        "open door to north",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move north",
        laundry_room(coin=True),
        notes="TextWorldExpress manner: east into the corridor, the plain door opened, north into "
        "the laundry room; the coin on the work table: take it.",
    ),
    item(
        task(living_room(coffee="a vase")),
        "move south",
        CLOSED,
        "look around",
        living_room(coffee="a vase"),
        notes="TextWorldExpress manner: a move south refused at the closed sliding patio door, "
        "and the look shows it still closed: refused(south), closed(south) stand; both doors "
        "closed (open either), the corridor east open.",
    ),
    item(
        task(bedroom(door_open=False)),
        "open door to south",
        ("You open the wood door, revealing the living room. ", K("opened")),
        "move south",
        living_room(north_open=True, coffee="a mug"),
        notes="TextWorldExpress manner, a game begun in the bedroom (no coin there in this "
        "game): in the living room north is visited and the way in (its door open); the "
        "corridor east is new, the sliding patio door south closed.",
    ),
    item(
        task(living_room(coffee="a bowl of fruit")),
        "move east",
        corridor(hat="a gray cap"),
        "move west",
        living_room(coffee="a bowl of fruit"),
        notes="TextWorldExpress manner: east and back to the first room; east visited, no "
        "initial in the first room; the two doors closed: open either.",
    ),
    item(
        task(laundry_room(door_open=False)),
        "open door to south",
        ("You open the plain door, revealing the corridor. ", K("opened")),
        "move south",
        corridor(door_open=True, hat="a black scarf"),
        "move west",
        living_room(coffee="a remote"),
        notes="TextWorldExpress manner, a game begun in the laundry room (no coin there in this "
        "game): through the corridor into the living room; east is visited and the way in; "
        "both doors closed: open either.",
    ),
    item(
        task(backyard()),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move north",
        living_room(south_open=True, coffee="a photo album"),
        notes="TextWorldExpress manner, begun in the backyard: the sliding patio door refused, "
        "opened, walked through; in the living room south is visited and the way in; the wood "
        "door north closed (open it), the corridor east open.",
    ),
    item(
        task(living_room(coffee="a candle")),
        "move west",
        UNKNOWN,
        "look around",
        living_room(coffee="a candle"),
        notes="TextWorldExpress manner: 'Unknown action' after a move west, toward no exit, read "
        "as a refusal, and the look shows no way west: refused(west) stands; the two doors "
        "closed, the corridor east open.",
    ),
]

_singles = [
    item(
        describe(
            "corridor",
            [
                on("key holder", "a coin"),
                "a shoe cabinet that is closed",
                on("umbrella stand"),
                on("hat rack"),
                on("coat hanger", "a brown jacket"),
            ],
            ["To the South you see the kitchen", "To the East you see a closed wood door"],
        ),
        R("corridor", "s e", closed="e", coin=True),
        notes="TextWorldExpress manner: 'a key holder that has a coin on it': take it.",
    ),
    item(
        describe(
            "backyard",
            [
                "a barbeque",
                on("workbench"),
                on("patio chair"),
                on("patio table"),
                on("clothes line", "a coin, and a wet blue towel"),
                on("garden"),
            ],
            ["Through an open screen door, to the South you see the kitchen"],
        ),
        R("backyard", "s", coin=True),
        notes="TextWorldExpress manner: a coin on the clothes line beside a towel: take it.",
    ),
    item(
        describe(
            "kitchen",
            [
                "a stove",
                "an oven",
                "a fridge that is closed",
                on("counter"),
                "a kitchen cupboard that is closed",
                "a cutlery drawer that is open, that contains a coin",
                "a trash can that is closed",
                "a dishwasher that is closed",
                on("dining chair"),
            ],
            ["To the North you see the corridor", "To the West you see a closed plain door"],
        ),
        R("kitchen", "n w", closed="w", coin=True),
        notes="TextWorldExpress manner: a coin in an open cutlery drawer: take it.",
    ),
    item(
        describe(
            "laundry room",
            [
                on("bench"),
                on("work table"),
                "a clothes drier that is open, that contains a coin, and a clean white sock",
                on("laundry basket"),
                "a washing machine that is closed",
            ],
            ["To the West you see the bathroom"],
        ),
        R("laundry room", "w", coin=True),
        notes="TextWorldExpress manner: a coin in the open clothes drier: take it.",
    ),
    item(
        describe(
            "bedroom",
            [
                on("dressing table"),
                on("desk chair"),
                on("desk"),
                "a chest of drawers that is closed",
                "a wardrobe that is open, that contains a coin, and a gray coat",
                on("night stand"),
                on("bed"),
            ],
            ["To the North you see a closed wood door", "To the East you see the bathroom"],
        ),
        R("bedroom", "n e", closed="n", coin=True),
        notes="TextWorldExpress manner: a coin in the open wardrobe: take it.",
    ),
    item(
        describe(
            "living room",
            [
                "a wastepaper basket that is closed",
                on("book case"),
                on("TV stand"),
                on("arm chair", "a coin"),
                on("side table"),
                on("coffee table"),
                on("end table"),
                on("sofa"),
            ],
            [
                "Through an open sliding patio door, to the West you see the backyard",
                "To the East you see the kitchen",
            ],
        ),
        R("living room", "w e", coin=True),
        notes="TextWorldExpress manner (the engine's 'a arm chair'): a coin on the arm chair: "
        "take it.",
    ),
    item(
        TASK
        + describe(
            "pantry",
            [on("folding chair"), on("shelf", "a bag of rice, and a jar of honey")],
            ["To the East you see a closed frosted-glass door"],
        ),
        R("pantry", "e", closed="e"),
        notes="TextWorldExpress manner after the task: the pantry's only door is closed: open "
        "it; no coin.",
    ),
    item(
        TASK
        + describe(
            "kitchen",
            [
                "a stove",
                "an oven",
                "a fridge that is closed",
                on("counter", "a teapot, and a cookbook"),
                "a kitchen cupboard that is closed",
                "a cutlery drawer that is closed",
                "a trash can that is closed",
                "a dishwasher that is closed",
                on("dining chair"),
            ],
            ["To the South you see the living room", "To the East you see a closed screen door"],
        ),
        R("kitchen", "s e", closed="e"),
        notes="TextWorldExpress manner after the task: no coin (a teapot and a cookbook on the "
        "counter; closed cupboards are not opened); the living room south, a closed screen door "
        "east.",
    ),
    item(
        BATHROOM,
        "move west",
        UNKNOWN,
        "look around",
        BATHROOM,
        notes="TextWorldExpress manner: 'Unknown action' after a move west (no exit) read as a "
        "refusal, and the look shows no way west: refused(west) stands; north and south remain.",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    "a fridge that is closed",
                    on("counter"),
                    "a kitchen cupboard that is closed",
                    "a cutlery drawer that is closed",
                    "a trash can that is closed",
                    "a dishwasher that is closed",
                    on("dining chair", "a red apron"),
                ],
                ["To the South you see a closed patio door"],
            ),
            R("kitchen", "s", closed="s"),
        ),
        "open door to south",
        ("You open the patio door, revealing the backyard. ", K("opened")),
        "move south",
        (
            describe(
                "backyard",
                [
                    "a barbeque",
                    on("workbench"),
                    on("patio chair"),
                    on("patio table", "a watering can"),
                    on("clothes line"),
                    on("garden"),
                ],
                [
                    "Through an open patio door, to the North you see the kitchen",
                    "To the West you see the side yard",
                ],
            ),
            R("backyard", "n w"),
        ),
        notes="TextWorldExpress manner: the patio door opened, the backyard entered; north is "
        "visited and the way in; the side yard west is new.",
    ),
    item(
        (
            describe(
                "corridor",
                [
                    on("key holder"),
                    "a shoe cabinet that is closed",
                    on("umbrella stand", "a coin"),
                    on("hat rack"),
                    on("coat hanger"),
                ],
                ["To the North you see the kitchen", "To the West you see a closed wood door"],
            ),
            R("corridor", "n w", closed="w", coin=True),
        ),
        "take coin",
        TOOK,
        "look around",
        (
            describe(
                "corridor",
                [
                    on("key holder"),
                    "a shoe cabinet that is closed",
                    on("umbrella stand"),
                    on("hat rack"),
                    on("coat hanger"),
                ],
                ["To the North you see the kitchen", "To the West you see a closed wood door"],
            ),
            R("corridor", "n w", closed="w"),
        ),
        notes="TextWorldExpress manner: the coin taken from the umbrella stand, then a look: the "
        "game goes on (the eighth round's call); no coin now; go north or open west.",
    ),
    item(
        describe(
            "bedroom",
            [
                on("dressing table"),
                on("desk chair"),
                on("desk", "a pencil, and a notebook"),
                "a chest of drawers that is closed",
                "a wardrobe that is closed",
                on("night stand"),
                on("bed"),
            ],
            ["To the South you see a closed wood door", "To the West you see the corridor"],
        ),
        R("bedroom", "s w", closed="s"),
        notes="TextWorldExpress manner: a closed chest of drawers and wardrobe are no doors and "
        "show no coin; the corridor west, a closed wood door south.",
    ),
]

ITEMS = _house + _singles
