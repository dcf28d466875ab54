"""history, twenty-eighth round: 2-8 turn walks (most returning to a room) on three small symmetric
tree maps, each printed in a manner no earlier walk used. Map A, an aquarium after hours in a
Quest-like game's defaults ("You are in the Entrance Hall.\\nYou can see a ticket desk and a leaflet
rack.\\nYou can go north, east or west."): a staff door west whose lock only a refusal shows ("That
way is locked."), "You can't go there.", "You pick it up.", an examined starfish. Map B, a cocoa
plantation in a smart speaker's voice ("You're in the yard. ... What would you like to do?"): the
fermenting house door refused ("The door to the fermenting house is closed."), opened with "open the
door" ("Okay. The door creaks open."), "You picked up the silver coin. Nice!", a river with no
bridge refused, events on the river path. Map C, a rope works in an Infocom-like game in its default
brief mode, where a room seen before is told again by its heading alone ("Laying Walk", "Hemp
Store"): "The door is closed.", "Opened.", "Taken.", the copper of tar in the tarring house (a
boiler, no coin), a silver penny on the spinning floor. Coins taken on the way, doors refused,
opened by direction, by name and implicitly and walked through, a locked door refused; moves spelled
`n`, `north`, `go north`, `e`, `east`, `go east`, `s`, `south`, `go south`, `w`, `west`, `go west`.
The walks are printed from one map each by functions, so a room reads the same on every visit (or,
in brief mode, by its heading). What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A: the aquarium (Quest-like). Entrance Hall n Shark Tunnel, e Gift Shop (a coin), w
# Keeper's Room (a locked door the hall does not mention); Shark Tunnel n Rock Pool Room.


def hall() -> tuple:
    return (
        "You are in the Entrance Hall.\nYou can see a ticket desk and a leaflet rack.\nYou can "
        "go north, east or west.",
        R("entrance hall", "n e w"),
    )


def tunnel() -> tuple:
    return (
        "You are in the Shark Tunnel.\nYou can see a sand tiger shark.\nYou can go north or south.",
        R("shark tunnel", "n s"),
    )


def rock_pool() -> tuple:
    return (
        "You are in the Rock Pool Room.\nYou can see a touch pool and a starfish.\nYou can go "
        "south.",
        R("rock pool room", "s"),
    )


def gift_shop(coin: bool = True) -> tuple:
    things = "a till, a rack of postcards and a coin" if coin else "a till and a rack of postcards"
    return (
        f"You are in the Gift Shop.\nYou can see {things}.\nYou can go west.",
        R("gift shop", "w", coin=coin),
    )


LOCKED = ("That way is locked.", K("refused", "locked"))
NO_WAY = ("You can't go there.", K("refused"))
PICKED = ("You pick it up.", K("took"))

AQUARIUM = [
    item(
        hall(),
        "north",
        tunnel(),
        "north",
        rock_pool(),
        notes="two moves to a dead end: the rock pool room's only way, south, is visited and "
        "initial (all_visited); go back south",
    ),
    item(
        hall(),
        "east",
        gift_shop(),
        "take coin",
        PICKED,
        notes="the coin picked up ('You pick it up.'): the gift shop's only way, west, is "
        "visited and initial (all_visited); go back west",
    ),
    item(
        hall(),
        "n",
        tunnel(),
        "s",
        hall(),
        "w",
        LOCKED,
        notes="back in the first room, the west door tried: the hall never said it was a door; "
        "the refusal shows it locked (closed, refused, no action); north visited; east "
        "unexplored: go east",
    ),
    item(
        hall(),
        "go north",
        tunnel(),
        "go north",
        rock_pool(),
        "go south",
        tunnel(),
        "go south",
        hall(),
        notes="there and back: in the first room north is visited; east and west unexplored "
        "(the west door's lock is unknown on this walk)",
    ),
    item(
        hall(),
        "e",
        gift_shop(),
        "take coin",
        PICKED,
        "w",
        hall(),
        "n",
        tunnel(),
        notes="the coin taken, back through the hall and north: in the shark tunnel south is "
        "visited and initial, north unexplored",
    ),
    item(
        hall(),
        "west",
        LOCKED,
        "east",
        gift_shop(),
        "take coin",
        PICKED,
        "west",
        hall(),
        "north",
        tunnel(),
        "north",
        rock_pool(),
        "examine starfish",
        (
            "It is a common starfish, orange and rough, with one arm shorter than the others.",
            K("none"),
        ),
        notes="seven turns: the locked door refused in the hall (left there), the coin taken, "
        "then the rock pool room: south visited and initial (all_visited); an examine keeps "
        "the room",
    ),
    item(
        hall(),
        "n",
        tunnel(),
        "n",
        rock_pool(),
        "w",
        NO_WAY,
        "s",
        tunnel(),
        "examine shark",
        ("The sand tiger shark glides over your head, showing a great many teeth.", K("none")),
        notes="a refusal in the rock pool room (left there); the tunnel again, the shark "
        "examined: north and south visited (all_visited), initial south; go back south",
    ),
]


# ---- map B: the cocoa plantation (a smart speaker). Yard n Drying Shed, e Fermenting House
# (a door, closed at first; a silver coin inside), s River Path; River Path w Landing Stage.
ASK = " What would you like to do?"


def yard(door_open: bool = False, event: str = "") -> tuple:
    door = "and its door is open" if door_open else "but its door is closed"
    return (
        "You're in the yard. The drying shed is north. The fermenting house is east, "
        f"{door}. And the path to the river goes south.{event}{ASK}",
        R(
            "yard",
            "n e s",
            closed="" if door_open else "e",
            leads={"n": "drying shed", "e": "fermenting house"},
        ),
    )


def drying_shed() -> tuple:
    return (
        "You're in the drying shed. Cocoa beans lie spread on long racks under the tin roof, "
        f"and they smell like a chocolate cake. The yard is south. That's the only way out.{ASK}",
        R("drying shed", "s", leads={"s": "yard"}),
    )


def fermenting(coin: bool = True) -> tuple:
    extra = " Oh, and there's a silver coin on the floor by the boxes." if coin else ""
    return (
        "You're in the fermenting house. Wooden boxes of beans steam under banana leaves. The "
        f"door to the yard is west, and it's the only way out.{extra}{ASK}",
        R("fermenting house", "w", coin=coin),
    )


def river_path(event: str = "") -> tuple:
    return (
        "You're on the river path. The river is wide and brown to the south, and there's no "
        "way across it. The yard is north, and the path goes on west to the landing stage."
        f"{event}{ASK}",
        R("river path", "n w", leads={"n": "yard", "w": "landing stage"}),
    )


def landing() -> tuple:
    return (
        "You're on the landing stage. Canoes are pulled up on the planks. The only way from "
        f"here is east, along the path.{ASK}",
        R("landing stage", "e"),
    )


DOOR_SHUT = (
    f"The door to the fermenting house is closed.{ASK}",
    K("refused", "closed"),
)
DOOR_OPENS = (f"Okay. The door creaks open.{ASK}", K("opened", "e"))
PICKED_UP = (f"You picked up the silver coin. Nice!{ASK}", K("took"))

PLANTATION = [
    item(
        yard(),
        "go south",
        river_path(),
        "go west",
        landing(),
        notes="two moves to a dead end: the landing stage's only way, east, is visited and "
        "initial (all_visited)",
    ),
    item(
        yard(),
        "go east",
        DOOR_SHUT,
        "open the door",
        DOOR_OPENS,
        "go east",
        fermenting(),
        notes="a closed door refused, opened ('open the door', the fermenting house door) and "
        "walked through: the silver coin is here: take it; west visited and initial",
    ),
    item(
        yard(),
        "go north",
        drying_shed(),
        "go south",
        yard(),
        notes="back in the first room: north visited; the fermenting house door east is closed "
        "(open it); the river path south unexplored",
    ),
    item(
        yard(),
        "go south",
        river_path(" A heron lifts off the shallows."),
        "go south",
        (f"You can't swim that, and there's no bridge.{ASK}", K("refused")),
        "go north",
        yard(event=" It has started to rain again."),
        notes="a refusal on the river path (left there); back in the first room: south "
        "visited; north unexplored; the door east closed (open it)",
    ),
    item(
        yard(),
        "open the door",
        DOOR_OPENS,
        "go east",
        fermenting(),
        "take the coin",
        PICKED_UP,
        "go west",
        yard(door_open=True),
        "go south",
        river_path(" A boat chugs past, low in the water with sacks."),
        notes="the coin taken, then south: on the river path north is visited and initial; "
        "the path west unexplored",
    ),
    item(
        yard(),
        "go north",
        drying_shed(),
        "go south",
        yard(),
        "go south",
        river_path(),
        "go west",
        landing(),
        "go east",
        river_path(" Somebody upriver is singing."),
        notes="the river path again after the landing stage: north (initial) and west visited "
        "(all_visited); the river is no way: go back north",
    ),
    item(
        yard(),
        "go east",
        DOOR_SHUT,
        "open the door",
        DOOR_OPENS,
        "go east",
        fermenting(),
        "take the coin",
        PICKED_UP,
        "go west",
        yard(door_open=True),
        "go north",
        drying_shed(),
        "go south",
        yard(door_open=True),
        notes="seven turns: the door refused, opened, the coin taken, the drying shed seen: in "
        "the first room east and north visited; south unexplored: go south",
    ),
]


# ---- map C: the rope works (Infocom-like, brief mode: a room seen before is told by its
# heading). Hemp Store e Laying Walk, n Tarring House (a door, closed at first); Laying Walk s
# Spinning Floor (a silver penny).
def store(door_open: bool = False, brief: bool = False) -> tuple:
    reading = R(
        "hemp store",
        "e n",
        closed="" if door_open else "n",
        leads={"e": "laying walk", "n": "tarring house"},
    )
    if brief:
        return ("Hemp Store", reading)
    return (
        "Hemp Store\nBales of hemp are stacked to the roof beams, and the air is thick with "
        "fibres. A doorway to the east opens onto the laying walk. A door to the north, "
        "leading to the tarring house, is closed.",
        reading,
    )


def walk(brief: bool = False) -> tuple:
    reading = R("laying walk", "s w", leads={"s": "spinning floor", "w": "hemp store"})
    if brief:
        return ("Laying Walk", reading)
    return (
        "Laying Walk\nThe walk is a quarter of a mile long under a low roof, and it ends in a "
        "blank wall at the far end, so you need not bother. The spinning floor is south, and "
        "the hemp store is west.",
        reading,
    )


def spinning(coin: bool = True) -> tuple:
    extra = "\nThere is a silver penny here." if coin else ""
    return (
        "Spinning Floor\nSpinning jennies stand in a row, silent, their spindles bare. The only "
        f"way out is north.{extra}",
        R("spinning floor", "n", coin=coin),
    )


def tarring(event: str = "") -> tuple:
    return (
        "Tarring House\nA great copper of black tar sits cold over a dead fire. The door to "
        f"the south is open; there is no other way out.{event}",
        R("tarring house", "s"),
    )


ROPE_WORKS = [
    item(
        store(),
        "e",
        walk(),
        "s",
        spinning(),
        notes="two moves: the silver penny is here: take it; north visited and initial "
        "(all_visited)",
    ),
    item(
        store(),
        "east",
        walk(),
        "west",
        store(brief=True),
        notes="brief mode: the hemp store told again by its heading alone; the person "
        "remembers it: east visited, the door north closed (open it)",
    ),
    item(
        store(),
        "north",
        ("The door is closed.", K("refused", "closed")),
        "open door",
        ("Opened.", K("opened", "n")),
        "north",
        tarring(),
        notes="the closed door refused, opened ('open door': the only door here, north) and "
        "walked through: south visited and initial (all_visited); the copper of tar is a "
        "boiler, no coin",
    ),
    item(
        store(),
        "e",
        walk(),
        "s",
        spinning(),
        "take penny",
        ("Taken.", K("took")),
        "n",
        walk(brief=True),
        notes="the penny taken, back to the laying walk, told by its heading alone: west "
        "(initial) and south visited (all_visited); go back west",
    ),
    item(
        store(),
        "open north",
        ("Opened.", K("opened")),
        "n",
        tarring(),
        "s",
        store(door_open=True, brief=True),
        "e",
        walk(),
        notes="the tarring house seen, the hemp store told by its heading, then east (a first "
        "visit, told in full): west visited and initial, south unexplored",
    ),
    item(
        store(),
        "e",
        walk(),
        "s",
        spinning(),
        "take penny",
        ("Taken.", K("took")),
        "n",
        walk(brief=True),
        "w",
        store(brief=True),
        "n",
        ("The door is closed.", K("refused", "closed")),
        "open north",
        ("Opened.", K("opened")),
        "n",
        tarring(" Somewhere a rat scuttles among the barrels."),
        notes="eight turns, the rooms seen before told by their headings: the door refused, "
        "opened and walked through: in the tarring house south is visited and initial "
        "(all_visited)",
    ),
]

ITEMS = AQUARIUM + PLANTATION + ROPE_WORKS
