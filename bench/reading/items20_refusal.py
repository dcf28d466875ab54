"""refusal, twentieth round: walks on one landing of an old prison whose last moves (or moves in
the middle) the game refused, in many wordings: an officer's word, a gate's, a wall's, a
rattled door's; refusals cleared by an open and by a description with the door open, kept by a
look that shows the door still shut, by an unlock that leaves it shut, left behind in an
earlier room; a refusal and the room in one text (Both); two refusals in a row. One symmetric
tree map fixed first and printed by functions, so a room reads the same on every visit: the
Landing (east your cell, its door open; west the Association Room; north the wing gate,
locked), the Association Room (south the Library behind a door, shut at first), the Library,
Cell 12. Moves spelled `w`, `e`, `n`, `s`, `west`, `go east`, `walk north`, `head s`, `go to
the south`, `ne`. Five single texts of other prisons' refusals with the room close the style.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# the map: Landing e Cell 12, w Association Room (n: wing gate, locked);
# Association Room s Library (door).
def landing() -> tuple:
    return (
        "THE FOURS, B WING\nA steel landing with a net slung across the well below. Your cell, "
        "number 12, is east, its door standing open for association. The association room is "
        "west. North, the wing gate is locked.",
        R(
            "the fours, b wing",
            "e w n",
            locked="n",
            leads={"e": "cell 12", "w": "association room"},
        ),
    )


def cell(coin: bool = False) -> tuple:
    extra = " A half-crown lies on the pillow where someone tossed it." if coin else ""
    return (
        "CELL 12\nA bunk, a chair, a slop bucket and a barred window high up. The door, west, "
        f"is open.{extra}",
        R("cell 12", "w", coin=coin),
    )


def association(library_open: bool = False) -> tuple:
    door = "stands open" if library_open else "is shut"
    return (
        "ASSOCIATION ROOM\nA pool table with a torn cloth, plastic chairs and a television in a "
        f"cage. The library door, south, {door}. The landing is east.",
        R(
            "association room",
            "s e",
            closed="" if library_open else "s",
            leads={"s": "library", "e": "the fours, b wing"},
        ),
    )


def library(coin: bool = False) -> tuple:
    extra = " A shilling has been left on the returns desk." if coin else ""
    return (
        "LIBRARY\nShelves of law books and westerns, most of them read to pieces. The door "
        f"north is the only way out.{extra}",
        R("library", "n", coin=coin),
    )


OFFICER = "An officer steps across your path. 'Where d'you think you're going? Gate's locked.'"
KEYS = "Keys jangle somewhere below."

ITEMS = [
    item(
        cell(),
        "w",
        landing(),
        "n",
        (OFFICER, K("refused")),
        notes="an officer's word at the locked gate is a refusal: refused, locked (no open); "
        "east visited and the way in; west unexplored: go west",
    ),
    item(
        landing(),
        "w",
        association(),
        "s",
        ("The library door is shut. Library's Tuesdays only.", K("refused", "closed")),
        notes="refused at the shut library door: refused and closed; east visited and the way "
        "in: open south",
    ),
    item(
        landing(),
        "west",
        association(),
        "south",
        ("The library door is shut.", K("refused", "closed")),
        "open door",
        ("You push the library door open. Nobody stops you.", K("opened", "s")),
        notes="a refusal cleared by opening the door: south open and unexplored: go south",
    ),
    item(
        landing(),
        "w",
        association(),
        "s",
        ("You rattle the library door. It's shut.", K("refused", "closed")),
        "look",
        also(association(), KEYS),
        notes="a look that shows the library door still shut keeps the refusal",
    ),
    item(
        landing(),
        "w",
        association(),
        "w",
        ("There's only the wall there, painted cream like every other wall.", K("refused")),
        "s",
        ("The library door is shut.\n\n" + KEYS, K("refused", "closed")),
        notes="two refusals in a row: west (a wall) and south (the shut door); both refused, "
        "south closed; east visited and the way in",
    ),
    item(
        cell(),
        "w",
        landing(),
        "walk north",
        (
            OFFICER + "\n\nTHE FOURS, B WING\nA steel landing with a net slung across the well "
            "below. Your cell, number 12, is east, its door standing open for association. The "
            "association room is west. North, the wing gate is locked.",
            Both(K("refused"), landing()[1]),
        ),
        notes="the officer's refusal and the landing printed again in one text: refused north, "
        "locked; east the way in; west unexplored",
    ),
    item(
        landing(),
        "n",
        (OFFICER, K("refused")),
        "e",
        cell(coin=True),
        notes="the gate's refusal left on the landing; the half-crown on the pillow in the cell "
        "is a coin: take it",
    ),
    item(
        association(),
        "e",
        landing(),
        "s",
        ("Over the rail? Into the net? Not today.", K("refused")),
        "e",
        cell(),
        "wait",
        ("You wait. A radio plays two doors down.", K("none")),
        notes="a refusal south over the rail left on the landing; waiting keeps the cell: its "
        "one exit west is visited and the way in: go west",
    ),
    item(
        association(library_open=True),
        "s",
        library(coin=True),
        "take shilling",
        ("You pocket the shilling. Nobody saw.", K("took")),
        "n",
        association(library_open=True),
        "e",
        landing(),
        "n",
        ("The gate is locked. It's always locked.", K("refused")),
        notes="the shilling taken, a walk back to the landing; the gate refused: locked; west "
        "visited and the way in; east unexplored: go east",
    ),
    item(
        library(),
        "n",
        association(library_open=True),
        "go to the south",
        (
            "The library door swings to in a draught and clicks shut as you reach it.",
            K("refused", "closed"),
        ),
        notes="a draught shuts the door as the player reaches it: refused and closed; south is "
        "the way in (visited); east unexplored: go east",
    ),
    item(
        landing(),
        "unlock gate",
        ("You haven't got the key. The officers have the keys.", K("none")),
        "n",
        ("Locked.", K("refused")),
        "w",
        association(),
        notes="the gate's refusal left on the landing; in the association room east is visited "
        "and the way in; the library door south is shut: open it",
    ),
    item(
        landing(),
        "ne",
        ("You can't go that way. There's nothing northeast but the net.", K("refused")),
        "w",
        association(),
        "s",
        ("Shut.", K("refused", "closed")),
        "open south",
        ("Opened.", K("opened")),
        "s",
        library(),
        notes="a refused 'ne' (no fact) left behind; a refusal cleared by an open; the library: "
        "its one exit north is visited and the way in",
    ),
    item(
        landing(),
        "go east",
        cell(),
        "go east",
        ("You press your face to the window bars. The yard is four floors down.", K("refused")),
        notes="the window east is no way: refused east; the cell's one exit west is visited and "
        "the way in",
    ),
    item(
        association(),
        "open door",
        ("The library door opens with a sigh of old paper.", K("opened", "s")),
        "s",
        library(),
        "n",
        association(library_open=True),
        "e",
        landing(),
        "n",
        (
            "A voice on the tannoy: 'Fours, stay on your landing.' The gate stays locked.",
            K("refused"),
        ),
        notes="a tannoy's word at the gate: refused, locked; west visited and the way in; east "
        "unexplored",
    ),
    item(
        cell(),
        "head w",
        landing(),
        "walk west",
        association(),
        "head s",
        ("The door is shut and you are told to leave it shut.", K("refused", "closed")),
        notes="a door the player is told to leave shut: refused and closed (not locked); the "
        "person's action is still to open it",
    ),
    item(
        (
            "WASH HOUSE\nSinks, a drain, a mop in a bucket. The door to the shower block, "
            "north, is locked. The landing is west.",
            R("wash house", "n w", locked="n"),
        ),
        "n",
        (
            "You can't go north: the shower block is out of bounds after nine.\n\n"
            "WASH HOUSE\nSinks, a drain, a mop in a bucket. The door to the shower block, "
            "north, is locked. The landing is west.",
            Both(K("refused"), R("wash house", "n w", locked="n")),
        ),
        notes="a refusal and the room in one text: refused north at a locked door (no open); "
        "the first room, no initial: go west",
    ),
    item(
        (
            "GATE LODGE\nA glass booth by the outer gate. The gate, south, is locked and "
            "watched. A corridor runs north to the visits hall and a door east leads to the "
            "property store; it is closed.",
            R("gate lodge", "s n e", locked="s", closed="e"),
        ),
        "s",
        ("'Nice try,' says the officer in the booth, not looking up.", K("refused")),
        notes="an officer's remark after a move at the locked gate is a refusal; north open, "
        "east closed: go north or open east",
    ),
    item(
        (
            "EXERCISE YARD\nHigh walls, a painted track, a single bench. The door back into the "
            "wing is east and stands open. Razor wire tops every wall.",
            R("exercise yard", "e"),
        ),
        "w",
        ("You reach the wall. Twenty feet of brick and wire. You turn back.", K("refused")),
        "n",
        (
            "The north wall is no better than the west.",
            K("refused"),
        ),
        notes="two refusals at walls: west and north refused; east is the only exit",
    ),
    item(
        (
            "SEGREGATION CORRIDOR\nA short corridor of heavy doors, all of them closed. The "
            "corridor runs east and west. A door to the south, marked OFFICE, is locked.",
            R("segregation corridor", "e w s", locked="s"),
        ),
        "s",
        ("The office door is locked.", K("refused")),
        "unlock door to south",
        ("The officer unlocks the door for you, but leaves it shut.", K("unlocked")),
        notes="an unlock that leaves the door shut keeps the refusal: refused and closed; now "
        "not locked: open south; east and west are open ways",
    ),
    item(
        (
            "HEALTHCARE WAITING ROOM\nBenches bolted to the floor. The nurse's door is north, "
            "closed. The corridor is west.",
            R("healthcare waiting room", "n w", closed="n"),
        ),
        "n",
        ("You knock. 'Wait to be called!' The door stays shut.", K("refused", "closed")),
        "wait",
        (
            "You wait. After a while the nurse opens her door: 'Next.' The door stands open.",
            R(None, "n w"),
        ),
        notes="a refusal at the nurse's door cleared when the game shows the door open (read as "
        "the room again with north open): north and west are open, neither visited",
    ),
]
