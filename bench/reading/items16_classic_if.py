"""classic_if, sixteenth round: long rooms as careful authors of literary interactive fiction
write them, a title line and one to three paragraphs, with many distractors among the facts:
furniture and scenery, things with doors of their own (a vestment press, a stove, a wardrobe, a
birdcage), windows and views that name directions, several doors in one room described across
sentences ("The oak door ... The other, iron-bound, ..."), a door's state in a later sentence or
in a clause of its own, exits named by what lies beyond ("The scullery lies through the arch to
the west"), coins among many objects, in open containers or named in passing. Walks there and
back through such rooms. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Vestry\n"
        "A narrow, whitewashed room that smells of candle grease and damp wool. A tall press "
        "for the vestments stands against one wall, both its doors hanging open on a row of "
        "surplices gone yellow at the hems. Above it, a window of stained glass shows Saint "
        "Peter with his keys; it is set in the north wall, and the light through it falls in "
        "red and blue lozenges across the flagstones.\n\n"
        "The door into the chancel, to the east, is shut. The other, a low iron-bound door in "
        "the south wall, leads out to the churchyard; it stands ajar, and a draught whistles "
        "through the gap.\n\n"
        "On the vesting table, beside a bent candle snuffer and a prayer book with a broken "
        "spine, lies a silver shilling.",
        R("vestry", "e s", closed="e", coin=True),
        notes="the press's doors are its own, not the room's; the stained-glass window north is "
        "no exit; the chancel door east is shut, the iron-bound door south stands ajar (the "
        "state of each in its own clause); a silver shilling on the table: take coin",
    ),
    item(
        "Kitchen of the Wheatsheaf\n"
        "The inn's kitchen is hot as a forge. A great black range takes up most of the east "
        "wall, its firebox door open on a bed of red coals and its oven door shut on whatever "
        "is roasting inside; a copper hangs above it, steaming gently. Bunches of thyme and "
        "onions dangle from the beams. A spaniel sleeps under the scrubbed deal table with one "
        "eye open for scraps, and the window over the stone sink looks south onto the coaching "
        "road.\n\n"
        "The scullery lies through the arch to the west. The yard door, to the north, is "
        "bolted on this side against the wind.",
        R("kitchen of the wheatsheaf", "w n", closed="n"),
        notes="the range's firebox and oven doors and the copper (a boiler) are distractors; the "
        "window south is no exit; the scullery through the arch west is an exit named by what "
        "lies beyond; the yard door north is bolted on this side (closed): go west, open north",
    ),
    item(
        "Lamp Room\n"
        "You are at the very top of the lighthouse, inside the great lantern. The lens stands "
        "in the middle of the room like a glass beehive taller than a man, and the smell of "
        "paraffin is everywhere. Windows run all the way round: north over the reef, where the "
        "sea breaks white; east to the low line of the mainland; south along the coast to the "
        "harbour lights; and west to nothing but ocean.\n\n"
        "The spiral stair goes down through a hole in the iron floor. There is no other way "
        "out.\n\n"
        "Someone has left a penny on the brass rail that runs round the lens.",
        R("lamp room", "d", coin=True),
        notes="windows name every compass direction and none is an exit; the only way is down the "
        "stair (outside the vocabulary); a penny on the rail: take coin",
    ),
    item(
        "Counting House\n"
        "Three high desks stand in a row under the windows, each with its stool, its inkwell "
        "and its ledger open at a page of sums in guineas and shillings. The clerks have gone "
        "home. A wall clock ticks loudly above a cash box, black-japanned and closed, that sits "
        "on the end of the counter. The windows look north onto the quay, where the masts of "
        "the brigs sway against the evening.\n\n"
        "In the east wall is the strongroom door, a slab of studded iron. It is locked, as it "
        "ought to be at this hour. The street door, to the south, is open.",
        R("counting house", "e s", locked="e"),
        notes="sums in a ledger and a closed cash box whose contents are not given are no coins; "
        "the windows north are no exit; the strongroom door east is locked (no open): go south",
    ),
    item(
        (
            "Orchard\n"
            "Old apple trees lean at every angle, their trunks white with lichen, and the grass "
            "between them is knee high and full of windfalls that the wasps have found first. A "
            "wooden ladder lies in the grass where a picker dropped it. A gate in the west "
            "hedge gives onto the lane; it is shut and tied with twine.\n\n"
            "To the north the cider house stands with its doors thrown open for the pressing.",
            R("orchard", "w n", closed="w", leads={"n": "cider house"}),
        ),
        "north",
        (
            "Cider House\n"
            "The air is thick with the sweet rot of crushed apples. The great press stands in "
            "the middle of the floor, its screw as thick as your leg, and the pomace lies in "
            "brown cakes on the straw around it. Casks line the walls, chalked with dates. A "
            "cat watches you from the top of one of them.\n\n"
            "Among the trodden windfalls on the pressing floor lies a florin, face up.\n\n"
            "The doors to the orchard are south, and there is no other way out.",
            R("cider house", "s", coin=True, leads={"s": "orchard"}),
        ),
        notes="a walk in: the cider house reached from the orchard; a ladder lying in the grass is "
        "no way up; a florin on the pressing floor: take coin",
    ),
    item(
        "Crypt\n"
        "The crypt is low and cold, its vault held up by stubby pillars carved with leaves "
        "that no one has seen in daylight for six hundred years. Along the north side lies the "
        "tomb of a knight in stone armour, his feet on a stone dog, and on his closed eyes the "
        "carver has set two stone coins to pay his passage. The south side is solid rock, "
        "roughly dressed.\n\n"
        "Worn steps climb to the chancel above. A low passage leads west, stooping, toward the "
        "ossuary.",
        R("crypt", "u w"),
        notes="stone coins carved on an effigy are no coin; the north and south sides are no "
        "exits; steps up are outside the vocabulary; the passage west is an exit: go west",
    ),
    item(
        (
            "Gatehouse\n"
            "You stand in the vaulted passage of the gatehouse, where the murder holes look "
            "down on you from the roof. The portcullis to the south has been lowered and "
            "chained; through its bars you can see the drawbridge, and the road beyond it "
            "winding down toward the village. A guardroom door on the east side has been bricked "
            "up.\n\n"
            "To the north, the passage opens into the outer bailey.",
            R("gatehouse", "s n", locked="s", leads={"n": "outer bailey"}),
        ),
        "n",
        (
            "Outer Bailey\n"
            "A wide court of trodden mud and cobbles, open to the sky. Chickens scatter from "
            "under your feet. A well with a winch stands in the middle, and beside it a mounting "
            "block worn hollow by boots. The curtain wall rises on every side, sixty feet of grey "
            "stone.\n\n"
            "The stables are west, their half-doors open. The gatehouse passage is south, and to "
            "the east the smithy's chimney smokes above an open doorway.",
            R(
                "outer bailey",
                "w s e",
                leads={"w": "stables", "s": "gatehouse", "e": "smithy"},
            ),
        ),
        "w",
        (
            "Stables\n"
            "Six stalls, four of them empty. A grey mare in the nearest turns her head to look at "
            "you and goes back to her hay. Harness hangs on pegs along the wall, and a saddle "
            "sits on its stand by a corn bin with its lid shut. Swallows have built under the "
            "rafters.\n\n"
            "The way out is through the half-doors to the east.",
            R("stables", "e", leads={"e": "outer bailey"}),
        ),
        "e",
        (
            "Outer Bailey\n"
            "A wide court of trodden mud and cobbles, open to the sky. Chickens scatter from "
            "under your feet. A well with a winch stands in the middle, and beside it a mounting "
            "block worn hollow by boots. The curtain wall rises on every side, sixty feet of grey "
            "stone.\n\n"
            "The stables are west, their half-doors open. The gatehouse passage is south, and to "
            "the east the smithy's chimney smokes above an open doorway.",
            R(
                "outer bailey",
                "w s e",
                leads={"w": "stables", "s": "gatehouse", "e": "smithy"},
            ),
        ),
        "e",
        (
            "Smithy\n"
            "Heat hits you like a hand. The forge glows under its hood, and the smith's boy "
            "works the bellows without looking up. An anvil squats on its elm block; tongs, "
            "swages and half-made horseshoes litter the bench beside it. A water trough hisses "
            "where a bar has just been quenched.\n\n"
            "Besides the doorway to the bailey, in the west wall, there is a door to the north, "
            "into the coal store. It is shut.",
            R("smithy", "w n", closed="n", leads={"w": "outer bailey"}),
        ),
        notes="a four-turn walk with a loop through the outer bailey; the gatehouse's portcullis "
        "is lowered and chained (locked) and its bricked-up door no exit; in the smithy the "
        "bailey is west (visited, the way first entered) and the coal store door north is shut: "
        "open north",
    ),
    item(
        "Library\n"
        "Books from floor to ceiling on three walls, their gilt spines dulled by a century of "
        "coal smoke. A pair of library steps stands by the fireplace, and a terrestrial globe "
        "on a mahogany stand shows the world as it was before anyone had heard of Australia. "
        "The fourth wall, the east, is nearly all window: a deep bay with a cushioned seat, "
        "looking over the park to the lake.\n\n"
        "Two doors lead out. The oak door in the north wall is shut. The other, iron-bound and "
        "much older than the room, is in the west wall, and it stands open on a dark "
        "passage.",
        R("library", "n w", closed="n"),
        notes="the bay window east is no exit; two doors described across sentences: the oak door "
        "north shut, the other (west) open: open north, go west",
    ),
    item(
        "Dovecote\n"
        "The inside of the round tower is honeycombed from floor to roof with nesting holes, "
        "hundreds of them, and the air is full of soft complaints and the clap of wings. A "
        "potence, a great wooden arm on a post, stands in the middle for the keeper to reach "
        "the high holes by. Light comes down in a shaft from the lantern in the roof.\n\n"
        "The only door is east, and it is open.\n\n"
        "Half buried in the straw and feathers by the potence's foot is a silver sixpence.",
        R("dovecote", "e", coin=True),
        notes="the nesting holes and the lantern in the roof are no ways; the only door east is "
        "open; a sixpence half buried in the straw lies in the room: take coin",
    ),
    item(
        "Clearing in the Beechwood\n"
        "Tall grey beeches stand round the clearing like the pillars of a ruined hall, and "
        "the ground is deep in last year's leaves, copper-coloured and dry. A woodpecker "
        "drums somewhere out of sight. In the middle of the clearing a fallen trunk has grown a "
        "shelf of orange fungus.\n\n"
        "Paths leave the clearing to the north and to the west. South, the way is lost in a "
        "wall of brambles higher than your head, and to the east the ground ends in a sheer drop "
        "to the river, a long way below.",
        R("clearing in the beechwood", "n w"),
        notes="copper-coloured leaves are no coin; brambles higher than your head south and a "
        "sheer drop east are no exits; the paths north and west are: go north or west",
    ),
    item(
        (
            "Mill Yard\n"
            "The mill wheel turns slowly in its race on the north side of the yard, throwing up "
            "a fine spray that glitters in the sun. Sacks of grain wait on a handcart. A goose "
            "stands guard by the pump and hisses at you. The lane runs off to the west between "
            "hawthorn hedges.\n\n"
            "The mill's door, to the east, is open.",
            R("mill yard", "w e", leads={"e": "mill floor"}),
        ),
        "e",
        (
            "Mill Floor\n"
            "The whole building shakes with the rumble of the stones. Flour hangs in the air and "
            "settles on everything, on the hoppers, the chutes, the miller's coat on its nail. A "
            "wooden gear wheel turns overhead with a noise like slow applause.\n\n"
            "The door to the yard is west. In the north wall is a smaller door, to the sack "
            "store, and it is closed.",
            R("mill floor", "w n", closed="n", leads={"w": "mill yard", "n": "sack store"}),
        ),
        "open north",
        ("Opened.", K("opened")),
        "n",
        (
            "Sack Store\n"
            "Sacks of flour are stacked to the rafters in a white, dusty wall, and the floor "
            "between them is a maze of narrow gaps. A rat sits up to look at you and then thinks "
            "better of it. Caught in the seam of a split sack near the door is a silver "
            "penny.\n\n"
            "The door back to the mill floor is south.",
            R("sack store", "s", coin=True, leads={"s": "mill floor"}),
        ),
        notes="a walk into the sack store, its door opened first; 'back' agrees with the history "
        "(the player came in from the south); a silver penny in a split sack's seam is in reach: "
        "take coin",
    ),
    item(
        "Porter's Lodge                              Score: 35    Moves: 212\n\n"
        "Porter's Lodge\n"
        "A snug, panelled box of a room beside the college gate, with a coal fire, a kettle "
        "singing on the hob, and a wall of pigeonholes stuffed with letters for men who have "
        "gone down years ago. A bowler hat hangs on a peg. The porter himself is out; his "
        "newspaper lies folded open at the racing results.\n\n"
        "The main gate, to the north, is locked at this hour. A door to the east leads out into "
        "the front quad, and it is open. The window looks west onto the street, where a "
        "lamplighter is going about his business.",
        R("porter's lodge", "n e", locked="n"),
        notes="an Infocom-like status line above the title does not change the room's name; the "
        "gate north is locked (no open), the door east open, the window west no exit: go east",
    ),
    item(
        "Wine Cellar\n"
        "Racks of dusty bottles line every wall from floor to vault, and casks the size of a "
        "cart lie on their sides beneath them, bunged and chalked. It is cold enough down "
        "here to see your breath. A wooden stair rises to the kitchen above.\n\n"
        "In the east wall an iron grille closes off the older vaults. It is locked, and the lock "
        "is rusted solid.\n\n"
        "At the foot of the stair stands an open crate of straw that once held bottles of port; "
        "in the straw, someone has lost a gold ducat.",
        R("wine cellar", "u e", locked="e", coin=True),
        notes="the stair up is outside the vocabulary; the grille east is locked; a gold ducat in "
        "an open crate of straw (its contents given) is a coin in the room: take coin",
    ),
    item(
        "Bedchamber\n"
        "The state bed takes up half the room, a four-poster hung with green damask that has "
        "faded to the colour of pond water. Against the north wall stands a wardrobe as big as "
        "a cottage, its doors ajar and nothing inside but the smell of camphor. A washstand, a "
        "chamber pot, a prie-dieu. The window is to the south and looks down into the moat, "
        "where a swan is sleeping with its head under its wing.\n\n"
        "A door in the west wall is closed. A second door, to the east, leads into the dressing "
        "room; it has been left open.",
        R("bedchamber", "w e", closed="w"),
        notes="the wardrobe against the north wall and its open doors are no exit; the window "
        "south over the moat is no exit; west closed, east open: open west, go east",
    ),
    item(
        (
            "Church Porch\n"
            "A deep stone porch with benches along both sides, where the parish once did its "
            "business and the bride waited for the groom. Notices flap on a board: a jumble "
            "sale, the times of the services, a reward for a lost spaniel. The church door, to "
            "the north, is studded with iron and stands open. The garden path runs south "
            "between the graves to the lychgate.",
            R("church porch", "n s", leads={"n": "nave of st. oswin's"}),
        ),
        "north",
        (
            "Nave of St. Oswin's\n"
            "Pale light falls through plain glass onto rows of box pews, each with its own "
            "little door and its own brass number. A stone font with a wooden cover stands by "
            "the pillar. High on the wall the royal arms are painted, a lion and a unicorn "
            "squabbling over a crown. The aisle runs up to the chancel step, where a rope has "
            "been drawn across.\n\n"
            "The only way out is the door to the south.",
            R("nave of st. oswin's", "s", leads={"s": "church porch"}),
        ),
        "south",
        (
            "Church Porch\n"
            "A deep stone porch with benches along both sides, where the parish once did its "
            "business and the bride waited for the groom. Notices flap on a board: a jumble "
            "sale, the times of the services, a reward for a lost spaniel. The church door, to "
            "the north, is studded with iron and stands open. The garden path runs south "
            "between the graves to the lychgate.\n"
            "A blackbird scolds from the yew by the gate.",
            R("church porch", "n s", leads={"n": "nave of st. oswin's"}),
        ),
        notes="there and back: the nave (north) visited; the pews' little doors are no exits, "
        "the chancel roped off; a painted crown is no coin; the path south unvisited: go south",
    ),
    item(
        "Scriptorium\n"
        "Sloped desks stand in two rows under tall windows, and on each a page lies half "
        "finished, the ink of a capital still wet and the gold leaf waiting in its book. Quills "
        "bristle from pots. A cat sleeps on a stack of vellum as if it owned the abbey. On the "
        "nearest desk a silver penny serves as a paperweight for a page of the Gospel of "
        "Luke.\n\n"
        "The door to the south, into the cloister, is open. A second door, to the east, leads to "
        "the armarium where the books are kept; that one is shut.",
        R("scriptorium", "s e", closed="e", coin=True),
        notes="gold leaf is no coin; a silver penny used as a paperweight is a coin in the room: "
        "take coin",
    ),
    item(
        "Tannery\n"
        "The stink would stop a horse. Pits of lime and bark liquor are sunk in the floor in "
        "rows, and hides hang over poles like the skins of giants. A tanner's tally is chalked "
        "on a board by the door, so many hides at so many pence. The windows, such as they "
        "are, are holes high up in the north and east walls, and the rain comes in through "
        "both.\n\n"
        "The only way out is the yard gate to the south, and it is shut.",
        R("tannery", "s", closed="s"),
        notes="a tally in pence is no coin; holes high in the north and east walls are windows, "
        "no exits; the only way out, the gate south, is shut: open south",
    ),
    item(
        "Ringing Chamber\n"
        "Eight bell ropes hang through holes in the ceiling, their striped sallies looped up out "
        "of the way on a hook. Boards on the walls record famous peals in gold lettering: five "
        "thousand and forty changes, rung in three hours and nine minutes, 1894. A ladder goes "
        "up through a trapdoor to the bells. The window to the north looks out over the roofs of "
        "the town.\n\n"
        "The door to the west, onto the tower stair, stands open.",
        R("ringing chamber", "u w"),
        notes="the ladder up is outside the vocabulary; the window north is no exit; peals "
        "recorded in gold lettering are no coin: go west",
    ),
    item(
        (
            "Vinery\n"
            "The old vine has been trained along the glass roof for a hundred years, and its "
            "trunk is as thick as a man's waist. Bunches of black grapes hang in the green gloom, "
            "each one bagged in muslin against the wasps. The heating pipes along the floor are "
            "cold. A door at the east end leads on into the next house of the range; the garden "
            "door, to the south, is shut.",
            R("vinery", "e s", closed="s", leads={"e": "peach house"}),
        ),
        "east",
        (
            "Peach House\n"
            "Peach trees are fanned flat against the back wall, their fruit blushing under the "
            "leaves. It is warm and very still. A watering can stands beside a barrow of leaf "
            "mould. The range goes on through the door to the east, and the door to the vinery "
            "is west.",
            R("peach house", "e w", leads={"e": "palm house", "w": "vinery"}),
        ),
        "east",
        (
            "Palm House\n"
            "You are under the dome. Palms lift their fans thirty feet overhead, and a "
            "banana plant has grown right up against the glass and bent over. Water drips "
            "everywhere. In a tank in the middle of the floor, lily pads as wide as cartwheels "
            "float on the warm brown water, and goldfish nose among their stems.\n\n"
            "The door to the peach house is west. A door to the north, into the potting shed, "
            "is shut.",
            R("palm house", "w n", closed="n", leads={"w": "peach house"}),
        ),
        notes="a walk along a glasshouse range: in the palm house west is visited and the way "
        "first entered; the potting shed door north is shut: open north; goldfish are no coins",
    ),
    item(
        "Drawing Room\n"
        "A long, yellow room, all gilt and looking glass, where nobody has drawn the curtains "
        "for a long time. The furniture is under dust sheets, so that the chairs and sofas look "
        "like a herd of ghosts grazing. A harpsichord stands by the fireplace with its lid "
        "down.\n\n"
        "Doors open from here in three directions. The one to the north leads to the hall. The "
        "double doors to the east give onto the dining room. The third, in the west wall, is a "
        "jib door cut into the panelling so that it hardly shows. The double doors are shut; "
        "the other two are not.",
        R("drawing room", "n e w", closed="e"),
        notes="three doors described over four sentences and their states in a later one: the "
        "double doors (east) shut, north and west open: go north, open east, go west",
    ),
]
