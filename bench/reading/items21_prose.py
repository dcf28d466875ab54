"""prose, twenty-first round: plain prose in voices and registers, and settings, no earlier round
used: second person present in a bus depot's workshop, first person past in a lifeboat
station's launch hall, third person present (Maya in a recording studio's control room, Mrs
Okafor in a hat shop) and past (Anwar in a pharmacy), a diver's log in a wreck's cargo hold, a
weather observer's log in an instrument hut, a travel blog from a riad's courtyard, a trail
sign ("YOU ARE HERE"), a haiku that names no room, a walk from a lock cottage's kitchen onto the
towpath, a stage manager's note in a puppet store, a navigation app's reading of a station
concourse, a bowling alley in the first person, a tailor's cutting room that ends "What do you
do?", a wreck's hold in two paragraphs, a lido's changing rooms, a funicular's booking hall and
platform, a ghost train's tunnel, a cheese shop's cellar; doors "padlocked", "bolted on this
side", "wedged open with a traffic cone", "not locked, only shut"; coins (a ten-pence piece in
oil, a fifty-pence piece on a mixing desk, a silver coin in the silt, a dirham on a fountain's
rim, a penny in a haiku, a sixpence in a hatbox lid, a two-pound coin in a locker) and
distractors (a north-west wind, a washed-away path, bowling lanes, a pewter plate, a coin-op
locker's slot). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "You're in the workshop. Three double-deckers from the depot stand over the inspection "
        "pits, their engine covers up. The big doors to the east are rolled up, and beyond "
        "them is the yard. A door on the north side, marked STORES, is shut. A ten-pence piece "
        "lies in a slick of oil by the nearest pit.",
        R("workshop", "e n", closed="n", coin=True),
        notes="second person present: 'You're in the workshop.' names it; the rolled-up doors "
        "east are open, STORES north shut; a ten-pence piece lying here is a coin: take coin",
    ),
    item(
        "I was in the launch hall when the maroons went up. The boat sat on her carriage, "
        "gleaming and ready, and the crew were running in. The door to the station yard, east, "
        "stood open, and the crew room was through the door to the west.",
        R("launch hall", "e w"),
        notes="first person past names the launch hall; doors east (open) and west (state not "
        "given, open): go east or west",
    ),
    item(
        "Maya is in the control room. The door into the live room, north, is shut; through the "
        "glass beside it the room is dark. The corridor door, south, is wedged open with a "
        "guitar case. On the mixing desk, between two cold mugs, is a fifty-pence piece.",
        R("control room", "n s", closed="n", coin=True),
        notes="third person present (the player is Maya); the glass is a window, the live room "
        "door north shut, the corridor door south wedged open; a fifty-pence piece on the desk "
        "is a coin: take coin",
    ),
    item(
        "Dive log, 14 June. Depth 22 m. In the cargo hold. Visibility 3 m.\nHatch forward "
        "(north): open.\nDoor aft (south): padlocked.\nHole in the hull to the west: big enough "
        "to swim through.\nSilver coin in the silt by the ribs - not yet bagged.",
        R("cargo hold", "n s w", locked="s", coin=True),
        notes="a diver's log: 'In the cargo hold.' names the room; forward north open, aft south "
        "padlocked (locked), the hole west a way; a silver coin not yet bagged lies here: take "
        "coin",
    ),
    item(
        "0600. I'm in the instrument hut. Wind north-west, 20 knots, gusting 30; the hut creaks "
        "like a ship. Door to the east (out to the enclosure) is open and banging; the door to "
        "the mess, west, is shut. Barometer falling.",
        R("instrument hut", "e w", closed="w"),
        notes="a weather log in the first person present; a north-west wind gives no exit; "
        "east open, west shut: go east or open west",
    ),
    item(
        "Day 5, Marrakech. I'm sitting in the courtyard, under an orange tree, writing this. "
        "Our riad is tiny. The only door out to the alley is west; our room is through the carved "
        "arch to the north. Someone has left a dirham on the rim of the fountain - I'll leave "
        "it there for luck.",
        R("courtyard", "w n", coin=True),
        notes="a travel blog in the first person present: the courtyard names the room; a "
        "dirham lying on the fountain's rim is a coin in the room (still there): take coin",
    ),
    item(
        "YOU ARE HERE: KESTREL SPRING\nPath north to the summit cairn (2 km).\nPath south to "
        "the car park (1 km).\nThe old path east was washed away in the floods of 2019 and has "
        "not been restored.",
        R("kestrel spring", "n s"),
        notes="a trail sign: 'YOU ARE HERE' names the place; paths north and south; the path "
        "east washed away is no way: go north or south",
    ),
    item(
        "Stone walls, no window.\nNorth, a shut door; west, an arch.\nA penny glints there.",
        R(None, "n w", closed="n", coin=True),
        notes="a haiku that names no room (null); a shut door north (closed), an arch west; a "
        "penny glinting here is a coin: take coin",
    ),
    item(
        "Anwar stood in the pharmacy after closing, the blinds down and the fridges humming. "
        "The street door, south, was locked, and the owner had taken the key home. The back "
        "door, east, was bolted on this side.",
        R("pharmacy", "s e", closed="e", locked="s"),
        notes="third person past (the player is Anwar); the street door south locked (no open), "
        "the back door east bolted on this side (closed: he can draw the bolt): open east",
    ),
    item(
        (
            "You're in the kitchen. The lock cottage is hardly bigger than a boat, and the "
            "range takes up half of it. The back door is north, and the front door, east, "
            "opens straight onto the towpath.",
            R("kitchen", "n e", leads={"e": "towpath"}),
        ),
        "go east",
        (
            "You're on the towpath. The canal lies to the east, black and still, with no "
            "bridge in sight. The path runs north toward the lock and south toward the "
            "aqueduct; the cottage door, west, stands open behind you.",
            R("towpath", "n s w"),
        ),
        notes="a move east onto the towpath; the canal east is no way; west is the way back "
        "(visited, initial): go north or south",
    ),
    item(
        "Hello and welcome backstage! You're in the puppet store. Marionettes hang from the "
        "rails in rows, so please don't tangle them. The props cupboard is the little door "
        "behind the dragon; the way through to the workshop is the door on your left, to the "
        "west, and the stage is east.",
        R("puppet store", "w e"),
        notes="a stage manager's note to the player; the props cupboard's door is no exit; "
        "doors west (with its compass word) and east: go west or east",
    ),
    item(
        "Facing north. You are in: Station Concourse.\nAhead (north): Platform 2 ramp.\nLeft "
        "(west): ticket office.\nRight (east): exit to the taxi rank.\nBehind (south): wall "
        "with timetables. No exit.",
        R("station concourse", "n w e"),
        notes="a navigation app reads left and right with their compass words; the wall south "
        "is no exit: go north, west or east",
    ),
    item(
        "I'm in the bowling alley, on lane 6, and the pins at the far end look about a mile "
        "away. The lanes run north to the pin machines; there's no way through there. The "
        "snack bar is to the south, and the fire door to the west is closed.",
        R("bowling alley", "s w", closed="w"),
        notes="the player's own words; the lanes north are no way (as the text says); south "
        "open, the fire door west closed: go south or open west",
    ),
    item(
        "You're in the cutting room. Bolts of tweed lean against the walls, and a pattern is "
        "half chalked on the long table. The door to the fitting room is east; the shop is "
        "through the door to the south.\n\nWhat do you do?",
        R("cutting room", "e s"),
        notes="'You're in the cutting room.' names it; doors east and south (states not given, "
        "open); the closing question changes nothing: go east or south",
    ),
    item(
        "Mrs Okafor is in the hat shop. Boaters and bowlers sit on their stands in the window, "
        "and a sixpence lies in the lid of an empty hatbox on the counter. The shop door, "
        "south, is not locked, only shut. A curtain at the back hides the workroom to the "
        "north.",
        R("hat shop", "s n", closed="s", coin=True),
        notes="third person present (the player is Mrs Okafor); a sixpence in an upturned lid "
        "is a coin here; the shop door south shut (not locked), a curtain is no door (north "
        "open): take coin",
    ),
    item(
        "The hold is a long cave of timber, green with weed; the wreck has lain here for a "
        "century. Barrels burst open long ago have spilled their staves across the floor, and "
        "a pewter plate lies among them.\n\nYou are standing at its north end. A ladder "
        "leads up to the deck; the only other way is south, toward the stern.",
        R("hold", "u s"),
        notes="'The hold is ...' and 'You are standing at its north end' name the room; a pewter "
        "plate is no coin; the ladder up is outside the vocabulary: go south",
    ),
    item(
        "You are in the changing rooms. The lido's lockers stand open in rows, each with its "
        "coin slot and a key on a rubber band, and most of them are empty. The pool is through "
        "the door to the north. The way out to the street is east. In locker 14, somebody has "
        "left a two-pound coin.",
        R("changing rooms", "n e", coin=True),
        notes="coin slots are no coins, but a two-pound coin left in an open locker is a coin "
        "here: take coin",
    ),
    item(
        (
            "You're in the booking hall. The funicular's clerk sells tickets through a "
            "grille. The platform is north, through a barrier that stands open; the street is "
            "south.",
            R("booking hall", "n s"),
        ),
        "north",
        (
            "You're on the platform. The little car is gone up the mountain, and the track "
            "climbs away into the cloud. The booking hall is south. There is no other way.",
            R("platform", "s", leads={"s": "booking hall"}),
        ),
        notes="a move north onto the platform; the track up is no way while the car is gone; "
        "south is the way in (visited, initial, all visited): go south",
    ),
    item(
        "It's the ghost train tunnel, and you're in it, stopped, the car's little light "
        "flickering. A plywood witch hangs over the rails. Ahead, to the east, the track runs "
        "on through a pair of doors that stand open. To the west, the doors have swung shut.",
        R("ghost train tunnel", "e w", closed="w"),
        notes="the sentence names the ghost train tunnel and puts the player in it; doors east "
        "open, doors west swung shut (closed): go east or open west",
    ),
    item(
        "You are in the cheese cellar. Wheels of cheddar sit on the racks, each turned and "
        "dated in chalk, and the air smells of damp cloth. A door to the north leads up into "
        "the shop; it is locked from the other side. There is no other way out.",
        R("cheese cellar", "n", locked="n"),
        notes="the only door, north, is locked from the other side (no open); no other way: no "
        "action",
    ),
]
