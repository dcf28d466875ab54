"""classic_if, forty-sixth round (emphasis: the turns of a game): seven walks (1-5 turns) on a
friary in an Infocom-like manner (a Slype whose oak door north "is closed" at first, whose
calefactory is east through an archway and whose west door, to the almonry, "is locked"; a
Calefactory; a Lavatorium with "There is a copper maravedí coin here."; a Chapter House; an
Almonry): "The oak door is closed.", "With a shove of your shoulder, the oak door grinds open.",
"The west door is locked.", an unlock with the iron key and an open by direction, "Taken. The
maravedí is worn as thin as a fingernail.", a look that keeps a refusal, a return with a bell for
vespers, walks begun in the calefactory and the chapter house; single rooms and short histories in
the classic systems' manners, each ending on what the game printed back to a move, an open or a
take: Scott Adams's "I can't go in that direction", a cave game's locked grate and "You have no
keys", TADS 3's "(first opening the yard door)" before the room, a Hugo-like toll gate opened by its
kind, an AGT-like furnace floor, a Level 9-like ice well whose tostão coin is taken and gone, a
Quill-like boat cabin's hatch found already open, an Adventuron-like mausoleum's bronze door
refused, unlocked, refused again and opened, an Alan-like guest hall's "You already have the
cruzado.", a Magnetic Scrolls-like card room whose folding screen is in the way until it is folded
back (the room printed again), a ZIL-like muniment room's door kept locked, a PunyInform-like casual
ward left behind, a gatehouse's barred gate opened by the porter (the room printed again). What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the friary: SLYPE n CHAPTER HOUSE (the oak door, closed at first), e CALEFACTORY (an
# archway), w ALMONRY (the west door, locked at first); CALEFACTORY n LAVATORIUM (a doorless
# opening; a copper maravedí coin).

_OAK = {"closed": "is closed", "open": "stands open"}
_WEST = {"locked": "is locked", "closed": "is closed", "open": "stands open"}


def slype(oak: str = "closed", west: str = "locked", event: str = "") -> tuple:
    text = (
        "Slype\nA narrow vaulted passage runs between the church and the chapter house, its "
        "plaster scratched with the names of novices long dead. A bench of worn oak runs along "
        f"one wall. The oak door to the north {_OAK[oak]}. An archway leads east into the "
        f"calefactory. The west door, to the almonry, {_WEST[west]}."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "Slype",
            "n e w",
            closed=" ".join(d for d, s in (("n", oak), ("w", west)) if s == "closed"),
            locked="w" if west == "locked" else "",
            leads={"e": "calefactory", "w": "almonry"},
        ),
    )


def chapter(oak: str = "open") -> tuple:
    return (
        "Chapter House\nStone seats run round all eight walls, and the names of friars long "
        "buried are painted above them in faded red. A lectern in the middle holds the book of "
        f"the Rule, open at a page about silence. The oak door to the south {_OAK[oak]}.",
        R("Chapter House", "s", closed="s" if oak == "closed" else ""),
    )


def calefactory() -> tuple:
    return (
        "Calefactory\nThis is the one room in the friary where a fire is allowed in winter, and "
        "the friars have made the most of it: the hearth is wide enough to stand in. Settles are "
        "drawn up close, and a cat sleeps on the warmest of them. The slype is west, through "
        "an archway. A doorless opening to the north leads to the lavatorium.",
        R("Calefactory", "w n", leads={"w": "slype", "n": "lavatorium"}),
    )


def lavatorium(coin: bool = True) -> tuple:
    text = (
        "Lavatorium\nA long stone trough runs beneath the windows, fed by a lead pipe that "
        "drips into it without rest. Linen towels hang from a row of pegs, stiff as boards. The "
        "calefactory is south."
    )
    if coin:
        text += "\nThere is a copper maravedí coin here."
    return (text, R("Lavatorium", "s", coin=coin, leads={"s": "calefactory"}))


def almonry() -> tuple:
    return (
        "Almonry\nBread for the poor is stacked on the shelves in round grey loaves, and a "
        "ledger on the table records who has had what, and when. The west door of the slype, "
        "east of you, stands open.",
        R("Almonry", "e", leads={"e": "slype"}),
    )


OAK_SHUT = ("The oak door is closed.", K("refused", "closed"))
OAK_OPENS = ("With a shove of your shoulder, the oak door grinds open.", K("opened", "north"))
WEST_LOCKED = ("The west door is locked.", K("refused", "locked"))
COIN_TAKEN = ("Taken. The maravedí is worn as thin as a fingernail.", K("took"))

ITEMS = [
    item(
        slype(),
        "north",
        OAK_SHUT,
        "open oak door",
        OAK_OPENS,
        "north",
        chapter(),
        notes="friary walk: the oak door north refused as closed, opened by its kind (`open oak "
        "door`: the north door) and walked through; the chapter house's only way is back south",
    ),
    item(
        slype(),
        "east",
        calefactory(),
        "north",
        lavatorium(),
        "take coin",
        COIN_TAKEN,
        "south",
        calefactory(),
        notes="friary walk: a copper maravedí coin taken in the lavatorium; back in the "
        "calefactory both ways are visited and the way back is west",
    ),
    item(
        calefactory(),
        "n",
        lavatorium(),
        "get coin",
        ("You pick up the maravedí. It is as cold as the trough it lay by.", K("took")),
        notes="friary walk begun in the calefactory: the maravedí taken (gone); the lavatorium's "
        "only way is south, visited",
    ),
    item(
        slype(),
        "west",
        WEST_LOCKED,
        "unlock west door with iron key",
        ("The iron key turns with a clack. The west door is unlocked.", K("unlocked")),
        "open west door",
        ("The west door swings open.", K("opened")),
        "west",
        almonry(),
        notes="friary walk: the west door refused as locked, unlocked (still shut), opened by "
        "direction and walked through; the almonry's open door east is its only way",
    ),
    item(
        slype(),
        "w",
        ("The west door is locked, and the almoner has the only key.", K("refused", "locked")),
        "look",
        slype(),
        notes="friary walk: the west door refused as locked; the look prints the room with the "
        "door still locked, so the refusal stands; the oak door north is closed (open it), the "
        "archway east is open",
    ),
    item(
        slype(),
        "east",
        calefactory(),
        "north",
        lavatorium(),
        "take coin",
        COIN_TAKEN,
        "south",
        calefactory(),
        "west",
        slype(event="Somewhere in the church a bell rings for vespers."),
        notes="friary walk back to the first room (a bell rings this turn): east visited; the "
        "oak door north closed, the west door locked; no initial in the first room",
    ),
    item(
        chapter(oak="closed"),
        "south",
        ("You walk into the oak door. It is closed.", K("refused", "closed")),
        notes="friary walk begun in the chapter house with the oak door closed: the move south "
        "refused by the closed door (closed, refused; open it)",
    ),
    item(
        (
            "I'm in a hop kiln. Visible items:\n\nSacks of dried hops. Wooden rake. Bushel "
            "basket. Cowl rope.\n\nObvious exits: North, West.\nTell me what to do ?",
            R("hop kiln", "n w"),
        ),
        "GO EAST",
        ("Sorry, I can't go in that direction.\nTell me what to do ?", K("refused")),
        notes="Scott Adams manner: 'I'm in a hop kiln' names the room (`hop kiln`); east is no "
        "exit, its refusal a fact; north and west open",
    ),
    item(
        (
            "You are in a dripping crawl. Water runs down the walls and gathers in a groove cut "
            "along the floor. A low passage leads east. An iron grate closes the passage to the "
            "west; it is locked.",
            R("dripping crawl", "e w", locked="w"),
        ),
        "W",
        ("You can't go through a locked iron grate!", K("refused", "locked")),
        "OPEN GRATE",
        ("You have no keys, and the lock is a big one.", K("none")),
        notes="a cave game's manner: the grate west refused as locked; the failed open keeps it "
        "locked and the refusal standing; the passage east is the way",
    ),
    item(
        (
            "Oakum Room\nLong benches fill the room, and at every place lies a heap of old tarred "
            "rope waiting to be picked apart by fingers that are already raw. A master's desk "
            "stands on a dais by the door, and a clock ticks above it, loud in the silence the "
            "rules demand. The yard door, to the east, is closed.\n\nObvious exits lead east, to "
            "the stone yard, and south, to the dining hall.",
            R(
                "Oakum Room",
                "e s",
                closed="e",
                leads={"e": "stone yard", "s": "dining hall"},
            ),
        ),
        "east",
        (
            "(first opening the yard door)\n\nStone Yard\nA walled yard where heaps of granite "
            "wait to be broken for the roads. A hammer lies by each heap, its handle worn pale "
            "by other hands. The yard door, west, stands open; there is no other way out.\n\n"
            "Obvious exits lead west, to the oakum room.",
            R("Stone Yard", "w", leads={"w": "oakum room"}),
        ),
        notes="TADS 3 manner in a workhouse: '(first opening the yard door)' then the stone yard: "
        "the move worked; its only way is back west (visited, initial)",
    ),
    item(
        (
            "Toll House\nA six-sided cottage, built so that the keeper could watch both ways down "
            "the turnpike. A board by the window lists what each beast and each wheel must pay. "
            "The toll gate, east, is shut. The keeper's kitchen is north.",
            R("Toll House", "e n", closed="e"),
        ),
        "e",
        ("The toll gate is shut.", K("refused", "closed")),
        "open gate",
        ("You lift the latch and swing the toll gate open.", K("opened", "east")),
        notes="Hugo-like: the toll gate east refused as shut, then opened by its kind (`open "
        "gate`: the east gate): the refusal cleared; a board of tolls is no coin",
    ),
    item(
        (
            "LEHR ROOM\nThe long annealing oven runs the length of the room, and new glasses ride "
            "slowly through it on an iron belt, cooling by degrees.\nYou can go: north, west.",
            R("lehr room", "n w"),
        ),
        "NORTH",
        (
            "FURNACE FLOOR\nThe furnace roars in the middle of the floor, its glory holes white "
            "and staring. Gaffers turn their pipes on the benches around it.\nYou can go: south, "
            "west.",
            R("furnace floor", "s w"),
        ),
        "EAST",
        ("The furnace is that way, and it is white hot. You decide against it.", K("refused")),
        notes="AGT-like glassworks: the move north worked; east (no exit: the furnace) refused "
        "in the furnace floor; south is the way back (visited, initial), west unvisited",
    ),
    item(
        (
            "You are in an ice well, a domed brick chamber sunk into the hillside, cold as January "
            "even in high summer. Straw lies thick on the floor. Exits: south.\nThere is a "
            "silver tostão coin on the straw.\nWhat now?",
            R("ice well", "s", coin=True),
        ),
        "take coin",
        ("Ok.\nWhat now?", K("took")),
        "look",
        (
            "You are in an ice well, a domed brick chamber sunk into the hillside, cold as January "
            "even in high summer. Straw lies thick on the floor. Exits: south.\nWhat now?",
            R("ice well", "s"),
        ),
        notes="Level 9-like: 'You are in an ice well' names the room; the tostão coin taken "
        "('Ok.') "
        "and gone in the look; the only way is south",
    ),
    item(
        (
            "BOAT CABIN\nA cast-iron stove, a bunk with a patchwork quilt, a table that folds down "
            "from the wall: everything a boatman's family owned, in a space the size of a "
            "wardrobe. The hatch to the east is open, and the towpath is beyond it. A door west "
            "leads into the engine hole.\nWhat now?",
            R("boat cabin", "e w"),
        ),
        "OPEN HATCH",
        ("The hatch is already open.\nWhat now?", K("none")),
        notes="Quill-like: the hatch east found already open (nothing changes); east and the door "
        "west (its state not given) are open ways",
    ),
    item(
        (
            "Mausoleum\nYou stand inside a marble mausoleum. Names are cut into the walls, and "
            "dead flowers lie in a stone vase. A bronze door to the north is locked.\nExits: "
            "north, south",
            R("Mausoleum", "n s", locked="n"),
        ),
        "north",
        ("The bronze door is locked.", K("refused", "locked")),
        "unlock north door",
        ("You unlock the bronze door with the little key from the vase.", K("unlocked")),
        "north",
        ("The bronze door is closed.", K("refused", "closed")),
        "open north door",
        ("The bronze door swings open on darkness and the smell of old lilies.", K("opened")),
        notes="Adventuron-like: the bronze door north refused as locked, unlocked, refused again "
        "as closed, then opened by direction: the refusal cleared; north and south open",
    ),
    item(
        (
            "Guest Hall\nTwo long tables stand under the smoke-black beams, where travellers "
            "once ate at the priory's charge. The cloister walk is north. The gatehouse is east.\n"
            "There is a cruzado coin here.",
            R("Guest Hall", "n e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "take coin",
        ("You already have the cruzado.", K("none")),
        notes="Alan-like: the cruzado coin taken, then 'You already have the cruzado.': it is "
        "carried, not in the room; north and east unvisited",
    ),
    item(
        (
            "Card Room\nGreen baize tables stand ready for whist, each with its candlestick and "
            "its box of counters. A painted folding screen stands against the west wall. The "
            "ballroom is north.",
            R("Card Room", "n"),
        ),
        "west",
        ("The folding screen is in the way.", K("refused")),
        "fold screen",
        (
            "You fold the screen back against the wall, and there is a door behind it.\n\nCard "
            "Room\nGreen baize tables stand ready for whist, each with its candlestick and its "
            "box of counters. A folding screen stands folded against the wall. The ballroom is "
            "north. A door in the west wall stands ajar.",
            R("Card Room", "n w"),
        ),
        notes="Magnetic Scrolls-like assembly rooms: west first no exit (a screen in the way, "
        "refused); folding the screen prints the room again with a door west ajar: the refusal "
        "cleared, north and west open; whist counters are no coins",
    ),
    item(
        (
            "Muniment Room\nIron-bound chests line the walls, full of the priory's deeds and "
            "charters, and the air tastes of dust and sealing wax. A door to the east is "
            "locked. An arch leads south.",
            R("Muniment Room", "e s", locked="e"),
        ),
        "east",
        ("The door is locked.", K("refused", "locked")),
        "unlock east door",
        ("You don't have a key that fits the muniment room door.", K("none")),
        notes="ZIL-like: the east door refused as locked; the unlock fails, so it stays locked "
        "and the refusal stands; the arch south is the way",
    ),
    item(
        (
            "Casual Ward\nA long bare room where tramps are given a bed for the night in return "
            "for a morning's stone-breaking. The beds are wooden boxes with a blanket in each. "
            "The bath house is east.",
            R("Casual Ward", "e"),
        ),
        "south",
        ("You can't go that way.", K("refused")),
        "east",
        (
            "Bath House\nA single bath of cold water stands in the middle of the floor, and by "
            "custom every man who comes in off the road must use it. A door north leads to the "
            "porter's room. The casual ward is west.",
            R("Bath House", "n w"),
        ),
        notes="PunyInform-like workhouse: a refusal south in the casual ward is left behind; in "
        "the bath house west is visited (initial), north (a door, its state not given) is open",
    ),
    item(
        (
            "Gatehouse\nThe porter's window looks out under the arch, and a bell pull hangs "
            "beside it. The great gate, north, is shut and barred. The lane runs south.",
            R("Gatehouse", "n s", locked="n"),
        ),
        "n",
        ("The great gate is barred.", K("refused", "locked")),
        "pull bell",
        (
            "The porter shuffles out of his lodge, lifts the bar and drags the great gate "
            "open.\n\nGatehouse\nThe porter's window looks out under the arch, and a bell pull "
            "hangs beside it. The great gate, north, stands open. The lane runs south.",
            R("Gatehouse", "n s"),
        ),
        notes="the great gate north, barred (locked), refused; the porter opens it and the room "
        "is printed again with the gate open: the refusal cleared; north and south open",
    ),
]
