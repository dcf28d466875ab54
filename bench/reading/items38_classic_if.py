"""classic_if, thirty-eighth round: the coin game's situation in classic manners. Seven walks (1-4
turns) on an Infocom-like New England saltbox house (a Front Entry whose parlor door east "has been
flung open", whose best room door west "has swung to" and whose front door south is "under lock and
key"; a Keeping Room whose buttery door "stands wide" and whose hearth fills the east wall; a
Buttery with a large copper cent on the cheese shelf; a Best Room; a Parlor): "The best room door
has swung to. You'll have to open it first.", "You open the best room door. It drags on the
floorboards, then gives.", "The front door is under lock and key, and the key went to Boston with
old Mr. Abbot.", "Taken. The cent is dated 1803, and it is as big as a watch.", returns with an
event of the turn; single rooms (a beach hut in Scott Adams's manner, a basement flat under TADS 3's
exit lister, a penthouse terrace in Level 9's manner, a crazy golf course under a status line, a
deanery scullery in Hugo's manner, a crossing keeper's cottage in Adventuron's, a tree house reached
by a rope ladder, a council house kitchen in one long sentence, a duck pond, a back-to-back's front
room, a show home's lounge, a war memorial, a skate park). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the saltbox house: Front Entry n Keeping Room, e Parlor, w Best Room (door swung to at
# first), s the front door (locked); Keeping Room w Buttery (the cent); the hearth fills its east.


def entry(best_open: bool = False, event: str = "") -> tuple:
    best = (
        "The door of the best room, west, stands open."
        if best_open
        else "The door of the best room, west, has swung to."
    )
    text = (
        "Front Entry\nThe entry of the old saltbox house is barely wide enough to turn round in. "
        "The keeping room lies north through a low doorway, and the parlor door, to the east, "
        f"has been flung open. {best} South is the front door, under lock and key since the "
        "Abbots left."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "front entry",
            "n e w s",
            closed="" if best_open else "w",
            locked="s",
            leads={"n": "keeping room", "e": "parlor", "w": "best room"},
        ),
    )


def keeping(event: str = "") -> tuple:
    text = (
        "Keeping Room\nThe great hearth takes up the whole of the east wall, and the smell of a "
        "thousand fires with it. The buttery door, west, stands wide. A low doorway leads south "
        "to the entry."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("keeping room", "w s", leads={"w": "buttery", "s": "front entry"}))


def buttery(cent: bool = True) -> tuple:
    text = (
        "Buttery\nCool and dim, with slate shelves for the cheeses and a churn in the corner. "
        "The only door is east, into the keeping room."
    )
    if cent:
        text += "\n\nOn the lowest shelf, beside a crock of butter, lies a large copper cent."
    return (text, R("buttery", "e", coin=cent))


BEST_ROOM = (
    "Best Room\nKept for funerals and the minister, and it smells of both: beeswax and shut "
    "windows. Horsehair chairs stand round the walls. The door is in the east wall.",
    R("best room", "e"),
)
PARLOR = (
    "Parlor\nA spinning wheel, a tall clock and two stiff chairs. Windows look east over the salt "
    "marsh. The only door, west, opens on the entry.",
    R("parlor", "w", leads={"w": "front entry"}),
)
SWUNG_TO = (
    "The best room door has swung to. You'll have to open it first.",
    K("refused", "closed"),
)
OPENED = ("You open the best room door. It drags on the floorboards, then gives.", K("opened"))
UNDER_LOCK = (
    "The front door is under lock and key, and the key went to Boston with old Mr. Abbot.",
    K("refused", "locked"),
)

ITEMS = [
    # ---- walks on the saltbox house ----
    item(
        entry(),
        "north",
        keeping(),
        notes="a walk: north from the entry; the keeping room's only other way is the buttery "
        "door, which stands wide (open); the hearth filling the east wall is no exit; south "
        "leads to the entry just left (visited, the way in)",
    ),
    item(
        entry(),
        "west",
        SWUNG_TO,
        notes="a door that 'has swung to' is shut: the refusal keeps the entry, the way west "
        "refused and closed; the parlor door 'flung open' is open; the front door 'under lock "
        "and key' is locked (no open)",
    ),
    item(
        entry(),
        "open west",
        OPENED,
        "west",
        BEST_ROOM,
        notes="the best room door opened by direction and walked through; the best room's one "
        "door, east, leads back to the entry: every way visited, go back east",
    ),
    item(
        entry(),
        "south",
        UNDER_LOCK,
        "n",
        keeping(),
        "w",
        buttery(),
        "take coin",
        ("Taken. The cent is dated 1803, and it is as big as a watch.", K("took")),
        notes="the front door refused as locked, then north and west into the buttery; the "
        "large copper cent (a coin) is taken: no coin left, the one way east visited and the "
        "way in, go east",
    ),
    item(
        entry(),
        "east",
        PARLOR,
        "west",
        entry(event="The tall clock in the parlor strikes four."),
        notes="a return to the entry from the parlor (east visited); north is unexplored and "
        "the best room door west is still swung to (open it); the front door is locked",
    ),
    item(
        keeping(),
        "s",
        entry(),
        "n",
        keeping(event="A log settles in the hearth and sends up sparks."),
        notes="a walk begun in the keeping room (its first room: no initial there); south to "
        "the entry and back north: south visited, the buttery west not yet",
    ),
    item(
        entry(),
        "north",
        keeping(),
        "west",
        buttery(),
        "take coin",
        ("Taken.", K("took")),
        "east",
        keeping(event="Somewhere overhead a floorboard creaks."),
        notes="the cent taken in the buttery and back to the keeping room: west visited, "
        "south is the way it was first entered and visited: every way visited, go back south",
    ),
    # ---- single rooms ----
    item(
        "I'm in a beach hut. Visible items:\n\nDeckchair. Bucket and spade. Tartan thermos. "
        "*GOLD SOVEREIGN*\n\nObvious exits: SOUTH.\n\nTELL ME WHAT TO DO ?",
        R("beach hut", "s", coin=True),
        notes="Scott Adams's manner: 'I'm in a beach hut' names the room; *GOLD SOVEREIGN* in "
        "the visible items is a coin: take it",
    ),
    item(
        "Basement Flat\nThe flat is half underground: through the barred window you can watch "
        "the ankles of people going by. The kitchenette at the north end is part of the room. "
        "The bedroom door, to the west, is standing ajar.\n\nObvious exits lead west, and up to "
        "the street.",
        R("basement flat", "w up"),
        notes="TADS 3's exit lister: west (a door 'standing ajar' is open) and up (outside the "
        "vocabulary); the kitchenette is part of the room and the barred window no way: go west",
    ),
    item(
        "Penthouse terrace. Bay trees in tubs, a covered hot tub and a view of the whole city "
        "over a parapet at chest height. A golden dollar coin lies by the tub. Exits south.",
        R("penthouse terrace", "s", coin=True),
        notes="Level 9's manner: 'Exits south.'; the parapet and the view are no ways; a golden "
        "dollar coin lies here: take it",
    ),
    item(
        "Crazy Golf Course                                    Score: 0    Moves: 14\n\nCrazy "
        "Golf Course\nEighteen holes of windmills, castles and a lighthouse whose light has "
        "never worked. A path leads north to the kiosk, and the promenade is east, through a "
        "gap in the hedge. West is the sea wall, and beyond it only sea.\n\nA ten-pence piece "
        "lies on the green of the windmill hole.",
        R("crazy golf course", "n e", coin=True),
        notes="a status line above the heading; exits north and east; the sea wall west with "
        "only sea beyond is no way; a ten-pence piece lies on a green: take it",
    ),
    item(
        "Deanery Scullery\nStone sinks, a wooden plate rack and a pump with a long iron handle. "
        "The kitchen is through the arch to the north. To the east, the yard door is under lock "
        "and key; the Dean's housekeeper sees to that every evening.\n\nAlso here is a silver "
        "sixpence.",
        R("deanery scullery", "n e", locked="e", coin=True),
        notes="Hugo's 'Also here is': a silver sixpence (a coin) lies here: take it; the yard "
        "door 'under lock and key' is locked",
    ),
    item(
        "You are in the Crossing Keeper's Cottage.\nThe whole cottage shakes when the expresses "
        "go through. The front door opens south onto the lane by the level crossing, and the "
        "back garden is west, past the copper.\n\nExits : south, west\n\nYou see : kettle, "
        "railway timetable, oil lamp",
        R("crossing keeper's cottage", "s w"),
        notes="Adventuron's manner: the room named in 'You are in the ...'; exits south and "
        "west (the front door's state is not given: an open exit); no coin: go either way",
    ),
    item(
        "Tree House.\nPlanks nailed across three branches, a roof of corrugated plastic and a "
        "sign saying NO GIRLS with the NO crossed out. A rope ladder hangs down through a hole in "
        "the floor.\nThere is a threepenny bit and a comic here.",
        R("tree house", "down", coin=True),
        notes="an Alan-like room whose only way is the rope ladder down (outside the "
        "vocabulary); a threepenny bit is a coin: take it",
    ),
    item(
        "Kitchen\nThis is the kitchen of number 14, and it is not large: a cooker, a twin-tub, "
        "a table pushed against the wall under the window and, on the table among the breakfast "
        "things, a fifty-pence piece that has rolled up against the teapot; the back door, in "
        "the north wall, has been left open wide, and the hall is through the doorway to the "
        "east.",
        R("kitchen", "n e", coin=True),
        notes="one long sentence: the back door north 'open wide' and the hall east are exits; "
        "the window is none; a fifty-pence piece lies on the table: take it",
    ),
    item(
        "Duck Pond\nThe village pond, green at the edges, with an island in the middle that only "
        "the ducks can reach. The green runs away north toward the church, and a footpath leaves "
        "to the west between two cottages. A sign says PLEASE DO NOT FEED THE DUCKS BREAD.\n\n"
        "Someone has dropped a penny at the water's edge.",
        R("duck pond", "n w", coin=True),
        notes="not a house: exits north and west; the island is for ducks (no way); a penny at "
        "the water's edge lies here: take it",
    ),
    item(
        "You are in the Front Room. This is a back-to-back house, so there is no back door at "
        "all: the only outside door is the front one, west, onto the street, and it is slightly "
        "open. Stairs go up from the north corner, and a doorway east leads into the scullery.\n"
        "You can also see: a rag rug, a tin bath.",
        R("front room", "w e up"),
        notes="a Quill-like room: the front door west 'slightly open' (open) and the doorway "
        "east are exits; 'no back door at all' gives none; the stairs up are outside the "
        "vocabulary; no coin (a rag rug and a tin bath): go west or east",
    ),
    item(
        "Show Home Lounge\nEverything is beige and nothing has ever been sat on. A card on the "
        "coffee table says PLEASE REMOVE SHOES. The kitchen-diner opens off to the north, and a "
        "door marked PRIVATE -- SALES OFFICE, to the east, is locked.\n\nObvious exits lead north "
        "and east.",
        R("show home lounge", "n e", locked="e"),
        notes="TADS 3's exit lister names east, and the prose says its door is locked: a locked "
        "exit (no open); north is open: go north",
    ),
    item(
        "War Memorial\nA stone cross on three steps, poppy wreaths at its foot and the names of "
        "the fallen cut into every side. Roads leave the little square to the north, south and "
        "east. West is the churchyard wall, far too high to climb.",
        R("war memorial", "n s e"),
        notes="not a house: roads north, south and east are exits; the churchyard wall west is "
        "none; no coin",
    ),
    item(
        "Skate Park\nConcrete bowls and a half-pipe, empty at this hour. The gate east is "
        "padlocked until eight, and the path north climbs to the road.\n\nA twenty-pence piece "
        "lies by the half-pipe.",
        R("skate park", "n e", locked="e", coin=True),
        notes="a padlocked gate east is a locked exit; the path north an exit; a twenty-pence "
        "piece lies here: take it",
    ),
]
