"""history, forty-fifth round: 2-7 turn walks (eleven returning to a room) on three small symmetric
tree maps, each printed in a manner no earlier walk used: map A, a zeppelin over the Atlantic in a
play-by-email game's turn reports ("LOCATION: CONTROL CAR\\nTURN 12 RESULTS\\n...\\nWAYS OUT:\\n
NORTH: chart room door (shut)\\n EAST: keel catwalk\\n WEST: radio room door (locked)\\nYOU SEE:
nothing of use.\\nSEND ORDERS BY 18:00 FRIDAY.", a 400-réis coin in the passenger lounge; "ORDER
FAILED: the chart room door is shut.", "ORDER CARRIED OUT: you open the chart room door.", "ORDER
FAILED: the radio room door is locked. The operator is sending and will not be disturbed.", "ORDER
CARRIED OUT: you pick up the 400-réis coin."); map B, a bus garage at night in a voice game on a
smart speaker ("You're in the running shed.\\n... You can go north, to the wash bay. The canteen
door is to the east, and it's closed. The engineers' office is to the west, but that door's locked.
What would you like to do?", a ten-króna coin on a tyre; "The canteen door's closed. Say 'open door'
to open it.", "Okay. You've opened the canteen door.", "Sorry, that door's locked. Only the
engineers have a key.", "Nice! You've picked up the ten-króna coin."); map C, a fire station in a
game show's live commentary ("And Okafor is on the apparatus floor!\\n... North of her, the door to
the pole room, and it's shut! ...", a twenty-tyiyn coin on the mess room table; "Ooh, the pole room
door is shut! She'll have to open it!", "She's opened it!", "Locked! The watch office is locked, and
that's cost her two seconds!", "She's got it! The twenty-tyiyn coin is hers!", "And that's a wall,
folks! Nothing that way!"); coins taken, doors refused, opened and walked through, locked doors
refused, refusals at no exit left behind, returns to the first room and to rooms between, some with
an event of the turn; moves spelled `GO NORTH`, `GO SOUTH`, `GO EAST`, `GO WEST`, `OPEN DOOR`, `TAKE
COIN`, `go north`, `go south`, `go east`, `go west`, `open door`, `take coin`. What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str, before: str = "") -> tuple:
    """A room's text with an event of the turn printed after it (before a closing prompt)."""
    text, reading = step
    if before and text.endswith(before):
        return (f"{text[: -len(before)]}{line}\n{before}", reading)
    return (f"{text}\n{line}", reading)


# ---- map A, a zeppelin in a play-by-email game: CONTROL CAR n CHART ROOM (a door, shut at
# first), e KEEL CATWALK, w the radio room (locked); KEEL CATWALK n PASSENGER LOUNGE (the réis).

DEADLINE = "SEND ORDERS BY 18:00 FRIDAY."


def control_car(turn: int, door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        f"LOCATION: CONTROL CAR\nTURN {turn} RESULTS\nThe helmsman and the elevator man stand "
        "at their wheels, and the Atlantic slides by under the windows, grey to the horizon.\n"
        f"WAYS OUT:\n  NORTH: chart room door ({state})\n  EAST:  keel catwalk\n  WEST:  radio "
        f"room door (locked)\nYOU SEE: nothing of use.\n{DEADLINE}",
        R(
            "control car",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "chart room", "e": "keel catwalk"},
        ),
    )


def chart_room(turn: int, door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        f"LOCATION: CHART ROOM\nTURN {turn} RESULTS\nA sloping table under a green lamp, the "
        "navigator's pencils in a rack, the course drawn in a thin line towards Recife.\nWAYS "
        f"OUT:\n  SOUTH: chart room door ({state}), to the control car\nYOU SEE: nothing of "
        f"use.\n{DEADLINE}",
        R("chart room", "s", closed="" if door_open else "s", leads={"s": "control car"}),
    )


def keel(turn: int) -> tuple:
    return (
        f"LOCATION: KEEL CATWALK\nTURN {turn} RESULTS\nA narrow walkway of aluminium girders "
        "runs along the belly of the ship, the gas cells bulging above it like grey clouds.\n"
        "WAYS OUT:\n  WEST:  control car\n  NORTH: passenger lounge\nYOU SEE: nothing of use."
        f"\n{DEADLINE}",
        R("keel catwalk", "w n", leads={"w": "control car", "n": "passenger lounge"}),
    )


def lounge(turn: int, coin: bool = True) -> tuple:
    seen = "a 400-réis coin, dropped by a passenger bound for Rio." if coin else "nothing of use."
    return (
        f"LOCATION: PASSENGER LOUNGE\nTURN {turn} RESULTS\nWicker chairs, a gramophone, and "
        "windows slanting outward so that passengers can look straight down at the sea.\n"
        f"WAYS OUT:\n  SOUTH: keel catwalk\nYOU SEE: {seen}\n{DEADLINE}",
        R("passenger lounge", "s", coin=coin, leads={"s": "keel catwalk"}),
    )


def order(turn: int, line: str) -> str:
    return f"TURN {turn} RESULTS\n{line}\n{DEADLINE}"


def a_shut(turn: int) -> tuple:
    return (order(turn, "ORDER FAILED: the chart room door is shut."), K("refused", "closed"))


def a_opened(turn: int, direction: str) -> tuple:
    return (order(turn, "ORDER CARRIED OUT: you open the chart room door."), K("opened", direction))


def a_locked(turn: int) -> tuple:
    return (
        order(
            turn,
            "ORDER FAILED: the radio room door is locked. The operator is sending and will not "
            "be disturbed.",
        ),
        K("refused", "locked"),
    )


def a_took(turn: int) -> tuple:
    return (order(turn, "ORDER CARRIED OUT: you pick up the 400-réis coin."), K("took"))


# ---- map B, a bus garage at night in a voice game: RUNNING SHED n WASH BAY, e CANTEEN (a door,
# closed at first), w the engineers' office (locked); WASH BAY e TYRE STORE (the króna).

ASK = "What would you like to do?"


def shed(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "You're in the running shed.\nThe night buses are parked in rows, engines ticking as "
        "they cool, and the strip lights buzz overhead. You can go north, to the wash bay. The "
        f"canteen door is to the east, and it's {state}. The engineers' office is to the west, "
        f"but that door's locked. {ASK}",
        R(
            "running shed",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "wash bay", "e": "canteen"},
        ),
    )


WASH = (
    "You're in the wash bay.\nThe big brushes hang still and dripping, and the floor is all "
    f"puddles. You can go south, to the running shed, or east, to the tyre store. {ASK}",
    R("wash bay", "s e", leads={"s": "running shed", "e": "tyre store"}),
)


def tyres(coin: bool = True) -> tuple:
    coin_line = "There's a ten-króna coin lying on top of a tyre. " if coin else ""
    return (
        "You're in the tyre store.\nTyres are stacked in towers up to the roof, and the air "
        f"smells of rubber. {coin_line}The only way out is west, to the wash bay. {ASK}",
        R("tyre store", "w", coin=coin, leads={"w": "wash bay"}),
    )


def canteen(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "You're in the canteen.\nA kettle, a microwave, and a table with a half-done jigsaw of "
        f"a fjord. The door to the running shed is west, and it's {state}. {ASK}",
        R("canteen", "w", closed="" if door_open else "w", leads={"w": "running shed"}),
    )


B_SHUT = (f"The canteen door's closed. Say 'open door' to open it. {ASK}", K("refused", "closed"))
B_LOCKED = (
    f"Sorry, that door's locked. Only the engineers have a key. {ASK}",
    K("refused", "locked"),
)
B_TOOK = (f"Nice! You've picked up the ten-króna coin. {ASK}", K("took"))


def b_opened(direction: str) -> tuple:
    return (f"Okay. You've opened the canteen door. {ASK}", K("opened", direction))


# ---- map C, a fire station in a game show's live commentary: APPARATUS FLOOR n POLE ROOM (a
# door, shut at first), e KIT ROOM, w the watch office (locked); POLE ROOM n MESS ROOM (the
# tyiyn); KIT ROOM n DRILL TOWER.


def floor(door_open: bool = False, event: str = "") -> tuple:
    state = "open" if door_open else "shut"
    text = (
        "And Okafor is on the apparatus floor!\nThe big red engine is parked up, polished like "
        "a mirror, and the crowd can see her in every panel of it. North of her, the door to "
        f"the pole room, and it's {state}! East, the kit room, wide open, no door at all. West, "
        "the watch office door, and that one is locked, folks. Nothing on the floor here."
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "apparatus floor",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "pole room", "e": "kit room"},
        ),
    )


def pole_room(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "And Okafor is in the pole room!\nThe brass pole comes down through a hole in the "
        "ceiling, and she doesn't give it a glance. The door south to the apparatus floor is "
        f"{state}. And there's the mess room, straight ahead to the north, no door!",
        R(
            "pole room",
            "s n",
            closed="" if door_open else "s",
            leads={"s": "apparatus floor", "n": "mess room"},
        ),
    )


def mess() -> tuple:
    return (
        "And Okafor is in the mess room!\nA long table, a kettle the size of a bucket, a "
        "dartboard. The only way out is south, to the pole room. And look, there it is, on the "
        "table: the coin! A twenty-tyiyn coin!",
        R("mess room", "s", coin=True, leads={"s": "pole room"}),
    )


KIT = (
    "And Okafor is in the kit room!\nHelmets, boots and tunics on their pegs, all in a row. "
    "The apparatus floor is west, and an open doorway north leads to the drill tower.",
    R("kit room", "w n", leads={"w": "apparatus floor", "n": "drill tower"}),
)
TOWER = (
    "And Okafor is in the drill tower!\nFive floors of windows with nothing behind them, for "
    "the ladder drills, and no ladder today. The kit room is south, and that's the only way.",
    R("drill tower", "s", leads={"s": "kit room"}),
)
C_SHUT = ("Ooh, the pole room door is shut! She'll have to open it!", K("refused", "closed"))
C_LOCKED = (
    "Locked! The watch office is locked, and that's cost her two seconds!",
    K("refused", "locked"),
)
C_TOOK = ("She's got it! The twenty-tyiyn coin is hers!", K("took"))


def c_opened(direction: str) -> tuple:
    return ("She's opened it!", K("opened", direction))


ITEMS = [
    # ---- map A
    item(
        control_car(12),
        "GO NORTH",
        a_shut(13),
        "OPEN DOOR",
        a_opened(14, "north"),
        "GO NORTH",
        chart_room(15, door_open=True),
        "GO SOUTH",
        control_car(16, door_open=True),
        "GO EAST",
        keel(17),
        "GO NORTH",
        lounge(18),
        "TAKE COIN",
        a_took(19),
        notes="Seven orders: the chart room door refused, opened, the chart room visited, back "
        "through the control car to the keel and the lounge, where the réis (an old Brazilian "
        "coin) is taken. The lounge's only way south: visited, initial, all_visited.",
    ),
    item(
        keel(4),
        "GO WEST",
        control_car(5),
        "GO WEST",
        a_locked(6),
        notes="Begun on the keel catwalk; the radio room door west refused as locked; east "
        "visited and initial; the chart room door north shut: open it.",
    ),
    item(
        lounge(21),
        "TAKE COIN",
        a_took(22),
        "GO SOUTH",
        keel(23),
        "GO WEST",
        control_car(24),
        "GO EAST",
        keel(25),
        notes="Begun in the lounge: the coin taken, then back to the catwalk from the control "
        "car. On the catwalk north (first entered from there: initial) and west are both "
        "visited: all_visited, go north.",
    ),
    item(
        chart_room(7),
        "GO SOUTH",
        a_shut(8),
        "OPEN DOOR",
        a_opened(9, "south"),
        "GO SOUTH",
        control_car(10, door_open=True),
        "GO EAST",
        keel(11),
        "GO WEST",
        control_car(12, door_open=True),
        notes="Begun in the chart room; a return to the control car, where north (initial) and "
        "east are visited and the radio room is locked: every open way seen, go back north.",
    ),
    item(
        control_car(2),
        "GO EAST",
        keel(3),
        "GO NORTH",
        lounge(4),
        notes="Two orders to the lounge, where the réis lies: take it.",
    ),
    item(
        control_car(30),
        "OPEN DOOR",
        a_opened(31, "north"),
        "GO NORTH",
        chart_room(32, door_open=True),
        "GO SOUTH",
        control_car(33, door_open=True),
        notes="'OPEN DOOR' answered with the chart room door opened; the chart room visited "
        "and left: in the control car (the first room, no initial) north is visited, the "
        "catwalk east unseen: go east.",
    ),
    item(
        keel(40),
        "GO NORTH",
        lounge(41),
        "TAKE COIN",
        a_took(42),
        "GO SOUTH",
        keel(43),
        "GO WEST",
        control_car(44),
        "GO NORTH",
        a_shut(45),
        "OPEN DOOR",
        a_opened(46, "north"),
        "GO NORTH",
        chart_room(47, door_open=True),
        notes="Seven orders: the coin taken, the catwalk passed twice, the chart room door "
        "refused, opened and walked through; in the chart room south is visited, initial, "
        "all_visited.",
    ),
    # ---- map B
    item(
        shed(),
        "go east",
        B_SHUT,
        "open door",
        b_opened("east"),
        "go east",
        canteen(door_open=True),
        notes="The canteen door refused, opened by 'open door' (the door refused), walked "
        "through; in the canteen west is visited, initial, all_visited.",
    ),
    item(
        shed(),
        "go north",
        WASH,
        "go east",
        tyres(),
        "take coin",
        B_TOOK,
        "go west",
        WASH,
        notes="The króna (an Icelandic coin) taken in the tyre store; back in the wash bay "
        "south (initial) and east are visited: all_visited, go south.",
    ),
    item(
        tyres(),
        "take coin",
        B_TOOK,
        "go west",
        WASH,
        "go south",
        shed(),
        "go west",
        B_LOCKED,
        notes="Begun in the tyre store; the engineers' door refused as locked; north visited "
        "and initial; the canteen door east closed: open it.",
    ),
    item(
        canteen(),
        "go west",
        (f"The door's closed. Say 'open door' to open it. {ASK}", K("refused", "closed")),
        "open door",
        b_opened("west"),
        "go west",
        shed(door_open=True),
        "go north",
        WASH,
        "go south",
        also(shed(door_open=True), "A night bus rumbles in and parks at the end of a row."),
        notes="Begun in the canteen; a return to the running shed with an event of the turn: "
        "east (initial) and north visited, the engineers' office locked: go back east.",
    ),
    item(
        WASH,
        "go north",
        (f"You can't go that way from here. {ASK}", K("refused")),
        "go south",
        shed(),
        notes="A refusal at no exit left in the wash bay; in the shed north is visited and "
        "initial; open the canteen door east.",
    ),
    item(
        shed(),
        "go north",
        WASH,
        "go east",
        tyres(),
        notes="Two moves to the tyre store, where the coin lies: take it.",
    ),
    item(
        tyres(),
        "take coin",
        B_TOOK,
        "go west",
        WASH,
        "go south",
        shed(),
        "go east",
        B_SHUT,
        "open door",
        b_opened("east"),
        "go east",
        canteen(door_open=True),
        "go west",
        shed(door_open=True),
        notes="Seven turns: the coin taken, the canteen door refused, opened, the canteen "
        "visited and left; in the shed north (initial) and east are visited, the engineers' "
        "office locked: go back north.",
    ),
    # ---- map C
    item(
        floor(),
        "go north",
        C_SHUT,
        "open door",
        c_opened("north"),
        "go north",
        pole_room(door_open=True),
        "go north",
        mess(),
        "take coin",
        C_TOOK,
        notes="The contestant is the player. The pole room door refused, opened, walked "
        "through; the tyiyn (a Kyrgyz coin) taken in the mess room: its only way south is "
        "visited, initial, all_visited.",
    ),
    item(
        KIT,
        "go west",
        floor(),
        "go west",
        C_LOCKED,
        notes="Begun in the kit room; the watch office refused as locked; east visited and "
        "initial; the pole room door north shut: open it.",
    ),
    item(
        floor(),
        "go east",
        KIT,
        "go north",
        TOWER,
        "go south",
        KIT,
        "go west",
        floor(),
        notes="Out to the drill tower and back to the apparatus floor, where the walk began "
        "(no initial): east visited; the pole room door north shut (open it).",
    ),
    item(
        pole_room(),
        "go south",
        C_SHUT,
        "open door",
        c_opened("south"),
        "go south",
        floor(door_open=True),
        "go east",
        KIT,
        "go north",
        TOWER,
        notes="Begun in the pole room: its door refused, opened, walked through, on to the "
        "drill tower, whose only way south is visited, initial, all_visited.",
    ),
    item(
        TOWER,
        "go east",
        ("And that's a wall, folks! Nothing that way!", K("refused")),
        "go south",
        KIT,
        "go west",
        floor(),
        "go east",
        KIT,
        notes="A refusal at no exit left in the drill tower; a return to the kit room: north "
        "(initial) and west visited: all_visited, go back north.",
    ),
    item(
        floor(),
        "go north",
        C_SHUT,
        "open door",
        c_opened("north"),
        "go north",
        pole_room(door_open=True),
        "go south",
        floor(door_open=True, event="The crowd is on its feet!"),
        notes="A return to the first room (no initial) with an event of the turn: north "
        "visited; the kit room east unseen: go east.",
    ),
]
