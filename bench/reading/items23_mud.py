"""mud, twenty-third round: MUD rooms with exit lines, prompts and clutter in settings and
formats no earlier round used: an airship's mooring mast ("[ Exits: north down ]", a gangway
drawn in, a tarnished silver piece), a hansom cab rank ("Obvious exits are: north, east and
southwest.", a cabbie flipping a shilling), a thieves' counting room ("Available exits: west,
south (door closed)", "There are 4 gold coins here."), a noodle bar in an arcology ("Looking
around you see: ... prices in creds"), a chess hall of life-sized pieces, a guildhall of
alchemists ("Exits lead: north, east.", gold dust on a balance), a frigidarium ("[Exits: south
west] [Weather: indoors] [Time: dusk]"), a gondola walkway's refusal with the room again
(Both), a lamplighters' yard answered by `scan`, an auction line offering a doubloon, a
falconer's loft ("The only obvious exit is down." and a silver coin), a cartographers' map room,
a tobacco shop ("two a penny"), a snuff mill reached through a door opened ("You get 5 copper
coins."), a maglev platform ("Exits: north, southeast."), a sewer junction ("Ways: n, s (grate:
locked), w"), an airship's observation deck ("[Wind: from the west, 20 knots]"), a hatter's
workroom ("Exits: north *east* west   (*: door closed)"), a bankers' row whose way north turns
out locked (a clerk stacking coins behind a grille), a moon temple's offering bowl with two
silver coins. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

WALKWAY = (
    "Gondola Walkway\nA narrow catwalk of riveted plate runs along the gondola's flank, with a "
    "rail and then nothing but cloud. The engine car is north; the passenger deck is south.\n"
    "[ Exits: north south ]\n<210hp 88ma 140mv> "
)


def yard() -> tuple:
    return (
        "Lamplighters' Yard\nLadders lean against the wall, and cans of lamp oil stand in a row "
        "by the pump.\nObvious exits: north, south, west.\n>",
        R("lamplighters' yard", "n s w"),
    )


def race_path(opened: bool = False) -> tuple:
    door = "The mill door, north, stands open." if opened else "The mill door, north, is closed."
    return (
        "Mill Race Path\nThe path follows the race under alders, and the water runs fast and "
        f"brown beside it.\n[Exits: north east]\n{door}\n>",
        R("mill race path", "n e", closed="" if opened else "n", leads={"n": "snuff mill"}),
    )


def snuff_mill(coin: bool = True) -> tuple:
    pile = "\nA small pile of copper coins lies by the hopper." if coin else ""
    return (
        "Snuff Mill\nBrown dust lies over everything, and the grinding stones are still. It "
        f"makes your nose itch.\n[Exits: south]{pile}\n>",
        R("snuff mill", "s", coin=coin),
    )


ITEMS = [
    item(
        "Mooring Mast, Upper Platform\nThe silver flank of the airship Kestrel hangs alongside, "
        "her gangway drawn in for the night. Wind hums in the guy wires, and the lamps of the "
        "town lie far below.\n[ Exits: north down ]\nA tarnished silver piece glints between "
        "the deck plates.\n<210hp 88ma 140mv> ",
        R("mooring mast, upper platform", "n down", coin=True),
        notes="the heading is kept whole; a gangway drawn in is no way; a silver piece is a "
        "coin lying here (the third round's call): take coin",
    ),
    item(
        "Cab Rank, Aldgate\nA line of hansoms waits under the gas lamps, the horses steaming in "
        "the cold. Straw and dung and the smell of wet leather.\nObvious exits are: north, east "
        "and southwest.\nA cabbie leans on his whip, flipping a shilling and catching it again."
        "\n> ",
        R("cab rank, aldgate", "n e sw"),
        notes="a shilling a cabbie flips and catches is his, not lying here; southwest is "
        "outside the vocabulary: go north or east",
    ),
    item(
        "Counting Room\nLedgers are stacked on every bench, and a squat iron chest is bolted to "
        "the floor under the window.\nAvailable exits: west, south (door closed)\nThere are 4 "
        "gold coins here.\n[HP 61/61] [MP 20/20] >",
        R("counting room", "w s", closed="s", coin=True),
        notes="'Available exits:' with a closed door south; four gold coins lie here (the "
        "chest's contents are not given): take coin",
    ),
    item(
        "[Noodle Bar]\nArcology Level 3. Steam rolls off the broth vats, and the sign over the "
        "counter buzzes pink and green. A chef with chrome forearms slices spring onions "
        "without looking.\nExits: north, down.\nLooking around you see: a chopstick holder, a "
        "laminated menu (prices in creds).",
        R("noodle bar", "n down"),
        notes="the bracketed heading names the room; prices on a menu are no coin; down is "
        "outside the vocabulary: go north",
    ),
    item(
        "Grand Chess Hall\nThe floor is laid out as one enormous board of black and white "
        "marble, and life-sized pieces stand frozen in the middle of a game. The white king has "
        "been toppled.\nExits: north east west\nThe door to the east is closed.\n>",
        R("grand chess hall", "n e w", closed="e"),
        notes="an exit line and the prose's closed door east: go north or west, or open east",
    ),
    item(
        "Guildhall of Alchemists\nRetorts bubble on every bench, and the air stings your eyes. "
        "Shelves of labelled jars climb to the rafters.\nExits lead: north, east.\nGuildmaster "
        "Orrin is here, weighing gold dust on a little brass balance.\n<Hp:88 Sp:140 Ep:60>",
        R("guildhall of alchemists", "n e"),
        notes="gold dust on a guildmaster's balance is no coin: go north or east",
    ),
    item(
        "The Frigidarium\nThe cold plunge pool steams faintly, and mosaic dolphins leap across "
        "its floor.\n[Exits: south west] [Weather: indoors] [Time: dusk]\n3 copper coins lie on "
        "the wet tiles by the pool.",
        R("the frigidarium", "s w", coin=True),
        notes="an exit line among other bracketed fields; three copper coins on the tiles: "
        "take coin",
    ),
    item(
        (WALKWAY, R("gondola walkway", "n s")),
        "west",
        (
            "You grip the rail and look down at two thousand feet of air. You cannot go that "
            f"way.\n\n{WALKWAY}",
            Both(K("refused"), R("gondola walkway", "n s")),
        ),
        notes="a refusal and the room printed again in one text (Both): west refused, north and "
        "south open and unvisited: go north or south",
    ),
    item(
        yard(),
        "scan",
        (
            "You scan the area.\nNorth of here: a lamplighter.\nSouth of here: no one.\nWest of "
            "here: a stray dog.\n>",
            K("none"),
        ),
        notes="a scan names who stands in the next rooms and keeps the room; the yard's exits "
        "stand: go north, south or west",
    ),
    item(
        "[Auction] Brannoc offers: a gold doubloon (minimum bid 500 gold).\n\nTinker's Stall\n"
        "Pots and kettles hang from every pole of the stall, clanking whenever the wind blows.\n"
        "Exits: east, west\nA tinker is here, mending a kettle.\n<97hp 40m 120mv>",
        R("tinker's stall", "e w"),
        notes="a doubloon on the auction channel is nowhere in this room: go east or west",
    ),
    item(
        "Falconer's Loft\nPerches line the walls under a slatted roof, and mutes whiten the "
        "floorboards.\nThe only obvious exit is down.\nA silver coin lies among the moulted "
        "feathers.",
        R("falconer's loft", "down", coin=True),
        notes="the only way is down (outside the vocabulary), but a silver coin lies here: take "
        "coin",
    ),
    item(
        "Map Room of the Cartographers' Guild\nEvery wall is a map: the coast to the north, "
        "the desert to the south, the marsh kingdoms east and west. A half-drawn chart is "
        "spread on the great table.\nExits: [south] [west]\n>",
        R("map room of the cartographers' guild", "s w"),
        notes="compass words on the maps are no exits; the bracketed exit line gives south and "
        "west; the heading is kept whole: go south or west",
    ),
    item(
        "Tobacco Shop\nJars of shag and twist line the shelves behind the counter, and a wooden "
        "Highlander stands guard by the door.\nThe only obvious exit is east.\nThe tobacconist "
        "says, 'Pipe cleaners, two a penny.'\n>",
        R("tobacco shop", "e"),
        notes="'two a penny' is a price, no coin: go east",
    ),
    item(
        race_path(),
        "open north",
        ("You open the mill door.\n>", K("opened")),
        "north",
        snuff_mill(),
        "get coins",
        ("You get 5 copper coins.\n>", K("took")),
        notes="the mill door opened by direction and walked through, the coins taken; the "
        "mill's only way is the way in: go south",
    ),
    item(
        "Maglev Platform 9\nChrome benches, a flickering timetable, rain streaking down the "
        "glass canopy. A maglev sighs through without stopping.\nExits: north, southeast.\n"
        "Looking around you see: a crushed can, a torn transit pass.",
        R("maglev platform 9", "n se"),
        notes="southeast is outside the vocabulary; no coin: go north",
    ),
    item(
        "Sewer Junction\nThree tunnels meet in a chamber of dripping brick, and the smell is "
        "beyond describing.\nWays: n, s (grate: locked), w\n>",
        R("sewer junction", "n s w", locked="s"),
        notes="'Ways:' abbreviations, the grate south locked (no open): go north or west",
    ),
    item(
        "Observation Deck\nCurved windows wrap the deck from side to side, and passengers in "
        "furs point down at a glacier.\n[Wind: from the west, 20 knots] [Altitude: 4,000 ft]\n"
        "Exits: south\n>",
        R("observation deck", "s"),
        notes="the wind from the west is no exit; the exit line gives south only: go south",
    ),
    item(
        "Hatter's Workroom\nHat blocks stand in rows like a company of bald heads, and a kettle "
        "steams on the hob for shaping felt.\nExits: north *east* west   (*: door closed)\n>",
        R("hatter's workroom", "n e w", closed="e"),
        notes="an exit line whose legend marks east as a closed door: go north or west, or "
        "open east",
    ),
    item(
        (
            "Bankers' Row\nBrass plates shine beside every door, and behind the grille of the "
            "nearest window a clerk stacks coins into paper rolls.\n[Exits: north east south]\n"
            ">",
            R("bankers' row", "n e s"),
        ),
        "north",
        (
            "The vault door is locked tight. The clerk behind the grille shakes his head.\n>",
            K("refused", "locked"),
        ),
        notes="coins a clerk stacks behind a grille are not lying here; the way north, whose "
        "door the room did not name, turns out locked and is refused: go east or south",
    ),
    item(
        "Moon Temple\nPale columns stand in a ring about an altar of white stone, and the roof "
        "is open to the sky.\nObvious exits: south, west.\nA wooden offering bowl holds 2 silver "
        "coins.\n>",
        R("moon temple", "s w", coin=True),
        notes="two silver coins in an open bowl in the room are coins here (the twelfth round's "
        "offering): take coin",
    ),
]
