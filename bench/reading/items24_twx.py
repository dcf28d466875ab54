"""twx, twenty-fourth round: the coin game's manner (its location sentences, furniture "that is
closed", ", that has nothing on it" and "that has ... on it", "To the North you see ...",
"Through an open ... door, to the South you see ..."), none of it engine output. Nine walks on
one map (a backyard with a closed sliding patio door north to a kitchen and the driveway east; a
kitchen with a closed plain door west to a pantry whose folding chair holds the coin; the street
east of the driveway): the coin task's description before the first room, "You can't move
there, the door is closed. " then `look around`, "open door to north", "You open the sliding
patio door, revealing the kitchen. ", "You take the coin. " then `look around`, "Unknown action:
I'm not sure what you mean." then `look around`, loops back to the backyard and the driveway, a
refusal cleared by an open. Single rooms with a coin on a book case beside a photo album, on a
toilet, in an open chest of drawers beside a sock, in an open trash can beside a banana peel,
as a thing of its own in the driveway, on a side table after the task's description and on a
workbench beside a hammer; a laundry room with two closed doors, a corridor with four ways in
three states, a supermarket's closed cash register, a pantry whose only door is shut. The walks
are printed from one map by functions, so a room reads the same on every visit. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
REFUSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


def backyard(door_open: bool = False, task: bool = False) -> tuple:
    north = (
        "Through an open sliding patio door, to the North you see the kitchen."
        if door_open
        else "To the North you see a closed sliding patio door."
    )
    text = (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "clothes line, that has nothing on it. You also see a patio chair, that has nothing on "
        "it. In another part of the room you see a patio table, that has nothing on it. In one "
        "part of the room you see a garden, that has nothing on it. \n"
        f"{north} To the East you see the driveway. "
    )
    if task:
        text = f"{TASK}\n\n{text}"
    return (text, R("backyard", "n e", closed="" if door_open else "n"))


def kitchen(west_open: bool = False) -> tuple:
    west = (
        "Through an open plain door, to the West you see the pantry."
        if west_open
        else "To the West you see a closed plain door."
    )
    text = (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see a kitchen cupboard "
        "that is closed. There is also a cutlery drawer that is closed. You also see a trash "
        "can that is closed. \nThrough an open sliding patio door, to the South you see the "
        f"backyard. {west} "
    )
    return (text, R("kitchen", "s w", closed="" if west_open else "w"))


def pantry(coin: bool = True) -> tuple:
    chair = "a folding chair that has a coin on it" if coin else "a folding chair, that has "
    chair += "" if coin else "nothing on it"
    text = (
        f"You are in the pantry. In one part of the room you see {chair}. There is also a "
        "shelf that has a bag of rice, and a jar of honey on it. \nThrough an open plain door, "
        "to the East you see the kitchen. "
    )
    return (text, R("pantry", "e", coin=coin))


def driveway() -> tuple:
    text = (
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow, that has nothing on it. \nTo the East you see the street. To "
        "the West you see the backyard. "
    )
    return (text, R("driveway", "e w"))


def street() -> tuple:
    text = (
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bus shelter bench, that has nothing on it. \nTo the West you see the "
        "driveway. "
    )
    return (text, R("street", "w"))


ITEMS = [
    # ---- walks on one map ----
    item(
        backyard(task=True),
        notes="the coin task's description before the first room: the sliding patio door "
        "north is closed, the driveway east is open: open north or go east",
    ),
    item(
        backyard(),
        "move north",
        (REFUSED, K("refused", "closed")),
        "look around",
        backyard(),
        notes="the move north refused at the closed patio door; the look shows it still "
        "closed (the refusal stands): open north or go east",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        notes="the patio door opened and walked through: the kitchen's south leads back "
        "(visited, initial); the plain door west is closed: open west",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move west",
        pantry(),
        notes="two doors opened and walked through; a coin on the pantry's folding chair: take it",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move west",
        pantry(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        pantry(coin=False),
        notes="after 'You take the coin.' the look shows the chair bare; the pantry's only way "
        "east leads back: go east (the eighth round's call: the person goes on)",
    ),
    item(
        backyard(),
        "move east",
        driveway(),
        "move east",
        street(),
        notes="east twice: the street's only way west leads back: go west",
    ),
    item(
        backyard(),
        "move east",
        driveway(),
        "move north",
        (UNKNOWN, K("refused")),
        "look around",
        driveway(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call); west visited (initial), east new: go east",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "move south",
        backyard(door_open=True),
        notes="a loop back to the first room through the opened patio door: north visited, "
        "the driveway east new: go east",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "move west",
        (REFUSED, K("refused", "closed")),
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "look around",
        kitchen(west_open=True),
        notes="the plain door refused, then opened (the refusal cleared); the look shows it "
        "open: go west",
    ),
    # ---- single rooms ----
    item(
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case that has a coin, and a photo album on it. You "
        "also see a TV stand, that has nothing on it. In another part of the room you see a "
        "arm chair, that has nothing on it. \nTo the North you see the corridor. To the West "
        "you see a closed wood door. ",
        R("living room", "n w", closed="w", coin=True),
        notes="a coin on the book case beside a photo album: take it",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet that has a coin on "
        "it. There is also a bath tub, that has nothing on it. You also see a sink, that has "
        "nothing on it. In another part of the room you see a bathroom cabinet that is closed. "
        "\nTo the South you see a closed frosted-glass door. ",
        R("bathroom", "s", closed="s", coin=True),
        notes="a coin on the toilet: take it (the closed bathroom cabinet is no door)",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket, that has nothing on it. In another part of the room you see a shelf that has "
        "a bottle of bleach on it. \nTo the North you see a closed plain door. To the South you "
        "see a closed wood door. To the East you see the kitchen. ",
        R("laundry room", "n s e", closed="n s"),
        notes="closed appliances are no doors; north and south closed doors, east open: open "
        "north, open south or go east",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand, that has nothing on it. In another part of the room you see a coat hanger, that "
        "has nothing on it. \nTo the North you see a closed wood door. Through an open screen "
        "door, to the South you see the backyard. To the East you see the kitchen. To the West "
        "you see a closed frosted-glass door. ",
        R("corridor", "n s e w", closed="n w"),
        notes="four ways in three states: north and west closed doors, south an open screen "
        "door, east no door",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase that has a "
        "carton of milk, and a loaf of bread on it. There is also a cash register that is "
        "closed. \nTo the South you see the street. ",
        R("supermarket", "s"),
        notes="a closed cash register is no coin: go south",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk, that has nothing on it. In another part of the room you see an open chest of "
        "drawers, that contains a coin, and a sock. In one part of the room you see a wardrobe "
        "that is closed. There is also a night stand, that has nothing on it. \nThrough an open "
        "wood door, to the North you see the corridor. ",
        R("bedroom", "n", coin=True),
        notes="a coin in the open chest of drawers (its contents given): take it",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see an open trash can, "
        "that contains a coin, and a banana peel. \nTo the North you see the living room. To "
        "the South you see the pantry. ",
        R("kitchen", "n s", coin=True),
        notes="a coin in the open trash can beside a banana peel: take it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. In "
        "another part of the room you see a coin. \nTo the North you see the street. To the "
        "West you see the backyard. ",
        R("driveway", "n w", coin=True),
        notes="the coin as a thing of its own: take it",
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf that has a jar of pickles on it. \nTo the North "
        "you see a closed plain door. ",
        R("pantry", "n", closed="n"),
        notes="the only way is a closed plain door: open north",
    ),
    item(
        f"{TASK}\n\nYou are in the living room. In one part of the room you see a sofa, that "
        "has nothing on it. There is also a coffee table, that has nothing on it. You also see "
        "a side table that has a coin on it. \nTo the South you see the bathroom. To the East "
        "you see a closed sliding patio door. ",
        R("living room", "s e", closed="e", coin=True),
        notes="the coin task's description and the first room: a coin on the side table: take it",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a hammer, and a coin on it. You also see a patio chair, that has "
        "nothing on it. \nTo the North you see a closed screen door. To the South you see the "
        "driveway. To the West you see a closed patio door. ",
        R("backyard", "n s w", closed="n w", coin=True),
        notes="a coin on the workbench beside a hammer: take it",
    ),
]
