"""textworld, ninth round: texts in the manner of TextWorld's coin collector (modelled on the
harvested games in real_texts.json; none is engine output). Ten walks on one map of new rooms
(lumber room, tack room, chapel, wine cellar, boudoir) with a closed walnut door, printed as a
client shows them (the quest's opening speech before the first room, the prompt and the status
line "-= Room =-0/N" counting the moves): "You have to open the walnut door first.", "You open
walnut door.", a refused `go up` and refused ways never given, an inventory, a look, the ending
after the coin. Ten single rooms with new rooms (smokehouse, orangery, trophy room, billiard
room, infirmary, observatory, chart room, brewhouse, armoury, pigeon loft) and doors (copper,
bamboo, brass, elm, zinc, rosewood, ash, spruce, chrome), a "copper door" beside no coin. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 96


def tw(name: str, intro: str, exits: str, coin: bool = False) -> str:
    """A room as TextWorld prints it (without the prompt)."""
    text = f"-= {name} =-\n{intro}\n\n\n\n{exits}\n\n"
    if coin:
        text += "There is a coin on the floor.\n\n"
    return text


def status(text: str, room: str, moves: int) -> str:
    """``text`` followed by the prompt and TextWorld's status line."""
    return f"{text}\n>{PAD}-= {room} =-0/{moves}"


QUEST = (
    "Welcome to TextWorld! Your first objective is to take a trip east. After that, make an "
    "effort to go south. Then, make an attempt to venture north. After that, try to head "
    "west. With that accomplished, open the walnut door. And then, head north. Then, take a "
    "trip west. If you can succeed at that, pick up the coin from the floor of the boudoir. "
    "Got that? Good!\n\n"
)
LUMBER = tw(
    "Lumber Room",
    "You arrive in a lumber room. A normal kind of place.",
    "There is a closed walnut door leading north. There is an unguarded exit to the east.",
)
LUMBER_OPEN = tw(
    "Lumber Room",
    "You arrive in a lumber room. A normal kind of place.",
    "There is an open walnut door leading north. There is an unguarded exit to the east.",
)
TACK = tw(
    "Tack Room",
    "You've just walked into a tack room. You begin to take stock of what's here.",
    "You don't like doors? Why not try going south, that entranceway is unblocked. There is "
    "an exit to the west. Don't worry, it is unguarded.",
)
CHAPEL = tw(
    "Chapel",
    "Well, here we are in the chapel. The room is well lit.",
    "You need an unblocked exit? You should try going north.",
)
CELLAR = tw(
    "Wine Cellar",
    "I am required to announce that you are now in the wine cellar.",
    "There is an open walnut door leading south. There is an unblocked exit to the west.",
)
BOUDOIR = tw(
    "Boudoir",
    "You find yourself in a boudoir. A typical one. You start to take note of what's in the room.",
    "There is an exit to the east. Don't worry, it is unblocked.",
    coin=True,
)


def lumber(n: int, first: bool = False, open_: bool = False) -> tuple:
    text = status(LUMBER_OPEN if open_ else LUMBER, "Lumber Room", n)
    return (
        QUEST + text if first else "\n\n" + text,
        R("lumber room", "n e", closed="" if open_ else "n"),
    )


def tack(n: int) -> tuple:
    return ("\n\n" + status(TACK, "Tack Room", n), R("tack room", "s w"))


def chapel(n: int) -> tuple:
    return ("\n\n" + status(CHAPEL, "Chapel", n), R("chapel", "n"))


def cellar(n: int) -> tuple:
    return ("\n\n" + status(CELLAR, "Wine Cellar", n), R("wine cellar", "s w"))


def boudoir(n: int) -> tuple:
    return ("\n\n" + status(BOUDOIR, "Boudoir", n), R("boudoir", "e", coin=True))


def reply(line: str, room: str, n: int, reading: K) -> tuple:
    return (status(f"{line}\n\n", room, n), reading)


def opened(n: int) -> tuple:
    return reply("You open walnut door.", "Lumber Room", n, K("opened", door="n"))


ITEMS = [
    # ---- walks on one map ------------------------------------------------------------------
    item(
        lumber(1, first=True),
        "go east",
        tack(2),
        "go south",
        chapel(3),
        notes="the quest's speech names the moves and the coin's room (the boudoir); the "
        "chapel's only exit, north, leads to the tack room just left",
    ),
    item(
        lumber(1, first=True),
        "go north",
        reply(
            "You have to open the walnut door first.",
            "Lumber Room",
            2,
            K("refused", door="closed"),
        ),
        notes="the closed walnut door refuses the move: north closed and refused (the person "
        "opens it or goes east)",
    ),
    item(
        lumber(1, first=True),
        "open walnut door",
        opened(2),
        "go north",
        cellar(3),
        "go west",
        boudoir(4),
        notes="an open by the door's kind (north); the coin on the boudoir's floor",
    ),
    item(
        lumber(1, first=True),
        "open walnut door",
        opened(2),
        "go north",
        cellar(3),
        "go west",
        boudoir(4),
        "take coin",
        (
            status(
                "You pick up the coin from the ground.\n\n\n\nYour score has just gone up by "
                "one point.\n\n\n                                  *** The End ***\n\nYou "
                "scored 1 out of a possible 1, in 5 turns.\n\n\nWould you like to RESTART, "
                "RESTORE a saved game, QUIT or UNDO the last command?\n",
                "Boudoir",
                4,
            ),
            K("took"),
        ),
        actions=[],
        notes="the game has ended after the coin (*** The End ***): no action; the facts keep "
        "the boudoir, its coin gone",
    ),
    item(
        lumber(1, first=True),
        "go east",
        tack(2),
        "go east",
        reply("You can't go that way.", "Tack Room", 3, K("refused")),
        "go west",
        lumber(4),
        notes="a refusal left in the tack room; back in the first room the walnut door north is "
        "still closed: open it",
    ),
    item(
        lumber(1, first=True),
        "open walnut door",
        opened(2),
        "go north",
        cellar(3),
        "go south",
        lumber(4, open_=True),
        "go east",
        tack(5),
        notes="the walnut door left open; in the tack room west is visited and south is not",
    ),
    item(
        lumber(1, first=True),
        "go east",
        tack(2),
        "go south",
        chapel(3),
        "go north",
        tack(4),
        "go west",
        lumber(5),
        "open walnut door",
        opened(6),
        "look",
        lumber(7, open_=True),
        notes="a look after the open shows the door open; east is visited, north is not",
    ),
    item(
        lumber(1, first=True),
        "open walnut door",
        opened(2),
        "go north",
        cellar(3),
        "go north",
        reply("You can't go that way.", "Wine Cellar", 4, K("refused")),
        notes="the wine cellar has no exit north: refused; west is unexplored",
    ),
    item(
        lumber(1, first=True),
        "go up",
        reply("You can't go that way.", "Lumber Room", 2, K("refused")),
        "inventory",
        reply("You are carrying nothing.", "Lumber Room", 3, K("none")),
        notes="a refused `go up` is no fact (outside the vocabulary); the inventory keeps the "
        "room: the walnut door north is closed, east is open",
    ),
    item(
        lumber(1, first=True),
        "go east",
        tack(2),
        "go south",
        chapel(3),
        "go east",
        reply("You can't go that way.", "Chapel", 4, K("refused")),
        "look",
        chapel(5),
        notes="a refusal of a way the chapel never gave stands after the look; the only exit, "
        "north, is visited",
    ),
    # ---- single rooms ------------------------------------------------------------------------
    item(
        tw(
            "Smokehouse",
            "You are in a smokehouse. An ordinary one.",
            "There is a closed copper door leading south. There is an unguarded exit to the east.",
        ),
        R("smokehouse", "s e", closed="s"),
        notes="a copper door is a door's material, not a coin",
    ),
    item(
        tw(
            "Orangery",
            "You've entered an orangery. The room is well lit.",
            "There is an open bamboo door leading west. You need an unguarded exit? You should "
            "try going north.",
            coin=True,
        ),
        R("orangery", "w n", coin=True),
        notes="TextWorld's coin line; an open bamboo door west",
    ),
    item(
        status(
            tw(
                "Trophy Room",
                "You find yourself in a trophy room. A standard kind of place.",
                "There is a locked brass door leading north.",
            ),
            "Trophy Room",
            1,
        ),
        R("trophy room", "n", locked="n"),
        notes="the only exit is behind a locked brass door: no action a person can take",
    ),
    item(
        "Here is how to play! First off, try to go west. Then, attempt to go north. After that, "
        "pick up the coin from the floor of the chart room. Got that? Good!\n\n"
        + tw(
            "Armoury",
            "You arrive in an armoury. An ordinary kind of place.",
            "You don't like doors? Why not try going west, that entranceway is unguarded. There "
            "is an exit to the south. Don't worry, it is unblocked.",
        ),
        R("armoury", "w s"),
        notes="the quest names west first and the coin's room elsewhere; either unexplored "
        "exit is a right move (the coin is not here)",
    ),
    item(
        tw(
            "Billiard Room",
            "You are in a billiard room. You can barely contain your excitement.",
            "You don't like doors? Why not try going north, that entranceway is unguarded. "
            "There is a closed elm door leading east.",
            coin=True,
        ),
        R("billiard room", "n e", closed="e", coin=True),
        notes="a coin on the floor beside a closed elm door: take it",
    ),
    item(
        tw(
            "Infirmary",
            "Look around you. Take it all in. It's not every day someone gets to be in an "
            "infirmary.",
            "There is an open zinc door leading south. There is an unblocked exit to the west.",
        ),
        R("infirmary", "s w"),
        notes="an open zinc door south and an open exit west",
    ),
    item(
        tw(
            "Observatory",
            "You've just sauntered into an observatory.",
            "There is a closed rosewood door leading east. There is a closed rosewood door "
            "leading west.",
        ),
        R("observatory", "e w", closed="e w"),
        notes="two closed rosewood doors: open either",
    ),
    item(
        status(
            tw(
                "Chart Room",
                "This just in- You, in the chart room.",
                "There is an exit to the north. Don't worry, it is unblocked. There is an "
                "unguarded exit to the south. You need an unblocked exit? You should try going "
                "west.",
            ),
            "Chart Room",
            9,
        ),
        R("chart room", "n s w"),
        notes="three exits in three of the engine's sentence shapes, with the status line",
    ),
    item(
        tw(
            "Brewhouse",
            "I am sorry to announce that you are now in the brewhouse.",
            "There is an open ash door leading north. There is a closed spruce door leading "
            "east. There is an unguarded exit to the south.",
        ),
        R("brewhouse", "n e s", closed="e"),
        notes="one open and one closed door and an open exit",
    ),
    item(
        "\n\n"
        + status(
            tw(
                "Pigeon Loft",
                "You arrive in a pigeon loft. A typical one. You begin looking for stuff.",
                "There is a locked chrome door leading east. You need an unguarded exit? You "
                "should try going west.",
                coin=True,
            ),
            "Pigeon Loft",
            4,
        ),
        R("pigeon loft", "e w", locked="e", coin=True),
        notes="a locked chrome door and an open way west; the coin on the floor comes first",
    ),
]
