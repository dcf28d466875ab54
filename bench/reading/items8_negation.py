"""negation, eighth round: coin words that name no coin (a penny dreadful, the Sovereign's
Arms, guinea fowl, tenpenny nails, a copper on his beat, "coin a phrase", a dog called
Nickel), a coin seen in the next room, a coin a magpie carries off, empty pockets, "not so much
as a farthing"; exit words that give no exit (a weathervane, a dumbwaiter, a cupboard door, a
door onto brick, a chalked arrow, lockers along a wall, collapsed ends, "the only way out is up
the rope"), and an EXIT sign over a real door. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Lodging House Parlour\nA horsehair sofa and a table on which someone has left a "
        "penny dreadful open at its most lurid page. The street door is south.",
        R("lodging house parlour", "s"),
        notes="a penny dreadful is a cheap novel, not a coin",
    ),
    item(
        "Market Cross\nAcross the square hangs the painted sign of the Sovereign's Arms, but "
        "the inn is boarded up. Lanes lead north and west.",
        R("market cross", "n w"),
        notes="the Sovereign's Arms is an inn's name, not a coin; the boarded inn is no exit",
    ),
    item(
        "Farmyard\nGuinea fowl scratch and shriek among the puddles. The farmhouse is north; "
        "the track runs out to the east.",
        R("farmyard", "n e"),
        notes="guinea fowl are birds, not guineas",
    ),
    item(
        "Carpenter's Shop\nShavings everywhere. On the bench is a box of tenpenny nails and a "
        "half-finished chair. The only door is west.",
        R("carpenter's shop", "w"),
        notes="tenpenny nails are nails",
    ),
    item(
        "High Street\nShops with their shutters down. A copper is walking his beat on the far "
        "side, and he has seen you. The street runs east and west.",
        R("high street", "e w"),
        notes="a copper here is a policeman",
    ),
    item(
        "Rooftop Garden\nPots of geraniums and a weathervane, its iron cockerel pointing "
        "steadily west. The stairwell door is north. A waist-high parapet runs round the "
        "other three sides.",
        R("rooftop garden", "n"),
        notes="a weathervane pointing west is no exit; the parapet closes the other sides",
    ),
    item(
        "Servery\nA narrow room with a dumbwaiter in the east wall and a hatch into the "
        "dining room. The door to the kitchen passage is south.",
        R("servery", "s"),
        notes="a dumbwaiter and a serving hatch are no ways out",
    ),
    item(
        "Housekeeper's Room\nA neat, cold room. The door in the east wall is only a cupboard "
        "door; the way out is the door to the west.",
        R("housekeeper's room", "w"),
        notes="a cupboard door is no exit: west only",
    ),
    item(
        "Stage\nThe footlights are dark. A door stands in the flat at the east side of the "
        "stage, and if you open it you find only bare brick behind. The wings are to the "
        "north and south.",
        R("stage", "n s"),
        notes="a door in a stage flat that opens onto brick is no exit",
    ),
    item(
        "Tunnel End\nSomebody has chalked a big arrow on the wall pointing east, but the "
        "east end of the tunnel is solid rock. The tunnel runs away to the west.",
        R("tunnel end", "w"),
        notes="a chalked arrow to a solid end is no exit; the tunnel runs west (first drafted "
        "'runs back west', reworded: no history)",
    ),
    item(
        "Changing Room\nA row of grey lockers fills the whole of the west wall, every one "
        "shut. The pool is north, and there is an EXIT sign glowing over the door to the "
        "south.",
        R("changing room", "n s"),
        notes="lockers along the west wall are no exit; the door under the EXIT sign is an "
        "exit south",
    ),
    item(
        "Stable\nYou search the hay thoroughly: nothing. Not so much as a farthing. The "
        "stable door is east.",
        R("stable", "e"),
        notes="'not so much as a farthing': no coin",
    ),
    item(
        "Wardroom\nA long table, a sideboard, a cabinet of medals (locked). The passage is "
        "north. Through the open doorway you can see a gold coin lying on the passage floor.",
        R("wardroom", "n"),
        notes="a coin seen on the floor of the next room is not in this room; the medals are "
        "behind glass",
    ),
    item(
        (
            "Mews\nA cobbled yard behind the houses. An archway leads east. A sixpence lies on "
            "the cobbles.",
            R("mews", "e", coin=True),
        ),
        "wait",
        (
            "Time passes. A magpie drops onto the cobbles, snatches up the sixpence and is gone "
            "over the rooftops.",
            K("none"),
        ),
        "look",
        ("Mews\nA cobbled yard behind the houses. An archway leads east.", R("mews", "e")),
        notes="a coin a magpie carried off: the look shows none; the archway east",
    ),
    item(
        "Bottom of the Well\nA damp circle of stone, ankle-deep in water. Far above is a disc "
        "of sky. The only way out is up the rope.",
        R("bottom of the well", "u"),
        notes="the only way is up (outside the vocabulary): no fact, no action",
    ),
    item(
        "Gallery Junction\nThe gallery once ran east and west from here; both ends have "
        "collapsed into rubble. A hatch in the north wall is the only way out.",
        R("gallery junction", "n"),
        notes="collapsed ends are no exits; the hatch north (state not given) is open",
    ),
    item(
        "Verandah\nRattan chairs. An old dog called Nickel sleeps in the sun. Steps lead "
        "down to the lawn on the south side.",
        R("verandah", "s"),
        notes="a dog named Nickel is no coin; 'steps lead down to the lawn on the south "
        "side' is an exit south",
    ),
    item(
        "Empty Office\nYou could coin a phrase about this place, but nothing comes. The desk "
        "drawers have been taken out and stacked in a corner, all empty. The door is north.",
        R("empty office", "n"),
        notes="'coin a phrase' is a verb; empty drawers: no coin",
    ),
    item(
        (
            "Bus Shelter\nA plexiglass shelter. The road runs north and south.",
            R("bus shelter", "n s"),
        ),
        "empty pockets",
        ("You turn out your pockets: lint, a bus ticket and a button. No coins.", K("none")),
        notes="the player's pockets hold no coin, and none lies in the shelter",
    ),
    item(
        "Vault Antechamber\nThe great round door of the vault, to the north, is shut and "
        "locked, its wheel chained. There is no other door - the way you might hope for to "
        "the east is only a mirror. A coin-shaped brass plate on the floor reads 'Cromer & "
        "Sons, 1887'. The stairs go up.",
        R("vault antechamber", "n u", locked="n"),
        notes="a locked vault door north (no open), a mirror is no exit, a brass plate is no "
        "coin; only up and a locked way: no action",
    ),
]
