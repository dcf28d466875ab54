"""twx, forty-second round (emphasis: paraphrase): the coin game's manner (none is engine output),
its one way of saying things kept exactly while what is said varies: eight walks (1-4 turns) on one
house of the engine's locations, each walk a game of its own whose hat rack and counter hold their
own things on every visit (a corridor with a closed wood door north to a bedroom, the kitchen east
and a closed plain door south to a laundry room whose work table "has a coin on it"; a kitchen with
a closed frosted-glass door north to the pantry): the task's description before the first room, "You
can't move there, the door is closed. " then `look around`, "open door to south", "You open the
plain door, revealing the laundry room. ", "You open the frosted-glass door, revealing the pantry.
", "You open the wood door, revealing the corridor. ", "You take the coin." then `look around`,
"Unknown action: I'm not sure what you mean." after a move toward no exit then a look, walks begun
in the kitchen, the bedroom and the pantry; and twelve single rooms and short histories: a coin on a
garden, on a book case, on a pantry shelf beside a bag of flour, as a thing of its own in a bedroom,
on a laundry basket beside a towel, on a folding chair; a kitchen of three open ways with a knife
and a cookbook on the counter; a corridor whose three doors are all closed; the task's description
before a backyard; a living room's refusal at no exit looked at; a laundry room's plain door opened
and looked at; a coin taken from a sofa and the living room looked at. What a person reads in each
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


def things(parts: list[str]) -> str:
    """The engine's furniture sentences, its four openings in turn."""
    return " ".join(f"{LEADS[i % 4]} {p}." for i, p in enumerate(parts)) + " "


def on(name: str, *objects: str) -> str:
    if not objects:
        return f"a {name}, that has nothing on it"
    if len(objects) == 1:
        return f"a {name} that has {objects[0]} on it"
    return f"a {name} that has {', '.join(objects[:-1])}, and {objects[-1]} on it"


def room(name: str, parts: list[str], ways: list[str]) -> str:
    return f"You are in the {name}. {things(parts)}\n{' '.join(ways)} "


def door(direction: str, kind: str, beyond: str, is_open: bool) -> str:
    if is_open:
        return f"Through an open {kind} door, to the {direction} you see the {beyond}."
    return f"To the {direction} you see a closed {kind} door."


# ---- the house: Corridor n Bedroom (a wood door), e Kitchen, s Laundry Room (a plain door; the
# coin on the work table); Kitchen n Pantry (a frosted-glass door).


def corridor(hat: str | None, north_open: bool = False, south_open: bool = False) -> tuple:
    parts = [
        on("key holder"),
        "a shoe cabinet that is closed",
        on("umbrella stand"),
        on("hat rack", hat) if hat else on("hat rack"),
        on("coat hanger"),
    ]
    ways = [
        door("North", "wood", "bedroom", north_open),
        door("South", "plain", "laundry room", south_open),
        "To the East you see the kitchen.",
    ]
    closed = ("" if north_open else "n ") + ("" if south_open else "s")
    return (room("corridor", parts, ways), R("corridor", "n s e", closed=closed))


def kitchen(counter: str | None, north_open: bool = False) -> tuple:
    parts = [
        "a stove",
        "an oven",
        "a fridge that is closed",
        on("counter", counter) if counter else on("counter"),
        "a kitchen cupboard that is closed",
        "a cutlery drawer that is closed",
        "a trash can that is closed",
        "a dishwasher that is closed",
        on("dining chair"),
    ]
    ways = [
        door("North", "frosted-glass", "pantry", north_open),
        "To the West you see the corridor.",
    ]
    return (room("kitchen", parts, ways), R("kitchen", "n w", closed="" if north_open else "n"))


def laundry(coin: bool = True, door_open: bool = True) -> tuple:
    parts = [
        on("bench"),
        on("work table", "a coin") if coin else on("work table"),
        "a clothes drier that is closed",
        on("laundry basket"),
        "a washing machine that is closed",
    ]
    ways = [door("North", "plain", "corridor", door_open)]
    reading = R("laundry room", "n", closed="" if door_open else "n", coin=coin)
    return (room("laundry room", parts, ways), reading)


def bedroom(door_open: bool = False) -> tuple:
    parts = [
        on("dressing table"),
        on("desk chair"),
        on("desk"),
        "a chest of drawers that is closed",
        "a wardrobe that is closed",
        on("night stand"),
        on("bed"),
    ]
    ways = [door("South", "wood", "corridor", door_open)]
    return (room("bedroom", parts, ways), R("bedroom", "s", closed="" if door_open else "s"))


def pantry(door_open: bool = True) -> tuple:
    parts = [on("folding chair"), on("shelf", "a bag of sugar")]
    ways = [door("South", "frosted-glass", "kitchen", door_open)]
    return (room("pantry", parts, ways), R("pantry", "s", closed="" if door_open else "s"))


def task(step: tuple) -> tuple:
    return (TASK + step[0], step[1])


SHUT = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."

ITEMS = [
    item(
        task(corridor("a wool scarf")),
        "open door to south",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move south",
        laundry(),
        notes="house walk (game 1): the task before the corridor; the plain door opened and "
        "walked through; 'a work table that has a coin on it' is a coin; one way back north",
    ),
    item(
        corridor("a gray cap"),
        "move north",
        (SHUT, K("refused", "closed")),
        "look around",
        corridor("a gray cap"),
        notes="house (game 2): the wood door refused, a look shows it still closed: the refusal "
        "stands; open north, open south and the kitchen east",
    ),
    item(
        corridor("a straw hat"),
        "move east",
        kitchen("a teapot"),
        "move north",
        (SHUT, K("refused", "closed")),
        "open door to north",
        ("You open the frosted-glass door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(),
        notes="house (game 3): the kitchen's frosted-glass door refused, opened, walked through; "
        "the pantry's one way back south (all_visited); a bag of sugar is no coin",
    ),
    item(
        kitchen("a bread knife"),
        "move west",
        corridor("a baseball cap"),
        "move east",
        kitchen("a bread knife"),
        notes="house walk begun in the kitchen (game 4): back from the corridor; west visited, "
        "the frosted-glass door closed (open north)",
    ),
    item(
        corridor("a wool scarf", south_open=True),
        "move south",
        laundry(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        laundry(coin=False),
        notes="house (game 5, the plain door open from the start): the coin taken, the laundry "
        "room looked at (the work table bare); the person goes on, back north",
    ),
    item(
        corridor("a beret"),
        "open door to south",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        corridor("a beret", south_open=True),
        notes="house (game 6): 'Unknown action' after a move toward no exit (west) is a refusal; "
        "the look keeps it; the plain door now open (go south), the wood door closed",
    ),
    item(
        bedroom(),
        "open door to south",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move south",
        corridor("a sun hat", north_open=True),
        "move east",
        kitchen("a cookbook"),
        "move west",
        corridor("a sun hat", north_open=True),
        notes="house walk begun in the bedroom (game 7): its wood door opened and walked "
        "through; back in the corridor north (the way it was first entered) and east visited, the "
        "plain door south closed (open south)",
    ),
    item(
        pantry(door_open=False),
        "open door to south",
        ("You open the frosted-glass door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen("a loaf of bread", north_open=True),
        "move west",
        corridor("a rain hat"),
        notes="house walk begun in the pantry (game 8): in the corridor east is the way it was "
        "entered; the wood and plain doors both closed (open north, open south)",
    ),
    item(
        (
            room(
                "backyard",
                [
                    "a barbeque",
                    on("workbench"),
                    on("patio chair"),
                    on("patio table"),
                    on("clothes line"),
                    on("garden", "a coin"),
                ],
                ["To the North you see a closed screen door.", "To the West you see the street."],
            ),
            R("backyard", "n w", closed="n", coin=True),
        ),
        notes="'a garden that has a coin on it' is a coin in the room",
    ),
    item(
        (
            room(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    on("book case", "a coin", "a photo album"),
                    on("TV stand"),
                    on("arm chair"),
                    on("side table"),
                ],
                [
                    "To the East you see a closed sliding patio door.",
                    "To the West you see the corridor.",
                ],
            ),
            R("living room", "e w", closed="e", coin=True),
        ),
        notes="'a book case that has a coin, and a photo album on it' is a coin",
    ),
    item(
        (
            room(
                "pantry",
                [on("folding chair"), on("shelf", "a coin", "a bag of flour")],
                ["To the North you see a closed frosted-glass door."],
            ),
            R("pantry", "n", closed="n", coin=True),
        ),
        notes="a pantry whose only door is closed, with a coin on the shelf: take it",
    ),
    item(
        (
            room(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    "a fridge that is closed",
                    on("counter", "a knife", "a cookbook"),
                    "a kitchen cupboard that is closed",
                    "a cutlery drawer that is closed",
                ],
                [
                    "To the North you see the pantry.",
                    "To the South you see the backyard.",
                    "To the East you see the living room.",
                ],
            ),
            R("kitchen", "n s e"),
        ),
        notes="a kitchen of three open ways; a knife and a cookbook on the counter, no coin",
    ),
    item(
        (
            room(
                "bedroom",
                [
                    on("dressing table"),
                    on("desk chair"),
                    on("desk", "a pencil"),
                    "a chest of drawers that is closed",
                    "a wardrobe that is closed",
                    on("night stand"),
                    on("bed"),
                    "a coin",
                ],
                ["Through an open wood door, to the North you see the corridor."],
            ),
            R("bedroom", "n", coin=True),
        ),
        notes="the coin as a thing of its own ('In one part of the room you see a coin.')",
    ),
    item(
        (
            room(
                "laundry room",
                [
                    on("bench"),
                    on("work table"),
                    "a clothes drier that is closed",
                    on("laundry basket", "a coin", "a clean white towel"),
                    "a washing machine that is closed",
                ],
                [
                    "To the North you see the kitchen.",
                    "To the East you see a closed plain door.",
                ],
            ),
            R("laundry room", "n e", closed="e", coin=True),
        ),
        notes="'a laundry basket that has a coin, and a clean white towel on it' is a coin",
    ),
    item(
        (
            room(
                "corridor",
                [
                    on("key holder", "a bike key"),
                    "a shoe cabinet that is closed",
                    on("umbrella stand"),
                    on("hat rack"),
                ],
                [
                    "To the North you see a closed wood door.",
                    "To the South you see a closed plain door.",
                    "To the West you see a closed screen door.",
                ],
            ),
            R("corridor", "n s w", closed="n s w"),
        ),
        notes="a corridor whose three doors are all closed: open any of them",
    ),
    item(
        (
            TASK
            + room(
                "backyard",
                [
                    "a barbeque",
                    on("workbench", "a trowel"),
                    on("patio chair"),
                    on("patio table"),
                    on("clothes line"),
                    on("garden"),
                ],
                [
                    "To the South you see the kitchen.",
                    "To the East you see a closed patio door.",
                ],
            ),
            R("backyard", "s e", closed="e"),
        ),
        notes="the task's description before the first room; no coin in the backyard",
    ),
    item(
        (
            room(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    on("book case"),
                    on("TV stand", "a remote"),
                    on("arm chair"),
                    on("coffee table"),
                    on("sofa"),
                ],
                ["To the North you see the kitchen.", "To the West you see the bedroom."],
            ),
            R("living room", "n w"),
        ),
        "move south",
        (UNKNOWN, K("refused")),
        "look around",
        (
            room(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    on("book case"),
                    on("TV stand", "a remote"),
                    on("arm chair"),
                    on("coffee table"),
                    on("sofa"),
                ],
                ["To the North you see the kitchen.", "To the West you see the bedroom."],
            ),
            R("living room", "n w"),
        ),
        notes="'Unknown action' after a move toward no exit (south), kept by a look",
    ),
    item(
        (
            room(
                "laundry room",
                [
                    on("bench", "a peg bag"),
                    on("work table"),
                    "a clothes drier that is closed",
                    on("laundry basket"),
                    "a washing machine that is closed",
                ],
                ["To the South you see a closed plain door.", "To the West you see the kitchen."],
            ),
            R("laundry room", "s w", closed="s"),
        ),
        "open door to south",
        ("You open the plain door, revealing the backyard. ", K("opened")),
        "look around",
        (
            room(
                "laundry room",
                [
                    on("bench", "a peg bag"),
                    on("work table"),
                    "a clothes drier that is closed",
                    on("laundry basket"),
                    "a washing machine that is closed",
                ],
                [
                    "Through an open plain door, to the South you see the backyard.",
                    "To the West you see the kitchen.",
                ],
            ),
            R("laundry room", "s w"),
        ),
        notes="the plain door opened and the room looked at: both ways open",
    ),
    item(
        (
            room(
                "pantry",
                [on("folding chair", "a coin"), on("shelf", "a tin of beans")],
                ["Through an open frosted-glass door, to the East you see the kitchen."],
            ),
            R("pantry", "e", coin=True),
        ),
        notes="'a folding chair that has a coin on it' is a coin",
    ),
    item(
        (
            room(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    on("book case"),
                    on("coffee table", "a newspaper"),
                    on("sofa", "a coin"),
                ],
                ["To the South you see the backyard.", "To the East you see the corridor."],
            ),
            R("living room", "s e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            room(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    on("book case"),
                    on("coffee table", "a newspaper"),
                    on("sofa"),
                ],
                ["To the South you see the backyard.", "To the East you see the corridor."],
            ),
            R("living room", "s e"),
        ),
        notes="the coin taken from the sofa and the room looked at (the sofa bare): the person "
        "goes on (the eighth round's call)",
    ),
]
