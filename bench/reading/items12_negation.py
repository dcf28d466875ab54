"""negation, twelfth round: absences, negations and distractors said as different people would
say them. Ways that are none: "Nothing leads east: the wall there is solid brick", "east is a
blank wall", "There is no exit to the north, however hard you look", "No way north, none south,
and the road east has been swallowed by the flood", "a door-shaped patch of newer brick where a
doorway was blocked up", "the only gap ... is the one you'd fit through if you were a cat",
"Westward there is nothing but the drop", "Northgate Street" (a name). Doors that are open said
by negation ("has no lock at all, and stands open", "Neither of the two doors is closed", "not
so much as latched"). Coins that are none: coin-operated washers with their slots taped over, a
portrait of a duke holding up a guinea, a song about a sovereign, a toll board's penny, an empty
charity tin, a coin the player remembers pocketing, a penny-farthing, "not a brass farthing to
spare" (an idiom); real coins beside distractors (a silver penny on the floor of a money
changer's booth, a farthing wedged between hearthstones in a room "picked clean", a shilling
under the prices chalked on a board, a ducat among brass buttons). Three items have a history.
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Boiler House\nThe boiler fills most of the room, ticking as it cools. Nothing leads "
        "east: the wall there is solid brick. The door is north, and it is open.",
        R("boiler house", "n"),
        notes="'Nothing leads east: the wall there is solid brick' is no exit",
    ),
    item(
        "Launderette\nA row of coin-operated washers runs along the west wall, their coin slots "
        "taped over with OUT OF ORDER notes. The way out is east, onto the street. You check "
        "the floor under the benches twice: no coins.",
        R("launderette", "e"),
        notes="coin-operated washers and taped slots are no coin; 'no coins' on the floor",
    ),
    item(
        "Long Gallery\nOn the north wall hangs a portrait of the old duke, holding up a gold "
        "guinea between finger and thumb as if to say he earned it. There are doorways at "
        "either end of the gallery, east and west.",
        R("long gallery", "e w"),
        notes="a guinea in a portrait is no coin in the room; the north wall is no exit",
    ),
    item(
        "Tower Room\nNorth and west are windows, and the wind whistles through both. East is a "
        "blank wall. The door is south; it stands ajar.",
        R("tower room", "s"),
        notes="windows north and west and a blank wall east are no exits; the door south ajar",
    ),
    item(
        "Root Cellar\nSacks of potatoes, a smell of earth. The only exit is west. There is no "
        "exit to the north, however hard you look, though the cook swears there used to be.",
        R("root cellar", "w"),
        notes="'no exit to the north, however hard you look' and a way that used to be are no exit",
    ),
    item(
        "Money Changer's Booth\nA sign above the grille reads WE BUY FOREIGN COINS. The "
        "changer's scales stand empty, and the grille is locked for the night. A silver penny "
        "lies on the floor by your foot, dropped by some careless customer. The way out is "
        "north.",
        R("money changer's booth", "n", coin=True),
        notes="a sign about coins and empty scales are no coin; the penny on the floor is "
        "one (take it)",
    ),
    item(
        "Taproom\nA fiddler in the corner is singing about a golden sovereign lost at sea, and "
        "nobody is listening. The street door is south; a passage east leads to the cellar "
        "steps.",
        R("taproom", "s e"),
        notes="a sovereign in a song is no coin here",
    ),
    item(
        "Gardener's Shed\nThe door to the west has no lock at all, and it stands open. Spades, "
        "forks and a rusted push-mower lean against the other walls, and there is no other "
        "way out.",
        R("gardener's shed", "w"),
        notes="'no lock at all, and it stands open' is an open exit; 'no other way out'",
    ),
    item(
        "Flooded Lane\nNo way north, none south, and the road east has been swallowed by the "
        "flood. Only west remains, up the hill toward the church.",
        R("flooded lane", "w"),
        notes="three negated ways; 'Only west remains' is the one exit",
    ),
    item(
        "Old Schoolhouse\nNeither of the two doors, north and south, is closed; someone has "
        "wedged them both open with bricks. Rows of empty desks, a cold stove.",
        R("old schoolhouse", "n s"),
        notes="'Neither ... is closed' and 'wedged open': both open exits",
    ),
    item(
        "Toll House\nA board by the door lists the tolls: ONE PENNY PER CART, A HALFPENNY PER "
        "BEAST. The tollkeeper's tin, on the sill, is empty. Doors lead out north and south.",
        R("toll house", "n s"),
        notes="tolls on a board and an empty tin are no coins",
    ),
    item(
        "Parlour\nYou'd swear the room had been picked clean: the drawers pulled out, the "
        "cushions slit. Yet there is a farthing wedged between two of the hearthstones. The "
        "only door is east.",
        R("parlour", "e", coin=True),
        notes="a room 'picked clean' in which a farthing remains: a coin in the room",
    ),
    item(
        "Northgate Street\nThe street is named for a gate that was pulled down a century ago. "
        "It runs east to west; to the north stands a blank wall of warehouses without a door "
        "in it.",
        R("northgate street", "e w"),
        notes="'Northgate' is a name; a blank wall of warehouses north is no exit",
    ),
    item(
        "Bricked Passage\nThe passage ends at the south in a door-shaped patch of newer brick, "
        "where a doorway was blocked up long ago. The passage runs north from here, and a low arch "
        "to the east is still open.",
        R("bricked passage", "n e"),
        notes="a blocked-up doorway south is no exit; the passage north and the arch east are "
        "open exits",
    ),
    item(
        "Cat's Corner\nA walled yard barely two strides across. The only gap in the walls is "
        "low down on the west side, and you'd fit through it if you were a cat, which you "
        "aren't. The gate is south.",
        R("cat's corner", "s"),
        notes="a gap too small for the player is no exit; the gate south is",
    ),
    item(
        "Bicycle Shed\nA penny-farthing leans against the wall among the ordinary bicycles, "
        "its great front wheel taller than you. The shed door is north; the other walls are "
        "solid corrugated iron.",
        R("bicycle shed", "n"),
        notes="a penny-farthing is a bicycle, no coin (the second round's call)",
    ),
    item(
        (
            "Cliff Path\nThis is the southern end of the clifftop path, which goes on north. "
            "Westward there is nothing but the drop to the rocks. A stile to the east leads "
            "into a field of barley.",
            R("cliff path", "n e"),
        ),
        "go east",
        (
            "Barley Field\nThe barley is waist high and whispers in the wind. The stile is "
            "west, and that is the only way out: the other hedges are thick and thorny, with "
            "not a gap between them.",
            R("barley field", "w"),
        ),
        notes="a walk east; in the field the only exit is the stile west, visited and "
        "initial; hedges with no gap are no exits",
    ),
    item(
        (
            "Chandlery\nCoils of rope, lanterns, tins of tar. The counter is bare except for a "
            "silver shilling someone has left beside the till. Doors lead north and west.",
            R("chandlery", "n w", coin=True),
        ),
        "take shilling",
        ("You take the shilling.", K("took")),
        "look",
        (
            "Chandlery\nCoils of rope, lanterns, tins of tar. The counter is bare. Doors lead "
            "north and west.",
            R("chandlery", "n w"),
        ),
        notes="a coin taken and the look after it: the counter is bare, no coin any more",
    ),
    item(
        "Button Shop\nTrays of brass buttons cover every surface, each one stamped with an "
        "anchor. Among them, out of place, lies a gold ducat. The door is south; there is no "
        "back way out.",
        R("button shop", "s", coin=True),
        notes="brass buttons are no coins; the gold ducat among them is one",
    ),
    item(
        (
            "Almshouse Yard\nA well, a bench, an old man asleep in the sun. Doors open off the "
            "yard to the north and east; the way west is through a door that is shut.",
            R("almshouse yard", "n e w", closed="w"),
        ),
        "go north",
        (
            "Chapel\nBare whitewashed walls and a plain table for an altar. A tin marked FOR "
            "THE POOR stands on it, empty. You have not a brass farthing to spare in any case. "
            "The yard is south, and there is no other door.",
            R("chapel", "s"),
        ),
        notes="an empty alms tin and 'not a brass farthing to spare' are no coins; the only "
        "exit south is visited and initial",
    ),
]
