"""other_task, forty-eighth round (emphasis: negations, distractors and door states): goals that are
not the coin, given before the first room or after a turn, in the manners of this round's walks and
others, some with a coin in the room and some whose goal names coins or doors without being the coin
task: TextWorldExpress's cooking, tidy-up and map-reading tasks in its manner ("take the coin that
is located in the laundry room, and put it into the box found in the backyard"); a TextWorld speech
asking for a wrench on a workbench; a porcelain works' dinner service to deliver; a hospital ship's
medicine to carry (a coin on the desk); a MUD quest for a chest of tea; a chatbot's lost charter; a
mission objective to restore power after a move; a quest for a prayer book on a Minitel-like screen
and a move into the library (a dobla on the lectern); a cart to load above a table of ways; a
fortune teller's coin slot to mend; a radio contest's ten stations; a fire warden's doors to check
shut; an audio guide's quiz: `unknown_task` (15, three with a coin in the room, three after a turn);
five coin hunts told as goals (a mission objective to recover a lucky ringgit, a Minitel-like
quest's hidden gold coin, a table game's "GOAL: find the coin and take it." and a move, an Inform
banner's "find the two-mil coin the matron lost, and pocket it", a Spectrum banner's "FIND THE
TORNESE AND TAKE IT."): an answer. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item
from bench.reading.items48_history import screen, table
from bench.reading.items48_twx import closed_door, describe, open_door, thing, way

U = "unknown_task"

ITEMS = [
    item(
        (
            "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
            "the recipe. Once done, enjoy your meal!\n\n"
            + describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a fridge", kind="container"),
                    thing("a counter", ("a cookbook", "a yellow potato", "a coin")),
                    thing("a kitchen cupboard", kind="container"),
                ],
                [way("south", "living room"), closed_door("west", "plain")],
            ),
            R("kitchen", "s w", closed="w", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not the coin, even "
        "with a coin on the counter: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "laundry room",
                [
                    thing("a bench", ("a dirty towel",)),
                    thing("a clothes drier", kind="container"),
                    thing("a washing machine", kind="container"),
                ],
                [open_door("east", "plain", "kitchen")],
            ),
            R("laundry room", "e"),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner: unknown_task",
    ),
    item(
        (
            "Your task is to take the coin that is located in the laundry room, and put it into "
            "the box found in the backyard. A map is provided, that you may find helpful.\n\n"
            + describe(
                "living room",
                [thing("a sofa"), thing("a map", kind="plain"), thing("a TV stand")],
                [way("north", "kitchen"), closed_door("east", "sliding patio")],
            ),
            R("living room", "n e", closed="e"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carrying a coin from another "
        "room to a box is another task: unknown_task",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! Here is your task for today. First off, open the kasai "
            "door. Then, go north. After that, take the wrench from the floor of the valve house. "
            "Then, put the wrench on the workbench in the filter hall. Got that? "
            "Good!\n\n-= Intake Room =-\nYou find "
            "yourself in an intake room. A typical kind of place.\n\n\n\nThere is a closed kasai "
            "door leading north. You don't like doors? Why not try going east, that entranceway "
            "is unblocked.\n\n>" + " " * 128 + "-= Intake Room =-0/1",
            R("intake room", "n e", closed="n"),
        ),
        expect=U,
        notes="a TextWorld speech whose quest is a wrench to put on a workbench, not the coin: "
        "unknown_task",
    ),
    item(
        (
            "CAPODIMONTE, 1759\nYour task: see the King's dinner service packed and down to the "
            "harbour before the ship sails.\n\nTHROWING ROOM\nPotters' wheels stand in a row. "
            "The painting room door, north, is shut. An archway leads east into the kiln hall.\n"
            "Exits: North East\nWhat now?",
            R("throwing room", "n e", closed="n"),
        ),
        expect=U,
        notes="a banner's goal is a dinner service to deliver: another task; the banner's title "
        "is no room's name",
    ),
    item(
        (
            "Your aim: get the fever ward's medicine from the dispensary to the isolation ward "
            "before the night sister comes on.\n\nMatron's Office\nA desk with a blotter and a "
            "rota pinned to the bulkhead. The dispensary is south.\n\nOn the desk is a bronze "
            "two-mil coin.",
            R("matron's office", "s", coin=True),
        ),
        expect=U,
        notes="an Inform banner's goal is medicine to carry, not the coin, even with a coin on "
        "the desk: unknown_task",
    ),
    item(
        (
            "[QUEST] The estate manager wants a chest of the finest broken-leaf grade carried to "
            "his office by nightfall.\n\nSorting Room\n   Women sit along low tables, sifting tea "
            "into grades.\nRoutes:\n  west   - the Withering Loft\n  north  - door to the Tasting "
            "Room (shut)\n[ 412/412hp 180/180m 96/96mv ]",
            R("sorting room", "w n", closed="n"),
        ),
        expect=U,
        notes="a MUD quest for a chest of tea: another task",
    ),
    item(
        (
            "Hi! Your goal today is to find the burgh's lost charter and bring it to the Provost. "
            "Ready? Sure! You're in the Court Room now. The dock is a wooden pen with spikes "
            "along its rail. The Council Chamber is west, through the archway. A door to the "
            "north, standing ajar, leads to the Town Clerk's Office. What would you like to do "
            "next?",
            R("court room", "w n"),
        ),
        expect=U,
        notes="a chatbot's goal is a lost charter: another task",
    ),
    item(
        (
            "MISSION OBJECTIVE: restore power to the comms dome before the lunar night.\n\nHAB "
            "MODULE\nMET 040:58:10\nBunks folded against the wall. The suit lock hatch, north, is "
            "closed. The tunnel east to the greenhouse is open.\nCAPCOM: Go ahead, Base.",
            R("hab module", "n e", closed="n"),
        ),
        "east",
        (
            "GREENHOUSE\nMET 040:58:40\nLettuces grow in trays under pink lamps that flicker. "
            "The tunnel to the hab module is west. The door to the comms dome, north, is shut.\n"
            "CAPCOM: Go ahead, Base.",
            R("greenhouse", "w n", closed="n"),
        ),
        expect=U,
        notes="a mission objective to restore power, given before the first room, still the "
        "task after a move: unknown_task",
    ),
    item(
        (
            "QUEST: the hermit's prayer book has gone missing. Find it and bring it to him "
            "before vespers.\n\n"
            + screen(
                "GARTH",
                "Grass, and a sundial nobody sets.",
                [("WEST", "arch to chapel", "OPEN"), ("NORTH", "library door", "AJAR")],
            ),
            R("garth", "w n"),
        ),
        "N",
        (
            screen(
                "LIBRARY",
                "Twelve books, no prayer book.",
                [("SOUTH", "door to garth", "AJAR")],
                here="gold dobla coin on the lectern",
            ),
            R("library", "s", coin=True),
        ),
        expect=U,
        notes="a quest for a prayer book on a Minitel-like screen; the dobla on the lectern does "
        "not make it the coin task: unknown_task",
    ),
    item(
        (
            "GOAL: get the lime cart loaded before the kiln goes cold.\n\n"
            + table(
                "KILN YARD",
                [
                    ("north", "tally hut door, open"),
                    ("east", "draw arch, open"),
                    ("here", "an empty lime cart"),
                ],
                1,
            ),
            R("kiln yard", "n e"),
        ),
        expect=U,
        notes="a goal of loading a cart, above a table of ways: another task",
    ),
    item(
        (
            "OBJECTIVE: Fix the coin slot on Madame Zora's fortune-telling machine before the "
            "pier opens.\n\nPenny Arcade\nRows of machines stand along both walls, every one of "
            "them empty. The door onto the promenade, south, is open. The fire exit, north, is "
            "locked.",
            R("penny arcade", "s n", locked="n"),
        ),
        expect=U,
        notes="a goal that names a coin slot to mend is not finding and taking a coin: "
        "unknown_task",
    ),
    item(
        (
            "CONTEST RULES: make contact with ten stations before midnight. Log every call sign."
            "\n\nRadio Hut\nA bench, a stove, a transceiver with its dial glowing. The hut door, "
            "west, is wide open. A shutter on the east side is for the antenna cable.",
            R("radio hut", "w"),
        ),
        expect=U,
        notes="a radio contest's goal: another task; the shutter east is no way",
    ),
    item(
        (
            "Your job tonight: walk the first floor and check that every fire door is shut.\n\n"
            "Sluice Room\nThe fire door north is closed. The door to the back stair, west, is "
            "propped open with a chair.",
            R("sluice room", "n w", closed="n"),
        ),
        "west",
        (
            "Back Stair\nA concrete stair with a handrail painted green. The sluice room is east; "
            "its door is propped open. A corridor runs north to the wards.",
            R("back stair", "e n"),
        ),
        expect=U,
        notes="a fire warden's goal is checking doors, not the coin, after a move: unknown_task",
    ),
    item(
        (
            "QUIZ TRAIL: Find the portrait of the cook and tell us what she is holding.\n\n"
            "Welcome to stop 7. You're standing in the Great Kitchen. Please continue through "
            "the open door to the east. The door to the north is kept locked.",
            R("great kitchen", "e n", locked="n"),
        ),
        expect=U,
        notes="an audio guide's quiz: another task",
    ),
    item(
        (
            "MISSION OBJECTIVE: somebody has dropped their lucky ringgit somewhere in the base. "
            "Find it and recover it.\n\nGREENHOUSE\nMET 039:02:10\nLettuces grow in trays under "
            "pink lamps. The tunnel to the hab module is west. A door north, propped open with a "
            "seed tray, leads to the comms dome.\nCAPCOM: Go ahead, Base.",
            R("greenhouse", "w n"),
        ),
        notes="the objective is finding a coin and recovering it, the coin task in other words: "
        "an answer (no coin here; west and north open)",
    ),
    item(
        (
            "QUEST: a gold coin is hidden somewhere in the hermitage. Find it, and it is yours."
            "\n\n"
            + screen(
                "ORCHARD",
                "Six bent apple trees, a beehive.",
                [("WEST", "gap to garth", "OPEN")],
            ),
            R("orchard", "w"),
        ),
        notes="a quest to find a hidden coin and keep it, on a Minitel-like screen: the coin "
        "task, an answer; west the only way",
    ),
    item(
        (
            "GOAL: find the coin and take it.\n\n"
            + table(
                "DRAW ARCH",
                [("west", "kiln yard, open"), ("north", "lime shed door, hanging open")],
                1,
            ),
            R("draw arch", "w n"),
        ),
        "north",
        (
            table(
                "LIME SHED",
                [("south", "draw arch door, hanging open"), ("here", "a brass one-kina coin")],
                2,
            ),
            R("lime shed", "s", coin=True),
        ),
        notes="a goal to find the coin and take it, above a table of ways: the coin task; after "
        "a move the kina is here: take it",
    ),
    item(
        (
            "Your goal: find the two-mil coin the matron lost, and pocket it.\n\nDispensary\n"
            "Shelves of brown bottles climb to the deckhead. The main ward is west, through the "
            "curtain. A narrow door to the north, held open by a fire bucket, leads to the "
            "matron's office.",
            R("dispensary", "w n"),
        ),
        notes="an Inform banner's goal to find a coin and pocket it: the coin task, an answer; "
        "west and north open",
    ),
    item(
        (
            "OBJECT: FIND THE TORNESE AND TAKE IT.\n\nPACKING ROOM\nCups wrapped in paper, and a "
            "crate stencilled FOR THE WEST INDIES. The kiln hall is south.\nExits: South\nYou "
            "can also see: a copper tornese coin.\nWhat now?",
            R("packing room", "s", coin=True),
        ),
        notes="a Spectrum banner's object is the coin task; the tornese is here: take it",
    ),
]
