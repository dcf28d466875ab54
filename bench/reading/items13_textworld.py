"""textworld, thirteenth round: the coin collector's own manner (TextWorld 1.7.0's texts in
real_texts.json as the model: the quest's speech, "-= Room =-", "You arrive in a ... An ordinary
one.", "You don't like doors? Why not try going east, that entranceway is unguarded.", "There is
a coin on the floor.", the prompt and the status line counting the moves, "You can't go that
way.", the ending) with new rooms and doors (none is engine output). Ten walks on one map (mud
room, linen room, salt store, cheese room behind a closed hornbeam door, back kitchen with the
coin; a locked bronze door east of the cheese room): a refused `go up`, "You have to open the
hornbeam door first.", "You open hornbeam door.", a way never given refused, loops back to the
linen room and the mud room, "You have to unlock the bronze door first.", the ending after the
coin. Ten single rooms with juniper, pewter, cork, sallow, elder and damson doors open, closed
and locked, a quest speech that names another room, a locked cash box, a refusal in the first
room. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = ">" + " " * 128


def status(name: str, moves: int) -> str:
    return f"{PROMPT}-= {name} =-0/{moves}"


def room(name: str, desc: str, exits: str, moves: int, coin: bool = False) -> str:
    """A room as the coin collector prints it after a move."""
    floor = "\n\nThere is a coin on the floor.\n\n\n" if coin else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{desc}\n\n\n\n{exits}{floor}{status(name, moves)}"


def first(speech: str, name: str, desc: str, exits: str, coin: bool = False) -> str:
    """The first room, with the quest's speech before it."""
    floor = "\n\nThere is a coin on the floor.\n\n" if coin else "\n\n"
    return f"{speech}\n\n-= {name} =-\n{desc}\n\n\n\n{exits}{floor}{status(name, 1)}"


def reply(line: str, name: str, moves: int) -> str:
    """A reply that keeps the room (a refusal, an open), with the prompt and status line."""
    return f"\n{line}\n\n\n{status(name, moves)}"


# ---- the map: Mud Room n Linen Room (open), e Cheese Room (hornbeam door, closed at first);
# Linen Room w Salt Store; Cheese Room n Back Kitchen (the coin), e a locked bronze door.
SPEECH = (
    "Welcome to yet another round of TextWorld! Listen closely, because there is a job for you. "
    "First of all, open the hornbeam door. Then, make an effort to go east. After that, try to "
    "venture north. Then, pick up the coin from the floor of the back kitchen. Easy, right?"
)


def mud_room(door: str = "closed") -> tuple:
    return (
        first(
            SPEECH,
            "Mud Room",
            "You find yourself in a mud room. A typical kind of place. You begin to take stock "
            "of what's here.",
            "There is an unguarded exit to the north. There is a "
            f"{door} hornbeam door leading east.",
        ),
        R("mud room", "n e", closed="e" if door == "closed" else ""),
    )


def mud_room_again(moves: int) -> tuple:
    text = room(
        "Mud Room",
        "You find yourself in a mud room. A typical kind of place. You begin to take stock of "
        "what's here.",
        "There is an unguarded exit to the north. There is a closed hornbeam door leading east.",
        moves,
    )
    return (text, R("mud room", "n e", closed="e"))


def linen_room(moves: int) -> tuple:
    text = room(
        "Linen Room",
        "You've entered a linen room. The room is well lit.",
        "You need an unblocked exit? You should try going south. There is an exit to the west. "
        "Don't worry, it is unguarded.",
        moves,
    )
    return (text, R("linen room", "s w"))


def salt_store(moves: int) -> tuple:
    text = room(
        "Salt Store",
        "You arrive in a salt store. A normal one.",
        "You don't like doors? Why not try going east, that entranceway is unblocked.",
        moves,
    )
    return (text, R("salt store", "e"))


def cheese_room(moves: int) -> tuple:
    text = room(
        "Cheese Room",
        "Look around you. Take it all in. It's not every day someone gets to be in a cheese room.",
        "There is a locked bronze door leading east. There is an exit to the north. Don't "
        "worry, it is unblocked. There is an open hornbeam door leading west.",
        moves,
    )
    return (text, R("cheese room", "n e w", locked="e"))


def back_kitchen(moves: int) -> tuple:
    text = room(
        "Back Kitchen",
        "You are in a back kitchen. An ordinary kind of place.",
        "There is an exit to the south. Don't worry, it is unguarded.",
        moves,
        coin=True,
    )
    return (text, R("back kitchen", "s", coin=True))


ENDING = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point.\n\n\n"
    + " " * 55
    + "*** The End ***\n\nYou scored 1 out of a possible 1, in 6 turns.\n\n\nWould you like to "
    "RESTART, RESTORE a saved game, QUIT or UNDO the last command?\n"
    + ">"
    + " " * 129
    + "-= Back Kitchen =-0/5"
)

# the walk to the cheese room: refused, opened, walked through
TO_CHEESE = (
    mud_room(),
    "go east",
    (reply("You have to open the hornbeam door first.", "Mud Room", 2), K("refused", "closed")),
    "open hornbeam door",
    (reply("You open hornbeam door.", "Mud Room", 3), K("opened", door="east")),
    "go east",
    cheese_room(4),
)

ITEMS = [
    # ---- walks on one map ----
    item(
        mud_room(),
        "go up",
        (reply("You can't go that way.", "Mud Room", 2), K("refused")),
        notes="the coin collector's refused `go up` (no fact: up is outside the vocabulary); the "
        "first room keeps its open way north and its closed hornbeam door east",
    ),
    item(
        mud_room(),
        "go east",
        (reply("You have to open the hornbeam door first.", "Mud Room", 2), K("refused", "closed")),
        notes="'You have to open the hornbeam door first.': the move east refused at a closed "
        "door (closed and refused); the person opens it or goes north",
    ),
    item(
        *TO_CHEESE,
        notes="refused, then 'You open hornbeam door.' (opened by its kind: east), then walked "
        "through; in the cheese room the open hornbeam door west is the way back (visited, "
        "initial), the bronze door east is locked (closed, no action), north is unvisited",
    ),
    item(
        *TO_CHEESE,
        "go north",
        back_kitchen(5),
        notes="the walk the quest's speech gives, to the back kitchen: 'There is a coin on the "
        "floor.' (take it); its one exit south is the way back",
    ),
    item(
        *TO_CHEESE,
        "go north",
        back_kitchen(5),
        "take coin",
        (ENDING, K("took")),
        actions=[],
        notes="the coin taken and the game over ('*** The End ***'): no action; the facts keep "
        "the back kitchen, the coin gone",
    ),
    item(
        mud_room(),
        "go north",
        linen_room(2),
        "go west",
        salt_store(3),
        notes="a walk through the open way north and on west: the salt store's one exit east "
        "is the way back (visited, initial, all_visited)",
    ),
    item(
        mud_room(),
        "go north",
        linen_room(2),
        "go west",
        salt_store(3),
        "go east",
        linen_room(4),
        notes="back in the linen room from the salt store: both its exits lead to rooms seen; "
        "the way back is south, by which it was first entered (initial)",
    ),
    item(
        mud_room(),
        "go north",
        linen_room(2),
        "go west",
        salt_store(3),
        "go east",
        linen_room(4),
        "go south",
        mud_room_again(5),
        notes="a loop back to the first room: north visited; the hornbeam door east is still "
        "closed and leads to a room not yet seen (open it)",
    ),
    item(
        mud_room(),
        "go north",
        linen_room(2),
        "go east",
        (reply("You can't go that way.", "Linen Room", 3), K("refused")),
        notes="'You can't go that way.' for a way the room never gave (east): refused; the "
        "status line keeps the linen room",
    ),
    item(
        mud_room(),
        "open hornbeam door",
        (reply("You open hornbeam door.", "Mud Room", 2), K("opened", door="east")),
        "go east",
        cheese_room(3),
        "go east",
        (
            reply("You have to unlock the bronze door first.", "Cheese Room", 4),
            K("refused", "locked"),
        ),
        notes="'You have to unlock the bronze door first.': the locked door east refused "
        "(closed, refused, no action); north is unvisited",
    ),
    # ---- single rooms ----
    item(
        first(
            "It's time to explore the amazing world of TextWorld! Your first objective is to "
            "open the juniper door. Then, head south. Then, retrieve the coin from the floor of "
            "the scalding room. Alright, thanks!",
            "Bottling Room",
            "You've just walked into a bottling room. Let's see what's in here.",
            "There is a closed juniper door leading south.",
        ),
        R("bottling room", "s", closed="s"),
        notes="the only way out is a closed juniper door: open it; the coin is in another room "
        "(the scalding room of the speech)",
    ),
    item(
        room(
            "Rope Store",
            "You are in a rope store. A normal kind of place. You start to take note of what's "
            "in the room.",
            "There is an unblocked exit to the east. You need an unguarded exit? You should try "
            "going west.",
            7,
            coin=True,
        ),
        R("rope store", "e w", coin=True),
        notes="'There is a coin on the floor.' beside two open exits: take the coin",
    ),
    item(
        room(
            "Ticket Office",
            "I am pleased to announce that you are now in the ticket office.",
            "There is a locked pewter door leading west. There is an exit to the north. Don't "
            "worry, it is unguarded.",
            3,
        ),
        R("ticket office", "n w", locked="w"),
        notes="a locked pewter door west (closed, no action) and an open exit north",
    ),
    item(
        first(
            "Hey, thanks for coming over to the TextWorld today, there is something I need you "
            "to do for me. First off, try to go north. And then, pick up the coin from the floor "
            "of the apple store. Got that? Good!",
            "Feed Store",
            "You arrive in a feed store. An ordinary kind of place.",
            "You need an unblocked exit? You should try going north.",
        ),
        R("feed store", "n"),
        notes="the speech names the coin's room (the apple store), not this one: no coin here; "
        "the one exit north",
    ),
    item(
        room(
            "Seed Room",
            "You arrive in a seed room. A standard one. The room is well lit.",
            "There is an open cork door leading east. There is an unblocked exit to the south.",
            5,
        ),
        R("seed room", "e s"),
        notes="'There is an open cork door leading east.': an open exit, not closed",
    ),
    item(
        room(
            "Dye House",
            "You are in a dye house. You begin looking for stuff.",
            "There is a closed sallow door leading north.",
            9,
            coin=True,
        ),
        R("dye house", "n", closed="n", coin=True),
        notes="a coin on the floor; the one way out, north, is a closed sallow door: take the coin",
    ),
    item(
        room(
            "Lamp Room",
            "This just in- You, in the lamp room.",
            "There is an unguarded exit to the east. There is an exit to the north. Don't worry, "
            "it is unblocked. There is an unblocked exit to the south. You don't like doors? Why "
            "not try going west, that entranceway is unguarded.",
            11,
            coin=True,
        ),
        R("lamp room", "n s e w", coin=True),
        notes="four open exits and a coin on the floor: take the coin",
    ),
    item(
        room(
            "Counting House",
            "You arrive in a counting house. A normal kind of place. You see a locked cash box. "
            "You can see a desk. But the thing is empty.",
            "There is an exit to the south. Don't worry, it is unguarded.",
            6,
        ),
        R("counting house", "s"),
        notes="a counting house with a locked cash box (its contents not given) and an empty "
        "desk: no coin; the one exit south",
    ),
    item(
        (
            first(
                "You are now playing a fascinating round of TextWorld! Here is your task for "
                "today. First step, make an effort to go east. Then, attempt to take a trip "
                "north. With that done, take the coin from the floor of the glove room. Good luck!",
                "Wash-Up",
                "You've entered a wash-up. You can barely contain your excitement.",
                "There is an unblocked exit to the east.",
            ),
            R("wash-up", "e"),
        ),
        "go west",
        (reply("You can't go that way.", "Wash-Up", 2), K("refused")),
        notes="a refusal in the first room of a way the room never gave (west): refused; the "
        "one exit east",
    ),
    item(
        room(
            "Cider House",
            "You find yourself in a cider house. A typical one.",
            "There is a closed damson door leading north. There is an open elder door leading "
            "west.",
            4,
        ),
        R("cider house", "n w", closed="n"),
        notes="a closed damson door north (open it) and an open elder door west (go)",
    ),
]
