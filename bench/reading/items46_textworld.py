"""textworld, forty-sixth round (emphasis: the turns of a game): the coin collector's manner as its
client prints it (leading blank lines, the quest's speech on a game's first text with the banner's
art left out, the header, a filler sentence, the exit and door sentences, the coin line, the prompt
and the status line counting the turns; none is engine output): eight walks (1-4 turns) on a soap
works (a Boiling Room with "There is a closed agba door leading north.", an unguarded exit east and
"There is a locked danta door leading west."; a Cutting Room; a Wrapping Room with the coin; a Lye
Store; a Curing Room), each walk a game of its own: "You have to open the agba door first.", "You
open agba door.", "You have to unlock the danta door first.", a refused `go up` (no fact), "You
can't go that way." toward a wall, returns to the boiling room and the lye store, the ending after
the coin, walks begun at a game's start (with its speech) and in the middle of a game; single rooms,
each a game of its own and each ending on what the game printed back: a larder's gerutu door
refused, a pantry's kedondong door opened and walked through, a garage's refusal kept by a look, a
chamber's ending, a cellar whose kulim door is locked beside a closed mengkulang door, a study's
penaga door opened and an office with the coin, a bathroom after a speech that puts the coin in the
attic, a workshop's `take coin` with no coin, a sun room's punah door refused and opened by its
kind, a nursery of four ways in three states (sapupira, simpoh, terentang), a shed's refusal kept by
an inventory, a vault with the coin beside a closed guarea door. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GAP = " " * 128


def status(room: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{_GAP}-= {room} =-0/{n}"


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


# ---- the soap works: BOILING ROOM n CUTTING ROOM (a closed agba door), e LYE STORE (unguarded),
# w a locked danta door; CUTTING ROOM e WRAPPING ROOM (the coin); LYE STORE n CURING ROOM.

SPEECH_BOILING = (
    "Welcome to another game of TextWorld! Here is your mission: first, try to venture north. "
    "Then, make an effort to go east. With that done, pick up the coin from the floor of the "
    "wrapping room. Simple, isn't it?"
)
SPEECH_LYE = (
    "It's time to explore the amazing world of TextWorld! First step, move west. And then, open "
    "the agba door. Then, head north. Then, try to go east. And if you do that, grab the coin "
    "from the floor of the wrapping room. Got that? Good!"
)
SPEECH_CUTTING = (
    "Get ready to pick stuff up and put it in places, because you've just entered TextWorld! "
    "Your first objective is to take a trip east. After that, pick up the coin from the floor of "
    "the wrapping room. Then you're done!"
)


def boiling(n: int, agba: str = "closed", speech: str = "") -> tuple:
    return room(
        "Boiling Room",
        "You arrive in a boiling room. A typical kind of place. You can smell something like "
        "tallow.",
        f"There is {'a closed' if agba == 'closed' else 'an open'} agba door leading north. You "
        "don't like doors? Why not try going east, that entranceway is unguarded. There is a "
        "locked danta door leading west.",
        n,
        R("boiling room", "n e w", closed="n" if agba == "closed" else "", locked="w"),
        speech=speech,
    )


def cutting(n: int, agba: str = "open", speech: str = "") -> tuple:
    return room(
        "Cutting Room",
        "You've entered a cutting room. You begin looking for stuff.",
        f"There is {'a closed' if agba == 'closed' else 'an open'} agba door leading south. "
        "There is an unguarded exit to the east.",
        n,
        R("cutting room", "s e", closed="s" if agba == "closed" else ""),
        speech=speech,
    )


def wrapping(n: int) -> tuple:
    return room(
        "Wrapping Room",
        "Look around you. Take it all in. It's not every day someone gets to be in a wrapping "
        "room.",
        "There is an exit to the west. Don't worry, it is unblocked.",
        n,
        R("wrapping room", "w", coin=True),
        coin=True,
    )


def lye(n: int, speech: str = "") -> tuple:
    return room(
        "Lye Store",
        "I am pleased to tell you that you are now in the lye store. The room is well lit.",
        "You need an unguarded exit? You should try going north. There is an unblocked exit to "
        "the west.",
        n,
        R("lye store", "n w"),
        speech=speech,
    )


def curing(n: int) -> tuple:
    return room(
        "Curing Room",
        "You find yourself in a curing room. A normal one.",
        "There is an exit to the south. Don't worry, it is unguarded.",
        n,
        R("curing room", "s"),
    )


ITEMS = [
    item(
        boiling(1, speech=SPEECH_BOILING),
        "go north",
        reply("You have to open the agba door first.", "Boiling Room", 2, K("refused", "closed")),
        "open agba door",
        reply("You open agba door.", "Boiling Room", 3, K("opened", "north")),
        "go north",
        cutting(4),
        notes="soap works, a game's start: the agba door north refused as closed, opened by its "
        "kind, walked through; in the cutting room south visited (initial), east unvisited",
    ),
    item(
        boiling(6),
        "go east",
        lye(7),
        "go west",
        boiling(8),
        "open agba door",
        reply("You open agba door.", "Boiling Room", 9, K("opened", "north")),
        notes="soap works, mid-game: back in the boiling room (the first room of the history) "
        "the agba door opened by its kind: north open and unvisited, east visited, the danta "
        "door west locked",
    ),
    item(
        lye(1, speech=SPEECH_LYE),
        "go up",
        reply("You can't go that way.", "Lye Store", 2, K("refused")),
        "go west",
        boiling(3),
        notes="soap works, a game begun in the lye store: a refused `go up` (no fact) left "
        "behind; in the boiling room east visited (initial), the agba door closed (open north), "
        "the danta door locked; the speech's moves are no facts",
    ),
    item(
        boiling(11),
        "go west",
        reply(
            "You have to unlock the danta door first.", "Boiling Room", 12, K("refused", "locked")
        ),
        "go east",
        lye(13),
        notes="soap works, mid-game: the danta door refused as locked in the boiling room, left "
        "behind; in the lye store west visited (initial), north unvisited",
    ),
    item(
        cutting(1, agba="closed", speech=SPEECH_CUTTING),
        "go east",
        wrapping(2),
        "take coin",
        the_end("Wrapping Room", 2),
        actions=[],
        notes="soap works, a game begun in the cutting room: the coin taken and the game ended "
        "(*** The End ***): no action; the facts keep the wrapping room, the coin gone",
    ),
    item(
        boiling(20),
        "go east",
        lye(21),
        "go north",
        curing(22),
        "go south",
        lye(23),
        notes="soap works, mid-game: back in the lye store, both ways visited; the way back is "
        "west, to the boiling room (initial)",
    ),
    item(
        curing(5),
        "go west",
        reply("You can't go that way.", "Curing Room", 6, K("refused")),
        "go south",
        lye(7),
        notes="soap works, mid-game begun in the curing room: a refusal west left behind; in the "
        "lye store north visited (initial), west unvisited",
    ),
    item(
        boiling(1, speech=SPEECH_BOILING),
        "go west",
        reply(
            "You have to unlock the danta door first.", "Boiling Room", 2, K("refused", "locked")
        ),
        notes="soap works, a game's start: the danta door west refused as locked (closed, "
        "refused); the agba door north closed (open it), east unguarded",
    ),
    item(
        room(
            "Larder",
            "You are in a larder. A normal kind of place. You start to take note of what's in the "
            "room.",
            "There is a closed gerutu door leading north. There is an unblocked exit to the south.",
            14,
            R("larder", "n s", closed="n"),
        ),
        "go north",
        reply("You have to open the gerutu door first.", "Larder", 15, K("refused", "closed")),
        notes="mid-game: the gerutu door north refused as closed (closed, refused: open it); "
        "south unblocked",
    ),
    item(
        room(
            "Pantry",
            "You've just walked into a pantry.",
            "There is a closed kedondong door leading east. You need an unblocked exit? You should "
            "try going west.",
            3,
            R("pantry", "e w", closed="e"),
        ),
        "open kedondong door",
        reply("You open kedondong door.", "Pantry", 4, K("opened", "east")),
        "go east",
        room(
            "Scullery",
            "You are in a scullery. An ordinary one.",
            "There is an open kedondong door leading west. There is an unguarded exit to the "
            "north.",
            5,
            R("scullery", "w n"),
        ),
        notes="mid-game: the kedondong door opened by its kind and walked through; in the "
        "scullery west visited (initial), north unvisited",
    ),
    item(
        room(
            "Garage",
            "Guess what, you are in a garage.",
            "There is an unguarded exit to the east. There is an exit to the north. Don't worry, "
            "it is unblocked.",
            7,
            R("garage", "e n"),
        ),
        "go south",
        reply("You can't go that way.", "Garage", 8, K("refused")),
        "look",
        room(
            "Garage",
            "Guess what, you are in a garage.",
            "There is an unguarded exit to the east. There is an exit to the north. Don't worry, "
            "it is unblocked.",
            9,
            R("garage", "e n"),
        ),
        notes="mid-game: south refused (no exit); the look shows no way south, so the refusal "
        "stands; east and north open",
    ),
    item(
        room(
            "Chamber",
            "This just in- You, in the chamber.",
            "There is an unblocked exit to the west.",
            9,
            R("chamber", "w", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Chamber", 9),
        actions=[],
        notes="mid-game: the coin taken and the game ended (*** The End ***): no action; the "
        "facts keep the chamber, the coin gone",
    ),
    item(
        room(
            "Cellar",
            "I am sorry to announce that you are now in the cellar.",
            "There is a locked kulim door leading west. There is a closed mengkulang door leading "
            "north.",
            4,
            R("cellar", "w n", locked="w", closed="n"),
        ),
        "go west",
        reply("You have to unlock the kulim door first.", "Cellar", 5, K("refused", "locked")),
        notes="mid-game: the kulim door west refused as locked; the mengkulang door north closed "
        "(open it)",
    ),
    item(
        room(
            "Study",
            "You arrive in a study. A standard kind of place.",
            "There is a closed penaga door leading north. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            1,
            R("study", "n e", closed="n"),
            speech="Welcome to TextWorld! Here is your task for today. First, open the penaga "
            "door. And then, go north. With that done, pick up the coin from the floor of the "
            "office. Simple, isn't it?",
        ),
        "open penaga door",
        reply("You open penaga door.", "Study", 2, K("opened", "north")),
        "go north",
        room(
            "Office",
            "You've entered an office. You can barely contain your excitement.",
            "There is an open penaga door leading south.",
            3,
            R("office", "s", coin=True),
            coin=True,
        ),
        notes="a game's start: the penaga door opened by its kind and walked through; the office "
        "has the coin (take it)",
    ),
    item(
        room(
            "Bathroom",
            "You've just sauntered into a bathroom. The room seems oddly familiar.",
            "There is an unguarded exit to the south. You don't like doors? Why not try going "
            "west, that entranceway is unblocked.",
            1,
            R("bathroom", "s w"),
            speech="Hey, thanks for coming over to the TextWorld today. Your first objective is "
            "to head south. Then, go west. After that, recover the coin from the floor of the "
            "attic. Got that? Good!",
        ),
        "go east",
        reply("You can't go that way.", "Bathroom", 2, K("refused")),
        notes="a game's start: the speech puts the coin in the attic (not here); east refused; "
        "south and west open",
    ),
    item(
        room(
            "Workshop",
            "You are in a workshop. A typical one.",
            "There is an unblocked exit to the north. There is an unguarded exit to the west.",
            6,
            R("workshop", "n w"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Workshop", 7, K("none")),
        notes="mid-game: `take coin` with no coin here ('You can't see any such thing.'): no "
        "coin; north and west open",
    ),
    item(
        room(
            "Sun Room",
            "You find yourself in a sun room. An ordinary kind of place.",
            "There is a closed punah door leading east. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            10,
            R("sun room", "e s", closed="e"),
        ),
        "go east",
        reply("You have to open the punah door first.", "Sun Room", 11, K("refused", "closed")),
        "open punah door",
        reply("You open punah door.", "Sun Room", 12, K("opened", "east")),
        notes="mid-game: the punah door east refused as closed, then opened by its kind: the "
        "refusal cleared; east and south open",
    ),
    item(
        room(
            "Nursery",
            "Well, here we are in the nursery. You decide to start listing off everything you "
            "see in the room, as if you were in a text adventure.",
            "There is a closed sapupira door leading north. There is a locked simpoh door leading "
            "west. There is an open terentang door leading east. You need an unguarded exit? "
            "You should try going south.",
            8,
            R("nursery", "n w e s", closed="n", locked="w"),
        ),
        "go west",
        reply("You have to unlock the simpoh door first.", "Nursery", 9, K("refused", "locked")),
        notes="mid-game: four ways in three states: the sapupira door closed (open north), the "
        "simpoh door locked and refused, the terentang door open, south unguarded",
    ),
    item(
        room(
            "Shed",
            "You are in a shed. A normal one.",
            "There is a closed gerutu door leading south. There is an unblocked exit to the east.",
            3,
            R("shed", "s e", closed="s"),
        ),
        "go south",
        reply("You have to open the gerutu door first.", "Shed", 4, K("refused", "closed")),
        "inventory",
        reply("You are carrying nothing.", "Shed", 5, K("none")),
        notes="mid-game: the gerutu door south refused as closed; the inventory keeps the "
        "refusal (closed, refused: open south); east unblocked",
    ),
    item(
        room(
            "Vault",
            "You arrive in a vault. An ordinary one. The room is well lit.",
            "There is a closed guarea door leading north.",
            1,
            R("vault", "n", closed="n", coin=True),
            speech="Welcome to TextWorld! Here is your task for today: pick up the coin from the "
            "floor of the vault. Simple, isn't it?",
            coin=True,
        ),
        notes="a game's start: the speech and the coin line put the coin here (take it); "
        "the guarea door north closed",
    ),
]
