"""mud, twenty-ninth round: eight walks (1-6 turns) on a ROM-like tea estate in the hills whose
prompt's clock moves on with every turn ("<88hp 120mv 5:40am>"; Factory Yard with the rolling room
north, the weighing shed's door west, "shut", a path east to the manager's bungalow and "a bamboo
gate across it is padlocked" to the south; Rolling Room with the firing room door east; Firing
Room with "An old copper coin stamped EAST INDIA COMPANY lies among the sweepings."; Weighing
Shed; Bungalow Veranda): "The weighing shed door is closed.", "You open the weighing shed door.",
"You open the firing room door.", "You get an old copper coin stamped EAST INDIA COMPANY.", "The
bamboo gate is padlocked.", a plucker passing, loops back to the yard and the rolling room; and
twelve single rooms of MUD families in settings the earlier rounds did not visit: a spice souk
with a money changer's tray, an LPMud ger camp with "A silver coin.", an Evennia landing stage
whose exits are "north, boathouse", a Diku estancia yard with "West  - Corral (gate closed)", a
monastery kitchen with a copper coin in the ashes, an Evennia homestead veranda with a two-dollar
coin, a dhow harbour with the sea to the east, a reindeer corral with a coin in the snow, "Alas,
you cannot go that way; the terraces drop away too steeply." with the tea terraces printed again
(Both), a coffee house with "Exits: north, east (closed)" and a birr coin, a camel driver who
scoops up the dice game's coins, a kimchi cellar whose only exit is up. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def prompt(turn: int) -> str:
    """The prompt after the turn-th text of a walk: the estate's clock moves five minutes a
    turn, from twenty to six in the morning."""
    minutes = 40 + 5 * turn
    return f"<88hp 120mv {5 + minutes // 60}:{minutes % 60:02d}am>"


def yard(turn: int, shed_open: bool = False, event: str = "") -> tuple:
    shed = "stands open" if shed_open else "is shut"
    extra = f"\n{event}" if event else ""
    return (
        "Factory Yard\n   Pluckers' baskets are stacked against the whitewashed wall of the "
        "factory, and the smell of withering leaf hangs over everything. A cart track winds "
        "south toward the bazaar, but a bamboo gate across it is padlocked. The rolling room is "
        "through the wide doorway to the north, a path climbs east to the manager's bungalow, "
        f"and the weighing shed door, west, {shed}.{extra}\n[Exits: north east south west]\n\n"
        + prompt(turn),
        R(
            "factory yard",
            "n e s w",
            closed="" if shed_open else "w",
            locked="s",
        ),
    )


def rolling(turn: int, opened: bool = False) -> tuple:
    state = "stands open" if opened else "is closed"
    return (
        "Rolling Room\n   Iron rollers grind the withered leaf until it bruises and turns the "
        f"colour of copper. The din is tremendous. The firing room door, east, {state}, and the "
        "yard is south.\n[Exits: east south]\n\n" + prompt(turn),
        R("rolling room", "e s", closed="" if opened else "e"),
    )


def firing(turn: int, coin: bool = True) -> tuple:
    line = (
        "\nAn old copper coin stamped EAST INDIA COMPANY lies among the sweepings." if coin else ""
    )
    return (
        "Firing Room\n   Heat pours from the brick furnaces along the north wall, where the leaf "
        "is dried on trays that creep slowly through the flames. A door leads west to the "
        f"rolling room.{line}\n[Exits: west]\n\n" + prompt(turn),
        R("firing room", "w", coin=coin),
    )


def shed(turn: int) -> tuple:
    return (
        "Weighing Shed\n   A great iron scale hangs from a beam, and the pluckers' tallies are "
        "chalked on a board beside it. The shed door, east, stands open.\n[Exits: east]\n\n"
        + prompt(turn),
        R("weighing shed", "e"),
    )


def veranda(turn: int) -> tuple:
    return (
        "Bungalow Veranda\n   Cane chairs, a brass telescope on a tripod, and a view down the "
        "valley to the snows. The path to the factory yard is west.\nAn old bearer is "
        "polishing the brass here.\n[Exits: west]\n\n" + prompt(turn),
        R("bungalow veranda", "w"),
    )


def say(text: str, turn: int, reading: K) -> tuple:
    return (f"{text}\n\n{prompt(turn)}", reading)


ITEMS = [
    # ---- walks on the tea estate ----
    item(
        yard(0),
        "north",
        rolling(1),
        notes="one move north: the firing room door east 'is closed' (closed, unexplored), the "
        "yard south visited and initial: open east",
    ),
    item(
        yard(0),
        "w",
        say("The weighing shed door is closed.", 1, K("refused", "closed")),
        "open west",
        say("You open the weighing shed door.", 2, K("opened")),
        "w",
        shed(3),
        notes="the shed door refused as closed, opened by direction and walked through: the "
        "shed's only exit is the way back east (all visited): go east",
    ),
    item(
        yard(0),
        "n",
        rolling(1),
        "open east",
        say("You open the firing room door.", 2, K("opened")),
        "e",
        firing(3),
        notes="the old copper coin stamped EAST INDIA COMPANY lies among the sweepings: a coin "
        "in the room: take it",
    ),
    item(
        yard(0),
        "n",
        rolling(1),
        "open east",
        say("You open the firing room door.", 2, K("opened")),
        "e",
        firing(3),
        "get coin",
        say("You get an old copper coin stamped EAST INDIA COMPANY.", 4, K("took")),
        "w",
        rolling(5, opened=True),
        notes="back in the rolling room with the firing room door open: both ways visited, "
        "south the way it was first entered: go south",
    ),
    item(
        yard(0),
        "s",
        say("The bamboo gate is padlocked.", 1, K("refused", "locked")),
        notes="the padlocked gate south refused (locked, no open); north, east and the shut "
        "shed door west remain",
    ),
    item(
        yard(0),
        "e",
        veranda(1),
        "w",
        yard(2, event="A plucker trudges in and tips a basket of leaf onto the scale."),
        notes="back from the veranda (east, visited); the gate is locked; north is open and "
        "the shed door closed: go north or open west",
    ),
    item(
        yard(0),
        "west",
        say("The weighing shed door is closed.", 1, K("refused", "closed")),
        "open west",
        say("You open the weighing shed door.", 2, K("opened")),
        "west",
        shed(3),
        "east",
        yard(4, shed_open=True),
        notes="a loop back to the yard with the shed door now standing open (west visited); "
        "north and east are unexplored",
    ),
    item(
        yard(0),
        "e",
        veranda(1),
        "w",
        yard(2),
        "n",
        rolling(3),
        "open east",
        say("You open the firing room door.", 4, K("opened")),
        "e",
        firing(5),
        "get coin",
        say("You get an old copper coin stamped EAST INDIA COMPANY.", 6, K("took")),
        notes="a six-turn walk with a loop through the yard, ending on the take: the coin is "
        "gone, the firing room's only exit leads back (visited, initial): go west",
    ),
    # ---- single rooms ----
    item(
        "Spice Souk\n   Pyramids of saffron, cumin and paprika stand on brass trays, and the "
        "alley is roofed with slatted reeds that stripe the light. A money changer sits "
        "cross-legged behind a tray of coins, watching you.\n[Exits: north east west]",
        R("spice souk", "n e w"),
        notes="the coins on the money changer's tray are his, not lying for the taking (the "
        "earlier rounds' call): no coin; three exits",
    ),
    item(
        "Ger camp.\n    Five white felt tents stand in a ring on the open steppe, and hobbled "
        "horses crop the grass between them. Smoke rises straight up in the still air.\n    "
        "There are two obvious exits: north and west.\nA silver coin.",
        R("ger camp", "n w", coin=True),
        notes="LPMud's bare 'A silver coin.' is a coin lying here: take it; the title drops its "
        "stop",
    ),
    item(
        "Landing Stage\nThe boats are drawn up on the slipway, and split cod dry on racks in the "
        "wind. The sea runs right up to the stones on the east side.\nExits: north, boathouse\n"
        "You see: a coil of rope and a gutting knife",
        R("landing stage", "n"),
        notes="Evennia's exit 'boathouse' names no compass direction (no fact); the sea east is "
        "no exit: go north",
    ),
    item(
        "Estancia Yard\n   A windmill creaks over the water tank, and a dozen dogs sleep in the "
        "shade of the cookhouse wall.\nObvious exits:\nNorth - Cookhouse\nWest  - Corral (gate "
        "closed)",
        R("estancia yard", "n w", closed="w", leads={"n": "cookhouse", "w": "corral"}),
        notes="Diku's exit list with destinations: north to the cookhouse, west to the corral "
        "behind a closed gate: go north or open west",
    ),
    item(
        "Monastery Kitchen\n   Butter lamps and a great copper cauldron of tea blacken the "
        "rafters. A young monk is churning butter tea with a wooden plunger.\nA copper coin "
        "lies in the ashes by the hearth.\n[Exits: east south]",
        R("monastery kitchen", "e s", coin=True),
        notes="the copper cauldron is no coin; a copper coin in the ashes by the hearth is: take "
        "it",
    ),
    item(
        "Homestead Veranda\nCorrugated iron roof, a water bag swinging from a nail, and red dirt "
        "as far as you can see.\nExits: north, east and west\nCharacters: an old kelpie\nYou "
        "see: a water bag and a two-dollar coin",
        R("homestead veranda", "n e w", coin=True),
        notes="Evennia's 'You see: ... a two-dollar coin' is a coin lying here: take it",
    ),
    item(
        "Dhow Harbour\n   Lateen sails furled on their long yards, bales of cloves on the "
        "quay, and boys diving off the harbour wall. To the east there is nothing but green "
        "water and the anchored dhows.\n[Exits: north south]\n\n<140hp 96m 210mv>",
        R("dhow harbour", "n s"),
        notes="the water east is no exit; north and south from the exit line",
    ),
    item(
        "Reindeer Corral\n   A fence of birch poles encloses the trampled snow, and a herder in a "
        "blue tunic is counting the reindeer as they mill past. A silver coin lies half trodden "
        "into the snow by the gate.\n[Exits: south west]",
        R("reindeer corral", "s w", coin=True),
        notes="a silver coin half trodden into the snow is a coin lying here: take it",
    ),
    item(
        (
            "Tea Terraces\n   Rows of clipped tea bushes step down the hillside, and pluckers "
            "with baskets on their backs move slowly along them.\n[Exits: north west]",
            R("tea terraces", "n w"),
        ),
        "s",
        (
            "Alas, you cannot go that way; the terraces drop away too steeply.\n\nTea "
            "Terraces\n   Rows of clipped tea bushes step down the hillside, and pluckers with "
            "baskets on their backs move slowly along them.\n[Exits: north west]",
            Both(K("refused"), R("tea terraces", "n w")),
        ),
        notes="a refusal and the room printed again in one text: south refused (a drop, no "
        "exit); north and west remain",
    ),
    item(
        "Coffee House\n   Beans crackle in a pan over a charcoal brazier, and the smoke of "
        "frankincense drifts from a dish on the floor. An old woman pours coffee from a clay "
        "pot.\nAn Ethiopian birr coin lies beside the brazier.\nExits: north, east (closed)",
        R("coffee house", "n e", closed="e", coin=True),
        notes="a birr coin beside the brazier is a coin lying here: take it (east behind a "
        "closed door)",
    ),
    item(
        "Caravan Camp\n   Camels kneel in the lee of the dunes, grumbling. By the fire a camel "
        "driver wins the dice game, scoops up the coins from the blanket and stuffs them into "
        "his sash.\n[Exits: north west]",
        R("caravan camp", "n w"),
        notes="the coins go into the driver's sash: none is left lying in the room; north and west",
    ),
    item(
        "Kimchi Cellar\n   Great brown crocks of kimchi stand in rows in the cool dark, their "
        "lids weighted with stones. A ladder leads up to the yard.\nA brass coin with a square "
        "hole lies between two crocks.\n[Exits: up]",
        R("kimchi cellar", "u", coin=True),
        notes="the only exit is up (outside the vocabulary); the brass coin between the crocks "
        "is a coin: take it",
    ),
]
