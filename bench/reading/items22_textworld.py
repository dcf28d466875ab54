"""textworld, twenty-second round: the coin collector's manner (TextWorld's header, filler
sentences, exit and door sentences, the quest's speech, the prompt and the status line counting
the moves), as a new user's own coin games in that manner would print it; none is engine
output. Ten walks on one map (a sun porch with a closed redwood door east to a spice store whose
sandalwood door is locked, a reading nook and a tuning room north and west of the porch, a
fitting room with the coin north of the store): "You have to open the redwood door first.",
"You open redwood door.", "You have to unlock the sandalwood door first.", "You can't go that
way." for `go up` and for a way never given, "You are carrying nothing.", loops back to the
nook and the porch, the ending after the coin. Ten single rooms (gift wrap room, candle shop,
ticket booth, ironing room, radio room, chess room after a speech naming another room, coat
room, stamp room, bait room, train room) with balsa, dogwood, mulberry, cottonwood, iroko and
laminate doors open, closed and locked. The walks are printed from one map by functions, so a
room reads the same on every visit. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64
SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First, make an effort to open the redwood door. And then, try to head east. "
    "Then, take a trip north. With that done, pick up the coin from the floor of the fitting "
    "room. Got that? Good!"
)


def screen(body: str, room: str, moves: int) -> str:
    """A text as the client shows it: the body, the prompt, the status line."""
    return f"{body}\n\n>{PAD}-= {room} =-0/{moves}"


def reply(text: str, room: str, moves: int) -> str:
    return screen(f"\n{text}\n", room, moves)


def room(name: str, intro: str, exits: str, moves: int, coin: bool = False) -> str:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    return screen(f"\n\n-= {name} =-\n{intro}\n\n\n\n{exits}{floor}\n", name, moves)


# ---- the map: Sun Porch n Reading Nook, e Spice Store (redwood door, closed at first);
# Reading Nook w Tuning Room; Spice Store n Fitting Room (the coin), e a locked sandalwood door.
def porch(moves: int, door_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = room(
        "Sun Porch",
        "You arrive in a sun porch. An ordinary kind of place. You begin to take stock of "
        "what's here.",
        f"There is {door} redwood door leading east. You need an unguarded exit? You should "
        "try going north.",
        moves,
    )
    if speech:
        text = f"{SPEECH}\n{text}"
    return (text, R("sun porch", "e n", closed="" if door_open else "e"))


def nook(moves: int) -> tuple:
    return (
        room(
            "Reading Nook",
            "You find yourself in a reading nook. A typical kind of place.",
            "You don't like doors? Why not try going south, that entranceway is unblocked. "
            "There is an exit to the west. Don't worry, it is unguarded.",
            moves,
        ),
        R("reading nook", "s w"),
    )


def tuning(moves: int) -> tuple:
    return (
        room(
            "Tuning Room",
            "This just in- You, in the tuning room.",
            "You need an unblocked exit? You should try going east.",
            moves,
        ),
        R("tuning room", "e"),
    )


def store(moves: int) -> tuple:
    return (
        room(
            "Spice Store",
            "You've just walked into a spice store. It smells of cloves.",
            "There is an open redwood door leading west. There is a locked sandalwood door "
            "leading east. There is an exit to the north. Don't worry, it is unblocked.",
            moves,
        ),
        R("spice store", "w e n", locked="e"),
    )


def fitting(moves: int) -> tuple:
    return (
        room(
            "Fitting Room",
            "Well, here we are in the fitting room.",
            "There is an unguarded exit to the south.",
            moves,
            coin=True,
        ),
        R("fitting room", "s", coin=True),
    )


def to_store() -> tuple:
    """The porch with the speech, the redwood door opened, and east into the store."""
    return (
        porch(1, speech=True),
        "open redwood door",
        (reply("You open redwood door.", "Sun Porch", 2), K("opened", "e")),
        "go east",
        store(3),
    )


ENDING = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
    "point.\n\n\n" + " " * 40 + "*** The End ***\n\nYou scored 1 out of a possible 1, in 5 "
    "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
    "command?\n>" + PAD + "-= Fitting Room =-0/4"
)


ITEMS = [
    item(
        porch(1, speech=True),
        "go east",
        (reply("You have to open the redwood door first.", "Sun Porch", 2), K("refused", "closed")),
        notes="the closed redwood door refused (refused, closed); the speech is the coin task: "
        "open east",
    ),
    item(
        *to_store(),
        notes="through the opened redwood door: the porch west (visited, initial), the "
        "sandalwood door east locked (no action), north unvisited: go north",
    ),
    item(
        *to_store(),
        "go north",
        fitting(4),
        notes="'There is a coin on the floor.': take coin",
    ),
    item(
        *to_store(),
        "go north",
        fitting(4),
        "take coin",
        (ENDING, K("took")),
        actions=[],
        notes="the coin taken and '*** The End ***': the game is over, no action (the facts "
        "keep the room, the coin gone)",
    ),
    item(
        porch(1, speech=True),
        "go north",
        nook(2),
        "go west",
        tuning(3),
        notes="a dead end: its one exit east leads back to the nook (visited, initial, all "
        "visited): go east",
    ),
    item(
        porch(1, speech=True),
        "go north",
        nook(2),
        "go west",
        tuning(3),
        "go east",
        nook(4),
        "go south",
        porch(5),
        notes="back in the first room: north visited, the redwood door east closed and "
        "untried: open east",
    ),
    item(
        *to_store(),
        "go east",
        (
            reply("You have to unlock the sandalwood door first.", "Spice Store", 4),
            K("refused", "locked"),
        ),
        notes="the locked sandalwood door refused (refused, closed); north unvisited: go north",
    ),
    item(
        porch(1, speech=True),
        "go north",
        nook(2),
        "go up",
        (reply("You can't go that way.", "Reading Nook", 3), K("refused")),
        notes="a refused `go up` is no fact; the porch south (visited, initial), west "
        "unvisited: go west",
    ),
    item(
        *to_store(),
        "inventory",
        (reply("You are carrying nothing.", "Spice Store", 4), K("none")),
        "go west",
        porch(5, door_open=True),
        notes="back in the first room through the open redwood door: east visited, north not: "
        "go north",
    ),
    item(
        porch(1, speech=True),
        "go west",
        (reply("You can't go that way.", "Sun Porch", 2), K("refused")),
        "go north",
        nook(3),
        notes="a refusal left in the porch does not stand in the nook; west unvisited: go west",
    ),
    item(
        room(
            "Gift Wrap Room",
            "You've entered a gift wrap room. You can barely contain your excitement.",
            "There is a closed balsa door leading west. There is an unguarded exit to the north.",
            1,
        ),
        R("gift wrap room", "w n", closed="w"),
        notes="a closed balsa door west, an open exit north: open west or go north",
    ),
    item(
        room(
            "Candle Shop",
            "You are in a candle shop. A normal kind of place.",
            "There is a locked dogwood door leading south. You need an unblocked exit? You "
            "should try going east.",
            1,
            coin=True,
        ),
        R("candle shop", "s e", locked="s", coin=True),
        notes="a coin on the floor: take coin (the dogwood door south locked)",
    ),
    item(
        room(
            "Ticket Booth",
            "I am sorry to announce that you are now in the ticket booth.",
            "There is a locked mulberry door leading north.",
            1,
        ),
        R("ticket booth", "n", locked="n"),
        notes="the only exit behind a locked door and no coin: no action",
    ),
    item(
        room(
            "Ironing Room",
            "You've entered an ironing room. Let's see what's in here.",
            "There is an open cottonwood door leading east. You need an unguarded exit? You "
            "should try going south.",
            1,
            coin=True,
        ),
        R("ironing room", "e s", coin=True),
        notes="an open cottonwood door east; a coin on the floor: take coin",
    ),
    item(
        room(
            "Radio Room",
            "You find yourself in a radio room. An ordinary one.",
            "There is a closed iroko door leading west. There is a closed laminate door "
            "leading north.",
            1,
        ),
        R("radio room", "w n", closed="w n"),
        notes="two closed doors and no other way: open west or open north",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, try to go east. Then, make an effort to take a trip south. And "
        "then, retrieve the coin from the floor of the stamp room. Got that? Good!\n"
        + room(
            "Chess Room",
            "You are in a chess room. A standard kind of place.",
            "There is an unblocked exit to the east. There is an exit to the south. Don't "
            "worry, it is unguarded.",
            1,
        ),
        R("chess room", "e s"),
        notes="the speech puts the coin in the stamp room, not here: no coin; go east or go south",
    ),
    item(
        room(
            "Coat Room",
            "You arrive in a coat room. A typical kind of place.",
            "There is an open dogwood door leading west. There is a closed iroko door leading "
            "east. There is an exit to the north. Don't worry, it is unblocked.",
            1,
        ),
        R("coat room", "w e n", closed="e"),
        notes="west open, east closed, north open: go west, open east or go north",
    ),
    item(
        room(
            "Stamp Room",
            "You've just walked into a stamp room.",
            "You don't like doors? Why not try going west, that entranceway is unguarded.",
            1,
            coin=True,
        ),
        R("stamp room", "w", coin=True),
        notes="'There is a coin on the floor.': take coin",
    ),
    item(
        room(
            "Bait Room",
            "Well, here we are in the bait room. The room is well lit.",
            "There is a locked laminate door leading north. There is an unblocked exit to the "
            "south. There is an unguarded exit to the east.",
            1,
        ),
        R("bait room", "n s e", locked="n"),
        notes="the laminate door north locked (no action): go south or go east",
    ),
    item(
        room(
            "Train Room",
            "You find yourself in a train room. You decide to start listing off everything you "
            "see in the room, as if you were in a text adventure.",
            "There is a closed cottonwood door leading south.",
            1,
        ),
        R("train room", "s", closed="s"),
        notes="the only exit behind a closed door: open south",
    ),
]
