"""refusal, thirty-sixth round: a family house that refuses in wordings the earlier rounds did
not use. At shut doors: "You walk straight into the box room door, which is shut. Nobody saw.
Probably.", "You'd need to open the scullery door before going through it.", "You push at the
sitting room door. It's shut." with the hall printed again (Both), "The dining room door is shut.
You'll have to open it.", "The garden door is unlocked now, but it is still shut." At locked
ones: "You rattle the handle of the yard door: locked up tight.", "The front door has been
deadlocked for the night." with the hall printed again (Both), "The back door's locked, and the
key is on the hook in the kitchen.", "The back door is bolted top and bottom, and the bolts are
on the outside." At walls and furniture: "That's the chimney breast.", a dresser of
willow-pattern plates, "East? That's next door's loft.", "You'd be in the bath.", "Not that way:
the boiler's there.", a coffee table and a bay window, "There is no exit to the east from the
kitchen.", an apple tree too high to climb (a refused `go up`), a fridge-freezer in the corner (a
refused `go northwest`). Then: an open that clears the refusal, an unlock that leaves the door
shut and the refusal standing, Mum leaving the pantry door wide open after a wait, a look that
shows the garden door open after an open by its name, a refusal left in the bathroom, two
refusals in a row. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Box Room\n"
            "Suitcases, a broken Hoover and a wall of shoeboxes. The door to the landing is "
            "west, and it's shut.",
            R("box room", "w", closed="w", leads={"w": "landing"}),
        ),
        "west",
        (
            "You walk straight into the box room door, which is shut. Nobody saw. Probably.",
            K("refused", "closed"),
        ),
        notes="walking into a shut door is a refusal; the door is still shut: open it",
    ),
    item(
        (
            "Back Kitchen\nA deep sink and a mangle. The yard door is north; the kitchen is east.",
            R("back kitchen", "n e", leads={"e": "kitchen"}),
        ),
        "north",
        ("You rattle the handle of the yard door: locked up tight.", K("refused", "locked")),
        notes='a door whose state was not given turns out "locked up tight": refused, locked '
        "(no open); the kitchen east is open",
    ),
    item(
        (
            "Hall\n"
            "A long hall with a runner down the middle and a barometer nobody believes. The "
            "front door is south; the lounge is west, and the stairs go up.",
            R("hall", "s w u", leads={"w": "lounge"}),
        ),
        "south",
        (
            "The front door has been deadlocked for the night.\n\n"
            "Hall\n"
            "A long hall with a runner down the middle and a barometer nobody believes. The "
            "front door is south; the lounge is west, and the stairs go up.",
            Both(K("refused", "locked"), R("hall", "s w u", locked="s", leads={"w": "lounge"})),
        ),
        notes="the refusal and the hall again in one text: the front door deadlocked (locked, "
        "no open; the hall's text gives no other state), the refusal standing; the lounge west "
        "is open",
    ),
    item(
        (
            "Lounge\nA three-piece suite drawn up round the gas fire. The hall door is east.",
            R("lounge", "e", leads={"e": "hall"}),
        ),
        "north",
        ("That's the chimney breast. You can't go that way.", K("refused")),
        notes="a chimney breast is no way: north refused; east is the way out",
    ),
    item(
        (
            "Dining Room\n"
            "A dresser of willow-pattern plates fills the west wall. The kitchen is north and "
            "the hall south.",
            R("dining room", "n s", leads={"n": "kitchen", "s": "hall"}),
        ),
        "west",
        (
            "The dresser is against that wall. There's no way through it, even if you took all "
            "the plates down.",
            K("refused"),
        ),
        notes="the dresser fills the west wall: west refused, no exit; north and south open",
    ),
    item(
        (
            "Kitchen\n"
            "A cooker, a twin-tub and a calendar from the Co-op. The scullery door, east, is "
            "closed; the hall is south.",
            R("kitchen", "e s", closed="e", leads={"e": "scullery", "s": "hall"}),
        ),
        "east",
        (
            "You'd need to open the scullery door before going through it.",
            K("refused", "closed"),
        ),
        "open east",
        ("You open the scullery door; it scrapes on the lino.", K("opened")),
        notes="the scullery door refused and then opened: the refusal is cleared and the way "
        "east open",
    ),
    item(
        (
            "Attic Bedroom\n"
            "Sloping ceilings and a skylight full of sky. The stairs go down; the only other "
            "door, north, leads into the little attic room.",
            R("attic bedroom", "d n"),
        ),
        "east",
        (
            "East? That's next door's loft. You can't just walk into next door's loft.",
            K("refused"),
        ),
        notes="east is next door's: refused, no exit; north is open; down is no word of the "
        "vocabulary",
    ),
    item(
        (
            "Conservatory\n"
            "Cane furniture and a vine that has got out of hand. The garden door, east, is "
            "locked. The lounge is west.",
            R("conservatory", "e w", locked="e", leads={"w": "lounge"}),
        ),
        "east",
        ("The garden door is locked.", K("refused", "locked")),
        "unlock east door",
        ("You unlock the garden door with the little brass key.", K("unlocked")),
        "east",
        ("The garden door is unlocked now, but it is still shut.", K("refused", "closed")),
        notes="the unlock leaves the door shut, and the second refusal says so: closed and "
        "refused; open it",
    ),
    item(
        (
            "Pantry\nTins, jars and a string of onions. The kitchen door, south, is shut.",
            R("pantry", "s", closed="s", leads={"s": "kitchen"}),
        ),
        "south",
        ("The kitchen door is shut.", K("refused", "closed")),
        "wait",
        (
            "Mum comes in with the shopping, puts it on the shelf and goes out again, leaving "
            "the kitchen door, south, wide open.",
            R(None, "s"),
        ),
        notes="another leaves the door wide open: the pantry described again with the way "
        "open, which clears the refusal (the ninth round's way)",
    ),
    item(
        (
            "Garden\n"
            "A lawn, a rotary line and a big apple tree whose lowest branch is well above your "
            "head. The back door is south; the side gate is east.",
            R("garden", "s e"),
        ),
        "go up",
        (
            "The apple tree's branches start too high for you to get a foot on.",
            K("refused"),
        ),
        notes="a refused `go up` is no fact (outside the vocabulary); south and east open",
    ),
    item(
        (
            "Kitchen\n"
            "Formica worktops and a fridge-freezer humming in the corner. The back door is "
            "north and the dining room west.",
            R("kitchen", "n w", leads={"w": "dining room"}),
        ),
        "nw",
        (
            "There's no way northwest: the fridge-freezer's in that corner.",
            K("refused"),
        ),
        notes="a refused `nw` is no fact (outside the vocabulary); north and west open",
    ),
    item(
        (
            "Bathroom\nA pink suite and a shower curtain with fish on it. The door is south.",
            R("bathroom", "s"),
        ),
        "west",
        ("You'd be in the bath.", K("refused")),
        "south",
        (
            "Landing\nThe bathroom is north, the back bedroom east, and the stairs go down.",
            R("landing", "n e d", leads={"n": "bathroom"}),
        ),
        notes="the refusal was left in the bathroom: none stands on the landing; north "
        "visited, east unexplored",
    ),
    item(
        (
            "Utility Room\n"
            "A washing machine, a boiler on the east wall and a back door to the north. The "
            "kitchen is west.",
            R("utility room", "n w", leads={"w": "kitchen"}),
        ),
        "north",
        (
            "The back door is bolted top and bottom, and the bolts are on the outside.",
            K("refused", "locked"),
        ),
        "east",
        ("Not that way: the boiler's there.", K("refused")),
        notes="two refusals in a row: the back door bolted from outside (locked), east a "
        "boiler (no exit); west is the way",
    ),
    item(
        (
            "Hall\n"
            "A hall stand, a telephone on a doily and a smell of Pledge. The sitting room door "
            "is east, and it's closed; the kitchen is north.",
            R("hall", "e n", closed="e", leads={"e": "sitting room", "n": "kitchen"}),
        ),
        "east",
        (
            "You push at the sitting room door. It's shut.\n\n"
            "Hall\n"
            "A hall stand, a telephone on a doily and a smell of Pledge. The sitting room door "
            "is east, and it's closed; the kitchen is north.",
            Both(
                K("refused", "closed"),
                R("hall", "e n", closed="e", leads={"e": "sitting room", "n": "kitchen"}),
            ),
        ),
        notes="the refusal and the hall again in one text: the door still closed, refused: "
        "open it; north open",
    ),
    item(
        (
            "Kitchen\nYou can go north or west from here.",
            R("kitchen", "n w"),
        ),
        "east",
        ("There is no exit to the east from the kitchen.", K("refused")),
        notes="a plain refusal naming the room: east is no exit; north and west open",
    ),
    item(
        (
            "Hall\n"
            "Muddy boots by the door, and a dog lead on the newel post. The dining room door is "
            "west; the kitchen is north.",
            R("hall", "w n", leads={"w": "dining room", "n": "kitchen"}),
        ),
        "west",
        (
            "The dining room door is shut. You'll have to open it.",
            K("refused", "closed"),
        ),
        notes="a door whose state was not given turns out shut: refused, closed: open it",
    ),
    item(
        (
            "Front Room\n"
            "A coffee table, a nest of tables and a bay window that looks out over the road to "
            "the east. The hall is south.",
            R("front room", "s", leads={"s": "hall"}),
        ),
        "east",
        (
            "You bang your knee on the coffee table, and then there's the bay window. No way east.",
            K("refused"),
        ),
        notes="the bay window is no way east: refused; south is the way out",
    ),
    item(
        (
            "Cellar Head\n"
            "The cellar steps go down into the dark. The kitchen door is east and the back "
            "door north.",
            R("cellar head", "d e n", leads={"e": "kitchen"}),
        ),
        "north",
        (
            "The back door's locked, and the key is on the hook in the kitchen.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked (no open); the kitchen east "
        "is open; down is no word of the vocabulary",
    ),
    item(
        (
            "Utility Room\n"
            "A chest freezer and a clothes horse. The garden door, north, is shut; the kitchen "
            "is east.",
            R("utility room", "n e", closed="n", leads={"e": "kitchen"}),
        ),
        "north",
        ("The garden door is shut.", K("refused", "closed")),
        "open garden door",
        ("You open the garden door.", K("opened", "n")),
        "look",
        (
            "Utility Room\n"
            "A chest freezer and a clothes horse. The garden door, north, is open; the kitchen "
            "is east.",
            R("utility room", "n e", leads={"e": "kitchen"}),
        ),
        notes="the garden door opened by its name and the look shows it open: the refusal is "
        "cleared; north and east open",
    ),
    item(
        (
            "Porch\n"
            "A glass porch with a shoe rack and a spider plant. The coal store door is west, "
            "and the front door east.",
            R("porch", "w e"),
        ),
        "west",
        (
            "The coal store door is shut, and it sticks. You'll have to open it properly.",
            K("refused", "closed"),
        ),
        "inventory",
        ("You are carrying a torch and a bus pass.", K("none")),
        notes="the coal store door turns out shut; the refusal stands after an inventory: open "
        "it; the front door east is open",
    ),
]
