"""textworld, thirty-first round: the coin collector's manner as its client prints it (the
quest's speech before the first room, the header, a filler sentence, exit and door sentences, the
coin line, the prompt and the status line counting the moves; none is engine output). Ten walks
(1-4 turns) on a sake brewery (Rice Store with "a closed sugi door leading north" to a Koji Room
and an unguarded exit east to a Steaming Room, whose keyaki door east is locked and whose way
south leads to a Pressing Shed with the coin and an empty wooden press): a refused `go up`, "You
have to open the sugi door first.", "You open sugi door.", "You have to unlock the keyaki door
first.", "You can't go that way." for a way never given, "You are carrying nothing.", loops back
to the rice store, a walk that starts in the steaming room, the ending after the coin. Single
rooms with woods no earlier round used: a straw room (a closed paulownia door), a charcoal store
whose only door is a locked afrormosia door (no action), a matting room with four exits and the
coin, a brush store after a speech that puts the coin in the tub room, the tub room after a
speech that names it (an open limba door), a well house refused at its closed movingui door and
looked at, a cedar loft with an inventory and the coin, an ash room with an open mopane door, a
lantern store with a refused `go up` then a refused south, a bran room with the coin beside a
locked zebrano door. What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def status(room: str, n: int, pad: int = 128) -> str:
    """The prompt and TextWorld's status line: the room and the move count."""
    return ">" + " " * pad + f"-= {room} =-0/{n}"


def room_text(title: str, desc: str, exits: str, n: int, coin: bool = False) -> str:
    coin_line = "\n\nThere is a coin on the floor." if coin else ""
    return f"\n\n-= {title} =-\n{desc}\n\n\n\n{exits}{coin_line}\n\n\n\n{status(title, n)}"


def reply_text(text: str, title: str, n: int) -> str:
    return f"\n{text}\n\n\n{status(title, n)}"


def ending(title: str, n: int) -> str:
    """The take that ends the game at move count ``n``."""
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in "
        f"{n + 1} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the "
        f"last command?\n{status(title, n, pad=129)}"
    )


SPEECH = (
    "I hope you're ready to go into rooms and interact with objects, because you've just "
    "entered TextWorld! Here is how to play! First stop, go to the east. Then, make an effort "
    "to go south. And then, pick up the coin from the floor of the pressing shed. Got that? "
    "Good!\n"
)


# The brewery: Rice Store n Koji Room (sugi door, closed at first), e Steaming Room; Steaming
# Room e keyaki door (locked), s Pressing Shed (the coin).
def rice_store(n: int, door_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = room_text(
        "Rice Store",
        "You arrive in a rice store. An ordinary one. Sacks are piled against every wall.",
        f"There is {door} sugi door leading north. You need an unguarded exit? You should try "
        "going east.",
        n,
    )
    return (
        (SPEECH if speech else "") + text,
        R("rice store", "n e", closed="" if door_open else "n"),
    )


def koji_room(n: int) -> tuple:
    return (
        room_text(
            "Koji Room",
            "You find yourself in a koji room. A typical one. The air is as warm as a bath.",
            "There is an open sugi door leading south.",
            n,
        ),
        R("koji room", "s"),
    )


SPEECH_SOUTH = (
    "Welcome to TextWorld! First, try to go south. And then, pick up the coin from the floor of "
    "the pressing shed. Got that? Good!\n"
)


def steaming_room(n: int, speech: bool = False) -> tuple:
    text = room_text(
        "Steaming Room",
        "Well, here we are in the steaming room. You begin looking for stuff.",
        "There is a locked keyaki door leading east. There is an exit to the south. Don't "
        "worry, it is unblocked. You don't like doors? Why not try going west, that entranceway "
        "is unguarded.",
        n,
    )
    return ((SPEECH_SOUTH if speech else "") + text, R("steaming room", "e s w", locked="e"))


def pressing_shed(n: int, coin: bool = True) -> tuple:
    return (
        room_text(
            "Pressing Shed",
            "You are in a pressing shed. You decide to start listing off everything you see in "
            "the room, as if you were in a text adventure.\n\nYou can make out a wooden press. "
            "But the thing is empty, unfortunately.",
            "There is an exit to the north. Don't worry, it is unguarded.",
            n,
            coin=coin,
        ),
        R("pressing shed", "n", coin=coin),
    )


def says(text: str, title: str, n: int, reading: K) -> tuple:
    return (reply_text(text, title, n), reading)


NO_WAY = "You can't go that way."

ITEMS = [
    # ---- walks on the sake brewery ----
    item(
        rice_store(1, speech=True),
        "go up",
        says(NO_WAY, "Rice Store", 2, K("refused")),
        "go north",
        says("You have to open the sugi door first.", "Rice Store", 3, K("refused", "closed")),
        "open sugi door",
        says("You open sugi door.", "Rice Store", 4, K("opened", "n")),
        "go north",
        koji_room(5),
        notes="a refused `go up` (no fact), the sugi door refused as closed, opened by its "
        "kind and walked through: the koji room's one way, south, is back to the rice store",
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go south",
        pressing_shed(3),
        notes='east and south, as the speech says, to the pressing shed: "There is a coin on '
        'the floor.": take it',
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go south",
        pressing_shed(3),
        "take coin",
        (ending("Pressing Shed", 3), K("took")),
        actions=[],
        notes='the coin taken and the game over ("*** The End ***"): no action; the facts '
        "keep the pressing shed, the coin gone",
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go east",
        says(
            "You have to unlock the keyaki door first.",
            "Steaming Room",
            3,
            K("refused", "locked"),
        ),
        notes="the keyaki door refused as locked (it was locked already): no open; south is "
        "unvisited, west the way in",
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go west",
        rice_store(3),
        notes="a loop back to the rice store: east visited, the sugi door north still closed: "
        "open north",
    ),
    item(
        rice_store(1, speech=True),
        "go north",
        says("You have to open the sugi door first.", "Rice Store", 2, K("refused", "closed")),
        notes="the sugi door refused as closed: refused(north), closed(north); open it, or go east",
    ),
    item(
        rice_store(1, speech=True),
        "open sugi door",
        says("You open sugi door.", "Rice Store", 2, K("opened", "n")),
        "go north",
        koji_room(3),
        "go south",
        rice_store(4, door_open=True),
        notes="the sugi door opened, the koji room seen and left: north visited, east not yet",
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go north",
        says(NO_WAY, "Steaming Room", 3, K("refused")),
        notes="a move north, a way the steaming room never gave, refused: refused(north); the "
        "keyaki door east is locked, so south is the way on",
    ),
    item(
        rice_store(1, speech=True),
        "go east",
        steaming_room(2),
        "go south",
        pressing_shed(3),
        "inventory",
        says("You are carrying nothing.", "Pressing Shed", 4, K("none")),
        notes="an inventory in the pressing shed: the coin is still on the floor: take it",
    ),
    item(
        steaming_room(1, speech=True),
        "go west",
        rice_store(2),
        notes="a walk that starts in the steaming room: west to the rice store, whose way east "
        "is the way in and whose sugi door north is closed: open north",
    ),
    # ---- single rooms ----
    item(
        room_text(
            "Straw Room",
            "You've entered a straw room.",
            "There is a closed paulownia door leading west. There is an exit to the south. "
            "Don't worry, it is unguarded.",
            1,
        ),
        R("straw room", "w s", closed="w"),
        notes="a closed paulownia door west and an unguarded exit south",
    ),
    item(
        room_text(
            "Charcoal Store",
            "I am required to announce that you are now in the charcoal store.",
            "There is a locked afrormosia door leading north.",
            1,
        ),
        R("charcoal store", "n", locked="n"),
        notes="the only way is a locked door: find(north) and closed(north), and no action",
    ),
    item(
        room_text(
            "Matting Room",
            "You arrive in a matting room. An ordinary kind of place.",
            "You need an unblocked exit? You should try going north. There is an exit to the "
            "east. Don't worry, it is unguarded. You don't like doors? Why not try going south, "
            "that entranceway is unblocked. There is an unguarded exit to the west.",
            1,
            coin=True,
        ),
        R("matting room", "n e s w", coin=True),
        notes="four exits in four of the engine's sentences, and the coin: take it",
    ),
    item(
        "It's time to explore the amazing world of TextWorld! Your first objective is to try "
        "to go north. Next, pick up the coin from the floor of the tub room. Got that? Good!\n"
        + room_text(
            "Brush Store",
            "You've just sauntered into a brush store.",
            "You need an unguarded exit? You should try going north. There is an exit to the "
            "east. Don't worry, it is unblocked.",
            1,
        ),
        R("brush store", "n e"),
        notes="the speech puts the coin in the tub room, not here: no coin in the brush store; "
        "north and east",
    ),
    item(
        "Welcome to TextWorld! Here is your task for today. Retrieve the coin from the floor of "
        "the tub room. Got that? Good!\n"
        + room_text(
            "Tub Room",
            "You are in a tub room. A normal one.",
            "There is an open limba door leading south.",
            1,
            coin=True,
        ),
        R("tub room", "s", coin=True),
        notes="the speech names this room, and the coin is on its floor: take it; the limba "
        "door south is open",
    ),
    item(
        (
            room_text(
                "Well House",
                "You find yourself in a well house. A typical one.",
                "There is a closed movingui door leading west. You need an unblocked exit? You "
                "should try going north.",
                1,
            ),
            R("well house", "w n", closed="w"),
        ),
        "go west",
        says("You have to open the movingui door first.", "Well House", 2, K("refused", "closed")),
        "look",
        (
            room_text(
                "Well House",
                "You find yourself in a well house. A typical one.",
                "There is a closed movingui door leading west. You need an unblocked exit? You "
                "should try going north.",
                3,
            ),
            R("well house", "w n", closed="w"),
        ),
        notes="the movingui door refused as closed, then a look that shows it still closed: "
        "the refusal stands",
    ),
    item(
        (
            room_text(
                "Cedar Loft",
                "Well, here we are in the cedar loft.",
                "There is an exit to the south. Don't worry, it is unblocked.",
                1,
                coin=True,
            ),
            R("cedar loft", "s", coin=True),
        ),
        "inventory",
        says("You are carrying nothing.", "Cedar Loft", 2, K("none")),
        notes="an inventory in a room whose floor holds the coin: it is still there: take it",
    ),
    item(
        room_text(
            "Ash Room",
            "You arrive in an ash room. An ordinary one.",
            "There is an open mopane door leading east. There is an exit to the north. Don't "
            "worry, it is unblocked.",
            1,
        ),
        R("ash room", "e n"),
        notes="an open mopane door east and an exit north: two open ways",
    ),
    item(
        (
            room_text(
                "Lantern Store",
                "You've entered a lantern store.",
                "There is a closed azobe door leading north. There is an exit to the west. Don't "
                "worry, it is unguarded.",
                1,
            ),
            R("lantern store", "n w", closed="n"),
        ),
        "go up",
        says(NO_WAY, "Lantern Store", 2, K("refused")),
        "go south",
        says(NO_WAY, "Lantern Store", 3, K("refused")),
        notes="a refused `go up` (no fact) and a refused south (a way never given): "
        "refused(south); the closed azobe door north and the exit west remain",
    ),
    item(
        room_text(
            "Bran Room",
            "You find yourself in a bran room. An ordinary one.",
            "There is a locked zebrano door leading south. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            1,
            coin=True,
        ),
        R("bran room", "s e", locked="s", coin=True),
        notes="the coin beside a locked zebrano door: take the coin",
    ),
]
