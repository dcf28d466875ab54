"""twx, third round: TextWorldExpress's coin game's manner ("You are in the X. In one part of
the room you see ...", "To the North you see ...", doors "closed" or "open") with new rooms and
furniture; none of these is engine output."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GARAGE = (
    "You are in the garage. In one part of the room you see a tool chest, that is closed. There "
    "is also a lawn mower. You also see a workbench, that has nothing on it. \nTo the North you "
    "see a closed steel door. To the West you see the driveway. "
)
_DRIVEWAY = (
    "You are in the driveway. In one part of the room you see a recycling bin, that is empty. "
    "\nTo the East you see the garage. To the South you see the street. "
)
_STREET = (
    "You are in the street. In one part of the room you see a mailbox, that is closed. There is "
    "also a lamp post. \nTo the North you see the driveway. "
)
_SUNROOM = (
    "You are in the sunroom. In one part of the room you see a wicker sofa, that has nothing on "
    "it. There is also a potted fern. \nTo the South you see a closed glass door. To the East "
    "you see the hallway. "
)

ITEMS = [
    item(
        "You are in the greenhouse. In one part of the room you see a potting table, that has a "
        "trowel on it. There is also a coin. \nTo the North you see a closed screen door. To the "
        "East you see the garden. ",
        R("greenhouse", "n e", closed="n", coin=True),
    ),
    item(_GARAGE, R("garage", "n w", closed="n")),
    item(
        (_GARAGE, R("garage", "n w", closed="n")),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "inventory",
        ("Inventory: \n  a flashlight\n", K("none")),
    ),
    item(
        (_GARAGE, R("garage", "n w", closed="n")),
        "open door to north",
        ("You open the steel door, revealing the workshop. ", K("opened")),
    ),
    item(
        (_GARAGE, R("garage", "n w", closed="n")),
        "move west",
        (_DRIVEWAY, R("driveway", "e s")),
        "move south",
        (_STREET, R("street", "n")),
        notes="a dead end: the only exit leads back; all visited.",
    ),
    item(
        (_GARAGE, R("garage", "n w", closed="n")),
        "move west",
        (_DRIVEWAY, R("driveway", "e s")),
        "move south",
        (_STREET, R("street", "n")),
        "move north",
        (_DRIVEWAY, R("driveway", "e s")),
        notes="every exit of the driveway visited: go back east, the way first entered.",
    ),
    item(
        "You are in the nursery. In one part of the room you see a crib, that has a teddy bear "
        "on it. There is also a toy box, that is open, that contains a coin. \nTo the West you "
        "see the landing. ",
        R("nursery", "w", coin=True),
        notes="a coin in an open toy box lies in the room.",
    ),
    item(
        "You are in the wine cellar. In one part of the room you see a wine rack. There is also "
        "a barrel, that is closed. \nTo the South you see a closed oak door. To the East you see "
        "a closed oak door. ",
        R("wine cellar", "s e", closed="s e"),
    ),
    item(
        "You are in the boathouse. In one part of the room you see a canoe. You also see a "
        "coin. \nThrough an open wood door, to the North you see the dock. ",
        R("boathouse", "n", coin=True),
    ),
    item(
        "You are in the study. In one part of the room you see a desk, that has a lamp and a "
        "letter on it. There is also a bookcase. \nTo the North you see the hallway. To the "
        "South you see an open sliding door. To the West you see the library. ",
        R("study", "n s w"),
    ),
    item(
        "You are in the patio. In one part of the room you see a barbecue. There is also a "
        "picnic table, that has a coin on it. \nTo the West you see a closed patio door. ",
        R("patio", "w", closed="w", coin=True),
    ),
    item(_SUNROOM, R("sunroom", "s e", closed="s")),
    item(
        (_SUNROOM, R("sunroom", "s e", closed="s")),
        "move west",
        ("You can't move there. ", K("refused")),
    ),
    item(
        (_SUNROOM, R("sunroom", "s e", closed="s")),
        "open door to south",
        ("You open the glass door, revealing the garden. ", K("opened")),
        "move south",
        (
            "You are in the garden. In one part of the room you see a birdbath. There is also a "
            "garden gnome. You also see a coin. \nTo the North you see the sunroom. To the West "
            "you see the shed. ",
            R("garden", "n w", coin=True),
        ),
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine, that is "
        "closed. There is also a dryer, that is closed. You also see a laundry basket, that has "
        "nothing in it. \nTo the East you see the kitchen. ",
        R("laundry room", "e"),
        notes="closed machines whose contents are not given hold no coin.",
    ),
    item(
        "You are in the workshop. In one part of the room you see a lathe. There is also a "
        "pegboard. \nTo the South you see the garage. To the North you see a closed metal door. "
        "To the East you see the yard. ",
        R("workshop", "s n e", closed="n"),
    ),
    item(
        (
            "You are in the attic. In one part of the room you see a dusty trunk, that is open, "
            "that contains a coin. \nTo the South you see the landing. ",
            R("attic", "s", coin=True),
        ),
        "take coin",
        ("You take the coin. ", K("took")),
        notes="after the coin is taken: the only exit, south.",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a jar of honey "
        "and a coin on it. \nThrough an open wood door, to the South you see the kitchen. ",
        R("pantry", "s", coin=True),
    ),
    item(
        "You are in the bathroom. In one part of the room you see a bath tub. There is also a "
        "toilet. You also see a sink, that has a bar of soap on it. \nTo the North you see a "
        "closed frosted-glass door. ",
        R("bathroom", "n", closed="n"),
    ),
    item(
        "You are in the hallway. In one part of the room you see a coat rack. There is also a "
        "shoe cabinet, that is closed. \nTo the North you see the bedroom. To the South you see "
        "the kitchen. To the East you see a closed wood door. To the West you see the living "
        "room. ",
        R("hallway", "n s e w", closed="e"),
    ),
]
