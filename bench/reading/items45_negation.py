"""negation, forty-fifth round: coin words and money things that give no coin, and ways that give no
way, in words the earlier rounds used seldom or never: bell ringers ringing changes, a coiner's
empty mould, a request for spare change in an underpass, a dog flap in a locked back door, a
speaking tube, a pneumatic tube that carries bills, rabbit holes in a bank, a painted backdrop's
road north, a sou'wester and a bottle of Napoleon brandy, clocks at a quarter past three, a
goldfinch and a pot of pennywort, a crown of daisies, a video game's knight walking north through a
gate, a money plant beside one real coin (a one-lilangeni piece), "There is no coin here." with no
way north but the rock; four short histories: `take coin` answered "That's no coin. It's a brass
button off a bandsman's tunic.", a look under a bed ("Only dust, and one odd sock."), a 5-laari coin
taken and shown carried by an inventory, a painting of Saint Nicholas and his bags of gold examined.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Ringing Chamber\nSix ringers stand in a circle, each with a sally in their hands, "
            "ringing changes while the captain calls them: 'Go Plain Bob!' The ropes rise and "
            "fall through holes in the ceiling. A ladder goes up to the bells. The tower door "
            "is south.",
            R("ringing chamber", "u s"),
        ),
        notes="'ringing changes' is bell ringing, not money; the ladder up is outside the "
        "vocabulary; the tower door south is the exit: go south.",
    ),
    item(
        (
            "Coiner's Den\nA table, a crucible, and a coiner's mould: two halves of plaster "
            "with the shape of a shilling pressed into each. The mould is empty, and there is "
            "not a scrap of metal anywhere. A door leads east. Steps go up to the street.",
            R("coiner's den", "e u"),
        ),
        notes="An empty coiner's mould holds no coin; the shilling is only its shape. The door "
        "east is the exit of the vocabulary: go east.",
    ),
    item(
        (
            "Underpass\nTiles, puddles and a flickering strip light. A man in a sleeping bag "
            "asks if you have any spare change; you have none, and there is none on the "
            "ground either. The underpass runs north and south.",
            R("underpass", "n s"),
        ),
        notes="'spare change' is asked for, none is here; the underpass runs north and south, "
        "either is right.",
    ),
    item(
        (
            "Utility Room\nA chest freezer hums under a pile of wellies. The back door, west, "
            "is locked, though it has a dog flap in it, far too small for you. The kitchen is "
            "north.",
            R("utility room", "w n", locked="w"),
        ),
        notes="A dog flap does not make the locked back door a way for the player: west is a "
        "locked exit (closed); go north.",
    ),
    item(
        (
            "Captain's Day Cabin\nA desk bolted to the deck, a barometer, a photograph of the "
            "ship in ice. A brass speaking tube on the east bulkhead runs down to the engine "
            "room: you can talk into it, not climb into it. The door south is open.",
            R("captain's day cabin", "s"),
        ),
        notes="The speaking tube is no way east; the open door south is the only exit.",
    ),
    item(
        (
            "Cash Office\nTwo clerks at high desks, a safe, a ledger the size of a paving slab. "
            "A pneumatic tube on the north wall runs up to the shop floor; it carries bills in "
            "brass cases, not people. The door west is locked. The corridor door, south, is "
            "open.",
            R("cash office", "w s", locked="w"),
        ),
        notes="A pneumatic tube is no way north; the door west is locked; the corridor door "
        "south is open: go south.",
    ),
    item(
        (
            "Warren Field\nRabbit holes dot the sandy bank along the east side of the field, "
            "and the rabbits sit up to watch you. A stile crosses the hedge to the west. A gate "
            "south stands open onto the lane.",
            R("warren field", "w s"),
        ),
        notes="Rabbit holes are no way east; the stile west and the gate south are exits.",
    ),
    item(
        (
            "Stage\nThe backdrop shows a country road running north into painted hills. The "
            "lights are half up, the seats are empty. The wings are east and west. South is "
            "the orchestra pit, a drop of two metres.",
            R("stage", "e w"),
        ),
        notes="The painted road north is a backdrop; the pit south is a drop, no exit; the "
        "wings east and west are exits.",
    ),
    item(
        (
            "Skipper's Cottage\nA sou'wester on a peg, a bottle of Napoleon brandy on the "
            "dresser, a barometer that says CHANGE. The only door is north.",
            R("skipper's cottage", "n"),
        ),
        notes="A sou'wester is a hat (no way, no coin); Napoleon brandy and a barometer's "
        "CHANGE are no coins; the door north is the exit.",
    ),
    item(
        (
            "Clock Repairer's\nEvery clock on the walls says a quarter past three, and every one "
            "of them is ticking. Half-hunters lie open on the bench with their insides out. "
            "Doors lead east and west.",
            R("clock repairer's", "e w"),
        ),
        notes="'a quarter past three' is the time, not a coin; doors east and west (states not "
        "given: open exits).",
    ),
    item(
        (
            "Conservatory\nA goldfinch sings in a cage among the palms, and a pot of pennywort "
            "trails over the edge of a shelf. The garden door, to the south, is shut. The "
            "drawing room is west.",
            R("conservatory", "s w", closed="s"),
        ),
        notes="A goldfinch and pennywort are a bird and a plant; the garden door south is shut "
        "(open it), the drawing room west is open.",
    ),
    item(
        (
            "Cricket Scorebox\nThe numbers hang on their hooks: 143 for 6. On the bench lies a "
            "crown of daisies one of the scorers' children made. The door is east. There is no "
            "way north: the scorebox backs onto the sight screen.",
            R("cricket scorebox", "e"),
        ),
        notes="A crown of daisies is no coin; 'There is no way north'; the door east is the exit.",
    ),
    item(
        (
            "Games Room\nBean bags, a pool table with a torn cloth, and a television where a "
            "knight in pixels walks north through a castle gate, over and over, waiting for "
            "someone to press START. The only way out is the door south.",
            R("games room", "s"),
        ),
        notes="The knight's gate is on a screen, no way north; the door south is the exit.",
    ),
    item(
        (
            "Potting Shed\nTrays of seedlings, a packet of seeds labelled MONEY PLANT, a ball of "
            "twine. And on the bench, among the flower pots, a real coin: a one-lilangeni "
            "piece. The door is east.",
            R("potting shed", "e", coin=True),
        ),
        notes="A money plant is no coin, but 'a real coin: a one-lilangeni piece' on the bench "
        "is (a coin of Eswatini): take it.",
    ),
    item(
        (
            "Refuge Hut\nBunks, a stove and a logbook of the people who sheltered here. There "
            "is no coin here. The door is east. There is no other way out, and no way north, "
            "where the hut is built into the rock.",
            R("refuge hut", "e"),
        ),
        notes="'There is no coin here.'; no way north; the door east is the one exit.",
    ),
    item(
        (
            "Bandsmen's Room\nTunics on hangers, instrument cases, a music stand with the march "
            "cards clipped to it. Something small and round glints under the table. The door "
            "north is open. The band room is west.",
            R("bandsmen's room", "n w"),
        ),
        "take coin",
        ("That's no coin. It's a brass button off a bandsman's tunic.", K("none")),
        notes="A glint read as nothing yet; `take coin` answered that it is a button: no coin. "
        "North and west are open exits.",
    ),
    item(
        (
            "Guest Bedroom\nA high bed with a white counterpane, a washstand, a Bible on the "
            "bedside table. The door east is open. A window looks north over the orchard.",
            R("guest bedroom", "e"),
        ),
        "look under bed",
        ("Only dust, and one odd sock.", K("none")),
        notes="A look under the bed finds no coin; the window north is no exit; the door east "
        "is the one exit.",
    ),
    item(
        (
            "Net Store\nNets hang drying from the rafters, and there is a 5-laari coin on the "
            "floor among the floats. The slipway is south. The fish market is east.",
            R("net store", "s e", coin=True),
        ),
        "take coin",
        ("You take the 5-laari coin.", K("took")),
        "inventory",
        ("You are carrying:\n  a torch\n  a 5-laari coin", K("none")),
        notes="The laari (a Maldivian coin) taken; the inventory shows it carried, not in the "
        "room: no coin found. South and east are exits.",
    ),
    item(
        (
            "Chantry Chapel\nA tiny chapel with room for a priest and a dozen others. Over the "
            "altar hangs a painting, nearly black with age. The nave is north.",
            R("chantry chapel", "n"),
        ),
        "examine painting",
        (
            "Saint Nicholas tosses three bags of gold through a poor man's window. The gold is "
            "paint.",
            K("none"),
        ),
        notes="The bags of gold are painted: no coin; the nave north is the exit.",
    ),
    item(
        (
            "Letter Room\nPigeonholes from floor to ceiling, each with a name. A letter box in "
            "the east wall lets the post drop in from the street; it is a slot, not a way out. "
            "The sorting hall is south. The door to the postmaster's office, west, is closed.",
            R("letter room", "s w", closed="w"),
        ),
        notes="A letter box is no way east; the sorting hall south is open, the postmaster's "
        "door west closed: go south or open west.",
    ),
]
