"""classic_if, fiftieth round (emphasis: how rooms are named and how ways are listed): seven walks
(2-4 turns) on an organ builder's works in an Infocom-like manner as the screen shows it, the status
line on top naming the room ("Erecting Room ... Score: 0 Moves: 7") over the game's text, in brief
mode: a room is told whole on the first sight of a walk and by its heading alone when the walk comes
back to it (an Erecting Room whose reed room door north "is closed" at first, whose voicing room is
east through an archway, whose timber store door west "is locked" and whose south end is filled by
an organ's case; a Reed Room; a Voicing Room whose metal shop door north "stands ajar"; a Metal Shop
with "There is a copper stiver here."): "The reed room door is closed.", "The reed room door is now
open.", "The timber store door is locked.", "The organ case is in the way.", "Taken.", returns told
by the heading alone; single rooms and short histories whose rooms are named in the other ways a
classic game names them: a Moonmist-like status line giving the time, a Ballyhoo-like "North of the
Big Top" (a compass word in a name), a Lurking Horror-like fire door unlocked and opened (the room
named by the status line alone), a Cutthroats-like net shed, a Sierra AGI-like "You are standing in
the millinery.", a GAC-like "YOU ARE IN THE BOAT SHED." with "EXITS ARE: N, E, W", a TADS 3-like
"Obvious exits lead north, back to the nave; ...", a Plundered Hearts-like cabin, a refusal under a
status line, an AGT-like "There are exits to the north and east.", a Seastalker-like sub dock, an
Infidel-like false door, a Hollywood Hijinx-like maze gate. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the organ builder's works: ERECTING ROOM n REED ROOM (a door, closed at first), e VOICING
# ROOM (an archway), w the timber store (locked), s the organ case (no way); VOICING ROOM n METAL
# SHOP (a door ajar; a copper stiver).


def status(name: str, moves: int, score: int = 0) -> str:
    """The status line on top of the screen, as an Infocom-like game draws it."""
    return f" {name:<50}Score: {score:<6}Moves: {moves}\n\n"


def erecting(moves: int, door: str = "closed", brief: bool = False, score: int = 0) -> tuple:
    text = status("Erecting Room", moves, score) + "Erecting Room"
    if not brief:
        text += (
            "\nA half-built organ rises to the roof beams here, its front pipes not yet in, and "
            "ladders lean against the frame. The great oak case fills the south end of the "
            f"room. The reed room door, on the north side, is {door}. An archway leads east to "
            "the voicing room. The timber store door, to the west, is locked."
        )
    return (
        text,
        R(
            "erecting room",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "reed room", "e": "voicing room", "w": "timber store"},
        ),
    )


def reed(moves: int, brief: bool = False) -> tuple:
    text = status("Reed Room", moves) + "Reed Room"
    if not brief:
        text += (
            "\nTrays of brass reeds lie on the benches, sorted by length from a thumbnail to a "
            "forearm, and a tuning slide hangs on a nail. The only way out is the door to the "
            "south, which is open."
        )
    return (text, R("reed room", "s", leads={"s": "erecting room"}))


def voicing(moves: int, brief: bool = False, score: int = 0) -> tuple:
    text = status("Voicing Room", moves, score) + "Voicing Room"
    if not brief:
        text += (
            "\nA small organ stands against the east wall for trying pipes, its bellows worked "
            "by a foot treadle. The erecting room is west, through the archway. A door in the "
            "north wall stands ajar; beyond it, in the metal shop, someone is hammering."
        )
    return (
        text,
        R("voicing room", "w n", leads={"w": "erecting room", "n": "metal shop"}),
    )


def metal(moves: int, coin: bool = True, score: int = 0) -> tuple:
    text = status("Metal Shop", moves, score) + (
        "Metal Shop\nSheets of spotted metal, half tin and half lead, are rolled up like carpets "
        "against the walls, and the casting bench is still warm. The door to the south stands "
        "ajar."
    )
    if coin:
        text += "\nThere is a copper stiver here."
    return (text, R("metal shop", "s", coin=coin, leads={"s": "voicing room"}))


def said(line: str, name: str, moves: int, reading: K, score: int = 0) -> tuple:
    return (status(name, moves, score) + line, reading)


ITEMS = [
    item(
        erecting(7),
        "north",
        said("The reed room door is closed.", "Erecting Room", 8, K("refused", "closed")),
        "open door",
        said("The reed room door is now open.", "Erecting Room", 9, K("opened", "north")),
        "north",
        reed(10),
        notes="organ works walk: the reed room door north refused as closed, opened (the one "
        "closed door) and walked through; the reed room's only way is south (visited, initial); "
        "the status line names each room as its heading does",
    ),
    item(
        erecting(3),
        "east",
        voicing(4),
        "north",
        metal(5),
        "take coin",
        said("Taken.", "Metal Shop", 6, K("took"), score=5),
        notes="organ works walk: the stiver taken (the reply names no room; the status line "
        "keeps the metal shop); the only way south visited (initial)",
    ),
    item(
        voicing(12),
        "west",
        erecting(13),
        "west",
        said("The timber store door is locked.", "Erecting Room", 14, K("refused", "locked")),
        notes="organ works walk begun in the voicing room: the timber store door west refused as "
        "locked; the reed room door north closed (open it), east visited (initial); the organ "
        "case south is no way",
    ),
    item(
        erecting(21),
        "east",
        voicing(22),
        "west",
        erecting(23, brief=True),
        notes="organ works walk: back in the erecting room, told by its heading alone (brief "
        "mode): the person keeps what the first text showed, north closed, east visited, west "
        "locked; the first room has no initial: open north",
    ),
    item(
        metal(30),
        "take coin",
        said("Taken.", "Metal Shop", 31, K("took"), score=5),
        "south",
        voicing(32, score=5),
        "west",
        erecting(33, score=5),
        "south",
        said("The organ case is in the way.", "Erecting Room", 34, K("refused"), score=5),
        notes="organ works walk begun in the metal shop: the stiver taken; in the erecting room "
        "the move south refused (the organ case, no exit: refused(south)); east visited "
        "(initial), the reed room door north closed (open it), west locked",
    ),
    item(
        erecting(40),
        "n",
        said("The reed room door is closed.", "Erecting Room", 41, K("refused", "closed")),
        "open reed room door",
        said("The reed room door is now open.", "Erecting Room", 42, K("opened", "north")),
        "n",
        reed(43),
        "s",
        erecting(44, door="open", brief=True),
        notes="organ works walk: the refusal north cleared by the open that worked; back in the "
        "erecting room by its heading alone, the reed room door left open (north visited, no "
        "longer closed), west locked: go east",
    ),
    item(
        voicing(51),
        "n",
        metal(52),
        "get coin",
        said("Taken.", "Metal Shop", 53, K("took"), score=5),
        "s",
        voicing(54, brief=True, score=5),
        notes="organ works walk begun in the voicing room: the stiver taken; back in the voicing "
        "room by its heading alone (brief mode): north visited, the archway west not yet "
        "walked (go west); the first room has no initial",
    ),
    # ---- single rooms and short histories: rooms named in the other ways a classic game names them
    item(
        (
            f" {'Long Gallery':<50}Time:  9:12 pm\n\nLong Gallery\nAncestors in ruffs glare down "
            "from both walls, and the floorboards creak under the drugget. Tall windows on the "
            "north side look out over the moor, black under the moon. The gallery ends to the "
            "east in an archway to the tower room. At the west end is a door, and it is "
            "closed.\nThere is a gold unite here.",
            R("long gallery", "e w", closed="w", coin=True, leads={"e": "tower room"}),
        ),
        notes="a Moonmist-like screen: the status line gives the room and the time (no score); a "
        "gold unite (a coin of King James) here: take it; the north windows are no way",
    ),
    item(
        (
            "North of the Big Top\nThe canvas of the big top rises to the south, and a flap in "
            "it is tied open. A line of painted wagons runs east toward the menagerie. West, the "
            "midway is dark and its booths are shuttered for the night, but the way between "
            "them is clear. To the north, a chain-link fence keeps the town out.",
            R("north of the big top", "s e w", leads={"e": "menagerie"}),
        ),
        notes="a Ballyhoo-like room whose name holds a compass word: the name is the heading "
        "('north of the big top'), not an exit; the fence north is no way; south, east and west "
        "open",
    ),
    item(
        (
            f" {'Basement Corridor':<50}Score: 0     Moves: 12\n\nBasement Corridor\nSteam pipes "
            "run along the ceiling, lagged in asbestos and dripping. The corridor ends at a "
            "steel fire door to the north, which is locked. To the south it goes on toward the "
            "boiler room.",
            R("basement corridor", "n s", locked="n", leads={"s": "boiler room"}),
        ),
        "unlock north door with master key",
        (
            f" {'Basement Corridor':<50}Score: 0     Moves: 13\n\nThe fire door is now unlocked.",
            K("unlocked"),
        ),
        "open north door",
        (
            f" {'Basement Corridor':<50}Score: 0     Moves: 14\n\nThe fire door swings open with a "
            "groan, and cold air comes through from the tunnels.",
            K("opened"),
        ),
        notes="a Lurking Horror-like basement: the locked fire door north unlocked and opened "
        "(the last two texts name the room only in the status line); north and south open",
    ),
    item(
        (
            "Net Shed\nNets hang from the rafters to dry, stinking of tar and fish, and a pair of "
            "waders stand by the stove as if someone had just stepped out of them. Under the "
            "table is a worn silver ryal. The wharf is north, through the wide doorway. A door "
            "east opens onto the lane; it is ajar.",
            R("net shed", "n e", coin=True, leads={"n": "wharf"}),
        ),
        notes="a Cutthroats-like net shed: a silver ryal under the table is a coin here (take "
        "it); north and the ajar door east are open",
    ),
    item(
        (
            "You are standing in the millinery. Half-finished bonnets sit on wooden heads along "
            "the shelves, and ribbons hang from pegs in every colour. A curtained doorway leads "
            "north into the workroom. The shop door, to the south, is locked for the night.",
            R("millinery", "n s", locked="s", leads={"n": "workroom"}),
        ),
        notes="a Sierra AGI-like text box: the room is named only in the sentence 'You are "
        "standing in the millinery.'; the shop door south locked; go north",
    ),
    item(
        (
            "YOU ARE IN THE BOAT SHED. A HALF-BUILT DINGHY RESTS ON TRESTLES AND THE FLOOR IS "
            "DEEP IN SHAVINGS.\nEXITS ARE: N, E, W\nI CAN ALSO SEE: A COIL OF ROPE, A BRASS KIP "
            "COIN\nWHAT NOW? ",
            R("boat shed", "n e w", coin=True),
        ),
        notes="a GAC-like screen in capitals: the room named in the sentence 'YOU ARE IN THE "
        "BOAT SHED.'; exits given as letters ('N, E, W'); a brass kip coin: take it",
    ),
    item(
        (
            "Nave\nRows of box pews face the pulpit, and the hatchments of dead squires hang on "
            "the walls. The sacristy is south, through a low door that stands open. The porch is "
            "west.\n\nObvious exits lead south, to the sacristy; and west, to the porch.",
            R("nave", "s w", leads={"s": "sacristy", "w": "porch"}),
        ),
        "south",
        (
            "Sacristy\nVestments hang in a press, and the parish chest stands under the window "
            "with three padlocks on it. The vestry door, to the east, is closed.\n\nObvious "
            "exits lead north, back to the nave; east, to the vestry; and west, to the bell "
            "tower.",
            R(
                "sacristy",
                "n e w",
                closed="e",
                leads={"n": "nave", "e": "vestry", "w": "bell tower"},
            ),
        ),
        notes="a TADS 3-like exit lister ('Obvious exits lead north, back to the nave; east, to "
        "the vestry; and west, to the bell tower.'): north visited (initial), the vestry door "
        "east closed (open it), west open; the parish chest's padlocks are no door",
    ),
    item(
        (
            "Captain's Cabin\nThe stern windows are thick and leaded, and the sea heaves past "
            "beyond them. A chart is pinned to the table with a dagger. The cabin door, to the "
            "west, is bolted on the outside. A narrow door in the north bulkhead leads to the "
            "quarter gallery; it stands ajar.",
            R("captain's cabin", "w n", locked="w", leads={"n": "quarter gallery"}),
        ),
        notes="a Plundered Hearts-like cabin: the stern windows are no way; the cabin door west "
        "bolted on the outside (locked); the ajar door north is open: go north",
    ),
    item(
        (
            f" {'Boathouse':<50}Score: 0     Moves: 4\n\nBoathouse\nThe punts have all gone "
            "out, and only their chains lie on the slipway. The river runs past the open end of "
            "the boathouse to the west, high and brown. A door in the east wall opens onto the "
            "towpath.",
            R("boathouse", "e", leads={"e": "towpath"}),
        ),
        "west",
        (
            f" {'Boathouse':<50}Score: 0     Moves: 5\n\nYou would need a punt, and the punts "
            "have all gone out.",
            K("refused"),
        ),
        notes="the move west toward the river refused (no exit: refused(west)); the reply names "
        "no room and the status line names the boathouse; east open",
    ),
    item(
        (
            "You are in the cooperage. Barrels in every stage of making stand about the floor, "
            "some only a ring of staves held by a hoop. A fire of shavings smokes in an iron "
            "cresset.\nThere are exits to the north and east.",
            R("cooperage", "n e"),
        ),
        notes="an AGT-like room named in the sentence 'You are in the cooperage.' and its ways "
        "in 'There are exits to the north and east.': go north or east",
    ),
    item(
        (
            f" {'Sub Dock':<50}Score: 0     Moves: 2\n\nSub Dock\nThe little submarine floats in "
            "its pen, nose to the sea gate. A ladder goes down to its hatch. The workshop is to "
            "the east, and the door to the office, north, is shut.",
            R("sub dock", "e n d", closed="n", leads={"e": "workshop"}),
        ),
        notes="a Seastalker-like screen: the status line and the heading name the sub dock; the "
        "office door north shut (open it), the workshop east open, the ladder down outside the "
        "vocabulary; the sea gate is no way",
    ),
    item(
        (
            "Antechamber\nPainted gods walk in procession round the walls. On the west wall is a "
            "false door, carved and painted, that the dead are meant to use; it is only stone. "
            "A real door, south, is closed. The passage to the entrance runs north.\nA gold "
            "larin lies among the potsherds.",
            R("antechamber", "s n", closed="s", coin=True, leads={"n": "entrance"}),
        ),
        notes="an Infidel-like tomb: the false door on the west wall is carved stone, no exit; "
        "the real door south closed, the passage north open; a gold larin here: take it",
    ),
    item(
        (
            "Maze Entrance\nClipped yew walls, taller than a man, close in on either hand. "
            "Gravel paths lead north and west into the maze. The iron gate to the south, onto "
            "the lawn, is locked.",
            R("maze entrance", "n w s", locked="s"),
        ),
        notes="a Hollywood Hijinx-like hedge maze: paths north and west open, the gate south "
        "locked: go north or west",
    ),
]
