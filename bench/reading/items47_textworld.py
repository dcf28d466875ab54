"""textworld, forty-seventh round: the coin collector's manner as its client prints it (leading
blank lines, the quest's speech on a game's first text with the banner's art left out, the header, a
filler sentence, the exit and door sentences, the coin line, the prompt and the status line counting
the turns; none is engine output): eight walks (2-4 turns) on a sardine cannery (a Gutting Room with
"There is a closed kembang door leading north.", an unguarded exit east and "There is a locked kasai
door leading west."; a Brine Room; a Packing Room; a Tin Loft with the coin), each walk a game of
its own: "You have to open the kembang door first.", "You open kembang door.", "You have to unlock
the kasai door first.", a refused `go up` left behind, a return to the gutting room and one to the
packing room, the ending after the coin, walks begun at a game's start (with its speech) in the
gutting room, the brine room and the packing room and in the middle of games; single rooms, each a
game of its own: a salon at a game's start whose speech puts the coin in the canteen (a closed
perupok door), a foyer's bakau door refused and opened, a den with the coin at a game's start (a
locked kelat door), a closet whose only way is a locked medang door (refused, no action), a rear
lobby of four ways in three states (petai, rambai, sentang), a washroom's refusal kept by a look, a
lounge's kekatong door opened and a servery with the coin, a parlour's ending, a cellar at a game's
start (a closed penyau door), a sunroom entered from a bathroom (a closed mengris door), a canteen
at a game's start (an open nyireh door), a kitchenette's tampoi door refused and left for a garage
with a closed jati door. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(name: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{PAD}-= {name} =-0/{n}"


def room(
    name: str,
    filler: str,
    exits: str,
    n: int,
    reading: R,
    speech: str = "",
    coin: bool = False,
) -> tuple:
    """A room's text as the client prints it: a game's first text (with the quest's speech, the
    banner's art left out) or a later one."""
    head = f"\n\n\n\n{speech}\n\n" if speech else "\n\n"
    tail = "There is a coin on the floor.\n\n\n" if coin else ("" if speech else "\n\n")
    return (f"{head}-= {name} =-\n{filler}\n\n\n\n{exits}\n\n{tail}{status(name, n)}", reading)


def reply(line: str, name: str, n: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(name, n)}", reading)


def the_end(name: str, n: int) -> tuple:
    """The ending after the coin is taken (the status line keeps the last turn's count)."""
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in {n + 1} "
        "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
        f"command?\n{status(name, n, end=True)}",
        K("took"),
    )


# ---- a sardine cannery: GUTTING ROOM n BRINE ROOM (a kembang door, closed at first), e PACKING
# ROOM (unguarded), w a locked kasai door; PACKING ROOM n TIN LOFT (the coin).

SPEECH_GUTTING = (
    "Welcome to TextWorld! You smell of fish already, so let's get on with it. First, take a "
    "trip east. After that, venture north. And then, pick up the coin from the floor of the tin "
    "loft. Got that? Good!"
)
SPEECH_GUTTING_2 = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do for "
    "me. First off, try to go east. Then, make an effort to head north. And then, retrieve the "
    "coin from the floor of the tin loft. Simple, isn't it?"
)
SPEECH_GUTTING_3 = (
    "It's time to explore the amazing world of TextWorld! Your first objective is to move east. "
    "Next, go north. With that done, grab the coin from the floor of the tin loft. And if you do "
    "that, you're the winner!"
)
SPEECH_BRINE = (
    "Get ready to pick stuff up and put it in places, because you've just entered TextWorld! "
    "First step, open the kembang door. Then, go south. After that, try to go east. Then, take a "
    "trip north. And then, pick up the coin from the floor of the tin loft. Easy, isn't it?"
)


def gutting(n: int, door: str = "closed", speech: str = "") -> tuple:
    article = "a closed" if door == "closed" else "an open"
    return room(
        "Gutting Room",
        "You find yourself in a gutting room. A normal kind of place, if you like fish scales.",
        f"There is {article} kembang door leading north. You need an unguarded exit? You should "
        "try going east. There is a locked kasai door leading west.",
        n,
        R("gutting room", "n e w", closed="n" if door == "closed" else "", locked="w"),
        speech,
    )


def brine(n: int, door: str = "open", speech: str = "") -> tuple:
    article = "a closed" if door == "closed" else "an open"
    return room(
        "Brine Room",
        "You arrive in a brine room. An ordinary one.",
        f"There is {article} kembang door leading south.",
        n,
        R("brine room", "s", closed="s" if door == "closed" else ""),
        speech,
    )


def packing(n: int, speech: str = "") -> tuple:
    return room(
        "Packing Room",
        "Well, here we are in the packing room. You begin to take stock of what's here.",
        "There is an unblocked exit to the north. You don't like doors? Why not try going west, "
        "that entranceway is unguarded.",
        n,
        R("packing room", "n w"),
        speech,
    )


def loft(n: int, coin: bool = True) -> tuple:
    return room(
        "Tin Loft",
        "I am required to announce that you are now in the tin loft.",
        "There is an exit to the south. Don't worry, it is unguarded.",
        n,
        R("tin loft", "s", coin=coin),
        coin=coin,
    )


ITEMS = [
    item(
        gutting(1, speech=SPEECH_GUTTING),
        "go north",
        reply(
            "You have to open the kembang door first.", "Gutting Room", 2, K("refused", "closed")
        ),
        "open kembang door",
        reply("You open kembang door.", "Gutting Room", 3, K("opened", "north")),
        "go north",
        brine(4),
        notes="a game's start: the kembang door north refused as closed, opened by its kind, "
        "walked through; the brine room's only way south is visited and initial: go south",
    ),
    item(
        gutting(1, speech=SPEECH_GUTTING_2),
        "go east",
        packing(2),
        "go north",
        loft(3),
        "take coin",
        the_end("Tin Loft", 3),
        actions=[],
        notes="the coin taken and the game over ('*** The End ***'): no action; the facts keep "
        "the tin loft, the coin gone",
    ),
    item(
        packing(5),
        "go west",
        gutting(6),
        "go west",
        reply(
            "You have to unlock the kasai door first.", "Gutting Room", 7, K("refused", "locked")
        ),
        notes="in the middle of a game: the kasai door west refused as locked; east visited and "
        "initial; the kembang door north is closed and unexplored: open north",
    ),
    item(
        gutting(1, speech=SPEECH_GUTTING_3),
        "go up",
        reply("You can't go that way.", "Gutting Room", 2, K("refused")),
        "go east",
        packing(3),
        notes="a refused 'go up' (outside the vocabulary) left behind in the gutting room; in "
        "the packing room west is visited and initial; north is unexplored: go north",
    ),
    item(
        brine(1, "closed", speech=SPEECH_BRINE),
        "go south",
        reply("You have to open the kembang door first.", "Brine Room", 2, K("refused", "closed")),
        "open kembang door",
        reply("You open kembang door.", "Brine Room", 3, K("opened", "south")),
        "go south",
        gutting(4, "open"),
        "go east",
        packing(5),
        notes="a game begun in the brine room: its door refused, opened by its kind, walked "
        "through; across the gutting room to the packing room (west visited, initial); north "
        "unexplored: go north",
    ),
    item(
        packing(8),
        "go west",
        gutting(9),
        "go east",
        packing(10),
        notes="a return to the walk's first room (no initial): west visited; north unexplored: "
        "go north",
    ),
    item(
        gutting(1, speech=SPEECH_GUTTING),
        "open kembang door",
        reply("You open kembang door.", "Gutting Room", 2, K("opened", "north")),
        "go north",
        brine(3),
        "go south",
        gutting(4, "open"),
        notes="a return to the first room (no initial) with the kembang door open: north "
        "visited; east unexplored: go east; the kasai door is locked",
    ),
    item(
        brine(6),
        "go south",
        gutting(7, "open"),
        "go west",
        reply(
            "You have to unlock the kasai door first.", "Gutting Room", 8, K("refused", "locked")
        ),
        notes="in the middle of a game: from the brine room into the gutting room (north "
        "visited, initial); the kasai door west refused as locked; east unexplored: go east",
    ),
    # ---- single rooms, each a game of its own
    item(
        room(
            "Salon",
            "You've just sauntered into a salon. The room seems oddly familiar.",
            "There is a closed perupok door leading north. You need an unguarded exit? You "
            "should try going east.",
            1,
            R("salon", "n e", closed="n"),
            speech="Welcome to TextWorld! First, open the perupok door. Then, go north. And then, "
            "pick up the coin from the floor of the canteen. Got that? Good!",
        ),
        notes="a game's start: the speech puts the coin in the canteen, not here; the perupok "
        "door north is closed (open north), east is unguarded (go east)",
    ),
    item(
        room(
            "Foyer",
            "You are in a foyer. A typical one.",
            "There is a closed bakau door leading north. There is an unblocked exit to the west.",
            11,
            R("foyer", "n w", closed="n"),
        ),
        "go north",
        reply("You have to open the bakau door first.", "Foyer", 12, K("refused", "closed")),
        "open bakau door",
        reply("You open bakau door.", "Foyer", 13, K("opened", "north")),
        notes="the bakau door north refused as closed, then opened by its kind (cleared): north "
        "and west are open and unvisited: either",
    ),
    item(
        room(
            "Den",
            "You arrive in a den. A standard kind of place.",
            "There is a locked kelat door leading south. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            1,
            R("den", "s e", locked="s", coin=True),
            speech="Welcome to another game of TextWorld! Here is your mission: pick up the coin "
            "from the floor of the den. Then you're done!",
            coin=True,
        ),
        notes="a game's start with the coin on the den's floor: take coin; the kelat door south "
        "is locked",
    ),
    item(
        room(
            "Closet",
            "You've entered a closet.",
            "There is a locked medang door leading west.",
            4,
            R("closet", "w", locked="w"),
        ),
        "go west",
        reply("You have to unlock the medang door first.", "Closet", 5, K("refused", "locked")),
        notes="the closet's only way is the locked medang door, refused: nothing sensible can be "
        "done, no action",
    ),
    item(
        room(
            "Rear Lobby",
            "This just in- You, in the rear lobby.",
            "There is a closed petai door leading north. There is a locked rambai door leading "
            "east. There is an open sentang door leading south. You don't like doors? Why not try "
            "going west, that entranceway is unguarded.",
            6,
            R("rear lobby", "n e s w", closed="n", locked="e"),
        ),
        notes="four ways in three states: the petai door north closed (open north), the rambai "
        "door east locked, the sentang door south open (go south), west unguarded (go west)",
    ),
    item(
        room(
            "Washroom",
            "You find yourself in a washroom. An ordinary kind of place.",
            "There is an unguarded exit to the north. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            2,
            R("washroom", "n s"),
        ),
        "go east",
        reply("You can't go that way.", "Washroom", 3, K("refused")),
        "look",
        room(
            "Washroom",
            "You find yourself in a washroom. An ordinary kind of place.",
            "There is an unguarded exit to the north. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            4,
            R("washroom", "n s"),
        ),
        notes="east is no exit: refused(east), kept by the look; north and south are open: either",
    ),
    item(
        room(
            "Lounge",
            "You are in a lounge. A normal one.",
            "There is a closed kekatong door leading south. There is an unguarded exit to the "
            "west.",
            7,
            R("lounge", "s w", closed="s"),
        ),
        "open kekatong door",
        reply("You open kekatong door.", "Lounge", 8, K("opened", "south")),
        "go south",
        room(
            "Servery",
            "You arrive in a servery. You begin looking for stuff.",
            "There is an open kekatong door leading north.",
            9,
            R("servery", "n", coin=True),
            coin=True,
        ),
        notes="the kekatong door opened by its kind and walked through; the coin is on the "
        "servery's floor: take coin",
    ),
    item(
        room(
            "Parlour",
            "Well, here we are in the parlour.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            14,
            R("parlour", "w", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Parlour", 14),
        actions=[],
        notes="the coin taken and the game over: no action; the facts keep the parlour",
    ),
    item(
        room(
            "Cellar",
            "You find yourself in a cellar. A typical kind of place.",
            "There is a closed penyau door leading west. You need an unguarded exit? You should "
            "try going north.",
            1,
            R("cellar", "w n", closed="w"),
            speech="It's time to explore the amazing world of TextWorld! First step, open the "
            "penyau door. Then, head west. Then, pick up the coin from the floor of the attic. "
            "Got that? Good!",
        ),
        notes="a game's start: the coin is in the attic, not here; the penyau door west is "
        "closed (open west), north is unguarded (go north)",
    ),
    item(
        room(
            "Bathroom",
            "You've just sauntered into a bathroom.",
            "There is an exit to the north. Don't worry, it is unblocked.",
            3,
            R("bathroom", "n"),
        ),
        "go north",
        room(
            "Sunroom",
            "You are in a sunroom. A standard one.",
            "There is a closed mengris door leading east. You don't like doors? Why not try "
            "going south, that entranceway is unblocked.",
            4,
            R("sunroom", "e s", closed="e"),
        ),
        notes="a move from the bathroom north into the sunroom: south visited and initial; the "
        "mengris door east is closed and unexplored: open east",
    ),
    item(
        room(
            "Canteen",
            "You arrive in a canteen. An ordinary one.",
            "There is an open nyireh door leading east. There is an unblocked exit to the north.",
            1,
            R("canteen", "e n"),
            speech="Hey, thanks for coming over to the TextWorld today. First off, take a trip "
            "east. Okay, and then, retrieve the coin from the floor of the larder. Simple, isn't "
            "it?",
        ),
        notes="a game's start: the coin is in the larder; the nyireh door east is open, north "
        "is unblocked: either",
    ),
    item(
        room(
            "Kitchenette",
            "You are in a kitchenette. A typical one.",
            "There is a locked tampoi door leading north. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            9,
            R("kitchenette", "n e", locked="n"),
        ),
        "go north",
        reply(
            "You have to unlock the tampoi door first.", "Kitchenette", 10, K("refused", "locked")
        ),
        "go east",
        room(
            "Garage",
            "You've entered a garage.",
            "There is a closed jati door leading south. There is an unguarded exit to the west.",
            11,
            R("garage", "s w", closed="s"),
        ),
        notes="the tampoi door refused as locked in the kitchenette and left behind; in the "
        "garage west is visited and initial; the jati door south is closed: open south",
    ),
]
