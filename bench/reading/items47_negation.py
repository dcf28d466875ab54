"""negation, forty-seventh round: absences, negations and distractors in words the earlier rounds
used seldom or never: guineafowl and a bricked-up way, crown corks, a dime novel about a silver
dollar, moneywort and pennycress drying, a bar called THE GOLD STANDARD and a mint julep, a fruit
machine and a one-armed bandit with empty trays, a bus fare nobody has, a ticket machine's empty
coin return searched, a ring pull that the take shows is no coin, a round window that does not open,
an empty cashbox, a loose box's straw searched, a hardhead coin taken and looked for, a chart of the
North Sea with an East India Company chest and a West Highland terrier, "There is no way east: the
cliff drops sheer to the sea", a door painted on plaster, a penny-farthing with a real ten-hao coin
on its saddle, a shilling gas meter emptied, the roofs of the Latin Quarter, a door said to be
locked that stands open. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Fowl House\nGuineafowl scratch and shriek in the straw, and a speckled one glares at "
            "you from a perch. The old way north was bricked up when the orchard wall was "
            "built. The door east, to the orchard, stands open.",
            R("Fowl House", "e"),
        ),
        notes="guineafowl are birds, not guineas: no coin; the bricked-up way north is no exit; "
        "the open door east is the way: go east",
    ),
    item(
        (
            "Bottling Store\nCrates of empty bottles are stacked to the ceiling, and the floor is "
            "littered with crown corks, bent and rusty. A doorway leads west to the brewhouse. "
            "The yard door, south, is shut.",
            R("Bottling Store", "w s", closed="s", leads={"w": "brewhouse"}),
        ),
        notes="crown corks are bottle caps, not crowns: no coin; west is open (go west), the yard "
        "door south is shut (open south)",
    ),
    item(
        (
            "Reading Room\nA dime novel lies face down on the window seat: THE SILVER DOLLAR KID "
            "RIDES AGAIN. The armchairs smell of pipe smoke. The door to the hall is east.",
            R("Reading Room", "e"),
        ),
        notes="a dime novel and a silver dollar in its title: no coin; the door east is the only "
        "way: go east",
    ),
    item(
        (
            "Herb Loft\nBunches of moneywort and pennycress hang head down from the rafters to "
            "dry, and the air is green with their smell. The door south leads to the stillroom.",
            R("Herb Loft", "s", leads={"s": "stillroom"}),
        ),
        notes="moneywort and pennycress are herbs: no coin; the door south is the way: go south",
    ),
    item(
        (
            "Saloon Bar\nA painted sign over the bar says THE GOLD STANDARD, and the barman is "
            "muddling a mint julep for a man in a linen suit. The snug is north, through a door "
            "of frosted glass that stands open. The street door, west, is locked at this hour.",
            R("Saloon Bar", "n w", locked="w", leads={"n": "snug"}),
        ),
        notes="THE GOLD STANDARD is a bar's name and a mint julep a drink: no coin; the snug "
        "door north is open (go north); the street door west is locked",
    ),
    item(
        (
            "Amusement Arcade\nA fruit machine flashes in the corner, its payout tray empty, and "
            "the one-armed bandit beside it wears an OUT OF ORDER sign. A sticker on each says "
            "INSERT 10p. The pier is south, and the café is east.",
            R("Amusement Arcade", "s e", leads={"s": "pier", "e": "café"}),
        ),
        notes="a fruit machine, a one-armed bandit, empty payout trays and INSERT 10p: no coin; "
        "south and east are open: either",
    ),
    item(
        (
            "Bus Shelter\nThe timetable says the next bus is at 6.40, and you haven't got the bus "
            "fare. Somebody has scratched a heart into the glass. The lane runs north and south.",
            R("Bus Shelter", "n s"),
        ),
        notes="a bus fare you do not have: no coin; the lane runs north and south: either",
    ),
    item(
        (
            "Car Park Kiosk\nThe ticket machine says EXACT CHANGE ONLY, and a dead wasp lies in "
            "its coin return. The barrier is east, and the kiosk door is west.",
            R("Car Park Kiosk", "e w"),
        ),
        "search coin return",
        ("Empty, apart from the wasp. Not so much as a penny.", K("none")),
        notes="a ticket machine's coin return, searched and empty: no coin; east and west are "
        "open: either",
    ),
    item(
        (
            "Picnic Meadow\nSomething small and silver glints in the grass beside the bench. "
            "Paths lead north to the lake and east to the car park.",
            R("Picnic Meadow", "n e"),
        ),
        "take coin",
        ("It's a ring pull off a can of lemonade, not a coin. You drop it in the bin.", K("none")),
        notes="'something small and silver' is not said to be a coin, and the take shows a ring "
        "pull: no coin; north and east are open: either",
    ),
    item(
        (
            "Attic Room\nA round window in the east gable looks out over the roofs and the "
            "chimney pots; it was painted shut years ago and does not open. The door is south.",
            R("Attic Room", "s"),
        ),
        notes="the round window east does not open and is no way; the door south is the only "
        "exit: go south",
    ),
    item(
        (
            "Ticket Office\nThe cashbox stands open on the counter, and it is empty: the takings "
            "went to the bank at noon. The door west is open. The platform door, north, is "
            "locked.",
            R("Ticket Office", "w n", locked="n"),
        ),
        notes="an open, empty cashbox: no coin; the platform door north is locked; west is the "
        "way: go west",
    ),
    item(
        (
            "Loose Box\nDeep straw, a hay net, and a water bucket with a skin of ice on it. The "
            "half-door to the yard, south, is open.",
            R("Loose Box", "s"),
        ),
        "search straw",
        (
            "You search the straw from one end of the box to the other. No coin. Just straw, "
            "and a great deal of it.",
            K("none"),
        ),
        notes="a search that finds no coin; the half-door south is open: go south",
    ),
    item(
        (
            "Font Chapel\nThe font is carved with fishes and a lamb. A small copper hardhead coin "
            "lies on the step below it. The chapel opens north into the aisle, and the door to "
            "the porch is west.",
            R("Font Chapel", "n w", coin=True),
        ),
        "take coin",
        ("You take the hardhead coin.", K("took")),
        "look",
        (
            "Font Chapel\nThe font is carved with fishes and a lamb. The step below it is bare. "
            "The chapel opens north into the aisle, and the door to the porch is west.",
            R("Font Chapel", "n w"),
        ),
        notes="the hardhead coin taken, and the look shows the step bare: no coin; north and "
        "west are open: either",
    ),
    item(
        (
            "Chart Room\nA chart of the North Sea covers the table. An East India Company chest "
            "stands under the window, and a West Highland terrier sleeps on top of it. The only "
            "door is south.",
            R("Chart Room", "s"),
        ),
        notes="North, East and West in the names of things are no exits; the door south is the "
        "only way: go south",
    ),
    item(
        (
            "Cliff Top Hut\nA coastguard's lookout of tarred boards, with a stool and a logbook. "
            "There is no way east: the cliff drops sheer to the sea. The path runs north along "
            "the edge and west inland.",
            R("Cliff Top Hut", "n w"),
        ),
        notes="'There is no way east': no exit east; north and west are the paths: either",
    ),
    item(
        (
            "Painted Hall\nA door is painted on the plaster of the west wall, so well that your "
            "hand goes out to it; it is only paint. The real door, south, is open.",
            R("Painted Hall", "s"),
        ),
        notes="the door painted on the west wall is no door and no exit; the real door south is "
        "open: go south",
    ),
    item(
        (
            "Bicycle Shed\nA penny-farthing hangs on the wall by its great front wheel, and on its "
            "saddle somebody has left a real coin, a ten-hao piece. The door north is open.",
            R("Bicycle Shed", "n", coin=True),
        ),
        notes="the penny-farthing is a bicycle, but the ten-hao piece on its saddle is a real "
        "coin: take coin",
    ),
    item(
        (
            "Wash Kitchen\nThe gas meter by the copper takes shillings, and its cash box was "
            "emptied "
            "by the gasman this morning. The back door, east, is shut. The kitchen is north.",
            R("Wash Kitchen", "e n", closed="e", leads={"n": "kitchen"}),
        ),
        notes="a shilling gas meter, its box emptied: no coin; the back door east is shut (open "
        "east), the kitchen north is open (go north)",
    ),
    item(
        (
            "Garret\nFrom the skylight you can see across the roofs of the Latin Quarter to the "
            "dome of the Panthéon. A mattress, a chair, a candle in a bottle. The door onto the "
            "landing is south.",
            R("Garret", "s"),
        ),
        notes="the Latin Quarter is a part of Paris, not a coin, and the skylight is no way; the "
        "door south is the exit: go south",
    ),
    item(
        (
            "Back Lobby\nEveryone says the door north is kept locked, but it isn't: it stands "
            "open, and the smell of the stables comes through it. There is no door on the west "
            "side, only a row of pegs with coats on them.",
            R("Back Lobby", "n"),
        ),
        notes="the north door is said to be locked but is not: it stands open (not closed); no "
        "door west: go north",
    ),
]
