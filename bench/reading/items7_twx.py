"""twx, seventh round: texts in the manner of TextWorldExpress's coin game on one small map
(living room, bathroom, laundry room, driveway, street, supermarket), with the coin as a thing
of its own in the room ("You also see a coin.", "There is also a coin.", "In another part of
the room you see a coin."), a coin on a table, open and closed containers, "open door to north"
walks with a wood door and a sliding door, the task description on its own turn, "look around"
and "take coin"; none is engine output. What a person reads in each text is declared beside it;
the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


# the map: living room n bathroom (wood door), living room e laundry room; laundry room s
# driveway; driveway e street; street s supermarket (sliding door); the coin in the supermarket
# (and, in one variant, in the bathroom).
def living_room(north: str = "closed") -> tuple:
    door = (
        "To the North you see a closed wood door. "
        if north == "closed"
        else "Through an open wood door, to the North you see the bathroom. "
    )
    return (
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion on it. There is also a coffee table, that has nothing on it. You also see a "
        f"bookcase, that has nothing on it. \n{door}To the East you see the laundry room. ",
        R("living room", "n e", closed="n" if north == "closed" else ""),
    )


def bathroom(coin: bool = False) -> tuple:
    extra = "In another part of the room you see a coin. " if coin else ""
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath mat, that has nothing on it. You also see a bathroom cabinet that is closed. "
        f"{extra}\nThrough an open wood door, to the South you see the living room. ",
        R("bathroom", "s", coin=coin),
    )


def laundry_room() -> tuple:
    return (
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is open, that is empty. You also see a "
        "laundry basket, that has a pair of socks on it. \nTo the South you see the driveway. "
        "To the West you see the living room. ",
        R("laundry room", "s w"),
    )


def driveway() -> tuple:
    return (
        "You are in the driveway. In one part of the room you see a car. \nTo the North you "
        "see the laundry room. To the East you see the street. ",
        R("driveway", "n e"),
    )


def street(south: str = "closed") -> tuple:
    door = (
        "To the South you see a closed sliding door. "
        if south == "closed"
        else "Through an open sliding door, to the South you see the supermarket. "
    )
    return (
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        f"\n{door}To the West you see the driveway. ",
        R("street", "s w", closed="s" if south == "closed" else ""),
    )


def supermarket(coin: bool = True) -> tuple:
    shelf = "a coin, and a loaf of bread" if coin else "a loaf of bread"
    return (
        "You are in the supermarket. In one part of the room you see a showcase that is "
        f"closed. There is also a shelf, that has {shelf} on it. \nThrough an open sliding "
        "door, to the North you see the street. ",
        R("supermarket", "n", coin=coin),
    )


def first(step: tuple) -> tuple:
    return (TASK + step[0], step[1])


WALK = (
    first(living_room()),
    "move east",
    laundry_room(),
    "move south",
    driveway(),
    "move east",
    street(),
)

ITEMS = [
    item(
        first(living_room()),
        notes="the task description then the first room: a closed wood "
        "door north, the laundry room east",
    ),
    item(
        first(living_room()),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        living_room(),
        notes="refused at the closed door, then a look that shows it still closed: the "
        "refusal stands (refused(north), closed)",
    ),
    item(
        first(living_room()),
        "open door to north",
        ("You open the wood door, revealing the bathroom. ", K("opened")),
        notes="'revealing the bathroom': north open; the person goes north or east",
    ),
    item(
        first(living_room()),
        "open door to north",
        ("You open the wood door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(coin=True),
        notes="'In another part of the room you see a coin.' is a coin; south leads back",
    ),
    item(
        first(living_room()),
        "open door to north",
        ("You open the wood door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(),
        notes="no coin in the bathroom (its cabinet is closed, its contents not given); the "
        "only way is back: go south",
    ),
    item(
        first(living_room()),
        "open door to north",
        ("You open the wood door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(),
        "move south",
        living_room("open"),
        notes="back in the first room with the door open: north visited; east unvisited",
    ),
    item(
        first(living_room()),
        "move east",
        laundry_room(),
        notes="the open drier 'that is empty' holds no coin; west leads back (visited, initial)",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has a "
        "coin on it. There is also a shoe cabinet that is closed. \nTo the North you see the "
        "kitchen. To the West you see a closed wood door. ",
        R("corridor", "n w", closed="w", coin=True),
        notes="a coin on the key holder is a coin in the room",
    ),
    item(
        *WALK,
        "move south",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        street(),
        notes="refused at the closed sliding door, then a look that shows it still closed: "
        "refused(south) and closed; the person opens it",
    ),
    item(
        *WALK,
        "open door to south",
        ("You open the sliding door, revealing the supermarket. ", K("opened")),
        notes="the sliding door opened: the person goes south",
    ),
    item(
        *WALK,
        "open door to south",
        ("You open the sliding door, revealing the supermarket. ", K("opened")),
        "move south",
        supermarket(),
        notes="'a shelf, that has a coin, and a loaf of bread on it': take the coin",
    ),
    item(
        *WALK,
        "open door to south",
        ("You open the sliding door, revealing the supermarket. ", K("opened")),
        "move south",
        supermarket(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        supermarket(coin=False),
        notes="the coin taken, then a look: the shelf holds only bread; the only way leads "
        "back north (visited, initial)",
    ),
    item(
        *WALK,
        "move west",
        driveway(),
        notes="back from the street: north (laundry room, initial) and east (street) visited; "
        "all visited, so go back north",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table, that has nothing on it. You also see a coin. \nTo the North you see the "
        "kitchen. To the West you see a closed patio door. ",
        R("backyard", "n w", closed="w", coin=True),
        notes="'You also see a coin.' is a coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
        "it. There is also a coin. \nThrough an open wood door, to the East you see the "
        "corridor. ",
        R("bedroom", "e", coin=True),
        notes="'There is also a coin.' is a coin",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a fridge that is open, that "
        "has a coin, and a carton of milk in it. There is also a counter, that has nothing on "
        "it. \nTo the South you see a closed plain door. To the West you see the pantry. ",
        R("kitchen", "s w", closed="s", coin=True),
        notes="a coin in an open fridge whose contents are listed is a coin",
    ),
    item(
        "You are in the shed. In one part of the room you see a workbench, that has nothing on "
        "it. There is also a toolbox that is closed. \nTo the East you see a closed plain "
        "door. To the North you see a closed sliding door. ",
        R("shed", "e n", closed="e n"),
        notes="two closed doors and no coin (the closed toolbox's contents are not given)",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a bag of "
        "flour on it. \nTo the East you see the kitchen. ",
        R("pantry", "e"),
        notes="one exit east, no coin",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a sink, that has a coin, and "
        "a bar of soap on it. There is also a bath. \nTo the North you see a closed wood door. "
        "To the West you see the bedroom. ",
        R("bathroom", "n w", closed="n", coin=True),
        notes="a coin on the sink, listed with the soap: a coin",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is open, that contains a coin, and a towel. \nTo the East you see the kitchen. ",
        R("laundry room", "e", coin=True),
        notes="a coin in an open washing machine whose contents are listed: a coin",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a tv stand, that has a coin on it. \nTo the South you see a "
        "closed plain door. ",
        R("living room", "s", closed="s", coin=True),
        notes="a coin on the tv stand: take it (the closed door can wait)",
    ),
]
