"""textworld, twelfth round: the coin collector's manner (a "-= Room =-" heading, a cheerful
sentence about the room, the exits in the engine's chatty voice, the coin "on the floor", the
prompt and the status line counting the moves), with the exit sentences and the coin line
reworded as the engine's authors might have written them: "An unblocked exit lies to the north",
"The only exit is to the south, and it's unguarded, if you were wondering", "Fancy heading east?
That exit is unblocked", "Then west is for you: that entranceway is unguarded", "Exits? There
are three: north, south and west, all of them unguarded", "If you feel like leaving, east and
west are both unblocked", "A coin is lying on the floor", "A coin sits on the floor, plain as
day". Ten walks on one map (Tallow Room, Pot Room, Drying Loft, Cider House behind a chestnut
door, Hop Kiln with the coin) with the quest's speech before the first room: "You have to open
the chestnut door first.", "You open chestnut door.", refusals of ways never given, an
inventory, loops back to a room, the ending after the coin. Ten single rooms with hazel, alder,
linden, yew, rattan, acacia and wrought-iron doors open, closed and locked (none is engine
output). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PAD = " " * 64
SPEECH = (
    "Hey there, welcome to TextWorld! There is a small job I'd like you to do. First off, open "
    "the chestnut door. Then, make an effort to go south. After that, take a trip east. And "
    "then, pick up the coin from the floor of the hop kiln. Easy, right?\n\n"
)


def status(name: str, n: int) -> str:
    return f"\n\n\n>{PAD}-= {name} =-0/{n}"


def tallow(n: int, door: str = "closed", speech: bool = False) -> tuple:
    text = (
        f"\n\n{SPEECH if speech else ''}-= Tallow Room =-\nYou've just walked into a tallow "
        "room. It smells of old candle fat, which is a bit of a letdown.\n\n\n\nThere is a "
        f"{door} chestnut door leading south. You need an unguarded exit? You should try "
        f"going east.{status('Tallow Room', n)}"
    )
    closed = "s" if door == "closed" else ""
    return (text, R("tallow room", "s e", closed=closed))


def pot_room(n: int) -> tuple:
    text = (
        "\n\n-= Pot Room =-\nWell, here we are in the pot room. Pots, pans, and a great deal "
        "of nothing much.\n\n\n\nAn unblocked exit lies to the north. There is an unguarded "
        f"exit to the west.{status('Pot Room', n)}"
    )
    return (text, R("pot room", "n w"))


def drying_loft(n: int) -> tuple:
    text = (
        "\n\n-= Drying Loft =-\nYou arrive in a drying loft. Nothing special about it, to be "
        "honest.\n\n\n\nThe only exit is to the south, and it's unguarded, if you were "
        f"wondering.{status('Drying Loft', n)}"
    )
    return (text, R("drying loft", "s"))


def cider_house(n: int) -> tuple:
    text = (
        "\n\n-= Cider House =-\nYou are in a cider house. A standard kind of place, if a little "
        "sticky underfoot.\n\n\n\nThere is an open chestnut door leading north. Fancy heading "
        f"east? That exit is unblocked.{status('Cider House', n)}"
    )
    return (text, R("cider house", "n e"))


def hop_kiln(n: int) -> tuple:
    text = (
        "\n\n-= Hop Kiln =-\nYou find yourself in a hop kiln. The room is well lit.\n\n\n\nYou "
        "don't like doors? Then west is for you: that entranceway is unguarded.\n\nA coin is "
        f"lying on the floor.{status('Hop Kiln', n)}"
    )
    return (text, R("hop kiln", "w", coin=True))


def reply(line: str, name: str, n: int) -> str:
    return f"\n{line}{status(name, n)}"


ITEMS = [
    item(
        tallow(1, speech=True),
        "go east",
        pot_room(2),
        notes="the quest's speech before the first room (it names the hop kiln, not this "
        "room, as the coin's place); a move east: west visited and initial, north unvisited",
    ),
    item(
        tallow(1, speech=True),
        "go east",
        pot_room(2),
        "go north",
        drying_loft(3),
        "go south",
        pot_room(4),
        notes="a loop through the drying loft: both exits of the pot room visited; back west "
        "(initial)",
    ),
    item(
        tallow(1, speech=True),
        "go south",
        (reply("You have to open the chestnut door first.", "Tallow Room", 2), K("refused")),
        notes="a move into the closed chestnut door refused: south closed and refused; open "
        "it or go east",
    ),
    item(
        tallow(1, speech=True),
        "open chestnut door",
        (reply("You open chestnut door.", "Tallow Room", 2), K("opened", door="s")),
        "go south",
        cider_house(3),
        notes="the door opened by its kind and walked through: north visited and initial",
    ),
    item(
        tallow(1, speech=True),
        "open chestnut door",
        (reply("You open chestnut door.", "Tallow Room", 2), K("opened", door="s")),
        "go south",
        cider_house(3),
        "go east",
        hop_kiln(4),
        notes="'A coin is lying on the floor' is the coin line reworded; take it",
    ),
    item(
        tallow(1, speech=True),
        "open chestnut door",
        (reply("You open chestnut door.", "Tallow Room", 2), K("opened", door="s")),
        "go south",
        cider_house(3),
        "go east",
        hop_kiln(4),
        "take coin",
        (
            "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one "
            "point.\n\n\n                                   *** The End ***\n\nYou scored 1 "
            "out of a possible 1, in 5 turns.\n\n\nWould you like to RESTART, RESTORE a saved "
            f"game, QUIT or UNDO the last command?\n>{PAD} -= Hop Kiln =-0/4",
            K("took"),
        ),
        actions=[],
        notes="the game has ended after the coin (*** The End ***): no action; the facts keep "
        "the hop kiln without its coin",
    ),
    item(
        tallow(1, speech=True),
        "go west",
        (reply("You can't go that way.", "Tallow Room", 2), K("refused")),
        notes="a refused move toward no exit: west refused; the south door still closed",
    ),
    item(
        tallow(1, speech=True),
        "go east",
        pot_room(2),
        "go east",
        (reply("You can't go that way.", "Pot Room", 3), K("refused")),
        "inventory",
        (reply("You are carrying nothing.", "Pot Room", 4), K("none")),
        notes="a refusal in the pot room then an inventory, which changes nothing: east "
        "refused; west visited and initial",
    ),
    item(
        tallow(1, speech=True),
        "open chestnut door",
        (reply("You open chestnut door.", "Tallow Room", 2), K("opened", door="s")),
        "go south",
        cider_house(3),
        "go north",
        tallow(4, door="open"),
        notes="back in the first room with the door now open: south visited, no initial; "
        "east unvisited",
    ),
    item(
        tallow(1, speech=True),
        "go east",
        pot_room(2),
        "go west",
        tallow(3),
        "open chestnut door",
        (reply("You open chestnut door.", "Tallow Room", 4), K("opened", door="s")),
        "go south",
        cider_house(5),
        "go east",
        hop_kiln(6),
        notes="a walk that returns to the first room before the door: the hop kiln's only "
        "exit visited; the coin is here (take it)",
    ),
    item(
        "\n\n-= Linen Room =-\nYou've stumbled into a linen room. Not the most exciting spot in "
        "the world, but it'll do.\n\n\n\nLooking for a way out? Try south: that exit is wide "
        "open. There is a closed hazel door leading west.\n\nThere is a coin on the floor."
        f"{status('Linen Room', 1)}",
        R("linen room", "s w", closed="w", coin=True),
        notes="the exit sentence reworded ('Try south: that exit is wide open'); a closed "
        "hazel door west; the coin on the floor",
    ),
    item(
        "\n\n-= Cold Pantry =-\nYou are in a cold pantry. An ordinary one, if you like your "
        "rooms chilly.\n\n\n\nThere is a locked alder door leading north. You need an unguarded "
        f"exit? You should try going east.{status('Cold Pantry', 1)}",
        R("cold pantry", "n e", locked="n"),
        notes="a locked door north (no open); east open",
    ),
    item(
        "\n\n-= Wine Vault =-\nYou've entered a wine vault. Cool, dark, and full of promise."
        "\n\n\n\nThe room has just the one exit, to the west, and it is unblocked.\n\nA coin "
        f"sits on the floor, plain as day.{status('Wine Vault', 1)}",
        R("wine vault", "w", coin=True),
        notes="'just the one exit, to the west'; the coin line reworded",
    ),
    item(
        "\n\n-= Back Passage =-\nYou arrive in a back passage. Narrow, but it will do.\n\n\n\n"
        "Exits? There are three: north, south and west, all of them unguarded."
        f"{status('Back Passage', 1)}",
        R("back passage", "n s w"),
        notes="the exits as a count and a list",
    ),
    item(
        "\n\n-= Rose Garden =-\nYou find yourself in a rose garden. Somebody has been busy "
        "with the secateurs.\n\n\n\nThere is an open linden door leading south. You don't like "
        "doors? Why not try going east, that entranceway is unguarded."
        f"{status('Rose Garden', 1)}",
        R("rose garden", "s e"),
        notes="an open linden door south and an unguarded entranceway east: both open exits",
    ),
    item(
        "\n\n-= Powder Closet =-\nYou are in a powder closet. A very small one.\n\n\n\nIf you "
        f"feel like leaving, east and west are both unblocked.{status('Powder Closet', 1)}",
        R("powder closet", "e w"),
        notes="'If you feel like leaving, east and west are both unblocked' gives two exits",
    ),
    item(
        "\n\n-= Strong Room =-\nYou've just walked into a strong room. There's not a lot to see, "
        "apart from the obvious.\n\n\n\nThere is a locked yew door leading west.\n\nThere is a "
        f"coin on the floor.{status('Strong Room', 1)}",
        R("strong room", "w", locked="w", coin=True),
        notes="the only door locked, a coin on the floor: take it",
    ),
    item(
        "\n\nWho's got a virtual backpack and wants to hunt for coins? You do! Your first "
        "objective is to go north. Then, head west. With that done, pick up the coin from the "
        "floor of the orangery. Off you go!\n\n-= Sewing Room =-\nYou arrive in a sewing room. "
        "There are pins everywhere.\n\n\n\nThere is a closed rattan door leading north. There "
        f"is an unguarded exit to the east.{status('Sewing Room', 1)}",
        R("sewing room", "n e", closed="n"),
        notes="the quest's speech names the orangery as the coin's place, not this room: no "
        "coin here",
    ),
    item(
        (
            "\n\n-= Bakehouse =-\nYou are in a bakehouse. Flour on everything, you included."
            "\n\n\n\nAn exit to the north: unguarded. An exit to the south: also unguarded."
            f"{status('Bakehouse', 1)}",
            R("bakehouse", "n s"),
        ),
        "go up",
        (reply("You can't go that way.", "Bakehouse", 2), K("refused")),
        notes="a refused go up is no fact; north and south open",
    ),
    item(
        "\n\n-= Coal Cellar =-\nYou have entered a coal cellar. Everything is black, including "
        "you, now.\n\n\n\nWant to go north? Go right ahead, it's unblocked. There is a closed "
        "acacia door leading east. A closed wrought-iron door leads west, too."
        f"{status('Coal Cellar', 1)}",
        R("coal cellar", "n e w", closed="e w"),
        notes="two closed doors, the second in a reworded sentence ('leads west, too')",
    ),
]
