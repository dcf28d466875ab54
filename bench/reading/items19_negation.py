"""negation, nineteenth round: absence, negation and distractors no earlier round used: a
seaside arcade's coin pusher heaped with twopences behind glass, a baker's "Sovereign loaves"
on a price board, the Crown and Anchor's sign, a cinema poster for FOR A FEW DOLLARS MORE, a
guy with a PENNY FOR THE GUY placard, a vet's X-ray of a swallowed coin, an allotment's locked
honesty box, a fire station's collection bucket sealed with tape, a radio playing "Sing a Song
of Sixpence", a ferry's departure board (NORTH SEA CROSSING), a periscope's view of the coast to
the east, a star map with Orion rising in the east, a submarine's escape trunk whose only way is
up, a cave whose every passage but one is flooded, "Neither north nor south is any use", a
police cell's door with no handle on this side, a museum's fake door in a period room, a
garden centre's gnome holding a gold coin of painted resin, an empty exit list beside a real
coin, and a coin that slips through the floorboards. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Amusement Arcade\nLights chase each other round the coin pusher, whose sliding "
        "shelves are heaped with twopences, all safely behind the glass. The promenade is "
        "south; the change kiosk, east, is shuttered and locked.",
        R("amusement arcade", "s e", locked="e"),
        notes="twopences behind the coin pusher's glass are no coin to take; a shuttered and "
        "locked kiosk east is a locked exit: go south",
    ),
    item(
        "Baker's Shop\nThe price board over the counter reads: SOVEREIGN LOAF 2.20 - CROWN "
        "COB 1.80 - PENNY BUNS 6 FOR 1.50. The bakehouse is through the door to the north, "
        "which is open.",
        R("baker's shop", "n"),
        notes="'Sovereign', 'Crown' and 'Penny' name loaves and buns on a price board: no "
        "coin; go north",
    ),
    item(
        "Outside the Crown and Anchor\nThe pub sign creaks on its bracket: a gold crown over "
        "a blue anchor. The pub's door, east, is locked - it doesn't open until noon. The "
        "harbour road runs north and south.",
        R("outside the crown and anchor", "e n s", locked="e"),
        notes="a crown painted on a pub sign is no coin; the pub door is locked; the road "
        "runs north and south: go north or south",
    ),
    item(
        "Screen Two\nRows of empty seats face the blank screen. A poster by the exit "
        "advertises next week's western, FOR A FEW DOLLARS MORE. The only way out is the "
        "exit door to the west.",
        R("screen two", "w"),
        notes="dollars in a film title are no coin: go west",
    ),
    item(
        "Bonfire Corner\nA guy stuffed with newspaper slumps in a wheelbarrow, with a "
        "cardboard placard round his neck: PENNY FOR THE GUY. The children who made him have "
        "gone home. Alleys lead north and west.",
        R("bonfire corner", "n w"),
        notes="a placard asking for a penny is no penny: go north or west",
    ),
    item(
        "Consulting Room\nA lightbox on the wall shows an X-ray of a spaniel, and there in "
        "its stomach, clear as day, a round white coin. The waiting room is through the door "
        "to the south.",
        R("consulting room", "s"),
        notes="a coin seen in an X-ray is no coin in the room: go south",
    ),
    item(
        "Plot 9\nA trestle by the path holds bunches of sweet peas and a wooden honesty box: "
        "50p A BUNCH. The box is padlocked, and its slot is too narrow for fingers. The path "
        "goes on north; the gate is east.",
        R("plot 9", "n e"),
        notes="a padlocked honesty box's money is not reachable (no coin); the path north "
        "and the gate east (state not given) are exits: go either",
    ),
    item(
        "Station Lobby\nA red collection bucket for the firefighters' charity stands by the "
        "door, its lid sealed with tape. The appliance bay is north and the street is west.",
        R("station lobby", "n w"),
        notes="a sealed collection bucket shows no coin: go north or west",
    ),
    item(
        "Sorting Room\nA radio on the shelf is playing 'Sing a Song of Sixpence' for the "
        "third time this morning. Mailbags hang from hooks. There is no exit to the east or "
        "the west: only the door north, which stands open.",
        R("sorting room", "n"),
        notes="a sixpence in a song is no coin; 'no exit to the east or the west': only "
        "north: go north",
    ),
    item(
        "Ferry Lounge\nThe departure board flickers: NORTH SEA CROSSING - DELAYED. Rows of "
        "bolted seats face the windows. A door south leads out onto the deck.",
        R("ferry lounge", "s"),
        notes="'NORTH SEA CROSSING' on a departure board gives no way north: go south",
    ),
    item(
        "Attack Centre\nThrough the periscope you can see the coast to the east, a grey line "
        "under a grey sky. The hatch aft, to the south, is closed.",
        R("attack centre", "s", closed="s"),
        notes="a coast to the east seen through a periscope is a view, not a way; the closed "
        "hatch south: open south",
    ),
    item(
        "Planetarium\nThe star map on the dome shows Orion rising in the east and the Plough "
        "wheeling round the pole to the north. The lights are low. A door to the west leads "
        "out to the foyer.",
        R("planetarium", "w"),
        notes="stars rising in the east and the Plough in the north are on a dome, not "
        "ways; the only door is west: go west",
    ),
    item(
        "Escape Trunk\nA steel cylinder barely big enough for two. There is no door fore or "
        "aft, north or south; the only way out is the hatch in the deckhead, up to the sea.",
        R("escape trunk", "up"),
        notes="'no door fore or aft, north or south': the only way is up (outside the "
        "vocabulary): no action",
    ),
    item(
        "Flooded Junction\nFour passages meet here. Three of them - north, south and west - "
        "are flooded to the roof. Only the east passage is dry enough to follow.",
        R("flooded junction", "e"),
        notes="passages flooded to the roof are no ways: only east: go east",
    ),
    item(
        "Canal Towpath\nNeither north nor south is any use: the towpath has fallen into the "
        "canal both ways. A gate on the east side opens into the boatyard.",
        R("canal towpath", "e"),
        notes="'neither north nor south is any use' (the path fallen away both ways): only "
        "the gate east: go east",
    ),
    item(
        "Cell 3\nA bench, a blanket, a steel toilet. The cell door, to the north, has no "
        "handle on this side, and it is locked. There is no other way out.",
        R("cell 3", "n", locked="n"),
        notes="a locked door with no handle this side is the only exit: locked, no sensible action",
    ),
    item(
        "Georgian Parlour\nA period room behind a rope. The door in the west wall is a fake, "
        "painted on the plaster to balance the real one opposite, in the east wall, which "
        "opens onto the gallery.",
        R("georgian parlour", "e"),
        notes="a painted door west is no way; the real door east is an exit: go east",
    ),
    item(
        "Gnome Aisle\nHundreds of garden gnomes, fishing, waving, mooning. The biggest holds "
        "a gold coin the size of a dinner plate, painted onto its resin belly. The tills are "
        "south.",
        R("gnome aisle", "s"),
        notes="a gold coin painted on a resin gnome is no coin: go south",
    ),
    item(
        "Sealed Gallery\nThe gallery was walled up in 1921. There are no exits in any "
        "direction.\nA silver shilling lies in the dust.",
        R("sealed gallery", "", coin=True),
        notes="'no exits in any direction': no exit fact; a shilling lies in the dust: take it",
    ),
    item(
        (
            "Attic Bedroom\nFloorboards with wide cracks between them. A door to the south. A "
            "bent penny lies by the skirting.",
            R("attic bedroom", "s", coin=True),
        ),
        "take penny",
        ("You reach for it, but the penny slips between the floorboards and is gone.", K("none")),
        "look",
        (
            "Attic Bedroom\nFloorboards with wide cracks between them. A door to the south.",
            R("attic bedroom", "s"),
        ),
        notes="the penny slips through the floor before it is taken, and the look shows the "
        "room without it: no coin; go south",
    ),
]
