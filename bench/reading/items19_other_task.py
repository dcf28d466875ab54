"""other_task, nineteenth round: goals set in registers and settings no earlier round used.
Another task (`unknown_task`, 15 items, six with a coin in the room): a game show host's
ten-minute sponge, a fire station's call-out for a cat up a tree, a museum storeroom to
catalogue overnight ("0/40 logged", a bronze coin waiting for its label), the heaviest onion at
the village show (a penny under the water butt), a projectionist's film to start by 7:30, a
comet to photograph ("OBJECTIVE: ... (0/1)"), a detective sergeant's missing cash box (loose
coins where it stood), a submarine's orders to surface, a car to drive off a ferry, a Saturday
job watering a greenhouse ("0/6 benches", a coin on a bench), a laundrette's duvet cover by
four (a pound coin on a dryer), a bakery's order ticket, a cave survey to the far sump after a
move, a radio drama's missing will (a silver coin on the mantelpiece), a scarecrow to make from
a list. The coin task told in five new ways (an answer): a game show's prize ("a single gold
coin. Find it and take it"), a treasure trail card ("find it and pick it up to claim your
badge"), a grandmother's voicemail about her lucky sixpence, a radio drama's stolen sovereign
to pocket, a recipe card whose only ingredient is the coin. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "HOST: Right, contestant, here's your challenge! Somewhere in this house is a single "
        "gold coin. Find it and take it, and the car is YOURS!\n\nHallway\nA coat stand, a "
        "telephone table, and a staircase going up. The lounge is east and the kitchen is "
        "north.",
        R("hallway", "up e n"),
        notes="a game show's challenge is finding the coin and taking it: the coin task; no "
        "coin here: go east or north",
    ),
    item(
        "TREASURE TRAIL - STOP 1 OF 1\nSomewhere in the museum store a silver penny has been "
        "hidden. Find it and pick it up to claim your badge!\n\nStore Room A\nShelves of "
        "boxed pottery. A door to the south is closed. The corridor is west.\nA silver penny "
        "is tucked behind a box of potsherds.",
        R("store room a", "s w", closed="s", coin=True),
        notes="a treasure trail whose goal is finding the penny and picking it up (the coin "
        "task); the penny is here: take it",
    ),
    item(
        "[Voicemail, 14:02] 'Hello love, it's Gran. I've dropped my lucky sixpence somewhere "
        "up the allotments. Could you find it and pick it up for me? Ta-ra.'\n\nAllotment "
        "Gate\nA board lists the plot holders. Paths lead north and west.",
        R("allotment gate", "n w"),
        notes="a voicemail asking to find the sixpence and pick it up: the coin task; no coin "
        "here: go north or west",
    ),
    item(
        "NARRATOR: Our hero has one task tonight: to find the stolen sovereign and pocket "
        "it before the thieves return.\nSOUND: A CLOCK STRIKES ELEVEN.\n\nThe Study\nBook-lined "
        "walls and a cold grate. A door east leads to the hall.\nA gold sovereign glints on "
        "the desk.",
        R("the study", "e", coin=True),
        notes="a radio drama's task is finding the sovereign and pocketing it (taking it): "
        "the coin task; the sovereign is on the desk: take it",
    ),
    item(
        "TO MAKE: one lucky player\nYou will need: 1 coin (hidden)\nMethod: Search the rooms "
        "until you find the coin, then pick it up. Serve at once.\n\nLarder\nCold slate "
        "shelves. The kitchen is south.",
        R("larder", "s"),
        notes="a recipe card whose method is finding the coin and picking it up: the coin "
        "task; go south",
    ),
    # ---- another task: unknown_task ----
    item(
        "HOST: Your challenge, contestant: bake a Victoria sponge in ten minutes! The clock "
        "starts... NOW!\n\nStudio Kitchen\nA mixer, a bag of flour, six eggs. The green "
        "room is west.",
        R("studio kitchen", "w"),
        expect=UNKNOWN,
        notes="a game show's challenge is baking a sponge: another task",
    ),
    item(
        "CALL-OUT: Cat up a tree, 14 Elm Road. Get the short ladder from the yard and go.\n\n"
        "Appliance Bay\nTwo engines, doors up. The yard is south; the mess room is north.",
        R("appliance bay", "s n"),
        expect=UNKNOWN,
        notes="a fire call-out (rescue a cat with a ladder): another task",
    ),
    item(
        "Your job tonight: catalogue every object in Storeroom C before the curator arrives. "
        "(0/40 logged)\n\nStoreroom C\nTrays and boxes on every shelf. A bronze coin lies on "
        "the bench, waiting for its label. The door is north.",
        R("storeroom c", "n", coin=True),
        expect=UNKNOWN,
        notes="cataloguing the storeroom is another task, even with a coin lying on the bench",
    ),
    item(
        "VILLAGE SHOW: Grow the heaviest onion and win the red rosette!\n\nPlot 31\nOnion "
        "beds under netting and a water butt. The path runs east. A penny lies under the "
        "water butt's tap.",
        R("plot 31", "e", coin=True),
        expect=UNKNOWN,
        notes="the show's goal is an onion: another task, with a penny in the plot",
    ),
    item(
        "Tonight's job: thread the projector and have the film running by 7:30.\n\nProjection "
        "Box\nTwo projectors and a rack of reels. The stair down to the foyer is the only way "
        "out.",
        R("projection box", "down"),
        expect=UNKNOWN,
        notes="a projectionist's job: another task",
    ),
    item(
        "OBJECTIVE: Photograph Comet Hale before it sets (0/1)\n\nObserving Floor\nThe "
        "telescope waits under the open slit. The control room is south.",
        R("observing floor", "s"),
        expect=UNKNOWN,
        notes="a comet to photograph: another task",
    ),
    item(
        "DS Okoro: 'Someone's walked off with the canteen cash box. Find out who. Talk to "
        "everyone.'\n\nCanteen\nPlastic chairs, a hot-water urn. Where the cash box stood, a "
        "few loose coins lie on the counter. The corridor is east.",
        R("canteen", "e", coin=True),
        expect=UNKNOWN,
        notes="finding out who took the cash box is another task, even with loose coins on "
        "the counter",
    ),
    item(
        "ORDERS FROM THE CAPTAIN: Surface the boat. Blow main ballast on my command.\n\n"
        "Control Room\nGauges and valves. The watertight door aft, south, is open.",
        R("control room", "s"),
        expect=UNKNOWN,
        notes="orders to surface a submarine: another task",
    ),
    item(
        "Drive your car off the ferry before the bow ramp goes up again!\n\nCar Deck\nLorries "
        "rumble past. The ramp is north; the stairs door is west.",
        R("car deck", "n w"),
        expect=UNKNOWN,
        notes="driving a car off a ferry: another task",
    ),
    item(
        "Saturday job: water every bench in the greenhouse (0/6 benches)\n\nGreenhouse\nSix "
        "benches of thirsty seedlings. A coin someone dropped sits on bench 2. The door is "
        "south.",
        R("greenhouse", "s", coin=True),
        expect=UNKNOWN,
        notes="watering the benches is another task, with a coin on a bench",
    ),
    item(
        "Mrs Patel's note: 'Wash, dry and fold my duvet cover, dear. Back at four.'\n\n"
        "Laundrette\nWashers in a row. A pound coin sits on top of dryer 3. The street door "
        "is west.",
        R("laundrette", "w", coin=True),
        expect=UNKNOWN,
        notes="washing a duvet cover is another task, with a pound coin on a dryer",
    ),
    item(
        "ORDER #114 - Deli on Mill St - 2 dozen bagels, 6 a.m. sharp\n\nBakehouse\nThe "
        "ovens are hot. The shop is east and the yard is south.",
        R("bakehouse", "e s"),
        expect=UNKNOWN,
        notes="a bakery's order ticket: another task",
    ),
    item(
        (
            "SURVEY TEAM BRIEF: Reach the far sump and fix survey station 20.\n\nCave Entrance"
            "\nA cold wind blows out of the dark. The passage leads north.",
            R("cave entrance", "n"),
        ),
        "north",
        (
            "Long Passage\nA tube of smooth rock. It runs on north; the entrance is south.",
            R("long passage", "n s"),
        ),
        expect=UNKNOWN,
        notes="the survey's brief before the first room; after a move it still holds: another task",
    ),
    item(
        "ANNOUNCER: Tonight, Inspector Ashdown has until midnight to find the missing will. "
        "\nSOUND: RAIN ON GLASS.\n\nThe Drawing Room\nA piano under a dust sheet. A silver "
        "coin lies on the mantelpiece. The hall is north.",
        R("the drawing room", "n", coin=True),
        expect=UNKNOWN,
        notes="a missing will to find: another task, with a silver coin on the mantelpiece",
    ),
    item(
        "TO MAKE: one scarecrow\nYou will need: 1 old coat, 1 broom handle, 1 turnip\nMethod: "
        "Gather everything, then build it in the bean rows.\n\nGarden Shed\nTools on hooks. "
        "The door is west.",
        R("garden shed", "w"),
        expect=UNKNOWN,
        notes="a recipe card for a scarecrow: another task",
    ),
]
