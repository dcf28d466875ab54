"""mud, eighteenth round: MUD servers' own formats. ROM with an immortal's vnum ("The Saddler's
Shop [Room 3042]") and autoexits that hide a closed door ("[Exits: east]", "The door is
closed."), Merc's "One miserable gold coin is lying here.", CircleMUD's vnum and room-flag
header ("[ 3127] The Ropery [ NOBITS ] [ CITY ]") and "Alas, you cannot go that way...",
SMAUG's "Exits: north west." and "Room flags: safe indoors", Aardwolf-like "[ Exits: north east
(south) ]", LPMud's "There are three obvious exits: ...", Discworld's "There are two obvious
exits: south and northwest.", a LambdaMOO's "Obvious exits: north to Hallway, ..." and "You can't
go that way.", PennMUSH's "Contents:" and "Obvious exits:\\nLadder <D>  East <E>", Evennia's
"Exits: north, south and gate" / "You see:", Ranvier's "[Exits: north, east]" and "[Item]",
Achaea's "You see exits leading ..." with its prompt and "There are 5 gold sovereigns here.";
"You get 12 gold coins." What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "The Saddler's Shop [Room 3042]\n  Bridles and girths hang from pegs, and a half-stitched "
        "saddle sits on a trestle. The street lies to the north.\n[Exits: north east]\nA gold "
        "coin lies here.\n\n<100hp 120m 110mv> ",
        R("the saddler's shop", "n e", coin=True),
        notes="ROM with an immortal's vnum after the name (not part of it): a gold coin lies "
        "here: take it",
    ),
    item(
        "[ 3127] The Ropery [ NOBITS ] [ CITY ]\n   Coils of tarred rope are stacked shoulder "
        "high. The lane continues north and south, and a gate opens west.\n[ Exits: n s w ]\n\n"
        "24H 100M 82V > ",
        R("the ropery", "n s w"),
        notes="CircleMUD's header with vnum and room flags (not part of the name); exits n s w: "
        "go north, south or west",
    ),
    item(
        "Salt Marsh Path\nThe path is a raised bank of clay between pools of brackish water. "
        "Reeds hiss on either side.\nExits: north west.\nA grey heron stands here on one leg.",
        R("salt marsh path", "n w"),
        notes="SMAUG's exit line 'Exits: north west.'; the pools either side are no ways: go "
        "north or west",
    ),
    item(
        "The Ferry Stage.\n    A wooden stage built out over the river. Ropes creak against "
        "the bollards.\n    There are three obvious exits: north, east and west.\nA silver coin.",
        R("the ferry stage", "n e w", coin=True),
        notes="LPMud manner: the name with a full stop (dropped), a silver coin listed on its "
        "own line lies here: take it",
    ),
    item(
        "Lancre Road\nThe road climbs between dry-stone walls towards the hills. A weathered "
        "signpost leans at the junction.\nThere are two obvious exits: south and northwest.\nA "
        "Lancre penny is lying here.",
        R("lancre road", "s nw", coin=True),
        notes="Discworld manner: south and northwest (only south in the vocabulary); a Lancre "
        "penny (a coin) lies here: take it",
    ),
    item(
        "The Drawing Room\nHeavy curtains are drawn against the afternoon. A gramophone sits on "
        "a side table.\nYou see a gramophone and a tasselled cushion here.\nObvious exits: north "
        "to Hallway, west to Conservatory",
        R("the drawing room", "n w", leads={"n": "hallway", "w": "conservatory"}),
        notes="a LambdaMOO-like room with exits naming their rooms; no coin: go north or west",
    ),
    item(
        "Mill Loft(#1187R)\nFlour dust lies on every beam. Through a gap in the boards you can "
        "see the millrace turning below.\nContents:\nsilver coin\nsack of flour\nObvious exits:\n"
        "Ladder <D>  East <E>",
        R("mill loft", "d e", coin=True),
        notes="PennMUSH manner: the dbref dropped from the name; 'silver coin' in Contents lies "
        "in the room; exits down (ladder) and east: take the coin",
    ),
    item(
        "Tannery Yard\nThe stink of the pits hangs over everything. Hides are pegged out to dry "
        "on frames.\nExits: north, south and gate\nYou see: a scraping knife and 2 copper coins",
        R("tannery yard", "n s gate", coin=True),
        notes="Evennia manner: 'gate' is an exit with no compass direction (no fact); 2 copper "
        "coins are here: take them",
    ),
    item(
        "Old Quay\nBarnacled steps lead down to the water at low tide. Bollards rust along the "
        "edge.\n[Exits: north, east]\n[Item] a pitted gold coin\n[NPC] a lounging docker",
        R("old quay", "n e", coin=True),
        notes="Ranvier manner: steps down to the water are no way out listed; '[Item] a pitted "
        "gold coin' is in the room: take it",
    ),
    item(
        "Along the Eastern Causeway.\nThe causeway runs arrow-straight across the salt flats, "
        "its stones white with crusted salt. A crier calls the hour somewhere ahead. There are "
        "5 gold sovereigns here. You see exits leading north, east, and southwest.\n3250h, "
        "2890m, 15000e, 12400w ex-",
        R("along the eastern causeway", "n e sw", coin=True),
        notes="Achaea manner: the name with its full stop dropped ('Eastern' names the "
        "causeway, no way); 5 gold sovereigns here: take them",
    ),
    item(
        "The Gatehouse\n   A cold stone chamber under the gate arch. Arrow slits look out north "
        "over the moat.\n[Exits: south]\nOne miserable gold coin is lying here.",
        R("the gatehouse", "s", coin=True),
        notes="Merc manner: arrow slits looking north are no exit; 'One miserable gold coin' is a "
        "coin: take it",
    ),
    item(
        "Brewhouse Lane\n  Barrels stand three deep along the wall of the brewhouse. The lane "
        "runs on north and east.\n[ Exits: north east (south) ]\n\n<55hp 30m 90mv> ",
        R("brewhouse lane", "n e s", closed="s"),
        notes="Aardwolf-like autoexits with a closed door in parentheses: south closed; go north "
        "or east, or open south",
    ),
    item(
        "Temple Steps\n  Broad marble steps rise to the temple doors in the north.\nRoom flags: "
        "safe indoors\nSector type: city\nExits: north east south.\n",
        R("temple steps", "n e s"),
        notes="SMAUG with an immortal's room-flag and sector lines (no exits in them): go north, "
        "east or south",
    ),
    item(
        (
            "The Cooperage [Room 3066]\n  Staves and hoops lie everywhere. A heavy door is set "
            "into the north wall.\n[Exits: east]\n\n<100hp 120m 108mv> ",
            R("the cooperage", "e n"),
        ),
        "north",
        ("The door is closed.\n\n<100hp 120m 108mv> ", K("refused", door="closed")),
        notes="ROM's autoexits hide a closed door, the prose names a door north (state not "
        "given) and the move finds it closed: north closed and refused; go east or open north",
    ),
    item(
        (
            "[ 3130] Chandler's Row [ NOBITS ] [ CITY ]\n   Candles of every size hang in "
            "bunches from the eaves. The row continues east and west.\n[ Exits: e w ]\n\n24H "
            "100M 80V > ",
            R("chandler's row", "e w"),
        ),
        "north",
        (
            "Alas, you cannot go that way...\n\n[ 3130] Chandler's Row [ NOBITS ] [ CITY ]\n   "
            "Candles of every size hang in bunches from the eaves. The row continues east and "
            "west.\n[ Exits: e w ]\n\n24H 100M 79V > ",
            Both(K("refused"), R("chandler's row", "e w")),
        ),
        notes="CircleMUD's refusal with its ellipsis and the room printed again: north refused; "
        "go east or west",
    ),
    item(
        (
            "Counting House\nA long table ruled in squares for reckoning. The exit is north.\n"
            "Exits: north.\n12 gold coins lie in a heap on the table.",
            R("counting house", "n", coin=True),
        ),
        "get coins",
        ("You get 12 gold coins.\n\n<88hp 40m 95mv> ", K("took")),
        notes="SMAUG manner: the 12 gold coins taken, none left: go north",
    ),
    item(
        (
            "The Conservatory\nPalms in brass tubs. The glass roof is green with moss.\nObvious "
            "exits: east to Drawing Room",
            R("the conservatory", "e", leads={"e": "drawing room"}),
        ),
        "south",
        ("You can't go that way.\n(There is no exit south from the Conservatory.)", K("refused")),
        notes="a LambdaMOO-like refusal with a second line: south refused; go east",
    ),
    item(
        (
            "Fish Street.\n    Gutters run with scales and water. A stall leans against a wall."
            "\n    There are two obvious exits: north and west.",
            R("fish street", "n w", leads={}),
        ),
        "west",
        (
            "Net Loft.\n    Nets hang from the rafters to dry. It is very dim.\n    The only "
            "obvious exit is east.\nA copper coin.",
            R("net loft", "e", coin=True),
        ),
        "get coin",
        ("You pick up a copper coin.", K("took")),
        "east",
        (
            "Fish Street.\n    Gutters run with scales and water. A stall leans against a wall."
            "\n    There are two obvious exits: north and west.\nA cat licks at a fish head.",
            R("fish street", "n w"),
        ),
        notes="LPMud manner: a walk to the net loft for the coin and back; west visited, north "
        "not, the first room (no initial): go north",
    ),
    item(
        "Hall of the Guild(#220R)\nPortraits of past masters frown from the panelling.\n"
        "Contents:\nThe Guildmaster\nbrass collecting plate\nObvious exits:\nNorth <N>  Street "
        "<S>",
        R("hall of the guild", "n s"),
        notes="PennMUSH manner: 'Street <S>' is the south exit; a brass collecting plate (its "
        "contents not given) is no coin: go north or south",
    ),
    item(
        (
            "Riverbank\nWillows trail in the current. The bank runs north and south.\n[Exits: "
            "north, south]\n[NPC] a fisherman",
            R("riverbank", "n s"),
        ),
        "east",
        ("You can't go that way!\n[Exits: north, south]", K("refused")),
        notes="Ranvier manner: the refusal with the exit line again (a reply, not the room): east "
        "refused; go north or south",
    ),
]
