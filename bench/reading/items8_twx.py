"""twx, eighth round: the coin game's manner on one map of the engine's own locations (bedroom,
corridor, kitchen, pantry, bathroom, backyard) with a plain door and a screen door, furnished
anew (a dressing table, a laundry hamper, a spice rack, a bread bin, a wash basin, a
wheelbarrow); the coin on a shelf, in an open bread bin, "There is also a coin."; and single
rooms in the same manner with coins in open containers and closed containers beside them.
Rooms are printed by functions, so a room reads the same on every visit. None is engine
output. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def bedroom(west_open: bool = False):
    door = "an open plain door" if west_open else "a closed plain door"
    text = (
        "You are in the bedroom. In one part of the room you see a bed, that has a pillow "
        "on it. There is also a dressing table, that has nothing on it. You also see a "
        "wardrobe that is closed. In another part of the room you see a laundry hamper that "
        f"is closed. \nTo the North you see the corridor. To the West you see {door}. "
    )
    return (text, R("bedroom", "n w", closed="" if west_open else "w"))


def corridor(north_open: bool = False):
    door = "an open screen door" if north_open else "a closed screen door"
    text = (
        "You are in the corridor. In one part of the room you see a coat hanger, that has "
        "a raincoat on it. There is also a boot rack, that has nothing on it. \nTo the North "
        f"you see {door}. To the South you see the bedroom. To the East you see the kitchen. "
    )
    return (text, R("corridor", "n s e", closed="" if north_open else "n"))


KITCHEN = (
    "You are in the kitchen. In one part of the room you see a spice rack, that has nothing "
    "on it. There is also a kettle. You also see a fridge that is closed. In another part of "
    "the room you see a dining table, that has a fruit bowl on it. \nTo the South you see "
    "the pantry. To the West you see the corridor. ",
    R("kitchen", "s w"),
)


def pantry(coin: bool = True):
    shelf = "a shelf, that has a coin on it" if coin else "a shelf, that has nothing on it"
    text = (
        f"You are in the pantry. In one part of the room you see {shelf}. There is also a "
        "bread bin that is open and empty. You also see a sack of potatoes. \nTo the North "
        "you see the kitchen. "
    )
    return (text, R("pantry", "n", coin=coin))


BATHROOM = (
    "You are in the bathroom. In one part of the room you see a wash basin. There is also a "
    "bath tub. You also see a medicine cabinet that is closed. There is also a coin. \nTo "
    "the East you see an open plain door. ",
    R("bathroom", "e", coin=True),
)
BACKYARD = (
    "You are in the backyard. In one part of the room you see a wheelbarrow, that has a "
    "sack of compost on it. There is also a garden bench, that has nothing on it. \nTo the "
    "South you see an open screen door. ",
    R("backyard", "s"),
)

ITEMS = [
    item(*bedroom(), notes="the first room: the corridor north, a closed plain door west"),
    item(
        bedroom(),
        "move north",
        corridor(),
        notes="south leads back (visited, initial); east open, the screen door north closed",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "move east",
        KITCHEN,
        notes="west leads back; the pantry south unvisited; a closed fridge holds no coin seen",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "move east",
        KITCHEN,
        "move south",
        pantry(),
        notes="'a shelf, that has a coin on it': take coin",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "move east",
        KITCHEN,
        "move south",
        pantry(),
        "take coin",
        ("You take the coin from the shelf. ", K("took")),
        "look around",
        pantry(coin=False),
        notes="the coin taken, then a look: the shelf bare, the only exit visited (go north)",
    ),
    item(
        bedroom(),
        "open door to west",
        ("You open the plain door, revealing the bathroom. ", K("opened", door="w")),
        "move west",
        BATHROOM,
        notes="'There is also a coin.' in the bathroom: take coin",
    ),
    item(
        bedroom(),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", door="closed")),
        "open door to west",
        ("You open the plain door, revealing the bathroom. ", K("opened", door="w")),
        "look around",
        bedroom(west_open=True),
        notes="a refusal cleared by the open: west open, nothing refused",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "open door to north",
        ("You open the screen door, revealing the backyard. ", K("opened", door="n")),
        "move north",
        BACKYARD,
        notes="through the screen door: south visited, initial, all visited",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "open door to north",
        ("You open the screen door, revealing the backyard. ", K("opened", door="n")),
        "look around",
        corridor(north_open=True),
        notes="the screen door now open: north and east unvisited, south visited and initial",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "move east",
        KITCHEN,
        "move west",
        corridor(),
        "move south",
        bedroom(),
        "move north",
        corridor(),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", door="closed")),
        "examine boot rack",
        ("The boot rack has nothing on it. ", K("none")),
        notes="a walk back and forth, then the screen door refuses: north closed and "
        "refused, south and east visited; the examine changes nothing",
    ),
    item(
        bedroom(),
        "move north",
        corridor(),
        "move south",
        bedroom(),
        "look around",
        bedroom(),
        "examine wardrobe",
        ("The wardrobe is closed. ", K("none")),
        notes="back in the first room: north visited, the plain door west closed (open west)",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine "
        "that is open, that contains a coin. There is also a clothes drier that is closed. "
        "You also see a ironing board, that has nothing on it. \nTo the East you see the "
        "kitchen. ",
        R("laundry room", "e", coin=True),
        notes="a coin in an open washing machine: take coin",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion on it. There is also a piano stool, that has nothing on it. You also see a "
        "money box that is closed. \nTo the North you see a closed wood door. To the West "
        "you see the corridor. ",
        R("living room", "n w", closed="n"),
        notes="a closed money box whose contents are not given: no coin; the wood door north "
        "closed",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car. There is also a "
        "bicycle rack, that has nothing on it. You also see a recycling bin that is open, "
        "that contains a coin, and a newspaper. \nTo the South you see the street. To the "
        "West you see a closed garage door. ",
        R("driveway", "s w", closed="w", coin=True),
        notes="a coin in an open recycling bin among other things: take coin",
    ),
    item(
        "You are in the street. In one part of the room you see a bus stop bench, that has "
        "nothing on it. There is also a parking meter. You also see a mailbox that is "
        "closed. \nTo the North you see the driveway. To the East you see the supermarket. ",
        R("street", "n e"),
        notes="a parking meter and a closed mailbox: no coin",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a checkout counter, "
        "that has a coin and a receipt on it. There is also a shopping cart, that has "
        "nothing on it. \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="'that has a coin and a receipt on it': a coin on the counter",
    ),
    item(
        "You are in the backyard. In one part of the room you see a bird bath, that has "
        "nothing on it. There is also a patio table, that has a jug on it. You also see a "
        "garden shed that is closed. \nTo the North you see a closed sliding patio door. To "
        "the West you see the side gate. ",
        R("backyard", "n w", closed="n"),
        notes="an empty bird bath and a closed garden shed: no coin; the patio door closed",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "shower, that has a bar of soap on it. You also see a towel rail, that has a towel "
        "on it. \nTo the South you see a closed frosted-glass door. To the East you see the "
        "bedroom. ",
        R("bathroom", "s e", closed="s"),
        notes="no coin; a frosted-glass door south closed, the bedroom east open",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "dishwasher that is open, that is empty. You also see a cookie jar that is closed. "
        "There is also a coin. \nTo the North you see the living room. To the South you see "
        "an open wood door. ",
        R("kitchen", "n s", coin=True),
        notes="'There is also a coin.' beside an empty dishwasher and a closed jar: take coin",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a penny, "
        "and a jar of honey on it. There is also a bag of flour. \nTo the East you see a "
        "closed wood door. ",
        R("pantry", "e", closed="e", coin=True),
        notes="a penny on the shelf beside a jar of honey: a coin (first drafted as 'a jar of "
        "pennies', reworded: is the jar open?)",
    ),
]
