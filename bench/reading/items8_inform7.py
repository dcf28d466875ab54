"""inform7, eighth round: Inform 7's default prose in rooms not written before: "You can see
... here." lists with coins among other things and people, "(on which are ...)", "(in which is
...)", "(closed)" and "(empty)" on containers, "(first opening the ...)" that works and walks
on, "You open the ...", "The ... isn't open.", "You can go ...", doors named in the
description with their state in a relative clause. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Potting Shed\nTerracotta pots are stacked to the roof beams. The garden lies east.\n\n"
        "You can see a trowel, a ball of twine and an old silver penny here.",
        R("potting shed", "e", coin=True),
        notes="Inform's list: a silver penny among other things is a coin",
    ),
    item(
        "Morning Room\nA sunny room with chintz armchairs. The hall is west and the "
        "conservatory south.\n\nYou can see a mantelpiece (on which are a carriage clock and "
        "a gold half-sovereign) here.",
        R("morning room", "w s", coin=True),
        notes="'(on which are ... a gold half-sovereign)': a coin on the mantelpiece",
    ),
    item(
        "Vestibule\nMarble underfoot and a draught from somewhere. The chapel is north; the "
        "street door, which is closed, is south.\n\nYou can see a collection box (closed) "
        "here.",
        R("vestibule", "n s", closed="s"),
        notes="a closed collection box whose contents are not given holds no coin a person "
        "sees; the street door 'which is closed' is closed",
    ),
    item(
        "Rose Arbour\nClimbing roses smother a wooden frame. Paths run north and west.\n\n"
        "You can see a stone birdbath (in which is a copper coin) here.",
        R("rose arbour", "n w", coin=True),
        notes="'(in which is a copper coin)': the coin is in an open birdbath in the room",
    ),
    item(
        (
            "Nave\nRows of pews face the altar. The vestry door, which is closed, is north. "
            "The porch is west.",
            R("nave", "n w", closed="n"),
        ),
        "north",
        (
            "(first opening the vestry door)\n\nVestry\nSurplices hang on pegs. The door south "
            "leads back into the nave.\n\nYou can see a hymn book and a shilling here.",
            R("vestry", "s", coin=True),
        ),
        notes="Inform's implicit open that works: the move goes through; 'back into the nave' "
        "agrees with the history; a shilling is a coin",
    ),
    item(
        (
            "Scullery\nA stone sink and a copper for the washing. The kitchen is north.\n\nYou "
            "can see a tin box (closed) here.",
            R("scullery", "n"),
        ),
        "open tin box",
        ("You open the tin box, which turns out to be empty.", K("none")),
        notes="'the copper' is a boiler, not a coin; the closed tin box, opened, is empty",
    ),
    item(
        "Apothecary\nJars of leeches and powders. You can go north, east or south from "
        "here.\n\nYou can see a pair of scales, Mr Tulliver and a brass weight here.",
        R("apothecary", "n e s"),
        notes="'You can go north, east or south'; a brass weight on scales is no coin",
    ),
    item(
        (
            "Walled Garden\nBox hedges in knots. A wrought-iron gate in the east wall is "
            "closed; the orchard is south.",
            R("walled garden", "e s", closed="e"),
        ),
        "open gate",
        ("You open the wrought-iron gate.", K("opened", door="e")),
        notes="the gate named by its kind; opened: east is an open exit, nothing refused",
    ),
    item(
        "Breakfast Room\nThe table is laid for one.\n\nOn the table are a rack of toast, a "
        "boiled egg and three copper coins.\n\nThe only way out is west.",
        R("breakfast room", "w", coin=True),
        notes="'On the table are ... three copper coins': coins in the room",
    ),
    item(
        "Pantry\nShelves of tins. The kitchen lies north.\n\nYou can see a bread crock "
        "(empty) and a cake tin (closed) here.",
        R("pantry", "n"),
        notes="an empty crock and a closed cake tin: no coin seen",
    ),
    item(
        (
            "Glasshouse\nThe panes are green with age. The door to the potting yard, east, is "
            "closed.\n\nYou can see a watering can here.",
            R("glasshouse", "e", closed="e"),
        ),
        "east",
        (
            "You can't, since the glasshouse door is closed.\n\n[You could try OPENING it first.]",
            K("refused", door="closed"),
        ),
        notes="Inform's refusal with a hint in brackets: east refused and still closed",
    ),
    item(
        "Sewing Room\nBolts of cloth and a treadle machine. An open door leads north into "
        "the nursery, and a closed one leads west into the linen room.\n\nYou can see a "
        "pincushion (in which is a silver sixpence) here.",
        R("sewing room", "n w", closed="w", coin=True),
        notes="a sixpence stuck in a pincushion in the room is a coin; doors open north, "
        "closed west",
    ),
    item(
        "Observatory\nA brass telescope points at the slot in the dome. Through it you can "
        "see the evening star low in the west. The spiral stair leads down.",
        R("observatory", "d"),
        notes="a star in the west is a view, no exit; the stair down is outside the "
        "vocabulary: no fact and no action",
    ),
    item(
        "Porter's Lodge\nA cubbyhole of pigeonholes and keys. The quad is east and the "
        "street west, through a door which is locked at this hour.\n\nYou can see Mr "
        "Hobbs (asleep) here.",
        R("porter's lodge", "e w", locked="w"),
        notes="the street door west 'which is locked' is locked; east open",
    ),
    item(
        (
            "Cloister Walk\nA covered walk around a square of grass. It continues north and east.",
            R("cloister walk", "n e"),
        ),
        "north",
        (
            "Chapter House\nA many-sided room with stone benches round the walls. The cloister "
            "is south.\n\nYou can see a sleeping cat here.",
            R("chapter house", "s"),
        ),
        "south",
        (
            "Cloister Walk\nA covered walk around a square of grass. It continues north and "
            "east.\n\nYou can see a crown piece (lying on the grass) here.",
            R("cloister walk", "n e", coin=True),
        ),
        notes="a return to the first room; 'a crown piece (lying on the grass)' is a coin "
        "lying there (worded 'crown piece', not 'gold crown', which could be a king's)",
    ),
    item(
        "Ticket Hall\nA booking office with a shuttered window. Platform 1 is north; the "
        "street is south.\n\nYou can see a chocolate machine (empty) and a poster (about the "
        "Penny Post) here.",
        R("ticket hall", "n s"),
        notes="an empty machine and a poster about the Penny Post: no coin",
    ),
    item(
        "Study\nA leather-topped desk under a green lamp. The landing is east.\n\nOn the "
        "desk is a blotter (on which is a gold sovereign).",
        R("study", "e", coin=True),
        notes="a sovereign on a blotter on the desk: a coin in the room",
    ),
    item(
        (
            "Stable Yard\nCobbles and a mounting block. The coach house, north, has a closed "
            "door of painted planks; the lane is west.",
            R("stable yard", "n w", closed="n"),
        ),
        "open coach house door",
        ("You open the coach house door.", K("opened", door="n")),
        "n",
        (
            "Coach House\nAn old landau, its wheels chocked. The yard is south.\n\nYou can see "
            "a dog-cart here.",
            R("coach house", "s"),
        ),
        notes="opened by name then walked through: the yard south is visited and initial, "
        "all visited",
    ),
    item(
        "Old Bakery\nThe ovens are cold. You can go south or east.\n\nYou can see a penny "
        "bun (stale) here.",
        R("old bakery", "s e"),
        notes="a penny bun is a cake, not a coin",
    ),
    item(
        (
            "Cellar Stairs\nStone steps lead up; a passage runs east, and a low door to the "
            "north is closed.",
            R("cellar stairs", "u e n", closed="n"),
        ),
        "open north door",
        ("You open the low door.", K("opened")),
        "east",
        (
            "Coal Hole\nPitch black, nearly. The way out is west.\n\nYou can see a heap of "
            "coal and a florin here.",
            R("coal hole", "w", coin=True),
        ),
        notes="the north door opened, then a move east; a florin is a coin; west visited",
    ),
]
