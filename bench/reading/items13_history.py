"""history, thirteenth round: 2-6 turn walks with loops on two small symmetric tree maps, each a
coin game retold by a person. Map A retells TextWorld's coin collector in an Infocom-like manner
(a chamber whose one doorway is north, a laundry place, a bar whose narrow door stands ajar, a
studio with a gold coin, a sauna whose pine door is closed, a shower with a penny by the drain);
map B retells TextWorldExpress's house in a ROM-like manner with a prompt (a kitchen whose
frosted-glass door is closed, its pantry, a corridor whose wood door is closed, a bedroom with a
silver coin on the night stand, a living room). Coins taken on the way ("You pocket the gold
coin.", "You pick up the penny.", "You get a silver coin from the night stand."), doors refused,
opened by direction and by kind and walked through, refusals in the middle and at the end (a
refused `u` is no fact); moves spelled `n`, `north`, `go east`, `walk west`, `e`, `s`, `w`,
`head east`, `move s`, `step north`, `travel w`, `get coin`, `get penny`, `open north`, `open
pine door`. The walks are printed from one map each by functions, so a room reads the same on
every visit; where two walks end in the same room in the same state, the last text carries an
event of that turn. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def _event(event: str) -> str:
    return f"\n\n{event}" if event else ""


# ---- map A (the coin collector retold): Chamber n Laundry Place; Laundry Place e Bar, w Sauna;
# Bar n Studio (a gold coin); Sauna n Shower (through the pine door, closed at first; a penny).
def chamber(event: str = "") -> tuple:
    text = (
        "Chamber\nA bare chamber, as ordinary as a room can be: plaster walls, a plank floor, one "
        f"lamp. An open doorway leads north.{_event(event)}"
    )
    return (text, R("chamber", "n"))


def laundry(event: str = "") -> tuple:
    text = (
        "Laundry Place\nTubs, a mangle, lines of grey sheets. Doorways lead east, south and west; "
        f"none of them has a door.{_event(event)}"
    )
    return (text, R("laundry place", "e s w"))


def bar(event: str = "") -> tuple:
    text = (
        "Bar\nA short zinc counter and three stools. An archway opens to the west, and a narrow "
        f"door to the north stands ajar.{_event(event)}"
    )
    return (text, R("bar", "w n"))


def studio(coin: bool = True) -> tuple:
    here = "\n\nThere is a gold coin here." if coin else ""
    text = (
        "Studio\nEasels and a paint-spattered dust sheet. The only way out is south, through the "
        f"narrow door.{here}"
    )
    return (text, R("studio", "s", coin=coin))


def sauna(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Sauna\nCedar benches, a bucket, a wall of heat. The doorway to the east is open; the "
        f"pine door to the north is {door}.{_event(event)}"
    )
    return (text, R("sauna", "e n", closed="n" if door == "closed" else ""))


def shower(coin: bool = True) -> tuple:
    here = "\n\nA penny lies by the drain." if coin else ""
    text = (
        "Shower\nWhite tiles, a drain, a dripping rose. The pine door to the south is the only way "
        f"out.{here}"
    )
    return (text, R("shower", "s", coin=coin))


# ---- map B (TextWorldExpress's house retold): Kitchen n Pantry (frosted-glass door, closed at
# first), e Corridor; Corridor n Living Room (wood door, closed at first), s Bedroom (a coin).
PROMPT = "\n<38hp 112m 96mv> "


def kitchen(door: str = "closed", event: str = "") -> tuple:
    text = (
        "[Kitchen]\nA stove, an oven and a humming fridge. The frosted-glass door to the north is "
        f"{door}.\n[Exits: n e]{_event(event)}{PROMPT}"
    )
    return (text, R("kitchen", "n e", closed="n" if door == "closed" else ""))


def pantry() -> tuple:
    text = (
        "[Pantry]\nA folding chair and a bare shelf. The frosted-glass door to the south is open.\n"
        f"[Exits: s]{PROMPT}"
    )
    return (text, R("pantry", "s"))


def corridor(door: str = "closed", event: str = "") -> tuple:
    text = (
        "[Corridor]\nA key holder, an umbrella stand, a hat rack. The wood door to the north is "
        f"{door}.\n[Exits: n s w]{_event(event)}{PROMPT}"
    )
    return (text, R("corridor", "n s w", closed="n" if door == "closed" else ""))


def bedroom(coin: bool = True) -> tuple:
    here = "\nA silver coin lies on the night stand." if coin else ""
    text = (
        "[Bedroom]\nAn unmade bed, a wardrobe, a night stand with a lamp.\n[Exits: n]"
        f"{here}{PROMPT}"
    )
    return (text, R("bedroom", "n", coin=coin))


def living() -> tuple:
    text = (
        "[Living Room]\nA sofa, a TV stand and a coffee table. The wood door to the south is "
        f"open.\n[Exits: s]{PROMPT}"
    )
    return (text, R("living room", "s"))


def reply(line: str, reading: K) -> tuple:
    return (line + PROMPT, reading)


ITEMS = [
    # ---- map A ----
    item(
        chamber(),
        "n",
        laundry(),
        "east",
        bar(),
        notes="in the bar the archway west is the way back (visited, initial); the narrow door "
        "north stands ajar (open) and leads to a room not yet seen",
    ),
    item(
        chamber(),
        "north",
        laundry(),
        "go east",
        bar(),
        "go north",
        studio(),
        notes="'There is a gold coin here.' in the studio: take it",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "e",
        bar(),
        "n",
        studio(),
        "get coin",
        ("You pocket the gold coin.", K("took")),
        "s",
        bar(),
        "w",
        laundry("From somewhere overhead comes the slow tick of a clock."),
        notes="the coin taken, then back through the bar to the laundry place: east and south "
        "visited, west not yet (go west)",
    ),
    item(
        chamber(),
        "walk north",
        laundry(),
        "walk west",
        sauna(),
        "walk north",
        ("The pine door is closed. You'll have to open it first.", K("refused", "closed")),
        notes="the closed pine door refused: closed and refused north (open it); east is the way "
        "back (visited, initial)",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "w",
        sauna(),
        "n",
        ("The pine door is closed. You'll have to open it first.", K("refused", "closed")),
        "open pine door",
        ("The pine door swings open on a cloud of steam.", K("opened", door="north")),
        "n",
        shower(),
        notes="refused, opened by its kind (north), walked through: a penny by the drain, take it",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "w",
        sauna(),
        "open north",
        ("Opened.", K("opened")),
        "n",
        shower(),
        "get penny",
        ("You pick up the penny.", K("took")),
        "s",
        sauna("open", "A drop of water hisses on the stones."),
        notes="back in the sauna after the shower, the pine door open: both ways visited "
        "(all_visited); east, by which it was first entered, is the way back",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "s",
        chamber("The lamp flickers, steadies, and burns on."),
        notes="a loop back to the first room: its one exit visited (all_visited); no way back "
        "is defined in the first room, so any exit (north)",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "e",
        bar(),
        "w",
        laundry(),
        "w",
        sauna(),
        notes="through the laundry place twice and on into the sauna: east visited (initial), "
        "the pine door north closed (open it)",
    ),
    item(
        chamber(),
        "n",
        laundry(),
        "e",
        bar(),
        "e",
        ("The bar's east wall is nothing but shelves of bottles.", K("refused")),
        notes="a refusal of a way the bar never gave: refused east; north unvisited",
    ),
    item(
        chamber(),
        "u",
        ("There is no way up from the chamber.", K("refused")),
        "n",
        laundry(),
        notes="a refused `u` (no fact) left in the chamber; in the laundry place south is the way "
        "back, east and west unvisited",
    ),
    # ---- map B ----
    item(
        kitchen(),
        "e",
        corridor(),
        "s",
        bedroom(),
        notes="a silver coin on the night stand: take it",
    ),
    item(
        kitchen(),
        "head east",
        corridor(),
        "move s",
        bedroom(),
        "get coin",
        reply("You get a silver coin from the night stand.", K("took")),
        "step north",
        corridor("closed", "A moth bumps against the light."),
        notes="back in the corridor with the coin: south and west visited, the wood door north "
        "closed and unvisited (open it)",
    ),
    item(
        kitchen(),
        "n",
        reply("The frosted-glass door is closed.", K("refused", "closed")),
        "open north",
        reply("You open the frosted-glass door.", K("opened")),
        "n",
        pantry(),
        notes="refused, opened, walked through: the pantry's one exit is the way back "
        "(all_visited)",
    ),
    item(
        kitchen(),
        "n",
        reply("The frosted-glass door is closed.", K("refused", "closed")),
        "open north",
        reply("You open the frosted-glass door.", K("opened")),
        "n",
        pantry(),
        "s",
        kitchen("open"),
        notes="back in the first room with the frosted-glass door open: north visited, east not "
        "yet (go east)",
    ),
    item(
        kitchen(),
        "e",
        corridor(),
        "n",
        reply("The wood door is closed.", K("refused", "closed")),
        notes="the wood door refused: closed and refused north; west visited (initial), south "
        "unvisited",
    ),
    item(
        kitchen(),
        "e",
        corridor(),
        "open north",
        reply("You open the wood door.", K("opened")),
        "n",
        living(),
        notes="the living room's one door is the way back (all_visited)",
    ),
    item(
        kitchen(),
        "e",
        corridor(),
        "open north",
        reply("You open the wood door.", K("opened")),
        "n",
        living(),
        "s",
        corridor("open"),
        notes="back in the corridor with the wood door open: north and west visited, south not "
        "yet (go south)",
    ),
    item(
        kitchen(),
        "w",
        reply("There is no exit to the west.", K("refused")),
        "e",
        corridor("closed", "Somebody's dog trots past and out of sight."),
        notes="a refusal left in the kitchen: none here; west is the way back, the wood door "
        "north closed, south unvisited",
    ),
    item(
        kitchen(),
        "e",
        corridor(),
        "s",
        bedroom(),
        "get coin",
        reply("You get a silver coin from the night stand.", K("took")),
        "n",
        corridor(),
        "travel w",
        kitchen("closed", "The fridge shudders and falls silent."),
        notes="back in the first room after the bedroom: east visited, the frosted-glass door "
        "north closed and unvisited (open it)",
    ),
    item(
        kitchen(),
        "e",
        corridor(),
        "s",
        bedroom(),
        "s",
        reply("The wall stops you.", K("refused")),
        notes="refused south in the bedroom, the silver coin still on the night stand: take it",
    ),
]
