"""mud, thirty-third round: six walks (1-5 turns) on a ROM-like Taipei night market whose prompt
carries the player's purse ("<HP 120/120 MV 95/95 NT$ 0>"; Night Market Gate with "[Exits: north
east]" and the road south fenced off with steel barriers; Temple Courtyard with "A shiny ten-dollar
coin lies by the burner's foot."; Snack Lane whose claw arcade door north is "closed" at first; Claw
Machine Arcade with TEN DOLLARS A GO; Stinky Tofu Corner with a one-dollar coin in a puddle of
sauce): "The glass door is closed.", "You slide the glass door open.", "You get a shiny ten-dollar
coin.", "The barriers are in the way, and a policeman is leaning on them.", events on returns;
single rooms with exit lines not printed before: a Toril-like "Exits: -N -E" in a bayou crawfish
shack (a tarnished quarter), an LPMud ziggurat terrace where silver is weighed in coils ("nobody in
Ur has thought of coins yet"), an IRE-like "The Gallery of Bas-Reliefs." at Angkor with "2300h,
1890m ex-", Evennia's "Siq(#212)" with "3 bronze coins", "You see the following exits: down." in a
Yemeni tower house (a Maria Theresa thaler), "Exits here: north (door: shut), west, down" on a
drilling rig's derrick floor under a clan channel asking for coins, an area tag "[Duong Dong]" on a
fish sauce fermenting house, a floating market's landing, a Christmas market's carousel refusing a
move with the square printed again, "Adjacent rooms:" in a kente weavers' loom shed, "(3) a silver
dime" on a bayou dock, a salt caravan's camp where a herder pockets his coins, a Bukhara silk market
where a coin rolls unnoticed from a merchant's purse, and a milonga hall. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<HP 120/120 MV 95/95 NT$ 0>"


# The night market: Gate n Temple Courtyard (a ten-dollar coin), e Snack Lane; Snack Lane n Claw
# Machine Arcade (glass door, closed at first), e Stinky Tofu Corner (a one-dollar coin).
def gate(event: str = "") -> tuple:
    tail = f"\n{event}" if event else ""
    return (
        "Night Market Gate\n   Red lanterns are strung across the lane above the crowd, and the "
        "smell of frying dough hangs in the steam. A temple courtyard opens to the north, and "
        "the lane runs on east between the stalls. To the south steel barriers fence off the "
        f"road, and there is no way through them.\n[Exits: north east]{tail}\n{PROMPT}",
        R("Night Market Gate", "n e", leads={"n": "temple courtyard", "e": "snack lane"}),
    )


def temple(coin: bool = True, event: str = "") -> tuple:
    line = "\nA shiny ten-dollar coin lies by the burner's foot." if coin else ""
    tail = f"\n{event}" if event else ""
    return (
        "Temple Courtyard\n   Incense smoke curls from a great bronze burner. Before the altar, "
        "worshippers drop pairs of red moon blocks and read the gods' answer in how they fall. "
        f"The market gate is south.\n[Exits: south]{line}{tail}\n{PROMPT}",
        R("Temple Courtyard", "s", coin=coin, leads={"s": "night market gate"}),
    )


def snack(glass_open: bool = False, event: str = "") -> tuple:
    door = "stands open" if glass_open else "is closed"
    tail = f"\n{event}" if event else ""
    return (
        "Snack Lane\n   Oyster omelettes sizzle on iron griddles, and a queue winds past a "
        "stall selling pepper buns. A claw machine arcade glows pink to the north; its glass "
        f"door {door}. The lane runs west to the gate and east to the stinky tofu stalls.\n"
        f"[Exits: west north east]{tail}\n{PROMPT}",
        R(
            "Snack Lane",
            "w n e",
            closed="" if glass_open else "n",
            leads={"w": "night market gate", "e": "stinky tofu corner"},
        ),
    )


def arcade() -> tuple:
    return (
        "Claw Machine Arcade\n   Rows of claw machines glow pink and green, every one of them "
        "stuffed with plush toys. A hand-written sign says TEN DOLLARS A GO, NO REFUNDS. The "
        f"glass door south is the only way out.\n[Exits: south]\n{PROMPT}",
        R("Claw Machine Arcade", "s", leads={"s": "snack lane"}),
    )


def tofu(coin: bool = True) -> tuple:
    line = "\nA one-dollar coin lies in a puddle of sauce." if coin else ""
    return (
        "Stinky Tofu Corner\n   The smell arrives long before you do. A vendor ladles chilli "
        "sauce over cubes of fried tofu. Beyond the last stall the lane ends at a row of "
        f"shuttered shops; the only way is west.\n[Exits: west]{line}\n{PROMPT}",
        R("Stinky Tofu Corner", "w", coin=coin, leads={"w": "snack lane"}),
    )


SQUARE = (
    "Cathedral Square\n  Wooden huts of the Christmas market sell mulled wine and gingerbread "
    "under strings of lights, and a carousel turns to a tinny waltz on the east side of the "
    "square. The cathedral steps are north; the old town lies west.\n[Exits: north west]"
)
CLOSED = ("The glass door is closed.", K("refused", "closed"))
OPENED = ("You slide the glass door open.", K("opened"))

ITEMS = [
    # ---- walks in the night market ----
    item(
        gate(),
        "north",
        temple(),
        notes="into the temple courtyard: the coin by the burner's foot is a coin lying here "
        "(take coin); moon blocks are no coins; 'NT$ 0' in the prompt is the player's purse",
    ),
    item(
        gate(),
        "n",
        temple(),
        "get coin",
        ("You get a shiny ten-dollar coin.", K("took")),
        "s",
        gate(),
        "e",
        snack(),
        notes="the coin taken in the temple, then through the gate to the snack lane: west "
        "visited and initial; the arcade's glass door north is closed (open north), the tofu "
        "stalls east unexplored (go east)",
    ),
    item(
        gate(),
        "east",
        snack(),
        "north",
        CLOSED,
        "open north",
        OPENED,
        "north",
        arcade(),
        notes="the glass door refused as closed, opened and walked through; the arcade's one "
        "way south is the way in (initial, all visited): go south; a price sign is no coin",
    ),
    item(
        gate(),
        "e",
        snack(),
        "e",
        tofu(),
        "get coin",
        ("You get a one-dollar coin.", K("took")),
        "w",
        snack(event="A scooter weaves through the crowd, its horn beeping."),
        notes="a loop: the tofu corner's coin taken, back in the snack lane (an event of the "
        "turn); west and east visited, west the way in; the arcade door is still closed: "
        "open north",
    ),
    item(
        gate(),
        "south",
        ("The barriers are in the way, and a policeman is leaning on them.", K("refused")),
        "north",
        temple(event="A worshipper's moon blocks clatter down, one face up, one face down."),
        notes="a refusal of south (no exit there) left at the gate; in the temple the coin "
        "still lies by the burner: take coin",
    ),
    item(
        gate(),
        "e",
        snack(),
        "open north",
        OPENED,
        "n",
        arcade(),
        "s",
        snack(glass_open=True),
        "w",
        gate(event="Somebody's grandmother haggles loudly over a bag of guavas."),
        notes="a loop back to the gate (an event of the turn): east visited, the temple north "
        "not yet seen: go north",
    ),
    # ---- single rooms ----
    item(
        "Crawfish Shack\n  Newspaper covers the long table, and a pot big enough to bathe in "
        "rolls at the boil over a propane ring. The screen door to the bayou, east, bangs in "
        "the wind.\nExits: -N -E\nA tarnished quarter lies on the newspaper.\n< 88h/88H "
        "102v/102V >",
        R("Crawfish Shack", "n e", coin=True),
        notes="a Toril-like exit line '-N -E' names north and east; a screen door banging in "
        "the wind is open; a tarnished quarter lies here: take coin",
    ),
    item(
        "Ziggurat terrace.\n  Mud-brick walls climb in great steps above you, each one painted "
        "a different colour. A priest kneels at a balance, weighing out silver in little coils "
        "and rings for the temple accounts; nobody in Ur has thought of coins yet.\n  There "
        "are two obvious exits: east and west.",
        R("Ziggurat terrace", "e w"),
        notes="LPMud's full stop dropped (`ziggurat terrace`); silver weighed in coils and "
        "'nobody ... has thought of coins yet' give no coin: go east or go west",
    ),
    item(
        "The Gallery of Bas-Reliefs.\nCarved warriors march the length of the sandstone wall "
        "beside you, trampling demons underfoot, and the stone is worn smooth where pilgrims "
        "have touched it. Light falls through a row of stone balusters on the far side; nobody "
        "could squeeze between them.\nYou see exits leading north, south, and west.\n2300h, "
        "1890m ex-",
        R("The Gallery of Bas-Reliefs", "n s w"),
        notes="IRE's title with its full stop dropped and its prompt after the exits; "
        "balusters are no way; exits north, south and west, no coin",
    ),
    item(
        "Siq(#212)\nThe gorge is so narrow here that the sky is a ribbon of blue far overhead. "
        "A water channel cut into the rock runs along the foot of the wall.\nExits: north and "
        "south\nYou see: a camel bell and 3 bronze coins",
        R("Siq", "n s", coin=True),
        notes="Evennia as its builder sees it: the dbref dropped (`siq`); '3 bronze coins' in "
        "'You see:' are coins lying here: take coin",
    ),
    item(
        "Mafraj\n  The highest room of the tower house: cushions all round the walls "
        "and coloured glass in the arched windows, throwing patches of red and blue across the "
        "carpet. The stair down through the floor is the only way out.\nYou see the following "
        "exits: down.\nA silver Maria Theresa thaler glints on the carpet.",
        R("Mafraj", "down", coin=True),
        notes="a Yemeni tower house whose only way is down (outside the vocabulary, no find "
        "fact); a silver Maria Theresa thaler is a coin lying here: take coin",
    ),
    item(
        "[Clan] Rusty: anyone got spare coins? rig pays friday\nDerrick Floor\n  The rotary "
        "table is still, and the drill pipe stands racked against the mast. Mud spatters "
        "everything. The doghouse, the drillers' shack, is north, and the catwalk runs out "
        "west to the pipe rack. Stairs go down to the ground.\nExits here: north (door: shut), "
        "west, down",
        R("Derrick Floor", "n w down", closed="n"),
        notes="a clan channel line asking for coins is no coin in the room and does not name "
        "it; 'Exits here:' names north (shut door), west and down: open north or go west",
    ),
    item(
        "Fermenting House [Duong Dong]\n  Rows of great wooden vats, each bound with rattan "
        "hoops, line the shed, and the air is thick with salt and anchovy. A walkway runs "
        "between them from the door west to the door east.\n[ Exits: east west ]\nA "
        "five-hundred-dong coin lies between two of the vats.",
        R("Fermenting House", "e w", coin=True),
        notes="an area tag in brackets is dropped from the name (`fermenting house`); a "
        "five-hundred-dong coin between the vats: take coin",
    ),
    item(
        "Longtail Landing\n  Boats loaded with pomelos and lemongrass jostle at the steps, and "
        "a woman in a conical hat paddles past selling noodles, her takings rattling in a tin "
        "at her feet. The canal fills the whole west side, and there is no boat for you. A "
        "lane runs north between the houses, and the temple path leads east.\nYou see exits "
        "leading north and east.",
        R("Longtail Landing", "n e"),
        notes="a floating market: the canal without a boat is no exit; the coins in a passing "
        "vendor's tin are hers, not lying here: go north or go east",
    ),
    item(
        (SQUARE, R("Cathedral Square", "n w")),
        "east",
        (
            "You cannot go east; the carousel is in the way, and it is full of children.\n\n"
            + SQUARE,
            Both(K("refused"), R("Cathedral Square", "n w")),
        ),
        notes="a refusal and the square printed again in one text: east is refused (no exit "
        "there); north and west are unexplored",
    ),
    item(
        "Loom Shed\n  Narrow strip looms stand in a row, each with a weaver's bench, and "
        "finished strips of gold and green kente hang drying from a line. Adjacent rooms:\n"
        "  north: Dye Yard\n  west: Compound Gate (gate: closed)\nA one-pesewa coin lies under "
        "the third loom.",
        R("Loom Shed", "n w", closed="w", coin=True),
        notes="'Adjacent rooms:' lists the exits (north; west through a closed gate); a "
        "one-pesewa coin under a loom: take coin",
    ),
    item(
        "Bayou Dock\n  Grey boards run out over water the colour of strong tea. Cypress knees "
        "poke up all round, and something large slides off a log into the water.\nObvious "
        "Exits:\n  North - Bait Shop\n  West  - Levee Road\n(3) a silver dime",
        R("Bayou Dock", "n w", coin=True),
        notes="exits one a line with destinations; '(3) a silver dime' is three dimes lying "
        "here (the count prefix of some MUDs): take coin; the bayou water is no exit",
    ),
    item(
        "Caravan Camp\n  Camels kneel in a ring round the cooking fire, their loads of salt "
        "slabs stacked beside them. The dunes rise on every side but the south, where the "
        "track to Taoudenni runs away across the flats.\nObvious exits: south.\nA herder "
        "counts a handful of coins into a leather pouch and ties it to his belt.",
        R("Caravan Camp", "s"),
        notes="a salt caravan's camp: the dunes are no way, south is the only exit; the coins "
        "a herder ties to his belt are his, not lying here: go south",
    ),
    item(
        "Silk Market\n  Bolts of ikat silk in every colour hang from the rafters of "
        "the domed hall, the oldest in Bukhara. A merchant in a striped robe argues over the "
        "price of a bolt, and a silver coin slips from his purse and rolls under the table; he "
        "does not notice.\nObvious exits: north, east, south.",
        R("Silk Market", "n e s", coin=True),
        notes="a coin that rolls from a merchant's purse under the table, unnoticed, lies in "
        "the room (the earlier rounds' coin another character drops and leaves): take coin",
    ),
    item(
        "Milonga Hall\n  Couples turn slowly under a ceiling of fans while a bandoneon wheezes "
        "through a tango. The bar is in the north-east corner, behind a counter nobody passes. "
        "A door in the west wall leads out to the street, and an archway south opens on the "
        "patio.\n[Exits: west south]",
        R("Milonga Hall", "w s"),
        notes="a bar in the north-east corner behind a counter is no exit; west and south are: "
        "go west or go south",
    ),
]
