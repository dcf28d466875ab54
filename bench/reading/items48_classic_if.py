"""classic_if, forty-eighth round (emphasis: negations, distractors and door states): seven walks
(1-4 turns) on the porcelain works at Capodimonte in a manner like a Spectrum adventure written with
the Professional Adventure Writer (a heading in capitals, a paragraph, "Exits: North East West",
"You can also see: ...", the prompt "What now?"; a Throwing Room whose painting room door north "is
shut" at first, whose kiln hall is east through an archway, whose saggar store door west "is bolted
from the far side" and whose window south "does not open"; a Painting Room lit by tall north
windows, with the King's head painted on a plate "as on a coin"; a Kiln Hall whose fire-mouth east
is bricked up; a Packing Room with a crate stencilled FOR THE WEST INDIES and "You can also see: a
copper tornese coin."): "The painting room door is shut.", "You open the painting room door.", "The
saggar store door is bolted from the far side.", "The window does not open, and the bay is a long
way down.", "You now have the tornese.", a return to the throwing room; single rooms and short
histories in other classic manners, each with things a person does not read as a fact beside those
they do: a Hobbit-like icehouse ("You see:" and a silver altyn coin), a Mystery House-like lookout
cab on a fire tower whose only way is a trapdoor down (no action), an Adventureland-like lime
burner's hut ("I DON'T SEE ANY COIN HERE."), a robing room under a status line whose door "stands
ajar" beside a shut cupboard, a weighbridge office's yard door refused, unlocked and "still shut", a
penny arcade of empty coin slots, a mint's carved stone coin, a North Tower guardroom "barred from
the outside", a smugglers' cave whose scudo is taken and gone, an outer ward whose postern "gapes
open" and whose gatehouse door is "hooked back", a manse parlour's painting of the widow's mite, a
sail locker's door whose state is not given, a sacristy door "not locked, only shut". What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- the porcelain works: THROWING ROOM n PAINTING ROOM (a door, shut at first), e KILN HALL (an
# archway), w the saggar store (bolted from the far side), s a window (no way); KILN HALL n PACKING
# ROOM (a copper tornese coin).

WHAT = "What now?"


def throwing(door: str = "shut", event: str = "") -> tuple:
    text = (
        "THROWING ROOM\nPotters' wheels stand in a row, each with a lump of white clay drying on "
        "it. A window in the south wall looks down over the bay; it does not open. The painting "
        f"room door, north, is {door}. An archway leads east into the kiln hall. The saggar "
        "store door, west, is bolted from the far side.\nExits: North East West\nYou can also "
        "see: a tally board.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + WHAT,
        R(
            "throwing room",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "painting room", "e": "kiln hall", "w": "saggar store"},
        ),
    )


def painting(door: str = "open") -> tuple:
    return (
        "PAINTING ROOM\nPainters bend over plates and cups along a bench under tall windows, "
        "which face north for the steady light. On one plate the King's head is drawn in "
        "profile, as on a coin, but it is only paint and not yet dry. The door to the throwing "
        f"room, south, is {door}.\nExits: South\n{WHAT}",
        R("painting room", "s", closed="s" if door == "shut" else "", leads={"s": "throwing room"}),
    )


def kiln(event: str = "") -> tuple:
    text = (
        "KILN HALL\nThe bottle kiln fills the hall, its brick belly still warm from the last "
        "firing, and stacks of saggars lean against the walls. The throwing room is west, "
        "through the archway. A passage runs north to the packing room. To the east there is "
        "only the kiln's fire-mouth, bricked up while the kiln cools.\nExits: North West\n"
    )
    if event:
        text += f"{event}\n"
    return (text + WHAT, R("kiln hall", "n w", leads={"w": "throwing room", "n": "packing room"}))


def packing(coin: bool = True) -> tuple:
    text = (
        "PACKING ROOM\nCups wrapped in paper like sweets, saucers in nests of straw, and a crate "
        "stencilled FOR THE WEST INDIES waiting to be nailed down. The kiln hall is south.\n"
        "Exits: South\n"
    )
    if coin:
        text += "You can also see: a copper tornese coin.\n"
    return (text + WHAT, R("packing room", "s", coin=coin, leads={"s": "kiln hall"}))


SHUT = (f"The painting room door is shut.\n{WHAT}", K("refused", "closed"))
OPENED = (f"You open the painting room door.\n{WHAT}", K("opened", "north"))
BOLTED = (
    f"The saggar store door is bolted from the far side. Somebody in there is humming.\n{WHAT}",
    K("refused", "locked"),
)
WINDOW = (
    f"The window does not open, and the bay is a long way down.\n{WHAT}",
    K("refused"),
)
TAKEN = (f"You now have the tornese.\n{WHAT}", K("took"))

ITEMS = [
    item(
        throwing(),
        "N",
        SHUT,
        "OPEN DOOR",
        OPENED,
        "N",
        painting(),
        notes="porcelain works walk: the painting room door north refused as shut, opened (`OPEN "
        "DOOR`, the one shut door: north) and walked through; the painting room's only way is "
        "back south (visited, initial); its north windows are no way, the King's head on the "
        "plate is paint, no coin",
    ),
    item(
        throwing(),
        "E",
        kiln(),
        "N",
        packing(),
        "TAKE COIN",
        TAKEN,
        "S",
        kiln(event="The kiln gives a loud tick as it cools."),
        notes="porcelain works walk: the tornese taken in the packing room; back in the kiln hall "
        "(a tick of the kiln this turn) both ways visited, the way back west (initial); the "
        "bricked-up fire-mouth east is no exit",
    ),
    item(
        throwing(),
        "W",
        BOLTED,
        "E",
        kiln(),
        notes="porcelain works walk: the saggar store door refused as bolted from the far side "
        "(locked), left behind; in the kiln hall west visited (initial), the passage north "
        "unvisited; the fire-mouth east is bricked up, no exit",
    ),
    item(
        kiln(),
        "W",
        throwing(),
        notes="porcelain works walk begun in the kiln hall: in the throwing room east visited "
        "(initial); the painting room door north shut (open it), the saggar store door west "
        "bolted from the far side (locked), the window south no way",
    ),
    item(
        painting(door="shut"),
        "OPEN DOOR",
        (f"You open the door to the throwing room.\n{WHAT}", K("opened", "south")),
        "S",
        throwing(door="open"),
        "E",
        kiln(),
        "W",
        throwing(door="open", event="A boy runs through with a tray of cups on his head."),
        notes="porcelain works walk begun in the painting room (its door shut, opened): back in "
        "the throwing room (a boy with cups this turn) north and east visited, the way first "
        "entered north (initial), west bolted: go back north",
    ),
    item(
        packing(),
        "GET TORNESE COIN",
        TAKEN,
        "S",
        kiln(),
        "W",
        throwing(event="Down in the yard somebody drops a stack of saggars."),
        notes="porcelain works walk begun in the packing room (saggars dropped in the yard this "
        "turn): the tornese taken; in the "
        "throwing room east visited (initial), the painting room door north shut (open it), "
        "west bolted (locked), the window south no way",
    ),
    item(
        throwing(),
        "S",
        WINDOW,
        notes="porcelain works walk: a move south answered by the window that does not open: "
        "south is no exit, its refusal a fact; the painting room door north shut (open it), "
        "the archway east open, the saggar store door west bolted (locked)",
    ),
    item(
        (
            "You are in the icehouse\nTo the west there is the round oak door, which is shut\n"
            "To the east there is the ice cutters' passage\nVisible exits are: west east\nYou "
            "see:\n  the sawdust heap.\n  a silver altyn coin.\n  the ice saw.",
            R("icehouse", "w e", closed="w", coin=True),
        ),
        notes="a Hobbit-like manner: 'You are in the icehouse' names the room; the round oak door "
        "west is shut (closed), the passage east open; a silver altyn coin is among the things "
        "seen: take it",
    ),
    item(
        (
            "YOU ARE IN THE LOOKOUT CAB. IT SITS ON TOP OF THE FIRE TOWER, NINETY FEET ABOVE THE "
            "PINES. WINDOWS RUN ALL THE WAY AROUND. A CHART OF THE FOREST ON THE TABLE HAS THE "
            "NORTH RIDGE AND THE WEST FORK MARKED IN RED. THE ONLY WAY OUT IS THE TRAPDOOR IN THE "
            "FLOOR. IT IS OPEN.",
            R("lookout cab", "d"),
        ),
        notes="a Mystery House-like manner in capitals: the windows and the chart's North Ridge "
        "and West Fork are no exits; the only way is the open trapdoor down, outside the "
        "vocabulary: no fact, no action",
    ),
    item(
        (
            "I'M IN A LIME BURNER'S HUT\nVISIBLE ITEMS:\nKETTLE. BUCKET OF SLAKED LIME. TIN SIGN: "
            '"NO MONEY KEPT ON THESE PREMISES".\nOBVIOUS EXITS: NORTH, WEST.\n\nTELL ME WHAT TO '
            "DO",
            R("lime burner's hut", "n w"),
        ),
        "TAKE COIN",
        ("I DON'T SEE ANY COIN HERE.\n\nTELL ME WHAT TO DO", K("none")),
        notes="an Adventureland-like manner: a sign about money, and 'I DON'T SEE ANY COIN HERE.': "
        "no coin; north and west are the exits",
    ),
    item(
        (
            "Robing Room                                        Score: 0    Moves: 14\n\nRobing "
            "Room\nJudges' robes hang on a rail, scarlet and ermine, and a row of wigs sits on "
            "wooden heads along a shelf. The door to the corridor, west, stands ajar. A tall "
            "cupboard in the north wall holds the spare gowns; its door is shut. There is no "
            "other way out.",
            R("robing room", "w"),
        ),
        notes="an Infocom-like manner under a status line: the door west stands ajar (open); the "
        "cupboard's shut door in the north wall is no exit: go west",
    ),
    item(
        (
            "Weighbridge Office\nA brass beam scale, a ledger, and a stove with a kettle on it. "
            "Through the window you can see the weighbridge and the lane beyond. The door to the "
            "yard, west, is locked. The clerk's room is north, through an open doorway.",
            R("weighbridge office", "w n", locked="w"),
        ),
        "W",
        ("The yard door is locked.", K("refused", "locked")),
        "UNLOCK WEST DOOR WITH KEY",
        ("You unlock the yard door. It is still shut.", K("unlocked")),
        notes="the yard door west refused as locked, then unlocked and 'still shut' (closed, the "
        "refusal standing until it is opened): open west, or go north",
    ),
    item(
        (
            "You are in the penny arcade. Rows of machines stand along both walls, each with its "
            "coin slot and its glass front, and a fortune teller in a case stares at nothing. "
            "Every machine has been emptied; the cash boxes hang open. The door onto the "
            "promenade, south, is propped open with a sandbag. The fire exit, north, is locked.",
            R("penny arcade", "s n", locked="n"),
        ),
        notes="'penny arcade' names the room and gives no coin; coin slots and emptied cash boxes "
        "are no coins; the door south propped open, the fire exit north locked: go south",
    ),
    item(
        (
            "Counting Hall\nOver the arch a coin is carved in stone, a yard across, with the "
            "city's arms on it. The striking presses went to the museum long ago, and not so "
            "much as a blank is left on the floor. The arch leads east, into the yard. The river "
            "runs past the west windows, which are barred.",
            R("counting hall", "e"),
        ),
        notes="a coin carved in stone and a floor without a blank: no coin; the barred windows "
        "over the river west are no way; the arch east is the exit",
    ),
    item(
        (
            "North Tower Guardroom\nA brazier, a bench, and a rack for pikes with no pikes in it. "
            "Arrow slits look out over the moat on three sides. The guardroom door, east, is "
            "barred from the outside. A spiral stair goes up to the wall walk.",
            R("north tower guardroom", "e u", locked="e"),
        ),
        notes="the North Tower is the room's name, not a way north; arrow slits and the moat are "
        "no ways; the door east barred from the outside (locked) and the stair up (outside the "
        "vocabulary): no action",
    ),
    item(
        (
            "I'm in a smugglers' cave. Visible items:\n\nOld lantern. Silver scudo coin.\n\n"
            "Obvious exits: South, West.\nTell me what to do ?",
            R("smugglers' cave", "s w", coin=True),
        ),
        "TAKE COIN",
        ("O.K.\nTell me what to do ?", K("took")),
        "LOOK",
        (
            "I'm in a smugglers' cave. Visible items:\n\nOld lantern.\n\nObvious exits: South, "
            "West.\nTell me what to do ?",
            R("smugglers' cave", "s w"),
        ),
        notes="a Scott Adams-like manner: the silver scudo taken ('O.K.'), and the look shows it "
        "gone: no coin; south and west open",
    ),
    item(
        (
            "Outer Ward\nThe curtain wall rises on every side but one. The postern in the east "
            "wall gapes open, its timbers long since rotted away. The gatehouse door, north, is "
            "hooked back against the wall. To the south the wall has fallen into the moat, and "
            "green water fills the gap.",
            R("outer ward", "e n"),
        ),
        notes="the postern east gapes open and the gatehouse door north is hooked back: both open "
        "exits; the fallen wall south is water, no way",
    ),
    item(
        (
            "Manse Parlour\nA horsehair sofa, a harmonium, and a sampler that reads THE LOVE OF "
            "MONEY IS THE ROOT OF ALL EVIL. Above the mantel hangs a painting of the widow's "
            "mite: two small coins in an old woman's open hand. The door to the hall, south, is "
            "propped open with a family Bible. The study door, east, is closed.",
            R("manse parlour", "s e", closed="e"),
        ),
        notes="the widow's two coins are a painting: no coin; the hall door south propped open, "
        "the study door east closed: go south or open east",
    ),
    item(
        (
            "Sail Locker\nSpare canvas lies folded on the racks, and coils of new rope hang from "
            "the beams, smelling of tar. A door leads west. There is no way east; the hull is "
            "there, and the sea beyond it.",
            R("sail locker", "w"),
        ),
        notes="a door west whose state is not given is an open exit; 'There is no way east', the "
        "hull and the sea: no exit east",
    ),
    item(
        (
            "Sacristy\nThe chalices are locked away in a safe let into the wall. A washbasin, a "
            "mirror, a list of the servers' names. The door to the chancel, west, is not locked, "
            "only shut. The door to the churchyard, north, is locked, and the sexton has the "
            "key.",
            R("sacristy", "w n", closed="w", locked="n"),
        ),
        "NORTH",
        (
            "The churchyard door is locked.\n\nSacristy\nThe chalices are locked away in a safe "
            "let into the wall. A washbasin, a mirror, a list of the servers' names. The door to "
            "the chancel, west, is not locked, only shut. The door to the churchyard, north, is "
            "locked, and the sexton has the key.",
            Both(K("refused", "locked"), R("sacristy", "w n", closed="w", locked="n")),
        ),
        notes="the churchyard door north refused as locked, the room printed again with it; the "
        "chancel door west 'not locked, only shut' (closed): open west; a safe is no door",
    ),
]
