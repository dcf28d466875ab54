"""other_task, forty-sixth round (emphasis: the turns of a game): goals that are not the coin, given
before the first room or after a turn, in the manners of this round's walks and others:
TextWorldExpress's cooking, tidy-up, map-reading, sorting and arithmetic tasks in its manner (one
after a move), an Inform banner's lost lamb (a coin on the floor), a MUD quest for firewood and a
move, a TextWorld speech asking for a key from the attic, a teletype's gunpowder wagon, a
play-by-mail game's olive harvest and a move, a children's game's bee to guide home (a coin in the
clover), a game master's abbot to rescue, three bells to ring in order, a letter to deliver after a
move (a coin on the quay), a cellar's barrels to count: `unknown_task` (15); five coin hunts told as
goals: a silver thaler lost in a chapel ("Find it and pick it up."), a MUD quest's hidden gold coin
("Find it and take it for your reward.") and a move to where it lies, a play-by-mail order to search
the skete for a ten-drachma coin and take it, a children's game's "Can you find the shiny coin and
pick it up?", a teletype's "OBJECT: LOCATE THE LOST SOVEREIGN AND PICK IT UP.": an answer. What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.items46_twx import closed_door, describe, thing, way

U = "unknown_task"

ITEMS = [
    item(
        (
            "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
            "the recipe. Once done, enjoy your meal!\n\n"
            + describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a fridge", kind="container"),
                    thing("a counter", ("a cookbook", "a red onion", "a knife")),
                    thing("a dining chair", ("a coin",)),
                ],
                [way("north", "living room"), closed_door("south", "screen")],
            ),
            R("kitchen", "n s", closed="s", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not the coin, "
        "even with a coin on the dining chair: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "living room",
                [
                    thing("a book case"),
                    thing("a sofa", ("a dirty plate",)),
                    thing("a coffee table", ("a toothbrush",)),
                ],
                [way("west", "corridor"), way("south", "kitchen")],
            ),
            R("living room", "w s"),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner: unknown_task",
    ),
    item(
        (
            "Your task is to take the coin that is located in the pantry, and put it into the box "
            "found in the backyard. A map is provided, that you may find helpful.\n\n"
            + describe(
                "backyard",
                [thing("a box, that is empty", kind="plain"), thing("a map", kind="plain")],
                [way("north", "kitchen"), way("east", "driveway")],
            ),
            R("backyard", "n e"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carry a coin from another "
        "room to a box, not find and take it: unknown_task",
    ),
    item(
        (
            "Your task is to sort objects by quantity.  First, place the object with the "
            "smallest quantity in the box.  Then, place the objects with the next smallest "
            "quantity in the box, and repeat until all objects have been placed in the box.\n\n"
            + describe(
                "laundry room",
                [
                    thing("a work table", ("12kg of sand",)),
                    thing("a bench", ("3kg of gravel", "40g of salt")),
                    thing("a box, that is empty", kind="plain"),
                ],
                [way("north", "corridor")],
            ),
            R("laundry room", "n"),
        ),
        expect=U,
        notes="TextWorldExpress's sorting task in its manner: unknown_task",
    ),
    item(
        (
            "Your first task is to solve the math problem. Then, pick up the item with the same "
            "quantity as the math problem answer, and place it in the box.\n\n"
            + describe(
                "pantry",
                [
                    thing("a shelf", ("7 lemons", "12 limes")),
                    thing("a math problem", kind="plain"),
                    thing("a box, that is empty", kind="plain"),
                ],
                [closed_door("east", "plain")],
            ),
            R("pantry", "e", closed="e"),
        ),
        "open door to east",
        ("You open the plain door, revealing the kitchen. ", K("opened")),
        expect=U,
        notes="TextWorldExpress's arithmetic task in its manner, then a door opened: the task "
        "is a sum and a box: unknown_task",
    ),
    item(
        (
            "LAMBING TIME\nAn interactive night on the fell\nYour aim: find the lost lamb and get "
            "it back to the fold before dark.\n\nShepherd's Hut\nA stove, a kettle, a bottle of "
            "milk warming in a pan of water. The door is south, and the fold is east. A coin "
            "lies on the floor by the stove.",
            R("Shepherd's Hut", "s e", coin=True),
        ),
        expect=U,
        notes="an Inform banner's aim is a lost lamb, not the coin on the floor: unknown_task; "
        "the banner's title is no room's name",
    ),
    item(
        (
            "[QUEST] The hermit of the crags needs three bundles of firewood before the snow. "
            "Bring them to his cave.\n\nWoodcutters' Clearing\n   Stumps and chips, and a pile "
            "of cut firewood under a tarpaulin.\n[Exits: north east]\n<84hp 102mv>",
            R("Woodcutters' Clearing", "n e"),
        ),
        "north",
        (
            "Crag Path\n   The path zigzags up between boulders toward a cave mouth high "
            "above.\n[Exits: south west]\n<84hp 100mv>",
            R("Crag Path", "s w"),
        ),
        expect=U,
        notes="a MUD quest for firewood, then a move: unknown_task",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! Your mission for today is to find the key. First, go "
            "north. Then, take the key from the floor of the attic. Got that? Good!\n\n-= Landing "
            "=-\nYou arrive in a landing. An ordinary one.\n\n\n\nThere is an unguarded exit to "
            "the north. There is an unblocked exit to the west.\n\n>" + " " * 128 + "-= Landing "
            "=-0/1",
            R("landing", "n w"),
        ),
        expect=U,
        notes="a TextWorld speech asking for a key, not a coin: unknown_task",
    ),
    item(
        (
            "OBJECT OF THE GAME: GET THE POWDER WAGON TO THE QUARRY BEFORE NOON.\n\nWAGON SHED\n"
            "YOU ARE IN THE WAGON SHED. THE POWDER WAGON STANDS READY, ITS WHEELS BOUND IN "
            "LEATHER. THE YARD IS SOUTH.\n?",
            R("wagon shed", "s"),
        ),
        expect=U,
        notes="a teletype game's object is a wagon to deliver: unknown_task",
    ),
    item(
        (
            "Your orders this season: bring in the olive harvest before the first rain.\n\n"
            "Location: Olive Terrace\nOld trees on narrow terraces, nets spread beneath them.\n"
            "Ways out: north (path), to the press house; east (path), to the next terrace.\n"
            "-- Skete of the Forerunner, turn 1. Send your next orders. --",
            R("Olive Terrace", "n e", leads={"n": "press house"}),
        ),
        "go north",
        (
            "Location: Press House\nA stone press and a row of jars for the oil.\nWays out: south "
            "(path), to the olive terrace.\n-- Skete of the Forerunner, turn 2. Send your next "
            "orders. --",
            R("Press House", "s", leads={"s": "olive terrace"}),
        ),
        expect=U,
        notes="a play-by-mail game's orders are a harvest, then a move: unknown_task",
    ),
    item(
        (
            "Bella the bee is lost! Can you help her find her way home to the hive?\n\nHooray! "
            "You're in the Clover Patch!\nLook! Something shiny in the clover! It's a penny! You "
            "can go WEST to the Orchard!\nWhere will you go next?",
            R("Clover Patch", "w", coin=True),
        ),
        expect=U,
        notes="a children's game whose task is guiding a bee home, not the penny in the "
        "clover: unknown_task",
    ),
    item(
        (
            "GM: Okay, the job tonight: the bandits have the abbot, and you're getting him back. "
            "You start in the gatehouse. Arrow slits, a brazier gone cold. The courtyard's north "
            "through the arch, and the guardroom door east is shut. What do you do?",
            R("gatehouse", "n e", closed="e"),
        ),
        expect=U,
        notes="a game master's job is a rescue: unknown_task; 'You start in the gatehouse' "
        "names the room",
    ),
    item(
        (
            "Ring the three bells in the right order, and the gate will open.\n\nBell Loft\n"
            "Three bells hang in a row, each with its rope: a small bell, a middle bell and the "
            "great bell. The ladder down is the only way out.",
            R("Bell Loft", "d"),
        ),
        expect=U,
        notes="a puzzle task (bells to ring): unknown_task; the only way is down",
    ),
    item(
        (
            "Harbour Office\nA clerk looks up. 'Take this letter to the harbour master, would "
            "you? He's out on the quay.' He hands you an envelope.\nThe quay is east.",
            R("Harbour Office", "e"),
        ),
        "east",
        (
            "Quay\nBollards, coils of rope, and a fishing boat unloading. A coin lies between "
            "two cobbles near the edge. The harbour office is west, and the quay runs on south.",
            R("Quay", "w s", coin=True),
        ),
        expect=U,
        notes="an errand (a letter to deliver) set before a move; a coin on the quay is not the "
        "task: unknown_task",
    ),
    item(
        (
            "THE CELLARMAN'S NIGHT\nTonight you must count every barrel in the cellars and write "
            "the number in the book.\n\nBarrel Cellar\nBarrels on their sides, racked three high, "
            "chalked with their dates. The stairs go up. A passage leads east.",
            R("Barrel Cellar", "u e"),
        ),
        expect=U,
        notes="a counting task: unknown_task; the banner's title is no room's name",
    ),
    # ---- coin hunts told as goals: an answer
    item(
        (
            "Your quest: a silver thaler coin was lost in the chapel of St Anne. Find it and pick "
            "it up.\n\nChapel of St Anne\nWhitewashed walls, six pews, and a painted saint over "
            "the altar. A silver thaler coin lies under the last pew. The door to the churchyard "
            "is west.",
            R("Chapel of St Anne", "w", coin=True),
        ),
        notes="a coin hunt told as a goal ('Find it and pick it up.'): the thaler coin here "
        "(take it)",
    ),
    item(
        (
            "[QUEST] A gold coin is hidden somewhere on Lazaretto Isle. Find it and take it for "
            "your reward.\n\nJetty\n   A wooden jetty sticks out into the harbour. The path "
            "runs north to the old cemetery.\n[Exits: north]\n<84hp 102mv>",
            R("Jetty", "n"),
        ),
        "north",
        (
            "Old Cemetery\n   Leaning crosses in long grass. A gold coin glints on a grave "
            "slab.\n[Exits: south east]\n<84hp 100mv>",
            R("Old Cemetery", "s e", coin=True),
        ),
        notes="a MUD quest that is the coin hunt ('Find it and take it'), then a move: the "
        "gold coin is here (take it)",
    ),
    item(
        (
            "Your orders: search the skete for the lost ten-drachma coin and take it.\n\n"
            "Location: Gate Chapel\nA tiny chapel over the gate, with one icon and one lamp.\n"
            "Ways out: north (path), to the katholikon; west (path), to the guest house.\n"
            "-- Skete of the Forerunner, turn 1. Send your next orders. --",
            R("Gate Chapel", "n w"),
        ),
        notes="a play-by-mail order that is the coin hunt; no coin here: go north or west",
    ),
    item(
        (
            "Can you find the shiny coin and pick it up? Let's go!\n\nHooray! You're in the "
            "Garden Gate!\nRoses climb over the gate. You can go NORTH to the Bee Meadow! You can "
            "go EAST to the Pond!\nWhere will you go next?",
            R("Garden Gate", "n e"),
        ),
        notes="a children's game whose task is the coin hunt; no coin here: go north or east",
    ),
    item(
        (
            "OBJECT: LOCATE THE LOST SOVEREIGN AND PICK IT UP.\n\nSIEVE ROOM\nYOU ARE IN THE "
            "SIEVE ROOM. PARCHMENT SIEVES HANG ON THE WALLS. THE DOOR TO THE NORTH IS SHUT. THE "
            "PATH IS WEST.\nTHERE IS A GOLD SOVEREIGN ON THE FLOOR.\n?",
            R("sieve room", "n w", closed="n", coin=True),
        ),
        notes="a teletype game's object is the coin hunt in other words: the sovereign is here "
        "(take it)",
    ),
]
