"""other_task, twenty-first round: goals in settings no earlier round used. Another task
(`unknown_task`, 15 items, six with a coin in the room): a bus driver's duty sheet (a penny by
the fuel pump), a recording session's clean take before a train, a lifeboat pager's LAUNCH!, ice
to resurface before the seven o'clock session (a fifty-cent coin on a bench), prescriptions to
make up, Christmas sacks for North End, Eastry, Westwell and Southby, casks to count before the
excise officer comes (a penny on the floor), weather observations to radio at nine, the pips at
six o'clock (a ten-pence piece on the desk), a missing exhibit before the judge returns, a
horse to saddle for the 2:30 (a sixpence in the straw), a remote control in TextWorldExpress's
manner, Mr Punch's strings before a three o'clock show, a salvage order for a wreck's bell (gold
coins in the silt), rooms to make up before a coach party. Five coin games told in new ways (an
answer): a radio phone-in's hidden sovereign, the tooth fairy's dropped coin, a fortune
cookie's slip read after the first room, a bus driver's lucky florin, a ship's tradition for a
new deckhand. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "RADIO CARRICK - THE BREAKFAST SHOW\n\"...and this morning, folks, there's a gold "
        "sovereign hidden somewhere in the Old Corn Exchange. First listener to find it and "
        'pick it up keeps it! Off you go!"\n\nCorn Exchange Foyer\nA high glass roof and a '
        "floor of black and white tiles. The main hall is north, through double doors that "
        "stand open. The cloakroom is west.",
        R("corn exchange foyer", "n w"),
        notes="a phone-in's hidden sovereign to find and pick up is the coin task; no coin "
        "here: go north or west",
    ),
    item(
        "Oh no! The tooth fairy dropped your coin on her way out of the window. It's somewhere "
        "in the house. Find it and take it before Mum does the hoovering!\n\nYou're on the "
        "landing. The bathroom is north and your bedroom is east. There, on the stair carpet "
        "right by your foot, is a shiny coin!",
        R("landing", "n e", coin=True),
        notes="the tooth fairy's coin to find and take is the coin task; the coin lies here: "
        "take coin",
    ),
    item(
        (
            "Lucky Noodle\nSteam rises from the open kitchen behind the counter. The street door "
            "is south, and a bead curtain to the east hides the back room.\n\nOn your tray is a "
            "fortune cookie.",
            R("lucky noodle", "s e"),
        ),
        "open fortune cookie",
        (
            "You crack the cookie. The slip inside reads: YOUR LUCKY COIN IS IN THIS BUILDING. "
            "FIND IT AND PICK IT UP.",
            K("none"),
        ),
        notes="the goal read after the first room (the coin to find and pick up) is the coin "
        "task; a bead curtain is no door: go south or east",
    ),
    item(
        "Driver Pat leans out of the cab. \"I've lost my lucky florin somewhere in this bus "
        "station, love. Find it and it's yours.\"\n\nBus Shelter\nA row of plastic seats, a "
        "timetable and a litter bin. The concourse is north; the taxi rank is east.",
        R("bus shelter", "n e"),
        notes="a lost florin to find and keep is the coin task; no coin here: go north or east",
    ),
    item(
        '"It\'s a tradition on the Mary Ellen," says the bosun. "Every new deckhand has to '
        'find the silver coin hidden below decks, and take it. Go on, then."\n\nMess Deck\n'
        "Tables are bolted to the deck, and hammocks are slung over them. A silver coin winks "
        "from under a bench. The galley is forward, to the north; the way to the hold is aft, "
        "south.",
        R("mess deck", "n s", coin=True),
        notes="a hidden silver coin to find and take is the coin task; it lies here: take coin",
    ),
    # ---- another task: unknown_task ----
    item(
        "DUTY SHEET - DRIVER 214\nTake the No. 9 out at 06:10. Check the tyres, the lights "
        "and the ticket machine before you leave.\n\nDepot Yard\nBuses stand in rows under the "
        "lamps. A penny lies by the fuel pump. The canteen is north and the gate is east.",
        R("depot yard", "n e", coin=True),
        expect=UNKNOWN,
        notes="a driver's duty (a bus to take out) is another task, even with a penny here",
    ),
    item(
        "SESSION NOTES: Get a clean take of 'Harbour Lights' before the band's train at four."
        "\n\nControl Room\nFaders, monitors and a desk lamp. The live room is north; the "
        "corridor is south.",
        R("control room", "n s"),
        expect=UNKNOWN,
        notes="a recording to make before a train is another task",
    ),
    item(
        "*** PAGER *** LAUNCH! Yacht aground on the Mermaid Rocks. Crew to the station.\n\n"
        "Crew Room\nLockers, oilskins and a kettle still warm. The boathall is east; the "
        "street door is west.",
        R("crew room", "e w"),
        expect=UNKNOWN,
        notes="a lifeboat launch is another task",
    ),
    item(
        "Ice resurfaced: 0/1 - the seven o'clock session starts in forty minutes.\n\nZamboni "
        "Bay\nThe ice resurfacer sits in its bay, dripping. A fifty-cent coin lies on the bench "
        "by the door. The rink is north and the car park is east.",
        R("zamboni bay", "n e", coin=True),
        expect=UNKNOWN,
        notes="ice to resurface is another task, even with a coin on the bench",
    ),
    item(
        "Prescriptions made up: 0/6\n\nDispensary\nShelves of boxes, a counting tray and a "
        "label printer. The shop is south.",
        R("dispensary", "s"),
        expect=UNKNOWN,
        notes="prescriptions to make up are another task",
    ),
    item(
        "Christmas rush! Sort the parcels into the four sacks: North End, Eastry, Westwell and "
        "Southby.\n\nSorting Room\nParcels are heaped on every table. The loading bay is east, "
        "and the counter is south.",
        R("sorting room", "e s"),
        expect=UNKNOWN,
        notes="sorting parcels is another task; compass words in place names give no exits",
    ),
    item(
        "The excise officer comes at noon. Count every cask in the bond store and write the "
        "figures in the ledger.\n\nBond Store\nCasks lie in racks four high, each chalked with "
        "a number. A penny lies on the floor by the door. The still house is west.",
        R("bond store", "w", coin=True),
        expect=UNKNOWN,
        notes="casks to count are another task, even with a penny on the floor",
    ),
    item(
        "OBS DUE 0900: read the thermometers, the rain gauge and the barometer, and radio the "
        "figures to the mainland.\n\nInstrument Hut\nThe thermometer screen is outside; in "
        "here are the radio and the log. The door is south.",
        R("instrument hut", "s"),
        expect=UNKNOWN,
        notes="weather observations to radio are another task",
    ),
    item(
        "Play the pips at six o'clock exactly. Miss them and you're out of a job.\n\nStudio "
        "C\nThe clock on the wall says 5:58. On the desk, beside the microphone, lies a "
        "ten-pence piece. The door is west.",
        R("studio c", "w", coin=True),
        expect=UNKNOWN,
        notes="the time signal to play is another task, even with a coin on the desk",
    ),
    item(
        "Exhibit 4, a brass key in an evidence bag, has gone missing. Find it before the judge "
        "comes back from lunch.\n\nRobing Room\nA wig stand, a mirror and a row of pegs. The "
        "corridor is east.",
        R("robing room", "e"),
        expect=UNKNOWN,
        notes="a key to find is another task",
    ),
    item(
        "Saddle Moonraker for the 2:30 and lead him to the parade ring.\n\nStable Yard\nHorses "
        "look out over their half doors, and a sixpence glints in the straw by the water "
        "trough. The tack room is north, and the path to the parade ring is west.",
        R("stable yard", "n w", coin=True),
        expect=UNKNOWN,
        notes="a horse to saddle and lead is another task, even with a sixpence in the straw",
    ),
    item(
        "Your task is to find the remote control and put it on the TV stand.\n\nYou are in the "
        "living room. In one part of the room you see a sofa, that has nothing on it. There is "
        "also a TV stand, that has nothing on it. \nTo the North you see the corridor. ",
        R("living room", "n"),
        expect=UNKNOWN,
        notes="a remote control to put in place, in TextWorldExpress's manner, is another task",
    ),
    item(
        "The show starts at three. Restring Mr Punch before then. (Strings mended: 2/5)\n\n"
        "Puppet Workshop\nHeads in rows on the shelves, and Mr Punch face down on the bench. "
        "The stage is east.",
        R("puppet workshop", "e"),
        expect=UNKNOWN,
        notes="a puppet to restring is another task",
    ),
    item(
        "SALVAGE ORDER 17: Raise the ship's bell of the SS Kittiwake. Nothing else is to be "
        "disturbed.\n\nForecastle\nThe bell hangs in its frame, green with age. Gold coins lie "
        "scattered in the silt around it. A doorway aft, to the south, opens into the "
        "wheelhouse.",
        R("forecastle", "s", coin=True),
        expect=UNKNOWN,
        notes="a bell to raise is another task, even with gold coins in the silt",
    ),
    item(
        "The coach party arrives at five. Make up rooms 1 to 6. (Rooms done: 0/6)\n\nLinen "
        "Room\nSheets, pillowcases and a trolley with a squeaky wheel. The corridor is north.",
        R("linen room", "n"),
        expect=UNKNOWN,
        notes="rooms to make up are another task",
    ),
]
