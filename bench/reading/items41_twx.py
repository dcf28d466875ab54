"""twx, forty-first round: the coin game's manner (none is engine output). Eight walks (2-5 turns)
on one house of the engine's locations, each walk a game of its own whose furniture holds its own
things on every visit (a backyard with a closed screen door north to the kitchen, an open patio door
east to the corridor and a closed sliding patio door west to a living room whose end table "has a
coin on it"; a kitchen with a closed plain door north to the pantry): the task's description before
the first room, "You can't move there, the door is closed. ", "open door to west", "You open the
sliding patio door, revealing the living room. ", "You open the screen door, revealing the kitchen.
", "You open the plain door, revealing the kitchen. ", "You take the coin." then `look around`,
"Unknown action: I'm not sure what you mean." after a move toward no exit then a look, a refusal
looked at, walks begun in the kitchen, the living room, the corridor and the pantry; single rooms:
"a bath mat that has a coin on it", "a laundry basket that has a coin, and a wet gray pullover on
it", "a shoe cabinet that is open, that contains a coin", "a freezer that is open, that contains a
coin, and a bag of peas", "a dishwasher that is open, that contains a coin, and a dirty saucepan", a
dressing table's coin taken and the bedroom looked at, a driveway's closed car, "a TV stand that has
a coin on it", "a folding chair that has a coin, and a bag of rice on it", a kitchen's plain door
opened and looked at, a bedroom whose only door is closed, "a patio chair that has a coin on it".
What a person reads in each text is declared beside it; the map facts and the person's actions are
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


def room(name: str, things: tuple[str, ...], ways: str) -> str:
    listed = "".join(f"{_LEADS[i % 4]}{thing}. " for i, thing in enumerate(things))
    return f"You are in the {name}. {listed}\n{ways}"


def first(step: tuple) -> tuple:
    """The game's first text: the task's description, a blank line, the room."""
    text, reading = step
    return (f"{TASK}\n\n{text}", reading)


OTHER_BACKYARD = (
    "a barbeque",
    "a workbench that has a shovel on it",
    "a patio chair, that has nothing on it",
    "a patio table, that has nothing on it",
    "a clothes line, that has nothing on it",
)
CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

# ---- the house: backyard n kitchen (a closed screen door), e corridor (an open patio door), w
# living room (a closed sliding patio door; the coin on the end table); kitchen n pantry (a closed
# plain door).

BACKYARD_THINGS = (
    "a barbeque",
    "a workbench that has a hammer on it",
    "a patio chair, that has nothing on it",
    "a patio table that has a watering can on it",
    "a clothes line, that has nothing on it",
)


def backyard(screen: bool = False, sliding: bool = False, things: tuple = BACKYARD_THINGS) -> tuple:
    north = (
        "Through an open screen door, to the North you see the kitchen. "
        if screen
        else "To the North you see a closed screen door. "
    )
    west = (
        "Through an open sliding patio door, to the West you see the living room. "
        if sliding
        else "To the West you see a closed sliding patio door. "
    )
    ways = f"{north}Through an open patio door, to the East you see the corridor. {west}"
    closed = " ".join(d for d, is_open in (("n", screen), ("w", sliding)) if not is_open)
    return (room("backyard", things, ways), R("backyard", "n e w", closed=closed))


def kitchen(screen: bool = True, plain: bool = False) -> tuple:
    north = (
        "Through an open plain door, to the North you see the pantry. "
        if plain
        else "To the North you see a closed plain door. "
    )
    south = (
        "Through an open screen door, to the South you see the backyard. "
        if screen
        else "To the South you see a closed screen door. "
    )
    closed = " ".join(d for d, is_open in (("n", plain), ("s", screen)) if not is_open)
    things = (
        "a stove",
        "an oven",
        "a fridge that is closed",
        "a counter that has a loaf of bread on it",
        "a kitchen cupboard that is closed",
        "a dishwasher that is closed",
    )
    return (room("kitchen", things, north + south), R("kitchen", "n s", closed=closed))


def living(sliding: bool = True, coin: bool = True) -> tuple:
    table = "a end table that has a coin on it" if coin else "a end table, that has nothing on it"
    things = (
        "a wastepaper basket that is closed",
        "a book case that has a photo album on it",
        "a arm chair, that has nothing on it",
        table,
        "a sofa, that has nothing on it",
    )
    east = (
        "Through an open sliding patio door, to the East you see the backyard. "
        if sliding
        else "To the East you see a closed sliding patio door. "
    )
    return (
        room("living room", things, east),
        R("living room", "e", closed="" if sliding else "e", coin=coin),
    )


CORRIDOR = (
    room(
        "corridor",
        (
            "a key holder, that has nothing on it",
            "a shoe cabinet that is closed",
            "a umbrella stand, that has nothing on it",
            "a hat rack that has a gray cap on it",
        ),
        "To the North you see a closed wood door. Through an open patio door, to the West you "
        "see the backyard. ",
    ),
    R("corridor", "n w", closed="n"),
)


def pantry(plain: bool = False) -> tuple:
    south = (
        "Through an open plain door, to the South you see the kitchen. "
        if plain
        else "To the South you see a closed plain door. "
    )
    things = ("a shelf that has a bag of flour, and a tin of sardines on it", "a folding chair")
    return (room("pantry", things, south), R("pantry", "s", closed="" if plain else "s"))


ITEMS = [
    item(
        first(backyard()),
        "move west",
        CLOSED,
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move west",
        living(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        living(coin=False),
        notes="A game from its first text: the closed sliding patio door refused, opened by "
        "direction, the living room entered; the coin on the end table taken and the room "
        "looked at (the end table has nothing on it). East is visited, initial and the only "
        "exit: all_visited, go east.",
    ),
    item(
        first(backyard()),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        notes="The closed screen door refused, opened and walked through: in the kitchen "
        "south is visited and initial, and the closed plain door north leads to the unvisited "
        "pantry: open north. The loaf of bread on the counter is no coin.",
    ),
    item(
        first(backyard()),
        "move east",
        CORRIDOR,
        "move west",
        backyard(),
        notes="Through the open patio door to the corridor and back to the first room: east "
        "is visited; the closed screen door north and sliding patio door west lead to "
        "unvisited rooms: open north or open west.",
    ),
    item(
        first(kitchen(screen=False)),
        "open door to south",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move south",
        backyard(screen=True),
        "move west",
        CLOSED,
        "look around",
        backyard(screen=True),
        notes="A game begun in the kitchen: the screen door opened from inside, the backyard "
        "entered, and the closed sliding patio door west refused and looked at, still closed "
        "(refused(west), closed(west) stand). North is visited and initial; the corridor east is "
        "not visited: go east, or open west.",
    ),
    item(
        first(living(sliding=False)),
        "take coin",
        ("You take the coin.", K("took")),
        "open door to east",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move east",
        backyard(sliding=True),
        notes="A game begun in the living room: the coin taken at once, the sliding patio door "
        "opened, the backyard entered. West is visited and initial; the corridor east is open "
        "and unvisited, the kitchen north behind a closed screen door: go east or open north.",
    ),
    item(
        first(CORRIDOR),
        "move west",
        backyard(things=OTHER_BACKYARD),
        "move south",
        UNKNOWN,
        "look around",
        backyard(things=OTHER_BACKYARD),
        notes="A game begun in the corridor (a game of its own: a shovel on the workbench, the "
        "patio table bare): in the backyard a move south (no exit there) is "
        "answered 'Unknown action: I'm not sure what you mean.' and the yard looked at: "
        "refused(south) stands. East is "
        "visited and initial; the closed doors north and west: open north or open west.",
    ),
    item(
        first(pantry()),
        "move south",
        CLOSED,
        "open door to south",
        ("You open the plain door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen(screen=False, plain=True),
        notes="A game begun in the pantry: the plain door refused, opened, walked through. In "
        "the kitchen north is visited and initial; the screen door south is closed: open "
        "south. The shelf in the pantry holds flour and sardines, no coin.",
    ),
    item(
        first(backyard()),
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move west",
        living(),
        notes="The sliding patio door opened before any move, the living room entered: 'a end "
        "table that has a coin on it': take coin.",
    ),
    # ---- single rooms and short histories, each a game of its own
    item(
        first(
            (
                room(
                    "bathroom",
                    (
                        "a toilet",
                        "a sink, that has nothing on it",
                        "a bathroom cabinet that is closed",
                        "a bath mat that has a coin on it",
                    ),
                    "To the West you see the corridor. ",
                ),
                R("bathroom", "w", coin=True),
            )
        ),
        notes="The coin lies on the bath mat ('a bath mat that has a coin on it'): take coin. "
        "The closed bathroom cabinet is no door.",
    ),
    item(
        (
            room(
                "laundry room",
                (
                    "a washing machine that is closed",
                    "a clothes drier that is closed",
                    "a laundry basket that has a coin, and a wet gray pullover on it",
                    "a work table, that has nothing on it",
                ),
                "To the East you see a closed plain door. To the West you see the kitchen. ",
            ),
            R("laundry room", "e w", closed="e", coin=True),
        ),
        notes="'a laundry basket that has a coin, and a wet gray pullover on it': the coin is "
        "in the room, take coin. The closed plain door east, the kitchen west.",
    ),
    item(
        (
            room(
                "corridor",
                (
                    "a key holder that has a set of keys on it",
                    "a shoe cabinet that is open, that contains a coin",
                    "a coat hanger, that has nothing on it",
                ),
                "To the North you see a closed wood door. To the South you see the living room. "
                "To the East you see a closed plain door. ",
            ),
            R("corridor", "n s e", closed="n e", coin=True),
        ),
        notes="'a shoe cabinet that is open, that contains a coin': the coin is in an open "
        "cabinet in the room: take coin. The keys are no coin.",
    ),
    item(
        first(
            (
                room(
                    "supermarket",
                    (
                        "a freezer that is open, that contains a coin, and a bag of peas",
                        "a cash register that is closed",
                        "a shelf that has a box of cereal on it",
                    ),
                    "To the East you see the street. ",
                ),
                R("supermarket", "e", coin=True),
            )
        ),
        notes="The coin is in an open freezer beside a bag of peas: take coin. The closed cash "
        "register gives no coin.",
    ),
    item(
        (
            room(
                "kitchen",
                (
                    "a stove",
                    "an oven",
                    "a fridge that is closed",
                    "a dishwasher that is open, that contains a coin, and a dirty saucepan",
                    "a dining chair, that has nothing on it",
                ),
                "To the South you see the living room. To the West you see a closed wood door. ",
            ),
            R("kitchen", "s w", closed="w", coin=True),
        ),
        notes="'a dishwasher that is open, that contains a coin, and a dirty saucepan': a coin "
        "in the room, take coin.",
    ),
    item(
        (
            room(
                "bedroom",
                (
                    "a dressing table that has a coin, and a hairbrush on it",
                    "a desk chair, that has nothing on it",
                    "a wardrobe that is closed",
                    "a bed, that has nothing on it",
                ),
                "Through an open wood door, to the South you see the corridor. ",
            ),
            R("bedroom", "s", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            room(
                "bedroom",
                (
                    "a dressing table that has a hairbrush on it",
                    "a desk chair, that has nothing on it",
                    "a wardrobe that is closed",
                    "a bed, that has nothing on it",
                ),
                "Through an open wood door, to the South you see the corridor. ",
            ),
            R("bedroom", "s"),
        ),
        notes="The coin taken from the dressing table and the bedroom looked at (only the "
        "hairbrush left): no coin. South, through an open wood door, is the only exit, not "
        "visited by a move: go south.",
    ),
    item(
        first(
            (
                room(
                    "driveway",
                    ("a car that is closed", "a bicycle"),
                    "To the North you see the backyard. To the West you see the street. ",
                ),
                R("driveway", "n w"),
            )
        ),
        notes="No coin (the closed car is no door and shows no coin): the backyard north and "
        "the street west: go north or west.",
    ),
    item(
        first(
            (
                room(
                    "living room",
                    (
                        "a wastepaper basket that is closed",
                        "a TV stand that has a coin on it",
                        "a side table, that has nothing on it",
                        "a coffee table that has a teapot on it",
                    ),
                    "To the North you see a closed wood door. To the East you see the kitchen. ",
                ),
                R("living room", "n e", closed="n", coin=True),
            )
        ),
        notes="After the task's description: 'a TV stand that has a coin on it': take coin.",
    ),
    item(
        (
            room(
                "pantry",
                ("a folding chair that has a coin, and a bag of rice on it", "a shelf"),
                "Through an open plain door, to the North you see the kitchen. ",
            ),
            R("pantry", "n", coin=True),
        ),
        notes="The coin on a folding chair beside a bag of rice: take coin. North, through an "
        "open plain door, is the only exit.",
    ),
    item(
        (
            room(
                "kitchen",
                (
                    "a stove",
                    "an oven",
                    "a counter, that has nothing on it",
                    "a trash can that is closed",
                ),
                "To the North you see a closed plain door. To the South you see the backyard. ",
            ),
            R("kitchen", "n s", closed="n"),
        ),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "look around",
        (
            room(
                "kitchen",
                (
                    "a stove",
                    "an oven",
                    "a counter, that has nothing on it",
                    "a trash can that is closed",
                ),
                "Through an open plain door, to the North you see the pantry. To the South you "
                "see the backyard. ",
            ),
            R("kitchen", "n s"),
        ),
        notes="The closed plain door north opened by direction and the kitchen looked at: "
        "north is an open exit, not visited, like the backyard south. No coin: go north or "
        "south.",
    ),
    item(
        first(
            (
                room(
                    "bedroom",
                    (
                        "a chest of drawers that is closed",
                        "a night stand, that has nothing on it",
                        "a bed, that has nothing on it",
                    ),
                    "To the West you see a closed sliding patio door. ",
                ),
                R("bedroom", "w", closed="w"),
            )
        ),
        notes="The only way is a closed sliding patio door west; no coin (the chest of drawers "
        "is closed, no door): open west.",
    ),
    item(
        first(
            (
                room(
                    "backyard",
                    (
                        "a barbeque",
                        "a workbench, that has nothing on it",
                        "a patio chair that has a coin on it",
                        "a garden, that has nothing on it",
                    ),
                    "To the South you see a closed patio door. To the East you see the driveway. ",
                ),
                R("backyard", "s e", closed="s", coin=True),
            )
        ),
        notes="After the task's description: 'a patio chair that has a coin on it': take coin. "
        "The closed patio door south and the driveway east are exits.",
    ),
]
