"""textworld, thirty-ninth round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech, the header, a filler sentence, exit and door sentences, the coin line,
the prompt and the status line counting the turns; none is engine output). Ten walks (1-4 turns) on
a printing works (a Case Room with "a closed muninga door leading north", "a locked doussie door
leading west" and an unguarded exit east; a Proofing Room whose exit east leads to a Stereotype Room
with the coin; an Ink Store whose way south leads to a Despatch Bay): "You have to open the muninga
door first.", "You open muninga door.", "You have to unlock the doussie door first.", a refused `go
up` left in the ink store, loops back to the case room and the ink store, a walk begun in the
despatch bay and one in the proofing room, the ending after the coin; single rooms, each a game of
its own (a guillotine room with the coin beside a closed wamara door, a ruling room whose only way
is a locked pau ferro door, a furniture loft after a speech that puts the coin in the bindery, the
bindery after a speech that names it, a litho room with an open neem door, a paste room with a
refused `go down`, a gilding room with four ways in three states (huon, pyinkado, bilinga), a quoin
store whose dabema door is refused and opened by its kind, a leading store with the coin beside a
locked tchitola door, a sewing room whose limbali door is opened by direction). What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, turn: int) -> str:
    return f">{PAD}-= {room} =-0/{turn}"


def speech(target: str, route: str = "First thing I need you to do is to ") -> str:
    return (
        "\n\n\n\nHey, thanks for coming over to the TextWorld today, there is something I need you "
        f"to do for me. {route}pick up the coin from the floor of the {target}. Got that? Good!"
    )


STEREO_ROUTE = (
    "First off, you'll need to open the muninga door. Then, try to go north. After that, "
    "head east. And then, "
)


def room(name: str, filler: str, exits: str, turn: int, coin: bool = False) -> str:
    coin_line = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{filler}\n\n\n\n{exits}{coin_line}{status(name, turn)}"


def reply(line: str, name: str, turn: int) -> str:
    return f"\n{line}\n\n\n{status(name, turn)}"


def ending(name: str, turn: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {turn + 1} turns.\n\n\nWould you like to RESTART, "
        "RESTORE a saved game, QUIT or UNDO the last command?\n"
        f"> {PAD}-= {name} =-0/{turn}"
    )


# ---- the printing works: Case Room n Proofing Room (muninga door, closed at first), e Ink Store,
# w the doussie door (locked); Proofing Room e Stereotype Room (the coin); Ink Store s Despatch Bay.


def case_room(turn: int, muninga_open: bool = False, opening: str = "") -> tuple:
    state = "an open" if muninga_open else "a closed"
    text = room(
        "Case Room",
        "You arrive in a case room. An ordinary kind of place. You start to take note of what's "
        "in the room.",
        f"There is {state} muninga door leading north. There is a locked doussie door leading "
        "west. You need an unguarded exit? You should try going east.",
        turn,
    )
    return (
        opening + text,
        R("case room", "n w e", closed="" if muninga_open else "n", locked="w"),
    )


def proofing_room(turn: int, muninga_open: bool) -> tuple:
    state = "an open" if muninga_open else "a closed"
    return (
        room(
            "Proofing Room",
            "You've entered a proofing room. The room is well lit.",
            f"There is {state} muninga door leading south. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            turn,
        ),
        R("proofing room", "s e", closed="" if muninga_open else "s"),
    )


def stereotype_room(turn: int) -> tuple:
    return (
        room(
            "Stereotype Room",
            "Well, here we are in the stereotype room. A typical kind of place.",
            "You don't like doors? Why not try going west, that entranceway is unguarded.",
            turn,
            coin=True,
        ),
        R("stereotype room", "w", coin=True),
    )


def ink_store(turn: int) -> tuple:
    return (
        room(
            "Ink Store",
            "I am sorry to announce that you are now in the ink store.",
            "There is an unblocked exit to the south. There is an unguarded exit to the west.",
            turn,
        ),
        R("ink store", "s w"),
    )


def despatch_bay(turn: int) -> tuple:
    return (
        room(
            "Despatch Bay",
            "You find yourself in a despatch bay. An ordinary one.",
            "There is an exit to the north. Don't worry, it is unguarded.",
            turn,
        ),
        R("despatch bay", "n"),
    )


OPENING = speech("stereotype room", STEREO_ROUTE)


def first(turn: int = 1) -> tuple:
    return case_room(turn, opening=OPENING)


WALKS = [
    item(
        first(),
        "go north",
        (
            reply("You have to open the muninga door first.", "Case Room", 2),
            K("refused", "closed"),
        ),
        "open muninga door",
        (reply("You open muninga door.", "Case Room", 3), K("opened", "n")),
        "go north",
        proofing_room(4, muninga_open=True),
        notes="The muninga door refused, opened by its kind, walked through: south visited and "
        "initial; the exit east unvisited (go east).",
    ),
    item(
        first(),
        "go east",
        ink_store(2),
        notes="One move east: west visited and initial; the exit south unvisited (go south).",
    ),
    item(
        first(),
        "go west",
        (
            reply("You have to unlock the doussie door first.", "Case Room", 2),
            K("refused", "locked"),
        ),
        "go east",
        ink_store(3),
        "go south",
        despatch_bay(4),
        notes="The refusal at the locked doussie door left in the case room; the despatch bay's "
        "only exit north is the way back (all_visited).",
    ),
    item(
        first(),
        "open muninga door",
        (reply("You open muninga door.", "Case Room", 2), K("opened", "n")),
        "go north",
        proofing_room(3, muninga_open=True),
        "go east",
        stereotype_room(4),
        notes="The coin on the floor of the stereotype room (take coin); west visited, initial.",
    ),
    item(
        first(),
        "open muninga door",
        (reply("You open muninga door.", "Case Room", 2), K("opened", "n")),
        "go north",
        proofing_room(3, muninga_open=True),
        "go east",
        stereotype_room(4),
        "take coin",
        (ending("Stereotype Room", 4), K("took")),
        notes="The ending after the coin: the game is over, no action (the facts keep the "
        "stereotype room, the coin gone).",
        actions=(),
    ),
    item(
        first(),
        "go east",
        ink_store(2),
        "go up",
        (reply("You can't go that way.", "Ink Store", 3), K("refused")),
        "go west",
        case_room(4),
        notes="A refused `go up` (no fact) left in the ink store; back in the case room: east "
        "visited, no initial (the first room); open north.",
    ),
    item(
        despatch_bay(7),
        "go north",
        ink_store(8),
        "go west",
        case_room(9),
        notes="A walk begun in the middle of a game, in the despatch bay: the case room entered "
        "from the east (visited, initial); the muninga door closed (open north), the doussie "
        "door locked.",
    ),
    item(
        first(),
        "go east",
        ink_store(2),
        "go south",
        despatch_bay(3),
        "go north",
        ink_store(4),
        notes="A return to the ink store: both exits visited (all_visited); west is the way it "
        "was first entered (go west).",
    ),
    item(
        proofing_room(5, muninga_open=False),
        "go south",
        (
            reply("You have to open the muninga door first.", "Proofing Room", 6),
            K("refused", "closed"),
        ),
        "open muninga door",
        (reply("You open muninga door.", "Proofing Room", 7), K("opened", "s")),
        "go south",
        case_room(8, muninga_open=True),
        notes="A walk begun in the proofing room: the case room entered from the north (visited, "
        "initial); the exit east unvisited (go east).",
    ),
    item(
        first(),
        "open muninga door",
        (reply("You open muninga door.", "Case Room", 2), K("opened", "n")),
        "go north",
        proofing_room(3, muninga_open=True),
        "go south",
        case_room(4, muninga_open=True),
        notes="A return to the first room with the muninga door open: north visited; east "
        "unvisited (go east); the doussie door locked.",
    ),
]

SINGLES = [
    item(
        speech("guillotine room")
        + room(
            "Guillotine Room",
            "You are in a guillotine room. You begin to take stock of what's here.",
            "There is a closed wamara door leading south. There is an unblocked exit to the west.",
            1,
            coin=True,
        ),
        R("guillotine room", "s w", closed="s", coin=True),
        notes="The coin here beside a closed wamara door (take coin).",
    ),
    item(
        speech("bindery", "First thing I need you to do is to try to venture north. Then, ")
        + room(
            "Ruling Room",
            "You've just sauntered into a ruling room.",
            "There is a locked pau ferro door leading north.",
            1,
        ),
        R("ruling room", "n", locked="n"),
        notes="The only way a locked pau ferro door: nothing sensible to do (no action).",
    ),
    item(
        speech(
            "bindery", "First off, make an effort to move south. Next, take a trip west. And then, "
        )
        + room(
            "Furniture Loft",
            "You arrive in a furniture loft. An ordinary one.",
            "You need an unblocked exit? You should try going south. There is an exit to the "
            "east. Don't worry, it is unguarded.",
            1,
        ),
        R("furniture loft", "s e"),
        notes="The speech puts the coin in the bindery (another room): no coin here; go south "
        "or east.",
    ),
    item(
        speech("bindery")
        + room(
            "Bindery",
            "This just in- You, in the bindery.",
            "There is an exit to the north. Don't worry, it is unblocked.",
            1,
            coin=True,
        ),
        R("bindery", "n", coin=True),
        notes="The speech names this room; the coin on the floor here (take coin).",
    ),
    item(
        speech(
            "stereotype room", "First thing I need you to do is to take a trip east. After that, "
        )
        + room(
            "Litho Room",
            "You are in a litho room. A typical kind of place.",
            "There is an open neem door leading east. There is an unguarded exit to the north.",
            1,
        ),
        R("litho room", "e n"),
        notes="An open neem door east and an exit north: no door shut; go east or north.",
    ),
    item(
        (
            speech("bindery", "First off, attempt to go west. And then, ")
            + room(
                "Paste Room",
                "You find yourself in a paste room. The room is well lit.",
                "There is an unguarded exit to the west.",
                1,
            ),
            R("paste room", "w"),
        ),
        "go down",
        (reply("You can't go that way.", "Paste Room", 2), K("refused")),
        notes="A refused `go down` (no fact); the exit west unvisited (go west).",
    ),
    item(
        speech("bindery", "First thing I need you to do is to head south. Then, ")
        + room(
            "Gilding Room",
            "I am required to announce that you are now in the gilding room.",
            "There is a closed huon door leading north. There is an open pyinkado door leading "
            "south. There is a locked bilinga door leading east. There is an exit to the west. "
            "Don't worry, it is unguarded.",
            1,
        ),
        R("gilding room", "n s e w", closed="n", locked="e"),
        notes="Four ways in three states: huon closed (open north), pyinkado open (go south), "
        "bilinga locked (no action), west unguarded (go west).",
    ),
    item(
        (
            speech("bindery", "First off, try to go east. With that done, ")
            + room(
                "Quoin Store",
                "You've entered a quoin store.",
                "There is a closed dabema door leading east.",
                1,
            ),
            R("quoin store", "e", closed="e"),
        ),
        "go east",
        (
            reply("You have to open the dabema door first.", "Quoin Store", 2),
            K("refused", "closed"),
        ),
        "open dabema door",
        (reply("You open dabema door.", "Quoin Store", 3), K("opened", "e")),
        notes="The dabema door refused, then opened by its kind: the refusal cleared; go east.",
    ),
    item(
        speech("leading store")
        + room(
            "Leading Store",
            "You are in a leading store. You decide to start listing off everything you see in "
            "the room, as if you were in a text adventure.",
            "There is a locked tchitola door leading west.",
            1,
            coin=True,
        ),
        R("leading store", "w", locked="w", coin=True),
        notes="The coin beside a locked tchitola door (take coin).",
    ),
    item(
        (
            speech("bindery", "First thing I need you to do is to try to go south. Next, ")
            + room(
                "Sewing Room",
                "You arrive in a sewing room. An ordinary kind of place.",
                "There is a closed limbali door leading south. There is an unblocked exit to the "
                "north.",
                1,
            ),
            R("sewing room", "s n", closed="s"),
        ),
        "open south",
        (reply("You open limbali door.", "Sewing Room", 2), K("opened")),
        notes="The limbali door opened by direction: no door shut now; go south or north.",
    ),
]

ITEMS = WALKS + SINGLES
