"""history, third round: 3-6 turn walks on five small symmetric tree maps (no loops, so no way
leads to a visited room the history did not reach), each printed in one manner so a room reads
the same every time it is seen; moves spelled n, north, go north, walk north, head east, move
west; failed moves and doors opened along the way. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# map A (classic): Foyer n Gallery, Foyer w Conservatory (coin), Foyer e Cloakroom,
# Gallery e Library.
FOYER = (
    "Foyer\nA chandelier hangs dark overhead. Doorways lead north, east and west.",
    R("Foyer", "n e w"),
)
GALLERY = (
    "Gallery\nPortraits glare down at you. Openings lead south and east.",
    R("Gallery", "s e"),
)
LIBRARY = (
    "Library\nShelves of mouldering books. The only doorway is to the west.",
    R("Library", "w"),
)
CONSERVATORY = (
    "Conservatory\nDead palms in cracked pots. The only doorway is east.\nA gold "
    "coin lies among the fallen leaves.",
    R("Conservatory", "e", coin=True),
)
CLOAKROOM = (
    "Cloakroom\nEmpty hooks and a smell of damp wool. A doorway leads west.",
    R("Cloakroom", "w"),
)
TAKEN = ("Taken.", K("took"))


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it (a clock, a draught): the game
    prints the same room, and the turn adds its own line."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# map B (MUD): Square n Temple, Square e Market, Square s Gate (gate south locked),
# Market e Docks (coin).
SQUARE = (
    "Town Square\nA dry fountain stands in the middle.\n[Exits: n e s]",
    R("Town Square", "n e s"),
)
TEMPLE = (
    "Temple of the Moon\nSilver lamps burn before an empty plinth.\n[Exits: s]",
    R("Temple of the Moon", "s"),
)
MARKET = ("Market Row\nShuttered stalls line the street.\n[Exits: e w]", R("Market Row", "e w"))
DOCKS = (
    "Fishing Docks\nNets dry on the bollards.\n[Exits: w]\nA silver coin lies here.",
    R("Fishing Docks", "w", coin=True),
)
GATE = (
    "South Gate\nThe town wall looms. The great gate south is locked.\n[Exits: n s]",
    R("South Gate", "n s", locked="s"),
)

# map C (prose): Meadow e Orchard, Meadow n Hilltop, Orchard s Barn (door, closed; coin).
MEADOW = (
    "You are in the meadow. Long grass sways in the wind. A stile leads east, and a "
    "track climbs north.",
    R("meadow", "e n"),
)
HILLTOP = (
    "You are on the hilltop. The whole valley lies spread out below. The only way down "
    "is the track to the south.",
    R("hilltop", "s"),
)
ORCHARD = (
    "You are in the orchard. Windfalls rot in the grass. A stile leads west. The barn "
    "door to the south is closed.",
    R("orchard", "w s", closed="s"),
)
ORCHARD_OPEN = (
    "You are in the orchard. Windfalls rot in the grass. A stile leads west. The "
    "barn door to the south stands open.",
    R("orchard", "w s"),
)
BARN = (
    "You are in the barn. Swallows dart among the beams. The door north is open.\nA gold "
    "coin lies in the hay.",
    R("barn", "n", coin=True),
)

# map D (Inform 7): Main Deck n Bow, s Stern, w Galley (coin).
DECK = (
    "Main Deck\nSalt spray stings your eyes.\n\nYou can go north, south or west.",
    R("Main Deck", "n s w"),
)
BOW = ("Bow\nThe figurehead leans out over the waves.\n\nYou can go south.", R("Bow", "s"))
STERN = ("Stern\nThe great wheel creaks as the ship rolls.\n\nYou can go north.", R("Stern", "n"))
GALLEY = (
    "Galley\nPots swing from hooks.\n\nYou can see a doubloon here.\n\nYou can go east.",
    R("Galley", "e", coin=True),
)

# map E (TextWorldExpress manner): kitchen e hall, kitchen s pantry (door, closed),
# hall n bedroom.
KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also a "
    "fridge, that is closed. \nTo the East you see the hall. To the South you see a "
    "closed wood door. ",
    R("kitchen", "e s", closed="s"),
)
KITCHEN_OPEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also "
    "a fridge, that is closed. \nTo the East you see the hall. Through an open wood "
    "door, to the South you see the pantry. ",
    R("kitchen", "e s"),
)
PANTRY = (
    "You are in the pantry. In one part of the room you see a shelf, that has nothing on "
    "it. \nThrough an open wood door, to the North you see the kitchen. ",
    R("pantry", "n"),
)
HALL = (
    "You are in the hall. In one part of the room you see a hat stand. \nTo the West you "
    "see the kitchen. To the North you see the bedroom. ",
    R("hall", "w n"),
)
BEDROOM = (
    "You are in the bedroom. In one part of the room you see a bed, that has a pillow on "
    "it. \nTo the South you see the hall. ",
    R("bedroom", "s"),
)

ITEMS = [
    # map A
    item(FOYER, "n", GALLERY, "e", LIBRARY, "w", GALLERY),
    item(
        FOYER,
        "go north",
        GALLERY,
        "go east",
        LIBRARY,
        "go west",
        GALLERY,
        "go south",
        also(FOYER, "Somewhere upstairs a clock strikes the hour."),
        notes="back in the first room (no initial): north visited, east and west not.",
    ),
    item(
        FOYER,
        "walk west",
        CONSERVATORY,
        "take coin",
        TAKEN,
        "walk east",
        also(FOYER, "The chandelier's crystals tinkle in a draught."),
    ),
    item(
        FOYER,
        "w",
        CONSERVATORY,
        "take coin",
        TAKEN,
        "e",
        FOYER,
        "e",
        CLOAKROOM,
        "w",
        FOYER,
        "n",
        also(GALLERY, "One of the portraits seems to be watching you."),
    ),
    item(
        FOYER,
        "east",
        CLOAKROOM,
        "west",
        FOYER,
        "north",
        GALLERY,
        "east",
        LIBRARY,
        "west",
        GALLERY,
        "south",
        also(FOYER, "A mouse scurries across the floor and is gone."),
    ),
    item(
        FOYER,
        "s",
        ("You can't go that way.", K("refused")),
        "n",
        GALLERY,
        "n",
        ("The portraits do not part for you; there is no way north.", K("refused")),
        notes="the refusal in the first room is left behind; in the gallery north was refused.",
    ),
    # map B
    item(SQUARE, "n", TEMPLE, "s", SQUARE, "e", MARKET, "e", DOCKS),
    item(
        SQUARE,
        "e",
        MARKET,
        "w",
        SQUARE,
        "s",
        GATE,
        "s",
        ("The gate is locked tight.", K("refused", "locked")),
        notes="the locked gate refused; the only other way is back north, the initial way.",
    ),
    item(
        SQUARE,
        "e",
        MARKET,
        "e",
        DOCKS,
        "get coin",
        ("You get a silver coin.", K("took")),
        "w",
        MARKET,
    ),
    item(SQUARE, "n", TEMPLE, "s", SQUARE, "e", MARKET, "w", SQUARE),
    item(SQUARE, "s", GATE, "n", SQUARE, "n", TEMPLE),
    # map C
    item(
        MEADOW,
        "head east",
        ORCHARD,
        "open door to the south",
        ("You open the barn door.", K("opened")),
        "head south",
        BARN,
    ),
    item(MEADOW, "walk north", HILLTOP, "walk south", MEADOW, "walk east", ORCHARD),
    item(
        MEADOW,
        "n",
        HILLTOP,
        "s",
        MEADOW,
        "e",
        ORCHARD,
        "s",
        ("The barn door is shut.", K("refused", "closed")),
    ),
    item(
        MEADOW,
        "e",
        ORCHARD,
        "open south",
        ("You open the barn door.", K("opened")),
        "s",
        BARN,
        "take coin",
        ("You pick up the gold coin.", K("took")),
        "n",
        ORCHARD_OPEN,
        notes="the orchard described again with the barn door open.",
    ),
    # map D
    item(DECK, "north", BOW, "south", DECK, "south", STERN, "north", DECK, "west", GALLEY),
    item(DECK, "go north", BOW, "go south", DECK, "go south", STERN, "go north", DECK),
    item(
        DECK,
        "w",
        GALLEY,
        "take doubloon",
        TAKEN,
        "e",
        DECK,
        "e",
        ("There is only the sea that way.", K("refused")),
    ),
    # map E
    item(
        KITCHEN,
        "open door to south",
        ("You open the wood door, revealing the pantry. ", K("opened")),
        "move south",
        PANTRY,
        "move north",
        KITCHEN_OPEN,
    ),
    item(KITCHEN, "move east", HALL, "move north", BEDROOM, "move south", HALL),
]
