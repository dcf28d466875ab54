"""twx, forty-fifth round: the coin game's manner (none is engine output): eight walks (1-5 turns)
on one house of the engine's locations, each walk a game of its own whose furniture holds its own
things on every visit (a corridor with a closed wood door north to the bedroom, the laundry room
east and a closed frosted-glass door west to the kitchen; a kitchen with the pantry north; a bedroom
with "a bed that has a coin on it"): the task's description before the first room, "You can't move
there, the door is closed. ", `open door to north`, "You open the wood door, revealing the bedroom.
", "You open the frosted-glass door, revealing the kitchen. " and "... revealing the corridor. ",
"You take the coin." then `look around`, "Unknown action: I'm not sure what you mean." after a move
toward no exit then a look, a refusal looked at, walks begun in the laundry room, the kitchen, the
pantry, the corridor and the bedroom; single rooms and short histories: "a dishwasher that is open,
that contains a coin", "a TV stand that has a coin, and a remote control on it", "a laundry basket
that has a dirty green shirt, and a coin on it", "a chest of drawers that is open, that contains a
coin, and a clean white sock", "There is also a coin." in a backyard, a pantry whose only door is
closed, a kitchen's closed south door refused and looked at, a coin taken in a corridor and looked
at, a backyard's sliding patio door opened and looked at, a kitchen of closed cupboards without a
coin, a living room's "Unknown action" looked at, a bedroom after the task with a closed wardrobe.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def _on(things: str) -> str:
    return f"that has {things} on it" if things else ", that has nothing on it"


def _sp(text: str) -> str:
    return text.replace(" , that", ", that")


# ---- the house: CORRIDOR n BEDROOM (a wood door, closed at first; the coin on the bed), e
# LAUNDRY ROOM, w KITCHEN (a frosted-glass door, closed at first); KITCHEN n PANTRY.


def corridor(north_open: bool = False, west_open: bool = False, hat: str = "") -> tuple:
    north = (
        "Through an open wood door, to the North you see the bedroom. "
        if north_open
        else "To the North you see a closed wood door. "
    )
    west = (
        "Through an open frosted-glass door, to the West you see the kitchen. "
        if west_open
        else "To the West you see a closed frosted-glass door. "
    )
    text = _sp(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        f"stand, that has nothing on it. In another part of the room you see a hat rack "
        f"{_on(hat)}. In one part of the room you see a coat hanger, that has nothing on it. \n"
        f"{north}To the East you see the laundry room. {west}"
    )
    return (
        text,
        R(
            "corridor",
            "n e w",
            closed=("" if north_open else "n ") + ("" if west_open else "w"),
            leads={"n": "bedroom", "e": "laundry room", "w": "kitchen"},
        ),
    )


def kitchen(east_open: bool = False, counter: str = "") -> tuple:
    east = (
        "Through an open frosted-glass door, to the East you see the corridor. "
        if east_open
        else "To the East you see a closed frosted-glass door. "
    )
    text = _sp(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        f"counter {_on(counter)}. In one part of the room you see a kitchen cupboard that is "
        "closed. There is also a cutlery drawer that is closed. You also see a trash can that "
        "is closed. In another part of the room you see a dishwasher that is closed. In one "
        "part of the room you see a dining chair, that has nothing on it. \nTo the North you "
        f"see the pantry. {east}"
    )
    return (
        text,
        R(
            "kitchen",
            "n e",
            closed="" if east_open else "e",
            leads={"n": "pantry", "e": "corridor"},
        ),
    )


def pantry(shelf: str = "") -> tuple:
    return (
        _sp(
            "You are in the pantry. In one part of the room you see a folding chair, that has "
            f"nothing on it. There is also a shelf {_on(shelf)}. \nTo the South you see the "
            "kitchen. "
        ),
        R("pantry", "s", leads={"s": "kitchen"}),
    )


def bedroom(coin: bool = True, door_open: bool = False, stand: str = "") -> tuple:
    south = (
        "Through an open wood door, to the South you see the corridor. "
        if door_open
        else "To the South you see a closed wood door. "
    )
    bed = "that has a coin on it" if coin else ", that has nothing on it"
    text = _sp(
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk, that has nothing on it. In another part of the room you see a chest of drawers "
        "that is closed. In one part of the room you see a wardrobe that is closed. There is "
        f"also a night stand {_on(stand)}. You also see a bed {bed}. \n{south}"
    )
    return (
        text,
        R(
            "bedroom",
            "s",
            closed="" if door_open else "s",
            coin=coin,
            leads={"s": "corridor"},
        ),
    )


def laundry(basket: str = "") -> tuple:
    return (
        _sp(
            "You are in the laundry room. In one part of the room you see a bench, that has "
            "nothing on it. There is also a work table, that has nothing on it. You also see a "
            "clothes drier that is closed. In another part of the room you see a laundry basket "
            f"{_on(basket)}. In one part of the room you see a washing machine that is closed. "
            "\nTo the West you see the corridor. "
        ),
        R("laundry room", "w", leads={"w": "corridor"}),
    )


def first(step: tuple) -> tuple:
    return (TASK + step[0], step[1])


CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."

ITEMS = [
    item(
        first(corridor(hat="a brown fedora")),
        "move north",
        (CLOSED, K("refused", "closed")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(door_open=True, stand="an alarm clock"),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False, door_open=True, stand="an alarm clock"),
        notes="A game from its task: the wood door refused, opened by direction, walked "
        "through; the coin taken from the bed and the bedroom looked at: no coin; south "
        "visited, initial, all_visited: go south.",
    ),
    item(
        first(laundry(basket="a clean yellow towel")),
        "move west",
        corridor(hat="a woolly hat"),
        "open door to west",
        ("You open the frosted-glass door, revealing the kitchen. ", K("opened")),
        "move west",
        kitchen(east_open=True, counter="a cookbook"),
        notes="Begun in the laundry room; the frosted-glass door opened and walked through; in "
        "the kitchen east is visited and initial; the pantry north unseen: go north.",
    ),
    item(
        first(kitchen(counter="a knife")),
        "move east",
        (CLOSED, K("refused", "closed")),
        "open door to east",
        ("You open the frosted-glass door, revealing the corridor. ", K("opened")),
        "move east",
        corridor(west_open=True, hat="a red scarf"),
        "move east",
        laundry(),
        notes="Begun in the kitchen: its door refused, opened, walked through; on to the "
        "laundry room, whose only exit west is visited and initial (all_visited).",
    ),
    item(
        first(pantry(shelf="a bag of flour")),
        "move south",
        kitchen(counter="a loaf of bread"),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        kitchen(counter="a loaf of bread"),
        notes="'Unknown action' after a move west, where the kitchen has no exit: a refusal "
        "toward no exit, which a look does not clear (refused(west)). North visited and "
        "initial; the frosted-glass door east closed: open it.",
    ),
    item(
        first(corridor(hat="a green cap")),
        "move east",
        laundry(basket="a dirty brown blazer"),
        "move west",
        corridor(hat="a green cap"),
        notes="A return to the corridor, where the game began (no initial): east visited; the "
        "wood door north and the frosted-glass door west are closed: open either.",
    ),
    item(
        first(bedroom(stand="a lamp")),
        "take coin",
        ("You take the coin.", K("took")),
        "open door to south",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move south",
        corridor(north_open=True, hat="a gray beret"),
        notes="Begun in the bedroom: the coin taken first, then the wood door opened and the "
        "corridor entered: north visited and initial; the laundry room east unseen (go "
        "east), the frosted-glass door west closed (open it).",
    ),
    item(
        first(kitchen(counter="a teapot")),
        "move north",
        pantry(shelf="a jar of jam"),
        notes="One move into the pantry: its only exit south is the way back (visited, "
        "initial, all_visited).",
    ),
    item(
        first(laundry(basket="a wet purple sock")),
        "move west",
        corridor(hat="a straw hat"),
        "move north",
        (CLOSED, K("refused", "closed")),
        "look around",
        corridor(hat="a straw hat"),
        notes="The wood door refused as closed and the corridor looked at: the door still "
        "closed, the refusal stands; east visited and initial; open north or open west.",
    ),
    item(
        (
            TASK + "You are in the kitchen. In one part of the room you see a stove. There is "
            "also an oven. You also see a fridge that is closed. In another part of the room "
            "you see a counter, that has nothing on it. In one part of the room you see a "
            "kitchen cupboard that is closed. There is also a cutlery drawer that is closed. You "
            "also see a trash can that is closed. In another part of the room you see a "
            "dishwasher that is open, that contains a coin. \nTo the South you see the "
            "corridor. To the West you see a closed plain door. ",
            R("kitchen", "s w", closed="w", coin=True),
        ),
        notes="'a dishwasher that is open, that contains a coin': a coin in the room (take it).",
    ),
    item(
        (
            "You are in the backyard. In one part of the room you see a barbeque. There is also "
            "a workbench, that has nothing on it. You also see a patio chair, that has nothing "
            "on it. In another part of the room you see a patio table that has a jug of iced "
            "tea on it. In one part of the room you see a clothes line, that has nothing on it. "
            "There is also a garden, that has nothing on it. You also see a coin. \nTo the North "
            "you see a closed screen door. To the East you see the driveway. ",
            R("backyard", "n e", closed="n", coin=True),
        ),
        notes="'You also see a coin.' in the backyard: take it.",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case, that has nothing on it. You also see a "
            "TV stand that has a coin, and a remote control on it. In another part of the room "
            "you see a arm chair, that has nothing on it. In one part of the room you see a "
            "sofa, that has nothing on it. \nTo the North you see the bedroom. To the West you "
            "see a closed sliding patio door. ",
            R("living room", "n w", closed="w", coin=True),
        ),
        notes="A coin on the TV stand beside a remote control: take it.",
    ),
    item(
        (
            TASK + "You are in the pantry. In one part of the room you see a folding chair, "
            "that has nothing on it. There is also a shelf that has a tin of beans, and a box "
            "of rice on it. \nTo the East you see a closed plain door. ",
            R("pantry", "e", closed="e"),
        ),
        notes="The only door is closed: open east.",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a bench, that has "
            "nothing on it. There is also a work table, that has nothing on it. You also see a "
            "clothes drier that is closed. In another part of the room you see a laundry basket "
            "that has a dirty green shirt, and a coin on it. In one part of the room you see a "
            "washing machine that is closed. \nTo the North you see the corridor. ",
            R("laundry room", "n", coin=True),
        ),
        notes="A coin in the laundry basket with a shirt: take it.",
    ),
    item(
        (
            "You are in the bedroom. In one part of the room you see a dressing table, that "
            "has nothing on it. There is also a desk chair, that has nothing on it. You also "
            "see a desk, that has nothing on it. In another part of the room you see a chest of "
            "drawers that is open, that contains a coin, and a clean white sock. In one part of "
            "the room you see a wardrobe that is closed. There is also a night stand, that has "
            "nothing on it. You also see a bed, that has nothing on it. \nTo the East you see "
            "the living room. ",
            R("bedroom", "e", coin=True),
        ),
        notes="An open chest of drawers that contains a coin: take it.",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also an "
            "oven. You also see a fridge that is closed. In another part of the room you see a "
            "counter that has a bowl of oranges on it. In one part of the room you see a "
            "kitchen cupboard that is closed. There is also a cutlery drawer that is closed. You "
            "also see a trash can that is closed. In another part of the room you see a "
            "dishwasher that is closed. In one part of the room you see a dining chair, that "
            "has nothing on it. \nTo the North you see the living room. To the South you see a "
            "closed screen door. ",
            R("kitchen", "n s", closed="s"),
        ),
        "move south",
        (CLOSED, K("refused", "closed")),
        "look around",
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also an "
            "oven. You also see a fridge that is closed. In another part of the room you see a "
            "counter that has a bowl of oranges on it. In one part of the room you see a "
            "kitchen cupboard that is closed. There is also a cutlery drawer that is closed. You "
            "also see a trash can that is closed. In another part of the room you see a "
            "dishwasher that is closed. In one part of the room you see a dining chair, that "
            "has nothing on it. \nTo the North you see the living room. To the South you see a "
            "closed screen door. ",
            R("kitchen", "n s", closed="s"),
        ),
        notes="The screen door south refused as closed and the kitchen looked at: the door "
        "still closed, the refusal stands. Open south or go north.",
    ),
    item(
        (
            "You are in the corridor. In one part of the room you see a key holder that has a "
            "coin on it. There is also a shoe cabinet that is closed. You also see a umbrella "
            "stand, that has nothing on it. In another part of the room you see a hat rack, "
            "that has nothing on it. \nTo the South you see the living room. To the East you "
            "see a closed wood door. ",
            R("corridor", "s e", closed="e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            "You are in the corridor. In one part of the room you see a key holder, that has "
            "nothing on it. There is also a shoe cabinet that is closed. You also see a "
            "umbrella stand, that has nothing on it. In another part of the room you see a hat "
            "rack, that has nothing on it. \nTo the South you see the living room. To the East "
            "you see a closed wood door. ",
            R("corridor", "s e", closed="e"),
        ),
        notes="The coin taken from the key holder; the look shows it gone. Go south or open east.",
    ),
    item(
        (
            "You are in the backyard. In one part of the room you see a barbeque. There is also "
            "a workbench that has a hammer on it. You also see a patio chair, that has nothing "
            "on it. In another part of the room you see a patio table, that has nothing on it. "
            "In one part of the room you see a clothes line, that has nothing on it. There is "
            "also a garden, that has nothing on it. \nTo the South you see the corridor. To the "
            "West you see a closed sliding patio door. ",
            R("backyard", "s w", closed="w"),
        ),
        "open door to west",
        ("You open the sliding patio door, revealing the living room. ", K("opened")),
        "look around",
        (
            "You are in the backyard. In one part of the room you see a barbeque. There is also "
            "a workbench that has a hammer on it. You also see a patio chair, that has nothing "
            "on it. In another part of the room you see a patio table, that has nothing on it. "
            "In one part of the room you see a clothes line, that has nothing on it. There is "
            "also a garden, that has nothing on it. \nTo the South you see the corridor. "
            "Through an open sliding patio door, to the West you see the living room. ",
            R("backyard", "s w"),
        ),
        notes="The sliding patio door opened and the backyard looked at: west and south both "
        "open and unseen.",
    ),
    item(
        (
            TASK + "You are in the kitchen. In one part of the room you see a stove. There is "
            "also an oven. You also see a fridge that is closed. In another part of the room "
            "you see a counter that has a carrot, and a bag of sugar on it. In one part of the "
            "room you see a kitchen cupboard that is closed. There is also a cutlery drawer that "
            "is closed. You also see a trash can that is closed. In another part of the room "
            "you see a dishwasher that is closed. \nTo the North you see the backyard. To the "
            "East you see the living room. ",
            R("kitchen", "n e"),
        ),
        notes="Closed cupboards, a closed fridge and a closed dishwasher, no coin seen: go "
        "north or east.",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case that has a atlas on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a arm chair, "
            "that has nothing on it. In one part of the room you see a coffee table, that has "
            "nothing on it. \nTo the South you see the kitchen. To the East you see the "
            "corridor. ",
            R("living room", "s e"),
        ),
        "move north",
        (UNKNOWN, K("refused")),
        "look around",
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case that has a atlas on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a arm chair, "
            "that has nothing on it. In one part of the room you see a coffee table, that has "
            "nothing on it. \nTo the South you see the kitchen. To the East you see the "
            "corridor. ",
            R("living room", "s e"),
        ),
        notes="'Unknown action' after a move north (no exit there): refused(north), kept by "
        "the look. South and east open: either.",
    ),
    item(
        (
            TASK + "You are in the bedroom. In one part of the room you see a dressing table "
            "that has a hairbrush on it. There is also a desk chair, that has nothing on it. "
            "You also see a desk, that has nothing on it. In one part of the room you see a "
            "wardrobe that is closed. There is also a night stand, that has nothing on it. You "
            "also see a bed, that has nothing on it. \nTo the South you see a closed wood door. "
            "To the West you see the corridor. ",
            R("bedroom", "w s", closed="s"),
        ),
        notes="A closed wardrobe is no door; no coin; the corridor west is open, the wood "
        "door south closed: go west or open south.",
    ),
]
