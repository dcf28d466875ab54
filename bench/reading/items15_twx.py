"""twx, fifteenth round: TextWorldExpress's coin game as it prints (none is engine output): one
map of the engine's locations (a living room with a closed sliding patio door west to the
backyard, a corridor north of it with a closed frosted-glass door east to the bathroom, a
bedroom with the coin on the night stand) walked with "move north", "open door to west",
"look around", "take coin", and the engine's replies "You can't move there, the door is closed.
", "You open the sliding patio door, revealing the backyard. ", "Unknown action: I'm not sure
what you mean." and "You take the coin."; the task's description before the first room. Single
rooms of the engine's other locations in its manner (the coin as a thing of its own, on a
showcase, a workbench, a garden, in an open fridge; closed washing machine, drier, car,
mailbox, cabinets; closed doors), and the same game as testers paste or retell it. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
CLOSED_MOVE = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."


# map: living room n corridor, w (sliding patio door) backyard; corridor n bedroom (the coin),
# e (frosted-glass door) bathroom.
def living(opened: bool = False) -> tuple:
    west = (
        "Through an open sliding patio door, to the West you see the backyard. "
        if opened
        else "To the West you see a closed sliding patio door. "
    )
    return (
        "You are in the living room. In one part of the room you see a sofa, that has nothing "
        "on it. There is also a book case, that has nothing on it. You also see a TV stand, "
        "that has nothing on it. In another part of the room you see a wastepaper basket that "
        f"is closed. \nTo the North you see the corridor. {west}",
        R(
            "living room",
            "n w",
            closed="" if opened else "w",
            leads={"n": "corridor", **({"w": "backyard"} if opened else {})},
        ),
    )


def corridor(opened: bool = False) -> tuple:
    east = (
        "Through an open frosted-glass door, to the East you see the bathroom. "
        if opened
        else "To the East you see a closed frosted-glass door. "
    )
    return (
        "You are in the corridor. In one part of the room you see a shoe cabinet that is "
        "closed. There is also a umbrella stand, that has nothing on it. You also see a key "
        "holder, that has nothing on it. \nTo the North you see the bedroom. To the South you "
        f"see the living room. {east}",
        R(
            "corridor",
            "n s e",
            closed="" if opened else "e",
            leads={"n": "bedroom", "s": "living room", **({"e": "bathroom"} if opened else {})},
        ),
    )


def bedroom(coin: bool = True) -> tuple:
    stand = (
        "a night stand that has a coin on it" if coin else "a night stand, that has nothing on it"
    )
    return (
        "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
        f"There is also a wardrobe that is closed. You also see {stand}. \nTo the South you see "
        "the corridor. ",
        R("bedroom", "s", coin=coin, leads={"s": "corridor"}),
    )


def bathroom() -> tuple:
    return (
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath tub. You also see a sink, that has nothing on it. \nThrough an open frosted-glass "
        "door, to the West you see the corridor. ",
        R("bathroom", "w", leads={"w": "corridor"}),
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "patio table, that has nothing on it. You also see a clothes line, that has nothing on "
        "it. \nThrough an open sliding patio door, to the East you see the living room. ",
        R("backyard", "e", leads={"e": "living room"}),
    )


OPEN_WEST = ("You open the sliding patio door, revealing the backyard. ", K("opened"))
OPEN_EAST = ("You open the frosted-glass door, revealing the bathroom. ", K("opened"))

ITEMS = [
    # ---- walks on the map ----
    item(
        living(),
        "move west",
        (CLOSED_MOVE, K("refused", door="closed")),
        "look around",
        living(),
        notes="the closed sliding patio door refused, then a look that shows it still closed: "
        "refused and closed; open west or go north",
    ),
    item(
        living(),
        "open door to west",
        OPEN_WEST,
        "move west",
        backyard(),
        notes="the door opened by direction and walked through: the backyard's one exit is the "
        "way in (visited): go east",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "move north",
        bedroom(),
        notes="the coin on the night stand ('a night stand that has a coin on it'): take coin",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "move north",
        bedroom(),
        "take coin",
        ("You take the coin. ", K("took")),
        "look around",
        bedroom(coin=False),
        notes="after TextWorldExpress's 'You take the coin.' a look shows the room and the "
        "person goes on (the eighth round's call): the night stand bare, south the way in: go "
        "south",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "move east",
        (CLOSED_MOVE, K("refused", door="closed")),
        "open door to east",
        OPEN_EAST,
        "move east",
        bathroom(),
        notes="the frosted-glass door refused, opened and walked through; the bathroom's one "
        "exit is the way in: go west",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "move west",
        (UNKNOWN, K("refused")),
        "look around",
        corridor(),
        notes="'Unknown action' after a move toward no exit is a refusal (the ninth round's "
        "call), and the look keeps it; south visited, north unvisited, the east door closed: go "
        "north or open east",
    ),
    item(
        living(),
        "open door to west",
        OPEN_WEST,
        "move north",
        corridor(),
        "move south",
        living(opened=True),
        notes="back in the first room with the patio door open: north visited, west not: go west",
    ),
    item(
        (TASK + living()[0], living()[1]),
        "open door to west",
        OPEN_WEST,
        notes="the coin game's own task before the first room; the patio door opened (the reply "
        "keeps the living room): go north or go west",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "open door to east",
        OPEN_EAST,
        notes="the frosted-glass door opened (the reply keeps the corridor): east now open and "
        "unvisited, north too; south the way in: go north or go east",
    ),
    item(
        living(),
        "move north",
        corridor(),
        "open door to east",
        OPEN_EAST,
        "move east",
        bathroom(),
        "move west",
        corridor(opened=True),
        notes="into the bathroom and back to the corridor, its door now open: south (the way "
        "first entered) and east visited, north not: go north",
    ),
    # ---- single rooms ----
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        "fridge that is closed. You also see a counter that has a coin, and a bread knife on "
        "it. In another part of the room you see a dining chair, that has nothing on it. \nTo "
        "the South you see a closed plain door. To the East you see the pantry. ",
        R("kitchen", "s e", closed="s", coin=True),
        notes="a coin on the counter beside a knife lies in the room: take coin",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a clothes drier that is closed. You also see a laundry basket, "
        "that has nothing on it. \nTo the North you see the kitchen. To the West you see a "
        "closed wood door. ",
        R("laundry room", "n w", closed="w"),
        notes="a closed washing machine and drier are no doors and show no coin; go north or "
        "open west",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase that has a "
        "coin, and a bag of flour on it. There is also a shelf that has a loaf of bread on it. "
        "\nTo the West you see the street. ",
        R("supermarket", "w", coin=True),
        notes="a coin on the showcase: take coin",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a coin. \nTo the North you see the street. To the South you see a closed "
        "garage door. ",
        R("driveway", "n s", closed="s", coin=True),
        notes="the coin as a thing of its own ('There is also a coin.'); the car closed is no "
        "door: take coin",
    ),
    item(
        "You are in the street. In one part of the room you see a mailbox that is closed. "
        "There is also a bus shelter, that has nothing on it. You also see a street lamp. \nTo "
        "the West you see the driveway. To the North you see the supermarket. ",
        R("street", "w n"),
        notes="a closed mailbox shows no coin: go west or north",
    ),
    item(
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf that has a jar of honey, and a tin of beans on "
        "it. \nThrough an open plain door, to the North you see the kitchen. To the East you "
        "see a closed sliding door. ",
        R("pantry", "n e", closed="e"),
        notes="an open plain door north and a closed sliding door east: go north or open east",
    ),
    item(
        TASK
        + "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a trowel, and a coin on it. You also see a garden, that has nothing "
        "on it. \nTo the North you see a closed screen door. ",
        R("backyard", "n", closed="n", coin=True),
        notes="the coin task's description, then a coin on the workbench: take coin",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bathroom cabinet that is closed. You also see a bath mat. \nTo the North you see a "
        "closed wood door. To the West you see a closed plain door. ",
        R("bathroom", "n w", closed="n w"),
        notes="a closed bathroom cabinet is no door; two closed doors: open north or west",
    ),
    item(
        "twx coin game, first screen: you start in the kitchen. There's a fridge that is open "
        "and has a coin in it. To the north a closed screen door, to the east the corridor.",
        R("kitchen", "n e", closed="n", coin=True),
        notes="a tester retelling the first screen to the player ('you start in the kitchen', "
        "not a chat in the first person, the fourteenth round's doubt): `kitchen`; a coin in an "
        "open fridge lies in the room: take coin",
    ),
    item(
        "> look around\nYou are in the garage. In one part of the room you see a workbench, "
        "that has nothing on it. There is also a tool cabinet that is closed. \nTo the East you "
        "see the driveway. To the North you see a closed plain door. ",
        R("garage", "e n", closed="n"),
        notes="an echoed command above the engine's text does not change the room; no coin: go "
        "east or open north",
    ),
]
