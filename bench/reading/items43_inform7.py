"""inform7, forty-third round: seven walks (1-3 turns) on a small seminary in Inform 7's defaults,
and thirteen single rooms and short histories in places the earlier rounds named seldom or never.

The seminary: Cloister n Chapel (an archway), e Refectory (the refectory door, closed at first), w
the library door (locked at this hour, never entered); Chapel e Robing Room; Refectory s Scullery (a
ten-céntimo coin on the draining board). Replies: "(first opening the refectory door)" before the
refectory, "(first opening the library door)\\nIt seems to be locked.", "You open the refectory
door.", "Taken. Brother Anselm would call that theft, but Brother Anselm is at vespers." The walks
are printed from the map by functions, so a room reads the same on every visit; where two walks end
in the same room in the same state, the last text carries an event of that turn.

Single rooms: a ferry terminal's waiting room at Malé (a two-rufiyaa coin), a bath house reached
"(first opening the bath house door)" in Tbilisi (a one-lari coin on the bench, taken), a tea shop
kitchen in Yangon (a locked back door), a puppet workshop ("You can go north or east."), a cheese
cave whose only door is closed, a vault antechamber (an empty deposit box), a mountain refuge's
window refused, a station buffet "(on which are a teacup and a fifty-sen coin)", a saleroom's empty
coin album, a space station node (a hatch closed, an airlock locked), a stable whose door is opened
and walked through, an ice rink's skate hire (a one-gourde coin), a bonsai nursery's potting shed (a
500-colón coin examined). What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- the seminary: Cloister n Chapel, e Refectory (door), w library (locked); Chapel e Robing
# Room; Refectory s Scullery (coin).


def cloister(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Cloister\nA square of clipped grass with a covered walk on all four sides. A stone "
        "well-head stands in the middle, its bucket long gone. The chapel is north, through a "
        f"pointed archway. The refectory door, to the east, is {state}. The library door, to the "
        "west, is locked at this hour.",
        R(
            "cloister",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "chapel", "e": "refectory"},
        ),
    )


CHAPEL = (
    "Chapel\nPlain oak stalls face each other across the aisle, and a single candle burns before "
    "the altar. The archway to the south leads out to the cloister. A small door in the east wall "
    "stands open onto the robing room.",
    R("chapel", "s e", leads={"s": "cloister", "e": "robing room"}),
)
ROBING_ROOM = (
    "Robing Room\nSurplices hang from a rail like a row of patient ghosts. The only way out is "
    "west, into the chapel.\n\nYou can see a box of altar candles here.",
    R("robing room", "w", leads={"w": "chapel"}),
)
REFECTORY_TEXT = (
    "Refectory\nTwo long tables run the length of the hall, benches pushed under them. A reading "
    "desk stands on a little dais for whoever reads aloud at meals. The refectory door, to the "
    "west, is open. A doorway to the south leads into the scullery."
)
REFECTORY = (REFECTORY_TEXT, R("refectory", "w s", leads={"s": "scullery"}))


def scullery(coin: bool = True) -> tuple:
    line = "\n\nOn the draining board is a ten-céntimo coin." if coin else ""
    return (
        "Scullery\nA stone sink under a dripping tap, and a rack of tin plates. The doorway north "
        f"leads into the refectory.{line}",
        R("scullery", "n", coin=coin),
    )


def first_opening_refectory() -> tuple:
    text, reading = REFECTORY
    return (f"(first opening the refectory door)\n\n{text}", reading)


LIBRARY_LOCKED = (
    "(first opening the library door)\nIt seems to be locked.",
    K("refused", "locked"),
)

_seminary = [
    item(
        cloister(),
        "east",
        first_opening_refectory(),
        notes="Inform 7 seminary: '(first opening the refectory door)' and the room: the move "
        "worked; in the refectory west is visited and the way in; the scullery south is new.",
    ),
    item(
        cloister(),
        "west",
        LIBRARY_LOCKED,
        "north",
        CHAPEL,
        "east",
        ROBING_ROOM,
        notes="Seminary: the library door refused (locked) and left behind in the cloister; in "
        "the robing room the one way west is visited and the way in: all visited.",
    ),
    item(
        cloister(),
        "north",
        CHAPEL,
        "south",
        also(cloister(), "The chapel bell rings once for the hour."),
        notes="Seminary: a return to the first room; north visited, no initial there; the "
        "refectory door is closed (open it), the library door locked.",
    ),
    item(
        REFECTORY,
        "south",
        scullery(),
        "take coin",
        (
            "Taken. Brother Anselm would call that theft, but Brother Anselm is at vespers.",
            K("took"),
        ),
        notes="Seminary, begun in the refectory: the ten-céntimo coin taken; the scullery's one "
        "way north is visited and the way in.",
    ),
    item(
        cloister(),
        "open refectory door",
        ("You open the refectory door.", K("opened", "e")),
        "east",
        REFECTORY,
        "south",
        scullery(),
        notes="Seminary: the refectory door opened by its name, walked through; the céntimo "
        "coin lies on the draining board: take it.",
    ),
    item(
        ROBING_ROOM,
        "west",
        CHAPEL,
        "south",
        cloister(),
        notes="Seminary, begun in the robing room: in the cloister north is visited and the "
        "way in; the refectory door east is closed (open it), the library door locked.",
    ),
    item(
        scullery(False),
        "north",
        REFECTORY,
        "west",
        cloister(True),
        notes="Seminary, begun in the scullery (no coin there in this game): through the open "
        "refectory door into the cloister; east is visited and the way in; the chapel north is "
        "new; the library door is locked.",
    ),
]

_singles = [
    item(
        "Waiting Room\nRows of moulded plastic seats face a board of ferry departures, most of "
        "them to islands you have never heard of. The quay is south. A door to the east marked "
        "CREW ONLY is closed.\n\nYou can see a luggage trolley and a two-rufiyaa coin here.",
        R("waiting room", "s e", closed="e", coin=True),
        notes="Inform 7 room in a ferry terminal at Malé: a two-rufiyaa coin (Maldives) here: "
        "take it; the crew door east is closed, the quay south open.",
    ),
    item(
        (
            "Bath Lane\nThe domed brick roofs of the bath houses rise out of the ground like "
            "loaves, and the air smells of sulphur. The bath house door, to the north, is closed. "
            "The lane runs east and west.",
            R("bath lane", "n e w", closed="n"),
        ),
        "north",
        (
            "(first opening the bath house door)\n\nChanging Room\nSteam curls under the door of "
            "the hot room. Towels hang on pegs. The door to the south stands open.\n\nOn the "
            "wooden bench is a one-lari coin.",
            R("changing room", "s", coin=True),
        ),
        "take coin",
        ("You pick up the lari, warm and a little damp.", K("took")),
        notes="Inform 7 in Tbilisi: '(first opening the bath house door)' and the room (the "
        "move worked); the one-lari coin taken; south is visited, the way in, all visited.",
    ),
    item(
        "Tea Shop Kitchen\nA kettle the size of a drum simmers on the charcoal stove, and glasses "
        "of sweet tea stand ready on a tin tray. The shop floor is through the bead curtain to "
        "the west. The back door, to the north, is locked.\n\nYou can see a tray of samosas "
        "here.",
        R("tea shop kitchen", "w n", locked="n"),
        notes="Inform 7 in a Yangon tea shop: the bead curtain west is an open way; the back "
        "door north is locked (no open); no coin: go west.",
    ),
    item(
        "Puppet Workshop\nMarionettes hang from a rail by their strings, faces half-painted. "
        "Sawdust and the smell of glue. You can go north or east.\n\nYou can see a carving "
        "knife and an unfinished Punch here.",
        R("puppet workshop", "n e"),
        notes="Inform 7: 'You can go north or east.'; no coin (Punch is a puppet).",
    ),
    item(
        "Cheese Cave\nWheels of cheese ripen on spruce boards, rows upon rows of them, and the "
        "cold smells of ammonia and cellars. The cave door, to the south, is closed.\n\nYou can "
        "see a cheese iron here.",
        R("cheese cave", "s", closed="s"),
        notes="Inform 7: the only way is the cave door south, closed: open it; no coin.",
    ),
    item(
        "Vault Antechamber\nThe great round door of the vault, to the north, is locked. A "
        "marble corridor runs south toward the banking hall.\n\nYou can see a safe deposit box "
        "(open but empty) here.",
        R("vault antechamber", "n s", locked="n", leads={"s": "banking hall"}),
        notes="Inform 7: the vault door north is locked (no open); an open, empty deposit box "
        "is no coin; go south.",
    ),
    item(
        (
            "Refuge Dormitory\nBunks three high along both walls, blankets folded at the foot of "
            "each. The common room is east. A small window in the west wall looks out over the "
            "glacier.",
            R("refuge dormitory", "e", leads={"e": "common room"}),
        ),
        "west",
        (
            "The only thing to the west is the window, and beyond it a long fall to the ice.",
            K("refused"),
        ),
        notes="Inform 7 in a mountain refuge: a move west refused (a window, no exit): "
        "refused(west); the common room east is the way.",
    ),
    item(
        "Station Buffet\nA long counter with a steaming urn, and a clock that says the 8.15 is "
        "late again. The platform is north. The booking hall is west.\n\nOn the counter are a "
        "teacup and a fifty-sen coin.",
        R("station buffet", "n w", coin=True),
        notes="Inform 7 'On the counter are ...': a fifty-sen coin (Malaysian) on the counter: "
        "take it.",
    ),
    item(
        "Saleroom\nRows of folding chairs face the rostrum, and the auctioneer's gavel lies "
        "beside a sheaf of bids. Lot 47, a coin album, stands open on an easel: every one of its "
        "sleeves is empty. The front office is east. A door to the south leads out to the "
        "loading bay.",
        R("saleroom", "e s", leads={"e": "front office", "s": "loading bay"}),
        notes="Inform 7: a coin album with every sleeve empty is no coin; exits east and south.",
    ),
    item(
        "Node 2\nHandrails and stowage bags line every surface; which way is 'up' is a matter "
        "of opinion. The hatch to the south, into the laboratory module, is closed. The airlock "
        "hatch to the east is locked. A tunnel to the north leads to the sleeping quarters.",
        R(
            "node 2",
            "s e n",
            closed="s",
            locked="e",
            leads={"s": "laboratory module", "n": "sleeping quarters"},
        ),
        notes="Inform 7 on a space station: the laboratory hatch south closed (open it), the "
        "airlock east locked (no open), the tunnel north open: open south or go north.",
    ),
    item(
        (
            "Stable Yard\nCobbles, a mounting block and a water trough. The stable door, to the "
            "west, is closed. The lane is south.",
            R("stable yard", "w s", closed="w"),
        ),
        "open stable door",
        ("You open the stable door. A horse snorts inside.", K("opened", "w")),
        "west",
        (
            "Stable\nThree stalls, two of them empty. A grey mare watches you over her door. "
            "The stable door to the east is open.",
            R("stable", "e"),
        ),
        notes="Inform 7: the stable door opened by its name, walked through; in the stable east "
        "is visited, the way in, all visited.",
    ),
    item(
        "Skate Hire\nRacks of hired skates, sorted by size, smell faintly of feet. The rink is "
        "north, through a gap in the barrier. The changing rooms are east.\n\nYou can see a "
        "skate sharpener and a one-gourde coin here.",
        R("skate hire", "n e", coin=True),
        notes="Inform 7 at an ice rink: a one-gourde coin (Haitian) here: take it.",
    ),
    item(
        (
            "Potting Shed\nTiny trees in shallow trays stand along the benches, some of them "
            "older than you. The nursery is south. A door to the west is closed.\n\nOn the "
            "bench is a 500-colón coin.",
            R("potting shed", "s w", closed="w", coin=True),
        ),
        "examine coin",
        ("It's a Costa Rican coin, golden and heavy for its size.", K("none")),
        notes="Inform 7 in a bonsai nursery: the 500-colón coin examined, still on the bench: "
        "take it.",
    ),
]

ITEMS = _seminary + _singles
