"""refusal, forty-third round: refusals in wordings the earlier rounds did not use, in places they
named seldom, and what clears or keeps them: a level crossing's gates "down" that rise after a wait
(the room printed again: cleared), a crevasse kept by a look, "You'd have to draw the bolts first,
and they're on the other side.", a Scots "Ye cannae gang that way", a translated game's "Impossible
to go in this direction.", "ACCESS DENIED. The security door stays locked." kept by a look, a tool
shed unlocked and opened (cleared), "You'd be swept away." at a river, two refusals in a row kept by
a look, "That way lies only the cliff edge." with the room printed again (Both), a refusal left
behind in a chapel, a locked door examined, a refused `nw` beside a refused north, a potter who
opens a locked gate after a bell is rung (the room printed again: cleared), "The door is closed. You
must open it before." opened and walked through, "You walk into the glass. It's a window, not a
door.", a portcullis raised by a lever (the room printed again: cleared), "You'll need a ladder for
that." (a refused `up`, no fact), an inventory that keeps a refusal, a radio's "Negative, the road
east is under water. Over." What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def crossing(gates_open: bool) -> tuple:
    state = "up, and the way across is clear" if gates_open else "down across the road"
    return (
        "Level Crossing\nThe road crosses the railway here. The crossing gates to the north are "
        f"{state}. A lane runs west past the keeper's cottage.",
        R("level crossing", "n w", closed="" if gates_open else "n"),
    )


CREVASSE = (
    "Glacier Camp\nTwo tents and a stack of ration boxes on the ice. East of the camp a crevasse "
    "splits the glacier, blue and bottomless. The trail runs north and south.",
    R("glacier camp", "n s"),
)
STONE_PASSAGE = (
    "Undercroft\nLow vaults on squat pillars, and the smell of damp stone. There is a door to the "
    "north and an archway to the west.",
    R("undercroft", "n w"),
)


def portcullis(up: bool) -> tuple:
    state = "raised, its spikes hanging over your head" if up else "down"
    return (
        "Gate Passage\nA dark passage through the thickness of the castle wall. The portcullis "
        f"to the east is {state}. An iron lever is set in the wall. The courtyard is west.",
        R("gate passage", "e w", closed="" if up else "e", leads={"w": "courtyard"}),
    )


def kiln_yard(gate_open: bool) -> tuple:
    state = "stands open" if gate_open else "is locked"
    return (
        "Pottery Yard\nBroken pots are heaped against the wall, and the bottle kiln smokes "
        f"gently. The gate to the south {state}. The throwing room is east.",
        R(
            "pottery yard",
            "s e",
            locked="" if gate_open else "s",
            leads={"e": "throwing room"},
        ),
    )


ITEMS = [
    item(
        crossing(False),
        "north",
        ("The gates are down. A train is coming.", K("refused", "closed")),
        "wait",
        (
            "The express thunders past, and the keeper swings the gates back.\n\n"
            + crossing(True)[0],
            crossing(True)[1],
        ),
        notes="A level crossing's gates refused (down: closed); after a wait the keeper opens "
        "them and the room is printed again with the gates up: the refusal is cleared, north "
        "is an open way.",
    ),
    item(
        CREVASSE,
        "east",
        ("The crevasse is far too wide to jump, and far too deep to think about.", K("refused")),
        "look",
        CREVASSE,
        notes="A move east at a crevasse (no exit) refused; a look keeps it: refused(east); the "
        "trail north and south.",
    ),
    item(
        STONE_PASSAGE,
        "north",
        (
            "You'd have to draw the bolts first, and they're on the other side.",
            K("refused", "locked"),
        ),
        notes="A door north whose state the room did not give, refused as bolted from the other "
        "side (locked: no open); the archway west is the way.",
    ),
    item(
        (
            "Burnside\nA wee stone bothy by the burn, its door hanging open to the north. The burn "
            "runs loud along the east side, brown with rain. A track goes south.",
            R("burnside", "n s"),
        ),
        "east",
        ("Ye cannae gang that way. The burn's in spate.", K("refused")),
        notes="A Scots refusal: 'Ye cannae gang that way' (you cannot go that way) at a burn in "
        "spate (no exit east): refused(east); the bothy north and the track south.",
    ),
    item(
        (
            "Hall of Mirrors\nA hundred of you stare back from a hundred mirrors. The exit is to "
            "the south. A passage continues to the west.",
            R("hall of mirrors", "s w"),
        ),
        "north",
        ("Impossible to go in this direction.", K("refused")),
        notes="A translated game's refusal: 'Impossible to go in this direction.' (north, no "
        "exit): refused(north); the mirrors are no way.",
    ),
    item(
        (
            "Airlock Antechamber\nSpacesuits hang in open lockers. The security door to the west "
            "is locked; a red light glows above its keypad. The crew deck is south.",
            R("airlock antechamber", "w s", locked="w", leads={"s": "crew deck"}),
        ),
        "west",
        ("ACCESS DENIED. The security door stays locked.", K("refused", "locked")),
        "look",
        (
            "Airlock Antechamber\nSpacesuits hang in open lockers. The security door to the west "
            "is locked; a red light glows above its keypad. The crew deck is south.",
            R("airlock antechamber", "w s", locked="w", leads={"s": "crew deck"}),
        ),
        notes="A sci-fi refusal: 'ACCESS DENIED. The security door stays locked.'; the look "
        "shows the door still locked: refused(west) stands, no open; the crew deck south.",
    ),
    item(
        (
            "Allotment\nRows of leeks and a scarecrow in a cardigan. The tool shed door, west, is "
            "locked. The path leads north to the gate.",
            R("allotment", "w n", locked="w"),
        ),
        "west",
        ("The tool shed door is locked.", K("refused", "locked")),
        "unlock west with brass key",
        ("Unlocked.", K("unlocked")),
        "open west",
        ("You open the tool shed door. Spiders scatter.", K("opened")),
        notes="A locked shed refused, unlocked (still shut) and then opened: the refusal is "
        "cleared; west is an open way now.",
    ),
    item(
        (
            "River Meadow\nButtercups and cow parsley. The river runs along the south side of the "
            "meadow, high and brown after the rain. A stile leads north; a gate leads west.",
            R("river meadow", "n w"),
        ),
        "south",
        ("You'd be swept away.", K("refused")),
        notes="A move south at a river in flood (no exit) refused: refused(south); the stile "
        "north and the gate west.",
    ),
    item(
        (
            "Crypt\nStone coffins in niches, and the names on them worn away. The crypt gate, to "
            "the north, is locked. An archway leads west into the nave aisle.",
            R("crypt", "n w", locked="n"),
        ),
        "north",
        ("The crypt gate is locked.", K("refused", "locked")),
        "east",
        ("There's only wall that way.", K("refused")),
        "look",
        (
            "Crypt\nStone coffins in niches, and the names on them worn away. The crypt gate, to "
            "the north, is locked. An archway leads west into the nave aisle.",
            R("crypt", "n w", locked="n"),
        ),
        notes="Two refusals in a row (the locked gate north, a wall east), kept by a look: "
        "refused(north), refused(east); the archway west is the way.",
    ),
    item(
        (
            "Cliff Path\nThe path runs along the clifftop between gorse bushes. To the west the "
            "land ends and the sea begins, a long way down. The path goes north and south.",
            R("cliff path", "n s"),
        ),
        "west",
        (
            "That way lies only the cliff edge.\n\nCliff Path\nThe path runs along the clifftop "
            "between gorse bushes. To the west the land ends and the sea begins, a long way down. "
            "The path goes north and south.",
            Both(
                K("refused"),
                R("cliff path", "n s"),
            ),
        ),
        notes="A refusal at a cliff edge with the room printed again in the same text (Both): "
        "refused(west) stands (the room shows no way west); north and south.",
    ),
    item(
        (
            "Chapel of Rest\nWhite lilies and a hush. The door to the west is locked. A passage "
            "leads north to the bell loft.",
            R("chapel of rest", "w n", locked="w", leads={"n": "bell loft"}),
        ),
        "west",
        ("It's locked. Of course it's locked.", K("refused", "locked")),
        "north",
        (
            "Bell Loft\nThe bell ropes hang through holes in the ceiling, their sallies striped "
            "red, white and blue. The passage south is the only way out.",
            R("bell loft", "s"),
        ),
        notes="A refusal left behind in the chapel of rest: in the bell loft no refusal stands; "
        "south is visited, the way in, all visited.",
    ),
    item(
        (
            "Sexton's Lodge\nA kettle, a calendar from the undertaker's and a row of spades. The "
            "vestry door is east. The churchyard is south.",
            R("sexton's lodge", "e s", leads={"s": "churchyard"}),
        ),
        "east",
        ("The vestry door is shut.", K("refused", "closed")),
        "examine vestry door",
        ("A stout oak door with iron studs. It is shut, but it has no lock.", K("none")),
        notes="The vestry door (its state not given by the room) refused as shut and examined "
        "('shut, but it has no lock'): closed(east), refused(east) stand; open east or go "
        "south.",
    ),
    item(
        (
            "Wash House\nCoppers for boiling sheets, a mangle and a drain in the floor. The north "
            "door is bolted from the far side. The yard is south.",
            R("wash house", "n s", locked="n", leads={"s": "yard"}),
        ),
        "nw",
        ("There's no way northwest.", K("refused")),
        "north",
        ("The bolts hold. Whoever shot them is on the other side.", K("refused", "locked")),
        notes="A refused `nw` (outside the vocabulary: no fact) and a refused north at a door "
        "bolted from the far side (locked): refused(north); go south.",
    ),
    item(
        kiln_yard(False),
        "south",
        ("The gate is locked. There's a bell on a chain beside it.", K("refused", "locked")),
        "ring bell",
        (
            "The potter comes out wiping her hands, unlocks the gate and swings it open.\n\n"
            + kiln_yard(True)[0],
            kiln_yard(True)[1],
        ),
        notes="A locked gate refused; after a ring of the bell the potter opens it and the room "
        "is printed again with the gate open: the refusal is cleared, south is an open way.",
    ),
    item(
        (
            "Weinstube\nLong tables, wooden benches, a stag's head over the door. The door to "
            "the east is closed. The Gasse is north.",
            R("weinstube", "e n", closed="e"),
        ),
        "east",
        ("The door is closed. You must open it before.", K("refused", "closed")),
        "open door",
        ("The door is now open.", K("opened", "e")),
        "east",
        (
            "Keller\nBarrels of wine lie in rows in the cool dark. The door to the west stands "
            "open.",
            R("keller", "w"),
        ),
        notes="A translated game's 'The door is closed. You must open it before.' (closed), the "
        "door opened and walked through: the refusal left behind; in the Keller west is "
        "visited, the way in, all visited.",
    ),
    item(
        (
            "Conservatory\nGlass on three sides, and a grapevine trained along the roof. The west "
            "wall is one great window. The house door is south.",
            R("conservatory", "s"),
        ),
        "west",
        ("You walk into the glass. It's a window, not a door.", K("refused")),
        notes="A move west into a window (no exit) refused: refused(west); the house door south.",
    ),
    item(
        portcullis(False),
        "east",
        ("The portcullis is down. You'd need to raise it.", K("refused", "closed")),
        "pull lever",
        (
            "With a clanking of chains the portcullis rises.\n\n" + portcullis(True)[0],
            portcullis(True)[1],
        ),
        notes="A portcullis refused (down: a closed way), raised by a lever, and the room "
        "printed again with it raised: cleared; east and west are open ways.",
    ),
    item(
        (
            "Walled Garden\nEspaliered pears against old brick, and a sundial gone green. The "
            "wall is twelve feet high all round. A door leads south; a gap leads east.",
            R("walled garden", "s e"),
        ),
        "go up",
        ("You'll need a ladder for that.", K("refused")),
        notes="A refused climb up the wall (up: outside the vocabulary, no fact); the exits "
        "south and east remain.",
    ),
    item(
        (
            "Scullery Passage\nA flagged passage smelling of soap. The cellar door, north, is "
            "shut. The kitchen is west.",
            R("scullery passage", "n w", closed="n", leads={"w": "kitchen"}),
        ),
        "north",
        ("The cellar door is shut.", K("refused", "closed")),
        "i",
        ("You are carrying a torch and a ball of string.", K("none")),
        notes="A shut door refused, then an inventory (nothing changes): refused(north), "
        "closed(north) stand; open north or go west.",
    ),
    item(
        (
            "Checkpoint Hut\nA radio crackles on the table. The road east is under a foot of "
            "brown water where the river has come over. The road west is dry. A track runs "
            "north.",
            R("checkpoint hut", "w n"),
        ),
        "east",
        ("RADIO: Negative, the road east is under water. Over.", K("refused")),
        notes="A radio's refusal of the flooded road east (no exit): refused(east); west and "
        "north.",
    ),
]
