"""other_task, forty-first round: goals that are not the coin, in this round's places and manners: a
canal story's narrowboat to work through a lock, an Inform game's sheepdog to dose and drive home (a
fifty-pence piece in the surgery), a MUD quest to carry sealed orders on an airship (after a move),
TextWorldExpress's cooking task (a cookbook and a coin on the counter) and arithmetic task in its
manner, a TextWorld quest to put a reel of tape on the mixing desk, a streamer's diving board to
photograph, a lifeboat crew's lifejackets and log, a voice game's three sacks to grind (a shilling
by the hopper), a Quill-like rescue at the pit bottom, a fax's logbook to photograph, a strike to
bowl for a turkey (a 25-cent coin on the scoring table), animals to feed in a reptile house (a
10-cent coin by a tank), twelve tables to set in a church hall, mares to milk (after a move):
`unknown_task` (15, five with a coin in the room, two after a move); five coin hunts told in new
ways (a voice assistant's "Welcome to Coin Hunt! ... Find it and pick it up, and you win.", a
streamer's chat challenge, a fax's orders with the coin on the workbench, a grandfather's hidden
coin in a choice-based game, a Quill-like title screen "FIND THE FLORIN AND TAKE IT!" and a move to
the florin): an answer. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        "KINGFISHER LOCK\nAn Interactive Canal Story\n\nYour task: work the narrowboat Kingfisher "
        "down through the lock, and close the gates behind her.\n\nLock Tail\nThe lower gates "
        "of the lock loom over you, black and dripping. A windlass lies on the coping. The "
        "towpath runs west, and a footbridge crosses the canal to the north.",
        R("lock tail", "w n"),
        expect=OTHER,
        notes="The goal is to work a boat through a lock, not a coin: unknown_task. The room "
        "is the lock tail (the banner's title names the game).",
    ),
    item(
        "Lerwick Vets\nAn Inform 7 game\n\nYour job today: get the sheepdog's tablets down her "
        "and drive her home to the croft before dark.\n\nSurgery\nA steel table, a scale for "
        "weighing dogs, and a box of treats. The waiting room is south. The dispensary door, "
        "east, is locked.\n\nYou can see a fifty-pence piece here.",
        R("surgery", "s e", locked="e", coin=True),
        expect=OTHER,
        notes="The goal is a dog's medicine and a drive home: unknown_task, though a coin "
        "lies in the surgery (find(coin)).",
    ),
    item(
        (
            "Promenade Deck\n   Wicker chairs face the long windows, and the clouds go by "
            "below. The control car is north and the radio room is west.\nThere are two "
            "obvious exits: north and west.\n[Quest] Carry the captain's sealed orders to "
            "the radio operator before the ship reaches Hamburg.\n> ",
            R("promenade deck", "n w"),
        ),
        "west",
        (
            "Radio Room\n   Valves glow behind a wire grille, and the operator sits with his "
            "headphones on, tapping at a morse key. The promenade deck is east.\nThere is one "
            "obvious exit: east.\nThe radio operator is waiting for something.\n> ",
            R("radio room", "e"),
        ),
        expect=OTHER,
        notes="A MUD quest to carry sealed orders, shown before a move: the task is not the "
        "coin, so unknown_task after the move too.",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the kitchen. In one part of the room "
        "you see a stove. There is also an oven. You also see a fridge that is closed. In "
        "another part of the room you see a counter that has a cookbook, and a coin on it. In "
        "one part of the room you see a dining chair, that has nothing on it. \nTo the North you "
        "see the living room. To the South you see a closed plain door. ",
        R("kitchen", "n s", closed="s", coin=True),
        expect=OTHER,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not a coin to "
        "find: unknown_task, with a coin on the counter (find(coin)).",
    ),
    item(
        "Your first task is to solve the math problem. Then, pick up the item with the same "
        "quantity as the math problem answer, and place it in the box.\n\nYou are in the "
        "backyard. In one part of the room you see a barbeque. There is also a patio table that "
        "has 12 lemons, and 3 limes on it. You also see a math problem. In another part of the "
        "room you see a box, that is empty. \nTo the North you see a closed screen door. To the "
        "West you see the driveway. ",
        R("backyard", "n w", closed="n"),
        expect=OTHER,
        notes="TextWorldExpress's arithmetic task in its manner: unknown_task. No coin.",
    ),
    item(
        "\n\n\n\nWelcome to TextWorld! Your objective is to take the reel of tape from the tape "
        "store and put it on the mixing desk in the control room. Good luck!\n\n-= Control Room "
        "=-\nYou're now in the control room. Faders in long rows wait for somebody's "
        "fingers.\n\n\n\nThere is an unguarded exit to the north. There is a closed marri door "
        "leading east.\n\n>",
        R("control room", "n e", closed="e"),
        expect=OTHER,
        notes="A TextWorld quest to carry a reel of tape to the mixing desk: not a coin, "
        "unknown_task.",
    ),
    item(
        "ENTRANCE HALL\nOkay chat, tonight's challenge: we find the old diving board and we get "
        "a photo of it. That's it. We're in the entrance hall right now, mosaic floor, cracked "
        "ticket booth. The corridor to the slipper baths is north and the men's pool is west.",
        R("entrance hall", "n w"),
        expect=OTHER,
        notes="A streamer's challenge to photograph a diving board: unknown_task.",
    ),
    item(
        "CREW ROOM\n\nYour shift: check every lifejacket on the pegs and sign the log before "
        "the tide turns.\n\nA kettle, a dartboard and the duty log open on the table. The "
        "drying room is north and the boathouse is west.\n\n\u2192 Go north\n\u2192 Go west\n"
        "\u2192 Sign the log",
        R("crew room", "n w"),
        expect=OTHER,
        notes="A choice-based game whose goal is lifejackets and a log: unknown_task.",
    ),
    item(
        "Welcome to The Miller's Day. Your task is to grind three sacks of wheat before the "
        "baker's cart comes at noon.\nYou're on the stone floor. The hopper is full and the "
        "stones are ready. The sack store is east, and the wheel room is north. There's a "
        "shilling on the floor by the hopper.\nWhat would you like to do?",
        R("stone floor", "e n", coin=True),
        expect=OTHER,
        notes="A voice assistant's game whose task is grinding wheat: unknown_task, though a "
        "shilling lies on the floor (find(coin)).",
    ),
    item(
        "OBJECTIVE: GET EVERY MAN UP THE SHAFT BEFORE THE GAS REACHES THE PIT BOTTOM.\n\nPIT "
        "BOTTOM\nYou are at the pit bottom. The cage waits at the shaft. Roadways run NORTH and "
        "EAST into the dark.\nYou can also see:\nA canary in a cage\nWhat now?",
        R("pit bottom", "n e"),
        expect=OTHER,
        notes="A Quill-like game whose objective is a rescue: unknown_task. The canary is no coin.",
    ),
    item(
        "FAX -- PAGE 1 OF 1\nTO: NIGHTJAR\nFROM: CONTROL\nMISSION: Photograph every page of "
        "the caretaker's logbook and leave no trace.\nYou are in the instrument hut. Door south "
        "to the map room is open. Nothing else here but the rain gauges.\nEND",
        R("instrument hut", "s"),
        expect=OTHER,
        notes="A fax whose mission is a logbook, not a coin: unknown_task.",
    ),
    item(
        "Lane Six\nBowl a strike to win the frozen turkey!\n\nYou're at lane six of the bowling "
        "alley. The ball return rumbles. The shoe counter is east and the snack bar is south. "
        "A 25-cent coin is lying on the scoring table.",
        R("lane six", "e s", coin=True),
        expect=OTHER,
        notes="The goal is a strike for a turkey: unknown_task. A 25-cent coin on the scoring "
        "table is a coin in the room (find(coin)).",
    ),
    item(
        "ZOO KEEPER FOR A DAY\nGoal: feed every animal in the reptile house before closing "
        "time.\n\nReptile House\nGlass tanks glow along both walls. The food store is north, "
        "and the exit is south. A 10-cent coin lies by the python's tank.",
        R("reptile house", "n s", coin=True),
        expect=OTHER,
        notes="A zoo game whose goal is feeding the animals: unknown_task, with a coin in the "
        "room (find(coin)).",
    ),
    item(
        "Church Hall\nThe feast starts when the service ends, and the tables are bare.\n\n"
        "Your task: set all twelve tables with plates, cups and a pineapple each.\n\nThe "
        "kitchen is east and the churchyard doors, south, stand open.",
        R("church hall", "e s"),
        expect=OTHER,
        notes="The task is setting tables: unknown_task.",
    ),
    item(
        (
            "Ger\n  A round felt tent. The stove ticks. The door faces south.\n[Exits: south]\n"
            "[Quest] Milk the mares and bring a bowl of airag to each of your guests.",
            R("ger", "s"),
        ),
        "south",
        (
            "Mare Lines\n  Mares are tethered in a long row on the steppe, their foals "
            "beside them. The ger is north, and the river is west.\n[Exits: north west]",
            R("mare lines", "n w"),
        ),
        expect=OTHER,
        notes="A quest to milk mares, then a move: unknown_task after the move.",
    ),
    item(
        "Welcome to Coin Hunt! Somewhere in this mill there's an old sixpence. Find it and "
        "pick it up, and you win.\nYou're in the sack store. Sacks of flour are piled to the "
        "rafters. The milling floor is west, and the loading bay is south.\nWhat would you like "
        "to do?",
        R("sack store", "w s"),
        notes="A voice assistant's coin hunt: find a coin and pick it up, the coin task (an "
        "answer). No coin here yet: go west or south.",
    ),
    item(
        "SLIPPER BATHS\nRight chat, you voted, and the challenge is: find a coin somewhere in "
        "this building and pick it up. So, slipper baths corridor. Tubs in every cubicle. The "
        "entrance hall is south, and the boiler room door at the north end is open.",
        R("slipper baths", "s n"),
        notes="Chat's challenge is to find a coin and pick it up: the coin task. No coin here: "
        "go north or south.",
    ),
    item(
        "FAX -- PAGE 1 OF 1\nTO: NIGHTJAR\nFROM: CONTROL\nORDERS: A coin has been hidden in "
        "the weather station. Find it and take it. Nothing else.\nYou are in the generator "
        "shed. Door north to the map room is open. Door east to the fuel store is closed. On "
        "the workbench: one 50-kopiyka coin.\nEND",
        R("generator shed", "n e", closed="e", coin=True),
        notes="Orders to find a coin and take it: the coin task, and the coin is on the "
        "workbench here: take coin.",
    ),
    item(
        "DRYING ROOM\n\nGrandad says he hid a coin somewhere in the lifeboat station. Can you "
        "find it and take it?\n\nYellow oilskins drip on their pegs. The crew room is south. "
        "There's nothing on the floor but puddles.\n\n\u2192 Go south",
        R("drying room", "s"),
        notes="A choice-based coin hunt ('find it and take it'): the coin task. No coin here "
        "(only puddles): go south.",
    ),
    item(
        (
            "THE LOST FLORIN\n(C) 1984\nFIND THE FLORIN AND TAKE IT!\n\nPIT YARD\nYou are in "
            "the pit yard. The headgear wheel stands still against the sky. The lamp room is "
            "NORTH and the pithead baths are WEST.\nYou can also see:\nA coal tub\nWhat now?",
            R("pit yard", "n w"),
        ),
        "w",
        (
            "PITHEAD BATHS\nYou are in the pithead baths. Lockers, and showers that still "
            "drip. The pit yard is EAST.\nYou can also see:\nA florin\nWhat now?",
            R("pithead baths", "e", coin=True),
        ),
        notes="A Quill-like title screen's goal, to find the florin and take it: the coin "
        "task. After a move the florin is here: take coin.",
    ),
]
