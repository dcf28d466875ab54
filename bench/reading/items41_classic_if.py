"""classic_if, forty-first round: seven walks (2-3 turns) on a lock keeper's cottage by a canal lock
in an Infocom-like manner (a Lockside whose kitchen door north "is closed" at first, whose
footbridge crosses the lock east to the Far Bank, whose towpath runs west, and whose lock south is
"brim full of still black water"; a Cottage Kitchen whose back door east "is locked"; a Towpath
whose toll office north has its door "ajar" and whose brambles west are no way; a Toll Office with
"There is a cartwheel penny here."): "The kitchen door is closed.", "The kitchen door opens." (an
open by direction and by name), "The back door is locked, and the keeper has taken its key to
market.", "Taken.", "The brambles are far too thick to push through.", a return with a narrowboat;
single rooms and short histories in the manners of other old systems: a terse home-computer arcade
in Macau (a 1-pataca coin under a pinball machine, coin slots), an Infocom status line above an
airship's control gondola (a chart of the North Sea), a Magnetic Scrolls-like bindery (a silver
denier), an AGT-like clock room ("You can go: north, east."), a Dialog-like cattery office (a
ten-tenge coin), an Inklewriter-like newsroom with its choices, a hobbyist system's glass studio
("You can see: a blowpipe, a ten-lek coin"), a dry cleaner's pressing room (a ten-fils coin in a
lost-property tin), an Alan-like butterfly house, a Samoan fale (a 50-sene coin), a rickshaw
painters' yard in Old Dhaka (a five-taka coin taken), a skate hire's lockers refused and looked at,
an airship's top platform whose only way is down. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never typed.
"""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# ---- the lock keeper's cottage, in an Infocom-like manner: Lockside n Cottage Kitchen (the
# kitchen door, closed at first), e Far Bank (a footbridge), w Towpath; Cottage Kitchen e the back
# door (locked); Towpath n Toll Office (the cartwheel penny); the lock south of the lockside is
# water, the brambles west of the towpath no way.


def lockside(kitchen_open: bool = False) -> tuple:
    state = "open" if kitchen_open else "closed"
    return (
        "Lockside\nYou are on the lockside between the keeper's cottage and the lock. The kitchen "
        f"door of the cottage, to the north, is {state}. A plank footbridge crosses the lower "
        "gates to the east, and the towpath runs off west beneath a line of hawthorns. To the "
        "south the lock chamber is brim full of still black water.",
        R("lockside", "n e w", closed="" if kitchen_open else "n"),
    )


KITCHEN = (
    "Cottage Kitchen\nA low kitchen that smells of coal smoke and paraffin. The kitchen door, to "
    "the south, stands open onto the lockside. The back door, to the east, is locked.\nThere is "
    "a brass kettle here.",
    R("cottage kitchen", "s e", locked="e"),
)
FAR_BANK = (
    "Far Bank\nRough grass on the far side of the lock, and a white-painted balance beam resting "
    "on its post. The footbridge crosses the lock to the west. Beyond the beam there is only a "
    "barbed-wire fence and a field of cows.",
    R("far bank", "w"),
)
TOWPATH = (
    "Towpath\nA cinder towpath under the hawthorns. An iron milepost reads BRAUNSTON 3 MILES. "
    "The lockside is east, and a little brick toll office stands on the north side of the path, "
    "its door ajar. Westward the path vanishes into a wall of brambles taller than you are.",
    R("towpath", "e n"),
)


def toll_office(coin: bool = True) -> tuple:
    text = (
        "Toll Office\nA cramped brick office with a sloping desk, a ledger of tolls and a stove "
        "gone cold. The only door is the one to the south, onto the towpath."
    )
    if coin:
        text += "\nThere is a cartwheel penny here."
    return (text, R("toll office", "s", coin=coin))


SHUT = ("The kitchen door is closed.", K("refused", "closed"))
OPENS = ("The kitchen door opens.", K("opened"))
OPENS_BY_NAME = ("The kitchen door opens.", K("opened", "n"))
BOAT = "A narrowboat chugs past on the cut, and its skipper raises a hand."

ITEMS = [
    item(
        lockside(),
        "north",
        SHUT,
        "open north",
        OPENS,
        "north",
        KITCHEN,
        notes="A walk: the kitchen door 'is closed' (closed), refused ('The kitchen door is "
        "closed.'), opened by direction and walked through. In the kitchen the way south is "
        "visited and initial; the back door east 'is locked' (closed, no open), so the person "
        "goes back south. The brass kettle is no coin.",
    ),
    item(
        lockside(),
        "west",
        TOWPATH,
        "north",
        toll_office(),
        notes="A walk of two moves: the towpath's toll office door is 'ajar' (open, no door "
        "fact); 'There is a cartwheel penny here.' is a coin (an old penny), so take coin. The "
        "milepost's BRAUNSTON is a place, and the brambles west no way.",
    ),
    item(
        lockside(),
        "e",
        FAR_BANK,
        "w",
        also(lockside(), BOAT),
        notes="A walk out over the footbridge and back to the first room (a narrowboat passes "
        "as the walk ends). East is visited; no initial in the first room. The closed kitchen "
        "door north and the towpath west are unexplored: open north or go west. The lock south "
        "is water, no exit.",
    ),
    item(
        toll_office(),
        "take penny",
        ("Taken.", K("took")),
        "south",
        TOWPATH,
        notes="A walk begun in the toll office: the cartwheel penny taken ('Taken.'), then out "
        "to the towpath. North (the office) is visited and initial; the lockside east is not "
        "visited: go east. The brambles west are no way.",
    ),
    item(
        lockside(),
        "open kitchen door",
        OPENS_BY_NAME,
        "n",
        KITCHEN,
        "e",
        ("The back door is locked, and the keeper has taken its key to market.", K("refused")),
        notes="The kitchen door opened by its name, walked through; the back door east (locked "
        "by the kitchen's text) refused. Refused(east) stands; south is visited and initial; "
        "the person goes back south (no open for a locked door).",
    ),
    item(
        TOWPATH,
        "east",
        lockside(),
        "east",
        FAR_BANK,
        notes="A walk begun on the towpath, through the lockside, to the far bank: west is "
        "visited and initial, and the only exit, so all_visited; go west. The fence and the "
        "field of cows are no ways.",
    ),
    item(
        FAR_BANK,
        "west",
        lockside(),
        "west",
        TOWPATH,
        "west",
        (
            "The brambles are far too thick to push through. Something in them scratches you "
            "back for trying.",
            K("refused"),
        ),
        notes="A walk begun on the far bank; on the towpath the brambles west are refused "
        "(west was never an exit: refused(west) only). East is visited and initial; the toll "
        "office north is not visited: go north.",
    ),
    # ---- single rooms and short histories in the manners of other old systems
    item(
        "You are in the amusement arcade. This is in Macau, two streets from the Senado. Pinball "
        "machines flash along the walls, each with a coin slot worn shiny. Exits lead north and "
        "west.\nA 1-pataca coin lies under the nearest machine.",
        R("amusement arcade", "n w", coin=True),
        notes="A terse home-computer manner ('Exits lead north and west.'). The room is named "
        "alone ('the amusement arcade'); the coin slots are no coin, but the 1-pataca coin "
        "under a machine is a coin lying in the room: take coin.",
    ),
    item(
        "Control Gondola                                Score: 0      Moves: 31\n\nControl "
        "Gondola\nThe airship's control gondola hangs beneath the hull like a glass-sided boat. "
        "The elevator wheel and the rudder wheel face forward, toward windows full of cloud. A "
        "ladder goes up into the keel, and an open hatch aft, to the south, leads into the "
        "navigation room.\nThere is a chart of the North Sea here.",
        R("control gondola", "u s"),
        notes="An Infocom status line above the room. Exits: the ladder up (outside the "
        "vocabulary) and the open hatch south. The windows forward are no way; 'the North Sea' "
        "on a chart is no exit north. Go south.",
    ),
    item(
        "Bindery\nThe bindery smells of hot glue and leather. A nipping press stands by the "
        "window and sewing frames crowd the long bench. An arch to the east opens into the "
        "paper store; the street door, west, is shut.\n\nOn the bench are a gilt finishing tool "
        "and a silver denier, an old French coin as thin as a fingernail.",
        R("bindery", "e w", closed="w", coin=True),
        notes="A Magnetic Scrolls-like room: the arch east is open, the street door west 'is "
        "shut' (closed). The silver denier, said to be an old French coin, lies on the bench: "
        "a coin, so take coin.",
    ),
    item(
        "CLOCK ROOM\nThe great clock's movement ticks inside its iron frame, and its rods run up "
        "through the ceiling to the four dials. A narrow door north opens onto the stair, and "
        "another, east, lets out onto the leads of the roof.\nYou can go: north, east.\nThere is "
        "nothing here.",
        R("clock room", "n e"),
        notes="An AGT-like room and exit line ('You can go: north, east.'). Both doors open onto "
        "ways (their states not given: open exits). 'There is nothing here.' gives no coin. Go "
        "north or east.",
    ),
    item(
        "Cattery Office\nA desk with a visitors' book, and a wall of photographs of cats who have "
        "stayed here. The pens are through the door to the north, which is kept closed so the "
        "residents stay in. The car park is south.\n\nYou see a bowl of biscuits and a "
        "ten-tenge coin on the desk.",
        R("cattery office", "n s", closed="n", coin=True),
        notes="A Dialog-like room. The pens' door north is closed; the car park south is an "
        "exit. The ten-tenge coin on the desk is a coin in the room: take coin.",
    ),
    item(
        "NEWSROOM\n\nTypewriters clatter under a haze of smoke. The editor's office is to the "
        "north, its glass door shut. The subs' desk is east, and the lift lobby west.\n\n-> Open "
        "the editor's door\n-> Go east to the subs' desk\n-> Go west to the lift lobby",
        R("newsroom", "n e w", closed="n"),
        notes="A choice-based (Inklewriter-like) passage with its choices. North is behind the "
        "editor's glass door, 'shut' (closed); east and west are open ways, as the choices "
        "say. No coin: open north, go east or go west.",
    ),
    item(
        "Glass Studio\nThe glory hole roars in the corner and the air wobbles over it. A marver "
        "table, a rack of blowpipes, and a bucket of water for the jacks.\nExits: north, west\n"
        "You can see: a blowpipe, a ten-lek coin",
        R("glass studio", "n w", coin=True),
        notes="A hobbyist system's exit and thing lists. The ten-lek coin in the 'You can see' "
        "list is a coin in the room: take coin.",
    ),
    item(
        "Pressing Room\nSteam hisses from the trouser press. Racks of suits in plastic run the "
        "length of the north wall, and the shop counter is through a bead curtain to the south. "
        "A fire door to the east is locked.\nThere is a lost-property tin here. In the "
        "lost-property tin is a ten-fils coin.",
        R("pressing room", "s e", locked="e", coin=True),
        notes="The racks along the north wall are no way; the bead curtain south is an open "
        "way; the fire door east is locked (no open). The ten-fils coin is in an open tin "
        "whose contents are given: a coin in the room, so take coin.",
    ),
    item(
        "Butterfly House.\nWarm, wet air and the smell of rotting fruit. Butterflies as big as "
        "your hand drift between the palms. The path goes on west among the palms, and the "
        "exit, through a curtain of plastic strips, is east.",
        R("butterfly house", "w e"),
        notes="An Alan-like room heading with its full stop ('Butterfly House.' names the "
        "butterfly house). Exits west (the path) and east (the exit). No coin: go west or "
        "east.",
    ),
    item(
        "Fale\nAn open-sided house of posts under a high thatched roof, with mats laid over a "
        "floor of pebbles. The woven blinds are rolled up under the eaves. The path to the "
        "lagoon goes south, and the path to the church goes north.\nThere is a 50-sene coin "
        "here.",
        R("fale", "s n", coin=True),
        notes="A Samoan fale in Infocom's manner: paths north and south are exits; the rolled "
        "blinds are no walls or doors. 'There is a 50-sene coin here.' is a coin: take coin.",
    ),
    item(
        (
            "Painters' Yard\nRickshaw panels lean against every wall to dry, each one a riot of "
            "tigers and film stars. The painters work for the rickshaw-makers of Old Dhaka. A "
            "lane runs north to the bazaar, and the painters' shed is east.\nThere is a five-taka "
            "coin here.",
            R("painters' yard", "n e", coin=True),
        ),
        "take coin",
        ("Taken. The coin is still warm from the sun.", K("took")),
        notes="A one-turn history: the five-taka coin taken ('Taken.'). The coin is gone; the "
        "lane north and the shed east remain, neither visited: go north or go east.",
    ),
    item(
        (
            "Skate Hire\nRows of hired skates hang by their laces behind the counter. The rink is "
            "north, through a gate in the barrier, and the foyer is south, past the turnstile. "
            "Lockers fill the whole of the west wall.",
            R("skate hire", "n s"),
        ),
        "west",
        ("The lockers are in the way.", K("refused")),
        "look",
        (
            "Skate Hire\nRows of hired skates hang by their laces behind the counter. The rink "
            "is north, through a gate in the barrier, and the foyer is south, past the "
            "turnstile. Lockers fill the whole of the west wall.\n\nA hockey team clumps past "
            "in their skate guards.",
            R("skate hire", "n s"),
        ),
        notes="A refusal at a wall of lockers (west was never an exit) kept by a look: "
        "refused(west) stands. The rink gate north (its state not given) and the foyer south "
        "are exits: go north or south.",
    ),
    item(
        "Top Platform\nYou are on the open platform on top of the airship, clipped to a rail. "
        "Wind tears at your coat and the cloud streams by a few feet away. The only way off is "
        "the ladder down into the hull.",
        R("top platform", "d"),
        notes="The only way is the ladder down (outside the vocabulary): no exit of the "
        "vocabulary, no coin, so no action.",
    ),
]
