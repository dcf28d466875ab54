"""classic_if, twenty-sixth round: classic interactive fiction as a new user brings it, in the
registers people use: Infocom-like second person, long and short; a first person game ("I am
standing inside the firing chamber"); a game told of its heroine in the third person ("Hester stands
in the workroom of the lace school"); a first person past game; a terse one-line room; a pasted
transcript with its prompt (">LOOK", a ">" left at the end); a walkthrough's "You are now in ...";
door states said as "respectively", "a hand's breadth open", "pinned open with an iron doorstop",
"barred on this side with a beam". Settings no earlier round used: a tide mill, a brick kiln, a
semaphore tower, a lazaretto's fumigation house and pest house ward, a lace school, a drovers' inn,
a pilgrims' refectory, a hill farm's fold yard, a tower house's spiral stair, a sea fort's gun
platform, a brickworks pay office, a Roman villa's bath suite, salt pans; walks in a coastguard
station (a stout door opened, a florin taken, a padlocked gate refused) and in the drovers' inn
printed with its prompt. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# a coastguard station: Watch Room n Lookout (a stout door, shut at first; a florin),
# e Mess Room, s Yard (w: a padlocked gate; s: cliffs, no way).
def watch_room(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "Watch Room\nYou are in the watch room of the coastguard station. A logbook lies open "
        "on the desk beside a cold mug of cocoa. A stout door in the north wall, which leads to "
        f"the lookout, {state}. The mess room is east, and the yard is south.",
        R(
            "Watch Room",
            "n e s",
            closed="" if door_open else "n",
            leads={"n": "lookout", "e": "mess room", "s": "yard"},
        ),
    )


def lookout(coin: bool = True) -> tuple:
    florin = "\n\nA florin glints on the telescope stand." if coin else ""
    return (
        "Lookout\nA glass-walled box on the very edge of the cliff, with a brass telescope on a "
        "stand. There is glass on three sides; the only way out is the door to the south, into "
        f"the watch room.{florin}",
        R("Lookout", "s", coin=coin, leads={"s": "watch room"}),
    )


def mess_room() -> tuple:
    return (
        "Mess Room\nA scrubbed table, four chairs and a pot-bellied stove. Oilskins drip on "
        "their pegs. A window looks east over the sea; the only way out is the doorway west, "
        "into the watch room.",
        R("Mess Room", "w", leads={"w": "watch room"}),
    )


def yard() -> tuple:
    return (
        "Yard\nA gravel yard behind the station, with a flagstaff and a rocket cart under a "
        "tarpaulin. The station door is north. The gate in the west fence is padlocked. "
        "Southward the headland ends in cliffs, and there is no way down.",
        R("Yard", "n w", locked="w", leads={"n": "watch room"}),
    )


# the drovers' inn, printed as a transcript with its prompt: Taproom n Kitchen (a farthing).
def taproom(event: str = "") -> tuple:
    return (
        "Taproom\nLow beams, a settle by the fire, a barrel on the counter. The door to the "
        f"yard is west; a passage leads north to the kitchen.{event}\n\n>",
        R("Taproom", "w n", leads={"n": "kitchen"}),
    )


def kitchen(coin: bool = True) -> tuple:
    farthing = "\n\nA farthing lies on the flagstones by the dresser." if coin else ""
    return (
        "Kitchen\nA spit, a dresser, the smell of mutton. The only way out is south, to the "
        f"taproom.{farthing}\n\n>",
        R("Kitchen", "s", coin=coin, leads={"s": "taproom"}),
    )


ITEMS = [
    item(
        "Tide Mill\nYou are in the tide mill. Sacks of meal lean against the walls, and "
        "through the floorboards you can feel the great wheel turning below. A door "
        "to the north opens onto the sluice walk; the door to the east, onto the quay, is shut. "
        "A worn stair goes down to the wheel pit.\n\nA silver shilling lies in the chaff by the "
        "hopper.",
        R("Tide Mill", "n e d", closed="e", coin=True),
        notes="Infocom-like second person: the north door's state is not given (an open exit), "
        "the east door is shut (closed), the stair down is outside the vocabulary; a silver "
        "shilling lies here: take it",
    ),
    item(
        "Brick Kiln\nI am standing inside the old kiln, where the bricks were stacked to "
        "bake. The walls are black with soot. The arched mouth of the kiln is "
        "to the south; there is no other way out.\n\nSomeone has left a copper coin on a ledge "
        "of fused brick.",
        R("Brick Kiln", "s", coin=True),
        notes="a first person game ('I am standing inside ...'): the heading names the room; "
        "one exit, south; a copper coin on a ledge lies in the room: take it",
    ),
    item(
        ">LOOK\n\nSemaphore Tower, Signal Room\nWindows on every side look out over the downs, "
        "and the great arms of the semaphore creak on the roof above. A trapdoor in the floor "
        "leads down to the keeper's room, and a narrow door in the west wall opens onto the "
        "gallery.\n\n>",
        R("Semaphore Tower, Signal Room", "d w"),
        notes="a pasted transcript with the echoed LOOK and a prompt left at the end: the "
        "heading is kept whole (the tenth round's 'Crossroads Inn, Common Room'); windows on "
        "every side are no exits; the trapdoor down is outside the vocabulary; the west door's "
        "state is not given: go west",
    ),
    item(
        "WALKTHROUGH, PART 2 (THE LAZARETTO)\n\nYou are now in the Fumigation House. Exits are "
        "north (the Yard) and west (the Bale Store, whose door is locked until you find the iron "
        "key in Part 3). There is a gold coin on the slatted shelf here. Take it now: you will "
        "want it for the boatman later.",
        R("Fumigation House", "n w", locked="w", coin=True),
        notes="a walkthrough's 'You are now in the Fumigation House': the room, its exits and "
        "things as the player finds them; the Bale Store door west is locked; a gold coin lies "
        "on the shelf here: take it",
    ),
    item(
        "LACE SCHOOL WORKROOM\nHester stands in the workroom of the lace school. Pillows "
        "bristling with pins sit on every stool, and bobbins hang in fringes from the racks. "
        "The door to the schoolroom, north, is ajar; the other door, to the east, is shut and "
        "locked, for the mistress keeps her parlour private. A sixpence has rolled under the "
        "nearest stool.\n\nWhat should Hester do next?",
        R("LACE SCHOOL WORKROOM", "n e", locked="e", coin=True),
        notes="a game told of its heroine in the third person: the heading names the room; "
        "north ajar (open), east shut and locked (locked); a sixpence under a stool lies in the "
        "room: take it",
    ),
    item(
        "Inn Yard. Gates S, open. Stable N. Taproom door E, shut. Puddles, and a dog asleep "
        "under the cart.",
        R("Inn Yard", "s n e", closed="e"),
        notes="a terse one-line room (the fourth round's 'Cellar. Damp. Exit north.'): south and "
        "north open, the taproom door east shut (closed); no coin: go south, go north or open "
        "east",
    ),
    item(
        "Bath Suite\nYou are in what was once the villa's bath suite, now a pit of tumbled tile "
        "and brick under a tin roof. A mosaic dolphin swims across the floor toward the east, "
        "where the wall still stands waist-high with no gap in it. A duckboard path leads north "
        "out of the trench, and a ladder goes up to the viewing platform.",
        R("Bath Suite", "n u"),
        notes="the mosaic dolphin swimming toward the east and the unbroken wall give no exit "
        "east; the ladder up is outside the vocabulary; go north",
    ),
    item(
        "Pilgrims' Refectory\nTrestle tables run the length of the hall under a smoke-blackened "
        "roof. Doors lead north and east; they are, respectively, bolted on this side and wide "
        "open. On the long table lies a pilgrim's badge of pewter and, beside it, a silver "
        "groat.",
        R("Pilgrims' Refectory", "n e", closed="n", coin=True),
        notes="'respectively': the north door bolted on this side (closed: the player can draw "
        "the bolt, the sixth round's call), the east door wide open; a silver groat on the "
        "table: take it (the pewter badge is no coin)",
    ),
    item(
        "Fold Yard\nA square of trodden mud walled with stone, on the shoulder of the hill. Ways "
        "lead off in three directions: north to the kennels, east to the sheep pens, west to the "
        "road, though the road gate is chained and locked. A collie watches you from the top of "
        "the wall.",
        R("Fold Yard", "n e w", locked="w"),
        notes="three ways named with their destinations, the west one behind a chained and "
        "locked gate (locked, no action); go north or east",
    ),
    item(
        "Spiral Stair\nThe stair winds up to the battlements and down to the hall. Arrow slits "
        "let thin blades of light in from the east. Someone has dropped a silver penny on the "
        "step.",
        R("Spiral Stair", "u d", coin=True),
        notes="a tower house's stair whose only ways are up and down (outside the vocabulary); "
        "the arrow slits to the east are no exit; a silver penny on the step: take it",
    ),
    item(
        "Gun Platform\nI was standing on the gun platform, where the sea fort's big gun had "
        "once turned on its iron rail. The sea lay grey on every side below the parapet. The "
        "only door, to the north, led into the magazine passage, and it was open. A penny lay "
        "green with verdigris in the groove of the rail.",
        R("Gun Platform", "n", coin=True),
        notes="a first person past game: the heading names the room; the sea on every side is "
        "no exit; the north door is open; a penny in the rail's groove: take it",
    ),
    item(
        "Coach House\nThe coach house smells of leather and old straw. A dog cart under a dust "
        "sheet fills most of it; a governess cart beside it has lost a wheel. The big double "
        "doors to the south are barred on this side with a beam, and a small door in the east "
        "wall, painted green, stands a hand's breadth open. To the west there is only a row of "
        "harness pegs on a blank brick wall.",
        R("Coach House", "s e", closed="s"),
        notes="double doors barred on this side (closed: the player can lift the beam), a green "
        "door 'a hand's breadth open' (open), a blank wall west; open south or go east",
    ),
    item(
        "Pay Office\nThe pay office of the brickworks: a high desk, a pigeonhole for every man's "
        "pay tin, a clock that stopped at ten to five. The wages safe in the corner is shut and "
        "locked, and the pay window looks east onto the yard. The door is to the south.",
        R("Pay Office", "s"),
        notes="a locked safe whose contents are not given holds no coin a person can take; the "
        "pay window east is no exit; the only door is south: go south",
    ),
    item(
        "Salt Pans\nYou stand on the bank between two shallow salt pans, white at the edges "
        "where the brine has dried. A boardwalk runs east to the boiling house and west to the "
        "sluice. Northward the marsh is soft black mud, and no path crosses it. Half sunk in "
        "the mud at your feet is a brass token of the Salt Company.",
        R("Salt Pans", "e w"),
        notes="a boardwalk running east and west (two exits); the mud north with no path is no "
        "exit; a brass token is no coin (the earlier rounds' call); go east or west",
    ),
    item(
        "Pest House Ward\nYou are in the long ward of the pest house. Iron beds stand in two "
        "rows, stripped to the springs. The door at the north end is pinned open with an iron "
        "doorstop; the door at the south end is shut. Tall windows face east over the water.",
        R("Pest House Ward", "n s", closed="s"),
        notes="a door pinned open with a doorstop (open) and one shut (closed); the windows east "
        "are no exit; go north or open south",
    ),
    # ---- walks in the coastguard station ----
    item(
        watch_room(),
        "east",
        mess_room(),
        "west",
        also(watch_room(), "The wind finds a gap under the north door and whistles."),
        notes="a walk to the mess room and back: east visited, the stout door north still shut "
        "(closed), south not yet tried: open north or go south",
    ),
    item(
        watch_room(),
        "open north",
        ("You haul the stout door open against the wind.", K("opened")),
        "n",
        lookout(),
        notes="the stout door opened by direction and walked through; the lookout's one way is "
        "the way in (visited, initial, all visited); the florin glints here: take it",
    ),
    item(
        watch_room(),
        "s",
        yard(),
        "w",
        ("The padlock holds. The gate rattles but will not open.", K("refused", door="locked")),
        notes="the gate west, padlocked, refused: locked and refused; the cliffs south are no "
        "way; the only way left is back north (initial)",
    ),
    # ---- the drovers' inn, with its prompt ----
    item(
        taproom(),
        "n",
        kitchen(),
        notes="a transcript with a prompt after each room: the kitchen's only way is the way in "
        "(visited, initial, all visited); a farthing lies by the dresser: take it",
    ),
    item(
        taproom(),
        "n",
        kitchen(),
        "take coin",
        ("You pick up the farthing. It is worn almost smooth.\n\n>", K("took")),
        "s",
        taproom("\n\nA drover stamps in out of the rain and calls for ale."),
        notes="the farthing taken in the kitchen and the walk back to the first room: north "
        "visited; the yard door west not yet tried: go west",
    ),
]
