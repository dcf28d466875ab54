"""other_task, tenth round: goals set in the opening text, in a status or HUD line, by a person
met later in the walk, in a quest log, or implied by the situation: a radio mast to reach before
nightfall, a sealed letter to deliver, three stalls to muck out (a groom's words after a move), a
shivering player and an unlit fire (implied), a prize marrow gone before the judging, "Crops
watered: 0/12", "Snapshots: 1/4 (moth, hare, kestrel, toad)", a lost hotel key before checkout,
dirty plates for the dishwasher in TextWorldExpress's manner, "SHEEP PENNED: 0/5", a grey lady's
wedding ring (her words after a move), a note of chores from Mam, a school bus at eight
(implied), a miller's errand with check boxes, a device to disarm: `unknown_task` (15, five
with a coin in the room). Five coin games told in new ways: an ostler's lost half-crown, "find
it and you can keep it" (his words after a move), a HUD's quest tracker, a quest log's "Finders
Keepers", a letter "Dear Finder" in the opening, an arcade's "LEVEL 1-1: GET THE COIN!": an
answer. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    item(
        "FUEL 12%   |   OBJECTIVE: Reach the radio mast before nightfall\n\nRidge Road\nThe "
        "road follows the ridge north towards the mast, a red light blinking on its tip. South, "
        "it drops back down to the valley farms.",
        R("ridge road", "n s"),
        expect=UNKNOWN,
        notes="the HUD's objective is reaching a mast: another task",
    ),
    item(
        "[Journal updated]\nThe Sealed Letter: Deliver Lady Ashby's letter to Captain Orrin at "
        "the harbour.\n\nAshby Hall Vestibule\nA marble floor and a great deal of echo. The "
        "front doors are south; the hall is north.\n\nA silver shilling lies on the doormat.",
        R("ashby hall vestibule", "s n", coin=True),
        expect=UNKNOWN,
        notes="a quest log's goal is a letter's delivery: another task, even with a shilling "
        "on the doormat",
    ),
    item(
        (
            "Stable Yard\nCobbles and puddles. The stables are north; the lane is west.",
            R("stable yard", "n w"),
        ),
        "north",
        (
            "Stables\nThree stalls, and the smell of three horses. The yard is south.\n\nThe "
            "head groom looks up. \"You'll be the new lad. Muck out all three stalls before "
            "the master's back, and mind you do it proper.\"\n\nA penny lies in the straw of "
            "the end stall.",
            R("stables", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="the goal comes from the groom after a move: mucking out, another task, with a "
        "penny in the straw",
    ),
    item(
        "Shepherd's Hut\nYou are soaked to the skin and shivering so hard your teeth rattle. "
        "The fire is laid in the grate but not lit; the matches are on the mantelpiece. The "
        "door, east, is shut against the storm.",
        R("shepherd's hut", "e", closed="e"),
        expect=UNKNOWN,
        notes="the goal is implied by the situation (get warm, light the fire): another task",
    ),
    item(
        "It is the night before the village show, and your prize marrow has vanished from the "
        "greenhouse. Find it before the judging at ten.\n\nGreenhouse\nEmpty staging where the "
        "marrow sat. The garden is north; the potting shed is east.",
        R("greenhouse", "n e"),
        expect=UNKNOWN,
        notes="the opening text's goal is a marrow: another task",
    ),
    item(
        "Day 3 of 28   Crops watered: 0/12   Energy: 87\n\nNorth Field\nRows of young cabbages "
        "wilting in the sun. The well is east; the farmhouse is south.",
        R("north field", "e s"),
        expect=UNKNOWN,
        notes="a farming HUD's counter sets watering crops: another task; 'North Field' is a name",
    ),
    item(
        "Snapshots: 1/4 (moth, hare, kestrel, toad)\n\nWater Meadow\nLong wet grass and "
        "meadowsweet. A gate leads west into the lane, and the riverbank path runs north.\n\n"
        "A coin lies in the grass by the gate.",
        R("water meadow", "w n", coin=True),
        expect=UNKNOWN,
        notes="the goal is photographs of four animals: another task, even with a coin in the "
        "grass",
    ),
    item(
        "You have lost the key to Room 12, and checkout is at noon.\n\nHotel Corridor\nA long "
        "carpeted corridor that smells of breakfast. It runs east to the lift and west to the "
        "fire stairs.",
        R("hotel corridor", "e w"),
        expect=UNKNOWN,
        notes="the goal is a lost key: another task",
    ),
    item(
        "Your task is to pick up the dirty plates, and put them in the dishwasher.\n\nYou are in "
        "the kitchen. In one part of the room you see a stove. There is also a counter that has "
        "3 dirty plates on it. You also see a dishwasher that is closed. In another part of the "
        "room you see a coin. \nTo the North you see the corridor. To the West you see the "
        "pantry. ",
        R("kitchen", "n w", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's manner for a chore: plates, not the coin, even with a coin in "
        "the room",
    ),
    item(
        "SHEEP PENNED: 0/5     TIME 02:14\n\nTop Pasture\nFive ewes graze with their backs to "
        "you. The pen is south, its hurdle open; the hill rises west.",
        R("top pasture", "s w"),
        expect=UNKNOWN,
        notes="a sheepdog trial's counter: another task",
    ),
    item(
        (
            "Long Landing\nThe boards creak at every step. The blue bedroom is east; the stairs "
            "go down.",
            R("long landing", "e down", leads={"e": "blue bedroom"}),
        ),
        "east",
        (
            "Blue Bedroom\nFaded blue paper, a four-poster, cold air. The landing is west.\n\nA "
            'grey lady stands by the window. "My ring," she whispers. "Find my wedding ring, '
            'and let me rest."',
            R("blue bedroom", "w", leads={"w": "long landing"}),
        ),
        expect=UNKNOWN,
        notes="the ghost's words after a move set the goal: a ring, another task",
    ),
    item(
        'Cottage Kitchen\nA note is propped against the teapot: "Gone to market. Feed the pig, '
        "bring in the washing, and DON'T let the fire go out. - Mam\" Beside the note is a "
        "sixpence. The back door is north and the parlour is west.",
        R("cottage kitchen", "n w", coin=True),
        expect=UNKNOWN,
        notes="the note sets chores: another task, even with a sixpence on the table",
    ),
    item(
        "Your alarm clock says 7:52. The school bus comes at eight, and you are still in your "
        "pyjamas.\n\nBedroom\nClothes on the floor, clothes on the chair. The landing is south.",
        R("bedroom", "s"),
        expect=UNKNOWN,
        notes="the goal is implied (get dressed, catch the bus): another task",
    ),
    item(
        "QUEST LOG\n[x] Talk to the miller\n[ ] Fetch three sacks of flour from the granary\n"
        "[ ] Return to the miller\n\nMill Yard\nThe wheel groans round in the race. The granary "
        "is east and the mill door is north.",
        R("mill yard", "e n"),
        expect=UNKNOWN,
        notes="a quest log's errand for flour: another task",
    ),
    item(
        "MISSION TIMER 09:59 - Disarm the device in the server room.\n\nLoading Bay\nPallets, "
        "a forklift, a roller door down and padlocked on the south side. A fire door leads "
        "north into the building.",
        R("loading bay", "s n", locked="s"),
        expect=UNKNOWN,
        notes="the goal is a device: another task",
    ),
    item(
        (
            "Coaching Inn Yard\nThe yard of the Bull, busy with ostlers. The stables are north; "
            "the taproom door, west, is open.",
            R("coaching inn yard", "n w", leads={"n": "stables"}),
        ),
        "n",
        (
            'Stables\nThe ostler is rubbing down a grey mare. "Lost my lucky half-crown '
            'somewhere about the inn," he says. "Find it and you can keep it, for all the luck '
            "it brought me.\"\n\nThe stables' only door is south, into the yard.",
            R("stables", "s", leads={"s": "coaching inn yard"}),
        ),
        notes="the ostler's words after a move make the goal a coin to find and keep: the coin "
        "task; this room's only exit is visited, so back south",
    ),
    item(
        "Quest tracker > Pocket Money > Find the coin Gran hid in the house and pick it up.\n\n"
        "Front Parlour\nAntimacassars and a ticking clock. The hall is east; the back parlour is "
        "north.",
        R("front parlour", "e n"),
        notes="a HUD's quest tracker names the coin: the coin task; no coin here yet",
    ),
    item(
        "[Quest] Finders Keepers - A silver coin is hidden somewhere on the allotments. Find it "
        "and take it.\n\nAllotment Gate\nRows of beans and a rickety shed. The path runs north "
        "between the plots; the road is south.\n\nA silver coin glints under the water butt.",
        R("allotment gate", "n s", coin=True),
        notes="a quest log's goal is the coin, and the coin is here: take it",
    ),
    item(
        "Dear Finder,\nThis house holds a single gold coin. Whoever picks it up may keep it.\n- "
        "The Management\n\nEntrance Hall\nA hatstand, an umbrella, a smell of floor polish. "
        "Doors lead east and west, and the stairs go up.",
        R("entrance hall", "e w up"),
        notes="a letter in the opening sets the coin as the goal: the coin task",
    ),
    item(
        "COIN x 0   LIVES x 3\n\nLEVEL 1-1: GET THE COIN!\n\nMossy Cave\nWater drips from the "
        "roof. Tunnels go north and east.",
        R("mossy cave", "n e"),
        notes="an arcade-style title sets the coin as the goal; 'COIN x 0' counts coins held",
    ),
]
