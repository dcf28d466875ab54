"""other_task, fiftieth round (emphasis: how rooms are named and how ways are listed): goals that
are not the coin, given before the first room or after a turn, in the manners of this round's walks
and others, the room named by its heading, a sentence, a status line or a status bar, some with a
coin in the room and some whose goal names coins without being the coin task: TextWorldExpress's
cooking, map-reading ("take the coin that is located in the pantry, and put it into the box found in
the bedroom") and tidy-up tasks in its manner (the tidy-up after a move); a TextWorld speech asking
for a label gun to be put on a workbench; an organ works' trumpet stop to tune under a status line;
a courthouse's missing exhibit; a funfair quest for a parrot and a move onto the coconut shy; a
hypnotist's springs to count (a tanka on the floor); a sugar refinery's pans to skim; a priory's
psalter page to copy; a hat factory's order of bowlers after a move; a property listing's rooms to
measure; a play-by-mail tower to hold; a courier's crates to deliver; a ferryman to be paid his
grivna: `unknown_task` (15, four with a coin in the room, four after a turn); five coin hunts told
as goals (a status line's "OBJECT: FIND THE STIVER AND POCKET IT." with the stiver here, a MUD
quest's lucky korona, a hypnotist's "you will find the silver tanka and pick it up", a priory's
"Find it and take it.", a hat factory's order of the day and a move to the batzen): an answer. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item
from bench.reading.items50_history import blocking, chapter, cloister, melt, trimming
from bench.reading.items50_twx import closed_door, describe, open_door, thing, way

U = "unknown_task"
_GAP = " " * 128

ITEMS = [
    item(
        (
            "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
            "the recipe. Once done, enjoy your meal!\n\n"
            + describe(
                "kitchen",
                [
                    thing("a stove", kind="plain"),
                    thing("a counter", ("a cookbook", "a coin", "a red onion")),
                    thing("a fridge", kind="container"),
                ],
                [closed_door("north", "plain"), way("east", "corridor")],
            ),
            R("kitchen", "n e", closed="n", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not the coin, even "
        "with a coin on the counter: unknown_task",
    ),
    item(
        (
            "Your task is to take the coin that is located in the pantry, and put it into the box "
            "found in the bedroom. A map is provided, that you may find helpful.\n\n"
            + describe(
                "corridor",
                [thing("a key holder"), thing("a map", kind="plain"), thing("a hat rack")],
                [closed_door("south", "wood"), way("west", "kitchen")],
            ),
            R("corridor", "s w", closed="s"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carrying a coin from the "
        "pantry to a box in the bedroom is another task: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "living room",
                [thing("a sofa", ("a dirty mug",)), thing("a TV stand")],
                [way("north", "kitchen"), closed_door("east", "patio")],
            ),
            R("living room", "n e", closed="e"),
        ),
        "move north",
        (
            describe(
                "kitchen",
                [thing("a stove", kind="plain"), thing("a counter", ("a wet sponge",))],
                [way("south", "living room"), open_door("west", "screen", "backyard")],
            ),
            R("kitchen", "s w"),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task after a move into the kitchen: unknown_task",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! Your first objective is to go east. Then, take the "
            "label gun from the floor of the boxing room. After that, put the label gun on the "
            "workbench in the label room. Got that? Good!\n\n-= Dipping Room =-\nYou arrive in a "
            "dipping room. An ordinary kind of place.\n\n\n\nThere is a closed angsana door "
            "leading north. There is an unguarded exit to the east.\n\n>"
            + _GAP
            + "-= Dipping Room =-0/1",
            R("dipping room", "n e", closed="n"),
        ),
        expect=U,
        notes="a TextWorld speech whose quest is a label gun to put on a workbench, not the "
        "coin: unknown_task",
    ),
    item(
        (
            f" {'Erecting Room':<50}Score: 0     Moves: 0\n\nOBJECT: TUNE THE TRUMPET STOP BEFORE "
            "THE BISHOP COMES ON SUNDAY.\n\nErecting Room\nA half-built organ rises to the roof "
            "beams. The reed room door, on the north side, is closed. An archway leads east to "
            "the voicing room.",
            R("erecting room", "n e", closed="n"),
        ),
        expect=U,
        notes="an Infocom-like screen whose object is a trumpet stop to tune: another task; the "
        "status line and the heading name the erecting room",
    ),
    item(
        (
            "THE HOLLIS CASE\nAn Interactive Courtroom Drama\nExhibit B, a bloodstained glove, has "
            "gone missing from the clerk's cupboard. Find it before the court sits at ten.\n\n"
            "Corridor\nNotices about jury service curl on a green baize board. The courtroom is "
            "west, through the doorway. The witness room door, to the north, is open.",
            R("corridor", "w n"),
        ),
        expect=U,
        notes="an Inform banner's goal is a missing exhibit, not the coin: unknown_task; the "
        "banner's title is no room's name",
    ),
    item(
        (
            "[QUEST] The showman's parrot has flown. Catch it and bring it back to the pay box "
            "before the evening crowd comes.\n\nMidway\n   Sawdust and coloured bulbs. The ghost "
            "train's double doors, to the north, are closed. The coconut shy is east.\n[ Exits: "
            "n e ]\n<74hp 110mv Midway>",
            R("midway", "n e", closed="n"),
        ),
        "e",
        (
            "Coconut Shy\n   Coconuts sit in iron cups along the back of the stall. The midway "
            "is west. A bead curtain hangs across the way north.\n[ Exits: n w ]\n<74hp 108mv "
            "Coconut Shy>",
            R("coconut shy", "n w"),
        ),
        expect=U,
        notes="a MUD quest for a parrot, and a move onto the coconut shy: another task",
    ),
    item(
        (
            "When I count to three, you will count every spring in the sacks, and you will not "
            "lose your place. One... two... three. ...and now you are in the spring store. "
            "There is a silver tanka on the floor, by the sacks of springs. The door to the "
            "south is propped open. Breathe.",
            R("spring store", "s", coin=True),
        ),
        expect=U,
        notes="a hypnotist's task is to count the springs, not the coin, even with a tanka on the "
        "floor: unknown_task",
    ),
    item(
        (
            "[TASK] Skim the pans before the syrup burns. The foreman is watching.\n\n"
            + melt(100, full=True)[0],
            melt(100, full=True)[1],
        ),
        expect=U,
        notes="a MUD task to skim the pans: another task; the title names the melt house",
    ),
    item(
        (
            "Your penance, brother: copy the page of the psalter that the mice have eaten, before "
            "compline.\n\n" + chapter()[0],
            chapter()[1],
        ),
        expect=U,
        notes="a penance to copy a psalter page: another task; the room is named '== Chapter "
        "House =='",
    ),
    item(
        (
            "ORDER: twelve black bowlers for Lock & Co., to be boxed by Friday.\n\n"
            + blocking(1)[0],
            blocking(1)[1],
        ),
        "walk east",
        (
            "You are standing in the dye house. Vats of black and brown dye bubble over fires. "
            "The blocking room is west; the trimming room door, south, is open.\n"
            + "-" * 60
            + "\n DYE HOUSE | W: open | S: open door | turn 2",
            R("dye house", "w s"),
        ),
        expect=U,
        notes="an order of bowlers to box, and a move into the dye house: another task",
    ),
    item(
        (
            "Your task: measure every room for the floor plan, and note where the radiators "
            "are.\n\nSNUG\n3.40m x 2.90m\nA cosy second reception room with an open fireplace. "
            "Door to the hallway (north). Door to the kitchen (east).",
            R("snug", "n e"),
        ),
        expect=U,
        notes="a property listing's task is to measure the rooms: another task",
    ),
    item(
        (
            "TURN 3 REPORT: Captain Vell\nObjective: hold the signal tower until turn 20.\n"
            "Location: Signal Tower\nYou stand among the mirrors and shutters of the signal "
            "tower. A silver fanam lies on the chart table.\nWays out: north; east (gate, shut).",
            R("signal tower", "n e", closed="e", coin=True),
        ),
        expect=U,
        notes="a play-by-mail objective to hold the tower, not the coin, even with a fanam on the "
        "chart table: unknown_task",
    ),
    item(
        (
            "DISPATCH: Your delivery tonight is three crates of lemons for the bar at the Grand. "
            "Rider seven, GPS has you in the loading bay. The roller door to the north is up. "
            "Over.",
            R("loading bay", "n"),
        ),
        "go north",
        (
            "DISPATCH: Copy, seven, GPS has you in the service yard. The kitchen door, east, is "
            "open. Over.",
            R("service yard", "s e"),
        ),
        expect=U,
        notes="a courier's delivery of lemons, and a move into the service yard: another task",
    ),
    item(
        (
            "Goal: the ferryman will not take you across until he is paid. Give him the silver "
            "grivna coin from the ferry house.\n\nFerry House.\nA low room with a fire, a bench "
            "and a bell on a rope for calling the ferryman.\n    There are two obvious exits: "
            "north and west.\nA silver grivna coin.\n> ",
            R("ferry house", "n w", coin=True),
        ),
        expect=U,
        notes="a goal that names a coin but is paying the ferryman with it (giving, not finding "
        "and taking): another task, even with the coin here",
    ),
    # ---- coin hunts told as goals: an answer
    item(
        (
            f" {'Metal Shop':<50}Score: 0     Moves: 0\n\nOBJECT: FIND THE STIVER AND POCKET IT."
            "\n\nMetal Shop\nSheets of spotted metal are rolled up like carpets against the walls. "
            "The door to the south stands ajar.\nThere is a copper stiver here.",
            R("metal shop", "s", coin=True),
        ),
        notes="the object is the coin task in other words ('FIND THE STIVER AND POCKET IT.'), "
        "and the stiver is here: take it",
    ),
    item(
        (
            "[QUEST] Mad Meg has lost her lucky korona somewhere on the fairground. Find it and "
            "keep it.\n\nMidway\n   Sawdust and coloured bulbs. The ghost train's double doors, "
            "to the north, are closed. The coconut shy is east. The pay box door, to the west, is "
            "locked.\n[ Exits: n e w ]\n<74hp 104mv Midway>",
            R("midway", "n e w", closed="n", locked="w"),
        ),
        notes="a MUD quest to find the korona and keep it is the coin task: open the ghost train "
        "doors north or go east",
    ),
    item(
        (
            "When I count to three, you will find the silver tanka and pick it up. One... two... "
            "three. ...and now you are in the packing hall. Boxes, and straw, and more boxes. "
            "The winding room is west, through the arch. The spring store door, to the north, is "
            "propped open with a crate. Breathe.",
            R("packing hall", "w n"),
        ),
        notes="the hypnotist's suggestion is the coin task ('find the silver tanka and pick it "
        "up'): go north or west",
    ),
    item(
        (
            "Brother Anselm: Somewhere in the priory lies the gold tremissis that the founder "
            "left us. Find it and take it.\n\n" + cloister()[0],
            cloister()[1],
        ),
        notes="the goal is the coin task ('Find it and take it.'): go north or west",
    ),
    item(
        (
            "ORDER OF THE DAY: the foreman has dropped a copper batzen in the trimming room. "
            "Find it and pick it up before the girls do.\n\n" + blocking(1, door="open")[0],
            blocking(1, door="open")[1],
        ),
        "walk east",
        (
            "You are standing in the dye house. Vats of black and brown dye bubble over fires, "
            "and your boots leave coloured prints. The blocking room is west; the trimming room "
            "door, south, is open.\n" + "-" * 60 + "\n DYE HOUSE | W: open | S: open door | turn 2",
            R("dye house", "w s", leads={"w": "blocking room", "s": "trimming room"}),
        ),
        "walk south",
        trimming(3),
        notes="the order of the day is the coin task in other words; after two moves the batzen "
        "is here: take it",
    ),
]
