"""history, fourth round: 3-6 turn walks with loops (returning to rooms) on three small
symmetric tree maps, each printed in one manner (a country house in classic IF, a village in a
MUD, a space station in prose with compass bearings), so a room reads the same every time it
is seen; doors opened then walked through, refusals in the middle, a coin taken on the way.
Where two walks end in the same room, the last text carries an event of that turn. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# map H (classic): Great Hall n Library, Hall w Kitchen, Hall e Drawing Room (oak door),
# Library w Observatory (coin), Kitchen s Wash Kitchen.
HALL = (
    "Great Hall\nA cavernous hall hung with faded tapestries. The library lies north and the "
    "kitchen west. An oak door to the east is closed.",
    R("Great Hall", "n w e", closed="e", leads={"n": "library", "w": "kitchen"}),
)
HALL_OPEN = (
    "Great Hall\nA cavernous hall hung with faded tapestries. The library lies north and the "
    "kitchen west. An oak door to the east stands open.",
    R("Great Hall", "n w e", leads={"n": "library", "w": "kitchen"}),
)
LIBRARY = (
    "Library\nBooks climb to a ceiling lost in shadow. A doorway leads south, and a narrow "
    "arch opens to the west.",
    R("Library", "s w"),
)
OBSERVATORY = (
    "Observatory\nA brass telescope points at a closed shutter. The only way out is the arch "
    "to the east.\nA gold coin glints on the floorboards.",
    R("Observatory", "e", coin=True),
)
KITCHEN = (
    "Kitchen\nCopper pans and a scrubbed deal table. Doors lead east and south.",
    R("Kitchen", "e s"),
)
WASH = ("Wash Kitchen\nStone sinks and a mangle. The only door is north.", R("Wash Kitchen", "n"))
DRAWING = (
    "Drawing Room\nDust sheets over every chair. The oak door to the west stands open.",
    R("Drawing Room", "w"),
)
TAKEN = ("Taken.", K("took"))

# map M (MUD): Crossing n Old Mill, Crossing e Forge Lane, Crossing s Wayside Chapel,
# Crossing w Tollhouse (toll gate south, locked), Old Mill e Mill Race Bank (coin).
CROSSING = (
    "Village Crossing\nFour lanes meet at a worn stone cross.\n[Exits: n e s w]",
    R("Village Crossing", "n e s w"),
)
MILL = (
    "Old Mill\nThe wheel is still; flour dust lies over everything.\n[Exits: e s]",
    R("Old Mill", "e s"),
)
RACE = (
    "Mill Race Bank\nThe race runs dark and fast beside the path.\n[Exits: w]\nA silver coin "
    "lies in the grass.",
    R("Mill Race Bank", "w", coin=True),
)
FORGE = ("Forge Lane\nA row of cottages, one with a cold forge.\n[Exits: w]", R("Forge Lane", "w"))
CHAPEL = (
    "Wayside Chapel\nA single candle gutters before a painted saint.\n[Exits: n]",
    R("Wayside Chapel", "n"),
)
TOLL = (
    "Tollhouse\nA shuttered window, and a chain across the road south.\n[Exits: e s]\nThe "
    "toll gate to the south is locked.",
    R("Tollhouse", "e s", locked="s"),
)

# map S (prose, a station with compass bearings): Hub n Lab, Hub s Crew Quarters, Hub w
# Galley, Hub e Docking Bay (bulkhead, sealed), Galley w Storeroom (coin).
HUB = (
    "You are in the hub. Corridors radiate to the north, south and west; the docking "
    "bulkhead to the east is sealed.",
    R("hub", "n s w e", closed="e"),
)
HUB_OPEN = (
    "You are in the hub. Corridors radiate to the north, south and west; the docking "
    "bulkhead to the east stands open.",
    R("hub", "n s w e"),
)
LAB = (
    "You are in the lab. Centrifuges hum on the benches. The only way out is south, to the hub.",
    R("lab", "s", leads={"s": "hub"}),
)
QUARTERS = (
    "You are in the crew quarters. Bunks, lockers, someone's guitar. The hub is north.",
    R("crew quarters", "n", leads={"n": "hub"}),
)
GALLEY = (
    "You are in the galley. It smells of reheated coffee. Hatches lead east and west.",
    R("galley", "e w"),
)
STORE = (
    "You are in the storeroom. Shelves of ration packs rise to the ceiling. The hatch is to "
    "the east. A single old-Earth coin lies on the bottom shelf.",
    R("storeroom", "e", coin=True),
)
DOCK = (
    "You are in the docking bay. A shuttle sits cold on its cradle. The bulkhead to the west "
    "stands open.",
    R("docking bay", "w"),
)

ITEMS = [
    item(HALL, "west", KITCHEN, "east", HALL, "north", LIBRARY, "west", OBSERVATORY),
    item(
        HALL,
        "open east door",
        ("You swing the oak door open.", K("opened")),
        "east",
        DRAWING,
        "west",
        HALL_OPEN,
        notes="the door opened, walked through and back: the start room, east visited",
    ),
    item(KITCHEN, "south", WASH, "north", KITCHEN, "east", HALL),
    item(
        LIBRARY,
        "south",
        HALL,
        "west",
        KITCHEN,
        "south",
        WASH,
        "north",
        KITCHEN,
        "east",
        HALL,
        "north",
        LIBRARY,
        notes="a loop back to the first room: south visited, west not",
    ),
    item(
        HALL,
        "east",
        ("The oak door is closed.", K("refused", "closed")),
        "open east door",
        ("You swing the oak door open.", K("opened")),
        "east",
        DRAWING,
        notes="a refusal in the middle, then the door opened and walked through",
    ),
    item(
        OBSERVATORY,
        "take coin",
        TAKEN,
        "east",
        LIBRARY,
        "south",
        also(HALL, "A draught stirs the tapestries."),
        notes="the coin taken in the first room; the last room entered from the north",
    ),
    item(
        WASH,
        "north",
        KITCHEN,
        "east",
        HALL,
        "north",
        also(LIBRARY, "A book slides off a shelf and thumps to the floor."),
    ),
    item(
        CROSSING,
        "n",
        MILL,
        "e",
        RACE,
        "get coin",
        ("You pick up a silver coin.", K("took")),
        "w",
        MILL,
        notes="the coin taken; back in the mill every exit is visited",
    ),
    item(
        CROSSING,
        "walk east",
        FORGE,
        "walk west",
        CROSSING,
        "walk south",
        CHAPEL,
        "walk north",
        CROSSING,
        "walk west",
        TOLL,
        notes="the only unvisited way is locked: back the way the room was entered",
    ),
    item(
        TOLL,
        "s",
        ("The toll gate is locked. Pay the keeper.", K("refused", "locked")),
        "e",
        CROSSING,
        "n",
        also(MILL, "A rat scurries across the floor."),
        notes="a refusal left in the tollhouse",
    ),
    item(
        CROSSING,
        "go n",
        MILL,
        "go s",
        CROSSING,
        "go w",
        TOLL,
        "go s",
        ("You rattle the chain. The gate south stays locked.", K("refused", "locked")),
    ),
    item(CHAPEL, "north", CROSSING, "east", FORGE, "west", CROSSING, "south", CHAPEL),
    item(FORGE, "w", CROSSING, "n", MILL, "s", CROSSING, "e", FORGE),
    item(
        HUB,
        "open east",
        ("The bulkhead slides open with a hiss.", K("opened")),
        "east",
        DOCK,
        "west",
        HUB_OPEN,
    ),
    item(QUARTERS, "go north", HUB, "go west", GALLEY, "go west", STORE),
    item(
        LAB,
        "move south",
        HUB,
        "move south",
        QUARTERS,
        "move north",
        HUB,
        "move east",
        ("The bulkhead to the east is sealed. You'll have to open it.", K("refused", "closed")),
    ),
    item(
        STORE,
        "take coin",
        ("You pocket the coin.", K("took")),
        "east",
        GALLEY,
        "east",
        HUB,
        "north",
        LAB,
        "south",
        HUB,
    ),
    item(GALLEY, "head east", HUB, "head west", GALLEY, "head west", STORE, "head east", GALLEY),
    item(HALL, "north", LIBRARY, "south", HALL, "west", KITCHEN, "south", WASH),
    item(
        DRAWING,
        "west",
        HALL_OPEN,
        "north",
        LIBRARY,
        "west",
        OBSERVATORY,
        "take coin",
        TAKEN,
        "east",
        also(LIBRARY, "Outside, an owl hoots."),
    ),
]
