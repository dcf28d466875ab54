"""refusal, fourth round: moves the game refused, in game-specific wordings (direction named,
jokes, archaic, sci-fi), a refusal then the room in one text, refusals cleared by an open or a
description with the door open, not by an unlock, a refusal left in an earlier room, a refused
diagonal. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author (bench.reading.author4 for the refusal-then-room text)."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Scullery Yard\nA pump, a trough and a great many buckets. Passages go north and east.",
            R("Scullery Yard", "n e"),
        ),
        "west",
        ("You can't go west from here.", K("refused")),
        notes="the refusal names the direction",
    ),
    item(
        (
            "Sculpture Court\nMarble nymphs stand about in attitudes of surprise. The only "
            "exit is north.",
            R("Sculpture Court", "n"),
        ),
        "south",
        ("You walk confidently into the wall. The wall wins.", K("refused")),
        notes="a refusal as a joke",
    ),
    item(
        (
            "Topiary Walk\nHedges clipped into peacocks line the walk, which runs north and south.",
            R("Topiary Walk", "n s"),
        ),
        "go up",
        ("There's nothing up there but sky, and you never did learn to fly.", K("refused")),
        "east",
        ("The hedge is far too thick to push through to the east.", K("refused")),
        notes="up refused (outside the vocabulary, no fact), then east",
    ),
    item(
        (
            "Boot Room\nMuddy boots in pairs along the wall. A green door leads north, and "
            "the back stairs go west.",
            R("Boot Room", "n w"),
        ),
        "north",
        (
            "The green door is locked, and no amount of rattling will shift it.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given, refused as locked: closed (locked), refused",
    ),
    item(
        (
            "Vestry Passage\nA narrow stone passage. The vestry door to the east is locked; "
            "the passage continues south.",
            R("Vestry Passage", "e s", locked="e"),
        ),
        "east",
        ("The vestry door won't budge: it's locked.", K("refused", "locked")),
        "unlock east door with iron key",
        ("Click. You unlock the vestry door with the iron key.", K("unlocked")),
        notes="an unlock that worked leaves the door closed and the refusal standing",
    ),
    item(
        (
            "Coal Hole\nBlack dust on everything. The cellar door, to the west, is closed. A "
            "chute leads up to the street.",
            R("Coal Hole", "w u", closed="w"),
        ),
        "west",
        ("You'll need to open the cellar door first.", K("refused", "closed")),
        "open west door",
        ("You pull the cellar door open. It groans.", K("opened")),
        notes="an open that worked clears the refusal",
    ),
    item(
        (
            "Kennel Run\nA long run of wire pens, empty. A gate to the north is shut; a path "
            "leads east.",
            R("Kennel Run", "n e", closed="n"),
        ),
        "north",
        ("You'd have to open the gate first.", K("refused", "closed")),
        "wait",
        ("The gamekeeper swings the gate open, whistles, and wanders off.", K("none")),
        "look",
        (
            "Kennel Run\nA long run of wire pens, empty. A gate to the north stands open; a "
            "path leads east.",
            R("Kennel Run", "n e"),
        ),
        notes="a description with the gate open clears the refusal",
    ),
    item(
        (
            "Cloister Garth\nA square of grass inside the cloister. Arches lead south and west.",
            R("Cloister Garth", "s w"),
        ),
        "east",
        ("A wall. A very old, very solid wall.", K("refused")),
        "south",
        (
            "Chapter House\nStone benches ring the walls beneath the vaulting. The only way "
            "out is north.",
            R("Chapter House", "n"),
        ),
        notes="the refusal was in the garth; none stands in the chapter house",
    ),
    item(
        ("Kennels\nDogs bark as you pass. Exits are north and west.", R("Kennels", "n w")),
        "east",
        (
            "You can't go that way.\n\nKennels\nDogs bark as you pass. Exits are north and west.",
            Both(K("refused"), R("Kennels", "n w")),
        ),
        notes="a refusal followed by the room's description in the same text",
    ),
    item(
        ("Tin Mine Adit\nTimbers creak overhead.\nExits: south, west", R("Tin Mine Adit", "s w")),
        "e",
        ("Ouch! There's solid rock there.", K("refused")),
    ),
    item(
        (
            "Cargo Bay\nCrates are lashed to the deck. The bulkhead door to the north is "
            "sealed; an open hatch leads west.",
            R("Cargo Bay", "n w", closed="n"),
        ),
        "north",
        (
            "The bulkhead door to the north is still sealed. Cycle it open first.",
            K("refused", "closed"),
        ),
        notes="sealed is read as closed; the refusal at the door",
    ),
    item(
        (
            "Ridge Path\nThe path follows the ridge from east to west. Below you the valley "
            "is full of mist.",
            R("Ridge Path", "e w"),
        ),
        "go northeast",
        ("You can't go northeast; the slope is far too steep.", K("refused")),
        notes="a refused northeast is outside the vocabulary: no refused fact",
    ),
    item(
        (
            "Ford\nThe track comes down to the water's edge and stops. The track climbs the "
            "bank to the south.",
            R("Ford", "s"),
        ),
        "north",
        ("You can't go north: the river is in full spate.", K("refused")),
        "east",
        ("Reeds and deep mud. Not that way.", K("refused")),
        notes="two refusals in a row in one room",
    ),
    item(
        (
            "Hall of Echoes\nEvery sound here returns to thee thrice. An arch openeth to the "
            "south.",
            R("Hall of Echoes", "s"),
        ),
        "west",
        ("Thou canst not walk through solid stone, however much thou wouldst.", K("refused")),
        notes="an archaic refusal",
    ),
    item(
        (
            "Sorting Office\nPigeonholes from floor to ceiling. Exits lead north and east.",
            R("Sorting Office", "n e"),
        ),
        "south",
        ("You can't go that way. The only exits are north and east.", K("refused")),
        notes="a refusal that repeats the room's exits",
    ),
    item(
        (
            "Long Barn\nA threshing floor swept clean. Great doors stand open to the east, "
            "and a small door to the north is shut.",
            R("Long Barn", "e n", closed="n"),
        ),
        "east",
        (
            "Rick Yard\nHayricks in rows under thatched caps. The long barn is to the west, and a "
            "cart track runs south.",
            R("Rick Yard", "w s", leads={"w": "long barn"}),
        ),
        "north",
        ("A hayrick blocks the way north.", K("refused")),
        notes="a move that worked, then a refusal in the new room",
    ),
    item(
        (
            "Laboratory\nBenches of glassware bubble quietly. A steel door to the west is "
            "shut. A corridor runs north.",
            R("Laboratory", "w n", closed="w"),
        ),
        "west",
        ("The steel door is shut.", K("refused", "closed")),
        "look",
        (
            "Laboratory\nBenches of glassware bubble quietly. A steel door to the west is "
            "shut. A corridor runs north.\n\nSomewhere a timer pings.",
            R("Laboratory", "w n", closed="w"),
        ),
        notes="looking again shows the door still shut: the refusal stands",
    ),
    item(
        (
            "Crypt Stair Foot\nIt is very dark here; only a little light comes down the stair "
            "from above. A passage leads north.",
            R("Crypt Stair Foot", "u n"),
        ),
        "west",
        ("It is pitch dark to the west, and you'd rather not go there blind.", K("refused")),
        notes="a refused move west where no exit was read",
    ),
    item(
        (
            "Weir Keeper's Hut\nNets and floats hang from the rafters. A door leads south, "
            "and another opens east onto the weir.",
            R("Weir Keeper's Hut", "s e"),
        ),
        "north",
        ("There's a perfectly good wall in the way. You admire it briefly.", K("refused")),
        "west",
        ("That way lies only the millpond, and you didn't bring a towel.", K("refused")),
        notes="two joking refusals",
    ),
    item(
        (
            "Gun Deck\nCannon stand in rows, their ports closed. A companionway leads up, and "
            "a door to the east opens into the wardroom.",
            R("Gun Deck", "u e"),
        ),
        "south",
        ("You can't go south from the gun deck.", K("refused")),
        "d",
        ("There is no way down from here.", K("refused")),
        notes="refused south (a fact) and down (no fact)",
    ),
]
