"""textworld, fourteenth round: the coin collector's manner (none is engine output). Seven walks
on one map (a tally room whose rowan door to the north is closed, a sluice room behind it with
the coin, a glue store to the east and a salt store south of it), printed as a client shows them
with the prompt and the status line counting the moves, the quest's speech before the first
room: "You have to open the rowan door first.", "You open rowan door.", "You can't go that
way." for a way never given, an inventory, a loop back to the first room, the ending after the
coin. Thirteen single rooms with kept-short descriptions and new doors (ebony, pewter, aspen,
willow, juniper, bronze, holly, olive, cork, basswood), open, closed and locked, the coin on the
floor, a quest speech naming another room. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64
SPEECH = (
    "Welcome to TextWorld! Here is your task for today. First, you ought to open the rowan door. "
    "Then, venture north. And then, pick up the coin from the floor of the sluice room. Got "
    "that? Good!"
)


def status(name: str, moves: int) -> str:
    return f"\n\n>{PAD}-= {name} =-0/{moves}"


def tally(moves: int, opened: bool = False, speech: bool = False) -> tuple:
    door = "an open" if opened else "a closed"
    text = (
        f"-= Tally Room =-\nYou arrive in a tally room. A plain one.\n\n\n\nThere is {door} rowan "
        "door leading north. You need an unguarded exit? You should try going east."
        + status("Tally Room", moves)
    )
    if speech:
        text = f"{SPEECH}\n\n{text}"
    return (text, R("tally room", "n e", closed="" if opened else "n"))


def sluice(moves: int, coin: bool = True) -> tuple:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    text = (
        "-= Sluice Room =-\nYou've entered a sluice room. The floor is wet.\n\n\n\nThere is an "
        f"open rowan door leading south.{floor}" + status("Sluice Room", moves)
    )
    return (text, R("sluice room", "s", coin=coin))


def glue(moves: int) -> tuple:
    text = (
        "-= Glue Store =-\nYou are in a glue store. An ordinary kind of place.\n\n\n\nThere is "
        "an unblocked exit to the west. You don't like doors? Why not try going south, that "
        "entranceway is unguarded." + status("Glue Store", moves)
    )
    return (text, R("glue store", "w s"))


def salt(moves: int) -> tuple:
    text = (
        "-= Salt Store =-\nYou find yourself in a salt store. A dull kind of place.\n\n\n\nThere "
        "is an exit to the north. Don't worry, it is unblocked." + status("Salt Store", moves)
    )
    return (text, R("salt store", "n"))


def reply(line: str, name: str, moves: int) -> str:
    return f"{line}{status(name, moves)}"


ITEMS = [
    # ---- walks on one map ----
    item(
        tally(1, speech=True),
        "go north",
        (reply("You have to open the rowan door first.", "Tally Room", 2), K("refused")),
        notes="the move north is refused at the closed rowan door (still closed): open north "
        "(or go east)",
    ),
    item(
        tally(1, speech=True),
        "open rowan door",
        (reply("You open rowan door.", "Tally Room", 2), K("opened", door="n")),
        "go north",
        sluice(3),
        notes="the door opened by its kind, then walked through: the coin is on the floor: take "
        "coin (south visited, initial)",
    ),
    item(
        tally(1, speech=True),
        "go east",
        glue(2),
        "go south",
        salt(3),
        notes="a dead end two rooms in: go north (initial, all visited)",
    ),
    item(
        tally(1, speech=True),
        "go east",
        glue(2),
        "go west",
        tally(3),
        notes="there and back: east visited; the rowan door north is still closed: open north",
    ),
    item(
        tally(1, speech=True),
        "go west",
        (reply("You can't go that way.", "Tally Room", 2), K("refused")),
        "go east",
        glue(3),
        notes="a refusal left in the first room does not stand in the next; west visited "
        "(initial): go south",
    ),
    item(
        tally(1, speech=True),
        "open rowan door",
        (reply("You open rowan door.", "Tally Room", 2), K("opened", door="n")),
        "go north",
        sluice(3),
        "take coin",
        (
            "You pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                              *** The End ***\n\nYou scored 1 out of a "
            "possible 1, in 4 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT "
            f"or UNDO the last command?\n>{PAD} -= Sluice Room =-0/3",
            K("took"),
        ),
        actions=[],
        notes="the game has ended ('*** The End ***'): no action (the earlier rounds' call); the "
        "facts keep the sluice room, the coin gone",
    ),
    item(
        tally(1, speech=True),
        "go east",
        glue(2),
        "go south",
        salt(3),
        "inventory",
        (reply("You are carrying nothing.", "Salt Store", 4), K("none")),
        notes="an inventory keeps the room: the salt store's only way is back north (initial, "
        "all visited)",
    ),
    # ---- single rooms ----
    item(
        "-= Cork Room =-\nYou arrive in a cork room. Nothing special.\n\n\n\nThere is a closed "
        "ebony door leading west. There is an exit to the north. Don't worry, it is "
        "unblocked.\n\nThere is a coin on the floor." + status("Cork Room", 1),
        R("cork room", "w n", closed="w", coin=True),
        notes="TextWorld's coin line: take coin; the ebony door west is closed",
    ),
    item(
        "-= Ink Store =-\nYou've entered an ink store. It smells of oak galls.\n\n\n\nThere is a "
        "locked pewter door leading east." + status("Ink Store", 1),
        R("ink store", "e", locked="e"),
        notes="the only door is locked: no action",
    ),
    item(
        "-= Wax Room =-\nYou are in a wax room. A plain kind of place.\n\n\n\nThere is an open "
        "aspen door leading south. There is an unguarded exit to the east." + status("Wax Room", 1),
        R("wax room", "s e"),
        notes="an open door south and an unguarded exit east: go south or east",
    ),
    item(
        "-= Bell Loft =-\nYou find yourself in a bell loft. Ropes hang down.\n\n\n\nThere is an "
        "unblocked exit to the north. There is an unguarded exit to the south. There is an exit "
        "to the east. Don't worry, it is unblocked. You don't like doors? Why not try going "
        "west, that entranceway is unguarded.\n\nThere is a coin on the floor."
        + status("Bell Loft", 1),
        R("bell loft", "n s e w", coin=True),
        notes="four exits and the coin on the floor: take coin",
    ),
    item(
        "Welcome to TextWorld! Your task is simple: go east, then north, and pick up the coin "
        "from the floor of the attic.\n\n-= Still Room =-\nYou are in a still room. A dull one."
        "\n\n\n\nYou need an unguarded exit? You should try going east. There is an unblocked "
        "exit to the north." + status("Still Room", 1),
        R("still room", "e n"),
        notes="the quest speech puts the coin in another room (the attic): no coin here; two exits",
    ),
    item(
        "-= Lamp Room =-\nYou arrive in a lamp room. An ordinary one.\n\n\n\nThere is a closed "
        "willow door leading east. There is a closed juniper door leading south."
        + status("Lamp Room", 1),
        R("lamp room", "e s", closed="e s"),
        notes="two closed doors: open east or open south",
    ),
    item(
        "-= Rope Store =-\nYou've entered a rope store. Coils everywhere.\n\n\n\nThere is a "
        "locked bronze door leading north. There is an exit to the west. Don't worry, it is "
        "unguarded." + status("Rope Store", 1),
        R("rope store", "n w", locked="n"),
        notes="the bronze door north is locked; the west exit is open: go west",
    ),
    item(
        "-= Seed Loft =-\nYou are in a seed loft.\n\n\n\nThere is an unguarded exit to the "
        "south.\n\nThere is a coin on the floor." + status("Seed Loft", 1),
        R("seed loft", "s", coin=True),
        notes="a two-line room and the coin on the floor: take coin",
    ),
    item(
        "-= Trunk Room =-\nYou find yourself in a trunk room. A typical kind of place.\n\n\n\n"
        "There is an open cork door leading west. You need an unblocked exit? You should try "
        "going south." + status("Trunk Room", 1),
        R("trunk room", "w s"),
        notes="an open cork door and an unblocked exit; 'trunk' names the room, no coin",
    ),
    item(
        "-= Chaff House =-\nYou are in a chaff house. Dust in the air.\n\n\n\nThere is a closed "
        "holly door leading south. There is a locked olive door leading east. There is an "
        "unguarded exit to the north." + status("Chaff House", 1),
        R("chaff house", "s e n", closed="s", locked="e"),
        notes="closed south, locked east, open north: open south or go north",
    ),
    item(
        "\n\n\n-= Soap Store =-\nYou've just walked into a soap store. It smells clean.\n\n\n\n"
        "You don't like doors? Why not try going north, that entranceway is unblocked. There is "
        "a closed basswood door leading east." + status("Soap Store", 1),
        R("soap store", "n e", closed="e"),
        notes="leading blank lines as a client prints them; an open way north and a closed "
        "basswood door east",
    ),
    item(
        "-= Quill Room =-\nYou arrive in a quill room. Small.\n\n\n\nYou need an unguarded exit? "
        "You should try going east.\n\nThere is a coin on the floor." + status("Quill Room", 1),
        R("quill room", "e", coin=True),
        notes="one exit and the coin on the floor: take coin",
    ),
    item(
        "-= Tin Shed =-\nYou find yourself in a tin shed. The roof drums with rain.\n\n\n\nThere "
        "is an open willow door leading north. There is an open ebony door leading south. There "
        "is an unblocked exit to the west." + status("Tin Shed", 1),
        R("tin shed", "n s w"),
        notes="two open doors and an unblocked exit: three open exits; rain is no way",
    ),
]
