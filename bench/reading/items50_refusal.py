"""refusal, fiftieth round (emphasis: how rooms are named and how ways are listed): refusals in many
wordings, in games that name their rooms and list their ways in many forms, and what clears or keeps
them: a MUD's "north (closed door)" refused, opened and looked at ("north (open door)"), an Inform
door found locked and unlocked (still shut: kept), a classic refusal with the room printed again in
one text, a locked door in an "Exits:" list unlocked and opened (cleared), a refusal left behind by
a move, a refusal that names the room ("You can't go north from the Scriptorium."), a refusal that
lists the ways ("There is no exit east. Exits: south, west."), a knock nobody answers, a door opened
by its name, a door "(door)" of no stated state refused, opened and walked through, a refused `go
up` (no fact) beside a real refusal, a warden who unlocks a door and props it open (the room printed
again), a pond left behind, a status line "Room: Kiln Shed | Exits: N(shut) E" refused and opened, a
fallen tree with the room printed again, TextWorldExpress's closed door opened and walked through, a
"[Drying Green]" and "[ Exits: n e ]" game's "Alas, you cannot go that way." kept by a look, a wall
refused in a room named only in a sentence, a gate "chained" refused and left, a hatch shut by the
wind (the room printed again: closed). What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Vestry Passage\n   A flagged passage smelling of candle grease and damp hassocks.\n"
            "Obvious exits:\n  north - the Choir Vestry (closed door)\n  south - the Transept\n",
            R("vestry passage", "n s", closed="n", leads={"n": "choir vestry", "s": "transept"}),
        ),
        "n",
        ("The door is closed.\n", K("refused", "closed")),
        "open north",
        ("You open the door to the Choir Vestry.\n", K("opened")),
        "look",
        (
            "Vestry Passage\n   A flagged passage smelling of candle grease and damp hassocks.\n"
            "Obvious exits:\n  north - the Choir Vestry (open door)\n  south - the Transept\n",
            R("vestry passage", "n s", leads={"n": "choir vestry", "s": "transept"}),
        ),
        notes="the door north refused as closed, opened, and the look lists it '(open door)': "
        "the refusal cleared; north and south open",
    ),
    item(
        (
            "Still House\nCopper stills shine along one wall, and the spirit safe is padlocked "
            "with the exciseman's own lock. The warehouse door, to the north, is closed. The "
            "malt barn is west.",
            R("still house", "n w", closed="n", leads={"n": "warehouse", "w": "malt barn"}),
        ),
        "north",
        ("(first opening the warehouse door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock north door with iron key",
        ("You unlock the warehouse door. It is still closed.", K("unlocked")),
        notes="the warehouse door refused as locked and unlocked: still closed, the refusal "
        "kept (refused(north), closed(north)); open north or go west; the spirit safe is no door",
    ),
    item(
        (
            "Potting Shed\nSeed trays, a broken rake and a smell of wet earth. A door leads "
            "north to the walled garden. The window at the back looks out on the compost heaps.",
            R("potting shed", "n", leads={"n": "walled garden"}),
        ),
        "east",
        (
            "You can't go that way.\n\nPotting Shed\nSeed trays, a broken rake and a smell of wet "
            "earth. A door leads north to the walled garden. The window at the back looks out on "
            "the compost heaps.",
            Both(K("refused"), R("potting shed", "n", leads={"n": "walled garden"})),
        ),
        notes="the refusal and the room printed again in one text: refused(east) stands; the "
        "only way north",
    ),
    item(
        (
            "Tithe Barn\n  Huge oak posts hold up a roof like an upturned ship.\n  Exits: north, "
            "east, west (locked)\n",
            R("tithe barn", "n e w", locked="w"),
        ),
        "w",
        ("The west door is locked.\n", K("refused", "locked")),
        "unlock west",
        ("Unlocked.\n", K("unlocked")),
        "open west",
        ("You open the west door.\n", K("opened")),
        notes="the locked door west refused, unlocked (still shut) and opened: the open that "
        "worked clears the refusal; north, east and west open",
    ),
    item(
        (
            "Granary Floor\n  Sacks of barley stand in rows on the boards. A trapdoor in the "
            "floor is bolted.\n  [Exits: south west]\n",
            R("granary floor", "s w"),
        ),
        "north",
        ("You cannot go that way.\n", K("refused")),
        "west",
        (
            "Winnowing Room\n  A winnowing machine stands among drifts of chaff. The granary "
            "floor is east.\n  [Exits: east north]\n",
            R("winnowing room", "e n", leads={"e": "granary floor"}),
        ),
        notes="the refusal north left behind in the granary floor; in the winnowing room east "
        "visited (initial), north unvisited: go north",
    ),
    item(
        (
            "Scriptorium\nSloping desks stand under the tall windows, each with its inkhorn and "
            "its pen-knife. The library is east, through an open arch. The abbot's door, south, "
            "is shut.",
            R("scriptorium", "e s", closed="s", leads={"e": "library"}),
        ),
        "north",
        ("You can't go north from the Scriptorium.", K("refused")),
        notes="the refusal names the room ('from the Scriptorium'): refused(north); east open, "
        "the abbot's door south shut",
    ),
    item(
        (
            "Laundry Yard\nWashing lines criss-cross over the cobbles, and the sheets on them "
            "crack in the wind.\nExits: south, west.",
            R("laundry yard", "s w"),
        ),
        "east",
        (
            "There is no exit east.\nExits: south, west.",
            Both(K("refused"), R(None, "s w")),
        ),
        notes="a refusal that lists the ways again ('Exits: south, west.', the laundry yard "
        "kept): refused(east); south and west open",
    ),
    item(
        (
            "Almonry\nA stone bench runs round the walls where the poor once waited for bread. "
            "The gate to the lane, north, is locked. The cloister is south.",
            R("almonry", "n s", locked="n", leads={"s": "cloister"}),
        ),
        "north",
        ("The gate is locked.", K("refused", "locked")),
        "knock on gate",
        ("You knock. Nobody comes.", K("none")),
        notes="the locked gate refused; a knock nobody answers keeps it (refused(north)); the "
        "cloister south open",
    ),
    item(
        (
            "Kitchen Passage\nA stone-flagged passage where the bells for every room hang on "
            "their springs. The scullery door, east, is shut. The servants' hall is west.",
            R("kitchen passage", "e w", closed="e", leads={"e": "scullery", "w": "servants' hall"}),
        ),
        "east",
        ("The scullery door is shut.", K("refused", "closed")),
        "open scullery door",
        ("You open the scullery door.", K("opened", "east")),
        notes="the scullery door refused as shut and opened by its name: the refusal cleared; "
        "east and west open",
    ),
    item(
        (
            "Brewhouse\n  Mash tuns steam under the roof.\n  Exits:\n    North - Cooling Floor "
            "(door)\n    West  - Yard\n",
            R("brewhouse", "n w", leads={"n": "cooling floor", "w": "yard"}),
        ),
        "north",
        ("The door is closed.\n", K("refused", "closed")),
        "open door",
        ("You open the door.\n", K("opened", "north")),
        "north",
        (
            "Cooling Floor\n  Shallow trays of wort cool in the draught from the louvres.\n  "
            "Exits:\n    South - Brewhouse (door, open)\n",
            R("cooling floor", "s", leads={"s": "brewhouse"}),
        ),
        notes="a door '(door)' whose state was not given, refused as closed, opened and walked "
        "through; the cooling floor's only way south visited (initial)",
    ),
    item(
        (
            "Signal Cabin\nLevers stand in a row, polished where hands grip them. The steps down "
            "to the track are south, and the lamp room door, east, is open.",
            R("signal cabin", "s e", leads={"e": "lamp room"}),
        ),
        "go up",
        ("There's nothing up there but the roof.", K("refused")),
        "go west",
        ("You'd go straight through the window onto the line.", K("refused")),
        notes="a refused `go up` is no fact; the move west refused (a window, no exit: "
        "refused(west)); south and east open",
    ),
    item(
        (
            "Lock-Up\n  A cell with a plank bed and a bucket. The iron door, north, is locked.\n"
            "  [Exits: north]\n",
            R("lock-up", "n", locked="n"),
        ),
        "north",
        ("The iron door is locked.\n", K("refused", "locked")),
        "wait",
        (
            "The warden comes down the passage, unlocks the door and props it open with a "
            "stool.\n\nLock-Up\n  A cell with a plank bed and a bucket. The iron door, north, "
            "stands open, propped with a stool.\n  [Exits: north]\n",
            R("lock-up", "n"),
        ),
        notes="the locked door refused; the warden unlocks it and props it open, and the room is "
        "printed again with it open: the refusal cleared; go north",
    ),
    item(
        (
            "Duck Green\nA pond takes up most of the green, and the ducks on it look at you "
            "expectantly. The church lane goes north. The smithy is east.",
            R("duck green", "n e", leads={"e": "smithy"}),
        ),
        "south",
        ("The pond is in the way, and it's deeper than it looks.", K("refused")),
        "east",
        (
            "Smithy\nThe fire roars as the smith works the bellows. The green is west.",
            R("smithy", "w", leads={"w": "duck green"}),
        ),
        notes="the pond refused and left behind by a move; in the smithy west visited (initial, "
        "all visited): go back west",
    ),
    item(
        (
            "The clay is wet and grey on the benches.\nRoom: Kiln Shed | Exits: N(shut) E | Turn 6",
            R("kiln shed", "n e", closed="n"),
        ),
        "n",
        ("Shut.\nRoom: Kiln Shed | Exits: N(shut) E | Turn 7", K("refused", "closed")),
        "open n",
        ("Opened.\nRoom: Kiln Shed | Exits: N E | Turn 8", K("opened")),
        notes="a status line 'Room: Kiln Shed | Exits: N(shut) E' names the room; the shut door "
        "north refused and opened (the status line now 'N E'): cleared; north and east open",
    ),
    item(
        (
            "Woodland Ride\nA grassy ride between oaks. It runs north toward the keeper's "
            "cottage. It used to run east to the road, but a fallen oak lies across it now.",
            R("woodland ride", "n"),
        ),
        "east",
        (
            "A fallen oak lies across the ride to the east, too big to climb.\n\nWoodland Ride\n"
            "A grassy ride between oaks. It runs north toward the keeper's cottage. To the east "
            "the way is blocked by a fallen oak.",
            Both(K("refused"), R("woodland ride", "n")),
        ),
        notes="the way east blocked by a fallen oak (no exit): the move refused, and the room "
        "printed again with only north: refused(east); go north",
    ),
    item(
        (
            "Your task is to search the environment and find the coin.  Once you find the coin, "
            "take it.\n\nYou are in the pantry. In one part of the room you see a shelf, that has "
            "nothing on it. There is also a folding chair, that has nothing on it. \nTo the East "
            "you see a closed screen door. ",
            R("pantry", "e", closed="e"),
        ),
        "move east",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to east",
        ("You open the screen door, revealing the backyard. ", K("opened")),
        "move east",
        (
            "You are in the backyard. In one part of the room you see a barbeque. There is also "
            "a clothes line, that has nothing on it. \nThrough an open screen door, to the West "
            "you see the pantry. To the North you see the driveway. ",
            R("backyard", "w n"),
        ),
        notes="TextWorldExpress's manner: the screen door refused, opened by direction and "
        "walked through; the backyard names itself in 'You are in the backyard.': west visited "
        "(initial), the driveway north unvisited: go north",
    ),
    item(
        (
            "[Drying Green]\n  Clothes props lean against the wall, and the lines are empty.\n"
            "[ Exits: n e ]\n",
            R("drying green", "n e"),
        ),
        "w",
        ("Alas, you cannot go that way.\n", K("refused")),
        "look",
        (
            "[Drying Green]\n  Clothes props lean against the wall, and the lines are empty.\n"
            "[ Exits: n e ]\n",
            R("drying green", "n e"),
        ),
        notes="'[Drying Green]' names the room; a move west refused; the look shows the same "
        "exits: the refusal stands (refused(west)); north and east",
    ),
    item(
        (
            "You are in the bothy, a stone hut with a fireplace, a sleeping platform and a "
            "visitors' book. The door is on the south side, and it is open.",
            R("bothy", "s"),
        ),
        "north",
        ("The north wall is solid granite. You'll need the door.", K("refused")),
        notes="the room named only in the sentence 'You are in the bothy'; the wall north "
        "refused (refused(north)); the only way south",
    ),
    item(
        (
            "Churchyard Gate\nYews lean over the wall. The lych gate, west, is chained. The lane "
            "runs on east.",
            R("churchyard gate", "w e", locked="w"),
        ),
        "west",
        ("The chain rattles; the lych gate won't open.", K("refused", "locked")),
        "east",
        (
            "Lane\nHigh hedges on either side, and cow parsley in the verges. The churchyard "
            "gate is west. The lane bends away south.",
            R("lane", "w s", leads={"w": "churchyard gate"}),
        ),
        notes="the chained lych gate refused and left behind; in the lane west visited "
        "(initial), south unvisited: go south",
    ),
    item(
        (
            "Hatch Cabin\nA low cabin under the deckhead with a table bolted down and two bunks. "
            "The hatch to the deck, north, is open, and the galley is aft, to the south.",
            R("hatch cabin", "n s", leads={"s": "galley"}),
        ),
        "wait",
        (
            "A gust slams the hatch shut.\n\nHatch Cabin\nA low cabin under the deckhead with a "
            "table bolted down and two bunks. The hatch to the deck, north, is shut, and the "
            "galley is aft, to the south.",
            R("hatch cabin", "n s", closed="n", leads={"s": "galley"}),
        ),
        "north",
        ("The hatch is shut.", K("refused", "closed")),
        notes="the wind shuts the hatch and the room is printed again (closed); the move north "
        "refused: refused(north), closed(north): open north or go south",
    ),
]
