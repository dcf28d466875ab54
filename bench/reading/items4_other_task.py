"""other_task, fourth round: games whose goal is not the coin, given in many formats (a quest
log, a status line "Quest: ...", a score line, an NPC's request in dialogue, a recipe, a mission
header, a chore list), some with a coin in the room: ``unknown_task``; and four coin games whose
own goal is the coin (a quest line, a boy's plea, an objective in a status line, a game's
welcome): an answer. What a person reads in each room is declared beside it; the facts are
derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        "QUEST LOG\n  [ ] Return the blacksmith's hammer\n  [ ] Light the beacon on the hill\n\n"
        "Smithy Yard\nAn anvil stands in the open air, pitted with years of use.\nExits: north, "
        "east",
        R("Smithy Yard", "n e"),
        expect=OTHER,
        notes="a quest log whose goals name no coin",
    ),
    item(
        "Quest: Deliver the sealed letter to the mayor              Turns: 3\n\nTown Hall "
        "Steps\nThe great doors to the north are shut. A street runs east and west.",
        R("Town Hall Steps", "n e w", closed="n"),
        expect=OTHER,
        notes="a status line with the quest",
    ),
    item(
        'The old woman grips your sleeve. "My cat\'s gone missing," she says. "Find her, '
        'dearie, and bring her home."\n\nCottage Garden\nHollyhocks lean against the wall. '
        "The gate is west; the cottage door, east, stands open.",
        R("Cottage Garden", "w e"),
        expect=OTHER,
        notes="an NPC gives the task in dialogue",
    ),
    item(
        "Score: 0/10 -- Collect all ten mushrooms to win.\n\nBeech Wood\nMushrooms sprout "
        "among the roots. Paths lead north and south.\nThere is a mushroom here.",
        R("Beech Wood", "n s"),
        expect=OTHER,
        notes="a score line that states the goal",
    ),
    item(
        "Your task is to put the apple in the fridge.\n\nYou are in the kitchen. In one part "
        "of the room you see a fridge, that is closed. There is also a counter, that has an "
        "apple on it. To the South you see the hallway.",
        R("kitchen", "s", leads={"s": "hallway"}),
        expect=OTHER,
    ),
    item(
        "Goal: Light all three lanterns before midnight.\n\nBell Yard\nA lantern hangs unlit on "
        "its hook. A gold coin lies in the gutter.\nExits: north, west",
        R("Bell Yard", "n w", coin=True),
        expect=OTHER,
        notes="a coin in the room, but the goal names none",
    ),
    item(
        "MISSION: Restore power to the reactor.\n\nReactor Access\nWarning lights pulse red. "
        "A blast door to the north is sealed; the maintenance shaft leads west.",
        R("Reactor Access", "n w", closed="n"),
        expect=OTHER,
    ),
    item(
        "Recipe #1\n---------\nIngredients:\n  red potato\n  salt\n\nDirections:\n  slice the "
        "red potato\n  fry the red potato\n  prepare meal\n\n-= Cookhouse =-\nYou are in a "
        "cookhouse. A stove stands against one wall.\n\nThere is an exit to the north. Don't "
        "worry, it is unblocked.",
        R("Cookhouse", "n"),
        expect=OTHER,
        notes="a recipe to cook",
    ),
    item(
        "You must escape the dungeon before the guards return.\n\nCell Block\nThe cell door to "
        "the south hangs open. A corridor leads east, toward the sound of dripping water.",
        R("Cell Block", "s e"),
        expect=OTHER,
    ),
    item(
        "Sort the books on the shelf by height, tallest first.\n\nLibrary Annex\nA single long "
        "shelf of books in no order at all. The door is to the west.",
        R("Library Annex", "w"),
        expect=OTHER,
    ),
    item(
        "Your task is to take the box containing 7 + 5 apples and put it in the basket.\n\nYou "
        "are in the storeroom. In one part of the room you see a basket. There is also a box "
        "of 12 apples, and a box of 9 apples. To the East you see the yard.",
        R("storeroom", "e", leads={"e": "yard"}),
        expect=OTHER,
        notes="an arithmetic task",
    ),
    item(
        "Your task is to travel to the bakery, then return to the post office.\n\nYou are at "
        "the post office. To the North you see the square. To the West you see the lane.",
        R("post office", "n w", leads={"n": "square", "w": "lane"}),
        expect=OTHER,
        notes="a map-reading task; 'You are at the post office' names the room",
    ),
    item(
        '"Take this parcel to the lighthouse keeper," says the postmistress, pressing a brown '
        "paper parcel into your hands.\n\nSub-Post Office\nA counter with a brass grille. The "
        "shop door is south, and a passage leads east to the sorting room.",
        R("Sub-Post Office", "s e", leads={"e": "sorting room"}),
        expect=OTHER,
        notes="a delivery task given in dialogue",
    ),
    item(
        "Chores today:\n- feed the hens\n- mend the fence\n- fetch water from the well\n\n"
        "Farmyard\nHens peck about your feet. The henhouse is north, and the well is to the "
        "east. There's a penny in the mud by the trough.",
        R("Farmyard", "n e", coin=True, leads={"n": "henhouse", "e": "well"}),
        expect=OTHER,
        notes="a chore list; a penny in the room, but the chores name no coin",
    ),
    item(
        "Win condition: reach the summit before nightfall.\n\nScree Field\nBoulders the size "
        "of cottages. The path zigzags upward to the north; the valley is south.",
        R("Scree Field", "n s"),
        expect=OTHER,
    ),
    item(
        "[Objective] Recover the crown jewels from the usurper's vault.\n\nOuter Bailey\nA "
        "gate into the keep lies north. The portcullis to the south is raised.",
        R("Outer Bailey", "n s"),
        expect=OTHER,
        notes="crown jewels are not a coin",
    ),
    item(
        "Your task is to water every plant in the greenhouse. Plants watered: 0 of 6.\n\n"
        "Greenhouse\nTomatoes, peppers, a lemon tree. A watering can stands by the tap. The "
        "door is east.",
        R("Greenhouse", "e"),
        expect=OTHER,
    ),
    item(
        "QUEST: Find the lost gold coin and take it.\n\nStable Loft\nHay bales are stacked to "
        "the rafters. A ladder leads down and a hatch opens east.\nA gold coin lies in the "
        "straw.",
        R("Stable Loft", "d e", coin=True),
        notes="the quest is the coin: an answer",
    ),
    item(
        '"I dropped my lucky sixpence somewhere in the orchard," sobs the boy. "Please find '
        'it for me!"\n\nOrchard Gate\nApple trees in rows beyond the gate. Paths lead north '
        "and east.",
        R("Orchard Gate", "n e"),
        notes="the task given in dialogue is finding a coin: an answer",
    ),
    item(
        "Objective: collect the coin                        Score: 0/1\n\n-= Pantry Store =-\n"
        "You are in a pantry store. A usual one.\n\nThere is a closed tin door leading west. "
        "You need an unguarded exit? You should try going south.",
        R("Pantry Store", "w s", closed="w"),
        notes="the objective is the coin: an answer",
    ),
    item(
        "Welcome to Coin Quest! Your goal is simple: find the coin and pick it up.\n\nYou are "
        "in the foyer. A coat stand, an umbrella, a doormat. Doors lead north and west.",
        R("foyer", "n w"),
        notes="the game's welcome names the coin as the goal: an answer",
    ),
]
