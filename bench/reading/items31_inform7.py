"""inform7, thirty-first round: Inform 7's default output in places no earlier round visited.
Five walks (1-3 turns) on a Havana cigar factory (Rolling Floor, where the lector reads the
paper aloud, with the leaf store north, the humidor room door east, closed at first, and the
street door west "locked until the end of the shift"; Leaf Store with "On the sorting table are a
bundle of wrapper leaves and a twenty-centavo coin."; Humidor Room with "a cigar box (closed)"):
"(first opening the humidor room door)" and the humidor room, "You can't, since the street door
is locked.", "You open the humidor room door.", "Taken.", "You open the cigar box, revealing a
silver peso." (the room read again with a coin in it). Single rooms and short walks: a florist's
workroom (a silver florin), a sumo stable's "Chanko Kitchen (on the low stool)" with a back door
"bolted on this side", a bonsai potting shed ("a training pot (in which are some grit and a copper
coin)"), a Georgian banquet hall (the cellar door locked, "the host keeps the key"; an unlock), a
car wash's cashier's booth ("a change machine (closed)" and a dime), an opal cutter's room with
a bead curtain, a drive-in ticket booth under a status line with the time (a window on the
highway; a refusal), a momo kitchen ("a steamer basket (in which are three dumplings and a
ten-paisa coin)", a door "tied shut with a cord"), a ceilidh house whose two doors are "on the
latch" and "bolted on this side", a kitchen yard through "(first opening the back door)" (a yen
coin), an opal field's noodling heap ("You can go north or west.", a small opal), a carnival
float's deck reached only by a ladder ("a paper crown and a fifty-centavo coin"). What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The cigar factory: Rolling Floor n Leaf Store (a twenty-centavo coin), e Humidor Room (door,
# closed at first), w street door (locked; never passed).
def floor(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Rolling Floor\nLong benches run the length of the room, and at each bench a roller "
        "cuts wrapper leaves with a curved blade. From a platform at the far end the lector "
        "reads the morning paper aloud. The leaf store is north of here. The humidor room door "
        f"is east of here. It is {state}. The street door, west, is locked until the end of the "
        "shift.\n\nYou can see a spittoon and a bundle of cedar strips here.",
        R(
            "rolling floor",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "leaf store", "e": "humidor room"},
        ),
    )


def leaf_store(coin: bool = True) -> tuple:
    table = (
        "On the sorting table are a bundle of wrapper leaves and a twenty-centavo coin."
        if coin
        else "On the sorting table is a bundle of wrapper leaves."
    )
    return (
        "Leaf Store\nBales of tobacco leaf are stacked to the beams, each sewn into sacking and "
        f"stencilled with the name of its farm. The rolling floor is south.\n\n{table}",
        R("leaf store", "s", coin=coin, leads={"s": "rolling floor"}),
    )


HUMIDOR = (
    "Humidor Room\nCedar shelves from floor to ceiling, and on them boxes of finished cigars "
    "resting before they are shipped. It is very quiet in here. The way out is west.\n\nYou "
    "can see a hygrometer and a cigar box (closed) here."
)


def humidor(implicit: bool = False) -> tuple:
    first = "(first opening the humidor room door)\n\n" if implicit else ""
    return (first + HUMIDOR, R("humidor room", "w", leads={"w": "rolling floor"}))


OPENED = ("You open the humidor room door.", K("opened"))
TAKEN = ("Taken.", K("took"))

TICKET_BOOTH = (
    "Ticket Booth                                                      9:40 pm\n\nTicket "
    "Booth\nA window faces the highway to the east, and the headlights go by without "
    "slowing. The booth's door, west, is shut.\n\nOn the counter is a roll of tickets.",
    R("ticket booth", "w", closed="w"),
)

BANQUET_HALL = (
    "Banquet Hall\nThe table runs the length of the hall and is already covered with dishes: "
    "bread, cheese, walnuts, herbs in bunches. The kitchen is south. The cellar door, east, is "
    "locked; the host keeps the key.\n\nYou can see a drinking horn, a clay jug (closed) and a "
    "plate of khachapuri here.",
    R("banquet hall", "s e", locked="e"),
)

CHANKO_KITCHEN = (
    "Chanko Kitchen (on the low stool)\nA pot the size of a cartwheel simmers on a gas ring, "
    "full of chicken, tofu and cabbage. The practice room is east. The back door, north, is "
    "bolted on this side.\n\nYou can see a ladle and a rice cooker (closed) here.",
    R("chanko kitchen", "e n", closed="n"),
)

ITEMS = [
    # ---- walks on the cigar factory ----
    item(
        floor(),
        "north",
        leaf_store(),
        notes="north into the leaf store, whose sorting table holds a twenty-centavo coin (a "
        "coin): take it",
    ),
    item(
        floor(),
        "east",
        humidor(implicit=True),
        notes="Inform's implicit open, then the humidor room: the move went through; its one "
        "way west is back to the rolling floor; the closed cigar box is no door",
    ),
    item(
        floor(),
        "west",
        ("You can't, since the street door is locked.", K("refused", "locked")),
        notes="the street door refused as locked: no open; the leaf store north and the closed "
        "humidor room door east remain",
    ),
    item(
        floor(),
        "north",
        leaf_store(),
        "take coin",
        TAKEN,
        "south",
        also(floor(), "The lector turns the page and starts on the baseball scores."),
        notes="a loop: the coin taken in the leaf store and the rolling floor seen again (the "
        "lector's line an event of the turn): north visited, the humidor room door still "
        "closed: open east",
    ),
    item(
        floor(),
        "open east",
        OPENED,
        "east",
        humidor(),
        "west",
        floor(door_open=True),
        notes="the humidor room door opened, the humidor room seen and left: east visited, "
        "the leaf store north not yet: go north",
    ),
    # ---- single rooms and short walks ----
    item(
        "Florist's Workroom\nSpools of ribbon hang on a rail, and the bench is littered with cut "
        "stems. The shop is south. The cold room door, east, is shut.\n\nYou can see a bucket "
        "of peonies, a stem stripper and a silver florin here.",
        R("florist's workroom", "s e", closed="e", coin=True),
        notes="a silver florin in Inform's list is a coin; the cold room door east is shut "
        "(closed)",
    ),
    item(
        CHANKO_KITCHEN[0],
        CHANKO_KITCHEN[1],
        notes="Inform's heading with the player's place names the chanko kitchen; a door "
        "bolted on this side is closed (the player can draw the bolt); the closed rice cooker "
        "is no door",
    ),
    item(
        "Potting Shed\nTrays of grit, coils of aluminium wire and a row of tiny pots, each with "
        "a tree no taller than your hand. The greenhouse is north of here. You can also go "
        "east, into the yard.\n\nOn the bench is a training pot (in which are some grit and a "
        "copper coin).",
        R("potting shed", "n e", coin=True),
        notes="a copper coin listed in a training pot whose contents are given is a coin in "
        "the room",
    ),
    item(
        BANQUET_HALL[0],
        BANQUET_HALL[1],
        notes="a Georgian feast's hall: the cellar door east is locked (no open); the closed "
        "clay jug is no door: go south",
    ),
    item(
        "Cashier's Booth\nA stool, a till, and a window onto the wash bay, where the brushes "
        "hang still. The door to the forecourt is west of here.\n\nYou can see a change machine "
        "(closed), a roll of receipts and a dime here.",
        R("cashier's booth", "w", coin=True),
        notes="a car wash's booth: the dime is a coin; the closed change machine holds no coin "
        "a person can see",
    ),
    item(
        "Cutting Room\nA grinding wheel sits in a tray of water, and on the bench lie the dop "
        "sticks and a loupe. The only way out is north, through the bead curtain.\n\nYou can "
        "see a tin (closed) and a lump of potch here.",
        R("cutting room", "n"),
        notes="an opal cutter's room: a bead curtain is no door, so north is an open exit; "
        "potch (colourless opal) and a closed tin are no coins",
    ),
    item(
        TICKET_BOOTH[0],
        TICKET_BOOTH[1],
        notes="a status line with the time above the heading; the window east on the highway "
        "is no exit; the booth's door west is shut (closed): open west",
    ),
    item(
        "Momo Kitchen\nSteam rolls off the bamboo baskets stacked on the stove. The dining room "
        "is east. The door to the yard, north, is tied shut with a cord.\n\nOn the stove is a "
        "steamer basket (in which are three dumplings and a ten-paisa coin).",
        R("momo kitchen", "e n", closed="n", coin=True),
        notes="a ten-paisa coin listed in an open steamer basket is a coin; a door tied shut "
        "with a cord is closed",
    ),
    item(
        "Ceilidh House\nA peat fire, a fiddle on a nail, chairs pushed back against the walls "
        "for the dancing. The door to the road, south, is on the latch. The back door to the "
        "byre, north, is bolted on this side.\n\nYou can see a bodhran and a box of candles "
        "here.",
        R("ceilidh house", "s n", closed="s n"),
        notes="a door on the latch and a door bolted on this side are both closed (not "
        "locked): open either",
    ),
    item(
        TICKET_BOOTH,
        "east",
        (
            "The highway is on the other side of the glass, and the glass doesn't open.",
            K("refused"),
        ),
        notes="a move at the window refused: refused(east) (the window was never an exit); "
        "the shut door west remains",
    ),
    item(
        CHANKO_KITCHEN,
        "north",
        (
            "(first opening the back door)\n\nKitchen Yard\nRice sacks under a tin roof, and a "
            "tap dripping into a bucket. The back door is south of here.\n\nYou can see a sack "
            "of rice and a yen coin here.",
            R("kitchen yard", "s", coin=True),
        ),
        notes="Inform's implicit open of the bolted back door, then the kitchen yard: the move "
        "went through; a yen coin is a coin: take it",
    ),
    item(
        BANQUET_HALL,
        "unlock east with iron key",
        (
            "You unlock the cellar door. Across the table, the host raises his horn to you.",
            K("unlocked"),
        ),
        notes="an unlock by direction: the cellar door is no longer locked but still closed: "
        "open east, or go south",
    ),
    item(
        floor(),
        "east",
        humidor(implicit=True),
        "open cigar box",
        (
            "You open the cigar box, revealing a silver peso.",
            R(None, "w", coin=True),
        ),
        notes="a box opened on a coin in the humidor room: read as the room again with a coin "
        "in it (the ninth round's way): take it",
    ),
    item(
        "Noodling Heap\nA white hill of mullock, picked over by a hundred hands before yours. "
        "You can go north or west.\n\nYou can see a sieve and a small opal here.",
        R("noodling heap", "n w"),
        notes='an opal field: "You can go north or west."; a small opal is no coin',
    ),
    item(
        "Float Deck (on the throne)\nThe float's deck is a riot of gold paint and papier-mache "
        "parrots, three metres above the shed floor. The carnival king's throne, on which you "
        "sit, is bolted to the deck. A ladder leads down.\n\nOn the deck are a paper crown and "
        "a fifty-centavo coin.",
        R("float deck", "d", coin=True),
        notes="a carnival float: the paper crown is no coin, the fifty-centavo coin is; the "
        "only way is the ladder down (outside the vocabulary): take the coin",
    ),
]
