"""classic_if, eighth round: ZIL-era Infocom rooms under a status line, TADS 3's exit lister
with destinations, compass abbreviations, long paragraphs with the exits buried mid-sentence,
doors told by material and state in many wordings, coins by new names (noble, mark, bawbee,
pistole, sou, mohur), and a few short walks. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Cistern Room                                     Score: 15       Moves: 48\n\n"
        "Cistern Room\nYou are in a low vaulted room with a dry stone cistern in its centre. "
        "Arched passages lead west and south, and a narrow crawlway heads off to the "
        "northeast.\nBeside the cistern lies a tarnished silver mark.",
        R("cistern room", "w s ne", coin=True),
        notes="ZIL-era status line above the header; a silver mark is a coin; northeast is "
        "outside the vocabulary (no fact)",
    ),
    item(
        "Boathouse\nThe boathouse smells of tar and old rope. A wide doorway gives onto the "
        "yard to the south, and a narrow door, currently closed, leads east into the "
        "workshop.\n\nA brass doubloon sits on the workbench.\n\nObvious exits lead south, "
        "and east to the workshop.",
        R("boathouse", "s e", closed="e", coin=True),
        notes="TADS 3 manner: the exit lister with a destination; 'currently closed' is closed",
    ),
    item(
        "Gatehouse\nA squat gatehouse of grey stone. The portcullis to the east is lowered "
        "and chained.\nExits: N, S, E, W.",
        R("gatehouse", "n s e w", locked="e"),
        notes="compass abbreviations; a lowered portcullis 'chained' is locked (no open)",
    ),
    item(
        "Orangery\nTall panes of greenish glass, most of them cracked, let in a watery light "
        "that falls across rows of lemon trees in tubs, the nearer of which have been left to "
        "go to seed; somebody has been sleeping on a heap of sacking under the staging, and "
        "beyond it, where the gravel path gives out, a low door stands open to the west, "
        "though on every other side the orangery is walled in by glass.",
        R("orangery", "w"),
        notes="one long paragraph, the only exit buried mid-sentence; glass walls elsewhere",
    ),
    item(
        "Crossroads\nThe north road climbs from here towards Highmoor, the south road runs "
        "down to the ferry landing, and a rutted cart track wanders off west to Ditton. A "
        "leaning signpost names all three.",
        R("crossroads", "n s w"),
        notes="exits given with their destinations; no way east",
    ),
    item(
        "Behind the Cottage\nYou are behind the white cottage. A path winds east into the "
        "orchard. In one corner of the cottage wall is a small window, which is slightly "
        "ajar.\nThere is a battered bawbee here.",
        R("behind the cottage", "e", coin=True),
        notes="a window ajar is no exit; a bawbee (a Scots halfpenny) is a coin",
    ),
    item(
        "Chapel\nA whitewashed chapel, bare save for a lectern. The iron-studded door in the "
        "south wall is shut, and beside the lectern a little door of unpainted deal stands "
        "half open to the east.",
        R("chapel", "s e", closed="s"),
        notes="doors by material: the iron-studded one shut (closed), the deal one half open "
        "(open)",
    ),
    item(
        "Long Gallery\nPortraits of forgotten admirals line both walls of this gallery, "
        "which runs from a pair of glazed doors at its western end (both closed) to an open "
        "archway in the east. There is nothing else of note here.",
        R("long gallery", "w e", closed="w"),
        notes="the glazed doors at the west end are closed; the archway east is open",
    ),
    item(
        "Kennels\nThe hounds are long gone. Empty runs line the north side, fenced with "
        "chain-link. The way out is the gate to the south, which hangs open on one hinge.\n"
        "A gold pistole is here, pressed into the straw.",
        R("kennels", "s", coin=True),
        notes="runs fenced on the north are no exit; a gold pistole is a coin",
    ),
    item(
        "Bell Chamber\nGreat bronze bells hang above you in the gloom. A ladder goes down "
        "through a hole in the floor, and a tiny door to the north opens onto the leads of "
        "the roof.",
        R("bell chamber", "d n"),
        notes="a ladder down is outside the vocabulary; the door north is an exit, its state "
        "not given (open)",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles. The cellar door to the west, heavy oak bound "
        "with iron, is locked; a key has been snapped off in it. Stone steps lead up.\nA sou "
        "lies in the sawdust.",
        R("wine cellar", "w u", locked="w", coin=True),
        notes="a locked door west; a sou is a coin (take coin before anything)",
    ),
    item(
        "Map Room\nCharts cover every wall, the nearest showing the sea lanes to the south "
        "and east. A compass rose is inlaid in the floor. The only door is north, and it is "
        "closed.",
        R("map room", "n", closed="n"),
        notes="compass words on charts and a compass rose are no exits; the one door north is "
        "closed",
    ),
    item(
        "Tannery\nThe stench is appalling. Vats of something brown bubble quietly. You can "
        "leave by the yard gate (S) or the drying shed (E).",
        R("tannery", "s e"),
        notes="compass abbreviations in parentheses after destinations",
    ),
    item(
        "Pump House\nA great iron beam engine fills the room, silent now. A doorway at the "
        "back leads north to the boiler room; where a door once opened south onto the "
        "canal bank there is now only new brickwork.\nA gold mohur glints "
        "beneath the flywheel.",
        R("pump house", "n", coin=True),
        notes="a doorway bricked up is no exit; a gold mohur is a coin lying in the room",
    ),
    item(
        ("Larder\nShelves of preserves. The larder door, west, stands wide.", R("larder", "w")),
        "west",
        (
            "Kitchen Garden\nRows of cabbages run north to the wall. The larder is east; a gate "
            "in the south wall, of green-painted wood, is closed.\nThere is a gold noble here.",
            R("kitchen garden", "e s", closed="s", coin=True),
        ),
        notes="a gold noble is a coin; rows of cabbages 'north to the wall' are no exit",
    ),
    item(
        (
            "Quarry Floor\nSheer walls of pale stone rise on three sides. The haul road leads "
            "out to the east.",
            R("quarry floor", "e"),
        ),
        "e",
        (
            "Haul Road\nA rutted road between spoil heaps. It runs west into the quarry and "
            "east towards the village.",
            R("haul road", "w e"),
        ),
        "w",
        (
            "Quarry Floor\nSheer walls of pale stone rise on three sides. The haul road leads "
            "out to the east.\nA jackdaw watches you from a ledge.",
            R("quarry floor", "e"),
        ),
        notes="a walk there and back: the quarry's only exit leads to a visited room, all "
        "visited; in the first room any exit (go east)",
    ),
    item(
        (
            "Sexton's Hut\nA bare hut with a spade in the corner. The door is east.",
            R("sexton's hut", "e"),
        ),
        "east",
        (
            "Churchyard\nLeaning headstones. The sexton's hut is west; the lych-gate to the "
            "south stands open, and the church porch lies north.",
            R("churchyard", "w s n"),
        ),
        notes="one move east: west leads back (visited, initial), south and north unvisited",
    ),
    item(
        "Foundry\nCold furnaces and heaps of slag. Exits: north (to the moulding shop), "
        "west (to the yard). Through a gap in the eastern wall you can see the river, far "
        "below.",
        R("foundry", "n w"),
        notes="TADS 3-like exits with destinations; a gap with the river far below is a view, "
        "no exit",
    ),
    item(
        "Counting House\nHigh desks, ledgers, a stove. A door of frosted glass, lettered "
        "PRIVATE, is to the north and is firmly closed. The street door is south.\n\nOn the "
        "nearest desk is a stack of ledgers and a single copper cent.",
        R("counting house", "n s", closed="n", coin=True),
        notes="'firmly closed' is closed; a copper cent on a desk is a coin",
    ),
    item(
        "Cliff Top\nThe wind tears at you. To the west the land falls away in a sheer drop "
        "to the rocks. A sheep track runs north along the edge, and a lane, half lost in "
        "the gorse, leads south.",
        R("cliff top", "n s"),
        notes="a sheer drop west is no exit; the lane south through the gorse is an exit",
    ),
]
