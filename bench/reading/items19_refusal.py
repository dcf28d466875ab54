"""refusal, nineteenth round: the moves the game refused, in wordings and settings no earlier
round used: a game show's buzzer ("BZZZT! Wrong way, contestant!"), a submarine's hatch dogged
from the far side, a constable who steps in the way, a cinema usher's torch, a baker's oven in
the way, a garden centre's automatic doors shut for the day, a cave's slot too narrow to
follow, a ferry's car deck shut during the crossing, an alarm over a museum's rope, an
allotment gate tied with twine and then untied, a signal box's lever frame, a laundrette's
dryers, an observatory's shutter, a fire station's dormitory (a refused `go down`, no fact),
a refusal and the room again in one text (Both), a refusal left in an earlier room, a door
refused, unlocked and still shut, a door refused, opened and looked at, a deposition's "I
tried. The door was locked.", and two refusals in a row. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def studio() -> tuple:
    return (
        "The Kitchen of Chance\nA studio kitchen under hot lights, the audience a dark murmur "
        "beyond. Door number one is to the north; door number two, to the east, is closed.",
        R("the kitchen of chance", "n e", closed="e"),
    )


def gate_plot(tied: bool = True) -> tuple:
    gate = "tied shut with baler twine" if tied else "standing open"
    return (
        f"Plot 22\nRows of leeks and a scarecrow in a dinner jacket. The path runs west, and "
        f"the gate into the orchard, east, is {gate}.",
        R("plot 22", "w e", closed="e" if tied else ""),
    )


ITEMS = [
    item(
        studio(),
        "west",
        ("BZZZT! Wrong way, contestant! There's no door there!", K("refused")),
        notes="a game show's buzzer for a way the room never gave: refused west; north open, "
        "east closed: go north or open east",
    ),
    item(
        (
            "Forward Torpedo Flat\nRacks of reloads, a smell of oil. The watertight door aft, "
            "to the south, leads to the mess deck. A second door, to the north, leads to the "
            "forepeak.",
            R("forward torpedo flat", "s n"),
        ),
        "north",
        (
            "The door won't budge. It has been dogged from the far side.",
            K("refused", door="locked"),
        ),
        notes="a door whose state was not given turns out held from the far side (locked): "
        "refused and closed north; south open: go south",
    ),
    item(
        (
            "Enquiry Office\nA counter with a glass screen and a bell. The street door is south. "
            "A door to the west is marked STAFF ONLY.",
            R("enquiry office", "s w"),
        ),
        "east",
        (
            "PC Dawes steps in front of you. 'There's nothing through there but a wall, sir.'",
            K("refused"),
        ),
        notes="a constable turns back a move toward a way the room never gave (east): "
        "refused; south and west are open: go either",
    ),
    item(
        (
            "Stalls\nRows of red velvet seats in the half dark. An aisle runs south to the foyer "
            "doors. A green sign glows over the fire exit, east.",
            R("stalls", "s e"),
        ),
        "north",
        (
            "An usher shines a torch in your face. 'That's the screen, love. Sit down or go out.'",
            K("refused"),
        ),
        notes="the screen north is no way (refused north); the aisle south and the fire "
        "exit east are exits: go south or east",
    ),
    item(
        (
            "Bakehouse Floor\nThe ovens fill the north wall. A door east leads to the shop.",
            R("bakehouse floor", "e"),
        ),
        "north",
        ("The ovens are in the way. Besides, you'd come out toasted.", K("refused")),
        notes="ovens in the way: refused north; go east",
    ),
    item(
        (
            "Garden Centre Entrance\nTrolleys in a tangle and a rack of half-price bulbs. The "
            "automatic doors to the south lead to the car park. The plant hall is north.",
            R("garden centre entrance", "s n"),
        ),
        "south",
        (
            "The automatic doors stay shut. A sign on them says CLOSED - SEE YOU TOMORROW.",
            K("refused", door="locked"),
        ),
        notes="doors whose state was not given stay shut for the day (locked): refused and "
        "closed south; north open: go north",
    ),
    item(
        (
            "Rift Chamber\nA tall fissure splits the rock. The main passage goes on to the north.",
            R("rift chamber", "n"),
        ),
        "west",
        ("The rift narrows to a slot no wider than your hand. You can't follow it.", K("refused")),
        notes="a slot too narrow to follow: refused west; go north",
    ),
    item(
        (
            "Passenger Deck\nRows of reclining seats, most of them taken. The café is north. The "
            "stairs to the car deck are through a door to the south.",
            R("passenger deck", "n s"),
        ),
        "south",
        (
            "A crew member waves you back. 'Car deck's shut during the crossing - the door "
            "won't open till we dock!'",
            K("refused", door="locked"),
        ),
        notes="a door that 'won't open till we dock' is locked for now: refused and closed "
        "south; north open: go north",
    ),
    item(
        (
            "Egyptian Gallery\nMummy cases in tall glass boxes. A red rope closes off the "
            "doorway to the west. The main staircase is east.",
            R("egyptian gallery", "e"),
        ),
        "west",
        ("An alarm whoops as you step over the rope, and you step smartly back.", K("refused")),
        notes="a roped-off doorway is no way (the earlier rounds' call), and the alarm turns "
        "the move back: refused west; go east",
    ),
    item(
        gate_plot(),
        "east",
        (
            "The gate is tied shut with baler twine. You'd have to untie it first.",
            K("refused", door="closed"),
        ),
        "untie gate",
        ("You pick the knot apart and the gate swings open.", K("opened", door="e")),
        notes="a gate tied shut refused, then untied and swung open: the refusal is cleared; "
        "east and west are open: go either",
    ),
    item(
        (
            "Signal Box\nLevers in a long row, brass plates above them. The steps down to the "
            "track are to the south.",
            R("signal box", "s"),
        ),
        "north",
        ("The lever frame is in the way, and the signalman would not thank you.", K("refused")),
        "east",
        ("Only the window, and a long drop to the ballast.", K("refused")),
        notes="two refusals in a row (north, east); the one way is south: go south",
    ),
    item(
        (
            "Spin Dry Laundrette\nDryers along the back wall, washers down the side. The "
            "street door is north.\n<98hp 40mv>",
            R("spin dry laundrette", "n"),
        ),
        "south",
        (
            "You bump into dryer number 6. It keeps tumbling.\n\nSpin Dry Laundrette\nDryers "
            "along the back wall, washers down the side. The street door is north.\n<98hp 40mv>",
            Both(K("refused"), R("spin dry laundrette", "n")),
        ),
        notes="a refusal and the room again in one text: refused south; go north",
    ),
    item(
        (
            "Observing Floor\nThe telescope's pier rises through the middle of the floor. A "
            "door to the west leads to the library.",
            R("observing floor", "w"),
        ),
        "east",
        ("The dome's shutter is closed, and beyond it is forty feet of nothing.", K("refused")),
        notes="a shutter over a drop is no way: refused east; go west",
    ),
    item(
        (
            "Dormitory\nIron beds in a row under the eaves. A door north leads to the washroom.",
            R("dormitory", "n"),
        ),
        "go down",
        ("The pole hole is in the other dormitory. There's no way down from here.", K("refused")),
        notes="a refused `go down` is no fact of the vocabulary; go north",
    ),
    item(
        (
            "Potting Yard\nPallets of compost. The glasshouse door is north, and the lane is west.",
            R("potting yard", "n w"),
        ),
        "east",
        ("A wall of stacked pallets. There's no way through.", K("refused")),
        "west",
        (
            "Nursery Lane\nA narrow lane between hedges. The potting yard is east, and the lane "
            "runs on to the south.",
            R("nursery lane", "e s"),
        ),
        notes="the refusal was left in the potting yard; in the lane nothing is refused: east "
        "visited (initial), south unexplored: go south",
    ),
    item(
        (
            "Chart Store\nRolled charts in pigeonholes, floor to ceiling. The door to the "
            "wardroom, north, is locked. The passage is west.\n\nYou can see a brass key here.",
            R("chart store", "n w", locked="n"),
        ),
        "north",
        ("The wardroom door is locked.", K("refused", door="locked")),
        "unlock north door with key",
        ("You unlock the wardroom door. It stays shut.", K("unlocked")),
        notes="refused at a locked door, then unlocked: still shut, so the refusal stands "
        "(the earlier rounds' call); open north or go west",
    ),
    item(
        (
            "Back Office\nA desk, a safe, a calendar with a picture of a steam engine. The door "
            "to the yard, south, is shut. The shop is east.",
            R("back office", "s e", closed="s"),
        ),
        "south",
        ("You can't, since the yard door is shut.", K("refused", door="closed")),
        "open south",
        ("You open the yard door.", K("opened")),
        "look",
        (
            "Back Office\nA desk, a safe, a calendar with a picture of a steam engine. The door "
            "to the yard, south, is open. The shop is east.",
            R("back office", "s e"),
        ),
        notes="refused at a shut door, opened, and the look shows it open: the refusal is "
        "cleared; go south or east",
    ),
    item(
        (
            "Q. You were in the records room?\nA. Yes. There's one door, to the north, and the "
            "corridor's through it.",
            R("records room", "n"),
        ),
        "east",
        (
            "Q. Did you try to go east?\nA. I tried. There's no door that way, just the filing "
            "cabinets.",
            K("refused"),
        ),
        notes="a deposition's answer tells the refused move (no way east): refused east; go north",
    ),
    item(
        gate_plot(),
        "east",
        ("The twine holds. The gate won't open until it's untied.", K("refused", door="closed")),
        notes="a gate tied shut refused: refused and closed east; open east or go west",
    ),
    item(
        (
            "Mess Room\nA pool table with a torn cloth. The engine bay is south.\n[HP 40/40]",
            R("mess room", "s"),
        ),
        "west",
        ("You walk into the vending machine. It dispenses nothing.\n[HP 39/40]", K("refused")),
        "north",
        ("That's the wall with the rota on it.\n[HP 39/40]", K("refused")),
        notes="two refusals of ways never given (west, north); go south",
    ),
]
