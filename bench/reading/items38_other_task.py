"""other_task, thirty-eighth round: goals that are not the coin, in a house, beside coin hunts told
in new ways. Another task (`unknown_task`, 15 items, six with a coin in the room, two after a move):
Grandpa's hearing aid before the vicar comes (a penny on the hearthrug), "PRESENTS WRAPPED: 0/4 --
Dad's home at six!", Nibbles the hamster loose in the kitchen, a guest room checklist (a fifty-pence
piece on the windowsill), three taps left running, a smoke alarm's battery, "BALLOONS BLOWN UP:
3/20" for an eightieth birthday (a silver coin under the table), the jigsaw's last piece, Horace the
tortoise to feed, after a move into the garden (a two-pence piece on the path), a holiday's packing
list, TextWorldExpress's sorting task in its manner with seven coins on a sofa among the things to
sort, its tidy-up task in a bathroom, Mum's shout about the dirty washing after a move (a penny
under the bed), the freezer to defrost, Nan to let in; five coin hunts told in new ways (a breakfast
radio phone-in "we've hidden a gold coin somewhere in your house. Find it, pick it up, and it's
yours", a six-year-old's felt-tip note found after a move "I HID A PENNY IN THIS HOUSE. FIND IT AND
YOU CAN HAVE IT.", a tiny game's own HELP text "There is one coin in the house. Find it and TAKE it.
That is all.", a solicitor's letter about a great-uncle's sovereign "provided that you find it and
take it into your possession", a treasure hunt app's notification "One coin is hidden somewhere
indoors. Find it and pick it up to win."): an answer. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- goals that are not the coin: unknown_task ----
    item(
        "Grandpa has lost his hearing aid again, and the vicar is coming at four. Find it before "
        "he gets here.\n\nSitting Room\nAntimacassars, a carriage clock and a budgie in a cage. "
        "The hall is east. A penny lies on the hearthrug.",
        R("sitting room", "e", coin=True),
        expect=UNKNOWN,
        notes="the goal is a hearing aid, not the coin: another task, though a penny lies here",
    ),
    item(
        "PRESENTS WRAPPED: 0/4 -- Dad's home at six!\n\nSpare Room\nRolls of paper, sticky tape "
        "and a pile of boxes on the bed. The door, south, is shut.",
        R("spare room", "s", closed="s"),
        expect=UNKNOWN,
        notes="a tally of presents to wrap: another task",
    ),
    item(
        "Nibbles the hamster is out of his cage again. Catch him before the cat does.\n\n"
        "Kitchen\nThe cat sits by the fridge, very interested in the gap underneath it. The back "
        "door, west, is closed. The hall is north.",
        R("kitchen", "w n", closed="w"),
        expect=UNKNOWN,
        notes="a hamster to catch: another task",
    ),
    item(
        "GUEST ROOM READY?\n[ ] bed made\n[ ] towels out\n[ ] flowers on the dressing table\n\n"
        "Guest Room\nA bare mattress and a stack of folded sheets. There is a fifty-pence piece "
        "on the windowsill. The landing is west.",
        R("guest room", "w", coin=True),
        expect=UNKNOWN,
        notes="a checklist for the guest room names no coin: another task, with a coin here",
    ),
    item(
        "Three taps are running somewhere in the house, and the water is coming through the "
        "kitchen ceiling. Turn them all off.\n\nBathroom\nThe bath is filling, the basin tap is "
        "on full, and the floor is an inch deep. The door to the landing, east, is open.",
        R("bathroom", "e"),
        expect=UNKNOWN,
        notes="taps to turn off: another task",
    ),
    item(
        "The smoke alarm has been beeping every forty seconds since midnight. Find it and take "
        "the battery out.\n\nLanding\nThree doors. The bathroom door, north, is shut; the "
        "bedrooms are east and west.",
        R("landing", "n e w", closed="n"),
        expect=UNKNOWN,
        notes="a smoke alarm's battery: another task",
    ),
    item(
        "BALLOONS BLOWN UP: 3/20\n\nDining Room\nStreamers, a HAPPY 80TH banner and a "
        "tablecloth covered in balloons. A silver coin has rolled under the table. The kitchen "
        "is north, and the hall door, east, is closed.",
        R("dining room", "n e", closed="e", coin=True),
        expect=UNKNOWN,
        notes="a balloon tally for a party: another task, with a silver coin under the table",
    ),
    item(
        "Somebody has lost the last piece of the jigsaw, and Auntie June won't rest until it's "
        "found.\n\nConservatory\nA card table with a thousand-piece steam train on it, one piece "
        "short. The garden door, south, is locked, and the lounge is west.",
        R("conservatory", "s w", locked="s"),
        expect=UNKNOWN,
        notes="a jigsaw piece to find: another task",
    ),
    item(
        (
            "Feed Horace the tortoise: he's in the garden somewhere, and the lettuce is in the "
            "fridge.\n\nKitchen\nA fridge covered in magnets and a bowl of fruit on the table. "
            "The garden is east, through the open back door, and the hall is south.",
            R("kitchen", "e s"),
        ),
        "east",
        (
            "Back Garden\nLong grass, a rockery and a washing line. A two-pence piece lies on "
            "the path. The kitchen is west.",
            R("back garden", "w", coin=True),
        ),
        expect=UNKNOWN,
        notes="a tortoise to feed, given before a move: still another task in the garden, with "
        "a two-pence piece on the path",
    ),
    item(
        "PACKED FOR THE HOLIDAY: passports 0/4, suncream [ ], Grandad's tablets [ ]\n\nHall\n"
        "Suitcases by the door. The front door, south, is open; the taxi's outside. The kitchen "
        "is north.",
        R("hall", "s n"),
        expect=UNKNOWN,
        notes="a packing list: another task",
    ),
    item(
        "Your task is to sort objects by quantity.  First, place the object with the smallest "
        "quantity in the box.  Then, place the objects with the next smallest quantity in the "
        "box, and repeat until all objects have been placed in the box.\n\nYou are in the living "
        "room. In one part of the room you see a sofa that has 7 coins on it. There is also a "
        "coffee table that has 3 pencils, and 12 marbles on it. You also see a box, that is "
        "empty. \nTo the North you see the kitchen. ",
        R("living room", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's sorting task in its manner: the coins are things to sort by "
        "quantity, not the goal: another task, with coins here",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the bathroom. In one part of the room you see a toilet. There "
        "is also a bath mat that has a dirty sock on it. You also see a sink, that has nothing on "
        "it. \nTo the East you see the corridor. ",
        R("bathroom", "e"),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task in its manner: another task",
    ),
    item(
        (
            "Landing\nA laundry basket, empty, and the bathroom door, east, standing open. Your "
            "bedroom is north.",
            R("landing", "e n"),
        ),
        "north",
        (
            "Mum shouts up the stairs: 'Bring ALL your dirty washing down, NOW!'\n\nBedroom\n"
            "Clothes on the floor, clothes on the chair, clothes on the lampshade. A penny lies "
            "under the bed. The landing is south.",
            R("bedroom", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="a goal given after a move (the dirty washing): another task, with a penny under "
        "the bed",
    ),
    item(
        "Defrost the freezer before the frozen peas flood the garage.\n\nGarage\nA chest "
        "freezer, humming and dripping. The up-and-over door, east, is shut, and the utility "
        "room is north.",
        R("garage", "e n", closed="e"),
        expect=UNKNOWN,
        notes="a freezer to defrost: another task",
    ),
    item(
        "Let Nan in: she's at the front door and she hasn't got her key.\n\nHall\nThe front "
        "door, south, is locked, and the key hangs on the hook by the mirror. The kitchen is "
        "north.",
        R("hall", "s n", locked="s"),
        expect=UNKNOWN,
        notes="letting Nan in is another task",
    ),
    # ---- coin hunts told in new ways: an answer ----
    item(
        "'...and you're live on Breakfast with Baz! Caller, we've hidden a gold coin somewhere "
        "in your house. Find it, pick it up, and it's yours. Off you go!'\n\nKitchen\nThe radio "
        "is on the windowsill. The back door, east, is ajar, and the hall door, south, is shut.",
        R("kitchen", "e s", closed="s"),
        notes="a radio phone-in whose game is finding the coin and picking it up: the coin "
        "task; no coin here: go east or open south",
    ),
    item(
        (
            "Front Room\nA three-piece suite and a television with a doily on it. The hall is "
            "west.",
            R("front room", "w"),
        ),
        "west",
        (
            "A note on the hall table, in felt tip: I HID A PENNY IN THIS HOUSE. FIND IT AND YOU "
            "CAN HAVE IT. LOVE ALFIE (AGE 6)\n\nHall\nThe front door, south, is locked. The front "
            "room is east, and the kitchen is north.",
            R("hall", "s e n", locked="s", leads={"e": "front room"}),
        ),
        notes="a child's note found after a move: finding the penny and having it is the coin "
        "task; in the hall east is the way in, visited; north not yet: go north",
    ),
    item(
        ">HELP\nThis is a very small game. There is one coin in the house. Find it and TAKE it. "
        "That is all.\n\n>LOOK\nParlour\nA horsehair sofa and a clock under a glass dome. The "
        "door to the hall, west, is closed, and the kitchen is north.",
        R("parlour", "w n", closed="w"),
        notes="a game's own HELP text whose goal is the coin: the coin task; the echoed LOOK "
        "prints the parlour: open west or go north",
    ),
    item(
        "Dear Sir or Madam,\nUnder the terms of the will of your late great-uncle, Mr Ambrose "
        "Fell, you are entitled to the gold sovereign he concealed within his house, provided "
        "that you find it and take it into your possession.\nYours faithfully,\nPettigrew & "
        "Lamb, Solicitors\n\nMorning Room\nDust sheets over everything. A gold sovereign lies on "
        "the mantelpiece. The hall is east.",
        R("morning room", "e", coin=True),
        notes="a solicitor's letter whose condition is finding the sovereign and taking it: the "
        "coin task, and the sovereign lies here: take it",
    ),
    item(
        "HuntIt: Today's hunt is in YOUR home! One coin is hidden somewhere indoors. Find it and "
        "pick it up to win.\n\nLanding\nThe bathroom door, north, is open. The box room door, "
        "east, is shut. The stairs go down.",
        R("landing", "n e down", closed="e"),
        notes="a treasure hunt app's notification: the coin task; no coin here: go north or "
        "open east (down is outside the vocabulary)",
    ),
]
