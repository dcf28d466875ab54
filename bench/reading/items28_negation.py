"""negation, twenty-eighth round: absence, negation and distractors, with maps and histories in half
the items. Short walks: a lift lobby whose doors open on an empty shaft, left for a corridor of
numbered locked doors with no compass word; a magpie that takes the sixpence off a sundial; a
hayloft searched ("No coin, no needle, nothing but hay."); a strongroom whose door swings shut and
locks behind the player (no action); a barmaid's "Not in here, love. Try the cellar."; a coin that
turns out to be a brass button; a kennel yard's gate "not padlocked any more" (closed); a coal hole
with "No coin, no key, nothing." Single rooms: the public bar of the Crown and Sixpence (a
crown-and-anchor board), "None of them is locked, though the south one is closed.", a door drawn in
chalk, "Half Crown Point", a van stencilled NO COINS LEFT IN THIS VEHICLE OVERNIGHT, "Northgate"
with no gate and no way north, snow in every way but one (no room named), a fruit machine's INSERT
COIN, "there is no door to the west any more", a plan that shows a door the wall does not have,
"Neither is locked; neither is open, either.", a ten-shilling note. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

LIFT_LOBBY = (
    "Lift Lobby\nThe lift doors to the north stand open on an empty shaft; the car is stuck "
    "somewhere far below, and cold air breathes up out of the dark. The stairs are east. A "
    "corridor runs west.",
    R("lift lobby", "e w"),
)
CORRIDOR = (
    "Third Floor Corridor\nDoors line both sides, every one of them numbered and locked. The "
    "lift lobby is east. There is no way on to the west: the corridor ends at a fire hose "
    "reel.",
    R("third floor corridor", "e", leads={"e": "lift lobby"}),
)
LAWN = (
    "Rectory Lawn\nA sundial stands in the middle of the lawn, and somebody has left a silver "
    "sixpence on its plate. The rectory's garden door is north. A gate in the hedge leads "
    "east.",
    R("rectory lawn", "n e", coin=True),
)
HAYLOFT = (
    "Hayloft\nA ladder leads down to the stable. A loading door on the east side swings open "
    "over the yard, fifteen feet below. The only other way is a plank walk, west, to the "
    "granary loft.",
    R("hayloft", "down w"),
)
VESTIBULE = (
    "Bank Vestibule\nMarble, brass and a smell of floor polish. The strongroom door stands "
    "open to the east. The banking hall is south.",
    R("bank vestibule", "e s", leads={"e": "strongroom"}),
)
STRONGROOM = (
    "Strongroom\nThe door you came through, to the west, has swung shut behind you and locked "
    "itself with a sound like a full stop. There is no other door. The shelves are bare: no "
    "coin in here, whatever the stories say.",
    R("strongroom", "w", locked="w"),
)
SALOON_BAR = (
    "Saloon Bar\nHorse brasses, a hissing fire and a barmaid polishing glasses. The cellar "
    "steps go down behind the bar, and the door to the yard is west.",
    R("saloon bar", "down w"),
)
GUTTER = (
    "Fish Street\nThe street runs east and west between the smokehouses. Something round "
    "glints in the gutter: a coin, by the look of it.",
    R("fish street", "e w", coin=True),
)


def kennel_yard(padlocked: bool) -> tuple:
    if padlocked:
        gate = "The gate to the south is padlocked."
        reading = R("kennel yard", "s n", locked="s", leads={"n": "whelping shed"})
    else:
        gate = (
            "The gate to the south is not padlocked any more: someone has taken the padlock "
            "away, and the gate hangs shut on its latch."
        )
        reading = R("kennel yard", "s n", closed="s", leads={"n": "whelping shed"})
    return (
        f"Kennel Yard\nHounds bay from the runs on either side. {gate} The whelping shed is north.",
        reading,
    )


WHELPING = (
    "Whelping Shed\nStraw, a heat lamp and a sleeping bitch with six pups. The only way out "
    "is south.",
    R("whelping shed", "s"),
)
CELLAR_PASSAGE = (
    "Cellar Passage\nBarrels line the walls. The passage turns here: the coal hole is east, "
    "and the cellar steps are south.",
    R("cellar passage", "e s", leads={"e": "coal hole"}),
)
COAL_HOLE = (
    "Coal Hole\nNothing here but coal dust and a broken shovel. No coin, no key, nothing. The "
    "only way out is west.",
    R("coal hole", "w"),
)

WALKS = [
    item(
        LIFT_LOBBY,
        "w",
        CORRIDOR,
        notes="the lift doors open on an empty shaft (no exit north); in the corridor the "
        "numbered doors are given no compass direction (no fact), the fire hose end is no way "
        "west: east visited and initial (all_visited)",
    ),
    item(
        LAWN,
        "examine sundial",
        ("The sundial says it is later than you think.", K("none")),
        "wait",
        (
            "A magpie drops onto the sundial, snatches up the sixpence and flaps away over "
            "the hedge with it.",
            R(None, "n e"),
        ),
        notes="the sixpence a magpie carries off is no longer here (read as the lawn again "
        "without it): no coin; the garden door north and the gate east are exits",
    ),
    item(
        HAYLOFT,
        "search hay",
        ("You turn the hay over for some time. No coin, no needle, nothing but hay.", K("none")),
        notes="a search that finds no coin; the loading door opens over a drop (no exit east); "
        "the ladder leads down (outside the vocabulary); the plank walk west is the way",
    ),
    item(
        VESTIBULE,
        "e",
        STRONGROOM,
        actions=[],
        notes="the door swung shut and locked behind the player: west is the only exit, "
        "locked (closed), visited and initial; nothing sensible can be done (only a locked "
        "door: no action, the README's rule; the derivation's way back through a locked door "
        "is not what a person does)",
    ),
    item(
        SALOON_BAR,
        "ask barmaid about coin",
        ("'Not in here, love,' says the barmaid. 'Try the cellar.'", K("none")),
        notes="a barmaid's word that the coin is not here: no coin; the cellar steps go down "
        "(outside the vocabulary); the yard door west is the way",
    ),
    item(
        GUTTER,
        "examine coin",
        (
            "It isn't a coin at all. It's a brass button off somebody's coat.",
            R(None, "e w"),
        ),
        notes="what looked like a coin is a button (read as the street again without a coin): "
        "no coin; the street runs east and west",
    ),
    item(
        kennel_yard(padlocked=True),
        "n",
        WHELPING,
        "s",
        kennel_yard(padlocked=False),
        notes="the yard again: the gate 'not padlocked any more ... hangs shut on its latch' is "
        "closed, not locked: open it; north visited",
    ),
    item(
        CELLAR_PASSAGE,
        "e",
        COAL_HOLE,
        notes="'No coin, no key, nothing.': no coin; the only way out, west, is visited and "
        "initial (all_visited)",
    ),
]

SINGLE = [
    item(
        "You are in the public bar. The Crown and Sixpence is quiet on a Monday; a "
        "crown-and-anchor board hangs beside the dartboard. The snug is through a door to the "
        "west. The street door, south, is locked for the night.",
        R("public bar", "w s", locked="s", leads={"w": "snug"}),
        notes="'Crown and Sixpence' is an inn's name and crown-and-anchor a dice game: no coin; "
        "west open, south locked",
    ),
    item(
        "Boot Hall\nMuddy boots stand in pairs along a rack. Three doors lead out of the boot "
        "hall, north, south and west. None of them is locked, though the south one is closed.",
        R("boot hall", "n s w", closed="s"),
        notes="'None of them is locked, though the south one is closed': north and west open, "
        "south closed (open it)",
    ),
    item(
        "Playroom\nA rocking horse, a dolls' house, and on the east wall a door drawn in chalk, "
        "with a chalk handle and a chalk keyhole. The real door is south, and it is open.",
        R("playroom", "s"),
        notes="a door drawn in chalk is no exit; the real door south is open",
    ),
    item(
        "Half Crown Point\nThe headland ends here in a cliff, and there is no way down to the "
        "south, only gulls and spray. A path runs north along the gorse, and another east to "
        "the coastguard cottages.",
        R("half crown point", "n e"),
        notes="'Half Crown Point' is a headland's name, no coin; the cliff south is no way; "
        "north and east are paths",
    ),
    item(
        "Loading Bay\nA delivery van is backed up to the dock, NO COINS LEFT IN THIS VEHICLE "
        "OVERNIGHT stencilled across its doors. The roller door to the north is up. The dock "
        "office is west, and its door is locked.",
        R("loading bay", "n w", locked="w"),
        notes="a stencilled notice about coins is no coin; a roller door that is up is open; "
        "the office door west locked",
    ),
    item(
        "You're in Northgate. Despite the name there is no gate, and you can't go north: the "
        "old town wall closes the street off at that end. The street runs on east and west.",
        R("northgate", "e w"),
        notes="a name with a compass word; 'you can't go north' is no exit north; east and "
        "west are",
    ),
    item(
        "Snow has drifted over every way but one: the track to the south, where it lies only "
        "knee-deep. Nothing else shows above it but a fence post.",
        R(None, "s"),
        notes="no room named (null); every way but one filled with snow: only south is an exit",
    ),
    item(
        "Amusements\nA fruit machine winks and chirps by the entrance, INSERT COIN flashing on "
        "its screen. The pier runs on south. The arcade door, east, is shut.",
        R("amusements", "s e", closed="e"),
        notes="INSERT COIN on a machine is no coin; the pier south is open, the arcade door "
        "east shut (closed)",
    ),
    item(
        "Cart Shed\nThe doors came off years ago: there is no door to the west any more, only "
        "the gap where it hung, and you can walk straight out through it. The back wall, east, "
        "is solid.",
        R("cart shed", "w"),
        notes="'no door to the west any more ... you can walk straight out through it' is an "
        "open way west; the solid back wall is no exit",
    ),
    item(
        "Records Office\nA plan of the building is framed on the north wall, and it shows a "
        "door in that wall, just where the plan hangs. The wall itself has no such thing: "
        "plaster and a radiator. The only door is south.",
        R("records office", "s"),
        notes="a door on a plan that the wall does not have is no exit; the only door is south "
        "(its state not given: open)",
    ),
    item(
        "Porch\nThere are two doors here, north and east. Neither is locked; neither is open, "
        "either.",
        R("porch", "n e", closed="n e"),
        notes="'Neither is locked; neither is open' makes both doors closed, not locked: open "
        "either",
    ),
    item(
        "Taproom\nSawdust, settles and a smell of spilt ale. A crumpled ten-shilling note lies "
        "under one of the stools. Doors lead north and west; the north one is locked.",
        R("taproom", "n w", locked="n"),
        notes="a ten-shilling note is paper money, not a coin (the second round's banknote); "
        "north locked; go west",
    ),
]

ITEMS = WALKS + SINGLE
