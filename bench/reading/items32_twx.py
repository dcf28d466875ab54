"""twx, thirty-second round: the coin game's manner (none is engine output). Nine walks (1-6 turns)
on one map of the engine's locations (a living room with a closed sliding patio door north to the
backyard, the kitchen east and a closed wood door west to the bedroom; a kitchen with a closed plain
door south to the pantry, whose shelf "has a bag of lentils, and a coin on it"), the task's
description before the first room: "You can't move there, the door is closed. " then `look around`,
"open door to north", "You open the sliding patio door, revealing the backyard. ", "You open the
wood door, revealing the bedroom. ", "You open the plain door, revealing the pantry. ", "Unknown
action: I'm not sure what you mean." after a move toward no exit and a look, "You take the coin."
then `look around`, loops back to the living room with a door now open; single rooms with the coin
in an open clothes drier beside a pillowcase, as a thing of its own in the street, on a kitchen
counter beside a loaf of bread after the task's description, on a bedroom's night stand; a driveway
with a closed car, a supermarket whose only way is west, a bathroom with two closed doors, a
corridor with four ways in three states and a key on the key holder, a pantry after the task's
description whose only door is closed, a laundry room refused at its closed door and looked at, a
backyard refused toward no exit and looked at. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))


def task(step: tuple) -> tuple:
    """The task's description before the game's first text."""
    text, reading = step
    return (TASK + text, reading)


# The house (a tree): Living Room n Backyard (a sliding patio door, closed at first), e Kitchen,
# w Bedroom (a wood door, closed at first); Kitchen s Pantry (a plain door, closed at first; the
# coin on the shelf).
def living_room(north_open: bool = False, west_open: bool = False) -> tuple:
    north = (
        "Through an open sliding patio door, to the North you see the backyard. "
        if north_open
        else "To the North you see a closed sliding patio door. "
    )
    west = (
        "Through an open wood door, to the West you see the bedroom. "
        if west_open
        else "To the West you see a closed wood door. "
    )
    return (
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has a photo album on it. You also see a TV "
        "stand, that has nothing on it. In another part of the room you see a arm chair, that "
        "has a cushion on it. In one part of the room you see a sofa, that has nothing on it. \n"
        + north
        + "To the East you see the kitchen. "
        + west,
        R(
            "living room",
            "n e w",
            closed=" ".join(d for d, o in (("n", north_open), ("w", west_open)) if not o),
            leads={"n": "backyard", "e": "kitchen", "w": "bedroom"},
        ),
    )


def kitchen(south_open: bool = False) -> tuple:
    south = (
        "Through an open plain door, to the South you see the pantry. "
        if south_open
        else "To the South you see a closed plain door. "
    )
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has a bread knife on it. In one part of the room you see a kitchen "
        "cupboard that is closed. There is also a dishwasher that is closed. \n"
        + south
        + "To the West you see the living room. ",
        R(
            "kitchen",
            "s w",
            closed="" if south_open else "s",
            leads={"s": "pantry", "w": "living room"},
        ),
    )


def pantry(coin: bool = True) -> tuple:
    shelf = "a bag of lentils, and a coin on it" if coin else "a bag of lentils on it"
    return (
        f"You are in the pantry. In one part of the room you see a shelf, that has {shelf}. \n"
        "Through an open plain door, to the North you see the kitchen. ",
        R("pantry", "n", coin=coin, leads={"n": "kitchen"}),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has a spanner on it. You also see a clothes line, that has a towel on "
        "it. In another part of the room you see a garden, that has nothing on it. \nThrough an "
        "open sliding patio door, to the South you see the living room. ",
        R("backyard", "s", leads={"s": "living room"}),
    )


def bedroom() -> tuple:
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has a "
        "hairbrush on it. There is also a wardrobe that is closed. You also see a bed, that has "
        "a pillow on it. In another part of the room you see a night stand, that has nothing on "
        "it. \nThrough an open wood door, to the East you see the living room. ",
        R("bedroom", "e", leads={"e": "living room"}),
    )


OPEN_PATIO = ("You open the sliding patio door, revealing the backyard. ", K("opened"))
OPEN_WOOD = ("You open the wood door, revealing the bedroom. ", K("opened"))
OPEN_PLAIN = ("You open the plain door, revealing the pantry. ", K("opened"))
TOOK = ("You take the coin.", K("took"))

ITEMS = [
    # ---- walks through the house ----
    item(
        task(living_room()),
        "move north",
        CLOSED,
        "look around",
        living_room(),
        notes="the patio door refused as closed and the room looked at with it still closed: "
        "the refusal stands; open north, go east or open west",
    ),
    item(
        task(living_room()),
        "move east",
        kitchen(),
        notes="into the kitchen, whose plain door south is closed: open it (the living room is "
        "the way in)",
    ),
    item(
        task(living_room()),
        "move east",
        kitchen(),
        "open door to south",
        OPEN_PLAIN,
        "move south",
        pantry(),
        notes="the plain door opened by direction and walked through; 'a shelf, that has a bag "
        "of lentils, and a coin on it': take the coin",
    ),
    item(
        task(living_room()),
        "move east",
        kitchen(),
        "open door to south",
        OPEN_PLAIN,
        "move south",
        pantry(),
        "take coin",
        TOOK,
        "look around",
        pantry(coin=False),
        notes="after 'You take the coin.' a look shows the shelf without it and the person "
        "goes on (the eighth round's call): back north, the pantry's one way",
    ),
    item(
        task(living_room()),
        "open door to north",
        OPEN_PATIO,
        "move north",
        backyard(),
        notes="the patio door opened and walked through; the backyard's one way is the way in",
    ),
    item(
        task(living_room()),
        "open door to west",
        OPEN_WOOD,
        "move west",
        bedroom(),
        "move west",
        UNKNOWN,
        "look around",
        bedroom(),
        notes="TextWorldExpress's 'Unknown action' after a move toward no exit is a refusal "
        "(the ninth round's call), kept by the look: go back east",
    ),
    item(
        kitchen(),
        "move west",
        living_room(),
        "open door to west",
        OPEN_WOOD,
        "move west",
        bedroom(),
        "move east",
        living_room(west_open=True),
        notes="a walk begun in the kitchen; back in the living room (first entered from the "
        "east) the bedroom and the kitchen are visited, the patio door closed: open north",
    ),
    item(
        pantry(),
        "take coin",
        TOOK,
        "move north",
        kitchen(south_open=True),
        "move west",
        living_room(),
        "move north",
        CLOSED,
        "open door to north",
        OPEN_PATIO,
        "look around",
        living_room(north_open=True),
        notes="the patio door refused, then opened: the open clears the refusal; the look "
        "shows it open: go north, or open the wood door west",
    ),
    item(
        backyard(),
        "move south",
        living_room(north_open=True),
        "move east",
        kitchen(),
        "open door to south",
        OPEN_PLAIN,
        "move east",
        UNKNOWN,
        "look around",
        kitchen(south_open=True),
        notes="a move toward no exit refused in the kitchen and a look with the plain door now "
        "open: the pantry is not yet visited, go south",
    ),
    # ---- single rooms ----
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also an open clothes drier, that contains a coin, and a "
        "pillowcase. You also see a laundry basket, that has a sock on it. \nTo the North you "
        "see a closed plain door. To the East you see the corridor. ",
        R("laundry room", "n e", closed="n", coin=True),
        notes="'an open clothes drier, that contains a coin': the coin is within reach, take it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow, that has a trowel on it. \nTo the South you see the street. To "
        "the West you see a closed wood door. ",
        R("driveway", "s w", closed="w"),
        notes="a closed car is no door; a closed wood door west and the street south",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a bus stop. In another part of the room you see a coin. \nTo the North you see "
        "the driveway. To the East you see the supermarket. ",
        R("street", "n e", coin=True),
        notes="the coin as a thing of its own in the street: take it",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has a bag "
        "of flour, and a carton of milk on it. There is also a cash register that is closed. \n"
        "To the West you see the street. ",
        R("supermarket", "w"),
        notes="a closed cash register is no coin; the only way is west",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a bath "
        "tub, that has a rubber duck on it. You also see a bathroom cabinet that is closed. \nTo "
        "the South you see a closed frosted-glass door. To the West you see a closed plain door. ",
        R("bathroom", "s w", closed="s w"),
        notes="two closed doors (a closed bathroom cabinet is no door): open either",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has a key "
        "on it. There is also a shoe cabinet that is closed. You also see a coat hanger, that "
        "has a raincoat on it. \nTo the North you see the kitchen. Through an open wood door, to "
        "the South you see the bedroom. To the East you see a closed screen door. To the West "
        "you see a closed patio door. ",
        R("corridor", "n s e w", closed="e w"),
        notes="four ways in three states (a plain way, an open door, two closed doors); a key "
        "is no coin",
    ),
    item(
        task(
            (
                "You are in the kitchen. In one part of the room you see a stove. There is also "
                "a fridge that is closed. You also see a counter, that has a coin, and a loaf of "
                "bread on it. In another part of the room you see a dining chair, that has "
                "nothing on it. \nTo the North you see the living room. To the East you see a "
                "closed plain door. ",
                R("kitchen", "n e", closed="e", coin=True),
            )
        ),
        notes="the coin task's description, then a kitchen whose counter holds the coin: take it",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has a blanket on "
        "it. There is also a night stand, that has a coin, and an alarm clock on it. You also "
        "see a chest of drawers that is closed. \nTo the South you see a closed wood door. ",
        R("bedroom", "s", closed="s", coin=True),
        notes="the coin on the night stand beside an alarm clock: take it",
    ),
    item(
        task(
            (
                "You are in the pantry. In one part of the room you see a shelf, that has a jar "
                "of honey, and a tin of sardines on it. \nTo the East you see a closed plain "
                "door. ",
                R("pantry", "e", closed="e"),
            )
        ),
        notes="the task's description, then a pantry whose only way is a closed door: open it",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine, "
            "that has nothing on it. There is also a laundry basket, that has a towel on it. \n"
            "To the South you see a closed plain door. To the West you see the kitchen. ",
            R("laundry room", "s w", closed="s"),
        ),
        "move south",
        CLOSED,
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine, "
            "that has nothing on it. There is also a laundry basket, that has a towel on it. \n"
            "To the South you see a closed plain door. To the West you see the kitchen. ",
            R("laundry room", "s w", closed="s"),
        ),
        notes="refused at the closed door and looked at: the refusal stands and the door is "
        "closed: open south or go west",
    ),
    item(
        (
            "You are in the backyard. In one part of the room you see a patio table, that has a "
            "jug of lemonade on it. There is also a patio chair, that has nothing on it. \nTo "
            "the North you see the driveway. To the West you see a closed screen door. ",
            R("backyard", "n w", closed="w"),
        ),
        "move east",
        UNKNOWN,
        "look around",
        (
            "You are in the backyard. In one part of the room you see a patio table, that has a "
            "jug of lemonade on it. There is also a patio chair, that has nothing on it. \nTo "
            "the North you see the driveway. To the West you see a closed screen door. ",
            R("backyard", "n w", closed="w"),
        ),
        notes="a move toward no exit refused ('Unknown action') and a look: refused east; go "
        "north or open west",
    ),
]
