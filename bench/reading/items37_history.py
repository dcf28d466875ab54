"""history, thirty-seventh round: 2-5 turn walks (eight returning to a room) on three small
symmetric tree maps, each printed in a manner no earlier walk used: a Trans-Siberian station told by
telegram ("STATION HALL STOP", "EXITS NORTH PLATFORM STOP EAST BUFFET STOP SOUTH BAGGAGE ROOM DOOR
SHUT STOP WEST STATIONMASTER OFFICE DOOR LOCKED STOP", "ONE KOPEK COIN ON SCALES STOP"; "SOUTH DOOR
SHUT STOP OPEN IT FIRST STOP", "DOOR OPENED STOP", "WEST DOOR LOCKED STOP STATIONMASTER ASLEEP WITH
KEY STOP", "KOPEK TAKEN STOP", "NO WAY NORTH STOP RAILS AND THEN SIBERIA STOP"), a college seen by
the player, a jackdaw ("THE QUAD\nYou strut across the lawn where only fellows may walk.", "A
sixpence lies on the counter, winking at you."; "You fly at the library door and bounce off. Shut.",
"You hook your beak in the latch and pull. The library door swings open.", "You peck at the chapel
door. Locked. The Dean has seen to that.", "You snatch up the sixpence.", "You fly into the
panelling."), and a speakeasy in the text layer of a point-and-click game ("[ THE BAR ]", "Hotspots:
stage door (north, open) · dressing room door (east, closed) · street door (south, locked) ·
cloakroom curtain (west)", "a coin on the dressing table"; "WALK TO dressing room door\n\"It's
closed,\" you say.", "OPEN dressing room door", "WALK TO street door", "PICK UP coin\nIt's a
dime."); coins taken, doors refused, opened and walked through, locked doors refused, a refusal at a
way that is none, refusals left in an earlier room; moves spelled `n`, `e`, `s`, `w`, `north`,
`south`, `east`, `west`, `go north`, `head west`, `walk north`, `walk south`, `walk east`, `walk
west`, `step south`, `open south`, `open east`, `take coin`, `pick up coin`. The walks are printed
from one map each by functions, so a room reads the same on every visit; where two walks end in the
same room in the same state, the last text carries an event of that turn or differs by a door's
state or the reply the walk ends on. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, telegrams: Station Hall n Platform, e Buffet, s Baggage Room (door shut at first;
# the kopek), w Stationmaster's Office (locked, never entered); Platform e Water Tower.
def hall(door_open: bool = False) -> tuple:
    door = "OPEN" if door_open else "SHUT"
    return (
        "STATION HALL STOP\n"
        "SAMOVAR BOILING STOP PASSENGERS ASLEEP ON BENCHES STOP\n"
        f"EXITS NORTH PLATFORM STOP EAST BUFFET STOP SOUTH BAGGAGE ROOM DOOR {door} STOP WEST "
        "STATIONMASTER OFFICE DOOR LOCKED STOP",
        R(
            "station hall",
            "n e s w",
            closed="" if door_open else "s",
            locked="w",
            leads={"n": "platform", "e": "buffet", "s": "baggage room"},
        ),
    )


def platform() -> tuple:
    return (
        "PLATFORM STOP\nSNOW ON RAILS STOP NO TRAIN TILL THURSDAY STOP\n"
        "EXITS SOUTH HALL STOP EAST WATER TOWER STOP",
        R("platform", "s e", leads={"e": "water tower"}),
    )


def water_tower() -> tuple:
    return (
        "WATER TOWER STOP\nICICLES ON TANK STOP PUMP FROZEN STOP\nEXIT WEST ONLY STOP",
        R("water tower", "w"),
    )


def buffet() -> tuple:
    return (
        "BUFFET STOP\nBORSCHT COLD STOP TEA HOT STOP\nEXIT WEST ONLY STOP",
        R("buffet", "w"),
    )


def baggage(coin: bool = True) -> tuple:
    kopek = "ONE KOPEK COIN ON SCALES STOP\n" if coin else ""
    return (
        f"BAGGAGE ROOM STOP\nTRUNKS AND A GOOSE IN A CAGE STOP\n{kopek}EXIT NORTH ONLY STOP",
        R("baggage room", "n", coin=coin),
    )


# ---- map B, a jackdaw: The Quad n Hall, e Library (door shut at first), s Porters' Lodge,
# w Chapel (locked, never entered); Hall w Buttery (the sixpence); Porters' Lodge s Street
# (gate locked, never entered).
def quad(door_open: bool = False) -> tuple:
    door = "stands open now" if door_open else "is shut"
    return (
        "THE QUAD\n"
        "You strut across the lawn where only fellows may walk. The hall's great door, north, "
        f"stands open. The library door, east, {door}. The porters' lodge is south, through "
        "the arch. The chapel door, west, is locked, and has been since the Dean found you in "
        "the chapel.",
        R(
            "the quad",
            "n e s w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "hall", "e": "library", "s": "porters' lodge", "w": "chapel"},
        ),
    )


def college_hall() -> tuple:
    return (
        "HALL\n"
        "Portraits of old men in red glare down from the panelling. You could perch on the "
        "high table if you dared. The quad is south, and the buttery door, west, is propped "
        "open with a barrel.",
        R("hall", "s w", leads={"s": "the quad", "w": "buttery"}),
    )


def buttery(coin: bool = True) -> tuple:
    six = " A sixpence lies on the counter, winking at you." if coin else ""
    return (
        f"BUTTERY\nBarrels, a counter and the smell of ale.{six} The only way out is east.",
        R("buttery", "e", coin=coin),
    )


def lodge() -> tuple:
    return (
        "PORTERS' LODGE\n"
        "Pigeonholes full of letters, and the porter asleep over his newspaper. The arch north "
        "leads into the quad. The street gate, south, is locked at this hour.",
        R("porters' lodge", "n s", locked="s", leads={"n": "the quad"}),
    )


def library() -> tuple:
    return (
        "LIBRARY\n"
        "Books chained to the shelves, and a draught that smells of dust and candle ends. The "
        "door west is the only way out.",
        R("library", "w"),
    )


# ---- map C, a point-and-click's text layer: The Bar n Stage, e Dressing Room (door closed at
# first; the coin), s Street (locked, never entered), w Cloakroom.
VERBS = "Verbs: WALK TO  OPEN  PICK UP  LOOK AT"


def bar(door_open: bool = False) -> tuple:
    door = "open" if door_open else "closed"
    return (
        "[ THE BAR ]\n"
        "Lou polishes a glass that's already clean.\n"
        f"Hotspots: stage door (north, open) · dressing room door (east, {door}) · street door "
        "(south, locked) · cloakroom curtain (west) · Lou\n"
        f"{VERBS}",
        R("the bar", "n e s w", closed="" if door_open else "e", locked="s"),
    )


def stage() -> tuple:
    return (
        "[ THE STAGE ]\n"
        "A drum kit, and a piano with a cigarette burn on every key.\n"
        "Hotspots: stage door (south, open) · spotlight · piano\n"
        f"{VERBS}",
        R("the stage", "s"),
    )


def dressing_room(coin: bool = True) -> tuple:
    dime = " · a coin on the dressing table" if coin else ""
    return (
        "[ DRESSING ROOM ]\n"
        "A mirror ringed with bulbs, half of them dead, and a feather boa over the chair.\n"
        f"Hotspots: door (west, open) · mirror · boa{dime}\n"
        f"{VERBS}",
        R("dressing room", "w", coin=coin),
    )


def cloakroom() -> tuple:
    return (
        "[ CLOAKROOM ]\n"
        "Fur coats on hooks, and a cloakroom girl asleep on her stool.\n"
        "Hotspots: curtain (east) · coats · ticket book\n"
        f"{VERBS}",
        R("cloakroom", "e"),
    )


ITEMS = [
    # ---- map A: telegrams ----
    item(
        hall(),
        "s",
        ("SOUTH DOOR SHUT STOP OPEN IT FIRST STOP", K("refused")),
        "open south",
        ("DOOR OPENED STOP", K("opened")),
        "s",
        baggage(),
        "take coin",
        ("KOPEK TAKEN STOP", K("took")),
        notes="telegrams: the shut baggage room door refused, opened and walked through; the "
        "kopek taken; the one exit north is the way in: all visited, go north",
    ),
    item(
        hall(),
        "n",
        platform(),
        "e",
        water_tower(),
        "w",
        also(platform(), "TRAIN WHISTLE FAR OFF STOP"),
        "s",
        hall(),
        notes="a loop by the platform and the water tower back to the first room: north "
        "visited; east unvisited (go east), the baggage room door shut (open south), the "
        "office locked",
    ),
    item(
        buffet(),
        "w",
        hall(),
        "w",
        ("WEST DOOR LOCKED STOP STATIONMASTER ASLEEP WITH KEY STOP", K("refused")),
        notes="begun in the buffet; the stationmaster's locked door refused: refused(west); "
        "east visited and initial; go north or open south",
    ),
    item(
        platform(),
        "north",
        ("NO WAY NORTH STOP RAILS AND THEN SIBERIA STOP", K("refused")),
        "south",
        hall(),
        "east",
        buffet(),
        "west",
        also(hall(), "BELL RINGS FOR TEA STOP"),
        notes="a refusal on the platform left behind; the buffet seen and the hall again: "
        "north visited and initial, east visited, the office locked: open south",
    ),
    item(
        baggage(),
        "take coin",
        ("KOPEK TAKEN STOP", K("took")),
        "north",
        hall(door_open=True),
        "north",
        platform(),
        "east",
        water_tower(),
        notes="begun in the baggage room (its kopek taken); on to the water tower, whose one "
        "exit west is the way in: all visited, go west",
    ),
    item(
        hall(),
        "e",
        buffet(),
        "w",
        also(hall(), "STATIONMASTER SNORING STOP"),
        "open south",
        ("DOOR OPENED STOP", K("opened")),
        "s",
        baggage(),
        "take coin",
        ("KOPEK TAKEN STOP COLD AS ICE STOP", K("took")),
        notes="the buffet and back, the baggage room door opened, the kopek taken: the room's "
        "one exit north is the way in: all visited, go north",
    ),
    item(
        water_tower(),
        "west",
        platform(),
        "south",
        hall(),
        "south",
        ("SOUTH DOOR SHUT STOP", K("refused")),
        notes="begun at the water tower; in the hall the shut baggage room door refused: "
        "refused(south); north visited and initial; open south or go east",
    ),
    # ---- map B: a jackdaw ----
    item(
        quad(),
        "east",
        ("You fly at the library door and bounce off. Shut.", K("refused")),
        "open east",
        ("You hook your beak in the latch and pull. The library door swings open.", K("opened")),
        "east",
        library(),
        notes="a jackdaw: the shut library door refused, opened by its beak and entered; the "
        "one door west is the way in: all visited, go west",
    ),
    item(
        quad(),
        "north",
        college_hall(),
        "west",
        buttery(),
        "take coin",
        ("You snatch up the sixpence. It is the best thing you have ever owned.", K("took")),
        notes="through the hall to the buttery; the sixpence taken: its one way east is the "
        "way in: all visited, go east",
    ),
    item(
        lodge(),
        "n",
        quad(),
        "w",
        ("You peck at the chapel door. Locked. The Dean has seen to that.", K("refused")),
        notes="begun in the lodge; the chapel door refused as locked: refused(west); south "
        "visited and initial; go north or open east",
    ),
    item(
        quad(),
        "walk south",
        lodge(),
        "walk south",
        ("You flap against the street gate. Locked for the night.", K("refused")),
        "n",
        also(quad(), "A bell rings for dinner somewhere."),
        notes="the street gate refused in the lodge (a refusal left behind); back in the quad "
        "south is visited: go north or open east; the chapel locked",
    ),
    item(
        buttery(),
        "take coin",
        ("You snatch up the sixpence and hold it tight in your beak.", K("took")),
        "east",
        college_hall(),
        "south",
        quad(),
        "east",
        ("You fly at the library door. Shut, still.", K("refused")),
        notes="begun in the buttery, the sixpence taken; in the quad the shut library door "
        "refused: refused(east); north visited and initial; open east or go south",
    ),
    item(
        library(),
        "head west",
        quad(door_open=True),
        "go north",
        college_hall(),
        "step south",
        also(quad(door_open=True), "A fellow in a gown flaps his sleeve at you and misses."),
        notes="begun in the library; back in the quad east and north are visited, east the way "
        "in; the chapel locked: go south",
    ),
    item(
        quad(),
        "n",
        college_hall(),
        "e",
        ("You fly into the panelling. It's oak, and harder than it looks.", K("refused")),
        notes="in the hall a flight east into the panelling (no exit) refused: refused(east); "
        "south visited and initial; go west",
    ),
    # ---- map C: a point-and-click's text layer ----
    item(
        bar(),
        "walk east",
        ('WALK TO dressing room door\n"It\'s closed," you say. "Doors usually are."', K("refused")),
        "open east",
        ("OPEN dressing room door\nThe dressing room door creaks open.", K("opened")),
        "walk east",
        dressing_room(),
        "pick up coin",
        ("PICK UP coin\nIt's a dime. Ten cents richer.", K("took")),
        notes="a point-and-click's text layer: the dressing room door refused, opened, walked "
        "through; the coin (a dime) taken; the one door west is the way in: go west",
    ),
    item(
        bar(),
        "walk north",
        stage(),
        "walk south",
        also(bar(), "The trumpet player tunes up, badly."),
        "walk west",
        cloakroom(),
        notes="the stage and back, then the cloakroom, whose one way east is the way in: all "
        "visited, go east",
    ),
    item(
        cloakroom(),
        "east",
        bar(),
        "south",
        (
            'WALK TO street door\n"Locked. Lou locks it when the cops are on the block."',
            K("refused"),
        ),
        notes="begun in the cloakroom; the street door refused as locked: refused(south); west "
        "visited and initial; go north or open east",
    ),
    item(
        stage(),
        "south",
        bar(),
        "west",
        cloakroom(),
        "east",
        also(bar(), "Somebody drops a tray in the kitchen."),
        "east",
        ('WALK TO dressing room door\n"Closed. Still."', K("refused")),
        notes="a loop by the cloakroom; the dressing room door refused: refused(east); north and "
        "west visited, north the way in; the street door locked: open east",
    ),
    item(
        dressing_room(),
        "pick up coin",
        ("PICK UP coin\nIt's a dime, warm from the bulbs.", K("took")),
        "west",
        bar(door_open=True),
        "north",
        stage(),
        "south",
        also(bar(door_open=True), "Lou looks at the clock and sighs."),
        notes="begun in the dressing room (its coin taken); in the bar east and north are "
        "visited, east the way in; the street door locked: go west",
    ),
    item(
        bar(),
        "north",
        stage(),
        "walk west",
        ('WALK TO west\n"There\'s nothing that way but bricks."', K("refused")),
        notes="on the stage a walk west (no exit) refused: refused(west); the stage's one way "
        "south is the way in: all visited, go south",
    ),
]
