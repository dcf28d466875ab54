"""textworld, thirty-eighth round: the coin collector's manner as its client prints it (leading
blank lines, the quest's speech, the header, a filler sentence, exit and door sentences, the coin
line, the prompt and the status line counting the turns; none is engine output). Ten walks (1-5
turns) on a house of six rooms (a Stair Hall with "a closed sheoak door leading north", "a locked
rosewood door leading west" and an unguarded exit east; a China Room; a Great Room with the coin; a
Media Room; a Sleeping Porch with "a closed tupelo door leading east"; a Breakfast Nook): "You have
to open the sheoak door first.", "You open sheoak door.", "You have to unlock the rosewood door
first.", a refused `go up` left in the stair hall, "You are carrying nothing.", loops back to the
stair hall and the media room, the ending after the coin, a walk begun in the middle of a game;
single rooms (a wine room with the coin beside a closed bloodwood door, a garret whose only way is a
locked cocobolo door, an inglenook after a speech that puts the coin in the trophy room, the trophy
room after a speech that names it, a cloak hall with four ways in three states (obeche, limba, ipe),
a screen porch with a refused `go down`, a gift room whose sassafras door is refused and opened by
its kind, a smoking room with the coin beside a locked tallowwood door, a wet room with an open
myrtle door, a lanai with the coin). What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, turn: int) -> str:
    return f">{PAD}-= {room} =-0/{turn}"


def speech(target: str, route: str) -> str:
    return (
        "\n\n\n\nWelcome to TextWorld! Here is how to play! First thing I need you to do is "
        f"{route}recover the coin from the floor of the {target}. Got that? Good!"
    )


GREAT_ROUTE = "to try to venture north. Then, take a trip west. And then, "
TROPHY_ROUTE = "to make an effort to go south. Next, head west. And then, "


def room(name: str, filler: str, exits: str, turn: int, coin: bool = False) -> str:
    coin_line = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{filler}\n\n\n\n{exits}{coin_line}{status(name, turn)}"


def reply(line: str, name: str, turn: int) -> str:
    return f"\n{line}\n\n\n{status(name, turn)}"


def ending(name: str, turn: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point."
        "\n\n\n                                                       *** The End ***\n\nYou "
        f"scored 1 out of a possible 1, in {turn + 1} turns.\n\n\nWould you like to RESTART, "
        "RESTORE a saved game, QUIT or UNDO the last command?\n"
        f">{PAD} -= {name} =-0/{turn}"
    )


# ---- the house: Stair Hall n China Room (closed sheoak door), w a locked rosewood door, e Media
# Room; China Room w Great Room (the coin); Media Room s Sleeping Porch; Sleeping Porch e
# Breakfast Nook (closed tupelo door).


def stair_hall(turn: int, sheoak_open: bool = False, first: bool = False) -> tuple:
    sheoak = "an open" if sheoak_open else "a closed"
    text = room(
        "Stair Hall",
        "You arrive in a stair hall. An ordinary kind of place.",
        f"There is {sheoak} sheoak door leading north. There is a locked rosewood door leading "
        "west. You need an unguarded exit? You should try going east.",
        turn,
    )
    if first:
        text = speech("great room", GREAT_ROUTE) + text
    return (
        text,
        R("stair hall", "n w e", closed="" if sheoak_open else "n", locked="w"),
    )


def china_room(turn: int) -> tuple:
    return (
        room(
            "China Room",
            "Well, here we are in the china room. You begin to take stock of what's here.",
            "There is an open sheoak door leading south. There is an unblocked exit to the west.",
            turn,
        ),
        R("china room", "s w"),
    )


def great_room(turn: int) -> tuple:
    return (
        room(
            "Great Room",
            "You've just sauntered into a great room. The room is well lit.",
            "You don't like doors? Why not try going east, that entranceway is unguarded.",
            turn,
            coin=True,
        ),
        R("great room", "e", coin=True),
    )


def media_room(turn: int) -> tuple:
    return (
        room(
            "Media Room",
            "You find yourself in a media room. A typical one.",
            "There is an exit to the south. Don't worry, it is unblocked. There is an unguarded "
            "exit to the west.",
            turn,
        ),
        R("media room", "s w"),
    )


def sleeping_porch(turn: int) -> tuple:
    return (
        room(
            "Sleeping Porch",
            "You are in a sleeping porch. A normal one.",
            "There is a closed tupelo door leading east. You need an unblocked exit? You should "
            "try going north.",
            turn,
        ),
        R("sleeping porch", "e n", closed="e"),
    )


def breakfast_nook(turn: int) -> tuple:
    return (
        room(
            "Breakfast Nook",
            "This just in- You, in the breakfast nook.",
            "There is an open tupelo door leading west.",
            turn,
        ),
        R("breakfast nook", "w"),
    )


def said(line: str, name: str, turn: int, reading: K) -> tuple:
    return (reply(line, name, turn), reading)


ITEMS = [
    # ---- walks on the house ----
    item(
        stair_hall(1, first=True),
        "go north",
        said("You have to open the sheoak door first.", "Stair Hall", 2, K("refused", "closed")),
        notes="the quest's speech before the first room names the great room, not this one; "
        "north refused at the closed sheoak door (closed, refused); the rosewood door locked; "
        "east unguarded: open north or go east",
    ),
    item(
        stair_hall(1, first=True),
        "open sheoak door",
        said("You open sheoak door.", "Stair Hall", 2, K("opened", "n")),
        "go north",
        china_room(3),
        "go west",
        great_room(4),
        notes="the sheoak door opened by its kind and walked through, then west: the coin on "
        "the floor of the great room: take it",
    ),
    item(
        stair_hall(1, first=True),
        "go east",
        media_room(2),
        "go south",
        sleeping_porch(3),
        "go east",
        said("You have to open the tupelo door first.", "Sleeping Porch", 4, K("refused")),
        "open tupelo door",
        said("You open tupelo door.", "Sleeping Porch", 5, K("opened", "e")),
        "go east",
        breakfast_nook(6),
        notes="east, south, the tupelo door refused, opened by its kind and walked through: the "
        "breakfast nook's one way west is the way in, visited: go back west",
    ),
    item(
        stair_hall(1, first=True),
        "go west",
        said(
            "You have to unlock the rosewood door first.", "Stair Hall", 2, K("refused", "locked")
        ),
        "go east",
        media_room(3),
        notes="the locked rosewood door refused (left in the stair hall), then east: in the "
        "media room west is the way in, south unexplored: go south",
    ),
    item(
        stair_hall(1, first=True),
        "go east",
        media_room(2),
        "go west",
        stair_hall(3),
        notes="a return to the stair hall (the status line counts the turns): east visited; "
        "the sheoak door north still closed (open it); the rosewood door locked",
    ),
    item(
        stair_hall(1, first=True),
        "open sheoak door",
        said("You open sheoak door.", "Stair Hall", 2, K("opened", "n")),
        "go north",
        china_room(3),
        "go west",
        great_room(4),
        "take coin",
        (ending("Great Room", 4), K("took")),
        actions=[],
        notes="the coin taken and the game over (*** The End ***): no action; the facts keep "
        "the great room, its one way east visited and the coin gone",
    ),
    item(
        media_room(6),
        "go south",
        sleeping_porch(7),
        "go north",
        media_room(8),
        notes="a walk begun in the middle of a game (the status line at 0/6, no speech): the "
        "media room is its first room (no initial); south visited, west not yet: go west",
    ),
    item(
        stair_hall(1, first=True),
        "go up",
        said("You can't go that way.", "Stair Hall", 2, K("refused")),
        "go east",
        media_room(3),
        "go south",
        sleeping_porch(4),
        notes="a refused `go up` (outside the vocabulary, and left in the stair hall), then east "
        "and south: in the sleeping porch north is the way in, visited; the tupelo door east "
        "closed: open it",
    ),
    item(
        stair_hall(1, first=True),
        "inventory",
        said("You are carrying nothing.", "Stair Hall", 2, K("none")),
        "go north",
        said("You have to open the sheoak door first.", "Stair Hall", 3, K("refused", "closed")),
        notes="an inventory keeps the room; north refused at the closed sheoak door: open it, "
        "or go east",
    ),
    item(
        stair_hall(1, first=True),
        "open sheoak door",
        said("You open sheoak door.", "Stair Hall", 2, K("opened", "n")),
        "go north",
        china_room(3),
        "go south",
        stair_hall(4, sheoak_open=True),
        notes="the sheoak door opened, the china room seen, and back: the stair hall with the "
        "door open, north visited; east unexplored: go east; the rosewood door locked",
    ),
    # ---- single rooms ----
    item(
        room(
            "Wine Room",
            "You arrive in a wine room. A standard kind of place. You begin looking for stuff.",
            "There is a closed bloodwood door leading south. There is an unguarded exit to the "
            "east.",
            1,
            coin=True,
        ),
        R("wine room", "s e", closed="s", coin=True),
        notes="the coin on the floor beside a closed bloodwood door: take it",
    ),
    item(
        room(
            "Garret",
            "You've entered a garret. You can barely contain your excitement.",
            "There is a locked cocobolo door leading north.",
            9,
        ),
        R("garret", "n", locked="n"),
        notes="the garret's only way is a locked cocobolo door: no action a person can take",
    ),
    item(
        speech("trophy room", TROPHY_ROUTE)
        + room(
            "Inglenook",
            "You find yourself in an inglenook. An ordinary one.",
            "There is an unblocked exit to the south. You don't like doors? Why not try going "
            "east, that entranceway is unguarded.",
            1,
        ),
        R("inglenook", "s e"),
        notes="the speech puts the coin in the trophy room, not here: no coin; two exits",
    ),
    item(
        speech("trophy room", "to ")
        + room(
            "Trophy Room",
            "Well, here we are in the trophy room.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            1,
            coin=True,
        ),
        R("trophy room", "w", coin=True),
        notes="the speech names this room, and the coin line is here: take it",
    ),
    item(
        room(
            "Cloak Hall",
            "You are in a cloak hall. A typical kind of place. The room is well lit.",
            "There is a closed obeche door leading north. There is a locked limba door leading "
            "south. There is an open ipe door leading west. There is an unguarded exit to the "
            "east.",
            5,
        ),
        R("cloak hall", "n s w e", closed="n", locked="s"),
        notes="four ways in three states: obeche closed (open it), limba locked, ipe open and "
        "the unguarded exit: open north, go west or east",
    ),
    item(
        (
            room(
                "Screen Porch",
                "You've just walked into a screen porch. An ordinary one.",
                "You need an unguarded exit? You should try going west.",
                3,
            ),
            R("screen porch", "w"),
        ),
        "go down",
        (reply("You can't go that way.", "Screen Porch", 4), K("refused")),
        notes="a refused `go down` is no fact; the way west is open: go west",
    ),
    item(
        (
            room(
                "Gift Room",
                "You arrive in a gift room. A normal kind of place.",
                "There is a closed sassafras door leading east. There is an unblocked exit to "
                "the north.",
                2,
            ),
            R("gift room", "e n", closed="e"),
        ),
        "go east",
        (
            reply("You have to open the sassafras door first.", "Gift Room", 3),
            K("refused", "closed"),
        ),
        "open sassafras door",
        (reply("You open sassafras door.", "Gift Room", 4), K("opened", "e")),
        notes="the sassafras door refused and then opened by its kind: the refusal cleared, "
        "east and north open",
    ),
    item(
        room(
            "Smoking Room",
            "I am required to announce that you are now in the smoking room.",
            "There is a locked tallowwood door leading west. You need an unblocked exit? You "
            "should try going south.",
            7,
            coin=True,
        ),
        R("smoking room", "w s", locked="w", coin=True),
        notes="the coin beside a locked tallowwood door: take it",
    ),
    item(
        room(
            "Wet Room",
            "You find yourself in a wet room. A typical one. Let's see what's in here.",
            "There is an open myrtle door leading north.",
            4,
        ),
        R("wet room", "n"),
        notes="the only way is an open myrtle door north: go north",
    ),
    item(
        room(
            "Lanai",
            "You are in a lanai. A standard one.",
            "There is an unguarded exit to the north. There is an exit to the east. Don't worry, "
            "it is unblocked.",
            6,
            coin=True,
        ),
        R("lanai", "n e", coin=True),
        notes="the coin on the floor of the lanai: take it",
    ),
]
