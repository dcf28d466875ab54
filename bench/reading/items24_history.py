"""history, twenty-fourth round: 2-8 turn walks with loops on three small symmetric tree maps, each
printed as one kind of game prints it: map A, a lunar base in a game a user wrote in JavaScript,
printing each room as a Node.js object with its exits' destinations and door states (`{ room:
'Hub', exits: { north: 'Galley', east: 'Airlock Bay (door: closed)', ... } }`, replies `{ msg:
'Door is closed.' }`, `{ msg: 'The airlock door slides open.' }`, `{ msg: 'Picked up: coin' }`, `{
msg: 'Door is locked.' }`); map B, an orphanage in an Ink story a user wrote, each page a paragraph
and its numbered choices, the chosen one echoed as the command ("1: Go north", "3: Open the kitchen
door", "2: Pick up the penny"; "You push the kitchen door open.", "The front door is locked. Matron
keeps the key."); map C, a whaling station in a published Hugo-like game ("Also here is a silver
coin.", "The shed door is closed.", "You drag the shed door open.", "Taken.", "The manager's door
is locked."). Coins taken, doors refused, opened and walked through, refusals in the middle and at
the end, two walks of eight turns; moves spelled `go north`, `n`, `north`, `west`, `w`, `east`,
`e`, `s`, `south`, `go east`, `go west`, `go south`, `walk north`, `walk west`, `head north`, `open
east`, `open north`, `open shed door`, `take coin`, `get coin`, and the Ink choices `1: Go north`,
`2: Go east`, `3: Go west`, `4: Go south`, `3: Open the kitchen door`, `1: Pick up the coin`, `2:
Pick up the penny`. The walks are printed from one map each by functions, so a room reads the same
on every visit; where two walks end in the same room in the same state, the last text carries an
event of that turn. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


def msg(line: str) -> str:
    return f"{{ msg: '{line}' }}"


# ---- map A: a lunar base (a user's JavaScript game) --------------------------------------------
# Hub n Galley, e Airlock Bay (door, closed at first), w Comms Room; Airlock Bay s Rover Garage
# (a coin), n Suit Store (door, locked); Comms Room n Server Closet (door, closed; a coin).
def hub(east_open: bool = False) -> tuple:
    door = "open" if east_open else "closed"
    text = (
        "{ room: 'Hub',\n  exits:\n   { north: 'Galley',\n     east: 'Airlock Bay (door: "
        f"{door})',\n     west: 'Comms Room' }},\n  items: [] }}"
    )
    leads = {"n": "galley", "e": "airlock bay", "w": "comms room"}
    return (text, R("hub", "n e w", closed="" if east_open else "e", leads=leads))


def galley() -> tuple:
    text = "{ room: 'Galley',\n  exits: { south: 'Hub' },\n  items: [ 'ration pack', 'spork' ] }"
    return (text, R("galley", "s", leads={"s": "hub"}))


def airlock_bay() -> tuple:
    text = (
        "{ room: 'Airlock Bay',\n  exits:\n   { north: 'Suit Store (door: locked)',\n     "
        "south: 'Rover Garage',\n     west: 'Hub (door: open)' },\n  items: [ 'helmet rack' ] }"
    )
    leads = {"n": "suit store", "s": "rover garage", "w": "hub"}
    return (text, R("airlock bay", "n s w", locked="n", leads=leads))


def rover_garage(coin: bool = True) -> tuple:
    items = "[ 'tyre', 'coin' ]" if coin else "[ 'tyre' ]"
    text = f"{{ room: 'Rover Garage',\n  exits: {{ north: 'Airlock Bay' }},\n  items: {items} }}"
    return (text, R("rover garage", "n", coin=coin, leads={"n": "airlock bay"}))


def comms_room(north_open: bool = False) -> tuple:
    door = "open" if north_open else "closed"
    text = (
        "{ room: 'Comms Room',\n  exits:\n   { north: 'Server Closet (door: "
        f"{door})',\n     east: 'Hub' }},\n  items: [ 'headset' ] }}"
    )
    leads = {"n": "server closet", "e": "hub"}
    return (text, R("comms room", "n e", closed="" if north_open else "n", leads=leads))


def server_closet(coin: bool = True) -> tuple:
    items = "[ 'coin', 'cable reel' ]" if coin else "[ 'cable reel' ]"
    text = f"{{ room: 'Server Closet',\n  exits: {{ south: 'Comms Room' }},\n  items: {items} }}"
    return (text, R("server closet", "s", coin=coin, leads={"s": "comms room"}))


# ---- map B: an orphanage (a user's Ink story) -------------------------------------------------
# Front Hall n Dormitory, e Schoolroom (a penny), w Kitchen (door, shut at first), s the front
# door (locked); Kitchen s Yard (a coin).
def hall(kitchen_open: bool = False, event: str = "") -> tuple:
    if kitchen_open:
        door = "The kitchen door, west, stands open"
        west = "3: Go west"
    else:
        door = "The kitchen door, west, is shut"
        west = "3: Open the kitchen door"
    text = (
        "You are in the front hall. The floor is scrubbed so clean it squeaks. The dormitory "
        f"is through the arch to the north and the schoolroom is east. {door}, and the front "
        f"door, south, is locked, as it always is.{event}\n\n1: Go north\n2: Go east\n"
        f"{west}\n4: Go south"
    )
    return (text, R("front hall", "n e w s", closed="" if kitchen_open else "w", locked="s"))


def dormitory() -> tuple:
    text = (
        "You are in the dormitory. Twenty beds, twenty grey blankets, twenty tin mugs. The only "
        "way out is the arch to the south.\n\n1: Go south"
    )
    return (text, R("dormitory", "s"))


def schoolroom(coin: bool = True) -> tuple:
    penny = " A penny lies under the teacher's desk." if coin else ""
    pick = "\n2: Pick up the penny" if coin else ""
    text = (
        "You are in the schoolroom. Slates on every desk and a map of the world on the wall. "
        f"The hall is west. The door to Matron's office, north, is locked.{penny}\n\n1: Go "
        f"west{pick}"
    )
    return (text, R("schoolroom", "w n", locked="n", coin=coin))


def kitchen(event: str = "") -> tuple:
    text = (
        "You are in the kitchen. Cook has gone to market and the range is cold. The hall is "
        f"east, and the yard door, south, stands open.{event}\n\n1: Go east\n2: Go south"
    )
    return (text, R("kitchen", "e s"))


def yard(coin: bool = True) -> tuple:
    if coin:
        text = (
            "You are in the yard. Washing flaps on the lines. A coin glints between the "
            "cobbles. The kitchen door is north.\n\n1: Pick up the coin\n2: Go north"
        )
    else:
        text = (
            "You are in the yard. Washing flaps on the lines. The kitchen door is north.\n\n1: "
            "Go north"
        )
    return (text, R("yard", "n", coin=coin))


OPEN_KITCHEN = ("You push the kitchen door open. It smells of cold porridge.", K("opened", "w"))


# ---- map C: a whaling station (a published Hugo-like game) ------------------------------------
# Jetty n Flensing Deck; Flensing Deck e Try-Works (a coin), w Cooper's Shed (door, closed at
# first), n Bunkhouse; Bunkhouse e Manager's Office (door, locked).
def jetty() -> tuple:
    text = (
        "Jetty\nThe jetty runs out into the sound on tarred piles. The station lies to the "
        "north, along a boardwalk slick with weed. On every other side is cold grey water."
    )
    return (text, R("jetty", "n"))


def deck(shed_open: bool = False) -> tuple:
    state = "open" if shed_open else "shut"
    text = (
        "Flensing Deck\nThe great wooden deck where the whales were cut up is stained black. "
        "The try-works are east and the bunkhouse is north. The cooper's shed, to the west, "
        f"has its door {state}. The jetty is south."
    )
    leads = {"e": "try-works", "n": "bunkhouse", "w": "cooper's shed", "s": "jetty"}
    return (text, R("flensing deck", "e n w s", closed="" if shed_open else "w", leads=leads))


def try_works(coin: bool = True) -> tuple:
    found = "\n\nAlso here is a silver coin." if coin else ""
    text = (
        "Try-Works\nTwo iron pots as big as rowing boats sit on the cold brick furnace. The "
        f"only way out is west.{found}"
    )
    return (text, R("try-works", "w", coin=coin))


def shed() -> tuple:
    text = "Cooper's Shed\nHalf-built casks and a litter of shavings. The door is east."
    return (text, R("cooper's shed", "e"))


def bunkhouse() -> tuple:
    text = (
        "Bunkhouse\nSix bunks, a stove and a calendar from 1962. The flensing deck is south. A "
        "door in the east wall, marked MANAGER, is locked."
    )
    return (text, R("bunkhouse", "s e", locked="e"))


ITEMS = [
    # ---- map A: the lunar base ----
    item(
        hub(),
        "go north",
        galley(),
        "go south",
        hub(),
        notes="a loop back to the first room: north visited; the airlock door east is closed, "
        "west is new: open east or go west",
    ),
    item(
        hub(),
        "go east",
        (msg("Door is closed."), K("refused", "closed")),
        "open east",
        (msg("The airlock door slides open."), K("opened")),
        "go east",
        airlock_bay(),
        notes="the door refused, opened and walked through: west leads back (visited, "
        "initial); the suit store north is locked; the rover garage south is new: go south",
    ),
    item(
        hub(),
        "go east",
        (msg("Door is closed."), K("refused", "closed")),
        "open east",
        (msg("The airlock door slides open."), K("opened")),
        "go east",
        airlock_bay(),
        "go south",
        rover_garage(),
        "take coin",
        (msg("Picked up: coin"), K("took")),
        "go north",
        also(airlock_bay(), "{ event: 'The pressure pumps thump twice and fall silent.' }"),
        notes="the coin taken in the rover garage and back to the airlock bay: west and south "
        "visited, north locked: go back west, the way the room was first entered",
    ),
    item(
        hub(),
        "w",
        comms_room(),
        "n",
        (msg("Door is closed."), K("refused", "closed")),
        "open north",
        (msg("The server closet door slides open."), K("opened")),
        "n",
        server_closet(),
        "get coin",
        (msg("Picked up: coin"), K("took")),
        notes="west, the closet door refused, opened and walked through, the coin taken: the "
        "closet's only way south leads back: go south",
    ),
    item(
        hub(),
        "west",
        comms_room(),
        "north",
        (msg("Door is closed."), K("refused", "closed")),
        "open north",
        (msg("The server closet door slides open."), K("opened")),
        "north",
        server_closet(),
        "take coin",
        (msg("Picked up: coin"), K("took")),
        "south",
        comms_room(north_open=True),
        "east",
        hub(),
        "north",
        galley(),
        notes="an eight-turn walk: the closet door refused, opened, the coin taken, back "
        "through the comms room and the hub, then north: the galley's only way "
        "south leads back: go south",
    ),
    item(
        hub(),
        "go east",
        (msg("Door is closed."), K("refused", "closed")),
        "go west",
        comms_room(),
        notes="a refusal left in the hub does not stand here; east leads back (visited, "
        "initial), the closet door north is closed: open north",
    ),
    item(
        hub(),
        "open east",
        (msg("The airlock door slides open."), K("opened")),
        "e",
        airlock_bay(),
        "n",
        (msg("Door is locked."), K("refused", "locked")),
        notes="the suit store door refused as locked (refused, closed); west leads back, "
        "south is new: go south",
    ),
    # ---- map B: the orphanage ----
    item(
        hall(),
        "4: Go south",
        (
            "The front door won't budge. It is locked, and Matron has the key.",
            K("refused", "locked"),
        ),
        "1: Go north",
        dormitory(),
        notes="Ink choices echoed as the commands ('1: Go north' is a move north); the locked "
        "front door refused in the hall (left behind); the dormitory's only way south leads "
        "back: go south",
    ),
    item(
        hall(),
        "3: Open the kitchen door",
        OPEN_KITCHEN,
        "3: Go west",
        kitchen(),
        notes="the kitchen door opened by its name (west) and walked through: east leads back, "
        "the yard south is new: go south",
    ),
    item(
        hall(),
        "3: Open the kitchen door",
        OPEN_KITCHEN,
        "3: Go west",
        kitchen(),
        "2: Go south",
        yard(),
        "1: Pick up the coin",
        ("You pick up the coin. It is warm from the sun.", K("took")),
        notes="the coin taken in the yard, whose only way north leads back: go north",
    ),
    item(
        hall(),
        "2: Go east",
        schoolroom(),
        "2: Pick up the penny",
        ("You pick up the penny and put it in your pinafore pocket.", K("took")),
        "1: Go west",
        hall(),
        notes="the penny taken and back to the first room: east visited; north new, the "
        "kitchen door west shut, the front door south locked: go north or open west",
    ),
    item(
        hall(),
        "1: Go north",
        dormitory(),
        "1: Go south",
        hall(),
        "4: Go south",
        ("The front door is locked. Matron keeps the key.", K("refused", "locked")),
        notes="north and back, then the locked front door refused: north visited; east new, "
        "the kitchen door shut: go east or open west",
    ),
    item(
        hall(),
        "3: Open the kitchen door",
        OPEN_KITCHEN,
        "3: Go west",
        kitchen(),
        "1: Go east",
        hall(kitchen_open=True),
        notes="through the opened kitchen door and back: west visited; north and east new: go "
        "north or east",
    ),
    item(
        hall(),
        "2: Go east",
        schoolroom(),
        "2: Pick up the penny",
        ("You pick up the penny. Nobody sees.", K("took")),
        "1: Go west",
        hall(),
        "3: Open the kitchen door",
        OPEN_KITCHEN,
        "3: Go west",
        kitchen(),
        "2: Go south",
        yard(),
        "1: Pick up the coin",
        ("You pick up the coin. It has a ship on one side.", K("took")),
        "1: Go north",
        kitchen(event=" Cook's cat slips in from the yard and curls up by the range."),
        notes="an eight-turn walk: the penny taken in the schoolroom, back to the hall, "
        "through the kitchen door to the yard's coin and back into the kitchen, whose ways "
        "east and south are both visited: go back east, the way it was first entered",
    ),
    # ---- map C: the whaling station ----
    item(
        jetty(),
        "s",
        ("You would need a boat for that, and the sound is cold and deep.", K("refused")),
        "n",
        deck(),
        notes="the water south refused at the jetty (left behind), then north onto the "
        "flensing deck: south leads back (visited, initial); east and "
        "north new, the shed door west shut: go east, go north or open west",
    ),
    item(
        jetty(),
        "north",
        deck(),
        "east",
        try_works(),
        "take coin",
        ("Taken. It is a Norwegian krone, green with age.", K("took")),
        notes="the coin taken in the try-works, whose only way west leads back: go west",
    ),
    item(
        jetty(),
        "walk north",
        deck(),
        "walk west",
        ("The shed door is closed.", K("refused", "closed")),
        "open shed door",
        ("You drag the shed door open over the boards.", K("opened", "w")),
        "go west",
        shed(),
        notes="the shed door refused, opened by its name (west) and walked through: the shed's "
        "only way east leads back: go east",
    ),
    item(
        jetty(),
        "head north",
        deck(),
        "head north",
        bunkhouse(),
        "go east",
        ("The manager's door is locked.", K("refused", "locked")),
        notes="the manager's door refused as locked; south leads back and is the only other "
        "way: go south",
    ),
    item(
        jetty(),
        "n",
        deck(),
        "e",
        try_works(),
        "get coin",
        ("Taken.", K("took")),
        "w",
        deck(),
        "s",
        jetty(),
        notes="a loop back to the first room with the coin: the jetty's only way north is "
        "visited (no way back to give): go north",
    ),
    item(
        jetty(),
        "go north",
        deck(),
        "go north",
        bunkhouse(),
        "south",
        also(deck(), "A gull screams overhead and drops something that clatters on the roof."),
        notes="to the bunkhouse and back: south and north visited (south the way in); east new, "
        "the shed door west shut: go east or open west",
    ),
]
