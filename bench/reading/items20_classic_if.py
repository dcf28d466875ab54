"""classic_if, twentieth round: walks in a clockmaker's house printed in an Infocom-like manner
(a title line, a paragraph, "There is ... here."), on one symmetric tree map fixed first and
printed by functions, so a room reads the same on every visit: the Workshop (north the
Showroom, east the Back Passage, west a small door to the Spring Store, shut at first), the
Showroom (the shop door east, locked), the Back Passage (north the Kitchen, east the Walled
Garden through a glass door that stands open), the Walled Garden (a gate north, chained and
padlocked). Replies that keep the room ("Taken.", "Opened.", "Time passes.", "You are
empty-handed.", "I don't know the word ...", an examined thing), refusals in the middle of a
walk, a door opened and closed again, loops back to the workshop and the passage, a coin taken
on the way; moves spelled `n`, `north`, `go east`, `e`, `walk west`, `head south`, `go to the
north`, `step east`, `S`. Four single rooms of a clock tower close the style. What a person reads
in each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# the map: Workshop n Showroom, e Back Passage, w Spring Store (small door);
# Back Passage n Kitchen, e Walled Garden. Showroom e: shop door (locked);
# Walled Garden n: iron gate (locked).
def workshop(small_open: bool = False) -> tuple:
    state = "stands open" if small_open else "is closed"
    return (
        "Workshop\nBenches crowded with half-mended movements fill this low room, and a hundred "
        "clocks tick out of step. The showroom is north of here and a back passage runs east. "
        f"A small door in the west wall {state}.",
        R(
            "workshop",
            "n e w",
            closed="" if small_open else "w",
            leads={"n": "showroom", "e": "back passage"},
        ),
    )


def showroom() -> tuple:
    return (
        "Showroom\nGlass cases of carriage clocks and pocket watches line the walls. The shop "
        "door to the east is locked, and the blinds are down over the bay window. An archway "
        "to the south opens into the workshop.",
        R("showroom", "s e", locked="e", leads={"s": "workshop"}),
    )


def passage() -> tuple:
    return (
        "Back Passage\nA narrow passage smelling of oil and brass polish. It turns north toward "
        "the kitchen, and a glass door at its east end stands open on the garden. The workshop "
        "is to the west.",
        R(
            "back passage",
            "n e w",
            leads={"n": "kitchen", "e": "walled garden", "w": "workshop"},
        ),
    )


def kitchen(coin: bool = True) -> tuple:
    extra = "\nThere is a gold half-sovereign on the dresser." if coin else ""
    return (
        "Kitchen\nA range, a scrubbed table and a dresser of blue plates. The only door is the "
        f"one to the south.{extra}",
        R("kitchen", "s", coin=coin),
    )


def garden() -> tuple:
    return (
        "Walled Garden\nGravel paths run between clipped box hedges. A wrought-iron gate in the "
        "north wall is chained and padlocked. The glass door into the house is west.",
        R("walled garden", "w n", locked="n", leads={"w": "back passage"}),
    )


def store(coin: bool = True, small_open: bool = True) -> tuple:
    state = "stands open" if small_open else "is closed"
    extra = "\nThere is a silver kreuzer here, under the lowest shelf." if coin else ""
    return (
        "Spring Store\nA cupboard of a room, shelved to the ceiling with labelled boxes of "
        f"mainsprings and hairsprings. The small door to the east {state}; it is the only way "
        f"out.{extra}",
        R("spring store", "e", closed="" if small_open else "e", coin=coin),
    )


def closed_again(line: str) -> tuple:
    """The small door shut again from the workshop: the room as it now is."""
    return (line, R(None, "n e w", closed="w"))


CHIME = "A carriage clock in the showroom chimes the quarter."
CUCKOO = "Somewhere a cuckoo calls twice and falls silent."
STRIKE = "Every clock in the house begins, raggedly, to strike twelve."

ITEMS = [
    item(
        workshop(),
        "n",
        showroom(),
        "s",
        workshop(),
        "e",
        passage(),
        "n",
        kitchen(),
        notes="a loop through the showroom and back, then east and north: the half-sovereign on "
        "the dresser is a coin in the kitchen; take it",
    ),
    item(
        workshop(),
        "open small door",
        ("Opened.", K("opened", "w")),
        "w",
        store(),
        "take coin",
        ("Taken.", K("took")),
        "e",
        also(workshop(small_open=True), CHIME),
        notes="the small door opened by its kind (west), the kreuzer taken in the store, back "
        "to the first room: west is visited, north and east are not",
    ),
    item(
        showroom(),
        "s",
        workshop(),
        "e",
        passage(),
        "w",
        workshop(),
        "w",
        ("The small door is closed.\n\n" + CUCKOO, K("refused", "closed")),
        notes="the move west refused at the small door, which is closed: refused and closed; "
        "north and east are visited and north the way first entered: open the door",
    ),
    item(
        garden(),
        "w",
        passage(),
        "w",
        workshop(),
        "north",
        showroom(),
        "east",
        ("The shop door is locked, and the key hangs on a hook you cannot reach.", K("refused")),
        notes="the locked shop door refused: locked stays closed with no open; the only other "
        "way is south, the way in: go south",
    ),
    item(
        kitchen(coin=False),
        "s",
        passage(),
        "e",
        garden(),
        "n",
        ("The chain rattles, but the padlock holds.", K("refused")),
        "w",
        also(passage(), CHIME),
        notes="the gate's refusal was left in the garden; in the passage north (kitchen) and "
        "east (garden) are visited, west is not; the way back is north",
    ),
    item(
        workshop(),
        "e",
        passage(),
        "e",
        garden(),
        "w",
        passage(),
        "w",
        workshop(),
        "n",
        showroom(),
        "s",
        also(workshop(), STRIKE),
        notes="six moves ending where they began: north and east visited, the small door west "
        "still closed and unexplored: open it",
    ),
    item(
        store(coin=False),
        "e",
        workshop(small_open=True),
        "n",
        showroom(),
        "s",
        workshop(small_open=True),
        "e",
        passage(),
        "n",
        kitchen(coin=False),
        "s",
        also(passage(), CUCKOO),
        notes="from the store through the workshop twice; in the passage west and north are "
        "visited, east (the garden) is not: go east; the passage was first entered from the "
        "west",
    ),
    item(
        workshop(),
        "x clocks",
        ("No two of them agree about the time.", K("none")),
        "go east",
        passage(),
        "look",
        also(passage(), "A draught from the garden stirs the dust."),
        notes="examining the clocks keeps the room; the look prints the passage again: west "
        "visited and the way in; north and east unexplored",
    ),
    item(
        kitchen(),
        "get half-sovereign",
        ("Taken.\n\nThe range ticks as it cools.", K("took")),
        "s",
        passage(),
        "w",
        workshop(),
        "open west door",
        ("Opened.", K("opened")),
        "w",
        store(coin=True),
        notes="the half-sovereign taken in the kitchen; the kreuzer in the store is a coin in "
        "this room: take it",
    ),
    item(
        workshop(),
        "open small door",
        ("Opened.", K("opened", "w")),
        "walk west",
        store(coin=False),
        "walk east",
        workshop(small_open=True),
        "close small door",
        closed_again("You close the small door. The clocks go on ticking."),
        notes="a door opened, walked through and closed again: the workshop with west closed and "
        "visited; north and east are unexplored",
    ),
    item(
        passage(),
        "east",
        garden(),
        "n",
        ("The gate is chained shut.", K("refused")),
        "unlock gate",
        ("You have no key that fits the padlock.", K("none")),
        notes="a refusal at the locked gate, an unlock without a key changes nothing: refused "
        "and locked; the way back west is the only sensible move",
    ),
    item(
        showroom(),
        "go to the south",
        workshop(),
        "step east",
        passage(),
        "wind clocks",
        ('I don\'t know the word "wind".', K("none")),
        "head north",
        also(kitchen(), "A kettle on the range begins to murmur."),
        notes="moves spelled 'go to the south', 'step east', 'head north'; a word the game did "
        "not know keeps the room; the half-sovereign is here: take it",
    ),
    item(
        workshop(),
        "S",
        ("You can't go that way.", K("refused")),
        "N",
        also(showroom(), CHIME),
        notes="a refusal south in the workshop (no way there), then north into the showroom: "
        "the refusal was left in the workshop; south is the way in, the shop door locked: go "
        "south",
    ),
    item(
        workshop(),
        "e",
        passage(),
        "n",
        kitchen(),
        "take coin",
        ("Taken.", K("took")),
        "s",
        passage(),
        "e",
        garden(),
        "w",
        passage(),
        "wait",
        ("Time passes.\n\n" + STRIKE, K("none")),
        notes="a seven-turn walk: after the kitchen and the garden, the passage's three ways all "
        "lead to visited rooms (all_visited): go back west, the way first entered",
    ),
    item(
        store(coin=False, small_open=False),
        "open door",
        ("Opened.", K("opened", "e")),
        "e",
        workshop(small_open=True),
        "i",
        ("You are empty-handed.", K("none")),
        "n",
        showroom(),
        notes="a walk out of the closed store; the showroom's only ways are south (visited, "
        "the way in) and the locked shop door: go back south",
    ),
    item(
        passage(),
        "w",
        workshop(),
        "w",
        ("The small door is closed.", K("refused", "closed")),
        "open it",
        ("Opened.", K("opened", "w")),
        "w",
        also(store(), "Far off, the tower clock strikes one."),
        notes="refused at the closed door, opened it ('it': the small door west), walked in: the "
        "kreuzer under the shelf is a coin here",
    ),
    item(
        (
            "Clock Tower Stair\nA spiral of worn stone steps climbs into the dark toward the bell "
            "chamber. A low door east leads out onto the leads of the roof; it is bolted on "
            "the far side. The landing is west.",
            R("clock tower stair", "up e w", locked="e"),
        ),
        notes="a single room: up is outside the vocabulary; a door bolted on the far side is "
        "locked (no open); west is an open way: go west",
    ),
    item(
        (
            "Bell Chamber\nThe great bell hangs from an oak frame, its rope coiled below. "
            "Louvred openings on all four sides look out over the town; there is no way through "
            "them. Steps lead down. A dull bronze pfennig lies on the boards.",
            R("bell chamber", "down", coin=True),
        ),
        notes="louvred openings on four sides are views, not exits; only down, outside the "
        "vocabulary; the pfennig is a coin: take it",
    ),
    item(
        (
            "Going Train Room\nThe tower clock's going train turns with a grinding patience. A "
            "trapdoor in the floor is shut. A doorway to the north leads to the dial room, and "
            "there is a narrow gap to the south between the frame and the wall.",
            R("going train room", "down n s", closed="down"),
        ),
        notes="a shut trapdoor in the floor is a way down (no fact); a doorway north and a "
        "narrow gap south are exits a person can take: go north or south",
    ),
    item(
        (
            "Dial Room\nThe back of the great dial, its numerals reversed, fills the north wall; "
            "light comes through the milk-glass. The hands' shafts run through the centre. "
            "There is no way out but the doorway south.",
            R("dial room", "s"),
        ),
        notes="the dial's north wall is glass, no way; the doorway south is the only exit: go "
        "south",
    ),
]
