"""classic_if, thirty-sixth round: the coin game's own house told in the classic manners. Seven
walks (1-4 turns) on an Infocom-like parsonage: a Front Hall whose study door north is "closed
tight" at first, whose kitchen opens east through an archway, whose drawing room door west "has
been fastened back against the wall" and whose front door south is "locked and bolted"; a Kitchen
with a low doorway north to a Scullery; a Study with a half sovereign on the blotter; a Drawing
Room whose tall windows look west over the lawn. Replies: "The study door is closed tight. You
would have to open it first.", "You open the study door. It sticks at the top, then gives.",
"The front door is locked and bolted, and the bolts are rusted in.", "You have no key that fits
the front door.", "Taken. The half sovereign is cold, and heavier than it looks.", a return with
the church clock striking. Single rooms, most of them the same situation (a shut door, an open
way, a coin) told in other classic manners: a boot lobby whose north door "clicked shut behind
the cat", Scott Adams's root cellar (*INDIAN HEAD PENNY*), Level 9's larder with a thruppenny
bit, TADS 3's laundry, Hugo's pantry ("Also here is a silver threepenny piece"), a wash house
whose copper is a boiler, Adventuron's attic (a half dollar), ADRIFT's hayloft over a drop, a
side passage whose east door clicks shut in the draught, a vestry's padlocked churchyard door
and empty collection plate, back stairs in one long sentence (a tuppenny piece), and rooms that
are not houses (allotments by a railway embankment, a canal towpath). What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The parsonage (a tree): Front Hall n Study (door, closed tight at first), e Kitchen (arch),
# w Drawing Room (door fastened back), s front door (locked); Kitchen n Scullery.
def hall(study_open: bool = False) -> tuple:
    study = (
        "The study door, north, stands open."
        if study_open
        else "The study door, north, is closed tight."
    )
    return (
        "Front Hall\n"
        "A tiled hall smelling of beeswax and boiled cabbage, with a hatstand that holds a "
        "clerical hat and two umbrellas. An archway to the east opens into the kitchen, and "
        "the drawing room door, west, has been fastened back against the wall. "
        f"{study} South, the front door is locked and bolted.",
        R(
            "front hall",
            "n e w s",
            closed="" if study_open else "n",
            locked="s",
            leads={"n": "study", "e": "kitchen", "w": "drawing room"},
        ),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\n"
        "A black range fills the chimney breast, and a dresser of blue-and-white plates fills "
        "most of the rest. A low doorway in the north wall goes through to the scullery; the "
        "hall is west, through the arch.",
        R("kitchen", "n w", leads={"n": "scullery", "w": "front hall"}),
    )


def scullery() -> tuple:
    return (
        "Scullery\n"
        "A stone sink, a pump handle and a smell of carbolic soap. The only way out is south, "
        "into the kitchen.",
        R("scullery", "s", leads={"s": "kitchen"}),
    )


def study(coin: bool = True) -> tuple:
    money = " A half sovereign lies on the blotter, where somebody forgot it." if coin else ""
    return (
        "Study\n"
        "Sermons lie in drifts across the desk, and the vicar's pipe has gone cold in its "
        f"ashtray.{money} The only door is the one to the south.",
        R("study", "s", coin=coin),
    )


def drawing_room() -> tuple:
    return (
        "Drawing Room\n"
        "Dust sheets over everything but the piano. The tall windows to the west look out over "
        "the lawn and the church beyond it. The only way out is east, into the hall.",
        R("drawing room", "e"),
    )


REFUSE_STUDY = (
    "The study door is closed tight. You would have to open it first.",
    K("refused", "closed"),
)
OPEN_STUDY = ("You open the study door. It sticks at the top, then gives.", K("opened"))
REFUSE_FRONT = (
    "The front door is locked and bolted, and the bolts are rusted in.",
    K("refused", "locked"),
)

ITEMS = [
    # ---- walks on the parsonage ----
    item(
        hall(),
        "north",
        REFUSE_STUDY,
        "open north door",
        OPEN_STUDY,
        "north",
        study(),
        notes="the study door, closed tight, refused the move; opened, then walked through: "
        "the half sovereign on the blotter is a coin here (a half sovereign is a coin)",
    ),
    item(
        hall(),
        "e",
        kitchen(),
        "n",
        scullery(),
        notes="a dead end entered from the kitchen: the only way (south) is the way back, "
        "visited and the initial way",
    ),
    item(
        hall(),
        "go west",
        drawing_room(),
        "go east",
        hall(),
        "go east",
        kitchen(),
        notes="a loop through the hall; the drawing room's west windows are no exit; in the "
        "kitchen the scullery north is unexplored",
    ),
    item(
        hall(),
        "south",
        REFUSE_FRONT,
        notes="the front door, locked and bolted, refuses the move (locked: no open); the "
        "study door is closed, not locked: open it; the kitchen and drawing room are open",
    ),
    item(
        hall(),
        "e",
        kitchen(),
        "n",
        scullery(),
        "s",
        kitchen(),
        "w",
        also(hall(), "The church clock strikes three."),
        notes="back in the first room: east visited; the drawing room door fastened back is "
        "open, the study door closed tight (open it), the front door locked",
    ),
    item(
        hall(),
        "walk north",
        REFUSE_STUDY,
        "open north door",
        OPEN_STUDY,
        "walk north",
        study(),
        "take half sovereign",
        ("Taken. The half sovereign is cold, and heavier than it looks.", K("took")),
        notes="the coin taken (`take half sovereign`: its last word is a coin word); the "
        "only way is the way back south, visited",
    ),
    item(
        drawing_room(),
        "e",
        hall(),
        "unlock south door",
        ("You have no key that fits the front door.", K("none")),
        notes="a walk begun in the drawing room; a failed unlock changes nothing: the front "
        "door stays locked; the study door is closed (open it), the kitchen east unexplored",
    ),
    # ---- single rooms ----
    item(
        "Boot Lobby\n"
        "A narrow lobby smelling of dubbin and wet dog. The garden door, west, has been hooked "
        "open against the wall; the door north, into the house, clicked shut behind the cat a "
        "moment ago. On the doormat, face up, lies a penny.",
        R("boot lobby", "w n", closed="n", coin=True),
        notes='"clicked shut" is closed; the garden door hooked open is open; a penny on the '
        "doormat is a coin here",
    ),
    item(
        "I'm in a Root Cellar. Obvious exits: EAST, UP.\n"
        "I can also see: SACKS OF POTATOES, *INDIAN HEAD PENNY*",
        R("root cellar", "e u", coin=True),
        notes="Scott Adams's manner: \"I'm in a Root Cellar\" names the room; the starred "
        "treasure is a penny (a coin); up is no word of the vocabulary",
    ),
    item(
        "Larder. Shelves of jam, a side of bacon on a hook. Exits north and west. You see a "
        "thruppenny bit.",
        R("larder", "n w", coin=True),
        notes='Level 9\'s one-line room: "Larder." names it; a thruppenny bit is a coin',
    ),
    item(
        "Laundry\n"
        "A mangle, a copper gone cold, and washing strung from wall to wall like bunting. The "
        "door to the north is closed.\n"
        "Obvious exits lead north, and west to the kitchen.",
        R("laundry", "n w", closed="n", leads={"w": "kitchen"}),
        notes="TADS 3's exit lister gives both ways; the north door is closed; the copper is "
        "a boiler, not money: no coin",
    ),
    item(
        "Allotments\n"
        "Rows of leeks and runner beans, and a shed on every plot. A cinder path runs east "
        "between the plots to the gate, and a narrow way leads north past the compost heaps. "
        "West is the railway embankment, behind a fence no one could climb. Someone has "
        "dropped a pound coin by the water butt.",
        R("allotments", "e n", coin=True),
        notes="not a house; the fence no one could climb gives no way west; a pound coin by "
        "the water butt is a coin here",
    ),
    item(
        "Towpath\n"
        "The canal lies flat and brown to the south, and there is no boat on it. The towpath "
        "runs east toward the lock and west under a low bridge, and a stile in the hedge leads "
        "north into a field.",
        R("towpath", "e w n"),
        notes="not a house; water without a boat (south) is no exit; east, west and north "
        "(the stile) are",
    ),
    item(
        "Pantry\n"
        "Cold slate shelves, a meat safe and a crock of eggs. The kitchen is east, through a "
        "doorway with no door in it; the door north, to the cold store, is half-open.\n"
        "Also here is a silver threepenny piece.",
        R("pantry", "e n", coin=True, leads={"e": "kitchen"}),
        notes='Hugo\'s "Also here is": a threepenny piece is a coin; a door half-open is open',
    ),
    item(
        "Wash House\n"
        "Ways out: the scullery door to the north (shut) and the drying green, east. The "
        "copper stands cold in its brick surround, and there is not a coin anywhere; you "
        "looked.",
        R("wash house", "n e", closed="n"),
        notes='the copper is a boiler; "not a coin anywhere": no coin; the scullery door is '
        "shut (open it), the drying green east is open",
    ),
    item(
        "You are in the Attic.\n"
        "Exits : down, east\n"
        "You notice : a rocking horse, a tea chest, a half dollar",
        R("attic", "d e", coin=True),
        notes="Adventuron's lists: a half dollar is a coin; down is no word of the vocabulary",
    ),
    item(
        "Hayloft\n"
        "Bales are stacked to the rafters, with a pitchfork driven into one of them. The "
        "loading door on the north side opens onto a ten-foot drop to the yard.\n"
        "Exits are west and down.",
        R("hayloft", "w d"),
        notes="ADRIFT's exit line gives west and down; the loading door over a ten-foot drop "
        "is no way north",
    ),
    item(
        "Side Passage\n"
        "A whitewashed passage with a row of hooks for the garden coats. At its west end an "
        "archway opens into the kitchen garden; at the east end a door creaks on its hinges "
        "and then clicks shut in the draught.",
        R("side passage", "w e", closed="e"),
        notes="the east door shuts within the text: its last state, closed; the archway west "
        "is open",
    ),
    item(
        "Vestry\n"
        "Surplices on pegs, Sunday's hymn numbers on a board, and a collection plate, empty, "
        "on the table. A door leads north into the church; another, to the east, gives onto "
        "the churchyard and is locked with the sexton's padlock.",
        R("vestry", "n e", locked="e"),
        notes="the empty collection plate holds no coin; the east door is padlocked (locked: "
        "no open); north into the church is open",
    ),
    item(
        "Back Stairs\n"
        "North and west are the only ways off this cramped half-landing apart from the stairs "
        "themselves, which go up to the maids' rooms and down to the kitchen passage, and on "
        "the third step from the top someone has left a tuppenny piece.",
        R("back stairs", "n w u d", coin=True),
        notes="one long sentence: north, west, up and down are ways out (up and down outside "
        "the vocabulary); a tuppenny piece on a step is a coin here",
    ),
]
