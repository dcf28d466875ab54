"""other_task, fifth round: games whose goal is not the coin, stated the way games state them
(TextWorld's cooking and treasure-hunting speeches, a map reader's "take the coin ... and put it
into the box" with the coin in the room, a delivery against the clock, a rescue, a sorting
chore, a farmer's request, a Twine goal line, a score line of eggs, a status line's goal, a
banner's subtitle), some with a coin in the room: ``unknown_task``; and five coin games stated
in new ways (a grandfather's hidden coin, a quest tracker "(0/1)", a MUD quest for a lucky
florin, a banner "An Interactive Treasure Hunt", "Your objective: locate the coin and pick it
up."): an answer. What a person reads in each room is declared beside it; the facts are derived
by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
        "the recipe. Once done, enjoy your meal!\n\n-= Scullery =-\nYou arrive in a scullery. "
        "A normal one.\n\nThere is an open screen door leading north. There is an exit to the "
        "east. Don't worry, it is unguarded.",
        R("Scullery", "n e"),
        expect=OTHER,
        notes="a cooking game's intro before a room in TextWorld's manner",
    ),
    item(
        "Welcome to TextWorld! Your objective for today: find the silver key and put it on "
        "the stand in the cellar.\n\n-= Coin Room =-\nYou find yourself in a coin room. An "
        "ordinary kind of place.\n\nThere is a closed oak door leading west.\n\nThere is a "
        "coin on the floor.",
        R("Coin Room", "w", closed="w", coin=True),
        expect=OTHER,
        notes="the goal is a key; a coin on the floor does not make it the coin task",
    ),
    item(
        "Your task is to take the coin that is located in the sunroom, and put it into the "
        "box found in the den. A map is provided, that you may find helpful.\n\nYou are in the "
        "sunroom. In one part of the room you see a wicker chair, that has a coin on it. "
        "There is also a map. \nTo the West you see the den. ",
        R("sunroom", "w", coin=True, leads={"w": "den"}),
        expect=OTHER,
        notes="a map reader's task: take the coin and put it in a box elsewhere; taking it is "
        "only the first step of another task (the first round's judgment on map reading)",
    ),
    item(
        "The post office shuts at noon, and the parcel under your arm must be there before "
        "it does. It is a quarter to.\n\nBridge Street\nShops with their blinds half down. "
        "The street runs north toward the post office and south toward the river.",
        R("Bridge Street", "n s", leads={"n": "post office"}),
        expect=OTHER,
        notes="a delivery against the clock",
    ),
    item(
        "A thin mewing comes from high in the sycamore. Somebody has to get that kitten "
        "down, and it looks like it's going to be you.\n\nVillage Green\nA sycamore towers over "
        "the green. Lanes lead east and west. A penny lies in the grass by the bench.",
        R("Village Green", "e w", coin=True),
        expect=OTHER,
        notes="a rescue; a penny in the room does not change the goal",
    ),
    item(
        "CHORE: Sort the returned books onto the shelves by author, A to Z.\n\nReturns Desk\n"
        "A trolley piled with books. The stacks are north; the reading room is east.",
        R("Returns Desk", "n e", leads={"n": "stacks", "e": "reading room"}),
        expect=OTHER,
    ),
    item(
        '"Bring me three good turnips from the top field," says the farmer, "and you\'ll '
        'have your supper."\n\nFarmyard\nHens scratch about the midden. The top field is '
        "north, through a gate that is shut; the lane is south.",
        R("Farmyard", "n s", closed="n", leads={"n": "top field"}),
        expect=OTHER,
        notes="an NPC's request in dialogue",
    ),
    item(
        "Your goal: get home before dark.\n\nThe towpath follows the canal under dripping "
        "trees.\n\n[[Walk east along the towpath]]\n[[Cross the lock gates to the north]]",
        R(None, "e n"),
        expect=OTHER,
        notes="a Twine story with a goal line; no room named",
    ),
    item(
        "Eggs found: 2 of 12\n\nRose Garden\nRoses climb the trellis. Gravel paths go south and "
        "west. Something glitters among the petals: a gold coin.",
        R("Rose Garden", "s w", coin=True),
        expect=OTHER,
        notes="a score line of eggs to find; the coin is not the goal",
    ),
    item(
        "Goal: Feed the animals  |  Turn 4\n\nPig Sty\nThe pigs grunt hopefully. The only way "
        "out is north.",
        R("Pig Sty", "n"),
        expect=OTHER,
        notes="a goal in a status line",
    ),
    item(
        "LOST IN THE LIBRARY\nAn Interactive Escape\nRelease 2 / Serial number 260101\n\nFind a "
        "way out of the library before the caretaker locks up.\n\nReading Room\nLong tables, "
        "green lamps. The main doors to the south are locked. A corridor leads west.",
        R("Reading Room", "s w", locked="s"),
        expect=OTHER,
        notes="an escape game's banner and goal",
    ),
    item(
        "Your task is to sort objects by weight. Place the lightest object in the box first, "
        "then the next lightest, until all objects are in the box.\n\nYou are in the "
        "workshop. In one part of the room you see a workbench that has 3kg of nails, and "
        "40g of screws on it. There is also a box, that is empty. \nTo the North you see the "
        "garage. ",
        R("workshop", "n", leads={"n": "garage"}),
        expect=OTHER,
    ),
    item(
        "Mission 3: Photograph the heron before it flies.\n\nReed Bed\nA boardwalk threads "
        "through the reeds, north to the hide and east to the car park.",
        R("Reed Bed", "n e", leads={"n": "hide", "e": "car park"}),
        expect=OTHER,
    ),
    item(
        "Help the innkeeper: fetch a barrel of ale from the cellar.\n\nInn Parlour\nA fire "
        "crackles. A few coins lie forgotten on the bar. The cellar stairs go "
        "down; the street door is east.",
        R("Inn Parlour", "d e", coin=True),
        expect=OTHER,
        notes="coins forgotten on the bar lie in the room, but the task is a barrel; down is "
        "no fact",
    ),
    item(
        "Task: Put the coin in the piggy bank.\n\nChild's Bedroom\nA bed shaped like a racing "
        "car. A piggy bank sits on the shelf. There is a coin on the rug. The door is south.",
        R("Child's Bedroom", "s", coin=True),
        expect=OTHER,
        notes="the goal is putting the coin somewhere, not only taking it: another task",
    ),
    item(
        (
            "Your mission: reach the summit and light the beacon.\n\nMountain Hut\nBunks and a "
            "cold stove. The path up to the summit starts north; the valley path leads south.",
            R("Mountain Hut", "n s"),
        ),
        "north",
        (
            "Scree Field\nLoose stones slide under your boots. The path zigzags on to the "
            "north, and the hut lies south.",
            R("Scree Field", "n s", leads={"s": "mountain hut"}),
        ),
        expect=OTHER,
        notes="the goal given before the first room; the facts still read from the walk",
    ),
    item(
        "Somewhere in this house is the coin your grandfather hid before he died. Find it, "
        "and it's yours.\n\nAttic Landing\nA dusty landing under the eaves. Doors lead east and "
        "west; a loft ladder goes up.",
        R("Attic Landing", "e w u"),
        notes="the goal is finding and taking a coin: the coin task (an answer)",
    ),
    item(
        "QUESTS\n  > Pick up the gold coin (0/1)\n\nOld Well\nA mossy well with a broken winch. "
        "Paths lead north and east.\nA gold coin rests on the rim of the well.",
        R("Old Well", "n e", coin=True),
        notes="a quest tracker whose quest is the coin: an answer",
    ),
    item(
        (
            "[Quest] Old Tam wants you to recover his lucky florin, lost somewhere in the "
            "orchard.\n\nOrchard Gate\nA five-bar gate into the orchard.\n[Exits: n s]",
            R("Orchard Gate", "n s"),
        ),
        "n",
        (
            "Apple Orchard\nWindfalls rot in the long grass.\n[Exits: s e]\nA florin lies "
            "among the windfalls.",
            R("Apple Orchard", "s e", coin=True),
        ),
        notes="a MUD quest to recover a lost coin: an answer",
    ),
    item(
        "THE COIN HUNT\nAn Interactive Treasure Hunt\nCopyright (c) 1983\n\nFind the "
        "doubloon and take it.\n\nSmugglers' Cellar\nBarrels marked with a skull. A tunnel "
        "leads north. The trapdoor above is shut.",
        R("Smugglers' Cellar", "n u", closed="u"),
        notes="a banner and the coin goal: an answer; the shut trapdoor above is a way up, no fact",
    ),
    item(
        (
            "Your objective: locate the coin and pick it up.\n\n-= Larder =-\nYou've entered a "
            "larder.\n\nThere is an exit to the west. Don't worry, it is unguarded.",
            R("Larder", "w"),
        ),
        "go west",
        (
            "-= Kitchen Garden =-\nYou are in a kitchen garden. An ordinary one.\n\nThere is "
            "an unguarded exit to the east. There is a closed gate leading south.",
            R("Kitchen Garden", "e s", closed="s"),
        ),
        "open gate",
        ("You open the gate.", K("opened", "s")),
        notes="the coin task stated in new words: an answer; the gate opened, south the way on",
    ),
]
