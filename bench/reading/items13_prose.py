"""prose, thirteenth round: the engines' coin games retold in plain prose, as people tell them.
The coin collector's rooms (a cookhouse with "the open entrance to the south", a spare room, a
dish-pit and the cookery with a coin "the way you came", a steam room in a diary with a painting
of coins, a studio in the first person, a laundromat, a shower room and a parlor walked through,
a kitchenette whose vending machine is out of order) and TextWorldExpress's house (a kitchen
with a closed frosted-glass door, opened, and the pantry with a coin "behind you"; Maya in the
bedroom; a living room with "no way out to the east, just a window"; a backyard with a coin among
the lettuces; a screen door walked into; an office with a locked cash box and a coin by the
basket; a laundry room; a supermarket whose coin tray is empty; a corridor in the second person
past; a street left and come back to; a bathroom in notes). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

DISH_PIT = (
    "You are in the dish-pit, a washing-up room lit far brighter than it needs to be. Ways lead "
    "off north and south, neither of them with a door.",
    R("dish-pit", "n s"),
)
KITCHEN = (
    "You're standing in the kitchen. There's a stove and an oven, a closed fridge, a counter "
    "with nothing on it. To the north is a frosted-glass door, closed; through the open doorway "
    "to the east you can see the corridor.",
    R("kitchen", "n e", closed="n"),
)
STREET = (
    "You are on the street outside the house. The driveway is north of you; the supermarket is "
    "east.",
    R("street", "n e"),
)

ITEMS = [
    item(
        "You've just walked into a cookhouse. It's an ordinary one, much the same as the other "
        "rooms of this building, and there's no door anywhere: the only way out is the open "
        "entrance to the south.",
        R("cookhouse", "s"),
        notes="'You've just walked into a cookhouse' names `cookhouse`; one open way south",
    ),
    item(
        "You're in the spare room, which is as plain as its name: a bed frame and a chair. You "
        "could leave by the open doorway to the east, or go north, where nothing blocks the way "
        "either.",
        R("spare room", "e n"),
        notes="'nothing blocks the way either': north is an open exit, as east is",
    ),
    item(
        *DISH_PIT,
        notes="ways north and south 'neither of them with a door': two open exits",
    ),
    item(
        DISH_PIT,
        "go north",
        (
            "You step into the cookery. On the floor between the range and the table lies a coin. "
            "The only way out is the way you came, to the south.",
            R("cookery", "s", coin=True),
        ),
        notes="'the way you came, to the south' agrees with the move north; a coin on the "
        "floor: take it",
    ),
    item(
        *KITCHEN,
        notes="TextWorldExpress's kitchen in prose: a closed frosted-glass door north (open it), "
        "the corridor east through an open doorway; the closed fridge is no door",
    ),
    item(
        KITCHEN,
        "open door to north",
        ("The frosted-glass door swings open. Beyond it is the pantry.", K("opened")),
        "go north",
        (
            "You're in the pantry now. A folding chair, a shelf with a white onion on it, and, "
            "on the floor beside the chair, a coin. The frosted-glass door stands open behind "
            "you, to the south.",
            R("pantry", "s", coin=True),
        ),
        notes="'behind you, to the south' agrees with the history; a coin on the floor: take it",
    ),
    item(
        "Maya is in the bedroom. The bed is made and the wardrobe is shut. A coin lies on the "
        "night stand. The room's only door, to the north, is open.",
        R("bedroom", "n", coin=True),
        notes="third person: 'Maya is in the bedroom' names `bedroom`; a coin on the night "
        "stand (take it); a shut wardrobe is no door",
    ),
    item(
        "You are in the living room. The sofa faces a TV stand. There's a closed wood door to "
        "the north; the kitchen is to the south and the corridor to the west. There's no way out "
        "to the east, just a window onto the street.",
        R("living room", "n s w", closed="n"),
        notes="'no way out to the east, just a window': no exit east; a closed door north",
    ),
    item(
        "You're out in the backyard: a barbecue, a workbench, a patio chair, a bare clothes line, "
        "and a vegetable garden where, among the lettuces, a coin glints. The only way out of the "
        "yard is the door east into the living room.",
        R("backyard", "e", coin=True),
        notes="a coin glinting among the lettuces (take it); a door whose state is not given "
        "is an open exit",
    ),
    item(
        "Day 3. The steam room. Ways out north and west, both open. No coin here, though "
        "someone has hung a painting of a pile of coins on the wall, which feels like a joke at "
        "my expense.",
        R("steam room", "n w"),
        notes="a diary: 'The steam room.' names the room; 'No coin here' and a painting of "
        "coins: no coin",
    ),
    item(
        "I'm in the studio. An easel, rags, a stool by the window. There are doorways north and "
        "west, and no doors in them.",
        R("studio", "n w"),
        notes="first person: 'I'm in the studio'; two open doorways",
    ),
    item(
        (
            "You are in the laundromat. Washers, driers, a bench to wait on. Ways lead east and "
            "north.",
            R("laundromat", "e n"),
        ),
        "go north",
        (
            "You are in the shower room, tiled from floor to ceiling. You can go south or west.",
            R("shower room", "s w"),
        ),
        "go west",
        (
            "You are in the parlor. A piano nobody plays, two stiff chairs. The way you came in "
            "is east; there's also a doorway to the north.",
            R("parlor", "e n"),
        ),
        notes="the coin collector's walk retold: in the parlor east is the way back (visited, "
        "initial), north unvisited",
    ),
    item(
        (
            "You are in the kitchen. A screen door leads north, and a plain door to the south is "
            "shut.",
            R("kitchen", "n s", closed="s"),
        ),
        "go north",
        ("You walk straight into the screen door: it's shut.", K("refused", "closed")),
        notes="a door whose state was not given, refused as shut: closed and refused north; "
        "both doors to be opened",
    ),
    item(
        "You're in the office. On the desk sits a cash box, locked tight. Someone has dropped a "
        "coin by the wastepaper basket, though. Doors lead north and south, both open.",
        R("office", "n s", coin=True),
        notes="a locked cash box is no coin, the coin by the basket is: take it",
    ),
    item(
        "You are in the laundry room. The washing machine stands open, and inside, among some "
        "damp socks, there's a coin. The only door is to the west, and it's open.",
        R("laundry room", "w", coin=True),
        notes="a coin in an open washing machine: take it",
    ),
    item(
        "You're in the supermarket. Rows of shelves, a checkout with an empty coin tray. The "
        "street is out through the sliding doors to the north, which stand open.",
        R("supermarket", "n"),
        notes="an empty coin tray: no coin; the open sliding doors north",
    ),
    item(
        "You were in the corridor. There was a closed wood door to the north and a closed "
        "sliding patio door to the east, and the kitchen lay open to the west.",
        R("corridor", "n e w", closed="n e"),
        notes="second person past: `corridor`; two closed doors, the kitchen west open",
    ),
    item(
        STREET,
        "go north",
        (
            "You are on the driveway. There's a car, and a garage door to the west, closed. The "
            "street is south.",
            R("driveway", "s w", closed="w"),
        ),
        "go south",
        (
            "You're back on the street. The driveway is north; the supermarket is east. A bus "
            "goes by without stopping.",
            R("street", "n e"),
        ),
        notes="'back on the street' after the driveway: north visited; the supermarket east "
        "not yet (go east)",
    ),
    item(
        "Bathroom. Sink, toilet, bath mat. Door N, plain, open. Window E, frosted. Penny on the "
        "mat.",
        R("bathroom", "n", coin=True),
        notes="telegraphic notes: a door north (open), a window east (no exit), a penny on the "
        "mat (take it)",
    ),
    item(
        "You are in the kitchenette. Three open doorways: east, south and west. A vending machine "
        "hums in the corner; a card taped over its coin slot says OUT OF ORDER.",
        R("kitchenette", "e s w"),
        notes="a vending machine's coin slot is no coin; three open doorways",
    ),
]
