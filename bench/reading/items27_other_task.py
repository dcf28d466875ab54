"""other_task, twenty-seventh round: goals in this round's settings, stated as people's games
state them. Another task (`unknown_task`, 15 items, six with a coin in the room): a pumping
station's "OBJECTIVE: Raise steam ... Boiler pressure: 0/40 psi" (a silver coin on the firing
plate), a mill girl's lost shuttle after a move ("[Quest added: Find Annie's shuttle.]"), a
velodrome's "Race: 3-lap sprint", a boxing coach's three rounds (a penny by the skipping ropes),
a ballet mistress's missing pointe shoes, "Point the dish at Cassiopeia A. Alignment: 0/3 axes.",
a cable fault to splice before the morning traffic, a rum distillery's casks "(0/10)" (a gold
doubloon by the vats), an Inform 7 banner's eight goats to milk (a twopenny piece on a churn
lid), a boat lift's stuck caisson, an auctioneer's six ewes "(Ewes penned: 0/6)", a hedge maze's
centre before the gate is locked (a silver coin on the gravel), a level crossing's gates before
the 4:10 express, a Go server's goal struct "{Goal:Deploy the CTD to 2000 m Progress:0/1}" (a
coin among the items), silkworm trays to feed in TextWorldExpress's manner. Five coin games told
in new ways (an answer): a LitRPG "[Quest Accepted: Pocket Money] ... Find it and pick it up.", a
father's chat message about a pound coin hidden in a boathouse, a boxing coach's lucky penny
after a move, an escape room's "the last clue is a coin. Find the coin and pick it up to finish"
with the coin on the table, a BASIC type-in's "FIND THE GOLD COIN AND TAKE IT.". What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "OBJECTIVE: Raise steam before the inspector arrives.\nBoiler pressure: 0/40 psi\n\n"
        "Boiler House\nThree Lancashire boilers lie cold in their brick beds. The only way out "
        "is south.\n\nA silver coin lies on the firing plate.",
        R("boiler house", "s", coin=True),
        expect=UNKNOWN,
        notes="the objective is steam, not the coin, even with a silver coin here: another task",
    ),
    item(
        (
            "Scouring Shed\nSteam rolls off the washing troughs. The carding room is north.",
            R("scouring shed", "n"),
        ),
        "north",
        (
            "Carding Room\nThe engines clatter in two rows. A girl looks up from the nearest: "
            "'Have you seen my shuttle? Mr Haigh will dock my pay if it's lost.'\n[Quest added: "
            "Find Annie's shuttle.]\nThe scouring shed is south; the mule floor is east.",
            R("carding room", "s e"),
        ),
        expect=UNKNOWN,
        notes="a quest added after a move: a lost shuttle, not a coin: another task",
    ),
    item(
        "Race: 3-lap sprint. Status: not started.\nGet to the start line before the gun.\n\n"
        "Riders' Cabins\nPlywood cabins under the banking, names chalked on the doors. The "
        "tunnel to the track is north; the car park is south.",
        R("riders' cabins", "n s"),
        expect=UNKNOWN,
        notes="a race to start: another task",
    ),
    item(
        "Coach: 'Wrap your hands, gloves on, and be in the ring by the bell. Three rounds with "
        "Kane, and I want to see your jab.'\n\nGym Floor\nHeavy bags hang from the joists. The "
        "ring is north; the changing room door, west, is open.\n\nThere is a penny by the "
        "skipping ropes.",
        R("gym floor", "n w", coin=True),
        expect=UNKNOWN,
        notes="the coach's goal is three rounds in the ring; a penny lies here, but the task is "
        "another: unknown_task",
    ),
    item(
        "Madame's pointe shoes have gone missing, and the recital starts at seven. Find them "
        "before the curtain goes up!\n\nBarre Studio\nMirrors along one wall, an upright piano "
        "in the corner. The wardrobe room is north; the corridor door, east, is shut.",
        R("barre studio", "n e", closed="e"),
        expect=UNKNOWN,
        notes="missing shoes before a recital: another task",
    ),
    item(
        "Point the dish at Cassiopeia A.\nAlignment: 0/3 axes.\n\nControl Building\nScreens "
        "glow with the sky's noise. The door to the dish path is north; the receiver gantry is "
        "east.",
        R("control building", "n e"),
        expect=UNKNOWN,
        notes="pointing a telescope: another task",
    ),
    item(
        "There is a fault on the Atlantic cable. Find the break and splice it before the "
        "morning traffic starts.\n\nCable Hut\nThe armoured cable comes up through the floor. A "
        "coin-slot telephone hangs by the door. The door is north.",
        R("cable hut", "n"),
        expect=UNKNOWN,
        notes="a cable to splice (a coin-slot telephone is no coin): another task",
    ),
    item(
        "The Lucy May sails at dawn, and she wants ten casks of dark rum in her hold.\nCasks "
        "filled: 0/10\n\nFilling Room\nA spout over a cask stand, a rack of empty hogsheads. The "
        "cask shed is east; the still house is south.\n\nA gold doubloon lies by the vats.",
        R("filling room", "e s", coin=True),
        expect=UNKNOWN,
        notes="casks to fill, with a gold doubloon in the room: another task",
    ),
    item(
        "GOAT DAY\nAn Interactive Milking by J. Hale\nRelease 1 / Serial number 270218 / Inform "
        "7 build 6M62 (I6/v6.34 lib 6/12N) SD\n\nYou have eight goats to milk before the "
        "cheese-maker's van comes up the lane.\n\nDairy\nStainless churns stand washed and "
        "upturned. The goat shed is south of here.\n\nOn the churn lid is a twopenny piece.",
        R("dairy", "s", coin=True),
        expect=UNKNOWN,
        notes="an Inform 7 banner and a goal of eight goats to milk; a twopenny piece here: "
        "another task",
    ),
    item(
        "The boat lift's caisson has stuck halfway, with a narrowboat in it. Get to the control "
        "cabin and bring it down.\n\nTowpath\nThe canal runs beside you. The lift tower is "
        "north; the towpath goes on west.",
        R("towpath", "n w"),
        expect=UNKNOWN,
        notes="a stuck boat lift: another task",
    ),
    item(
        "'Six ewes got out of pen 4,' says the auctioneer. 'Get them back in before the sale, "
        "or I'll have words.'\nEwes penned: 0/6\n\nThe Sale Pens\nHurdles and mud.\nObvious "
        "exits:\nNorth - The Drovers' Cafe\nSouth - The Sale Ring",
        R("the sale pens", "n s"),
        expect=UNKNOWN,
        notes="ewes to pen: another task",
    ),
    item(
        "Reach the centre of the maze before the gardener locks the gate at six.\n\nYew Walk\n"
        "Hedges twice your height on both sides.\n[Exits: N E]\nA silver coin lies on the "
        "gravel.",
        R("yew walk", "n e", coin=True),
        expect=UNKNOWN,
        notes="the goal is the maze's centre; a silver coin lies here: another task",
    ),
    item(
        "Close the gates before the 4:10 express! (Gates closed: 0/2)\n\nLevel Crossing\nThe "
        "road crosses the line between two white gates, both open. The keeper's cottage is "
        "west; the road runs north and south.",
        R("level crossing", "w n s"),
        expect=UNKNOWN,
        notes="gates to close before a train: another task",
    ),
    item(
        "{Goal:Deploy the CTD to 2000 m Progress:0/1}\n{Name:Winch Room Exits:[north west] "
        "Items:[cable drum coin]}",
        R("winch room", "n w", coin=True),
        expect=UNKNOWN,
        notes="a Go server's goal struct: deploying an instrument, with a coin among the "
        "items: another task",
    ),
    item(
        "Your task is to feed the silkworms. Place a mulberry leaf on every tray in the rearing "
        "house.\n\nYou are in the leaf store. In one part of the room you see a basket that has "
        "12 mulberry leaves on it. There is also a shelf, that has nothing on it. \nTo the "
        "South you see the rearing house. To the East you see the yard. ",
        R("leaf store", "s e"),
        expect=UNKNOWN,
        notes="a task description in TextWorldExpress's manner whose goal is feeding "
        "silkworms: another task",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "[Quest Accepted: Pocket Money]\nSomewhere in the mill there is a copper coin. Find it "
        "and pick it up.\nReward: the coin.\n\n[Location: Mending Room]\nA long window and a "
        "bench of cloth.\n[Exits: West: Warping Room | South: Stair Head]",
        R("mending room", "w s"),
        notes="a LitRPG quest whose goal is finding the copper coin and picking it up: the coin "
        "task; no coin here: go west or south",
    ),
    item(
        "[08:12] Dad: there's a pound coin hidden somewhere in the boathouse for whoever finds "
        "it first. find it, pick it up, it's yours\n\nBoathouse\nRacked sculls, a smell of "
        "varnish. The yard doors, east, are shut; the changing room is north.",
        R("boathouse", "e n", closed="e"),
        notes="a father's chat message: finding the pound coin and picking it up is the coin "
        "task; no coin here: go north or open east",
    ),
    item(
        (
            "Ringside\nFolding chairs face the ring. The gym floor is north; the street door "
            "is south.",
            R("ringside", "n s"),
        ),
        "north",
        (
            "Gym Floor\nThe coach looks up from his clipboard. 'There's a lucky penny hidden "
            "somewhere in this gym. Find it, take it, and it's yours for the fight.'\nThe "
            "changing room is west; ringside is south.",
            R("gym floor", "w s"),
        ),
        notes="the coin task told after a move: the penny is not here; ringside south leads "
        "back (visited, initial); the changing room west not yet seen: go west",
    ),
    item(
        "FINAL PUZZLE: The last clue is a coin. Find the coin and pick it up to finish the "
        "game.\n\nThe Study\nA desk, a globe and a bookcase. The only door, west, is shut.\n\n"
        "On the desk is a brass coin.",
        R("the study", "w", coin=True),
        notes="an escape room's final puzzle is finding the coin and picking it up (the coin "
        "task); the coin is on the desk: take it",
    ),
    item(
        "COIN HUNT\nA TYPE-IN FROM 'FARM GAMES FOR YOUR MICRO', 1983\nFIND THE GOLD COIN AND "
        "TAKE IT.\n\nYOU ARE IN THE BARN.\nHAY, A CART, A SLEEPING DOG.\nEXITS: S, W\n? ",
        R("barn", "s w"),
        notes="a BASIC type-in's title: finding the gold coin and taking it is the coin task; "
        "no coin here: go south or west",
    ),
]
