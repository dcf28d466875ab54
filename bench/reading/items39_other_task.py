"""other_task, thirty-ninth round: goals that are not the coin, in this round's places and manners:
a fazenda's harvest ("HARVEST: 0 of 40 sacks picked", a 200-reis coin in the coffee rows), a perfume
to blend for the Comtesse in a MUD's quest line, TextWorldExpress's cooking, tidying (a coin on the
sofa among the things to put away) and pecking-order tasks in its manner, a TextWorld quest to put
the composing stick on the imposing stone, a chronicle's "Thy quest: bring the lord's falcon back to
the mews ere nightfall." (a silver penny in the straw), a game master's job to find out who steals
the innkeeper's wine (a copper coin under a stool), a dam's twelve pressure gauges to read and call
in, tea for table 4 in a Chengdu teahouse, sixty reindeer to round up before the snow after a move,
an ice house to fill before Nowruz, karimeen to cook for a houseboat's guests (a twenty-five paise
coin by the stove), orecchiette for twelve after a move into Nonna's kitchen, forty clocks to
regulate: `unknown_task` (15, five with a coin in the room, two after a move); five coin hunts told
in new ways (Nonna's hidden coin "Find it and pick it up, and you can keep it!", an 8-bit title
screen "Objective: find the coin. Take it.", a game master's job "a gold coin that's hidden down
here somewhere. Find it and take it. That's the job." after a move, a control room's "a coin dropped
by the last inspection team ... Locate it and pick it up. Over.", a note in a bottle "a silver taler
lies hidden in the hermit's cave on this island. Find it and take it; it is yours."): an answer.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

OTHER = "unknown_task"
TWX_COOK = (
    "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
    "recipe. Once done, enjoy your meal!\n\n"
)
TWX_TIDY = (
    "Your task is to pick up objects, then place them in their usual locations in the "
    "environment.\n\n"
)
TWX_PECK = (
    "Your task is to read and follow the instructions book found in the environment. Repeat "
    "this until the game is completed.\n\n"
)

ITEMS = [
    item(
        "HARVEST: 0 of 40 sacks picked. The rain is coming: get the cherries in!\n\n"
        "Coffee Rows\n"
        "The coffee bushes stand in long rows up the hillside, heavy with red cherries. The "
        "drying terrace is down the slope to the south, and the rows go on to the east.\n\n"
        "You can see a picking basket and a 200-reis coin here.",
        R("coffee rows", "s e", coin=True),
        expect=OTHER,
        notes="A harvest to bring in: another task, though a coin lies here (find(coin)).",
    ),
    item(
        "[Quest] Blend the perfume for the Comtesse: jasmine, bergamot and vetiver, in that "
        "order. Then bottle it.\n"
        "The Blending Room\n"
        "   A long marble table holds pipettes, beakers and a row of paper strips for smelling.\n"
        "Obvious exits:\n"
        "  South : The Organ Room\n"
        "*",
        R("the blending room", "s"),
        expect=OTHER,
        notes="A MUD quest line: a perfume to blend is another task; no coin.",
    ),
    item(
        TWX_COOK + "You are in the kitchen. In one part of the room you see a stove. There is "
        "also an oven. You also see a fridge that is closed. In another part of the room you see "
        "a counter that has a cookbook, and a red onion on it. In one part of the room you see a "
        "kitchen cupboard that is closed. \nTo the South you see the living room. To the West "
        "you see a closed wood door. ",
        R("kitchen", "s w", closed="w"),
        expect=OTHER,
        notes="TextWorldExpress's cooking task in its manner: another task; no coin.",
    ),
    item(
        TWX_TIDY + "You are in the living room. In one part of the room you see a sofa that has "
        "a coin, and a dirty sock on it. There is also a book case, that has nothing on it. You "
        "also see a coffee table that has a wet towel on it. \nTo the North you see the "
        "bedroom. To the East you see the kitchen. ",
        R("living room", "n e", coin=True),
        expect=OTHER,
        notes="TextWorldExpress's tidy-up task: another task, though a coin lies on the sofa "
        "(find(coin)).",
    ),
    item(
        TWX_PECK + "You are in the backyard. In one part of the room you see a barbeque. There "
        "is also a workbench that has a lemon on it. You also see a patio chair, that has "
        "nothing on it. In another part of the room you see an instructions book. \nTo the "
        "North you see a closed patio door. ",
        R("backyard", "n", closed="n"),
        expect=OTHER,
        notes="TextWorldExpress's pecking-order task in its manner: another task; no coin.",
    ),
    item(
        "\n\n\n\nHey, thanks for coming over to the TextWorld today, there is something I need "
        "you to do for me. First off, take the composing stick from the case rack. Then, put "
        "the composing stick on the imposing stone. Got that? Good!\n\n"
        "-= Composing Room =-\n"
        "You arrive in a composing room. An ordinary kind of place.\n\n\n\n"
        "You see a case rack. On the case rack you can see a composing stick. You see an "
        "imposing stone. The imposing stone is empty! This is the worst thing that could "
        "possibly happen, ever!\n\n"
        "There is an unguarded exit to the east.\n\n"
        f">{' ' * 128}-= Composing Room =-0/1",
        R("composing room", "e"),
        expect=OTHER,
        notes="A TextWorld quest to put one thing on another: another task; no coin.",
    ),
    item(
        "Thy quest: bring the lord's falcon back to the mews ere nightfall.\n\n"
        "THE MEWS\n"
        "Here are the mews, where the hawks sit hooded upon their perches. The perch of the "
        "lord's falcon standeth empty. A silver penny lieth in the straw. The door to the west "
        "giveth upon the bailey.",
        R("the mews", "w", coin=True),
        expect=OTHER,
        notes="A falcon to bring back: another task, though a silver penny lies in the straw "
        "(find(coin)).",
    ),
    item(
        "GM: Okay, so here's the job. The innkeeper wants to know who's been stealing his wine. "
        "He'll pay you when you tell him.\n"
        "GM: You're in the taproom. Low beams, a fire, three regulars who stop talking when you "
        "come in. The front door is south, and the cellar steps go down behind the bar. There's "
        "a copper coin on the floor under a stool. What do you do?",
        R("taproom", "s d", coin=True),
        expect=OTHER,
        notes="A thief to find out: another task, though a copper coin lies under a stool "
        "(find(coin)).",
    ),
    item(
        "CONTROL: Today's task: read all twelve pressure gauges and call them in. Gauges read: "
        "0 of 12. Over.\n"
        "CONTROL: Copy, you're in the gauge gallery. Gauges along the east wall. Stairwell "
        "north, open. Over.",
        R("gauge gallery", "n"),
        expect=OTHER,
        notes="Gauges to read: another task; the east wall holds gauges (no exit); no coin.",
    ),
    item(
        "Pour tea for table 4. Don't spill a drop!\n\n"
        "Teahouse Kitchen\n"
        "Kettles steam on a row of charcoal stoves, and lidded bowls stand ready on trays. The "
        "teahouse is north.\n\n"
        "You can see a copper kettle here.",
        R("teahouse kitchen", "n"),
        expect=OTHER,
        notes="Tea to pour: another task; no coin.",
    ),
    item(
        (
            "Round up the reindeer before the snow comes. In the corral: 0 of 60.\n\n"
            "Lavvu\n"
            "The fire has burned low, and your lasso hangs from a pole by the door flap. The "
            "door flap is to the north.",
            R("lavvu", "n"),
        ),
        "north",
        (
            "Corral Gate\n"
            "The corral is empty. Its gate stands open to the east, and the fells are white "
            "with the first snow. The lavvu is south.",
            R("corral gate", "e s"),
        ),
        expect=OTHER,
        notes="Reindeer to round up, then a move: still another task; no coin.",
    ),
    item(
        "The ice house must be filled before Nowruz. Blocks cut: 0 of 200.\n\n"
        "Ice Ponds\n"
        "Shallow ponds lie in the shadow of the tall wall, frozen hard this morning. The ice "
        "house is north.",
        R("ice ponds", "n"),
        expect=OTHER,
        notes="Ice to cut and store: another task; no coin.",
    ),
    item(
        "Cook the karimeen for the guests before sunset.\n\n"
        "Galley\n"
        "A kerosene stove, a grinding stone for the masala, and a basket of pearl spot fish "
        "still flapping. The deck is north. A twenty-five paise coin lies by the stove.",
        R("galley", "n", coin=True),
        expect=OTHER,
        notes="Fish to cook: another task, though a coin lies by the stove (find(coin)).",
    ),
    item(
        (
            "Nonna says: make the orecchiette for Sunday. Twelve people! Flour, water and your "
            "thumb.\n\n"
            "I'm in the front room. It's dark after the sun outside. The kitchen is east.",
            R("front room", "e"),
        ),
        "east",
        (
            "I'm in the kitchen. There's a sack of semolina, a board as big as the table, and "
            "nobody else here yet. The front room is west.",
            R("kitchen", "w"),
        ),
        expect=OTHER,
        notes="Pasta to make, then a move: still another task; no coin.",
    ),
    item(
        "Regulate all forty clocks to within one second a day. Clocks regulated: 0 of 40.\n\n"
        "Regulating Room\n"
        "Forty clocks tick on the walls, no two together. The only door is south.",
        R("regulating room", "s"),
        expect=OTHER,
        notes="Clocks to regulate: another task; no coin.",
    ),
    # ---- coin hunts
    item(
        "Nonna has hidden a coin somewhere in the trullo. Find it and pick it up, and you can "
        "keep it!\n\n"
        "I'm in the sitting room. There's a dresser with plates on it and a sofa with a lace "
        "cloth over the back. The front door is south, and it's open. The kitchen is through "
        "the arch to the north.",
        R("sitting room", "s n"),
        notes="A coin hunt (find it and pick it up): an answer; no coin here: go south or north.",
    ),
    item(
        "COIN QUEST -- A GAME IN FOUR ROOMS\n"
        "Objective: find the coin. Take it.\n\n"
        "You are in the hall. It is a tiny house.\n"
        "Exits: east, west.\n"
        "You can see: a coat stand, a coin.",
        R("hall", "e w", coin=True),
        notes="An 8-bit title screen's objective is the coin task; the coin here (take coin).",
    ),
    item(
        (
            "GM: Your employer wants exactly one thing from these cellars: a gold coin that's "
            "hidden down here somewhere. Find it and take it. That's the job.\n"
            "GM: You're in the cellar passage. Steps go up to the taproom, and the passage runs "
            "east. What do you do?",
            R("cellar passage", "u e"),
        ),
        "east",
        (
            "GM: You're in the cider store.\n"
            "GM: Barrels, barrels, barrels. The passage goes on north, and the way to the steps "
            "is west. No coin that you can see. What do you do?",
            R("cider store", "n w"),
        ),
        notes="A game master's coin job, then a move: the coin task; the cider store's west "
        "visited and initial, north unvisited: go north.",
    ),
    item(
        "CONTROL: Your objective is a coin dropped by the last inspection team, somewhere in "
        "the galleries. Locate it and pick it up. Over.\n"
        "CONTROL: Copy, you're in the sluice gallery. One coin visible on the walkway. Exits "
        "north and west, both open. Over.",
        R("sluice gallery", "n w", coin=True),
        notes="A control room's coin objective (locate it and pick it up): the coin here (take "
        "coin).",
    ),
    item(
        "To whoever finds this bottle: a silver taler lies hidden in the hermit's cave on this "
        "island. Find it and take it; it is yours.\n\n"
        "Hermit's Cave\n"
        "A low cave in the cliff, with a bed of dry bracken and a ring of blackened stones. "
        "The mouth of the cave is west. In a crack in the back wall, something silver glints: "
        "it is the taler, a big silver coin.",
        R("hermit's cave", "w", coin=True),
        notes="A note in a bottle whose goal is to find the taler and take it: the coin task; "
        "the taler in a crack of the wall (take coin).",
    ),
]
