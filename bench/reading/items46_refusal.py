"""refusal, forty-sixth round (emphasis: the turns of a game): refusals of every kind, in many
wordings and systems' manners, and what clears or keeps them: a wall "that isn't going anywhere"
left behind, a vestry door opened by name and walked through, a locked door kept by a knock, a
fallen beam that will not budge, an `exits` command that lists the ways again without the refused
one, a door opened by "open the door to the east", a bog refused with the room printed again (Both),
a padlocked gate unlocked, refused as shut and opened, a sergeant's "Nothing that way but the wall",
a lake refused, a maid who leaves a door open (the room printed again), a locked door looked at, a
refused `go up` and a refused `north` in a row, a hedge refused, a refused `nw` and a hatch opened
by its kind, a threshing floor's doors barred from outside and left, "(the kennel gate is shut)"
kept by a wait, a stile that clears a wall (the room printed again), a clay pit refused twice, a
weir footbridge's PRIVATE gate. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Lifeboat House\nThe lifeboat sits on her carriage at the top of the slipway, "
            "polished and ready, with the crew's oilskins hung along the wall. The slipway doors "
            "are south, and they are open on the grey sea. A door north leads to the crew room.",
            R("Lifeboat House", "s n"),
        ),
        "west",
        (
            "The only thing to the west is the wall, and the wall isn't going anywhere.",
            K("refused"),
        ),
        "north",
        (
            "Crew Room\nA long table, a tea urn, a dartboard, and a board of names going back "
            "to 1866. The lifeboat house is south.",
            R("Crew Room", "s", leads={"s": "lifeboat house"}),
        ),
        notes="a wall west refused in the lifeboat house, left behind by a move north; the crew "
        "room's only way is south (visited, initial)",
    ),
    item(
        (
            "Chancel\nThe altar rail, the choir stalls, a brass eagle holding up the Bible on its "
            "wings. The vestry door, to the east, is closed. The nave is west.",
            R("Chancel", "e w", closed="e"),
        ),
        "east",
        ("The vestry door is closed.", K("refused", "closed")),
        "open vestry door",
        ("Opened. The vestry smells of mothballs and candle wax.", K("opened", "east")),
        "east",
        (
            "Vestry\nSurplices hang on pegs, and the parish registers sit in a cupboard whose "
            "doors have not shut properly since the war. The vestry door, west, stands open.",
            R("Vestry", "w"),
        ),
        notes="the vestry door east refused as closed, opened by its name, walked through; the "
        "vestry's only way is back west; the register cupboard is no door of the room",
    ),
    item(
        (
            "Rectory Hall\nA hall stand with three umbrellas and a pith helmet, and a barometer "
            "fixed permanently at CHANGE. The study door, to the north, is locked. The front door "
            "is south.",
            R("Rectory Hall", "n s", locked="n"),
        ),
        "north",
        ("The study door is locked.", K("refused", "locked")),
        "knock",
        ("You knock on the study door. Nobody answers.", K("none")),
        notes="the study door north refused as locked; a knock nobody answers keeps it locked and "
        "the refusal standing; the front door south is the way",
    ),
    item(
        (
            "Cider House\nThe press stands in the middle of the floor, and barrels line the "
            "walls. A fallen beam lies across the floor at the north end. The orchard is east.",
            R("Cider House", "e"),
        ),
        "north",
        ("The fallen beam is in the way.", K("refused")),
        "lift beam",
        ("It won't budge. It's as thick as a ship's mast.", K("none")),
        notes="north (no exit named; a fallen beam at that end) refused; the beam will not move, "
        "so the refusal stands; the orchard east is the way",
    ),
    item(
        (
            "Ropery\nA long low shed where the rope was walked, two hundred yards of it, with the "
            "hooks of the spinning jack still at one end. The doors are at the south end.",
            R("Ropery", "s"),
        ),
        "north",
        ("You can't go that way.", K("refused")),
        "exits",
        ("Exits from here: south only.", R(None, "s")),
        notes="north refused; the `exits` reply (no room named: the ropery is kept) lists south "
        "only: the refusal stands",
    ),
    item(
        (
            "Still Room\nBunches of herbs hang from the beams, and the copper still on the bench "
            "drips lavender water into a jug. There is a door to the east, and it is shut. The "
            "kitchen passage is south.",
            R("Still Room", "e s", closed="e"),
        ),
        "east",
        ("The door to the east is shut.", K("refused", "closed")),
        "open the door to the east",
        ("The door to the east swings open.", K("opened")),
        notes="the east door refused as shut, then opened ('open the door to the east'): the "
        "refusal cleared; east and south open",
    ),
    item(
        (
            "Bog Edge\nThe causeway of logs ends here, at the edge of the moss. Cotton grass nods "
            "over black water. The causeway runs north toward the farm, and a path of sorts goes "
            "west along the bank.",
            R("Bog Edge", "n w"),
        ),
        "east",
        (
            "That way lies the bog, and the bog keeps what it takes.\n\nBog Edge\nThe causeway "
            "of logs ends here, at the edge of the moss. Cotton grass nods over black water. The "
            "causeway runs north toward the farm, and a path of sorts goes west along the bank.",
            Both(K("refused"), R("Bog Edge", "n w")),
        ),
        notes="east (the bog, no exit) refused, then the room printed again without it: "
        "refused(east); north and west open",
    ),
    item(
        (
            "Sheepfold\nDry-stone pens, a dipping trough, and a gate in the north wall, "
            "padlocked. The hill track is south.",
            R("Sheepfold", "n s", locked="n"),
        ),
        "north",
        ("The gate is padlocked.", K("refused", "locked")),
        "unlock north gate",
        ("You unlock the padlock and lift it off. The gate is still shut.", K("unlocked")),
        "north",
        ("The gate is shut.", K("refused", "closed")),
        "open north gate",
        ("The gate swings open onto the fell.", K("opened")),
        notes="the north gate refused as padlocked (locked), unlocked and still shut, refused "
        "again as shut, then opened by direction: the refusal cleared; north and south open",
    ),
    item(
        (
            "Guard Room\nA table, a brazier, a rack of muskets with their flints taken out. A "
            "sergeant sits with his boots on the table. The gate passage is north, and the "
            "barrack square is east.",
            R("Guard Room", "n e"),
        ),
        "west",
        (
            "The sergeant doesn't even look up. 'Nothing that way but the wall, son.'",
            K("refused"),
        ),
        notes="west (a wall, no exit) refused in a sergeant's words; north and east open",
    ),
    item(
        (
            "Boathouse Jetty\nThe jetty runs out a little way over the lake, and rowing boats are "
            "tied along it, their oars shipped. The boathouse is north. The lakeside path goes "
            "west.",
            R("Boathouse Jetty", "n w"),
        ),
        "south",
        ("The lake is that way. You'd want a boat and someone to row it.", K("refused")),
        notes="south (the lake, no exit) refused; north and west open; boats tied up are no way",
    ),
    item(
        (
            "Servants' Passage\nA stone passage with the bells on their springs along the wall, "
            "each labelled with a room. The housekeeper's door, to the west, is closed. The "
            "kitchen is east.",
            R("Servants' Passage", "w e", closed="w"),
        ),
        "west",
        ("The housekeeper's door is closed.", K("refused", "closed")),
        "wait",
        (
            "A maid comes out of the housekeeper's room with a tray and leaves the door open "
            "behind her.\n\nServants' Passage\nA stone passage with the bells on their springs "
            "along the wall, each labelled with a room. The housekeeper's door, to the west, "
            "stands open. The kitchen is east.",
            R("Servants' Passage", "w e"),
        ),
        notes="the housekeeper's door west refused as closed; a maid leaves it open and the room "
        "is printed again with it open: the refusal cleared; west and east open",
    ),
    item(
        (
            "Bank Hall\nMarble counters, brass grilles, a clock over the door. The manager's "
            "door, to the east, is locked. The street door is south.",
            R("Bank Hall", "e s", locked="e"),
        ),
        "east",
        ("The manager's door is locked.", K("refused", "locked")),
        "look",
        (
            "Bank Hall\nMarble counters, brass grilles, a clock over the door. The manager's "
            "door, to the east, is locked. The street door is south.",
            R("Bank Hall", "e s", locked="e"),
        ),
        notes="the manager's door east refused as locked; the look shows it still locked: the "
        "refusal stands; the street door south; brass grilles and counters give no coin",
    ),
    item(
        (
            "Hay Barn\nHay is stacked to the roof on both sides of a narrow aisle. The yard doors "
            "are south. A ladder leans against the stack.",
            R("Hay Barn", "s"),
        ),
        "go up",
        ("The ladder's rungs are rotten. You think better of it.", K("refused")),
        "go north",
        ("The hay is stacked solid that way.", K("refused")),
        notes="a refused `go up` (no fact) and a refused `go north` (a fact) in a row; the yard "
        "doors south are the way",
    ),
    item(
        (
            "Knot Garden\nLow box hedges make a pattern of knots around a sundial. A gravel path "
            "leads north to the house and west to the orchard. A tall yew hedge closes the "
            "garden to the east.",
            R("Knot Garden", "n w"),
        ),
        "east",
        ("You can't get through the yew hedge.", K("refused")),
        notes="east (a yew hedge closing the garden, no exit) refused; north and west open",
    ),
    item(
        (
            "Paint Locker\nTins of paint and drums of turpentine on steel shelves, and a smell "
            "that makes your eyes water. A hatch to the north is closed. The companionway is "
            "south.",
            R("Paint Locker", "n s", closed="n"),
        ),
        "nw",
        ("You can't go that way.", K("refused")),
        "north",
        ("The hatch is closed.", K("refused", "closed")),
        "open hatch",
        ("You heave the hatch open, and fresh air pours into the locker.", K("opened", "north")),
        notes="a refused `nw` (outside the vocabulary, no fact); the hatch north refused "
        "as closed and opened by its kind: the refusal cleared; north and south open",
    ),
    item(
        (
            "Threshing Floor\nThe great barn's threshing floor, swept clean, with the flails "
            "hanging on the wall. The big doors to the west are barred from outside. The wagon "
            "doors, east, stand open.",
            R("Threshing Floor", "w e", locked="w"),
        ),
        "west",
        (
            "The doors are barred from the outside. Nobody's coming to lift the bar.",
            K("refused", "locked"),
        ),
        "east",
        (
            "Rickyard\nRicks of corn stand on their staddle stones like houses on legs. The "
            "barn's wagon doors are west. A cart track goes north.",
            R("Rickyard", "w n"),
        ),
        notes="the barred doors west (locked) refused on the threshing floor, left behind; in "
        "the rickyard west visited (initial), north unvisited",
    ),
    item(
        (
            "Kennel Yard\nHounds pile against the wire of their runs, baying at you. The kennel "
            "gate, to the north, is shut. The stable yard is south.",
            R("Kennel Yard", "n s", closed="n"),
        ),
        "north",
        ("(the kennel gate is shut)", K("refused", "closed")),
        "wait",
        ("Time passes. The hounds lose interest in you.", K("none")),
        notes="the kennel gate north refused as shut; a wait keeps it shut and the refusal "
        "standing (open north); south open",
    ),
    item(
        (
            "Long Meadow\nThe hay is cut and lying in rows. A dry-stone wall closes the meadow to "
            "the north. A gate opens south onto the lane.",
            R("Long Meadow", "s"),
        ),
        "north",
        ("The wall's too high to climb.", K("refused")),
        "search wall",
        (
            "Half hidden by nettles you find a stile built into the wall.\n\nLong Meadow\nThe "
            "hay is cut and lying in rows. A dry-stone wall closes the meadow to the north, but "
            "a stile crosses it there. A gate opens south onto the lane.",
            R("Long Meadow", "s n"),
        ),
        notes="north first no way (a wall), refused; a search finds a stile and the room is "
        "printed again with a way north: the refusal cleared; north and south open",
    ),
    item(
        (
            "Clay Pit\nYou're at the bottom of the clay pit, in yellow mud to the ankles. The "
            "haul road climbs out to the west. The pit walls are sheer on every other side.",
            R("Clay Pit", "w"),
        ),
        "north",
        ("The pit wall is sheer.", K("refused")),
        "east",
        ("Sheer on that side too, and slick with rain.", K("refused")),
        notes="two refusals in a row (north, east: sheer walls, no exits); the haul road west "
        "is the way",
    ),
    item(
        (
            "Weir Footbridge\nThe footbridge crosses the weir pool on iron legs, and the water "
            "roars under it. At the east end a gate marked PRIVATE is locked. The towpath is "
            "west.",
            R("Weir Footbridge", "e w", locked="e"),
        ),
        "east",
        ("The gate is locked. PRIVATE means private.", K("refused", "locked")),
        "climb gate",
        ("It's topped with spikes. You decide against it.", K("none")),
        notes="the PRIVATE gate east refused as locked; a climb not tried keeps the refusal; the "
        "towpath west is the way",
    ),
]
