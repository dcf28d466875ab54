"""classic_if, third round: Infocom-like title lines and paragraphs, with doors, coins and exits
in constructions the earlier rounds did not use."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Cooper's Yard\nBarrel staves lie in drifts. The oak door (closed) leads north, and an "
        "arch opens to the east.\nThere is a copper coin here.",
        R("Cooper's Yard", "n e", closed="n", coin=True),
    ),
    item(
        "Chapel Vestry\nRobes hang from pegs along one wall. North: a stout door, firmly shut. "
        "The nave lies to the south.",
        R("Chapel Vestry", "n s", closed="n"),
    ),
    item(
        "Bilge\nFoul water sloshes about your ankles. The hatch above is bolted. A narrow "
        "crawlway runs aft, to the west.",
        R("Bilge", "w u", locked="u"),
        notes="the bolted hatch is a locked way up: up is no word of the vocabulary, so no fact;"
        " west is an open exit.",
    ),
    item(
        "Pantry\nShelves of pickled things. There's a door to the south. It's locked. A "
        "doorless opening leads west.\nSome coins are scattered on the flagstones.",
        R("Pantry", "s w", locked="s", coin=True),
    ),
    item(
        "Map Room\nCharts of unknown seas cover a great table. Passages radiate north, east "
        "and west.",
        R("Map Room", "n e w"),
    ),
    item(
        "Gatehouse\nA portcullis looms overhead, rusted in its raised position. You may leave "
        "by the north or east.\nA silver piece glints in the straw.",
        R("Gatehouse", "n e", coin=True),
        notes="a silver piece is a coin (the fantasy games' coinage).",
    ),
    item(
        ("Tunnel Mouth\nA tunnel heads north into the hill from here.", R("Tunnel Mouth", "n")),
        "n",
        (
            "Dead End\nThe tunnel stops at a blank face of granite. The only way out is back "
            "south.",
            R("Dead End", "s"),
        ),
        notes="'back south' agrees with the history: the only exit is the way first entered.",
    ),
    item(
        "Crypt Stair\nWorn steps descend to the west into blackness. The east wall is carved "
        "with the names of the dead.",
        R("Crypt Stair", "w"),
        notes="steps descending to the west are a way west (the text gives the compass); the "
        "east wall is no exit.",
    ),
    item(
        "Orchard\nApple trees in crooked rows. There is a gap in the fence to the south. The "
        "farmhouse is out of sight beyond the hill.\nThere is a gold piece here.",
        R("Orchard", "s", coin=True),
    ),
    item(
        "Bend in the Corridor\nThe corridor bends east here; its other arm runs "
        "north.\nA handful of coppers lies in the dust.",
        R("Bend in the Corridor", "e n", coin=True),
        notes="'a handful of coppers' are coins.",
    ),
    item(
        "Fork in the Path\nThe path forks: one branch heads north, the other east. Brambles "
        "choke everything else.",
        R("Fork in the Path", "n e"),
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles. A trapdoor in the ceiling is shut fast. Exits "
        "are north and west.",
        R("Wine Cellar", "n w u", closed="u"),
        notes="the shut trapdoor is a closed way up (no fact, outside the vocabulary).",
    ),
    item(
        "Armoury\nEmpty weapon racks line the walls. The iron door to the east is closed but "
        "not locked. The guardroom is north.",
        R("Armoury", "e n", closed="e"),
    ),
    item(
        "Scriptorium\nInk pots and quills litter the desks. You could open the door to the east, "
        "if you wished. An archway leads south.",
        R("Scriptorium", "e s", closed="e"),
        notes="'you could open the door to the east' says the door is closed (not locked).",
    ),
    item(
        "Smithy\nThe forge is cold. Two doors lead out: the red door to the north stands open, "
        "but the green one on the west side is locked.\nThere is a doubloon here.",
        R("Smithy", "n w", locked="w", coin=True),
    ),
    item(
        "Well Chamber\nA winch stands over the well. A door leads west. The door is shut.",
        R("Well Chamber", "w", closed="w"),
        notes="the door's state is given in the next sentence: closed.",
    ),
    item(
        "Cloister\nA square of grass surrounded by arcades. There is a coin, half-hidden, "
        "beneath a bench. Arcades continue east and south.",
        R("Cloister", "e s", coin=True),
    ),
    item(
        "Dovecote\nFeathers everywhere. The only door, to the south, is barred from outside.",
        R("Dovecote", "s", locked="s"),
        notes="barred from outside reads as locked (second round's call): the only exit of the "
        "vocabulary is locked, so the person has nothing sensible to do (no action).",
    ),
    item(
        (
            "Dovecote\nFeathers everywhere. The only door, to the south, is barred from outside.",
            R("Dovecote", "s", locked="s"),
        ),
        "s",
        ("The door won't budge; it is barred.", K("refused", "locked")),
        notes="a refusal at a locked door: refused(south), closed(south); no action.",
    ),
    item(
        "Lamp Room\nA great lens stands in the centre, unlit. The door south hangs open on one "
        "hinge. A ladder climbs up into the lantern.",
        R("Lamp Room", "s u"),
        notes="a door that hangs open is an open exit.",
    ),
    item(
        (
            "Hall of Kings\nStone thrones line both walls. A passage leads north.",
            R("Hall of Kings", "n"),
        ),
        "north",
        (
            "Throne Room\nA single throne of black basalt. The passage returns south. To the east "
            "a curtain hangs across an opening.\nThere is a sovereign here.",
            R("Throne Room", "s e", coin=True),
        ),
        "take sovereign",
        ("You pocket the sovereign.", K("took")),
        notes="after the coin is taken: east unexplored.",
    ),
    item(
        "Boathouse\nThe jetty is empty; whatever boat was kept here is long gone. The water "
        "stretches away to the west. A path leads east, up the bank.",
        R("Boathouse", "e"),
        notes="water without a boat is no exit (first round's rule).",
    ),
]
