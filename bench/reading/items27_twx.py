"""twx, twenty-seventh round: the coin game's manner (none of it engine output). Eight walks on
one map of the engine's locations: a living room with a closed sliding patio door north to the
backyard and the corridor east; a corridor with a closed wood door north to a bedroom (the coin
on the bed, beside a teddy bear) and the bathroom south. The task's description before the
first room, "You can't move there, the door is closed. " then `look around`, "open door to
north", "You open the wood door, revealing the bedroom. ", "You open the sliding patio door,
revealing the backyard. ", "You take the coin. " then `look around`, "Unknown action: I'm not
sure what you mean." after a move toward no exit, loops back to the corridor and to the living
room with its patio door open. Twelve single rooms: a coin on a counter beside a bag of sugar, on
a pantry shelf beside a jar of honey, as a thing of its own in a laundry room and on a driveway,
in a garden among carrots after the task's description; a supermarket and a street without one,
a bathroom with two closed doors, a kitchen refused at its closed door and looked at, a street
refused toward no exit and looked at, a laundry room whose only way is a closed door, a patio
table and a wheelbarrow that hold other things. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


# ---- the map: Living Room n Backyard (sliding patio door), e Corridor; Corridor n Bedroom
# (wood door; the coin on the bed), s Bathroom ----
def living_room(patio_open: bool = False, task: bool = False) -> tuple:
    north = (
        "Through an open sliding patio door, to the North you see the backyard. "
        if patio_open
        else "To the North you see a closed sliding patio door. "
    )
    text = (
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has nothing on it. You also see a TV stand, "
        "that has nothing on it. In another part of the room you see a side table that has a "
        "vase, and a newspaper on it. In one part of the room you see a sofa, that has nothing "
        f"on it. \n{north}To the East you see the corridor. "
    )
    return (
        (TASK if task else "") + text,
        R("living room", "n e", closed="" if patio_open else "n"),
    )


def corridor(wood_open: bool = False) -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom. "
        if wood_open
        else "To the North you see a closed wood door. "
    )
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand, that has nothing on it. In another part of the room you see a hat rack that has "
        f"a flat cap on it. \n{north}To the South you see the bathroom. To the West you see the "
        "living room. ",
        R("corridor", "n s w", closed="" if wood_open else "n"),
    )


def bedroom(coin: bool = True) -> tuple:
    bed = "a teddy bear, and a coin" if coin else "a teddy bear"
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a "
        "wardrobe that is closed. In another part of the room you see a night stand, that has "
        f"nothing on it. In one part of the room you see a bed that has {bed} on it. \nThrough "
        "an open wood door, to the South you see the corridor. ",
        R("bedroom", "s", coin=coin),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath. You also see a sink, that has nothing on it. In another part of the room you see "
        "a bathroom cabinet that is closed. \nTo the North you see the corridor. ",
        R("bathroom", "n"),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair, that has nothing on "
        "it. In another part of the room you see a patio table that has a jug of lemonade on "
        "it. In one part of the room you see a clothes line, that has nothing on it. \nThrough "
        "an open sliding patio door, to the South you see the living room. ",
        R("backyard", "s"),
    )


ITEMS = [
    # ---- walks on the house's map ----
    item(
        living_room(task=True),
        "move north",
        (CLOSED, K("refused", "closed")),
        "look around",
        living_room(),
        notes="refused at the closed sliding patio door, then a look: refused(north), closed; "
        "open north or go east",
    ),
    item(
        living_room(task=True),
        "move east",
        corridor(),
        "move south",
        bathroom(),
        "move north",
        corridor(),
        notes="back in the corridor from the bathroom: west and south are visited (west the "
        "way in); the wood door north is closed and not yet opened: open north",
    ),
    item(
        living_room(task=True),
        "move east",
        corridor(),
        "move north",
        (CLOSED, K("refused", "closed")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        notes="refused at the wood door, opened, walked through: a coin on the bed; south leads "
        "back (visited, initial, all visited): take the coin",
    ),
    item(
        living_room(task=True),
        "move east",
        corridor(),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="after 'You take the coin.' a look shows the bed without it (the eighth round's "
        "call: the person goes on); the only way, south, was the way in: go south",
    ),
    item(
        living_room(task=True),
        "open door to north",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move north",
        backyard(),
        notes="the patio door opened and walked through: the backyard's only way leads back "
        "(visited, initial, all visited); a jug on the patio table is no coin: go south",
    ),
    item(
        living_room(task=True),
        "move east",
        corridor(),
        "move east",
        (UNKNOWN, K("refused")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "look around",
        corridor(wood_open=True),
        notes="a move east toward no exit answered 'Unknown action' (a refusal, the ninth "
        "round's call); the wood door opened and looked at: go north or south",
    ),
    item(
        living_room(task=True),
        "open door to north",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move north",
        backyard(),
        "move south",
        living_room(patio_open=True),
        notes="back in the living room from the backyard, the patio door open: north is "
        "visited, the corridor east not yet: go east",
    ),
    item(
        living_room(task=True),
        "move east",
        corridor(),
        "move south",
        bathroom(),
        notes="a walk into the bathroom: its only way, north, leads back (visited, initial, all "
        "visited): go north",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a coin, and a bag of sugar on it. In one part of the room you see a "
        "kitchen cupboard that is closed. \nTo the North you see the living room. To the West "
        "you see a closed plain door. ",
        R("kitchen", "n w", closed="w", coin=True),
        notes="a coin on the counter beside a bag of sugar: take it",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf that has a jar of "
        "honey, a coin, and a tin of beans on it. \nThrough an open plain door, to the North you "
        "see the kitchen. ",
        R("pantry", "n", coin=True),
        notes="a coin on the shelf among other things: take it",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a clothes drier that is closed. You also see a laundry basket "
        "that has a sock on it. In another part of the room you see a coin. \nTo the West you "
        "see the kitchen. To the North you see a closed plain door. ",
        R("laundry room", "w n", closed="n", coin=True),
        notes="'you see a coin' as a thing of its own: take it",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase that has a "
        "loaf of bread, and a carton of eggs on it. There is also a cash register that is "
        "closed. \nTo the South you see the street. ",
        R("supermarket", "s"),
        notes="a closed cash register is no coin; the only way south: go south",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a parked bicycle. \nTo the South you see the driveway. To the East you see the "
        "supermarket. ",
        R("street", "s e"),
        notes="a closed mailbox is no coin; the first room: go south or east",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow that has a trowel on it. You also see a coin. \nTo the South you "
        "see the street. To the West you see a closed wood door. ",
        R("driveway", "s w", closed="w", coin=True),
        notes="'You also see a coin.' beside a wheelbarrow and a closed car: take it",
    ),
    item(
        TASK
        + "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a garden that has a carrot, a coin, "
        "and a radish on it. \nTo the North you see a closed patio door. To the East you see "
        "the driveway. ",
        R("backyard", "n e", closed="n", coin=True),
        notes="the coin task's own description before the room; a coin in the garden among the "
        "vegetables: take it",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "sink, that has nothing on it. You also see a bathroom cabinet that is closed. \nTo "
        "the North you see a closed frosted-glass door. To the West you see a closed plain "
        "door. ",
        R("bathroom", "n w", closed="n w"),
        notes="two closed doors (the bathroom cabinet is no door): open north or west",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "fridge that is closed. You also see a dining chair, that has nothing on it. \nTo "
            "the South you see a closed sliding patio door. To the East you see the corridor. ",
            R("kitchen", "s e", closed="s"),
        ),
        "move south",
        (CLOSED, K("refused", "closed")),
        "look around",
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "fridge that is closed. You also see a dining chair, that has nothing on it. \nTo "
            "the South you see a closed sliding patio door. To the East you see the corridor. ",
            R("kitchen", "s e", closed="s"),
        ),
        notes="refused at the closed patio door and looked at: refused(south), still closed: "
        "open south or go east",
    ),
    item(
        (
            "You are in the street. In one part of the room you see a fire hydrant. There is "
            "also a bus stop. \nTo the East you see the driveway. To the West you see the "
            "supermarket. ",
            R("street", "e w"),
        ),
        "move north",
        (UNKNOWN, K("refused")),
        "look around",
        (
            "You are in the street. In one part of the room you see a fire hydrant. There is "
            "also a bus stop. \nTo the East you see the driveway. To the West you see the "
            "supermarket. ",
            R("street", "e w"),
        ),
        notes="a move north toward no exit answered 'Unknown action' (a refusal), then a look: "
        "refused(north); go east or west",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a clothes drier that is closed. You also see a laundry basket, "
        "that has nothing on it. \nTo the East you see a closed sliding patio door. ",
        R("laundry room", "e", closed="e"),
        notes="the only way is a closed sliding patio door: open east",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table that has a watering can, and a newspaper on it. You also see a clothes "
        "line that has a towel on it. \nTo the North you see the kitchen. To the West you see a "
        "closed screen door. To the South you see the driveway. ",
        R("backyard", "n w s", closed="w"),
        notes="no coin among the things on the table and the line; the first room: go north or "
        "south, or open the screen door west",
    ),
]
