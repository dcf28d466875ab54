"""twx, sixth round: texts in the manner of TextWorldExpress's coin game on a map of the
locations its map-reading game names (parlor, backyard, side yard, alley, garage, studio,
canteen, launderette, bedchamber, playroom, sauna, attic), with open containers whose contents
are listed (a fridge, a wardrobe, a toolbox that "contains a coin"), a coin among clothes on a
drying rack, empty open containers, "open door to west" walks with a plain door and a patio door,
the task description on its own turn, a `look around` and a take; none is engine output. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


# the map: parlor n backyard, parlor s side yard (plain door); backyard e alley, backyard w
# garage (patio door); side yard w studio.
def parlor(south: str = "closed") -> tuple:
    if south == "closed":
        door = "To the South you see a closed plain door. "
    else:
        door = "Through an open plain door, to the South you see the side yard. "
    return (
        "You are in the parlor. In one part of the room you see a sofa, that has nothing on "
        "it. There is also a bookcase, that has a novel on it. \nTo the North you see the "
        f"backyard. {door}",
        R("parlor", "n s", closed="s" if south == "closed" else ""),
    )


def backyard(west: str = "closed") -> tuple:
    if west == "closed":
        door = "To the West you see a closed patio door. "
    else:
        door = "Through an open patio door, to the West you see the garage. "
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also "
        "a clothes line, that has a wet white shirt on it. \nTo the South you see the parlor. "
        f"To the East you see the alley. {door}",
        R("backyard", "s e w", closed="w" if west == "closed" else ""),
    )


def alley(coin: bool = True) -> tuple:
    has = "a coin, and a flattened can" if coin else "a flattened can"
    return (
        "You are in the alley. In one part of the room you see a dumpster that is closed. "
        f"There is also a crate, that has {has} on it. \nTo the West you see the backyard. ",
        R("alley", "w", coin=coin),
    )


def garage() -> tuple:
    return (
        "You are in the garage. In one part of the room you see a workbench, that has "
        "nothing on it. There is also an open toolbox, that is empty. You also see a car. "
        "\nThrough an open patio door, to the East you see the backyard. ",
        R("garage", "e"),
    )


def side_yard() -> tuple:
    return (
        "You are in the side yard. In one part of the room you see a wheelbarrow, that has "
        "nothing on it. \nThrough an open plain door, to the North you see the parlor. To the "
        "West you see the studio. ",
        R("side yard", "n w"),
    )


def studio(coin: bool = True) -> tuple:
    rack = "a coin, and a dry blue scarf" if coin else "a dry blue scarf"
    return (
        "You are in the studio. In one part of the room you see an easel. There is also a "
        f"drying rack, that has {rack} on it. \nTo the East you see the side yard. ",
        R("studio", "e", coin=coin),
    )


ITEMS = [
    item(
        (TASK + parlor()[0], parlor()[1]),
        notes="the task first, then the parlor: the backyard open north, a closed plain door "
        "south.",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        notes="the parlor south is visited; the alley east, the garage behind a closed patio door.",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "move east",
        alley(),
        notes="the coin on a crate in the alley.",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "move east",
        alley(),
        "take coin",
        ("You take the coin.\n", K("took")),
        notes="the coin taken: the only exit is visited (go west).",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "examine clothes line",
        ("a clothes line, that has a wet white shirt on it.", K("none")),
        notes="the patio door refused, then an examine: refused west, still closed.",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to west",
        ("You open the patio door, revealing the garage. ", K("opened")),
        notes="the door opened clears the refusal (go west or east).",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "open door to west",
        ("You open the patio door, revealing the garage. \n", K("opened")),
        "move west",
        garage(),
        notes="an open toolbox that is empty is no coin; the way back east.",
    ),
    item(
        parlor(),
        "open door to south",
        ("You open the plain door, revealing the side yard. ", K("opened")),
        "move south",
        side_yard(),
        "move west",
        studio(),
        notes="a coin among clothes on a drying rack.",
    ),
    item(
        parlor(),
        "open door to south",
        ("You open the plain door, revealing the side yard. \n", K("opened")),
        "move south",
        side_yard(),
        "move north",
        parlor("open"),
        notes="back in the parlor with its door open: south visited, north unexplored.",
    ),
    item(
        parlor(),
        "move north",
        backyard(),
        "move east",
        alley(),
        "move west",
        backyard(),
        "move south",
        (parlor()[0] + "\n", parlor()[1]),
        notes="back in the first room: north visited, the closed door south to open.",
    ),
    item(
        parlor(),
        "look around",
        (parlor()[0] + " ", parlor()[1]),
        notes="a look around repeats the room (the first room: no initial).",
    ),
    item(
        "You are in the canteen. In one part of the room you see a stove. There is also an "
        "open fridge, that contains a coin, and a carton of milk. You also see a dining "
        "table, that has nothing on it. \nTo the North you see the launderette. To the East "
        "you see a closed wood door. ",
        R("canteen", "n e", closed="e", coin=True),
        notes="an open fridge that contains a coin: the coin is in the room.",
    ),
    item(
        "You are in the bedchamber. In one part of the room you see a bed. There is also an "
        "open wardrobe, that contains a coin. You also see a nightstand, that has a lamp on "
        "it. \nThrough an open frosted-glass door, to the South you see the playroom. ",
        R("bedchamber", "s", coin=True),
        notes="a coin in an open wardrobe.",
    ),
    item(
        "You are in the playroom. In one part of the room you see a toy chest that is closed. "
        "There is also a rocking horse. \nThrough an open frosted-glass door, to the North "
        "you see the bedchamber. To the West you see the sauna. To the South you see a "
        "closed screen door. ",
        R("playroom", "n w s", closed="s"),
        notes="a closed toy chest holds no coin one can read; a closed screen door south.",
    ),
    item(
        "You are in the sauna. In one part of the room you see a bench, that has a towel, "
        "and a coin on it. \nTo the East you see the playroom. ",
        R("sauna", "e", coin=True),
        notes="the coin listed after a towel on a bench.",
    ),
    item(
        "You are in the launderette. In one part of the room you see a washing machine that "
        "is closed. There is also an open clothes drier, that is empty. You also see a "
        "laundry basket, that has a clean red socks on it. \nTo the South you see the canteen. "
        "To the West you see a closed sliding patio door. ",
        R("launderette", "s w", closed="w"),
        notes="an empty open drier and a closed washing machine: no coin.",
    ),
    item(
        "You are in the attic. In one part of the room you see a trunk that is closed. There "
        "is also a coat rack, that has nothing on it. \nTo the North you see a closed wood "
        "door. To the East you see a closed wood door. ",
        R("attic", "n e", closed="n e"),
        notes="two closed doors and nothing else: open either.",
    ),
    item(
        "You are in the library. In one part of the room you see a bookcase, that has an "
        "atlas on it. There is also a reading chair. \nTo the North you see the alley. To "
        "the South you see the parlor. To the West you see the garage. ",
        R("library", "n s w"),
        notes="three open ways and no coin.",
    ),
    item(
        parlor(),
        "open door to south",
        ("You open the plain door, revealing the side yard.", K("opened")),
        "move south",
        side_yard(),
        "move west",
        studio(),
        "take coin",
        ("You take the coin. ", K("took")),
        "move east",
        side_yard(),
        notes="the coin taken from the rack, then back east: the side yard's ways are both "
        "visited, north the way first entered.",
    ),
    item(
        (TASK + backyard()[0], backyard()[1]),
        "move east",
        alley(False),
        notes="the task before the first room; the alley's crate holds only a can.",
    ),
]
