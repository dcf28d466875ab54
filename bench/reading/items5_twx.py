"""twx, fifth round: texts in the manner of TextWorldExpress's coin game (the engine's own
locations: kitchen, pantry, corridor, bedroom, bathroom, laundry room, living room, backyard,
driveway, street, supermarket), with closed containers beside closed doors, coins on, in and
beside furniture, the task description before the first room as a client shows it, "move
west" walks with the house's doors opened on the way; none is engine output. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)

# the map: kitchen n pantry, kitchen s corridor (wood door), kitchen e backyard (sliding
# patio door), corridor e bedroom, corridor w living room, corridor s bathroom (wood door),
# backyard s driveway, driveway e street.


def kitchen(south_open: bool = False, coin: bool = False) -> tuple:
    door = "an open" if south_open else "a closed"
    counter = "a coin, and a bread knife" if coin else "a bread knife"
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        f"counter that has {counter} on it. In one part of the room you see a dishwasher "
        "that is closed. \nTo the North you see the pantry. Through an open sliding patio "
        f"door, to the East you see the backyard. Through {door} wood door, to the South you "
        "see the corridor. ",
        R(
            "kitchen",
            "n e s",
            closed="" if south_open else "s",
            coin=coin,
            leads={"n": "pantry", "e": "backyard", "s": "corridor"},
        ),
    )


def corridor(north_open: bool = True, south_open: bool = False, holder: str = "nothing") -> tuple:
    north = "an open" if north_open else "a closed"
    south = "an open" if south_open else "a closed"
    shut = " ".join(d for d, o in (("n", north_open), ("s", south_open)) if not o)
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        f"{holder} on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        f"stand. \nThrough {north} wood door, to the North you see the kitchen. To the East "
        "you see the bedroom. To the West you see the living room. Through "
        f"{south} wood door, to the South you see the bathroom. ",
        R(
            "corridor",
            "n e w s",
            closed=shut,
            leads={"n": "kitchen", "e": "bedroom", "w": "living room", "s": "bathroom"},
        ),
    )


PANTRY = (
    "You are in the pantry. In one part of the room you see a folding chair, that has nothing "
    "on it. There is also a shelf that has a jar of pickles, and a bag of flour on it. \nTo "
    "the South you see the kitchen. ",
    R("pantry", "s", leads={"s": "kitchen"}),
)
BEDROOM = (
    "You are in the bedroom. In one part of the room you see a bed, that has a pillow on it. "
    "There is also a wardrobe that is closed. You also see a night stand that has a coin, "
    "and an alarm clock on it. \nTo the West you see the corridor. ",
    R("bedroom", "w", coin=True, leads={"w": "corridor"}),
)
BACKYARD = (
    "You are in the backyard. In one part of the room you see a barbeque. There is also a "
    "clothes line, that has nothing on it. You also see a patio table, that has nothing on "
    "it. \nThrough an open sliding patio door, to the West you see the kitchen. To the South "
    "you see the driveway. ",
    R("backyard", "w s", leads={"w": "kitchen", "s": "driveway"}),
)


def driveway(coin: bool = False) -> tuple:
    bin_ = "that is open, that contains a coin" if coin else "that is closed"
    return (
        "You are in the driveway. In one part of the room you see a car, that is closed. "
        f"There is also a recycling bin {bin_}. \nTo the North you see the backyard. To the "
        "East you see the street. ",
        R("driveway", "n e", coin=coin, leads={"n": "backyard", "e": "street"}),
    )


DRIVEWAY = driveway()

ITEMS = [
    item(
        TASK + kitchen()[0],
        kitchen()[1],
        notes="the coin task's description before the first room, as a client shows it; "
        "closed appliances are no doors",
    ),
    item(*kitchen(coin=True), notes="a coin on the counter among other things"),
    item(*PANTRY),
    item(
        *corridor(north_open=False),
        notes="two wood doors, both closed; the shoe cabinet is no door",
    ),
    item(*BEDROOM),
    item(*BACKYARD),
    item(
        *driveway(coin=True),
        notes="a car 'that is closed' is no door; a coin in an open recycling bin is in the room",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bus stop sign. \nTo the West you see the driveway. To the East you "
        "see the supermarket. ",
        R("street", "w e", leads={"w": "driveway", "e": "supermarket"}),
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase that has a "
        "coin, and a carton of milk on it. There is also a shopping cart. \nTo the West you "
        "see the street. ",
        R("supermarket", "w", coin=True, leads={"w": "street"}),
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is open, that contains a coin. You also "
        "see a laundry basket. \nThrough a closed plastic door, to the East you see the "
        "bathroom. ",
        R("laundry room", "e", closed="e", coin=True, leads={"e": "bathroom"}),
        notes="a coin in an open drier lies in the room",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath mat. You also see a bathroom cabinet that is closed. In another part of the "
        "room you see a tip jar, that is closed. \nThrough a closed wood door, to the North "
        "you see the corridor. ",
        R("bathroom", "n", closed="n", leads={"n": "corridor"}),
        notes="a closed tip jar whose contents are not given holds no coin",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "remote control on it. There is also a tv stand. You also see a vending machine "
        "that is closed. \nThrough an open glass door, to the North you see the study. To the "
        "East you see the corridor. ",
        R("living room", "n e", leads={"n": "study", "e": "corridor"}),
        notes="a vending machine is no coin",
    ),
    item(
        kitchen(),
        "move south",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open wood door",
        ("You open the wood door. ", K("opened", "s")),
        "move south",
        corridor(),
        notes="refused at the closed wood door, opened, walked through; the corridor first "
        "entered from the north",
    ),
    item(
        kitchen(),
        "move north",
        PANTRY,
        "move south",
        kitchen(),
        "move east",
        BACKYARD,
        "move south",
        DRIVEWAY,
        notes="a walk through the pantry and back; in the driveway north leads to the "
        "backyard (visited)",
    ),
    item(
        BACKYARD,
        "move west",
        kitchen(),
        "open door to south",
        ("You open the wood door. \n", K("opened")),
        "look around",
        kitchen(south_open=True),
        notes="the door opened, then the room described with it open; east leads back to "
        "the backyard",
    ),
    item(
        corridor(),
        "move east",
        BEDROOM,
        "take coin",
        ("You take the coin. ", K("took")),
        "inventory",
        ("Inventory: \n  a coin\n", K("none")),
        notes="the coin taken (now in the inventory, no longer in the room); the text says "
        "nothing of the game's end: the way back west",
    ),
    item(
        DRIVEWAY,
        "move north",
        BACKYARD,
        "move west",
        kitchen(),
        "move north",
        PANTRY,
        "move south",
        kitchen(),
        notes="back in the kitchen: north visited, east the way in; south (closed) not yet",
    ),
    item(
        corridor(holder="a set of car keys"),
        "move north",
        kitchen(south_open=True, coin=False),
        "move south",
        corridor(holder="a set of car keys"),
        notes="back in the first room: north visited; east, west and south not",
    ),
    item(
        PANTRY,
        "move west",
        ("You can't move there, there is nothing there. ", K("refused")),
        notes="a refused way that is no exit",
    ),
    item(
        corridor(),
        "move south",
        ("You can't move there, the door is closed. \n", K("refused", "closed")),
        notes="the closed door south refused: closed and refused; the open ways are the "
        "actions, and the door may be opened",
    ),
]
