"""twx, thirty-seventh round: the coin game's manner (none is engine output). Eight walks (1-5
turns) on one house of the engine's locations, each walk a game of its own whose key holder holds
its own things on every visit (a corridor with a closed wood door north to a bedroom whose desk "has
a pencil, and a coin on it", the laundry room east, the kitchen south and a closed plain door west
to a bathroom; a kitchen with a closed sliding patio door east): the task's description before the
first room, "You can't move there, the door is closed. " then `look around`, "open door to north",
"You open the wood door, revealing the bedroom. ", "You open the plain door, revealing the bathroom.
", "You take the coin." then `look around`, "Unknown action: I'm not sure what you mean." after a
move toward no exit then `look around`, walks begun in the bedroom, the laundry room and the
bathroom; single rooms: a coin on a workbench beside a hammer, a supermarket's showcase, a street
with a closed mailbox, a pantry shelf after the task's description, an open bathroom cabinet holding
a coin, a driveway, a living room whose closed door is refused and looked at again, a kitchen
counter with a knife and a coin, an inventory and a look, a corridor of four ways in three states, a
laundry room whose work table holds a coin, a backyard whose garden has nothing on it. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def with_task(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


# The house: Corridor n Bedroom (wood door, closed at first; the coin), e Laundry Room,
# s Kitchen, w Bathroom (plain door, closed at first); Kitchen e Backyard (sliding patio door,
# closed; never entered).
def corridor(keys: str, north_open: bool = False, west_open: bool = False) -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom."
        if north_open
        else "To the North you see a closed wood door."
    )
    west = (
        "Through an open plain door, to the West you see the bathroom."
        if west_open
        else "To the West you see a closed plain door."
    )
    closed = ("" if north_open else "n ") + ("" if west_open else "w")
    return (
        f"You are in the corridor. In one part of the room you see a key holder{keys}. There "
        "is also a shoe cabinet that is closed. You also see a umbrella stand, that has "
        "nothing on it. In another part of the room you see a hat rack, that has nothing on "
        "it. In one part of the room you see a coat hanger, that has nothing on it. \n"
        f"{north} To the South you see the kitchen. To the East you see the laundry room. "
        f"{west} ",
        R("corridor", "n s e w", closed=closed.strip()),
    )


def bedroom(coin: bool = True) -> tuple:
    desk = (
        "a desk that has a pencil, and a coin on it" if coin else "a desk that has a pencil on it"
    )
    return (
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see "
        f"{desk}. In another part of the room you see a chest of drawers that is closed. In "
        "one part of the room you see a wardrobe that is closed. There is also a night stand, "
        "that has nothing on it. You also see a bed, that has nothing on it. \n"
        "Through an open wood door, to the South you see the corridor. ",
        R("bedroom", "s", coin=coin),
    )


def laundry() -> tuple:
    return (
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket, that has nothing on it. In another part of the room you see a work table, "
        "that has nothing on it. \n"
        "To the West you see the corridor. ",
        R("laundry room", "w"),
    )


def kitchen() -> tuple:
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see a kitchen cupboard "
        "that is closed. There is also a cutlery drawer that is closed. You also see a trash "
        "can that is closed. In another part of the room you see a dishwasher that is closed. "
        "In one part of the room you see a dining chair, that has nothing on it. \n"
        "To the North you see the corridor. To the East you see a closed sliding patio door. ",
        R("kitchen", "n e", closed="e"),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub. You also see a sink, that has nothing on it. In another part of the room "
        "you see a bathroom cabinet that is closed. \n"
        "Through an open plain door, to the East you see the corridor. ",
        R("bathroom", "e"),
    )


def said(line: str, reading: K) -> tuple:
    return (line, reading)


CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."
KEYS_A = " that has a key on it"
KEYS_B = ", that has nothing on it"
KEYS_C = " that has a bus pass on it"
KEYS_D = " that has a key, and a bus pass on it"

ITEMS = [
    # ---- walks on the house ----
    item(
        with_task(corridor(KEYS_A)),
        "move north",
        said(CLOSED, K("refused")),
        "open door to north",
        said("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        "take coin",
        said("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="the closed wood door refused, opened and walked through; the coin on the desk "
        "taken and the room looked at (the desk without it): the bedroom's one way south is "
        "visited and initial: go south",
    ),
    item(
        corridor(KEYS_B),
        "move east",
        laundry(),
        "move west",
        corridor(KEYS_B),
        notes="to the laundry room and back: east visited; north and west closed doors (open), "
        "the kitchen south (go); no initial in the first room",
    ),
    item(
        with_task(kitchen()),
        "move north",
        corridor(KEYS_C),
        "move west",
        said(CLOSED, K("refused")),
        "look around",
        corridor(KEYS_C),
        notes="begun in the kitchen; the closed plain door west refused and the look shows it "
        "still closed: refused(west) stands; south visited and initial; open north or west, go "
        "east",
    ),
    item(
        laundry(),
        "move west",
        corridor(KEYS_D),
        "open door to west",
        said("You open the plain door, revealing the bathroom. ", K("opened")),
        "move west",
        bathroom(),
        notes="begun in the laundry room; the plain door opened and the bathroom entered: its "
        "one way east is the way in: all visited, go east",
    ),
    item(
        corridor(KEYS_A),
        "move south",
        kitchen(),
        "move south",
        said(UNKNOWN, K("refused")),
        "look around",
        kitchen(),
        notes='the engine\'s "Unknown action" after a move toward no exit, then a look: '
        "refused(south) stands; north visited and initial; the sliding patio door east closed: "
        "open east",
    ),
    item(
        bedroom(),
        "take coin",
        said("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        "move south",
        corridor(KEYS_C, north_open=True),
        notes="begun in the bedroom, the coin taken and the room looked at (the desk without "
        "it); in the corridor north is visited and initial: go east or south, open west",
    ),
    item(
        corridor(KEYS_D),
        "open door to north",
        said("You open the wood door, revealing the bedroom. ", K("opened")),
        "open door to west",
        said("You open the plain door, revealing the bathroom. ", K("opened")),
        "look around",
        corridor(KEYS_D, north_open=True, west_open=True),
        notes="both doors opened and the corridor looked at: four open ways, none visited, the "
        "first room: go any",
    ),
    item(
        bathroom(),
        "move east",
        corridor(KEYS_B, west_open=True),
        "move north",
        said(CLOSED, K("refused")),
        "open door to north",
        said("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        notes="begun in the bathroom; the wood door refused, opened and walked through: the "
        "coin on the desk: take coin",
    ),
    # ---- single rooms ----
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a hammer, and a coin on it. You also see a patio chair, that has "
        "nothing on it. In another part of the room you see a patio table, that has nothing "
        "on it. In one part of the room you see a clothes line, that has nothing on it. There "
        "is also a garden, that has nothing on it. \n"
        "To the North you see the driveway. Through an open sliding patio door, to the West "
        "you see the living room. ",
        R("backyard", "n w", coin=True),
        notes="a coin on the workbench beside a hammer: take coin",
    ),
    item(
        with_task(
            (
                "You are in the supermarket. In one part of the room you see a showcase that "
                "has a coin, and a bag of flour on it. There is also a shelf, that has nothing "
                "on it. You also see a freezer that is closed. \n"
                "To the South you see the street. ",
                R("supermarket", "s", coin=True),
            )
        ),
        notes="after the task's description, a coin on the supermarket's showcase: take coin",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bench that has a newspaper on it. \n"
        "To the North you see the supermarket. To the South you see the driveway. ",
        R("street", "n s"),
        notes="a closed mailbox is no door and holds no seen coin: go north or south",
    ),
    item(
        with_task(
            (
                "You are in the pantry. In one part of the room you see a folding chair, that "
                "has nothing on it. There is also a shelf that has a coin, and a tin of beans "
                "on it. \n"
                "Through an open frosted-glass door, to the East you see the kitchen. ",
                R("pantry", "e", coin=True),
            )
        ),
        notes="after the task's description, a coin on the pantry shelf: take coin",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub. You also see a sink, that has nothing on it. In another part of the room "
        "you see a bathroom cabinet that is open, that contains a coin. \n"
        "To the North you see a closed plain door. ",
        R("bathroom", "n", closed="n", coin=True),
        notes="an open bathroom cabinet that contains a coin (in the room): take coin",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. "
        "There is also a recycling bin that is closed. You also see a bicycle rack, that has "
        "nothing on it. \n"
        "To the North you see the street. To the East you see a closed screen door. To the "
        "West you see the backyard. ",
        R("driveway", "n e w", closed="e"),
        notes="a closed car and bin are no doors; the street north and the backyard west (go), "
        "a closed screen door east (open east)",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case, that has nothing on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a sofa, "
            "that has a cushion on it. \n"
            "To the North you see a closed wood door. To the South you see the kitchen. ",
            R("living room", "n s", closed="n"),
        ),
        "move north",
        said(CLOSED, K("refused")),
        "look around",
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case, that has nothing on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a sofa, "
            "that has a cushion on it. \n"
            "To the North you see a closed wood door. To the South you see the kitchen. ",
            R("living room", "n s", closed="n"),
        ),
        notes="the closed wood door refused and the look shows it still closed: refused(north) "
        "stands; open north or go south",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a knife, and a coin on it. In one part of the room you see a "
        "kitchen cupboard that is closed. There is also a cutlery drawer that is closed. \n"
        "To the North you see the living room. To the West you see a closed frosted-glass "
        "door. ",
        R("kitchen", "n w", closed="w", coin=True),
        notes="a coin on the counter beside a knife: take coin",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier that is closed. You also see a "
            "laundry basket, that has nothing on it. \n"
            "To the South you see the corridor. To the East you see a closed plain door. ",
            R("laundry room", "s e", closed="e"),
        ),
        "inventory",
        (
            "Inventory (maximum capacity is 2 items): \n  Your inventory is currently empty.\n",
            K("none"),
        ),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier that is closed. You also see a "
            "laundry basket, that has nothing on it. \n"
            "To the South you see the corridor. To the East you see a closed plain door. ",
            R("laundry room", "s e", closed="e"),
        ),
        notes="an inventory and a look keep the laundry room: the corridor south (go), a closed "
        "plain door east (open east); nothing carried, no coin here",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has an umbrella on it. \n"
        "To the North you see a closed wood door. Through an open patio door, to the South "
        "you see the backyard. To the East you see the living room. To the West you see a "
        "closed frosted-glass door. ",
        R("corridor", "n s e w", closed="n w"),
        notes="four ways in three states: two closed doors (open north, open west), an open "
        "patio door south and a doorless way east (go)",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a work table "
        "that has a coin on it. \n"
        "Through an open screen door, to the North you see the backyard. ",
        R("laundry room", "n", coin=True),
        notes="a coin on the work table: take coin",
    ),
    item(
        with_task(
            (
                "You are in the backyard. In one part of the room you see a barbeque. There is "
                "also a workbench, that has nothing on it. You also see a patio table, that "
                "has nothing on it. In another part of the room you see a garden, that has "
                "nothing on it. \n"
                "To the South you see a closed sliding patio door. To the East you see the "
                "driveway. ",
                R("backyard", "s e", closed="s"),
            )
        ),
        notes="after the task's description, a backyard with no coin: a closed sliding patio "
        "door south (open south), the driveway east (go east)",
    ),
]
