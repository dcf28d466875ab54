"""classic_if, fourth round: Infocom-like rooms with a title line, written long and short, in
several voices (second person past, archaic, telegraphic), with compass words as adjectives,
doors spread over sentences, curtains, portcullises, many objects listed. What a person reads
in each text is declared beside it; the map facts are derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Chapel of St. Bride\nDust lies thick on the pews, and the stained glass has long "
        "since been boarded over. Someone has scratched initials into the altar rail.\n\n"
        "A narrow door in the north wall stands open, and the nave continues to the west. "
        "Between two pews, half under a kneeler, lies a tarnished silver coin.\n\n"
        "High above, pigeons shift and mutter in the rafters.",
        R("Chapel of St. Bride", "n w", coin=True),
        notes="long room: the exits and the coin in the middle paragraph",
    ),
    item(
        "Scullery\nA low, smoky room with a stone sink under a grimy window. The only way "
        "out is east.\nThere is a rusty lantern here.\nThere is a bundle of letters here.\n"
        "Three candles lie on the draining board.\nThere is a brass key here.\nThere is a "
        "gold coin here.",
        R("Scullery", "e", coin=True),
        notes="many objects listed, the coin last",
    ),
    item(
        "Armoury\nYour footsteps ring out, and for a moment you think someone answers them. "
        "But it is only the echo. Racks of pikes line the walls of this long hall, which "
        "runs from an archway in the north to another in the south.",
        R("Armoury", "n s"),
        notes="the first sentence is not about the room",
    ),
    item("Cellar. Damp. Exit north.", R("Cellar", "n"), notes="telegraphic; the room: cellar"),
    item(
        "Boathouse\nYou were standing in a boathouse that smelled of tar and old rope. A "
        "slipway ran down into the black water to the south, and a door led east into the "
        "yard. There was no boat.",
        R("Boathouse", "e"),
        notes="second person past; water to the south without a boat is no exit; a door "
        "whose state is not given is an open exit",
    ),
    item(
        "Hall of Kings\nHere in days of yore did the lords of the mountain hold their feasts. "
        "Great doors of bronze stand shut upon the northern side, and a lesser arch openeth "
        "unto the west. Upon the high table there lieth a single golden sovereign.",
        R("Hall of Kings", "n w", closed="n", coin=True),
        notes="archaic prose; doors 'shut upon the northern side' are a closed exit north",
    ),
    item(
        "Crossroads\nA weathered signpost leans at the meeting of three tracks. The northern "
        "track climbs toward the hills; the eastern one runs off toward the marsh; a southerly "
        "lane wanders between hedges. Westward there is only a tall blackthorn hedge with no "
        "gap in it.",
        R("Crossroads", "n e s"),
        notes="compass words as adjectives; the hedge to the west is no exit",
    ),
    item(
        "Scree Slope\nLoose stones shift underfoot with every step. The slope can be climbed "
        "northeast toward the ridge, or descended to the south.",
        R("Scree Slope", "ne s"),
        notes="northeast is outside the vocabulary: no fact",
    ),
    item(
        "Guardroom\nA table, two stools and a dice cup. There are two doors here, one to the "
        "north and one to the east. The northern one is locked. The other stands open.",
        R("Guardroom", "n e", locked="n"),
        notes="door states spread over sentences: 'the other' is the east door (open)",
    ),
    item(
        "Gatehouse\nA heavy portcullis bars the archway to the south; it is lowered and will "
        "not budge. A small door to the west, leading to the stair, is closed.",
        R("Gatehouse", "s w", closed="w", locked="s"),
        notes="a lowered portcullis that will not budge is read as a locked door (closed, "
        "not to be opened); the west door is closed",
    ),
    item(
        "Robing Room\nVestments hang from a row of pegs. A heavy velvet curtain hangs across "
        "the doorway to the east. A plain door to the south is shut.",
        R("Robing Room", "e s", closed="s"),
        notes="a curtain is no door: the east doorway is an open exit",
    ),
    item(
        "Counting House\nLedgers are stacked to the ceiling and the air tastes of ink. The "
        "iron door to the west is unlocked. An archway leads north.",
        R("Counting House", "w n"),
        notes="'unlocked' is not 'closed': the west door is an open exit (the text never "
        "says it is shut)",
    ),
    item(
        "Pantry\nShelves of preserves line the walls. There is a closed door to the north, "
        "which you could open if you wished. A trapdoor in the floor leads down.",
        R("Pantry", "n d", closed="n"),
        notes="'a closed door to the north, which you could open': closed",
    ),
    item(
        "Study\nA cluttered desk fills most of the room. The door is to the south.\nThere is "
        "a leather coin purse here.",
        R("Study", "s"),
        notes="a coin purse whose contents are not given is not a coin",
    ),
    item(
        "Vestibule\nCoats hang on brass hooks by the door. Exits: north, west.\nSome loose "
        "change is scattered across the tiles.",
        R("Vestibule", "n w", coin=True),
        notes="loose change is coins",
    ),
    item(
        "Railway Platform\nThe last train left hours ago. The platform runs east and west "
        "under a sagging canopy. You finger the penny in your pocket and wait.",
        R("Railway Platform", "e w"),
        notes="a penny in the player's pocket is not in the room",
    ),
    item(
        "Sloping Corridor\nThe floor tilts noticeably. As you watch, a loose coin rolls past "
        "your feet and away to the east, out of sight. The corridor runs east and west.",
        R("Sloping Corridor", "e w"),
        notes="a coin that rolls away out of sight is no longer in the room",
    ),
    item(
        "Servants' Passage\nA bare, whitewashed passage. The kitchen lies north; the garden, "
        "south. A row of bells hangs above the door.",
        R("Servants' Passage", "n s", leads={"n": "kitchen", "s": "garden"}),
        notes="exits given by their destinations",
    ),
    item(
        "Bell Tower Stair\nThe spiral stair continues up into darkness and down toward the "
        "nave. A small door opens west onto the leads.",
        R("Bell Tower Stair", "u d w"),
        notes="up and down are outside the vocabulary; west is an exit",
    ),
    item(
        "Lumber Room\nBroken chairs and a headless rocking horse. (Exits lead south and east.)",
        R("Lumber Room", "s e"),
        notes="exits in parentheses",
    ),
    item(
        "Grey Parlour\nA threadbare sofa faces a cold grate. The parlour door, to the east, is "
        "shut, and an arch leads south into the gloom. Beneath the sofa you can just make out "
        "a shilling.",
        R("Grey Parlour", "e s", closed="e", coin=True),
        notes="British spelling; a shilling under the sofa is a coin",
    ),
]
