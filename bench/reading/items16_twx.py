"""twx, sixteenth round: TextWorldExpress's coin game and its manner, whose rooms are long lists
of furniture and appliances (many with doors of their own: a shoe cabinet, a fridge, a washing
machine, a car, a cash register, a bathroom cabinet, all "that is closed") before the exits.
Ten walks on one map of the engine's locations (a corridor with a shut wood door east and a shut
patio door south, a kitchen with a shut plain door to the pantry, a pantry with a coin on its
shelf, a bedroom with a coin in an open wardrobe, a bathroom, a backyard): "You can't move there,
the door is closed. ", "open door to east", "You open the wood door, revealing the bedroom. ",
"You take the coin." then `look around`, "Unknown action: I'm not sure what you mean." after a
move toward no exit, loops; the task's description before a walk's first room. Ten single rooms
(living room, laundry room, driveway, street, supermarket, bedroom, backyard, kitchen, pantry,
bathroom) with coins among the things on a coffee table, a patio table and a shelf, in an open
clothes drier, on the street, and none in a closed cash register (none is engine output). What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def corridor(wood_open: bool = False, patio_open: bool = False, task: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom. "
        if wood_open
        else "To the East you see a closed wood door. "
    )
    south = (
        "Through an open patio door, to the South you see the backyard. "
        if patio_open
        else "To the South you see a closed patio door. "
    )
    text = (
        "You are in the corridor. In one part of the room you see a key holder, that has a "
        "bunch of keys on it. There is also a shoe cabinet that is closed. You also see a "
        "umbrella stand, that has an umbrella on it. In another part of the room you see a hat "
        "rack, that has a straw hat on it. In one part of the room you see a coat hanger, that "
        "has a raincoat on it. There is also a grandfather clock. \n"
        "To the North you see the bathroom. " + east + south + "To the West you see the "
        "kitchen. "
    )
    closed = " ".join(d for d, o in (("e", wood_open), ("s", patio_open)) if not o)
    return (
        (TASK if task else "") + text,
        R(
            "corridor",
            "n e s w",
            closed=closed,
            leads={"n": "bathroom", "e": "bedroom", "s": "backyard", "w": "kitchen"},
        ),
    )


def kitchen(plain_open: bool = False, task: bool = False) -> tuple:
    north = (
        "Through an open plain door, to the North you see the pantry. "
        if plain_open
        else "To the North you see a closed plain door. "
    )
    text = (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has a chopping board, and a bread knife on it. In one part of the room "
        "you see a kitchen cupboard that is closed. There is also a cutlery drawer that is "
        "closed. You also see a trash can that is closed. In another part of the room you see "
        "a dishwasher that is closed. In one part of the room you see a dining chair, that has "
        "a tea towel on it. \n" + north + "To the East you see the corridor. "
    )
    return (
        (TASK if task else "") + text,
        R(
            "kitchen",
            "n e",
            closed="" if plain_open else "n",
            leads={"n": "pantry", "e": "corridor"},
        ),
    )


def pantry(coin: bool) -> tuple:
    shelf = (
        "a shelf, that has a jar of pickles, a coin, and a tin of peaches on it"
        if coin
        else "a shelf, that has a jar of pickles, and a tin of peaches on it"
    )
    return (
        f"You are in the pantry. In one part of the room you see {shelf}. There is also a "
        "folding chair, that has nothing on it. You also see a sack of potatoes. \n"
        "Through an open plain door, to the South you see the kitchen. ",
        R("pantry", "s", coin=coin, leads={"s": "kitchen"}),
    )


def bedroom(coin: bool) -> tuple:
    wardrobe = (
        "an open wardrobe, that contains a coin, and a grey scarf"
        if coin
        else "an open wardrobe, that contains a grey scarf"
    )
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has a "
        "hairbrush on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk, that has a reading lamp on it. In another part of the room you see a chest of "
        f"drawers that is closed. In one part of the room you see {wardrobe}. There is also a "
        "night stand, that has an alarm clock on it. You also see a bed, that has a pillow on "
        "it. \n"
        "Through an open wood door, to the West you see the corridor. ",
        R("bedroom", "w", coin=coin, leads={"w": "corridor"}),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub. You also see a sink, that has a bar of soap on it. In another part of the "
        "room you see a bathroom cabinet that is closed. In one part of the room you see a "
        "towel rack, that has a bath towel on it. \n"
        "To the South you see the corridor. ",
        R("bathroom", "s", leads={"s": "corridor"}),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has a hammer on it. You also see a patio chair, that has nothing on "
        "it. In another part of the room you see a patio table, that has a flowerpot on it. In "
        "one part of the room you see a clothes line, that has a bedsheet on it. There is also "
        "a garden, that has nothing on it. \n"
        "Through an open patio door, to the North you see the corridor. ",
        R("backyard", "n", leads={"n": "corridor"}),
    )


CLOSED = ("You can't move there, the door is closed. ", K("refused", door="closed"))
WOOD = ("You open the wood door, revealing the bedroom. ", K("opened"))
PLAIN = ("You open the plain door, revealing the pantry. ", K("opened"))
PATIO = ("You open the patio door, revealing the backyard. ", K("opened"))
TOOK = ("You take the coin. ", K("took"))

ITEMS = [
    # ---- the walks ----
    item(
        corridor(task=True),
        "move east",
        CLOSED,
        "open door to east",
        WOOD,
        "move east",
        bedroom(True),
        notes="the coin task's description before the first room; the wood door refused, opened "
        "and walked through; a coin in the open wardrobe (its contents given): take coin",
    ),
    item(
        corridor(task=True),
        "move west",
        kitchen(),
        "move north",
        CLOSED,
        "open door to north",
        PLAIN,
        "move north",
        pantry(True),
        "take coin",
        TOOK,
        "look around",
        pantry(False),
        notes="the plain door refused, opened and walked through, the coin taken and the pantry "
        "looked at again: its only way (south) visited and the way first entered: go south",
    ),
    item(
        corridor(task=True),
        "move north",
        bathroom(),
        "move east",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        bathroom(),
        notes="a move toward no exit answered 'Unknown action' (a refusal, the ninth round's "
        "call), kept by the look; the bathroom cabinet is a thing; south visited and the way "
        "first entered: go south",
    ),
    item(
        corridor(task=True),
        "open door to south",
        PATIO,
        "move south",
        backyard(),
        "move north",
        corridor(patio_open=True),
        "move west",
        kitchen(),
        notes="a four-turn walk out to the backyard and back, then into the kitchen: the "
        "corridor (east) visited and the way first entered, the plain door north closed: open "
        "north; the closed appliances are things",
    ),
    item(
        corridor(task=True),
        "open door to east",
        WOOD,
        "move west",
        kitchen(),
        "move east",
        corridor(wood_open=True),
        "move north",
        bathroom(),
        "move south",
        corridor(wood_open=True),
        notes="a five-turn walk back to the first room twice: the kitchen and the bathroom "
        "visited, the wood door east open (unvisited), the patio door south closed: go east, "
        "open south",
    ),
    item(
        corridor(task=True),
        "move east",
        CLOSED,
        "open door to east",
        WOOD,
        "move east",
        bedroom(True),
        "take coin",
        TOOK,
        "look around",
        bedroom(False),
        notes="the wood door refused, opened and walked through, the coin taken from the "
        "wardrobe and the bedroom looked at again: its only way (west) visited: go west",
    ),
    item(
        corridor(task=True),
        "move south",
        CLOSED,
        "open door to south",
        PATIO,
        "move south",
        backyard(),
        notes="the patio door refused, opened and walked through; the backyard's only way "
        "(north) visited and the way first entered: all visited, go north",
    ),
    item(
        kitchen(task=True),
        "move north",
        CLOSED,
        "open door to north",
        PLAIN,
        "move north",
        pantry(True),
        "take coin",
        TOOK,
        "look around",
        pantry(False),
        "move south",
        kitchen(plain_open=True),
        "move east",
        corridor(),
        notes="a seven-turn walk from the kitchen (the coin taken in the pantry) to the "
        "corridor: west visited and the way first entered, the bathroom north unvisited, the "
        "wood and patio doors closed: go north, open east, open south",
    ),
    item(
        bathroom(),
        "move south",
        corridor(),
        "move west",
        kitchen(),
        "move north",
        CLOSED,
        "open door to north",
        PLAIN,
        "move north",
        pantry(True),
        notes="a five-turn walk from the bathroom to the pantry through a door refused and "
        "opened; a coin on the shelf among the groceries: take coin",
    ),
    item(
        corridor(task=True),
        "open door to east",
        WOOD,
        "move east",
        bedroom(True),
        "take coin",
        TOOK,
        "move west",
        corridor(wood_open=True),
        "move south",
        CLOSED,
        "open door to south",
        PATIO,
        "look around",
        corridor(wood_open=True, patio_open=True),
        notes="a seven-turn walk: the coin taken in the bedroom, the patio door refused and "
        "opened (the refusal cleared), the corridor looked at with both doors open: the bedroom "
        "(east) visited, north, south and west unvisited: go north, south or west",
    ),
    # ---- single rooms ----
    item(
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has a dictionary on it. You also see a TV "
        "stand, that has a television on it. In another part of the room you see a arm chair, "
        "that has a cushion on it. In one part of the room you see a coffee table, that has a "
        "remote control, a coin, and a vase on it. There is also a sofa, that has nothing on "
        "it. \n"
        "To the North you see the corridor. To the East you see a closed sliding patio door. ",
        R("living room", "n e", closed="e", coin=True),
        notes="a coin among the things on the coffee table: take coin",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also an open clothes drier, that contains a coin, and a towel. You "
        "also see a laundry basket, that has a pair of jeans on it. In another part of the room "
        "you see a ironing board, that has nothing on it. \n"
        "To the South you see a closed plain door. To the West you see the kitchen. ",
        R("laundry room", "s w", closed="s", coin=True),
        notes="the closed washing machine is a thing; a coin in the open clothes drier (its "
        "contents given): take coin",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a bicycle. You also see a recycling bin that is closed. In another part of "
        "the room you see a wheelbarrow, that has a bag of compost on it. \n"
        "To the North you see the street. To the West you see a closed garage door. ",
        R("driveway", "n w", closed="w"),
        notes="a closed car and recycling bin are things, not doors; the garage door west "
        "closed, the street north: go north, open west",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bus stop bench, that has a newspaper on it. You also see a lamp post. "
        "In another part of the room you see a coin. \n"
        "To the South you see the driveway. To the East you see the supermarket. ",
        R("street", "s e", coin=True),
        notes="the coin as a thing of its own, in the street: take coin",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has a "
        "carton of eggs, and a block of cheese on it. There is also a shelf, that has a loaf "
        "of bread, a bag of rice, and a jar of jam on it. You also see a cash register that is "
        "closed. In another part of the room you see a shopping cart, that has a bag of apples "
        "on it. In one part of the room you see a checkout counter, that has nothing on it. \n"
        "To the West you see the street. ",
        R("supermarket", "w"),
        notes="a closed cash register whose contents are not given is no coin: go west",
    ),
    item(
        TASK + "You are in the bedroom. In one part of the room you see a chest of drawers that "
        "is closed. There is also a wardrobe that is closed. You also see a night stand, that "
        "has a lamp on it. In another part of the room you see a bed, that has a quilt on it. "
        "In one part of the room you see a piggy bank. \n"
        "To the North you see a closed wood door. Through an open sliding door, to the East "
        "you see the bathroom. ",
        R("bedroom", "n e", closed="n"),
        notes="the task's description before the room; a piggy bank is no coin, the closed "
        "wardrobe and chest of drawers are things: open north, go east",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table, that has a coin, and a glass of lemonade on it. You also see a patio "
        "chair, that has a sun hat on it. In another part of the room you see a clothes line, "
        "that has nothing on it. \n"
        "To the North you see a closed screen door. To the East you see the driveway. ",
        R("backyard", "n e", closed="n", coin=True),
        notes="a coin on the patio table: take coin",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is open, that contains a bottle of milk, and a "
        "lettuce. In another part of the room you see a counter, that has a kettle on it. In "
        "one part of the room you see a dishwasher that is closed. \n"
        "To the North you see a closed frosted-glass door. To the South you see the corridor. "
        "Through an open plain door, to the East you see the pantry. To the West you see a "
        "closed wood door. ",
        R("kitchen", "n s e w", closed="n w"),
        notes="an open fridge holding no coin and a closed dishwasher are things; four ways: "
        "north and west behind closed doors, south and east open: open north, go south, go "
        "east, open west",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a jar of "
        "honey, a coin, and a bag of flour on it. There is also a folding chair, that has a "
        "basket on it. \n"
        "Through an open plain door, to the South you see the kitchen. ",
        R("pantry", "s", coin=True),
        notes="a coin on the shelf among the groceries: take coin",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub. You also see a bathroom cabinet that is closed. In another part of the room "
        "you see a bath mat, that has a pair of slippers on it. \n"
        "To the West you see a closed wood door. ",
        R("bathroom", "w", closed="w"),
        notes="the closed bathroom cabinet is a thing; the only way, the wood door west, is "
        "closed: open west",
    ),
]
