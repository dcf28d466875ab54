"""twx, twenty-second round: the coin game's manner (TextWorldExpress's sentences, its own
locations and doors, "You can't move there, the door is closed. ", "open door to north", "You
open the wood door, revealing the bedroom. ", "You take the coin. ", "Unknown action: I'm not
sure what you mean."), as a new user's coin hunts in that manner would print them; none is
engine output. Nine walks on one map (a living room with a closed wood door north to a bedroom
whose desk holds the coin, a corridor east of it with a closed frosted-glass door north to a
bathroom, a laundry room south of the corridor with a closed sliding patio door west to a
backyard, a driveway south of the backyard), of two to five turns, with loops back to the living
room, a refusal then `look around`, a move toward no exit, and the coin taken and the bedroom
looked at again; eleven single rooms (kitchen after the task's description, pantry, supermarket,
street, bathroom, living room, laundry room, backyard, bedroom, driveway, corridor) with the coin
on a counter, a shelf, in the street, in a clothes drier, on a patio table and on a coat hanger,
and closed doors, a car and cabinets. The walks are printed from one map by functions, so a
room reads the same on every visit. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


# ---- the map: Living Room n Bedroom (wood door), e Corridor; Corridor n Bathroom
# (frosted-glass door), s Laundry Room; Laundry Room w Backyard (sliding patio door);
# Backyard s Driveway; Driveway e Street.
def living_room(wood_open: bool = False) -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom."
        if wood_open
        else "To the North you see a closed wood door."
    )
    return (
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion on it. There is also a TV stand, that has nothing on it. You also see a "
        "bookcase, that has nothing on it. In another part of the room you see a side table, "
        f"that has a lamp on it. \n{north} To the East you see the corridor. ",
        R("living room", "n e", closed="" if wood_open else "n"),
    )


def bedroom(coin: bool = True) -> tuple:
    desk = (
        "a desk, that has a coin, and a pencil on it" if coin else "a desk, that has a pencil on it"
    )
    return (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
        f"it. There is also {desk}. You also see a wardrobe that is closed. \nThrough an open "
        "wood door, to the South you see the living room. ",
        R("bedroom", "s", coin=coin),
    )


def corridor(frosted_open: bool = False) -> tuple:
    north = (
        "Through an open frosted-glass door, to the North you see the bathroom."
        if frosted_open
        else "To the North you see a closed frosted-glass door."
    )
    return (
        "You are in the corridor. In one part of the room you see a shoe cabinet that is "
        "closed. There is also a hat rack, that has nothing on it. \n"
        f"{north} To the South you see the laundry room. To the West you see the living room. ",
        R("corridor", "n s w", closed="" if frosted_open else "n"),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "sink, that has a bar of soap on it. You also see a bathroom cabinet that is closed. "
        "\nThrough an open frosted-glass door, to the South you see the corridor. ",
        R("bathroom", "s"),
    )


def laundry(patio_open: bool = False) -> tuple:
    west = (
        "Through an open sliding patio door, to the West you see the backyard."
        if patio_open
        else "To the West you see a closed sliding patio door."
    )
    return (
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a laundry basket, that has a sock on it. \nTo the North you "
        f"see the corridor. {west} ",
        R("laundry room", "n w", closed="" if patio_open else "w"),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "clothes line, that has nothing on it. You also see a garden, that has a rake on it. "
        "\nThrough an open sliding patio door, to the East you see the laundry room. To the "
        "South you see the driveway. ",
        R("backyard", "e s"),
    )


def driveway() -> tuple:
    return (
        "You are in the driveway. In one part of the room you see a car that is closed. "
        "There is also a wheelbarrow, that has a bag of compost on it. \nTo the North you see "
        "the backyard. To the East you see the street. ",
        R("driveway", "n e"),
    )


ITEMS = [
    item(
        (TASK + living_room()[0], living_room()[1]),
        "move east",
        corridor(),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        corridor(),
        notes="the frosted-glass door refused as closed and the look shows it still closed "
        "(refused, closed); the living room west (visited, initial), the laundry room south "
        "unvisited: go south or open north",
    ),
    item(
        living_room(),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        notes="'a desk, that has a coin, and a pencil on it': take coin",
    ),
    item(
        living_room(),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="after the coin is taken the look shows the desk without it (the eighth round's "
        "call: the person goes on); the one way south is the way in: go south",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move south",
        laundry(),
        notes="the corridor north (visited, initial), the sliding patio door west closed: "
        "open west",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move south",
        laundry(),
        "open door to west",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move west",
        backyard(),
        notes="through the patio door: the laundry room east (visited, initial), the driveway "
        "south unvisited: go south",
    ),
    item(
        living_room(),
        "move west",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        living_room(),
        notes="a move toward no exit answered 'Unknown action' (a refusal, the ninth round's "
        "call), then a look: refused(west); the wood door north closed, the corridor east: "
        "open north or go east",
    ),
    item(
        living_room(),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        corridor(),
        "move west",
        living_room(wood_open=True),
        notes="back in the first room with the wood door open: the corridor east visited, the "
        "bedroom north not: go north",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "open door to north",
        ("You open the frosted-glass door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(),
        notes="a closed bathroom cabinet holds no coin one can read; the only way south is the "
        "way in (visited, initial, all visited): go south",
    ),
    item(
        living_room(),
        "move east",
        corridor(),
        "move south",
        laundry(),
        "open door to west",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move west",
        backyard(),
        "move south",
        driveway(),
        notes="a five-turn walk: the backyard north (visited, initial), the street east "
        "unvisited; a closed car is no door: go east",
    ),
    item(
        TASK + "You are in the kitchen. In one part of the room you see a fridge that is "
        "closed. There is also a counter, that has a coin, and an apple on it. You also see a "
        "dishwasher that is closed. \nTo the South you see the pantry. To the West you see a "
        "closed screen door. ",
        R("kitchen", "s w", closed="w", coin=True),
        notes="the coin game's task, then a coin on the counter: take coin",
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf, that has a bag of rice, and a coin on it. "
        "\nThrough an open plain door, to the North you see the kitchen. ",
        R("pantry", "n", coin=True),
        notes="a coin on the shelf among other things: take coin",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has "
        "nothing on it. There is also a shelf, that has nothing on it. You also see a checkout "
        "counter, that has nothing on it. \nTo the South you see the street. ",
        R("supermarket", "s"),
        notes="nothing on any surface, no coin: go south",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a coin. \nTo the North you see the driveway. To the East you see the "
        "supermarket. ",
        R("street", "n e", coin=True),
        notes="'There is also a coin.': take coin (a closed mailbox is no door)",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath mat. You also see a bathroom cabinet that is closed. \nTo the North you see a "
        "closed frosted-glass door. To the West you see a closed plain door. ",
        R("bathroom", "n w", closed="n w"),
        notes="two closed doors and no other way: open north or open west",
    ),
    item(
        "You are in the living room. In one part of the room you see a arm chair, that has "
        "nothing on it. There is also a coffee table, that has a magazine on it. \nTo the "
        "North you see the kitchen. Through an open sliding patio door, to the South you see "
        "the backyard. To the East you see a closed wood door. To the West you see the "
        "corridor. ",
        R("living room", "n s e w", closed="e"),
        notes="four ways: north, south (an open door), west open, east behind a closed door: "
        "go north, go south, go west or open east",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier, that contains a coin, and a grey towel. You "
        "also see a ironing board, that has nothing on it. \nTo the East you see the kitchen. ",
        R("laundry room", "e", coin=True),
        notes="'a clothes drier, that contains a coin, and a grey towel': its contents listed, "
        "within reach: take coin",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table, that has a coin, and a newspaper on it. \nTo the North you see a closed "
        "screen door. To the East you see the driveway. ",
        R("backyard", "n e", closed="n", coin=True),
        notes="a coin on the patio table: take coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a chest of drawers that is "
        "closed. There is also a wardrobe that is closed. You also see a night stand, that has "
        "an alarm clock on it. \nThrough an open wood door, to the East you see the corridor. ",
        R("bedroom", "e"),
        notes="closed furniture whose contents are not given: no coin; go east",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. "
        "\nTo the North you see the backyard. To the South you see the street. To the West you "
        "see a closed plain door. ",
        R("driveway", "n s w", closed="w"),
        notes="a closed car is no door; the plain door west closed: go north, go south or open "
        "west",
    ),
    item(
        TASK + "You are in the corridor. In one part of the room you see a key holder, that "
        "has nothing on it. There is also a coat hanger, that has a coin, and a scarf on it. "
        "\nTo the South you see a closed wood door. To the West you see the kitchen. ",
        R("corridor", "s w", closed="s", coin=True),
        notes="the task's description, then a coin on the coat hanger: take coin",
    ),
]
