"""twx, eleventh round: TextWorldExpress's coin game in its own manner ("You are in the kitchen. In
one part of the room you see ... There is also ... You also see ...", "To the North you see a closed
plain door. To the East you see the corridor.", "Through an open wood door, to the South you see the
kitchen."), on one map of the engine's locations (kitchen, pantry, corridor, bedroom) with a plain
and a wood door: the task's description before the first room, "You can't move there, the door is
closed." then `look around`, "open door to north", "You open the plain door, revealing the pantry.",
the coin taken then `look around`, "Unknown action: I'm not sure what you mean." after a move toward
no exit, a loop back to the kitchen; single rooms of the engine's other locations (living room,
bathroom, laundry room, backyard, driveway, street, supermarket) with the coin as a thing of its
own, on a hat rack, on a showcase, in an open clothes drier, closed appliances, a closed car and a
closed mailbox, a wallet on a desk and on a shelf, closed doors of several kinds. None is engine
output. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = "Your task is to search the environment and find the coin.  Once you find the coin, take it."
_PREFIXES = ("In one part of the room you see", "There is also", "You also see")
_PREFIXES += ("In another part of the room you see",)


def twx(room: str, things: list[str], exits: list[str]) -> str:
    """A room as TextWorldExpress prints it: the things in turn, then the ways out."""
    said = "".join(f"{_PREFIXES[i % 4]} {t}. " for i, t in enumerate(things))
    return f"You are in the {room}. {said}\n" + "".join(f"{e}. " for e in exits)


KITCHEN = [
    "a stove",
    "an oven",
    "a fridge that is closed",
    "a counter that has a red apple on it",
    "a kitchen cupboard that is closed",
    "a cutlery drawer that is closed",
    "a trash can that is closed",
    "a dishwasher that is closed",
    "a dining chair, that has nothing on it",
]
CORRIDOR = [
    "a key holder, that has nothing on it",
    "a shoe cabinet that is closed",
    "a umbrella stand, that has nothing on it",
    "a hat rack that has a beret on it",
    "a coat hanger, that has nothing on it",
]


def kitchen(door: str = "closed") -> tuple:
    north = (
        "To the North you see a closed plain door"
        if door == "closed"
        else "Through an open plain door, to the North you see the pantry"
    )
    text = twx("kitchen", KITCHEN, [north, "To the East you see the corridor"])
    return (text, R("kitchen", "n e", closed="n" if door == "closed" else ""))


def pantry(coin: bool = True) -> tuple:
    things = ["a folding chair, that has nothing on it", "a shelf that has a bag of flour on it"]
    things += ["a coin"] if coin else []
    text = twx("pantry", things, ["Through an open plain door, to the South you see the kitchen"])
    return (text, R("pantry", "s", coin=coin))


def corridor(door: str = "closed") -> tuple:
    south = (
        "To the South you see a closed wood door"
        if door == "closed"
        else "Through an open wood door, to the South you see the bedroom"
    )
    text = twx("corridor", CORRIDOR, [south, "To the West you see the kitchen"])
    return (text, R("corridor", "s w", closed="s" if door == "closed" else ""))


def bedroom() -> tuple:
    things = [
        "a dressing table, that has nothing on it",
        "a desk chair, that has nothing on it",
        "a desk, that has nothing on it",
        "a chest of drawers that is closed",
        "a wardrobe that is closed",
        "a night stand that has a reading lamp on it",
        "a bed, that has nothing on it",
    ]
    text = twx("bedroom", things, ["Through an open wood door, to the North you see the corridor"])
    return (text, R("bedroom", "n"))


def reply(line: str) -> str:
    return f"{line} "


ITEMS = [
    item(
        (f"{TASK}\n\n{kitchen()[0]}", kitchen()[1]),
        notes="the coin game's own task before the first room (an answer); a closed plain door "
        "north, the corridor east with no door",
    ),
    item(
        kitchen(),
        "move north",
        (reply("You can't move there, the door is closed."), K("refused", "closed")),
        "look around",
        kitchen(),
        notes="the refusal at the closed door stands after a look that shows it still closed: "
        "open north; the corridor east is unexplored too",
    ),
    item(
        kitchen(),
        "open door to north",
        (reply("You open the plain door, revealing the pantry."), K("opened")),
        "move north",
        pantry(),
        notes="the door opened and walked through: south leads back (visited, initial, all "
        "visited); the coin as a thing of its own: take it",
    ),
    item(
        kitchen(),
        "open door to north",
        (reply("You open the plain door, revealing the pantry."), K("opened")),
        "move north",
        pantry(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        pantry(coin=False),
        notes='after "You take the coin." a look shows the pantry without it; the person goes '
        "on (the eighth round's call): back south",
    ),
    item(
        kitchen(),
        "move east",
        corridor(),
        notes="moved east: west leads back to the kitchen (visited, initial); a closed wood door "
        "south",
    ),
    item(
        kitchen(),
        "move east",
        corridor(),
        "open door to south",
        (reply("You open the wood door, revealing the bedroom."), K("opened")),
        "move south",
        bedroom(),
        notes="the bedroom's only exit leads back north (visited, initial, all visited); no "
        "coin here",
    ),
    item(
        kitchen(),
        "open door to north",
        (reply("You open the plain door, revealing the pantry."), K("opened")),
        "move east",
        corridor(),
        "move west",
        kitchen(door="open"),
        notes="back in the first room with the plain door now open: east leads to the visited "
        "corridor; no initial in the first room; go north",
    ),
    item(
        kitchen(),
        "move east",
        corridor(),
        "move north",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "open door to south",
        (reply("You open the wood door, revealing the bedroom."), K("opened")),
        "look around",
        corridor(door="open"),
        notes='"Unknown action" after a move toward no exit is a refusal (the ninth round\'s '
        "call) and stands; the wood door now open: go south",
    ),
    item(
        (
            twx(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    "a book case, that has nothing on it",
                    "a TV stand, that has nothing on it",
                    "a arm chair, that has nothing on it",
                    "a coin",
                    "a sofa, that has nothing on it",
                ],
                ["To the South you see the kitchen", "To the West you see a closed wood door"],
            ),
            R("living room", "s w", closed="w", coin=True),
        ),
        notes="the coin as a thing of its own among the furniture: take it",
    ),
    item(
        (
            twx(
                "bathroom",
                [
                    "a toilet",
                    "a bath mat, that has nothing on it",
                    "a bathroom cabinet that is closed",
                    "a sink, that has nothing on it",
                    "a shower",
                ],
                ["To the North you see a closed plain door", "To the East you see the corridor"],
            ),
            R("bathroom", "n e", closed="n"),
        ),
        notes="a closed bathroom cabinet is no door and holds no coin we know of; a closed door "
        "north, the corridor east",
    ),
    item(
        (
            twx(
                "laundry room",
                [
                    "a bench, that has nothing on it",
                    "a work table, that has nothing on it",
                    "an open clothes drier that contains a coin",
                    "a laundry basket, that has nothing on it",
                    "a washing machine that is closed",
                ],
                ["To the South you see the corridor"],
            ),
            R("laundry room", "s", coin=True),
        ),
        notes="an open clothes drier that contains a coin: the coin is in the room",
    ),
    item(
        (
            twx(
                "backyard",
                [
                    "a barbeque",
                    "a workbench, that has nothing on it",
                    "a patio chair, that has nothing on it",
                    "a patio table that has a watering can on it",
                    "a clothes line, that has nothing on it",
                    "a garden, that has nothing on it",
                ],
                [
                    "To the North you see a closed sliding patio door",
                    "To the East you see a closed screen door",
                    "To the West you see the street",
                ],
            ),
            R("backyard", "n e w", closed="n e"),
        ),
        notes="two closed doors and an open way west: open north, open east, go west",
    ),
    item(
        (
            twx(
                "driveway",
                ["a car that is closed", "a coin"],
                ["To the North you see the street", "To the East you see a closed garage door"],
            ),
            R("driveway", "n e", closed="e", coin=True),
        ),
        notes="a closed car is no door; the coin is here: take it",
    ),
    item(
        (
            twx(
                "street",
                ["a mailbox that is closed", "a bench, that has nothing on it"],
                ["To the South you see the driveway", "To the East you see the supermarket"],
            ),
            R("street", "s e"),
        ),
        notes="a closed mailbox is no coin; two ways",
    ),
    item(
        (
            twx(
                "supermarket",
                [
                    "a showcase that has a coin on it",
                    "a shelf that has a bag of rice, and a tin of beans on it",
                    "a checkout counter, that has nothing on it",
                ],
                ["To the West you see the street"],
            ),
            R("supermarket", "w", coin=True),
        ),
        notes="a showcase that has a coin on it: the coin is in the room",
    ),
    item(
        (
            twx(
                "bedroom",
                [
                    "a dressing table, that has nothing on it",
                    "a desk chair, that has nothing on it",
                    "a desk that has a wallet on it",
                    "a chest of drawers that is closed",
                    "a wardrobe that is closed",
                    "a bed, that has nothing on it",
                ],
                [
                    "To the North you see a closed wood door",
                    "To the South you see a closed plain door",
                    "To the West you see a closed screen door",
                ],
            ),
            R("bedroom", "n s w", closed="n s w"),
        ),
        notes="three closed doors: open any of them; a wallet is no coin",
    ),
    item(
        (
            twx(
                "backyard",
                [
                    "a barbeque",
                    "a workbench that has a hammer on it",
                    "a patio chair, that has nothing on it",
                    "a clothes line, that has nothing on it",
                ],
                ["To the South you see the living room"],
            ),
            R("backyard", "s"),
        ),
        "move south",
        (
            twx(
                "living room",
                [
                    "a wastepaper basket that is closed",
                    "a book case, that has nothing on it",
                    "a sofa, that has nothing on it",
                ],
                ["To the North you see the backyard", "To the East you see the kitchen"],
            ),
            R("living room", "n e"),
        ),
        notes="moved south from the backyard: north leads back (visited, initial); the kitchen "
        "east is unvisited",
    ),
    item(
        (
            twx(
                "corridor",
                [
                    "a key holder, that has nothing on it",
                    "a shoe cabinet that is closed",
                    "a hat rack that has a coin on it",
                ],
                ["To the North you see the laundry room", "To the South you see the bathroom"],
            ),
            R("corridor", "n s", coin=True),
        ),
        notes="a hat rack that has a coin on it: a coin in the room",
    ),
    item(
        (
            twx(
                "street",
                ["a mailbox that is closed", "a lamp post"],
                ["To the North you see the supermarket", "To the West you see the driveway"],
            ),
            R("street", "n w"),
        ),
        "move west",
        (
            twx(
                "driveway",
                ["a car that is closed", "a wheelbarrow, that has nothing on it"],
                [
                    "To the South you see a closed garage door",
                    "To the East you see the street",
                ],
            ),
            R("driveway", "s e", closed="s"),
        ),
        notes="moved west: east leads back to the street (visited, initial); the garage door "
        "south is closed: open it; a closed car is no door",
    ),
    item(
        (
            twx(
                "pantry",
                [
                    "a folding chair, that has nothing on it",
                    "a shelf that has a jar of honey, and a wallet on it",
                ],
                ["To the North you see a closed wood door", "To the East you see the kitchen"],
            ),
            R("pantry", "n e", closed="n"),
        ),
        notes="a wallet on the shelf is no coin (its contents are not given); a closed door "
        "north, the kitchen east",
    ),
]
