"""negation, seventh round: ordinary distractors and absences as real games print them: a coin
named on a sign, in a book, in someone's speech, in a shop's price, in the player's inventory;
"no exit" phrasings ("There is no exit to the north.", "You can't go north from here."), walls
and windows named by direction, a coin that is not here, a door that is not locked but closed.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Bakery\nThe smell of fresh bread fills the shop. A chalkboard behind the counter "
        "reads: LOAF - 2 COINS. The street is to the south.",
        R("bakery", "s"),
        notes="a price in coins on a chalkboard is no coin in the room",
    ),
    item(
        "Reading Room\nA heavy book lies open on the lectern. It reads: 'And the king buried "
        "a single gold coin beneath the old oak.' The only door leads west.",
        R("reading room", "w"),
        notes="a coin in a book's text is no coin in the room",
    ),
    item(
        (
            "Road\nA muddy road runs east and west.",
            R("road", "e w"),
        ),
        "west",
        (
            "Toll Bridge\nA fiddler plays at the end of the bridge. 'A coin for a tune, "
            "friend?' he calls. The road lies to the east; the bridge goes on to the west.",
            R("toll bridge", "e w", leads={"e": "road"}),
        ),
        notes="the fiddler asks for a coin: speech, no coin in the room; east leads back to "
        "the road",
    ),
    item(
        "Dungeon Cell\nDamp straw on a stone floor. There is no exit to the north, east or "
        "west. An iron door to the south is locked.",
        R("dungeon cell", "s", locked="s"),
        notes="'There is no exit to the north, east or west.' gives none of them; a locked "
        "door south is the only way: no action",
    ),
    item(
        "Parlour\nA fire burns low in the grate. A window in the north wall looks out on the "
        "garden. The door is to the east.",
        R("parlour", "e"),
        notes="a window in the north wall is no exit",
    ),
    item(
        "Counting House\nLedgers are stacked on every desk. The clerk looks up. 'I'm afraid "
        "there's no money here, not a single coin. The master took it all to the bank.' The "
        "door is to the south.",
        R("counting house", "s"),
        notes="the clerk says no coin is here: no coin",
    ),
    item(
        "Market Stall\nA woman sells apples from a barrow. 'Three for a penny, love!' she "
        "calls. Stalls stretch away north and south.",
        R("market stall", "n s"),
        notes="'Three for a penny' is a price called out, no coin in the room",
    ),
    item(
        (
            "Tunnel\nA low tunnel runs east and west.",
            R("tunnel", "e w"),
        ),
        "east",
        (
            "Cave\nThe cave is a dead end. There is no way on; the passage you came along "
            "lies to the west.",
            R("cave", "w", leads={"w": "tunnel"}),
        ),
        notes="'There is no way on': the only exit is the way back west",
    ),
    item(
        "Vault\nThe great vault is empty. Whoever robbed it took every last coin. A steel "
        "door stands open to the north.",
        R("vault", "n"),
        notes="'took every last coin': no coin here",
    ),
    item(
        (
            "Square\nPigeons strut about the square. Streets lead north and west.",
            R("square", "n w"),
        ),
        "inventory",
        ("You are carrying:\n  a lamp\n  a gold coin", K("none")),
        notes="the coin in the player's inventory is not in the room: no find(coin)",
    ),
    item(
        "Cloister\nA covered walk around a square of grass. You can't go north from here: "
        "the wall is solid. Arches open to the east and south.",
        R("cloister", "e s"),
        notes="'You can't go north from here' is no exit north",
    ),
    item(
        "Village Hall\nA notice board by the door reads: 'LOST - one silver coin, near the "
        "church. Please return to Mrs Dale.' Paths lead east and west.",
        R("village hall", "e w"),
        notes="a lost coin named on a notice (near the church) is no coin in the room",
    ),
    item(
        "Guardroom\nThe guard is asleep at the table, a purse at his belt. Doors lead north "
        "and south. The door to the north is closed but not locked.",
        R("guardroom", "n s", closed="n"),
        notes="a purse at a guard's belt is no coin lying in the room; 'closed but not locked' "
        "is closed",
    ),
    item(
        "Ticket Office\nA sign over the window says: 'Fares: 3 coins to the coast.' The "
        "window is shut. The platform is north.",
        R("ticket office", "n"),
        notes="a fare in coins on a sign is no coin; the shut window is no exit",
    ),
    item(
        "Kitchen\nPots and pans hang from hooks. There is no door to the east, only a solid "
        "brick wall. The pantry is to the west and the hall to the south.",
        R("kitchen", "w s"),
        notes="'no door to the east, only a solid brick wall': no exit east",
    ),
    item(
        (
            "Beach\nWaves roll in from the west. A path climbs east through the dunes.",
            R("beach", "e"),
        ),
        "search sand",
        ("You dig around in the sand but find nothing, not even a coin.", K("none")),
        notes="the sea to the west is no exit; a search that finds no coin",
    ),
    item(
        "Gift Shop\nShelves of postcards and souvenir mugs. A price list on the wall reads: "
        "Postcards 1 coin, Mugs 5 coins. The exit is north.",
        R("gift shop", "n"),
        notes="a price list naming coins is no coin in the room",
    ),
    item(
        "Old Well\nThe bucket has long since rotted away. Someone has scratched 'NO WAY OUT' "
        "on the stones, but a path leads south and another east.",
        R("old well", "s e"),
        notes="'NO WAY OUT' scratched on stones is graffiti: the paths south and east are exits",
    ),
    item(
        "Stable Yard\nThe stable door to the east is not locked, but it is closed. There is no "
        "way north. The lane runs south.",
        R("stable yard", "e s", closed="e"),
        notes="'not locked, but it is closed': closed; 'no way north': no exit north",
    ),
    item(
        "Corner Shop\nThe shopkeeper counts coins into the till and slams the drawer shut. "
        "The door to the street is west.",
        R("corner shop", "w"),
        notes="coins counted into a till that is then shut are no coin lying in the room",
    ),
    item(
        "Tower Top\nThe wind howls across the battlements. There is no way down except the "
        "stairs to the south. To the north, east and west there is only a long drop.",
        R("tower top", "s"),
        notes="a long drop north, east and west is no exit; the stairs south are the way",
    ),
]
