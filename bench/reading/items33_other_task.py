"""other_task, thirty-third round: goals that are not the coin, in this round's places and
registers: a gurdwara's langar seva ("Rotis made: 0/300"), a karaoke challenge ("Score 90 or more on
three songs", a hundred-yen coin under the sofa), a count of ballots before midnight, a taco truck's
lunch rush ("ORDERS UP: 0/12", a quarter on the floor mat), a communal flat's rota pinned to the
kitchen door after a move, a silent film serial's "Chapter Four: Prudence must reach the signal box
before the 10:15 express!", a Perl game's quest to mend a loom (a coin among the items), a SQL
game's objective "Carry the swan pie to the Great Hall", TextWorldExpress's tidy-up in its manner (a
coin on the sofa beside a dirty sock), a TextWorld-like speech about a meal, a steel band's tenor
pan to tune before Panorama, a chess challenge in a board game cafe (a ten-pence piece by the taken
rook), tapes to rewind and return (a quarter on the armchair), a capsule hotel's check-out at ten
(implied), seven cats to feed before opening over a move: `unknown_task` (15, six with a coin in the
room, two with a walk); five coin games told in new ways (a silent film's "THE SILVER DIME / A
Photoplay in One Reel ... find it -- and take it!", a SQL game's objective "Find the coin. Take the
coin." with the coin among the items, a horoscope's "Find it and pick it up, and the luck of the
whole month is yours.", a smartwatch's "New challenge! Find the coin hidden in the allotment and
pick it up." after a move, a board game's rules read aloud "The first player to find the gold coin
hidden in the house and pick it up wins the game."): an answer. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"


def table(prompt: str, query: str, head: tuple[str, ...], row: tuple[str, ...]) -> str:
    """One psql result as the SQL game prints it."""
    widths = [max(len(a), len(b)) for a, b in zip(head, row, strict=True)]
    top = "|".join(f" {h.center(w)} " for h, w in zip(head, widths, strict=True)).rstrip()
    rule = "+".join("-" * (w + 2) for w in widths)
    body = "|".join(f" {c.ljust(w)} " for c, w in zip(row, widths, strict=True)).rstrip()
    return f"{prompt}=> {query}\n{top}\n{rule}\n{body}\n(1 row)\n"


ITEMS = [
    # ---- another task (unknown_task) ----
    item(
        "SEVA ROTA - LANGAR HALL KITCHEN\nYour seva this morning: roll and cook the rotis. "
        "Rotis made: 0/300. Auntie Jaswinder says the dough is ready.\n\nLangar Kitchen\nGreat "
        "pots of dal simmer on the burners, and a row of volunteers sits cross-legged around "
        "the hot plate. The hall where everyone eats is north. The store room is east; its door "
        "is open.",
        R("Langar Kitchen", "n e"),
        expect=UNKNOWN,
        notes="the goal is cooking three hundred rotis, not a coin: another task",
    ),
    item(
        "CHALLENGE: Score 90 or more on three songs before closing (0/3).\n\nKaraoke Room 2\n"
        "The screen glows with a list of ballads, and two microphones lie on the table. A "
        "hundred-yen coin has rolled under the sofa. The door to the corridor, east, is shut.",
        R("Karaoke Room 2", "e", closed="e", coin=True),
        expect=UNKNOWN,
        notes="a singing challenge is another task, even with a coin in the room",
    ),
    item(
        "Count the ballots before the returning officer arrives at midnight.\nBallots counted: "
        "0/412\n\nCounting Room\nTrestle tables, sealed ballot boxes, and tellers sharpening "
        "their pencils. The corridor door is south.",
        R("Counting Room", "s"),
        expect=UNKNOWN,
        notes="counting ballots is another task",
    ),
    item(
        "ORDERS UP: 0/12 tacos. The lunch rush starts in ten minutes!\n\nTaco Truck\nThe "
        "griddle spits, and the order window is already full of hungry faces. A quarter has "
        "fallen onto the floor mat by the cooler. The back door, west, is propped open with a "
        "crate of limes.",
        R("Taco Truck", "w", coin=True),
        expect=UNKNOWN,
        notes="a tally of tacos is another task, even with a quarter on the floor",
    ),
    item(
        (
            "You are in the hallway of the flat. Coats hang on hooks, and a telephone is fixed "
            "to the wall. The kitchen is north. The stairwell door, south, stands open.",
            R("hallway", "n s", leads={"n": "kitchen"}),
        ),
        "north",
        (
            "A note is pinned to the kitchen door:\n\nTHIS WEEK'S ROTA: YOU WASH THE CORRIDOR "
            "FLOOR. THE BUCKET IS UNDER THE SINK. - ORLOVA\n\nYou are in the kitchen. Seven "
            "stoves, seven tables, and a sink with a bucket under it. The hallway is south.",
            R("kitchen", "s", leads={"s": "hallway"}),
        ),
        expect=UNKNOWN,
        notes="a rota pinned to the door after a move sets a chore, not a coin: another task "
        "(the map facts still hold)",
    ),
    item(
        "THE PERILS OF PRUDENCE\nChapter Four: Prudence must reach the signal box before the "
        "10:15 express!\n~ TITLE CARD ~\nTHE RAILWAY CUTTING.\n~ ~ ~\nOn the screen: a railway "
        "cutting at dusk, and our Heroine beside the line. A path leads NORTH to the signal "
        "box; the tunnel mouth is SOUTH.",
        R("The Railway Cutting", "n s"),
        expect=UNKNOWN,
        notes="a silent film serial whose goal is reaching the signal box: another task",
    ),
    item(
        "$VAR1 = {\n          'quest' => 'Mend the loom: heddles fixed 0/3',\n          'room' "
        "=> 'Weaving Shed',\n          'exits' => {\n                       'north' => 'Dye "
        "Yard'\n                     },\n          'items' => [\n                       "
        "'broken heddle',\n                       'coin'\n                     ]\n        };",
        R("Weaving Shed", "n", coin=True),
        expect=UNKNOWN,
        notes="a Perl game's quest to mend a loom is another task, even with a coin among the "
        "items",
    ),
    item(
        table(
            "quest",
            "SELECT objective FROM quest;",
            ("objective",),
            ("Carry the swan pie to the Great Hall",),
        )
        + "\n"
        + table(
            "quest",
            "SELECT * FROM here;",
            ("room", "ways", "items"),
            ("Dry Larder", "north, east", "swan pie, spice box"),
        ),
        R("Dry Larder", "n e"),
        expect=UNKNOWN,
        notes="a SQL game's objective is carrying a pie: another task",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the living room. In one part of the room you see a sofa, "
        "that has a dirty sock, and a coin on it. There is also a coffee table, that has a "
        "toothbrush on it. You also see a TV stand, that has nothing on it. \nTo the North you "
        "see the kitchen. ",
        R("living room", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up in its manner: another task, even with a coin on the "
        "sofa",
    ),
    item(
        "\n\n\nWelcome to TextWorld! You're hungry, and the cookbook in the kitchen will tell "
        "you what to make. Gather what it asks for, cook it, and eat it.\n\n-= Scullery =-\nYou "
        "arrive in a scullery. A normal kind of place.\n\nYou see a mop bucket.\n\nThere is an "
        "exit to the east. Don't worry, it is unblocked.\n\n\n>" + " " * 128 + "-= Scullery =-0/1",
        R("Scullery", "e"),
        expect=UNKNOWN,
        notes="a TextWorld-like speech about cooking a meal: another task",
    ),
    item(
        "PANORAMA IS SATURDAY. Tune the tenor pan before the judges come: notes in tune 3/29."
        "\n\nTuning Shed\nHammers, a strobe tuner and a pan upturned on the bench. The panyard is "
        "west, through an open doorway.",
        R("Tuning Shed", "w"),
        expect=UNKNOWN,
        notes="tuning a steel pan is another task",
    ),
    item(
        "TONIGHT'S CHALLENGE: beat the owner at chess and your coffee is free.\n\nBack Room\nA "
        "chessboard is set up by the window, and the owner is already waiting. A ten-pence "
        "piece lies beside the rook she took last night. The main room is south.",
        R("Back Room", "s", coin=True),
        expect=UNKNOWN,
        notes="a chess challenge is another task, even with a coin lying here",
    ),
    item(
        "BE KIND, REWIND\nTapes rewound: 2 of 3. Return them before the shop shuts at ten."
        "\n\nYou are in the living room. The video recorder whirs under the television, and a "
        "quarter lies on the armchair. The front door is south.",
        R("living room", "s", coin=True),
        expect=UNKNOWN,
        notes="rewinding and returning tapes is another task, even with a quarter here",
    ),
    item(
        "CHECK-OUT 10:00. It is 9:52.\n\nCapsule Lobby\nShoe lockers line the wall, and the "
        "reception desk stands at the far end with its little bell. The lift is west, and the "
        "street doors are south.",
        R("Capsule Lobby", "w s"),
        expect=UNKNOWN,
        notes="a check-out time implies a goal (leave by ten) that is not the coin: another task",
    ),
    item(
        (
            "Seven cats, seven bowls. Feed them all before opening. Cats fed: 0/7.\n\nCat Cafe\n"
            "Cushions, climbing posts and a great many cats, all of them watching the kitchen "
            "door. The kitchen is east. The street door, south, is locked until opening.",
            R("Cat Cafe", "e s", locked="s", leads={"e": "kitchen"}),
        ),
        "east",
        (
            "Kitchen\nTins of cat food are stacked by the sink, and a bag of biscuits leans "
            "against the fridge. The only door is west.",
            R("Kitchen", "w", leads={"w": "cat cafe"}),
        ),
        expect=UNKNOWN,
        notes="feeding seven cats is another task, told before a move",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "THE SILVER DIME\nA Photoplay in One Reel\n~ ~ ~\nSomewhere in old Grimsby's ice cream "
        "works a silver dime lies hidden. Our Heroine must find it -- and take it!\n~ TITLE "
        "CARD ~\nTHE PACKING ROOM.\n~ ~ ~\nOn the screen: tubs and tins on a long bench. A "
        "doorway leads NORTH; another leads EAST.",
        R("The Packing Room", "n e"),
        notes="a silent film's title: the goal is finding the dime and taking it, the coin task; "
        "no coin here: go north or go east",
    ),
    item(
        table(
            "quest",
            "SELECT objective FROM quest;",
            ("objective",),
            ("Find the coin. Take the coin.",),
        )
        + "\n"
        + table(
            "quest",
            "SELECT * FROM here;",
            ("room", "ways", "items"),
            ("Boot Room", "north, west", "boot jack, coin"),
        ),
        R("Boot Room", "n w", coin=True),
        notes="a SQL game's objective is the coin task; the coin among the boot room's items: "
        "take coin",
    ),
    item(
        "YOUR STARS TODAY - LEO\nA coin is hidden somewhere in this house, and it is meant for "
        "you. Find it and pick it up, and the luck of the whole month is yours.\n\nYou are in "
        "the hall. The stairs go up. The sitting room is west, and the front door, south, is "
        "locked.",
        R("hall", "up w s", locked="s"),
        notes="a horoscope whose goal is finding the coin and picking it up: the coin task; the "
        "front door is locked, the stairs go up (outside the vocabulary): go west",
    ),
    item(
        (
            "Allotment Gate\n\u2191 N  Shed\n\u2192 E  Lane\n[Dismiss]",
            R("Allotment Gate", "n e", leads={"n": "shed"}),
        ),
        "north",
        (
            "New challenge!\nFind the coin hidden in the allotment and pick it up.\n[Accept]\n\n"
            "Shed\n\u2193 S  Allotment Gate\n\u2192 E  Potato Beds\n\u2190 W  Greenhouse (door "
            "shut)\n[Dismiss]",
            R(
                "Shed",
                "s e w",
                closed="w",
                leads={"s": "allotment gate", "e": "potato beds", "w": "greenhouse"},
            ),
        ),
        notes="a smartwatch's challenge after a move: finding the coin and picking it up is "
        "the coin task; south is the way in, east and the shut greenhouse door west are "
        "unexplored: go east or open west",
    ),
    item(
        "RULES (read them aloud): The first player to find the gold coin hidden in the house "
        "and pick it up wins the game.\n\nYou are in the dining room. The board is set out on "
        "the table, and nobody has moved yet. The hall is east. The kitchen door, north, is "
        "shut.",
        R("dining room", "e n", closed="n"),
        notes="a board game's rules set the coin task (find the gold coin and pick it up); no "
        "coin here: go east or open north",
    ),
]
