"""inform7, seventeenth round: Inform 7's default lists under rooms in modern places (a school
staff room and classroom, a server room, a space station's observation deck and bridge, a
hospital corridor and ward, a zoo's big cat walkway and penguin kitchen, a film studio's
dressing room and green room, a rainforest base's lab annexe, generator hut and walkway, a
modern flat's bedroom and roof garden, a ski shop, an office reception with an exit lister in
the status line, a lost property office, a swimming pool's locker room in the first person, a
lift); "(first opening the ward door)" before a room, "You open the hut door.", "(in which are
a glove, a recorder and a 10p piece)", "(on which is a five-pence piece)", "(closed)" on
appliances and a tip jar, "(empty)" on a wallet, a coin-operated viewer, a map of the world on
a wall, port beside north. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Staff Room\nA kettle, a fridge papered with notices, and far too many mugs. The "
        "corridor is south of here.\n\nYou can see a pigeonhole rack, a sagging sofa and a "
        "coffee table (on which is a 50-cent coin) here.",
        R("staff room", "s", coin=True),
        notes="a school staff room: a 50-cent coin on a table Inform lists is a coin to take",
    ),
    item(
        "Server Room\nRacks of blinking machines, and the roar of the air conditioning. The "
        "only door is north.\n\nYou can see a fire blanket and a step ladder here.",
        R("server room", "n"),
        notes="one door north, state not given: an open exit; a step ladder is a thing",
    ),
    item(
        "Observation Deck                                            Shift: Night\n\n"
        "Observation Deck\nThe great window shows the planet turning slowly below, blue and "
        "white. The spine corridor is north of here; the docking ring is to port.\n\nYou can "
        "see a telescope (on which is a brass plaque) here.",
        R("observation deck", "n port"),
        notes="a status line above the heading; port is outside the vocabulary, north an exit; "
        "the window on the planet is no way",
    ),
    item(
        (
            "Hospital Corridor\nLinoleum, hand gel dispensers, a trolley parked against the "
            "wall. Ward 3 is east of here, through a closed door, and the lifts are west.",
            R("hospital corridor", "e w", closed="e"),
        ),
        "east",
        (
            "(first opening the ward door)\n\nWard 3\nFour beds and the soft beeping of "
            "monitors. The ward door is west.\n\nYou can see a visitor's chair (on which is a "
            "five-pence piece) here.",
            R("ward 3", "w", coin=True),
        ),
        notes="Inform opened the closed ward door on the way in; a five-pence piece on a chair "
        "is a coin to take",
    ),
    item(
        "Big Cat Walkway\nA raised boardwalk over the lion enclosure. Far below, the lions "
        "sleep in the long grass. The boardwalk continues north and south.\n\nYou can see a "
        "coin-operated viewer here.",
        R("big cat walkway", "n s"),
        notes="a coin-operated viewer holds no coin one can take; the enclosure below is no "
        "way; the boardwalk runs north and south",
    ),
    item(
        "Dressing Room (in the make-up chair)\nBulbs round the mirror, a rail of costumes, a "
        "script with coffee rings on it. The door to the corridor is west of here.\n\nOn the "
        "dressing table are a powder puff, a wig stand and a quarter.",
        R("dressing room", "w", coin=True),
        notes="the posture in brackets is no part of the name; a quarter on the dressing table "
        "is a coin",
    ),
    item(
        "Lab Annexe\nSteel benches and a sink with a dripping tap. You can go north or east."
        "\n\nYou can see a centrifuge (closed) and a sample fridge (closed) here.",
        R("lab annexe", "n e"),
        notes="'(closed)' on a centrifuge and a fridge is no door's state; north and east open",
    ),
    item(
        "Your Bedroom\nThe smallest room in the flat, and mostly bed. The hall is south. The "
        "balcony door, to the north, is locked.\n\nYou can see a phone charger and a pile of "
        "laundry here.",
        R("your bedroom", "s n", locked="n"),
        notes="the heading 'Your Bedroom' names the room; north locked: go south",
    ),
    item(
        "Classroom 4\nChairs are upside down on the desks; the cleaner has been. A map of the "
        "world covers the west wall. The door to the corridor is north of here.\n\nYou can see "
        "a lost property box (in which are a glove, a recorder and a 10p piece) here.",
        R("classroom 4", "n", coin=True),
        notes="a map on the west wall is no way; a 10p piece in a box whose contents are "
        "listed is a coin to take",
    ),
    item(
        "Bridge\nThe captain's chair faces a wall of screens full of stars. The lift is south "
        "of here. The ready room is east of here; its door is closed.\n\nYou can see a "
        "navigation console here.",
        R("bridge", "s e", closed="e"),
        notes="a starship's bridge: south open, east a closed door",
    ),
    item(
        "Ski Shop\nRacks of goggles and gloves, and a smell of wax. You can go west or outside."
        "\n\nYou can see a till (closed) and a five-franc coin here.",
        R("ski shop", "w out", coin=True),
        notes="'outside' is outside the vocabulary; a five-franc coin lying in the shop is a "
        "coin; a closed till holds nothing one can see",
    ),
    item(
        "Green Room\nA sagging sofa, a bowl of fruit nobody eats, and a television showing the "
        "stage. You can go east.\n\nYou can see a tip jar (closed) here.",
        R("green room", "e"),
        notes="a closed tip jar whose contents are not given is no coin; east is the way",
    ),
    item(
        (
            "Generator Hut\nThe generator thuds away in its cage. The hut door is south of "
            "here. It is closed.",
            R("generator hut", "s", closed="s"),
        ),
        "open the south door",
        ("You open the hut door.", K("opened")),
        "s",
        (
            "Walkway\nA plank walkway between the huts, slick with rain. It runs east and west; "
            "the generator hut is north.\n\nYou can see a tree frog here.",
            R("walkway", "e w n", leads={"n": "generator hut"}),
        ),
        notes="the hut door opened and walked through; north leads to the hut (visited, the "
        "way back); east and west are new",
    ),
    item(
        "Lost Property Office\nShelves of umbrellas and a counter with nobody behind it. The "
        "door is west.\n\nYou can see a wallet (empty), a single ski boot and a phone charger "
        "here.",
        R("lost property office", "w"),
        notes="an empty wallet holds no coin; the door west is the way",
    ),
    item(
        "Penguin Kitchen\nBuckets, a hose, and a whiteboard of feeding times. The keepers' yard "
        "is south of here. The gate into the penguin pool, north, is locked.\n\nYou can see a "
        "bucket (in which are four sprats and a euro coin) here.",
        R("penguin kitchen", "s n", locked="n", coin=True),
        notes="a zoo: a euro coin in an open bucket whose contents are listed is a coin",
    ),
    item(
        "Roof Garden\nRaised beds of herbs and a pergola strung with lights. The stairwell "
        "door is west of here. Beyond the railings to the north, east and south there is only "
        "a long drop to the street.\n\nYou can see a watering can here.",
        R("roof garden", "w"),
        notes="a modern flat's roof: the drops north, east and south are no exits; the "
        "stairwell door west is the way",
    ),
    item(
        "Reception                                                   Exits: N E\n\n"
        "Reception\nA curved desk, a rubber plant and a bell marked RING FOR SERVICE. The "
        "offices are north; the car park is east.\n\nYou can see a bowl of mints here.",
        R("reception", "n e"),
        notes="an exit lister in the status line agrees with the prose: north and east",
    ),
    item(
        "Locker Room\nMy locker is the dented one at the end. The showers are west of here, "
        "and the pool is north of here.\n\nI can see a towel and a 20p coin here.",
        R("locker room", "w n", coin=True),
        notes="Inform in the first person: a 20p coin is a coin to take",
    ),
    item(
        "Lift\nA mirrored lift car with a handrail. The doors stand open onto the landing to "
        "the east. A panel of buttons offers floors 1 to 9.\n\nYou can see a coin here.",
        R("lift", "e", coin=True),
        notes="the floors (up and down) are no compass way; the doors open east; a coin",
    ),
    item(
        (
            "Science Corridor\nDisplays of student projects line the walls. The physics lab "
            "is north of here and the library is west.",
            R("science corridor", "n w"),
        ),
        "n",
        (
            "Physics Lab\nPendulums, a Van de Graaff generator, a poster of the solar system. "
            "The corridor is south of here. The prep room door, east, is locked.",
            R("physics lab", "s e", locked="e"),
        ),
        notes="south leads to the corridor (visited, the way back); east locked: the only "
        "sensible way is back south",
    ),
]
