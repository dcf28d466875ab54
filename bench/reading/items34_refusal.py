"""refusal, thirty-fourth round: a house refuses the player in many wordings. At shut doors ("You
try the bathroom door. It's shut, and it stays shut until you open it.", "You can't walk through a
shut door.", "You'll have to open the kitchen door first.", "You bump into the front door. It's
shut.", "The door's shut. The dressing gown on it sways."); at locked ones ("The back door won't
give. It's on the chain, and the chain is padlocked.", "Locked. Of course it's locked.", "The cellar
door is locked. Dad keeps the key on his belt.", "The front door's locked, and the key isn't on its
hook." with the hall printed again (Both), "The box room door is locked. You try the handle twice
more, for luck; still locked."); at walls and furniture ("Your nose meets the floral wallpaper.",
"You walk into the coat stand, apologise to it, and stop." with the hallway printed again (Both),
"East is the outside wall. You'd need a sledgehammer.", "That's the fireplace, and there's a fire in
it.", "Bookshelves, floor to ceiling.", "The piano's in the way, and behind the piano is only
wall.", "The fridge-freezer fills the east wall."); by a person ("Gran catches your sleeve."), by a
pond and a sign at the end of a platform (not houses). After them: an unlock that leaves the door
shut, a wait in which Mrs Dunn leaves the pantry door open, an open by the door's name, a look that
shows the door still shut, an inventory, a failed unlock, a refused `go up` and `go northeast` (no
fact), a refusal left in an earlier room. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

HALLWAY = (
    "Hallway\nA coat stand, a radiator and a telephone seat. The living room is south, the "
    "kitchen north."
)
HALL = (
    "Hall\nA hall table with the post on it. The front door, east, is locked. The sitting room "
    "is west."
)
BATHROOM = (
    "Bathroom\nA claw-footed bath and a cold tap that drips. The door to the landing, south, "
    "is closed; someone has hung a dressing gown on it."
)

ITEMS = [
    item(
        (
            "Landing\nThe bathroom door, east, is shut. The bedroom door, west, stands open, and "
            "the stairs go down to the hall.",
            R("landing", "e w d", closed="e"),
        ),
        "e",
        (
            "You try the bathroom door. It's shut, and it stays shut until you open it.",
            K("refused", "closed"),
        ),
        notes="refused east at a shut door (open it); west open; the stairs down outside the "
        "vocabulary",
    ),
    item(
        (
            "Spare Bedroom\nA single bed, a sewing machine under a cover, and floral wallpaper "
            "on every wall. The door is to the south, and it's open.",
            R("spare bedroom", "s"),
        ),
        "north",
        ("Your nose meets the floral wallpaper. There's no door on the north side.", K("refused")),
        notes="a move into the wallpaper: refused north; the open door south",
    ),
    item(
        (
            "Kitchen\nThe kettle is still warm. The back door, west, is shut; the hall is east.",
            R("kitchen", "w e", closed="w", leads={"e": "hall"}),
        ),
        "west",
        (
            "The back door won't give. It's on the chain, and the chain is padlocked.",
            K("refused", "locked"),
        ),
        notes="a door read as shut turns out padlocked on its chain: refused west, locked (no "
        "action); go east",
    ),
    item(
        (
            "You're on the upstairs landing. The study door, west, is locked; the bathroom, "
            "north, is open.",
            R("upstairs landing", "w n", locked="w", leads={"n": "bathroom"}),
        ),
        "west",
        ("Locked. Of course it's locked.", K("refused", "locked")),
        "unlock west door with brass key",
        (
            "You turn the brass key, and the study door unlocks with a clunk. It's still shut.",
            K("unlocked"),
        ),
        notes="an unlock that worked leaves the door shut and the refusal standing: refused "
        "west, closed: open west or go north",
    ),
    item(
        (HALLWAY, R("hallway", "s n", leads={"s": "living room", "n": "kitchen"})),
        "east",
        (
            "You walk into the coat stand, apologise to it, and stop. There's nothing that way "
            f"but the wall.\n\n{HALLWAY}",
            Both(K("refused"), R("hallway", "s n", leads={"s": "living room", "n": "kitchen"})),
        ),
        notes="a refusal and the hallway printed again in one text: refused east; south and "
        "north open",
    ),
    item(
        (
            "Kitchen\nA big scrubbed table with flour on it. The pantry door, north, is shut. The "
            "yard door, east, stands open.",
            R("kitchen", "n e", closed="n"),
        ),
        "n",
        ("You can't walk through a shut door.", K("refused", "closed")),
        "wait",
        (
            "Time passes. Mrs Dunn comes out of the pantry with a jar of pickles and leaves the "
            "pantry door wide open behind her.",
            R(None, "n e"),
        ),
        notes="another person leaves the refused door open (read as the room again with north "
        "open, the ninth round's way): the refusal cleared; north and east open",
    ),
    item(
        (
            "Box Room\nSuitcases, a broken lamp, and a loft hatch in the ceiling well out of "
            "reach. The door, east, is open.",
            R("box room", "e"),
        ),
        "go up",
        ("The loft hatch is out of reach, and there's no ladder.", K("refused")),
        "go northeast",
        ("There's no northeast in a box room.", K("refused")),
        notes="refused `go up` and `go northeast` are no facts (outside the vocabulary); the "
        "hatch out of reach is no way; go east",
    ),
    item(
        (
            "Back Kitchen\nA stone sink and a mangle. The scullery is south, through an open door.",
            R("back kitchen", "s", leads={"s": "scullery"}),
        ),
        "east",
        ("East is the outside wall. You'd need a sledgehammer.", K("refused")),
        "south",
        (
            "You're in the scullery, damp and smelling of carbolic soap. The back kitchen is "
            "north; a door to the west, onto the yard, is bolted on the far side.",
            R("scullery", "n w", locked="w", leads={"n": "back kitchen"}),
        ),
        notes="a refusal left in the back kitchen does not stand in the scullery; west bolted "
        "on the far side (locked); north the way in: go back north",
    ),
    item(
        (
            "Library\nBooks from floor to ceiling on two walls, and a fireplace in the third. The "
            "only door is east.",
            R("library", "e"),
        ),
        "north",
        ("That's the fireplace, and there's a fire in it.", K("refused")),
        "west",
        (
            "Bookshelves, floor to ceiling. No way through, unless one of them is secretly a "
            "door, and none of them is.",
            K("refused"),
        ),
        notes="two refusals in a row: refused north and west; the one door east",
    ),
    item(
        (
            "Kitchen\nA Belfast sink and a clothes airer hung with tea towels. The cellar door "
            "is in the south wall; the hall is west.",
            R("kitchen", "s w", leads={"w": "hall"}),
        ),
        "south",
        ("The cellar door is locked. Dad keeps the key on his belt.", K("refused", "locked")),
        notes="a door whose state the room did not give is found locked by the refusal: "
        "refused south, locked (no action); go west",
    ),
    item(
        (
            "Porch\nWellingtons, a boot scraper and a broken umbrella. The front door, north, is "
            "shut. The garden path is south.",
            R("porch", "n s", closed="n"),
        ),
        "north",
        ("You bump into the front door. It's shut.", K("refused", "closed")),
        "i",
        ("You are carrying a house key and a bag of chips.", K("none")),
        notes="an inventory keeps the refusal: refused north, closed (open it); south open",
    ),
    item(
        (
            "Landing\nThe bathroom is north and the back bedroom west. The airing cupboard is "
            "set into the east wall.",
            R("landing", "n w"),
        ),
        "east",
        ("Gran catches your sleeve. 'That's the airing cupboard, pet, not a room.'", K("refused")),
        notes="a person stops a move toward a cupboard (no exit): refused east; north and west",
    ),
    item(
        (
            "Front Room\nA piano stands across the south wall, a clock ticks, and the door to "
            "the hall, north, is open.",
            R("front room", "n"),
        ),
        "south",
        ("The piano's in the way, and behind the piano is only wall.", K("refused")),
        notes="refused south by furniture and a wall; the door north open",
    ),
    item(
        (
            "Hall\nThe kitchen door, north, is closed. The front door, south, is locked. The "
            "stairs go up.",
            R("hall", "n s u", closed="n", locked="s"),
        ),
        "go north",
        ("You'll have to open the kitchen door first.", K("refused", "closed")),
        "open kitchen door",
        ("You open the kitchen door. A smell of toast comes through.", K("opened", "n")),
        notes="an open by the door's name clears the refusal: north open now; south locked; "
        "up outside the vocabulary",
    ),
    item(
        (BATHROOM, R("bathroom", "s", closed="s")),
        "s",
        ("The door's shut. The dressing gown on it sways.", K("refused", "closed")),
        "look",
        (BATHROOM, R("bathroom", "s", closed="s")),
        notes="a look that shows the door still closed keeps the refusal: refused south, "
        "closed: open south",
    ),
    item(
        (HALL, R("hall", "e w", locked="e", leads={"w": "sitting room"})),
        "east",
        (
            f"The front door's locked, and the key isn't on its hook.\n\n{HALL}",
            Both(K("refused", "locked"), R("hall", "e w", locked="e", leads={"w": "sitting room"})),
        ),
        notes="a refusal at the locked front door and the hall printed again: refused east, "
        "locked (no action); go west",
    ),
    item(
        (
            "Garden Path\nCrazy paving between lavender bushes. The path runs north to the house "
            "and south to the gate. A pond lies to the east.",
            R("garden path", "n s"),
        ),
        "east",
        ("The pond is in the way. You'd get your feet wet, and then some.", K("refused")),
        notes="not a house: a pond is no way; refused east; north and south",
    ),
    item(
        (
            "Platform 2\nA bench, a timetable and a chocolate machine. The footbridge stairs are "
            "north.",
            R("platform 2", "n"),
        ),
        "west",
        (
            "At the end of the platform a sign says NO PUBLIC ACCESS BEYOND THIS POINT. You stay "
            "put.",
            K("refused"),
        ),
        notes="not a house: a move west stopped by a sign: refused west; the footbridge north",
    ),
    item(
        (
            "Back Bedroom\nBunk beds and a poster of a racing car. The door to the box room, "
            "north, is locked. The landing door, east, is open.",
            R("back bedroom", "n e", locked="n"),
        ),
        "north",
        (
            "The box room door is locked. You try the handle twice more, for luck; still locked.",
            K("refused", "locked"),
        ),
        "unlock north door",
        ("You haven't got a key that fits.", K("none")),
        notes="a failed unlock changes nothing: refused north, locked (no action); go east",
    ),
    item(
        (
            "Hall\nA coat rack with too many coats on it. The kitchen is north; the front door, "
            "south, is locked.",
            R("hall", "n s", locked="s", leads={"n": "kitchen"}),
        ),
        "north",
        (
            "Kitchen\nA fridge-freezer hums against the east wall. The hall is south, and the "
            "back door, west, is open.",
            R("kitchen", "s w", leads={"s": "hall"}),
        ),
        "east",
        ("The fridge-freezer fills the east wall. There's no getting past it.", K("refused")),
        notes="a refusal after a move: refused east in the kitchen; south the way in, west "
        "open and not yet taken: go west",
    ),
]
