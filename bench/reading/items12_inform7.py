"""inform7, twelfth round: Inform 7's default manner (a bold heading, the author's paragraph,
"You can see ... here.", "(on which is ...)", "(in which is ...)", "(first opening ...)", a
status line, a heading with the player's place) with the exits told in the author's own words
each time: "The pantry's only door, in the west wall, is closed", "the conservatory lies east,
beyond a door which is locked", "From here you could go north ... or out through the side door,
westward (the side door is closed at the moment)", "Doors: north (open), south (locked)", "its
only door faces south and stands open". Coins: a silver shilling listed with cheese and onions,
a gold half-sovereign on a writing desk, a crown piece in a tin trunk, a gold guinea half buried
in straw, a florin in a soup tureen, a silver threepence on a dolls' house table, two
pennies. Four items have a history (a door opened on the way by "(first opening ...)", a walk
there and back, an unlock and an open, a gate opened and walked through). What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Pantry\nShelves of jars and stoneware crocks. The pantry's only door, in the west "
        "wall, is closed.\n\nYou can see a wheel of cheese, a string of onions and a silver "
        "shilling here.",
        R("pantry", "w", closed="w", coin=True),
        notes="the only door given by its wall; a shilling in Inform's list is a coin",
    ),
    item(
        "Orangery\nLight falls through the glass roof onto the tubs of orange trees. An archway "
        "to the north leads out to the terrace; the conservatory lies east, beyond a door which "
        "is locked.\n\nOn the potting bench is a trowel.",
        R("orangery", "n e", locked="e"),
        notes="the east door's state in a relative clause after its destination: locked (no "
        "open east)",
    ),
    item(
        (
            "Back Hall\nA narrow hall smelling of floor polish. A blue door, closed, leads east, "
            "and the kitchen is south.\n\nYou can see an umbrella stand here.",
            R("back hall", "e s", closed="e"),
        ),
        "east",
        (
            "(first opening the blue door)\n\nMorning Room\nSunlight and chintz. The blue door "
            "is west of here, and a second door, to the north, is firmly shut.\n\nYou can see a "
            "writing desk (on which is a gold half-sovereign) here.",
            R("morning room", "w n", closed="n", coin=True),
        ),
        notes="'(first opening the blue door)' then the new room: the way back west visited "
        "and initial; a half-sovereign on the desk is a coin; north closed",
    ),
    item(
        "Attic\nBare beams and the smell of mice. A trapdoor in the floor is the way down, and "
        "a low door to the west leads into the box room.\n\nIn the corner you can see a tin "
        "trunk (in which is a crown piece).",
        R("attic", "d w", coin=True),
        notes="a crown piece is a coin (the eighth round's word); the trunk's contents are "
        "given, so it is open; the trapdoor down is outside the vocabulary",
    ),
    item(
        "Scriptorium                                              4:15 pm\n\nScriptorium\nDesks "
        "stand in two rows under the high windows. The way out to the cloister is south, and a "
        "door which is closed leads east to the library.\n\nYou can see an inkhorn and a quill "
        "here.",
        R("scriptorium", "s e", closed="e"),
        notes="a status line with the time above the heading; 'a door which is closed leads "
        "east' is closed",
    ),
    item(
        "Laundry\nThe copper is cold and the mangle idle. Exits lead north and south; there is "
        "also a door to the east, at present closed.\n\nYou can see a peg bag here.",
        R("laundry", "n s e", closed="e"),
        notes="'the copper' is a boiler, no coin; 'at present closed' is closed",
    ),
    item(
        "Gallery\nPortraits of dead Ashcombes glare down from both long walls. Ways out: north, "
        "to the landing, or west through the iron door (which is locked).",
        R("gallery", "n w", locked="w"),
        notes="exits listed with 'or' and Inform's '(which is locked)' on the iron door",
    ),
    item(
        (
            "Summerhouse\nWicker chairs and a smell of creosote. The lawn is south of here, and "
            "a flagged path goes east to the pond.\n\nYou can see a cricket bat here.",
            R("summerhouse", "s e", leads={"s": "lawn", "e": "pond"}),
        ),
        "e",
        (
            "Pond\nA green, weedy pond with a stone heron at its edge. The flagged path leads "
            "west to the summerhouse; there is no way round the water to the east.",
            R("pond", "w", leads={"w": "summerhouse"}),
        ),
        "w",
        (
            "Summerhouse\nWicker chairs and a smell of creosote. The lawn is south of here, and "
            "a flagged path goes east to the pond.\n\nYou can see a cricket bat here.\n\nA "
            "blackbird lands on the sill, thinks better of it and flies off.",
            R("summerhouse", "s e", leads={"s": "lawn", "e": "pond"}),
        ),
        notes="there and back: the pond (east) visited, no initial in the first room; the "
        "water east of the pond is no exit",
    ),
    item(
        "Hayloft\nThe loft runs the length of the barn. A ladder goes down through a hole in the "
        "boards; the loading door at the north end, which opens onto nothing but a twenty-foot "
        "drop, is bolted.\n\nYou can see a pitchfork and a gold guinea (half buried in the "
        "straw) here.",
        R("hayloft", "d", coin=True),
        notes="the loading door over a drop is no exit; the ladder down is outside the "
        "vocabulary; a guinea half buried in straw is a coin (take it)",
    ),
    item(
        "Dining Room\nThe long table has been laid for a dinner nobody came to. The hall is to "
        "the south; a service door to the east has been propped open with a chair.\n\nOn the "
        "table are a candelabrum and a soup tureen (in which is a florin).",
        R("dining room", "s e", coin=True),
        notes="a florin in a tureen whose contents are listed is a coin in the room; a service "
        "door propped open is an open exit",
    ),
    item(
        "Boot Room\nMuddy boots, a bench, a row of iron hooks.\n\nFrom here you could go north "
        "into the kitchen or out through the side door, westward (the side door is closed at "
        "the moment).",
        R("boot room", "n w", closed="w"),
        notes="exits after 'you could go' with the west door's state in parentheses: closed",
    ),
    item(
        "Study (in the wing chair)\nA fire has burned low in the grate. The study door is east "
        "of you, and it is shut; the window seat to the north looks out over the park.\n\nYou "
        "can see a decanter here.",
        R("study", "e", closed="e"),
        notes="a heading with the player's place names 'study'; the window seat north is no exit",
    ),
    item(
        "Conservatory\nYou are surrounded by ferns and the drip of water.\n\nDoors: north "
        "(open), south (locked).\n\nYou can see a watering can and a trowel here.",
        R("conservatory", "n s", locked="s"),
        notes="an author's door list with states in parentheses: north open, south locked",
    ),
    item(
        (
            "Cellar Landing\nDamp stone steps come down to this landing from above. The cellar "
            "door, heavy and iron-bound, is north (and locked).\n\nYou can see a candle stub "
            "here.",
            R("cellar landing", "n up", locked="n"),
        ),
        "unlock north door with iron key",
        ("You unlock the cellar door with the iron key.", K("unlocked")),
        "open north door",
        ("You pull the cellar door open. Cold air breathes out at you.", K("opened")),
        notes="an unlock (still closed) and then an open: north is an open exit; the steps up "
        "are outside the vocabulary",
    ),
    item(
        "Gun Room\nThe gun room's only window faces east; its only door faces south and stands "
        "open. Glass-fronted cabinets hold a pair of shotguns.\n\nYou can see a cartridge bag "
        "here.",
        R("gun room", "s"),
        notes="'only window faces east' is no exit; 'only door faces south and stands open' is "
        "the one exit",
    ),
    item(
        "Nursery\nA rocking horse, a dolls' house, a cot with a patchwork quilt. The night "
        "nursery is through a door to the north (which is open); the door to the day nursery, "
        "east, is shut.\n\nIn the dolls' house you can see a tiny table (on which is a real "
        "silver threepence).",
        R("nursery", "n e", closed="e", coin=True),
        notes="a real silver threepence on a dolls' house table is a coin in the room; east shut",
    ),
    item(
        (
            "Orchard\nRows of apple trees, heavy with fruit. The kitchen garden is north of "
            "here, and a gate in the west hedge (closed) opens onto the lane.\n\nYou can see a "
            "ladder here.",
            R("orchard", "n w", closed="w", leads={"n": "kitchen garden", "w": "lane"}),
        ),
        "open gate",
        ("You open the orchard gate.", K("opened", door="w")),
        "w",
        (
            "Lane\nA sunken lane between high banks. It runs north and south, and the orchard "
            "gate is east of you, standing open.",
            R("lane", "e n s", leads={"e": "orchard"}),
        ),
        notes="a gate opened by its kind and walked through: the way back east visited and "
        "initial; north and south unvisited",
    ),
    item(
        "Bell Tower\nThe ropes hang in a circle, their sallies red and white. The only way out "
        "is the spiral stair down.\n\nYou can see a ringer's stool, a tankard and two pennies "
        "here.",
        R("bell tower", "d", coin=True),
        notes="two pennies in Inform's list are coins; the only way is down, outside the "
        "vocabulary",
    ),
    item(
        "Music Room                                               Exits: W S\n\nMusic Room\nA "
        "grand piano, its lid down, fills half the room. A harp stands in the window bay to the "
        "east.\n\nYou can see a metronome and a sheaf of music here.",
        R("music room", "w s"),
        notes="the exits read from an exit lister's status line; the window bay east is no exit",
    ),
    item(
        "Still Room\nBunches of lavender and rosemary hang drying from the beams. You can leave "
        "by the north door, which stands ajar, or by the east one, which doesn't: it is locked.\n"
        "\nOn the bench are a mortar and a shallow dish (in which are three copper coins).",
        R("still room", "n e", locked="e", coin=True),
        notes="'the east one, which doesn't: it is locked' (the state after a colon); three "
        "copper coins in a dish whose contents are listed",
    ),
]
