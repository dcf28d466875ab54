"""classic_if, eighteenth round: rooms as authoring systems print them by default, beside the
authors' own prose. The Inform 6 library ("You can see ... here.", "(first opening the larder
door)"), PunyInform, TADS 2 ("You see ... here." indented), TADS 3 adv3 ("Obvious exits lead
...", "(first opening the sacristy door)\\nThe sacristy door is locked."), adv3Lite's "Exits:"
line, Hugo ("Also here is ..."), Alan ("There is a ... here."), ZIL/Infocom (a status line,
"Taken.", "The trap door is closed."), Dialog ("Obvious exits are ... (to the ...)"),
Adventuron, Scott Adams, ADRIFT ("Also here is ...", "You can move ..."), Quest ("You can see
..." / "You can go ..."). What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Boot Room\nMuddy boots stand in rows along a slatted bench. The scullery is through the "
        "doorway to the north, and the side yard lies west.\n\nYou can see a gold coin and a "
        "shoehorn here.",
        R("boot room", "n w", coin=True),
        notes="Inform 6 library manner: exits in the author's prose, the coin in the library's "
        "'You can see ... here.': take it",
    ),
    item(
        "Pump Room\nThe pump stands in the middle of the floor on a stone plinth, its handle "
        "chained. An archway leads east. A low door, closed, leads south.\n\nYou can see a rusty "
        "bucket here.",
        R("pump room", "e s", closed="s"),
        notes="PunyInform manner: an archway east (open) and a low door south 'closed'; a chained "
        "pump handle is no door; go east or open south",
    ),
    item(
        "Gun Room\n    Racks for fowling pieces line the walls, every one of them empty. The hall "
        "is north; the door to the west stands open.\n    You see a copper coin and a cleaning "
        "rod here.",
        R("gun room", "n w", coin=True),
        notes="TADS 2 manner (indented paragraphs, 'You see ... here.'): a copper coin is here",
    ),
    item(
        "Packing Room\nTea chests are stacked to the rafters, stencilled with the names of ports. "
        "A door in the north wall is closed.\n\nObvious exits lead north, and west to the glass "
        "store.",
        R("packing room", "n w", closed="n", leads={"w": "glass store"}),
        notes="TADS 3 adv3 exit lister with the prose's closed door north; open north or go west "
        "(the glass store is named, not visited)",
    ),
    item(
        "Tack Room\nSaddles hang on wooden horses, and the smell of neat's-foot oil is strong.\n"
        "\nYou see a bridle and a curry comb here.\n\nExits: south east",
        R("tack room", "s e"),
        notes="adv3Lite manner: the exit line 'Exits: south east'; no coin; go south or east",
    ),
    item(
        "Lamp Room\nThis is where the lamps of the house are trimmed and filled. Wicks hang in "
        "bundles from a nail. The only way out is south.\nAlso here is a pair of shears and a "
        "silver florin.",
        R("lamp room", "s", coin=True),
        notes="Hugo manner: 'Also here is ...' lists a silver florin (a coin): take it",
    ),
    item(
        "Rope Walk.\nA long, narrow shed where the ropes are laid. It runs from east to west, with "
        "a door at either end. There is a hank of hemp here.",
        R("rope walk", "e w"),
        notes="Alan manner: the heading with a full stop (dropped from the name); 'a door at "
        "either end' of a shed running east to west: exits east and west, state not given (open)",
    ),
    item(
        "Behind the Mill                                   Score: 25   Moves: 61\n\nBehind the "
        "Mill\nYou are behind the old mill. A path leads north to the millpond. The mill's back "
        "door, to the east, is closed.\nThere is a tarnished coin here.",
        R("behind the mill", "n e", closed="e", coin=True),
        notes="ZIL/Infocom manner with a status line: a path north, a closed door east, a "
        "tarnished coin here: take it",
    ),
    item(
        "Potting Shed\nClay pots are stacked in towers under the bench.\n\nObvious exits are "
        "north (to the vegetable garden) and west (to the orchard).",
        R("potting shed", "n w", leads={"n": "vegetable garden", "w": "orchard"}),
        notes="Dialog manner: exits with destinations in parentheses; no coin: go north or west",
    ),
    item(
        "You are in the tithe barn. Pigeons clatter in the rafters.\nExits : north, south, west"
        "\nYou notice : a flail, a silver coin",
        R("tithe barn", "n s w", coin=True),
        notes="Adventuron manner: 'You are in the tithe barn.' names tithe barn; a silver coin is "
        "noticed here: take it",
    ),
    item(
        "I'm in a bell loft. Obvious exits: DOWN.\nI can also see: BELL ROPE, *GOLD COIN*",
        R("bell loft", "d", coin=True),
        notes="Scott Adams manner: the only exit is down (outside the vocabulary), a gold coin "
        "(treasure asterisks) is here: take it",
    ),
    item(
        "Malt House\nThe floor is spread with damp barley, sprouting. A kiln door is set in the "
        "east wall and stands shut.\nFrom here you can move north or east.\nAlso here is a "
        "wooden shovel.",
        R("malt house", "n e", closed="e"),
        notes="ADRIFT manner ('you can move', 'Also here is'): the east way is the kiln door, "
        "shut; go north or open east",
    ),
    item(
        "You are in a still room.\nYou can see a copper still, a funnel and a penny.\nYou can go "
        "north or west.",
        R("still room", "n w", coin=True),
        notes="Quest manner: 'a copper still' is an apparatus, 'a penny' is a coin: take it",
    ),
    item(
        "Weighbridge Office\nA brass scale fills most of one wall; ledgers of tonnages lie open "
        "on the desk. The yard door is south. There is no other way out.\n\nYou can see a paper "
        "knife here.",
        R("weighbridge office", "s"),
        notes="Inform 6 manner: the only exit south; no coin: go south",
    ),
    item(
        (
            "Scullery\nA stone sink, a pump, a slab for the fish. The kitchen is east. The larder "
            "door, in the west wall, is closed.",
            R("scullery", "e w", closed="w"),
        ),
        "west",
        (
            "(first opening the larder door)\n\nLarder\nCold slate shelves, hams in muslin. The "
            "only way out is east, back through the door.\n\nYou can see a sixpence here.",
            R("larder", "e", coin=True),
        ),
        notes="Inform 6 library: '(first opening the larder door)' and the move went through; a "
        "sixpence in the larder: take it (east visited, the way in)",
    ),
    item(
        (
            "Chancel\nThe choir stalls face each other across the chancel. The nave lies west. "
            "The sacristy door is in the east wall.\n\nObvious exits lead east and west.",
            R("chancel", "e w"),
        ),
        "east",
        (
            "(first opening the sacristy door)\nThe sacristy door is locked.",
            K("refused", door="locked"),
        ),
        notes="TADS 3 adv3: the sacristy door (state not given) turns out locked on the implicit "
        "open; east locked and refused: go west",
    ),
    item(
        (
            "Granary\nYou are in the granary. Sacks of wheat lean against each other. A ladder "
            "goes up to the loft, and the granary door is north.\nThere is a bent shilling here.",
            R("granary", "u n", coin=True),
        ),
        "take shilling",
        ("Taken.", K("took")),
        "north",
        (
            "Cart Track\nYou are on a rutted cart track which runs east and west. The granary "
            "is to the south.",
            R("cart track", "e w s", leads={"s": "granary"}),
        ),
        notes="ZIL/Infocom: 'Taken.' for the shilling, then north to the cart track; south is "
        "the granary (visited, the way in); go east or west",
    ),
    item(
        (
            "Cellar Steps\nWorn steps come down from the kitchen above. A stout door leads "
            "west; it is closed.\nAlso here is a tallow candle.",
            R("cellar steps", "u w", closed="w"),
        ),
        "open door",
        ("You open the stout door.", K("opened", door="w")),
        "west",
        (
            "Wine Cellar\nBins of dusty bottles run the length of the cellar. The stout door "
            "leads east.\nAlso here is a gold sovereign.",
            R("wine cellar", "e", coin=True),
        ),
        notes="Hugo manner: the door opened by its kind, then west into the wine cellar with a "
        "gold sovereign: take it",
    ),
    item(
        (
            "Courtyard.\nCobbles, a mounting block, a dry trough. An iron gate leads north and an "
            "archway leads south.",
            R("courtyard", "n s"),
        ),
        "north",
        ("The iron gate is locked.", K("refused", door="locked")),
        "south",
        (
            "Coach House.\nThe carriage is gone; only its shafts lean against the wall. The "
            "archway to the courtyard is north. There is nothing here.",
            R("coach house", "n", leads={"n": "courtyard"}),
        ),
        notes="Alan manner: the gate refused as locked in the courtyard, then south into the "
        "coach house: that refusal stays behind; north visited (the way in), every exit "
        "visited: go back north",
    ),
    item(
        (
            "Attic\nLow beams, a water tank. A hatch leads down and a door leads east.",
            R("attic", "d e"),
        ),
        "s",
        ("You can't go that way.", K("refused")),
        "e",
        (
            "Box Room\nTrunks and hat boxes are piled to the ceiling. The door west goes back "
            "to the attic; another door, to the south, is closed.\n\nYou can see a cricket "
            "bat here.",
            R("box room", "w s", closed="s", leads={"w": "attic"}),
        ),
        notes="PunyInform manner: south refused in the attic (no such exit), then east into the "
        "box room: west visited; open the closed south door",
    ),
]
