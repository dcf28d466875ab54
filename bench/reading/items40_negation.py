"""negation, fortieth round: the ordinary distractors of ordinary rooms. Coin words that give no
coin (an empty swear jar, a farm shop's honesty box emptied this morning, a portrait of a man
counting gold coins, a ticket machine's COINS NOT ACCEPTED, walls that glitter "as if crusted with
silver coins" but are quartz, a purser's empty strongbox, a Coin Laundry, a car park's coin slot,
Penny's bedroom, the Crown and Anchor), compass words that give no way (a map on the west wall and
a compass rose, a weathervane pointing east, the East Wing, a porthole east, a telescope pointing
north from a room whose only way is down), "nothing here but", a door that "has swung shut", and
four short histories: `take coin` answered "It isn't a coin. It's a steel washer.", a coin taken
and the changing room looked at again, a door painted on the east wall ("It's only paint."), a
look under a rug ("There is nothing under the rug."); two rooms with a real coin among the
distractors. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Office Kitchen\nA fridge covered in passive-aggressive notes, and a microwave nobody "
        "has cleaned since March. The swear jar on the counter is empty, for once. The door to "
        "the open-plan office is east.",
        R("office kitchen", "e"),
        notes="an empty swear jar: no coin",
    ),
    item(
        "Farm Shop\nEgg trays, jars of chutney and a crate of muddy potatoes. An honesty box "
        "by the eggs says PLEASE PAY HERE, but there's no money in it: someone emptied it this "
        "morning. The door to the lane is south.",
        R("farm shop", "s"),
        notes="an honesty box with no money in it: no coin",
    ),
    item(
        "Portrait Gallery\nAncestors in ruffs glare down from the walls. Above the fireplace "
        "hangs a painting of Sir Edmund counting his gold coins. The gallery runs on to the "
        "north, and a door to the east is locked.",
        R("portrait gallery", "n e", locked="e"),
        notes="coins in a painting are no coin; the door east locked: go north",
    ),
    item(
        "Booking Hall\nThe ticket machine's screen says COINS NOT ACCEPTED - CARD ONLY. The "
        "platforms are north, and the way out to the street is west.",
        R("booking hall", "n w"),
        notes="a machine's notice about coins gives no coin",
    ),
    item(
        "Geography Room\nA big map of the world covers the west wall, with a compass rose in "
        "one corner. Someone has dropped a two-cent coin by the globe. The door is south, and "
        "it's open.",
        R("geography room", "s", coin=True),
        notes="a map on the west wall and a compass rose are no ways; a two-cent coin by the "
        "globe is a coin",
    ),
    item(
        "Back Porch\nBoots are lined up under the bench, and the weathervane on the shed roof "
        "points east. The back door, north, is open, and three steps go down to the garden.",
        R("back porch", "n d"),
        notes="a weathervane pointing east is no way; down is outside the vocabulary",
    ),
    item(
        "East Wing Landing\nPortraits of dull ancestors line the walls. The stairs go down to "
        "the hall, and a door to the north leads to the nursery.",
        R("east wing landing", "d n"),
        notes="East Wing is a name, not a way: north only",
    ),
    item(
        "Crystal Grotto\nThe walls glitter as if they were crusted with silver coins, but it's "
        "only quartz. A passage leads south.",
        R("crystal grotto", "s"),
        notes="walls that glitter like coins are quartz: no coin",
    ),
    item(
        "Purser's Office\nThe strongbox stands open and empty; the purser took the ship's money "
        "ashore. A porthole to the east shows the harbour wall. The door to the passage is west.",
        R("purser's office", "w"),
        notes="an empty strongbox: no coin; a porthole east is no way",
    ),
    item(
        "Bus Shelter\nThere's nothing here but a timetable and a sticker saying NO BALL GAMES. "
        "The road runs north and south.",
        R("bus shelter", "n s"),
        notes="'nothing here but': no coin; the road north and south",
    ),
    item(
        "Coin Laundry\nThe machines are all in use, and a sign says CHANGE MACHINE OUT OF ORDER. "
        "The street door is east.",
        R("coin laundry", "e"),
        notes="a coin word in the room's name: no coin",
    ),
    item(
        "Broom Cupboard\nBrooms, mops and a bucket that smells of bleach. There is no window. "
        "The door, to the south, has swung shut.",
        R("broom cupboard", "s", closed="s"),
        notes="'has swung shut' is closed: open it",
    ),
    item(
        "Observatory\nThe great telescope points north, at the Pole Star, and the dome's slit is "
        "open to the sky. A trapdoor in the floor leads down.",
        R("observatory", "d"),
        notes="a telescope pointing north is no way; the only way is down: no action",
    ),
    item(
        "Car Park\nThe pay-and-display machine has a coin slot and a sign saying EXACT CHANGE "
        "ONLY. The exit ramp goes up to the street, and the stairwell door, north, is open.",
        R("car park", "u n"),
        notes="a coin slot is no coin; up is outside the vocabulary",
    ),
    item(
        "Penny's Bedroom\nPony posters, a bunk bed and a heap of soft toys. The door west is open.",
        R("penny's bedroom", "w"),
        notes="Penny is a name: no coin",
    ),
    item(
        "Snug\nThe little snug of the Crown and Anchor, with a dartboard and a settle by the "
        "fire. A penny lies on the settle. The main bar is east.",
        R("snug", "e", coin=True),
        notes="the Crown and Anchor is a pub's name; a penny on the settle is a coin",
    ),
    # ---- short histories
    item(
        (
            "Workshop\nA lathe, a vice and shavings everywhere. Something small and round "
            "glints under the bench. The door to the yard is north.",
            R("workshop", "n"),
        ),
        "take coin",
        ("It isn't a coin. It's a steel washer.", K("none")),
        notes="a glint that turns out a washer: no coin",
    ),
    item(
        (
            "Changing Room\nWet footprints on the tiles, and a bench under a row of hooks. A "
            "ten-cent coin lies on the bench. The pool is east, and the way out is south.",
            R("changing room", "e s", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Changing Room\nWet footprints on the tiles, and a bench under a row of hooks. The "
            "pool is east, and the way out is south.",
            R("changing room", "e s"),
        ),
        notes="a coin taken: the look shows the bench bare",
    ),
    item(
        (
            "Nursery\nA rocking horse, a doll's house and a door painted on the east wall, so "
            "well that you'd swear it was real. The real door is west.",
            R("nursery", "w"),
        ),
        "east",
        ("It's only paint. You bump your nose.", K("refused")),
        notes="a painted door is no way: east refused",
    ),
    item(
        (
            "Hallway\nA long rug runs the length of the hall. The front door is south, and the "
            "kitchen is north.",
            R("hallway", "s n"),
        ),
        "look under rug",
        ("There is nothing under the rug.", K("none")),
        notes="nothing under the rug: no coin",
    ),
]
