"""other_task, seventh round: games whose goal is stated plainly in the ways real games state
it: an intro paragraph, a quest log, a score line, a journal entry, a task list, a host's
greeting, a title screen with "Your goal:"; some with a coin lying in the room (the task is
another): ``unknown_task``. Five coin games state the coin goal just as plainly (an intro, a
quest log, a score line): an answer. What a person reads in each text is declared beside it;
the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

U = "unknown_task"

ITEMS = [
    item(
        "Your aunt's cat, Marmalade, has gone missing again. Find her and bring her home "
        "before dark.\n\nBack Garden\nA lawn and a washing line. The house is north and the "
        "lane is east.",
        R("back garden", "n e"),
        expect=U,
        notes="an intro paragraph whose goal is a lost cat: another task",
    ),
    item(
        "QUEST LOG\n  * Ask the blacksmith to mend the broken sword\n\nVillage Green\nA maypole "
        "stands in the middle of the green. Roads lead north, south and west.\n\nThere is a "
        "coin here.",
        R("village green", "n s w", coin=True),
        expect=U,
        notes="a quest log whose one quest is an errand to the blacksmith: another task, even with "
        "a coin here",
    ),
    item(
        "Score: 0 of 7 treasures\n\nEntrance Hall\nA marble hall. Doors lead east and west."
        "\nYou can see a jewelled egg here.",
        R("entrance hall", "e w"),
        expect=U,
        notes="a score of treasures (the egg is one): another task, no coin",
    ),
    item(
        "Welcome to the Lighthouse. Your job tonight is to keep the lamp lit until the "
        "morning.\n\nLamp Room\nThe great lamp turns slowly. A stair leads down.",
        R("lamp room", "d"),
        expect=U,
        notes="an intro stating a job: another task",
    ),
    item(
        "TASKS\n[ ] Feed the chickens\n[ ] Milk the cow\n[ ] Mend the fence\n\nFarmyard\n"
        "Chickens peck in the dust. The barn is east; the cowshed is north.",
        R("farmyard", "e n"),
        expect=U,
        notes="a task list of chores: another task",
    ),
    item(
        "Journal, day 1: I must find the three pieces of the broken amulet and put them back "
        "together.\n\nRuined Chapel\nThe roof has fallen in. An archway leads south. A silver "
        "coin lies among the rubble.",
        R("ruined chapel", "s", coin=True),
        expect=U,
        notes="a journal naming an amulet as the goal: another task, even with a coin here",
    ),
    item(
        '"Welcome, detective," says the butler. "Lord Ashby was found dead in the library '
        'this morning. Find out who killed him."\n\nDrawing Room\nHeavy curtains and a '
        "grand piano. The library is north; the hall is west.",
        R("drawing room", "n w"),
        expect=U,
        notes="a host's greeting setting a murder mystery: another task",
    ),
    item(
        "Your goal: escape from the prison.\n\nCell\nA narrow bunk and a bucket. The cell "
        "door to the south is locked.",
        R("cell", "s", locked="s"),
        expect=U,
        notes="'Your goal: escape': another task",
    ),
    item(
        "Objective: Collect 5 apples for the baker. (0/5)\n\nOrchard\nRows of apple trees. A "
        "gate leads west. There is a penny on the path.",
        R("orchard", "w", coin=True),
        expect=U,
        notes="an objective of apples with a count: another task, even with a penny here",
    ),
    item(
        "You have been asked to water all the plants in the greenhouse before the owner "
        "returns.\n\nGreenhouse\nTomato plants in pots. The door is east.\n\nYou can see a "
        "watering can here.",
        R("greenhouse", "e"),
        expect=U,
        notes="an intro asking for watering: another task",
    ),
    item(
        "Score: 10   Moves: 4\nYou need to find all four keys to open the vault.\n\nCorridor"
        "\nA long corridor. It runs north and south.\n\nYou can see a brass key here.",
        R("corridor", "n s"),
        expect=U,
        notes="a goal of four keys: another task",
    ),
    item(
        "Chapter One: The Exam\nYou must find your spectacles before the exam begins at "
        "nine.\n\nPost Office\nA counter and a row of pigeonholes. The street is "
        "south.",
        R("post office", "s"),
        expect=U,
        notes="a chapter intro stating a search for spectacles: another task",
    ),
    item(
        "Quest: Rid the cellar of rats. (0/6 rats killed)\n\nCellar\nBarrels and cobwebs. "
        "Steps lead up to the tavern. A rat scuttles past.\nA gold coin is lying here.",
        R("cellar", "u", coin=True),
        expect=U,
        notes="a quest to kill rats with a counter: another task, even with a gold coin here",
    ),
    item(
        "Find the golden chalice and return it to the altar.\n\nCrypt\nStone coffins line "
        "the walls. A passage leads east.",
        R("crypt", "e"),
        expect=U,
        notes="a chalice goal: another task",
    ),
    item(
        "Welcome to Bake Off! Bake a cake to win the contest.\n\nKitchen\nAn oven, a mixing "
        "bowl and a bag of flour. The pantry is west.",
        R("kitchen", "w"),
        expect=U,
        notes="a baking contest: another task",
    ),
    item(
        "Mission: Count the nesting birds on the marsh before dusk.\n\n"
        "Marsh\nReeds rustle in the wind. A "
        "boardwalk leads north. There is a coin here, half sunk in the mud.",
        R("marsh", "n", coin=True),
        expect=U,
        notes="a bird-count mission: another task, even with a coin here",
    ),
    item(
        "There is one coin hidden in this house, and it is yours if you can find it.\n\n"
        "Hallway\nA narrow hallway. Doors "
        "lead north and east.",
        R("hallway", "n e"),
        notes="an intro stating the coin goal plainly: the coin task, an answer",
    ),
    item(
        "QUEST LOG\n  * Find the lost silver coin\n\nMarket Square\nStalls line the square. "
        "Streets lead south and west.",
        R("market square", "s w"),
        notes="a quest log whose quest is the coin: the coin task",
    ),
    item(
        "Coin collected: no\n\nCloakroom\nCoats on pegs. The door is north.\n\n"
        "You can see a coin here.",
        R("cloakroom", "n", coin=True),
        notes="a status line about collecting the coin: the coin task; the coin is here",
    ),
    item(
        "Old Pete lost a gold coin somewhere in his house. Find it for him.\n\nPete's Kitchen"
        "\nA cluttered kitchen. The parlour is north and the yard is south.",
        R("pete's kitchen", "n s"),
        notes="an intro asking to find a coin: the coin task",
    ),
    item(
        "Goal: find the penny.\n\nAttic\nDusty boxes everywhere. A ladder leads down, and a "
        "low door opens to the west.",
        R("attic", "d w"),
        notes="'Goal: find the penny.': the coin task",
    ),
]
