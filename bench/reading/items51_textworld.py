"""textworld, fifty-first round (no emphasis beyond a hidden test of the same kind): the coin
collector's manner as its client prints it (leading blank lines, the quest's speech on a game's
first text with the banner's art left out, the header, a filler sentence, the exit and door
sentences, the coin line, the prompt and the status line counting the turns; none is engine output):
eight walks (1-3 turns) on a gunpowder works (a Corning House with "There is a closed durian door
leading north. There is a locked penarahan door leading south. You need an unguarded exit? You
should try going west."; a Glazing House; a Mixing House; a Press House with the coin), each walk a
game of its own: "You have to open the durian door first.", "You open durian door.", "You have to
unlock the penarahan door first.", "You can't go that way." toward no exit (kept by a look), a
return to the corning house, the coin taken and the game's end, a walk that ends beside the coin,
walks begun at a game's start (with its speech) in the corning house, the mixing house and the
glazing house and in the middle of games; single rooms and short histories, each a game of its own:
a cubicle at a game's start whose speech puts the coin in the canteen (a closed malas door), a salon
with the coin beside a locked sengkuang door, a spare room whose only way, a closed gaharu door, is
opened and looked at, a canteen whose two doors (nibong, rotan) are locked, a toolshed's locked
kenari door refused and left for a kitchenette (a closed tengkawang door), an ending in a lavatory,
a cookhouse at a game's start beside the coin (a closed ulin door), two refusals toward no exit left
for an attic (a closed bangkirai door), a lanan door opened and walked through into a garage whose
other way is a locked benuang door, `take coin` answered "You can't see any such thing." in a
studio (a closed jabon door), an inventory of nothing in a lounge (an open sungkai door), a game's
start in a workshop whose speech sends the player through an open suren door to the coin in the
scullery. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

_GAP = " " * 128


def status(name: str, n: int, end: bool = False) -> str:
    return f">{' ' if end else ''}{_GAP}-= {name} =-0/{n}"


def room(
    name: str,
    body: str,
    exits: str,
    n: int,
    reading: R,
    speech: str = "",
    coin: bool = False,
) -> tuple:
    """A room's text as the client shows it: a game's first text (with the speech) or a later
    one."""
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


# ---- the gunpowder works: CORNING HOUSE n GLAZING HOUSE (a closed durian door), w MIXING HOUSE
# (unguarded), s a locked penarahan door; MIXING HOUSE n PRESS HOUSE (the coin).

SPEECH_CORNING = (
    "Welcome to TextWorld! Here is how to play! First thing I need you to do is to try to go "
    "west. Then, make an effort to go north. And then, retrieve the coin from the floor of the "
    "press house. Got that? Good!"
)
SPEECH_CORNING_2 = (
    "It's time to explore the amazing world of TextWorld! Your first objective is to go west. "
    "After that, head north. With that done, pick up the coin from the floor of the press "
    "house. That's it!"
)
SPEECH_MIXING = (
    "Welcome to TextWorld! Here is your task for today. First, go north. And then, recover the "
    "coin from the floor of the press house. Then you're done!"
)
SPEECH_GLAZING = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First off, open the durian door. Then, head south. And then, go west. After that, "
    "try to go north. Then, take the coin from the floor of the press house. Easy, isn't it?"
)


def corning(n: int, durian: str = "closed", speech: str = "") -> tuple:
    return room(
        "Corning House",
        "You find yourself in a corning house. A typical kind of place.",
        f"There is {'a closed' if durian == 'closed' else 'an open'} durian door leading north. "
        "There is a locked penarahan door leading south. You need an unguarded exit? You should "
        "try going west.",
        n,
        R("corning house", "n s w", closed="n" if durian == "closed" else "", locked="s"),
        speech=speech,
    )


def glazing(n: int, durian: str = "open", speech: str = "") -> tuple:
    return room(
        "Glazing House",
        "You've just shown up in a glazing house.",
        f"There is {'a closed' if durian == 'closed' else 'an open'} durian door leading south.",
        n,
        R("glazing house", "s", closed="s" if durian == "closed" else ""),
        speech=speech,
    )


def mixing(n: int, speech: str = "") -> tuple:
    return room(
        "Mixing House",
        "You are in a mixing house. An usual one.",
        "There is an unblocked exit to the east. There is an exit to the north. Don't worry, it "
        "is unguarded.",
        n,
        R("mixing house", "e n"),
        speech=speech,
    )


def press(n: int) -> tuple:
    return room(
        "Press House",
        "Well, here we are in the press house.",
        "You don't like doors? Why not try going south, that entranceway is unblocked.",
        n,
        R("press house", "s", coin=True),
        coin=True,
    )


NO_WAY = "You can't go that way."

ITEMS = [
    item(
        corning(1, speech=SPEECH_CORNING),
        "go north",
        reply(
            "You have to open the durian door first.", "Corning House", 2, K("refused", "closed")
        ),
        "open durian door",
        reply("You open durian door.", "Corning House", 3, K("opened", "north")),
        "go north",
        glazing(4),
        notes="gunpowder works, a game's start: the durian door north refused as closed, opened "
        "by its kind, walked through; the glazing house's only way is the open door south "
        "(visited, initial, all_visited); the speech's moves are no facts",
    ),
    item(
        corning(7),
        "go west",
        mixing(8),
        "go north",
        press(9),
        notes="gunpowder works, mid-game: the walk ends in the press house beside the coin "
        "(take it); south visited (initial, all_visited)",
    ),
    item(
        corning(1, speech=SPEECH_CORNING_2),
        "go south",
        reply(
            "You have to unlock the penarahan door first.",
            "Corning House",
            2,
            K("refused", "locked"),
        ),
        "go west",
        mixing(3),
        notes="gunpowder works, a game's start: the penarahan door south refused as locked, left "
        "behind; in the mixing house east visited (initial), north unvisited: go north",
    ),
    item(
        mixing(10),
        "go north",
        press(11),
        "take coin",
        the_end("Press House", 11),
        actions=[],
        notes="gunpowder works, mid-game: the coin taken and the game ended (*** The End ***): "
        "no action; the facts keep the press house, the coin gone",
    ),
    item(
        mixing(1, speech=SPEECH_MIXING),
        "go east",
        corning(2),
        notes="gunpowder works, a game begun in the mixing house (the speech asks for north; the "
        "player went east): in the corning house west visited (initial), the durian door north "
        "closed (open it), the penarahan door south locked",
    ),
    item(
        corning(5),
        "go east",
        reply(NO_WAY, "Corning House", 6, K("refused")),
        "look",
        corning(7),
        notes="gunpowder works, mid-game: east refused (no exit), and the look shows no way "
        "there, so the refusal stands; open north or go west",
    ),
    item(
        corning(3),
        "go west",
        mixing(4),
        "go east",
        corning(5),
        notes="gunpowder works, mid-game: the mixing house seen and left, back in the corning "
        "house (the walk's first room: no initial): west visited, the durian door closed: open "
        "north",
    ),
    item(
        glazing(1, durian="closed", speech=SPEECH_GLAZING),
        "open durian door",
        reply("You open durian door.", "Glazing House", 2, K("opened", "south")),
        "go south",
        corning(3, durian="open"),
        notes="gunpowder works, a game begun in the glazing house: the durian door opened by its "
        "kind and walked through; in the corning house north visited (initial), west unguarded "
        "and unvisited: go west; the penarahan door locked",
    ),
    # ---- single rooms and short histories, each a game of its own
    item(
        room(
            "Cubicle",
            "You arrive in a cubicle. A normal one.",
            "There is a closed malas door leading east. You don't like doors? Why not try going "
            "north, that entranceway is unguarded.",
            1,
            R("cubicle", "e n", closed="e"),
            speech="Welcome to TextWorld! First, go north. And then, go west. After that, take "
            "the coin from the floor of the canteen. That's it!",
        ),
        notes="a game's start: the speech puts the coin in the canteen, not here; the malas door "
        "east closed (open it), north unguarded (go north)",
    ),
    item(
        room(
            "Salon",
            "You've entered a salon.",
            "There is a locked sengkuang door leading north. There is an exit to the west. Don't "
            "worry, it is unblocked.",
            9,
            R("salon", "n w", locked="n", coin=True),
            coin=True,
        ),
        notes="mid-game: a coin on the floor beside a locked sengkuang door: take it",
    ),
    item(
        room(
            "Spare Room",
            "You are in a spare room. A typical kind of place.",
            "There is a closed gaharu door leading west.",
            4,
            R("spare room", "w", closed="w"),
        ),
        "open gaharu door",
        reply("You open gaharu door.", "Spare Room", 5, K("opened", "west")),
        "look",
        room(
            "Spare Room",
            "You are in a spare room. A typical kind of place.",
            "There is an open gaharu door leading west.",
            6,
            R("spare room", "w"),
        ),
        notes="mid-game: the only way, the gaharu door, opened by its kind; the look shows it "
        "open: go west",
    ),
    item(
        room(
            "Canteen",
            "Guess what, you are in a canteen.",
            "There is a locked nibong door leading west. There is a locked rotan door leading "
            "north. There is an unblocked exit to the east.",
            6,
            R("canteen", "w n e", locked="w n"),
        ),
        notes="mid-game: the nibong door west and the rotan door north locked; east unblocked: go "
        "east",
    ),
    item(
        room(
            "Toolshed",
            "You've just sauntered into a toolshed.",
            "There is a locked kenari door leading north. There is an unguarded exit to the east.",
            11,
            R("toolshed", "n e", locked="n"),
        ),
        "go north",
        reply("You have to unlock the kenari door first.", "Toolshed", 12, K("refused", "locked")),
        "go east",
        room(
            "Kitchenette",
            "You find yourself in a kitchenette. An ordinary kind of place.",
            "There is a closed tengkawang door leading north. There is an exit to the west. "
            "Don't worry, it is unblocked.",
            13,
            R("kitchenette", "n w", closed="n"),
        ),
        notes="mid-game: the kenari door north refused as locked, left behind by a move east; in "
        "the kitchenette west visited (initial), the tengkawang door north closed: open north",
    ),
    item(
        room(
            "Lavatory",
            "I never took you for the sort of person who would show up in a lavatory, but I "
            "guess I was wrong.",
            "There is an unguarded exit to the north.",
            15,
            R("lavatory", "n", coin=True),
            coin=True,
        ),
        "take coin",
        the_end("Lavatory", 15),
        actions=[],
        notes="mid-game: the coin taken and the game ended (*** The End ***): no action; the "
        "facts keep the lavatory, the coin gone",
    ),
    item(
        room(
            "Cookhouse",
            "Well how about that, you are in a place we're calling a cookhouse.",
            "There is a closed ulin door leading south. There is an unguarded exit to the west.",
            1,
            R("cookhouse", "s w", closed="s", coin=True),
            speech="It's time to explore the amazing world of TextWorld! Here is how to play! "
            "Your first objective is to take the coin from the floor of the cookhouse. Got that? "
            "Good!",
            coin=True,
        ),
        notes="a game's start whose speech names this room: the coin on the floor (take it); "
        "the ulin door south closed, west unguarded",
    ),
    item(
        room(
            "Chamber",
            "You arrive in a chamber. A standard kind of place.",
            "There is an unguarded exit to the north.",
            3,
            R("chamber", "n"),
        ),
        "go south",
        reply(NO_WAY, "Chamber", 4, K("refused")),
        "go west",
        reply(NO_WAY, "Chamber", 5, K("refused")),
        "go north",
        room(
            "Attic",
            "You've just walked into an attic.",
            "There is a closed bangkirai door leading east. There is an unguarded exit to the "
            "south.",
            6,
            R("attic", "e s", closed="e"),
        ),
        notes="mid-game: south and west refused in the chamber (no exits) and left behind; in "
        "the attic south visited (initial), the bangkirai door east closed: open east",
    ),
    item(
        room(
            "Playroom",
            "You are in a playroom. You decide to just list off a complete list of everything "
            "you see in the room, because hey, why not?",
            "There is a closed lanan door leading west.",
            2,
            R("playroom", "w", closed="w"),
        ),
        "open lanan door",
        reply("You open lanan door.", "Playroom", 3, K("opened", "west")),
        "go west",
        room(
            "Garage",
            "You've entered a garage.",
            "There is an open lanan door leading east. There is a locked benuang door leading "
            "north.",
            4,
            R("garage", "e n", locked="n"),
        ),
        notes="mid-game: the lanan door opened by its kind and walked through; in the garage "
        "east visited (initial), the benuang door north locked and no other way: go back east",
    ),
    item(
        room(
            "Studio",
            "You are in a studio. An ordinary one.",
            "There is a closed jabon door leading west. There is an unguarded exit to the south.",
            8,
            R("studio", "w s", closed="w"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Studio", 9, K("none")),
        notes="mid-game: `take coin` answered 'You can't see any such thing.': no coin here; "
        "the jabon door west closed (open it), south unguarded (go south)",
    ),
    item(
        room(
            "Lounge",
            "I am pleased to tell you that you are now in the lounge.",
            "There is an open sungkai door leading north. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            5,
            R("lounge", "n e"),
        ),
        "inventory",
        reply("You are carrying nothing.", "Lounge", 6, K("none")),
        notes="mid-game: the inventory holds nothing and names no room; the sungkai door north "
        "open, east unguarded: go north or east",
    ),
    item(
        room(
            "Workshop",
            "You are in a workshop. A typical one.",
            "There is an open suren door leading west. There is a locked mindi door leading south.",
            1,
            R("workshop", "w s", locked="s"),
            speech="Get ready to pick stuff up and put it in places, because you've just entered "
            "TextWorld! First off, go west. Then, pick up the coin from the floor of the "
            "scullery. Simple, isn't it?",
        ),
        "go west",
        room(
            "Scullery",
            "You've just shown up in a scullery.",
            "There is an open suren door leading east.",
            2,
            R("scullery", "e", coin=True),
            coin=True,
        ),
        notes="a game begun in the workshop: through the open suren door west into the "
        "scullery, where the coin is on the floor: take it",
    ),
]
