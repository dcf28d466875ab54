"""other_task, eleventh round: the other tasks a tester reaches for first: TextWorldExpress's
twc ("pick up objects, then place them in their usual locations"), cookingworld ("You are
hungry! Let's cook a delicious meal."), mapreader ("take the coin that is located in the
garage, and put it into the box found in the shed", the coin in the room after a move) and
sorting; TextWorld's cooking, treasure-hunter ("find the rectangular key ... take it") and simple
("open the chest ... put the carrot on the stove") quests in its manner; ordinary IF and MUD
quests (a lost lamb, a letter for the ferryman with a copper coin on the landing, a lamp to light
with a silver coin beside it, eggs before school, rats in the sewer, a front door key):
`unknown_task` (15, four with a coin in the room). Five coin games told in new ways: a
TextWorld-like speech ("There is a coin hidden somewhere in this house. Find it and pick it
up"), a MUD quest for a miller's daughter's silver coin after a move, an aunt's hidden gold coin,
a TextWorldExpress-like task reworded ("look through the house for the coin, and ... pick it
up"), a status line "GOAL: Take the coin": an answer. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"
COOK = (
    "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
    "recipe. Once done, enjoy your meal!"
)
TWC = (
    "Your task is to pick up objects, then place them in their usual locations in the environment."
)

ITEMS = [
    item(
        f"{TWC}\n\nYou are in the bathroom. In one part of the room you see a toilet. There is "
        "also a bath mat, that has nothing on it. You also see a sink, that has nothing on it. "
        "In another part of the room you see a wet white towel. \nTo the North you see the "
        "corridor. To the West you see the bedroom. ",
        R("bathroom", "n w"),
        expect=UNKNOWN,
        notes="TextWorldExpress's twc task: tidying, not the coin",
    ),
    item(
        f"{COOK}\n\nYou are in the kitchen. In one part of the room you see a stove. There is "
        "also an oven. You also see a fridge that is closed. In another part of the room you "
        "see a counter that has a yellow onion, and a cookbook on it. In one part of the room "
        "you see a kitchen cupboard that is closed. \nTo the South you see a closed plain door. "
        "To the West you see the pantry. ",
        R("kitchen", "s w", closed="s"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cookingworld task: cooking a meal",
    ),
    item(
        (
            "Your task is to take the coin that is located in the garage, and put it into the "
            "box found in the shed. A map is provided, that you may find helpful.\n\nYou are in "
            "the shed. In one part of the room you see a box, that is empty. \nTo the East you "
            "see the garage. ",
            R("shed", "e"),
        ),
        "move east",
        (
            "You are in the garage. In one part of the room you see a tool rack, that has "
            "nothing on it. There is also a coin. \nTo the West you see the shed. ",
            R("garage", "w", coin=True),
        ),
        expect=UNKNOWN,
        notes="the map reader's task takes the coin only to put it in the box: another task "
        "(the earlier rounds' call), even with the coin here",
    ),
    item(
        "Your task is to take the coin that is located in the kitchenette, and put it into the "
        "box found in the attic. A map is provided, that you may find helpful.\n\nYou are in the "
        "attic. In one part of the room you see a box, that is empty. There is also a map. \nTo "
        "the South you see the studio. ",
        R("attic", "s"),
        expect=UNKNOWN,
        notes="the map reader's task at its first room: another task",
    ),
    item(
        f"{COOK}\n\n-= Kitchen =-\nYou are in a kitchen. A normal one.\n\n\n\nYou can make out "
        "a closed fridge. You can make out an oven. You see a counter. On the counter you can "
        "make out a cookbook and a knife.\n\n\n\nThere is an open plain door leading south. "
        "There is an exit to the east. Don't worry, it is unblocked.\n\n",
        R("kitchen", "s e"),
        expect=UNKNOWN,
        notes="TextWorld's cooking game in its manner: cooking a meal",
    ),
    item(
        "Here is how to play! First off, if it's not too much trouble, I need you to find the "
        "rectangular key. It's somewhere in this house. Then, take it. Got that? Good!\n\n-= "
        "Spare Room =-\nYou've entered a spare room. An ordinary kind of place.\n\n\n\nThere is "
        "an unguarded exit to the north. There is a closed wooden door leading west.\n\n",
        R("spare room", "n w", closed="w"),
        expect=UNKNOWN,
        notes="a treasure hunt for a key (find it and take it): another task, the coin's shape "
        "with another thing",
    ),
    item(
        "Get ready to pick stuff up and put it in places, because you've just entered "
        "TextWorld! First, open the chest in the bedroom. Then, take the carrot from the chest. "
        "After that, put the carrot on the stove in the kitchen. Got that? Good!\n\n-= Bedroom "
        "=-\nYou arrive in a bedroom. A typical kind of place.\n\nYou see a closed chest.\n\n"
        "There is an unguarded exit to the east.\n\n",
        R("bedroom", "e"),
        expect=UNKNOWN,
        notes="TextWorld's simple quest: open, take, put a carrot",
    ),
    item(
        "THE LOST LAMB\nAn Interactive Pastoral\n\nYour uncle's prize lamb wandered off in the "
        "night. Find it before the fox does.\n\nSheepfold\nThe hurdles of the fold stand empty. "
        "A track leads north onto the fell, and the farm lane runs east.",
        R("sheepfold", "n e"),
        expect=UNKNOWN,
        notes="the goal is a lamb: another task",
    ),
    item(
        "[Quest] Deliver the letter to the ferryman. (0/1)\n\n[Ferry Landing]\nA jetty runs out "
        "into the grey water. A bell hangs on a post for calling the ferry.\nA copper coin lies "
        "here.\n[Exits: north east]",
        R("ferry landing", "n e", coin=True),
        expect=UNKNOWN,
        notes="the quest is a letter to deliver: another task, even with a copper coin here",
    ),
    item(
        "Lamp Room\nThe great lamp of the lighthouse stands dark in its cage of brass. Steps "
        "lead down, and a narrow door opens onto the gallery to the east.\n\nYou can see a box "
        "of matches and a silver coin here.\n\n[Objective: light the great lamp before the ship "
        "comes in.]",
        R("lamp room", "d e", coin=True),
        expect=UNKNOWN,
        notes="the objective is lighting the lamp: another task, even with a silver coin here",
    ),
    item(
        "Your mother has asked you to feed the hens and collect the eggs before school. You are "
        "in the henhouse. It is warm and smells of straw. A door leads east to the yard.",
        R("henhouse", "e"),
        expect=UNKNOWN,
        notes="chores (hens, eggs) in the opening: another task",
    ),
    item(
        "Quest: Slay the rats in the sewers (2/5)\n\nSewer Tunnel\nFoul water trickles along a "
        "brick channel.\nObvious exits: east, west",
        R("sewer tunnel", "e w"),
        expect=UNKNOWN,
        notes="a quest to kill rats: another task",
    ),
    item(
        f"{TWC}\n\nYou are in the living room. In one part of the room you see a sofa, that has "
        "nothing on it. There is also a coin. You also see a dirty plate. \nTo the South you see "
        "the kitchen. ",
        R("living room", "s", coin=True),
        expect=UNKNOWN,
        notes="the twc task (put things where they belong) with a coin in the room: another task",
    ),
    item(
        "Goal: Find the front door key and get out of the house.\n\nHall\nA cold hall with a "
        "locked front door to the south. The kitchen is north and the parlour east.",
        R("hall", "s n e", locked="s"),
        expect=UNKNOWN,
        notes="the goal is a key and escape: another task",
    ),
    item(
        "Your task is to sort objects by quantity.  First, place the object with the smallest "
        "quantity in the box.  Then, place the objects with the next smallest quantity in the "
        "box, and repeat until all objects have been placed in the box.\n\nYou are in the "
        "pantry. In one part of the room you see a folding chair that has 12 lemons on it. "
        "There is also a shelf that has 3 pears, and 47 plums on it. You also see a box, that "
        "is empty. \n",
        R("pantry", ""),
        expect=UNKNOWN,
        notes="the sorting task, in a room with no exit given: another task",
    ),
    item(
        "Hey, welcome to TextWorld! There is a coin hidden somewhere in this house. Find it and "
        "pick it up, and you win. Got that? Good!\n\n-= Larder =-\nYou arrive in a larder. A "
        "normal kind of place.\n\n\n\nThere is an exit to the south. Don't worry, it is "
        "unblocked. There is a closed tin door leading east.\n\n",
        R("larder", "s e", closed="e"),
        notes="the speech's goal is the coin: an answer (go south, open east)",
    ),
    item(
        (
            "[Quest] The miller's daughter has lost her silver coin somewhere in the village. "
            "Find it and pick it up. (0/1)\n\n[Well Court]\nA stone well stands under a little "
            "roof.\n[Exits: north south]",
            R("well court", "n s"),
        ),
        "n",
        (
            "[Bakers' Row]\nThe smell of fresh loaves fills the street.\n[Exits: south east]",
            R("bakers' row", "s e"),
        ),
        notes="the quest is the coin (find it, pick it up): an answer; moved north, south leads "
        "back (visited, initial), east is unvisited",
    ),
    item(
        "Your aunt has hidden a gold coin somewhere in the cottage. Whoever finds it gets to "
        "keep it.\n\nCottage Porch\nA porch with a boot scraper and a rocking chair. The front "
        "door is north, and the garden path runs west.",
        R("cottage porch", "n w"),
        notes="the goal is finding the coin to keep it: an answer",
    ),
    item(
        "Your task is to look through the house for the coin, and to pick it up once you have "
        "found it.\n\nYou are in the bedroom. In one part of the room you see a bed, that has "
        "nothing on it. There is also a wardrobe that is closed. \nTo the North you see a closed "
        "wood door. To the East you see the corridor. ",
        R("bedroom", "n e", closed="n"),
        notes="the coin task reworded: an answer (open north, go east)",
    ),
    item(
        "GOAL: Take the coin | Moves: 3\n\nCoach House\nAn old carriage stands under a dust "
        "sheet. The big doors to the south are open.\n\nYou can see a coin on the carriage "
        "step.",
        R("coach house", "s", coin=True),
        notes="a status line whose goal is the coin; the coin is here: take it",
    ),
]
