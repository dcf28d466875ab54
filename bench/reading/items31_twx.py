"""twx, thirty-first round: the coin game's manner (none is engine output). Seven walks (1-4 turns)
on one map of the engine's locations, the task's description before the first room: a laundry room
whose laundry basket holds a striped towel, with a closed frosted-glass door north to a bathroom (a
sink "that has a coin, and a bar of soap on it") and the kitchen east; a kitchen whose counter holds
a bunch of bananas, with a closed plain door north to a pantry: "You can't move there, the door is
closed. " then `look around`, "open door to north", "You open the frosted-glass door, revealing the
bathroom. ", "You open the plain door, revealing the pantry. ", "Unknown action: I'm not sure what
you mean." after a move toward no exit then `look around`, "You take the coin. " then `look around`,
loops back to the laundry room and the kitchen with a door open, a walk that starts in the kitchen.
Single rooms: a corridor with the coin as a thing of its own after the task's description, a living
room whose TV stand "has a coin, and a remote control on it", a backyard whose garden holds a coin
and a tomato, a street with the coin as a thing of its own beside a closed mailbox, a supermarket
with a closed cash register and freezer, a driveway with a closed car and a closed fiberglass door,
a bedroom whose dressing table holds a hairbrush and a coin, a corridor with four ways in three
states, a pantry shelf with a tin of tomatoes, a coin and a bag of sugar after the task's
description, a kitchen whose dining chair holds a coin and a newspaper, a bathroom with two closed
doors, a bathroom where a move west is answered "Unknown action" and looked at, a backyard's screen
door opened and looked at. What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
PARTS = (
    "In one part of the room you see",
    "There is also",
    "You also see",
    "In another part of the room you see",
)
CLOSED_REPLY = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))


def room(name: str, things: list[str], ways: list[str]) -> str:
    """A TextWorldExpress room: its things in the engine's rotation of openings, then its
    ways (North, South, East, West order)."""
    sentences = []
    for i, thing in enumerate(things):
        opening = PARTS[i % 4]
        sentences.append(f"{opening} {thing}.")
    return f"You are in the {name}. " + " ".join(sentences) + " \n" + "".join(ways)


def to(direction: str, what: str) -> str:
    return f"To the {direction} you see {what}. "


def through(door: str, direction: str, where: str) -> str:
    return f"Through an open {door} door, to the {direction} you see the {where}. "


# The map: laundry room n bathroom (frosted-glass door, closed at first; the coin on the sink),
# e kitchen; kitchen n pantry (plain door, closed at first).
def laundry(door_open: bool = False) -> tuple:
    north = (
        through("frosted-glass", "North", "bathroom")
        if door_open
        else to("North", "a closed frosted-glass door")
    )
    text = room(
        "laundry room",
        [
            "a bench, that has nothing on it",
            "a work table, that has nothing on it",
            "a clothes drier that is closed",
            "a laundry basket that has a striped towel on it",
            "a washing machine that is closed",
        ],
        [north, to("East", "the kitchen")],
    )
    return (text, R("laundry room", "n e", closed="" if door_open else "n"))


def bathroom(coin: bool = True) -> tuple:
    sink = (
        "a sink that has a coin, and a bar of soap on it"
        if coin
        else ("a sink that has a bar of soap on it")
    )
    text = room(
        "bathroom",
        [
            "a toilet",
            "a bath tub, that has nothing on it",
            "a bathroom cabinet that is closed",
            sink,
        ],
        [through("frosted-glass", "South", "laundry room")],
    )
    return (text, R("bathroom", "s", coin=coin))


def kitchen(door_open: bool = False) -> tuple:
    north = through("plain", "North", "pantry") if door_open else to("North", "a closed plain door")
    text = room(
        "kitchen",
        [
            "a stove",
            "an oven",
            "a fridge that is closed",
            "a counter that has a bunch of bananas on it",
            "a kitchen cupboard that is closed",
            "a cutlery drawer that is closed",
            "a trash can that is closed",
            "a dishwasher that is closed",
            "a dining chair, that has nothing on it",
        ],
        [north, to("West", "the laundry room")],
    )
    return (text, R("kitchen", "n w", closed="" if door_open else "n"))


def pantry() -> tuple:
    text = room(
        "pantry",
        [
            "a folding chair, that has nothing on it",
            "a shelf that has a bag of flour, and a box of cereal on it",
        ],
        [through("plain", "South", "kitchen")],
    )
    return (text, R("pantry", "s"))


def first(step: tuple) -> tuple:
    """The first room with the task's description before it."""
    return (TASK + step[0], step[1])


ITEMS = [
    # ---- walks ----
    item(
        first(laundry()),
        "move north",
        CLOSED_REPLY,
        "open door to north",
        ("You open the frosted-glass door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(),
        notes="the frosted-glass door refused as closed, opened by direction and walked "
        "through; the sink has a coin on it: take it",
    ),
    item(
        first(laundry()),
        "open door to north",
        ("You open the frosted-glass door, revealing the bathroom. ", K("opened")),
        "move north",
        bathroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bathroom(coin=False),
        notes="the coin taken and the bathroom looked at again (the sink holds only the soap): "
        "its one way, south, leads back to the laundry room",
    ),
    item(
        first(laundry()),
        "move east",
        kitchen(),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(),
        notes="through the kitchen and its plain door to the pantry, which has no coin and one "
        "way, south",
    ),
    item(
        first(laundry()),
        "move west",
        UNKNOWN,
        "look around",
        laundry(),
        notes='a move west, toward no exit, answered "Unknown action" (a refusal, the ninth '
        "round's call) and a look: refused(west); the closed door north and the kitchen east",
    ),
    item(
        first(laundry()),
        "open door to north",
        ("You open the frosted-glass door, revealing the bathroom. ", K("opened")),
        "move east",
        kitchen(),
        "move west",
        laundry(door_open=True),
        notes="a loop through the kitchen back to the laundry room, whose frosted-glass door "
        "was opened: east visited, the bathroom north not yet",
    ),
    item(
        first(laundry()),
        "move east",
        kitchen(),
        "move north",
        CLOSED_REPLY,
        "look around",
        kitchen(),
        notes="the plain door refused as closed and a look that shows it still closed: "
        "refused(north) stands; west is the way in",
    ),
    item(
        first(kitchen()),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move north",
        pantry(),
        "move south",
        kitchen(door_open=True),
        notes="a walk that starts in the kitchen: the pantry seen and left; the laundry room "
        "west not yet: go west",
    ),
    item(
        TASK
        + room(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a coat hanger, that has nothing on it",
                "an umbrella stand, that has nothing on it",
                "a coin",
            ],
            [to("North", "the living room"), to("West", "a closed wood door")],
        ),
        R("corridor", "n w", closed="w", coin=True),
        notes='the coin as a thing of its own ("In another part of the room you see a '
        "coin.\"), after the task's description: take it",
    ),
    # ---- single rooms ----
    item(
        TASK
        + room(
            "living room",
            [
                "a wastepaper basket that is closed",
                "a book case, that has nothing on it",
                "a TV stand that has a coin, and a remote control on it",
                "a arm chair, that has nothing on it",
                "a side table, that has nothing on it",
                "a coffee table, that has nothing on it",
            ],
            [to("North", "a closed sliding patio door"), to("South", "the corridor")],
        ),
        R("living room", "n s", closed="n", coin=True),
        notes="the TV stand has a coin on it: take it; the closed wastepaper basket is no door",
    ),
    item(
        room(
            "backyard",
            [
                "a barbeque",
                "a workbench, that has nothing on it",
                "a patio chair, that has nothing on it",
                "a garden that has a coin, and a tomato on it",
            ],
            [to("North", "the driveway"), to("West", "a closed screen door")],
        ),
        R("backyard", "n w", closed="w", coin=True),
        notes="a coin in the garden beside a tomato: take it",
    ),
    item(
        room(
            "street",
            ["a mailbox that is closed", "a coin"],
            [to("East", "the supermarket"), to("West", "the driveway")],
        ),
        R("street", "e w", coin=True),
        notes='"There is also a coin.": a coin as a thing of its own; the closed mailbox '
        "holds nothing a person can see",
    ),
    item(
        room(
            "supermarket",
            [
                "a showcase that has a bag of rice, and a carton of eggs on it",
                "a cash register that is closed",
                "a freezer that is closed",
            ],
            [to("South", "the street")],
        ),
        R("supermarket", "s"),
        notes="no coin: a closed cash register and freezer are containers, not coins nor "
        "doors; the one way is south",
    ),
    item(
        room(
            "driveway",
            ["a car that is closed", "a wheelbarrow, that has nothing on it"],
            [
                to("North", "a closed fiberglass door"),
                to("South", "the street"),
                to("East", "the backyard"),
            ],
        ),
        R("driveway", "n s e", closed="n"),
        notes="a closed car is no door; the fiberglass door north is closed; south and east "
        "are open",
    ),
    item(
        room(
            "bedroom",
            [
                "a dressing table that has a hairbrush, and a coin on it",
                "a desk chair, that has nothing on it",
                "a wardrobe that is closed",
                "a bed, that has nothing on it",
            ],
            [through("wood", "South", "corridor"), to("East", "a closed plain door")],
        ),
        R("bedroom", "s e", closed="e", coin=True),
        notes="the dressing table has a coin on it: take it",
    ),
    item(
        room(
            "corridor",
            [
                "a key holder, that has nothing on it",
                "a shoe cabinet that is closed",
                "a hat rack, that has nothing on it",
            ],
            [
                to("North", "a closed wood door"),
                to("South", "the kitchen"),
                to("East", "a closed plain door"),
                through("screen", "West", "backyard"),
            ],
        ),
        R("corridor", "n s e w", closed="n e"),
        notes="four ways in three states: two closed doors (north, east), an open way south, "
        "an open screen door west",
    ),
    item(
        TASK
        + room(
            "pantry",
            [
                "a folding chair, that has nothing on it",
                "a shelf that has a tin of tomatoes, a coin, and a bag of sugar on it",
            ],
            [to("North", "the kitchen")],
        ),
        R("pantry", "n", coin=True),
        notes="the coin among the things on the pantry shelf: take it",
    ),
    item(
        room(
            "kitchen",
            [
                "a stove",
                "an oven",
                "a fridge that is closed",
                "a counter, that has nothing on it",
                "a dining chair that has a coin, and a newspaper on it",
            ],
            [to("South", "a closed patio door"), to("East", "the corridor")],
        ),
        R("kitchen", "s e", closed="s", coin=True),
        notes="the dining chair has a coin and a newspaper on it: take the coin",
    ),
    item(
        room(
            "bathroom",
            ["a toilet", "a bath tub, that has nothing on it", "a bath mat"],
            [to("North", "a closed frosted-glass door"), to("West", "a closed plain door")],
        ),
        R("bathroom", "n w", closed="n w"),
        notes="two closed doors and nothing else: open either",
    ),
    item(
        (
            room(
                "bathroom",
                ["a toilet", "a sink, that has nothing on it", "a towel rack"],
                [to("North", "a closed wood door"), to("East", "the corridor")],
            ),
            R("bathroom", "n e", closed="n"),
        ),
        "move west",
        UNKNOWN,
        "look around",
        (
            room(
                "bathroom",
                ["a toilet", "a sink, that has nothing on it", "a towel rack"],
                [to("North", "a closed wood door"), to("East", "the corridor")],
            ),
            R("bathroom", "n e", closed="n"),
        ),
        notes='a move toward no exit answered "Unknown action" and a look: refused(west); '
        "the wood door north is closed, the corridor east open",
    ),
    item(
        (
            room(
                "backyard",
                [
                    "a barbeque",
                    "a clothes line, that has nothing on it",
                    "a patio table that has a watering can on it",
                ],
                [to("North", "a closed screen door"), to("East", "the driveway")],
            ),
            R("backyard", "n e", closed="n"),
        ),
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "look around",
        (
            room(
                "backyard",
                [
                    "a barbeque",
                    "a clothes line, that has nothing on it",
                    "a patio table that has a watering can on it",
                ],
                [through("screen", "North", "kitchen"), to("East", "the driveway")],
            ),
            R("backyard", "n e"),
        ),
        notes="the screen door opened and the backyard looked at: north is now open; both "
        "ways unvisited",
    ),
]
