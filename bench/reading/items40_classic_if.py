"""classic_if, fortieth round: plain texts as the common interactive-fiction systems print them.
Seven walks (1-4 turns) on an Infocom-like farm (a Farmyard whose milking parlor door north is
closed at first, whose cart shed east "has no door at all" and whose farmhouse door west is
locked; a Milking Parlor with "There is an old silver half dollar here."; a Cart Shed; an
Orchard): "The milking parlor door is closed.", "The milking parlor door opens.", "The front door
is locked. Mrs. Hale keeps the key in her apron pocket.", "Taken.", returns with a hen and a
rooster, walks begun in the orchard and the parlor; single rooms in the manners of PunyInform,
Inform 6, TADS 2 and 3, Hugo, Alan, ADRIFT and ZIL (a castle guardroom, a school's chemistry lab, a
ship's sail locker, a charcoal burner's clearing, a typing pool refused with "You can't, since the
frosted glass door is in the way.", a cell with only a locked door, an ironmonger's shop, a
dripping cave, a castle library and its alcove, a staff room, a ticket hall, a boathouse whose
slipway leads only into the lake, a wine cellar). What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the farm: Farmyard n Milking Parlor (door closed at first; the half dollar), e Cart Shed
# (no door), w the farmhouse (front door locked); Cart Shed e Orchard; Orchard n a stile.


def farmyard(parlor_open: bool = False) -> tuple:
    state = "open" if parlor_open else "closed"
    return (
        "Farmyard\nYou are standing in a muddy farmyard. A weathervane creaks on the barn roof. "
        f"To the north is the milking parlor, whose door is {state}. The cart shed, east, has no "
        "door at all, and the farmhouse is west of here. The front door of the farmhouse is "
        "locked.",
        R("farmyard", "n e w", closed="" if parlor_open else "n", locked="w"),
    )


def parlor(coin: bool = True) -> tuple:
    text = (
        "Milking Parlor\nA long, low building with six stalls down one side and a drain down the "
        "middle. The door to the south is open."
    )
    if coin:
        text += "\nThere is an old silver half dollar here."
    return (text, R("milking parlor", "s", coin=coin))


CART_SHED = (
    "Cart Shed\nA hay wagon with a missing wheel fills most of the shed, and harness hangs from "
    "pegs on the wall. The farmyard is west. A gap where two planks have rotted away leads east "
    "into the orchard.",
    R("cart shed", "w e"),
)
ORCHARD = (
    "Orchard\nCrooked apple trees stand in rows, and windfalls rot in the long grass. A stile "
    "crosses the wall to the north, and the cart shed is to the west.",
    R("orchard", "n w"),
)


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{text}\n{line}", reading)


ITEMS = [
    item(
        farmyard(),
        "north",
        ("The milking parlor door is closed.", K("refused")),
        notes="a refusal at a closed door: north refused and closed; east open; the farmhouse "
        "door west locked (no open)",
    ),
    item(
        farmyard(),
        "open parlor door",
        ("The milking parlor door opens.", K("opened", "n")),
        "north",
        parlor(),
        notes="the door opened by its name, then walked through; an old silver half dollar is a "
        "coin: take it",
    ),
    item(
        farmyard(),
        "west",
        ("The front door is locked. Mrs. Hale keeps the key in her apron pocket.", K("refused")),
        "east",
        CART_SHED,
        notes="a refusal at the locked farmhouse door, left behind in the farmyard; the gap in "
        "the planks east is an exit",
    ),
    item(
        farmyard(),
        "e",
        CART_SHED,
        "e",
        ORCHARD,
        "w",
        also(CART_SHED, "A hen wanders in, looks at you, and wanders out again."),
        notes="a return to the cart shed: both ways visited; back west to the farmyard",
    ),
    item(
        ORCHARD,
        "w",
        CART_SHED,
        "w",
        farmyard(),
        notes="a walk begun in the orchard; in the farmyard east is visited, the parlor door "
        "closed, the farmhouse locked",
    ),
    item(
        farmyard(),
        "north",
        ("The milking parlor door is closed.", K("refused")),
        "open north door",
        ("The milking parlor door opens.", K("opened", "n")),
        "look",
        farmyard(parlor_open=True),
        notes="the refusal is cleared by the open and the look that shows the door open",
    ),
    item(
        parlor(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        also(farmyard(parlor_open=True), "A rooster struts past, muttering to himself."),
        notes="a walk begun in the parlor: the coin taken, then south; north (the parlor) is "
        "visited and the way back",
    ),
    # ---- single rooms and short histories
    item(
        "Guardroom\nA cold stone room that smells of old tallow. A rack for pikes stands empty "
        "against the wall. Passages lead north and west, and the oak door to the east is closed."
        "\n\nYou can see a stool and a silver penny here.",
        R("guardroom", "n w e", closed="e", coin=True),
        notes="PunyInform's listing: a silver penny is a coin",
    ),
    item(
        "Chemistry Lab\nBenches with black tops run the length of the room, each with its own "
        "gas tap. A periodic table hangs beside the blackboard. The door to the corridor is "
        "west. A second door, marked PREP ROOM, leads north; it is locked.\n\nObvious exits "
        "lead west and north.",
        R("chemistry lab", "w n", locked="n"),
        notes="TADS 3's exit lister; the prep room door north is locked (no open): go west",
    ),
    item(
        "Sail Locker\nBolts of spare canvas are stacked up to the deck beams, and the air smells "
        "of tar. A ladder goes up through a hatch, and a narrow passage runs forward, to the "
        "north.\n\nAlso here is a copper coin.",
        R("sail locker", "u n", coin=True),
        notes="Hugo's 'Also here is': a copper coin; up is outside the vocabulary",
    ),
    item(
        "Charcoal Burner's Clearing\nA turf-covered mound smoulders in the middle of the "
        "clearing, and the air is thick with smoke. Paths lead away between the birches.\n\n"
        "Exits are north and east.",
        R("charcoal burner's clearing", "n e"),
        notes="ADRIFT's exit line gives the ways; no coin",
    ),
    item(
        (
            "Typing Pool\nRows of desks, each with a typewriter under a grey cover. The "
            "manager's office is north, behind a frosted glass door, which is closed. The lift "
            "lobby is to the south.",
            R("typing pool", "n s", closed="n"),
        ),
        "north",
        ("You can't, since the frosted glass door is in the way.", K("refused")),
        notes="Inform 6's refusal at a closed door: north refused and closed",
    ),
    item(
        "Cell\nYou are in a damp cell. Straw covers the floor, and a barred window high in the "
        "north wall lets in a little grey light. The cell door, to the west, is locked.",
        R("cell", "w", locked="w"),
        notes="the window is no exit; the only way is a locked door: no action",
    ),
    item(
        "Ironmonger's Shop\nNails, hinges and tin buckets fill every shelf. The street door is "
        "south of you, and a curtain in the east wall leads to the back room.\nThere is a "
        "farthing on the counter.",
        R("ironmonger's shop", "s e", coin=True),
        notes="Alan's manner: a farthing on the counter is a coin; the curtain east is a way",
    ),
    item(
        "Dripping Cave\nWater drips steadily from the roof into a dark pool. A narrow crawl "
        "leads east, and a wider passage runs south. The pool is far too deep to wade.",
        R("dripping cave", "e s"),
        notes="Zork-like: the pool is no way; east and south",
    ),
    item(
        (
            "Castle Library\nTall shelves of mouldering books reach into the gloom. A door in "
            "the south wall leads to the great hall, and there is an alcove to the east.",
            R("castle library", "s e"),
        ),
        "east",
        (
            "Alcove\nA window seat with faded cushions looks out over the moat. The library is "
            "west.\n\nYou see a gold ducat on the window seat.",
            R("alcove", "w", coin=True),
        ),
        notes="TADS 2's 'You see ... on the window seat': a gold ducat is a coin; the window "
        "is no way",
    ),
    item(
        "Staff Room\nA kettle, a sagging sofa and a pigeonhole for every teacher. The door to "
        "the corridor, west, is ajar. A second door, north, leads to the head's office and is "
        "firmly shut.\n\nThere is a 10p coin down the back of the sofa.",
        R("staff room", "w n", closed="n", coin=True),
        notes="ajar is open; firmly shut is closed; a 10p coin down the back of the sofa is a coin",
    ),
    item(
        "Ticket Hall\nThe ticket office window is shuttered. Platforms 1 and 2 are reached "
        "through the archway to the north, and the station forecourt is south.\n\nYou can see a "
        "dropped ticket and a twopenny piece here.",
        R("ticket hall", "n s", coin=True),
        notes="Inform 6's listing: a twopenny piece is a coin",
    ),
    item(
        "Boathouse\nA rowing boat hangs from the rafters on ropes, well out of reach. Beyond the "
        "slipway, to the east, is nothing but the lake. A door in the north wall stands open, "
        "and the path to the lodge leaves through the doorway to the south.",
        R("boathouse", "n s"),
        notes="the lake east is no way (the boat is out of reach); north and south",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles line the walls. Stone steps lead up to the kitchen, "
        "and a low arch opens to the east.\n\nA tarnished shilling lies on the flagstones.",
        R("wine cellar", "u e", coin=True),
        notes="a tarnished shilling is a coin; up is outside the vocabulary",
    ),
]
