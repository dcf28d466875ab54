"""prose, ninth round: plain prose in forms no earlier round used: an email telling the player
where they are, a bulleted room card, a diary written in the present, an estate agent's listing
("Door to rear garden (south). Opening through to dining room (west). Window to side (east)."),
a police scene report, a chat log ("not even a toonie"), a museum audio guide, a children's
story told to the player as a mouse, a hiker's telegraphic notes, an eighteenth-century letter
the player writes, a tram depot in first person after a move, an excavation trench, the player's
radio call from a server room, a ship's log with forward and aft mapped, an accessibility dump
("LOCATION: ... EXITS: ... OBJECTS: ..."), third person past, stairs up and down beside a way
west; money of many countries and eras: a 10-cent coin, a one-krone coin, a peseta, a 1943 steel
penny, a gold aureus, a penny, a guinea, a silver tetradrachm, a Spanish dollar, a 5-kopek coin.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "From: Control\nTo: you\nSubject: your position\n\nThe cameras have you in the print "
        "shop on the third floor. There's a door to the north (the stock room) and the "
        "corridor is off to the east. Somebody has left a 10-cent coin next to the "
        "guillotine.\n\nControl",
        R("print shop", "n e", coin=True),
        notes="an email to the player saying where the player is; the guillotine is a paper "
        "cutter; a 10-cent coin is a coin",
    ),
    item(
        "Boathouse\n\u2022 Ways out: north, to the track\n\u2022 The lake side is open water, "
        "and there is no boat\n\u2022 On the workbench: a tin of varnish and a one-krone coin",
        R("boathouse", "n", coin=True),
        notes="a bulleted card: the only way is north (the lake without a boat is none); a "
        "one-krone coin is a coin",
    ),
    item(
        "Day 9. Writing this in the pump house by torchlight. Pipes everywhere. The steel door "
        "to the north is shut, and the passage east, which floods at high tide, is dry now. "
        "There's a peseta on the windowsill that I haven't touched yet.",
        R("pump house", "n e", closed="n", coin=True),
        notes="a diary in the present: the passage east is dry now (a way); the steel door is "
        "shut (closed); the peseta is still on the sill",
    ),
    item(
        "KITCHEN  4.2m x 3.1m\nFitted units to three walls, Belfast sink, tiled floor. Door to "
        "rear garden (south). Opening through to dining room (west). Window to side (east).",
        R("kitchen", "s w"),
        notes="an estate agent's listing: the door south and the opening west are ways, the "
        "window east is not",
    ),
    item(
        "Scene: rear stockroom.\nAccess: fire door (east, propped open); door to shop floor "
        "(north, closed).\nItems noted: one 1943 steel penny on the floor by pallet 3, not yet "
        "bagged.",
        R("rear stockroom", "e n", closed="n", coin=True),
        notes="a police scene report: the fire door east is propped open, the north door "
        "closed; the steel penny still lies on the floor",
    ),
    item(
        "[18:02] me: ok I'm in the laundry room now\n[18:02] me: door to the north, garage is "
        "east\n[18:03] Jo: any coins??\n[18:03] me: nope. not even a toonie. just lint",
        R("laundry room", "n e"),
        notes="a chat log in the player's voice: 'not even a toonie' (the Canadian two-dollar "
        "coin) says there is none",
    ),
    item(
        "The archivist had left the reading room unlocked, and Clara slipped inside. Long "
        "tables ran the length of the room under green lamps. At the far end, to the west, a "
        "door stood half open onto the map store; the door to the stairwell, south, was "
        "shut.",
        R("reading room", "w s", closed="s"),
        notes="third person past: the room is the reading room; west half open, south shut",
    ),
    item(
        "Stop 7. You are now in the Long Gallery. Ahead of you, to the east, is Stop 8, the "
        "Chapel. The gift shop is through the door on your left, to the north. Please do not "
        "touch the portraits.",
        R("long gallery", "e n", leads={"e": "chapel"}),
        notes="a museum audio guide; 'on your left, to the north' gives the compass",
    ),
    item(
        "The nave is cold and smells of old hymn books. Stairs go up to the gallery and down "
        "to the crypt; the aisle runs on west to the font.",
        R("nave", "u d w"),
        notes="stairs up and down are outside the vocabulary; west is the one way to go",
    ),
    item(
        "You are in the atrium of the villa. The street door is south; the garden opens to "
        "the north. A gold aureus lies on the mosaic floor, not part of the pattern but "
        "dropped there, bright against the tesserae.",
        R("atrium", "s n", coin=True),
        notes="the aureus is said to be dropped on the mosaic, not part of it: a coin",
    ),
    item(
        "You are Pip, a mouse, and you are in the pantry. The pantry door, to the north, is "
        "shut tight, but there is a crack under the skirting board to the east that you can "
        "just squeeze through. On the bottom shelf, next to the jam, is a shiny penny.",
        R("pantry", "n e", closed="n", coin=True),
        notes="a children's story told to the player as a mouse: the crack east is a way for "
        "the player; a penny on the shelf",
    ),
    item(
        "Grid ref 114. Bothy. Stone, one room. Door S (open, hinge broken). Window N. "
        "Fireplace. On mantel: candle stub, matches. No other exits.",
        R("bothy", "s"),
        notes="a hiker's telegraphic notes: the door south is the one way (open, its hinge "
        "broken); the window north is none",
    ),
    item(
        "You dip your pen and write:\n\n'Madam, I write to you from the Blue Parlour, where I "
        "am kept. Its only door, to the east, is locked upon me, and the window gives onto the "
        "river. Upon the harpsichord lies a single guinea, which I dare not touch.'",
        R("blue parlour", "e", locked="e", coin=True),
        notes="a letter the player writes: the guinea lies in the room (take it); "
        "the only door is locked",
    ),
    item(
        (
            "I'm in the tram yard. Puddles, rails, a smell of hot metal. The depot doors stand "
            "open to the north and the street is east.",
            R("tram yard", "n e"),
        ),
        "north",
        (
            "I'm standing in the middle of the tram depot. Rails run in through the big doors "
            "to the south, which are open. There's a fitter's office to the west with its door "
            "shut. Nobody about.",
            R("tram depot", "s w", closed="w"),
        ),
        notes="first person present after a move north: south leads back to the yard; the "
        "fitter's office door is shut",
    ),
    item(
        "Trench B. The spoil heap blocks the west end of the trench. A plank ramp leads up "
        "out of it to the north. A silver tetradrachm lies in the loose soil at the bottom, "
        "just uncovered.",
        R("trench b", "n", coin=True),
        notes="the spoil heap west is no way; the ramp north is; a tetradrachm (an ancient "
        "silver coin) lies there",
    ),
    item(
        "You key the radio. 'OK, I'm in the server room now. Doors? There's one east, the "
        "badge reader's showing red, it's locked. The corridor door to the south is propped "
        "open. Loud in here.'",
        R("server room", "e s", locked="e"),
        notes="the player's own words on the radio: east locked (the badge reader), south "
        "propped open",
    ),
    item(
        "0600. Chart room. Door to the bridge (forward, i.e. north) open; door aft (south) to "
        "the companionway closed. One Spanish dollar found wedged under the chart table.",
        R("chart room", "n s", closed="s", coin=True),
        notes="a ship's log with forward and aft mapped to north and south; a Spanish dollar "
        "is a coin",
    ),
    item(
        "LOCATION: Old Signal Box\nEXITS: South (steps down to the track), East (walkway)\n"
        "OBJECTS: lever frame, kettle, 5-kopek coin",
        R("old signal box", "s e", coin=True),
        notes="an accessibility dump: steps down to the south are the way south (the third "
        "round's call); a 5-kopek coin is a coin",
    ),
    item(
        "The lamp room smelled of paraffin. Ruth set the can down and looked about her: a "
        "door to the gallery on the east side, standing open in the wind, and an iron door "
        "to the south that had been bolted from the far side for as long as anyone "
        "remembered.",
        R("lamp room", "e s", locked="s"),
        notes="third person past: east open, south bolted from the far side (locked)",
    ),
    item(
        "You're in the allotment shed again, or what's left of it. The roof leaks. The door "
        "south hangs by one hinge, and the back wall has fallen in so that you could step "
        "out west onto the plots.",
        R("allotment shed", "s w"),
        notes="'again' without a history gives no visited way; a door hanging by one hinge is "
        "open; the fallen back wall opens a way west",
    ),
]
