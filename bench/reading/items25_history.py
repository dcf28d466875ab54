"""history, twenty-fifth round: 2-8 turn walks with loops on three small symmetric tree maps,
each printed by a kind of game no earlier walk used. Map A, a ryokan played through an IRC bot
("<innbot> Entrance Hall", "<innbot> Exits: north (Corridor), east (Tea Room, shoji closed), west
(Street)", "<innbot> Here: a 100-yen coin"; "The shoji is closed. Slide it open first.", "You
slide the shoji open.", "You take the 100-yen coin.", "Room 3 is locked. The guest is out.";
moves `!north`, `!n`, `!e`, `!go east`, `!open east`, `!take coin`). Map B, a mountain weather
observatory told by a smart speaker's voice ("You're in the instrument hut.", "You can go north to
the radio room, south to the boot room, or east outside to the enclosure. The east door is
shut."; "The east door's shut. You'll need to open it.", "Okay, I've opened the east door.", "Got
it. You picked up the quarter.", "The bunk room door is locked."; moves `go north`, `head east`,
`walk south`, `go to the north`, `open the east door`, `pick up the coin`). Map C, a trout
hatchery in a Telegram bot with inline buttons ("🏠 Tank Hall", "Ways: ⬆️ Egg Room · ➡️ Feed Store
(🚪 closed) · ⬇️ Yard", "[ ⬆️ North ] [ ➡️ East ] [ ⬇️ South ]"; "🚪 The feed store door is
closed.", "🪙 You pocket the coin!", "🔒 The lab is locked."; moves `/north`, `/east`,
`/open_east`, `/take_coin`). Coins taken on the way, doors refused, opened and walked through,
locked doors refused, refusals in the middle and at the end, loops back to the first room. The
walks are printed from one map each by functions, so a room reads the same on every visit; where
two walks end in the same room in the same state, the last text carries an event of that turn.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- map A: a ryokan through an IRC bot ----
# Entrance Hall n Corridor, e Tea Room (a shoji, closed at first; a 100-yen coin), w Street;
# Corridor e Bath House, n Room 3 (locked)
def irc(*lines: str) -> str:
    return "\n".join(f"<innbot> {line}" for line in lines)


def hall(shoji_open: bool = False) -> tuple:
    shoji = "open" if shoji_open else "closed"
    return (
        irc(
            "Entrance Hall",
            "Slippers wait in rows on the raised step, and a brass bell hangs by the street door.",
            f"Exits: north (Corridor), east (Tea Room, shoji {shoji}), west (Street)",
        ),
        R(
            "entrance hall",
            "n e w",
            closed="" if shoji_open else "e",
            leads={"n": "corridor", "e": "tea room", "w": "street"},
        ),
    )


def corridor() -> tuple:
    return (
        irc(
            "Corridor",
            "Polished boards creak under your socks, and the paper walls glow with lamplight.",
            "Exits: south (Entrance Hall), east (Bath House), north (Room 3, locked)",
        ),
        R(
            "corridor",
            "s e n",
            locked="n",
            leads={"s": "entrance hall", "e": "bath house", "n": "room 3"},
        ),
    )


def tea_room(coin: bool = True) -> tuple:
    here = "a 100-yen coin" if coin else "nothing"
    return (
        irc(
            "Tea Room",
            "Tatami mats, a low table, and a scroll of a grey heron in the alcove.",
            "Exits: west (Entrance Hall)",
            f"Here: {here}",
        ),
        R("tea room", "w", coin=coin, leads={"w": "entrance hall"}),
    )


def bath_house() -> tuple:
    return (
        irc(
            "Bath House",
            "Steam rolls off the cedar tub, and a wooden bucket waits upside down on a stool.",
            "Exits: west (Corridor)",
        ),
        R("bath house", "w", leads={"w": "corridor"}),
    )


def street() -> tuple:
    return (
        irc(
            "Street",
            "Paper lanterns sway over the narrow street, and a bicycle bell rings somewhere.",
            "Exits: east (Entrance Hall)",
        ),
        R("street", "e", leads={"e": "entrance hall"}),
    )


# ---- map B: a weather observatory told by a smart speaker ----
# Instrument Hut n Radio Room, s Boot Room (a quarter), e Enclosure (door, shut at first);
# Radio Room w Bunk Room (locked)
def hut(door_open: bool = False) -> tuple:
    door = "The east door is open." if door_open else "The east door is shut."
    return (
        "You're in the instrument hut.\n"
        "Barometers tick on the wall and the kettle's on. You can go north to the radio room, "
        f"south to the boot room, or east outside to the enclosure. {door}",
        R(
            "instrument hut",
            "n s e",
            closed="" if door_open else "e",
            leads={"n": "radio room", "s": "boot room", "e": "enclosure"},
        ),
    )


def radio_room() -> tuple:
    return (
        "You're in the radio room.\n"
        "The set hisses quietly to itself, and the logbook lies open at today's page. The hut is "
        "south. The bunk room door, to the west, is locked.",
        R("radio room", "s w", locked="w", leads={"s": "instrument hut", "w": "bunk room"}),
    )


def boot_room(coin: bool = True) -> tuple:
    quarter = " There's a quarter on the bench." if coin else ""
    return (
        "You're in the boot room.\n"
        "Crampons hang from hooks and the floor is wet with melted snow. The only way out is "
        f"north, into the hut.{quarter}",
        R("boot room", "n", coin=coin, leads={"n": "instrument hut"}),
    )


def enclosure() -> tuple:
    return (
        "You're in the enclosure.\n"
        "The wind tears at your hood, and the anemometer cups are a blur on their mast. A "
        "fence runs all the way round. The only way is west, back through the door into the "
        "hut.",
        R("enclosure", "w", leads={"w": "instrument hut"}),
    )


# ---- map C: a trout hatchery in a Telegram bot ----
# Tank Hall n Egg Room, e Feed Store (door, closed at first; the coin), s Yard;
# Egg Room w Lab (locked); Yard e Net Shed
def tank_hall(door_open: bool = False) -> tuple:
    door = "🚪 open" if door_open else "🚪 closed"
    return (
        "🏠 Tank Hall\n"
        "Long green tanks hum with pumps, and the fry flicker like rain in each of them.\n\n"
        f"Ways: ⬆️ Egg Room · ➡️ Feed Store ({door}) · ⬇️ Yard\n"
        "[ ⬆️ North ] [ ➡️ East ] [ ⬇️ South ]",
        R(
            "tank hall",
            "n e s",
            closed="" if door_open else "e",
            leads={"n": "egg room", "e": "feed store", "s": "yard"},
        ),
    )


def egg_room() -> tuple:
    return (
        "🏠 Egg Room\n"
        "Trays of orange eggs glow under dim red lamps.\n\n"
        "Ways: ⬇️ Tank Hall · ⬅️ Lab (🔒 locked)\n"
        "[ ⬇️ South ] [ ⬅️ West ]",
        R("egg room", "s w", locked="w", leads={"s": "tank hall", "w": "lab"}),
    )


def feed_store(coin: bool = True) -> tuple:
    here = "\n🪙 A coin lies by the feed sacks." if coin else ""
    return (
        "🏠 Feed Store\n"
        f"Sacks of pellets are stacked to the ceiling.{here}\n\n"
        "Ways: ⬅️ Tank Hall\n"
        "[ ⬅️ West ]",
        R("feed store", "w", coin=coin, leads={"w": "tank hall"}),
    )


def yard() -> tuple:
    return (
        "🏠 Yard\n"
        "Puddles, a stack of empty crates, and a heron watching the outdoor ponds.\n\n"
        "Ways: ⬆️ Tank Hall · ➡️ Net Shed\n"
        "[ ⬆️ North ] [ ➡️ East ]",
        R("yard", "n e", leads={"n": "tank hall", "e": "net shed"}),
    )


def net_shed() -> tuple:
    return (
        "🏠 Net Shed\n"
        "Landing nets and waders hang along the walls, smelling of pond weed.\n\n"
        "Ways: ⬅️ Yard\n"
        "[ ⬅️ West ]",
        R("net shed", "w", leads={"w": "yard"}),
    )


ITEMS = [
    # ---- map A: the ryokan ----
    item(
        hall(),
        "!north",
        corridor(),
        "!e",
        bath_house(),
        notes="north and east into the bath house, a dead end: west is the way in, visited: go "
        "west",
    ),
    item(
        hall(),
        "!go east",
        (irc("The shoji is closed. Slide it open first."), K("refused", "closed")),
        "!open east",
        (irc("You slide the shoji open."), K("opened")),
        "!e",
        tea_room(),
        "!take coin",
        (irc("You take the 100-yen coin. It is still warm from the sun on the mats."), K("took")),
        notes="a closed shoji refused, opened and walked through; the coin taken: the tea room's "
        "one way west is the way in: go west",
    ),
    item(
        hall(),
        "!n",
        corridor(),
        "!north",
        (irc("Room 3 is locked. The guest is out."), K("refused", "locked")),
        notes="a locked door refused: refused north (locked, no `open`); south visited, the "
        "bath house east not: go east",
    ),
    item(
        hall(),
        "!w",
        street(),
        "!e",
        hall(),
        notes="there and back to the first room: west visited; north unvisited, the shoji east "
        "closed: go north or open east",
    ),
    item(
        hall(),
        "!n",
        corridor(),
        "!e",
        bath_house(),
        "!w",
        corridor(),
        "!s",
        also(hall(), "<innbot> A maid hurries past with an armful of towels."),
        notes="a loop back to the first room: north visited (the corridor), west unvisited, the "
        "shoji east closed: go west or open east",
    ),
    item(
        hall(),
        "!open east",
        (irc("You slide the shoji open."), K("opened")),
        "!e",
        tea_room(),
        "!take coin",
        (irc("You take the 100-yen coin."), K("took")),
        "!w",
        hall(shoji_open=True),
        "!n",
        corridor(),
        "!s",
        hall(shoji_open=True),
        notes="six turns: the coin taken in the tea room, the corridor seen, back in the first "
        "room: east and north visited, west not: go west",
    ),
    item(
        hall(),
        "!n",
        corridor(),
        "!e",
        bath_house(),
        "!s",
        (irc("You can't go that way. The bath house has only the one door."), K("refused")),
        notes="a refusal at the end, in the bath house: refused south; the only way west is the "
        "way in: go west",
    ),
    # ---- map B: the observatory ----
    item(
        hut(),
        "head east",
        ("The east door's shut. You'll need to open it.", K("refused", "closed")),
        "open the east door",
        ("Okay, I've opened the east door. The wind comes straight in.", K("opened")),
        "go east",
        enclosure(),
        notes="a shut door refused, opened and walked through: the enclosure's only way west is "
        "the way in: go west",
    ),
    item(
        hut(),
        "walk south",
        boot_room(),
        "pick up the coin",
        ("Got it. You picked up the quarter.", K("took")),
        notes="the quarter taken in the boot room: its only way north is the way in: go north",
    ),
    item(
        hut(),
        "go north",
        radio_room(),
        "go west",
        (
            "The bunk room door is locked. The night observer is asleep in there.",
            K("refused", "locked"),
        ),
        notes="a locked door refused (the room had given it locked): refused west; the hut "
        "south is the way in: go south",
    ),
    item(
        hut(),
        "go to the north",
        radio_room(),
        "go south",
        hut(),
        "walk south",
        boot_room(),
        notes="a loop through the hut and into the boot room, where a quarter lies: take it",
    ),
    item(
        hut(),
        "walk south",
        boot_room(),
        "pick up the coin",
        ("Got it. You picked up the quarter.", K("took")),
        "go north",
        hut(),
        "go north",
        radio_room(),
        "go south",
        hut(),
        notes="the quarter taken, the radio room seen, back in the first room: north and south "
        "visited, the east door shut: open east",
    ),
    item(
        hut(),
        "open the east door",
        ("Okay, I've opened the east door. The wind comes straight in.", K("opened")),
        "head east",
        enclosure(),
        "go north",
        ("Sorry, you can't go that way. There's only the fence.", K("refused")),
        notes="a refusal at the end, in the enclosure: refused north; west is the way in: go west",
    ),
    # ---- map C: the hatchery ----
    item(
        tank_hall(),
        "/south",
        yard(),
        "/east",
        net_shed(),
        notes="south and east into the net shed, a dead end: west is the way in: go west",
    ),
    item(
        tank_hall(),
        "/east",
        ("🚪 The feed store door is closed.", K("refused", "closed")),
        "/open_east",
        ("🚪 You open the feed store door.", K("opened")),
        "/east",
        feed_store(),
        "/take_coin",
        ("🪙 You pocket the coin!", K("took")),
        "/west",
        tank_hall(door_open=True),
        notes="a closed door refused, opened and walked through, the coin taken, back in the "
        "first room: east visited, north and south not: go north or south",
    ),
    item(
        tank_hall(),
        "/north",
        egg_room(),
        "/west",
        ("🔒 The lab is locked.", K("refused", "locked")),
        "/south",
        tank_hall(),
        notes="a refusal left in the egg room does not stand; back in the first room: north "
        "visited, the feed store door east closed, south unvisited: open east or go south",
    ),
    item(
        tank_hall(),
        "/south",
        yard(),
        "/east",
        net_shed(),
        "/west",
        yard(),
        "/north",
        tank_hall(),
        "/north",
        egg_room(),
        notes="five turns: the net shed and back, then north into the egg room: south is the "
        "way in, the lab west locked: go south",
    ),
    item(
        tank_hall(),
        "/west",
        ("⛔ You can't go that way.", K("refused")),
        "/south",
        yard(),
        notes="a refusal in the first room, then a move: the refusal does not follow; north "
        "visited, the net shed east not: go east",
    ),
    item(
        tank_hall(),
        "/open_east",
        ("🚪 You open the feed store door.", K("opened")),
        "/east",
        feed_store(),
        notes="the door opened and walked through: the coin by the feed sacks: take it",
    ),
    item(
        tank_hall(),
        "/north",
        egg_room(),
        "/south",
        tank_hall(),
        "/south",
        yard(),
        "/east",
        net_shed(),
        "/west",
        yard(),
        "/north",
        tank_hall(),
        "/open_east",
        (
            "🚪 You open the feed store door. A smell of fishmeal rolls out.",
            K("opened"),
        ),
        notes="seven turns: north and south seen, the feed store door opened at last: east "
        "open and unvisited: go east",
    ),
]
