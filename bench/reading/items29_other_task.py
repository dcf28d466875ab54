"""other_task, twenty-ninth round: goals that are not the coin, set in this round's places and told
in new ways (`unknown_task`, 15 items, six with a coin in the room, five with a walk): a night
operator's shift card ("Trunk calls connected: 0 of 5"), a record to cue before the news ends (a
dime on the desk), "Towels folded: 0/12" in a hammam, "Leaf weighed: 0 of 20 kg" on a tea estate
(a copper coin by the scale), stockfish bales to count before the Lübeck ship sails, a claim to
stake at the recorder's office before five (after a move), eider down from three nests (a silver
penny in the grass), the table for an ancestral rite, rose beds to water before noon, the
TextWorldExpress tidy-up (a coin in the backyard), its sorting game with 3 coins among the things
on a shelf, a MUD quest for a lost yak added after a move (a coin in the snow), a wedding cake to
carry to the hall (after a move), "Rooms swept: 1/6" before midnight at New Year (after a move),
a marigold path for the Day of the Dead; and five coin games told in new ways (an answer): the
lucky coin that rolled off the plate when the vasilopita was cut, a bride's missing silver
sixpence, an 8-bit loading screen "FIND THE GOLD DOUBLE EAGLE AND TAKE IT.", a fortune teller's
last card before a move, a saga's grandmother's hidden coin "whoever found it should keep it".
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"
TWX_TIDY = (
    "Your task is to pick up objects, then place them in their usual locations in the environment."
)
TWX_SORT = (
    "Your task is to sort objects by quantity.  First, place the object with the smallest "
    "quantity in the box.  Then, place the objects with the next smallest quantity in the box, "
    "and repeat until all objects have been placed in the box."
)

ITEMS = [
    # ---- other tasks: unknown_task ----
    item(
        "SHIFT CARD - NIGHT OPERATOR\nTrunk calls connected: 0 of 5\n\nSwitchroom\nThe "
        "lamps on the long board are lit in three places at once. The rest room is north and "
        "the supervisor's office south.",
        R("switchroom", "n s"),
        expect=UNKNOWN,
        notes="the shift's task is connecting calls, not a coin: another task",
    ),
    item(
        "You have ninety seconds to cue the record before the news ends. Don't let the "
        "station go silent.\n\nStudio C\nA turntable, a stack of records in paper sleeves, and "
        "a microphone on a boom. The control room is east. There is a dime on the desk.",
        R("studio c", "e", coin=True),
        expect=UNKNOWN,
        notes="the goal is cueing a record; the dime on the desk is a coin in the room, but "
        "not the goal: another task",
    ),
    item(
        "Towels folded: 0/12\n\nCamekan\nClean towels lie in a heap on the marble bench, and "
        "the fountain plays in the middle of the hall. The warm room is north, and the street "
        "door, south, stands open.",
        R("camekan", "n s"),
        expect=UNKNOWN,
        notes="a tally of towels to fold: another task",
    ),
    item(
        "[Task] Leaf weighed: 0 of 20 kg. The factory clerk wants the morning's plucking on "
        "the scale before eight.\n\nWeighing Shed\n   A great iron scale hangs from a beam. A "
        "copper coin lies by the scale's foot.\n[Exits: east]",
        R("weighing shed", "e", coin=True),
        expect=UNKNOWN,
        notes="weighing leaf is the task; the copper coin by the scale is in the room, not the "
        "goal: another task",
    ),
    item(
        "The Lübeck ship sails at dawn, and the skipper will want to know how many bales of "
        "stockfish are going aboard. Count them before he comes.\n\nYou are in the fish shed. "
        "Bales of stockfish are stacked to the roof.\nExits: East\nWhat do you want to do now?",
        R("fish shed", "e"),
        expect=UNKNOWN,
        notes="counting bales is the goal: another task",
    ),
    item(
        (
            "GOAL: Stake your claim at the recorder's office before it closes at five.\n\n"
            "Front Street\nMud to the ankles, false-fronted saloons, and a dog asleep in the "
            "middle of it all. The recorder's office is north.",
            R("front street", "n", leads={"n": "recorder's office"}),
        ),
        "north",
        (
            "Recorder's Office\nA counter, a clerk in sleeve garters, and a map of the creeks "
            "covered in pins. The street is south.",
            R("recorder's office", "s", leads={"s": "front street"}),
        ),
        expect=UNKNOWN,
        notes="staking a claim is the goal, set before the walk: another task",
    ),
    item(
        "Gather eider down from the nests on the holm before the birds leave. Nests gathered: "
        "0/3.\n\nHolm\nA low green island in the fjord, loud with eider ducks. The causeway "
        "runs east to the shore. A silver penny lies in the grass by the first nest.",
        R("holm", "e", coin=True),
        expect=UNKNOWN,
        notes="gathering down is the goal; a silver penny in the grass is in the room but not "
        "the goal: another task",
    ),
    item(
        "Tonight is the rite for Grandfather. Set out the seven dishes on the offering table "
        "in their proper places.\n\nYou are in the daecheong, the wooden hall. The offering "
        "table stands before the folding screen. The madang is south, and the kitchen is "
        "west.",
        R("daecheong", "s w"),
        expect=UNKNOWN,
        notes="setting out the rite's dishes is the goal: another task",
    ),
    item(
        "Water the rose beds before the heat of noon; the gardener will not be back until "
        "evening.\n\nYou are in the garden court. Gravel paths run beside the water channels "
        "to gates on the north and east sides.",
        R("garden court", "n e"),
        expect=UNKNOWN,
        notes="watering is the goal: another task",
    ),
    item(
        f"{TWX_TIDY}\n\nYou are in the backyard. In one part of the room you see a barbeque. "
        "There is also a workbench that has a dirty grey towel on it. You also see a coin. "
        "\nTo the North you see the kitchen. ",
        R("backyard", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up: putting things in their places is the goal, even "
        "with a coin in the room: another task",
    ),
    item(
        f"{TWX_SORT}\n\nYou are in the laundry room. In one part of the room you see a work "
        "table that has 14 clothes pegs, 3 coins, and 9 sponges on it. There is also a box, "
        "that is empty. \n",
        R("laundry room", "", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's sorting game: the coins are one of the things to sort by "
        "quantity, not the goal: another task",
    ),
    item(
        (
            "Yak Pasture\n   The grass is short and brown, and prayer flags snap on a cairn. "
            "A herder's boy is crying by the wall.\nA silver coin lies half hidden in the snow "
            "by the cairn.\n[Exits: north west]",
            R("yak pasture", "n w", coin=True),
        ),
        "talk to boy",
        (
            "The boy wipes his nose. 'Dorje has run off. She's my best yak. Please find her "
            "before the snow comes.'\n[Quest accepted: The Lost Yak]",
            K("none"),
        ),
        expect=UNKNOWN,
        notes="a quest for a lost yak, accepted after a talk: another task, even with the "
        "silver coin in the snow",
    ),
    item(
        (
            "Carry the wedding cake from the bakery to the village hall without dropping it. "
            "Cake: intact.\n\nYou are in the bakery. The cake sits on the counter, three tiers "
            "high. The street door is north.",
            R("bakery", "n"),
        ),
        "n",
        (
            "You are in the high street. Bunting is strung between the lamp posts. The village "
            "hall is east, and the bakery south.",
            R("high street", "e s"),
        ),
        expect=UNKNOWN,
        notes="carrying a cake is the goal, set before a move: another task",
    ),
    item(
        (
            "It is New Year's Eve. Sweep every room in the house before midnight, then hide "
            "the broom. Rooms swept: 1/6.\n\nYou are in the front room. The door to the "
            "courtyard is south.",
            R("front room", "s"),
        ),
        "s",
        (
            "You are in the courtyard. Red paper couplets are pasted on either side of the "
            "gate to the east. The kitchen is west, and the front room north.",
            R("courtyard", "e w n"),
        ),
        expect=UNKNOWN,
        notes="sweeping before midnight is the goal, after a move: another task",
    ),
    item(
        "Lay a path of marigolds from the gate to the altar, so the dead can find their way "
        "home. Marigolds laid: 0/12.\n\nYou are in the courtyard. The altar is against the "
        "north wall, under the photographs. The gate is south.",
        R("courtyard", "s"),
        expect=UNKNOWN,
        notes="laying a marigold path is the goal (the altar is no exit): another task",
    ),
    # ---- coin games told in new ways: an answer ----
    item(
        "Kali Chronia! When Yiayia cut the vasilopita at midnight, the lucky coin rolled off "
        "the plate and away under the furniture. Whoever finds the coin and picks it up will "
        "have the luck of the whole year.\n\nYou are in the dining room. Plates, crumbs, "
        "paper hats. The kitchen is east, and the hall is south.",
        R("dining room", "e s"),
        notes="the goal is finding the lucky coin and picking it up: the coin task; it is not "
        "here: go east or south",
    ),
    item(
        "Something old, something new, something borrowed, something blue, and a silver "
        "sixpence in her shoe. But the sixpence has gone missing! Find it and pick it up "
        "before the bride comes down.\n\nYou are on the landing. A silver sixpence lies on the "
        "carpet outside the bride's door. The stairs go down, and the bathroom is west.",
        R("landing", "d w", coin=True),
        notes="finding and picking up the sixpence is the coin task; it lies on the carpet: "
        "take it",
    ),
    item(
        "KLONDIKE KATE\n(C) 1984\nFIND THE GOLD DOUBLE EAGLE AND TAKE IT.\n\nYOU ARE IN A "
        "MINER'S CABIN. A STOVE, A BUNK, A PAIR OF BOOTS. EXITS: NORTH, EAST.\n>",
        R("miner's cabin", "n e"),
        notes="an 8-bit loading screen whose goal is the double eagle, a gold coin, found and "
        "taken: the coin task; none here: go north or east",
    ),
    item(
        (
            "Madame Zora turns over the last card. 'A coin waits for you in this house,' she "
            "says. 'Find it, take it, and your luck will turn.'\n\nParlour\nVelvet curtains, a "
            "crystal ball, a cat on the mantel. The hall is west.",
            R("parlour", "w", leads={"w": "hall"}),
        ),
        "west",
        (
            "Hall\nA hallstand, a barometer, and a long strip of carpet. The parlour is east, "
            "and the stair goes up. A door north leads to the kitchen.",
            R("hall", "e n u", leads={"e": "parlour", "n": "kitchen"}),
        ),
        notes="the fortune teller's goal is the coin, found and taken: the coin task; after "
        "the move the kitchen north is unexplored: go north",
    ),
    item(
        "It is told that Gudrun's grandmother hid one silver coin somewhere on the farm, and "
        "said that whoever found it should keep it.\n\nGudrun was in the storehouse.\nChests "
        "stood against the turf walls, and a silver coin lay on the lid of the nearest. The "
        "door was to the south.",
        R("storehouse", "s", coin=True),
        notes="finding the hidden coin and keeping it is the coin task; it lies on a chest "
        "lid: take it",
    ),
]
