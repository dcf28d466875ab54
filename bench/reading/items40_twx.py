"""twx, fortieth round: the coin game's manner (none is engine output). Eight walks (1-4 turns) on
one house of the engine's locations, each walk a game of its own whose key holder and coffee
table hold their own things on every visit (a corridor with a closed wood door north to a bedroom
whose night stand "has a coin, and a reading lamp on it", the living room east and a closed plain
door west to the laundry room; a living room with a closed patio door south to the backyard):
"You can't move there, the door is closed. " then `look around`, "open door to north", "You open
the wood door, revealing the bedroom. ", "You open the plain door, revealing the laundry room. ",
"You open the patio door, revealing the backyard. ", "You take the coin." then `look around`,
"Unknown action: I'm not sure what you mean." after a move toward no exit and then a look, the
task's description before the first room, walks begun in the living room; single rooms: a pantry
shelf "that has a jar of honey, and a coin on it", a bathroom whose coin is a thing of its own
beside a closed bathroom cabinet, a supermarket shelf "that has a coin, and a bag of rice on it",
"a clothes drier that is open, that contains a coin, and a sock", a kitchen's dining chair with a
coin after the task's description, a bedroom whose only door is closed, a corridor of four ways
(a closed door, an open door, no door), a sofa "that has a coin, and a remote on it", a garden
with a coin after the task's description, a coin taken in the kitchen and the kitchen looked at
again, a street's closed mailbox, a backyard's patio door refused, opened and looked at. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_LEADS = (
    "In one part of the room you see ",
    "There is also ",
    "You also see ",
    "In another part of the room you see ",
)


def things(*names: str) -> str:
    return "".join(f"{_LEADS[i % 4]}{name}. " for i, name in enumerate(names))


def place(room: str, names: tuple, ways: str) -> str:
    return f"You are in the {room}. {things(*names)}\n{ways}"


def first(step: tuple) -> tuple:
    """The game's first text: the task's description, a blank line, the room."""
    text, reading = step
    return (f"{TASK}\n\n{text}", reading)


# ---- the house: corridor n bedroom (closed wood door; the coin), e living room, w laundry room
# (closed plain door); living room s backyard (closed patio door).


def corridor(holder: str, wood: str = "closed", plain: str = "closed") -> tuple:
    names = (
        f"a key holder{holder}",
        "a shoe cabinet that is closed",
        "a umbrella stand, that has nothing on it",
        "a hat rack, that has nothing on it",
        "a coat hanger, that has nothing on it",
    )
    north = (
        "To the North you see a closed wood door. "
        if wood == "closed"
        else "Through an open wood door, to the North you see the bedroom. "
    )
    west = (
        "To the West you see a closed plain door. "
        if plain == "closed"
        else "Through an open plain door, to the West you see the laundry room. "
    )
    return (
        place("corridor", names, f"{north}To the East you see the living room. {west}"),
        R(
            "corridor",
            "n e w",
            closed=" ".join(d for d, s in (("n", wood), ("w", plain)) if s == "closed"),
        ),
    )


def bedroom(coin: bool = True) -> tuple:
    stand = (
        "a night stand that has a coin, and a reading lamp on it"
        if coin
        else "a night stand that has a reading lamp on it"
    )
    names = (
        "a dressing table, that has nothing on it",
        "a desk chair, that has nothing on it",
        "a desk, that has nothing on it",
        "a chest of drawers that is closed",
        "a wardrobe that is closed",
        stand,
        "a bed, that has nothing on it",
    )
    return (
        place("bedroom", names, "Through an open wood door, to the South you see the corridor. "),
        R("bedroom", "s", coin=coin),
    )


def living_room(table: str, patio: str = "closed") -> tuple:
    names = (
        "a wastepaper basket that is closed",
        "a book case, that has nothing on it",
        "a TV stand, that has nothing on it",
        "a arm chair, that has nothing on it",
        "a side table, that has nothing on it",
        f"a coffee table{table}",
        "a sofa, that has nothing on it",
    )
    south = (
        "To the South you see a closed patio door. "
        if patio == "closed"
        else "Through an open patio door, to the South you see the backyard. "
    )
    return (
        place("living room", names, f"{south}To the West you see the corridor. "),
        R("living room", "s w", closed="s" if patio == "closed" else ""),
    )


LAUNDRY = (
    place(
        "laundry room",
        (
            "a washing machine that is closed",
            "a clothes drier that is closed",
            "a laundry basket, that has nothing on it",
            "a work table, that has nothing on it",
        ),
        "Through an open plain door, to the East you see the corridor. ",
    ),
    R("laundry room", "e"),
)
BACKYARD = (
    place(
        "backyard",
        (
            "a barbeque",
            "a workbench, that has nothing on it",
            "a patio chair, that has nothing on it",
            "a patio table, that has nothing on it",
            "a clothes line, that has nothing on it",
            "a garden, that has nothing on it",
        ),
        "Through an open patio door, to the North you see the living room. ",
    ),
    R("backyard", "n"),
)
CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."

ITEMS = [
    item(
        corridor(", that has nothing on it"),
        "move north",
        (CLOSED, K("refused")),
        "move west",
        (CLOSED, K("refused")),
        "look around",
        corridor(", that has nothing on it"),
        notes="two refusals at closed doors kept by a look: north and west refused and closed",
    ),
    item(
        corridor(" that has a bunch of keys on it"),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        notes="the wood door opened by direction and walked through; a coin on the night stand",
    ),
    item(
        corridor(" that has a dog lead on it"),
        "move east",
        living_room(", that has nothing on it"),
        "move west",
        corridor(" that has a dog lead on it"),
        notes="back in the first room: east visited; both doors closed",
    ),
    item(
        living_room(" that has a teapot on it"),
        "move west",
        corridor(" that has a torch on it"),
        notes="a walk begun in the living room: east visited and the way back",
    ),
    item(
        corridor(" that has a padlock on it"),
        "open door to west",
        ("You open the plain door, revealing the laundry room. ", K("opened")),
        "move west",
        LAUNDRY,
        "move east",
        corridor(" that has a padlock on it", plain="open"),
        notes="back from the laundry room: west visited; the wood door north still closed",
    ),
    item(
        living_room(" that has a vase on it"),
        "open door to south",
        ("You open the patio door, revealing the backyard. ", K("opened")),
        "move south",
        BACKYARD,
        "move north",
        living_room(" that has a vase on it", patio="open"),
        notes="back in the first room: south visited; west unvisited",
    ),
    item(
        first(corridor(", that has nothing on it")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the bedroom looked at: the way back south, all visited",
    ),
    item(
        living_room(" that has a newspaper on it"),
        "move north",
        (UNKNOWN, K("refused")),
        "look around",
        living_room(" that has a newspaper on it"),
        notes="'Unknown action' after a move toward no exit is a refusal: north refused",
    ),
    # ---- single rooms and short histories
    item(
        place(
            "pantry",
            (
                "a folding chair, that has nothing on it",
                "a shelf that has a jar of honey, and a coin on it",
            ),
            "Through an open wood door, to the West you see the kitchen. ",
        ),
        R("pantry", "w", coin=True),
        notes="a coin on the pantry shelf",
    ),
    item(
        place(
            "bathroom",
            (
                "a toilet",
                "a bath mat",
                "a bathroom cabinet that is closed",
                "a coin",
            ),
            "To the East you see a closed frosted-glass door. ",
        ),
        R("bathroom", "e", closed="e", coin=True),
        notes="a coin as a thing of its own; the cabinet is no door of the room",
    ),
    item(
        place(
            "supermarket",
            (
                "a showcase, that has nothing on it",
                "a shelf that has a coin, and a bag of rice on it",
            ),
            "To the South you see the street. ",
        ),
        R("supermarket", "s", coin=True),
        notes="a coin on a supermarket shelf",
    ),
    item(
        place(
            "laundry room",
            (
                "a washing machine that is closed",
                "a clothes drier that is open, that contains a coin, and a sock",
                "a laundry basket, that has nothing on it",
                "a work table, that has nothing on it",
            ),
            "To the North you see the kitchen. To the South you see a closed glass door. ",
        ),
        R("laundry room", "n s", closed="s", coin=True),
        notes="a coin in an open clothes drier",
    ),
    item(
        first(
            (
                place(
                    "kitchen",
                    (
                        "a stove",
                        "an oven",
                        "a fridge that is closed",
                        "a counter, that has nothing on it",
                        "a kitchen cupboard that is closed",
                        "a cutlery drawer that is closed",
                        "a trash can that is closed",
                        "a dishwasher that is closed",
                        "a dining chair that has a coin on it",
                    ),
                    "To the North you see a closed screen door. To the East you see the corridor. ",
                ),
                R("kitchen", "n e", closed="n", coin=True),
            )
        ),
        notes="the task's description before the room; a coin on the dining chair",
    ),
    item(
        place(
            "bedroom",
            (
                "a dressing table, that has nothing on it",
                "a desk chair, that has nothing on it",
                "a wardrobe that is closed",
                "a bed that has a pillow on it",
            ),
            "To the West you see a closed wood door. ",
        ),
        R("bedroom", "w", closed="w"),
        notes="the only door closed: open it; the wardrobe is no door of the room",
    ),
    item(
        place(
            "corridor",
            (
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a hat rack that has a cap on it",
            ),
            "To the North you see a closed glass door. Through an open wood door, to the East "
            "you see the kitchen. To the South you see the living room. To the West you see a "
            "closed plain door. ",
        ),
        R("corridor", "n e s w", closed="n w"),
        notes="four ways: two closed doors, an open door, no door",
    ),
    item(
        place(
            "living room",
            (
                "a book case, that has nothing on it",
                "a arm chair, that has nothing on it",
                "a sofa that has a coin, and a remote on it",
            ),
            "To the North you see the kitchen. To the East you see a closed sliding patio door. ",
        ),
        R("living room", "n e", closed="e", coin=True),
        notes="a coin on the sofa beside a remote",
    ),
    item(
        first(
            (
                place(
                    "backyard",
                    (
                        "a barbeque",
                        "a patio chair, that has nothing on it",
                        "a clothes line, that has nothing on it",
                        "a garden that has a coin on it",
                    ),
                    "To the South you see the driveway. To the West you see a closed screen door. ",
                ),
                R("backyard", "w s", closed="w", coin=True),
            )
        ),
        notes="the task's description before the room; a coin in the garden",
    ),
    item(
        (
            place(
                "kitchen",
                (
                    "a stove",
                    "a fridge that is closed",
                    "a counter that has a coin, and a bread knife on it",
                    "a dining chair, that has nothing on it",
                ),
                "To the South you see the pantry. To the West you see a closed plain door. ",
            ),
            R("kitchen", "s w", closed="w", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            place(
                "kitchen",
                (
                    "a stove",
                    "a fridge that is closed",
                    "a counter that has a bread knife on it",
                    "a dining chair, that has nothing on it",
                ),
                "To the South you see the pantry. To the West you see a closed plain door. ",
            ),
            R("kitchen", "s w", closed="w"),
        ),
        notes="the coin taken and the kitchen looked at: no coin now; the person goes on",
    ),
    item(
        place(
            "street",
            (
                "a mailbox that is closed",
                "a bench that has a pigeon feather on it",
            ),
            "To the North you see the driveway. To the East you see the supermarket. ",
        ),
        R("street", "n e"),
        notes="a closed mailbox holds nothing a person can see: no coin",
    ),
    item(
        (
            place(
                "backyard",
                (
                    "a barbeque",
                    "a workbench that has a trowel on it",
                    "a garden, that has nothing on it",
                ),
                "To the North you see the driveway. To the East you see a closed patio door. ",
            ),
            R("backyard", "e n", closed="e"),
        ),
        "move east",
        (CLOSED, K("refused")),
        "open door to east",
        ("You open the patio door, revealing the living room. ", K("opened")),
        "look around",
        (
            place(
                "backyard",
                (
                    "a barbeque",
                    "a workbench that has a trowel on it",
                    "a garden, that has nothing on it",
                ),
                "To the North you see the driveway. Through an open patio door, to the East you "
                "see the living room. ",
            ),
            R("backyard", "e n"),
        ),
        notes="a refusal at the patio door, cleared by the open and the look",
    ),
]
