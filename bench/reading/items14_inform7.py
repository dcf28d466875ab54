"""inform7, fourteenth round: Inform 7's default prose with terse room descriptions (one
fragment or two under the heading, "Cold. Hams."), "You can see a coin and a pie dish here.",
"You can go west.", an exit lister in the status line ("Exits: N W"), "Exits: S and W.",
"(closed)" after a door in the description, "Doors N and E. The east door is locked.", "The
only door is south, and it is shut.", "Door N (kitchen), door E (yard, shut)", "(which is
locked)" and "(which is open)", a heading with the player's place ("Scullery (in the tin
bath)"), "a tin trunk (in which is a gold sovereign)", "two pennies" beside "a tin box
(closed)", "On the rocking horse is a farthing.", "On the reading stand is a silver
shilling."; walks with "You open the shed door.", "You can't, since the greenhouse door is
closed.", "(with the brass key)\nYou unlock the steel door.", and there and back. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Larder\nCold. Hams on hooks.\n\nYou can see a coin and a pie dish here.\n\nYou can go "
        "west.",
        R("larder", "w", coin=True),
        notes="Inform's list names a coin here: take coin; 'You can go west.' is the one exit",
    ),
    item(
        "Flower Room                                  Exits: N W\n\nFlower Room\nVases, a sink, "
        "secateurs.",
        R("flower room", "n w"),
        notes="the exit lister in the status line gives the exits (north, west); the terse "
        "description gives none",
    ),
    item(
        "Porch\nThe front door (closed) is north. The lawn is south.",
        R("porch", "n s", closed="n"),
        notes="'(closed)' after the door: north closed; 'The lawn is south.' an open exit",
    ),
    item(
        "Attic\nBeams, boxes. A hatch leads down.\n\nYou can see a tin trunk (in which is a gold "
        "sovereign) here.",
        R("attic", "down", coin=True),
        notes="Inform lists an open trunk's contents: the sovereign (a coin) is in the room; the "
        "only way is down (outside the vocabulary): take coin",
    ),
    item(
        (
            "Garden\nBeds of leeks. The shed door (closed) is east. The lane is north.",
            R("garden", "e n", closed="e"),
        ),
        "open shed door",
        ("You open the shed door.", K("opened", door="e")),
        "east",
        (
            "Shed\nTools. The door is west.\n\nYou can see a rake and a penny here.",
            R("shed", "w", coin=True),
        ),
        notes="the door opened by its name, then walked through; a penny in the shed: take coin "
        "(west is visited, initial)",
    ),
    item(
        "Scullery (in the tin bath)\nCopper, mangle. You can go north or east.\n\nIn the tin "
        "bath you can see a cake of soap.",
        R("scullery", "n e"),
        notes="a heading with the player's place names `scullery`; 'Copper' here is the boiler, "
        "no coin; two exits",
    ),
    item(
        "Morning Room\nSunny.\n\nYou can see a tin box (closed), a spoon and two pennies "
        "here.\n\nYou can go south.",
        R("morning room", "s", coin=True),
        notes="two pennies in Inform's list are coins in the room (the closed tin box is no "
        "coin): take coin",
    ),
    item(
        "Hall\nDoors N and E. The east door is locked.",
        R("hall", "n e", locked="e"),
        notes="terse: two doors, the east one locked; north's state not given (open): go north",
    ),
    item(
        "Gun Room\nRacks. The only door is south, and it is shut.",
        R("gun room", "s", closed="s"),
        notes="the only door is shut (closed, not locked): open south",
    ),
    item(
        "Mud Room\nPegs, boots. Door N (kitchen), door E (yard, shut).",
        R("mud room", "n e", closed="e", leads={"n": "kitchen", "e": "yard"}),
        notes="doors with their destinations and a state in parentheses: north open, east closed",
    ),
    item(
        ("Lawn\nGrass. The gazebo is north; the house is south.", R("lawn", "n s")),
        "n",
        (
            "Gazebo\nWhite paint, a bench. The lawn is south.",
            R("gazebo", "s", leads={"s": "lawn"}),
        ),
        notes="after a move north the only way is back south to the lawn (visited, initial, "
        "all visited): go south",
    ),
    item(
        ("Cellar\nCasks. You can go up or east.", R("cellar", "up e")),
        "e",
        ("Coal Store\nSoot. The only way is west.", R("coal store", "w")),
        notes="a dead end entered from the west: go west (initial, all visited)",
    ),
    item(
        "Nursery\nToys. You can go south.\n\nOn the rocking horse is a farthing.",
        R("nursery", "s", coin=True),
        notes="Inform's 'On the ... is a farthing.': a farthing (a coin) on a toy in the room: "
        "take coin",
    ),
    item(
        "Vestry\nRobes on hooks. A door west (which is locked) and a door south (which is open).",
        R("vestry", "w s", locked="w"),
        notes="'(which is locked)' west, '(which is open)' south: go south",
    ),
    item(
        (
            "Glasshouse Walk\nThe greenhouse door (closed) is east. You can go west.",
            R("glasshouse walk", "e w", closed="e"),
        ),
        "east",
        ("You can't, since the greenhouse door is closed.", K("refused", door="closed")),
        notes="Inform's refusal at a closed door: refused east, still closed; open east or go west",
    ),
    item(
        "Library\nShelves to the ceiling. Exits: N, S.\n\nOn the reading stand is a silver "
        "shilling.",
        R("library", "n s", coin=True),
        notes="a silver shilling on a reading stand: a coin in the room: take coin",
    ),
    item(
        (
            "Strongroom Passage\nA steel door (locked) is north. You can go south.",
            R("strongroom passage", "n s", locked="n"),
        ),
        "unlock north door with key",
        ("(with the brass key)\nYou unlock the steel door.", K("unlocked")),
        notes="the unlock worked: the steel door is now closed, not locked: open north or go south",
    ),
    item(
        "Dairy\nSlate shelves. You can go east.\n\nYou can see a butter churn and a milk pail "
        "here.",
        R("dairy", "e"),
        notes="no coin among the things listed; one exit east",
    ),
    item(
        "Chart Room\nMaps. A compass rose inlaid in the floor.\n\nExits: S and W.",
        R("chart room", "s w"),
        notes="a compass rose is no exit; 'Exits: S and W.' gives south and west",
    ),
    item(
        ("Back Hall\nThe pantry is north. The yard door is east.", R("back hall", "n e")),
        "n",
        (
            "Pantry\nShelves of preserves. The back hall is south.",
            R("pantry", "s", leads={"s": "back hall"}),
        ),
        "s",
        (
            "Back Hall\nThe pantry is north. The yard door is east.\n\nA clock ticks somewhere.",
            R("back hall", "n e"),
        ),
        notes="there and back: north visited; the yard door (state not given, open) is "
        "unexplored: go east",
    ),
]
