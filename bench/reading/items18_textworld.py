"""textworld, eighteenth round: TextWorld's coin collector's manner as its client prints it (the
header "-= Room =-", the room's filler sentences, its exit and door templates, the prompt and the
status line counting the moves); none is engine output. Ten walks on one map (a spare room with a
closed hazel door to a nook, a workshop, a galley with the coin, a nook with a locked elm door):
"You have to open the hazel door first.", "You open hazel door.", "You have to unlock the elm
door first.", "You can't go that way." for ways never given, "You are carrying nothing.", "You
pick up the coin from the ground." and the ending; single rooms (a pantry, a sewing room, a
cloakroom, a potting shed, a boot room, a tool shed, a snug, a dressing room, a still room) with
rowan, alder, yew, spruce and hornbeam doors open, closed and locked. The walks are printed from
one map by functions, so a room reads the same on every visit (the status line counts the
moves). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64


def screen(name: str, body: str, moves: int) -> str:
    """A room as the client shows it: the header, the body, the prompt and the status line."""
    return f"\n\n-= {name} =-\n{body}\n\n\n\n>{PAD}-= {name} =-0/{moves}"


def reply(text: str, name: str, moves: int) -> str:
    """A reply that keeps the room, with the prompt and the status line."""
    return f"\n{text}\n\n\n>{PAD}-= {name} =-0/{moves}"


# the map: Spare Room n Workshop, e Nook (hazel door, closed at first);
# Workshop w Galley (the coin); Nook n (elm door, locked; never opened).
def spare_room(moves: int, hazel_open: bool = False) -> tuple:
    door = "an open" if hazel_open else "a closed"
    body = (
        "You arrive in a spare room. A humdrum kind of place.\n\n\n\n"
        f"There is {door} hazel door leading east. You need an unguarded exit? You should try "
        "going north."
    )
    return (
        screen("Spare Room", body, moves),
        R("spare room", "e n", closed="" if hazel_open else "e"),
    )


def workshop(moves: int) -> tuple:
    body = (
        "You are in a workshop. You try to gain information on your surroundings by using a "
        "technique you call 'looking.'\n\n\n\nThere is an exit to the south. Don't worry, it is "
        "unblocked. You don't like doors? Why not try going west, that entranceway is unguarded."
    )
    return (screen("Workshop", body, moves), R("workshop", "s w"))


def galley(moves: int, coin: bool = True) -> tuple:
    floor = "\n\nThere is a coin on the floor." if coin else ""
    body = (
        f"You've just walked into a galley.\n\n\n\nThere is an unblocked exit to the east.{floor}"
    )
    return (screen("Galley", body, moves), R("galley", "e", coin=coin))


def nook(moves: int) -> tuple:
    body = (
        "You find yourself in a nook. An usual one.\n\n\n\nThere is a locked elm door leading "
        "north. There is an open hazel door leading west."
    )
    return (screen("Nook", body, moves), R("nook", "n w", locked="n"))


ITEMS = [
    item(
        spare_room(1),
        "go north",
        workshop(2),
        "go west",
        galley(3),
        notes="a walk north and west to the galley, where the coin is on the floor: take it",
    ),
    item(
        spare_room(1),
        "go east",
        (reply("You have to open the hazel door first.", "Spare Room", 2), K("refused", "closed")),
        "open hazel door",
        (reply("You open hazel door.", "Spare Room", 3), K("opened", door="e")),
        "go east",
        nook(4),
        notes="the hazel door refused as shut, opened by name and walked through; in the nook "
        "the elm door north is locked, west is the way in: go back west",
    ),
    item(
        spare_room(1),
        "go north",
        workshop(2),
        "go west",
        galley(3),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                          *** The End ***\n\nYou scored 1 out of a "
            "possible 1, in 4 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT "
            f"or UNDO the last command?\n>{PAD}-= Galley =-0/3",
            K("took"),
        ),
        notes="the coin taken and the game over ('*** The End ***'): no action; the facts keep "
        "the galley, the coin gone",
        actions=[],
    ),
    item(
        spare_room(1),
        "go north",
        workshop(2),
        "go east",
        (reply("You can't go that way.", "Workshop", 3), K("refused")),
        notes="east was never given in the workshop: refused; south visited (the way in), west "
        "not: go west",
    ),
    item(
        spare_room(1),
        "go north",
        workshop(2),
        "go south",
        spare_room(3),
        notes="there and back: in the spare room north is visited, the hazel door east closed "
        "and unexplored: open east",
    ),
    item(
        spare_room(1),
        "open hazel door",
        (reply("You open hazel door.", "Spare Room", 2), K("opened", door="e")),
        "go east",
        nook(3),
        "go north",
        (reply("You have to unlock the elm door first.", "Nook", 4), K("refused", "locked")),
        notes="the elm door refused as locked; no key: back west, the only way",
    ),
    item(
        spare_room(1),
        "inventory",
        (reply("You are carrying nothing.", "Spare Room", 2), K("none")),
        notes="an inventory keeps the room: go north or open the hazel door east",
    ),
    item(
        spare_room(1),
        "open hazel door",
        (reply("You open hazel door.", "Spare Room", 2), K("opened", door="e")),
        "go east",
        nook(3),
        "go west",
        spare_room(4, hazel_open=True),
        notes="the hazel door opened, east to the nook and back: east visited, north not: go north",
    ),
    item(
        spare_room(1),
        "open hazel door",
        (reply("You open hazel door.", "Spare Room", 2), K("opened", door="e")),
        "go north",
        workshop(3),
        "inventory",
        (reply("You are carrying nothing.", "Workshop", 4), K("none")),
        "go south",
        spare_room(5, hazel_open=True),
        notes="the hazel door opened, then north, an inventory, and back: the spare room now "
        "shows the door open; north visited, east not: go east",
    ),
    item(
        spare_room(1),
        "go north",
        workshop(2),
        "go west",
        galley(3),
        "take coin",
        (reply("You pick up the coin from the ground.", "Galley", 4), K("took")),
        "go east",
        workshop(5),
        "go south",
        spare_room(6),
        notes="a loop: the coin taken in the galley (the game's reply without its ending here) "
        "and back to the spare room; north visited, the hazel door closed: open east",
    ),
    item(
        (
            screen(
                "Pantry",
                "You are in a pantry. A typical one.\n\n\n\nThere is a closed rowan door leading "
                "south. There is an exit to the west. Don't worry, it is unguarded.\n\nThere is "
                "a coin on the floor.",
                1,
            ),
            R("pantry", "s w", closed="s", coin=True),
        ),
        notes="a coin on the floor: take it",
    ),
    item(
        (
            screen(
                "Sewing Room",
                "You've entered a sewing room. You begin to take stock of what's in the room."
                "\n\n\n\nThere is a locked alder door leading north. You need an unblocked exit? "
                "You should try going east.",
                1,
            ),
            R("sewing room", "n e", locked="n"),
        ),
        notes="north locked, east open: go east",
    ),
    item(
        (
            screen(
                "Cloakroom",
                "Well, here we are in a cloakroom.\n\n\n\nThere is a closed yew door leading west.",
                1,
            ),
            R("cloakroom", "w", closed="w"),
        ),
        notes="the only way is the closed yew door west: open it",
    ),
    item(
        (
            screen(
                "Potting Shed",
                "You are in a potting shed. An ordinary one.\n\n\n\nThere is an open spruce door "
                "leading south. There is an unguarded exit to the north.",
                1,
            ),
            R("potting shed", "s n"),
        ),
        notes="an open spruce door south and an exit north: go either",
    ),
    item(
        (
            screen(
                "Boot Room",
                "You arrive in a boot room. A standard kind of place.\n\n\n\nThere is a closed "
                "hornbeam door leading east. There is a locked rowan door leading west. There is "
                "an exit to the south. Don't worry, it is unblocked.",
                1,
            ),
            R("boot room", "e w s", closed="e", locked="w"),
        ),
        notes="three ways: east closed, west locked, south open: open east or go south",
    ),
    item(
        (
            screen(
                "Tool Shed",
                "You find yourself in a tool shed. An usual kind of place.\n\n\n\nThere is an "
                "unguarded exit to the north.",
                1,
            ),
            R("tool shed", "n"),
        ),
        "go up",
        (reply("You can't go that way.", "Tool Shed", 2), K("refused")),
        notes="TextWorld's refused 'go up' (outside the vocabulary, no fact): go north",
    ),
    item(
        (
            screen(
                "Snug",
                "I never took you for the sort of person who would show up in a snug.\n\n\n\n"
                "You don't like doors? Why not try going south, that entranceway is unblocked. "
                "There is a closed alder door leading north.\n\nThere is a coin on the floor.",
                1,
            ),
            R("snug", "s n", closed="n", coin=True),
        ),
        "go north",
        (reply("You have to open the alder door first.", "Snug", 2), K("refused", "closed")),
        notes="the alder door refused as shut; the coin is still on the floor: take it",
    ),
    item(
        (
            screen(
                "Dressing Room",
                "You are in a dressing room. You decide to start listing off everything you see "
                "in the room, as if you were in a text adventure.\n\n\n\nThere is a locked yew "
                "door leading south. There is a locked spruce door leading east.",
                1,
            ),
            R("dressing room", "s e", locked="s e"),
        ),
        notes="both doors locked and no other way: no action",
    ),
    item(
        (
            screen(
                "Still Room",
                "You've just sauntered into a still room.\n\n\n\nThere is an exit to the east. "
                "Don't worry, it is unguarded. There is an exit to the west. Don't worry, it is "
                "unblocked.",
                1,
            ),
            R("still room", "e w"),
        ),
        "go south",
        (reply("You can't go that way.", "Still Room", 2), K("refused")),
        "go east",
        (
            screen(
                "Larder",
                "You are in a larder. A normal one.\n\n\n\nThere is an unguarded exit to the "
                "west.\n\nThere is a coin on the floor.",
                3,
            ),
            R("larder", "w", coin=True),
        ),
        notes="south refused in the still room (left behind), then east into the larder with a "
        "coin on the floor: take it",
    ),
    item(
        (
            screen(
                "Washhouse",
                "You arrive in a washhouse. An ordinary kind of place.\n\n\n\nThere is a closed "
                "hornbeam door leading west. You need an unguarded exit? You should try going "
                "north.",
                1,
            ),
            R("washhouse", "w n", closed="w"),
        ),
        "open hornbeam door",
        (reply("You open hornbeam door.", "Washhouse", 2), K("opened", door="w")),
        notes="the hornbeam door opened: west now open, north open: go either",
    ),
]
