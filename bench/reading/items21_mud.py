"""mud, twenty-first round: MUD rooms in settings no earlier round used (a spice bazaar, a
carpet seller's booth and store, a tea stall, a racecourse's stable block, grandstand and
saddling ring, a fairground's carousel, ghost train and midway, a scrapyard gate, an oasis
palm grove and well, a catacomb's bone gallery, a caravan park office, a sandy cove with a
wreck, a snowy col, a funicular's valley station, a bus station concourse), with exit lines
and headings not printed before ("Exits: [n]orth [e]ast [w]est", "You notice exits to the
south and east.", "Exits visible: n, s, w", "The exits from here are north and east.", "Exits
[1]: south", "Ways out: the saddling boxes (north), ...", "Exits: north(locked) south", MXP tags
a client left raw, "--< The Spice Bazaar >--", "~~ The Carousel ~~", "<< Scrapyard Gate >>",
"(Oasis) The Palm Grove", "Racecourse Grandstand [Safe]") and prompts ("[Hp 62/62 Mv 80/91]>",
"<100hp 40mn 120mv>"); coins lying in the dust, left for the dead, half buried in sand, dropped
by someone, in a heap, rattling on a seat; distractors (a showman's prices, pitch fees in
shillings, a gossip line about a coin elsewhere, a coin an old man picks up and pockets, a
betting slip); "The door is closed." then "You open the door.", a walk into a painted skeleton
with the room again (Both). What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

GHOST = (
    "~~ Ghost Train Platform ~~\nA painted skeleton leers over the tunnel mouth and a "
    "recording of screams loops, tinny and tired. The cars wait in a line, empty.\nExits "
    "visible: e, w"
)
PALMS = (
    "(Oasis) The Palm Grove\nDate palms lean over a green pool, and camels drowse in their "
    "shade. The desert shimmers beyond the last of the trees.\nThe exits from here are north "
    "and east.\n<100hp 40mn 120mv>"
)
WELL = (
    "(Oasis) The Well\nA stone well-head stands in a ring of trampled sand, a leather bucket "
    "hanging from its beam.\nThe exits from here are west and south.\n"
)
BOOTH = (
    "Carpet Seller's Booth\nRugs hang from every pole, red and indigo and saffron. The merchant "
    "dozes on a pile of kilims.\nExits: south, east(closed)\n>"
)

ITEMS = [
    item(
        "--< The Spice Bazaar >--\nAwnings of striped cloth shade a lane of stalls heaped with "
        "cumin, saffron and dried limes. A water seller clanks past, his cups chained to his "
        "belt.\nExits: [n]orth [e]ast [w]est\nA brass coin lies in the dust between two stalls."
        "\n[Hp 62/62 Mv 80/91]>",
        R("the spice bazaar", "n e w", coin=True),
        notes="the heading between marks names the room (the scorer drops 'the'); exits with "
        "their short letters bracketed; a brass coin lies here: take coin",
    ),
    item(
        "Stable Block\nLoose boxes line both sides of a brick passage, and a bay gelding puts "
        "its head out to watch you.\nA groom is here, mucking out.\nYou notice exits to the south "
        "and east.\nThe door to the east is closed.\n>",
        R("stable block", "s e", closed="e"),
        notes="'You notice exits to the south and east.' with a closed door east: go south or "
        "open east",
    ),
    item(
        "~~ The Carousel ~~\nPainted horses rise and fall on their brass poles to a wheezing "
        "organ. A ticket booth stands by the steps, its shutter down.\nA showman in a top hat "
        "bellows, 'Tuppence a ride! Only tuppence!'\nExits visible: n, s, w\n",
        R("the carousel", "n s w"),
        notes="a showman's price in tuppence is no coin; the booth's shutter is no door of the "
        "room; exits north, south, west (the first room: any of them): go north, south or west",
    ),
    item(
        "<< Scrapyard Gate >>\nWrecked cars are piled three high on either side. The gate north, "
        "onto the road, is chained and padlocked. A path winds south between the heaps.\nExits: "
        "north(locked) south\nA junkyard dog growls at you from the end of its chain.\n>",
        R("scrapyard gate", "n s", locked="n"),
        notes="the gate north chained and padlocked (locked; no open); south open: go south",
    ),
    item(
        (PALMS, R("the palm grove", "n e")),
        "e",
        (
            f"{WELL}Someone has dropped a silver penny here.\n<100hp 40mn 118mv>",
            R("the well", "w s", coin=True),
        ),
        "get penny",
        ("You get a silver penny.\n<100hp 40mn 117mv>", K("took")),
        notes="an area tag in parentheses before the heading is not the name; a move east to "
        "the well, its penny taken: west is the way in (visited, initial), south unvisited: go "
        "south",
    ),
    item(
        "The Bone Gallery\nSkulls are stacked in neat rows along the walls, grinning in the "
        "candlelight. Somebody has left coins on a ledge below a carved cross.\nExits [1]: "
        "south\nFour copper pennies are here, left for the dead.\n<54hp 12mn 70mv>",
        R("the bone gallery", "s", coin=True),
        notes="pennies left as an offering on a ledge in the room are coins lying here (the "
        "earlier rounds' call): take coin",
    ),
    item(
        (f"{GHOST}\n", R("ghost train platform", "e w")),
        "n",
        (
            f"You walk straight into a painted skeleton. It wobbles on its hinge.\n\n{GHOST}\n>",
            Both(K("refused"), R("ghost train platform", "e w")),
        ),
        notes="a move north refused by the scenery, with the room printed again in the same "
        "text (refused north); the first room: go east or west",
    ),
    item(
        "Caravan Park Office\nA counter, a kettle and a rack of leaflets for boat trips. A sign "
        "over the counter reads: PITCH FEES - 2 SHILLINGS A NIGHT. CASH ONLY.\nObvious exits: "
        "north, east\n",
        R("caravan park office", "n e"),
        notes="fees in shillings on a sign are no coins here; exits north and east: go north or "
        "east",
    ),
    item(
        "Saddling Ring\nJockeys in silks are legged up onto their mounts while trainers mutter "
        "last instructions.\nWays out: the saddling boxes (north), the parade ring (west)\n",
        R("saddling ring", "n w", leads={"n": "saddling boxes", "w": "parade ring"}),
        notes="exits named by their places with the direction in parentheses: go north or west",
    ),
    item(
        "A Sandy Cove\nThe ribs of an old wreck stick up out of the sand like the bones of a "
        "whale. The sea washes in from the south; there is no going that way. A cliff path "
        "climbs north.\n[Exits: north]\nA gold doubloon, half buried in the sand, glitters "
        "here.\n",
        R("a sandy cove", "n", coin=True),
        notes="the heading keeps its article; the sea south is no way; a doubloon half buried "
        "here is a coin: take coin",
    ),
    item(
        "Tea Stall\nBrass trays, glass cups and a samovar the size of a child. Old Yusuf sits "
        "cross-legged on the rug.\nExits: n s\nA brass coin lies on the rug.\nOld Yusuf stoops, "
        "picks up the brass coin and tucks it into his sash.\n",
        R("tea stall", "n s"),
        notes="a coin an old man picks up and pockets in the same text is no longer lying here "
        "(the sixth round's call on a coin another picks up); exits north and south",
    ),
    item(
        "Snowy Col\nThe wind screams through the gap between two peaks. Prayer flags snap on "
        "a cairn.\nExits: north, south\nThe old path east is buried under a fresh avalanche.\n",
        R("snowy col", "n s"),
        notes="a path buried under an avalanche is no way east; exits north and south",
    ),
    item(
        "Valley Station\nA wooden waiting room with benches and a stove. A funicular car waits "
        "at the foot of the track, doors open, ready to climb.\nExits: west up\n",
        R("valley station", "w u"),
        notes="the car up the track is the way up, outside the vocabulary; west is an exit: go "
        "west",
    ),
    item(
        (BOOTH, R("carpet seller's booth", "s e", closed="e")),
        "e",
        ("The door is closed.\n>", K("refused", "closed")),
        "open e",
        ("You open the door.\n>", K("opened")),
        "e",
        (
            "Carpet Store\nBolts of rolled carpet are stacked to the ceiling, and a lamp burns "
            "low on a hook.\nExits: west\nA small heap of copper coins lies here.\n>",
            R("carpet store", "w", coin=True),
        ),
        notes="a closed door east refused, opened and walked through; a heap of copper coins "
        "lies here: take coin",
    ),
    item(
        "<RName>Bus Station Concourse</RName>\n<RDesc>Departure boards flicker over rows of "
        "plastic seats. A pigeon walks about as if it owned the place.</RDesc>\n<RExits>Exits: "
        "<Ex>north</Ex> <Ex>west</Ex></RExits>\n",
        R("bus station concourse", "n w"),
        notes="MXP tags a client left raw: the room is 'Bus Station Concourse'; exits north and "
        "west: go north or west",
    ),
    item(
        "The Fairground Midway\nStalls and sideshows line a muddy avenue: a coconut shy, a "
        "shooting gallery, a fortune teller's tent.\n[gossip] Kella: someone dropped a gold "
        "coin by the ghost train lol\nExits: north, south, east\n",
        R("the fairground midway", "n s e"),
        notes="a gossip line about a coin elsewhere is no coin here; exits north, south, east",
    ),
    item(
        "Racecourse Grandstand [Safe]\nTiers of wooden seats look down on the finishing straight. "
        "A torn betting slip and a crumpled race card lie among the empty bottles.\nExits [2]: "
        "north, west\n",
        R("racecourse grandstand", "n w"),
        notes="a room flag in brackets is not part of the name; a betting slip is no coin: go "
        "north or west",
    ),
    item(
        "Inside the Ghost Train Car\nA tiny wooden car with a padded bar across your lap. It is "
        "not moving.\nYou see no obvious exits.\nA silver coin rattles about on the seat beside "
        "you.\n",
        R("inside the ghost train car", "", coin=True),
        notes="no exits, but a silver coin on the seat is a coin here: take coin",
    ),
    item(
        (
            "Weighing Room\nThe clerk of the scales sits by a great brass balance, and saddles "
            "hang in rows.\nYou notice exits to the north and west.\n<88hp 20mn 95mv>",
            R("weighing room", "n w"),
        ),
        "e",
        (
            "The clerk of the scales looks up. 'Nothing that way but the wall, sir.'\n",
            K("refused"),
        ),
        "w",
        (
            "Jockeys' Bar\nA narrow bar crowded with small men in silks drinking very little.\n"
            "You notice exits to the east.\n<88hp 20mn 94mv>",
            R("jockeys' bar", "e"),
        ),
        notes="a move east refused by the clerk's word (only wall that way), left behind in "
        "the weighing room; the bar's only way is east, the way in (visited, initial, all "
        "visited): go east",
    ),
    item(
        "Scrapyard Office\nA caravan on bricks with a desk, a calendar and a kettle. A tin for "
        "the tea money sits on the desk, its lid taped shut.\nExits: north(closed) west\n>",
        R("scrapyard office", "n w", closed="n"),
        notes="a tin with its lid taped shut holds no coin one can take; north closed, west "
        "open: open north or go west",
    ),
]
