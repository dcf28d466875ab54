"""history, thirty-fifth round: 2-8 turn walks (thirteen returning to a room) on three small
symmetric tree maps, each printed in a manner no earlier walk used: a tin soldier works played over
a telephone line by voice, its automated voice reading each room and asking for a direction ("You
are in the Casting Room. ... From here you can go north, to the Painting Room; east, to the Packing
Room, whose door is closed; or west, to the Foreman's Office, which is locked. Please say a
direction."; "I'm sorry. The Packing Room door is closed. To open it, say: open east.", "The Packing
Room door is now open.", "I'm sorry. The Foreman's Office is locked, and you do not have the key.",
"I'm sorry. There is no way north from here.", "You have picked up the silver coin. Well done.",
"This call may be recorded for training purposes."); a Venetian gondola yard in a game that prints
itself like a shell ("[~/squero/slipway]", "You are in: Slipway", "exits: north/ -> Oar Loft",
"east/ -> Pitch Shed [door: shut]", "items: (none)", "$"; "go: east: door is shut (try: open east)",
"open: east: door opened", "go: south: door locked (Signor Tramontin has the key)", "go: north: no
such exit", "take: coin: taken (1 coin carried)"); an ice hotel on a television game show, told by
its commentator ("LIVE -- THE ICE BAR", "COMMENTATOR: And here she is in the Ice Bar, folks"; "Ooh,
she's walked smack into the suite door! It's shut", "And she hauls the suite door open!", "The big
doors are locked! No escape into the snow", "Oh dear, that's solid ice.", "She's got it! The coin is
in her glove!"). Coins taken, doors refused, opened and walked through, locked doors refused,
refusals in the middle and at the end; moves spelled `north`, `east`, `west`, `go east`, `open
east`, `take coin`, `go north`, `go south`, `go west`, `n`, `e`, `w`, `s`, `walk west`, `head
north`. The walks are printed from one map each by functions, so a room reads the same on every
visit. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a tin soldier works by telephone: Casting Room n Painting Room (w Lead Store, a
# silver coin), e Packing Room (door, closed at first; n Loading Bay), w Foreman's Office
# (locked).
RECORDED = "This call may be recorded for training purposes."


def casting(packing_open: bool = False, event: str = "") -> tuple:
    door = "whose door is open" if packing_open else "whose door is closed"
    tail = f"\n{event}" if event else ""
    return (
        "You are in the Casting Room. Moulds for grenadiers and drummer boys line the benches. "
        "From here you can go north, to the Painting Room; east, to the Packing Room, "
        f"{door}; or west, to the Foreman's Office, which is locked. Please say a direction."
        f"{tail}",
        R(
            "casting room",
            "n e w",
            closed="" if packing_open else "e",
            locked="w",
            leads={"n": "painting room", "e": "packing room", "w": "foreman's office"},
        ),
    )


def painting() -> tuple:
    return (
        "You are in the Painting Room. Rows of tiny red coats dry under the lamps. You can go "
        "south, to the Casting Room, or west, to the Lead Store. Please say a direction.",
        R("painting room", "s w", leads={"s": "casting room", "w": "lead store"}),
    )


def lead_store(coin: bool = True) -> tuple:
    here = " There is a silver coin here. To pick it up, say: take coin." if coin else ""
    return (
        "You are in the Lead Store. Ingots are stacked like loaves of grey bread. The only way "
        f"out is east, to the Painting Room.{here} Please say a command.",
        R("lead store", "e", coin=coin, leads={"e": "painting room"}),
    )


def packing() -> tuple:
    return (
        "You are in the Packing Room. Boxes of twelve soldiers wait to be tied with string. You "
        "can go west, to the Casting Room, or north, to the Loading Bay. Please say a direction.",
        R("packing room", "w n", leads={"w": "casting room", "n": "loading bay"}),
    )


def loading_bay() -> tuple:
    return (
        "You are in the Loading Bay. A carrier's van waits with its doors open, but it is not "
        "going anywhere tonight. The only way out is south, to the Packing Room. Please say a "
        "direction.",
        R("loading bay", "s", leads={"s": "packing room"}),
    )


PACKING_SHUT = (
    "I'm sorry. The Packing Room door is closed. To open it, say: open east.",
    K("refused", "closed"),
)
PACKING_OPENED = ("The Packing Room door is now open.", K("opened"))
OFFICE_LOCKED = (
    "I'm sorry. The Foreman's Office is locked, and you do not have the key.",
    K("refused", "locked"),
)
TIN_TAKEN = ("You have picked up the silver coin. Well done.", K("took"))

# ---- map B, a gondola yard printed like a shell: Slipway n Oar Loft (w Forcole Shop, a coin),
# e Pitch Shed (door, shut at first; a coin), s Office (locked).


def shell(path: str, name: str, body: str, exits: str, items: str) -> str:
    return f"[~/squero/{path}]\nYou are in: {name}\n{body}\nexits: {exits}\nitems: {items}\n$"


def slipway(shed_open: bool = False) -> tuple:
    door = "open" if shed_open else "shut"
    return (
        shell(
            "slipway",
            "Slipway",
            "A gondola lies belly-up on trestles, half scraped of its black paint. The canal "
            "laps at the foot of the slip, west.",
            f"north/ -> Oar Loft\n       east/  -> Pitch Shed [door: {door}]\n       south/ -> "
            "Office [door: locked]",
            "(none)",
        ),
        R(
            "slipway",
            "n e s",
            closed="" if shed_open else "e",
            locked="s",
            leads={"n": "oar loft", "e": "pitch shed", "s": "office"},
        ),
    )


def oar_loft() -> tuple:
    return (
        shell(
            "oar_loft",
            "Oar Loft",
            "Long oars hang in racks under the roof beams, each with its owner's name burnt in.",
            "south/ -> Slipway\n       west/  -> Forcole Shop",
            "(none)",
        ),
        R("oar loft", "s w", leads={"s": "slipway", "w": "forcole shop"}),
    )


def forcole_shop(coin: bool = True) -> tuple:
    return (
        shell(
            "forcole_shop",
            "Forcole Shop",
            "Carved walnut oarlocks, twisted like driftwood, wait on the bench for their gondolas.",
            "east/  -> Oar Loft",
            "coin, chisel" if coin else "chisel",
        ),
        R("forcole shop", "e", coin=coin, leads={"e": "oar loft"}),
    )


def pitch_shed(coin: bool = True) -> tuple:
    return (
        shell(
            "pitch_shed",
            "Pitch Shed",
            "A pot of pitch smokes over a brazier, and the air is thick enough to chew.",
            "west/  -> Slipway [door: open]",
            "pitch pot, coin" if coin else "pitch pot",
        ),
        R("pitch shed", "w", coin=coin, leads={"w": "slipway"}),
    )


SHED_SHUT = ("go: east: door is shut (try: open east)\n$", K("refused", "closed"))
SHED_OPENED = ("open: east: door opened\n$", K("opened"))
SQUERO_TAKEN = ("take: coin: taken (1 coin carried)\n$", K("took"))

# ---- map C, an ice hotel on television: Ice Bar n Ice Chapel (a coin), e Suite 7 (door, shut
# at first; n Suite 8, locked), w Reception (s the big doors, locked; n Cloakroom, a coin).


def ice_bar(suite_open: bool = False) -> tuple:
    door = "and that suite door is OPEN now!" if suite_open else "and that suite door is SHUT!"
    return (
        "LIVE -- THE ICE BAR\nCOMMENTATOR: And here she is in the Ice Bar, folks, everything "
        "carved out of river ice, even the glasses! Exits north to the Ice Chapel and east to "
        f"Suite 7 -- {door} West is the Reception.",
        R(
            "ice bar",
            "n e w",
            closed="" if suite_open else "e",
            leads={"n": "ice chapel", "e": "suite 7", "w": "reception"},
        ),
    )


def ice_chapel(coin: bool = True) -> tuple:
    here = " And look at that -- there's a coin on the altar!" if coin else ""
    return (
        "LIVE -- THE ICE CHAPEL\nCOMMENTATOR: She's into the Ice Chapel! Pews of ice, an altar "
        f"of ice, and the only way out is back south to the bar.{here}",
        R("ice chapel", "s", coin=coin, leads={"s": "ice bar"}),
    )


def suite_7() -> tuple:
    return (
        "LIVE -- SUITE 7\nCOMMENTATOR: Suite 7, everybody! A bed of ice under reindeer skins. "
        "The door she came through is west, and the connecting door to Suite 8, north, is "
        "locked.",
        R("suite 7", "w n", locked="n", leads={"w": "ice bar", "n": "suite 8"}),
    )


def reception(event: str = "") -> tuple:
    tail = f" {event}" if event else ""
    return (
        "LIVE -- RECEPTION\nCOMMENTATOR: Over at Reception! The big doors to the snow, south, "
        f"are locked after dark. The cloakroom's north, and the bar's east.{tail}",
        R("reception", "s n e", locked="s", leads={"n": "cloakroom", "e": "ice bar"}),
    )


def cloakroom(coin: bool = True) -> tuple:
    here = " -- and there's a coin lying on the bench between the boots!" if coin else "."
    return (
        "LIVE -- THE CLOAKROOM\nCOMMENTATOR: The Cloakroom! Snowsuits on every peg, one way in "
        f"and out, and that's south{here}",
        R("cloakroom", "s", coin=coin, leads={"s": "reception"}),
    )


SUITE_SHUT = (
    "COMMENTATOR: Ooh, she's walked smack into the suite door! It's shut, folks. She'll have "
    "to open it.",
    K("refused", "closed"),
)
SUITE_OPENED = ("COMMENTATOR: And she hauls the suite door open! Lovely technique.", K("opened"))
ICE_TAKEN = ("COMMENTATOR: She's got it! The coin is in her glove!", K("took"))

ITEMS = [
    # ---- map A ----
    item(
        casting(),
        "north",
        painting(),
        "west",
        lead_store(),
        notes="by voice: north into the painting room and west into the lead store, whose only "
        "way is east (visited, the way in, all visited); a silver coin: take it",
    ),
    item(
        casting(),
        "go east",
        PACKING_SHUT,
        "open east",
        PACKING_OPENED,
        "east",
        packing(),
        notes="the packing room door refused as closed, opened and walked through: west "
        "visited and the way in; the loading bay north is not: go north",
    ),
    item(
        casting(),
        "north",
        painting(),
        "south",
        casting(event=RECORDED),
        notes="a loop to the painting room and back: north visited; the packing room door east "
        "closed (open it); the foreman's office west locked (no action)",
    ),
    item(
        casting(),
        "west",
        OFFICE_LOCKED,
        "north",
        painting(),
        "west",
        lead_store(),
        "take coin",
        TIN_TAKEN,
        "east",
        painting(),
        notes="the locked office refused in the casting room (left behind), the lead store's "
        "coin taken, and back into the painting room: both its ways visited (all visited); go "
        "back south, the way it was first entered",
    ),
    item(
        casting(),
        "open east",
        PACKING_OPENED,
        "east",
        packing(),
        "north",
        loading_bay(),
        "south",
        packing(),
        "west",
        casting(packing_open=True),
        notes="a six-turn loop through the opened door to the loading bay and back: in the "
        "first room east is visited and its door open; north is open and unvisited: go north",
    ),
    item(
        painting(),
        "west",
        lead_store(),
        "take coin",
        TIN_TAKEN,
        "east",
        painting(),
        "south",
        casting(),
        notes="a walk begun in the painting room: the coin taken, then south into the casting "
        "room, first entered from the north (visited, the way in); the packing room door east "
        "is closed: open it; the office locked",
    ),
    item(
        casting(),
        "east",
        PACKING_SHUT,
        "north",
        painting(),
        "west",
        lead_store(),
        "take coin",
        TIN_TAKEN,
        "east",
        painting(),
        "north",
        ("I'm sorry. There is no way north from here.", K("refused")),
        notes="a refusal left behind in the casting room, the lead store's coin taken, then a "
        "refusal in the painting room (refused north, a way never given); south and west both "
        "visited (all visited): go back south, the way in",
    ),
    # ---- map B ----
    item(
        slipway(),
        "go east",
        SHED_SHUT,
        "open east",
        SHED_OPENED,
        "go east",
        pitch_shed(),
        notes="the pitch shed door refused as shut, opened and walked through; the shed's only "
        "way west is visited and the way in (all visited); a coin among the items: take it",
    ),
    item(
        slipway(),
        "go north",
        oar_loft(),
        "go west",
        forcole_shop(),
        "take coin",
        SQUERO_TAKEN,
        "go east",
        oar_loft(),
        notes="the forcole shop's coin taken and back to the oar loft: west and south both "
        "visited (all visited); go back south, the way in",
    ),
    item(
        slipway(),
        "go south",
        ("go: south: door locked (Signor Tramontin has the key)\n$", K("refused", "locked")),
        "go north",
        oar_loft(),
        "go west",
        forcole_shop(),
        notes="the office door refused as locked on the slipway (left behind), then north and "
        "west into the forcole shop: east visited, the way in, all visited; a coin: take it",
    ),
    item(
        slipway(),
        "go north",
        oar_loft(),
        "go west",
        forcole_shop(),
        "take coin",
        SQUERO_TAKEN,
        "go east",
        oar_loft(),
        "go south",
        slipway(),
        "open east",
        SHED_OPENED,
        "go east",
        pitch_shed(),
        "take coin",
        ("take: coin: taken (2 coins carried)\n$", K("took")),
        notes="an eight-turn walk: the forcole shop's coin taken, back to the slipway, the pitch "
        "shed door opened and its coin taken too; the shed's only way west is visited, the way "
        "in (all visited): go west; the canal west of the slipway is no exit",
    ),
    item(
        slipway(),
        "open east",
        SHED_OPENED,
        "go east",
        pitch_shed(),
        "take coin",
        SQUERO_TAKEN,
        "go west",
        slipway(shed_open=True),
        notes="the pitch shed's coin taken and back: east visited, its door open; north is "
        "open and unvisited: go north",
    ),
    item(
        oar_loft(),
        "go west",
        forcole_shop(),
        "go north",
        ("go: north: no such exit\n$", K("refused")),
        notes="a walk begun in the oar loft: west into the forcole shop, where north is refused "
        "(no such exit); east visited, the way in, all visited; a coin among the items: take it",
    ),
    item(
        slipway(),
        "go north",
        oar_loft(),
        "go west",
        forcole_shop(coin=False),
        "go east",
        oar_loft(),
        "go south",
        slipway(),
        "go west",
        ("go: west: no such exit (that's the canal)\n$", K("refused")),
        notes="a five-turn loop (the forcole shop empty in this game), then the canal refused "
        "(refused west): north visited; the pitch shed door east shut (open it); the office "
        "locked",
    ),
    # ---- map C ----
    item(
        ice_bar(),
        "e",
        SUITE_SHUT,
        "n",
        ice_chapel(),
        notes="the suite door refused (left behind), then north into the ice chapel, whose only "
        "way is south (visited, the way in, all visited); the coin on the altar: take it",
    ),
    item(
        ice_bar(),
        "w",
        reception(),
        "n",
        cloakroom(),
        "take coin",
        ICE_TAKEN,
        "s",
        reception(),
        "e",
        ice_bar(),
        "open east",
        SUITE_OPENED,
        "e",
        suite_7(),
        notes="a seven-turn walk: the cloakroom's coin taken, back through reception to the "
        "bar, then the suite door opened and walked through: west visited and the way in; the "
        "connecting door north locked (no action): go west",
    ),
    item(
        ice_bar(),
        "walk west",
        reception(),
        "head north",
        cloakroom(),
        "take coin",
        ICE_TAKEN,
        "s",
        reception(),
        notes="the cloakroom's coin taken and back to reception: north and east visited, the "
        "big doors south locked; nothing left but the way in: go east",
    ),
    item(
        ice_bar(),
        "w",
        reception(),
        "s",
        (
            "COMMENTATOR: The big doors are locked! No escape into the snow for our contestant "
            "tonight!",
            K("refused", "locked"),
        ),
        "e",
        ice_bar(),
        notes="the locked doors refused at reception (left behind), then back to the bar: west "
        "visited; north open and unvisited (go north), the suite door east shut (open it)",
    ),
    item(
        ice_bar(),
        "n",
        ice_chapel(),
        "take coin",
        ICE_TAKEN,
        "s",
        ice_bar(),
        "w",
        reception(event="Listen to that wind getting up outside!"),
        notes="the chapel's coin taken, back through the bar and west to reception: east "
        "visited and the way in, the cloakroom north not (go north); the big doors locked",
    ),
    item(
        ice_bar(),
        "s",
        ("COMMENTATOR: Oh dear, that's solid ice. She's bounced right off it!", K("refused")),
        "open east",
        SUITE_OPENED,
        "e",
        suite_7(),
        "n",
        (
            "COMMENTATOR: The connecting door to Suite 8 is locked! She'll not get through there!",
            K("refused", "locked"),
        ),
        notes="a wall of ice refused in the bar (left behind), the suite door opened and walked "
        "through, then the connecting door refused as locked: west visited and the way in: go "
        "west",
    ),
]
