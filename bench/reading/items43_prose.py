"""prose, forty-third round: five walks (2-3 turns) through the salt pans at Aveiro, told by a
tabletop game master to the player at the table, and fifteen single rooms and short histories in
registers the earlier rounds used seldom or never.

The salt works: Boiling House n Salt Store (the store door, shut at first), e Sea Wall (an open
doorway), w the clerk's office (locked, never entered); Salt Store (a five-escudo coin wedged
between two blocks of salt); Sea Wall s Pump Shed, the sea to the east (no way). Replies: "GM: The
store door's shut. You'd have to open it first.", "GM: It creaks open. Smells of brine in there.",
"GM: Locked. The clerk took the key home with him.", "GM: East is the sea. Unless you brought a
boat, no.", "GM: Okay, the escudo's yours. Write it on your sheet." The walks are printed from the
map by functions, so a room reads the same on every visit.

Single rooms: a guidebook's entry for an octagon room, a court transcript whose witness is in a
pantry (a fifty-pesewa coin), a police officer's notes in a garage, subtitles in a boathouse, a text
message from a utility room (a 20p coin), a museum audio guide's stop in a map room, a radio log at
a generator hut, a gamebook's "turn to" choices in a bottling cellar, a telegram from a pump
station, a hotel laundry (a one-piso coin under a machine), a locked door tried in a print room,
"We're in the chart house", a crow's nest whose only way is down, a sentimo coin taken in a ferry
office, a palm house whose door is propped open. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ASK = "What do you do?"

# ---- the salt works: Boiling House n Salt Store (door), e Sea Wall, w clerk's office (locked);
# Sea Wall s Pump Shed.


def boiling_house(door_open: bool = False) -> tuple:
    door = "It's open now." if door_open else "It's shut."
    return (
        "GM: Right, you're in the boiling house. Big iron pans sit over brick fireboxes, all "
        "cold, crusted white round the rims. There's a door north into the salt store. "
        f"{door} East, the doorway's open onto the sea wall. The clerk's office door on the "
        f"west side is locked. {ASK}",
        R(
            "boiling house",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "salt store", "e": "sea wall"},
        ),
    )


def salt_store(coin: bool = True) -> tuple:
    line = (
        " And you spot something: a coin wedged between two of the blocks, a five-escudo "
        "piece, old money."
        if coin
        else ""
    )
    return (
        "GM: You're in the salt store. Blocks of grey salt stacked to the roof, and it's dry "
        f"as a biscuit in here. The only way out is the door to the south.{line} "
        f"{ASK}",
        R("salt store", "s", coin=coin),
    )


SEA_WALL = (
    "GM: You're up on the sea wall now. Wind in your face, gulls everywhere. The salt pans lie "
    "flat and shining below you on the landward side. East is the sea, grey and choppy. The "
    "boiling house doorway is west, and a path runs south along the wall to a little pump shed. "
    f"{ASK}",
    R("sea wall", "w s", leads={"w": "boiling house", "s": "pump shed"}),
)
PUMP_SHED = (
    "GM: Pump shed. A rusty hand pump, a coil of hose, a bench with a crab line on it. The path "
    f"runs north along the wall, and that's the only way out. {ASK}",
    R("pump shed", "n"),
)
STORE_SHUT = ("GM: The store door's shut. You'd have to open it first.", K("refused", "closed"))
CREAKS = ("GM: It creaks open. Smells of brine in there.", K("opened", "n"))
OFFICE_LOCKED = ("GM: Locked. The clerk took the key home with him.", K("refused", "locked"))
SEA = ("GM: East is the sea. Unless you brought a boat, no.", K("refused"))
YOURS = ("GM: Okay, the escudo's yours. Write it on your sheet.", K("took"))

_salt = [
    item(
        boiling_house(),
        "north",
        STORE_SHUT,
        "open north",
        CREAKS,
        "north",
        salt_store(),
        notes="A game master's narration at Aveiro's salt works: the store door refused (shut), "
        "opened, walked through; a five-escudo piece (an old Portuguese coin) wedged between "
        "the blocks: take it.",
    ),
    item(
        boiling_house(),
        "east",
        SEA_WALL,
        "south",
        PUMP_SHED,
        notes="Salt works: along the sea wall to the pump shed; its one way north is visited "
        "and the way in: all visited.",
    ),
    item(
        boiling_house(),
        "west",
        OFFICE_LOCKED,
        "east",
        SEA_WALL,
        "east",
        SEA,
        notes="Salt works: the clerk's office refused (locked) and left behind; on the sea wall "
        "a move east refused (the sea, no exit): refused(east); west visited and the way in; "
        "the pump shed south is new.",
    ),
    item(
        PUMP_SHED,
        "north",
        SEA_WALL,
        "west",
        boiling_house(),
        notes="Salt works, begun in the pump shed: in the boiling house east is visited and the "
        "way in; the store door north is shut (open it); the clerk's office locked.",
    ),
    item(
        salt_store(),
        "take coin",
        YOURS,
        "south",
        boiling_house(True),
        notes="Salt works, begun in the salt store: the escudo taken, then south; in the boiling "
        "house north is visited and the way in, the door open; the sea wall east is new.",
    ),
]

_singles = [
    item(
        "THE OCTAGON ROOM. -- The visitor now stands in the Octagon Room, lit from above by a "
        "lantern in the roof. In the cases round the walls are Egyptian scarabs and a mummified "
        "cat (not for the nervous). A door on the N. side leads to the Library; on the E. side "
        "a short passage gives on to the Long Gallery. The S. door is at present locked.",
        R("octagon room", "n e s", locked="s", leads={"n": "library", "e": "long gallery"}),
        notes="A guidebook's manner: the room named by its heading and 'the visitor now stands "
        "in'; N. and E. are ways, the S. door locked (no open); no coin.",
    ),
    item(
        "COUNSEL: Where are you now?\nWITNESS: The pantry. Shelves of jars. There's a door to "
        "the north, it's closed, and the kitchen's through the arch to the west.\nCOUNSEL: Is "
        "there anything on the floor?\nWITNESS: A coin. Fifty pesewas, by the look of it.",
        R("pantry", "n w", closed="n", coin=True, leads={"w": "kitchen"}),
        notes="A game told as a court transcript: the witness is in the pantry; a closed door "
        "north and an arch west; a fifty-pesewa coin (Ghanaian) on the floor: take it.",
    ),
    item(
        "PC 412, notes, 02:14. In the garage. Side door, east side, standing open. "
        "Up-and-over door to the south is shut and padlocked from outside. Workbench, "
        "tools, a car under a cover. No cash on the premises.",
        R("garage", "e s", locked="s"),
        notes="A police officer's notes in a game: the garage; the side door east stands open "
        "(an exit), the up-and-over door south padlocked (locked, no open); no coin ('no cash').",
    ),
    item(
        "[WIND HOWLING]\nYou're in the boathouse.\nAn old skiff hangs from the rafters.\n[WATER "
        "LAPPING]\nThe slipway door to the west is shut.\nThe door to the workshop, to the "
        "north, is open.",
        R("boathouse", "w n", closed="w", leads={"n": "workshop"}),
        notes="A game in subtitles for the deaf and hard of hearing: the sound captions are no "
        "text of the room; the slipway door west shut (open it), the workshop door north open.",
    ),
    item(
        "mum im in the utility room. back door (south) is locked, the door to the kitchen is "
        "north and its open. theres a 20p coin under the tumble dryer lol. what now",
        R("utility room", "s n", locked="s", coin=True, leads={"n": "kitchen"}),
        notes="A game told by text message: the utility room; the back door south locked, the "
        "kitchen north open; a 20p coin (twenty pence) under the dryer: take it.",
    ),
    item(
        "Stop 14. You are now in the Map Room. Take a moment to look at the great sea chart of "
        "1702 on the far wall; notice how the coast of Australia simply stops. When you are "
        "ready, continue west through the door on your left to the Globe Room. The Great Hall "
        "is to the south.",
        R("map room", "w s", leads={"w": "globe room", "s": "great hall"}),
        notes="A museum audio guide's stop: the Map Room; the Globe Room west and the Great Hall "
        "south are ways; a chart on a wall is no way.",
    ),
    item(
        "RADIO LOG, 04:12. At generator hut. Door N shut, will open. Exits E and W clear. "
        "Generator cold. Nothing of value. Over.",
        R("generator hut", "n e w", closed="n"),
        notes="A game told as a radio log: the generator hut; the door N shut (open it), E and "
        "W clear (exits); no coin.",
    ),
    item(
        "You are in the bottling cellar. Empty bottles stand in racks that reach the vaulted "
        "ceiling, and a single bulb swings on its flex.\nIf you wish to go north, into the "
        "barrel store, turn to 52.\nIf you wish to open the iron door to the east, which is "
        "closed, turn to 17.",
        R("bottling cellar", "n e", closed="e", leads={"n": "barrel store"}),
        notes="A gamebook's choices: the cellar's ways are north (open) and east (a closed iron "
        "door); the choices are the person's actions: go north or open east.",
    ),
    item(
        "ARRIVED PUMP STATION STOP DOOR EAST LOCKED STOP WAY NORTH CLEAR STOP NO COIN HERE STOP "
        "ADVISE",
        R("pump station", "e n", locked="e"),
        notes="A game told in telegrams: the pump station; the door east locked, the way north "
        "clear; 'NO COIN HERE'.",
    ),
    item(
        "You're in the laundry, down in the hotel's basement, and it's hot and loud. Three "
        "industrial machines churn away along the east "
        "wall, and under the nearest one you can see the edge of a one-piso coin. A swing door "
        "to the north leads to the service corridor. The door to the west is shut.",
        R("laundry", "n w", closed="w", coin=True, leads={"n": "service corridor"}),
        notes="Prose: 'You're in the laundry' names the room; a one-piso coin (Philippine) "
        "under a machine: take it; the machines along the east wall are no way.",
    ),
    item(
        (
            "You're in the print room. A big offset press takes up most of it, and the smell of "
            "ink is strong enough to lean on. There's a door west to the guillotine room and a "
            "door north to the yard.",
            R("print room", "w n", leads={"w": "guillotine room", "n": "yard"}),
        ),
        "west",
        (
            "You try the guillotine room door. It won't open; somebody has locked it from the "
            "other side.",
            K("refused", "locked"),
        ),
        notes="Prose: the door west (its state not given) refused as locked: refused(west), "
        "closed(west), no open; the yard door north is the way.",
    ),
    item(
        "We're in the chart house. Rolled charts in pigeonholes, a brass lamp, and rain "
        "hammering on the roof. The bridge is forward, to the north. There's a door on the "
        "starboard side, to the east, and it's shut.",
        R("chart house", "n e", closed="e", leads={"n": "bridge"}),
        notes="Prose in the first person plural: the chart house; the bridge north, a shut door "
        "east (open it).",
    ),
    item(
        "You're in the crow's nest. The whole harbour is spread out below you: the fish market, "
        "the church, the breakwater running out to the east. The only way off is the rope "
        "ladder, straight down.",
        R("crow's nest", "d"),
        notes="Prose: the crow's nest's only way is a ladder down (outside the vocabulary); the "
        "breakwater to the east is a view, no way: no fact of the vocabulary, no action.",
    ),
    item(
        (
            "You're in the ferry office. Timetables curl on the noticeboard, and the ticket "
            "window is shuttered. A fifty-sentimo coin lies on the counter. The door out to the "
            "pier is south. The waiting shed is west.",
            R("ferry office", "s w", coin=True, leads={"w": "waiting shed"}),
        ),
        "take coin",
        ("You take the fifty-sentimo coin and put it in your pocket.", K("took")),
        notes="Prose: the fifty-sentimo coin taken; the ways south and west remain, no coin now.",
    ),
    item(
        "The palm house is as warm as a bath. Banana leaves brush the glass, and a fountain "
        "trickles somewhere you cannot see. The door at the north end is propped open with a "
        "brick; the door at the south end is closed.",
        R("palm house", "n s", closed="s"),
        notes="Prose: the palm house; the north door propped open (an open exit), the south door "
        "closed (open it); the fountain is no coin.",
    ),
]

ITEMS = _salt + _singles
