"""inform7, forty-second round (emphasis: paraphrase): seven walks (1-4 turns) on a lakeside youth
hostel in Inform 7's defaults, whose author says each way in a wording of its own (a door "which is
closed", "East of you the dormitory door, shut, gives onto", "an opening on the north side", "The
street door is south of here and locked at this hour"), with Inform's "(first opening the dormitory
door)", a refusal that lists the ways out, a locked door answered in the author's words, an open by
name, a take answered "You pocket the krona."; and thirteen single rooms and short histories in
Inform's manner whose exits, doors and coins are told in other wordings again: a bell chamber whose
only way is a trapdoor, a canteen's tray "(on which is ...)", a launderette's money box "(closed)",
a tailor's windowsill, a youth club's office locked "from the inside", a nap room, an apothecary's
jar "(in which are ...)", a taxi office under a status line, a projection booth, a pagoda's lower
hall, a barracks guardroom and its armoury, a sanatorium veranda, a fire station's appliance bay
with an exit lister's destinations. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the hostel: Common Room w Dormitory (a door, closed at first), n Washroom (an opening),
# e Reception; Reception s the street door (locked); Dormitory n Drying Room (an archway; the
# coin on the bench).


def common(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Common Room\nBattered sofas, a noticeboard of bus times and a guitar nobody can tune. "
        f"The dormitory is west, through a door which is {state}; an opening on the north side "
        "leads to the washroom, and reception is to the east.\n\nYou can see a board game here.",
        R(
            "common room",
            "w n e",
            closed="" if door_open else "w",
            leads={"w": "dormitory", "n": "washroom", "e": "reception"},
        ),
    )


def dormitory(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "Dormitory\nSix bunks, three to a wall, and a smell of damp socks. East of you the "
        f"dormitory door, {state}, gives onto the common room; a low archway to the north opens "
        "into the drying room.",
        R(
            "dormitory",
            "e n",
            closed="" if door_open else "e",
            leads={"e": "common room", "n": "drying room"},
        ),
    )


WASHROOM = (
    "Washroom\nA row of basins under a steamed-up mirror, and a shower that drips. The way out "
    "is to the south.",
    R("washroom", "s"),
)
RECEPTION = (
    "Reception\nA desk, a bell and a rack of leaflets about the lakes. The common room lies west. "
    "The street door is south of here and locked at this hour.\n\nOn the desk is a brass bell.",
    R("reception", "w s", locked="s", leads={"w": "common room"}),
)


def drying(coin: bool = True) -> tuple:
    text = (
        "Drying Room\nWet socks and towels hang from lines across the ceiling. An archway to the "
        "south is the only way out."
    )
    if coin:
        text += "\n\nOn the bench is a one-krona coin."
    return (text, R("drying room", "s", coin=coin))


FIRST_OPENING = "(first opening the dormitory door)\n\n"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


def opened_first(step: tuple) -> tuple:
    text, reading = step
    return (FIRST_OPENING + text, reading)


ITEMS = [
    item(
        common(),
        "w",
        opened_first(dormitory(True)),
        "n",
        drying(),
        notes="hostel walk: '(first opening the dormitory door)' and the dormitory is a move "
        "that worked; in the drying room 'On the bench is a one-krona coin.' (a coin); its only "
        "way is back south",
    ),
    item(
        common(),
        "south",
        (
            "You can't go that way. The ways out of here are west, north and east.",
            K("refused"),
        ),
        notes="hostel: a refusal that lists the ways out (no south exit); the room kept; the "
        "dormitory door 'which is closed' (open west)",
    ),
    item(
        common(),
        "e",
        RECEPTION,
        "s",
        (
            "The street door is locked. A card in the window says BACK AT 7 A.M. -- PLEASE DON'T "
            "RING.",
            K("refused", "locked"),
        ),
        notes="hostel: the street door 'south of here and locked at this hour', refused in the "
        "author's words; the person goes back west",
    ),
    item(
        common(),
        "n",
        WASHROOM,
        "s",
        also(common(), "Somebody's phone buzzes on a sofa and goes quiet."),
        notes="hostel: a return from the washroom; north visited; the dormitory door closed "
        "(open west), reception east unvisited",
    ),
    item(
        WASHROOM,
        "south",
        common(),
        "east",
        RECEPTION,
        "west",
        also(common(), "The radiator under the window gurgles."),
        notes="hostel walk begun in the washroom: back in the common room north (the way it was "
        "first entered) and east are visited; the closed dormitory door west is what is left",
    ),
    item(
        common(),
        "open dormitory door",
        ("You open the dormitory door.", K("opened", "w")),
        "west",
        dormitory(True),
        "north",
        drying(),
        "take coin",
        ("You pocket the krona.", K("took")),
        notes="hostel: the door opened by its name (west), the krona taken ('You pocket the "
        "krona.'); the room kept, only the way back south",
    ),
    item(
        dormitory(),
        "e",
        opened_first(common(True)),
        "n",
        WASHROOM,
        "s",
        also(common(True), "Two cyclists come in dripping, drop their panniers and go out again."),
        notes="hostel walk begun in the dormitory: the common room entered from the west (its "
        "way back), north visited, reception east unvisited",
    ),
    item(
        (
            "Bell Chamber\nThe bells hang silent in their frame, and louvres let in slices of wind "
            "from every side. The only way out is the trapdoor in the floor.\n\nYou can see a coil "
            "of rope and a tarnished kreuzer here.",
            R("bell chamber", "d", coin=True),
        ),
        notes="a tarnished kreuzer is a coin; the only way is down (no compass exit); louvres "
        "are no way",
    ),
    item(
        (
            "Canteen\nLong tables, plastic chairs, a smell of fried garlic. The kitchen is north "
            "of you; the yard door to the east has been propped open with a crate.\n\nYou can see "
            "a tray (on which is a fifty-satang coin) here.",
            R("canteen", "n e", coin=True),
        ),
        notes="Inform's '(on which is ...)': a fifty-satang coin on a tray is a coin; the yard "
        "door east 'has been propped open' (the passive) is open",
    ),
    item(
        (
            "Launderette\nFour washers, two driers and a bench by the window. The street is to the "
            "south. A door marked PRIVATE, north, is locked.\n\nYou can see a change machine and "
            "a money box (closed) here.",
            R("launderette", "s n", locked="n"),
        ),
        notes="no coin: a change machine and a closed money box show none; the PRIVATE door north "
        "is locked; the street south is the way",
    ),
    item(
        (
            "Workroom\nBolts of cloth, a tailor's dummy and a treadle machine under a hanging "
            "lamp.\n\nOn the windowsill are a pincushion and a two-cent coin.\n\nFrom here you "
            "can go east or south.",
            R("workroom", "e s", coin=True),
        ),
        notes="Inform's 'On the X are ...': a two-cent coin on the windowsill is a coin; the "
        "exit lister paraphrased ('From here you can go east or south.')",
    ),
    item(
        (
            "Youth Club\nA pool table with a torn cloth, a tuck shop shutter pulled down, posters "
            "of bands nobody remembers. The office door is west of here. The hall opens out to "
            "the north.",
            R("youth club", "w n"),
        ),
        "west",
        (
            "(first opening the office door)\nThe office door won't budge. Someone has locked it "
            "from the inside.",
            K("refused", "locked"),
        ),
        notes="the office door's state was not given; the game says it is locked ('locked it "
        "from the inside'): refused, no open; the hall north is the way",
    ),
    item(
        (
            "Nap Room\nSmall mattresses lie in rows, each with a name tag in felt pen. The door "
            "you'd take to the playroom is south of you, and it is closed. Through the low arch "
            "to the east is the cloakroom.\n\nYou can see a picture book here.",
            R("nap room", "s e", closed="s", leads={"s": "playroom", "e": "cloakroom"}),
        ),
        notes="a kindergarten nap room: the playroom door south 'is closed' (the state in the "
        "next clause), the cloakroom arch east open; a picture book is no coin",
    ),
    item(
        (
            "Apothecary\nJars of tinctures and dried roots climb the walls behind the counter. "
            "The shop door is to the west; to the north a curtained doorway leads into the "
            "dispensary.\n\nYou can see a glass jar (in which are a bone button and an old "
            "kopiyka) here.",
            R("apothecary", "w n", coin=True),
        ),
        notes="Inform's '(in which are ...)': an old kopiyka (a Ukrainian coin) in an open jar is "
        "a coin; the shop door west and the curtained doorway north are ways",
    ),
    item(
        (
            "Taxi Office                                                  Moves: 12\n\nTaxi "
            "Office\nA radio crackles on the desk beside a board of drivers' names. The rank is "
            "outside, to the south. A door to the north, which is ajar, lets into the drivers' "
            "rest room.\n\nYou can see a fifty-kobo coin here.",
            R("taxi office", "s n", coin=True),
        ),
        notes="a status line above the heading; the rest room door north 'which is ajar' is "
        "open; a fifty-kobo coin is a coin",
    ),
    item(
        (
            "Projection Booth\nThe star projector's console glows green in the dark. Steps lead "
            "down to the dome. The only other door, east, is marked FIRE EXIT and is locked from "
            "outside.",
            R("projection booth", "d e", locked="e"),
        ),
        notes="a planetarium booth: the steps down are outside the vocabulary and the fire exit "
        "east is locked: nothing sensible to do from the text (no action)",
    ),
    item(
        (
            "Lower Hall\nLacquered pillars hold up a ceiling painted with cranes. An open doorway "
            "to the south lets in the light of the temple courtyard, and a wooden stair climbs to "
            "the upper hall. A door to the west is shut.\n\nOn the offering table are some incense "
            "sticks and a bowl of oranges.",
            R("lower hall", "s u w", closed="w"),
        ),
        notes="a pagoda's lower hall: the doorway south open, the door west 'is shut', the stair "
        "up outside the vocabulary; offerings of incense and oranges, no coin",
    ),
    item(
        (
            "Guardroom\nA brazier, a table scarred by knives, two stools. The barrack square is "
            "south. The armoury is north of here, through a plain door.\n\nYou can "
            "see a tin whistle here.",
            R("guardroom", "s n"),
        ),
        "north",
        (
            "(first opening the armoury door)\n\nArmoury\nEmpty rifle racks line the walls, and "
            "the whitewash is flaking. The door to the guardroom is south.\n\nYou can "
            "see a one-lats coin here.",
            R("armoury", "s", coin=True),
        ),
        notes="'(first opening the armoury door)' and the armoury: a move that worked; a "
        "one-lats coin is a coin",
    ),
    item(
        (
            "Veranda\nDeckchairs face the mountains beyond the balustrade, a tartan rug folded on "
            "each. The french windows to the north are open and give onto the day room. At the "
            "west end of the veranda is a glassed-in sun porch, whose door is propped open.\n\nYou "
            "can see a thermometer here.",
            R("veranda", "n w", leads={"n": "day room", "w": "sun porch"}),
        ),
        notes="a sanatorium veranda: the french windows north 'are open' (a way), the sun porch "
        "west through a propped-open door; the mountains beyond the balustrade are a view",
    ),
    item(
        (
            "Appliance Bay\nThe pumps stand nose to the doors, their chrome shining. The bay doors "
            "to the south are down and locked for the night.\n\nYou can see a helmet here.\n\n"
            "From here you could go north (to the mess room) or west (to the watch room).",
            R(
                "appliance bay",
                "n w s",
                locked="s",
                leads={"n": "mess room", "w": "watch room"},
            ),
        ),
        notes="a fire station: an exit lister's destinations ('north (to the mess room)'); the "
        "bay doors south 'down and locked' are a locked exit; a helmet is no coin",
    ),
]
