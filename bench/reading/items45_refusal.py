"""refusal, forty-fifth round: refusals in new wordings and what clears or keeps them: a butler's
"I'm afraid the library is locked, madam." kept by a wait, "There's no road that way at all, at all.
Only bog.", a tithe barn's door ("You rattle the handle. Locked.") unlocked and opened (cleared), a
robot's "MOVEMENT BLOCKED: WALL DETECTED AT 0.3 M." kept by a look, a terminal's "ERROR 423: DOOR 7
LOCKED." unlocked and opened (cleared), "The ice won't bear you." with the room printed again
(Both), chest-deep snow left behind at a col, a ticket office door unlocked by the clerk after a
knock (the room printed again: cleared), a customs shed's failed `open` ("You tug at it. Still
locked."), a refused `nw` and a refused `go up` (no facts), "That's the window. It's three floors
down.", an allotment gate examined ("chained and padlocked"), a kiln shed's drying room door opened
by name and walked through, a sluice house's two refusals in a row, a cart shed's door blown open by
the wind (the room printed again: cleared), a translated game's "Passage impossible: a wall stands
there.", a text message's "cant its locked 🔒", a neighbour's "Not that way, that's the Müllers'
flat, and it's locked.", a blast door kept by `listen`, a watertight door opened by `turn wheel`.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

BOAT_LANDING = (
    "Boat Landing\nA wooden landing on the shore of the lake, the rowing boats turned over "
    "for the winter. The lake to the east is frozen white from shore to shore. The boathouse "
    "is north. The path to the village goes west."
)
CART_SHED = (
    "Cart Shed\nA hay wain with one wheel off, a harrow, swallows' nests along the beam. The "
    "yard is west. The door to the orchard, north, is {state}."
)

ITEMS = [
    item(
        (
            "Ante-Room\nGilt chairs along the walls that nobody is meant to sit on, and a "
            "portrait of the third Earl scowling over the fireplace. The library door is "
            "north. The dining room is east.",
            R("ante-room", "n e"),
        ),
        "north",
        (
            "HOBBS: I'm afraid the library is locked, madam. His Lordship's orders.",
            K("refused", "locked"),
        ),
        "wait",
        ("Time passes. Hobbs polishes a spoon that does not need polishing.", K("none")),
        notes="The butler's refusal says the library door is locked (closed, refused); the "
        "wait keeps it. The dining room east is open: go east.",
    ),
    item(
        (
            "Turf Shed\nTurf stacked to the roof, dry and brown and smelling of the bog it came "
            "from. The yard is south. A door east leads to the byre.",
            R("turf shed", "s e"),
        ),
        "west",
        ("There's no road that way at all, at all. Only bog.", K("refused")),
        notes="West is no exit; the refusal stands (refused(west)). South and east are open, "
        "either is right.",
    ),
    item(
        (
            "Tithe Barn\nA barn as long as a church, with a roof of great oak beams black with "
            "age. The door to the granary is north. The farmyard is south.",
            R("tithe barn", "n s"),
        ),
        "north",
        ("You rattle the handle. Locked.", K("refused", "locked")),
        "unlock north with iron key",
        ("The key turns. The door is unlocked, but still shut.", K("unlocked")),
        "open north",
        ("The granary door creaks open on its strap hinges.", K("opened")),
        notes="Refused as locked, unlocked (still closed: the refusal stands), then opened: "
        "cleared. North and south are both open and unseen.",
    ),
    item(
        (
            "SERVER HALL\nRows of racks, blinking green. Cold air rises through the floor "
            "tiles.\nPATHS: NORTH, SOUTH.\nROVER-2 STATUS: OK",
            R("server hall", "n s"),
        ),
        "go east",
        ("MOVEMENT BLOCKED: WALL DETECTED AT 0.3 M.\nROVER-2 STATUS: OK", K("refused")),
        "look",
        (
            "SERVER HALL\nRows of racks, blinking green. Cold air rises through the floor "
            "tiles.\nPATHS: NORTH, SOUTH.\nROVER-2 STATUS: OK",
            R("server hall", "n s"),
        ),
        notes="A robot's refusal toward no exit, kept by the look (refused(east)); north and "
        "south are the paths.",
    ),
    item(
        (
            "DATA HALL\n> DOOR 7 (NORTH): LOCKED\n> CORRIDOR (WEST): CLEAR\n> NO ITEMS DETECTED",
            R("data hall", "n w", locked="n"),
        ),
        "go north",
        ("> ERROR 423: DOOR 7 LOCKED.", K("refused", "locked")),
        "unlock north",
        ("> DOOR 7 UNLOCKED. DOOR 7 CLOSED.", K("unlocked")),
        "open north",
        ("> DOOR 7 OPEN.", K("opened")),
        notes="The terminal's refusal, unlock (still closed) and open: the refusal is "
        "cleared. North and west both open and unseen.",
    ),
    item(
        (BOAT_LANDING, R("boat landing", "n w")),
        "east",
        (
            "The ice won't bear you. You hear it creak, and step back.\n\n" + BOAT_LANDING,
            Both(K("refused"), R("boat landing", "n w")),
        ),
        notes="A refusal and the room printed again in one text; the frozen lake east is no "
        "exit: refused(east) stands. North and west are open.",
    ),
    item(
        (
            "Col\nA saddle of snow between two peaks, and the wind coming through it like a "
            "train. North the snow lies chest-deep on the far slope. The path drops south to "
            "the bivouac.",
            R("col", "s"),
        ),
        "north",
        ("You flounder in to your chest and have to give up. No way through.", K("refused")),
        "south",
        (
            "Bivouac\nA ledge under an overhang, flattened by a hundred tents. The path climbs "
            "north to the col. A gully runs east.",
            R("bivouac", "n e"),
        ),
        notes="The refusal at the col is left behind; at the bivouac north is visited and "
        "initial, the gully east unseen: go east.",
    ),
    item(
        (
            "Station Forecourt\nTaxis waiting, a flower stall, pigeons. The ticket office door, "
            "east, is locked: the clerk is inside, counting tickets. The platforms are north.",
            R("station forecourt", "e n", locked="e"),
        ),
        "east",
        ("The ticket office door is locked.", K("refused", "locked")),
        "knock",
        (
            "The clerk unlocks the door and props it open. 'Come in, come in, I'm not really "
            "closed.'\n\nStation Forecourt\nTaxis waiting, a flower stall, pigeons. The ticket "
            "office door, east, stands open. The platforms are north.",
            R("station forecourt", "e n"),
        ),
        notes="The clerk opens the door after a knock and the room is printed again with it "
        "open: the refusal is cleared. East and north both open.",
    ),
    item(
        (
            "Customs Shed\nCrates with stencilled numbers, a weighing machine, a desk with a "
            "rubber stamp. The bonded store door, west, is locked. The quay is south.",
            R("customs shed", "w s", locked="w"),
        ),
        "west",
        ("The bonded store door is locked.", K("refused", "locked")),
        "open door",
        ("You tug at it. Still locked.", K("none")),
        notes="A failed open keeps the refusal (refused(west)); the quay south is open.",
    ),
    item(
        (
            "Quarry Floor\nA bowl of grey stone, rusted machinery, a pool of green water. The "
            "haul road leads east. The face rises sheer to the north.",
            R("quarry floor", "e"),
        ),
        "go northwest",
        ("There's no path to the northwest, only scree.", K("refused")),
        "go up",
        ("You'd need ropes to climb the face.", K("refused")),
        notes="A refused northwest and a refused up are outside the vocabulary: no refused "
        "fact. The face to the north is no exit; the haul road east is.",
    ),
    item(
        (
            "Attic Studio\nCanvases against every wall, a smell of turpentine, a skylight. The "
            "window on the east side is open for the fumes. The door is west.",
            R("attic studio", "w"),
        ),
        "east",
        ("That's the window. It's three floors down.", K("refused")),
        notes="The window east is no exit: refused(east). The door west is the way.",
    ),
    item(
        (
            "Allotments\nRows of beans on canes, sheds made of old doors, a water butt. The "
            "gate to the lane is south. A path leads east between the plots.",
            R("allotments", "s e"),
        ),
        "south",
        ("The gate is locked.", K("refused", "locked")),
        "examine gate",
        ("A tall iron gate, chained and padlocked.", K("none")),
        notes="The gate refused as locked; examining it shows it still locked: the refusal "
        "stands. The path east is open: go east.",
    ),
    item(
        (
            "Kiln Shed\nThe kiln squats in the middle of the shed, its door bricked up for a "
            "firing. The drying room door is east. The yard is south.",
            R("kiln shed", "e s", leads={"e": "drying room"}),
        ),
        "east",
        ("The drying room door is shut.", K("refused", "closed")),
        "open drying room door",
        ("You open the drying room door. Heat rolls out.", K("opened", "east")),
        "east",
        (
            "Drying Room\nShelves of greenware drying slowly in the warm air. The door to the "
            "kiln shed is west. That is the only way out.",
            R("drying room", "w", leads={"w": "kiln shed"}),
        ),
        notes="The drying room door refused, opened by name, walked through. The kiln's "
        "bricked-up door is no way. In the drying room west is visited, initial, "
        "all_visited.",
    ),
    item(
        (
            "Sluice House\nWheels and chains to raise the sluice gates, and the roar of the "
            "water under the floor. The keeper's door is east. The towpath is south.",
            R("sluice house", "e s"),
        ),
        "north",
        ("The sluice gates are that way, and the water is running hard.", K("refused")),
        "east",
        ("Locked. The keeper has gone for his dinner.", K("refused", "locked")),
        notes="Two refusals in a row: north (no exit) and the keeper's door east (locked). Both "
        "stand; the towpath south is the way.",
    ),
    item(
        (CART_SHED.format(state="shut"), R("cart shed", "w n", closed="n")),
        "north",
        ("The orchard door is shut.", K("refused", "closed")),
        "wait",
        (
            "The wind catches the orchard door and bangs it open.\n\n"
            + CART_SHED.format(state="open, banging in the wind"),
            R("cart shed", "w n"),
        ),
        notes="The wind opens the door and the room is printed again with it open: the refusal "
        "is cleared. North and west both open.",
    ),
    item(
        (
            "Guard Room\nA vaulted room, benches along the walls, a rack for halberds. The "
            "courtyard is south. A door north leads to the armoury.",
            R("guard room", "s n"),
        ),
        "west",
        ("Passage impossible: a wall stands there.", K("refused")),
        notes="A translated game's refusal toward a wall: refused(west). South and north open.",
    ),
    item(
        (
            "ok im in the bin store. door north into the flats, and theres a gate east to "
            "the car park",
            R("bin store", "n e"),
        ),
        "go east",
        ("cant its locked 🔒", K("refused", "locked")),
        notes="A text message's refusal says the gate east is locked (closed, refused); the "
        "door north is open: go north.",
    ),
    item(
        (
            "Third Floor Landing\nA landing with a rubber plant, a window onto the courtyard and "
            "two doors. The Müllers' door is west. Your own flat is east, its door open.",
            R("third floor landing", "w e"),
        ),
        "west",
        ("MARTA: Not that way, that's the Müllers' flat, and it's locked.", K("refused", "locked")),
        notes="A neighbour's refusal: the Müllers' door west is locked (closed, refused). "
        "East is open.",
    ),
    item(
        (
            "Bunker Store\nShelves of tinned food dated 1962, a hand-cranked radio, a stack of "
            "blankets. The blast door north is locked. A tunnel runs south.",
            R("bunker store", "n s", locked="n"),
        ),
        "north",
        ("The blast door is locked.", K("refused", "locked")),
        "listen",
        ("You hear water dripping somewhere down the tunnel.", K("none")),
        notes="A listen keeps the refusal (refused(north)); the tunnel south is open.",
    ),
    item(
        (
            "Engine Flat\nThe main engine thunders beside you; the heat is like a wall. A "
            "watertight door south is shut, its wheel painted red. A passage runs west to the "
            "workshop.",
            R("engine flat", "s w", closed="s"),
        ),
        "south",
        ("The watertight door is shut.", K("refused", "closed")),
        "turn wheel",
        ("You spin the wheel. The watertight door swings open.", K("opened", "south")),
        notes="The door refused, then opened by turning its wheel: the refusal is cleared. "
        "South and west both open.",
    ),
]
