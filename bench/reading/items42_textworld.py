"""textworld, forty-second round (emphasis: paraphrase): the coin collector's manner as its client
prints it (leading blank lines, the quest's speech on a game's first text, the header, a filler
sentence, the exit and door sentences in the engine's several wordings for the same thing -- "There
is an unblocked exit to the south.", "You need an unguarded exit? You should try going east.", "You
don't like doors? Why not try going west, that entranceway is unguarded.", "There is an exit to the
north. Don't worry, it is unblocked." -- the coin line, the prompt and the status line counting the
turns; none is engine output): ten walks (1-3 turns) on a tram depot (a Tram Shed with "a closed
jarrah door leading north", "a locked mahogany door leading west" and an unguarded exit east; a
Paint Shop with the coin; a Mess Room whose way south leads to a Wheel Store): "You have to open the
jarrah door first.", "You open jarrah door.", "You have to unlock the mahogany door first.", refused
`go up` and `go down`, two refusals in a row, returns to the shed and the mess room, walks begun in
the middle of a game in the wheel store and the mess room, the ending after the coin; and ten single
rooms, each a game of its own (a billiard room after a speech that puts the coin in the garret, a
music room with the coin beside a locked ebony door, a coach house whose only way is a locked
basswood door, the garret after a speech that names it, a den whose idigbo door is refused and
opened by its kind, a boudoir with four ways in three states, a smoking room's refusal at no exit,
an atelier whose hickory door leads to an ice house with the coin, a conservatory with an open door
and the coin, a nursery with a closed tupelo door and a locked hazel one). What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def status(room: str, count: int) -> str:
    return f">{PAD}-= {room} =-0/{count}"


def tw(room: str, filler: str, exits: str, count: int, coin: bool = False, speech: str = "") -> str:
    """A room's text as the client prints it: the speech (a game's first text), the header,
    the filler, the exit sentences, the coin line, the prompt and the status line."""
    head = f"\n\n\n{speech}\n\n" if speech else "\n\n"
    body = f"{head}-= {room} =-\n{filler}\n\n\n\n{exits}"
    if coin:
        body += "\n\nThere is a coin on the floor.\n\n\n"
    elif speech:
        body += "\n\n"
    else:
        body += "\n\n\n\n"
    return body + status(room, count)


def reply(line: str, room: str, count: int) -> str:
    return f"\n{line}\n\n\n{status(room, count)}"


def the_end(room: str, count: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
        "point.\n\n\n                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {count + 1} turns.\n\n\nWould you like to "
        "RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f"> {PAD}-= {room} =-0/{count}"
    )


# ---- the tram depot: Tram Shed n Paint Shop (a jarrah door, closed at first; the coin), e Mess
# Room (unguarded), w a locked mahogany door; Mess Room s Wheel Store.

SPEECH = (
    "Welcome to TextWorld! Here is how to play. First thing I need you to do is to try to open "
    "the jarrah door. Then, head north. And then, pick up the coin from the floor of the paint "
    "shop. Got that? Good!"
)


def shed(count: int, door_open: bool = False, speech: str = "") -> tuple:
    door = "an open" if door_open else "a closed"
    text = tw(
        "Tram Shed",
        "You arrive in a tram shed. An ordinary one. The room is well lit.",
        f"There is {door} jarrah door leading north. There is a locked mahogany door leading "
        "west. You need an unguarded exit? You should try going east.",
        count,
        speech=speech,
    )
    return (text, R("tram shed", "n w e", closed="" if door_open else "n", locked="w"))


def paint(count: int, coin: bool = True) -> tuple:
    text = tw(
        "Paint Shop",
        "You find yourself in a paint shop. A typical kind of place.",
        "There is an open jarrah door leading south.",
        count,
        coin=coin,
    )
    return (text, R("paint shop", "s", coin=coin))


def mess(count: int, speech: str = "") -> tuple:
    text = tw(
        "Mess Room",
        "Well, here we are in the mess room.",
        "There is an unblocked exit to the south. You don't like doors? Why not try going west, "
        "that entranceway is unguarded.",
        count,
        speech=speech,
    )
    return (text, R("mess room", "s w"))


def wheel(count: int, speech: str = "") -> tuple:
    text = tw(
        "Wheel Store",
        "You've entered a wheel store. You begin looking for stuff.",
        "There is an exit to the north. Don't worry, it is unblocked.",
        count,
        speech=speech,
    )
    return (text, R("wheel store", "n"))


def shut_first(room: str, count: int) -> tuple:
    return (
        reply("You have to open the jarrah door first.", room, count),
        K("refused", "closed"),
    )


ITEMS = [
    item(
        shed(1, speech=SPEECH),
        "go north",
        shut_first("Tram Shed", 2),
        "open jarrah door",
        (reply("You open jarrah door.", "Tram Shed", 3), K("opened", "n")),
        "go north",
        paint(4),
        notes="tram depot: the closed jarrah door refused, opened by its kind (north), the move; "
        "'There is a coin on the floor.'; the paint shop's one way back south",
    ),
    item(
        shed(1, speech=SPEECH),
        "go west",
        (
            reply("You have to unlock the mahogany door first.", "Tram Shed", 2),
            K("refused", "locked"),
        ),
        notes="tram depot: the locked mahogany door west refused and standing; the jarrah door "
        "closed (open north), the unguarded exit east",
    ),
    item(
        shed(1, speech=SPEECH),
        "go east",
        mess(2),
        "go south",
        wheel(3),
        "go north",
        mess(4),
        notes="tram depot: a return to the mess room; south and west both lead to visited rooms "
        "(all_visited), the way back west",
    ),
    item(
        shed(1, speech=SPEECH),
        "open jarrah door",
        (reply("You open jarrah door.", "Tram Shed", 2), K("opened", "n")),
        "go north",
        paint(3),
        "take coin",
        (the_end("Paint Shop", 3), K("took")),
        notes="tram depot: the coin taken and the game over ('*** The End ***'): no action; the "
        "facts keep the paint shop, the coin gone",
        actions=[],
    ),
    item(
        wheel(6),
        "go north",
        mess(7),
        "go west",
        shed(8),
        notes="tram depot walk begun in the middle of a game in the wheel store: in the shed east "
        "is the way it was entered; the jarrah door closed (open north), the mahogany door locked",
    ),
    item(
        shed(1, speech=SPEECH),
        "go up",
        (reply("You can't go that way.", "Tram Shed", 2), K("refused")),
        "go east",
        mess(3),
        notes="tram depot: a refused `go up` (no fact) left in the shed; in the mess room west is "
        "the way back, south unvisited",
    ),
    item(
        mess(3),
        "go down",
        (reply("You can't go that way.", "Mess Room", 4), K("refused")),
        notes="tram depot walk begun in the mess room: a refused `go down` is no fact; both ways "
        "open and unvisited",
    ),
    item(
        shed(1, speech=SPEECH),
        "go north",
        shut_first("Tram Shed", 2),
        "go south",
        (reply("You can't go that way.", "Tram Shed", 3), K("refused")),
        notes="tram depot: two refusals in a row (the closed jarrah door north, no exit south); "
        "both stand",
    ),
    item(
        shed(1, speech=SPEECH),
        "go east",
        mess(2),
        "go west",
        shed(3),
        notes="tram depot: a return to the first room; east visited, no way back (the first "
        "room); the jarrah door closed (open north)",
    ),
    item(
        wheel(
            1,
            speech=(
                "It's time to explore the amazing world of TextWorld! First step, go north. Then, "
                "travel west. After that, open the jarrah door. If you can finish that, head "
                "north. With that done, take the coin from the paint shop's floor. Alright, "
                "thanks!"
            ),
        ),
        "go north",
        mess(2),
        notes="tram depot walk begun as a game in the wheel store (its speech puts the coin in "
        "the paint shop): in the mess room south is the way back, west unvisited",
    ),
    item(
        (
            tw(
                "Billiard Room",
                "You've just walked into a billiard room. The room seems oddly familiar.",
                "There is a closed linden door leading east. There is an unblocked exit to the "
                "south.",
                1,
                speech=(
                    "Hey, thanks for coming over to the TextWorld today, there is something I need "
                    "you to do for me. First off, open the linden door. Then, go east. After that, "
                    "travel north. Then, pick up the coin from the floor of the garret. Got that? "
                    "Good!"
                ),
            ),
            R("billiard room", "e s", closed="e"),
        ),
        notes="a game's first text whose speech puts the coin in the garret: no coin here; the "
        "closed linden door east (open east), the exit south",
    ),
    item(
        (
            tw(
                "Music Room",
                "You arrive in a music room. A normal kind of place.",
                "There is a locked ebony door leading west. There is an exit to the north. "
                "Don't worry, it is unguarded.",
                9,
                coin=True,
            ),
            R("music room", "w n", locked="w", coin=True),
        ),
        notes="the middle of a game: the coin on the floor beside a locked ebony door",
    ),
    item(
        (
            tw(
                "Coach House",
                "You are in a coach house. An ordinary one.",
                "There is a locked basswood door leading north.",
                4,
            ),
            R("coach house", "n", locked="n"),
        ),
        notes="the only way is a locked basswood door: nothing sensible to do (no action)",
    ),
    item(
        (
            tw(
                "Garret",
                "Look around you. Take it all in. It's not every day someone gets to be in a "
                "garret.",
                "You don't like doors? Why not try going south, that entranceway is unblocked.",
                1,
                coin=True,
                speech=(
                    "Welcome to TextWorld! Your first objective is to pick up the coin from the "
                    "floor of the garret. That's it!"
                ),
            ),
            R("garret", "s", coin=True),
        ),
        notes="a game's first text whose speech names this room; the coin on the floor",
    ),
    item(
        (
            tw(
                "Den",
                "You find yourself in a den. A standard one.",
                "There is a closed idigbo door leading east. There is an unguarded exit to the "
                "west.",
                5,
            ),
            R("den", "e w", closed="e"),
        ),
        "go east",
        (reply("You have to open the idigbo door first.", "Den", 6), K("refused", "closed")),
        "open idigbo door",
        (reply("You open idigbo door.", "Den", 7), K("opened", "e")),
        notes="the closed idigbo door refused, then opened by its kind (east): the refusal "
        "cleared; both ways open",
    ),
    item(
        (
            tw(
                "Boudoir",
                "You arrive in a boudoir. A typical one.",
                "There is an open spruce door leading north. There is a closed larch door leading "
                "south. There is a locked yew door leading west. You need an unblocked exit? You "
                "should try going east.",
                3,
            ),
            R("boudoir", "n s w e", closed="s", locked="w"),
        ),
        notes="four ways in three states: an open spruce door, a closed larch door, a locked yew "
        "door, an unblocked exit",
    ),
    item(
        (
            tw(
                "Smoking Room",
                "You've entered a smoking room. You start to take note of what's in the room.",
                "There is an exit to the north. Don't worry, it is unblocked. There is an "
                "unguarded exit to the east.",
                1,
                speech=(
                    "Hey, thanks for coming over to the TextWorld today, there is something I need "
                    "you to do for me. First off, take a trip east. Then, go to the south. And "
                    "then, retrieve the coin from the floor of the cloakroom. Got that? Good!"
                ),
            ),
            R("smoking room", "n e"),
        ),
        "go west",
        (reply("You can't go that way.", "Smoking Room", 2), K("refused")),
        notes="a refusal at no exit (west) stands; north and east open",
    ),
    item(
        (
            tw(
                "Atelier",
                "You are in an atelier. A normal one.",
                "There is a closed hickory door leading west. There is an unblocked exit to the "
                "north.",
                2,
            ),
            R("atelier", "w n", closed="w"),
        ),
        "open hickory door",
        (reply("You open hickory door.", "Atelier", 3), K("opened", "w")),
        "go west",
        (
            tw(
                "Ice House",
                "You've just sauntered into an ice house.",
                "There is an open hickory door leading east.",
                4,
                coin=True,
            ),
            R("ice house", "e", coin=True),
        ),
        notes="the hickory door opened by its kind (west) and walked through: the coin in the "
        "ice house, its only way back east",
    ),
    item(
        (
            tw(
                "Conservatory",
                "You find yourself in a conservatory. The room is well lit.",
                "There is an open ebony door leading south. You need an unguarded exit? You "
                "should try going west.",
                12,
                coin=True,
            ),
            R("conservatory", "s w", coin=True),
        ),
        notes="the middle of a game: the coin beside an open ebony door and an unguarded exit",
    ),
    item(
        (
            tw(
                "Nursery",
                "I am required to announce that you are now in the nursery.",
                "There is a closed tupelo door leading south. There is a locked hazel door "
                "leading east. There is an unblocked exit to the north.",
                1,
                speech=(
                    "Welcome to TextWorld! First step, open the tupelo door. Then, take a trip "
                    "south. And then, try to go west. After that, pick up the coin from the floor "
                    "of the pantry. Alright, thanks!"
                ),
            ),
            R("nursery", "s e n", closed="s", locked="e"),
        ),
        notes="a game's first text: a closed tupelo door (open south), a locked hazel door, an "
        "unblocked exit north; the coin is in another room",
    ),
]
