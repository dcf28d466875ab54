"""classic_if, tenth round: rooms of classic and present-day parser games as players paste them,
noise and all: an Infocom-like status line and an echoed ``>look``, a reply before the room
(a lamp lit, a grating opened), an inventory before a ``look``, a score notice, a prompt left
at the end, people wandering through, a description followed by a list of objects; exits
before or after the description, mid-sentence, in a subordinate clause ("which you could
leave either by ..."), as "you could go", as "paths branch", as "the only way on", by
landmarks with a compass point; doors by material, colour and use with their state told by a
verb ("stands ajar", "is barred from this side", "is locked and won't budge", "barred on the
outside", "bolted on this side"), by an adjective and in parentheses; a bricked-up arch, a
boarded stable, a sheer drop, an owl hole, reeds and black water; coins as a stack, a pair, a
single farthing between cobbles, shillings from a burst purse, a florin among spoons, a gold
piece; Scott Adams's and Level 9's one-line manners. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        " Gatehouse Passage                                  Score: 25   Moves: 112\n\n>look\n\n"
        "Gatehouse Passage\nThe passage runs beneath the old gatehouse, its vaulting black with "
        "the smoke of a thousand torches. To the north it opens onto the outer bailey, a square "
        "of grey daylight; southward it opens into the inner ward. A narrow stair, cut in the "
        "thickness of the wall, climbs to the battlements.\n\nThere is a rusty halberd here.\n"
        "A tarnished silver penny lies in the gutter by the wall.\n\n>",
        R("gatehouse passage", "n s up", coin=True),
        notes="status line and echoed >look are noise; the stair climbs (up, outside the "
        "vocabulary); a silver penny in the gutter is a coin in the room",
    ),
    item(
        ">light lamp\nThe brass lamp is now on.\n\nRoot Cellar\nA low cellar, dug out of the "
        "clay and shored up with old ship's timbers. A ladder leads up to the trapdoor. In the "
        "east wall a dark opening gives onto a narrow passage.\n\nSacks of shrivelled potatoes "
        "are heaped against the walls. Half hidden between two of them is a worn copper "
        "farthing.",
        R("root cellar", "up e", coin=True),
        notes="the lamp's reply before the heading is noise; the ladder is up (no fact); a "
        "farthing between the sacks is a coin",
    ),
    item(
        "Mill Lane\nYou are on a rutted lane between high hawthorn hedges. It runs south "
        "towards the village and west to the bridge over the mill race. A milestone, green with "
        "moss, reads 'IX'.\n\nA gaunt tinker wanders in from the south, looks you over, and "
        "trudges off west.\n\n>",
        R("mill lane", "s w"),
        notes="the tinker passing through uses the lane's two ways; no coin; the prompt is noise",
    ),
    item(
        "Vestry\nA cramped, whitewashed room behind the chancel. Surplices hang from pegs along "
        "the north wall. The door into the chancel is in the east wall; a small arched door to "
        "the south, studded with iron, is bolted on this side.\n\nHere you notice:\n"
        "    a hymn board\n    an alms dish (empty)\n    a moth-eaten cassock",
        R("vestry", "e s", closed="s"),
        notes="bolted on this side: closed, the player can draw the bolt (earlier rounds' "
        "call); pegs on the north wall are no way; an empty alms dish holds no coin",
    ),
    item(
        "Kiln Yard\nThe yard, which you could leave either by the cart gate to the north or by "
        "the alley that slopes away eastward past the drying racks, is littered with shards of "
        "broken pots. The great bottle kiln squats in the middle, cold now.\n\nA neat stack of "
        "copper coins sits forgotten on the kiln's brick ledge.",
        R("kiln yard", "n e", coin=True),
        notes="both exits are in a subordinate clause; a stack of copper coins on a ledge is a "
        "coin in the room",
    ),
    item(
        "Village Green\nGeese have cropped the grass as short as felt. You could go north into "
        "the smithy, whose doors stand wide, or west along the green towards the church; south, "
        "beyond the duck pond, there is no path at all, only reeds and black water.\n\nThe "
        "blacksmith's boy runs past you and into the smithy.",
        R("village green", "n w"),
        notes="'you could go' north and west; south is reeds and water with no path: no exit",
    ),
    item(
        "The Standing Stone\nA single stone, twice your height, leans over the heather. Three "
        "paths branch from its foot: one north across the open heath, one east towards the "
        "ridge, and one south into the wooded combe.\n\n[Your score has gone up by 5 points.]",
        R("the standing stone", "n e s"),
        notes="paths branching north, east and south are three exits; the score notice is "
        "noise; the heading keeps its article",
    ),
    item(
        (
            "Big Chamber\nYour lamp barely reaches the roof. Flowstone curtains hang along the "
            "north side of the chamber; the floor slopes west into the mouth of a low crawl, and "
            "a sandy passage leads south.\n\n>",
            R("big chamber", "w s"),
        ),
        "w",
        (
            "Crawl\nOn hands and knees. The crawl runs back east to the Big Chamber; the only "
            "way on is north, through a slot between two boulders.\n\nYour knees are already "
            "raw.",
            R("crawl", "e n", leads={"e": "big chamber"}),
        ),
        notes="'the only way on' is north, and 'back east' agrees with the move west; flowstone "
        "on the chamber's north side is no way",
    ),
    item(
        "Stable Court\nCobbles, straw, the smell of horse. Beyond the well, to the south, a gate "
        "opens onto the paddock. To the east the dovecote door stands wide open, and pigeons "
        "come and go through it. The stable block fills the whole north side; its doors were "
        "boarded up when the last horse was sold.\n\nA farthing glints between two cobbles by "
        "the well.",
        R("stable court", "s e", coin=True),
        notes="exits by landmarks with a compass point (beyond the well to the south, the "
        "dovecote door east); boarded-up stable doors are no way; a farthing between cobbles is "
        "a coin",
    ),
    item(
        "Butler's Pantry\nGlass-fronted cupboards full of crystal line the walls. The green baize "
        "door to the servants' passage, west, stands ajar; the mahogany door north to the "
        "dining room is firmly shut.\n\nOn the plate-rack, among the spoons, lies a single "
        "silver florin.",
        R("butler's pantry", "w n", closed="n", coin=True),
        notes="doors named by material and colour: baize ajar (open), mahogany firmly shut "
        "(closed); a florin among the spoons is a coin",
    ),
    item(
        "Undercroft\nSquat pillars hold up a vault so low you have to stoop. Passages lead away "
        "north and west between the pillars. In the east wall the outline of an arch can still "
        "be traced, but it has been bricked up these hundred years.\n\nBrother Anselm shuffles "
        "out of the northern passage, nods to you, and shuffles back into it.",
        R("undercroft", "n w"),
        notes="a bricked-up arch is no way; the monk uses the north passage already given",
    ),
    item(
        "Postern Walk\nA narrow walk between the curtain wall and the kitchen garden. It "
        "continues east to the well tower. The postern gate in the south wall is barred from "
        "this side with a heavy oak beam.\n\n> ",
        R("postern walk", "e s", closed="s"),
        notes="barred from this side with a beam: closed, not locked (the player can lift it; "
        "the eighth round's call)",
    ),
    item(
        "Strongroom Antechamber\nA bare stone room with a bench for the guards. The iron door to "
        "the north is locked and won't budge. An archway leads west to the guardroom.\n\nTwo "
        "gold coins lie on the flagstones by the iron door, as though dropped in haste.",
        R("strongroom antechamber", "n w", locked="n", coin=True),
        notes="'locked and won't budge' is locked (the word locked removes the doubt the ninth "
        "round left 'won't budge' in); two gold coins lie here",
    ),
    item(
        "Orchard Walk\nGnarled pear trees lean across a gravel walk. A wooden gate in the north "
        "hedge stands open; another, in the east hedge, is shut.\n\n"
        "Exits: north (the garden gate, open), east (the orchard gate, closed), west",
        R("orchard walk", "n e w", closed="e"),
        notes="door states in the prose and again in parentheses agree: east closed, north "
        "open; west is listed with no door",
    ),
    item(
        "I'm in a robbers' den\nObvious exits: SOUTH, EAST.\nI can also see: BURST PURSE, "
        "SCATTERED SHILLINGS, OLD LANTERN\n\nTell me what to do? ",
        R("robbers' den", "s e", coin=True),
        notes="Scott Adams's manner: the room named without the article; shillings scattered "
        "from a burst purse are coins in the room",
    ),
    item(
        ">open grating\nWith a shriek of rusted hinges, the grating swings open.\n\nStorm Drain\n"
        "A brick culvert, ankle-deep in cold water. It runs east under the street and west "
        "towards the river outfall. The grating you have just opened is overhead, a square of "
        "lamplight.",
        R("storm drain", "e w up"),
        notes="a reply before the room; the grating overhead is a way up (no fact); east and "
        "west are the culvert's two ways",
    ),
    item(
        ">i\nYou are carrying:\n  a brass lamp (providing light)\n  two silver pennies\n  a "
        "crust of bread\n\n>look\n\nMiller's Loft\nSacks of grain are stacked under the rafters. "
        "A ladder goes down through a hole in the floor. The loading door in the north wall "
        "stands open on a sheer drop to the yard below; a plank walkway crosses westward to the "
        "hoist platform.",
        R("miller's loft", "down w"),
        notes="pennies in the inventory are not in the room; the open loading door gives on a "
        "sheer drop (no way north); the walkway west is an exit; the ladder down is no fact",
    ),
    item(
        "You are in a dripping grotto. You can see a glowing fungus and a gold piece. Exits: "
        "north, west.\nWhat now?",
        R("dripping grotto", "n w", coin=True),
        notes="Level 9's one-line manner; the room keeps its adjective; a gold piece is a coin",
    ),
    item(
        "Tithe Barn                                                  Score 40\n\nThe barn is as "
        "big as a church and nearly as dark. Its great doors to the south stand open on the "
        "farmyard; a smaller door at the east end, barred on the outside, has not been opened in "
        "years. Swallows flit in and out of the owl hole high in the west gable.",
        R("tithe barn", "s e", locked="e"),
        notes="barred on the outside: locked (no open from here); the owl hole is no way; "
        "the status line names the room",
    ),
    item(
        (
            "Coach House\nThe old carriage is gone; only its smell of leather and axle grease "
            "remains. A pair of double doors to the north are closed. The yard is west.\n\n"
            "There is a horse blanket here.",
            R("coach house", "n w", closed="n"),
        ),
        "open doors",
        ("The double doors groan open.", K("opened", door="n")),
        "north",
        (
            "Harness Room\nBridles and collars hang from pegs. The only door is south, to the "
            "coach house.\n\nA silver sixpence is lying on the saddle stand.",
            R("harness room", "s", leads={"s": "coach house"}, coin=True),
        ),
        notes="the doors opened by their kind, then walked through; a sixpence on the saddle "
        "stand is a coin",
    ),
]
