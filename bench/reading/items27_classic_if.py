"""classic_if, twenty-seventh round: ordinary rooms of classic games in their several manners
(Infocom, Magnetic Scrolls, Level 9, Scott Adams, TADS 3, Hugo, Adventuron, a ZIL-era status
line), in settings no earlier round used: a woollen mill's carding room, a stonemason's banker
shed, a gasworks' retort house, a cork boiling shed, a pumping station's engine house, a piano
factory (a walk to its felt store and back), a slate quarry's drum house, a silk farm's rearing
house, a rum distillery's molasses store, a radio telescope's receiver cabin, a cable station's
instrument room, a waxworks, a clay pipe works, a goldbeater's, a canal tunnel's mouth, a level
crossing and its keeper's cottage, a velodrome's track centre, a boxing gym (a walk through the
changing room and back), a hedge maze's centre, a cattle market's sale ring. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a piano factory: Action Room n Felt Store (a farthing), e Soundboard Shop ----
ACTION_ROOM = (
    "Action Room\nLong benches hold half-built piano actions, the hammers and dampers lined up "
    "like teeth. A door to the east stands open on the soundboard shop, and the felt store is "
    "through the doorway to the north.",
    R("action room", "e n", leads={"e": "soundboard shop", "n": "felt store"}),
)
FELT_STORE = (
    "Felt Store\nBales of felt are stacked to the rafters, red and green and white, and the room "
    "is as quiet as snow. The only way out is south.\n\nThere is a farthing here.",
    R("felt store", "s", coin=True),
)


# ---- a boxing gym: Gym Floor n Changing Room (door), e Office (locked), w street ----
def gym_floor(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Gym Floor\nHeavy bags hang from the joists in a row, and the ring stands in the middle "
        f"under a single lamp. The changing room door, north, is {state}. The office, east, is "
        "locked; Mick has the key. The street door is west.",
        R("gym floor", "n e w", closed="" if door_open else "n", locked="e"),
    )


CHANGING_ROOM = (
    "Changing Room\nBenches, pegs, a cracked mirror and a smell of liniment. The only door is "
    "south.\n\nThere is a penny under the bench.",
    R("changing room", "s", coin=True),
)

ITEMS = [
    item(
        "Carding Room\nThe carding engines stand in two long rows, their drums furred with grey "
        "wool, and the floor is soft with fluff. A doorway to the north opens onto the mule "
        "floor. A wooden door to the east, which is closed, leads to the scouring shed, and a "
        "narrow stair goes down to the wheel pit.\n\nThere is a copper coin here.",
        R("carding room", "n e d", closed="e", coin=True),
        notes="Infocom-like: a doorway north, a closed wooden door east, a stair down (outside "
        "the vocabulary); a copper coin here: take it",
    ),
    item(
        "Banker Shed\nThis open-fronted shed is where the blocks are dressed. Limestone waits on "
        "the bankers under a haze of dust, and chippings crunch underfoot. The yard lies to the "
        "south. A door in the west wall leads into the tracing house, but it is padlocked, as "
        "the foreman said it would be.\n\nOn one of the bankers, half hidden by a mallet, is a "
        "silver threepence.",
        R("banker shed", "s w", locked="w", coin=True),
        notes="Magnetic Scrolls-like: the yard south, a padlocked door west (locked); a silver "
        "threepence on a banker is a coin lying here: take it",
    ),
    item(
        "You are in the retort house, a long hall of brick arches black with soot. A brass plate "
        "on the furnace reads COKE 2d THE BUSHEL. Exits are north, east and west.\nWhat now?",
        R("retort house", "n e w"),
        notes="Level 9-like one paragraph: 'You are in the retort house' names the room; a price "
        "on a plate is no coin; the first room: any exit",
    ),
    item(
        "I'm in a cork boiling shed. Obvious exits: SOUTH, WEST.\nI can also see: IRON TONGS, "
        "STACK OF BARK, *SPANISH DOUBLOON*\n\nTELL ME WHAT TO DO?",
        R("cork boiling shed", "s w", coin=True),
        notes="Scott Adams's manner: 'I'm in a cork boiling shed' names the room (the article "
        "dropped); the starred doubloon is a coin here: take it",
    ),
    item(
        "Engine House\nTwo beam engines, each as tall as a chapel, rest with their great iron "
        "arms level, and the smell of hot oil still hangs in the air. A spiral stair winds up to "
        "the beam floor.\n\nObvious exits lead up, west to the boiler house, and south.",
        R("engine house", "u w s", leads={"w": "boiler house"}),
        notes="TADS 3's exit lister: up (outside the vocabulary), west and south; no coin; the "
        "first room: go west or south",
    ),
    item(
        ACTION_ROOM,
        "north",
        FELT_STORE,
        "take coin",
        ("Taken. It smells faintly of camphor.", K("took")),
        "south",
        ACTION_ROOM,
        notes="a walk to the felt store (a farthing taken) and back: north is visited, the east "
        "door stands open on the soundboard shop, not yet seen: go east",
    ),
    item(
        "Drum House\nThe winding drum fills the little house, its brake lever chained off. A "
        "window in the south wall looks down the incline to the pit, far below. The only door is "
        "to the north, and it stands ajar.",
        R("drum house", "n"),
        notes="a window south is no exit; the only door, north, stands ajar (open): go north",
    ),
    item(
        "Rearing House\nTrays of silkworms are stacked to the roof on bamboo racks, and the air "
        "is full of a sound like soft rain, which is the worms eating. Paper screens close off "
        "the north end; there is no door behind them. The only way out is the sliding door to "
        "the west, which is shut.",
        R("rearing house", "w", closed="w"),
        notes="paper screens with no door behind them are no exit north; the only way out is a "
        "sliding door west, shut (closed): open it",
    ),
    item(
        "Molasses Store\nThe floor is sticky and the air sweet enough to make your teeth ache. "
        "Iron vats line the east wall. A passage leads north to the fermenting house; the yard "
        "door, to the south, is on the latch.\n\nA gold doubloon lies in a puddle of molasses.",
        R("molasses store", "n s", closed="s", coin=True),
        notes="a door 'on the latch' is closed (the sixth round's call); vats along the east "
        "wall are no exit; a gold doubloon lies here: take it",
    ),
    item(
        "Receiver Cabin\nRacks of humming receivers, a desk drowned in chart paper, and a kettle. "
        "The window looks west across the dish, huge and white against the sky. The cabin door, "
        "south, opens onto the gantry, and a hatch in the ceiling gives onto the feed platform.",
        R("receiver cabin", "s u"),
        notes="a window west is no exit; the cabin door south (its state not given: open) and a "
        "hatch up (outside the vocabulary): go south",
    ),
    item(
        "Instrument Room\nGalvanometers sit under glass domes along a teak bench, their needles "
        "at rest. A door leads east to the battery room, and another leads north to the cable "
        "hut.\n\nAlso here is a tin marked PETTY CASH (closed).",
        R("instrument room", "e n", leads={"e": "battery room", "n": "cable hut"}),
        notes="Hugo-like 'Also here is': a closed petty cash tin whose contents are not given "
        "is no coin; two doors whose state is not given (open): go east or north",
    ),
    item(
        "Hall of Kings\nWax monarchs glare at you from behind a red rope, their robes gone "
        "slightly moth-eaten. An archway to the west leads to the Chamber of Horrors. The way "
        "out, past the ticket desk, is east.\n\nThere is a penny here.",
        R("hall of kings", "w e", coin=True),
        notes="a waxworks: an archway west and the way out east; 'There is a penny here.': take it",
    ),
    item(
        "Kiln Room                                          Score: 10     Moves: 34\n\nKiln Room\n"
        "The bottle kiln's mouth is bricked up for a firing, and the heat beats out of it like a "
        "hand against your face. A passage runs north to the rolling room, and steps lead down "
        "to the clay cellar.\n\nThere is a clay pipe here.",
        R("kiln room", "n d"),
        notes="a ZIL-era status line above the heading; the kiln's bricked-up mouth is no way; "
        "north and down (outside the vocabulary); a clay pipe is no coin: go north",
    ),
    item(
        "Beating Room\nBooks of gold leaf lie stacked beside the marble block, each leaf thinner "
        "than a breath. The door to the east is shut. To the north is an open doorway.\n\nA "
        "shilling lies by the block, dropped by someone in a hurry.",
        R("beating room", "e n", closed="e", coin=True),
        notes="a goldbeater's: gold leaf is no coin, the shilling by the block is; the east door "
        "shut (closed), a doorway north: take the coin",
    ),
    item(
        "Tunnel Mouth\nThe canal vanishes into the hill beneath a brick arch. There is no towpath "
        "inside: the boats were legged through, and without one you are going nowhere that way. "
        "The towpath runs south along the cutting, and a path leads west to the leggers' hut.",
        R("tunnel mouth", "s w"),
        notes="the tunnel (water, no towpath, no boat) is no exit and is given no direction; "
        "the towpath south and a path west: the first room, any exit",
    ),
    item(
        (
            "Level Crossing\nThe road runs north over the line between white gates, which stand "
            "open for the traffic, and south toward the village. The keeper's cottage is to the "
            "west.",
            R("level crossing", "n s w", leads={"w": "keeper's cottage"}),
        ),
        "west",
        (
            "Keeper's Cottage\nA kettle on the range, a lever frame by the window, and a framed "
            "rule book over the mantel. The back door, north, is bolted on this side. The front "
            "door is east.\n\nThere is a sixpence here.",
            R("keeper's cottage", "n e", closed="n", coin=True),
        ),
        notes="after a move west: the front door east leads back to the crossing (visited, "
        "initial); the back door 'bolted on this side' is closed; a sixpence here: take it",
    ),
    item(
        "TRACK CENTRE\nThe banked boards rise all round you like the sides of a bowl. A tunnel "
        "under the track leads south to the riders' cabins.\n\nExits : south, west\n\nYou notice "
        ": a spare wheel, a stopwatch, a coin",
        R("track centre", "s w", coin=True),
        notes="Adventuron-like: 'Exits : south, west' and 'You notice :' listing a coin: take it",
    ),
    item(
        gym_floor(),
        "open north",
        ("Opened.", K("opened")),
        "north",
        CHANGING_ROOM,
        "get penny",
        ("Taken. It is warm from the radiator.", K("took")),
        "south",
        gym_floor(door_open=True),
        notes="a walk through the changing room (its door opened, a penny taken) and back: "
        "north is visited, the office east is locked, the street door west is not yet tried: "
        "go west",
    ),
    item(
        "Maze Centre\nA stone sundial stands at the heart of the maze, its gnomon green with "
        "moss. Gaps in the yew lead north and west; on every other side the hedge is solid.\n\nA "
        "penny lies on the sundial's step.",
        R("maze centre", "n w", coin=True),
        notes="gaps north and west, solid hedge elsewhere (no exit); a penny on the step: take it",
    ),
    item(
        "Sale Ring\nTiered benches rise around a ring of sawdust, and the auctioneer's box looks "
        "down from the east side. The drovers' gate, west, is chained and padlocked. The way out "
        "to the pens is north, and a passage south leads to the cafe.",
        R("sale ring", "w n s", locked="w"),
        notes="the auctioneer's box on the east side is no exit; the drovers' gate west is "
        "chained and padlocked (locked); the first room: go north or south",
    ),
]
