"""prose, seventh round: plain prose of the kind a hand-written game or a story-game prints:
a room in a few sentences, the ways out said plainly ("A door on the north side leads out to
the yard"), a coin on the floor or in a listed container, an ordinary closed door, a room with
only the way back. What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You are in the kitchen. A door on the north side leads out to the yard, and the "
        "hallway is through the archway to the west. There is a coin on the floor by the "
        "stove.",
        R("kitchen", "n w", coin=True),
        notes="'You are in the kitchen.' names the room; a coin on the floor",
    ),
    item(
        "You are standing in the side passage. It carries on to the east, and there is a "
        "closed door to the south.",
        R("side passage", "e s", closed="s"),
        notes="the corridor carries on east; a closed door south",
    ),
    item(
        "This is the laundry. Baskets of washing are piled against the wall. The only door is "
        "to the east. Someone has left a coin on top of the mangle.",
        R("laundry", "e", coin=True),
        notes="'This is the laundry.' names the room; a coin on top of the mangle is in the room",
    ),
    item(
        "You are in the spare room. The walls are bare. There are doors to the north and to the "
        "west, both of them open.",
        R("spare room", "n w"),
        notes="two open doors",
    ),
    item(
        "You're in the garden. A gravel path runs north towards the house and south to the "
        "gate. Flower beds stretch away to the east, but there's no way through them.",
        R("garden", "n s"),
        notes="flower beds east with 'no way through them' are no exit",
    ),
    item(
        "You are in the hallway. The floorboards creak. The front door is to the south, and it "
        "is locked. Stairs lead up. The kitchen is to the east.",
        R("hallway", "s e u", locked="s"),
        notes="a locked front door south; stairs up outside the vocabulary; the kitchen east",
    ),
    item(
        (
            "You are in the yard. The barn is to the east and the farmhouse to the west.",
            R("yard", "e w", leads={"e": "barn", "w": "farmhouse"}),
        ),
        "east",
        (
            "You are in the barn. It smells of hay. The yard is back to the west. There are a "
            "few coins in the trough.",
            R("barn", "w", coin=True, leads={"w": "yard"}),
        ),
        notes="a few coins in the trough are coins in the room; west back to the yard",
    ),
    item(
        "You find yourself in the storeroom. Crates are stacked everywhere. There is no "
        "door except the one you can see to the north, which is closed.",
        R("storeroom", "n", closed="n"),
        notes="the only door north, closed: the person opens it",
    ),
    item(
        "You are in the reading room. A sign on the wall reads: 'Fines: one coin per day "
        "for late books.' The exit is to the south.",
        R("reading room", "s"),
        notes="a coin named on a sign is no coin",
    ),
    item(
        "You are on the jetty. The shore is to the north. Everywhere else there is only water.",
        R("jetty", "n"),
        notes="water all around is no exit; only north",
    ),
    item(
        "You are in the schoolroom. Desks stand in rows. The teacher's desk has an open drawer, "
        "and in the drawer is a penny. Doors lead east and west.",
        R("schoolroom", "e w", coin=True),
        notes="a penny in an open drawer is a coin in the room",
    ),
    item(
        "You are in the great hall. Passages lead off to the north, the east and the west. A "
        "portrait of a man holding a gold coin hangs over the fireplace.",
        R("great hall", "n e w"),
        notes="a coin in a portrait is no coin",
    ),
    item(
        (
            "You are in the office. A door to the north is shut.",
            R("office", "n", closed="n"),
        ),
        "open door",
        ("You open the door. It swings inward with a creak.", K("opened", "n")),
        notes="the only door opened: north open, the person goes north",
    ),
    item(
        "It is too dark to see. You might be anywhere.",
        R(None),
        notes="darkness names no room and shows no exit and no coin: no action",
    ),
    item(
        "You are at the bottom of a well. The walls are smooth and slippery, and the only way "
        "out is up. A coin glints in the shallow water at your feet.",
        R("bottom of a well", "u", coin=True),
        notes="a coin in shallow water at your feet is here; only up",
    ),
    item(
        "You wake up in the cell. The walls are bare stone with no door in them; the only "
        "opening is a barred window high in the east wall.",
        R("cell"),
        notes="'You wake up in the cell' names the room; a barred window is no exit: no "
        "way out, no action",
    ),
    item(
        "You are in the cloakroom. Coats hang on pegs. There is a door to the east. In the "
        "pocket of one of the coats you can see a shilling.",
        R("cloakroom", "e", coin=True),
        notes="a shilling in a coat pocket one can see, in the room: a coin",
    ),
    item(
        "You are in the gallery. There is an opening at its north end and another at its south "
        "end. Halfway along, a door on the east side stands ajar.",
        R("gallery", "n s e"),
        notes="openings at the north and south ends; a door ajar east is open",
    ),
    item(
        (
            "You are in the entrance hall. A corridor leads north and a door leads west.",
            R("entrance hall", "n w"),
        ),
        "north",
        (
            "You are in the corridor. It ends here at a blank wall. The entrance hall is to "
            "the south.",
            R("corridor", "s", leads={"s": "entrance hall"}),
        ),
        notes="a dead end; the only way is the visited entrance hall: go south",
    ),
    item(
        "You are in the pantry. There is nothing here but empty shelves and a mousetrap. The "
        "kitchen door is to the west. There is no coin here.",
        R("pantry", "w"),
        notes="'There is no coin here.' says no coin",
    ),
]
