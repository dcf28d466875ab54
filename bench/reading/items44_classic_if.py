"""classic_if, forty-fourth round (emphasis: busy rooms): seven walks (1-4 turns) on an Infocom-like
seaside boarding house whose rooms are full of lodgers, furniture and their histories (a Front
Parlour with a glazed door north to the dining room, closed at first, an archway west to the hall, a
street door south locked by the landlady, and a bay window east over the sea; a Dining Room with a
photograph of a lifeboatman; a Kitchen with a two-bob bit under the dresser and a locked back door;
a Hall; a Residents' Lounge): "The glazed door is closed.", "Opened.", "You open the glazed door.",
the street door refused as locked, "Taken.", a return with the Major's snoring heard from the
lounge; single rooms and short histories in the classic systems' manners, each a crowded room with
its exits, doors and coin told among the scenery: an Infocom status line over a music shop, Scott
Adams's church hall of jumble (a 50-kurus coin), Level 9's greyhound kennels, a Magnetic
Scrolls-like station master's office (a one-quetzal coin), TADS 3's exit lister at a regatta's
stewards' enclosure, a Hugo-like compositors' room whose type store door is found locked, an
ADRIFT-like nightclub cloakroom (a one-stotinka coin), an AGT-like left luggage office (a price in
pence), an Alan-like draper's shop (a 500-guarani coin), a PAW-like pawnbroker's with a painted door
and a refusal, a BBC Micro-like tea room (a trade dollar), a boxing club's changing room whose door
to the ring is opened, a Commodore-like tote hall (a half-dollar). What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# ---- the boarding house (a tree): Front Parlour n Dining Room (the glazed door, closed at
# first), w Hall (an archway), s the street door (locked), a bay window east (no way); Dining
# Room e Kitchen (a swing door); Kitchen: the two-bob bit under the dresser, the back door north
# locked; Hall n Residents' Lounge (a door standing ajar).


def parlour(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is closed"
    return (
        "Front Parlour\nEvery inch of Mrs Pengelly's front parlour has been given to something. "
        "Antimacassars whiten the backs of three armchairs; a glass dome on the mantelpiece "
        "shelters a stuffed kingfisher; the wallpaper is roses, the carpet is more roses, and a "
        "sampler over the fireplace reads GOD BLESS THIS HOUSE AND WIPE YOUR FEET. A bay window "
        "to the east looks out over the promenade and the grey sea beyond it, where a pleasure "
        "boat is taking nobody anywhere.\n\nA glazed door to the north leads to the dining room; "
        f"it {state}. The hall is west, through an open archway. The street door, south, is "
        "locked: Mrs Pengelly locks it at ten and wears the key on a ribbon round her neck.\n\n"
        "There is a visitors' book here, open at a page of complaints about the kippers.",
        R(
            "front parlour",
            "n w s",
            closed="" if door_open else "n",
            locked="s",
            leads={"n": "dining room", "w": "hall"},
        ),
    )


def dining(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is closed"
    return (
        "Dining Room\nSix small tables, each with a cruet, a vase of plastic carnations and a "
        "folded card giving the number of the room whose guests sit there. Breakfast is long "
        "over, but the smell of kippers is not. On the sideboard stand a toast rack, a dinner "
        "gong and a photograph of the late Mr Pengelly in his lifeboat jersey, squinting at "
        "something out to sea. A notice says NO SAND IN THE DINING ROOM, and somebody has added "
        "PLEASE in pencil.\n\nA swing door to the east leads to the kitchen. The glazed door to "
        f"the front parlour is south; it {state}.",
        R(
            "dining room",
            "s e",
            closed="" if door_open else "s",
            leads={"e": "kitchen", "s": "front parlour"},
        ),
    )


def kitchen(coin: bool = True) -> tuple:
    line = "\n\nThere is a two-bob bit, an old florin coin, under the dresser." if coin else ""
    return (
        "Kitchen\nA black range ticks as it cools. Strings of onions hang from a beam, tea "
        "towels dry on a rail, and the dresser is crowded with willow-pattern plates, a tin of "
        "Dr Pengelly's Stomach Powders (no relation) and a clock that has said twenty to four "
        "since the Coronation. Through the window over the sink you can see the yard wall and a "
        "cat asleep on top of it.\n\nThe swing door to the dining room is west. The back door, "
        f"north, is locked, and its key is nowhere to be seen.{line}",
        R("kitchen", "w n", locked="n", coin=coin, leads={"w": "dining room"}),
    )


HALL = (
    "Hall\nA narrow hall that smells of floor polish. A hat stand bristles with umbrellas left "
    "behind by the guests of other summers; a barometer points, as it always has, at CHANGE; and "
    "a framed chart of the bay marks the wreck of the Curlew with a red cross and a date. A brass "
    "dinner bell sits on a shelf with a card beside it: RING FOR MRS P.\n\nThe residents' lounge "
    "is north, through a door standing ajar. The front parlour is east, through the archway.",
    R("hall", "n e", leads={"n": "residents' lounge", "e": "front parlour"}),
)
LOUNGE = (
    "Residents' Lounge\nThe Major is asleep in the best chair with the Telegraph over his face. A "
    "budgerigar called Nelson mutters in its cage. There is an upright piano with a card on it, "
    "PLEASE DO NOT PLAY AFTER NINE; a jigsaw of the Houses of Parliament missing most of the "
    "river; and a bookcase of paperbacks swollen fat by the sea air. The window looks north "
    "across the bay to the lighthouse, which is not yet lit.\n\nThe only door is south, to the "
    "hall.",
    R("residents' lounge", "s", leads={"s": "hall"}),
)
REFUSED_N = ("The glazed door is closed.", K("refused", "closed"))
OPENED_N = ("You open the glazed door. The smell of kippers comes through it.", K("opened", "n"))
STREET = (
    "The street door is locked. You would have to ask Mrs Pengelly for the key, and Mrs "
    "Pengelly is not a woman who likes to be asked for things.",
    K("refused", "locked"),
)

ITEMS = [
    # ---- walks in the boarding house
    item(
        parlour(),
        "n",
        REFUSED_N,
        "open door",
        ("Opened.", K("opened", "n")),
        "n",
        dining(door_open=True),
        "e",
        kitchen(),
        notes="boarding house walk: north refused at the glazed door (closed), the door opened "
        "by `open door` (the only closed door of the parlour), the dining room entered with the "
        "door open, the kitchen east: the two-bob bit (a florin) under the dresser is a coin in "
        "the room; the back door is locked; the way back west is visited and initial",
    ),
    item(
        dining(),
        "e",
        kitchen(),
        "take coin",
        ("Taken. The two-bob bit is worn almost smooth.", K("took")),
        notes="walk begun in the dining room: the two-bob bit taken; the kitchen's only other "
        "way (the back door) is locked, so the person goes back west, the way the room was "
        "first entered; a photograph of a lifeboatman and a clock are no coin, no way",
    ),
    item(
        parlour(),
        "s",
        STREET,
        "w",
        HALL,
        "n",
        LOUNGE,
        notes="the street door refused as locked (the refusal stays behind in the parlour), the "
        "hall west, the lounge north through a door standing ajar (open): its only way, south, "
        "is visited, initial and all_visited; the window north over the bay is no way",
    ),
    item(
        HALL,
        "e",
        parlour(),
        notes="walk begun in the hall: the parlour east; the glazed door north is closed (an "
        "exit to open), the street door locked (no action), the hall west visited and initial; "
        "the bay window east is a view, not a way",
    ),
    item(
        LOUNGE,
        "s",
        HALL,
        "e",
        parlour(),
        "open north",
        OPENED_N,
        notes="walk begun in the lounge: through the hall to the parlour, the glazed door opened "
        "by direction; north is now an open way to an unvisited room",
    ),
    item(
        kitchen(),
        "take coin",
        ("Taken.", K("took")),
        "w",
        dining(),
        "open south",
        ("You open the glazed door.", K("opened")),
        "s",
        parlour(door_open=True),
        notes="walk begun in the kitchen: the coin taken, the dining room's glazed door opened "
        "from the dining-room side and walked through; in the parlour the door north stands "
        "open (visited, initial), the hall west is unvisited, the street door locked",
    ),
    item(
        parlour(),
        "w",
        HALL,
        "e",
        also(parlour(), "The Major snores in the lounge, loud enough to be heard from here."),
        notes="a return to the first room: west is visited (not initial: the walk began here); "
        "the glazed door north is still closed; the snoring is a sound from another room, not "
        "a way",
    ),
    # ---- single rooms and short histories in the classic systems' manners
    item(
        "Music Shop                                       Score: 0   Moves: 14\n\nMusic Shop\n"
        "Guitars hang from the ceiling by their necks like geese in a poulterer's window. Below "
        "them a glass counter holds plectrums, harmonica reeds and a chart for tuning a ukulele, "
        "and behind it the owner tunes a violin with his eyes shut. A signed photograph of a "
        "skiffle group, long since split up, hangs over the till, and a cardboard drummer stands "
        "guard by the racks of sheet music. At the back of the building a pupil is murdering "
        "'Greensleeves' on a recorder.\n\nThe street door is south. A curtain to the west leads "
        "to the repair room, and a staircase goes up to the practice rooms.\n\nThere is a tuning "
        "fork here.",
        R("music shop", "s w u", leads={"w": "repair room"}),
        notes="Infocom-like status line above the heading: the room is `music shop`; exits south "
        "and west (a curtain is an open way), the staircase up is outside the vocabulary; the "
        "till and the recorder heard from the back are no coin and no way",
    ),
    item(
        "I'm in a church hall. Visible items:\n\nTrestle tables. Box of odd gloves. Vicar "
        "selling raffle tickets. Stack of 78 records. Moth-eaten fox fur. Jigsaw (pieces "
        "missing). Old 50-kurus coin. Tea urn.\n\nObvious exits: North, East.",
        R("church hall", "n e", coin=True),
        notes="Scott Adams's manner: the room `church hall` from \"I'm in a church hall.\"; "
        "among the jumble an old 50-kurus coin (Turkish) is a coin in the room; the raffle "
        "tickets are no coin",
    ),
    item(
        "Kennels\nYou are in the kennels behind the track. Twelve greyhounds in numbered coats "
        "pace their pens, and the air is thick with straw and disinfectant. A trainer in a flat "
        "cap checks a list pinned to a board, a bucket of meat and biscuit stands by the tap, and "
        "a faded poster on the wall announces the Silver Collar final of 1962. Through the wire on "
        "the east side you can see the floodlights of the track and hear the hare whirring round "
        "its rail.\nExits: north, south.",
        R("kennels", "n s"),
        notes="Level 9-like exit line: north and south; the track seen and heard through the "
        "wire east is a view; the Silver Collar is a trophy's name, not a coin",
    ),
    item(
        "Station Master's Office\nIt is the sort of office that has outlived three railway "
        "companies and means to outlive a fourth. Timetables of services long withdrawn paper "
        "one wall, overlapping like scales. A ticket-dating press squats on the desk beside a "
        "lamp, a teapot in a knitted cosy and a framed photograph of the royal train of 1923 "
        "steaming through this very station, with a man who may be the present station "
        "master's grandfather standing to attention on the platform. The stove is unlit and "
        "smells faintly of coke. A window looks east onto the platform, where nothing is "
        "happening in a leisurely way.\n\nThe door to the booking hall is north. A second door, "
        "to the west, is marked LAMP ROOM and is shut.\n\nA one-quetzal coin lies on the "
        "blotter, left there, presumably, by a traveller from very far away.",
        R("station master's office", "n w", closed="w", coin=True),
        notes="Magnetic Scrolls-like: a one-quetzal coin on the blotter is a coin in the room; "
        "the lamp room door west is shut (closed), the booking hall north; the platform seen "
        "through the east window is no way",
    ),
    item(
        "Stewards' Enclosure\nStriped blazers, straw boaters and the clink of ice in jugs of "
        "Pimm's: the enclosure is full, and everyone in it is talking about somebody else's "
        "crew. A marquee sags over a long table of cucumber sandwiches; a board by the rail "
        "chalks up the heats (LEANDER beat THAMES by a canvas); a brass band on the far bank "
        "plays something by Elgar that drifts across the water. To the north the river itself "
        "slides past the rail, thick with oars.\n\nObvious exits lead east, to the boat tents, "
        "and south, to the car park.",
        R("stewards' enclosure", "e s", leads={"e": "boat tents", "s": "car park"}),
        notes="TADS 3's exit lister: east and south; the river north beyond the rail and the "
        "band on the far bank are no way",
    ),
    item(
        (
            "Compositors' Room\nLong sloping cases of type fill the room, every drawer of tiny "
            "lead letters in its own numbered bay, and three compositors in ink-black aprons "
            "stand at them picking out words with their backs to the light. Galleys of set type "
            "wait on a stone table. Proofs of a parish newsletter, a wine label and a poster "
            "for Saturday's match hang from a line to dry, and a calendar from 1971 shows a girl "
            "with a basket of grapes. The presses thump somewhere beneath your feet.\n\nThe "
            "press hall is north, along a short passage. The type store door is west.",
            R("compositors' room", "n w", leads={"n": "press hall"}),
        ),
        "w",
        (
            "The type store door is locked. The overseer keeps that key on his own ring.",
            K("refused", "locked"),
        ),
        notes="Hugo-like: the type store door west (its state not given) is found locked by a "
        "refused move: closed and refused; the press hall north is the way; the presses heard "
        "below are no way",
    ),
    item(
        "Cloakroom\nCoats three deep on every rail, and more coats on the floor beneath them. "
        "The attendant, a grandmother with a paperback romance, hands out pink tickets without "
        "looking up. Through the wall the bass from the dance floor makes the "
        "hangers chime. A mirror by the counter is covered in lipstick messages; a lost-property "
        "box overflows with single gloves and one stiletto.\n\nExits are north and east. The "
        "staff door east is closed.\n\nA one-stotinka coin glints on the counter beside the "
        "saucer of tips.",
        R("cloakroom", "n e", closed="e", coin=True),
        notes='ADRIFT-like "Exits are north and east.": north open, east a staff door said '
        "closed; a one-stotinka coin (Bulgarian) on the counter is a coin in the room; the "
        "bass heard through the wall is no way",
    ),
    item(
        "Left Luggage Office\nTrunks, hatboxes, a birdcage with a cloth over it, a tuba case and "
        "a bicycle with no front wheel crowd the shelves, each with a brown label on a string. "
        "Some labels have been here long enough to fade: CAIRO, SHANGHAI, BOGNOR. A porter "
        "asleep on a stool has his cap over his eyes. A board behind the counter reads DEPOSIT "
        "6d PER ITEM PER DAY. A window in the south wall looks onto platform 2.\nYou can go: "
        "north, east.",
        R("left luggage office", "n e"),
        notes='AGT-like "You can go: north, east."; the price on the board (6d, sixpence) is a '
        "charge, not a coin in the room; the window onto the platform is no way",
    ),
    item(
        "Draper's Shop.\nBolts of cloth stand on end along two walls like a congregation, "
        "calico, gingham, black crepe for mourning. A brass yard measure is nailed along the "
        "edge of the counter, and the draper, a thin man with pins in his lapel, measures a "
        "length of lace for a bride's mother who cannot decide. A dressmaker's dummy wears half "
        "a wedding dress. The street is east; the window beside the door has the shop's name "
        "painted backwards on it. A curtain at the back, to the north, leads to the workroom, "
        "where a sewing machine rattles.\nA 500-guarani coin lies on the floor by the counter.",
        R("draper's shop", "e n", coin=True, leads={"n": "workroom"}),
        notes="Alan-like heading \"Draper's Shop.\" (the room `draper's shop`); a 500-guarani "
        "coin (Paraguayan) on the floor is a coin in the room; the curtain north is an open way",
    ),
    item(
        (
            "PAWNBROKER'S\nThree brass balls hang over the door outside. Inside, everything "
            "that people could not afford to keep: a trumpet, a typewriter, a row of wedding "
            "rings in a locked glass case, a stuffed owl, a set of golf clubs and a christening "
            "gown in tissue paper. The pawnbroker writes tickets at a high desk. A painted door "
            "on the back wall turns out, when you look closely, to be a trompe-l'oeil.\nVisible "
            "exits: south west.",
            R("pawnbroker's", "s w"),
        ),
        "n",
        ("You can't go that way. There are only shelves to the north.", K("refused")),
        notes="PAW-like Spectrum layout: exits south and west; the painted door on the back "
        "wall is a painting, not a door; north refused (no exit there); the wedding rings in a "
        "locked case are no coin",
    ),
    item(
        "TEA ROOM\nYOU ARE IN THE TEA ROOM ON THE TOP FLOOR OF THE DEPARTMENT STORE. LADIES IN "
        "HATS EAT ECLAIRS AT LITTLE TABLES. A TRIO PLAYS PALM COURT MUSIC BEHIND A POTTED PALM. A "
        "CAKE TROLLEY STANDS BY THE WINDOW, WHICH LOOKS WEST OVER THE ROOFS OF THE HIGH STREET. "
        "THE MILLINERY DEPARTMENT IS SOUTH. THE DOOR TO THE KITCHENS IS EAST AND IT IS "
        "SHUT.\nTHERE IS A SILVER TRADE DOLLAR UNDER A TABLE.\nWHAT NOW?",
        R("tea room", "s e", closed="e", coin=True),
        notes="BBC Micro-like capitals: a trade dollar under a table is a coin in the room; the "
        "millinery department south is a way, the kitchen door east shut (closed); the window west "
        "over the roofs is no way",
    ),
    item(
        (
            "Changing Room\nBenches, pegs and the smell of liniment. A punchbag hangs from a "
            "beam in the corner with a face drawn on it in marker pen. On the wall, "
            "photographs of every club champion since 1931, the early ones in long shorts, and "
            "a framed pair of gloves that went eight rounds with somebody famous. A trainer "
            "tapes a young boxer's hands while the boy stares at the floor. Through the east "
            "door, which is closed, comes the roar of the crowd.\n\nThe door to the ring is "
            "east. The way to the showers is north.",
            R("changing room", "e n", closed="e"),
        ),
        "open door",
        (
            "You open the door to the ring. The noise doubles, and somebody shouts your name.",
            K("opened", "e"),
        ),
        notes="Infocom-like: the door to the ring east, closed, opened by `open door` (the "
        "only door); now east and north are open ways to unvisited rooms",
    ),
    item(
        "TOTE HALL\nYOU ARE IN THE TOTE HALL UNDER THE GRANDSTAND. PUNTERS QUEUE AT THE "
        "WINDOWS WITH SLIPS IN THEIR FISTS, AND A BOARD HIGH ON THE WALL FLICKS ITS NUMBERS "
        "OVER AFTER EVERY RACE. CIGARETTE ENDS, TORN TICKETS AND A LOST CHILD'S BALLOON COVER "
        "THE FLOOR. A SIGN SAYS NO CREDIT.\nI CAN ALSO SEE: A BIN, A HALF-DOLLAR.\nEXITS: NORTH, "
        "SOUTH, WEST.",
        R("tote hall", "n s w", coin=True),
        notes='Commodore-like capitals with "I CAN ALSO SEE:": a half-dollar is a coin in the '
        "room; the tote windows are counters, not ways; torn tickets are no coin",
    ),
]
