"""inform7, twenty-fifth round: Inform 7's default prose ("You can see ... here.", "(on which
are ...)", "(in which is ...)", "(closed)", "(empty)", "(first opening ...)", "You can go ...",
headings with the player's place) in places no earlier round used: an optician's shop and its
consulting room, a vet's kennel ward, a cricket pavilion's long room, a curling rink, a quarantine
station's arrivals shed and fumigation room, a border post's customs hall, a consulate's waiting
room, a monorail car, a watchmaker's workroom and strongroom, a letterpress composing room, a
carillon cabin, a glider hangar, a balloon launch field, a coffee roastery, a pasta kitchen and
its drying room, an olive press, a rice mill's husking floor, a tulip bulb store and an umbrella
shop. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def arrivals_shed() -> tuple:
    return (
        "Arrivals Shed\n"
        "Benches for the passengers from the ships, and a long counter where a clerk once wrote "
        "down every name. A faded notice warns that all baggage will be fumigated. The "
        "fumigation room door is east of here. The jetty is south.",
        R("arrivals shed", "e s", leads={"e": "fumigation room", "s": "jetty"}),
    )


def workroom() -> tuple:
    return (
        "Workroom\n"
        "A dozen pocket watches lie open on green baize, their hearts beating all out of step. "
        "Loupes and tweezers are laid out in rows. The strongroom door, north, is locked. The "
        "shop is south.",
        R("workroom", "n s", locked="n", leads={"n": "strongroom", "s": "shop"}),
    )


def pasta_kitchen() -> tuple:
    return (
        "Pasta Kitchen\n"
        "Flour dusts every surface, and a hand-cranked machine is clamped to the end of the long "
        "table. You can go north or east.\n\n"
        "You can see a rolling pin and a bowl of eggs here.",
        R("pasta kitchen", "n e"),
    )


def husking_floor() -> tuple:
    return (
        "Husking Floor\n"
        "The stone husker rumbles in the middle of the floor, and drifts of chaff lie against the "
        "walls. You can go south or west.\n\n"
        "You can see a winnowing basket here.",
        R("husking floor", "s w"),
    )


ITEMS = [
    item(
        "Optician's Shop\n"
        "Spectacle frames glitter in glass cases along both walls, and an eye chart hangs beside "
        "the door. The street door is south of here. The consulting room lies east.\n\n"
        "You can see a trial frame and a silver florin here.",
        R("optician's shop", "s e", coin=True, leads={"e": "consulting room"}),
        notes="a door whose state is not given is an exit; a silver florin is a coin here",
    ),
    item(
        "Consulting Room (in the examination chair)\n"
        "The phoropter hangs in front of your face like a great bronze insect, and the letters on "
        "the far wall are too small to read. The only way out is west.\n\n"
        "You can see a lens case (closed) here.",
        R("consulting room", "w"),
        notes="the heading's posture is dropped (`consulting room`); a closed lens case is no "
        "door and holds no coin that one can see: go west",
    ),
    item(
        "Kennel Ward\n"
        "Cages line the north wall, most of them empty, one holding a spaniel with a plastic "
        "cone round its neck. The door to the operating theatre, east, is locked. The waiting "
        "room is south.\n\n"
        "On the steel trolley is a pair of clippers.",
        R("kennel ward", "e s", locked="e", leads={"s": "waiting room"}),
        notes="cages along the north wall are no exit; the theatre door east is locked (no "
        "`open`): go south",
    ),
    item(
        "Long Room\n"
        "Bats signed by long-dead elevens hang above the fireplace, and the honours boards list "
        "every century ever made on the ground. You can go north to the changing room or out "
        "onto the balcony to the west.\n\n"
        "On the honours table are a silver salver and a gold sovereign.",
        R("long room", "n w", coin=True, leads={"n": "changing room", "w": "balcony"}),
        notes="a cricket pavilion: 'On the honours table are ... a gold sovereign.' is a coin; "
        "the balcony to the west is a way to go",
    ),
    item(
        "Rink Side\n"
        "The ice gleams under the lights, and the granite stones wait by the hack in two rows. "
        "The door to the clubroom is north of you. It is closed. The car park is west.\n\n"
        "You can see a broom and a lost glove here.",
        R("rink side", "n w", closed="n", leads={"n": "clubroom", "w": "car park"}),
        notes="a curling rink: the clubroom door north is closed (its state in a sentence of its "
        "own): open north or go west; the ice is no exit named",
    ),
    item(
        arrivals_shed(),
        "east",
        (
            "(first opening the fumigation room door)\n\n"
            "Fumigation Room\n"
            "Racks of wire shelving stand in a tiled room that still smells of sulphur. A door "
            "to the north, marked CLEAN SIDE, is locked.",
            R("fumigation room", "n w", locked="n", leads={"w": "arrivals shed"}),
        ),
        notes="a door whose state was not given, opened on the way by Inform's '(first "
        "opening ...)': the move went through; the way in (west) is visited and the way back; "
        "CLEAN SIDE north is locked: go west",
    ),
    item(
        "Customs Hall\n"
        "A long counter divides the hall, and a notice above it reads ALL COINS AND CURRENCY "
        "MUST BE DECLARED. You can go south or west.\n\n"
        "You can see a rubber stamp and a declaration form here.",
        R("customs hall", "s w"),
        notes="a border post: a notice about coins is no coin; exits south and west",
    ),
    item(
        "Consulate Waiting Room\n"
        "Portraits of three presidents look down on rows of upholstered chairs. The door to the "
        "vice-consul's office, east, is closed. The lobby is north.\n\n"
        "On the low table are a pile of magazines and a ten-cent coin.",
        R("consulate waiting room", "e n", closed="e", coin=True, leads={"n": "lobby"}),
        notes="'On the low table are ... a ten-cent coin.' is a coin here: take it",
    ),
    item(
        "Monorail Car\n"
        "The little car sways on its beam high above the gardens. The doors to the west are "
        "closed; through their glass you can see the platform. The connecting door at the front "
        "of the car, north, leads to the driver's cab. It is locked.",
        R("monorail car", "w n", closed="w", locked="n"),
        notes="the car's doors west are closed (an exit to the platform): open west; the cab "
        "door north is locked",
    ),
    item(
        workroom(),
        "unlock north door with brass key",
        ("(with the brass key)\nYou unlock the strongroom door.", K("unlocked")),
        "open north door",
        ("You open the strongroom door.", K("opened")),
        "north",
        (
            "Strongroom\n"
            "Steel shelves hold ledgers and boxes of spare movements. The only door is south.\n\n"
            "You can see a gold half-sovereign here.",
            R("strongroom", "s", coin=True, leads={"s": "workroom"}),
        ),
        notes="a locked door unlocked, opened and walked through: a gold half-sovereign in the "
        "strongroom (the word 'sovereign'): take it; the way south is visited",
    ),
    item(
        "Composing Room\n"
        "Cases of type are racked floor to ceiling, each drawer divided into a hundred little "
        "boxes. The press room is north. A door to the west stands ajar.\n\n"
        "You can see a composing stick and a brass coin here.",
        R("composing room", "n w", coin=True, leads={"n": "press room"}),
        notes="a letterpress shop: a brass coin is a coin (the sixteenth round's brass "
        "farthing); the door west stands ajar (open)",
    ),
    item(
        "Carillon Cabin (on the playing bench)\n"
        "The baton keyboard stretches in front of you, worn pale where the fists strike it. "
        "Overhead the bells hang in their frame, the great bourdon on the north side and the "
        "trebles to the south. The spiral stair goes down.\n\n"
        "You can see a sheet of music here.",
        R("carillon cabin", "down"),
        notes="bells hung north and south overhead are no exits; the only way is down, "
        "outside the vocabulary: no action",
    ),
    item(
        "Glider Hangar\n"
        "Three sailplanes rest with their wingtips almost touching. The great sliding doors to "
        "the south are closed. A small door in the east wall leads to the briefing room.\n\n"
        "You can see a parachute pack and a coin here.",
        R("glider hangar", "s e", closed="s", coin=True, leads={"e": "briefing room"}),
        notes="'You can see ... a coin here.': take it",
    ),
    item(
        "Launch Field\n"
        "The envelope of the balloon lies spread across the wet grass, slowly filling from the "
        "fan. The basket sits on its side with the burners ready. You can go north to the crew "
        "van or east to the field gate.",
        R("launch field", "n e", leads={"n": "crew van", "e": "field gate"}),
        notes="a balloon field: exits north and east with their destinations; the basket is no "
        "way; no coin",
    ),
    item(
        "Roasting Room\n"
        "The drum roaster turns with a sound like rain on a tin roof, and sacks of green beans "
        "are stacked against the west wall. The shop is north.\n\n"
        "You can see a cupping spoon, a tasting bowl (in which is a silver coin) and a burlap "
        "sack here.",
        R("roasting room", "n", coin=True, leads={"n": "shop"}),
        notes="a coin in an open bowl whose contents Inform lists is in reach: take it; sacks "
        "against the west wall are no exit",
    ),
    item(
        pasta_kitchen(),
        "north",
        (
            "Drying Room\n"
            "Ribbons of tagliatelle hang over wooden poles like washing. The only way out is "
            "south.",
            R("drying room", "s", leads={"s": "pasta kitchen"}),
        ),
        notes="a move north into a dead end: south is the way in, visited, and every exit "
        "visited: go south",
    ),
    item(
        "Press Room\n"
        "The great stone wheel stands still in its trough, and the air is heavy with the smell "
        "of crushed olives. A door to the east is bolted on this side. The mill yard is "
        "south.\n\n"
        "You can see a goatskin and a clay lamp here.",
        R("press room", "e s", closed="e", leads={"s": "mill yard"}),
        notes="'bolted on this side' is closed (the player can draw the bolt): open east or go "
        "south",
    ),
    item(
        husking_floor(),
        "north",
        ("You can't go that way.", K("refused")),
        "look",
        husking_floor(),
        notes="a refused north, a way the room never gave, then a look: the refusal stands "
        "(refused north, no exit); go south or west",
    ),
    item(
        "Bulb Store\n"
        "Slatted trays of tulip bulbs rise to the ceiling, each labelled with a variety in "
        "careful copperplate. You can go west.\n\n"
        "You can see a grading sieve (in which are three bulbs and a penny) and a crate "
        "(empty) here.",
        R("bulb store", "w", coin=True),
        notes="a penny in an open sieve whose contents are listed is a coin here; the crate is "
        "empty",
    ),
    item(
        "Umbrella Shop\n"
        "Umbrellas hang open from the ceiling like a flock of black birds. The front door is "
        "south of here. It is locked. A bead curtain hangs across the doorway to the east.\n\n"
        "You can see a ribbed frame, a bolt of silk and a brass ferrule here.",
        R("umbrella shop", "s e", locked="s"),
        notes="the front door south is locked; a bead curtain is no door, the doorway east is "
        "open: go east",
    ),
]
