"""twx, twenty-sixth round: TextWorldExpress's coin game in its own manner (none of it engine
output), with the engine's own locations and furniture. Eight walks on one map (a living room with
the corridor east and a closed sliding patio door south to the backyard, whose clothes line holds
the coin; a corridor with a closed plain door north to the laundry room and the bathroom east): the
task's description before the first room, "You can't move there, the door is closed. " then `look
around`, "open door to south", "You open the sliding patio door, revealing the backyard. ", "You
take the coin." then `look around`, "Unknown action: I'm not sure what you mean." then `look
around`, loops back to the corridor and the living room. Twelve single rooms: a coin in an open
cutlery drawer, on an arm chair, as a thing of its own in the supermarket, the driveway and a
bedroom, among things on a pantry shelf, in an open shoe cabinet after the task's description; a
bedroom behind an open wood door, a street, a bathroom and a backyard with closed doors, a kitchen
where a move toward no exit is refused. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
_PREFIXES = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)


def room(name: str, things: list[str], ways: str) -> str:
    """A location as the coin game prints it: its things in turn, then its ways."""
    said = " ".join(f"{_PREFIXES[i % 4]} {thing}." for i, thing in enumerate(things))
    return f"You are in the {name}. {said} \n{ways}"


def task(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


# the map: living room e corridor, s backyard (a closed sliding patio door; the coin on the
# clothes line); corridor n laundry room (a closed plain door), e bathroom.
def living_room(patio_open: bool = False) -> tuple:
    things = [
        "a wastepaper basket that is closed",
        "a book case, that has nothing on it",
        "a TV stand, that has nothing on it",
        "a arm chair, that has nothing on it",
        "a side table, that has nothing on it",
        "a sofa, that has nothing on it",
    ]
    south = (
        "Through an open sliding patio door, to the South you see the backyard. "
        if patio_open
        else "To the South you see a closed sliding patio door. "
    )
    text = room("living room", things, f"To the East you see the corridor. {south}")
    return (
        text,
        R(
            "living room",
            "e s",
            closed="" if patio_open else "s",
            leads={"e": "corridor", **({"s": "backyard"} if patio_open else {})},
        ),
    )


def corridor(plain_open: bool = False) -> tuple:
    things = [
        "a key holder, that has nothing on it",
        "a shoe cabinet that is closed",
        "a hat rack, that has nothing on it",
        "a coat hanger, that has nothing on it",
    ]
    north = (
        "Through an open plain door, to the North you see the laundry room. "
        if plain_open
        else "To the North you see a closed plain door. "
    )
    text = room(
        "corridor",
        things,
        f"{north}To the East you see the bathroom. To the West you see the living room. ",
    )
    return (
        text,
        R(
            "corridor",
            "n e w",
            closed="" if plain_open else "n",
            leads={
                "e": "bathroom",
                "w": "living room",
                **({"n": "laundry room"} if plain_open else {}),
            },
        ),
    )


def laundry_room() -> tuple:
    things = [
        "a washing machine that is closed",
        "a clothes drier that is closed",
        "a laundry basket, that has nothing on it",
        "a ironing board, that has nothing on it",
    ]
    text = room(
        "laundry room", things, "Through an open plain door, to the South you see the corridor. "
    )
    return (text, R("laundry room", "s", leads={"s": "corridor"}))


def bathroom() -> tuple:
    things = [
        "a toilet",
        "a bath tub, that has nothing on it",
        "a sink, that has nothing on it",
        "a bathroom cabinet that is closed",
    ]
    text = room("bathroom", things, "To the West you see the corridor. ")
    return (text, R("bathroom", "w", leads={"w": "corridor"}))


def backyard(coin: bool = True) -> tuple:
    line = (
        "a clothes line that has a coin on it" if coin else "a clothes line, that has nothing on it"
    )
    things = [
        "a barbeque",
        "a workbench, that has nothing on it",
        "a patio chair, that has nothing on it",
        "a patio table, that has nothing on it",
        line,
        "a garden, that has nothing on it",
    ]
    text = room(
        "backyard",
        things,
        "Through an open sliding patio door, to the North you see the living room. ",
    )
    return (text, R("backyard", "n", coin=coin, leads={"n": "living room"}))


def odd_kitchen() -> tuple:
    things = [
        "a stove",
        "a fridge that is closed",
        "a counter that has a bread knife on it",
        "a dishwasher that is closed",
        "a dining chair, that has nothing on it",
    ]
    ways = "To the North you see a closed sliding patio door. To the South you see the pantry. "
    return (room("kitchen", things, ways), R("kitchen", "n s", closed="n"))


CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."
OPEN_PATIO = "You open the sliding patio door, revealing the backyard. "
OPEN_PLAIN = "You open the plain door, revealing the laundry room. "

ITEMS = [
    # ---- walks on one map ----
    item(
        task(living_room()),
        "move south",
        (CLOSED, K("refused", door="closed")),
        "look around",
        living_room(),
        notes="the sliding patio door refused, and a look shows it still closed: south closed "
        "and refused; go east or open south",
    ),
    item(
        living_room(),
        "open door to south",
        (OPEN_PATIO, K("opened")),
        "move south",
        backyard(),
        notes="the patio door opened by direction and walked through: the backyard's one way "
        "is the way in (visited, initial, all visited); a coin on the clothes line: take it",
    ),
    item(
        living_room(),
        "open door to south",
        (OPEN_PATIO, K("opened")),
        "move south",
        backyard(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        backyard(coin=False),
        notes="after 'You take the coin.' a look shows the backyard without it and the person "
        "goes on (the eighth round's call): back north, the way in",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move north",
        (CLOSED, K("refused", door="closed")),
        "open door to north",
        (OPEN_PLAIN, K("opened")),
        "move north",
        laundry_room(),
        notes="the plain door refused, opened and walked through: the laundry room's one way "
        "is the way in (visited, initial, all visited); no coin: go south",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move east",
        bathroom(),
        notes="the bathroom's one way is the way in (visited, initial, all visited); a closed "
        "bathroom cabinet holds no coin to take: go west",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move south",
        (UNKNOWN, K("refused")),
        "look around",
        corridor(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call); the plain door north closed, east not yet tried: open north or go east",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "open door to north",
        (OPEN_PLAIN, K("opened")),
        "move north",
        laundry_room(),
        "move south",
        corridor(plain_open=True),
        notes="back in the corridor from the laundry room, its door now open: north and west "
        "visited (west the way in); the bathroom east not yet tried: go east",
    ),
    item(
        task(living_room()),
        "open door to south",
        (OPEN_PATIO, K("opened")),
        "move south",
        backyard(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        backyard(coin=False),
        "move north",
        living_room(patio_open=True),
        notes="a six-move loop: the coin taken in the backyard and back to the first room with "
        "the patio door open: south visited; the corridor east not yet tried: go east",
    ),
    # ---- single rooms ----
    item(
        room(
            "kitchen",
            [
                "a stove",
                "an oven",
                "a fridge that is closed",
                "a counter, that has nothing on it",
                "a kitchen cupboard that is closed",
                "an open cutlery drawer, that contains a coin",
            ],
            "To the North you see the living room. To the West you see a closed plain door. ",
        ),
        R("kitchen", "n w", closed="w", coin=True),
        notes="an open cutlery drawer that contains a coin: the coin is within reach: take it",
    ),
    item(
        room(
            "living room",
            [
                "a book case, that has nothing on it",
                "a TV stand, that has nothing on it",
                "a arm chair that has a coin on it",
                "a coffee table, that has nothing on it",
                "a end table, that has nothing on it",
            ],
            "To the North you see a closed wood door. To the South you see the kitchen. ",
        ),
        R("living room", "n s", closed="n", coin=True),
        notes="a coin on the arm chair lies in the room: take it",
    ),
    item(
        room(
            "bedroom",
            [
                "a dressing table, that has nothing on it",
                "a desk, that has nothing on it",
                "a wardrobe that is closed",
                "a bed, that has nothing on it",
            ],
            "Through an open wood door, to the South you see the corridor. ",
        ),
        R("bedroom", "s"),
        notes="a closed wardrobe is no door of the room; one way, south, through an open door",
    ),
    item(
        room(
            "supermarket",
            [
                "a showcase that has a carton of eggs, and a loaf of bread on it",
                "a shelf, that has nothing on it",
                "a coin",
            ],
            "To the West you see the street. ",
        ),
        R("supermarket", "w", coin=True),
        notes="the coin as a thing of its own ('You also see a coin.'): take it",
    ),
    item(
        room(
            "street",
            ["a mailbox that is closed", "a bench, that has nothing on it"],
            "To the North you see the driveway. To the East you see the supermarket. ",
        ),
        R("street", "n e"),
        notes="a closed mailbox whose contents are not given: no coin; go north or east",
    ),
    item(
        room(
            "driveway",
            ["a car that is closed", "a coin"],
            "To the North you see the backyard. To the South you see the street. ",
        ),
        R("driveway", "n s", coin=True),
        notes="a closed car is no door; a coin lies here: take it",
    ),
    item(
        room(
            "pantry",
            [
                "a folding chair, that has nothing on it",
                "a shelf that has a bag of flour, a coin, and a jar of jam on it",
            ],
            "Through an open plain door, to the North you see the kitchen. ",
        ),
        R("pantry", "n", coin=True),
        notes="a coin among the things on the shelf: take it",
    ),
    item(
        room(
            "bathroom",
            [
                "a toilet",
                "a sink, that has nothing on it",
                "a bathroom cabinet that is closed",
                "a towel rack, that has nothing on it",
            ],
            "To the North you see a closed frosted-glass door. To the East you see a closed wood "
            "door. ",
        ),
        R("bathroom", "n e", closed="n e"),
        notes="two closed doors and a closed bathroom cabinet (no door of the room): open north "
        "or east",
    ),
    item(
        TASK
        + room(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "an open shoe cabinet, that contains a coin, and a pair of slippers",
                "a umbrella stand, that has nothing on it",
            ],
            "To the East you see the kitchen. To the South you see a closed wood door. ",
        ),
        R("corridor", "e s", closed="s", coin=True),
        notes="the coin game's own task before the room; a coin in the open shoe cabinet: take it",
    ),
    item(
        room(
            "backyard",
            [
                "a barbeque",
                "a workbench, that has nothing on it",
                "a patio table, that has nothing on it",
                "a garden, that has nothing on it",
            ],
            "To the North you see the kitchen. To the South you see the driveway. To the East "
            "you see a closed patio door. To the West you see a closed screen door. ",
        ),
        R("backyard", "n s e w", closed="e w"),
        notes="four ways, two of them through closed doors; no coin: go north or south, or "
        "open east or west",
    ),
    item(
        odd_kitchen(),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        odd_kitchen(),
        notes="'Unknown action' after a move west, toward no exit, then a look: west refused; "
        "open north or go south",
    ),
    item(
        room(
            "bedroom",
            [
                "a desk chair, that has nothing on it",
                "a chest of drawers that is closed",
                "a night stand, that has nothing on it",
                "a coin",
            ],
            "To the East you see a closed wood door. To the West you see the living room. ",
        ),
        R("bedroom", "e w", closed="e", coin=True),
        notes="the coin as a thing of its own in the bedroom: take it",
    ),
]
