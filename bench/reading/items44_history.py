"""history, forty-fourth round (emphasis: busy rooms): 2-7 turn walks (twelve returning to a room)
on three small symmetric tree maps of crowded places, each printed in its own manner: map A, a stock
exchange in a BBC Micro-like game of capitals ("TRADING FLOOR", jobbers in top hats, "THE TELEGRAPH
ROOM DOOR TO THE NORTH IS CLOSED. ... THE PARTNERS' DOOR TO THE WEST IS LOCKED.", "THERE IS A GOLD
HALF-SOVEREIGN AMONG THE DROPPED SLIPS.", "WHAT NOW?"; "THE DOOR IS CLOSED.", "OK. THE TELEGRAPH
ROOM DOOR IS OPEN.", "YOU HAVE THE HALF-SOVEREIGN."); map B, a school fete in a gamebook's second
person ("You may go several ways: the flap of the tea tent, to the north, is laced shut; ...", a
fifty-pence piece in a pony paddock's straw beside a sign RIDES 50p; "The flap is laced shut. You'll
have to unlace it first.", "You unlace the flap and tie it back.", "The side door is locked, and the
caretaker has gone home with the keys."); map C, a greyhound stadium in a Hugo-like manner (a
concourse whose paddock gate is shut and whose trainers' room is locked, a bar, a restaurant with a
20-cent coin; "The paddock gate is shut.", "You open the paddock gate.", "You pocket the 20-cent
coin."); coins taken, doors refused, opened and walked through, locked doors refused and left
behind, returns to the first room; moves spelled `N`, `S`, `E`, `W`, `GO EAST`, `GO NORTH`, `n`,
`s`, `e`, `w`, `north`, `south`, `east`, `west`, `go north`, `go south`, `go east`, `go west`, `walk
west`, `walk south`, `head north`, `head south`, `head east`, `head west`, `OPEN DOOR`, `unlace
flap`, `open flap`, `open north`, `open gate`, `TAKE HALF-SOVEREIGN`, `GET COIN`, `take coin`. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str, before: str = "") -> tuple:
    """A room's text with an event of the turn printed after it (before a closing prompt)."""
    text, reading = step
    if before and text.endswith(before):
        return (f"{text[: -len(before)]}{line}\n{before}", reading)
    return (f"{text}\n{line}", reading)


# ---- map A, a stock exchange in a BBC Micro-like game of capitals: TRADING FLOOR n TELEGRAPH
# ROOM (a door, closed at first; a half-sovereign), e CLERKS' ROOM, s ENTRANCE HALL, w the
# partners' door (locked); CLERKS' ROOM n TEA ROOM; ENTRANCE HALL s the street door (locked).

NOW = "WHAT NOW?"


def floor(door_open: bool = False) -> tuple:
    state = "OPEN" if door_open else "CLOSED"
    return (
        "TRADING FLOOR\nYOU ARE ON THE FLOOR OF THE STOCK EXCHANGE. HUNDREDS OF JOBBERS IN TOP "
        "HATS SHOUT PRICES AT EACH OTHER ROUND THE PITCHES, WAVING SLIPS OF PAPER. A BOARD HIGH "
        "ON THE WALL SHOWS CONSOLS AT 87 AND FALLING. MESSENGER BOYS RUN IN EVERY DIRECTION, "
        "AND A WAITER IN A RED COAT BELLOWS NAMES FROM THE ROSTRUM. THE TELEGRAPH ROOM DOOR TO "
        f"THE NORTH IS {state}. THE CLERKS' ROOM IS EAST. THE PARTNERS' DOOR TO THE WEST IS "
        f"LOCKED. THE ENTRANCE HALL IS SOUTH.\n{NOW}",
        R(
            "trading floor",
            "n e w s",
            closed="" if door_open else "n",
            locked="w",
            leads={"e": "clerks' room", "s": "entrance hall"},
        ),
    )


def telegraph(door_open: bool = True, coin: bool = True) -> tuple:
    state = "OPEN" if door_open else "CLOSED"
    line = "\nTHERE IS A GOLD HALF-SOVEREIGN AMONG THE DROPPED SLIPS." if coin else ""
    return (
        "TELEGRAPH ROOM\nTWELVE TELEGRAPH CLERKS HAMMER AT THEIR KEYS AND THE TAPE MACHINES "
        "CHATTER OUT PRICES FROM NEW YORK, PARIS AND JOHANNESBURG. THE FLOOR IS ANKLE DEEP IN "
        "PAPER TAPE. A CLOCK FOR EACH CITY HANGS ON THE WALL. THE DOOR TO THE TRADING FLOOR IS "
        f"SOUTH AND IT IS {state}.{line}\n{NOW}",
        R(
            "telegraph room",
            "s",
            closed="" if door_open else "s",
            coin=coin,
            leads={"s": "trading floor"},
        ),
    )


CLERKS = (
    "CLERKS' ROOM\nROWS OF HIGH DESKS, AND AT EVERY ONE A CLERK ON A STOOL COPYING FIGURES INTO "
    "A LEDGER AS BIG AS A GRAVESTONE. A SENIOR CLERK WALKS THE ROWS WITH A RULER. THE STOVE IS "
    "RED HOT. A SIGN SAYS SILENCE. THE TRADING FLOOR IS WEST. THE TEA ROOM IS NORTH.\n" + NOW,
    R("clerks' room", "w n", leads={"w": "trading floor", "n": "tea room"}),
)
TEA = (
    "TEA ROOM\nBROKERS IN FROCK COATS EAT MUFFINS AND TALK ABOUT RUBBER. AN URN THE SIZE OF A "
    "SMALL LOCOMOTIVE STEAMS IN THE CORNER. A PORTRAIT OF THE FIRST CHAIRMAN FROWNS AT THE "
    "CRUMBS. THE CLERKS' ROOM IS SOUTH.\n" + NOW,
    R("tea room", "s", leads={"s": "clerks' room"}),
)
ENTRANCE = (
    "ENTRANCE HALL\nA MARBLE HALL WITH A DOME, FULL OF MEN WAITING FOR OTHER MEN. A "
    "COMMISSIONAIRE IN A GOLD-BRAIDED HAT GUARDS THE WAY IN. A BRONZE STATUE OF MERCURY STANDS "
    "ON ONE FOOT. THE TRADING FLOOR IS NORTH. THE STREET DOOR TO THE SOUTH IS LOCKED.\n" + NOW,
    R("entrance hall", "n s", locked="s", leads={"n": "trading floor"}),
)

# ---- map B, a school fete in a gamebook's second person: Field n Tea Tent (a flap, laced
# shut at first), e Tombola Stall, s Pony Paddock (a fifty-pence piece), w the school's side
# door (locked).


def field(flap_open: bool = False) -> tuple:
    flap = (
        "the flap of the tea tent, to the north, has been unlaced and tied back"
        if flap_open
        else "the flap of the tea tent, to the north, is laced shut"
    )
    return (
        "Field\nYou stand in the middle of the school field, and the fete is all around you. "
        "Bunting snaps between the goalposts. The brass band is playing the theme from a film "
        "nobody can name. A man in a gorilla suit is collecting for the hospice; children "
        "with painted faces chase each other round the bouncy castle; the headmistress judges "
        "a row of marrows with a terrible seriousness. Somebody has lost a dog, and the "
        f"loudspeaker says so every five minutes.\n\nYou may go several ways: {flap}; the "
        "tombola stall is east; the gate into the pony paddock is south and stands open; the "
        "school's side door, to the west, is locked.",
        R(
            "field",
            "n e s w",
            closed="" if flap_open else "n",
            locked="w",
            leads={"e": "tombola stall", "s": "pony paddock"},
        ),
    )


def tent(flap_open: bool = True) -> tuple:
    flap = "tied back" if flap_open else "laced shut"
    return (
        "Tea Tent\nInside the tent it is hot and smells of crushed grass and tea. Trestle "
        "tables groan with scones, Victoria sponges and a trifle the size of a font. Ladies "
        "from the PTA pour from enormous brown teapots. An old man in a blazer is asleep with "
        f"a cup on his knee.\n\nYou may leave by the flap to the south, which is {flap}.",
        R("tea tent", "s", closed="" if flap_open else "s", leads={"s": "field"}),
    )


TOMBOLA = (
    "Tombola Stall\nA table of prizes, every one with a raffle ticket taped to it: a bottle of "
    "sherry, a tin of shortbread, bath salts, a teddy bear with one eye, a bottle of "
    "ketchup. Children queue to turn the drum. The stall-holder, a dinner lady in a paper crown, "
    "calls out the winning numbers as if they were the football results.\n\nYou may go west, "
    "onto the field.",
    R("tombola stall", "w", leads={"w": "field"}),
)


def paddock(coin: bool = True) -> tuple:
    line = (
        " Something catches the sun in the straw by the water trough: a fifty-pence piece."
        if (coin)
        else ""
    )
    return (
        "Pony Paddock\nThree fat ponies plod in a circle with small children on their backs, "
        "led by girls in jodhpurs. Parents take photographs. A sign on the fence says RIDES "
        f"50p and, underneath, PLEASE DO NOT FEED THE PONIES.{line}\n\nYou may go north "
        "through the gate, onto the field.",
        R("pony paddock", "n", coin=coin, leads={"n": "field"}),
    )


# ---- map C, a greyhound stadium in a Hugo-like manner: Concourse n Bar, e Paddock (a gate,
# shut at first), s Turnstiles, w the trainers' room (locked); Bar e Restaurant (a 20-cent coin).


def concourse(gate_open: bool = False) -> tuple:
    gate = "stands open" if gate_open else "is shut"
    return (
        "Concourse\nRace night, and the concourse under the main stand is packed: bookies on "
        "their boxes chalking odds, punters studying the card, a man selling hot dogs from a "
        "tray round his neck. Through the glass you can see the track under the floodlights "
        "and the hare waiting on its rail. A television on a bracket shows the last race again "
        "and again.\n\nThe bar is north. The gate to the paddock, east, "
        f"{gate}. The trainers' room, to the west, is locked. The turnstiles are south.",
        R(
            "concourse",
            "n e w s",
            closed="" if gate_open else "e",
            locked="w",
            leads={"n": "bar", "s": "turnstiles"},
        ),
    )


BAR = (
    "Bar\nTwo deep at the counter and three deep at the windows overlooking the track. The "
    "barmen pour pints without looking. Somebody has won, and is buying; somebody has lost, "
    "and is telling everyone why. Framed photographs of champion dogs line the walls, each "
    "with its name and its year.\n\nThe concourse is south. The restaurant is east.",
    R("bar", "s e", leads={"s": "concourse", "e": "restaurant"}),
)


def restaurant(coin: bool = True) -> tuple:
    line = "\n\nA 20-cent coin lies under table nine." if coin else ""
    return (
        "Restaurant\nTiered tables behind a wall of glass, so that diners can watch the "
        "racing over their steaks. Every table has its own little television and a waitress "
        "who takes bets as well as orders. A birthday party at the front shrieks at every "
        f"finish.\n\nThe bar is west.{line}",
        R("restaurant", "w", coin=coin, leads={"w": "bar"}),
    )


def paddock_c(gate_open: bool = True) -> tuple:
    gate = "stands open" if gate_open else "is shut"
    return (
        "Paddock\nThe dogs for the next race are being walked round in their numbered coats, "
        "trembling with readiness. Owners lean on the rail to look at them. A steward with a "
        "clipboard checks each dog's ear. The air smells of wet grass and liniment.\n\nThe "
        f"gate to the concourse, west, {gate}.",
        R("paddock", "w", closed="" if gate_open else "w", leads={"w": "concourse"}),
    )


TURNSTILES = (
    "Turnstiles\nA queue shuffles through the clicking turnstiles, each man paying at a little "
    "window. Programme sellers shout. A poster advertises the Derby final with a dog leaping "
    "off it. The concourse is north.",
    R("turnstiles", "n", leads={"n": "concourse"}),
)

ITEMS = [
    # ---- map A, the stock exchange
    item(
        floor(),
        "N",
        ("THE DOOR IS CLOSED.\n" + NOW, K("refused", "closed")),
        "OPEN DOOR",
        ("OK. THE TELEGRAPH ROOM DOOR IS OPEN.\n" + NOW, K("opened", "n")),
        "N",
        telegraph(),
        "TAKE HALF-SOVEREIGN",
        ("YOU HAVE THE HALF-SOVEREIGN.\n" + NOW, K("took")),
        "S",
        floor(door_open=True),
        notes="stock exchange walk (BBC Micro-like capitals): the telegraph room door refused, "
        "opened, walked through; the half-sovereign taken; back on the floor north is visited "
        "(not initial: the walk began here), east and south unvisited, the partners' door "
        "locked; consols at 87 are a price",
    ),
    item(
        ENTRANCE,
        "N",
        floor(),
        "E",
        CLERKS,
        "N",
        TEA,
        "S",
        CLERKS,
        "W",
        floor(),
        notes="walk begun in the entrance hall, through the clerks' room to the tea room and "
        "back to the floor: south (initial) and east are visited, the telegraph room door "
        "north closed (open it), the partners' door locked",
    ),
    item(
        TEA,
        "S",
        CLERKS,
        "W",
        floor(),
        "W",
        ("THE PARTNERS' DOOR IS LOCKED. THE PARTNERS ARE AT LUNCH.\n" + NOW, K("refused")),
        "S",
        ENTRANCE,
        notes="walk begun in the tea room: the partners' door refused on the floor and left "
        "behind; in the entrance hall north is visited and initial, the street door locked: "
        "go back north",
    ),
    item(
        telegraph(door_open=False),
        "GET COIN",
        ("YOU HAVE THE HALF-SOVEREIGN.\n" + NOW, K("took")),
        "S",
        ("THE DOOR IS CLOSED.\n" + NOW, K("refused", "closed")),
        "OPEN DOOR",
        ("OK. THE TELEGRAPH ROOM DOOR IS OPEN.\n" + NOW, K("opened", "s")),
        "S",
        floor(door_open=True),
        "E",
        CLERKS,
        "W",
        also(floor(door_open=True), "A BELL RINGS FOR THE CLOSE OF TRADING.", NOW),
        notes="walk begun in the telegraph room: the coin taken, the door refused, opened and "
        "walked through, the clerks' room and back: north (initial) and east visited, the "
        "entrance hall south unvisited; the bell is an event of the turn",
    ),
    item(
        floor(),
        "S",
        ENTRANCE,
        "S",
        ("THE STREET DOOR IS LOCKED. THE EXCHANGE IS CLOSED TO THE PUBLIC.\n" + NOW, K("refused")),
        "N",
        floor(),
        "E",
        CLERKS,
        notes="the street door refused in the entrance hall and left behind; in the clerks' "
        "room west is visited and initial, the tea room north unvisited",
    ),
    item(
        CLERKS,
        "N",
        TEA,
        "S",
        also(CLERKS, "THE SENIOR CLERK RAPS A DESK WITH HIS RULER.", NOW),
        notes="walk begun in the clerks' room, to the tea room and back: north visited (not "
        "initial), the trading floor west unvisited; the rap of the ruler is an event of the "
        "turn",
    ),
    item(
        floor(),
        "GO EAST",
        CLERKS,
        "GO NORTH",
        TEA,
        notes="the tea room's only way, south, is visited, initial and all_visited; a portrait "
        "is no way",
    ),
    # ---- map B, the school fete
    item(
        field(),
        "go north",
        ("The flap is laced shut. You'll have to unlace it first.", K("refused", "closed")),
        "unlace flap",
        ("You unlace the flap and tie it back.", K("opened", "n")),
        "go north",
        tent(),
        notes='school fete walk (a gamebook\'s "You may go ..."): the tent flap laced shut '
        "reads as closed (it can be unlaced), refused, unlaced and walked through: the tea "
        "tent's only way, south, is visited, initial and all_visited",
    ),
    item(
        field(),
        "go south",
        paddock(),
        "take coin",
        ("You pick up the fifty-pence piece and blow the straw off it.", K("took")),
        "go north",
        field(),
        "go east",
        TOMBOLA,
        notes="the fifty-pence piece in the paddock taken (the sign's RIDES 50p is a price), "
        "back to the field, then the tombola: its only way, west, is visited, initial and "
        "all_visited; the dinner lady's paper crown is no coin",
    ),
    item(
        TOMBOLA,
        "west",
        field(),
        "west",
        ("The side door is locked, and the caretaker has gone home with the keys.", K("refused")),
        "south",
        paddock(),
        notes="walk begun at the tombola: the school's side door refused on the field and left "
        "behind; in the paddock a fifty-pence piece in the straw: take it",
    ),
    item(
        tent(flap_open=False),
        "open flap",
        ("You unlace the flap.", K("opened", "s")),
        "s",
        field(flap_open=True),
        "e",
        TOMBOLA,
        "w",
        field(flap_open=True),
        notes="walk begun in the tea tent: the flap unlaced, the field, the tombola and the "
        "field again: north (initial) and east are visited, the paddock south unvisited, the "
        "side door locked",
    ),
    item(
        paddock(),
        "take coin",
        ("You pick up the fifty-pence piece.", K("took")),
        "n",
        field(),
        "s",
        also(paddock(coin=False), "The loudspeaker announces that the dog has been found."),
        notes="walk begun in the paddock: the coin taken, the field and back: the paddock's "
        "only way, north, is visited (the walk began here: no initial) and all_visited; the "
        "announcement is an event of the turn",
    ),
    item(
        field(),
        "go east",
        TOMBOLA,
        "go west",
        field(),
        "go north",
        ("The flap is laced shut.", K("refused", "closed")),
        "open north",
        ("You unlace the flap and tie it back. The smell of scones drifts out.", K("opened")),
        notes="the tombola and back, then the tent flap refused and unlaced by direction: the "
        "refusal cleared; north and south are open ways to unvisited places, east visited",
    ),
    # ---- map C, the greyhound stadium
    item(
        concourse(),
        "n",
        BAR,
        "e",
        restaurant(),
        "take coin",
        ("You pocket the 20-cent coin.", K("took")),
        notes="greyhound stadium walk (Hugo-like): the 20-cent coin in the restaurant taken; "
        "its only way, west, is visited, initial and all_visited; the photographs of champion "
        "dogs are no ways",
    ),
    item(
        TURNSTILES,
        "north",
        concourse(),
        "east",
        ("The paddock gate is shut.", K("refused", "closed")),
        "open gate",
        ("You open the paddock gate.", K("opened", "e")),
        "east",
        paddock_c(),
        notes="walk begun at the turnstiles: the paddock gate refused, opened by its name and "
        "walked through: the paddock's only way, west, is visited, initial and all_visited",
    ),
    item(
        paddock_c(gate_open=False),
        "open gate",
        ("You open the gate to the concourse.", K("opened", "w")),
        "west",
        concourse(gate_open=True),
        "south",
        TURNSTILES,
        "north",
        concourse(gate_open=True),
        notes="walk begun in the paddock: the gate opened, the concourse, the turnstiles and "
        "the concourse again: east (initial) and south visited, the bar north unvisited, the "
        "trainers' room locked; the track seen through the glass is no way",
    ),
    item(
        restaurant(),
        "take coin",
        ("You pocket the 20-cent coin. Table nine doesn't notice.", K("took")),
        "walk west",
        BAR,
        "walk south",
        concourse(),
        "walk west",
        ("The trainers' room is locked. Trainers only.", K("refused")),
        notes="walk begun in the restaurant: the coin taken, the bar, the concourse, the "
        "trainers' room refused as locked: north visited and initial, the paddock gate east "
        "shut (open it), the turnstiles south unvisited",
    ),
    item(
        BAR,
        "s",
        concourse(),
        "s",
        TURNSTILES,
        "n",
        concourse(),
        "n",
        also(BAR, "A cheer goes up from the stands as the hare sets off."),
        notes="walk begun in the bar, to the turnstiles and back: south visited (not initial), "
        "the restaurant east unvisited; the cheer from the stands is a sound, no way",
    ),
    item(
        concourse(),
        "head south",
        TURNSTILES,
        "head north",
        concourse(),
        "head north",
        BAR,
        "head east",
        restaurant(),
        "take coin",
        ("You pocket the 20-cent coin.", K("took")),
        "head west",
        BAR,
        "head south",
        concourse(),
        notes="a seven-turn walk: the turnstiles, the bar, the restaurant's coin, and back to "
        "the concourse: north and south visited (the walk began here: no initial), the paddock "
        "gate east shut (open it), the trainers' room locked",
    ),
    item(
        TURNSTILES,
        "go north",
        concourse(),
        "go north",
        BAR,
        notes="walk begun at the turnstiles: in the bar south is visited and initial, the "
        "restaurant east unvisited",
    ),
]
