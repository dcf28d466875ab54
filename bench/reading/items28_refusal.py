"""refusal, twenty-eighth round: histories whose moves the game refused, in many wordings, with maps
and walks. Three walks on a canal boat lift (Upper Towpath, fenced off for repairs to the west; Lift
Gantry, whose caisson is "down at the bottom of the lift"; Control Cabin behind a shut door):
"There's nothing to walk onto that way but forty feet of air.", "The cabin door is shut.", a fence
and a sign. Short histories: a gaol's cell door rattled ("It's locked, of course: this is a gaol."),
a sanatorium's matron ("You stay on the ward."), a space elevator's viewport ("you're not dressed
for it"), an airlock's sealed outer door ("Cycle the airlock first."), a weir in spate and hawthorn
(two refusals in a row), a STAFF ONLY door "also locked", a card reader that flashes red, lake ice
that creaks, an unlock that leaves the store door shut, a dredger's door dogged shut then knocked
open, a college porter who opens the gate after a wait, a walled garden's wall with the garden
printed again (Both), a quarry face refused for `go up` (no fact) and north, a gangplank drawn up,
"Into the river? No. Just no.", a vestry door seen open after a look, a moor's `ne` (no fact) and
east refused. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# The boat lift (a tree): Upper Towpath s Lift Gantry; Lift Gantry e Control Cabin (door, shut
# at first); the caisson south of the gantry is down (no way); the towpath west is fenced off.
TOWPATH = (
    "Upper Towpath\nThe canal ends here in the lift's upper basin, brown and still. The "
    "towpath west is fenced off for repairs. The lift gantry is south.",
    R("upper towpath", "s", leads={"s": "lift gantry"}),
)


def gantry(cabin_open: bool = False) -> tuple:
    state = "open" if cabin_open else "shut"
    return (
        "Lift Gantry\nA steel walkway over the lift, all rivets and yellow paint. The towpath is "
        f"north. The control cabin is east, its door {state}. South, the walkway ends at a "
        "rail above the caisson pit.",
        R(
            "lift gantry",
            "n e",
            closed="" if cabin_open else "e",
            leads={"n": "upper towpath", "e": "control cabin"},
        ),
    )


CABIN = (
    "Control Cabin\nLevers, dials and a kettle. A logbook lies open on the desk. The only door "
    "is west, open.",
    R("control cabin", "w"),
)

BOAT_LIFT = [
    item(
        TOWPATH,
        "s",
        gantry(),
        "s",
        (
            "The caisson is down at the bottom of the lift. There's nothing to walk onto that "
            "way but forty feet of air.",
            K("refused"),
        ),
        notes="a move south, then south refused (no exit: a drop); north visited and initial; "
        "the cabin door east is shut (open it)",
    ),
    item(
        TOWPATH,
        "s",
        gantry(),
        "e",
        ("The cabin door is shut.", K("refused", "closed")),
        "open east",
        ("You open the cabin door.", K("opened")),
        "e",
        CABIN,
        "w",
        gantry(cabin_open=True),
        notes="the shut door refused, opened and walked through, then back: north (initial) and "
        "east visited (all_visited); the refusal was cleared by the open",
    ),
    item(
        TOWPATH,
        "w",
        (
            "You get as far as the fence. A sign on it says TOWPATH CLOSED FOR REPAIRS, and "
            "means it.",
            K("refused"),
        ),
        "s",
        gantry(),
        notes="a refusal at the fence left on the towpath; in the gantry north is visited and "
        "initial, the cabin door east shut (open it)",
    ),
]

GAOL = (
    "Gaol Corridor\nCell doors face each other to the east and west, both locked. The warders' "
    "room is north, its door open. The yard door, south, is closed.",
    R("gaol corridor", "e w n s", locked="e w", closed="s"),
)
WARD = (
    "Men's Ward\nTwelve iron beds, twelve red blankets, and every window open to the mountain "
    "air. The ward corridor is south.",
    R("men's ward", "s", leads={"s": "ward corridor"}),
)
WARD_CORRIDOR = (
    "Ward Corridor\nLinoleum, the smell of carbolic, and a trolley with a tea urn. The men's "
    "ward is north; the corridor runs on east to the dispensary.",
    R("ward corridor", "n e", leads={"n": "men's ward", "e": "dispensary"}),
)
CLIMBER = (
    "Climber Cabin\nThe climber hangs halfway to orbit on its ribbon. A hatch north leads to "
    "the sleeping pod, and another south to the galley. The viewport takes up the whole east "
    "wall, and the Earth fills it.",
    R("climber cabin", "n s"),
)
AIRLOCK = (
    "Airlock\nINNER DOOR: north, open. OUTER DOOR: south, SEALED. A red lamp turns slowly "
    "over the outer door.",
    R("airlock", "n s", closed="s"),
)
WEIR = (
    "Weir Bank\nThe river pours over the weir in a brown roar. A footpath follows the bank "
    "north and south. A hawthorn hedge runs along the east side of the path.",
    R("weir bank", "n s"),
)
SHOP_FLOOR = (
    "Shop Floor\nRails of coats, a counter, a till. A door to the east is marked STAFF ONLY. "
    "The street door is south.",
    R("shop floor", "e s"),
)
SERVER_HALL = (
    "Server Hall\nRacks hum in the cold air, blinking green. The cage door to the west has a "
    "card reader beside it. The corridor is north.",
    R("server hall", "w n", leads={"n": "service corridor"}),
)
SERVICE_CORRIDOR = (
    "Service Corridor\nCable trays overhead, a fire door at the east end standing open, and "
    "the server hall to the south.",
    R("service corridor", "e s", leads={"s": "server hall"}),
)
LAKESHORE = (
    "Lake Shore\nBeyond the reeds the lake is frozen grey all the way to the island. A path "
    "runs north along the shore, and a jetty goes out west.",
    R("lake shore", "n w"),
)
BOTHY_STORE = (
    "Bothy Store\nPeat stacked to the rafters. The store's door, west, is locked.",
    R("bothy store", "w", locked="w"),
)
WHEELHOUSE = (
    "Wheelhouse\nThe dredger's wheel, a brass telegraph and a view of mud. The wheelhouse door "
    "to the south is dogged shut. A ladder goes down to the engine room.",
    R("wheelhouse", "s down", closed="s"),
)
LODGE = (
    "Porters' Lodge\nPigeonholes, a fire, and a porter in a bowler hat reading the racing "
    "page. The college gate to the north is shut. The street is south.",
    R("porters' lodge", "n s", closed="n"),
)
WALLED_GARDEN = (
    "Walled Garden\nEspaliered pears on every wall, and a fig against the warmest. The gate is "
    "south, and a door in the north wall leads to the glasshouses."
)
QUARRY = (
    "Quarry Floor\nThe quarry face rises sheer on three sides, streaked with rust. The haul "
    "road leads out to the west.",
    R("quarry floor", "w"),
)
MAIN_DECK = (
    "Main Deck\nThe gangplank to the west has been drawn up, and the quay is ten feet below "
    "the rail. The fo'c'sle door, north, is open. A companionway leads down.",
    R("main deck", "n down"),
)
OUTFALL = (
    "Storm Drain Outfall\nThe drain comes out of the embankment here in a tunnel of old brick. "
    "The tunnel runs north into the dark, and the riverbank path runs east. The river slides "
    "past to the west.",
    R("storm drain outfall", "n e"),
)


def vestry_way(is_open: bool) -> tuple:
    door = (
        "The vestry door, east, stands open: the verger has just come out through it."
        if is_open
        else "The vestry door, east, is shut."
    )
    return (
        f"Chancel\nThe choir stalls face each other across the chancel. {door} The nave is west.",
        R("chancel", "e w", closed="" if is_open else "e"),
    )


MOOR = (
    "High Moor\nHeather in every direction, a cairn, and the wind. A sheep track runs north to "
    "south.",
    R("high moor", "n s"),
)

SHORT = [
    item(
        GAOL,
        "e",
        (
            "You rattle the cell door. It's locked, of course: this is a gaol.",
            K("refused", "locked"),
        ),
        notes="a locked cell door refused: east locked and refused; west locked; the warders' "
        "room north open, the yard door south closed",
    ),
    item(
        WARD,
        "w",
        ("Matron would have your hide. You stay on the ward.", K("refused")),
        "s",
        WARD_CORRIDOR,
        notes="a matron's refusal of a way the ward never gave, left on the ward; in the "
        "corridor north is visited and initial, east unexplored",
    ),
    item(
        CLIMBER,
        "e",
        ("That way lies the vacuum of space, and you're not dressed for it.", K("refused")),
        notes="east refused (a viewport, no exit); the hatches north and south are exits",
    ),
    item(
        AIRLOCK,
        "s",
        (
            "The outer door is sealed. Cycle the airlock before you try to open it.",
            K("refused", "closed"),
        ),
        notes="a sealed outer door refused: south closed (the fourth round's sealed door) and "
        "refused; north open",
    ),
    item(
        WEIR,
        "w",
        ("The weir is in spate. Nobody crosses it today.", K("refused")),
        "e",
        ("Hawthorn. Nothing but hawthorn that way.", K("refused")),
        notes="two refusals in a row (the weir west, the hedge east): both refused, neither an "
        "exit; the footpath north and south",
    ),
    item(
        SHOP_FLOOR,
        "e",
        ("That door is for staff only. It's also locked.", K("refused", "locked")),
        notes="a door whose state was not given turns out locked: east closed and refused (no "
        "action); the street door south",
    ),
    item(
        SERVER_HALL,
        "w",
        (
            "Beep. The card reader flashes red, and the cage door stays locked.",
            K("refused", "locked"),
        ),
        "n",
        SERVICE_CORRIDOR,
        notes="a card reader's red light (locked) left in the server hall; in the corridor south "
        "is visited and initial, the fire door east open",
    ),
    item(
        LAKESHORE,
        "e",
        ("The ice creaks under your first step, and you step back smartly.", K("refused")),
        notes="the frozen lake east refused (never given as a way); north and west are exits",
    ),
    item(
        BOTHY_STORE,
        "w",
        ("The store door is locked.", K("refused", "locked")),
        "unlock west door with iron key",
        (
            "You turn the iron key. The lock gives, but the door stays shut until you open it.",
            K("unlocked"),
        ),
        notes="an unlock keeps the refusal and leaves the door closed: open west",
    ),
    item(
        WHEELHOUSE,
        "s",
        (
            "The door's dogged shut. You'll have to knock the dogs off first.",
            K("refused", "closed"),
        ),
        "open south",
        ("You knock the dogs off one by one and heave the door open.", K("opened")),
        notes="a door dogged shut (closed) refused, then opened: the refusal cleared; south "
        "open; the ladder down is outside the vocabulary",
    ),
    item(
        LODGE,
        "n",
        (
            "The porter shakes his head. 'College is closed to visitors, sir.'",
            K("refused", "closed"),
        ),
        "wait",
        (
            "The porter sighs, folds his paper and swings the college gate open. 'Go on, "
            "then. Ten minutes.'",
            R(None, "n s"),
        ),
        notes="the shut gate refused, then opened by the porter and left open (read as the "
        "lodge again, the gate open): the refusal cleared; go north or south",
    ),
    item(
        (WALLED_GARDEN, R("walled garden", "s n")),
        "east",
        (
            "You'd need a ladder to get over that wall.\n\n" + WALLED_GARDEN,
            Both(K("refused"), R("walled garden", "s n")),
        ),
        notes="a refusal and the garden printed again in one text (Both): east refused; the "
        "gate south and the door north (state not given) are exits",
    ),
    item(
        QUARRY,
        "go up",
        ("The face is sheer. You'd need ropes, and a death wish.", K("refused")),
        "go north",
        ("Sheer rock.", K("refused")),
        notes="a refused `go up` is no fact; north refused; the haul road west is the way",
    ),
    item(
        MAIN_DECK,
        "w",
        ("The gangplank has been drawn up. You'd have to jump, and you'd miss.", K("refused")),
        notes="west refused (the gangplank drawn up: no way ashore); the fo'c'sle door north "
        "open; the companionway down is outside the vocabulary",
    ),
    item(
        OUTFALL,
        "w",
        ("Into the river? No. Just no.", K("refused")),
        notes="west refused (the river, never a way); the tunnel north and the path east",
    ),
    item(
        vestry_way(False),
        "e",
        ("The vestry door is shut.", K("refused", "closed")),
        "look",
        vestry_way(True),
        notes="a shut door refused, then a look that shows it open (the verger came out): the "
        "refusal cleared; east and west open",
    ),
    item(
        MOOR,
        "ne",
        ("You'd be lost in the heather inside ten minutes.", K("refused")),
        "e",
        ("Heather, and more heather. Not that way.", K("refused")),
        notes="a refused `ne` is no fact; east refused; the sheep track north and south",
    ),
]

ITEMS = BOAT_LIFT + SHORT
