"""history, thirty-second round: 2-7 turn walks (six returning to a room) on three small symmetric
tree maps, each printed in a manner no earlier walk used: map A, a Minoan palace in a game that
prints Prolog facts ("location('Central Court').", "exit(north, 'Throne Room', door(closed)).",
"items([coin]).", the prompt "?- "; commands `go(north).`, `open(north).`, `take(coin).`; replies
"error(door_closed(north)).", "ok(opened(north)).", "error(door_locked(south)).",
"error(no_exit(west)).", "ok(taken(coin))."); map B, a Bath lodging house told by a gossiping
narrator who addresses the player ("PARLOUR\nOh, the parlour, my dear! ...", "Alas, my dear, the
kitchen door is shut. You must open it yourself, for Cook will not.", "Mrs Pinch's door is locked,
my dear, and I shouldn't try it again if I were you.", "You pocket the shilling. Well! Finders
keepers, as they say in Bristol.", "Go that way? Through the wallpaper? My dear, no."); map C, a
container terminal in a search team's SITREP radio format ("SITREP // LOC: Gatehouse", "EXITS: N -
Crane Office (door: CLOSED) / E - Reefer Stack / W - Lashing Store (door: LOCKED)", "ITEMS: 1 x 20p
coin (under the vending machine)"; "NEGATIVE // Crane office door CLOSED. OVER", "ACK // Door OPEN.
OVER", "NEGATIVE // Lashing store LOCKED. Key with shift super. OVER", "NEGATIVE // No route EAST.
Quay edge. OVER", "ACK // 1 x 20p coin recovered. OVER"). Coins taken on the way, doors refused,
opened and walked through, locked doors refused, refusals in the middle and at the end; moves
spelled `go(north).`, `go(east).`, `open(north).`, `take(coin).`, `north`, `n`, `east`, `e`,
`south`, `s`, `west`, `w`, `open east`, `take shilling`, `look`, `move north`, `move east`, `move
west`, `move south`, `open north`, `take coin`. The walks are printed from one map each by
functions, so a room reads the same on every visit; where two walks end in the same room in the same
state, the last text carries an event of that turn. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "?- "


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it (before a prompt, if any)."""
    text, reading = step
    if text.endswith(PROMPT):
        return (text[: -len(PROMPT)] + line + "\n" + PROMPT, reading)
    return (f"{text}\n{line}", reading)


# ---- map A: a Minoan palace printed as Prolog facts ----
# Central Court n Throne Room (a door, closed at first), e Hall of the Double Axes, s the South
# Propylon (a gate, locked); Throne Room w Anteroom; Hall n Dolphin Room (a coin).
def court(north_open: bool = False) -> tuple:
    door = "" if north_open else ", door(closed)"
    return (
        "location('Central Court').\n"
        f"exit(north, 'Throne Room'{door}).\n"
        "exit(east, 'Hall of the Double Axes').\n"
        "exit(south, 'South Propylon', door(locked)).\n"
        "items([bull_rhyton]).\n" + PROMPT,
        R(
            "central court",
            "n e s",
            closed="" if north_open else "n",
            locked="s",
            leads={"n": "throne room", "e": "hall of the double axes"},
        ),
    )


def throne_room(south_open: bool = True) -> tuple:
    door = "" if south_open else ", door(closed)"
    return (
        "location('Throne Room').\n"
        f"exit(south, 'Central Court'{door}).\n"
        "exit(west, 'Anteroom').\n"
        "items([griffin_fresco, gypsum_throne]).\n" + PROMPT,
        R(
            "throne room",
            "s w",
            closed="" if south_open else "s",
            leads={"s": "central court", "w": "anteroom"},
        ),
    )


def anteroom() -> tuple:
    return (
        "location('Anteroom').\nexit(east, 'Throne Room').\nitems([stone_bench]).\n" + PROMPT,
        R("anteroom", "e", leads={"e": "throne room"}),
    )


def hall() -> tuple:
    return (
        "location('Hall of the Double Axes').\n"
        "exit(west, 'Central Court').\n"
        "exit(north, 'Dolphin Room').\n"
        "items([]).\n" + PROMPT,
        R(
            "hall of the double axes",
            "w n",
            leads={"w": "central court", "n": "dolphin room"},
        ),
    )


def dolphin_room(coin: bool = True) -> tuple:
    items = "items([coin, dolphin_fresco])." if coin else "items([dolphin_fresco])."
    return (
        "location('Dolphin Room').\nexit(south, 'Hall of the Double Axes').\n"
        + items
        + "\n"
        + PROMPT,
        R("dolphin room", "s", coin=coin, leads={"s": "hall of the double axes"}),
    )


def p_reply(term: str, reading: K) -> tuple:
    return (f"{term}\n{PROMPT}", reading)


# ---- map B: a Bath lodging house told by a gossiping narrator ----
# Hall n Parlour, e Kitchen (a door, shut at first), w Mrs Pinch's room (locked); Parlour w
# Garden (a shilling); Kitchen n Scullery.
def lodging_hall(east_open: bool = False) -> tuple:
    east = (
        "stands open now, and you can smell the mutton"
        if east_open
        else "is shut, for Cook cannot abide a draught"
    )
    return (
        "HALL\nLa, my dear, here you are in Mrs Pinch's hall, with its umbrella stand and its "
        "print of the Pump Room. The parlour is north, through a door that is never closed. "
        f"The kitchen door, east, {east}. Mrs Pinch's own door, west, is locked, and I dare "
        "say she has her reasons.",
        R(
            "hall",
            "n e w",
            closed="" if east_open else "e",
            locked="w",
            leads={"n": "parlour", "e": "kitchen"},
        ),
    )


def parlour() -> tuple:
    return (
        "PARLOUR\nOh, the parlour, my dear! A harp that nobody plays, a sofa that nobody sits "
        "on, and a view of the Crescent that everybody admires. The hall is south. The little "
        "garden door, west, stands open.",
        R("parlour", "s w", leads={"s": "hall", "w": "garden"}),
    )


def garden(coin: bool = True) -> tuple:
    here = (
        " And what is this, glinting by the sundial? A shilling, as I live!"
        if coin
        else " Nothing glints by the sundial now."
    )
    return (
        "GARDEN\nA little walled garden, my dear, no bigger than a tablecloth: a gravel walk, a "
        "sundial, a bench. The parlour door, east, is the only way out of it." + here,
        R("garden", "e", coin=coin, leads={"e": "parlour"}),
    )


def lodging_kitchen() -> tuple:
    return (
        "KITCHEN\nCook's kingdom, my dear, and she rules it with a ladle. The hall door is "
        "west. An arch to the north leads into the scullery.",
        R("kitchen", "w n", leads={"w": "hall", "n": "scullery"}),
    )


def scullery() -> tuple:
    return (
        "SCULLERY\nA stone sink, a pump, and a kitchen maid who pretends not to see you. The only "
        "way out is south, into the kitchen.",
        R("scullery", "s", leads={"s": "kitchen"}),
    )


SHUT = (
    "Alas, my dear, the kitchen door is shut. You must open it yourself, for Cook will not.",
    K("refused", "closed"),
)
OPENED_B = ("There! You open the kitchen door, and out comes a smell of mutton.", K("opened"))
POCKET = ("You pocket the shilling. Well! Finders keepers, as they say in Bristol.", K("took"))


# ---- map C: a container terminal in SITREP format ----
# Gatehouse n Crane Office (a door, closed at first), e Reefer Stack, w Lashing Store (locked);
# Crane Office e Canteen (a 20p coin); Reefer Stack n Empty Bay.
def gatehouse(north_open: bool = False) -> tuple:
    door = "OPEN" if north_open else "CLOSED"
    return (
        "SITREP // LOC: Gatehouse\n"
        f"EXITS: N - Crane Office (door: {door}) / E - Reefer Stack / W - Lashing Store (door: "
        "LOCKED)\nITEMS: none\nOVER",
        R(
            "gatehouse",
            "n e w",
            closed="" if north_open else "n",
            locked="w",
            leads={"n": "crane office", "e": "reefer stack"},
        ),
    )


def crane_office() -> tuple:
    return (
        "SITREP // LOC: Crane Office\nEXITS: S - Gatehouse (door: OPEN) / E - Canteen\n"
        "ITEMS: radio charger, hard hats x4\nOVER",
        R("crane office", "s e", leads={"s": "gatehouse", "e": "canteen"}),
    )


def canteen(coin: bool = True) -> tuple:
    items = "1 x 20p coin (under the vending machine)" if coin else "none"
    return (
        f"SITREP // LOC: Canteen\nEXITS: W - Crane Office\nITEMS: {items}\nOVER",
        R("canteen", "w", coin=coin, leads={"w": "crane office"}),
    )


def reefer_stack() -> tuple:
    return (
        "SITREP // LOC: Reefer Stack\nEXITS: W - Gatehouse / N - Empty Bay\nITEMS: none\n"
        "NOTE: compressors running, noise high\nOVER",
        R("reefer stack", "w n", leads={"w": "gatehouse", "n": "empty bay"}),
    )


def empty_bay() -> tuple:
    return (
        "SITREP // LOC: Empty Bay\nEXITS: S - Reefer Stack\nITEMS: pallet wrap, one glove\nOVER",
        R("empty bay", "s", leads={"s": "reefer stack"}),
    )


ACK_OPEN = ("ACK // Door OPEN. OVER", K("opened"))
RECOVERED = ("ACK // 1 x 20p coin recovered. OVER", K("took"))

ITEMS = [
    # ---- map A: the Minoan palace in Prolog ----
    item(
        court(),
        "go(north).",
        p_reply("error(door_closed(north)).", K("refused", "closed")),
        "open(north).",
        p_reply("ok(opened(north)).", K("opened")),
        "go(north).",
        throne_room(),
        notes="a door closed in the facts, refused, opened and walked through; the court is the "
        "way in, the anteroom west is not yet seen: go west",
    ),
    item(
        court(),
        "go(east).",
        hall(),
        "go(north).",
        dolphin_room(),
        "take(coin).",
        p_reply("ok(taken(coin)).", K("took")),
        "go(south).",
        hall(),
        notes="a loop: the coin taken in the dolphin room and back in the hall, both its ways lead "
        "to visited rooms; first entered from the court (west): go west",
    ),
    item(
        court(),
        "go(south).",
        p_reply("error(door_locked(south)).", K("refused", "locked")),
        "go(east).",
        also(hall(), "event('Somewhere beyond the wall a lyre is being tuned.')."),
        notes="the locked gate refused in the court, left behind; the hall's north exit is not "
        "yet taken: go north",
    ),
    item(
        dolphin_room(),
        "take(coin).",
        p_reply("ok(taken(coin)).", K("took")),
        "go(south).",
        hall(),
        "go(west).",
        court(),
        "open(north).",
        p_reply("ok(opened(north)).", K("opened")),
        "go(north).",
        throne_room(),
        "go(west).",
        anteroom(),
        notes="a six-turn walk from the dolphin room to the anteroom, whose one exit is the way "
        "in: go east",
    ),
    item(
        throne_room(south_open=False),
        "open(south).",
        p_reply("ok(opened(south)).", K("opened")),
        "go(south).",
        court(north_open=True),
        "go(east).",
        hall(),
        "go(west).",
        also(court(north_open=True), "event('A bull bellows somewhere beyond the walls.')."),
        notes="a loop through the hall: the court first entered from the throne room (north), "
        "its east and north ways visited and the gate locked: go back north",
    ),
    item(
        anteroom(),
        "go(east).",
        throne_room(south_open=False),
        "go(south).",
        p_reply("error(door_closed(south)).", K("refused", "closed")),
        "open(south).",
        p_reply("ok(opened(south)).", K("opened")),
        "go(south).",
        court(north_open=True),
        notes="refused at the throne room's closed door, opened and walked through; in the "
        "court the hall east is not yet seen: go east",
    ),
    item(
        court(),
        "go(west).",
        p_reply("error(no_exit(west)).", K("refused")),
        "go(east).",
        hall(),
        "go(east).",
        p_reply("error(no_exit(east)).", K("refused")),
        notes="a refusal left in the court; another in the hall, a way its facts never gave: "
        "refused east; go north",
    ),
    # ---- map B: the lodging house, told by a gossip ----
    item(
        lodging_hall(),
        "north",
        parlour(),
        "south",
        also(lodging_hall(), "A sedan chair goes by in the street, and Mrs Pinch tuts at it."),
        notes="there and back: in the first room the parlour is visited, the kitchen door shut "
        "and Mrs Pinch's locked: open east",
    ),
    item(
        lodging_hall(),
        "n",
        parlour(),
        "w",
        garden(),
        notes="the narrator points out a shilling by the sundial (a coin here): take it",
    ),
    item(
        lodging_hall(),
        "east",
        SHUT,
        "open east",
        OPENED_B,
        "east",
        lodging_kitchen(),
        notes="the kitchen door refused as shut, opened by direction and walked through; the "
        "scullery arch north is not yet taken",
    ),
    item(
        garden(),
        "take shilling",
        POCKET,
        "east",
        parlour(),
        "south",
        lodging_hall(),
        notes="the shilling pocketed; the hall first entered from the parlour (north); the "
        "kitchen door shut: open east",
    ),
    item(
        lodging_hall(),
        "w",
        (
            "Mrs Pinch's door is locked, my dear, and I shouldn't try it again if I were you.",
            K("refused", "locked"),
        ),
        "e",
        SHUT,
        "open east",
        OPENED_B,
        "e",
        lodging_kitchen(),
        "n",
        scullery(),
        notes="two refusals in the hall (locked, then shut), the door opened, a walk to the "
        "scullery, whose one way is the way in",
    ),
    item(
        scullery(),
        "s",
        lodging_kitchen(),
        "w",
        lodging_hall(east_open=True),
        "n",
        parlour(),
        "w",
        garden(),
        "take shilling",
        POCKET,
        "e",
        also(parlour(), "Somebody upstairs begins to practise the harp, badly."),
        notes="a seven-turn walk: the parlour's two ways both lead to visited rooms; it was "
        "first entered from the hall, south: go south",
    ),
    item(
        parlour(),
        "go east",
        ("Go that way? Through the wallpaper? My dear, no.", K("refused")),
        "s",
        lodging_hall(),
        "e",
        SHUT,
        "open east",
        OPENED_B,
        "look",
        also(lodging_hall(east_open=True), "The hall clock wheezes and strikes four."),
        notes="a refusal left in the parlour; the kitchen door refused, opened and seen open on "
        "a look: the refusal is cleared; go east",
    ),
    # ---- map C: the container terminal in SITREP format ----
    item(
        gatehouse(),
        "move north",
        ("NEGATIVE // Crane office door CLOSED. OVER", K("refused", "closed")),
        "open north",
        ACK_OPEN,
        "move north",
        crane_office(),
        notes="a closed door refused, opened and walked through; the canteen east is not yet "
        "seen: go east",
    ),
    item(
        gatehouse(),
        "open north",
        ACK_OPEN,
        "move north",
        crane_office(),
        "move east",
        canteen(),
        notes="'ITEMS: 1 x 20p coin (under the vending machine)': a coin here, take it",
    ),
    item(
        gatehouse(),
        "move east",
        reefer_stack(),
        "move north",
        empty_bay(),
        "move south",
        reefer_stack(),
        notes="a loop to the empty bay and back: the reefer stack's two ways lead to visited "
        "rooms; first entered from the gatehouse (west): go west",
    ),
    item(
        canteen(),
        "take coin",
        RECOVERED,
        "move west",
        crane_office(),
        "move south",
        gatehouse(north_open=True),
        notes="the coin recovered; the gatehouse first entered from the crane office (north), "
        "the lashing store locked, the reefer stack not yet seen: go east",
    ),
    item(
        reefer_stack(),
        "move west",
        gatehouse(),
        "move east",
        reefer_stack(),
        "move east",
        ("NEGATIVE // No route EAST. Quay edge. OVER", K("refused")),
        notes="a loop back to the first room, then a way never given refused at the quay edge: "
        "refused east; the empty bay north is not yet seen",
    ),
    item(
        empty_bay(),
        "move south",
        reefer_stack(),
        "move west",
        gatehouse(),
        "move west",
        (
            "NEGATIVE // Lashing store LOCKED. Key with shift super. OVER",
            K("refused", "locked"),
        ),
        "open north",
        ACK_OPEN,
        "move north",
        crane_office(),
        "move east",
        canteen(),
        "take coin",
        RECOVERED,
        notes="a seven-turn walk with the lashing store refused as locked on the way; the coin "
        "recovered in the canteen, whose one way is the way in: go west",
    ),
]
