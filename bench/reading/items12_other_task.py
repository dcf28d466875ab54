"""other_task, twelfth round: games whose goal is told as a story, a list, a request, a HUD
line, a quest log, a note or implied by the situation. Another task (`unknown_task`, 15 items,
five with a coin in the room): a vicar's missing cat, a shopping list (a penny on the shop
counter), lamps to light before the guests come, a parcel in a HUD line, "Lost lambs found:
1/4" (a sixpence in the grass), a photo editor's owl, plants to water in TextWorldExpress's
manner (a coin on the counter), a ferry ticket, a bell-ringing order, a deck to scrub (a penny
in the scuppers), a quest log's sealed letter (after a move), bread about to burn (implied), a
farmer's cows (his words after a move), a pub quiz's answer sheet, a check-box list of hen-house
chores (a farthing in the straw). The coin task told in five new ways (an answer): a story of
the miller's daughter's gold coin, a numbered list "1. Find the coin. 2. Pick it up.", a child's
lucky sixpence "whoever finds it can keep it" (the sixpence in the room), a HUD's "Pocket the
coin 0/1" (a coin on the sill), Gramps's note after a move. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "Long ago the miller's daughter dropped a gold coin somewhere in the mill, and nobody "
        "ever found it. Tonight you mean to find it, pick it up, and keep it.\n\nMill Floor\nThe "
        "great stones are still, and flour dust hangs in the lantern light. A door leads south "
        "to the yard; a ladder climbs to the hopper loft.",
        R("mill floor", "s up"),
        notes="the coin task told as a story (find the coin, pick it up): an answer; south "
        "is the one exit of the vocabulary",
    ),
    item(
        "TODAY\n1. Find the coin.\n2. Pick it up.\n3. That's it. Really.\n\nYou are in the front "
        "room. The hall is west of here; the bay window looks out on the street.",
        R("front room", "w"),
        notes="a numbered list whose steps are the coin task: an answer; the bay window is no exit",
    ),
    item(
        "'I dropped my lucky sixpence somewhere in the house,' says little Nell. 'Whoever "
        "finds it can keep it. I'm getting a new one for my birthday.'\n\nNursery\nA rocking "
        "horse, a cot, a shelf of picture books. The door is east. A sixpence glints under the "
        "cot.",
        R("nursery", "e", coin=True),
        notes="a child's request whose goal is finding a sixpence and keeping it: the coin "
        "task; the sixpence is here (take it)",
    ),
    item(
        "[ QUEST ]  Pocket the coin  0/1    Area: Old Rectory\n\nBack Kitchen\nA stone sink and "
        "a copper kettle. Doors lead north and east, and a coin has been left on the window "
        "sill.",
        R("back kitchen", "n e", coin=True),
        notes="a HUD line 'Pocket the coin 0/1' is the coin task; a coin on the sill is in the "
        "room; the copper kettle is no coin",
    ),
    item(
        (
            "Hall\nA dark hall with a tiled floor. A door stands open to the north, and the "
            "parlour is east.",
            R("hall", "n e"),
        ),
        "n",
        (
            "Cellar Head\nA note is pinned to the wall here: 'There's a silver coin hidden "
            "somewhere in this house. Find it and it's yours. -- Gramps'\nThe hall is south; a "
            "narrow passage runs west.",
            R("cellar head", "s w", leads={"s": "hall"}),
        ),
        notes="the goal found in a note after a move (a coin hidden in the house, 'find it "
        "and it's yours'): the coin task; south visited and initial, west unvisited",
    ),
    # ---- other tasks: unknown_task ----
    item(
        "The vicar's cat has been missing since Sunday, and you promised to bring her home "
        "before dark.\n\nChurchyard\nYews and leaning stones. The lych-gate is south; the "
        "church door, north, is open.",
        R("churchyard", "s n"),
        expect=UNKNOWN,
        notes="a goal told as a story (a lost cat): another task",
    ),
    item(
        "Shopping:\n- eggs\n- flour\n- a quarter of tea\n\nVillage Shop\nJars of humbugs line "
        "the shelves. The shop door is south. A penny lies on the counter, next to the bell.",
        R("village shop", "s", coin=True),
        expect=UNKNOWN,
        notes="a shopping list is another task even with a penny on the counter; 'a quarter of "
        "tea' is a weight, no coin",
    ),
    item(
        "'Would you light the lamps in the west wing before the guests arrive?' Mrs Hale asks, "
        "and hands you a taper.\n\nWest Wing Landing\nA long landing lit only by the window at "
        "its far end. Doors lead north and south; the gallery is east.",
        R("west wing landing", "n s e"),
        expect=UNKNOWN,
        notes="a request to light lamps: another task; 'West Wing' is a name",
    ),
    item(
        "TIME 08:42  |  DELIVER: parcel > No. 9 Orchard Row  |  LIVES 3\n\nPost Office\nA "
        "counter with a brass grille, a scale, a rack of postcards. The street door is west.",
        R("post office", "w"),
        expect=UNKNOWN,
        notes="a HUD line whose goal is a delivery: another task",
    ),
    item(
        "Lost lambs found: 1/4\n\nHigh Meadow\nWet grass to your knees. A gate leads west and "
        "the track goes on north. Something small and silver in the grass turns out to be a "
        "sixpence.",
        R("high meadow", "w n", coin=True),
        expect=UNKNOWN,
        notes="a counter of lambs is another task even with a sixpence in the grass",
    ),
    item(
        "The photo editor wants one thing from you tonight: a clear shot of the barn owl.\n\n"
        "Barn\nHay bales stacked high. The big doors are south, and a small door to the east "
        "is shut.",
        R("barn", "s e", closed="e"),
        expect=UNKNOWN,
        notes="a goal told as what someone wants (a photograph): another task",
    ),
    item(
        "Your task is to water every plant in the house, then turn off the tap.\n\nYou are in "
        "the kitchen. In one part of the room you see a counter that has a coin, and a watering "
        "can on it. There is also a sink, that has nothing on it. \nTo the North you see the "
        "pantry. To the East you see a closed plain door. ",
        R("kitchen", "n e", closed="e", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's manner with another task (watering): unknown_task, a coin on "
        "the counter notwithstanding",
    ),
    item(
        "The ferry leaves at noon, and you still haven't found your ticket.\n\nGuest Room\nThe "
        "bed is unmade and your case lies open on it. The door to the landing is north.",
        R("guest room", "n"),
        expect=UNKNOWN,
        notes="an implied goal (a ticket before the ferry): another task",
    ),
    item(
        "Ring the bells in this order: 3, 1, 4, 2. Get it wrong and the whole village will "
        "hear.\n\nRinging Chamber\nFour ropes hang through holes in the ceiling. The stair "
        "goes down, and a door to the west leads onto the leads of the roof.",
        R("ringing chamber", "d w"),
        expect=UNKNOWN,
        notes="a bell-ringing order: another task",
    ),
    item(
        "Captain's orders: the deck is to be scrubbed white before the watch changes.\n\nMain "
        "Deck\nThe deck runs fore and aft: the forecastle door is north, the aft cabin door "
        "south. A penny has rolled into the scuppers.",
        R("main deck", "n s", coin=True),
        expect=UNKNOWN,
        notes="orders to scrub the deck are another task even with a penny in the scuppers",
    ),
    item(
        (
            "QUEST LOG\n> The Bishop's Letter (active)\n    Carry the sealed letter to the "
            "abbot at Ravensworth.\n\nPalace Gate\nThe gate is east of you, and the road runs "
            "north.",
            R("palace gate", "e n"),
        ),
        "north",
        (
            "Ravensworth Road\nThe road climbs between stone walls. It goes on north, and the "
            "palace gate is south.",
            R("ravensworth road", "n s"),
        ),
        expect=UNKNOWN,
        notes="a quest log's delivery stated in the first text: another task after a move too",
    ),
    item(
        "The bread has been in the oven for fifty-eight minutes. The recipe said sixty, and "
        "not a second more.\n\nBakehouse\nThe oven door is shut and the kitchen is west.",
        R("bakehouse", "w"),
        expect=UNKNOWN,
        notes="an implied goal (take the bread out in time): another task; the oven door is no "
        "exit",
    ),
    item(
        (
            "Lane End\nThe lane ends at a farm gate to the north.",
            R("lane end", "n"),
        ),
        "n",
        (
            "Farmyard\n'Ah, there you are,' says the farmer. 'The cows need bringing in from "
            "the top field before milking. Off you go.'\nThe top field is east; the lane is "
            "south.",
            R("farmyard", "e s", leads={"s": "lane end"}),
        ),
        expect=UNKNOWN,
        notes="a farmer's words after a move set another task (cows): unknown_task",
    ),
    item(
        "QUIZ NIGHT - Round 4 answer sheet\nQ1 ____  Q2 ____  Q3 ____\nHand it in at the bar "
        "when done.\n\nSnug\nA tiny room with one table. The door to the bar is east.",
        R("snug", "e"),
        expect=UNKNOWN,
        notes="a quiz's answer sheet is another task",
    ),
    item(
        "Before breakfast:\n[ ] feed the hens\n[ ] collect the eggs\n[ ] shut the gate\n\nHen "
        "House\nNesting boxes along one wall, straw underfoot. The pop-hole is too small for "
        "you; the door is south. A farthing is half hidden in the straw.",
        R("hen house", "s", coin=True),
        expect=UNKNOWN,
        notes="a check-box list of chores is another task even with a farthing in the straw; "
        "the pop-hole is no exit",
    ),
]
