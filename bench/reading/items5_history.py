"""history, fifth round: 2-8 turn walks on four small symmetric maps, each printed in one
engine's manner (Scott Adams's terse lines, TADS 3's exit lister, Inform 7's "You can see ...
here." with a door "(closed)", IRE's "You see exits leading ..."), so a room reads the same on
every visit; loops back to rooms already seen, doors opened then walked through, a coin taken
on the way, refusals in the middle; moves spelled `N`, `GO EAST`, `north`, `n`, `go to the
north`, `walk west`, `head s`, `run east`, `travel north`, `step west`, `move s`. Where two walks
end in the same room, the last text carries an event of that turn. What a person reads in each
text is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map S (Scott Adams): Meadow n Dark Forest, Meadow e Riverbank, Meadow w Cave Entrance,
# Dark Forest e Woodcutter's Hut (coin), Cave Entrance n Crystal Cavern.
MEADOW = (
    "I'm in a meadow. Obvious exits: NORTH, EAST, WEST.\nI can also see: WILD FLOWERS",
    R("meadow", "n e w"),
)
FOREST = ("I'm in a dark forest. Obvious exits: SOUTH, EAST.", R("dark forest", "s e"))
HUT = (
    "I'm in a woodcutter's hut. Obvious exits: WEST.\nI can also see: AXE, *SILVER COIN*",
    R("woodcutter's hut", "w", coin=True),
)
HUT_BARE = (
    "I'm in a woodcutter's hut. Obvious exits: WEST.\nI can also see: AXE",
    R("woodcutter's hut", "w"),
)
RIVER = ("I'm on a riverbank. Obvious exits: WEST.", R("riverbank", "w"))
CAVE_MOUTH = (
    "I'm at a cave entrance. Obvious exits: NORTH, EAST.",
    R("cave entrance", "n e"),
)
CAVERN = (
    "I'm in a crystal cavern. Obvious exits: SOUTH.\nI can also see: GLOWING MUSHROOMS",
    R("crystal cavern", "s"),
)
OK = ("O.K.", K("took"))

# map T (TADS 3): Landing Stage n Keeper's Cottage, Landing Stage e Boathouse, Keeper's
# Cottage n Tower Base (door, closed at first), Keeper's Cottage e Vegetable Plot.
LANDING = (
    "Landing Stage\nA concrete landing stage streaked with gull droppings. The supply boat "
    "is long gone.\nObvious exits lead north and east.",
    R("Landing Stage", "n e"),
)
COTTAGE = (
    "Keeper's Cottage\nA bunk, a stove, a barometer stuck on STORMY. A door in the north wall "
    "leads to the tower; it is closed.\nObvious exits lead north, south and east.",
    R("Keeper's Cottage", "n s e", closed="n"),
)
COTTAGE_OPEN = (
    "Keeper's Cottage\nA bunk, a stove, a barometer stuck on STORMY. A door in the north wall "
    "leads to the tower; it is open.\nObvious exits lead north, south and east.",
    R("Keeper's Cottage", "n s e"),
)
TOWER = (
    "Tower Base\nThe tower's iron stair is rusted through and roped off. A sixpence lies on "
    "the bottom step.\nThe only exit is to the south, through the cottage door.",
    R("Tower Base", "s", coin=True),
)
BOATHOUSE = (
    "Boathouse\nAn empty cradle where a boat once sat.\nThe only exit is to the west.",
    R("Boathouse", "w"),
)
PLOT = (
    "Vegetable Plot\nCabbages bolted and gone to seed.\nThe only exit is to the west.",
    R("Vegetable Plot", "w"),
)

# map M (Inform 7, a museum after hours): Entrance Hall n Egyptian Gallery, Entrance Hall w
# Cloakroom, Entrance Hall s (great doors, locked), Egyptian Gallery e Medal Room (door),
# Egyptian Gallery n Sculpture Court.
HALL = (
    "Entrance Hall\nMarble floors and an unattended ticket desk. The Egyptian gallery is "
    "north and the cloakroom west. The great doors to the south are locked for the night.",
    R("Entrance Hall", "n w s", locked="s", leads={"n": "egyptian gallery", "w": "cloakroom"}),
)
GALLERY = (
    "Egyptian Gallery\nPainted sarcophagi stand in a row. The entrance hall is south and the "
    "sculpture court north. A door to the east is closed.\n\nYou can see a glass case "
    "(closed) here.",
    R(
        "Egyptian Gallery",
        "s n e",
        closed="e",
        leads={"s": "entrance hall", "n": "sculpture court"},
    ),
)
GALLERY_OPEN = (
    "Egyptian Gallery\nPainted sarcophagi stand in a row. The entrance hall is south and the "
    "sculpture court north. A door to the east is open.\n\nYou can see a glass case (closed) "
    "here.",
    R("Egyptian Gallery", "s n e", leads={"s": "entrance hall", "n": "sculpture court"}),
)
MEDALS = (
    "Medal Room\nRibbons and medals in locked cabinets. The door is west.\n\nYou can see a "
    "dropped ducat here.",
    R("Medal Room", "w", coin=True),
)
CLOAKS = (
    "Cloakroom\nEmpty pegs and a counter. The hall is east.\n\nYou can see a ticket stub here.",
    R("Cloakroom", "e", leads={"e": "entrance hall"}),
)
COURT = (
    "Sculpture Court\nA glass roof over marble gods. The gallery is south.",
    R("Sculpture Court", "s", leads={"s": "egyptian gallery"}),
)

# map I (IRE): Harbour Square n Net Lofts, Harbour Square e Customs House, Harbour Square w
# Chandler's, Customs House n Bonded Store (door, locked), Net Lofts w Sail Loft (coin).
SQUARE = (
    "Harbour Square.\nFishwives cry their wares around a dry fountain.\nYou see exits "
    "leading north, east, and west.",
    R("Harbour Square", "n e w"),
)
LOFTS = (
    "The Net Lofts.\nNets hang drying from every rafter.\nYou see exits leading south, and west.",
    R("The Net Lofts", "s w"),
)
SAIL = (
    "Sail Loft.\nCanvas is spread across the floor for stitching.\nA copper coin lies "
    "half-hidden under a fold of canvas.\nYou see a single exit leading east.",
    R("Sail Loft", "e", coin=True),
)
CUSTOMS = (
    "Customs House.\nClerks' desks, empty at this hour.\nYou see exits leading north (locked "
    "door), and west.",
    R("Customs House", "n w", locked="n"),
)
CHANDLER = (
    "Chandler's.\nRope, tar, lanterns, and a smell of all three.\nYou see a single exit "
    "leading east.",
    R("Chandler's", "e"),
)

ITEMS = [
    item(MEADOW, "N", FOREST, "E", HUT),
    item(
        MEADOW,
        "GO NORTH",
        FOREST,
        "GO EAST",
        HUT,
        "GET COIN",
        OK,
        "GO WEST",
        also(FOREST, "I hear an owl hoot."),
        notes="the coin taken in the hut; back in the forest both exits are visited and the "
        "way in is south",
    ),
    item(RIVER, "W", MEADOW, "W", CAVE_MOUTH, "N", CAVERN, "S", CAVE_MOUTH),
    item(
        CAVERN,
        "S",
        CAVE_MOUTH,
        "E",
        MEADOW,
        "N",
        FOREST,
        "S",
        also(MEADOW, "A bee buzzes past."),
        notes="back in the meadow: west (the way in) and north visited, east not",
    ),
    item(
        FOREST,
        "e",
        HUT,
        "take coin",
        OK,
        "w",
        FOREST,
        "s",
        MEADOW,
        "e",
        RIVER,
        "w",
        also(MEADOW, "Clouds gather in the sky."),
        notes="a coin taken, then a loop through the meadow: east and north visited, west not",
    ),
    item(
        LANDING,
        "north",
        COTTAGE,
        "open north door",
        ("You open the cottage door.", K("opened")),
        "north",
        TOWER,
        notes="the door opened, then walked through",
    ),
    item(
        LANDING,
        "go to the east",
        BOATHOUSE,
        "go to the west",
        LANDING,
        "go to the north",
        COTTAGE,
        "go to the east",
        PLOT,
    ),
    item(
        PLOT,
        "walk west",
        COTTAGE,
        "walk south",
        LANDING,
        "walk east",
        BOATHOUSE,
        "walk west",
        LANDING,
        "walk north",
        also(COTTAGE, "The barometer's needle trembles."),
        notes="a loop through the landing stage back to the cottage: the way in was east "
        "(from the plot), south visited, the closed door north unexplored",
    ),
    item(
        COTTAGE,
        "n",
        ("The cottage door is closed.", K("refused", "closed")),
        "open north door",
        ("Opened.", K("opened")),
        "n",
        TOWER,
        "s",
        COTTAGE_OPEN,
        notes="refused, opened, through and back: the first room, north visited",
    ),
    item(
        BOATHOUSE,
        "head w",
        LANDING,
        "head n",
        COTTAGE,
        "head e",
        PLOT,
        "head w",
        also(COTTAGE, "Rain spatters the window."),
        "head s",
        also(LANDING, "A gull screams overhead."),
        notes="back at the landing stage: both ways visited, the way in east (from the boathouse)",
    ),
    item(
        HALL,
        "n",
        GALLERY,
        "open east door",
        ("You open the door.", K("opened")),
        "e",
        MEDALS,
        notes="Inform's closed door opened, then walked through; a dropped ducat is a coin",
    ),
    item(
        CLOAKS,
        "east",
        HALL,
        "north",
        GALLERY,
        "north",
        COURT,
        "south",
        GALLERY,
        notes="back in the gallery: south and north visited, the closed door east not",
    ),
    item(
        HALL,
        "south",
        ("The great doors are locked.", K("refused", "locked")),
        "north",
        also(GALLERY, "Your torch beam catches a painted eye."),
        notes="the refusal stays in the hall; in the gallery south is the way in",
    ),
    item(
        MEDALS,
        "run west",
        GALLERY_OPEN,
        "run south",
        HALL,
        "run west",
        CLOAKS,
        notes="the gallery's door east seen open after the player came through it",
    ),
    item(
        COURT,
        "travel south",
        GALLERY,
        "travel south",
        HALL,
        "travel north",
        also(GALLERY, "A security light clicks off."),
        "travel north",
        also(COURT, "Moonlight falls through the glass roof."),
        notes="back in the first room: its only exit visited",
    ),
    item(SQUARE, "north", LOFTS, "west", SAIL),
    item(
        SQUARE,
        "e",
        CUSTOMS,
        "n",
        ("The door is locked.", K("refused", "locked")),
        "w",
        also(SQUARE, "A gull steals a herring from a basket."),
        notes="the refusal stays in the customs house; back in the square east is visited",
    ),
    item(
        CHANDLER,
        "step east",
        SQUARE,
        "step north",
        LOFTS,
        "step west",
        SAIL,
        "take coin",
        ("You pick up a copper coin.", K("took")),
        "step east",
        LOFTS,
        "step south",
        also(SQUARE, "The harbour bell tolls twice."),
        notes="the coin taken; back in the square west and north visited, east not",
    ),
    item(
        LOFTS,
        "move s",
        SQUARE,
        "move w",
        CHANDLER,
        "move e",
        also(SQUARE, "A cart rattles across the cobbles."),
        "move e",
        CUSTOMS,
        notes="the only unvisited way from the customs house is locked: back west the way "
        "it was entered",
    ),
    item(
        CUSTOMS,
        "west",
        SQUARE,
        "west",
        CHANDLER,
        notes="the chandler's only exit leads back east to the square",
    ),
]
