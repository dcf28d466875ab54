"""prose, nineteenth round: rooms told in registers no earlier round used: a tourist
guidebook's entry, a game show host, a legal deposition (questions and answers), a recipe card,
a radio drama with SOUND cues and two voices, an auction catalogue's lot, a football-style
commentator, a play's scene heading with its stage directions, a postcard home, a cave
surveyor's notebook, a chat assistant's bulleted answer, a tour guide's patter, a fire action
notice, a lost-property form, a knitting pattern's abbreviations, a crossword-setter's note; and
ordinary prose (second person present on a ferry, third person past in a bakery, first person
in a nursery glasshouse), with two moves and a refusal told by a narrator. Coins: a gold coin on
a game show's counter, a dollar coin in an evidence room, a silver coin under seed trays, a
sixpence under a bench, a silver shilling in a lot, a penny on a cinema's carpet, a ten-kroner
coin on a ferry, a two-euro coin; not coins: "not so much as a penny", a
counterfeit florin kept by the police. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "THE OLD BAKEHOUSE\nOpen daily 9-5. Admission free.\nThe market square is outside, to "
        "the south. The bread ovens, still in working order, take up the whole of "
        "the north wall; a door in the east wall leads to the tea room, and a staircase climbs "
        "to the flour loft above.",
        R("the old bakehouse", "s e up"),
        notes="a guidebook entry for the room the player stands in: the square south, a door "
        "east, stairs up (outside the vocabulary); the ovens' wall is no way: go south or east",
    ),
    item(
        "HOST: And we're back! Our contestant is standing in... the Bakery of Bargains! The "
        "door to the north is wide open! The door to the east? Locked, I'm afraid! And what's "
        "that twinkling on the counter, folks? It's a GOLD COIN!\nAUDIENCE: Ooooh!",
        R("bakery of bargains", "n e", locked="e", coin=True),
        notes="a game show host's patter names the room, an open door north, a locked door "
        "east and a gold coin on the counter: take it",
    ),
    item(
        "Q. And where were you standing at that point?\nA. In the evidence room.\nQ. Describe "
        "it for the court.\nA. Shelves. Boxes. One door, to the north, and it was shut. Not "
        "locked - just shut.\nQ. Anything on the floor?\nA. A coin. A dollar coin, by the "
        "shelving.",
        R("evidence room", "n", closed="n", coin=True),
        notes="a deposition read as the scene: a shut (not locked) door north and a dollar "
        "coin on the floor: take it",
    ),
    item(
        "THE GREENHOUSE\nServes: one explorer\nYou will need:\n- 1 door, north (open)\n- 1 "
        "door, west (closed)\n- 1 silver coin, under the seed trays\nMethod: Look about you. "
        "Proceed as you see fit.",
        R("the greenhouse", "n w", closed="w", coin=True),
        notes="a recipe card's list gives an open door north, a closed door west and a silver "
        "coin under the seed trays: take it",
    ),
    item(
        "SOUND: A DRIPPING TAP. A DISTANT SIREN.\nMAGGIE: (whispering) We're in the locker "
        "room, Tom. There's only the one door - east - and it's open.\nTOM: Look, Mags. Under "
        "the bench. A sixpence!\nSOUND: A CLOCK TICKING.",
        R("locker room", "e", coin=True),
        notes="a radio drama's voices name the room, one open door east and a sixpence under "
        "the bench: take it",
    ),
    item(
        "Lot 212. THE PROPERTY ROOM, as found.\nComprising: steel shelving; a tea urn; one "
        "door (north, locked); one door (west, open); one silver shilling, loose, on the "
        "floor.\nEstimate: on application.",
        R("the property room", "n w", locked="n", coin=True),
        notes="an auction lot's list: a locked door north, an open door west, a loose "
        "shilling on the floor: take it",
    ),
    item(
        "And here we are in the observatory dome, Brian, and what a setting for it. The lad's "
        "got two ways out of here: the door to the south, wide open, and the catwalk that runs "
        "off round to the east. Nothing to pick up, mind - not so much as a penny.",
        R("observatory dome", "s e"),
        notes="a commentator's 'not so much as a penny' says there is no coin; the door south "
        "and the catwalk east are ways: go either",
    ),
    item(
        "SCENE: A cinema foyer, after closing. The doors to the auditorium, WEST, are propped "
        "open. The street door, SOUTH, is chained shut. A penny lies on the carpet, CENTRE. "
        "Enter YOU.",
        R("cinema foyer", "w s", locked="s", coin=True),
        notes="a scene heading with stage directions: open doors west, a street door south "
        "'chained shut' (locked), a penny on the carpet: take it",
    ),
    item(
        "Dear Mum,\nWriting this in the ferry's sun lounge! There are two doors: the one at "
        "the front, north, is open, and the one at the back, south, is shut for the crossing. "
        "There's a 10-kroner coin on the floor by my seat!\nLove, Jo x",
        R("sun lounge", "n s", closed="s", coin=True),
        notes="a postcard as the scene: the room named, a door north open, a door south shut, "
        "a ten-kroner coin on the floor: take it",
    ),
    item(
        "Station 14: Gour Chamber. Approx. 10 m x 6 m, floor of rimstone pools. Leads: N "
        "(walking passage, draughting); E (crawl, far too tight to follow). Sump at W end, "
        "flooded. No finds.",
        R("gour chamber", "n"),
        notes="a surveyor's notebook: the crawl east is too tight and the west end is a "
        "flooded sump (no ways); 'No finds.': only north: go north",
    ),
    item(
        "Sure! Here's what's around you in the **Seed Room**:\n- **Exits:** north, east (the "
        "east door is closed)\n- **Items:** a watering can, a 2-euro coin\nLet me know what "
        "you'd like to do next!",
        R("seed room", "n e", closed="e", coin=True),
        notes="a chat assistant's bulleted answer: exits north and east (closed), a two-euro "
        "coin among the items: take it",
    ),
    item(
        "'Right, everyone, gather round. This is the Orrery Room - mind the step. That door "
        "on your left, the west one, is staff only and it's locked, I'm afraid. We'll be "
        "leaving by the north door in a moment, so have a good look at the brass planets "
        "first.'",
        R("orrery room", "w n", locked="w"),
        notes="a tour guide's words: a locked door west and a door north to leave by: go north",
    ),
    item(
        "FIRE ACTION\nYOU ARE HERE: PLANT ROOM\nNearest exits: EAST (fire door) and SOUTH "
        "(corridor).\nDo not use the lift.\nThe notice hangs by the boilers, which fill the "
        "room with a steady roar.",
        R("plant room", "e s"),
        notes="a fire action notice naming the room and its exits east and south; the lift "
        "is not used: go east or south",
    ),
    item(
        "LOST PROPERTY - FOUND AT: Platform Café\nITEM: 1 counterfeit florin (police retain "
        "as evidence)\n\nYou are in the platform café, reading the card taped to the till. "
        "The platform is north.",
        R("platform café", "n"),
        notes="a counterfeit florin kept by the police is named on a card, not lying here: "
        "no coin; go north",
    ),
    item(
        "Row 1: You are in the yarn shop. K2, P2 to the door at the north end (open).\nRow 2: "
        "The back door, to the east, is sl1 wyif - that is, shut.\nRow 3: A coin on the "
        "counter. Knit it into your pocket.",
        R("yarn shop", "n e", closed="e", coin=True),
        notes="a knitting pattern's rows: an open door north, a shut door east, a coin on the "
        "counter: take it",
    ),
    item(
        "You're standing on the ferry's car deck between two lorries, and the whole ship "
        "shudders under you. Forward, to the north, the bow doors are sealed for the "
        "crossing. A door to the west opens onto the stairs.",
        R("car deck", "n w", closed="n"),
        notes="bow doors 'sealed for the crossing' are closed (the fourth round's call on a "
        "sealed door: not locked); the west door is open: open north or go west",
    ),
    item(
        (
            "Bram let himself into the bakery before dawn. The proving room lay through a door "
            "on the north side, and the yard was out through the back, to the west.",
            R("bakery", "n w"),
        ),
        "go north",
        (
            "The proving room was warm as a bath. Dough rose in its tins along the racks. There "
            "was no way on; Bram would have to go out the way he had come, south.",
            R("proving room", "s"),
        ),
        notes="third person past: the proving room's one way is south, back to the visited "
        "bakery (initial, all visited): go south",
    ),
    item(
        (
            "I'm in the glasshouse at the nursery. It's humid enough to grow moss on your "
            "glasses. The potting yard is east. There's nothing else.",
            R("glasshouse", "e"),
        ),
        "east",
        (
            "I'm in the potting yard now. Pallets of compost everywhere. The glasshouse is west, "
            "and a gate goes out north to the car park.",
            R("potting yard", "w n"),
        ),
        "north",
        ("I try the gate. Padlocked. Of course it is.", K("refused", door="locked")),
        notes="first person: a gate whose state was not given turns out padlocked (refused, "
        "closed); the glasshouse west is visited, the way back: go west",
    ),
    item(
        "Across 14 (6): Where you are now - a room for bread.\nAnswer: PANTRY\nClue for the "
        "way out: 'One door only, and that to the south, no lock upon it.'",
        R("pantry", "s"),
        notes="a crossword setter's puzzle names the room (pantry) and one unlocked door "
        "south: go south",
    ),
    item(
        "We step into the station's mess room. Mugs, a kettle, a rota. The appliance bay is "
        "through the arch to the south. The watch room door, east, has a KEEP CLOSED sign on "
        "it and is closed.",
        R("mess room", "s e", closed="e"),
        notes="first person plural: a closed door east, an arch south: go south or open east",
    ),
]
