"""twx, forty-ninth round (no emphasis beyond a hidden test of the same kind): the coin game's
manner (none is engine output): eight walks (1-5 turns) on the street side of the engine's
locations, each walk a game of its own whose furniture holds its own things on every visit (a street
with the driveway north and a closed glass door east to the supermarket; a driveway with a car and a
closed fiberglass door north to the corridor; a supermarket of showcases and freezers; a corridor
with "a key holder that has a coin on it"): the task's description before a game's first room, "You
can't move there, the door is closed. ", `open door to east`, `open door to north` and `open door to
west`, "You open the glass door, revealing the supermarket. ", "You open the fiberglass door,
revealing the corridor. ", "You open the glass door, revealing the street. ", "You take the coin."
then `look around`, "Unknown action: I'm not sure what you mean." after a move toward no exit (left
behind by a move, kept by a look), a refusal cleared by an open and a look, returns to the street,
walks begun in the driveway, the supermarket and the corridor; single rooms and short histories: "a
fridge that is open, that contains a coin, and a carton of milk", "a towel rack that has a coin, and
a blue towel on it", a backyard of empty furniture, a pantry whose shelf holds nothing, "a clothes
drier that is open, that contains a coin", a bedroom whose closed chest of drawers is no door, a
living room's closed wood door refused and looked at, a supermarket's closed cash register, a
kitchen's move toward no exit left for the living room, a bathroom's frosted-glass door opened and
looked at, a coin on a driveway's floor beside a closed car, a corridor of four ways in three
states. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_STARTS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def _list(things: tuple[str, ...]) -> str:
    if len(things) == 1:
        return things[0]
    return ", ".join(things[:-1]) + ", and " + things[-1]


def on(name: str, things: tuple[str, ...] = ()) -> str:
    """A supporter as the engine prints it."""
    if not things:
        return f"{name}, that has nothing on it"
    return f"{name} that has {_list(things)} on it"


def box(name: str, things: tuple[str, ...] | None = None) -> str:
    """A container as the engine prints it: closed (None), open and empty, or open with things."""
    if things is None:
        return f"{name} that is closed"
    if not things:
        return f"{name} that is open, that is empty"
    return f"{name} that is open, that contains {_list(things)}"


def describe(room: str, furniture: list[str], exits: list[str], task: bool = False) -> str:
    parts = [f"You are in the {room}."]
    for i, f in enumerate(furniture):
        parts.append(f"{_STARTS[i % 4]} {f}.")
    text = " ".join(parts) + " \n" + "".join(e + " " for e in exits)
    return f"{TASK}\n\n{text}" if task else text


def shut(direction: str, door: str) -> str:
    return f"To the {direction.title()} you see a closed {door} door."


def through(direction: str, door: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction.title()} you see the {where}."


def way(direction: str, where: str) -> str:
    return f"To the {direction.title()} you see the {where}."


def opened(door: str, where: str) -> str:
    return f"You open the {door} door, revealing the {where}. "


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TAKEN = ("You take the coin.", K("took"))

# ---- the street side: STREET n DRIVEWAY, e SUPERMARKET (a glass door, closed at first);
# DRIVEWAY n CORRIDOR (a fiberglass door, closed at first; a coin on the key holder).


def street(glass: str = "closed", bench=(), task: bool = False) -> tuple:
    door = shut("east", "glass") if glass == "closed" else through("east", "glass", "supermarket")
    return (
        describe(
            "street",
            [box("a mailbox"), on("a bench", bench)],
            [way("north", "driveway"), door],
            task,
        ),
        R("street", "n e", closed="e" if glass == "closed" else ""),
    )


def driveway(fiber: str = "closed", task: bool = False) -> tuple:
    door = (
        shut("north", "fiberglass")
        if fiber == "closed"
        else through("north", "fiberglass", "corridor")
    )
    return (
        describe("driveway", [box("a car")], [door, way("south", "street")], task),
        R("driveway", "n s", closed="n" if fiber == "closed" else ""),
    )


def supermarket(glass: str = "open", showcase=(), task: bool = False) -> tuple:
    door = shut("west", "glass") if glass == "closed" else through("west", "glass", "street")
    return (
        describe(
            "supermarket",
            [on("a showcase", showcase), box("a freezer"), on("a shelf", ("a loaf of bread",))],
            [door],
            task,
        ),
        R("supermarket", "w", closed="w" if glass == "closed" else ""),
    )


def corridor(coin: bool = True, hat=(), task: bool = False) -> tuple:
    holder = ("a coin",) if coin else ()
    return (
        describe(
            "corridor",
            [on("a key holder", holder), box("a shoe cabinet"), on("a hat rack", hat)],
            [through("south", "fiberglass", "driveway")],
            task,
        ),
        R("corridor", "s", coin=coin),
    )


ITEMS = [
    item(
        street(task=True),
        "move east",
        CLOSED,
        "open door to east",
        (opened("glass", "supermarket"), K("opened", "east")),
        "move east",
        supermarket(showcase=("a bag of flour",)),
        notes="street side: the glass door refused as closed, opened, walked through; the "
        "supermarket's only way is the open door west (visited, initial, all_visited); the "
        "closed freezer holds no coin a person reads",
    ),
    item(
        street(bench=("a newspaper",), task=True),
        "move north",
        driveway(),
        "open door to north",
        (opened("fiberglass", "corridor"), K("opened", "north")),
        "move north",
        corridor(hat=("a red cap",)),
        "take coin",
        TAKEN,
        "look around",
        corridor(coin=False, hat=("a red cap",)),
        notes="street side: the coin on the key holder taken and the corridor looked at (no "
        "coin now); the only way south visited (initial, all_visited): go south",
    ),
    item(
        driveway(task=True),
        "move south",
        street(bench=("a paper cup",)),
        notes="street side, a game begun in the driveway: in the street north visited "
        "(initial), the glass door east closed: open east; the closed mailbox is no door",
    ),
    item(
        supermarket(glass="closed", showcase=("a carton of eggs",), task=True),
        "open door to west",
        (opened("glass", "street"), K("opened", "west")),
        "move west",
        street(glass="open", bench=("a pigeon feather",)),
        "move north",
        driveway(),
        "move south",
        street(glass="open", bench=("a pigeon feather",)),
        notes="street side, a game begun in the supermarket: back in the street north and east "
        "visited, the way first entered east (initial), all_visited: go back east",
    ),
    item(
        street(bench=("an umbrella",), task=True),
        "move west",
        UNKNOWN,
        "move north",
        driveway(),
        notes="street side: 'Unknown action' after a move toward no exit, a refusal left behind "
        "in the street; in the driveway south visited (initial), the fiberglass door north "
        "closed: open north",
    ),
    item(
        corridor(hat=("a straw hat",), task=True),
        "take coin",
        TAKEN,
        "move south",
        driveway(fiber="open"),
        "move south",
        street(bench=("a shopping list",)),
        notes="street side, a game begun in the corridor: the coin taken, then to the street: "
        "north visited (initial), the glass door east closed: open east",
    ),
    item(
        street(bench=("a sandwich",), task=True),
        "move south",
        UNKNOWN,
        "look around",
        street(bench=("a sandwich",)),
        notes="street side: a move south toward no exit answered 'Unknown action', and the look "
        "shows no way there, so the refusal stands; north open (go north), the glass door east "
        "closed (open east)",
    ),
    item(
        driveway(task=True),
        "move north",
        CLOSED,
        "open door to north",
        (opened("fiberglass", "corridor"), K("opened", "north")),
        "look around",
        driveway(fiber="open"),
        notes="street side, a game begun in the driveway: the fiberglass door refused as closed, "
        "then opened and looked at: the refusal cleared; north and south open: go either",
    ),
    item(
        (
            describe(
                "kitchen",
                [
                    box("a fridge", ("a coin", "a carton of milk")),
                    on("a counter", ("a clean knife",)),
                    "a stove",
                    box("a kitchen cupboard"),
                ],
                [way("south", "living room"), shut("west", "plain")],
                task=True,
            ),
            R("kitchen", "s w", closed="w", coin=True),
        ),
        notes="a coin in an open fridge is a coin in the room: take it",
    ),
    item(
        (
            describe(
                "bathroom",
                [
                    "a toilet",
                    on("a towel rack", ("a coin", "a blue towel")),
                    box("a bath cabinet"),
                ],
                [through("north", "frosted-glass", "corridor")],
                task=True,
            ),
            R("bathroom", "n", coin=True),
        ),
        notes="a coin on a towel rack beside a towel: take it",
    ),
    item(
        (
            describe(
                "backyard",
                [on("a patio table"), on("a patio chair"), "a barbeque", on("a garden")],
                [shut("west", "sliding patio"), way("north", "driveway")],
                task=True,
            ),
            R("backyard", "w n", closed="w"),
        ),
        notes="empty furniture, no coin; the sliding patio door west closed (open west), the "
        "driveway north open (go north)",
    ),
    item(
        (
            describe(
                "pantry",
                [on("a shelf"), "a folding chair"],
                [through("south", "plain", "kitchen")],
                task=True,
            ),
            R("pantry", "s"),
        ),
        notes="a shelf with nothing on it: no coin; the open plain door south is the way",
    ),
    item(
        (
            describe(
                "laundry room",
                [
                    box("a clothes drier", ("a coin",)),
                    box("a washing machine"),
                    on("a work table", ("a clothes iron",)),
                ],
                [way("east", "kitchen")],
                task=True,
            ),
            R("laundry room", "e", coin=True),
        ),
        notes="a coin in an open clothes drier: take it",
    ),
    item(
        (
            describe(
                "bedroom",
                [box("a chest of drawers"), on("a bed", ("a pillow",)), box("a wardrobe")],
                [shut("south", "wood"), way("east", "corridor")],
                task=True,
            ),
            R("bedroom", "s e", closed="s"),
        ),
        notes="a closed chest of drawers and wardrobe are no doors and hold no coin a person "
        "reads; the wood door south closed (open south), the corridor east open (go east)",
    ),
    item(
        (
            describe(
                "living room",
                [on("a sofa", ("a grey cushion",)), "a TV stand", on("a coffee table")],
                [shut("west", "wood"), shut("north", "screen")],
                task=True,
            ),
            R("living room", "w n", closed="w n"),
        ),
        "move west",
        CLOSED,
        "look around",
        (
            describe(
                "living room",
                [on("a sofa", ("a grey cushion",)), "a TV stand", on("a coffee table")],
                [shut("west", "wood"), shut("north", "screen")],
            ),
            R("living room", "w n", closed="w n"),
        ),
        notes="two closed doors; the wood door west refused as closed, and the look shows it "
        "still closed (the refusal kept): open west or open north",
    ),
    item(
        (
            describe(
                "supermarket",
                [box("a cash register"), on("a showcase", ("a bottle of milk",)), box("a freezer")],
                [through("west", "glass", "street")],
                task=True,
            ),
            R("supermarket", "w"),
        ),
        notes="a closed cash register's contents are not given: no coin read; the open glass "
        "door west is the way",
    ),
    item(
        (
            describe(
                "kitchen",
                [on("a counter", ("a red apple",)), box("a fridge"), "an oven"],
                [way("south", "living room")],
                task=True,
            ),
            R("kitchen", "s"),
        ),
        "move north",
        UNKNOWN,
        "move south",
        (
            describe(
                "living room",
                [on("a sofa"), "a TV stand"],
                [way("north", "kitchen"), shut("east", "sliding patio")],
            ),
            R("living room", "n e", closed="e"),
        ),
        notes="'Unknown action' after a move north toward no exit, left behind; in the living "
        "room north visited (initial), the sliding patio door east closed: open east",
    ),
    item(
        (
            describe(
                "bathroom",
                ["a toilet", "a sink", on("a bath mat")],
                [shut("north", "frosted-glass")],
                task=True,
            ),
            R("bathroom", "n", closed="n"),
        ),
        "open door to north",
        (opened("frosted-glass", "corridor"), K("opened", "north")),
        "look around",
        (
            describe(
                "bathroom",
                ["a toilet", "a sink", on("a bath mat")],
                [through("north", "frosted-glass", "corridor")],
            ),
            R("bathroom", "n"),
        ),
        notes="the only door opened and looked at: go north; a bath mat with nothing on it",
    ),
    item(
        (
            describe(
                "driveway",
                [box("a car"), "a coin"],
                [way("north", "backyard"), way("west", "street")],
                task=True,
            ),
            R("driveway", "n w", coin=True),
        ),
        notes="'There is also a coin.' on the driveway beside a closed car: take it",
    ),
    item(
        (
            describe(
                "corridor",
                [on("a key holder"), box("a shoe cabinet"), on("a coat hanger", ("a grey coat",))],
                [
                    shut("north", "wood"),
                    through("east", "frosted-glass", "bathroom"),
                    way("south", "kitchen"),
                    shut("west", "plain"),
                ],
                task=True,
            ),
            R("corridor", "n e s w", closed="n w"),
        ),
        notes="four ways in three states: the wood door north and plain door west closed (open "
        "them), the frosted-glass door east open and the kitchen south (go there); no coin",
    ),
]
