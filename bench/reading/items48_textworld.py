"""textworld, forty-eighth round (emphasis: negations, distractors and door states): the coin
collector's manner as its client prints it (leading blank lines, the quest's speech on a game's
first text with the banner's art left out, the header, a filler sentence, the exit and door
sentences, the coin line, the prompt and the status line counting the turns; none is engine output):
eight walks (1-4 turns) on a waterworks (an Intake Room with "There is a closed kasai door leading
north. There is a locked dedali door leading west. You don't like doors? Why not try going east,
that entranceway is unblocked."; a Valve House; a Filter Hall; a Settling Room with the coin), each
walk a game of its own: "You have to open the kasai door first.", "You open kasai door.", "You have
to unlock the dedali door first.", "You can't go that way." toward no exit (kept by a look, left
behind by a move), a refused `go up` (no fact), returns to the intake room, the ending after the
coin, walks begun at a game's start (with its speech) and in the middle of a game; single rooms and
short histories, each a game of its own, with things a person does not read as a fact beside those
they do: a speech that puts the coin in another room, `take coin` answered "You can't see any such
thing.", a lumber room whose only way is a locked mempisang door (no action), four ways in four
states (kelat, bebusok, kembang, unguarded), a pelong door refused and opened by its kind, a coin
beside a closed sentang door, an ending in a meter room, two refusals toward no exit in a row, a
game's start beside the coin and a locked keledang door, a locked merawan door refused and left, a
perupok door opened and walked through, an open terap door walked through. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GAP = " " * 128


def status(name: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{_GAP}-= {name} =-0/{n}"


def room(
    name: str,
    body: str,
    exits: str,
    n: int,
    reading: R,
    speech: str = "",
    coin: bool = False,
) -> tuple:
    """A room's text as the client shows it: a game's first text (with the speech) or a later
    one."""
    tail = "There is a coin on the floor.\n\n\n" if coin else ("" if speech else "\n\n")
    head = f"\n\n\n\n{speech}\n\n" if speech else "\n\n"
    return (f"{head}-= {name} =-\n{body}\n\n\n\n{exits}\n\n{tail}{status(name, n)}", reading)


def reply(line: str, name: str, n: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(name, n)}", reading)


def the_end(name: str, n: int) -> tuple:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in {n + 1} "
        "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
        f"command?\n{status(name, n, end=True)}",
        K("took"),
    )


# ---- the waterworks: INTAKE ROOM n VALVE HOUSE (a closed kasai door), e FILTER HALL (unblocked),
# w a locked dedali door; FILTER HALL s SETTLING ROOM (the coin).

SPEECH_INTAKE = (
    "Welcome to TextWorld! First, make an effort to go east. Then, head south. And then, pick up "
    "the coin from the floor of the settling room. Got that? Good!"
)
SPEECH_INTAKE_2 = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. Your first objective is to take a trip east. And then, go south. After that, take "
    "the coin from the floor of the settling room. That's it!"
)
SPEECH_FILTER = (
    "It's time to explore the amazing world of TextWorld! Here is how to play! First thing I "
    "need you to do is to go south. And then, pick up the coin from the floor of the settling "
    "room. Then you're done!"
)
SPEECH_VALVE = (
    "Get ready to pick stuff up and put it in places, because you've just entered TextWorld! "
    "Here is your task for today. First off, open the kasai door. And then, head south. After "
    "that, try to go east. With that done, head south. And then, recover the coin from the "
    "floor of the settling room. Simple, isn't it?"
)


def intake(n: int, kasai: str = "closed", speech: str = "") -> tuple:
    return room(
        "Intake Room",
        "You find yourself in an intake room. A typical kind of place. You can hear water "
        "rushing somewhere below.",
        f"There is {'a closed' if kasai == 'closed' else 'an open'} kasai door leading north. "
        "There is a locked dedali door leading west. You don't like doors? Why not try going "
        "east, that entranceway is unblocked.",
        n,
        R("intake room", "n e w", closed="n" if kasai == "closed" else "", locked="w"),
        speech=speech,
    )


def valve(n: int, kasai: str = "open", speech: str = "") -> tuple:
    return room(
        "Valve House",
        "Well how about that, you are in a place we're calling a valve house.",
        f"There is {'a closed' if kasai == 'closed' else 'an open'} kasai door leading south.",
        n,
        R("valve house", "s", closed="s" if kasai == "closed" else ""),
        speech=speech,
    )


def filter_hall(n: int, speech: str = "") -> tuple:
    return room(
        "Filter Hall",
        "You've entered a filter hall.",
        "You need an unblocked exit? You should try going south. There is an unguarded exit to "
        "the west.",
        n,
        R("filter hall", "s w"),
        speech=speech,
    )


def settling(n: int) -> tuple:
    return room(
        "Settling Room",
        "I never took you for the sort of person who would show up in a settling room, but I "
        "guess I was wrong.",
        "There is an unblocked exit to the north.",
        n,
        R("settling room", "n", coin=True),
        coin=True,
    )


NO_WAY = "You can't go that way."

ITEMS = [
    item(
        intake(1, speech=SPEECH_INTAKE),
        "go north",
        reply("You have to open the kasai door first.", "Intake Room", 2, K("refused", "closed")),
        "open kasai door",
        reply("You open kasai door.", "Intake Room", 3, K("opened", "north")),
        "go north",
        valve(4),
        notes="waterworks, a game's start: the kasai door north refused as closed, opened by "
        "its kind, walked through; the valve house's only way is the open door south (visited, "
        "initial); the speech's moves are no facts",
    ),
    item(
        intake(5),
        "go east",
        filter_hall(6),
        "go south",
        settling(7),
        "take coin",
        the_end("Settling Room", 7),
        actions=[],
        notes="waterworks, mid-game: the coin taken and the game ended (*** The End ***): no "
        "action; the facts keep the settling room, the coin gone",
    ),
    item(
        intake(1, speech=SPEECH_INTAKE_2),
        "go west",
        reply(
            "You have to unlock the dedali door first.", "Intake Room", 2, K("refused", "locked")
        ),
        "go east",
        filter_hall(3),
        notes="waterworks, a game's start: the dedali door west refused as locked, left behind; "
        "in the filter hall west visited (initial), south unvisited",
    ),
    item(
        filter_hall(9),
        "go west",
        intake(10),
        notes="waterworks, mid-game begun in the filter hall: in the intake room east visited "
        "(initial), the kasai door north closed (open it), the dedali door west locked",
    ),
    item(
        valve(1, kasai="closed", speech=SPEECH_VALVE),
        "open kasai door",
        reply("You open kasai door.", "Valve House", 2, K("opened", "south")),
        "go south",
        intake(3, kasai="open"),
        "go east",
        filter_hall(4),
        "go west",
        intake(5, kasai="open"),
        notes="waterworks, a game begun in the valve house: the kasai door opened by its kind; "
        "back in the intake room north and east visited, the way first entered north (initial), "
        "the dedali door locked: go back north",
    ),
    item(
        intake(14),
        "go south",
        reply(NO_WAY, "Intake Room", 15, K("refused")),
        "go east",
        filter_hall(16),
        notes="waterworks, mid-game: a refusal south (no exit) left behind in the intake room; "
        "in the filter hall west visited (initial), south unvisited",
    ),
    item(
        filter_hall(1, speech=SPEECH_FILTER),
        "go east",
        reply(NO_WAY, "Filter Hall", 2, K("refused")),
        "go north",
        reply(NO_WAY, "Filter Hall", 3, K("refused")),
        "look",
        filter_hall(4),
        notes="waterworks, a game begun in the filter hall: east and north refused (no exits); "
        "the look shows no way either side, so both refusals stand; south and west open",
    ),
    item(
        intake(20),
        "go up",
        reply(NO_WAY, "Intake Room", 21, K("refused")),
        notes="waterworks, mid-game: a refused `go up` is no fact; the kasai door north closed "
        "(open it), east unblocked, the dedali door west locked",
    ),
    item(
        room(
            "Spare Room",
            "You've just sauntered into a spare room. The room seems oddly familiar.",
            "There is an open pelong door leading east. There is an exit to the north. Don't "
            "worry, it is unguarded.",
            1,
            R("spare room", "e n"),
            speech="Welcome to TextWorld! Here is your task for today. First off, go east. "
            "Then, go north. After that, pick up the coin from the floor of the mangle room. "
            "Easy, isn't it?",
        ),
        notes="a game's start: the speech puts the coin in the mangle room, not here; the "
        "pelong door east open, north unguarded",
    ),
    item(
        room(
            "Scullery",
            "You arrive in a scullery. A normal kind of place.",
            "There is a closed sentang door leading south. There is an unblocked exit to the west.",
            6,
            R("scullery", "s w", closed="s"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Scullery", 7, K("none")),
        notes="mid-game: `take coin` with no coin here ('You can't see any such thing.'): no "
        "coin; the sentang door south closed (open it), west unblocked",
    ),
    item(
        room(
            "Lumber Room",
            "You are in a lumber room. An ordinary one.",
            "There is a locked mempisang door leading north.",
            11,
            R("lumber room", "n", locked="n"),
        ),
        notes="mid-game: the only way is a locked mempisang door: no action",
    ),
    item(
        room(
            "Music Room",
            "This might come as a shock to you, but you've just walked into a music room.",
            "There is a closed kelat door leading north. There is an open bebusok door leading "
            "south. There is a locked kembang door leading east. There is an exit to the west. "
            "Don't worry, it is unguarded.",
            8,
            R("music room", "n s e w", closed="n", locked="e"),
        ),
        notes="mid-game: four ways in four states: the kelat door closed (open north), the "
        "bebusok door open (go south), the kembang door locked, west unguarded (go west)",
    ),
    item(
        room(
            "Sewing Room",
            "You find yourself in a sewing room. A normal one.",
            "There is a closed pelong door leading north. There is an unguarded exit to the east.",
            12,
            R("sewing room", "n e", closed="n"),
        ),
        "go north",
        reply("You have to open the pelong door first.", "Sewing Room", 13, K("refused", "closed")),
        "open pelong door",
        reply("You open pelong door.", "Sewing Room", 14, K("opened", "north")),
        notes="mid-game: the pelong door north refused as closed, then opened by its kind: the "
        "refusal cleared; north and east open",
    ),
    item(
        room(
            "Morning Room",
            "You've entered a morning room. You begin looking for stuff.",
            "There is a closed sentang door leading west.",
            4,
            R("morning room", "w", closed="w", coin=True),
            coin=True,
        ),
        notes="mid-game: a coin on the floor beside a closed sentang door: take it",
    ),
    item(
        room(
            "Meter Room",
            "You are in a meter room. A typical one.",
            "There is an exit to the east. Don't worry, it is unblocked.",
            10,
            R("meter room", "e", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Meter Room", 10),
        actions=[],
        notes="mid-game: the coin taken and the game ended (*** The End ***): no action; the "
        "facts keep the meter room, the coin gone",
    ),
    item(
        room(
            "Writing Room",
            "Guess what, you are in a writing room.",
            "There is an unblocked exit to the north. There is an exit to the west. Don't "
            "worry, it is unguarded.",
            3,
            R("writing room", "n w"),
        ),
        "go east",
        reply(NO_WAY, "Writing Room", 4, K("refused")),
        "go south",
        reply(NO_WAY, "Writing Room", 5, K("refused")),
        notes="mid-game: east and south refused (no exits), both refusals facts; north and west "
        "open",
    ),
    item(
        room(
            "Map Room",
            "Well, here we are in the map room.",
            "There is a locked keledang door leading south. You need an unguarded exit? You "
            "should try going east.",
            1,
            R("map room", "s e", locked="s", coin=True),
            speech="Welcome to TextWorld! Here is how to play! Your first objective is to pick "
            "up the coin from the floor of the map room. That's it!",
            coin=True,
        ),
        notes="a game's start whose speech names this room: a coin on the floor (take it); the "
        "keledang door south locked, east unguarded",
    ),
    item(
        room(
            "Harness Room",
            "You arrive in a harness room. A standard kind of place.",
            "There is a locked merawan door leading west. There is an unguarded exit to the north.",
            15,
            R("harness room", "w n", locked="w"),
        ),
        "go west",
        reply(
            "You have to unlock the merawan door first.", "Harness Room", 16, K("refused", "locked")
        ),
        "go north",
        room(
            "Apple Store",
            "You've just walked into an apple store.",
            "There is an unguarded exit to the south. There is an unblocked exit to the east.",
            17,
            R("apple store", "s e"),
        ),
        notes="mid-game: the merawan door west refused as locked, left behind by a move north; "
        "in the apple store south visited (initial), east unvisited",
    ),
    item(
        room(
            "Brush Room",
            "You find yourself in a brush room. A normal one.",
            "There is a closed perupok door leading east. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            2,
            R("brush room", "e s", closed="e"),
        ),
        "open perupok door",
        reply("You open perupok door.", "Brush Room", 3, K("opened", "east")),
        "go east",
        room(
            "Wine Store",
            "You are in a wine store. You decide to just list off a complete list of everything "
            "you see in the room, because hey, why not?",
            "There is an open perupok door leading west.",
            4,
            R("wine store", "w"),
        ),
        notes="mid-game: the perupok door opened by its kind and walked through; the wine "
        "store's only way is the open door west (visited, initial)",
    ),
    item(
        room(
            "Coal Hole",
            "Well how about that, you are in a place we're calling a coal hole.",
            "There is an open terap door leading north. There is an unguarded exit to the west.",
            7,
            R("coal hole", "n w"),
        ),
        "go north",
        room(
            "Ironing Room",
            "I am pleased to tell you that you are now in the ironing room.",
            "There is an open terap door leading south. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            8,
            R("ironing room", "s e"),
        ),
        notes="mid-game: through the open terap door north; in the ironing room south visited "
        "(initial), east unvisited",
    ),
]
