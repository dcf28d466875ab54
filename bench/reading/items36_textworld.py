"""textworld, thirty-sixth round: the coin collector's manner as its client prints it (leading
blank lines, the header, a filler sentence, exit and door sentences, the coin line, the prompt
and the status line counting the turns; none is engine output). Ten walks (1-7 turns) on a house
of five rooms: a Side Hall with "a closed sapele door leading north", "a locked merbau door
leading west" and an unguarded exit east; a Boot Hall; a Potting Room with the coin; a Quilting
Room with "a closed rimu door leading east"; a Toy Room. Begun after a quest speech or in the
middle of a game: "You have to open the sapele door first.", "You open sapele door.", "You have
to unlock the merbau door first.", a refused `go up` in the boot hall, "You can't go that way."
and an inventory ("You are carrying nothing."), loops back to the side hall and the quilting
room, the ending after the coin. Single rooms: a wood store with the coin beside a closed
bubinga door, a coal house whose only way is a locked hickory door, a bake house after a speech
that puts the coin in the craft room, an anteroom with an open meranti door, a sun room with a
refused `go down`, a craft room whose blackbutt door is refused and then opened by its kind, a
rec room with four exits in three states (matai, hemlock, alder), an inner hall with the coin
whose aspen door is refused, a powder room with the coin beside a locked yew door, a flower room
after a speech that puts the coin there. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
COIN_LINE = "There is a coin on the floor."


def status(name: str, turn: int) -> str:
    return f">{PAD}-= {name} =-0/{turn}"


def room(name: str, intro: str, exits: str, turn: int, coin: bool = False) -> str:
    """A room as the client prints it after a move (``turn``: the status line's count)."""
    tail = f"\n\n{COIN_LINE}\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{intro}\n\n\n\n{exits}{tail}{status(name, turn)}"


def first(speech: str, name: str, intro: str, exits: str, coin: bool = False) -> str:
    """The first room of a game, after the quest's speech."""
    tail = f"\n\n{COIN_LINE}\n\n" if coin else "\n\n"
    return f"\n\n{speech}\n\n-= {name} =-\n{intro}\n\n\n\n{exits}{tail}{status(name, 1)}"


def reply(line: str, name: str, turn: int) -> str:
    return f"\n{line}\n\n\n{status(name, turn)}"


def ending(name: str, turn: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\n"
        "Your score has just gone up by one point.\n\n\n"
        f"{' ' * 55}*** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {turn + 1} turns.\n\n\n"
        "Would you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f">{' ' * 129}-= {name} =-0/{turn}"
    )


SPEECH = (
    "Hey, thanks for dropping in on the TextWorld today, there is a small job I need doing. "
    "First, take a trip east. Then, make an effort to go south. After that, pick up the coin "
    "from the floor of the potting room. Easy!"
)


# The house (a tree): Side Hall n Quilting Room (sapele door, closed at first), e Boot Hall, w
# a locked merbau door; Boot Hall s Potting Room (the coin); Quilting Room e Toy Room (rimu
# door, closed at first).
def side_hall_exits(sapele_open: bool) -> str:
    door = "an open" if sapele_open else "a closed"
    return (
        f"There is {door} sapele door leading north. There is a locked merbau door leading "
        "west. You don't like doors? Why not try going east, that entranceway is unguarded."
    )


SIDE_HALL_INTRO = "You arrive in a side hall. A normal kind of place."


def side_hall(turn: int, sapele_open: bool = False, speech: str | None = None) -> tuple:
    exits = side_hall_exits(sapele_open)
    if speech is not None:
        text = first(speech, "Side Hall", SIDE_HALL_INTRO, exits)
    else:
        text = room("Side Hall", SIDE_HALL_INTRO, exits, turn)
    return (
        text,
        R("side hall", "n w e", closed="" if sapele_open else "n", locked="w"),
    )


def boot_hall(turn: int) -> tuple:
    return (
        room(
            "Boot Hall",
            "You've entered a boot hall. You begin to take stock of what's here.",
            "You need an unguarded exit? You should try going south. There is an unblocked "
            "exit to the west.",
            turn,
        ),
        R("boot hall", "s w"),
    )


def potting_room(turn: int) -> tuple:
    return (
        room(
            "Potting Room",
            "You find yourself in a potting room. A typical one. The room is well lit.",
            "There is an exit to the north. Don't worry, it is unblocked.",
            turn,
            coin=True,
        ),
        R("potting room", "n", coin=True),
    )


def quilting_room(turn: int, rimu_open: bool = False) -> tuple:
    door = "an open" if rimu_open else "a closed"
    return (
        room(
            "Quilting Room",
            "Well, here we are in the quilting room.",
            f"There is {door} rimu door leading east. There is an open sapele door leading south.",
            turn,
        ),
        R("quilting room", "e s", closed="" if rimu_open else "e"),
    )


def toy_room(turn: int) -> tuple:
    return (
        room(
            "Toy Room",
            "You are in a toy room. An ordinary kind of place.",
            "There is an open rimu door leading west.",
            turn,
        ),
        R("toy room", "w"),
    )


def first_room(name: str, intro: str, exits: str, speech: str, coin: bool = False) -> str:
    return first(speech, name, intro, exits, coin)


ITEMS = [
    # ---- walks on the house ----
    item(
        side_hall(1, speech=SPEECH),
        "go north",
        (reply("You have to open the sapele door first.", "Side Hall", 2), K("refused", "closed")),
        "open sapele door",
        (reply("You open sapele door.", "Side Hall", 3), K("opened", "n")),
        "go north",
        quilting_room(4),
        notes="the sapele door refused, opened by its kind and walked through; in the quilting "
        "room the rimu door east is closed (open it), south is the way back",
    ),
    item(
        side_hall(1, speech=SPEECH),
        "go east",
        boot_hall(2),
        "go south",
        potting_room(3),
        notes='the speech\'s way to the potting room; "There is a coin on the floor.": take it',
    ),
    item(
        side_hall(1, speech=SPEECH),
        "go east",
        boot_hall(2),
        "go south",
        potting_room(3),
        "take coin",
        (ending("Potting Room", 3), K("took")),
        actions=[],
        notes="the coin taken and the game over (*** The End ***): no action; the facts keep "
        "the potting room, its coin gone",
    ),
    item(
        side_hall(1),
        "go west",
        (
            reply("You have to unlock the merbau door first.", "Side Hall", 2),
            K("refused", "locked"),
        ),
        notes="the locked merbau door refuses the move (no open); the sapele door north is "
        "closed (open it), the way east unguarded",
    ),
    item(
        side_hall(1),
        "go east",
        boot_hall(2),
        "go up",
        (reply("You can't go that way.", "Boot Hall", 3), K("refused")),
        "go west",
        side_hall(4),
        notes="a refused `go up` in the boot hall is no fact, and it was left there; back in "
        "the side hall east is visited, the sapele door closed (open it), the merbau door locked",
    ),
    item(
        quilting_room(5),
        "go east",
        (
            reply("You have to open the rimu door first.", "Quilting Room", 6),
            K("refused", "closed"),
        ),
        "open rimu door",
        (reply("You open rimu door.", "Quilting Room", 7), K("opened", "e")),
        "go east",
        toy_room(8),
        notes="a walk begun in the middle of a game; the rimu door refused, opened by its kind "
        "and walked through; the toy room's one way is the way back",
    ),
    item(
        side_hall(1),
        "open sapele door",
        (reply("You open sapele door.", "Side Hall", 2), K("opened", "n")),
        "go north",
        quilting_room(3),
        "go south",
        side_hall(4, sapele_open=True),
        notes="back in the first room with the sapele door open: north visited; the merbau "
        "door locked; east unexplored",
    ),
    item(
        boot_hall(1),
        "go north",
        (reply("You can't go that way.", "Boot Hall", 2), K("refused")),
        "inventory",
        (reply("You are carrying nothing.", "Boot Hall", 3), K("none")),
        notes="a game begun in the boot hall: north refused (no exit there) and the refusal "
        "stands after an inventory; south and west are open",
    ),
    item(
        side_hall(1),
        "go east",
        boot_hall(2),
        "go west",
        side_hall(3),
        "go north",
        (reply("You have to open the sapele door first.", "Side Hall", 4), K("refused", "closed")),
        notes="back in the first room, the sapele door refused: still closed, open it; east "
        "visited; west locked",
    ),
    item(
        side_hall(1),
        "go north",
        (reply("You have to open the sapele door first.", "Side Hall", 2), K("refused", "closed")),
        "open sapele door",
        (reply("You open sapele door.", "Side Hall", 3), K("opened", "n")),
        "go north",
        quilting_room(4),
        "go east",
        (
            reply("You have to open the rimu door first.", "Quilting Room", 5),
            K("refused", "closed"),
        ),
        "open rimu door",
        (reply("You open rimu door.", "Quilting Room", 6), K("opened", "e")),
        "go east",
        toy_room(7),
        "go west",
        quilting_room(8, rimu_open=True),
        notes="an eight-turn walk; back in the quilting room both ways are visited: the way "
        "back to the side hall is south",
    ),
    # ---- single rooms ----
    item(
        room(
            "Wood Store",
            "You've entered a wood store. Let's see what's in here.",
            "There is a closed bubinga door leading south. There is an unguarded exit to the east.",
            7,
            coin=True,
        ),
        R("wood store", "s e", closed="s", coin=True),
        notes="the coin on the floor beside a closed bubinga door: take it",
    ),
    item(
        room(
            "Coal House",
            "You arrive in a coal house. A standard kind of place.",
            "There is a locked hickory door leading north.",
            4,
        ),
        R("coal house", "n", locked="n"),
        notes="the only way is a locked door: no action",
    ),
    item(
        first_room(
            "Bake House",
            "You are in a bake house. A typical kind of place. The room is well lit.",
            "There is an unguarded exit to the east. You need an unblocked exit? You should "
            "try going west.",
            "Hey, thanks for coming over to the TextWorld today. Your job is simple: move "
            "west, then head north, and retrieve the coin from the floor of the craft room. "
            "Got that? Good!",
        ),
        R("bake house", "e w"),
        notes="the speech puts the coin in another room: none here; east and west are open",
    ),
    item(
        room(
            "Anteroom",
            "You find yourself in an anteroom. An ordinary one.",
            "There is an open meranti door leading west. There is an unblocked exit to the south.",
            6,
        ),
        R("anteroom", "w s"),
        notes="an open meranti door and an unblocked exit: both ways open",
    ),
    item(
        (
            room(
                "Sun Room",
                "You've entered a sun room. You can barely contain your excitement.",
                "There is an exit to the north. Don't worry, it is unguarded. There is an "
                "unblocked exit to the east.",
                3,
            ),
            R("sun room", "n e"),
        ),
        "go down",
        (reply("You can't go that way.", "Sun Room", 4), K("refused")),
        notes="a refused `go down` is no fact (outside the vocabulary); north and east open",
    ),
    item(
        (
            room(
                "Craft Room",
                "You arrive in a craft room. A normal one.",
                "There is a closed blackbutt door leading east. You don't like doors? Why not "
                "try going south, that entranceway is unblocked.",
                2,
            ),
            R("craft room", "e s", closed="e"),
        ),
        "go east",
        (
            reply("You have to open the blackbutt door first.", "Craft Room", 3),
            K("refused", "closed"),
        ),
        "open blackbutt door",
        (reply("You open blackbutt door.", "Craft Room", 4), K("opened", "e")),
        notes="the blackbutt door refused, then opened by its kind: the refusal is cleared and "
        "the way east open",
    ),
    item(
        room(
            "Rec Room",
            "You are in a rec room. A standard one.",
            "There is a closed matai door leading north. There is a locked hemlock door "
            "leading south. There is an open alder door leading east. There is an unguarded "
            "exit to the west.",
            9,
        ),
        R("rec room", "n s e w", closed="n", locked="s"),
        notes="four exits in three states: matai closed (open it), hemlock locked (no open), "
        "alder open, west unguarded",
    ),
    item(
        (
            room(
                "Inner Hall",
                "Look around you. Take it all in. It's not every day someone gets to be in an "
                "inner hall.",
                "There is a closed aspen door leading north. There is an unblocked exit to the "
                "west.",
                5,
                coin=True,
            ),
            R("inner hall", "n w", closed="n", coin=True),
        ),
        "go north",
        (reply("You have to open the aspen door first.", "Inner Hall", 6), K("refused", "closed")),
        notes="the aspen door refused; the coin on the floor is still here: take it",
    ),
    item(
        room(
            "Powder Room",
            "You find yourself in a powder room. A normal kind of place.",
            "There is a locked yew door leading west. There is an unguarded exit to the north.",
            8,
            coin=True,
        ),
        R("powder room", "w n", locked="w", coin=True),
        notes="the coin on the floor beside a locked yew door: take it",
    ),
    item(
        first_room(
            "Flower Room",
            "You've just walked into a flower room. You begin looking for stuff.",
            "There is an unguarded exit to the east.",
            "Hey, thanks for coming over to the TextWorld today. There's only one thing to do: "
            "retrieve the coin from the floor of the flower room. That's it!",
            coin=True,
        ),
        R("flower room", "e", coin=True),
        notes="the speech puts the coin in this room, and the coin line agrees: take it",
    ),
]
