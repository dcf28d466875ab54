"""prose, twenty-ninth round: eight walks (1-6 turns) on a Korean hanok in plain second person
present (the madang with the anbang's paper door north "slid shut", the kitchen west, a low gate
south to the sarangbang and the main gate east "barred on this side with a heavy beam"; the anbang
with "A brass coin with a square hole lies on the floor by the chest."; the sarangbang with a
sliding door east to the jar terrace, where the hillside drops away to the south): "The paper
door is slid shut.", "You slide the paper door open.", "The gate is barred. You would have to
lift the beam first.", "You slide the door open and step back to let the sun in.", "You pick up
the coin and turn it over", loops back to the madang and the sarangbang; and twelve single rooms
in registers and settings the earlier rounds did not use: a speakeasy's back room in the first
person past (a door "bolted on the far side", a buffalo nickel), an Antarctic hut's diary ("Found a
shilling under the stove - haven't picked it up yet"), a children's game ("You are Lena"), Eleni in
a taverna's storeroom in the third person present, a letter the player writes from a canal house's
attic (only a locked door and the stair: no action), a Persian garden court whose channels are no
ways, an Inca way-station whose keeper "has no use for coins", Ana in a fado house after closing in
the third person past, a shotgun house with a wheat penny, a banya, a chapel carved from salt
beside a roped-off tunnel, a bell foundry's casting pit as a stop on an audio walk. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the hanok: Madang n Anbang (paper door, shut at first), w Kitchen, s Sarangbang,
# e main gate (barred on this side: closed); Sarangbang e Jar Terrace (sliding door, shut).


def madang(anbang_open: bool = False, event: str = "") -> tuple:
    door = "stands slid open" if anbang_open else "is slid shut"
    tail = f" {event}" if event else ""
    return (
        "You are in the madang, the swept-earth courtyard at the heart of the house. "
        "Persimmons hang drying on strings under the eaves.\nNorth, the paper door of the "
        f"anbang {door}; west is the kitchen; a low gate south leads to the sarangbang. The "
        "main gate, east, is barred on this side with a heavy beam." + tail,
        R(
            "madang",
            "n w s e",
            closed="e" if anbang_open else "n e",
            leads={"n": "anbang", "w": "kitchen", "s": "sarangbang"},
        ),
    )


def anbang(coin: bool = True) -> tuple:
    line = " A brass coin with a square hole lies on the floor by the chest." if coin else ""
    return (
        "You are in the anbang.\nThe oiled paper floor is warm from the flues beneath it, and "
        "a lacquered chest inlaid with mother-of-pearl stands against the wall. The paper door "
        "south opens onto the madang." + line,
        R("anbang", "s", coin=coin, leads={"s": "madang"}),
    )


def kitchen() -> tuple:
    return (
        "You are in the kitchen.\nIron cauldrons sit over the fire holes, and the smoke that "
        "warms the anbang's floor starts its journey here. The only way out is the doorway "
        "east.",
        R("kitchen", "e"),
    )


def sarangbang(opened: bool = False) -> tuple:
    state = "stands open" if opened else "is shut"
    return (
        "You are in the sarangbang, the master's rooms.\nA writing table, a brush stand and a "
        "folding screen painted with cranes. The madang is north, through the low gate. A "
        f"sliding door to the east {state}; beyond it is the jar terrace.",
        R(
            "sarangbang",
            "n e",
            closed="" if opened else "e",
            leads={"n": "madang", "e": "jar terrace"},
        ),
    )


def terrace() -> tuple:
    return (
        "You are on the jar terrace.\nRows of great brown crocks of soy and pepper paste stand "
        "in the sun. A low wall runs round the terrace, and beyond it, to the south, the "
        "hillside drops away steeply. The sliding door west leads into the sarangbang.",
        R("jar terrace", "w", leads={"w": "sarangbang"}),
    )


PAPER_SHUT = ("The paper door is slid shut.", K("refused", "closed"))
SLIDE = ("You slide the paper door open.", K("opened"))
SLIDE_EAST = ("You slide the door open and step back to let the sun in.", K("opened", "e"))
PICK = (
    "You pick up the coin and turn it over: four characters run round the square hole.",
    K("took"),
)

ITEMS = [
    # ---- walks on the hanok ----
    item(
        madang(),
        "n",
        PAPER_SHUT,
        "open north",
        SLIDE,
        "n",
        anbang(),
        notes="the paper door refused as shut, slid open and walked through; a brass coin with "
        "a square hole lies in the anbang: take it",
    ),
    item(
        madang(),
        "west",
        kitchen(),
        notes="'The only way out is the doorway east': the kitchen's one exit leads back to the "
        "madang (visited, initial): go east",
    ),
    item(
        madang(),
        "s",
        sarangbang(),
        notes="through the low gate into the sarangbang: north visited and initial, the sliding "
        "door east shut: open east",
    ),
    item(
        madang(),
        "s",
        sarangbang(),
        "open door",
        SLIDE_EAST,
        "e",
        terrace(),
        "s",
        (
            "You lean over the wall. It is a long way down, and you stay where you are.",
            K("refused"),
        ),
        notes="the hillside south is a drop, no exit: refused; the terrace's only exit, west, "
        "leads back: go west",
    ),
    item(
        madang(),
        "e",
        ("The gate is barred. You would have to lift the beam first.", K("refused", "closed")),
        notes="the main gate 'barred on this side' is closed (the player can lift the beam), "
        "and the move is refused: open east stays among the actions, with open north, go west "
        "and go south",
    ),
    item(
        madang(),
        "n",
        PAPER_SHUT,
        "open north",
        SLIDE,
        "n",
        anbang(),
        "take coin",
        PICK,
        "s",
        madang(anbang_open=True),
        notes="back in the madang with the anbang's door slid open (visited); west and south "
        "are unexplored, the gate closed: go west, go south or open east",
    ),
    item(
        madang(),
        "w",
        kitchen(),
        "e",
        madang(event="A magpie lands on the wall and chatters at you."),
        notes="a loop back from the kitchen (west, visited); the magpie is an event of the "
        "turn: open north, go south or open east",
    ),
    item(
        madang(),
        "s",
        sarangbang(),
        "open door",
        SLIDE_EAST,
        "e",
        terrace(),
        "w",
        sarangbang(opened=True),
        notes="back in the sarangbang with its sliding door open: both ways visited, north the "
        "way it was first entered: go north",
    ),
    # ---- single rooms ----
    item(
        "I was in the back room. Card tables, a haze of cigar smoke, a piano with a cracked "
        "key. Moretti's barbershop was through the panel to the west, and the panel was "
        "standing open; the alley door to the north was bolted on the far side. Somebody had "
        "dropped a buffalo nickel under the piano.",
        R("back room", "w n", locked="n", coin=True),
        notes="first person past: the back room; a door 'bolted on the far side' is locked; a "
        "buffalo nickel under the piano is a coin: take it",
    ),
    item(
        "14 June. In the galley all day, the only warm place in the hut. The door east to the "
        "stables is shut, and drift has packed against the window on the north side. The "
        "wardroom is through the blanket curtain to the west. Found a shilling under the stove "
        "- haven't picked it up yet, my fingers are too cold.",
        R("galley", "e w", closed="e", coin=True),
        notes="a diary: the galley; the shilling found but not yet picked up still lies there: "
        "take it; a curtain is no door, the window no exit",
    ),
    item(
        "You are Lena, and you are in the kitchen. It is Grandma's kitchen, so it smells of "
        "cake. There is a door to the garden on the east side and it is open. The door to the "
        "hall is on the north side, but it is shut because of the dog. There is a 20p coin "
        "under the table!",
        R("kitchen", "e n", closed="n", coin=True),
        notes="a children's game: the kitchen; a 20p coin under the table: take it",
    ),
    item(
        "Eleni is in the storeroom. Through the wall she can hear the taverna filling up. "
        "Strings of garlic hang from the beams over sacks of rice and lentils. The door to the "
        "kitchen, south, is open; the yard door, east, is locked, as it always is after the "
        "delivery.",
        R("storeroom", "s e", locked="e"),
        notes="third person present: the storeroom; the yard door east locked: go south",
    ),
    item(
        "You dip your pen and write: 'Dear Anneke, I am in the attic, under the hoist beam. The "
        "stair comes up through a hole in the floor, and the only door, the one to the front "
        "loft on the north side, is locked. There is nothing up here but dust and your "
        "grandfather's sea chest.'",
        R("attic", "n d", locked="n"),
        notes="a letter the player writes (the ninth round's form): the attic; the only door "
        "north is locked and the stair leads down, outside the vocabulary: no action",
    ),
    item(
        "You are in the garden court. Four water channels run out from the central pool, and "
        "gravel paths beside them lead to gates on the north, east and west sides. The south "
        "side is the palace wall, with no door in it.",
        R("garden court", "n e w"),
        notes="the paths lead north, east and west; the channels are water; the south wall has "
        "no door: three exits, no coin",
    ),
    item(
        "You are in the tambo, a stone way-station on the royal road. The road comes in "
        "through a gateway on the north side and leaves through another on the south. The "
        "keeper has no use for coins: there are none here, only knotted cords hanging from a "
        "peg.",
        R("tambo", "n s"),
        notes="'there are none here': no coin; the road's two gateways are exits north and south",
    ),
    item(
        "Ana stood in the fado house after closing. The chairs were up on the tables and the "
        "guitars were back in their cases. The street door, north, was locked; the kitchen "
        "door, east, was propped open with a chair. A five-escudo coin lay on the singer's "
        "stool.",
        R("fado house", "n e", locked="n", coin=True),
        notes="third person past: the fado house; a five-escudo coin on the stool: take it",
    ),
    item(
        "You're in the front room. It's a shotgun house, one room behind another. The front "
        "door, south, opens onto the porch, and the doorway north leads into the middle room. "
        "There's a wheat penny on the windowsill, bright as the day it was minted.",
        R("front room", "s n", coin=True),
        notes="a wheat penny on the sill is a coin lying in the room: take it",
    ),
    item(
        "You are in the banya. Birch switches soak in a bucket, and felt hats hang on pegs by "
        "the door. The door to the steam room, north, is shut to keep the heat in. The door to "
        "the garden, west, is open.",
        R("banya", "n w", closed="n"),
        notes="the steam room door 'shut to keep the heat in' is closed (not locked): open "
        "north or go west",
    ),
    item(
        "You are in the salt chapel. Everything here - floor, altar, the chandeliers - has "
        "been carved out of grey-green salt. A gallery leads off to the north. The tunnel to "
        "the east is roped off, with a sign: RESTORATION WORKS, NO ENTRY.",
        R("salt chapel", "n"),
        notes="a roped-off tunnel (the third round's roped-off stair) is no exit: go north",
    ),
    item(
        "Stop 4 of the audio walk. You are standing in the casting pit. Here the bells were "
        "cast in moulds of clay and horse dung, buried up to their shoulders in sand. Steps "
        "lead up to the moulding floor, and the door in the west wall, which is open, goes out "
        "to the yard.",
        R("casting pit", "u w"),
        notes="an audio walk: the casting pit; the steps up are outside the vocabulary; the "
        "open door west: go west",
    ),
]
