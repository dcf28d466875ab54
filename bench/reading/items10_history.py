"""history, tenth round: 2-8 turn walks with loops on three small symmetric tree maps, each in a
manner no earlier walk used: a Quest 5-like farm ("You are in a farmyard." / "You can see ..." /
"You can go north, east, south or west.", "You pick it up.", "You open it.", "You can't go
there."), a ROM-like harbour village with a prompt, a gull and a fishwife ("[Exits: north east
south west]", "The smokehouse door is closed.", "Ok.", "You get a silver coin."), and a Level
9-like manor in one paragraph a room with "What now?" ("Exits: north (through the library door,
which is shut), east, south.", a great stair roped off). Coins taken on the way, doors refused,
opened and walked through, refusals in the middle and at the end (a refused `d` is no fact);
moves spelled `n`, `north`, `go west`, `walk east`, `head s`, `GO SOUTH`, `e.`, `step north`,
`travel w`, `run e`, `move s`, `go to the west`, `leave south`, `exit north`. The walks are
printed from one map each by constants and functions, so a room reads the same on every visit;
where two walks end in the same room, the last text carries an event of that turn. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (Quest 5-like farm): Farmyard n Orchard, e Cart Shed (a shilling), s Farmhouse Kitchen
# (through the kitchen door, shut at first), w Dairy (a penny).
def farmyard(door: str = "shut") -> tuple:
    text = (
        f"You are in a farmyard. Hens scratch about in the dust. The kitchen door, to the "
        f"south, is {door}.\nYou can see a water trough and a muck heap.\nYou can go north, "
        "east, south or west."
    )
    return (text, R("farmyard", "n e s w", closed="s" if door == "shut" else ""))


def dairy(coin: bool = True) -> tuple:
    seen = "a butter churn and a penny" if coin else "a butter churn"
    text = (
        "You are in a dairy. It is cool in here, and smells of sour milk.\nYou can see "
        f"{seen}.\nYou can go east."
    )
    return (text, R("dairy", "e", coin=coin))


def cart_shed(coin: bool = True) -> tuple:
    seen = "\nYou can see a shilling." if coin else ""
    text = f"You are in a cart shed. A hay wain takes up most of it.{seen}\nYou can go west."
    return (text, R("cart shed", "w", coin=coin))


ORCHARD = (
    "You are in an orchard. Old apple trees, and wasps in the windfalls.\nYou can go south.",
    R("orchard", "s"),
)
KITCHEN = (
    "You are in a kitchen. A range, a dresser, and a cat asleep on the rag rug.\n"
    "You can see a kettle.\nYou can go north.",
    R("kitchen", "n"),
)
PICKED = ("You pick it up.", K("took"))

# map B (ROM-like harbour village): Fish Square n Chapel, e Harbour Wall, s Smokehouse (a shut
# door at first), w Ropewalk; Harbour Wall n Lifeboat House (a silver coin).
PROMPT = "\n\n<120hp 90m 110mv> "


def square(door: str = "shut") -> tuple:
    text = (
        "Fish Square\n   Cobbles slick with scales surround a stone fish-cross. The chapel is "
        "north, the harbour wall east, and the ropewalk runs away west. The smokehouse door, "
        f"south, is {door}.\n[Exits: north east south west]{PROMPT}"
    )
    return (text, R("fish square", "n e s w", closed="s" if door == "shut" else ""))


def harbour_wall() -> tuple:
    text = (
        "Harbour Wall\n   The wall curves out into the bay. Fishing boats lie against it, "
        "leaning on the mud. The lifeboat house is north; Fish Square is west.\n[Exits: north "
        f"west]{PROMPT}"
    )
    return (text, R("harbour wall", "n w", leads={"n": "lifeboat house", "w": "fish square"}))


def lifeboat_house(coin: bool = True) -> tuple:
    seen = "\nA silver coin lies here." if coin else ""
    text = (
        "Lifeboat House\n   The lifeboat sits on her carriage, freshly painted blue and "
        f"white.\n[Exits: south]{seen}{PROMPT}"
    )
    return (text, R("lifeboat house", "s", coin=coin))


CHAPEL = (
    "Chapel of St Peter\n   A tiny chapel hung with model ships. The door is south.\n[Exits: "
    f"south]{PROMPT}",
    R("chapel of st peter", "s"),
)
ROPEWALK = (
    "Ropewalk\n   A long shed where rope is twisted. It ends here, at the east door onto the "
    f"square.\n[Exits: east]{PROMPT}",
    R("ropewalk", "e"),
)
SMOKEHOUSE = (
    "Smokehouse\n   Kippers hang in rows in the oak smoke.\n[Exits: north]" + PROMPT,
    R("smokehouse", "n"),
)

# map C (Level 9-like manor): Long Gallery n Library (through a shut door at first), e Music
# Room (a gold guinea), s Stair Head; Stair Head w Nursery.
GALLERY = (
    "You are in the Long Gallery. Ancestors in ruffs glare down from the walls. Exits: north "
    "(through the library door, which is shut), east, south. You can see a footstool.\nWhat "
    "now?",
    R("long gallery", "n e s", closed="n"),
)


def music_room(coin: bool = True) -> tuple:
    seen = " You can see a gold guinea on the piano." if coin else ""
    text = (
        "You are in the music room. A grand piano stands under a dust sheet. Exits: west."
        f"{seen}\nWhat now?"
    )
    return (text, R("music room", "w", coin=coin))


STAIR_HEAD = (
    "You are at the stair head. The great stair is roped off for the restoration work. Exits: "
    "north, west.\nWhat now?",
    R("stair head", "n w"),
)
NURSERY = (
    "You are in the nursery. A rocking horse, a fireguard, bars on the window. Exits: "
    "east.\nWhat now?",
    R("nursery", "e"),
)
LIBRARY = (
    "You are in the library. Calf-bound books to the ceiling, and a smell of dust. Exits: "
    "south.\nWhat now?",
    R("library", "s"),
)
SHUT = ("The library door is shut.\nWhat now?", K("refused", "closed"))

ITEMS = [
    item(
        farmyard(),
        "n",
        ORCHARD,
        "s",
        farmyard(),
        "w",
        dairy(),
        notes="a loop through the orchard, then the dairy's penny",
    ),
    item(
        farmyard(),
        "go west",
        dairy(),
        "take penny",
        PICKED,
        "walk east",
        farmyard(),
        notes="the penny taken, back in the first room: west visited, the kitchen door shut",
    ),
    item(
        farmyard(),
        "south",
        ("The kitchen door is shut.", K("refused", "closed")),
        "open door",
        ("You open it.", K("opened", door="s")),
        "south",
        KITCHEN,
        notes="refused at the shut door, opened by its kind, walked through",
    ),
    item(
        farmyard(),
        "head e",
        cart_shed(),
        "take shilling",
        PICKED,
        "head w",
        farmyard(),
        "head n",
        ORCHARD,
        notes="the shilling taken on the way; the orchard's only exit is the way back",
    ),
    item(
        farmyard(),
        "north",
        ORCHARD,
        "east",
        ("You can't go there.", K("refused")),
        "look",
        also(ORCHARD, "A wasp drones past your ear."),
        notes="Quest's refusal of a way never given, kept by the look",
    ),
    item(
        farmyard(),
        "w",
        dairy(),
        "e",
        farmyard(),
        "e",
        cart_shed(),
        "w",
        farmyard(),
        "n",
        ORCHARD,
        "s",
        also(farmyard(), "Somewhere a cockerel crows."),
        notes="every open way of the farmyard visited; only the shut kitchen door is left",
    ),
    item(
        farmyard(),
        "open door",
        ("You open it.", K("opened", door="s")),
        "GO SOUTH",
        KITCHEN,
        "GO NORTH",
        farmyard("open"),
        "GO EAST",
        cart_shed(),
        notes="the kitchen door opened and walked through and back; the shilling in the shed",
    ),
    item(
        square(),
        "e",
        harbour_wall(),
        "n",
        lifeboat_house(),
        notes="a silver coin lies in the lifeboat house",
    ),
    item(
        square(),
        "s",
        ("The smokehouse door is closed." + PROMPT, K("refused", "closed")),
        "open south",
        ("Ok." + PROMPT, K("opened")),
        "s",
        SMOKEHOUSE,
        notes="ROM's closed door refused, opened ('Ok.'), walked through",
    ),
    item(
        square(),
        "west",
        ROPEWALK,
        "east",
        square(),
        "north",
        CHAPEL,
        "south",
        square(),
        notes="back in the square twice: west and north visited, east not, south shut",
    ),
    item(
        square(),
        "e",
        harbour_wall(),
        "n",
        lifeboat_house(),
        "get coin",
        ("You get a silver coin." + PROMPT, K("took")),
        "s",
        harbour_wall(),
        notes="the coin taken; every exit of the harbour wall visited: back west",
    ),
    item(
        square(),
        "walk east",
        harbour_wall(),
        "walk east",
        ("Beyond the wall there is only the sea." + PROMPT, K("refused")),
        "look",
        also(harbour_wall(), "A gull screams overhead."),
        notes="a refusal of a way never given, kept by the look; north not yet visited",
    ),
    item(
        square(),
        "exit north",
        CHAPEL,
        "leave south",
        square(),
        "go to the west",
        ROPEWALK,
        notes="a loop through the chapel, then the ropewalk's dead end",
    ),
    item(
        square(),
        "e",
        harbour_wall(),
        "n",
        lifeboat_house(),
        "get coin",
        ("You get a silver coin." + PROMPT, K("took")),
        "s",
        harbour_wall(),
        "w",
        square(),
        "w",
        ROPEWALK,
        "e",
        also(square(), "A fishwife shouts her prices across the cobbles."),
        notes="a long loop: in the square east and west visited, north not, south shut",
    ),
    item(
        GALLERY,
        "s",
        STAIR_HEAD,
        "n",
        GALLERY,
        "e",
        music_room(),
        notes="a gold guinea on the piano; the great stair roped off is no way",
    ),
    item(
        GALLERY,
        "step north",
        SHUT,
        "open north",
        ("The library door creaks open.\nWhat now?", K("opened")),
        "step north",
        LIBRARY,
        notes="refused at the shut door, opened by direction, walked through",
    ),
    item(
        GALLERY,
        "move s",
        STAIR_HEAD,
        "travel w",
        NURSERY,
        notes="a dead end: the nursery's only exit is the way back east",
    ),
    item(
        GALLERY,
        "run e",
        music_room(),
        "take guinea",
        ("Taken.\nWhat now?", K("took")),
        "run w",
        GALLERY,
        notes="the guinea taken, back in the gallery: east visited, south open, north shut",
    ),
    item(
        GALLERY,
        "s",
        STAIR_HEAD,
        "w",
        NURSERY,
        "e",
        STAIR_HEAD,
        "d",
        ("The rope across the stair stops you.\nWhat now?", K("refused")),
        notes="a refused `d` is no fact; every exit of the stair head visited: back north",
    ),
    item(
        GALLERY,
        "e.",
        music_room(),
        "w.",
        GALLERY,
        "s.",
        STAIR_HEAD,
        "w.",
        NURSERY,
        "e.",
        STAIR_HEAD,
        "n.",
        GALLERY,
        "n.",
        SHUT,
        notes="a long loop; back in the gallery east and south are visited and the shut "
        "library door is refused: open it",
    ),
]
