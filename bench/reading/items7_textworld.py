"""textworld, seventh round: texts in the manner of TextWorld's coin collector (headers
"-= Room =-", the engine's room openings, "You don't like doors? Why not try going ...", "There is
an unguarded exit to ...", "There is a coin on the floor.", doors "leading" a way, "You can't go
that way.", "You have to open the ... first.", the ending) on one small map with new rooms
(larder, boot room, washroom, gallery, workshop, greenhouse, porch, lounge); none is engine
output. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def status(room: str, score: int) -> str:
    return "\n\n\n>" + " " * 60 + f"-= {room} =-0/{score}"


# the map: larder e boot room, larder n washroom (wooden door), boot room e gallery, gallery n
# workshop, gallery s greenhouse (coin); washroom w porch; porch w lounge (iron door, locked).
def larder(north: str = "closed") -> tuple:
    door = {
        "closed": "There is a closed wooden door leading north.",
        "open": "There is an open wooden door leading north.",
    }[north]
    return (
        "\n\n-= Larder =-\nYou arrive in a larder. A normal one.\n\n\n\n"
        f"{door} There is an unguarded exit to the east.",
        R("larder", "n e", closed="n" if north == "closed" else "", leads={}),
    )


def boot_room() -> tuple:
    return (
        "\n\n-= Boot Room =-\nYou've just walked into a boot room.\n\n\n\nYou need an "
        "unguarded exit? You should try going east. You don't like doors? Why not try going "
        "west, that entranceway is unblocked.",
        R("boot room", "e w"),
    )


def gallery() -> tuple:
    return (
        "\n\n-= Gallery =-\nWell how about that, you are in a place we're calling a gallery."
        "\n\n\n\nThere is an exit to the north. Don't worry, it is unblocked. There is an "
        "unblocked exit to the south. You don't like doors? Why not try going west, that "
        "entranceway is unguarded.",
        R("gallery", "n s w"),
    )


def workshop() -> tuple:
    return (
        "\n\n-= Workshop =-\nYou find yourself in a workshop. An usual one.\n\n\n\nThere is "
        "an exit to the south. Don't worry, it is unguarded.",
        R("workshop", "s"),
    )


def greenhouse(coin: bool = True) -> tuple:
    tail = "\n\nThere is a coin on the floor." if coin else ""
    return (
        "\n\n-= Greenhouse =-\nI just think it's great that you've wandered into a greenhouse."
        "\n\n\n\nYou need an unblocked exit? You should try going north." + tail,
        R("greenhouse", "n", coin=coin),
    )


def washroom() -> tuple:
    return (
        "\n\n-= Washroom =-\nYou are in a washroom. A typical kind of place.\n\n\n\nThere is "
        "an open wooden door leading south. There is an unblocked exit to the west.",
        R("washroom", "s w"),
    )


def porch() -> tuple:
    return (
        "\n\n-= Porch =-\nYou arrive in a porch. An ordinary one. You begin looking for stuff."
        "\n\n\n\nThere is a locked iron door leading west. You need an unguarded exit? You "
        "should try going east.",
        R("porch", "w e", locked="w"),
    )


TOOK = (
    "You pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point."
    "\n\n\n" + " " * 40 + "*** The End ***\n\nYou scored 1 out of a possible 1, in {n} turns."
    "\n\n\nWould you like to RESTART, RESTORE a saved game, QUIT or UNDO the last command?"
)

ITEMS = [
    item(
        larder(),
        notes="a closed door north in the engine's manner ('a closed wooden door "
        "leading north'); an unguarded exit east; the person opens north or goes east",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        notes="moved east: west leads back to the larder (visited, initial); east unvisited",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go east",
        gallery(),
        notes="two moves east: west leads back to the boot room; north and south unvisited",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go east",
        gallery(),
        "go south",
        greenhouse(),
        notes="'There is a coin on the floor.': take it; north leads back (visited, initial)",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go east",
        gallery(),
        "go south",
        greenhouse(),
        "take coin",
        (TOOK.format(n=4), K("took")),
        notes="after TextWorld's ending the actions are empty (the facts keep the room, the "
        "coin taken)",
        actions=(),
    ),
    item(
        larder(),
        "go north",
        ("You have to open the wooden door first.", K("refused", "closed")),
        "look",
        (larder()[0] + status("Larder", 2), larder()[1]),
        notes="'You have to open the wooden door first.' refuses the move north at a closed "
        "door; a look then shows it still closed, so the refusal stands; the person opens it "
        "(or goes east)",
    ),
    item(
        larder(),
        "open wooden door",
        ("You open wooden door." + status("Larder", 1), K("opened", "n")),
        notes="the wooden door (north) opened by name: both ways open",
    ),
    item(
        larder(),
        "open wooden door",
        ("You open wooden door.", K("opened", "n")),
        "go north",
        washroom(),
        notes="through the opened door: south leads back to the larder; west unvisited",
    ),
    item(
        larder(),
        "open wooden door",
        ("You open wooden door.", K("opened", "n")),
        "go north",
        washroom(),
        "go west",
        porch(),
        notes="the porch's west door is locked ('a locked iron door leading west'); east leads "
        "back (visited, initial): every open way visited, so go back east",
    ),
    item(
        larder(),
        "open wooden door",
        ("You open wooden door.", K("opened", "n")),
        "go north",
        washroom(),
        "go west",
        porch(),
        "go west",
        ("You can't go that way." + status("Porch", 5), K("refused", "locked")),
        notes="a move at the locked iron door refused: refused(west); the person goes back east",
    ),
    item(
        larder(),
        "go up",
        ("You can't go that way." + status("Larder", 1), K("refused")),
        notes="a refused 'go up' (outside the vocabulary): no refused fact",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go east",
        gallery(),
        "go north",
        workshop(),
        notes="a room with only the way back: south visited and initial, all visited: go south",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go east",
        gallery(),
        "go north",
        workshop(),
        "go south",
        (gallery()[0] + status("Gallery", 5), gallery()[1]),
        notes="back in the gallery: north (workshop) and west (boot room) visited, west "
        "initial; south unvisited, so go south",
    ),
    item(
        "\n\n-= Lounge =-\nYou are in a lounge. You start to take note of what's in the room."
        "\n\n\n\nThere is a closed oak door leading south. There is a closed pine door leading "
        "east. There is an unblocked exit to the north.",
        R("lounge", "s e n", closed="s e"),
        notes="two closed doors and an open exit in the engine's manner",
    ),
    item(
        "\n\n-= Pantry =-\nYou've entered a pantry.\n\n\n\nThere is an open screen door leading "
        "west.\n\nThere is a coin on the floor.",
        R("pantry", "w", coin=True),
        notes="an open door west; a coin on the floor",
    ),
    item(
        "\n\n-= Cellar =-\nYou find yourself in a cellar. An usual kind of place. The room is "
        "well lit.\n\n\n\nThere is a locked steel door leading north.",
        R("cellar", "n", locked="n"),
        notes="only a locked door: no action",
    ),
    item(
        "\n\n-= Den =-\nYou are in a den. A normal one.\n\n\n\nYou need an unblocked exit? You "
        "should try going south. There is an unguarded exit to the west. You don't like doors? "
        "Why not try going north, that entranceway is unblocked. There is an exit to the east. "
        "Don't worry, it is unguarded.",
        R("den", "s w n e"),
        notes="four exits, each in one of the engine's phrasings",
    ),
    item(
        larder(),
        "inventory",
        ("You are carrying nothing." + status("Larder", 1), K("none")),
        notes="an inventory changes nothing about the room",
    ),
    item(
        "\n\n-= Attic Room =-\nYou arrive in an attic room. A standard one. You begin to take "
        "stock of what's here.\n\n\n\nThere is an open hatch leading south.\n\nThere is a "
        "coin on the floor." + status("Attic Room", 0),
        R("attic room", "s", coin=True),
        notes="a status line after the room; a coin on the floor",
    ),
    item(
        larder(),
        "go east",
        boot_room(),
        "go west",
        (larder()[0] + status("Larder", 3), larder()[1]),
        notes="back in the first room: east visited; no initial way in the first room; north "
        "closed and unexplored, so open it",
    ),
]
