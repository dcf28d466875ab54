"""twx, thirty-ninth round: the coin game's manner (none is engine output). Eight walks (1-5 turns)
on one house of the engine's locations, each walk a game of its own whose furniture holds its own
things on every visit (a living room with a closed sliding patio door north to the backyard, the
kitchen east, a closed wood door south to a bedroom whose night stand "has a coin, and an alarm
clock on it" and the corridor west; a kitchen with a closed plain door north to the pantry): the
task's description before the first room, "You can't move there, the door is closed. " then `open
door to south`, "You open the wood door, revealing the bedroom. ", "You open the plain door,
revealing the pantry. ", "You open the sliding patio door, revealing the living room. ", "You take
the coin." then `look around`, "Unknown action: I'm not sure what you mean." after a move toward no
exit then `look around`, a refusal kept by a look, walks begun in the kitchen and the backyard, a
return from the corridor; single rooms: a bedroom's desk "that has a coin, and a ruler on it", a
laundry room's open washing machine "that contains a coin, and a towel", a driveway's closed car and
a bicycle, a street's open mailbox that is empty, a supermarket showcase "that has a coin, and a
carton of milk on it", a patio table "that has a coin, and a flower pot on it", a corridor of four
ways in two states, a dining chair with a coin, a pantry whose only door is closed, a living room's
door to the corridor opened and looked at, a bathroom's "Unknown action" looked at, a kitchen of
open doors. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def _door(direction: str, door: str, target: str, is_open: bool) -> str:
    if is_open:
        return f"Through an open {door}, to the {direction} you see the {target}. "
    return f"To the {direction} you see a closed {door}. "


def living_room(patio_open=False, wood_open=False, cushion="a cushion") -> tuple:
    text = (
        "You are in the living room. In one part of the room you see a wastepaper basket that is "
        "closed. There is also a book case that has a photo album on it. You also see a TV "
        "stand, that has nothing on it. In another part of the room you see a arm chair, that "
        "has nothing on it. In one part of the room you see a side table, that has nothing on "
        "it. There is also a coffee table that has a vase on it. You also see a end table, that "
        f"has nothing on it. In another part of the room you see a sofa that has {cushion} on it. "
        "\n"
        + _door("North", "sliding patio door", "backyard", patio_open)
        + _door("South", "wood door", "bedroom", wood_open)
        + "To the East you see the kitchen. To the West you see the corridor. "
    )
    closed = " ".join(d for d, o in (("n", patio_open), ("s", wood_open)) if not o)
    return (text, R("living room", "n s e w", closed=closed))


def kitchen(plain_open=False, counter="a bread knife") -> tuple:
    text = (
        "You are in the kitchen. In one part of the room you see a stove. There is also an oven. "
        "You also see a fridge that is closed. In another part of the room you see a counter "
        f"that has {counter} on it. In one part of the room you see a kitchen cupboard that "
        "is closed. There is also a cutlery drawer that is closed. You also see a trash can "
        "that is closed. In another part of the room you see a dishwasher that is closed. In "
        "one part of the room you see a dining chair, that has nothing on it. \n"
        + _door("North", "plain door", "pantry", plain_open)
        + "To the West you see the living room. "
    )
    return (text, R("kitchen", "n w", closed="" if plain_open else "n"))


def bedroom(coin: bool) -> tuple:
    stand = (
        "a night stand that has a coin, and an alarm clock on it"
        if coin
        else "a night stand that has an alarm clock on it"
    )
    text = (
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a desk, "
        "that has nothing on it. In another part of the room you see a chest of drawers that is "
        "closed. In one part of the room you see a wardrobe that is closed. There is also "
        f"{stand}. You also see a bed that has a blanket on it. \n"
        "Through an open wood door, to the North you see the living room. "
    )
    return (text, R("bedroom", "n", coin=coin))


def corridor() -> tuple:
    return (
        "You are in the corridor. In one part of the room you see a key holder that has a "
        "bicycle key on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand, that has nothing on it. In another part of the room you see a hat rack, that has "
        "nothing on it. In one part of the room you see a coat hanger that has a raincoat on it. "
        "\nTo the East you see the living room. ",
        R("corridor", "e"),
    )


def backyard(patio_open=False) -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair, that has nothing on it. "
        "In another part of the room you see a patio table that has a watering can on it. In one "
        "part of the room you see a clothes line, that has nothing on it. There is also a "
        "garden, that has nothing on it. \n"
        + _door("South", "sliding patio door", "living room", patio_open),
        R("backyard", "s", closed="" if patio_open else "s"),
    )


def pantry(coin: bool) -> tuple:
    shelf = (
        "a shelf that has a coin, and a jar of honey on it"
        if coin
        else "a shelf that has a jar of honey on it"
    )
    return (
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        f"nothing on it. There is also {shelf}. \n"
        "Through an open plain door, to the South you see the kitchen. ",
        R("pantry", "s", coin=coin),
    )


SHUT = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
TOOK = ("You take the coin.", K("took"))


def first(step: tuple) -> tuple:
    return (TASK + step[0], step[1])


WALKS = [
    item(
        first(living_room()),
        "move east",
        kitchen(),
        notes="One move east: the living room west visited and initial; the plain door north "
        "closed (open north).",
    ),
    item(
        first(living_room()),
        "move south",
        SHUT,
        "open door to south",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(coin=True),
        notes="Refused at the closed wood door, opened, walked through: the coin on the night "
        "stand (take coin).",
    ),
    item(
        first(living_room(cushion="a blanket")),
        "open door to south",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move south",
        bedroom(coin=True),
        "take coin",
        TOOK,
        "look around",
        bedroom(coin=False),
        notes="After 'You take the coin.' a look shows the night stand without it: no coin; "
        "north visited and initial (all_visited): go north.",
    ),
    item(
        first(living_room(wood_open=True)),
        "move west",
        corridor(),
        "move east",
        living_room(wood_open=True),
        notes="A game whose wood door is open from the start; back from the corridor: west "
        "visited, no initial; open north, go south or go east.",
    ),
    item(
        first(kitchen()),
        "move west",
        living_room(patio_open=True),
        notes="A walk begun in the kitchen, in a game whose patio door is open: the living room "
        "entered from the east (visited, initial); open south, go north or west.",
    ),
    item(
        first(living_room(cushion="a teddy bear")),
        "move north",
        SHUT,
        "look around",
        living_room(cushion="a teddy bear"),
        notes="The patio door refused and the room looked at with it still closed: "
        "refused(north) stands; open north, open south, go east or west.",
    ),
    item(
        first(backyard()),
        "open door to south",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "move south",
        living_room(patio_open=True, cushion="a newspaper"),
        "move east",
        kitchen(),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(coin=True),
        notes="A walk begun in the backyard, five turns to the pantry: the coin on the shelf "
        "(take coin); south visited and initial.",
    ),
    item(
        first(living_room(cushion="a remote control")),
        "move east",
        kitchen(counter="a chopping board"),
        "move east",
        UNKNOWN,
        "look around",
        kitchen(counter="a chopping board"),
        notes="'Unknown action' after a move toward no exit is a refusal: refused(east) with no "
        "exit there; west visited and initial; open north.",
    ),
]

SINGLES = [
    item(
        TASK + "You are in the bedroom. In one part of the room you see a dressing table that has "
        "a hairbrush on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk that has a coin, and a ruler on it. In another part of the room you see a chest "
        "of drawers that is closed. In one part of the room you see a wardrobe that is closed. "
        "There is also a night stand, that has nothing on it. You also see a bed, that has "
        "nothing on it. \nTo the South you see the corridor. To the West you see a closed wood "
        "door. ",
        R("bedroom", "s w", closed="w", coin=True),
        notes="The coin on the desk beside a ruler (take coin); a closed wood door west.",
    ),
    item(
        TASK + "You are in the laundry room. In one part of the room you see a washing machine "
        "that is open, that contains a coin, and a towel. There is also a clothes drier that is "
        "closed. You also see a laundry basket, that is empty. In another part of the room you "
        "see a work table, that has nothing on it. \nTo the North you see the kitchen. To the "
        "East you see a closed frosted-glass door. ",
        R("laundry room", "n e", closed="e", coin=True),
        notes="The coin in the open washing machine with a towel (take coin).",
    ),
    item(
        TASK + "You are in the driveway. In one part of the room you see a car that is closed. "
        "There is also a bicycle. You also see a recycling bin that is closed. \nTo the North "
        "you see the street. Through an open front door, to the South you see the corridor. ",
        R("driveway", "n s"),
        notes="No coin: a closed car and a closed recycling bin are not looked into; two open "
        "ways (go north or south).",
    ),
    item(
        TASK + "You are in the street. In one part of the room you see a mailbox that is open, "
        "that is empty. There is also a bus stop bench that has a pigeon on it. \nTo the South "
        "you see the driveway. To the East you see the supermarket. ",
        R("street", "s e"),
        notes="An open, empty mailbox: no coin; go south or east.",
    ),
    item(
        TASK + "You are in the supermarket. In one part of the room you see a showcase that has "
        "a coin, and a carton of milk on it. There is also a shelf that has a loaf of bread on "
        "it. You also see a cash register. \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="The coin on the showcase beside a carton of milk (take coin); a cash register is "
        "no coin.",
    ),
    item(
        TASK + "You are in the backyard. In one part of the room you see a barbeque. There is "
        "also a workbench, that has nothing on it. You also see a patio chair, that has nothing "
        "on it. In another part of the room you see a patio table that has a coin, and a flower "
        "pot on it. In one part of the room you see a clothes line, that has nothing on it. "
        "There is also a garden, that has nothing on it. \nTo the North you see a closed screen "
        "door. To the West you see a closed patio door. ",
        R("backyard", "n w", closed="n w", coin=True),
        notes="The coin on the patio table (take coin) between two closed doors.",
    ),
    item(
        TASK + "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has an umbrella on it. \nTo the North you see a closed wood door. To the "
        "South you see the kitchen. Through an open plain door, to the East you see the "
        "bathroom. To the West you see a closed frosted-glass door. ",
        R("corridor", "n s e w", closed="n w"),
        notes="Four ways in two states: north and west closed (open north, open west), south "
        "and east open (go south, go east); no coin.",
    ),
    item(
        TASK + "You are in the kitchen. In one part of the room you see a stove. There is also "
        "an oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see a dining chair that "
        "has a coin on it. \nTo the South you see the living room. To the East you see a closed "
        "sliding patio door. ",
        R("kitchen", "s e", closed="e", coin=True),
        notes="The coin on a dining chair (take coin).",
    ),
    item(
        TASK + "You are in the pantry. In one part of the room you see a shelf that has a bag of "
        "rice, and a tin of tomatoes on it. There is also a folding chair, that has nothing on "
        "it. \nTo the East you see a closed plain door. ",
        R("pantry", "e", closed="e"),
        notes="The only door closed: open east; no coin.",
    ),
    item(
        (
            TASK + "You are in the living room. In one part of the room you see a sofa that has "
            "a knitted blanket on it. There is also a coffee table, that has nothing on it. "
            "\nTo the North you see the kitchen. To the West you see a closed wood door. ",
            R("living room", "n w", closed="w"),
        ),
        "open door to west",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "look around",
        (
            "You are in the living room. In one part of the room you see a sofa that has a "
            "knitted blanket on it. There is also a coffee table, that has nothing on it. \nTo "
            "the North you see the kitchen. Through an open wood door, to the West you see the "
            "corridor. ",
            R("living room", "n w"),
        ),
        notes="A door opened and the room looked at: no door shut; go north or west; no coin.",
    ),
    item(
        (
            TASK + "You are in the bathroom. In one part of the room you see a toilet. There is "
            "also a bath tub. You also see a bathroom cabinet that is closed. In another part of "
            "the room you see a sink that has a bar of soap on it. \nTo the North you see a "
            "closed plain door. ",
            R("bathroom", "n", closed="n"),
        ),
        "move west",
        UNKNOWN,
        "look around",
        (
            "You are in the bathroom. In one part of the room you see a toilet. There is also a "
            "bath tub. You also see a bathroom cabinet that is closed. In another part of the "
            "room you see a sink that has a bar of soap on it. \nTo the North you see a closed "
            "plain door. ",
            R("bathroom", "n", closed="n"),
        ),
        notes="'Unknown action' after a move west (no exit there), kept by the look: "
        "refused(west); the only door closed (open north); a closed cabinet is no door.",
    ),
    item(
        TASK + "You are in the kitchen. In one part of the room you see a stove. There is also "
        "an oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a teapot, and a mug on it. \nThrough an open screen door, to the "
        "North you see the backyard. Through an open plain door, to the South you see the "
        "pantry. To the West you see the living room. ",
        R("kitchen", "n s w"),
        notes="Three open ways, two through open doors: go north, south or west; no coin.",
    ),
]

ITEMS = WALKS + SINGLES
