"""other_task, sixteenth round: games whose goal is another task, told at length before long
rooms: a lighthouse lamp to light before sunset (a penny on the lamp-room floor), a murder to
solve before the police come (a gold coin on the dead man's desk, a clue), TextWorldExpress's
cooking, tidy-up (a coin on the counter) and map-reading tasks (the coin for the parlour's box,
in the room), a quest journal's errand after a move, a night locked in a museum, a mother's list
of chores (a penny in the straw), a flower show, four bells to ring in the order of the compass
(a goal full of direction words), a library errand (a threepenny bit on the reading table), a
dog to walk before the rain, a MUD's Simon-says game, a birdwatcher's tally, a riddle whose
answer is a piano: `unknown_task` (15, six with a coin in the room). Five coin games told in new
ways (an answer): a will read by a solicitor, a verse painted over an inn's fireplace, a
miser's ghost, a game's own scoring note, a telegram after a move. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "The solicitor clears his throat and reads on. \"'...and to whichever of my nephews "
        "shall first find the gold guinea which I have hidden in Tallis House, and take it "
        "into his hand, I leave the house, its contents, and my good opinion, such as it "
        'is.\'" He folds the paper. "That is all, gentlemen. The house is yours to search."\n\n'
        "Hall of Tallis House\n"
        "A cold hall, flagged in grey stone, with a dead fire and a stag's head whose glass "
        "eyes follow you about. Your cousins have already scattered through the house, arguing. "
        "The dining room is west, through a pair of double doors standing open. The door to "
        "the kitchens, at the back of the hall to the north, is closed.",
        R("hall of tallis house", "w n", closed="n"),
        notes="a will whose prize is to find the hidden guinea and take it: the coin task; no "
        "coin here: go west, open north",
    ),
    item(
        "Painted in faded letters on the beam over the fireplace of the Three Tuns:\n\n"
        "    ONE DOUBLOON LIES IN THIS HOUSE HID,\n"
        "    FIND IT, AND TAKE IT, AS THE CAPTAIN DID;\n"
        "    WHO HOLDS IT IN HIS HAND BY THE STROKE OF TEN\n"
        "    SHALL DRINK FOR NOTHING HERE AGAIN.\n\n"
        "The landlord winks at you. \"Game's on, if you want it. Clock's at half past nine.\"\n\n"
        "Taproom of the Three Tuns\n"
        "Low beams, sawdust, a dartboard with most of its wires gone. Fishermen play dominoes "
        "in the corner and pay you no mind. The back parlour is east, through an open door; "
        "the cellar door, in the south wall, is locked, and the landlord has the key on his "
        "belt.",
        R("taproom of the three tuns", "e s", locked="s"),
        notes="a verse whose game is to find the doubloon and take it: the coin task; the "
        "cellar door locked: go east",
    ),
    item(
        "A cold draught, and a grey shape in the corner of your eye. The ghost of old Josiah "
        'Crumb, the miser, wrings his hands. "My last farthing," he whispers. "Somewhere in '
        'these rooms. Find it. Pick it up. Then I can rest." And he is gone.\n\n'
        "Counting Room\n"
        "A narrow room with one window, barred, looking north onto the alley. The miser's desk "
        "is thick with dust, his ledgers stacked in a leaning tower, his spectacles folded on "
        "top. The floorboards are bare; he would not pay for a carpet. In the crack between "
        "two of them, close to the desk, something catches the light: a copper farthing.\n\n"
        "The only door is east, and it is open.",
        R("counting room", "e", coin=True),
        notes="a ghost asks the player to find the farthing and pick it up: the coin task; the "
        "farthing is here: take coin",
    ),
    item(
        "SCORING. You get one point for picking up the coin. That is the only point there is. "
        "The coin is somewhere in the house. Good luck.\n\n"
        "Back Stairs Landing\n"
        "A cramped landing where the servants' stair turns. A window of wavy old glass looks "
        "east over the stable yard. A housemaid's box of brushes and blacklead stands by the "
        "wall. The nursery corridor runs north from here; the door to the linen room, south, is "
        "shut. The stairs go down to the kitchens.",
        R("back stairs landing", "n s d", closed="s"),
        notes="a game's own scoring note: its one point is for picking up the coin, the coin "
        "task; the window east is no exit, the stairs down outside the vocabulary: go north, "
        "open south",
    ),
    item(
        (
            "Station Yard\n"
            "The little station is shut up for the night, its gas lamps unlit. A cab waits "
            "with its horse asleep in the shafts. The station master has given you a telegram "
            "addressed to you, and the road to the village runs north.",
            R("station yard", "n"),
        ),
        "read telegram",
        (
            "The telegram reads:\n\n"
            "    ARRIVED SAFELY STOP ONE COIN HIDDEN IN GRANGE STOP FIND IT TAKE IT STOP "
            "NOTHING ELSE MATTERS STOP AUNT MAUD\n\n"
            "You fold it into your pocket.",
            K("none"),
        ),
        "north",
        (
            "Village Street\n"
            "A street of flint cottages with their doors shut and their curtains drawn. "
            "The pub sign creaks in the wind: the Grange Arms, with a painting of a big grey "
            "house on it. The Grange itself lies east, up a drive between limes, its gate "
            "open. The street goes on north to the church; the station is south.",
            R("village street", "e n s", leads={"s": "station yard"}),
        ),
        notes="a telegram read after the first room sets the coin task (find it, take it); in "
        "the street the station (south) is visited and the way first entered: go east or north",
    ),
    # ---- another task: unknown_task ----
    item(
        "The keeper has broken his leg, and the light must be lit before sunset or the "
        "Dorothea will come in blind onto the Mewstone. You have the matches. You have half an "
        "hour.\n\n"
        "Lamp Room\n"
        "The great lens stands in the middle of the lamp room like a glass beehive, its brass "
        "gone green at the seams. The paraffin tank is full. Around the lens, windows on every "
        "side show the sea turning the colour of a bruise. The only way down is the iron stair. "
        "On the floor by the tank lies a penny, dropped from the keeper's pocket when they "
        "carried him down.",
        R("lamp room", "d", coin=True),
        expect=UNKNOWN,
        notes="the goal is the lamp, lit before sunset; a penny on the floor does not make it "
        "the coin task: unknown_task",
    ),
    item(
        "Sir Roderick Vane lies dead in his library, and the police will be here at dawn. By "
        "then you must know who killed him, and how, and why.\n\n"
        "Library\n"
        "Sir Roderick lies where he fell, beside the desk, and you try not to look at him. "
        "The fire has burned down to ash. On the desk, among the papers, a gold coin lies on "
        "top of a letter, as if it had been put there to hold the letter down, or to be "
        "found. The windows are fastened on the inside. The door to the hall, north, is open; "
        "a door in the east wall, to the gun room, is locked.",
        R("library", "n e", locked="e", coin=True),
        expect=UNKNOWN,
        notes="a murder to solve: another task, even with a gold coin (a clue) on the desk: "
        "unknown_task",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\n"
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter, that has a cookbook, and a knife on it. In one part of the room you see a "
        "kitchen cupboard that is closed. There is also a dining table, that has a bowl of "
        "salt on it. \n"
        "To the North you see a closed wood door. To the West you see the backyard. ",
        R("kitchen", "n w", closed="n"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task in its manner: unknown_task",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\n"
        "You are in the living room. In one part of the room you see a sofa, that has a dirty "
        "sock on it. There is also a coffee table, that has a coin, a toothbrush, and a mug on "
        "it. You also see a book case, that has nothing on it. In another part of the room you "
        "see a TV stand, that has a frying pan on it. \n"
        "To the South you see the corridor. Through an open sliding patio door, to the East "
        "you see the backyard. ",
        R("living room", "s e", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task in its manner, a coin among the things on the "
        "coffee table: another task, unknown_task",
    ),
    item(
        "Your task is to take the coin that is located in the scullery, and put it into the "
        "box found in the parlor. A map is provided, that you may find helpful.\n\n"
        "You are in the scullery. In one part of the room you see a sink, that has a coin on "
        "it. There is also a drying rack, that has a plate on it. You also see a map. \n"
        "To the North you see the kitchen. To the West you see the laundry room. ",
        R("scullery", "n w", coin=True),
        expect=UNKNOWN,
        notes="the map reader's coin to be carried to a box in another room, with the coin "
        "here: another task (the earlier rounds' call), unknown_task",
    ),
    item(
        (
            "Apothecaries' Hall\n"
            "A hall of dark wood and brass, with jars of drugs on shelves to the ceiling, each "
            "labelled in Latin. A stuffed crocodile hangs from the rafters. The Master of the "
            "Company sits at a long table, writing. The street door is south, and the physic "
            "garden lies north through an open gate.",
            R("apothecaries' hall", "s n", leads={"n": "physic garden"}),
        ),
        "talk to master",
        (
            'The Master looks up. "Ah. The new apprentice. Take this wax pattern to the '
            "bell-founder's, and do not drop it.\"\n\n"
            "[Journal updated] The Bell-Founder's Errand: Deliver the wax pattern to the "
            "foundry.",
            K("none"),
        ),
        "north",
        (
            "Physic Garden\n"
            "Beds of herbs laid out in knots, each plant on its slate label: comfrey, "
            "feverfew, henbane, rue. A sundial, a bench, bees in the lavender. The gate to the "
            "hall is south; a path goes west between box hedges to the lane.",
            R("physic garden", "s w", leads={"s": "apothecaries' hall"}),
        ),
        expect=UNKNOWN,
        notes="a quest journal's errand (a delivery) set before a move: unknown_task",
    ),
    item(
        "You dozed off in front of the Egyptian mummies, and now the museum is shut and dark "
        "and the doors are locked. Get out before the cleaners arrive at six.\n\n"
        "Egyptian Gallery\n"
        "Glass cases glimmer in the light of the exit signs: mummies in their painted "
        "cases, canopic jars, a cat wrapped in linen like a parcel. A case of scarabs and gold "
        "rings stands locked in the middle of the floor. The gallery's great doors, west, are "
        "locked. A service door to the north, marked STAFF ONLY, stands ajar.",
        R("egyptian gallery", "w n", locked="w"),
        expect=UNKNOWN,
        notes="an escape before six: another task; the locked doors west, the staff door north "
        "ajar: unknown_task",
    ),
    item(
        "Mother's list, pinned to the dresser:\n"
        "  1. Bring in the washing before it rains.\n"
        "  2. Feed the pig.\n"
        "  3. Shut the hens in.\n"
        "  4. Don't let the fire go out.\n\n"
        "Henhouse\n"
        "A wooden henhouse on legs, smelling of straw and droppings. The hens are out in the "
        "run, except one broody who glares at you from her nest box. In the straw by the door "
        "lies a penny, dropped by somebody who came for eggs. The door to the run is east; it "
        "is open.",
        R("henhouse", "e", coin=True),
        expect=UNKNOWN,
        notes="a list of chores that names no coin, with a penny in the straw: unknown_task",
    ),
    item(
        "The Lower Wyke Flower Show opens at noon, and the judges are strict. Your marrows, "
        "your sweet peas and your six best onions must be on the show bench in the marquee "
        "by eleven. It is ten past ten.\n\n"
        "Potting Shed\n"
        "Your marrows lie on the bench, glossy and enormous, under a damp sack. The sweet peas "
        "stand in a bucket of water. The onions, dressed and tied, sit in a seed tray. The door "
        "is west, onto the garden path, and it is open. Through the little window to the east "
        "you can see the marquee going up on the green.",
        R("potting shed", "w"),
        expect=UNKNOWN,
        notes="a flower show's entries to carry: another task; the marquee seen through the "
        "window east is no exit: unknown_task",
    ),
    item(
        "THE FOUR BELLS. Ring the four bells of the abbey in the order of the compass: north, "
        "east, south and west. Ring them out of order and you begin again.\n\n"
        "Abbey Crossing\n"
        "You stand under the central tower, where the nave, the choir and the two transepts "
        "meet. Bell ropes hang in the lantern high above, out of reach. The nave goes west "
        "toward the great door, and the choir east toward the high altar; the north transept "
        "is through an arch to the north. The south transept is closed off by a wooden screen "
        "with a locked door in it.",
        R("abbey crossing", "w e n s", locked="s"),
        expect=UNKNOWN,
        notes="a goal full of compass words (bells to ring in order) is another task; the exits "
        "are read from the room, the south screen's door locked: unknown_task",
    ),
    item(
        "[Errand] Return the library books (0/3)\n"
        "  - The Natural History of Selborne\n"
        "  - A Treatise on Bee-Keeping\n"
        "  - Lorna Doone\n\n"
        "Reading Room\n"
        "Green-shaded lamps on long tables, the smell of leather and floor polish, and a "
        "librarian who says 'Hush' whenever a page is turned too loudly. On the nearest table, "
        "beside a newspaper on its wooden pole, somebody has left a threepenny bit. The "
        "returns desk is north, through an open door. The stacks are east, past a turnstile "
        "that clicks.",
        R("reading room", "n e", coin=True),
        expect=UNKNOWN,
        notes="an errand in a HUD line that names no coin, with a threepenny bit on the table: "
        "unknown_task",
    ),
    item(
        (
            "Back Porch\n"
            "Wellingtons in a row, a dog lead on a hook, a barometer tapped so often that its "
            "glass has cracked. The sky to the west is the colour of slate. Biscuit, the "
            "spaniel, sits on the mat and looks at the lead, and then at you, and then at the "
            "lead. The garden is south, down two steps; the kitchen is east.",
            R("back porch", "s e", leads={"s": "garden"}),
        ),
        "south",
        (
            "Garden\n"
            "The first drops are falling, fat and cold. Biscuit has followed you out, and now "
            "he sits on the path with his head on one side, waiting for the walk you promised "
            "him. The gate to the lane is west, and the porch is north.",
            R("garden", "w n", leads={"n": "back porch"}),
        ),
        expect=UNKNOWN,
        notes="a dog to be walked before the rain, implied by the situation: another task, "
        "unknown_task",
    ),
    item(
        'Simon the Jester capers into the room. "A game! A game! Do exactly what Simon '
        'says, and only what Simon says, and the prize is yours!"\n'
        "Simon the Jester says, 'Simon says: bow.'\n\n"
        "The Great Hall\n"
        "  Banners hang from the hammerbeams, and a long table runs the length of the hall,\n"
        "set for a feast nobody has eaten. Minstrels' gallery, tapestries, a fire you could\n"
        "stable a horse in.\n"
        "[Exits: north south west]\n"
        "Simon the Jester is here, juggling three turnips.\n"
        "<150hp 60m 120mv> ",
        R("the great hall", "n s w"),
        expect=UNKNOWN,
        notes="a MUD's Simon-says game: another task, unknown_task",
    ),
    item(
        "BIRDS SEEN: 3/10 (robin, wren, dunnock)\n"
        "Still to find: kingfisher, heron, treecreeper, nuthatch, goldcrest, little owl, "
        "yellowhammer.\n\n"
        "Riverbank\n"
        "Alders lean over the water, and a path runs along the bank under them, muddy and "
        "trodden. The river slides past, brown and quick. A kingfisher's hole shows in the "
        "far bank, but the far bank is on the far side of the river, and there is no bridge. "
        "The path goes on north and south.",
        R("riverbank", "n s"),
        expect=UNKNOWN,
        notes="a birdwatcher's tally: another task; the river west is no way: unknown_task",
    ),
    item(
        "THE RIDDLE ROOM. Answer the riddle carved over the door, and the door will open: "
        "'I have keys, but open no locks; I have a lid, but hold nothing; I have a voice, but "
        "never speak.' SAY your answer.\n\n"
        "Riddle Room\n"
        "A bare white room with a stone floor. In the middle of it stands an old upright "
        "piano, its lid down. The door in the north wall, over which the riddle is carved, is "
        "locked; it has no keyhole. There is no other way out.",
        R("riddle room", "n", locked="n"),
        expect=UNKNOWN,
        notes="a riddle to answer (a piano): another task, unknown_task",
    ),
]
