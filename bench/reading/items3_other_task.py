"""other_task, third round: games whose goal is not the coin, the goal said in many ways
("Objective:", "Quest:", "Your mission, should you choose to accept it", "Goal -", "Win by",
bare imperatives), some with a coin in the room; and three coin games whose own intro states
the goal of the coin, which expect an answer."""

from __future__ import annotations

from bench.reading.author import R, item

_U = "unknown_task"

ITEMS = [
    item(
        "Objective: deliver the letter to the postmaster.\n\nSorting Office\nPigeonholes cover "
        "one wall. The counter is to the north and the yard to the east.",
        R("Sorting Office", "n e"),
        expect=_U,
    ),
    item(
        "Quest: slay the rat that haunts the cellar.\n\nCellar Stairs\nThe steps are slimy. A "
        "passage runs west into the dark.",
        R("Cellar Stairs", "w"),
        expect=_U,
    ),
    item(
        "Your mission, should you choose to accept it, is to recover the stolen plans from the "
        "embassy safe.\n\nEmbassy Lobby\nMarble floors and a bored receptionist. Corridors lead "
        "east and west.",
        R("Embassy Lobby", "e w"),
        expect=_U,
    ),
    item(
        "Goal - cook dinner for the family before six.\n\nYou are in the kitchen. The larder is "
        "to the north and the dining room to the south.",
        R("kitchen", "n s"),
        expect=_U,
    ),
    item(
        "Win by reaching the summit.\n\nBase Camp\nTents flap in the wind. A rocky trail climbs "
        "north. The valley path leads south.",
        R("Base Camp", "n s"),
        expect=_U,
    ),
    item(
        "Find the lost ring.\n\nBedroom\nThe bed is unmade and drawers hang open. A door leads "
        "east to the landing.",
        R("Bedroom", "e"),
        expect=_U,
    ),
    item(
        "Your task is to water the plants in the greenhouse.\n\nYou are in the garden. In one "
        "part of the room you see a watering can. \nTo the North you see the greenhouse. To the "
        "West you see the patio. ",
        R("garden", "n w"),
        expect=_U,
    ),
    item(
        "Feed the cat, then go to bed.\n\nLiving Room\nThe cat glares at you from the sofa. The "
        "kitchen is west.\n\nYou can see a tin of cat food here.",
        R("Living Room", "w"),
        expect=_U,
    ),
    item(
        "To win, light all three beacons on the ridge.\n\nRidge Foot\nA steep path zigzags up "
        "to the east. The village lies south.",
        R("Ridge Foot", "e s"),
        expect=_U,
    ),
    item(
        "The queen has asked you to find her missing sceptre.\n\nThrone Room\nGold leaf flakes "
        "from the pillars. Great doors lead south; a curtained arch leads west.",
        R("Throne Room", "s w"),
        expect=_U,
    ),
    item(
        "Collect five mushrooms and bring them to the witch.\n\n-= Forest Edge =-\nYou arrive at "
        "a forest edge. An ordinary kind of place.\n\nThere is an unblocked exit to the north. "
        "There is an unguarded exit to the east.",
        R("Forest Edge", "n e"),
        expect=_U,
    ),
    item(
        "Escape from the dungeon before the guards return.\n\nCell\nDamp straw and a bucket. "
        "The cell door to the north is locked.",
        R("Cell", "n", locked="n"),
        expect=_U,
    ),
    item(
        "Your goal: open the sealed chest in the captain's cabin.\n\nCaptain's Cabin\nCharts "
        "and a sea chest, its lid sealed with wax. The companionway is aft, to the south.\n\n"
        "You can see a gold coin and a sextant here.",
        R("Captain's Cabin", "s", coin=True),
        expect=_U,
        notes="a coin lies here, but the stated goal is the chest: another task.",
    ),
    item(
        "Today's goal: catch a fish for supper.\n\nLakeshore\nReeds rustle. A jetty juts out "
        "over the water. A footpath leads north into the woods.",
        R("Lakeshore", "n"),
        expect=_U,
    ),
    item(
        "TASK: REPAIR THE RADIO AND CALL FOR HELP.\n\nRADIO SHACK\nA DEAD TRANSMITTER SITS ON "
        "THE BENCH. THE DOOR TO THE WEST IS OPEN.",
        R("Radio Shack", "w"),
        expect=_U,
    ),
    item(
        "Mission briefing: rescue the hostage from the tower.\n\n[Courtyard]\nSentries pace the "
        "walls.\n[Exits: n e]\nA few coins lie scattered here.",
        R("Courtyard", "n e", coin=True),
        expect=_U,
        notes="coins lie here, but the mission is a rescue: another task.",
    ),
    item(
        "Help Granny find her spectacles.\n\nYou are in Granny's parlour. Lace doilies on every "
        "surface. The hall is to the east.",
        R("Granny's parlour", "e"),
        expect=_U,
    ),
    item(
        "Find the coin and take it.\n\nLobby\nA revolving door spins slowly. Corridors lead "
        "north and east.",
        R("Lobby", "n e"),
        notes="the game's own intro states the coin goal: an answer is expected.",
    ),
    item(
        "Retrieve the gold coin.\n\nCrypt\nCold stone and the smell of age. The stair is to the "
        "west.\nA gold coin glints on the lid of the sarcophagus.",
        R("Crypt", "w", coin=True),
        notes="the intro's goal is the coin: an answer (take coin).",
    ),
    item(
        "Your goal is to find the lucky penny hidden somewhere in the house.\n\nYou are in the "
        "hallway. Doors lead north and west; the western one is closed.",
        R("hallway", "n w", closed="w"),
        notes="a penny is a coin: the goal is the coin game's, an answer is expected.",
    ),
]
