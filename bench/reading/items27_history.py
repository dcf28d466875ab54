"""history, twenty-seventh round: 2-8 turn walks (13 returning to a room) on three small
symmetric tree maps, each printed by a kind of game no earlier walk used. Map A, a slate
quarry in a LitRPG-like game of system notices ("[Location: Quarry Gate]", "[Exits: North:
Splitting Shed | East: Drum House (door: closed) | West: Powder Store (door: locked)]", "[Loot:
Copper Coin x1]"; replies "[Blocked] The drum house door is closed.", "[Door opened: Drum
House]", "[Loot acquired: Silver Coin x1]", "[Locked] The powder store needs a key you do not
have.", "[No path] There is no way north from here."). Map B, a Victorian pumping station in an
AI storyteller's manner, each command echoed in the second person ("> You go north.") above the
story ("You are in the engine hall. ..."; "The door scrapes over the flagstones and swings
wide.", "It's a gold sovereign, cold from the iron.", "You put out a hand and meet cold brick.",
"The superintendent's door is locked"). Map C, a cattle market in a BASIC type-in's capitals
with a "?" prompt ("YOU ARE IN THE SALE RING.", "EXITS: N, E, S", "THE OFFICE DOOR (E) IS
SHUT."; "THE DOOR IS SHUT.", "OK, THE DOOR IS OPEN.", "YOU HAVE THE PENNY.", "THE GATE IS
LOCKED."). Coins taken on the way, doors refused, opened and walked through, locked doors
refused, refusals in the middle and at the end; moves spelled `north`, `n`, `go west`, `walk
south`, `move east`, `open east`, `take coin`, `go north`, `go south`, `go east`, `open the east
door`, `S`, `N`, `E`, `W`, `OPEN E`, `GET PENNY`. The walks are printed from one map each by
functions, so a room reads the same on every visit; where two walks end in the same room in the
same state, the last text differs by a command's echo or an event of that turn ("[Event] A horn
sounds from the pit", "A COW LOWS SOMEWHERE."). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- map A (LitRPG notices, a slate quarry): Quarry Gate n Splitting Shed, e Drum House
# (door, closed at first; a silver coin), w Powder Store (locked); Splitting Shed w Tool Store
# (a copper coin) ----
def quarry_gate(drum_open: bool = False) -> tuple:
    door = "open" if drum_open else "closed"
    return (
        "[Location: Quarry Gate]\nSlate dust hangs in the air, and empty wagons wait on the "
        "rails.\n[Exits: North: Splitting Shed | East: Drum House (door: "
        f"{door}) | West: Powder Store (door: locked)]",
        R(
            "quarry gate",
            "n e w",
            closed="" if drum_open else "e",
            locked="w",
            leads={"n": "splitting shed", "e": "drum house", "w": "powder store"},
        ),
    )


def splitting_shed(event: str = "") -> tuple:
    extra = f"\n[Event] {event}" if event else ""
    return (
        "[Location: Splitting Shed]\nSplitters' benches line the walls; the floor rings with "
        f"broken slate.\n[Exits: South: Quarry Gate | West: Tool Store]{extra}",
        R("splitting shed", "s w", leads={"s": "quarry gate", "w": "tool store"}),
    )


def tool_store(coin: bool = True) -> tuple:
    loot = "\n[Loot: Copper Coin x1]" if coin else ""
    return (
        "[Location: Tool Store]\nChisels, wedges and a grindstone. It smells of rust.\n[Exits: "
        f"East: Splitting Shed]{loot}",
        R("tool store", "e", coin=coin),
    )


def drum_house(coin: bool = True) -> tuple:
    loot = "\n[Loot: Silver Coin x1]" if coin else ""
    return (
        "[Location: Drum House]\nThe winding drum fills the house, its brake chained off.\n"
        f"[Exits: West: Quarry Gate (door: open)]{loot}",
        R("drum house", "w", coin=coin),
    )


BLOCKED = ("[Blocked] The drum house door is closed.", K("refused", "closed"))
OPENED = ("[Door opened: Drum House]", K("opened"))


# ---- map B (an AI storyteller, a pumping station): Engine Hall n Boiler House (a gold
# sovereign), e Coal Yard (door, shut at first), s Valve Room; Coal Yard n Superintendent's
# House (locked) ----
def engine_hall(echo: str = "", yard_open: bool = False) -> tuple:
    state = "standing open" if yard_open else "shut"
    head = f"> You {echo}.\n" if echo else ""
    return (
        f"{head}You are in the engine hall. Two beam engines rise to the roof, their great arms "
        "at rest. An arch to the north leads into the boiler house, and a passage runs south to "
        f"the valve room. The door to the coal yard, east, is {state}.",
        R("engine hall", "n s e", closed="" if yard_open else "e"),
    )


def boiler_house(echo: str) -> tuple:
    return (
        f"> You {echo}.\nYou are in the boiler house. Three Lancashire boilers lie cold in "
        "their brick beds. The only way out is the arch to the south. On the firing plate of "
        "the middle boiler lies a gold coin.",
        R("boiler house", "s", coin=True),
    )


def valve_room(echo: str) -> tuple:
    return (
        f"> You {echo}.\nYou are in the valve room. Iron wheels stand in a row along a trench, "
        "each painted with a number. The passage back to the engine hall is north, and there is "
        "no other way.",
        R("valve room", "n"),
    )


def coal_yard(echo: str) -> tuple:
    return (
        f"> You {echo}.\nYou are in the coal yard. Heaps of coal lie under a rusty gantry. The "
        "engine hall door is west. To the north stands the superintendent's house, its door "
        "locked and its curtains drawn.",
        R("coal yard", "w n", locked="n"),
    )


B_REFUSED_YARD = (
    "> You go east.\nThe coal yard door is shut. You'll have to open it first.",
    K("refused", "closed"),
)
B_OPENED = (
    "> You open the east door.\nThe door scrapes over the flagstones and swings wide.",
    K("opened"),
)
B_TOOK = ("> You take the coin.\nIt's a gold sovereign, cold from the iron.", K("took"))


# ---- map C (a BASIC type-in, a cattle market): Sale Ring n Pens, e Office (door, shut at
# first), s Cafe (a penny); Pens w Bull Pen (locked gate) ----
def sale_ring(office_open: bool = False, event: str = "") -> tuple:
    door = "OPEN" if office_open else "SHUT"
    extra = f"{event}\n" if event else ""
    return (
        "YOU ARE IN THE SALE RING.\nSAWDUST, BENCHES AND THE AUCTIONEER'S BOX.\nEXITS: N, E, S"
        f"\nTHE OFFICE DOOR (E) IS {door}.\n{extra}? ",
        R("sale ring", "n e s", closed="" if office_open else "e"),
    )


def pens() -> tuple:
    return (
        "YOU ARE IN THE PENS.\nHURDLES AND MUD. THE BULL PEN GATE (W) IS LOCKED.\nEXITS: S, W\n? ",
        R("pens", "s w", locked="w"),
    )


def cafe(coin: bool = True) -> tuple:
    penny = "\nYOU SEE A PENNY." if coin else ""
    return (
        f"YOU ARE IN THE CAFE.\nTEA URN, BACON, FORMICA.\nEXITS: N{penny}\n? ",
        R("cafe", "n", coin=coin),
    )


def office() -> tuple:
    return (
        "YOU ARE IN THE OFFICE.\nA DESK AND A CASH BOX (LOCKED).\nEXITS: W\n? ",
        R("office", "w"),
    )


ITEMS = [
    # ---- map A ----
    item(
        quarry_gate(),
        "north",
        splitting_shed(),
        "go west",
        tool_store(),
        notes="LitRPG notices: into the tool store through the splitting shed; a copper coin "
        "in its loot line: take it (east leads back: visited, initial, all visited)",
    ),
    item(
        quarry_gate(),
        "n",
        splitting_shed(),
        "go west",
        tool_store(),
        "take coin",
        ("[Loot acquired: Copper Coin x1]", K("took")),
        "move east",
        splitting_shed(),
        "walk south",
        quarry_gate(),
        notes="back at the gate with the copper coin: north is visited; the drum house door "
        "east is closed, the powder store west locked: open east",
    ),
    item(
        quarry_gate(),
        "move east",
        BLOCKED,
        "open east",
        OPENED,
        "move east",
        drum_house(),
        notes="refused at the closed door, opened, walked through: a silver coin in the drum "
        "house: take it (west leads back: visited, initial, all visited)",
    ),
    item(
        quarry_gate(),
        "go west",
        ("[Locked] The powder store needs a key you do not have.", K("refused", "locked")),
        "north",
        splitting_shed(),
        notes="a refusal at the locked powder store left at the gate; in the shed south leads "
        "back (visited, initial); the tool store west not yet seen: go west",
    ),
    item(
        quarry_gate(),
        "move east",
        BLOCKED,
        "open east",
        OPENED,
        "move east",
        drum_house(),
        "take coin",
        ("[Loot acquired: Silver Coin x1]", K("took")),
        "go west",
        quarry_gate(drum_open=True),
        notes="back at the gate with the silver coin, the drum house door open: east visited, "
        "the refusal cleared by the open; the splitting shed north not yet seen: go north",
    ),
    item(
        quarry_gate(),
        "north",
        splitting_shed(),
        "north",
        ("[No path] There is no way north from here.", K("refused")),
        "go west",
        tool_store(),
        "take coin",
        ("[Loot acquired: Copper Coin x1]", K("took")),
        "move east",
        splitting_shed(),
        "walk south",
        quarry_gate(),
        "open east",
        OPENED,
        notes="a seven-turn walk: a refusal in the shed (left behind), the copper coin, back to "
        "the gate, the drum house door opened: north visited, east open and unseen: go east",
    ),
    item(
        quarry_gate(),
        "north",
        splitting_shed(),
        "go west",
        tool_store(),
        "take coin",
        ("[Loot acquired: Copper Coin x1]", K("took")),
        "move east",
        splitting_shed(event="A horn sounds from the pit: one long blast, two short."),
        notes="back in the splitting shed (an event line of that turn): south (the way in) and "
        "west are both visited: go "
        "back south, the way the shed was first entered",
    ),
    # ---- map B ----
    item(
        engine_hall(),
        "go north",
        boiler_house("go north"),
        "take coin",
        B_TOOK,
        "go south",
        engine_hall("go south"),
        notes="an AI storyteller echoing each command: back in the engine hall with the "
        "sovereign, north visited; the valve room south and the shut coal yard door east not "
        "yet: go south or open east",
    ),
    item(
        engine_hall(),
        "go south",
        valve_room("go south"),
        "go north",
        engine_hall("go north"),
        notes="to the valve room and back: south visited; the boiler house north and the shut "
        "coal yard door east not yet: go north or open east",
    ),
    item(
        engine_hall(),
        "go east",
        B_REFUSED_YARD,
        "open the east door",
        B_OPENED,
        "go east",
        coal_yard("go east"),
        notes="refused at the shut door, opened, walked through: in the coal yard west leads "
        "back (visited, initial) and the superintendent's door north is locked: go back west",
    ),
    item(
        engine_hall(),
        "go north",
        boiler_house("go north"),
        "take coin",
        B_TOOK,
        "go south",
        engine_hall("go south"),
        "go south",
        valve_room("go south"),
        "go north",
        engine_hall("go north"),
        "open the east door",
        B_OPENED,
        "go east",
        coal_yard("go east"),
        "go north",
        (
            "> You go north.\nThe superintendent's door is locked, and no amount of rattling "
            "changes that.",
            K("refused", "locked"),
        ),
        notes="an eight-turn walk ending in a refusal at the locked door in the coal yard: "
        "refused(north), closed; west is the way back (visited, initial): go west",
    ),
    item(
        engine_hall(),
        "go south",
        valve_room("go south"),
        "go north",
        engine_hall("go north"),
        "go west",
        (
            "> You go west.\nYou put out a hand and meet cold brick. There's no way west.",
            K("refused"),
        ),
        notes="a refusal of a way never given, after a loop through the valve room: "
        "refused(west), south visited; go north or open east",
    ),
    item(
        engine_hall(),
        "go east",
        B_REFUSED_YARD,
        "go north",
        boiler_house("go north"),
        notes="a refusal at the coal yard door left in the engine hall; the boiler house's "
        "sovereign: take it (south leads back: visited, initial, all visited)",
    ),
    item(
        engine_hall(),
        "open the east door",
        B_OPENED,
        "go east",
        coal_yard("go east"),
        "go west",
        engine_hall("go west", yard_open=True),
        notes="back from the coal yard, its door open: east visited; north and south not yet: "
        "go north or south",
    ),
    # ---- map C ----
    item(
        sale_ring(),
        "S",
        cafe(),
        "GET PENNY",
        ("YOU HAVE THE PENNY.\n? ", K("took")),
        "N",
        sale_ring(),
        notes="a BASIC type-in in capitals: back in the sale ring with the penny, south "
        "visited; the pens north, the office door east shut: go north or open east",
    ),
    item(
        sale_ring(),
        "N",
        pens(),
        "W",
        ("THE GATE IS LOCKED.\n? ", K("refused", "locked")),
        "S",
        sale_ring(event="A COW LOWS SOMEWHERE."),
        notes="a refusal at the locked bull pen gate left in the pens; back in the sale ring "
        "(an event line of that turn): north visited; the cafe south and the office door east "
        "not yet: go south or open east",
    ),
    item(
        sale_ring(),
        "E",
        ("THE DOOR IS SHUT.\n? ", K("refused", "closed")),
        "OPEN E",
        ("OK, THE DOOR IS OPEN.\n? ", K("opened")),
        "E",
        office(),
        notes="refused at the shut office door, opened, walked through: the office's only exit "
        "leads back (visited, initial, all visited); a locked cash box is no coin: go west",
    ),
    item(
        sale_ring(),
        "N",
        pens(),
        "S",
        sale_ring(event="THE AUCTIONEER RINGS A HANDBELL."),
        "S",
        cafe(),
        notes="through the pens and back, then into the cafe: a penny here: take it (north "
        "leads back: visited, initial, all visited)",
    ),
    item(
        sale_ring(),
        "N",
        pens(),
        "W",
        ("THE BULL PEN GATE IS LOCKED. THE BULL IS GLAD.\n? ", K("refused", "locked")),
        notes="refused at the locked gate in the pens: refused(west), closed; south leads back "
        "(visited, initial): go south",
    ),
    item(
        sale_ring(),
        "S",
        cafe(),
        "GET PENNY",
        ("YOU HAVE THE PENNY.\n? ", K("took")),
        "N",
        sale_ring(),
        "OPEN E",
        ("OK, THE DOOR IS OPEN.\n? ", K("opened")),
        "E",
        office(),
        "W",
        sale_ring(office_open=True),
        notes="a six-turn walk: the penny, the office door opened, the office seen, back: south "
        "and east visited; the pens north not yet: go north",
    ),
]
