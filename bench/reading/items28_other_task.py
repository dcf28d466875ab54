"""other_task, twenty-eighth round: goals that are not the coin (15, `unknown_task`, six with a
walk of 1-2 turns, six with a coin in the room), and five coin games told in new ways (an answer).
Other tasks: a lock-keeper's duty card (raise the narrowboat Margery) before a walk to the control
hut, "Objective: Photograph all five gargoyles (1/5)" on a bell tower roof (a silver coin in the
gutter), a piano tuner's fork, a Quest-like aquarium's sea lions to feed (a coin by the pool), a
nature trail hunt (a feather, a pine cone, a snail shell) over two moves, the last tram in eleven
minutes, TextWorldExpress's put-away task (a coin on a side table), its cooking task, its map
reader's coin to carry to a box in another room (the coin here), a MUD quest for three truffles over
two moves, an Inform banner "THE LAST TRAIN", a parrot to catch before she leaves the conservatory
(a penny on the sill after a walk), "Fence whitewashed: 0 of 30 planks", a pie-eating contest after
a move (a penny on the trestle), "Apples milled: 0/12". Coin games: a solicitor's letter about a
hidden sovereign ("yours if you find it and take it"), a boy's map ("X = where I hid the 50p. Find
it and you can keep it!"), a MUD's daily "Lost and Found" after a move, an achievement toast naming
the next goal ("Pocket Money: find a coin and pick it up") after a move, a help screen "HOW TO WIN".
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"

OTHER = [
    item(
        (
            "LOCK-KEEPER'S DUTIES TODAY\n1. Raise the narrowboat Margery to the upper basin.\n"
            "2. Enter her in the log.\n\nLower Basin\nThe Margery waits in the caisson, her "
            "crew drinking tea on the roof. A footpath runs north to the control hut. The basin "
            "wall is east, and to the west there is only the canal.",
            R("lower basin", "n", leads={"n": "control hut"}),
        ),
        "n",
        (
            "Control Hut\nLevers, a kettle and the log book, open at today's page. The door "
            "south is open; there is no other way out.",
            R("control hut", "s"),
        ),
        expect=UNKNOWN,
        notes="a duty card whose goal is raising a boat (another task); one move to the hut: "
        "south visited and initial (the canal west is water, no way; the basin wall none)",
    ),
    item(
        "Objective: Photograph all five gargoyles (1/5)\n\nBell Tower Roof\nLead underfoot and "
        "a low parapet all round; a gargoyle leers from each corner. Someone has dropped a "
        "silver coin in the gutter. The stair door, west, is open.",
        R("bell tower roof", "w", coin=True),
        expect=UNKNOWN,
        notes="a photography objective is another task, even with a silver coin in the gutter",
    ),
    item(
        (
            "'I need my tuning fork back before the concert,' says Mr Vosper, the tuner. 'I had "
            "it in the voicing room, I'm nearly sure.'\n\nFinishing Shop\nPianos in every stage "
            "of polish. The voicing room is east, and the yard door is south.",
            R("finishing shop", "e s", leads={"e": "voicing room"}),
        ),
        "e",
        (
            "Voicing Room\nA grand stands in the middle with its lid up and its action pulled "
            "half out. There is no tuning fork in sight. The only way out is west.",
            R("voicing room", "w"),
        ),
        expect=UNKNOWN,
        notes="a tuner's request for his tuning fork is another task; one move: west visited "
        "and initial",
    ),
    item(
        "Feed the sea lions before the doors open at nine.\n\nYou are in the Sea Lion Pool.\nYou "
        "can see a bucket of sprats and a coin.\nYou can go east or south.",
        R("sea lion pool", "e s", coin=True),
        expect=UNKNOWN,
        notes="a Quest-like goal of feeding the sea lions is another task, even with a coin in "
        "the room",
    ),
    item(
        (
            "NATURE TRAIL HUNT: find a feather, a pine cone and a snail shell.\n\nWoodland "
            "Edge\nBeech trees, and a stile into the field to the south. The trail goes north "
            "into the wood.",
            R("woodland edge", "s n"),
        ),
        "n",
        (
            "Clearing\nA ring of bracken round a fallen oak. A pine cone lies on the trunk. The "
            "trail goes on east, and back south to the edge of the wood.",
            R("clearing", "e s", leads={"s": "woodland edge"}),
        ),
        "take cone",
        ("You pick up the pine cone. (1/3)", K("none")),
        expect=UNKNOWN,
        notes="a nature trail hunt for three things, none a coin, is another task; in the "
        "clearing south is visited and initial (the trail's 'back south' agrees with the "
        "walk)",
    ),
    item(
        "You have eleven minutes to catch the last tram home.\n\nHarbour Square\nFish crates, "
        "a shuttered chip shop, gulls on the lamp posts. Streets lead off west and south.",
        R("harbour square", "w s"),
        expect=UNKNOWN,
        notes="catching the last tram is another task",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the living room. In one part of the room you see a sofa "
        "that has a dirty mug on it. There is also a side table that has a coin on it. You "
        "also see a book case, that has nothing on it. \nTo the South you see the kitchen. To "
        "the East you see a closed wood door. ",
        R("living room", "s e", closed="e", coin=True, leads={"s": "kitchen"}),
        expect=UNKNOWN,
        notes="TextWorldExpress's put-away task (twc) is another task, even with a coin on the "
        "side table",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the backyard. In one part of the "
        "room you see a barbeque. There is also a garden that has a red potato on it. You also "
        "see a patio table, that has nothing on it. \nTo the North you see the kitchen. To the "
        "West you see a closed screen door. ",
        R("backyard", "n w", closed="w", leads={"n": "kitchen"}),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task is another task",
    ),
    item(
        "Your task is to take the coin that is located in the laundry room, and put it into "
        "the box found in the bedroom. A map is provided, that you may find helpful.\n\nYou "
        "are in the laundry room. In one part of the room you see a coin. There is also a "
        "laundry basket, that has nothing on it. \nTo the North you see the corridor. ",
        R("laundry room", "n", coin=True, leads={"n": "corridor"}),
        expect=UNKNOWN,
        notes="the map reader's task (take the coin and put it into a box in another room) is "
        "another task with the coin in the room (the earlier rounds' call)",
    ),
    item(
        (
            "[Quest] Dig up three truffles for Chef Anatole (0/3)\n\nOak Wood, Edge\nOld oaks and "
            "leaf litter. A ride runs north into the wood; the lane is east.\n[Exits: north "
            "east]",
            R("oak wood, edge", "n e"),
        ),
        "north",
        (
            "Oak Wood, Ride\nThe ride is soft and rutted. A pig is rooting hopefully under an "
            "oak.\n[Exits: north south west]",
            R("oak wood, ride", "n s w"),
        ),
        "west",
        (
            "Oak Wood, Hollow\nA damp hollow, ringed with hazel. Nothing grows here but "
            "moss.\n[Exits: east]",
            R("oak wood, hollow", "e"),
        ),
        expect=UNKNOWN,
        notes="a MUD quest for truffles is another task; two moves to a dead end: east "
        "visited and initial",
    ),
    item(
        "THE LAST TRAIN\nAn Interactive Timetable\nYou must reach platform 4 before the 11:52, "
        "or spend the night on a bench.\n\nBooking Hall\nThe ticket windows are all shuttered "
        "but one. The platforms are through the barrier to the north, and the street is "
        "south.\n\nYou can see a timetable here.",
        R("booking hall", "n s"),
        expect=UNKNOWN,
        notes="an Inform banner whose goal is a train is another task",
    ),
    item(
        (
            "Polly has escaped again! Catch her before she gets out of the conservatory.\n\n"
            "Conservatory\nPalms, orchids and a great deal of glass. Polly's empty cage hangs "
            "by the door to the east. The fern house is north.",
            R("conservatory", "e n", leads={"n": "fern house"}),
        ),
        "n",
        (
            "Fern House\nTree ferns drip in the warm air. Somewhere above you a parrot laughs. "
            "A penny lies on the windowsill. The only way out is south.",
            R("fern house", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="catching a parrot is another task, even with a penny on the sill: south visited "
        "and initial",
    ),
    item(
        "Fence whitewashed: 0 of 30 planks\n\nFront Garden\nThe fence runs the whole length of "
        "the garden, grey and peeling, with a bucket of whitewash beside it. The garden gate "
        "south is open; the house door north is shut.",
        R("front garden", "s n", closed="n"),
        expect=UNKNOWN,
        notes="a status line counting planks whitewashed is another task",
    ),
    item(
        (
            "The pie-eating contest starts at noon in the marquee. Don't be late!\n\nShow "
            "Field\nTractors, sheep pens and a brass band. The marquee is east. The car park "
            "is west.",
            R("show field", "e w", leads={"e": "marquee"}),
        ),
        "east",
        (
            "Marquee\nTrestle tables, a smell of pastry, and a sign: CONTESTANTS ONLY. Someone "
            "has left a penny on the nearest trestle. The only way out is west.",
            R("marquee", "w", coin=True),
        ),
        expect=UNKNOWN,
        notes="a pie-eating contest is another task, even with a penny on the trestle: west "
        "visited and initial",
    ),
    item(
        "Apples milled: 0/12\n\nPress House\nThe mill and the press stand side by side, and "
        "the floor is sticky underfoot. The orchard door is north, open, and a small door to "
        "the west is locked.",
        R("press house", "n w", locked="w"),
        expect=UNKNOWN,
        notes="a count of apples milled is another task",
    ),
]

COIN_GAMES = [
    item(
        "Dear Sir or Madam,\nUnder the will of the late Mr Abel Quint you are left one gold "
        "sovereign, which he hid somewhere in this house. It is yours if you find it and take "
        "it.\nYours faithfully, Bream & Doyle, Solicitors\n\nHall\nA coat stand, a barometer "
        "and a grandfather clock. Doors lead east and west, and the stairs go up.",
        R("hall", "e w up"),
        notes="a solicitor's letter: the sovereign is to be found and taken: the coin task; "
        "no coin here: go east or west (the stairs up are outside the vocabulary)",
    ),
    item(
        "MAP (by Ollie, age 8)\nX = where I hid the 50p. Find it and you can keep it!\n\n"
        "Treehouse Platform\nPlanks, a rope rail and a biscuit tin. A 50p coin sits on top of "
        "the tin. A rope bridge goes east to the big oak.",
        R("treehouse platform", "e", coin=True),
        notes="a boy's map whose goal is finding his 50p and keeping it: the coin task; the 50p "
        "coin is here: take it",
    ),
    item(
        (
            "[Daily] Lost and Found: a coin has been lost somewhere in the market. Pick it up "
            "and keep it.\n\nCorn Market\nStalls of sacks and scales. \n[Exits: north east]",
            R("corn market", "n e", leads={"n": "cheese market"}),
        ),
        "north",
        (
            "Cheese Market\nWheels of cheese stacked like drums. A copper coin has rolled under "
            "a stall.\n[Exits: south west]",
            R("cheese market", "s w", coin=True),
        ),
        notes="a MUD's daily task to pick up a lost coin and keep it: the coin task; the copper "
        "coin is here after the move: take it",
    ),
    item(
        (
            "Boot Room\nWellingtons in a row, and a smell of dog. A door leads north.",
            R("boot room", "n"),
        ),
        "north",
        (
            "*** Achievement unlocked: First Steps ***\nNext: Pocket Money -- find a coin and "
            "pick it up.\n\nBack Kitchen\nA sink, a mangle and a dog basket. The boot room is "
            "south, and the scullery is west.",
            R("back kitchen", "s w", leads={"s": "boot room", "w": "scullery"}),
        ),
        notes="an achievement toast whose next goal is finding a coin and picking it up: the "
        "coin task; no coin here: south visited and initial, go west",
    ),
    item(
        "HOW TO WIN\nThere is exactly one coin on this map. Take it and you win.\n\nSignal "
        "Hill\nA flagstaff and a bench with a view of the harbour. Paths lead off north and "
        "east toward the town.",
        R("signal hill", "n e"),
        notes="a help screen whose goal is taking the one coin: the coin task; no coin here; "
        "paths north and east are exits",
    ),
]

ITEMS = OTHER + COIN_GAMES
