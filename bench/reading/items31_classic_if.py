"""classic_if, thirty-first round: Infocom-like rooms and walks in places no earlier round visited.
Five walks (1-5 turns) on a snail farm in Burgundy (Snail Park with the hatchery's glass door
north, shut at first, the packing shed east and the lane gate west, padlocked; Hatchery with a
ten-centime piece on a tray of moss; Packing Shed; Kitchen with a copper pan of garlic butter and
a twenty-centime piece): "The glass door is shut.", "You slide the glass door open. ...", "The
gate is padlocked, and the padlock has rusted solid.", "Taken. The coin is cold and faintly
slimy."; the park printed again after a refusal (Both). Single rooms and short walks: a Hebridean
blackhouse (a shilling at the hearth's edge), a tile painter's workshop in Scott Adams's manner
(\\*SILVER COIN\\*), the inside of a Sardinian nuraghe (a stair up in the wall, a bronze coin), a
jai alai fronton in TADS 3's manner (the front wall north, the players' door east shut), a
florist's cold room (a door its closer keeps shut, a brass coin), an Orkney kelp pit and a noust
reached from it, a drive-in's snack bar (a STAFF door locked, a quarter), a dugout kitchen cut
into an opal field's sandstone ("not an opal, as it happens, but a five-cent piece"), a Pacific
canoe house, a Zanzibar door carver's yard (a carved door, unhung, leaning on a wall) and carving
shop (a pice taken), a sumo stable's practice room under a status line. What a person reads in
each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# The snail farm: Snail Park n Hatchery (glass door, shut at first; a ten-centime piece),
# e Packing Shed, w lane gate (padlocked; no room behind it is reached); Packing Shed n Kitchen
# (a twenty-centime piece). South of the park is netting over the pens: no way.
def park(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "Snail Park\nRows of netted pens run the length of the field, and a sprinkler ticks from "
        "one end of them to the other, keeping the snails damp and content. The hatchery, a "
        f"low glasshouse, stands to the north; its glass door {state}. An open doorway leads "
        "east into the packing shed. The lane gate, west, is padlocked. South, the pens run "
        "down to the stream, and there is no path through the netting.",
        R(
            "snail park",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "hatchery", "e": "packing shed"},
        ),
    )


def hatchery(coin: bool = True) -> tuple:
    piece = "\n\nThere is a ten-centime piece here, on the edge of a tray." if coin else ""
    return (
        "Hatchery\nIt is warm and close under the glass. Trays of moss are stacked on trestles, "
        "and in the moss, if you look closely, lie thousands of pearly eggs. The glass door, "
        f"south, is the only way out.{piece}",
        R("hatchery", "s", coin=coin, leads={"s": "snail park"}),
    )


def shed() -> tuple:
    return (
        "Packing Shed\nWooden crates stencilled ESCARGOTS DE BOURGOGNE are stacked to the "
        "rafters, and a cat sleeps on the scales. A doorway west leads out to the snail park; a "
        "passage runs north to the kitchen.",
        R("packing shed", "w n", leads={"w": "snail park", "n": "kitchen"}),
    )


def kitchen(coin: bool = True) -> tuple:
    piece = "\n\nThere is a twenty-centime piece here, under the table." if coin else ""
    return (
        "Kitchen\nA copper pan of garlic butter sits on the back of the range, and the air is "
        f"thick with parsley. The only way out is south, into the packing shed.{piece}",
        R("kitchen", "s", coin=coin, leads={"s": "packing shed"}),
    )


SHUT = ("The glass door is shut.", K("refused", "closed"))
SLID = (
    "You slide the glass door open. Warm air and the smell of wet moss spill out.",
    K("opened"),
)
PADLOCK = ("The gate is padlocked, and the padlock has rusted solid.", K("refused", "locked"))
TAKEN = ("Taken. The coin is cold and faintly slimy.", K("took"))

# Orkney shore: Kelp Pit w Noust.
KELP_PIT = (
    "Kelp Pit\nA stone-lined trench in the turf, still warm from yesterday's burning, with a "
    "crust of grey-blue kelp ash at the bottom. The links path runs east and west along the "
    "shore. To the north is the sea; to the south the ground rises in a bank too steep to "
    "climb.",
    R("kelp pit", "e w"),
)

# Zanzibar: Carver's Yard e Carving Shop (an old copper coin).
CARVERS_YARD = (
    "Carver's Yard\nShavings of teak drift in the corners. A great carved door, unhung, leans "
    "against the north wall, studded with brass bosses; it opens onto nothing but the wall "
    "behind it. The workshop is east, through an open archway, and the lane is south.",
    R("carver's yard", "e s", leads={"e": "carving shop"}),
)
CARVING_SHOP = (
    "Carving Shop\nA half-finished lintel lies across two trestles, its chain of lotus "
    "flowers cut only halfway along. The archway west leads out to the yard; there is no "
    "other way.\n\nThere is an old copper coin here, among the shavings.",
    R("carving shop", "w", coin=True, leads={"w": "carver's yard"}),
)

FRONTON = (
    "Fronton\nThree walls of granite and a fourth of wire netting, behind which the empty "
    "seats climb into the dark. The front wall, north, is forty feet of granite. The players' "
    "door, east, in the netting, is shut.\n\nObvious exits lead south, and east to the "
    "players' room.",
    R("fronton", "s e", closed="e"),
)

ITEMS = [
    # ---- walks on the snail farm ----
    item(
        park(),
        "n",
        SHUT,
        "open north",
        SLID,
        "n",
        hatchery(),
        notes="the glass door refused as shut, opened by direction and walked through; the "
        "ten-centime piece on the tray is a coin: take it",
    ),
    item(
        park(),
        "e",
        shed(),
        "north",
        kitchen(),
        "take coin",
        TAKEN,
        notes="the twenty-centime piece taken in the kitchen (the copper pan of butter is no "
        "coin); the kitchen's only way, south, leads back to the packing shed: go south",
    ),
    item(
        park(),
        "w",
        PADLOCK,
        notes="the lane gate, padlocked and rusted solid, refused: locked, no open; the shut "
        "glass door north and the doorway east remain; the netting south is no way",
    ),
    item(
        park(),
        "e",
        shed(),
        "n",
        kitchen(),
        "take coin",
        TAKEN,
        "s",
        shed(),
        "w",
        park(),
        notes="a loop back to the park after the coin: east is visited, the glass door north "
        "still shut (open it), the lane gate west locked",
    ),
    item(
        park(),
        "open north",
        SLID,
        "north",
        hatchery(),
        "take coin",
        ("Taken. It has a hole punched through the middle.", K("took")),
        "s",
        park(door_open=True),
        notes="the hatchery's coin taken and the park seen again with its glass door open: "
        "north visited, the packing shed east not yet: go east",
    ),
    # ---- single rooms and short walks ----
    item(
        "Blackhouse\nPeat smoke hangs under the thatch and finds its own way out. A gap in the "
        "partition leads east into the byre, where the cow would winter; the only door to the "
        "outside, in the south wall, stands open to the wind. There is a shilling here, at the "
        "edge of the hearth stones.",
        R("blackhouse", "e s", coin=True),
        notes="a Hebridean blackhouse: the gap east and the open door south are exits; a "
        "shilling at the hearth's edge is a coin",
    ),
    item(
        "I'm in a tile painter's workshop. Obvious exits: NORTH, EAST.\nI can also see: BLUE "
        "GLAZE, STACK OF UNFIRED TILES, *SILVER COIN*\n\nWHAT SHALL I DO? ",
        R("tile painter's workshop", "n e", coin=True),
        notes="Scott Adams's manner: the room is the tile painter's workshop (the article "
        "dropped); *SILVER COIN* among the things seen is a coin",
    ),
    item(
        "Inside the Nuraghe\nThe tower's grey stones lean inward to a point lost in the dark "
        "overhead. A stair in the thickness of the wall spirals up out of sight; the low "
        "entrance, the only other way out, faces south. Lying on the beaten earth floor is a "
        "small bronze coin, green with age.",
        R("inside the nuraghe", "s u", coin=True),
        notes="a stair up in the wall is outside the vocabulary; the entrance south is an "
        "exit; a bronze coin on the floor: take it",
    ),
    item(
        FRONTON[0],
        FRONTON[1],
        notes="TADS 3's lister gives south and east; the players' door east is shut (closed); "
        "the front wall north is granite, no way: open east or go south",
    ),
    item(
        "Cold Room\nBuckets of tulips and ranunculus stand in rows under a fan that never stops "
        "humming. The insulated door to the shop, north, is shut; its closer sees to that.\n\n"
        "There is a brass coin here, on the drain grate.",
        R("cold room", "n", closed="n", coin=True),
        notes="a florist's cold room: the only door north is shut (closed); a brass coin on "
        "the grate is a coin: take it",
    ),
    item(
        KELP_PIT[0],
        KELP_PIT[1],
        notes="the links path east and west are exits; the sea north and a bank too steep to "
        "climb south are none",
    ),
    item(
        "Snack Bar\nChrome stools, a counter of red vinyl, and a popcorn machine whose light "
        "has been left on. The door to the lot, south, is propped open with a crate of cola "
        "bottles. The kitchen door, east, says STAFF and is locked.\n\nThere is a quarter "
        "here, under the popcorn machine.",
        R("snack bar", "s e", locked="e", coin=True),
        notes="a drive-in's snack bar: the lot door propped open, the STAFF door east locked; "
        "a quarter (the 25-cent coin) under the machine: take it",
    ),
    item(
        "Dugout Kitchen\nCut straight into the sandstone hill, the kitchen stays cool however "
        "hot it is outside. A tunnel runs north to the bedrooms; the front door, east, is shut "
        "against the flies. On the bench lies something that catches the light: not an opal, "
        "as it happens, but a five-cent piece.",
        R("dugout kitchen", "n e", closed="e", coin=True),
        notes="an opal-field dugout: the tunnel north and the shut front door east are exits "
        "(east closed); the thing on the bench is a five-cent piece, a coin",
    ),
    item(
        "Canoe House\nThe long outrigger canoes lie on their rollers under a thatched roof that "
        "is open at both ends: the beach to the east, the village path to the west. At the "
        "north end a carved post stands against a woven wall.",
        R("canoe house", "e w"),
        notes="the roof open at both ends gives east (the beach) and west (the path); the "
        "north end is a woven wall",
    ),
    item(
        CARVERS_YARD[0],
        CARVERS_YARD[1],
        notes="the carved door leaning on the north wall is unhung and opens onto the wall: "
        "no exit; the archway east and the lane south are",
    ),
    item(
        KELP_PIT,
        "west",
        (
            "Noust\nA boat-shaped hollow in the turf, walled with flat stones, where the yole "
            "is hauled up for the winter under old nets. The links path runs east. Seaward, "
            "north, the shingle shelves down into the water.",
            R("noust", "e"),
        ),
        notes="west along the links to the noust, whose only way is the path east, back to "
        "the kelp pit; the shingle into the water north is no way",
    ),
    item(
        CARVERS_YARD,
        "go east",
        CARVING_SHOP,
        "take coin",
        ("Taken. It is a pice, worn almost smooth.", K("took")),
        notes="the old copper coin (a pice) taken in the carving shop; its only way, the "
        "archway west, leads to the yard already seen: go west",
    ),
    item(
        FRONTON,
        "north",
        (
            "You run at the front wall and pull up a yard short of the granite. There's no "
            "way through it.",
            K("refused"),
        ),
        notes="a move at the front wall refused: refused(north) (never an exit); the shut "
        "players' door and the way south remain",
    ),
    item(
        "Keiko Room                                          Score: 0    Moves: 1\n\nKeiko "
        "Room\nThe ring is a circle of straw bales sunk into packed clay, swept smooth and "
        "sprinkled with salt. The wrestlers' belts hang along the north wall. The kitchen, "
        "where the chanko pot simmers, is west; the stable door, south, is shut.",
        R("keiko room", "w s", closed="s"),
        notes="a status line above the heading; a sumo stable's practice room: the kitchen "
        "west is an exit, the stable door south is shut (closed); the belts' wall north is "
        "none",
    ),
    item(
        park(),
        "s",
        (
            "There is no path through the netting.\n\n" + park()[0],
            Both(K("refused"), park()[1]),
        ),
        notes="a move south into the pens refused and the park printed again in the same text: "
        "refused(south); the shut glass door and the padlocked gate keep their states",
    ),
]
