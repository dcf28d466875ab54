"""classic_if, seventh round: the bread-and-butter rooms of classic games, phrased plainly: many
exits in one sentence, doors in passing, an object list after the description, "There is a coin
here.", a dark room, a room with only a way back, a few coins scattered on the floor. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Scullery\nA cramped room with a stone sink and a pump. Doorways lead north, east and "
        "west.\n\nThere is a coin here.",
        R("scullery", "n e w", coin=True),
        notes="three exits in one sentence; 'There is a coin here.' is a coin",
    ),
    item(
        "Long Gallery\nPortraits line both walls of this draughty gallery, which stretches away "
        "east and west. A small door in the north wall is closed.",
        R("long gallery", "e w n", closed="n"),
        notes="'stretches away east and west' gives both ends as exits; a door in the north wall "
        "described as closed",
    ),
    item(
        "Wine Cellar\nDusty racks of bottles stand against every wall. The only way out is up "
        "the wooden steps.\n\nA few coins are scattered on the floor.",
        R("wine cellar", "u", coin=True),
        notes="coins scattered on the floor; the only way is up (outside the vocabulary), so "
        "the person takes the coin",
    ),
    item(
        "It is pitch dark. You are likely to be eaten by a grue.",
        R(None),
        notes="a dark room names no room and shows no exit and no coin; no action",
    ),
    item(
        "Gatehouse\nYou stand beneath the arch of the gatehouse. The road continues north into "
        "the town and south toward the bridge. A heavy oak door to the east stands open.",
        R("gatehouse", "n s e"),
        notes="a road north and south and an open door east: three exits",
    ),
    item(
        (
            "Kitchen\nA big scrubbed table fills the middle of the room. The pantry is to the "
            "west, and the hall lies north.",
            R("kitchen", "w n", leads={"w": "pantry", "n": "hall"}),
        ),
        "west",
        (
            "Pantry\nShelves of jars and crocks. The kitchen is back to the east.\n\nOn the "
            "lowest shelf is a tin. The tin contains a silver coin.",
            R("pantry", "e", coin=True, leads={"e": "kitchen"}),
        ),
        notes="an open tin whose contents are listed holds a coin; 'back to the east' agrees "
        "with the move west from the kitchen",
    ),
    item(
        "Chapel\nRows of wooden pews face a plain altar. The nave door, to the south, is "
        "closed. A narrow arch leads west into the vestry.",
        R("chapel", "s w", closed="s"),
        notes="a closed door south in passing; an arch west is an open exit",
    ),
    item(
        "Forest Path\nTall pines crowd in on either side. The path winds north and south. "
        "There is a gold coin here.",
        R("forest path", "n s", coin=True),
        notes="'winds north and south' gives two exits; a gold coin here",
    ),
    item(
        "Guard Room\nA table, two stools and a rack of spears. Passages lead north, south, "
        "east and west.\n\nYou can see a copper coin and a dented helmet here.",
        R("guard room", "n s e w", coin=True),
        notes="four exits listed; 'You can see a copper coin ... here' is a coin",
    ),
    item(
        "Attic\nLow beams and cobwebs. A trapdoor in the floor leads down. There is no other "
        "way out.",
        R("attic", "d"),
        notes="only a trapdoor down (outside the vocabulary): no find fact, no action",
    ),
    item(
        "Boathouse\nOld nets hang from the rafters. The door to the north, which "
        "leads to the lawn, is locked. The lake laps at the open end of the boathouse to the "
        "south.",
        R("boathouse", "n", locked="n"),
        notes="a locked door north is an exit behind a locked door; the lake to the south is "
        "water (no boat is here), no exit; only a locked way, so no action",
    ),
    item(
        "Stable\nStraw covers the floor. The yard is east of here and the tack room west.\n\n"
        "There are three pennies here.",
        R("stable", "e w", coin=True),
        notes="'There are three pennies here.' is a coin",
    ),
    item(
        "Library\nBooks from floor to ceiling. There are doors to the north and the east; the "
        "east door is shut.",
        R("library", "n e", closed="e"),
        notes="two doors in one sentence; the east one shut (closed), the north one's state "
        "not given (an open exit)",
    ),
    item(
        "Cave Mouth\nThe way out into the daylight is south. The cave runs on into darkness to "
        "the north, and a low crawl heads east.",
        R("cave mouth", "s n e"),
        notes="the way out into the daylight south, the cave north, a crawl east: three exits",
    ),
    item(
        "Study\nA leather armchair and a desk strewn with papers. The only exit is the door "
        "to the west.\n\nOn the desk is a brass paperweight and a florin.",
        R("study", "w", coin=True),
        notes="a florin on the desk is a coin; the only exit is west",
    ),
    item(
        "Crossroads\nFour roads meet here: north to the mill, south to the village, east to "
        "the church and west to the forest.",
        R("crossroads", "n s e w"),
        notes="four roads each given a direction and a destination",
    ),
    item(
        (
            "Hallway\nA long hallway with a faded runner. Doors open to the south and the west.",
            R("hallway", "s w"),
        ),
        "s",
        (
            "Nursery\nA rocking horse stands in one corner. The hallway is north.\n\nThere is "
            "a coin here.",
            R("nursery", "n", coin=True, leads={"n": "hallway"}),
        ),
        "take coin",
        ("Taken.\n\n>", K("took")),
        notes="after 'Taken.' the coin is gone; the only exit leads back to the visited "
        "hallway, so the person goes north",
    ),
    item(
        "Smithy\nThe forge is cold. A door to the east is closed, and the street lies to the "
        "west. Lying on the anvil is a bent horseshoe.",
        R("smithy", "e w", closed="e"),
        notes="a closed door east in passing; the horseshoe on the anvil is no coin",
    ),
    item(
        "Courtyard\nA well stands in the middle of the courtyard. Archways lead north and "
        "south; a gate to the east is closed.\n\nA sovereign lies on the rim of the well.",
        R("courtyard", "n s e", closed="e", coin=True),
        notes="a sovereign on the rim of the well in the room is a coin in the room",
    ),
    item(
        (
            "Narrow Passage\nThe passage runs east and west between damp walls.",
            R("narrow passage", "e w"),
        ),
        "east",
        (
            "Dead End\nThe passage ends abruptly in a wall of rough rock. The only way is back "
            "west.",
            R("dead end", "w", leads={"w": "narrow passage"}),
        ),
        notes="a dead end whose only exit is the way back; every exit visited, the person goes "
        "back west",
    ),
]
