"""refusal, seventh round: the common replies of real parsers and MUD drivers to a blocked
move, after an ordinary room: Scott Adams's "I can't go in that direction.", ADRIFT's "You
can't move in that direction.", Quest's "You can't go there.", Alan's "You can't go in that
direction.", Inform's "You can't, since the ... is closed.", "The front door is locked.", a
refusal after a door is named closed in the room, a refusal then an open that works, two
refusals in a row, a refused move toward a way the room lists as a closed gate. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "You're in a narrow glen. Paths lead north and east.",
            R("narrow glen", "n e"),
        ),
        "go west",
        ("There is no way to go that direction.", K("refused")),
        notes="Colossal Cave's refusal: refused(west); the room keeps north and east; 'You're "
        "in a narrow glen' names `narrow glen` (Adventure's own manner, the adjective kept as "
        "Scott Adams's rooms keep theirs)",
    ),
    item(
        (
            "Outside Grate\nA steel grate is set into the hillside to the east. It is "
            "locked. A path leads west.",
            R("outside grate", "e w", locked="e"),
        ),
        "east",
        ("You can't go through a locked steel grate!", K("refused", "locked")),
        notes="Colossal Cave's reply at the locked grate: refused(east), locked; the person "
        "goes west",
    ),
    item(
        (
            "You are in the hall. You can go north or south.",
            R("hall", "n s"),
        ),
        "go east",
        ("You can't go east.", K("refused")),
        notes="a plain 'You can't go east.': refused(east)",
    ),
    item(
        (
            "Bell Tower\nThe great bell hangs silent above you. A stair leads down, and a "
            "doorway opens to the north.",
            R("bell tower", "d n"),
        ),
        "west",
        ("You can't go in that direction.", K("refused")),
        notes="Alan's refusal: refused(west); the person goes north",
    ),
    item(
        (
            "Front Hall\nA coat stand and a grandfather clock. The front door, to the south, "
            "is closed. A passage leads north.",
            R("front hall", "s n", closed="s"),
        ),
        "south",
        ("You can't, since the front door is closed.", K("refused", "closed")),
        notes="Inform 7's refusal naming a closed door: refused(south), closed; the person "
        "opens it or goes north",
    ),
    item(
        (
            "Porch\nA wooden porch with a swing seat. The front door is to the north. Steps go "
            "down to the path to the west.",
            R("porch", "n w"),
        ),
        "north",
        ("The front door is locked. You'll need a key.", K("refused", "locked")),
        notes="a door whose state the room did not give turns out locked: refused(north), "
        "closed, no open; the person goes west",
    ),
    item(
        (
            "Stairwell\nConcrete stairs and a fire door to the east, which is closed. The "
            "corridor continues west.",
            R("stairwell", "e w", closed="e"),
        ),
        "east",
        ("The fire door is closed.", K("refused", "closed")),
        "open fire door",
        ("You open the fire door.", K("opened", "e")),
        notes="refused at the closed fire door, then opened: the refusal is cleared",
    ),
    item(
        (
            "Meadow\nLong grass and buttercups. A stile to the north leads into the wood; the "
            "farm track runs east.",
            R("meadow", "n e"),
        ),
        "south",
        ("You can't go that way.\n\n>", K("refused")),
        "west",
        ("You can't go that way.\n\n> ", K("refused")),
        notes="two refusals in a row: refused(south) and refused(west)",
    ),
    item(
        (
            "Churchyard\nGravestones lean at odd angles. The lych-gate to the west is closed. "
            "The church door is north.",
            R("churchyard", "w n", closed="w"),
        ),
        "west",
        ("The lych-gate is closed.", K("refused", "closed")),
        notes="refused at the closed lych-gate: refused(west), closed",
    ),
    item(
        (
            "Cellar\nBarrels line the walls. The steps go up to the kitchen. There is a low "
            "door to the east.",
            R("cellar", "u e"),
        ),
        "north",
        (
            "You can't go that way.\n\nCellar\nBarrels line the walls. The steps go up to the "
            "kitchen. There is a low door to the east.",
            Both(K("refused"), R("cellar", "u e")),
        ),
        notes="a refusal and the room again in one text: refused(north); the person goes east",
    ),
    item(
        (
            "Orchard\nApple trees in rows. A gate in the wall to the south is closed. A path "
            "leads east.",
            R("orchard", "s e", closed="s"),
        ),
        "south",
        ("The gate is locked, and it won't budge.", K("refused", "locked")),
        notes="a gate the room gave as closed turns out locked: refused(south), no open; the "
        "person goes east",
    ),
    item(
        (
            "Lighthouse Base\nA spiral stair winds upward. The door out to the rocks is to the "
            "west.",
            R("lighthouse base", "u w"),
        ),
        "east",
        ("There's a solid wall in the way.", K("refused")),
        notes="'There's a solid wall in the way.': refused(east)",
    ),
    item(
        (
            "Hotel Corridor\nA long carpeted corridor. Room 12 is to the north; its door is "
            "shut. The lift is to the west.",
            R("hotel corridor", "n w", closed="n"),
        ),
        "north",
        ("You'll need to open the door first.", K("refused", "closed")),
        "east",
        ("There is only a wall that way.", K("refused")),
        notes="the door north refused (closed), then a move east into the wall: both refused; "
        "north is closed and unexplored, so the person opens it (or takes the lift west)",
    ),
    item(
        (
            "Bridge Control\nScreens flicker. The airlock door to the east is closed. A hatch "
            "leads aft, to the south.",
            R("bridge control", "e s", closed="e"),
        ),
        "east",
        ("The airlock door is closed.", K("refused", "closed")),
        notes="refused at the closed airlock door: refused(east), closed; the person opens "
        "it or goes south",
    ),
    item(
        (
            "You are in Tanner's Lane. It runs north and south between high walls.",
            R("tanner's lane", "n s"),
        ),
        "east",
        ("The wall is too high to climb.", K("refused")),
        notes="a move east answered by the wall: refused(east)",
    ),
    item(
        (
            "Boat House\nA rowing boat is moored at the landing stage to the south. The lawn "
            "is north.",
            R("boat house", "n s"),
        ),
        "west",
        ("You can't go that way. You'd only get wet.", K("refused")),
        notes="a move west refused: refused(west)",
    ),
    item(
        (
            "Garden Gate\nA wooden gate leads east into the garden; it is closed. The road is "
            "west.",
            R("garden gate", "e w", closed="e"),
        ),
        "east",
        (
            "You try the wooden gate, but it is locked. You rattle it; it stays shut.",
            K("refused", "locked"),
        ),
        notes="a move east answered by the gate's lock: refused(east), locked; go west",
    ),
    item(
        (
            "Muddy Field\nThe mud sucks at your boots. The gate is north and a ditch runs "
            "along the east side.",
            R("muddy field", "n"),
        ),
        "east",
        ("You'd fall in the ditch.", K("refused")),
        notes="the ditch is no exit; the move east refused: refused(east)",
    ),
    item(
        (
            "Wine Shop\nBottles everywhere. The street door is south, and a door marked "
            "PRIVATE is to the west.",
            R("wine shop", "s w"),
        ),
        "go down",
        ("You can't go down from here.", K("refused")),
        notes="a refused 'go down' (outside the vocabulary) gives no fact; the PRIVATE door "
        "west is an exit whose state is not given",
    ),
    item(
        (
            "Attic Landing\nLow rafters. A door to the north is open; the stairs lead down.",
            R("attic landing", "n d"),
        ),
        "south",
        ("You can't go that way.\n", K("refused")),
        "look",
        (
            "Attic Landing\nLow rafters. A door to the north is open; the stairs lead down.\n"
            "A spider drops from the rafters on a thread.",
            R("attic landing", "n d"),
        ),
        notes="a look after the refusal shows the room again: the refusal stands "
        "(refused(south)), north open",
    ),
]
