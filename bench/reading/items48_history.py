"""history, forty-eighth round (emphasis: negations, distractors and door states): 3-7 turn walks
(most returning to a room) on three small symmetric tree maps, each printed in a manner no earlier
walk used: map A, a moon base in a mission-control loop ("HAB MODULE\nMET 041:12:05\n... The suit
lock hatch, north, is closed. The tunnel east to the greenhouse is open. The reactor room hatch,
west, is locked out by the safety interlock. South is the hull, and beyond it the Sea of
Tranquility.\nCAPCOM: Go ahead, Base.", a Greenhouse whose door north is "propped open with a seed
tray", a Comms Dome with a window full of Earth and "A one-ringgit coin lies on the console";
"CAPCOM: Negative, Base. The suit lock hatch is closed. Open it first.", "CAPCOM: Copy, hatch
open.", "CAPCOM: Negative on the reactor room. The interlock is locked out and stays that way.",
"CAPCOM: Base, that's the hull.", "CAPCOM: We saw that. One ringgit, pocketed."); map B, a hermitage
on a sea cliff on a Minitel-like terminal, forty columns with each way on a line and its state after
a row of dots ("CHAPEL\n----\nFour pews, candle smoke, the sea.\nNORTH cell door .... SHUT\nEAST
arch to garth .... OPEN\nWEST well house door .... LOCKED\nSOUTH window, cliff .... NO
WAY\n----\nYour order, then ENVOI:", a library door "AJAR", "HERE gold dobla coin on the lectern";
"DOOR SHUT.\nOpen it first.", "DOOR OPENED.", "LOCKED.\nThe hermit wears the key round his neck.",
"NO WAY.\nA hundred feet of air, then the sea.", "DOBLA TAKEN."); map C, a limekiln printed as a
table each turn ("KILN YARD\n| way | what |\n...| north | tally hut door, shut |\n| east | draw
arch, open |\n| west | powder store door, bolted |\n| south | quarry edge, a sixty-foot drop: no way
|\n| here | nothing |\nTurn 1. Your move?", a lime shed door "hanging open on one hinge", "| here |
sacks of quicklime, a brass one-kina coin |"; "Turn 2. north: refused. The tally hut door is shut.",
"open door: done.", "west: refused. The powder store door is bolted.", "south: refused. That is the
quarry edge.", "take coin: done. One brass kina, in your pocket."); coins taken, doors refused,
opened and walked through, locked doors and ways that are none refused and left behind, returns to
the first room and to rooms between; moves spelled `north`, `south`, `east`, `west`, `open hatch`,
`take coin`, `N`, `S`, `E`, `W`, `OPEN DOOR`, `TAKE COIN`, `open door`. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a moon base: HAB MODULE n SUIT LOCK (a hatch, closed at first), e GREENHOUSE (a
# tunnel), w the reactor room (locked out), s the hull (no way); GREENHOUSE n COMMS DOME (a door
# propped open; a one-ringgit coin), e RECYCLER BAY (a hatch, open).


def _met(t: int) -> str:
    return f"MET 041:{12 + t // 60:02d}:{t % 60:02d}"


def hab(t: int, hatch: str = "closed") -> tuple:
    return (
        f"HAB MODULE\n{_met(t)}\nBunks folded against the wall, a galley no bigger than a "
        "cupboard, and grey dust on everything in spite of the filters. The suit lock hatch, "
        f"north, is {hatch}. The tunnel east to the greenhouse is open. The reactor room hatch, "
        "west, is locked out by the safety interlock. South is the hull, and beyond it the Sea "
        "of Tranquility.\nCAPCOM: Go ahead, Base.",
        R(
            "hab module",
            "n e w",
            closed="n" if hatch == "closed" else "",
            locked="w",
            leads={"n": "suit lock", "e": "greenhouse", "w": "reactor room"},
        ),
    )


def suit_lock(t: int, hatch: str = "open") -> tuple:
    return (
        f"SUIT LOCK\n{_met(t)}\nTwo suits hang on the wall like empty people, waiting for the "
        f"next walk. The hatch to the hab module, south, is {hatch}.\nCAPCOM: Go ahead, Base.",
        R("suit lock", "s", closed="s" if hatch == "closed" else "", leads={"s": "hab module"}),
    )


def greenhouse(t: int) -> tuple:
    return (
        f"GREENHOUSE\n{_met(t)}\nLettuces grow in trays under pink lamps, and the air is warm "
        "and wet. The tunnel to the hab module is west. A door north, propped open with a seed "
        "tray, leads to the comms dome. The recycler bay is east, through a hatch that stands "
        "open.\nCAPCOM: Go ahead, Base.",
        R(
            "greenhouse",
            "w n e",
            leads={"w": "hab module", "n": "comms dome", "e": "recycler bay"},
        ),
    )


def comms(t: int, coin: bool = True) -> tuple:
    text = (
        f"COMMS DOME\n{_met(t)}\nScreens, a headset on a hook, and a window in the roof that is "
        "full of Earth. The door south, to the greenhouse, is propped open."
    )
    if coin:
        text += " A one-ringgit coin lies on the console, somebody's lucky charm from home."
    return (
        f"{text}\nCAPCOM: Go ahead, Base.",
        R("comms dome", "s", coin=coin, leads={"s": "greenhouse"}),
    )


def recycler(t: int) -> tuple:
    return (
        f"RECYCLER BAY\n{_met(t)}\nTanks gurgle along both walls. Nobody likes to think about "
        "what is in them. The hatch west, to the greenhouse, is open.\nCAPCOM: Go ahead, Base.",
        R("recycler bay", "w", leads={"w": "greenhouse"}),
    )


HATCH_SHUT = (
    "CAPCOM: Negative, Base. The suit lock hatch is closed. Open it first.",
    K("refused", "closed"),
)
HATCH_OPEN = ("CAPCOM: Copy, hatch open. We see a green light.", K("opened", "north"))
INTERLOCK = (
    "CAPCOM: Negative on the reactor room. The interlock is locked out and stays that way.",
    K("refused", "locked"),
)
HULL = (
    "CAPCOM: Base, that's the hull. There's nothing south of you but regolith.",
    K("refused"),
)
RINGGIT = ("CAPCOM: We saw that. One ringgit, pocketed. Lucky charm secured.", K("took"))

# ---- map B, a hermitage on a Minitel-like terminal (forty columns, each way on a line with its
# state after a row of dots, the order sent with ENVOI): CHAPEL n CELL (a door, shut at first), e
# GARTH (an archway), w the well house (locked), s a window over the cliff (no way); GARTH n LIBRARY
# (a door ajar; a gold dobla), e ORCHARD (a gap in the wall).

RULE = "-" * 40
SEND = "Your order, then ENVOI:"


def _row(way: str, what: str, state: str) -> str:
    dots = "." * (31 - len(what) - len(state))
    return f"{way:<6} {what} {dots} {state}"


def screen(name: str, line: str, rows: list[tuple[str, str, str]], here: str = "") -> str:
    body = [name, RULE, line, *(_row(*r) for r in rows)]
    if here:
        body.append(f"HERE   {here}")
    return "\n".join([*body, RULE, SEND])


def chapel(door: str = "shut") -> tuple:
    return (
        screen(
            "CHAPEL",
            "Four pews, candle smoke, the sea.",
            [
                ("NORTH", "cell door", door.upper()),
                ("EAST", "arch to garth", "OPEN"),
                ("WEST", "well house door", "LOCKED"),
                ("SOUTH", "window, cliff", "NO WAY"),
            ],
        ),
        R(
            "chapel",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "cell", "e": "garth", "w": "well house"},
        ),
    )


def cell(door: str = "open") -> tuple:
    return (
        screen(
            "CELL",
            "Plank bed, stool, a skull on a shelf.",
            [("SOUTH", "door to chapel", door.upper())],
        ),
        R("cell", "s", closed="s" if door == "shut" else "", leads={"s": "chapel"}),
    )


def garth() -> tuple:
    return (
        screen(
            "GARTH",
            "Grass, and a sundial nobody sets.",
            [
                ("WEST", "arch to chapel", "OPEN"),
                ("NORTH", "library door", "AJAR"),
                ("EAST", "gap to orchard", "OPEN"),
            ],
        ),
        R("garth", "w n e", leads={"w": "chapel", "n": "library", "e": "orchard"}),
    )


def library(coin: bool = True) -> tuple:
    return (
        screen(
            "LIBRARY",
            "Twelve chained books, one lectern.",
            [("SOUTH", "door to garth", "AJAR")],
            here="gold dobla coin on the lectern" if coin else "",
        ),
        R("library", "s", coin=coin, leads={"s": "garth"}),
    )


def orchard() -> tuple:
    return (
        screen(
            "ORCHARD",
            "Six bent apple trees, a beehive.",
            [("WEST", "gap to garth", "OPEN")],
        ),
        R("orchard", "w", leads={"w": "garth"}),
    )


def answer(*lines: str) -> str:
    return "\n".join([*lines, SEND])


CELL_SHUT = (answer("DOOR SHUT.", "Open it first."), K("refused", "closed"))
CELL_OPENS = answer("DOOR OPENED.", "It creaks like a horror film.")
WELL_LOCKED = (
    answer("LOCKED.", "The hermit wears the key round his neck."),
    K("refused", "locked"),
)
CLIFF = (answer("NO WAY.", "A hundred feet of air, then the sea."), K("refused"))
DOBLA = (answer("DOBLA TAKEN.", "It is older than the hermitage."), K("took"))


# ---- map C, a limekiln printed as a table each turn: KILN YARD n TALLY HUT (a door, shut at
# first), e DRAW ARCH (open), w the powder store (bolted), s the quarry edge (no way); DRAW ARCH n
# LIME SHED (a door hanging open; a brass one-kina coin).


def table(name: str, rows: list[tuple[str, str]], turn: int) -> str:
    width = max(len(what) for _, what in rows)
    lines = [f"| {way:<5} | {what:<{width}} |" for way, what in rows]
    rule = f"|-------|-{'-' * width}-|"
    head = f"| {'way':<5} | {'what':<{width}} |"
    return f"{name}\n{head}\n{rule}\n" + "\n".join(lines) + f"\nTurn {turn}. Your move?"


def yard(turn: int, door: str = "shut") -> tuple:
    return (
        table(
            "KILN YARD",
            [
                ("north", f"tally hut door, {door}"),
                ("east", "draw arch, open"),
                ("west", "powder store door, bolted"),
                ("south", "quarry edge, a sixty-foot drop: no way"),
                ("here", "nothing"),
            ],
            turn,
        ),
        R(
            "kiln yard",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "tally hut", "e": "draw arch", "w": "powder store"},
        ),
    )


def tally(turn: int, door: str = "open") -> tuple:
    return (
        table(
            "TALLY HUT",
            [("south", f"door to the kiln yard, {door}"), ("here", "a desk, a stove")],
            turn,
        ),
        R("tally hut", "s", closed="s" if door == "shut" else "", leads={"s": "kiln yard"}),
    )


def arch(turn: int) -> tuple:
    return (
        table(
            "DRAW ARCH",
            [
                ("west", "kiln yard, open"),
                ("north", "lime shed door, hanging open on one hinge"),
                ("here", "warm ash"),
            ],
            turn,
        ),
        R("draw arch", "w n", leads={"w": "kiln yard", "n": "lime shed"}),
    )


def shed(turn: int, coin: bool = True) -> tuple:
    here = "sacks of quicklime, a brass one-kina coin" if coin else "sacks of quicklime"
    return (
        table(
            "LIME SHED",
            [("south", "door to the draw arch, hanging open on one hinge"), ("here", here)],
            turn,
        ),
        R("lime shed", "s", coin=coin, leads={"s": "draw arch"}),
    )


def said(turn: int, line: str, reading: K) -> tuple:
    return (f"Turn {turn}. {line}", reading)


def hut_shut(turn: int) -> tuple:
    return said(turn, "north: refused. The tally hut door is shut.", K("refused", "closed"))


def hut_opens(turn: int, direction: str = "north") -> tuple:
    return said(turn, "open door: done. The tally hut door is open.", K("opened", direction))


def kina(turn: int) -> tuple:
    return said(turn, "take coin: done. One brass kina, in your pocket.", K("took"))


ITEMS = [
    # ---- map A
    item(
        hab(5),
        "north",
        HATCH_SHUT,
        "open hatch",
        HATCH_OPEN,
        "north",
        suit_lock(9),
        "south",
        hab(11, hatch="open"),
        notes="moon base: the suit lock hatch refused as closed, opened, walked through and back: "
        "in the hab module (the first room) north visited, the tunnel east unvisited (go east), "
        "the reactor room locked; the Sea of Tranquility is a name, south the hull",
    ),
    item(
        hab(20),
        "east",
        greenhouse(22),
        "north",
        comms(24),
        "take coin",
        RINGGIT,
        "south",
        greenhouse(27),
        "west",
        hab(29),
        notes="moon base: the ringgit taken in the comms dome, back through the greenhouse to the "
        "first room: east visited, the suit lock hatch north closed (open it), west locked; no "
        "initial in the first room",
    ),
    item(
        hab(33),
        "west",
        INTERLOCK,
        "east",
        greenhouse(36),
        "east",
        recycler(38),
        "west",
        greenhouse(40),
        notes="moon base: the reactor room refused as locked, left behind; back in the greenhouse "
        "west and east visited, the way first entered west (initial), the comms dome north "
        "unvisited: go north",
    ),
    item(
        greenhouse(44),
        "west",
        hab(46),
        "east",
        greenhouse(48),
        "north",
        comms(50),
        "take coin",
        RINGGIT,
        notes="moon base, begun in the greenhouse: the ringgit taken (gone); the comms dome's "
        "only way south is visited (initial)",
    ),
    item(
        suit_lock(53, hatch="closed"),
        "open hatch",
        ("CAPCOM: Copy, hatch open. Mind your helmet on the frame.", K("opened", "south")),
        "south",
        hab(56, hatch="open"),
        "east",
        greenhouse(58),
        "east",
        recycler(60),
        "west",
        greenhouse(62),
        "west",
        hab(64, hatch="open"),
        notes="moon base, begun in the suit lock: back in the hab module north and east visited, "
        "the way first entered north (initial), west locked: go back north",
    ),
    item(
        hab(70),
        "south",
        HULL,
        "east",
        greenhouse(73),
        "north",
        comms(75),
        "take coin",
        RINGGIT,
        "south",
        greenhouse(78),
        "east",
        recycler(80),
        "west",
        greenhouse(82),
        notes="moon base: a refusal south (the hull) left in the hab module; back in the "
        "greenhouse every way visited, the way back west (initial)",
    ),
    item(
        recycler(86),
        "west",
        greenhouse(88),
        "west",
        hab(90),
        "west",
        INTERLOCK,
        "east",
        greenhouse(93),
        notes="moon base, begun in the recycler bay: the reactor room refused in the hab module "
        "and left; back in the greenhouse east visited (initial), west visited, north unvisited: "
        "go north",
    ),
    # ---- map B
    item(
        chapel(),
        "E",
        garth(),
        "E",
        orchard(),
        "W",
        garth(),
        "N",
        library(),
        "TAKE COIN",
        DOBLA,
        "S",
        garth(),
        "W",
        chapel(),
        notes="hermitage on a Minitel-like screen: orchard and library visited, the dobla taken, "
        "back to the first room: east visited, the cell door north SHUT (open it), the well "
        "house LOCKED, the window south NO WAY",
    ),
    item(
        chapel(),
        "N",
        CELL_SHUT,
        "OPEN DOOR",
        (CELL_OPENS, K("opened", "north")),
        "N",
        cell(),
        notes="hermitage: the cell door refused as shut, opened, walked through; the cell's only "
        "way is the open door south (visited, initial)",
    ),
    item(
        chapel(),
        "W",
        WELL_LOCKED,
        "E",
        garth(),
        "N",
        library(),
        "TAKE COIN",
        DOBLA,
        "S",
        garth(),
        notes="hermitage: the well house refused as locked and left; the dobla taken; back in "
        "the garth west and north visited, the way first entered west (initial), the orchard "
        "east unvisited: go east",
    ),
    item(
        cell(door="shut"),
        "S",
        CELL_SHUT,
        "OPEN DOOR",
        (CELL_OPENS, K("opened", "south")),
        "S",
        chapel(door="open"),
        "E",
        garth(),
        "W",
        chapel(door="open"),
        notes="hermitage, begun in the cell (its door shut, refused, opened): back in the chapel "
        "north and east visited, the way first entered north (initial), west locked: go back "
        "north",
    ),
    item(
        orchard(),
        "W",
        garth(),
        "W",
        chapel(),
        "S",
        CLIFF,
        notes="hermitage, begun in the orchard: in the chapel east visited (initial); the window "
        "south refused (NO WAY); the cell door north shut (open it), west locked",
    ),
    item(
        library(),
        "TAKE COIN",
        DOBLA,
        "S",
        garth(),
        "E",
        orchard(),
        notes="hermitage, begun in the library: the dobla taken; the orchard's only way is west "
        "(visited, initial)",
    ),
    item(
        garth(),
        "N",
        library(),
        "TAKE COIN",
        DOBLA,
        "S",
        garth(),
        "W",
        chapel(),
        "N",
        CELL_SHUT,
        notes="hermitage, begun in the garth: the dobla taken; in the chapel east visited "
        "(initial), the cell door north refused as shut (open it), west locked",
    ),
    # ---- map C
    item(
        yard(1),
        "north",
        hut_shut(2),
        "open door",
        hut_opens(3),
        "north",
        tally(4),
        "south",
        yard(5, door="open"),
        notes="limekiln table: the tally hut door refused as shut, opened, walked through and "
        "back: in the yard (the first room) north visited, the draw arch east unvisited (go "
        "east), the powder store door bolted, the quarry edge south no way",
    ),
    item(
        yard(7),
        "east",
        arch(8),
        "north",
        shed(9),
        "take coin",
        kina(10),
        "south",
        arch(11),
        "west",
        yard(12),
        notes="limekiln table: the kina taken in the lime shed, back to the first room: east "
        "visited, the tally hut door north shut (open it), west bolted (locked), south the "
        "quarry edge",
    ),
    item(
        yard(14),
        "west",
        said(15, "west: refused. The powder store door is bolted.", K("refused", "locked")),
        "south",
        said(16, "south: refused. That is the quarry edge.", K("refused")),
        "east",
        arch(17),
        notes="limekiln table: the powder store refused as bolted and the quarry edge refused, "
        "both left behind; in the draw arch west visited (initial), the lime shed north "
        "unvisited: go north",
    ),
    item(
        arch(20),
        "west",
        yard(21),
        "north",
        hut_shut(22),
        "open door",
        hut_opens(23),
        "north",
        tally(24),
        "south",
        yard(25, door="open"),
        "east",
        arch(26),
        notes="limekiln table, begun in the draw arch: yard and tally hut visited, back in the "
        "first room: west visited, the lime shed north unvisited (go north); no initial in the "
        "first room",
    ),
    item(
        shed(30),
        "take coin",
        kina(31),
        "south",
        arch(32),
        "west",
        yard(33),
        "open door",
        hut_opens(34),
        "north",
        tally(35),
        "south",
        yard(36, door="open"),
        notes="limekiln table, begun in the lime shed: the kina taken; back in the yard east "
        "(initial) and north visited, west bolted: go back east",
    ),
    item(
        tally(40, door="shut"),
        "open door",
        said(41, "open door: done. The door to the kiln yard is open.", K("opened", "south")),
        "south",
        yard(42, door="open"),
        "east",
        arch(43),
        "north",
        shed(44),
        "take coin",
        kina(45),
        "south",
        arch(46),
        "west",
        yard(47, door="open"),
        notes="limekiln table, begun in the tally hut: the kina taken; back in the yard north "
        "(initial) and east visited, west bolted: go back north",
    ),
]
