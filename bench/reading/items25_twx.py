"""twx, twenty-fifth round: the coin game's manner (furniture listed "In one part of the room you
see ...", "that has nothing on it", "that is closed", the exits "To the North you see ...",
"Through an open wood door, to the East you see ...", the coin as a thing of its own or on a
piece of furniture). Eight walks on one map of the engine's locations (a street with the
driveway north and the supermarket east; a driveway with a closed wood door east to a corridor;
the corridor's bedroom north, whose desk holds the coin): the task's description before the
first room, "You can't move there, the door is closed. " then `look around`, "Unknown action:
I'm not sure what you mean." then an open, "open door to east", "You open the wood door,
revealing the corridor. ", "You take the coin. " then `look around`, loops through the street
and back into the driveway. Twelve single rooms with a coin on a shelf among groceries, on a
sofa beside a cushion, on a patio chair beside a watering can, on a night stand beside an alarm
clock, on a desk chair beside a cardigan, as a thing of its own in a kitchen and a supermarket;
a bathroom refused toward no exit, a laundry room refused at its closed door, a kitchen with
three closed doors, a street with a closed recycling bin, a corridor with four ways in three
states. None is engine output. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
SHUT = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


# the map: Street n Driveway, e Supermarket; Driveway e (closed wood door) Corridor;
# Corridor n Bedroom (the coin on the desk)
def street(task: bool = False) -> tuple:
    text = (
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a bicycle rack, that has nothing on it. You also see a car that is closed. \n"
        "To the North you see the driveway. To the East you see the supermarket. "
    )
    return ((TASK if task else "") + text, R("street", "n e"))


def supermarket() -> tuple:
    return (
        "You are in the supermarket. In one part of the room you see a showcase, that has "
        "nothing on it. There is also a shelf that has a loaf of bread, and a jar of jam on it. "
        "You also see a cash register that is closed. \n"
        "To the West you see the street. ",
        R("supermarket", "w"),
    )


def driveway(door_open: bool = False) -> tuple:
    door = (
        "Through an open wood door, to the East you see the corridor. "
        if door_open
        else "To the East you see a closed wood door. "
    )
    return (
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow, that has nothing on it. \n"
        f"To the South you see the street. {door}",
        R("driveway", "s e", closed="" if door_open else "e"),
    )


def corridor() -> tuple:
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has nothing "
        "on it. There is also a shoe cabinet that is closed. You also see a coat hanger, that "
        "has nothing on it. \n"
        "To the North you see the bedroom. Through an open wood door, to the West you see the "
        "driveway. ",
        R("corridor", "n w"),
    )


def bedroom(coin: bool = True) -> tuple:
    things = "a coin, and a stapler" if coin else "a stapler"
    desk = f"a desk that has {things} on it"
    return (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
        f"There is also a wardrobe that is closed. You also see {desk}. In another part of the "
        "room you see a night stand, that has nothing on it. \n"
        "To the South you see the corridor. ",
        R("bedroom", "s", coin=coin),
    )


OPENED = ("You open the wood door, revealing the corridor. ", K("opened"))


def laundry_room() -> tuple:
    return (
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a clothes drier that is closed. You also see a laundry basket, "
        "that has nothing on it. \n"
        "To the North you see a closed plain door. Through an open screen door, to the West you "
        "see the backyard. ",
        R("laundry room", "n w", closed="n"),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a bath "
        "tub, that has nothing on it. You also see a sink that has a bar of soap on it. In "
        "another part of the room you see a bathroom cabinet that is closed. \n"
        "To the North you see a closed frosted-glass door. To the East you see a closed wood "
        "door. ",
        R("bathroom", "n e", closed="n e"),
    )


ITEMS = [
    # ---- walks on one map ----
    item(
        street(task=True),
        "move east",
        supermarket(),
        notes="the task's description, then a move east into the supermarket: its only way, "
        "west, is the way in, visited: move west",
    ),
    item(
        street(),
        "move north",
        driveway(),
        "move east",
        (SHUT, K("refused", "closed")),
        "look around",
        driveway(),
        notes="the closed wood door refused and looked at: refused east, still closed; south "
        "visited: open east",
    ),
    item(
        street(),
        "move north",
        driveway(),
        "open door to east",
        OPENED,
        "move east",
        corridor(),
        notes="the wood door opened and walked through: west visited (the way in), the bedroom "
        "north not: move north",
    ),
    item(
        street(),
        "move north",
        driveway(),
        "open door to east",
        OPENED,
        "move east",
        corridor(),
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken from the desk and the bedroom looked at again (the eighth round's "
        "call: the person goes on): its only way south is the way in: move south",
    ),
    item(
        street(),
        "move north",
        driveway(),
        "move west",
        (UNKNOWN, K("refused")),
        "open door to east",
        OPENED,
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call); then the wood door opened: refused west, east open and unvisited: move east",
    ),
    item(
        street(),
        "move east",
        supermarket(),
        "move west",
        street(),
        notes="there and back to the first room: east visited, north not: move north",
    ),
    item(
        street(),
        "move north",
        driveway(),
        "open door to east",
        OPENED,
        "move east",
        corridor(),
        "move west",
        driveway(door_open=True),
        notes="into the corridor and back through the open door: both ways of the driveway "
        "visited; the way back to the room it was first entered from is south: move south",
    ),
    item(
        street(task=True),
        "move north",
        driveway(),
        "open door to east",
        OPENED,
        "move east",
        corridor(),
        "move north",
        bedroom(),
        notes="a walk to the bedroom, whose desk holds the coin: take it",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
        "that is closed. You also see a counter, that has nothing on it. In another part of the "
        "room you see a coin. \n"
        "To the North you see the living room. To the East you see a closed plain door. ",
        R("kitchen", "n e", closed="e", coin=True),
        notes="the coin as a thing of its own: take it",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf that has a bag of flour, "
        "a coin, and a can of beans on it. \n"
        "Through an open plain door, to the West you see the kitchen. ",
        R("pantry", "w", coin=True),
        notes="a coin among the groceries on a shelf: take it",
    ),
    item(
        bathroom(),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        bathroom(),
        notes="a move toward no exit answered 'Unknown action' (a refusal) and a look: refused "
        "west; two closed doors: open north or open east",
    ),
    item(
        "You are in the living room. In one part of the room you see a book case, that has "
        "nothing on it. There is also a sofa that has a coin, and a cushion on it. You also see "
        "a TV stand, that has nothing on it. \n"
        "To the North you see a closed sliding patio door. To the South you see the corridor. "
        "To the West you see the kitchen. ",
        R("living room", "n s w", closed="n", coin=True),
        notes="a coin on the sofa beside a cushion: take it",
    ),
    item(
        TASK + "You are in the backyard. In one part of the room you see a barbeque. There is "
        "also a clothes line, that has nothing on it. You also see a patio chair that has a coin, "
        "and a watering can on it. \n"
        "To the East you see a closed patio door. To the South you see the driveway. ",
        R("backyard", "e s", closed="e", coin=True),
        notes="the coin task's description, then a coin on a patio chair: take it",
    ),
    item(
        laundry_room(),
        "move north",
        (SHUT, K("refused", "closed")),
        "look around",
        laundry_room(),
        notes="the closed plain door refused and looked at: refused north, closed: open north "
        "or move west",
    ),
    item(
        TASK + "You are in the supermarket. In one part of the room you see a showcase, that has "
        "a box of cereal on it. There is also a cash register that is closed. You also see a "
        "coin. \n"
        "To the South you see the street. ",
        R("supermarket", "s", coin=True),
        notes="'You also see a coin.': take it",
    ),
    item(
        "You are in the street. In one part of the room you see a bus stop, that has nothing on "
        "it. There is also a recycling bin that is closed. \n"
        "To the North you see the driveway. To the West you see the backyard. ",
        R("street", "n w"),
        notes="no coin in sight (a closed recycling bin is no coin and no door): move north or "
        "move west",
    ),
    item(
        "You are in the corridor. In one part of the room you see an umbrella stand, that has "
        "nothing on it. There is also a hat rack, that has nothing on it. \n"
        "To the North you see the bathroom. To the South you see a closed wood door. Through an "
        "open frosted-glass door, to the East you see the bedroom. To the West you see a closed "
        "patio door. ",
        R("corridor", "n s e w", closed="s w"),
        notes="four ways in three states: north and east open (move), south and west closed (open)",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
        "There is also a night stand that has a coin, and an alarm clock on it. \n"
        "To the West you see a closed wood door. ",
        R("bedroom", "w", closed="w", coin=True),
        notes="a coin on the night stand beside an alarm clock: take it",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an oven. "
        "You also see a dishwasher that is closed. In another part of the room you see a dining "
        "chair, that has nothing on it. \n"
        "To the North you see a closed screen door. To the East you see a closed plain door. To "
        "the West you see a closed sliding patio door. ",
        R("kitchen", "n e w", closed="n e w"),
        notes="three closed doors and no coin: open any of them; a closed dishwasher is no door",
    ),
    item(
        TASK + "You are in the bedroom. In one part of the room you see a wardrobe that is "
        "closed. There is also a desk chair that has a coin, and a cardigan on it. You also see "
        "a chest of drawers that is closed. \n"
        "To the North you see the corridor. To the East you see the bathroom. ",
        R("bedroom", "n e", coin=True),
        notes="the task's description, then a coin on the desk chair: take it",
    ),
]
