"""other_task, twenty-fourth round: games whose goal is not the coin, as users write them (a Python
quest printed as a dataclass beside a kennel run's coin, a JSON objective to repair a comms array
with a coin among the items, an Inform 7 banner's book to bind by noon, a Twine page's block of
ice, an Ink story's hedgehog with a penny on the path, an Evennia quest log's eggs, a JavaScript
HUD's ore quota with a brass coin on the floor) and as published games and engines give them (an
LPMud quest list after the room, an apprentice's errand for an adze, a TextWorld-like speech
about a kipper supper, TextWorldExpress's map reader with the coin in the room, its tidy-up, a
salt-pan questmaster's eel skins with a penny on the boards, a gamebook's glacier crossing,
TextWorldExpress-like sorting by weight): `unknown_task` (15, five with a coin in the room).
Five coin games told in new ways, an answer: a JSON state whose goal is "find the coin and pick
it up", an Inform 7 banner's last piastre, an Evennia quest for Mira's lucky coin, a Twine page
where Grandpa hid a silver coin, a MUD quest for the tollkeeper's lucky penny (the penny in the
room). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"
PAD = " " * 96

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "Quest(title='Feed the hounds', done=False)\nRoom(name='Kennel Run', exits={'north': "
        "'Kennel Yard'}, items=['bucket of scraps', 'coin'])",
        R("kennel run", "n", coin=True, leads={"n": "kennel yard"}),
        expect=UNKNOWN,
        notes="a user's Python game: the quest is feeding the hounds, not the coin (a coin "
        "lies here all the same): another task",
    ),
    item(
        '{"objective":"Repair the comms array (0/3 parts)","location":"Comms Room",'
        '"exits":["east","north"],"items":["coin","multimeter"]}',
        R("comms room", "e n", coin=True),
        expect=UNKNOWN,
        notes="a user's game printing JSON: the objective is a repair; the coin in the items "
        "does not make it the coin task: another task",
    ),
    item(
        "THE BINDER'S APPRENTICE\nAn Interactive Apprenticeship by Ruth Ames\nRelease 1 / "
        "Serial number 250114 / Inform 7 v10.1.2 / D\n\nThe Duke's book must be sewn, boarded "
        "and on his desk before the noon bell, or you will be sweeping floors until Michaelmas."
        "\n\nSewing Frame Room\nThe frames stand ready, threaded. The bindery is south.\n\nYou "
        "can see a bodkin here.",
        R("sewing frame room", "s"),
        expect=UNKNOWN,
        notes="an Inform 7 banner a user wrote: the goal is binding a book: another task",
    ),
    item(
        "DELIVER THE ICE\n\nThe palace kitchen needs this block of ice before it melts. Hurry!"
        "\n\nYou are in the ice house. Sawdust and straw, and the cold breath of the blocks. "
        "The door is east.\n\nGo east",
        R("ice house", "e"),
        expect=UNKNOWN,
        notes="a user's Twine game: delivering ice is another task",
    ),
    item(
        "Tilly's hedgehog has got out again, and she's in tears. Find him before bedtime.\n\nYou "
        "are in the garden. A penny lies on the path by the water butt. The gate is south, and "
        "the back door of the house is west.\n\n1: Look under the hedge\n2: Pick up the penny\n"
        "3: Go south\n4: Go west",
        R("garden", "s w", coin=True),
        expect=UNKNOWN,
        notes="a user's Ink story: finding a hedgehog is another task, even with a penny here",
    ),
    item(
        "Quest log:\n  [ ] Gather six eggs for the cook (0/6)\n\nHenhouse(#18)\nStraw, dust and "
        "a smell of hens.\nExits: south\nYou see: a nesting box and 2 eggs",
        R("henhouse", "s"),
        expect=UNKNOWN,
        notes="a user's Evennia quest log: eggs, not a coin: another task",
    ),
    item(
        "Quay.\nBollards, nets, a smell of tar.\n    There are two obvious exits: north and "
        "east.\n> quests\nUnsolved: Whale Oil for the Lighthouse Lamp\nUnsolved: The Harbour "
        "Master's Spyglass",
        R("quay", "n e"),
        expect=UNKNOWN,
        notes="a published LPMud's quest list after the room: lamp oil and a spyglass are "
        "other tasks",
    ),
    item(
        "As the newest apprentice at Hallam's yard, your first job is a simple one: fetch the "
        "master's adze from the steam box shed before the tide turns, and don't drop it in the "
        "river.\n\nTimber Yard\nStacks of oak and elm under tarpaulins. The steam box shed is "
        "east; the slip road leads north.",
        R("timber yard", "e n"),
        expect=UNKNOWN,
        notes="a published game's opening: fetching an adze is another task",
    ),
    item(
        "Welcome to TextWorld! Your mission today, should you accept it, is to prepare the "
        "kipper supper: grill the kipper, slice the bread, and then eat the meal. Good luck!"
        "\n\n-= Scullery =-\nYou arrive in a scullery. An ordinary kind of place.\n\n\n\nThere "
        "is an exit to the east. Don't worry, it is unguarded.\n\n\n>" + PAD + "-= Scullery "
        "=-0/1",
        R("scullery", "e"),
        expect=UNKNOWN,
        notes="a cooking quest in TextWorld's manner: another task",
    ),
    item(
        "Your task is to take the coin that is located in the pantry, and put it into the box "
        "found in the kitchen. A map is provided, that you may find helpful.\n\nYou are in the "
        "pantry. In one part of the room you see a folding chair, that has nothing on it. "
        "There is also a shelf that has a coin on it. \nTo the South you see the kitchen. ",
        R("pantry", "s", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's map reader: the coin is to be put into a box in another "
        "room (the earlier rounds' call): another task, with the coin in the room",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the bathroom. In one part of the room you see a toilet, "
        "that has nothing on it. There is also a sink that has a dirty sock on it. You also "
        "see a bathroom cabinet that is closed. \nTo the North you see the corridor. ",
        R("bathroom", "n"),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up: another task",
    ),
    item(
        "Salt Pans\nShallow pans of brine glitter in the sun, crusted white at the edges.  Old "
        "Hessa the salter sits on an upturned barrel.\nExits: north, west\nA copper penny lies "
        "on the boards.\n\nOld Hessa says, 'Bring me three eel skins and I'll teach you to "
        "pack salt the proper way.'",
        R("salt pans", "n w", coin=True),
        expect=UNKNOWN,
        notes="a published MUD's questmaster asks for eel skins: another task, with a penny in "
        "the room",
    ),
    item(
        "ORE 12/50 kg | O2 88% | SHIFT 02:14\n\nDrift 4\nBlasted rock, a rail line, a lamp on "
        "a hook. Someone has dropped a brass coin by the rail.\nExits: north, east",
        R("drift 4", "n e", coin=True),
        expect=UNKNOWN,
        notes="a user's JavaScript game's HUD: an ore quota is the goal; a brass coin lies "
        "here all the same: another task",
    ),
    item(
        "To win, you must cross the glacier and reach the far hut before your lamp oil runs "
        "out.\n\n1\nICE EDGE\nBlue ridges run away north into the cloud. "
        "A cairn marks a path west along the moraine. If you wish to set out across the ice, "
        "turn to 48. If you would rather follow the moraine, turn to 112.",
        R("ice edge", "n w"),
        expect=UNKNOWN,
        notes="a gamebook's rule: crossing a glacier is another task (the section's heading "
        "names the room; its number does not)",
    ),
    item(
        "Your task is to sort objects by weight. First, place the lightest object in the box. "
        "Then, place the next lightest, and repeat until every object is in the box.\n\nYou "
        "are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a laundry basket that has 3kg of sand, and 40g of rice on it. "
        "You also see a box, that is empty. \nTo the West you see the kitchen. ",
        R("laundry room", "w"),
        expect=UNKNOWN,
        notes="a sorting task in TextWorldExpress's manner: another task",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        '{"goal":"find the coin and pick it up","location":"Rover Garage","exits":["north"],'
        '"items":["tyre"]}',
        R("rover garage", "n"),
        notes="a user's game printing JSON: the goal is the coin task; no coin here: go north",
    ),
    item(
        "THE LAST PIASTRE\nAn Interactive Treasure Hunt by Jonah Pell\nRelease 2 / Serial "
        "number 241203 / Inform 7 v10.1.2 / D\n\nSomewhere aboard the houseboat is the last "
        "piastre of Captain Orme's fortune. Find it and take it, and your debts are paid.\n\n"
        "Stern Deck\nA tiller, a coil of rope, a geranium in a pot. The cabin door is north, "
        "and the gangplank runs east to the towpath.",
        R("stern deck", "n e"),
        notes="an Inform 7 banner: finding the piastre (a coin) and taking it is the coin "
        "task; no coin here: go north or east",
    ),
    item(
        "Quest: Lucky Coin\n  Mira dropped her lucky coin somewhere in the kennels. Find it and "
        "pick it up.\n\nKennel Passage(#22)\nRuns of straw on either side, and hounds asleep "
        "in every one.\nExits: north and east",
        R("kennel passage", "n e"),
        notes="a user's Evennia quest: finding a coin and picking it up is the coin task: go "
        "north or east",
    ),
    item(
        "Grandpa hid a silver coin somewhere in the cabin. Find it, and it's yours.\n\nYou're "
        "in the boot room. Waders, a net, a row of wet boots. The kitchen is north and the back "
        "door, west, is shut.\n\nGo north\nOpen the back door",
        R("boot room", "n w", closed="w"),
        notes="a user's Twine game: the coin task; no coin here: go north or open west",
    ),
    item(
        "[Quest] The Toll Penny: the tollkeeper has lost his lucky penny somewhere on the "
        "bridge road. Find it and take it.\n\nBridge Road\nCart ruts, puddles, a milestone.  A "
        "penny glints in the nearer rut.\nExits: east, west",
        R("bridge road", "e w", coin=True),
        notes="a published MUD's quest: finding the penny and taking it is the coin task; the "
        "penny is here: take it",
    ),
]
