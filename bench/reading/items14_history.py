"""history, fourteenth round: 2-6 turn walks with loops on three small symmetric tree maps, each
printed tersely: map A, a farm in a telegraphic Level 9-like manner with capital headings
("FARMYARD\nMuck, hens. Barn N. Lane E. Dairy W (door shut).", "LANE\nFarmyard W, spinney N.
E: brook, too deep to ford.", replies "Shut.", "Opened.", "Taken.", "No. Brook."); map B, a
minimal MUD without prose ("Forge\nexits: w e(closed)\n>", "a silver coin" on its own line,
"Door's closed.", "Ok.", "You get a silver coin.", "The gate is locked."); map C, a cloister
whose exits are arrows to their rooms ("== Cloister ==\nN -> Chapter House\nE -> Garth (gate,
shut)\nW -> Refectory", "Here: a silver groat", "The gate swings open.", "Groat taken.", "The
buttery door is locked."). Coins taken on the way, doors refused, opened and walked through,
refusals in the middle and at the end; moves spelled `n`, `N`, `e`, `go e`, `walk west`, `head
s`, `GO NORTH`, `go north`, `walk east`, `w`, `s`, `open w`, `open e`, `open west`, `open gate`,
`get penny`, `get coin`, `take groat`. The walks are printed from one map each by functions, so
a room reads the same on every visit; where two walks end in the same room, the last text
carries an event of that turn or differs by the state of a door or a coin. What a person reads
in each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (a farm): Farmyard n Barn (a penny), e Lane, w Dairy (door, shut at first);
# Lane n Spinney (east: a brook, no way).
def farmyard(opened: bool = False) -> tuple:
    door = "open" if opened else "shut"
    return (
        f"FARMYARD\nMuck, hens. Barn N. Lane E. Dairy W (door {door}).",
        R(
            "farmyard",
            "n e w",
            closed="" if opened else "w",
            leads={"n": "barn", "e": "lane", "w": "dairy"},
        ),
    )


def barn(coin: bool = True) -> tuple:
    straw = "\nPenny in the straw." if coin else ""
    return (f"BARN\nHay to the rafters. Way out S.{straw}", R("barn", "s", coin=coin))


def lane() -> tuple:
    return (
        "LANE\nFarmyard W, spinney N. E: brook, too deep to ford.",
        R("lane", "w n", leads={"w": "farmyard", "n": "spinney"}),
    )


def spinney() -> tuple:
    return ("SPINNEY\nHazels. Dead end; lane S.", R("spinney", "s", leads={"s": "lane"}))


def dairy() -> tuple:
    return (
        "DAIRY\nChurns, cold slate. Door E, farmyard.",
        R("dairy", "e", leads={"e": "farmyard"}),
    )


# map B (a village in a minimal MUD): Well Square n Chapel (a silver coin), e Forge, s Town
# Gate (its south gate locked); Forge e Shed (through a door, closed at first).
def square() -> tuple:
    return ("Well Square\nexits: n e s\n>", R("well square", "n e s"))


def chapel(coin: bool = True) -> tuple:
    thing = "\na silver coin" if coin else ""
    return (f"Chapel\nexits: s{thing}\n>", R("chapel", "s", coin=coin))


def forge(opened: bool = False) -> tuple:
    east = "e" if opened else "e(closed)"
    return (f"Forge\nexits: w {east}\n>", R("forge", "w e", closed="" if opened else "e"))


def shed() -> tuple:
    return ("Shed\nexits: w\nsacks, a broken cart\n>", R("shed", "w"))


def gate() -> tuple:
    return ("Town Gate\nexits: n s(locked)\n>", R("town gate", "n s", locked="s"))


# map C (a cloister, exits as arrows): Cloister n Chapter House, e Garth (through a gate, shut
# at first; a silver groat), w Refectory; Refectory s Buttery (locked).
def cloister(opened: bool = False) -> tuple:
    gate_state = "gate, open" if opened else "gate, shut"
    return (
        f"== Cloister ==\nN -> Chapter House\nE -> Garth ({gate_state})\nW -> Refectory",
        R(
            "cloister",
            "n e w",
            closed="" if opened else "e",
            leads={"n": "chapter house", "e": "garth", "w": "refectory"},
        ),
    )


def chapter_house() -> tuple:
    return (
        "== Chapter House ==\nS -> Cloister\nHere: a stone bench",
        R("chapter house", "s", leads={"s": "cloister"}),
    )


def garth(coin: bool = True) -> tuple:
    here = "\nHere: a silver groat" if coin else ""
    return (
        f"== Garth ==\nW -> Cloister (gate){here}",
        R("garth", "w", coin=coin, leads={"w": "cloister"}),
    )


def refectory() -> tuple:
    return (
        "== Refectory ==\nE -> Cloister\nS -> Buttery (locked)",
        R("refectory", "e s", locked="s", leads={"e": "cloister", "s": "buttery"}),
    )


ITEMS = [
    # ---- map A: the farm ----
    item(
        farmyard(),
        "e",
        lane(),
        "n",
        spinney(),
        notes="two rooms in: the spinney's only way is back south (initial, all visited)",
    ),
    item(
        farmyard(),
        "n",
        barn(),
        "get penny",
        ("Taken.", K("took")),
        "s",
        farmyard(),
        notes="the penny taken in the barn, then back: north visited; the dairy door west is "
        "shut and the lane east unexplored: open west or go east",
    ),
    item(
        farmyard(),
        "open w",
        ("Opened.", K("opened")),
        "walk west",
        dairy(),
        notes="the dairy door opened and walked through: the only way is back east (initial, "
        "all visited)",
    ),
    item(
        farmyard(),
        "w",
        ("Shut.", K("refused", door="closed")),
        "open west",
        ("Opened.", K("opened")),
        "w",
        dairy(),
        "e",
        farmyard(opened=True),
        notes="a refusal at the shut door, cleared by opening it; to the dairy and back: west "
        "visited, north and east not: go north or east",
    ),
    item(
        farmyard(),
        "go e",
        lane(),
        "n",
        spinney(),
        "head s",
        lane(),
        "w",
        also(farmyard(), "A hen scratches past your boots."),
        notes="a loop back to the first room: east visited; the barn north and the shut dairy "
        "door west are not: go north or open west",
    ),
    item(
        farmyard(),
        "N",
        barn(),
        "get penny",
        ("Taken.", K("took")),
        "s",
        farmyard(),
        "e",
        lane(),
        notes="through the farmyard twice; in the lane, west is visited (initial) and the "
        "spinney north is not; the brook east is no way: go north",
    ),
    item(
        farmyard(),
        "e",
        lane(),
        "e",
        ("No. Brook.", K("refused")),
        notes="the brook east is no exit and the move is refused: refused east; west visited "
        "(initial): go north",
    ),
    item(
        farmyard(),
        "e",
        lane(),
        "w",
        farmyard(),
        "n",
        barn(),
        notes="back through the farmyard to the barn: the penny is in the straw: take coin",
    ),
    # ---- map B: the minimal MUD ----
    item(
        square(),
        "n",
        chapel(),
        "get coin",
        ("You get a silver coin.\n>", K("took")),
        "s",
        square(),
        notes="the coin taken in the chapel, then back: north visited; east and south not: go "
        "east or south",
    ),
    item(
        square(),
        "e",
        forge(),
        "e",
        ("Door's closed.\n>", K("refused", door="closed")),
        "open e",
        ("Ok.\n>", K("opened")),
        "e",
        shed(),
        notes="refused at the closed door, opened, walked through: the shed's only way is back "
        "west (initial, all visited)",
    ),
    item(
        square(),
        "s",
        gate(),
        "s",
        ("The gate is locked.\n>", K("refused", door="locked")),
        notes="the town gate south is locked and refused; the only other way is back north "
        "(visited, initial): go north",
    ),
    item(
        square(),
        "e",
        forge(),
        "w",
        square(),
        "n",
        chapel(),
        notes="a loop through the square to the chapel: a silver coin lies here: take coin",
    ),
    item(
        square(),
        "e",
        forge(),
        "open e",
        ("Ok.\n>", K("opened")),
        "e",
        shed(),
        "w",
        forge(opened=True),
        notes="back from the shed into the forge: east and west both visited; west leads to the "
        "square it was first entered from (initial): go west",
    ),
    item(
        square(),
        "n",
        chapel(),
        "get coin",
        ("You get a silver coin.\n>", K("took")),
        "s",
        square(),
        "s",
        gate(),
        "n",
        square(),
        "e",
        forge(),
        notes="a long walk: the forge entered from the square (west visited, initial); its door "
        "east is closed and unexplored: open east",
    ),
    # ---- map C: the cloister ----
    item(
        cloister(),
        "go north",
        chapter_house(),
        "head s",
        cloister(),
        notes="there and back: north visited; the garth gate east is shut and the refectory "
        "west unexplored: open east or go west",
    ),
    item(
        cloister(),
        "walk west",
        refectory(),
        "s",
        ("The buttery door is locked.", K("refused", door="locked")),
        notes="the buttery door is locked and refused; east is visited (initial): go east",
    ),
    item(
        cloister(),
        "open gate",
        ("The gate swings open.", K("opened", door="e")),
        "walk east",
        garth(),
        "take groat",
        ("Groat taken.", K("took")),
        notes="the gate opened by its kind and walked through; the groat taken: back west "
        "(initial, all visited)",
    ),
    item(
        cloister(),
        "w",
        refectory(),
        "e",
        cloister(),
        "GO NORTH",
        chapter_house(),
        notes="through the cloister twice to the chapter house: back south (initial, all visited)",
    ),
    item(
        cloister(),
        "go north",
        chapter_house(),
        "s",
        cloister(),
        "w",
        refectory(),
        "e",
        also(cloister(), "A bell rings for sext."),
        notes="a loop: north and west visited; the garth gate east is shut: open east",
    ),
    item(
        cloister(),
        "e",
        ("The gate is shut.", K("refused", door="closed")),
        "open e",
        ("The gate swings open. Beyond it, grass.", K("opened")),
        notes="refused at the shut gate, then opened: the refusal is cleared; nothing visited: "
        "go north, east or west",
    ),
]
