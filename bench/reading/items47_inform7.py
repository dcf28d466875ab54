"""inform7, forty-seventh round: seven walks (1-3 turns) on a Sicilian marionette theatre, an opera
dei pupi in Palermo, in Inform 7's defaults (a Carving Shop whose paint room door north "is closed"
at first, whose wings are east past a rack of tin swords and whose alley door west "is locked"; a
Paint Room; the Wings; an Armour Store with "On the trunk is a copper five-grana coin."): "(first
opening the paint room door)" before the room, both ways, "(first opening the alley door)\nIt seems
to be locked.", "You open the paint room door." after `open paint room door`, "You pocket the
five-grana coin. King Ferdinand's face on it has been rubbed almost away.", returns with the band
striking up for Roncesvalles and a boy running past with two shields, walks begun in the armour
store, the paint room and the wings; single rooms and short histories in places the earlier rounds
never named: a time ball room (a ten-jeon coin, a ladder up), a heliograph hut whose logbook is
read, a hawk mews (the weathering ground door closed), a typefoundry's casting room (a twenty-chon
coin), an engraver's room whose plate room door is opened by its name, an instrument maker's (a
one-rin coin taken and looked for), a lens grinder's wheel in the way, a mercury store (a hatch
down), a carillon's clavier room whose only ways are a ladder up and a stair down (no action), a
drum maker's shop entered from its yard, a kite loft entered "(first opening the loft door)" (a
four-scudo coin), a dojo's garden door found locked, a fireworks store whose two-baiocco coin is
taken and carried. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- an opera dei pupi: CARVING SHOP n PAINT ROOM (a door, closed at first), e WINGS, w the alley
# door (locked); WINGS n ARMOUR STORE (a low doorway; a copper five-grana coin).


def shop(paint: str = "closed", event: str = "", opening: bool = False) -> tuple:
    text = (
        "Carving Shop\nSawdust, and the heads of paladins without their bodies: Orlando, "
        "Rinaldo, a Saracen with a painted scowl, all waiting on a shelf for their armour. The "
        f"paint room door, to the north, is {paint}. The wings are east, past a rack of tin "
        "swords. The alley door, to the west, is locked."
    )
    if opening:
        text = "(first opening the paint room door)\n\n" + text
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "Carving Shop",
            "n e w",
            closed="n" if paint == "closed" else "",
            locked="w",
            leads={"n": "paint room", "e": "wings"},
        ),
    )


def paint(door: str = "open", opening: bool = False) -> tuple:
    text = (
        "Paint Room\nPots of red and gold stand on every shelf, and the cart of a puppet horse "
        "lies on its side with one wheel painted. The paint room door, to the south, is "
        f"{door}."
    )
    if opening:
        text = "(first opening the paint room door)\n\n" + text
    return (
        text,
        R("Paint Room", "s", closed="s" if door == "closed" else "", leads={"s": "carving shop"}),
    )


def wings(event: str = "") -> tuple:
    text = (
        "Wings\nFrom here the puppeteers work the paladins on their iron rods, and the boards "
        "are worn into two grooves where they stand. The carving shop is west. A low doorway to "
        "the north leads to the armour store.\n\nYou can see a coil of wire here."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("Wings", "w n", leads={"w": "carving shop", "n": "armour store"}))


def armour(coin: bool = True) -> tuple:
    things = "On the trunk is a copper five-grana coin." if coin else "You can see a trunk here."
    return (
        "Armour Store\nSuits of beaten tin hang on hooks in rows, each the size of a child's "
        "coat, and they chime faintly whenever anyone moves. The only way out is south.\n\n"
        + things,
        R("Armour Store", "s", coin=coin, leads={"s": "wings"}),
    )


ITEMS = [
    item(
        shop(),
        "east",
        wings(),
        "north",
        armour(),
        "take coin",
        (
            "You pocket the five-grana coin. King Ferdinand's face on it has been rubbed almost "
            "away.",
            K("took"),
        ),
        notes="the five-grana coin taken in the armour store (gone); its only way south, to the "
        "wings, is visited and initial: all_visited, go south",
    ),
    item(
        shop(),
        "north",
        paint(opening=True),
        notes="Inform's '(first opening the paint room door)' before the room: a move that "
        "worked; the paint room's only way south is visited and initial: go south",
    ),
    item(
        shop(),
        "west",
        ("(first opening the alley door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the alley door west found locked on the move: refused and closed (locked); the "
        "paint room door north is closed (open north), the wings east open (go east)",
    ),
    item(
        armour(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        wings(),
        "west",
        shop(event="Somewhere out front, the band strikes up for the battle of Roncesvalles."),
        notes="begun in the armour store, the coin taken; through the wings to the carving shop "
        "(entered from the east: visited, initial); the paint room door north is closed and "
        "unexplored: open north; the alley door is locked",
    ),
    item(
        paint("closed"),
        "south",
        shop("open", opening=True),
        notes="begun in the paint room with its door closed; '(first opening ...)' before the "
        "carving shop is a move that worked; north visited and initial; the wings east are "
        "unexplored: go east; the alley door is locked",
    ),
    item(
        wings(),
        "north",
        armour(),
        "take five-grana coin",
        ("Taken.", K("took")),
        "south",
        wings(event="A boy runs past with a paladin's shield under each arm."),
        notes="a return to the first room (no initial): north visited; the carving shop west is "
        "unexplored: go west",
    ),
    item(
        shop(),
        "open paint room door",
        ("You open the paint room door.", K("opened", "north")),
        "north",
        paint(),
        "south",
        shop("open"),
        notes="the paint room door opened by its name, walked through and back: the first room "
        "again (no initial), north visited; east unexplored: go east",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Time Ball Room\nThe mechanism that drops the time ball at one o'clock fills most of "
            "the room: a drum of cable, a brake, and a clock wired to a telegraph. A ladder goes "
            "up to the roof. The door to the stairwell is west.\n\nYou can see a ten-jeon coin "
            "here.",
            R("Time Ball Room", "u w", coin=True),
        ),
        notes="the time ball is no coin; a ten-jeon coin is here: take coin; the ladder up is "
        "outside the vocabulary, the stairwell door west is a way",
    ),
    item(
        (
            "Heliograph Hut\nA heliograph stands on its tripod by the window, its mirror turned "
            "to the sky. The door is south, and a path leads east along the ridge to the next "
            "station.\n\nYou can see a logbook here.",
            R("Heliograph Hut", "s e"),
        ),
        "read logbook",
        ("The last entry says: 'No sun since Tuesday. No signals.'", K("none")),
        notes="reading the logbook changes nothing; south and east are open: either",
    ),
    item(
        (
            "Hawk Mews\nA long shed of perches and sawdust. A hooded goshawk shifts her feet on "
            "the nearest block. The door to the weathering ground, to the north, is closed. The "
            "yard is south.\n\nOn the shelf is a leather gauntlet.",
            R("Hawk Mews", "n s", closed="n"),
        ),
        notes="the weathering ground door north is closed: open north; the yard south is open: "
        "go south",
    ),
    item(
        (
            "Casting Room\nThe casting machines stand in a row, each with a pot of hot metal "
            "ticking beside it, and trays of new type cool on the bench. The door east leads to "
            "the composing room. The office door, to the west, is locked.\n\nYou can see a "
            "twenty-chon coin and a tray of type here.",
            R("Casting Room", "e w", locked="w", coin=True),
        ),
        notes="a twenty-chon coin here: take coin; the office door west is locked",
    ),
    item(
        (
            "Engraver's Room\nCopper plates lie under cloths, and a burin rests on a leather "
            "pad beside a magnifying glass on an arm. The plate room door, to the north, is "
            "closed. The street door is south.",
            R("Engraver's Room", "n s", closed="n"),
        ),
        "open plate room door",
        ("You open the plate room door. The smell of acid comes through.", K("opened", "north")),
        notes="the plate room door north opened by its name (open now); the street door south, "
        "its state not given, is an exit: go north or go south",
    ),
    item(
        (
            "Instrument Maker's\nSextants and theodolites wait on the bench for their brass to "
            "be lacquered. The shop is south. A door to the east, marked PRIVATE, is locked.\n\n"
            "You can see a tin of oil and an old one-rin coin here.",
            R("Instrument Maker's", "s e", locked="e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Instrument Maker's\nSextants and theodolites wait on the bench for their brass to "
            "be lacquered. The shop is south. A door to the east, marked PRIVATE, is locked.\n\n"
            "You can see a tin of oil here.",
            R("Instrument Maker's", "s e", locked="e"),
        ),
        notes="the one-rin coin taken, and the look shows it gone; the east door is locked: go "
        "south",
    ),
    item(
        (
            "Grinding Room\nA lens grinder's wheel turns slowly in a trough of wet grit at the "
            "west end of the room. Finished lenses lie in felt on the shelves. The packing room "
            "is north, and the shop is east.",
            R("Grinding Room", "n e"),
        ),
        "west",
        (
            "The grinding wheel is in the way, and beyond it there is only the wall.",
            K("refused"),
        ),
        notes="west is the grinding wheel and a wall, no exit: refused(west); north and east are "
        "open: either",
    ),
    item(
        (
            "Mercury Store\nIron flasks of mercury stand in rows on the floor, each too heavy to "
            "lift. A hatch in the floor leads down to the cellar. The door west is open.",
            R("Mercury Store", "d w"),
        ),
        notes="the hatch down is outside the vocabulary; the open door west is the way: go west",
    ),
    item(
        (
            "Clavier Room\nThe carillon's clavier fills the little cabin: two rows of wooden "
            "batons for the hands and pedals for the feet, wired to the bells overhead. A ladder "
            "goes up to the bells, and the spiral stair goes down to the street. There is no "
            "other way out.",
            R("Clavier Room", "u d"),
        ),
        notes="the only ways are up and down, outside the vocabulary: no facts and no action",
    ),
    item(
        (
            "Drum Yard\nGoatskins soak in a tub by the pump, and hoops of ash are stacked against "
            "the wall. The drum shop is north.",
            R("Drum Yard", "n", leads={"n": "drum shop"}),
        ),
        "north",
        (
            "Drum Shop\nHalf-finished kettledrums stand on the floor like copper cauldrons. The "
            "yard door, to the south, is open. The showroom is east.\n\nYou can see a tabor here.",
            R("Drum Shop", "s e", leads={"s": "drum yard", "e": "showroom"}),
        ),
        notes="a move from the yard into the drum shop: south visited and initial; the showroom "
        "east is unexplored: go east",
    ),
    item(
        (
            "Kite Shop\nBox kites hang from the ceiling like paper lanterns. The loft door, to "
            "the north, is closed. The street is west.",
            R("Kite Shop", "n w", closed="n", leads={"n": "kite loft"}),
        ),
        "north",
        (
            "(first opening the loft door)\n\nKite Loft\nPaper, split bamboo and pots of glue "
            "cover a long table, and a kite shaped like a carp lies half-covered in red "
            "tissue. The loft door, to the south, is open.\n\nYou can see a four-scudo coin "
            "here.",
            R("Kite Loft", "s", coin=True, leads={"s": "kite shop"}),
        ),
        notes="'(first opening the loft door)' before the kite loft: a move that worked; a "
        "four-scudo coin here: take coin",
    ),
    item(
        (
            "Dojo\nA wooden floor polished by bare feet, and a scroll on the far wall. The "
            "changing room is west. The garden door, to the north, is locked.\n\nYou can see a "
            "wooden sword here.",
            R("Dojo", "w n", locked="n"),
        ),
        "north",
        ("(first opening the garden door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the garden door north found locked on the move: closed, refused; the changing "
        "room west is open: go west",
    ),
    item(
        (
            "Fireworks Store\nCrates of rockets are stacked to the ceiling, each stamped with a "
            "red flame and the words NO NAKED LIGHTS. The only door, east, stands open.\n\nYou "
            "can see a two-baiocco coin here.",
            R("Fireworks Store", "e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "inventory",
        ("You are carrying:\n  a two-baiocco coin\n  a safety lamp", K("none")),
        notes="the two-baiocco coin taken and shown carried by the inventory: no coin in the "
        "room; the open door east is the only way: go east",
    ),
]
