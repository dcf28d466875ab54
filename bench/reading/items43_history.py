"""history, forty-third round: 2-8 turn walks (many returning to a room) on three small
symmetric tree maps, each printed in a manner no earlier walk used: map A, a weather ship on
station in the North Atlantic in a BBS door game's screens ("BOAT DECK", "Exits: (N) radio
room [door shut] (E) balloon shed (S) mess (W) captain's cabin [door locked]", "Your command,
Observer? :"; "The door is shut. Type O to open it.", "Door opened. The radio room smells of
hot valves.", "LOCKED. The Captain keeps that key on his belt.", "You pick up the 50-øre coin.
+1 COIN!"); map B, a candle factory in Belgrade in a chat bot's messages ("📍 **Dipping
Room**", "🚪 **Exits:** north · east (door closed) · west (door locked)", "🎒 **Items:** a
50-para coin"; "🚫 The moulding room door is closed. Try `!open east` first.", "✅ You opened
the moulding room door.", "🔒 The office door is locked.", "💰 You picked up **a 50-para
coin**!", "❓ There's no exit that way."); map C, a clock tower in Prague in a visual novel's
scenes (a bracketed scene title, the narration, the old keeper Oskar's lines, the choices "»
Go north", "» Open the door"; "OSKAR: \\"Door's shut, lad. Open it first.\\"", "The door
scrapes open over the boards.", "OSKAR: \\"Locked, I told you. The key went to the grave with
the old clockmaster.\\"", "You pocket the haléř."). Coins taken, doors refused, opened and
walked through, locked doors refused, a refusal at no exit left behind, returns to rooms;
moves spelled `N`, `E`, `S`, `W`, `O`, `GET COIN`, `!go north`, `!go east`, `!go south`, `!go
west`, `!open east`, `!take coin`, `Go north`, `Go east`, `Go south`, `Go west`, `Open the
door`, `Take the coin`. The walks are printed from one map each by functions, so a room reads
the same on every visit. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, the weather ship: Boat Deck n Radio Room (door, shut at first), e Balloon Shed,
# s Mess, w Captain's Cabin (locked); Balloon Shed n Instrument Room (coin); Mess e Galley.

ASK = "Your command, Observer? :"


def screen(title: str, body: str, exits: str) -> str:
    return f"{title}\n{body}\nExits: {exits}\n{ASK}"


def a_deck(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        screen(
            "BOAT DECK",
            "Spray comes over the rail. The lifeboats hang in their davits, lashed down hard.",
            f"(N) radio room [door {state}]  (E) balloon shed  (S) mess  (W) captain's cabin "
            "[door locked]",
        ),
        R(
            "boat deck",
            "n e s w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "radio room", "e": "balloon shed", "s": "mess"},
        ),
    )


A_RADIO = (
    screen(
        "RADIO ROOM",
        "Morse keys, headphones, and a chart of the North Atlantic pinned over the set.",
        "(S) boat deck [door open]",
    ),
    R("radio room", "s", leads={"s": "boat deck"}),
)
A_SHED = (
    screen(
        "BALLOON SHED",
        "Deflated weather balloons hang like pale skins. A cylinder of hydrogen is chained to "
        "the wall.",
        "(W) boat deck  (N) instrument room",
    ),
    R("balloon shed", "w n", leads={"w": "boat deck", "n": "instrument room"}),
)


def a_instruments(coin: bool = True) -> tuple:
    line = "\nOn the deck plates: a 50-øre coin." if coin else ""
    return (
        screen(
            "INSTRUMENT ROOM",
            f"Barometers, thermometers and a barograph scratching its slow line.{line}",
            "(S) balloon shed",
        ),
        R("instrument room", "s", coin=coin, leads={"s": "balloon shed"}),
    )


A_MESS = (
    screen(
        "MESS",
        "Tin mugs on hooks, and a chessboard with a game half played.",
        "(N) boat deck  (E) galley",
    ),
    R("mess", "n e", leads={"n": "boat deck", "e": "galley"}),
)
A_GALLEY = (
    screen(
        "GALLEY",
        "A pan of cod sizzles on the range; the cook is nowhere to be seen.",
        "(W) mess",
    ),
    R("galley", "w", leads={"w": "mess"}),
)


def a_also(step: tuple, line: str) -> tuple:
    """A screen with an event of the turn printed above the prompt."""
    text, reading = step
    body, prompt = text.rsplit("\n", 1)
    return (f"{body}\n{line}\n{prompt}", reading)


A_SHUT = ("The door is shut. Type O to open it.", K("refused", "closed"))
A_OPENED = ("Door opened. The radio room smells of hot valves.", K("opened", "n"))
A_LOCKED = ("LOCKED. The Captain keeps that key on his belt.", K("refused", "locked"))
A_TOOK = ("You pick up the 50-øre coin. +1 COIN!", K("took"))

_a = [
    item(
        a_deck(),
        "N",
        A_SHUT,
        "O",
        A_OPENED,
        "N",
        A_RADIO,
        notes="BBS door game on a weather ship: the radio room door refused (shut), opened with "
        "O, walked through; the radio room's one way south is visited, the way in, all visited.",
    ),
    item(
        a_deck(),
        "E",
        A_SHED,
        "N",
        a_instruments(),
        "GET COIN",
        A_TOOK,
        "S",
        A_SHED,
        "W",
        a_deck(),
        notes="Weather ship: the øre coin taken in the instrument room, back through the shed to "
        "the first room: east visited, no initial there; the radio room door shut (open it), "
        "the mess south new (go), the captain's cabin locked.",
    ),
    item(
        A_MESS,
        "N",
        a_deck(),
        "W",
        A_LOCKED,
        notes="Weather ship, begun in the mess: the captain's cabin refused (locked); at the boat "
        "deck south is visited and the way in; the radio room door shut (open it), the balloon "
        "shed east new.",
    ),
    item(
        A_GALLEY,
        "W",
        A_MESS,
        "N",
        a_deck(),
        "E",
        A_SHED,
        "N",
        a_instruments(),
        "GET COIN",
        A_TOOK,
        notes="Weather ship, begun in the galley: across the deck to the instrument room and the "
        "coin taken; its one way south is visited, the way in, all visited.",
    ),
    item(
        a_deck(),
        "S",
        A_MESS,
        "E",
        A_GALLEY,
        "W",
        A_MESS,
        "N",
        a_also(a_deck(), "*** The ship rolls, and a mug smashes somewhere below. ***"),
        notes="Weather ship: to the galley and back to the first room; south visited, no initial "
        "there; the radio room door shut (open it), the balloon shed east new.",
    ),
    item(
        A_RADIO,
        "S",
        a_deck(True),
        "E",
        A_SHED,
        "N",
        a_instruments(),
        "GET COIN",
        A_TOOK,
        "S",
        A_SHED,
        "W",
        a_deck(True),
        "S",
        A_MESS,
        "E",
        A_GALLEY,
        notes="Weather ship, begun in the radio room (its door open), eight turns: the coin "
        "taken in the instrument room, back across the deck and through the mess to the galley; "
        "its one way west is visited, the way in, all visited.",
    ),
    item(
        a_deck(),
        "W",
        A_LOCKED,
        "E",
        A_SHED,
        "N",
        a_instruments(),
        "GET COIN",
        A_TOOK,
        "S",
        A_SHED,
        notes="Weather ship: the captain's cabin refused and left behind; the coin taken; back in "
        "the balloon shed both ways visited, west the way in: all visited.",
    ),
]

# ---- map B, the candle factory: Dipping Room n Wick Room, e Moulding Room (door, closed at
# first), w Office (locked); Moulding Room s Wax Store (coin); Wick Room e Packing Room.


def post(title: str, body: str, exits: str, items: str = "none") -> str:
    return f"📍 **{title}**\n> {body}\n🚪 **Exits:** {exits}\n🎒 **Items:** {items}"


def b_dipping(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        post(
            "Dipping Room",
            "Racks of wicks hang over long vats of melted wax, and the air is warm and smells of "
            "honey.",
            f"north · east (door {state}) · west (door locked)",
        ),
        R(
            "dipping room",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
        ),
    )


B_MOULDING = (
    post(
        "Moulding Room",
        "Tin moulds stand in rows on the benches, cooling. A radio plays folk songs.",
        "west (door open) · south",
    ),
    R("moulding room", "w s"),
)


def b_wax_store(coin: bool = True) -> tuple:
    return (
        post(
            "Wax Store",
            "Blocks of beeswax and paraffin are stacked on pallets to the ceiling.",
            "north",
            "a 50-para coin" if coin else "none",
        ),
        R("wax store", "n", coin=coin),
    )


B_WICK = (
    post(
        "Wick Room",
        "Spools of cotton wick turn on a spindle frame, feeding a braiding machine.",
        "south · east",
    ),
    R("wick room", "s e"),
)
B_PACKING = (
    post(
        "Packing Room",
        "Boxes of church candles wait to be taped shut, and a roll of labels has unrolled "
        "across the floor.",
        "west",
    ),
    R("packing room", "w"),
)
B_CLOSED = (
    "🚫 The moulding room door is closed. Try `!open east` first.",
    K("refused", "closed"),
)
B_OPENED = ("✅ You opened the moulding room door.", K("opened"))
B_LOCKED = ("🔒 The office door is locked.", K("refused", "locked"))
B_TOOK = ("💰 You picked up **a 50-para coin**!", K("took"))
B_NONE = ("❓ There's no exit that way.", K("refused"))

_b = [
    item(
        b_dipping(),
        "!go east",
        B_CLOSED,
        "!open east",
        B_OPENED,
        "!go east",
        B_MOULDING,
        "!go south",
        b_wax_store(),
        "!take coin",
        B_TOOK,
        notes="A chat bot's candle factory in Belgrade: the moulding room door refused (closed), "
        "opened, walked through, the 50-para coin taken in the wax store; its one way north is "
        "visited, the way in, all visited.",
    ),
    item(
        b_dipping(),
        "!go north",
        B_WICK,
        "!go east",
        B_PACKING,
        "!go west",
        B_WICK,
        "!go south",
        b_dipping(),
        notes="Candle factory: to the packing room and back to the first room; north visited, "
        "no initial there; the moulding room door closed (open it), the office locked.",
    ),
    item(
        B_PACKING,
        "!go west",
        B_WICK,
        "!go south",
        b_dipping(),
        "!go west",
        B_LOCKED,
        notes="Candle factory, begun in the packing room: the office door refused (locked); in "
        "the dipping room north is visited and the way in; the moulding room door closed: open "
        "it.",
    ),
    item(
        b_wax_store(),
        "!take coin",
        B_TOOK,
        "!go north",
        B_MOULDING,
        "!go west",
        b_dipping(True),
        notes="Candle factory, begun in the wax store: the coin taken, then through the moulding "
        "room (its door open) into the dipping room; east is visited and the way in; the wick "
        "room north is new; the office locked.",
    ),
    item(
        b_dipping(),
        "!open east",
        B_OPENED,
        "!go east",
        B_MOULDING,
        "!go west",
        (b_dipping(True)[0] + "\n🔔 The shift bell rings for lunch.", b_dipping(True)[1]),
        notes="Candle factory: the door opened before any refusal, into the moulding room and "
        "back to the first room; east visited, no initial there; the wick room north is new.",
    ),
    item(
        B_WICK,
        "!go south",
        b_dipping(),
        "!go north",
        B_WICK,
        "!go east",
        B_PACKING,
        notes="Candle factory, begun in the wick room: down to the dipping room and back, then "
        "east; the packing room's one way west is visited, the way in, all visited.",
    ),
    item(
        b_dipping(),
        "!go south",
        B_NONE,
        "!go north",
        B_WICK,
        "!go east",
        B_PACKING,
        "!go west",
        B_WICK,
        notes="Candle factory: a move south (no exit) refused and left behind in the dipping "
        "room; back in the wick room both ways visited, south the way in: all visited.",
    ),
]

# ---- map C, the clock tower: Winding Room n Pendulum Room (door, shut at first), e Dial Room,
# s Keeper's Room, w the store (locked, never entered); Dial Room n Weight Room (coin).


def scene(title: str, lines: list[str], choices: list[str]) -> str:
    body = "\n".join(lines)
    picks = "  ".join(f"» {c}" for c in choices)
    return f"[ {title} ]\n{body}\n\n{picks}"


def c_winding(door_open: bool = False) -> tuple:
    door = (
        "OSKAR: \"Pendulum room's north. Door's open now.\""
        if door_open
        else "OSKAR: \"Pendulum room's north, through that door. It's shut; it sticks, but it "
        'opens."'
    )
    choices = ["Go north"] if door_open else ["Go north", "Open the door"]
    return (
        scene(
            "Winding Room",
            [
                "The great drum of the clockwork fills the middle of the room, its cables "
                "vanishing into the dark below.",
                door,
                "OSKAR: \"Dial room's east, through the arch. My room's south. The store, west, "
                'stays locked."',
            ],
            [*choices, "Go east", "Go south", "Go west"],
        ),
        R(
            "winding room",
            "n e s w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "pendulum room", "e": "dial room", "s": "keeper's room"},
        ),
    )


C_PENDULUM = (
    scene(
        "Pendulum Room",
        [
            "The pendulum swings through the gloom, slow as breathing, its bob the size of a "
            "cartwheel.",
            'OSKAR: "Mind your head. The door\'s south, standing open."',
        ],
        ["Go south"],
    ),
    R("pendulum room", "s"),
)
C_DIAL = (
    scene(
        "Dial Room",
        [
            "Light comes in through the back of the great clock face, and the numerals are "
            "backwards.",
            'OSKAR: "Arch to the west. Weight room\'s north."',
        ],
        ["Go west", "Go north"],
    ),
    R("dial room", "w n", leads={"n": "weight room"}),
)


def c_weight(coin: bool = True) -> tuple:
    lines = [
        "The iron weights hang in their shaft, each as big as a barrel.",
        'OSKAR: "Only way out is south."',
    ]
    choices = ["Go south"]
    if coin:
        lines.insert(1, "Something glints on the floor: a 50-haléř coin.")
        choices.insert(0, "Take the coin")
    return (scene("Weight Room", lines, choices), R("weight room", "s", coin=coin))


C_KEEPER = (
    scene(
        "Keeper's Room",
        [
            "A cot, a stove, a calendar from 1961. Oskar lives here, more or less.",
            "OSKAR: \"Winding room's north. That's all there is.\"",
        ],
        ["Go north"],
    ),
    R("keeper's room", "n", leads={"n": "winding room"}),
)
C_SHUT = ('OSKAR: "Door\'s shut, lad. Open it first."', K("refused", "closed"))
C_OPENED = ("The door scrapes open over the boards.", K("opened", "n"))
C_LOCKED = (
    'OSKAR: "Locked, I told you. The key went to the grave with the old clockmaster."',
    K("refused", "locked"),
)
C_TOOK = ('You pocket the haléř. OSKAR: "Finders keepers."', K("took"))

_c = [
    item(
        c_winding(),
        "Go north",
        C_SHUT,
        "Open the door",
        C_OPENED,
        "Go north",
        C_PENDULUM,
        notes="A visual novel in a Prague clock tower: the pendulum room door refused (shut), "
        "opened, walked through; its one way south is visited, the way in, all visited.",
    ),
    item(
        c_winding(),
        "Go east",
        C_DIAL,
        "Go north",
        c_weight(),
        "Take the coin",
        C_TOOK,
        "Go south",
        C_DIAL,
        notes="Clock tower: the haléř coin taken in the weight room, back to the dial room: both "
        "ways visited, west the way in: all visited.",
    ),
    item(
        C_KEEPER,
        "Go north",
        c_winding(),
        "Go west",
        C_LOCKED,
        notes="Clock tower, begun in the keeper's room: the store refused (locked); in the "
        "winding room south is visited and the way in; the pendulum room door shut (open it), "
        "the dial room east new.",
    ),
    item(
        c_winding(),
        "Go south",
        C_KEEPER,
        "Go north",
        c_winding(),
        "Go east",
        C_DIAL,
        "Go north",
        c_weight(),
        notes="Clock tower: a look into the keeper's room and back, then east and north; the "
        "haléř coin glints on the weight room floor: take it.",
    ),
    item(
        c_weight(),
        "Take the coin",
        C_TOOK,
        "Go south",
        C_DIAL,
        "Go west",
        c_winding(),
        notes="Clock tower, begun in the weight room: the coin taken, then to the winding room; "
        "east is visited and the way in; the pendulum room door shut (open it) and the keeper's "
        "room south new; the store locked.",
    ),
    item(
        C_PENDULUM,
        "Go south",
        c_winding(True),
        "Go south",
        C_KEEPER,
        "Go north",
        c_winding(True),
        "Go east",
        C_DIAL,
        "Go west",
        c_winding(True),
        notes="Clock tower, begun in the pendulum room (its door open): every way of the winding "
        "room visited but the locked store; north is the way in: go back north (no all_visited: "
        "the store is an exit never visited).",
    ),
]

ITEMS = _a + _b + _c
