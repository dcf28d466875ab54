"""history, seventh round: 2-7 turn walks on two small symmetric maps, each printed in one
plain manner (an Infocom-like farmhouse with "You can see ... here." lists after the
description and a closed dairy door; an Evennia-like mill village with "Exits: ..." and "You see:
..." lines), so a room reads the same on every visit; loops back to rooms already seen, a door
opened then walked through, a coin taken on the way, refusals in the middle; moves spelled
`north`, `go east`, `n`, `s.`, `walk west`, `e`, `go to the south`. Where two walks end in the
same room, the last text carries an event of that turn. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map F (Infocom-like farmhouse): Kitchen n Hall, Kitchen e Garden; Hall n Dairy (door, closed
# at first), Hall w Parlour; Garden s Shed (a coin).
KITCHEN = (
    "Kitchen\nA big farmhouse kitchen with a range and a scrubbed table. Doorways lead north "
    "and east.\n\nYou can see a kettle here.",
    R("kitchen", "n e"),
)
HALL = (
    "Hall\nA dim hall with a flagstone floor. The kitchen is south and the parlour west. The "
    "dairy door, to the north, is closed.",
    R("hall", "s w n", closed="n"),
)
HALL_OPEN = (
    "Hall\nA dim hall with a flagstone floor. The kitchen is south and the parlour west. The "
    "dairy door, to the north, is open.",
    R("hall", "s w n"),
)
PARLOUR = (
    "Parlour\nAntimacassars on every chair. The only door is east.\n\nYou can see a piano here.",
    R("parlour", "e"),
)
DAIRY = (
    "Dairy\nCool slate shelves and a butter churn. The door to the south is open.",
    R("dairy", "s"),
)
GARDEN = (
    "Garden\nCabbages in rows. The kitchen door is west, and a path leads south to the shed.",
    R("garden", "w s"),
)
SHED = (
    "Shed\nTools hang on nails.\n\nYou can see a rake and a coin here.",
    R("shed", "n", coin=True),
)
SHED_BARE = (
    "Shed\nTools hang on nails.\n\nYou can see a rake here.",
    R("shed", "n"),
)

# map H (Evennia-like mill village): Mill Lane e Corn Market, Mill Lane n Tithe Barn;
# Corn Market s Millpond (coins), Corn Market e Granary.
ROAD = (
    "Mill Lane\nThe mill wheel creaks somewhere behind the houses.\nExits: north, east",
    R("mill lane", "n e"),
)
MARKET = (
    "Corn Market\nSacks of grain are stacked under an awning.\nExits: west, south, east\n"
    "You see: a miller's boy",
    R("corn market", "w s e"),
)
CUSTOMS = (
    "Tithe Barn\nDust hangs in the light from the high doors.\nExits: south",
    R("tithe barn", "s"),
)
QUAY = (
    "Millpond\nDucks paddle among the reeds at the edge.\nExits: north\n"
    "You see: a fishing net and 3 copper coins",
    R("millpond", "n", coin=True),
)
QUAY_BARE = (
    "Millpond\nDucks paddle among the reeds at the edge.\nExits: north\nYou see: a fishing net",
    R("millpond", "n"),
)
LOFT = (
    "Granary\nThe floor is swept clean and smells of wheat.\nExits: west",
    R("granary", "w"),
)

ITEMS = [
    item(
        KITCHEN,
        "south",
        ("You can't go that way.", K("refused")),
        "north",
        HALL,
        notes="a refusal in the kitchen left behind; in the hall south leads back (visited, "
        "initial); the dairy door closed, the parlour unvisited",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "west",
        PARLOUR,
        notes="the parlour's only door leads back east (visited, initial): go back east",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "west",
        PARLOUR,
        "e",
        also(HALL, "Somewhere a clock strikes four."),
        notes="back in the hall: west and south visited, south initial; the dairy door "
        "closed and unexplored, so open it",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "west",
        PARLOUR,
        "e",
        HALL,
        "open dairy door",
        ("The dairy door swings open.", K("opened", "n")),
        notes="the dairy door opened: north now open and unvisited",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "open door",
        ("Opened.", K("opened", "n")),
        "north",
        DAIRY,
        notes="through the opened dairy door: south visited, initial, all visited",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "open door",
        ("Opened.", K("opened", "n")),
        "north",
        DAIRY,
        "s.",
        HALL_OPEN,
        notes="back in the hall with the dairy door open: north and south visited; west unvisited",
    ),
    item(
        KITCHEN,
        "go east",
        GARDEN,
        "go south",
        SHED,
        notes="a coin in the shed's list: take it; north leads back",
    ),
    item(
        KITCHEN,
        "go east",
        GARDEN,
        "go south",
        SHED,
        "take coin",
        ("Taken.", K("took")),
        "n",
        also(GARDEN, "A blackbird sings on the fence."),
        notes="the coin taken, back in the garden: both ways visited, west initial: go west",
    ),
    item(
        KITCHEN,
        "go east",
        GARDEN,
        "go east",
        ("You can't go that way.", K("refused")),
        "west",
        also(KITCHEN, "The kettle begins to sing."),
        notes="a refusal in the garden left behind; back in the first room: east visited, no "
        "initial in the first room, north unvisited",
    ),
    item(
        KITCHEN,
        "north",
        HALL,
        "north",
        ("The dairy door is closed.", K("refused", "closed")),
        notes="refused at the closed dairy door: refused(north), closed; south visited",
    ),
    item(
        ROAD,
        "west",
        ("You can't go that way.\nExits: north, east", K("refused")),
        "east",
        MARKET,
        notes="a refusal in the lane left behind; Evennia-like exits: west leads back "
        "(visited, initial); south and east unvisited",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "go south",
        QUAY,
        notes="'You see: ... 3 copper coins': take them; north leads back",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "go south",
        QUAY,
        "get coins",
        ("You pick up 3 copper coins.", K("took")),
        notes="the coins taken: the only way leads back north (all visited)",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "go south",
        QUAY,
        "get coins",
        ("You pick up 3 copper coins.", K("took")),
        "walk north",
        also(MARKET, "The miller's boy whistles a tune."),
        notes="back in the market: west (initial) and south visited; east unvisited",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "e",
        LOFT,
        notes="the granary's only exit leads back west: go west",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "e",
        LOFT,
        "w",
        MARKET,
        "s",
        QUAY_BARE,
        notes="no coin at this millpond; north leads back: every exit visited, go north",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "west",
        ROAD,
        "north",
        CUSTOMS,
        notes="a loop back to the lane, then north: the tithe barn's only exit leads back "
        "south (initial)",
    ),
    item(
        ROAD,
        "north",
        CUSTOMS,
        "south",
        also(ROAD, "A cart loaded with flour rattles past."),
        notes="back in the lane: north visited; east unvisited; no initial in the first room",
    ),
    item(
        ROAD,
        "north",
        CUSTOMS,
        "west",
        ("You can't go that way.\nExits: south", K("refused")),
        notes="a refusal in the tithe barn: refused(west); the only exit leads back south",
    ),
    item(
        ROAD,
        "east",
        MARKET,
        "go to the south",
        QUAY_BARE,
        "north",
        MARKET,
        "walk east",
        LOFT,
        "west",
        also(MARKET, "A sparrow pecks at a split sack."),
        notes="a five-move walk with a loop: in the market every exit is visited (west "
        "initial): go back west",
    ),
]
