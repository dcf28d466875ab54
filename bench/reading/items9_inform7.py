"""inform7, ninth round: Inform 7's manner with headings that carry the player's place ("(in the
claw-foot tub)", "(on the stepladder)", "(on the library ladder)"), "In the claw-foot tub you
can see a brass penny.", "You can see ... here." with long lists, nested containers ("a dresser
(on which is a jewel box (in which is a gold sovereign))"), "(on which are a deck of cards and
three copper groschen)", a trunk opened "revealing" a gold moidore, a status line with an exit
lister ("Exits: N (Lawn) W") and one with the time of day, an implicit unlock "(first unlocking
the garden door with the iron key)", a disambiguation question answered, a refusal then an
examine, a refusal at a locked door then an unlock, an open and a walk through, "From here you
can go north to the Ballroom, east to the Card Room, or west.", a penny-in-the-slot machine,
closed snuffbox and humidor, a man turning a coin in his fingers, a Roman follis, a silver
dirham, a copper halfpenny. What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

FLOWER_ROOM = (
    "Flower Room\nA stone sink, a rack of secateurs and a smell of wet earth. The garden door, "
    "to the west, is closed. The hall is east.\n\nYou can see a tin watering can here.",
    R("flower room", "w e", closed="w"),
)
PRINT_ROOM = (
    "Print Room\nFolios of engravings lie in tall plan chests. The gallery is north and a "
    "doorway opens east onto the back stairs.\n\nYou can see a walnut bureau here.",
    R("print room", "n e"),
)
COACH_HOUSE = (
    "Coach House\nA dusty landau stands on blocks. The north door is locked. The yard is south.",
    R("coach house", "n s", locked="n"),
)

ITEMS = [
    item(
        "Bathroom (in the claw-foot tub)\nBlack and white tiles and a smell of coal-tar soap. "
        "The landing is south.\n\nIn the claw-foot tub you can see a brass penny.",
        R("bathroom", "s", coin=True),
        notes="the heading's '(in the claw-foot tub)' is the player's place, not the room's "
        "name; a penny in the tub is in the room",
    ),
    item(
        "Orchard (on the stepladder)\nGnarled apple trees stand in rows. The kitchen garden "
        "is west and the paddock is north.\n\nYou can see a wheelbarrow (in which is a crab "
        "apple) here.",
        R("orchard", "w n"),
        notes="the posture in the heading is dropped from the name; a crab apple is no coin",
    ),
    item(
        FLOWER_ROOM,
        "open garden door",
        (
            "(first unlocking the garden door with the iron key)\nYou open the garden door.",
            K("opened", door="w"),
        ),
        notes="an implicit unlock then the open: the garden door west is open now; both ways "
        "are unexplored",
    ),
    item(
        "Potting Shed\nCobwebs hang from every corner. The only door is north.\n\nYou can see "
        "a rusty trowel, a ball of twine, two seed packets and a bronze Roman follis here.",
        R("potting shed", "n", coin=True),
        notes="a Roman follis (a bronze coin) at the end of a long list is a coin",
    ),
    item(
        "Card Room\nGreen baize tables under a low lamp. Someone has left a game unfinished."
        "\n\nYou can see a card table (on which are a deck of cards and three copper groschen) "
        "here.\n\nYou can go east or south.",
        R("card room", "e s", coin=True),
        notes="groschen (copper coins) on a supporter in the room are coins",
    ),
    item(
        "Sun Porch                                              Exits: N (Lawn) W\n\nSun Porch"
        "\nWicker chairs face the garden through tall panes of glass.\n\nYou can see a "
        "watering can here.",
        R("sun porch", "n w", leads={"n": "lawn"}),
        notes="an exit lister in the status line gives north (to the Lawn) and west; the panes "
        "of glass are no way",
    ),
    item(
        (
            "Attic\nSloping ceilings and a single round window. The only way out is down the "
            "narrow stair.\n\nYou can see a steamer trunk (closed) here.",
            R("attic", "d"),
        ),
        "open trunk",
        (
            "You open the steamer trunk, revealing a moth-eaten shawl and a gold moidore.",
            R(None, "d", coin=True),
        ),
        notes="the trunk opened in the room shows a gold moidore (a Portuguese gold coin): a "
        "coin now lies in the room; the stair down is outside the vocabulary",
    ),
    item(
        (
            "Strong Room\nWhitewashed walls and a smell of old paper. The ironbound door, to "
            "the east, is closed; so is the glass door to the north.",
            R("strong room", "e n", closed="e n"),
        ),
        "open door",
        ("Which do you mean, the ironbound door or the glass door?", K("none")),
        "ironbound",
        ("You open the ironbound door.", K("opened", door="e")),
        notes="the question is answered 'ironbound': the east door is open, the glass door "
        "north still closed",
    ),
    item(
        PRINT_ROOM,
        "west",
        ("You can't go that way.", K("refused")),
        "x bureau",
        ("It's an ugly walnut bureau with nothing on it.", K("none")),
        notes="the examine keeps the refusal of west (the print room gives north and east only)",
    ),
    item(
        "Music Gallery\nA dusty harp under a dust sheet. The drawing room lies west and a "
        "narrow stair goes up to the organ loft.\n\nYou can also see a birdcage (empty) and a "
        "brass hearing trumpet here.",
        R("music gallery", "w u"),
        notes="an empty birdcage and a brass trumpet are no coins; the stair up is outside the "
        "vocabulary",
    ),
    item(
        "Library (on the library ladder)\nThe shelves rise to a painted ceiling, and the ladder "
        "runs on a rail up to the gallery. The reading room is south; a green baize door, "
        "which is closed, leads east.",
        R("library", "s e u", closed="e"),
        notes="the posture '(on the library ladder)' is no part of the name; the gallery up "
        "is outside the vocabulary",
    ),
    item(
        "Pier Arcade\nSalt-stained mirrors and the clatter of the sea under the boards.\n\nYou "
        "can see a penny-in-the-slot machine (marked 'WHAT THE BUTLER SAW') here.\n\nYou can go "
        "north or east.",
        R("pier arcade", "n e"),
        notes="a penny-in-the-slot machine is a machine, not a coin; the sea under the boards "
        "is no way",
    ),
    item(
        "Guest Bedroom\nA four-poster with faded hangings. The door to the landing is west.\n\n"
        "You can see a dresser (on which is a jewel box (in which is a gold sovereign)) here.",
        R("guest bedroom", "w", coin=True),
        notes="Inform's nested listing: an open jewel box on the dresser holds a sovereign, a "
        "coin in the room",
    ),
    item(
        "Conservatory                                                  10:45 am\n\n"
        "Conservatory\nPalms in brass pots drip onto the tiles. A glass door (closed) leads "
        "north; the house is east.\n\nYou can see a gardener's knife here.",
        R("conservatory", "n e", closed="n"),
        notes="the status line gives the time of day, not a score; the glass door north is closed",
    ),
    item(
        "Terrace\nStone urns along a balustrade; below it, a long drop to the lawns. From here "
        "you can go north to the Ballroom, east to the Card Room, or west.",
        R("terrace", "n e w", leads={"n": "ballroom", "e": "card room"}),
        notes="exits in one sentence with destinations; the drop beyond the balustrade is no way",
    ),
    item(
        "Dispensary\nJars of leeches and bottles of laudanum line the shelves. The corridor is "
        "south.\n\nYou can also see a sleeping tabby cat and a silver dirham here.",
        R("dispensary", "s", coin=True),
        notes="a silver dirham is a coin",
    ),
    item(
        "Smoking Room\nLeather armchairs and a reek of cigars.\n\nYou can see a snuffbox "
        "(closed) and a humidor (closed) here.\n\nThe only exit is south.",
        R("smoking room", "s"),
        notes="closed boxes whose contents are not given: no coin",
    ),
    item(
        COACH_HOUSE,
        "north",
        ("The north door is locked.", K("refused", door="locked")),
        "unlock north door with iron key",
        ("You unlock the north door.", K("unlocked")),
        "open north door",
        ("You open the north door.", K("opened")),
        "n",
        (
            "Loose Box\nStraw on the floor and a manger along the back wall. The door is "
            "south.\n\nYou can see a pitchfork here.",
            R("loose box", "s"),
        ),
        notes="refused at the locked door, unlocked, opened and walked through; the loose "
        "box's only door leads back to the coach house",
    ),
    item(
        "Counting House\nHigh desks and ledgers. The street door is east and a passage leads "
        "north.\n\nMr Pettigrew is here, turning a silver coin over and over in his fingers.",
        R("counting house", "e n"),
        notes="the coin is in Mr Pettigrew's fingers, not lying in the room: no coin to take",
    ),
    item(
        "Turnpike House\nA cramped tollhouse with a window onto the road. The turnpike gate, "
        "which is open, stands to the east. The road goes on west.\n\nOn the window seat is a "
        "copper halfpenny.",
        R("turnpike house", "e w", coin=True),
        notes="a halfpenny on a supporter ('On the window seat is ...') is a coin; the gate "
        "is open",
    ),
]
