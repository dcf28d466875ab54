"""other_task, fortieth round: the ordinary goals of ordinary games, not the coin.
TextWorldExpress's tidy-up, cooking and map-reading tasks in its manner (a towel on the floor; a
cookbook and a coin on a counter; "take the coin that is located in the pantry, and put it into the
box"), an Inform game's spectacles before Grandma is back, a Python dungeon's "GOAL: Escape from the
dungeon.", a MUD's rat tails for Farmer Giles after a move (a copper coin by the door), a Twine
game's cat before dark, Quest's tidying before Mum gets home, an ADRIFT parcel for the post office,
an office task to print the quarterly report (a 20p coin on the carpet), a school bell to beat, cows
to milk after two moves, a ship's logbook, a prisoner to free, shelves to stack (a coin under the
till): `unknown_task` (15, five with a coin in the room, two after a walk); five coin hunts told as
the same systems tell goals ("Find the lucky penny and pick it up.", "GOAL: Find the gold coin and
take it.", a MUD quest for a merchant's lost silver coin, Quest's "There's a gold coin hidden in
this house. Find it and take it!", a Twine game's note after a move): an answer. What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the bathroom. In one part of the room you see a toilet. "
        "There is also a sink. You also see a bathroom cabinet that is closed. In another part "
        "of the room you see a towel. \nTo the South you see the corridor. ",
        R("bathroom", "s"),
        expect=OTHER,
        notes="putting things away is another task",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the kitchen. In one part of the room "
        "you see a stove. There is also a fridge that is closed. You also see a counter that "
        "has a cookbook, and a coin on it. \nTo the North you see the living room. To the West "
        "you see a closed wood door. ",
        R("kitchen", "n w", closed="w", coin=True),
        expect=OTHER,
        notes="cooking is another task, even with a coin on the counter",
    ),
    item(
        "Your task is to take the coin that is located in the pantry, and put it into the box "
        "found in the laundry room. A map is provided, that you may find helpful.\n\nYou are in "
        "the laundry room. In one part of the room you see a washing machine that is closed. "
        "There is also a box, that is empty. \nTo the East you see the kitchen. ",
        R("laundry room", "e"),
        expect=OTHER,
        notes="carrying a coin from one room to a box in another is another task",
    ),
    item(
        "GRANDMA'S ATTIC\nAn Interactive Adventure\n\nGrandma has lost her spectacles again, "
        "and she'll be back from the shops at four. Find them before she gets home!\n\n"
        "Landing\nA narrow landing with a threadbare runner. The bathroom is east, and a steep "
        "ladder leads up to the attic.",
        R("landing", "e u"),
        expect=OTHER,
        notes="finding spectacles is another task",
    ),
    item(
        "GOAL: Escape from the dungeon.\n\n== CELL ==\nDamp walls and a bucket.\nExits: east\n"
        "You see: a spoon\n> ",
        R("cell", "e"),
        expect=OTHER,
        notes="escaping is another task",
    ),
    item(
        (
            "Mill Lane\n   A rutted lane between hawthorn hedges. The mill is east, and the "
            "village green lies west.\n[ Exits: e w ]\n\n<50hp 30m 88mv> ",
            R("mill lane", "e w"),
        ),
        "e",
        (
            "The Mill\n   The great wheel groans round outside, and flour dust hangs in the "
            "air. Farmer Giles stands here, scowling at the sacks.\n[ Exits: w ]\nA copper coin "
            "lies by the door.\n\nFarmer Giles says, 'Rats! The place is full of 'em. Bring me "
            "ten rat tails and I'll make it worth your while.'\n[QUEST] Bring ten rat tails to "
            "Farmer Giles.\n\n<50hp 30m 88mv> ",
            R("mill", "w", coin=True),
        ),
        expect=OTHER,
        notes="a quest for rat tails is another task, even with a copper coin here",
    ),
    item(
        "Biscuit has got out again. You have to find her before it gets dark, or Mum will "
        "never let you hear the end of it.\n\nThe Back Lane\nThe lane runs north towards the "
        "allotments and south to your gate.\n\nGo north\nGo south",
        R("back lane", "n s"),
        expect=OTHER,
        notes="finding the cat is another task",
    ),
    item(
        "Welcome to Spring Cleaning! Your job is to tidy every room before Mum gets home.\n\n"
        "You are in a bedroom.\nClothes are heaped on every surface.\nYou can see a bed, a "
        "laundry basket and a sock.\nYou can go east.",
        R("bedroom", "e"),
        expect=OTHER,
        notes="tidying is another task",
    ),
    item(
        "Objective: deliver the parcel to the post office before it closes.\n\nCottage Garden\n"
        "Hollyhocks lean against the wall, and bees drone in the lavender. The gate is south.\n\n"
        "Exits are south.",
        R("cottage garden", "s"),
        expect=OTHER,
        notes="delivering a parcel is another task",
    ),
    item(
        "TASK: Print the quarterly report and put it on Mrs. Patel's desk by 9:00.\n\nOpen-Plan "
        "Office\nRows of desks, humming monitors and a dying pot plant. A 20p coin lies on the "
        "carpet by the bin. The printer room is north, and the lifts are west.",
        R("open-plan office", "n w", coin=True),
        expect=OTHER,
        notes="printing a report is another task, even with a 20p coin here",
    ),
    item(
        "You're late! Get to Room 14 for double maths before the bell goes.\n\nSchool Entrance"
        "\nA glass lobby with a trophy cabinet and a visitors' book. Corridors lead north and "
        "east.",
        R("school entrance", "n e"),
        expect=OTHER,
        notes="getting to a lesson is another task",
    ),
    item(
        (
            "CHORES: Milk all six cows. Feed the calves.\n\nFarmyard\nMud, puddles and a "
            "tractor with a flat tyre. The cowshed is north, and the lane is south.",
            R("farmyard", "n s"),
        ),
        "north",
        (
            "Cowshed\nSix cows turn their heads to look at you. The calf pens are east, and "
            "the farmyard is south.",
            R("cowshed", "e s"),
        ),
        "east",
        (
            "Calf Pens\nThree calves bawl for their breakfast. Someone has dropped a 5p coin in "
            "the straw. The cowshed is west.",
            R("calf pens", "w", coin=True),
        ),
        expect=OTHER,
        notes="chores on a farm are another task, even with a 5p coin in the straw",
    ),
    item(
        "CAPTAIN'S ORDERS: Find the missing logbook before we reach port.\n\nChart Room\nCharts "
        "are pinned flat under glass on the big table. The bridge is north, and the door to the "
        "officers' mess, east, is closed.",
        R("chart room", "n e", closed="e"),
        expect=OTHER,
        notes="finding a logbook is another task",
    ),
    item(
        "Quest: Free the prisoner held in the castle's dungeon.\n\nGatehouse\nA dark archway "
        "with murder holes in the roof. The inner ward is north, and the outer bridge is "
        "south.",
        R("gatehouse", "n s"),
        expect=OTHER,
        notes="freeing a prisoner is another task",
    ),
    item(
        "TODAY'S JOB: Stack the shelves. 24 tins of beans, 12 boxes of cornflakes.\n\nCorner "
        "Shop\nShelves, a chiller cabinet and a till. Somebody's dropped a coin under the till. "
        "The stockroom is east, and the street door is south.",
        R("corner shop", "e s", coin=True),
        expect=OTHER,
        notes="stacking shelves is another task, even with a coin under the till",
    ),
    # ---- coin hunts
    item(
        "THE LUCKY PENNY\nA very short game.\n\nYour lucky penny has gone missing. Find the "
        "lucky penny and pick it up.\n\nSitting Room\nA sofa, a television and a fireplace. The "
        "hall is west, and the dining room is north.",
        R("sitting room", "w n"),
        notes="finding a penny and picking it up is the coin task: no coin here yet, so go on",
    ),
    item(
        "GOAL: Find the gold coin and take it.\n\n== HALL ==\nA long hall with suits of armour."
        "\nExits: north, south\nYou see: nothing\n> ",
        R("hall", "n s"),
        notes="a homemade game's coin goal is the coin task",
    ),
    item(
        "Village Well\n   A stone well with a little tiled roof stands in the middle of the "
        "green. Lanes lead north and east.\n[ Exits: n e ]\nA worried merchant is here, "
        "wringing his hands.\n\nThe merchant says, 'I've lost a silver coin somewhere in the "
        "village! Find it and pick it up, and you may keep it.'",
        R("village well", "n e"),
        notes="the merchant's lost coin is the coin task: find it and pick it up",
    ),
    item(
        "Treasure Hunt: There's a gold coin hidden in this house. Find it and take it!\n\nYou "
        "are in a hall.\nYou can see a coat stand and a telephone table with a gold coin on it."
        "\nYou can go north or east.",
        R("hall", "n e", coin=True),
        notes="the coin hunt, and the coin is here: take it",
    ),
    item(
        (
            "Front Garden\nA neat lawn and a gnome with a fishing rod. The front door is north."
            "\n\nGo north",
            R("front garden", "n"),
        ),
        "Go north",
        (
            "Front Hall\nA note is propped against the mirror: 'I've hidden a coin somewhere in "
            "the house. Find it and take it, and it's yours! Love, Dad.' The kitchen is east, "
            "and the front garden is south.\n\nGo east\nGo south",
            R("front hall", "e s"),
        ),
        notes="Dad's note sets the coin task after a move: find the coin and take it",
    ),
]
