"""other_task, second round: games whose goal is not "find the coin and take it" (cooking,
reading a map, putting X in Y, sorting, quests, escapes, deliveries), in several engines'
manners: the person expects ``unknown_task`` and takes no action. The facts of the room are
read all the same (a reader may still report them)."""

from bench.reading.author import R, item

U = "unknown_task"

ITEMS = [
    item(
        "Your task is to prepare a sandwich: find the bread, the cheese and the pickle, slice what"
        " needs slicing, and eat it.\n\nYou are in the kitchen. In one part of the room you see a"
        " counter that has a loaf of bread on it. There is also a fridge that is closed. \nTo the"
        " West you see the dining room. ",
        R("kitchen", "w", leads={"w": "dining room"}),
        expect=U,
    ),
    item(
        "Welcome to TextWorld! Here is your task for today. First, open the wooden chest in the"
        " attic. Then, take the lantern from the chest. Finally, put the lantern on the shelf in"
        " the study.\n\n-= Attic =-\nYou arrive in an attic. A dusty one.\n\nThere is an"
        " unguarded exit to the south.\n\nYou see a closed wooden chest.",
        R("attic", "s"),
        expect=U,
    ),
    item(
        "SORCERY OF THE SALT MARSH\nAn Interactive Fiction\nYour goal: recover the seven lost spell"
        " scrolls and return them to the guild.\n\nMarsh Edge\nReeds rustle all around."
        " Boardwalks lead north and east.",
        R("marsh edge", "n e"),
        expect=U,
    ),
    item(
        "Your task is to study the map on the wall and report the shortest route from the harbour"
        " to the lighthouse.\n\nChart Room\nA great map of the coast covers the north wall. A door"
        " leads south.",
        R("chart room", "s"),
        expect=U,
        notes="the map on the north wall is no exit",
    ),
    item(
        "Goal: put the red apple in the fruit bowl.\n\n[Dining Room]\nA long table is set for"
        " dinner, a fruit bowl in the middle.\n[Exits: n w]\nA red apple lies here.",
        R("dining room", "n w"),
        expect=U,
    ),
    item(
        "Your task is to place the items in the box in order of size, from the smallest to the"
        " largest.\n\nYou are in the storeroom. In one part of the room you see a box. There is"
        " also a ball, a marble, and a football. ",
        R("storeroom", ""),
        expect=U,
    ),
    item(
        "Your task is to solve the sum written on the note, then put that many apples in the"
        " basket.\n\nYou are in the orchard. In one part of the room you see a note. There is also"
        " a basket. You also see a pile of apples. \nTo the North you see the farmhouse. ",
        R("orchard", "n", leads={"n": "farmhouse"}),
        expect=U,
    ),
    item(
        "Your task is to put the coin in the charity box at the church.\n\nYou are in the vicarage."
        " A coin lies on the mantelpiece. The church is east.",
        R("vicarage", "e", coin=True, leads={"e": "church"}),
        expect=U,
        notes="a coin is here, but the goal is another: unknown_task",
    ),
    item(
        "Find the lost cat before nightfall.\n\nBack Garden\nAn untidy lawn runs down to a"
        " tumbledown fence. You can go north or east.\n\nYou can see a watering can here.",
        R("back garden", "n e"),
        expect=U,
    ),
    item(
        "Welcome to Lighthouse Island. Bring the three lamps to the lamp room and light them.\n\n"
        "I'm in a fishing hut\nObvious exits: NORTH, WEST.\nI can also see: Net, Oil can",
        R("fishing hut", "n w"),
        expect=U,
    ),
    item(
        "Simon says: go to the cellar and ring the bell three times.\n\nYou are in the hallway."
        " Stairs lead down to the cellar. Doors lead north and east.",
        R("hallway", "down n e"),
        expect=U,
    ),
    item(
        "Quest: slay five goblins and bring their ears to Captain Varl.\n<100hp 40m>\n[Goblin"
        " Camp]\nSmoke drifts from a dozen cookfires.\n[Exits: s]",
        R("goblin camp", "s"),
        expect=U,
    ),
    item(
        "Your task is to escape this room. The door is locked, and the key is hidden somewhere"
        " inside.\n\nLocked Room\nA plain room with a locked door to the east. A bookcase and a"
        " desk stand against the walls.",
        R("locked room", "e", locked="e"),
        expect=U,
    ),
    item(
        (
            "Deliver the letter to the blacksmith before noon.\n\nVillage Green\nA maypole stands"
            " on the grass. Lanes lead north, south and west.",
            R("village green", "n s w"),
        ),
        "go north",
        (
            "Smithy Lane\nA forge stands to the east, its doors wide open. The green is south.",
            R("smithy lane", "e s", leads={"s": "village green"}),
        ),
        expect=U,
        notes="the task was given in the first text; the last names none",
    ),
    item(
        "Welcome to TextWorld! Tonight you are cooking soup. Fetch the carrot and the onion, chop"
        " them, boil them in the pot, then eat the soup.\n\n-= Larder =-\nYou find yourself in a"
        " larder. A chilly one.\n\nThere is an exit to the north. Don't worry, it is unguarded.\n\n"
        "On the shelf you can see a carrot.",
        R("larder", "n"),
        expect=U,
    ),
    item(
        "Your objective: reach the summit before the storm breaks.\n\nMountain Path\nThe path"
        " climbs north. Scree slopes fall away steeply to the east and west.",
        R("mountain path", "n"),
        expect=U,
        notes="the scree slopes are no exits",
    ),
    item(
        "Your task is to light all four lamps in the correct order.\n\nYou are in the lamp room."
        " Four unlit lamps stand in a row. A door leads south.",
        R("lamp room", "s"),
        expect=U,
    ),
    item(
        "Put the books back on the shelves in alphabetical order.\n\nReading Room\nBooks lie in"
        " untidy heaps on every table. You can go east.",
        R("reading room", "e"),
        expect=U,
    ),
    item(
        "Today's chores: feed the hens, milk the cow and fetch water from the well.\n\nFarmyard\n"
        "Hens peck at the dirt. The cowshed is north, the well is west, and the lane runs south.",
        R("farmyard", "n w s", leads={"n": "cowshed", "w": "well"}),
        expect=U,
    ),
    item(
        "Your task is to find Professor Hale, who was last seen in the observatory.\n\n-="
        " Corridor =-\nYou've entered a corridor.\n\nThere is an unguarded exit to the east."
        " There is a closed door leading north.",
        R("corridor", "e n", closed="n"),
        expect=U,
    ),
    item(
        "Your task is to count the gold coins in the treasury and write the total in the"
        " ledger.\n\nTreasury\nChests of gold coins line the walls. A ledger lies open on a"
        " lectern. The exit is west.",
        R("treasury", "w", coin=True),
        expect=U,
        notes="coins lie here, but the task is to count them: unknown_task",
    ),
    item(
        "Your task is to pick up the objects in this order: first the hat, then the scarf, then"
        " the glove.\n\nYou are in the cloakroom. In one part of the room you see a hat. There is"
        " also a scarf, and a glove. \nTo the East you see the hallway. ",
        R("cloakroom", "e", leads={"e": "hallway"}),
        expect=U,
    ),
    item(
        "Your task is to take the map, read it, and go to the place it marks with a cross.\n\nYou"
        " are in the study. In one part of the room you see a desk that has a map on it. \nTo the"
        " South you see the landing. To the West you see a closed wood door. ",
        R("study", "s w", closed="w", leads={"s": "landing"}),
        expect=U,
    ),
]
