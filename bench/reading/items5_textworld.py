"""textworld, fifth round: texts in the manner of TextWorld's coin collector, printed the way a
client shows them (leading blank lines, the prompt and the status line "-= Room =-0/N" after the
room, the quest's opening speech before the first room), with new rooms (cloakroom, bike shed,
drying room, still room, coach house, pump room, gun room, darkroom, buttery, snug) and doors
(teak, cedar, aluminium, corrugated, stable, louvred); none is engine output. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 96


def status(room: str, score: int, moves: int) -> str:
    """TextWorld's prompt with the status line the client prints after it."""
    return f"\n\n>{PAD}-= {room} =-{score}/{moves}"


def cloakroom(moves: int, west_open: bool = False) -> tuple:
    west = "an open" if west_open else "a closed"
    return (
        "\n\n-= Cloakroom =-\nYou've just sauntered into a cloakroom. You begin to take "
        f"stock of what's here.\n\n\n\nThere is an open cedar door leading south. There is "
        f"{west} corrugated door leading west." + status("Cloakroom", 0, moves),
        R("Cloakroom", "s w", closed="" if west_open else "w"),
    )


def bike_shed(moves: int) -> tuple:
    return (
        "\n\n-= Bike Shed =-\nYou arrive in a bike shed. An ordinary kind of place.\n\n\n\n"
        "There is an exit to the east. Don't worry, it is unguarded. You need an unblocked "
        "exit? You should try going north." + status("Bike Shed", 0, moves),
        R("Bike Shed", "e n"),
    )


def drying(moves: int) -> tuple:
    return (
        "\n\n-= Drying Room =-\nThis just in- You, in the drying room.\n\n\n\nThere is an "
        "open stable door leading south.\n\nThere is a coin on the floor."
        + status("Drying Room", 0, moves),
        R("Drying Room", "s", coin=True),
    )


def still(moves: int) -> tuple:
    return (
        "\n\n-= Still Room =-\nI am required to announce that you are now in the still room. "
        "The room is well lit.\n\n\n\nThere is an open cedar door leading north. There is an "
        "unblocked exit to the east. You need an unguarded exit? You should try going west."
        + status("Still Room", 0, moves),
        R("Still Room", "n e w"),
    )


def coach(moves: int) -> tuple:
    return (
        "\n\n-= Coach House =-\nLook around you. Take it all in. It's not every day someone "
        "gets to be in a coach house.\n\n\n\nThere is a closed corrugated door leading east. "
        "There is an exit to the south. Don't worry, there is no door."
        + status("Coach House", 0, moves),
        R("Coach House", "e s", closed="e"),
    )


def pump(moves: int, north_open: bool = False) -> tuple:
    north = "an open" if north_open else "a closed"
    return (
        "\n\n-= Pump Room =-\nWell, here we are in the pump room. You start to take note of "
        "what's in the room.\n\n\n\nThere is an exit to the west. Don't worry, there is no "
        f"door. There is {north} stable door leading north." + status("Pump Room", 0, moves),
        R("Pump Room", "w n", closed="" if north_open else "n"),
    )


# the map: Still Room n Cloakroom (cedar door, open), Still Room e Pump Room, Still Room w
# Bike Shed, Pump Room n Drying Room (stable door), Bike Shed n Coach House, Coach House e
# Cloakroom (corrugated door).
ITEMS = [
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, make an effort to move west. And then, retrieve the coin from "
        "the floor of the snug. Got that? Good!\n\n-= Gun Room =-\nYou arrive in a gun room. "
        "A typical one.\n\n\n\nYou need an unguarded exit? You should try going west. There is "
        "a closed louvred door leading north." + status("Gun Room", 0, 1),
        R("Gun Room", "w n", closed="n"),
        notes="the quest's speech before the first room: its directions are instructions, "
        "the room's own lines give the exits",
    ),
    item(*cloakroom(3)),
    item(*bike_shed(4)),
    item(*drying(5)),
    item(*still(2)),
    item(*coach(6), notes="'Don't worry, there is no door.': an open exit south"),
    item(*pump(7)),
    item(
        "\n\n-= Darkroom =-\nYou find yourself in a darkroom. A normal one. The room is well "
        "lit.\n\n\n\nThere is a locked aluminium door leading east. There is an unblocked exit "
        "to the north.\n\nYou see a coin on the enlarger." + status("Darkroom", 0, 9),
        R("Darkroom", "e n", locked="e", coin=True),
        notes="a coin on a piece of furniture in the room",
    ),
    item(
        "\n\n-= Buttery =-\nYou've entered a buttery. You decide to start listing off everything "
        "you see in the room, as if you were in a text adventure.\n\n\n\nThere is a locked teak "
        "door leading west." + status("Buttery", 0, 11),
        R("Buttery", "w", locked="w"),
        notes="the only exit is locked: no action",
    ),
    item(
        "\n\n-= Snug =-\nYou've just walked into a snug.\n\n\n\nYou don't like doors? Why not try "
        "going east, that entranceway is unguarded. You don't like doors? Why not try going "
        "north, that entranceway is unblocked.\n\nYou can make out a coin lying next to the "
        "hearth." + status("Snug", 0, 8),
        R("Snug", "e n", coin=True),
    ),
    item(
        "\n\n-= Map Room =-\nYou arrive in a map room. A standard one. Someone has pinned a map "
        "of the house to the wall; a red arrow on it points south.\n\n\n\nThere is an "
        "unguarded exit to the east." + status("Map Room", 0, 4),
        R("Map Room", "e"),
        notes="an arrow on a map is no exit",
    ),
    item(
        "\n\n-= Sewing Loft =-\nYou are in a sewing loft. An usual one.\n\n\n\nThere is an "
        "exit to the south. Don't worry, it is unblocked. There is a closed wicker door leading "
        "west. There is an open pine door leading east.\n\nThere is a coin on the floor."
        + status("Sewing Loft", 0, 12),
        R("Sewing Loft", "s w e", closed="w", coin=True),
    ),
    item(
        still(1),
        "go east",
        pump(2),
        "open stable door",
        ("You open stable door." + status("Pump Room", 0, 3), K("opened", "n")),
        "go north",
        drying(4),
        notes="the door named by its kind (the pump room's only door, north) opened, then "
        "walked through",
    ),
    item(
        bike_shed(1),
        "go north",
        coach(2),
        "go east",
        (
            "You have to open the corrugated door first." + status("Coach House", 0, 3),
            K("refused", "closed"),
        ),
        "open corrugated door",
        ("You open corrugated door." + status("Coach House", 0, 4), K("opened", "e")),
        "go east",
        cloakroom(5, west_open=True),
        notes="refused at the closed door, opened, walked through: in the cloakroom west is "
        "visited and the way in; south is new",
    ),
    item(
        still(1),
        "go north",
        cloakroom(2),
        "go south",
        still(3),
        notes="back in the first room: north visited, no initial (the first room)",
    ),
    item(
        pump(1),
        "go west",
        still(2),
        "go west",
        bike_shed(3),
        "go east",
        still(4),
        "go north",
        cloakroom(5),
        notes="a loop through the still room; the cloakroom first entered from the south",
    ),
    item(
        still(1),
        "go west",
        bike_shed(2),
        "go north",
        coach(3),
        "go up",
        ("You can't go that way." + status("Coach House", 0, 4), K("refused")),
        "go west",
        ("You can't go that way." + status("Coach House", 0, 5), K("refused")),
        notes="two refusals: up (no fact) and west (no exit): refused(west); the closed "
        "door east is the unexplored way",
    ),
    item(
        pump(6),
        "go north",
        (
            "You have to open the stable door first." + status("Pump Room", 0, 7),
            K("refused", "closed"),
        ),
        "go west",
        still(8),
        notes="the refusal was in the pump room; none stands in the still room",
    ),
    item(
        drying(9),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n" + " " * 55 + "*** The End ***\n\nYou scored 1 out of a possible 1, "
            "in 10 turns.\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO "
            "the last command?" + status("Drying Room", 1, 10),
            K("took"),
        ),
        actions=[],
        notes="the coin taken and the game over: no action (the facts keep the room's exit)",
    ),
    item(
        (
            "\n\n-= Gun Room =-\nYou arrive in a gun room. A typical one.\n\n\n\nYou need an "
            "unguarded exit? You should try going west. There is a closed louvred door leading "
            "north." + status("Gun Room", 0, 1),
            R("Gun Room", "w n", closed="n"),
        ),
        "go south",
        ("You can't go that way." + status("Gun Room", 0, 2), K("refused")),
        "inventory",
        ("You are carrying:\n  a brass key" + status("Gun Room", 0, 3), K("none")),
        notes="an inventory after the refusal keeps the room and the refusal",
    ),
]
