"""refusal, ninth round: refusals in wordings no earlier round used: "There's no way through in
that direction.", a gamekeeper who steps into the path, "The gate rattles but holds: it is
locked.", a terminal's "NO ROUTE EAST. BULKHEAD SOLID.", a step west and a floor that has fallen
in, a snowdrift, barbed wire, "You'd never find your way in the dark.", "Brambles." and "More
brambles.", a millpond ("You'd get more than your feet wet"), a swing door bolted on the other
side, a gate chained shut ("You'd have to unhook the chain first.") then unhooked, a wicket that
is shut then lifted by its latch and walked through, an unlock that keeps the refusal, a refusal
left in an earlier room and a new one in the current room, a refused `u` (no fact), a flooded
way after an echoed ">EAST", a helpful game's "The exits here are north and east; west isn't one
of them.", a bathroom door opened from inside by another character (the refusal cleared by the
room's new state), a refusal and the room in one text (Both) twice. What a person reads in each
text is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Smugglers' Cave\nThe sea has hollowed this cave out of the chalk. A passage "
            "climbs north towards the cliff top and another winds east.",
            R("smugglers' cave", "n e"),
        ),
        "west",
        ("There's no way through in that direction.", K("refused")),
        notes="a refusal of a way the cave never gave",
    ),
    item(
        (
            "Keeper's Ride\nA grassy ride cut straight through the pheasant woods, running "
            "north and south.",
            R("keeper's ride", "n s"),
        ),
        "east",
        (
            "The gamekeeper steps into your path. 'Not that way, sir. Private land.'",
            K("refused"),
        ),
        notes="a person blocks a way the ride never named: refused east",
    ),
    item(
        (
            "Church Lane\nA sunken lane between high banks. An iron gate leads north into the "
            "churchyard; the lane goes on west.",
            R("church lane", "n w"),
        ),
        "n",
        ("The gate rattles but holds: it is locked.", K("refused", door="locked")),
        notes="a gate whose state was not given turns out locked: north closed and refused, "
        "no open; west is the way",
    ),
    item(
        (
            "CORRIDOR C-4\nGrey panels. Emergency lighting only.\nACCESS: N / S",
            R("corridor c-4", "n s"),
        ),
        "e",
        ("NO ROUTE EAST. BULKHEAD SOLID.", K("refused")),
        notes="a terminal's refusal in capitals: refused east",
    ),
    item(
        (
            "Ruined Hall\nHalf the roof is gone and rain drips onto the flags. A doorway leads "
            "north and a broken arch east.",
            R("ruined hall", "n e"),
        ),
        "w",
        (
            "You take a step west and think better of it: the floor there has fallen into the "
            "cellar.",
            K("refused"),
        ),
        notes="the move west is not made: refused (the hall never named west)",
    ),
    item(
        (
            "Mountain Pass\nThe pass runs east and west between two peaks. Snow lies in deep "
            "drifts against the rocks to the north.",
            R("mountain pass", "e w"),
        ),
        "north",
        ("The snowdrift is too deep to wade through.", K("refused")),
        notes="the drifts north are no way and the move is refused",
    ),
    item(
        (
            "Kennels\nThe hounds are out with the hunt and the runs are empty. Gates open "
            "north and west.",
            R("kennels", "n w"),
        ),
        "s",
        (
            "You can't go that way.\n\nKennels\nThe hounds are out with the hunt and the runs "
            "are empty. Gates open north and west.",
            Both(K("refused"), R("kennels", "n w")),
        ),
        notes="a refusal and the room in one text: refused south, the gates north and west open",
    ),
    item(
        (
            "Walled Garden\nEspaliered pears along warm brick. A wicket in the east wall leads "
            "to the orchard; the house is south.",
            R("walled garden", "e s"),
        ),
        "e",
        ("The wicket is shut.", K("refused", door="closed")),
        "open wicket",
        ("You lift the latch and the wicket swings open.", K("opened", door="e")),
        "e",
        (
            "Orchard\nOld apple trees in long grass. The wicket in the west wall stands open.",
            R("orchard", "w"),
        ),
        notes="refused at the shut wicket, opened by its name and walked through: the orchard's "
        "only way leads back west",
    ),
    item(
        (
            "Still Yard\nThere are two doors here, north and west, both shut. The lane is south.",
            R("still yard", "n w s", closed="n w"),
        ),
        "w",
        ("It's locked. There's a keyhole, though.", K("refused", door="locked")),
        "unlock west door with rusty key",
        ("You turn the rusty key. The lock grinds open.", K("unlocked")),
        notes="the unlock keeps the refusal and the door closed until it is opened",
    ),
    item(
        (
            "Sheep Pen\nHurdles and muck. The track leaves north and a gate opens east.",
            R("sheep pen", "n e"),
        ),
        "south",
        ("A barbed-wire fence blocks the way south.", K("refused")),
        notes="barbed wire refuses a way the pen never named",
    ),
    item(
        (
            "Shaft Bottom\nYour lamp shows wet rock and the foot of the ladder. The haulage "
            "road opens north; beyond the lamplight you can make out nothing at all.",
            R("shaft bottom", "n u"),
        ),
        "east",
        ("You'd never find your way in the dark.", K("refused")),
        notes="the dark east was never named as a way: refused; north is the way (the ladder "
        "up is outside the vocabulary)",
    ),
    item(
        (
            "Overgrown Garden\nNettles and brambles have taken everything but a path running "
            "north to the house and a gap in the hedge to the east.",
            R("overgrown garden", "n e"),
        ),
        "west",
        ("Brambles.", K("refused")),
        "south",
        ("More brambles. You give up on south.", K("refused")),
        notes="two refusals in a row, both standing",
    ),
    item(
        (
            "Lych Gate\nA roofed gate into the churchyard, which lies north. The road runs east.",
            R("lych gate", "n e"),
        ),
        "w",
        ("The churchyard wall is too high.", K("refused")),
        "n",
        (
            "Churchyard Path\nA flagged path between the graves. The porch is north and the "
            "lych gate south.",
            R("churchyard path", "n s", leads={"s": "lych gate"}),
        ),
        "e",
        ("The yew hedge is too thick there.", K("refused")),
        notes="the refusal of west stays in the lych gate; here only east is refused",
    ),
    item(
        (
            "Mill Race\nA wooden walkway beside the rushing race. The mill door is north; west "
            "is the millpond.",
            R("mill race", "n"),
        ),
        "u",
        ("There's nothing to climb here.", K("refused")),
        "west",
        ("West is the millpond. You'd get more than your feet wet.", K("refused")),
        notes="a refused `u` is no fact; the millpond west is no way and is refused",
    ),
    item(
        (
            "Canteen\nLong tables and the smell of cabbage. Swing doors lead east to the "
            "kitchens; the yard is south.",
            R("canteen", "e s"),
        ),
        "e",
        (
            "You push, but the swing doors only give an inch: they're bolted on the other side.",
            K("refused", door="locked"),
        ),
        notes="doors whose state was not given turn out bolted on the other side: locked "
        "(no open); south is the way",
    ),
    item(
        (
            "Paddock\nA muddy paddock. A five-barred gate to the south is chained to its post. "
            "The stable is north.",
            R("paddock", "s n", closed="s"),
        ),
        "s",
        ("You'd have to unhook the chain first.", K("refused", door="closed")),
        "unhook chain",
        ("You unhook the chain and the gate swings open.", K("opened", door="s")),
        notes="a chained gate the player can unhook is closed, not locked; the unhooking opens "
        "it and clears the refusal",
    ),
    item(
        (
            "Landing\nA threadbare runner. The bathroom door, east, is shut; the stairs go down.",
            R("landing", "e d", closed="e"),
        ),
        "e",
        ("The bathroom door is shut.", K("refused", door="closed")),
        "wait",
        (
            "Someone inside flushes, and the bathroom door opens. A man squeezes past you and "
            "goes downstairs, leaving the door open.",
            R(None, "e d"),
        ),
        notes="another character opens the door and leaves it open: the refusal is cleared by "
        "the door's new state",
    ),
    item(
        (
            "Stable Yard\nCobbles and a water trough. The stable door, north, is closed. The "
            "carriage arch is east.",
            R("stable yard", "n e", closed="n"),
        ),
        "n",
        (
            "The stable door is closed.\n\nStable Yard\nCobbles and a water trough. The stable "
            "door, north, is closed. The carriage arch is east.",
            Both(K("refused", door="closed"), R("stable yard", "n e", closed="n")),
        ),
        notes="the refusal and the room in one text: north closed and refused; open it or go east",
    ),
    item(
        (
            "Sump\nBlack water drips from the roof. A crawl leads north, and the passage slopes "
            "up to the west.",
            R("sump", "n w"),
        ),
        "east",
        (">EAST\nThe way east is flooded to the roof.", K("refused")),
        notes="an echoed command then the refusal: refused east",
    ),
    item(
        (
            "Signal Box\nLevers in a row, polished by a hundred years of hands. Steps lead "
            "down north to the line; the door to the lamp hut is east.",
            R("signal box", "n e"),
        ),
        "w",
        ("The exits here are north and east; west isn't one of them.", K("refused")),
        notes="a helpful refusal that lists the exits: refused west",
    ),
]
