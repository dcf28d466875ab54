"""twx, thirteenth round: TextWorldExpress's coin game in its own manner (the coin games of
real_texts.json as the model: "You are in the kitchen. In one part of the room you see ...",
"that has nothing on it", "that is closed", "To the North you see a closed ... door.", "Through
an open ... door, to the South you see ...", "You can't move there, the door is closed. ",
"open door to north", "You open the ... door, revealing the ... ", "Unknown action: I'm not sure
what you mean." after a move toward no exit, "You take the coin.", `look around`) with new rooms
and doors (none is engine output). Nine walks on one map (kitchen, utility room behind a pine
door, garage behind a steel door with a coin in an open tool chest, sunroom, greenhouse with a
coin on a potting bench): the pine door refused and opened, the steel door opened and walked
through, the coin taken and the room looked at again, refusals of ways no exit names, loops back
to the kitchen and the utility room. Eleven single rooms (attic, cellar, study after the coin
task's own description, shed, hallway, dining room, porch, nursery, wine cellar, side yard,
bathroom) with oak, louvred, glass and mesh doors, a coin as a thing of its own, on a table, on a
shelf, on a sink and in an open toy chest, a closed cash box and mailbox. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_LEADS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def twx(where: str, things: list[str], exits: list[tuple[str, str, str | None]]) -> str:
    """A room in the engine's manner: ``things`` in its rotating sentences; ``exits`` as
    (Direction, destination, door) with door None (no door), "closed <kind>" or "open <kind>"."""
    parts = [f"You are in the {where}."]
    for n, thing in enumerate(things):
        parts.append(f"{_LEADS[n % 4]} {thing}.")
    ways = []
    for direction, target, door in exits:
        if door is None:
            ways.append(f"To the {direction} you see the {target}.")
        elif door.startswith("closed "):
            ways.append(f"To the {direction} you see a closed {door[7:]} door.")
        else:
            kind = door[5:]
            ways.append(f"Through an open {kind} door, to the {direction} you see the {target}.")
    return " ".join(parts) + " \n" + " ".join(ways) + " "


# ---- the map: kitchen n utility room (pine door, closed at first), e sunroom; utility room w
# garage (steel door, closed at first; a coin in an open tool chest); sunroom n greenhouse (a coin
# on the potting bench).
def kitchen(pine: str = "closed") -> tuple:
    text = twx(
        "kitchen",
        [
            "a stove",
            "an oven",
            "a fridge that is closed",
            "a counter, that has nothing on it",
            "a bread bin that is closed",
            "a kitchen table, that has nothing on it",
        ],
        [("North", "utility room", f"{pine} pine"), ("East", "sunroom", None)],
    )
    return (text, R("kitchen", "n e", closed="n" if pine == "closed" else ""))


def utility(steel: str = "closed") -> tuple:
    text = twx(
        "utility room",
        [
            "a washing machine that is closed",
            "a boiler",
            "a mop bucket, that has nothing on it",
            "a shelf that has a bottle of bleach on it",
        ],
        [("South", "kitchen", "open pine"), ("West", "garage", f"{steel} steel")],
    )
    return (text, R("utility room", "s w", closed="w" if steel == "closed" else ""))


def garage(coin: bool = True) -> tuple:
    chest = "an open tool chest, that " + ("contains a coin" if coin else "is empty")
    text = twx(
        "garage",
        ["a car that is closed", "a workbench that has a hammer on it", chest, "a lawn mower"],
        [("East", "utility room", "open steel")],
    )
    return (text, R("garage", "e", coin=coin))


def sunroom() -> tuple:
    text = twx(
        "sunroom",
        [
            "a wicker chair, that has nothing on it",
            "a side table that has a potted fern on it",
            "a day bed, that has nothing on it",
        ],
        [("North", "greenhouse", None), ("West", "kitchen", None)],
    )
    return (text, R("sunroom", "n w"))


def greenhouse(coin: bool = True) -> tuple:
    bench = (
        "a potting bench that has a coin, and a trowel on it"
        if coin
        else "a potting bench that has a trowel on it"
    )
    text = twx(
        "greenhouse",
        [bench, "a watering can", "a seed tray, that has nothing on it"],
        [("South", "sunroom", None)],
    )
    return (text, R("greenhouse", "s", coin=coin))


REFUSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TOOK = ("You take the coin.", K("took"))
PINE = ("You open the pine door, revealing the utility room. ", K("opened"))
STEEL = ("You open the steel door, revealing the garage. ", K("opened"))

ITEMS = [
    # ---- walks on one map ----
    item(
        kitchen(),
        "move north",
        REFUSED,
        "look around",
        kitchen(),
        notes="the pine door refused ('You can't move there, the door is closed.') and the "
        "kitchen looked at again with the door still closed: closed and refused north; open it "
        "or go east",
    ),
    item(
        kitchen(),
        "open door to north",
        PINE,
        "move north",
        utility(),
        notes="'open door to north', then through: in the utility room the open pine door "
        "south is the way back (visited, initial); the steel door west is closed (open it)",
    ),
    item(
        kitchen(),
        "open door to north",
        PINE,
        "move north",
        utility(),
        "move west",
        REFUSED,
        "open door to west",
        STEEL,
        "move west",
        garage(),
        "take coin",
        TOOK,
        "look around",
        garage(coin=False),
        notes="the steel door refused, opened and walked through; the coin in the open tool "
        "chest taken and the garage looked at again ('an open tool chest, that is empty'): no "
        "coin; its one exit is the way back east",
    ),
    item(
        kitchen(),
        "move east",
        sunroom(),
        "move north",
        greenhouse(),
        "take coin",
        TOOK,
        "look around",
        greenhouse(coin=False),
        notes="after 'You take the coin.' the look shows the potting bench with only a trowel: "
        "no coin; the person goes on, back south (the eighth round's call)",
    ),
    item(
        kitchen(),
        "move east",
        sunroom(),
        "move east",
        UNKNOWN,
        "look around",
        sunroom(),
        notes="'Unknown action: I'm not sure what you mean.' after a move toward no exit is a "
        "refusal (the ninth round's call): refused east; north is unvisited",
    ),
    item(
        kitchen(),
        "open door to north",
        PINE,
        "move east",
        sunroom(),
        "move west",
        kitchen("open"),
        notes="the pine door opened, then a loop through the sunroom and back: east visited; "
        "the open pine door north leads to a room not yet seen (go)",
    ),
    item(
        kitchen(),
        "open door to north",
        PINE,
        "move north",
        utility(),
        "open door to west",
        STEEL,
        "move west",
        garage(),
        "move south",
        UNKNOWN,
        "look around",
        garage(),
        notes="a coin in an open tool chest ('that contains a coin'), still there after a "
        "refused move south (refused south): take the coin",
    ),
    item(
        kitchen(),
        "open door to north",
        PINE,
        "move north",
        utility(),
        "open door to west",
        STEEL,
        "move west",
        garage(),
        "take coin",
        TOOK,
        "move east",
        utility("open"),
        notes="back in the utility room after the garage: both its doors open and both ways "
        "visited (all_visited); the way back is south, by which it was first entered",
    ),
    item(
        kitchen(),
        "move east",
        sunroom(),
        "move north",
        greenhouse(),
        notes="'a potting bench that has a coin, and a trowel on it': a coin on furniture in "
        "the room; take it",
    ),
    # ---- single rooms ----
    item(
        twx(
            "attic",
            ["a trunk that is closed", "a rocking horse", "a dressmaker's dummy", "a coin"],
            [("East", "bedroom", None)],
        ),
        R("attic", "e", coin=True),
        notes="the coin as a thing of its own ('In another part of the room you see a coin.'); "
        "the trunk is closed: take the coin",
    ),
    item(
        twx(
            "cellar",
            [
                "a wine rack, that has nothing on it",
                "a cash box that is closed",
                "a chest freezer that is closed",
            ],
            [("North", "hallway", "closed oak"), ("West", "laundry room", None)],
        ),
        R("cellar", "n w", closed="n"),
        notes="a closed cash box whose contents are not given: no coin; a closed oak door north "
        "(open it) and the laundry room west (go)",
    ),
    item(
        "Your task is to search the environment and find the coin.  Once you find the coin, take "
        "it.\n\n"
        + twx(
            "study",
            [
                "a desk, that has nothing on it",
                "a desk chair, that has nothing on it",
                "a filing cabinet that is closed",
            ],
            [("South", "bedroom", "closed louvred"), ("West", "hallway", None)],
        ),
        R("study", "s w", closed="s"),
        notes="the coin game's own task description before the first room (the coin task: an "
        "answer); a closed louvred door south and the hallway west",
    ),
    item(
        twx(
            "shed",
            [
                "a lawn mower",
                "a shelf that has a can of paint, and a coin on it",
                "a wheelbarrow, that has nothing on it",
            ],
            [("West", "backyard", "open mesh")],
        ),
        R("shed", "w", coin=True),
        notes="a coin on a shelf beside a can of paint: take it; the open mesh door west",
    ),
    item(
        twx(
            "hallway",
            [
                "a coat rack, that has nothing on it",
                "a shoe cabinet that is closed",
                "a console table, that has nothing on it",
            ],
            [
                ("North", "porch", "open glass"),
                ("South", "kitchen", None),
                ("East", "bedroom", "closed oak"),
                ("West", "dining room", None),
            ],
        ),
        R("hallway", "n s e w", closed="e"),
        notes="four ways: an open glass door north, no doors south and west, a closed oak door "
        "east (closed)",
    ),
    item(
        twx(
            "dining room",
            [
                "a dining table that has a candle, a coin, and a vase on it",
                "a sideboard that is closed",
                "a dining chair, that has nothing on it",
            ],
            [("East", "hallway", None)],
        ),
        R("dining room", "e", coin=True),
        notes="a coin in a list of things on the dining table: take it",
    ),
    item(
        twx(
            "porch",
            ["a mailbox that is closed", "a bench, that has nothing on it", "a doormat"],
            [("South", "hallway", "open glass")],
        ),
        R("porch", "s"),
        notes="a closed mailbox (contents not given): no coin; the one way is through the open "
        "glass door south",
    ),
    item(
        twx(
            "nursery",
            [
                "a crib, that has nothing on it",
                "an open toy chest, that contains a coin, and a teddy bear",
                "a changing table, that has nothing on it",
            ],
            [("North", "hallway", "closed louvred")],
        ),
        R("nursery", "n", closed="n", coin=True),
        notes="a coin in an open toy chest: take it (the only door, north, is closed)",
    ),
    item(
        twx(
            "wine cellar",
            ["a wine rack that has a bottle of port on it", "a barrel", "a stool"],
            [("North", "cellar", "closed oak"), ("East", "boiler room", "closed steel")],
        ),
        R("wine cellar", "n e", closed="n e"),
        notes="two closed doors and no other way: open either",
    ),
    item(
        twx(
            "side yard",
            [
                "a wheelbarrow, that has nothing on it",
                "a bird bath, that has nothing on it",
                "a garden gnome",
            ],
            [("North", "parlor", None), ("South", "alley", None)],
        ),
        R("side yard", "n s"),
        notes="the map-reading game's side yard in the coin game's manner: two open ways, no coin",
    ),
    item(
        twx(
            "bathroom",
            [
                "a toilet",
                "a bath tub, that has nothing on it",
                "a sink that has a coin, and a toothbrush on it",
            ],
            [("East", "corridor", "open glass")],
        ),
        R("bathroom", "e", coin=True),
        notes="a coin on the sink beside a toothbrush: take it",
    ),
]
