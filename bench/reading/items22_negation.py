"""negation, twenty-second round: the absences and distractors of new users' small games, in
their house styles. A beginner's Python ("Exits: []" beside a real coin, "There is no coin
here.", "Exits: north (BLOCKED), east", a door painted on a wall as a joke, a coin taken and the
attic looked at again with "Items: []"), Inform 7 (an inn called THE GOLDEN COIN, a treasure
room emptied, a closed piggy bank beside a real penny), TADS 3 (a dry fountain, a treasure map's
X far to the east), Evennia (a cell whose locked door names no direction, a beggar asking a
coin, a wishing well's sign), LPMud (an emptied treasury, a beach with the sea west), Twine and
plain prose (no coin under the bed, a sweet wrapper that glints like a coin, a headland with
every way but north, a mural of a road, a kitchen door nobody locks). What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def attic(coin: bool) -> tuple:
    things = "['coin']" if coin else "[]"
    return (
        "You are in the Attic.\nBoxes, cobwebs, and a broken rocking horse.\nExits: "
        f"['south']\nItems: {things}",
        R("attic", "s", coin=coin),
    )


ITEMS = [
    item(
        "=== SECRET ROOM ===\nYou found the secret room!\nExits: []\nItems: ['coin']",
        R("secret room", coin=True),
        notes="'Exits: []' is no exit at all; the coin is here: take coin",
    ),
    item(
        "You are in the Cellar.\nIt is damp down here. There is no coin here.\nExits: "
        "['north']\nItems: []",
        R("cellar", "n"),
        notes="'There is no coin here.' and an empty item list: no coin; go north",
    ),
    item(
        "=== ORCHARD ===\nApple trees in rows. A fallen tree lies across the path to the "
        "north.\nExits: north (BLOCKED), east\nYou see: apple",
        R("orchard", "e"),
        notes="an exit listed as BLOCKED by a fallen tree is no way (the eighteenth round's "
        "'north (blocked by rubble)'): go east",
    ),
    item(
        "=== HALL OF MIRRORS ===\nYour face looks back at you a hundred times. There is a door "
        "painted on the west wall (it's fake, ha ha).\nYou can go: north, south\nYou see: "
        "nothing",
        R("hall of mirrors", "n s"),
        notes="a painted door is no exit, and the exit line agrees: go north or go south",
    ),
    item(
        "Common Room\nThe sign over the bar says THE GOLDEN COIN in peeling gold letters. "
        "There are tables, benches and a cold fireplace. The street door is south, and the "
        "kitchen is east.\n\nYou can see a tankard here.",
        R("common room", "s e"),
        notes="an inn's name on a sign is no coin: go south or go east",
    ),
    item(
        "Treasure Room\nThe walls are lined with empty shelves. Whoever got here first took "
        "everything: there isn't a single coin left. The only way out is north.",
        R("treasure room", "n"),
        notes="'there isn't a single coin left': no coin; go north",
    ),
    item(
        "Box Room\nSuitcases, a dressmaker's dummy and a rolled-up rug. The door is "
        "west.\n\nYou can see a piggy bank (closed) and a penny here.",
        R("box room", "w", coin=True),
        notes="a closed piggy bank is no coin one can read, but the penny beside it is: take coin",
    ),
    item(
        "Fountain Court\nA stone fountain stands in the middle of the court. It has been dry "
        "for years, and there is not a coin in its basin. Archways lead north and east; to the "
        "west, a window looks into the chapel.\n\nObvious exits lead north and east.",
        R("fountain court", "n e"),
        notes="a dry fountain with no coin; the window west is no exit: go north or go east",
    ),
    item(
        "Map Room\nA huge treasure map covers one wall, with a red X drawn far to the east of "
        "here. The only door is south, and it is closed.\n\nObvious exits lead south.",
        R("map room", "s", closed="s"),
        notes="the map's X to the east is no exit; the only door south closed: open south",
    ),
    item(
        "Dungeon Cell(#25)\nFour stone walls, a heap of straw, and a door with no handle on "
        "this side. It is locked.\nYou see: a gold coin",
        R("dungeon cell", coin=True),
        notes="the cell's door names no direction (no fact of the vocabulary) and no exit line "
        "is printed; a gold coin lies here: take coin",
    ),
    item(
        "Temple Gate(#30)\nThe great gate of the temple is barred, and will not open until "
        "dawn. A lane leads west along the wall.\nExits: west\nCharacters: a beggar\nThe beggar "
        'says, "Spare a coin, friend?"',
        R("temple gate", "w"),
        notes="a beggar asking for a coin gives none; the barred gate names no direction and "
        "is not in the exit line: go west",
    ),
    item(
        "Wishing Well(#33)\nAn old well under a little tiled roof. A sign says MAKE A WISH - 1 "
        "COIN. The bucket is gone, and so is the rope.\nExits: north and south",
        R("wishing well", "n s"),
        notes="a price on a sign is no coin: go north or go south",
    ),
    item(
        "Treasury.\nThe iron chests stand open and empty; every coin has been carried "
        "off.\nThe only obvious exit is north.\nAn empty chest.",
        R("treasury", "n"),
        notes="'every coin has been carried off': no coin; go north",
    ),
    item(
        "Beach.\nWaves roll in from the sea to the west. A half-buried sign reads: NO "
        "SWIMMING.\nThere are two obvious exits: north and south.\nA seashell.\nA gull.",
        R("beach", "n s"),
        notes="the sea west is no exit: go north or go south",
    ),
    item(
        "You're in the bedroom. You look under the bed: no coin there, just dust bunnies and a "
        "lost sock. The door to the landing is east.\n\nGo east",
        R("bedroom", "e"),
        notes="a search that finds no coin; the only door east: go east",
    ),
    item(
        "You're in the hallway. Something glints under the radiator, and you kneel for a "
        "closer look: a sweet wrapper, scrunched into a shiny ball. Not a coin after all. The "
        "kitchen is south. The back door, west, is locked.",
        R("hallway", "s w", locked="w"),
        notes="a glint that turns out a sweet wrapper is no coin; the back door locked: go south",
    ),
    item(
        "You're on the headland. Paths go off in every direction but north, where the cliff "
        "drops sheer to the sea. The grass is full of rabbit holes.",
        R("headland", "e s w"),
        notes="'every direction but north' is east, south and west: go east, south or west",
    ),
    item(
        "You're in the garden. A mural on the north wall shows a road running off into painted "
        "hills. The real gate is in the east fence, and it's open.",
        R("garden", "e"),
        notes="a painted road is no exit; the gate east is open: go east",
    ),
    item(
        attic(coin=True),
        "take coin",
        ("Coin added to inventory.", K("took")),
        "look",
        attic(coin=False),
        notes="the coin taken and the attic looked at again: 'Items: []', no coin; go south",
    ),
    item(
        "Scullery\nNobody ever locks the kitchen door, and tonight it stands wide open, to the "
        "east. The window over the sink faces north, onto the herb garden.\n\nThere is a "
        "dishcloth here.",
        R("scullery", "e"),
        notes="'Nobody ever locks the kitchen door' and 'stands wide open': an open exit east; "
        "the window north is no exit: go east",
    ),
]
