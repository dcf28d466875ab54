"""other_task, thirty-second round: goals that are not the coin, told in this round's voices and
settings (`unknown_task`, 15 items, five with a coin in the room, two with a walk): a toji who hands
the player a ladle to taste every tank ("Tanks tasted: 0/6", a five-yen coin by the steps), a samba
school's costume fittings, a Minoan priestess's double axe, a customs search team's tasking, Lady
Fanshawe's lost dance card (a shilling on the floor), a wind turbine's work order (a 20-cent coin by
the ladder), a listening post's night log told on the radio after a move, a Prolog game's `G =
deliver(parcel, 'Post Office').`, a kabuki actor to dress before the drum, a bedtime story's lost
duckling (a penny in the straw), TextWorldExpress's cooking task in its manner, a TextWorld-like
speech about a chest and a key, TextWorldExpress's map reader (the coin here, for a box in the
bedroom), candelabra to light after a move ("[Quest added: ...]"), a chef's shouted order; five coin
games told in new ways (an answer): a Prolog game's `G = holding(coin).`, a bedtime story's penny
"Whoever found it could keep it.", a radio call "Find it and pocket it. Out." after a move, a chef's
hidden pound coin "Find it, pick it up, it's yours." with the coin on the shelf, and a brewery's
custom "Find it and take it, and the year's sake will be good.". What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"
KEY = "You key your radio.\n"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "?- goal(G).\nG = holding(coin).\n\n?- look.\nlocation('Granary').\nexit(north, "
        "'Threshing Floor').\nexit(west, 'Cart Shed').\nitems([]).",
        R("granary", "n w"),
        notes="a Prolog game whose goal is holding the coin: the coin task; no coin here (an "
        "empty item list): go north or west",
    ),
    item(
        "And the little fox was looking for one thing only: the shiny penny the magpie had "
        "dropped somewhere in the farmhouse. Whoever found it could keep it.\n\nYou were in the "
        "scullery. The kitchen was through the door to the east, which stood open, and the back "
        "door, south, was shut.",
        R("scullery", "e s", closed="s"),
        notes="a bedtime story whose goal is finding the penny and keeping it: the coin task; "
        "none here: go east or open south",
    ),
    item(
        (
            KEY + "\"Control, Linnet. In the guardroom. Ops room's north, door open. Bunk room "
            'east. Over."\n"Linnet, Control. Received. Out."',
            R("guardroom", "n e"),
        ),
        "e",
        (
            KEY + '"Control, Linnet. Bunk room. Six bunks, a locker, a washroom doorway north. '
            "Guardroom's west. Over.\"\n\"Linnet, Control. Your job tonight, Linnet: there's a "
            "sixpence hidden somewhere in the post, old tradition for the new hand. Find it and "
            'pocket it. Out."',
            R("bunk room", "n w"),
        ),
        notes="a radio call after a move sets the goal (find the sixpence and pocket it): the "
        "coin task; no coin here: go north",
    ),
    item(
        "\"New kid! First job, before service: somebody's hidden a pound coin in this kitchen "
        "for the trainee, like every year. Find it, pick it up, it's yours. Go!\"\n\nYou're in "
        "the kitchen. The walk-in is north, door shut; the dish pit is west. A pound coin sits "
        "on the spice shelf, behind the paprika.",
        R("kitchen", "n w", closed="n", coin=True),
        notes="a chef's order to find the hidden pound coin and pick it up: the coin task, and "
        "the coin is on the shelf: take it",
    ),
    item(
        "On the first morning of brewing, a five-yen coin is hidden in the kura for the newest "
        "apprentice. Find it and take it, and the year's sake will be good.\n\nKura Yard\nCedar "
        "casks are stacked under the eaves. The rice store is north; the office is east, and its "
        "door is closed.",
        R("kura yard", "n e", closed="e"),
        notes="a brewery custom whose goal is finding the coin and taking it: the coin task; "
        "none here: go north or open east",
    ),
    # ---- other tasks: unknown_task ----
    item(
        "The toji hands you a bamboo ladle. 'Taste every tank and tell me which one has "
        "turned.'\n\nTanks tasted: 0/6\n\nTank Hall\nSix enamelled tanks stand on a duckboard "
        "floor. The steps to the yard are south. A five-yen coin lies by the bottom step.",
        R("tank hall", "s", coin=True),
        expect=UNKNOWN,
        notes="a tasting task names no coin: another task, even with a five-yen coin here",
    ),
    item(
        "COSTUME FITTINGS: 0/12 dancers\n\nCostume Store\nHeaddresses the size of armchairs hang "
        "from the rafters. The rehearsal hall is south; the sewing room is east.",
        R("costume store", "s e"),
        expect=UNKNOWN,
        notes="a count of fittings is the goal: another task",
    ),
    item(
        "The priestess lays the double axe in your arms. 'Carry it to the shrine before the "
        "bull-leaping begins.'\n\nLight Well\nSunlight falls down the shaft onto a floor of "
        "gypsum slabs. Painted dolphins swim along the walls. Corridors lead north and west.",
        R("light well", "n w"),
        expect=UNKNOWN,
        notes="an axe to carry to a shrine: another task",
    ),
    item(
        "TASKING 04: Inspect containers MSKU 118, 204 and 377 (0/3). Report seals broken.\n\n"
        "Customs Bay\nA forklift, a sniffer dog asleep on a blanket, a roller door north onto "
        "the stacks, which is up. The office is west.",
        R("customs bay", "n w"),
        expect=UNKNOWN,
        notes="a customs tasking names no coin: another task; the roller door is up (open)",
    ),
    item(
        "Lady Fanshawe has lost her dance card, and the cotillion begins at ten. She would be "
        "everlastingly obliged if you found it.\n\nTea Room\nThe urns are steaming and the cakes "
        "untouched. The ballroom is north; the card room is west. A shilling lies on the carpet "
        "beneath a chair.",
        R("tea room", "n w", coin=True),
        expect=UNKNOWN,
        notes="a lost dance card is the goal: another task, even with a shilling on the carpet",
    ),
    item(
        "WORK ORDER 3321\nTask: replace the yaw brake pads on turbine 7.\nStatus: OPEN\n\nTower "
        "Base\nThe ladder climbs up the inside of the tower into the dark. The door out to the "
        "hardstanding, south, is open. A 20-cent coin lies by the foot of the ladder.",
        R("tower base", "u s", coin=True),
        expect=UNKNOWN,
        notes="a work order names no coin: another task, even with a coin here",
    ),
    item(
        (
            KEY + '"Control, Linnet. Guardroom. Ops room north, bunk room east. Over."\n"Linnet, '
            'Control. Received. Out."',
            R("guardroom", "n e"),
        ),
        "n",
        (
            KEY + "\"Control, Linnet. Ops room. Plotting table, a kettle. Guardroom's south. "
            'Over."\n"Linnet, Control. Your task tonight: log every aircraft that crosses the '
            'coast, with the time. Out."',
            R("ops room", "s"),
        ),
        expect=UNKNOWN,
        notes="a radio call after a move sets the goal (log the aircraft): another task",
    ),
    item(
        "?- goal(G).\nG = deliver(parcel, 'Post Office').\n\n?- look.\nlocation('Sorting Room')."
        "\nexit(south, 'Yard').\nitems([parcel, string]).",
        R("sorting room", "s"),
        expect=UNKNOWN,
        notes="a Prolog game whose goal is delivering a parcel: another task",
    ),
    item(
        "Your task: help the actor into his costume before the drum sounds for the second "
        "act.\n\nDressing Room\nA mirror ringed with bulbs, a rack of kimono, a wig on a stand. "
        "The passage is east. The door to the stage, north, is shut.",
        R("dressing room", "e n", closed="n"),
        expect=UNKNOWN,
        notes="dressing an actor is the goal: another task",
    ),
    item(
        "The little fox wanted, more than anything, to find the lost duckling before the moon "
        "came up.\n\nYou were in the barnyard. The henhouse was north, the pond was east, and a "
        "penny lay in the straw by the gate.",
        R("barnyard", "n e", coin=True),
        expect=UNKNOWN,
        notes="a bedtime story whose goal is a lost duckling: another task, even with a penny in "
        "the straw",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the kitchen. In one part of the room "
        "you see a stove. There is also a counter, that has a cookbook on it. You also see a "
        "fridge that is closed. \nTo the South you see the living room. To the West you see a "
        "closed plain door. ",
        R("kitchen", "s w", closed="w"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task in its manner: another task",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, open the chest. Then, take the iron key from the chest. After "
        "that, unlock the gate with the iron key. Got that? Good!\n\n-= Spice Room =-\nYou are "
        "in a spice room. You make out a closed chest.\n\nThere is an unguarded exit to the "
        "east.",
        R("spice room", "e"),
        expect=UNKNOWN,
        notes="a TextWorld-like speech whose goal is a key and a gate: another task",
    ),
    item(
        "Your task is to take the coin that is located in the pantry, and put it into the box "
        "found in the bedroom. A map is provided, that you may find helpful.\n\nYou are in the "
        "pantry. In one part of the room you see a shelf, that has a coin on it. \nTo the North "
        "you see the kitchen. ",
        R("pantry", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's map reader: the coin is to be carried to a box in another "
        "room (the earlier rounds' call): another task, with the coin here",
    ),
    item(
        (
            "Vestibule\nThe porter takes your cloak. Stairs rise to the ballroom. The card room "
            "is north.",
            R("vestibule", "n u"),
        ),
        "n",
        (
            "Card Room\nFour baize tables wait for the whist players. The vestibule is south.\n\n"
            "[Quest added: Light the candelabra in the assembly rooms (0/8).]",
            R("card room", "s"),
        ),
        expect=UNKNOWN,
        notes="a quest added after a move (candelabra to light): another task",
    ),
    item(
        "\"Two turbot, one lamb, walking in! You're on fish tonight, so get that turbot filleted "
        'before table six starts banging on the pass!"\n\nFish Station\nA steel bench, a '
        "block of ice, a knife roll. The walk-in is north; the range is east.",
        R("fish station", "n e"),
        expect=UNKNOWN,
        notes="a chef's order for the night's fish is the goal: another task",
    ),
]
