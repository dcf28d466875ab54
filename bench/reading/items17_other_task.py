"""other_task, seventeenth round: goals in modern settings. Another task (`unknown_task`, 15
items, five with a coin in the room): "MISSION: Restore power to Habitat 2. (0/3 breakers
reset)", a zoo's keeper-for-a-day feeding round (a euro coin by the freezer), a night nurse's
temperature round, a train to catch in ten minutes, a film call sheet's missing prop revolver
(a quarter on the bench), a noir murder to solve (a dime by the body), neighbours' plants and
cat, "ESCAPE THE OFFICE" (a two-euro coin on the desk), a frog photographer's tally, a lost red
mitten, TextWorldExpress's map reader (the coin for a box, here in the room), sports day kit, a
quest updated after a move in a desert camp, a treasure trail's riddle, a hospital porter's
job list. The coin task told in five new ways (an answer): a little brother's hidden quarter,
an achievement "LUCKY EURO" on a starship, a noir job ("Find it, pocket it, walk away."), a
priority task to catch a loose ten-credit coin before the air vents do, a zoo scavenger hunt
handed over after a move. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "Your little brother swears he hid a quarter somewhere in the flat. 'Find it and you "
        "can keep it!'\n\nHallway\nShoes, coats, a radiator. The living room is east and the "
        "bathroom is west.",
        R("hallway", "e w"),
        notes="the goal is finding the quarter and keeping it: the coin task; no coin here: go "
        "east or west",
    ),
    item(
        "ACHIEVEMENT UNLOCKED: Explorer\nNEXT ACHIEVEMENT: LUCKY EURO - find the one-euro coin "
        "hidden on this deck and pick it up.\n\nCrew Lounge\nA sofa bolted to the deck and a "
        "screen showing old football. The corridor is aft, which here is south.\n\nThere is a "
        "one-euro coin here.",
        R("crew lounge", "s", coin=True),
        notes="the next achievement is taking the coin: the coin task, and the coin is here: "
        "take it",
    ),
    item(
        "The job was simple. Somewhere in the Kessler place there was a silver dollar. Find it, "
        "pocket it, walk away.\n\nKessler Parlor\nDust sheets over everything. The hall is "
        "north. A door to the east is shut.",
        R("kessler parlor", "n e", closed="e"),
        notes="noir: the job is finding the silver dollar and pocketing it: the coin task; go "
        "north or open east",
    ),
    item(
        "PRIORITY TASK: one ten-credit coin is loose somewhere in Habitat 3. Find it and pick "
        "it up before it drifts into the air vents.\n\nHabitat 3, Galley\nFood packets are "
        "strapped to every wall. Hatches lead north and east; the east one is closed.",
        R("habitat 3, galley", "n e", closed="e"),
        notes="picking up a coin (a ten-credit coin, called a coin) is the task: the coin task; "
        "go north or open east",
    ),
    item(
        (
            "Zoo Entrance\nA ticket kiosk and a rack of paper maps. A path leads north to the "
            "petting farm.",
            R("zoo entrance", "n"),
        ),
        "n",
        (
            "A keeper hands you a card: 'SCAVENGER HUNT! One gold coin is hidden somewhere in "
            "the zoo. Find it and keep it!'\n\nPetting Farm\nGoats, rabbits and a very fat pig. "
            "The path goes south to the entrance and west to the duck pond.",
            R("petting farm", "s w", leads={"s": "zoo entrance", "w": "duck pond"}),
        ),
        notes="the coin task handed over after a move: an answer; south leads to the entrance "
        "(visited, the way back): go west",
    ),
    # ---- another task: unknown_task ----
    item(
        "MISSION: Restore power to Habitat 2. (0/3 breakers reset)\n\nGenerator Room\nThree "
        "breakers on the wall, all down. The corridor is west.",
        R("generator room", "w"),
        expect=UNKNOWN,
        notes="a mission with breakers to reset, no coin: another task",
    ),
    item(
        "KEEPER FOR A DAY! Your job: feed the meerkats, the otters and the penguins before the "
        "zoo closes at five.\n\nFood Prep Room\nBuckets of mealworms and fish. The door to the "
        "yard is east. There is a euro coin on the floor by the freezer.",
        R("food prep room", "e", coin=True),
        expect=UNKNOWN,
        notes="feeding animals is the goal; the euro coin on the floor does not make it the "
        "coin task",
    ),
    item(
        "Night shift. Take the temperatures of the patients in bays 1 to 4 and write them on "
        "the chart.\n\nBay 1\nA sleeping patient and a chart on a clipboard. The nurses' "
        "station is south.",
        R("bay 1", "s"),
        expect=UNKNOWN,
        notes="a nurse's round: another task",
    ),
    item(
        "You have ten minutes to make the 8:15 from platform 4. Don't miss it!\n\nStation "
        "Entrance\nThe ticket barriers are north. The street is south.",
        R("station entrance", "n s"),
        expect=UNKNOWN,
        notes="a train to catch: another task",
    ),
    item(
        "CALL SHEET - DAY 12\nScene 31. Props: find the missing revolver before the director "
        "notices.\n\nProps Cage\nShelves of rubber knives and fake bottles. The door is west. "
        "A quarter is lying on the bench.",
        R("props cage", "w", coin=True),
        expect=UNKNOWN,
        notes="the goal is a prop revolver; a quarter on the bench does not change the task",
    ),
    item(
        "Vic Malone is dead, and the cops like you for it. Find out who killed him before "
        "Monday.\n\nMalone's Apartment\nVenetian blinds, an overturned chair, a body under a "
        "sheet. The hallway is east. A dime lies on the carpet by the body.",
        R("malone's apartment", "e", coin=True),
        expect=UNKNOWN,
        notes="a murder to solve; the dime by the body is a coin in the room, not the goal",
    ),
    item(
        "The Okonkwos are away for the week. Water their plants and feed their cat, Biscuit."
        "\n\nNeighbours' Kitchen\nA row of dry basil pots on the sill and an empty cat bowl. "
        "The hall is south.",
        R("neighbours' kitchen", "s"),
        expect=UNKNOWN,
        notes="chores for the neighbours: another task",
    ),
    item(
        "ESCAPE THE OFFICE: find your badge and get out before the alarm is set at 19:00."
        "\n\nYour Desk\nA monitor, a dead plant and a stapler. The aisle leads north and east. "
        "There is a two-euro coin on the desk.",
        R("your desk", "n e", coin=True),
        expect=UNKNOWN,
        notes="an escape with a badge to find; the coin on the desk is not the goal",
    ),
    item(
        "Field notes, day 4. Photograph the glass frog, the poison dart frog and the red-eyed "
        "tree frog. Photos: 1/3\n\nStream Bank\nFerns, wet rocks and a lot of noise from "
        "insects. Trails lead north and east.",
        R("stream bank", "n e"),
        expect=UNKNOWN,
        notes="a photographer's tally of frogs: another task",
    ),
    item(
        "LOST: one child's mitten, red, with a reindeer on it. The ski school would be very "
        "grateful.\n\nSki School Hut\nTiny skis in racks and a box of lost goggles. The door "
        "is north.",
        R("ski school hut", "n"),
        expect=UNKNOWN,
        notes="a lost mitten to find: another task",
    ),
    item(
        "Your task is to take the coin that is located in the supermarket, and put it into the "
        "box found in the street. A map is provided, that you may find helpful.\n\nYou are in "
        "the supermarket. In one part of the room you see a showcase, that has nothing on it. "
        "There is also a shopping cart, that has nothing on it. You also see a coin. \nTo the "
        "South you see the street. ",
        R("supermarket", "s", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's map reader: the coin is to be carried to a box (the earlier "
        "rounds' call: another task, even with the coin in the room)",
    ),
    item(
        "SPORTS DAY! Bring the egg-and-spoon kit (4 eggs, 4 spoons) from the PE store to the "
        "field.\n\nPE Store\nHoops, beanbags, a net of footballs. The door to the gym is "
        "south.",
        R("pe store", "s"),
        expect=UNKNOWN,
        notes="a kit to fetch: another task",
    ),
    item(
        (
            "Camp Gate\nA barrier pole and a hut with a sleeping guard. The motor pool is north.",
            R("camp gate", "n"),
        ),
        "n",
        (
            "Motor Pool\nThree trucks under camouflage netting. The gate is south and the well "
            "is east.\n\n[Quest updated] Fill the water cans at the well before the convoy "
            "leaves. (0/4)",
            R("motor pool", "s e", leads={"s": "camp gate", "e": "well"}),
        ),
        expect=UNKNOWN,
        notes="a quest updated after a move: water cans to fill, another task",
    ),
    item(
        "TREASURE TRAIL - CLUE 3\nI have keys but open no locks. I have a lid but hold no "
        "soup. Find me!\n\nMusic Room\nChairs in a circle, a stack of recorders and a piano "
        "under a cover. The corridor is west.",
        R("music room", "w"),
        expect=UNKNOWN,
        notes="a riddle whose answer is a piano: another task",
    ),
    item(
        "PORTER - JOBS FOR TONIGHT\n1. Wheelchair to Ward 2\n2. Bloods to the lab\n3. Linen "
        "trolley to the laundry\n\nPorters' Lodge\nA kettle and a whiteboard of jobs. The "
        "corridor runs east and west.",
        R("porters' lodge", "e w"),
        expect=UNKNOWN,
        notes="a porter's job list: another task",
    ),
]
