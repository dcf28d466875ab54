"""twx, eighteenth round: TextWorldExpress's coin game's manner (none is engine output). Ten walks
on one map of the engine's own locations (a laundry room with the corridor north and a closed
plain door east to the bathroom, where the coin lies on a towel rack; a corridor with the living
room north and a closed wood door west to the bedroom): "You can't move there, the door is
closed. ", "open door to east", "You open the plain door, revealing the bathroom. ", "You take
the coin. " then `look around`, "Unknown action: I'm not sure what you mean." after a move toward
no exit, loops, the task's description before the first room; ten single rooms (kitchen,
pantry, driveway, street, supermarket, backyard, living room, bedroom, bathroom, laundry room)
with a coin on a counter, on a dressing table and in the street, in an open washing machine;
a closed cash register, a closed mailbox and a closed car. The walks are printed from one map by
functions, so a room reads the same on every visit. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def laundry(plain_open: bool = False) -> tuple:
    east = (
        "Through an open plain door, to the East you see the bathroom. "
        if plain_open
        else "To the East you see a closed plain door. "
    )
    leads = {"n": "corridor", "e": "bathroom"} if plain_open else {"n": "corridor"}
    return (
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a clothes drier that is closed. You also see a laundry basket, "
        "that has a grey sock on it. In another part of the room you see a work table, that has "
        "nothing on it. \nTo the North you see the corridor. " + east,
        R("laundry room", "n e", closed="" if plain_open else "e", leads=leads),
    )


def corridor(wood_open: bool = False) -> tuple:
    west = (
        "Through an open wood door, to the West you see the bedroom. "
        if wood_open
        else "To the West you see a closed wood door. "
    )
    leads = {"n": "living room", "s": "laundry room"}
    if wood_open:
        leads["w"] = "bedroom"
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand, that has nothing on it. \nTo the North you see the living room. To the South "
        "you see the laundry room. " + west,
        R("corridor", "n s w", closed="" if wood_open else "w", leads=leads),
    )


def bathroom(coin: bool = True) -> tuple:
    rack = "a coin, and a face cloth" if coin else "a face cloth"
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bathroom cabinet that is closed. You also see a bath mat. In another part of the room "
        f"you see a towel rack, that has {rack} on it. \nThrough an open plain door, to the "
        "West you see the laundry room. ",
        R("bathroom", "w", coin=coin, leads={"w": "laundry room"}),
    )


def living_room() -> tuple:
    return (
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a coffee table, that has a newspaper on it. You also see a TV "
        "stand, that has nothing on it. \nTo the South you see the corridor. ",
        R("living room", "s", leads={"s": "corridor"}),
    )


def bedroom() -> tuple:
    return (
        "You are in the bedroom. In one part of the room you see a bed, that has a pillow on it. "
        "There is also a wardrobe that is closed. You also see a night stand, that has nothing "
        "on it. \nThrough an open wood door, to the East you see the corridor. ",
        R("bedroom", "e", leads={"e": "corridor"}),
    )


ITEMS = [
    item(
        laundry(),
        "move north",
        corridor(),
        "move north",
        living_room(),
        notes="north twice into the living room: its only way, south, is visited (the way in): "
        "go south",
    ),
    item(
        laundry(),
        "move east",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to east",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "move east",
        bathroom(),
        notes="the plain door refused, opened and walked through: the coin on the towel rack: "
        "take it",
    ),
    item(
        laundry(),
        "open door to east",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "move east",
        bathroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bathroom(coin=False),
        notes="the coin taken and the room looked at again (the rack holds only a face cloth): "
        "no coin; west visited: go west",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        corridor(),
        notes="the wood door west refused and the corridor looked at with it still closed: the "
        "refusal stands; south visited, north not: go north or open west",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "open door to west",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move west",
        bedroom(),
        notes="the wood door opened and walked through: in the bedroom east is the way in: go east",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "move north",
        living_room(),
        "move south",
        corridor(),
        "move south",
        laundry(),
        notes="a loop back to the first room: north visited, the plain door east closed: open east",
    ),
    item(
        laundry(),
        "move south",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "open door to east",
        ("You open the plain door, revealing the bathroom.", K("opened")),
        notes="a move toward no exit answered 'Unknown action' (a refusal of south), then the "
        "plain door opened: go north or east",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "open door to west",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        living_room(),
        "move south",
        corridor(wood_open=True),
        notes="the wood door opened, north to the living room and back: north and south "
        "visited, west open and not: go west",
    ),
    item(
        laundry(),
        "open door to east",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "move north",
        corridor(),
        "move south",
        laundry(plain_open=True),
        notes="the plain door opened, north and back: the laundry room shows it open; north "
        "visited: go east",
    ),
    item(
        (TASK + laundry()[0], laundry()[1]),
        notes="the task's description before the first room (the coin task): go north or open "
        "the plain door east",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
        "that is closed. You also see a counter, that has a coin, and a loaf of bread on it. In "
        "another part of the room you see a dining table, that has nothing on it. \nTo the North "
        "you see a closed sliding patio door. To the West you see the corridor. ",
        R("kitchen", "n w", closed="n", coin=True),
        notes="a coin on the counter: take it",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a tin of "
        "beans on it. There is also a folding chair, that has nothing on it. \nThrough an open "
        "plain door, to the South you see the kitchen. ",
        R("pantry", "s", leads={"s": "kitchen"}),
        notes="the only way is the open plain door south: go south",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. \nTo the "
        "North you see the backyard. To the East you see the street. ",
        R("driveway", "n e"),
        notes="a closed car is no door and no coin: go north or east",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a coin. \nTo the West you see the driveway. To the East you see the "
        "supermarket. ",
        R("street", "w e", coin=True),
        notes="'There is also a coin.' in the street: take it (a closed mailbox is no coin)",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a cash register that is "
        "closed. There is also a showcase, that has nothing on it. You also see a shelf, that "
        "has a bag of flour on it. \nTo the West you see the street. ",
        R("supermarket", "w"),
        notes="a closed cash register is no coin to take: go west",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "clothes line, that has a towel on it. \nTo the South you see a closed patio door. To "
        "the East you see a closed screen door. To the West you see the driveway. ",
        R("backyard", "s e w", closed="s e"),
        notes="two closed doors and an open way west: open south or east, or go west",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion on it. There is also a bookcase, that has nothing on it. \nTo the North you see "
        "a closed wood door. To the South you see a closed patio door. To the East you see the "
        "kitchen. To the West you see a closed frosted-glass door. ",
        R("living room", "n s e w", closed="n s w"),
        notes="four ways, three behind closed doors: open north, south or west, or go east",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dressing table, that has a "
        "coin, and a hairbrush on it. There is also a chest of drawers that is closed. \nTo the "
        "South you see a closed wood door. ",
        R("bedroom", "s", closed="s", coin=True),
        notes="a coin on the dressing table: take it",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a bath tub. There is also a "
        "sink. \nTo the North you see a closed plain door. To the East you see a closed wood "
        "door. ",
        R("bathroom", "n e", closed="n e"),
        notes="two closed doors and nothing else: open north or east",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "open, that contains a coin. There is also a clothes drier that is closed. \nTo the West "
        "you see the kitchen. ",
        R("laundry room", "w", coin=True),
        notes="a coin in the open washing machine: take it",
    ),
]
