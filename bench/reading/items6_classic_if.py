"""classic_if, sixth round: rooms in the manner of engines the earlier rounds did not imitate
(Hugo, Alan, AGT, Adventuron, PunyInform, Dialog, the Inform 6 library, Zork's parser) and of
hand-written adventures: exits given relative to things ("beyond the arch to the north"), in the
middle of a sentence, joined by "and", "or", commas and semicolons, by the room a way leads to,
"the only way out is ..."; doors latched, wedged open, on the latch, propped open, swinging shut
within the text; coins of new kinds (threepenny bit, bezant, obol, louis d'or, kreuzer, écu).
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Boathouse\nDamp planks creak underfoot and a rowing boat knocks against the jetty. "
        "Through a cobwebbed window you can see the lake to the east. A gravel path climbs "
        "north toward the lodge.\n\nA tarnished ha'penny lies between two planks.",
        R("boathouse", "n", coin=True),
        notes="Hugo-like: a ha'penny is a coin; the lake seen through a window is no exit.",
    ),
    item(
        "You are in the Map Room.\nCharts and rolled parchments cover every surface.\nThere "
        "are exits to the north, to the south and to the west.\nThe oak door to the west is "
        "closed.",
        R("map room", "n s w", closed="w"),
        notes="AGT-like exit list; the west exit is behind a closed door (open west among "
        "the actions).",
    ),
    item(
        "Toll Bridge\nA rickety bridge spans the gorge. A troll snores in the booth.\n"
        "Exits : east, west\nYou notice : a brass bell, a silver shilling.",
        R("toll bridge", "e w", coin=True),
        notes="Adventuron-like 'Exits :' and 'You notice :' lines.",
    ),
    item(
        "Potting Shed\nSeed trays and cracked pots are stacked against the walls. The shed "
        "door, to the south, is wedged open with a brick.\n\nYou can see a trowel and a "
        "threepenny bit here.",
        R("potting shed", "s", coin=True),
        notes="PunyInform-like; a threepenny bit is a coin; a door wedged open is open.",
    ),
    item(
        "Chapel Vestry\nThe room smells of candle wax and old hymn books. The door west into "
        "the nave is latched; a low arch opens to the north.",
        R("chapel vestry", "w n", closed="w"),
        notes="Dialog-like; a latched door is closed, not locked (a latch lifts from this "
        "side): open west.",
    ),
    item(
        "Gatehouse\nThe portcullis to the north has been winched up and chained in place. "
        "A spiral stair winds up into the tower.\n\nYou can see a pair of gauntlets here.",
        R("gatehouse", "n up"),
        notes="Inform 6 library manner; a raised portcullis is an open way north; up is "
        "outside the vocabulary.",
    ),
    item(
        "Behind the Mill\nYou are behind the old mill. The wheel turns slowly in the race. "
        "A small door in the mill wall, to the south, is on the latch, and a cart track runs "
        "off to the west.\nThere is a gold bezant here.",
        R("behind the mill", "s w", closed="s", coin=True),
        notes="Zork-like; 'on the latch' is closed but not locked; a bezant is a gold coin.",
    ),
    item(
        "Cloister Garth\nA square of grass lies open to the sky, ringed by arcades. Beyond the "
        "arch to the north is the refectory; the chapter house is through the arch to the "
        "east.",
        R("cloister garth", "n e", leads={"n": "refectory", "e": "chapter house"}),
        notes="exits given relative to arches and by the rooms they lead to.",
    ),
    item(
        "Smithy\nThe forge is cold, the bellows slack. The only way out is the wide doorway "
        "to the west.\nOn the anvil: a silver obol.",
        R("smithy", "w", coin=True),
        notes="'the only way out is' names the one exit; an obol on the anvil is a coin "
        "lying in the room.",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles line the walls, and a passage leads east past "
        "the last rack to the old cistern, while steps go up to the kitchen.",
        R("wine cellar", "e up", leads={"e": "old cistern"}),
        notes="the exit east is in the middle of a sentence; up is outside the vocabulary.",
    ),
    item(
        "Orchard\nGnarled apple trees stand in rows. You may go north or south along the "
        "rows; a stile to the east leads over into the lane.",
        R("orchard", "n s e", leads={"e": "lane"}),
        notes="exits joined by 'or', and a stile (an open way) east.",
    ),
    item(
        "Lantern Room\nThe great lens is dark. Gulls wheel past the glass on every side. A "
        "hatch in the floor is the way down; there is no other.\nA louis d'or glints beside "
        "the lens housing.",
        R("lantern room", "down", coin=True),
        notes="the only way is down (outside the vocabulary): no direction fact, and the "
        "coin is to be taken.",
    ),
    item(
        "Counting House\nLedgers lie open on the high desks. Doors lead north, east and "
        "south; the east one is propped open with a ledger, the others are shut.",
        R("counting house", "n e s", closed="n s"),
        notes="'the others are shut' names the north and south doors closed; propped open is open.",
    ),
    item(
        "Scullery\nA stone sink, a pump, a drying rack. The back door to the north stands "
        "open until, as you watch, a gust slams it shut. A passage leads west.",
        R("scullery", "n w", closed="n"),
        notes="a door whose state changes within the text: its last state (shut) counts.",
    ),
    item(
        "Ice Cave\nBlue light filters through walls of ice. A crawlway to the east, a "
        "tunnel to the south; both slope gently. Three copper kreuzers lie scattered on the "
        "icy floor.",
        R("ice cave", "e s", coin=True),
        notes="kreuzers are coins; exits in a list of fragments after a comma.",
    ),
    item(
        "Observatory\nA brass telescope points at the slit in the dome, open to the night "
        "sky. The only door, to the west, has a card pinned to it: PRIVATE.\n\n[Your score "
        "has just gone up by five points.]",
        R("observatory", "w"),
        notes="the card on the door names no state: the west door is an open exit; a score "
        "line is no room.",
    ),
    item(
        "Crypt\nIt is cold here. Stone coffins lie along the walls. Stairs lead up; a narrow "
        "passage runs south, and an iron grille to the west is barred from the far side.\n"
        "There is an écu here.",
        R("crypt", "up s w", locked="w", coin=True),
        notes="'barred from the far side' is locked (the first rounds' rule); an écu is a coin.",
    ),
    item(
        "Loft\nHay bales are stacked to the rafters. A ladder goes down to the stable. "
        "There is a loading door to the north, bolted on this side.",
        R("loft", "down n", closed="n"),
        notes="a door 'bolted on this side' can be unbolted by the player: closed, not "
        "locked (open north).",
    ),
    item(
        "Harness Room.\nThere is a saddle here.\nThere is a bridle here.\nThere are two copper "
        "coins here.\nExits: north; east.",
        R("harness room", "n e", coin=True),
        notes="Alan-like one line an object; exits separated by a semicolon; the room name "
        "drops the full stop.",
    ),
    item(
        "Dovecote\nPigeons coo in their niches. The doorway east leads out to the yard; "
        "the doorway west leads to the granary, and its door has swung shut.",
        R("dovecote", "e w", closed="w", leads={"e": "yard", "w": "granary"}),
        notes="'its door has swung shut' closes the west way; exits by the rooms they lead to.",
    ),
    item(
        "Herbalist's Shop\nJars of dried leaves fill the shelves. A bead curtain to the east "
        "hides a back room, and the shop door to the south is closed but not bolted. On the "
        "counter is a small dish of dried pennyroyal.",
        R("herbalist's shop", "e s", closed="s"),
        notes="pennyroyal is a herb, not a coin; a bead curtain is no door (east open); "
        "'closed but not bolted' is closed.",
    ),
]
