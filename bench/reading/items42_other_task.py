"""other_task, forty-second round (emphasis: paraphrase): goals told in the many wordings games use
for them, the coin's and others'. Fifteen games whose goal is not the coin (`unknown_task`):
TextWorldExpress's tidy-up with a coin on the desk, its map-reading task that has the coin carried
to a box, its sorting task, in its manner; an Inform banner's bake-off, a MUD's "[QUEST UPDATED]
Deliver the harbourmaster's letter" after a move (a copper coin on the floor), a Twine story's dog
to find before the storm, TextWorld's quest to put a hat on a rack, an escape room's "OBJECTIVE: Get
out in under 60 minutes" (a gold coin in an ashtray), a case file about the colonel's tea, a mission
to get medicine to a shepherd's hut (after a move), seven keys to collect, a sphinx's riddle,
animals to feed (a threepenny bit in the straw), sheep to count, library books to return before
closing (a ten-cent coin on the returns desk). Five coin hunts told in other words ("Track down the
missing doubloon and pocket it.", "GOAL: Locate the lucky sixpence and pick it up.", "Somewhere in
this house there is a coin. Find it, and take it.", a landlady's "Find it, pick it up, and you can
keep it.", "Seek the silver florin hidden in the old mill, and claim it for your own."): an answer.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\nYou are in the bedroom. In one part of the room you see a dressing "
            "table, that has nothing on it. There is also a desk chair, that has nothing on it. "
            "You also see a desk that has a coin on it. In another part of the room you see a "
            "wardrobe that is closed. In one part of the room you see a dirty brown blazer. \nTo "
            "the North you see the corridor. To the West you see the bathroom. ",
            R("bedroom", "n w", coin=True),
        ),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task in its manner: another task, though a coin lies on "
        "the desk (find(coin))",
    ),
    item(
        (
            "Your task is to take the coin that is located in the alley, and put it into the box "
            "found in the parlor. A map is provided, that you may find helpful.\n\nYou are in the "
            "parlor. In one part of the room you see a box, that is empty. There is also a map. "
            "\nTo the North you see the backyard. To the East you see the side yard. ",
            R("parlor", "n e"),
        ),
        expect=UNKNOWN,
        notes="the map-reading task: the coin is to be carried to a box, another task; no coin "
        "here",
    ),
    item(
        (
            "Your task is to sort objects by quantity.  First, place the object with the smallest "
            "quantity in the box.  Then, place the objects with the next smallest quantity in the "
            "box, and repeat until all objects have been placed in the box.\n\nYou are in the "
            "kitchen. In one part of the room you see a counter that has 12g of salt, and 3kg of "
            "flour on it. There is also a box, that is empty. You also see a dining chair that has "
            "450g of rice on it. \nTo the South you see the living room. ",
            R("kitchen", "s"),
        ),
        expect=UNKNOWN,
        notes="the sorting task in its manner: another task",
    ),
    item(
        (
            "THE SEED CAKE\nAn Interactive Bake-off\nRelease 1 / Serial number 250611\n\nYour "
            "aim: bake Granny's seed cake before the judges arrive at noon.\n\nCottage Kitchen\nA "
            "range, a scrubbed table and a recipe card propped against the tea caddy. The pantry "
            "is north; the garden door, west, is open.\n\nYou can see a mixing bowl here.",
            R("cottage kitchen", "n w"),
        ),
        expect=UNKNOWN,
        notes="an Inform banner's goal (a cake before noon): another task; the banner's title is "
        "no room",
    ),
    item(
        (
            "Harbour Steps\n   Wet stone steps run down to the water. The fish market is north.\n"
            "[Exits: north east]\n[QUEST UPDATED] Deliver the harbourmaster's letter to the "
            "lighthouse keeper.",
            R("harbour steps", "n e"),
        ),
        "east",
        (
            "Net Loft\n   Nets hang drying from the beams, and the floor is silver with scales.\n"
            "[Exits: west]\nA copper coin lies here.",
            R("net loft", "w", coin=True),
        ),
        expect=UNKNOWN,
        notes="a MUD quest to deliver a letter, told before a move: another task, though a copper "
        "coin lies in the net loft",
    ),
    item(
        (
            "Your brother's dog has run off again, and the sky over the hill is black. Find "
            "Biscuit before the storm breaks.\n\nYou're standing in the lane outside the farm. The "
            "gate to the farmyard is east of you, hanging open. The lane goes on north toward the "
            "wood.\n\n[[Go east]]\n[[Go north]]",
            R("lane", "e n"),
        ),
        expect=UNKNOWN,
        notes="a Twine story's goal (find the dog before the storm): another task; 'You're "
        "standing in the lane' names the room",
    ),
    item(
        (
            "\n\n\nWelcome to TextWorld! Your objective is to put the bowler hat on the hat rack "
            "in the cloakroom. Alright, thanks!\n\n-= Cloakroom =-\nYou've entered a "
            "cloakroom.\n\n\n\nYou can make out a hat rack. The hat rack is empty. There is an "
            "unguarded exit to the south.\n\n>" + " " * 128 + "-= Cloakroom =-0/1",
            R("cloakroom", "s"),
        ),
        expect=UNKNOWN,
        notes="a TextWorld quest to put a hat on a rack: another task",
    ),
    item(
        (
            "OBJECTIVE: Get out of the escape room in under 60 minutes.\n\nSTUDY\nA desk with a "
            "locked drawer, a globe, a grandfather clock stopped at ten to three. A small gold "
            "coin lies in the ashtray. The door to the east is locked; it's the way out. The door "
            "to the north leads to the library and is open.",
            R("study", "e n", locked="e", coin=True),
        ),
        expect=UNKNOWN,
        notes="an escape room's objective: another task, with a gold coin in the ashtray "
        "(find(coin))",
    ),
    item(
        (
            "CASE FILE 7: Find out who put arsenic in the colonel's tea.\n\nDrawing Room\nThe "
            "teacups are still on the tray. French windows open onto the terrace to the south. "
            "The hall is east.",
            R("drawing room", "s e"),
        ),
        expect=UNKNOWN,
        notes="a detective's case file: another task",
    ),
    item(
        (
            "Mission: get the medicine to the shepherd's hut before nightfall.\n\nVillage "
            "Square\nA pump, a war memorial, a bus shelter. The track to the hills leaves the "
            "square to the north. The inn is west.",
            R("village square", "n w"),
        ),
        "north",
        (
            "Hill Track\nSheep scatter in front of you. The track climbs on to the north and drops "
            "to the village to the south.",
            R("hill track", "n s"),
        ),
        expect=UNKNOWN,
        notes="a delivery mission told before a move: another task, whichever room the player "
        "is in",
    ),
    item(
        (
            "Collect all seven keys to open the great door.\n\nKey Hall\nSeven empty hooks on the "
            "wall, and the great door north, which is locked. Passages lead east and west.",
            R("key hall", "n e w", locked="n"),
        ),
        expect=UNKNOWN,
        notes="seven keys to collect: another task",
    ),
    item(
        (
            "The sphinx speaks: 'Answer my riddle, traveller.'\n\nSphinx Gate\nSand, a broken "
            "column and the sphinx itself, crouched beside the road. The road runs north into the "
            "city and south into the desert.",
            R("sphinx gate", "n s"),
        ),
        expect=UNKNOWN,
        notes="a riddle to answer: another task; the road north and south",
    ),
    item(
        (
            "CHORES FOR TODAY\n* feed the hens\n* feed the goats\n* feed the pig\n\nFarmyard\nMud, "
            "a pump and a rusting harrow. The henhouse is north, the goat shed east. A threepenny "
            "bit lies in the straw by the pump.",
            R("farmyard", "n e", coin=True),
        ),
        expect=UNKNOWN,
        notes="chores (animals to feed): another task, with a threepenny bit in the straw "
        "(find(coin))",
    ),
    item(
        (
            "Farmer Pryce wants to know how many sheep are in the lower field. Count them and tell "
            "him.\n\nTop Gate\nA five-bar gate, open, with the lower field beyond it to the south. "
            "A stone wall runs along the east side. The farmhouse is west.",
            R("top gate", "s w"),
        ),
        expect=UNKNOWN,
        notes="sheep to count: another task; the wall east is no way",
    ),
    item(
        (
            "Return all the overdue books before the library closes at five.\n\nLending Desk\nA "
            "date stamp, a pile of returns, a ten-cent coin on the desk. The stacks are north; the "
            "front doors, south, are open.",
            R("lending desk", "n s", coin=True),
        ),
        expect=UNKNOWN,
        notes="books to return: another task, with a ten-cent coin on the desk (find(coin))",
    ),
    item(
        (
            "Your mission: track down the missing doubloon and pocket it.\n\nCaptain's Cabin\nA "
            "chart table, a hammock, a lantern swinging with the swell. The companionway door is "
            "south. A Spanish doubloon gleams under the chart table.",
            R("captain's cabin", "s", coin=True),
        ),
        notes="a coin hunt ('track down ... and pocket it'): the doubloon is here, take it",
    ),
    item(
        (
            "GOAL: Locate the lucky sixpence and pick it up.\n\nBack Parlour\nAntimacassars, a "
            "piano, a clock ticking very loudly. The front parlour is through the door to the "
            "east. The kitchen is north.",
            R("back parlour", "e n"),
        ),
        notes="a coin hunt ('Locate ... and pick it up'): no coin here yet; explore",
    ),
    item(
        (
            "Somewhere in this house there is a coin. Find it, and take it.\n\nYou are in the "
            "hallway. In one part of the room you see a key holder, that has nothing on it. There "
            "is also a shoe cabinet that is closed. \nTo the North you see a closed wood door. To "
            "the East you see the kitchen. ",
            R("hallway", "n e", closed="n"),
        ),
        notes="the coin game's task paraphrased before a room in its manner: the coin task; open "
        "north or go east",
    ),
    item(
        (
            "The landlady wrings her hands. 'I dropped a silver florin down in the cellars this "
            "morning. Find it, pick it up, and you can keep it.'\n\nCellar Steps\nThe steps end "
            "here in a cold passage. The beer cellar is east; the coal store is south.",
            R("cellar steps", "e s"),
        ),
        "east",
        (
            "Beer Cellar\nBarrels on stillages, and the smell of spilt bitter. The passage is "
            "west. A silver florin glints between two barrels.",
            R("beer cellar", "w", coin=True),
        ),
        notes="a coin hunt in the landlady's words, then a move: the florin is here, take it",
    ),
    item(
        (
            "Quest: Seek the silver florin hidden in the old mill, and claim it for your own.\n\n"
            "Mill Race\nThe wheel is still. A plank bridge crosses the race to the mill door, "
            "north. The lane is west.",
            R("mill race", "n w"),
        ),
        notes="a coin hunt ('Seek ... and claim it for your own'): the coin task; no coin here yet",
    ),
]
