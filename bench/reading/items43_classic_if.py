"""classic_if, forty-third round: seven walks (2-4 turns) on a Victorian dry dock in an Infocom-like
manner, and thirteen single rooms and short histories in the manners of home-computer systems the
earlier rounds named seldom or never.

The dry dock: Dock Head n Engine House (an iron door, closed at first), e Rigging Loft (an open
archway), w the harbour office door (locked, never entered), s the empty dock (a drop, no way);
Engine House w Coal Hole (an old liard coin); Rigging Loft n Block Store (a narrow door that stands
ajar). Replies: "The iron door is shut fast. You'll have to open it.", "The iron door grinds open on
its rusted hinges.", "The harbour office door is locked. Through its little window you can see the
harbourmaster's keys on their hook, well out of reach.", "Taken. The liard is worn almost smooth.".
The walks are printed from the map by functions, so a room reads the same on every visit; where two
walks end in the same room in the same state, the last text carries an event of that turn.

Single rooms: a PAWS-like composing room (a 10-tetri coin), a GAC-like tanning yard, a DAAD-like
press house reached from an orchard, a Gruescript-like bell chamber (a 50-luma coin), an Eamon-like
armourer's shop, a Frotz status line over a sacristy, an Infocom-like taxidermist's workroom whose
shop door is found locked, an Apple II-like granary, a BBC Micro-like glasshouse, a Magnetic
Scrolls-like chart room (a silver kuruş), a hayloft whose only way is a ladder down, an Infocom-like
signal cabin whose door is opened and walked through, a rope store whose coin is taken. What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- the dry dock: Dock Head n Engine House (iron door), e Rigging Loft, w harbour office
# (locked); Engine House w Coal Hole (coin); Rigging Loft n Block Store.


def dock_head(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is closed"
    return (
        "Dock Head\nYou are on the granite quay at the landward end of the dry dock. South of you "
        "the dock lies empty, a forty-foot drop to a floor of wet timber blocks, and there is no "
        f"safe way down. The engine house is to the north; its iron door {state}. An open archway "
        "to the east leads into the rigging loft. The harbour office door, to the west, is "
        "locked.",
        R(
            "dock head",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "engine house", "e": "rigging loft"},
        ),
    )


ENGINE_HOUSE = (
    "Engine House\nTwo beam engines stand silent under the high roof, their great iron beams "
    "frozen mid-stroke. The iron door to the south stands open onto the quay. A low doorway in "
    "the west wall gives onto the coal hole.",
    R("engine house", "s w", leads={"w": "coal hole"}),
)


def coal_hole(coin: bool = True) -> tuple:
    line = "\nThere is an old liard coin here." if coin else ""
    return (
        "Coal Hole\nA black, low-roofed room where the engines' coal was kept. Your boots crunch "
        f"on slack. The only way out is the doorway to the east.{line}",
        R("coal hole", "e", coin=coin),
    )


RIGGING_LOFT = (
    "Rigging Loft\nCoils of hemp and wire hang from pegs along the walls, and a half-made ratline "
    "lies across the floorboards. The archway to the west opens onto the quay. A narrow door to "
    "the north stands ajar.",
    R("rigging loft", "w n"),
)
BLOCK_STORE = (
    "Block Store\nPulley blocks of every size hang in rows from the beams, like bats. The only way "
    "out is south.",
    R("block store", "s"),
)

SHUT_FAST = ("The iron door is shut fast. You'll have to open it.", K("refused", "closed"))
GRINDS = ("The iron door grinds open on its rusted hinges.", K("opened", "n"))
OFFICE_LOCKED = (
    "The harbour office door is locked. Through its little window you can see the harbourmaster's "
    "keys on their hook, well out of reach.",
    K("refused", "locked"),
)
_dock = [
    item(
        dock_head(),
        "north",
        SHUT_FAST,
        "open iron door",
        GRINDS,
        "north",
        ENGINE_HOUSE,
        notes="Infocom-like dry dock: the iron door north refused (shut), opened by its name and "
        "walked through; in the engine house south is the way in (visited, initial), west is new.",
    ),
    item(
        dock_head(),
        "east",
        RIGGING_LOFT,
        "north",
        BLOCK_STORE,
        notes="Dry dock: through the archway into the rigging loft and through its ajar door "
        "north; the block store's one way south is visited and the way in: all visited.",
    ),
    item(
        dock_head(),
        "e",
        RIGGING_LOFT,
        "w",
        also(dock_head(), "A gull drops onto the quay, looks at you, and goes again."),
        notes="Dry dock: a return to the first room; east visited, no initial in the first "
        "room; the engine house door is closed (open), the harbour office door locked (no "
        "action); the empty dock south is a drop, no way.",
    ),
    item(
        ENGINE_HOUSE,
        "west",
        coal_hole(),
        "take liard coin",
        ("Taken. The liard is worn almost smooth.", K("took")),
        notes="Dry dock, begun in the engine house: the old liard coin (an old French coin) taken; "
        "the coal hole's one way east is visited and the way in.",
    ),
    item(
        dock_head(),
        "north",
        SHUT_FAST,
        "open door",
        GRINDS,
        "north",
        ENGINE_HOUSE,
        "west",
        coal_hole(),
        notes="Dry dock: the iron door refused, opened (open door: the only closed door of the "
        "room that is not locked; read as the north one), walked through; the liard coin lies "
        "in the coal hole: take it.",
    ),
    item(
        BLOCK_STORE,
        "s",
        RIGGING_LOFT,
        "w",
        also(dock_head(), "Somewhere out in the harbour a tug sounds its horn twice."),
        notes="Dry dock, begun in the block store: at the dock head east is visited and the way "
        "in; the iron door north is closed (open it), the harbour office locked.",
    ),
    item(
        BLOCK_STORE,
        "south",
        RIGGING_LOFT,
        "west",
        dock_head(),
        "west",
        OFFICE_LOCKED,
        notes="Dry dock: the harbour office door refused as locked (a refusal that stands); east "
        "is visited and the way in; the iron door north is closed: open it.",
    ),
]

_singles = [
    item(
        "COMPOSING ROOM\nCases of lead type line the walls, each little box full of letters. A "
        "proof press stands by the window. Exits are NORTH and WEST.\nYou can also see:\n"
        "  A composing stick\n  A 10-tetri coin\n>",
        R("composing room", "n w", coin=True),
        notes="PAWS-like (ZX Spectrum) layout: the heading names the room; a 10-tetri coin "
        "(Georgian) in the list of things: a coin, take it.",
    ),
    item(
        "TANNING YARD\nStinking pits of lime and oak-bark liquor fill most of the yard. The pits "
        "to the west are deep, and you would not go in one for a king's ransom.\nExits: NORTH, "
        "EAST.\nYou see a scraping knife.\nWhat next?",
        R("tanning yard", "n e"),
        notes="GAC-like: exits north and east from the exit line; the pits to the west are no "
        "way (not listed, and nobody walks into a lime pit); no coin ('a king's ransom' is a "
        "saying).",
    ),
    item(
        (
            "ORCHARD\nGnarled apple trees in long rows, windfalls in the grass. The press house "
            "is north. Exits: north, east.",
            R("orchard", "n e", leads={"n": "press house"}),
        ),
        "n",
        (
            "PRESS HOUSE\nThe great screw press stands in the middle of the floor, its oak bed "
            "stained brown with years of juice. Exits: south, west. The west door, to the bottling "
            "room, is locked.",
            R("press house", "s w", locked="w"),
        ),
        notes="DAAD-like: into the press house from the orchard; south is visited and the way "
        "in; the west door is locked (no open); the person goes back south.",
    ),
    item(
        "Bell Chamber\nEight bells hang in their oak frame, mouths down, silent. Pigeon feathers "
        "everywhere.\n\nYou can go: west, south\nYou can see: a bell rope, a 50-luma coin",
        R("bell chamber", "w s", coin=True),
        notes="Gruescript-like: 'You can go:' lists the exits; a 50-luma coin (Armenian) is "
        "here: take it.",
    ),
    item(
        "YOU ARE IN THE ARMOURER'S SHOP.\nBREASTPLATES AND HELMS HANG ON HOOKS. THE ARMOURER IS "
        "ASLEEP BEHIND HIS COUNTER.\nYOUR OBVIOUS EXITS ARE: N, E.\nYOU SEE A RUSTY GORGET.",
        R("armourer's shop", "n e"),
        notes="Eamon-like capitals: the room named from the sentence (armourer's shop); the "
        "obvious exits N and E abbreviated; a gorget is armour, no coin.",
    ),
    item(
        " Sacristy                                        Score: 0        Moves: 14\n\n"
        "Sacristy\nVestments hang in a tall press, and a cope chest stands under the window. "
        "The chancel is through a curtained doorway to the south. A plain door to the east is "
        "shut.",
        R("sacristy", "s e", closed="e", leads={"s": "chancel"}),
        notes="Frotz status line over an Infocom-like room: the heading (and status line) name "
        "the sacristy; the doorway south is open, the door east is shut (open it); the cope chest "
        "is furniture.",
    ),
    item(
        (
            "Taxidermist's Workroom\nGlass eyes stare from a tray on the bench, and a "
            "half-stuffed fox waits on the table for its tail. The shop is east. A door to the "
            "north leads into the yard.",
            R("taxidermist's workroom", "e n", leads={"e": "shop", "n": "yard"}),
        ),
        "east",
        (
            "The door through to the shop is locked. The taxidermist must have gone out by the "
            "front and locked up behind him.",
            K("refused", "locked"),
        ),
        notes="Infocom-like: the way east (a door whose state the room did not give) refused as "
        "locked: refused(east), closed(east), no open; the yard north is the way to go.",
    ),
    item(
        "YOU ARE IN A GRANARY. SACKS OF BARLEY ARE PILED TO THE RAFTERS.\nEXITS: S W\nI SEE A "
        "GRAIN SCOOP AND A 1-PULA COIN.",
        R("granary", "s w", coin=True),
        notes="Apple II-like capitals: the room from 'YOU ARE IN A GRANARY' (article dropped); "
        "exits S and W; a 1-pula coin (Botswana): take it.",
    ),
    item(
        "You are in the glasshouse. Vines are trained along wires under the panes, and the air "
        "smells of warm earth. Exits lead south and east.",
        R("glasshouse", "s e"),
        notes="BBC Micro-like terse room: the glasshouse named from the sentence; exits south "
        "and east; no coin.",
    ),
    item(
        "Chart Room\nRolled charts fill a rack of pigeonholes, and a brass parallel rule lies on "
        "the sloping desk beside a silver kuruş coin. The wheelhouse is forward, to the north, "
        "and a door to the south opens into the mess.",
        R("chart room", "n s", coin=True, leads={"n": "wheelhouse", "s": "mess"}),
        notes="Magnetic Scrolls-like: a silver kuruş coin (Turkish) on the desk: take it; the "
        "wheelhouse north and the mess south are ways.",
    ),
    item(
        "Hayloft\nLoose hay drifts knee-deep under the rafters. A square hatch in the floor has a "
        "ladder down to the stable. There is no other way out; the loft door in the gable is "
        "nailed shut and has been for years.",
        R("hayloft", "d"),
        notes="Infocom-like hayloft: the only way is the ladder down (outside the vocabulary); "
        "the loft door is nailed shut and given no direction (no exit): no fact of the "
        "vocabulary, no action.",
    ),
    item(
        (
            "Signal Cabin\nA row of levers, red, blue and black, stands along the front of the "
            "cabin. The block instruments tick on their shelf. The cabin door to the east stands "
            "open. The door to the lamp room, north, is closed.",
            R("signal cabin", "e n", closed="n", leads={"n": "lamp room"}),
        ),
        "open lamp room door",
        ("You open the lamp room door. It smells of paraffin in there.", K("opened", "n")),
        "north",
        (
            "Lamp Room\nSignal lamps stand in rows on a slatted shelf, waiting to be trimmed. "
            "The door to the south stands open.",
            R("lamp room", "s"),
        ),
        notes="Infocom-like: the lamp room door opened by its name and walked through; the cabin "
        "door east stands open (an exit); in the lamp room south is visited, the "
        "way in, all visited.",
    ),
    item(
        (
            "Rope Store\nHawsers lie coiled on the floor like sleeping snakes. Exits: north and "
            "east.\nAn old batz coin lies among the coils.",
            R("rope store", "n e", coin=True),
        ),
        "take batz coin",
        ("You pick up the batz. It is thinner than a fingernail.", K("took")),
        notes="An old batz coin (Swiss) taken (the action 'take batz coin'); "
        "the room keeps its exits north and east, no coin now; no history of moves: go north "
        "or east.",
    ),
]

ITEMS = _dock + _singles
