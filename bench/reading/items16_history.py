"""history, sixteenth round: walks of 2 to 6 turns (most of 4 to 6) with loops on three
symmetric tree maps whose rooms are long and full of distractors. Map A, an Infocom-like country
house (Hollins House): a title line and two paragraphs a room, an entrance hall whose front door
is locked and barred, a long gallery with windows on the lake and a portrait of a merchant
counting gold coins, a music room with a gold sovereign on the keyboard cover, a library behind
an oak door with a locked coin cabinet (empty), a study behind a papered door with a penny on the
hearthrug, a morning room with a dead canary's birdcage and a shilling in an open workbasket;
replies "The oak door swings open on its old hinges.", "Taken.", refusals at the tapestry and at
the front door. Map B, a ROM-like harbour town with the prompt after every room, people and an
exit line ("[Exits: north east west]"): a fish market whose customs house door is shut, a quay,
a net loft with a silver coin in the nets, Chandlery Lane with a locked chapel gate, the Anchor
with coppers on the bar, the customs house with a penny under the bench; replies "The door is
closed.", "You open the door.", "You get ...", "Alas, you cannot go that way.". Map C, a ruined
priory in second-person prose: a cloister garth with a window on the river, a nave with a groat
among the grave slabs and fallen masonry in the chancel arch, a chapter house with a shut door
to the undercroft (a gold coin by the last pillar), the slype and the fishponds. Moves spelled
`w`, `e`, `n`, `s`, `north`, `south`, `east`, `west`, `go north`, `walk east`, `head south`,
`go to the west`, `open east`, `open west`, `open south`, `open north`, `take shilling`, `take
the sovereign`, `get penny`, `get coin`, `get coins`, `take groat`, `take coin`. The walks are
printed from one map each by functions, so a room reads the same on every visit; where two walks
end in the same room, the last text carries an event of that turn or differs by a door or a
coin. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# ---- map A: Hollins House ----
# Entrance Hall: n Long Gallery, w Morning Room, e Library (oak door, closed at first),
# s front door (locked). Long Gallery: s Hall, e Music Room. Music Room: w Gallery.
# Library: w Hall (oak door), n Study (papered door, shut at first). Study: s Library.
# Morning Room: e Hall.
def hall(oak_open: bool = False) -> tuple:
    state = "open" if oak_open else "closed"
    return (
        "Entrance Hall\n"
        "The hall of Hollins House rises two storeys to a plaster ceiling gone brown with old "
        "smoke. A grandfather clock ticks against the panelling, and a coat stand by the door "
        "holds a single moth-eaten cape. Black and white tiles run underfoot like a chessboard "
        "left half played.\n\n"
        "The front door, to the south, is locked and barred, as it has been since the family "
        "left. To the north a wide arch opens on the Long Gallery, and a plain doorway on the "
        "west side leads into the morning room. The library lies east, behind an oak door, "
        f"which is {state}.",
        R(
            "entrance hall",
            "n s e w",
            closed="" if oak_open else "e",
            locked="s",
            leads={"n": "long gallery", "w": "morning room", "e": "library"},
        ),
    )


def gallery() -> tuple:
    return (
        "Long Gallery\n"
        "A long, narrow room, lit by five tall windows in the west wall that look down over "
        "the lake and the reed beds beyond it. Between the windows hang the Hollins ancestors "
        "in heavy frames; the nearest, a merchant in a fur collar, is painted counting gold "
        "coins into a chest, and looks pleased about it. The floorboards creak at every "
        "step.\n\n"
        "The gallery ends to the north in a blank wall hung with a faded tapestry of a stag "
        "hunt. The arch to the hall is south, and halfway along the east wall a door stands "
        "ajar on the music room.",
        R("long gallery", "s e", leads={"s": "entrance hall", "e": "music room"}),
    )


def music_room(coin: bool = True) -> tuple:
    sovereign = "On the closed keyboard cover lies a gold sovereign. " if coin else ""
    return (
        "Music Room\n"
        "Dust sheets cover everything here but the piano, a black grand with its lid propped "
        "up as if someone meant to come back and play. A harp without strings leans in one "
        "corner; a music stand holds a page of a nocturne, the notes too faded to read. The "
        "single window, to the north, is shuttered.\n\n"
        f"{sovereign}The only door is in the west wall, and it stands ajar.",
        R("music room", "w", coin=coin, leads={"w": "long gallery"}),
    )


def library(oak_open: bool = False, study_open: bool = False) -> tuple:
    oak = "open" if oak_open else "closed"
    papered = "open" if study_open else "shut"
    closed = " ".join(d for d, o in (("w", oak_open), ("n", study_open)) if not o)
    return (
        "Library\n"
        "Shelves climb every wall to the ceiling, and a brass rail runs round them for the "
        "library steps, which stand at the far end. A glass-fronted cabinet held the family's "
        "coin collection once: its doors are locked now, and its velvet trays are empty. Two "
        "leather armchairs face a cold fireplace.\n\n"
        f"The oak door to the hall is in the west wall; it is {oak}. In the north wall a "
        f"narrow door, papered to match the shelves, is {papered}.",
        R("library", "w n", closed=closed, leads={"w": "entrance hall", "n": "study"}),
    )


def study(coin: bool = True) -> tuple:
    penny = "A worn penny lies on the hearthrug, as if dropped from a pocket. " if coin else ""
    return (
        "Study\n"
        "A cramped room that smells of pipe smoke and mice. A roll-top desk fills most of it, "
        "its roll pulled down and locked; a stuffed owl watches from the top of a bookcase. "
        "The window to the east is so thick with ivy that the light comes through green.\n\n"
        f"{penny}The papered door to the south is the only way out.",
        R("study", "s", coin=coin, leads={"s": "library"}),
    )


def morning_room(coin: bool = True) -> tuple:
    silks = ", and among them a silver shilling" if coin else ""
    return (
        "Morning Room\n"
        "The morning room's one window looks west over the kitchen garden. Someone's "
        "embroidery lies abandoned on a chaise longue; beside it an open workbasket spills "
        f"silks, thimbles and pins{silks}. A birdcage hangs from a hook by the window, its "
        "little wire door shut on a canary that has been dead a long time.\n\n"
        "The doorway to the hall is east. There is no other way out.",
        R("morning room", "e", coin=coin, leads={"e": "entrance hall"}),
    )


OAK_OPENS = ("The oak door swings open on its old hinges.", K("opened"))
TAKEN = ("Taken.", K("took"))


# ---- map B: a harbour town (ROM-like) ----
# The Fish Market: n Chandlery Lane, e The Quay, w The Customs House (door, shut at first);
# south the harbour wall (no way). The Quay: w Market, n The Net Loft; east deep water.
# The Net Loft: s Quay. Chandlery Lane: s Market, w The Anchor, n chapel gate (locked).
# The Anchor: e Lane. The Customs House: e Market.
B_PROMPT = "<120hp 95mp 140mv> "


def market(door_open: bool = False, line: str = "") -> tuple:
    state = "open" if door_open else "shut"
    return (
        "The Fish Market\n"
        "Trestles slick with scales crowd the cobbles, and the smell of the morning's catch\n"
        "hangs over everything like a wet blanket. Gulls wheel and scream overhead, waiting\n"
        "for a fishwife to look away. A weighing scale hangs from a post, its brass pans green\n"
        "with salt. To the south the harbour wall rises chest high; beyond it there is\n"
        "nothing but the grey sea.\n"
        "Chandlery Lane climbs away to the north between tall houses, and the quay runs out\n"
        f"eastward. The customs house stands on the west side of the market, its door {state}.\n"
        "[Exits: north east west]\n"
        "A fishwife is here, gutting mackerel into a pail.\n"
        + (f"{line}\n" if line else "")
        + B_PROMPT,
        R(
            "the fish market",
            "n e w",
            closed="" if door_open else "w",
            leads={"n": "chandlery lane", "e": "the quay", "w": "the customs house"},
        ),
    )


def quay() -> tuple:
    return (
        "The Quay\n"
        "Stone bollards, worn smooth by a century of ropes, line the edge of the quay. A\n"
        "crabber's boat lies tied up below, rising and falling on the swell, with nobody\n"
        "aboard. Lobster pots are stacked in a wall higher than your head. The quay ends to\n"
        "the east at the harbour mouth, where there is nothing but deep water.\n"
        "The door of the net loft, to the north, stands open. The fish market lies west.\n"
        "[Exits: north west]\n"
        "Old Tam the net-mender sits on a bollard, mending nothing.\n" + B_PROMPT,
        R("the quay", "n w", leads={"n": "the net loft", "w": "the fish market"}),
    )


def net_loft(coin: bool = True) -> tuple:
    glint = "Caught in the mesh of a net at your feet, a silver coin winks in the light.\n"
    return (
        "The Net Loft\n"
        "Nets hang from the rafters in great brown swags, drying, and the floor is a tangle\n"
        "of cork floats, broken oars and withies for lobster pots. Light falls in through\n"
        "the gaps in the planking.\n"
        + (glint if coin else "")
        + "The only door is south, onto the quay.\n"
        "[Exits: south]\n" + B_PROMPT,
        R("the net loft", "s", coin=coin, leads={"s": "the quay"}),
    )


def lane() -> tuple:
    return (
        "Chandlery Lane\n"
        "The lane climbs steeply between houses whose upper storeys lean together until\n"
        "they almost touch. The chandler's shop is boarded up for the winter. Tar barrels\n"
        "stand along the wall. At the top of the lane, to the north, the chapel's railings\n"
        "close the way with a gate, and the gate is locked.\n"
        "The Anchor's door, to the west, is propped open with a barrel, and the market lies\n"
        "south, down the hill.\n"
        "[Exits: north south west]\n" + B_PROMPT,
        R(
            "chandlery lane",
            "n s w",
            locked="n",
            leads={"w": "the anchor", "s": "the fish market"},
        ),
    )


def anchor(coin: bool = True) -> tuple:
    coppers = "A few coppers lie forgotten on the bar among the wet rings.\n" if coin else ""
    return (
        "The Anchor\n"
        "A low, smoky taproom, its beams hung with pewter mugs and a ship's anchor, rusted\n"
        "red, bolted over the hearth. A fire sulks in the grate. Behind the bar a cask rests\n"
        "on its trestle, and the landlord's strongbox sits beside it, padlocked.\n"
        + coppers
        + "The door to the lane is east.\n"
        "[Exits: east]\n"
        "The landlord is here, polishing a glass on his apron.\n"
        "Cap'n Morrow is here, asleep in the corner with his mouth open.\n" + B_PROMPT,
        R("the anchor", "e", coin=coin, leads={"e": "chandlery lane"}),
    )


def customs(coin: bool = True) -> tuple:
    penny = "Under the long bench by the wall someone has lost a copper penny.\n" if coin else ""
    return (
        "The Customs House\n"
        "A bare room with a high counter, behind which the excise men once weighed and\n"
        "taxed everything that came ashore. Ledgers rot on the shelves. A chart of tariffs,\n"
        "in shillings and pence, is pinned beside a barred window.\n"
        + penny
        + "The street door is east.\n"
        "[Exits: east]\n" + B_PROMPT,
        R("the customs house", "e", coin=coin, leads={"e": "the fish market"}),
    )


# ---- map C: the ruined priory (second-person prose) ----
# cloister garth: n nave, e chapter house, s slype. nave: s garth (east: fallen masonry).
# chapter house: w garth, s undercroft (door, shut at first). undercroft: n chapter house.
# slype: n garth, s fishponds. fishponds: n slype.
def garth() -> tuple:
    return (
        "You stand in the cloister garth, at the heart of what the centuries have left of "
        "Saint Aldhelm's priory. The four walks that once framed the lawn have fallen in on three "
        "sides, and "
        "their arches stand roofless against the sky like the ribs of a wreck. A sundial leans "
        "in the middle of the grass, telling the wrong time. Through a window of the west "
        "range you can see the river, brown and fast, and the willows on the far bank.\n\n"
        "The east walk is still whole enough to take you to the chapter house. The slype, a "
        "narrow passage, runs south between buttresses. To the north, the church door hangs "
        "from one hinge, open on the nave.",
        R(
            "cloister garth",
            "n s e",
            leads={"e": "chapter house", "s": "slype", "n": "nave"},
        ),
    )


def nave(coin: bool) -> tuple:
    groat = (
        " Among the grave slabs a silver groat lies face up, as if it had been dropped this "
        "morning."
        if coin
        else ""
    )
    return (
        "You are in the nave. Its roof went long ago, and grass grows between the grave slabs "
        "of forgotten priors. The great west window still keeps its tracery, though not its "
        "glass. Near the rood screen a stone alms box is built into a pillar, its slot rusted "
        f"shut.{groat}\n\n"
        "The chancel arch, to the east, is choked with fallen masonry. The only way out is "
        "the broken door to the south, into the garth.",
        R("nave", "s", coin=coin, leads={"s": "cloister garth"}),
    )


def chapter_house(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "You are in the chapter house, an eight-sided room whose vaulted roof, alone in all "
        "the priory, still stands. Stone benches run round the walls where the canons sat to "
        "hear the day's chapter read. A carved head on the central pillar sticks its tongue "
        "out at you. The light comes in thin and grey through slit windows to the north and "
        "east.\n\n"
        f"The east walk of the cloister is west of you. A low door to the south, into the "
        f"undercroft, {state}.",
        R(
            "chapter house",
            "w s",
            closed="" if door_open else "s",
            leads={"w": "cloister garth", "s": "undercroft"},
        ),
    )


def undercroft(coin: bool = True) -> tuple:
    gold = (
        " In the dust by the last pillar lies a small gold coin stamped with a ship."
        if coin
        else ""
    )
    return (
        "You are in the undercroft, a long vaulted cellar where the canons kept their ale "
        "and their grain. Broken barrels lie where they rolled. The air is cold and smells of "
        f"wet stone.{gold}\n\n"
        "The door to the north is the only way out.",
        R("undercroft", "n", coin=coin, leads={"n": "chapter house"}),
    )


def slype() -> tuple:
    return (
        "You are in the slype, a narrow vaulted passage squeezed between the chapter house "
        "and the south transept. Water drips from the vault and runs away down a channel in "
        "the middle of the floor. Someone has scratched a compass rose into the wall, its west "
        "point gouged deep.\n\n"
        "The passage opens north into the garth, and to the south it comes out among the "
        "fishponds.",
        R("slype", "n s", leads={"n": "cloister garth", "s": "fishponds"}),
    )


def fishponds() -> tuple:
    return (
        "You are at the fishponds, three long ponds gone to reed and duckweed, stepped down "
        "the slope toward the river. A heron stands in the shallows of the nearest and does "
        "not move. An eel trap lies rotting on the bank. West and south the ponds and the "
        "marsh beyond them block the way; the only path is the one north, into the slype.",
        R("fishponds", "n", leads={"n": "slype"}),
    )


ITEMS = [
    # ---- map A ----
    item(
        hall(),
        "w",
        morning_room(),
        "take shilling",
        TAKEN,
        "e",
        hall(),
        "open east",
        OAK_OPENS,
        "e",
        library(oak_open=True),
        notes="a five-turn walk: the shilling taken in the morning room, the oak door opened "
        "from the hall and walked through; in the library the hall is west (visited, the way "
        "first entered), the papered door north shut: open north; the locked coin cabinet is "
        "empty, the library steps no way up",
    ),
    item(
        hall(),
        "north",
        gallery(),
        "east",
        music_room(),
        "take the sovereign",
        TAKEN,
        "west",
        also(gallery(), "Somewhere below, the grandfather clock strikes three."),
        notes="a four-turn walk with a loop: the sovereign taken in the music room; back in the "
        "gallery both ways are visited (all visited), the arch south the way first entered: go "
        "south; the windows west and the tapestry north are no exits, the painted coins none",
    ),
    item(
        library(),
        "n",
        ("The papered door is shut. It is cleverly made, but it is still a door.", K("refused")),
        "open north",
        ("You open the papered door.", K("opened")),
        "n",
        study(),
        "get penny",
        TAKEN,
        "s",
        library(study_open=True),
        notes="the papered door refused, opened and walked through (the refusal cleared), the "
        "penny taken; back in the library, its first room, the study north is visited and the "
        "oak door west closed: open west",
    ),
    item(
        hall(),
        "open east",
        OAK_OPENS,
        "east",
        library(oak_open=True),
        "west",
        hall(oak_open=True),
        "north",
        gallery(),
        "north",
        ("There is only the tapestry that way, and good stone behind it.", K("refused")),
        notes="a five-turn walk: through the oak door and back, then north to the gallery, "
        "where the tapestry north is refused; south is visited and the way first entered, the "
        "music room east unvisited: go east",
    ),
    item(
        hall(),
        "n",
        gallery(),
        "e",
        music_room(),
        "take the sovereign",
        TAKEN,
        "w",
        gallery(),
        "s",
        also(hall(), "The grandfather clock strikes four, slowly, as if counting."),
        notes="a six-turn walk that comes back to its first room: north (the gallery) visited, "
        "the morning room west and the library east (oak door closed) unvisited, the front door "
        "south locked: go west, open east",
    ),
    item(
        hall(),
        "s",
        (
            "The front door is locked and barred, as it has been for years. There is no key.",
            K("refused", door="locked"),
        ),
        "go to the west",
        morning_room(),
        notes="the front door refused in the hall (the refusal stays there); the morning room "
        "entered from the east: the birdcage's door is the cage's; a shilling in the open "
        "workbasket: take coin",
    ),
    item(
        library(),
        "w",
        ("The oak door is closed.", K("refused", door="closed")),
        "open west",
        ("The oak door swings open on its old hinges.", K("opened")),
        "w",
        hall(oak_open=True),
        "w",
        morning_room(),
        "take shilling",
        TAKEN,
        "e",
        also(hall(oak_open=True), "Somewhere upstairs a door bangs in the draught."),
        notes="a six-turn walk: the oak door refused, opened and walked through, the shilling "
        "taken; in the hall the library (east, the way first entered) and the morning room "
        "(west) are visited, the front door locked: go north",
    ),
    # ---- map B ----
    item(
        market(),
        "e",
        quay(),
        "n",
        net_loft(),
        "get coin",
        ("You get a silver coin out of the net.", K("took")),
        "s",
        quay(),
        "w",
        market(line="A gull snatches a herring from the trestle and is gone."),
        notes="a six-turn walk that comes back to the market: the quay (east) visited, the lane "
        "north unvisited, the customs house door west shut: go north, open west; the sea south "
        "is no way",
    ),
    item(
        market(),
        "w",
        ("The door is closed.", K("refused", door="closed")),
        "open west",
        ("You open the door.", K("opened")),
        "w",
        customs(),
        notes="the customs house door refused, opened and walked through; the tariffs in "
        "shillings are no coins; a copper penny under the bench: take coin",
    ),
    item(
        market(),
        "north",
        lane(),
        "west",
        anchor(),
        "get coins",
        ("You gather up the coppers from the bar.", K("took")),
        "east",
        lane(),
        "north",
        ("The gate is locked. Beyond the railings, the chapel door is shut too.", K("refused")),
        notes="a five-turn walk: the coppers taken in the Anchor; in the lane the locked chapel "
        "gate north is refused, the Anchor (west) and the market (south, the way first entered) "
        "visited: go south",
    ),
    item(
        anchor(),
        "get coins",
        ("You gather up the coppers from the bar.", K("took")),
        "e",
        lane(),
        "s",
        market(line="A fishwife shouts the price of crabs at nobody in particular."),
        notes="a three-turn walk down from the Anchor (its coppers taken) to the market: north "
        "(the lane, the way first entered) visited, the quay east unvisited, the customs house "
        "door west shut: go east, open west",
    ),
    item(
        quay(),
        "w",
        market(),
        "w",
        ("The door is closed.", K("refused", door="closed")),
        "open west",
        ("You open the door.", K("opened")),
        "w",
        customs(),
        "get penny",
        ("You get a copper penny.", K("took")),
        "e",
        market(door_open=True),
        notes="a six-turn walk: the customs house door refused, opened and walked through, the "
        "penny taken; back in the market its door is open, the customs house and the quay "
        "(east, the way first entered) visited: go north",
    ),
    item(
        net_loft(),
        "get coin",
        ("You get a silver coin out of the net.", K("took")),
        "s",
        quay(),
        "e",
        (
            "Alas, you cannot go that way. The harbour mouth is deep water.\n" + B_PROMPT,
            K("refused"),
        ),
        notes="a three-turn walk: the coin taken in the net loft, then east on the quay refused "
        "(deep water); north visited and the way first entered, the market west unvisited: go "
        "west",
    ),
    item(
        market(),
        "n",
        lane(),
        "s",
        market(),
        "e",
        quay(),
        "n",
        net_loft(),
        notes="a four-turn walk up the lane and back, then out to the net loft; a silver coin "
        "in the nets: take coin",
    ),
    # ---- map C ----
    item(
        garth(),
        "go north",
        nave(coin=True),
        "take groat",
        ("You pick up the groat. It is cold and heavier than it looks.", K("took")),
        "head south",
        also(garth(), "A jackdaw drops down onto the sundial and eyes you."),
        notes="a three-turn walk back to the garth: the groat taken; the nave (north) visited, "
        "the slype south and the chapter house east unvisited: go south or east; the window "
        "west on the river is no exit",
    ),
    item(
        garth(),
        "walk east",
        chapter_house(),
        "south",
        ("The undercroft door is shut. You will have to open it.", K("refused", door="closed")),
        "open south",
        ("You lift the latch and the door scrapes open.", K("opened")),
        "south",
        undercroft(),
        notes="the undercroft door refused, opened and walked through; a gold coin stamped with "
        "a ship by the last pillar: take coin",
    ),
    item(
        garth(),
        "south",
        slype(),
        "south",
        fishponds(),
        "north",
        slype(),
        "north",
        garth(),
        "east",
        chapter_house(),
        notes="a five-turn walk down to the fishponds and back through the garth; in the "
        "chapter house west is visited and the way first entered, the undercroft door south "
        "shut: open south; the slit windows are no exits",
    ),
    item(
        chapter_house(),
        "open south",
        ("You lift the latch and the door scrapes open.", K("opened")),
        "south",
        undercroft(),
        "take coin",
        ("You take the gold coin and turn it over. A ship, and a king in the ship.", K("took")),
        "north",
        chapter_house(door_open=True),
        "west",
        garth(),
        "north",
        nave(coin=True),
        notes="a six-turn walk: the gold coin taken in the undercroft, then through the garth to "
        "the nave; a silver groat among the grave slabs: take coin; the alms box's rusted slot "
        "is no coin",
    ),
    item(
        fishponds(),
        "north",
        slype(),
        "north",
        garth(),
        "north",
        nave(coin=False),
        "east",
        ("Fallen masonry fills the chancel arch. There is no way through.", K("refused")),
        notes="a four-turn walk up from the fishponds to the nave, where the chancel arch east "
        "is refused; the only exit (south) is visited and the way first entered: all visited, "
        "go south",
    ),
    item(
        garth(),
        "east",
        chapter_house(),
        "west",
        garth(),
        "south",
        also(slype(), "A drop of water falls from the vault onto the back of your neck."),
        notes="a three-turn walk: to the chapter house and back, then into the slype; the garth "
        "north is visited and the way first entered, the fishponds south unvisited: go south; a "
        "compass rose scratched on the wall is no exit",
    ),
]
