"""inform7, forty-sixth round (emphasis: the turns of a game): seven walks (1-4 turns) on a
passenger zeppelin in Inform 7's defaults (a Promenade Deck with the dining saloon north through an
archway, "The smoking room door, to the east, is closed." and "The radio room door, to the west, is
locked."; a Dining Saloon; a Galley; a Smoking Room with "On the bar is a one-mark coin."): "(first
opening the smoking room door)" before the room, "(first opening the radio room door)\nIt seems to
be locked.", "You open the smoking room door.", "Taken.", "You pocket the one-mark coin.", returns
with the aluminium piano and a headwind, walks begun in the galley and the smoking room; single
rooms and short histories, each ending on what the game printed back: a customs house's "That's
already open.", a convent grille refused, an orangery's potting shed door found locked, an
anchorhold's ten-lepta coin taken and gone, a harbour master's north door unlocked and walked
through, "You can't, since the door of compartment 7 is in the way." and the door opened by its
kind, a twenty-heller coin taken in a pension, hangar doors wound open by the ground crew after a
wait (the room printed again), a ten-qindarka coin examined, a pest house left and returned to, a
treading floor returned to after a two-qirsh coin is taken, an examination hall's south door found
locked and unlocked, a chandlery's "You can't go that way. From here you can go north or west.".
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the zeppelin: PROMENADE DECK n DINING SALOON (an archway), e SMOKING ROOM (a door, closed at
# first; a one-mark coin), w the radio room (locked); DINING SALOON e GALLEY (a serving door, open).

_STATE = {True: "is closed", False: "stands open"}


def promenade(smoking_closed: bool = True, event: str = "") -> tuple:
    text = (
        "Promenade Deck\nA long gallery runs along the port side of the passenger deck, its "
        "windows slanting outward so that you can look straight down at the sea, two hundred "
        "metres below. Deck chairs stand in a row, and a steward is folding blankets over their "
        "arms. An archway leads north into the dining saloon. The smoking room door, to the "
        f"east, {_STATE[smoking_closed]}. The radio room door, to the west, is locked."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "Promenade Deck",
            "n e w",
            closed="e" if smoking_closed else "",
            locked="w",
            leads={"n": "dining saloon", "e": "smoking room", "w": "radio room"},
        ),
    )


def saloon(event: str = "") -> tuple:
    text = (
        "Dining Saloon\nTables for two and for four are laid with white linen and the line's "
        "blue-and-gold china, which is lighter than it looks; everything aboard is. Through the "
        "windows a bank of cloud slides past below. The promenade deck is south, through an "
        "archway. A serving door to the east stands open, and the clatter of the galley comes "
        "through it."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("Dining Saloon", "s e", leads={"s": "promenade deck", "e": "galley"}))


def galley() -> tuple:
    return (
        "Galley\nAn electric galley, since nothing aboard may burn: the cooks work at hot plates "
        "in white jackets, and the bread is baked in an oven that hums. The serving door, west, "
        "stands open onto the dining saloon.",
        R("Galley", "w", leads={"w": "dining saloon"}),
    )


def smoking(closed: bool = False, coin: bool = True) -> tuple:
    text = (
        "Smoking Room\nThe only room aboard where a flame is allowed, kept at a higher pressure "
        "than the rest of the ship so that no gas can creep in. A steward minds the single "
        "electric lighter, chained to the bar. Leather armchairs face each other across low "
        f"tables. The door to the promenade deck, west, {_STATE[closed]}."
    )
    if coin:
        text += "\n\nOn the bar is a one-mark coin."
    return (
        text,
        R(
            "Smoking Room",
            "w",
            closed="w" if closed else "",
            coin=coin,
            leads={"w": "promenade deck"},
        ),
    )


FIRST_SMOKING = "(first opening the smoking room door)\n\n"
RADIO_LOCKED = "(first opening the radio room door)\nIt seems to be locked."

ITEMS = [
    item(
        promenade(),
        "east",
        (FIRST_SMOKING + smoking()[0], smoking()[1]),
        notes="zeppelin walk: '(first opening the smoking room door)' then the smoking room: "
        "the move worked; a one-mark coin on the bar (take it)",
    ),
    item(
        promenade(),
        "west",
        (RADIO_LOCKED, K("refused", "locked")),
        "north",
        saloon(),
        notes="zeppelin walk: the radio room door refused as locked in the promenade deck, left "
        "behind; in the saloon south is visited (initial), the galley east not yet",
    ),
    item(
        promenade(),
        "north",
        saloon(),
        "east",
        galley(),
        "west",
        saloon(event="Somewhere aft, a passenger starts to play the aluminium piano."),
        notes="zeppelin walk back to the saloon (the piano starts this turn): both ways visited, "
        "the way back south to the promenade deck",
    ),
    item(
        promenade(),
        "open smoking room door",
        ("You open the smoking room door.", K("opened", "east")),
        "e",
        smoking(),
        "take coin",
        ("Taken.", K("took")),
        "w",
        promenade(smoking_closed=False),
        notes="zeppelin walk: the smoking room door opened by its name (the east door), the coin "
        "taken, back on the promenade deck (the first room, no initial): east visited, the "
        "radio room locked, north the way",
    ),
    item(
        galley(),
        "west",
        saloon(),
        "south",
        promenade(),
        notes="zeppelin walk begun in the galley: the promenade deck entered from the north "
        "(visited, initial); the smoking room door east closed (open it), the radio room "
        "locked",
    ),
    item(
        smoking(closed=True),
        "take coin",
        ("You pocket the one-mark coin.", K("took")),
        "west",
        (
            FIRST_SMOKING
            + promenade(
                smoking_closed=False,
                event="The engines' note deepens as the ship noses into a headwind.",
            )[0],
            promenade(smoking_closed=False)[1],
        ),
        notes="zeppelin walk begun in the smoking room with its door closed: the coin taken, the "
        "door opened on the way out; on the promenade deck east is visited (initial), north "
        "unvisited, west locked",
    ),
    item(
        promenade(),
        "north",
        saloon(),
        "south",
        promenade(),
        "west",
        (
            RADIO_LOCKED + " A card in its window says SILENCE: OPERATOR AT WORK.",
            K("refused", "locked"),
        ),
        notes="zeppelin walk back to the first room, then the radio room door refused as locked "
        "(closed, refused); north visited; the smoking room door east closed: open it",
    ),
    item(
        (
            "Long Room\nClerks sit at high desks all down the length of the room, each under his "
            "own green lamp, taking in manifests and handing out receipts. A clock over the door "
            "keeps Greenwich time. The door to the bonded store, to the east, is open. The quay "
            "is south.",
            R("Long Room", "e s"),
        ),
        "open door",
        ("That's already open.", K("none")),
        notes="a customs house: the bonded store door east found already open; east and south "
        "open ways",
    ),
    item(
        (
            "Visitors' Parlour\nTwo hard chairs face a grille of black iron set in the north "
            "wall; beyond it, when they come, the sisters sit to speak with their families. A "
            "curtain hangs behind the bars, drawn. The porch is west.\n\nYou can see a vase of "
            "paper roses here.",
            R("Visitors' Parlour", "w"),
        ),
        "north",
        ("The grille is between you and the enclosure, and it is staying there.", K("refused")),
        notes="a convent parlour: the grille in the north wall is no way; the move north refused "
        "(a fact); the porch west is the way",
    ),
    item(
        (
            "Orangery\nOrange trees in tubs stand in two rows under the glass, and the air is warm "
            "and smells of leaf mould and blossom. A gardener's boy is hosing the flagstones. The "
            "potting shed door, to the east, is shut. The terrace is south.",
            R("Orangery", "e s", closed="e"),
        ),
        "east",
        ("(first opening the potting shed door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the potting shed door east, shut, found locked on the move (closed, refused, no "
        "open); the terrace south is the way",
    ),
    item(
        (
            "Anchorhold\nA cave in the cliff, walled up at the front with dry stone, where an "
            "anchoress lived on bread and prayer for forty years. Her bench is still here. The "
            "doorway is west, and the sea wind comes in through it.\n\nYou can see a wooden bowl "
            "and a ten-lepta coin here.",
            R("Anchorhold", "w", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Anchorhold\nA cave in the cliff, walled up at the front with dry stone, where an "
            "anchoress lived on bread and prayer for forty years. Her bench is still here. The "
            "doorway is west, and the sea wind comes in through it.\n\nYou can see a wooden bowl "
            "here.",
            R("Anchorhold", "w"),
        ),
        notes="the ten-lepta coin taken; the look shows it gone; the doorway west is the way",
    ),
    item(
        (
            "Harbour Master's Office\nTide tables are pinned to every wall, and a telescope on a "
            "tripod points out of the bay window at the roads. The desk is piled with pilots' "
            "chits. The north door, to the signal loft, is locked. The quay door, to the south, "
            "is open.",
            R("Harbour Master's Office", "n s", locked="n"),
        ),
        "unlock north door with brass key",
        ("You unlock the north door.", K("unlocked")),
        "north",
        (
            "(first opening the north door)\n\nSignal Loft\nFlags hang folded in pigeonholes "
            "along one wall, each with its letter painted beneath it, and a halyard runs out "
            "through a hatch to the mast. The door to the harbour master's office, south, stands "
            "open.",
            R("Signal Loft", "s", leads={"s": "harbour master's office"}),
        ),
        notes="the north door unlocked, then opened on the move and walked through: in the "
        "signal loft the only way is back south (visited, initial)",
    ),
    item(
        (
            "Sleeping Car Corridor\nA narrow corridor runs the length of the carriage beside its "
            "windows, and the night goes by outside in smears of yellow light. The conductor's "
            "seat at the end is empty. The door of compartment 7, to the east, is closed. The "
            "dining car is south.",
            R("Sleeping Car Corridor", "e s", closed="e"),
        ),
        "east",
        ("You can't, since the door of compartment 7 is in the way.", K("refused", "closed")),
        "open compartment door",
        ("You open the door of compartment 7.", K("opened", "east")),
        notes="Inform's 'You can't, since ... is in the way.': the closed door east refused; "
        "opened by its kind (the east door): the refusal cleared; east and south open",
    ),
    item(
        (
            "Attic Room\nA narrow room under the eaves of the pension, with a brass bed, a "
            "washstand and a crucifix over the pillow. The window looks down into a courtyard of "
            "geraniums. The landing is north.\n\nOn the washstand is a twenty-heller coin.",
            R("Attic Room", "n", coin=True),
        ),
        "take coin",
        ("Taken. It is an Austrian coin, and older than the pension.", K("took")),
        notes="a pension's attic: the twenty-heller coin taken (gone); the landing north is the "
        "way; the window is none",
    ),
    item(
        (
            "Hangar Floor\nThe airship fills the shed from end to end, a silver whale held down "
            "by ropes, and the ground crew stand at their stations along her length. Sandbags are "
            "stacked by every pillar. The hangar doors, to the north, are shut. The workshop is "
            "west.",
            R("Hangar Floor", "n w", closed="n"),
        ),
        "north",
        ("You can't, since the hangar doors are in the way.", K("refused", "closed")),
        "wait",
        (
            "Time passes.\n\nWith a great clanking, the ground crew wind the hangar doors "
            "open.\n\nHangar Floor\nThe airship fills the shed from end to end, a silver whale "
            "held down by ropes, and the ground crew stand at their stations along her length. "
            "Sandbags are stacked by every pillar. The hangar doors, to the north, stand open on "
            "the field. The workshop is west.",
            R("Hangar Floor", "n w"),
        ),
        notes="the hangar doors north refused as shut; the ground crew wind them open and the "
        "room is printed again with them open: the refusal cleared; north and west open",
    ),
    item(
        (
            "Observatory Dome\nThe great refractor points up through the slit in the dome, and "
            "the floor is marked in degrees like a clock face. A chart of the southern sky is "
            "pinned to a board. The library is west.\n\nYou can see a ten-qindarka coin here.",
            R("Observatory Dome", "w", coin=True),
        ),
        "examine coin",
        ("A small aluminium coin, stamped with an eagle. Someone must have dropped it.", K("none")),
        notes="a ten-qindarka coin examined, still on the floor (take it); a chart of the "
        "southern sky is no way",
    ),
    item(
        (
            "Pest House\nA low stone house out on the marsh, where the sick were once sent to "
            "live or die away from the town. Straw mattresses still lie along the walls. You can "
            "go north or west.",
            R("Pest House", "n w"),
        ),
        "west",
        (
            "Burial Ground\nA square of rough grass inside a wall, with no stones and no names: "
            "only the bumps in the turf say what it is. The pest house is east.",
            R("Burial Ground", "e", leads={"e": "pest house"}),
        ),
        "east",
        (
            "Pest House\nA low stone house out on the marsh, where the sick were once sent to "
            "live or die away from the town. Straw mattresses still lie along the walls. You can "
            "go north or west.",
            R("Pest House", "n w"),
        ),
        notes="a walk there and back to the first room: west visited, north not (no initial in "
        "the first room)",
    ),
    item(
        (
            "Treading Floor\nA stone basin the size of a room, where the grapes were trodden "
            "barefoot; skins are still pressed into the cracks. A door to the north is closed. "
            "The vat cellar is east.",
            R("Treading Floor", "n e", closed="n"),
        ),
        "east",
        (
            "Vat Cellar\nGreat oak vats stand in a row in the dark, each with its date chalked on "
            "the side. The treading floor is west.\n\nOn a barrel head is a two-qirsh coin.",
            R("Vat Cellar", "w", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "west",
        (
            "Treading Floor\nA stone basin the size of a room, where the grapes were trodden "
            "barefoot; skins are still pressed into the cracks. A door to the north is closed. "
            "The vat cellar is east.",
            R("Treading Floor", "n e", closed="n"),
        ),
        notes="a two-qirsh coin taken in the vat cellar, back in the first room: east visited; "
        "the closed door north (open it)",
    ),
    item(
        (
            "Examination Hall\nLong benches for luggage run down the hall, and the customs men "
            "chalk a cross on each case they have passed. A notice lists what may not be brought "
            "ashore. The south door, to the quay, is locked. The waiting room is north.",
            R("Examination Hall", "s n", locked="s"),
        ),
        "south",
        ("(first opening the south door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock south door with customs key",
        ("You unlock the south door.", K("unlocked")),
        notes="the south door refused as locked, then unlocked: still shut, so the refusal "
        "stands until it is opened (open south); north unvisited",
    ),
    item(
        (
            "Ship Chandlery\nCoils of rope, storm lanterns, tins of ship's biscuit and oilskins "
            "on hooks crowd every inch of the shop, and the chandler sits among them reading the "
            "shipping news. The quay is north. The sail loft is west.",
            R("Ship Chandlery", "n w"),
        ),
        "east",
        ("You can't go that way. From here you can go north or west.", K("refused")),
        notes="east refused (no exit); the reply repeats the exits north and west",
    ),
]
