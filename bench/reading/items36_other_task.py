"""other_task, thirty-sixth round: goals that are not the coin, in a house, and the coin hunt told
in new ways. Another task (`unknown_task`, 15, six with a coin in the room, one after a move):
Grandad's teeth lost before tea (a penny on the rug), "HOOVERING: 0/5 rooms done", the goldfish
and the tomatoes, "CLOCKS WOUND: 0 of 7 -- the guests arrive at midnight." (a sixpence on a
window seat), TextWorldExpress's tidy-up and cooking tasks in its manner (a coin on the pantry
shelf beside a red potato), a scavenger list (a thimble, a cotton reel, a clothes peg, a birthday
candle), Mum's "Get the washing in before it rains!" heard after a move (a pound coin in the
grass), the dinner gong at one o'clock, a mouse loose in the house, a burglar who must get out
without waking the dog, the parish magazine for Church Lane (a ha'penny in the gutter), the
radiators to bleed, the Christmas decorations, library books due back at five (a 50p piece left
for the fine). The coin task told in five new ways (an answer): Auntie Val's message on the
answerphone, a party game's numbered rules card, a video game's "OBJECTIVE UPDATED" with two
lines, a title screen "PENNY FOR THEM", a text from Jo that arrives after a move. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "Grandad has lost his teeth again. Find them before tea, or there'll be no end of it.\n\n"
        "Back Bedroom\n"
        "A candlewick bedspread, and a glass of water on the bedside table with no teeth in "
        "it. A penny lies on the rug. The landing is east.",
        R("back bedroom", "e", coin=True),
        expect=UNKNOWN,
        notes="the goal is Grandad's teeth, not the coin: another task, though a penny lies here",
    ),
    item(
        "HOOVERING: 0/5 rooms done\n\n"
        "Front Room\n"
        "A rug that needs it badly, and crumbs down the sides of the settee. The hall is "
        "north; the dining room is east.",
        R("front room", "n e"),
        expect=UNKNOWN,
        notes="a chore tally (hoovering): another task",
    ),
    item(
        "Feed the goldfish, then water the tomatoes in the greenhouse. Mum says don't forget "
        "the goldfish again.\n\n"
        "Kitchen\n"
        "The goldfish bowl is on the windowsill, and the fish looks hungry. The back door, "
        "east, is open; the hall is west.",
        R("kitchen", "e w"),
        expect=UNKNOWN,
        notes="feeding the fish and watering: another task",
    ),
    item(
        "CLOCKS WOUND: 0 of 7 -- the guests arrive at midnight.\n\n"
        "Long Gallery\n"
        "A grandfather clock stands stopped at the north end, between two portraits. There are "
        "doors east and west, and a sixpence lies on the window seat.",
        R("long gallery", "e w", coin=True),
        expect=UNKNOWN,
        notes="the goal is winding clocks: another task, with a sixpence lying here",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\n"
        "You are in the bathroom. In one part of the room you see a toilet. There is also a "
        "bath. You also see a sink, that has a dirty towel on it. In another part of the room "
        "you see a bath mat, that has nothing on it. \n"
        "To the North you see the corridor. ",
        R("bathroom", "n"),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task in its manner: another task",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\n"
        "You are in the pantry. In one part of the room you see a folding chair, that has "
        "nothing on it. There is also a shelf that has a red potato, and a coin on it. \n"
        "To the South you see the kitchen. ",
        R("pantry", "s", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task in its manner: another task, though a coin "
        "lies on the shelf",
    ),
    item(
        "SCAVENGER HUNT\n"
        "Find: a thimble, a cotton reel, a clothes peg and a birthday candle.\n\n"
        "Spare Room\n"
        "Boxes of jigsaws and a sewing machine under a cover. There is a door west and another "
        "north, both open.",
        R("spare room", "w n"),
        expect=UNKNOWN,
        notes="a scavenger list that names no coin: another task",
    ),
    item(
        (
            "Kitchen\n"
            "A kettle on the hob and the radio on low. The garden is east, through the back "
            "door, which is open.",
            R("kitchen", "e"),
        ),
        "east",
        (
            "Garden\n"
            "Mum's voice comes from the kitchen: 'Get the washing in before it rains!' The "
            "line is full of sheets, and a pound coin lies in the grass under it. The back door "
            "is west; the path runs south to the gate.",
            R("garden", "w s", coin=True),
        ),
        expect=UNKNOWN,
        notes="the goal comes after a move: get the washing in, not the coin; another task, "
        "with a pound coin lying here",
    ),
    item(
        "Ring the dinner gong at one o'clock sharp. It is now five to.\n\n"
        "Passage\n"
        "A long stone passage between the kitchen, south, and the dining hall, north. The gong "
        "hangs in the dining hall.",
        R("passage", "s n"),
        expect=UNKNOWN,
        notes="ringing the gong: another task",
    ),
    item(
        "THE MOUSE HUNT\n"
        "There is a mouse loose in the house. Catch it before Aunt Maud gets home.\n\n"
        "Larder\n"
        "Cheese on a plate, and a hole in the skirting board. The kitchen is west.",
        R("larder", "w"),
        expect=UNKNOWN,
        notes="catching a mouse: another task; the hole in the skirting board is no way",
    ),
    item(
        "You are a burglar. Get out of the house without waking the dog.\n\n"
        "Landing\n"
        "A sleeping Alsatian lies across the top of the stairs. The bathroom is north and the "
        "main bedroom east; the stairs go down.",
        R("landing", "n e d"),
        expect=UNKNOWN,
        notes="escaping the house: another task",
    ),
    item(
        "Deliver the parish magazine to every house in Church Lane (0/12 delivered).\n\n"
        "Church Lane\n"
        "Cottages on both sides and the church at the top. The lane runs east to west. A "
        "ha'penny lies in the gutter.",
        R("church lane", "e w", coin=True),
        expect=UNKNOWN,
        notes="a delivery round: another task, with a ha'penny lying in the gutter",
    ),
    item(
        "Bleed the radiators: 0/6 done. You'll need the radiator key from the kitchen drawer.\n\n"
        "Hall\n"
        "A radiator under the coats, gurgling. The kitchen is north and the front room west.",
        R("hall", "n w"),
        expect=UNKNOWN,
        notes="bleeding radiators: another task",
    ),
    item(
        "Put the Christmas decorations up: the tree, the lights and the star on top.\n\n"
        "Front Room\n"
        "A bare tree in a bucket of sand, and the box of decorations by the fire. The door to "
        "the hall is south, and it's shut.",
        R("front room", "s", closed="s"),
        expect=UNKNOWN,
        notes="the decorations: another task",
    ),
    item(
        "Return the library books before the library shuts at five (3 books, 0 returned).\n\n"
        "Hall\n"
        "The three books are on the stairs, and a 50p piece for the fine is on the hall table. "
        "The front door is south; the kitchen is north.",
        R("hall", "s n", coin=True),
        expect=UNKNOWN,
        notes="returning books: another task; the 50p piece lies on the table",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "BEEP. 'Hello, love, it's Auntie Val. I've left you a pound coin somewhere in the "
        "bungalow. Have a look round, and when you find it, take it, it's yours.' BEEP.\n\n"
        "Hall\n"
        "The phone table, a barometer and a draught excluder. The kitchen is north; the "
        "lounge door, west, is shut.",
        R("hall", "n w", closed="w"),
        notes="an answerphone message whose goal is finding the coin and taking it: the coin "
        "task; no coin here: go north or open west",
    ),
    item(
        "RULES\n"
        "1. There is one coin hidden in this house.\n"
        "2. Find it.\n"
        "3. Pick it up.\n"
        "4. That's it. You've won.\n\n"
        "Landing\n"
        "The bathroom is east and the back bedroom north. The stairs go down. A penny is "
        "balanced on top of the banister post.",
        R("landing", "e n d", coin=True),
        notes="a rules card for the coin hunt: the coin task; a penny is here: take it",
    ),
    item(
        "OBJECTIVE UPDATED\n"
        "> Find the lost coin (0/1)\n"
        "> Take it\n\n"
        "Conservatory\n"
        "Wicker chairs and a dying spider plant. The garden door, south, is open; the lounge "
        "is west.",
        R("conservatory", "s w"),
        notes="a video game's objective: find the coin and take it: the coin task; go south "
        "or west",
    ),
    item(
        "PENNY FOR THEM\n"
        "An interactive treasure hunt.\n"
        "Somewhere in Nan's house there is one old penny. Find it and take it.\n\n"
        "Scullery\n"
        "A mangle, a copper and a tin bath on a nail. The kitchen is east. The back door, "
        "north, is bolted on the far side.",
        R("scullery", "e n", locked="n"),
        notes="a title screen whose game is finding the penny and taking it: the coin task; "
        "the back door bolted on the far side is locked: go east",
    ),
    item(
        (
            "Kitchen\n"
            "A galley kitchen with a washing machine under the counter. The bedroom is north.",
            R("kitchen", "n"),
        ),
        "north",
        (
            "Your phone buzzes. Jo: 'Coin hunt! There's a 2p somewhere in this flat. First to "
            "find it and pocket it wins.'\n\n"
            "Bedroom\n"
            "A futon, a clothes rail and a window over the bins. The kitchen is south; the "
            "bathroom door, east, is shut.",
            R("bedroom", "s e", closed="e"),
        ),
        notes="the goal arrives after a move: find the coin and pocket it, the coin task; the "
        "bathroom door shut (open it); south is the way back",
    ),
]
