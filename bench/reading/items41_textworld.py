"""textworld, forty-first round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech on a game's first text, the header, a filler sentence, exit and door
sentences, the coin line, the prompt and the status line counting the turns; none is engine output):
eight walks (1-3 turns) on a recording studio (a Mastering Room with "a closed ovangkol door leading
south", an unguarded exit north and an unblocked exit west; a Live Room with "a locked mahoe door
leading east"; a Tape Store with the coin; a Vocal Booth; a Green Room): "You have to open the
ovangkol door first.", "You open ovangkol door.", "You have to unlock the mahoe door first.", a
refused `go up`, a return to the first room, walks begun in the middle of a game in the green room,
the vocal booth and the live room, the ending after the coin; single rooms, each a game of its own
(a darkroom whose speech names it, with a closed kahikatea door; a billiard room whose only way is a
locked rewarewa door; a snug after a speech that puts the coin in the games room; a music room with
an open tawa door; a chart room with a refused `go down`; a server room of four ways in three states
(hinau, pukatea, brigalow); a drying room whose myall door is refused and opened by its kind; a
trophy room with the coin beside a locked assegai door; a plant room whose speech names it; a
muniment room whose tambootie door is refused and looked at; a games room with an open leadwood
door; a sun parlour). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, count: int) -> str:
    return f">{PAD}-= {room} =-0/{count}"


def tw(
    room: str,
    intro: str,
    exits: str,
    count: int,
    reading: R,
    coin: bool = False,
    speech: str | None = None,
) -> tuple:
    """A room as the coin collector's client prints it: the quest's speech on a game's first
    text, the header, a filler sentence, the exit and door sentences, the coin line, the prompt
    and the status line."""
    coin_line = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    head = f"\n\n\n\n{speech}\n\n" if speech else "\n\n"
    tail = "\n\n" if speech and not coin else coin_line
    return (
        f"{head}-= {room} =-\n{intro}\n\n\n\n{exits}{tail}{status(room, count)}",
        reading,
    )


def says(line: str, room: str, count: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(room, count)}", reading)


def the_end(room: str, count: int) -> tuple:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{count + 1} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
        f"the last command?\n>{' ' * 129}-= {room} =-0/{count}",
        K("took"),
    )


# ---- a recording studio: Mastering Room n Live Room, w Green Room, s Vocal Booth (a closed
# ovangkol door); Live Room e a locked mahoe door, w Tape Store (the coin).

SPEECH = (
    "Welcome aboard the TextWorld! Listen, I have a job for you. Your first objective is to "
    "try to head north. Next, make an effort to go west. Once you have done that, pick up the "
    "coin from the floor of the tape store. Easy, right?"
)


def mastering(count: int, booth_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if booth_open else "a closed"
    return tw(
        "Mastering Room",
        "You've walked into a mastering room. The speakers here cost more than a car.",
        f"There is {door} ovangkol door leading south. You need an unguarded exit? You should "
        "try going north. There is an unblocked exit to the west.",
        count,
        R("mastering room", "n s w", closed="" if booth_open else "s"),
        speech=SPEECH if speech else None,
    )


def live(count: int) -> tuple:
    return tw(
        "Live Room",
        "You are now in the live room. Someone has left a drum kit set up in the corner.",
        "There is a locked mahoe door leading east. There is an exit to the south. Don't "
        "worry, it is unblocked. You don't like doors? Why not try going west, that entranceway "
        "is unguarded.",
        count,
        R("live room", "e s w", locked="e"),
    )


def tape_store(count: int) -> tuple:
    return tw(
        "Tape Store",
        "Here you are, in the tape store. It smells of dust and old magnetic tape.",
        "There is an unguarded exit to the east.",
        count,
        R("tape store", "e", coin=True),
        coin=True,
    )


def booth(count: int) -> tuple:
    return tw(
        "Vocal Booth",
        "You squeeze into a vocal booth. The walls are soft.",
        "There is an open ovangkol door leading north.",
        count,
        R("vocal booth", "n"),
    )


def green_room(count: int) -> tuple:
    return tw(
        "Green Room",
        "You're in the green room. It is not green.",
        "You need an unblocked exit? You should try going east.",
        count,
        R("green room", "e"),
    )


def single(
    room: str,
    intro: str,
    exits: str,
    reading: R,
    count: int = 1,
    coin: bool = False,
    speech: str | None = None,
) -> tuple:
    return tw(room, intro, exits, count, reading, coin=coin, speech=speech)


ITEMS = [
    item(
        mastering(1, speech=True),
        "go south",
        says("You have to open the ovangkol door first.", "Mastering Room", 2, K("refused")),
        "open ovangkol door",
        says("You open ovangkol door.", "Mastering Room", 3, K("opened", "s")),
        "go south",
        booth(4),
        notes="The game's first text (the speech, then the mastering room with 'a closed "
        "ovangkol door leading south'); the move refused ('You have to open the ovangkol door "
        "first.'), the door opened by its kind, the booth entered. North is visited, initial "
        "and the only exit: all_visited, go north.",
    ),
    item(
        mastering(1, speech=True),
        "go north",
        live(2),
        "go east",
        says("You have to unlock the mahoe door first.", "Live Room", 3, K("refused")),
        notes="The mahoe door east is 'a locked ... door' and refused. South is visited and "
        "initial; west is unvisited: go west (no open for a locked door).",
    ),
    item(
        mastering(1, speech=True),
        "go north",
        live(2),
        "go west",
        tape_store(3),
        "take coin",
        the_end("Tape Store", 3),
        notes="The coin taken and the game over ('*** The End ***'): the facts keep the tape "
        "store (east visited, initial, the only exit), the coin gone; no action after the "
        "end.",
        actions=[],
    ),
    item(
        mastering(1, speech=True),
        "go west",
        green_room(2),
        "go east",
        mastering(3),
        notes="To the green room and back to the first room (the status line counts 0/3). "
        "West is visited; the unguarded exit north is not: go north; the closed door south: "
        "open south. No initial in the first room.",
    ),
    item(
        green_room(5),
        "go east",
        mastering(6),
        "go up",
        says("You can't go that way.", "Mastering Room", 7, K("refused")),
        notes="A walk begun in the middle of a game (0/5). A refused 'go up' is no fact (up is "
        "outside the vocabulary). West is visited and initial; north unvisited (go north), "
        "the closed door south (open south).",
    ),
    item(
        booth(4),
        "go north",
        mastering(5, booth_open=True),
        "go west",
        green_room(6),
        notes="A walk begun in the vocal booth in the middle of a game: through the mastering "
        "room (its door open now) to the green room. East is visited, initial and the only "
        "exit: all_visited, go east.",
    ),
    item(
        mastering(1, speech=True),
        "open ovangkol door",
        says("You open ovangkol door.", "Mastering Room", 2, K("opened", "s")),
        "go south",
        booth(3),
        "go north",
        mastering(4, booth_open=True),
        notes="The door opened by its kind, the booth visited, and back in the first room with "
        "the door open: south is visited; north and west are not: go north or go west.",
    ),
    item(
        live(3),
        "go west",
        tape_store(4),
        notes="A walk begun in the live room in the middle of a game: the tape store holds the "
        "coin ('There is a coin on the floor.'): take coin. East is visited, initial, the only "
        "exit.",
    ),
    # ---- single rooms, each a game of its own
    item(
        single(
            "Darkroom",
            "You find yourself in a darkroom. The safelight gives everything a red glow.",
            "There is a closed kahikatea door leading east. There is an exit to the north. "
            "Don't worry, it is unguarded.",
            R("darkroom", "e n", closed="e", coin=True),
            coin=True,
            speech="Hey, thanks for stopping by the TextWorld! There is something I need you "
            "to do. Take the coin from the floor of the darkroom. That's all there is to it!",
        ),
        notes="The speech names the darkroom, and the darkroom is where the game begins: "
        "'There is a coin on the floor.' take coin. The kahikatea door east is closed.",
    ),
    item(
        single(
            "Billiard Room",
            "You have just arrived in a billiard room. The green cloth is torn.",
            "There is a locked rewarewa door leading west.",
            R("billiard room", "w", locked="w"),
            count=7,
        ),
        notes="The only way is 'a locked rewarewa door leading west': a locked exit, no open, "
        "no other way: no action.",
    ),
    item(
        single(
            "Snug",
            "You are in a snug. A comfortable one.",
            "There is an unblocked exit to the north. You need an unguarded exit? You should "
            "try going east.",
            R("snug", "n e"),
            speech="Your first objective is to go north. And then, head east. Then, retrieve "
            "the coin from the floor of the games room. Got it? Good!",
        ),
        notes="The speech puts the coin in the games room, elsewhere: no coin here. North and "
        "east are unguarded exits: go north or east.",
    ),
    item(
        single(
            "Music Room",
            "Well, well, a music room. There is a harp with no strings.",
            "There is an open tawa door leading south. There is an unguarded exit to the east.",
            R("music room", "s e"),
            count=4,
        ),
        notes="'an open tawa door leading south' is an open exit (no closed fact); east is "
        "unguarded. No coin: go south or east.",
    ),
    item(
        single(
            "Chart Room",
            "You arrive in a chart room. Maps of unknown coasts cover the walls.",
            "You don't like doors? Why not try going north, that entranceway is unguarded. "
            "There is an unblocked exit to the west.",
            R("chart room", "n w"),
        ),
        "go down",
        says("You can't go that way.", "Chart Room", 2, K("refused")),
        notes="A refused 'go down' is no fact; the maps of coasts are no exits. North and west "
        "are exits: go north or west.",
    ),
    item(
        single(
            "Server Room",
            "You have entered a server room. The fans never stop.",
            "There is a closed hinau door leading north. There is a locked pukatea door leading "
            "east. There is an open brigalow door leading south. There is an unguarded exit to "
            "the west.",
            R("server room", "n e s w", closed="n", locked="e"),
            count=3,
        ),
        notes="Four ways in three states: north closed (open north), east locked (no open), "
        "south an open door and west unguarded (go south, go west). No coin.",
    ),
    item(
        single(
            "Drying Room",
            "You're now in the drying room. Wet coats hang from every hook.",
            "There is a closed myall door leading north. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            R("drying room", "n s", closed="n"),
            count=2,
        ),
        "go north",
        says("You have to open the myall door first.", "Drying Room", 3, K("refused")),
        "open myall door",
        says("You open myall door.", "Drying Room", 4, K("opened", "n")),
        notes="The closed myall door north refused, then opened by its kind: the refusal is "
        "cleared and north is an open exit. Go north or south.",
    ),
    item(
        single(
            "Trophy Room",
            "You find yourself in a trophy room. Glass eyes stare at you from the walls.",
            "There is a locked assegai door leading north. You need an unblocked exit? You "
            "should try going west.",
            R("trophy room", "n w", locked="n", coin=True),
            count=9,
            coin=True,
        ),
        notes="The coin on the floor beside a locked assegai door north: take coin. The "
        "stuffed heads are no coin and no way.",
    ),
    item(
        single(
            "Plant Room",
            "You are in a plant room. Pipes hiss and a pump hums to itself.",
            "There is an unguarded exit to the east. There is an unblocked exit to the south.",
            R("plant room", "e s", coin=True),
            coin=True,
            speech="It's time to explore the amazing world of TextWorld! Here is your task for "
            "today. Pick up the coin from the floor of the plant room. That's it!",
        ),
        notes="The speech names the plant room, where the game begins: the coin is on the "
        "floor here: take coin.",
    ),
    item(
        single(
            "Muniment Room",
            "You have come into a muniment room. Deeds and charters fill the presses.",
            "There is a closed tambootie door leading west. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            R("muniment room", "w e", closed="w"),
            count=5,
        ),
        "go west",
        says("You have to open the tambootie door first.", "Muniment Room", 6, K("refused")),
        "look",
        single(
            "Muniment Room",
            "You have come into a muniment room. Deeds and charters fill the presses.",
            "There is a closed tambootie door leading west. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            R("muniment room", "w e", closed="w"),
            count=7,
        ),
        notes="The tambootie door refused and the room looked at: the door still 'closed', so "
        "the refusal stands (refused(west), closed(west)). Open west or go east.",
    ),
    item(
        single(
            "Games Room",
            "You've stepped into a games room. A dartboard hangs crooked on the wall.",
            "There is an open leadwood door leading north. There is an unguarded exit to the "
            "south.",
            R("games room", "n s", coin=True),
            count=8,
            coin=True,
        ),
        notes="A game in progress (0/8): an open leadwood door north, an unguarded exit south, "
        "and the coin on the floor: take coin.",
    ),
    item(
        single(
            "Sun Parlour",
            "You are in a sun parlour. Dead geraniums line the windowsills.",
            "You need an unguarded exit? You should try going west. There is an exit to the "
            "south. Don't worry, it is unblocked.",
            R("sun parlour", "w s"),
            count=9,
        ),
        notes="A game in progress: west and south are exits; the windowsills are no way. No "
        "coin: go west or south.",
    ),
]
