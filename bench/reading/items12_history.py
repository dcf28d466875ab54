"""history, twelfth round: 2-7 turn walks with loops on two small symmetric tree maps, each
room of a map written in its own wording, as if by a different hand, so that one walk reads the
exits in many shapes: map A, a rectory in an Infocom-like manner ("Doors open off this dim hall
on three sides: the study to the north (its door is ajar), the kitchen to the east, the porch to
the south.", "The larder is north of here, behind a door that is shut. There's no way out east:
that's where the range stands.", "The study's one door is south", "The front door to the south
is locked and the key is nowhere to be seen"); map B, a lighthouse island in second-person prose
("A path climbs north toward the lighthouse, and the net store's door, just to the west, is
open.", "its door, to the east, is locked for the night", "There's just the one door, to the
east."). Coins taken on the way (a gold sovereign on a blotter, a penny by a butter crock, a
shilling by a water butt), a door opened and walked through, refusals in the middle and at the
end; moves spelled `n`, `north`, `go east`, `walk west`, `head s`, `GO NORTH`, `e.`, `step
south`, `travel n`, `run e`, `move n`, `go to the south`, `leave east`, `exit west`. The walks
are printed from one map each by functions, so a room reads the same on every visit; where two
walks end in the same room, the last text carries an event of that turn. What a person reads in
each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (a rectory): Rectory Hall n Study (a sovereign), e Kitchen, s Porch (front door south,
# locked); Kitchen n Larder (through the larder door, shut at first; a penny).
def hall() -> tuple:
    text = (
        "Rectory Hall\nDoors open off this dim hall on three sides: the study to the north (its "
        "door is ajar), the kitchen to the east, the porch to the south. A barometer hangs on "
        "the west wall, its needle stuck at CHANGE."
    )
    return (
        text,
        R("rectory hall", "n e s", leads={"n": "study", "e": "kitchen", "s": "porch"}),
    )


def study(coin: bool = True) -> tuple:
    blotter = "\nOn the blotter lies a gold sovereign." if coin else ""
    text = (
        "Study\nBooks, pipe smoke, a desk under the window. The study's one door is south, "
        f"to the hall.{blotter}"
    )
    return (text, R("study", "s", coin=coin, leads={"s": "rectory hall"}))


def kitchen(door: str = "shut") -> tuple:
    text = (
        "Kitchen\nA range, a scrubbed table, copper pans on hooks. West is the hall. The larder "
        f"is north of here, behind a door that is {door}. There's no way out east: that's "
        "where the range stands."
    )
    return (
        text,
        R(
            "kitchen",
            "w n",
            closed="n" if door == "shut" else "",
            leads={"w": "rectory hall", "n": "larder"},
        ),
    )


def larder(coin: bool = True) -> tuple:
    penny = ", and a penny someone has left beside the crock" if coin else ""
    text = (
        f"Larder\nCold slate shelves hold a ham and a crock of butter{penny}. A door leads "
        "south into the kitchen, and there is no other way."
    )
    return (text, R("larder", "s", coin=coin, leads={"s": "kitchen"}))


PORCH = (
    "Porch\nCoats, boots, a walking stick with a silver band. The front door to the south is "
    "locked and the key is nowhere to be seen; the hall is north.",
    R("porch", "s n", locked="s", leads={"n": "rectory hall"}),
)


# map B (a lighthouse island): Quay n Lighthouse Yard (tower door east, locked), w Net Store;
# Lighthouse Yard w Keeper's Garden (a shilling).
QUAY = (
    "You are on the quay. Lobster pots are stacked against the harbour wall, and beyond it "
    "there's nothing but sea. A path climbs north toward the lighthouse, and the net store's "
    "door, just to the west, is open.",
    R("quay", "n w", leads={"w": "net store"}),
)
YARD = (
    "You are in the lighthouse yard. The tower rises above you; its door, to the east, is "
    "locked for the night. South, the path drops to the quay; west, a gate leads into the "
    "keeper's garden.",
    R("lighthouse yard", "e s w", locked="e", leads={"s": "quay", "w": "keeper's garden"}),
)
NET_STORE = (
    "You're in the net store, half dark and smelling of tar. There's just the one door, to the "
    "east.",
    R("net store", "e"),
)


def garden(coin: bool = True) -> tuple:
    glint = " A shilling glints by the water butt." if coin else ""
    text = (
        "You're in the keeper's garden: cabbages, a water butt, a wind-bent hawthorn. The gate "
        f"out is east.{glint}"
    )
    return (text, R("keeper's garden", "e", coin=coin))


ITEMS = [
    # ---- map A: the rectory ----
    item(
        hall(),
        "go east",
        kitchen(),
        "walk west",
        also(hall(), "The clock in the study strikes four."),
        notes="there and back: the kitchen (east) visited, no initial in the first room; north "
        "and south unvisited",
    ),
    item(
        hall(),
        "e",
        kitchen(),
        "open door",
        ("The larder door opens with a sigh of cold air.", K("opened", door="n")),
        "n",
        larder(),
        notes="a door opened by its kind and walked through; a penny by the butter crock: take it",
    ),
    item(
        hall(),
        "e",
        kitchen(),
        "open door",
        ("The larder door opens with a sigh of cold air.", K("opened", door="n")),
        "n",
        larder(),
        "take penny",
        ("You pick up the penny. It is greasy with butter.", K("took")),
        "step south",
        kitchen(door="open"),
        notes="back from the larder with the penny: both kitchen exits visited, back west "
        "(initial)",
    ),
    item(
        hall(),
        "head s",
        PORCH,
        "s",
        ("The front door is locked, and you haven't the key.", K("refused", door="locked")),
        notes="a refusal at the locked front door: south locked and refused; back north "
        "(initial, the only way left)",
    ),
    item(
        hall(),
        "north",
        study(),
        "take sovereign",
        ("Taken: one gold sovereign, still warm from the lamp.", K("took")),
        "go to the south",
        also(hall(), "Rain begins to patter against the fanlight."),
        notes="a coin taken in the study and a walk back: north visited in the first room",
    ),
    item(
        hall(),
        "GO EAST",
        kitchen(),
        "n",
        ("The larder door is shut. You'd have to open it.", K("refused", door="closed")),
        notes="a move into the shut larder door: north closed and refused; west visited and "
        "initial",
    ),
    item(
        hall(),
        "s",
        PORCH,
        "n",
        hall(),
        "n",
        study(),
        notes="a loop through the porch and back, then the study: its one exit visited, the "
        "sovereign here",
    ),
    item(
        hall(),
        "e.",
        kitchen(),
        "w.",
        hall(),
        "s.",
        PORCH,
        notes="the porch after a loop through the kitchen: north visited and initial; the "
        "front door locked",
    ),
    item(
        hall(),
        "move n",
        study(),
        "move s",
        hall(),
        "move e",
        kitchen(),
        "open north",
        ("You open the larder door.", K("opened")),
        "move n",
        also(larder(), "A mouse bolts behind the crocks."),
        notes="a walk of five moves; the larder's only exit visited; the penny here",
    ),
    item(
        hall(),
        "run e",
        kitchen(),
        "run w",
        hall(),
        "run e",
        also(kitchen(), "The range ticks as it cools."),
        notes="into the kitchen twice: west visited and initial; the larder door still shut",
    ),
    # ---- map B: the lighthouse island ----
    item(
        QUAY,
        "north",
        YARD,
        "west",
        garden(),
        notes="two moves; the garden's one exit visited; a shilling by the water butt",
    ),
    item(
        QUAY,
        "exit west",
        NET_STORE,
        "leave east",
        also(QUAY, "A gull lands on the pots and glares at you."),
        notes="there and back: the net store (west) visited, no initial; north unvisited",
    ),
    item(
        QUAY,
        "go north",
        YARD,
        "go east",
        ("The tower door is locked for the night. The keeper has the key.", K("refused")),
        notes="a refusal at the locked tower door: east closed (locked) and refused; the "
        "garden west unvisited",
    ),
    item(
        QUAY,
        "n",
        YARD,
        "w",
        garden(),
        "take shilling",
        ("You pocket the shilling.", K("took")),
        "e",
        YARD,
        notes="back from the garden: south and west visited, the tower door locked: back "
        "south (initial)",
    ),
    item(
        QUAY,
        "travel n",
        YARD,
        "travel s",
        also(QUAY, "Far out, a steamer's smoke smudges the horizon."),
        notes="there and back: north visited in the first room; the net store unvisited",
    ),
    item(
        QUAY,
        "walk west",
        NET_STORE,
        "walk east",
        QUAY,
        "walk north",
        also(YARD, "The lamp above begins to turn."),
        notes="a loop through the net store, then the yard: south visited and initial",
    ),
    item(
        QUAY,
        "w",
        NET_STORE,
        "go west",
        ("Only the wall of the store that way, and the sea beyond it.", K("refused")),
        notes="a refusal in the net store: west refused; its one exit (east) visited, initial",
    ),
    item(
        QUAY,
        "GO NORTH",
        YARD,
        "GO WEST",
        garden(),
        "GET SHILLING",
        ("Got it: one shilling.", K("took")),
        "GO EAST",
        YARD,
        "GO SOUTH",
        also(QUAY, "The tide has turned; water slaps at the steps."),
        notes="a loop to the garden for the shilling and back to the first room: north "
        "visited, west unvisited",
    ),
    item(
        QUAY,
        "go south",
        ("You'd be swimming. The quay ends at the water.", K("refused")),
        "go north",
        also(YARD, "Somewhere a shutter bangs."),
        notes="the refusal was on the quay; in the yard none stands: south visited and initial",
    ),
    item(
        QUAY,
        "w",
        NET_STORE,
        "e",
        QUAY,
        "n",
        YARD,
        "w",
        also(garden(), "The hawthorn creaks in the wind."),
        notes="a loop through the net store and on to the garden: the shilling here",
    ),
]
