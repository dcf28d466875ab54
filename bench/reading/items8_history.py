"""history, eighth round: 2-8 turn walks on two small symmetric tree maps, each printed in one
manner not used for the earlier rounds' walks (a ZIL-era Infocom castle whose rooms name their
neighbours, with a closed oak door to the solar; a CircleMUD village with "[ Exits: n e s ]"
and a Diku prompt), so a room reads the same on every visit; loops back to rooms already seen
(the first room included), a door refused, opened and walked through, coins taken ("You pick
up the silver penny.", "You get a handful of copper coins."), refusals in the middle; moves
spelled `north`, `NORTH`, `n`, `e.`, `go south`, `walk west`, `head east`, `run n`, `travel
s`. Where two walks end in the same room, the last text carries an event of that turn. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map C (Infocom-like castle): Courtyard n Great Hall, Courtyard e Stables, Courtyard w Well
# House (a silver penny); Great Hall e Kitchen, Great Hall n Solar (oak door, closed at first).
COURTYARD = (
    "Courtyard\nYou are in the cobbled courtyard of a small castle. The great hall is to the "
    "north, the stables lie to the east, and a low well house stands to the west.",
    R("courtyard", "n e w", leads={"n": "great hall", "e": "stables", "w": "well house"}),
)
HALL = (
    "Great Hall\nA long hall hung with faded banners. An archway leads east to the kitchen "
    "and the courtyard is south. A stout oak door to the north is closed.",
    R("great hall", "e s n", closed="n", leads={"e": "kitchen", "s": "courtyard"}),
)
HALL_OPEN = (
    "Great Hall\nA long hall hung with faded banners. An archway leads east to the kitchen "
    "and the courtyard is south. A stout oak door to the north is open.",
    R("great hall", "e s n", leads={"e": "kitchen", "s": "courtyard"}),
)
STABLES = (
    "Stables\nEmpty stalls that still smell faintly of horse. The only doorway is west, onto "
    "the courtyard.",
    R("stables", "w", leads={"w": "courtyard"}),
)
KITCHEN = (
    "Kitchen\nA vast cold hearth fills the east wall. The great hall is west, through an archway.",
    R("kitchen", "w", leads={"w": "great hall"}),
)
WELL = (
    "Well House\nA round stone hut built over the castle well. The way out is east.\nThere "
    "is a silver penny here.",
    R("well house", "e", coin=True),
)
WELL_BARE = (
    "Well House\nA round stone hut built over the castle well. The way out is east.",
    R("well house", "e"),
)
SOLAR = (
    "Solar\nThe lord's private chamber, sunny and warm. The oak door to the south stands open.",
    R("solar", "s"),
)

# map D (CircleMUD village): Village Green n Little Chapel, e Plough Inn, s Mill Lane; Plough
# Inn n Inn Yard; Mill Lane e The Ford (copper coins).
PROMPT = "<30hp 100m 90mv> "
GREEN = (
    f"Village Green\n   A wide green with a duck pond and a maypole.\n[ Exits: n e s ]\n{PROMPT}",
    R("village green", "n e s"),
)
CHAPEL = (
    f"Little Chapel\n   Plain benches and a stone font.\n[ Exits: s ]\n{PROMPT}",
    R("little chapel", "s"),
)
INN = (
    f"The Plough Inn\n   A low-beamed taproom smelling of beer.\n[ Exits: n w ]\n{PROMPT}",
    R("the plough inn", "n w"),
)
YARD = (
    f"Inn Yard\n   Barrels, a pump and a mounting block.\n[ Exits: s ]\n{PROMPT}",
    R("inn yard", "s"),
)
LANE = (
    f"Mill Lane\n   A rutted lane between high hedges.\n[ Exits: n e ]\n{PROMPT}",
    R("mill lane", "n e"),
)
FORD = (
    "The Ford\n   The lane splashes through a shallow ford.\n[ Exits: w ]\nA handful of "
    f"copper coins lies in the gravel of the ford.\n{PROMPT}",
    R("the ford", "w", coin=True),
)

ITEMS = [
    # map C
    item(
        COURTYARD,
        "north",
        HALL,
        "east",
        KITCHEN,
        notes="the kitchen's only exit leads back to the hall: visited, initial, all visited",
    ),
    item(
        COURTYARD,
        "e.",
        STABLES,
        "w.",
        COURTYARD,
        "w.",
        WELL,
        notes="a return through the first room, then west: the penny here (take coin)",
    ),
    item(
        COURTYARD,
        "walk west",
        WELL,
        "get penny",
        ("You pick up the silver penny.", K("took")),
        "look",
        WELL_BARE,
        notes="the penny taken: the only exit visited and initial (go east)",
    ),
    item(
        COURTYARD,
        "NORTH",
        HALL,
        "NORTH",
        ("The oak door is shut. It will have to be opened first.", K("refused", door="closed")),
        "OPEN NORTH DOOR",
        ("The oak door swings open.", K("opened")),
        "NORTH",
        SOLAR,
        notes="refused, opened, walked through: the solar's door south visited and initial",
    ),
    item(
        COURTYARD,
        "north",
        HALL,
        "north",
        (
            "The oak door is closed, and it stays closed until somebody opens it.",
            K("refused", door="closed"),
        ),
        notes="a refusal at the closed oak door: north closed and refused; east unvisited, "
        "south visited and initial",
    ),
    item(
        COURTYARD,
        "go north",
        HALL,
        "go east",
        KITCHEN,
        "go west",
        also(HALL, "A draught stirs the banners."),
        notes="back in the hall: east and south visited, south initial; the closed door north "
        "unexplored (open north)",
    ),
    item(
        COURTYARD,
        "head east",
        STABLES,
        "head west",
        COURTYARD,
        "head north",
        HALL,
        "head south",
        also(COURTYARD, "A crow settles on the well house roof."),
        notes="back in the first room twice: north and east visited, west not (go west); no "
        "initial in the first room",
    ),
    item(
        COURTYARD,
        "w",
        WELL,
        "e",
        COURTYARD,
        "e",
        STABLES,
        "w",
        COURTYARD,
        "n",
        HALL,
        "e",
        KITCHEN,
        "w",
        also(HALL, "Somewhere above, a shutter bangs."),
        notes="a seven-move walk: in the hall east and south visited, the oak door north "
        "closed (open north); the penny left in the well house is not here",
    ),
    item(
        COURTYARD,
        "north",
        HALL,
        "open north door",
        ("The oak door swings open.", K("opened")),
        "north",
        SOLAR,
        "south",
        HALL_OPEN,
        notes="back in the hall with the door open: north and south visited, south initial, "
        "east unvisited (go east)",
    ),
    item(
        COURTYARD,
        "north",
        HALL,
        "east",
        KITCHEN,
        "east",
        ("There is only the hearth that way.", K("refused")),
        notes="a refusal toward the hearth: refused(east); west visited and initial",
    ),
    # map D
    item(
        GREEN,
        "n",
        CHAPEL,
        "s",
        also(GREEN, "A duck quacks on the pond."),
        notes="back in the first room: north visited; east and south unvisited",
    ),
    item(
        GREEN,
        "s",
        LANE,
        "e",
        FORD,
        notes="copper coins in the ford: take coin; west visited and initial",
    ),
    item(
        GREEN,
        "s",
        LANE,
        "e",
        FORD,
        "get coins",
        (f"You get a handful of copper coins.\n{PROMPT}", K("took")),
        "w",
        LANE,
        notes="the coins taken, then back to the lane: north (initial) and east visited, all "
        "visited: go north",
    ),
    item(
        GREEN,
        "e",
        INN,
        "n",
        YARD,
        "s",
        also(INN, "The landlord wipes a tankard."),
        notes="back in the inn: north and west visited, west initial, all visited",
    ),
    item(
        GREEN,
        "run e",
        INN,
        "run e",
        (f"You find no exit to the east.\n{PROMPT}", K("refused")),
        notes="a refusal in the inn: refused(east); west visited and initial, north unvisited",
    ),
    item(
        GREEN,
        "travel e",
        INN,
        "travel w",
        GREEN,
        "travel s",
        LANE,
        "travel n",
        also(GREEN, "Children are dancing round the maypole."),
        notes="back in the first room a second time: east and south visited, north not",
    ),
    item(
        GREEN,
        "north",
        CHAPEL,
        "south",
        GREEN,
        "east",
        INN,
        "north",
        YARD,
        "south",
        INN,
        "west",
        GREEN,
        "south",
        LANE,
        "east",
        also(FORD, "A heron lifts off downstream."),
        notes="an eight-move walk ending at the ford: the coins here (take coin)",
    ),
    item(
        GREEN,
        "go south",
        LANE,
        "go north",
        GREEN,
        "go south",
        also(LANE, "A cart rumbles past."),
        notes="back in the lane: north visited and initial, east unvisited (go east)",
    ),
    item(
        GREEN,
        "east",
        INN,
        "north",
        YARD,
        notes="the yard's only exit leads back: visited, initial, all visited",
    ),
    item(
        GREEN,
        "n",
        CHAPEL,
        "n",
        (f"The font is in the way, and beyond it only the wall.\n{PROMPT}", K("refused")),
        notes="a refusal in the chapel: refused(north); south visited and initial",
    ),
]
