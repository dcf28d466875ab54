"""history, thirty-eighth round: 2-8 turn walks (many returning to a room) on three small symmetric
tree maps of houses, each printed in a manner no earlier walk used: map A, a seaside guest house in
a game that prints every room as a telegram ("ARRIVED HALL STOP / SEA VIEW GUEST HOUSE STOP DINING
ROOM NORTH DOOR OPEN STOP RESIDENTS LOUNGE EAST DOOR SHUT STOP FRONT DOOR SOUTH LOCKED AFTER TEN
STOP NO COIN STOP"; "DOOR SHUT STOP OPEN IT FIRST STOP", "DOOR OPENED STOP", "PARLOUR DOOR LOCKED
STOP LANDLADY HAS KEY STOP", "NO WAY WEST STOP WALL STOP", "HALF CROWN TAKEN STOP"); map B, an
Edwardian country house told by its butler, Hodges, to the player, madam ("The Great Hall, madam.",
"The library door, to the north, is closed.", "that is a gold sovereign on the hearthrug"; "I regret
that the library door is closed, madam. Perhaps madam would care to open it.", "Madam has opened the
library door.", "The gun room is locked, madam. His lordship keeps the key upon his person.", "That
is the wall, madam.", "The glass, madam. One does not walk through the glass.", "Madam has pocketed
the sovereign. Very good, madam."); map C, a maisonette in a game that reports each room as the
morning travel news ("TRAVEL NEWS -- THE LIVING ROOM", "Traffic is moving freely north into the
kitchen", "Eastbound, the balcony door is shut.", "Southbound, the front door is locked for the
night"; "Delays eastbound: the balcony door is shut.", "The balcony door is now open, and traffic is
flowing again.", "Southbound, the front door remains locked. Please find an alternative route.", "No
through road east: that's the fridge-freezer.", "Fifty-pence piece collected; the balcony is
clear."). Coins taken, doors refused, opened and walked through, locked doors refused, refusals in
the middle and at the end; moves spelled `n`, `e`, `w`, `s`, `north`, `east`, `west`, `south`, `go
west`, `walk east`, `head south`, `move north`, `open e`, `open north`, `open east`, `take half
crown`, `take sovereign`, `pick up coin`. The walks are printed from one map each by functions, so a
room reads the same on every visit; where two walks end in the same room in the same state, the last
text carries an event of that turn. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, the guest house, as telegrams: Hall n Dining Room, e Residents Lounge (door shut
# at first; the half crown), s the front door (locked); Dining Room e Kitchen; Kitchen n the
# landlady's parlour (door shut; locked when tried).


def a_hall(lounge_open: bool = False) -> tuple:
    lounge = "OPEN" if lounge_open else "SHUT"
    return (
        "ARRIVED HALL STOP\nSEA VIEW GUEST HOUSE STOP DINING ROOM NORTH DOOR OPEN STOP "
        f"RESIDENTS LOUNGE EAST DOOR {lounge} STOP FRONT DOOR SOUTH LOCKED AFTER TEN STOP NO COIN "
        "STOP",
        R(
            "hall",
            "n e s",
            closed="" if lounge_open else "e",
            locked="s",
            leads={"n": "dining room", "e": "residents lounge"},
        ),
    )


def a_dining() -> tuple:
    return (
        "ARRIVED DINING ROOM STOP\nTABLES LAID FOR BREAKFAST STOP KITCHEN EAST THROUGH SWING DOOR "
        "STOP HALL SOUTH STOP SIDEBOARD ALONG WEST WALL STOP NO COIN STOP",
        R("dining room", "e s", leads={"e": "kitchen", "s": "hall"}),
    )


def a_kitchen() -> tuple:
    return (
        "ARRIVED KITCHEN STOP\nSMELL OF KIPPERS STOP DINING ROOM WEST STOP LANDLADYS PARLOUR "
        "NORTH DOOR SHUT STOP NO COIN STOP",
        R("kitchen", "w n", closed="n", leads={"w": "dining room"}),
    )


def a_lounge() -> tuple:
    return (
        "ARRIVED RESIDENTS LOUNGE STOP\nARMCHAIRS AND A PIANO NOBODY PLAYS STOP ONLY DOOR WEST "
        "STOP HALF CROWN UNDER PIANO STOP",
        R("residents lounge", "w", coin=True),
    )


A_SHUT = ("DOOR SHUT STOP OPEN IT FIRST STOP", K("refused", "closed"))
A_OPENED = ("DOOR OPENED STOP", K("opened"))
A_PARLOUR = ("PARLOUR DOOR LOCKED STOP LANDLADY HAS KEY STOP", K("refused", "locked"))
A_TAKEN = ("HALF CROWN TAKEN STOP", K("took"))

# ---- map B, the country house, told by the butler: Great Hall w Morning Room, n Library (door
# closed at first; the sovereign), e Gun Room (locked); Morning Room w Conservatory.


def b_hall(library_open: bool = False) -> tuple:
    door = "stands open" if library_open else "is closed"
    return (
        "The Great Hall, madam.\nHodges inclines his head. 'The morning room is to the west, "
        f"madam; the doors stand open. The library door, to the north, {door}. To the east is the "
        "gun room, which is locked; his lordship keeps the key upon his person.'",
        R(
            "great hall",
            "w n e",
            closed="" if library_open else "n",
            locked="e",
            leads={"w": "morning room", "n": "library", "e": "gun room"},
        ),
    )


def b_morning() -> tuple:
    return (
        "The Morning Room, madam.\n'The conservatory is through the arch to the west, madam, "
        "and the great hall is to the east. Her ladyship takes her correspondence here.'",
        R("morning room", "w e", leads={"w": "conservatory", "e": "great hall"}),
    )


def b_conservatory() -> tuple:
    return (
        "The Conservatory, madam.\n'Palms, madam, and the vine. The glass goes all the way round, "
        "save for the arch to the east.'",
        R("conservatory", "e", leads={"e": "morning room"}),
    )


def b_library() -> tuple:
    return (
        "The Library, madam.\n'His lordship's books, madam, most of them unread. The only door is "
        "the one to the south. And if I am not mistaken, madam, that is a gold sovereign on the "
        "hearthrug.'",
        R("library", "s", coin=True, leads={"s": "great hall"}),
    )


B_CLOSED = (
    "'I regret that the library door is closed, madam. Perhaps madam would care to open it.'",
    K("refused", "closed"),
)
B_OPENED = ("'Madam has opened the library door.'", K("opened"))
B_LOCKED = (
    "'The gun room is locked, madam. His lordship keeps the key upon his person.'",
    K("refused", "locked"),
)
B_TAKEN = ("'Madam has pocketed the sovereign. Very good, madam.'", K("took"))

# ---- map C, the maisonette, as the travel news: Living Room n Kitchen, w Bedroom, e Balcony
# (door shut at first; the fifty-pence piece), s the front door (locked); Bedroom n Bathroom
# (door shut at first).


def c_living(balcony_open: bool = False) -> tuple:
    balcony = (
        "Eastbound, the balcony door is open, and traffic is flowing."
        if balcony_open
        else "Eastbound, the balcony door is shut."
    )
    return (
        "TRAVEL NEWS -- THE LIVING ROOM\nTraffic is moving freely north into the kitchen and west "
        f"into the bedroom, where the door has been left open. {balcony} Southbound, the front "
        "door is locked for the night, so don't try that way. No coins reported on the carpet.",
        R(
            "living room",
            "n w e s",
            closed="" if balcony_open else "e",
            locked="s",
            leads={"n": "kitchen", "w": "bedroom", "e": "balcony"},
        ),
    )


def c_kitchen() -> tuple:
    return (
        "TRAVEL NEWS -- THE KITCHEN\nA tailback of dirty dishes at the sink, but the route south "
        "into the living room is clear. The fridge-freezer is blocking the east side. No coins "
        "reported.",
        R("kitchen", "s", leads={"s": "living room"}),
    )


def c_bedroom(bathroom_open: bool = False) -> tuple:
    door = "open" if bathroom_open else "shut"
    return (
        "TRAVEL NEWS -- THE BEDROOM\nThe bedroom is quiet. The route east to the living room is "
        f"clear, and northbound the bathroom door is {door}. No coins reported.",
        R(
            "bedroom",
            "e n",
            closed="" if bathroom_open else "n",
            leads={"e": "living room"},
        ),
    )


def c_bathroom() -> tuple:
    return (
        "TRAVEL NEWS -- THE BATHROOM\nOne way in and out of the bathroom: south, through the "
        "door. Wet conditions on the floor. No coins reported.",
        R("bathroom", "s"),
    )


def c_balcony() -> tuple:
    return (
        "TRAVEL NEWS -- THE BALCONY\nThe balcony is a dead end, with only the door west into "
        "the living room. And a report just in of a fifty-pence piece lying by the pot plants.",
        R("balcony", "w", coin=True),
    )


C_BALCONY_SHUT = (
    "Delays eastbound: the balcony door is shut. You'll need to open it before you go through.",
    K("refused", "closed"),
)
C_BALCONY_OPENED = ("The balcony door is now open, and traffic is flowing again.", K("opened"))
C_FRONT = (
    "Southbound, the front door remains locked. Please find an alternative route.",
    K("refused", "locked"),
)
C_BATHROOM_SHUT = ("Delays northbound: the bathroom door is shut.", K("refused", "closed"))
C_BATHROOM_OPENED = ("The bathroom door is now open.", K("opened"))
C_TAKEN = ("Fifty-pence piece collected; the balcony is clear.", K("took"))

ITEMS = [
    # ---- map A: the guest house by telegram ----
    item(
        a_hall(),
        "n",
        a_dining(),
        "e",
        a_kitchen(),
        "w",
        a_dining(),
        "s",
        a_hall(),
        "e",
        A_SHUT,
        "open e",
        A_OPENED,
        "e",
        a_lounge(),
        notes="a seven-turn walk: out to the kitchen and back to the hall, then the lounge door "
        "refused while shut, opened and walked through: HALF CROWN UNDER PIANO is a coin lying "
        "here: take it",
    ),
    item(
        a_hall(),
        "n",
        a_dining(),
        "e",
        a_kitchen(),
        "n",
        A_PARLOUR,
        notes="the parlour door, given as shut, refused as locked: no open; in the kitchen west "
        "is the way in, visited, and the only other way locked: go back west",
    ),
    item(
        a_hall(),
        "n",
        a_dining(),
        "s",
        also(a_hall(), "GONG FOR BREAKFAST STOP"),
        notes="a return to the hall: north visited; the lounge door east shut (open it); the "
        "front door locked",
    ),
    item(
        a_hall(),
        "open e",
        A_OPENED,
        "e",
        a_lounge(),
        "take half crown",
        A_TAKEN,
        "w",
        a_hall(lounge_open=True),
        notes="the half crown taken in the lounge and back to the hall, its lounge door now "
        "open: east visited, north not yet: go north",
    ),
    item(
        a_hall(),
        "w",
        ("NO WAY WEST STOP WALL STOP", K("refused")),
        "n",
        a_dining(),
        "w",
        ("NO WAY WEST STOP SIDEBOARD STOP", K("refused")),
        notes="a refusal left in the hall; in the dining room west refused (the sideboard, no "
        "exit); south the way in, visited; east not yet: go east",
    ),
    item(
        a_dining(),
        "e",
        a_kitchen(),
        "w",
        also(a_dining(), "KETTLE ON STOP"),
        notes="a walk begun in the dining room (no initial there): east to the kitchen and back: "
        "east visited, south not yet: go south",
    ),
    item(
        a_hall(),
        "n",
        a_dining(),
        "e",
        a_kitchen(),
        "w",
        a_dining(),
        "s",
        also(a_hall(), "GULLS ON ROOF STOP"),
        notes="out to the kitchen and back to the hall: north visited; the lounge door east "
        "still shut (open it); the front door locked",
    ),
    # ---- map B: the country house, told by the butler ----
    item(
        b_hall(),
        "west",
        b_morning(),
        "west",
        b_conservatory(),
        notes="the conservatory's only way east is the way in, visited; the glass all round is "
        "no way: go back east",
    ),
    item(
        b_hall(),
        "north",
        B_CLOSED,
        "open north",
        B_OPENED,
        "north",
        b_library(),
        notes="the library door refused while closed, opened and walked through: a gold "
        "sovereign on the hearthrug: take it",
    ),
    item(
        b_hall(),
        "west",
        b_morning(),
        "east",
        b_hall(),
        "east",
        B_LOCKED,
        notes="back in the great hall from the morning room (west visited), the locked gun "
        "room refused: east refused and locked (no open); the library door north closed (open "
        "it)",
    ),
    item(
        b_hall(),
        "west",
        b_morning(),
        "east",
        also(b_hall(), "A gong sounds for luncheon."),
        notes="a return to the great hall: west visited; the library door north closed (open "
        "it); the gun room locked",
    ),
    item(
        b_hall(),
        "open north",
        B_OPENED,
        "north",
        b_library(),
        "take sovereign",
        B_TAKEN,
        "south",
        b_hall(library_open=True),
        notes="the sovereign taken in the library and back to the hall, the library door now "
        "open: north visited, west not yet: go west",
    ),
    item(
        b_morning(),
        "west",
        b_conservatory(),
        "east",
        also(b_morning(), "A housemaid bobs a curtsey and hurries out."),
        "east",
        b_hall(),
        "open north",
        B_OPENED,
        "north",
        b_library(),
        "take sovereign",
        B_TAKEN,
        notes="a six-turn walk begun in the morning room: the conservatory and back, the great "
        "hall, the library door opened and the sovereign taken: no coin left, the library's one "
        "way south the way in, visited: go back south",
    ),
    item(
        b_hall(),
        "south",
        ("'That is the wall, madam.'", K("refused")),
        "west",
        b_morning(),
        "west",
        b_conservatory(),
        "north",
        ("'The glass, madam. One does not walk through the glass.'", K("refused")),
        notes="a refusal left in the great hall; in the conservatory north refused (the glass, "
        "no exit); east the way in, visited: every way visited, go back east",
    ),
    # ---- map C: the maisonette as the travel news ----
    item(
        c_living(),
        "east",
        C_BALCONY_SHUT,
        "open east",
        C_BALCONY_OPENED,
        "east",
        c_balcony(),
        notes="the balcony door refused while shut, opened and walked through: a fifty-pence "
        "piece 'reported lying by the pot plants' is a coin here: take it",
    ),
    item(
        c_living(),
        "go west",
        c_bedroom(),
        "move north",
        C_BATHROOM_SHUT,
        notes="west into the bedroom (its door left open), then north refused at the shut "
        "bathroom door: open north; east the way in, visited",
    ),
    item(
        c_living(),
        "north",
        c_kitchen(),
        "walk east",
        ("No through road east: that's the fridge-freezer.", K("refused")),
        "south",
        also(c_living(), "And the time is eight minutes past seven."),
        "open east",
        C_BALCONY_OPENED,
        "east",
        c_balcony(),
        "pick up coin",
        C_TAKEN,
        "west",
        c_living(balcony_open=True),
        "west",
        c_bedroom(),
        notes="an eight-turn walk: a refusal left in the kitchen, the coin taken on the balcony, "
        "then west into the bedroom: east the way in, visited; the bathroom door north shut: "
        "open it",
    ),
    item(
        c_living(),
        "move north",
        c_kitchen(),
        "south",
        c_living(),
        "head south",
        C_FRONT,
        notes="back in the living room from the kitchen (north visited), the front door refused "
        "as locked: south refused and locked (no open); west open, the balcony door east shut "
        "(open it)",
    ),
    item(
        c_living(),
        "w",
        c_bedroom(),
        "open north",
        C_BATHROOM_OPENED,
        "n",
        c_bathroom(),
        "s",
        c_bedroom(bathroom_open=True),
        notes="the bathroom door opened and the bathroom seen, then back to the bedroom, the "
        "bathroom door now open: north visited, east the way in and visited: every way "
        "visited, go back east",
    ),
    item(
        c_living(),
        "open east",
        C_BALCONY_OPENED,
        "e",
        c_balcony(),
        "pick up coin",
        C_TAKEN,
        "w",
        c_living(balcony_open=True),
        notes="the coin taken on the balcony and back in the living room, the balcony door now "
        "open: east visited; north and west unexplored; the front door locked",
    ),
]
