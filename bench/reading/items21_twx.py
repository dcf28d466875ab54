"""twx, twenty-first round: the coin game's manner (TextWorldExpress), on one map of the engine's
locations and in single rooms. Nine walks: a corridor with the living room north, the bathroom
south and a closed wood door east to the bedroom, whose desk holds the coin beside a notebook; a
living room with the kitchen north and a closed sliding patio door west to the backyard. "You
can't move there, the door is closed. " then `look around`, "open door to east", "You open the
wood door, revealing the bedroom. ", "You take the coin. " then `look around`, "Unknown action:
I'm not sure what you mean." then `look around`, loops back to the corridor and the living room,
the task's description before the first room. Single rooms: a coin in an open dishwasher, on a
patio chair, on a supermarket showcase among rice and beans, in the street ("There is also a
coin."), on an end table after the task's description, on a laundry basket beside a towel; a
closed car, mailbox, bathroom cabinet, wardrobe and garage door, an open empty wardrobe, a
kitchen with three closed doors and an open way, a pantry behind a closed plain door. None is
engine output. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


# the map: Corridor n Living Room (no door), s Bathroom (no door), e Bedroom (wood door,
# closed at first; the coin on the desk); Living Room w Backyard (sliding patio door, closed
# at first).
def corridor(door_open: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom. "
        if door_open
        else "To the East you see a closed wood door. "
    )
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has a black umbrella on it. In another part of the room you see a hat rack, "
        "that has nothing on it. \nTo the North you see the living room. To the South you see "
        f"the bathroom. {east}",
        R("corridor", "n s e", closed="" if door_open else "e"),
    )


def living(door_open: bool = False) -> tuple:
    west = (
        "Through an open sliding patio door, to the West you see the backyard. "
        if door_open
        else "To the West you see a closed sliding patio door. "
    )
    return (
        "You are in the living room. In one part of the room you see a book case that has a "
        "dictionary on it. There is also a TV stand, that has nothing on it. You also see a "
        "arm chair, that has nothing on it. In another part of the room you see a sofa, that "
        "has nothing on it. \nTo the North you see the kitchen. To the South you see the "
        f"corridor. {west}",
        R("living room", "n s w", closed="" if door_open else "w"),
    )


def kitchen() -> tuple:
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "fridge that is closed. You also see a kitchen cupboard that is closed. In another part "
        "of the room you see a dining chair, that has nothing on it. \nTo the South you see "
        "the living room. To the East you see a closed plain door. ",
        R("kitchen", "s e", closed="e"),
    )


def bedroom(coin: bool = True) -> tuple:
    desk = (
        "a desk that has a coin, and a notebook on it"
        if coin
        else ("a desk that has a notebook on it")
    )
    return (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
        f"There is also a wardrobe that is closed. You also see {desk}. In another part of the "
        "room you see a desk chair, that has nothing on it. \nThrough an open wood door, to the "
        "West you see the corridor. ",
        R("bedroom", "w", coin=coin),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub, that has nothing on it. You also see a towel rack that has a green towel on "
        "it. In another part of the room you see a bathroom cabinet that is closed. \nTo the "
        "North you see the corridor. ",
        R("bathroom", "n"),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a trowel on it. You also see a clothes line, that has nothing on "
        "it. In another part of the room you see a garden, that has nothing on it. \nThrough "
        "an open sliding patio door, to the East you see the living room. ",
        R("backyard", "e"),
    )


def first(step: tuple) -> tuple:
    """The task's description before the first room, as a client shows it."""
    text, reading = step
    return (TASK + text, reading)


ITEMS = [
    # ---- walks on one map ----
    item(
        first(corridor()),
        "move east",
        (CLOSED, K("refused", "closed")),
        "look around",
        corridor(),
        notes="a move east refused at the closed wood door, then a look that shows it still "
        "closed (the refusal stands): go north or south, or open east",
    ),
    item(
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        notes="the door opened by its direction and walked through; the coin on the desk: take "
        "coin",
    ),
    item(
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the room looked at again (the desk holds only the notebook); "
        "the only way is west, the way in (visited, initial, all visited): go west",
    ),
    item(
        corridor(),
        "move north",
        living(),
        "move west",
        (CLOSED, K("refused", "closed")),
        "open door to west",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move north",
        kitchen(),
        notes="a move west refused at the closed patio door, then the door opened (the refusal "
        "cleared, and left behind), then a move north: south the way in (visited, initial), "
        "a closed plain door east: open east",
    ),
    item(
        first(corridor()),
        "move north",
        living(),
        "open door to west",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move west",
        backyard(),
        notes="a walk north and west through the patio door; the backyard's only way is east, "
        "the way in (visited, initial, all visited): go east",
    ),
    item(
        corridor(),
        "move south",
        bathroom(),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        bathroom(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call); the bathroom's only way is north, the way in: go north",
    ),
    item(
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        living(),
        "move south",
        corridor(door_open=True),
        notes="the wood door opened, then a walk to the living room and back: north visited, "
        "south and east (now open) unvisited: go south or east",
    ),
    item(
        corridor(),
        "move north",
        living(),
        "move east",
        (UNKNOWN, K("refused")),
        "look around",
        living(),
        notes="a move east from the living room toward no exit (refused east); south the way "
        "in (visited, initial), north open, the patio door west closed: go north or open west",
    ),
    item(
        first(corridor()),
        "move north",
        living(),
        "open door to west",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move west",
        backyard(),
        "move east",
        living(door_open=True),
        notes="a loop to the backyard and back: south (the way in) and west visited, north "
        "unvisited: go north",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see an "
        "open dishwasher, that contains a coin. In one part of the room you see a dining chair, "
        "that has nothing on it. \nTo the North you see the living room. To the West you see "
        "the pantry. ",
        R("kitchen", "n w", coin=True),
        notes="a coin in an open dishwasher is a coin here: take coin",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio chair that has a coin on it. You also see a patio table, that has nothing on "
        "it. In another part of the room you see a garden that has a tomato plant on it. \nTo "
        "the North you see a closed screen door. To the East you see the driveway. ",
        R("backyard", "n e", closed="n", coin=True),
        notes="a coin on a patio chair: take coin",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase that has a "
        "coin, a bag of rice, and a tin of beans on it. There is also a shopping cart, that "
        "has nothing on it. \nTo the South you see the street. ",
        R("supermarket", "s", coin=True),
        notes="a coin among things on a showcase: take coin",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bench, that has nothing on it. You also see a coin. \nTo the North "
        "you see the supermarket. To the West you see the driveway. ",
        R("street", "n w", coin=True),
        notes="the coin as a thing of its own ('You also see a coin.'); the closed mailbox is "
        "no door: take coin",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "counter that has a bread knife on it. You also see a trash can that is closed. \nTo "
        "the North you see a closed plain door. To the South you see a closed wood door. To "
        "the East you see the corridor. To the West you see a closed screen door. ",
        R("kitchen", "n s e w", closed="n s w"),
        notes="three closed doors and an open way east: go east or open north, south or west",
    ),
    item(
        TASK + "You are in the living room. In one part of the room you see a sofa, that has "
        "nothing on it. There is also a end table that has a coin, and a reading lamp on it. "
        "You also see a TV stand, that has nothing on it. \nTo the North you see the corridor. "
        "To the East you see the kitchen. ",
        R("living room", "n e", coin=True),
        notes="the coin game's own task before the room; a coin on the end table: take coin",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket that has a coin, and a bath towel on it. \nTo the South you see the kitchen. "
        "To the West you see a closed plain door. ",
        R("laundry room", "s w", closed="w", coin=True),
        notes="a coin on a laundry basket beside a towel; closed machines are no doors: take coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a wardrobe that is open, and "
        "empty. There is also a chest of drawers that is closed. You also see a bed, that has "
        "nothing on it. \nTo the North you see a closed wood door. To the East you see the "
        "bathroom. ",
        R("bedroom", "n e", closed="n"),
        notes="an open, empty wardrobe holds no coin; a closed door north and an open way "
        "east: go east or open north",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has nothing on "
        "it. \nTo the East you see a closed plain door. ",
        R("pantry", "e", closed="e"),
        notes="the only way is a closed door east: open east",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a sink that has a bar of "
        "soap on it. There is also a bathroom cabinet that is closed. You also see a toilet. "
        "\nTo the South you see the corridor. To the West you see a closed frosted-glass door. ",
        R("bathroom", "s w", closed="w"),
        notes="a closed bathroom cabinet is no door; the corridor south and a closed "
        "frosted-glass door west: go south or open west",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. \nTo "
        "the North you see the street. To the South you see a closed garage door. To the West "
        "you see the backyard. ",
        R("driveway", "n s w", closed="s"),
        notes="a closed car is no door; a closed garage door south: go north or west, or open "
        "south",
    ),
]
