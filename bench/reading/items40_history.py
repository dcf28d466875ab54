"""history, fortieth round: 2-8 turn walks (many returning to a room) on three small symmetric tree
maps, each printed as a common system or a homemade game prints it: map A, a farm cottage in Quest's
default layout ("You are in a kitchen.", "You can see a range and a kettle.", "You can go north,
east or west."; "The scullery door is shut.", "You open it.", "The back door is locked. The key was
lost years ago.", "You pick it up.", "You can't go there." and a look); map B, a dungeon in a Python
game written in an afternoon ("== GUARD ROOM ==", "Exits: north, east, west", "The north door is
locked.", "You see: a gold coin", the prompt "> "; "The door is closed.", "You open the door.", "The
door is locked.", "You picked up the gold coin.", "You can't go that way."); map C, a country
railway station in ADRIFT's manner ("Platform", "Exits are north, east and west.", "There is a
threepenny bit here."; "The waiting room door is closed.", "You open the waiting room door.", "The
lamp room door is locked.", "You take the threepenny bit.", "You can't move in that direction.").
Coins taken, doors refused, opened and walked through, locked doors refused, refusals in the middle
and at the end, refusals left in an earlier room; moves spelled `n`, `e`, `s`, `w`, `north`, `east`,
`south`, `west`, `go north`, `go east`, `go south`, `go west`, `open north`, `open south`, `open
door`, `take coin`, `get coin`. The walks are printed from one map each by functions, so a room
reads the same on every visit; where two walks end in the same room in the same state, the last text
carries an event of that turn. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, the cottage, in Quest's layout: Kitchen n Scullery (door shut at first), e Parlour,
# w the back door (locked); Parlour n Bedroom (the silver coin).


def a_kitchen(scullery_open: bool = False) -> tuple:
    state = "open" if scullery_open else "shut"
    return (
        f"You are in a kitchen.\nThe scullery door, north, is {state}. The back door, west, is "
        "locked.\nYou can see a range and a kettle.\nYou can go north, east or west.",
        R("kitchen", "n e w", closed="" if scullery_open else "n", locked="w"),
    )


A_SCULLERY = (
    "You are in a scullery.\nA stone sink stands under the window.\nYou can see a mangle.\nYou "
    "can go south.",
    R("scullery", "s"),
)
A_PARLOUR = (
    "You are in a parlour.\nThe curtains are half drawn.\nYou can see a piano and a clock.\nYou "
    "can go north or west.",
    R("parlour", "n w"),
)


def a_bedroom(coin: bool = True) -> tuple:
    seen = "a bed and a silver coin" if coin else "a bed"
    return (
        f"You are in a bedroom.\nA patchwork quilt covers the bed.\nYou can see {seen}.\nYou "
        "can go south.",
        R("bedroom", "s", coin=coin),
    )


# ---- map B, the dungeon, in a Python game: Guard Room n a locked door, e Well Room, w Kennels;
# Well Room s Treasury (door closed at first; the gold coin).

PROMPT = "\n> "


def b_guard(event: str = "") -> tuple:
    extra = f"\n{event}" if event else ""
    return (
        "== GUARD ROOM ==\nA table, two stools and a rack of spears.\nThe north door is locked."
        f"\nExits: north, east, west\nYou see: nothing{extra}{PROMPT}",
        R("guard room", "n e w", locked="n"),
    )


def b_well(south_open: bool = False) -> tuple:
    state = "open" if south_open else "closed"
    return (
        f"== WELL ROOM ==\nA deep well with a rotten bucket.\nThe south door is {state}.\n"
        f"Exits: south, west\nYou see: nothing{PROMPT}",
        R("well room", "s w", closed="" if south_open else "s"),
    )


def b_treasury(coin: bool = True) -> tuple:
    seen = "a gold coin" if coin else "nothing"
    return (
        "== TREASURY ==\nEmpty chests with their lids smashed in.\nExits: north\n"
        f"You see: {seen}{PROMPT}",
        R("treasury", "n", coin=coin),
    )


B_KENNELS = (
    f"== KENNELS ==\nStraw and old bones.\nExits: east\nYou see: nothing{PROMPT}",
    R("kennels", "e"),
)


def b_says(text: str, reading: K) -> tuple:
    return (f"{text}{PROMPT}", reading)


# ---- map C, the station, in ADRIFT's manner: Platform n Waiting Room (door closed at first; the
# threepenny bit), e Signal Box, w Goods Yard; Goods Yard n the lamp room (locked).


def c_platform(waiting_open: bool = False) -> tuple:
    state = "open" if waiting_open else "closed"
    return (
        "Platform\nA single platform with a bench and a row of milk churns. The waiting room "
        f"door, north, is {state}. The signal box is east, and the goods yard is west. The "
        "tracks are south; nobody crosses them.\n\nExits are north, east and west.",
        R("platform", "n e w", closed="" if waiting_open else "n"),
    )


def c_waiting(coin: bool = True) -> tuple:
    text = (
        "Waiting Room\nA cold grate and a timetable from last summer. The door to the platform "
        "is south.\n\nExits are south."
    )
    if coin:
        text += "\n\nThere is a threepenny bit here."
    return (text, R("waiting room", "s", coin=coin))


C_SIGNAL = (
    "Signal Box\nA row of tall levers, polished by years of hands. The steps to the platform are "
    "west.\n\nExits are west.",
    R("signal box", "w"),
)
C_YARD = (
    "Goods Yard\nA weedy siding and a cart with no horse. The lamp room door, north, is locked. "
    "The platform is east.\n\nExits are north and east.",
    R("goods yard", "n e", locked="n"),
)

ITEMS = [
    # ---- map A
    item(
        a_kitchen(),
        "east",
        A_PARLOUR,
        "north",
        a_bedroom(),
        "take coin",
        ("You pick it up.", K("took")),
        "south",
        A_PARLOUR,
        "west",
        also(a_kitchen(), "The clock in the parlour strikes six."),
        notes="back in the first room with the coin taken: east visited; the scullery door "
        "shut, the back door locked",
    ),
    item(
        a_kitchen(),
        "north",
        ("The scullery door is shut.", K("refused")),
        "open north",
        ("You open it.", K("opened")),
        "north",
        A_SCULLERY,
        "south",
        a_kitchen(scullery_open=True),
        notes="a refusal, an open, the scullery and back: north visited, east unvisited",
    ),
    item(
        A_PARLOUR,
        "west",
        a_kitchen(),
        "west",
        ("The back door is locked. The key was lost years ago.", K("refused")),
        notes="a walk begun in the parlour; the locked back door refused: west refused and "
        "closed; east visited and the way back",
    ),
    item(
        a_kitchen(),
        "e",
        A_PARLOUR,
        "n",
        a_bedroom(),
        notes="the coin in the bedroom: take it",
    ),
    item(
        a_bedroom(),
        "take coin",
        ("You pick it up.", K("took")),
        "s",
        A_PARLOUR,
        "w",
        a_kitchen(),
        notes="a walk begun in the bedroom; in the kitchen east is visited and the way back",
    ),
    item(
        a_kitchen(),
        "go east",
        A_PARLOUR,
        "go north",
        a_bedroom(),
        "take coin",
        ("You pick it up.", K("took")),
        "go south",
        A_PARLOUR,
        "go east",
        ("You can't go there.", K("refused")),
        "look",
        A_PARLOUR,
        notes="a refusal at the end of a return, kept by a look: east refused; north and west "
        "visited",
    ),
    item(
        a_kitchen(),
        "n",
        ("The scullery door is shut.", K("refused")),
        "open north",
        ("You open it.", K("opened")),
        "n",
        A_SCULLERY,
        "s",
        a_kitchen(scullery_open=True),
        "e",
        A_PARLOUR,
        "n",
        also(a_bedroom(), "A blackbird starts singing outside the window."),
        notes="six turns through the cottage to the coin",
    ),
    # ---- map B
    item(
        b_guard(),
        "go east",
        b_well(),
        "go south",
        b_says("The door is closed.", K("refused")),
        "open south",
        b_says("You open the door.", K("opened")),
        "go south",
        b_treasury(),
        notes="a refusal at the closed door, an open, then the treasury's gold coin",
    ),
    item(
        b_guard(),
        "go east",
        b_well(),
        "go west",
        b_guard(),
        notes="back in the first room: east visited; the north door locked, west unvisited",
    ),
    item(
        b_guard(),
        "go west",
        B_KENNELS,
        "go east",
        b_guard(),
        "go east",
        b_well(),
        notes="through the first room twice to the well room: west visited and the way back",
    ),
    item(
        b_treasury(),
        "get coin",
        b_says("You picked up the gold coin.", K("took")),
        "go north",
        b_well(south_open=True),
        "go west",
        b_guard("A bat flits past your head."),
        notes="a walk begun in the treasury; in the guard room east is visited and the way back",
    ),
    item(
        B_KENNELS,
        "go east",
        b_guard(),
        "go north",
        b_says("The door is locked.", K("refused")),
        notes="a walk begun in the kennels; the locked north door refused",
    ),
    item(
        b_guard(),
        "go west",
        B_KENNELS,
        "go east",
        b_guard(),
        "go east",
        b_well(),
        "open south",
        b_says("You open the door.", K("opened")),
        "go south",
        b_treasury(),
        "get coin",
        b_says("You picked up the gold coin.", K("took")),
        "go north",
        b_well(south_open=True),
        notes="seven turns: both ways of the well room visited; back west",
    ),
    item(
        b_guard(),
        "go east",
        b_well(),
        "go east",
        b_says("You can't go that way.", K("refused")),
        "go west",
        b_guard("You hear water dripping somewhere."),
        notes="a refusal left behind in the well room; east visited",
    ),
    # ---- map C
    item(
        c_platform(),
        "north",
        ("The waiting room door is closed.", K("refused")),
        "open door",
        ("You open the waiting room door.", K("opened", "n")),
        "north",
        c_waiting(),
        notes="a refusal, the door opened by name, the threepenny bit",
    ),
    item(
        c_platform(),
        "west",
        C_YARD,
        "north",
        ("The lamp room door is locked.", K("refused")),
        "east",
        c_platform(),
        notes="a refusal left behind in the goods yard; back on the platform west is visited",
    ),
    item(
        c_platform(),
        "east",
        C_SIGNAL,
        "west",
        c_platform(),
        "west",
        C_YARD,
        notes="the lamp room locked, east visited: back east",
    ),
    item(
        c_waiting(),
        "take coin",
        ("You take the threepenny bit.", K("took")),
        "south",
        c_platform(waiting_open=True),
        "east",
        C_SIGNAL,
        "west",
        also(c_platform(waiting_open=True), "A goods train rattles through without stopping."),
        notes="a walk begun in the waiting room: north and east visited, west not",
    ),
    item(
        c_platform(),
        "south",
        ("You can't move in that direction.", K("refused")),
        "east",
        C_SIGNAL,
        notes="a refusal at the tracks left on the platform; the signal box",
    ),
    item(
        c_platform(),
        "w",
        C_YARD,
        "n",
        ("The lamp room door is locked.", K("refused")),
        "e",
        c_platform(),
        "n",
        ("The waiting room door is closed.", K("refused")),
        "open north",
        ("You open the waiting room door.", K("opened")),
        "n",
        c_waiting(),
        "take coin",
        ("You take the threepenny bit.", K("took")),
        "s",
        c_platform(waiting_open=True),
        notes="eight turns: north and west visited, east not",
    ),
]
