"""classic_if, twenty-eighth round: maps and histories first. Eight walks (2-7 turns) on one small
tree map of a maltings in an Infocom-like second person (Malt Yard with an iron door east to the
kiln, first shut, and a yard gate chained and padlocked; Steep House; Barley Store; Kiln; Malting
Floor with a silver coin in the sprouting barley): "The iron door is shut.", "You drag the iron door
open. A breath of hot, biscuity air rolls out.", "Taken. ...", "The gate rattles against its chain,
but the padlock holds.", loops back to the yard and the kiln. Short walks elsewhere: a corn exchange
left for a sample room and come back to, a bonded warehouse's office door refused and unlocked
(still shut), a hunting lodge's fireplace wall walked into with the hall printed again (Both), a
pumping station's boiler house door opened by its kind and walked through, a tobacco barn's dime
taken and the barn looked at again, a pipe kiln shed's bolted hatch refused and looked at. Single
rooms: a Martello tower's gun platform (only a stair down, a copper coin), a folly whose fourth gap
overlooks a quarry, a coachbuilder's paint shop (a shilling), a stave church with a painted coin, a
gas meter house with a penny-in-the-slot meter, a clipper's poop deck (no way of the vocabulary).
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The maltings (a tree): Malt Yard n Steep House, e Kiln (iron door, shut at first), s gate
# (chained and padlocked); Steep House w Barley Store; Kiln n Malting Floor (a silver coin).
def yard(door_open: bool = False) -> tuple:
    state = "standing open" if door_open else "firmly shut"
    return (
        "Malt Yard\nYou are in a cobbled yard behind the maltings, where empty sacks are "
        "stacked under a lean-to. A wide arch to the north opens into the steep house. In the "
        f"east wall an iron door, {state}, leads into the kiln. The yard gate to the south is "
        "chained and padlocked.",
        R(
            "malt yard",
            "n e s",
            closed="" if door_open else "e",
            locked="s",
            leads={"n": "steep house", "e": "kiln"},
        ),
    )


def steep() -> tuple:
    return (
        "Steep House\nTwo long cisterns of grey water fill most of the floor, and the barley "
        "soaking in them smells of wet bread. An arch opens south onto the yard, and a low "
        "doorway to the west leads into the barley store.",
        R("steep house", "s w", leads={"s": "malt yard", "w": "barley store"}),
    )


def barley() -> tuple:
    return (
        "Barley Store\nGrain is heaped almost to the rafters, and dust hangs in the light from "
        "a single high window. The only way out is the low doorway to the east.",
        R("barley store", "e"),
    )


def kiln() -> tuple:
    return (
        "Kiln\nThe floor is made of perforated tiles, still warm underfoot, and heat shivers up "
        "through the holes from the furnace below. The iron door to the west stands open. A "
        "passage leads north to the malting floor.",
        R("kiln", "w n", leads={"n": "malting floor"}),
    )


def floor(coin: bool = True) -> tuple:
    extra = "\n\nThere is a silver coin here, half buried in the sprouting barley." if coin else ""
    return (
        "Malting Floor\nA long, low room where the grain is spread out to sprout, raked into "
        f"neat furrows. The only way out is the passage to the south.{extra}",
        R("malting floor", "s", coin=coin),
    )


SHUT = ("The iron door is shut.", K("refused", "closed"))
OPENED = ("You drag the iron door open. A breath of hot, biscuity air rolls out.", K("opened"))
OPENED_BY_NAME = (
    "You drag the iron door open. A breath of hot, biscuity air rolls out.",
    K("opened", "e"),
)
PADLOCK = ("The gate rattles against its chain, but the padlock holds.", K("refused", "locked"))
TAKEN = (
    "Taken. It is a shilling of the old king, worn almost smooth by somebody's thumb.",
    K("took"),
)

MALTINGS = [
    item(
        yard(),
        "north",
        steep(),
        "west",
        barley(),
        notes="a walk of two moves to a dead end: the only way out, east, leads to the visited "
        "steep house (visited, initial, all_visited); go back east",
    ),
    item(
        yard(),
        "n",
        steep(),
        "s",
        also(yard(), "A cart rumbles past in the lane beyond the gate."),
        notes="back in the first room: north is visited; the iron door east is shut (closed, "
        "unexplored: open it); the gate south is chained and padlocked (locked, no action)",
    ),
    item(
        yard(),
        "e",
        SHUT,
        "open east",
        OPENED,
        "e",
        kiln(),
        notes="a shut door refused, opened by direction and walked through: in the kiln west is "
        "visited and initial; the passage north is unexplored",
    ),
    item(
        yard(),
        "open iron door",
        OPENED_BY_NAME,
        "east",
        kiln(),
        "north",
        floor(),
        "take coin",
        TAKEN,
        notes="the door opened by its name, two moves, the coin taken ('Taken.' with a line "
        "about the shilling): the only way, south, is visited and initial; go back south",
    ),
    item(
        yard(),
        "s",
        PADLOCK,
        "n",
        steep(),
        "w",
        barley(),
        "e",
        steep(),
        notes="the gate refused as locked in the first room (left there); the steep house "
        "again: south (the yard) and west (the barley store) visited, initial south, "
        "all_visited; go back south",
    ),
    item(
        yard(),
        "open e",
        OPENED,
        "e",
        kiln(),
        "w",
        yard(door_open=True),
        "n",
        also(steep(), "Water gurgles somewhere under the cisterns."),
        notes="to the kiln and back through the open iron door, then north: in the steep house "
        "south is visited and initial, west is unexplored",
    ),
    item(
        yard(),
        "north",
        steep(),
        "west",
        barley(),
        "east",
        steep(),
        "south",
        yard(),
        "east",
        SHUT,
        "open east",
        OPENED,
        "east",
        also(kiln(), "Somewhere below, the furnace ticks as it cools."),
        notes="seven turns: the steep house and barley store seen, back to the yard, the iron "
        "door refused (shut), opened and walked through: in the kiln west is visited and "
        "initial, north unexplored; the refusal was in the yard, cleared by the open",
    ),
    item(
        yard(),
        "open east",
        OPENED,
        "east",
        kiln(),
        "north",
        floor(),
        "get coin",
        TAKEN,
        "south",
        also(kiln(), "A mouse runs along the foot of the wall and is gone."),
        notes="the kiln again after the malting floor: north and west both lead to visited "
        "rooms (all_visited), initial west; go back west",
    ),
]

# ---- short walks in other buildings ----
EXCHANGE = (
    "Corn Exchange\nUnder the great glass roof the merchants' desks stand in rows, all of them "
    "empty on a Sunday. Sample rooms open off the hall to the east and west. The main doors, "
    "to the south, are locked.",
    R("corn exchange", "e w s", locked="s"),
)
SAMPLE_ROOM = (
    "Sample Room\nSmall and bare, with a window onto the street. A sack of wheat has been slit "
    "open and the grain has run out across the boards. The only way out is east.",
    R("sample room", "e"),
)
WAREHOUSE = (
    "Bonded Warehouse\nCasks of rum stand in tiers three high, each chalked with a number and "
    "a date. A gangway runs east between them. The exciseman's office is north, behind a door "
    "that is kept locked.",
    R("bonded warehouse", "n e", locked="n"),
)
LODGE_HALL = (
    "Lodge Hall\nAntlers by the hundred cover the walls, and a bearskin lies in front of the "
    "fire. Doors lead east to the gun passage and west to the dining room, both of them open, "
    "and the porch is south.",
    R("lodge hall", "e w s"),
)
ENGINE_HOUSE = (
    "Engine House\nTwo beam engines, painted green and gold, rise through the floor above "
    "you, perfectly still. The coal yard is to the west. A door to the east, marked BOILER "
    "HOUSE, is closed.",
    R("engine house", "w e", closed="e"),
)
BOILER_HOUSE = (
    "Boiler House\nFour boilers lie side by side in the gloom like sleeping whales. The only "
    "door is to the west, standing open.\n\nThere is a copper farthing here.",
    R("boiler house", "w", coin=True),
)


def tobacco(coin: bool) -> tuple:
    extra = " A silver dime lies on one of the bales." if coin else ""
    return (
        "Tobacco Barn\nBundles of leaf hang in ranks from the rafters to cure, and the air is "
        "brown and sweet. The doors at either end, north and south, have been propped open for "
        f"the draught.{extra}",
        R("tobacco barn", "n s", coin=coin),
    )


PIPE_SHED = (
    "Pipe Kiln Shed\nRacks of unfired clay pipes, white and brittle as bird bones, line the "
    "walls. The packing room is west. A green door to the north is closed, and a hatch in the "
    "east wall is bolted on the far side.",
    R("pipe kiln shed", "w n e", closed="n", locked="e"),
)

SHORT = [
    item(
        EXCHANGE,
        "w",
        SAMPLE_ROOM,
        "e",
        EXCHANGE,
        notes="a sample room and back: in the first room west is visited; east is unexplored; "
        "the main doors south are locked (no action); no initial in the first room",
    ),
    item(
        WAREHOUSE,
        "n",
        (
            "The office door is locked. The exciseman is particular about that.",
            K("refused", "locked"),
        ),
        "unlock north door with brass key",
        ("You unlock the office door with the brass key.", K("unlocked")),
        notes="a locked door refused, then unlocked: it is still shut (closed) and the "
        "refusal stands until it is opened; open north or go east",
    ),
    item(
        LODGE_HALL,
        "n",
        (
            "You can't go that way: the great fireplace takes up the whole north wall.\n\n"
            + LODGE_HALL[0],
            Both(K("refused"), LODGE_HALL[1]),
        ),
        notes="a refusal and the hall printed again in one text (Both): north refused (the "
        "fireplace wall, no exit); east, west and south are open exits",
    ),
    item(
        ENGINE_HOUSE,
        "open boiler house door",
        ("You haul the door open, and a wall of heat comes out to meet you.", K("opened", "e")),
        "e",
        BOILER_HOUSE,
        notes="a door opened by its name and walked through: the copper farthing is a coin; "
        "west is visited and initial (all_visited); take it",
    ),
    item(
        tobacco(coin=True),
        "take coin",
        ("Taken.", K("took")),
        "look",
        tobacco(coin=False),
        notes="the dime taken and the barn looked at again: no coin now; the doors north and "
        "south are propped open (exits, not closed)",
    ),
    item(
        PIPE_SHED,
        "e",
        (
            "The hatch is bolted from the other side. You can hear someone whistling beyond it.",
            K("refused", "locked"),
        ),
        "look",
        PIPE_SHED,
        notes="a hatch bolted on the far side (locked) refused and the shed looked at again: "
        "the refusal stands (the look shows it still bolted); the green door north is closed "
        "(open it), the way west is open",
    ),
]

# ---- single rooms ----
SINGLE = [
    item(
        "Gun Platform\nYou stand on the roof of the Martello tower, ringed by a parapet as high "
        "as your chest. The great gun on its turntable points east, out to sea. A stone stair "
        "spirals down into the tower. A copper coin has lodged in the gutter at the foot of "
        "the parapet.",
        R("gun platform", "down", coin=True),
        notes="the only way is the stair down (outside the vocabulary); the gun pointing east is "
        "no exit; the copper coin in the gutter is a coin: take it",
    ),
    item(
        "The Folly\nSomeone built this little round temple to be looked at, not to shelter in: "
        "eight columns, a dome, and the wind blowing straight through. Between the columns, "
        "paths go off north, east and west. The gap to the south looks out over a sheer drop "
        "into the old quarry.",
        R("the folly", "n e w"),
        notes="paths north, east and west are exits; the south gap over a sheer drop is no exit "
        "(the README's drops); 'The Folly' keeps its article (the scorer drops it)",
    ),
    item(
        "Paint Shop\nA half-finished landau stands on trestles, its panels glossy with a fresh "
        "coat of maroon. Doors lead north and south: the north one is shut, the south one "
        "ajar. A shilling lies on the floor beside a paint kettle.",
        R("paint shop", "n s", closed="n", coin=True),
        notes="the north door shut (closed), the south one ajar (open); the shilling on the "
        "floor is a coin: take it",
    ),
    item(
        "Stave Church\nCarved dragons snarl from the gables outside; inside, the dark wood "
        "smells of tar. The west portal stands open. A small door in the south wall is "
        "locked. Above the altar a painted St Olaf holds out a gold coin to the congregation, "
        "and an offering box by the portal is closed.",
        R("stave church", "w s", locked="s"),
        notes="the west portal open (exit), the south door locked (closed, no action); the "
        "painted coin and a closed offering box whose contents are not given are no coin: go "
        "west",
    ),
    item(
        "Meter House\nRows of brass dials tick over on the wall, and a penny-in-the-slot meter "
        "stands in the corner with its padlocked cash drawer. A door to the south is ajar, and "
        "a passage leads east to the governor room.",
        R("meter house", "s e", leads={"e": "governor room"}),
        notes="a penny-in-the-slot meter and its padlocked cash drawer are no coin (the ninth "
        "round's call); the door south ajar and the passage east are exits",
    ),
    item(
        "Poop Deck\nThe clipper's great wheel stands here, lashed. Forward, the main deck runs "
        "away toward the bow, and a companionway leads down to the cabins. On every other side "
        "there is only the grey Atlantic.",
        R("poop deck", "forward down"),
        notes="forward (not mapped to a compass point by this text) and down are outside the "
        "vocabulary; the sea is no exit: no fact of the vocabulary, no action",
    ),
]

ITEMS = MALTINGS + SHORT + SINGLE
