"""negation, twenty-fourth round: absences and distractors in the games users write themselves
(a Python dataclass's "empty coin bag", a JSON state whose coins are carried and none lie here, a
JavaScript oubliette with no exits and a penny, a fairy door in a nursery's skirting board, an
Evennia salon whose north door is bricked up, a coin taken and the well head looked at again, a
Python dict whose `None` marks a wall) and in published games pasted as played (a chapter house
painted with the four winds, old pennies varnished into a taproom floor, a west transept's
window, a door "not open, though nobody has locked it", a gold coin seen through a glass door on
the next room's floor, the coins in an inventory, a tar shed with "No coins", a figurehead
pointing north, a Crown Derby teacup, a snowfield with one flagged line, an empty till, a coin to
toss "if you had one", HERE BE DOUBLOONS on a chart). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Room(name='Counting Room', exits={'south': 'Hall'}, items=['empty coin bag', 'ledger'])",
        R("counting room", "s", leads={"s": "hall"}),
        notes="a user's Python game printing a dataclass: an empty coin bag is no coin; one "
        "exit south",
    ),
    item(
        '{"room":"Ore Hopper","exits":["west"],"coins_here":0,"coins_carried":3}',
        R("ore hopper", "w"),
        notes="a user's game printing JSON: no coin here (the three are carried); one exit west",
    ),
    item(
        "Chapter House\nThe vaulted ceiling is painted with the four winds, each puffing its "
        "cheeks from its own quarter: north, south, east and west. The only door is to the "
        "west.",
        R("chapter house", "w"),
        notes="painted winds that name every quarter are no exits; the only door is west",
    ),
    item(
        "Taproom\nThe landlord's grandfather set a hundred old pennies into the floorboards and "
        "varnished them over; they shine under your boots. The street door is west and the "
        "snug is north.\n\nYou can see a dartboard here.",
        R("taproom", "w n"),
        notes="pennies varnished into the floor cannot be taken (the twenty-first round's "
        "penny fired into a glaze): no coin; exits west and north",
    ),
    item(
        "West Transept\nThe transept's west wall is one great window of green and gold glass. "
        "The crossing is east, and a door in the north wall leads to the cloister.",
        R("west transept", "e n"),
        notes="'West' in the room's name and a window in the west wall give no way west: "
        "exits east and north",
    ),
    item(
        "Nursery\nA rocking horse, a cot, a shelf of tin animals. A little painted fairy door, "
        "no taller than your hand, is set in the skirting board of the east wall. The real "
        "door is south.\n\nYou can see a teddy bear here.",
        R("nursery", "s"),
        notes="a user's Inform 7 game: a hand-high fairy door is no way for the player; the "
        "only exit is south",
    ),
    item(
        "Sewing Room\nA treadle machine stands under the window. The door to the south is not "
        "open, though nobody has locked it. An archway leads west.",
        R("sewing room", "s w", closed="s"),
        notes="'not open, though nobody has locked it' is closed (not locked): open south or "
        "go west",
    ),
    item(
        "Cellar Passage\nThe glass door to the north is shut. Through it you can see a gold "
        "coin lying on the tasting room floor. The passage runs on to the west.",
        R("cellar passage", "n w", closed="n"),
        notes="a coin seen through a door in the next room is not in this one: open north or "
        "go west",
    ),
    item(
        (
            "Pump Room\nThe engine is silent now, its brass gone green. Doors lead east and south.",
            R("pump room", "e s"),
        ),
        "i",
        ("You are carrying:\n  a brass lantern\n  two gold coins", K("none")),
        notes="the coins in the inventory are carried, not lying in the room: go east or south",
    ),
    item(
        "{ room: 'Oubliette', exits: [], items: [ 'straw', 'penny' ] }",
        R("oubliette", "", coin=True),
        notes="a user's JavaScript game: no exits at all, but a penny among the items: take it",
    ),
    item(
        "[Tar Shed]\nBlack drums and a smell that gets into your teeth. No coins, no rope, no "
        "anything worth carrying off.\nExits: east, west",
        R("tar shed", "e w"),
        notes="'No coins' is no coin; exits east and west",
    ),
    item(
        "Figurehead Store\nA ship's figurehead, a woman pointing north with one wooden arm, "
        "leans against the wall beside a mermaid with no nose. The only way out is the door "
        "to the west.",
        R("figurehead store", "w"),
        notes="a figurehead pointing north gives no way north: the only exit is west",
    ),
    item(
        "Pawnbroker's Back Room\nA Crown Derby teacup, a brass fender and a ship in a bottle "
        "wait on the shelf with their tickets tied on. The shop is east.",
        R("pawnbroker's back room", "e"),
        notes="'Crown' in a teacup's make names no coin; the only exit is east",
    ),
    item(
        "Snowfield\nSnow in every direction, and under it crevasses you cannot see. The flags "
        "the survey team planted mark one safe line, leading away to the south. Anywhere "
        "else, you would not get ten paces.",
        R("snowfield", "s"),
        notes="snow on every side is no way; the flagged line south is the one exit",
    ),
    item(
        "Ticket Office\nThe till drawer hangs open and empty. Timetables paper the walls. The "
        "door to the platform is north; the booking hall is south.",
        R("ticket office", "n s"),
        notes="an empty till is no coin; exits north and south",
    ),
    item(
        "Music Salon(#31)\nA piano under a dust sheet, gilt chairs in a row.\nExits: south\nThe "
        "north door has been bricked up. (Builder's note: don't remove - puzzle for later.)",
        R("music salon", "s"),
        notes="a user's Evennia room: a bricked-up door is no exit; one exit south",
    ),
    item(
        "You're at the fork. The marsh path splits here: one branch goes north toward the "
        "decoy pond, the other west toward the sluice. You could toss a coin for it, if you "
        "had one.",
        R("fork", "n w"),
        notes="'toss a coin ... if you had one' names no coin; exits north and west",
    ),
    item(
        (
            "Well Head\nA stone well-head with an iron lid, bolted down. Paths lead north and "
            "east.\n\nYou can see a silver coin here.",
            R("well head", "n e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Well Head\nA stone well-head with an iron lid, bolted down. Paths lead north and "
            "east.",
            R("well head", "n e"),
        ),
        notes="a user's PunyInform game: the coin taken, the look shows none: go north or east",
    ),
    item(
        "Watch Room\nexits = {'north': 'Lamp Room', 'east': None, 'south': 'Stair Head', "
        "'west': None}\nitems = []",
        R("watch room", "n s", leads={"n": "lamp room", "s": "stair head"}),
        notes="a user's Python game printing its dict: `None` marks no exit east or west; "
        "north and south lead on",
    ),
    item(
        "Navigator's Cabin\nA chart is pinned to the table: someone has written HERE BE "
        "DOUBLOONS beside an island and drawn a little X. Doors lead forward, which is north, "
        "and aft, which is south.",
        R("navigator's cabin", "n s"),
        notes="doubloons written on a chart are no coin; forward and aft mapped to north and south",
    ),
]
