"""history, fifty-first round (no emphasis beyond a hidden test of the same kind): 2-6 turn walks
(twelve returning to a room) on three small symmetric tree maps, each printed in a manner no earlier
walk used: map A, a Monterey fish cannery told in a screenplay's scene headings and action lines
("INT. GUTTING SHED - NIGHT", "The door to the COLD STORE, NORTH, is shut. The MANAGER'S OFFICE
door, WEST, is locked. SOUTH, a hatch opens on the bay: a sheer drop to the water."; a Retort Room
where "A brass wen, a Chinese cash coin with a square hole, lies by the pressure gauge."; "YOU try
the cold store door. It's SHUT.", "YOU haul the door open. Cold air rolls out.", "YOU rattle the
manager's door. LOCKED.", "YOU look down at the water. Not that way.", "YOU pocket the wen."); map
B, a Victorian sewage pumping station in a HyperCard-like stack, each card headed by its name
between rules, its ways as buttons ("[ North: Boiler House ] [ East: Coal Store (door shut) ] [
West: Superintendent's Office (locked) ]") and its replies in alert boxes ("Alert: The coal store
door is shut. [ OK ]", "Alert: You open the door. [ OK ]", "Alert: The superintendent's office is
locked. [ OK ]", "Alert: There is no way through the grating. [ OK ]", "Alert: You pick up the
nummus. [ OK ]"; a Fitting Shop with "a little Roman nummus, found when they dug the well"); map C,
an Antarctic base on the radio, each text a field party's call and the base's answer ("TWO: Base,
this is Two. I'm in the boot room. ... Door north to the generator shed is shut. Met office is east,
no door. Fuel store door west is locked, Doc has the key. South is just the window and the ice.
Over.\nBASE: Copy, Two."; a Radio Room with "a one-rand coin on the desk"; "Generator shed door is
shut, can't get through.", "Door's open.", "Fuel store's locked.", "That's the window, Base. Not
going out that way.", "Got the rand."); coins taken, doors refused, opened and walked through,
locked doors and ways that are none refused and left behind, returns to the first room and to rooms
between, a walk that ends beside the coin; moves spelled `walk north`, `walk south`, `walk east`,
`walk west`, `open door`, `take coin`, `go north`, `go south`, `go east`, `go west`, `head north`,
`head south`, `head east`, `head west`. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a fish cannery (a screenplay): GUTTING SHED n COLD STORE (a door, shut at first), e
# CANNING LINE (an archway), w the manager's office (locked), s a hatch on the bay (no way);
# CANNING LINE n RETORT ROOM (a doorway; a brass wen).


def gutting(door: str = "shut", event: str = "") -> tuple:
    text = (
        "INT. GUTTING SHED - NIGHT\n\nLong steel tables slick with scales under bare bulbs. "
        "Gulls scream outside. The CANNING LINE is through an archway to the EAST. The door to "
        f"the COLD STORE, NORTH, is {door}. The MANAGER'S OFFICE door, WEST, is locked. SOUTH, "
        "a hatch opens on the bay: a sheer drop to the water."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "gutting shed",
            "e n w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"e": "canning line", "n": "cold store", "w": "manager's office"},
        ),
    )


def cold(door: str = "open") -> tuple:
    return (
        "INT. COLD STORE - NIGHT\n\nIce in sacks, and sardines in their boxes stacked to the "
        f"roof. Breath smokes. The only way out is the door, SOUTH. It is {door}.",
        R("cold store", "s", closed="s" if door == "shut" else "", leads={"s": "gutting shed"}),
    )


def canning(event: str = "") -> tuple:
    text = (
        "INT. CANNING LINE - NIGHT\n\nThe line clanks, empty cans riding it like a tin river. "
        "The GUTTING SHED is through the archway, WEST. A doorway NORTH leads into the "
        "RETORT ROOM."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("canning line", "w n", leads={"w": "gutting shed", "n": "retort room"}))


def retort(coin: bool = True, event: str = "") -> tuple:
    text = (
        "INT. RETORT ROOM - NIGHT\n\nSteam. Three iron retorts, hissing, doors bolted down. "
        "The only way out is the doorway SOUTH."
    )
    if coin:
        text += (
            "\n\nA brass wen, a Chinese cash coin with a square hole, lies by the pressure gauge."
        )
    if event:
        text += f"\n\n{event}"
    return (text, R("retort room", "s", coin=coin, leads={"s": "canning line"}))


A_SHUT = ("YOU try the cold store door. It's SHUT.", K("refused", "closed"))
A_OPEN_N = ("YOU haul the door open. Cold air rolls out.", K("opened", "north"))
A_LOCKED = ("YOU rattle the manager's door. LOCKED.", K("refused", "locked"))
A_DROP = ("YOU look down at the water. Not that way.", K("refused"))
A_TOOK = ("YOU pocket the wen.", K("took"))

# ---- map B, a sewage pumping station (a stack of cards): BEAM ENGINE HOUSE n BOILER HOUSE (an
# arch), e COAL STORE (a door, shut at first), w the superintendent's office (locked), s the sump
# grating (no way); BOILER HOUSE e FITTING SHOP (a door ajar; a Roman nummus).

_RULE = "\u2500" * 8


def _card(name: str, body: str, buttons: str) -> str:
    return f"{_RULE} {name} {_RULE}\n\n{body}\n\n{buttons}"


def engine(door: str = "shut", event: str = "") -> tuple:
    east = "[ East: Coal Store (door shut) ]" if door == "shut" else "[ East: Coal Store ]"
    body = (
        "The great beam rocks overhead, slow as breathing, and the pump rods go down into the "
        "dark. A grating in the south of the floor covers the sump: black water, and no way "
        "through."
    )
    if event:
        body += f" {event}"
    return (
        _card(
            "Beam Engine House",
            body,
            f"[ North: Boiler House ]  {east}  [ West: Superintendent's Office (locked) ]",
        ),
        R(
            "beam engine house",
            "n e w",
            closed="e" if door == "shut" else "",
            locked="w",
            leads={"n": "boiler house", "e": "coal store", "w": "superintendent's office"},
        ),
    )


def coal(door: str = "open") -> tuple:
    west = (
        "[ West: Beam Engine House (door shut) ]"
        if door == "shut"
        else ("[ West: Beam Engine House ]")
    )
    return (
        _card(
            "Coal Store",
            "Coal to the roof, and a barrow with one handle. Black dust on everything, you "
            "included.",
            west,
        ),
        R(
            "coal store",
            "w",
            closed="w" if door == "shut" else "",
            leads={"w": "beam engine house"},
        ),
    )


def boiler(event: str = "") -> tuple:
    body = "Three Lancashire boilers, and the stokers' shovels propped against them."
    if event:
        body += f" {event}"
    return (
        _card(
            "Boiler House",
            body,
            "[ South: Beam Engine House ]  [ East: Fitting Shop (door ajar) ]",
        ),
        R("boiler house", "s e", leads={"s": "beam engine house", "e": "fitting shop"}),
    )


def fitting(coin: bool = True) -> tuple:
    body = "A lathe, a forge and a rack of spanners as long as your arm."
    if coin:
        body += (
            " On the bench lies a little Roman nummus, found when they dug the well, that "
            "nobody has got round to sending to the museum."
        )
    return (
        _card("Fitting Shop", body, "[ West: Boiler House ]"),
        R("fitting shop", "w", coin=coin, leads={"w": "boiler house"}),
    )


def alert(line: str, reading: K) -> tuple:
    return (f"Alert: {line}  [ OK ]", reading)


B_SHUT = alert("The coal store door is shut.", K("refused", "closed"))
B_LOCKED = alert("The superintendent's office is locked.", K("refused", "locked"))
B_GRATING = alert("There is no way through the grating.", K("refused"))
B_TOOK = alert("You pick up the nummus.", K("took"))

# ---- map C, an Antarctic base (the radio): BOOT ROOM n GENERATOR SHED (a door, shut at first), e
# MET OFFICE (no door), w the fuel store (locked), s a window (no way); MET OFFICE n RADIO ROOM (a
# door, open; a one-rand coin).


def boot(door: str = "shut", event: str = "") -> tuple:
    text = (
        "TWO: Base, this is Two. I'm in the boot room. Drying racks, forty pairs of boots, "
        f"smells like it. Door north to the generator shed is {door}. Met office is east, no "
        "door. Fuel store door west is locked, Doc has the key. South is just the window and "
        "the ice. Over.\nBASE: Copy, Two."
    )
    if event:
        text += f" {event}"
    return (
        text + " Base out.",
        R(
            "boot room",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "generator shed", "e": "met office", "w": "fuel store"},
        ),
    )


def generator(door: str = "open") -> tuple:
    return (
        "TWO: Base, Two. In the generator shed. Two gensets, one running, loud. Only door is "
        f"south, it's {door}. Over.\nBASE: Copy that. Base out.",
        R("generator shed", "s", closed="s" if door == "shut" else "", leads={"s": "boot room"}),
    )


def met(event: str = "") -> tuple:
    text = (
        "TWO: Base, Two. In the met office. Barometer, the balloon bench, a kettle. Boot room's "
        "west. Radio room door's north and it's open. Over.\nBASE: Copy, Two."
    )
    if event:
        text += f" {event}"
    return (
        text + " Base out.",
        R("met office", "w n", leads={"w": "boot room", "n": "radio room"}),
    )


def radio(coin: bool = True) -> tuple:
    text = (
        "TWO: Base, Two. In the radio room, which you know, because you're looking at me. "
        "Only way out is south."
    )
    if coin:
        text += " There's a one-rand coin on the desk, somebody's lucky coin."
    return (
        text + " Over.\nBASE: Funny. Base out.",
        R("radio room", "s", coin=coin, leads={"s": "met office"}),
    )


def call(line: str, reading: K) -> tuple:
    return (f"TWO: {line} Over.\nBASE: Copy. Base out.", reading)


C_SHUT = call("Generator shed door is shut, can't get through.", K("refused", "closed"))
C_OPEN = call("Door's open.", K("opened", "north"))
C_LOCKED = call("Fuel store's locked.", K("refused", "locked"))
C_WINDOW = call("That's the window, Base. Not going out that way.", K("refused"))
C_TOOK = call("Got the rand.", K("took"))

ITEMS = [
    # ---- map A
    item(
        gutting(),
        "walk north",
        A_SHUT,
        "open door",
        A_OPEN_N,
        "walk north",
        cold(),
        "walk south",
        gutting(door="open"),
        notes="cannery: the cold store door refused as shut, opened, walked through and back; "
        "in the gutting shed (the first room: no initial) north visited, east unvisited: go "
        "east; the manager's door locked, the hatch on the bay no way",
    ),
    item(
        gutting(),
        "walk east",
        canning(),
        "walk north",
        retort(),
        "take coin",
        A_TOOK,
        "walk south",
        canning(),
        "walk west",
        gutting(),
        notes="cannery: the wen taken in the retort room, back through the canning line to the "
        "gutting shed: east visited (no initial), the cold store door north shut: open north",
    ),
    item(
        gutting(),
        "walk west",
        A_LOCKED,
        "walk south",
        A_DROP,
        "walk east",
        canning(),
        "walk north",
        retort(),
        notes="cannery: the manager's door refused as locked and the drop refused, both left in "
        "the gutting shed; on through the canning line to the retort room beside the wen: take "
        "it",
    ),
    item(
        retort(),
        "take coin",
        A_TOOK,
        "walk south",
        canning(),
        "walk west",
        gutting(event="A FOREMAN crosses with a clipboard, doesn't look up."),
        notes="cannery, a walk begun in the retort room: the wen taken; in the gutting shed east "
        "visited (initial), the cold store door north shut: open north",
    ),
    item(
        canning(),
        "walk west",
        gutting(),
        "walk north",
        A_SHUT,
        "open door",
        A_OPEN_N,
        "walk north",
        cold(),
        "walk south",
        gutting(door="open"),
        "walk east",
        canning(event="The line stops with a bang. Silence. Then it starts again."),
        notes="cannery, a walk begun in the canning line: the gutting shed and the cold store "
        "seen, back in the canning line (the first room: no initial): west visited, the retort "
        "room north unvisited: go north",
    ),
    item(
        cold(door="shut"),
        "open door",
        ("YOU shoulder the door open. Warm air, and the smell of fish.", K("opened", "south")),
        "walk south",
        gutting(door="open", event="A radio somewhere plays a Mexican waltz."),
        "walk east",
        canning(),
        "walk west",
        gutting(door="open", event="Somebody laughs out on the wharf."),
        notes="cannery, a walk begun in the cold store: its door opened, the gutting shed and "
        "the canning line seen, back in the gutting shed: north visited (initial: the way first "
        "entered), east visited, the manager's door locked (not all_visited): go back north",
    ),
    item(
        gutting(),
        "walk east",
        canning(),
        "walk west",
        gutting(event="NED drops a tray of sardines. Nobody helps him."),
        notes="cannery: the canning line seen, back in the gutting shed (no initial): east "
        "visited, the cold store door north shut: open north",
    ),
    # ---- map B
    item(
        engine(),
        "go east",
        B_SHUT,
        "open door",
        alert("You open the door.", K("opened", "east")),
        "go east",
        coal(),
        "go west",
        engine(door="open"),
        notes="pumping station: the coal store door refused as shut, opened, walked through and "
        "back; in the beam engine house (the first room: no initial) east visited, north "
        "unvisited: go north; the superintendent's office locked, the sump grating no way",
    ),
    item(
        engine(),
        "go north",
        boiler(),
        "go east",
        fitting(),
        notes="pumping station: north to the boiler house, east to the fitting shop: 'a little "
        "Roman nummus' on the bench (a coin in the room): take it",
    ),
    item(
        engine(),
        "go west",
        B_LOCKED,
        "go north",
        boiler(),
        "go east",
        fitting(),
        "take coin",
        B_TOOK,
        "go west",
        boiler(event="A stoker leans on his shovel and watches you."),
        notes="pumping station: the superintendent's office refused as locked and left; the "
        "nummus taken; back in the boiler house south visited (initial) and east visited "
        "(all_visited): go back south",
    ),
    item(
        fitting(),
        "take coin",
        B_TOOK,
        "go west",
        boiler(),
        "go south",
        engine(),
        notes="pumping station, a walk begun in the fitting shop: the nummus taken; in the beam "
        "engine house north visited (initial), the coal store door east shut: open east",
    ),
    item(
        boiler(),
        "go south",
        engine(),
        "go south",
        B_GRATING,
        "go north",
        boiler(),
        notes="pumping station, a walk begun in the boiler house: the grating refused (no way) "
        "and left in the beam engine house; back in the boiler house (the first room: no "
        "initial) south visited, the fitting shop east unvisited: go east",
    ),
    item(
        coal(door="shut"),
        "open door",
        alert("You open the door.", K("opened", "west")),
        "go west",
        engine(door="open"),
        "go north",
        boiler(),
        "go south",
        engine(door="open", event="The engine's beam pauses at the top of its stroke."),
        notes="pumping station, a walk begun in the coal store: the beam engine house entered "
        "from the east (initial east), the boiler house seen and left; east and north visited, "
        "the superintendent's office locked (not all_visited): go back east",
    ),
    item(
        engine(),
        "go north",
        boiler(),
        "go south",
        engine(event="Somewhere below, a pump valve clacks."),
        notes="pumping station: the boiler house seen, back in the beam engine house (no "
        "initial): north visited, the coal store door east shut: open east",
    ),
    # ---- map C
    item(
        boot(),
        "head north",
        C_SHUT,
        "open door",
        C_OPEN,
        "head north",
        generator(),
        notes="Antarctic base: the generator shed door refused as shut, opened, walked through; "
        "the shed's only way south (visited, initial, all_visited): go back south",
    ),
    item(
        boot(),
        "head east",
        met(),
        "head north",
        radio(),
        "take coin",
        C_TOOK,
        "head south",
        met(event="Kettle's on."),
        notes="Antarctic base: the rand taken in the radio room, back in the met office: west "
        "visited (initial), north visited (all_visited): go back west",
    ),
    item(
        boot(),
        "head west",
        C_LOCKED,
        "head south",
        C_WINDOW,
        "head east",
        met(),
        notes="Antarctic base: the fuel store refused as locked and the window refused, both "
        "left in the boot room; in the met office west visited (initial), the radio room door "
        "north open: go north",
    ),
    item(
        radio(),
        "take coin",
        C_TOOK,
        "head south",
        met(),
        "head west",
        boot(),
        notes="Antarctic base, a walk begun in the radio room: the rand taken; in the boot room "
        "east visited (initial), the generator shed door north shut: open north",
    ),
    item(
        met(),
        "head west",
        boot(),
        "head north",
        C_SHUT,
        "open door",
        C_OPEN,
        "head north",
        generator(),
        "head south",
        boot(door="open"),
        "head east",
        met(event="Wind's picking up, Two."),
        notes="Antarctic base, a walk begun in the met office: the boot room and the generator "
        "shed seen, back in the met office (the first room: no initial): west visited, the "
        "radio room north unvisited: go north",
    ),
    item(
        generator(door="shut"),
        "open door",
        call("Door's open.", K("opened", "south")),
        "head south",
        boot(door="open"),
        "head east",
        met(),
        "head north",
        radio(),
        notes="Antarctic base, a walk begun in the generator shed: its door opened, on through "
        "the boot room and the met office to the radio room beside the rand: take it",
    ),
]
