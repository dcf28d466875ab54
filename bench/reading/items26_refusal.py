"""refusal, twenty-sixth round: moves the game refused, in the four families a new user brings and
in the registers people use. Classic IF ("You can't go that way: the millstones and their hoppers
fill the whole of the east side."), a first person game ("I can't go north. There's a wall there,
and I'm not a ghost."), a game told of its heroine ("Hester tries the garden room door, but it is
locked."), a play-by-post game master ("Sorry Corvin, no way west - that's solid rock, and you know
it."), a pasted transcript whose replies echo the command (">S\nThe garden door is closed."), MUD
replies ("A wall of hay bales blocks the way north.", "You'd need a rope to go down there.", "The
west door is barred on the other side.", a hedge walked into with the room printed again, "The bog
sucks at your boots; you pull back.", a sentry's "Not without a pass, you don't."), Inform's "You
can't, since the tack room door is closed." then an open by name and a look, "(first opening the
iron door)\nIt seems to be locked." then an unlock that leaves it shut, "You can't, since the
cottage door is locked." under a status line, plain prose ("You put your shoulder to the cellar
door. It's locked, and it doesn't care about your shoulder.", "Femi tried the galley door. It was
bolted from the galley side."), terse notes ("No way E. Window."), a screen reader's "alert:" with
the page read again, a refused `ne` (no fact) and a mere, brambles left in an earlier room, a sexton
who unlocks the vestry door and leaves it open after a `wait`. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

MUD_PROMPT = "<120hp 95mv> "


def stable_yard(door_open: bool = False) -> tuple:
    state = ", which is open" if door_open else ""
    return (
        "Stable Yard\nCobbles, a mounting block and a pump with a chained cup. The tack room is "
        f"west, through a green door{state}. The lane is south.",
        R("Stable Yard", "w s"),
    )


def bog_edge() -> tuple:
    return (
        "Bog Edge\n  Reeds and black pools as far as the eye goes. A causeway of logs runs "
        f"north.\n[Exits: north]\n{MUD_PROMPT}",
        R("Bog Edge", "n"),
    )


def maze_garden() -> tuple:
    return (
        "Maze Garden\n  Yew hedges taller than a man close in on every side but two.\n[Exits: "
        f"north west]\n{MUD_PROMPT}",
        R("Maze Garden", "n w"),
    )


def type_room() -> tuple:
    return (
        "heading level 2, Type Room\nCases of lead type stand on sloping racks, every letter in "
        "its box.\nlink, Go north to the bindery\nlink, Go west to the shop\nend of web content",
        R("Type Room", "n w"),
    )


ITEMS = [
    item(
        (
            "Millstone Floor\nTwo great millstones grind under their wooden tun, and flour hangs "
            "in the air like fog. The stair goes down to the wheel floor; the door to the sack "
            "loft is west.",
            R("Millstone Floor", "d w"),
        ),
        "east",
        (
            "You can't go that way: the millstones and their hoppers fill the whole of the east "
            "side.",
            K("refused"),
        ),
        notes="a move east, toward no exit, refused (the millstones); the stair down is "
        "outside the vocabulary: go west",
    ),
    item(
        (
            "Attic\nI'm in the attic, under the slates. Trunks, a dressmaker's dummy, a rocking "
            "chair with three legs. The hatch down to the landing is open. There's a small door "
            "to the south, into the eaves.",
            R("Attic", "d s"),
        ),
        "north",
        ("I can't go north. There's a wall there, and I'm not a ghost.", K("refused")),
        notes="a first person game refuses north (a wall): refused; go south",
    ),
    item(
        (
            "PARLOUR\nHester is in the parlour. A clock ticks on the mantel. The door to the "
            "hall is north; the door to the garden room is east.\n\nWhat should Hester do next?",
            R("PARLOUR", "n e"),
        ),
        "east",
        ("Hester tries the garden room door, but it is locked.", K("refused", door="locked")),
        notes="a game told of its heroine: the garden room door, whose state the room did not "
        "give, turns out locked (closed, refused, no open); go north",
    ),
    item(
        (
            "Re: [IC] Ashes of Harrowgate - Chapter 6\nPost by GM_Wren >> Sat 18 Mar, 10:02 am\n"
            "\nYou're at the cave mouth, Corvin. The tunnel goes on east into the hill, and the "
            "path leads south to the beach. Gulls wheel and scream overhead.",
            R("cave mouth", "e s"),
        ),
        "go west",
        (
            "Re: [IC] Ashes of Harrowgate - Chapter 6\nPost by GM_Wren >> Sat 18 Mar, 11:47 am\n"
            "\nSorry Corvin, no way west - that's solid rock, and you know it. Tunnel's east, "
            "path's south.",
            K("refused"),
        ),
        notes="a play-by-post game master refuses the player's move west (rock): refused; go "
        "east or south",
    ),
    item(
        (
            ">LOOK\n\nBoot Room\nWellingtons stand in pairs along the wall under a row of "
            "waxed coats. The garden door is south; the kitchen is east.\n\n>",
            R("Boot Room", "s e"),
        ),
        "s",
        (">S\nThe garden door is closed.\n\n>", K("refused", door="closed")),
        "open door",
        (">OPEN DOOR\n(the garden door)\nYou open the garden door.\n\n>", K("opened", door="s")),
        "s",
        (
            ">S\n\nKitchen Garden\nRows of leeks, and a cold frame with its lid propped up. The "
            "boot room door is north. A path leads east to the orchard.\n\n>",
            R("Kitchen Garden", "n e", leads={"n": "boot room"}),
        ),
        notes="a pasted transcript whose replies echo the command: the garden door (its state "
        "not given) refused as closed, opened and walked through; in the kitchen garden the "
        "way in is north (visited, initial): go east",
    ),
    item(
        (
            "Hay Barn\n  Bales are stacked to the rafters on every side but the south.\n[Exits: "
            f"south]\n{MUD_PROMPT}",
            R("Hay Barn", "s"),
        ),
        "n",
        (f"A wall of hay bales blocks the way north.\n{MUD_PROMPT}", K("refused")),
        notes="a MUD refuses north (hay bales): refused; the one exit is south",
    ),
    item(
        (
            "Well Head\n  A stone well with a winch and no rope. A heavy door in the west wall "
            f"is shut.\n[Exits: east west]\n{MUD_PROMPT}",
            R("Well Head", "e w", closed="w"),
        ),
        "d",
        (f"You'd need a rope to go down there.\n{MUD_PROMPT}", K("refused")),
        "w",
        (f"The west door is barred on the other side.\n{MUD_PROMPT}", K("refused", door="locked")),
        notes="a refused `d` is no fact (outside the vocabulary); the west door, shut, turns out "
        "barred on the other side (locked, refused): go east",
    ),
    item(
        stable_yard(),
        "w",
        ("You can't, since the tack room door is closed.", K("refused", door="closed")),
        "open tack room door",
        ("You open the tack room door.", K("opened", door="w")),
        "look",
        stable_yard(door_open=True),
        notes="Inform's refusal at the tack room door (its state not given: now closed), an open "
        "by name, and a look that shows it open: the refusal is cleared; go west or south",
    ),
    item(
        (
            "Gun Room\nEmpty racks line the walls, and a smell of oil lingers. The boot room is "
            "east. The strong room is west, through an iron door.",
            R("Gun Room", "e w"),
        ),
        "w",
        ("(first opening the iron door)\nIt seems to be locked.", K("refused", door="locked")),
        "unlock west door with key",
        ("You unlock the iron door. It stays shut, of course, until you open it.", K("unlocked")),
        notes="the iron door found locked, then unlocked: still closed, and the refusal stands "
        "until it is opened; open west or go east",
    ),
    item(
        (
            "You're in the scullery. A stone sink, a pump, a drying rack on a pulley. The "
            "cellar door is north; the back door is east, standing open.",
            R("scullery", "n e"),
        ),
        "n",
        (
            "You put your shoulder to the cellar door. It's locked, and it doesn't care about "
            "your shoulder.",
            K("refused", door="locked"),
        ),
        notes="plain prose: the cellar door (state not given) turns out locked: refused, no "
        "open; go east",
    ),
    item(
        (
            "Femi stood in the saloon. The narrowboat rocked a little under him. Forward, which "
            "on this boat is north, lay the galley; aft, to the south, the engine room.",
            R("saloon", "n s"),
        ),
        "north",
        (
            "Femi tried the galley door. It was bolted from the galley side.",
            K("refused", door="locked"),
        ),
        notes="third person past: forward and aft mapped to north and south; the galley door "
        "bolted from the far side is locked (refused, no open): go south",
    ),
    item(
        maze_garden(),
        "e",
        (
            "You walk into the hedge. It is very prickly.\n\n" + maze_garden()[0],
            Both(K("refused"), maze_garden()[1]),
        ),
        notes="a move into the hedge refused, and the room printed again in the same text: "
        "east refused; go north or west",
    ),
    item(
        ("Signal hut. Door W. Window E.", R("Signal hut", "w")),
        "e",
        ("No way E. Window.", K("refused")),
        notes="terse notes: the window east is no exit and the move is refused; go west",
    ),
    item(
        (
            "Orchard\nApple trees stand in rows, their trunks whitewashed to the knee. A gate "
            "leads north into the lane, and the cider house is west. East, brambles have grown "
            "over the old wall.",
            R("Orchard", "n w", leads={"w": "cider house"}),
        ),
        "e",
        ("Brambles. You come away scratched and none the wiser.", K("refused")),
        "w",
        (
            "Cider House\nBarrels line the walls, and the great press stands in the middle. The "
            "orchard is east. A sixpence gleams on the press bed.",
            R("Cider House", "e", coin=True, leads={"e": "orchard"}),
        ),
        notes="the refusal was made in the orchard and does not stand in the cider house; the "
        "way in is east (visited, initial, all visited); a sixpence on the press bed: take it",
    ),
    item(
        bog_edge(),
        "w",
        (f"The bog sucks at your boots; you pull back.\n{MUD_PROMPT}", K("refused")),
        "e",
        (f"More bog. You think better of it.\n{MUD_PROMPT}", K("refused")),
        "look",
        bog_edge(),
        notes="two refusals (west and east: bog) and a look that shows no way there: both stand; "
        "go north",
    ),
    item(
        (
            "Vestry Passage\nA flagged passage smelling of candle wax. The vestry door, north, "
            "is shut. The church is west.",
            R("Vestry Passage", "n w", closed="n"),
        ),
        "n",
        ("The vestry door is locked.", K("refused", door="locked")),
        "wait",
        (
            "Time passes.\n\nThe sexton comes by with his keys, unlocks the vestry door and "
            "leaves it standing open.",
            R(None, "n w"),
        ),
        notes="the vestry door refused as locked; the sexton unlocks it and leaves it open, read "
        "as the room's description with the door open (the ninth round's way): the refusal is "
        "cleared; go north or west",
    ),
    item(
        (
            "Boathouse Path\nThe path runs north to the boathouse and south to the hall. West "
            "lies the mere, flat and grey.",
            R("Boathouse Path", "n s"),
        ),
        "ne",
        ("You can't go northeast from here.", K("refused")),
        "w",
        ("The mere is that way, and you have no boat.", K("refused")),
        notes="a refused `ne` is no fact (outside the vocabulary); west (the mere) refused; go "
        "north or south",
    ),
    item(
        type_room(),
        "go east",
        (
            "alert: You can't go east.\n" + type_room()[0],
            Both(K("refused"), type_room()[1]),
        ),
        notes="a screen reader reads the refusal as an alert and then the page again: east "
        "refused; the links give north and west",
    ),
    item(
        (
            "Towpath                                  Moves: 14\n\nTowpath\nThe towpath runs "
            "east and west beside the canal. A lock-keeper's cottage stands to the north; its "
            "door is locked.",
            R("Towpath", "e w n", locked="n"),
        ),
        "north",
        ("You can't, since the cottage door is locked.", K("refused", door="locked")),
        notes="under a status line, Inform's refusal at the locked cottage door: north locked "
        "and refused; go east or west",
    ),
    item(
        (
            "Guard Post\n  A sentry box painted in stripes, and a sentry in it.\n[Exits: south]\n"
            f"{MUD_PROMPT}",
            R("Guard Post", "s"),
        ),
        "n",
        (
            f"The sentry lowers his halberd. 'Not without a pass, you don't.'\n{MUD_PROMPT}",
            K("refused"),
        ),
        notes="a sentry turns back a move north, a way the room never gave: refused; go south",
    ),
]
