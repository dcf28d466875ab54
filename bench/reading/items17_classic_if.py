"""classic_if, seventeenth round: title lines and paragraphs in the Infocom manner, set in places
the earlier rounds did not use (a space station's hydroponics bay and airlock, a school
chemistry lab and gymnasium, an office block's open-plan floor, a desert camp's tents, a subway
platform and concourse, a zoo's reptile house and aquarium tunnel, a hospital ward, a ski
lodge's boot room, a film studio's sound stage, a rainforest base's specimen lab, a modern
kitchen-diner, a noir detective's office); Scott Adams's manner on a space station ("I'm in a
crew quarters. Obvious exits: NORTH, WEST."), a Level 9-like one-line airlock, a children's
game's den; coins as modern money (a one-euro coin, a quarter, a ten-pence piece, a 20-cent
coin, a nickel, a euro coin, a shiny penny, "*PLATINUM COIN*"). What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Hydroponics Bay\nRows of lettuce grow in trays under violet lamps, and the air is warm "
        "and wet. The main corridor is to the north. A pressure door to the east is closed. A "
        "ladder leads up to the observation blister.\n\nThere is a one-euro coin here.",
        R("hydroponics bay", "n e u", closed="e", coin=True),
        notes="a space station in Infocom's manner: north open, east a closed pressure door, a "
        "ladder up outside the vocabulary; a one-euro coin is a coin: take it",
    ),
    item(
        "Chemistry Lab\nBenches with gas taps stand in rows and a smell of bad eggs hangs about. "
        "Fire regulations are pinned up beside the fume cupboard. The only way out is the door "
        "to the south, which someone has propped open with a fire extinguisher.",
        R("chemistry lab", "s"),
        notes="'propped open with a fire extinguisher': an open door, the only way out; a fume "
        "cupboard is no way",
    ),
    item(
        "Open-Plan Office, Fourth Floor\nA sea of empty desks under flickering strip lights. "
        "The lift lobby is to the west and a glass door marked MEETING ROOM 4B is to the east. "
        "The stairwell door, north, is locked after seven.\n\nA quarter lies under a swivel "
        "chair.",
        R("open-plan office, fourth floor", "w e n", locked="n", coin=True),
        notes="the heading kept whole (the earlier rounds kept 'Railway Hotel, Room 4'); the "
        "stairwell door 'locked after seven' is locked; a quarter (the US 25-cent coin) under a "
        "chair is a coin to take",
    ),
    item(
        "Supply Tent\nCrates of bottled water are stacked to the canvas roof, and sand has "
        "drifted in under every wall. The tent flap to the north is tied back. Otherwise there "
        "is nothing here.",
        R("supply tent", "n"),
        notes="a desert camp: a tent flap tied back is an open way north, the only one",
    ),
    item(
        "Westbound Platform\nA long tiled platform beside the tracks, lit a sickly yellow. A "
        "passage at the east end leads to the escalators. A service door at the west end, "
        "marked STAFF ONLY, is locked. The tracks, below the yellow line, are no place to "
        "walk.\n\nThe departure board says the next train is cancelled.",
        R("westbound platform", "e w", locked="w"),
        notes="a subway: 'Westbound' is part of the name; east a passage, west a locked door; "
        "the tracks are no way: go east",
    ),
    item(
        "Reptile House\nWarm, dim and humid. Glass tanks line the walls: a python asleep on a "
        "branch, a row of geckos, a monitor lizard that watches you without blinking. The way "
        "out, to the south, lets in a slab of sunshine. A door to the keepers' corridor, north, "
        "is locked; its keypad glows red.",
        R("reptile house", "s n", locked="n"),
        notes="a zoo: south open, north 'is locked' (the keypad light only repeats it): go south",
    ),
    item(
        "Ward 7\nSix beds, four of them empty, their curtains drawn back. Swing doors lead west "
        "to the main corridor. A fire door in the north wall is shut.\n\nOn the bedside locker "
        "nearest you is a ten-pence piece.",
        R("ward 7", "w n", closed="n", coin=True),
        notes="a hospital ward: west swing doors (no state given: open), north a shut fire "
        "door; a ten-pence piece on a locker is a coin to take",
    ),
    item(
        "Boot Room\nSkis stand in racks along the walls and the floor is puddled with melted "
        "snow. A heavy door leads out onto the slopes to the north; it is closed against the "
        "wind. The lounge is through the archway to the east.",
        R("boot room", "n e", closed="n"),
        notes="a ski lodge: north a closed door, east an archway: open north or go east",
    ),
    item(
        "Sound Stage B\nA saloon from a western stands in the middle of the stage, its swing "
        "doors opening onto a painted desert. A red light over the big doors to the south says "
        "RECORDING, but the doors stand open. A corridor leads west to the dressing rooms.",
        R("sound stage b", "s w"),
        notes="a film studio: the saloon's swing doors open on a painted flat (no way); "
        "'western' is a film; south doors stand open, west a corridor",
    ),
    item(
        "Specimen Lab\nFreezers hum. A whiteboard lists frog species in green marker, and "
        "something drips on the roof. The screen door to the east is latched; the boardwalk "
        "beyond it leads into the trees. A door to the north opens into the generator hut.",
        R("specimen lab", "e n", closed="e"),
        notes="a rainforest base: a latched screen door is closed (the sixth round's call); "
        "north a door whose state is not given: open",
    ),
    item(
        "Kitchen-Diner\nA glossy white kitchen runs along one side, a dining table along the "
        "other. The sliding doors to the balcony, east, are shut. The hallway is south. Among "
        "the crumbs on the worktop lies a 20-cent coin.",
        R("kitchen-diner", "e s", closed="e", coin=True),
        notes="a modern flat: the balcony through shut sliding doors is a closed exit east; "
        "a 20-cent coin on the worktop is a coin",
    ),
    item(
        "Office of Sam Roche\nThe place smells of cold coffee and older cigarettes. Rain "
        "streaks the window, and the neon sign of the hotel across the street blinks red, then "
        "blue, then red. The frosted door to the west, my name backwards on the glass, gives "
        "onto the hallway. The door north to the back room is locked, and I lost the key in "
        "'46.\n\nA nickel sits in the ashtray.",
        R("office of sam roche", "w n", locked="n", coin=True),
        notes="noir, first person: west the hallway door (state not given: open), north "
        "locked; a window is no way; a nickel in an ashtray is a coin to take",
    ),
    item(
        "Airlock Antechamber. Suits on hooks. Inner hatch W, open. Outer hatch E, locked (red "
        "light). Corridor N.",
        R("airlock antechamber", "w e n", locked="e"),
        notes="a Level 9-like one-line room: the name before the first stop; west open, east "
        "locked, north a corridor: go west or north",
    ),
    item(
        "THE DEN\nYou are in the den under the big tree! There are comics and a torch and a "
        "box of biscuits. The rope ladder goes up to the lookout. The secret tunnel goes north "
        "to the shed.\n\nThere is a shiny penny here!",
        R("the den", "u n", coin=True),
        notes="a children's game: the rope ladder up is outside the vocabulary, the tunnel north "
        "is an exit; a shiny penny is a coin",
    ),
    item(
        "Mess Tent\nLong trestle tables and benches; a tea urn steams at one end. Canvas flaps "
        "lead out north and west, both tied back. A card taped to the urn reads: PLEASE DO NOT "
        "PUT COINS IN THE SLOT. IT IS BROKEN.",
        R("mess tent", "n w"),
        notes="a desert camp: two open flaps; the card about coins names no coin here",
    ),
    item(
        "Gymnasium\nRopes hang from the ceiling and the wall bars are folded flat against the "
        "east wall. Double doors on the south side lead to the changing rooms; they are open. "
        "The door to the equipment store, west, is shut.",
        R("gymnasium", "s w", closed="w"),
        notes="a school: 'the east wall' holds wall bars (no way); south open, west shut: go "
        "south or open west",
    ),
    item(
        (
            "Ticket Hall\nTicket machines glow in a row and a busker packs up his guitar. The "
            "barriers are to the south. The street exit is north.",
            R("ticket hall", "s n"),
        ),
        "s",
        (
            "Concourse\nA wide tiled hall under a curved roof. Platform 1 is east and platform "
            "2 is west. The ticket barriers are north.",
            R("concourse", "e w n"),
        ),
        notes="a walk of one move through the barriers: north leads to the ticket hall "
        "(visited, the way back); east and west are new",
    ),
    item(
        (
            "Penguin Pool\nPenguins stand about on the fake rocks as if waiting for a bus. A "
            "path leads west into the aquarium tunnel, and another south to the cafe.",
            R("penguin pool", "w s"),
        ),
        "w",
        (
            "Aquarium Tunnel\nA glass tube runs through the big tank; rays drift overhead. The "
            "only way out is east.\n\nA euro coin lies against the glass.",
            R("aquarium tunnel", "e", coin=True),
        ),
        "take the euro coin",
        (
            "You pick up the euro coin. A shark glides over you, unimpressed.",
            K("took"),
        ),
        notes="a zoo walk: the coin taken, the tunnel's one way leads to the penguin pool "
        "(visited, the way back): go east",
    ),
    item(
        "I'm in a crew quarters. Obvious exits: NORTH, WEST.\nI can also see: BUNK, LOCKER, "
        "*PLATINUM COIN*\n\nTell me what to do?",
        R("crew quarters", "n w", coin=True),
        notes="Scott Adams's manner on a space station: 'I'm in a crew quarters' names `crew "
        "quarters`; '*PLATINUM COIN*' is a coin (starred treasure)",
    ),
    item(
        "Chairlift Hut\nA tiny hut at the top station. The operator's stool is empty and the "
        "controls are dark. Through the windows the slopes fall away south, east and west, "
        "white and steep. The door is in the north wall.",
        R("chairlift hut", "n"),
        notes="windows with views south, east and west are no exits; the only door is north",
    ),
]
