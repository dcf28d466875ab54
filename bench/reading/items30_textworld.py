"""textworld, thirtieth round: the coin collector's manner as its client prints it (leading blank
lines, the "-= Room =-" header, filler sentences, exit and door sentences, the prompt and the
status line counting the moves; none is engine output), with the round's emphasis on door states
and negations in the engine's own terms. Six walks on a hat factory (Blocking Room with "a closed
okoume door leading north", "a locked makore door leading west" and an unguarded exit east; Felting
Room; Stiffening Room; Trim Room with "a closed anigre door leading south"; Hat Store with the
coin): "You have to open the okoume door first.", "You open okoume door.", "You have to unlock the
makore door first.", a refused `go up` then a refused south, a refusal then `look`, the ending
after the coin, a loop back to the blocking room. Single rooms: a millinery office whose only door
is locked (no action), a quest speech that puts the coin in another room before a ribbon room, a
pressing room with an empty table, a sizing room with four doors and exits in four states, a lining
room with the coin beside a locked door, a pattern room whose persimmon door an `open` finds
locked, a box room refused and looked at, an inventory in a brim room, a dispatch room with a
closed cash box and the coin on the floor, a feather store, a block store, a steaming room after a
speech that puts the coin there. Door woods: okoume, makore, anigre, bocote, olivewood, yellowwood,
persimmon, lignum vitae. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

COIN = "There is a coin on the floor."


def status(room: str, moves: int) -> str:
    return f">{' ' * 128}-= {room} =-0/{moves}"


def tw(room: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the coin collector's client prints it."""
    tail = f"\n\n{COIN}\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {room} =-\n{intro}\n\n\n\n{exits}{tail}{status(room, moves)}"


def reply(text: str, room: str, moves: int) -> str:
    return f"\n{text}\n\n\n{status(room, moves)}"


# the hat factory: Blocking Room n Felting Room (okoume door, closed at first), e Trim Room,
# w makore door (locked); Felting Room e Stiffening Room; Trim Room s Hat Store (anigre door,
# closed at first; the coin).
def blocking(moves: int, door_open: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    return (
        tw(
            "Blocking Room",
            "You arrive in a blocking room. An ordinary kind of place. You make out a hat "
            "block. The hat block is wooden. But there isn't a thing on it.",
            f"There is {door} okoume door leading north. There is a locked makore door "
            "leading west. There is an unguarded exit to the east.",
            moves,
        ),
        R("blocking room", "n w e", closed="" if door_open else "n", locked="w"),
    )


def felting(moves: int) -> tuple:
    return (
        tw(
            "Felting Room",
            "You've entered a felting room. You can barely contain your excitement.",
            "There is an open okoume door leading south. You need an unguarded exit? You "
            "should try going east.",
            moves,
        ),
        R("felting room", "s e"),
    )


def stiffening(moves: int) -> tuple:
    return (
        tw(
            "Stiffening Room",
            "You find yourself in a stiffening room. An ordinary one.",
            "There is an exit to the west. Don't worry, it is unblocked.",
            moves,
        ),
        R("stiffening room", "w"),
    )


def trim(moves: int) -> tuple:
    return (
        tw(
            "Trim Room",
            "You are in a trim room. A standard one.",
            "You don't like doors? Why not try going west, that entranceway is unblocked. "
            "There is a closed anigre door leading south.",
            moves,
        ),
        R("trim room", "w s", closed="s"),
    )


def hat_store(moves: int) -> tuple:
    return (
        tw(
            "Hat Store",
            "You arrive in a hat store. A typical kind of place.",
            "There is an open anigre door leading north.",
            moves,
            coin=True,
        ),
        R("hat store", "n", coin=True),
    )


ITEMS = [
    # ---- walks on the hat factory ----
    item(
        blocking(1),
        "go north",
        (reply("You have to open the okoume door first.", "Blocking Room", 2), K("refused")),
        "open okoume door",
        (reply("You open okoume door.", "Blocking Room", 3), K("opened", door="n")),
        "go north",
        felting(4),
        notes="the okoume door refused, opened by its kind and walked through; in the felting "
        "room the way back south is visited and the exit east is not",
    ),
    item(
        blocking(1),
        "go east",
        trim(2),
        "open anigre door",
        (reply("You open anigre door.", "Trim Room", 3), K("opened", door="s")),
        "go south",
        hat_store(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                                                       *** The End "
            "***\n\nYou scored 1 out of a possible 1, in 5 turns.\n\n\nWould you like to "
            "RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n> "
            f"{status('Hat Store', 5)[1:]}",
            K("took"),
        ),
        notes="the coin taken in the hat store and the game over: no action (the facts keep "
        "the room, the coin gone)",
        actions=[],
    ),
    item(
        blocking(1),
        "open okoume door",
        (reply("You open okoume door.", "Blocking Room", 2), K("opened", door="n")),
        "go north",
        felting(3),
        "go east",
        stiffening(4),
        "go west",
        felting(5),
        "go south",
        blocking(6, door_open=True),
        notes="a loop back to the blocking room, its okoume door now open and its room "
        "visited; the makore door is locked and the trim room east unvisited",
    ),
    item(
        blocking(1),
        "go west",
        (reply("You have to unlock the makore door first.", "Blocking Room", 2), K("refused")),
        notes="the makore door, already locked, refused: no open; open the okoume door or go east",
    ),
    item(
        blocking(1),
        "go east",
        trim(2),
        "go south",
        (reply("You have to open the anigre door first.", "Trim Room", 3), K("refused")),
        "look",
        trim(4),
        notes="a look that shows the anigre door still closed keeps the refusal: open south",
    ),
    item(
        blocking(1),
        "go up",
        (reply("You can't go that way.", "Blocking Room", 2), K("refused")),
        "go south",
        (reply("You can't go that way.", "Blocking Room", 3), K("refused")),
        notes="a refused `go up` is no fact; south, never given as an exit, refused",
    ),
    item(
        blocking(1),
        "go east",
        trim(2),
        "go west",
        blocking(3),
        notes="back in the blocking room from the trim room: east visited, the okoume door "
        "still closed (open north), the makore door locked",
    ),
    item(
        felting(1),
        "go east",
        stiffening(2),
        notes="a walk that starts in the felting room: the stiffening room's only exit is the "
        "way back west",
    ),
    # ---- single rooms and short histories ----
    item(
        tw(
            "Millinery Office",
            "You've entered a millinery office. You begin to take stock of what's here.",
            "There is a locked lignum vitae door leading east.",
            1,
        ),
        R("millinery office", "e", locked="e"),
        notes="the only exit is a locked door: no action",
    ),
    item(
        "\n\n\nWelcome to TextWorld! First step, open the bocote door. And then, go to the "
        "north. After that, pick up the coin from the floor of the band room. Got that? "
        "Good!\n\n-= Ribbon Room =-\nYou arrive in a ribbon room. An ordinary kind of "
        "place.\n\n\n\nThere is a closed bocote door leading north. You don't like doors? Why "
        "not try going west, that entranceway is unblocked.\n\n\n\n"
        f"{status('Ribbon Room', 0)}",
        R("ribbon room", "n w", closed="n"),
        notes="the speech puts the coin in the band room, not here: no coin; the bocote door "
        "north is closed, the entranceway west open",
    ),
    item(
        tw(
            "Pressing Room",
            "You are in a pressing room. A standard kind of place. You make out a table. But "
            "oh no! there's nothing on this piece of junk.",
            "There is an unblocked exit to the south. There is an open olivewood door leading "
            "east.",
            2,
        ),
        R("pressing room", "s e"),
        notes="an empty table holds no coin; an unblocked exit and an open door",
    ),
    item(
        tw(
            "Sizing Room",
            "You've entered a sizing room. You try to gain information on your surroundings by "
            "using a technique you call 'looking.'",
            "There is a closed yellowwood door leading north. There is an open bocote door "
            "leading south. You need an unblocked exit? You should try going east. There is a "
            "locked persimmon door leading west.",
            3,
        ),
        R("sizing room", "n s e w", closed="n", locked="w"),
        notes="four ways in four states: closed (open north), open door (go south), doorless "
        "(go east), locked (no action)",
    ),
    item(
        tw(
            "Lining Room",
            "You arrive in a lining room. A normal one.",
            "There is a locked okoume door leading south. There is an unguarded exit to the west.",
            4,
            coin=True,
        ),
        R("lining room", "s w", locked="s", coin=True),
        notes="the coin on the floor: take it (the locked door beside it does not matter)",
    ),
    item(
        (
            tw(
                "Pattern Room",
                "You find yourself in a pattern room. An ordinary kind of place.",
                "There is a closed persimmon door leading south. There is an exit to the "
                "north. Don't worry, it is unblocked.",
                1,
            ),
            R("pattern room", "s n", closed="s"),
        ),
        "open persimmon door",
        (
            reply("You have to unlock the persimmon door first.", "Pattern Room", 2),
            R(None, "s n", locked="s"),
        ),
        notes="an open that finds the persimmon door locked: the door is locked (the room as "
        "now known); no move was refused: go north",
    ),
    item(
        (
            tw(
                "Box Room",
                "You are in a box room. A typical one.",
                "There is an unguarded exit to the north. There is an open anigre door leading "
                "west.",
                1,
            ),
            R("box room", "n w"),
        ),
        "go east",
        (reply("You can't go that way.", "Box Room", 2), K("refused")),
        "look",
        (
            tw(
                "Box Room",
                "You are in a box room. A typical one.",
                "There is an unguarded exit to the north. There is an open anigre door leading "
                "west.",
                3,
            ),
            R("box room", "n w"),
        ),
        notes="east, never an exit, refused; the look shows no way east: the refusal stands",
    ),
    item(
        (
            tw(
                "Brim Room",
                "You've entered a brim room. An ordinary one.",
                "There is a closed olivewood door leading east. There is an exit to the south. "
                "Don't worry, it is unguarded.",
                1,
            ),
            R("brim room", "e s", closed="e"),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Brim Room", 2), K("none")),
        notes="an inventory keeps the room: open east or go south",
    ),
    item(
        tw(
            "Dispatch Room",
            "You arrive in a dispatch room. A normal kind of place. You can see a closed cash box.",
            "There is an unblocked exit to the north. There is a closed anigre door leading west.",
            5,
            coin=True,
        ),
        R("dispatch room", "n w", closed="w", coin=True),
        notes="a closed cash box is no coin, but the coin on the floor is: take it",
    ),
    item(
        tw(
            "Feather Store",
            "You've entered a feather store. You can barely contain your excitement.",
            "There is an exit to the north. Don't worry, it is unguarded. There is a locked "
            "bocote door leading east.",
            6,
        ),
        R("feather store", "n e", locked="e"),
        notes="an unguarded exit and a locked door: go north",
    ),
    item(
        tw(
            "Block Store",
            "You find yourself in a block store. An ordinary one. You make out a rack. But "
            "there isn't a thing on it.",
            "There is a closed olivewood door leading south. There is a closed yellowwood door "
            "leading north.",
            2,
        ),
        R("block store", "s n", closed="s n"),
        notes="two closed doors and an empty rack: open either door",
    ),
    item(
        "\n\n\nHey, thanks for coming over to the TextWorld today. First off, pick up the coin "
        "from the floor of the steaming room. That's it!\n\n-= Steaming Room =-\nYou arrive "
        "in a steaming room. A normal kind of place.\n\n\n\nThere is a locked makore door "
        f"leading east.\n\n{COIN}\n\n\n{status('Steaming Room', 0)}",
        R("steaming room", "e", locked="e", coin=True),
        notes="the speech puts the coin in this very room, and it lies on the floor: take it",
    ),
]
