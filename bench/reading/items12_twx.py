"""twx, twelfth round: the coin game's manner ("You are in the X. In one part of the room you see
... There is also ... You also see ...", then "To the North you see ..." / "Through an open ...
door, to the South you see ..."), with its furniture and exits in new combinations, and single
rooms where the engine's sentences are moved about or reworded as a person retelling them
would: the exits before "You are in the backyard.", the exits in lower case ("to the east,
through an open sliding door, you see the corridor"), "Doors: a closed wood door to the North,
and an open screen door to the East", "The only way out is to the North, through an open plain
door"; the coin in an open washing machine, on a checkout counter,
on a pantry shelf, by the kerb, on a coffee table among other things; a piggy bank that is no
coin. Nine walks on one map of the engine's locations (living room, bedroom behind a wood door,
backyard, driveway, street, kitchen, pantry behind a plain door): "You can't move there, the
door is closed." then `look around`, "open door to south", "You take the coin." then `look
around`, "Unknown action: I'm not sure what you mean." left in an earlier room, loops (none is
engine output). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."


def living_room(door: str = "closed") -> tuple:
    south = (
        "To the South you see a closed wood door. "
        if door == "closed"
        else "Through an open wood door, to the South you see the bedroom. "
    )
    text = (
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a book case that has a photo album on it. You also see a TV "
        "stand, that has nothing on it. In another part of the room you see a wastepaper basket "
        f"that is closed. \n{south}To the East you see the backyard. To the West you see the "
        "kitchen. "
    )
    return (text, R("living room", "s e w", closed="s" if door == "closed" else ""))


def bedroom(coin: bool = True) -> tuple:
    stand = "a coin, and a reading lamp" if coin else "a reading lamp"
    text = (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
        "it. There is also a wardrobe that is closed. You also see a night stand that has "
        f"{stand} on it. \nThrough an open wood door, to the North you see the living room. "
    )
    return (text, R("bedroom", "n", coin=coin))


BACKYARD = (
    "You are in the backyard. In one part of the room you see a barbeque. There is also a "
    "wheelbarrow, that has nothing on it. You also see a patio table that has a watering can "
    "on it. \nTo the North you see the driveway. To the West you see the living room. ",
    R("backyard", "n w"),
)
DRIVEWAY = (
    "You are in the driveway. In one part of the room you see a car that is closed. There is "
    "also a recycling bin that is closed. \nTo the South you see the backyard. To the East you "
    "see the street. ",
    R("driveway", "s e"),
)
STREET = (
    "You are in the street. In one part of the room you see a mailbox that is closed. There is "
    "also a bus stop bench, that has nothing on it. \nTo the West you see the driveway. ",
    R("street", "w"),
)
KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
    "that is closed. You also see a counter that has a bread bin on it. In another part of the "
    "room you see a dining chair, that has nothing on it. \nTo the North you see a closed plain "
    "door. To the East you see the living room. ",
    R("kitchen", "n e", closed="n"),
)
PANTRY = (
    "You are in the pantry. In one part of the room you see a shelf that has a bag of rice, and "
    "a jar of jam on it. There is also a folding chair, that has nothing on it. \nThrough an "
    "open plain door, to the South you see the kitchen. ",
    R("pantry", "s"),
)
CLOSED = ("You can't move there, the door is closed. ", K("refused"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))
OPEN_S = ("You open the wood door, revealing the bedroom. ", K("opened"))
OPEN_N = ("You open the plain door, revealing the pantry. ", K("opened"))
TOOK = ("You take the coin. ", K("took"))

ITEMS = [
    item(
        living_room(),
        "move south",
        CLOSED,
        "look around",
        living_room(),
        notes="a refusal at the closed wood door kept by a look that shows it still closed: "
        "south closed and refused",
    ),
    item(
        living_room(),
        "open door to south",
        OPEN_S,
        "move south",
        bedroom(),
        notes="the door opened and walked through; a coin on the night stand among other "
        "things ('a coin, and a reading lamp'): take it",
    ),
    item(
        living_room(),
        "move east",
        BACKYARD,
        notes="a move east: the living room (west) visited and initial; north unvisited",
    ),
    item(
        living_room(),
        "move east",
        BACKYARD,
        "move north",
        DRIVEWAY,
        "move east",
        STREET,
        "move west",
        DRIVEWAY,
        notes="a loop out to the street and back: both driveway exits visited; back south "
        "(initial)",
    ),
    item(
        living_room(),
        "move east",
        BACKYARD,
        "move north",
        DRIVEWAY,
        "move north",
        UNKNOWN,
        "move east",
        STREET,
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call), left in the driveway: no refusal stands in the street",
    ),
    item(
        living_room(),
        "open door to south",
        OPEN_S,
        "move south",
        bedroom(),
        "take coin",
        TOOK,
        "look around",
        bedroom(coin=False),
        notes="after 'You take the coin.' a look shows the room without it; the person goes "
        "on (the eighth round's call): back north",
    ),
    item(
        living_room(),
        "move west",
        KITCHEN,
        notes="a move west: east visited and initial; the pantry door north closed",
    ),
    item(
        living_room(),
        "open door to south",
        OPEN_S,
        "move south",
        bedroom(),
        "take coin",
        TOOK,
        "move north",
        living_room(door="open"),
        notes="back in the first room with the wood door open: south visited; east and west "
        "unvisited",
    ),
    item(
        living_room(),
        "move west",
        KITCHEN,
        "open door to north",
        OPEN_N,
        "move north",
        PANTRY,
        notes="through the kitchen and the plain door into the pantry: its only exit visited; "
        "back south (initial)",
    ),
    item(
        f"{TASK}\n\n{living_room()[0]}",
        R("living room", "s e w", closed="s"),
        notes="the coin task's description before the first room; three exits, south closed",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is open, and that contains a coin. There is also a clothes drier that is closed. You "
        "also see a laundry basket, that has nothing on it. \nTo the North you see the "
        "corridor. To the West you see a closed plain door. ",
        R("laundry room", "n w", closed="w", coin=True),
        notes="a coin in an open washing machine is a coin in the room (the fourth round's "
        "reading)",
    ),
    item(
        "To the South you see the kitchen. To the West you see a closed screen door. You are "
        "in the backyard. In one part of the room you see a barbeque. There is also a garden "
        "that has a trowel on it. ",
        R("backyard", "s w", closed="w"),
        notes="the exits before 'You are in the backyard.': south open, west closed",
    ),
    item(
        "You are in the bathroom. to the east, through an open sliding door, you see the "
        "corridor. In one part of the room you see a toilet. There is also a sink that has a "
        "toothbrush on it. You also see a bath, that has nothing on it. To the north you see a "
        "closed wood door.",
        R("bathroom", "e n", closed="n"),
        notes="the exits in lower case, one before and one after the furniture",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a fridge that is closed. "
        "There is also a checkout counter that has a coin on it. You also see a shopping "
        "trolley, that has nothing on it. \nTo the East you see the street. ",
        R("supermarket", "e", coin=True),
        notes="a coin on the checkout counter; a closed fridge holds nothing one can see",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. \nTo the North you see a "
        "closed wood door. To the South you see a closed frosted-glass door. To the East you "
        "see the living room. To the West you see a closed plain door. ",
        R("corridor", "n s e w", closed="n s w"),
        notes="three closed doors and one open way: open any of the three or go east",
    ),
    item(
        "You are in the pantry. There is a shelf here, that has a coin on it, and nothing "
        "else. \nThe only way out is to the North, through an open plain door, where you see the "
        "kitchen. ",
        R("pantry", "n", coin=True),
        notes="the engine's sentences reworded ('There is a shelf here', 'The only way out is "
        "to the North'); a coin on the shelf",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "dishwasher that is open, and empty. \nDoors: a closed wood door to the North, and an "
        "open screen door to the East, through which you see the backyard. To the West you see "
        "the corridor. ",
        R("kitchen", "n e w", closed="n"),
        notes="the doors gathered in one sentence after 'Doors:'; an open empty dishwasher "
        "holds no coin",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
        "it. There is also a chest of drawers that is closed. You also see a piggy bank. \nTo "
        "the South you see a closed patio door. To the East you see the corridor. ",
        R("bedroom", "s e", closed="s"),
        notes="a piggy bank is no coin one can take (the fourth round's call)",
    ),
    item(
        "You are in the street. In one part of the room you see a coin, lying by the kerb. "
        "There is also a mailbox that is closed. \nTo the North you see the driveway. To the "
        "South you see the supermarket. ",
        R("street", "n s", coin=True),
        notes="a coin 'lying by the kerb' (a British spelling in the engine's manner)",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a coffee table that has a remote control, a coin, and a magazine "
        "on it. \nTo the North you see a closed sliding patio door. Through an open wood door, "
        "to the West you see the bedroom. ",
        R("living room", "n w", closed="n", coin=True),
        notes="a coin in the middle of a list of things on a coffee table",
    ),
]
