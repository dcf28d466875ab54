"""other_task, thirty-seventh round: goals that are not the coin, in this round's places: a peal of
Grandsire Triples to ring on the tenor, a numbers station's groups to transmit at 23:00 (a rouble
coin on the logbook), the mail sacks for the noon stage (a two-bit piece on the porch), the seal
stamped on 400 bars of soap, barley for the Ait Ali cell before the harvest festival (a dirham in
the dust), Shilling the guinea pig escaped from pets' corner, a jackdaw's nest ("Twigs: 0/30",
a sixpence on the sill), bottles to hide before the raid (a nickel on the bar), TextWorldExpress's
Simon says in its manner, 200 cans to fill before the tide turns, a telegram to deliver to the
stationmaster ("DELIVER TELEGRAM TO STATIONMASTER STOP"), soup for the queue at a milk bar, every
cheese weighed and chalked (a five-cent coin under the scales), the new wine tasted and declared,
a whale to spot and the rocket to fire, forty lanterns for the Mid-Autumn festival given after a
move: `unknown_task` (16, seven with a coin in the room, two with a walk); four coin games told in
new ways that expect an answer (an out-of-office auto-reply "there's a coin hidden somewhere in
the office. Whoever finds it and takes it gets Friday afternoon off.", a board game's CHANCE card
"A coin has rolled under the furniture somewhere in this house. Find it and pick it up.", a bride
who has lost the sixpence from her shoe, after a move, a small ad "LOST: one silver shilling ...
Finder keeps it: just find it and pick it up."). What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "TONIGHT'S PEAL: 5040 changes of Grandsire Triples. You ring the tenor. Come in when "
        "the conductor calls, and don't stop for three hours.\n\n"
        "Ringing Room\n"
        "Eight ropes, eight ringers and a kettle. The stair goes down; the door east leads out "
        "onto the roof.",
        R("ringing room", "down e"),
        expect=UNKNOWN,
        notes="a peal to ring: a goal that is not the coin",
    ),
    item(
        "MISSION: Transmit tonight's number groups at 23:00 exactly. Do not touch the dial.\n\n"
        "Transmitter Room\n"
        "The valves are warm. The groups are typed out on a card propped against the "
        "microphone. A rouble coin lies on the logbook. The corridor is south.",
        R("transmitter room", "s", coin=True),
        expect=UNKNOWN,
        notes="a numbers station's transmission is the goal, with a rouble coin in the room: "
        "another task",
    ),
    item(
        "The noon stage leaves in ten minutes, and the mail sacks are still on the porch. Load "
        "all six before the driver cracks his whip.\n\n"
        "Express Porch\n"
        "Six canvas mail sacks slump against the wall, and a two-bit piece glints between the "
        "boards. The stage road is south. The office door, north, is shut.",
        R("express porch", "s n", closed="n", coin=True),
        expect=UNKNOWN,
        notes="mail sacks to load before the stage leaves (a two-bit piece in the room): "
        "another task",
    ),
    item(
        "STAMPED: 0/400\nEvery bar in the drying tower must carry the family seal before the "
        "merchants come.\n\n"
        "Drying Tower\n"
        "Soap in hollow columns, a brass seal on a string and a pot of ink. The stairs go down; "
        "a door west opens onto the roof.",
        R("drying tower", "down w"),
        expect=UNKNOWN,
        notes="400 bars to stamp: a goal that is not the coin",
    ),
    item(
        "Your grandmother's orders: carry the barley up to the Ait Ali cell before the harvest "
        "festival begins.\n\n"
        "You're in the courtyard of the agadir, with three sacks of barley at your feet. A "
        "silver dirham lies in the dust by the well. The gate is west, and the cells rise on "
        "every side, with a stair of stone pegs climbing up to them.",
        R("courtyard", "w up", coin=True),
        expect=UNKNOWN,
        notes="barley to carry, with a dirham (a coin) in the courtyard: another task",
    ),
    item(
        "Oh no! Shilling the guinea pig has escaped from pets' corner. Find her before closing "
        "time and put her back in her hutch.\n\n"
        "Goat Pen\n"
        "Three pygmy goats are eating a hat. The gate west leads to pets' corner; the "
        "path north goes to the duck pond.",
        R("goat pen", "w n", leads={"w": "pets' corner", "n": "duck pond"}),
        expect=UNKNOWN,
        notes="the goal names a guinea pig called Shilling, not a coin: another task",
    ),
    item(
        "NEST\nTwigs: 0/30   Wool: 0/5   Shiny things: not needed this year\n\n"
        "WINDOW SILL\n"
        "You perch on the chapel's window sill. A sixpence lies in the lead gutter beside you. "
        "The quad is below; the roof ridge runs east.",
        R("window sill", "down e", coin=True),
        expect=UNKNOWN,
        notes='a jackdaw\'s nest to build ("shiny things: not needed"), a sixpence beside it: '
        "another task",
    ),
    item(
        "The cops are on the block! Hide the bottles before the raid: 0/12 hidden.\n\n"
        "[ THE BAR ]\n"
        "Bottles everywhere, and a nickel somebody left on the bar.\n"
        "Hotspots: stage door (north, open) · cellar trap (down) · bottles · a coin on the bar",
        R("the bar", "n down", coin=True),
        expect=UNKNOWN,
        notes="bottles to hide before the raid, a nickel (a coin) on the bar: another task",
    ),
    item(
        "Your task is to do exactly what Simon says.\n\n"
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has nothing on it. \n"
        "To the North you see the corridor. To the West you see a closed plain door. ",
        R("kitchen", "n w", closed="w"),
        expect=UNKNOWN,
        notes="TextWorldExpress's Simon says in its manner: another task",
    ),
    item(
        "CANS FILLED: 0 of 200. The tide turns at six, and the boat won't wait.\n\n"
        "Filling Line\n"
        "Empty cans rattle down the chute. The retort room is east and the wharf is south.",
        R("filling line", "e s"),
        expect=UNKNOWN,
        notes="cans to fill before the tide: another task",
    ),
    item(
        (
            "DELIVER TELEGRAM TO STATIONMASTER STOP URGENT STOP\n\n"
            "PLATFORM STOP\nSNOW STOP\nEXITS SOUTH HALL STOP",
            R("platform", "s", leads={"s": "hall"}),
        ),
        "s",
        (
            "HALL STOP\nSTATIONMASTER OFFICE WEST DOOR SHUT STOP\nEXITS NORTH PLATFORM STOP "
            "WEST OFFICE STOP",
            R("hall", "n w", closed="w", leads={"n": "platform", "w": "office"}),
        ),
        expect=UNKNOWN,
        notes="a telegram to deliver, after a move into the hall: another task",
    ),
    item(
        "Serve the queue! Bowls of soup served: 0/15.\n\n"
        "Milk Bar Kitchen\n"
        "A cauldron of beetroot soup steams on the range. The hatch to the counter is in the "
        "south wall; the back door, east, is open to the yard.",
        R("milk bar kitchen", "e", leads={"e": "yard"}),
        expect=UNKNOWN,
        notes="soup to serve: another task (the serving hatch is no way)",
    ),
    item(
        "Weigh every cheese on the sledges and chalk its weight on the rind. Weighed: 0/24.\n\n"
        "Weigh House\n"
        "Cheeses the size of cartwheels wait by the great scales. Under the scales lies a "
        "five-cent coin. The market square is west.",
        R("weigh house", "w", coin=True, leads={"w": "market square"}),
        expect=UNKNOWN,
        notes="cheeses to weigh, a five-cent coin under the scales: another task",
    ),
    item(
        "The innkeeper wants your word on this year's wine: taste it from the barrel, and "
        "declare it ready or not.\n\n"
        "Wine Cellar\n"
        "Barrels under the vault, each with a year chalked on it, and a glass thief on a "
        "hook. The steps go up to the tavern.",
        R("wine cellar", "up"),
        expect=UNKNOWN,
        notes="wine to taste and judge: another task",
    ),
    item(
        "Watch the sea. When you see a whale blow, fire the rocket, and the boats will put out "
        "from the harbour.\n\n"
        "Vigia\n"
        "A stone hut on the cliff edge with a telescope on a tripod and a rocket in a rack. An "
        "escudo coin lies by the tripod. The door is east.",
        R("vigia", "e", coin=True),
        expect=UNKNOWN,
        notes="a whale to spot and a rocket to fire, an escudo coin in the hut: another task",
    ),
    item(
        (
            "Shop Floor\n"
            "Silk lanterns hang from the ceiling in every colour. The street door, west, is "
            "rolled up. A passage leads east.",
            R("shop floor", "w e"),
        ),
        "east",
        (
            "Courtyard\n"
            "A well of light in the middle of the tube house, with a water jar and a potted "
            "kumquat. The shop floor is west; the kitchen is east.\n\n"
            'Aunt Lien calls down from the balcony: "Hang all forty lanterns before the moon '
            "comes up! It's the Mid-Autumn festival!\"",
            R("courtyard", "w e", leads={"w": "shop floor", "e": "kitchen"}),
        ),
        expect=UNKNOWN,
        notes="lanterns to hang, given after a move: another task",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "Auto-reply: I'm out of the office until Monday. While I'm away: there's a coin hidden "
        "somewhere in the office. Whoever finds it and takes it gets Friday afternoon off.\n\n"
        "Post Room\n"
        "Pigeonholes, a franking machine and a trolley of parcels. The corridor is north, and "
        "the door to the stationery cupboard, east, is shut.",
        R("post room", "n e", closed="e", leads={"n": "corridor"}),
        notes="an auto-reply whose game is a coin to find and take: the coin task; no coin "
        "here: go north or open east",
    ),
    item(
        "CHANCE\nA coin has rolled under the furniture somewhere in this house. Find it and "
        "pick it up.\n\n"
        "Library\n"
        "Leather armchairs and a billiard table. A sixpence lies under the nearest armchair. "
        "The hall is south; the conservatory door, west, is open.",
        R("library", "s w", coin=True, leads={"s": "hall"}),
        notes="a board game's CHANCE card sets the coin task; a sixpence under the armchair: "
        "take coin",
    ),
    item(
        (
            "Vestry\n"
            'The bride is in tears: the silver sixpence has fallen out of her shoe. "Please find '
            'it and pick it up before the vicar notices!" The church is north; the porch is '
            "west.",
            R("vestry", "n w", leads={"n": "church", "w": "porch"}),
        ),
        "west",
        (
            "Porch\n"
            "Confetti drifts in the doorway. The churchyard path goes south, and the vestry is "
            "east. Something small and silver lies by the boot scraper: the sixpence.",
            R("porch", "s e", coin=True, leads={"e": "vestry"}),
        ),
        notes="a lost sixpence to find and pick up, after a move: the coin task; the sixpence "
        "by the boot scraper: take coin",
    ),
    item(
        "LOST: one silver shilling, somewhere in the Old Vicarage. Finder keeps it: just find "
        "it and pick it up. No reward.\n\n"
        "Scullery\n"
        "A stone sink, a mangle and a wash copper gone cold. The kitchen is east; the back "
        "door, north, is bolted on the far side.",
        R("scullery", "e n", locked="n", leads={"e": "kitchen"}),
        notes="a small ad whose game is a shilling to find and pick up: the coin task; the "
        "back door bolted on the far side (locked): go east",
    ),
]
