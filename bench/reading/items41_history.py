"""history, forty-first round: 2-7 turn walks (thirteen returning to a room) on three small
symmetric tree maps, each printed in a manner no earlier walk used: map A, a colliery pithead in a
ZX Spectrum (Quill-like) manner ("PIT YARD\nYou are in the pit yard. ... The lamp room door is to
the NORTH and it is closed. The winding house door to the EAST is locked.", "You can also see:\nA
coal tub", "What now?"; "The door is closed.", "OK. The door is open.", "The winding house door is
locked.", "You take the florin."); map B, a watermill in a voice assistant's game ("You're on the
milling floor. ... The wheel room door is to the north, and it's shut.", "There's an old shilling on
the ground by the cart wheel.", "What would you like to do?"; "Sorry, that door's shut. You could
try opening it.", "Okay, the door's open.", "That's locked, I'm afraid. The miller has the key.",
"Got it. You picked up the shilling.", "Sorry, you can't go that way. That's the millrace, and it's
fast."); map C, a lifeboat station in a choice-based (Ink-like) game ("BOATHOUSE", "The crew room
door, east, is closed.", the choices "\u2192 Go north", "\u2192 Open the crew room door", "\u2192
Take the coin"; "You open the crew room door.", "You pocket the pound coin."). Coins taken, doors
refused, opened and walked through, locked doors refused, refusals at the end, refusals left in an
earlier room; moves spelled `n`, `e`, `s`, `w`, `north`, `south`, `east`, `west`, `go north`, `go
east`, `go south`, `go west`, `walk east`, `walk west`, `head south`, `head east`, `go to the east`,
`go to the south`, `go to the north`, `Go north`, `Go south`, `Go east`, `Go west`, `open door`,
`open south`, `open the door to the north`, `open the door to the south`, `Open the crew room door`,
`Open the door`, `take florin`, `get florin`, `take shilling`, `pick up the shilling`, `Take the
coin`. The walks are printed from one map each by functions, so a room reads the same on every
visit; where two walks end in the same room in the same state, the last text carries an event of
that turn. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a colliery pithead in a ZX Spectrum (Quill-like) manner: Pit Yard n Lamp Room (the
# lamp room door, closed at first), e the winding house door (locked), w Pithead Baths; Pithead
# Baths n Pay Office (the florin).

NOW = "\nWhat now?"


def a_says(text: str, reading: K) -> tuple:
    return (f"{text}{NOW}", reading)


def a_yard(lamp_open: bool = False, event: str = "") -> tuple:
    state = "open" if lamp_open else "closed"
    extra = f"\n{event}" if event else ""
    return (
        "PIT YARD\nYou are in the pit yard. Coal dust lies thick on everything and the "
        "headgear wheel stands still against the sky. The lamp room door is to the NORTH and "
        f"it is {state}. The winding house door to the EAST is locked. The pithead baths are "
        f"WEST.\nYou can also see:\nA coal tub{extra}{NOW}",
        R("pit yard", "n e w", closed="" if lamp_open else "n", locked="e"),
    )


def a_lamp(door_open: bool = True) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "LAMP ROOM\nYou are in the lamp room. Safety lamps hang in rows on numbered pegs, with "
        f"a board of brass lamp checks by the door. The door to the SOUTH is {state}.\nYou can "
        f"also see:\nA lamp check{NOW}",
        R("lamp room", "s", closed="" if door_open else "s"),
    )


def a_baths(event: str = "") -> tuple:
    extra = f"\n{event}" if event else ""
    return (
        "PITHEAD BATHS\nYou are in the pithead baths. Rows of lockers, and showers that still "
        "drip. The pit yard is EAST and the pay office is NORTH.\nYou can also see:\nNothing "
        f"special{extra}{NOW}",
        R("pithead baths", "e n"),
    )


def a_pay(coin: bool = True) -> tuple:
    seen = "A florin" if coin else "Nothing special"
    return (
        "PAY OFFICE\nYou are in the pay office. A window with a little brass grille, where the "
        f"men queued on Fridays. The only way out is SOUTH.\nYou can also see:\n{seen}{NOW}",
        R("pay office", "s", coin=coin),
    )


A_SHUT = a_says("The door is closed.", K("refused", "closed"))
A_OPEN = a_says("OK. The door is open.", K("opened", "n"))
A_LOCKED = a_says("The winding house door is locked.", K("refused", "locked"))
A_TAKE = a_says("You take the florin.", K("took"))

# ---- map B, a watermill by a voice assistant's game: Milling Floor n Wheel Room (the wheel room
# door, shut at first), e Sack Store, w the miller's office (locked); Sack Store s Loading Bay
# (the shilling); the millrace east of the sack store is no way.

ASK = "\nWhat would you like to do?"


def b_says(text: str, reading: K) -> tuple:
    return (f"{text}{ASK}", reading)


def b_floor(wheel_open: bool = False, event: str = "") -> tuple:
    state = "open" if wheel_open else "shut"
    extra = f"\n{event}" if event else ""
    return (
        "You're on the milling floor. The millstones are grinding, and flour hangs in the air. "
        f"The wheel room door is to the north, and it's {state}. The sack store is east. The "
        f"miller's office is west, but it's locked.{extra}{ASK}",
        R("milling floor", "n e w", closed="" if wheel_open else "n", locked="w"),
    )


def b_store(event: str = "") -> tuple:
    extra = f"\n{event}" if event else ""
    return (
        "You're in the sack store. Sacks of flour are stacked to the rafters. The milling "
        "floor is west, and the loading bay is south. To the east there's only the millrace."
        f"{extra}{ASK}",
        R("sack store", "w s"),
    )


def b_bay(coin: bool = True) -> tuple:
    seen = " There's an old shilling on the ground by the cart wheel." if coin else ""
    return (
        "You're in the loading bay. A cart stands ready for the sacks. The sack store is north, "
        f"and that's the only way out.{seen}{ASK}",
        R("loading bay", "n", coin=coin),
    )


def b_wheel(door_open: bool = True) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "You're in the wheel room. The great wheel turns through the wall, dripping and "
        f"groaning. The door to the milling floor is south, and it's {state}.{ASK}",
        R("wheel room", "s", closed="" if door_open else "s"),
    )


B_SHUT = b_says("Sorry, that door's shut. You could try opening it.", K("refused", "closed"))
B_OPEN = b_says("Okay, the door's open. You can hear the wheel now.", K("opened"))
B_LOCKED = b_says("That's locked, I'm afraid. The miller has the key.", K("refused", "locked"))
B_TAKE = b_says("Got it. You picked up the shilling.", K("took"))
B_RACE = b_says("Sorry, you can't go that way. That's the millrace, and it's fast.", K("refused"))

# ---- map C, a lifeboat station in a choice-based (Ink-like) game: Boathouse n Slipway, e Crew
# Room (the crew room door, closed at first), w Shop (its stockroom door locked); Crew Room n
# Drying Room (the pound coin).


def choices(*lines: str) -> str:
    return "\n\n" + "\n".join(f"\u2192 {line}" for line in lines)


def c_boathouse(crew_open: bool = False, event: str = "") -> tuple:
    state = "open" if crew_open else "closed"
    extra = f"\n\n{event}" if event else ""
    east = "Go east" if crew_open else "Open the crew room door"
    return (
        "BOATHOUSE\n\nThe lifeboat waits on its carriage, orange and blue. The slipway is "
        f"north. The crew room door, east, is {state}. The shop is west.{extra}"
        + choices("Go north", east, "Go west"),
        R("boathouse", "n e w", closed="" if crew_open else "e"),
    )


C_SLIPWAY = (
    "SLIPWAY\n\nThe slipway runs into grey water, and gulls stand along the rails. The "
    "boathouse is south." + choices("Go south"),
    R("slipway", "s"),
)
C_SHOP = (
    "SHOP\n\nTea towels, pens and little model lifeboats. The stockroom door, west, is locked. "
    "The boathouse is east." + choices("Go east"),
    R("shop", "w e", locked="w"),
)


def c_crew(door_open: bool = True) -> tuple:
    state = "open" if door_open else "closed"
    west = "Go west" if door_open else "Open the door"
    return (
        "CREW ROOM\n\nA kettle, a dartboard and a pager on every chair. The drying room is "
        f"north. The door to the boathouse, west, is {state}." + choices("Go north", west),
        R("crew room", "n w", closed="" if door_open else "w"),
    )


def c_drying(coin: bool = True) -> tuple:
    if coin:
        body = "\n\nThere's a pound coin on the floor under the pegs." + choices(
            "Take the coin", "Go south"
        )
    else:
        body = choices("Go south")
    return (
        "DRYING ROOM\n\nYellow oilskins drip on their pegs. The crew room is south." + body,
        R("drying room", "s", coin=coin),
    )


C_OPEN_CREW = (
    "You open the crew room door. Warm air, and the smell of tea."
    + choices("Go north", "Go east", "Go west"),
    K("opened", "e"),
)

ITEMS = [
    # ---- map A
    item(
        a_yard(),
        "n",
        A_SHUT,
        "open door",
        A_OPEN,
        "n",
        a_lamp(),
        "s",
        a_yard(lamp_open=True),
        notes="Map A (Quill-like). The lamp room door refused while closed, opened ('OK. The "
        "door is open.'), the lamp room visited, back in the first room: north is visited, the "
        "baths west are not: go west. The winding house east is locked; the coal tub and the "
        "brass lamp check are no coins.",
    ),
    item(
        a_yard(),
        "w",
        a_baths(),
        "n",
        a_pay(),
        "take florin",
        A_TAKE,
        "s",
        a_baths(),
        notes="Map A. To the pay office, the florin taken, back into the baths: north is "
        "visited, east visited and initial: all_visited, go east.",
    ),
    item(
        a_baths(),
        "north",
        a_pay(),
        "get florin",
        A_TAKE,
        "south",
        a_baths(event="A pipe knocks somewhere in the walls."),
        "east",
        a_yard(),
        "east",
        A_LOCKED,
        notes="Map A, begun in the baths (the baths seen again with a knocking pipe): the "
        "florin taken, then east into the yard, where the winding house door is refused "
        "(locked: refused(east), no open). West is visited and initial; the closed lamp room "
        "door north is unexplored: open north.",
    ),
    item(
        a_lamp(door_open=False),
        "open south",
        a_says("OK. The door is open.", K("opened")),
        "south",
        a_yard(lamp_open=True),
        "west",
        a_baths(),
        "north",
        a_pay(),
        "take florin",
        A_TAKE,
        "south",
        a_baths(),
        "east",
        a_yard(lamp_open=True, event="A pit pony whinnies from the stables."),
        notes="Map A, begun in the lamp room: out into the yard, the florin fetched, and back "
        "to the yard (a pit pony whinnies as the walk ends). North (the lamp room, initial) "
        "and west are visited; the winding house east is locked: go north, the way the yard "
        "was first entered.",
    ),
    item(
        a_pay(),
        "take florin",
        A_TAKE,
        "south",
        a_baths(),
        "east",
        a_yard(),
        "north",
        A_SHUT,
        notes="Map A, begun in the pay office: the florin taken, through the baths into the "
        "yard, and the closed lamp room door refused: refused(north), closed(north). West is "
        "visited and initial: open north (the way on).",
    ),
    item(
        a_yard(),
        "n",
        A_SHUT,
        "open door",
        A_OPEN,
        "n",
        a_lamp(),
        "s",
        a_yard(lamp_open=True),
        "w",
        a_baths(),
        "n",
        a_pay(),
        "take florin",
        A_TAKE,
        notes="Map A, an eight-turn walk: the lamp room door refused and opened, the lamp room "
        "and back, the baths, the pay office, the florin taken. South is visited, initial and "
        "the only exit: all_visited, go south.",
    ),
    item(
        a_baths(),
        "e",
        a_yard(),
        "w",
        a_baths(event="Water drips from a shower head onto the tiles."),
        notes="Map A, begun in the baths: to the yard and back to the first room (a shower "
        "drips as the walk ends). East is visited; no initial in the first room; the pay "
        "office north is unvisited: go north.",
    ),
    # ---- map B
    item(
        b_floor(),
        "go east",
        b_store(),
        "go south",
        b_bay(),
        "pick up the shilling",
        B_TAKE,
        notes="Map B (a voice assistant's game). To the loading bay, the old shilling taken: "
        "north is visited, initial and the only exit: all_visited, go north.",
    ),
    item(
        b_floor(),
        "north",
        B_SHUT,
        "open the door to the north",
        B_OPEN,
        "north",
        b_wheel(),
        "south",
        b_floor(wheel_open=True),
        notes="Map B. The wheel room door refused while shut, opened by direction, the wheel "
        "room visited and back in the first room: north is visited; the sack store east is "
        "not: go east. The miller's office west is locked.",
    ),
    item(
        b_floor(),
        "walk east",
        b_store(),
        "walk west",
        b_floor(event="The mill wheel creaks and the whole floor shivers."),
        notes="Map B. To the sack store and back to the first room (the floor shivers as the "
        "walk ends): east is visited; the wheel room door north is shut: open north. The "
        "office west is locked.",
    ),
    item(
        b_bay(),
        "take shilling",
        B_TAKE,
        "go north",
        b_store(),
        "go west",
        b_floor(),
        "go west",
        B_LOCKED,
        notes="Map B, begun in the loading bay: the shilling taken, through the sack store to "
        "the milling floor, where the office door is refused (locked: refused(west)). East is "
        "visited and initial; the shut wheel room door north is unexplored: open north.",
    ),
    item(
        b_wheel(door_open=False),
        "open the door to the south",
        b_says("Okay, the door's open. There's the milling floor.", K("opened")),
        "head south",
        b_floor(wheel_open=True),
        "head east",
        b_store(),
        "head south",
        b_bay(),
        notes="Map B, begun in the wheel room: the door opened, across the floor and the store "
        "to the loading bay. The shilling by the cart wheel is a coin: take coin.",
    ),
    item(
        b_floor(),
        "go to the east",
        b_store(),
        "go to the south",
        b_bay(),
        "take shilling",
        B_TAKE,
        "go to the north",
        b_store(),
        "go to the east",
        B_RACE,
        notes="Map B. The shilling fetched from the loading bay, then back in the sack store a "
        "move east refused at the millrace (no exit: refused(east)). South and west are "
        "visited (west initial): all_visited, go west.",
    ),
    item(
        b_store(),
        "west",
        b_floor(),
        "north",
        B_SHUT,
        "open the door to the north",
        B_OPEN,
        "north",
        b_wheel(),
        "south",
        b_floor(wheel_open=True),
        "east",
        b_store(event="Somebody outside shouts for the cart."),
        notes="Map B, a six-turn walk begun in the sack store: the wheel room door refused, "
        "opened and visited, then back to the first room (a shout outside as the walk ends). "
        "West is visited; the loading bay south is not: go south. The millrace east is no "
        "exit.",
    ),
    # ---- map C
    item(
        c_boathouse(),
        "Open the crew room door",
        C_OPEN_CREW,
        "Go east",
        c_crew(),
        "Go north",
        c_drying(),
        notes="Map C (choice-based). The crew room door opened by its name, through the crew "
        "room to the drying room: 'There's a pound coin on the floor': take coin.",
    ),
    item(
        c_boathouse(),
        "Go north",
        C_SLIPWAY,
        "Go south",
        c_boathouse(event="A gull lands on the roof with a thump."),
        notes="Map C. To the slipway and back to the first room (a gull lands as the walk "
        "ends): north is visited; the crew room door east is closed (open east); the shop west "
        "is unvisited (go west). The water is no way.",
    ),
    item(
        c_boathouse(),
        "Go north",
        C_SLIPWAY,
        "Go south",
        c_boathouse(),
        "Go west",
        C_SHOP,
        notes="Map C. The slipway and back, then the shop: east is visited and initial; the "
        "stockroom door west is locked: go east.",
    ),
    item(
        c_drying(),
        "Take the coin",
        ("You pocket the pound coin." + choices("Go south"), K("took")),
        "Go south",
        c_crew(door_open=False),
        "Open the door",
        ("You open the door to the boathouse." + choices("Go north", "Go west"), K("opened", "w")),
        "Go west",
        c_boathouse(crew_open=True),
        notes="Map C, begun in the drying room: the pound coin taken, the crew room door "
        "opened from inside, into the boathouse. East is visited and initial; the slipway "
        "north and the shop west are not: go north or west.",
    ),
    item(
        C_SHOP,
        "Go east",
        c_boathouse(),
        "Go north",
        C_SLIPWAY,
        notes="Map C, begun in the shop: through the boathouse to the slipway. South is "
        "visited, initial and the only exit: all_visited, go south.",
    ),
    item(
        C_SLIPWAY,
        "Go south",
        c_boathouse(),
        "Open the crew room door",
        C_OPEN_CREW,
        "Go east",
        c_crew(),
        "Go west",
        c_boathouse(crew_open=True, event="Rain starts drumming on the roof."),
        notes="Map C, begun on the slipway: the crew room door opened and the crew room visited, "
        "back in the boathouse (rain starts as the walk ends): north (initial) and east are "
        "visited; the shop west is not: go west.",
    ),
]
