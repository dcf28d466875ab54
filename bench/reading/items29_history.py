"""history, twenty-ninth round: 2-8 turn walks (eleven returning to a room) on three small symmetric
tree maps, each printed in a manner no earlier walk used. Map A, a Hanseatic merchants' kontor at
Bryggen in an 8-bit home-micro adventure's manner ("You are on the wharf. ...", "The fish shed
door to the west is locked.", "Exits: North West", "You can also see: a silver skilling coin.",
"What do you want to do now?"; "The door is locked.", "The door is closed.", "You open the
door.", "OK.", "You can't go that way."). Map B, an Icelandic turf farm told in a saga's voice, in
the third person past ("Gudrun was in the hall.", "The byre door, to the east, was shut.", "A
silver penny lay on the shelf beside the skyr tub."; "The byre door was shut.", "Gudrun opened the
byre door, and warm cow-breath came out to meet her.", "Gudrun took up the penny. It was English
silver, and old.", "The front door had been barred from outside, and it did not give.", "Outside,
the wind rose."). Map C, a Klondike roadhouse told by a Victorian narrator to the reader ("Our
hero stands in the bar-room.", "Dear reader, picture it: ...", "gleams a double eagle, a
twenty-dollar gold piece!"; "Alas, dear reader, the stable door is shut.", "Our hero throws open
the stable door", "Our hero pockets the double eagle, and who can blame him?", "Alas, the assay
office door is locked, and our hero has no key."). Coins taken on the way, doors refused, opened
(by direction, by name, by "open door") and walked through, locked doors refused, refusals in the
middle and at the end, refusals left in an earlier room; moves spelled `n`, `north`, `N`, `e`,
`east`, `s`, `south`, `w`, `west`, `go north`, `go south`, `go east`, `go west`, `walk west`, `open
door`, `open east`, `open byre door`, `open west`, `take coin`, `take penny`, `get coin`. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A: the kontor. Wharf n Passage, w Fish Shed (locked); Passage n Assembly Hall,
# e Counting Room (door, closed at first; a silver skilling coin).
WHAT = "What do you want to do now?"


def wharf() -> tuple:
    return (
        "You are on the wharf. Bundles of stockfish hang from the drying racks, and ships from "
        "Lübeck lie along the quay.\nThe fish shed door to the west is locked.\nExits: North "
        f"West\nYou can also see: a barrel of salt.\n{WHAT}",
        R("wharf", "n w", locked="w"),
    )


def passage(opened: bool = False, event: str = "") -> tuple:
    state = "open" if opened else "closed"
    extra = f"{event}\n" if event else ""
    return (
        "You are in the passage. Wooden galleries lean over it from the houses on either "
        f"side.\nThe counting room door to the east is {state}.\nExits: North South East\n"
        f"{extra}{WHAT}",
        R("passage", "n s e", closed="" if opened else "e"),
    )


def counting(coin: bool = True) -> tuple:
    seen = "\nYou can also see: a silver skilling coin." if coin else ""
    return (
        "You are in the counting room. A tall desk, an iron-bound chest, and a pair of scales "
        f"for weighing silver.\nExits: West{seen}\n{WHAT}",
        R("counting room", "w", coin=coin),
    )


def assembly() -> tuple:
    return (
        "You are in the assembly hall. This is the only room in the kontor where a fire is "
        "allowed, and the merchants crowd round it in the long evenings.\nExits: South\n" + WHAT,
        R("assembly hall", "s"),
    )


def say(text: str, reading: K) -> tuple:
    return (f"{text}\n{WHAT}", reading)


# ---- map B: the turf farm. Hall n Pantry (a silver penny), e Byre (door, shut at first),
# s Entrance Passage; Entrance Passage w Smithy, s front door (barred from outside: locked).


def hall(byre_open: bool = False, event: str = "") -> tuple:
    state = "stood open" if byre_open else "was shut"
    tail = f" {event}" if event else ""
    return (
        "Gudrun was in the hall.\nIt was long and dim, and the fire burned in a trench down the "
        f"middle of it. A doorway led north to the pantry. The byre door, to the east, {state}. "
        "The passage to the front door ran south." + tail,
        R(
            "hall",
            "n e s",
            closed="" if byre_open else "e",
            leads={"n": "pantry", "e": "byre", "s": "entrance passage"},
        ),
    )


def pantry(coin: bool = True) -> tuple:
    line = " A silver penny lay on the shelf beside the skyr tub." if coin else ""
    return (
        "Gudrun was in the pantry.\nTubs of skyr and sour whey stood along the walls, and dried "
        "fish hung from the rafters. The doorway south led into the hall." + line,
        R("pantry", "s", coin=coin, leads={"s": "hall"}),
    )


def byre() -> tuple:
    return (
        "Gudrun was in the byre.\nThe cows turned their heads to look at her, and their breath "
        "smoked in the cold. The only way out was the door to the west.",
        R("byre", "w"),
    )


def entrance(event: str = "") -> tuple:
    tail = f" {event}" if event else ""
    return (
        "Gudrun was in the entrance passage.\nTurf walls, a bench for guests, and a row of wet "
        "cloaks on pegs. The hall lay north, and the smithy west. The front door, to the south, "
        "had been barred from outside against the storm." + tail,
        R(
            "entrance passage",
            "n w s",
            locked="s",
            leads={"n": "hall", "w": "smithy"},
        ),
    )


def smithy() -> tuple:
    return (
        "Gudrun was in the smithy.\nThe forge was cold, and the anvil stood in the grey light "
        "from the smoke hole. The passage was east.",
        R("smithy", "e"),
    )


BYRE_SHUT = ("The byre door was shut.", K("refused", "closed"))
BYRE_OPENED = (
    "Gudrun opened the byre door, and warm cow-breath came out to meet her.",
    K("opened", "e"),
)
PENNY = ("Gudrun took up the penny. It was English silver, and old.", K("took"))

# ---- map C: the roadhouse. Bar-Room n Bunk Room, w Stable (door, shut at first),
# e Assay Office (locked); Bunk Room e Kitchen (a double eagle).


def bar(stable_open: bool = False, event: str = "") -> tuple:
    stable = (
        "stands open, letting in the smell of horses" if stable_open else "is shut against the cold"
    )
    tail = f"\n{event}" if event else ""
    return (
        "Our hero stands in the bar-room.\nDear reader, picture it: a plank bar, a stove "
        "glowing red, and miners with the frost still in their beards. The bunk room lies to "
        f"the north. The stable door, to the west, {stable}. As for the door of the assay "
        "office, to the east, it is locked, as any sensible assayer's door would be." + tail,
        R(
            "bar-room",
            "n w e",
            closed="" if stable_open else "w",
            locked="e",
            leads={"n": "bunk room", "w": "stable", "e": "assay office"},
        ),
    )


def bunk(event: str = "") -> tuple:
    tail = f"\n{event}" if event else ""
    return (
        "Our hero stands in the bunk room.\nTwo tiers of bunks, a smell of wet wool and pipe "
        "tobacco, and a card game that has been going on since October. The bar-room is to the "
        "south, and the kitchen to the east." + tail,
        R("bunk room", "s e", leads={"s": "bar-room", "e": "kitchen"}),
    )


def kitchen(coin: bool = True) -> tuple:
    line = (
        " And there, dear reader, on the lid of the flour bin, gleams a double eagle, a "
        "twenty-dollar gold piece!"
        if coin
        else ""
    )
    return (
        "Our hero stands in the kitchen.\nA cook the size of a grizzly is frying bacon for "
        "forty. The only door is the one to the west." + line,
        R("kitchen", "w", coin=coin, leads={"w": "bunk room"}),
    )


def stable() -> tuple:
    return (
        "Our hero stands in the stable.\nThe horses stamp and steam in their stalls, and the "
        "stable cat regards him with contempt. The door to the east leads into the bar-room.",
        R("stable", "e", leads={"e": "bar-room"}),
    )


STABLE_SHUT = ("Alas, dear reader, the stable door is shut.", K("refused", "closed"))
STABLE_OPENED = (
    "Our hero throws open the stable door, and a gust of warm horse comes in to greet him.",
    K("opened"),
)
EAGLE = ("Our hero pockets the double eagle, and who can blame him?", K("took"))

ITEMS = [
    # ---- map A: the kontor ----
    item(
        wharf(),
        "n",
        passage(),
        "n",
        assembly(),
        notes="map A: the assembly hall's only exit, south, leads back to the passage "
        "(visited, initial, all visited): go south",
    ),
    item(
        wharf(),
        "w",
        say("The door is locked.", K("refused", "locked")),
        "north",
        passage(),
        "e",
        say("The door is closed.", K("refused", "closed")),
        "open door",
        say("You open the door.", K("opened", "e")),
        "e",
        counting(),
        notes="map A: a locked door refused on the wharf (left behind), the counting room "
        "door refused as closed, opened by 'open door' and walked through; the silver "
        "skilling coin is a coin: take it",
    ),
    item(
        wharf(),
        "N",
        passage(),
        "open east",
        say("You open the door.", K("opened")),
        "east",
        counting(),
        "take coin",
        say("OK.", K("took")),
        "west",
        passage(opened=True),
        notes="map A: back in the passage with the counting room door open: south and east "
        "visited, north not: go north",
    ),
    item(
        wharf(),
        "n",
        passage(),
        "n",
        assembly(),
        "s",
        passage(event="A gull lands on the gallery rail and screams at you."),
        notes="map A: a loop back to the passage from the hall; the counting room door is "
        "still closed: open east (the gull is an event of the turn)",
    ),
    item(
        wharf(),
        "go north",
        passage(),
        "go west",
        say("You can't go that way.", K("refused")),
        "go east",
        say("The door is closed.", K("refused", "closed")),
        notes="map A: two refusals in the passage, west (no exit) and east (a closed door): "
        "both refused; open east or go north",
    ),
    item(
        wharf(),
        "n",
        passage(),
        "open east",
        say("You open the door.", K("opened")),
        "e",
        counting(),
        "get coin",
        say("OK.", K("took")),
        "w",
        passage(opened=True),
        "n",
        assembly(),
        "s",
        passage(opened=True, event="Somewhere a bell rings for the evening meal."),
        notes="map A: a seven-turn walk, back in the passage a second time: every way visited, "
        "south the way it was first entered: go south",
    ),
    item(
        wharf(),
        "n",
        passage(),
        "n",
        assembly(),
        "s",
        passage(),
        "open east",
        say("You open the door.", K("opened")),
        "e",
        counting(),
        "take coin",
        say("OK.", K("took")),
        notes="map A: a loop through the passage, ending on 'OK.' after the take: the coin is "
        "gone; the counting room's only exit leads back west: go west",
    ),
    # ---- map B: the turf farm ----
    item(
        hall(),
        "n",
        pantry(),
        "take penny",
        PENNY,
        notes="map B: the penny taken, the pantry's only exit leads back south (all visited): "
        "go south",
    ),
    item(
        hall(),
        "e",
        BYRE_SHUT,
        "open east",
        BYRE_OPENED,
        "e",
        byre(),
        notes="map B: the byre door refused as shut, opened and walked through; the byre's "
        "only way leads back west: go west",
    ),
    item(
        hall(),
        "s",
        entrance(),
        "s",
        (
            "The front door had been barred from outside, and it did not give.",
            K("refused", "locked"),
        ),
        "w",
        smithy(),
        notes="map B: the front door refused (barred from outside: locked), a refusal left in "
        "the entrance passage; the smithy's only exit leads back east: go east",
    ),
    item(
        hall(),
        "south",
        entrance(),
        "west",
        smithy(),
        "east",
        entrance("Outside, the wind rose."),
        notes="map B: a loop back to the entrance passage: north and west visited, the front "
        "door locked: go north, the way it was first entered",
    ),
    item(
        hall(),
        "north",
        pantry(),
        "take penny",
        PENNY,
        "south",
        hall(),
        notes="map B: back in the first room with the penny: north visited; the byre door "
        "shut and the passage south unexplored: open east or go south",
    ),
    item(
        hall(),
        "east",
        BYRE_SHUT,
        "open byre door",
        BYRE_OPENED,
        "east",
        byre(),
        "west",
        hall(byre_open=True),
        notes="map B: back in the hall with the byre door standing open (east visited): go "
        "north or south",
    ),
    item(
        hall(),
        "n",
        pantry(),
        "take penny",
        PENNY,
        "s",
        hall(),
        "s",
        entrance(),
        "s",
        (
            "The front door had been barred from outside, and it did not give.",
            K("refused", "locked"),
        ),
        "w",
        smithy(),
        "e",
        entrance(),
        "n",
        hall(event="The fire settled, and sparks went up into the smoke hole."),
        notes="map B: an eight-turn walk back to the first room (the front door refused on the "
        "way, left behind in the entrance passage): north and south visited, the byre door "
        "still shut: open east",
    ),
    # ---- map C: the roadhouse ----
    item(
        bar(),
        "e",
        (
            "Alas, the assay office door is locked, and our hero has no key.",
            K("refused", "locked"),
        ),
        "n",
        bunk(),
        notes="map C: the assay office door refused (locked), left behind; in the bunk room "
        "the kitchen east is unexplored: go east",
    ),
    item(
        bar(),
        "north",
        bunk(),
        "east",
        kitchen(),
        notes="map C: a double eagle, a twenty-dollar gold piece, on the flour bin: take it",
    ),
    item(
        bar(),
        "n",
        bunk(),
        "e",
        kitchen(),
        "take coin",
        EAGLE,
        "w",
        bunk("One of the card players slaps down a winning hand and roars."),
        notes="map C: back in the bunk room with the coin: both ways visited, south the way it "
        "was first entered: go south",
    ),
    item(
        bar(),
        "w",
        STABLE_SHUT,
        "open west",
        STABLE_OPENED,
        "walk west",
        stable(),
        notes="map C: the stable door refused as shut, thrown open and walked through; the "
        "stable's only exit leads back: go east",
    ),
    item(
        bar(),
        "west",
        STABLE_SHUT,
        "open west",
        STABLE_OPENED,
        "west",
        stable(),
        "east",
        bar(stable_open=True),
        notes="map C: back in the bar-room with the stable door open (visited); the assay "
        "office is locked; the bunk room north is unexplored: go north",
    ),
    item(
        bar(),
        "n",
        bunk(),
        "e",
        kitchen(),
        "take coin",
        EAGLE,
        "w",
        bunk(),
        "s",
        bar(event="A miner at the bar bursts into song, and is hushed."),
        notes="map C: a loop back to the bar-room: north visited, the stable door still shut, "
        "the assay office locked: open west",
    ),
]
