"""history, twenty-third round: 2-8 turn walks with loops on three small symmetric tree maps,
each printed in a manner no earlier walk used. Map A, an airship printed as a hobbyist's
engine prints its state in YAML ("location: Keel Walk", "exits:" with a destination and a door
state a line, "items:"; replies "The engine car door is closed.", "You open the engine car
door.", "You pick up the silver coin.", "Locked.", and an "event:" line). Map B, a typewriter
repair shop as a Discord bot's embed ("**📍 Front Counter**", "🚪 **Exits:** north (workshop,
door closed) · ...", "👀 **Here:** ..."; replies "🔒 The stockroom door is locked.", "🚪 The
workshop door is closed.", "✅ You open the workshop door.", "🪙 You take the coin!", "❌ You
can't go that way."; commands with the bot's prefix, `!go north`, `!open north`, `!take coin`).
Map C, a chess club as a BBS door game prints it (an underlined heading, "(N)orth .... Tournament
Hall", "[door shut]", "Your move, player? [N,E,W,L,Q] :"; replies "The library door is shut.",
"You push the library door open.", "You pick up the silver coin.", "You can't go that way,
player.", "The arbiter's office is locked."; moves typed as the menu's letters `N`, `E`, `W`).
Coins taken on the way, doors refused, opened and walked through, locked doors refused,
refusals at the end; moves spelled `go north`, `n`, `walk south`, `head west`, `north`, `south`,
`east`, `west`, `open north`, `take coin`, `!go north`, `!go west`, `!open north`, `!take coin`,
`N`, `E`, `W`, `S`, `open west`. The walks are printed from one map each by functions, so a room
reads the same on every visit; where two walks end in the same room, the last text carries an
event of that turn or differs by the state of a door or a coin. What a person reads in each
text is declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A, an airship in YAML: Keel Walk n Engine Car (door, closed at first; a silver
# coin), s Crew Mess (e: the galley, locked), w Radio Cabin.
def keel(door_open: bool = False) -> tuple:
    door = "open" if door_open else "closed"
    return (
        "location: Keel Walk\ndescription: A catwalk between the gas cells, lit by bulbs in "
        f"wire cages.\nexits:\n  north: Engine Car (door {door})\n  south: Crew Mess\n  west: "
        "Radio Cabin\nitems: none",
        R(
            "keel walk",
            "n s w",
            closed="" if door_open else "n",
            leads={"n": "engine car", "s": "crew mess", "w": "radio cabin"},
        ),
    )


def engine_car(coin: bool = True) -> tuple:
    items = "\n  - oil can\n  - silver coin" if coin else "\n  - oil can"
    return (
        "location: Engine Car\ndescription: Two Maybach engines, hot and ticking, and a window "
        f"full of propeller.\nexits:\n  south: Keel Walk (door open)\nitems:{items}",
        R("engine car", "s", coin=coin, leads={"s": "keel walk"}),
    )


def crew_mess() -> tuple:
    return (
        "location: Crew Mess\ndescription: Bench seats, a tea urn strapped to the bulkhead, a "
        "dartboard.\nexits:\n  north: Keel Walk\n  east: Galley (door locked)\nitems:\n  - tin "
        "mug",
        R("crew mess", "n e", locked="e", leads={"n": "keel walk", "e": "galley"}),
    )


def radio_cabin() -> tuple:
    return (
        "location: Radio Cabin\ndescription: A wireless set, headphones on a hook, a pad of "
        "message forms.\nexits:\n  east: Keel Walk\nitems:\n  - headphones",
        R("radio cabin", "e", leads={"e": "keel walk"}),
    )


# ---- map B, a typewriter shop as a Discord bot's embed: Front Counter n Workshop (door,
# closed at first), e Stockroom (locked), w Street; Workshop e Parts Room (a coin).
def front_counter(door_open: bool = False) -> tuple:
    door = "open" if door_open else "closed"
    return (
        "**📍 Front Counter**\n*Half-gutted Remingtons wait on the shelves with luggage labels "
        f"tied to their carriage levers.*\n🚪 **Exits:** north (workshop, door {door}) · east "
        "(stockroom, locked) · west (street)\n👀 **Here:** a brass bell",
        R(
            "front counter",
            "n e w",
            closed="" if door_open else "n",
            locked="e",
            leads={"n": "workshop", "e": "stockroom", "w": "street"},
        ),
    )


def workshop() -> tuple:
    return (
        "**📍 Workshop**\n*A Corona with its shell off sits in a vice like a patient on the "
        "table.*\n🚪 **Exits:** south (front counter, door open) · east (parts room)\n👀 "
        "**Here:** a tin of oil, a screwdriver",
        R("workshop", "s e", leads={"s": "front counter", "e": "parts room"}),
    )


def parts_room(coin: bool = True) -> tuple:
    here = "a drawer of typebars, a coin" if coin else "a drawer of typebars"
    return (
        "**📍 Parts Room**\n*Drawers of springs and keys go up to the ceiling, each labelled "
        f"in faded ink.*\n🚪 **Exits:** west (workshop)\n👀 **Here:** {here}",
        R("parts room", "w", coin=coin, leads={"w": "workshop"}),
    )


def street() -> tuple:
    return (
        "**📍 Street**\n*Rain on the cobbles and a bus going by with its windows steamed "
        "up.*\n🚪 **Exits:** east (shop)\n👀 **Here:** nothing much",
        R("street", "e"),
    )


# ---- map C, a chess club in a BBS door game: Club Foyer n Tournament Hall (n: the arbiter's
# office, locked), e Club Bar, w Library (door, shut at first; a silver coin).
def prompt(keys: str) -> str:
    return f"\n\n  Your move, player? [{keys},L,Q] : "


def foyer(door_open: bool = False, event: str = "") -> tuple:
    door = "door open" if door_open else "door shut"
    tail = f"\n\n  {event}" if event else ""
    return (
        "  Club Foyer\n  ----------\n  Coats drip on their pegs, and the fixtures board is "
        "crowded with chalk.\n\n  (N)orth ... Tournament Hall\n  (E)ast .... Club Bar\n  "
        f"(W)est .... Library  [{door}]{tail}" + prompt("N,E,W"),
        R(
            "club foyer",
            "n e w",
            closed="" if door_open else "w",
            leads={"n": "tournament hall", "e": "club bar", "w": "library"},
        ),
    )


def hall() -> tuple:
    return (
        "  Tournament Hall\n  ---------------\n  Thirty boards, thirty clocks, and not a word "
        "spoken.\n\n  (N)orth ... Arbiter's Office  [locked]\n  (S)outh ... Club Foyer"
        + prompt("N,S"),
        R(
            "tournament hall",
            "n s",
            locked="n",
            leads={"n": "arbiter's office", "s": "club foyer"},
        ),
    )


def library(coin: bool = True) -> tuple:
    coin_line = "\n  A silver coin lies on the window seat." if coin else ""
    return (
        "  Library\n  -------\n  Shelves of bound tournament books, and a bust of Philidor "
        f"on the mantel.{coin_line}\n\n  (E)ast .... Club Foyer" + prompt("E"),
        R("library", "e", coin=coin, leads={"e": "club foyer"}),
    )


def bar() -> tuple:
    return (
        "  Club Bar\n  --------\n  A brass rail, a dartboard, and the smell of last night's "
        "beer.\n\n  (W)est .... Club Foyer" + prompt("W"),
        R("club bar", "w", leads={"w": "club foyer"}),
    )


def said(text: str, keys: str) -> str:
    return f"  {text}" + prompt(keys)


ITEMS = [
    # ---- map A: the airship in YAML ----
    item(
        keel(),
        "walk south",
        crew_mess(),
        "go east",
        ("Locked.", K("refused", "locked")),
        notes="south into the crew mess and the galley door refused ('Locked.'); the mess's "
        "other way is the way in: go north",
    ),
    item(
        keel(),
        "n",
        ("The engine car door is closed.", K("refused", "closed")),
        "open north",
        ("You open the engine car door.", K("opened")),
        "north",
        engine_car(),
        "take coin",
        ("You pick up the silver coin.", K("took")),
        "south",
        keel(door_open=True),
        notes="a door refused, opened, walked through, the coin taken, and back to the keel "
        "walk (its door now open): north visited, south and west not: go south or west",
    ),
    item(
        keel(),
        "head west",
        radio_cabin(),
        "east",
        keel(),
        "walk south",
        crew_mess(),
        notes="a loop through the radio cabin, then south: the mess's galley door is locked and "
        "north is the way in: go north",
    ),
    item(
        keel(),
        "open north",
        ("You open the engine car door.", K("opened")),
        "go north",
        engine_car(),
        notes="the engine car's door opened and walked through; a silver coin among its items: "
        "take coin",
    ),
    item(
        keel(),
        "head west",
        radio_cabin(),
        "east",
        keel(),
        "north",
        ("The engine car door is closed.", K("refused", "closed")),
        notes="back from the radio cabin, then north refused at the closed door: west visited; "
        "open north or go south",
    ),
    item(
        keel(),
        "walk south",
        crew_mess(),
        "north",
        keel(),
        "head west",
        radio_cabin(),
        notes="south and back, then west: the radio cabin's only way is the way in: go east",
    ),
    item(
        keel(),
        "open north",
        ("You open the engine car door.", K("opened")),
        "north",
        engine_car(),
        "take coin",
        ("You pick up the silver coin.", K("took")),
        "south",
        keel(door_open=True),
        "head west",
        radio_cabin(),
        "east",
        also(keel(door_open=True), "event: The engine note deepens as the ship begins to climb."),
        notes="the coin taken in the engine car, a loop through the radio cabin, the keel walk "
        "again with an event of the turn: north and west visited, south not: go south",
    ),
    # ---- map B: the typewriter shop as a Discord bot's embed ----
    item(
        front_counter(),
        "!go east",
        ("🔒 The stockroom door is locked.", K("refused", "locked")),
        "!go west",
        street(),
        notes="a bot's prefix commands; the stockroom refused and left behind; the street's "
        "only way is the way in: go east",
    ),
    item(
        front_counter(),
        "!go west",
        street(),
        "!go east",
        front_counter(),
        "!go east",
        ("🔒 The stockroom door is locked.", K("refused", "locked")),
        notes="out to the street and back, then the locked stockroom refused; the street "
        "visited, the workshop door closed: open north",
    ),
    item(
        front_counter(),
        "!open north",
        ("✅ You open the workshop door.", K("opened")),
        "!go north",
        workshop(),
        "!go east",
        parts_room(),
        notes="through the opened workshop door and on east; a coin among the parts room's "
        "things: take coin",
    ),
    item(
        front_counter(),
        "!open north",
        ("✅ You open the workshop door.", K("opened")),
        "!go north",
        workshop(),
        "!go east",
        parts_room(),
        "!take coin",
        ("🪙 You take the coin!", K("took")),
        "!go west",
        workshop(),
        "!go south",
        front_counter(door_open=True),
        notes="the coin taken, and back to the counter with its door open: north visited, the "
        "stockroom locked, the street not visited: go west",
    ),
    item(
        front_counter(),
        "!go north",
        ("🚪 The workshop door is closed.", K("refused", "closed")),
        "!open north",
        ("✅ You open the workshop door.", K("opened")),
        "!go north",
        workshop(),
        "!go west",
        ("❌ You can't go that way.", K("refused")),
        notes="a door refused, opened and walked through; west refused in the workshop; south "
        "the way in, east not visited: go east",
    ),
    item(
        front_counter(),
        "!go west",
        street(),
        "!go east",
        front_counter(),
        "!go north",
        ("🚪 The workshop door is closed.", K("refused", "closed")),
        notes="out to the street and back, then the closed workshop door refused: west "
        "visited, east locked: open north",
    ),
    item(
        front_counter(),
        "!open north",
        ("✅ You open the workshop door.", K("opened")),
        "!go north",
        workshop(),
        "!go east",
        parts_room(),
        "!take coin",
        ("🪙 You take the coin!", K("took")),
        "!go west",
        workshop(),
        notes="the coin taken and back into the workshop: both its ways visited, south the "
        "first entry: go south",
    ),
    # ---- map C: the chess club in a BBS door game ----
    item(
        foyer(),
        "N",
        hall(),
        "N",
        (said("The arbiter's office is locked.", "N,S"), K("refused", "locked")),
        notes="a move typed as the menu's letter, then the locked office refused: south is the "
        "way in: go south",
    ),
    item(
        foyer(),
        "W",
        (said("The library door is shut.", "N,E,W"), K("refused", "closed")),
        "open west",
        (said("You push the library door open.", "N,E,W"), K("opened")),
        "W",
        library(),
        "take coin",
        (said("You pick up the silver coin.", "E"), K("took")),
        notes="the shut library door refused, opened, walked through and the coin taken: the "
        "library's only way is the way in: go east",
    ),
    item(
        foyer(),
        "E",
        bar(),
        "W",
        foyer(),
        "N",
        hall(),
        "S",
        foyer(),
        notes="the bar and the hall visited and left: the library door west, still shut, is "
        "not: open west",
    ),
    item(
        foyer(),
        "S",
        (said("You can't go that way, player.", "N,E,W"), K("refused")),
        "E",
        bar(),
        notes="south refused in the foyer and left behind; the bar's only way is the way in: "
        "go west",
    ),
    item(
        foyer(),
        "E",
        bar(),
        "W",
        foyer(),
        "S",
        (said("You can't go that way, player.", "N,E,W"), K("refused")),
        notes="the bar and back, then south (no choice of the menu) refused: east visited; go "
        "north or open west",
    ),
    item(
        foyer(),
        "open west",
        (said("You push the library door open.", "N,E,W"), K("opened")),
        "W",
        library(),
        "take coin",
        (said("You pick up the silver coin.", "E"), K("took")),
        "E",
        foyer(door_open=True),
        "E",
        bar(),
        "W",
        foyer(door_open=True),
        "N",
        hall(),
        "S",
        foyer(door_open=True, event="Somebody in the hall groans at a blunder."),
        notes="eight turns: into the library for its coin, back, into the bar and back, into "
        "the hall and back (the foyer with an event of the turn): every way visited in the "
        "first room, so any open way will do: go north, east or west",
    ),
]
