"""inform7, forty-fifth round: seven walks (1-4 turns) on a bookbinder's workshop in Bruges in
Inform 7's defaults (a Front Shop whose forwarding room is north through an archway, whose paper
store door east "is closed" at first and whose street door west "is locked: the shop shuts at noon
on Wednesdays"; a Forwarding Room; a Finishing Room with "On the tooling bench are a gilding cushion
and an old copper patard."; a Paper Store): "(first opening the paper store door)" before the room,
"You open the paper store door.", "The street door is locked. A card behind its glass says
GESLOTEN.", "The sewing frames are in the way, and beyond them there is only wall.", "You pocket the
patard. It is older than the shop.", a return with the shop bell; single rooms and short histories:
a mussel shed (a ten-shahi coin), a foaling box reached from a stable yard, a dog show's benching
tent, a croquet pavilion whose lawn gate is refused as locked (a tambala coin), a tank engine's
footplate whose only way is the steps down (no action), a trawler's fish hold, a power station's
control room (a one-hryvnia coin), a cooling tower's floor, a sleeper compartment (a five-rigsdaler
coin), a carrier's hangar deck after "(first opening the ready room door)", a mausoleum's bronze
doors refused and opened, a stud office's closed filing cabinet, a tortillería (a two-qiran coin).
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a bookbinder's workshop in Bruges: FRONT SHOP n FORWARDING ROOM (an archway), e PAPER
# STORE (a door, closed at first), w the street door (locked); FORWARDING ROOM n FINISHING ROOM
# (through a curtain; the patard).


def shop(door_open: bool = False, event: str = "") -> tuple:
    state = "open" if door_open else "closed"
    text = (
        "Front Shop\nA narrow shop smelling of glue and leather. Finished books wait on the "
        "counter for their owners, each with its name on a paper slip. The forwarding room is "
        f"through an archway to the north. The paper store door, to the east, is {state}. The "
        "street door, to the west, is locked: the shop shuts at noon on Wednesdays.\n\nYou can "
        "see a brass bell here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "front shop",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "forwarding room", "e": "paper store"},
        ),
    )


FORWARDING = (
    "Forwarding Room\nSewing frames, a guillotine, and a nipping press with a half-finished "
    "psalter in its jaws. The front shop is south. Through a curtain to the north is the "
    "finishing room.",
    R("forwarding room", "s n", leads={"s": "front shop", "n": "finishing room"}),
)


def finishing(coin: bool = True) -> tuple:
    things = (
        "On the tooling bench are a gilding cushion and an old copper patard."
        if coin
        else "On the tooling bench is a gilding cushion."
    )
    return (
        "Finishing Room\nBrass tools for gold tooling hang in a rack above a little stove, and "
        "a book of gold leaf lies open under a glass. The only way out is south, through the "
        f"curtain.\n\n{things}",
        R("finishing room", "s", coin=coin, leads={"s": "forwarding room"}),
    )


def store(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Paper Store\nReams of marbled paper on slatted shelves, end papers, boards, a roll of "
        f"buckram. The paper store door, to the west, is {state}.",
        R("paper store", "w", closed="" if door_open else "w", leads={"w": "front shop"}),
    )


FIRST_OPENING = "(first opening the paper store door)\n\n"

ITEMS = [
    item(
        shop(),
        "east",
        (FIRST_OPENING + store(door_open=True)[0], store(door_open=True)[1]),
        notes="Inform's '(first opening the paper store door)' before the room: the move "
        "worked. In the paper store west is the way back (visited, initial, all_visited).",
    ),
    item(
        shop(),
        "north",
        FORWARDING,
        "north",
        finishing(),
        "take coin",
        ("You pocket the patard. It is older than the shop.", K("took")),
        notes="A patard (an old Flemish coin) on the tooling bench, taken; the finishing room's "
        "only way south is visited and initial: go south.",
    ),
    item(
        store(),
        "west",
        (FIRST_OPENING + shop(door_open=True)[0], shop(door_open=True)[1]),
        "west",
        (
            "The street door is locked. A card behind its glass says GESLOTEN.",
            K("refused", "locked"),
        ),
        notes="Begun in the paper store; the door opened on the way out. In the shop the street "
        "door west is refused as locked (closed, refused); east is visited and initial; the "
        "forwarding room north is unseen: go north.",
    ),
    item(
        FORWARDING,
        "west",
        ("The sewing frames are in the way, and beyond them there is only wall.", K("refused")),
        "south",
        shop(),
        notes="A refusal toward no exit, left in the forwarding room. In the shop north is "
        "visited and initial; the paper store door east is closed (open it), the street door "
        "west locked.",
    ),
    item(
        shop(),
        "open east",
        ("You open the paper store door.", K("opened")),
        "east",
        store(door_open=True),
        "west",
        shop(door_open=True),
        "north",
        FORWARDING,
        notes="The paper store door opened by direction; the store visited, then the "
        "forwarding room: south visited and initial, the finishing room north unseen: go "
        "north.",
    ),
    item(
        finishing(),
        "east",
        ("The gilding stove is in the way, and it is hot.", K("refused")),
        "take patard coin",
        ("Taken: one copper patard, very worn.", K("took")),
        notes="Begun in the finishing room: east refused (no exit there), the refusal stands "
        "in this room; the patard taken. The only exit south, not yet visited: go south.",
    ),
    item(
        shop(),
        "north",
        FORWARDING,
        "south",
        shop(
            event="The shop bell jangles as somebody tries the street door, reads the card "
            "and goes away."
        ),
        notes="A return to the first room (no initial), with an event of the turn: north "
        "visited; the paper store door still closed (open it).",
    ),
    item(
        (
            "Mussel Shed\nRopes of mussels hang dripping from the beams, and a declumping "
            "machine stands silent in the middle of the floor. The jetty is south. The office "
            "door, to the east, is closed.\n\nYou can see a plastic crate and a ten-shahi coin "
            "here.",
            R("mussel shed", "s e", closed="e", coin=True),
        ),
        notes="Inform's 'You can see ... here.' with a ten-shahi coin (an old Persian coin): "
        "take it.",
    ),
    item(
        (
            "Stable Yard\nA square of cobbles with a pump in the middle and swallows under the "
            "eaves. The foaling box is north. The tack room is west.",
            R("stable yard", "n w", leads={"n": "foaling box"}),
        ),
        "north",
        (
            "Foaling Box\nDeep straw, and a grey mare who watches you with one ear turned. The "
            "box door, to the south, stands open. The door to the vet's room, to the east, is "
            "closed.\n\nYou can see a water bucket here.",
            R("foaling box", "s e", closed="e"),
        ),
        notes="South is the way back to the yard (visited, initial); the vet's room door east "
        "is closed: open it.",
    ),
    item(
        (
            "Benching Tent\nRows of benches under canvas, a dog on each, groomed to the last "
            "hair. A rosette marked BEST OF BREED hangs on the nearest pen. The show ring is "
            "east. The judges' tent is north.\n\nYou can see a grooming table here.",
            R("benching tent", "e n"),
        ),
        notes="A rosette is no coin; the exits are east and north, either is right.",
    ),
    item(
        (
            "Croquet Pavilion\nMallets in a rack, hoops in a bucket, a scoreboard with "
            "yesterday's game still on it. The lawn is north, through a gate. The tea room is "
            "east.\n\nOn the scorer's table is a tambala coin.",
            R("croquet pavilion", "n e", coin=True),
        ),
        "north",
        (
            "The lawn gate is locked. The groundsman will not have play after rain.",
            K("refused", "locked"),
        ),
        notes="The gate's state is not given until the refusal says it is locked (closed, "
        "refused); a tambala coin (Malawian) on the table: take it.",
    ),
    item(
        (
            "Footplate\nThe cab of the old tank engine is hardly big enough to turn round in. "
            "The firebox door is shut and the fire long dead; a shovel leans against the coal "
            "bunker. The only way off is down the steps at the side.\n\nYou can see an oil can "
            "here.",
            R("footplate", "d"),
        ),
        notes="The firebox door is no way out; the only way is down the steps (outside the "
        "vocabulary): no fact of a direction and no action.",
    ),
    item(
        (
            "Fish Hold\nBoxes of ice are stacked to the deckhead, and the cold gets into your "
            "teeth. The hatch above is open to the sky. The engine room door, to the south, is "
            "closed.",
            R("fish hold", "u s", closed="s"),
        ),
        notes="The hatch is a way up, outside the vocabulary; the engine room door south is "
        "closed: open it.",
    ),
    item(
        (
            "Control Room\nA horseshoe of grey panels, dials and switches, and a chair worn "
            "shiny by forty years of shifts. The turbine hall door, to the east, is locked until "
            "the shift changes. A corridor leads west.\n\nOn the desk are a logbook and a "
            "one-hryvnia coin.",
            R("control room", "e w", locked="e", coin=True),
        ),
        notes="Inform's 'On the desk are ...' with a one-hryvnia coin: take it. The turbine "
        "hall door is locked (closed).",
    ),
    item(
        (
            "Cooling Tower Floor\nYou stand inside the hollow shell of the cooling tower, and "
            "the sky is a small grey circle far above. Water drips from the packing into the "
            "pond. A door in the shell, to the north, is open.\n\nYou can see a pigeon here.",
            R("cooling tower floor", "n"),
        ),
        notes="The only exit is the open door north: go north.",
    ),
    item(
        (
            "Sleeper Compartment\nA bunk made up with a tartan blanket, a washbasin that folds "
            "into the wall, and the rattle of the points under you. The corridor door, to the "
            "west, is closed. A window looks out east onto the passing dark.\n\nOn the "
            "fold-down table is a five-rigsdaler coin.",
            R("sleeper compartment", "w", closed="w", coin=True),
        ),
        notes="The window east is no exit; a five-rigsdaler coin (an old Danish coin) on the "
        "table: take it.",
    ),
    item(
        (
            "Hangar Deck\nAircraft with their wings folded stand nose to tail under the "
            "strip lights. The ready room door is north. A passage leads south to the "
            "workshops. East is the lift well: the lift is up at flight deck level, and the "
            "well is a sheer drop.",
            R("hangar deck", "n s"),
        ),
        "north",
        (
            "(first opening the ready room door)\n\nReady Room\nRows of padded chairs face a "
            "board of call signs. The hangar deck is south.",
            R("ready room", "s"),
        ),
        "south",
        (
            "Hangar Deck\nAircraft with their wings folded stand nose to tail under the "
            "strip lights. The ready room door is north. A passage leads south to the "
            "workshops. East is the lift well: the lift is up at flight deck level, and the "
            "well is a sheer drop.",
            R("hangar deck", "n s"),
        ),
        notes="The lift well east is a sheer drop, no exit; the ready room visited (its door "
        "opened on the way), back on the hangar deck where the walk began: north visited, "
        "go south.",
    ),
    item(
        (
            "Mausoleum\nMarble, cold as a larder, and the family's names cut in gold leaf. The "
            "bronze doors, to the south, are closed. There is no other way out.",
            R("mausoleum", "s", closed="s"),
        ),
        "south",
        ("The bronze doors are closed.", K("refused", "closed")),
        "open doors",
        ("You open the bronze doors. Daylight comes in.", K("opened", "south")),
        notes="Refused as closed, then opened by 'open doors' (the doors the refusal named): "
        "the refusal is cleared; go south.",
    ),
    item(
        (
            "Stud Office\nPhotographs of winners cover every wall, and a silver cup holds the "
            "pens. The yard is west.\n\nYou can see a filing cabinet (closed) and a desk here.",
            R("stud office", "w"),
        ),
        notes="A closed filing cabinet is no door of the room; the yard west is the exit.",
    ),
    item(
        (
            "Tortillería\nThe machine feeds a ribbon of dough under its rollers and drops the "
            "tortillas, one after another, onto a hot belt. The store door, to the north, is "
            "closed. The street is south.\n\nOn the counter are a stack of warm tortillas and "
            "an old two-qiran coin.",
            R("tortillería", "n s", closed="n", coin=True),
        ),
        notes="Inform's 'On the counter are ...' with an old two-qiran coin: take it.",
    ),
]
