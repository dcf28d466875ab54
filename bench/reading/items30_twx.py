"""twx, thirtieth round: the coin game's manner (none is engine output), with the round's emphasis
on door states and things that hold no coin, in the engine's own terms. Seven walks on one map of
the engine's locations (a corridor with a closed wood door north to the bedroom, the kitchen south
and a closed plain door west to the bathroom; a kitchen with a closed plain door east to the pantry
and a closed screen door south to the backyard; the coin on the backyard's patio chair), the task's
description before the first room: "You can't move there, the door is closed. ", "open door to
north", "You open the wood door, revealing the bedroom. ", "Unknown action: I'm not sure what you
mean." after a move toward no exit, "You take the coin. " then `look around`, a loop back to the
corridor with its west door open, a refusal then `look around` at the screen door, a refusal
cleared by an open and a look at the wood door. Single rooms: a supermarket with the coin as a
thing of its own beside a closed freezer, a street with a closed mailbox after the task's
description, a driveway with a closed car, a laundry room whose baskets hold nothing, a living room
with the coin on the sofa, a bathroom with a closed cabinet and an empty bath mat, a pantry with
the coin on a shelf, a kitchen with every container closed after the task's description, a bedroom
with the coin on the night stand behind its own closed door, a backyard with three closed doors,
"You open the sliding patio door, revealing the living room. ", a laundry room with the coin in an
open washing machine. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
_LEADS = ("In one part of the room you see", "There is also", "You also see")
_LEADS += ("In another part of the room you see",)


def things(*names: str) -> str:
    """Objects as the engine lists them, its four openers in turn."""
    out = []
    for i, name in enumerate(names):
        out.append(f"{_LEADS[i % 4]} {name}.")
    return " ".join(out)


def room(name: str, objects: str, ways: str) -> str:
    return f"You are in the {name}. {objects} \n{ways} "


# the map: corridor n bedroom (wood door, closed at first), s kitchen, w bathroom (plain door,
# closed at first); kitchen e pantry (plain door, closed at first), s backyard (screen door,
# closed at first; the coin on the patio chair).
def corridor(west_open: bool = False, north_open: bool = False) -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom."
        if north_open
        else "To the North you see a closed wood door."
    )
    west = (
        "Through an open plain door, to the West you see the bathroom."
        if west_open
        else "To the West you see a closed plain door."
    )
    closed = ("" if north_open else "n ") + ("" if west_open else "w")
    return (
        room(
            "corridor",
            things(
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a umbrella stand, that has nothing on it",
                "a hat rack, that has nothing on it",
            ),
            f"{north} To the South you see the kitchen. {west}",
        ),
        R("corridor", "n s w", closed=closed.strip()),
    )


def bedroom() -> tuple:
    return (
        room(
            "bedroom",
            things(
                "a bed, that has nothing on it",
                "a night stand, that has nothing on it",
                "a wardrobe that is closed",
                "a chest of drawers that is closed",
            ),
            "Through an open wood door, to the South you see the corridor.",
        ),
        R("bedroom", "s"),
    )


def kitchen(east_open: bool = False) -> tuple:
    east = (
        "Through an open plain door, to the East you see the pantry."
        if east_open
        else "To the East you see a closed plain door."
    )
    return (
        room(
            "kitchen",
            things(
                "a stove",
                "an oven",
                "a fridge that is closed",
                "a counter, that has nothing on it",
                "a cutlery drawer that is closed",
            ),
            f"To the North you see the corridor. {east} To the South you see a closed screen door.",
        ),
        R("kitchen", "n e s", closed="s" if east_open else "e s"),
    )


def pantry() -> tuple:
    return (
        room(
            "pantry",
            things("a shelf, that has nothing on it", "a folding chair, that has nothing on it"),
            "Through an open plain door, to the West you see the kitchen.",
        ),
        R("pantry", "w"),
    )


def backyard(coin: bool = True) -> tuple:
    chair = "a patio chair, that has " + ("a coin on it" if coin else "nothing on it")
    return (
        room(
            "backyard",
            things(
                "a barbeque",
                "a workbench, that has a trowel on it",
                chair,
                "a clothes line, that has nothing on it",
            ),
            "Through an open screen door, to the North you see the kitchen.",
        ),
        R("backyard", "n", coin=coin),
    )


def bathroom() -> tuple:
    return (
        room(
            "bathroom",
            things(
                "a toilet",
                "a bathroom cabinet that is closed",
                "a sink, that has nothing on it",
            ),
            "Through an open plain door, to the East you see the corridor.",
        ),
        R("bathroom", "e"),
    )


REFUSED = "You can't move there, the door is closed. "


def task(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


ITEMS = [
    # ---- walks on one map ----
    item(
        task(corridor()),
        "move north",
        (REFUSED, K("refused")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        notes="the wood door refused, opened and walked through; the bedroom's closed "
        "wardrobe and drawers are no doors and its night stand holds nothing: back south",
    ),
    item(
        task(corridor()),
        "move south",
        kitchen(),
        "open door to south",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move south",
        backyard(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        backyard(coin=False),
        notes="the coin taken from the patio chair; the look shows the chair bare (the eighth "
        "round's call: the person goes on): back north",
    ),
    item(
        task(corridor()),
        "move east",
        ("Unknown action: I'm not sure what you mean. ", K("refused")),
        "look around",
        corridor(),
        notes="a move toward no exit answered 'Unknown action' is refused (the ninth round's "
        "call) and the look shows no way east: the refusal stands; two closed doors to open "
        "and the kitchen south",
    ),
    item(
        task(corridor()),
        "move south",
        kitchen(),
        "open door to east",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move east",
        pantry(),
        "move west",
        kitchen(east_open=True),
        notes="the pantry visited through its opened door and its shelf empty; back in the "
        "kitchen the screen door south is still closed: open it",
    ),
    item(
        task(corridor()),
        "open door to west",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "move west",
        bathroom(),
        "move east",
        corridor(west_open=True),
        notes="a loop back to the corridor with its west door open and the bathroom visited; "
        "the wood door north is closed, the kitchen south unvisited",
    ),
    item(
        task(corridor()),
        "move south",
        kitchen(),
        "move south",
        (REFUSED, K("refused")),
        "look around",
        kitchen(),
        notes="the screen door refused and the look shows it still closed: the refusal "
        "stands; open south or east",
    ),
    item(
        task(corridor()),
        "move north",
        (REFUSED, K("refused")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "look around",
        corridor(north_open=True),
        notes="a refusal cleared by the open and the look that shows the wood door open",
    ),
    # ---- single rooms ----
    item(
        room(
            "supermarket",
            things(
                "a freezer that is closed",
                "a shelf, that has nothing on it",
                "a checkout counter, that has nothing on it",
                "a coin",
            ),
            "To the North you see the street.",
        ),
        R("supermarket", "n", coin=True),
        notes="the coin as a thing of its own: take it; the closed freezer is no door",
    ),
    item(
        TASK
        + room(
            "street",
            things("a mailbox that is closed", "a lamp post"),
            "To the North you see the driveway. To the East you see the supermarket.",
        ),
        R("street", "n e"),
        notes="the coin task's description; a closed mailbox shows no coin: go north or east",
    ),
    item(
        room(
            "driveway",
            things("a car that is closed", "a bicycle rack, that has nothing on it"),
            "To the South you see the street. To the West you see a closed sliding patio door.",
        ),
        R("driveway", "s w", closed="w"),
        notes="a closed car is no door and no coin; the sliding patio door is closed",
    ),
    item(
        room(
            "laundry room",
            things(
                "a washing machine that is closed",
                "a clothes drier that is closed",
                "a laundry basket, that has nothing on it",
                "a ironing board, that has nothing on it",
            ),
            "To the North you see a closed wood door. To the East you see the kitchen.",
        ),
        R("laundry room", "n e", closed="n"),
        notes="closed machines and empty supporters hold no coin a person can see",
    ),
    item(
        room(
            "living room",
            things(
                "a book case, that has nothing on it",
                "a sofa, that has a coin on it",
                "a TV stand, that has nothing on it",
            ),
            "To the West you see a closed patio door. To the South you see the corridor.",
        ),
        R("living room", "w s", closed="w", coin=True),
        notes="the coin on the sofa: take it",
    ),
    item(
        room(
            "bathroom",
            things(
                "a bath mat, that has nothing on it",
                "a bathroom cabinet that is closed",
                "a towel rack, that has nothing on it",
            ),
            "To the West you see a closed plain door. Through an open wood door, to the South "
            "you see the bedroom.",
        ),
        R("bathroom", "w s", closed="w"),
        notes="an empty bath mat and a closed cabinet: no coin; a closed door and an open one",
    ),
    item(
        room(
            "pantry",
            things("a shelf, that has a coin on it", "a folding chair, that has nothing on it"),
            "To the South you see a closed plain door.",
        ),
        R("pantry", "s", closed="s", coin=True),
        notes="the coin on the shelf: take it (the closed door does not matter)",
    ),
    item(
        TASK
        + room(
            "kitchen",
            things(
                "a fridge that is closed",
                "a kitchen cupboard that is closed",
                "a dishwasher that is closed",
                "a trash can that is closed",
                "a dining table, that has nothing on it",
            ),
            "To the North you see a closed screen door. To the West you see the pantry.",
        ),
        R("kitchen", "n w", closed="n"),
        notes="every container closed, the table empty: no coin seen; open the screen door or "
        "go west",
    ),
    item(
        room(
            "bedroom",
            things(
                "a night stand, that has a coin on it",
                "a dressing table, that has nothing on it",
                "a wardrobe that is closed",
            ),
            "To the East you see a closed wood door.",
        ),
        R("bedroom", "e", closed="e", coin=True),
        notes="the coin on the night stand: take it",
    ),
    item(
        room(
            "backyard",
            things(
                "a barbeque",
                "a garden, that has nothing on it",
                "a patio table, that has nothing on it",
            ),
            "To the North you see a closed screen door. To the East you see a closed patio "
            "door. To the West you see a closed sliding patio door.",
        ),
        R("backyard", "n e w", closed="n e w"),
        notes="three closed doors and nothing on the garden or the table: open any of them",
    ),
    item(
        (
            room(
                "backyard",
                things("a barbeque", "a clothes line, that has nothing on it"),
                "To the South you see the street. To the West you see a closed sliding patio door.",
            ),
            R("backyard", "s w", closed="w"),
        ),
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        notes="the sliding patio door opened: go west into the living room or south",
    ),
    item(
        room(
            "corridor",
            things(
                "a coat hanger, that has nothing on it",
                "a shoe cabinet that is closed",
                "a key holder, that has nothing on it",
            ),
            "Through an open wood door, to the North you see the bedroom. Through an open "
            "plain door, to the East you see the bathroom. To the South you see the living "
            "room.",
        ),
        R("corridor", "n e s"),
        notes="every door here open and nothing on the hanger or the holder: three exits",
    ),
    item(
        room(
            "laundry room",
            things(
                "a washing machine that is open, that contains a coin",
                "a clothes drier that is closed",
                "a laundry basket, that has nothing on it",
            ),
            "Through an open wood door, to the South you see the corridor.",
        ),
        R("laundry room", "s", coin=True),
        notes="the coin in an open washing machine is within reach: take it",
    ),
]
