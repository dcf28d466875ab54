"""twx, thirty-fifth round: the coin game's manner (none is engine output). Ten walks (2-4 turns) on
one house of the engine's locations, each walk a game of its own whose coffee table holds its own
things on every visit (a living room with the kitchen north and no door, a closed wood door east to
a bedroom whose bed "has a coin, and a folded blanket on it", and a closed sliding patio door west
to a backyard, whose way south leads to the driveway; a kitchen with a closed plain door west to the
pantry): the task's description before the first room, "You can't move there, the door is closed. "
then `look around`, "open door to east", "You open the wood door, revealing the bedroom. ", "You
open the sliding patio door, revealing the backyard. ", "You open the plain door, revealing the
pantry. ", "Unknown action: I'm not sure what you mean." after a move toward no exit then `look
around`, "You take the coin." then `look around`, loops back to the living room and the kitchen, a
walk begun in the kitchen, a refusal cleared by an open and a look; and ten single rooms: a
supermarket with the coin as a thing of its own beside a closed freezer, a street with a closed
mailbox, a bathroom whose open bathroom cabinet "contains a coin, and a toothbrush", a laundry room
with a closed frosted-glass door, a pantry after the task's description with "a shelf that has a bag
of rice, a coin, and a jar of pickles on it", a kitchen with four ways in three states, a driveway
with a closed car and the coin by itself, a corridor whose key holder holds a key, a backyard whose
patio table "has a coin, and a jug of lemonade on it", a bedroom after the task's description with
only a closed door. What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def living_room(table: str, east_open: bool = False, west_open: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom."
        if east_open
        else "To the East you see a closed wood door."
    )
    west = (
        "Through an open sliding patio door, to the West you see the backyard."
        if west_open
        else "To the West you see a closed sliding patio door."
    )
    closed = ("" if east_open else "e ") + ("" if west_open else "w")
    return (
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has nothing on it. You also see a TV stand, "
        "that has nothing on it. In another part of the room you see a arm chair, that has "
        f"nothing on it. In one part of the room you see a coffee table {table}. There is also "
        "a sofa, that has nothing on it. \nTo the North you see the kitchen. "
        f"{east} {west} ",
        R("living room", "n e w", closed=closed.strip()),
    )


def bedroom(coin: bool = True) -> tuple:
    bed = (
        "a bed that has a coin, and a folded blanket on it"
        if coin
        else "a bed that has a folded blanket on it"
    )
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a chest of drawers that is closed. You also see a wardrobe "
        f"that is closed. In another part of the room you see {bed}. \nThrough an open wood "
        "door, to the West you see the living room. ",
        R("bedroom", "w", coin=coin),
    )


def kitchen(counter: str = "a chopping board", pantry_open: bool = False) -> tuple:
    west = (
        "Through an open plain door, to the West you see the pantry."
        if pantry_open
        else "To the West you see a closed plain door."
    )
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        f"counter that has {counter} on it. In one part of the room you see a dishwasher "
        f"that is closed. \nTo the South you see the living room. {west} ",
        R("kitchen", "s w", closed="" if pantry_open else "w"),
    )


def pantry() -> tuple:
    return (
        "You are in the pantry. In one part of the room you see a shelf that has a tin of "
        "tomatoes, and a bag of flour on it. \nThrough an open plain door, to the East you see "
        "the kitchen. ",
        R("pantry", "e"),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair, that has nothing on it. "
        "\nThrough an open sliding patio door, to the East you see the living room. To the "
        "South you see the driveway. ",
        R("backyard", "e s"),
    )


def driveway() -> tuple:
    return (
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a wheelbarrow, that has nothing on it. \nTo the North you see the backyard. To "
        "the East you see the street. ",
        R("driveway", "n e"),
    )


def first(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


SHUT = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
WOOD = ("You open the wood door, revealing the bedroom. ", K("opened"))
PATIO = ("You open the sliding patio door, revealing the backyard. ", K("opened"))
PLAIN = ("You open the plain door, revealing the pantry. ", K("opened"))

MUG = "that has a mug on it"
PAPER = "that has a newspaper on it"
VASE = "that has a vase on it"
MUG_PAPER = "that has a mug, and a newspaper on it"
REMOTE = "that has a remote control on it"
EMPTY = ", that has nothing on it"
BOOK = "that has a book on it"
GLASSES = "that has a pair of glasses on it"
CANDLE = "that has a candle on it"
CUP = "that has a teacup on it"

ITEMS = [
    item(
        first(living_room(MUG)),
        "move east",
        SHUT,
        "open door to east",
        WOOD,
        "move east",
        bedroom(),
        notes="the task's description, the wood door refused as closed, opened and walked "
        "through; the bedroom's only way (west) is visited and the way in (all visited); the "
        "coin on the bed: take it",
    ),
    item(
        living_room(PAPER),
        "move north",
        kitchen(),
        "move west",
        SHUT,
        "look around",
        kitchen(),
        notes="north into the kitchen, whose plain door west refuses the move as closed; the "
        "look shows it still closed, so the refusal stands; south is visited and the way in: "
        "open west",
    ),
    item(
        living_room(VASE),
        "open door to west",
        PATIO,
        "move west",
        backyard(),
        notes="the sliding patio door opened and walked through: in the backyard east is "
        "visited and the way in, the driveway south is not: move south",
    ),
    item(
        living_room(MUG_PAPER),
        "move north",
        kitchen(),
        "open door to west",
        PLAIN,
        "move west",
        pantry(),
        notes="through the kitchen and its plain door into the pantry, whose only way (east) is "
        "visited and the way in (all visited); its shelf holds no coin: go east",
    ),
    item(
        living_room(REMOTE),
        "move south",
        UNKNOWN,
        "look around",
        living_room(REMOTE),
        notes="a move toward no exit answered 'Unknown action' (a refusal, the ninth round's "
        "call), then a look: refused south; north open (go north), the wood door east and the "
        "patio door west closed (open either)",
    ),
    item(
        living_room(EMPTY),
        "open door to east",
        WOOD,
        "move east",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="after 'You take the coin.' a look shows the bedroom without it, and the person "
        "goes on (the eighth round's call): west is visited, the way in, all visited: go west",
    ),
    item(
        kitchen("a loaf of bread"),
        "move south",
        living_room(BOOK),
        "move north",
        kitchen("a loaf of bread"),
        notes="a walk begun in the kitchen: south and back; in the first room south is visited; "
        "the plain door west is closed: open it",
    ),
    item(
        living_room(GLASSES),
        "move north",
        kitchen(),
        "move south",
        living_room(GLASSES),
        notes="a loop to the kitchen and back: north visited; the wood door east and the patio "
        "door west are closed: open either",
    ),
    item(
        first(living_room(CANDLE)),
        "open door to west",
        PATIO,
        "move west",
        backyard(),
        "move south",
        driveway(),
        notes="through the patio door and the backyard to the driveway: north visited and the "
        "way in; the street east is not: move east; the closed car is no door",
    ),
    item(
        living_room(CUP),
        "move west",
        SHUT,
        "open door to west",
        PATIO,
        "look around",
        living_room(CUP, west_open=True),
        notes="the patio door refused, then opened (the refusal cleared), and a look shows it "
        "open: north and west open and unvisited (go either), the wood door east closed (open "
        "it)",
    ),
    # ---- single rooms ----
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has "
        "nothing on it. There is also a freezer that is closed. You also see a shelf that has a "
        "box of cereal on it. In another part of the room you see a coin. \nTo the West you see "
        "the street. ",
        R("supermarket", "w", coin=True),
        notes="the coin as a thing of its own ('you see a coin'): take it; the closed freezer "
        "is no door",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. There "
        "is also a bench that has a folded umbrella on it. \nTo the North you see the driveway. "
        "To the East you see the supermarket. ",
        R("street", "n e"),
        notes="a closed mailbox shows no coin; north and east are open ways: go either",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bathroom cabinet that is open, that contains a coin, and a toothbrush. You also see a "
        "bath tub, that has nothing on it. \nTo the South you see a closed frosted-glass door. ",
        R("bathroom", "s", closed="s", coin=True),
        notes="an open bathroom cabinet that contains a coin: within reach: take it",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry basket "
        "that has a sock on it. \nTo the North you see a closed frosted-glass door. To the East "
        "you see the kitchen. ",
        R("laundry room", "n e", closed="n"),
        notes="closed appliances show no coin; the frosted-glass door north is closed (open it), "
        "the kitchen east is open (go east)",
    ),
    item(
        TASK + "You are in the pantry. In one part of the room you see a shelf that has a bag "
        "of rice, a coin, and a jar of pickles on it. \nTo the South you see a closed plain "
        "door. ",
        R("pantry", "s", closed="s", coin=True),
        notes="the coin task's own description, then a shelf that has a coin among other "
        "things: take it",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a lemon on it. \nTo the North you see the corridor. Through an open "
        "screen door, to the East you see the backyard. To the South you see a closed plain "
        "door. To the West you see a closed wood door. ",
        R("kitchen", "n e s w", closed="s w"),
        notes="four ways in three states: north (no door) and east (an open screen door) open, "
        "south and west closed: go north or east, or open south or west",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. You "
        "also see a coin. \nTo the North you see the street. To the West you see a closed "
        "fiberglass door. ",
        R("driveway", "n w", closed="w", coin=True),
        notes="'You also see a coin.': a coin lying here: take it; the closed car is no door",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder that has a key "
        "on it. There is also a coat hanger that has a raincoat on it. \nTo the North you see "
        "the bedroom. To the South you see a closed wood door. To the West you see the living "
        "room. ",
        R("corridor", "n s w", closed="s"),
        notes="a key on the key holder is no coin; north and west open, the wood door south "
        "closed: go north or west, or open south",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table that has a coin, and a jug of lemonade on it. You also see a clothes line, "
        "that has nothing on it. \nTo the North you see a closed screen door. To the South you "
        "see the driveway. ",
        R("backyard", "n s", closed="n", coin=True),
        notes="a patio table that has a coin among other things: take it",
    ),
    item(
        TASK + "You are in the bedroom. In one part of the room you see a desk, that has nothing "
        "on it. There is also a night stand, that has nothing on it. You also see a bed, that "
        "has nothing on it. \nTo the East you see a closed wood door. ",
        R("bedroom", "e", closed="e"),
        notes="the coin task's description and a bedroom with no coin whose only way is a "
        "closed wood door: open east",
    ),
]
