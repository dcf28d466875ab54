"""history, nineteenth round: 2-8 turn walks with loops on three small symmetric tree maps, each
printed in a manner no earlier walk used. Map A, a fire station as a modern game's location
card ("LOCATION  Appliance Bay / EXITS  north (Mess Room), west (Locker Room), south (Yard; bay
doors shut) / HERE  ..."; replies "Blocked: the bay doors are shut.", "Bay doors open.",
"Pocketed: 20p coin.", "Locked: the watch room door.", "Nothing that way."). Map B, a cave
system in Colossal Cave's manner ("You're in the Great Hall. ...", "There is an old gold coin
here at the water's edge."; "There's no way through there.", "OK", a refused `climb up` up a
slimy shaft). Map C, allotments in ADRIFT's manner ("From here you can move north, south or
west.", "Also here is a silver penny."; "The shed door is shut.", "You open the shed door.",
"You take the silver penny.", "You can't move in that direction."). Coins taken on the way,
doors refused, opened and walked through, a locked door left locked, refusals in the middle
and at the end; moves spelled `n`, `north`, `go north`, `s`, `south`, `e`, `east`, `go east`,
`w`, `west`, `walk south`, `climb up`, `open south`, `open east`, `open shed door`, `take
coin`, `get coin`, `take penny`, `look`. The walks are printed from one map each by functions,
so a room reads the same on every visit; where two walks end in the same room, the last text
carries an event of that turn or differs by a door's state. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, a fire station: Appliance Bay n Mess Room, w Locker Room (a 20p coin), s Yard
# (bay doors, shut at first); Mess Room e Watch Room (locked); Yard e Drill Tower.
def card(location: str, exits: str, here: str) -> str:
    return f"LOCATION  {location}\nEXITS     {exits}\nHERE      {here}"


def bay(doors_open: bool = False) -> tuple:
    state = "open" if doors_open else "shut"
    return (
        card(
            "Appliance Bay",
            f"north (Mess Room), west (Locker Room), south (Yard; bay doors {state})",
            "two fire engines, a hose reel",
        ),
        R(
            "appliance bay",
            "n w s",
            closed="" if doors_open else "s",
            leads={"n": "mess room", "w": "locker room", "s": "yard"},
        ),
    )


def mess() -> tuple:
    return (
        card(
            "Mess Room",
            "south (Appliance Bay), east (Watch Room; door locked)",
            "a kettle, a rota, a dartboard",
        ),
        R("mess room", "s e", locked="e", leads={"s": "appliance bay", "e": "watch room"}),
    )


def locker(coin: bool = True) -> tuple:
    here = "a row of lockers, a helmet, a 20p coin" if coin else "a row of lockers, a helmet"
    return (
        card("Locker Room", "east (Appliance Bay)", here),
        R("locker room", "e", coin=coin, leads={"e": "appliance bay"}),
    )


def yard() -> tuple:
    return (
        card(
            "Yard",
            "north (Appliance Bay; bay doors open), east (Drill Tower)",
            "a hydrant, puddles",
        ),
        R("yard", "n e", leads={"n": "appliance bay", "e": "drill tower"}),
    )


def tower() -> tuple:
    return (
        card("Drill Tower", "west (Yard)", "a coil of rope, a practice ladder"),
        R("drill tower", "w", leads={"w": "yard"}),
    )


# ---- map B, a cave system: Entrance Chamber e Great Hall, n Muddy Crawl; Great Hall s Pool
# Chamber (an old gold coin); a shaft overhead at the entrance (no way up).
def entrance() -> tuple:
    return (
        "You're in the Entrance Chamber. Grey daylight filters down a shaft far overhead. A "
        "wide passage leads east, and a low crawl goes off to the north.",
        R("entrance chamber", "e n"),
    )


def crawl() -> tuple:
    return (
        "You're in a Muddy Crawl. The roof presses on your back. The crawl ends in a choke of "
        "mud; the only way out is south.",
        R("muddy crawl", "s"),
    )


def hall() -> tuple:
    return (
        "You're in the Great Hall. Your lamp cannot reach the roof. A passage leads west, and "
        "a sloping passage leads south. To the east a rift opens, far too narrow to enter.",
        R("great hall", "w s"),
    )


def pool(coin: bool = True) -> tuple:
    line = "\nThere is an old gold coin here at the water's edge." if coin else ""
    return (
        "You're in the Pool Chamber. A still black pool fills half the floor. The only way "
        f"on is north.{line}",
        R("pool chamber", "n", coin=coin),
    )


# ---- map C, allotments: Allotment Gate n Central Path, e Tool Shed (door shut at first);
# Central Path n Greenhouse (a silver penny), w Compost Bays.
def gate(shed_open: bool = False) -> tuple:
    state = "open" if shed_open else "shut"
    return (
        "Allotment Gate\nA rusty gate between hawthorn hedges, and a board listing the plot "
        f"holders. A wooden shed stands to the east; its door is {state}.\nFrom here you can "
        "move north or east.",
        R("allotment gate", "n e", closed="" if shed_open else "e"),
    )


def path() -> tuple:
    return (
        "Central Path\nA cinder path between the plots, with bean rows on either side.\nFrom "
        "here you can move north, south or west.",
        R("central path", "n s w"),
    )


def greenhouse(coin: bool = True) -> tuple:
    line = "\nAlso here is a silver penny." if coin else ""
    return (
        "Greenhouse\nTomatoes ripen on the vine, and the air smells of their leaves.\nFrom "
        f"here you can move south.{line}",
        R("greenhouse", "s", coin=coin),
    )


def compost() -> tuple:
    return (
        "Compost Bays\nThree bays of rotting leaves, steaming gently.\nFrom here you can move "
        "east.",
        R("compost bays", "e"),
    )


def shed() -> tuple:
    return (
        "Tool Shed\nForks, spades and a broken lawnmower. Cobwebs everywhere.\nFrom here you "
        "can move west.",
        R("tool shed", "w"),
    )


ITEMS = [
    # ---- map A ----
    item(
        bay(),
        "n",
        mess(),
        "e",
        ("Locked: the watch room door.", K("refused", door="locked")),
        "s",
        bay(),
        notes="a refusal left in the mess room; back in the first room north is visited, "
        "west unvisited and the bay doors shut: go west or open south",
    ),
    item(
        bay(),
        "w",
        locker(),
        "take coin",
        ("Pocketed: 20p coin.", K("took")),
        "e",
        bay(),
        "n",
        mess(),
        notes="the coin taken on the way; the mess room's watch room door is locked, so the "
        "only sensible way is back south (initial): go south",
    ),
    item(
        bay(),
        "south",
        ("Blocked: the bay doors are shut.", K("refused", door="closed")),
        "open south",
        ("Bay doors open.", K("opened")),
        "south",
        yard(),
        "east",
        tower(),
        notes="the bay doors refused, opened and walked through; the drill tower's one way "
        "is back west (initial, all visited): go west",
    ),
    item(
        bay(),
        "open south",
        ("Bay doors open.", K("opened")),
        "go south",
        yard(),
        "go north",
        bay(doors_open=True),
        notes="a loop back to the bay with its doors open: south visited; north and west "
        "unvisited: go north or west",
    ),
    item(
        bay(),
        "w",
        locker(),
        "take coin",
        ("Pocketed: 20p coin.", K("took")),
        "e",
        bay(),
        "s",
        ("Blocked: the bay doors are shut.", K("refused", door="closed")),
        "open south",
        ("Bay doors open.", K("opened")),
        "s",
        yard(),
        "e",
        tower(),
        "w",
        also(yard(), "A siren starts up somewhere across the town."),
        notes="eight turns: the yard again after the drill tower; both ways visited, north "
        "the way first entered: go north",
    ),
    item(
        bay(),
        "north",
        mess(),
        "south",
        bay(),
        "west",
        locker(),
        "take coin",
        ("Pocketed: 20p coin.", K("took")),
        notes="the coin taken in the locker room, whose one way east leads to the visited "
        "bay (initial, all visited): go east",
    ),
    # ---- map B ----
    item(
        entrance(),
        "e",
        hall(),
        "s",
        pool(),
        notes="an old gold coin at the water's edge: take it",
    ),
    item(
        entrance(),
        "n",
        crawl(),
        "s",
        entrance(),
        notes="back from the crawl: north visited, east not: go east",
    ),
    item(
        entrance(),
        "east",
        hall(),
        "east",
        ("There's no way through there.", K("refused")),
        notes="the rift east is too narrow (no exit), so the move is refused; west visited "
        "(initial), south unexplored: go south",
    ),
    item(
        entrance(),
        "go east",
        hall(),
        "walk south",
        pool(),
        "get coin",
        ("OK", K("took")),
        "north",
        hall(),
        "west",
        also(entrance(), "Far off, water drips into a pool."),
        notes="a loop back to the entrance after the coin: east visited, north not: go north",
    ),
    item(
        entrance(),
        "n",
        crawl(),
        "n",
        ("There's no way through there. The mud is solid.", K("refused")),
        "s",
        entrance(),
        "e",
        hall(),
        notes="a refusal left in the crawl; in the hall west is visited (initial), south "
        "unexplored: go south",
    ),
    item(
        entrance(),
        "e",
        hall(),
        "s",
        pool(),
        "take coin",
        ("OK", K("took")),
        "look",
        pool(coin=False),
        notes="the coin taken and the pool chamber looked at again: its one way north is "
        "visited (initial, all visited): go north",
    ),
    item(
        entrance(),
        "e",
        hall(),
        "w",
        entrance(),
        "climb up",
        ("The shaft walls are sheer and slimy. You slide back down.", K("refused")),
        notes="a refused climb up the shaft is no fact; east visited, north not: go north",
    ),
    # ---- map C ----
    item(
        gate(),
        "north",
        path(),
        "north",
        greenhouse(),
        notes="a silver penny in the greenhouse: take it",
    ),
    item(
        gate(),
        "east",
        ("The shed door is shut.", K("refused", door="closed")),
        "open shed door",
        ("You open the shed door.", K("opened", door="e")),
        "east",
        shed(),
        notes="the shed door refused, opened by name and walked through; the shed's one way "
        "is west (initial, all visited): go west",
    ),
    item(
        gate(),
        "n",
        path(),
        "w",
        compost(),
        "e",
        path(),
        notes="a loop back to the path: south and west visited, north not: go north",
    ),
    item(
        gate(),
        "go north",
        path(),
        "go north",
        greenhouse(),
        "take penny",
        ("You take the silver penny.", K("took")),
        "go south",
        path(),
        "go south",
        gate(),
        notes="back at the gate after the penny: north visited; the shed door east still "
        "shut: open east",
    ),
    item(
        gate(),
        "open east",
        ("You open the shed door.", K("opened")),
        "east",
        shed(),
        "west",
        gate(shed_open=True),
        notes="back at the gate with the shed door open: east visited, north not: go north",
    ),
    item(
        gate(),
        "n",
        path(),
        "e",
        ("You can't move in that direction.", K("refused")),
        "w",
        compost(),
        notes="a refusal left on the path; the compost bays' one way is east (initial, all "
        "visited): go east",
    ),
    item(
        gate(),
        "n",
        path(),
        "n",
        greenhouse(),
        "take penny",
        ("You take the silver penny.", K("took")),
        "s",
        path(),
        "w",
        compost(),
        "e",
        path(),
        "s",
        gate(),
        "e",
        ("The shed door is shut, and you can't walk through it.", K("refused", door="closed")),
        notes="eight turns ending at the shut shed door: refused and closed east; north "
        "visited: open east",
    ),
]
