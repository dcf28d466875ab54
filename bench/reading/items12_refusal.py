"""refusal, twelfth round: histories whose last moves the game refused, in wordings not listed
before: "You take one step west and stop dead: the yard ends in a thirty-foot drop", "The east
door won't open. It's locked tight.", "Stinging nettles stand shoulder high to the north. You
think better of it.", "The shelves are in the way.", "The gate's shut, and you'd have to open it
first.", "There's no door on the south side of the room, only more junk." (with the room again),
"The cellar door is locked." then an unlock, "The back of the shed is solid planking." left in
an earlier room, "That's the river." then "East is all reeds and black water.", a rotten ladder
(a refused `go up`) then "West is a wall, and a damp one.", a porter who steps into the path,
"You feel your way west along the rock until the rock stops you.", a fallen oak, "The door
refuses to budge. Someone has bolted it from the other side.", "The coach house doors are shut.
You'll need to open them first." then a look, "You walk smack into the toll bar.", "The snow to
the east lies ten feet deep.", "Locked. You rattle the handle anyway; still locked." with the
room again, "Eh? There's nothing that way but the pigsty wall.", "You push at the east door but
it's closed fast." then a look that shows it open. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Wash Yard\nA copper boiler, a mangle, lines of sheets. A path goes north to the "
            "kitchen garden, and the back door of the house is east.",
            R("wash yard", "n e"),
        ),
        "go west",
        (
            "You take one step west and stop dead: the yard ends in a thirty-foot drop to the "
            "river.",
            K("refused"),
        ),
        notes="a refusal told as the player's own stop at a drop: west refused",
    ),
    item(
        (
            "Bursar's Office\nA cramped office stacked with ledgers. There is a door to the "
            "east and another to the south.",
            R("bursar's office", "e s"),
        ),
        "e",
        ("The east door won't open. It's locked tight.", K("refused", door="locked")),
        notes="a door whose state was not given turns out locked: east closed (locked, no "
        "open) and refused; south open",
    ),
    item(
        (
            "Thistle Field\nThistles and docks, and a view of the sea.\n[Exits: south west]\n"
            "<77hp 50m 92mv> ",
            R("thistle field", "s w"),
        ),
        "north",
        (
            "Stinging nettles stand shoulder high to the north. You think better of it.\n"
            "<77hp 50m 92mv> ",
            K("refused"),
        ),
        notes="nettles and the player's second thoughts: north refused",
    ),
    item(
        (
            "Archive\nShelving from floor to ceiling, and the smell of old paper. The only door "
            "is west.\n\nYou can see a silver penny here.",
            R("archive", "w", coin=True),
        ),
        "e",
        ("The shelves are in the way.", K("refused")),
        notes="a thing in the way is a refusal of the move (east); the penny is still here",
    ),
    item(
        (
            "Drying Green\nSheets snap on the lines. A gate in the north wall is shut, and the "
            "house door is east.",
            R("drying green", "n e", closed="n"),
        ),
        "n",
        ("The gate's shut, and you'd have to open it first.", K("refused", door="closed")),
        "open gate",
        ("You lift the latch and the gate swings wide.", K("opened", door="n")),
        notes="a refusal at the shut gate cleared by opening it: north open, not refused",
    ),
    item(
        (
            "Lumber Room\nBroken chairs, a mangle with no rollers, tea chests piled to the "
            "ceiling. A door leads west.",
            R("lumber room", "w"),
        ),
        "s",
        (
            "There's no door on the south side of the room, only more junk.\n\nLumber Room\n"
            "Broken chairs, a mangle with no rollers, tea chests piled to the ceiling. A door "
            "leads west.",
            Both(K("refused"), R("lumber room", "w")),
        ),
        notes="a refusal and the room printed again in one text: south refused",
    ),
    item(
        (
            "Cellar Stair\nStone steps lead up into the house. At their foot a door opens to "
            "the east.",
            R("cellar stair", "up e"),
        ),
        "e",
        ("The cellar door is locked.", K("refused", door="locked")),
        "unlock east door with key",
        ("You turn the key. The lock clicks back.", K("unlocked")),
        notes="refused as locked, then unlocked: still closed and still refused (open east)",
    ),
    item(
        (
            "Cart Shed\nA hay wain with a broken shaft. The shed is open to the north, and a "
            "small door leads east.",
            R("cart shed", "n e"),
        ),
        "w",
        ("The back of the shed is solid planking.", K("refused")),
        "n",
        (
            "Stackyard\nRicks of hay under thatch. The cart shed is south; a lane goes off "
            "east between the ricks.",
            R("stackyard", "s e", leads={"s": "cart shed"}),
        ),
        notes="the refusal was in the cart shed; the player has moved on: no refusal here; "
        "south visited and initial",
    ),
    item(
        (
            "Ferry Stage\nA wooden stage over the river, a bell on a post for the ferryman. "
            "The road goes north.",
            R("ferry stage", "n"),
        ),
        "s",
        ("That's the river. You'd need the ferry, and it's on the far bank.", K("refused")),
        "e",
        ("East is all reeds and black water.", K("refused")),
        notes="two refusals in a row (south, east), both stand",
    ),
    item(
        (
            "Ladder Foot\nA ladder once went up into the belfry, but its top rungs have "
            "rotted away. A door to the south opens into the nave, and a passage runs east.",
            R("ladder foot", "s e"),
        ),
        "go up",
        ("You set a foot on the first rung and think better of it. Not up there.", K("refused")),
        "w",
        ("West is a wall, and a damp one.", K("refused")),
        notes="a rotted ladder is no way up; the refused go up is no fact; west refused",
    ),
    item(
        (
            "Hotel Lobby\nA revolving door to the south, a pair of lifts, a reception desk. A "
            "carpeted corridor runs off to the west.",
            R("hotel lobby", "s w"),
        ),
        "go east",
        (
            "The porter steps smartly into your path. 'Staff only through there, sir.' You go "
            "no further east.",
            K("refused"),
        ),
        notes="a person turns the player back from a way the room never gave: east refused",
    ),
    item(
        (
            "Mine Adit\nThe adit runs into the hill to the north. Its mouth opens on the valley "
            "to the south.",
            R("mine adit", "n s"),
        ),
        "west",
        (
            "You feel your way west along the rock until the rock stops you. There is no "
            "passage there.",
            K("refused"),
        ),
        notes="a walk into the rock: west refused",
    ),
    item(
        (
            "Wood's Edge\nA track leads north into the wood and another east along its edge.\n"
            "A sixpence lies in the leaf litter.",
            R("wood's edge", "n e", coin=True),
        ),
        "s",
        (
            "A fallen oak, roots and all, lies across the way south. You can't get past it.",
            K("refused"),
        ),
        notes="a fallen tree across a way the room never gave: south refused; the sixpence "
        "is still here",
    ),
    item(
        (
            "Servants' Passage\nThe passage runs east and west. A door in the north wall leads "
            "to the housekeeper's room.",
            R("servants' passage", "e w n"),
        ),
        "n",
        (
            "The door refuses to budge. Someone has bolted it from the other side.",
            K("refused", door="locked"),
        ),
        notes="'bolted it from the other side' is locked: north closed (no open) and refused",
    ),
    item(
        (
            "Coach House\nThe coach house doors, to the south, are closed. A side door leads west.",
            R("coach house", "s w", closed="s"),
        ),
        "s",
        ("The coach house doors are shut. You'll need to open them first.", K("refused")),
        "look",
        (
            "Coach House\nThe coach house doors, to the south, are closed. A side door leads "
            "west.\nA swallow darts in under the eaves.",
            R("coach house", "s w", closed="s"),
        ),
        notes="a look that shows the doors still closed keeps the refusal: south closed and "
        "refused",
    ),
    item(
        (
            "Tollgate\nA white bar across the road, a hut, a lamp.\nExits: N S\nA penny lies in "
            "the mud by the bar.\n<90hp 45m 88mv> ",
            R("tollgate", "n s", coin=True),
        ),
        "east",
        ("You walk smack into the toll bar. Ouch.\n<89hp 45m 88mv> ", K("refused")),
        notes="a walk into a thing: east refused; the penny still lies here",
    ),
    item(
        (
            "High Pasture\nThe sheep have gone down for the winter. A track runs north to "
            "south along the wall, and a path drops away to the west.",
            R("high pasture", "n s w"),
        ),
        "e",
        ("The snow to the east lies ten feet deep. You flounder back.", K("refused")),
        notes="deep snow: east refused; a track that 'runs north to south' gives both ways, "
        "and the path west",
    ),
    item(
        (
            "Strongroom Antechamber\nA steel door is set in the north wall. An archway leads "
            "south.",
            R("strongroom antechamber", "n s"),
        ),
        "n",
        (
            "Locked. You rattle the handle anyway; still locked.\n\nStrongroom Antechamber\nA "
            "steel door is set in the north wall; it is shut. An archway leads south.",
            Both(K("refused", door="locked"), R("strongroom antechamber", "n s", locked="n")),
        ),
        notes="a door of unknown state refused as locked, the room printed again with it shut: "
        "north locked and refused",
    ),
    item(
        (
            "Pig Run\nA muddy run beside the sty. A gate leads south into the farmyard, and a "
            "track goes east.",
            R("pig run", "s e"),
        ),
        "w",
        ("Eh? There's nothing that way but the pigsty wall.", K("refused")),
        notes="a refusal in a voice of its own: west refused",
    ),
    item(
        (
            "Bake House\nThe oven is still warm. A door to the east is closed, and the yard is "
            "north.",
            R("bake house", "e n", closed="e"),
        ),
        "e",
        ("You push at the east door but it's closed fast.", K("refused", door="closed")),
        "look",
        (
            "Bake House\nThe oven is still warm. The door to the east stands open now; the "
            "baker's boy must have gone through. The yard is north.",
            R("bake house", "e n"),
        ),
        notes="a look that shows the door open (someone else opened it) clears the refusal",
    ),
]
