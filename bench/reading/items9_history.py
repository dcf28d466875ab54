"""history, ninth round: 2-8 turn walks on two small symmetric tree maps, each printed in a manner
no earlier round used for its walks (a TADS 2 ``adv.t``-like canal lock, indented paragraphs and
"You see ... here.", with a closed paint shed door; a PennMUSH-like abbey whose rooms carry
their dbrefs, "Contents:" and "Obvious exits:" on lines of their own), so a room reads the same
on every visit; loops back to rooms already seen (the first room included), a door refused as
closed, opened by its kind ("Opened.") and walked through, coins taken ("Taken."), refusals in
the middle (TADS's "You can't go that way.", PennMUSH's "Huh? (Type "help" for help.)" and a
builder's @fail message on a locked gate); moves spelled `north`, `w`, `go west`, `GO EAST`,
`head e`, `walk to the south`, `step west`, `travel n`, `leave east`, `move s`, `run north`.
Where two walks end in the same room, the last text carries an event of that turn. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (TADS 2-like canal): Towpath n Lock Keeper's Cottage, Towpath e Boatyard, Towpath w
# Tunnel Mouth; Cottage w Scullery (an old penny); Boatyard n Paint Shed (a shut door at first;
# a silver shilling inside).
TOWPATH = (
    "Towpath\n    A muddy towpath runs along the north bank of the canal. The lock keeper's "
    "cottage stands to the north, its door wide open. Eastward, past the lock gates, lies the "
    "boatyard; to the west the path ends at the mouth of the old tunnel.\n    You see a mooring "
    "post here.",
    R(
        "towpath",
        "n e w",
        leads={"n": "lock keeper's cottage", "e": "boatyard", "w": "tunnel mouth"},
    ),
)
COTTAGE = (
    "Lock Keeper's Cottage\n    A low whitewashed room that smells of coal smoke and wet dog. "
    "The front door, south, opens onto the towpath; a doorway in the west wall leads through "
    "to the scullery.\n    You see a rag rug and a wooden settle here.",
    R("lock keeper's cottage", "s w", leads={"s": "towpath", "w": "scullery"}),
)
SCULLERY_TEXT = (
    "Scullery\n    A stone sink, a mangle, and the big copper where the washing is boiled. The "
    "only doorway is in the east wall."
)
SCULLERY = (
    f"{SCULLERY_TEXT}\n    You see an old penny on the draining board.",
    R("scullery", "e", coin=True, leads={"e": "lock keeper's cottage"}),
)
BOATYARD = (
    "Boatyard\n    Half-built narrowboats rest on trestles among the shavings. The towpath is "
    "west. North is the paint shed; its door is shut.",
    R("boatyard", "w n", closed="n", leads={"w": "towpath", "n": "paint shed"}),
)
BOATYARD_OPEN = (
    "Boatyard\n    Half-built narrowboats rest on trestles among the shavings. The towpath is "
    "west. North is the paint shed; its door stands open.",
    R("boatyard", "w n", leads={"w": "towpath", "n": "paint shed"}),
)
PAINT_SHED = (
    "Paint Shed\n    Tins of red oxide and black pitch line the shelves, and the air is thick "
    "with turpentine. The door to the south is open.\n    You see a silver shilling among the "
    "brushes.",
    R("paint shed", "s", coin=True, leads={"s": "boatyard"}),
)
TUNNEL = (
    "Tunnel Mouth\n    The towpath ends under a blackened brick arch. The tunnel beyond was "
    "bricked up long ago, and the only way on is east, along the towpath.",
    R("tunnel mouth", "e", leads={"e": "towpath"}),
)
TAKEN = ("Taken.", K("took"))
OPENED = ("Opened.", K("opened", door="n"))
NO_WAY = ("You can't go that way.", K("refused"))

# map B (PennMUSH-like abbey): Gatehouse n Cloister, Gatehouse e Almonry (3 copper coins),
# Gatehouse w Stables; Cloister n Chapter House, Cloister e Abbot's Garden (a locked iron gate,
# never passed).
GATEHOUSE = (
    "Gatehouse(#1041R)\nA squat stone gatehouse, cold and echoing. An archway leads north "
    "into the cloister. The almonry is east, and the smell of horses drifts in from the "
    "stables to the west.\nContents:\nBrother Porter\nObvious exits:\nNorth, East and West",
    R("gatehouse", "n e w", leads={"n": "cloister", "e": "almonry", "w": "stables"}),
)
CLOISTER = (
    "Cloister(#1042R)\nCovered walks run round a square of wet lawn. The chapter house opens "
    "to the north and the gatehouse lies south. To the east an iron gate, locked, shuts off "
    "the abbot's garden.\nObvious exits:\nNorth, South and East",
    R(
        "cloister",
        "n s e",
        locked="e",
        leads={"n": "chapter house", "s": "gatehouse", "e": "abbot's garden"},
    ),
)
CHAPTER = (
    "Chapter House(#1043R)\nStone benches ring an eight-sided room under a ribbed vault. The "
    "only way out is south.\nObvious exits:\nSouth",
    R("chapter house", "s", leads={"s": "cloister"}),
)
ALMONRY_TEXT = (
    "Almonry(#1044R)\nA bare room where bread was once handed out to the poor. A doorway west "
    "opens onto the gatehouse.\nContents:\nA wooden alms box"
)
ALMONRY = (
    f"{ALMONRY_TEXT}\n3 copper coins\nObvious exits:\nWest",
    R("almonry", "w", coin=True, leads={"w": "gatehouse"}),
)
STABLES = (
    "Stables(#1045R)\nEmpty stalls and a smell of old straw. The gatehouse is east.\nContents:"
    "\nA lame grey mule\nObvious exits:\nEast",
    R("stables", "e", leads={"e": "gatehouse"}),
)
HUH = ('Huh?  (Type "help" for help.)', K("refused"))
GATE_FAIL = (
    "The iron gate is locked. Brother Porter keeps the only key.",
    K("refused", door="locked"),
)

ITEMS = [
    # ---- map A: TADS 2-like canal ------------------------------------------------------------
    item(
        TOWPATH,
        "north",
        COTTAGE,
        "w",
        SCULLERY,
        notes="TADS 2 manner; the penny on the draining board is a coin, 'the big copper where "
        "the washing is boiled' is a boiler (no coin); the scullery's one doorway is east",
    ),
    item(
        TOWPATH,
        "north",
        COTTAGE,
        "w",
        SCULLERY,
        "take penny",
        TAKEN,
        "e",
        COTTAGE,
        "s",
        TOWPATH,
        notes="a loop back to the first room after taking the penny: north is visited, east "
        "and west are not; no initial in the first room",
    ),
    item(
        TOWPATH,
        "go east",
        BOATYARD,
        "n",
        ("The shed door is closed.", K("refused", door="closed")),
        notes="the shut paint shed door refuses the move: north is closed and refused, the "
        "person opens it",
    ),
    item(
        TOWPATH,
        "GO EAST",
        BOATYARD,
        "open shed door",
        OPENED,
        "north",
        PAINT_SHED,
        notes="TADS's 'Opened.' answers an open of the shed door named by its kind (north); "
        "a silver shilling among the brushes is a coin",
    ),
    item(
        TOWPATH,
        "w",
        TUNNEL,
        "e",
        TOWPATH,
        "head e",
        BOATYARD,
        notes="a loop through the first room; the tunnel is bricked up (no way west there); "
        "in the boatyard the shut door north is the way to try",
    ),
    item(
        TOWPATH,
        "go west",
        TUNNEL,
        "s",
        NO_WAY,
        "e",
        TOWPATH,
        "north",
        also(COTTAGE, "    The kettle begins to sing on the hob."),
        notes="a refusal left at the tunnel mouth (no fact here); the canal is water, no way "
        "south from the towpath",
    ),
    item(
        TOWPATH,
        "n",
        COTTAGE,
        "west",
        SCULLERY,
        "take coin",
        TAKEN,
        "east",
        COTTAGE,
        "south",
        TOWPATH,
        "travel e",
        BOATYARD,
        "open shed door",
        OPENED,
        "n",
        also(PAINT_SHED, "    Somewhere on the canal a barge horn sounds twice."),
        notes="eight turns: the penny taken, a loop through the first room, the shed opened; "
        "a second coin (the shilling) lies here",
    ),
    item(
        TOWPATH,
        "e",
        BOATYARD,
        "open shed door",
        OPENED,
        "north",
        PAINT_SHED,
        "take shilling",
        TAKEN,
        "walk to the south",
        BOATYARD_OPEN,
        notes="back in the boatyard with the door open: both ways lead to rooms seen, so the "
        "person goes back west, the way the boatyard was first entered",
    ),
    item(
        TOWPATH,
        "east",
        BOATYARD,
        "w",
        TOWPATH,
        "n",
        COTTAGE,
        "s",
        TOWPATH,
        "step west",
        TUNNEL,
        notes="the tunnel mouth's only way leads to the visited towpath: all visited, go back east",
    ),
    item(
        TOWPATH,
        "north",
        COTTAGE,
        "e",
        NO_WAY,
        "look",
        COTTAGE,
        notes="a refused east in the cottage (no exit east) stands after a look that shows no "
        "way there; west to the scullery is unexplored",
    ),
    # ---- map B: PennMUSH-like abbey ------------------------------------------------------------
    item(
        GATEHOUSE,
        "n",
        CLOISTER,
        "north",
        CHAPTER,
        notes="PennMUSH manner: the room's name with its dbref '(#1043R)' names 'chapter house'; "
        "its only exit is south, visited",
    ),
    item(
        GATEHOUSE,
        "e",
        ALMONRY,
        "get coins",
        ("Taken.", K("took")),
        "w",
        GATEHOUSE,
        "w",
        STABLES,
        notes="'3 copper coins' among the almonry's Contents are coins (taken); a lame mule is "
        "no coin; the stables' one exit leads to the visited gatehouse",
    ),
    item(
        GATEHOUSE,
        "go west",
        STABLES,
        "e",
        GATEHOUSE,
        "n",
        CLOISTER,
        "east",
        GATE_FAIL,
        notes="a builder's @fail message on the locked gate: east stays locked and refused; "
        "north to the chapter house is unexplored",
    ),
    item(
        GATEHOUSE,
        "s",
        HUH,
        "east",
        ALMONRY,
        notes="PennMUSH answers a direction with no exit 'Huh?' (refused south, left in the "
        "gatehouse); the coins in the almonry's Contents are here",
    ),
    item(
        GATEHOUSE,
        "n",
        CLOISTER,
        "n",
        CHAPTER,
        "s",
        CLOISTER,
        "move s",
        GATEHOUSE,
        notes="back in the first room: north visited, east and west not; no initial there",
    ),
    item(
        GATEHOUSE,
        "w",
        STABLES,
        "north",
        HUH,
        "e",
        GATEHOUSE,
        "leave east",
        also(ALMONRY, "Brother Anselm shuffles in, nods to you, and shuffles out again."),
        notes="a refusal left in the stables; the monk who passes through takes nothing: the "
        "coins are still here",
    ),
    item(
        GATEHOUSE,
        "e",
        ALMONRY,
        "get coins",
        ("Taken.", K("took")),
        "w",
        GATEHOUSE,
        "n",
        CLOISTER,
        "n",
        CHAPTER,
        "s",
        CLOISTER,
        notes="the cloister's locked gate east is the only unseen way and cannot be opened: "
        "the person goes back south, the way the cloister was first entered",
    ),
    item(
        GATEHOUSE,
        "n",
        CLOISTER,
        "east",
        GATE_FAIL,
        "s",
        GATEHOUSE,
        "e",
        ALMONRY,
        "take coins",
        ("Taken.", K("took")),
        "w",
        also(GATEHOUSE, "A bell rings for Vespers somewhere above you."),
        notes="the refusal at the gate is left in the cloister; in the gatehouse north and "
        "east are visited, west is not",
    ),
    item(
        GATEHOUSE,
        "go north",
        CLOISTER,
        "run north",
        CHAPTER,
        "east",
        HUH,
        notes="'Huh?' after east in the chapter house: refused east; the only exit, south, is "
        "visited",
    ),
    item(
        GATEHOUSE,
        "w",
        STABLES,
        "e",
        GATEHOUSE,
        "n",
        CLOISTER,
        "s",
        GATEHOUSE,
        "e",
        ALMONRY,
        "get coins",
        ("Taken.", K("took")),
        "w",
        GATEHOUSE,
        "west",
        also(STABLES, "The mule flicks an ear at you."),
        notes="eight turns looping through the gatehouse four times; the stables' one exit is "
        "visited",
    ),
]
