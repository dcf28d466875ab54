"""other_task, thirtieth round: games whose goal is not the coin (`unknown_task`), some with a coin
in the room and some with a walk, with the round's emphasis on coin words and compass words in
goals that name no coin to take: a telephone exchange's shift orders (a penny under the operator's
chair), a missing reel of tape, "Objective: Sharpen the hire skates (0/12)", a bishop's lost ring
(a groat on the hearth), "Clocks wound: 0 of 4" over a walk, ferrets to feed (a shilling in the
straw), the post to sort before the first round, the fire bell, the prompt book before curtain up
(a walk with a refusal), the ice resurfacer to put away, a quest added after a move, a cat called
Florin (a coin word that is a name), the Sovereign's Seal (a king's seal, no coin),
TextWorldExpress's put-away task (a coin on a counter) and cooking task: `unknown_task` (15, five
with a coin in the room, three with a walk). Five coin games told in new ways, each naming a coin
to find and take or keep: a fortune teller's card, a radio station's contest before a move, a text
from Mum (the coin in the room), a legend of the Bishop's Penny, a clue card that speaks as the
coin: an answer. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task ----
    item(
        "SHIFT ORDERS: Put the mayor's call through to the harbour master before the tide "
        "turns.\n\nSwitchroom\nThree long switchboards and a clock that runs a minute slow. A "
        "penny lies under the operator's chair. The corridor is south and the supervisor's "
        "office east.",
        R("switchroom", "s e", coin=True),
        expect=UNKNOWN,
        notes="a call to put through is another task, even with a penny here",
    ),
    item(
        "Tonight's job: find the missing reel of tape before the nine o'clock news goes "
        "out.\n\nRecord Library\nShelves of brown sleeves from floor to ceiling. The archway "
        "is south and the tape store door, west, is shut.",
        R("record library", "s w", closed="w"),
        expect=UNKNOWN,
        notes="a reel of tape to find is another task",
    ),
    item(
        "Objective: Sharpen the hire skates (0/12)\n\nSkate Hire\nRacks of blunt skates and a "
        "grinding wheel, cold. The rink is north and the cafe is west.",
        R("skate hire", "n w"),
        expect=UNKNOWN,
        notes="skates to sharpen are another task",
    ),
    item(
        "'The bishop has lost his ring,' the chaplain whispers. 'Find it before Evensong, or "
        "we shall never hear the end of it.'\n\nBishop's Study\nA fire, a desk, and a silver "
        "groat on the hearth. The door to the gallery is north, and it is shut.",
        R("bishop's study", "n", closed="n", coin=True),
        expect=UNKNOWN,
        notes="a ring to find is another task, even with a groat on the hearth",
    ),
    item(
        (
            "Clocks wound: 0 of 4\n\nClock Landing\nA long-case clock, stopped, and a window on "
            "the stable yard. Passages lead east and west.",
            R("clock landing", "e w"),
        ),
        "east",
        (
            "Clocks wound: 0 of 4\n\nNursery Passage\nA cuckoo clock with no cuckoo, and a "
            "rocking horse. The landing is west; the night nursery door, north, stands open.",
            R("nursery passage", "w n"),
        ),
        expect=UNKNOWN,
        notes="clocks to wind are another task, told over a move",
    ),
    item(
        "Your chore: feed the ferrets before they start on each other.\n\nFerret Shed\nThe "
        "hutches rattle with impatience. A shilling lies in the spilled straw. The only door is "
        "west.",
        R("ferret shed", "w", coin=True),
        expect=UNKNOWN,
        notes="ferrets to feed are another task, even with a shilling in the straw",
    ),
    item(
        "TASK: Sort the morning post into the pigeonholes before the first round (0/140).\n\n"
        "Sorting Office\nSacks of letters slumped against the frames. The loading bay is east; "
        "the counter is south, through a door that is locked until nine.",
        R("sorting office", "e s", locked="s"),
        expect=UNKNOWN,
        notes="post to sort is another task",
    ),
    item(
        "Goal: Ring the fire bell and call the crew in.\n\nWatch Room\nA desk, a telephone and a "
        "map of the district stuck with pins. The bay is north, and the yard is west.",
        R("watch room", "n w"),
        expect=UNKNOWN,
        notes="a bell to ring is another task; the district map's pins are no exits",
    ),
    item(
        (
            "Curtain up in ten minutes and the prompt book is missing. Find it.\n\nWings\nRopes, "
            "sandbags and a fire bucket. The stage is east and the dock door, south, is shut.",
            R("wings", "e s", closed="s"),
        ),
        "north",
        ("A wall of flats blocks your way north.", K("refused")),
        expect=UNKNOWN,
        notes="a prompt book to find is another task; north refused",
    ),
    item(
        "Objective: Drive the ice resurfacer back into its garage.\n\nRink End\nThe resurfacer "
        "sits steaming on the ice. The garage is north, its roller door up; the stands are "
        "east.",
        R("rink end", "n e"),
        expect=UNKNOWN,
        notes="a machine to put away is another task",
    ),
    item(
        (
            "Vestry Stair\nA narrow stair and a smell of candle wax. The vestry is north; the "
            "nave is east.",
            R("vestry stair", "n e"),
        ),
        "north",
        (
            "[Quest added: The Lost Hymn Book]\n\nVestry\nCassocks on pegs, and a cupboard "
            "with its door hanging open, empty. A florin lies on the sill. The stair is south.",
            R("vestry", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="a hymn book quest added after a move is another task, even with a florin on "
        "the sill",
    ),
    item(
        "MISSING: Mrs Oddie's ginger cat, Florin. Answers to his name, sometimes. Find him and "
        "bring him home.\n\nCoal Yard\nHeaps of coal and a weighbridge. The lane is west; the "
        "coal office door, north, is closed.",
        R("coal yard", "w n", closed="n"),
        expect=UNKNOWN,
        notes="Florin is a cat's name: a cat to find is another task",
    ),
    item(
        "Find the Sovereign's Seal and return it to the Lord Chamberlain before the "
        "audience.\n\nRobing Room\nVelvet robes on stands, and a long mirror. The throne room "
        "is north and the corridor south.",
        R("robing room", "n s"),
        expect=UNKNOWN,
        notes="the Sovereign's Seal is a king's seal, no coin, and it is to be returned: "
        "another task",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the kitchen. In one part of the room you see a fridge that "
        "is closed. There is also a counter, that has a coin on it. You also see a dining "
        "chair, that has nothing on it. \nTo the North you see the corridor. To the East you "
        "see a closed plain door. ",
        R("kitchen", "n e", closed="e", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's put-away task is another task, even with a coin on the counter",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
        "the recipe. Once done, enjoy your meal!\n\nYou are in the pantry. In one part of the "
        "room you see a shelf, that has nothing on it. \nThrough an open plain door, to the "
        "South you see the kitchen. ",
        R("pantry", "s"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task is another task",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "MADAME ZELDA SEES ALL\nYou will find a silver coin in a house of many doors. Pick it "
        "up, and your luck will turn.\n\nFront Hall\nA hat stand, a barometer and four doors. "
        "The doors north and east stand open; the doors south and west are shut.",
        R("front hall", "n e s w", closed="s w"),
        notes="a fortune card whose goal is finding a coin and picking it up: the coin task; "
        "no coin here: go or open any way",
    ),
    item(
        (
            "'...and that's the news. Now, contest time! We've hidden a silver dollar somewhere "
            "in this very building. First listener to find it and pocket it keeps it!'\n\n"
            "Reception\nA sofa, a rubber plant and a signed photo of the breakfast team. The "
            "studios are north; the street door is south.",
            R("reception", "n s"),
        ),
        "north",
        (
            "Studio Corridor\nRed lights over every door, all of them dark. Studio A is east "
            "and Studio B west; reception is south.",
            R("studio corridor", "e w s"),
        ),
        notes="a contest to find a silver dollar and pocket it is the coin task; after a move "
        "north, Studio A and Studio B are unvisited",
    ),
    item(
        "Mum: hid a pound coin somewhere in the house for u. find it & its yours x\n\nLanding\n"
        "A laundry basket, a radiator, and a pound coin on the top stair. Bedrooms north and "
        "east; the bathroom is west.",
        R("landing", "n e w", coin=True),
        notes="a text whose goal is a coin to find and keep: the coin task; the pound coin is "
        "here: take it",
    ),
    item(
        "THE BISHOP'S PENNY\nAn Interactive Legend\n\nWhoever finds the Bishop's Penny and "
        "takes it up, says the old story, shall never want for bread. Tonight you mean to find "
        "it.\n\nCloister Garth\nA square of grass with a well in the middle. Arches open "
        "north, east and south; the west walk is blocked by scaffolding.",
        R("cloister garth", "n e s"),
        notes="a legend whose goal is finding a penny and taking it up: the coin task; the "
        "scaffolding blocks the way west",
    ),
    item(
        "CLUE CARD 1 of 1\nI'm a silver coin, round and bright, and I'm hiding somewhere in "
        "this house. Find me and take me home.\n\nGarden Room\nWicker chairs and "
        "geraniums. The garden door, east, is open; the hall is north.",
        R("garden room", "e n"),
        notes="a clue card speaking as a silver coin to be found and taken: the coin task; no "
        "coin here",
    ),
]
