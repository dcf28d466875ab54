"""negation, twenty-sixth round: absence, negation and distractors in the four families a new user
brings (classic IF, Inform 7, MUDs, plain prose) and in the registers people use (second, first and
third person, a play-by-post game master, a screen reader reading a web page, a walkthrough's note).
Coin words that name no coin: HALFPENNY BRIDGE on a plaque, a lane that "turns on a sixpence", coin
pearls on a jeweller's tray, a parrot called Penny shrieking "Pieces of eight!", coins carved on a
sarcophagus lid, COINS COUNTED FREE OF CHARGE, a photograph of a coin collector's tray, a
nickelodeon and sterling silver spoons, a painted sun "like a gold sovereign", GOLD AND SILVER
BOUGHT after the real coin is taken, an empty coin purse, a dry shrine basin and "You see no coins
here.", a search of the straw. Exit words that give no exit: "Not north, not south: the river hems
me in", hedges "with no gap in them", "If the tide were out you could walk east ...; it isn't, and
you can't", a WESTWARD HO! poster, a shuttered ticket window, bare brick walls, "no coin here -
don't waste turns searching". Door states negated: "not locked. It is not shut either", "neither
open nor unlocked", "shut, but there's no lock on it at all", "Nobody has unlocked the west door in
years". What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Halfpenny Bridge\nYou are on the narrow iron footbridge. A plaque on the rail reads "
        "HALFPENNY BRIDGE - TOLL ABOLISHED 1919. The bridge runs east to the town and west to "
        "the towpath. Far below, the river is brown and fast.",
        R("Halfpenny Bridge", "e w"),
        notes="a coin word in a name on a plaque is no coin; the bridge runs east and west "
        "(two exits); the river below is no way",
    ),
    item(
        "Crook Lane\nThe lane turns on a sixpence here and heads off east between high hedges. "
        "The hedges stand close on the north side, with no gap in them; south, the lane runs on "
        "toward the village.",
        R("Crook Lane", "e s"),
        notes="'turns on a sixpence' is an idiom, no coin; the hedge north has no gap (no "
        "exit); east and south",
    ),
    item(
        "Jeweller's Workshop\nTiny drawers line every wall, each labelled in a spidery hand. "
        "The shop is south.\n\nYou can see a velvet tray (on which are some coin pearls and a "
        "loupe) and a gold chain here.",
        R("Jeweller's Workshop", "s"),
        notes="coin pearls are pearls, and a gold chain is no coin: no coin here; go south",
    ),
    item(
        "The Ship's Bell\n  A low taproom with a ship's bell over the bar and sawdust on the "
        "floor.\n[Exits: north west]\nPenny the parrot squawks, 'Pieces of eight! Pieces of "
        "eight!'\n<150hp 70m 110mv> ",
        R("The Ship's Bell", "n w"),
        notes="a parrot called Penny shrieking of pieces of eight puts no coin in the room; the "
        "heading keeps its article; go north or west",
    ),
    item(
        "I'm in the ferry hut. Not north, not south: the river hems me in on both sides. The "
        "only way off this island of planks is the jetty to the east, and the only thing of "
        "any value here is a brass washer somebody dropped.",
        R("ferry hut", "e"),
        notes="first person: north and south negated (the river); the jetty east is the one "
        "exit; a brass washer is no coin",
    ),
    item(
        "Bell Foundry\nThe casting pit takes up most of the floor, and the air tastes of hot "
        "metal. The north door is not locked. It is not shut either, for that matter: it stands "
        "wide. The east door is neither open nor unlocked. A silver penny lies in the sand of "
        "the moulds.",
        R("Bell Foundry", "n e", locked="e", coin=True),
        notes="'not locked ... not shut ... stands wide' is an open door north; 'neither open "
        "nor unlocked' is a locked door east; a silver penny in the sand: take it",
    ),
    item(
        "Saltpetre Store\nBarrels of saltpetre stand in rows on a floor scattered with sand. The "
        "south door is shut, but there's no lock on it at all. Nobody has unlocked the west "
        "door in years.\n\nYou can see an empty keg here.",
        R("Saltpetre Store", "s w", closed="s", locked="w"),
        notes="'shut, but there's no lock on it' is closed (not locked); 'Nobody has unlocked "
        "the west door in years' is locked: open south",
    ),
    item(
        (
            "Shrine of the Drowned Saint\n  Pilgrims once threw coins into the stone basin "
            "here; it is dry and swept clean now.\n[Exits: north east]\n<57hp 100mv> ",
            R("Shrine of the Drowned Saint", "n e"),
        ),
        "get coins",
        ("You see no coins here.\n<57hp 100mv> ", K("none")),
        notes="coins the pilgrims threw long ago are gone (a dry basin), and a get finds none: "
        "no coin; go north or east",
    ),
    item(
        "Re: [IC] Ashes of Harrowgate - Chapter 5\nPost by GM_Wren >> Thu 16 Mar, 8:40 pm\n\n"
        "Okay, you're in the crypt. The sarcophagus lid is carved with coins, a whole border of "
        "them, stone and worn smooth. No actual money, sadly. A stair goes up to the chapel, "
        "and a low passage leads east to the ossuary.",
        R("crypt", "u e"),
        notes="a play-by-post game master: carved stone coins and 'No actual money' give no "
        "coin; the stair up is outside the vocabulary; go east",
    ),
    item(
        "heading level 2, Bank Lobby\nThe counters are closed for the night, and a notice on "
        "the glass reads COINS COUNTED FREE OF CHARGE.\nlink, Leave by the street door "
        "(south)\nlink, Go through to the safe deposit room (east)\nend of web content",
        R("Bank Lobby", "s e"),
        notes="a screen reader reading a web game aloud: a notice about coins is no coin; the "
        "links give south and east",
    ),
    item(
        "You are now in the Chapel. Despite what the ghost told you, there is no coin here - "
        "don't waste turns searching. Exits are north (Vestry) and west (Nave).",
        R("Chapel", "n w"),
        notes="a walkthrough's note: 'there is no coin here'; two exits with their rooms",
    ),
    item(
        "Darkroom\nPrints hang from a line like washing. One shows a coin collector's tray, "
        "every coin in it gleaming. Beneath the enlarger, a real sixpence lies where someone "
        "dropped it. The door east is shut, to keep out the light.",
        R("Darkroom", "e", closed="e", coin=True),
        notes="coins in a photograph are no coins, but the real sixpence under the enlarger "
        "is: take it",
    ),
    item(
        "Music Hall Bar\nVelvet curtains, a mirrored wall and a smell of spilt stout. The stage "
        "door is north; the street is west.\n\nYou can see a nickelodeon, a tray of sterling "
        "silver spoons and a cash box (locked) here.",
        R("Music Hall Bar", "n w"),
        notes="a nickelodeon (a coin-operated piano), sterling silver spoons and a locked cash "
        "box whose contents are not given: no coin; go north or west",
    ),
    item(
        "Eli is in the cellar. It has no windows, no coins, and only one door, which is to the "
        "north and stands open. Every other wall is bare brick.",
        R("cellar", "n"),
        notes="third person: 'no coins', and bare brick on three sides: one exit, north",
    ),
    item(
        "Booking Hall\nA poster for the WESTWARD HO! express hangs crooked over the ticket "
        "window. The platform door is north; the street door is south. To the west there is "
        "only the ticket window, shuttered.",
        R("Booking Hall", "n s"),
        notes="a compass word in a train's name and a shuttered window west give no exit; "
        "north and south",
    ),
    item(
        "Causeway Head\nThe causeway starts here and vanishes under the grey sea. If the tide "
        "were out you could walk east across it to the island; it isn't, and you can't. The "
        "dunes path leads west.",
        R("Causeway Head", "w"),
        notes="a counterfactual way east ('it isn't, and you can't') is no exit; the dunes "
        "path west is the one exit",
    ),
    item(
        "Orrery Room\nBrass planets hang on their wires above a great table, and a painted sun "
        "on the ceiling glows like a gold sovereign. The door is west.",
        R("Orrery Room", "w"),
        notes="a painted sun 'like a gold sovereign' is a simile, no coin; one exit, west",
    ),
    item(
        (
            "Assay Office\n  Scales, acid bottles and a touchstone on a long counter.\n[Exits: "
            "south]\nA gold coin lies on the counter.\n<60hp 90mv> ",
            R("Assay Office", "s", coin=True),
        ),
        "get coin",
        ("You get a gold coin.\n<60hp 90mv> ", K("took")),
        "look",
        (
            "Assay Office\n  Scales, acid bottles and a touchstone on a long counter. A brass "
            "sign over it reads: GOLD AND SILVER BOUGHT.\n[Exits: south]\n<60hp 90mv> ",
            R(None, "s"),
        ),
        notes="the gold coin got and a look at the room without it: a sign about gold and "
        "silver is no coin; the only way is south",
    ),
    item(
        (
            "Sewing Parlour\nA treadle machine by the window, and pins in every cushion. The "
            "hall is east.\n\nYou can see a coin purse (closed) and a pincushion here.",
            R("Sewing Parlour", "e"),
        ),
        "open purse",
        ("You open the coin purse, which turns out to be empty.", K("none")),
        notes="a closed coin purse whose contents are not given, opened and found empty: no "
        "coin; go east",
    ),
    item(
        (
            "I'm in the calf shed. Straw to my ankles, a water trough, a gate south onto the "
            "yard that stands open.",
            R("calf shed", "s"),
        ),
        "search straw",
        (
            "I search the straw. Nothing but chaff, and a mouse that is not pleased to see me.",
            K("none"),
        ),
        notes="first person: a search of the straw that finds no coin; the gate south is open",
    ),
]
