"""textworld, fiftieth round (emphasis: how rooms are named and how ways are listed): the coin
collector's manner as its client prints it (leading blank lines, the quest's speech on a game's
first text with the banner's art left out, the header "-= Name =-", a filler sentence that names the
room again, the exit and door sentences, the coin line, the prompt and the status line that names
the room a third time and counts the turns; none is engine output): eight walks (2-4 turns) on a
match factory (a Dipping Room with "There is a closed angsana door leading north.", an unguarded
exit east and "There is a locked belian door leading west."; a Drying Room; a Boxing Room; a Label
Room with the coin), each walk a game of its own: "You have to open the angsana door first.", "You
open angsana door.", "You have to unlock the belian door first.", "You can't go that way." toward no
exit and a refused `go up` (no fact), returns to the dipping room and the boxing room, the ending
after the coin, walks begun at a game's start (with its speech, which names the room the coin is in)
and in the middle of games; single rooms and short histories, each a game of its own, whose rooms
are named by the engine's own words (a Dish-Pit, a Laundry Place, a Cookery) or by the speech only
(a distractor): a speech that puts the coin in the scullery while the player stands in the pantry (a
closed bedaru door), `take coin` answered "You can't see any such thing.", four ways in four states
(melunak, rasak, machang, unguarded), a ketapang door opened by its kind and walked through, a
lumber room whose only way is a locked langsat door (no action), an ending in a dish-pit, two
refusals toward no exit in a row, a game's start beside the coin and a locked cempedak door, a
locked petaling door refused and left, an open jambu door walked through, a dara door opened (the
reply named only by the status line), a look that keeps a refusal. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GAP = " " * 128


def status(name: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{_GAP}-= {name} =-0/{n}"


def room(name: str, body: str, exits: str, n: int, reading: R, speech: str = "", coin=False):
    """A room's text as the client shows it: a game's first text (with the speech) or a later
    one (a move's or a look's)."""
    tail = "There is a coin on the floor.\n\n\n" if coin else ("" if speech else "\n\n")
    head = f"\n\n\n\n{speech}\n\n" if speech else "\n\n"
    return (f"{head}-= {name} =-\n{body}\n\n\n\n{exits}\n\n{tail}{status(name, n)}", reading)


def reply(line: str, name: str, n: int, reading: K) -> tuple:
    return (f"\n{line}\n\n\n{status(name, n)}", reading)


def the_end(name: str, n: int) -> tuple:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in {n + 1} "
        "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
        f"command?\n{status(name, n, end=True)}",
        K("took"),
    )


# ---- the match factory: DIPPING ROOM n DRYING ROOM (a closed angsana door), e BOXING ROOM
# (unguarded), w a locked belian door; BOXING ROOM s LABEL ROOM (the coin).

SPEECH_DIPPING = (
    "Welcome to TextWorld! First, try to venture east. Then, make an effort to go south. And "
    "then, retrieve the coin from the floor of the label room. Got that? Good!"
)
SPEECH_DIPPING_2 = (
    "Get ready to pick stuff up and put it in places, because you've just entered TextWorld! "
    "Your first objective is to head east. After that, attempt to go to the south. Then, pick "
    "up the coin from the floor of the label room. And if you do that, you're the winner!"
)
SPEECH_DIPPING_3 = (
    "It's time to explore the amazing world of TextWorld! First thing I need you to do is to "
    "move east. Next, take a trip south. With that done, take the coin from the floor of the "
    "label room. That's it!"
)
SPEECH_DRYING = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First off, open the angsana door. Then, make an effort to move south. And then, "
    "head east. After that, try to go south. Okay, and then, retrieve the coin from the floor "
    "of the label room. Got that? Good!"
)
SPEECH_BOXING = (
    "Welcome to TextWorld! Your first objective is to go south. After that, pick up the coin "
    "from the floor of the label room. Then you're done!"
)


def dipping(n: int, door: str = "closed", speech: str = "") -> tuple:
    door_line = (
        "There is a closed angsana door leading north."
        if door == "closed"
        else "There is an open angsana door leading north."
    )
    return room(
        "Dipping Room",
        "You find yourself in a dipping room. An ordinary one. The room is well lit.",
        f"{door_line} There is an unguarded exit to the east. There is a locked belian door "
        "leading west.",
        n,
        R("dipping room", "n e w", closed="n" if door == "closed" else "", locked="w"),
        speech=speech,
    )


def drying(n: int, door: str = "open", speech: str = "") -> tuple:
    door_line = (
        "There is a closed angsana door leading south."
        if door == "closed"
        else "There is an open angsana door leading south."
    )
    return room(
        "Drying Room",
        "Well, here we are in the drying room. You start to take note of what's in the room.",
        door_line,
        n,
        R("drying room", "s", closed="s" if door == "closed" else ""),
        speech=speech,
    )


def boxing(n: int, speech: str = "") -> tuple:
    return room(
        "Boxing Room",
        "You arrive in a boxing room. A normal kind of place.",
        "You don't like doors? Why not try going south, that entranceway is unguarded. There is "
        "an exit to the west. Don't worry, it is unblocked.",
        n,
        R("boxing room", "s w"),
        speech=speech,
    )


def label(n: int) -> tuple:
    return room(
        "Label Room",
        "You've entered a label room. You begin looking for stuff.",
        "There is an exit to the north. Don't worry, it is unguarded.",
        n,
        R("label room", "n", coin=True),
        coin=True,
    )


ITEMS = [
    item(
        dipping(1, speech=SPEECH_DIPPING),
        "go north",
        reply(
            "You have to open the angsana door first.", "Dipping Room", 2, K("refused", "closed")
        ),
        "open angsana door",
        reply("You open angsana door.", "Dipping Room", 3, K("opened", "north")),
        "go north",
        drying(4),
        notes="match factory walk, a game's start (the speech names the label room, not this "
        "one): the angsana door north refused as closed, opened by its kind and walked through; "
        "the drying room's only way south visited (initial)",
    ),
    item(
        dipping(1, speech=SPEECH_DIPPING_2),
        "go east",
        boxing(2),
        "go south",
        label(3),
        "take coin",
        the_end("Label Room", 3),
        actions=[],
        notes="match factory walk, a game's start: the coin taken in the label room and the game "
        "over ('*** The End ***': no action); the status line still names the label room; north "
        "visited (initial)",
    ),
    item(
        boxing(7),
        "go up",
        reply("You can't go that way.", "Boxing Room", 8, K("refused")),
        "go west",
        dipping(9),
        "go west",
        reply(
            "You have to unlock the belian door first.", "Dipping Room", 10, K("refused", "locked")
        ),
        notes="match factory walk in the middle of a game: a refused `go up` (no fact) left in "
        "the boxing room; the belian door west refused as locked; east visited (initial), the "
        "angsana door north closed (open it)",
    ),
    item(
        dipping(1, speech=SPEECH_DIPPING_3),
        "go east",
        boxing(2),
        "go north",
        reply("You can't go that way.", "Boxing Room", 3, K("refused")),
        "go west",
        dipping(4),
        notes="match factory walk, a game's start: a refusal north in the boxing room left "
        "behind; back in the dipping room (the first room, no initial) east visited, the "
        "angsana door north closed (open it), west locked",
    ),
    item(
        drying(1, door="closed", speech=SPEECH_DRYING),
        "open angsana door",
        reply("You open angsana door.", "Drying Room", 2, K("opened", "south")),
        "go south",
        dipping(3, door="open"),
        "go east",
        boxing(4),
        notes="match factory walk, a game's start in the drying room: the angsana door opened "
        "by its kind; in the boxing room west visited (initial), south unvisited: go south",
    ),
    item(
        boxing(1, speech=SPEECH_BOXING),
        "go south",
        label(2),
        "go east",
        reply("You can't go that way.", "Label Room", 3, K("refused")),
        notes="match factory walk, a game's start: in the label room a move east refused (no "
        "exit: refused(east)); the coin is on the floor: take it",
    ),
    item(
        dipping(11),
        "go north",
        reply(
            "You have to open the angsana door first.", "Dipping Room", 12, K("refused", "closed")
        ),
        "open angsana door",
        reply("You open angsana door.", "Dipping Room", 13, K("opened", "north")),
        "go north",
        drying(14),
        "go south",
        dipping(15, door="open"),
        notes="match factory walk in the middle of a game: the refusal north cleared by the open "
        "that worked; back in the dipping room (the walk's first room, no initial) north "
        "visited, east not yet: go east",
    ),
    item(
        boxing(4),
        "go west",
        dipping(5),
        "go south",
        reply("You can't go that way.", "Dipping Room", 6, K("refused")),
        "go east",
        boxing(7),
        notes="match factory walk in the middle of a game: a refusal south in the dipping room "
        "left behind; back in the boxing room (the first room, no initial) west visited, south "
        "not yet: go south",
    ),
    # ---- single rooms and short histories, each a game of its own
    item(
        room(
            "Pantry",
            "You are in a pantry. A standard one.",
            "There is a closed bedaru door leading east. There is an unguarded exit to the north.",
            1,
            R("pantry", "e n", closed="e"),
            speech="Hey, thanks for coming over to the TextWorld today, there is something I "
            "need you to do for me. First off, try to go north. And then, retrieve the coin from "
            "the floor of the scullery. Got that? Good!",
        ),
        notes="a game's start: the speech puts the coin in the scullery; the room is the pantry "
        "(the header, the filler and the status line): no coin here; the bedaru door east "
        "closed (open it), north open",
    ),
    item(
        room(
            "Laundry Place",
            "You arrive in a laundry place. An ordinary kind of place.",
            "You need an unblocked exit? You should try going east. You don't like doors? Why not "
            "try going south, that entranceway is unguarded.",
            6,
            R("laundry place", "e s"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Laundry Place", 7, K("none")),
        notes="TextWorld's own room name 'Laundry Place'; `take coin` answered 'You can't see "
        "any such thing.': no coin; east and south open",
    ),
    item(
        room(
            "Canteen",
            "I am required to announce that you are now in the canteen.",
            "There is a closed melunak door leading north. There is an open rasak door leading "
            "south. There is a locked machang door leading east. There is an unguarded exit to "
            "the west.",
            9,
            R("canteen", "n s e w", closed="n", locked="e"),
        ),
        notes="four ways in four states: the melunak door north closed (open it), the rasak door "
        "south open, the machang door east locked, west unguarded",
    ),
    item(
        room(
            "Studio",
            "You've entered a studio.",
            "There is a closed ketapang door leading west. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            3,
            R("studio", "w s", closed="w"),
        ),
        "open ketapang door",
        reply("You open ketapang door.", "Studio", 4, K("opened", "west")),
        "go west",
        room(
            "Workshop",
            "You find yourself in a workshop. A typical one.",
            "There is an open ketapang door leading east. You need an unguarded exit? You should "
            "try going north.",
            5,
            R("workshop", "e n"),
        ),
        notes="the ketapang door opened by its kind and walked through; in the workshop east "
        "visited (initial), north unvisited: go north",
    ),
    item(
        room(
            "Vault",
            "You are in a vault. You begin to take stock of what's here.",
            "There is a locked langsat door leading south.",
            12,
            R("vault", "s", locked="s"),
        ),
        "go south",
        reply("You have to unlock the langsat door first.", "Vault", 13, K("refused", "locked")),
        notes="a vault whose only way is the locked langsat door, refused: no action",
    ),
    item(
        room(
            "Dish-Pit",
            "This just in- You, in the dish-pit.",
            "There is an exit to the north. Don't worry, it is unguarded. There is an unblocked "
            "exit to the west.",
            8,
            R("dish-pit", "n w", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Dish-Pit", 8),
        actions=[],
        notes="TextWorld's own hyphenated name 'Dish-Pit' (the room is the dish-pit); the coin "
        "taken and the game over: no action",
    ),
    item(
        room(
            "Cubicle",
            "You've entered a cubicle. Let's see what's in here.",
            "There is an unblocked exit to the east.",
            4,
            R("cubicle", "e"),
        ),
        "go north",
        reply("You can't go that way.", "Cubicle", 5, K("refused")),
        "go west",
        reply("You can't go that way.", "Cubicle", 6, K("refused")),
        notes="two moves toward no exit refused in a row (refused(north), refused(west)); the "
        "only way east",
    ),
    item(
        room(
            "Cookery",
            "Well, here we are in the cookery.",
            "There is a locked cempedak door leading south. There is an unguarded exit to the "
            "east.",
            1,
            R("cookery", "s e", locked="s", coin=True),
            speech="It's time to explore the amazing world of TextWorld! First thing I need you "
            "to do is to pick up the coin from the floor of the cookery. That's it!",
            coin=True,
        ),
        notes="a game's start beside the coin (the speech names this room): take it; the "
        "cempedak door south locked",
    ),
    item(
        room(
            "Sauna",
            "You are in a sauna. A normal one.",
            "There is a locked petaling door leading north. There is an unguarded exit to the "
            "west.",
            6,
            R("sauna", "n w", locked="n"),
        ),
        "go north",
        reply("You have to unlock the petaling door first.", "Sauna", 7, K("refused", "locked")),
        "go west",
        room(
            "Shower",
            "You find yourself in a shower. A normal kind of place.",
            "There is an unblocked exit to the east. There is an unblocked exit to the south.",
            8,
            R("shower", "e s"),
        ),
        notes="the locked petaling door refused and left behind; in the shower east visited "
        "(initial), south unvisited: go south",
    ),
    item(
        room(
            "Bedchamber",
            "Look around you. Take it all in. It's not every day someone gets to be in a "
            "bedchamber.",
            "There is an open jambu door leading north.",
            2,
            R("bedchamber", "n"),
        ),
        "go north",
        room(
            "Playroom",
            "You are in a playroom. A normal kind of place.",
            "There is an open jambu door leading south. You need an unguarded exit? You should "
            "try going east.",
            3,
            R("playroom", "s e"),
        ),
        notes="the open jambu door walked through; in the playroom south visited (initial), east "
        "unvisited: go east",
    ),
    item(
        room(
            "Steam Room",
            "You've entered a steam room. You can barely contain your excitement.",
            "There is a closed dara door leading east. There is an exit to the north. Don't "
            "worry, it is unblocked.",
            5,
            R("steam room", "e n", closed="e"),
        ),
        "open dara door",
        reply("You open dara door.", "Steam Room", 6, K("opened", "east")),
        notes="the dara door east opened by its kind; the reply names the room only in the "
        "status line (the steam room kept): east and north open",
    ),
    item(
        room(
            "Attic",
            "I am sorry to announce that you are now in the attic.",
            "You don't like doors? Why not try going south, that entranceway is unguarded.",
            10,
            R("attic", "s"),
        ),
        "go north",
        reply("You can't go that way.", "Attic", 11, K("refused")),
        "look",
        (
            "\n-= Attic =-\nI am sorry to announce that you are now in the attic.\n\n\n\nYou "
            "don't like doors? Why not try going south, that entranceway is unguarded.\n\n\n\n"
            + status("Attic", 12),
            R("attic", "s"),
        ),
        notes="a move north toward no exit refused; the look shows the attic again with only "
        "south: the refusal stands (refused(north)); go south",
    ),
]
