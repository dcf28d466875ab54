"""prose, sixteenth round: plain literary prose of several paragraphs, in the second person
present, the first person past, the third person past and present, with the exits spread
through the scenery and named by what lies beyond ("the pattern shop lay to the west, through an
archway hung with sacking"), doors described across sentences and their states given later,
things with doors of their own (a stove, a safe, a dryer, a dovecote), windows and views that
name every direction, coins in passing (a penny among geranium pots, a sixpence under the
staging, a silver coin in a rain-filled font, a dime beside a cold coffee) and words that name
none (coin-operated washers, bell metal, a landlord's rent book). Walks along a towpath, through
a village school and across a village green. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def schoolyard() -> tuple:
    return (
        "Nell is in the schoolyard. The bell has gone and the yard is empty: a skipping "
        "rope left in a tangle, a lost mitten on the drain, the hopscotch squares chalked "
        "crooked on the asphalt. Sparrows are working through the crumbs under the bench.\n\n"
        "The school porch is north, its door open. The gate onto the road, to the west, is "
        "shut, and the caretaker has padlocked it for the night.",
        R("schoolyard", "n w", locked="w", leads={"n": "cloakroom"}),
    )


def cloakroom(coin: bool) -> tuple:
    penny = (
        " A penny has fallen out of somebody's coat pocket onto the floor under the pegs."
        if coin
        else ""
    )
    return (
        "Nell is in the cloakroom. Coats hang on pegs under painted names, DORIS, ALBERT, "
        "WINIFRED, and a smell of wet wool and plimsolls fills the narrow room. A row of "
        f"wellingtons stands under the bench like soldiers.{penny}\n\n"
        "The porch is south. Through the door to the east, which is ajar, she can hear the "
        "schoolroom clock.",
        R("cloakroom", "s e", coin=coin, leads={"s": "schoolyard", "e": "schoolroom"}),
    )


def village_green(line: str = "") -> tuple:
    return (
        "You are on the village green. Geese patrol the grass, and the maypole stands bare "
        "in the middle waiting for May. The pond on the west side is green with weed and "
        "beyond it there is nothing but the long blank wall of the squire's park.\n\n"
        "The smithy is east of the green, its doors wide and the ring of the hammer coming out "
        "of them. North, through the lychgate, lies the churchyard."
        + (f"\n\n{line}" if line else ""),
        R("village green", "e n", leads={"e": "smithy", "n": "churchyard"}),
    )


def smithy(coin: bool) -> tuple:
    farthing = " On the beak of the anvil lies a farthing the smith has forgotten." if coin else ""
    return (
        "You are in the smithy. The forge roars when the bellows blow and sulks when they "
        "stop. Horseshoes hang from nails in sizes from pony to shire, and the floor is "
        f"black with the scale of a thousand heats.{farthing}\n\n"
        "The doors to the green are west; there is no other way out.",
        R("smithy", "w", coin=coin, leads={"w": "village green"}),
    )


def churchyard() -> tuple:
    return (
        "You are in the churchyard. Lichened headstones lean at every angle in the long "
        "grass, and a yew as old as the church spreads its dark arms over the path. A "
        "sundial on the porch wall says it is later than you think.\n\n"
        "The lychgate to the green is south. The church door, in the porch to the west, is a "
        "great slab of oak with iron strapwork.",
        R("churchyard", "s w", leads={"s": "village green"}),
    )


ITEMS = [
    item(
        "You are in the kitchen, and it is not yet light. The range ticks as it warms, its "
        "oven door shut on the first loaves, and the cat has taken the place nearest the "
        "fender as her right. A clock on the dresser says ten past five in a voice like a "
        "dripping tap.\n\n"
        "Two doors. The one to the yard, east, is open, and a hen has wandered in to see "
        "what's doing. The other, to the dairy on the north side, is shut.\n\n"
        "There's a penny on the windowsill, among the geranium pots.",
        R("kitchen", "e n", closed="n", coin=True),
        notes="the range's oven door is no exit; two doors, their states in the sentences that "
        "follow: east open, north shut; a penny on the inside sill among the pots: take coin",
    ),
    item(
        "Tomas stood in the foundry and let his eyes get used to the dark. The great bell "
        "hung in its cradle above the casting pit, still rough from the mould, a dull brown "
        "that would not shine until the finishers had been at it. Ingots of bell metal were "
        "stacked by the furnace. The founder's accounts lay open on a high desk, column after "
        "column of pounds and shillings.\n\n"
        "A door to the south led out to the yard; it stood open, and the light came in "
        "through it in a long, dusty wedge. To the west, through an archway hung with "
        "sacking, lay the pattern shop.",
        R("foundry", "s w"),
        notes="a third-person past narrator names the foundry; bell metal and accounts in "
        "shillings are no coins; the south door open and the archway west hung with sacking "
        "(no door): go south or west",
    ),
    item(
        "I was in the greenhouse when the storm broke. The rain came down on the glass so "
        "hard that I could not hear myself think, and the whole place went green and "
        "underwater-dark. The tomato plants shivered on their strings. Through the panes I "
        "could see the house to the north, every window lit, and to the east the elms "
        "threshing in the wind.\n\n"
        "There was only the one door, to the west, and I had propped it open with a brick "
        "for the air.\n\n"
        "Under the staging, among the broken pots and the coils of hosepipe, there was a "
        "sixpence. I had not picked it up yet.",
        R("greenhouse", "w", coin=True),
        notes="first person past; the house seen through the glass north and the elms east are "
        "views, not exits; the one door west propped open; a sixpence under the staging, not "
        "yet picked up: take coin",
    ),
    item(
        (
            "You are on the towpath. The canal lies flat and brown beside you, a moorhen "
            "ticking across it toward the far bank, and a narrowboat painted with roses is tied "
            "up under the willows, its cabin doors closed and a curl of smoke coming from its "
            "chimney.\n\n"
            "The towpath runs east and west along the water. On the north side a gate in the "
            "hawthorn hedge opens into the lock-keeper's garden.",
            R("towpath", "e w n", leads={"n": "lock-keeper's garden"}),
        ),
        "north",
        (
            "You are in the lock-keeper's garden, among rows of runner beans and a bed of "
            "dahlias as big as dinner plates. Beehives stand in a row along the hedge. The "
            "cottage is east, and its door is locked; nobody is home. The gate you came "
            "through is south. A path goes on west between the currant bushes to the "
            "orchard.",
            R(
                "lock-keeper's garden",
                "e s w",
                locked="e",
                leads={"s": "towpath", "w": "orchard"},
            ),
        ),
        notes="the narrowboat's cabin doors are the boat's, not the towpath's; in the garden the "
        "gate south is visited and the way first entered, the cottage door east locked: go "
        "west",
    ),
    item(
        "You are in the tower room, at the top of the house, where the wind never stops. "
        "Windows on every side: north over the moor to the line of the hills; east down the "
        "valley where the river shines between the alders; south over the roofs of the "
        "village; and west to the reservoir and the dam. A brass telescope stands on its "
        "tripod, pointing north, as if someone had been watching for something that never "
        "came.\n\n"
        "A sofa, a chest of drawers, a rag rug. The door is in the south wall, beside the "
        "south window, and it opens on the stair.",
        R("tower room", "s"),
        notes="windows name every direction and are no exits; the telescope's bearing is no "
        "way; the door in the south wall is the only exit: go south",
    ),
    item(
        "You're in the laundry room. It's down in the basement of the duplex, where the pipes run "
        "across the ceiling and knock when somebody upstairs runs a bath. Two washers and a "
        "dryer stand against the wall, coin-operated, a quarter a load; the dryer's door is "
        "hanging open and there's a single sock inside. The change machine by the door has a "
        "handwritten sign taped to it: EMPTY, SORRY.\n\n"
        "The door to the parking lot is west, propped open with a cinder block. The stairwell "
        "door, north, has a sign too: FIRE DOOR, KEEP CLOSED. It is closed.",
        R("laundry room", "w n", closed="n"),
        notes="coin-operated machines, a price of a quarter and an empty change machine are no "
        "coins; the dryer's door is its own; west propped open, the fire door north closed: go "
        "west, open north",
    ),
    item(
        schoolyard(),
        "north",
        cloakroom(True),
        "take penny",
        ("Nell picks up the penny and puts it in her pinafore pocket.", K("took")),
        "east",
        (
            "Nell is in the schoolroom. The desks are in rows, the inkwells filled, the "
            "blackboard wiped clean except for the date in the corner. The big clock over the "
            "door says twenty past four. A map of the world hangs by the window, which looks "
            "out south over the yard.\n\n"
            "The cloakroom is back through the door to the west. A door in the north wall, to "
            "the headmaster's study, is locked.",
            R(
                "schoolroom",
                "w n",
                locked="n",
                leads={"w": "cloakroom", "n": "headmaster's study"},
            ),
        ),
        notes="a third-person walk: the penny taken in the cloakroom; in the schoolroom the "
        "window south is no exit, the study door north locked, the cloakroom west visited: go "
        "back west, the way first entered",
    ),
    item(
        "You are in the corridor. It runs the length of the hospital's east wing, and the "
        "wing has gone quiet for the night. The linoleum shines under the lamps. A trolley of "
        "clean linen stands against "
        "the wall, and a cupboard marked POISONS, locked, hangs beside a fire bucket full of "
        "sand.\n\n"
        "There are doors on both sides and at either end. At the north end, the swing doors "
        "to Ward Six are propped back for the night nurse. The door at the south end, to the "
        "stair, is closed. Of the side doors, the one on the west, to the sluice room, is "
        "open; the one on the east side, to the dispensary, is locked.",
        R("corridor", "n s w e", closed="s", locked="e"),
        notes="the locked POISONS cupboard is a thing; four doors, each with its state given "
        "in the sentence about it: north propped back, south closed, west open, east locked: go "
        "north, open south, go west",
    ),
    item(
        "You are in the walled garden. The walls are old brick, warm to the hand, with "
        "peaches and pears trained flat against them, and the beds inside are box-edged and "
        "weeded to within an inch of their lives. A dovecote on a pole stands by the path, its "
        "little doors all shut; the doves are out.\n\n"
        "The kitchen garden is east, beyond a green door in the wall, which is locked. To the "
        "south, where a length of the wall came down in the great frost and was never "
        "rebuilt, you can step through the gap into the orchard. The house is north, up three "
        "steps and through the garden door, which is open.",
        R("walled garden", "e s n", locked="e"),
        notes="the dovecote's little doors are its own; exits named by what lies beyond: the "
        "kitchen garden east (locked), the orchard south through a gap in a fallen wall, the "
        "house north through an open door: go south or north",
    ),
    item(
        "You are in the ruined chapel. The roof fell in a hundred years ago and the rooks "
        "have the place now; they go up in a black, complaining cloud at every sound. Ivy has "
        "taken the walls. The east window is an empty frame of stone with the sky in it, too "
        "high to climb to. By the door the old font still stands, its bowl full of rainwater, "
        "and at the bottom of the water, clear as day, lies a silver coin.\n\n"
        "The doorway is in the west wall. It has no door any more, only the hinges.",
        R("ruined chapel", "w", coin=True),
        notes="the east window too high to climb to is no exit; a doorway whose door is gone is "
        "an open exit; a silver coin in the font's rainwater is within reach: take coin",
    ),
    item(
        "Ruth is in the apple loft, over the stable. The apples lie in rows on slatted "
        "shelves, not touching, so the rot can't spread from one to the next, and the smell "
        "of them is thick and sweet. Light comes in through a round window in the north "
        "gable, far too small for anything but a cat. A farthing lies on the slats among the "
        "russets, where somebody's pocket emptied itself.\n\n"
        "The only way down is the ladder through the trapdoor.",
        R("apple loft", "d", coin=True),
        notes="third person present; the round window north is no exit; the only way is down "
        "the ladder (outside the vocabulary); a farthing on the slats: take coin",
    ),
    item(
        "You are in the cellar, and the candle is guttering. It is a small cellar, and even "
        "this light reaches all four walls: a rack of bottles, the hoops of a barrel, a shovel "
        "leaning against a heap of coal, and the drip of water somewhere behind the rack. The "
        "cellar door, in the east wall, is shut; the draught under it makes the flame "
        "lean.\n\n"
        "In the north wall the coal chute comes down from the street, but there is no going "
        "up it.",
        R("cellar", "e", closed="e"),
        notes="a dim cellar whose four walls the candle shows: the door east is shut; the coal "
        "chute north is no way: open east",
    ),
    item(
        village_green(),
        "east",
        smithy(True),
        "take coin",
        ("You pocket the farthing. The smith doesn't notice.", K("took")),
        "west",
        village_green(),
        "north",
        churchyard(),
        "west",
        (
            "The church door is locked; it is a weekday, and the vicar keeps the key.",
            K("refused", door="locked"),
        ),
        notes="a five-turn walk with a loop over the green: the farthing taken in the smithy; "
        "the church door west, its state not given in the room, turns out locked; the lychgate "
        "south is visited and the way first entered: go south",
    ),
    item(
        "You're in the diner. It's out on Route 9, and it's three in the morning. The coffee's "
        "been on "
        "the hot plate since midnight and tastes like it. A jukebox glows in the corner, "
        "unplugged. The pie case on the counter has one slice of lemon meringue left, under a "
        "plastic dome. Out the big front window you can see the highway running north and "
        "south, and the lights of one truck, far off.\n\n"
        "The front door's east, under the OPEN sign. The kitchen is through the door behind "
        "the counter, to the west; it's propped open with a milk crate.\n\n"
        "Somebody left a dime on the counter next to a cold cup of coffee.",
        R("diner", "e w", coin=True),
        notes="the highway seen through the window is a view, no exit; a dime left on the "
        "counter is a coin in the room: take coin",
    ),
    item(
        "Arthur stood in the back office and listened. The street door, to the south, was "
        "shut. The wine merchant's office was as the clerk had "
        "described it: a roll-top desk, a copying press, a calendar from a shipping agent, a "
        "safe in the corner with its door shut and its brass dial gleaming. Rent books were "
        "stacked on the windowsill. The window looked west into the alley.\n\n"
        "A second door, in the north wall, led through to the shop. It was open a crack, and "
        "he could hear the clock ticking on the other side.",
        R("back office", "s n", closed="s"),
        notes="third person past; the street door south is shut (closed); the safe's "
        "door is its own; rent books are no coins; the window west is no exit; the shop door "
        "north open a crack: go north, open south",
    ),
    item(
        "You are in the galley. Pans swing on their hooks with the roll of the ship, and "
        "the stove is bolted to the deck with a rail round the top to keep the pots on it. It "
        "is hot and smells of onions and tar. Forward, which on this ship is north, a door "
        "leads to the crew's mess; it is latched open against the roll. Aft, the door to the "
        "store room is shut and dogged.\n\n"
        "The cook has gone on deck.",
        R("galley", "n s", closed="s"),
        notes="forward mapped by the text to north; aft is then south, the hatch there shut and "
        "dogged (closed, the sixth round's 'dogged shut'): go north, open south",
    ),
    item(
        "You are in the keeper's room. It is at the foot of the lighthouse, and the storm has "
        "been going for two days; the whole tower hums with it. Oilskins hang dripping by the "
        "stove; a logbook lies open on the table at today's date, with nothing written in it "
        "but the wind's direction, NNW, and the word GALE underlined twice.\n\n"
        "The door to the outside is west, and it is bolted on this side against the sea. A "
        "second door, east, opens on the stores. The iron stair goes up to the lamp.",
        R("keeper's room", "w e u", closed="w"),
        notes="the wind's direction in a logbook is no exit; the outer door west bolted on this "
        "side (closed), the stores door east (state not given) open, the stair up outside the "
        "vocabulary: open west, go east",
    ),
    item(
        (
            "You are in the lane. It is sunk between banks so high that the hedges meet "
            "overhead, and the light down here is green and dim even at noon. Foxgloves grow "
            "out of the banks. The lane goes on north toward the farm, and to the east a "
            "field gate opens into the stackyard.",
            R("lane", "n e", leads={"e": "stackyard"}),
        ),
        "east",
        (
            "You are in the stackyard. Ricks of hay stand in a row on their staddle stones, "
            "thatched against the weather and combed down neat as a girl's hair. A threshing "
            "machine sits under a tarpaulin. The field gate to the lane is west; the barn is "
            "north, its big doors shut.",
            R("stackyard", "w n", closed="n", leads={"w": "lane", "n": "barn"}),
        ),
        "open north",
        ("You heave the barn doors open.", K("opened")),
        "north",
        (
            "You are in the barn, in the warm dusk under the roof. Swallows go in and out over "
            "your head. Sacks, a winnowing fan, a cart with one wheel off. On a ledge by the "
            "doors, where the carter keeps his pipe, lies a half-crown.\n\n"
            "The doors to the stackyard, south, stand open. There is no other way out.",
            R("barn", "s", coin=True, leads={"s": "stackyard"}),
        ),
        notes="a walk through a field gate and the barn doors opened first; a half-crown on a "
        "ledge by the doors: take coin",
    ),
    item(
        "You are in the drying room, the hottest room in the tannery. Hides hang from poles "
        "in rows, so close together that you have to push between them like between the coats "
        "in a wardrobe, and the air is hot and stinking from the stove. There are two ways out "
        "of here, and you can only just see them between the hides: one door is south, to the "
        "yard, and the other, which you can see only when the hides swing, is east. The "
        "southern one is bolted on the far side. The other is open.",
        R("drying room", "s e", locked="s"),
        notes="two doors, their states in the last two sentences: the south door bolted on the "
        "far side (locked), the east one open: go east",
    ),
    item(
        "You're in the study. This is where the old colonel wrote his memoirs, when Fernleigh "
        "was still his, and never finished them. A stuffed pike looks glassily out of its case "
        "over the "
        "fireplace. The desk holds a blotter, an inkstand, a brass letter scale with its "
        "little weights, and a cigar box that turns out, when you lift the lid, to hold "
        "nothing but a smell of cigars. The bay window looks south over the lawn to the "
        "ha-ha.\n\n"
        "The only door is west, and it is shut.",
        R("study", "w", closed="w"),
        notes="the cigar box opened is empty; the bay window south is no exit; the only door "
        "west is shut: open west",
    ),
]
