"""prose, thirty-fifth round: six walks (1-3 turns) on an Appalachian dogtrot homestead in plain
second person present (the dogtrot, the open breezeway between the cabin's two pens, with the
kitchen pen east behind a door "shut" at first, the sleeping pen west, the springhouse north along
the creek and the yard south; a kitchen pen with "An Indian Head penny lies on the windowsill."; a
springhouse with "a dime in the bottom of the trough, under an inch of water"; a yard whose still
shed is padlocked "and Uncle Arlis has the key"; a corn crib with a quarter among the shucks): "The
kitchen door's shut. Mamaw keeps it that way to hold the stove's heat.", "You lift the wooden latch
and the kitchen door swings in.", "The padlock on the still shed holds. Uncle Arlis has the key, and
Uncle Arlis is in town.", "You fish the dime out of the cold water and pocket it.", returns to the
dogtrot and the yard with an event of the turn, a walk begun in the yard; and fourteen single rooms
in registers not used before: a question and answer sheet ("Q: Where am I? A: In the boathouse."), a
film trailer's voice-over ("In a world where the lights have gone out ... one woman stands alone in
the pump room."), a room that speaks for itself ("I am the scullery."), a child's own game ("MY BARN
GAME by Tommy, aged 8"), a ghost hunter's session log, a pilot's pre-flight cabin check, a customs
declaration, a museum's condition report ("left in situ"), the third person present (Olu in the
weighbridge hut), a cranberry bog's pump house, the first person ("I'm in the lamp store."), a door
"neither shut nor locked but wide open", a mill's leat running north to south past a drying floor, a
greenhouse whose only way is through the potting shed. The walks are printed from one map by
functions, so a room reads the same on every visit. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the homestead: Dogtrot e Kitchen Pen (door, shut at first; a penny), w Sleeping Pen,
# n Springhouse (a dime), s Yard (e the still shed, padlocked; w Corn Crib, a quarter).
WHIPPOORWILL = "Up the hollow a whippoorwill starts in, and won't quit."
MULE = "Down in the lot the mule brays once, for no reason anybody knows."


def dogtrot(kitchen_open: bool = False, event: str = "") -> tuple:
    door = "swung open" if kitchen_open else "shut"
    tail = f" {event}" if event else ""
    return (
        "You're standing in the dogtrot, the open breezeway that runs between the two pens of "
        f"the cabin. The kitchen pen is on your east; its door is {door}. The sleeping pen is on "
        "your west, and that door stands open. North, a path follows the creek to the "
        f"springhouse, and south is the yard.{tail}",
        R(
            "dogtrot",
            "e w n s",
            closed="" if kitchen_open else "e",
            leads={"e": "kitchen pen", "w": "sleeping pen", "n": "springhouse", "s": "yard"},
        ),
    )


def kitchen_pen(coin: bool = True) -> tuple:
    penny = " An Indian Head penny lies on the windowsill." if coin else ""
    return (
        "You're in the kitchen pen: a wood stove, a butter churn, strings of beans drying over "
        f"the window. The only door is west, onto the dogtrot.{penny}",
        R("kitchen pen", "w", coin=coin),
    )


def sleeping_pen() -> tuple:
    return (
        "You're in the sleeping pen. Two rope beds stand under quilts, and a shotgun rests on "
        "pegs above the door. The door, east, opens onto the dogtrot; there's no other way out.",
        R("sleeping pen", "e"),
    )


def springhouse(coin: bool = True) -> tuple:
    dime = " There's a dime in the bottom of the trough, under an inch of water." if coin else ""
    return (
        "You're in the springhouse, where the spring runs through a stone trough and keeps the "
        f"crocks of milk cold. The door is on the south side.{dime}",
        R("springhouse", "s", coin=coin),
    )


def yard(event: str = "") -> tuple:
    tail = f" {event}" if event else ""
    return (
        "You're in the yard, among scratching hens. The dogtrot is north. East is the still "
        "shed, padlocked, and Uncle Arlis has the key. West is the corn crib, its door hanging "
        f"open.{tail}",
        R("yard", "n e w", locked="e", leads={"n": "dogtrot", "w": "corn crib"}),
    )


def corn_crib(coin: bool = True) -> tuple:
    quarter = " A quarter lies among the shucks." if coin else ""
    return (
        "You're in the corn crib, ankle-deep in shucks, with daylight striping in between the "
        f"slats. The door is east.{quarter}",
        R("corn crib", "e", coin=coin),
    )


STILL_SHED = (
    "The padlock on the still shed holds. Uncle Arlis has the key, and Uncle Arlis is in town.",
    K("refused", "locked"),
)

ITEMS = [
    item(
        dogtrot(),
        "e",
        (
            "The kitchen door's shut. Mamaw keeps it that way to hold the stove's heat.",
            K("refused", "closed"),
        ),
        "open east",
        ("You lift the wooden latch and the kitchen door swings in.", K("opened")),
        "e",
        kitchen_pen(),
        notes="the kitchen door refused as shut, opened by its latch and walked through; the "
        "kitchen pen's only door leads back west (visited, the way in, all visited); an Indian "
        "Head penny on the windowsill: take it",
    ),
    item(
        dogtrot(),
        "s",
        yard(),
        "w",
        corn_crib(),
        notes="south into the yard and west into the corn crib, whose door east is visited and "
        "the way in (all visited); a quarter among the shucks: take it",
    ),
    item(
        dogtrot(),
        "n",
        springhouse(),
        "take coin",
        ("You fish the dime out of the cold water and pocket it.", K("took")),
        "s",
        dogtrot(event=WHIPPOORWILL),
        notes="the springhouse's dime (in shallow water, within reach) taken and back to the "
        "dogtrot: north visited; the kitchen door east is shut (open it), the sleeping pen west "
        "and the yard south are open and unvisited",
    ),
    item(
        dogtrot(),
        "s",
        yard(),
        "e",
        STILL_SHED,
        notes="south into the yard, where the still shed refuses the move as padlocked (refused "
        "east, closed, no action); the dogtrot north is visited and the way in; the corn crib "
        "west is open and unvisited: go west",
    ),
    item(
        dogtrot(),
        "w",
        sleeping_pen(),
        notes="west into the sleeping pen, whose only door leads back east (visited, the way "
        "in, all visited); no coin: go east",
    ),
    item(
        yard(),
        "w",
        corn_crib(),
        "take coin",
        ("You pick the quarter out of the shucks. Washington, 1932.", K("took")),
        "e",
        yard(event=MULE),
        notes="a walk begun in the yard: the corn crib's quarter taken and back; west is "
        "visited; the dogtrot north is not: go north; the still shed east padlocked (no action)",
    ),
    # ---- single rooms in new registers ----
    item(
        "Q: Where am I?\nA: In the boathouse.\nQ: How do I get out?\nA: The big water doors on "
        "the west side open onto the lake, and there's no boat. The small door, north, is the "
        "way out to the path. It's shut.\nQ: Anything worth having?\nA: A fifty-cent coin, under "
        "the workbench.",
        R("boathouse", "n", closed="n", coin=True),
        notes="a question-and-answer sheet: 'In the boathouse' names the room; the water doors "
        "west open onto the lake with no boat (no way); the small door north is shut (an exit, "
        "closed); a fifty-cent coin under the workbench: take it",
    ),
    item(
        "In a world where the lights have gone out... one woman -- you -- stands alone in the "
        "pump room. "
        "Two doors. The north door: locked. The east door: wide open. And on the floor, "
        "glinting in the dark... a single silver coin. THIS SUMMER. Nobody gets out dry.",
        R("pump room", "n e", locked="n", coin=True),
        notes="a film trailer's voice-over: 'stands alone in the pump room' names it; north "
        "locked, east wide open; a silver coin on the floor: take it",
    ),
    item(
        "I am the scullery. I have two doors: my north one is shut, as it always is, and my "
        "west one stands open to the yard. Nobody has dropped so much as a penny in me for "
        "years.",
        R("scullery", "n w", closed="n"),
        notes="a room that speaks for itself: 'I am the scullery' names it; north shut, west "
        "open; 'Nobody has dropped so much as a penny in me' is no coin: open north or go west",
    ),
    item(
        "MY BARN GAME by Tommy, aged 8\n\nYou are in the barn. There is a big door to the south "
        "and it is open. There is a little door to the east and it is shut. There are hens. "
        "There is a penny by the hay!!",
        R("barn", "s e", closed="e", coin=True),
        notes="a child's own game: 'You are in the barn'; south open, east shut; a penny by the "
        "hay: take it",
    ),
    item(
        "EVP SESSION 3, 02:14. You are in the nursery, recorder running. Temperature dropping. "
        "The door to the landing, west, has swung shut on its own (again). The window east is "
        "painted shut. Nothing on the floor but dust and a rocking horse.",
        R("nursery", "w", closed="w"),
        notes="a ghost hunter's log: the nursery; the landing door west has swung shut (closed: "
        "open it); the painted-shut window east is no exit; no coin",
    ),
    item(
        "PRE-FLIGHT CHECK -- YOUR POSITION: HANGAR OFFICE\n[x] Door, north (to the apron): "
        "OPEN\n[x] Door, east (to the stores): CLOSED\n[x] Window, west: fixed, does not open\n"
        "[ ] Loose articles: one coin on the floor by the desk. Remove before flight.",
        R("hangar office", "n e", closed="e", coin=True),
        notes="a pilot's checklist: the hangar office; north open, east closed, the fixed "
        "window west no exit; a coin on the floor, not yet removed: take it",
    ),
    item(
        "CUSTOMS DECLARATION\nPlace of inspection: the customs shed (you are standing in it).\n"
        "Doors: landward, east (open); seaward, west (locked).\nGoods found in the room: none.\n"
        "Coins found in the room: none.",
        R("customs shed", "e w", locked="w"),
        notes="a customs declaration: 'the customs shed (you are standing in it)'; east open, "
        "west locked (no action); 'Coins found in the room: none.': go east",
    ),
    item(
        "CONDITION REPORT, ROOM 4 (THE MAP STORE)\nYou are standing in Room 4. North "
        "door: sound, closed. East doorway: no door, open. West window: cracked pane. One coin "
        "(a George III halfpenny) found under the plan chest; left in situ.",
        R("map store", "n e", closed="n", coin=True),
        notes="a museum condition report: Room 4 is the map store, where 'You are standing'; "
        "north closed, east open, the west window no exit; a halfpenny left in "
        "situ lies here: take it",
    ),
    item(
        "Olu is in the weighbridge hut. The sliding window looks out over the scale plate, and "
        "the door behind the desk, south, is open. There's no other way out. On the desk, next "
        "to the docket book, lies a two-pound coin.",
        R("weighbridge hut", "s", coin=True),
        notes="the third person present: 'Olu is in the weighbridge hut'; the only way out is "
        "the open door south (the window is none); a two-pound coin on the desk: take it",
    ),
    item(
        "You're in the pump house. It stands at the edge of the cranberry bog, and its diesel "
        "pump is cold. Flood gates hold the water back to the east; there's no crossing there. "
        "The door you can use is to the north, and a track runs off west along the dyke.",
        R("pump house", "n w"),
        notes="the flood gates east hold back water (no crossing, no exit); the door north and "
        "the track west are exits: go either",
    ),
    item(
        "I'm in the lamp store. Signal lamps stand in rows on the shelves, red and green glass "
        "winking at me. The store's one door is west, and it's shut. Not a coin anywhere; I've "
        "looked.",
        R("lamp store", "w", closed="w"),
        notes="the first person: 'I'm in the lamp store'; its one door west is shut (open it); "
        "'Not a coin anywhere' is no coin",
    ),
    item(
        "You're in the coach house. The carriage doors to the south are neither shut nor "
        "locked, but wide open on the lane. A door to the stables leads west; it's shut.",
        R("coach house", "s w", closed="w"),
        notes="'neither shut nor locked, but wide open' is open (south); the stables door west "
        "is shut: go south or open west",
    ),
    item(
        "You're on the drying floor, between lines of wet sheets; the paper mill's wheel "
        "grumbles beyond the wall. The mill leat runs past outside the east wall, north to "
        "south, too fast and deep to cross; the floor's doors are north and south, both open.",
        R("drying floor", "n s"),
        notes="the leat running north to south is water outside the east wall, not a way; the "
        "floor's own doors north and south are open exits: go either",
    ),
    item(
        "You're in the greenhouse. Tomatoes sag on their canes, and the glass steams. The only "
        "way out is through the potting shed to the east, whose door is open; the other three "
        "walls are all glass.",
        R("greenhouse", "e"),
        notes="the only way out is east through the potting shed's open door; glass walls are "
        "no exits: go east",
    ),
]
