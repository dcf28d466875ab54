"""textworld, twenty-third round: the coin collector's manner as its client shows it (the quest's
speech before the first room, the header, a filler sentence, the exit and door sentences, the
prompt and the status line counting the moves). Ten walks on one map of a hotel laundry's back
rooms: a folding room (a closed cherrywood door east, an exit north), a starch room, a hamper
store (a locked satinwood door north), a valet room and a shoe room with the coin: "You have to
open the cherrywood door first.", "You open cherrywood door.", "You have to unlock the
satinwood door first.", "You can't go that way." for `go up` and for a way never given, "You
are carrying nothing.", loops back to the folding room, the ending after the coin. Ten single
rooms (card room, plate room, knife room, smoking room, servery after a speech that puts the
coin in another room, flower room, luggage room with a refused `go up`, brushing room where
`take coin` finds none, telephone room, fruit store) with poplar, boxwood, wenge, tulipwood,
ironwood, applewood and zebrawood doors open, closed and locked (none is engine output). What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128
SPEECH = (
    "Welcome to TextWorld! Here is your task for today. First, make an effort to open the "
    "cherrywood door. After that, try to go east. Then, make an attempt to go south. Once "
    "you're there, pick up the coin from the floor of the shoe room. Alright, then!\n\n"
)


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def screen(room: str, arrive: str, exits: str, moves: int, coin: bool = False) -> str:
    coin_line = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {room} =-\n{arrive}\n\n\n\n{exits}{coin_line}{status(room, moves)}"


def reply(text: str, room: str, moves: int) -> str:
    return f"\n{text}\n\n\n{status(room, moves)}"


# the map: Folding Room n Starch Room, e Valet Room (cherrywood door, closed at first);
# Starch Room w Hamper Store (n: a locked satinwood door); Valet Room s Shoe Room (the coin).
def folding(moves: int, door_open: bool = False, speech: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    text = screen(
        "Folding Room",
        "You've just walked into a folding room. You can barely contain your excitement.",
        f"There is {state} cherrywood door leading east. There is an unguarded exit to the north.",
        moves,
    )
    if speech:
        text = SPEECH + text.lstrip("\n")
    return (
        text,
        R("folding room", "n e", closed="" if door_open else "e"),
    )


def starch(moves: int) -> tuple:
    return (
        screen(
            "Starch Room",
            "You arrive in a starch room. A typical kind of place.",
            "You need an unblocked exit? You should try going south. There is an exit to the "
            "west. Don't worry, it is unguarded.",
            moves,
        ),
        R("starch room", "s w"),
    )


def hamper(moves: int) -> tuple:
    return (
        screen(
            "Hamper Store",
            "You are in a hamper store. You start to take note of what's in the room.",
            "There is a locked satinwood door leading north. You don't like doors? Why not try "
            "going east, that entranceway is unguarded.",
            moves,
        ),
        R("hamper store", "e n", locked="n"),
    )


def valet(moves: int) -> tuple:
    return (
        screen(
            "Valet Room",
            "Well, here we are in the valet room.",
            "There is an open cherrywood door leading west. There is an unblocked exit to the "
            "south.",
            moves,
        ),
        R("valet room", "w s"),
    )


def shoe(moves: int, coin: bool = True) -> tuple:
    return (
        screen(
            "Shoe Room",
            "You find yourself in a shoe room. An ordinary one.",
            "There is an exit to the north. Don't worry, it is unblocked.",
            moves,
            coin=coin,
        ),
        R("shoe room", "n", coin=coin),
    )


def opened(moves: int) -> tuple:
    return (reply("You open cherrywood door.", "Folding Room", moves), K("opened", "e"))


def single(speech: str, room: str, arrive: str, exits: str, coin: bool = False) -> str:
    return speech + screen(room, arrive, exits, 1, coin).lstrip("\n")


ITEMS = [
    # ---- walks on the laundry map ----
    item(
        folding(1, speech=True),
        "go north",
        starch(2),
        notes="the quest's speech, then a move north; the starch room's south is the way in "
        "(visited, initial), west unvisited: go west",
    ),
    item(
        folding(1, speech=True),
        "go east",
        (
            reply("You have to open the cherrywood door first.", "Folding Room", 2),
            K("refused", "closed"),
        ),
        notes="the closed door east refused ('You have to open ... first'): it stays closed and "
        "refused; open east or go north",
    ),
    item(
        folding(1, speech=True),
        "go east",
        (
            reply("You have to open the cherrywood door first.", "Folding Room", 2),
            K("refused", "closed"),
        ),
        "open cherrywood door",
        opened(3),
        notes="the door refused, then opened by its kind ('You open cherrywood door.'): the "
        "refusal is cleared, east open: go east or north",
    ),
    item(
        folding(1, speech=True),
        "open cherrywood door",
        opened(2),
        "go east",
        valet(3),
        "go south",
        shoe(4),
        notes="the speech's route followed: door opened, east, south; the coin is on the shoe "
        "room's floor: take coin",
    ),
    item(
        folding(1, speech=True),
        "open cherrywood door",
        opened(2),
        "go east",
        valet(3),
        "go south",
        shoe(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, in "
            "5 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the "
            f"last command?\n> {PAD}-= Shoe Room =-0/4",
            K("took"),
        ),
        actions=[],
        notes="the coin taken and the game over (*** The End ***): no action; the facts keep "
        "the shoe room without its coin",
    ),
    item(
        folding(1, speech=True),
        "go north",
        starch(2),
        "go west",
        hamper(3),
        "go north",
        (
            reply("You have to unlock the satinwood door first.", "Hamper Store", 4),
            K("refused", "locked"),
        ),
        notes="the locked door north refused; the hamper store's other way is the way in "
        "(east, visited): go east",
    ),
    item(
        folding(1, speech=True),
        "go north",
        starch(2),
        "go up",
        (reply("You can't go that way.", "Starch Room", 3), K("refused")),
        "go south",
        folding(4),
        notes="north, a refused `go up` left in the starch room (no fact), and back: in the "
        "first room north is visited, the closed door east is not: open east",
    ),
    item(
        folding(1, speech=True),
        "go north",
        starch(2),
        "go east",
        (reply("You can't go that way.", "Starch Room", 3), K("refused")),
        notes="a way the starch room never gave (east) refused; south is the way in: go west",
    ),
    item(
        folding(1, speech=True),
        "open cherrywood door",
        opened(2),
        "go east",
        valet(3),
        "go west",
        folding(4, door_open=True),
        notes="east through the opened door and back; the folding room's door now reads open; "
        "east visited, north not: go north",
    ),
    item(
        folding(1, speech=True),
        "go north",
        starch(2),
        "go west",
        hamper(3),
        "inventory",
        (reply("You are carrying nothing.", "Hamper Store", 4), K("none")),
        notes="an inventory keeps the room; the hamper store's door north is locked, east is "
        "the way in: go east",
    ),
    # ---- single rooms ----
    item(
        single(
            "",
            "Card Room",
            "You find yourself in a card room. An usual one.",
            "There is an open poplar door leading south. There is an exit to the west. Don't "
            "worry, it is unblocked.",
        ),
        R("card room", "s w"),
        notes="an open poplar door south and an exit west: go south or west",
    ),
    item(
        single(
            "",
            "Plate Room",
            "You are in a plate room. You decide to start listing off everything you see in the "
            "room, as if you were in a text adventure.",
            "There is a locked boxwood door leading north. There is an unguarded exit to the east.",
            coin=True,
        ),
        R("plate room", "n e", locked="n", coin=True),
        notes="a locked door north, an exit east, and the coin collector's coin line: take coin",
    ),
    item(
        single(
            "",
            "Knife Room",
            "You arrive in a knife room. A normal kind of place.",
            "There is a closed wenge door leading west.",
        ),
        R("knife room", "w", closed="w"),
        notes="the only way is a closed door west: open west",
    ),
    item(
        single(
            "",
            "Smoking Room",
            "I am sorry to announce that you are now in the smoking room.",
            "There is a locked tulipwood door leading north. There is a closed ironwood door "
            "leading east.",
        ),
        R("smoking room", "n e", locked="n", closed="e"),
        notes="north locked (no open), east closed: open east",
    ),
    item(
        single(
            "Hey, thanks for coming over to the TextWorld today, there is something I need you "
            "to do for me. First off, try to take a trip north. And then, retrieve the coin from "
            "the floor of the fruit store. Got that? Good!\n\n",
            "Servery",
            "You've entered a servery. Let's see what's in here.",
            "There is an unblocked exit to the north. You need an unguarded exit? You should try "
            "going south.",
        ),
        R("servery", "n s"),
        notes="the quest's speech puts the coin in another room (the fruit store), not here: go "
        "north or south",
    ),
    item(
        single(
            "",
            "Flower Room",
            "You are in a flower room. A standard kind of place.",
            "There is an exit to the east. Don't worry, it is unguarded. There is an unblocked "
            "exit to the south. You don't like doors? Why not try going west, that entranceway "
            "is unblocked.",
            coin=True,
        ),
        R("flower room", "e s w", coin=True),
        notes="three exits and the coin on the floor: take coin",
    ),
    item(
        (
            single(
                "",
                "Luggage Room",
                "You are in a luggage room. An ordinary kind of place.",
                "There is an open applewood door leading north. There is an unguarded exit to "
                "the west.",
            ),
            R("luggage room", "n w"),
        ),
        "go up",
        (reply("You can't go that way.", "Luggage Room", 2), K("refused")),
        notes="a refused `go up` is no fact; the open door north and the exit west stand: go "
        "north or west",
    ),
    item(
        (
            single(
                "",
                "Brushing Room",
                "You've entered a brushing room.",
                "There is an exit to the south. Don't worry, it is unblocked.",
            ),
            R("brushing room", "s"),
        ),
        "take coin",
        (reply("You can't see any such thing.", "Brushing Room", 2), K("none")),
        notes="a take that finds no coin changes nothing: go south",
    ),
    item(
        single(
            "",
            "Telephone Room",
            "This just in- You, in the telephone room.",
            "You need an unguarded exit? You should try going east. There is an open bog oak "
            "door leading north.",
        ),
        R("telephone room", "e n"),
        notes="an exit east and an open door north: go east or north",
    ),
    item(
        single(
            "",
            "Fruit Store",
            "You arrive in a fruit store. You can barely contain your excitement.",
            "There is a closed zebrawood door leading south. There is an exit to the west. "
            "Don't worry, it is unguarded.",
            coin=True,
        ),
        R("fruit store", "s w", closed="s", coin=True),
        notes="a closed door south, an exit west, and the coin: take coin",
    ),
]
