"""mud, fifteenth round: the MUD families a tester logs into on a first afternoon, each in its
everyday manner: ROM ("[Exits: north west]" and a prompt "<120hp 95m 110mv>"), Diku ("Obvious
exits:\nnorth - The Temple Steps"), Evennia ("Exits: south and west", "Characters:", "You see:";
raw colour codes "|wExits:|n"), LP ("There are two obvious exits: east and south."), IRE ("You
see exits leading north, east, and west."), CircleMUD ("[ Exits: n e w ]" and "45H 80V >"),
Discworld ("There is one obvious exit: west."), and who-is-here lines (a barmaid, a beggar
rattling pennies in a cup, Mother Hegg, a tinker who wanders in), a newbie channel line above
the room, a price on a sign. Coins lying about ("A copper coin lies in the sawdust.", "You see:
a leather apron and 3 copper coins", "Two silver coins.", "A silver coin has rolled under the
counter."); replies "You get 4 copper coins.", "You can't go east: the stout door is closed.",
"You open the stout door.", a refusal and the room in one text (Both); walks there and back.
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<100hp 100m 100mv> "

# ---- a ROM-like fish market: Fish Market n Net Loft (coins), e Quayside ----
FISH_MARKET = (
    f"Fish Market\n  Slabs of wet stone and the cries of gulls.\n[Exits: north east]\n{PROMPT}",
    R("fish market", "n e"),
)
NET_LOFT = (
    f"Net Loft\n  Nets hang drying from every beam.\n[Exits: south]\nA few copper coins lie "
    f"scattered on the boards.\n{PROMPT}",
    R("net loft", "s", coin=True),
)
QUAYSIDE = (
    "Quayside\n  Fishing smacks bump against the quay wall. The water is deep and cold to the\n"
    f"south.\n[Exits: north west]\n{PROMPT}",
    R("quayside", "n w"),
)

# ---- an LP village green ----
GREEN = (
    "Village Green\nA wide green with a maypole at its centre and geese on the pond.\nThere are "
    "three obvious exits: north, east and west."
)

MILL_RACE = "Mill Race\nThe race runs fast and brown beside the path.\n[Exits: e w]\n"

ITEMS = [
    item(
        "The Crooked Lantern\n  Smoke hangs under the low beams and the floor is thick with "
        "sawdust. A\nfire crackles in a wide hearth.\n[Exits: north west]\nA barmaid polishes a "
        "tankard here.\nA copper coin lies in the sawdust.\n\n<120hp 95m 110mv> ",
        R("the crooked lantern", "n w", coin=True),
        notes="ROM manner with a prompt: the heading keeps its article (the scorer drops it); a "
        "copper coin lies here: take coin",
    ),
    item(
        "Temple Square\n   The square is paved with worn white stone, and pilgrims shuffle "
        "past the\nalms box by the gate.\n\nObvious exits:\nnorth - The Temple Steps\nwest  - "
        "Chandler's Row\n",
        R("temple square", "n w", leads={"n": "the temple steps", "w": "chandler's row"}),
        notes="Diku's exit list with destinations; an alms box is no coin: go north or west",
    ),
    item(
        "Cobbler's Workshop\nLasts hang from the beams and the bench is scattered with nails.\n"
        "Exits: south and west\nCharacters: Old Tomas\nYou see: a leather apron and 3 copper "
        "coins",
        R("cobbler's workshop", "s w", coin=True),
        notes="Evennia: 'You see: ... 3 copper coins' lie here; take coin",
    ),
    item(
        "Village pond.\nDucks paddle among the reeds and a heron watches from the far bank.\n"
        "There are two obvious exits: east and south.\nTwo silver coins.",
        R("village pond", "e s", coin=True),
        notes="LP: the heading drops its full stop (`village pond`); 'Two silver coins.' on a "
        "line of its own lie here; take coin",
    ),
    item(
        "Along the chalk ridge.\nShort turf and a wide sky; sheep crop the grass between "
        "flints.\nYou see exits leading north, east, and west.",
        R("along the chalk ridge", "n e w"),
        notes="IRE manner: the title drops its full stop (the fifth round's 'Along the "
        "Crumbling Road.'); 'You see exits leading north, east, and west.': go any of them",
    ),
    item(
        "Dusty Stable\n   Empty stalls line one wall, and a broken harness hangs by the door.\n"
        "[ Exits: n e w ]\nA swaybacked mare stands here, flicking flies.\n\n45H 80V > ",
        R("dusty stable", "n e w"),
        notes="CircleMUD's '[ Exits: n e w ]' and a prompt; no coin: go north, east or west",
    ),
    item(
        "Rope Walk\nA long, narrow shed where rope is twisted from hemp.\nThere is one obvious "
        "exit: west.\nA sailor is here, coiling a hawser.",
        R("rope walk", "w"),
        notes="Discworld manner: 'There is one obvious exit: west.': go west",
    ),
    item(
        "Under the Bridge\n  Damp arches drip onto the towpath.\n[ Exits: north south ]\nA "
        "beggar sits here, rattling a few pennies in a tin cup.\n",
        R("under the bridge", "n s"),
        notes="pennies in a beggar's cup are his, not lying here (the tenth round's farthing in "
        "a beggar's fist): no coin; go north or south",
    ),
    item(
        "[newbie] Tolly: where do u find coins in this place??\n\nSheep Fold\n  Hurdles and "
        "trampled mud.\n[Exits: east]\n",
        R("sheep fold", "e"),
        notes="a channel line about coins is no coin; the room below it is `sheep fold`: go east",
    ),
    item(
        "Granary\nSacks of grain are piled to the rafters. The door to the north is shut.\n"
        "Exits: north, east",
        R("granary", "n e", closed="n"),
        notes="Evennia exits with the door's state in the description: north shut (closed), "
        "east open: open north or go east",
    ),
    item(
        "Guard Post\n   A brazier and a stool; the guard is nowhere to be seen.\n\nObvious "
        "exits: south, west (locked)\n",
        R("guard post", "s w", locked="w"),
        notes="'west (locked)': locked, no open; go south",
    ),
    item(
        "Apothecary\n   Jars of dried herbs line the shelves, and the air is bitter.\nObvious "
        "exits: north, east (closed)\nMother Hegg is here, grinding something in a mortar.\nA "
        "silver coin has rolled under the counter.\n",
        R("apothecary", "n e", closed="e", coin=True),
        notes="'east (closed)': closed; a silver coin under the counter lies in the room: take "
        "coin",
    ),
    item(
        "Chandler's Shop\n  Candles hang in bunches from the ceiling.\n[Exits: south]\nA sign "
        "over the counter reads: TALLOW CANDLES - 2 COPPERS.\nThe chandler is here, dipping "
        "wicks.\n",
        R("chandler's shop", "s"),
        notes="a price in coppers on a sign is no coin: go south",
    ),
    item(
        "|cSmokehouse|n\nHams hang in the blue smoke from the oak chips below.\n|wExits:|n "
        "north, west",
        R("smokehouse", "n w"),
        notes="Evennia's colour codes left raw in a pasted text: the room is `smokehouse`, its "
        "exits north and west",
    ),
    item(
        "Weaver's Loft\n  Looms crowd the loft, and the window is shuttered against the rain.\n"
        "[Exits: south down]\nA gold coin glitters beneath the nearest loom.\n\n<87hp 60m 95mv> ",
        R("weaver's loft", "s d", coin=True),
        notes="ROM exits south and down; a shuttered window is no exit; a gold coin beneath a "
        "loom: take coin",
    ),
    # ---- walks ----
    item(
        FISH_MARKET,
        "north",
        NET_LOFT,
        "get coins",
        (f"You get 4 copper coins.\n{PROMPT}", K("took")),
        "s",
        FISH_MARKET,
        "e",
        QUAYSIDE,
        notes="coins got in the net loft, back through the market to the quayside; deep water "
        "south is no exit; west leads back to the market (visited, the way in): go north",
    ),
    item(
        (
            "Gatehouse Yard\nA muddy yard inside the wall. A stout door to the east is closed.\n"
            "Exits: east, south",
            R("gatehouse yard", "e s", closed="e"),
        ),
        "east",
        ("You can't go east: the stout door is closed.", K("refused", door="closed")),
        "open east",
        ("You open the stout door.", K("opened")),
        "east",
        (
            "Armoury\nRacks of pikes and a grindstone worn hollow.\nExits: west\nYou see: a "
            "silver coin",
            R("armoury", "w", coin=True),
        ),
        notes="a closed door refused, opened and walked through; 'You see: a silver coin' in "
        "the armoury: take coin",
    ),
    item(
        (f"{GREEN}\n", R("village green", "n e w")),
        "w",
        (
            "Churchyard\nLeaning headstones and a dark yew.\nThe only obvious exit is east.\n",
            R("churchyard", "e"),
        ),
        "e",
        (f"{GREEN}\nA tinker wanders in from the north.\n", R("village green", "n e w")),
        notes="back on the first room's green (a tinker arriving, this turn's event): west is "
        "visited; north and east are not: go north or east",
    ),
    item(
        (MILL_RACE, R("mill race", "e w")),
        "n",
        (
            f"You can't go north; the mill wall is in the way.\n\n{MILL_RACE}",
            Both(K("refused"), R("mill race", "e w")),
        ),
        notes="a refusal and the room printed again in one text: north refused (no exit there); "
        "go east or west",
    ),
    item(
        (
            "Tannery Steps\n  Worn steps run down toward the river, and the air stinks of the "
            "pits.\n[Exits: north south]\n<76hp 30m 88mv> ",
            R("tannery steps", "n s"),
        ),
        "south",
        (
            "Tan Pits\n  Stinking pits of bark and lime. A tanner's boy scowls at you.\n[Exits: "
            "north east]\n<76hp 30m 87mv> ",
            R("tan pits", "n e"),
        ),
        "look",
        (
            "Tan Pits\n  Stinking pits of bark and lime. A tanner's boy scowls at you.\n[Exits: "
            "north east]\nThe tanner's boy drops a copper coin and runs off east.\n"
            "<76hp 30m 87mv> ",
            R("tan pits", "n e", coin=True),
        ),
        notes="a look after the move: the room again, with a coin the boy drops and leaves "
        "behind (the tenth round's sailor who drops a coin and leaves): the coin lies here; take "
        "coin",
    ),
]
