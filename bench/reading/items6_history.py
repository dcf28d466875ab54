"""history, sixth round: 2-8 turn walks on three small symmetric maps, each printed in one
manner the earlier rounds' walks did not use (an Adventuron-like pithead in capitals with
"Exits:" and "You see:", a Discworld-like village with "There are three obvious exits: ...", an
Inform 6 house with a closed study door and a locked front door), so a room reads the same on
every visit; loops back to rooms already seen, a door opened then walked through, a coin taken
on the way, refusals in the middle; moves spelled `exit west`, `East`, `w.`, `walk n`, `head to
the north`, `travel w`, `GO N`, `go e`, `N.`, `run north`, `step s`, `move w`. Where two walks end
in the same room, the last text carries an event of that turn. What a person reads in each text
is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map P (Adventuron-like): Pithead n Winding House, Pithead e Lamp Room, Lamp Room s Powder
# Store (coin), Winding House w Engine Shed (sliding door, closed).
PITHEAD = (
    "PITHEAD\nThe headframe towers black against the sky. Coal dust lies on everything.\n"
    "Exits: north, east.",
    R("pithead", "n e"),
)
LAMP = (
    "LAMP ROOM\nRacks of safety lamps, most of them empty.\nExits: west, south.",
    R("lamp room", "w s"),
)
POWDER = (
    "POWDER STORE\nA low brick room with a lead-lined door.\nExits: north.\nYou see: a rusty "
    "pick, a gold sovereign.",
    R("powder store", "n", coin=True),
)
POWDER_BARE = (
    "POWDER STORE\nA low brick room with a lead-lined door.\nExits: north.\nYou see: a rusty pick.",
    R("powder store", "n"),
)
WINDING = (
    "WINDING HOUSE\nThe great drum and its cable are still. A sliding door to the west is "
    "closed.\nExits: south, west.",
    R("winding house", "s w", closed="w"),
)
WINDING_OPEN = (
    "WINDING HOUSE\nThe great drum and its cable are still. A sliding door to the west is "
    "open.\nExits: south, west.",
    R("winding house", "s w"),
)
SHED = (
    "ENGINE SHED\nA tank engine sits cold on its rails.\nExits: east.",
    R("engine shed", "e"),
)

# map V (Discworld-like): Village Green n Church Porch, Village Green e Smithy Lane, Village
# Green w Duck Pond, Smithy Lane n Forge (coin).
GREEN = (
    "Village Green\nThe grass is cropped short by geese. A maypole leans at the centre.\n"
    "There are three obvious exits: north, east and west.",
    R("village green", "n e w"),
)
PORCH = (
    "Church Porch\nNotices about the harvest supper flap on the board.\nThere is one obvious "
    "exit: south.",
    R("church porch", "s"),
)
LANE = (
    "Smithy Lane\nThe lane is rutted and smells of hot iron.\nThere are two obvious exits: "
    "north and west.",
    R("smithy lane", "n w"),
)
FORGE = (
    "Forge\nThe hearth glows. Horseshoes hang from a nail.\nThere is one obvious exit: south.\n"
    "A bronze coin is lying by the anvil.",
    R("forge", "s", coin=True),
)
FORGE_BARE = (
    "Forge\nThe hearth glows. Horseshoes hang from a nail.\nThere is one obvious exit: south.",
    R("forge", "s"),
)
POND = (
    "Duck Pond\nDucks paddle among the reeds.\nThere is one obvious exit: east.",
    R("duck pond", "e"),
)

# map H (Inform 6): Hall n Study (door, closed), Hall e Dining Room, Hall s front door
# (locked), Dining Room n Butler's Pantry (coin).
HALL = (
    "Hall\nA chequered floor and a stag's head. The study door, north, is closed; the front "
    "door, south, is locked. An archway leads east.",
    R("hall", "n s e", closed="n", locked="s"),
)
HALL_OPEN = (
    "Hall\nA chequered floor and a stag's head. The study door, north, is open; the front "
    "door, south, is locked. An archway leads east.",
    R("hall", "n s e", locked="s"),
)
DINING = (
    "Dining Room\nThe long table is laid for twelve. You can go west or north.",
    R("dining room", "w n"),
)
PANTRY = (
    "Butler's Pantry\nSilver in baize-lined drawers. The only way is south.\n\nYou can see "
    "a florin here.",
    R("butler's pantry", "s", coin=True),
)
PANTRY_BARE = (
    "Butler's Pantry\nSilver in baize-lined drawers. The only way is south.",
    R("butler's pantry", "s"),
)
STUDY = (
    "Study\nA desk, a lamp, a smell of pipe smoke. The door south is open.",
    R("study", "s"),
)

ITEMS = [
    item(PITHEAD, "East", LAMP, "step s", POWDER, notes="a sovereign in the powder store."),
    item(
        PITHEAD,
        "go e",
        LAMP,
        "south",
        POWDER,
        "get sovereign",
        ("TAKEN.", K("took")),
        notes="the coin taken: the only exit is the way back north.",
    ),
    item(
        PITHEAD,
        "e",
        LAMP,
        "s",
        POWDER,
        "get sovereign",
        ("OK.", K("took")),
        "n",
        LAMP,
        "w",
        PITHEAD,
        notes="back at the pithead: east visited, north not.",
    ),
    item(
        PITHEAD,
        "GO N",
        WINDING,
        "exit west",
        ("THE SLIDING DOOR IS CLOSED.", K("refused", "closed")),
        notes="a refusal at the closed sliding door: refused west.",
    ),
    item(
        PITHEAD,
        "GO N",
        WINDING,
        "open west",
        ("YOU HEAVE THE SLIDING DOOR OPEN.", K("opened")),
        "w.",
        SHED,
        notes="the door opened, walked through; the shed's one exit leads back.",
    ),
    item(
        PITHEAD,
        "GO N",
        WINDING,
        "open west",
        ("YOU HEAVE THE SLIDING DOOR OPEN.", K("opened")),
        "w.",
        SHED,
        "East",
        WINDING_OPEN,
        "S",
        also(PITHEAD, "A WHISTLE BLOWS SOMEWHERE BELOW."),
        notes="a loop back to the pithead: north visited, east not.",
    ),
    item(
        PITHEAD,
        "N",
        WINDING,
        "S",
        PITHEAD,
        "E",
        LAMP,
        "S",
        POWDER_BARE,
        notes="the powder store without a coin (someone else's game): a dead end, all visited.",
    ),
    item(
        GREEN,
        "go w",
        POND,
        "e",
        GREEN,
        "walk n",
        PORCH,
        notes="a dead end after a loop: south is the way back.",
    ),
    item(
        GREEN,
        "head to the north",
        PORCH,
        "step s",
        GREEN,
        "travel w",
        POND,
        "move e",
        also(GREEN, "A goose hisses at you."),
        notes="a loop: north and west visited, east not yet (go east).",
    ),
    item(
        GREEN,
        "go e",
        LANE,
        "run north",
        FORGE,
        notes="a coin by the anvil.",
    ),
    item(
        GREEN,
        "go e",
        LANE,
        "run north",
        FORGE,
        "take coin",
        ("You take the bronze coin.", K("took")),
        "s",
        LANE,
        notes="back in the lane: north visited, west the way first entered.",
    ),
    item(
        GREEN,
        "e",
        LANE,
        "e",
        ("You cannot go that way.", K("refused")),
        "n",
        FORGE_BARE,
        notes="a refusal left in the lane; the forge without a coin.",
    ),
    item(
        GREEN,
        "w",
        POND,
        "e",
        GREEN,
        "n",
        PORCH,
        "s",
        GREEN,
        "e",
        LANE,
        "w",
        also(GREEN, "The church clock strikes three."),
        notes="every exit of the green visited: all visited, the first room (any way).",
    ),
    item(
        HALL,
        "south",
        ("The front door is locked, and the key is not yours.", K("refused", "locked")),
        "e",
        also(DINING, "Somewhere upstairs a door bangs."),
        notes="a refusal left in the hall; the hall is west (initial), north unexplored.",
    ),
    item(
        HALL,
        "e",
        DINING,
        "n",
        PANTRY,
        "get florin",
        ("Taken.", K("took")),
        "s",
        DINING,
        "w",
        HALL,
        notes="back in the hall: east visited; the closed study door and the locked front "
        "door (open north).",
    ),
    item(
        HALL,
        "e",
        DINING,
        "w",
        HALL,
        "south",
        ("The front door is locked.", K("refused", "locked")),
        notes="the locked front door refused after a loop: south refused, north closed, east "
        "visited (open north).",
    ),
    item(
        HALL,
        "open north",
        ("You open the study door.", K("opened")),
        "n",
        STUDY,
        "s",
        HALL_OPEN,
        notes="back from the study: north visited, east not; south locked.",
    ),
    item(
        HALL,
        "e",
        DINING,
        "n",
        PANTRY_BARE,
        "s",
        DINING,
        notes="the pantry bare: north visited, west first entered: all visited (go west).",
    ),
    item(
        HALL,
        "e",
        DINING,
        "n",
        PANTRY,
        notes="a florin in the butler's pantry.",
    ),
    item(
        HALL,
        "open north",
        ("You open the study door.", K("opened")),
        "n",
        STUDY,
        "s",
        HALL_OPEN,
        "e",
        also(DINING, "The grandfather clock in the hall wheezes and strikes."),
        notes="the study seen, then east: the dining room's north unexplored.",
    ),
]
