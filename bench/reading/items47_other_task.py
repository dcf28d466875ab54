"""other_task, forty-seventh round: goals that are not the coin, before the first room or after a
turn, in this round's places and manners: TextWorldExpress's cooking, map-reading ("take the coin
that is located in the laundry room, and put it into the box found in the bedroom"), arithmetic,
sorting, pecking-order and tidy-up tasks in its manner (the tidy-up task after a move, a coin on the
coffee table); mission control's scrubber cartridge to swap on the Moon base, a heist crew's watch
to swap in the museum of clocks, a handheld game's animals to feed (a sucre coin in the aviary), a
cable ship's fault to splice after a move, an Inform banner's puppet to restring, a MUD quest for
salt sacks and two moves into the pump house (a merk in the brine), a ghost tour's Grey Lady to
question, a TextWorld speech asking for a tin opener to be put on a table, a stocktake's kegs to
count: `unknown_task` (15, four with a coin in the room, three after a move); five coin hunts told
as goals: mission control's "Find it and pick it up for her." with the balboa by the lettuce trays,
a heist's "Find it and lift it.", a handheld game's "Find the lost SUCRE COIN and grab it!", a ghost
tour's "Find it and take it, and perhaps he'll rest at last." and a move into the studio where it
lies, a MUD quest's "Find it and take it; finders keepers.": an answer. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item
from bench.reading.items47_twx import ajar, box, describe, shut, sup, way

U = "unknown_task"

ITEMS = [
    item(
        (
            "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
            "the recipe. Once done, enjoy your meal!\n\n"
            + describe(
                "kitchen",
                [
                    "a stove",
                    "an oven",
                    box("a fridge"),
                    sup("a counter", "a cookbook", "a yellow bell pepper"),
                    box("a cutlery drawer"),
                ],
                [shut("north", "frosted-glass"), way("west", "living room")],
            ),
            R("kitchen", "n w", closed="n"),
        ),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not the coin: "
        "unknown_task",
    ),
    item(
        (
            "Your task is to take the coin that is located in the laundry room, and put it into "
            "the box found in the bedroom. A map is provided, that you may find helpful.\n\n"
            + describe(
                "bedroom",
                [sup("a bed"), "a box, that is empty", "a map", box("a wardrobe")],
                [way("south", "corridor"), way("east", "bathroom")],
            ),
            R("bedroom", "s e"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carrying a coin from another "
        "room to a box is not finding and taking it: unknown_task",
    ),
    item(
        (
            "Your first task is to solve the math problem. Then, pick up the item with the same "
            "quantity as the math problem answer, and place it in the box.\n\n"
            + describe(
                "kitchen",
                [
                    "a stove",
                    sup("a counter", "7 bananas", "18 apples"),
                    sup("a dining chair", "12 oranges"),
                    "a math problem",
                    "a box, that is empty",
                ],
                [way("north", "pantry")],
            ),
            R("kitchen", "n"),
        ),
        expect=U,
        notes="TextWorldExpress's arithmetic task in its manner: unknown_task",
    ),
    item(
        (
            "Your task is to sort objects by quantity.  First, place the object with the smallest "
            "quantity in the box.  Then, place the objects with the next smallest quantity in the "
            "box, and repeat until all objects have been placed in the box.\n\n"
            + describe(
                "pantry",
                [
                    sup("a folding chair", "40kg of stone"),
                    sup("a shelf", "8mg of salt", "3g of sand"),
                    "a box, that is empty",
                ],
                [ajar("south", "frosted-glass", "kitchen")],
            ),
            R("pantry", "s"),
        ),
        expect=U,
        notes="TextWorldExpress's sorting task in its manner: unknown_task",
    ),
    item(
        (
            "Your task is to read and follow the instructions book found in the environment. "
            "Repeat this until the game is completed.\n\n"
            + describe(
                "living room",
                [
                    sup("a sofa", "a mango"),
                    sup("a coffee table", "a pear", "a coin"),
                    "an instructions book",
                ],
                [way("north", "corridor"), shut("east", "sliding patio")],
            ),
            R("living room", "n e", closed="e", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's pecking-order task in its manner: following an instructions "
        "book, not the coin, even with a coin on the coffee table: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "corridor",
                [sup("a key holder"), box("a shoe cabinet"), sup("a hat rack", "a wet umbrella")],
                [way("south", "living room"), way("east", "kitchen")],
            ),
            R("corridor", "s e", leads={"s": "living room"}),
        ),
        "move south",
        (
            describe(
                "living room",
                [
                    sup("a sofa", "a dirty brown blazer"),
                    sup("a coffee table", "a coin", "a dirty mug"),
                ],
                [way("north", "corridor")],
            ),
            R("living room", "n", coin=True, leads={"n": "corridor"}),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task, then a move into a living room with a coin on "
        "the coffee table: still the tidy-up task: unknown_task",
    ),
    item(
        (
            "CAPCOM: Harlan, today's task: swap the CO2 scrubber cartridge in the galley before "
            "the "
            "crew wakes up. Over.\nCAPCOM: Copy, Harlan, we show you in the suit room.\nSuits hang "
            "on the wall, and a spare scrubber cartridge sits in its foil on the bench. The "
            "galley is through the passage east. The hatch north to the rover bay is closed. Over.",
            R("suit room", "e n", closed="n"),
        ),
        expect=U,
        notes="mission control's task is a scrubber cartridge to swap: unknown_task",
    ),
    item(
        (
            "VOSS (in your ear): The job tonight is the Breguet. Third case on the left in the "
            "watch "
            "room. Swap it for the fake and walk out.\nVOSS (in your ear): Okay, you're in the "
            "long "
            "gallery.\nLongcase clocks stand along both walls. The watch room's through the arch "
            "to the east. The door north is shut.",
            R("long gallery", "e n", closed="n"),
        ),
        expect=U,
        notes="the heist's job is a watch to swap, not a coin: unknown_task",
    ),
    item(
        (
            "MISSION: Feed every animal before the zoo opens!\n\nAVIARY\nFinches zip about under "
            "the big net.\nSOUTH: the PARROT HOUSE.\nThere's a 1 SUCRE COIN on the ground!\n▼",
            R("aviary", "s", coin=True),
        ),
        expect=U,
        notes="a handheld game's mission is feeding the animals; the sucre coin on the ground "
        "does not make it the coin task: unknown_task",
    ),
    item(
        (
            "Your task: find the fault in the cable and splice it before the weather turns.\n\n"
            "Cable deck\nYou are on the cable deck of the cable ship Mercator. The drum has "
            "stopped, and the cable hangs slack over the stern sheave. A gangway runs east along "
            "the rail to the bow.\n>",
            R("cable deck", "e", leads={"e": "bow"}),
        ),
        "east",
        (
            "Bow\nYou are at the bow, beside the picking-up sheaves. The grapnel hangs ready over "
            "the side. The gangway runs west to the cable deck.\n>",
            R("bow", "w", leads={"w": "cable deck"}),
        ),
        expect=U,
        notes="a cable to splice, and a move to the bow: unknown_task",
    ),
    item(
        (
            "OPERA DEI PUPI\nYour goal: restring Orlando's sword arm before the curtain goes "
            "up.\n\n"
            "Carving Shop\nOrlando lies on the bench with his sword arm dangling from one wire. "
            "The "
            "wings are east. The paint room door, to the north, is closed.\n\nYou can see a reel "
            "of wire here.",
            R("Carving Shop", "e n", closed="n"),
        ),
        expect=U,
        notes="an Inform banner's goal is a puppet to restring; the banner's title is no room's "
        "name: unknown_task",
    ),
    item(
        (
            "[QUEST] Fill three sacks with salt for the carter, and load them on his cart before "
            "dark.\n\nPan House\nThe great iron salt pan steams over its fire. Empty sacks lie in "
            "a heap by the door. The brine shed is east.\nExits: east.\n\n* HP:Healthy MV:Fresh>",
            R("Pan House", "e", leads={"e": "brine shed"}),
        ),
        "e",
        (
            "Brine Shed\nA wooden cistern as big as a cottage drips through the planks. The pan "
            "house is west. An open doorway north leads to the pump house.\nExits: north, west."
            "\n\n* HP:Healthy MV:Fresh>",
            R("Brine Shed", "n w", leads={"w": "pan house", "n": "pump house"}),
        ),
        "n",
        (
            "Pump House\nThe beam engine nods and wheezes. The only way out is south.\nExits: "
            "south.\nA silver merk coin glints in the brine puddle.\n\n* HP:Healthy MV:Fresh>",
            R("Pump House", "s", coin=True, leads={"s": "brine shed"}),
        ),
        expect=U,
        notes="a MUD quest for salt sacks, then two moves into the pump house where a merk lies: "
        "the quest is not the coin: unknown_task",
    ),
    item(
        (
            "Tonight's challenge: find the Grey Lady, and ask her name.\n\nYou're in the bird "
            "gallery, among a hundred glass cases of birds. The insect room opens to the east "
            "through an arch. To the north, the door to the whale hall is shut.",
            R("bird gallery", "e n", closed="n"),
        ),
        expect=U,
        notes="a ghost tour's challenge is a ghost to question: unknown_task",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! Here is how to play: first, open the kembang door. "
            "Then, take the tin opener from the shelf in the brine room. Then, put the tin opener "
            "on the table in the packing room. Got that? Good!\n\n-= Gutting Room =-\nYou find "
            "yourself in a gutting room. A normal kind of place.\n\n\n\nThere is a closed kembang "
            "door leading north. You need an unguarded exit? You should try going east.\n\n>"
            + " " * 128
            + "-= Gutting Room =-0/1",
            R("gutting room", "n e", closed="n"),
        ),
        expect=U,
        notes="a TextWorld speech whose quest is a tin opener to put on a table: unknown_task",
    ),
    item(
        (
            "Your job tonight: count every keg in the cellar bar and chalk the total on the "
            "board.\n\nI'm down in the cellar bar. Kegs in rows, and the chalkboard by the door. "
            "The cold room door, north, is shut. The lounge is through the door west, wedged open.",
            R("cellar bar", "n w", closed="n"),
        ),
        expect=U,
        notes="kegs to count: unknown_task",
    ),
    # ---- coin hunts told as goals: an answer
    item(
        (
            "CAPCOM: Harlan, your task for today: Dr Ruiz lost her lucky balboa coin somewhere in "
            "the base. Find it and pick it up for her. Over.\nCAPCOM: Copy, we show you in the "
            "greenhouse.\nLettuce grows under pink lights. The hatch south to the galley is open, "
            "and it's the only way out. Over.\nCAPCOM: And there's the balboa coin, on the floor "
            "by the lettuce trays. Over.",
            R("greenhouse", "s", coin=True),
        ),
        notes="finding the lost coin and picking it up is the coin task in other words; the "
        "balboa is here: take coin",
    ),
    item(
        (
            "VOSS (in your ear): The job's simple. Somewhere in this building is the silver "
            "carlino. Find it and lift it.\nVOSS (in your ear): You're in the watch room.\nPocket "
            "watches in glass cases, all ticking at once. The long gallery is west, through the "
            "arch. The orrery room is south, through an open doorway.",
            R("watch room", "w s"),
        ),
        notes="'Find it and lift it': the coin task in other words; no coin here: go west or go "
        "south",
    ),
    item(
        (
            "MISSION: Find the lost SUCRE COIN and grab it!\n\nLION HOUSE\nThe old lion is asleep "
            "on his rock.\nNORTH: a door to the KEEPER'S LODGE. It's shut!\nEAST: the PARROT "
            "HOUSE.\n▼",
            R("lion house", "n e", closed="n"),
        ),
        notes="'Find the lost SUCRE COIN and grab it!': the coin task; no coin here: open north "
        "or go east",
    ),
    item(
        (
            "Tonight's game: somewhere in the museum lies the taxidermist's lost coin. Find it and "
            "take it, and perhaps he'll rest at last.\n\nYou're in the insect room. Drawers of "
            "pinned beetles line the walls. A doorway to the north, without a door, leads into the "
            "taxidermy studio.",
            R("insect room", "n", leads={"n": "taxidermy studio"}),
        ),
        "north",
        (
            "You're in the taxidermy studio. Glass eyes in saucers, and a fox half-finished on the "
            "bench. The insect room is south. Under the bench lies a coin, a copper quattrino.",
            R("taxidermy studio", "s", coin=True, leads={"s": "insect room"}),
        ),
        notes="'Find it and take it': the coin task; after a move the coin lies in the studio: "
        "take coin",
    ),
    item(
        (
            "[QUEST] A silver merk was dropped somewhere in the saltworks. Find it and take it; "
            "finders keepers.\n\nPan House\nThe great iron salt pan steams over its fire. The door "
            "to the salt store, north, is closed. The brine shed is east.\nExits: [north], east."
            "\n\n* HP:Healthy MV:Fresh>",
            R("Pan House", "n e", closed="n"),
        ),
        notes="a MUD quest to find a merk and take it: the coin task; no coin here: open north or "
        "go east",
    ),
]
