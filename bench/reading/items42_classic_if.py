"""classic_if, forty-second round (emphasis: paraphrase): seven walks (1-4 turns) on an Infocom-like
county courthouse at night, whose rooms say their ways in several wordings (the direction first or
last, the door's state before or after it, destinations named), and thirteen single rooms and short
histories in the manners of the classic systems (Infocom, Scott Adams, TADS 2 and 3, Level 9,
Magnetic Scrolls, Hugo, ADRIFT, Alan, The Quill), each telling its exits, doors and coins in words
of its own: a clock room, a dockyard drawing office, a herbarium, a barber's shop, a priory
cloister, a big top, a lock-keeper's kitchen, a sawmill, a campsite, an embassy's reception room, a
rig's mess deck, a treehouse and a police charge room. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the courthouse: Lobby n Courtroom (oak double doors, shut at first), e Records Office
# (an archway), w the street doors (locked); Courtroom n Judge's Chambers (a door ajar, the
# coin); Records Office n Archive (a passage).


def lobby(doors_open: bool = False) -> tuple:
    state = "stand open" if doors_open else "are shut"
    return (
        "Lobby\nA marble lobby under a clock that stopped at twenty past nine. North of you, "
        f"the oak double doors of the courtroom {state}. An archway on the east side gives "
        "onto the records office. The street doors, to the west, have been locked since "
        "the building emptied for the night.",
        R(
            "lobby",
            "n e w",
            closed="" if doors_open else "n",
            locked="w",
            leads={"n": "courtroom", "e": "records office"},
        ),
    )


def courtroom(doors_open: bool = False) -> tuple:
    state = "stand open" if doors_open else "are shut"
    return (
        "Courtroom\nRows of pews face the bench and the empty witness box. Southward the oak "
        f"double doors to the lobby {state}. Behind the bench a door stands ajar, and through "
        "it, to the north, you can make out the judge's chambers.",
        R(
            "courtroom",
            "s n",
            closed="" if doors_open else "s",
            leads={"s": "lobby", "n": "judge's chambers"},
        ),
    )


def chambers(coin: bool = True) -> tuple:
    text = (
        "Judge's Chambers\nShelves of law reports, a leather armchair and a desk under a "
        "green-shaded lamp. The one way out is the door to the south, into the courtroom."
    )
    if coin:
        text += "\nA silver Barber dime glints on the blotter."
    return (text, R("judge's chambers", "s", coin=coin, leads={"s": "courtroom"}))


RECORDS = (
    "Records Office\nFiling cabinets stand shoulder to shoulder under a strip light. Through "
    "the arch to the west lies the lobby; a narrow passage runs off northward to the archive.",
    R("records office", "w n", leads={"w": "lobby", "n": "archive"}),
)
ARCHIVE = (
    "Archive\nBoxes of old case files climb to the ceiling, and the air tastes of paper. The "
    "passage you'd leave by heads south; there is no other exit.",
    R("archive", "s"),
)

OPENED = ("The oak doors swing open with a groan.", K("opened", "n"))


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


ITEMS = [
    item(
        lobby(),
        "open doors",
        OPENED,
        "north",
        courtroom(True),
        "north",
        chambers(),
        notes="courthouse walk: the double doors opened by kind (north), two moves; a silver "
        "Barber dime is a coin; chambers' only exit is the way back",
    ),
    item(
        lobby(),
        "n",
        ("The courtroom doors are shut. You'd have to open them first.", K("refused", "closed")),
        "open north",
        ("You haul the double doors open.", K("opened")),
        notes="courthouse: a refusal at the shut doors, then an open by direction clears it; the "
        "street doors 'have been locked' (locked, no open)",
    ),
    item(
        lobby(),
        "w",
        (
            "The street doors are locked. The night porter went home with the keys an hour ago.",
            K("refused", "locked"),
        ),
        notes="courthouse: a refusal at the locked street doors stands; the courtroom doors are "
        "shut (open north), the archway east is open",
    ),
    item(
        lobby(),
        "e",
        RECORDS,
        "n",
        ARCHIVE,
        "s",
        also(RECORDS, "Somewhere a radiator knocks twice and falls silent."),
        notes="courthouse: a return to the records office; both its ways lead to visited rooms "
        "(all_visited), the way back west",
    ),
    item(
        ARCHIVE,
        "south",
        RECORDS,
        "west",
        lobby(),
        notes="courthouse walk begun in the archive: in the lobby east is the way it was entered; "
        "the courtroom doors 'are shut' (open north), the street doors locked",
    ),
    item(
        courtroom(),
        "open south",
        ("The oak doors swing open.", K("opened")),
        "south",
        lobby(True),
        "east",
        RECORDS,
        "west",
        also(
            lobby(True), "The stopped clock gives a single tick, as if it had thought better of it."
        ),
        notes="courthouse walk begun in the courtroom: back in the lobby, north and east visited, "
        "west locked; the person goes back north, the way the lobby was first entered",
    ),
    item(
        lobby(),
        "open oak doors",
        OPENED,
        "n",
        courtroom(True),
        "n",
        chambers(),
        "take coin",
        (
            "Taken. It's an 1899 Barber dime, worn nearly smooth.",
            K("took"),
        ),
        notes="courthouse: the dime taken in the chambers; the room kept, the coin gone; the way "
        "back south is all that is left",
    ),
    item(
        (
            "I'm in a clock room.\nVisible items:\n\nGreat brass gear wheels. A pendulum as long "
            "as a man. A ten-öre coin.\n\nObvious exits: West, Down.",
            R("clock room", "w d", coin=True),
        ),
        notes="Scott Adams's layout: 'I'm in a clock room' names the room (article dropped); a "
        "ten-öre coin is a coin; West and Down are exits (down outside the vocabulary)",
    ),
    item(
        (
            "Drawing Office\nDrawing boards tilt toward the tall windows, which look west over "
            "the slipways. The door to the tracing room is closed.\nObvious exits lead east, to "
            "the tracing room, and south.",
            R("drawing office", "e s", closed="e", leads={"e": "tracing room"}),
        ),
        notes="TADS 3's exit lister with a destination; the door to the tracing room (east, by "
        "the lister) is closed; the windows west look over the slipways: no exit",
    ),
    item(
        (
            "You are in a herbarium. Pressed plants sleep in tall steel cabinets and the air "
            "smells of camphor. Exits: north, south and east.\nYou can also see: a magnifying "
            "glass, a silver denier.",
            R("herbarium", "n s e", coin=True),
        ),
        notes="Level 9's layout: 'You are in a herbarium.' names it; a silver denier (a "
        "medieval penny) is a coin",
    ),
    item(
        (
            "Barber's Shop\nThe long mirror on the west wall doubles two red leather chairs and "
            "a rack of razors. South, the street door stands open; a bead curtain on the east "
            "side hides the back room.\n\nAmong the hair clippings on the floor is a "
            "twenty-fillér coin.",
            R("barber's shop", "s e", coin=True),
        ),
        notes="Magnetic Scrolls-like prose: the street door south is open, the bead curtain east "
        "is a way; the mirror on the west wall is no exit; a twenty-fillér coin is a coin",
    ),
    item(
        (
            "Cloister\nA square of worn flagstones round a patch of grass. Arches open into the "
            "priory on the north and west sides. Eastward lies the chapter house, whose door is "
            "secured with a heavy padlock.\nAlso here is a stone bench.",
            R("cloister", "n w e", locked="e"),
        ),
        notes="Hugo's 'Also here is' (a stone bench, no coin); the chapter house door east, "
        "'secured with a heavy padlock', is locked; arches north and west are open ways",
    ),
    item(
        (
            "Big Top\nThe ring is raked sand and the tiers of seats are empty. The performers' "
            "entrance is to the north, and a flap in the canvas to the east lets out onto the "
            "animal lines. Nothing lies in the sand but a single red nose.\n\nExits are north "
            "and east.",
            R("big top", "n e"),
        ),
        notes="ADRIFT's 'Exits are north and east.' agreeing with the prose; a clown's red nose "
        "is no coin",
    ),
    item(
        (
            "Lock-keeper's Kitchen\nA kettle ticks on the range and the window looks east over "
            "the lock gates to the canal. A doorway leads west into the parlour. The back door, "
            "south, has been bolted from the outside. There is a brown teapot on the "
            "dresser.",
            R("lock-keeper's kitchen", "w s", locked="s"),
        ),
        notes="Alan's manner: the heading names the room; the back door south 'has been bolted "
        "from the outside' (the passive; from the other side) is locked; the canal east is a view "
        "through a window, no exit",
    ),
    item(
        (
            "Sawmill\nThe great saw stands idle in its pit and the sawdust is ankle-deep. A "
            "loading door in the north wall has been barred from the far side. To the south a "
            "gap between the stacked planks leads out to the timber yard. The mill race roars "
            "past the west wall, out of reach.\nThere is an empty tin box here.",
            R("sawmill", "n s", locked="n"),
        ),
        notes="Zork-like: the loading door north barred from the other side is locked; the gap "
        "south is a way; the mill race west is no way; an empty tin box is no coin",
    ),
    item(
        (
            "You are at the campsite. Tents sag in the drizzle and the fire has gone out.\nExits: "
            "north east west\nYou can also see: a tin mug, a five-thebe coin.",
            R("campsite", "n e w", coin=True),
        ),
        notes="The Quill's layout: 'You are at the campsite.' names it; a five-thebe coin is a "
        "coin",
    ),
    item(
        (
            "Reception Room\n   Chandeliers hang over a parquet floor polished like ice. Shut "
            "double doors to the north lead into the ballroom, and a corridor runs off to the "
            "east. The front doors, south, are locked.\n   You see a silver salver on the card "
            "table.",
            R("reception room", "n e s", closed="n", locked="s"),
        ),
        notes="TADS 2's 'You see' (a silver salver, no coin); 'Shut double doors to the north' "
        "(the state before the doors) closed; the front doors south locked",
    ),
    item(
        (
            "Mess Deck\nLong tables are bolted to the deck and a television shows nothing. The "
            "weather door to the east is latched shut against the wind; the corridor to the "
            "cabins runs west. A one-krone coin, the kind with a hole in the middle, lies "
            "under a table.",
            R("mess deck", "e w", closed="e", coin=True),
        ),
        notes="a rig's mess deck: 'latched shut' is closed, not locked; a one-krone coin with a "
        "hole is a coin",
    ),
    item(
        (
            "Treehouse\nPlanks, a tin sign saying KEEP OUT, and a rope ladder down to the lawn. "
            "A plank bridge runs north to the other tree.\nThere is a comic here.",
            R("treehouse", "n d"),
        ),
        notes="Infocom's 'There is a ... here.' (a comic, no coin); the bridge north is an exit, "
        "the ladder down outside the vocabulary",
    ),
    item(
        (
            "Charge Room\nA high desk, a bench bolted to the wall, a clock. The cell passage is "
            "through a steel door to the north, which is kept locked. The front office is east "
            "of here.",
            R("charge room", "n e", locked="n", leads={"e": "front office"}),
        ),
        "north",
        (
            "The steel door doesn't give. Only the custody sergeant holds that key.",
            K("refused", "locked"),
        ),
        notes="a police charge room: the steel door north 'is kept locked'; the refusal stands; "
        "the front office east is the only way",
    ),
]
