"""prose, third round: plain prose, with doors whose state is said in many constructions (two
doors in one sentence, a state in the next sentence, a door named by colour with its direction
elsewhere), coins in and under things, and exits spread over sentences."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "You are in the boot room. The eastern door hangs open; through it you glimpse a yard. "
        "There is a door to the north as well, but it's locked.",
        R("boot room", "e n", locked="n"),
    ),
    item(
        "This is the old mill. A gate to the west, which someone has left ajar, creaks in the "
        "wind. The millrace roars past on the south side; there is no crossing it.",
        R("old mill", "w"),
        notes="'This is the old mill.' names the room; a gate left ajar is open; the millrace "
        "is water, no way.",
    ),
    item(
        "You are in the gallery. Two doors face each other across it: the one to the north is "
        "wide open, the one to the south is shut tight.",
        R("gallery", "n s", closed="s"),
    ),
    item(
        "The blue door is on the east side of the room, and it is locked. Opposite it, on the "
        "west side, a red door stands open. You are in the waiting room.",
        R("waiting room", "e w", locked="e"),
    ),
    item(
        "You are in the potting shed. A door leads west. The door is shut. Through the "
        "cobwebbed window to the north you can see the orchard.",
        R("potting shed", "w", closed="w"),
        notes="the door's state is given in the next sentence; the window is no exit.",
    ),
    item(
        "You are in the root cellar. You could open the door to the east, or climb the ladder "
        "up to the kitchen.",
        R("root cellar", "e u", closed="e", leads={"u": "kitchen"}),
        notes="'you could open the door to the east': the door is closed, not locked.",
    ),
    item(
        "You are in the den. Someone has left a few coppers under the hearthrug. The only door "
        "is to the south, and it is closed but not locked.",
        R("den", "s", closed="s", coin=True),
    ),
    item(
        "The corridor runs east to west here. At the west end, steps descend into a cellar; to "
        "the east it bends out of sight. A brass coin lies against the skirting board.",
        R(None, "e w", coin=True),
        notes="no room named.",
    ),
    item(
        "You are in the greenhouse. Exits are north and west. Someone has scratched a coin into "
        "the potting bench, as if keeping score.",
        R("greenhouse", "n w"),
        notes="a coin scratched into a bench is a picture, not a coin.",
    ),
    item(
        "You are in the attic bedroom. A gold piece gleams on the windowsill. The north window "
        "looks out on the sea. The stairs go down; a low door in the east wall is bolted from "
        "the far side.",
        R("attic bedroom", "d e", locked="e", coin=True),
    ),
    item(
        "You are on the village green. Paths lead off in three directions: to the church in the "
        "north, the pub to the east, and the pond to the south. Which way now?",
        R("village green", "n e s", leads={"n": "church", "e": "pub", "s": "pond"}),
        notes="'You are on the village green' names the room; the question is rhetorical.",
    ),
    item(
        "You are in the kitchen garden. You search the beds for coins but find none. A wicket "
        "gate opens west onto the lane.",
        R("kitchen garden", "w"),
    ),
    item(
        "You are in the hayloft. There's a hatch in the floor and a big loading door to the "
        "east, which someone has left open. A silver coin lies in the straw.",
        R("hayloft", "d e", coin=True),
    ),
    item(
        "You are in the scullery. Doors lead north and east; the northern one is locked, and the "
        "eastern one is merely closed.",
        R("scullery", "n e", locked="n", closed="e"),
    ),
    item(
        "You are in the cloakroom. The way east is blocked by fallen plaster and timber. A door "
        "stands ajar to the south.",
        R("cloakroom", "s"),
        notes="a way blocked by fallen rubble is no exit (second round's rockfall).",
    ),
    item(
        "You are in the tack room. The door to the west was bricked up long ago. The only way "
        "out is north, through an archway.",
        R("tack room", "n"),
    ),
    item(
        "You are in the chart room. On the wall a map shows a coin-shaped lake among the hills. "
        "Doors lead east and west; the western one is shut.",
        R("chart room", "e w", closed="w"),
    ),
    item(
        "You are in the vegetable store. There's a door to the south. It's locked. There's "
        "another door to the north, and that one is unlocked and open.",
        R("vegetable store", "s n", locked="s"),
    ),
    item(
        "You are in the snug. In the glass bowl on the mantelpiece are three euro coins. A door "
        "leads east, into the bar.",
        R("snug", "e", coin=True, leads={"e": "bar"}),
    ),
    item(
        "You are at the foot of the stairs. Your instructions were simple: find the coin. And "
        "there it is, a single gold coin on the bottom step. The hall continues south and a door "
        "to the west stands open.",
        R("foot of the stairs", "s w", coin=True),
        notes="a goal sentence naming the coin beside a coin that is present.",
    ),
    item(
        "You are at the toll booth. A tin box on the counter is labelled 'Coins accepted'; it "
        "is empty. A barrier blocks the road north for good. The road runs on to the south.",
        R("toll booth", "s"),
        notes="a label about coins, an empty box: no coin; the barred road north is no way.",
    ),
]
