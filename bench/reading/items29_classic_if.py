"""classic_if, twenty-ninth round: nine walks (1-8 turns) on an Infocom-like Roman bath house
(Palaestra with a street gate "barred from outside for the night" and a colonnade east to the
Natatio; Apodyterium with a heavy bronze door east, "kept shut against the draught", and the
Frigidarium west; Tepidarium; Caldarium with "a worn bronze coin here, on the rim of the bath"):
"The bronze door is shut.", "You heave the bronze door open. Warm air rolls out to meet you.",
"Taken. It is a dupondius of Hadrian, green at the edges.", "The street gate is barred from
outside.", a cold plunge pool that refuses a way, loops back to the palaestra, the apodyterium
and the tepidarium; and eleven single rooms in several classic manners, each in a setting the
earlier rounds did not visit: a caravanserai courtyard in TADS 3's exit lister (an Ottoman
akçe), a Zanzibar spice godown with a carved door shut, a Byzantine cistern's walkway in AGT's
"There are exits to ...", a dzong's gatehouse whose gate is "barred with a beam on this side",
Scott Adams's "I'm in a hot room." with "*OLD COIN*", a ger whose painted door is tied open, a
longhouse with a bent silver penny, a rock-hewn church, an Antarctic hut's wardroom, a radio
studio with a Morgan silver dollar and its ON AIR lamp, a Patagonian shearing shed. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the bath house: Palaestra n Apodyterium, e Natatio, s street gate (locked);
# Apodyterium e Tepidarium (bronze door), w Frigidarium; Tepidarium n Caldarium (a coin).


def palaestra(event: str = "") -> tuple:
    tail = f"\n\n{event}" if event else ""
    return (
        "Palaestra\nSand is raked smooth across this exercise yard, which lies open to the sky "
        "inside a ring of columns. Oil jars and bronze scrapers hang on pegs along the "
        "colonnade. A doorway leads north into the apodyterium, and the colonnade runs east to "
        "the natatio. The street gate, south, has been barred from outside for the night." + tail,
        R(
            "palaestra",
            "n e s",
            locked="s",
            leads={"n": "apodyterium", "e": "natatio"},
        ),
    )


def apodyterium(opened: bool = False, event: str = "") -> tuple:
    door = (
        "a heavy bronze door stands open onto the tepidarium, and warm air breathes through it"
        if opened
        else "a heavy bronze door, kept shut against the draught, leads to the tepidarium"
    )
    tail = f"\n\n{event}" if event else ""
    return (
        "Apodyterium\nRows of niches for clothes line the walls, each painted with a number. "
        "An archway opens west onto the frigidarium, and the doorway south leads out to the "
        f"palaestra. In the east wall {door}." + tail,
        R(
            "apodyterium",
            "s e w",
            closed="" if opened else "e",
            leads={"s": "palaestra", "e": "tepidarium", "w": "frigidarium"},
        ),
    )


def tepidarium(event: str = "") -> tuple:
    tail = f"\n\n{event}" if event else ""
    return (
        "Tepidarium\nThe air is warm and close, and the floor is warm underfoot from the "
        "furnace below. Marble benches run round the walls. An archway to the north opens on "
        "the steam of the caldarium; the bronze door to the west stands open." + tail,
        R("tepidarium", "n w", leads={"n": "caldarium", "w": "apodyterium"}),
    )


def caldarium(coin: bool = True) -> tuple:
    line = "\nThere is a worn bronze coin here, on the rim of the bath." if coin else ""
    return (
        "Caldarium\nSteam rolls off a hot plunge bath sunk in the floor, and the painted walls "
        "sweat. The only way out is the archway to the south." + line,
        R("caldarium", "s", coin=coin, leads={"s": "tepidarium"}),
    )


def frigidarium() -> tuple:
    return (
        "Frigidarium\nA cold plunge pool fills most of this high, chilly hall; the water is "
        "dark and perfectly still. The only way out is the archway to the east.",
        R("frigidarium", "e", leads={"e": "apodyterium"}),
    )


def natatio() -> tuple:
    return (
        "Natatio\nA long open-air pool, green with weed, lies beside the end of the colonnade. "
        "Beyond it rises the blank back wall of a granary. The colonnade runs west to the "
        "palaestra.",
        R("natatio", "w", leads={"w": "palaestra"}),
    )


SHUT = ("The bronze door is shut. You would have to open it first.", K("refused", "closed"))
HEAVE = ("You heave the bronze door open. Warm air rolls out to meet you.", K("opened", "e"))
TAKEN = ("Taken. It is a dupondius of Hadrian, green at the edges.", K("took"))

ITEMS = [
    # ---- walks on the bath house ----
    item(
        palaestra(),
        "n",
        apodyterium(),
        notes="one move north into the apodyterium: the bronze door east 'kept shut against the "
        "draught' is closed (not locked), the archway west an open way; south leads back to "
        "the palaestra: open east or go west",
    ),
    item(
        palaestra(),
        "north",
        apodyterium(),
        "east",
        SHUT,
        "open bronze door",
        HEAVE,
        "east",
        tepidarium(),
        notes="the bronze door refused as shut, opened by its name and walked through; in the "
        "tepidarium the caldarium north is unexplored: go north",
    ),
    item(
        palaestra(),
        "n",
        apodyterium(),
        "open east",
        HEAVE,
        "e",
        tepidarium(),
        "n",
        caldarium(),
        notes="a worn bronze coin on the rim of the bath is a coin lying in the room: take it",
    ),
    item(
        palaestra(),
        "north",
        apodyterium(),
        "open bronze door",
        HEAVE,
        "east",
        tepidarium(),
        "north",
        caldarium(),
        "take coin",
        TAKEN,
        "south",
        tepidarium(),
        "west",
        apodyterium(opened=True),
        notes="a loop back into the apodyterium with its bronze door now standing open: south "
        "and east lead to rooms seen; the frigidarium west is not: go west",
    ),
    item(
        palaestra(),
        "w",
        ("The colonnade wall is solid there.", K("refused")),
        "s",
        (
            "The street gate is barred from outside. Nobody will lift the bar before dawn.",
            K("refused", "locked"),
        ),
        notes="two refusals in the first room: west is no exit (a wall), the street gate south "
        "is barred from outside (locked): both refused; north and east remain",
    ),
    item(
        palaestra(),
        "e",
        natatio(),
        "w",
        palaestra("A boy runs past with a bucket of sand for the wrestling pit."),
        notes="back in the first room after the natatio (east, visited); the street gate is "
        "locked, so the person goes north; the boy is an event of the turn",
    ),
    item(
        palaestra(),
        "n",
        apodyterium(),
        "w",
        frigidarium(),
        "w",
        (
            "You would have to swim, and the water is colder than it looks.",
            K("refused"),
        ),
        notes="the plunge pool is no way out: west refused; the only exit, east, leads back to "
        "the apodyterium (visited, initial): go east",
    ),
    item(
        palaestra(),
        "n",
        apodyterium(),
        "w",
        frigidarium(),
        "e",
        apodyterium(event="A bath attendant hurries past with an armful of towels."),
        notes="a loop back from the frigidarium: the bronze door is still shut and leads to an "
        "unvisited room: open east",
    ),
    item(
        palaestra(),
        "e",
        natatio(),
        "w",
        palaestra(),
        "n",
        apodyterium(),
        "open east",
        HEAVE,
        "e",
        tepidarium(),
        "n",
        caldarium(),
        "take coin",
        TAKEN,
        "s",
        tepidarium("Somewhere below, a stoker rakes out the furnace."),
        notes="an eight-turn walk with a loop through the palaestra; back in the tepidarium "
        "both ways are visited: go west, the way it was first entered",
    ),
    # ---- single rooms ----
    item(
        "Caravanserai Courtyard\nCamels kneel by the well in the middle of the yard, chewing. "
        "Arcades of storerooms line the yard, their doors padlocked for the night. The "
        "great gate stands open to the road on the east. A small silver coin, an Ottoman akçe "
        "thin as a fingernail, lies in the straw by the trough.\n\nObvious exits lead east, and "
        "north to the prayer room.",
        R("caravanserai courtyard", "e n", coin=True),
        notes="the padlocked storeroom doors name no direction (no exits); a silver akçe lying "
        "in the straw is a coin: take it",
    ),
    item(
        "Spice Godown\nSacks of cloves are stacked to the rafters, and the air is so thick with "
        "their smell that your eyes water. A passage runs north between the sacks. The carved "
        "door to the street, south, is studded with brass bosses and shut.\n\nAlso here is a "
        "brass scale.",
        R("spice godown", "n s", closed="s"),
        notes="a carved door 'shut' to the south is a closed exit; the passage north is open; a "
        "brass scale is no coin: go north or open south",
    ),
    item(
        "Cistern Walkway\nA wooden walkway runs between rows of marble columns that rise out "
        "of black water. At the end of one row, a column stands on a carved Medusa head turned "
        "on its side. A sign asks visitors not to throw coins into the water. The walkway goes "
        "on to the north, and the way out to the street is west.\nThere are exits to the north "
        "and to the west.",
        R("cistern walkway", "n w"),
        notes="AGT's exit line: north and west; the water is no way; a sign about coins is no coin",
    ),
    item(
        "Dzong Gatehouse\nPrayer wheels line both walls of the passage, their paint worn away "
        "by hands. The great wooden gate to the south is shut and barred with a beam on this "
        "side. North, the passage opens into the courtyard. A steep ladder climbs to the watch "
        "room above.",
        R("dzong gatehouse", "n s u", closed="s"),
        notes="a gate 'barred with a beam on this side' is closed, not locked (the player can "
        "lift the beam); the ladder up is outside the vocabulary: go north or open south",
    ),
    item(
        "I'm in a hot room. Obvious exits: SOUTH.\nI can also see: MARBLE SLAB, BRASS BOWL, "
        "*OLD COIN*\n\nTell me what to do?",
        R("hot room", "s", coin=True),
        notes="Scott Adams's manner: 'I'm in a hot room' names the room; *OLD COIN* in the list "
        "is a coin lying here: take it",
    ),
    item(
        "Ger\nA round felt tent, its lattice walls hung with rugs. The stove in the middle "
        "ticks as it cools, and the smoke goes up through the crown of the roof. The painted "
        "door, which faces south like the door of every ger, is tied open with a thong.\n"
        "There is a silver coin here, on the lid of the altar chest.",
        R("ger", "s", coin=True),
        notes="the door tied open is an open exit south, the only one; a silver coin on the "
        "altar chest's lid is a coin lying here: take it",
    ),
    item(
        "Longhouse\nThe fire runs down the middle of the hall in a long stone hearth, and "
        "benches line both walls. There are doors at either end: the north door is shut "
        "against the wind, and the south one stands open on the yard.\nThere is a silver "
        "penny here, bent double where someone tested the silver.",
        R("longhouse", "n s", closed="n", coin=True),
        notes="a silver penny bent double is still a coin lying in the room: take it (the north "
        "door shut, the south open)",
    ),
    item(
        "Rock-Hewn Church\nThe whole church has been cut down into the red rock, walls, "
        "pillars and roof in one piece. Candles gutter before the painted saints. The only way "
        "out is the trench to the west, open to the sky.\nThere is an old silver coin here, at "
        "the foot of a candle stand.",
        R("rock-hewn church", "w", coin=True),
        notes="an old silver coin at the foot of a candle stand lies in the room: take it; the "
        "trench west is the only exit",
    ),
    item(
        "Wardroom\nA long table runs down the middle of the hut, with bunks in cubicles on "
        "either side. Someone has pinned a chart of the Barrier to the wall. The door to the "
        "stables, east, is shut against the cold. The galley lies west. A window high in the "
        "north wall shows nothing but drift.",
        R("wardroom", "e w", closed="e"),
        notes="the stable door 'shut against the cold' is closed; the window north is no exit; "
        "a chart on the wall gives no way: open east or go west",
    ),
    item(
        "Studio B\nEgg-box tiles cover the walls, and a microphone hangs over the announcer's "
        "desk like a fruit. The soundproof door, west, is shut, and the red ON AIR lamp above "
        "it is lit. A window in the north wall looks into the control room.\nThere is a Morgan "
        "silver dollar here, on the announcer's desk.",
        R("studio b", "w", closed="w", coin=True),
        notes="a Morgan silver dollar is a coin on the desk: take it; the window north is no "
        "exit; the soundproof door west is shut (closed)",
    ),
    item(
        "Shearing Shed\nThe boards are worn smooth and greasy by a hundred years of fleeces. "
        "Doors lead north to the wool press and east to the pens; the east one, the pen gate, is "
        "padlocked. The west wall is corrugated iron, banging in the wind off the pampa.",
        R("shearing shed", "n e", locked="e"),
        notes="the pen gate east is padlocked (locked); the iron west wall is no exit: go north",
    ),
]
