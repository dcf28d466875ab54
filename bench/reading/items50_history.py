"""history, fiftieth round (emphasis: how rooms are named and how ways are listed): 3-7 turn walks
(most returning to a room) on three small symmetric tree maps, each printed in a manner no earlier
walk used, where one room is printed in two ways: map A, a sugar refinery in a MUD played in brief
mode, whose walks begin with a `look` (the title, a paragraph, the exit line and the prompt) and
whose moves print a room by its title and its exit line alone, the doors' states in the line ("Melt
House\n[ Exits: n(closed) e w(locked) ]\n<90hp 100mv>", a Boiling House with "A brass vintem lies in
a sticky puddle here."; "The door is closed.", "You open the door.", "The excise office door is
locked.", "The sugar chute is too steep and too sticky to climb.", "You pick up a brass vintem.");
map B, a priory in a game that heads each room "== Chapter House ==" and draws its ways as a compass
cross of labels ("N: dorter door (shut)", "W: library door (locked)", "E: cloister walk", "S: —"; a
Warming Room with "a gold tremissis on the hearth"; "That door is shut.", "You open the dorter
door.", "The library is locked. Brother Anselm has the only key.", "There is no way south.", "You
take the tremissis."); map C, a hat factory whose rooms are named in a sentence ("You are standing
in the blocking room.") and again in a status bar under a rule ("BLOCKING ROOM | N: shut door | E:
open | W: locked door | turn 3"; a Trimming Room with "a copper batzen among the ribbon offcuts";
"You push the door. It's shut.", "The door opens.", "Locked. Nobody is allowed in the office.", "The
drying stove is in the way.", "You take the batzen."); coins taken, doors refused, opened and walked
through, locked doors and ways that are none refused and left behind, returns to the first room and
to rooms between; moves spelled `n`, `e`, `s`, `w`, `open door`, `get coin`, `north`, `south`,
`east`, `west`, `take coin`, `walk north`, `walk south`, `walk east`, `walk west`. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a sugar refinery (brief mode): MELT HOUSE n CHAR HOUSE (a door, closed at first), e
# CISTERN ROOM, w the excise office (locked), s the sugar chute (no way); CISTERN ROOM n BOILING
# HOUSE (an arch; a brass vintem).


def _p(mv: int) -> str:
    return f"<90hp {mv}mv>"


def melt(mv: int, door: str = "closed", full: bool = False) -> tuple:
    n = "n(closed)" if door == "closed" else "n"
    text = "Melt House\n"
    if full:
        text += (
            "  Raw sugar comes down a chute from the quay into the melters, brown and damp, and "
            "the whole room smells of burnt toffee. The char house door is north, the cistern "
            "room east, and the excise office door west. The chute fills the south wall.\n"
        )
    return (
        f"{text}[ Exits: {n} e w(locked) ]\n{_p(mv)}",
        R(
            "melt house",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "char house", "e": "cistern room", "w": "excise office"} if full else {},
        ),
    )


def char(mv: int, door: str = "open", full: bool = False) -> tuple:
    s = "s(closed)" if door == "closed" else "s"
    text = "Char House\n"
    if full:
        text += (
            "  Tall iron cisterns packed with bone char stand in rows, and the syrup runs out of "
            "them clear as water. The door to the melt house is south.\n"
        )
    return (
        f"{text}[ Exits: {s} ]\n{_p(mv)}",
        R("char house", "s", closed="s" if door == "closed" else ""),
    )


def cistern(mv: int, full: bool = False, event: str = "") -> tuple:
    text = "Cistern Room\n"
    if full:
        text += (
            "  Lead-lined cisterns of syrup wait to go to the pans, each with a wooden paddle "
            "across it. The melt house is west; an arch north opens into the boiling house.\n"
        )
    text += "[ Exits: n w ]\n"
    if event:
        text += f"{event}\n"
    return (text + _p(mv), R("cistern room", "n w"))


def boiling(mv: int, coin: bool = True, full: bool = False) -> tuple:
    text = "Boiling House\n"
    if full:
        text += (
            "  The vacuum pans tower over you, copper domes with sight glasses, and the floor "
            "is sticky underfoot. The arch to the cistern room is south.\n"
        )
    text += "[ Exits: s ]\n"
    if coin:
        text += "A brass vintem lies in a sticky puddle here.\n"
    return (text + _p(mv), R("boiling house", "s", coin=coin))


def mud(line: str, mv: int, reading: K) -> tuple:
    return (f"{line}\n{_p(mv)}", reading)


A_SHUT = "The door is closed."
A_OPEN = "You open the door."
A_LOCKED = "The excise office door is locked."
A_CHUTE = "The sugar chute is too steep and too sticky to climb."
A_TAKE = "You pick up a brass vintem."

# ---- map B, a priory: CHAPTER HOUSE n DORTER (a door, shut at first), e CLOISTER WALK, w the
# library (locked), s none; CLOISTER WALK n WARMING ROOM (a door, open; a gold tremissis).


def _cross(n: str, w: str, e: str, s: str) -> str:
    return f"          N: {n}\n  W: {w}   +   E: {e}\n          S: {s}\n>"


def chapter(door: str = "shut", event: str = "") -> tuple:
    text = (
        "== Chapter House ==\nStone benches run round the walls under the painted saints, and "
        "the prior's chair faces the door.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text
        + "\n"
        + _cross(f"dorter door ({door})", "library door (locked)", "cloister walk", "—"),
        R(
            "chapter house",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "dorter", "e": "cloister walk", "w": "library"},
        ),
    )


def dorter(door: str = "open") -> tuple:
    return (
        "== Dorter ==\nA long room of narrow beds under the roof beams, each with a wooden "
        "cross over it.\n\n" + _cross("—", "—", "—", f"chapter house door ({door})"),
        R("dorter", "s", closed="s" if door == "shut" else "", leads={"s": "chapter house"}),
    )


def cloister(event: str = "") -> tuple:
    text = (
        "== Cloister Walk ==\nThe walk runs between the arcade and the church wall, and the "
        "garth beyond the arches is white with frost.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + "\n" + _cross("warming room door (open)", "chapter house", "—", "—"),
        R("cloister walk", "n w", leads={"n": "warming room", "w": "chapter house"}),
    )


def warming(coin: bool = True) -> tuple:
    text = (
        "== Warming Room ==\nThe only fire in the priory burns here, and the brothers' wet "
        "sandals steam on the fender.\n"
    )
    if coin:
        text += "There is a gold tremissis on the hearth.\n"
    return (
        text + "\n" + _cross("—", "—", "—", "cloister walk door (open)"),
        R("warming room", "s", coin=coin, leads={"s": "cloister walk"}),
    )


def said(line: str, reading: K) -> tuple:
    return (f"{line}\n>", reading)


# ---- map C, a hat factory: BLOCKING ROOM n FINISHING ROOM (a door, shut at first), e DYE HOUSE,
# w the office (locked), s the drying stove (no way); DYE HOUSE s TRIMMING ROOM (a door, open; a
# copper batzen).

_RULE = "-" * 60


def _bar(name: str, ways: str, turn: int) -> str:
    return f"{_RULE}\n {name.upper()} | {ways} | turn {turn}"


def blocking(turn: int, door: str = "shut", event: str = "") -> tuple:
    text = (
        "You are standing in the blocking room. Felt hoods steam on wooden blocks the shape of "
        "heads, and the blockers work them down with their thumbs. The finishing room door is "
        "north, the dye house east, the office west, and the drying stove fills the south "
        "end.\n"
    )
    if event:
        text += f"{event}\n"
    n = "N: shut door" if door == "shut" else "N: open door"
    return (
        text + _bar("blocking room", f"{n} | E: open | W: locked door", turn),
        R(
            "blocking room",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "finishing room", "e": "dye house", "w": "office"},
        ),
    )


def finishing(turn: int, door: str = "open") -> tuple:
    s = "S: shut door" if door == "shut" else "S: open door"
    return (
        "You are standing in the finishing room. Bowlers and toppers sit on stands, waiting for "
        "their bands and linings. The only door is south, to the blocking room.\n"
        + _bar("finishing room", s, turn),
        R(
            "finishing room",
            "s",
            closed="s" if door == "shut" else "",
            leads={"s": "blocking room"},
        ),
    )


def dye(turn: int, event: str = "") -> tuple:
    text = (
        "You are standing in the dye house. Vats of black and brown dye bubble over fires, and "
        "your boots leave coloured prints. The blocking room is west; the trimming room door, "
        "south, is open.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + _bar("dye house", "W: open | S: open door", turn),
        R("dye house", "w s", leads={"w": "blocking room", "s": "trimming room"}),
    )


def trimming(turn: int, coin: bool = True) -> tuple:
    text = (
        "You are standing in the trimming room. Girls sew ribbons round the crowns of finished "
        "hats at a long table. The door north, to the dye house, is open.\n"
    )
    if coin:
        text += "There is a copper batzen among the ribbon offcuts.\n"
    return (
        text + _bar("trimming room", "N: open door", turn),
        R("trimming room", "n", coin=coin, leads={"n": "dye house"}),
    )


def bar_said(line: str, name: str, ways: str, turn: int, reading: K) -> tuple:
    return (f"{line}\n{_bar(name, ways, turn)}", reading)


C_WAYS = "N: shut door | E: open | W: locked door"
C_WAYS_OPEN = "N: open door | E: open | W: locked door"

ITEMS = [
    # ---- map A
    item(
        melt(100, full=True),
        "n",
        mud(A_SHUT, 100, K("refused", "closed")),
        "open door",
        mud(A_OPEN, 100, K("opened", "north")),
        "n",
        char(98),
        "s",
        melt(96, door="open"),
        notes="sugar refinery walk (brief mode): the door north refused, opened and walked "
        "through; back in the melt house, told by its title and exit line alone, north visited "
        "and open; the first room has no initial: go east",
    ),
    item(
        melt(91, full=True),
        "e",
        cistern(89),
        "n",
        boiling(87),
        "get coin",
        mud(A_TAKE, 87, K("took")),
        "s",
        cistern(85),
        "w",
        melt(83),
        notes="sugar refinery walk: the vintem taken in the boiling house; back in the melt "
        "house (brief: title and exit line) east visited, the char house door north closed "
        "(open it), west locked",
    ),
    item(
        cistern(80, full=True),
        "w",
        melt(78),
        "w",
        mud(A_LOCKED, 78, K("refused", "locked")),
        "s",
        mud(A_CHUTE, 78, K("refused")),
        notes="sugar refinery walk begun in the cistern room: the excise office door west "
        "refused as locked and the chute south refused (no exit); east visited (initial), north "
        "closed (open it)",
    ),
    item(
        boiling(75, full=True),
        "get coin",
        mud(A_TAKE, 75, K("took")),
        "s",
        cistern(73),
        "w",
        melt(71),
        "n",
        mud(A_SHUT, 71, K("refused", "closed")),
        "open door",
        mud(A_OPEN, 71, K("opened", "north")),
        "n",
        char(69),
        notes="sugar refinery walk begun in the boiling house: the vintem taken; the door north "
        "refused, opened and walked through; the char house's only way south visited "
        "(initial)",
    ),
    item(
        char(66, full=True),
        "s",
        melt(64, door="open"),
        "e",
        cistern(62),
        "w",
        melt(60, door="open"),
        notes="sugar refinery walk begun in the char house: back in the melt house (brief) north "
        "visited (initial) and east visited, west locked: go back north",
    ),
    item(
        melt(57, full=True),
        "e",
        cistern(55),
        "n",
        boiling(53),
        "get coin",
        mud(A_TAKE, 53, K("took")),
        notes="sugar refinery walk: the vintem taken; the boiling house's only way south visited "
        "(initial)",
    ),
    item(
        cistern(50, full=True),
        "n",
        boiling(48),
        "get coin",
        mud(A_TAKE, 48, K("took")),
        "s",
        cistern(46, event="A pan boy runs past with a bucket of lime."),
        notes="sugar refinery walk begun in the cistern room: the vintem taken; back in the "
        "cistern room (brief; a pan boy this turn) north visited, west not yet; the first room "
        "has no initial: go west",
    ),
    # ---- map B
    item(
        chapter(),
        "north",
        said("That door is shut.", K("refused", "closed")),
        "open door",
        said("You open the dorter door.", K("opened", "north")),
        "north",
        dorter(),
        "south",
        chapter(door="open"),
        notes="priory walk: the dorter door refused as shut, opened and walked through; back in "
        "the chapter house (the first room, no initial) north visited: go east",
    ),
    item(
        chapter(),
        "east",
        cloister(),
        "north",
        warming(),
        "take coin",
        said("You take the tremissis.", K("took")),
        "south",
        cloister(event="A bell rings for sext."),
        notes="priory walk: the tremissis taken; back in the cloister walk (a bell this turn) "
        "north visited and west the way first entered: go back west",
    ),
    item(
        cloister(),
        "west",
        chapter(),
        "west",
        said("The library is locked. Brother Anselm has the only key.", K("refused", "locked")),
        "south",
        said("There is no way south.", K("refused")),
        notes="priory walk begun in the cloister: the library door refused as locked and a move "
        "south refused ('S: —', no exit); east visited (initial), the dorter door north shut "
        "(open it)",
    ),
    item(
        warming(),
        "take coin",
        said("You take the tremissis.", K("took")),
        "south",
        cloister(),
        "west",
        chapter(),
        "east",
        cloister(event="Brother Anselm passes with his keys, not looking at you."),
        notes="priory walk begun in the warming room: back in the cloister walk north visited "
        "(initial) and west visited: go back north",
    ),
    item(
        dorter(door="shut"),
        "open door",
        said("You open the chapter house door.", K("opened", "south")),
        "south",
        chapter(door="open"),
        "east",
        cloister(),
        "north",
        warming(),
        notes="priory walk begun in the dorter: the door opened, then through the chapter house "
        "and the cloister into the warming room: the tremissis on the hearth: take it",
    ),
    item(
        chapter(),
        "east",
        cloister(),
        "west",
        chapter(event="The prior's chair creaks, though nobody is in it."),
        "north",
        said("That door is shut.", K("refused", "closed")),
        "open door",
        said("You open the dorter door.", K("opened", "north")),
        "north",
        dorter(),
        notes="priory walk: back in the chapter house, then the dorter door refused, opened and "
        "walked through; the dorter's only way south visited (initial)",
    ),
    item(
        cloister(),
        "north",
        warming(),
        "take coin",
        said("You take the tremissis.", K("took")),
        "south",
        cloister(),
        "west",
        chapter(),
        notes="priory walk begun in the cloister: the tremissis taken; in the chapter house east "
        "visited (initial), the dorter door shut (open it), the library locked",
    ),
    # ---- map C
    item(
        blocking(1),
        "walk east",
        dye(2),
        "walk south",
        trimming(3),
        "take coin",
        bar_said("You take the batzen.", "trimming room", "N: open door", 4, K("took")),
        "walk north",
        dye(5),
        "walk west",
        blocking(6),
        notes="hat factory walk: the batzen taken; back in the blocking room (named by the "
        "sentence and by the status bar) east visited, the finishing room door north shut (open "
        "it); the first room has no initial",
    ),
    item(
        blocking(1),
        "walk north",
        bar_said(
            "You push the door. It's shut.", "blocking room", C_WAYS, 2, K("refused", "closed")
        ),
        "open door",
        bar_said("The door opens.", "blocking room", C_WAYS_OPEN, 3, K("opened", "north")),
        "walk north",
        finishing(4),
        notes="hat factory walk: the finishing room door refused, opened (the status bar now "
        "'N: open door') and walked through; its only way south visited (initial)",
    ),
    item(
        dye(1),
        "walk west",
        blocking(2),
        "walk west",
        bar_said(
            "Locked. Nobody is allowed in the office.",
            "blocking room",
            C_WAYS,
            3,
            K("refused", "locked"),
        ),
        "walk south",
        bar_said("The drying stove is in the way.", "blocking room", C_WAYS, 4, K("refused")),
        notes="hat factory walk begun in the dye house: the office door west refused as locked, "
        "the stove south refused (no exit); east visited (initial), north shut (open it)",
    ),
    item(
        finishing(1),
        "walk south",
        blocking(2, door="open"),
        "walk east",
        dye(3),
        "walk south",
        trimming(4),
        "take coin",
        bar_said("You take the batzen.", "trimming room", "N: open door", 5, K("took")),
        notes="hat factory walk begun in the finishing room: the batzen taken; the trimming "
        "room's only way north visited (initial)",
    ),
    item(
        trimming(1),
        "take coin",
        bar_said("You take the batzen.", "trimming room", "N: open door", 2, K("took")),
        "walk north",
        dye(3),
        "walk west",
        blocking(4),
        "walk north",
        bar_said(
            "You push the door. It's shut.", "blocking room", C_WAYS, 5, K("refused", "closed")
        ),
        "open door",
        bar_said("The door opens.", "blocking room", C_WAYS_OPEN, 6, K("opened", "north")),
        "walk north",
        finishing(7),
        "walk south",
        blocking(8, door="open"),
        notes="hat factory walk begun in the trimming room: back in the blocking room north and "
        "east visited, east the way first entered (initial), west locked: go back east",
    ),
    item(
        blocking(1),
        "walk north",
        bar_said(
            "You push the door. It's shut.", "blocking room", C_WAYS, 2, K("refused", "closed")
        ),
        "open door",
        bar_said("The door opens.", "blocking room", C_WAYS_OPEN, 3, K("opened", "north")),
        "walk east",
        dye(4),
        "walk west",
        blocking(5, door="open", event="A blocker whistles as he works."),
        notes="hat factory walk: the refusal north cleared by the open that worked, then a turn "
        "into the dye house and back; in the blocking room (the first room, no initial) east "
        "visited, north open and not yet walked: go north",
    ),
]
