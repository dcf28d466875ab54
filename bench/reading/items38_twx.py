"""twx, thirty-eighth round: the coin game's manner (none is engine output). Nine walks (2-5 turns)
on one house of the engine's locations, each walk a game of its own whose counter and coffee table
hold their own things on every visit (a kitchen with a closed patio door north to the backyard, a
closed wood door south to the pantry and the living room west; a living room with a closed plain
door south to a bedroom whose bed "has a coin, and a pillow on it"): "You can't move there, the door
is closed. " then `look around`, "open door to south", "You open the wood door, revealing the
pantry. ", "You open the plain door, revealing the bedroom. ", "You open the patio door, revealing
the backyard. ", "You take the coin." then `look around`, "Unknown action: I'm not sure what you
mean." after a move toward no exit and then a look, the task's description before the first room,
walks begun in the living room, returns to the kitchen (with the patio door or the wood door left
open) and the living room; single rooms: a coin as a thing of its own in a bathroom beside a closed
bathroom cabinet, "a patio chair that has a coin on it", a corridor of four ways in three states, a
coin on a pantry shelf beside a bag of flour after the task's description, "an arm chair that has a
coin, and a cushion on it", a coin in the street beside a closed mailbox, "a dishwasher that is
open, that contains a coin, and a plate", a driveway's closed car, "a shelf that has a coin, and a
box of cereal on it" in the supermarket, a bedroom whose only door is closed beside a closed
wardrobe, a laundry room's frosted-glass door refused, opened and looked at. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def kitchen(counter: str, patio_open: bool = False, wood_open: bool = False) -> tuple:
    north = (
        "Through an open patio door, to the North you see the backyard. "
        if patio_open
        else "To the North you see a closed patio door. "
    )
    south = (
        "Through an open wood door, to the South you see the pantry. "
        if wood_open
        else "To the South you see a closed wood door. "
    )
    closed = " ".join(d for d, o in (("n", patio_open), ("s", wood_open)) if not o)
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        f"counter that has {counter} on it. In one part of the room you see a kitchen cupboard "
        "that is closed. There is also a cutlery drawer that is closed. You also see a trash can "
        "that is closed. In another part of the room you see a dishwasher that is closed. In one "
        "part of the room you see a dining chair, that has nothing on it. \n"
        f"{north}{south}To the West you see the living room. ",
        R("kitchen", "n s w", closed=closed),
    )


def living_room(table: str, plain_open: bool = False) -> tuple:
    south = (
        "Through an open plain door, to the South you see the bedroom. "
        if plain_open
        else "To the South you see a closed plain door. "
    )
    return (
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has nothing on it. You also see a TV stand, "
        "that has nothing on it. In another part of the room you see a arm chair, that has "
        "nothing on it. In one part of the room you see a side table, that has nothing on it. "
        f"There is also a coffee table that has {table} on it. You also see a sofa, that has "
        f"nothing on it. \n{south}To the East you see the kitchen. ",
        R("living room", "s e", closed="" if plain_open else "s"),
    )


def bedroom(coin: bool = True) -> tuple:
    bed = "a bed that has a coin, and a pillow on it" if coin else "a bed that has a pillow on it"
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a desk, "
        "that has nothing on it. In another part of the room you see a chest of drawers that is "
        "closed. In one part of the room you see a wardrobe that is closed. There is also a "
        f"night stand, that has nothing on it. You also see {bed}. \nThrough an open plain "
        "door, to the North you see the living room. ",
        R("bedroom", "n", coin=coin),
    )


def pantry(shelf: str) -> tuple:
    return (
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        f"nothing on it. There is also a shelf that has {shelf} on it. \nThrough an open wood "
        "door, to the North you see the kitchen. ",
        R("pantry", "n"),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a trowel, and a ball of string on it. You also see a patio chair, "
        "that has nothing on it. In another part of the room you see a patio table, that has "
        "nothing on it. In one part of the room you see a clothes line, that has nothing on it. "
        "There is also a garden, that has nothing on it. \nThrough an open patio door, to the "
        "South you see the kitchen. ",
        R("backyard", "s"),
    )


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))


def task(step: tuple) -> tuple:
    return (TASK + step[0], step[1])


ITEMS = [
    # ---- walks on the house, each a game of its own ----
    item(
        kitchen("a pepper grinder"),
        "move south",
        CLOSED,
        "look around",
        kitchen("a pepper grinder"),
        notes="south refused at the closed wood door; the look shows it still closed, so the "
        "refusal stands: open south or north, or go west",
    ),
    item(
        kitchen("a loaf of bread"),
        "open door to south",
        ("You open the wood door, revealing the pantry. ", K("opened")),
        "move south",
        pantry("a jar of honey"),
        notes="the wood door opened and walked through: the pantry's only way north is the way "
        "in, visited: go back north",
    ),
    item(
        task(kitchen("a bunch of bananas")),
        "move west",
        living_room("a remote control"),
        "open door to south",
        ("You open the plain door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(),
        notes="west, the plain door opened and walked through: the bed has a coin on it: take it",
    ),
    item(
        kitchen("a cheese grater"),
        "move west",
        living_room("a vase"),
        "open door to south",
        ("You open the plain door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the coin taken and the bedroom looked at again: the bed has only its pillow; "
        "the one way north visited and the way in: go back north (after TextWorldExpress's "
        "take the person goes on, the eighth round's call)",
    ),
    item(
        task(kitchen("a salt shaker")),
        "move west",
        living_room("a bowl of walnuts"),
        "move east",
        kitchen("a salt shaker"),
        notes="the task's description before the first room; back in the kitchen from the "
        "living room: west visited; the patio door and the wood door closed: open either",
    ),
    item(
        task(living_room("a board game")),
        "move west",
        UNKNOWN,
        "look around",
        living_room("a board game"),
        notes="a walk begun in the living room: a move west toward no exit answered 'Unknown "
        "action' (a refusal, no exit there), then a look: east open, the plain door south "
        "closed",
    ),
    item(
        kitchen("a tin of peaches"),
        "open door to north",
        ("You open the patio door, revealing the backyard. ", K("opened")),
        "move north",
        backyard(),
        "move south",
        kitchen("a tin of peaches", patio_open=True),
        notes="the patio door opened, the backyard seen and back: north visited (the door "
        "open); the wood door south closed: open it, or go west",
    ),
    item(
        living_room("a chess set"),
        "move east",
        kitchen("a teapot"),
        "move west",
        living_room("a chess set"),
        notes="a walk begun in the living room (no initial there): east to the kitchen and "
        "back: east visited, the plain door south closed: open it",
    ),
    item(
        kitchen("a rolling pin"),
        "open door to south",
        ("You open the wood door, revealing the pantry. ", K("opened")),
        "move south",
        pantry("a sack of potatoes"),
        "move north",
        kitchen("a rolling pin", wood_open=True),
        notes="the wood door opened, the pantry seen and back: south visited (the door open); "
        "the patio door north closed: open it, or go west",
    ),
    # ---- single rooms ----
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath mat. You also see a bathroom cabinet that is closed. In another part of the room "
        "you see a coin. \nTo the South you see the corridor. ",
        R("bathroom", "s", coin=True),
        notes="the coin as a thing of its own; the closed bathroom cabinet is no door: take it",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair that has a coin on it. "
        "In another part of the room you see a patio table that has a jug of lemonade, and a "
        "glass on it. In one part of the room you see a clothes line, that has nothing on it. "
        "There is also a garden, that has nothing on it. \nTo the North you see a closed screen "
        "door. To the West you see the driveway. ",
        R("backyard", "n w", closed="n", coin=True),
        notes="a coin on a patio chair: take it",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has a black umbrella on it. In another part of the room you see a hat rack, "
        "that has nothing on it. \nTo the North you see a closed fiberglass door. Through an "
        "open wood door, to the South you see the bedroom. To the East you see the kitchen. To "
        "the West you see a closed sliding patio door. ",
        R("corridor", "n s e w", closed="n w"),
        notes="four ways in three states: two closed doors (open them), one open door and one "
        "open way; the shoe cabinet is no door; no coin",
    ),
    item(
        TASK + "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf that has a bag of flour, and a coin on it. \n"
        "Through an open frosted-glass door, to the East you see the kitchen. ",
        R("pantry", "e", coin=True),
        notes="the task's description and then the pantry: a coin on the shelf: take it",
    ),
    item(
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case that has a photo album on it. You also see a TV "
        "stand, that has nothing on it. In another part of the room you see an arm chair that "
        "has a coin, and a cushion on it. \nTo the North you see the corridor. To the West you "
        "see a closed glass door. ",
        R("living room", "n w", closed="w", coin=True),
        notes="a coin on the arm chair beside a cushion: take it",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a bench, that has nothing on it. You also see a coin. \nTo the South you see "
        "the driveway. To the East you see the supermarket. ",
        R("street", "s e", coin=True),
        notes="a closed mailbox shows no coin, but the coin is a thing of its own here: take it",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see a dishwasher that is "
        "open, that contains a coin, and a plate. \nTo the East you see a closed wood door. To "
        "the West you see the corridor. ",
        R("kitchen", "e w", closed="e", coin=True),
        notes="an open dishwasher that contains a coin: the coin is in the room: take it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a recycling bin that is closed. \nTo the North you see the street. To the East "
        "you see the backyard. ",
        R("driveway", "n e"),
        notes="a closed car and a closed recycling bin show no coin; two open ways",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a freezer that is closed. "
        "There is also a shelf that has a coin, and a box of cereal on it. You also see a "
        "showcase, that has nothing on it. \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="a coin on the shelf beside a box of cereal: take it",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dressing table that has a "
        "hairbrush on it. There is also a wardrobe that is closed. You also see a bed, that has "
        "nothing on it. \nTo the East you see a closed wood door. ",
        R("bedroom", "e", closed="e"),
        notes="the only way is a closed wood door (the wardrobe is no door): open east",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier that is closed. You also see a "
            "laundry basket, that has nothing on it. \nTo the North you see a closed "
            "frosted-glass door. To the West you see the kitchen. ",
            R("laundry room", "n w", closed="n"),
        ),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the frosted-glass door, revealing the bathroom. ", K("opened")),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier that is closed. You also see a "
            "laundry basket, that has nothing on it. \nThrough an open frosted-glass door, to "
            "the North you see the bathroom. To the West you see the kitchen. ",
            R("laundry room", "n w"),
        ),
        notes="north refused at the closed frosted-glass door, then opened, and the look shows "
        "it open: the refusal cleared; north and west open",
    ),
]
