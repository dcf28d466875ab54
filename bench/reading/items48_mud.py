"""mud, forty-eighth round (emphasis: negations, distractors and door states): seven walks (1-4
turns) on a tea estate in a MUD manner of a title, an indented description, a "Routes:" block with
one way a line and the door's state after it ("north - door to the Rolling Room (shut)", "west -
door to the Estate Office (bolted)", "north - door to the Tasting Room (propped open)"), the people
there and the prompt "[ 412/412hp 180/180m 96/96mv ]" (a Withering Loft whose south window looks
over the terraces; a Rolling Room; a Sorting Room; a Tasting Room with a caddy stamped with the East
India Company's crest and "A copper quarter-anna coin lies beside the spittoon."): "There is a door
in the way.", "You open the door to the Rolling Room.", "The door is bolted from the other side.",
"The window is in the way, and it is a long drop to the terraces.", "You get a copper quarter-anna
coin.", returns to the loft; single rooms and short histories in other MUD families' manners, each
with things a person does not read as a fact beside those they do: an LPMud-like "The only obvious
exit is west." on a quay, exits "(ajar)", "(barred)", "(door)" and "(locked)", a locker "(closed)",
"You do not see that here.", an urchin who snatches a soldo (the room printed again without it), the
East Gate Inn's common room, a mosaic of a coin, a ferry slip's river, a canal refused with the room
printed again, a padlocked gate unlocked and "still closed", a handful of falus coins, a holding
cell whose only way is locked (no action), a tram shelter's taped-over coin slot, a pump house door
refused as shut and opened. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "[ 412/412hp 180/180m 96/96mv ]"

# ---- the tea estate: WITHERING LOFT n ROLLING ROOM (a door, shut at first), e SORTING ROOM, w the
# estate office (bolted), s a window (no way); SORTING ROOM n TASTING ROOM (a door propped open; a
# copper quarter-anna coin).


def loft(door: str = "shut", event: str = "") -> tuple:
    text = (
        "Withering Loft\n   Long racks of hessian run the length of the loft, and green leaf "
        "lies on them in drifts, going limp in the warm air that is blown up from below. A wide "
        "window on the south side looks out over the terraces and the mist in the valley.\n"
        f"Routes:\n  north  - door to the Rolling Room ({door})\n  east   - the Sorting Room\n"
        "  west   - door to the Estate Office (bolted)\nA plucker with a basket on her back is "
        "here, resting.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + PROMPT,
        R(
            "withering loft",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "rolling room", "e": "sorting room", "w": "estate office"},
        ),
    )


def rolling(door: str = "open") -> tuple:
    return (
        "Rolling Room\n   Iron rollers grind the withered leaf until its juices run and it "
        "curls dark and tight. The air is thick and sweet, and everything is sticky.\nRoutes:\n"
        f"  south  - door to the Withering Loft ({door})\n{PROMPT}",
        R(
            "rolling room",
            "s",
            closed="s" if door == "shut" else "",
            leads={"s": "withering loft"},
        ),
    )


def sorting(event: str = "") -> tuple:
    text = (
        "Sorting Room\n   Women sit along low tables, sifting the dried tea through sieves into "
        "grades: broken, fannings, dust. Each grade goes into its own chest.\nRoutes:\n  west   "
        "- the Withering Loft\n  north  - door to the Tasting Room (propped open)\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + PROMPT,
        R("sorting room", "w n", leads={"w": "withering loft", "n": "tasting room"}),
    )


def tasting(coin: bool = True) -> tuple:
    text = (
        "Tasting Room\n   White cups stand in a row along a bench, each with its pinch of dry "
        "leaf beside it, and a tea caddy stamped with the East India Company's crest sits on a "
        "shelf.\nRoutes:\n  south  - door to the Sorting Room (propped open)\n"
    )
    if coin:
        text += "A copper quarter-anna coin lies beside the spittoon.\n"
    return (text + PROMPT, R("tasting room", "s", coin=coin, leads={"s": "sorting room"}))


IN_THE_WAY = (f"There is a door in the way.\n{PROMPT}", K("refused", "closed"))
BOLTED = (f"The door is bolted from the other side.\n{PROMPT}", K("refused", "locked"))
GOT = (f"You get a copper quarter-anna coin.\n{PROMPT}", K("took"))

ITEMS = [
    item(
        loft(),
        "north",
        IN_THE_WAY,
        "open north",
        (f"You open the door to the Rolling Room.\n{PROMPT}", K("opened")),
        "north",
        rolling(),
        notes="tea estate walk: the rolling room door north refused ('There is a door in the "
        "way.'), opened by direction and walked through; the rolling room's only way is back "
        "south (visited, initial)",
    ),
    item(
        loft(),
        "east",
        sorting(),
        "north",
        tasting(),
        "get coin",
        GOT,
        "south",
        sorting(event="A woman holds a sieve up to the light and frowns at it."),
        notes="tea estate walk: the quarter-anna coin taken in the tasting room (the East India "
        "Company's crest is a name, no way east); back in the sorting room both ways visited, the "
        "way back west (initial)",
    ),
    item(
        loft(),
        "west",
        BOLTED,
        "east",
        sorting(),
        notes="tea estate walk: the estate office door refused as bolted from the other side "
        "(locked), left behind; in the sorting room west visited (initial), the door north "
        "propped open: go north",
    ),
    item(
        sorting(),
        "west",
        loft(),
        notes="tea estate walk begun in the sorting room: in the loft east visited (initial); "
        "the rolling room door north shut (open it), the estate office door west bolted (locked), "
        "the south window no way",
    ),
    item(
        rolling(door="shut"),
        "open door",
        (f"You open the door to the Withering Loft.\n{PROMPT}", K("opened", "south")),
        "south",
        loft(door="open"),
        "east",
        sorting(),
        "west",
        loft(door="open", event="The plucker gets up, shoulders her basket and yawns."),
        notes="tea estate walk begun in the rolling room (its door shut, opened): back in the "
        "loft north and east visited, the way first entered north (initial), west bolted: go "
        "back north",
    ),
    item(
        tasting(),
        "get quarter-anna coin",
        GOT,
        "south",
        sorting(),
        "west",
        loft(event="Somewhere below, the drying fans start up with a roar."),
        notes="tea estate walk begun in the tasting room: the coin taken; in the loft east "
        "visited (initial), the rolling room door north shut (open it), west bolted (locked)",
    ),
    item(
        loft(),
        "south",
        (
            f"The window is in the way, and it is a long drop to the terraces.\n{PROMPT}",
            K("refused"),
        ),
        notes="tea estate walk: a move south answered by the window: south is no exit, its "
        "refusal a fact; north shut (open it), east open, west bolted (locked)",
    ),
    item(
        (
            "Old Customs Quay\nThe quay runs out into the harbour on great blocks of granite, and "
            "the sea slaps against it on three sides. A rusted bollard stands at the end, and a "
            "sign says NO MOORING.\nThe only obvious exit is west.\n> ",
            R("old customs quay", "w"),
        ),
        notes="an LPMud-like 'The only obvious exit is west.': the sea on three sides is no way",
    ),
    item(
        (
            "Weaving Shed\nLooms stand in rows under a saw-tooth roof, every one of them still. "
            "Bobbins lie where they fell when the mill closed.\nObvious exits:\nNorth - Dye House "
            "(ajar)\nEast  - Mill Yard (barred)\nSouth - Engine House (door)\n<100%hp 100%mana>",
            R("weaving shed", "n e s", locked="e"),
        ),
        notes="exits with states: the dye house door north ajar (open), the mill yard east "
        "barred (locked), the engine house south a door whose state is not given (open): go "
        "north or south",
    ),
    item(
        (
            "Changing Room\nBenches, hooks, and a smell of wet towels. A steel locker (closed) "
            "stands against the north wall.\n[Exits: south west]\n> ",
            R("changing room", "s w"),
        ),
        "get coin",
        ("You do not see that here.\n> ", K("none")),
        notes="'You do not see that here.' to `get coin`: no coin; the closed locker against the "
        "north wall is no door of the room; south and west are the exits",
    ),
    item(
        (
            "Fish Market\nCrates of sardines glitter under the awnings, and gulls wheel overhead "
            "screaming. A silver soldo lies in a puddle between two stalls.\nExits: north east\n"
            "A street urchin loiters here, watching you.\n> ",
            R("fish market", "n e", coin=True),
        ),
        "get coin",
        (
            "The street urchin is quicker than you: he snatches the soldo out of the puddle and "
            "is gone into the crowd.\n\nFish Market\nCrates of sardines glitter under the "
            "awnings, and gulls wheel overhead screaming.\nExits: north east\n> ",
            R("fish market", "n e"),
        ),
        notes="the urchin snatches the soldo before the player can (the room printed again "
        "without it): no coin; north and east open",
    ),
    item(
        (
            "Common Room\nA low room of smoke-black beams. A board over the bar says WELCOME TO "
            "THE EAST GATE INN, and a painted map of the Western Isles hangs by the fire.\n"
            "Obvious exits: north, south.\n> ",
            R("common room", "n s"),
        ),
        notes="the East Gate Inn and the Western Isles are names, not ways; the exits are north "
        "and south",
    ),
    item(
        (
            "Old Bank Vestibule\nThe floor is a mosaic of a great gold coin, the old bank's "
            "sign, worn smooth by a century of boots. The bank's inner doors are gone, and the "
            "vestibule opens east into the shell of the banking hall.\nExits: east (doorway), "
            "south (door, wide open)\n> ",
            R("old bank vestibule", "e s"),
        ),
        notes="a mosaic of a coin is no coin; the doorway east and the door south, wide open, "
        "are exits",
    ),
    item(
        (
            "Ferry Slip\nA concrete ramp runs down into the river, which is brown and fast and a "
            "quarter of a mile wide. The ferry is on the far bank.\nExits: north\n> ",
            R("ferry slip", "n"),
        ),
        "east",
        ("The river is in the way, and the ferry is on the far side.\n> ", K("refused")),
        notes="the river east is no way without the ferry, and the move is refused; north is "
        "the exit",
    ),
    item(
        (
            "Towpath\nThe towpath runs between the canal and a high brick wall. A narrowboat is "
            "moored on the far side.\nExits: north south\n> ",
            R("towpath", "n s"),
        ),
        "west",
        (
            "You cannot go west: the canal is in the way.\n\nTowpath\nThe towpath runs between "
            "the canal and a high brick wall. A narrowboat is moored on the far side.\nExits: "
            "north south\n> ",
            Both(K("refused"), R("towpath", "n s")),
        ),
        notes="the canal west refused, the room printed again; north and south are the exits",
    ),
    item(
        (
            "Allotment Path\nBean rows on one side, a shed on the other. The gate to the lane, "
            "north, is padlocked.\nExits: north (locked), east\n[HP:95 SP:40]> ",
            R("allotment path", "n e", locked="n"),
        ),
        "north",
        ("The gate is padlocked.\n[HP:95 SP:40]> ", K("refused", "locked")),
        "unlock north",
        ("You unlock the gate. It is still closed.\n[HP:95 SP:40]> ", K("unlocked")),
        notes="the padlocked gate north refused, then unlocked and 'still closed' (closed, the "
        "refusal standing): open north, or go east",
    ),
    item(
        (
            "Robbers' Cellar\nA low vault smelling of damp sacking. A handful of copper falus "
            "coins lie scattered on the floor where a bag has split.\nExits: east\n> ",
            R("robbers' cellar", "e", coin=True),
        ),
        notes="a handful of copper falus coins on the floor: coins in the room, take them; east "
        "is the exit",
    ),
    item(
        (
            "Holding Cell\nA bench bolted to the wall, a bucket, and a small barred window far "
            "above your head.\nExits: south (locked)\n> ",
            R("holding cell", "s", locked="s"),
        ),
        notes="the bench bolted to the wall is no door, the barred window no way; the only exit, "
        "south, is locked: no action",
    ),
    item(
        (
            "Tram Shelter\nA bench, a timetable under scratched perspex, and a ticket machine "
            "whose coin slot has been taped over. The shelter is open to the north and the "
            "west.\nExits: north west\n> ",
            R("tram shelter", "n w"),
        ),
        notes="a ticket machine's coin slot is no coin; north and west are the exits",
    ),
    item(
        (
            "Pump House\nThe great beam engine is still, its flywheel taller than a house. A "
            "door leads north to the boiler house; it is shut. Steps go down to the well.\n"
            "Exits: north (closed), down\n> ",
            R("pump house", "n d", closed="n"),
        ),
        "north",
        ("The door is shut.\n> ", K("refused", "closed")),
        "open door",
        ("You open the door. Heat rolls out of the boiler house.\n> ", K("opened", "north")),
        notes="the boiler house door north refused as shut, then opened (the one door there): "
        "the refusal cleared; north open and unvisited; down is outside the vocabulary",
    ),
]
