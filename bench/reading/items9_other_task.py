"""other_task, ninth round: goals set in ways not used before: an achievement toast with the next
goal ("Light all four braziers (0/4)"), an overdue-books notice, a crying baby and a bottle in
the fridge (the goal implied), an escape room's keypad, a chess problem, a ferry leaving in
nineteen minutes, "Herbs gathered: 2/8", a detective's next step, a lantern to hang before bed,
a word hunt for the letter tiles C, O, I and N, a watchman to slip past, a riddle game whose
first answer is a coin, a cow to milk, a weather log to fill, an escort quest accepted before a
move: `unknown_task` (15, five with a coin in the room); four coin games told in new ways (a
tutorial's "See that glint? That's a coin.", a geocache log, a loading-screen tip, "Treasure: 0
of 1 (one gold coin)"), and an oracle's "Seek the coin of Midas, and hold it in your hand.": an
answer. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    item(
        "ACHIEVEMENT UNLOCKED: First Steps\nNext: Light all four braziers (0/4)\n\nBrazier Hall"
        "\nFour cold braziers stand at the corners of the hall. Arches lead north and east.",
        R("brazier hall", "n e"),
        expect=UNKNOWN,
        notes="the next goal is lighting braziers: another task",
    ),
    item(
        "OVERDUE: 3 books. Return them to the returns trolley before the library closes.\n\n"
        "Reading Room\nGreen lamps and long tables. The stacks are west and the issue desk "
        "is south.\n\nThere is a penny on the floor.",
        R("reading room", "w s", coin=True),
        expect=UNKNOWN,
        notes="returning books is the goal; the penny on the floor does not make it the coin game",
    ),
    item(
        "Somewhere upstairs the baby has started crying, and her bottle is still in the "
        "fridge.\n\nKitchen\nThe fridge hums to itself. The hall is west.\n\nThere is a "
        "sixpence on the table.",
        R("kitchen", "w", coin=True),
        expect=UNKNOWN,
        notes="the goal is implied (feed the baby), not named; a sixpence on the table is no goal",
    ),
    item(
        "ROOM 3 OF 5\nThe door opens when the right four-digit code is keyed into the keypad."
        "\n\nOffice\nA desk, a calendar with one date circled, and a keypad beside the steel "
        "door to the north, which is locked.",
        R("office", "n", locked="n"),
        expect=UNKNOWN,
        notes="an escape room: the goal is the code",
    ),
    item(
        "Problem 12: White to play and mate in two.\n\nThe board is set up on the table in "
        "front of you. Nothing else in the room matters.",
        R(None),
        expect=UNKNOWN,
        notes="a chess problem: another task; no room is named",
    ),
    item(
        "The last ferry leaves at six. Your watch says 5:41.\n\nHarbour Road\nThe road runs down "
        "to the quay, which is south. A chip shop is open to the east.",
        R("harbour road", "s e"),
        expect=UNKNOWN,
        notes="the goal is implied (catch the ferry), not the coin",
    ),
    item(
        "Herbs gathered: 2/8 (feverfew, yarrow)\n\nWater Meadow\nLush grass and kingcups beside "
        "a slow stream. A footbridge crosses it to the east and a path leads north.",
        R("water meadow", "e n"),
        expect=UNKNOWN,
        notes="a gathering tally for herbs: another task",
    ),
    item(
        "NEXT: Question the stable-hand before the inspector arrives.\n\nTack Room\nSaddles on "
        "their trees, bridles on pegs. The yard is east.\n\nYou can see a gold sovereign on the "
        "bench here.",
        R("tack room", "e", coin=True),
        expect=UNKNOWN,
        notes="a detective's next step is another task, even with a sovereign in the room",
    ),
    item(
        "\"Hang the lantern on the hook by the gate, there's a love, and then you can go to "
        'bed."\n\nFarmyard\nHens settling on the muck heap. The gate is north and the '
        "farmhouse door west.",
        R("farmyard", "n w"),
        expect=UNKNOWN,
        notes="a request in quotes to hang a lantern: another task",
    ),
    item(
        "WORD HUNT\nFind the four letter tiles C, O, I and N and lay them on the board in "
        "order.\n\nSchoolroom\nDesks in rows under a blackboard. The door is south.\n\nYou can "
        "see a wooden tile marked O and a penny here.",
        R("schoolroom", "s", coin=True),
        expect=UNKNOWN,
        notes="the goal is letter tiles that spell a word, not a coin; the penny in the room "
        "is no goal",
    ),
    item(
        "Don't let the night watchman see you. Reach the east gate.\n\nTimber Yard\nStacks of "
        "planks throw long shadows. Alleys run north and south between them.",
        R("timber yard", "n s"),
        expect=UNKNOWN,
        notes="a stealth goal (reach a gate): another task",
    ),
    item(
        "THE RIDDLE GATES: answer all three riddles to win.\nRiddle 1 of 3\n\n"
        "Riddle Door\nA stone door to the north is locked. Carved over it: 'Speak my name and "
        "pass: I have a head and a tail, but no body.' A passage leads south.",
        R("riddle door", "n s", locked="n"),
        expect=UNKNOWN,
        notes="the game's goal is answering riddles (this one's answer is 'a coin'); no "
        "coin is to be taken",
    ),
    item(
        "Mrs Abney wants the cow milked before she gets back from market.\n\nCowshed\nThe "
        "cow regards you mildly. A shilling lies on the milking stool. The yard is south.",
        R("cowshed", "s", coin=True),
        expect=UNKNOWN,
        notes="milking is the goal; the shilling on the stool is no goal",
    ),
    item(
        "Read the rain gauge and the thermometer, and write both in the log by nine.\n\nWeather "
        "Station\nA white louvred box on legs and a copper rain gauge. A path leads east.",
        R("weather station", "e"),
        expect=UNKNOWN,
        notes="a weather log to fill: another task; a copper rain gauge is no coin",
    ),
    item(
        (
            "Quest accepted: Escort the pilgrim to the shrine (0/1)\n\nPilgrims' Rest\nA "
            "lean-to of boughs beside the road, which runs north.",
            R("pilgrims' rest", "n"),
        ),
        "north",
        (
            "Road to the Shrine\nThe road climbs between stone cairns. It goes on north, and "
            "south to the pilgrims' rest.\nThe pilgrim follows you, muttering prayers.",
            R("road to the shrine", "n s"),
        ),
        expect=UNKNOWN,
        notes="an escort quest accepted before a move: another task",
    ),
    # ---- coin games -----------------------------------------------------------------------------
    item(
        "TUTORIAL: See that glint? That's a coin. Walk over and type TAKE COIN.\n\nPractice "
        "Yard\nA fenced square of sand. A gate leads north.\n\nA coin glints in the sand.",
        R("practice yard", "n", coin=True),
        notes="the tutorial's goal is taking the coin: the coin game, take it",
    ),
    item(
        "Cache #4: the prize is a 1921 silver dollar hidden somewhere in this building. Find it "
        "and take it; no need to leave anything in return.\n\nLobby\nA dusty lobby with a dead "
        "lift. Corridors run east and west.",
        R("lobby", "e w"),
        notes="a geocache log whose prize is a coin to find and take: the coin game; it is not "
        "here",
    ),
    item(
        "TIP: Your only goal in this level is the gold coin. Grab it and you're done.\n\n"
        "Loading Bay\nPallets and a forklift. A roller door to the north is closed; a doorway "
        "opens west.",
        R("loading bay", "n w", closed="n"),
        notes="a loading-screen tip makes the coin the goal; the closed roller door can be opened",
    ),
    item(
        "Treasure: 0 of 1 (one gold coin)\n\nCrypt Steps\nWorn steps, a smell of candle "
        "smoke. The crypt is north.\n\nA gold coin lies on the bottom step.",
        R("crypt steps", "n", coin=True),
        notes="the treasure tally names one gold coin: the coin game, and the coin is here",
    ),
    item(
        "The oracle speaks: 'Seek the coin of Midas, and hold it in your hand.'\n\nTemple "
        "Court\nBroken columns ring a dry fountain. Ways lead north, south and west.",
        R("temple court", "n s w"),
        notes="seek a coin and hold it (take it): the coin game; it is not here",
    ),
]
