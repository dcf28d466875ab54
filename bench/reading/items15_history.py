"""history, fifteenth round: 2-5 turn walks with loops on three small symmetric tree maps, each
printed in one ordinary manner: map A, a village school after hours in a Magnetic Scrolls-like
manner (a heading, a wry paragraph, "There is a silver penny here."; replies "The playground
door is closed.", "The playground door creaks open.", "The staff room door is locked.", "You
pick up the silver penny.", "You pocket the shilling."); map B, a market town in an LP-like
manner ("There are four obvious exits: north, south, east and west.", a pedlar, a prompt "> ";
replies "There is no obvious exit east.", "The gate is shut.", "You open the gate.", "You pick
up three copper coins.", "The guildhall doors are locked."); map C, a croft in plain second
person prose ("You're in the kailyard."; replies "The byre door is shut.", "The byre door
scrapes open.", "You pick the penny out of the straw.", a bog that refuses a way). Coins taken
on the way, doors refused, opened and walked through, refusals in the middle and at the end;
moves spelled `north`, `n`, `go west`, `walk east`, `south`, `s`, `e`, `w`, `go east`, `walk
south`, `go north`, `head north`, `step east`, `walk west`, `move north`, `open south`, `open
north`, `open gate`, `get penny`, `take shilling`, `get coins`. The walks are printed from one
map each by functions, so a room reads the same on every visit; where a walk ends in its first
room, the last text carries an event of that turn or differs by the state of a door. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- map A: a village school. School Corridor n Classroom (w Library: a silver penny),
# e Cloakroom, s (door, closed at first) Playground (e Bike Shed: a shilling), w Staff Room
# (door locked).
def corridor(opened: bool = False) -> tuple:
    state = "open" if opened else "closed"
    return (
        "School Corridor\nA long corridor smelling of floor polish and boiled cabbage. The "
        f"classroom is north and the cloakroom east. The door to the playground, south, is "
        f"{state}, and the staff room door, west, is locked, as it always is after four "
        "o'clock.",
        R(
            "school corridor",
            "n e s w",
            closed="" if opened else "s",
            locked="w",
            leads={"n": "classroom", "e": "cloakroom", "s": "playground", "w": "staff room"},
        ),
    )


def classroom() -> tuple:
    return (
        "Classroom\nRows of scarred desks face a blackboard, on which someone has chalked a map "
        "of the British Isles and then thought better of Scotland. The corridor is south, and "
        "the library opens off the west side.",
        R("classroom", "s w", leads={"s": "school corridor", "w": "library"}),
    )


def library(coin: bool = True) -> tuple:
    penny = "\nThere is a silver penny here." if coin else ""
    return (
        "Library\nA poky room lined with dog-eared encyclopaedias, and a globe with the Empire "
        f"in pink. The only way out is east, into the classroom.{penny}",
        R("library", "e", coin=coin, leads={"e": "classroom"}),
    )


def cloakroom() -> tuple:
    return (
        "Cloakroom\nWet gabardines drip from rows of pegs. A small window looks east over the "
        "playing fields, but the only way out is the door west.",
        R("cloakroom", "w"),
    )


def playground() -> tuple:
    return (
        "Playground\nAn asphalt yard with a faded hopscotch grid. The school door is north, and "
        "the bike shed is east. A high wire fence runs round the rest.",
        R("playground", "n e", leads={"e": "bike shed"}),
    )


def bike_shed(coin: bool = True) -> tuple:
    shilling = "\nThere is a shilling here." if coin else ""
    return (
        f"Bike Shed\nA corrugated roof over a row of rusty stands. The playground is west."
        f"{shilling}",
        R("bike shed", "w", coin=coin, leads={"w": "playground"}),
    )


DOOR_SHUT = ("The playground door is closed.", K("refused", door="closed"))
DOOR_OPENS = ("The playground door creaks open.", K("opened"))


# ---- map B: a market town (LP-like). Market Cross n Guildhall Steps (doors north, locked),
# e Butter Row (e Tanners' Bridge), s Drovers' Lane (s, a gate, shut at first: The Pound, three
# copper coins), w Chandler's Yard.
def _lp(name: str, body: str, exits: str, extra: str = "") -> str:
    return f"{name}\n{body}\n{exits}\n{extra}> "


def cross(event: str = "") -> tuple:
    return (
        _lp(
            "Market Cross",
            "A worn stone cross stands where four roads meet, ringed by trestle stalls.",
            "There are four obvious exits: north, south, east and west.",
            f"A pedlar is here, hawking ribbons.\n{event}",
        ),
        R("market cross", "n s e w"),
    )


def steps() -> tuple:
    return (
        _lp(
            "Guildhall Steps",
            "Broad steps climb to the guildhall. Its great doors, to the north, are locked.",
            "There are two obvious exits: north and south.",
        ),
        R("guildhall steps", "n s", locked="n"),
    )


def butter_row() -> tuple:
    return (
        _lp(
            "Butter Row",
            "Dairy stalls line both sides of the row, and the cobbles are greasy underfoot.",
            "There are two obvious exits: east and west.",
        ),
        R("butter row", "e w"),
    )


def bridge() -> tuple:
    return (
        _lp(
            "Tanners' Bridge",
            "The old bridge ends in a jagged gap halfway across the river; there is no crossing "
            "now.",
            "There is one obvious exit: west.",
        ),
        R("tanners' bridge", "w"),
    )


def drovers(opened: bool = False) -> tuple:
    state = "open" if opened else "shut"
    return (
        _lp(
            "Drovers' Lane",
            f"A muddy lane trampled by hooves. The gate of the pound, to the south, is {state}.",
            "There are two obvious exits: north and south.",
        ),
        R("drovers' lane", "n s", closed="" if opened else "s"),
    )


def pound(coin: bool = True) -> tuple:
    coins = "Three copper coins lie in the straw.\n" if coin else ""
    return (
        _lp(
            "The Pound",
            "A walled pen for strayed beasts, empty now.",
            "There is one obvious exit: north.",
            coins,
        ),
        R("the pound", "n", coin=coin),
    )


def chandlers() -> tuple:
    return (
        _lp(
            "Chandler's Yard",
            "Barrels of tallow and coils of wick. A sign says: CANDLES, A PENNY A PAIR.",
            "There is one obvious exit: east.",
        ),
        R("chandler's yard", "e"),
    )


GATE_SHUT = ("The gate is shut.\n> ", K("refused", door="closed"))
GATE_OPENS = ("You open the gate.\n> ", K("opened", door="s"))


# ---- map C: a croft (second person prose). Kitchen n (door, shut at first) Byre (a penny),
# e Kailyard (n Hen House), s Track (e Peat Bank; west, a bog).
def kitchen(opened: bool = False) -> tuple:
    state = "open" if opened else "shut"
    return (
        "You're in the kitchen. Peat smoke hangs under the rafters and the kettle is cold. The "
        f"byre door, north, is {state}; the kailyard is out through the east door, and the "
        "track is south.",
        R(
            "kitchen",
            "n e s",
            closed="" if opened else "n",
            leads={"n": "byre", "e": "kailyard", "s": "track"},
        ),
    )


def byre(coin: bool = True) -> tuple:
    penny = " A penny lies in the straw." if coin else ""
    return (
        "You're in the byre. The cow's stall is empty and the straw smells sour. The only way "
        f"out is the door south.{penny}",
        R("byre", "s", coin=coin),
    )


def kailyard() -> tuple:
    return (
        "You're in the kailyard. Rows of kale stand behind a dry-stone dyke. The kitchen door is "
        "west, and a path runs north to the hen house.",
        R("kailyard", "w n", leads={"w": "kitchen", "n": "hen house"}),
    )


def hen_house() -> tuple:
    return (
        "You're in the hen house. Hens mutter on their perches. The kailyard is south; there is "
        "no other way out.",
        R("hen house", "s", leads={"s": "kailyard"}),
    )


def track() -> tuple:
    return (
        "You're on the track. It runs north to the croft and east to the peat bank. To the west "
        "the ground turns to bog, with no way through.",
        R("track", "n e", leads={"e": "peat bank"}),
    )


def peat_bank() -> tuple:
    return (
        "You're at the peat bank. Cut peats are stacked in little towers to dry. The track is "
        "west.",
        R("peat bank", "w", leads={"w": "track"}),
    )


BYRE_SHUT = ("The byre door is shut.", K("refused", door="closed"))
BYRE_OPENS = ("The byre door scrapes open.", K("opened"))

ITEMS = [
    # ---- map A: the school ----
    item(
        corridor(),
        "north",
        classroom(),
        "go west",
        library(),
        notes="two moves into the library; the penny there: take coin",
    ),
    item(
        corridor(),
        "n",
        classroom(),
        "w",
        library(),
        "get penny",
        ("You pick up the silver penny.", K("took")),
        "e",
        classroom(),
        notes="the penny taken, back in the classroom: south (the way first entered) and west "
        "both visited: go south",
    ),
    item(
        corridor(),
        "walk east",
        cloakroom(),
        "go west",
        corridor(),
        "go west",
        ("The staff room door is locked.", K("refused", door="locked")),
        notes="back in the first room, then the locked staff room door refused: refused and "
        "closed; the cloakroom east visited; north unvisited, the playground door closed: go "
        "north or open south",
    ),
    item(
        corridor(),
        "south",
        DOOR_SHUT,
        "open south",
        DOOR_OPENS,
        "south",
        playground(),
        "walk east",
        bike_shed(),
        notes="the closed door refused, opened and walked through, then on to the bike shed; "
        "the shilling there: take coin",
    ),
    item(
        corridor(),
        "open south",
        DOOR_OPENS,
        "s",
        playground(),
        "e",
        bike_shed(),
        "take shilling",
        ("You pocket the shilling.", K("took")),
        "w",
        playground(),
        notes="the shilling pocketed, back in the playground: both its exits visited, north "
        "the way first entered: go north",
    ),
    item(
        corridor(),
        "n",
        classroom(),
        "s",
        corridor(),
        "e",
        cloakroom(),
        notes="through the corridor twice into the cloakroom: its one exit is the way in: go west",
    ),
    item(
        corridor(),
        "open south",
        DOOR_OPENS,
        "south",
        playground(),
        "north",
        corridor(opened=True),
        notes="back in the first room with the playground door open: south visited; north and "
        "east unvisited; west locked: go north or east",
    ),
    # ---- map B: the market town ----
    item(
        cross(),
        "e",
        butter_row(),
        "go east",
        bridge(),
        "e",
        ("There is no obvious exit east.\n> ", K("refused")),
        notes="east refused at the broken bridge (no crossing); its one exit west is the way "
        "in: go west",
    ),
    item(
        cross(),
        "w",
        chandlers(),
        "e",
        cross("A town crier arrives from the north, ringing his bell.\n"),
        notes="a price on the chandler's sign is no coin; back on the first room (a crier "
        "arriving, this turn's event): west visited; go north, south or east",
    ),
    item(
        cross(),
        "s",
        drovers(),
        "s",
        GATE_SHUT,
        "open gate",
        GATE_OPENS,
        "s",
        pound(),
        notes="the pound gate refused while shut, opened by its kind and walked through; three "
        "copper coins in the straw: take coin",
    ),
    item(
        cross(),
        "walk south",
        drovers(),
        "open gate",
        GATE_OPENS,
        "s",
        pound(),
        "get coins",
        ("You pick up three copper coins.\n> ", K("took")),
        "go north",
        drovers(opened=True),
        notes="the coins taken, back in the lane with the gate open: both its exits visited; "
        "north the way first entered: go north",
    ),
    item(
        cross(),
        "n",
        steps(),
        "n",
        ("The guildhall doors are locked.\n> ", K("refused", door="locked")),
        notes="the locked guildhall doors refused: refused, closed, no open; south is the way "
        "in and visited: go south (the way back)",
    ),
    item(
        cross(),
        "e",
        butter_row(),
        "w",
        cross(),
        "n",
        steps(),
        notes="through the cross twice to the guildhall steps: the doors north locked, south "
        "the way in: go south",
    ),
    item(
        cross(),
        "s",
        drovers(),
        "n",
        cross(),
        "w",
        chandlers(),
        notes="into the chandler's yard after a loop through the lane: its one exit east is the "
        "way in: go east",
    ),
    # ---- map C: the croft ----
    item(
        kitchen(),
        "east",
        kailyard(),
        "head north",
        hen_house(),
        notes="through the kailyard to the hen house: its one exit south is the way in: go south",
    ),
    item(
        kitchen(),
        "e",
        kailyard(),
        "n",
        hen_house(),
        "s",
        kailyard(),
        notes="back in the kailyard: west (the way first entered) and north both visited: go west",
    ),
    item(
        kitchen(),
        "go south",
        track(),
        "w",
        (
            "The bog would have you to the knees before the second step. You stay on the track.",
            K("refused"),
        ),
        notes="west refused (the bog is no way); north is the way in: go east",
    ),
    item(
        kitchen(),
        "n",
        BYRE_SHUT,
        "open north",
        BYRE_OPENS,
        "n",
        byre(),
        notes="the byre door refused, opened by direction and walked through; a penny in the "
        "straw: take coin",
    ),
    item(
        kitchen(),
        "open north",
        BYRE_OPENS,
        "move north",
        byre(),
        "get penny",
        ("You pick the penny out of the straw.", K("took")),
        "s",
        kitchen(opened=True),
        notes="the penny taken, back in the first room with the byre door open: north visited; "
        "east and south not: go east or south",
    ),
    item(
        kitchen(),
        "s",
        track(),
        "step east",
        peat_bank(),
        "walk west",
        track(),
        "n",
        kitchen(),
        notes="out to the peat bank and back to the first room: south visited; east unvisited, "
        "the byre door still shut: go east or open north",
    ),
]
