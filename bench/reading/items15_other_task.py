"""other_task, fifteenth round: the goals a tester's own games set, in each family's manner.
Another task (`unknown_task`, 15 items, six with a coin in the room): TextWorldExpress's own
task descriptions (twc, cooking, map reading with the coin in the room, arithmetic with coins on
a table, sorting with coins among the objects, pecking order) before a room in the engine's
manner, Simon says with no room, a terrier to find before dark (a penny in the gutter), a MUD
quest for the smith's bellows (a silver coin by the anvil), an escape room's safe, a harvest
supper's tables, TextWorld's cooking quest in its speech, "Find the silver key and unlock the
chapel." (a gold coin on the altar step), Saturday jobs after a move, the lighthouse lamp. The
coin task told in five new ways (an answer): an Inform banner "Somewhere in this house there is
one penny. Find it and pick it up, and the game is yours.", a fishwife's lost sixpence after a
move, "Task: look around the house until you find the coin, then take it.", a game master's
"there's a gold coin somewhere in the Ram's Head ... Find it, grab it, you win.", a HUD line
"[OBJECTIVE] Coin: 0/1 -- find it and take it". What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"
_PAD = " " * 72

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "THE ODD PENNY\nAn Interactive Errand by A. Tester\nRelease 1 / Serial number 250311 / "
        "Inform 7 build 6M62 (I6/v6.34 lib 6/12N) SD\n\nSomewhere in this house there is one "
        "penny. Find it and pick it up, and the game is yours.\n\nHall\nA narrow hall with a coat "
        "stand and a barometer. The kitchen is north and the parlour west.",
        R("hall", "n w"),
        notes="an Inform banner whose goal is finding and picking up a penny: the coin task; no "
        "coin in the hall: go north or west",
    ),
    item(
        (
            "Quay\n  Lobster pots are stacked along the quay wall.\n[Exits: north east]\n",
            R("quay", "n e"),
        ),
        "east",
        (
            "Fishwife's Hut\n  Nets and creels hang from the rafters.\n[Exits: west]\nOld Meg "
            "says, 'Lost me lucky sixpence somewhere about the harbour this morning, I did. You "
            "find it, you pick it up, you keep it, love.'\n",
            R("fishwife's hut", "w"),
        ),
        notes="a lost sixpence to find, pick up and keep: the coin task (the fourth round's "
        "boy's lost sixpence); the hut's one exit is the way in: go west",
    ),
    item(
        "Task: look around the house until you find the coin, then take it.\n\nYou are in the "
        "pantry. In one part of the room you see a shelf, that has nothing on it. There is also "
        "a folding chair, that has nothing on it. \nTo the South you see the kitchen. ",
        R("pantry", "s"),
        notes="TextWorldExpress's coin task reworded before a room in its manner: the coin "
        "task; go south",
    ),
    item(
        "GM: Okay, the whole point tonight: somewhere in the Ram's Head inn there's a gold coin "
        "with your name on it. Find it, grab it, you win.\n\nYou're in the taproom. Benches, a "
        "cold fire, and a gold coin on the bar. Doors lead north and east.",
        R("taproom", "n e", coin=True),
        notes="a game master's goal that is the coin; the coin on the bar: take coin",
    ),
    item(
        "[OBJECTIVE] Coin: 0/1 -- find it and take it\n\n-= Wood Store =-\nYou are in a wood "
        "store. An ordinary one.\n\n\n\nThere is an unguarded exit to the west.\n\n"
        f">{_PAD}-= Wood Store =-0/1",
        R("wood store", "w"),
        notes="a HUD line whose objective is the coin, found and taken: the coin task; go west",
    ),
    # ---- another task: unknown_task ----
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the bathroom. In one part of the room you see a toilet. "
        "There is also a bath tub. You also see a sink, that has nothing on it. In another part "
        "of the room you see a dirty dish towel. \nTo the West you see the corridor. ",
        R("bathroom", "w"),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up (twc): another task",
    ),
    item(
        "Your task is to take the coin that is located in the scullery, and put it into the box "
        "found in the bar. A map is provided, that you may find helpful.\n\nYou are in the "
        "scullery. In one part of the room you see a coin. There is also a map. \nTo the East "
        "you see the washroom. To the South you see the office. ",
        R("scullery", "e s", coin=True),
        expect=UNKNOWN,
        notes="the map reader's coin to be carried to a box in another room: another task, "
        "with the coin in the room (the earlier rounds' call)",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the pantry. In one part of the room "
        "you see a folding chair, that has nothing on it. There is also a shelf that has a red "
        "onion, and a bag of salt on it. \nTo the North you see a closed plain door. ",
        R("pantry", "n", closed="n"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking game: another task",
    ),
    item(
        "Your task is to do exactly what Simon says.\n\nSimon says, 'drop the lantern'.",
        R(None, ""),
        expect=UNKNOWN,
        notes="Simon says, with no room (null): another task",
    ),
    item(
        "Your first task is to solve the math problem. Then, pick up the item with the same "
        "quantity as the math problem answer, and place it in the box.\n\nYou are in the "
        "kitchen. In one part of the room you see a counter that has 4 coins, and 9 lemons on "
        "it. There is also a dining chair that has 2 pears on it. You also see a math problem. "
        "In another part of the room you see a box, that is empty. \n",
        R("kitchen", "", coin=True),
        expect=UNKNOWN,
        notes="arithmetic with coins on the counter: another task (the coins lie in the room; "
        "the thirteenth round's call); no exit given",
    ),
    item(
        "Mrs Hale's terrier, Biscuit, has slipped his lead again. Find him before dark.\n\n"
        "You're in the back lane. Bins, a cat on a wall, and a penny in the gutter. The lane "
        "runs east and west.",
        R("back lane", "e w", coin=True),
        expect=UNKNOWN,
        notes="a dog to find: another task, with a penny in the gutter",
    ),
    item(
        "[Quest] The Smith's Bellows: bring Harl a new bellows from the tanner. (0/1)\n\n"
        "Smithy\n  The forge roars and the anvil rings.\n[Exits: south west]\nHarl the smith is "
        "here, scowling at his old bellows.\nA silver coin lies by the anvil.\n",
        R("smithy", "s w", coin=True),
        expect=UNKNOWN,
        notes="a MUD quest for bellows: another task, with a silver coin by the anvil",
    ),
    item(
        "ESCAPE THE STUDY: find the combination and open the safe before the candle burns "
        "down.\n\nStudy\nBookshelves, a wing chair, and a squat iron safe. The door, east, is "
        "locked from outside.",
        R("study", "e", locked="e"),
        expect=UNKNOWN,
        notes="an escape room's goal (a safe): another task",
    ),
    item(
        "Chapter One: The Harvest Supper\nThe church clock will strike six within the hour, and "
        "the tables are still bare. Lay them for forty before it does.\n\nVillage Hall\nTrestle "
        "tables, stacked chairs and a tea urn. The kitchen is north; the main doors are "
        "south.\n\nYou can see a pile of tablecloths here.",
        R("village hall", "n s"),
        expect=UNKNOWN,
        notes="tables to lay before six: another task",
    ),
    item(
        "Welcome to TextWorld! Here is your task for today. First off, go west. Then, take the "
        "red potato from the counter, slice it, and fry it on the stove. And then, eat the meal. "
        "Got that? Good!\n\n-= Back Hall =-\nYou arrive in a back hall. A typical one.\n\n\n\n"
        "There is an unguarded exit to the west. There is an unblocked exit to the south.\n\n"
        f">{_PAD}-= Back Hall =-0/1",
        R("back hall", "w s"),
        expect=UNKNOWN,
        notes="a TextWorld cooking quest in its speech: another task",
    ),
    item(
        "Find the silver key and unlock the chapel.\n\nYou are in the vestry garden. Box hedges, "
        "a sundial, and a gold coin on the step of the old altar stone. A path leads west; the "
        "chapel door, north, is locked.",
        R("vestry garden", "w n", locked="n", coin=True),
        expect=UNKNOWN,
        notes="a key to find: another task, with a gold coin lying on the altar step",
    ),
    item(
        "Your task is to read and follow the instructions book found in the environment. Repeat "
        "this until the game is completed.\n\nYou are in the backyard. In one part of the room "
        "you see a barbeque. There is also a workbench that has a plum on it. You also see an "
        "instructions book. \nTo the North you see the kitchen. ",
        R("backyard", "n"),
        expect=UNKNOWN,
        notes="TextWorldExpress's pecking order (an instructions book): another task",
    ),
    item(
        "Your task is to sort objects by quantity.  First, place the object with the smallest "
        "quantity in the box.  Then, place the objects with the next smallest quantity in the "
        "box, and repeat until all objects have been placed in the box.\n\nYou are in the "
        "laundry room. In one part of the room you see a laundry basket that has 5 coins on it. "
        "There is also a shelf that has 12 clothes pegs on it. You also see a box, that is "
        "empty. \nTo the South you see the kitchen. ",
        R("laundry room", "s", coin=True),
        expect=UNKNOWN,
        notes="sorting, with coins among the objects to sort: another task, the coins in the room",
    ),
    item(
        (
            "You're in the porch. Muddy boots and a walking stick. The yard is south.",
            R("porch", "s"),
        ),
        "south",
        (
            "You're in the yard. A note is pinned to the pump: SATURDAY JOBS - sweep the yard, "
            "feed the pig, mend the hen-run fence. The porch is north and the lane east.",
            R("yard", "n e"),
        ),
        expect=UNKNOWN,
        notes="a list of chores after a move: another task",
    ),
    item(
        "The lamp must be lit before the sun goes down, or the boats will never find the "
        "harbour.\n\nLamp Gallery\nThe great lens stands dark in its brass frame. A door leads "
        "out onto the balcony, west, and the stair goes down.",
        R("lamp gallery", "w d"),
        expect=UNKNOWN,
        notes="a lighthouse lamp to light: another task",
    ),
]
