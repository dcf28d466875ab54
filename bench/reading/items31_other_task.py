"""other_task, thirty-first round: goals in the places this round visited. Another task
(`unknown_task`, 15 items, six with a coin in the room, two after a move): a bonsai show's quest
to wire a juniper (a penny in the grit), a koji log's turns in a status line, a samba school's
feathers for the jaguar float (a fifty-centavo coin by the glue pot), a stablemaster's chanko
after a move, a projectionist's reel change, a florist's orders as a checklist (a dime among the
stems), a car wash's queue, an opal to find and sell (a five-cent piece on the bench), a
tamada's twelve toasts, a snail race, a fiddle to tune before the dancers come, a kelp-burning
tally (a penny on the shore), TextWorldExpress's instructions-book task (a coin among the
things), a TextWorld-like speech about a paper lantern, a fairy tale's bucket to fill before
moonrise after a move. Five coin games told in new ways (an answer): a metal detecting club's
planted coin ("First member to find it and pick it up takes home the silver trowel"), a
speedrun's category card ("Category: Any% Coin / Rules: find the coin, take it."), an SMS game's
welcome ("A GOLD SOVEREIGN IS HIDDEN IN OPAL TOWN. FIND IT & TAKE IT TO WIN."), a stablemaster's
lucky coin after a move, with the coin in the room ("Find it and pick it up, and then you
belong."), a drive-in's intermission game ("One lucky quarter is hidden somewhere on the lot.
Find it and it's yours!"). What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "[Quest] Wire the old juniper before the judges arrive (0/1)\n\nJuniper Terrace\nThe "
        "show trees stand on their benches, each with a card at its foot. Paths lead north and "
        "west.\nA penny lies in the grit.",
        R("juniper terrace", "n w", coin=True),
        expect=UNKNOWN,
        notes="a quest to wire a tree names no coin: another task, even with a penny in the grit",
    ),
    item(
        "KOJI LOG   Turns done: 0/3   Next turn due: 02:00\n\nKoji Room\nThe cedar walls hold "
        "the heat like a bath house, and the rice lies in trays under cloths, furred white with "
        "mould. The door out is south.",
        R("koji room", "s"),
        expect=UNKNOWN,
        notes="a status line counting the turns of the koji: the goal is the rice, not a coin",
    ),
    item(
        "OBJECTIVE: Glue 200 feathers onto the jaguar float before dawn. (Feathers: 0/200)\n\n"
        "Float Shed\nThe jaguar towers over you, chicken wire and papier-mache, half covered in "
        "gold feathers.\n[Exits: north west]\nA fifty-centavo coin lies by the glue pot.",
        R("float shed", "n w", coin=True),
        expect=UNKNOWN,
        notes="an objective about feathers: another task, though a coin lies by the glue pot",
    ),
    item(
        (
            "Entrance Hall\nShoes in rows by the step, and a board of the rankings written in "
            "brush and ink. The kitchen is north; the practice room is east.",
            R("entrance hall", "n e"),
        ),
        "north",
        (
            "Kitchen\nA pot the size of a cartwheel simmers on the gas ring. The entrance hall "
            "is south.\n\n'The chanko must be ready by eleven,' the stablemaster says, looking "
            "in. 'Don't let it burn.'",
            R("kitchen", "s"),
        ),
        expect=UNKNOWN,
        notes="a sumo stable: the stablemaster's order after a move (the stew by eleven) is "
        "the goal, and it is not a coin",
    ),
    item(
        "Reel 2 must be laced up before reel 1 runs out. Time left: 6 min.\n\nProjection Room\n"
        "The projector clatters, throwing its beam through the port at the screen. The door to "
        "the stairs is south.",
        R("projection room", "s"),
        expect=UNKNOWN,
        notes="a projectionist's reel change against the clock: another task",
    ),
    item(
        "TODAY'S ORDERS\n[ ] bridal bouquet x3\n[ ] funeral wreath x1\nDone: 0/4\n\nWorkroom\n"
        "Cut stems litter the bench, and a dime lies among them. The shop is west; the cold "
        "room is north.",
        R("workroom", "w n", coin=True),
        expect=UNKNOWN,
        notes="a florist's order list: another task, though a dime lies on the bench",
    ),
    item(
        "Cars waiting: 4. Wash them all before the six o'clock close.\n\nWash Bay\nThe brushes "
        "hang still, and the first car is already nosing in from the forecourt to the south. "
        "The office is east.",
        R("wash bay", "s e"),
        expect=UNKNOWN,
        notes="a car wash's queue: the goal is the cars, not a coin",
    ),
    item(
        "Find an opal worth selling, and sell it at the general store before it shuts.\n\n"
        "Dugout Workshop\nA grinding wheel, a bucket of rough stones, a lamp. A five-cent piece "
        "lies on the bench. The tunnel runs north; the front door, east, is open.",
        R("dugout workshop", "n e", coin=True),
        expect=UNKNOWN,
        notes='"find an opal" and sell it: the thing to find is no coin, so another task, '
        "even with a five-cent piece on the bench",
    ),
    item(
        "You are tonight's tamada. Propose the twelve toasts, in the right order. (Toasts: "
        "0/12)\n\nBanquet Hall\nThe table runs the length of the hall under dishes of "
        "khachapuri and herbs. The kitchen is south; the courtyard is west.",
        R("banquet hall", "s w"),
        expect=UNKNOWN,
        notes="a Georgian feast's toastmaster: the goal is the toasts",
    ),
    item(
        "SNAIL RACE - 12 NOON\nGet Gaston (no. 7) to the start line before the flag drops.\n\n"
        "Race Board\nA wet board chalked with twelve lanes, and a crowd of children around it. "
        "The snail park is east.",
        R("race board", "e"),
        expect=UNKNOWN,
        notes="a snail race: the goal is a snail at the start line",
    ),
    item(
        "The dancers arrive at eight. Tune the fiddle before then.\n\nCeilidh House\nA peat "
        "fire, chairs pushed back against the walls, a fiddle on a nail. The door to the road "
        "is south.",
        R("ceilidh house", "s"),
        expect=UNKNOWN,
        notes="a fiddle to tune before the dance: another task",
    ),
    item(
        "Kelp burned: 0/5 tons. The boat calls on Friday.\n\nKelp Shore\nWrack lies drying in "
        "long ridges along the tideline, and a penny lies half buried in the sand. The links "
        "path runs east and west.",
        R("kelp shore", "e w", coin=True),
        expect=UNKNOWN,
        notes="a kelp-burning tally: another task, though a penny lies in the sand",
    ),
    item(
        "Your task is to read and follow the instructions book found in the environment. "
        "Repeat this until the game is completed.\n\nYou are in the living room. In one part of "
        "the room you see a book case, that has nothing on it. There is also a sofa, that has "
        "nothing on it. You also see an instructions book. In another part of the room you see "
        "a coin. \nTo the North you see the corridor. To the West you see a closed wood door. ",
        R("living room", "n w", closed="w", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's instructions-book task in its manner: the book's "
        "instructions are the goal, not the coin in the room",
    ),
    item(
        "Welcome to TextWorld! First step, open the tub in the moto room. Then, take the paper "
        "lantern from the tub. After that, put the paper lantern on the shelf in the rice "
        "store. Got that? Good!\n\n-= Moto Room =-\nYou've entered a moto room.\n\nYou make out "
        "a closed tub.\n\nThere is an exit to the west. Don't worry, it is unblocked.\n\n>",
        R("moto room", "w"),
        expect=UNKNOWN,
        notes="a TextWorld-like quest about a paper lantern: another task",
    ),
    item(
        (
            "Little Hans was in the lane. Hawthorn grew thick on either side, and the lane ran "
            "on west to the old woman's yard.",
            R("lane", "w"),
        ),
        "walk west",
        (
            "Little Hans was in the old woman's yard. A well stood in the middle of it, and the "
            "lane lay east. The old woman leaned on the well and said, 'Fill my bucket before "
            "the moon rises, child, and I'll tell you the way home.'",
            R("old woman's yard", "e"),
        ),
        expect=UNKNOWN,
        notes="a fairy tale: the old woman's errand after a move (a bucket to fill) is the "
        "goal, and it is not a coin",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "CLUB CHALLENGE\nOne coin has been planted somewhere on Home Farm. First member to find "
        "it and pick it up takes home the silver trowel.\n\nBarley Field\nStubble, and the "
        "tracks of the tractor. A gate leads north to the lane; a gap in the hedge, east, opens "
        "on the meadow.",
        R("barley field", "n e"),
        notes="a metal detecting club's challenge: finding the coin and picking it up is the "
        "goal; none here: go north or east",
    ),
    item(
        "Category: Any% Coin\nRules: find the coin, take it. The timer stops when you pick it "
        "up.\n\nCellar Passage\nDamp brick and a dripping pipe. The passage runs east and west; "
        "the door north, to the stairs, has swung shut.",
        R("cellar passage", "e w n", closed="n"),
        notes="a speedrun's category card: the run is to find the coin and take it; no coin "
        "here; the door north is shut",
    ),
    item(
        "OPALTXT: WELCOME! A GOLD SOVEREIGN IS HIDDEN IN OPAL TOWN. FIND IT & TAKE IT TO WIN.\n\n"
        "POST OFFICE\nA COUNTER, A FAN, A CALENDAR FROM 1987. EXITS: S E. ITEMS: NONE.\nTXT "
        "N/S/E/W, OPEN, TAKE",
        R("post office", "s e"),
        notes="an SMS game's welcome: the goal is the sovereign, found and taken; none here: "
        "go south or east",
    ),
    item(
        (
            "Genkan\nShoes off, slippers on. The practice room is east; the street door is south.",
            R("genkan", "e s"),
        ),
        "east",
        (
            "Practice Room\nThe ring is swept and salted. The genkan is west.\n\n'Every new boy "
            "finds the stable's lucky coin,' the stablemaster says from the doorway. 'It is "
            "hidden somewhere in the heya. Find it and pick it up, and then you belong.'\n\nA "
            "ten-yen coin lies in the salt basket.",
            R("practice room", "w", coin=True),
        ),
        notes="a stablemaster sets the coin task after a move (find the lucky coin and pick it "
        "up), and a ten-yen coin lies in the open salt basket: take it",
    ),
    item(
        "INTERMISSION GAME! One lucky quarter is hidden somewhere on the lot. Find it and it's "
        "yours!\n\nRow C\nCars parked in a curve before the screen, speaker posts between them. "
        "The aisle runs north to the snack bar and south to the exit lane.",
        R("row c", "n s"),
        notes="a drive-in's intermission game: find the quarter and keep it is the coin task; "
        "none in this row: go north or south",
    ),
]
