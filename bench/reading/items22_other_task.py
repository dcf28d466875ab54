"""other_task, twenty-second round: new users' small games whose goal is not the coin (an
`unknown_task`, 15 items, five with a coin in the room): an Inform 7 banner's cat up an oak, a
Python crawler's goblin king, an Evennia herbalist's moonpetals (a silver coin beside them), a
Twine page's lost school-play script, a TADS 3 pizza delivery, a bunker's three keys, an LPMud
mayor's hat (a gold coin on the floor), a pet shop's feeding round (a dime), a Mars habitat's oxygen
recycler (a lucky penny), Grandpa's glasses, a Python cave's crystals (a coin among the items),
an Evennia tutorial's greeting, a wizard's candles told by a note after `read note`, an LPMud
squirrel king's pine cones, a TextWorld-like speech about a chest and a gate. Five coin games
told in new ways expect an answer: a Python title "COIN HUNT v0.1", an Inform 7 banner's hidden
gold coin (here in the first room), a quest a girl gives after `talk nell` ("If you find it, you
can keep it"), Grandma's note in a Twine bookshop, a TADS 3 welcome "find Captain Hake's last
doubloon and take it". What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "=== COIN HUNT v0.1 ===\nFind the gold coin hidden somewhere in the house and pick it "
        "up to win!\n\n=== HALLWAY ===\nCoats on hooks, and a pile of wellies.\nExits: north, "
        "west\nItems: umbrella",
        R("hallway", "n w"),
        notes="a Python game's title and goal: find the coin and pick it up (the coin task); "
        "no coin here: go north or go west",
    ),
    item(
        "TREASURE OF THE TIN MINE\nA first game by Sam\n\nOld Jory hid a gold coin somewhere "
        "in this mine before he died. Find it and take it, and it's yours.\n\nAdit\nA low "
        "tunnel into the hill, propped with black timbers. The way out, into the daylight, is "
        "south. The tunnel runs on north.\n\nYou can see a miner's helmet and a gold coin "
        "here.",
        R("adit", "s n", coin=True),
        notes="an Inform 7 banner whose goal is the coin ('Find it and take it'); the coin is "
        "already here: take coin",
    ),
    item(
        (
            "Market Square(#22)\nStalls of cabbages and cheeses, and a little girl crying by "
            "the well. Lanes lead north, east and west.\nExits: north, east and "
            "west\nCharacters: Little Nell",
            R("market square", "n e w"),
        ),
        "talk nell",
        (
            'Nell sniffs. "I dropped my lucky penny somewhere in the market. If you find it, '
            "you can keep it. I've got another at home.\"\n\nQuest added: Lucky Penny - find "
            "the penny and pick it up.",
            K("none"),
        ),
        notes="a quest given after a talk: find the penny and pick it up, keep it (the coin "
        "task); the square is kept, no coin in it: go north, east or west",
    ),
    item(
        "Grandma's note says: I've hidden a coin somewhere in the shop for you. Find it and "
        "it's yours to keep!\n\nYou're at the shop counter. Shelves of second-hand books "
        "stretch away into the gloom. The reading room is north, and the stockroom is west.\n\nGo "
        "north\nGo west",
        R("shop counter", "n w"),
        notes="a Twine opening whose goal is the hidden coin, to find and keep: the coin task; "
        "go north or go west",
    ),
    item(
        "Welcome to THE LAST DOUBLOON! Your goal: find Captain Hake's last doubloon and take "
        "it. Type HELP for instructions.\n\nGangplank\nThe gangplank creaks under your boots. "
        "The quay is south, and the deck of the Sea Hare is north.\n\nObvious exits lead north "
        "and south.",
        R("gangplank", "n s"),
        notes="a TADS 3 welcome whose goal is finding a doubloon and taking it: the coin task; "
        "go north or go south",
    ),
    # ---- another task: unknown_task ----
    item(
        "THE CAT WHO WOULDN'T COME DOWN\nAn Interactive Rescue by Jess\n\nYour cat, Biscuit, "
        "is stuck up the old oak again. Fetch the ladder from the shed and bring her down "
        "before tea.\n\nBack Garden\nThe lawn needs mowing. The shed is east, and the house is "
        "north.\n\nYou can see a watering can here.",
        R("back garden", "e n"),
        expect=UNKNOWN,
        notes="an Inform 7 banner whose goal is a cat up a tree: another task",
    ),
    item(
        "=== GOAL: Defeat the goblin king! ===\n\n=== ENTRANCE HALL ===\nBanners of the goblin "
        "king hang from the walls.\nExits: north, east\nItems: sword",
        R("entrance hall", "n e"),
        expect=UNKNOWN,
        notes="a Python game's goal line: defeat the goblin king, another task",
    ),
    item(
        "Quest: Gather 5 moonpetals for the herbalist (0/5)\n\nHerbalist's Hut(#12)\nBundles "
        "of drying herbs hang from every beam, and a kettle steams on the stove. The village "
        "path is south.\nExits: south\nYou see: a moonpetal and a silver coin",
        R("herbalist's hut", "s", coin=True),
        expect=UNKNOWN,
        notes="an Evennia quest line for moonpetals: another task, though a silver coin lies here",
    ),
    item(
        "It's the night before the school play, and you've lost your script. Find it before "
        "Mum notices!\n\nYou're in the bedroom. Clothes everywhere, and no script under any of "
        "them. The landing is south.\n\nGo south\nLook under the bed",
        R("bedroom", "s"),
        expect=UNKNOWN,
        notes="a Twine opening whose goal is a lost script: another task",
    ),
    item(
        "Welcome to PIZZA PANIC! You have ten minutes to deliver three pizzas. Type HELP for "
        "instructions.\n\nPizza Shop\nOvens roar behind the counter, and the phone won't stop "
        "ringing. The street door is south; the kitchen is north.\n\nYou see three pizza "
        "boxes here.",
        R("pizza shop", "s n"),
        expect=UNKNOWN,
        notes="a TADS 3 welcome whose goal is delivering pizzas: another task",
    ),
    item(
        "Your mission: find the three keys and escape the bunker.\nKeys found: 0/3\n\n=== "
        "STORES ===\nShelves of tinned beans, floor to ceiling.\nExits: north, west\nItems: "
        "key",
        R("stores", "n w"),
        expect=UNKNOWN,
        notes="keys to find and an escape: another task",
    ),
    item(
        "The mayor says: Please find my hat! The storm blew it clean off my head.\n\nTown "
        "hall.\nPortraits of old mayors line the walls, all of them wearing hats.\nThere are "
        "two obvious exits: south and west.\nA gold coin.",
        R("town hall", "s w", coin=True),
        expect=UNKNOWN,
        notes="an LPMud mayor's request for a hat: another task, with a gold coin on the floor",
    ),
    item(
        "Feed every animal before the shop opens. Animals fed: 0 of 4\n\nStoreroom\nSacks of "
        "seed and boxes of dog biscuits are stacked to the ceiling. The shop is west.\n\nYou "
        "can see a bag of fish flakes and a dime here.",
        R("storeroom", "w", coin=True),
        expect=UNKNOWN,
        notes="a feeding round in a status line: another task, even with a dime in the room",
    ),
    item(
        "MISSION LOG: Repair the oxygen recycler before the air runs out. O2: 63%\n\nHabitat "
        "Module\nBunks, a galley, and a window full of red desert. The airlock is south and "
        "the lab is east.\n\nYou can see a spanner and a lucky penny here.",
        R("habitat module", "s e", coin=True),
        expect=UNKNOWN,
        notes="a repair mission: another task, even with a lucky penny in the room",
    ),
    item(
        "Help Grandpa find his reading glasses so he can finish the crossword.\n\nYou're in "
        "the kitchen. Grandpa's mug is on the table, but his glasses aren't. The sitting room "
        "is east, and the back door, north, is open.\n\nGo east\nGo north",
        R("kitchen", "e n"),
        expect=UNKNOWN,
        notes="a Twine goal of finding glasses: another task",
    ),
    item(
        "Objective: Collect all 4 crystals to open the portal.\nCrystals: 0/4\n\nCurrent room: "
        "Crystal Cave\nDescription: Blue crystals glow in the walls.\nExits: {'south': "
        "'Tunnel'}\nItems: crystal, coin",
        R("crystal cave", "s", coin=True, leads={"s": "tunnel"}),
        expect=UNKNOWN,
        notes="crystals to collect: another task, though a coin is among the items",
    ),
    item(
        "[Tutorial] Welcome, new player! Your first task: say hello to the innkeeper. Type: "
        "say hello\n\nThe Rusty Tankard(#15)\nA low, smoky taproom. The innkeeper polishes a "
        "glass that will never be clean.\nExits: out and north\nCharacters: Innkeeper Bram",
        R("the rusty tankard", "out n"),
        expect=UNKNOWN,
        notes="an Evennia tutorial's first task is a greeting: another task",
    ),
    item(
        (
            "Wizard's Chapel\nFour unlit candles stand on the altar, red, blue, green and "
            "white. A note is pinned to the altar cloth. The door is west.\n\nObvious exits "
            "lead west.",
            R("wizard's chapel", "w"),
        ),
        "read note",
        (
            "The note says: 'Light the four candles in the right order and the wizard will "
            "wake. Red, then blue, then green, then white.'",
            K("none"),
        ),
        expect=UNKNOWN,
        notes="the goal read from a note after `read note` (the chapel kept): candles to "
        "light, another task",
    ),
    item(
        "You have accepted the quest: Pine Cones for the King. Collect 10 pine cones "
        "(0/10).\n\nSquirrel king's oak.\nA huge oak with a hollow in its trunk. A tiny "
        "crowned squirrel chatters at you from a branch.\nThere are three obvious exits: "
        "north, east and south.\nA pine cone.",
        R("squirrel king's oak", "n e s"),
        expect=UNKNOWN,
        notes="an LPMud quest for pine cones: another task",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, open the birch chest. Then, take the brass key from the birch "
        "chest. And then, unlock the brass gate. Got that? Good!\n\n-= Potting Room =-\nYou "
        "arrive in a potting room. An ordinary kind of place.\n\nYou see a closed birch "
        "chest.\n\nThere is an open birch door leading east.",
        R("potting room", "e"),
        expect=UNKNOWN,
        notes="a TextWorld-like speech about a chest, a key and a gate (no coin): another task",
    ),
]
