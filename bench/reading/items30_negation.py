"""negation, thirtieth round: compass words and coin words that give no exit and no coin (an idiom,
a motto, a window, a chart, a sign across the street, a coin worn on a chain, a coin far off across
a gorge, a forger's empty mould, a painted coin on a dolls' house floor, a toll board's prices,
"penny-wise and pound-foolish", a room named for Northampton), doors whose state is told
indirectly, by contrast, for several doors at once or changed in the same text ("None of the four
doors is open, and all but the west one are locked.", "The north door is as open as the south door
is shut.", a door unlocked and pulled open, a door that "only looked shut in the dark", a door the
cook has shut since the player was last there), and ways told by what is missing or blocked ("the
barn end has fallen out"), beside plain exits and real coins (a half-penny under a cot, a ha'penny
on a windowsill). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def scullery_passage(east: str = "open") -> tuple:
    return (
        f"Scullery Passage\nFlagstones worn into dips, and a smell of soda. The kitchen door, "
        f"east, is {east}; the yard is west.",
        R("scullery passage", "e w", closed="" if east == "open" else "e"),
    )


ITEMS = [
    item(
        "Map Room\nYou stare at the county map for a long minute, and then the penny drops: the "
        "chapel isn't north of the square at all, it's east of it. Not that it helps you here. "
        "The only door out of the map room is south, and it is open.",
        R("map room", "s"),
        notes="'the penny drops' is an idiom and north and east are the map's: no coin and no "
        "exit but the open door south",
    ),
    item(
        "Lady Chapel\nIn the east window Judas clutches his thirty pieces of silver, picked out "
        "in grisaille on the glass. There is no door on that side, nor on the north; the way "
        "out is the archway west, and a small door to the south stands shut.",
        R("lady chapel", "w s", closed="s"),
        notes="pieces of silver in a window are glass; no door east or north; the archway "
        "west is open, the south door shut",
    ),
    item(
        "Coiner's Den\nThe constables have been and gone. They left the forger's mould for "
        "florins split open and empty, and the crucible cold, and took every one of the bad "
        "florins away with them. A trapdoor in the floor is the only way out, and it is "
        "propped open.",
        R("coiner's den", "d"),
        notes="an empty mould and florins taken away: no coin; the only way is the trapdoor "
        "down, outside the vocabulary: no action",
    ),
    item(
        "Gorge Rim\nOn the far side of the gorge, fifty feet across and a hundred down, "
        "something round and gold catches the sun. There is no bridge and no path down. The "
        "track leaves the edge southward, into the pines.",
        R("gorge rim", "s"),
        notes="something gold far off across the gorge is no coin in this room; the gorge is "
        "no way; the track south is the only exit",
    ),
    item(
        "Changing Tent\nYou check yourself in the cracked mirror: the lucky sixpence on its "
        "chain round your neck is still there, and so is the smudge on your nose. Canvas walls "
        "all round; the tent flap, east, is tied back.",
        R("changing tent", "e"),
        notes="a sixpence the player wears is no coin lying in the room; a tent flap tied back "
        "is open: go east",
    ),
    item(
        "Council Chamber\nCarved over the door is the town's motto, ONWARD AND NORTHWARD, which "
        "the first mayor coined in 1851. The door is in the south wall and stands open; the "
        "clerk's room is west.",
        R("council chamber", "s w"),
        notes="'coined' is a verb and NORTHWARD a motto: no coin and no exit north",
    ),
    item(
        "Strong Passage\nFour doors open off this short passage, one on each side. None of the "
        "four doors is open, and all but the west one are locked.",
        R("strong passage", "n s e w", closed="w", locked="n s e"),
        notes="four doors told at once: all shut, three locked (no open), the west one only "
        "closed: open west",
    ),
    item(
        "Back Hall\nCoats, boots, a barometer stuck at CHANGE. The north door is as open as the "
        "south door is shut.",
        R("back hall", "n s", closed="s"),
        notes="two doors by contrast: the north one open, the south one shut; a barometer's "
        "CHANGE is no coin",
    ),
    item(
        (
            "Gun Room\nRacks of fowling pieces, and a smell of oil. The door east is locked; "
            "the billiard room is west.",
            R("gun room", "e w", locked="e"),
        ),
        "unlock east door",
        (
            "The key turns. You pull, and the door comes open with a shriek of hinges.",
            R(None, "e w"),
        ),
        notes="a door unlocked and pulled open in one reply is open (the room as now seen): "
        "go east or west",
    ),
    item(
        "Tollhouse\nThe toll board still lists the charges, a penny for a horse and tuppence "
        "for a cart, but nobody has collected a coin here since the turnpike trust was wound "
        "up. The gate across the road to the north stands open for good, its hinges rusted "
        "solid, and the road runs on south.",
        R("tollhouse", "n s"),
        notes="prices on a board and coins no longer collected: no coin; a gate rusted open "
        "is open",
    ),
    item(
        "Soda Fountain\nThrough the plate glass you can see the DIME STORE sign across the "
        "street. There is no coin on the counter; you checked. The door to the street is "
        "south, and the kitchen door, east, swings both ways and hangs open.",
        R("soda fountain", "s e"),
        notes="a DIME STORE sign across the street is no coin and the plate glass no exit; "
        "'no coin on the counter'",
    ),
    item(
        "Shipping Office\nA chart of the Guinea coast hangs behind the desk, the trade winds "
        "drawn on it blowing from the east. The only way out is the door north, which the "
        "clerk keeps locked; there is a bell to ring for him.",
        R("shipping office", "n", locked="n"),
        notes="the Guinea coast and winds on a chart give no coin and no exit; the only door "
        "is locked: no action",
    ),
    item(
        "Nursery\nA rocking horse, a cot, and a dolls' house with a tiny gold coin painted on "
        "its hall floor. Under the cot lies a real half-penny. The door is west.",
        R("nursery", "w", coin=True),
        notes="a painted coin in a dolls' house is none, but the half-penny under the cot is "
        "a coin: take it",
    ),
    item(
        (
            "Lamp Room\nPitch dark but for your candle. The door to the west is shut, and the "
            "way to the oil store is north.",
            R("lamp room", "w n", closed="w"),
        ),
        "open west",
        (
            "You reach for the handle and find nothing to pull: the west door is already wide "
            "open. It only looked shut in the dark.",
            R(None, "w n"),
        ),
        notes="a closer look shows the west door open (the room as now seen): go west or north",
    ),
    item(
        scullery_passage(),
        "east",
        (
            "Kitchen\nA scrubbed table and a range. The only door is the one to the scullery "
            "passage, west.",
            R("kitchen", "w"),
        ),
        "west",
        (
            "Scullery Passage\nFlagstones worn into dips, and a smell of soda. The kitchen "
            "door, east, is shut: the cook has closed it since you were here. The yard is "
            "west.",
            R("scullery passage", "e w", closed="e"),
        ),
        notes="a door shut behind the player's back: the kitchen east visited, its door now "
        "closed; the yard west unvisited",
    ),
    item(
        (
            "Dressing Room\nA dressing table, a screen, and a long mirror on the west wall. The "
            "door out is east.",
            R("dressing room", "e"),
        ),
        "west",
        ("There is no door in the west wall, only the mirror, and you in it.", K("refused")),
        notes="a mirror where a door might be: west refused; the door east is the only exit",
    ),
    item(
        "Butler's Pantry\n'She's penny-wise and pound-foolish, that one,' the butler says of "
        "the housekeeper, polishing a spoon. The silver is locked in the plate safe. The door "
        "to the dining room, north, is open, and the back stairs go down.",
        R("butler's pantry", "n d"),
        notes="'penny-wise and pound-foolish' is an idiom; the plate safe is locked: no coin",
    ),
    item(
        "Rope Store\nCoils of rope, a cold brazier, and a ha'penny on the windowsill. There is "
        "no door to the north, whatever the plan says; the way out is west.",
        R("rope store", "w", coin=True),
        notes="a ha'penny on the sill is a coin: take it; no door north",
    ),
    item(
        "Northampton Room\nA hotel conference room: a long table, a flip chart, and a view of "
        "the car park. The only door is east.",
        R("northampton room", "e"),
        notes="'North' in a room's name gives no exit north; the car park is a view",
    ),
    item(
        "Old Barn\nWalls on three sides of you, stone and whole, and on the fourth side, the "
        "west, nothing at all: the barn end has fallen out, and you can step straight into the "
        "paddock.",
        R("old barn", "w"),
        notes="a way told by a missing wall: the fallen end west is an exit; walls on the "
        "other three sides",
    ),
]
