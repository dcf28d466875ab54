"""textworld, forty-third round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech on a game's first text (the banner's art left out), the header, a filler
sentence, the exit and door sentences, the coin line, the prompt and the status line counting the
turns; none is engine output): eight walks (2-3 turns) on a sugar refinery and twelve single rooms,
each a game of its own, with door kinds the earlier rounds did not name.

The refinery: Pan Floor n Melt House (a closed balau door at first), e Char House (an unguarded
exit), w a locked keruing door (never opened); Melt House w Sack Room (the coin); Char House n Bag
Store. Replies: "You have to open the balau door first.", "You open balau door.", "You have to
unlock the keruing door first.", a refused `go down`, "You pick up the coin from the ground." and
the ending. Walks begun at a game's start carry its speech; walks begun in the middle of a game
start their status line's count later.

Single rooms: a still room whose speech names it (a closed kapur door), a lumber room with the coin
beside a locked nyatoh door, a gun room whose only way is a locked opepe door, a sewing room after a
speech that puts the coin in the attic (an open sipo door), a linen room with a refused `go north`,
a box room of four ways in three states (sissoo, tembusu, tualang), a flower room whose sonokeling
door is refused and opened by its kind, a ticket office whose gaboon door is refused and looked at,
a wine cellar with the coin and an open mansonia door, a smoke room at a game's start, a drawing
office whose miro door is refused (locked) and looked at, a boot room with the coin and a closed
ohia door. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed (the one exception: the game that ended,
whose empty actions are given with a note)."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
COIN = "There is a coin on the floor."


def status(name: str, turn: int) -> str:
    return f">{PAD}-= {name} =-0/{turn}"


def first(speech: str, name: str, filler: str, exits: str, coin: bool = False) -> str:
    """A game's first text: the quest's speech, then the room."""
    more = f"\n\n{COIN}\n" if coin else ""
    return f"\n\n\n{speech}\n\n-= {name} =-\n{filler}\n\n\n\n{exits}{more}\n\n{status(name, 1)}"


def arrive(name: str, filler: str, exits: str, turn: int, coin: bool = False) -> str:
    """A room entered (or looked at) later in the game."""
    tail = f"\n\n{COIN}\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n\n-= {name} =-\n{filler}\n\n\n\n{exits}{tail}{status(name, turn)}"


def reply(line: str, name: str, turn: int) -> str:
    return f"\n\n{line}\n\n\n{status(name, turn)}"


def the_end(name: str, turn: int) -> str:
    return (
        "\n\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in {turn} "
        "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
        f"command?\n> {PAD}-= {name} =-0/{turn}"
    )


# ---- the refinery: Pan Floor n Melt House (balau door), e Char House, w keruing door (locked);
# Melt House w Sack Room (coin); Char House n Bag Store.

SPEECH = (
    "Welcome to another fine day in TextWorld! Today's job is a simple one. Start by going "
    "north. Then, make your way west. And then, grab the coin from the floor of the sack room. "
    "Can you manage that? Of course you can!"
)
PAN_FILLER = "You've just shown up in a pan floor. The room is well lit."


def pan_exits(door_open: bool = False) -> str:
    state = "an open" if door_open else "a closed"
    return (
        f"There is {state} balau door leading north. There is a locked keruing door leading "
        "west. You need an unguarded exit? You should try going east."
    )


def pan_floor(turn: int, door_open: bool = False, speech: bool = False) -> tuple:
    text = (
        first(SPEECH, "Pan Floor", PAN_FILLER, pan_exits(door_open))
        if speech
        else arrive("Pan Floor", PAN_FILLER, pan_exits(door_open), turn)
    )
    return (text, R("pan floor", "n e w", closed="" if door_open else "n", locked="w"))


def melt_house(turn: int) -> tuple:
    return (
        arrive(
            "Melt House",
            "You find yourself in a melt house. A standard kind of place. You try to gain "
            'information on your surroundings by using a technique you call "looking."',
            "There is an open balau door leading south. There is an unblocked exit to the west.",
            turn,
        ),
        R("melt house", "s w"),
    )


def sack_room(turn: int, coin: bool = True) -> tuple:
    return (
        arrive(
            "Sack Room",
            "You are in a sack room. A typical kind of place.",
            "You don't like doors? Why not try going east, that entranceway is unblocked.",
            turn,
            coin=coin,
        ),
        R("sack room", "e", coin=coin),
    )


def char_house(turn: int) -> tuple:
    return (
        arrive(
            "Char House",
            "Well I'll be, you are in a place we're calling a char house.",
            "There is an exit to the north. Don't worry, it is unguarded. There is an unguarded "
            "exit to the west.",
            turn,
        ),
        R("char house", "n w"),
    )


def bag_store(turn: int) -> tuple:
    return (
        arrive(
            "Bag Store",
            "You're now in the bag store. It seems to be pretty empty here.",
            "There is an unblocked exit to the south.",
            turn,
        ),
        R("bag store", "s"),
    )


_refinery = [
    item(
        pan_floor(1, speech=True),
        "go north",
        (reply("You have to open the balau door first.", "Pan Floor", 2), K("refused", "closed")),
        "open balau door",
        (reply("You open balau door.", "Pan Floor", 3), K("opened", "n")),
        "go north",
        melt_house(4),
        notes="TextWorld manner, a sugar refinery from the game's start: the balau door refused "
        "(closed), opened by its kind, walked through; in the melt house south is visited and "
        "the way in; west is new. The speech is no fact.",
    ),
    item(
        pan_floor(1, speech=True),
        "go east",
        char_house(2),
        "go north",
        bag_store(3),
        notes="Refinery from the start: east to the char house, north to the bag store; its one "
        "exit south is visited and the way in: all visited.",
    ),
    item(
        pan_floor(1, speech=True),
        "go west",
        (
            reply("You have to unlock the keruing door first.", "Pan Floor", 2),
            K("refused", "locked"),
        ),
        "go east",
        char_house(3),
        notes="Refinery: the keruing door refused (locked) and left behind in the pan floor; in "
        "the char house west is visited and the way in; north is new.",
    ),
    item(
        melt_house(7),
        "go west",
        sack_room(8),
        "take coin",
        (the_end("Sack Room", 9), K("took")),
        actions=[],
        notes="Refinery, begun in the middle of a game in the melt house: the coin taken and the "
        "game over ('*** The End ***'): no action (the facts keep the sack room, the coin "
        "gone).",
    ),
    item(
        pan_floor(1, speech=True),
        "open balau door",
        (reply("You open balau door.", "Pan Floor", 2), K("opened", "n")),
        "go north",
        melt_house(3),
        "go west",
        sack_room(4),
        notes="Refinery: the balau door opened before any refusal, then north and west; the "
        "coin is on the sack room's floor: take it.",
    ),
    item(
        bag_store(6),
        "go south",
        char_house(7),
        "go west",
        pan_floor(8),
        notes="Refinery, begun in the middle of a game in the bag store: in the pan floor east "
        "is visited and the way in; the balau door north is closed (open it), the keruing door "
        "locked.",
    ),
    item(
        pan_floor(1, speech=True),
        "go east",
        char_house(2),
        "go down",
        (reply("You can't go that way.", "Char House", 3), K("refused")),
        "go west",
        pan_floor(4),
        notes="Refinery: a refused `go down` in the char house (no fact, and left behind there); "
        "back in the first room east is visited, no initial; the balau door is closed: open it.",
    ),
    item(
        sack_room(5, coin=False),
        "go east",
        melt_house(6),
        "go south",
        pan_floor(7, door_open=True),
        notes="Refinery, begun in the middle of a game in the sack room (its coin already gone "
        "in this game): in the pan floor north (an open balau door) is visited and the way in; "
        "east is new; the keruing door locked.",
    ),
]

_singles = [
    item(
        first(
            "Hey, thanks for showing up in TextWorld. Your first objective is to look around the "
            "still room. Then, try going east. After that, take the coin from the floor of the "
            "herb loft.",
            "Still Room",
            "You arrive in a still room. An ordinary one.",
            "There is a closed kapur door leading east. There is an unguarded exit to the south.",
        ),
        R("still room", "e s", closed="e"),
        notes="TextWorld manner: the speech names the still room and puts the coin in another "
        "room (no coin here); a closed kapur door east (open it), an exit south.",
    ),
    item(
        arrive(
            "Lumber Room",
            "You are in a lumber room. You begin to take stock of what's in the room.",
            "There is a locked nyatoh door leading north. There is an unblocked exit to the east.",
            4,
            coin=True,
        ),
        R("lumber room", "n e", locked="n", coin=True),
        notes="TextWorld manner, the middle of a game: the coin on the floor: take it; the "
        "nyatoh door north is locked.",
    ),
    item(
        arrive(
            "Gun Room",
            "You've entered a gun room. The room seems oddly familiar.",
            "There is a locked opepe door leading west.",
            9,
        ),
        R("gun room", "w", locked="w"),
        notes="TextWorld manner: the only way is a locked opepe door: no action.",
    ),
    item(
        first(
            "It's time to explore the amazing world of TextWorld! First stop, the attic: there's "
            "a coin on the floor up there, and I'd like you to bring it back.",
            "Sewing Room",
            "You find yourself in a sewing room. A typical one.",
            "There is an open sipo door leading west. You need an unblocked exit? You should try "
            "going east.",
        ),
        R("sewing room", "w e"),
        notes="TextWorld manner: the speech puts the coin in the attic, not here; an open sipo "
        "door west and an exit east: go either way.",
    ),
    item(
        (
            arrive(
                "Linen Room",
                "You arrive in a linen room. A normal kind of place.",
                "There is an exit to the east. Don't worry, it is unblocked. There is an "
                "unguarded exit to the south.",
                3,
            ),
            R("linen room", "e s"),
        ),
        "go north",
        (reply("You can't go that way.", "Linen Room", 4), K("refused")),
        notes="TextWorld manner: a move north (no exit) refused: refused(north); east and south "
        "remain.",
    ),
    item(
        arrive(
            "Box Room",
            "This is what's called a box room. You can barely contain your excitement.",
            "There is a closed sissoo door leading north. There is a locked tembusu door leading "
            "east. There is an open tualang door leading south. There is an unguarded exit to "
            "the west.",
            6,
        ),
        R("box room", "n e s w", closed="n", locked="e"),
        notes="TextWorld manner: four ways in three states: the sissoo door north closed (open "
        "it), the tembusu door east locked, the tualang door south open, an exit west.",
    ),
    item(
        (
            arrive(
                "Flower Room",
                "You find yourself in a flower room. An ordinary one.",
                "There is a closed sonokeling door leading south. There is an unblocked exit to "
                "the north.",
                2,
            ),
            R("flower room", "s n", closed="s"),
        ),
        "go south",
        (
            reply("You have to open the sonokeling door first.", "Flower Room", 3),
            K("refused", "closed"),
        ),
        "open sonokeling door",
        (reply("You open sonokeling door.", "Flower Room", 4), K("opened", "s")),
        notes="TextWorld manner: the sonokeling door refused (closed), then opened by its kind: "
        "the refusal cleared, south now an open way; go south or north.",
    ),
    item(
        (
            arrive(
                "Ticket Office",
                "You've just walked into a ticket office.",
                "There is a closed gaboon door leading east. There is an exit to the west. Don't "
                "worry, it is unguarded.",
                5,
            ),
            R("ticket office", "e w", closed="e"),
        ),
        "go east",
        (
            reply("You have to open the gaboon door first.", "Ticket Office", 6),
            K("refused", "closed"),
        ),
        "look",
        (
            arrive(
                "Ticket Office",
                "You've just walked into a ticket office.",
                "There is a closed gaboon door leading east. There is an exit to the west. Don't "
                "worry, it is unguarded.",
                7,
            ),
            R("ticket office", "e w", closed="e"),
        ),
        notes="TextWorld manner: the gaboon door refused (closed), then a look that shows it "
        "still closed: the refusal stands (refused(east), closed(east)); open east or go west.",
    ),
    item(
        arrive(
            "Wine Cellar",
            "You're in a wine cellar. Let's see what's in here.",
            "There is an open mansonia door leading north.",
            8,
            coin=True,
        ),
        R("wine cellar", "n", coin=True),
        notes="TextWorld manner: the coin on the floor: take it; an open mansonia door north.",
    ),
    item(
        first(
            "Welcome to TextWorld! Here is how to play: first, go east. Then, head south. Then, "
            "pick up the coin from the floor of the snug. Got it? Off you go!",
            "Smoke Room",
            "Well, here we are in the smoke room.",
            "You don't like doors? Why not try going east, that entranceway is unguarded. There "
            "is an unblocked exit to the north.",
        ),
        R("smoke room", "e n"),
        notes="TextWorld manner, a game's first text: the speech names the snug for the coin "
        "(another room); the smoke room's exits east and north.",
    ),
    item(
        (
            arrive(
                "Drawing Office",
                "You arrive in a drawing office. A standard one.",
                "There is a locked miro door leading west. There is an unguarded exit to the "
                "south.",
                3,
            ),
            R("drawing office", "w s", locked="w"),
        ),
        "go west",
        (
            reply("You have to unlock the miro door first.", "Drawing Office", 4),
            K("refused", "locked"),
        ),
        "look",
        (
            arrive(
                "Drawing Office",
                "You arrive in a drawing office. A standard one.",
                "There is a locked miro door leading west. There is an unguarded exit to the "
                "south.",
                5,
            ),
            R("drawing office", "w s", locked="w"),
        ),
        notes="TextWorld manner: the miro door refused (locked), the look shows it still locked: "
        "refused(west) stands; go south.",
    ),
    item(
        arrive(
            "Boot Room",
            "You've entered a boot room. You can't wait to see what's in here.",
            "There is a closed ohia door leading south. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            2,
            coin=True,
        ),
        R("boot room", "s e", closed="s", coin=True),
        notes="TextWorld manner: the coin on the floor: take it; a closed ohia door south, an "
        "exit east.",
    ),
]

ITEMS = _refinery + _singles
