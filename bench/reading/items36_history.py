"""history, thirty-sixth round: 2-5 turn walks (eight returning to a room) on three small
symmetric tree maps of houses, each printed in a manner no earlier walk used. Map A, a bungalow
cleaned by the player, a robot vacuum, whose game prints telemetry ("HALLWAY  [ROBO-VAC 300]",
"Doorways ... N open | E door CLOSED | S front door LOCKED | W door ajar", "Debris ..... fluff,
1 x coin (10p)", a battery line that counts down each turn; "BUMP! Obstacle: door (CLOSED). Route
blocked.", "Smart-home link: lounge door opened.", "BUMP! Obstacle: front door (LOCKED). Route
blocked.", "BUMP! Obstacle: wall.", "SUCTION ON. 1 x coin (10p) collected."). Map B, a cottage
seen by the player, Biscuit the spaniel ("KITCHEN / Smells: bacon (this morning), wellies, the
cat (recent).", "The larder door, west, is shut. You could nose it open.", "On the floor: a
penny. It smells of Grandad's pockets."; "You bump the larder door with your nose. Shut.", "You
jump up, paw the handle down, and the larder door swings open.", "You scratch at the front door.
Locked.", "You pick up the penny in your mouth. It tastes of pocket.", "You walk into the wall,
and sit down to think about it."). Map C, a manor house in a television treasure hunt whose
commentator follows the player, Sandra ("[ON SCREEN: GREAT HALL]", "the billiard room door,
east, and that one's SHUT", "the library, west, LOCKED", "the golden sovereign, lying on the
tiles"; "Oh, she's run straight into the billiard room door!", "She's got the billiard room door
open.", "The library door's LOCKED!", "That's a wall, Sandra."). Doors refused, opened and
walked through, locked doors refused, coins taken, refusals in the middle and at the end, a
refusal left in an earlier room; moves spelled `n`, `e`, `s`, `w`, `north`, `east`, `south`,
`west`, `go north`, `go east`, `go west`, `walk north`, `head south`, `open east`, `open west`,
`take coin`, `get penny`. The walks are printed from one map each by functions, so a room reads
the same on every visit (the robot vacuum's battery line aside); where two walks end in the same
room in the same state, the last text carries an event of that turn. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A: the robot vacuum's bungalow -------------------------------------------------------
# Hallway n Kitchen, e Lounge (door, closed at first), w Bathroom (door ajar), s front door
# (locked); Kitchen w Utility (a 10p coin).
def battery(turn: int) -> str:
    return f"Battery .... {100 - 3 * turn}%"


def vac_room(name: str, doorways: str, debris: str, turn: int) -> str:
    return (
        f"{name}  [ROBO-VAC 300]\nDoorways ... {doorways}\nDebris ..... {debris}\n{battery(turn)}"
    )


def vac_reply(line: str, turn: int) -> str:
    return f"{line}\n{battery(turn)}"


def hallway(turn: int, lounge_open: bool = False) -> tuple:
    lounge = "E door open" if lounge_open else "E door CLOSED"
    return (
        vac_room(
            "HALLWAY",
            f"N open | {lounge} | S front door LOCKED | W door ajar",
            "dust, a dog hair",
            turn,
        ),
        R("hallway", "n e s w", closed="" if lounge_open else "e", locked="s"),
    )


def vac_kitchen(turn: int) -> tuple:
    return (
        vac_room("KITCHEN", "S open | W open", "toast crumbs", turn),
        R("kitchen", "s w"),
    )


def utility(turn: int, coin: bool = True) -> tuple:
    debris = "fluff, 1 x coin (10p)" if coin else "fluff"
    return (vac_room("UTILITY", "E open", debris, turn), R("utility", "e", coin=coin))


def lounge(turn: int) -> tuple:
    return (vac_room("LOUNGE", "W door open", "biscuit crumbs", turn), R("lounge", "w"))


def bathroom(turn: int) -> tuple:
    return (vac_room("BATHROOM", "E door ajar", "talc", turn), R("bathroom", "e"))


def vac_bump_door(turn: int) -> tuple:
    return (
        vac_reply("BUMP! Obstacle: door (CLOSED). Route blocked.", turn),
        K("refused", "closed"),
    )


def vac_bump_front(turn: int) -> tuple:
    return (
        vac_reply("BUMP! Obstacle: front door (LOCKED). Route blocked.", turn),
        K("refused", "locked"),
    )


def vac_bump_wall(turn: int) -> tuple:
    return (vac_reply("BUMP! Obstacle: wall.", turn), K("refused"))


# ---- map B: Biscuit the spaniel's cottage -----------------------------------------------------
# Kitchen n Hall, e Garden (back door open), w Larder (door, shut at first; a penny); Hall n the
# front door (locked), w Sitting Room; Garden e a padlocked gate.
def dog_kitchen(larder_open: bool = False) -> tuple:
    larder = (
        "The larder door, west, is open."
        if larder_open
        else "The larder door, west, is shut. You could nose it open."
    )
    return (
        "KITCHEN\n"
        "Smells: bacon (this morning), wellies, the cat (recent).\n"
        "The hall is north. The back door is open, east, onto the garden. "
        f"{larder}",
        R("kitchen", "n e w", closed="" if larder_open else "w"),
    )


def larder(coin: bool = True) -> tuple:
    floor = "\nOn the floor: a penny. It smells of Grandad's pockets." if coin else ""
    return (
        "LARDER\n"
        "Smells: cheese, onions, a mouse (yesterday).\n"
        f"The kitchen is east, through the open door.{floor}",
        R("larder", "e", coin=coin),
    )


def dog_hall() -> tuple:
    return (
        "HALL\n"
        "Smells: the postman (this morning), coats, rain.\n"
        "The kitchen is south and the sitting room west. The front door, north, is locked; it "
        "only opens for letters.",
        R("hall", "s w n", locked="n"),
    )


def sitting_room() -> tuple:
    return (
        "SITTING ROOM\n"
        "Smells: Grandad, pipe smoke, the good cushion you're not allowed on.\n"
        "The hall is east. That is the only way out.",
        R("sitting room", "e"),
    )


def garden() -> tuple:
    return (
        "GARDEN\n"
        "Smells: cut grass, fox (last night!), the compost heap.\n"
        "The back door is west, open. The gate, east, has a padlock on it.",
        R("garden", "w e", locked="e"),
    )


DOG_BUMP = ("You bump the larder door with your nose. Shut.", K("refused", "closed"))
DOG_OPEN = (
    "You jump up, paw the handle down, and the larder door swings open.",
    K("opened"),
)
DOG_FRONT = (
    "You scratch at the front door. Locked. Someone will shout if you keep that up.",
    K("refused", "locked"),
)


# ---- map C: the manor in a television treasure hunt -------------------------------------------
# Great Hall n Morning Room, e Billiard Room (door, shut at first), w Library (door, locked);
# Morning Room e Conservatory (the golden sovereign).
def great_hall(billiard_open: bool = False) -> tuple:
    billiard = (
        "the billiard room door, east, standing open now"
        if billiard_open
        else "the billiard room door, east, and that one's SHUT"
    )
    return (
        "[ON SCREEN: GREAT HALL]\n"
        "And here's Sandra in the great hall, and what a hall it is. Her options: the morning "
        f"room, north, through that big open archway; {billiard}; and the library, west, "
        "LOCKED, as we told her at the start.",
        R(
            "great hall",
            "n e w",
            closed="" if billiard_open else "e",
            locked="w",
            leads={"n": "morning room", "e": "billiard room", "w": "library"},
        ),
    )


def morning_room() -> tuple:
    return (
        "[ON SCREEN: MORNING ROOM]\n"
        "Into the morning room she goes! Sunshine, chintz, and two ways out: the great hall to "
        "the south, and the conservatory, east, through a glass door that's wide open.",
        R("morning room", "s e", leads={"s": "great hall", "e": "conservatory"}),
    )


def conservatory() -> tuple:
    return (
        "[ON SCREEN: CONSERVATORY]\n"
        "The conservatory! Palms, wicker, and, oh, look down, Sandra, LOOK DOWN: the golden "
        "sovereign, lying on the tiles! The only way out is the glass door, west.",
        R("conservatory", "w", coin=True),
    )


def billiard_room() -> tuple:
    return (
        "[ON SCREEN: BILLIARD ROOM]\n"
        "The billiard room: a table, a rack of cues, stags' heads on every wall. No sovereign "
        "in here, I'm afraid, and just the one door, west.",
        R("billiard room", "w"),
    )


SHOW_BUMP = (
    "Oh, she's run straight into the billiard room door! It's SHUT, Sandra! You have to OPEN it!",
    K("refused", "closed"),
)
SHOW_OPEN = ("She's got the billiard room door open. In we go?", K("opened"))
SHOW_LOCKED = (
    "The library door's LOCKED! No way through there today, I'm afraid.",
    K("refused", "locked"),
)

ITEMS = [
    # ---- map A ----
    item(
        hallway(0),
        "n",
        vac_kitchen(1),
        "w",
        utility(2),
        notes='the robot vacuum\'s telemetry: "1 x coin (10p)" among the debris lies on the '
        "floor: take it",
    ),
    item(
        hallway(0),
        "n",
        vac_kitchen(1),
        "w",
        utility(2),
        "take coin",
        (
            vac_reply("SUCTION ON. 1 x coin (10p) collected. Bin: 1 coin.", 3),
            K("took"),
        ),
        notes="the coin taken (collected into the bin); the utility room's one doorway is the "
        "way back east",
    ),
    item(
        hallway(0),
        "east",
        vac_bump_door(1),
        "open east",
        (vac_reply("Smart-home link: lounge door opened.", 2), K("opened")),
        "east",
        lounge(3),
        notes="the closed lounge door bumped, opened and passed; the lounge's one doorway is "
        "the way back west",
    ),
    item(
        hallway(0),
        "w",
        bathroom(1),
        "e",
        hallway(2),
        "s",
        vac_bump_front(3),
        notes="back in the hallway, the front door bumped: LOCKED (no open); the bathroom "
        "visited; the lounge door closed (open it), the kitchen north unexplored",
    ),
    item(
        hallway(0),
        "go north",
        vac_kitchen(1),
        "go west",
        utility(2),
        "take coin",
        (vac_reply("SUCTION ON. 1 x coin (10p) collected. Bin: 1 coin.", 3), K("took")),
        "go east",
        vac_kitchen(4),
        "go south",
        hallway(5),
        notes="the coin taken, then back to the first room: north visited; the lounge door "
        "closed (open it), the bathroom west unexplored, the front door locked",
    ),
    item(
        hallway(0),
        "west",
        bathroom(1),
        "north",
        vac_bump_wall(2),
        notes="a wall bumped in the bathroom: north refused; the one doorway is the way back east",
    ),
    item(
        lounge(0),
        "w",
        hallway(1, lounge_open=True),
        "n",
        vac_kitchen(2),
        notes="a walk begun in the lounge: in the kitchen south is the way back, the utility "
        "room west unexplored",
    ),
    # ---- map B ----
    item(
        dog_kitchen(),
        "west",
        DOG_BUMP,
        "open west",
        DOG_OPEN,
        "west",
        larder(),
        notes="the spaniel's larder door refused, opened and walked through; \"On the floor: a "
        'penny.": take it',
    ),
    item(
        dog_kitchen(),
        "open west",
        DOG_OPEN,
        "w",
        larder(),
        "get penny",
        ("You pick up the penny in your mouth. It tastes of pocket.", K("took")),
        "e",
        dog_kitchen(larder_open=True),
        "n",
        dog_hall(),
        notes="the penny taken, through the kitchen to the hall: south visited and the way "
        "back; the sitting room west unexplored; the front door locked",
    ),
    item(
        dog_kitchen(),
        "north",
        dog_hall(),
        "west",
        sitting_room(),
        "east",
        dog_hall(),
        "north",
        DOG_FRONT,
        notes="back in the hall, the front door refused (locked, no open); every other way "
        "visited: the way back is south, to the kitchen",
    ),
    item(
        dog_kitchen(),
        "e",
        garden(),
        "e",
        ("The gate's padlocked. You sniff under it instead.", K("refused", "locked")),
        notes="the padlocked gate refused (locked, no open); the only other way, the back door "
        "west, is the way back",
    ),
    item(
        dog_kitchen(),
        "n",
        dog_hall(),
        "s",
        also(dog_kitchen(), "The fridge hums, and your bowl is still empty."),
        notes="back in the first room: the hall visited; the larder door shut (open it), the "
        "garden east unexplored",
    ),
    item(
        sitting_room(),
        "east",
        dog_hall(),
        "south",
        dog_kitchen(),
        "west",
        DOG_BUMP,
        notes="a walk begun in the sitting room; in the kitchen the larder door refused: "
        "still shut, open it; the garden east unexplored",
    ),
    item(
        dog_kitchen(),
        "east",
        garden(),
        "west",
        dog_kitchen(),
        "north",
        dog_hall(),
        "west",
        sitting_room(),
        "north",
        ("You walk into the wall, and sit down to think about it.", K("refused")),
        notes="north is a wall: refused; the sitting room's one way is the way back east",
    ),
    # ---- map C ----
    item(
        great_hall(),
        "walk north",
        morning_room(),
        "walk east",
        conservatory(),
        notes='the commentator\'s "the golden sovereign, lying on the tiles": a coin here',
    ),
    item(
        great_hall(),
        "east",
        SHOW_BUMP,
        "open east",
        SHOW_OPEN,
        "east",
        billiard_room(),
        notes="the billiard room door refused (SHUT), opened, walked through; no sovereign "
        "here; the one door is the way back west",
    ),
    item(
        great_hall(),
        "west",
        SHOW_LOCKED,
        "north",
        morning_room(),
        notes="the library's refusal was left in the great hall; in the morning room the way "
        "back is south, the conservatory east unexplored",
    ),
    item(
        great_hall(),
        "n",
        morning_room(),
        "s",
        also(great_hall(), "The studio audience groans."),
        notes="back in the first room: north visited; the billiard room door shut (open it), "
        "the library locked",
    ),
    item(
        great_hall(),
        "open east",
        SHOW_OPEN,
        "go east",
        billiard_room(),
        "go west",
        great_hall(billiard_open=True),
        "go north",
        morning_room(),
        "go west",
        ("That's a wall, Sandra. That's a wall. The crowd's loving it, mind.", K("refused")),
        notes="west of the morning room is a wall: refused; the way back is south, the "
        "conservatory east unexplored",
    ),
    item(
        billiard_room(),
        "head west",
        great_hall(billiard_open=True),
        "head west",
        SHOW_LOCKED,
        notes="a walk begun in the billiard room; the library door refused (locked); the "
        "morning room north unexplored",
    ),
]
