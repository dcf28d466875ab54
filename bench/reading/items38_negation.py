"""negation, thirty-eighth round: a house's distractors, denials and doors that are not ways. Coin
words that give no coin (a fridge magnet asking HEADS OR TAILS?, a jar labelled PENNIES FOR THE
GUIDE DOGS holding one button, an electric meter that takes fifty-pence pieces "and there isn't a
fifty-pence piece in the house", a crossword's "Old coin (6)" with FLORIN pencilled in, a rocking
horse called Sovereign, a sampler's A PENNY SAVED IS A PENNY EARNED, Treasure Cottage, pockets
turned out, a biscuit tin of screws), compass words that give no way (a North Face jacket, a West
Ham mug, a bottle of Southern Comfort and a Northumberland tea towel, a print of the North Sea, a
compass rose on the lino, a wardrobe that leads to Narnia only in a book), doors and holes that are
no ways (a dumb waiter, a wardrobe, a window), door states by denial ("only the one to the south is
neither shut nor locked", "Neither of the study's doors is shut", "on the latch", "hanging open on
one hinge"); beside them real coins (a silver coin among a butler's pantry's glasses, a Georgian
penny on a cellar step); four short histories: `take coin` answered "There's no coin. The glint was
a drawing pin.", a threepenny bit taken and the windowsill looked at again, "There's no way east:
only the wall, and the E on the lino pointing at it.", "You'd never fit in the dumb waiter. It's for
trays." What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You're in the hall. A North Face jacket hangs on the newel post, and a pair of wellies "
        "stands by the mat. The only door is west, into the kitchen, and the stairs go up.",
        R("hall", "w up"),
        notes="North Face is a jacket's make, no way north; the kitchen west (open) and the "
        "stairs up (outside the vocabulary): go west; no coin",
    ),
    item(
        "Kitchen\nA fridge magnet asks HEADS OR TAILS? and nobody has answered it. The back "
        "door, south, is shut. The hall is east. There isn't a coin on any surface, and you have "
        "looked.",
        R("kitchen", "s e", closed="s"),
        notes="HEADS OR TAILS? on a magnet and 'There isn't a coin' give no coin; the back door "
        "south shut, the hall east open",
    ),
    item(
        "You're in the front room. A jar on the mantelpiece is labelled PENNIES FOR THE GUIDE "
        "DOGS; it holds a single button. The bay window looks out on the street. The door to the "
        "hall is north, and it's open.",
        R("front room", "n"),
        notes="a jar labelled for pennies that holds a button is no coin; the bay window is no "
        "way; the one door north is open: go north",
    ),
    item(
        "Scullery\nOn the draining board: a West Ham mug, a bottle of Southern Comfort with an "
        "inch left in it, and a tea towel from Northumberland. The only door is east, into the "
        "kitchen, and it is wide open.",
        R("scullery", "e"),
        notes="compass words in a team, a drink and a county give no ways; the one door east is "
        "wide open: go east; no coin",
    ),
    item(
        "You're in the hall, and the lights have gone. The electric meter by the front door "
        "takes fifty-pence pieces, and there isn't a fifty-pence piece in the house. The front "
        "door, south, is locked. The kitchen is north, through a doorway you can just make out.",
        R("hall", "s n", locked="s"),
        notes="a meter that takes fifty-pence pieces and the denial give no coin; the front door "
        "south locked, the kitchen north open: go north",
    ),
    item(
        "Porch\nA boot scraper, an umbrella nobody owns and a framed print of the North Sea in a "
        "gale. The porch has only one door: east, into the hall, and it's ajar.",
        R("porch", "e"),
        notes="a print of the North Sea gives no way north; the one door east is ajar (open): go "
        "east",
    ),
    item(
        "Landing\nThree doors, and only the one to the south is neither shut nor locked. The "
        "east door is shut. The west door is locked, and nobody will say what's in there.",
        R("landing", "s e w", closed="e", locked="w"),
        notes="door states by denial: south 'neither shut nor locked' is open; east shut "
        "(closed), west locked: go south or open east",
    ),
    item(
        "You're in the conservatory. On the wicker table the crossword lies half done: 14 down, "
        "'Old coin (6)', with FLORIN pencilled in. The garden door, west, is closed, and the "
        "lounge is south.",
        R("conservatory", "w s", closed="w"),
        notes="a crossword's clue and answer name a coin and give none; the garden door west "
        "closed, the lounge south open",
    ),
    item(
        "Kitchen\nThe house is called Treasure Cottage, after a story about a smuggler's hoard "
        "that nobody has ever found. There's no treasure in here: a range, a dresser, a dog bed. "
        "The back door, north, is on the latch, and the passage to the front of the house is "
        "east.",
        R("kitchen", "n e", closed="n"),
        notes="a house's name and a story give no coin; a back door 'on the latch' is shut, not "
        "locked (the thirty-sixth round's call): open north or go east",
    ),
    item(
        "You're in the spare room. You turn out your pockets for the fifth time: fluff, a bus "
        "ticket, no money. There's no money in here either, only boxes. The only door, south, "
        "stands open.",
        R("spare room", "s"),
        notes="empty pockets and 'no money in here' give no coin; the door south stands open: "
        "go south",
    ),
    item(
        "Cellar\nThere's no way out but up the steps: no window, no coal chute, no second door, "
        "nothing in the walls but damp. A Georgian penny, worn smooth, lies on the bottom step.",
        R("cellar", "up", coin=True),
        notes="every way denied but up (outside the vocabulary); a Georgian penny on the step is "
        "a coin: take it",
    ),
    item(
        "Nursery\nThe rocking horse is called Sovereign; it says so on a brass plate on its "
        "stand. There's no money in here, not so much as a farthing. The door, north, is shut.",
        R("nursery", "n", closed="n"),
        notes="a rocking horse named Sovereign and 'not so much as a farthing' give no coin; the "
        "one door north is shut: open it",
    ),
    item(
        "Shed\nThe window to the north is thick with cobwebs. The door, south, is hanging open "
        "on one hinge. On the bench is a biscuit tin of screws, and no coins among them; you've "
        "tipped it out to make sure.",
        R("shed", "s"),
        notes="a window north is no way; a door 'hanging open on one hinge' is open; a tin of "
        "screws with no coins: go south",
    ),
    item(
        "Study\nNeither of the study's doors is shut: the one to the east stands wide, and the "
        "one to the north has been wedged open with a folded newspaper. The fireplace takes up "
        "the west wall, with a mantel clock and a dish for keys on it, and nothing else.",
        R("study", "e n"),
        notes="'Neither ... is shut': both doors open; the fireplace west is no way; a dish for "
        "keys holds no coin",
    ),
    item(
        "Bedroom\nThe wardrobe on the west wall leads to Narnia in the book lying open on the "
        "bed, but in this house it leads to coats. The door to the landing is north, and it's "
        "open.",
        R("bedroom", "n"),
        notes="a wardrobe is no way west, whatever the book says; the door north is open: go north",
    ),
    item(
        "Guest Room\nA sampler over the bed says A PENNY SAVED IS A PENNY EARNED in cross-stitch. "
        "There isn't a penny in the room, saved or otherwise. The door, south, is closed.",
        R("guest room", "s", closed="s"),
        notes="a proverb's penny and the denial give no coin; the one door south closed: open it",
    ),
    # ---- short histories ----
    item(
        (
            "Dining Room\nA long table under a dust sheet, and something glinting on the carpet "
            "by the fireplace. The door to the hall, east, is closed, and the kitchen is north.",
            R("dining room", "e n", closed="e"),
        ),
        "take coin",
        ("There's no coin. The glint was a drawing pin.", K("none")),
        notes="something glinting is not read as a coin, and the reply says so: no coin; the "
        "hall door east closed, the kitchen north open",
    ),
    item(
        (
            "Sewing Room\nA treadle machine by the window, and a threepenny bit on the "
            "windowsill. The door, west, is open.",
            R("sewing room", "w", coin=True),
        ),
        "take coin",
        ("You pick up the threepenny bit.", K("took")),
        "look",
        (
            "Sewing Room\nA treadle machine by the window, and nothing on the windowsill but a "
            "dead fly. The door, west, is open.",
            R("sewing room", "w"),
        ),
        notes="the threepenny bit taken, and the look shows the windowsill bare: no coin; the "
        "door west open: go west",
    ),
    item(
        (
            "Back Kitchen\nLino with a compass rose printed in the middle, worn through at the "
            "N. The back door is south, wide open, and the kitchen is west.",
            R("back kitchen", "s w"),
        ),
        "east",
        ("There's no way east: only the wall, and the E on the lino pointing at it.", K("refused")),
        notes="a compass rose on the lino gives no ways; east refused (no exit there); south "
        "and west open",
    ),
    item(
        (
            "Butler's Pantry\nShelves of glasses, and a dumb waiter in the north wall, big "
            "enough for a tray and nothing bigger. The door to the dining room, south, is "
            "closed. A silver coin lies on the shelf among the glasses.",
            R("butler's pantry", "s", closed="s", coin=True),
        ),
        "north",
        ("You'd never fit in the dumb waiter. It's for trays.", K("refused")),
        notes="a dumb waiter is no way north, and the move is refused; the silver coin is still "
        "on the shelf: take it",
    ),
]
