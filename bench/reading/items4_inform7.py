"""inform7, fourth round: Inform 7's default prose and authors' variations on it ("You can see
... here.", "(in which is ...)", "On the X are ...", "You can go ...", "(first opening ...)"), in
new settings (a space station, a parlor, a potting shed), first person, status lines. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Potting Shed\nTerracotta pots are stacked in teetering columns, and the smell of loam "
        "hangs over everything. The shed's only door is to the south.\n\nYou can see a rusty "
        "lantern, a bundle of letters, three candles, a brass key and a coin here.",
        R("Potting Shed", "s", coin=True),
        notes="many objects listed, the coin last",
    ),
    item(
        "Airlock\nWhite light and white walls. A bulkhead door to port is sealed; the spine "
        "corridor lies to starboard.\n\nYou can see a helmet here.",
        R("Airlock", ""),
        notes="port and starboard are not compass directions: no exit of the vocabulary, no action",
    ),
    item(
        "Docking Ring\nThe ring curves away out of sight in both directions. A bulkhead door "
        "to the north is sealed, and the spine corridor leads west.\n\nYou can see a credit "
        "chip here.",
        R("Docking Ring", "n w", closed="n"),
        notes="a 'sealed' bulkhead door is read as closed (not said to be locked); a credit "
        "chip is not a coin",
    ),
    item(
        "Orangery\nSunlight pours through the glass roof onto rows of potted orange trees.\n\n"
        "On the wicker table are a teapot and a ducat.\n\nYou can go east or south.",
        R("Orangery", "e s", coin=True),
    ),
    item(
        "Broom Cupboard\nIt is cramped and smells of polish. The way out is north.\n\nYou can "
        "see a tin box (in which is a copper penny) and a broom here.",
        R("Broom Cupboard", "n", coin=True),
        notes="a penny in a box whose contents are listed is in the room",
    ),
    item(
        (
            "Entrance Hall\nMarble and gilt everywhere. The oak door is north of you, and the "
            "cloakroom is to the west.\n\nYou can see an umbrella stand here.",
            R("Entrance Hall", "n w", leads={"w": "cloakroom"}),
        ),
        "north",
        (
            "(first opening the oak door)\n\nLong Gallery\nPortraits of forgotten aldermen "
            "line the walls. The oak door leads south.\n\nYou can see a sovereign here.",
            R("Long Gallery", "s", coin=True),
        ),
    ),
    item(
        "Landing\nThe banisters are worn smooth by generations of hands.\n\nYou can go north, "
        "east or up.",
        R("Landing", "n e u"),
    ),
    item(
        "Larder                                          Score: 0   Moves: 12\n\nLarder\nCold "
        "slate shelves and a hanging ham. You can go west.\n\nYou can see a cheese and some "
        "pennies here.",
        R("Larder", "w", coin=True),
        notes="a status line above the heading; some pennies are coins",
    ),
    item(
        "Strong Room\nThick steel walls hum faintly. A steel door leads east and a wooden door "
        "leads north.\n\nThe steel door is locked. The wooden door is closed.",
        R("Strong Room", "e n", closed="n", locked="e"),
        notes="door states in later sentences, each door named",
    ),
    item(
        "Sunken Garden\nA fountain plays in the centre of the lawn, ringed by clipped box. "
        "Paths lead north and west.\n\nIn the fountain are three coins.",
        R("Sunken Garden", "n w", coin=True),
        notes="coins in a fountain in the room are in the room",
    ),
    item(
        "Alley\nRain drips from the gutters. The alley runs north to south.\n\nYou can see a "
        "puddle (in which is a penny) here.",
        R("Alley", "n s", coin=True),
        notes="'runs north to south': exits north and south; a penny in a puddle is a coin "
        "in the room",
    ),
    item(
        "Wine Cellar\nRacks of bottles vanish into the darkness. Is that a coin glinting under "
        "the bottom rack? You crouch to look: it is, a worn farthing. Stairs lead up; a "
        "passage runs south.",
        R("Wine Cellar", "u s", coin=True),
        notes="the question is answered in the text: a farthing lies there",
    ),
    item(
        "Nursery\nA rocking horse stands motionless by the window. You remember, as if from a "
        "dream, a gold coin hidden in its saddle, but when you look there is nothing there.\n\n"
        "You can go west.",
        R("Nursery", "w"),
        notes="a remembered coin that is not there is no coin",
    ),
    item(
        "Attic\nSloping rafters, cobwebs and the smell of old newspapers.\n\nYou can see a "
        "closed chest and a dressmaker's dummy here.\n\nYou can go down or south.",
        R("Attic", "d s"),
        notes="a closed chest whose contents are not given: no coin",
    ),
    item(
        "Treasury\nAn echoing vault with a vaulted ceiling.\n\nYou can see an open chest (in "
        "which are four gold coins) here.\n\nThe only exit is west.",
        R("Treasury", "w", coin=True),
    ),
    item(
        (
            "Smoking Room\nLeather armchairs and the ghost of old cigar smoke. You can go "
            "north or east.",
            R("Smoking Room", "n e"),
        ),
        "take coin",
        ("You can't see any coin in the smoking room.", K("none")),
        notes="a parser reply keeps the room; no coin",
    ),
    item(
        "Greenhouse\nI'm standing among the tomato plants, and it's sweltering. I could go "
        "east, or south through the glass door, which is shut.",
        R("Greenhouse", "e s", closed="s"),
        notes="first person",
    ),
    item(
        "Parlor\nThe parlor smells of lemon polish and mothballs. A screen door to the north "
        "hangs open; the dining room is west.\n\nYou can see a dime here.",
        R("Parlor", "n w", coin=True, leads={"w": "dining room"}),
        notes="American spelling; a dime is a coin",
    ),
    item(
        (
            "Tool Shed\nRakes and hoes hang on nails.\n\nYou can go south through the garden "
            "gate, or west.",
            R("Tool Shed", "s w"),
        ),
        "south",
        ("(first opening the garden gate)\nIt seems to be locked.", K("refused", "locked")),
        notes="'(first opening ...)' answered by a lock: the gate is locked, the move refused",
    ),
    item(
        "Observation Deck\nStars wheel slowly past the great window. The lift is to the north, "
        "its doors sealed; a ladder leads down.\n\nYou can see a gold coin and a telescope "
        "here.",
        R("Observation Deck", "n d", closed="n", coin=True),
        notes="sealed lift doors are read as closed",
    ),
]
