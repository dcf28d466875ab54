"""twx, nineteenth round: the coin game's manner (none is engine output). Ten walks on one map
of the engine's locations: a backyard with a closed screen door north to the kitchen, a closed
sliding patio door west to the laundry room and the driveway south; a kitchen with a closed
plain door east to the pantry, whose shelf holds the coin; the driveway with the street east.
"You can't move there, the door is closed. ", "open door to north", "You open the screen door,
revealing the kitchen. ", "You take the coin. " then `look around`, "Unknown action: I'm not
sure what you mean." after a move toward no exit then `look around`, loops back to the driveway
and the backyard. Ten single rooms with furniture no earlier round gave the coin (a desk, a
showcase, a sofa, a laundry basket, a park bench's neighbour the bus shelter), a corridor with
four ways and three doors in three states, a closed bathroom cabinet, a parking meter, the
task's description before the first room, a move toward no exit refused in the kitchen. The
walks are printed by functions, so a room reads the same on every visit. What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "Unknown action: I'm not sure what you mean."
TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."


def way(direction: str, door: str, place: str, opened: bool) -> str:
    if not door:
        return f"To the {direction} you see the {place}. "
    if opened:
        return f"Through an open {door}, to the {direction} you see the {place}. "
    return f"To the {direction} you see a closed {door}. "


def backyard(screen: bool = False, patio: bool = False) -> tuple:
    text = (
        "You are in the backyard. In one part of the room you see a barbeque. There is also "
        "a patio table, that has a jug of lemonade on it. You also see a clothes line, that "
        "has nothing on it. In another part of the room you see a garden, that has nothing on "
        "it. \n"
        + way("North", "screen door", "kitchen", screen)
        + way("South", "", "driveway", True)
        + way("West", "sliding patio door", "laundry room", patio)
    )
    closed = " ".join(d for d, o in (("n", screen), ("w", patio)) if not o)
    return (text, R("backyard", "n s w", closed=closed))


def kitchen(plain: bool = False) -> tuple:
    text = (
        "You are in the kitchen. In one part of the room you see a fridge that is closed. "
        "There is also a counter, that has a loaf of bread on it. You also see a stove. In "
        "another part of the room you see a kitchen cupboard that is closed. \n"
        + way("South", "screen door", "backyard", True)
        + way("East", "plain door", "pantry", plain)
    )
    return (text, R("kitchen", "s e", closed="" if plain else "e"))


def pantry(coin: bool = True) -> tuple:
    shelf = "that has a coin, and a bag of rice on it" if coin else "that has a bag of rice on it"
    text = (
        f"You are in the pantry. In one part of the room you see a shelf, {shelf}. There is "
        "also a folding chair, that has nothing on it. \n"
        + way("West", "plain door", "kitchen", True)
    )
    return (text, R("pantry", "w", coin=coin))


def driveway() -> tuple:
    text = (
        "You are in the driveway. In one part of the room you see a car that is closed. There "
        "is also a mailbox that is closed. \n"
        + way("North", "", "backyard", True)
        + way("East", "", "street", True)
    )
    return (text, R("driveway", "n e"))


def street() -> tuple:
    text = (
        "You are in the street. In one part of the room you see a bus shelter, that has a "
        "timetable on it. There is also a fire hydrant. \n" + way("West", "", "driveway", True)
    )
    return (text, R("street", "w"))


def laundry() -> tuple:
    text = (
        "You are in the laundry room. In one part of the room you see a washing machine that "
        "is closed. There is also a clothes drier that is closed. You also see a laundry "
        "basket, that has a pair of socks on it. \n"
        + way("East", "sliding patio door", "backyard", True)
    )
    return (text, R("laundry room", "e"))


def said(text: str, reading: K) -> tuple:
    return (text, reading)


def into_kitchen() -> tuple:
    return (
        backyard(),
        "open door to north",
        said("You open the screen door, revealing the kitchen. ", K("opened")),
        "move north",
        kitchen(),
    )


def into_pantry() -> tuple:
    return (
        *into_kitchen(),
        "open door to east",
        said("You open the plain door, revealing the pantry. ", K("opened")),
        "move east",
        pantry(),
    )


def into_laundry() -> tuple:
    return (
        backyard(),
        "open door to west",
        said("You open the sliding patio door, revealing the laundry room. ", K("opened")),
        "move west",
        laundry(),
    )


ITEMS = [
    # ---- walks on one map ----
    item(
        *into_laundry(),
        notes="the laundry room's one way leads back east to the backyard (initial, all "
        "visited): go east",
    ),
    item(
        backyard(),
        "move north",
        said("You can't move there, the door is closed. ", K("refused", door="closed")),
        "look around",
        backyard(),
        notes="the closed screen door refused, then a look that shows it still closed: "
        "refused and closed north; open north, go south or open west",
    ),
    item(
        *into_kitchen(),
        notes="in the kitchen by the opened screen door: south visited (initial); the plain "
        "door east is closed: open east",
    ),
    item(
        *into_pantry(),
        notes="the pantry's shelf holds a coin: take it",
    ),
    item(
        *into_pantry(),
        "take coin",
        said("You take the coin. ", K("took")),
        "look around",
        pantry(coin=False),
        notes="the coin taken and the pantry looked at again (the shelf without it): the one "
        "way back west: go west",
    ),
    item(
        backyard(),
        "move south",
        driveway(),
        "move east",
        street(),
        "move west",
        driveway(),
        notes="a loop back to the driveway: north and east visited, north the way first "
        "entered: go north",
    ),
    item(
        *into_laundry(),
        "move east",
        backyard(patio=True),
        notes="back in the first room with the patio door open: west visited; the screen "
        "door north is closed, the driveway south open: open north or go south",
    ),
    item(
        backyard(),
        "move south",
        driveway(),
        "move east",
        street(),
        "move north",
        said(UNKNOWN, K("refused")),
        "look around",
        street(),
        notes="a move toward no exit answered 'Unknown action' (refused north), then a look "
        "that shows no way north: the refusal stands; go west, the way back",
    ),
    item(
        *into_kitchen(),
        "open door to east",
        said("You open the plain door, revealing the pantry. ", K("opened")),
        "move west",
        said(UNKNOWN, K("refused")),
        "look around",
        kitchen(plain=True),
        notes="the plain door opened, a move west refused as an unknown action, then a look: "
        "refused west; east is open and unvisited: go east",
    ),
    item(
        *into_kitchen(),
        "move south",
        backyard(screen=True),
        "open door to west",
        said("You open the sliding patio door, revealing the laundry room. ", K("opened")),
        notes="back in the backyard, the patio door opened: north visited; south and west "
        "unvisited and open: go south or west",
    ),
    # ---- single rooms ----
    item(
        "You are in the bedroom. In one part of the room you see a bed, that has a pillow on "
        "it. There is also a desk, that has a pencil, and a coin on it. You also see a "
        "wardrobe that is closed. \nTo the South you see the corridor. ",
        R("bedroom", "s", coin=True),
        notes="a coin on the desk: take it",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a showcase, that has a "
        "coin on it. There is also a shopping cart, that has nothing on it. You also see a "
        "cash register that is closed. \nTo the North you see the street. ",
        R("supermarket", "n", coin=True),
        notes="a coin on the showcase (not behind glass: on it); a closed cash register is no "
        "coin: take the coin",
    ),
    item(
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath mat. You also see a bathroom cabinet that is closed. \nTo the North you see the "
        "corridor. To the East you see a closed frosted-glass door. ",
        R("bathroom", "n e", closed="e"),
        notes="a closed bathroom cabinet is no door; the frosted-glass door east is: go north "
        "or open east",
    ),
    item(
        "You are in the living room. In one part of the room you see a sofa, that has a "
        "cushion, and a coin on it. There is also a tv stand, that has a remote on it. \nTo "
        "the East you see the corridor. Through an open wood door, to the North you see the "
        "bedroom. ",
        R("living room", "e n", coin=True),
        notes="a coin on the sofa: take it",
    ),
    item(
        "You are in the corridor. In one part of the room you see a shoe rack, that has a "
        "pair of boots on it. There is also a key holder, that has nothing on it. \nTo the "
        "North you see a closed wood door. To the South you see the kitchen. To the East you "
        "see a closed plain door. Through an open sliding patio door, to the West you see the "
        "backyard. ",
        R("corridor", "n s e w", closed="n e"),
        notes="four ways: two closed doors (north, east), an open patio door west, a plain "
        "way south: open north, open east, go south or go west",
    ),
    item(
        TASK + "\n\nYou are in the street. In one part of the room you see a parking meter. "
        "There is also a bench, that has a newspaper on it. \nTo the West you see the "
        "driveway. To the East you see the supermarket. ",
        R("street", "w e"),
        notes="the coin task's description before the first room (an answer); a parking "
        "meter is no coin: go west or east",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a laundry basket, that "
        "has a coin, and a sock on it. There is also a washing machine that is closed. \nTo "
        "the South you see a closed fiberglass door. ",
        R("laundry room", "s", closed="s", coin=True),
        notes="a coin in the laundry basket (on it) beside a closed door: take the coin",
    ),
    item(
        "You are in the pantry. In one part of the room you see a shelf, that has a jar of "
        "jam on it. There is also a flour bin that is closed. \nTo the East you see a closed "
        "barn door. ",
        R("pantry", "e", closed="e"),
        notes="a closed flour bin is no coin; one closed door east: open east",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a dishwasher that is "
            "closed. There is also a counter, that has a jar of honey on it. \nTo the North you "
            "see the corridor. To the West you see the pantry. ",
            R("kitchen", "n w"),
        ),
        "move east",
        said(UNKNOWN, K("refused")),
        "look around",
        (
            "You are in the kitchen. In one part of the room you see a dishwasher that is "
            "closed. There is also a counter, that has a jar of honey on it. \nTo the North you "
            "see the corridor. To the West you see the pantry. ",
            R("kitchen", "n w"),
        ),
        notes="a move toward no exit refused, then a look: refused east; north and west "
        "open: go either",
    ),
    item(
        "You are in the backyard. In one part of the room you see a patio chair, that has "
        "nothing on it. There is also a picnic table, that has a coin, and a paper plate on "
        "it. \nTo the North you see a closed patio door. To the East you see the driveway. ",
        R("backyard", "n e", closed="n", coin=True),
        notes="a coin on the picnic table: take it",
    ),
]
