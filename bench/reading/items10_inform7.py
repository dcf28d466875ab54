"""inform7, tenth round: Inform 7's default prose as players paste it today, with its noise: a
status line above the heading ("Conservatory    Turns: 41"), a chapter card and "[Press any key]",
a prompt, "[Your score has just gone up by ten points.]", a spoken line, "(first opening the
scullery door)" walking on, "(with the iron key)" and "You unlock ..." then "You open ...";
"On the work table are ...", "(on which are two pennies and a cigar stub)", "(in which is a
bent sixpence)" in a coal scuttle, "(open but empty)", "(closed)", "(who is holding a gold
sovereign)", a silver groat taken and the room left as it is, a pocket watch's "half past
two"; doors named by their rooms with their state as "(which is open)", "is closed", "is
locked", "stands ajar", a jib door covered in leather; forward and aft on a night train given
as north and south, a curtain (no door) before a bier room, stairs down beside compass ways.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Sewing Room\nA treadle machine stands under the window, a half-finished bodice still "
        "caught under its foot. The door to the landing is east; a narrower door, west, leads "
        "into the linen press.\n\nOn the work table are a pin cushion, a tape measure and a "
        "silver threepence.\n\n>",
        R("sewing room", "e w", coin=True),
        notes="'On the work table are ...' lists a threepence: a coin in the room",
    ),
    item(
        "Conservatory                                                 Turns: 41\n\n"
        "Conservatory\nThe air is warm and wet and smells of earth. Tree ferns brush the glass "
        "roof. A path through the staging leads south to the morning room, and the garden door, "
        "east, is closed.\n\nYou can see a watering can, a trowel and a seed tray (empty) here.",
        R("conservatory", "s e", closed="e"),
        notes="status line above the heading; the glass roof is no way; the garden door is closed",
    ),
    item(
        "Morning Room\nChintz, sunlight, and a clock that ticks too loudly. The conservatory is "
        "north of here and the hall is west.\n\nYou can see Mrs Pargeter (who is holding a gold "
        "sovereign) and a writing desk (closed) here.\n\nMrs Pargeter turns the sovereign over "
        "and over in her fingers.",
        R("morning room", "n w"),
        notes="a sovereign in Mrs Pargeter's hand is not lying in the room; the desk is closed "
        "and its contents not given",
    ),
    item(
        (
            "Kitchen\nA range, a dresser, a scrubbed deal table. The scullery door, north, is "
            "closed. The back passage runs east.\n\nYou can see a copper saucepan here.",
            R("kitchen", "n e", closed="n"),
        ),
        "north",
        (
            "(first opening the scullery door)\n\nScullery\nStone sink, wooden draining board, "
            "a mangle in the corner. The only way out is the door south into the kitchen.\n\nYou "
            "can see a bar of carbolic soap and a penny here.",
            R("scullery", "s", leads={"s": "kitchen"}, coin=True),
        ),
        notes="Inform opens the closed door on the way and walks on; a copper saucepan is no "
        "coin, the penny in the scullery is",
    ),
    item(
        "Box Room\nTrunks and hat boxes climb to the sloping ceiling. The box room's only door is "
        "south.\n\nYou can see a tea chest (open but empty), a hat box (closed) and a coal "
        "scuttle (in which is a bent sixpence) here.",
        R("box room", "s", coin=True),
        notes="an open coal scuttle whose contents are listed holds a sixpence: a coin; the "
        "tea chest is empty, the hat box closed",
    ),
    item(
        "Study (in the leather armchair)\nBooks to the ceiling on every wall but the south, "
        "where the door to the hall stands open. A smaller door in the west wall, covered in the "
        "same leather as the books so that it almost disappears, is closed.\n\nOn the desk is a "
        "blotter (on which is a paper knife).\n\nYou can also see a brass tray (on which are two "
        "pennies and a cigar stub) here.",
        R("study", "s w", closed="w", coin=True),
        notes="the heading's posture is dropped from the name; two pennies on a tray are coins",
    ),
    item(
        (
            "Chapel of Rest\nCandles gutter on a bare altar. The lych door is south; a black "
            "curtain to the east hides the bier room.\n\nYou can see a silver groat here.",
            R("chapel of rest", "s e", coin=True),
        ),
        "take groat",
        (
            "You take the silver groat and tuck it into your glove.\n\n[Your score has just "
            "gone up by ten points.]",
            K("took"),
        ),
        notes="the groat taken, the room kept; a curtain is no door, the way east behind it is "
        "open",
    ),
    item(
        "Landing\nThe stairs go down to the hall, and the corridor carries on north towards the "
        "servants' wing. The nursery door, east, is open; the bathroom door, west, is "
        "closed.\n\nYou can see a rocking horse here.",
        R("landing", "down n e w", closed="w"),
        notes="stairs down are outside the vocabulary; nursery open, bathroom closed",
    ),
    item(
        "\n\n   CHAPTER TWO\n   The Night Train\n\n[Press any key]\n\nSleeping Car Corridor\n"
        "The corridor sways and rattles. Compartment doors open off it to the west, all of them "
        "ajar; the dining car is forward, which is north, and the guard's van aft, which is "
        "south.\n\nYou can see a ticket punch here.",
        R("sleeping car corridor", "w n s"),
        notes="forward and aft are given as north and south by the text; the compartments' "
        "doors ajar make west an open exit; the chapter card is noise",
    ),
    item(
        (
            "Wine Passage\nA brick passage running north under the house. The wine cellar door, "
            "east, is locked.\n\nYou can see an empty bottle here.",
            R("wine passage", "n e", locked="e"),
        ),
        "unlock east door with key",
        ("(with the iron key)\nYou unlock the wine cellar door.", K("unlocked")),
        "open east door",
        (
            "You open the wine cellar door. A smell of must and old corks drifts out.",
            K("opened"),
        ),
        notes="unlocked, then opened: east is an open exit; no move, so no map fact",
    ),
    item(
        (
            "Terrace\nFlagstones and stone urns. The lawn is south, down three shallow steps; "
            "the garden room is west.",
            R("terrace", "s w", leads={"w": "garden room"}),
        ),
        "west",
        (
            "Garden Room\nWicker chairs, a croquet set, a smell of linseed oil. The terrace is "
            "east. The door north into the house is locked.\n\nYou can see a croquet mallet "
            "here.",
            R("garden room", "e n", locked="n", leads={"e": "terrace"}),
        ),
        notes="the way north is locked, so the person goes back east the way they came",
    ),
    item(
        "Gun Passage\nA narrow corridor lined with empty racks. It runs from the hall door, "
        'south, to the kennel yard, north.\n\n"Mind the dogs," says the keeper, without '
        "looking up from his pipe.\n\nYou can see the keeper and a leather cartridge bag here.",
        R("gun passage", "s n"),
        notes="a corridor 'from ... south, to ... north' has both ways; the keeper's line is noise",
    ),
    item(
        "Pawnbroker's Back Room\nShelves of unredeemed pledges: clocks, flat-irons, a "
        "christening mug. The shop is east, through a bead curtain.\n\nYou can see a cash box "
        "(closed) and a ledger (open at a page of sums in shillings and pence) here.",
        R("pawnbroker's back room", "e"),
        notes="a closed cash box and sums in a ledger are no coin; a bead curtain is no door",
    ),
    item(
        "Nursery\nA rocking chair, a cot, a frieze of ducks. The door to the landing (which is "
        "open) is west, and the night nursery door (which is closed) is north.\n\nOn the "
        "mantelpiece is a china money box shaped like a pig.\n\nYou can also see a Noah's ark "
        "here.",
        R("nursery", "w n", closed="n"),
        notes="'(which is open)' and '(which is closed)' on doors; a china pig money box is no "
        "coin (its contents are not given)",
    ),
    item(
        "Dairy\nCool slate shelves, crocks of cream, a churn. The yard door stands ajar to the "
        "east, and a low door leads south into the cheese store.\n\nIn the butter crock you can "
        "see a silver shilling, pressed into the butter.\n\n>",
        R("dairy", "e s", coin=True),
        notes="a shilling pressed into the butter in an open crock is a coin in the room",
    ),
    item(
        (
            "Hall\nA chequered floor, a stag's head, a gong. The front door is south. The "
            "morning room is east and the study is north.",
            R("hall", "s e n", leads={"e": "morning room", "n": "study"}),
        ),
        "e",
        (
            "Morning Room\nA sunny room, all chintz. The hall is west.\n\nYou can see a "
            "sewing basket here.",
            R("morning room", "w", leads={"w": "hall"}),
        ),
        "w",
        (
            "Hall\nA chequered floor, a stag's head, a gong. The front door is south. The "
            "morning room is east and the study is north.\n\nSomewhere a clock strikes three.",
            R("hall", "s e n", leads={"e": "morning room", "n": "study"}),
        ),
        notes="back in the first room: east is visited, north and south are not",
    ),
    item(
        "Long Gallery\nPortraits of the family glare down from both walls: a bishop, two "
        "admirals, a lady holding a purse of guineas. The gallery runs east and west, and a "
        "door in the north wall, painted to look like the panelling, is locked.",
        R("long gallery", "e w n", locked="n"),
        notes="guineas in a portrait are no coin; the painted door is a real locked door in "
        "the north wall",
    ),
    item(
        "Boot Room\nWellingtons, a boot jack, a smell of dubbin. You can go north or west.\n\n"
        "Lying on the doormat is a single copper farthing.",
        R("boot room", "n w", coin=True),
        notes="'You can go north or west.'; a farthing on the doormat is a coin",
    ),
    item(
        "Belfry (on the bell frame)\nThe great bells hang silent around you. A ladder goes "
        "down through a trapdoor to the ringing chamber, and a low door east opens onto the "
        "leads of the tower roof.\n\nYou check your pocket watch: half past two.",
        R("belfry", "down e"),
        notes="the heading's posture is dropped from the name; the ladder down is no fact; the "
        "door east onto the leads is an exit",
    ),
    item(
        (
            "Summer House\nA little octagon of glass and white paint. The lawn is north. You "
            "can see a deck chair and a croquet ball here.",
            R("summer house", "n"),
        ),
        "look under deck chair",
        (
            "Underneath the deck chair you find a gold half-guinea, which falls onto the "
            "floorboards.\n\n[Your score has just gone up by one point.]",
            R(None, "n", coin=True),
        ),
        notes="a reply that puts a coin on the floor is read as the room's description again "
        "(the ninth round's way), so the coin is here; the look is no move",
    ),
]
