"""textworld, fifty-second round (emphasis: the game's replies and the history): the coin
collector's manner as its client prints it (leading blank lines, the quest's speech on a game's
first text with the banner's art left out, the header "-= Name =-", a filler sentence, the exit and
door sentences, the coin line, the prompt and the status line that names the room again and counts
the turns; none is engine output), every reply a text that names no room but in the status line:
eight walks (2-3 turns) on a house of the engine's own room names (a Canteen with "There is a closed
basalt door leading north.", "There is a locked obsidian door leading west." and an unguarded exit
east; a Scullery; a Cubicle; a Cellar with the coin), each walk a game of its own: "You have to open
the basalt door first.", "You open basalt door.", "You close basalt door.", "You have to unlock the
obsidian door first.", "You can't go that way." toward no exit and after `go up` (no fact), a look
after an open, "You are carrying nothing.", the ending after the coin, walks begun at a game's start
(the speech naming the cellar) and in the middle of games; single rooms and short histories, each a
game of its own, whose facts hang on the reply: a speech that puts the coin in another room, `goal`
answered by the quest again (naming another room), "It seems to be locked." after an open of a
locked durian door, `take coin` answered "You can't see any such thing.", four ways in four states
(penarahan, sal, onyx, unguarded), a penarahan door opened by its kind and walked through, an
examine of the coin, a refusal kept by a look, two refusals in a row, a game's start beside the
coin, an onyx door closed again, an open sal door walked through. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GAP = " " * 128


def status(name: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{_GAP}-= {name} =-0/{n}"


def room(name, body, exits, n, reading, speech="", coin=False):
    """A room's text as the client shows it: a game's first text (with the speech) or a later
    one (a move's or a look's)."""
    tail = "There is a coin on the floor.\n\n\n" if coin else ("" if speech else "\n\n")
    head = f"\n\n\n\n{speech}\n\n" if speech else "\n\n"
    return (f"{head}-= {name} =-\n{body}\n\n\n\n{exits}\n\n{tail}{status(name, n)}", reading)


def reply(line: str, name: str, n: int, reading) -> tuple:
    return (f"\n{line}\n\n\n{status(name, n)}", reading)


def the_end(name: str, n: int) -> tuple:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in {n + 1} "
        "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
        f"command?\n{status(name, n, end=True)}",
        K("took"),
    )


# ---- the house: CANTEEN n SCULLERY (a closed basalt door), e CUBICLE (unguarded), w a locked
# obsidian door; CUBICLE s CELLAR (the coin).

SPEECH_1 = (
    "Welcome to TextWorld! Here is your task for today. First off, if it's not too much "
    "trouble, I need you to go east. Then, take a trip south. After that, retrieve the coin "
    "from the floor of the cellar. Got that? Good!"
)
SPEECH_2 = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First, try to head east. Next, make an effort to go south. And then, pick up the "
    "coin from the floor of the cellar. That's it!"
)
SPEECH_3 = (
    "I hope you're ready to go into rooms and interact with objects, because you've just "
    "entered TextWorld! First of all, venture east. Then, head south. And then, take the coin "
    "from the floor of the cellar. Alright, thanks!"
)


def canteen(n: int, door: str = "closed", speech: str = "", filler: int = 0) -> tuple:
    body = (
        "You've entered a canteen.",
        "I am required to announce that you are now in the canteen. You begin looking for stuff.",
        "You find yourself in a canteen. A typical kind of place.",
    )[filler]
    return room(
        "Canteen",
        body,
        f"There is {'a closed' if door == 'closed' else 'an open'} basalt door leading north. "
        "There is a locked obsidian door leading west. You need an unguarded exit? You should "
        "try going east.",
        n,
        R("canteen", "n e w", closed="n" if door == "closed" else "", locked="w"),
        speech=speech,
    )


def scullery(n: int, speech: str = "") -> tuple:
    return room(
        "Scullery",
        "You arrive in a scullery. An ordinary one. The room is well lit.",
        "There is an open basalt door leading south.",
        n,
        R("scullery", "s"),
        speech=speech,
    )


def cubicle(n: int, speech: str = "") -> tuple:
    return room(
        "Cubicle",
        "You are in a cubicle. A standard kind of place.",
        "There is an unblocked exit to the south. You don't like doors? Why not try going "
        "west, that entranceway is unguarded.",
        n,
        R("cubicle", "s w"),
        speech=speech,
    )


def cellar(n: int, speech: str = "") -> tuple:
    return room(
        "Cellar",
        "Look around you. Take it all in. It's not every day someone gets to be in a cellar.",
        "There is an exit to the north. Don't worry, it is unguarded.",
        n,
        R("cellar", "n", coin=True),
        speech=speech,
        coin=True,
    )


ITEMS = [
    item(
        canteen(1, speech=SPEECH_1),
        "go north",
        reply("You have to open the basalt door first.", "Canteen", 2, K("refused", "closed")),
        "open basalt door",
        reply("You open basalt door.", "Canteen", 3, K("opened", "n")),
        "go north",
        scullery(4),
        notes="a game's start: the basalt door refused (closed), opened by its kind and walked "
        "through; in the scullery south visited (initial, all visited): go back south",
    ),
    item(
        canteen(1, speech=SPEECH_2),
        "go west",
        reply("You have to unlock the obsidian door first.", "Canteen", 2, K("refused", "locked")),
        "go south",
        reply("You can't go that way.", "Canteen", 3, K("refused")),
        notes="the locked obsidian door refused (refused(west)) and a move south toward no exit "
        "refused (refused(south)); the basalt door north closed, the way east unguarded: open "
        "north or go east",
    ),
    item(
        canteen(1, speech=SPEECH_3),
        "go east",
        cubicle(2),
        "go south",
        cellar(3),
        "take coin",
        the_end("Cellar", 3),
        actions=[],
        notes="the coin taken and the game over ('*** The End ***'): no action; the facts "
        "keep the cellar (north visited, initial, all visited; the coin gone)",
    ),
    item(
        cubicle(6),
        "go west",
        canteen(7, filler=1),
        "go up",
        reply("You can't go that way.", "Canteen", 8, K("refused")),
        notes="in the middle of a game: a refused `go up` is no fact; east visited (initial); "
        "the basalt door closed, the obsidian door locked: open north",
    ),
    item(
        canteen(3, filler=2),
        "go north",
        reply("You have to open the basalt door first.", "Canteen", 4, K("refused", "closed")),
        "open basalt door",
        reply("You open basalt door.", "Canteen", 5, K("opened", "n")),
        "look",
        canteen(6, door="open", filler=2),
        notes="the basalt door refused, opened, and the look shows it open: the refusal "
        "cleared; north and east: go north or go east",
    ),
    item(
        scullery(5),
        "go south",
        canteen(6, door="open", filler=1),
        "close basalt door",
        (
            f"\nYou close basalt door.\n\n\n{status('Canteen', 7)}",
            R("canteen", "n e w", closed="n", locked="w"),
        ),
        notes="the basalt door shut again behind the player ('You close basalt door.', the "
        "canteen named by the status line and known from the walk): closed(north); north "
        "visited (initial); east unvisited: go east",
    ),
    item(
        cubicle(9),
        "go south",
        cellar(10),
        "go west",
        reply("You can't go that way.", "Cellar", 11, K("refused")),
        notes="a move west of the cellar refused (no exit: refused(west)); the coin still on "
        "the floor: take coin",
    ),
    item(
        canteen(1, speech=SPEECH_1.replace("Got that? Good!", "Okay, thanks!")),
        "go east",
        cubicle(2),
        "go west",
        canteen(3),
        "inventory",
        reply("You are carrying nothing.", "Canteen", 4, K("none")),
        notes="back in the canteen, an inventory keeps the room; east visited; the first room "
        "(no initial): open north",
    ),
    # ---- single rooms and short histories, each a game of its own
    item(
        room(
            "Bedchamber",
            "You've just sauntered into a bedchamber. You begin to take stock of what's here.",
            "There is an unguarded exit to the east. There is a closed durian door leading south.",
            1,
            R("bedchamber", "e s", closed="s"),
            speech="Welcome to TextWorld! First, make an effort to go east. Then, take a trip "
            "north. And then, retrieve the coin from the floor of the attic. That's it!",
        ),
        notes="the speech names the attic as the coin's room: no coin here; east unguarded, "
        "the durian door south closed: go east or open south",
    ),
    item(
        room(
            "Salon",
            "You are in a salon. An ordinary kind of place.",
            "There is a locked durian door leading north. There is an unblocked exit to the west.",
            4,
            R("salon", "n w", locked="n"),
        ),
        "goal",
        reply(
            "First thing I need you to do is to try to venture west. Next, head north. And "
            "then, take the coin from the floor of the restroom.",
            "Salon",
            5,
            K("none"),
        ),
        notes="`goal` answered by the quest again, which names the restroom (not this room, "
        "no coin here): the salon kept; the durian door locked, west unblocked: go west",
    ),
    item(
        room(
            "Lounge",
            "You find yourself in a lounge. A normal kind of place.",
            "There is a locked durian door leading east. You need an unblocked exit? You "
            "should try going south.",
            3,
            R("lounge", "e s", locked="e"),
        ),
        "open durian door",
        reply("It seems to be locked.", "Lounge", 4, K("none")),
        notes="an open of the locked durian door fails: still locked (closed(east), no open); "
        "south unblocked: go south",
    ),
    item(
        room(
            "Garage",
            "You are in a garage. You decide to start listing off everything you see in the "
            "room, as if you were in a text adventure.",
            "There is an exit to the north. Don't worry, it is unblocked. There is a closed "
            "penarahan door leading west.",
            2,
            R("garage", "n w", closed="w"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Garage", 3, K("none")),
        notes="`take coin` answered 'You can't see any such thing.': no coin; north open, the "
        "penarahan door west closed: go north or open west",
    ),
    item(
        room(
            "Basement",
            "You've entered a basement. Let's see what's in here.",
            "There is a closed penarahan door leading north. There is an open sal door leading "
            "east. There is a locked onyx door leading south. There is an unguarded exit to "
            "the west.",
            5,
            R("basement", "n e s w", closed="n", locked="s"),
        ),
        notes="four ways in four states: the penarahan door closed, the sal door open, the onyx "
        "door locked, west unguarded: open north, go east or go west",
    ),
    item(
        room(
            "Attic",
            "Well, here we are in the attic.",
            "There is a closed penarahan door leading east. There is an unblocked exit to the "
            "south.",
            1,
            R("attic", "e s", closed="e"),
            speech="It's time to explore the amazing world of TextWorld! Your first objective "
            "is to open the penarahan door. Then, go east. And then, retrieve the coin from the "
            "floor of the vault. Alright, thanks!",
        ),
        "go east",
        reply("You have to open the penarahan door first.", "Attic", 2, K("refused", "closed")),
        "open penarahan door",
        reply("You open penarahan door.", "Attic", 3, K("opened", "e")),
        "go east",
        room(
            "Restroom",
            "You arrive in a restroom. A typical one.",
            "There is an open penarahan door leading west. There is an unguarded exit to the "
            "north.",
            4,
            R("restroom", "w n"),
        ),
        notes="the penarahan door refused, opened by its kind and walked through; in the "
        "restroom west visited (initial), north unvisited: go north",
    ),
    item(
        room(
            "Closet",
            "You are in a closet. A standard one.",
            "There is an unblocked exit to the west.",
            6,
            R("closet", "w", coin=True),
            coin=True,
        ),
        "examine coin",
        reply("The coin is dirty.", "Closet", 7, K("none")),
        notes="an examine keeps the room and the coin on the floor: take coin",
    ),
    item(
        room(
            "Pantry",
            "I am sorry to announce that you are now in the pantry.",
            "There is an unguarded exit to the north. There is a closed sal door leading south.",
            3,
            R("pantry", "n s", closed="s"),
        ),
        "go west",
        reply("You can't go that way.", "Pantry", 4, K("refused")),
        "look",
        room(
            "Pantry",
            "I am sorry to announce that you are now in the pantry.",
            "There is an unguarded exit to the north. There is a closed sal door leading south.",
            5,
            R("pantry", "n s", closed="s"),
        ),
        notes="a move west refused, and the look shows no way west: refused(west) stands; "
        "north unguarded, the sal door south closed: go north or open south",
    ),
    item(
        room(
            "Sauna",
            "You are in a sauna. A normal one.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            8,
            R("sauna", "w"),
        ),
        "go north",
        reply("You can't go that way.", "Sauna", 9, K("refused")),
        "go east",
        reply("You can't go that way.", "Sauna", 10, K("refused")),
        notes="two moves toward no exit refused in a row (refused(north), refused(east)); "
        "west unguarded: go west",
    ),
    item(
        room(
            "Workshop",
            "You arrive in a workshop. A typical kind of place.",
            "There is a locked onyx door leading north. There is an unblocked exit to the east.",
            1,
            R("workshop", "n e", locked="n", coin=True),
            speech="Get ready to pick stuff up and put it in places, because you've just "
            "entered TextWorld! Here is your task for today. Retrieve the coin from the floor "
            "of the workshop. Alright, thanks!",
            coin=True,
        ),
        notes="a game's start beside the coin (the speech names this room): take coin",
    ),
    item(
        room(
            "Vault",
            "You are in a vault. The room is well lit.",
            "There is an open onyx door leading south. There is an unguarded exit to the east.",
            2,
            R("vault", "s e"),
        ),
        "close onyx door",
        (
            f"\nYou close onyx door.\n\n\n{status('Vault', 3)}",
            R("vault", "s e", closed="s"),
        ),
        notes="the onyx door shut by the player ('You close onyx door.', the vault named by the "
        "status line): closed(south); east unguarded: open south or go east",
    ),
    item(
        room(
            "Chamber",
            "You find yourself in a chamber. An ordinary kind of place.",
            "There is an open sal door leading north. You don't like doors? Why not try going "
            "west, that entranceway is unguarded.",
            4,
            R("chamber", "n w"),
        ),
        "go north",
        room(
            "Kitchenette",
            "You've entered a kitchenette. You can barely contain your excitement.",
            "There is an open sal door leading south. There is an unguarded exit to the east.",
            5,
            R("kitchenette", "s e"),
        ),
        notes="an open sal door walked through: south visited (initial), east unvisited: go east",
    ),
]
