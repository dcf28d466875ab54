"""history, thirty-fourth round: 2-6 turn walks (ten returning to a room) on three small symmetric
tree maps of houses, each printed in a manner no earlier walk used. Map A, a terraced house's ground
floor in a hobbyist's game that frames each room's name and lists its ways as a table ("╔══ BACK
KITCHEN ══╗", " north : Passage (doorway)", " south : Yard (door SHUT)", "Items : 1 x penny (1911)";
replies "* The door is SHUT. Try OPEN.", "* You open the door.", "* LOCKED. No key.", "* No exit
that way.", "* You take the penny. (1/1)"). Map B, a cottage in rhyming couplets ("You're in the
parlour, snug and small; / a clock is ticking on the wall. / The kitchen's north, the way is clear;
/ the bedroom door, east, is shut, I fear."; "The bedroom door is shut, you see; / you'll have to
open it, not me.", "You walk into the wall, and ow! / There's no way there. Try elsewhere now.",
"You take the shilling, bright and round; / it's the best thing that you've ever found."). Map C, a
mansion flat shown by an estate agent ("ENTRANCE HALL\n'So this is the entrance hall,' says Mr
Pryce. ...", "'Ah, that door's shut. Do open it, it doesn't bite.'", "'Locked, I'm afraid. The key's
back at the office.'", "'That's a wall, I'm afraid. Load-bearing, too.'", "'Go on, pocket it.' You
pocket the pound coin."). Coins taken, doors refused, opened and walked through, locked doors
refused, refusals in the middle and at the end, a refusal left in an earlier room; moves spelled
`n`, `e`, `s`, `w`, `go north`, `go west`, `north`, `east`, `walk north`, `head east`, `move south`,
`open w`, `open s`, `open east`, `open west`, `get penny`, `take shilling`, `pick up coin`. The
walks are printed from one map each by functions, so a room reads the same on every visit; where two
walks end in the same room in the same state, the last text carries an event of that turn. What a
person reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A: a terraced house in a framed table. Back Kitchen n Passage (doorway), e Scullery
# (door open), s Yard (back door, shut at first); Passage n front door (locked), w Front Parlour
# (door, shut at first; the penny); Yard e Coal House.
def framed(name: str, what: str, ways: list[tuple[str, str, str]], items: str = "none") -> str:
    lines = "\n".join(f"  {d:<5} : {dest:<13} ({state})" for d, dest, state in ways)
    return f"╔══ {name.upper()} ══╗\n{what}\n{lines}\nItems : {items}"


def back_kitchen(back_open: bool = False) -> tuple:
    return (
        framed(
            "Back Kitchen",
            "Black range, scrubbed table, rag rug.",
            [
                ("north", "Passage", "doorway"),
                ("east", "Scullery", "door open"),
                ("south", "Yard", "door open" if back_open else "door SHUT"),
            ],
        ),
        R(
            "back kitchen",
            "n e s",
            closed="" if back_open else "s",
            leads={"n": "passage", "e": "scullery", "s": "yard"},
        ),
    )


def passage(parlour_open: bool = False) -> tuple:
    return (
        framed(
            "Passage",
            "Brown lino and a hallstand.",
            [
                ("north", "Street", "front door LOCKED"),
                ("south", "Back Kitchen", "doorway"),
                ("west", "Front Parlour", "door open" if parlour_open else "door SHUT"),
            ],
        ),
        R(
            "passage",
            "n s w",
            closed="" if parlour_open else "w",
            locked="n",
            leads={"n": "street", "s": "back kitchen", "w": "front parlour"},
        ),
    )


def front_parlour(coin: bool = True) -> tuple:
    return (
        framed(
            "Front Parlour",
            "The best room: aspidistra, antimacassars, a clock under a glass dome.",
            [("east", "Passage", "door open")],
            "1 x penny (1911)" if coin else "none",
        ),
        R("front parlour", "e", coin=coin, leads={"e": "passage"}),
    )


def scullery() -> tuple:
    return (
        framed("Scullery", "Copper, mangle, stone sink.", [("west", "Back Kitchen", "door open")]),
        R("scullery", "w", leads={"w": "back kitchen"}),
    )


def yard() -> tuple:
    return (
        framed(
            "Yard",
            "Flagstones and a washing line.",
            [("north", "Back Kitchen", "door open"), ("east", "Coal House", "open")],
        ),
        R("yard", "n e", leads={"n": "back kitchen", "e": "coal house"}),
    )


def coal_house() -> tuple:
    return (
        framed("Coal House", "Coal, and a great deal of it.", [("west", "Yard", "open")]),
        R("coal house", "w", leads={"w": "yard"}),
    )


A_SHUT = ("* The door is SHUT. Try OPEN.", K("refused", "closed"))
A_OPEN = ("* You open the door.", K("opened"))
A_LOCKED = ("* LOCKED. No key.", K("refused", "locked"))
A_NONE = ("* No exit that way.", K("refused"))
A_PENNY = ("* You take the penny. (1/1)", K("took"))


# ---- map B: a cottage in rhyming couplets. Parlour n Kitchen, e Bedroom (door, shut at
# first); Kitchen w Pantry (the shilling).
def parlour(bedroom_open: bool = False) -> tuple:
    door = "stands open here" if bedroom_open else "is shut, I fear"
    return (
        "Parlour\nYou're in the parlour, snug and small;\na clock is ticking on the wall.\nThe "
        f"kitchen's north, the way is clear;\nthe bedroom door, east, {door}.",
        R(
            "parlour",
            "n e",
            closed="" if bedroom_open else "e",
            leads={"n": "kitchen", "e": "bedroom"},
        ),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nYou're in the kitchen, where the kettle sings.\nThe parlour's south. The "
        "pantry's west, with its shelves of things\n(its door is open). North, a window and the "
        "sea:\nyou cannot walk through glass, so let it be.",
        R("kitchen", "s w", leads={"s": "parlour", "w": "pantry"}),
    )


def pantry(coin: bool = True) -> tuple:
    shelf = (
        "And look: upon the shelf\na silver shilling lies all by itself."
        if coin
        else "The shelf is bare:\nno shilling now is lying there."
    )
    return (
        "Pantry\nYou're in the pantry, cool and neat,\nwith jars of jam and a side of meat.\nThe "
        f"only door is east. {shelf}",
        R("pantry", "e", coin=coin, leads={"e": "kitchen"}),
    )


def bedroom() -> tuple:
    return (
        "Bedroom\nYou're in the bedroom; the bed is made.\nThe door is west. The window's "
        "shade\nis drawn on the south, and there's no way\nbut west, to where the parlour fires "
        "play.",
        R("bedroom", "w", leads={"w": "parlour"}),
    )


B_SHUT = (
    "The bedroom door is shut, you see;\nyou'll have to open it, not me.",
    K("refused", "closed"),
)
B_OPEN = ("You open the bedroom door. It creaks\nas if it hasn't moved for weeks.", K("opened"))
B_WALL = ("You walk into the wall, and ow!\nThere's no way there. Try elsewhere now.", K("refused"))
B_TOOK = (
    "You take the shilling, bright and round;\nit's the best thing that you've ever found.",
    K("took"),
)


# ---- map C: a mansion flat shown by an estate agent. Entrance Hall n Kitchen, w Reception
# Room (door, shut at first), s front door (locked); Kitchen e Utility (the pound coin);
# Reception Room n bedroom (locked).
def entrance_hall(reception_open: bool = False) -> tuple:
    door = (
        "the reception room's to the west, door open as you see"
        if reception_open
        else "the reception room's to the west -- door's shut, just to keep the heat in"
    )
    return (
        "ENTRANCE HALL\n'So this is the entrance hall,' says Mr Pryce, the agent. 'Lovely "
        f"original tiles. Kitchen's straight through to the north, {door} -- and the front "
        "door, south, I've locked, because the lock's a bit temperamental.'",
        R(
            "entrance hall",
            "n w s",
            closed="" if reception_open else "w",
            locked="s",
            leads={"n": "kitchen", "w": "reception room"},
        ),
    )


def flat_kitchen() -> tuple:
    return (
        "KITCHEN\n'Kitchen! Newly fitted. The hall is south, through there,' he says, pointing, "
        "'and the little door east is the utility, which is open. Mind the step.'",
        R("kitchen", "s e", leads={"s": "entrance hall", "e": "utility"}),
    )


def utility(coin: bool = True) -> tuple:
    line = (
        " He stops. 'And look, a pound coin on the floor. The last tenants must have dropped "
        "it. Finders keepers, I'd say.'"
        if coin
        else ""
    )
    return (
        "UTILITY\n'Utility room. Plumbed for a washer. Only the one door, west.'" + line,
        R("utility", "w", coin=coin, leads={"w": "kitchen"}),
    )


def reception_room() -> tuple:
    return (
        "RECEPTION ROOM\n'And the reception room. South-facing bay -- that's the window, not a "
        "way out, obviously. The door we came in by is east, and the door on the north side goes "
        "to the bedroom, but the vendor's locked it. There's a dog in there.'",
        R("reception room", "e n", locked="n", leads={"e": "entrance hall"}),
    )


C_SHUT = ("'Ah, that door's shut. Do open it, it doesn't bite.'", K("refused", "closed"))
C_OPEN = ("'There we are.' The door to the reception room swings open.", K("opened"))
C_LOCKED = ("'Locked, I'm afraid. The key's back at the office.'", K("refused", "locked"))
C_WALL = ("'That's a wall, I'm afraid. Load-bearing, too.'", K("refused"))
C_TOOK = ("'Go on, pocket it.' You pocket the pound coin.", K("took"))

ITEMS = [
    # ---- map A: the terraced house ----
    item(
        back_kitchen(),
        "n",
        passage(),
        "w",
        A_SHUT,
        "open w",
        A_OPEN,
        "w",
        front_parlour(),
        "get penny",
        A_PENNY,
        notes="the parlour door refused, opened and walked through, the penny taken: the "
        "parlour's one way east is the way in: go back east",
    ),
    item(
        back_kitchen(),
        "e",
        scullery(),
        "w",
        back_kitchen(),
        "n",
        passage(),
        "s",
        back_kitchen(),
        notes="the scullery and the passage visited from the first room and back: north and "
        "east visited; the back door south still SHUT and never tried: open south",
    ),
    item(
        back_kitchen(),
        "open s",
        A_OPEN,
        "s",
        yard(),
        "e",
        coal_house(),
        "w",
        yard(),
        "n",
        back_kitchen(back_open=True),
        notes="through the back door to the coal house and back to the first room: south "
        "visited; north and east not yet",
    ),
    item(
        back_kitchen(),
        "go north",
        passage(),
        "go north",
        A_LOCKED,
        notes="the locked front door refused: refused north (no action); the parlour door west "
        "SHUT and not yet tried: open west; south the way in",
    ),
    item(
        back_kitchen(),
        "w",
        A_NONE,
        "e",
        scullery(),
        notes="a refusal left in the back kitchen; the scullery's one door west is the way in: "
        "go back west",
    ),
    item(
        back_kitchen(),
        "east",
        scullery(),
        "west",
        back_kitchen(),
        "open s",
        A_OPEN,
        "south",
        yard(),
        "east",
        coal_house(),
        "west",
        yard(),
        notes="six turns: both yard ways visited, the first entry from the north: go back north",
    ),
    item(
        back_kitchen(),
        "n",
        passage(),
        "open w",
        A_OPEN,
        "w",
        front_parlour(),
        "get penny",
        A_PENNY,
        "e",
        passage(parlour_open=True),
        "s",
        also(back_kitchen(), "A coal cart rumbles past in the street."),
        notes="the penny taken and back to the first room: north visited; east open and the "
        "back door south SHUT, neither tried: go east or open south",
    ),
    # ---- map B: the cottage in couplets ----
    item(
        parlour(),
        "east",
        B_SHUT,
        "open east",
        B_OPEN,
        "east",
        bedroom(),
        notes="refused at the shut door, opened, walked through: the bedroom's one way west is "
        "the way in: go back west; the window south is no way",
    ),
    item(
        parlour(),
        "north",
        kitchen(),
        "west",
        pantry(),
        "take shilling",
        B_TOOK,
        notes="the shilling taken in the pantry: its one door east is the way in: go back east",
    ),
    item(
        parlour(),
        "north",
        kitchen(),
        "west",
        pantry(),
        "take shilling",
        B_TOOK,
        "east",
        kitchen(),
        notes="back in the kitchen with the shilling: south and west visited, the first entry "
        "from the south: go back south; the window north is no way",
    ),
    item(
        parlour(),
        "walk north",
        kitchen(),
        "walk north",
        B_WALL,
        notes="a move at the window refused: refused north; south the way in, the pantry west "
        "not yet: go west",
    ),
    item(
        parlour(),
        "open east",
        B_OPEN,
        "head east",
        bedroom(),
        "head west",
        parlour(bedroom_open=True),
        "head north",
        also(kitchen(), "A gull goes crying over the sea."),
        notes="the bedroom and back, then the kitchen: south visited and the way in, west not "
        "yet: go west",
    ),
    item(
        parlour(),
        "n",
        kitchen(),
        "s",
        parlour(),
        notes="there and back: north visited; the bedroom door east shut and never tried: open "
        "east",
    ),
    item(
        parlour(),
        "w",
        B_WALL,
        "n",
        kitchen(),
        "w",
        pantry(),
        "take shilling",
        B_TOOK,
        "e",
        also(kitchen(), "The kettle boils, and nobody comes to see."),
        notes="a refusal left in the parlour; the kitchen after the pantry, its two ways "
        "visited: go back south",
    ),
    # ---- map C: the mansion flat with Mr Pryce ----
    item(
        entrance_hall(),
        "north",
        flat_kitchen(),
        "east",
        utility(),
        "pick up coin",
        C_TOOK,
        notes="the pound coin pocketed in the utility room: its one door west is the way in: go "
        "back west",
    ),
    item(
        entrance_hall(),
        "west",
        C_SHUT,
        "open west",
        C_OPEN,
        "west",
        reception_room(),
        notes="the reception room door refused, opened and walked through; the bedroom door "
        "north locked (no action): go back east; the bay window is no way",
    ),
    item(
        entrance_hall(),
        "move north",
        flat_kitchen(),
        "move east",
        utility(),
        "pick up coin",
        C_TOOK,
        "move west",
        flat_kitchen(),
        "move south",
        entrance_hall(),
        notes="there and back with the coin: north visited; the reception room door west shut "
        "and never tried: open west; the front door locked",
    ),
    item(
        entrance_hall(),
        "open west",
        C_OPEN,
        "go west",
        reception_room(),
        "go north",
        C_LOCKED,
        notes="the vendor's locked door refused: refused north (no action); east the way in: "
        "go back east",
    ),
    item(
        entrance_hall(),
        "south",
        C_LOCKED,
        "north",
        flat_kitchen(),
        "west",
        C_WALL,
        notes="a refusal left in the hall; a wall refused in the kitchen: refused west; south "
        "the way in, east not yet: go east",
    ),
    item(
        entrance_hall(),
        "open west",
        C_OPEN,
        "w",
        reception_room(),
        "e",
        entrance_hall(reception_open=True),
        "n",
        flat_kitchen(),
        notes="the reception room and back, then the kitchen: south visited and the way in, the "
        "utility east not yet: go east",
    ),
]
