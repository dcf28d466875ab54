"""mud, thirty-fifth round: seven walks (1-5 turns) on a fur-trade post in a ROM-like manner with an
area tag on every heading and a prompt that counts the player's pelts ("Stockade Yard [Fort
Tamarack]", "Ways out: north | east (door shut) | west | south (river gate, locked)", "<Stamina 40 |
Pelts 0>"; a Trade Room where a clerk counts coins into an iron cash box and "A silver coin lies on
the floorboards by the stove."; a Fur Press whose powder magazine door is locked; a Factor's House
under the governor's portrait; a Factor's Garden where "A copper coin glints among the cabbages."):
"The door is closed.", "You open the door.", "The river gate is locked. You can hear the river going
by on the other side.", "You get a silver coin.", "The powder magazine is locked. The clerk has the
only key.", returns to the yard with an event of the turn, a walk begun in the fur press; and
thirteen single rooms: an Evennia junk's deck ("Exits: fore, aft and below", "3 copper cash coins"),
an LPMud caravel's waist ("There are two obvious exits: north and down.", "A Portuguese gold
coin."), Diku's exits with destinations at a spirit house, a noodle stall's prices in coppers, a
street magician who vanishes a coin, a stockade walked into with the palisade walk printed again
(Both), IRE's "You see exits leading north, east (open door), and west (locked door)." at a clipper
yard, "You may leave north, south or east.", "Exits: north: Fish Market, east: Harbour Wall", a
vardo whose only exit is out (no action), a chain ferry mid-river ("Exits: none" and a copper coin
rolling on the deck), a roadside csarda with a silver forint under a bench, a lock keeper's hut with
"2 copper coins lie on the windowsill.". The walks are printed from one map by functions, so a room
reads the same on every visit. What a person reads in each text is declared beside it; the map facts
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- Fort Tamarack: Stockade Yard n Trade Room (a silver coin), e Fur Press (door, shut at
# first; n the powder magazine, locked), w Factor's House (n Factor's Garden, a copper coin);
# s the river gate, locked.
PROMPT = "<Stamina 40 | Pelts 0>"
DOG = "A camp dog trots across the yard, sniffs at the canoe and lies down in its shade."
BOAT = "From beyond the palisade comes the knock of paddles on a gunwale."


def yard(press_open: bool = False, event: str = "") -> tuple:
    east = "east (door open)" if press_open else "east (door shut)"
    tail = f"\n{event}" if event else ""
    return (
        "Stockade Yard [Fort Tamarack]\nPointed logs twice your height close the yard in, and "
        "the Company's flag snaps on its pole. A voyageur's canoe lies upturned on trestles, "
        f"its seams black with fresh pitch.\nWays out: north | {east} | west | south (river "
        f"gate, locked){tail}\n{PROMPT}",
        R("stockade yard", "n e w s", closed="" if press_open else "e", locked="s"),
    )


def trade_room(coin: bool = True) -> tuple:
    here = "\nA silver coin lies on the floorboards by the stove." if coin else ""
    return (
        "Trade Room [Fort Tamarack]\nBlankets, brass kettles and twists of tobacco are stacked on "
        "the shelves behind a long counter. A clerk counts coins into an iron cash box and locks "
        f"it with a snap.\nWays out: south{here}\n{PROMPT}",
        R("trade room", "s", coin=coin),
    )


def fur_press() -> tuple:
    return (
        "Fur Press [Fort Tamarack]\nA wooden press as big as a cart squats in the middle of the "
        "floor, and bales of beaver pelts are stacked to the rafters.\nWays out: west (door "
        f"open) | north (powder magazine, locked)\n{PROMPT}",
        R("fur press", "w n", locked="n"),
    )


def factors_house() -> tuple:
    return (
        "Factor's House [Fort Tamarack]\nA portrait of the Company's governor frowns down on a "
        "writing desk and a ledger bound in red leather.\nWays out: east | north (garden)\n"
        f"{PROMPT}",
        R("factor's house", "e n", leads={"n": "factor's garden"}),
    )


def garden(coin: bool = True) -> tuple:
    here = "\nA copper coin glints among the cabbages." if coin else ""
    return (
        "Factor's Garden [Fort Tamarack]\nCabbages and turnips grow in rows inside a fence of "
        f"split rails; the palisade rises beyond it on three sides.\nWays out: south{here}\n"
        f"{PROMPT}",
        R("factor's garden", "s", coin=coin),
    )


RIVER_GATE = (
    "The river gate is locked. You can hear the river going by on the other side.",
    K("refused", "locked"),
)

ITEMS = [
    item(
        yard(),
        "n",
        trade_room(),
        notes="north into the trade room, whose only way out is south (visited, the way in, "
        "all visited); the clerk's coins are locked in his cash box, but a silver coin lies on "
        "the floorboards: take it",
    ),
    item(
        yard(),
        "e",
        ("The door is closed.", K("refused", "closed")),
        "open east",
        ("You open the door.", K("opened")),
        "e",
        fur_press(),
        notes="the fur press door refused as closed, opened and walked through; in the press "
        "the powder magazine north is locked (no action) and the yard west is visited: go back "
        "west, the way in",
    ),
    item(
        yard(),
        "w",
        factors_house(),
        "n",
        garden(),
        notes="through the factor's house into the garden, whose only way out is south (visited, "
        "the way in, all visited); a copper coin among the cabbages: take it; the governor's "
        "portrait is no coin",
    ),
    item(
        yard(),
        "s",
        RIVER_GATE,
        "w",
        factors_house(),
        notes="the river gate refused as locked in the yard (left behind), then west into the "
        "factor's house: east is visited and the way in, the garden north is not: go north",
    ),
    item(
        yard(),
        "n",
        trade_room(),
        "get coin",
        ("You get a silver coin.", K("took")),
        "s",
        yard(event=DOG),
        notes="the trade room's silver coin got and back to the yard: north visited; the fur "
        "press door east shut (open it), the factor's house west open and unvisited (go west), "
        "the river gate locked",
    ),
    item(
        fur_press(),
        "n",
        ("The powder magazine is locked. The clerk has the only key.", K("refused", "locked")),
        notes="a walk begun in the fur press: the powder magazine north refuses the move as "
        "locked (refused north, closed, no action); the door west is open and not yet walked "
        "(the first room of this history): go west",
    ),
    item(
        yard(),
        "w",
        factors_house(),
        "n",
        garden(),
        "get coin",
        ("You get a copper coin.", K("took")),
        "s",
        factors_house(),
        "e",
        yard(event=BOAT),
        notes="a five-turn loop through the factor's house to the garden's coin and back to the "
        "yard: west visited; north open and unvisited (go north), the fur press door shut (open "
        "east), the river gate locked",
    ),
    # ---- single rooms ----
    item(
        "Junk Deck(#88)\nThe junk's battened sails creak overhead, and the deck smells of fish "
        "sauce and tar.\nExits: fore, aft and below\nYou see: a coil of rattan rope and 3 copper "
        "cash coins",
        R("junk deck", "fore aft below", coin=True),
        notes="Evennia's dbref dropped from the name; fore, aft and below give no compass way "
        "(no find of a direction); '3 copper cash coins' are coins lying here: take coin",
    ),
    item(
        "Caravel's waist.\nThe deck of the caravel is crowded with water casks and coiled "
        "cable. There are two obvious exits: north and down.\nA Portuguese gold coin.",
        R("caravel's waist", "n d", coin=True),
        notes="LPMud's title drops its full stop; 'two obvious exits: north and down' (down is "
        "outside the vocabulary); 'A Portuguese gold coin.' on its own line lies here: take it",
    ),
    item(
        "Spirit House Garden\nA little gilded house on a post stands among the frangipani, its "
        "ledge set with rice, marigolds and a dish for coins, empty this morning.\nObvious "
        "exits:\nNorth - The Temple Gate\nWest  - A Shaded Lane",
        R("spirit house garden", "n w"),
        notes="Diku's exits with destinations: north and west; the dish for coins is empty: no "
        "coin; go north or west",
    ),
    item(
        "[Noodle Stall]\nSteam rolls off a vat of broth under a striped awning. A board hangs "
        "from the pole: NOODLES 3 COPPERS / TEA 1 COPPER.\n[Exits: south west]\n<88hp 74mv>",
        R("noodle stall", "s w"),
        notes="prices in coppers on a board are no coin; ROM's exit line: south and west: go "
        "either",
    ),
    item(
        "Lantern Square\nPaper lanterns sway on strings between the eaves. A street magician "
        "makes a silver coin vanish from his palm, bows, and sweeps his takings into his hat.\n"
        "[Exits: north east south]",
        R("lantern square", "n e s"),
        notes="the magician's coin vanishes into his act and his takings into his hat: no coin "
        "lying here; exits north, east and south: go any",
    ),
    item(
        (
            "Palisade Walk [Fort Tamarack]\nA plank walk runs along the inside of the "
            "palisade, high enough to see the river over the points of the logs.\nWays out: "
            "north | south\n<Stamina 38 | Pelts 2>",
            R("palisade walk", "n s"),
        ),
        "e",
        (
            "The stockade is twelve feet of pointed logs. You cannot go that way.\n\nPalisade "
            "Walk [Fort Tamarack]\nA plank walk runs along the inside of the palisade, high "
            "enough to see the river over the points of the logs.\nWays out: north | south\n"
            "<Stamina 37 | Pelts 2>",
            Both(K("refused"), R("palisade walk", "n s")),
        ),
        notes="a move east into the stockade refused, with the room printed again (Both): "
        "refused east (a way never given); north and south are open: go either; the prompt's "
        "pelts are the player's",
    ),
    item(
        "The clipper yard ropewalk.\nA half-laid cable stretches away between the posts, "
        "smelling of hemp and Stockholm tar.\nYou see exits leading north, east (open door), and "
        "west (locked door).\n2300h, 1840m ex-",
        R("clipper yard ropewalk", "n e w", locked="w"),
        notes="IRE's title drops its stop; north, east (an open door) and west (a locked door, "
        "no action): go north or east",
    ),
    item(
        "Tanners' Bridge\nA hump-backed bridge over a brown stream, its parapets polished by "
        "elbows. You may leave north, south or east.",
        R("tanners' bridge", "n s e"),
        notes="'You may leave north, south or east.': three exits, no coin: go any",
    ),
    item(
        "Harbour Steps\nWorn steps run down into green water; a dinghy is tied to a ring, "
        "half full of rain.\nExits: north: Fish Market, east: Harbour Wall",
        R("harbour steps", "n e", leads={"n": "fish market", "e": "harbour wall"}),
        notes="exits with their destinations after colons: north and east; the steps into the "
        "water are no way: go north or east",
    ),
    item(
        "Inside the Vardo\nThe painted wagon is no wider than your arms outstretched: a bed "
        "across the back, a stove, a shelf of blue-and-white plates.\nExits: out",
        R("inside the vardo", "out"),
        notes="the vardo's only exit is 'out', no compass direction: no find of a direction, no "
        "coin, no action",
    ),
    item(
        "Chain Ferry, Midstream\nThe ferry grinds along its chain halfway across the river; "
        "both banks are too far to swim for.\nExits: none\nA copper coin rolls across the deck "
        "and comes to rest against your boot.",
        R("chain ferry, midstream", "", coin=True),
        notes="'Exits: none' mid-river; a copper coin comes to rest against your boot, lying on "
        "the deck: take it",
    ),
    item(
        "Roadside Csarda\nSmoke from the paprika stew hangs under the beams, and a fiddler "
        "dozes over his instrument.\nExits: north, west (door closed)\nA silver forint coin lies "
        "under a bench.",
        R("roadside csarda", "n w", closed="w", coin=True),
        notes="'A silver forint coin lies under a bench.': a coin: take it",
    ),
    item(
        "Lock Keeper's Hut\nA kettle, a logbook of boats and a windlass on a nail.\nExits: "
        "east, west (locked)\n2 copper coins lie on the windowsill.",
        R("lock keeper's hut", "e w", locked="w", coin=True),
        notes="'2 copper coins lie on the windowsill.': coins: take coin (east open, west locked)",
    ),
]
