"""history, thirty-third round: 2-7 turn walks on three small symmetric tree maps, each printed in a
manner no earlier walk used: an ice cream works in a silent film's title cards ("~ TITLE CARD ~ /
THE CHURN ROOM. / ~ ~ ~ / On the screen: ...", the freezing room's heavy door NORTH "shut fast" at
first, the manager's office WEST locked "and Snidely has the key!", "A SILVER DIME, GLINTING ON THE
ICE!"; "THE DOOR WAS SHUT FAST!", "WITH ALL HER STRENGTH SHE HAULED IT OPEN!", "LOCKED! AND SNIDELY
HAS THE KEY!", "A SILVER DIME! FORTUNE SMILES AT LAST!", "NOTHING BUT CONES, AND MORE CONES!",
"MEANWHILE, SNIDELY TWIRLS HIS MOUSTACHE!"), a kente weavers' compound in a hobbyist's Perl game
that prints its state with Data::Dumper ("$VAR1 = { 'room' => 'Courtyard', 'exits' => { 'east' =>
'Thread Store (door: closed)', ... }, 'items' => [ ... ] };", replies as "'msg' => 'The door is
closed.'", an event key), and a Tudor palace's kitchens in a game that prints SQL query results
("kitchens=> SELECT * FROM here;" and a table of room, ways and items; "ERROR: the door to the north
is shut", "NOTICE: door opened", "NOTICE: coin taken", "ERROR: the door to the west is locked",
"ERROR: no way west from Great Kitchen"); coins taken, doors refused, opened and walked through,
locked doors refused, refusals in the middle and at the end, loops back to the first room; moves
spelled `north`, `east`, `south`, `west`, `n`, `e`, `s`, `w`, `open north`, `open door to east`,
`take coin`, `get coin`, `go north`, `go east`, `go south`, `go west`. Every room reads the same on
every visit (printed by functions); where two walks end in the same room in the same state, the last
text carries an event. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- map A: an ice cream works in title cards ----
# Churn Room n Freezing Room (heavy door, shut at first; a silver dime), e Loading Bay, w office
# (locked); Loading Bay s Cone Store.
def card(line: str) -> str:
    return f"~ TITLE CARD ~\n{line}\n~ ~ ~"


def churn(freezer_open: bool = False, event: str = "") -> tuple:
    door = "stands open" if freezer_open else "is shut fast"
    tail = f"\n{card(event)}" if event else ""
    return (
        f"{card('THE CHURN ROOM.')}\nOn the screen: great steel churns, frost on the pipes, "
        f"and our Heroine among them. The heavy door of the freezing room, to the NORTH, {door}. "
        "The loading bay lies EAST. The manager's office, WEST, is locked -- and Snidely has "
        f"the key!{tail}",
        R(
            "The Churn Room",
            "n e w",
            closed="" if freezer_open else "n",
            locked="w",
            leads={"n": "the freezing room", "e": "the loading bay"},
        ),
    )


def freezing(coin: bool = True, event: str = "") -> tuple:
    dime = f"\n{card('A SILVER DIME, GLINTING ON THE ICE!')}" if coin else ""
    tail = f"\n{card(event)}" if event else ""
    return (
        f"{card('THE FREEZING ROOM.')}\nOn the screen: blocks of ice stacked to the ceiling, "
        "and our Heroine's breath a white cloud. The only way out is the heavy door, SOUTH."
        f"{dime}{tail}",
        R("The Freezing Room", "s", coin=coin, leads={"s": "the churn room"}),
    )


def loading(event: str = "") -> tuple:
    tail = f"\n{card(event)}" if event else ""
    return (
        f"{card('THE LOADING BAY.')}\nOn the screen: crates of wafers, a horse-drawn ice cart, "
        "and the great street doors chained shut for the night. The churn room is WEST. A "
        f"doorway to the SOUTH leads to the cone store.{tail}",
        R("The Loading Bay", "w s", leads={"w": "the churn room", "s": "the cone store"}),
    )


def cones() -> tuple:
    return (
        f"{card('THE CONE STORE.')}\nOn the screen: towers of wafer cones, taller than a man. "
        "The only way out is NORTH.",
        R("The Cone Store", "n", leads={"n": "the loading bay"}),
    )


SHUT = (card("THE DOOR WAS SHUT FAST!"), K("refused", "closed"))
HAULED = (card("WITH ALL HER STRENGTH SHE HAULED IT OPEN!"), K("opened"))
SNIDELY = (card("LOCKED! AND SNIDELY HAS THE KEY!"), K("refused", "locked"))
DIME = (card("A SILVER DIME! FORTUNE SMILES AT LAST!"), K("took"))


# ---- map B: a kente weavers' compound in a Perl game's Data::Dumper ----
# Courtyard n Loom Shed (a coin), e Thread Store (door, closed at first), s Kitchen Yard (a
# coin), w Compound Gate (gate, locked).
def dumper(pairs: list[tuple[str, object]]) -> str:
    lines = ["$VAR1 = {"]
    for i, (key, value) in enumerate(pairs):
        comma = "," if i < len(pairs) - 1 else ""
        head = f"{' ' * 10}'{key}' => "
        pad = " " * (len(head) + 2)
        if isinstance(value, str):
            lines.append(f"{head}'{value}'{comma}")
        elif isinstance(value, dict):
            lines.append(head + "{")
            entries = list(value.items())
            for j, (k, v) in enumerate(entries):
                c = "," if j < len(entries) - 1 else ""
                lines.append(f"{pad}'{k}' => '{v}'{c}")
            lines.append(f"{' ' * len(head)}}}{comma}")
        elif not value:
            lines.append(f"{head}[]{comma}")
        else:
            lines.append(head + "[")
            for j, v in enumerate(value):
                c = "," if j < len(value) - 1 else ""
                lines.append(f"{pad}'{v}'{c}")
            lines.append(f"{' ' * len(head)}]{comma}")
    lines.append("        };")
    return "\n".join(lines)


def msg(text: str) -> str:
    return dumper([("msg", text)])


def courtyard(east_open: bool = False, event: str = "") -> tuple:
    east = "Thread Store (door: open)" if east_open else "Thread Store (door: closed)"
    pairs: list[tuple[str, object]] = [
        ("room", "Courtyard"),
        (
            "exits",
            {
                "north": "Loom Shed",
                "east": east,
                "south": "Kitchen Yard",
                "west": "Compound Gate (gate: locked)",
            },
        ),
        ("items", ["water pot", "bundle of firewood"]),
    ]
    if event:
        pairs.append(("event", event))
    return (
        dumper(pairs),
        R(
            "Courtyard",
            "n e s w",
            closed="" if east_open else "e",
            locked="w",
            leads={"n": "loom shed", "e": "thread store", "s": "kitchen yard"},
        ),
    )


def loom(coin: bool = True, event: str = "") -> tuple:
    items = ["heddle", "shuttle", "coin"] if coin else ["heddle", "shuttle"]
    pairs: list[tuple[str, object]] = [
        ("room", "Loom Shed"),
        ("exits", {"south": "Courtyard"}),
        ("items", items),
    ]
    if event:
        pairs.append(("event", event))
    return (
        dumper(pairs),
        R("Loom Shed", "s", coin=coin, leads={"s": "courtyard"}),
    )


def thread() -> tuple:
    return (
        dumper(
            [
                ("room", "Thread Store"),
                ("exits", {"west": "Courtyard (door: open)"}),
                ("items", ["silk thread", "cotton thread"]),
            ]
        ),
        R("Thread Store", "w", leads={"w": "courtyard"}),
    )


def yard(coin: bool = True, event: str = "") -> tuple:
    items = ["cooking pot", "coin"] if coin else ["cooking pot"]
    pairs: list[tuple[str, object]] = [
        ("room", "Kitchen Yard"),
        ("exits", {"north": "Courtyard"}),
        ("items", items),
    ]
    if event:
        pairs.append(("event", event))
    return (dumper(pairs), R("Kitchen Yard", "n", coin=coin, leads={"n": "courtyard"}))


PICKED = (msg("You pick up the coin."), K("took"))


# ---- map C: a Tudor palace's kitchens as SQL results ----
# Great Kitchen n Pastry House (door, shut at first; a half-groat), e Boiling House, s Serving
# Place; Boiling House n Wet Larder; Serving Place w (door, locked).
def table(room: str, ways: str, items: str, event: str = "") -> str:
    head = ("room", "ways", "items")
    row = (room, ways, items)
    widths = [max(len(a), len(b)) for a, b in zip(head, row, strict=True)]
    top = "|".join(f" {h.center(w)} " for h, w in zip(head, widths, strict=True)).rstrip()
    rule = "+".join("-" * (w + 2) for w in widths)
    body = "|".join(f" {c.ljust(w)} " for c, w in zip(row, widths, strict=True)).rstrip()
    tail = f"\nNOTICE:  {event}" if event else ""
    return f"kitchens=> SELECT * FROM here;\n{top}\n{rule}\n{body}\n(1 row)\n{tail}"


def kitchen(pastry_open: bool = False, event: str = "") -> tuple:
    north = "north" if pastry_open else "north (door shut)"
    return (
        table("Great Kitchen", f"{north}, east, south", "spit, salt box", event),
        R(
            "Great Kitchen",
            "n e s",
            closed="" if pastry_open else "n",
            leads={"n": "pastry house", "e": "boiling house", "s": "serving place"},
        ),
    )


def pastry(coin: bool = True) -> tuple:
    items = "flour bin, half-groat coin" if coin else "flour bin"
    return (
        table("Pastry House", "south", items),
        R("Pastry House", "s", coin=coin, leads={"s": "great kitchen"}),
    )


def boiling() -> tuple:
    return (
        table("Boiling House", "west, north", "copper cauldron"),
        R("Boiling House", "w n", leads={"w": "great kitchen", "n": "wet larder"}),
    )


def larder() -> tuple:
    return (
        table("Wet Larder", "south", "eel trap, salt fish"),
        R("Wet Larder", "s", leads={"s": "boiling house"}),
    )


def serving() -> tuple:
    return (
        table("Serving Place", "north, west (door locked)", "dresser"),
        R("Serving Place", "n w", locked="w", leads={"n": "great kitchen"}),
    )


ITEMS = [
    # ---- map A: the ice cream works ----
    item(
        churn(),
        "east",
        loading(),
        "south",
        cones(),
        notes="title cards name each room (`the churn room` ..., the scorer drops 'the'); into "
        "the cone store, a dead end: north is the way in (initial, all visited): go north",
    ),
    item(
        churn(),
        "north",
        SHUT,
        "open north",
        HAULED,
        "north",
        freezing(),
        notes="the freezing room's door refused as shut, hauled open and walked through; the "
        "silver dime on the ice: take coin",
    ),
    item(
        churn(),
        "open north",
        HAULED,
        "north",
        freezing(),
        "take coin",
        DIME,
        "south",
        churn(freezer_open=True),
        notes="the dime taken, back in the churn room with the freezing room's door open "
        "(north visited); the office west is locked; the loading bay east unexplored: go east",
    ),
    item(
        churn(),
        "east",
        loading(),
        "west",
        churn(event="MEANWHILE, SNIDELY TWIRLS HIS MOUSTACHE!"),
        notes="there and back (a title card's event of the turn): east visited; the freezing "
        "room's door still shut: open north; the office locked",
    ),
    item(
        churn(),
        "e",
        loading(),
        "s",
        cones(),
        "e",
        (card("NOTHING BUT CONES, AND MORE CONES!"), K("refused")),
        "n",
        loading(),
        notes="a refusal in the cone store left behind; back in the loading bay both ways are "
        "visited: go west, the way in (initial)",
    ),
    item(
        churn(),
        "open north",
        HAULED,
        "north",
        freezing(),
        "get coin",
        DIME,
        "south",
        churn(freezer_open=True, event="THE CLOCK STRIKES MIDNIGHT!"),
        "east",
        loading(),
        "south",
        cones(),
        "north",
        loading(event="A CAT STALKS ACROSS THE CRATES!"),
        notes="seven turns through three rooms and back: in the loading bay west and south "
        "are visited: go west",
    ),
    item(
        churn(),
        "west",
        SNIDELY,
        "north",
        SHUT,
        "open north",
        HAULED,
        "north",
        freezing(event="HARK! FOOTSTEPS ON THE STAIR!"),
        notes="two refusals in the churn room (the locked office, the shut door) left behind "
        "once the door is opened and walked through; the dime (a card's event of the turn): "
        "take coin",
    ),
    # ---- map B: the weavers' compound ----
    item(
        courtyard(),
        "go north",
        loom(),
        "take coin",
        PICKED,
        "go south",
        courtyard(),
        notes="a Perl game's Data::Dumper: the courtyard's exits with their doors; after the "
        "loom shed's coin, back in the courtyard: north visited; the thread store door east is "
        "closed (open east), the kitchen yard south unexplored, the gate west locked",
    ),
    item(
        courtyard(),
        "go east",
        (msg("The door is closed."), K("refused", "closed")),
        "open door to east",
        (msg("You open the door."), K("opened")),
        "go east",
        thread(),
        notes="the thread store door refused, opened and walked through; the store's one way "
        "west is the way in (initial, all visited): go west",
    ),
    item(
        courtyard(),
        "go west",
        (msg("The gate is locked."), K("refused", "locked")),
        "go south",
        yard(),
        notes="the locked gate refused in the courtyard and left behind; a coin among the "
        "kitchen yard's items: take coin",
    ),
    item(
        courtyard(),
        "s",
        yard(),
        "take coin",
        PICKED,
        "n",
        courtyard(event="A goat wanders in from the kitchen yard and out again."),
        "n",
        loom(),
        notes="the kitchen yard's coin taken, through the courtyard (an event of the turn) to "
        "the loom shed, where another coin lies: take coin",
    ),
    item(
        courtyard(),
        "open door to east",
        (msg("You open the door."), K("opened")),
        "go east",
        thread(),
        "go west",
        courtyard(east_open=True),
        "go south",
        yard(event="A radio plays highlife in the next compound."),
        notes="there and back through the opened door, then south (an event of the turn): the "
        "kitchen yard's coin: take coin",
    ),
    item(
        courtyard(),
        "go north",
        loom(),
        "take coin",
        PICKED,
        "go south",
        courtyard(),
        "go south",
        yard(),
        "take coin",
        PICKED,
        "go north",
        courtyard(event="The shuttles clack in the loom shed."),
        notes="six turns: both coins taken, back in the courtyard (an event of the turn) with "
        "north and south visited; the thread store door is closed: open east; the gate west "
        "is locked",
    ),
    item(
        courtyard(),
        "go east",
        (msg("The door is closed."), K("refused", "closed")),
        "go west",
        (msg("The gate is locked."), K("refused", "locked")),
        "go north",
        loom(event="A weaver looks in, nods, and goes back to the courtyard."),
        notes="two refusals in the courtyard, left behind; in the loom shed a coin among the "
        "items: take coin",
    ),
    # ---- map C: the palace kitchens ----
    item(
        kitchen(),
        "go north",
        ("ERROR:  the door to the north is shut", K("refused", "closed")),
        "open north",
        ("NOTICE:  door opened", K("opened")),
        "go north",
        pastry(),
        notes="a game that prints SQL: the shut door refused, opened and walked through; the "
        "half-groat coin among the pastry house's items: take coin",
    ),
    item(
        kitchen(),
        "go east",
        boiling(),
        "go north",
        larder(),
        notes="through the boiling house to the wet larder, a dead end: south is the way in "
        "(initial, all visited): go south; a copper cauldron is no coin",
    ),
    item(
        kitchen(),
        "go south",
        serving(),
        "go west",
        ("ERROR:  the door to the west is locked", K("refused", "locked")),
        "go north",
        kitchen(),
        notes="the locked door refused in the serving place and left behind; back in the great "
        "kitchen south is visited; the pastry house door is shut (open north), the boiling "
        "house east unexplored (go east)",
    ),
    item(
        kitchen(),
        "open north",
        ("NOTICE:  door opened", K("opened")),
        "go north",
        pastry(),
        "take coin",
        ("NOTICE:  coin taken", K("took")),
        "go south",
        kitchen(pastry_open=True),
        "go east",
        boiling(),
        notes="the half-groat taken, back through the kitchen to the boiling house: west is the "
        "way in (initial, visited), north unexplored: go north",
    ),
    item(
        kitchen(),
        "e",
        boiling(),
        "n",
        larder(),
        "s",
        boiling(),
        "w",
        kitchen(event="the turnspit boy has fallen asleep by the fire"),
        notes="a loop back to the great kitchen (an event of the turn): east visited; the "
        "pastry house door is shut (open north); the serving place south unexplored (go south)",
    ),
    item(
        kitchen(),
        "go south",
        serving(),
        "go north",
        kitchen(),
        "go west",
        ("ERROR:  no way west from Great Kitchen", K("refused")),
        notes="back in the great kitchen, a move toward no exit refused (refused(west)) on this "
        "visit; south visited; open north or go east",
    ),
]
