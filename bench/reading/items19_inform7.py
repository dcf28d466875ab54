"""inform7, nineteenth round: Inform 7's default prose in settings no earlier round used for
this style: a bakery's bread room, a police station's sergeant's office and charge room, a
nursery's potting shed and palm house, a cinema's rewind room and box office, a cave, a ferry's
sun deck, a submarine's mess deck and engine flat, a museum's gallery store, an observatory, an
allotment shed, a gift shop, a fire station's boiler room. "You can see ... (in which is ...)
here.", "On the potting bench are ...", headings with the player's posture ("Rewind Room (on
the swivel stool)"), "(first opening the glass door)" and the room beyond, "(first opening the
engine room door)" answered by a lock, an unlock and an open by direction, "You can't go that
way.", "That's fixed in place." after a take aimed at a plaster cast, containers "(closed)" and
"(empty)" beside exits, coins as a copper centavo, a fifty-pence piece, a tarnished escudo, a
silver half-dollar, a brass threepence and a silver coin. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def potting_shed() -> tuple:
    return (
        "Potting Shed\nSacks of compost and a bench of clay pots. The glass door to the south, "
        "into the palm house, is closed. The nursery yard is east.\n\nYou can see a dibber "
        "here.",
        R("potting shed", "s e", closed="s"),
    )


ITEMS = [
    item(
        "Bread Room\nWire racks of cooling loaves reach almost to the ceiling. The bakehouse "
        "is north and the shop is east.\n\nYou can see a bread peel and a proving basket (in "
        "which is a copper centavo) here.",
        R("bread room", "n e", coin=True),
        notes="Inform's '(in which is ...)' puts a copper centavo in an open basket in the "
        "room: take it",
    ),
    item(
        "Sergeant's Office\nA desk under a frosted window, and a kettle nobody has cleaned. The "
        "charge room is south, through a door which is closed, and the corridor is west.\n\nOn "
        "the desk are an in-tray, a rubber stamp and a fifty-pence piece.",
        R("sergeant's office", "s w", closed="s", coin=True),
        notes="'On the desk are ...' lists a fifty-pence piece in the room: take it",
    ),
    item(
        potting_shed(),
        "south",
        (
            "(first opening the glass door)\n\nPalm House\nBanana leaves brush the steamed-up "
            "roof, and a thermometer reads ninety. The only way out is north, back through the "
            "glass door.\n\nYou can see a watering can (empty) here.",
            R("palm house", "n"),
        ),
        notes="'(first opening the glass door)' and the palm house: the move went through; "
        "north leads back to the visited shed (initial, all visited): go north",
    ),
    item(
        "Rewind Room (on the swivel stool)\nReels in their cans fill every shelf, and a "
        "splicer sits under a lamp. The projection booth is east.\n\nYou can see a film can "
        "(closed) and a roll of tape here.",
        R("rewind room", "e"),
        notes="the heading's '(on the swivel stool)' is the player's posture, not part of the "
        "name; a closed film can is no door: go east",
    ),
    item(
        "Bat Chamber\nThe roof above is alive with whispering. A narrow fissure runs south; "
        "the main passage continues west.\n\nYou can see a guano-crusted helmet and a "
        "tarnished escudo here.",
        R("bat chamber", "s w", coin=True),
        notes="an escudo (a Portuguese coin) is in the list of things here: take it",
    ),
    item(
        "Sun Deck\nWhite benches are bolted to the planking, and a lifebelt hangs on the rail. "
        "The rail runs along the east, south and west sides, and beyond it there is only sea. "
        "A door to the north leads in to the lounge.\n\nYou can see a folded deckchair here.",
        R("sun deck", "n"),
        notes="east, south and west are rail and sea (no ways); one door north, state not "
        "given: go north",
    ),
    item(
        (
            "Charge Room\nA high desk, a height chart on the wall and a bench bolted to the "
            "floor. The sergeant's office is north; the custody suite is east.\n\nYou can see a "
            "custody record here.",
            R("charge room", "n e"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Charge Room\nA high desk, a height chart on the wall and a bench bolted to the "
            "floor. The sergeant's office is north; the custody suite is east.\n\nYou can see a "
            "custody record here.",
            R("charge room", "n e"),
        ),
        notes="a refused move toward a way the room never gave (west), then a look that "
        "shows no way west: the refusal stands; north and east are open: go either",
    ),
    item(
        "Box Office\nA glass screen with a speaking grille, and seat plans taped to the wall. "
        "The foyer is west.\n\nYou can see a cash drawer (closed) and a brass bell here.",
        R("box office", "w"),
        notes="a closed cash drawer whose contents are not given is no coin: go west",
    ),
    item(
        "Propagation Bench\nMisting nozzles hiss over trays of cuttings. The nursery office is "
        "north and the cold frames are west.\n\nOn the potting bench are a trowel, a ball of "
        "green twine and a silver half-dollar.",
        R("propagation bench", "n w", coin=True),
        notes="a silver half-dollar on the bench is in the room: take it",
    ),
    item(
        "Gallery Store\nPlinths shrouded in dust sheets, and a crate marked FRAGILE - THIS WAY "
        "UP. The conservation lab is west of here. It is locked. The loading bay is south.",
        R("gallery store", "w s", locked="w"),
        notes="'It is locked.' after the lab to the west reads as a locked door west; south "
        "is open: go south",
    ),
    item(
        (
            "Engine Flat\nPipes lag the deckhead and the diesels thud somewhere below. The boiler "
            "room door, to the east, is locked. The mess deck is west.\n\nYou can see a brass "
            "key here.",
            R("engine flat", "e w", locked="e"),
        ),
        "take key",
        ("Taken.", K("none")),
        "unlock east door with key",
        ("You unlock the boiler room door.", K("unlocked")),
        "open east",
        ("You open the boiler room door.", K("opened")),
        notes="unlocked, then opened by direction: the east door is an open exit now; go east "
        "or west",
    ),
    item(
        "Mess Deck\nTables with raised edges to stop the plates sliding. The hatch to the "
        "galley, north, is open; the hatch to the wardroom, east, is closed.\n\nYou can see a "
        "tin mug here.",
        R("mess deck", "n e", closed="e"),
        notes="two hatches, each with its state: go north or open east",
    ),
    item(
        "Gift Shop\nPostcards of the dome, pencils with planets on the end, and a rack of "
        "tea towels. The exit is south.\n\nYou can also see a silver coin and a snow globe "
        "here.",
        R("gift shop", "s", coin=True),
        notes="'You can also see a silver coin ...' puts a coin in the shop (not a price): take it",
    ),
    item(
        "Kiosk\nThe smell of old popcorn. The foyer is south.\n\nYou can see a tip jar "
        "(empty), a napkin dispenser and a popcorn machine here.",
        R("kiosk", "s"),
        notes="an empty tip jar holds no coin: go south",
    ),
    item(
        (
            "Roman Store\nRacks of numbered trays. A plaster cast of a coin hoard, twice life "
            "size, fills a crate by the door. The corridor is north.",
            R("roman store", "n"),
        ),
        "take coin",
        ("That's fixed in place.", K("none")),
        notes="a plaster cast of a coin hoard is no coin, and the take changes nothing: go north",
    ),
    item(
        "Dome (on the observing ladder)\nThe slit is open to a sky full of stars, and the "
        "telescope hums as it tracks. The only door is south.\n\nYou can see a star chart "
        "here.",
        R("dome", "s"),
        notes="the posture in the heading is not the name (room 'dome'); stars are no way: go "
        "south",
    ),
    item(
        (
            "Engine Flat\nPipes lag the deckhead and the diesels thud somewhere below. The "
            "motor room is south, and the mess deck west.",
            R("engine flat", "s w"),
        ),
        "south",
        (
            "(first opening the motor room door)\nThe motor room door seems to be locked.",
            K("refused", door="locked"),
        ),
        notes="a door whose state was not given turns out locked when the game first tries "
        "to open it: refused, closed; west is open: go west",
    ),
    item(
        "Allotment Shed (in the deckchair)\nSeed packets pegged on a line, a paraffin stove "
        "and a calendar from 1987. The door is west.\n\nYou can see a seed tin (in which are "
        "some marigold seeds and a brass threepence) here.",
        R("allotment shed", "w", coin=True),
        notes="a brass threepence in an open seed tin is in the room: take it",
    ),
    item(
        potting_shed(),
        "open south",
        ("You open the glass door.", K("opened")),
        notes="the glass door opened: south and east are open exits, none visited: go either",
    ),
    item(
        (
            "Boiler Room\nThe boiler roars behind its iron door. Stairs go up to the appliance "
            "bay. A door to the west leads to the drying room.\n\nYou can see a coal shovel and a "
            "bucket (in which is some ash) here.",
            R("boiler room", "up w"),
        ),
        "west",
        (
            "Drying Room\nHose lengths hang from the rafters to drip. The boiler room is east."
            "\n\nYou can see three pairs of boots and a helmet here.",
            R("drying room", "e"),
        ),
        notes="the boiler's iron door is part of the boiler (no exit); the drying room's one "
        "way leads back east (initial, all visited): go east",
    ),
]
