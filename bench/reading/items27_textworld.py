"""textworld, twenty-seventh round: the coin collector's manner as its client prints it (the
quest's speech before the first room, the header, filler sentences, exit and door sentences, the
coin line, the prompt and the status line counting the moves), none of it engine output. Ten
walks on one map of a woollen mill's back rooms: a scouring shed with a closed butternut door
north to a mending loft (the coin, and a locked tamarack door east) and an open way east to a
wool store, whose way south leads to a baling room: a refused `go up`, "You have to open the
butternut door first.", "You open butternut door.", "You have to unlock the tamarack door
first.", "You can't go that way." for a way never given, "You are carrying nothing.", loops
back to the scouring shed and the wool store, the ending after the coin. Ten single rooms
(teasel room, fulling room after a speech that puts the coin in the burling room, bobbin loft
with only a locked door, fleece store with four exits, skein room with a refused `go up`, shuttle
store with two closed doors, burling room, lanolin store refused at a closed door, gig mill with
an inventory, pattern loft) with lacewood, merbau, ironbark, pecan, sumac, hackberry, bloodwood,
jatoba and kempas doors. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, moves: int) -> str:
    return f">{PAD}-= {room} =-0/{moves}"


def room(name: str, body: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the client prints it after a move or a look."""
    coin_line = "There is a coin on the floor.\n\n\n" if coin else "\n\n"
    return f"\n\n-= {name} =-\n{body}\n\n\n\n{exits}\n\n{coin_line}{status(name, moves)}"


def reply(line: str, name: str, moves: int) -> str:
    """A reply that keeps the room."""
    return f"\n{line}\n\n\n{status(name, moves)}"


SPEECH = (
    "Welcome to another fun-filled TextWorld quest! Here is what I need you to do. First, "
    "make an effort to open the butternut door. Then, go north. And once you've done that, "
    "pick up the coin from the floor of the mending loft. That's all there is to it!"
)


# ---- the map: Scouring Shed n Mending Loft (butternut door, closed at first; the coin;
# east a locked tamarack door), e Wool Store; Wool Store s Baling Room ----
def scouring_shed(moves: int, door_open: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    text = room(
        "Scouring Shed",
        "You arrive in a scouring shed. A normal kind of place.",
        f"There is {state} butternut door leading north. You need an unguarded exit? You "
        "should try going east.",
        moves,
    )
    if moves == 1:
        text = SPEECH + text
    return (text, R("scouring shed", "n e", closed="" if door_open else "n"))


def wool_store(moves: int) -> tuple:
    return (
        room(
            "Wool Store",
            "You've entered a wool store. You start to take note of what's in the room.",
            "There is an exit to the south. Don't worry, it is unblocked. You don't like "
            "doors? Why not try going west, that entranceway is unguarded.",
            moves,
        ),
        R("wool store", "s w"),
    )


def baling_room(moves: int) -> tuple:
    return (
        room(
            "Baling Room",
            "You are in a baling room. An ordinary kind of place.",
            "There is an unblocked exit to the north.",
            moves,
        ),
        R("baling room", "n"),
    )


def mending_loft(moves: int, coin: bool = True) -> tuple:
    return (
        room(
            "Mending Loft",
            "Well, here we are in the mending loft.",
            "There is an open butternut door leading south. There is a locked tamarack door "
            "leading east.",
            moves,
            coin=coin,
        ),
        R("mending loft", "s e", locked="e", coin=coin),
    )


def ending(moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {moves + 1} turns.\n\n\nWould you like to "
        "RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f"{status('Mending Loft', moves)}"
    )


def single(name: str, body: str, exits: str, moves: int = 1, coin: bool = False) -> str:
    """A single room's first screen (no speech)."""
    return room(name, body, exits, moves, coin).lstrip("\n")


ITEMS = [
    # ---- walks on the mill's map ----
    item(
        scouring_shed(1),
        "go up",
        (reply("You can't go that way.", "Scouring Shed", 2), K("refused")),
        notes="a refused `go up` (outside the vocabulary: no fact) in the first room: open the "
        "closed butternut door north or go east",
    ),
    item(
        scouring_shed(1),
        "go east",
        wool_store(2),
        "go west",
        scouring_shed(3),
        notes="to the wool store and back: east is visited; the butternut door north still "
        "closed: open north",
    ),
    item(
        scouring_shed(1),
        "go north",
        (
            reply("You have to open the butternut door first.", "Scouring Shed", 2),
            K("refused", "closed"),
        ),
        notes="the move north refused at the closed butternut door (refused, closed): open it, "
        "or go east",
    ),
    item(
        scouring_shed(1),
        "open butternut door",
        (reply("You open butternut door.", "Scouring Shed", 2), K("opened", "n")),
        "go north",
        mending_loft(3),
        "take coin",
        (ending(3), K("took")),
        actions=[],
        notes="the door opened by its kind, the loft entered, the coin taken: the game has "
        "ended (*** The End ***), no action; the facts keep the loft, the coin gone",
    ),
    item(
        scouring_shed(1),
        "go east",
        wool_store(2),
        "go south",
        baling_room(3),
        "go west",
        (reply("You can't go that way.", "Baling Room", 4), K("refused")),
        notes="a refusal of a way never given in the baling room: refused(west); its only exit "
        "north leads back (visited, initial, all visited): go north",
    ),
    item(
        scouring_shed(1),
        "go east",
        wool_store(2),
        "go south",
        baling_room(3),
        "go north",
        wool_store(4),
        notes="back in the wool store from the baling room: both its ways are visited; the way "
        "it was first entered, west: go west",
    ),
    item(
        scouring_shed(1),
        "open butternut door",
        (reply("You open butternut door.", "Scouring Shed", 2), K("opened", "n")),
        "go north",
        mending_loft(3),
        "go east",
        (
            reply("You have to unlock the tamarack door first.", "Mending Loft", 4),
            K("refused", "locked"),
        ),
        notes="the locked tamarack door refuses the move east (refused, closed); the coin is "
        "still on the floor: take it",
    ),
    item(
        scouring_shed(1),
        "inventory",
        (reply("You are carrying nothing.", "Scouring Shed", 2), K("none")),
        notes="an inventory keeps the room: open the butternut door north or go east",
    ),
    item(
        scouring_shed(1),
        "open butternut door",
        (reply("You open butternut door.", "Scouring Shed", 2), K("opened", "n")),
        "go east",
        wool_store(3),
        "go west",
        scouring_shed(4, door_open=True),
        notes="the butternut door opened, then a look at the wool store and back: east is "
        "visited, the door north now open and not yet walked through: go north",
    ),
    item(
        scouring_shed(1),
        "go east",
        wool_store(2),
        "go south",
        baling_room(3),
        "go north",
        wool_store(4),
        "go west",
        scouring_shed(5),
        "go north",
        (
            reply("You have to open the butternut door first.", "Scouring Shed", 6),
            K("refused", "closed"),
        ),
        "open butternut door",
        (reply("You open butternut door.", "Scouring Shed", 7), K("opened", "n")),
        "go north",
        mending_loft(8),
        notes="an eight-turn walk: the wool store and the baling room, back, a refusal at the "
        "butternut door cleared by opening it, into the loft: the coin is here: take it",
    ),
    # ---- single rooms ----
    item(
        single(
            "Teasel Room",
            "You arrive in a teasel room. A typical kind of place. You begin looking for stuff.",
            "There is a closed lacewood door leading west. There is an exit to the south. "
            "Don't worry, it is unguarded.",
            coin=True,
        ),
        R("teasel room", "w s", closed="w", coin=True),
        notes="a closed lacewood door west, an exit south; 'There is a coin on the floor.': "
        "take it",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today. Your mission is simple: take a "
        "trip east, then retrieve the coin from the floor of the burling room. Good luck!"
        + room(
            "Fulling Room",
            "You find yourself in a fulling room. An ordinary one.",
            "There is an open merbau door leading north. You need an unblocked exit? You should "
            "try going east.",
            1,
        ),
        R("fulling room", "n e"),
        notes="the quest's speech puts the coin in the burling room, not here: no coin; an open "
        "merbau door north, an exit east: the first room, either",
    ),
    item(
        single(
            "Bobbin Loft",
            "You are in a bobbin loft. You try to gain information on your surroundings by "
            "using a technique you call 'looking.'",
            "There is a locked ironbark door leading south.",
        ),
        R("bobbin loft", "s", locked="s"),
        notes="the only way is a locked ironbark door: nothing sensible to do (no action)",
    ),
    item(
        single(
            "Fleece Store",
            "Well, here we are in the fleece store.",
            "There is an unguarded exit to the east. There is an unblocked exit to the north. "
            "You need an unguarded exit? You should try going south. There is an exit to the "
            "west. Don't worry, it is unblocked.",
            coin=True,
        ),
        R("fleece store", "e n s w", coin=True),
        notes="four exits; a coin on the floor: take it",
    ),
    item(
        (
            single(
                "Skein Room",
                "You've entered a skein room. The room is well lit.",
                "You don't like doors? Why not try going north, that entranceway is unblocked.",
            ),
            R("skein room", "n"),
        ),
        "go up",
        (reply("You can't go that way.", "Skein Room", 2), K("refused")),
        notes="a refused `go up` (no fact); the only exit north: go north",
    ),
    item(
        single(
            "Shuttle Store",
            "You arrive in a shuttle store. An ordinary kind of place.",
            "There is a closed pecan door leading north. There is a closed sumac door leading "
            "east.",
        ),
        R("shuttle store", "n e", closed="n e"),
        notes="two closed doors: open either",
    ),
    item(
        "Welcome to TextWorld! Make an effort to pick up the coin from the floor of the burling "
        "room. That's it!"
        + room(
            "Burling Room",
            "You are in a burling room. A standard kind of place.",
            "There is an unguarded exit to the west.",
            1,
            coin=True,
        ),
        R("burling room", "w", coin=True),
        notes="the speech names this room, and the coin is on its floor: take it",
    ),
    item(
        (
            single(
                "Lanolin Store",
                "You've entered a lanolin store. You can barely contain your excitement.",
                "There is a closed hackberry door leading west. There is an exit to the south. "
                "Don't worry, it is unblocked.",
            ),
            R("lanolin store", "w s", closed="w"),
        ),
        "go west",
        (
            reply("You have to open the hackberry door first.", "Lanolin Store", 2),
            K("refused", "closed"),
        ),
        notes="refused at the closed hackberry door (refused, closed): open west, or go south",
    ),
    item(
        (
            single(
                "Gig Mill",
                "You are in a gig mill. You begin to take stock of what's here.",
                "There is an open bloodwood door leading east.",
                coin=True,
            ),
            R("gig mill", "e", coin=True),
        ),
        "inventory",
        (reply("You are carrying nothing.", "Gig Mill", 2), K("none")),
        notes="an inventory keeps the room, and the coin still lies on its floor: take it",
    ),
    item(
        single(
            "Pattern Loft",
            "You find yourself in a pattern loft. A normal one.",
            "There is an open kempas door leading east. There is a locked jatoba door leading "
            "north. You need an unguarded exit? You should try going west.",
        ),
        R("pattern loft", "e n w", locked="n"),
        notes="an open kempas door east, a locked jatoba door north, an exit west: go east or west",
    ),
]
