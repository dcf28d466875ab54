"""inform7, twenty-eighth round: maps and histories first, in Inform 7's default manner. Ten walks
(2-6 turns) on one small tree map of a piano factory (Showroom with the tuning room north, the
office door west, shut at first, and locked double doors east to the street; Tuning Room; Soundboard
Shop with a copper penny on the workbench; Office with a roll-top desk): "(first opening the office
door)" into the office, "(first opening the double doors)\\nThey seem to be locked.", "You open the
office door.", "The roll-top desk is closed.", "You open the roll-top desk, revealing a gold
half-sovereign.", a wall "hung with tuning charts" refused, "Taken.", an inventory with the penny,
loops back to the showroom and the tuning room. Short walks: a wax museum's iron door refused,
opened by name and walked through; a deep-sea habitat's galley left for the wet porch and its shut
airlock door refused; a tea clipper's saloon left aft for the captain's cabin (forward and aft
mapped by the text, a silver dollar). Single rooms: a toy museum's tin toy gallery (the penny
arcade, a closed pig money box), a cable car's valley station, a bicycle shop (a penny-farthing
beside two pennies), a village lock-up under a status line with its only door locked, a beaver
lodge, a sanatorium's sun balcony, an ice cream parlour's price sign. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The piano factory (a tree): Showroom n Tuning Room, w Office (the office door, shut at
# first), e double doors to the street (locked); Tuning Room w Soundboard Shop (a copper penny).
def showroom(office_open: bool = False) -> tuple:
    state = "open" if office_open else "closed"
    return (
        "Showroom\nUprights and grands stand in rows under dust sheets, like cattle asleep in a "
        "field. The tuning room is north of here. The office door, to the west, is "
        f"{state}. The double doors to the street, east, are locked.\n\nYou can see a piano stool "
        "here.",
        R(
            "showroom",
            "n w e",
            closed="" if office_open else "w",
            locked="e",
            leads={"n": "tuning room"},
        ),
    )


def tuning() -> tuple:
    return (
        "Tuning Room\nA single upright stands with its front off and its hammers bared in a "
        "row, like teeth. The showroom is south, and the soundboard shop is west.\n\nYou can "
        "see a tuning hammer here.",
        R("tuning room", "s w", leads={"s": "showroom", "w": "soundboard shop"}),
    )


def soundboard(coin: bool = True) -> tuple:
    extra = "\n\nOn the workbench is a copper penny." if coin else ""
    return (
        "Soundboard Shop\nSpruce boards lean against every wall, planed so thin that the light "
        f"shows through them. The only way out is east.{extra}",
        R("soundboard shop", "e", coin=coin),
    )


OFFICE_TEXT = (
    "Office\nLedgers fill the shelves from floor to ceiling, and the calendar on the wall is "
    "eleven years out of date. The office door, east, stands open.\n\nYou can see a roll-top "
    "desk (closed) and an invoice spike here."
)


def office(first_opening: bool = False) -> tuple:
    text = OFFICE_TEXT
    if first_opening:
        text = "(first opening the office door)\n\n" + text
    return (text, R("office", "e"))


STREET_LOCKED = (
    "(first opening the double doors)\nThey seem to be locked.",
    K("refused", "locked"),
)
TAKEN = ("Taken.", K("took"))

FACTORY = [
    item(
        showroom(),
        "north",
        tuning(),
        "west",
        soundboard(),
        notes="two moves to a dead end with the copper penny on the workbench (a coin): take "
        "it; east is visited and initial, all_visited",
    ),
    item(
        showroom(),
        "east",
        STREET_LOCKED,
        "west",
        office(first_opening=True),
        notes="the locked double doors refused in the first room (left there); Inform opens the "
        "office door by itself and walks in: east is visited and initial (all_visited); the "
        "closed desk is no coin; go back east",
    ),
    item(
        showroom(),
        "n",
        tuning(),
        "s",
        also(showroom(), "A delivery van idles in the street outside, then pulls away."),
        notes="back in the first room: north visited; the office door west is closed "
        "(unexplored: open it); the double doors east are locked (no action)",
    ),
    item(
        showroom(),
        "n",
        tuning(),
        "w",
        soundboard(),
        "take penny",
        TAKEN,
        "e",
        also(tuning(), "Somewhere below, a piano string snaps with a sound like a shot."),
        notes="the penny taken, back to the tuning room: south and west both visited "
        "(all_visited), initial south; go back south",
    ),
    item(
        showroom(),
        "open office door",
        ("You open the office door.", K("opened", "w")),
        "w",
        office(),
        "e",
        showroom(office_open=True),
        "n",
        tuning(),
        notes="the office door opened by name, the office seen, then north: in the tuning room "
        "south is visited and initial, west unexplored",
    ),
    item(
        showroom(),
        "west",
        office(first_opening=True),
        "examine desk",
        ("The roll-top desk is closed.", K("none")),
        "open desk",
        (
            "You open the roll-top desk, revealing a gold half-sovereign.",
            R(None, "e", coin=True),
        ),
        notes="the desk opened shows a half-sovereign inside it (a coin in an open desk whose "
        "contents are given, read as the room again with a coin): take it; east visited and "
        "initial, all_visited",
    ),
    item(
        showroom(),
        "north",
        tuning(),
        "east",
        (
            "The east wall is hung with tuning charts. There's no door that way.",
            K("refused"),
        ),
        notes="a refusal of a way the room never gave, worded by the game's author: east "
        "refused; south visited and initial; west unexplored",
    ),
    item(
        showroom(),
        "w",
        office(first_opening=True),
        "e",
        showroom(office_open=True),
        "e",
        STREET_LOCKED,
        notes="back from the office, the double doors tried: east refused and locked; west "
        "visited; north unexplored: go north",
    ),
    item(
        showroom(),
        "north",
        tuning(),
        "west",
        soundboard(),
        "take penny",
        TAKEN,
        "east",
        tuning(),
        "south",
        showroom(),
        "west",
        also(office(first_opening=True), "Far off, a church clock strikes four."),
        notes="six turns round the factory: the office's only door, east, is visited and "
        "initial (all_visited); go back east",
    ),
    item(
        showroom(),
        "n",
        tuning(),
        "w",
        soundboard(),
        "take coin",
        TAKEN,
        "inventory",
        ("You are carrying:\n  a copper penny", K("none")),
        notes="an inventory after the take: the penny is carried, not in the room; east "
        "visited and initial (all_visited): go back east",
    ),
]

# ---- short walks ----
WAX_FOYER = (
    "Foyer\nWax figures of the famous stand about in attitudes of surprise. The Chamber of "
    "Horrors is through an iron door to the west, which is closed. The street is south.\n\n"
    "You can see a turnstile here.",
    R("foyer", "w s", closed="w", leads={"w": "chamber of horrors"}),
)
WAX_CHAMBER = (
    "Chamber of Horrors\nA guillotine, a gibbet and a highwayman with a pistol, all lit from "
    "below in green. The only exit is the iron door, east.\n\nYou can see a wax hand here.",
    R("chamber of horrors", "e"),
)
GALLEY = (
    "Galley\nEverything is bolted down: the kettle, the toaster, the mugs on their hooks. The "
    "wet porch is west. The bunk room door, to the north, is closed.\n\nYou can see a coffee "
    "flask here.",
    R("galley", "w n", closed="n", leads={"w": "wet porch"}),
)
WET_PORCH = (
    "Wet Porch\nThe moon pool in the middle of the floor opens straight onto the sea, black "
    "and very still. The airlock door to the north is closed. The galley is east.\n\nYou can "
    "see a diving helmet here.",
    R("wet porch", "n e", closed="n", leads={"e": "galley"}),
)
SALOON = (
    "Saloon\nA long table with fiddles round its edge runs the length of the room. Forward, "
    "which is north, the fo'c'sle door is closed. Aft, which is south, is the captain's "
    "cabin.\n\nYou can see a ship's biscuit here.",
    R("saloon", "n s", closed="n", leads={"s": "captain's cabin"}),
)
CABIN = (
    "Captain's Cabin\nThe door forward, which on this ship means north, stands open. Aft "
    "there are only the stern windows and the long white wake.\n\nOn the chart table is a "
    "silver dollar.",
    R("captain's cabin", "n", coin=True),
)

SHORT = [
    item(
        WAX_FOYER,
        "w",
        ("You can't, since the iron door is closed.", K("refused", "closed")),
        "open iron door",
        ("You open the iron door. Somebody has left a light on inside.", K("opened", "w")),
        "w",
        WAX_CHAMBER,
        notes="a closed door refused, opened by name and walked through: the chamber's only "
        "exit, east, is visited and initial (all_visited); go back east",
    ),
    item(
        GALLEY,
        "w",
        WET_PORCH,
        "n",
        ("You can't, since the airlock door is closed.", K("refused", "closed")),
        notes="a move west, then the airlock door refused as closed: north closed and refused "
        "(open it); east visited and initial; the moon pool is no exit",
    ),
    item(
        SALOON,
        "s",
        CABIN,
        notes="forward and aft mapped by the text (north, south): the door forward is open, "
        "the stern windows are no exit; the silver dollar is a coin: take it; north visited "
        "and initial",
    ),
]

# ---- single rooms ----
SINGLE = [
    item(
        "Tin Toy Gallery\nGlass cases line the walls, full of clockwork: a mouse, a monkey with "
        "cymbals, a steam launch no longer than your hand. The Penny Arcade is east of here, and "
        "the stairs go down.\n\nYou can see a money box shaped like a pig (closed) here.",
        R("tin toy gallery", "e down", leads={"e": "penny arcade"}),
        notes="the Penny Arcade is a room's name, not a coin; a closed money box whose contents "
        "are not given is no coin; east is an exit, the stairs down outside the vocabulary",
    ),
    item(
        "Valley Station\nThe red cable car hangs at the platform with its doors shut, swaying "
        "very slightly. The ticket hall is south. A door marked STAFF ONLY, to the west, is "
        "locked.\n\nYou can see a timetable and a ticket machine here.",
        R("valley station", "s w", locked="w"),
        notes="the cable car's shut doors are no compass exit; the staff door west is locked "
        "(closed, no action); the ticket hall south is the way",
    ),
    item(
        "Bicycle Shop\nWheels hang from the ceiling like enormous cobwebs. The front door is "
        "north. The workshop door, to the west, is open.\n\nYou can see a penny-farthing, a "
        "track pump and two pennies here.",
        R("bicycle shop", "n w", coin=True),
        notes="a penny-farthing is a bicycle; the two pennies beside it are coins: take them",
    ),
    item(
        "Village Lock-up                                        Moves: 3\n\nVillage Lock-up\n"
        "The walls are three feet thick, and the only window is a slot you could not get your "
        "arm through. The iron door, west, is locked.\n\nYou can see a plank bench here.",
        R("village lock-up", "w", locked="w"),
        notes="a status line above the heading; the only door is locked and the window is no "
        "exit: nothing sensible to do (no action)",
    ),
    item(
        "Lodge\nSticks and mud, woven tight, and the smell of wet wood. You are a beaver, and "
        "this is home. The underwater tunnel leads west, out under the pond. The larder is "
        "north.\n\nYou can see a willow bough here.",
        R("lodge", "w n", leads={"n": "larder"}),
        notes="a child's game played as a beaver: the tunnel west (under the pond, the way a "
        "beaver goes out) and the larder north are exits",
    ),
    item(
        "Sun Balcony\nDeck chairs face the mountains in a long row, each with a folded grey "
        "blanket. The balcony runs on east and west along the front of the sanatorium. The "
        "glass doors to the north, into the day room, are closed.\n\nYou can see a "
        "thermometer here.",
        R("sun balcony", "e w n", closed="n"),
        notes="the balcony running east and west gives both ways; the glass doors north are "
        "closed (open them)",
    ),
    item(
        "Ice Cream Parlour\nA marble counter, a row of chrome stools and a sign that says ONE "
        "PENNY A LICK, NO CREDIT. The kitchen is north. The street door is south.\n\nOn the "
        "counter is a brass bell.",
        R("ice cream parlour", "n s"),
        notes="a price on a sign is no coin; kitchen north and street door south (its state "
        "not given: an open exit)",
    ),
]

ITEMS = FACTORY + SHORT + SINGLE
