"""history, twenty-second round: 2-7 turn walks with loops on three small symmetric tree maps,
each printed as a new user's own game prints it. Map A, a dungeon crawler written with Python
print statements ("=== GUARD ROOM ===", "Exits: south, west, north (door: locked)", "Items:
coin, chains"; replies "The door is closed.", "You open the door.", "The door is locked.", "You
picked up the coin!"); map B, an elven village an Evennia builder sees with the rooms' dbrefs
("Elven Glade(#3)", "Exits: north, east and west", "You see: a silver coin"; replies "The hut
door is closed.", "You open the hut door.", "You pick up a silver coin.", "The forest is too
thick to walk through."); map C, a sweet factory in Twine-like pages with their links ("Go
north", "Open the gatehouse door", "Pick up the coin"; replies "The gatehouse door is shut.",
"You push the gatehouse door open.", "You pick up the coin. Lucky!", a locked packing room).
Coins taken on the way, doors refused, opened and walked through, refusals in the middle and at
the end; moves spelled `n`, `north`, `go north`, `walk east`, `GO WEST`, `e`, `s`, `w`,
`south`, `east`, `west`, `Go north` (a link), `open door`, `open east`, `get coin`, `take coin`.
The walks are printed from one map each by functions, so a room reads the same on every visit;
where two walks end in the same room, the last text carries an event of that turn. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A (Python): Entrance n Guard Room, e Armoury (door, closed at first); Guard Room
# w Cell Block (a coin), n a locked door.
def entrance(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "=== ENTRANCE ===\nA torch splutters in its bracket. Water drips somewhere.\nExits: "
        f"north, east (door: {state})\nItems: none",
        R(
            "entrance",
            "n e",
            closed="" if door_open else "e",
            leads={"n": "guard room", "e": "armoury"},
        ),
    )


def guard_room() -> tuple:
    return (
        "=== GUARD ROOM ===\nAn overturned table and a half-eaten pie.\nExits: south, west, "
        "north (door: locked)\nItems: dice",
        R("guard room", "s w n", locked="n"),
    )


def cell_block(coin: bool = True) -> tuple:
    items = "coin, chains" if coin else "chains"
    return (
        "=== CELL BLOCK ===\nRusty bars, empty cells, and a skeleton in the corner "
        f"cell.\nExits: east\nItems: {items}",
        R("cell block", "e", coin=coin),
    )


def armoury() -> tuple:
    return (
        "=== ARMOURY ===\nEmpty weapon racks, and one dented shield.\nExits: west (door: "
        "open)\nItems: shield",
        R("armoury", "w"),
    )


# ---- map B (Evennia): Elven Glade n Moon Pool (a silver coin), w Archery Range, e Weaver's
# Hut (hut door, closed at first); Weaver's Hut n Herb Garden.
def glade(hut_open: bool = False) -> tuple:
    state = "stands open" if hut_open else "is closed"
    return (
        "Elven Glade(#3)\nSilver birches ring a mossy clearing, and lanterns glow in their "
        "branches although it is day. The moon pool lies north and the archery range west. "
        f"The weaver's hut is east; its door {state}.\nExits: north, east and west",
        R(
            "elven glade",
            "n e w",
            closed="" if hut_open else "e",
            leads={"n": "moon pool", "w": "archery range", "e": "weaver's hut"},
        ),
    )


def moon_pool(coin: bool = True) -> tuple:
    seen = "\nYou see: a silver coin" if coin else ""
    return (
        "Moon Pool(#4)\nA round pool so still that the sky seems to lie in it. The glade is "
        f"south.\nExits: south{seen}",
        R("moon pool", "s", coin=coin, leads={"s": "elven glade"}),
    )


def weavers_hut() -> tuple:
    return (
        "Weaver's Hut(#5)\nA loom strung with thread finer than hair fills half the hut. The "
        "door to the glade, west, stands open, and a curtain at the back, north, hides the "
        "herb garden.\nExits: west and north",
        R("weaver's hut", "w n", leads={"w": "elven glade", "n": "herb garden"}),
    )


def herb_garden() -> tuple:
    return (
        "Herb Garden(#6)\nBeds of thyme and silverleaf, humming with bees. The hut is "
        "south.\nExits: south\nYou see: a trowel",
        R("herb garden", "s", leads={"s": "weaver's hut"}),
    )


def archery_range() -> tuple:
    return (
        "Archery Range(#7)\nStraw targets stand at the far end of a strip of trampled grass. "
        "Beyond them, to the west, the forest grows dark and thick. The glade is "
        "east.\nExits: east",
        R("archery range", "e", leads={"e": "elven glade"}),
    )


# ---- map C (Twine-like pages): Factory Gate n Yard, e Gatehouse (door, shut at first);
# Yard n Fudge Room (a coin), w Toffee Room (a locked door west).
def factory_gate(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    links = "Go north\nGo east" if door_open else "Go north\nGo east\nOpen the gatehouse door"
    return (
        "You're at the factory gate. A painted sign says PLUMTREE'S SWEETS above the bars, "
        "and the gate itself is padlocked for the night. The air smells of burnt sugar. The "
        f"yard is north. The gatehouse is east, and its door is {state}.\n\n{links}",
        R(
            "factory gate",
            "n e",
            closed="" if door_open else "e",
            leads={"n": "yard", "e": "gatehouse"},
        ),
    )


def yard() -> tuple:
    return (
        "You're in the yard. Barrels of sugar are stacked against the walls. The factory gate "
        "is south, the fudge room is north, and the toffee room is west.\n\nGo north\nGo "
        "west\nGo south",
        R(
            "yard",
            "s n w",
            leads={"s": "factory gate", "n": "fudge room", "w": "toffee room"},
        ),
    )


def fudge_room(coin: bool = True) -> tuple:
    lying = " A coin lies on the floor by the mixer." if coin else ""
    link = "Pick up the coin\n" if coin else ""
    return (
        "You're in the fudge room. Huge copper pans sit cooling on the stoves, and everything "
        f"is sticky. The only way out is south, to the yard.{lying}\n\n{link}Go south",
        R("fudge room", "s", coin=coin, leads={"s": "yard"}),
    )


def toffee_room() -> tuple:
    return (
        "You're in the toffee room. Sheets of toffee are cooling on marble slabs. The yard is "
        "east. The door to the packing room, west, is locked.\n\nGo east\nGo west",
        R("toffee room", "e w", locked="w", leads={"e": "yard", "w": "packing room"}),
    )


def gatehouse() -> tuple:
    return (
        "You're in the gatehouse. A clock, a kettle, and a logbook nobody has written in since "
        "Tuesday. The factory gate is west.\n\nGo west",
        R("gatehouse", "w", leads={"w": "factory gate"}),
    )


ITEMS = [
    # ---- map A: the Python dungeon ----
    item(
        entrance(),
        "n",
        guard_room(),
        "w",
        cell_block(),
        notes="'Items: coin, chains': take coin",
    ),
    item(
        entrance(),
        "north",
        guard_room(),
        "go west",
        cell_block(),
        "take coin",
        ("You picked up the coin!", K("took")),
        "e",
        guard_room(),
        notes="back in the guard room after the cell block: south (the way in: initial) and "
        "west visited, north locked: go south",
    ),
    item(
        entrance(),
        "east",
        ("The door is closed.", K("refused", "closed")),
        "open east",
        ("You open the door.", K("opened")),
        "east",
        armoury(),
        notes="the door refused, opened and walked through: the armoury's one exit west "
        "(visited, initial, all visited): go west",
    ),
    item(
        entrance(),
        "n",
        guard_room(),
        "n",
        ("The door is locked.", K("refused", "locked")),
        "s",
        entrance(),
        notes="the refusal was left in the guard room; back in the first room: north visited, "
        "the east door closed: open east",
    ),
    item(
        entrance(),
        "open east",
        ("You open the door.", K("opened")),
        "walk east",
        armoury(),
        "GO WEST",
        entrance(door_open=True),
        "go north",
        also(guard_room(), "You hear chains rattling somewhere."),
        notes="a loop through the armoury, then north: the entrance south (visited, "
        "initial), west unvisited, north locked: go west",
    ),
    item(
        entrance(),
        "open east",
        ("You open the door.", K("opened")),
        "e",
        armoury(),
        "w",
        entrance(door_open=True),
        notes="back in the first room with its door open: east visited, north not: go north",
    ),
    item(
        entrance(),
        "n",
        guard_room(),
        "n",
        ("The door is locked.", K("refused", "locked")),
        "w",
        also(cell_block(), "A rat scurries along the bars."),
        notes="the locked door refused, then west: the refusal does not follow; 'Items: coin, "
        "chains': take coin",
    ),
    # ---- map B: the Evennia glade ----
    item(
        glade(),
        "north",
        moon_pool(),
        "get coin",
        ("You pick up a silver coin.", K("took")),
        notes="the coin taken; the pool's one exit south (visited, initial, all visited): go south",
    ),
    item(
        glade(),
        "north",
        moon_pool(),
        "get coin",
        ("You pick up a silver coin.", K("took")),
        "south",
        glade(),
        notes="back in the first room: north visited, the hut door east closed, west "
        "unvisited: open east or go west",
    ),
    item(
        glade(),
        "east",
        ("The hut door is closed.", K("refused", "closed")),
        "open door",
        ("You open the hut door.", K("opened", "e")),
        "east",
        weavers_hut(),
        "north",
        herb_garden(),
        notes="the hut door refused, opened by its kind and walked through, then north behind "
        "the curtain (no door): the hut south (visited, initial, all visited): go south",
    ),
    item(
        glade(),
        "west",
        archery_range(),
        "west",
        ("The forest is too thick to walk through.", K("refused")),
        notes="the forest refuses the move west (no exit there): refused(west); the glade east "
        "(visited, initial): go east",
    ),
    item(
        glade(),
        "w",
        archery_range(),
        "e",
        glade(),
        "e",
        ("The hut door is closed.", K("refused", "closed")),
        notes="back in the first room, the hut door refused: refused(east), closed; west "
        "visited, north not: go north or open east",
    ),
    item(
        glade(),
        "open door",
        ("You open the hut door.", K("opened", "e")),
        "east",
        weavers_hut(),
        "north",
        herb_garden(),
        "south",
        weavers_hut(),
        notes="back in the hut from the garden: west (the way in: initial) and north visited: "
        "go west",
    ),
    item(
        glade(),
        "n",
        moon_pool(),
        "take coin",
        ("You pick up a silver coin.", K("took")),
        "s",
        glade(),
        "w",
        archery_range(),
        "e",
        glade(),
        "open door",
        ("You open the hut door.", K("opened", "e")),
        "e",
        also(weavers_hut(), "A spider drops from the roof beam on a silver thread."),
        notes="a seven-turn walk with two returns to the glade, then into the hut: the glade "
        "west (visited, initial), the herb garden north unvisited: go north",
    ),
    # ---- map C: the Twine sweet factory ----
    item(
        factory_gate(),
        "Go north",
        yard(),
        "Go north",
        fudge_room(),
        notes="the links taken; a coin by the mixer and a link 'Pick up the coin': take coin",
    ),
    item(
        factory_gate(),
        "Go north",
        yard(),
        "Go north",
        fudge_room(),
        "Pick up the coin",
        ("You pick up the coin. Lucky!", K("took")),
        "Go south",
        yard(),
        notes="back in the yard: south (the way in: initial) and north visited, the toffee "
        "room west unvisited: go west",
    ),
    item(
        factory_gate(),
        "Go east",
        ("The gatehouse door is shut.", K("refused", "closed")),
        "Open the gatehouse door",
        ("You push the gatehouse door open.", K("opened", "e")),
        "Go east",
        gatehouse(),
        notes="refused, opened by its name and walked through: the gatehouse's one way west "
        "(visited, initial, all visited): go west",
    ),
    item(
        factory_gate(),
        "Go north",
        yard(),
        "Go west",
        toffee_room(),
        "Go west",
        (
            "The packing room door is locked. Nobody's allowed in there.",
            K("refused", "locked"),
        ),
        notes="the packing room door refused as locked: refused(west), closed; the yard east "
        "(visited, initial): go east",
    ),
    item(
        factory_gate(),
        "Go north",
        yard(),
        "Go west",
        toffee_room(),
        "Go east",
        yard(),
        "Go south",
        factory_gate(),
        notes="back at the first page: north visited, the gatehouse door east shut: open east",
    ),
    item(
        factory_gate(),
        "Open the gatehouse door",
        ("You push the gatehouse door open.", K("opened", "e")),
        "Go east",
        gatehouse(),
        "Go west",
        factory_gate(door_open=True),
        "Go north",
        also(yard(), "A lorry rumbles past outside the gate."),
        notes="a loop through the gatehouse, then north: the gate south (visited, initial), "
        "the fudge room north and the toffee room west unvisited: go north or go west",
    ),
]
