"""textworld, forty-fifth round: the coin collector's manner as its client prints it (leading blank
lines, the quest's speech on a game's first text with the banner's art left out, the header, a
filler sentence, the exit and door sentences, the coin line, the prompt and the status line counting
the turns; none is engine output): eight walks (1-5 turns) on a toffee works (a Boiling Room with
"There is a closed surian door leading north. There is a locked kedondong door leading west. You
need an unguarded exit? You should try going east."; a Pulling Room; a Sugar Loft with the coin; a
Wrapping Room; a Tin Store): "You have to open the surian door first.", "You open surian door.",
"You have to unlock the kedondong door first.", a refused `go up`, the ending after the coin, walks
begun at a game's start (with its speech) and in the middle of a game; single rooms, each a game of
its own: a curing room after a speech that puts the coin in the attic (a closed merpauh door), a
cold store with the coin beside a locked punah door, a cloakroom whose only way is a locked rengas
door (no action), a loading dock's refused `go north`, a boot hall of four ways in three states
(geronggang, sesendok, terentang), a glaze room whose penaga door is refused and opened by its kind,
a tack room whose mempening door is refused and looked at, a larder with the coin and an open bitis
door, a smithy at a game's start, a drying loft's ending, a print shop whose giam door is opened by
direction, a sweet shop whose keranji door is refused and whose other way is taken. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, turn: int) -> str:
    return f">{PAD}-= {room} =-0/{turn}"


def tw(room: str, filler: str, ways: str, turn: int, coin: bool = False) -> str:
    """A room's text in the client's manner."""
    text = f"\n\n-= {room} =-\n{filler}\n\n\n\n{ways}\n\n"
    text += "There is a coin on the floor.\n\n\n" if coin else "\n\n"
    return text + status(room, turn)


def reply(line: str, room: str, turn: int) -> str:
    return f"\n{line}\n\n\n{status(room, turn)}"


def ending(turn: int, room: str) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {turn} turns.\n\n\nWould you like to RESTART, "
        f"RESTORE a saved game, QUIT or UNDO the last command?\n> {PAD}-= {room} =-0/{turn - 1}"
    )


# ---- a toffee works: BOILING ROOM n PULLING ROOM (a surian door, closed at first), e WRAPPING
# ROOM (unguarded), w a locked kedondong door; PULLING ROOM e SUGAR LOFT (the coin); WRAPPING
# ROOM n TIN STORE.

SPEECH = (
    "Welcome back to TextWorld! Somebody has to do this, and today it is you. To begin with, "
    "open the surian door. After that, go north. Then, make your way east. With that done, "
    "pick up the coin from the floor of the sugar loft. Easy, isn't it?"
)


def boiling(turn: int, door_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = tw(
        "Boiling Room",
        "You find yourself in a boiling room. A standard kind of place, if a little sticky.",
        f"There is {door} surian door leading north. There is a locked kedondong door leading "
        "west. You need an unguarded exit? You should try going east.",
        turn,
    )
    if speech:
        text = f"\n\n\n{SPEECH}{text}"
    return (
        text,
        R("boiling room", "n e w", closed="" if door_open else "n", locked="w"),
    )


def pulling(turn: int, door_open: bool = False, speech: bool = False) -> tuple:
    door = "an open" if door_open else "a closed"
    text = tw(
        "Pulling Room",
        "You have come into a pulling room. You begin to look around for anything useful.",
        f"There is {door} surian door leading south. There is an exit to the east. Don't "
        "worry, it is unblocked.",
        turn,
    )
    if speech:
        text = (
            "\n\n\nWelcome back to TextWorld! Somebody has to do this, and today it is you. "
            "First, make your way east. Then, pick up the coin from the floor of the sugar loft. "
            f"Easy, isn't it?{text}"
        )
    return (text, R("pulling room", "s e", closed="" if door_open else "s"))


def sugar_loft(turn: int) -> tuple:
    return (
        tw(
            "Sugar Loft",
            "You've just wandered into a sugar loft. It smells of burnt sugar, of course.",
            "You don't like doors? Why not try going west, that entranceway is unguarded.",
            turn,
            coin=True,
        ),
        R("sugar loft", "w", coin=True),
    )


def wrapping(turn: int) -> tuple:
    return (
        tw(
            "Wrapping Room",
            "You are in a wrapping room. An ordinary kind of place. You start to take note of "
            "what's in the room.",
            "There is an unguarded exit to the north. There is an unblocked exit to the west.",
            turn,
        ),
        R("wrapping room", "n w"),
    )


def tin_store(turn: int) -> tuple:
    return (
        tw(
            "Tin Store",
            "Here you are in the tin store. Not much to see.",
            "There is an exit to the south. Don't worry, it is unguarded.",
            turn,
        ),
        R("tin store", "s"),
    )


ITEMS = [
    item(
        boiling(1, speech=True),
        "go north",
        (
            reply("You have to open the surian door first.", "Boiling Room", 2),
            K("refused", "closed"),
        ),
        "open surian door",
        (reply("You open surian door.", "Boiling Room", 3), K("opened", "north")),
        "go north",
        pulling(4, door_open=True),
        "go east",
        sugar_loft(5),
        "take coin",
        (ending(6, "Sugar Loft"), K("took")),
        actions=[],
        notes="A whole game from its speech: the surian door refused, opened by its kind, "
        "walked through, the coin taken; '*** The End ***': the game has ended, no action. The "
        "facts keep the sugar loft: west visited, initial, all_visited.",
    ),
    item(
        wrapping(7),
        "go west",
        boiling(8),
        "go west",
        (
            reply("You have to unlock the kedondong door first.", "Boiling Room", 9),
            K("refused", "locked"),
        ),
        notes="In the middle of a game: the kedondong door west refused as locked; east "
        "visited and initial; the surian door north closed: open it.",
    ),
    item(
        tin_store(4),
        "go south",
        wrapping(5),
        "go west",
        boiling(6),
        notes="Begun in the tin store; two moves to the boiling room: east visited and "
        "initial, the surian door north closed (open it), the kedondong door west locked.",
    ),
    item(
        pulling(1, speech=True),
        "go south",
        (
            reply("You have to open the surian door first.", "Pulling Room", 2),
            K("refused", "closed"),
        ),
        "open surian door",
        (reply("You open surian door.", "Pulling Room", 3), K("opened", "south")),
        "go south",
        boiling(4, door_open=True),
        notes="A game begun in the pulling room (its speech sends the player east, but the "
        "person walks south): the door refused, opened by its kind, walked through. In the "
        "boiling room north is visited and initial; east unseen: go east.",
    ),
    item(
        boiling(3),
        "go east",
        wrapping(4),
        "go north",
        tin_store(5),
        "go south",
        wrapping(6),
        notes="A return to the wrapping room: north and west both visited (west initial): "
        "all_visited, go back west.",
    ),
    item(
        pulling(6),
        "go east",
        sugar_loft(7),
        notes="In the middle of a game: one move east into the sugar loft, where the coin "
        "lies: take it.",
    ),
    item(
        boiling(1, speech=True),
        "go up",
        (reply("You can't go that way.", "Boiling Room", 2), K("refused")),
        "go east",
        wrapping(3),
        notes="A refused `go up` (no fact, and left in the boiling room); in the wrapping "
        "room west is visited and initial, north unseen: go north.",
    ),
    item(
        wrapping(9),
        "go north",
        tin_store(10),
        notes="One move: the tin store's only exit south is the way back (visited, initial, "
        "all_visited).",
    ),
    item(
        (
            "\n\n\nTextWorld is ready, and so are you. Your first objective is to go west. Then, "
            "travel north. After that, pick up the coin from the floor of the attic. Simple as "
            "that!"
            + tw(
                "Curing Room",
                "You find yourself in a curing room. Hams hang from the ceiling, which is a bit "
                "unusual for TextWorld.",
                "There is a closed merpauh door leading west. There is an unblocked exit to "
                "the south.",
                1,
            ),
            R("curing room", "w s", closed="w"),
        ),
        notes="The speech puts the coin in the attic, not here: no coin. The merpauh door west "
        "is closed (open it); the exit south is open; either is right.",
    ),
    item(
        (
            tw(
                "Cold Store",
                "You've entered a cold store. Your breath hangs in the air.",
                "There is a locked punah door leading south. You need an unblocked exit? You "
                "should try going east.",
                12,
                coin=True,
            ),
            R("cold store", "s e", locked="s", coin=True),
        ),
        notes="TextWorld's coin line: take it. The punah door is locked (closed).",
    ),
    item(
        (
            tw(
                "Cloakroom",
                "You are in a cloakroom. Somebody has left an umbrella. Only one.",
                "There is a locked rengas door leading north.",
                8,
            ),
            R("cloakroom", "n", locked="n"),
        ),
        notes="The only way is a locked door (closed): no action a person can take from the text.",
    ),
    item(
        (
            tw(
                "Loading Dock",
                "Well, here we are on the loading dock. A normal kind of place.",
                "There is an unguarded exit to the west. There is an exit to the south. Don't "
                "worry, it is unblocked.",
                3,
            ),
            R("loading dock", "w s"),
        ),
        "go north",
        (reply("You can't go that way.", "Loading Dock", 4), K("refused")),
        notes="North is no exit; the refusal stands (refused(north)). West and south are "
        "open, either is right.",
    ),
    item(
        (
            tw(
                "Boot Hall",
                "You arrive in a boot hall. It is full of boots.",
                "There is a closed geronggang door leading north. There is a locked sesendok "
                "door leading west. There is an open terentang door leading east. There is an "
                "unguarded exit to the south.",
                5,
            ),
            R("boot hall", "n w e s", closed="n", locked="w"),
        ),
        notes="Four ways in three states: north closed (open it), west locked, east an open "
        "door and south unguarded (go there); any of open north, go east, go south.",
    ),
    item(
        (
            tw(
                "Glaze Room",
                "You are in a glaze room. A kiln ticks as it cools.",
                "There is a closed penaga door leading east. There is an exit to the north. "
                "Don't worry, it is unguarded.",
                2,
            ),
            R("glaze room", "e n", closed="e"),
        ),
        "go east",
        (reply("You have to open the penaga door first.", "Glaze Room", 3), K("refused", "closed")),
        "open penaga door",
        (reply("You open penaga door.", "Glaze Room", 4), K("opened", "east")),
        notes="Refused, then opened by its kind: the refusal is cleared; east and north are "
        "both open and unseen.",
    ),
    item(
        (
            tw(
                "Tack Room",
                "You are in a tack room. A normal one. Bridles, mostly.",
                "There is a locked mempening door leading north. You don't like doors? Why not "
                "try going east, that entranceway is unblocked.",
                6,
            ),
            R("tack room", "n e", locked="n"),
        ),
        "go north",
        (
            reply("You have to unlock the mempening door first.", "Tack Room", 7),
            K("refused", "locked"),
        ),
        "look",
        (
            tw(
                "Tack Room",
                "You are in a tack room. A normal one. Bridles, mostly.",
                "There is a locked mempening door leading north. You don't like doors? Why not "
                "try going east, that entranceway is unblocked.",
                8,
            ),
            R("tack room", "n e", locked="n"),
        ),
        notes="A look after the refusal shows the door still locked: the refusal stands. Go east.",
    ),
    item(
        (
            tw(
                "Larder",
                "You have come into a larder. It is cooler than the rest of the house.",
                "There is an open bitis door leading west.",
                9,
                coin=True,
            ),
            R("larder", "w", coin=True),
        ),
        notes="The coin is here (take it); the bitis door is open.",
    ),
    item(
        (
            "\n\n\nTextWorld is ready, and so are you. Your first objective is to go east. And "
            "then, travel east again. After that, pick up the coin from the floor of the "
            "bakehouse. Simple as that!"
            + tw(
                "Smithy",
                "You have come into a smithy. The forge is out.",
                "There is an unblocked exit to the east. There is an unguarded exit to the north.",
                1,
            ),
            R("smithy", "e n"),
        ),
        notes="A game's first text: the speech names the coin in the bakehouse; here two "
        "open exits, either is right.",
    ),
    item(
        (
            tw(
                "Drying Loft",
                "You've just wandered into a drying loft. Lines of washing, mostly socks.",
                "There is an exit to the south. Don't worry, it is unguarded.",
                14,
                coin=True,
            ),
            R("drying loft", "s", coin=True),
        ),
        "take coin",
        (ending(15, "Drying Loft"), K("took")),
        actions=[],
        notes="The coin taken and '*** The End ***': the game has ended, no action. The facts "
        "keep the drying loft: its exit south.",
    ),
    item(
        (
            tw(
                "Print Shop",
                "You arrive in a print shop. Everything is covered in ink, you included.",
                "There is a closed giam door leading north. There is an unguarded exit to the "
                "west.",
                4,
            ),
            R("print shop", "n w", closed="n"),
        ),
        "open north",
        (reply("You open giam door.", "Print Shop", 5), K("opened")),
        notes="The giam door opened by direction: north and west both open and unseen.",
    ),
    item(
        (
            tw(
                "Sweet Shop",
                "You've entered a sweet shop. Jars on every shelf.",
                "There is a locked keranji door leading west. There is an exit to the north. "
                "Don't worry, it is unblocked.",
                1,
            ),
            R("sweet shop", "w n", locked="w"),
        ),
        "go west",
        (
            reply("You have to unlock the keranji door first.", "Sweet Shop", 2),
            K("refused", "locked"),
        ),
        "go north",
        (
            tw(
                "Stock Room",
                "You are in a stock room. Boxes of humbugs.",
                "There is an exit to the south. Don't worry, it is unblocked. There is a "
                "closed jongkong door leading east.",
                3,
            ),
            R("stock room", "s e", closed="e"),
        ),
        notes="The locked keranji door refused in the sweet shop and left behind; in the stock "
        "room south is visited and initial, the jongkong door east closed: open it.",
    ),
]
