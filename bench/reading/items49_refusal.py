"""refusal, forty-ninth round (no emphasis beyond a hidden test of the same kind): refusals in
wordings and places the earlier rounds used seldom or never, and what clears or keeps them: a help
desk's "Computer says no.", a tape library's badge reader ("BADGE NOT RECOGNISED. This door is
locked.") at a door whose state was not given, a fernery's glass door walked into and then slid
open, a high window ("You would need a ladder"), a decoy hut's marsh, a platform edge ("Mind the
gap!"), a maid who unlocks a door and leaves it open (the room printed again: cleared), a cowboy's
"Whoa there, partner. That's the river", a plate room's door unlocked and looked at (still shut, the
refusal kept), an anchorite's cell ("Thou canst not walk through stone"), a pirate's plank, a ship's
computer that will not let Dave through the pod bay doors, a thorn hedge, a ferry on the far bank
and a wait that changes nothing, lodge gates with a KEEP OUT notice, a game larder's door refused
with the room printed again (Both), "No through road, mate." in a cab yard, a housemaids' closet
that is a broom cupboard, a gust of wind that bangs a side hall's door open (cleared), a sewer's
blocked tunnel left for the outfall chamber. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PLATE = (
    "Plate Room\nGreen baize shelves of silver: salvers, tureens, a wine cooler like a bath. The "
    "butler's pantry is north. The door to the butler's bedroom, east, is {door}.\n>"
)
LARDER = (
    "Game Larder\nPheasants and a hare hang from hooks in the cold, and the floor is slate. The "
    "door to the salting room, west, is locked. The yard door, south, is open.\n>"
)

ITEMS = [
    item(
        (
            "Help Desk\nA counter, a computer, a bell marked RING FOR SERVICE, and nobody. The "
            "lobby is east.\nExits: east\n>",
            R("help desk", "e"),
        ),
        "west",
        ("Computer says no.\n>", K("refused")),
        notes="no exit west, and the move refused in a famous catchphrase (refused(west)); the "
        "lobby east: go east",
    ),
    item(
        (
            "Tape Library\nRobot arms slide along racks of tape cartridges behind a wire fence, "
            "and the air conditioning roars. A door to the east has a badge reader beside it. The "
            "corridor is south.\n>",
            R("tape library", "e s"),
        ),
        "east",
        (
            "The badge reader beeps twice and shows a red light. BADGE NOT RECOGNISED. This door "
            "is locked.\n>",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given, refused as locked by a badge reader (refused, "
        "closed, no open); the corridor south: go south",
    ),
    item(
        (
            "Fernery\nTree ferns drip in the warm gloom, and a rill runs between mossy stones. A "
            "glass door to the north leads to the orangery. It is shut. The path goes back east "
            "through the ferns.\n>",
            R("fernery", "n e", closed="n"),
        ),
        "north",
        (
            "You walk smack into the glass door. It is very clean, and very shut.\n>",
            K("refused", "closed"),
        ),
        "open north",
        ("The glass door slides open with a sigh of warm air.\n>", K("opened")),
        notes="the glass door north refused as shut and then opened: the refusal cleared; north "
        "and east open: go either",
    ),
    item(
        (
            "Attic Workshop\nA lathe, a vice, and shavings ankle-deep. A small window high in the "
            "west gable lets in a square of light. The attic door, south, is open.\n>",
            R("attic workshop", "s"),
        ),
        "west",
        ("You would need a ladder, and the window is too small for you anyway.\n>", K("refused")),
        notes="the high window west is no way, and the move refused (refused(west)); the attic "
        "door south open: go south",
    ),
    item(
        (
            "Decoy Hut\nA reed hut at the edge of the marsh, with peepholes in the walls and a net "
            "rolled on the floor. The marsh stretches away east. The causeway runs north to the "
            "farm.\n>",
            R("decoy hut", "n"),
        ),
        "east",
        ("The mud is knee-deep and sucks at your boots. You turn back.\n>", K("refused")),
        notes="the marsh east is no way, and the move refused; the causeway north: go north",
    ),
    item(
        (
            "Platform Two\nA long platform under a glass roof, and the rails below it. The train "
            "has gone. Stairs go up to the footbridge, and the waiting room is west.\n>",
            R("platform two", "w u"),
        ),
        "south",
        ("Mind the gap! That's the platform edge, and there's no train.\n>", K("refused")),
        notes="the platform edge south is no way, and the move refused; the footbridge stairs "
        "are up (outside the vocabulary); the waiting room west: go west",
    ),
    item(
        (
            "Pressing Room\nIrons heat on a stove, and a damp sheet is folded over a long table. "
            "The door to the housekeeper's room, east, is locked. The back passage is north.\n>",
            R("pressing room", "e n", locked="e"),
        ),
        "east",
        ("The door is locked.\n>", K("refused", "locked")),
        "knock",
        (
            "A maid unlocks the door from the other side, bobs a curtsey and hurries off along "
            "the back passage, leaving the door wide open.\n\nPressing Room\nIrons heat on a "
            "stove, and a damp sheet is folded over a long table. The door to the housekeeper's "
            "room, east, stands wide open. The back passage is north.\n>",
            R("pressing room", "e n"),
        ),
        notes="the locked door east refused, then unlocked and left open by a maid (the room "
        "printed again with the door open): the refusal cleared; east and the back passage "
        "north: go either",
    ),
    item(
        (
            "Corral\nA split-rail corral with a water trough and two sleepy horses. The gate to "
            "the bunkhouse yard is south, and it's open. East runs the river.\n>",
            R("corral", "s"),
        ),
        "east",
        (
            "Whoa there, partner. That's the river, and it's up to a horse's belly.\n>",
            K("refused"),
        ),
        notes="the river east is no way, and the move refused in a cowboy's voice; the gate "
        "south open: go south",
    ),
    item(
        (PLATE.format(door="locked"), R("plate room", "n e", locked="e")),
        "east",
        ("The bedroom door is locked.\n>", K("refused", "locked")),
        "unlock east door with brass key",
        ("Unlocked. The door is still shut.\n>", K("unlocked")),
        "look",
        (PLATE.format(door="shut"), R("plate room", "n e", closed="e")),
        notes="the butler's bedroom door east refused as locked, unlocked (still shut), and the "
        "look shows it shut: the refusal kept until it is opened; open east, or go north",
    ),
    item(
        (
            "Anchorite's Cell\nA cell built against the church wall, with a squint through which "
            "the altar can be seen. The door to the churchyard, south, is open.\n>",
            R("anchorite's cell", "s"),
        ),
        "west",
        ("Thou canst not walk through stone, pilgrim.\n>", K("refused")),
        notes="the church wall west is no way, and the move refused in an archaic voice; the "
        "door south open: go south",
    ),
    item(
        (
            "Quarterdeck\nThe wheel, the binnacle and the captain's chair, lashed down. The ship's "
            "rail runs along the south side, and below it is the sea. The door to the chart room "
            "is north.\n>",
            R("quarterdeck", "n"),
        ),
        "south",
        ("Arr, ye'd be walkin' the plank that way, matey.\n>", K("refused")),
        notes="the rail and the sea south are no way, and the move refused in a pirate's voice; "
        "the chart room door north: go north",
    ),
    item(
        (
            "Pod Bay\nThree pods sit in their cradles, their arms folded like insects. The pod bay "
            "doors, west, are closed. The corridor to the centrifuge is east.\n>",
            R("pod bay", "w e", closed="w"),
        ),
        "west",
        (
            "I'm sorry, Dave. I'm afraid I can't do that. The pod bay doors are closed.\n>",
            K("refused", "closed"),
        ),
        notes="the pod bay doors west refused as closed by the ship's computer (refused, "
        "closed); the corridor east open: go east, or open west",
    ),
    item(
        (
            "Briar Walk\nA grass walk between a thorn hedge to the north and a row of limes. The "
            "walk runs on east and west.\n>",
            R("briar walk", "e w"),
        ),
        "north",
        ("The thorn hedge stops you. It is taller than you are, and it means it.\n>", K("refused")),
        notes="the thorn hedge north is no way, and the move refused; east and west open",
    ),
    item(
        (
            "Ferry Steps\nStone steps run down into the river. The ferry is tied up on the far "
            "bank, and the ferryman is eating his dinner. The lane goes north, up to the inn.\n>",
            R("ferry steps", "n"),
        ),
        "east",
        ("You'd need the ferry, and the ferry is on the far bank.\n>", K("refused")),
        "wait",
        ("Time passes. The ferryman goes on eating his dinner.\n>", K("none")),
        notes="the river east is no way without the ferry: refused, and a wait that changes "
        "nothing keeps the refusal; the lane north: go north",
    ),
    item(
        (
            "Lodge Gates\nTall iron gates to the west, between stone piers topped with lions, and "
            "the drive beyond them. The lodge is south. The road runs east.\n>",
            R("lodge gates", "w s e"),
        ),
        "west",
        (
            "The gates are locked. A notice on them says PRIVATE: KEEP OUT.\n>",
            K("refused", "locked"),
        ),
        notes="gates whose state was not given, refused as locked (refused, closed, no open); "
        "the lodge south and the road east: go either",
    ),
    item(
        (LARDER, R("game larder", "w s", locked="w")),
        "west",
        (
            "You rattle the handle, but the door to the salting room is locked.\n\n" + LARDER,
            Both(K("refused", "locked"), R("game larder", "w s", locked="w")),
        ),
        notes="a refusal and the room printed again in one text: the salting room door west "
        "locked and refused; the yard door south open: go south",
    ),
    item(
        (
            "Cab Yard\nHansom cabs stand with their shafts down, and a horse looks over a stable "
            "door. The yard ends at a blank wall to the north. The mews is south.\n>",
            R("cab yard", "s"),
        ),
        "north",
        ("No through road, mate. That's a wall.\n>", K("refused")),
        notes="the blank wall north is no way, and the move refused; the stable door is a "
        "horse's, no way of the room; the mews south: go south",
    ),
    item(
        (
            "Housemaids' Closet\nBuckets, brushes and a sink, and a cupboard door in the west wall "
            "standing ajar. The passage is east.\n>",
            R("housemaids' closet", "e"),
        ),
        "west",
        ("Nope. That's the broom cupboard, and you are not a broom.\n>", K("refused")),
        notes="a cupboard door ajar is no exit, and the move west refused; the passage east: go "
        "east",
    ),
    item(
        (
            "Side Hall\nWellingtons, walking sticks and a barometer. The garden door, west, is "
            "shut. The front hall is north.\n>",
            R("side hall", "w n", closed="w"),
        ),
        "west",
        ("The garden door is shut.\n>", K("refused", "closed")),
        "wait",
        (
            "A gust of wind slams into the house, and the garden door bangs open.\n\nSide Hall\n"
            "Wellingtons, walking sticks and a barometer. The garden door, west, stands wide open, "
            "and leaves blow in. The front hall is north.\n>",
            R("side hall", "w n"),
        ),
        notes="the garden door refused as shut, then blown open (the room printed again with "
        "it open): the refusal cleared; west and north: go either",
    ),
    item(
        (
            "Sewer Junction\nBrick tunnels meet under a grating, and the water runs ankle-deep. A "
            "tunnel goes east. To the north the old tunnel is blocked by a fall of bricks.\n"
            "Exits: east\n>",
            R("sewer junction", "e"),
        ),
        "north",
        ("Dead end. Even the rats turn back here.\n>", K("refused")),
        "east",
        (
            "Outfall Chamber\nThe sewer empties through an iron flap into the river. The tunnel to "
            "the junction is west. A ladder goes up to a manhole. A side tunnel runs south.\n"
            "Exits: west, south, up\n>",
            R("outfall chamber", "w s u"),
        ),
        notes="the dead end north refused and left behind; in the outfall chamber west visited "
        "(initial), the side tunnel south unvisited: go south; up is outside the vocabulary",
    ),
]
