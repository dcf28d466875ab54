"""mud, fiftieth round (emphasis: how rooms are named and how ways are listed): seven walks (2-4
turns) on a travelling funfair in a MUD manner whose prompt names the room ("<74hp 110mv Midway>"),
over a title, an indented description and an exit line of letters ("[ Exits: n e w ]"; a Midway
whose ghost train doors north "are closed" at first, whose coconut shy is east, whose pay box door
west "is locked" and whose dodgem track south is fenced off; a Ghost Train; a Coconut Shy; a Hall of
Mirrors with "A bent korona lies on the floor, reflected a hundred times."): "The ghost train doors
are closed.", "You open the ghost train doors.", "The pay box door is locked.", "The fence is in the
way.", "You get a bent korona.", returns to the midway and the coconut shy, the replies named only
by the prompt; single rooms and short histories in the manners of MUD families the earlier rounds
named seldom or never, each naming its room and listing its ways in its own way: a Legends of the
Jedi-like "Obvious exits:" block with "(closed door)" and "(locked door)", an LPMud-like "Ferry
House." with a trailing period and "There are two obvious exits: north and west.", a Mudlet-like
mapper drawn under the room, a TinTin++-like status bar naming the room and its exits again, an
Alter Aeon-like brief mode answered by an exits command, a Threshold-like title carrying its exits
("Hall of Guilds [n, e, w]"), a NannyMUD-like "There is one obvious exit: south.", a Genesis-like
list with a southeast, a Materia Magica-like "[ Exits: N E S W ]" with a door shut among them, a
refusal and the room in one text, a Sindome-like "[Noodle Stall]", a prompt that carries the exits
("Exits:NW"), an Armageddon-like list with each door's state. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- the funfair: MIDWAY n GHOST TRAIN (double doors, closed at first), e COCONUT SHY, w the pay
# box (locked), s the dodgem track (fenced off); COCONUT SHY n HALL OF MIRRORS (a bead curtain; a
# bent korona).


def prompt(room: str, mv: int = 110) -> str:
    return f"<74hp {mv}mv {room}>"


def midway(doors: str = "closed", mv: int = 110, event: str = "") -> tuple:
    text = (
        "Midway\n   Sawdust and trodden grass underfoot, and strings of coloured bulbs sag "
        "between the booths. The ghost train's double doors, to the north, are "
        f"{doors}. The coconut shy is east. The pay box door, to the west, is locked. South, "
        "the dodgem track is fenced off with chain-link.\n[ Exits: n e w ]\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + prompt("Midway", mv),
        R(
            "midway",
            "n e w",
            closed="n" if doors == "closed" else "",
            locked="w",
            leads={"n": "ghost train", "e": "coconut shy", "w": "pay box"},
        ),
    )


def ghost(mv: int = 110) -> tuple:
    return (
        "Ghost Train\n   A little car waits on the rails in front of a painted skeleton, and "
        "somewhere a recorded scream is stuck halfway. The double doors to the south stand "
        f"open.\n[ Exits: s ]\n{prompt('Ghost Train', mv)}",
        R("ghost train", "s", leads={"s": "midway"}),
    )


def shy(mv: int = 110, event: str = "") -> tuple:
    text = (
        "Coconut Shy\n   Coconuts sit in iron cups along the back of the stall, and a man in a "
        "striped waistcoat holds out three wooden balls to nobody. The midway is west. To the "
        "north, a bead curtain hangs across the way into the hall of mirrors.\n"
        "[ Exits: n w ]\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + prompt("Coconut Shy", mv),
        R("coconut shy", "n w", leads={"w": "midway", "n": "hall of mirrors"}),
    )


def mirrors(coin: bool = True, mv: int = 110) -> tuple:
    text = (
        "Hall of Mirrors\n   Your own face stretches, squashes and multiplies on every side, "
        "and it is hard to tell the glass from the way out, which is the bead curtain to the "
        "south.\n[ Exits: s ]\n"
    )
    if coin:
        text += "A bent korona lies on the floor, reflected a hundred times.\n"
    return (
        text + prompt("Hall of Mirrors", mv),
        R("hall of mirrors", "s", coin=coin, leads={"s": "coconut shy"}),
    )


def said(line: str, room: str, mv: int, reading: K) -> tuple:
    return (f"{line}\n{prompt(room, mv)}", reading)


ITEMS = [
    item(
        midway(mv=110),
        "n",
        said("The ghost train doors are closed.", "Midway", 110, K("refused", "closed")),
        "open doors",
        said("You open the ghost train doors.", "Midway", 110, K("opened", "north")),
        "n",
        ghost(mv=108),
        notes="funfair walk: the ghost train doors north refused as closed, opened (by their "
        "kind) and walked through; the ghost train's only way south visited (initial); the "
        "prompt names each room",
    ),
    item(
        midway(mv=96),
        "e",
        shy(mv=94),
        "n",
        mirrors(mv=92),
        "get coin",
        said("You get a bent korona.", "Hall of Mirrors", 92, K("took")),
        notes="funfair walk: the korona taken (the reply is named by the prompt alone); the "
        "only way south visited (initial)",
    ),
    item(
        shy(mv=88),
        "w",
        midway(mv=86),
        "w",
        said("The pay box door is locked.", "Midway", 86, K("refused", "locked")),
        notes="funfair walk begun at the coconut shy: the pay box door west refused as locked "
        "(the prompt keeps the midway); east visited (initial), the ghost train doors north "
        "closed (open them); the fenced dodgem track south is no way",
    ),
    item(
        midway(mv=80),
        "e",
        shy(mv=78),
        "n",
        mirrors(mv=76),
        "get coin",
        said("You get a bent korona.", "Hall of Mirrors", 76, K("took")),
        "s",
        shy(mv=74),
        notes="funfair walk: the korona taken; back at the coconut shy north visited and west "
        "the way first entered (initial): every way visited, go back west",
    ),
    item(
        ghost(mv=70),
        "s",
        midway(doors="open", mv=68),
        "s",
        said("The fence is in the way.", "Midway", 68, K("refused")),
        notes="funfair walk begun in the ghost train: the move south refused (the fenced track, "
        "no exit); north visited (initial), the coconut shy east unvisited (go east), the pay "
        "box west locked",
    ),
    item(
        mirrors(mv=64),
        "get coin",
        said("You get a bent korona.", "Hall of Mirrors", 64, K("took")),
        "s",
        shy(mv=62),
        "w",
        midway(mv=60),
        notes="funfair walk begun in the hall of mirrors: the korona taken; in the midway east "
        "visited (initial), the ghost train doors north closed (open them), west locked",
    ),
    item(
        midway(mv=56),
        "n",
        said("The ghost train doors are closed.", "Midway", 56, K("refused", "closed")),
        "open doors",
        said("You open the ghost train doors.", "Midway", 56, K("opened", "north")),
        "n",
        ghost(mv=54),
        "s",
        midway(doors="open", mv=52),
        notes="funfair walk: the refusal north cleared by the open that worked; back in the "
        "midway (the first room, no initial) north visited, the coconut shy east not yet: go "
        "east",
    ),
    # ---- single rooms and short histories in other MUD families' manners
    item(
        (
            "Spaceport Customs Hall\nA long counter divides the hall, and a protocol droid "
            "behind it is stamping permits without looking at them. Posters warn against "
            "carrying live spice.\nObvious exits:\nNorth - Landing Pad Seven\nEast  - Cantina "
            "(closed door)\nWest  - Security Office (locked door)\n",
            R(
                "spaceport customs hall",
                "n e w",
                closed="e",
                locked="w",
                leads={"n": "landing pad seven", "e": "cantina", "w": "security office"},
            ),
        ),
        notes="a Legends of the Jedi-like 'Obvious exits:' block, one way a line with the door's "
        "state after its room: north open, the cantina door east closed (open it), the "
        "security office west locked",
    ),
    item(
        (
            "Ferry House.\nA low room with a fire, a bench and a bell on a rope for calling the "
            "ferryman, who is not here. The river shows grey through the window.\n    There are "
            "two obvious exits: north and west.\nA silver grivna coin.\n> ",
            R("ferry house", "n w", coin=True),
        ),
        notes="an LPMud-like short description with a trailing period ('Ferry House.' names the "
        "ferry house) and 'There are two obvious exits: north and west.'; 'A silver grivna "
        "coin.' on its own line lies here: take it; the window on the river is no way",
    ),
    item(
        (
            "Tanner's Yard\n  Hides soak in pits of lime and bark, and the smell would stop a "
            "clock. A boy is scraping a hide over a beam.\n  Exits: north, west.\n\n        [ ]"
            "\n         |\n  [ ]---[*]\n",
            R("tanner's yard", "n w"),
        ),
        notes="a Mudlet-like mapper drawn under the room ([*] the player, a room north and one "
        "west) agrees with 'Exits: north, west.': go north or west",
    ),
    item(
        (
            "Rope Walk\n  A covered walk a quarter of a mile long, where the yarn is twisted into "
            "rope between two wheels. The door to the hemp store, east, is shut.\n  [Exits: "
            "north east south]\n\n"
            "#### Rope Walk ####### HP 88/88 ####### Exits: N E S ####",
            R("rope walk", "n e s", closed="e", leads={"e": "hemp store"}),
        ),
        notes="a TinTin++-like status bar under the room names it again and lists its exits "
        "again ('Rope Walk', 'Exits: N E S'): the same room printed two ways; the hemp store "
        "door east shut (open it), north and south open",
    ),
    item(
        (
            "Tarring House\n  A vat of pitch bubbles over a fire, and coils of new rope hang "
            "from hooks waiting to be dipped. The door to the hemp store, west, is closed. The "
            "yarn shed is north.\n  [Exits: north west]\n<88hp 112mv>",
            R("tarring house", "n w", closed="w", leads={"n": "yarn shed", "w": "hemp store"}),
        ),
        "north",
        ("Yarn Shed\n  [Exits: south]\n<88hp 110mv>", R("yarn shed", "s")),
        "exits",
        (
            "Obvious exits:\nSouth - Tarring House\n<88hp 110mv>",
            R(None, "s", leads={"s": "tarring house"}),
        ),
        notes="an Alter Aeon-like brief mode (a room told by its title and exit line) and the "
        "exits command's answer, which names the room south (the tarring house, visited) but "
        "not the room the player is in (the yarn shed is kept): south visited (initial): go "
        "back south",
    ),
    item(
        (
            "Hall of Guilds [n, e, w]\n  Banners of the weavers, the dyers and the fullers hang "
            "from the hammer-beams. The weavers' door, east, is closed for the night.\n",
            R("hall of guilds", "n e w", closed="e"),
        ),
        notes="a Threshold-like title that carries its exits in brackets: the room is the hall "
        "of guilds ('[n, e, w]' is no part of its name); the weavers' door east closed (open "
        "it), north and west open",
    ),
    item(
        (
            "Sexton's Hut\n  Spades lean in the corner and a lantern hangs from the roof. The "
            "back window looks over the graves.\n  There is one obvious exit: south.\n> ",
            R("sexton's hut", "s"),
        ),
        "north",
        ("You walk into the wall. Ouch.\n> ", K("refused")),
        notes="a NannyMUD-like 'There is one obvious exit: south.': the move north refused (no "
        "exit: refused(north)); go south",
    ),
    item(
        (
            "Fish Quay\n  Boxes of ice and herring are stacked along the edge, and the gulls "
            "stand about waiting for an accident. The harbour office is north.\n  There are "
            "three obvious exits: north, southeast and west.\n",
            R("fish quay", "n se w", leads={"n": "harbour office"}),
        ),
        notes="a Genesis-like list with a southeast (outside the vocabulary): north and west open",
    ),
    item(
        (
            "Gun Deck\n   Cannon stand at their ports, run in and lashed. A ladder goes up to "
            "the quarterdeck. The door to the gunroom, west, is shut.\n[ Exits: N E S W U ]\n",
            R("gun deck", "n e s w u", closed="w", leads={"w": "gunroom"}),
        ),
        notes="a Materia Magica-like '[ Exits: N E S W U ]' with the gunroom door west shut "
        "among them (closed: open it); north, east and south open; the ladder up outside the "
        "vocabulary",
    ),
    item(
        (
            "Sheep Pens\n  Hurdles make a maze of little pens, and the ewes in them all turn "
            "to look at you. The auction ring is north.\n  [Exits: north]\n",
            R("sheep pens", "n", leads={"n": "auction ring"}),
        ),
        "east",
        (
            "Alas, you cannot go that way.\n\nSheep Pens\n  Hurdles make a maze of little "
            "pens, and the ewes in them all turn to look at you. The auction ring is north.\n"
            "  [Exits: north]\n",
            Both(K("refused"), R("sheep pens", "n", leads={"n": "auction ring"})),
        ),
        notes="a refusal and the room printed again in one text: refused(east) stands (the "
        "room shows no way east); north open",
    ),
    item(
        (
            "[Noodle Stall]\n  Steam rolls off the pots under a flickering sign, and rain drums on "
            "the plastic awning. A brass tical lies in a puddle by the stool. The shutter of "
            "the back kitchen, east, is down and locked.\n  [Exits: north, east, west]\n"
            "[HP:Fine] [Cred:40]>",
            R("noodle stall", "n e w", locked="e", coin=True, leads={"e": "back kitchen"}),
        ),
        notes="a Sindome-like stall named by its bracketed title ('[Noodle Stall]': the noodle "
        "stall); a brass tical (a Siamese coin) in a puddle: take it",
    ),
    item(
        (
            "Lock Keeper's Garden\n  Rows of leeks and a water butt. The lock gates creak in "
            "the wind beyond the hedge.\n<88hp 40sp 110mv Exits:NW>",
            R("lock keeper's garden", "n w"),
        ),
        notes="a prompt that carries the exits ('Exits:NW', north and west): go north or west; "
        "the lock beyond the hedge is no way",
    ),
    item(
        (
            "Well Yard\n  A stone well stands in the middle of a sandy yard, its bucket hung on "
            "a chain, and the walls throw a little shade.\n  Obvious exits: north (open door), "
            "east (closed door), south, west (locked door).\n",
            R("well yard", "n e s w", closed="e", locked="w"),
        ),
        notes="an Armageddon-like list with each door's state in it: north open, east closed "
        "(open it), south open, west locked",
    ),
]
