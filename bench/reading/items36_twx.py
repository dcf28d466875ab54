"""twx, thirty-sixth round: the coin game's manner (none is engine output). Eight walks (2-4
turns) on one house of the engine's locations, each walk a game of its own whose furniture holds
its own things on every visit (a kitchen with a closed screen door north to the backyard, the
corridor east and a closed plain door south to the pantry; a corridor with a closed wood door
north to the bedroom and the laundry room south, where "There is also a coin."): "You can't move
there, the door is closed. " then `look around`, "open door to north", "You open the screen door,
revealing the backyard. ", "You open the wood door, revealing the bedroom. ", "You open the plain
door, revealing the pantry. ", "You take the coin." then `look around`, "Unknown action: I'm not
sure what you mean." after a move toward no exit and a look, the task's description before the
first room, walks begun in the corridor, returns with a door left open. Single rooms: a coin on a
bath mat, a driveway's closed car, a coin as a thing of its own in the street, a coin on the
garden in the backyard beside a closed sliding patio door, a living room with two closed doors,
a pantry whose only door is closed, a coin on a night stand behind a closed wood door, a laundry
room after the task's description, a coin in the supermarket after the task's description, a
coin on a dining chair in a kitchen with both doors closed, a corridor of four ways in three
states, a coin on a sofa after a refused move and a look. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def on(things: str | None) -> str:
    """A surface as the engine lists it: ", that has nothing on it" or " that has X on it"."""
    return ", that has nothing on it" if things is None else f" that has {things} on it"


def way(direction: str, door: str | None, state: str, place: str) -> str:
    """One way as the engine gives it (``state``: "open", "closed" or "" for no door)."""
    if door is None:
        return f"To the {direction} you see the {place}. "
    if state == "open":
        return f"Through an open {door}, to the {direction} you see the {place}. "
    return f"To the {direction} you see a closed {door}. "


# The house (a tree): kitchen n backyard (screen door), e corridor, s pantry (plain door);
# corridor n bedroom (wood door), s laundry room (the coin). Each game keeps its own things.
GAMES = {
    1: {"counter": "a bread knife", "chair": None, "keys": None, "table": None},
    2: {"counter": "a mug, and a tea towel", "chair": None, "keys": None, "table": None},
    3: {"counter": None, "chair": "a newspaper", "keys": "a key", "table": None},
    4: {"counter": "a loaf of bread", "chair": None, "keys": None, "table": "a bottle of bleach"},
    5: {"counter": "a chopping board", "chair": "a cushion", "keys": None, "table": None},
    6: {"counter": "a tin of beans", "chair": None, "keys": None, "table": None},
    7: {"counter": None, "chair": None, "keys": "a set of car keys", "table": None},
    8: {"counter": "a salt shaker", "chair": None, "keys": "a torch", "table": None},
}


def kitchen(game: int, screen: str = "closed", plain: str = "closed") -> tuple:
    g = GAMES[game]
    text = (
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        f"counter{on(g['counter'])}. In one part of the room you see a kitchen cupboard that "
        "is closed. There is also a cutlery drawer that is closed. You also see a trash can "
        "that is closed. In another part of the room you see a dishwasher that is closed. In "
        f"one part of the room you see a dining chair{on(g['chair'])}. \n"
        + way("North", "screen door", screen, "backyard")
        + way("South", "plain door", plain, "pantry")
        + way("East", None, "", "corridor")
    )
    closed = " ".join(d for d, s in (("n", screen), ("s", plain)) if s == "closed")
    return (text, R("kitchen", "n s e", closed=closed))


def corridor(game: int, wood: str = "closed") -> tuple:
    g = GAMES[game]
    text = (
        "You are in the corridor. In one part of the room you see a key holder"
        f"{on(g['keys'])}. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand, that has nothing on it. In another part of the room you see a hat rack, that "
        "has nothing on it. In one part of the room you see a coat hanger, that has nothing on "
        "it. \n"
        + way("North", "wood door", wood, "bedroom")
        + way("South", None, "", "laundry room")
        + way("West", None, "", "kitchen")
    )
    return (text, R("corridor", "n s w", closed="n" if wood == "closed" else ""))


def laundry(game: int, coin: bool = True) -> tuple:
    g = GAMES[game]
    money = "There is also a coin. " if coin else ""
    text = (
        "You are in the laundry room. In one part of the room you see a bench, that has "
        f"nothing on it. There is also a work table{on(g['table'])}. You also see a clothes "
        "drier that is closed. In another part of the room you see a laundry basket, that has "
        "nothing on it. In one part of the room you see a washing machine that is closed. "
        f"{money}\n" + way("North", None, "", "corridor")
    )
    return (text, R("laundry room", "n", coin=coin))


def backyard() -> tuple:
    text = (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair, that has nothing on it. "
        "In another part of the room you see a patio table, that has nothing on it. In one part "
        "of the room you see a clothes line, that has a tea towel on it. There is also a "
        "garden, that has nothing on it. \n" + way("South", "screen door", "open", "kitchen")
    )
    return (text, R("backyard", "s"))


def bedroom() -> tuple:
    text = (
        "You are in the bedroom. In one part of the room you see a dressing table, that has a "
        "hairbrush on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk, that has nothing on it. In another part of the room you see a chest of drawers "
        "that is closed. In one part of the room you see a wardrobe that is closed. There is "
        "also a night stand, that has nothing on it. You also see a bed, that has nothing on "
        "it. \n" + way("South", "wood door", "open", "corridor")
    )
    return (text, R("bedroom", "s"))


def pantry() -> tuple:
    text = (
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf that has a bag of flour on it. \n"
        + way("North", "plain door", "open", "kitchen")
    )
    return (text, R("pantry", "n"))


def with_task(step: tuple) -> tuple:
    text, reading = step
    return (TASK + text, reading)


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    # ---- walks on the house, each a game of its own ----
    item(
        kitchen(1),
        "move east",
        corridor(1),
        "move south",
        laundry(1),
        notes='"There is also a coin.": the coin in the laundry room; take it',
    ),
    item(
        kitchen(2),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move north",
        backyard(),
        notes="the screen door refused, opened and walked through; the backyard's only way is "
        "back south",
    ),
    item(
        kitchen(3),
        "move east",
        corridor(3),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move north",
        bedroom(),
        "move south",
        corridor(3, wood="open"),
        notes="back in the corridor with the wood door open: the bedroom and the kitchen "
        "visited, the laundry room south unexplored",
    ),
    item(
        kitchen(4),
        "move east",
        corridor(4),
        "move south",
        laundry(4),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        laundry(4, coin=False),
        notes='after "You take the coin." a look shows the room without it and the person '
        "goes on (the eighth round's call): back north",
    ),
    item(
        kitchen(5),
        "move west",
        UNKNOWN,
        "look around",
        kitchen(5),
        notes='"Unknown action" after a move toward no exit is a refusal of west, and the '
        "look keeps it; both doors closed (open them), the corridor east open",
    ),
    item(
        with_task(kitchen(6)),
        "open door to south",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move south",
        pantry(),
        "move north",
        kitchen(6, plain="open"),
        notes="the task's description before the first room; back in the kitchen with the "
        "plain door open: south visited; the screen door north closed (open it), east open",
    ),
    item(
        corridor(7),
        "move north",
        CLOSED,
        "look around",
        corridor(7),
        notes="a game begun in the corridor: the wood door refused and still closed after a "
        "look: open it; the kitchen and the laundry room are open",
    ),
    item(
        corridor(8),
        "move west",
        kitchen(8),
        "move east",
        corridor(8),
        notes="a game begun in the corridor, there and back: west visited; the wood door "
        "closed (open it), the laundry room south unexplored",
    ),
    # ---- single rooms ----
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath. You also see a sink, that has nothing on it. In another part of the room you see "
        "a bathroom cabinet that is closed. In one part of the room you see a bath mat that has "
        "a coin on it. \nThrough an open plain door, to the West you see the corridor. ",
        R("bathroom", "w", coin=True),
        notes="a coin on the bath mat lies in the room: take it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a recycling bin that is closed. \n"
        "To the North you see the street. To the West you see the backyard. ",
        R("driveway", "n w"),
        notes="a closed car and a closed recycling bin are no doors of the room, and their "
        "contents are not given; north and west are open",
    ),
    item(
        "You are in the street. In one part of the room you see a bench, that has nothing on "
        "it. There is also a coin. \nTo the South you see the driveway. To the East you see the "
        "supermarket. ",
        R("street", "s e", coin=True),
        notes="the coin as a thing of its own: take it",
    ),
    item(
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench, that has nothing on it. You also see a patio chair, that has nothing on it. "
        "In another part of the room you see a patio table, that has nothing on it. In one part "
        "of the room you see a clothes line, that has nothing on it. There is also a garden that "
        "has a coin on it. \nThrough an open screen door, to the South you see the kitchen. To "
        "the West you see a closed sliding patio door. ",
        R("backyard", "s w", closed="w", coin=True),
        notes="a coin on the garden lies in the room; the sliding patio door is closed",
    ),
    item(
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case, that has nothing on it. You also see a TV stand, "
        "that has nothing on it. In another part of the room you see a arm chair, that has "
        "nothing on it. In one part of the room you see a sofa, that has a cushion on it. \n"
        "To the North you see a closed wood door. To the East you see a closed patio door. To "
        "the West you see the corridor. ",
        R("living room", "n e w", closed="n e"),
        notes="two closed doors (open them) and the corridor west; no coin",
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has a "
        "tin of tomatoes on it. There is also a shelf, that has nothing on it. \n"
        "To the North you see a closed plain door. ",
        R("pantry", "n", closed="n"),
        notes="the only way is a closed door: open it",
    ),
    item(
        "You are in the bedroom. In one part of the room you see a dressing table, that has "
        "nothing on it. There is also a desk chair, that has nothing on it. You also see a "
        "desk, that has a lamp on it. In another part of the room you see a chest of drawers "
        "that is closed. In one part of the room you see a wardrobe that is closed. There is "
        "also a night stand that has a coin on it. You also see a bed, that has nothing on it. "
        "\nTo the South you see a closed wood door. ",
        R("bedroom", "s", closed="s", coin=True),
        notes="a coin on the night stand: take it; the wood door south is closed",
    ),
    item(
        TASK + "You are in the laundry room. In one part of the room you see a bench, that has "
        "a pair of gloves on it. There is also a work table, that has nothing on it. You also "
        "see a clothes drier that is closed. In another part of the room you see a laundry "
        "basket, that has nothing on it. In one part of the room you see a washing machine "
        "that is closed. \nTo the North you see the corridor. To the East you see a closed "
        "sliding patio door. ",
        R("laundry room", "n e", closed="e"),
        notes="the task's description before the room; no coin here; the corridor north open, "
        "the sliding patio door east closed",
    ),
    item(
        TASK + "You are in the supermarket. In one part of the room you see a shelf that has a "
        "tin of peaches on it. There is also a coin. \nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="the task's description, then the coin as a thing of its own: take it",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. In one part of the room you see a kitchen cupboard "
        "that is closed. There is also a cutlery drawer that is closed. You also see a trash can "
        "that is closed. In another part of the room you see a dishwasher that is closed. In one "
        "part of the room you see a dining chair that has a coin on it. \n"
        "To the North you see a closed frosted-glass door. To the South you see a closed wood "
        "door. ",
        R("kitchen", "n s", closed="n s", coin=True),
        notes="a coin on the dining chair: take it; both doors closed",
    ),
    item(
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has an umbrella on it. In another part of the room you see a hat rack, that "
        "has nothing on it. In one part of the room you see a coat hanger, that has nothing on "
        "it. \nTo the North you see a closed wood door. To the South you see the laundry room. "
        "Through an open patio door, to the East you see the backyard. To the West you see the "
        "kitchen. ",
        R("corridor", "n s e w", closed="n"),
        notes="four ways in three states: the wood door closed, the patio door open, two ways "
        "with no door",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case, that has nothing on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a arm chair, "
            "that has nothing on it. In one part of the room you see a sofa that has a coin on "
            "it. \nTo the North you see a closed sliding patio door. To the South you see the "
            "kitchen. ",
            R("living room", "n s", closed="n", coin=True),
        ),
        "move north",
        CLOSED,
        "look around",
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case, that has nothing on it. You also see a "
            "TV stand, that has nothing on it. In another part of the room you see a arm chair, "
            "that has nothing on it. In one part of the room you see a sofa that has a coin on "
            "it. \nTo the North you see a closed sliding patio door. To the South you see the "
            "kitchen. ",
            R("living room", "n s", closed="n", coin=True),
        ),
        notes="a refused move at the closed sliding patio door and a look: the coin on the "
        "sofa is still there: take it",
    ),
]
