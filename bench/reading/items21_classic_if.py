"""classic_if, twenty-first round: classic games' rooms in settings no earlier round used (a
beached wreck's orlop deck and gun deck, a tin mine's adit mouth and engine house, a hermit's
cell, a caravanserai, a pottery's throwing room, showroom, glaze store and clay cellar, a glass
blower's shop and annealing room, a sawmill's saw pit, a weaving shed, a cooperage, a
funicular's upper station, a mountain hut, a herbarium, a distillery's still house), in Infocom,
Quill-like, Scott Adams, TADS 3, Level 9 and Magnetic Scrolls manners and a boxed heading; doors
"hangs open on one hinge", "locked at sunset", "propped open with a crate of bobbins", "shut
tight against the wind", "sealed with wax" over a lock, a cabin door that "scrapes open through
the sand"; coins (a doubloon, a copper coin, a half-crown, a silver shilling in sawdust, a new
penny, a gold sovereign on blotting paper, a sixpence) and distractors (a copper cauldron, north
lights, a penny fired into a glaze, copper red glaze, a chained funicular car). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Orlop Deck\nThe lowest deck of the wrecked brig lies canted over, its planking furred "
        "with weed. A companionway climbs to the gun deck above. A low door in the south "
        "bulkhead hangs open on one hinge, and to the east the hull is stove in, the gap choked "
        "with wet sand right up to the beams.\nThere is a tarnished doubloon here.",
        R("orlop deck", "s u", coin=True),
        notes="Infocom-like wreck: a doubloon lying here is a coin; a door hanging open on one "
        "hinge is an open way south; the companionway up is outside the vocabulary; the stove-in "
        "hull east is choked with sand (no way east): take coin",
    ),
    item(
        "You are at the adit mouth. The old tin mine runs into the hillside here, its roof held "
        "up by pit props, and water drips steadily from the rock.\nYou can also see: a rusty "
        "pick, a copper coin.\nExits: North East\n\nWhat now?",
        R("adit mouth", "n e", coin=True),
        notes="a Quill-like room: 'You are at the adit mouth' names the room; 'You can also see' "
        "lists a copper coin (a coin here); exits north and east: take coin",
    ),
    item(
        (
            "Hillside Path\nA stony path winds along the hillside from east to west. Above it, "
            "to the north, a low doorway has been cut into the rock face, and a wooden cross is "
            "nailed over it.",
            R("hillside path", "e w n"),
        ),
        "north",
        (
            "Hermit's Cell\nA cave scooped out of the rock, bare but for a straw pallet, a water "
            "jug and a shelf of candle stubs. The low doorway south is the only way out; "
            "daylight shows through it.",
            R("hermit's cell", "s"),
        ),
        notes="a move north into the cell; its only way is the doorway south, the way in "
        "(visited, initial, all visited): go south",
    ),
    item(
        "Caravanserai Courtyard\nCamels kneel by a dry stone trough, grumbling to each other. "
        "Arched doorways open off the courtyard on three sides: to the stables in the north, to "
        "the merchants' rooms in the east, and to the great gate in the west, which the keeper "
        "locked at sunset. A stair climbs to the gallery.",
        R("caravanserai courtyard", "n e w u", locked="w"),
        notes="three compass ways, the gate west locked at sunset (no open); the stair up is "
        "outside the vocabulary: go north or east",
    ),
    item(
        "Throwing Room\nThree potter's wheels stand in a row beneath the window, each crusted "
        "with grey slip. The kiln shed door, in the east wall, is closed.\n\nObvious exits lead "
        "east, and south to the clay yard.",
        R("throwing room", "e s", closed="e", leads={"s": "clay yard"}),
        notes="TADS 3-like: the kiln shed door east is closed; south to the clay yard is open: "
        "open east or go south",
    ),
    item(
        "I'm in a glass blower's shop. Obvious exits: SOUTH, WEST.\nI can also see: FURNACE, "
        "BLOWPIPE, *HALF-CROWN*\n\nTell me what to do?",
        R("glass blower's shop", "s w", coin=True),
        notes="Scott Adams's manner: 'I'm in a glass blower's shop' names the room; *HALF-CROWN* "
        "is a coin lying here: take coin",
    ),
    item(
        "Saw Pit\nYou are standing at the lip of the saw pit, where two men once worked the long "
        "saw, one above the log and one below it. Sawdust lies ankle deep. A cart track leads "
        "north to the timber yard, and a plank walk runs west beside the leat. To the east the "
        "mill race pours over the weir, far too fast to cross.\nHalf buried in the sawdust is a "
        "silver shilling.",
        R("saw pit", "n w", coin=True),
        notes="Magnetic Scrolls-like: ways north and west; the mill race east is no way; a "
        "shilling half buried in sawdust is a coin here: take coin",
    ),
    item(
        "Weaving Shed\nLooms stand in silent rows under the north lights. There are two doors. "
        "The one in the north wall, lettered OFFICE, is locked. The one in the west wall has "
        "been propped open with a crate of bobbins.",
        R("weaving shed", "n w", locked="n"),
        notes="'north lights' are roof windows, no way; two doors with their states in later "
        "sentences: north locked (no open), west propped open: go west",
    ),
    item(
        (
            "Cooper's Yard\nNew staves are stacked in open-sided sheds to season, and a half "
            "made barrel stands on the block. The cooperage is through the wide doorway to the "
            "east. A gate to the south opens on the lane.",
            R("cooper's yard", "e s", leads={"e": "cooperage"}),
        ),
        "go east",
        (
            "Cooperage\nIron hoops hang from the rafters and a fire of shavings smoulders in the "
            "cresset. An adze and a croze lie on the bench beside a bright new penny. The "
            "doorway west goes out to the yard.",
            R("cooperage", "w", coin=True, leads={"w": "cooper's yard"}),
        ),
        "take penny",
        ("You pocket the penny. It is still warm from the fire.", K("took")),
        notes="a move east into the cooperage, its penny taken; the only way is back west to "
        "the yard (visited, initial, all visited): go west",
    ),
    item(
        "Upper Station\nThe funicular's red car waits at the head of the track, which drops "
        "steeply away down the mountainside. The car is not running today: a chain hangs across "
        "its door, with a sign reading CLOSED FOR REPAIRS. A door in the north wall of the "
        "station opens onto the summit path.",
        R("upper station", "n"),
        notes="the chained funicular car is no way; the door north (state not given) is an open "
        "exit: go north",
    ),
    item(
        "Mountain Hut\nEight bunks, a cold iron stove and a logbook on a string. The door is in "
        "the south wall, shut tight against the wind. Through the little window to the north the "
        "glacier glows blue in the dusk.",
        R("mountain hut", "s", closed="s"),
        notes="the only door, south, is shut tight (closed, not locked); the window north is no "
        "way: open south",
    ),
    item(
        "Herbarium\nCabinets of pressed plants line every wall from floor to ceiling, each drawer "
        "labelled in copperplate. The only door is east; it stands ajar. On the mounting table, "
        "among sheets of blotting paper, lies a gold sovereign.",
        R("herbarium", "e", coin=True),
        notes="'copperplate' is handwriting; the door east stands ajar (open); a sovereign on "
        "the table is a coin here: take coin",
    ),
    item(
        (
            "Furnace Room\nThe great furnace roars behind its clay doors, and the heat makes "
            "your eyes water. A passage leads north to the annealing room; the yard is west.",
            R("furnace room", "n w", leads={"n": "annealing room"}),
        ),
        "north",
        (
            "Annealing Room\nA long brick oven, the lehr, runs the length of the east wall, and "
            "newly blown bottles creep through it on an iron belt. The only way out is the "
            "passage south.",
            R("annealing room", "s"),
        ),
        "go east",
        ("The lehr is in the way, and you have no wish to climb into it.", K("refused")),
        notes="a move north, then a move east refused by the oven (a way never given); the only "
        "way is south, the way in (visited, initial, all visited): go south",
    ),
    item(
        "Captain's cabin. Tilted, dim and smelling of the sea. A skylight overhead is jammed "
        "with sand, and the chart on the table is marked with compass bearings in faded ink. "
        "Exits: west, up.\nWhat now?",
        R("captain's cabin", "w u"),
        notes="Level 9-like one-line room: 'Captain's cabin.' names it; compass bearings on a "
        "chart are no exits; west is an exit, up is outside the vocabulary: go west",
    ),
    item(
        "Glaze Store\nShelves of jars, each with a dribble of its colour on the label: celadon, "
        "tenmoku, copper red, oatmeal. A doorway leads west into the throwing room. The door to "
        "the east is shut.\n\nThere is a ladle here.",
        R("glaze store", "w e", closed="e", leads={"w": "throwing room"}),
        notes="'copper red' is a glaze; a doorway west (open) and a shut door east (closed): go "
        "west or open east",
    ),
    item(
        (
            "Engine House\nThe roofless engine house of the old mine. Ferns grow from the "
            "chimney stack. The shaft drops away through a hole in the floor, its ladder long "
            "gone. A doorway leads east to the dressing floor.",
            R("engine house", "e", leads={"e": "dressing floor"}),
        ),
        "go down",
        ("Without a ladder you would only break your neck.", K("refused")),
        "east",
        (
            "Dressing Floor\nRound buddles where the ore was once washed lie dry and choked with "
            "moss. The engine house is west, and a cart track leads south toward the count "
            "house.",
            R("dressing floor", "w s", leads={"w": "engine house"}),
        ),
        notes="a refused `go down` (no fact) in the engine house, then a move east: west is the "
        "way in (visited, initial); south is unvisited: go south",
    ),
    item(
        "Showroom\nShelves of jugs and bowls line the walls, each with a price ticket. On a stand "
        "by itself is the potter's lucky dish, a shallow bowl with an old penny fired fast into "
        "its glaze. The shop door is south and the throwing room is north.",
        R("showroom", "s n"),
        notes="a penny fired fast into a glaze cannot be taken (no coin lying here); ways south "
        "and north: go north or south",
    ),
    item(
        (
            "Gun Deck\nRusted cannon lie tumbled against the port side, which is now the floor. "
            "The gun ports show only green water. A hatchway forward, to the north, leads to the "
            "galley; aft, to the south, is the captain's cabin, whose door is shut.",
            R(
                "gun deck",
                "n s",
                closed="s",
                leads={"n": "galley", "s": "captain's cabin"},
            ),
        ),
        "north",
        (
            "Galley\nA brick hearth, a copper cauldron tipped on its side and a drift of broken "
            "crockery. The hatchway south is the only way out.",
            R("galley", "s"),
        ),
        "south",
        (
            "Gun Deck\nRusted cannon lie tumbled against the port side, which is now the floor. "
            "The gun ports show only green water. A hatchway forward, to the north, leads to the "
            "galley; aft, to the south, is the captain's cabin, whose door is shut.",
            R(
                "gun deck",
                "n s",
                closed="s",
                leads={"n": "galley", "s": "captain's cabin"},
            ),
        ),
        "open south",
        ("The cabin door scrapes open through the sand.", K("opened")),
        notes="a walk to the galley (a copper cauldron, no coin) and back; the cabin door south "
        "opened: north visited, south open and unvisited: go south",
    ),
    item(
        "Still House\nTwo copper pot stills, tall as a man and polished till they shine, stand "
        "in the middle of the floor. The door to the bond store is in the north wall; it is "
        "locked, and the excise men have sealed the lock with red wax. The way out is west, to "
        "the malting floor.",
        R("still house", "n w", locked="n"),
        notes="copper stills are no coins; the bond store door north is locked (no open); west "
        "is open: go west",
    ),
    item(
        "+-------------------+\n|  THE CLAY CELLAR  |\n+-------------------+\nCool and damp. "
        "Bags of clay are stacked against the walls, sweating. Steps go up to the yard, and an "
        "arch leads east to the pug mill room.\nThere is a sixpence here.",
        R("the clay cellar", "u e", coin=True),
        notes="a boxed heading names the room (the scorer drops 'the'); steps up are outside "
        "the vocabulary; a sixpence lying here is a coin: take coin",
    ),
]
