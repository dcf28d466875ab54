"""negation, fifty-first round (no emphasis beyond a hidden test of the same kind): absences,
negations and distractors in words the README used seldom or never, beside real exits, doors in many
states and one real coin: a dentist's gold crown on a tray, a guinea fowl, a card room's poker chips
("There are no coins: the club plays for chips"), a gas meter's shilling slot with "not one shilling
to put in it", a mirror that shows the door behind the player, a trompe-l'oeil door painted on a
wall, a dumb waiter too small to climb into, DR. BELL'S SOVEREIGN REMEDY, Penny the parlourmaid, a
balcony over the French Quarter, a laundrette whose machines take coins and which has none, a jar of
brass washers that holds one copper att, a snug named for the North Star, a rope bridge hanging in
tatters and refused, a lake whose boat is gone and refused, "neither locked nor shut: it stands wide
open", a gumball machine that is closed, a coin taken and the room come back to without it, a search
that finds "a button, a bent nail and no coin", nickel-plated taps. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Surgery\nA reclining chair of green leather, a spittoon and a treadle drill. The "
            "waiting room is west. The door to the north is closed.\n\nOn the tray is a gold "
            "crown, ready for Mr Pettigrew's back tooth.",
            R("surgery", "w n", closed="n", leads={"w": "waiting room"}),
        ),
        notes="a gold crown for a tooth is no coin; the waiting room west (go west), the door "
        "north closed (open north)",
    ),
    item(
        (
            "Farmyard\n   Muck, straw and a pump. The dairy door stands open to the north, and "
            "the lane runs east.\nObvious exits: north, east\nA guinea fowl pecks at the dust "
            "here.\n",
            R("farmyard", "n e", leads={"n": "dairy", "e": "lane"}),
        ),
        notes="a guinea fowl is a bird, not a guinea: no coin; north and east open",
    ),
    item(
        (
            "Card Room\nGreen baize tables under green-shaded lamps, and the smell of cigars "
            "long smoked. There are no coins here: the club plays for chips and settles up by "
            "cheque. The smoking room is south. The secretary's door, west, is locked.\nThere "
            "is a stack of poker chips here.\n>",
            R("card room", "s w", locked="w", leads={"s": "smoking room"}),
        ),
        notes="poker chips and 'There are no coins here': no coin; the smoking room south (go "
        "south), the secretary's door west locked",
    ),
    item(
        (
            "The bedsit is cold. You are in it, which is the worst of it: a bed, a gas ring, "
            "and the gas meter by the door with a slot for shillings and not one shilling to put "
            "in it. The door to the landing, east, is on the latch. The window looks north on "
            "the railway cutting.",
            R("bedsit", "e", closed="e", leads={"e": "landing"}),
        ),
        notes="a meter's coin slot and 'not one shilling to put in it': no coin; the room is the "
        "bedsit ('You are in it'); the door east on the latch (closed): open east; the window "
        "north no way",
    ),
    item(
        (
            "Dressing Room\nA long mirror covers the whole west wall. In it you can see the room "
            "again, and yourself, and behind you the door to the east, standing open.\n\nYou "
            "can see a make-up table here.",
            R("dressing room", "e"),
        ),
        notes="the mirror west shows the room and the door east behind the player: the only way "
        "is east; no way west",
    ),
    item(
        (
            "Painted Gallery\nA door is painted on the east wall so cleverly, grain and hinges "
            "and brass handle, that you reach for it; it is only paint. The real door is south, "
            "and it is closed.\n>",
            R("painted gallery", "s", closed="s"),
        ),
        notes="the trompe-l'oeil door east is paint, no exit; the real door south closed: open "
        "south",
    ),
    item(
        (
            "Butler's Pantry\nSilver in baize-lined drawers, and the plate book open on the "
            "counter. A dumb waiter in the north wall goes up to the dining room; it is far too "
            "small for you. The kitchen passage is east.",
            R("butler's pantry", "e", leads={"e": "kitchen passage"}),
        ),
        notes="the dumb waiter north is too small to be a way; the only way is east",
    ),
    item(
        (
            "You are in the apothecary's shop. Carboys of green and red water glow in the "
            "window, and on the shelf stands a bottle labelled DR. BELL'S SOVEREIGN REMEDY. The "
            "street door, south, is open; the laboratory door, north, is closed.",
            R("apothecary's shop", "s n", closed="n", leads={"n": "laboratory"}),
        ),
        notes="'SOVEREIGN REMEDY' is a label, not a sovereign: no coin; the street door south "
        "open, the laboratory door north closed",
    ),
    item(
        (
            "Back Parlour\nAntimacassars on every chair, and a piano nobody plays. Penny the "
            "parlourmaid is dusting the keys, one by one. The front parlour is north. A door to "
            "the west is locked.\n\nYou can see a piano stool here.",
            R("back parlour", "n w", locked="w", leads={"n": "front parlour"}),
        ),
        notes="Penny is the parlourmaid, not a penny: no coin; the front parlour north (go "
        "north), the door west locked",
    ),
    item(
        (
            "Iron Balcony\n   From the balcony you can look out over the roofs of the French "
            "Quarter, and to the north the river is brown and wide.\nObvious exits: west\n",
            R("iron balcony", "w"),
        ),
        notes="the French Quarter is a district, not a quarter coin; the river to the north is "
        "a view: the only way west",
    ),
    item(
        (
            "Laundrette. Every machine takes coins, and the change machine is empty: there is "
            "not a coin in the place. The street door is south. A door marked PRIVATE, to the "
            "east, is locked.",
            R("laundrette", "s e", locked="e"),
        ),
        notes="coin-operated machines and 'not a coin in the place': no coin; the street door "
        "south (go south), the private door east locked",
    ),
    item(
        (
            "Plumber's Workshop\nLengths of lead pipe, a blowlamp and a vice on the bench. The "
            "yard door is north, open.\nThere is a jar of brass washers here. Among them, as you "
            "look closer, is a single copper att.\n>",
            R("plumber's workshop", "n", coin=True),
        ),
        notes="brass washers are not coins, but among them lies a single copper att (a coin in "
        "the room): take it",
    ),
    item(
        (
            "North Star Snug\nA tiny room under the sign of the North Star, with one settle and "
            "a fire. The door to the bar, west, is open. There is no other way out.\n",
            R("north star snug", "w", leads={"w": "bar"}),
        ),
        notes="'North Star' is the inn's sign and the room's name, no way north; the only way west",
    ),
    item(
        (
            "Gorge Edge\n   The rope bridge that crossed the gorge to the west hangs in tatters "
            "from its posts. A path climbs north.\n[Exits: north]\n",
            R("gorge edge", "n"),
        ),
        "w",
        ("You step out onto nothing, think better of it, and step back.\n", K("refused")),
        notes="a fallen rope bridge west is no exit; the move west refused: refused(west); the "
        "only way north",
    ),
    item(
        (
            "You are on the jetty. The lake lies to the south, and the boat is gone from its "
            "mooring; only the rope is left. The path runs west to the lodge.",
            R("jetty", "w", leads={"w": "lodge"}),
        ),
        "south",
        ("Without the boat there is nothing south of you but cold water.", K("refused")),
        notes="the lake south without a boat is no exit; the move refused: refused(south); the "
        "only way west",
    ),
    item(
        (
            "Stillroom\nRows of cordials and jellies on the shelves, each bottle labelled in "
            "a spidery hand. The door to the north is neither locked nor shut: it stands wide "
            "open. The door east, on the other hand, is locked.\n",
            R("stillroom", "n e", locked="e"),
        ),
        notes="'neither locked nor shut: it stands wide open': the door north open (go north); "
        "the door east locked",
    ),
    item(
        (
            "You are in the bedroom. In one part of the room you see a bed, that has nothing on "
            "it. There is also a gumball machine that is closed. You also see a chest of "
            "drawers that is closed. \nTo the West you see the corridor. ",
            R("bedroom", "w"),
        ),
        notes="in TextWorldExpress's manner: 'a gumball machine that is closed' says nothing "
        "of a coin inside: no coin read; the only way west",
    ),
    item(
        (
            "Smithy Loft\n  Sacks of charcoal and a bundle of horseshoes on a peg.\n[Exits: "
            "south west]\nA copper hwan lies here.\n",
            R("smithy loft", "s w", coin=True),
        ),
        "get coin",
        ("You get a copper hwan.\n", K("took")),
        "w",
        (
            "Hay Store\n  Hay to the rafters, and a cat asleep on it.\n[Exits: east]\n",
            R("hay store", "e"),
        ),
        "e",
        (
            "Smithy Loft\n  Sacks of charcoal and a bundle of horseshoes on a peg.\n[Exits: "
            "south west]\n",
            R("smithy loft", "s w"),
        ),
        notes="the hwan taken, the hay store seen, back in the smithy loft: no coin now (taken); "
        "west visited (the first room: no initial), south unvisited: go south",
    ),
    item(
        (
            "Sawpit\nA long pit under a log on trestles, and sawdust ankle-deep. A track leads "
            "east to the timber yard.\n",
            R("sawpit", "e", leads={"e": "timber yard"}),
        ),
        "search sawdust",
        ("You find a button, a bent nail and no coin.\n", K("none")),
        notes="the search finds 'a button, a bent nail and no coin': no coin; the only way east",
    ),
    item(
        (
            "Plunge Bath\nA sunken bath of white tiles, with nickel-plated taps as big as your "
            "fist. The changing cubicles are north. A door to the east is closed.\n\nYou can "
            "see a cork float here.",
            R("plunge bath", "n e", closed="e", leads={"n": "changing cubicles"}),
        ),
        notes="nickel-plated taps are no nickel coin: no coin; the cubicles north (go north), "
        "the door east closed (open east)",
    ),
]
