"""negation, eleventh round: the absences and distractors a tester writes first: "There is no way
east", "You don't see any coin here.", "There is no exit to the south.", a window but no door, a
blank wall, a wind from the north, a ravine and a mill race with no bridge, a door painted on a
wall, a portrait of a merchant holding a gold coin, coin slots and coin-operated machines, a
dry fountain "empty of coins", a money box (closed), a coin already taken, a search that finds
none, "take coin" answered "You don't see any coin here."; and real coins beside the
distractors (one dropped under a slot machine, one on a mantelpiece under a painting, a penny
under a bench, a copper coin in the dust "except ..."). What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Study\nA quiet room lined with books. There is no way east: a tall bookcase covers "
        "that wall. The door is to the south.\nYou don't see any coin here.",
        R("study", "s"),
        notes='"There is no way east" is no exit; "You don\'t see any coin here." no coin; one '
        "door south",
    ),
    item(
        "Portrait Gallery\nPortraits hang along both walls; one shows a merchant holding up a "
        "gold coin. Archways lead north and west.",
        R("portrait gallery", "n w"),
        notes="a coin in a portrait is no coin; two archways",
    ),
    item(
        "Amusement Arcade\nA row of old slot machines blinks along the wall, each with a coin "
        "slot. Beneath one of them, someone has dropped a real coin. The exit is to the south.",
        R("amusement arcade", "s", coin=True),
        notes="coin slots are no coins; the real coin dropped on the floor beneath a machine is",
    ),
    item(
        "Walled Courtyard\nHigh walls surround the courtyard. To the east is a blank wall; to "
        "the west a gate leads out to the street.",
        R("walled courtyard", "w"),
        notes="a blank wall to the east is no exit; the gate west is",
    ),
    item(
        "Spare Bedroom\nThere is a window in the north wall, but no door. The only door is to "
        "the west.",
        R("spare bedroom", "w"),
        notes="a window is no exit; the only door is west",
    ),
    item(
        (
            "Well Head\nA stone well stands in the middle of a trodden clearing. Paths lead "
            "north and east.\nThere is a silver coin here.",
            R("well head", "n e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Well Head\nA stone well stands in the middle of a trodden clearing. Paths lead "
            "north and east.",
            R("well head", "n e"),
        ),
        notes="the coin was taken and the look shows none: no coin; two paths",
    ),
    item(
        (
            "Garret\nA low room under the roof beams. Stairs lead down, and a narrow door "
            "opens to the west.",
            R("garret", "d w"),
        ),
        "search floor",
        ("You search the floorboards, but you find no coin.", K("none")),
        notes="a search that finds no coin: none; the door west is the way of the vocabulary",
    ),
    item(
        "Fork in the Road\nThe road forks here. One branch leads east, the other west. There is "
        "no way north, where the ground drops into a ravine.",
        R("fork in the road", "e w"),
        notes="no way north (a ravine); east and west are exits",
    ),
    item(
        "Drawing Room\nA painting of a ship in a storm hangs over the fireplace. On the "
        "mantelpiece lies a gold coin. Doors lead north and east.",
        R("drawing room", "n e", coin=True),
        notes="the painting is of a ship; the gold coin on the mantelpiece is real",
    ),
    item(
        "Open Moor\nA cold wind blows from the north across the heather. A track leads south.",
        R("open moor", "s"),
        notes="a wind from the north is no exit; the track south is",
    ),
    item(
        "Vestry\nThe door to the west isn't locked. It is, however, shut. An archway leads "
        "south into the church.",
        R("vestry", "w s", closed="w"),
        notes="not locked but shut: closed (open it); the archway south is open",
    ),
    item(
        "Cloakroom\nThere is no coat on any peg and no hat on any hook, but a penny lies under "
        "the bench. The door is to the east.",
        R("cloakroom", "e", coin=True),
        notes="no coats, no hats, but a penny under the bench: a coin",
    ),
    item(
        "Clerk's Office\nA high desk and a stool.\n\nYou can see a money box (closed) and a "
        "ledger here.\n\nThe hall is north.",
        R("clerk's office", "n"),
        notes="a closed money box whose contents are not given is no coin",
    ),
    item(
        "Root Cellar\nSacks of potatoes are stacked against the walls. There is no exit to the "
        "south. Openings lead north and east.",
        R("root cellar", "n e"),
        notes='"There is no exit to the south." is no exit; two openings',
    ),
    item(
        "[Fountain Court]\nA dry fountain stands in the middle of the court, its basin empty of "
        "coins and water alike.\n[Exits: north south]",
        R("fountain court", "n s"),
        notes="a basin empty of coins holds none",
    ),
    item(
        "Storeroom\nNo windows, no furniture, nothing of value, except a single copper coin "
        "lying in the dust. The only way out is north.",
        R("storeroom", "n", coin=True),
        notes='"nothing of value, except a single copper coin": a coin',
    ),
    item(
        (
            "Potting Shed\nSeed trays and broken pots. The door is to the south.",
            R("potting shed", "s"),
        ),
        "take coin",
        ("You don't see any coin here.", K("none")),
        notes='"take coin" answered "You don\'t see any coin here.": no coin; the door south',
    ),
    item(
        "Day Nursery\nSomeone has painted a door on the north wall, complete with a brass "
        "handle. The real door is to the south.",
        R("day nursery", "s"),
        notes="a door painted on a wall is no exit; the real door south is",
    ),
    item(
        "Mill Yard\nThe wheel turns slowly in the race. There is no bridge over the water, so "
        "there is no way east. A lane leads north and another south.",
        R("mill yard", "n s"),
        notes="no bridge, no way east; two lanes",
    ),
    item(
        "Launderette\nA row of coin-operated washing machines hums along one wall. A sign says "
        "CHANGE AT COUNTER. Doors lead north and west.",
        R("launderette", "n w"),
        notes="coin-operated machines and a sign about change are no coins",
    ),
]
