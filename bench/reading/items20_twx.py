"""twx, twentieth round: walks written in TextWorldExpress's coin game's manner (none is engine
output) on one symmetric tree map fixed first and printed by functions, so a room reads the
same on every visit: the backyard (north a screen door, closed at first, to the kitchen; east
the driveway), the kitchen (west a plain door, closed at first, to the pantry), the driveway
(north the street), the street (east the supermarket). "open door to north", "You open the
screen door, revealing the kitchen. ", "You can't move there, the door is closed. ", "Unknown
action: I'm not sure what you mean." after a move toward no exit, "look around" after a
refusal, "You take the coin. ", a door closed again, containers opened and found empty (a
recycling bin, a fridge, a car, a mailbox), the task's description before the first room, loops
of up to six moves; moves spelled `move north`, `move east`, `move south`, `move
west`. Three single rooms close the style. What a person reads in each text is declared beside
it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{line}{text}", reading)


# the map: backyard n kitchen (screen door), e driveway; kitchen w pantry (plain door);
# driveway n street; street e supermarket.
def backyard(screen_open: bool = False, bin_open: bool = False) -> tuple:
    north = (
        "Through an open screen door, to the North you see the kitchen. "
        if screen_open
        else "To the North you see a closed screen door. "
    )
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "clothes line, that has nothing on it. You also see a patio table, that has nothing on "
        "it. In another part of the room you see a recycling bin that is "
        f"{'open' if bin_open else 'closed'}. \n{north}To the East you see the driveway. ",
        R("backyard", "n e", closed="" if screen_open else "n"),
    )


def kitchen(pantry_open: bool = False, fridge_open: bool = False) -> tuple:
    west = (
        "Through an open plain door, to the West you see the pantry. "
        if pantry_open
        else "To the West you see a closed plain door. "
    )
    return (
        "You are in the kitchen. In one part of the room you see a stove. There is also a "
        f"fridge that is {'open' if fridge_open else 'closed'}. You also see a counter, that has "
        f"nothing on it. In another "
        "part of the room you see a dishwasher that is closed. \n"
        f"Through an open screen door, to the South you see the backyard. {west}",
        R("kitchen", "s w", closed="" if pantry_open else "w"),
    )


def pantry(coin: bool = True) -> tuple:
    shelf = "a shelf that has a coin on it" if coin else "a shelf, that has nothing on it"
    return (
        f"You are in the pantry. In one part of the room you see {shelf}. There is also a "
        "folding chair, that has nothing on it. \nThrough an open plain door, to the East you "
        "see the kitchen. ",
        R("pantry", "e", coin=coin),
    )


def driveway() -> tuple:
    return (
        "You are in the driveway. In one part of the room you see a car that is closed. \n"
        "To the North you see the street. To the West you see the backyard. ",
        R("driveway", "n w"),
    )


def street() -> tuple:
    return (
        "You are in the street. In one part of the room you see a mailbox that is closed. \n"
        "To the South you see the driveway. To the East you see the supermarket. ",
        R("street", "s e"),
    )


def supermarket(coin: bool = False) -> tuple:
    extra = "In another part of the room you see a coin. " if coin else ""
    return (
        "You are in the supermarket. In one part of the room you see a showcase, that has "
        "nothing on it. There is also a shelf, that has nothing on it. You also see a cash "
        f"register that is closed. {extra}\nTo the West you see the street. ",
        R("supermarket", "w", coin=coin),
    )


CLOSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

ITEMS = [
    item(
        also(backyard(), TASK),
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move west",
        pantry(),
        notes="the task's description before the first room (the coin task); two doors opened "
        "and walked through: a coin on the pantry shelf, take it",
    ),
    item(
        backyard(),
        "move east",
        driveway(),
        "move north",
        street(),
        "move east",
        supermarket(coin=True),
        notes="three moves with no doors: 'In another part of the room you see a coin.' is the "
        "coin here",
    ),
    item(
        backyard(),
        "move north",
        CLOSED,
        "look around",
        backyard(),
        "move east",
        driveway(),
        notes="the refusal at the closed screen door left in the backyard; in the driveway west "
        "is visited and the way in, north unexplored: go north",
    ),
    item(
        street(),
        "move south",
        driveway(),
        "move west",
        backyard(),
        "move north",
        CLOSED,
        "open recycling bin",
        ("You open the recycling bin. It is empty. ", K("none")),
        notes="two moves from the street; the screen door refused: refused and closed (opening "
        "a bin changes nothing); east visited and the way in: open north",
    ),
    item(
        kitchen(pantry_open=True),
        "move west",
        pantry(coin=False),
        "move east",
        kitchen(pantry_open=True),
        "move south",
        backyard(screen_open=True),
        "move east",
        driveway(),
        "move west",
        backyard(screen_open=True),
        notes="five moves: the backyard's north and east both lead to visited rooms "
        "(all_visited); go back north, the way first entered",
    ),
    item(
        driveway(),
        "move east",
        UNKNOWN,
        "move north",
        street(),
        "move west",
        ("Unknown action: I'm not sure what you mean. ", K("refused")),
        notes="'Unknown action' after a move toward no exit reads as a refusal; the driveway's "
        "refusal left behind; in the street west refused; south visited and the way in; east "
        "unexplored: go east",
    ),
    item(
        backyard(screen_open=True),
        "move north",
        kitchen(),
        "open fridge",
        ("You open the fridge. It is empty. ", K("none")),
        "move west",
        CLOSED,
        "look around",
        kitchen(fridge_open=True),
        notes="a refusal at the closed plain door then 'look around' that shows it still "
        "closed: refused stands; south visited and the way in: open west",
    ),
    item(
        pantry(coin=False),
        "move east",
        kitchen(pantry_open=True),
        "close door to west",
        (
            "You close the plain door. ",
            R(None, "s w", closed="w"),
        ),
        "move south",
        backyard(screen_open=True),
        "move north",
        kitchen(),
        notes="the plain door closed again, a step out and back: west closed and visited, south "
        "visited; every exit visited (all_visited): go back west (open it), the way first "
        "entered",
    ),
    item(
        supermarket(),
        "move west",
        street(),
        "move south",
        driveway(),
        "move west",
        backyard(),
        "move east",
        driveway(),
        "move north",
        street(),
        notes="a loop ending in the street again: south and east both visited (all_visited); "
        "go back east, the way first entered",
    ),
    item(
        backyard(),
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "move west",
        CLOSED,
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        notes="the refusal at the plain door cleared by opening it: west open and unexplored: go "
        "west; south visited and the way in",
    ),
    item(
        pantry(),
        "take coin",
        ("You take the coin. ", K("took")),
        "move east",
        kitchen(pantry_open=True),
        "move south",
        backyard(screen_open=True),
        "move east",
        driveway(),
        "open car",
        ("You open the car. It is empty. ", K("none")),
        notes="the coin taken in the pantry, then out to the driveway; an empty car: west "
        "visited and the way in, north unexplored: go north",
    ),
    item(
        also(driveway(), TASK),
        "move west",
        backyard(),
        "move north",
        CLOSED,
        "open door to north",
        ("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
        "open door to west",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "move west",
        pantry(coin=False),
        notes="the task first, then a walk through two doors: the pantry's shelf holds nothing; "
        "its only way east is visited and the way in: go east",
    ),
    item(
        street(),
        "move east",
        supermarket(),
        "move west",
        street(),
        "move south",
        driveway(),
        "move north",
        street(),
        "move north",
        UNKNOWN,
        "open mailbox",
        ("You open the mailbox. It is empty. ", K("none")),
        notes="a loop back to the street; an empty mailbox; a refusal north (no exit there): "
        "refused; south and "
        "east visited (all_visited) and the street is the first room: either exit",
    ),
    item(
        kitchen(),
        "move south",
        backyard(screen_open=True),
        "move east",
        driveway(),
        "move north",
        street(),
        "move east",
        supermarket(coin=False),
        "look around",
        supermarket(coin=False),
        notes="five turns from the kitchen and a look: the supermarket's only way west is "
        "visited and the way in: go west",
    ),
    item(
        driveway(),
        "move west",
        backyard(),
        notes="one move: east visited and the way in; the screen door north closed: open it",
    ),
    item(
        street(),
        "move south",
        driveway(),
        "move west",
        backyard(),
        "open recycling bin",
        ("You open the recycling bin. It is empty. ", K("none")),
        "look around",
        backyard(bin_open=True),
        notes="an opened bin and a look keep the backyard: east visited and the way in; the "
        "screen door north closed: open it",
    ),
    item(
        pantry(coin=True),
        "take coin",
        ("You take the coin. ", K("took")),
        "move east",
        kitchen(pantry_open=True),
        "close door to west",
        ("You close the plain door. ", R(None, "s w", closed="w")),
        notes="the coin taken, the plain door closed again behind the player: west closed and "
        "visited (the way in), south unexplored: go south",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a sofa, that has a "
            "coin on it. There is also a coffee table, that has nothing on it. \nTo the North "
            "you see a closed wood door. To the East you see the kitchen. ",
            R("living room", "n e", closed="n", coin=True),
        ),
        notes="a coin on the sofa is in the room: take it",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier that is closed. \nTo the South you "
            "see a closed frosted-glass door. To the West you see a closed plain door. ",
            R("laundry room", "s w", closed="s w"),
        ),
        notes="two closed doors; a closed washing machine whose contents are not given is no "
        "coin: open south or west",
    ),
    item(
        (
            TASK + "You are in the bathroom. In one part of the room you see a toilet. There "
            "is also a bath mat, that has nothing on it. You also see a bathroom cabinet that "
            "is open. The bathroom cabinet contains a coin. \nThrough an open wood door, to "
            "the West you see the bedroom. ",
            R("bathroom", "w", coin=True),
        ),
        notes="the task and a room whose open cabinet holds a coin: take it",
    ),
]
