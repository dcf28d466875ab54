"""inform7, third round: Inform 7's default room description and listing ("You can see ...
here.", "(in which are ...)", "On the X is ...", "(closed)", "(first opening ...)") with new
rooms, doors in the author's own sentences, and coin words of several currencies."""

from __future__ import annotations

from bench.reading.author import K, R, item

_PARLOUR = (
    "Parlour\nA stuffy room of antimacassars and ticking clocks.\n\nYou can see a brass key "
    "and a yen coin here.\n\nYou can go north, east or west."
)
_HALLWAY = (
    "Hallway\nCoats hang three deep on the pegs. A staircase would go up if it were not "
    "roped off. The kitchen is north and the study is east."
)

ITEMS = [
    item(
        "Laundry\nSteam clings to the ceiling. The way out is north.\n\nYou can see a wicker "
        "basket (in which are three coins) here.",
        R("Laundry", "n", coin=True),
        notes="coins in an open basket lie in the room.",
    ),
    item(
        "Greenhouse\nGlass panes drip with condensation. The potting shed is west, through a "
        "green door (closed).\n\nYou can see a watering can here.",
        R("Greenhouse", "w", closed="w"),
    ),
    item(
        "Study\nBooks are stacked on every surface. You can go east or south.\n\nOn the desk is "
        "a rupee.",
        R("Study", "e s", coin=True),
        notes="a rupee (on a desk) is a coin.",
    ),
    item(
        "Back Porch\nA swing creaks in the wind. A screen door to the north is open. Wooden "
        "stairs lead south, down to the garden.",
        R("Back Porch", "n s"),
    ),
    item(
        "Attic\nLow rafters and a smell of mice. The hatch below is shut.\n\nYou can see an old "
        "trunk here.",
        R("Attic", "d", closed="d"),
        notes="the only way out is down (outside the vocabulary): no facts, no action.",
    ),
    item(
        "Sunroom\nWicker furniture bleached by years of light. The hall is east.\n\nYou can see "
        "a brass token and a wicker chair here.",
        R("Sunroom", "e"),
        notes="a token is not a coin unless the text says coin.",
    ),
    item(
        "Nursery\nA rocking horse stares at nothing. You can go north.\n\nYou can see a silver "
        "medallion here.",
        R("Nursery", "n"),
        notes="a medallion is not a coin.",
    ),
    item(
        "Counting House\nLedgers are stacked to the ceiling. You can go south or west.\n\nYou "
        "can see a leather purse (in which are some coins) here.",
        R("Counting House", "s w", coin=True),
        notes="judgment call: a purse of coins lying in the room holds coins one can take, as "
        "an open jar does (second round): a coin is here.",
    ),
    item(
        "Scullery\nA stone sink and a drain. The back door (which is locked) leads west. A "
        "passage runs north.\n\nYou can see a euro coin here.",
        R("Scullery", "w n", locked="w", coin=True),
    ),
    item(_PARLOUR, R("Parlour", "n e w", coin=True), notes="a yen coin is a coin."),
    item(
        (_PARLOUR, R("Parlour", "n e w", coin=True)),
        "take yen coin",
        ("Taken.", K("took")),
        "s",
        ("You can't go that way.", K("refused")),
        "x key",
        ("You see nothing special about the brass key.", K("none")),
        notes="a refused south, then an examine that changes nothing: the refusal stands.",
    ),
    item(
        "Stable\nIt smells of horse. The loose box to the east is open; the tack room lies "
        "north, behind a door, which is closed.",
        R("Stable", "e n", closed="n"),
    ),
    item(
        "Bell Tower\nA great bronze bell hangs overhead.\n\nYou can see a bell rope here.\n\nThe "
        "only exit is down, by the spiral stair.",
        R("Bell Tower", "d"),
        notes="no exit of the vocabulary: no facts and no action.",
    ),
    item(
        "Conservatory\nPalms in brass pots. The gate to the west, which someone has left ajar, "
        "opens onto the lawn.\n\nYou can see a stone fountain (in which are several coins) "
        "here.",
        R("Conservatory", "w", coin=True),
        notes="coins lying in a fountain in the room are coins here (a person can take them); "
        "a gate left ajar is open.",
    ),
    item(
        (_HALLWAY, R("Hallway", "n e")),
        "n",
        (
            "Kitchen\nCopper pans gleam. The hallway is south.\n\nOn the table is a penny.",
            R("Kitchen", "s", coin=True),
        ),
        "take penny",
        ("Taken.", K("took")),
        "s",
        (_HALLWAY, R("Hallway", "n e")),
        notes="the roped-off staircase is no way; back in the first room, north is visited, "
        "east is not (the first room has no initial).",
    ),
    item(
        "Music Room\nA grand piano fills half the room. A door leads east. It is closed.\n\nOn "
        "the piano is a gold coin.",
        R("Music Room", "e", closed="e", coin=True),
    ),
    item(
        "Lumber Room\nBroken chairs and a rolled carpet.\n\nYou can see a chest (closed) "
        "here.\n\nYou can go south.",
        R("Lumber Room", "s"),
        notes="a closed chest whose contents are not given holds no coin a person reads.",
    ),
    item(
        "Drawing Room\nHeavy curtains keep out the day.\n\nYou can see a coin-operated "
        "gramophone here.\n\nYou can go north or west.",
        R("Drawing Room", "n w"),
        notes="a coin-operated machine is no coin.",
    ),
    item(
        (
            "Kitchen Garden\nRows of cabbages. The cellar door, to the east, is closed. A gravel "
            "path leads north.",
            R("Kitchen Garden", "e n", closed="e"),
        ),
        "east",
        (
            "(first opening the cellar door)\n\nCellar Steps\nDamp steps, slick with moss. The "
            "garden is back up to the west.\n\nYou can see a shilling here.",
            R("Cellar Steps", "w", coin=True),
        ),
    ),
    item(
        "Library\nLeather spines in a hundred shades of brown. You can go north, or through the "
        "walnut door (locked) to the south.",
        R("Library", "n s", locked="s"),
    ),
    item(
        (
            "Library\nLeather spines in a hundred shades of brown. You can go north, or through "
            "the walnut door (locked) to the south.",
            R("Library", "n s", locked="s"),
        ),
        "south",
        ("(first opening the walnut door)\nIt seems to be locked.", K("refused", "locked")),
        notes="Inform's implicit opening answered by a locked door: refused(south), still "
        "closed; north is left.",
    ),
]
