"""refusal, eighteenth round: each system's own refusal and door messages. adv3Lite's "You see no
exit that way.", Quest's "That way is blocked.", ZIL's "The kitchen door is closed.", the
Inform 6 library's "You can't, since the oak door is in the way." then an open and a look,
Hugo's "You'll have to open it first.", Dialog's "You can't go north from here.", Adventuron's
"You can't go in that direction.", ADRIFT's "The boathouse door is locked.", a PennMUSH exit's
failure message ("The lychgate is chained shut."), Evennia's "You cannot go there.", an
Achaea-like "The door to the east is closed." with the prompt, Inform 7's "You can't, since the
wicket gate is locked.", TextWorld's "You can't go that way." left in an earlier room,
TextWorldExpress's refusal cleared by an open and a look, an unlock and an open that clear a
refusal, TADS 3's "You can't go that way. The only exits are north and west.", a refused `nw`
(no fact) and a closed garden gate, Scott Adams's split screen printing the room above the
refusal (Both), Alan's two refusals, an unlock that keeps the refusal, ZIL's "It's locked." then
a move on. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Seed Store\nDrawers of seed packets, labelled in copperplate.\n\nExits: north east",
            R("seed store", "n e"),
        ),
        "west",
        ("You see no exit that way.", K("refused")),
        notes="adv3Lite's refusal: west refused; go north or east",
    ),
    item(
        (
            "You are in a boat shed.\nYou can see a pair of oars.\nYou can go north or east.",
            R("boat shed", "n e"),
        ),
        "go south",
        ("> go south\nThat way is blocked.", K("refused")),
        notes="Quest's refusal of a way never given, after the echoed command: south refused; go "
        "north or east",
    ),
    item(
        (
            "Back Porch\nYou are on the back porch. The kitchen door, to the east, is closed. "
            "Steps lead down to the garden on the south.",
            R("back porch", "e s", closed="e"),
        ),
        "east",
        ("The kitchen door is closed.", K("refused", "closed")),
        notes="ZIL's reply at a closed door: east closed and refused; the steps down to the "
        "garden on the south are the south way: open east or go south",
    ),
    item(
        (
            "Morning Room\nA bright room with chintz chairs. The oak door is in the west wall "
            "and the hall is south.\n\nYou can see a work basket here.",
            R("morning room", "w s"),
        ),
        "w",
        ("You can't, since the oak door is in the way.", K("refused", "closed")),
        "open oak door",
        ("You open the oak door.", K("opened", door="w")),
        "look",
        (
            "Morning Room\nA bright room with chintz chairs. The oak door, now open, is in the "
            "west wall and the hall is south.\n\nYou can see a work basket here.",
            R("morning room", "w s"),
        ),
        notes="Inform 6: the oak door in the way (closed), opened and looked at open: the "
        "refusal is cleared; go west or south",
    ),
    item(
        (
            "Boiler House\nThe boiler ticks as it cools. A door leads east to the coal yard.\n"
            "Also here is a slice bar.",
            R("boiler house", "e"),
        ),
        "e",
        ("You'll have to open it first.", K("refused", "closed")),
        notes="Hugo manner: the door east (state not given) must be opened first: closed and "
        "refused; open east",
    ),
    item(
        (
            "Glebe Field\nLong grass and a single ash tree. A stile leads east into the lane, "
            "and the churchyard wall runs along the north side.\n\nObvious exits are east (to "
            "the lane) and south (to the rectory garden).",
            R("glebe field", "e s", leads={"e": "lane", "s": "rectory garden"}),
        ),
        "north",
        ("You can't go north from here.", K("refused")),
        notes="Dialog manner: the churchyard wall north is no way, and the move is refused; go "
        "east or south",
    ),
    item(
        (
            "You are in the rope store.\nExits : south, west\nYou notice : a coil of hemp",
            R("rope store", "s w"),
        ),
        "north",
        ("You can't go in that direction.\n\n>", K("refused")),
        notes="Adventuron manner: north refused; go south or west",
    ),
    item(
        (
            "Slipway\nA slipway runs down into the river. The boathouse door is north. The "
            "yard is west.",
            R("slipway", "n w"),
        ),
        "n",
        ("The boathouse door is locked.", K("refused", "locked")),
        notes="ADRIFT manner: the boathouse door (state not given) refused as locked; the river "
        "is no way: go west",
    ),
    item(
        (
            "Churchyard(#1502R)\nYews and tilted stones.\nObvious exits:\nLychgate <S>  Church <N>",
            R("churchyard", "s n"),
        ),
        "s",
        ("The lychgate is chained shut.", K("refused", "locked")),
        notes="PennMUSH: the lychgate exit's failure message, 'chained shut' (locked); go north",
    ),
    item(
        (
            "Ferry Slip\nTo the south the ramp runs down into the water, where the ferry is "
            "not.\nExits: north",
            R("ferry slip", "n"),
        ),
        "south",
        ("You cannot go there.", K("refused")),
        notes="Evennia manner: the ramp south ends in the water (no way, and no exit listed); "
        "the move south is refused; go north",
    ),
    item(
        (
            "Before the Bathhouse.\nSteam curls from a vent above the bathhouse door. You see "
            "exits leading north, east (closed door), and west.\n3250h, 2890m ex-",
            R("before the bathhouse", "n e w", closed="e"),
        ),
        "e",
        ("The door to the east is closed.\n3250h, 2890m ex-", K("refused", "closed")),
        notes="Achaea-like: the closed door east refused, with the prompt; go north or west, or "
        "open east",
    ),
    item(
        (
            "Kitchen Garden\nRows of leeks and a scarecrow. The wicket gate is north of here. "
            "The potting yard is west.",
            R("kitchen garden", "n w"),
        ),
        "north",
        ("You can't, since the wicket gate is locked.", K("refused", "locked")),
        notes="Inform 7's refusal at a gate whose state was not given: locked; go west",
    ),
    item(
        (
            "\n\n-= Attic =-\nYou arrive in an attic. A normal kind of place.\n\n\n\nThere is an "
            "unguarded exit to the north.\n\n\n\n>" + " " * 60 + "-= Attic =-0/1",
            R("attic", "n"),
        ),
        "go west",
        ("\nYou can't go that way.\n\n\n>" + " " * 60 + "-= Attic =-0/2", K("refused")),
        "go north",
        (
            "\n\n-= Loft =-\nYou've entered a loft.\n\n\n\nThere is an unblocked exit to the "
            "south. There is an exit to the east. Don't worry, it is unblocked.\n\n\n\n>"
            + " " * 60
            + "-= Loft =-0/3",
            R("loft", "s e"),
        ),
        notes="TextWorld manner: west refused in the attic and left there; in the loft south "
        "is the way in: go east",
    ),
    item(
        (
            "You are in the pantry. In one part of the room you see a shelf, that has a jar of "
            "jam on it. \nTo the North you see a closed plain door. To the East you see the "
            "kitchen. ",
            R("pantry", "n e", closed="n"),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to north",
        ("You open the plain door, revealing the backyard. ", K("opened")),
        "look around",
        (
            "You are in the pantry. In one part of the room you see a shelf, that has a jar of "
            "jam on it. \nThrough an open plain door, to the North you see the backyard. To the "
            "East you see the kitchen. ",
            R("pantry", "n e"),
        ),
        notes="TextWorldExpress manner: the refusal cleared by the open and the look: go north "
        "or east",
    ),
    item(
        (
            "Vestry\nSurplices on hooks. An oak door leads east into the chancel; it is locked. "
            "The porch is south.",
            R("vestry", "e s", locked="e"),
        ),
        "east",
        ("The oak door is locked.", K("refused", "locked")),
        "unlock door to east",
        ("You unlock the oak door with the church key.", K("unlocked")),
        "open door to east",
        ("You swing the oak door open.", K("opened")),
        notes="refused at a locked door, unlocked (still shut), then opened: the refusal is "
        "cleared; go east or south",
    ),
    item(
        (
            "Chart Room\nCharts cover the table.\n\nObvious exits lead north and west.",
            R("chart room", "n w"),
        ),
        "south",
        (
            "You can't go that way. The only exits are north and west.",
            K("refused"),
        ),
        notes="TADS 3-like refusal that names the exits: south refused; go north or west",
    ),
    item(
        (
            "Herb Garden\nThyme between the paving stones. The garden gate is west of you.\n"
            "There is a birdbath here.",
            R("herb garden", "w"),
        ),
        "nw",
        ("You can't go that way.", K("refused")),
        "west",
        ("The garden gate is closed.", K("refused", "closed")),
        notes="Hugo manner: a refused nw (outside the vocabulary, no fact), then the gate west "
        "(state not given) closed: open west",
    ),
    item(
        (
            "I'm in a smuggler's cave. Obvious exits: SOUTH, WEST.\nI can also see: LANTERN",
            R("smuggler's cave", "s w"),
        ),
        "GO NORTH",
        (
            "I'm in a smuggler's cave. Obvious exits: SOUTH, WEST.\nI can also see: LANTERN\n"
            "-----------------------------------------------------------\nI can't go in that "
            "direction.\nTell me what to do?",
            Both(K("refused"), R("smuggler's cave", "s w")),
        ),
        notes="Scott Adams's split screen: the room above the line, the refusal below it, in "
        "one text: north refused; go south or west",
    ),
    item(
        (
            "Lime Kiln.\nThe kiln's mouth is bricked up. A cart track leads south. There is a "
            "shovel here.",
            R("lime kiln", "s"),
        ),
        "north",
        ("You can't go that way.", K("refused")),
        "east",
        ("You can't go in that direction.\nThe kiln wall is in the way.", K("refused")),
        notes="Alan manner: north and east refused in turn; the bricked-up mouth is no way: go "
        "south",
    ),
    item(
        (
            "Strong Room Passage\nA passage ends at an iron door to the north, which is locked. "
            "The stairs are south.",
            R("strong room passage", "n s", locked="n"),
        ),
        "north",
        ("It's locked.", K("refused", "locked")),
        "unlock door to north",
        ("The key turns. The door is unlocked, but still shut.", K("unlocked")),
        notes="ZIL-like: the iron door refused as locked, then unlocked (still shut): the "
        "refusal stands and the door is closed; open north or go south",
    ),
]
