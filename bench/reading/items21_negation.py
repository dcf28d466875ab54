"""negation, twenty-first round: distractors and negations in settings no earlier round used. Coin
words that name no coin or no coin here: a ticket machine's COINS ONLY, a wreck's legendary
doubloons and its empty chests, a gold coin seen through a submersible's porthole on the seabed,
a cymbal that "gleams like a great brass coin" and a gold disc, a Crown Court, a recruiting
poster's KING'S SHILLING, a map of sovereign states, a penny a crab drags into a crack, a snow
globe's tiny gold coin, poker chips, a cat called Sixpence, Pennington on a signpost, a left
luggage sign's fees, a pawnbroker's WE BUY GOLD beside a real shilling dropped on the floor.
Direction words that give no exit: route boards (NORTH END, EASTGATE, WEST PIER), a compass rose
and the South Pole on a globe, an Egyptian false door that was never meant to open, an igloo's
snow on every side but the south, the EASTER FAIR, a cliff that rises sheer, rolling stacks
wound tight, a road ploughed into a field, windows on three sides of a cable car station's
lounge; door states "isn't locked. It is heavy, soundproofed and firmly shut.", "neither is
locked; the north one is shut and the west one is not", "dogged shut". What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Depot Office\nA desk, a kettle and a wall of timetables. The route boards stacked "
        "above the window read 4 NORTH END, 7 EASTGATE and 12 WEST PIER. The only door is "
        "south, into the garage.",
        R("depot office", "s"),
        notes="compass words on route boards are no exits; the only door is south: go south",
    ),
    item(
        "Top Deck\nRows of empty seats, and a window at the front full of rain. A ticket "
        "machine by the stairs reads COINS ONLY - NO CHANGE GIVEN. The stairs at the back go "
        "down to the platform; there is no other way off the top deck.",
        R("top deck", "d"),
        notes="a machine's COINS ONLY is no coin; the only way is the stairs down, outside the "
        "vocabulary: no action",
    ),
    item(
        "Strongroom\nThe stories say the Santa Teresa went down with ten thousand doubloons in "
        "this room. If so, the sea has had them: the iron chests stand open and empty, and "
        "there is not a coin in the silt. The strongroom door is long gone, and the doorway "
        "north opens into the hold.",
        R("strongroom", "n", leads={"n": "hold"}),
        notes="doubloons of a story and empty chests are no coins; a doorway whose door is gone "
        "is an open way north: go north",
    ),
    item(
        "Cabin\nThe submersible's cabin is barely big enough to kneel in. Through the porthole "
        "you can see a gold coin glinting on the seabed, a yard beyond the glass. The only "
        "hatch, aft (south, as this boat lies), leads to the engine space; it is dogged shut.",
        R("cabin", "s", closed="s"),
        notes="a coin seen through a porthole outside is no coin in the room; the hatch south "
        "dogged shut is closed (the sixth round's call): open south",
    ),
    item(
        "Live Room\nA drum kit, an upright piano and a forest of microphone stands. A ride "
        "cymbal gleams on its stand like a great brass coin, and a gold disc hangs framed by "
        "the door. The door to the control room, east, isn't locked. It is heavy, soundproofed "
        "and firmly shut.",
        R("live room", "e", closed="e"),
        notes="a cymbal like a coin and a gold disc are no coins; the door east not locked but "
        "shut (closed): open east",
    ),
    item(
        "Crown Court, Court 3\nThe dock is a pen of polished oak with a brass rail, and the "
        "royal arms hang above the judge's chair.\nExits: north (cells, locked), west (public "
        "corridor)\n",
        R("crown court, court 3", "n w", locked="n"),
        notes="'Crown' in the room's name is no coin; north locked (no open), west open: go west",
    ),
    item(
        "Drill Hall\nA long, echoing hall with a sprung floor. A faded recruiting poster by the "
        "door urges TAKE THE KING'S SHILLING! The double doors to the south stand open, and a "
        "door in the east wall leads to the armoury; it is locked.",
        R("drill hall", "s e", locked="e"),
        notes="a shilling on a poster is no coin; south open, east locked: go south",
    ),
    item(
        "Geography Room\nA big map of the world covers the north wall, every sovereign state in "
        "its own colour, with a compass rose in the corner. A globe by the window has the South "
        "Pole worn bright by fingers. The door is west.",
        R("geography room", "w"),
        notes="'sovereign state' names no coin; a map on the north wall, a compass rose and the "
        "South Pole give no exits; the only door is west: go west",
    ),
    item(
        "Egyptian Gallery\nPainted coffins stand upright in glass cases. In the west wall is a "
        "tall carved false door; the label explains that it was never meant to open, and was "
        "made only for the spirit of the dead. Real doorways lead north, to the Greek room, and "
        "east, to the Roman room.",
        R("egyptian gallery", "n e"),
        notes="a carved false door is no way west; doorways north and east: go north or east",
    ),
    item(
        "You are inside the igloo. Walls of packed snow curve over you on every side but the "
        "south, where the low entrance tunnel leads out to the ice.",
        R("igloo", "s"),
        notes="'every side but the south' leaves one way, south: go south",
    ),
    item(
        "Church Hall\nTrestle tables are stacked against the walls, and a poster for the EASTER "
        "FAIR hangs by the kitchen hatch. The hall's doors, north, stand open to the "
        "churchyard. There is no other way out.",
        R("church hall", "n"),
        notes="'EASTER' is no east and the serving hatch no way; the only way is north: go north",
    ),
    item(
        "Rock Pool\nWeed and limpets crust the rocks around a clear pool. A crab scuttles out "
        "from a crack, seizes the penny that was lying at the water's edge and drags it into "
        "the crack, out of reach. The beach is west; to the north the cliff rises sheer.",
        R("rock pool", "w"),
        notes="a penny dragged out of reach is no longer a coin here; the cliff north is no "
        "way: go west",
    ),
    item(
        "Parlour\nA coal fire, two armchairs and a mantelpiece crowded with ornaments, among "
        "them a snow globe in which a tiny gold coin turns over and over in the falling snow. "
        "The door to the hall is south, and the kitchen door, east, is shut.",
        R("parlour", "s e", closed="e"),
        notes="a coin sealed inside a snow globe is an ornament, not a coin one can take; south "
        "open, east shut: go south or open east",
    ),
    item(
        "Compact Store\nThe rolling stacks are wound tight together along the east side of the "
        "room; there is no way between them. The aisle runs north to the reading room. The "
        "strongroom door, west, is locked.",
        R("compact store", "n w", locked="w"),
        notes="closed-up stacks give no way east; north open, west locked: go north",
    ),
    item(
        "Card Room\nGreen baize tables, a haze of old smoke, and on the nearest table a stack of "
        "poker chips beside a deck of cards. There is no money in here: the club pays out in the "
        "office. The door is north.",
        R("card room", "n"),
        notes="poker chips are not coins (as tokens are not); the only door is north: go north",
    ),
    item(
        "Back Kitchen\nA tabby cat called Sixpence is asleep on the warm flagstones by the "
        "range. The back door, east, stands ajar, and a door to the north leads into the "
        "scullery.",
        R("back kitchen", "e n"),
        notes="Sixpence is a cat; the back door ajar (open) and a door north: go east or north",
    ),
    item(
        "You're at the crossroads. A white signpost points north to Harby, south to Coldwell "
        "and east to Pennington. The east road, though, was ploughed into the field years ago, "
        "and there is nothing but furrows that way now.",
        R("crossroads", "n s"),
        notes="Pennington is a place; the road east is gone (no way east); north and south: go "
        "north or south",
    ),
    item(
        "Boat Shed\nOars stand in racks and a skiff rests upside down on trestles. There are two "
        "doors, and neither is locked; the north one is shut and the west one is not.",
        R("boat shed", "n w", closed="n"),
        notes="neither door locked; north shut (closed), west not shut (open): go west or open "
        "north",
    ),
    item(
        "Pawnshop\nThree brass balls hang over the door. In the window are a tray of war medals "
        "and a gold watch chain, and behind the counter a card reads WE BUY GOLD. On the floor "
        "by the door, where some customer must have dropped it, lies a silver shilling. The "
        "street door is west.",
        R("pawnshop", "w", coin=True),
        notes="medals, a chain and a sign are no coins, but a shilling dropped on the floor is: "
        "take coin",
    ),
    item(
        "Observation Lounge\nThe cable car station's lounge is walled with glass: windows to the "
        "north, east and south look out over the peaks. There is no coin in the tip saucer on "
        "the bar. The only way out is the door to the west.",
        R("observation lounge", "w"),
        notes="windows on three sides are no exits; an empty tip saucer holds no coin; the only "
        "way is west: go west",
    ),
]
