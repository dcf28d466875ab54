"""mud, twenty-eighth round: maps and histories first. Eight walks (2-7 turns) on one small tree map
of a hacienda in a ROM-like manner with a prompt whose movement points fall with every move
("[64/64hp 118/120mv]>"): Hacienda Courtyard (the chapel north, the kitchen east, the great gate
south shut and locked), Chapel (a silver coin stamped with an eagle), Kitchen (a heavy pantry door
north, shut at first; the corral east), Pantry, Corral; "The pantry door is closed.", "You open the
pantry door.", "You get a silver coin stamped with an eagle.", "The great gate is locked.", "There's
adobe wall that way, three feet thick.", a look after the take, loops back to the courtyard and the
kitchen. Three walks on a second map, a pueblo plaza in an LPMud-like manner (a trading post whose
door turns out shut, an oven yard with two copper coins in the ashes). Single rooms: an
Aardwolf-like pagoda garden ("[ Exits: N S ]", a jade coin with a square hole), an Evennia-like riad
courtyard, a sentry walk with a tell about a coin elsewhere, a slate quarry's exits with
destinations and one locked, a canyon rim's ravine refused with the room printed again (Both), a
gasholder yard ("A bent farthing."), a market hall where a costermonger drops a penny and leaves
without it, a lamplighter's store with IRE's "(closed door)", a stockyard's `scan` answered with its
neighbours. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def prompt(mv: int) -> str:
    return f"\n\n[64/64hp {mv}/120mv]>"


# The hacienda (a tree): Courtyard n Chapel (a silver coin), e Kitchen, s great gate (locked);
# Kitchen n Pantry (a heavy door, shut at first), e Corral.
def courtyard(mv: int) -> tuple:
    return (
        "Hacienda Courtyard\nA dry fountain stands in the middle of the courtyard, its basin "
        "full of dust and bougainvillea petals. Arched walks lead north to the chapel and east "
        "to the kitchen. The great gate to the south is shut and locked.\n"
        f"[Exits: north east south]{prompt(mv)}",
        R("hacienda courtyard", "n e s", locked="s", leads={"n": "chapel", "e": "kitchen"}),
    )


def chapel(mv: int, coin: bool = True) -> tuple:
    extra = "\nA silver coin stamped with an eagle lies before the altar rail." if coin else ""
    return (
        "Chapel\nWhitewashed walls, a wooden saint with chipped blue robes, and a smell of old "
        f"candle wax.{extra}\n[Exits: south]{prompt(mv)}",
        R("chapel", "s", coin=coin),
    )


def kitchen(mv: int, pantry_open: bool = False) -> tuple:
    state = "stands open" if pantry_open else "is closed"
    return (
        "Kitchen\nStrings of red chillies hang from the beams over a charcoal range. A heavy "
        f"pantry door to the north {state}. The courtyard is west, and a back door opens east "
        f"onto the corral.\n[Exits: north east west]{prompt(mv)}",
        R(
            "kitchen",
            "n e w",
            closed="" if pantry_open else "n",
            leads={"w": "hacienda courtyard", "e": "corral"},
        ),
    )


def pantry(mv: int) -> tuple:
    return (
        "Pantry\nSacks of beans and maize, jars of lard, a side of dried beef on a hook. The "
        f"only way out is the door south.\n[Exits: south]{prompt(mv)}",
        R("pantry", "s"),
    )


def corral(mv: int) -> tuple:
    return (
        "Corral\nThree horses doze in the shade of the wall, tails flicking. The rails run "
        "all the way round except at the back door of the kitchen, to the west.\n"
        f"[Exits: west]{prompt(mv)}",
        R("corral", "w"),
    )


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after its exits, before the prompt."""
    text, reading = step
    head, sep, tail = text.rpartition("\n\n[")
    return (f"{head}\n{line}{sep}{tail}", reading)


def reply(text: str, mv: int, reading: K) -> tuple:
    return (f"{text}{prompt(mv)}", reading)


GOT = "You get a silver coin stamped with an eagle."

HACIENDA = [
    item(
        courtyard(120),
        "north",
        chapel(119),
        "get coin",
        reply(GOT, 119, K("took")),
        notes="one move to the chapel, the coin got: the chapel's only exit, south, is visited "
        "and initial (all_visited); go back south",
    ),
    item(
        courtyard(120),
        "e",
        kitchen(119),
        "n",
        reply("The pantry door is closed.", 119, K("refused", "closed")),
        "open north",
        reply("You open the pantry door.", 119, K("opened")),
        "n",
        pantry(118),
        notes="a shut door refused, opened by direction and walked through: the pantry's only "
        "exit, south, is visited and initial (all_visited)",
    ),
    item(
        courtyard(120),
        "east",
        kitchen(119),
        "east",
        corral(118),
        "west",
        kitchen(117),
        notes="the kitchen again after the corral: west (the courtyard, initial) and east (the "
        "corral) visited; the pantry door north is closed and unexplored: open it",
    ),
    item(
        courtyard(120),
        "e",
        kitchen(119),
        "w",
        courtyard(118),
        "s",
        reply("The great gate is locked.", 118, K("refused", "locked")),
        notes="back in the first room, the gate tried: south refused and locked; east visited; "
        "north unexplored: go north",
    ),
    item(
        courtyard(120),
        "n",
        chapel(119),
        "get coin",
        reply(GOT, 119, K("took")),
        "s",
        courtyard(118),
        "e",
        also(kitchen(117), "A cook bustles past you with a basket of eggs."),
        notes="the coin got in the chapel, then east: in the kitchen west is visited and "
        "initial; the pantry door north is closed (open it), the corral east unexplored",
    ),
    item(
        courtyard(120),
        "east",
        kitchen(119),
        "open north",
        reply("You open the pantry door.", 119, K("opened")),
        "north",
        pantry(118),
        "south",
        kitchen(117, pantry_open=True),
        "east",
        corral(116),
        notes="five turns: the pantry opened and seen, then the corral: its only exit, west, is "
        "visited and initial (all_visited)",
    ),
    item(
        courtyard(120),
        "n",
        chapel(119),
        "get coin",
        reply(GOT, 119, K("took")),
        "s",
        courtyard(118),
        "e",
        kitchen(117),
        "e",
        corral(116),
        "w",
        kitchen(115),
        "n",
        reply("The pantry door is closed.", 115, K("refused", "closed")),
        notes="seven turns ending on a refusal in the kitchen: the pantry door north is closed "
        "and refused (open it); west and east visited; initial west",
    ),
    item(
        courtyard(120),
        "w",
        reply("There's adobe wall that way, three feet thick.", 120, K("refused")),
        "n",
        chapel(119),
        "get coin",
        reply(GOT, 119, K("took")),
        "look",
        chapel(119, coin=False),
        notes="a refusal left in the courtyard; the chapel looked at after the take shows no "
        "coin: south visited and initial (all_visited); go back south",
    ),
]


# The pueblo (a tree): Plaza n Oven Yard (two copper coins), w Trading Post (a door whose state
# the plaza does not give; shut, as the game says).
PLAZA = (
    "Plaza.\nThe plaza is beaten earth, ringed by adobe houses stacked like boxes, with ladders "
    "up to their roofs. Smoke drifts from the oven yard to the north. The trading post is west.\n"
    "There are two obvious exits: north and west.",
    R("plaza", "n w", leads={"n": "oven yard", "w": "trading post"}),
)


def oven_yard(coins: bool = True) -> tuple:
    extra = "\n2 copper coins." if coins else ""
    return (
        "Oven yard.\nDomed clay ovens squat in a row like beehives, still warm. The plaza is "
        f"south.\nThe only obvious exit is south.{extra}",
        R("oven yard", "s", coin=coins),
    )


TRADING_POST = (
    "Trading post.\nBlankets, pots and silver bracelets on every shelf, and a counter with a "
    "brass scale. The door east is open.\nThe only obvious exit is east.",
    R("trading post", "e"),
)

PUEBLO = [
    item(
        PLAZA,
        "n",
        oven_yard(),
        "get coins",
        ("You get 2 copper coins.", K("took")),
        notes="two copper coins in the ashes got: the oven yard's only exit, south, is visited "
        "and initial (all_visited); go back south",
    ),
    item(
        PLAZA,
        "w",
        ("The trading post door is closed.", K("refused", "closed")),
        "open west",
        ("You open the door.", K("opened")),
        "w",
        TRADING_POST,
        notes="a door whose state the plaza did not give turns out closed, is opened and walked "
        "through: east is visited and initial (all_visited)",
    ),
    item(
        PLAZA,
        "north",
        oven_yard(),
        "get coins",
        ("You get 2 copper coins.", K("took")),
        "south",
        (PLAZA[0] + "\nA dog trots across the plaza with something in its mouth.", PLAZA[1]),
        notes="back in the first room: north visited; the trading post west (its door's state "
        "not given) unexplored: go west",
    ),
]

SANDSTONE = (
    "Canyon Rim\nRed sandstone drops away at your feet into a ravine so deep its floor is in "
    "shadow. A trail follows the rim north and south.\n[Exits: north south]"
)
STOCKYARD = (
    "Stockyard\nPens of bellowing steers, a smell of dung and dust, men in wide hats leaning on "
    "the rails.\n[Exits: north east]\n<52hp 80mv>"
)

SINGLE = [
    item(
        "Pagoda Garden\nRaked gravel, a stone lantern and a red bridge over a pond full of "
        "carp. A jade coin with a square hole in it lies on the path.\n[ Exits: N S ]",
        R("pagoda garden", "n s", coin=True),
        notes="a jade coin with a square hole (a cash coin) lies on the path: a coin; take it",
    ),
    item(
        "Riad Courtyard\nOrange trees grow in tubs around a tiled pool, and the walls rise "
        "four storeys to a square of blue sky.\nExits: north, east, west\nYou see: a brass "
        "lantern and a sleeping cat",
        R("riad courtyard", "n e w"),
        notes="Evennia-like exits line: north, east and west; nothing here is a coin",
    ),
    item(
        "Sentry Walk\nA narrow walk along the top of the wall, with a crenellated parapet on "
        "the outer side.\n[Exits: east west]\nOrrin tells you, 'there's a gold coin in the "
        "chapel if you want it, the altar rail'\n<70hp 64mv>",
        R("sentry walk", "e w"),
        notes="a tell about a coin in another room is no coin here; the walk runs east and west",
    ),
    item(
        "Quarry Ledge\nGrey slate in sheets, split and stacked, and the clank of the incline "
        "winch somewhere above.\nExits: north to Quarry Face, west to Slate Yard, south to "
        "Winding House (locked)",
        R(
            "quarry ledge",
            "n w s",
            locked="s",
            leads={"n": "quarry face", "w": "slate yard", "s": "winding house"},
        ),
        notes="exits with destinations; '(locked)' after the winding house: south is locked "
        "(no action); north and west are open",
    ),
    item(
        (SANDSTONE, R("canyon rim", "n s")),
        "east",
        (
            "You cannot go east; the ravine is far too wide to jump.\n\n" + SANDSTONE,
            Both(K("refused"), R("canyon rim", "n s")),
        ),
        notes="a refusal and the room printed again in one text (Both): east refused (the "
        "ravine); the trail north and south are exits",
    ),
    item(
        "Gasholder Yard\nThe great iron frame of the gasholder rises to the east, its tank "
        "full of water and sealed. Cinders crunch underfoot.\nExits: N W\nA bent farthing.",
        R("gasholder yard", "n w", coin=True),
        notes="the gasholder to the east is a structure, no exit (the exits line gives N W); "
        "an LPMud-like item line 'A bent farthing.' is a coin here",
    ),
    item(
        "Market Hall\nIron columns hold up a roof of glass and soot. Stalls of cabbages, "
        "herrings and second-hand boots line both sides.\n[Exits: north south]\nA "
        "costermonger drops a penny, swears, and stamps off north without it.",
        R("market hall", "n s", coin=True),
        notes="a penny dropped by a costermonger who leaves without it lies in the hall: a "
        "coin (the sixth round's dropped coin); take it",
    ),
    item(
        "Lamplighter's Store\nLadders, cans of paraffin and long poles with hooks at the end. "
        "A notice says NO NAKED FLAMES.\nYou see exits leading north and east (closed door).",
        R("lamplighter's store", "n e", closed="e"),
        notes="IRE-like exits: north open, east behind a closed door (open it)",
    ),
    item(
        (STOCKYARD, R("stockyard", "n e")),
        "scan",
        (
            "You scan your surroundings.\nNorth (Auction Ring): a drover.\nEast "
            "(Weighbridge): nobody there.\n<52hp 80mv>",
            K("none"),
        ),
        notes="a scan keeps the room: it names the neighbours north and east, the exits "
        "already known; no coin, no map fact beyond them",
    ),
]

ITEMS = HACIENDA + PUEBLO + SINGLE
