"""mud, thirty-sixth round: a village police house in a ROM-like MUD whose exit line is braced
("{Exits: north (east) (west)}", a closed door in parentheses, as ROM marks it) and whose prompt
ends every text ("<52hp 90ma 110mv>"). Six walks (1-6 turns): a Front Office with the
constable's kitchen north through a doorway and the cell east and the interview room west behind
doors; a Constable's Kitchen whose back door east is shut at first; a Back Yard with a pump; a
Bicycle Shed where "A worn copper penny lies among the oily rags."; an Interview Room. Replies:
"The interview room door is closed.", "You open the interview room door.", "The back door is
closed.", "You open the back door.", "The cell door is locked. Through the grille a drunk snores
on the bench." (a door the exit line gave only as closed), "You get a worn copper penny.",
returns with an event (a police whistle, a cockerel). Single rooms in other MUD manners: LP's
"There are three obvious exits: north, east and west." over "Two copper pennies.", Diku's exit
list with destinations and "Pantry (closed)", IRE's "You see exits leading north (closed door),
east, and west (locked door).", a mangle that refuses a move with the wash house printed again
(Both), newbie channel talk about the coin in the police house on a village green, a corner
shop's GOBSTOPPERS 2p EACH and a till being counted, "Ways on: north, south (door shut)",
"[x2] A tarnished florin lies here.", a milkman who drops a coin and goes, a MOO's "[north] to
Box Room (door shut)", Evennia's "Pantry(#88)" with "3 silver coins", a ford too deep after the
rain, a wine cellar whose only compass way is locked, a scullery whose back door is "on the
latch". What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<52hp 90ma 110mv> "


def say(line: str) -> str:
    """A reply as the MUD prints it, the prompt after it."""
    return f"{line}\n\n{PROMPT}"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn between it and the prompt."""
    text, reading = step
    body = text[: -len(PROMPT)]
    return (f"{body}{line}\n{PROMPT}", reading)


# The police house (a tree): Front Office n Constable's Kitchen, e Cell (door, locked), w
# Interview Room (door, closed); Kitchen e Back Yard (the back door, closed at first); Back Yard n
# Bicycle Shed (a penny).
def office() -> tuple:
    return (
        "Front Office\n"
        "  A varnished counter splits the room in two, with a brass bell on it and a poster "
        "about the Colorado beetle pinned up behind. The constable's kitchen is through the "
        "doorway to the north; the cell is east and the interview room west, each behind a "
        "stout door.\n"
        "{Exits: north (east) (west)}\n"
        f"{PROMPT}",
        R(
            "front office",
            "n e w",
            closed="e w",
            leads={"n": "constable's kitchen", "w": "interview room"},
        ),
    )


def kitchen(door_open: bool = False) -> tuple:
    exits = "south east" if door_open else "south (east)"
    return (
        "Constable's Kitchen\n"
        "  A range, a kettle on the hob and a pair of boots drying on newspaper. The back door "
        "is east; the office is south.\n"
        f"{{Exits: {exits}}}\n"
        f"{PROMPT}",
        R("constable's kitchen", "s e", closed="" if door_open else "e"),
    )


def yard() -> tuple:
    return (
        "Back Yard\n"
        "  Cobbles, a mangle and a pump with a tin cup chained to it. The bicycle shed is "
        "north, and the back door leads west into the kitchen.\n"
        "{Exits: north west}\n"
        f"{PROMPT}",
        R("back yard", "n w", leads={"n": "bicycle shed"}),
    )


def shed(coin: bool = True) -> tuple:
    penny = "A worn copper penny lies among the oily rags.\n" if coin else ""
    return (
        "Bicycle Shed\n"
        "  The constable's bicycle leans on its stand, oiled and shining, beside a tin of "
        "puncture patches.\n"
        "{Exits: south}\n"
        f"{penny}{PROMPT}",
        R("bicycle shed", "s", coin=coin),
    )


def interview_room() -> tuple:
    return (
        "Interview Room\n"
        "  Two chairs, a table with a tin ashtray on it, and a window too high to see out of.\n"
        "{Exits: east}\n"
        f"{PROMPT}",
        R("interview room", "e"),
    )


def to_the_shed() -> tuple:
    """Front Office to the Bicycle Shed, the back door opened on the way."""
    return (
        office(),
        "n",
        kitchen(),
        "e",
        (say("The back door is closed."), K("refused", "closed")),
        "open east",
        (say("You open the back door."), K("opened")),
        "e",
        yard(),
        "n",
        shed(),
    )


ITEMS = [
    # ---- walks on the police house ----
    item(
        office(),
        "w",
        (say("The interview room door is closed."), K("refused", "closed")),
        "open west",
        (say("You open the interview room door."), K("opened")),
        "w",
        interview_room(),
        notes='ROM\'s "(west)": a closed door, refused, opened, walked through; the interview '
        "room's one way is the way back east",
    ),
    item(
        *to_the_shed(),
        notes='the back door refused, opened and walked through; "A worn copper penny lies '
        'among the oily rags.": a coin here',
    ),
    item(
        *to_the_shed(),
        "get penny",
        (say("You get a worn copper penny."), K("took")),
        notes="the penny taken; the shed's only way, south, is the way back, visited",
    ),
    item(
        office(),
        "e",
        (
            say("The cell door is locked. Through the grille a drunk snores on the bench."),
            K("refused", "locked"),
        ),
        notes="the exit line gave the cell door only as closed; the refusal says it is locked "
        "(no open); the interview room door west is closed (open it), the kitchen north open",
    ),
    item(
        office(),
        "n",
        kitchen(),
        "s",
        also(office(), "A police whistle shrills somewhere down the street."),
        notes="back in the first room: north visited; both doors in parentheses are closed, "
        "neither known to be locked: open either",
    ),
    item(
        yard(),
        "n",
        shed(),
        "get coin",
        (say("You get a worn copper penny."), K("took")),
        "s",
        also(yard(), "Somewhere a cockerel crows, late as usual."),
        notes="a walk begun in the yard; the penny taken; back in the yard the back door west "
        "(open in the exit line) is unexplored",
    ),
    # ---- single rooms ----
    item(
        "Cottage Kitchen\n"
        "A low kitchen with a flagged floor and hams hanging from the beams. The door to the "
        "north is shut tight against the cold.\n"
        "    There are three obvious exits: north, east and west.\n"
        "Two copper pennies.",
        R("cottage kitchen", "n e w", closed="n", coin=True),
        notes='LP\'s manner: three exits, the north door shut; "Two copper pennies." on a '
        "line of their own lie here",
    ),
    item(
        "Farmhouse Kitchen\n"
        "   A scrubbed table, a dresser and a dog asleep under the range.\n"
        "Obvious exits:\n"
        "north - Wash House\n"
        "east  - Pantry (closed)\n"
        "west  - Orchard\n",
        R(
            "farmhouse kitchen",
            "n e w",
            closed="e",
            leads={"n": "wash house", "e": "pantry", "w": "orchard"},
        ),
        notes='Diku\'s exit list with destinations; "(closed)" on the pantry: open it; no coin',
    ),
    item(
        "Parlour.\n"
        "A horsehair sofa faces a cold grate, and the clock on the mantelpiece has stopped at "
        "ten to four.\n"
        "You see exits leading north (closed door), east, and west (locked door).",
        R("parlour", "n e w", closed="n", locked="w"),
        notes="IRE's exit sentence: north closed, west locked (no open), east open; no coin",
    ),
    item(
        (
            "Wash House\n"
            "  Steam, a copper on the boil and a mangle as big as a loom.\n"
            "[Exits: north east]\n",
            R("wash house", "n e"),
        ),
        "west",
        (
            "You walk into the mangle. There's no way west.\n\n"
            "Wash House\n"
            "  Steam, a copper on the boil and a mangle as big as a loom.\n"
            "[Exits: north east]\n",
            Both(K("refused"), R("wash house", "n e")),
        ),
        notes="the refusal and the room printed again in one text: west refused (no exit "
        "there); north and east open; the copper is a boiler",
    ),
    item(
        "[Newbie] Kipper: where's the coin in the police house??\n"
        "[Newbie] Mags: bike shed, round the back\n\n"
        "Village Green\n"
        "  A triangle of grass with a pump, a bench and the war memorial. Lanes go off in every "
        "direction.\n"
        "[Exits: north east south west]\n",
        R("village green", "n e s w"),
        notes="channel talk about a coin in another place puts no coin here; four exits",
    ),
    item(
        "Corner Shop\n"
        "  Jars of sweets on every shelf, and a card in the window: GOBSTOPPERS 2p EACH.\n"
        "[Exits: south]\n"
        "Mrs Patel is here, counting the day's change into the till.",
        R("corner shop", "s"),
        notes="a price on a card and change counted into a till are no coin lying here; south "
        "is the way out",
    ),
    item(
        "Long Garden\n"
        "  A cinder path between the runner beans, with the privy at the far end.\n"
        "Ways on: north, south (door shut)",
        R("long garden", "n s", closed="s"),
        notes="an exit line that marks the shut door: south closed (open it), north open",
    ),
    item(
        "Coal Yard\n"
        "  Sacks of coal stacked against the wall, and black dust on everything.\n"
        "[Exits: east west]\n"
        "[x2] A tarnished florin lies here.",
        R("coal yard", "e w", coin=True),
        notes='"[x2]" counts two florins lying here: coins',
    ),
    item(
        "Front Step\n"
        "  A whitened step and a boot scraper, with the front door to the north.\n"
        "[Exits: north south]\n"
        "The milkman drops a coin on the step and hurries off south, whistling.",
        R("front step", "n s", coin=True),
        notes="the milkman drops a coin and leaves without it: it lies here (the sixth "
        "round's call)",
    ),
    item(
        "Back Bedroom\n"
        "A brass bedstead and a washstand with a jug on it.\n"
        "Obvious exits: [east] to Landing, [north] to Box Room (door shut)",
        R("back bedroom", "e n", closed="n", leads={"e": "landing", "n": "box room"}),
        notes="a MOO's exit line: north behind a shut door (open it), east to the landing",
    ),
    item(
        "Pantry(#88)\n"
        "Stone shelves, a meat safe and a string of onions.\n"
        "Exits: east, down\n"
        "You see: a sack of flour, a crock of butter and 3 silver coins",
        R("pantry", "e d", coin=True),
        notes='Evennia\'s heading drops its dbref; "3 silver coins" lie here; down is no '
        "word of the vocabulary",
    ),
    item(
        "Ford\n"
        "  The lane runs down into the brook here, but the ford is far too deep after the "
        "rain. A plank footbridge crosses to the north, and the lane climbs the hill to the "
        "west.\n"
        "[Exits: north west]\n",
        R("ford", "n w"),
        notes="not a house; the flooded ford is no way of its own; the footbridge north and the "
        "lane west are the exits the line gives",
    ),
    item(
        "Wine Cellar\n"
        "  Racks of dusty bottles and a smell of cork. The cellar steps go up to the kitchen, "
        "and an iron door in the south wall is locked; the squire keeps the key.\n"
        "[Exits: up south]\n",
        R("wine cellar", "u s", locked="s"),
        notes="the only compass way is behind a locked door and the other way is up: no action",
    ),
    item(
        "Scullery\n"
        "  A stone sink under a pump, and pails upside down on the draining board. The back "
        "door, east, is on the latch, and the kitchen is west.\n"
        "[Exits: east west]\n"
        "A silver threepenny bit lies by the sink.",
        R("scullery", "e w", closed="e", coin=True),
        notes='"on the latch" is closed (the sixth round\'s call); the threepenny bit lies '
        "here: take it",
    ),
]
