"""prose, fortieth round: plain prose as people write their own small games, and the coin games'
rooms told again in ordinary words. Five walks (1-4 turns) through a primary school after hours
in the second person (the school hall with "The door to the staff room, north, is shut.", a
corridor east and the main doors south "locked for the night"; a staff room with a twenty-cent
coin on the draining board; a corridor; a classroom whose windows look north onto the playing
field): "The staff room door is shut. A notice on it says STAFF ONLY.", "You open the staff room
door.", "You pick up the twenty-cent coin.", "The main doors are locked. The caretaker locks them
at six.", a return with the school bell; single rooms: the coin games' rooms paraphrased ("A door
leads east, it is shut. You can go west. Something shiny lies on the floor: a coin.", "There's a
door to the north; it's open.", "Two ways out: north and west. The west door is locked.",
"Exits: south (door, closed), east.", "To the south is a closed gate."), and rooms in plain prose
with doors named by material, by room and by direction, states in the same sentence or the next,
plural doors, the passive, and coins mentioned in passing (a forest edge, a fishing boat's deck,
a photocopier room, a hen house, a station platform, the back of a shop, a narrowing cave, the
battlements, a tack room whose saddle-room door is found locked, a cellar whose trapdoor is
opened). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the school: School Hall n Staff Room (door shut at first; the coin), e Corridor, s the
# main doors (locked); Corridor e Classroom.


def hall(staff_open: bool = False) -> tuple:
    state = "open" if staff_open else "shut"
    return (
        "You're in the school hall. Chairs are stacked along the walls, and the stage curtains "
        f"are drawn. The door to the staff room, north, is {state}. A corridor runs off to the "
        "east, and the main doors, south, are locked for the night.",
        R("school hall", "n e s", closed="" if staff_open else "n", locked="s"),
    )


def staff_room(coin: bool = True) -> tuple:
    text = (
        "You're in the staff room. It smells of instant coffee, and there's a tin of biscuits "
        "on every table."
    )
    if coin:
        text += " Someone has left a twenty-cent coin on the draining board."
    text += " The only door is to the south."
    return (text, R("staff room", "s", coin=coin))


def corridor(event: str = "") -> tuple:
    extra = f" {event}" if event else ""
    return (
        "You're in the corridor. Coat pegs line both walls, each with a child's name over it. "
        f"The hall is west, and the classroom at the far end is east.{extra}",
        R("corridor", "w e"),
    )


CLASSROOM = (
    "You're in the classroom. Paintings of sunflowers are pinned up everywhere, and the little "
    "chairs are up on the tables. Through the windows to the north you can see the playing "
    "field. The only way out is the door to the corridor, west.",
    R("classroom", "w"),
)

ITEMS = [
    item(
        hall(),
        "north",
        ("The staff room door is shut. A notice on it says STAFF ONLY.", K("refused")),
        notes="a refusal at a shut door: north refused and closed; the main doors locked",
    ),
    item(
        hall(),
        "open north",
        ("You open the staff room door.", K("opened")),
        "north",
        staff_room(),
        "take coin",
        ("You pick up the twenty-cent coin.", K("took")),
        "south",
        hall(staff_open=True),
        notes="the coin taken and back in the hall: north visited, east unvisited",
    ),
    item(
        hall(),
        "east",
        corridor(),
        "east",
        CLASSROOM,
        "west",
        corridor("The bell rings for the end of break, though there's nobody to hear it."),
        notes="a return to the corridor: both ways visited; the windows are no way",
    ),
    item(
        CLASSROOM,
        "west",
        corridor(),
        "west",
        hall(),
        notes="a walk begun in the classroom: east visited and the way back; north shut, south "
        "locked",
    ),
    item(
        hall(),
        "south",
        ("The main doors are locked. The caretaker locks them at six.", K("refused")),
        "east",
        corridor(),
        notes="a refusal at the locked main doors, left behind in the hall",
    ),
    # ---- the coin games' rooms, said in plain words
    item(
        "Kitchen. A door leads east, it is shut. You can go west. Something shiny lies on the "
        "floor: a coin.",
        R("kitchen", "e w", closed="e", coin=True),
        notes="the coin game's kitchen paraphrased: east closed, west open, a coin",
    ),
    item(
        "You are in the pantry. There's a door to the north; it's open. Nothing else here.",
        R("pantry", "n"),
        notes="one open door north and nothing else",
    ),
    item(
        "This is the laundry. Two ways out: north and west. The west door is locked.",
        R("laundry", "n w", locked="w"),
        notes="counting the ways, then the state in the next sentence: west locked",
    ),
    item(
        "Bedroom\nThere's a bed, a wardrobe, and a coin on the rug.\nExits: south (door, "
        "closed), east.",
        R("bedroom", "s e", closed="s", coin=True),
        notes="a coin on the rug; south behind a closed door, east open",
    ),
    item(
        "You stand in the backyard. To the south is a closed gate, and the kitchen is north of "
        "you. The lawn needs mowing.",
        R("backyard", "s n", closed="s"),
        notes="a closed gate south, the kitchen north; no coin",
    ),
    # ---- plain prose rooms
    item(
        "Forest Edge\nThe meadow slopes away to the south, and a narrow path disappears north "
        "into the trees. Somewhere a woodpecker is drumming.",
        R("forest edge", "s n"),
        notes="the meadow south and the path north are both ways",
    ),
    item(
        "You're on the foredeck. Nets are heaped by the rail, and the fishing boat rolls gently "
        "at her mooring. The wheelhouse door, to the east, has been left open, and a hatch leads "
        "down into the hold.",
        R("foredeck", "e d"),
        notes="the passive 'has been left open': east open; down is outside the vocabulary",
    ),
    item(
        "You're in the photocopier room. The machine is jammed again and blinking at you. "
        "There's a shelf of paper, a box of toner and, on the floor beside the bin, a penny. "
        "The door out to the office is west.",
        R("photocopier room", "w", coin=True),
        notes="a penny mentioned in passing inside a longer sentence is a coin",
    ),
    item(
        "You're in the hen house. Straw, feathers and a dozen indignant hens. The little door "
        "you'd need to crawl through to reach the run is bolted; the proper door is south.",
        R("hen house", "s"),
        notes="the pop-hole to the run has no direction; the proper door south",
    ),
    item(
        "You're on platform 2. The waiting room is east, but its door is closed against the "
        "wind. The footbridge is west. A train isn't due for forty minutes.",
        R("platform 2", "e w", closed="e"),
        notes="the door's state in a clause of its own: east closed; west the footbridge",
    ),
    item(
        "You're in the storeroom behind the shop, among boxes of crisps and crates of "
        "lemonade. The shop is north through a bead curtain. The double doors to the west, "
        "which open onto the loading bay, are locked.",
        R("storeroom", "n w", locked="w"),
        notes="plural doors locked: west closed, no open; north through a curtain",
    ),
    item(
        "Narrow Passage\nThe cave narrows here until you have to turn sideways. The passage "
        "goes on to the north and widens again to the south. A single coin glints in a crack "
        "in the rock at the height of your eyes.",
        R("narrow passage", "n s", coin=True),
        notes="a coin in a crack at eye height is within reach: take it",
    ),
    item(
        "You stand on the battlements. The wind tugs at your cloak. The tower door, north, is "
        "open; the stair down to the courtyard is south. Between the merlons you can see the "
        "whole valley to the east.",
        R("battlements", "n s"),
        notes="the valley east is a view, not a way",
    ),
    item(
        (
            "You're in the tack room. Saddles sit on their racks, and bridles hang from hooks "
            "along the wall. The yard is south, and the door to the saddle store is east.",
            R("tack room", "s e"),
        ),
        "east",
        ("You try the saddle store door, but it's locked.", K("refused", "locked")),
        notes="a door whose state was not given, found locked: east refused and closed, no open",
    ),
    item(
        (
            "You're in the cellar. It's cold and smells of apples. A trapdoor in the ceiling "
            "leads up to the kitchen. The coal store is north; its door is closed.",
            R("cellar", "u n", closed="n"),
        ),
        "open north",
        ("You drag the coal store door open. Coal dust drifts out.", K("opened")),
        notes="the door opened: north now open; up is outside the vocabulary",
    ),
]
