"""negation, forty-first round: coin words that give no coin (a guinea pig, penny loafers, a
500-riel note, penny dreadfuls "four for a pound", coin-operated binoculars, DOUBLOON COVE on a
crazy golf hole, a crown green, Florin the shop cat and nails by the pound, sacks of oat groats, the
Hotel Sovereign on a luggage label, a gold medal, a tin of mints, a snack machine's coin slot,
"There's no coin anywhere", a biscuit tin marked COINS); compass words and ways that give no way
(binoculars pointing north across a fjord, a westie, Southern Comfort, "What looks like a door to
the west is only a broom cupboard", a map of the Western Isles, an east wind, "There's no way
north", a side door bricked up, sacks against the north wall); a gate by denial ("isn't locked. It
isn't even latched"); four short histories: `take coin` answered "There's no coin there. The round
thing is a bottle cap.", a coat's pockets searched, a tin marked COINS opened and empty, a 20-cent
coin taken in a wool shed and the shed looked at again. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Pets' Corner\nA guinea pig sits in a hutch of straw, chewing steadily, and two rabbits "
        "ignore it from the next pen. The farm shop is north, and the duck pond path goes "
        "east.",
        R("pets' corner", "n e"),
        notes="'guinea' here is a guinea pig, no coin. North and east are exits: go north or east.",
    ),
    item(
        "Cobbler's Shop\nShoes wait on the shelves with their tickets tied to the laces, and a "
        "pair of penny loafers sits on the last, half resoled. The street door is south. There "
        "is no other way out.",
        R("cobbler's shop", "s"),
        notes="'penny loafers' are shoes, no coin; the only exit is the street door south: go "
        "south.",
    ),
    item(
        "Tuk-Tuk Stand\nThree tuk-tuks wait under a tamarind tree in Phnom Penh, their drivers "
        "asleep across the seats. A 500-riel note is tucked into a driver's cap. The riverside "
        "road is east, and a lane runs north to the market.",
        R("tuk-tuk stand", "e n"),
        notes="A 500-riel note is a banknote, not a coin, and it is in a driver's cap. No coin: "
        "the road east and the lane north: go east or north.",
    ),
    item(
        "Secondhand Bookshop\nStacks of books lean against each other like tired drunks. On the "
        "counter is a box of penny dreadfuls, four for a pound. The stockroom door, north, is "
        "locked. The street door is west.",
        R("secondhand bookshop", "n w", locked="n"),
        notes="'penny dreadfuls' are cheap old novels, no coin; 'four for a pound' is a price. "
        "The stockroom door north is locked: go west.",
    ),
    item(
        "Viewing Platform\nCoin-operated binoculars point north across the fjord toward the "
        "glacier. The platform ends at a railing on three sides, above a drop of a hundred "
        "metres. Steps lead down to the car park, and a gravel path runs east along the cliff.",
        R("viewing platform", "d e"),
        notes="Coin-operated binoculars are no coin, and pointing north across the fjord is no "
        "way north (a railing and a drop). Exits: steps down (outside the vocabulary) and the "
        "path east: go east.",
    ),
    item(
        "Crazy Golf\nHole 7 is under a plywood pirate ship with a cannon that squirts water. A "
        "sign says DOUBLOON COVE - PAR 3. The path to hole 8 goes west; the kiosk is south.",
        R("crazy golf", "w s"),
        notes="'DOUBLOON COVE' names a golf hole; there is no doubloon here. The room is named by "
        "its heading ('Crazy Golf'). Exits west and south: go west or south.",
    ),
    item(
        "Bowls Club\nThe crown green rolls away in front of the clubhouse, smooth as a snooker "
        "table. The clubhouse door is north and stands open; the car park is east. A westie "
        "sleeps under a bench.",
        R("bowls club", "n e"),
        notes="The crown green is a bowling green (no crown coin); a westie is a dog (no way "
        "west). The open clubhouse door north and the car park east: go north or east.",
    ),
    item(
        "Hardware Shop\nNails by the pound in wooden drawers, and paraffin in a can by the "
        "door. Florin, the shop cat, is asleep on the counter. The yard is east; the street "
        "door, south, is locked, and the owner has taken the key home.",
        R("hardware shop", "e s", locked="s"),
        notes="Florin is a cat, not a florin; nails 'by the pound' are sold by weight. The street "
        "door south is locked (no open); the yard east is the way: go east.",
    ),
    item(
        "Oat Mill\nThe millstones rumble, and the air is white with dust. Sacks of oat groats "
        "are stacked to the rafters against the north wall. The drying kiln is west; the mill "
        "yard is south.",
        R("oat mill", "w s"),
        notes="'oat groats' are hulled grain, no groat coins; the sacks against the north wall "
        "are no way. West and south are exits: go west or south.",
    ),
    item(
        "Luggage Room\nSuitcases stand in rows, plastered with old labels: the Hotel "
        "Sovereign, Alexandria; the Grand, Trieste. A door east into the porter's lodge stands "
        "open. The back corridor is north.",
        R("luggage room", "e n"),
        notes="'the Hotel Sovereign' on a luggage label names a hotel, no sovereign coin. The "
        "porter's lodge door east 'stands open'; the back corridor north. No coin: go east or "
        "north.",
    ),
    item(
        "Ski Club Bar\nOld skis are crossed over the fireplace, and a gold medal from the 1968 "
        "downhill hangs in a frame beside them. There's no way north; the bar's back wall is "
        "solid rock. The changing room is west and the terrace south.",
        R("ski club bar", "w s"),
        notes="A gold medal is no coin; 'There's no way north' (solid rock). West and south are "
        "exits: go west or south.",
    ),
    item(
        "Barber's\nTwo red chairs, a long mirror and the smell of talc. A bottle of Southern "
        "Comfort and a tin of mints stand on the shelf under the mirror. The door to the "
        "street is east. What looks like a door to the west is only a broom cupboard.",
        R("barber's", "e"),
        notes="Southern Comfort is a drink (no way south); mints are sweets, no coins; the "
        "'door to the west' is a broom cupboard, not a way. The only exit is east: go east.",
    ),
    item(
        "Ferry Waiting Room\nRows of plastic seats, a snack machine with a coin slot, and a map "
        "of the Western Isles on the wall. The gangway door, north, is shut until the ferry "
        "docks. The ticket office is south.",
        R("ferry waiting room", "n s", closed="n"),
        notes="A snack machine's coin slot is no coin; a map of the Western Isles is no way "
        "west. The gangway door north is shut (closed); the ticket office south: open north or "
        "go south.",
    ),
    item(
        "Garden Gate\nThe gate to the north isn't locked. It isn't even latched; it swings a "
        "little in the breeze. An east wind rattles the hedge. The lane runs south.",
        R("garden gate", "n s"),
        notes="A gate by denial ('isn't locked. It isn't even latched'): open, no closed fact. "
        "An east wind is no way east. North and south: go north or south.",
    ),
    item(
        "Chapel of Rest\nLilies on a stand, and quiet music from somewhere. The undertaker's "
        "office is north. To the east there used to be a side door, but it was bricked up "
        "years ago.",
        R("chapel of rest", "n"),
        notes="The bricked-up side door east is no way; the office north is the only exit: go "
        "north.",
    ),
    item(
        "Ticket Hall\nThe ticket machines here take cards only. There's no coin anywhere, not "
        "even in the return slots; you checked. Escalators go down to the platforms. The "
        "street exit is west.",
        R("ticket hall", "d w"),
        notes="'There's no coin anywhere' says no coin in words; the escalators down are "
        "outside the vocabulary. Exit west: go west.",
    ),
    item(
        (
            "Sorting Shed\nApples roll down a wooden chute into crates. Something small and "
            "round glints in the sawdust by the chute. The orchard is north; the cider house "
            "is east.",
            R("sorting shed", "n e"),
        ),
        "take coin",
        ("There's no coin there. The round thing is a bottle cap.", K("none")),
        notes="Something round that glints is not said to be a coin, and the game says it is "
        "a bottle cap: no coin. North and east are exits: go north or east.",
    ),
    item(
        (
            "Cloak Room\nOne heavy winter coat hangs on its peg. The foyer is south, and the "
            "manager's office is west through a door that stands ajar.",
            R("cloak room", "s w"),
        ),
        "search coat",
        ("You go through the pockets of the coat. Nothing but a bus ticket.", K("none")),
        notes="A search of the coat finds a bus ticket, no coin. The foyer south and the "
        "office west (its door 'ajar', open): go south or west.",
    ),
    item(
        (
            "Lost Property Office\nShelves of umbrellas, a single roller skate, and a biscuit "
            "tin with COINS written on the lid in marker pen. The counter is north, and the "
            "back door, east, is locked.",
            R("lost property office", "n e", locked="e"),
        ),
        "open tin",
        ("You open the biscuit tin. It is empty.", K("none")),
        notes="A tin marked COINS, opened and empty: no coin. The counter north is the way; "
        "the back door east is locked: go north.",
    ),
    item(
        (
            "Wool Shed\nFleeces are heaped by the press, and the boards are slippery with "
            "lanolin. A 20-cent coin lies on the board by the press. The yards are south and "
            "the shearers' quarters west.",
            R("wool shed", "s w", coin=True),
        ),
        "take coin",
        ("You take the 20-cent coin.", K("took")),
        "look",
        (
            "Wool Shed\nFleeces are heaped by the press, and the boards are slippery with "
            "lanolin. The yards are south and the shearers' quarters west.",
            R("wool shed", "s w"),
        ),
        notes="The 20-cent coin taken and the shed looked at again (no coin line now): the "
        "coin is no longer in the room. South and west: go south or west.",
    ),
]
