"""prose, eighth round: second person past tense, a radio play's script, ChoiceScript-like
pages with "#" choices, a Twine page with links written as sentences, long paragraphs with the
exits buried mid-sentence, exits given with destinations, British and American spellings (a
dime and a quarter, a tuppence and a 20p), doors by material and state, and prose refusals.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You were in the boiler room. The heat was unbearable and the pipes knocked like "
        "someone trying to get in. A steel door stood open to the north; the other doorway, "
        "to the east, had been bricked up years before anyone could remember.",
        R("boiler room", "n"),
        notes="second person past; a doorway bricked up is no way, the steel door north is "
        "open (a door 'painted shut' was reworded: closed or impassable?)",
    ),
    item(
        "NARRATOR: The cellar. Damp walls, a single bulb. Stairs lead up to the kitchen, and "
        "a low archway opens to the west.\n(SOUND: dripping water.)\nMARGARET: Look - on the "
        "floor by the boiler. A coin!\nNARRATOR: A gold coin lies in the dust.",
        R("cellar", "u w", coin=True),
        notes="a radio play: the narrator names the cellar and the coin; stairs up are no fact",
    ),
    item(
        "The morning room at Hatherley is all yellow light and dust. Double doors open onto "
        "the terrace to the south.\n\n#Go out onto the terrace.\n#Look at the letters on "
        "the desk.\n#Wait.",
        R("morning room", "s"),
        notes="ChoiceScript-like page: the room named in the prose; the terrace south is an "
        "exit; choices without a direction are not",
    ),
    item(
        "You are in Tinker's Lane. The lane runs downhill to the south. You could go into "
        "the pawnbroker's on the east side, or climb the steps to the market, which lie to "
        "the west - but you decide to look around first.",
        R("tinker's lane", "s e w"),
        notes="exits given in a sentence with destinations; the room named by the lane (first "
        "drafted 'at the top of' and 'back up the steps', reworded: no history)",
    ),
    item(
        "The laundrette smelled of hot lint. Somebody had left a dime and a quarter on top "
        "of the dryer nearest the door, which opened onto the street to the west. There was "
        "no other way out.",
        R("laundrette", "w", coin=True),
        notes="American coins in the past tense: a dime and a quarter lie on the dryer",
    ),
    item(
        "You're in the hall of your aunt's flat in Hove. The front door (south) is double-"
        "locked, as she always leaves it; the sitting room's through the door to the east, "
        "and the kitchen's at the end, north. There's a tuppence on the hall table, as there "
        "always is, for luck.",
        R("hall", "s e n", locked="s", coin=True),
        notes="British: a tuppence on the hall table is a coin; 'double-locked' is locked",
    ),
    item(
        "It was the kind of attic that had been furnished by forgetting: a rocking horse "
        "with one ear, three trunks, a dressmaker's dummy wearing a veil, and, where the "
        "roof came lowest, a little door that stood open to the east onto the leads, while "
        "the only other way, the ladder, went down through the hatch.",
        R("attic", "e d"),
        notes="a long sentence with the exit buried in it; east open; the ladder down no fact",
    ),
    item(
        "Marta took the lift to the fourth floor and stepped out into the corridor. Doors "
        "to the left and right were all numbered and all locked. At the far end, to the "
        "north, a fire door stood propped open with a wedge of newspaper.",
        R("corridor", "n"),
        notes="third person past; left and right doors with no compass are no exits; the "
        "fire door north is open (propped)",
    ),
    item(
        (
            "You are in the potting shed. Its door, east, is open to the garden.",
            R("potting shed", "e"),
        ),
        "east",
        (
            "You are in the garden. The potting shed is west of you. A gravel path runs north "
            "to the house, and south there is a wicket gate, closed, in the hedge. A 20p piece "
            "glints on the path.",
            R("garden", "w n s", closed="s", coin=True),
        ),
        notes="British: a 20p piece on the path is a coin; the shed west is visited and initial",
    ),
    item(
        "You were standing in the ticket office of a station nobody used any more. The "
        "window had been boarded, the timetable torn down. Only the door onto the platform, "
        "north, still opened, and it creaked when the wind moved it.",
        R("ticket office", "n"),
        notes="second person past: the only exit north, open; no coin",
    ),
    item(
        "Greenhouse. Hot, close, smelling of tomato leaves. The door's to the south and it's "
        "stuck wide open. On the staging, between two pots of basil, is a silver threepenny "
        "piece.",
        R("greenhouse", "s", coin=True),
        notes="a fragment heading names the room; 'stuck wide open' is open; a threepenny "
        "piece is a coin",
    ),
    item(
        "The drawing room - you have always hated it - with its ormolu clock, its cold "
        "grate, its portrait of Great-Uncle Arthur holding a guinea up to the light as "
        "though he had just won it. The door to the hall is east. The french windows give "
        "on to the lawn, but they have been locked since the burglary.",
        R("drawing room", "e"),
        notes="a guinea in a portrait is not a coin; french windows are windows, no exit",
    ),
    item(
        "You are in the galley. The hatch forward - north, as you think of it - is dogged "
        "open, and aft, south, a door opens into the saloon. Lying in the sink is a "
        "brass coin with a hole in the middle.",
        R("galley", "n s", coin=True),
        notes="forward and aft mapped to north and south by the text; a holed brass coin in "
        "the sink is a coin",
    ),
    item(
        "Page 14\n\nYou are in the map room of the museum. Glass cases hold old charts of "
        "the Caribbean. Exits: the Egyptian gallery (north) and the stairwell (west).\n\n"
        "[[Examine the charts]] [[Go north]] [[Go west]]",
        R("map room", "n w"),
        notes="a Twine page: exits with destinations and links; the charts are no exit",
    ),
    item(
        (
            "You are in the boot room. A door leads north into the kitchen; another, a heavy "
            "one of black oak, leads west to the yard and is shut.",
            R("boot room", "n w", closed="w"),
        ),
        "go west",
        (
            "You lean on the black oak door. It doesn't move - it's shut, and you'll have to "
            "open it first.",
            K("refused", door="closed"),
        ),
        notes="a prose refusal at the shut oak door: west closed and refused, north open",
    ),
    item(
        "You were in the chemistry lab. Every tap had been turned off at the main. The "
        "only door, north, had a small square window in it and had been left unlocked but "
        "closed. On the bench lay a penny, going green in a dish of acid.",
        R("chemistry lab", "n", closed="n", coin=True),
        notes="'unlocked but closed' is closed; a penny in a dish on the bench is a coin",
    ),
    item(
        "The library, after hours. Stacks run away from you in every direction but there "
        "is only one way out: the revolving door to the south. Somebody's left a nickel in "
        "the returns slot, where you can see it but can't reach it.",
        R("library", "s"),
        notes="a nickel inside the returns slot, out of reach, is not a coin to be taken",
    ),
    item(
        "The orchard. Rows of old apple trees run north to south, and between them the "
        "grass is long and wet. A stile in the east hedge leads to the lane. There's no "
        "other way out that you can see.",
        R("orchard", "e"),
        notes="rows of trees that run north to south are trees, not exits; the stile east is "
        "the only exit",
    ),
    item(
        (
            "You are in the scullery. A door opens north onto the kitchen garden.",
            R("scullery", "n"),
        ),
        "north",
        (
            "You are in the kitchen garden. The scullery door is south of you. Beyond the "
            "bean rows, a gate leads east into the orchard.",
            R("kitchen garden", "s e"),
        ),
        "south",
        (
            "You are back in the scullery. A door opens north onto the kitchen garden. "
            "The copper is bubbling.",
            R("scullery", "n"),
        ),
        notes="a return: 'back' agrees with the history; every exit visited; the copper is "
        "a boiler, not a coin",
    ),
    item(
        "Dear Tom, I'm writing from the summer kitchen. The door out to the yard (west) is "
        "off its hinges, so I suppose it's open, and there's a silver dollar on the "
        "windowsill that I'm leaving for you.",
        R("summer kitchen", "w", coin=True),
        notes="a letter names the room; a door off its hinges is open; a silver dollar on "
        "the sill is a coin",
    ),
]
