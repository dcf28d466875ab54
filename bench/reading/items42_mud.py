"""mud, forty-second round (emphasis: paraphrase): six walks (1-4 turns) on a fairground area of a
Diku-like MUD whose exit line names where each way leads and what stands in it ("Exits: North (the
Carousel), East (door, closed), South (gate, locked)"), with the MUD's own replies ("The mirror-hall
door is closed.", "You swing the mirror-hall door open.", "The main gate is locked. A board hangs on
it: CLOSED TILL DUSK.", "You get a brass threepence piece from the sawdust.", "You can't go in that
direction."); and fourteen single rooms and short histories whose exits are told in the many
wordings of the codebases (LPMud's "The only obvious exit is south.", a Discworld-like "There are
three obvious exits", an Achaea-like "You see exits leading east (open door) and south (closed
door).", an exit table with destinations, "[Exits: south]", ROM's "[Exits: east west]", exits in a
prompt, Evennia's "Exits: north and east", a MOO's "Obvious exits: out to ..., north to ...",
"Obvious paths lead ...", SMAUG's "Exits: north south."), with a gold nugget, a tell about a coin in
another room and refusals at a wall and a barred door. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "\n<96hp 40m 110mv> "

# ---- the fairground: Midway n Carousel, e Hall of Mirrors (a door, closed at first), s the
# main gate (locked); Carousel w Coconut Shy (the coin).


def midway(door_open: bool = False) -> tuple:
    east = "East (the Hall of Mirrors)" if door_open else "East (door, closed)"
    return (
        "Midway\n   Striped booths crowd both sides of a trampled path, their shutters down. "
        "Music from the carousel drifts over from the north, and the mirror hall's painted "
        "door is set in the east side of the path.\n"
        f"Exits: North (the Carousel), {east}, South (gate, locked)\n"
        "A candy-floss seller is here, spinning sugar onto a stick." + PROMPT,
        R(
            "midway",
            "n e s",
            closed="" if door_open else "e",
            locked="s",
            leads={"n": "carousel"} | ({"e": "hall of mirrors"} if door_open else {}),
        ),
    )


CAROUSEL = (
    "Carousel\n   Painted horses rise and fall on their brass poles, though nobody is riding them. "
    "The midway lies south, and a gap between the stalls to the west leads to the coconut shy.\n"
    "Exits: South (the Midway), West (the Coconut Shy)\n"
    "A bored attendant leans on the control box." + PROMPT,
    R("carousel", "s w", leads={"s": "midway", "w": "coconut shy"}),
)


def shy(coin: bool = True) -> tuple:
    text = (
        "Coconut Shy\n   Coconuts sit in their cups along the back rail, daring you. Wooden balls "
        "lie in a bucket. The carousel is to the east.\nExits: East (the Carousel)"
    )
    if coin:
        text += "\nA brass threepence piece lies half-buried in the sawdust."
    return (text + PROMPT, R("coconut shy", "e", coin=coin, leads={"e": "carousel"}))


def mirrors(door_open: bool = False) -> tuple:
    door = "door, open" if door_open else "door, closed"
    return (
        "Hall of Mirrors\n   A hundred of you crowd round, thin, fat, upside down. The only way "
        "out is the painted door to the west, onto the midway.\n"
        f"Exits: West ({door})" + PROMPT,
        R("hall of mirrors", "w", closed="" if door_open else "w"),
    )


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before its prompt."""
    text, reading = step
    body = text[: -len(PROMPT)]
    return (f"{body}\n{line}{PROMPT}", reading)


ITEMS = [
    item(
        midway(),
        "n",
        CAROUSEL,
        "w",
        shy(),
        notes="fairground walk: two moves; 'A brass threepence piece lies half-buried in the "
        "sawdust.' is a coin; the shy's only exit is east, the way it was entered",
    ),
    item(
        midway(),
        "e",
        ("The mirror-hall door is closed." + PROMPT, K("refused", "closed")),
        "open east",
        ("You swing the mirror-hall door open." + PROMPT, K("opened")),
        "e",
        mirrors(True),
        notes="fairground: a refusal at the closed door, an open by direction, the move; the hall "
        "of mirrors has one way, back west (all_visited)",
    ),
    item(
        midway(),
        "s",
        (
            "The main gate is locked. A board hangs on it: CLOSED TILL DUSK." + PROMPT,
            K("refused", "locked"),
        ),
        notes="fairground: the gate south, '(gate, locked)' in the exit line, refused; the "
        "refusal stands; north open, the mirror-hall door closed",
    ),
    item(
        midway(),
        "n",
        CAROUSEL,
        "w",
        shy(),
        "get coin",
        ("You get a brass threepence piece from the sawdust." + PROMPT, K("took")),
        "e",
        also(CAROUSEL, "The organ wheezes into a waltz and stops halfway through."),
        notes="fairground: the threepence taken, then a return to the carousel; both its ways "
        "visited (all_visited), the way back south",
    ),
    item(
        mirrors(),
        "open west",
        ("You swing the mirror-hall door open." + PROMPT, K("opened")),
        "w",
        midway(True),
        "n",
        CAROUSEL,
        "s",
        also(midway(True), "The candy-floss seller hums to himself."),
        notes="fairground walk begun in the hall of mirrors: in the midway east (the way it was "
        "first entered) and north are visited, the gate south locked; the person goes back east",
    ),
    item(
        midway(),
        "w",
        ("You can't go in that direction." + PROMPT, K("refused")),
        notes="fairground: a move toward no exit refused; the room kept; the candy-floss "
        "seller's sugar is no coin",
    ),
    item(
        (
            "Harbourmaster's Office\nTide tables are pinned above a desk heaped with manifests, "
            "and a brass telescope on a stand points out to sea through the west window.\n"
            "    The only obvious exit is south.\nA silver piastre.",
            R("harbourmaster's office", "s", coin=True),
        ),
        notes="LPMud's 'The only obvious exit is south.'; the object line 'A silver piastre.' is "
        "a coin; a telescope pointing through the west window is no way",
    ),
    item(
        (
            "Barrack Square\nWhite-painted stones edge a square of gravel raked into lines. The "
            "flagpole is bare.\nThere are three obvious exits: north, east and west.\nA drill "
            "sergeant is shouting at nobody in particular.",
            R("barrack square", "n e w"),
        ),
        notes="a Discworld-like exit count ('three obvious exits'); no coin",
    ),
    item(
        (
            "Chandlery\nCoils of rope, tins of tar, lanterns and shackles hang from every beam. "
            "You see exits leading east (open door) and south (closed door).\nA copper stuiver "
            "lies here.",
            R("chandlery", "e s", closed="s", coin=True),
        ),
        notes="Achaea-like exit sentence with the doors' states in parentheses; a copper stuiver "
        "is a coin",
    ),
    item(
        (
            "Temple Courtyard\n   Stone lanterns stand in raked gravel, and a bronze bell hangs "
            "in a frame by the gate.\nExits:\n  north - Main Hall\n  east  - Incense Shop "
            "(closed)\n  south - Temple Gate (locked)\nAn old monk is sweeping the gravel here.",
            R(
                "temple courtyard",
                "n e s",
                closed="e",
                locked="s",
                leads={"n": "main hall", "e": "incense shop", "s": "temple gate"},
            ),
        ),
        notes="an exit table naming where each way leads, door states after the names; no coin",
    ),
    item(
        (
            "Felt Yurt\n   A stove burns in the middle under the open smoke hole, and carpets "
            "hang on every side. The low painted door faces south, as doors on the steppe do.\n"
            "[Exits: south]\nA silver tenge coin lies on a carpet.",
            R("felt yurt", "s", coin=True),
        ),
        notes="the door south, its state not given, is an open exit (the exit line agrees); a "
        "tenge coin is a coin; the smoke hole is no way",
    ),
    item(
        (
            "Mining Camp\n   Canvas tents and a cook fire, and a sluice box rattling in the creek "
            "below.\n[Exits: east west]\nA gold nugget lies here, the size of a pea.",
            R("mining camp", "e w"),
        ),
        notes="ROM's exit line; a gold nugget is gold, not a coin",
    ),
    item(
        (
            "Bus Depot\n   Double-deckers sleep in rows with their blinds set to NOT IN SERVICE. "
            "The inspectors' hut is north and the yard gate west.\n[ Exits: n w ]",
            R("bus depot", "n w"),
        ),
        "e",
        ("You cannot go east from here: there is only the wash bay wall that way.", K("refused")),
        notes="tbaMUD-like exit line abbreviated; a move east refused ('You cannot go east from "
        "here: there is only the wash bay wall that way.'), the refusal stands",
    ),
    item(
        (
            "Circus Wagon\n   A narrow wagon full of costumes on rails, sequins everywhere. The "
            "wagon door is at the west end; a window at the east end shows the winter quarters "
            "under snow.\n[Exits: west]",
            R("circus wagon", "w"),
        ),
        "w",
        (
            "The wagon door is barred. Somebody has dropped the bar across it from outside.",
            K("refused", "locked"),
        ),
        notes="the wagon door west (state not given) turns out barred from outside: locked, "
        "refused, no open; the window east is no way; nothing else to do (no action)",
    ),
    item(
        (
            "Rope Walk\n   A shed a quarter of a mile long, hemp underfoot and the smell of tar. "
            "Half-twisted strands run the whole length of it, east to west.\n"
            "<88hp 70m 92mv Exits:EW> ",
            R("rope walk", "e w"),
        ),
        notes="exits told only in the prompt ('Exits:EW'); no coin",
    ),
    item(
        (
            "Signal Hut\nA stove, a telegraph key and a kettle. The track runs past the window.\n"
            "Exits: north and east\nYou see: a lantern and a one-tiyin coin",
            R("signal hut", "n e", coin=True),
        ),
        notes="Evennia-like 'Exits: north and east' and 'You see:'; a one-tiyin coin is a coin",
    ),
    item(
        (
            "Market Square\n   Stalls ring a dry fountain. The fountain room of the old baths is "
            "through the arch north, and the high street runs east.\n[Exits: north east]\n"
            "Bob tells you, 'There's a gold coin in the fountain room, north of here. Go and "
            "get it!'",
            R("market square", "n e", leads={"n": "fountain room"}),
        ),
        notes="a tell about a coin in another room (north): no coin here",
    ),
    item(
        (
            "Forest Clearing\n   Bracken and foxgloves, and a ring of stones where someone once "
            "had a fire.\nObvious paths lead north, south and west.",
            R("forest clearing", "n s w"),
        ),
        notes="'Obvious paths lead ...' paraphrases the exit line; no coin",
    ),
    item(
        (
            "Toll Bridge\n   A humped stone bridge with a tollhouse at its northern end. The toll "
            "gate across the road to the north is shut; the road runs south into the "
            "valley.\nExits: north south.",
            R("toll bridge", "n s", closed="n"),
        ),
        notes="SMAUG's 'Exits: north south.'; the toll gate north 'is shut' (a closed way); the "
        "road south open",
    ),
    item(
        (
            "Green Room\nMirrors ringed with bulbs, a rail of costumes, a kettle that never quite "
            "boils.\nYou see a dropped plectrum and a fifty-ngwee coin here.\nObvious exits: out "
            "to Studio Corridor, north to Props Store",
            R("green room", "out n", coin=True, leads={"n": "props store"}),
        ),
        notes="a MOO's 'Obvious exits: out to ..., north to ...' (out outside the vocabulary); a "
        "fifty-ngwee coin is a coin",
    ),
]
