"""prose, twenty-eighth round: maps and histories first. Seven walks (2-7 turns) on one small tree
map of a Venetian palazzo in plain second person (the portego with an open doorway north onto a
balcony over the Grand Canal, the red salon's double doors east, shut at first, the library west
through an archway, a tapestry on the south wall; the red salon; a bedchamber with a gold coin of
the Republic on the prie-dieu): "The double doors are shut.", "You push the double doors open ...",
"Neptune glares at you; there is only wall behind him.", "You pick up the coin ...", loops back to
the portego. Short walks: a threshing barn to the granary in the third person present (a bar lifted,
a nickel by the scale), a creamery's dairy door refused as locked ("the key's with Mrs Hale") and
the yard, a silk mill's throwing room to the reeling room in the first person, a cloister where a
nun turns the player from a wall, a gaol's exercise yard where a warder opens the door after a wait.
Single rooms: a stepwell's top (steps down to the water), a convent laundry in the third person past
(a penny in the rinsing trough, a door locked after Compline), a bowls club pavilion (a two-pound
coin), a sail loft in telegraphic notes (a hoist door over a drop), a bramble path with no name
(west refused), a marina pontoon that ends in open water, a kasbah in the first person past (doors
barred from outside), an orchard with a west wind. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text} {line}", reading)


# The palazzo (a tree): Portego n Balcony, e Red Salon (double doors, shut at first), w
# Library; Red Salon s Bedchamber (a gold coin).
def portego(salon_open: bool = False) -> tuple:
    state = "stand open" if salon_open else "are shut"
    return (
        "You are in the portego, the long hall that runs through the middle of the palazzo. "
        "At its north end an open doorway leads out onto a balcony. On the east side the "
        f"double doors of the red salon {state}; on the west side an archway leads into the "
        "library. The south end is a blank wall hung with a tapestry of Neptune.",
        R(
            "portego",
            "n e w",
            closed="" if salon_open else "e",
            leads={"n": "balcony", "e": "red salon", "w": "library"},
        ),
    )


def balcony() -> tuple:
    return (
        "You are on the balcony. Below you the Grand Canal slides past, green and busy with "
        "boats, and the palazzi opposite are pink in the evening light. The only way off the "
        "balcony is the doorway to the south.",
        R("balcony", "s"),
    )


def salon() -> tuple:
    return (
        "You are in the red salon: damask walls, gilt chairs, and a chandelier like a frozen "
        "fountain. The double doors to the west stand open, and a smaller door to the south, "
        "ajar, leads to the bedchamber.",
        R("red salon", "w s", leads={"s": "bedchamber"}),
    )


def bedchamber(coin: bool = True) -> tuple:
    extra = (
        " On the prie-dieu lies a gold coin with the winged lion of Venice stamped on it."
        if coin
        else ""
    )
    return (
        "You are in the bedchamber. The bed has curtains of faded green silk, and a prie-dieu "
        f"stands under the window. The door to the north is the only way out.{extra}",
        R("bedchamber", "n", coin=coin),
    )


def library() -> tuple:
    return (
        "You are in the library. Vellum-bound books climb the walls to the ceiling, and a "
        "globe the size of a cartwheel stands by the window. The archway to the east is the "
        "only way out.",
        R("library", "e"),
    )


SHUT = ("The double doors are shut.", K("refused", "closed"))
OPENED = (
    "You push the double doors open. They swing inward without a sound.",
    K("opened"),
)
TOOK = ("You pick up the coin. It is heavier than it looks.", K("took"))

PALAZZO = [
    item(
        portego(),
        "s",
        (
            "You walk up to the tapestry. Neptune glares at you; there is only wall behind him.",
            K("refused"),
        ),
        "w",
        library(),
        notes="a refusal at the south wall left in the portego; in the library the only way, "
        "east, is visited and initial (all_visited)",
    ),
    item(
        portego(),
        "e",
        SHUT,
        "open east",
        OPENED,
        "e",
        salon(),
        "s",
        bedchamber(),
        notes="the shut doors refused, opened and walked through, then the bedchamber: the "
        "gold coin with the winged lion is a coin: take it; north visited and initial",
    ),
    item(
        portego(),
        "n",
        balcony(),
        "s",
        also(portego(), "A gondolier's call echoes up from the canal."),
        notes="back in the first room after the balcony: north visited; the salon's doors east "
        "are shut (open them); the library west is unexplored; the tapestry wall is no exit",
    ),
    item(
        portego(),
        "open east",
        OPENED,
        "east",
        salon(),
        "south",
        bedchamber(),
        "take coin",
        TOOK,
        "north",
        salon(),
        notes="the red salon again after the bedchamber: west (initial) and south visited "
        "(all_visited); go back west",
    ),
    item(
        portego(),
        "w",
        library(),
        "e",
        portego(),
        "n",
        balcony(),
        notes="the library and back, then the balcony: its only way, south, is visited and "
        "initial (all_visited); the canal is no exit",
    ),
    item(
        portego(),
        "open e",
        OPENED,
        "e",
        salon(),
        "w",
        portego(salon_open=True),
        "w",
        library(),
        "e",
        also(portego(salon_open=True), "Somewhere below, water slaps against the steps."),
        notes="the portego a third time: east (the salon) and west (the library) visited, the "
        "doors now open; north unexplored: go north",
    ),
    item(
        portego(),
        "n",
        balcony(),
        "s",
        portego(),
        "w",
        library(),
        "e",
        portego(),
        "e",
        SHUT,
        "open east",
        OPENED,
        "e",
        also(salon(), "A clock on the mantel strikes the half hour."),
        notes="seven turns: the balcony and the library seen, the doors refused, opened and "
        "walked through: in the salon west is visited and initial; the bedchamber south is "
        "unexplored",
    ),
]

# ---- short walks ----
THRESHING = (
    "Ruth is in the threshing barn. Flails hang on pegs and chaff drifts in the light from the "
    "big doors, which stand open on the yard to the south. The granary door, north, is shut.",
    R("threshing barn", "s n", closed="n", leads={"n": "granary"}),
)
GRANARY = (
    "Ruth is in the granary. Grain bins line the walls, and a set of brass scales hangs from a "
    "beam. The door south is the only way out. A nickel lies in the dust under the scales.",
    R("granary", "s", coin=True),
)
CREAMERY = (
    "You are in the creamery. Churns stand in a row beside the separator, and everything "
    "smells of sour milk. The dairy door to the east is locked. The yard is west.",
    R("creamery", "e w", locked="e"),
)
FARMYARD = (
    "You are in the yard. Hens scatter, complaining. The creamery is east of you, and a lane "
    "runs off to the south between the hedges.",
    R("yard", "e s", leads={"e": "creamery"}),
)
THROWING = (
    "I'm in the throwing room. A thousand spindles whirr on their frames, and the floor shakes "
    "with the wheel downstairs. The reeling room is west. The stair to the south is stacked to "
    "the ceiling with bales, and nobody is getting past those.",
    R("throwing room", "w", leads={"w": "reeling room"}),
)
REELING = (
    "I'm in the reeling room. Skeins of raw silk hang drying like yellow hair. There is only "
    "the one door, to the east.",
    R("reeling room", "e"),
)
CLOISTER = (
    "You are in the cloister. Arcades run round a square of wet grass, and a yew grows in the "
    "middle. The refectory door is north, open; the church door, west, is open as well.",
    R("cloister", "n w", leads={"n": "refectory"}),
)
REFECTORY = (
    "You are in the refectory. Two long tables, two long benches, and a pulpit for the reader "
    "halfway up the wall. The cloister door is south, and a hatch to the kitchen is in the east "
    "wall, too small for anyone but a cat.",
    R("refectory", "s"),
)
EXERCISE_YARD = (
    "You are in the exercise yard. The gaol's walls are high here, and topped with "
    "broken glass. The door north, into the cell block, is locked.",
    R("exercise yard", "n", locked="n"),
)

SHORT = [
    item(
        THRESHING,
        "open north",
        ("Ruth lifts the bar and swings the granary door open.", K("opened")),
        "n",
        GRANARY,
        notes="third person present: the shut door opened by direction and walked through; the "
        "nickel under the scales is a coin: take it; south visited and initial",
    ),
    item(
        CREAMERY,
        "e",
        (
            "The dairy door won't open. It's locked, and the key's with Mrs Hale.",
            K("refused", "locked"),
        ),
        "w",
        FARMYARD,
        notes="a locked door refused in the creamery (left there); in the yard east is visited "
        "and initial, the lane south unexplored",
    ),
    item(
        THROWING,
        "w",
        REELING,
        notes="first person present: the stair stacked with bales is no way; one move west: "
        "the reeling room's only door, east, is visited and initial (all_visited)",
    ),
    item(
        CLOISTER,
        "e",
        (
            "Sister Benedicta steps into your path. 'There's no way through the east range, "
            "child. That's the chapter house wall, and it has been there six hundred years.'",
            K("refused"),
        ),
        "n",
        REFECTORY,
        notes="a nun turns the player from a way the cloister never gave (refused there, left "
        "behind); in the refectory south is visited and initial; the cat-sized hatch is no exit",
    ),
    item(
        EXERCISE_YARD,
        "wait",
        (
            "Time passes. A warder unlocks the north door, props it open with a bucket and "
            "goes inside.",
            R(None, "n"),
        ),
        notes="another character opens the locked door and leaves it open (read as the yard "
        "again, the door open): north is an open exit; go north",
    ),
]

# ---- single rooms ----
SINGLE = [
    item(
        "This is the stepwell. Flights of steps zigzag down its four walls to a square of "
        "green water far below. A path leads east to the village, and another goes north to "
        "the temple.",
        R("stepwell", "e n down"),
        notes="'This is the stepwell.' names the room; paths east and north are exits; the "
        "steps lead down to the water (outside the vocabulary)",
    ),
    item(
        "Sister Agathe stood in the laundry with her sleeves rolled up. The door to the "
        "cloister, to the north, was propped open with a flat iron; the drying-yard door to the "
        "east was locked, as it always was after Compline. In the rinsing trough, under an "
        "inch of cold water, lay a penny.",
        R("laundry", "n e", locked="e", coin=True),
        notes="third person past: north propped open, east locked; a penny under an inch of "
        "water in a trough lies in the room (the seventh round's coin in shallow water): take "
        "it",
    ),
    item(
        "You're in the pavilion. The bowls club keeps its tea urn here, and an honours board "
        "in gold leaf. The door to the green, south, is open; the car park door, "
        "north, is locked. Someone has left a two-pound coin on the tea table.",
        R("pavilion", "s n", locked="n", coin=True),
        notes="a two-pound coin is a coin; the honours board's gold leaf is not; north locked, "
        "south open; take the coin",
    ),
    item(
        "Sail loft. Canvas everywhere, and the smell of tar. Door W to the stairhead, open. "
        "Hoist door E, open, straight onto a 30ft drop to the quay. Nothing else.",
        R("sail loft", "w"),
        notes="telegraphic notes: the door west is an exit; the hoist door east opens onto a "
        "drop (no exit, the README's drops): go west",
    ),
    item(
        (
            "Brambles on both sides, and the path between them only wide enough for one. It "
            "goes on to the north and to the south, and somewhere ahead a blackbird is "
            "scolding.",
            R(None, "n s"),
        ),
        "w",
        ("You push into the brambles and they push back. Not that way.", K("refused")),
        notes="a place the text does not name (null); the path north and south; west refused "
        "(brambles, never a way)",
    ),
    item(
        "You're on pontoon C. Yachts rock on either side, halyards clinking against their "
        "masts. The pontoon runs north to the harbour office, and a little way "
        "south it simply ends in open water.",
        R("pontoon c", "n"),
        notes="'You're on pontoon C.' names the room; north is the way; the pontoon ending in "
        "open water is no exit south",
    ),
    item(
        "I was in the upper courtyard. Swallows wheeled above the kasbah. The gatehouse "
        "lay to the south, its doors barred from the outside; a passage led west to the "
        "hammam, and a stair climbed to the roof.",
        R("upper courtyard", "s w up", locked="s", leads={"w": "hammam"}),
        notes="first person past: doors barred from the outside (the player inside) are locked; "
        "the passage west is an exit; the stair to the roof is up (outside the vocabulary)",
    ),
    item(
        "You are standing in the orchard. The wind is from the west and smells of rain. A path "
        "goes north between the trees; on every other side there is only the hedge, and no gap "
        "in it.",
        R("orchard", "n"),
        notes="a wind from the west is no exit; the hedge with no gap is none; the path north "
        "is the only way",
    ),
]

ITEMS = PALAZZO + SHORT + SINGLE
