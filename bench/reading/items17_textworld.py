"""textworld, seventeenth round: the coin collector's manner (none is engine output), printed as
a client shows it, with the prompt and the status line counting the moves. Ten walks on one
map of office rooms (a copy room where the walks start, a break room, a mail room, a records
room behind a closed cork door with a locked tin door north, a print shop with the coin): a
refused `go up`, a loop back to the copy room and to the break room, "You have to open the cork
door first.", "You open cork door.", "You have to unlock the tin door first.", the coin taken
and the ending. Ten single rooms (recording booth, sick bay, ticket office, parcel room, plant
room, gift shop, stockroom, reading room, staff kitchen, waiting room) with bronze, veneer,
perspex, fibreboard and lacquered doors open, closed and locked, a coin on the floor, the
quest's speech before the first room. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def screen(body: str, room: str, moves: int) -> str:
    """A text as the client prints it: the body, the prompt and the status line."""
    return f"\n\n{body}\n\n\n\n>{PAD}-= {room} =-0/{moves}"


def reply(line: str, room: str, moves: int) -> str:
    return f"\n{line}\n\n\n>{PAD}-= {room} =-0/{moves}"


# the map: Copy Room n Break Room, e Records Room (cork door, closed at first);
# Break Room w Mail Room; Records Room n (tin door, locked), s Print Shop (the coin).
def copy_room(moves: int, cork_open: bool = False) -> tuple:
    door = "an open cork door" if cork_open else "a closed cork door"
    body = (
        "-= Copy Room =-\nYou find yourself in a copy room. A humming kind of place.\n\n\n\n"
        f"There is an exit to the north. Don't worry, it is unguarded. There is {door} "
        "leading east."
    )
    return (
        screen(body, "Copy Room", moves),
        R("copy room", "n e", closed="" if cork_open else "e"),
    )


def break_room(moves: int) -> tuple:
    body = (
        "-= Break Room =-\nYou are in a break room. You begin to take stock of what's here."
        "\n\n\n\nYou need an unguarded exit? You should try going south. You don't like "
        "doors? Why not try going west, that entranceway is unblocked."
    )
    return (screen(body, "Break Room", moves), R("break room", "s w"))


def mail_room(moves: int) -> tuple:
    body = (
        "-= Mail Room =-\nWell, here we are in the mail room. An ordinary one.\n\n\n\n"
        "There is an unblocked exit to the east."
    )
    return (screen(body, "Mail Room", moves), R("mail room", "e"))


def records_room(moves: int) -> tuple:
    body = (
        "-= Records Room =-\nYou arrive in a records room. The room is well lit.\n\n\n\n"
        "There is an open cork door leading west. There is a locked tin door leading north. "
        "You need an unblocked exit? You should try going south."
    )
    return (screen(body, "Records Room", moves), R("records room", "w n s", locked="n"))


def print_shop(moves: int, coin: bool = True) -> tuple:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    body = (
        "-= Print Shop =-\nYou've entered a print shop. You can barely contain your "
        f"excitement.\n\n\n\nThere is an exit to the north. Don't worry, it is unblocked.{floor}"
    )
    return (screen(body, "Print Shop", moves), R("print shop", "n", coin=coin))


OPENED = ("\nYou open cork door.\n\n\n>" + PAD + "-= Copy Room =-0/2", K("opened", "e"))


def single(name: str, intro: str, ways: str, reading: R, moves: int = 1, tail: str = "") -> tuple:
    body = f"-= {name} =-\n{intro}\n\n\n\n{ways}{tail}"
    return (screen(body, name, moves), reading)


ITEMS = [
    # ---- walks on one map ----
    item(
        copy_room(1),
        "go up",
        (reply("You can't go that way.", "Copy Room", 2), K("refused")),
        notes="a refused `go up` is no fact; north open, east a closed cork door",
    ),
    item(
        copy_room(1),
        "go north",
        break_room(2),
        notes="south leads to the copy room (visited, the way back); west is new",
    ),
    item(
        copy_room(1),
        "go north",
        break_room(2),
        "go west",
        mail_room(3),
        notes="a dead end: east leads to the break room (visited): every exit visited, go back "
        "east",
    ),
    item(
        copy_room(1),
        "go north",
        break_room(2),
        "go west",
        mail_room(3),
        "go east",
        break_room(4),
        notes="back in the break room: both exits visited; the way back is south (initial)",
    ),
    item(
        copy_room(1),
        "go east",
        (reply("You have to open the cork door first.", "Copy Room", 2), K("refused", "closed")),
        notes="refused at the closed cork door: the door stays closed and the refusal stands; "
        "open east or go north",
    ),
    item(
        copy_room(1),
        "open cork door",
        OPENED,
        "go east",
        records_room(3),
        notes="the cork door opened and walked through: west leads to the copy room (visited, "
        "the way back); north locked; south new",
    ),
    item(
        copy_room(1),
        "open cork door",
        OPENED,
        "go east",
        records_room(3),
        "go north",
        (
            reply("You have to unlock the tin door first.", "Records Room", 4),
            K("refused", "locked"),
        ),
        notes="refused at the locked tin door: refused north (locked, no open); go south",
    ),
    item(
        copy_room(1),
        "open cork door",
        OPENED,
        "go east",
        records_room(3),
        "go south",
        print_shop(4),
        notes="the coin on the print shop's floor: take it",
    ),
    item(
        copy_room(1),
        "open cork door",
        OPENED,
        "go east",
        records_room(3),
        "go south",
        print_shop(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, "
            "in 6 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the "
            "last command?\n> " + PAD + "-= Print Shop =-0/5",
            K("took"),
        ),
        actions=(),
        notes="the game has ended after the coin: no action; the facts keep the print shop",
    ),
    item(
        copy_room(1),
        "go north",
        break_room(2),
        "go south",
        copy_room(3),
        notes="a loop back to the first room: north visited (no initial in the first room); "
        "the cork door east still closed: open it",
    ),
    # ---- single rooms ----
    item(
        single(
            "Recording Booth",
            "You are in a recording booth. A quiet kind of place.",
            "There is a closed bronze door leading south.",
            R("recording booth", "s", closed="s"),
        ),
        notes="one closed bronze door south: open it",
    ),
    item(
        single(
            "Sick Bay",
            "You arrive in a sick bay. An ordinary one.",
            "There is an unguarded exit to the east. There is a locked veneer door leading west.",
            R("sick bay", "e w", locked="w", coin=True),
            tail="\n\nThere is a coin on the floor.",
        ),
        notes="a coin on the floor: take it (the west door is locked)",
    ),
    item(
        single(
            "Ticket Office",
            "I am required to announce that you are now in the ticket office.",
            "You don't like doors? Why not try going north, that entranceway is unguarded. "
            "There is an open perspex door leading south.",
            R("ticket office", "n s"),
        ),
        notes="north an entranceway, south an open perspex door",
    ),
    item(
        single(
            "Parcel Room",
            "You find yourself in a parcel room. A standard kind of place.",
            "There is a locked fibreboard door leading east. There is a locked bronze door "
            "leading north.",
            R("parcel room", "e n", locked="e n"),
        ),
        notes="both doors locked: no sensible action",
    ),
    item(
        single(
            "Plant Room",
            "You are in a plant room. The room is well lit.",
            "There is a closed lacquered door leading west. You need an unblocked exit? You "
            "should try going east.",
            R("plant room", "w e", closed="w"),
        ),
        notes="west a closed lacquered door, east open: open west or go east",
    ),
    item(
        single(
            "Gift Shop",
            "Look around you. Take it all in. It's not every day someone gets to be in a gift "
            "shop.",
            "There is an exit to the south. Don't worry, it is unblocked. There is an "
            "unguarded exit to the west. There is an exit to the north. Don't worry, it is "
            "unguarded.",
            R("gift shop", "s w n", coin=True),
            tail="\n\nThere is a coin on the floor.",
        ),
        notes="three open exits and a coin on the floor: take it",
    ),
    item(
        single(
            "Stockroom",
            "You've entered a stockroom. Let's see what's in here.",
            "You need an unguarded exit? You should try going west.",
            R("stockroom", "w"),
        ),
        notes="one exit west",
    ),
    item(
        single(
            "Reading Room",
            "This just in- You, in the reading room.",
            "There is a closed veneer door leading north. There is a closed perspex door "
            "leading east. There is an unblocked exit to the south.",
            R("reading room", "n e s", closed="n e"),
        ),
        notes="two closed doors and an open exit: open north, open east or go south",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! It's your first day in the office, and there is "
            "something I need you to do for me. First, head east. Then, go north. After that, "
            "pick up the coin from the floor of the staff kitchen. Got that? Good!\n\n-= "
            "Waiting Room =-\nYou arrive in a waiting room. A normal kind of place.\n\n\n\n"
            "There is an exit to the east. Don't worry, it is unblocked. There is a locked "
            "bronze door leading south.\n\n>" + PAD + "-= Waiting Room =-0/1",
            R("waiting room", "e s", locked="s"),
        ),
        notes="the quest's speech before the first room names the coin in another room; here "
        "south is locked: go east",
    ),
    item(
        single(
            "Staff Kitchen",
            "You find yourself in a staff kitchen. A typical one.",
            "There is an open fibreboard door leading north. You don't like doors? Why not try "
            "going west, that entranceway is unblocked.",
            R("staff kitchen", "n w", coin=True),
            moves=3,
            tail="\n\nThere is a coin on the floor.",
        ),
        notes="the coin on the staff kitchen's floor: take it",
    ),
]
