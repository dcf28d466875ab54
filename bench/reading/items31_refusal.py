"""refusal, thirty-first round: moves the game refused, in wordings and places no earlier round
used. A drive-in's screen ("There's no door on this side of the screen: just steel, and sixty feet
of painted plywood."), a sumo stable's corridor (a sliding door found locked while the stablemaster
sleeps), a car wash's tunnel ("You'd come out the other end clean, and in pieces."), an opal mine's
drive ("Nobody's dug that way yet."), a samba parade's drummers, a Sardinian shepherd's dog, a tide
over the way to a skerry, a croft's byre door "bolted on the other side", a mint's guard on a way
never named, a florist's cold room door locked ("on a ribbon round her wrist"), an unlock that
leaves the glaze store door shut ("The door, being a door, waits to be opened."), a roller door
hauled up by its chain (the refusal cleared), a sluice hatch kept shut by a look, a salt works'
crust with the works printed again (Both), bamboo and a koi pond (two refusals in a row), a refused
`go up` on a ladder short of three rungs and a kiln's hot back wall, a ferry on the far side of a
loch left behind at the slip, a cat that noses the pantry door open after a `wait` (the refusal
cleared), CLOSED FOR STOCKTAKING on a bookshop door, an eleven-tonne carnival float across a yard.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def sluice_house() -> tuple:
    return (
        "Sluice House\nA brick hut over the leat, full of the noise of water. The hatch to the "
        "culvert, east, is shut. The towpath is west.",
        R("sluice house", "e w", closed="e"),
    )


SALT_WORKS = (
    "Salt Works\nPans of brine lie in rows under the sun, each a shade whiter than the last. "
    "The boardwalk runs north to the packing shed and west to the road. East, the crust of the "
    "drying pans stretches away, white and thin."
)

ITEMS = [
    item(
        (
            "Screen Tower Base\nThe screen rises sixty feet above you, plywood on a steel "
            "frame, its back painted with the drive-in's name in letters ten feet high. The "
            "projection booth is a low hut to the south; the lot spreads away west.",
            R("screen tower base", "s w"),
        ),
        "north",
        (
            "There's no door on this side of the screen: just steel, and sixty feet of painted "
            "plywood.",
            K("refused"),
        ),
        notes="a move into the screen's back refused: refused(north); south and west remain",
    ),
    item(
        (
            "Stable Corridor\nSlippers stand in a row by the step, and the smell of chanko "
            "comes from somewhere. The practice room is north; the kitchen is east; the "
            "stablemaster's room, west, has a sliding door.",
            R("stable corridor", "n e w"),
        ),
        "west",
        (
            "The stablemaster's door is locked. He sleeps in the afternoons, and nobody wakes him.",
            K("refused", "locked"),
        ),
        notes="a door whose state the room did not give turns out locked: closed(west), "
        "refused(west), no open; north and east remain",
    ),
    item(
        (
            "Tunnel Mouth\nThe wash tunnel yawns to the north, its brushes turning and its jets "
            "hissing; it is for cars. The forecourt is south, and the office door, east, stands "
            "open.",
            R("tunnel mouth", "s e"),
        ),
        "north",
        (
            "The brushes are turning. You'd come out the other end clean, and in pieces.",
            K("refused"),
        ),
        notes="the wash tunnel is for cars, never an exit for the player, and the move is "
        "refused: refused(north)",
    ),
    item(
        (
            "Drive\nA tunnel cut by a machine, its walls scalloped by the cutter head. The "
            "shaft is east; the drive runs on north toward the new workings.",
            R("drive", "e n"),
        ),
        "west",
        (
            "The drive ends in solid sandstone on that side. Nobody's dug that way yet.",
            K("refused"),
        ),
        notes="an opal mine: sandstone refuses west; the shaft east and the drive north remain",
    ),
    item(
        (
            "Sambadrome Gate\nThe grandstands tower on either side. To the east the parade fills "
            "the avenue from barrier to barrier: floats, feathers and a thousand dancers. The "
            "grandstand steps are north; the street is south.",
            R("sambadrome gate", "n s"),
        ),
        "east",
        (
            "The bateria is coming through: four hundred drummers, shoulder to shoulder. You'll "
            "cross when they've passed, and not before.",
            K("refused"),
        ),
        notes="the avenue full of the parade was never given as a way; the move is refused: "
        "refused(east)",
    ),
    item(
        (
            "Sheep Track\nA track of trampled thyme winds between the boulders. It climbs north "
            "toward the nuraghe and drops south to the spring.",
            R("sheep track", "n s"),
        ),
        "east",
        (
            "The shepherd's dog plants itself in your way and shows you its teeth. Not that way.",
            K("refused"),
        ),
        notes="a dog refuses a way the track never named: refused(east); north and south remain",
    ),
    item(
        (
            "Shore\nWrack lies in ridges along the tideline. The links path runs west; the "
            "skerry is out to the north, across the water.",
            R("shore", "w"),
        ),
        "north",
        ("The tide's in. Not unless you fancy a swim to the skerry.", K("refused")),
        notes="water without a boat is no exit, and the move is refused: refused(north); the "
        "path west",
    ),
    item(
        (
            "Croft Kitchen\nA box bed in the wall, a kettle on the range, a cat on the box bed. "
            "The byre door is north; the door to the yard, south, is open.",
            R("croft kitchen", "n s"),
        ),
        "north",
        (
            "The byre door is bolted on the other side. The cow, presumably, bolted it.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out bolted on the other side: locked, "
        "refused, no open; the yard south",
    ),
    item(
        (
            "Mint Gate\nThe gate arch opens on the plaza to the south; the coining yard is north, "
            "through a second arch.",
            R("mint gate", "s n"),
        ),
        "east",
        (
            "A guard steps in front of you. 'Nothing that way for you, senor.'",
            K("refused"),
        ),
        notes="a guard refuses a way the room never named: refused(east); north and south remain",
    ),
    item(
        (
            "Shop Floor\nBuckets of flowers crowd the floor, and the till is a nest of ribbon. "
            "The cold room door is east. The street door, south, is open.",
            R("shop floor", "e s"),
        ),
        "east",
        (
            "The cold room door is locked. The florist keeps the key on a ribbon round her wrist.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: closed(east), refused(east), "
        "no open; the street door south",
    ),
    item(
        (
            "Kiln Shed\nSaggars stacked like chimney pots, and the heat of yesterday's firing "
            "still in the bricks. The glaze store door, west, is shut and locked. The yard is "
            "south.",
            R("kiln shed", "w s", locked="w"),
        ),
        "west",
        ("The glaze store door is locked.", K("refused", "locked")),
        "unlock west with key",
        ("The key turns with a clank. The door, being a door, waits to be opened.", K("unlocked")),
        notes="the glaze store door refused as locked, then unlocked but not opened: the "
        "refusal stands and the door is closed: open west, or go south",
    ),
    item(
        (
            "Loading Bay\nPallets of bottled water stand shrink-wrapped in rows. The roller door, "
            "north, is down. A door west leads to the office.",
            R("loading bay", "n w", closed="n"),
        ),
        "north",
        ("The roller door is down.", K("refused", "closed")),
        "open north",
        ("You haul on the chain and the roller door rattles up into its drum.", K("opened")),
        notes="the roller door refused as down (closed, never said locked), then hauled up: "
        "the refusal cleared, north open",
    ),
    item(
        sluice_house(),
        "east",
        (
            "The hatch is shut, and the wheel that opens it is stiff with rust. Try opening it.",
            K("refused", "closed"),
        ),
        "look",
        sluice_house(),
        notes="the hatch refused as shut, then a look that shows it still shut: refused(east) "
        "stands; open east, or go west",
    ),
    item(
        (SALT_WORKS, R("salt works", "n w")),
        "east",
        (
            "You step onto the crust and it cracks under your boot like thin ice; you step back "
            "smartly.\n\n" + SALT_WORKS,
            Both(K("refused"), R("salt works", "n w")),
        ),
        notes="the drying pans' crust was never a way; a move onto it refused and the works "
        "printed again in the same text: refused(east)",
    ),
    item(
        (
            "Koi Garden\nMaples lean over the water, and a stone lantern stands among the moss. "
            "Stepping stones lead south to the tea house; the gate west is open.",
            R("koi garden", "s w"),
        ),
        "north",
        ("The bamboo is too thick to push through.", K("refused")),
        "east",
        ("There's only the koi pond that way, and the koi were here first.", K("refused")),
        notes="two refusals in a row (bamboo north, the pond east): refused(north) and "
        "refused(east); south and west remain",
    ),
    item(
        (
            "Kiln Floor\nA ladder to the drying loft leans on the west wall; it has lost three "
            "rungs. The north wall is the back of the kiln. The yard is south; the packing room "
            "is east.",
            R("kiln floor", "s e"),
        ),
        "go up",
        ("The ladder has lost three rungs. You think better of it.", K("refused")),
        "north",
        ("The north wall is the back of the kiln, and it is hot.", K("refused")),
        notes="a refused `go up` (no fact) and a refused north (the kiln's back, never a way): "
        "refused(north) only; the broken ladder is no way",
    ),
    item(
        (
            "Ferry Slip\nThe slipway runs down into the loch; the ferry is tied up on the far "
            "side. The road runs east to the village.",
            R("ferry slip", "e"),
        ),
        "west",
        ("The ferry is on the far side, and you're no swimmer.", K("refused")),
        "east",
        (
            "Village Street\nWhitewashed houses and a post box. The road runs west to the ferry "
            "slip and north to the church. The shop is south.",
            R("village street", "w n s"),
        ),
        notes="a refusal at the slip, then a move east: the refusal stays in the earlier room; "
        "in the street west is the way in, north and south are new",
    ),
    item(
        (
            "Scullery\nA stone sink, a hand pump and a drying rack full of tea towels. The "
            "pantry door, north, is shut. The kitchen is west.",
            R("scullery", "n w", closed="n"),
        ),
        "north",
        ("The pantry door is shut.", K("refused", "closed")),
        "wait",
        (
            "Time passes. The cat noses the pantry door open and slips through; it stays ajar "
            "behind her.",
            R(None, "n w"),
        ),
        notes="the pantry door refused as shut; after a `wait` the cat opens it and it stays "
        "ajar (read as the room again with the door open): the refusal cleared",
    ),
    item(
        (
            "Arcade\nA glass roof, a mosaic floor, shop fronts on either side. The bookshop door "
            "is north; the arcade runs east and west to the streets.",
            R("arcade", "n e w"),
        ),
        "north",
        (
            "A card in the window says CLOSED FOR STOCKTAKING, and the door is locked.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: closed(north), "
        "refused(north); east and west remain",
    ),
    item(
        (
            "Float Yard\nTarpaulins flap over half-finished floats.\nExits: north west\n<160hp "
            "200mv 11 days to Carnaval> ",
            R("float yard", "n w"),
        ),
        "south",
        (
            "A float eleven tonnes heavy is parked across that side of the yard. You can't go "
            "that way.\n<160hp 200mv 11 days to Carnaval> ",
            K("refused"),
        ),
        notes="a MUD's refusal under its prompt of a way the exit line never gave: "
        "refused(south); north and west",
    ),
]
