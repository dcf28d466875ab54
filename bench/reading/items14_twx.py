"""twx, fourteenth round: the coin game's manner (none is engine output). Six walks on one map of
the engine's locations (a bathroom whose only way is north to a corridor; the corridor's wood
door east to a bedroom, shut at first; a living room west of the corridor): "You can't move
there, the door is closed." then `look around`, "open door to east" and "You open the wood door,
revealing the bedroom.", a coin on the night stand taken and the room looked at again, "Unknown
action: I'm not sure what you mean." after a move toward no exit, a loop back to the corridor
with the door open. Fourteen single rooms of the engine's other locations with the coin on a
dining chair, a bench, a patio table, a supermarket shelf, a pantry shelf and a porch step;
closed doors, a closed car, mailbox and bathroom cabinet, the task's description before a room.
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def bathroom() -> tuple:
    text = (
        "You are in the bathroom. In one part of the room you see a bath mat, that has nothing "
        "on it. There is also a toilet. You also see a shower. In another part of the room you "
        "see a sink, that has nothing on it. \nTo the North you see the corridor. "
    )
    return (text, R("bathroom", "n", leads={"n": "corridor"}))


def corridor(opened: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom."
        if opened
        else "To the East you see a closed wood door."
    )
    text = (
        "You are in the corridor. In one part of the room you see a key holder, that has nothing "
        "on it. There is also a coat hanger, that has nothing on it. You also see a umbrella "
        f"stand, that has nothing on it. \nTo the South you see the bathroom. {east} To the West "
        "you see the living room. "
    )
    leads = {"s": "bathroom", "w": "living room"}
    if opened:
        leads["e"] = "bedroom"
    return (text, R("corridor", "s e w", closed="" if opened else "e", leads=leads))


def bedroom(coin: bool = True) -> tuple:
    stand = (
        "a night stand that has a coin on it" if coin else "a night stand, that has nothing on it"
    )
    text = (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
        f"There is also a wardrobe that is closed. You also see {stand}. \nThrough an open wood "
        "door, to the West you see the corridor. "
    )
    return (text, R("bedroom", "w", coin=coin, leads={"w": "corridor"}))


def living_room() -> tuple:
    text = (
        "You are in the living room. In one part of the room you see a sofa, that has nothing on "
        "it. There is also a TV stand, that has nothing on it. You also see a arm chair, that has "
        "nothing on it. \nTo the East you see the corridor. "
    )
    return (text, R("living room", "e", leads={"e": "corridor"}))


ITEMS = [
    # ---- walks on one map ----
    item(
        bathroom(),
        "move north",
        corridor(),
        "move east",
        ("You can't move there, the door is closed. ", K("refused")),
        "look around",
        corridor(),
        notes="the refusal at the closed wood door stands (the look shows it still closed): "
        "open east or go west; south visited, initial",
    ),
    item(
        bathroom(),
        "move north",
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        notes="the door opened by direction and walked through; a coin on the night stand: take "
        "coin",
    ),
    item(
        bathroom(),
        "move north",
        corridor(),
        "move west",
        living_room(),
        notes="a dead end: the only way is back east (initial, all visited)",
    ),
    item(
        bathroom(),
        "move north",
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move west",
        living_room(),
        "move east",
        corridor(opened=True),
        notes="a loop back to the corridor with the door open: south and west visited, the "
        "bedroom east not yet: go east",
    ),
    item(
        bathroom(),
        "move west",
        ("Unknown action: I'm not sure what you mean. ", K("refused")),
        "look around",
        bathroom(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call): refused west; go north",
    ),
    item(
        bathroom(),
        "move north",
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the room looked at again (the eighth round's call: the person "
        "goes on): back west (initial, all visited)",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an oven. "
        "You also see a fridge that is closed. In another part of the room you see a counter, "
        "that has nothing on it. In one part of the room you see a dining chair that has a coin "
        "on it. \nTo the North you see a closed plain door. To the West you see the pantry. ",
        R("kitchen", "n w", closed="n", coin=True),
        notes="a coin on a dining chair: take coin; a closed plain door north",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a bench that has a coin, and a folded towel on it. \nTo the South "
        "you see a closed frosted-glass door. ",
        R("laundry room", "s", closed="s", coin=True),
        notes="a coin on a bench among other things: take coin (the closed washing machine is "
        "no coin)",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table that has a coin, and a mug on it. You also see a clothes line, that has "
        "nothing on it. \nThrough an open screen door, to the South you see the kitchen. To the "
        "East you see a closed patio door. To the West you see a closed sliding patio door. ",
        R("backyard", "s e w", closed="e w", coin=True),
        notes="a coin on the patio table: take coin; one open and two closed doors",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. \nTo the "
        "North you see the backyard. To the South you see the street. ",
        R("driveway", "n s"),
        notes="a closed car is no coin; two open ways",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a lamp post. \nTo the North you see the driveway. To the East you see the "
        "supermarket. ",
        R("street", "n e"),
        notes="a closed mailbox whose contents are not given is no coin",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a shelf that has a loaf of "
        "bread, a coin, and a carton of milk on it. There is also a checkout counter, that has "
        "nothing on it. \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="a coin among groceries on a shelf: take coin",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf that has a tin of beans, "
        "and a coin on it. There is also a sack of potatoes. \nTo the East you see the "
        "kitchen. ",
        R("pantry", "e", coin=True),
        notes="a coin on the pantry shelf: take coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a chest of drawers that is "
        "closed. There is also a bed, that has nothing on it. \nTo the North you see a closed "
        "wood door. Through an open frosted-glass door, to the East you see the bathroom. ",
        R("bedroom", "n e", closed="n"),
        notes="a closed wood door north, an open frosted-glass door east: open north or go east",
    ),
    item(
        "You are in the corridor. In one part of the room you see a shoe cabinet that is closed. "
        "\nTo the North you see a closed plain door. To the South you see a closed screen door. "
        "To the East you see a closed wood door. To the West you see the kitchen. ",
        R("corridor", "n s e w", closed="n s e"),
        notes="three closed doors and one open way: open any of them, or go west",
    ),
    item(
        "Your task is to search the environment and find the coin.  Once you find the coin, take "
        "it. \n\nYou are in the living room. In one part of the room you see a coffee table, that "
        "has nothing on it. There is also a book case, that has nothing on it. \nTo the South "
        "you see the corridor. To the West you see a closed sliding patio door. ",
        R("living room", "s w", closed="w"),
        notes="the coin task's description before the room (the coin task): no coin here; go "
        "south or open west",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a bathroom cabinet that is "
        "closed. There is also a toilet. \nTo the East you see a closed frosted-glass door. ",
        R("bathroom", "e", closed="e"),
        notes="a closed bathroom cabinet is no coin; the only way is a closed door: open east",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a clothes drier that is "
        "open, that is empty. There is also a laundry basket, that has nothing on it. \nTo the "
        "North you see the kitchen. To the East you see a closed plain door. ",
        R("laundry room", "n e", closed="e"),
        notes="an open drier that is empty is no coin",
    ),
    item(
        "You are in the backyard. In one part of the room you see a garden, that has nothing on "
        "it. There is also a porch step that has a coin on it. \nTo the North you see the "
        "driveway. Through an open patio door, to the West you see the corridor. ",
        R("backyard", "n w", coin=True),
        notes="a coin on the porch step: take coin",
    ),
    item(
        "You are in the living room. In one part of the room you see a coffee table that has a "
        "remote control, and a magazine on it. There is also a sofa, that has nothing on it. "
        "\nTo the North you see the bedroom. To the East you see a closed patio door. ",
        R("living room", "n e", closed="e"),
        notes="no coin among the things on the coffee table; an open way north, a closed door east",
    ),
]
