"""textworld, sixteenth round: TextWorld's coin collector and its house style, printed the way a
client shows it (the quest's speech before the first room, the prompt and the status line
"-= Room =-0/N" counting the moves), with longer rooms: several of TextWorld's own filler
sentences a room, and TextWorld's way of listing things ("You see a closed barrel.", "You can make
out a wine press. But the thing is empty.", "On the bench you see a funnel.") as distractors
among the exits, doors that are closed, open and locked ("There is a closed quince door leading
north."), coins on the floor, on a shelf and in an open locker. Ten walks on one map (a vintner's
house: pressing room, cask store behind a quince door, tasting room with the coin, bottling hall
with a locked iron door, cooper's shop), with "You have to open the quince door first.", "You
open quince door.", "You can't go that way." (a refused `go up` and ways never given), an
inventory, loops, and the ending; ten single rooms with medlar, osier, pearwood, limewood,
whitebeam and teak doors, and a quest speech that names another room (none is engine output).
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

STATUS = ">" + " " * 128


def room(name: str, body: str, moves: int) -> str:
    """A room as the client prints it after a move: the heading, the text, the prompt and the
    status line."""
    return f"\n\n-= {name} =-\n{body}\n\n\n\n{STATUS}-= {name} =-0/{moves}"


def reply(text: str, name: str, moves: int) -> str:
    return f"\n{text}\n\n\n{STATUS}-= {name} =-0/{moves}"


SPEECH = (
    "Hey, thanks for coming over to the TextWorld today, there is something I need you to do "
    "for me. First of all, open the quince door. Then, try to venture north. After that, make "
    "an effort to go west. That done, pick up the coin from the floor of the tasting room. Got "
    "that? Good!"
)


def pressing(moves: int, door_open: bool = False, speech: bool = False) -> tuple:
    state = "an open" if door_open else "a closed"
    body = (
        "You arrive in a pressing room. An ordinary kind of place. The room is well lit. You "
        "begin to take stock of what's here.\n\n"
        "You can make out a wine press. But the thing is empty. You see a closed barrel.\n\n"
        f"There is {state} quince door leading north. You need an unguarded exit? You should "
        "try going east."
    )
    text = room("Pressing Room", body, moves)
    if speech:
        text = f"\n\n{SPEECH}{text}"
    return (
        text,
        R(
            "pressing room",
            "n e",
            closed="" if door_open else "n",
            leads={"n": "cask store", "e": "bottling hall"},
        ),
    )


def cask_store(moves: int) -> tuple:
    body = (
        "You are in a cask store. A normal one.\n\n"
        "You make out a rack. The rack is empty! What a waste of a day!\n\n"
        "There is an open quince door leading south. There is an exit to the west. Don't "
        "worry, it is unblocked."
    )
    return (
        room("Cask Store", body, moves),
        R("cask store", "s w", leads={"s": "pressing room", "w": "tasting room"}),
    )


def tasting_room(moves: int) -> tuple:
    body = (
        "You find yourself in a tasting room. A typical kind of place.\n\n"
        "You see a table. On the table you make out a corkscrew.\n\n"
        "There is an unguarded exit to the east.\n\n"
        "There is a coin on the floor."
    )
    return (
        room("Tasting Room", body, moves),
        R("tasting room", "e", coin=True, leads={"e": "cask store"}),
    )


def bottling_hall(moves: int) -> tuple:
    body = (
        "Well, here we are in the bottling hall.\n\n"
        "You see a closed crate. You can see a bench. On the bench you see a funnel.\n\n"
        "There is a locked iron door leading north. There is an unblocked exit to the east. "
        "There is an unguarded exit to the west."
    )
    return (
        room("Bottling Hall", body, moves),
        R(
            "bottling hall",
            "n e w",
            locked="n",
            leads={"e": "cooper's shop", "w": "pressing room"},
        ),
    )


def coopers_shop(moves: int) -> tuple:
    body = (
        "You've entered a cooper's shop. The room seems oddly familiar, as though it were only "
        "superficially different from the other rooms in the building.\n\n"
        "You make out an anvil. But there isn't a thing on it.\n\n"
        "You need an unblocked exit? You should try going west."
    )
    return (
        room("Cooper's Shop", body, moves),
        R("cooper's shop", "w", leads={"w": "bottling hall"}),
    )


def ending(name: str, moves: int) -> str:
    return (
        "\nYou pick up the coin from the ground.\n\n\n\n"
        "Your score has just gone up by one point.\n\n\n"
        "                                                       *** The End ***\n\n"
        f"You scored 1 out of a possible 1, in {moves + 1} turns.\n\n\n"
        "Would you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
        f"> {' ' * 128}-= {name} =-0/{moves}"
    )


OPENED = "You open quince door."
SHUT = "You have to open the quince door first."
NO_WAY = "You can't go that way."

ITEMS = [
    # ---- the walks ----
    item(
        pressing(1, speech=True),
        "go north",
        (reply(SHUT, "Pressing Room", 2), K("refused", door="closed")),
        notes="the quest's speech before the first room; the quince door refused (closed): open "
        "north, or go east; the wine press and the closed barrel are things",
    ),
    item(
        pressing(1, speech=True),
        "open quince door",
        (reply(OPENED, "Pressing Room", 2), K("opened", door="n")),
        "go north",
        cask_store(3),
        "go west",
        tasting_room(4),
        notes="the quince door opened by its kind and walked through, then west to the tasting "
        "room: take coin",
    ),
    item(
        pressing(1, speech=True),
        "go east",
        bottling_hall(2),
        "go east",
        coopers_shop(3),
        "go west",
        bottling_hall(4),
        "go north",
        (
            reply("You have to unlock the iron door first.", "Bottling Hall", 5),
            K("refused", door="locked"),
        ),
        notes="a walk with a loop through the bottling hall, where the locked iron door north is "
        "refused; east and west are visited, and the only way left is locked: go back west, the "
        "way first entered",
    ),
    item(
        pressing(1, speech=True),
        "go east",
        bottling_hall(2),
        "go west",
        pressing(3),
        "go south",
        (reply(NO_WAY, "Pressing Room", 4), K("refused")),
        notes="there and back, then a way never given refused in the first room; east visited, "
        "the quince door north closed: open north",
    ),
    item(
        pressing(1, speech=True),
        "open quince door",
        (reply(OPENED, "Pressing Room", 2), K("opened", door="n")),
        "go north",
        cask_store(3),
        "go south",
        pressing(4, door_open=True),
        "go east",
        bottling_hall(5),
        "go east",
        coopers_shop(6),
        notes="a five-turn walk through the first room twice; in the cooper's shop its only way "
        "(west) is visited and the way first entered: all visited, go west",
    ),
    item(
        pressing(1, speech=True),
        "go up",
        (reply(NO_WAY, "Pressing Room", 2), K("refused")),
        "open quince door",
        (reply(OPENED, "Pressing Room", 3), K("opened", door="n")),
        "go north",
        cask_store(4),
        "go west",
        tasting_room(5),
        "take coin",
        (ending("Tasting Room", 5), K("took")),
        actions=[],
        notes="a refused `go up` (no fact), the quince door opened, the coin taken and the game "
        "ended (*** The End ***): the facts keep the room, no action",
    ),
    item(
        pressing(1, speech=True),
        "open quince door",
        (reply(OPENED, "Pressing Room", 2), K("opened", door="n")),
        "go north",
        cask_store(3),
        "go east",
        (reply(NO_WAY, "Cask Store", 4), K("refused")),
        "inventory",
        (reply("You are carrying nothing.", "Cask Store", 5), K("none")),
        notes="a way never given refused in the cask store, then an inventory (nothing "
        "changes): south visited and the way first entered, west unvisited: go west",
    ),
    item(
        pressing(1, speech=True),
        "go east",
        bottling_hall(2),
        "go west",
        pressing(3),
        "open quince door",
        (reply(OPENED, "Pressing Room", 4), K("opened", door="n")),
        "go north",
        cask_store(5),
        "go south",
        pressing(6, door_open=True),
        notes="a five-turn walk that ends in its first room with the quince door open: both "
        "ways visited (all visited), the first room has no way back: go north or east",
    ),
    item(
        coopers_shop(1),
        "go west",
        bottling_hall(2),
        "go west",
        pressing(3),
        "go north",
        (reply(SHUT, "Pressing Room", 4), K("refused", door="closed")),
        "open quince door",
        (reply(OPENED, "Pressing Room", 5), K("opened", door="n")),
        "go north",
        cask_store(6),
        notes="a five-turn walk from the cooper's shop: the quince door refused, opened and "
        "walked through (the refusal cleared); in the cask store south is visited and the way "
        "first entered, west unvisited: go west",
    ),
    item(
        pressing(1, speech=True),
        "open quince door",
        (reply(OPENED, "Pressing Room", 2), K("opened", door="n")),
        "go north",
        cask_store(3),
        "go west",
        tasting_room(4),
        "go west",
        (reply(NO_WAY, "Tasting Room", 5), K("refused")),
        notes="a way never given refused in the tasting room; the coin is still on the floor: "
        "take coin",
    ),
    # ---- single rooms ----
    item(
        room(
            "Smoke House",
            "You've entered a smoke house. The room is well lit.\n\n"
            "You see a closed chest. You can make out a hook. But the thing hasn't got anything "
            "on it.\n\n"
            "There is a closed medlar door leading north. There is an exit to the east. Don't "
            "worry, it is unguarded.",
            1,
        ),
        R("smoke house", "n e", closed="n"),
        notes="a closed chest and an empty hook are things; the medlar door north closed, east "
        "unguarded: open north, go east",
    ),
    item(
        room(
            "Glass Store",
            "You are in a glass store. A standard one. You begin looking for stuff.\n\n"
            "You see a shelf. On the shelf you make out a lens and a coin. You can make out a "
            "closed box.\n\n"
            "There is an open osier door leading west.",
            3,
        ),
        R("glass store", "w", coin=True),
        notes="a coin on the shelf among the things listed is a coin in the room: take coin",
    ),
    item(
        room(
            "Harness Room",
            "You arrive in a harness room. An ordinary one.\n\n"
            "You see a closed trunk. You see a peg. The peg is empty! What a waste of a "
            "day!\n\n"
            "There is a locked pearwood door leading south. You don't like doors? Why not try "
            "going west, that entranceway is unblocked.",
            2,
        ),
        R("harness room", "s w", locked="s"),
        notes="the pearwood door south is locked (no open); the closed trunk's contents are not "
        "given: go west",
    ),
    item(
        room(
            "Lamp Store",
            "You find yourself in a lamp store. A typical kind of place. The room is well "
            "lit.\n\n"
            "You see an opened locker. Inside the opened locker, you see a coin and a wick. "
            "You can see a stool. But there isn't a thing on it.\n\n"
            "There is an exit to the south. Don't worry, it is unguarded.",
            4,
        ),
        R("lamp store", "s", coin=True),
        notes="a coin inside an opened locker whose contents are given: take coin",
    ),
    item(
        "\n\nHey, thanks for coming over to the TextWorld today, there is something I need "
        "you to do for me. First step, open the limewood door. After that, head north. Then, "
        "retrieve the coin from the floor of the malt house. Got that? Good!"
        + room(
            "Granary",
            "You are in a granary. A normal kind of place.\n\n"
            "You see a closed bin. You can make out a sack. But the thing is empty.\n\n"
            "There is a closed limewood door leading north. You need an unblocked exit? You "
            "should try going east.",
            1,
        ),
        R("granary", "n e", closed="n"),
        notes="the quest speech puts the coin in the malt house, not here: no coin; the "
        "limewood door north closed, east unblocked: open north, go east",
    ),
    item(
        room(
            "Oast House",
            "Well, here we are in the oast house. You start to take note of what's in the "
            "room.\n\n"
            "You make out a kiln. The kiln is empty, what a horrible day!\n\n"
            "There is a closed whitebeam door leading west. There is an open teak door "
            "leading east. There is an unguarded exit to the south.",
            7,
        ),
        R("oast house", "w e s", closed="w"),
        notes="three exits, two behind doors: west closed, east open, south unguarded: open "
        "west, go east, go south",
    ),
    item(
        room(
            "Sail Loft",
            "You arrive in a sail loft. An ordinary kind of place.\n\n"
            "You see a table. On the table you see a needle and a palm.\n\n"
            "There is a locked iron door leading north. There is an unblocked exit to the "
            "west.",
            5,
        ),
        R("sail loft", "n w", locked="n"),
        notes="the iron door north is locked (no open); the table and its things are no exits: "
        "go west",
    ),
    item(
        room(
            "Pump House",
            "I am required to announce that you are now in the pump house.\n\n"
            "You can make out a closed cabinet. You see a wheel. But the thing is empty.\n\n"
            "There is a closed teak door leading south.",
            2,
        ),
        R("pump house", "s", closed="s"),
        notes="the closed cabinet is a thing; the only exit, the teak door south, is closed: "
        "open south",
    ),
    item(
        room(
            "Mangle Room",
            "You find yourself in a mangle room. A typical one. You begin to take stock of "
            "what's here.\n\n"
            "You see a mangle. But there isn't a thing on it.\n\n"
            "There is an unguarded exit to the north. There is an unblocked exit to the south. "
            "You need an unguarded exit? You should try going east. You don't like doors? Why "
            "not try going west, that entranceway is unblocked.",
            9,
        ),
        R("mangle room", "n s e w"),
        notes="four unguarded exits in four of TextWorld's sentences: go any way",
    ),
    item(
        (
            room(
                "Dairy",
                "You've entered a dairy. The room seems oddly familiar, as though it were "
                "only superficially different from the other rooms in the building.\n\n"
                "You see a churn. You see a closed pail.\n\n"
                "There is an open osier door leading east.\n\n"
                "There is a coin on the floor.",
                6,
            ),
            R("dairy", "e", coin=True),
        ),
        "take coin",
        (ending("Dairy", 6), K("took")),
        actions=[],
        notes="the coin taken and the game ended (*** The End ***): the facts keep the room, "
        "no action",
    ),
]
