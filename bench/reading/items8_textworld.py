"""textworld, eighth round: the coin collector's manner, as a client shows it (blank lines, the
prompt and the status line "-= Room =-0/N" counting the moves), on one map with new rooms
(foyer, dining room, solarium, utility room, lobby, vestibule) and a maple door, printed by one
function so a room reads the same on every visit; and single rooms in the same manner (a
pavilion, a cookery, a storage room, a toilet, a studio flat, a music room) with locked and
open doors. None is engine output. What a person reads in each text is declared beside it; the
map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 100


def status(room: str, moves: int) -> str:
    return f"\n\n\n>{PAD}-= {room} =-0/{moves}"


def tw(room: str, intro: str, exits: str, moves: int, extra: str = "") -> str:
    body = f"-= {room} =-\n{intro}\n\n\n\n{exits}"
    if extra:
        body += f"\n\n{extra}"
    return body + status(room, moves)


# map: Foyer e Dining Room; Foyer n Lobby (maple door, closed at first); Dining Room s
# Solarium (a coin), Dining Room e Utility Room; Lobby w Vestibule.
def foyer(n: int, door_open: bool = False):
    door = "an open" if door_open else "a closed"
    text = tw(
        "Foyer",
        "You arrive in a foyer. A typical kind of place.",
        f"There is {door} maple door leading north. There is an unguarded exit to the east.",
        n,
    )
    return (text, R("foyer", "n e", closed="" if door_open else "n"))


def dining(n: int):
    text = tw(
        "Dining Room",
        "You've entered a dining room. You try to gain information on your surroundings by "
        'using a technique you call "looking."',
        "You need an unblocked exit? You should try going east. There is an exit to the "
        "south. Don't worry, it is unguarded. You don't like doors? Why not try going west, "
        "that entranceway is unblocked.",
        n,
    )
    return (text, R("dining room", "e s w"))


def solarium(n: int):
    text = tw(
        "Solarium",
        "You find yourself in a solarium. A normal one.",
        "There is an unblocked exit to the north.",
        n,
        "There is a coin on the floor.",
    )
    return (text, R("solarium", "n", coin=True))


def utility(n: int):
    text = tw(
        "Utility Room",
        "You are in a utility room. A typical one.",
        "You need an unguarded exit? You should try going west.",
        n,
    )
    return (text, R("utility room", "w"))


def lobby(n: int):
    text = tw(
        "Lobby",
        "You arrive in a lobby. A standard one.",
        "There is an open maple door leading south. There is an exit to the west. Don't "
        "worry, it is unblocked.",
        n,
    )
    return (text, R("lobby", "s w"))


def vestibule(n: int):
    text = tw(
        "Vestibule",
        "Well, here we are in a vestibule.",
        "You don't like doors? Why not try going east, that entranceway is unguarded.",
        n,
    )
    return (text, R("vestibule", "e"))


def reply(line: str, room: str, n: int, reading: K):
    return (f"{line}{status(room, n)}", reading)


ITEMS = [
    item(*foyer(0), notes="the first room: the maple door north closed (open north), east open"),
    item(
        foyer(0),
        "go east",
        dining(1),
        notes="one move east: west leads back (visited, initial)",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "go south",
        solarium(2),
        notes="the coin on the floor: take it; north visited and initial",
    ),
    item(
        foyer(0),
        "open maple door",
        reply("You open maple door.", "Foyer", 1, K("opened", door="n")),
        notes="the door opened by its kind: north open, nothing refused",
    ),
    item(
        foyer(0),
        "go north",
        reply("You have to open the maple door first.", "Foyer", 1, K("refused", door="closed")),
        notes="the closed maple door refuses the move: north closed and refused",
    ),
    item(
        foyer(0),
        "go west",
        reply("You can't go that way.", "Foyer", 1, K("refused")),
        "go south",
        reply("You can't go that way.", "Foyer", 2, K("refused")),
        notes="two refusals of ways the room never gave: refused west and south",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "go east",
        utility(2),
        "go west",
        dining(3),
        notes="a return to the dining room: east and west visited, west initial, south not",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "go east",
        utility(2),
        notes="the utility room's only exit leads back: visited, initial, all visited",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "go south",
        solarium(2),
        "take coin",
        (
            "You pick up the coin from the ground.\n\n\nYour score has just gone up by one "
            "point.\n\n\n                                                       *** The End "
            "***\n\nYou scored 1 out of a possible 1, in 4 turns.\n\n\nWould you like to "
            "RESTART, RESTORE a saved game, QUIT or UNDO the last command?" + status("Solarium", 3),
            K("took"),
        ),
        actions=[],
        notes="the game has ended after the take: no action; the facts keep the solarium "
        "without the coin",
    ),
    item(
        foyer(0),
        "open maple door",
        reply("You open maple door.", "Foyer", 1, K("opened", door="n")),
        "go north",
        lobby(2),
        "go west",
        vestibule(3),
        notes="through the opened door, then west: east leads back (visited, initial, all visited)",
    ),
    item(
        foyer(0),
        "open maple door",
        reply("You open maple door.", "Foyer", 1, K("opened", door="n")),
        "go north",
        lobby(2),
        "go west",
        vestibule(3),
        "go east",
        lobby(4),
        notes="back in the lobby: south (the foyer) and west (the vestibule) visited, south "
        "initial: all visited, go back south",
    ),
    item(
        foyer(0),
        "open maple door",
        reply("You open maple door.", "Foyer", 1, K("opened", door="n")),
        "go north",
        lobby(2),
        "go north",
        reply("You can't go that way.", "Lobby", 3, K("refused")),
        notes="a refusal in the lobby: refused(north); west unvisited",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "inventory",
        reply("You are carrying nothing.", "Dining Room", 2, K("none")),
        notes="an inventory keeps the room: the dining room as read, west visited and initial",
    ),
    item(
        foyer(0),
        "go east",
        dining(1),
        "go west",
        foyer(2),
        notes="back in the first room: east visited, the maple door north closed and "
        "unexplored (open north)",
    ),
    item(
        tw(
            "Pavilion",
            "You arrive in a pavilion. An ordinary kind of place.",
            "There is a locked iron door leading east. You don't like doors? Why not try "
            "going south, that entranceway is unblocked.",
            0,
        ),
        R("pavilion", "e s", locked="e"),
        notes="a locked iron door east (no open), south open",
    ),
    item(
        tw(
            "Cookery",
            "You are in a cookery. A typical kind of place. You start to take note of what's "
            "in the room.",
            "There is a closed hickory door leading west. There is an unguarded exit to the north.",
            0,
            "There is a coin on the floor.",
        ),
        R("cookery", "w n", closed="w", coin=True),
        notes="a coin on the floor beside a closed hickory door: take coin",
    ),
    item(
        tw(
            "Storage Room",
            "You've entered a storage room.",
            "There is an open cypress door leading south. There is an open cypress door "
            "leading north. There is an exit to the east. Don't worry, it is unblocked.",
            0,
        ),
        R("storage room", "s n e"),
        notes="two open cypress doors and an exit: three open ways",
    ),
    item(
        tw(
            "Toilet",
            "You find yourself in a toilet. A normal kind of place.",
            "There is a closed plywood door leading north.",
            5,
        ),
        R("toilet", "n", closed="n"),
        notes="the only way a closed plywood door: open north",
    ),
    item(
        tw(
            "Studio Flat",
            "Well, here we are in a studio flat. You decide to start listing off everything "
            "you see in the room, as if you were in a text adventure.",
            "You need an unblocked exit? You should try going west. There is a locked "
            "titanium door leading south.",
            2,
            "There is a coin on the floor.",
        ),
        R("studio flat", "w s", locked="s", coin=True),
        notes="a coin beside a locked titanium door: take coin",
    ),
    item(
        (
            "-= Music Room =-\nYou are in a music room. A normal kind of place.\n\n\n\n"
            "There is an unblocked exit to the east. There is an unguarded exit to the "
            "south.\n\n\n\n>",
            R("music room", "e s"),
        ),
        "go up",
        ("You can't go that way.\n\n\n\n>", K("refused")),
        notes="TextWorld's refused 'go up' is no fact; the prompt without a status line",
    ),
]
