"""classic_if, nineteenth round: Infocom-like rooms (a title line, a paragraph, "There is ...
here.") in settings no earlier round used for this style: a bakehouse, a fire station's
appliance bay and dormitory, a museum storeroom, an allotment, a cinema's projection booth and
foyer, an observatory dome, a cave system, a submarine's control room and torpedo room, a garden
centre, a ferry's car deck, a police station, a greenhouse nursery, a laundrette, a railway
goods shed and a clock tower. Door states in new words ("hooked back", "sprung shut", "on its
closer", "sealed with tape"), exits told by what lies beyond, coins as new coin words (a silver
dirham, a gold mohur, a zloty, a twenty-peso coin, a copper kopeck), and distractors (a
catalogue card naming a coin elsewhere, a charity box, a sky to the west through a slit, a
flooded sump, clock faces named by the compass, a take that finds nothing). What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Bakehouse\nThe ovens along the north wall still tick as they cool, and flour lies "
        "thick on every ledge. A low door to the east leads through to the shop; the yard is "
        "out through the doorway to the south.\nThere is a silver dirham here.",
        R("bakehouse", "e s", coin=True),
        notes="ovens in the north wall are no way; a low door whose state is not given (east) "
        "and a doorway south are exits; a silver dirham is a coin: take it",
    ),
    item(
        "Appliance Bay\nTwo red engines stand nose-out toward the great folding doors in the "
        "south wall, which are down and locked for the night. An archway to the west opens "
        "onto the muster room, and a fire door to the north is shut on its closer.",
        R("appliance bay", "s w n", closed="n", locked="s"),
        notes="folding doors south 'down and locked' are a locked exit; a fire door 'shut on "
        "its closer' is closed; the archway west is open: open north or go west",
    ),
    item(
        "Storeroom B\nRacks of numbered boxes reach the ceiling. A catalogue card pinned to the "
        "bench reads: 'No. 4471. Gold solidus, Byzantine. Transferred to Case 9, Upper "
        "Gallery.' The only way out is the door to the west, which is hooked back against "
        "the wall.",
        R("storeroom b", "w"),
        notes="a card naming a gold coin that is now in another gallery: no coin here; a door "
        "'hooked back' stands open: go west",
    ),
    item(
        "Allotment 14\nBean poles, a water butt, and a potting shed with a padlock on its "
        "hasp. The cinder path runs north to the gate and south to the compost bays; a beech "
        "hedge closes the plot on either side.\nA muddy zloty lies by the water butt.",
        R("allotment 14", "n s", coin=True),
        notes="a path 'runs north ... and south' gives two exits; the padlocked shed has no "
        "direction; hedges close the sides; a zloty (the Polish coin) lies here: take it",
    ),
    item(
        "Projection Booth\nTwo projectors face the little glass ports in the north wall, "
        "through which the empty auditorium can be seen. A spiral stair goes down to the foyer. "
        "The door to the east, stencilled REWIND ROOM, is locked.",
        R("projection booth", "down e", locked="e"),
        notes="ports in the north wall are windows; the stair down is outside the vocabulary; "
        "the east door is locked: no sensible action from the text",
    ),
    item(
        "Observatory Dome\nThe great telescope points up at the slit in the roof, trained on "
        "a patch of sky low in the west. The dome's only door is to the south, wedged open "
        "with a rubber chock.\nA silver dollar lies on the observer's chair.",
        R("observatory dome", "s", coin=True),
        notes="sky to the west through a roof slit is a view, not a way; the south door is "
        "open; a silver dollar lies here: take it",
    ),
    item(
        "Dripping Chamber\nWater falls from the roof in a thin curtain. Passages lead away "
        "north and east. A low crawl to the west ends after a few yards in a sump, flooded to "
        "the roof.",
        R("dripping chamber", "n e"),
        notes="a crawl west that ends in a flooded sump is no way on; north and east are "
        "exits: go either",
    ),
    item(
        "Control Room\nDials and gauges crowd every bulkhead, and the periscope well rises "
        "through the deckhead. The watertight door forward, to the north, is closed; the one "
        "aft, to the south, stands open.",
        R("control room", "n s", closed="n"),
        notes="forward and aft given as north and south in the text; the north door is "
        "closed: open north or go south",
    ),
    item(
        "Garden Centre Tills\nA till, a rack of seed packets, and a charity box shaped like a "
        "hedgehog, with a coin slot in its back. The automatic doors to the south slide apart "
        "as you come near; the bedding-plant aisles lie west.",
        R("garden centre tills", "s w"),
        notes="a charity box's coin slot is no coin; the automatic doors south open as you "
        "come near (no closed door); aisles west: go south or west",
    ),
    item(
        "Car Deck\nLorries stand chained in rows, and the air tastes of diesel. The bow ramp "
        "to the north is raised and locked for the crossing. A door in the east bulkhead opens "
        "onto the stairwell.",
        R("car deck", "n e", locked="n"),
        notes="a raised bow ramp 'locked for the crossing' reads as a locked way north; the "
        "east door (state not given) is an exit: go east",
    ),
    item(
        (
            "Front Counter\nA brass bell, a ledger, and a notice: PLEASE WAIT TO BE SEEN. A "
            "corridor runs west toward the cells; the street door is to the north.",
            R("front counter", "w n"),
        ),
        "west",
        (
            "Cell Corridor\nThree cell doors, each with its hatch shut, line the right-hand wall. "
            "The corridor ends here; the front counter is back to the east.\nThere is a ten-cent "
            "coin here.",
            R("cell corridor", "e", coin=True),
        ),
        notes="cell doors with no compass direction are no exits; 'back to the east' follows "
        "the move west; a ten-cent coin is here: take it",
    ),
    item(
        "Potting House\nTrays of seedlings cover the staging from end to end, and the air is "
        "warm and close. Glass doors lead north into the palm house and east into the cactus "
        "house; the door to the cactus house is sealed with tape and a notice: FUMIGATION - "
        "KEEP SHUT.",
        R("potting house", "n e", closed="e"),
        notes="a door 'sealed with tape' and to be kept shut is closed (not locked); the north "
        "door's state is not given: an open exit: go north or open east",
    ),
    item(
        "Laundrette\nSix washers churn behind their portholes and a change machine hums by "
        "the door. Somebody's forgotten wash sits in a basket on the folding table. The street "
        "is out to the south.",
        R("laundrette", "s"),
        notes="washers and a change machine are no coin; one exit south: go south",
    ),
    item(
        (
            "Goods Shed\nCrates stacked to the roof beams, a weighing machine, and a handcart "
            "with a broken wheel. The loading door to the east is shut. The platform is south.",
            R("goods shed", "e s", closed="e"),
        ),
        "open east",
        ("The loading door rumbles aside on its rollers.", K("opened")),
        notes="a shut loading door opened by its direction; the platform south is still "
        "unexplored: go south or go east",
    ),
    item(
        "Torpedo Room\nFour tube doors, all closed, fill the forward bulkhead. Bunks are "
        "slung between the reloads. The only way out is through the open hatch aft, which here "
        "is south.\nA copper kopeck has rolled against a torpedo cradle.",
        R("torpedo room", "s", coin=True),
        notes="closed torpedo tubes are no exits; 'aft, which here is south' gives the exit "
        "south; a kopeck is a coin: take it",
    ),
    item(
        "Foyer\nFaded posters for films nobody remembers. The kiosk's shutter is down. Doors "
        "to the auditorium stand open to the west, and the exit to the street, east, has "
        "sprung shut behind the last customer.",
        R("foyer", "w e", closed="e"),
        notes="a door that 'has sprung shut' is closed; west open: go west or open east",
    ),
    item(
        "Dormitory\nA row of iron bedsteads under the eaves, each with a folded grey blanket. "
        "The pole hole is in the floor by the window, its brass rail polished bright. A door "
        "to the west leads to the showers.\nThere is a gold mohur here.",
        R("dormitory", "down w", coin=True),
        notes="the pole hole is a way down, outside the vocabulary; the west door is an exit; "
        "a gold mohur (an Indian coin) is here: take it",
    ),
    item(
        "Tower Clock Room\nThe great clock's works clatter in their iron frame. Ladders lead "
        "up to the bells and down to the ringing chamber. There are no other ways out; the "
        "four clock faces, north, south, east and west, are of painted glass.",
        R("tower clock room", "up down"),
        notes="four clock faces named by the compass are glass, not ways; only up and down "
        "(outside the vocabulary): no fact of the vocabulary and no action",
    ),
    item(
        (
            "Nursery Yard\nRows of young trees in pots, each with a label. Polytunnels open off "
            "the yard to the north and west. A gate to the south, onto the lane, is chained.",
            R("nursery yard", "n w s", locked="s"),
        ),
        "north",
        (
            "Polytunnel\nThe plastic roof drums in the wind. Tomato plants are trained up strings "
            "on either side. The tunnel's far end is closed off by netting; the yard is south."
            "\nA twenty-peso coin is half-buried in the bark chips.",
            R("polytunnel", "s", coin=True),
        ),
        notes="netting closes the far end (no way); the way back south follows the move "
        "north; a twenty-peso coin in the bark chips is in the room: take it",
    ),
    item(
        (
            "Mess Room\nA long table, a kettle, and a rota pinned by the sink. The appliance bay "
            "is through the arch to the east. A door to the north leads to the watch room.",
            R("mess room", "e n"),
        ),
        "north",
        ("The watch room door is locked.", K("refused", door="locked")),
        "take coin",
        ("There's no coin here, as far as you can see.", K("none")),
        notes="a door whose state was not given turns out locked (refused, closed); the take "
        "finds nothing and changes nothing; east is still open: go east",
    ),
]
