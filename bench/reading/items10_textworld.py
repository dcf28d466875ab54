"""textworld, tenth round: the coin collector's manner (none is engine output) as a client shows
it: leading blank lines, "-= Room =-", the exits in the engine's sentences ("There is an exit to
the east. Don't worry, it is unblocked.", "You don't like doors? Why not try going west, that
entranceway is unguarded.") and its door lines ("There is a closed poplar door leading north."),
"There is a coin on the floor.", and the prompt with the status line counting the moves. Walks
on one map (Bakehouse; north through a poplar door to the Print Room, east the Fernery, west the
Loggia; the Fernery east to the Ice House and south to the Bottle Store, where the coin is),
printed by functions so a room reads the same on every visit: the quest's speech before the
first room, a refused `go up` and refused ways never given, "You have to open the poplar door
first.", "You open poplar door.", a look, an inventory, loops back to the first room, the ending
after the coin. Single rooms (sculpture hall, dovecote, bell room, cold room, sewing parlour,
lamp room, garret, orangery annexe, sluice room, apple loft, wash house yard, gallery) with
sycamore, tin, larch, cherry, fir, hemlock, mesh and beech doors open, closed and locked. What
a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64


def status(name: str, move: int) -> str:
    return f">{PAD}-= {name} =-0/{move}"


def room(name: str, intro: str, exits: str, move: int, coin: bool = False) -> str:
    coin_line = "There is a coin on the floor.\n\n" if coin else ""
    return f"\n\n-= {name} =-\n{intro}\n\n\n\n{exits}\n\n{coin_line}\n{status(name, move)}"


def reply(text: str, name: str, move: int) -> str:
    return f"\n{text}\n\n\n{status(name, move)}"


SPEECH = (
    "Welcome back to TextWorld! I need a favour, and it's a simple one. First, go east. Then, "
    "venture south. And then, take the coin from the floor of the bottle store. Easy, right?"
)


def bakehouse(move: int, door: str = "closed", speech: bool = False) -> tuple:
    text = room(
        "Bakehouse",
        "You've wandered into a bakehouse. The ovens are cold, which is a shame.",
        f"There is a {door} poplar door leading north. There is an exit to the east. Don't "
        "worry, it is unblocked. You don't like doors? Why not try going west, that entranceway "
        "is unguarded.",
        move,
    )
    if speech:
        text = f"\n\n{SPEECH}{text}"
    return (text, R("bakehouse", "n e w", closed="n" if door == "closed" else ""))


def print_room(move: int) -> tuple:
    text = room(
        "Print Room",
        "Here you are, in the print room. It is exactly as ordinary as it sounds.",
        "There is an open poplar door leading south.",
        move,
    )
    return (text, R("print room", "s"))


def fernery(move: int) -> tuple:
    text = room(
        "Fernery",
        "Okay, you're in a fernery. Take a moment to look around.",
        "You need an unguarded exit? You should try going east. There is an unblocked exit to "
        "the south. There is an exit to the west. Don't worry, it is unguarded.",
        move,
    )
    return (text, R("fernery", "e s w"))


def ice_house(move: int) -> tuple:
    text = room(
        "Ice House",
        "You've just walked into an ice house. It's colder than you expected.",
        "There is an unguarded exit to the west.",
        move,
    )
    return (text, R("ice house", "w"))


def bottle_store(move: int, coin: bool = True) -> tuple:
    text = room(
        "Bottle Store",
        "You find yourself in a bottle store. A normal kind of place.",
        "You don't like doors? Why not try going north, that entranceway is unblocked.",
        move,
        coin=coin,
    )
    return (text, R("bottle store", "n", coin=coin))


def loggia(move: int) -> tuple:
    text = room(
        "Loggia",
        "This just in: you are in a loggia. The room is well lit.",
        "There is an unblocked exit to the east.",
        move,
    )
    return (text, R("loggia", "e"))


def single(name: str, intro: str, exits: str, reading: R, coin: bool = False) -> tuple:
    return (room(name, intro, exits, 1, coin=coin), reading)


ITEMS = [
    item(
        bakehouse(1, speech=True),
        "go east",
        fernery(2),
        "go south",
        bottle_store(3),
        notes="the quest's speech before the first room names the coin's room; the coin is on "
        "the floor of the bottle store",
    ),
    item(
        bakehouse(1),
        "go north",
        (reply("You have to open the poplar door first.", "Bakehouse", 2), K("refused", "closed")),
        "open poplar door",
        (reply("You open poplar door.", "Bakehouse", 3), K("opened", door="n")),
        "go north",
        print_room(4),
        notes="a closed door refused, opened by its kind and walked through; the print room's "
        "only exit is the way back",
    ),
    item(
        bakehouse(1),
        "go west",
        loggia(2),
        "go east",
        bakehouse(3),
        notes="back in the first room: west visited, the poplar door still closed, east unseen",
    ),
    item(
        bakehouse(1),
        "go east",
        fernery(2),
        "go east",
        ice_house(3),
        "go west",
        fernery(4),
        notes="a loop through the ice house: in the fernery east and west are visited, south "
        "is not; the way first entered is west",
    ),
    item(
        bakehouse(1, speech=True),
        "go east",
        fernery(2),
        "go south",
        bottle_store(3),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            f"point.\n\n\n{' ' * 55}*** The End ***\n\nYou scored 1 out of a possible 1, in 4 "
            "turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
            f"command?\n>{PAD} -= Bottle Store =-0/3",
            K("took"),
        ),
        actions=(),
        notes="the game has ended after the coin: no action (earlier rounds' call); the facts "
        "keep the room, the coin gone",
    ),
    item(
        bakehouse(1),
        "go up",
        (reply("You can't go that way.", "Bakehouse", 2), K("refused")),
        "go south",
        (reply("You can't go that way.", "Bakehouse", 3), K("refused")),
        "look",
        bakehouse(4),
        notes="a refused `go up` is no fact; south, never given, refused and still refused "
        "after the look",
    ),
    item(
        bakehouse(1),
        "go east",
        fernery(2),
        "go north",
        (reply("You can't go that way.", "Fernery", 3), K("refused")),
        "inventory",
        (reply("You are carrying nothing.", "Fernery", 4), K("none")),
        notes="a refusal then an inventory: the fernery is kept, north refused, west visited",
    ),
    item(
        bakehouse(1),
        "open poplar door",
        (reply("You open poplar door.", "Bakehouse", 2), K("opened", door="n")),
        "go north",
        print_room(3),
        "go south",
        bakehouse(4, door="open"),
        notes="back in the first room with the poplar door open: north visited, east and west not",
    ),
    item(
        single(
            "Sculpture Hall",
            "You arrive in a sculpture hall. An ordinary one, apart from the sculptures.",
            "There is a closed sycamore door leading east. There is an unguarded exit to the "
            "north.",
            R("sculpture hall", "e n", closed="e", coin=True),
            coin=True,
        ),
        notes="a closed door east, an open exit north, a coin on the floor",
    ),
    item(
        single(
            "Dovecote",
            "Well, would you look at that: a dovecote. You begin to take stock of what's here.",
            "There is a locked tin door leading south.",
            R("dovecote", "s", locked="s"),
        ),
        notes="the only exit is a locked door: no action",
    ),
    item(
        single(
            "Bell Room",
            "You've entered a bell room. There is nothing much to say about it.",
            "There is an open larch door leading west. You need an unblocked exit? You should "
            "try going north. There is an exit to the south. Don't worry, it is unguarded.",
            R("bell room", "w n s"),
        ),
        notes="an open door west and two doorless exits",
    ),
    item(
        single(
            "Cold Room",
            "You are in a cold room. A standard one. Your breath smokes in the air.",
            "There is a closed cherry door leading north. There is a closed fir door leading west.",
            R("cold room", "n w", closed="n w", coin=True),
            coin=True,
        ),
        notes="two closed doors and a coin on the floor: take the coin",
    ),
    item(
        single(
            "Sewing Parlour",
            "You find yourself in a sewing parlour. You decide to make a note of everything in "
            "here.",
            "There is a locked hemlock door leading east. You don't like doors? Why not try "
            "going south, that entranceway is unblocked.",
            R("sewing parlour", "e s", locked="e"),
        ),
        notes="a locked door east, an open way south",
    ),
    item(
        single(
            "Lamp Room",
            "I am pleased to announce that you are now in the lamp room.",
            "There is an exit to the north. Don't worry, it is unblocked. There is an exit to "
            "the east. Don't worry, it is unguarded. There is an unblocked exit to the west.",
            R("lamp room", "n e w"),
        ),
        notes="three doorless exits in the engine's sentences",
    ),
    item(
        single(
            "Garret",
            "You've just crept into a garret. The ceiling is low and the room is well lit.",
            "There is an open mesh door leading south.",
            R("garret", "s", coin=True),
            coin=True,
        ),
        notes="one open door and a coin on the floor",
    ),
    item(
        (
            f"\n\n{SPEECH}"
            + room(
                "Orangery Annexe",
                "You arrive in an orangery annexe. A typical kind of place.",
                "There is a closed beech door leading west. There is an unguarded exit to the "
                "east.",
                1,
            ),
            R("orangery annexe", "w e", closed="w"),
        ),
        notes="the quest's speech puts the coin in another room; none is on this floor; a "
        "closed door west and an open way east",
    ),
    item(
        single(
            "Sluice Room",
            "You're now in the sluice room. It smells faintly of bleach.",
            "You need an unguarded exit? You should try going west. There is a locked tin door "
            "leading north. There is a closed larch door leading east.",
            R("sluice room", "w n e", locked="n", closed="e"),
        ),
        notes="one way open, one door locked, one closed",
    ),
    item(
        single(
            "Apple Loft",
            "Look at you, standing in an apple loft. It smells of apples, funnily enough.",
            "There is an unblocked exit to the south. There is an unguarded exit to the east.",
            R("apple loft", "s e", coin=True),
            coin=True,
        ),
        notes="two exits and a coin on the floor",
    ),
    item(
        (
            room(
                "Wash House Yard",
                "You are in a wash house yard. An ordinary kind of place.",
                "There is an exit to the west. Don't worry, it is unblocked. There is an open "
                "sycamore door leading north.",
                1,
            )
            + "\ninventory\nYou are carrying nothing.\n\n"
            + status("Wash House Yard", 2),
            R("wash house yard", "w n"),
        ),
        notes="the room, then an echoed inventory and its reply pasted after it: the room is "
        "kept; no coin",
    ),
    item(
        single(
            "Gallery",
            "Welcome to the gallery. You've seen better, but you've seen worse.",
            "There is a closed hemlock door leading south. There is a closed sycamore door "
            "leading north. There is an exit to the east. Don't worry, it is unguarded.",
            R("gallery", "s n e", closed="s n"),
        ),
        notes="two closed doors and an open way",
    ),
]
