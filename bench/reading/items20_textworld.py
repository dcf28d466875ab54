"""textworld, twentieth round: walks in a paper mill written in TextWorld's coin collector's
manner (the "-= Room =-" header, a filler sentence, the exit and door templates, the prompt and
the status line counting the moves; none is engine output), on one symmetric tree map fixed
first and printed by functions, so a room reads the same on every visit (only the status line's
count moves on): the Rag Room (east the Vat Room; north a maple door, closed at first, to the
Sorting Room), the Vat Room (east the Press Room, south the Drying Room), the Press Room (a
locked steel door south). "You have to open the maple door first.", "You open maple door.",
"You close maple door.", "You have to unlock the steel door first.", "You can't go that way."
for a way never given, "You are carrying nothing.", "You pick up the coin from the ground." with
and without the ending, loops back to the rag room and the vat room. Three single rooms close
the style. What a person reads in each text is declared beside it; the map facts are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 112


def status(room: str, n: int) -> str:
    return f"\n\n\n>{PAD}-= {room} =-0/{n}"


def walk(*steps, notes: str, actions=None):
    """An item whose texts get the status line: the current room's header and the move count
    (1 for the first text)."""
    out = []
    title = None
    for i, step in enumerate(steps):
        if i % 2:
            out.append(step)
            continue
        text, reading = step
        if isinstance(reading, R):
            title = TITLES[reading.room] if reading.room else title
        out.append((text + status(title, i // 2 + 1), reading))
    return item(*out, notes=notes, actions=actions)


TITLES = {
    "rag room": "Rag Room",
    "vat room": "Vat Room",
    "press room": "Press Room",
    "drying room": "Drying Room",
    "sorting room": "Sorting Room",
}
COIN = "\n\nThere is a coin on the floor."


# the map: Rag Room e Vat Room, n Sorting Room (maple door); Vat Room e Press Room,
# s Drying Room; Press Room s: steel door (locked).
def rag(maple_open: bool = False) -> tuple:
    door = "an open" if maple_open else "a closed"
    return (
        "\n\n-= Rag Room =-\nYou arrive in a rag room. An ordinary kind of place.\n\n\n\n"
        "There is an exit to the east. Don't worry, it is unblocked. There is "
        f"{door} maple door leading north.",
        R("rag room", "e n", closed="" if maple_open else "n"),
    )


def vat(coin: bool = False) -> tuple:
    return (
        "\n\n-= Vat Room =-\nYou've entered a vat room. You decide to start listing off "
        "everything you see in the room, as if you were in a text adventure.\n\n\n\n"
        "You need an unguarded exit? You should try going east. There is an unblocked exit to "
        "the south. There is an exit to the west. Don't worry, it is unguarded."
        + (COIN if coin else ""),
        R("vat room", "e s w", coin=coin),
    )


def press() -> tuple:
    return (
        "\n\n-= Press Room =-\nI am sorry to announce that you are now in the press room. "
        "The room is well lit.\n\n\n\nThere is a locked steel door leading south. You don't "
        "like doors? Why not try going west, that entranceway is unblocked.",
        R("press room", "s w", locked="s"),
    )


def drying(coin: bool = True) -> tuple:
    return (
        "\n\n-= Drying Room =-\nWell, here we are in the drying room. You start to take note "
        "of what's in the room.\n\n\n\nThere is an exit to the north. Don't worry, it is "
        "unguarded." + (COIN if coin else ""),
        R("drying room", "n", coin=coin),
    )


def sorting(coin: bool = False, maple_open: bool = True) -> tuple:
    door = "an open" if maple_open else "a closed"
    return (
        "\n\n-= Sorting Room =-\nYou find yourself in a sorting room. An ordinary one.\n\n\n\n"
        f"There is {door} maple door leading south." + (COIN if coin else ""),
        R("sorting room", "s", closed="" if maple_open else "s", coin=coin),
    )


END = (
    "\n\n\n\nYour score has just gone up by one point.\n\n\n"
    "                                                       *** The End ***\n\n"
    "You scored 1 out of a possible 1, in {n} turns.\n\n\n"
    "Would you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?"
)


def reply(line: str, reading: K) -> tuple:
    return ("\n" + line, reading)


ITEMS = [
    walk(
        rag(),
        "go east",
        vat(),
        "go south",
        drying(),
        notes="a walk east then south into the drying room: TextWorld's coin line, a coin here",
    ),
    walk(
        rag(),
        "go north",
        reply("You have to open the maple door first.", K("refused", "closed")),
        "open maple door",
        reply("You open maple door.", K("opened", "n")),
        "go north",
        sorting(coin=True),
        notes="refused at the closed maple door, opened it (by its name: north), walked in: "
        "the coin is here",
    ),
    walk(
        vat(),
        "go east",
        press(),
        "go south",
        reply("You have to unlock the steel door first.", K("refused", "locked")),
        notes="the steel door refused: locked, no open; west visited and the way in: go west",
    ),
    walk(
        rag(),
        "go east",
        vat(),
        "go east",
        press(),
        "go west",
        vat(),
        "go west",
        rag(),
        notes="a loop out to the press room and back to the first room: east visited, the "
        "maple door north closed and unexplored: open it",
    ),
    walk(
        drying(coin=False),
        "go north",
        vat(),
        "go west",
        rag(),
        "go east",
        vat(),
        notes="from the drying room to the rag room and back to the vat room: south and west "
        "visited, east not: go east; south is the way first entered",
    ),
    walk(
        sorting(coin=False, maple_open=False),
        "open maple door",
        reply("You open maple door.", K("opened", "s")),
        "go south",
        rag(maple_open=True),
        "go east",
        vat(),
        "go south",
        drying(coin=True),
        notes="out of the sorting room through the maple door, east and south: the coin in the "
        "drying room",
    ),
    walk(
        vat(),
        "go north",
        reply("You can't go that way.", K("refused")),
        "go south",
        drying(coin=False),
        notes="a refusal north in the vat room, a way never given, left behind; the drying "
        "room's only exit north is visited and the way in: go north",
    ),
    walk(
        rag(maple_open=True),
        "go north",
        sorting(),
        "go south",
        rag(maple_open=True),
        "close maple door",
        (
            "\nYou close maple door.",
            R(None, "e n", closed="n"),
        ),
        notes="the maple door closed again behind the player: north closed and visited; east "
        "unexplored: go east",
    ),
    walk(
        press(),
        "inventory",
        reply("You are carrying nothing.", K("none")),
        "go west",
        vat(coin=True),
        notes="an inventory keeps the press room; the vat room has the coin this time: take it",
    ),
    walk(
        rag(),
        "go east",
        vat(),
        "go south",
        drying(coin=True),
        "take coin",
        reply("You pick up the coin from the ground." + END.format(n=4), K("took")),
        notes="the coin picked up and the game's ending: the facts keep the drying room, the "
        "coin gone; after The End the actions are empty",
        actions=[],
    ),
    walk(
        press(),
        "go west",
        vat(),
        "go west",
        rag(),
        "go north",
        reply("You have to open the maple door first.", K("refused", "closed")),
        notes="three moves from the press room; the maple door refused: refused and closed; "
        "east visited and the way in: open north",
    ),
    walk(
        drying(coin=True),
        "take coin",
        reply("You pick up the coin from the ground.", K("took")),
        "go north",
        vat(),
        "go east",
        press(),
        notes="a coin picked up (this game goes on after it), then to the press room: west "
        "visited, the steel door locked: go back west",
    ),
    walk(
        rag(),
        "open maple door",
        reply("You open maple door.", K("opened", "n")),
        "go north",
        sorting(),
        "go south",
        rag(maple_open=True),
        "go east",
        vat(),
        "go west",
        rag(maple_open=True),
        notes="a six-turn walk back to the first room: north and east visited (all_visited); "
        "the first room, no initial: any exit",
    ),
    walk(
        vat(),
        "go up",
        reply("You can't go that way.", K("refused")),
        "go west",
        rag(),
        notes="a refused 'go up' left in the vat room (no fact); the rag room: east visited and "
        "the way in, the maple door north closed: open it",
    ),
    walk(
        sorting(coin=False),
        "go south",
        rag(maple_open=True),
        "go east",
        vat(),
        "go east",
        press(),
        "go south",
        reply("You have to unlock the steel door first.", K("refused", "locked")),
        notes="four moves to the steel door, refused: locked; west the way in: go west",
    ),
    walk(
        vat(),
        "go west",
        rag(),
        "go north",
        reply("You have to open the maple door first.", K("refused", "closed")),
        "open maple door",
        reply("You open maple door.", K("opened", "n")),
        notes="the refusal at the maple door cleared by opening it: north open, unexplored: go "
        "north; east visited and the way in",
    ),
    walk(
        drying(coin=False),
        "go north",
        vat(),
        "go east",
        press(),
        "go west",
        vat(),
        "go west",
        rag(),
        "go east",
        vat(),
        notes="five moves through the vat room three times: every way from it (south, east, "
        "west) leads to a visited room (all_visited): go back south, the way first entered",
    ),
    item(
        (
            "\n\n-= Glazing Room =-\nYou arrive in a glazing room. A typical kind of place.\n\n"
            "\n\nThere is a closed birchwood door leading east. You need an unblocked exit? "
            "You should try going west.\n\nThere is a coin on the calender."
            + status("Glazing Room", 1),
            R("glazing room", "e w", closed="e", coin=True),
        ),
        notes="a single room: a coin on a thing (the calender) is in the room: take it",
    ),
    item(
        (
            "\n\n-= Mould Store =-\nYou've entered a mould store. The room seems oddly "
            "familiar, as though it were only superficially different from the other rooms in "
            "the building.\n\n\n\nThere is a locked iron door leading north. There is a locked "
            "zinc door leading west." + status("Mould Store", 1),
            R("mould store", "n w", locked="n w"),
        ),
        notes="two locked doors and no other exit: closed, no action",
    ),
    item(
        (
            "\n\n-= Watermark Office =-\nYou are in a watermark office. A typical one.\n\n\n\n"
            "There is an open hornbeam door leading south. There is an exit to the east. Don't "
            "worry, it is unguarded." + status("Watermark Office", 1),
            R("watermark office", "s e"),
        ),
        notes="an open hornbeam door south and an unguarded exit east: go south or east",
    ),
]
