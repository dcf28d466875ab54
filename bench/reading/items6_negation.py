"""negation, sixth round: coin words that name no coin (a coin of sunlight, "a penny for your
thoughts", a Penny Black stamp, a portrait of the Sovereign, "a sovereign remedy", a quarter of an
hour, a copper beech, a silver birch, nickel-plated taps, a pound of candles, a price asked), a
coin flipped and pocketed, a coin a jackdaw carried off, compass words that name no way (a print
of Westminster Bridge, the northern lights, a compass needle, "Eastbourne" on a postcard), ways
that were or would be ("before the flood", "if the bridge were still standing"), "not blocked",
"Every way is bricked up save ...", windows set against doors, and a coin said twice to be
absent. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Spare Bedroom\nThe curtains are half drawn. A coin of sunlight lies on the "
        "floorboards, creeping slowly toward the bed. The door to the landing is east.",
        R("spare bedroom", "e"),
        notes="'a coin of sunlight' is a patch of light, not a coin.",
    ),
    item(
        "Snug\nThe fire has burned low. The landlady looks up from her knitting. 'A penny "
        "for your thoughts, love?' The bar is through the arch to the south.",
        R("snug", "s"),
        notes="'a penny for your thoughts' is an idiom; no coin lies here.",
    ),
    item(
        "Post Room\nPigeonholes cover one wall. On the sorting table lies an envelope with "
        "a Penny Black stamp. Doors lead north and west.",
        R("post room", "n w"),
        notes="a Penny Black is a postage stamp, not a coin.",
    ),
    item(
        "Mayor's Parlour\nA portrait of the Sovereign in coronation robes hangs above the "
        "fireplace. The only door is south.",
        R("mayor's parlour", "s"),
        notes="the Sovereign here is the monarch in a portrait, not a coin.",
    ),
    item(
        "Apothecary\nRows of labelled jars. One label reads: 'Dr Pike's Elixir - a sovereign "
        "remedy for gout.' The shop door, west, is open; a curtained doorway leads north.",
        R("apothecary", "w n"),
        notes="'a sovereign remedy' is a phrase on a label, not a coin.",
    ),
    item(
        "Drawing Room\nNickel-plated lamps, silver candlesticks, a copper kettle on the hob, "
        "and a print of Westminster Bridge above the piano. French windows look out on the "
        "lawn. A door leads north.",
        R("drawing room", "n"),
        notes="metal words and 'Westminster' name no coin and no way west; the french windows "
        "are no exit.",
    ),
    item(
        "You are on the quay. You flip a coin to decide: heads. You pocket the coin again "
        "and look about. The harbour road leads east; to the south the harbour water slaps "
        "against the quay wall.",
        R("quay", "e"),
        notes="a coin flipped and pocketed is the player's, not lying here; water to the south "
        "is no way.",
    ),
    item(
        "Garden Wall\nA jackdaw sits on the wall with something bright in its beak. As you "
        "watch it flaps off over the rooftops with your lost shilling. A gate leads north.",
        R("garden wall", "n"),
        notes="a coin a bird carries off out of sight is no coin here.",
    ),
    item(
        "Hilltop\nThe northern lights ripple green over the hill. A path leads down to the "
        "south; all other sides are sheer crag.",
        R("hilltop", "s"),
        notes="the northern lights are no way north; crags on all other sides are no exits.",
    ),
    item(
        "Navigator's Cabin\nA compass on the chart table points steadily north. A postcard of "
        "Eastbourne is tucked into the mirror. The cabin door is west, and it is open.",
        R("navigator's cabin", "w"),
        notes="a compass needle and a place name are no exits; west is the open door.",
    ),
    item(
        "Old Ford\nThere used to be a way south across the river here, before the flood "
        "took the stepping stones. The lane runs north and east.",
        R("old ford", "n e"),
        notes="a way that used to be is no exit.",
    ),
    item(
        "Gorge Edge\nYou could go east from here, if the rope bridge were still standing. "
        "It isn't. A goat track climbs north.",
        R("gorge edge", "n"),
        notes="a way east under a condition that does not hold is no exit.",
    ),
    item(
        "Sluice Room\nThe way north is not blocked, though the way east is: a wall of "
        "sandbags fills it to the roof. A door to the west is shut.",
        R("sluice room", "n w", closed="w"),
        notes="'not blocked' north is an exit; east is blocked (no exit); west closed.",
    ),
    item(
        "Undercroft\nEvery archway here was bricked up long ago, save the one to the east.",
        R("undercroft", "e"),
        notes="'every archway bricked up save the one to the east': only east.",
    ),
    item(
        "Gatekeeper's Lodge\nThe north wall has a window; the south wall has a door, standing "
        "open. The east and west walls have nothing but hooks and coats.",
        R("gatekeeper's lodge", "s"),
        notes="a window north is no exit; the open door south is.",
    ),
    item(
        "Copse\nA copper beech and a silver birch stand together. A quarter of an hour "
        "passes. Paths lead east and south.",
        R("copse", "e s"),
        notes="'copper beech', 'silver birch' and 'a quarter of an hour' name no coin.",
    ),
    item(
        "Chandler's\nA pound of candles, a gallon of lamp oil, a coil of tarred rope. The "
        "chandler says, 'Two silver pennies for the oil, if you want it.' The door is east.",
        R("chandler's", "e"),
        notes="a price asked in silver pennies is no coin lying here; a pound of candles is a "
        "weight.",
    ),
    item(
        "Cloakroom\nNo coin in the coat pockets; no coin on the floor; no coin anywhere. Doors "
        "lead north and south, both of them open.",
        R("cloakroom", "n s"),
        notes="absence said three times.",
    ),
    item(
        "Vestibule\nNeither door here is locked. The one to the north stands open; the one to "
        "the west is shut.",
        R("vestibule", "n w", closed="w"),
        notes="neither locked: north open, west closed (open west among the actions).",
    ),
    item(
        "Mint Yard\nThe old royal mint stood here once; now there are only weeds and a "
        "plaque. No coins have been struck here for two hundred years. Alleys lead west and "
        "north.",
        R("mint yard", "w n"),
        notes="a mint and coins struck long ago are no coin here.",
    ),
]
