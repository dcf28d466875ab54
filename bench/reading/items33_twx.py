"""twx, thirty-third round: the coin game's manner (none is engine output): nine walks (1-5 turns)
on one map of the engine's locations, the task's description before the first room (a laundry room
whose work table holds a bottle of bleach, with a closed plain door north to a bathroom whose sink
"has a toothbrush, and a coin on it", the kitchen east and a closed sliding patio door west to the
backyard; a kitchen whose counter holds a bunch of grapes, with a closed frosted-glass door south to
a pantry): "You can't move there, the door is closed. ", "open door to north", "You open the plain
door, revealing the bathroom. ", "You open the sliding patio door, revealing the backyard. ", "You
open the frosted-glass door, revealing the pantry. ", "Unknown action: I'm not sure what you mean."
after a move toward no exit then `look around`, "You take the coin." then `look around`, loops back
to the laundry room with a door open; single rooms: a supermarket's showcase with a bag of rice and
a coin, a street with the coin as a thing of its own beside a closed mailbox, a driveway with a
closed car, a corridor with four ways in three states, a living room whose coffee table holds a
newspaper and a coin, a bedroom desk with a lamp and a coin, an open fridge with a carton of milk
and a coin after the task's description, a backyard refused toward no exit and looked at, a pantry
whose only door is closed after the task's description, a bathroom with two closed doors, a laundry
basket with a towel and a coin beside an open, empty clothes drier. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


# The map: Laundry Room n Bathroom (plain door, closed at first; the coin on the sink), e
# Kitchen, w Backyard (sliding patio door, closed at first); Kitchen s Pantry (frosted-glass
# door, closed at first).
def laundry(north_open: bool = False, west_open: bool = False, task: bool = False) -> tuple:
    north = (
        "Through an open plain door, to the North you see the bathroom. "
        if north_open
        else "To the North you see a closed plain door. "
    )
    west = (
        "Through an open sliding patio door, to the West you see the backyard. "
        if west_open
        else "To the West you see a closed sliding patio door. "
    )
    closed = " ".join(d for d, o in (("n", north_open), ("w", west_open)) if not o)
    return (
        (TASK if task else "")
        + "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket, that has a pair of jeans on it. In another part of the room you see a work "
        "table, that has a bottle of bleach on it. \n"
        f"{north}To the East you see the kitchen. {west}",
        R("laundry room", "n e w", closed=closed, leads={"e": "kitchen"}),
    )


def bathroom(coin: bool = True) -> tuple:
    sink = "a toothbrush, and a coin" if coin else "a toothbrush"
    return (
        "You are in the bathroom. In one part of the room you see a bathroom cabinet that is "
        f"closed. There is also a sink, that has {sink} on it. You also see a toilet. In "
        "another part of the room you see a towel rack, that has a green towel on it. \n"
        "Through an open plain door, to the South you see the laundry room. ",
        R("bathroom", "s", coin=coin, leads={"s": "laundry room"}),
    )


def kitchen(south_open: bool = False) -> tuple:
    south = (
        "Through an open frosted-glass door, to the South you see the pantry. "
        if south_open
        else "To the South you see a closed frosted-glass door. "
    )
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has a bunch of grapes on it. In one part of the room you see a kitchen "
        "cupboard that is closed. There is also a cutlery drawer that is closed. You also see a "
        "trash can that is closed. In another part of the room you see a dishwasher that is "
        "closed. In one part of the room you see a dining chair, that has nothing on it. \n"
        f"{south}To the West you see the laundry room. ",
        R("kitchen", "s w", closed="" if south_open else "s", leads={"w": "laundry room"}),
    )


def pantry() -> tuple:
    return (
        "You are in the pantry. In one part of the room you see a shelf, that has a jar of "
        "olives, and a box of crackers on it. \nThrough an open frosted-glass door, to the "
        "North you see the kitchen. ",
        R("pantry", "n", leads={"n": "kitchen"}),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has a trowel on it. You also see a patio chair, that has nothing on "
        "it. In another part of the room you see a patio table, that has a watering can on it. "
        "In one part of the room you see a clothes line, that has nothing on it. There is also "
        "a garden, that has nothing on it. \nThrough an open sliding patio door, to the East "
        "you see the laundry room. ",
        R("backyard", "e", leads={"e": "laundry room"}),
    )


YARD = (
    "You are in the backyard. In one part of the room you see a barbeque. There is also a patio "
    "table, that has a jug of lemonade on it. \nTo the East you see the driveway. To the West "
    "you see a closed sliding patio door. "
)
CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
OPEN_N = ("You open the plain door, revealing the bathroom. ", K("opened"))
OPEN_W = ("You open the sliding patio door, revealing the backyard. ", K("opened"))
OPEN_S = ("You open the frosted-glass door, revealing the pantry. ", K("opened"))
TOOK = ("You take the coin.", K("took"))

ITEMS = [
    # ---- walks on one map ----
    item(
        laundry(task=True),
        "move north",
        CLOSED,
        "open door to north",
        OPEN_N,
        "move north",
        bathroom(),
        notes="the plain door refused as closed, opened and walked through; the coin on the "
        "sink: take coin",
    ),
    item(
        laundry(task=True),
        "move east",
        kitchen(),
        notes="east into the kitchen (no door): west visited and initial; the frosted-glass "
        "door south is closed: open south",
    ),
    item(
        laundry(task=True),
        "open door to north",
        OPEN_N,
        "move north",
        bathroom(),
        "take coin",
        TOOK,
        "look around",
        bathroom(coin=False),
        notes="the coin taken and the bathroom looked at again without it (the eighth round's "
        "call: the person goes on); its one way south is the way in: go south",
    ),
    item(
        laundry(task=True),
        "move east",
        kitchen(),
        "open door to south",
        OPEN_S,
        "move south",
        pantry(),
        notes="through the kitchen and the opened frosted-glass door into the pantry: its one "
        "way north is the way in (initial, all visited): go north",
    ),
    item(
        laundry(task=True),
        "move south",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        laundry(),
        notes="'Unknown action' after a move toward no exit is a refusal (refused(south), the "
        "ninth round's call), kept by the look; both doors closed: open north, go east or open "
        "west",
    ),
    item(
        laundry(task=True),
        "open door to west",
        OPEN_W,
        "move west",
        backyard(),
        "move east",
        laundry(west_open=True),
        notes="there and back through the sliding patio door, now open: west visited; the "
        "plain door north is still closed and the kitchen east unexplored: open north or go "
        "east",
    ),
    item(
        laundry(task=True),
        "open door to north",
        OPEN_N,
        "move north",
        bathroom(),
        "take coin",
        TOOK,
        "move south",
        laundry(north_open=True),
        notes="the coin taken, back in the laundry room with the plain door open: north "
        "visited; east and the closed west door are unexplored: go east or open west",
    ),
    item(
        laundry(task=True),
        "move east",
        kitchen(),
        "open door to south",
        OPEN_S,
        "look around",
        kitchen(south_open=True),
        notes="the frosted-glass door opened and the kitchen looked at again with it open: "
        "west visited and initial, south unexplored: go south",
    ),
    item(
        laundry(task=True),
        "open door to west",
        OPEN_W,
        "move west",
        backyard(),
        notes="into the backyard through the opened sliding patio door: its one way east is the "
        "way in (initial, all visited): go east; nothing on the furniture is a coin",
    ),
    # ---- single rooms ----
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has a "
        "bag of rice, and a coin on it. There is also a cash register that is closed. You also "
        "see a shopping cart, that has nothing on it. \nTo the South you see the street. ",
        R("supermarket", "s", coin=True),
        notes="a coin on the showcase beside a bag of rice: take coin; a closed cash register "
        "is no coin",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a bench, that has a folded newspaper on it. You also see a coin. \nTo the North "
        "you see the driveway. To the East you see the supermarket. ",
        R("street", "n e", coin=True),
        notes="the coin as a thing of its own ('There is also a coin.'): take coin; the closed "
        "mailbox is no door",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow, that has a bag of compost on it. \nTo the North you see a closed "
        "wood door. To the South you see the street. To the West you see the backyard. ",
        R("driveway", "n s w", closed="n"),
        notes="a closed car is no door; the wood door north is closed (open north), south and "
        "west are open ways",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has a "
        "bunch of keys on it. There is also a shoe cabinet that is closed. You also see a hat "
        "rack, that has nothing on it. \nTo the North you see a closed wood door. Through an "
        "open plain door, to the South you see the bathroom. To the East you see the living "
        "room. To the West you see a closed screen door. ",
        R("corridor", "n s e w", closed="n w"),
        notes="four ways in three states: north and west closed doors, south an open door, "
        "east no door; keys on the key holder are no coin",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion on it. There is also a coffee table, that has a newspaper, and a coin on it. "
        "You also see a TV stand, that has nothing on it. \nTo the North you see the "
        "corridor. ",
        R("living room", "n", coin=True),
        notes="a coin on the coffee table beside a newspaper: take coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has a pillow on "
        "it. There is also a desk, that has a lamp, and a coin on it. You also see a wardrobe "
        "that is closed. \nThrough an open wood door, to the East you see the corridor. ",
        R("bedroom", "e", coin=True),
        notes="a coin on the desk beside a lamp: take coin; a closed wardrobe is no door",
    ),
    item(
        TASK + "You are in the kitchen. In one part of the room you see a stove. There is also "
        "an oven. You also see an open fridge, that contains a carton of milk, and a coin. In "
        "another part of the room you see a counter, that has nothing on it. \nTo the North "
        "you see the corridor. To the East you see a closed plain door. ",
        R("kitchen", "n e", closed="e", coin=True),
        notes="the task's description before the room; a coin in an open fridge whose contents "
        "are listed: take coin",
    ),
    item(
        (YARD, R("backyard", "e w", closed="w")),
        "move north",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        (YARD, R("backyard", "e w", closed="w")),
        notes="a move toward no exit answered 'Unknown action' (refused(north)), kept by the "
        "look; east open, the patio door west closed: go east or open west",
    ),
    item(
        TASK + "You are in the pantry. In one part of the room you see a shelf, that has a bag "
        "of sugar, and a tin of peaches on it. \nTo the West you see a closed plain door. ",
        R("pantry", "w", closed="w"),
        notes="the task's description before a pantry whose only door is closed: open west; no "
        "coin on the shelf",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub, that has a rubber sponge on it. \nTo the North you see a closed frosted-glass "
        "door. To the West you see a closed wood door. ",
        R("bathroom", "n w", closed="n w"),
        notes="two closed doors and no other way: open north or open west",
    ),
    item(
        "You are in the laundry room. In one part of the room you see an open clothes drier, "
        "that is empty. There is also a laundry basket, that has a towel, and a coin on "
        "it. \nTo the South you see the kitchen. ",
        R("laundry room", "s", coin=True),
        notes="an open, empty clothes drier holds no coin; the laundry basket holds a towel and "
        "a coin: take coin",
    ),
]
