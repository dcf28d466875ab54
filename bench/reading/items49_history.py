"""history, forty-ninth round (no emphasis beyond a hidden test of the same kind): 3-6 turn walks
(most returning to a room) on three small symmetric tree maps, each printed in a manner no earlier
walk used: map A, lodgings in Baker Street told by a Holmes-like detective to the player as his
Watson ("The sitting-room.\n'Our sitting-room, Watson, as you would know if you observed,' said
Holmes ... 'The door to my bedroom, to the north, is shut. The waiting-room is east, through the
open door. Mrs Hudson's door, to the west, is locked ... And the bow window to the south gives on
nothing but Baker Street, thirty feet below.'", a Lumber Room where "on the lid of the Musgrave box,
lies a silver rijksdaalder"; "'The door is shut, Watson. ...'", "'Capital. The door is open.'",
"'Mrs Hudson's door is locked, Watson ...'", "'That is the bow window, my dear fellow. ...'", "'You
have the rijksdaalder. ...'"); map B, a gold mine on Eldorado Creek in a game server's log file, a
time stamp and a tag on every line ("2027-07-22 09:03:14 LOC Mine Office\n... DESC A plank office
with a stove ...\n... EXIT north door to the powder magazine, LOCKED (the manager has the key)\n...
EXIT east stamp mill, OPEN\n... EXIT west door to the bunkhouse, SHUT\n... NOWAY south shaft head,
fenced off: a three-hundred-foot drop\n... READY awaiting command", "ITEM a silver Mexican
eight-reales coin, on the bench"; each reply logs the command, its result and the room again: "CMD
MOVE WEST\n... FAIL the bunkhouse door is shut", "OK the bunkhouse door is open", "FAIL the powder
magazine door is locked", "FAIL the shaft head is fenced, and it is a long way down", "OK you have
the eight reales"); map C, a halfling's burrow in a Lost Pig-like orc's voice ("Round Hall\nGrub in
round hall. ... Door north is shut. Cheese store is east, no door, Grub can go. Door west is locked.
Grub not have key. Round window south too small for Grub.", "On shelf is shiny coin with square hole
in middle."; "Grub push door. Door is shut. ...", "Grub open door. Door go creeeak.", "Door is
locked. Grub pull and pull. ...", "Grub put head in round window. ...", "Grub take shiny coin! Grub
rich now."); coins taken, doors refused, opened and walked through, locked doors and ways that are
none refused and left behind, returns to the first room and to rooms between, some with an event of
the turn; moves spelled `go north`, `go south`, `go east`, `go west`, `open door`, `take coin`,
`MOVE NORTH`, `MOVE SOUTH`, `MOVE EAST`, `MOVE WEST`, `OPEN DOOR WEST`, `TAKE COIN`, `north`,
`south`, `east`, `west`. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- map A, Baker Street: SITTING-ROOM n HOLMES'S BEDROOM (a door, shut at first), e
# WAITING-ROOM (an open door), w Mrs Hudson's door (locked), s the bow window (no way); WAITING-ROOM
# n LUMBER ROOM (a door ajar; a silver rijksdaalder).


def sitting(door: str = "shut", event: str = "") -> tuple:
    text = (
        "The sitting-room.\n'Our sitting-room, Watson, as you would know if you observed,' said "
        "Holmes from the depths of his armchair. 'The door to my bedroom, to the north, is "
        f"{door}. The waiting-room is east, through the open door. Mrs Hudson's door, to the west, "
        "is locked; she guards her kitchen as a dragon guards its hoard. And the bow window to the "
        "south gives on nothing but Baker Street, thirty feet below.'"
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "sitting-room",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "holmes's bedroom", "e": "waiting-room"},
        ),
    )


def bedroom(event: str = "") -> tuple:
    text = (
        "Holmes's bedroom.\n'My bedroom, Watson. Kindly do not touch the portraits of criminals "
        "on the walls; they are arranged. The door to the sitting-room, to the south, is open, and "
        "it is the only way out.'"
    )
    if event:
        text += f"\n{event}"
    return (text, R("holmes's bedroom", "s", leads={"s": "sitting-room"}))


def landing(event: str = "") -> tuple:
    text = (
        "The waiting-room.\n'The waiting-room, Watson, where our clients sit and compose "
        "themselves. The sitting-room is west. The lumber room door, to the north, stands ajar.'"
    )
    if event:
        text += f"\n{event}"
    return (text, R("waiting-room", "w n", leads={"w": "sitting-room", "n": "lumber room"}))


def lumber(coin: bool = True) -> tuple:
    text = (
        "The lumber room.\n'The lumber room, Watson, where I keep the records of my cases in tin "
        "boxes and throw nothing away. The waiting-room is south, through the door."
    )
    if coin:
        text += (
            " And there, unless I am much mistaken, on the lid of the Musgrave box, lies a silver "
            "rijksdaalder, a coin I last saw in the affair of the Dutch steamship Friesland."
        )
    return (text + "'", R("lumber room", "s", coin=coin, leads={"s": "waiting-room"}))


SHUT_A = (
    "'The door is shut, Watson. You will find that doors must generally be opened before they "
    "can be passed.'",
    K("refused", "closed"),
)
OPEN_A = ("'Capital. The door is open.'", K("opened", "north"))
HUDSON = (
    "'Mrs Hudson's door is locked, Watson, and I would not advise knocking before breakfast.'",
    K("refused", "locked"),
)
WINDOW = (
    "'That is the bow window, my dear fellow. The drop to Baker Street would not agree with you.'",
    K("refused"),
)
TOOK_A = (
    "'You have the rijksdaalder. Pocket it, Watson; we may need it for the cab.'",
    K("took"),
)

# ---- map B, a gold mine in a game server's log: MINE OFFICE w BUNKHOUSE (a door, shut at first), e
# STAMP MILL (open), n the powder magazine (locked), s the shaft head (no way); STAMP MILL n CHANGE
# HOUSE (a door, open; a silver eight-reales coin).


def _ts(t: int) -> str:
    return f"2027-07-22 {9 + t // 60:02d}:{t % 60:02d}:14"


def log(t: int, rows: tuple) -> str:
    """Log lines of turn ``t``: a time stamp, a tag padded to five letters, the text."""
    return "\n".join(f"{_ts(t)} {tag:<5} {text}".rstrip() for tag, text in rows)


READY = (("READY", "awaiting command"),)


def office(t: int, west: str = "shut", report: tuple = ()) -> str:
    return log(
        t,
        report
        + (
            ("LOC", "Mine Office"),
            (
                "DESC",
                "A plank office with a stove, a map of the claims and a jar of gold dust on "
                "the manager's desk, sealed.",
            ),
            ("EXIT", "north  door to the powder magazine, LOCKED (the manager has the key)"),
            ("EXIT", "east   stamp mill, OPEN"),
            ("EXIT", f"west   door to the bunkhouse, {west.upper()}"),
            ("NOWAY", "south  shaft head, fenced off: a three-hundred-foot drop"),
        )
        + READY,
    )


def office_r(west: str = "shut") -> R:
    return R(
        "mine office",
        "n e w",
        closed="w" if west == "shut" else "",
        locked="n",
        leads={"e": "stamp mill", "w": "bunkhouse", "n": "powder magazine"},
    )


def bunkhouse(t: int, report: tuple = ()) -> tuple:
    return (
        log(
            t,
            report
            + (
                ("LOC", "Bunkhouse"),
                ("DESC", "Bunks three high, wet socks on a line, and a coffee pot on the stove."),
                ("EXIT", "east   door to the mine office, OPEN"),
            )
            + READY,
        ),
        R("bunkhouse", "e", leads={"e": "mine office"}),
    )


def mill(t: int, report: tuple = ()) -> tuple:
    return (
        log(
            t,
            report
            + (
                ("LOC", "Stamp Mill"),
                (
                    "DESC",
                    "Ten stamps rise and fall on the ore with a noise like the end of the world.",
                ),
                ("EXIT", "west   mine office, OPEN"),
                ("EXIT", "north  door to the change house, OPEN"),
            )
            + READY,
        ),
        R("stamp mill", "w n", leads={"w": "mine office", "n": "change house"}),
    )


def change(t: int, coin: bool = True, report: tuple = ()) -> tuple:
    lie = (("ITEM", "a silver Mexican eight-reales coin, on the bench"),) if coin else ()
    return (
        log(
            t,
            report
            + (
                ("LOC", "Change House"),
                ("DESC", "Miners' wet clothes hang from chains in the roof to dry."),
                ("EXIT", "south  door to the stamp mill, OPEN"),
            )
            + lie
            + READY,
        ),
        R("change house", "s", coin=coin, leads={"s": "stamp mill"}),
    )


B_SHUT = (("CMD", "MOVE WEST"), ("FAIL", "the bunkhouse door is shut"))
B_OPEN = (("CMD", "OPEN DOOR WEST"), ("OK", "the bunkhouse door is open"))
B_LOCKED = (("CMD", "MOVE NORTH"), ("FAIL", "the powder magazine door is locked"))
B_SHAFT = (("CMD", "MOVE SOUTH"), ("FAIL", "the shaft head is fenced, and it is a long way down"))
B_TOOK = (("CMD", "TAKE COIN"), ("OK", "you have the eight reales"))

# ---- map C, a halfling's burrow: ROUND HALL n SLEEPING ROOM (a door, shut at first), e CHEESE
# STORE (no door), w the cellar (locked), s a round window (no way); CHEESE STORE n SMOKE ROOM (a
# door, open; a coin with a square hole).


def hall(door: str = "shut", event: str = "") -> tuple:
    text = (
        "Round Hall\nGrub in round hall. Everything round here: round door, round rug, round "
        "window. Halfling think round is good. Door north is "
        f"{door}. Cheese store is east, no door, Grub can go. Door west is locked. Grub not have "
        "key. Round window south too small for Grub."
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "round hall",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "sleeping room", "e": "cheese store"},
        ),
    )


def c_bedroom(event: str = "") -> tuple:
    text = (
        "Sleeping Room\nGrub in halfling sleeping room. Bed too small for Grub. Bed too small for "
        "anybody. Door south is open."
    )
    if event:
        text += f"\n{event}"
    return (text, R("sleeping room", "s", leads={"s": "round hall"}))


def pantry(event: str = "") -> tuple:
    text = (
        "Cheese Store\nGrub in cheese store! Cheese everywhere! Big cheese, small cheese, smelly "
        "cheese. Round hall is west. Door north go to smoke room. Door is open."
    )
    if event:
        text += f"\n{event}"
    return (text, R("cheese store", "w n", leads={"w": "round hall", "n": "smoke room"}))


def larder(coin: bool = True) -> tuple:
    text = (
        "Smoke Room\nGrub in smoke room. Smoky in here. Sausages and hams hang down like bells. "
        "Door south is open."
    )
    if coin:
        text += " On shelf is shiny coin with square hole in middle. Grub like shiny."
    return (text, R("smoke room", "s", coin=coin, leads={"s": "cheese store"}))


SHUT_C = ("Grub push door. Door is shut. Grub need open door first.", K("refused", "closed"))
OPEN_C = ("Grub open door. Door go creeeak.", K("opened", "north"))
LOCKED_C = (
    "Door is locked. Grub pull and pull. Door still locked. Grub sad.",
    K("refused", "locked"),
)
WINDOW_C = (
    "Grub put head in round window. Window too small. Grub head stuck a little bit. Grub go back.",
    K("refused"),
)
TOOK_C = ("Grub take shiny coin! Grub rich now.", K("took"))

ITEMS = [
    # ---- map A
    item(
        sitting(),
        "go north",
        SHUT_A,
        "open door",
        OPEN_A,
        "go north",
        bedroom(),
        "go south",
        sitting(door="open", event="Holmes draws a long, wailing note from his violin."),
        notes="Baker Street: the bedroom door refused as shut, opened, walked through and back "
        "to the first room (no initial): north visited, the waiting-room east unvisited: go east; "
        "Mrs Hudson's door locked, the bow window no way",
    ),
    item(
        sitting(),
        "go east",
        landing(),
        "go north",
        lumber(),
        "take coin",
        TOOK_A,
        "go south",
        landing(event="A cab rattles past in the street below."),
        "go west",
        sitting(),
        notes="Baker Street: the rijksdaalder taken in the lumber room and back to the first "
        "room (no initial): east visited, the bedroom door north shut and unvisited: open north",
    ),
    item(
        landing(),
        "go west",
        sitting(),
        "go west",
        HUDSON,
        "go south",
        WINDOW,
        "go east",
        landing(event="Somewhere below, Mrs Hudson drops a tray."),
        notes="Baker Street, begun in the waiting-room: Mrs Hudson's door and the bow window "
        "refused in the sitting-room and left behind; back in the waiting-room (the first room, no "
        "initial) west visited, the lumber room north unvisited: go north",
    ),
    item(
        lumber(),
        "take coin",
        TOOK_A,
        "go south",
        landing(),
        "go west",
        sitting(event="Holmes is lying on the sofa with his eyes shut, and he does not move."),
        notes="Baker Street, begun in the lumber room: the coin taken; in the sitting-room east "
        "visited (initial), the bedroom door north shut: open north",
    ),
    item(
        bedroom(),
        "go south",
        sitting(door="open"),
        "go east",
        landing(),
        "go north",
        lumber(),
        "take coin",
        TOOK_A,
        "go south",
        landing(event="Holmes calls from the sitting-room for his tobacco."),
        notes="Baker Street, begun in the bedroom: the coin taken, back in the waiting-room: north "
        "and west visited, west the way first entered (initial), all_visited: go west",
    ),
    item(
        sitting(),
        "go east",
        landing(),
        "go west",
        sitting(event="Holmes fires a single shot into the wall, and plaster dust drifts down."),
        "go east",
        landing(event="A boy of the Irregulars comes in, whispers, and is gone again."),
        notes="Baker Street: back and forth between the sitting-room and the waiting-room; in "
        "the waiting-room west visited (initial), the lumber room north unvisited: go north",
    ),
    # ---- map B
    item(
        (office(3), office_r()),
        "MOVE WEST",
        (office(4, report=B_SHUT), Both(K("refused", "closed"), office_r())),
        "OPEN DOOR WEST",
        (office(5, west="open", report=B_OPEN), office_r("open")),
        "MOVE WEST",
        bunkhouse(6),
        notes="gold mine in a server log: the bunkhouse door refused as shut (the failure and "
        "the room in one text), opened (the room with it open), walked through; the "
        "bunkhouse's only way east visited (initial, all_visited): go east",
    ),
    item(
        (office(8), office_r()),
        "MOVE NORTH",
        (office(9, report=B_LOCKED), Both(K("refused", "locked"), office_r())),
        "MOVE EAST",
        mill(10),
        "MOVE NORTH",
        change(11),
        "TAKE COIN",
        change(12, coin=False, report=B_TOOK),
        "MOVE SOUTH",
        mill(13),
        notes="gold mine: the powder magazine door refused as locked and left; the eight reales "
        "taken in the change house (the log shows no coin now), back in the stamp mill: "
        "north and west visited, west the way first entered (initial), all_visited: go west",
    ),
    item(
        change(20),
        "TAKE COIN",
        change(21, coin=False, report=B_TOOK),
        "MOVE SOUTH",
        mill(22),
        "MOVE WEST",
        (office(23), office_r()),
        notes="gold mine, begun in the change house: the coin taken; in the mine office east "
        "visited (initial), the bunkhouse door west shut (open west), the powder magazine door "
        "locked, the shaft head no way",
    ),
    item(
        bunkhouse(30),
        "MOVE EAST",
        (office(31, west="open"), office_r("open")),
        "MOVE EAST",
        mill(32),
        "MOVE WEST",
        (office(33, west="open"), office_r("open")),
        notes="gold mine, begun in the bunkhouse: back in the mine office west and east visited, "
        "the way first entered west (initial), the powder magazine north locked and unvisited "
        "(not all_visited): go back west",
    ),
    item(
        mill(40),
        "MOVE NORTH",
        change(41),
        "TAKE COIN",
        change(42, coin=False, report=B_TOOK),
        "MOVE SOUTH",
        mill(43),
        "MOVE WEST",
        (office(44), office_r()),
        notes="gold mine, begun in the stamp mill: the coin taken; in the mine office east "
        "visited (initial), the bunkhouse door west shut: open west",
    ),
    item(
        (office(50), office_r()),
        "MOVE EAST",
        mill(51),
        "MOVE WEST",
        (office(52), office_r()),
        "MOVE WEST",
        (office(53, report=B_SHUT), Both(K("refused", "closed"), office_r())),
        "OPEN DOOR WEST",
        (office(54, west="open", report=B_OPEN), office_r("open")),
        notes="gold mine: back in the first room (no initial), the bunkhouse door refused as shut "
        "and then opened (cleared): east visited, west open and unvisited: go west",
    ),
    item(
        (office(60), office_r()),
        "MOVE SOUTH",
        (office(61, report=B_SHAFT), Both(K("refused"), office_r())),
        "MOVE EAST",
        mill(62),
        "MOVE NORTH",
        change(63),
        notes="gold mine: the shaft head refused (no way) and left behind; the walk ends in the "
        "change house beside the coin: take it (south visited, initial, all_visited)",
    ),
    # ---- map C
    item(
        hall(),
        "go north",
        SHUT_C,
        "open door",
        OPEN_C,
        "go north",
        c_bedroom(),
        notes="halfling burrow: the sleeping room door refused as shut, opened, walked through; "
        "the sleeping room's only way south visited (initial, all_visited): go south",
    ),
    item(
        hall(),
        "east",
        pantry(),
        "north",
        larder(),
        "take coin",
        TOOK_C,
        "south",
        pantry(event="Grub eat small cheese. Crumbs everywhere."),
        notes="halfling burrow: the coin with a square hole taken, back in the cheese store: north "
        "and west visited, west the way first entered (initial), all_visited: go west",
    ),
    item(
        pantry(),
        "west",
        hall(),
        "south",
        WINDOW_C,
        "east",
        pantry(event="Somewhere a kettle start to sing. Grub not like."),
        notes="halfling burrow, begun in the cheese store: the round window refused in the hall "
        "and left behind; back in the cheese store (the first room, no initial) west visited, the "
        "smoke room north unvisited: go north",
    ),
    item(
        larder(),
        "take coin",
        TOOK_C,
        "go south",
        pantry(),
        "go west",
        hall(),
        notes="halfling burrow, begun in the smoke room: the coin taken; in the round hall east "
        "visited (initial), the sleeping room door north shut (open north), the door west locked",
    ),
    item(
        c_bedroom(),
        "go south",
        hall(door="open"),
        "go east",
        pantry(),
        "go north",
        larder(),
        "take coin",
        TOOK_C,
        "go south",
        pantry(event="Grub hear halfling coming home. Grub not worried. Grub big."),
        "go west",
        hall(door="open", event="Round rug have ham on it now. Grub sorry."),
        notes="halfling burrow, begun in the sleeping room: the coin taken, back in the round "
        "hall: north and east visited, the way first entered north (initial), the door west locked "
        "and unvisited (not all_visited): go back north",
    ),
    item(
        hall(),
        "go east",
        pantry(),
        "go west",
        hall(event="Grub hear clock. Clock say tick. Grub say tock."),
        "open door",
        OPEN_C,
        "go north",
        c_bedroom(event="Grub sit on bed. Bed go crack."),
        notes="halfling burrow: east and back, the sleeping room door opened and walked through; "
        "the sleeping room's only way south visited (initial, all_visited): go south",
    ),
    item(
        hall(),
        "go west",
        LOCKED_C,
        "go north",
        SHUT_C,
        "open door",
        OPEN_C,
        "go north",
        c_bedroom(event="Pillow very soft. Grub nearly go to sleep."),
        notes="halfling burrow: the door west refused as locked and left, the sleeping room door "
        "refused as shut, opened and walked through: south visited (initial, all_visited): go "
        "south",
    ),
]
