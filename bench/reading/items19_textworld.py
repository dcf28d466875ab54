"""textworld, nineteenth round: the coin collector's manner as its client prints it (the
header, the filler sentences, the exit and door sentences, the prompt and the status line
counting the moves); none is engine output. Ten walks on one map of a bakery's back rooms: a
proving room with a closed larch door east and a way north; a flour store (south, west); a
sack room (east); a packing room behind the larch door (west) with a way north and a closed
sycamore door south that turns out locked; a dispatch bay with the coin (south). "You have to
open the larch door first.", "You open larch door.", "You have to unlock the sycamore door
first.", "You can't go that way." for `go up` and for a way never given, "You are carrying
nothing.", loops back to the flour store and the proving room, the ending after the coin. Ten
single rooms (fuse room, engine room, chart room after the quest's speech, copper store with a
copper door, ward office with a refused `go up`, seed loft, projection room, hose store, a
dispensary refused and looked at, boiler house with a take that finds nothing) with mesh,
zinc, copper, bamboo, chestnut and gilded doors. The walks are printed by functions, so a room
reads the same on every visit (the status line counts the moves). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 128


def screen(body: str, title: str, moves: int, score: int = 0) -> str:
    """A text as TextWorld's client shows it: the body, the prompt and the status line."""
    return f"\n\n{body}\n\n\n>{PAD}-= {title} =-{score}/{moves}"


def room(title: str, intro: str, exits: str, moves: int, extra: str = "") -> str:
    tail = f"\n\n{extra}" if extra else ""
    return screen(f"-= {title} =-\n{intro}\n\n\n\n{exits}{tail}", title, moves)


# the map: Proving Room n Flour Store, e Packing Room (larch door); Flour Store w Sack Room;
# Packing Room n Dispatch Bay (the coin), s a sycamore door (locked; it reads closed).
def proving(moves: int, opened: bool = False) -> tuple:
    state = "an open" if opened else "a closed"
    text = room(
        "Proving Room",
        "You arrive in a proving room. A warm, close kind of place.",
        f"There is {state} larch door leading east. There is an exit to the north. Don't "
        "worry, it is unguarded.",
        moves,
    )
    return (text, R("proving room", "n e", closed="" if opened else "e"))


def flour(moves: int) -> tuple:
    text = room(
        "Flour Store",
        "You are in a flour store. An ordinary one.",
        "You need an unguarded exit? You should try going south. There is an unblocked exit "
        "to the west.",
        moves,
    )
    return (text, R("flour store", "s w"))


def sack(moves: int) -> tuple:
    text = room(
        "Sack Room",
        "You've entered a sack room. You can barely contain your excitement.",
        "There is an exit to the east. Don't worry, it is unblocked.",
        moves,
        "You see a sack. The sack is empty! What a waste of a day!",
    )
    return (text, R("sack room", "e"))


def packing(moves: int) -> tuple:
    text = room(
        "Packing Room",
        "You arrive in a packing room. A typical kind of place.",
        "There is an open larch door leading west. There is a closed sycamore door leading "
        "south. You don't like doors? Why not try going north, that entranceway is unblocked.",
        moves,
    )
    return (text, R("packing room", "w s n", closed="s"))


def dispatch(moves: int) -> tuple:
    text = room(
        "Dispatch Bay",
        "You are in a dispatch bay. An usual one.",
        "There is an exit to the south. Don't worry, it is unblocked.",
        moves,
        "There is a coin on the floor.",
    )
    return (text, R("dispatch bay", "s", coin=True))


def reply(line: str, title: str, moves: int, reading: K, score: int = 0) -> tuple:
    return (screen(line, title, moves, score), reading)


def into_packing() -> tuple:
    """Proving Room, the larch door opened, east into the packing room (three moves)."""
    return (
        proving(1),
        "open larch door",
        reply("You open larch door.", "Proving Room", 2, K("opened", door="e")),
        "go east",
        packing(3),
    )


ENDING = (
    "You pick up the coin from the ground.\nYour score has just gone up by one point.\n\n"
    "                               *** The End ***\n\nYou scored 1 out of a possible 1, in "
    "{n} turns.\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last "
    "command?"
)

ITEMS = [
    # ---- walks on the bakery map ----
    item(
        proving(1),
        "go north",
        flour(2),
        notes="the proving room left north: the way back south is visited (initial); west "
        "is unexplored: go west",
    ),
    item(
        proving(1),
        "go east",
        reply(
            "You have to open the larch door first.", "Proving Room", 2, K("refused", door="closed")
        ),
        notes="the closed larch door refused: refused and closed east; open east or go north",
    ),
    item(
        *into_packing(),
        notes="through the opened larch door: west visited (initial); the sycamore door "
        "south reads closed and north is open: go north or open south",
    ),
    item(
        *into_packing(),
        "go north",
        dispatch(4),
        notes="the dispatch bay with the coin on the floor: take it",
    ),
    item(
        proving(1),
        "go north",
        flour(2),
        "go west",
        sack(3),
        "go east",
        flour(4),
        notes="a loop back to the flour store: both ways visited, south the way first "
        "entered: go south",
    ),
    item(
        proving(1),
        "go north",
        flour(2),
        "go up",
        reply("You can't go that way.", "Flour Store", 3, K("refused")),
        "go south",
        proving(4),
        notes="a refused `go up` left in the flour store (no fact); back in the first room "
        "north is visited, the larch door still closed: open east",
    ),
    item(
        *into_packing(),
        "go south",
        reply(
            "You have to unlock the sycamore door first.",
            "Packing Room",
            4,
            K("refused", door="locked"),
        ),
        notes="the sycamore door that read closed turns out locked: refused, closed south, "
        "no `open`; north is unexplored: go north",
    ),
    item(
        *into_packing(),
        "go north",
        dispatch(4),
        "take coin",
        reply(ENDING.format(n=5), "Dispatch Bay", 4, K("took"), score=1),
        actions=[],
        notes="the coin taken and the game over (*** The End ***): no action; the facts keep "
        "the dispatch bay, the coin gone",
    ),
    item(
        *into_packing(),
        "go west",
        proving(4, opened=True),
        notes="back in the first room with the larch door open: east visited, north not: go north",
    ),
    item(
        proving(1),
        "go north",
        flour(2),
        "go west",
        sack(3),
        "go west",
        reply("You can't go that way.", "Sack Room", 4, K("refused")),
        "inventory",
        reply("You are carrying nothing.", "Sack Room", 5, K("none")),
        notes="a way never given refused, then an inventory that changes nothing: refused "
        "west; the one exit east is the way back: go east",
    ),
    # ---- single rooms ----
    item(
        room(
            "Fuse Room",
            "You arrive in a fuse room. A humming kind of place.",
            "There is a closed mesh door leading north.",
            1,
        ),
        R("fuse room", "n", closed="n"),
        notes="one closed mesh door north: open north",
    ),
    item(
        room(
            "Engine Room",
            "You've entered an engine room. It seems to be pretty standard.",
            "There is a closed zinc door leading east. There is an exit to the south. Don't "
            "worry, it is unblocked.",
            1,
        ),
        R("engine room", "e s", closed="e"),
        notes="a closed zinc door east and an open way south: open east or go south",
    ),
    item(
        "\n\nWelcome back to the TextWorld! I have a small job for you. First, try to head "
        "west. Then, make an effort to go north. After that, pick up the coin from the floor "
        "of the map store. Simple, right?\n\n-= Chart Room =-\nYou arrive in a chart room. A "
        "dusty kind of place.\n\n\n\nThere is an unguarded exit to the west. There is an exit "
        "to the north. Don't worry, it is unblocked.\n\n\n>" + PAD + "-= Chart Room =-0/1",
        R("chart room", "w n"),
        notes="the quest's speech (the coin task: an answer) before the first room; the "
        "speech's directions are the walkthrough, the room's own exits are west and north: go "
        "either",
    ),
    item(
        room(
            "Copper Store",
            "You are in a copper store. An ordinary kind of place.",
            "There is an open copper door leading south.",
            1,
        ),
        R("copper store", "s"),
        notes="a copper door and a copper store are no coin: go south",
    ),
    item(
        (
            room(
                "Ward Office",
                "Well, here we are in the ward office.",
                "You need an unblocked exit? You should try going east. There is an unguarded "
                "exit to the north.",
                1,
            ),
            R("ward office", "e n"),
        ),
        "go up",
        reply("You can't go that way.", "Ward Office", 2, K("refused")),
        notes="a refused `go up` is no fact of the vocabulary: go east or north",
    ),
    item(
        room(
            "Seed Loft",
            "You are in a seed loft. A normal kind of place.",
            "There is an exit to the west. Don't worry, it is unguarded.",
            1,
            "You see a closed chest.\n\nThere is a coin on the floor.",
        ),
        R("seed loft", "w", coin=True),
        notes="a closed chest (contents unknown) beside a coin on the floor: take the coin",
    ),
    item(
        room(
            "Projection Room",
            "You arrive in a projection room. A dim kind of place.",
            "There is a closed bamboo door leading west. There is an open chestnut door "
            "leading north.",
            1,
        ),
        R("projection room", "w n", closed="w"),
        notes="two doors, one closed (west), one open (north): open west or go north",
    ),
    item(
        room(
            "Hose Store",
            "You've entered a hose store. Let's see what's in here.",
            "There is an unblocked exit to the south.",
            1,
            "You see a shelf. On the shelf you can make out a coin.",
        ),
        R("hose store", "s", coin=True),
        notes="a coin on a shelf in the room: take it",
    ),
    item(
        (
            room(
                "Dispensary",
                "You are in a dispensary. A clean kind of place.",
                "There is an exit to the north. Don't worry, it is unguarded.",
                1,
            ),
            R("dispensary", "n"),
        ),
        "go east",
        reply("You can't go that way.", "Dispensary", 2, K("refused")),
        "look",
        (
            room(
                "Dispensary",
                "You are in a dispensary. A clean kind of place.",
                "There is an exit to the north. Don't worry, it is unguarded.",
                3,
            ),
            R("dispensary", "n"),
        ),
        notes="a way never given refused, then a look that shows no way east: the refusal "
        "stands; go north",
    ),
    item(
        (
            room(
                "Boiler House",
                "You arrive in a boiler house. A sooty kind of place.",
                "There is a closed gilded door leading north. You need an unblocked exit? You "
                "should try going west.",
                1,
            ),
            R("boiler house", "n w", closed="n"),
        ),
        "take coin",
        reply("You can't see any such thing.", "Boiler House", 2, K("none")),
        notes="a take that finds no coin changes nothing; a gilded door is no coin: open "
        "north or go west",
    ),
]
