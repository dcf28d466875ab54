"""refusal, sixth round: refusals in wordings the earlier rounds did not use, from real engines
(Zork's "There is a wall there.", Hitchhiker's manner, a MUD's "You cannot go that way.") and
imagined ones ("There's nothing but wall in that direction.", "Not possible.", "No exit that
way.", "West? There's only a wall there.", a guard who steps in the way, a chained gate rattled,
"You'd have to open the hatch first.", "won't budge; it seems to be bolted from the other side",
"Only the sea lies that way.", a rule of the house, "The way is shut."); refusals at doors
cleared by an open of the door's kind, kept by a look, a refusal then the room in one text, and a
refusal in an earlier room. What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

CELLAR = (
    "Root Cellar\nSacks of potatoes slump against the walls. A ladder leads up to the "
    "kitchen; a low tunnel runs east.",
    R("root cellar", "up e"),
)
YARD = (
    "Stable Yard\nCobbles, a pump, a mounting block. An archway leads west to the lane and "
    "the coach house door, east, is closed.",
    R("stable yard", "w e", closed="e", leads={"w": "lane"}),
)
GATE = (
    "Cemetery Gate\nYew trees lean over the wall. The lych-gate to the north is the way "
    "into the churchyard; the road runs west.",
    R("cemetery gate", "n w"),
)

ITEMS = [
    item(
        CELLAR,
        "north",
        ("There is a wall there.", K("refused")),
        "go down",
        ("The floor is packed earth. You can't dig with your hands.", K("refused")),
        notes="Zork's wall reply, then a refused way down (no fact): refused north.",
    ),
    item(
        CELLAR,
        "go west",
        ("There's nothing but wall in that direction.", K("refused")),
        notes="refused west.",
    ),
    item(
        CELLAR,
        "s",
        ("Not possible.", K("refused")),
        "w",
        ("No exit that way, I'm afraid.", K("refused")),
        notes="two terse refusals in a row: refused south and west.",
    ),
    item(
        YARD,
        "north",
        ("North? There's only a wall there, and a rather fine one.", K("refused")),
        notes="a refusal that repeats the direction as a question.",
    ),
    item(
        YARD,
        "east",
        ("You'd have to open the coach house door first.", K("refused", "closed")),
        notes="a refusal at the closed door: refused east, still closed (open east).",
    ),
    item(
        YARD,
        "east",
        ("You'd have to open the coach house door first.", K("refused", "closed")),
        "open coach house door",
        ("You swing the coach house door open.", K("opened", "e")),
        notes="the door opened by its name clears the refusal: go east.",
    ),
    item(
        YARD,
        "east",
        ("You'd have to open the coach house door first!", K("refused", "closed")),
        "look",
        YARD,
        notes="a look that shows the door still closed keeps the refusal.",
    ),
    item(
        GATE,
        "north",
        ("The lych-gate is chained. You rattle it, but the chain holds.", K("refused", "locked")),
        notes="a chained gate is locked: refused north, no action for it, go west.",
    ),
    item(
        GATE,
        "south",
        (
            "A sexton steps out from behind the wall and blocks your path. 'Not that way, "
            "friend. Not tonight.'",
            K("refused"),
        ),
        notes="a way the room never named, refused by a character: refused south, no exit.",
    ),
    item(
        (
            "Ship's Galley\nPots swing on their hooks with the roll of the ship. A hatch in "
            "the deckhead leads up; the door forward, to the north, is dogged shut.",
            R("ship's galley", "up n", closed="n"),
        ),
        "north",
        ("You'd have to undog the door first.", K("refused", "closed")),
        notes="'dogged shut' is closed (one undogs it from this side): refused north.",
    ),
    item(
        (
            "Counting Room\nThe clerks have gone home. A door east leads to the strong room; "
            "the stairs go down.",
            R("counting room", "e down"),
        ),
        "east",
        (
            "The door to the east won't budge; it seems to be bolted from the other side.",
            K("refused", "locked"),
        ),
        notes="bolted from the other side is locked: refused east, and no action is left "
        "(down is outside the vocabulary).",
    ),
    item(
        (
            "Shingle Beach\nThe shingle crunches underfoot. Cliffs rise to the north, broken "
            "by a path; the beach runs on to the east.",
            R("shingle beach", "n e"),
        ),
        "south",
        ("Only the sea lies that way.", K("refused")),
        notes="refused south (the sea).",
    ),
    item(
        (
            "Breakfast Room\nThe table is laid: toast, marmalade, a boiled egg going cold. "
            "Doors lead north to the hall and west to the kitchen.",
            R("breakfast room", "n w"),
        ),
        "south",
        (
            "You can't go that way, and even if you could, you'd miss breakfast.",
            K("refused"),
        ),
        notes="a joking refusal: refused south.",
    ),
    item(
        (
            "Throne Room\nA great hall of cold stone. The dais is empty. Tall doors to the "
            "south stand open; a small door behind the dais leads north.",
            R("throne room", "s n"),
        ),
        "west",
        ("The way is shut.", K("refused")),
        notes="'The way is shut.' with no door named in the room: refused west.",
    ),
    item(
        (
            "[Hermit's Clearing]\nA ring of standing stones surrounds a smouldering fire.\n"
            "[Exits: north south]",
            R("hermit's clearing", "n s"),
        ),
        "west",
        ("You cannot go that way.\n<210hp 88m 120mv>", K("refused")),
        notes="a MUD's refusal with a prompt after it.",
    ),
    item(
        (
            "[Hermit's Clearing]\nA ring of standing stones surrounds a smouldering fire.\n"
            "[Exits: north south]",
            R("hermit's clearing", "n s"),
        ),
        "e",
        (
            "You cannot go that way.\n\n[Hermit's Clearing]\nA ring of standing stones "
            "surrounds a smouldering fire.\n[Exits: north south]",
            Both(K("refused"), R("hermit's clearing", "n s")),
        ),
        notes="the refusal and the room in one text: refused east.",
    ),
    item(
        (
            "Scullery Passage\nA flagged passage smelling of soap. It leads north to the "
            "laundry and south to the kitchen yard.",
            R("scullery passage", "n s"),
        ),
        "east",
        ("You are not allowed out of the servants' quarters that way.", K("refused")),
        "west",
        ("Mrs Hatch would have your hide. Not that way.", K("refused")),
        notes="refusals by a rule of the house: refused east and west.",
    ),
    item(
        (
            "Old Quarry\nThe quarry floor is strewn with spoil. A haul road climbs out to "
            "the east; a tunnel mouth gapes to the north.",
            R("old quarry", "e n"),
        ),
        "west",
        ("The quarry face is sheer. You can't climb it.", K("refused")),
        "north",
        (
            "Tunnel Mouth\nWater drips from the roof. The tunnel goes on into the dark to the "
            "north, and the quarry floor is south.",
            R("tunnel mouth", "n s"),
        ),
        notes="a refusal left in the quarry: none stands in the tunnel mouth.",
    ),
    item(
        (
            "Bell Tower Stair\nA spiral stair. To the west an iron grille door, shut, leads "
            "to the organ loft. The stair goes down to the nave.",
            R("bell tower stair", "w down", closed="w"),
        ),
        "west",
        ("The grille is locked. A small keyhole stares back at you.", K("refused", "locked")),
        notes="a grille first read as closed, then refused as locked: no action is left.",
    ),
    item(
        (
            "Ice House\nBlocks of ice lie packed in straw. The heavy insulated door to the "
            "south is closed; there is no other way out.",
            R("ice house", "s", closed="s"),
        ),
        "south",
        ("It's shut. Open it first.", K("refused", "closed")),
        "open south",
        ("The heavy door groans open.", K("opened")),
        notes="refused at the shut door, then opened: the refusal cleared, go south.",
    ),
]
