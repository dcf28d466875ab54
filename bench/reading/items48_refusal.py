"""refusal, forty-eighth round (emphasis: negations, distractors and door states): refusals of moves
toward things that are no ways and toward doors in every state, in many wordings, and what clears or
keeps them: a linen cupboard ("That's the linen cupboard. You'd be sleeping on the shelves."), a
clock face sixty feet up, a ford in spate, the end wall of the West Gallery, a postern "bolted on
the other side" left behind, a gate "barred for the night", a door unlocked ("Unlocked, but the door
stays shut until you open it."), refused as shut and opened, a porter who kicks away a wedge and
leaves a propped door shut (the room printed again), a door whose state was not given found locked,
a rockfall refused with the room printed again (Both), a verger at a locked vestry door, a bulletin
board game's "*** You can't go that way! ***", a strongroom door examined and still locked, a lych
gate "chained and padlocked" left for the lane, a refused `go up` (no fact) and a wall, a yard door
"pulled shut" refused, opened and walked through, lift gates, a ha-ha, "You can't go there: that's
the glass wall.", a laundress who leaves a door open behind her (the room printed again). What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PORTER = (
    "Porter's Lodge\nPigeonholes for the fellows' letters cover one wall, and the porter's "
    "bowler hat hangs on a peg. The door to the quad, north, {quad}. The street door, south, is "
    "open."
)
WASH = (
    "Wash House\nThe copper steams in its brick jacket, and the mangle stands ready beside a "
    "basket of wet sheets. The door to the drying green, east, {door}. The kitchen passage is "
    "north."
)
ADIT = (
    "Adit Mouth\nThe tunnel runs into the hillside, its timbers furred with white mould. Water "
    "trickles along a channel in the floor.\nExits: south\n"
)

ITEMS = [
    item(
        (
            "Housekeeper's Room\nA table with a ledger open on it, a rack of keys, and a "
            "comfortable chair by the fire. The door to the passage, south, is open. A cupboard "
            "door in the west wall is ajar.",
            R("housekeeper's room", "s"),
        ),
        "west",
        ("That's the linen cupboard. You'd be sleeping on the shelves.", K("refused")),
        notes="the cupboard door west is no exit, and the move is refused (refused(west)); the "
        "passage door south is open",
    ),
    item(
        (
            "Clock Room\nThe back of the great clock face fills the east wall, its numerals "
            "reversed and glowing with daylight, and the works tick in their iron frame. A ladder "
            "goes down. The door to the bell chamber, north, is open.",
            R("clock room", "d n"),
        ),
        "east",
        ("That's the clock face. Beyond it is sixty feet of air.", K("refused")),
        notes="the clock face east is no way, and the move is refused; the bell chamber door "
        "north is open; the ladder down is outside the vocabulary",
    ),
    item(
        (
            "Ford\nThe lane dips into the river here and climbs out again on the far bank, but "
            "the river is in spate, brown and loud. The lane runs south, up the hill to the "
            "village.",
            R("ford", "s"),
        ),
        "north",
        ("You wade in up to your knees and think better of it.", K("refused")),
        notes="the river in spate north is no way, and the move is refused; the lane south is "
        "the exit",
    ),
    item(
        (
            "West Gallery\nPortraits of the family hang in a long row, getting gloomier as they "
            "go. The gallery ends here in a blank wall. The stair hall is east, through an open "
            "door. The door to the library, north, is closed.",
            R("west gallery", "e n", closed="n"),
        ),
        "west",
        ("The West Gallery ends here, at the wall.", K("refused")),
        notes="the West Gallery is a name; the wall west is refused (refused(west)); the stair "
        "hall door east open, the library door north closed: go east or open north",
    ),
    item(
        (
            "Kitchen Court\nA cobbled yard between high walls, with a pump in the middle. The "
            "postern, east, is shut. The kitchens are south.",
            R("kitchen court", "e s", closed="e"),
        ),
        "east",
        ("The postern is bolted on the other side.", K("refused", "locked")),
        "south",
        (
            "Kitchens\nThree ranges, a spit, and a table scrubbed white. The kitchen court is "
            "north. A passage goes west to the scullery.",
            R("kitchens", "n w", leads={"n": "kitchen court", "w": "scullery"}),
        ),
        notes="the postern refused as bolted on the other side (locked), left behind by a move "
        "south; in the kitchens north visited (initial), the passage west unvisited",
    ),
    item(
        (
            "Gatehouse Passage\nA vaulted passage under the gatehouse, with murder holes in the "
            "roof. The great gate, north, is shut. The outer bailey is south.",
            R("gatehouse passage", "n s", closed="n"),
        ),
        "north",
        (
            "The gate's barred for the night. The porter won't lift the bar before dawn.",
            K("refused", "locked"),
        ),
        notes="the great gate north refused as barred (locked: no open); the bailey south is "
        "the way",
    ),
    item(
        (
            "Tithe Office\nA counter, a set of scales, a ledger of what every farm owes. The door "
            "to the tithe barn, north, is locked. The lobby is south.",
            R("tithe office", "n s", locked="n"),
        ),
        "unlock north with key",
        ("Unlocked, but the door stays shut until you open it.", K("unlocked")),
        "north",
        ("The door is shut.", K("refused", "closed")),
        "open north",
        ("You pull the barn door open. Dust and chaff blow in.", K("opened")),
        notes="the north door unlocked (still shut), refused as shut, then opened: the refusal "
        "cleared; north and south open",
    ),
    item(
        (
            PORTER.format(quad="is propped open with a wedge"),
            R("porter's lodge", "n s"),
        ),
        "wait",
        (
            "The porter comes out of his back room, kicks the wedge away, and the quad door "
            "swings shut.\n\n" + PORTER.format(quad="is shut"),
            R("porter's lodge", "n s", closed="n"),
        ),
        "north",
        ("The quad door is shut.", K("refused", "closed")),
        notes="the quad door north, propped open, is shut by the porter (the room printed "
        "again), then refused as shut: open north, or go south",
    ),
    item(
        (
            "Schoolroom\nDesks in rows, each with its inkwell, and a map of the Empire in pink. "
            "A door leads east. The hall is west.",
            R("schoolroom", "e w"),
        ),
        "east",
        ("It's locked. The headmistress keeps the key.", K("refused", "locked")),
        notes="a door east whose state was not given, found locked on the move (closed, "
        "refused); the hall west is the way",
    ),
    item(
        (ADIT + "> ", R("adit mouth", "s")),
        "north",
        (
            "You cannot move that way: a rockfall blocks the tunnel.\n\n" + ADIT + "> ",
            Both(K("refused"), R("adit mouth", "s")),
        ),
        notes="the rockfall north refused, the room printed again: refused(north); south is the "
        "only exit",
    ),
    item(
        (
            "Nave\nPews in long rows, and the smell of hymn books. Evensong is under way. The "
            "vestry door, east, is shut. The porch is south.",
            R("nave", "e s", closed="e"),
        ),
        "east",
        (
            "The verger steps in front of the vestry door. 'Locked, sir, and it stays locked "
            "during evensong.'",
            K("refused", "locked"),
        ),
        notes="the verger's refusal says the vestry door is locked (closed, refused, no open); "
        "the porch south is the way",
    ),
    item(
        (
            "[Trading Post]\nFurs hang from the rafters and a trader dozes behind the counter.\n"
            "Exits: (N)orth (W)est\nCommand? ",
            R("trading post", "n w"),
        ),
        "E",
        ("*** You can't go that way! ***\nCommand? ", K("refused")),
        notes="a bulletin board game's manner: east refused (no exit); north and west open",
    ),
    item(
        (
            "Vault Passage\nA whitewashed passage under the bank, lit by a single bulb in a cage. "
            "The strongroom door, north, is locked. The stair is south.",
            R("vault passage", "n s", locked="n"),
        ),
        "north",
        ("The strongroom door is locked.", K("refused", "locked")),
        "examine door",
        ("Steel, a foot thick, with a wheel and a keyhole. It is locked.", K("none")),
        notes="the strongroom door refused as locked; the examine keeps it locked and the "
        "refusal standing; the stair south is the way",
    ),
    item(
        (
            "Lych Gate\nA roofed gate at the edge of the churchyard, with a bench for the "
            "bearers. The gate into the churchyard, north, is chained and padlocked. The lane "
            "runs east.",
            R("lych gate", "n e", locked="n"),
        ),
        "north",
        ("The chain rattles, but the padlock holds.", K("refused", "locked")),
        "east",
        (
            "Church Lane\nA sunken lane between high banks of cow parsley. The lych gate is "
            "west. The lane goes on east towards the village.",
            R("church lane", "w e", leads={"w": "lych gate"}),
        ),
        notes="the chained gate north refused, left behind by a move east; in the lane west "
        "visited (initial), east unvisited",
    ),
    item(
        (
            "Granary\nBins of wheat along both walls, and rat-runs in the dust. The door out to "
            "the stackyard is south, and it is open.",
            R("granary", "s"),
        ),
        "go up",
        ("The ladder to the upper floor has gone for firewood.", K("refused")),
        "west",
        ("There's a wall in the way, and a good thick one.", K("refused")),
        notes="a refused `go up` is no fact; the wall west refused (refused(west)); the open door "
        "south is the exit",
    ),
    item(
        (
            "Back Kitchen\nA stone sink, a pump handle, a pail. The door to the yard, west, has "
            "been pulled shut.",
            R("back kitchen", "w", closed="w"),
        ),
        "west",
        ("The yard door's shut.", K("refused", "closed")),
        "open west",
        ("You open the yard door.", K("opened")),
        "west",
        (
            "Back Yard\nA washing line, a coal bunker, and a tin bath hanging on a nail. The back "
            "kitchen is east. A gate north leads into the alley.",
            R("back yard", "e n", leads={"e": "back kitchen"}),
        ),
        notes="the yard door, pulled shut, refused, opened by direction and walked through; in "
        "the yard east visited (initial), the gate north (state not given) open",
    ),
    item(
        (
            "Lift Lobby\nA brass arrow over the lift points to 4. The lift gates, north, are "
            "closed. The corridor runs east and west.",
            R("lift lobby", "n e w", closed="n"),
        ),
        "north",
        ("The lift gates are closed.", K("refused", "closed")),
        notes="the lift gates north refused as closed (closed, refused: open them); east and "
        "west open",
    ),
    item(
        (
            "Terrace\nStone urns of geraniums along a balustrade. To the south the lawn runs away "
            "to the ha-ha and the park beyond. The garden door, north, is open.",
            R("terrace", "n"),
        ),
        "south",
        ("You'd fall straight into the ha-ha. It's deeper than it looks.", K("refused")),
        notes="the ha-ha south is no way, and the move is refused; the garden door north is open",
    ),
    item(
        (
            "Glasshouse\nVines trained along wires under the glass, and bunches of black grapes "
            "hanging in the heat. You can go north or east.",
            R("glasshouse", "n e"),
        ),
        "west",
        ("You can't go there: that's the glass wall.", K("refused")),
        notes="west refused (no exit); north and east open",
    ),
    item(
        (WASH.format(door="is shut"), R("wash house", "e n", closed="e")),
        "east",
        ("The door's shut.", K("refused", "closed")),
        "wait",
        (
            "The laundress comes in with a basket on her hip and leaves the door open behind "
            "her.\n\n" + WASH.format(door="stands open"),
            R("wash house", "e n"),
        ),
        notes="the drying green door east refused as shut; the laundress leaves it open (the "
        "room printed again with it open): the refusal cleared; east and north open",
    ),
]
