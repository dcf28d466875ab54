"""refusal, forty-second round (emphasis: paraphrase): the same refusal said in the wordings of many
systems and authors, at doors, walls, drops, water and things: "You'll have to open the ward doors
first.", "You bang your shin on the coal bunker.", "The fallen beech blocks the way north.", "You
rattle the handle, but the back door is locked.", "The strongroom door is locked.", "The gate is
shut. The porter looks up from his paper but says nothing.", "Thou canst not go that way.", "You'd
need wings to go that way.", "There's no exit in that direction.", "Invalid direction." with the
room printed again (Both), "The garage door won't budge: it's been padlocked from outside.", "No
exit east." and "The pantry door is shut." in a row, "Nope. That's a twelve-foot drop onto
cobbles.", "The door to the stage is closed, and you can't walk through doors.", "The hatch is
shut.", "The tide's in. You'd be swimming.", "The yard wall runs unbroken to the northwest." (a
refused `nw`, no fact), "Nope. Solid brick." left behind in an alley, "The glass door is shut. A red
light above it says RECORDING.", "The cold store door is locked. Cook has the key."; and what clears
them or leaves them standing: an open by name, by kind and by direction, a porter who opens a gate
after a wait (the room printed again), a look that shows a door still shut, an unlock that leaves it
shut ("Unlocked. The door stays shut."), "You have no key.", an inventory, a wait, a refusal left
behind in an earlier room. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

WARD = (
    "Ward Corridor\nThe lino shines under night lights. The ward doors to the north are shut. "
    "The lifts are east of you, and the stairwell door, west, is propped open with a fire "
    "extinguisher.",
    R("ward corridor", "n e w", closed="n"),
)
BOILER = (
    "Boiler House\nThe boiler roars in its brick jacket. A coal bunker fills the east side. The "
    "only door is to the north.",
    R("boiler house", "n"),
)
WOODS = (
    "Woodland Path\nBeech trees meet overhead. To the north a fallen beech lies across the path, "
    "roots and all, and you'll get no further that way. The path also runs east and south.",
    R("woodland path", "e s"),
)
SCULLERY = (
    "Scullery\nA stone sink and a copper. The back door is to the south. The kitchen is west.",
    R("scullery", "s w"),
)
CASTLE_KITCHEN = (
    "Castle Kitchen\nHere art thou in the great kitchen, where the spit turneth before the "
    "fire. To the north is the buttery, and the door thereof standeth open. Westward lieth the "
    "hall.",
    R("castle kitchen", "n w"),
)
CLIFF = (
    "Cliff Top\nThe turf ends in a sheer drop to the west, with the sea booming below. A coast "
    "path runs north and south.",
    R("cliff top", "n s"),
)
HOLD = (
    "Cargo Hold\nCrates lashed down under netting, and the smell of oranges. A ladder goes up to "
    "the hatch. A watertight door leads aft, to the south.",
    R("cargo hold", "u s"),
)
GARAGE = (
    "Garage\nAn old Morris on bricks, a workbench, a calendar from 1974. The kitchen door is "
    "north. The garage door faces the drive to the south.",
    R("garage", "n s"),
)
GATEHOUSE = (
    "Gatehouse\nA porter's lodge with a fire and a kettle. The college gate, to the south, is "
    "shut, though not locked. The quad is north.",
    R("gatehouse", "s n", closed="s"),
)
GATEHOUSE_OPEN = (
    "Gatehouse\nA porter's lodge with a fire and a kettle. The college gate, to the south, "
    "stands open. The quad is north.",
    R("gatehouse", "s n"),
)
CAUSEWAY_END = (
    "Causeway End\nSeaweed on the stones and a tide table nailed to a post. The causeway east to "
    "the island is under the sea at this hour. The road runs inland to the west.",
    R("causeway end", "w"),
)

ITEMS = [
    item(
        WARD,
        "n",
        ("You'll have to open the ward doors first.", K("refused", "closed")),
        "open ward doors",
        ("The ward doors swing open on their rubber hinges.", K("opened", "n")),
        notes="a refusal at shut doors, then an open by name (north): cleared; three open ways",
    ),
    item(
        BOILER,
        "e",
        ("You bang your shin on the coal bunker.", K("refused")),
        "look",
        BOILER,
        notes="a refusal at no exit (the coal bunker east) kept by a look",
    ),
    item(
        WOODS,
        "north",
        ("The fallen beech blocks the way north.", K("refused")),
        notes="the way north is denied by the room ('you'll get no further that way') and "
        "refused: no exit, the refusal stands",
    ),
    item(
        SCULLERY,
        "s",
        ("You rattle the handle, but the back door is locked.", K("refused", "locked")),
        "unlock door",
        ("You have no key.", K("none")),
        notes="the back door south (its state not given) turns out locked; 'You have no key.' "
        "keeps the refusal; the kitchen west is the way",
    ),
    item(
        (
            "Counting House\nLedgers on high desks, and a strongroom door to the east with a "
            "great brass lock. The street door is west.",
            R("counting house", "e w", locked="e"),
        ),
        "e",
        ("The strongroom door is locked.", K("refused", "locked")),
        "unlock east with brass key",
        ("Unlocked. The door stays shut.", K("unlocked")),
        notes="the strongroom door east (state not given) refused as locked; an unlock that "
        "worked leaves it shut and the refusal standing: open east, or the street door west",
    ),
    item(
        GATEHOUSE,
        "s",
        ("The gate is shut. The porter looks up from his paper but says nothing.", K("refused")),
        "wait",
        (
            "The porter sighs, gets up and swings the gate open for a cyclist.\n\n"
            + GATEHOUSE_OPEN[0],
            GATEHOUSE_OPEN[1],
        ),
        notes="a refusal at the shut gate cleared when the porter opens it (the room printed "
        "again with the gate standing open)",
    ),
    item(
        CASTLE_KITCHEN,
        "east",
        ("Thou canst not go that way.", K("refused")),
        notes="archaic wording of the refusal at no exit; the buttery door 'standeth open' "
        "(north) and the hall west",
    ),
    item(
        CLIFF,
        "w",
        ("You'd need wings to go that way.", K("refused")),
        notes="the sheer drop west is no way; the refusal stands",
    ),
    item(
        HOLD,
        "east",
        ("There's no exit in that direction.", K("refused")),
        notes="a refusal at no exit; the watertight door south (aft) is the way, the ladder up "
        "outside the vocabulary",
    ),
    item(
        (
            "Garage\nExits: north, west",
            R("garage", "n w"),
        ),
        "e",
        (
            "Invalid direction.\n\nGarage\nExits: north, west",
            Both(K("refused"), R("garage", "n w")),
        ),
        notes="a homemade game that prints the room again after 'Invalid direction.' (Both): "
        "east refused",
    ),
    item(
        GARAGE,
        "s",
        (
            "The garage door won't budge: it's been padlocked from outside.",
            K("refused", "locked"),
        ),
        notes="the garage door south (state not given) refused as padlocked: locked; the kitchen "
        "door north is the way",
    ),
    item(
        (
            "Larder\nHams hang from hooks. The pantry door is north of here. The kitchen is west.",
            R("larder", "n w"),
        ),
        "e",
        ("No exit east.", K("refused")),
        "n",
        ("The pantry door is shut.", K("refused", "closed")),
        notes="two refusals in a row in two wordings: no exit east, the pantry door north shut "
        "(its state first given by the refusal): both stand; open north, go west",
    ),
    item(
        (
            "Hayloft\nBales up to the rafters. The loft door, east, opens on a drop to the yard. "
            "A ladder goes down to the stalls.",
            R("hayloft", "d"),
        ),
        "e",
        ("Nope. That's a twelve-foot drop onto cobbles.", K("refused")),
        "inventory",
        ("You have a pitchfork and a penknife.", K("none")),
        notes="the loft door east opens on a drop: no way; refused; the inventory keeps it; the "
        "ladder down is outside the vocabulary: no action",
    ),
    item(
        (
            "Dressing Room\nMirrors, bulbs, a rail of costumes. The door to the stage, north, is "
            "closed. The corridor is south.",
            R("dressing room", "n s", closed="n"),
        ),
        "north",
        ("The door to the stage is closed, and you can't walk through doors.", K("refused")),
        "look",
        (
            "Dressing Room\nMirrors, bulbs, a rail of costumes. The door to the stage, north, is "
            "closed. The corridor is south.\n\nSomeone on the other side of the stage door is "
            "singing scales.",
            R("dressing room", "n s", closed="n"),
        ),
        notes="a refusal at the closed stage door; a look shows it still closed: the refusal "
        "stands; open north, go south",
    ),
    item(
        (
            "Engine Room\nDiesels thud. The hatch to the steering flat, aft (south), is dogged "
            "shut but not locked. The mess is forward, to the north.",
            R("engine room", "s n", closed="s"),
        ),
        "s",
        ("The hatch is shut.", K("refused", "closed")),
        "open hatch",
        ("You knock the dogs off and swing the hatch open.", K("opened", "s")),
        notes="the hatch south 'shut but not locked' refused, then opened by its kind (south): "
        "cleared",
    ),
    item(
        CAUSEWAY_END,
        "e",
        ("The tide's in. You'd be swimming.", K("refused")),
        notes="the causeway east under the sea is no way; refused; the road west is the way",
    ),
    item(
        (
            "Stable Yard\nCobbles and a water trough. The stable door to the north is open; the "
            "tack room is east; the lane is west.",
            R("stable yard", "n e w"),
        ),
        "nw",
        ("The yard wall runs unbroken to the northwest. No way through there.", K("refused")),
        notes="a refused `nw` is no fact (outside the vocabulary); three open ways",
    ),
    item(
        (
            "Back Alley\nBins and a fire escape. The bakery's back door is east. The alley runs "
            "north to the street.",
            R("back alley", "e n"),
        ),
        "w",
        ("Nope. Solid brick.", K("refused")),
        "n",
        (
            "High Street\nShops shuttered for the night. The alley is south. The road runs east "
            "and west.",
            R("high street", "s e w"),
        ),
        notes="a refusal left behind in the alley: in the high street it does not stand; south "
        "the way back",
    ),
    item(
        (
            "Studio\nA drum kit, a mixing desk, egg boxes on the walls. The control room is "
            "through the glass door north. The lounge is east.",
            R("studio", "n e"),
        ),
        "n",
        ("The glass door is shut. A red light above it says RECORDING.", K("refused", "closed")),
        "open north",
        ("You ease the glass door open.", K("opened")),
        "n",
        (
            "Control Room\nFaders, meters, two swivel chairs. The glass door south is open. There "
            "is no other door.",
            R("control room", "s"),
        ),
        notes="a refusal at the glass door (its state first given by the refusal), an open by "
        "direction and the move: in the control room the way back south",
    ),
    item(
        (
            "Pantry\nJars of pickles, sacks of flour. The kitchen door is south. The cold store "
            "is west, behind a heavy door.",
            R("pantry", "s w"),
        ),
        "w",
        ("The cold store door is locked. Cook has the key.", K("refused", "locked")),
        "wait",
        ("Time passes. Nobody comes.", K("none")),
        notes="the cold store door west (state not given) locked; a wait keeps the refusal; the "
        "kitchen south is the way",
    ),
]
