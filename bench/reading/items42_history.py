"""history, forty-second round (emphasis: paraphrase): 2-8 turn walks (many returning to a room) on
three small symmetric tree maps, each printed in its own way of saying the same things: map A, a
local radio station whose rooms name each way by where it leads ("The studio is north, through the
ON AIR door (shut). The newsroom is east. The street door is west; it's locked after six."; "The ON
AIR door is shut.", "You open the ON AIR door as quietly as you can.", "The street door's locked.
They lock it after six.", "You pocket the five fils."); map B, a mountain sanatorium in a formal
passive voice ("DAY ROOM.", "Exits are provided to the north and to the east. The door to the west
has been locked by order of Matron.", "A twenty-rappen coin has been dropped beneath the couch.";
"The door is closed. It must be opened before passage is possible.", "The door has been opened.",
"Passage to the west is not permitted.", "The coin has been taken.", "No exit has been provided in
that direction."); map C, a circus's winter quarters in a homemade game's lists ("LOCATION: Ring
Barn", "WAYS OUT: north (door: shut), east, west (door: locked)", "ITEMS HERE: a top hat, a
10-groszy coin"; "BLOCKED: the door is shut.", "OK: door opened.", "BLOCKED: that door is locked.",
"OK: you took the coin.", "BLOCKED: no way out that way."). Coins taken, doors refused, opened and
walked through, locked doors refused, refusals left in an earlier room, an eight-turn walk; moves
spelled `n`, `e`, `s`, `w`, `north`, `east`, `south`, `west`, `go north`, `go east`, `go south`, `go
west`, `walk east`, `head south`, `move south`, `move east`, `go to the south`, `open north`, `open
south`, `open door`, `take coin`, `get coin`. The walks are printed from one map each by functions,
so a room reads the same on every visit; where two walks end in the same room in the same state, the
last text carries an event of that turn. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, the radio station: Reception n Studio (the ON AIR door, shut at first), e Newsroom,
# w the street door (locked); Studio w Record Library (the coin); Newsroom n Kitchenette.


def a_reception(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "Reception\nSofas, a water cooler and a signed photo of a DJ nobody remembers. The studio "
        f"is north, through the ON AIR door ({state}). The newsroom is east. The street door is "
        "west; it's locked after six.",
        R(
            "reception",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "studio", "e": "newsroom"},
        ),
    )


A_STUDIO = (
    "Studio\nTwo microphones on arms, a desk of faders and a clock with a red second hand. "
    "Reception is south, through the ON AIR door (open). The record library is west, through an "
    "archway.",
    R("studio", "s w", leads={"s": "reception", "w": "record library"}),
)
A_STUDIO_SHUT = (
    A_STUDIO[0].replace("(open)", "(shut)"),
    R("studio", "s w", closed="s", leads={"s": "reception", "w": "record library"}),
)


def a_library(coin: bool = True) -> tuple:
    text = (
        "Record Library\nShelves of vinyl from floor to ceiling, in no order at all. The studio "
        "is east."
    )
    if coin:
        text += " On the floor by the shelves there's a five-fils coin."
    return (text, R("record library", "e", coin=coin, leads={"e": "studio"}))


A_NEWSROOM = (
    "Newsroom\nThree desks, three dead monitors and a police scanner muttering to itself. "
    "Reception is west. The kitchenette is north.",
    R("newsroom", "w n", leads={"w": "reception", "n": "kitchenette"}),
)
A_KITCHENETTE = (
    "Kitchenette\nA kettle, a fridge covered in rota sheets, a sink full of mugs. The newsroom is "
    "south, and that's the only way out.",
    R("kitchenette", "s", leads={"s": "newsroom"}),
)
A_SHUT = ("The ON AIR door is shut.", K("refused", "closed"))
A_OPEN = ("You open the ON AIR door as quietly as you can.", K("opened"))
A_LOCKED = ("The street door's locked. They lock it after six.", K("refused", "locked"))
A_TOOK = ("You pocket the five fils.", K("took"))

# ---- map B, the sanatorium: Day Room n Solarium, e Corridor, w a door locked by order of
# Matron; Solarium w Linen Room; Corridor s Treatment Room (a door kept closed; the coin).

B_DAY = (
    "DAY ROOM.\nWicker chairs are arranged before the tall windows, and the patients' rugs have "
    "been folded. Exits are provided to the north and to the east. The door to the west has been "
    "locked by order of Matron.",
    R("day room", "n e w", locked="w"),
)
B_SOLARIUM = (
    "SOLARIUM.\nThe glass roof admits what sun there is, and the palms have been watered. Exits "
    "are provided to the south and to the west.",
    R("solarium", "s w"),
)
B_LINEN = (
    "LINEN ROOM.\nSheets have been stacked to the ceiling and smell of starch. An exit is "
    "provided to the east only.",
    R("linen room", "e"),
)


def b_corridor(door_open: bool = False) -> tuple:
    state = "has been opened" if door_open else "is kept closed"
    return (
        "CORRIDOR.\nThe linoleum has been polished to a shine. The day room is reached by the exit "
        f"to the west. The door to the south, which leads to the treatment room, {state}.",
        R(
            "corridor",
            "w s",
            closed="" if door_open else "s",
            leads={"w": "day room", "s": "treatment room"},
        ),
    )


def b_treatment(coin: bool = True) -> tuple:
    text = (
        "TREATMENT ROOM.\nAn enamel couch, a cabinet of instruments and a lamp have been arranged "
        "beneath the window. The door to the north stands open."
    )
    if coin:
        text += " A twenty-rappen coin has been dropped beneath the couch."
    return (text, R("treatment room", "n", coin=coin))


B_SHUT = (
    "The door is closed. It must be opened before passage is possible.",
    K("refused", "closed"),
)
B_OPEN = ("The door has been opened.", K("opened"))
B_LOCKED = (
    "Passage to the west is not permitted. The door has been locked by order of Matron.",
    K("refused", "locked"),
)
B_TOOK = ("The coin has been taken.", K("took"))
B_NONE = ("No exit has been provided in that direction.", K("refused"))

# ---- map C, the circus's winter quarters: Ring Barn n Costume Store (a door, shut at first; the
# coin), e Elephant House, w a locked door; Elephant House n Hay Barn; Hay Barn e Wagon Shed.


def c_ring(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "LOCATION: Ring Barn\nA practice ring of sawdust under bare bulbs.\nWAYS OUT: north "
        f"(door: {state}), east, west (door: locked)\nITEMS HERE: a rake, a bucket",
        R("ring barn", "n e w", closed="" if door_open else "n", locked="w"),
    )


def c_costume(coin: bool = True) -> tuple:
    items = "a top hat, a 10-groszy coin" if coin else "a top hat"
    return (
        "LOCATION: Costume Store\nRails of spangled costumes under dust sheets.\nWAYS OUT: south "
        f"(door: open)\nITEMS HERE: {items}",
        R("costume store", "s", coin=coin),
    )


C_ELEPHANT = (
    "LOCATION: Elephant House\nThe elephants have gone south for the winter; only the smell "
    "stays.\nWAYS OUT: west, north\nITEMS HERE: nothing",
    R("elephant house", "w n"),
)
C_HAY = (
    "LOCATION: Hay Barn\nBales stacked to the rafters.\nWAYS OUT: south, east\nITEMS HERE: a "
    "pitchfork",
    R("hay barn", "s e"),
)
C_WAGON = (
    "LOCATION: Wagon Shed\nPainted wagons with their shafts in the air.\nWAYS OUT: west\nITEMS "
    "HERE: nothing",
    R("wagon shed", "w"),
)
C_SHUT = ("BLOCKED: the door is shut.", K("refused", "closed"))
C_OPEN = ("OK: door opened.", K("opened"))
C_LOCKED = ("BLOCKED: that door is locked.", K("refused", "locked"))
C_TOOK = ("OK: you took the coin.", K("took"))
C_NONE = ("BLOCKED: no way out that way.", K("refused"))

ITEMS = [
    # ---- map A
    item(
        a_reception(),
        "e",
        A_NEWSROOM,
        "n",
        A_KITCHENETTE,
        "s",
        also(A_NEWSROOM, "The police scanner crackles: a cat stuck up a tree on Mill Lane."),
        notes="radio station: a return to the newsroom; west and north both visited "
        "(all_visited), the way back west",
    ),
    item(
        a_reception(),
        "n",
        A_SHUT,
        "open north",
        A_OPEN,
        "n",
        A_STUDIO,
        "w",
        a_library(),
        notes="radio station: the ON AIR door refused, opened by direction, walked through; the "
        "five-fils coin in the record library",
    ),
    item(
        a_reception(),
        "east",
        A_NEWSROOM,
        "west",
        a_reception(),
        "open north",
        A_OPEN,
        "north",
        A_STUDIO,
        "west",
        a_library(),
        "take coin",
        A_TOOK,
        notes="radio station: a return to reception, the door opened, the coin taken "
        "('You pocket the five fils.'); the way back east",
    ),
    item(
        a_reception(),
        "w",
        A_LOCKED,
        "e",
        A_NEWSROOM,
        "n",
        A_KITCHENETTE,
        notes="radio station: the locked street door refused in reception, the refusal left "
        "behind; in the kitchenette the only way is back south",
    ),
    item(
        A_KITCHENETTE,
        "south",
        A_NEWSROOM,
        "west",
        a_reception(),
        "open north",
        A_OPEN,
        "north",
        A_STUDIO,
        "west",
        a_library(),
        "get coin",
        A_TOOK,
        "east",
        A_STUDIO,
        notes="radio station walk begun in the kitchenette (seven turns): the coin taken, a "
        "return to the studio; both its ways visited, the way back south",
    ),
    item(
        A_STUDIO_SHUT,
        "s",
        A_SHUT,
        "open south",
        A_OPEN,
        notes="radio station walk begun in the studio with the ON AIR door shut: refused, then "
        "opened from this side (south): cleared; both ways unvisited",
    ),
    item(
        a_reception(),
        "go east",
        A_NEWSROOM,
        "go north",
        A_KITCHENETTE,
        "go south",
        A_NEWSROOM,
        "go west",
        a_reception(),
        "open north",
        A_OPEN,
        "go north",
        A_STUDIO,
        "go west",
        also(a_library(), "Somebody left a record on the turntable; it has run out and hisses."),
        notes="radio station (eight turns): returns to the newsroom and reception, then the coin "
        "in the record library",
    ),
    # ---- map B
    item(
        B_DAY,
        "n",
        B_SOLARIUM,
        "s",
        also(B_DAY, "The tea trolley has been wheeled past."),
        notes="sanatorium: a return to the day room (the first room: no way back); north "
        "visited, east unvisited, the west door locked",
    ),
    item(
        B_DAY,
        "walk east",
        b_corridor(),
        "head south",
        B_SHUT,
        "open south",
        B_OPEN,
        "head south",
        b_treatment(),
        notes="sanatorium: the treatment room door refused ('is kept closed'), opened, walked "
        "through; 'A twenty-rappen coin has been dropped beneath the couch.' (a coin)",
    ),
    item(
        B_DAY,
        "w",
        B_LOCKED,
        "n",
        B_SOLARIUM,
        "n",
        B_NONE,
        "w",
        B_LINEN,
        notes="sanatorium: the locked west door refused in the day room and a move north refused "
        "in the solarium ('No exit has been provided in that direction.'), both left behind; in "
        "the linen room the only exit is the way back east",
    ),
    item(
        B_LINEN,
        "east",
        B_SOLARIUM,
        "south",
        B_DAY,
        "east",
        b_corridor(),
        "open south",
        B_OPEN,
        "south",
        b_treatment(),
        "take coin",
        B_TOOK,
        notes="sanatorium walk begun in the linen room (six turns): the coin taken ('The coin "
        "has been taken.'); the way back north",
    ),
    item(
        B_DAY,
        "e",
        b_corridor(),
        "w",
        B_DAY,
        "n",
        B_SOLARIUM,
        "w",
        B_LINEN,
        "e",
        B_SOLARIUM,
        notes="sanatorium: returns to the day room and the solarium; the solarium's ways both "
        "visited (all_visited), the way back south",
    ),
    item(
        B_SOLARIUM,
        "move south",
        B_DAY,
        "move east",
        b_corridor(),
        "move south",
        B_SHUT,
        notes="sanatorium walk begun in the solarium: the treatment room door refused; west the "
        "way back, open south",
    ),
    item(
        B_DAY,
        "east",
        b_corridor(),
        "open door",
        ("The door has been opened.", K("opened", "s")),
        "south",
        b_treatment(),
        "take coin",
        B_TOOK,
        "north",
        b_corridor(True),
        "west",
        B_DAY,
        "north",
        B_SOLARIUM,
        "west",
        also(B_LINEN, "The gong for luncheon has been sounded."),
        notes="sanatorium (eight turns): `open door` opens the only closed door (south); the coin "
        "taken; returns to the corridor and the day room; in the linen room the way back east",
    ),
    # ---- map C
    item(
        c_ring(),
        "n",
        C_SHUT,
        "open north",
        C_OPEN,
        notes="winter quarters: the costume store door refused, then opened: cleared; the "
        "locked west door stays",
    ),
    item(
        c_ring(),
        "open north",
        C_OPEN,
        "go north",
        c_costume(),
        "take coin",
        C_TOOK,
        notes="winter quarters: the door opened, the 10-groszy coin taken; in the costume store "
        "the way back south",
    ),
    item(
        c_ring(),
        "east",
        C_ELEPHANT,
        "north",
        C_HAY,
        "east",
        C_WAGON,
        "west",
        C_HAY,
        notes="winter quarters: a return to the hay barn; both its ways visited (all_visited), "
        "the way back south; the elephants 'gone south for the winter' are no way",
    ),
    item(
        C_WAGON,
        "go west",
        C_HAY,
        "go to the south",
        C_ELEPHANT,
        "go west",
        c_ring(),
        "go west",
        C_LOCKED,
        notes="winter quarters walk begun in the wagon shed: the locked west door of the ring "
        "barn refused; east the way it was entered; the shut door north (open north)",
    ),
    item(
        c_ring(),
        "e",
        C_ELEPHANT,
        "n",
        C_HAY,
        "s",
        C_ELEPHANT,
        "w",
        c_ring(),
        "open north",
        C_OPEN,
        "n",
        c_costume(),
        notes="winter quarters (six turns): returns to the elephant house and the ring barn; the "
        "coin in the costume store",
    ),
    item(
        c_ring(),
        "e",
        C_ELEPHANT,
        "e",
        C_NONE,
        "w",
        c_ring(),
        notes="winter quarters: a refusal left behind in the elephant house; back in the ring "
        "barn (the first room) east visited, the shut door north (open north)",
    ),
]
