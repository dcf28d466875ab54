"""refusal, sixteenth round: long rooms, then the moves the game refused, in many wordings and
engines. A window forty feet above a moat, a balustrade over the rocks, a wardrobe walked into
(and then opened: a wardrobe, not a door), a hedge "as thick as a wall and twice as prickly", a
millpond, a gibbet and a bog, a wall of barrels beside a coin, a chimney breast, a settle, a
vicar's wife among the roses, a rotten well rope (a refused `climb up`, no fact); doors whose
state the room did not give refused as locked ("The vestry door is locked. The verger keeps the
key"), Inform's "You can't, since the back door is closed." then opened, a cart shed barred on
this side refused and looked at, a muniment room's iron door unlocked but still shut (the
refusal kept), a gate unlocked and opened (cleared), a pantry door the cook opens and leaves
open (cleared), a door bolted from the other side; a MUD's "Alas, you cannot go that way." with
the room printed again (Both), twice, once beside a silver coin; a refusal left in an earlier
room; a walk through an inn with refusals in the middle and at the end. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def taproom() -> tuple:
    return (
        "Taproom\n"
        "The taproom of the Plough is low and brown and smells of a hundred years of beer. "
        "Settles stand round a fire that has been burning since October. The chimney breast "
        "takes up the whole north wall, with a bacon rack over the mantel and a clock that "
        "runs ten minutes fast so that nobody misses the last bus.\n\n"
        "The street door, east, is open to the evening. The snug is west, through a doorway "
        "with no door. The kitchen door, to the south, is shut.",
        R("taproom", "e w s", closed="s", leads={"w": "snug", "s": "kitchen"}),
    )


def kitchen_of_plough() -> tuple:
    return (
        "Kitchen\n"
        "A range, a dresser of blue and white plates, a flagged floor and a cat. The landlady's "
        "pies are cooling on the table under a cloth. The door to the taproom is north. In the "
        "west wall is the larder door.",
        R("kitchen", "n w", leads={"n": "taproom"}),
    )


ITEMS = [
    item(
        (
            "Great Chamber\n"
            "The great chamber runs the width of the house, and its ceiling is a garden of "
            "plaster vines, grapes and pomegranates, with a face in the middle blowing the "
            "winds. Tapestries of the labours of the months hang on the walls; January warms "
            "his feet at a fire. A bay window on the north side, with a cushioned seat in it, "
            "looks down forty feet into the moat.\n\n"
            "The door to the west, into the gallery, is open. The one to the south leads to "
            "the stair, and it is shut.",
            R("great chamber", "w s", closed="s"),
        ),
        "north",
        (
            "You can't climb out of the window: it is forty feet down to the moat, and the moat "
            "is mostly mud.",
            K("refused"),
        ),
        notes="the bay window north is no exit, and the move toward it is refused; west open, "
        "south shut: go west, open south",
    ),
    item(
        (
            "You are in the baptistery, a round stone room off the end of the aisle. The font "
            "stands in the middle on three steps, its carved cover hoisted up on a chain to the "
            "roof. The walls are painted with a Doom, half flaked away: the saved climbing a "
            "ladder on the left, the damned going into a mouth on the right. The vestry door is "
            "in the north wall, and the aisle opens to the west.",
            R("baptistery", "n w"),
        ),
        "north",
        (
            "The vestry door is locked. The verger keeps the key, and the verger has gone "
            "home to his tea.",
            K("refused", door="locked"),
        ),
        notes="the vestry door's state not given in the room; refused as locked it is locked "
        "(no open): go west",
    ),
    item(
        (
            "Scullery\n"
            "A stone sink under a window, a plate rack dripping, a mangle and a tin bath "
            "hanging on the wall. It is colder in here than in the kitchen. The back door, east, "
            "is "
            "closed. The kitchen is north.\n\n"
            "You can see a scrubbing brush and a bucket (empty) here.",
            R("scullery", "e n", closed="e"),
        ),
        "east",
        ("You can't, since the back door is closed.", K("refused", door="closed")),
        "open back door",
        (
            "You open the back door. Cold air and the smell of the midden come in.",
            K("opened", door="e"),
        ),
        notes="Inform's refusal at a closed door, cleared by an open of the door by its kind: "
        "the back door east now open, the kitchen north: go east or north",
    ),
    item(
        (
            "The Smokehouse\n"
            "  Hams and sides of bacon hang from the rafters in the dark, turning slowly in\n"
            "the oak smoke that rises from a smouldering trench down the middle of the floor.\n"
            "Your eyes water. A ladder leans against a beam, but it only reaches the hooks.\n"
            "The whole west wall is hung with hams.\n"
            "  The door to the yard is south, and a low door north leads into the salting\n"
            "house.\n"
            "[Exits: north south]\n"
            "<78hp 30m 90mv> ",
            R("the smokehouse", "n s"),
        ),
        "west",
        (
            "Alas, you cannot go that way. The wall is hung with hams, but it is still a "
            "wall.\n\n"
            "The Smokehouse\n"
            "  Hams and sides of bacon hang from the rafters in the dark, turning slowly in\n"
            "the oak smoke that rises from a smouldering trench down the middle of the floor.\n"
            "Your eyes water. A ladder leans against a beam, but it only reaches the hooks.\n"
            "The whole west wall is hung with hams.\n"
            "  The door to the yard is south, and a low door north leads into the salting\n"
            "house.\n"
            "[Exits: north south]\n"
            "<78hp 30m 90mv> ",
            Both(K("refused"), R("the smokehouse", "n s")),
        ),
        notes="a refusal and the room again in one text (Both): west refused; the ladder only "
        "reaches the hooks (no way up): go north or south",
    ),
    item(
        (
            "Muniment Room\n"
            "The estate's memory is kept here, in tin boxes stencilled with white letters: "
            "LEASES 1700-1750, TITHES, ENCLOSURE AWARD, MAPS (LARGE). The air is dry and smells "
            "of old paper. A single window, barred, looks south. The iron door to the east is "
            "locked; the door to the west, into the estate office, is open.",
            R("muniment room", "e w", locked="e"),
        ),
        "e",
        ("The iron door is locked.", K("refused", door="locked")),
        "unlock east door with iron key",
        (
            "You turn the big key. The lock gives with a clank, but the door stays shut.",
            K("unlocked"),
        ),
        notes="the iron door refused, then unlocked: still closed and still refused until "
        "opened: open east, go west",
    ),
    item(
        (
            "Cart Shed\n"
            "A long open-fronted shed with a cart in it, a wagon, a roller and a seed drill, all "
            "of them furred with dust and chicken droppings. Harness hangs from the beams. The "
            "doors to the yard, south, are shut and barred from this side. A small door to the "
            "west leads to the harness room; it is open.\n\n"
            "You can see a cart and a roller here.",
            R("cart shed", "s w", closed="s"),
        ),
        "south",
        (
            "The cart shed doors are barred. You'd have to lift the bar first.",
            K("refused", door="closed"),
        ),
        "look",
        (
            "Cart Shed\n"
            "A long open-fronted shed with a cart in it, a wagon, a roller and a seed drill, "
            "all of them furred with dust and chicken droppings. Harness hangs from the beams. "
            "The doors to the yard, south, are shut and barred from this side. A small door to "
            "the west leads to the harness room; it is open.\n\n"
            "You can see a cart and a roller here.\n\n"
            "A hen walks past, unimpressed.",
            R("cart shed", "s w", closed="s"),
        ),
        notes="doors barred from this side (closed) refused, and a look that shows them still "
        "barred keeps the refusal: open south, go west",
    ),
    item(
        (
            "You are on the terrace. The view east over the bay is the finest in the county: "
            "the whole sweep of the sands, the lighthouse on its rock, the fishing boats coming "
            "in. A stone balustrade runs along the edge, with urns of geraniums on it. Steps go "
            "down west to the garden. The house is north, through the garden door, which is "
            "open.",
            R("terrace", "w n"),
        ),
        "east",
        (
            "You stop at the balustrade. Below it there is nothing but a long drop to the rocks.",
            K("refused"),
        ),
        notes="the view east is no exit and the move toward it is refused; the steps down west "
        "are west (the earlier rounds' call) and the garden door north is open: go west or north",
    ),
    item(
        (
            "Stable\n"
            "  Four stalls, a hay rack, a water butt. The grey cob in the end stall blows\n"
            "at you through his nose. Saddles rest on the partition, and the stable cat sleeps\n"
            "in the manger. The west wall is solid stone, with a hay rack along it.\n"
            "  The paddock gate is north. The yard is south.\n"
            "[Exits: north south]\n",
            R("stable", "n s", leads={"n": "paddock"}),
        ),
        "west",
        ("You walk into the hay rack. The cob snorts.", K("refused")),
        "north",
        (
            "Paddock\n"
            "  A small paddock, grazed to the roots, with a field shelter of corrugated iron\n"
            "and a water trough made from an old bath. Thistles. A pony looks at you and goes\n"
            "on eating. The paddock is fenced all round with post and rail, and the only\n"
            "opening is the gate to the stable, south.\n"
            "[Exits: south]\n",
            R("paddock", "s", leads={"s": "stable"}),
        ),
        notes="the refusal west was in the stable and does not follow the player into the "
        "paddock; the paddock's only way (south) visited and the way first entered: go south",
    ),
    item(
        (
            "Well Head\n"
            "A well with a windlass stands in a little yard of moss-grown cobbles, and the rope "
            "goes down into the dark, wet and grey. A bucket hangs on a hook. The mill leat "
            "runs past on the west side, fast and deep, and you can hear the wheel beyond the "
            "wall. A path leads north to the miller's house, and another east along the "
            "leat.",
            R("well head", "n e"),
        ),
        "climb up",
        ("The rope is rotten; you would break your neck.", K("refused")),
        "west",
        (
            "West of the well there's only the mill leat, fast and deep, and you are no swimmer.",
            K("refused"),
        ),
        notes="a refused `climb up` is no fact; west refused (the leat); the paths north and "
        "east are open: go north or east",
    ),
    item(
        (
            "You are in the vicarage garden. Roses, sweet peas on canes, a lawn as smooth as "
            "baize with croquet hoops on it. The vicar's wife is deadheading the roses with a "
            "pair of scissors and a basket. The house door, north, stands open, and the gate to "
            "the lane is east.",
            R("vicarage garden", "n e"),
        ),
        "south",
        (
            "The vicar's wife looks up from the roses. \"Not through the beds, dear. There's "
            'no path that way."',
            K("refused"),
        ),
        notes="a person refuses a way the room never gave: south refused; north and east open: "
        "go north or east",
    ),
    item(
        (
            "Wash House\n"
            "Steam, lye and wet stone. A copper boils in the corner under its wooden lid, and "
            "the washing dollies stand in a row like small wooden men. The door to the scullery "
            "is west of here. The drying green is south.\n\n"
            "You can see a washboard and a basket of pegs here.",
            R("wash house", "w s"),
        ),
        "west",
        ("You can't, since the scullery door is locked.", K("refused", door="locked")),
        notes="a door whose state the room did not give refused by Inform as locked: locked, no "
        "open; the copper is a boiler: go south",
    ),
    item(
        (
            "Blue Bedroom\n"
            "Everything in the blue bedroom is blue: the wallpaper, the bed hangings, the "
            "china on the washstand, the carpet faded to the colour of skimmed milk. A wardrobe "
            "the size of a hearse stands against the west wall. The door to the landing, south, "
            "is open; a second door, east, to the dressing room, is shut.",
            R("blue bedroom", "s e", closed="e"),
        ),
        "west",
        (
            "You walk into the wardrobe. It is, as far as you can tell, only a wardrobe.",
            K("refused"),
        ),
        "open wardrobe",
        (
            "You open the wardrobe. Nothing inside but mothballs and a smell of lavender.",
            K("none"),
        ),
        notes="the wardrobe against the west wall is furniture: west refused, and opening the "
        "wardrobe opens no way; the landing door south open, the dressing room door east shut: "
        "go south, open east",
    ),
    item(
        (
            "Cellarer's Store\n"
            "Barrels of salt herring, sacks of beans, cheeses on a slatted shelf, a cask of "
            "wine with the abbot's mark on it. The north end of the store is stacked floor to "
            "vault with empty barrels. The door is south. On the flagstones by the cheeses lies "
            "a silver penny.",
            R("cellarer's store", "s", coin=True),
        ),
        "north",
        ("You bump into a wall of barrels. One of them booms.", K("refused")),
        notes="barrels stacked floor to vault: north refused; the penny still lies on the "
        "flagstones: take coin",
    ),
    item(
        (
            "Pantry\n"
            "Shelves of preserves, a crock of eggs in isinglass, a side of bacon in a muslin "
            "bag. The door to the kitchen, east, is shut.",
            R("pantry", "e", closed="e"),
        ),
        "east",
        ("The door is shut.", K("refused", door="closed")),
        "wait",
        (
            "Footsteps. The cook opens the pantry door, looks at you, sniffs, and goes away "
            "again, leaving it open.",
            R(None, "e"),
        ),
        notes="the refused door opened by another character and left open clears the refusal "
        "(read as the room again with the door open): go east",
    ),
    item(
        (
            "Orchard Gate\n"
            "You stand at the gate of the old orchard, where the track from the farm ends. "
            "The orchard is north, through the gate, which hangs open. East, the track runs "
            "toward the farmyard. A great hawthorn hedge runs along the south side, and on the "
            "west the millpond lies flat and black under the alders.",
            R("orchard gate", "n e"),
        ),
        "south",
        (
            "The hedge is as thick as a wall and twice as prickly. You back out, scratched.",
            K("refused"),
        ),
        "west",
        ("West is the millpond. You'd be wading in up to your neck.", K("refused")),
        notes="two refusals in a row (the hedge south, the millpond west); the gate north "
        "hangs open and the track runs east: go north or east",
    ),
    item(
        taproom(),
        "w",
        (
            "Snug\n"
            "A tiny room with one settle, one table and a window of bottle glass that turns the "
            "street outside into green swirls. Somebody's pint stands half drunk on the table. "
            "The doorway to the taproom is east; there is no other way out.",
            R("snug", "e", leads={"e": "taproom"}),
        ),
        "west",
        ("The snug ends in a settle and a wall.", K("refused")),
        "e",
        taproom(),
        "south",
        ("The kitchen door is shut.", K("refused", door="closed")),
        "open south",
        ("You open the kitchen door. A smell of pastry.", K("opened")),
        "s",
        kitchen_of_plough(),
        "w",
        ("The larder's locked; the landlady has the key.", K("refused", door="locked")),
        notes="a seven-turn walk through an inn with refusals in the middle (one left in the "
        "snug, the kitchen door refused and opened) and at the end: the larder door west, its "
        "state not given, turns out locked; the taproom north is visited and the way first "
        "entered: go north",
    ),
    item(
        (
            "Lumber Room\n"
            "Broken chairs, a dressmaker's dummy, a rocking horse with no tail, tea chests "
            "full of letters. The room at the end of the corridor where things are put when "
            "nobody can bear to throw them away. The door to the north is bolted on the far "
            "side; the corridor is east, through a doorway with no door.",
            R("lumber room", "n e", locked="n"),
        ),
        "north",
        ("It won't give. It's bolted from the other side.", K("refused", door="locked")),
        notes="a door bolted on the far side (locked) refused: no open; the doorway east: go east",
    ),
    item(
        (
            "Walled Garden Gate\n"
            "A wrought-iron gate in the garden wall, between two stone pineapples, shows the "
            "lane beyond through its scrolls. The gate, to the south, is locked. The rest of "
            "the garden is north, along a path of crunching gravel, and a door in the east wall "
            "leads to the bothy; it stands open.",
            R("walled garden gate", "s n e", locked="s"),
        ),
        "s",
        ("The gate is locked.", K("refused", door="locked")),
        "unlock south gate with key",
        ("Unlocked.", K("unlocked")),
        "open south gate",
        ("The gate groans open on rusted hinges.", K("opened")),
        notes="the locked gate refused, unlocked and opened: the refusal cleared and the way "
        "south open: go south, north or east",
    ),
    item(
        (
            "Crossroads\n"
            "Three roads meet here at a fingerpost whose arms point north to Wyke, east to "
            "Stoke Abbas and west to the coast. A gibbet stands on the south side of the "
            "crossroads, empty now, thank goodness, with the bog beyond it. The wind hums in "
            "the telegraph wires.",
            R("crossroads", "n e w"),
        ),
        "nw",
        ("There's no road that way, only the heath.", K("refused")),
        "south",
        ("The gibbet stands there, and beyond it only bog.", K("refused")),
        notes="a refused `nw` is no fact; the bog south refused; three roads by the fingerpost: "
        "go north, east or west",
    ),
    item(
        (
            "The Chandler's Back Room\n"
            "  Coils of rope, tins of pitch, lanterns hanging in bunches like fruit, and a\n"
            "smell of tar and lamp oil that gets into your clothes. The chandler has gone\n"
            "out front to serve. A ledger lies open on a barrel.\n"
            "  The only door is east, into the shop.\n"
            "[Exits: east]\n"
            "A silver coin lies on the floor.\n",
            R("the chandler's back room", "e", coin=True),
        ),
        "north",
        (
            "Alas, you cannot go that way.\n\n"
            "The Chandler's Back Room\n"
            "  Coils of rope, tins of pitch, lanterns hanging in bunches like fruit, and a\n"
            "smell of tar and lamp oil that gets into your clothes. The chandler has gone\n"
            "out front to serve. A ledger lies open on a barrel.\n"
            "  The only door is east, into the shop.\n"
            "[Exits: east]\n"
            "A silver coin lies on the floor.\n",
            Both(K("refused"), R("the chandler's back room", "e", coin=True)),
        ),
        notes="a refusal and the room again in one text (Both), the silver coin still on the "
        "floor: take coin (north refused)",
    ),
]
