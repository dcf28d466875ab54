"""prose, fourth round: plain prose in many voices (third person narrator, first person,
telegraphic, archaic, American and British), exits as adverbs and adjectives (northward, a
northerly path, heading south), exceptions, conditionals, destinations, doors unlocked but
closed. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Mara stood in the old schoolroom. Chalk dust hung in the light from the tall windows. "
        "A door at the north end of the room stood ajar, and the cloakroom lay to the west. On "
        "the teacher's desk sat an apple and a bright new penny.",
        R("old schoolroom", "n w", coin=True, leads={"w": "cloakroom"}),
        notes="third person narrator; 'stood in the old schoolroom' names the room",
    ),
    item(
        "I'm in a cramped ticket office. There's a window onto the street with bars across it, "
        "and the only door leads south, onto the platform. It's shut. I can hear trains.",
        R("cramped ticket office", "s", closed="s"),
        notes="first person, Scott Adams style: the room is 'cramped ticket office'; 'It's "
        "shut' is the door's state in the next sentence",
    ),
    item(
        "You are in the keeper's cottage.\n\nIt is a single room, low and smoky, with a box bed "
        "against one wall and a spinning wheel against another. Bunches of dried herbs hang "
        "from the beams. A door in the east wall opens onto the orchard, and a second, smaller "
        "door to the south is bolted from the outside. On the mantelpiece, between a china dog "
        "and a clock that has stopped, lies a gold guinea.\n\nThrough the small window you can "
        "see the hills, blue in the evening light.",
        R("keeper's cottage", "e s", locked="s", coin=True),
        notes="long room; bolted from the outside is locked",
    ),
    item(
        "You are in a clearing. Paths lead off in every compass direction except west, where "
        "the brambles are too thick to pass.",
        R("clearing", "n s e"),
        notes="'every compass direction except west': north, south and east",
    ),
    item(
        "You are in the wash house. Copper tubs steam gently along one wall. If the door were "
        "open you could go east into the yard. A passage also runs north.",
        R("wash house", "e n", closed="e"),
        notes="the conditional says the east door is there and not open: closed",
    ),
    item(
        "You are on the beach. The heat is making you see things: for a moment the sand is "
        "strewn with gold coins, then it is only sand again. The beach runs north and south; "
        "the sea is to the east.",
        R("beach", "n s"),
        notes="hallucinated coins are no coin; the sea is no exit",
    ),
    item(
        "You are in the hallway. The kitchen lies north; the sitting room, east; the front "
        "door, south, is locked.",
        R("hallway", "n e s", locked="s", leads={"n": "kitchen", "e": "sitting room"}),
    ),
    item(
        "You're in the mudroom. Boots, a snow shovel, a bag of rock salt. The door to the "
        "backyard is west and it's closed; the kitchen is north. There's a quarter on the "
        "bench.",
        R("mudroom", "w n", closed="w", coin=True, leads={"n": "kitchen"}),
        notes="American; a quarter (the 25-cent coin) is a coin",
    ),
    item(
        "You are at the edge of the forest. A path winds northward among the trees, and "
        "another heads off eastward across the heath. Southward the ground falls away in a "
        "sheer cliff.",
        R("edge of the forest", "n e"),
        notes="adverbs northward, eastward; the cliff to the south is no exit",
    ),
    item(
        "You are at the lych gate. A northerly path leads up to the church door; the lane runs "
        "away to the west.",
        R("lych gate", "n w"),
        notes="'a northerly path' is an exit north",
    ),
    item(
        "You are on the towpath. The canal is on your left. Heading south, the path goes under "
        "a low bridge; heading north, it reaches a lock keeper's cottage.",
        R("towpath", "s n"),
        notes="'heading south/north' are exits; the canal is none",
    ),
    item(
        "You are in the vestry. A collection plate on the side table holds a few pennies. The "
        "only door is to the north.",
        R("vestry", "n", coin=True),
        notes="a few pennies on an open plate are coins in the room",
    ),
    item(
        "You are in the kitchen garden. The wooden gate to the south is open, and a gravel "
        "path leads east between the cabbages.",
        R("kitchen garden", "s e"),
    ),
    item(
        "You are in the hold. A hatch overhead is open to the sky, and a low door leads aft "
        "toward the bilges.",
        R("hold", "u"),
        notes="up and aft are not in the vocabulary: no fact, no action",
    ),
    item(
        "You are in the hydroponics bay, bathed in the green light of the grow lamps. The "
        "north bulkhead door is sealed; the south one stands open onto the corridor. A "
        "coin-shaped washer lies on the floor.",
        R("hydroponics bay", "n s", closed="n"),
        notes="sealed is read as closed; a coin-shaped washer is no coin",
    ),
    item(
        "You are in the cloister. The door to the east is unlocked but closed. Arches open to "
        "the north and south.",
        R("cloister", "e n s", closed="e"),
        notes="unlocked but closed: closed",
    ),
    item(
        "You are in the taproom. Someone has dropped a sixpence under the table by the fire. "
        "Doors lead out to the east and to the west.",
        R("taproom", "e w", coin=True),
    ),
    item(
        "Garage. Oil stains. Car gone. Door east, shut. Side door south, open.",
        R("Garage", "e s", closed="e"),
        notes="telegraphic",
    ),
    item(
        "Thou art within the Hermit's Cell. A rude pallet lieth in the corner. A low door "
        "giveth onto the north, and a window looketh east over the valley.",
        R("Hermit's Cell", "n"),
        notes="archaic; the window east is no exit",
    ),
    item(
        "The rain had not stopped for three days. You were standing in the signal box, "
        "listening to it drum on the roof. Steps went down to the south, and a walkway ran "
        "east along the tracks. A single shilling lay on the lever frame.",
        R("signal box", "s e", coin=True),
        notes="the first sentence is not about the room; second person past",
    ),
]
