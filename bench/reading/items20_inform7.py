"""inform7, twentieth round: walks backstage in a theatre in Inform 7's default manner (a
heading, a paragraph, "You can see ... here.", "(first opening ...)", "You can't go that way.",
"You open the ...", "You close the ...", "Taken.", "That's not a verb I recognise.") on one
symmetric tree map fixed first and printed by functions, so a room reads the same on every
visit: the Stage Door lobby (the street door south, locked; north the Backstage Corridor; west a
half-door to the Doorkeeper's Box), the Backstage Corridor (east the green room door, shut at
first; west the Dressing Room; north the Wings), the Wings (east the Stage; a ladder up to the fly
gallery). Doors opened, walked through and closed again, a move through a shut door with the
implicit opening, refusals in the middle and at the end, loops, examining and inventory; moves
spelled `n`, `north`, `go north`, `walk east`, `e`, `w`, `s`, `go to the west`, `run south`,
`travel west`. Four single rooms of the front of house close the style. What a person reads in
each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# the map: Stage Door n Backstage Corridor, w Doorkeeper's Box (s: street door, locked);
# Backstage Corridor e Green Room (door), w Dressing Room, n Wings; Wings e Stage (up: ladder).
def lobby() -> tuple:
    return (
        "Stage Door\nA cramped lobby where pigeonholes crowd the wall above a bench. The street "
        "door to the south is locked for the night. A corridor runs north, and the doorkeeper's "
        "box is through an open half-door to the west.\n\nYou can see a fire bucket here.",
        R(
            "stage door",
            "n s w",
            locked="s",
            leads={"n": "backstage corridor", "w": "doorkeeper's box"},
        ),
    )


def box(coin: bool = False) -> tuple:
    things = "a kettle and a copper halfpenny" if coin else "a kettle"
    return (
        "Doorkeeper's Box\nA stool, a gas ring and a board of keys with every hook empty. The "
        f"half-door east is the only way out.\n\nYou can see {things} here.",
        R("doorkeeper's box", "e", coin=coin),
    )


def corridor(green_open: bool = False) -> tuple:
    state = "stands open" if green_open else "is shut"
    return (
        "Backstage Corridor\nA long corridor painted a tired green, hung with framed playbills. "
        f"The green room door to the east {state}. The dressing room is west, the stage door "
        "lobby south, and to the north the corridor ends in the wings.",
        R(
            "backstage corridor",
            "n s e w",
            closed="" if green_open else "e",
            leads={
                "n": "wings",
                "s": "stage door",
                "e": "green room",
                "w": "dressing room",
            },
        ),
    )


def green(coin: bool = True, door_open: bool = True) -> tuple:
    state = "stands open" if door_open else "is shut"
    table = (
        "a tea table (on which are a programme and a copper kopek)"
        if coin
        else "a tea table (on which is a programme)"
    )
    return (
        "Green Room\nSagging sofas, an urn gone cold and a signed photograph of a tenor nobody "
        f"remembers. The door to the west {state}.\n\nYou can see {table} here.",
        R("green room", "w", closed="" if door_open else "w", coin=coin),
    )


def dressing(coin: bool = False) -> tuple:
    extra = " and a gold louis" if coin else ""
    return (
        "Dressing Room\nA long mirror ringed with bulbs, most of them dead. A rail of costumes "
        "smells of mothballs. The corridor is east.\n\n"
        f"You can see a make-up box{extra} here.",
        R("dressing room", "e", coin=coin),
    )


def wings() -> tuple:
    return (
        "Wings\nFlats lean against the brick, and the ropes of the fly system rise into the "
        "dark. The stage is east, through the gap between two flats; the corridor is south. A "
        "ladder climbs to the fly gallery.",
        R("wings", "e s up", leads={"e": "stage", "s": "backstage corridor"}),
    )


def stage(coin: bool = False) -> tuple:
    extra = "a ghost light and a silver shilling" if coin else "a ghost light"
    return (
        "Stage\nBare boards under a single bulb. The safety curtain is down across the front of "
        f"the stage. The wings are west.\n\nYou can see {extra} here.",
        R("stage", "w", coin=coin),
    )


def shut_again(line: str) -> tuple:
    """The green room door closed again from the corridor: the room as it now is."""
    return (line, R(None, "n s e w", closed="e"))


BELL = "A bell rings somewhere: the half is called."
TANNOY = 'The tannoy crackles: "Beginners, please."'
APPLAUSE = "From far off comes the sound of applause for somebody else's show."

ITEMS = [
    item(
        lobby(),
        "n",
        corridor(),
        "e",
        (
            "(first opening the green room door)\n\n" + green()[0],
            green()[1],
        ),
        notes="Inform's implicit opening, then the green room: a move that went through; the "
        "kopek on the tea table (on which are ...) is a coin: take it",
    ),
    item(
        lobby(),
        "north",
        corridor(),
        "west",
        dressing(coin=True),
        "take louis",
        ("That's not a verb I recognise.", K("none")),
        "get coin",
        ("Taken.\n\n" + BELL, K("took")),
        notes="'take louis' not understood keeps the room; the louis taken: the dressing room's "
        "only way is east, the way in: go east",
    ),
    item(
        corridor(),
        "open green room door",
        ("You open the green room door.", K("opened", "e")),
        "e",
        green(coin=False),
        "w",
        corridor(green_open=True),
        "close green room door",
        shut_again("You close the green room door."),
        notes="a door opened, walked through and closed again: the corridor with east closed and "
        "visited; north, south and west unexplored",
    ),
    item(
        lobby(),
        "s",
        ("You can't, since the street door is locked.", K("refused")),
        "n",
        corridor(),
        "n",
        wings(),
        "e",
        also(stage(), TANNOY),
        notes="the street door's refusal left in the lobby; the stage's only way is west, "
        "visited and the way in: go west",
    ),
    item(
        wings(),
        "s",
        corridor(),
        "w",
        dressing(),
        "e",
        corridor(),
        "s",
        lobby(),
        "w",
        box(coin=True),
        notes="a five-move walk down from the wings: the doorkeeper's box holds a copper "
        "halfpenny: take it",
    ),
    item(
        box(),
        "e",
        lobby(),
        "n",
        corridor(),
        "w",
        dressing(),
        "e",
        also(corridor(), BELL),
        notes="a dead end and back: in the corridor west and south are visited; north and the "
        "shut green room door are not: go north or open east; the way in is south",
    ),
    item(
        corridor(green_open=True),
        "n",
        wings(),
        "x ladder",
        ("An iron ladder, bolted to the brick, climbing to the fly gallery.", K("none")),
        "e",
        stage(coin=True),
        notes="examining the ladder keeps the wings (up is outside the vocabulary); the shilling "
        "on the stage is a coin: take it",
    ),
    item(
        lobby(),
        "go to the west",
        box(),
        "x keys",
        ("Every hook is empty. Someone has the whole set.", K("none")),
        "east",
        lobby(),
        "run south",
        ("You can't, since the street door is locked.\n\n" + APPLAUSE, K("refused")),
        notes="in the lobby again, the street door refused: locked, no open; west is visited "
        "(the box), north is not: go north",
    ),
    item(
        corridor(),
        "e",
        ("(first opening the green room door)\n\n" + green(coin=False)[0], green(coin=False)[1]),
        "w",
        corridor(green_open=True),
        "n",
        wings(),
        "s",
        also(corridor(green_open=True), TANNOY),
        notes="the implicit opening leaves the door open when the corridor is printed again; "
        "east and north are visited, south and west are not: go south or west",
    ),
    item(
        stage(),
        "w",
        wings(),
        "s",
        corridor(),
        "e",
        ("You can't go that way.", K("refused", "closed")),
        "open door",
        ("You open the green room door.\n\n" + BELL, K("opened", "e")),
        notes="a refusal at the shut green room door cleared by opening it: east closed no more, "
        "not refused; east, south and west unexplored; north the way in",
    ),
    item(
        dressing(),
        "e",
        corridor(),
        "s",
        lobby(),
        "n",
        corridor(),
        "n",
        wings(),
        "e",
        stage(),
        "i",
        ("You are carrying nothing.\n\n" + APPLAUSE, K("none")),
        notes="a six-move walk to the stage; an inventory keeps it: the stage's only way is "
        "west, visited, the way in: go west",
    ),
    item(
        green(coin=False, door_open=False),
        "w",
        ("(first opening the door)\n\n" + corridor(green_open=True)[0], corridor(True)[1]),
        "walk north",
        wings(),
        "walk south",
        corridor(green_open=True),
        "travel west",
        dressing(coin=True),
        notes="from the green room through its own shut door (implicit opening), a loop to the "
        "wings: the gold louis in the dressing room is a coin",
    ),
    item(
        lobby(),
        "n",
        corridor(),
        "e",
        ("You can't go that way.", K("refused", "closed")),
        "w",
        also(dressing(), APPLAUSE),
        notes="the refusal at the shut green room door was left in the corridor; the dressing "
        "room's only way is east, the way in: go east",
    ),
    item(
        wings(),
        "w",
        ("You can't go that way.", K("refused")),
        "s",
        corridor(),
        "open green room door",
        ("You open the green room door.", K("opened", "e")),
        "e",
        green(coin=True),
        notes="a refusal west in the wings left behind; the door opened and the kopek in the "
        "green room: take it",
    ),
    item(
        corridor(),
        "s",
        lobby(),
        "w",
        box(),
        "wait",
        ("Time passes.\n\nThe kettle on the gas ring begins to tick as it warms.", K("none")),
        notes="waiting keeps the box: its only way east is visited and the way in: go east",
    ),
    item(
        stage(),
        "west",
        wings(),
        "south",
        also(corridor(), "Somebody hurries past with an armful of wigs."),
        notes="the corridor entered from the wings: north visited and initial; south, west and "
        "the shut green room door east unexplored",
    ),
    item(
        (
            "Box Office\nA booth barely wide enough to turn in, with a brass grille onto the "
            "foyer. A seating plan is pinned up, its sold seats crossed out in red. The only "
            "door is to the west.\n\nYou can see a cash box "
            "(closed) and a roll of tickets here.",
            R("box office", "w"),
        ),
        notes="a single room: a closed cash box whose contents are not given is no coin; the "
        "door west is the only exit: go west",
    ),
    item(
        (
            "Fly Gallery\nA narrow iron walkway high above the stage, lined with the pin rail. "
            "The only way off it is the ladder down.\n\nYou can see a coil of rope and a "
            "counterweight here.",
            R("fly gallery", "down"),
        ),
        notes="a single room whose only way is down, outside the vocabulary: no facts, no action",
    ),
    item(
        (
            "Orchestra Pit\nMusic stands and a piano under a dust sheet, sunk below the level of "
            "the stalls. A low door to the south leads under the stage; it is locked. A passage "
            "to the east leads to the stalls.\n\nYou can see a "
            "conductor's baton and a tarnished sou here.",
            R("orchestra pit", "s e", locked="s", coin=True),
        ),
        notes="a locked door south (no open); a passage east to the stalls is a way east; "
        "the sou is a coin: take it",
    ),
    item(
        (
            "Foyer\nPlush carpet, a chandelier in a dust bag and a bar shuttered for the night. "
            "The stalls doors are north; the main doors to the street, west, are chained. A "
            "corridor leads east to the box office.\n\nYou can see a poster for next week's "
            "'The Miser and His Gold' here.",
            R("foyer", "n w e", locked="w", leads={"e": "box office"}),
        ),
        notes="chained main doors are locked; the poster's gold is a title, no coin; north and "
        "east are open ways",
    ),
]
