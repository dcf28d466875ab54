"""history, thirty-ninth round: 2-7 turn walks (many returning to a room) on three small symmetric
tree maps, each printed in a manner no earlier walk used: map A, a Norman castle told in the manner
of an old chronicle, to "thou" ("THE GREAT HALL / Here is the Great Hall of the castle, wherein thou
standest among the rushes.", "To the north is the door of the solar, and it is shut.", "To the west
is the buttery, whose door is locked, for the steward hath the key."; "The door of the solar is
shut, and will not yield to thy walking into it.", "Thou openest the door of the solar.", "The
buttery is locked, and the steward is gone to the mill with the key.", "There is naught there but
the wall of the chapel, which is of good stone.", "Thou takest up the silver penny and puttest it in
thy purse."); map B, the cellars of an inn in a tabletop game told by its game master ("GM: Okay.
You're in the wine cellar.", "There's an archway north into the cold store.", "What do you do?";
"GM: The door's shut. You'll have to open it first.", "GM: You open the door. It creaks. Nobody
comes.", "GM: It's locked. Properly locked. You'd need the key.", "GM: That's the well. You are not
climbing down the well.", "GM: You pick up the coin. It's a gold crown. Nice."); map C, the
inspection galleries of a dam told by radio from its control room ("CONTROL: Copy, you're in the
valve gallery.", "Watertight door north to the pump room, shut.", "Switch room west is locked, no
key on site. Over."; "CONTROL: Negative, that door's shut. Open it first. Over.", "CONTROL: Copy,
door open. Over.", "CONTROL: Negative, switch room is locked. Over.", "CONTROL: Negative, that's
solid concrete. Over.", "CONTROL: Copy, coin recovered. Over."). Coins taken, doors refused, opened
and walked through, locked doors refused, refusals at walls, refusals left in an earlier room,
returns to the first room; moves spelled `n`, `e`, `s`, `w`, `north`, `south`, `east`, `west`, `go
north`, `walk east`, `head south`, `move west`, `open north`, `open e`, `take penny`, `take coin`,
`get coin`, `pick up coin`. The walks are printed from one map each by functions, so a room reads
the same on every visit; where two walks end in the same room in the same state, the last text
carries an event of that turn. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, the castle, as a chronicle: Great Hall n Solar (door shut at first; the penny), e
# Chapel (arch), s Bailey (great door open), w the buttery (locked); Bailey e the postern gate
# (open; never passed).


def a_hall(solar_open: bool = False) -> tuple:
    solar = "it standeth open" if solar_open else "it is shut"
    return (
        "THE GREAT HALL\n"
        "Here is the Great Hall of the castle, wherein thou standest among the rushes. To the "
        f"north is the door of the solar, and {solar}. To the east an arch giveth upon the "
        "chapel. To the south the great door standeth open upon the bailey. To the west is the "
        "buttery, whose door is locked, for the steward hath the key.",
        R(
            "the great hall",
            "n e s w",
            closed="" if solar_open else "n",
            locked="w",
            leads={"n": "the solar", "e": "the chapel", "s": "the bailey"},
        ),
    )


def a_solar(coin: bool) -> tuple:
    penny = (
        " Upon the coffer lieth a silver penny of King Stephen, bright as the day it was struck."
        if coin
        else ""
    )
    return (
        "THE SOLAR\n"
        "This is the solar, the lord's own chamber, hung about with cloths of green and red. A "
        f"great bed standeth in the midst of it.{penny} The door to the south, which standeth "
        "open, leadeth into the hall.",
        R("the solar", "s", coin=coin, leads={"s": "the great hall"}),
    )


def a_chapel() -> tuple:
    return (
        "THE CHAPEL\n"
        "This is the chapel, small and cold, with a lamp burning before the altar. The arch to "
        "the west giveth upon the hall, and there is no other way.",
        R("the chapel", "w", leads={"w": "the great hall"}),
    )


def a_bailey() -> tuple:
    return (
        "THE BAILEY\n"
        "Here is the bailey, within the palisade, where the smith hath his forge and the geese "
        "wander as they will. The great door of the hall is to the north. The postern gate to "
        "the east standeth open upon the fields.",
        R("the bailey", "n e", leads={"n": "the great hall"}),
    )


A_SOLAR_SHUT = (
    "The door of the solar is shut, and will not yield to thy walking into it.",
    K("refused", "closed"),
)
A_SOLAR_OPENED = ("Thou openest the door of the solar.", K("opened"))
A_BUTTERY_LOCKED = (
    "The buttery is locked, and the steward is gone to the mill with the key.",
    K("refused", "locked"),
)
A_PENNY = ("Thou takest up the silver penny and puttest it in thy purse.", K("took"))

# ---- map B, an inn's cellars, told by a game master: Wine Cellar n Cold Store (archway; the
# crown), e Brewhouse (door shut at first), s Well Room (passage), w the tunnel door (locked).


def b_cellar(brew_open: bool = False) -> tuple:
    door = "It's open now." if brew_open else "It's shut."
    return (
        "GM: Okay. You're in the wine cellar.\n"
        "GM: Racks of dusty bottles, a couple of barrels, and it smells like damp and old wine. "
        "There's an archway north into the cold store. There's a door east, to the brewhouse. "
        f"{door} A passage goes south to the well room. And on the west wall there's a heavy "
        "oak door with iron bands, and it's locked. What do you do?",
        R(
            "wine cellar",
            "n e s w",
            closed="" if brew_open else "e",
            locked="w",
            leads={"n": "cold store", "e": "brewhouse", "s": "well room"},
        ),
    )


def b_cold(coin: bool) -> tuple:
    crown = " And there's a gold coin half buried in the sawdust." if coin else ""
    return (
        "GM: Right, you're in the cold store.\n"
        "GM: It's freezing. Blocks of ice packed in sawdust, and hams hanging from hooks."
        f"{crown} The only way out is the archway south. What do you do?",
        R("cold store", "s", coin=coin, leads={"s": "wine cellar"}),
    )


def b_brewhouse() -> tuple:
    return (
        "GM: So you're in the brewhouse.\n"
        "GM: Big copper vat, mash tun, sacks of malt. Smells great, actually. The door you "
        "opened is on the west wall, and it's the only door. What do you do?",
        R("brewhouse", "w", leads={"w": "wine cellar"}),
    )


def b_brewhouse_first() -> tuple:
    return (
        "GM: So you're in the brewhouse.\n"
        "GM: Big copper vat, mash tun, sacks of malt. Smells great, actually. There's a door on "
        "the west wall, and it's the only door. It's shut. What do you do?",
        R("brewhouse", "w", closed="w"),
    )


def b_well() -> tuple:
    return (
        "GM: You're in the well room.\n"
        "GM: There's a stone well in the middle with a rope and a bucket, and the walls are wet. "
        "The passage north is the only way out. What do you do?",
        R("well room", "n", leads={"n": "wine cellar"}),
    )


B_SHUT = ("GM: The door's shut. You'll have to open it first.", K("refused", "closed"))
B_OPENED = ("GM: You open the door. It creaks. Nobody comes.", K("opened"))
B_LOCKED = ("GM: It's locked. Properly locked. You'd need the key.", K("refused", "locked"))
B_CROWN = ("GM: You pick up the coin. It's a gold crown. Nice.", K("took"))

# ---- map C, a dam's galleries, by radio: Valve Gallery n Pump Room (watertight door shut at
# first; the coin), e Drainage Gallery, s Adit, w the switch room (locked); Adit s the river
# outlet (never reached).


def c_valve(pump_open: bool = False) -> tuple:
    pump = "open" if pump_open else "shut"
    return (
        "CONTROL: Copy, you're in the valve gallery.\n"
        f"CONTROL: Watertight door north to the pump room, {pump}. Drainage gallery is open to "
        "the east. Adit to the south, open, daylight at the end of it. Switch room west is "
        "locked, no key on site. Over.",
        R(
            "valve gallery",
            "n e s w",
            closed="" if pump_open else "n",
            locked="w",
            leads={"n": "pump room", "e": "drainage gallery", "s": "adit"},
        ),
    )


def c_pump(coin: bool) -> tuple:
    coin_line = " Somebody's left a two-franc coin on the pump housing." if coin else ""
    return (
        "CONTROL: Copy, you're in the pump room.\n"
        "CONTROL: Two pumps, both idle. Watertight door south to the valve gallery, open. No "
        f"other exits.{coin_line} Over.",
        R("pump room", "s", coin=coin, leads={"s": "valve gallery"}),
    )


def c_drainage() -> tuple:
    return (
        "CONTROL: Copy, you're in the drainage gallery.\n"
        "CONTROL: Water running in the channel, nothing else. Dead end, only exit is west to the "
        "valve gallery. Over.",
        R("drainage gallery", "w", leads={"w": "valve gallery"}),
    )


def c_adit() -> tuple:
    return (
        "CONTROL: Copy, you're in the adit.\n"
        "CONTROL: Valve gallery north of you. River outlet south, open. Over.",
        R("adit", "n s", leads={"n": "valve gallery", "s": "river outlet"}),
    )


C_SHUT = ("CONTROL: Negative, that door's shut. Open it first. Over.", K("refused", "closed"))
C_OPENED = ("CONTROL: Copy, door open. Over.", K("opened"))
C_LOCKED = ("CONTROL: Negative, switch room is locked. Over.", K("refused", "locked"))
C_WALL = ("CONTROL: Negative, that's solid concrete. Over.", K("refused"))
C_COIN = ("CONTROL: Copy, coin recovered. Over.", K("took"))

ITEMS = [
    # ---- map A
    item(
        a_hall(),
        "east",
        a_chapel(),
        "west",
        also(a_hall(), "A hound gnaweth a bone beneath the high table."),
        notes="A return to the first room: east visited, no initial; the solar door shut (open "
        "north), the bailey open (go south), the buttery locked.",
    ),
    item(
        a_hall(),
        "north",
        A_SOLAR_SHUT,
        "open north",
        A_SOLAR_OPENED,
        "north",
        a_solar(coin=True),
        "take penny",
        A_PENNY,
        "south",
        a_hall(solar_open=True),
        notes="The solar door refused, opened, walked through; the penny taken; back in the "
        "hall: north visited, the door open; east and south unvisited.",
    ),
    item(
        a_hall(),
        "w",
        A_BUTTERY_LOCKED,
        "s",
        a_bailey(),
        "n",
        a_hall(),
        "e",
        a_chapel(),
        notes="The refusal at the locked buttery left in the hall; the chapel's only way west "
        "visited and initial (all_visited): go west.",
    ),
    item(
        a_bailey(),
        "go north",
        a_hall(),
        "go north",
        A_SOLAR_SHUT,
        "open north",
        A_SOLAR_OPENED,
        "go north",
        a_solar(coin=True),
        "take coin",
        A_PENNY,
        notes="A walk begun in the bailey; the penny taken: the solar's only way south visited "
        "and initial (all_visited), no coin.",
    ),
    item(
        a_hall(),
        "south",
        a_bailey(),
        "north",
        a_hall(),
        "east",
        a_chapel(),
        "east",
        (
            "There is naught there but the wall of the chapel, which is of good stone.",
            K("refused"),
        ),
        notes="A refusal at the chapel's wall: refused(east); west visited and initial "
        "(all_visited): go west.",
    ),
    item(
        a_chapel(),
        "walk west",
        a_hall(),
        "head south",
        a_bailey(),
        "walk north",
        a_hall(),
        "walk east",
        also(a_chapel(), "The bell of the chapel ringeth for Vespers."),
        notes="A walk begun in the chapel and back: its only way visited, no initial in the "
        "first room; any exit (west) is the person's move.",
    ),
    item(
        a_hall(),
        "open north",
        A_SOLAR_OPENED,
        "n",
        a_solar(coin=True),
        "take penny",
        A_PENNY,
        "s",
        a_hall(solar_open=True),
        "e",
        a_chapel(),
        "w",
        a_hall(solar_open=True),
        "s",
        a_bailey(),
        notes="Seven turns: the bailey entered from the north (visited, initial); the postern "
        "gate east unvisited: go east.",
    ),
    # ---- map B
    item(
        b_cellar(),
        "s",
        b_well(),
        "n",
        also(b_cellar(), "(Somebody's phone buzzes on the table.)"),
        notes="A return to the first room: south visited; the brewhouse door shut (open east), "
        "the cold store unvisited (go north), the oak door locked.",
    ),
    item(
        b_cellar(),
        "east",
        B_SHUT,
        "open east",
        B_OPENED,
        "east",
        b_brewhouse(),
        "west",
        b_cellar(brew_open=True),
        notes="The brewhouse door refused, opened, walked through and back: east visited, the "
        "door open; north and south unvisited.",
    ),
    item(
        b_cellar(),
        "west",
        B_LOCKED,
        "north",
        b_cold(coin=True),
        "take coin",
        B_CROWN,
        notes="The refusal at the locked oak door left in the wine cellar; the crown taken: the "
        "cold store's only way south visited and initial.",
    ),
    item(
        b_well(),
        "north",
        b_cellar(),
        "north",
        b_cold(coin=True),
        "get coin",
        B_CROWN,
        "south",
        b_cellar(),
        notes="A walk begun in the well room: the cellar entered from the south (initial); "
        "north and south visited; the brewhouse door shut: open east.",
    ),
    item(
        b_cellar(),
        "n",
        b_cold(coin=True),
        "pick up coin",
        B_CROWN,
        "s",
        b_cellar(),
        "s",
        b_well(),
        "e",
        ("GM: That's the well. You are not climbing down the well.", K("refused")),
        notes="A refusal at the well (no exit east): refused(east); the well room's only way "
        "north visited and initial: go north.",
    ),
    item(
        b_brewhouse_first(),
        "west",
        B_SHUT,
        "open west",
        B_OPENED,
        "west",
        b_cellar(brew_open=True),
        "south",
        b_well(),
        "north",
        also(b_cellar(brew_open=True), "(Sam goes to get more crisps.)"),
        notes="A walk begun in the brewhouse: the cellar entered from the east (initial), east "
        "and south visited; the cold store unvisited: go north.",
    ),
    item(
        b_cellar(),
        "open east",
        B_OPENED,
        "e",
        b_brewhouse(),
        "w",
        b_cellar(brew_open=True),
        "n",
        b_cold(coin=True),
        "take coin",
        B_CROWN,
        "s",
        b_cellar(brew_open=True),
        "s",
        b_well(),
        notes="Seven turns through the cellars: the well room's only way north visited and "
        "initial (all_visited).",
    ),
    # ---- map C
    item(
        c_valve(),
        "east",
        c_drainage(),
        "west",
        also(c_valve(), "CONTROL: Be advised, spillway test at fourteen hundred. Over."),
        notes="A return to the first room: east visited; the pump room door shut (open north), "
        "the adit open (go south), the switch room locked.",
    ),
    item(
        c_valve(),
        "north",
        C_SHUT,
        "open north",
        C_OPENED,
        "north",
        c_pump(coin=True),
        notes="The watertight door refused, opened, walked through: the two-franc coin on the "
        "pump housing (take coin).",
    ),
    item(
        c_valve(),
        "move west",
        C_LOCKED,
        "move south",
        c_adit(),
        notes="The refusal at the locked switch room left in the valve gallery; the adit: north "
        "visited and initial, the outlet south unvisited: go south.",
    ),
    item(
        c_adit(),
        "north",
        c_valve(),
        "east",
        c_drainage(),
        "west",
        c_valve(),
        notes="A walk begun in the adit: the gallery entered from the south (initial), south "
        "and east visited; the pump room door shut: open north.",
    ),
    item(
        c_valve(),
        "open north",
        C_OPENED,
        "n",
        c_pump(coin=True),
        "take coin",
        C_COIN,
        "s",
        c_valve(pump_open=True),
        "s",
        c_adit(),
        "n",
        c_valve(pump_open=True),
        notes="A return to the first room with the pump room door open: north and south "
        "visited; the drainage gallery east unvisited: go east.",
    ),
    item(
        c_valve(),
        "e",
        c_drainage(),
        "n",
        C_WALL,
        "w",
        c_valve(),
        "n",
        (
            "CONTROL: Negative, watertight door is shut. Open it first. Over.",
            K("refused", "closed"),
        ),
        notes="The refusal at the concrete left in the drainage gallery; in the valve gallery "
        "the pump room door refused: refused(north); open north or go south.",
    ),
]
