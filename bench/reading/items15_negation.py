"""negation, fifteenth round: the negations and distractors of an ordinary game. Scenery that
names a direction or a coin without giving one: a window shut on the garden, an airing
cupboard's door, a founder's portrait holding up a gold coin, a wishing well whose coins are lost
in the dark, a fountain's coins behind locked railings "far beyond your reach", a gas meter's
coin slot, a tram token, a penny-farthing (beside a real penny), the North Star inn, Eastgate
Chambers and a compass rose, a mural of the line running west, a swear box (empty), a step that
held a shilling yesterday; "There is no way east" (beside a farthing), a cliff edge to the north,
"Neither is locked, though the north one is shut."; a coin just taken and the room looked at
again, the coins in the player's own purse, "You don't see a coin here." after `get coin`. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

HUT = "Sexton's Hut\nA spade, a lantern and a kettle on a spirit stove. The door is west."

ITEMS = [
    item(
        "Bedroom\nA narrow bed and a washstand. The window, in the west wall, is shut, and "
        "beyond the glass the garden drops away in terraces. The door is north.",
        R("bedroom", "n"),
        notes="a shut window west, with the garden beyond it, is no exit; the door north: go north",
    ),
    item(
        "Landing\nThe airing cupboard door, in the east wall, is closed. The stairs go down, and "
        "the box room is south.",
        R("landing", "d s"),
        notes="an airing cupboard's closed door is no exit (and no closed(east)); stairs down "
        "are outside the vocabulary: go south",
    ),
    item(
        "Banking Hall\nA marble counter with brass grilles runs the length of the hall. Over the "
        "clock hangs a portrait of the founder, a gold coin held up between finger and thumb. "
        "The revolving door is south; a staff door, east, is locked.",
        R("banking hall", "s e", locked="e"),
        notes="a gold coin in a portrait is no coin here; the staff door east is locked; the "
        "revolving door south (no state given) is open: go south",
    ),
    item(
        "Well Green\nThe old wishing well stands in the middle of the green under a little tiled "
        "roof. People still toss coins in; they vanish into the dark, and you hear them plop far "
        "below. Lanes lead north and east.",
        R("well green", "n e"),
        notes="coins tossed down a wishing well are gone into the dark (the third round's coin "
        "lost down a drain): no coin here; go north or east",
    ),
    item(
        "Fountain Court\nThe fountain plays inside a ring of iron railings, and the railings' "
        "gate is locked. Coins wink in its basin, far beyond your reach. Arcades lead west and "
        "south.",
        R("fountain court", "w s"),
        notes="coins in a fountain behind locked railings, far beyond reach, do not lie in the "
        "room to be taken (the earlier rounds' coins behind a locked grille); the railings' "
        "gate has no direction and leads nowhere but the fountain: go west or south",
    ),
    item(
        "Cart Shed\nCarts and harrows under a sagging roof. There is no way east, where the shed "
        "backs onto the hill. The open side faces west. A farthing lies in the dust under a "
        "cart.",
        R("cart shed", "w", coin=True),
        notes="'There is no way east': none; the open side west is the exit; a farthing in the "
        "dust is a coin: take coin",
    ),
    item(
        "The North Star\nA low-beamed taproom. A painted star hangs over the bar. The street "
        "door is south, and the yard is through a door to the west, which is shut.",
        R("the north star", "s w", closed="w"),
        notes="'North' in the inn's name is no exit; south open, west shut: go south or open west",
    ),
    item(
        "Bedsit\nA gas ring, an iron bed, and by the door a gas meter with a coin slot. The "
        "door, east, opens onto the stairwell.",
        R("bedsit", "e"),
        notes="a coin slot on a gas meter is no coin: go east",
    ),
    item(
        "Eastgate Chambers\nA solicitor's waiting room with hard chairs. A map of the county "
        "hangs on the wall, its compass rose pointing north. The only door is west.",
        R("eastgate chambers", "w"),
        notes="'Eastgate' is a name and a compass rose on a map gives no way: go west",
    ),
    item(
        "Cliff Top\nThe turf ends at the cliff edge to the north: a sheer drop to the rocks. "
        "Paths lead east and west along the top, and south to the village.",
        R("cliff top", "e w s"),
        notes="a sheer drop north is no exit; paths east, west and south: go any of them",
    ),
    item(
        "Tram Shelter\nA bench and a timetable under a tin roof. A brass tram token lies on the "
        "bench. The road runs east and west.",
        R("tram shelter", "e w"),
        notes="a tram token is no coin (the third round's tokens); the road runs east and west",
    ),
    item(
        "Porch\nYesterday there was a shilling on the step; today the step is bare. The front "
        "door, north, is shut, and the garden path leads away south.",
        R("porch", "n s", closed="n"),
        notes="a shilling that was here yesterday is gone; the front door north shut, the path "
        "south open: open north or go south",
    ),
    item(
        "Bicycle Shop\nA penny-farthing hangs on the wall above the counter. Under the counter, "
        "a real penny has rolled into the shavings. The shop door is south.",
        R("bicycle shop", "s", coin=True),
        notes="a penny-farthing is a bicycle, but the real penny under the counter is a coin: "
        "take coin",
    ),
    item(
        "Vestibule\nTwo doors: north to the hall, south to the street. Neither is locked, though "
        "the north one is shut.",
        R("vestibule", "n s", closed="n"),
        notes="'Neither is locked, though the north one is shut': north closed, south open: "
        "open north or go south",
    ),
    item(
        "Station Buffet\nA mural of the line running west to the sea covers one wall. Tea urns "
        "steam on the counter. The platform door is north, and there is no other way out.",
        R("station buffet", "n"),
        notes="a mural of a line running west gives no way; the platform door north: go north",
    ),
    item(
        "Site Hut\nPlans pinned to the walls, muddy boots, and a swear box on the filing "
        "cabinet, empty. The door is south; the window looks east over the car park.",
        R("site hut", "s"),
        notes="an empty swear box holds no coin; a window east is no exit: go south",
    ),
    item(
        "Coin Room\nThe museum's coin room: glass cases along every wall, each one locked and "
        "each one empty, the collection away on loan. The gallery is east.",
        R("coin room", "e"),
        notes="a room named for coins, its cases locked and empty: no coin; go east",
    ),
    # ---- with a history ----
    item(
        (f"{HUT}\nThere is a penny on the table.", R("sexton's hut", "w", coin=True)),
        "take penny",
        ("Pocketed.", K("took")),
        "look",
        (HUT, R("sexton's hut", "w")),
        notes="a penny just taken, and the hut looked at again without it: no coin; go west",
    ),
    item(
        (
            "Rope Store\nCoils of hemp and tarred line fill the bays. A doorway leads north.",
            R("rope store", "n"),
        ),
        "inventory",
        (
            "You have a leather purse (which holds two pennies), a penknife and a candle stub.",
            K("none"),
        ),
        notes="the pennies in the player's own purse do not lie in the room: no coin; go north",
    ),
    item(
        (
            "Tithe Barn\n  Great beams and a threshing floor swept clean.\n[Exits: north south]"
            "\n<52hp 18m 70mv> ",
            R("tithe barn", "n s"),
        ),
        "get coin",
        ("You don't see a coin here.\n<52hp 18m 70mv> ", K("none")),
        notes="the game says there is no coin to get: none; go north or south",
    ),
]
