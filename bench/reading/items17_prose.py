"""prose, seventeenth round: plain prose in modern registers the earlier rounds did not use: a
text-message thread with the player's own replies, a noir narrator in a jazz club, a children's
picture book read to the player as a mouse, a captain's log, an audio game's narrator, a
sci-fi status card ("MEDBAY. ... Hatch fore (north): open."), a holiday-let host's message,
a zoo trail worksheet, first person past in a desert camp's cook tent, third person present in
a laboratory and past on a film set; second person in a ski lodge's drying room, a rainforest
drying shed, a hospital's plaster room, a bathroom ("has a lock but it isn't locked; it's
closed"), an excavation, a space station's cupola whose only way is down; walks through an
office's mailroom and a subway interchange. Coins as a 2p, a dime, a shiny penny, a euro coin,
a five-credit coin, a quarter, a bronze coin in a spoil heap. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Mum: where are you??\nMe: in the utility room\nMum: can you get out the back\nMe: no, "
        "back door's locked (the one to the east). hall door north is open tho\nMe: also "
        "there's a 2p on the washing machine lol",
        R("utility room", "e n", locked="e", coin=True),
        notes="a text thread: 'Me' is the player, in the utility room; east locked, north "
        "open; a 2p on the washing machine is a coin to take",
    ),
    item(
        "The Blue Parrot was the kind of club where the rain got in and the customers didn't. "
        "The bar ran along the east wall. The stage sat dark at the back. The only door was the "
        "one onto the street, to the south, and it was open to the wet night. Nobody was "
        "playing. Nobody was drinking. On the bar, next to a glass with lipstick on it, "
        "somebody had left a dime.",
        R("blue parrot", "s", coin=True),
        notes="noir in the past tense: the room is the club (the scorer drops 'the'); the bar "
        "along the east wall is no way; a dime left on the bar is a coin",
    ),
    item(
        "You are Pip the mouse, and you are in the kitchen! The kitchen is big and red. Can "
        "you see the cheese? Can you see the door to the garden? It is open, and it goes west. "
        "The door to the cellar goes north, but it is shut tight.\n\nLook! A shiny penny under "
        "the table!",
        R("kitchen", "w n", closed="n", coin=True),
        notes="a picture book: west open, north 'shut tight' (closed, not said locked); a "
        "shiny penny under the table is a coin",
    ),
    item(
        "Captain's log, stardate 4471.2. I am writing this in the shuttle bay. The doors to "
        "the hangar, east, are closed while the crews sleep. The corridor door to the west "
        "stands open. Nothing else leads out of here.",
        R("shuttle bay", "e w", closed="e"),
        notes="a captain's log in the first person: east closed doors, west open",
    ),
    item(
        "[Audio game, chapter 3]\nNARRATOR: You're in the butterfly house. It's hot, it's "
        "green, and a blue morpho has just landed on your sleeve. The exit is a double door to "
        "the north, with a curtain of plastic strips hanging inside it. There's a staff door "
        "to the east, but it's locked.",
        R("butterfly house", "n e", locked="e"),
        notes="an audio game's narrator speaks to the player: north the exit (a strip curtain "
        "is no door), east locked",
    ),
    item(
        "Priya is in the lab. The fume hood roars and the centrifuge is spinning down. One "
        "door, to the north, opens on the corridor and is open. The other, to the west, leads "
        "to the cold room and is closed. There is a euro coin beside the balance.",
        R("lab", "n w", closed="w", coin=True),
        notes="third person present (Priya is the player): north open, west closed; a euro "
        "coin beside the balance",
    ),
    item(
        "You're in the drying room. Gloves and socks steam on the hot pipes and the air smells "
        "of wet wool. The only door is to the south, and it stands open.",
        R("drying room", "s"),
        notes="a ski lodge: one open door south",
    ),
    item(
        "I was in the cook tent when the wind got up. Sand came in under the canvas on every "
        "side. There were two ways out: the flap to the north, which I had tied open, and the "
        "flap to the east, which I had laced shut.",
        R("cook tent", "n e", closed="e"),
        notes="first person past in a desert camp: a flap tied open (north), a flap laced shut "
        "(east, closed)",
    ),
    item(
        "MEDBAY. Two bunks, one occupied. Hatch fore (north): open. Hatch aft (south): closed. "
        "A five-credit coin lies on the deck.",
        R("medbay", "n s", closed="s", coin=True),
        notes="a sci-fi status card that maps fore and aft to north and south; a thing called "
        "a five-credit coin is a coin (the round's call: a coin by name is a coin, a credit "
        "chip is not)",
    ),
    item(
        "You're in the plaster room. Buckets, rolls of bandage, and a saw you'd rather not look "
        "at. The door to the corridor is north. A second door, to the east, leads to X-ray; it "
        "is shut.",
        R("plaster room", "n e", closed="e"),
        notes="a hospital: north a door whose state is not given (open), east shut",
    ),
    item(
        "Lena walked onto the diner set. The counter ran the length of it, the stools bolted "
        "to the floor. The swing door to the kitchen set, at the north end, was wedged open "
        "with a script. West was the studio floor. Nobody had cleared the tips: a quarter lay "
        "on the counter.",
        R("diner set", "n w", coin=True),
        notes="third person past on a film set: north wedged open, west the studio floor; a "
        "quarter on the counter is a coin",
    ),
    item(
        "You stand in the drying shed. Moss specimens hang in paper bags from the rafters. "
        "Beyond the mosquito screen to the south lies the clearing, and the screen door is "
        "hooked open. On the north side the shed backs onto the forest, and there is no door "
        "that way.",
        R("drying shed", "s"),
        notes="a rainforest base: the screen door south is hooked open; 'no door' north",
    ),
    item(
        "This is the bathroom. White tiles, a rainfall shower, a window of frosted glass high in "
        "the east wall. The door, to the west, has a lock, but it isn't locked; it's closed.",
        R("bathroom", "w", closed="w"),
        notes="'isn't locked; it's closed': a closed door west; the window is no way",
    ),
    item(
        (
            "You're in the mailroom. Pigeonholes cover one wall, and a franking machine "
            "clunks. A corridor runs north from here. The loading bay is west, through a "
            "roller door that is rolled up.",
            R("mailroom", "n w"),
        ),
        "go north",
        (
            "You're in the corridor. It runs north and south, carpet tiles and strip lights "
            "all the way. The mailroom is south. Meeting Room 3 is east, its door open.",
            R("corridor", "n s e", leads={"s": "mailroom"}),
        ),
        notes="an office block: south leads to the mailroom (visited, the way back); north and "
        "east are new",
    ),
    item(
        "You are at the dig. A trench runs across the sand with string lines pegged along it. "
        "The only way off the dig is the track north to the camp. A bronze coin lies in the "
        "spoil heap, half out of the sand.",
        R("dig", "n", coin=True),
        notes="a desert excavation: a bronze coin in the spoil heap is a coin to take; the "
        "trench is no way",
    ),
    item(
        "ZOO TRAIL - STOP 4: THE GIRAFFE HOUSE\nYou are in the giraffe house! Look up! The "
        "giraffes are eating from a hay net. How many can you count? ____\nNext stop: go out "
        "of the big doors to the east. (The keepers' door to the south is locked.)",
        R("giraffe house", "e s", locked="s"),
        notes="a children's worksheet: east open, south locked",
    ),
    item(
        (
            "You're on the northbound platform. A train has just left and the tunnel mouths "
            "are empty. The way out is the passage to the west.",
            R("northbound platform", "w"),
        ),
        "w",
        (
            "You're in the interchange passage. Tiled walls, posters for a musical. It goes "
            "east to the northbound platform and south to the southbound one.",
            R("interchange passage", "e s", leads={"e": "northbound platform"}),
        ),
        notes="a subway walk: 'northbound' and 'southbound' name platforms; east leads to the "
        "platform just left (visited, the way back): go south",
    ),
    item(
        "You're in the cupola. Seven windows show the Earth, very blue, sliding past below. "
        "The only way out is the hatch beneath you, down into the node.",
        R("cupola", "d"),
        notes="a space station: the only way is down, outside the vocabulary: no action",
    ),
    item(
        "Hi! Welcome to the flat. You're in the living room now. The kitchen is through the "
        "arch to the north, the bedroom is the door on the east (it's open), and the front "
        "door is south. Help yourself to coffee!",
        R("living room", "n e s"),
        notes="a holiday-let host's message to the player: three ways, none closed",
    ),
    item(
        "You're in the staff canteen. Long tables, plastic chairs, a hatch where the dinner "
        "ladies serve. The doors to the playground, west, are shut, and the kitchen door, "
        "north, is locked. The corridor is east.",
        R("staff canteen", "w n e", closed="w", locked="n"),
        notes="a school: the serving hatch is no way; west shut, north locked, east open",
    ),
]
