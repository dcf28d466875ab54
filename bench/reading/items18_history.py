"""history, eighteenth round: 2-7 turn walks with loops on three small symmetric maps, each printed
by one system's defaults. Map A, a farm in TADS 3 adv3's manner ("Obvious exits lead north,
east, and west.", "You see a silver coin here.", "(first opening the dairy door)", "Opened.",
"Taken.", "You can't go that way."); map B, a village in a ROM MUD whose autoexits hide the shut
lychgate that the prose names ("[Exits: north east]", a prompt, "You get a silver coin.", "The
lychgate is closed.", "Ok.", "Alas, you cannot go that way."); map C, a house in Quest's manner
("You are in a hall.\\nYou can see a coat stand.\\nYou can go north, east or west.", "You pick it
up.", "You can't go there."). Coins taken on the way, doors refused, opened and walked through,
refusals in the middle and at the end; moves spelled `n`, `north`, `go north`, `e`, `east`,
`go east`, `w`, `west`, `s`, `south`, `go south`, `open gate`, `open dairy door`, `get coin`,
`take coin`, `take sovereign`. The walks are printed from one map each by functions, so a room
reads the same on every visit; where two walks end in the same room, the last text carries an
event of that turn or differs by the state of a door or a coin. What a person reads in each text
is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (TADS 3): Farmyard n Farmhouse Kitchen (a silver coin), e Cart Shed, w Dairy (door,
# closed at first); Cart Shed n Granary (a copper coin).
def farmyard(dairy_open: bool = False) -> tuple:
    state = "stands open" if dairy_open else "is closed"
    return (
        "Farmyard\nHens scratch about in the muck. The farmhouse kitchen is north and the cart "
        f"shed east; the dairy door, in the west side of the yard, {state}.\n\nObvious exits "
        "lead north, east, and west.",
        R(
            "farmyard",
            "n e w",
            closed="" if dairy_open else "w",
            leads={"n": "farmhouse kitchen", "e": "cart shed", "w": "dairy"},
        ),
    )


def kitchen(coin: bool = True) -> tuple:
    seen = "\n\nYou see a silver coin here." if coin else ""
    return (
        f"Farmhouse Kitchen\nA scrubbed table and a black range. The yard is south.{seen}\n\n"
        "Obvious exits lead south.",
        R("farmhouse kitchen", "s", coin=coin, leads={"s": "farmyard"}),
    )


def cart_shed() -> tuple:
    return (
        "Cart Shed\nA hay wain stands with its shafts on the ground. A door north leads into "
        "the granary; the yard is west.\n\nObvious exits lead north and west.",
        R("cart shed", "n w", leads={"n": "granary", "w": "farmyard"}),
    )


def granary(coin: bool = True) -> tuple:
    seen = "\n\nYou see a copper coin here." if coin else ""
    return (
        f"Granary\nSacks of oats, and the smell of mice. The only way out is south, to the cart "
        f"shed.{seen}\n\nObvious exits lead south.",
        R("granary", "s", coin=coin, leads={"s": "cart shed"}),
    )


def dairy() -> tuple:
    return (
        "Dairy\nCool slate shelves and a butter churn. The door east leads back to the yard."
        "\n\nObvious exits lead east.",
        R("dairy", "e", leads={"e": "farmyard"}),
    )


# map B (ROM): Village Green n Smithy (a silver coin), e Inn, s Chapel (lychgate, shut at
# first, hidden by the autoexits while shut); Inn e Stable Yard.
def prompt(mv: int) -> str:
    return f"\n\n<120hp 100m {mv}mv> "


def green(mv: int, gate_open: bool = False) -> tuple:
    gate = "stands open" if gate_open else "is shut"
    exits = "north east south" if gate_open else "north east"
    return (
        "Village Green\n  Geese graze the green. The smithy is to the north and the inn to the "
        f"east. In the south side the chapel's lychgate {gate}.\n[Exits: {exits}]" + prompt(mv),
        R("village green", "n e s", closed="" if gate_open else "s"),
    )


def smithy(mv: int, coin: bool = True) -> tuple:
    seen = "\nA silver coin lies here." if coin else ""
    return (
        f"The Smithy\n  The forge glows. Horseshoes hang in rows.\n[Exits: south]{seen}"
        + prompt(mv),
        R("the smithy", "s", coin=coin),
    )


def inn(mv: int) -> tuple:
    return (
        "The Plough Inn\n  Low beams and a sanded floor. A door at the back opens east.\n[Exits: "
        "east west]" + prompt(mv),
        R("the plough inn", "e w"),
    )


def stable_yard(mv: int) -> tuple:
    return (
        "Stable Yard\n  Cobbles and straw.\n[Exits: west]" + prompt(mv),
        R("stable yard", "w"),
    )


def chapel(mv: int) -> tuple:
    return (
        "The Chapel\n  Whitewashed walls and six pews.\n[Exits: north]" + prompt(mv),
        R("the chapel", "n"),
    )


# map C (Quest): Hall n Library (a sovereign), e Study, w Kitchen; Study n Conservatory.
def hall() -> tuple:
    return (
        "You are in a hall.\nYou can see a coat stand.\nYou can go north, east or west.",
        R("hall", "n e w"),
    )


def library(coin: bool = True) -> tuple:
    seen = "a reading lamp and a sovereign" if coin else "a reading lamp"
    return (
        f"You are in a library.\nYou can see {seen}.\nYou can go south.",
        R("library", "s", coin=coin),
    )


def study() -> tuple:
    return (
        "You are in a study.\nYou can see a desk.\nYou can go north or west.",
        R("study", "n w"),
    )


def conservatory() -> tuple:
    return (
        "You are in a conservatory.\nYou can see a fern.\nYou can go south.",
        R("conservatory", "s"),
    )


def quest_kitchen() -> tuple:
    return (
        "You are in a kitchen.\nYou can see a kettle.\nYou can go east.",
        R("kitchen", "e"),
    )


ITEMS = [
    # ---- map A: the farm (TADS 3) ----
    item(
        farmyard(),
        "e",
        cart_shed(),
        "w",
        farmyard(),
        "n",
        kitchen(),
        notes="east and back, then north into the kitchen: a silver coin: take it",
    ),
    item(
        farmyard(),
        "west",
        ("(first opening the dairy door)\n\n" + dairy()[0], dairy()[1]),
        "east",
        farmyard(dairy_open=True),
        notes="west through the dairy door (opened on the way) and back: the yard shows it "
        "open; west visited, north and east not: go north or east",
    ),
    item(
        farmyard(),
        "north",
        kitchen(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        farmyard(),
        "east",
        cart_shed(),
        "north",
        granary(),
        notes="the silver coin taken in the kitchen, then east and north into the granary, "
        "where a copper coin lies: take it",
    ),
    item(
        farmyard(),
        "go east",
        cart_shed(),
        "go north",
        granary(),
        "take coin",
        ("Taken.", K("took")),
        "go south",
        cart_shed(),
        notes="to the granary for the copper coin and back to the cart shed: both its ways "
        "visited, the way first entered west: go west",
    ),
    item(
        farmyard(),
        "e",
        cart_shed(),
        "e",
        ("You can't go that way.", K("refused")),
        "w",
        also(farmyard(), "A cockerel crows from the midden."),
        notes="a refusal left in the cart shed; back in the yard east is visited; north open, "
        "west closed: go north or open west",
    ),
    item(
        farmyard(),
        "open dairy door",
        ("Opened.", K("opened", door="w")),
        "w",
        dairy(),
        "e",
        also(farmyard(dairy_open=True), "A hen runs in under the cart."),
        "n",
        also(kitchen(), "The range ticks as it heats."),
        notes="the dairy door opened, west and back, then north into the kitchen: the silver "
        "coin: take it",
    ),
    item(
        farmyard(),
        "n",
        kitchen(),
        "take coin",
        ("Taken.", K("took")),
        "s",
        farmyard(),
        "w",
        ("(first opening the dairy door)\n\n" + dairy()[0], dairy()[1]),
        "e",
        farmyard(dairy_open=True),
        "e",
        cart_shed(),
        "n",
        also(granary(), "A mouse whisks behind the sacks."),
        notes="a seven-turn walk: the kitchen's coin taken, the dairy visited, then into the "
        "granary, where a copper coin lies: take it",
    ),
    # ---- map B: the village (ROM) ----
    item(
        green(110),
        "north",
        smithy(109),
        "get coin",
        ("You get a silver coin." + prompt(109), K("took")),
        "south",
        green(108),
        notes="the smithy's coin taken; on the green north is visited; east open and the "
        "lychgate south shut (named by the prose, hidden by the autoexits): go east or open "
        "south",
    ),
    item(
        green(110),
        "east",
        inn(109),
        "east",
        stable_yard(108),
        notes="east twice to the stable yard: its one way west is the way in: go west",
    ),
    item(
        green(110),
        "south",
        ("The lychgate is closed." + prompt(110), K("refused", "closed")),
        "open gate",
        ("Ok." + prompt(110), K("opened", door="s")),
        "south",
        chapel(109),
        notes="the shut lychgate refused, opened ('Ok.') and walked through: in the chapel "
        "north is the way in: go north",
    ),
    item(
        green(110),
        "e",
        inn(109),
        "w",
        green(108),
        "n",
        smithy(107),
        notes="east and back, then north into the smithy: a silver coin lies here: take it",
    ),
    item(
        green(110),
        "n",
        smithy(109),
        "get coin",
        ("You get a silver coin." + prompt(109), K("took")),
        "s",
        green(108),
        "e",
        inn(107),
        "n",
        ("Alas, you cannot go that way." + prompt(107), K("refused")),
        notes="the coin taken, then east into the inn and north refused there: east not yet "
        "visited: go east",
    ),
    item(
        green(110),
        "n",
        smithy(109),
        "get coin",
        ("You get a silver coin." + prompt(109), K("took")),
        "s",
        green(108),
        "open gate",
        ("Ok." + prompt(108), K("opened", door="s")),
        "s",
        chapel(107),
        "n",
        green(106, gate_open=True),
        "e",
        inn(105),
        notes="a seven-turn loop: the coin, the chapel through the lychgate, back over the "
        "green and into the inn: west visited, east not: go east",
    ),
    item(
        green(110),
        "s",
        ("The lychgate is closed." + prompt(110), K("refused", "closed")),
        "look",
        also(green(110), "The church clock strikes three."),
        notes="the lychgate refused and the green looked at with it still shut: the refusal "
        "stands; north and east open: go north, east or open south",
    ),
    # ---- map C: the house (Quest) ----
    item(
        hall(),
        "go east",
        study(),
        "go north",
        conservatory(),
        "go south",
        study(),
        notes="east, north and back: in the study both ways visited, the way first entered "
        "west: go west",
    ),
    item(
        hall(),
        "go west",
        quest_kitchen(),
        "go east",
        hall(),
        "go north",
        library(),
        notes="west and back, then north into the library: a sovereign: take it",
    ),
    item(
        hall(),
        "go north",
        library(),
        "take sovereign",
        ("You pick it up.", K("took")),
        "go south",
        hall(),
        "go west",
        quest_kitchen(),
        notes="the sovereign taken, then west into the kitchen: its one way east is the way in: "
        "go east",
    ),
    item(
        hall(),
        "go east",
        study(),
        "go south",
        ("You can't go there.", K("refused")),
        "go west",
        hall(),
        notes="a refusal left in the study; back in the hall east is visited; north and west "
        "not: go north or west",
    ),
    item(
        hall(),
        "go north",
        library(),
        "take sovereign",
        ("You pick it up.", K("took")),
        "go south",
        hall(),
        "go east",
        study(),
        "go north",
        conservatory(),
        "go south",
        study(),
        "go west",
        also(hall(), "A clock strikes somewhere upstairs."),
        notes="a seven-turn loop through the house: in the hall north and east visited, west "
        "not: go west",
    ),
    item(
        hall(),
        "go east",
        study(),
        "go west",
        hall(),
        "go west",
        also(quest_kitchen(), "The kettle begins to sing."),
        notes="east and back, then west into the kitchen: east visited (the way in): go east",
    ),
]
