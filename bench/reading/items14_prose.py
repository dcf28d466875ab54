"""prose, fourteenth round: telegraphic prose as players' notes, diaries and tersely written
games give it: "You're in the yard. Gate W, shut. Barn door N, open.", "Kitchen. Cold stove.
Back door E, ajar. Penny on the table.", "Notes: Boathouse. One door (S).", "Day 4. Still in
the cellar.", "N: hedge, no gap. E: gate (locked). S: the lane.", "Road runs E-W.", "Up, down,
or out E.", "Tom's in the shed.", a card ("Where: Glasshouse / Ways out: W (door open), N
(door shut) / Seen: trowel, seed trays, a coin"), a summary line ("Room: laundry. Exits: N, W.
Doors: W (closed). Items: coin (1)."), American (a mudroom, a quarter on the dryer) and British
(a sixpence in the straw, a shilling on a mangle) money; walks from a lane, a barn, a stile and
a porch whose penny is pocketed. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You're in the yard. Gate W, shut. Barn door N, open.",
        R("yard", "w n", closed="w"),
        notes="telegraphic: the gate west is shut (closed), the barn door north open: open west "
        "or go north",
    ),
    item(
        "Kitchen. Cold stove. Back door E, ajar. Penny on the table.",
        R("kitchen", "e", coin=True),
        notes="'ajar' is open; a penny on the table is a coin in the room: take coin",
    ),
    item(
        "Notes: Boathouse. One door (S). Oars, a canoe, nothing else.",
        R("boathouse", "s"),
        notes="a player's notes name the room after 'Notes:'; one door south, its state not "
        "given (open); no coin",
    ),
    item(
        "Day 4. Still in the cellar. Door N locked. Hatch up, open.",
        R("cellar", "n up", locked="n"),
        notes="a diary line: the room is `cellar`; the only door of the vocabulary is locked and "
        "the open hatch leads up (outside the vocabulary): no action",
    ),
    item(
        "Washhouse: tubs, a mangle, a shilling on the mangle board. Door E.",
        R("washhouse", "e", coin=True),
        notes="the name before a colon, then a list; a shilling on the mangle board is a coin "
        "in the room: take coin",
    ),
    item(
        "You are in the scullery. Exits: E (kitchen), S (yard, door shut).",
        R("scullery", "e s", closed="s", leads={"e": "kitchen", "s": "yard"}),
        notes="exits with destinations in parentheses: east open, south behind a shut door",
    ),
    item(
        ("You're on the lane. Cottage S, field gate N (open).", R("lane", "s n")),
        "n",
        ("Field. Gate S. Stile E.", R("field", "s e")),
        notes="through the open field gate: the gate south leads back to the lane (visited, "
        "initial); a stile east is a way: go east",
    ),
    item(
        "Bridge. Road runs E-W. River below.",
        R("bridge", "e w"),
        notes="'runs E-W' is east and west; the river below is no exit",
    ),
    item(
        "You stand in the orchard. N: hedge, no gap. E: gate (locked). S: the lane.",
        R("orchard", "e s", locked="e"),
        notes="a hedge with no gap is no exit; the east gate is locked; the lane south is open: "
        "go south",
    ),
    item(
        "Hayloft. Ladder down. Sixpence in the straw.",
        R("hayloft", "down", coin=True),
        notes="a sixpence (a coin) in the straw; the only way is a ladder down: take coin",
    ),
    item(
        "Tom's in the shed. Door W. Nothing else worth a look.",
        R("shed", "w"),
        notes="third person, the player as Tom (the eleventh round's 'Anna is in the hallway'): "
        "`shed`, one door west",
    ),
    item(
        "Where: Glasshouse\nWays out: W (door open), N (door shut)\nSeen: trowel, seed trays, a "
        "coin",
        R("glasshouse", "w n", closed="n", coin=True),
        notes="a card: the room after 'Where:', doors with their states, 'a coin' among the "
        "things seen here: take coin",
    ),
    item(
        ("Porch. Door N. Penny on the mat.", R("porch", "n", coin=True)),
        "take penny",
        ("Pocketed: one penny.", K("took")),
        notes="the penny is taken ('Pocketed'), no coin left; the door north (state not given) "
        "is open: go north",
    ),
    item(
        "Cold store. Door S (shut). Hooks, ice.",
        R("cold store", "s", closed="s"),
        notes="the only door is shut: open south",
    ),
    item(
        "Stairwell. Up, down, or out E.",
        R("stairwell", "up down e"),
        notes="up and down are outside the vocabulary; 'out E' is an exit east: go east",
    ),
    item(
        "Mudroom. Garage door W. Kitchen N. Quarter on the dryer.",
        R("mudroom", "w n", coin=True),
        notes="American: a quarter (the 25-cent coin) on the dryer is a coin in the room: take "
        "coin",
    ),
    item(
        ("You're in the barn. Yard S.", R("barn", "s")),
        "s",
        ("Yard. Barn N, road E. Pump in the middle.", R("yard", "n e", leads={"n": "barn"})),
        notes="out of the barn: north leads back to it (visited, initial); the road east is "
        "unexplored: go east",
    ),
    item(
        "Summary -- Room: laundry. Exits: N, W. Doors: W (closed). Items: coin (1).",
        R("laundry", "n w", closed="w", coin=True),
        notes="a summary line: the room `laundry`, a closed door west, one coin among the items: "
        "take coin",
    ),
    item(
        ("You're at the stile. Field W, wood E.", R("stile", "w e")),
        "e",
        (
            "Wood. Dim. Path W back to the stile; path N, overgrown but passable.",
            R("wood", "w n", leads={"w": "stile"}),
        ),
        notes="'back to the stile' agrees with the history (visited, initial); 'overgrown but "
        "passable' is a way north: go north",
    ),
    item(
        "Paddock. Fence all round except a gap S. Pony grazing.",
        R("paddock", "s"),
        notes="a fence is no exit; the gap in it south is the one way",
    ),
]
