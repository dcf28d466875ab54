"""prose, twentieth round: walks in a monastery told in plain prose, the exits spread over
sentences, on one symmetric tree map fixed first and printed by functions, so a room reads the
same on every visit: the Gatehouse (the great gate south, barred; north an archway into the
Cloister; east the Porter's Lodge through a door, shut at first), the Cloister (east the
Refectory; west the Scriptorium through a door, shut at first; north the church door, locked
till vespers). Replies in prose that keep the room (a brother's word, a latch lifted, a coin
pocketed, a wait, a look into the scrip, a question the game answers), refusals in prose in
the middle of walks, a door closed again behind the player, loops through the cloister; moves
spelled `north`, `n`, `go east`, `walk west`, `head south`, `go to the north`, `step west`,
`E`. Four single passages in other voices close the style. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# the map: Gatehouse n Cloister, e Porter's Lodge (door); s: great gate (locked);
# Cloister e Refectory, w Scriptorium (door); n: church door (locked).
def gatehouse(lodge_open: bool = False) -> tuple:
    lodge = "stands ajar" if lodge_open else "is shut"
    return (
        "You are in the gatehouse of St Odo's. The great gate, to the south, is barred for the "
        "night. Through an archway to the north you can see the "
        f"cloister garth, green and square. The door of the porter's lodge, in the east wall, "
        f"{lodge}.",
        R(
            "gatehouse",
            "n s e",
            locked="s",
            closed="" if lodge_open else "e",
            leads={"n": "cloister", "e": "porter's lodge"},
        ),
    )


def lodge(coin: bool = False) -> tuple:
    extra = (
        " On the window ledge, among the candle ends, lies a worn silver groschen." if coin else ""
    )
    return (
        "You are in the porter's lodge: a stool, a brazier, a board of keys. The one door is "
        f"to the west.{extra}",
        R("porter's lodge", "w", coin=coin),
    )


def cloister(scrip_open: bool = False) -> tuple:
    door = "is open" if scrip_open else "is closed"
    return (
        "You are in the cloister. Arcades run round all four sides of the garth. Eastward the "
        "arcade leads into the refectory. The scriptorium's door, on the west side, "
        f"{door}. To the north the church door is locked until vespers, and the gatehouse "
        "arch is south.",
        R(
            "cloister",
            "n s e w",
            locked="n",
            closed="" if scrip_open else "w",
            leads={"e": "refectory", "w": "scriptorium", "s": "gatehouse"},
        ),
    )


def refectory(coin: bool = False) -> tuple:
    extra = " Under the reader's lectern a gold solidus glints on the flags." if coin else ""
    return (
        "You are in the refectory. Long tables, benches, a lectern for the reader at meals. "
        f"The only way out is west, into the cloister.{extra}",
        R("refectory", "w", coin=coin),
    )


def scriptorium(coin: bool = False, door_open: bool = True) -> tuple:
    door = "open" if door_open else "closed"
    extra = " A small silver coin lies in the gutter of an open psalter." if coin else ""
    return (
        "You are in the scriptorium. Sloped desks stand under tall windows, and the air smells "
        f"of ink and vellum. The door to the east is {door}; there is no other way out.{extra}",
        R("scriptorium", "e", closed="" if door_open else "e", coin=coin),
    )


BELL = "The bell for Compline begins to toll."
CHANT = "From the church comes the sound of plainchant."
ROOKS = "Rooks quarrel in the elms beyond the wall."

ITEMS = [
    item(
        gatehouse(),
        "north",
        cloister(),
        "east",
        refectory(coin=True),
        notes="a walk through the cloister into the refectory: the solidus under the lectern is "
        "a coin; take it",
    ),
    item(
        gatehouse(),
        "n",
        cloister(),
        "w",
        ("The scriptorium door is shut. You would have to open it.", K("refused", "closed")),
        "open door",
        ("You lift the latch, and the door swings inward.", K("opened", "w")),
        "w",
        scriptorium(coin=True),
        notes="a refusal at the shut door, the latch lifted, the scriptorium entered: the coin "
        "in the psalter's gutter lies here; take it",
    ),
    item(
        cloister(),
        "go east",
        refectory(),
        "go west",
        cloister(),
        "go south",
        gatehouse(),
        "go south",
        (
            "Brother Porter looks up from his brazier. 'The gate stays barred till Prime, "
            "brother.'",
            K("refused"),
        ),
        notes="the barred great gate refused by a brother's word: locked (no open); north "
        "visited and the way in; the lodge door east shut: open it",
    ),
    item(
        lodge(coin=True),
        "take coin",
        ("You pocket the groschen.", K("took")),
        "west",
        gatehouse(lodge_open=True),
        "north",
        cloister(),
        "north",
        ("The church door will not open. Locked, until the bell for vespers.", K("refused")),
        notes="the coin pocketed in the lodge; the church door refused: locked; south visited "
        "and the way in; east and the shut scriptorium door unexplored",
    ),
    item(
        gatehouse(),
        "n",
        cloister(),
        "e",
        refectory(),
        "w",
        cloister(),
        "s",
        also(gatehouse(), ROOKS),
        notes="a loop through the cloister back to the first room: north visited; the lodge door "
        "east still shut: open it; the great gate locked",
    ),
    item(
        refectory(),
        "west",
        cloister(),
        "open west door",
        ("The door swings open on a smell of ink.", K("opened")),
        "walk west",
        scriptorium(),
        "walk east",
        cloister(scrip_open=True),
        "close the west door",
        (
            "You pull the scriptorium door shut behind you; the brothers inside like their quiet.",
            R(None, "n s e w", locked="n", closed="w"),
        ),
        notes="a door opened, walked through and shut again: the cloister with west closed and "
        "visited, east visited and the way in; south unexplored",
    ),
    item(
        scriptorium(door_open=False),
        "open door",
        ("The door swings open.", K("opened", "e")),
        "e",
        cloister(scrip_open=True),
        "s",
        gatehouse(),
        "n",
        cloister(scrip_open=True),
        "e",
        refectory(),
        "w",
        also(cloister(scrip_open=True), BELL),
        notes="six turns from the scriptorium; the cloister's west, south and east all lead to "
        "visited rooms, the church door north is locked and leads nowhere visited (so not "
        "all_visited): go back west, the way first entered",
    ),
    item(
        gatehouse(lodge_open=True),
        "E",
        lodge(),
        "wait",
        ("You wait. " + CHANT, K("none")),
        notes="waiting keeps the lodge: its one door west is visited and the way in: go west",
    ),
    item(
        cloister(),
        "head south",
        gatehouse(),
        "open lodge door",
        ("The lodge door creaks open on a smell of charcoal.", K("opened", "e")),
        "go east",
        lodge(coin=True),
        notes="from the cloister to the gatehouse, the lodge door opened by its name (east): the "
        "groschen on the ledge is a coin",
    ),
    item(
        refectory(coin=True),
        "take coin",
        ("You pocket the solidus. It is heavier than it looks.", K("took")),
        "w",
        cloister(),
        "go to the north",
        ("The church door is locked. You hear the brothers' voices within.", K("refused")),
        "s",
        gatehouse(),
        "look in scrip",
        ("Your scrip holds a heel of bread and a gold solidus.", K("none")),
        notes="the church door's refusal left in the cloister; a coin carried in the scrip is "
        "no coin in the room; north visited and the way in; the lodge door shut",
    ),
    item(
        lodge(),
        "w",
        gatehouse(lodge_open=True),
        "s",
        ("You lean on the bar of the great gate. It is pinned and padlocked.", K("refused")),
        notes="the barred gate refused: locked, no open; east visited and the way in; north "
        "unexplored: go north",
    ),
    item(
        cloister(),
        "e",
        refectory(),
        "east",
        ("You walk into the end wall of the refectory and stop, feeling foolish.", K("refused")),
        "west",
        cloister(),
        "step west",
        ("You can't: the scriptorium door is shut.", K("refused", "closed")),
        notes="a refusal in the refectory left behind; in the cloister the shut scriptorium door "
        "refused: refused and closed; east visited; south unexplored",
    ),
    item(
        gatehouse(),
        "n",
        cloister(),
        "s",
        gatehouse(),
        "n",
        also(cloister(), CHANT),
        notes="back and forth through the arch: south visited and the way in (initial); east and "
        "the shut west door unexplored",
    ),
    item(
        refectory(),
        "w",
        cloister(),
        "what is north?",
        (
            "The church. Its door is locked until vespers; you will not get in before the bell.",
            K("none"),
        ),
        "s",
        gatehouse(),
        "n",
        cloister(),
        "e",
        also(refectory(), ROOKS),
        notes="a question the game answers keeps the cloister; a loop ending in the refectory, "
        "the first room (no initial): its only way west is visited (all_visited): go west",
    ),
    item(
        (
            "Brother Wilfrid was in the infirmary, where he had been put to bed against his "
            "will. The herb garden lay beyond the door at the foot of his bed, which was to the "
            "south; the passage to the chapter house ran east. A penny for the poor box lay "
            "forgotten on the blanket.",
            R("infirmary", "s e", coin=True),
        ),
        notes="third person past: Brother Wilfrid is the player; the penny lies on the blanket "
        "in the room (it was meant for the poor box, not yet in it): take it",
    ),
    item(
        (
            "Dorter. Beds in a row, the night stair going down to the church. The day stair, to "
            "the west, is the only other way; there is nothing to the north but a window on the "
            "fells.",
            R("dorter", "down w"),
        ),
        notes="telegraphic: the night stair down is outside the vocabulary; the day stair is "
        "west; the window north is no way: go west",
    ),
    item(
        (
            "We came into the warming room, the only place in the abbey with a fire. A door "
            "on the east side, which Brother Cellarer keeps locked, leads to the undercroft; "
            "the other way out was south, through a low arch.",
            R("warming room", "e s", locked="e"),
        ),
        notes="first person plural: the locked undercroft door east (no open) and a low arch "
        "south: go south",
    ),
    item(
        (
            "You are in the chapter house, an octagon of stone benches. The abbot's chair faces "
            "the door, which is west of you and stands open. Painted on the vault is St Odo "
            "paying the ferryman with a gold coin.",
            R("chapter house", "w"),
        ),
        notes="the painted coin on the vault is no coin; the open door west is the only exit",
    ),
    item(
        scriptorium(door_open=False),
        "open door",
        ("It opens stiffly.", K("opened", "e")),
        "e",
        cloister(scrip_open=True),
        "e",
        refectory(),
        "w",
        cloister(scrip_open=True),
        "n",
        ("Locked. The church is shut until vespers.\n\n" + BELL, K("refused")),
        notes="a refusal at the locked church door in the middle of a loop: north refused and "
        "locked; west (the way in) and east visited; south unexplored: go south",
    ),
    item(
        lodge(),
        "w",
        also(gatehouse(lodge_open=True), "A novice hurries past with a bucket."),
        notes="one move out of the lodge: east visited and the way in; north unexplored; the "
        "great gate barred",
    ),
]
