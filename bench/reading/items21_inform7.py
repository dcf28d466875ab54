"""inform7, twenty-first round: Inform 7's default prose in settings no earlier round used (an
apothecary's shop and dispensary, a milliner's workroom, a sorting office and its loading yard,
a barber's shop, a tea house, a dentist's surgery, a courtroom, a mayor's parlour, a muniment
room, a lecture theatre, a motel room, a petrol station kiosk, an ice rink, a racecourse
paddock, a radio studio, a telephone exchange, a tailor's fitting room, a numismatist's shop, a
lifeboat crew room told in the third person): "You can see ... here.", "(on which are ...)",
"(in which are ...)", "(closed)", "(empty)", "(locked)", "(first opening the sorting office
door)", "(first opening the green door)\nIt seems to be locked.", "You can't, since the judge's
door is locked." then an examine, "You open the rink door.", a refusal then a look, a status
line, "Lecture Theatre (on the front bench)", "Peggy can see ..."; coins (a Victorian penny, a
silver sixpence, two pennies, a bent farthing, a gold sovereign, a quarter, a fifty-cent coin,
a penny, a gold guinea in a button tin) and distractors (a charity box, a jar of coins for the
tea fund (closed), coins in a locked display case, a mayor's chain). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Apothecary's Shop\nRows of blue and brown bottles, each with a Latin label, climb to "
        "the ceiling behind the counter. The street door is south.\n\nYou can see a brass "
        "mortar, a pair of scales and a Victorian penny here.",
        R("apothecary's shop", "s", coin=True),
        notes="Inform's list puts a Victorian penny in the room (a coin); the street door south "
        "(state not given) is open: take coin",
    ),
    item(
        "Milliner's Workroom\nHat blocks in every size crowd the shelves, and a steam kettle "
        "hisses on the gas ring.\n\nYou can see a hatbox (closed), a sewing stand (on which are a "
        "spool of ribbon and a silver sixpence) and a tailor's dummy here.\n\nThe shop is west. "
        "The door to the yard, east, is shut.",
        R("milliner's workroom", "w e", closed="e", coin=True),
        notes="a sixpence on a sewing stand is a coin here; the closed hatbox is no door; west "
        "open, east shut: take coin",
    ),
    item(
        (
            "Loading Yard\nMail vans stand nose to tail under the arc lamps. The sorting office "
            "door, to the north, is closed. The street is south.",
            R("loading yard", "n s", closed="n", leads={"n": "sorting office"}),
        ),
        "north",
        (
            "(first opening the sorting office door)\n\nSorting Office\nPigeon-holes by the "
            "hundred, one for every street in the town, cover the walls. The sorting office "
            "door is south, and a swing door leads east to the postmaster's room.\n\nYou can "
            "see a mail sack and a franking machine here.",
            R("sorting office", "s e"),
        ),
        notes="'(first opening ...)' then the next room: the move went through; south is the "
        "way in (visited, initial), east unvisited: go east",
    ),
    item(
        "Barber's Shop\nTwo red leather chairs face a long mirror, and a striped pole turns in "
        "the window. The shop door is north.\n\nOn the shelf below the mirror are a razor strop, "
        "a jar of pomade and two pennies.\n\nYou can see a coat stand here.",
        R("barber's shop", "n", coin=True),
        notes="'On the shelf ... are ... two pennies': coins in the room: take coin",
    ),
    item(
        "Tea House                                                        Score: 4   Turns: 12"
        "\n\nTea House\nLow tables, flat cushions and paper screens. The garden is east, through "
        "the open screens, and a sliding door to the north, which is closed, leads to the "
        "kitchen.\n\nYou can see a teapot (empty) and a tea caddy (closed) here.",
        R("tea house", "e n", closed="n"),
        notes="a status line above the heading; east open, the sliding door north closed; an "
        "empty teapot and a closed caddy hold no coin: go east or open north",
    ),
    item(
        "Surgery\nThe dentist's chair tilts back beneath a lamp like a steel sunflower. The "
        "waiting room is west. The door to the X-ray room, north, is locked.\n\nYou can see a "
        "spittoon and a tray (on which are a mirror, a probe and a bent farthing) here.",
        R("surgery", "w n", locked="n", coin=True),
        notes="a farthing on a tray is a coin here; the north door locked: take coin",
    ),
    item(
        (
            "Courtroom No. 2\nThe royal arms hang above the bench, and the jury box is empty. "
            "The public gallery door is south. The judge's door, behind the bench to the north, "
            "is locked.",
            R("courtroom no. 2", "s n", locked="n"),
        ),
        "north",
        ("You can't, since the judge's door is locked.", K("refused", "locked")),
        "examine judge's door",
        (
            "A heavy oak door with a brass plate reading JUDGE'S CHAMBERS. It is locked.",
            K("none"),
        ),
        notes="a refusal at the locked door north (refused, locked), an examine that changes "
        "nothing: go south",
    ),
    item(
        "Mayor's Parlour\nOak panelling, a portrait of every mayor since 1835, and a long table "
        "laid for a civic lunch.\n\nOn the long table are a silver salver, a decanter and a gold "
        "sovereign.\n\nYou can also see the mayor's chain of office here.\n\nYou can go "
        "south or west.",
        R("mayor's parlour", "s w", coin=True),
        notes="a gold sovereign on the table is a coin; the chain of office is none; ways south "
        "and west: take coin",
    ),
    item(
        "Muniment Room\nA framed map on the north wall shows the parish as it was in 1790, with "
        "the Roman road running straight from north to south. Shelves of ledgers fill the rest "
        "of the room.\n\nYou can see a deed box (locked) and a reading slope here.\n\nThe door "
        "is east.",
        R("muniment room", "e"),
        notes="the road north to south is on a map (no way); a locked deed box is no door; the "
        "only way is east: go east",
    ),
    item(
        "Lecture Theatre (on the front bench)\nTiered benches rise toward the back of the room. "
        "Doors at the back lead out to the north, and a door beside the blackboard leads west "
        "to the preparation room; it is closed.\n\nOn the demonstration bench is a Bunsen "
        "burner.",
        R("lecture theatre", "n w", closed="w"),
        notes="the player's place in parentheses is not part of the name; north open, the "
        "preparation room door west closed: go north or open west",
    ),
    item(
        "Room 12\nA bed with a bedspread the colour of weak tea, a humming ice box and a "
        "television bolted to the dresser. The door to the parking lot is south; the bathroom "
        "door, east, stands open.\n\nYou can see an ice bucket (empty) and a nightstand (on "
        "which is a quarter) here.",
        R("room 12", "s e", coin=True),
        notes="a motel room; a quarter on the nightstand is a coin (the 25-cent coin): take coin",
    ),
    item(
        "Kiosk\nThe petrol station's kiosk smells of coffee and windscreen wash. A rack of road "
        "maps stands by the till.\n\nYou can see a charity box (closed), a till (closed) and a "
        "newspaper stand here.\n\nThe forecourt is north.",
        R("kiosk", "n"),
        notes="a closed charity box and a closed till are no coins lying here; the forecourt "
        "north: go north",
    ),
    item(
        (
            "Changing Room\nBenches, pegs and a smell of wet wool. The rink door, to the east, "
            "is closed. The foyer is south.",
            R("changing room", "e s", closed="e"),
        ),
        "open rink door",
        ("You open the rink door. Cold air rolls in around your ankles.", K("opened", "e")),
        "east",
        (
            "Rink Side\nThe ice stretches away under the floodlights, scored by a thousand "
            "blades. A gate in the barrier opens onto the ice to the north. The rink door is "
            "west.\n\nYou can see a lost glove and a fifty-cent coin here.",
            R("rink side", "w n", coin=True),
        ),
        notes="the rink door opened by its name (east) and walked through; a fifty-cent coin "
        "lies here: take coin",
    ),
    item(
        (
            "Paddock\nGrooms lead the runners round the grass in a slow circle. The weighing "
            "room is north, through a green door. The parade ring is east.",
            R("paddock", "n e"),
        ),
        "north",
        ("(first opening the green door)\nIt seems to be locked.", K("refused", "locked")),
        notes="a door whose state was not given turns out locked when Inform tries to open it "
        "(closed, refused); east open: go east",
    ),
    item(
        "Studio B\nA desk of faders, two microphones on booms and a red ON AIR lamp, dark for "
        "now. The studio door is west.\n\nYou can see a pair of headphones and a jar of coins "
        "for the tea fund (closed) here.",
        R("studio b", "w"),
        notes="coins in a closed jar whose lid is shut are not coins lying here; the only way "
        "is west: go west",
    ),
    item(
        "Switch Room\nRank on rank of switchboards, their cords hanging like creepers. The door "
        "to the north, marked ENGINEERS ONLY, is closed. The stairwell door is east and stands "
        "open.\n\nOn the supervisor's desk is a penny.",
        R("switch room", "n e", closed="n", coin=True),
        notes="a penny on a desk is a coin here: take coin",
    ),
    item(
        (
            "Dispensary\nA high counter, a brass bell and a poison cabinet (locked) against the "
            "back wall. The shop is north.",
            R("dispensary", "n"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Dispensary\nA high counter, a brass bell and a poison cabinet (locked) against the "
            "back wall. The shop is north.",
            R("dispensary", "n"),
        ),
        notes="a move west refused (no way west), then a look that shows no way west (the "
        "refusal stands); a locked cabinet is no door: go north",
    ),
    item(
        "Fitting Room\nA three-way mirror, a curtain on a brass rail and a chalk-dusted "
        "cutting table.\n\nYou can see a tape measure and a button tin (in which are a dozen "
        "horn buttons and a gold guinea) here.\n\nThe shop floor is south.",
        R("fitting room", "s", coin=True),
        notes="a guinea in an open tin whose contents are listed is a coin here: take coin",
    ),
    item(
        (
            "Numismatist's Shop\nTrays of old coins lie under the glass of a long display "
            "case. The street door is north.\n\nYou can see a display case (locked) and a "
            "magnifying glass here.",
            R("numismatist's shop", "n"),
        ),
        "take coin",
        ("The coins are all inside the display case, which is locked.", K("none")),
        notes="coins behind the glass of a locked case are not coins to take (the take "
        "fails); the only way is north: go north",
    ),
    item(
        "Crew Room\nOilskins drip on their pegs and the kettle is never quite cold. The doors "
        "to the boathouse are south; the coxswain has left them open. A stair goes up to the "
        "watch room.\n\nPeggy can see a kettle and a thermos flask here.",
        R("crew room", "s u"),
        notes="Inform in the third person (the player is Peggy); doors south left open; the "
        "stair up is outside the vocabulary: go south",
    ),
]
