"""textworld, forty-ninth round (no emphasis beyond a hidden test of the same kind): the coin
collector's manner as its client prints it (leading blank lines, the quest's speech on a game's
first text with the banner's art left out, the header, a filler sentence, the exit and door
sentences, the coin line, the prompt and the status line counting the turns; none is engine output):
eight walks (1-4 turns) on a button factory (a Punching Room with "There is a closed melunak door
leading east. There is a locked mertas door leading south. You need an unguarded exit? You should
try going north."; a Polishing Room; a Carding Room; a Dye Room with the coin), each walk a game of
its own: "You have to open the melunak door first.", "You open melunak door.", "You have to unlock
the mertas door first.", "You can't go that way." toward no exit (left behind by a move, kept by a
look), returns to the punching room, the coin taken and the game's end, a walk that ends beside the
coin, walks begun at a game's start (with its speech) in the punching room, the polishing room and
the carding room and in the middle of games; single rooms and short histories, each a game of its
own: a bedchamber at a game's start whose speech puts the coin in the cookery (a closed ketapang
door), a cookery with the coin beside a locked kungkur door, a dish-pit whose only way is a closed
nyalas door refused, a fitness zone of four ways in four states (sentul, kelumpang, jering,
unguarded), a laundry place's bayur door opened by its kind and walked through, a recreation zone at
a game's start beside the coin (a locked mahang door), a boxroom's locked tampinis door refused and
left for a steam room with a closed belian door, an ending in an operation room, a shower's binjai
door opened and looked at, a lab at a game's start (a closed langsat door), a sun room's refusal
left for a parlor with a closed cempedak door, a storage room with the coin beside an open langsat
door. What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

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


# ---- the button factory: PUNCHING ROOM e POLISHING ROOM (a closed melunak door), n CARDING ROOM
# (unguarded), s a locked mertas door; CARDING ROOM w DYE ROOM (the coin).

SPEECH_PUNCH = (
    "Welcome to TextWorld! Here is how to play! First thing I need you to do is to go north. "
    "Then, make an effort to go west. After that, pick up the coin from the floor of the dye "
    "room. Got that? Good!"
)
SPEECH_PUNCH_2 = (
    "It's time to explore the amazing world of TextWorld! Your first objective is to head north. "
    "And then, take a trip west. Then, take the coin from the floor of the dye room. That's it!"
)
SPEECH_POLISH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First off, open the melunak door. After that, go west. And then, head north. Then, "
    "try to go west. After that, recover the coin from the floor of the dye room. Easy, isn't it?"
)
SPEECH_CARD = (
    "Welcome to TextWorld! Here is your task for today. First, go west. And then, pick up the "
    "coin from the floor of the dye room. Then you're done!"
)


def punching(n: int, melunak: str = "closed", speech: str = "") -> tuple:
    return room(
        "Punching Room",
        "You arrive in a punching room. A standard kind of place.",
        f"There is {'a closed' if melunak == 'closed' else 'an open'} melunak door leading east. "
        "There is a locked mertas door leading south. You need an unguarded exit? You should try "
        "going north.",
        n,
        R("punching room", "e s n", closed="e" if melunak == "closed" else "", locked="s"),
        speech=speech,
    )


def polishing(n: int, melunak: str = "open", speech: str = "") -> tuple:
    return room(
        "Polishing Room",
        "This might come as a shock to you, but you've just walked into a polishing room.",
        f"There is {'a closed' if melunak == 'closed' else 'an open'} melunak door leading west.",
        n,
        R("polishing room", "w", closed="w" if melunak == "closed" else ""),
        speech=speech,
    )


def carding(n: int, speech: str = "") -> tuple:
    return room(
        "Carding Room",
        "You are in a carding room. An ordinary one.",
        "There is an unguarded exit to the south. There is an exit to the west. Don't worry, it "
        "is unblocked.",
        n,
        R("carding room", "s w"),
        speech=speech,
    )


def dye(n: int) -> tuple:
    return room(
        "Dye Room",
        "Well, here we are in the dye room.",
        "You don't like doors? Why not try going east, that entranceway is unguarded.",
        n,
        R("dye room", "e", coin=True),
        coin=True,
    )


NO_WAY = "You can't go that way."

ITEMS = [
    item(
        punching(1, speech=SPEECH_PUNCH),
        "go east",
        reply(
            "You have to open the melunak door first.", "Punching Room", 2, K("refused", "closed")
        ),
        "open melunak door",
        reply("You open melunak door.", "Punching Room", 3, K("opened", "east")),
        "go east",
        polishing(4),
        notes="button factory, a game's start: the melunak door east refused as closed, opened "
        "by its kind, walked through; the polishing room's only way is the open door west "
        "(visited, initial, all_visited); the speech's moves are no facts",
    ),
    item(
        punching(6),
        "go north",
        carding(7),
        "go west",
        dye(8),
        "take coin",
        the_end("Dye Room", 8),
        actions=[],
        notes="button factory, mid-game: the coin taken and the game ended (*** The End ***): "
        "no action; the facts keep the dye room, the coin gone",
    ),
    item(
        punching(1, speech=SPEECH_PUNCH_2),
        "go south",
        reply(
            "You have to unlock the mertas door first.", "Punching Room", 2, K("refused", "locked")
        ),
        "go north",
        carding(3),
        notes="button factory, a game's start: the mertas door south refused as locked, left "
        "behind; in the carding room south visited (initial), west unvisited: go west",
    ),
    item(
        carding(12),
        "go south",
        punching(13),
        notes="button factory, mid-game begun in the carding room: in the punching room north "
        "visited (initial), the melunak door east closed (open it), the mertas door south locked",
    ),
    item(
        polishing(1, melunak="closed", speech=SPEECH_POLISH),
        "open melunak door",
        reply("You open melunak door.", "Polishing Room", 2, K("opened", "west")),
        "go west",
        punching(3, melunak="open"),
        "go north",
        carding(4),
        "go south",
        punching(5, melunak="open"),
        notes="button factory, a game begun in the polishing room: back in the punching room "
        "east and north visited, the way first entered east (initial), the mertas door south "
        "locked and unvisited (not all_visited): go back east",
    ),
    item(
        punching(9),
        "go west",
        reply(NO_WAY, "Punching Room", 10, K("refused")),
        "go north",
        carding(11),
        notes="button factory, mid-game: a refusal west (no exit) left behind in the punching "
        "room; in the carding room south visited (initial), west unvisited: go west",
    ),
    item(
        carding(1, speech=SPEECH_CARD),
        "go north",
        reply(NO_WAY, "Carding Room", 2, K("refused")),
        "go east",
        reply(NO_WAY, "Carding Room", 3, K("refused")),
        "look",
        carding(4),
        notes="button factory, a game begun in the carding room: north and east refused (no "
        "exits), and the look shows no way there, so both refusals stand; south and west open",
    ),
    item(
        punching(17),
        "go north",
        carding(18),
        "go west",
        dye(19),
        notes="button factory, mid-game: the walk ends in the dye room beside the coin (take "
        "it); east visited (initial, all_visited)",
    ),
    item(
        room(
            "Bedchamber",
            "You find yourself in a bedchamber. A normal kind of place.",
            "There is a closed ketapang door leading south. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            1,
            R("bedchamber", "s e", closed="s"),
            speech="Welcome to TextWorld! First, go east. And then, go north. After that, take "
            "the coin from the floor of the cookery. That's it!",
        ),
        notes="a game's start: the speech puts the coin in the cookery, not here; the ketapang "
        "door south closed (open it), east unblocked (go east)",
    ),
    item(
        room(
            "Cookery",
            "You've entered a cookery.",
            "There is a locked kungkur door leading west. You need an unblocked exit? You should "
            "try going south.",
            6,
            R("cookery", "w s", locked="w", coin=True),
            coin=True,
        ),
        notes="mid-game: a coin on the floor beside a locked kungkur door: take it",
    ),
    item(
        room(
            "Dish-Pit",
            "You are in a dish-pit. A typical one.",
            "There is a closed nyalas door leading north.",
            8,
            R("dish-pit", "n", closed="n"),
        ),
        "go north",
        reply("You have to open the nyalas door first.", "Dish-Pit", 9, K("refused", "closed")),
        notes="mid-game: the only way, a closed nyalas door, refused as closed: open north",
    ),
    item(
        room(
            "Fitness Zone",
            "Guess what, you are in a fitness zone.",
            "There is a closed sentul door leading north. There is an open kelumpang door leading "
            "east. There is a locked jering door leading south. There is an unguarded exit to the "
            "west.",
            5,
            R("fitness zone", "n e s w", closed="n", locked="s"),
        ),
        notes="mid-game: four ways in four states: the sentul door closed (open north), the "
        "kelumpang door open (go east), the jering door locked, west unguarded (go west)",
    ),
    item(
        room(
            "Laundry Place",
            "You've just sauntered into a laundry place.",
            "There is a closed bayur door leading north. There is an unblocked exit to the west.",
            2,
            R("laundry place", "n w", closed="n"),
        ),
        "open bayur door",
        reply("You open bayur door.", "Laundry Place", 3, K("opened", "north")),
        "go north",
        room(
            "Stock Room",
            "You find yourself in a stock room. An ordinary kind of place.",
            "There is an open bayur door leading south. There is an unguarded exit to the east.",
            4,
            R("stock room", "s e"),
        ),
        notes="mid-game: the bayur door opened by its kind and walked through; in the stock "
        "room south visited (initial), east unvisited: go east",
    ),
    item(
        room(
            "Recreation Zone",
            "Well how about that, you are in a place we're calling a recreation zone.",
            "There is a locked mahang door leading east. There is an exit to the north. Don't "
            "worry, it is unguarded.",
            1,
            R("recreation zone", "e n", locked="e", coin=True),
            speech="It's time to explore the amazing world of TextWorld! Here is how to play! "
            "Your first objective is to recover the coin from the floor of the recreation zone. "
            "Got that? Good!",
            coin=True,
        ),
        notes="a game's start whose speech names this room: the coin on the floor (take it); "
        "the mahang door east locked, north unguarded",
    ),
    item(
        room(
            "Boxroom",
            "You arrive in a boxroom. A normal one.",
            "There is a locked tampinis door leading north. There is an unguarded exit to the "
            "west.",
            14,
            R("boxroom", "n w", locked="n"),
        ),
        "go north",
        reply("You have to unlock the tampinis door first.", "Boxroom", 15, K("refused", "locked")),
        "go west",
        room(
            "Steam Room",
            "You've entered a steam room. You begin looking for stuff.",
            "There is a closed belian door leading south. There is an unblocked exit to the east.",
            16,
            R("steam room", "s e", closed="s"),
        ),
        notes="mid-game: the tampinis door north refused as locked, left behind by a move west; "
        "in the steam room east visited (initial), the belian door south closed: open south",
    ),
    item(
        room(
            "Operation Room",
            "I never took you for the sort of person who would show up in an operation room, but "
            "I guess I was wrong.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            12,
            R("operation room", "w", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Operation Room", 12),
        actions=[],
        notes="mid-game: the coin taken and the game ended (*** The End ***): no action; the "
        "facts keep the operation room, the coin gone",
    ),
    item(
        room(
            "Shower",
            "You are in a shower. A typical kind of place.",
            "There is a closed binjai door leading south.",
            7,
            R("shower", "s", closed="s"),
        ),
        "open binjai door",
        reply("You open binjai door.", "Shower", 8, K("opened", "south")),
        "look",
        room(
            "Shower",
            "You are in a shower. A typical kind of place.",
            "There is an open binjai door leading south.",
            9,
            R("shower", "s"),
        ),
        notes="mid-game: the binjai door opened by its kind, the look shows it open: go south",
    ),
    item(
        room(
            "Lab",
            "I am pleased to tell you that you are now in the lab.",
            "There is a closed langsat door leading east. You don't like doors? Why not try going "
            "north, that entranceway is unblocked.",
            1,
            R("lab", "e n", closed="e"),
            speech="Get ready to pick stuff up and put it in places, because you've just entered "
            "TextWorld! Here is your task for today. First off, go north. Then, head east. And "
            "then, pick up the coin from the floor of the bar. Simple, isn't it?",
        ),
        notes="a game's start: the speech puts the coin in the bar; here the langsat door east "
        "closed (open it) and north unblocked (go north)",
    ),
    item(
        room(
            "Sun Room",
            "You've just walked into a sun room.",
            "You need an unguarded exit? You should try going north. There is an unblocked exit "
            "to the east.",
            3,
            R("sun room", "n e"),
        ),
        "go west",
        reply(NO_WAY, "Sun Room", 4, K("refused")),
        "go north",
        room(
            "Parlor",
            "You are in a parlor. You decide to just list off a complete list of everything you "
            "see in the room, because hey, why not?",
            "There is an exit to the south. Don't worry, it is unblocked. There is a closed "
            "cempedak door leading west.",
            5,
            R("parlor", "s w", closed="w"),
        ),
        notes="mid-game: a refusal west (no exit) left in the sun room; in the parlor south "
        "visited (initial), the cempedak door west closed: open west",
    ),
    item(
        room(
            "Storage",
            "You arrive in a storage. A typical kind of place.",
            "There is an open langsat door leading east.",
            10,
            R("storage", "e", coin=True),
            coin=True,
        ),
        notes="mid-game: a coin on the floor beside an open langsat door: take it",
    ),
]
