"""inform7, twenty-ninth round: ten walks (1-5 turns) on a 1930s telephone exchange in Inform 7's
defaults (Switchroom with the rest room north, "The battery room door, east, is closed." and "The
supervisor's office lies west, but its door is locked."; Rest Room; Battery Room with "On the end
rack is a bronze penny."; Frame Room): "(first opening the battery room door)" walking into the
battery room, "(first opening the supervisor's office door)\nIt seems to be locked.", "You open
the battery room door.", "Taken.", an examination, "You are carrying:", loops back to the
switchroom and the battery room; and ten single rooms in settings the earlier rounds did not
visit: a Kyoto merchant's shop front under "(on the raised floor)" with a copper mon coin and a
noren curtain, a Shaker meeting room whose two doors lead southwest and southeast, a canal house's
front hall with a steep stair and a locked street door, a radio control room with a window onto
the studio, a taverna kitchen with a twenty-lepta coin and a bead curtain, a cheese cave whose
only door is closed, a haveli's courtyard with "a brass water pot (in which is a silver coin)", a
tea house's "You can go east or west.", a red telephone box's button B, a tent's majlis open on
its east side. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the exchange: Switchroom n Rest Room, e Battery Room (door, closed at first),
# w Supervisor's Office (door, locked); Battery Room n Frame Room.


def switchroom(opened: bool = False, event: str = "") -> tuple:
    state = "stands open" if opened else "is closed"
    tail = f"\n\n{event}" if event else ""
    return (
        "Switchroom\nSwitchboards run the length of the room, their cords hanging in loops like "
        "washing, and the lamps on the panels wink on and off. The rest room is north. The "
        f"battery room door, east, {state}. The supervisor's office lies west, but its door is "
        "locked.\n\nYou can see a headset and a tall stool here." + tail,
        R(
            "switchroom",
            "n e w",
            closed="" if opened else "e",
            locked="w",
            leads={"n": "rest room", "e": "battery room", "w": "supervisor's office"},
        ),
    )


def rest_room() -> tuple:
    return (
        "Rest Room\nA gas ring, a kettle, three armchairs with the stuffing showing and a "
        "calendar for 1934. The switchroom is south.\n\nYou can see a copy of the Radio Times "
        "here.",
        R("rest room", "s", leads={"s": "switchroom"}),
    )


def battery_room(coin: bool = True, first: bool = False) -> tuple:
    head = "(first opening the battery room door)\n\n" if first else ""
    line = "\n\nOn the end rack is a bronze penny." if coin else ""
    return (
        f"{head}Battery Room\nGlass cells stand in rows on wooden racks, and the air smells of "
        "acid. The battery room door, west, is open. The frame room is through the archway to "
        "the north." + line,
        R(
            "battery room",
            "w n",
            coin=coin,
            leads={"w": "switchroom", "n": "frame room"},
        ),
    )


def frame_room(event: str = "") -> tuple:
    tail = f"\n\n{event}" if event else ""
    return (
        "Frame Room\nThe main distribution frame stands floor to ceiling, a forest of wires and "
        "terminal blocks. The battery room is south.\n\nYou can see a test set here." + tail,
        R("frame room", "s", leads={"s": "battery room"}),
    )


OPENED = ("You open the battery room door.", K("opened", "e"))
TAKEN = ("Taken.", K("took"))

ITEMS = [
    # ---- walks on the exchange ----
    item(
        switchroom(),
        "north",
        rest_room(),
        notes="a dead end north of the switchroom: its only exit, south, leads back (visited, "
        "initial, all visited): go south",
    ),
    item(
        switchroom(),
        "east",
        battery_room(first=True),
        notes="'(first opening the battery room door)' and the battery room: the move went "
        "through; the bronze penny on the rack is a coin: take it",
    ),
    item(
        switchroom(),
        "open battery room door",
        OPENED,
        "east",
        battery_room(),
        "take penny",
        TAKEN,
        "north",
        frame_room(),
        notes="the door opened by its name, the penny taken, on to the frame room, a dead end: "
        "south is the way back",
    ),
    item(
        switchroom(),
        "west",
        (
            "(first opening the supervisor's office door)\nIt seems to be locked.",
            K("refused", "locked"),
        ),
        notes="the office door west, locked by the room's text, is refused: closed and refused; "
        "the rest room north and the closed battery room door east remain",
    ),
    item(
        switchroom(),
        "e",
        battery_room(first=True),
        "take penny",
        TAKEN,
        "w",
        switchroom(opened=True),
        notes="back in the switchroom with the battery room door standing open (visited); the "
        "office is locked: go north",
    ),
    item(
        switchroom(),
        "n",
        rest_room(),
        "s",
        switchroom(event="A lamp winks on the board and goes out again."),
        notes="a loop back to the first room from the rest room (visited); the battery room "
        "door is still closed: open east",
    ),
    item(
        switchroom(),
        "e",
        battery_room(first=True),
        "take penny",
        TAKEN,
        "n",
        frame_room(),
        "s",
        battery_room(coin=False),
        notes="back in the battery room, the penny gone: both ways visited, west the way it "
        "was first entered: go west",
    ),
    item(
        switchroom(),
        "n",
        rest_room(),
        "s",
        switchroom(),
        "e",
        battery_room(first=True),
        "take penny",
        TAKEN,
        "n",
        frame_room("Somewhere in the frame a relay clicks, and then another."),
        notes="a six-turn walk with a loop through the switchroom, ending in the frame room "
        "(the relay is an event of the turn): go south",
    ),
    item(
        switchroom(),
        "e",
        battery_room(first=True),
        "examine cells",
        (
            "Each cell is a glass tank of acid with lead plates standing in it. Some of them "
            "fizz faintly.",
            K("none"),
        ),
        notes="an examination keeps the room: the penny still lies on the rack: take it",
    ),
    item(
        switchroom(),
        "open battery room door",
        OPENED,
        "e",
        battery_room(),
        "take penny",
        TAKEN,
        "i",
        ("You are carrying:\n  a bronze penny\n  a pencil stub", K("none")),
        notes="the inventory lists the penny the player carries (no coin in the room); the "
        "frame room north is unexplored: go north",
    ),
    # ---- single rooms ----
    item(
        "Shop Front (on the raised floor)\nThe front of a merchant's house, open to the street "
        "by day. Bolts of dyed cloth are stacked on the raised floor. A noren curtain hangs over "
        "the doorway west to the street, and a narrow earth-floored passage runs east toward "
        "the kitchen.\n\nYou can see an abacus and a copper mon coin with a square hole here.",
        R("shop front", "w e", coin=True),
        notes="the heading's '(on the raised floor)' is the player's place: the room is the "
        "shop front; a curtain is no door; a copper mon coin is a coin: take it",
    ),
    item(
        "Meeting Room\nPlain white walls, a peg rail all round, and benches in rows facing the "
        "middle of the floor. Two doors lead out, the brethren's to the southwest and the "
        "sisters' to the southeast. The hall is north.\n\nYou can see a broom hanging from a "
        "peg here.",
        R("meeting room", "n sw se"),
        notes="the two doors lead southwest and southeast, outside the vocabulary (no fact); "
        "north is the only compass exit: go north",
    ),
    item(
        "Front Hall\nBlack and white tiles, a long-case clock, and a painting of a herring buss "
        "in a gilt frame. The street door, south, is locked. A stair as steep as a ladder climbs "
        "to the floors above, and the kitchen is north.\n\nOn the tiled floor is a copper coin.",
        R("front hall", "n s u", locked="s", coin=True),
        notes="a copper coin on the floor: take it (the street door locked, the stair up "
        "outside the vocabulary)",
    ),
    item(
        "Control Room\nA mixing desk, two turntables and a bank of meters whose needles twitch "
        "with the music. Through the window to the south you can see into Studio B. The studio "
        "door, south, is closed. The corridor is west.\n\nYou can see a reel of tape and a cup "
        "of cold tea here.",
        R("control room", "s w", closed="s"),
        notes="the window south only looks into the studio; the studio door south is a closed "
        "exit: open south or go west",
    ),
    item(
        "Taverna Kitchen\nOctopus hangs drying on a line over the sink, and a pan of oil spits "
        "on the range. The back door, east, stands open onto the courtyard, and the dining room "
        "is through the bead curtain to the north.\n\nOn the chopping block is a twenty-lepta "
        "coin.",
        R("taverna kitchen", "e n", coin=True),
        notes="a bead curtain is no door (north is open); a twenty-lepta coin on the chopping "
        "block is a coin: take it",
    ),
    item(
        "Cheese Cave\nWheels of cheese age on pine boards in the cold and the dark, each with "
        "its date chalked on the rind. The cave goes no further than the rock. The iron door, "
        "west, is closed. There is no other way out.\n\nYou can see a cheese iron here.",
        R("cheese cave", "w", closed="w"),
        notes="the only exit is the closed iron door west: open west",
    ),
    item(
        "Zenana Courtyard\nCarved stone windows look down on the courtyard from three storeys, "
        "and pigeons walk along the sills. An arch leads north to the well court. The great "
        "door to the south is locked.\n\nYou can see a brass water pot (in which is a silver "
        "coin) here.",
        R("zenana courtyard", "n s", locked="s", coin=True),
        notes="'(in which is a silver coin)': the open pot's contents are listed, so the coin "
        "is within reach: take it",
    ),
    item(
        "Tea House\nRed lanterns hang from the beams, and the smell of jasmine and charcoal "
        "fills the room. An old man is asleep over his board of chess. You can go east or west."
        "\n\nYou can see a teapot, four cups and a bird in a bamboo cage here.",
        R("tea house", "e w"),
        notes="'You can go east or west.': both exits; no coin: go east or go west",
    ),
    item(
        "Telephone Box\nRed paint, small panes, and a smell of old cigarettes. A card beside "
        "the coin box says: PRESS BUTTON A TO SPEAK - PRESS BUTTON B TO HAVE YOUR MONEY "
        "RETURNED. The door, south, is the only way out.\n\nYou can see a telephone directory "
        "here.",
        R("telephone box", "s"),
        notes="the coin box and the card about money are no coin; the door south, whose state "
        "is not given, is an open exit: go south",
    ),
    item(
        "Majlis\nCarpets, cushions against the tent's walls, and a brass coffee pot keeping "
        "warm in the embers. The tent is open on its east side, onto the sand. The women's side "
        "lies beyond the woven curtain to the north.\n\nYou can see a brass coffee pot here.",
        R("majlis", "e n"),
        notes="the tent open on its east side is an exit east; a curtain is no door (north "
        "open); no coin: go east or north",
    ),
]
