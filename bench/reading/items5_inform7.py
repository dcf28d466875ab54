"""inform7, fifth round: Inform 6 and 7 default output ("You can see ... here.", "You can also
see ...", "(closed)", "(which is closed)", "(open but empty)", "(in which is ...)", "On the X
are ...", a heading with the player's posture "(on the swivel chair)", "(first opening ...)"
and "(first unlocking ...)" before the next room, an exit lister's status line, parser replies
that keep the room). What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Study (on the swivel chair)\nA cramped study lined with box files. The only door is "
        "to the west.\n\nOn the desk are a blotter, an inkwell and a silver shilling.",
        R("Study", "w", coin=True),
        notes="Inform's heading with the player's posture: the room is 'study'",
    ),
    item(
        "Potting Shed (in the wheelbarrow)\nClay pots in teetering stacks. The shed door is "
        "south, and a gap in the back wall lets you out to the east.\n\nYou can see a trowel "
        "here.",
        R("Potting Shed", "s e"),
        notes="the heading's '(in the wheelbarrow)' is the player's posture, not the room name",
    ),
    item(
        "Front Hall\nA chequered floor and a hatstand. The dining room is north and the front "
        "door, east, leads out to the drive.\n\nYou can see a cabinet (closed) and a brass "
        "umbrella stand here.",
        R("Front Hall", "n e", leads={"n": "dining room", "e": "drive"}),
        notes="'(closed)' is the cabinet's state, not a door's: both exits open",
    ),
    item(
        "Chapel Crypt\nStone tombs line the walls. Steps lead up to the chapel.\n\nYou can see "
        "an iron door (which is closed) to the north, and a reliquary (in which is a gold "
        "guinea) here.",
        R("Chapel Crypt", "u n", closed="n", coin=True),
        notes="a guinea inside a reliquary whose contents are listed lies in the room",
    ),
    item(
        "Nursery\nFaded wallpaper with ducks on it. A door leads east.\n\nYou can see a toy "
        "chest (open but empty) here.",
        R("Nursery", "e"),
        notes="an open, empty chest: no coin",
    ),
    item(
        "Laboratory\nBenches crowded with retorts and coils of copper wire. The fire door to "
        "the south is closed. An open archway leads west into the stores.\n\nYou can also see "
        "a lab coat (on the hook) here.",
        R("Laboratory", "s w", closed="s"),
    ),
    item(
        "Conservatory\nPalms in brass tubs. Tall windows look out over the lawn to the "
        "south. The house door, to the north, stands open.\n\nOn the wicker sofa is a worn copper "
        "kopek.",
        R("Conservatory", "n", coin=True),
        notes="tall windows looking out over the lawn are a view, not an exit; a kopek is a coin",
    ),
    item(
        "Boot Cupboard\nThe cupboard is barely large enough to turn around in.\n\nYou can see "
        "a pair of galoshes here.\n\nThe cupboard door is to the north. It is open.",
        R("Boot Cupboard", "n"),
    ),
    item(
        "Music Room\nA grand piano, lid raised. You can go east or south from here.\n\nYou can "
        "see a metronome and a wooden collection box (in which are three pfennigs) here.",
        R("Music Room", "e s", coin=True),
        notes="pfennigs (German coins) in a box whose contents are listed",
    ),
    item(
        "Ice House                                              Exits: N W\n\nIce House\nBlocks "
        "of ice under straw. It is bitterly cold.",
        R("Ice House", "n w"),
        notes="exits only in the exit lister's status line",
    ),
    item(
        "Observatory Dome\nThe great telescope points at a slit in the roof through which you "
        "can see the pole star, due north. A ladder leads down.\n\nYou can see a star chart "
        "here.",
        R("Observatory Dome", "d"),
        notes="the pole star due north is no exit; down only: no action",
    ),
    item(
        "Long Gallery\nPortraits of stern ancestors, one of them holding a purse of gold "
        "ducats. The gallery runs from east to west.",
        R("Long Gallery", "e w"),
        notes="ducats in a portrait are no coins",
    ),
    item(
        (
            "Mudroom\nWellingtons and waxed jackets. The kitchen lies east. The garden door, "
            "to the north, is closed.",
            R("Mudroom", "e n", closed="n"),
        ),
        "north",
        (
            "(first opening the garden door)\n\nHerb Garden\nRosemary and thyme in raised "
            "beds. The garden door is south.\n\nYou can see a sovereign here.",
            R("Herb Garden", "s", coin=True),
        ),
        notes="Inform opened the door itself before the move: the player is in the garden",
    ),
    item(
        (
            "Cellar Steps\nSteep steps lead up to the scullery. A padlocked gate blocks the "
            "passage west.",
            R("Cellar Steps", "u w", locked="w"),
        ),
        "unlock the west gate with the key",
        ("You unlock the padlock.", K("unlocked")),
        "west",
        (
            "(first opening the iron gate)\n\nBin End Cellar\nShelves of odd bottles. The "
            "gate is east.",
            R("Bin End Cellar", "e"),
        ),
        notes="the gate unlocked, then opened by Inform on the way through; in the new room "
        "the way back east is the only exit",
    ),
    item(
        (
            "Stable Block\nEmpty stalls. A passage leads north and the tack room door is west.",
            R("Stable Block", "n w"),
        ),
        "take coin",
        ("You can't see any such thing.", K("none")),
        "w",
        (
            "Tack Room\nSaddles on their racks, bridles on pegs. The door is east.\n\nYou can "
            "see a saddle soap tin (closed) here.",
            R("Tack Room", "e"),
        ),
        notes="'You can't see any such thing.' changes nothing; a closed tin whose contents "
        "are not given is no coin",
    ),
    item(
        (
            "Billiard Room\nGreen baize under a low lamp. Doors lead south and east.",
            R("Billiard Room", "s e"),
        ),
        "s",
        (
            "Smoking Room\nLeather armchairs, the smell of old cigars. The billiard room is "
            "north; a door leads west to the library.\n\nOn the side table are a cigar cutter "
            "and an ashtray.",
            R("Smoking Room", "n w", leads={"n": "billiard room", "w": "library"}),
        ),
        notes="the way back north leads to the billiard room (visited); west unvisited",
    ),
    item(
        "Pantry\nShelves of preserves. The kitchen is west of here.\n\nYou can see a biscuit "
        "tin (in which are a ginger biscuit and a farthing) here.",
        R("Pantry", "w", coin=True),
    ),
    item(
        "Hayloft\nBales of hay and a pitchfork. The loft ladder goes down. A door in the north "
        "wall, to the granary, is shut.",
        R("Hayloft", "d n", closed="n"),
        notes="a shut door in the north wall: a closed exit north; down is no fact",
    ),
    item(
        "Vicarage Garden\nA sundial, a birdbath, and a bench. The gate is east.\n\nYou can see "
        "a birdbath (in which is a brass token) here.",
        R("Vicarage Garden", "e"),
        notes="a brass token is not a coin (the third round's convention)",
    ),
    item(
        "Dining Room\nThe table is laid for twelve. You can go north (to the kitchen), west or "
        "south (to the hall).\n\nYou can see a napkin ring here.",
        R("Dining Room", "n w s", leads={"n": "kitchen", "s": "hall"}),
    ),
]
