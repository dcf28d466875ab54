"""twx, seventeenth round: the coin game's manner (none is engine output), with the engine's own
locations and furniture holding new things. Eight walks on one map (a laundry room where the
walks start, with a closed plain door west to a bathroom; a corridor north of it with a closed
wood door east to a bedroom, whose dressing table has the coin on it; a living room north of
the corridor): "You can't move there, the door is closed. " then `look around`, "open door to
west", "You open the wood door, revealing the bedroom. ", "You take the coin. " then `look
around`, loops back to the laundry room and the corridor with a door now open. Twelve single
rooms: a coin on a kitchen counter beside a lemon, on an umbrella stand, on a park bench in the
street, in a bath tub with a rubber duck, on its own ("You also see a coin."), after the task's
description; a closed freezer, car, recycling bin, mailbox and tool box; rooms of closed doors
and one of four ways. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PLAIN = "You open the plain door, revealing the bathroom. "
WOOD = "You open the wood door, revealing the bedroom. "
TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def laundry(plain_open: bool = False) -> tuple:
    west = (
        "Through an open plain door, to the West you see the bathroom. "
        if plain_open
        else "To the West you see a closed plain door. "
    )
    text = (
        "You are in the laundry room. In one part of the room you see a washing machine, "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket, that has nothing on it. In another part of the room you see a bench, that has "
        f"nothing on it. \nTo the North you see the corridor. {west}"
    )
    return (text, R("laundry room", "n w", closed="" if plain_open else "w"))


def bathroom() -> tuple:
    text = (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub, that has nothing on it. You also see a bathroom cabinet that is closed. In "
        "another part of the room you see a sink, that has nothing on it. \nThrough an open "
        "plain door, to the East you see the laundry room. "
    )
    return (text, R("bathroom", "e"))


def corridor(wood_open: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom. "
        if wood_open
        else "To the East you see a closed wood door. "
    )
    text = (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a coat "
        "hanger, that has nothing on it. \nTo the North you see the living room. To the South "
        f"you see the laundry room. {east}"
    )
    return (text, R("corridor", "n s e", closed="" if wood_open else "e"))


def living_room() -> tuple:
    text = (
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a TV stand, that has nothing on it. You also see a book case, "
        "that has nothing on it. \nTo the South you see the corridor. "
    )
    return (text, R("living room", "s"))


def bedroom(coin: bool = True) -> tuple:
    table = "a coin" if coin else "nothing"
    text = (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
        f"it. There is also a dressing table, that has {table} on it. You also see a wardrobe "
        "that is closed. \nThrough an open wood door, to the West you see the corridor. "
    )
    return (text, R("bedroom", "w", coin=coin))


ITEMS = [
    # ---- walks on one map ----
    item(
        laundry(),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        laundry(),
        notes="refused at the closed plain door, and the look shows it still closed: refused "
        "west stands; open west or go north",
    ),
    item(
        laundry(),
        "open door to west",
        (PLAIN, K("opened")),
        "move west",
        bathroom(),
        notes="a dead end: east leads to the laundry room (visited): go back east",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        notes="south leads to the laundry room (visited, the way back); north open, east a "
        "closed wood door",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "move north",
        living_room(),
        notes="the living room's one way leads to the corridor (visited): go back south",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "open door to east",
        (WOOD, K("opened")),
        "move east",
        bedroom(),
        notes="a coin on the dressing table: take it",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "open door to east",
        (WOOD, K("opened")),
        "move east",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the room looked at again: the dressing table holds nothing; "
        "the way back is west",
    ),
    item(
        laundry(),
        "move north",
        corridor(),
        "open door to east",
        (WOOD, K("opened")),
        "move north",
        living_room(),
        "move south",
        corridor(wood_open=True),
        notes="back in the corridor: north and south visited, the wood door east opened but "
        "not walked through: go east",
    ),
    item(
        laundry(),
        "open door to west",
        (PLAIN, K("opened")),
        "move north",
        corridor(),
        "move south",
        laundry(plain_open=True),
        notes="back in the first room: north visited (no initial in the first room); west "
        "opened, not yet walked through: go west",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a lemon, a jar of honey, and a coin on it. \nTo the North you see the "
        "pantry. To the West you see a closed sliding patio door. ",
        R("kitchen", "n w", closed="w", coin=True),
        notes="a coin on the counter beside a lemon and a jar of honey: take it",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a freezer that is closed. "
        "There is also a shopping cart, that has nothing on it. You also see a coin. \nTo the "
        "South you see the street. ",
        R("supermarket", "s", coin=True),
        notes="the coin as a thing of its own ('You also see a coin.'): take it",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a park bench that has a newspaper, and a coin on it. \nTo the North you "
        "see the supermarket. To the East you see the driveway. ",
        R("street", "n e", coin=True),
        notes="a coin on the park bench beside a newspaper: take it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a recycling bin that is closed. You also see a tool box that is closed. \nTo "
        "the West you see the street. To the North you see a closed garage door. ",
        R("driveway", "w n", closed="n"),
        notes="a closed car, bin and tool box are no doors and show no coin; west open, north "
        "a closed garage door",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub that has a rubber duck, and a coin on it. You also see a sink, that has "
        "nothing on it. \nThrough an open frosted-glass door, to the South you see the "
        "bedroom. ",
        R("bathroom", "s", coin=True),
        notes="a coin in the bath tub beside a rubber duck: take it",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a coffee table, that has nothing on it. \nTo the North you see a "
        "closed wood door. To the East you see a closed sliding patio door. To the South you "
        "see a closed plain door. ",
        R("living room", "n e s", closed="n e s"),
        notes="three closed doors: open any of them",
    ),
    item(
        TASK + "You are in the bedroom. In one part of the room you see a bed, that has nothing "
        "on it. There is also a desk, that has a lamp on it. You also see a chest of drawers "
        "that is closed. \nTo the East you see the corridor. Through an open patio door, to "
        "the South you see the backyard. ",
        R("bedroom", "e s"),
        notes="the coin task's description before the room; no coin here: go east or south",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "garden, that has nothing on it. You also see a clothes line, that has nothing on it. "
        "\nTo the North you see the kitchen. Through an open screen door, to the East you see "
        "the corridor. To the South you see a closed patio door. To the West you see the "
        "driveway. ",
        R("backyard", "n e s w", closed="s"),
        notes="four ways, south behind a closed patio door",
    ),
    item(
        "You are in the corridor. In one part of the room you see an umbrella stand that has a "
        "coin on it. There is also a hat rack, that has nothing on it. \nTo the West you see a "
        "closed wood door. ",
        R("corridor", "w", closed="w", coin=True),
        notes="a coin on the umbrella stand: take it",
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf, that has a bag of rice on it. \nThrough an open "
        "plain door, to the South you see the kitchen. ",
        R("pantry", "s"),
        notes="one way, through an open door south",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine, "
        "that is empty. There is also an ironing board, that has nothing on "
        "it. \nTo the East you see a closed fiberglass door. To the North you see a closed "
        "screen door. ",
        R("laundry room", "e n", closed="e n"),
        notes="an empty washing machine; two closed doors: open either",
    ),
    item(
        TASK + "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "dishwasher that is closed. You also see a dining chair, that has nothing on it. \nTo "
        "the North you see a closed plain door. To the East you see the living room. ",
        R("kitchen", "n e", closed="n"),
        notes="the task's description before the room; open north or go east",
    ),
]
