"""other_task, forty-fifth round: goals that are not the coin, in this round's places and manners:
TextWorldExpress's tidy-up task with "a work table that has a coin, and a dirty blue towel on it",
its map-reading task ("take the coin that is located in the pantry, and put it into the box found in
the living room"), a whaling station's banner ("Your aim: get the mail sacks aboard the catcher
Petrel before she sails at six."), a bookbinder's "Your task: finish gilding the mayor's psalter
before the guild meets at noon." (the patard on the bench), a MUD "[QUEST] Find the lamp the miner
Józef left below and bring it to the chapel." and a move into the carvers' gallery (a złoty in the
dust), a loss adjuster's list of damaged appliances, a TextWorld speech asking for the toffee hammer
on the rack, a voice game's bus to wash and a move into the wash bay, a play-by-email mission to
deliver a sealed letter (the réis in the lounge), a game show's hose reel to run to the drill tower,
an exam question's stove to light, a lab protocol's seedlings to water (a 10-aurar coin on the
floor), a bird survey's bitterns to count, a terminal's payroll file to copy: `unknown_task` (15,
six with a coin in the room, two after a move); five coin hunts told in new ways (a play-by-email "a
passenger has lost a 400-réis coin somewhere aboard. Find it and pocket it." with the coin in the
lounge, a voice game's "somewhere in the garage there's a ten-króna coin. Find it and pick it up!",
a game show's "find the hidden coin and grab it before the buzzer!" and a move into the mess room,
an Inform banner's "Your goal: find the patard the apprentice dropped, and keep it.", a MUD quest's
"Whoever finds it may keep it." with the złoty in the gallery): an answer. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\nYou are in the laundry room. In one part of the room you see a "
            "bench, that has nothing on it. There is also a work table that has a coin, and a "
            "dirty blue towel on it. You also see a clothes drier that is closed. In another "
            "part of the room you see a laundry basket, that has nothing on it. In one part of "
            "the room you see a washing machine that is closed. \nTo the South you see the "
            "kitchen. ",
            R("laundry room", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task: the goal is putting things away, not the coin, "
        "though a coin lies on the work table: another task.",
    ),
    item(
        (
            "Your task is to take the coin that is located in the pantry, and put it into the "
            "box found in the living room. A map is provided, that you may find helpful.\n\nYou "
            "are in the kitchen. In one part of the room you see a stove. There is also an "
            "oven. You also see a fridge that is closed. In another part of the room you see a "
            "counter, that has nothing on it. You also see a map. \nTo the North you see the "
            "pantry. To the West you see the living room. ",
            R("kitchen", "n w"),
        ),
        expect=UNKNOWN,
        notes="The map-reading task: carrying a named coin to a box in another room is another "
        "task (and the coin is in the pantry, not here).",
    ),
    item(
        (
            "GRYTVIKEN, 1925\nYour aim: get the mail sacks aboard the catcher Petrel before she "
            "sails at six.\n\nFlensing Plan\nYou are on the flensing plan. Three mail sacks lean "
            "against a bollard, tied at the neck. The jetty runs out to the east. The blubber "
            "cookery door, north, is shut.",
            R("flensing plan", "e n", closed="n"),
        ),
        expect=UNKNOWN,
        notes="A banner's goal is carrying the mail sacks: another task. The banner's title is "
        "no room's name.",
    ),
    item(
        (
            "Your task: finish gilding the mayor's psalter before the guild meets at noon.\n\n"
            "Finishing Room\nThe psalter waits on the tooling bench, its spine half gilded. The "
            "only way out is south, through the curtain.\n\nOn the tooling bench are a gilding "
            "cushion, the psalter and an old copper patard.",
            R("finishing room", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="The goal is gilding a book; the patard on the bench does not make it the coin "
        "task: another task.",
    ),
    item(
        (
            "[QUEST] Find the lamp the miner Józef left below and bring it to the chapel.\n\n"
            "Salt Lake Chamber\n   A lake of brine fills most of the chamber. Timber props hold "
            "up the roof.\nObvious exits:\n  West  - the Carvers' Gallery\n\n<88hp 40mn 120mv> ",
            R("salt lake chamber", "w"),
        ),
        "west",
        (
            "Carvers' Gallery\n   Figures cut from the salt stand along both walls. Józef's "
            "lamp is not here.\nObvious exits:\n  East  - the Salt Lake Chamber\nA tarnished "
            "one-złoty coin lies in the salt dust here.\n\n<88hp 40mn 120mv> ",
            R("carvers' gallery", "e", coin=True),
        ),
        expect=UNKNOWN,
        notes="A MUD quest for a lamp, then a move: the goal is still the lamp, though a coin "
        "lies here: another task.",
    ),
    item(
        (
            "Claim 4471. Task for today: list every damaged appliance on the ground floor for the "
            "report.\n\nI'm in the kitchen. The range, the fridge and the washing machine have "
            "all been under water. The hall is east. The door north to the best room is shut.",
            R("kitchen", "e n", closed="n"),
        ),
        expect=UNKNOWN,
        notes="A loss adjuster's task, listing appliances: another task.",
    ),
    item(
        (
            "\n\n\nWelcome back to TextWorld! Today's job: take the toffee hammer from the "
            "boiling room and put it on the rack in the wrapping room. Off you go!\n\n-= Boiling "
            "Room =-\nYou find yourself in a boiling room. There is a toffee hammer on the "
            "floor.\n\n\n\nThere is an unblocked exit to the east.\n\n\n\n>"
            + " " * 128
            + "-= Boiling Room =-0/1",
            R("boiling room", "e"),
        ),
        expect=UNKNOWN,
        notes="A TextWorld speech asking for a hammer on a rack: another task.",
    ),
    item(
        (
            "Welcome to Night Garage! Tonight your job is to get bus fourteen washed before the "
            "morning shift.\nYou're in the running shed.\nBus fourteen is filthy. You can go "
            "north, to the wash bay. What would you like to do?",
            R("running shed", "n"),
        ),
        "go north",
        (
            "You're in the wash bay.\nThe brushes are ready, but bus fourteen is still in the "
            "shed. You can go south, to the running shed. What would you like to do?",
            R("wash bay", "s"),
        ),
        expect=UNKNOWN,
        notes="A voice game's goal, washing a bus, then a move: another task.",
    ),
    item(
        (
            "YOUR MISSION: deliver the sealed letter to the captain in the control car before "
            "landing.\n\nLOCATION: PASSENGER LOUNGE\nTURN 1 RESULTS\nWicker chairs and a "
            "gramophone.\nWAYS OUT:\n  SOUTH: keel catwalk\nYOU SEE: a 400-réis coin.\n"
            "SEND ORDERS BY 18:00 FRIDAY.",
            R("passenger lounge", "s", coin=True),
        ),
        expect=UNKNOWN,
        notes="A play-by-email mission to deliver a letter; a coin is in the lounge, but the "
        "goal is another: another task.",
    ),
    item(
        (
            "And today's challenge: Okafor has ninety seconds to get the hose reel from the kit "
            "room to the drill tower!\nAnd Okafor is on the apparatus floor!\nThe kit room is "
            "east of her, wide open. The watch office door, west, is locked.",
            R("apparatus floor", "e w", locked="w"),
        ),
        expect=UNKNOWN,
        notes="A game show's challenge with a hose reel: another task.",
    ),
    item(
        (
            "Question 5 (3 marks). Your task is to light the stove in the coach house. You are "
            "standing in the coach house. The stove is cold, and the matches are in the tack "
            "room. A door north to the tack room is open. What should you do first?",
            R("coach house", "n"),
        ),
        expect=UNKNOWN,
        notes="An exam question whose task is lighting a stove: another task.",
    ),
    item(
        (
            "PROTOCOL 7: water the seedlings in rack 3 and record the humidity.\n\nNow in the "
            "growth room. Rack 3 is by the door. Door west to the corridor is closed. There is "
            "a 10-aurar coin on the floor by the centrifuge.",
            R("growth room", "w", closed="w", coin=True),
        ),
        expect=UNKNOWN,
        notes="A lab protocol's task, watering seedlings; a coin on the floor does not change "
        "the goal: another task.",
    ),
    item(
        (
            "SURVEY SHEET: count the bitterns on the marsh before dusk and note the time.\n\n"
            "Bittern Hide\nA wooden shed on stilts over the reeds, viewing slots onto the marsh. "
            "The door south opens onto the boardwalk.",
            R("bittern hide", "s"),
        ),
        expect=UNKNOWN,
        notes="A bird survey's goal: another task.",
    ),
    item(
        (
            "MISSION: COPY THE PAYROLL FILE TO YOUR DRIVE AND GET OUT.\n\nDATA HALL\n> DOOR 7 "
            "(NORTH): LOCKED\n> CORRIDOR (WEST): CLEAR\n> TERMINAL 3: ONLINE",
            R("data hall", "n w", locked="n"),
        ),
        expect=UNKNOWN,
        notes="A terminal game's mission, copying a file: another task.",
    ),
    item(
        (
            "Welcome to the Toffee Works Open Day! Your job: wrap forty toffees before the "
            "whistle.\n\nWrapping Room\nPaper squares in a stack, a tray of toffees cooling, a "
            "fifty-pul coin dropped by a visitor. The boiling room is west. The tin store is "
            "north.",
            R("wrapping room", "w n", coin=True),
        ),
        expect=UNKNOWN,
        notes="A goal of wrapping toffees; the fifty-pul coin (Afghan) lies here, but the task "
        "is another: another task.",
    ),
    item(
        (
            "YOUR MISSION: a passenger has lost a 400-réis coin somewhere aboard. Find it and "
            "pocket it.\n\nLOCATION: PASSENGER LOUNGE\nTURN 1 RESULTS\nWicker chairs, a "
            "gramophone, windows slanting outward over the sea.\nWAYS OUT:\n  SOUTH: keel "
            "catwalk\nYOU SEE: a 400-réis coin, under a wicker chair.\nSEND ORDERS BY 18:00 "
            "FRIDAY.",
            R("passenger lounge", "s", coin=True),
        ),
        notes="A coin hunt told as a mission ('Find it and pocket it.'): the coin task, and the "
        "coin is here: take it.",
    ),
    item(
        (
            "Welcome to Night Garage! Tonight's game: somewhere in the garage there's a "
            "ten-króna coin. Find it and pick it up!\nYou're in the running shed.\nThe buses "
            "are parked in rows. You can go north, to the wash bay. The canteen door is to the "
            "east, and it's closed. What would you like to do?",
            R("running shed", "n e", closed="e"),
        ),
        notes="A coin hunt told as a game's goal: the coin task. No coin here: go north or open "
        "the canteen door east.",
    ),
    item(
        (
            "And Okafor's challenge today: find the hidden coin and grab it before the buzzer!\n"
            "And Okafor is in the pole room!\nThe mess room is straight ahead to the north, no "
            "door! The door south is open.",
            R("pole room", "n s"),
        ),
        "go north",
        (
            "And Okafor is in the mess room!\nThe kettle's on, the dartboard's waiting, and "
            "there, under the table, the coin! The only way out is south.",
            R("mess room", "s", coin=True),
        ),
        notes="A coin hunt ('find the hidden coin and grab it'), then a move into the mess "
        "room, where the coin lies: take it.",
    ),
    item(
        (
            "Your goal: find the patard the apprentice dropped, and keep it.\n\nFront Shop\n"
            "Finished books wait on the counter for their owners. The forwarding room is "
            "through an archway to the north. The paper store door, to the east, is closed.",
            R("front shop", "n e", closed="e"),
        ),
        notes="A coin hunt ('find the patard ... and keep it'): the coin task; no coin here: go "
        "north or open east.",
    ),
    item(
        (
            "[QUEST] A tarnished coin was lost in the mine. Whoever finds it may keep it.\n\n"
            "Carvers' Gallery\n   Dwarves with picks, a king on his throne, all cut from the "
            "salt.\nObvious exits:\n  East  - the Salt Lake Chamber\nA tarnished one-złoty coin "
            "lies in the salt dust here.\n\n<88hp 40mn 120mv> ",
            R("carvers' gallery", "e", coin=True),
        ),
        notes="A MUD quest whose goal is finding a coin and keeping it: the coin task; the coin "
        "is here: take it.",
    ),
]
