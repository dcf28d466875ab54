"""refusal, eleventh round: the common refusals in their common places: "You can't go that way.",
"You walk east and bump into the wall.", "You bump into the wall. The cows ...", "You'll have to
open the pantry door first." (closed), "The cellar door is locked." and "The iron-bound door is
locked." (a door whose state was not given turns out locked), "Alas, you cannot go that way."
with a prompt, "There is no way north from the dovecote." then a look, "The trees are too thick
to pass that way.", "You would need a boat to cross the river.", "The walls are too smooth to
climb." (a refused `climb up`: no fact), "The gate is shut." then the gate opened and a look with it
open, an unlock that keeps the refusal, a failed unlock, two refusals in a row, a refusal left in
an earlier room, TextWorldExpress's "You can't move there, the door is closed." then `look
around`, a refusal and the room in one text (Both). What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Boot Room\nMuddy boots stand in a row along the wall. Doorways lead north and south.",
            R("boot room", "n s"),
        ),
        "east",
        ("You walk east and bump into the wall.", K("refused")),
        notes="east is no exit and the move was refused: refused(east); two doorways",
    ),
    item(
        (
            "Scullery Passage\nA flagged passage that smells of soap. The pantry door, to the "
            "east, is closed. The kitchen is west.",
            R("scullery passage", "e w", closed="e"),
        ),
        "east",
        ("You'll have to open the pantry door first.", K("refused", "closed")),
        notes="a refusal at a closed door: closed and refused; open east, or go west",
    ),
    item(
        (
            "Back Kitchen\nA cold back kitchen with a copper for the washing. The yard door, to "
            "the north, is shut. A passage leads east.",
            R("back kitchen", "n e", closed="n"),
        ),
        "north",
        ("You'll have to open the yard door first.", K("refused", "closed")),
        "open yard door",
        ("You open the yard door.", K("opened", door="n")),
        "north",
        (
            "Stable Yard\nCobbles, puddles and an empty water trough. The yard door leads south "
            "into the house, and an archway opens to the west.",
            R("stable yard", "s w"),
        ),
        notes="refused, opened and walked through; in the yard, south leads back (visited, "
        "initial), the archway west is unvisited; the copper is a boiler, no coin",
    ),
    item(
        (
            "Cellar Stair\nThe stair ends at a heavy door to the north. Steps go up to the "
            "kitchen.",
            R("cellar stair", "n u"),
        ),
        "north",
        ("The cellar door is locked.", K("refused", "locked")),
        notes="the door's state was not given; the refusal makes it locked (closed, refused, no "
        "open); the only other way is up: no action",
    ),
    item(
        (
            "[Roadside Shrine]\nA little stone shrine, hung with dried flowers.\n[Exits: north "
            "east]\n<20hp 10m 30mv> ",
            R("roadside shrine", "n e"),
        ),
        "w",
        ("Alas, you cannot go that way.\n<20hp 10m 30mv> ", K("refused")),
        notes="Diku's refusal with the prompt after it: refused(west)",
    ),
    item(
        (
            "Lumber Room\nBroken chairs are heaped to the ceiling. A doorway leads north.",
            R("lumber room", "n"),
        ),
        "east",
        ("There is a wall there.", K("refused")),
        "west",
        ("There is only wall to the west.", K("refused")),
        notes="two refusals in a row: refused(east) and refused(west); the doorway north is the "
        "way on",
    ),
    item(
        (
            "Dovecote\nPigeons shuffle on the ledges above. The doorway is to the south.",
            R("dovecote", "s"),
        ),
        "north",
        ("There is no way north from the dovecote.", K("refused")),
        "look",
        (
            "Dovecote\nPigeons shuffle on the ledges above. The doorway is to the south.",
            R("dovecote", "s"),
        ),
        notes="a look after the refusal shows no way north: the refusal stands",
    ),
    item(
        (
            "Tool Shed\nSpades, forks and a rusty scythe. The shed door opens to the south.",
            R("tool shed", "s"),
        ),
        "e",
        ("You can't go that way.", K("refused")),
        "s",
        (
            "Vegetable Plot\nRows of cabbages and a bean frame. The tool shed is north, and a "
            "path runs west to the house.",
            R("vegetable plot", "n w", leads={"n": "tool shed"}),
        ),
        notes="the refusal was in the shed and was left there; here north leads back to the "
        "shed (visited, initial), west is unvisited",
    ),
    item(
        (
            "Strong Room Passage\nAn iron-bound door leads north. The corridor runs west.",
            R("strong room passage", "n w"),
        ),
        "north",
        ("The iron-bound door is locked.", K("refused", "locked")),
        "unlock north door with brass key",
        ("You unlock the iron-bound door.", K("unlocked")),
        notes="unlocked but still closed: the refusal stands until the door is opened; open "
        "north or go west",
    ),
    item(
        (
            "Woodcutter's Clearing\nA stump, a heap of chips and an axe-block. A path leads "
            "north.\nThere is a gold coin here.",
            R("woodcutter's clearing", "n", coin=True),
        ),
        "west",
        ("The trees are too thick to pass that way.", K("refused")),
        notes="the trees refused the move west; the gold coin is still here: take it",
    ),
    item(
        (
            "Well Bottom\nYou are at the bottom of a dry well. A low tunnel leads east. Far "
            "above, there is a small circle of sky.",
            R("well bottom", "e"),
        ),
        "climb up",
        ("The walls are too smooth to climb.", K("refused")),
        notes="a refused `climb up` is outside the vocabulary: no fact; the tunnel east",
    ),
    item(
        (
            "Boat House\nA rowing boat hangs from the rafters. The door is to the west.\n"
            "Exits: west\nA silver coin lies on the slipway.\n",
            R("boat house", "w", coin=True),
        ),
        "north",
        (
            "You cannot go that way.\n\nBoat House\nA rowing boat hangs from the rafters. The "
            "door is to the west.\nExits: west\nA silver coin lies on the slipway.\n",
            Both(K("refused"), R("boat house", "w", coin=True)),
        ),
        notes="the refusal and the room in one text: refused(north); the silver coin on the "
        "slipway is still in the room: take it",
    ),
    item(
        (
            "Lych Gate\nThe churchyard gate, to the north, is shut. The lane runs east and west.",
            R("lych gate", "n e w", closed="n"),
        ),
        "north",
        ("The gate is shut.", K("refused", "closed")),
        "open gate",
        ("The gate creaks open.", K("opened", door="n")),
        "look",
        (
            "Lych Gate\nThe churchyard gate, to the north, stands open. The lane runs east and "
            "west.",
            R("lych gate", "n e w"),
        ),
        notes="refused at the shut gate, then the gate opened and a look shows it open: the "
        "refusal is cleared",
    ),
    item(
        (
            "River Meadow\nThe river lies to the north, and there is no boat. A towpath runs "
            "east and west.",
            R("river meadow", "e w"),
        ),
        "north",
        ("You would need a boat to cross the river.", K("refused")),
        notes="the river is no exit, and the move north was refused",
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a sofa, that has "
            "nothing on it. There is also a book case, that has nothing on it. \nTo the East "
            "you see the kitchen. To the West you see a closed patio door. ",
            R("living room", "e w", closed="w"),
        ),
        "move west",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        (
            "You are in the living room. In one part of the room you see a sofa, that has "
            "nothing on it. There is also a book case, that has nothing on it. \nTo the East "
            "you see the kitchen. To the West you see a closed patio door. ",
            R("living room", "e w", closed="w"),
        ),
        notes="TextWorldExpress's refusal at a closed door, then a look that shows it still "
        "closed: closed and refused; open west",
    ),
    item(
        (
            "Servants' Hall\nA long deal table and benches. The butler's door, to the west, is "
            "closed. A corridor leads north.",
            R("servants' hall", "w n", closed="w"),
        ),
        "west",
        ("The butler's door is locked.", K("refused", "locked")),
        "unlock west door",
        ("You don't have a key that fits.", K("none")),
        notes="a closed door refused as locked; the failed unlock changes nothing: locked, "
        "refused; go north",
    ),
    item(
        (
            "Porter's Lodge\nA cubby-hole with a stove and a kettle. A door leads east, to the "
            "quad. The street is south.",
            R("porter's lodge", "e s"),
        ),
        "east",
        ("You'll have to open the door first. It's shut.", K("refused", "closed")),
        notes="a door whose state was not given is refused as shut: closed and refused; open east",
    ),
    item(
        (
            "Cow Byre\nThe cows turn their heads to watch you. The byre door is to the south.",
            R("cow byre", "s"),
        ),
        "north",
        ("You bump into the wall. The cows look at you reproachfully.", K("refused")),
        notes="bumped into the wall: north refused; the byre door south",
    ),
    item(
        (
            "Chapel Porch\nA stone porch with benches along both sides. The chapel is north "
            "and the path is south.",
            R("chapel porch", "n s"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Chapel Porch\nA stone porch with benches along both sides. The chapel is north "
            "and the path is south.",
            R("chapel porch", "n s"),
        ),
        notes="two refusals and a look that shows neither way: both stand",
    ),
    item(
        (
            "Orchard Gate\nA five-bar gate to the east is padlocked. A track runs north and "
            "south along the hedge.",
            R("orchard gate", "e n s", locked="e"),
        ),
        "east",
        ("The gate is padlocked. You can't get through.", K("refused", "locked")),
        "north",
        (
            "Hedge End\nThe track ends at a gap in the hedge to the west. The orchard gate is "
            "south.",
            R("hedge end", "w s", leads={"s": "orchard gate"}),
        ),
        notes="the padlocked gate was refused and left behind; here south leads back (visited, "
        "initial), the gap west is unvisited",
    ),
]
