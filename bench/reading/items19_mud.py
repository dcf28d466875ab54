"""mud, nineteenth round: MUD rooms with exit lines and prompts no earlier round printed
("Exits: [north] [east] [west]", "You can leave: north, west.", "Exits (3): north, east,
south", "Exits -> east | west | down", a two-column table with a locked door, a compass cross of
letters with a legend, a brief mode's "Ferry Terminal (n, e, s)", "Paths: n e", "Way out:
south", raw GMCP Room.Info beside the prose, "Doors: east (shut), north (open)"), prompts ("<820hp
300sp 95mv>", "[HP 74% | EN 100% | 03:15]", "(412/412) (90/90) >"), in settings no earlier
round used for this style (a fire station yard, a bakers' row, a cinema's back stalls, a signal
box, an observatory's road, a cave, a ferry terminal, a police yard, an allotment gate, a
garden centre's aquatics, a submarine pen, a museum's loading dock, a laundrette); coins lying
in the room in new words ("A stack of 7 copper coins is here.", "Lying here: a bronze cent."),
and coins not in the room (given to the player, shouted about by a crier, a gallery's empty cases);
a refusal with the room again (Both), a move and a refusal, a take. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Fire Station Yard\n  Wet cobbles shine under a floodlight. A hose tower rises on "
        "the far side, and the drill ground is marked out in faded yellow paint.\nExits: "
        "[north] [east] [west]\n<820hp 300sp 95mv>",
        R("fire station yard", "n e w"),
        notes="each bracketed word an exit; the prompt is no part of the room: go north, "
        "east or west",
    ),
    item(
        "Bakers' Row\nThe smell of the morning's bread hangs in the street. Shutters are half "
        "up on the shop fronts.\nYou can leave: north, west.\nA stack of 7 copper coins is "
        "here.\n[HP 74% | EN 100% | 03:15]",
        R("bakers' row", "n w", coin=True),
        notes="'You can leave: north, west.' lists exits; a stack of copper coins lies here: "
        "take them",
    ),
    item(
        "Back Stalls\nRows of tip-up seats, most of them broken, slope down toward the "
        "screen. An usher's torch lies abandoned on the carpet.\nExits (3): north, east, "
        "south\n(412/412) (90/90) >",
        R("back stalls", "n e s"),
        notes="an exit count and three exits: go any",
    ),
    item(
        "Signal Box\nA long row of levers, polished at the grips, faces the window. A block "
        'bell ticks on the shelf.\n[GMCP] Room.Info { "num": 4412, "name": "Signal Box", '
        '"exits": { "s": 4411, "w": 4413 } }',
        R("signal box", "s w"),
        notes="a client's raw GMCP line gives the same name and the exits s and w: go south "
        "or west",
    ),
    item(
        "Observatory Road\nThe road climbs in hairpins between pines. Far below, the lights "
        "of the town. The dome gleams above you.\nExits -> east | west | up\n>",
        R("observatory road", "e w up"),
        notes="'Exits -> east | west | up': up is outside the vocabulary; go east or west",
    ),
    item(
        "Police Yard\nPatrol cars parked nose to tail, and a wall topped with wire.\n"
        "+--------+-----------------------+\n| north  | Custody Suite (locked) |\n| east   | "
        "Motor Pool             |\n+--------+-----------------------+\nLying here: a bronze "
        "cent.",
        R("police yard", "n e", locked="n", coin=True),
        notes="a table of exits with a locked door north; 'Lying here: a bronze cent.' puts "
        "a coin in the yard: take it",
    ),
    item(
        "Sinkhole\nA cone of mud and boulders drops into darkness. Roots trail from the "
        "rim.\nExits:\n    N\n  - + E\n    -\n(a dash: no way)",
        R("sinkhole", "n e"),
        notes="a compass cross of letters with its legend: north and east are ways, west and "
        "south dashes: go north or east",
    ),
    item(
        "Ferry Terminal (n, e, s)\n> ",
        R("ferry terminal", "n e s"),
        notes="a brief mode's title with the exits in parentheses: go north, east or south",
    ),
    item(
        "Allotment Gate\nA notice board lists the plot holders and the rules (NO BONFIRES "
        "AFTER 6PM). A crier stands by the gate.\nThe town crier shouts, 'Ten gold coins to "
        "whoever finds the mayor's prize marrow!'\nPaths: n e\n<620hp 210sp 140mv>",
        R("allotment gate", "n e"),
        notes="gold coins shouted as a reward are no coin here: go north or east",
    ),
    item(
        "Aquatics\nTanks of bubbling water line both walls; a sign over the koi pond asks "
        "you not to throw coins. Humid.\nDoors: east (shut), north (open)\nExits: east north",
        R("aquatics", "e n", closed="e"),
        notes="'Doors: east (shut), north (open)' gives a closed door east; a sign about "
        "coins is no coin: open east or go north",
    ),
    item(
        "Submarine Pen\nBlack water slaps the concrete. A grey hull lies alongside, its "
        "gangway drawn in. A tunnel to the dockyard runs west.\nWay out: west\nMags "
        "gives you a silver coin.\nMags says, 'For the ferry. Don't lose it.'",
        R("submarine pen", "w"),
        notes="a coin given to the player is carried, not lying in the room; the drawn-in "
        "gangway is no way: go west",
    ),
    item(
        "Loading Dock\nA forklift stands idle beside a crate stencilled MUSEUM OF COINAGE - "
        "HANDLE WITH CARE.\nThe roller door to the south is down and locked.\n[Exits: south "
        "north]",
        R("loading dock", "s n", locked="s"),
        notes="a crate's stencil naming coinage is no coin; the roller door south is down and "
        "locked: go north",
    ),
    item(
        "Wash-and-Go Laundrette\nDryers tumble in a row, and a man in a vest reads the racing "
        "pages. A sign above the change machine says OUT OF ORDER.\n--Exits: west--\n"
        "A 50-cent coin lies in front of dryer 4.",
        R("wash-and-go laundrette", "w", coin=True),
        notes="a 50-cent coin lying in front of a dryer is in the room: take it",
    ),
    item(
        (
            "Slipway\nThe ferry's ramp meets a concrete slope slick with weed. The terminal is "
            "north.\nExits: north\n>",
            R("slipway", "n"),
        ),
        "south",
        (
            "You cannot go south: the tide is in, and the slipway runs down into the "
            "water.\n\nSlipway\nThe ferry's ramp meets a concrete slope slick with weed. The "
            "terminal is north.\nExits: north\n>",
            Both(K("refused"), R("slipway", "n")),
        ),
        notes="a refusal and the room again in one text: refused south (water, no way), "
        "north still open: go north",
    ),
    item(
        (
            "Cave Mouth\nDaylight fades into a cold, dripping dark. Ferns grow in the cracks.\n"
            "Obvious paths: north, south.\n<500hp 100mv>",
            R("cave mouth", "n s"),
        ),
        "n",
        (
            "Boulder Choke\nGiant blocks wedge the passage; a gap between them leads on to the "
            "east. A gold coin glints in a puddle.\nObvious paths: south, east.\n<500hp 99mv>",
            R("boulder choke", "s e", coin=True),
        ),
        "get coin",
        ("You get a gold coin.\n<500hp 99mv>", K("took")),
        notes="a coin glinting in a puddle, taken; the gap east is unexplored: go east",
    ),
    item(
        (
            "Garden Centre Car Park\nTrolleys nest in a shelter. The shop is north.\nExits: "
            "north\n<200hp 80mv>",
            R("garden centre car park", "n"),
        ),
        "east",
        ("Alas, a row of parked cars blocks the way east.\n<200hp 80mv>", K("refused")),
        "west",
        ("There's no exit in that direction.\n<200hp 80mv>", K("refused")),
        notes="two refusals of ways never given: refused east and west; north is open: go north",
    ),
    item(
        "Coin Gallery\nThe glass cases stand empty; a card in each says the collection is "
        "away on loan until spring. The attendant yawns.\nExits: north, south\n<310hp 80sp "
        "120mv>",
        R("coin gallery", "n s"),
        notes="a room named for coins whose cases are empty: no coin; go north or south",
    ),
    item(
        "Bakehouse Loft\nFlour sacks are piled beneath a hoist. A trapdoor in the floor is "
        "open.\nObvious exits: down\nA farthing is here.\n>",
        R("bakehouse loft", "down", coin=True),
        notes="the only way is down (outside the vocabulary); a farthing is here: take it",
    ),
    item(
        (
            "Headquarters Lobby\nA desk sergeant ignores you. The corridor is east.\nExits: "
            "east\n>",
            R("headquarters lobby", "e"),
        ),
        "e",
        (
            "Interview Corridor\nDoors with little windows, numbered 1 to 3, line one wall. "
            "The lobby is west; the records room, north, is behind a door marked PRIVATE.\nExits: "
            "west north(closed)\n>",
            R("interview corridor", "w n", closed="n"),
        ),
        "n",
        ("The door is closed.\n>", K("refused", door="closed")),
        notes="a closed door refused; the lobby behind is visited (initial west): open north",
    ),
    item(
        "Pump Station\nA great beam engine fills the hall, its flywheel still. Iron stairs "
        "climb to the beam floor.\nExits: up, south.\nA half-crown is wedged between two "
        "floor plates.\n{312hp 140mv}",
        R("pump station", "up s", coin=True),
        notes="a half-crown wedged between the floor plates lies in the room: take it",
    ),
]
