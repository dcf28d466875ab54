"""history, twenty-first round: 2-8 turn walks with loops on three small symmetric tree maps,
each printed by one manner no earlier walk used. Map A, a botanic garden in a Dialog-like
manner ("Rose Walk\n... The glass door of the Palm House, to the north, is shut.\nObvious exits
are north (to the Palm House), east (to the Alpine House) and west (to the Lily Terrace).",
"The only obvious exit is west (to the Palm House)."; replies "The glass door is closed.", "You
open the glass door. Warm, wet air rolls out.", "You take the silver penny.", "You can't go
south from here."). Map B, a harbour in an Alan-like manner (headings with a full stop, "There
is a shilling here.", "The doors of the lifeboat house swing open.", "Taken.", "The ice house
door is locked.", "You can't go in that direction. There is only the sea."). Map C, a bus depot
in a LambdaMOO-like manner ("You see a traffic cone and a fuel pump here.", "Obvious exits:
north to Workshop, east to Canteen, and west to Washing Bay", "The locker room door is closed.",
"You open the locker room door.", "You take copper coin.", "The inspector's office door is
locked."). Coins taken on the way, doors refused, opened and walked through, a locked door
refused, refusals in the middle and at the end; moves spelled `n`, `north`, `go north`, `e`,
`east`, `go east`, `w`, `west`, `walk west`, `s`, `south`, `head south`, `open glass door`,
`open north`, `open door to north`, `take penny`, `take shilling`, `take coin`. The walks are
printed from one map each by functions, so a room reads the same on every visit; where two
walks end in the same room, the last text carries an event of that turn. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A: a botanic garden (Dialog-like). Rose Walk n Palm House (glass door, shut at
# first), e Alpine House, w Lily Terrace (the pond south: no way); Palm House e Orchid Room (a
# silver penny on the potting bench).
def rose(opened: bool = False) -> tuple:
    state = "stands open" if opened else "is shut"
    return (
        "Rose Walk\nThe roses are past their best, and brown petals lie on the gravel. A bench "
        f"faces the dry fountain. The glass door of the Palm House, to the north, {state}.\n"
        "Obvious exits are north (to the Palm House), east (to the Alpine House) and west (to "
        "the Lily Terrace).",
        R(
            "rose walk",
            "n e w",
            closed="" if opened else "n",
            leads={"n": "palm house", "e": "alpine house", "w": "lily terrace"},
        ),
    )


def palm() -> tuple:
    return (
        "Palm House\nIt is hot and wet under the great dome, and drops fall from the fronds "
        "onto the path. The glass door, south, stands open.\nObvious exits are south (to the "
        "Rose Walk) and east (to the Orchid Room).",
        R("palm house", "s e", leads={"s": "rose walk", "e": "orchid room"}),
    )


def orchid(coin: bool = True) -> tuple:
    penny = " On the potting bench, among the labels, lies a silver penny." if coin else ""
    return (
        "Orchid Room\nOrchids hang in baskets from the rafters, spotted and striped like "
        f"small animals.{penny}\nThe only obvious exit is west (to the Palm House).",
        R("orchid room", "w", coin=coin, leads={"w": "palm house"}),
    )


def alpine() -> tuple:
    return (
        "Alpine House\nTiny cushions of saxifrage grow in troughs of grit under a cool glass "
        "roof.\nThe only obvious exit is west (to the Rose Walk).",
        R("alpine house", "w", leads={"w": "rose walk"}),
    )


def lily() -> tuple:
    return (
        "Lily Terrace\nStone flags run down to the water's edge. The lily pond fills the south "
        "side of the terrace, and there is no way across it.\nThe only obvious exit is east (to "
        "the Rose Walk).",
        R("lily terrace", "e", leads={"e": "rose walk"}),
    )


OPEN_GLASS = ("You open the glass door. Warm, wet air rolls out.", K("opened", "n"))


# ---- map B: a harbour (Alan-like). Harbour Wall n Lifeboat House (doors shut at first), e
# Fish Quay (a shilling; the ice house north, locked), w Net Store; the sea south.
def wall(opened: bool = False) -> tuple:
    doors = "stand open" if opened else "are shut"
    return (
        "Harbour Wall.\nThe wall curves out into the bay, and the wind throws spray over the "
        f"top of it. The lifeboat house is to the north; its doors {doors}. The fish quay is "
        "east and the net store is west. South, there is only the sea.",
        R(
            "harbour wall",
            "n e w",
            closed="" if opened else "n",
            leads={"n": "lifeboat house", "e": "fish quay", "w": "net store"},
        ),
    )


def quay(coin: bool = True) -> tuple:
    shilling = "\nThere is a shilling here." if coin else ""
    return (
        "Fish Quay.\nFish boxes are stacked by the steps, and the cobbles are silver with scales. "
        "The ice house is north, behind a heavy door with a padlock on it. The harbour wall is "
        f"west.{shilling}",
        R(
            "fish quay",
            "n w",
            locked="n",
            coin=coin,
            leads={"n": "ice house", "w": "harbour wall"},
        ),
    )


def store() -> tuple:
    return (
        "Net Store.\nNets hang from the beams to dry, brown and smelling of tar. The only way "
        "out is the door east, onto the harbour wall.",
        R("net store", "e", leads={"e": "harbour wall"}),
    )


def lifeboat() -> tuple:
    return (
        "Lifeboat House.\nThe lifeboat sits on her carriage, blue and orange, her name painted "
        "on the bow. The doors to the south stand open on the harbour wall.",
        R("lifeboat house", "s", leads={"s": "harbour wall"}),
    )


OPEN_DOORS = ("The doors of the lifeboat house swing open.", K("opened"))


# ---- map C: a bus depot (LambdaMOO-like). Depot Yard n Workshop (the inspector's office east,
# locked), e Canteen (the locker room north, door closed at first; a copper coin), w Washing Bay.
def yard() -> tuple:
    return (
        "Depot Yard\nA wide concrete yard, stained with diesel, where the buses turn.\nYou see "
        "a traffic cone and a fuel pump here.\nObvious exits: north to Workshop, east to "
        "Canteen, and west to Washing Bay",
        R(
            "depot yard",
            "n e w",
            leads={"n": "workshop", "e": "canteen", "w": "washing bay"},
        ),
    )


def workshop() -> tuple:
    return (
        "Workshop\nA bus stands over the pit with its engine cover up. The door of the "
        "inspector's office is in the east wall.\nYou see a trolley jack here.\nObvious exits: "
        "south to Depot Yard, and east to Inspector's Office",
        R(
            "workshop",
            "s e",
            leads={"s": "depot yard", "e": "inspector's office"},
        ),
    )


def canteen(opened: bool = False) -> tuple:
    state = "open" if opened else "closed"
    return (
        "Canteen\nFormica tables, a tea urn and a radio playing to nobody. The locker room door, "
        f"north, is {state}.\nYou see a tray of mugs here.\nObvious exits: west to Depot Yard, "
        "and north to Locker Room",
        R(
            "canteen",
            "w n",
            closed="" if opened else "n",
            leads={"w": "depot yard", "n": "locker room"},
        ),
    )


def lockers(coin: bool = True) -> tuple:
    things = "a bench and a copper coin" if coin else "a bench"
    return (
        "Locker Room\nGrey lockers, a mirror and a smell of wet coats.\nYou see "
        f"{things} here.\nObvious exits: south to Canteen",
        R("locker room", "s", coin=coin, leads={"s": "canteen"}),
    )


def washing() -> tuple:
    return (
        "Washing Bay\nGreat blue brushes hang over a drain, dripping.\nYou see a hose here.\n"
        "Obvious exits: east to Depot Yard",
        R("washing bay", "e", leads={"e": "depot yard"}),
    )


ITEMS = [
    # ---- map A: the botanic garden ----
    item(
        rose(),
        "north",
        ("The glass door is closed.", K("refused", "closed")),
        "open glass door",
        OPEN_GLASS,
        "north",
        palm(),
        "east",
        orchid(),
        "take penny",
        ("You take the silver penny.", K("took")),
        notes="a refusal at the shut glass door, the door opened by its name and walked "
        "through, the penny taken in the orchid room: its only way is west, the way in "
        "(visited, initial, all visited): go west",
    ),
    item(
        rose(),
        "e",
        alpine(),
        "w",
        rose(),
        "w",
        lily(),
        notes="a loop through the alpine house back to the rose walk and on west; the lily "
        "terrace's only way is east (visited, initial, all visited): go east",
    ),
    item(
        rose(),
        "west",
        lily(),
        "south",
        ("You can't go south from here. The lily pond is in the way.", K("refused")),
        notes="the pond refuses a move south (no way there): refused south; the only way is "
        "east, the way in: go east",
    ),
    item(
        rose(),
        "open glass door",
        OPEN_GLASS,
        "go north",
        palm(),
        "go south",
        rose(opened=True),
        "go east",
        alpine(),
        "go west",
        rose(opened=True),
        notes="a loop to the palm house and back, then to the alpine house and back: north and "
        "east visited, west unvisited: go west",
    ),
    item(
        rose(),
        "open glass door",
        OPEN_GLASS,
        "n",
        palm(),
        "e",
        orchid(),
        "take penny",
        ("You take the silver penny.", K("took")),
        "w",
        palm(),
        notes="the penny taken and back in the palm house: east visited, south the way in "
        "(visited, initial, all visited): go south",
    ),
    item(
        rose(),
        "walk west",
        lily(),
        "walk east",
        rose(),
        "open glass door",
        OPEN_GLASS,
        notes="back from the lily terrace, the glass door opened: west visited, north (now "
        "open) and east unvisited: go north or east",
    ),
    item(
        rose(),
        "east",
        alpine(),
        "go north",
        (
            "You can't go north from here. There is only glass and snow-white saxifrage.",
            K("refused"),
        ),
        notes="a move north refused in the alpine house: refused north; the only way is west, "
        "the way in: go west",
    ),
    item(
        rose(),
        "east",
        alpine(),
        "west",
        rose(),
        notes="there and back: east visited, the glass door north shut and west unvisited: "
        "open north or go west",
    ),
    # ---- map B: the harbour ----
    item(
        wall(),
        "east",
        quay(),
        "take shilling",
        ("Taken.", K("took")),
        "north",
        ("The ice house door is locked. The padlock is the size of your fist.", K("refused")),
        notes="the shilling taken, then a move north refused at the locked ice house door "
        "(refused); the only other way is west, the way in: go west",
    ),
    item(
        wall(),
        "w",
        store(),
        "e",
        wall(),
        notes="there and back from the net store: west visited; east open and unvisited, the "
        "lifeboat house doors north shut: go east or open north",
    ),
    item(
        wall(),
        "open north",
        OPEN_DOORS,
        "north",
        lifeboat(),
        notes="the doors opened and walked through; the lifeboat house's only way is south, "
        "the way in (visited, initial, all visited): go south",
    ),
    item(
        wall(),
        "north",
        ("The doors of the lifeboat house are shut.", K("refused", "closed")),
        "open north",
        OPEN_DOORS,
        "north",
        lifeboat(),
        "south",
        wall(opened=True),
        "east",
        quay(),
        notes="a refusal at the shut doors cleared by the open; a loop through the lifeboat "
        "house and on east; a shilling on the fish quay: take coin",
    ),
    item(
        wall(),
        "south",
        ("You can't go in that direction. There is only the sea.", K("refused")),
        "west",
        store(),
        notes="a refusal left on the harbour wall does not stand in the net store; its only way "
        "is east, the way in (visited, initial, all visited): go east",
    ),
    item(
        wall(),
        "e",
        quay(),
        "take shilling",
        ("Taken.", K("took")),
        "w",
        wall(),
        "w",
        store(),
        "e",
        also(wall(), "A gull lands on the wall and watches you with a yellow eye."),
        notes="the shilling taken, a loop east and west and back: east and west visited, the "
        "lifeboat house doors north shut: open north",
    ),
    # ---- map C: the bus depot ----
    item(
        yard(),
        "north",
        workshop(),
        "east",
        ("The inspector's office door is locked.", K("refused", "locked")),
        notes="a door whose state was not given refused as locked: refused east; south is the "
        "way in and visited, the only other way locked: go south",
    ),
    item(
        yard(),
        "east",
        canteen(),
        "north",
        ("The locker room door is closed.", K("refused", "closed")),
        "open door to north",
        ("You open the locker room door.", K("opened")),
        "north",
        lockers(),
        "take coin",
        ("You take copper coin.", K("took")),
        notes="a refusal at the closed door cleared by the open; the coin taken in the locker "
        "room: its only way is south, the way in (visited, initial, all visited): go south",
    ),
    item(
        yard(),
        "west",
        washing(),
        "east",
        yard(),
        "east",
        canteen(),
        notes="a loop through the washing bay and on east: west the way in (visited, initial), "
        "the locker room door north closed: open north",
    ),
    item(
        yard(),
        "n",
        workshop(),
        "s",
        yard(),
        "w",
        washing(),
        "e",
        also(yard(), "A bus rumbles in through the gate and parks by the pumps."),
        notes="loops to the workshop and the washing bay: north and west visited, east "
        "unvisited: go east",
    ),
    item(
        yard(),
        "e",
        canteen(),
        "open north",
        ("You open the locker room door.", K("opened")),
        "n",
        lockers(),
        "take coin",
        ("You take copper coin.", K("took")),
        "s",
        canteen(opened=True),
        "w",
        also(yard(), "The tannoy crackles something about the 14:20 to Market Square."),
        notes="the coin taken and back to the first room: east visited, north and west "
        "unvisited: go north or west",
    ),
    item(
        yard(),
        "w",
        washing(),
        "e",
        yard(),
        "n",
        workshop(),
        "e",
        ("The inspector's office door is locked.", K("refused", "locked")),
        "s",
        yard(),
        "e",
        canteen(),
        "open north",
        ("You open the locker room door.", K("opened")),
        "head north",
        lockers(),
        notes="an eight-turn walk with a refusal left in the workshop; a copper coin in the "
        "locker room: take coin",
    ),
]
