"""inform7, forty-first round: seven walks (1-4 turns) on a veterinary practice at Lerwick in Inform
7's defaults (a Reception with "The consulting room door, to the north, is closed.", the waiting
room east through an archway and "The dispensary door, to the west, is locked."; a Consulting Room;
a Kennel Ward with "On the grooming table is a fifty-pence piece."; a Waiting Room): "(first opening
the consulting room door)" before the room, "(first opening the dispensary door)\nIt seems to be
locked.", "You open the consulting room door.", "Taken.", "You pocket the fifty-pence piece.", a
return with the telephone, walks begun in the kennel ward, the waiting room and the consulting room;
single rooms and short histories: a Dawson City hostel dormitory ("a locker (closed)"), a toy shop's
"counter (on which is a twenty-cent coin)", a tattoo studio's back room door "(first opening
...)\nIt seems to be locked.", an Ulaanbaatar radio studio (a 200-tugrik coin), a Cornish lifeboat
station's big doors "shut against the weather", a Bucharest circus's ring barn (a 50-bani coin, "You
can go north or west."), an opera house's fly gallery, a Tongan church hall ("(on which are a tin of
corned beef and a ten-seniti coin)"), a Baku carpet workshop (a 20-qapik coin), a Gothenburg fish
hall's krona examined, a Port Moresby market shed's bilum taken (a 50-toea coin left), a Kuwaiti
dhow yard, an orangery near Uppsala entered "(first opening the glass door)" (a one-öre coin). What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


def through(door: str, step: tuple) -> tuple:
    """Inform's implicit opening before the room a move reached."""
    text, reading = step
    return (f"(first opening the {door})\n\n{text}", reading)


# ---- a veterinary practice at Lerwick in Inform 7's defaults: Reception n Consulting Room (the
# consulting room door, closed at first), e Waiting Room (an archway), w the dispensary door
# (locked); Consulting Room e Kennel Ward (the fifty-pence piece).


def reception(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Reception\nLino, a high counter and a poster about worming your dog. The consulting "
        f"room door, to the north, is {state}. The waiting room is east, through an archway. "
        "The dispensary door, to the west, is locked.\n\nYou can see an appointment book and a "
        "jar of dog biscuits here.",
        R("reception", "n e w", closed="" if door_open else "n", locked="w"),
    )


def consulting(door_open: bool = True) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Consulting Room\nA steel examination table under a bright lamp, and a sink in the "
        "corner. The kennel ward is east, through a doorway hung with plastic strips. The "
        f"consulting room door, to the south, is {state}.\n\nYou can see a stethoscope and a "
        "roll of bandage here.",
        R("consulting room", "e s", closed="" if door_open else "s"),
    )


def kennels(coin: bool = True) -> tuple:
    text = (
        "Kennel Ward\nSteel kennels line one wall, most of them empty. A sheepdog with a "
        "bandaged paw watches you from the end one. The only way out is west, into the "
        "consulting room."
    )
    if coin:
        text += "\n\nOn the grooming table is a fifty-pence piece."
    return (text, R("kennel ward", "w", coin=coin))


WAITING = (
    "Waiting Room\nPlastic chairs in a row, a water bowl, and a rack of leaflets about fleas. "
    "The archway to reception is west.\n\nYou can see a dog lead that somebody forgot here.",
    R("waiting room", "w"),
)
LOCKED = (
    "(first opening the dispensary door)\nIt seems to be locked.",
    K("refused", "locked"),
)
CONSULTING_DOOR = "consulting room door"

ITEMS = [
    item(
        reception(),
        "north",
        through(CONSULTING_DOOR, consulting()),
        notes="Inform's '(first opening the consulting room door)' before the room: the move "
        "worked through the closed door. South is visited and initial; the kennel ward east is "
        "not visited: go east.",
    ),
    item(
        reception(),
        "west",
        LOCKED,
        "east",
        WAITING,
        notes="The dispensary door 'is locked' (a locked exit), and the game says so ('It seems "
        "to be locked.'); then into the waiting room, whose only way west is visited and "
        "initial: all_visited, go west. The refusal was left in reception. The forgotten dog "
        "lead is no coin.",
    ),
    item(
        reception(),
        "n",
        through(CONSULTING_DOOR, consulting()),
        "e",
        kennels(),
        "take coin",
        ("You pocket the fifty-pence piece.", K("took")),
        notes="A walk to the kennel ward and the fifty-pence piece (a coin on the grooming "
        "table, Inform's 'On the grooming table is ...') taken. The coin is gone; west is "
        "visited, initial and the only way: all_visited, go west.",
    ),
    item(
        kennels(),
        "get coin",
        ("Taken.", K("took")),
        "west",
        consulting(door_open=False),
        notes="A walk begun in the kennel ward: the coin taken, then west into the consulting "
        "room, whose door south is closed (this game never opened it). East is visited and "
        "initial; the closed door south leads somewhere unvisited: open south.",
    ),
    item(
        WAITING,
        "west",
        reception(),
        "open north",
        ("You open the consulting room door.", K("opened")),
        "north",
        consulting(),
        "south",
        reception(door_open=True),
        notes="A walk begun in the waiting room; the consulting room door opened by direction, "
        "the consulting room seen, and back in reception with the door open. North and east "
        "are visited (east initial); the dispensary west is locked. Nothing unvisited can be "
        "reached: go east, the way reception was first entered.",
    ),
    item(
        reception(),
        "e",
        WAITING,
        "w",
        also(reception(), "The telephone on the counter rings twice and stops."),
        notes="To the waiting room and back to the first room (the telephone rings as the walk "
        "ends). East is visited; no initial in the first room. The closed consulting room "
        "door north is unexplored: open north. The dispensary west is locked.",
    ),
    item(
        consulting(door_open=False),
        "east",
        kennels(),
        "take coin",
        ("Taken.", K("took")),
        "west",
        consulting(door_open=False),
        "south",
        through(CONSULTING_DOOR, reception(door_open=True)),
        notes="A walk begun in the consulting room: the coin taken in the kennel ward, then "
        "south through the closed door (Inform's implicit opening) into reception, now with "
        "the door open. North is visited and initial; the waiting room east is not visited: go "
        "east. The dispensary west is locked.",
    ),
    # ---- single rooms and short histories
    item(
        "Dormitory\nSix bunk beds under a sloping ceiling, and a window that looks out over the "
        "Yukon River. The washroom is north. The door to the stairwell, to the west, is closed."
        "\n\nYou can see a locker (closed) and somebody's rucksack here.",
        R("dormitory", "n w", closed="w"),
        notes="A youth hostel dormitory at Dawson City: the washroom north is an open way, the "
        "stairwell door west is closed. The window onto the river is no way; the locker "
        "'(closed)' is a container, no door of the room. No coin: go north or open west.",
    ),
    item(
        "Toy Shop\nClockwork animals march along the shelves, and a model railway circles the "
        "ceiling on a little bridge. The street door is south, and the workshop is through a "
        "curtain to the east.\n\nYou can see a music box (closed) and a counter (on which is a "
        "twenty-cent coin) here.",
        R("toy shop", "s e", coin=True),
        notes="Inform's '(on which is ...)': a twenty-cent coin on the counter, a coin in the "
        "room: take coin. The street door's state is not given (an open exit); the closed "
        "music box is no door.",
    ),
    item(
        (
            "Tattoo Studio\nFlash sheets of swallows and anchors cover every wall. The street "
            "is south. The back room door is north of here.\n\nYou can see a reclining chair "
            "and a tray of needles here.",
            R("tattoo studio", "s n"),
        ),
        "north",
        ("(first opening the back room door)\nIt seems to be locked.", K("refused", "locked")),
        notes="The back room door's state was not given (an exit); Inform's implicit opening "
        "fails: 'It seems to be locked.' North is a locked exit, refused (closed, no open). "
        "The street south is the way on: go south.",
    ),
    item(
        "On Air Studio\nEgg-box foam on the walls, a mixing desk, and a red ON AIR lamp above "
        "the door to the west. The record library is east.\n\nYou can see a microphone and a "
        "200-tugrik coin here.",
        R("on air studio", "w e", coin=True),
        notes="A radio studio at Ulaanbaatar: exits west (a door, its state not given) and "
        "east. 'a 200-tugrik coin' is a coin: take coin.",
    ),
    item(
        "Boathouse\nThe lifeboat sits on its carriage at the head of the slipway, painted blue "
        "and orange. The big doors to the south are shut against the weather. The crew room is "
        "east.\n\nYou can see a row of yellow oilskins here.",
        R("boathouse", "s e", closed="s"),
        notes="A Cornish lifeboat station: the big doors south 'are shut' (closed; the way "
        "down the slipway lies beyond them), the crew room east open. No coin: open south or "
        "go east.",
    ),
    item(
        "Ring Barn\nA practice ring of sawdust under a high tin roof, where the horses of a "
        "Bucharest circus spend the winter. Their stalls are north, and the wagons stand in "
        "the yard to the west.\n\nYou can see a sawdust rake and a 50-bani coin here.\n\nYou can "
        "go north or west.",
        R("ring barn", "n w", coin=True),
        notes="An exit lister's 'You can go north or west.' A 50-bani coin (Romanian) lies "
        "here: take coin.",
    ),
    item(
        "Fly Gallery\nA narrow iron gallery high above the stage, with ropes tied off along a "
        "pin rail. The gallery runs on to the west. A door east leads to the paint frame; it "
        "is locked. An iron ladder goes down to the stage.",
        R("fly gallery", "w e d", locked="e"),
        notes="An opera house's fly gallery: west open, the paint frame door east 'is locked' "
        "(no open), the ladder down outside the vocabulary. No coin: go west.",
    ),
    item(
        "Church Hall\nLong tables are laid for the feast after the service. The doors to the "
        "churchyard are south and stand open; the kitchen is east.\n\nYou can see a trestle "
        "table (on which are a tin of corned beef and a ten-seniti coin) here.",
        R("church hall", "s e", coin=True),
        notes="A Tongan church hall: the churchyard doors 'stand open' (open). A ten-seniti "
        "coin (Tonga's cents) on the trestle table: take coin.",
    ),
    item(
        "Carpet Workshop\nWomen sit at upright looms along the walls, knotting wool almost "
        "faster than you can see. Skeins of madder red hang from the beams.\n\nYou can see a "
        "loom (on which is a half-finished carpet), a pair of shears and a 20-qapik coin here."
        "\n\nYou can go south or west.",
        R("carpet workshop", "s w", coin=True),
        notes="A Baku carpet workshop: 'You can go south or west.' A 20-qapik coin (Azerbaijan) "
        "lies here: take coin. The loom holds only a carpet.",
    ),
    item(
        (
            "Fish Hall\nThe market hall is built like a church, and under its wooden vault the "
            "stalls are heaped with ice and herring. The quay is west and the fish office is "
            "north.\n\nYou can see a crate of herring and a one-krona coin here.",
            R("fish hall", "w n", coin=True),
        ),
        "examine coin",
        ("A Swedish one-krona coin, with the king's head on it.", K("none")),
        notes="A look at the coin keeps the room and leaves the coin where it lies: find(coin), "
        "take coin. The quay west and the office north are exits.",
    ),
    item(
        (
            "Market Shed\nAn open shed of corrugated iron where the Port Moresby sellers lay "
            "their goods out on sacks. The road is east; the bus stop is south.\n\nYou can see "
            "a bilum, a heap of betel nuts and a 50-toea coin here.",
            R("market shed", "e s", coin=True),
        ),
        "take bilum",
        ("You sling the bilum over your shoulder.", K("none")),
        notes="The bilum (a string bag) taken, not the coin: the 50-toea coin still lies here, "
        "so take coin.",
    ),
    item(
        "Dhow Yard\nThe ribs of a half-built dhow rise out of the sand like a whale's skeleton. "
        "Beyond the slip, to the north, is the open sea. The carpenters' workshop is east.\n\n"
        "You can see an adze and a pile of teak offcuts here.\n\nYou can go east.",
        R("dhow yard", "e"),
        notes="A Kuwaiti dhow yard: the sea north is no way (the exit lister gives only east). "
        "No coin: go east.",
    ),
    item(
        (
            "Garden Room\nA bright room full of pressed plants in frames. The glass door to "
            "the orangery is north, and the hall is south.",
            R("garden room", "n s"),
        ),
        "north",
        through(
            "glass door",
            (
                "Orangery\nLemon trees stand in tubs along a floor of worn brick, and the air is "
                "warm and green. The glass door is south.\n\nYou can see a watering can and a "
                "one-öre coin here.",
                R("orangery", "s", coin=True),
            ),
        ),
        notes="A botanist's house near Uppsala: '(first opening the glass door)' then the "
        "orangery. South is visited and initial, the only exit: all_visited. A one-öre coin "
        "lies here: take coin.",
    ),
]
