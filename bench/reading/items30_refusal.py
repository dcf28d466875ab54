"""refusal, thirtieth round: histories whose last moves the game refused, in many wordings, with
the round's emphasis on doors found locked or shut and ways told by what blocks them. Five walks in
a fire station (Appliance Bay whose big doors "are down and locked while the crew is stood down",
the mess east, the locker room west; a shower door shut, then pushed open; a 10p piece by the
drain): "Only the alarm opens them, and nobody's ringing it.", "You'd be climbing over the engine's
bonnet.", "The shower door's shut. Give it a push first.", a dartboard wall, "The pole only goes
one way, and it isn't up." (a refused `up`, no fact). Two walks in an observatory (a dome that
"curves round you on every side but the south"; a director's door "locked, and there's a note
pinned to it"). Short histories: a skater bouncing off the boards, a car deck's bow doors and a
crewman ("Not till we dock, pal."; only stairs up left: no action), scree that slides away, a
climbing wall nobody is belaying, an archive cage unlocked and "still shut, mind" (the refusal
kept), a bakehouse door bolted from the inside that the baker opens after a wait (cleared), hop
bines with the garden printed again (Both), a pier head's `ne` (no fact) and "More sea. The pier
ends here.", an allotment gate padlocked since yesterday (a gate whose state was not given:
locked), a gallery "CLOSED FOR REHANGING", two refusals in a walled garden and a look, a mill
wheel, a potting shed's latch lifted and walked through. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


# the fire station: Appliance Bay n big doors (locked), e Mess, w Locker Room; Locker Room n
# Showers (door, shut at first; a 10p piece).
def bay() -> tuple:
    return (
        "Appliance Bay\nThe engine sits nose to the big red doors, polished till you can see "
        "yourself in it. The doors, north, are down and locked while the crew is stood down. "
        "The mess is east, up two steps, and the locker room is west, through a door propped "
        "open with a boot.",
        R("appliance bay", "n e w", locked="n"),
    )


def mess() -> tuple:
    return (
        "Mess\nA long table, a kettle, and a dartboard on the east wall. The only way out is "
        "west, down the two steps.",
        R("mess", "w"),
    )


def lockers() -> tuple:
    return (
        "Locker Room\nDented lockers and a slatted bench. The showers are north, through a door "
        "that is shut; the bay is east.",
        R("locker room", "n e", closed="n"),
    )


def showers() -> tuple:
    return (
        "Showers\nWhite tiles and a steady drip. A 10p piece lies by the drain. The door south "
        "is the only way out.",
        R("showers", "s", coin=True),
    )


# the observatory: Dome s Library; Library w director's office (locked), e front steps.
def dome() -> tuple:
    return (
        "Dome\nThe great telescope fills the dome, its eyepiece at the top of a wheeled ladder, "
        "and the shutter slit is open on the stars. The only door is south, down to the "
        "library, and it stands open.",
        R("dome", "s"),
    )


def library() -> tuple:
    return (
        "Library\nStar atlases in glass-fronted cases, and a globe of the heavens. A stair "
        "leads north to the dome, the front steps are east, and the director's office door is "
        "west.",
        R("library", "n e w"),
    )


ITEMS = [
    # ---- the fire station ----
    item(
        bay(),
        "north",
        (
            "The big doors are down and locked. Only the alarm opens them, and nobody's ringing "
            "it.",
            K("refused", "locked"),
        ),
        notes="the big doors, already locked, refused: no open; the mess east and the locker "
        "room west remain",
    ),
    item(
        bay(),
        "south",
        (
            "You'd be climbing over the engine's bonnet, and there's a wall behind it anyway.",
            K("refused"),
        ),
        notes="south, no exit, refused (the engine and a wall)",
    ),
    item(
        bay(),
        "w",
        lockers(),
        "n",
        ("The shower door's shut. Give it a push first.", K("refused", "closed")),
        "open door",
        ("You push the shower door open.", K("opened", door="n")),
        "n",
        showers(),
        notes="the shut shower door refused, opened ('open door', the room's one door) and "
        "walked through; a 10p piece by the drain: take it",
    ),
    item(
        bay(),
        "e",
        mess(),
        "e",
        (
            "The dartboard's on that wall. Unless you fancy being a treble twenty, there's no "
            "way through.",
            K("refused"),
        ),
        notes="east in the mess refused (a wall with a dartboard); its only way is the one it "
        "was entered by",
    ),
    item(
        bay(),
        "e",
        mess(),
        "w",
        bay(),
        "go up",
        ("The pole only goes one way, and it isn't up.", K("refused")),
        notes="a refused `up` is no fact; back in the bay the mess is visited, the doors "
        "north locked: the locker room west",
    ),
    # ---- the observatory ----
    item(
        dome(),
        "north",
        (
            "The dome curves round you on every side but the south. You'd have to go through "
            "the telescope mount.",
            K("refused"),
        ),
        notes="north refused: the dome's only way is the open door south",
    ),
    item(
        dome(),
        "s",
        library(),
        "w",
        (
            "You try the director's door. It's locked, and there's a note pinned to it: AT THE "
            "ECLIPSE - BACK THURSDAY.",
            K("refused", "locked"),
        ),
        notes="a door whose state the library did not give, found locked by the refusal (no "
        "open); the front steps east are unvisited",
    ),
    # ---- short histories ----
    item(
        (
            "Ice Pad\nYou are in the middle of the rink, wobbling. The barrier runs all the way "
            "round, and the only gate in it, east, stands open.",
            R("ice pad", "e"),
        ),
        "west",
        ("You skate hard at the boards and bounce off them with a clatter.", K("refused")),
        notes="west refused (the boards); the open gate east is the only exit",
    ),
    item(
        (
            "Car Deck\nLorries chained nose to tail, and the smell of diesel. The bow doors, "
            "north, are shut and locked for the crossing. Stairs lead up to the passenger "
            "lounge.",
            R("car deck", "n u", locked="n"),
        ),
        "north",
        (
            "A crewman in a hi-vis jacket steps in front of you. 'Not till we dock, pal.'",
            K("refused", "locked"),
        ),
        notes="the locked bow doors refused; the only other way is up: no action",
    ),
    item(
        (
            "Col\nA saddle of rock and old snow between two peaks. The path you can trust goes "
            "north; eastward there is only scree.",
            R("col", "n"),
        ),
        "east",
        ("The scree slides away under your first step, and you think better of it.", K("refused")),
        notes="scree is no way: east refused; north",
    ),
    item(
        (
            "Sports Hall\nA climbing wall fills the west end of the hall, ropes dangling. Doors "
            "lead out north and east.",
            R("sports hall", "n e"),
        ),
        "west",
        ("You'd be running into the climbing wall, and nobody's belaying you.", K("refused")),
        notes="a climbing wall is no way west: refused",
    ),
    item(
        (
            "Archive Cage\nSteel shelving behind steel mesh, and boxes of parish records. The "
            "cage gate, south, is locked.",
            R("archive cage", "s", locked="s"),
        ),
        "south",
        ("The cage gate is locked. You'll need the archivist's key.", K("refused", "locked")),
        "unlock south gate with key",
        ("You unlock the cage gate. It's still shut, mind.", K("unlocked")),
        notes="an unlock leaves the gate closed and the refusal standing: open south",
    ),
    item(
        (
            "Kitchen Yard\nCobbles, a pump, and the smell of bread. The bakehouse door is north; "
            "the lane is west.",
            R("kitchen yard", "n w"),
        ),
        "north",
        ("The bakehouse door is bolted from the inside.", K("refused", "locked")),
        "wait",
        (
            "The baker draws the bolt, swings the bakehouse door wide and goes off across the "
            "yard with a tray of loaves, leaving it open behind him.",
            R(None, "n w"),
        ),
        notes="a door whose state was not given, found bolted from the far side (locked), then "
        "opened and left open by the baker: the refusal cleared",
    ),
    item(
        (
            "Hop Garden\nRows of poles and wires, the bines climbing them in green curtains. The "
            "oast house is north and the lane south.",
            R("hop garden", "n s"),
        ),
        "east",
        (
            "The bines are strung so thick on their wires that there's no getting through "
            "eastward.\n\nHop Garden\nRows of poles and wires, the bines climbing them in green "
            "curtains. The oast house is north and the lane south.",
            Both(K("refused"), R("hop garden", "n s")),
        ),
        notes="a refusal and the garden printed again in one text: east refused",
    ),
    item(
        (
            "Pier Head\nThe pier ends in a railing and a lifebelt on a hook. The boards run "
            "south toward the promenade.",
            R("pier head", "s"),
        ),
        "ne",
        ("There's only sea that way.", K("refused")),
        "north",
        ("More sea. The pier ends here.", K("refused")),
        notes="a refused `ne` is no fact; north refused; the boards south",
    ),
    item(
        (
            "I'm in the allotments. The gate in the hedge is east, and the cinder path goes on "
            "north between the bean rows.",
            R("allotments", "e n"),
        ),
        "east",
        (
            "I try the gate. It won't shift: someone's padlocked it since yesterday.",
            K("refused", "locked"),
        ),
        notes="a gate whose state was not given, found padlocked: locked, no open; the path north",
    ),
    item(
        (
            "Long Gallery\nPortraits of forgotten aldermen. The way out is the door west; to "
            "the north, a doorway is roped off.",
            R("long gallery", "w"),
        ),
        "north",
        ("A rope, and a sign on it: GALLERY CLOSED FOR REHANGING. You step back.", K("refused")),
        notes="a roped-off doorway is no exit: north refused; the door west",
    ),
    item(
        (
            "Walled Garden\nEspaliered pears along warm brick. The glasshouse is south, and a "
            "green door in the north wall stands open.",
            R("walled garden", "s n"),
        ),
        "west",
        ("Brick. Pears, and brick behind them.", K("refused")),
        "south",
        ("The glasshouse door is shut.", K("refused", "closed")),
        "look",
        (
            "Walled Garden\nEspaliered pears along warm brick. The glasshouse door, south, is "
            "shut, and a green door in the north wall stands open.",
            R("walled garden", "s n", closed="s"),
        ),
        notes="two refusals in a row (a wall, then the glasshouse door shut) and a look that "
        "shows the door still shut: both stand; open south or go north",
    ),
    item(
        (
            "Wheel Pit\nThe mill wheel turns in its pit to the east, slapping water. The mill "
            "door is west, open.",
            R("wheel pit", "w"),
        ),
        "east",
        ("The wheel is turning. You are not getting in its way.", K("refused")),
        notes="a turning wheel is no way east: refused; the mill door west",
    ),
    item(
        (
            "Potting Shed\nClay pots, twine, and a spider in every corner. The door north is on "
            "the latch.",
            R("potting shed", "n", closed="n"),
        ),
        "north",
        ("The door's on the latch. You'll have to lift it.", K("refused", "closed")),
        "lift latch",
        ("You lift the latch and the door swings out.", K("opened", door="n")),
        "north",
        (
            "Vegetable Garden\nOnion beds and a scarecrow in a dinner jacket. A penny lies in "
            "the onion bed. The potting shed is south.",
            R("vegetable garden", "s", coin=True),
        ),
        notes="a latched door refused, opened by its latch and walked through; a penny in the "
        "onion bed: take it",
    ),
]
