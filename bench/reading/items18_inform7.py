"""inform7, eighteenth round: Inform 7's default messages and lists beside the authors' prose:
"You can see ... here." with "(in which are ...)", "(closed)", "(open but empty)", "(empty)";
"On the sideboard are ..."; "You can also see ..."; the default status line ("Orangery  3/7");
"(first opening the greenhouse door)", Locksmith's "(first unlocking the cellar door with the
iron key)"; "Which do you mean, the gold coin or the gold button?"; "That's not something you
can open."; "You are carrying:"; "Taken." then a look; "You open the trapdoor."; "It seems to
be locked."; "You can't go that way." under the status line. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Laundry\nSteam has blistered the whitewash. The drying yard is south of here, and the "
        "back passage runs east.\n\nYou can see a mangle and a wicker basket (in which are two "
        "clothes pegs and a silver threepenny bit) here.",
        R("laundry", "s e", coin=True),
        notes="Inform 7 default list: a threepenny bit in an open basket whose contents are "
        "listed is a coin in the room: take it",
    ),
    item(
        "Dining Room\nTwelve chairs and one candle. The hall is north and the servery is west."
        "\n\nOn the sideboard are a decanter and a gold sovereign.",
        R("dining room", "n w", coin=True),
        notes="Inform 7's 'On the sideboard are ...' paragraph: a gold sovereign on a supporter "
        "in the room: take it",
    ),
    item(
        "Gun Lobby\nCoats on pegs, boots beneath. A door leads east to the stable yard.\n\nYou "
        "can see a tea chest (closed) and a cigar box (open but empty) here.",
        R("gun lobby", "e"),
        notes="Inform 7: a closed tea chest (contents not given) and an empty cigar box are no "
        "coin; the door east, state not given, is open: go east",
    ),
    item(
        "Orangery                                                             3/7\n\nOrangery\n"
        "Lemon trees in tubs stand along the glass. The door into the house is to the north, and "
        "it is closed. A gravel path leads west between the tubs.\n\nYou can also see "
        "a watering can here.",
        R("orangery", "n w", closed="n"),
        notes="Inform 7's default status line (score/turns) above the heading; north closed, "
        "west open: open north or go west",
    ),
    item(
        "Nursery\nA rocking horse with one glass eye. The night nursery is west. The door to the "
        "landing is east of here; it is locked, for Nanny has the key.\n\nYou can see a toy box "
        "(empty) and a penny whistle here.",
        R("nursery", "w e", locked="e"),
        notes="Inform 7: a penny whistle is no coin, the toy box is empty; east locked: go west",
    ),
    item(
        "Study\nYou can see a writing desk (on which are a blotter, a pen tray and a silver "
        "half-crown) and a globe here.\n\nThe library is west.",
        R("study", "w", coin=True),
        notes="Inform 7: '(on which are ... a silver half-crown)' on the desk: a coin in the "
        "room: take it",
    ),
    item(
        "Boot Hall\nA long stone-flagged hall. Doors lead north and south. The south door is "
        "closed; the north one has been propped open with a boot jack.\n\nYou can see an "
        "umbrella stand (empty) here.",
        R("boot hall", "n s", closed="s"),
        notes="two doors with their states in a later sentence: north propped open, south "
        "closed: go north or open south",
    ),
    item(
        (
            "Potting Yard\nCold frames and a water butt. The greenhouse door is north of you, "
            "and closed; the kitchen garden is east.",
            R("potting yard", "n e", closed="n"),
        ),
        "north",
        (
            "(first opening the greenhouse door)\n\nGreenhouse\nTomatoes ripen in the heat "
            "under the glass. The only way out is the door to the south.\n\nYou can see a "
            "trowel and a bronze coin here.",
            R("greenhouse", "s", coin=True),
        ),
        notes="Inform 7's implicit opening and the move through: a bronze coin in the "
        "greenhouse: take it",
    ),
    item(
        (
            "Back Kitchen\nThe range is out. The cellar door is in the west wall; it is locked. "
            "The scullery is north.",
            R("back kitchen", "w n", locked="w"),
        ),
        "unlock cellar door with iron key",
        ("You unlock the cellar door.", K("none")),
        "west",
        (
            "(first opening the cellar door)\n\nCellar\nIt smells of coal and apples. Steps go "
            "up east to the back kitchen.\n\nYou can see a coal scuttle here.",
            R("cellar", "e", leads={"e": "back kitchen"}),
        ),
        notes="the unlock names the door by its kind (read as no change of the room's map), then "
        "the move opened it and went through; east visited, the way in: go back east",
    ),
    item(
        (
            "Cloakroom\nHooks, a cracked mirror, a smell of wet wool. The hall is east. Behind "
            "the coats is a jib door in the south wall, closed.\n\nYou can see a gold coin and a "
            "gold button here.",
            R("cloakroom", "e s", closed="s", coin=True),
        ),
        "take gold",
        ("Which do you mean, the gold coin or the gold button?", K("none")),
        notes="Inform 7's disambiguation question: nothing was taken, the gold coin is still "
        "here: take coin",
    ),
    item(
        (
            "Cider House\nA great press fills the middle of the floor. An archway leads north "
            "into the orchard and a plank door leads west.",
            R("cider house", "n w"),
        ),
        "open north",
        ("That's not something you can open.\n\n>", K("none")),
        notes="'open north' at an archway: Inform 7's refusal to open it changes nothing; the "
        "archway and the plank door (state not given) are open exits: go north or west",
    ),
    item(
        (
            "Scriptorium\nDesks under the high windows. The cloister is south. You can see a "
            "lectern and a silver groat here.",
            R("scriptorium", "s", coin=True),
        ),
        "take groat",
        ("Taken.", K("took")),
        "look",
        (
            "Scriptorium\nDesks under the high windows. The cloister is south. You can see a "
            "lectern here.",
            R("scriptorium", "s"),
        ),
        notes="'Taken.' then a look with the groat gone: no coin; the cloister south: go south",
    ),
    item(
        (
            "Hay Loft\nBales to the roof. A trapdoor in the floor is closed. The loft door opens "
            "west onto nothing but a drop to the yard.",
            R("hay loft", "d", closed="d"),
        ),
        "open trapdoor",
        ("You open the trapdoor.", K("opened", door="d")),
        "i",
        ("You are carrying:\n  a pitchfork\n  a copper penny", K("none")),
        notes="the only way is down through the trapdoor (outside the vocabulary); the loft "
        "door west gives onto a drop (no way); the penny is carried, not in the room: no fact "
        "of the vocabulary, no action",
    ),
    item(
        (
            "Music Room\nA square piano under a dust sheet. French windows look south over the "
            "lawn. The drawing room is east.",
            R("music room", "e"),
        ),
        "south",
        (
            "Music Room                                                        4/12\n\nYou can't "
            "go that way.",
            K("refused"),
        ),
        notes="the French windows only look south (a view, not a way); south refused under the "
        "status line; east: go east",
    ),
    item(
        (
            "Bottle Store\nEmpty bottles in crates. A door leads north.",
            R("bottle store", "n"),
        ),
        "north",
        ("It seems to be locked.", K("refused", door="locked")),
        notes="a door whose state was not given turns out locked when the move tries it: north "
        "locked and refused; no other way: no action",
    ),
    item(
        (
            "Parlour\nAntimacassars and a stopped clock. The front hall is west. A door leads "
            "north to the morning room.",
            R("parlour", "w n", leads={"n": "morning room"}),
        ),
        "n",
        (
            "Morning Room\nThe sun comes in here first. The parlour is south.\n\nOn the "
            "breakfast table is a silver shilling.",
            R("morning room", "s", coin=True, leads={"s": "parlour"}),
        ),
        "take shilling",
        ("Taken.", K("took")),
        "s",
        (
            "Parlour\nAntimacassars and a stopped clock. The front hall is west. A door leads "
            "north to the morning room.\n\nThe clock's hands have not moved.",
            R("parlour", "w n", leads={"n": "morning room"}),
        ),
        notes="a walk to the morning room for the shilling and back: in the parlour north is "
        "visited, west is not; the first room has no initial: go west",
    ),
    item(
        "Gatehouse\nThe gatehouse straddles the drive. The drive runs north towards the house "
        "and south to the lodge gates.\n\nYou can see a brass plate (reading 'NO HAWKERS') and "
        "a collecting box (locked) here.",
        R("gatehouse", "n s"),
        notes="a locked collecting box: no coin to take; the drive runs north and south: go "
        "north or south",
    ),
    item(
        "Vinery\nThe old vine has been trained along wires the length of the house. The garden "
        "door is east of here.\n\nYou can see a ladder (on which is a pruning knife) and a "
        "sieve (in which is a small gold coin) here.",
        R("vinery", "e", coin=True),
        notes="Inform 7: '(in which is a small gold coin)' in a sieve: a coin in the room: take it",
    ),
    item(
        "Still Room\nShelves of cordials. The housekeeper's room is north; a door west, closed, "
        "leads to the dairy.\n\nYou can see a brass weight here.",
        R("still room", "n w", closed="w", leads={"w": "dairy"}),
        notes="a brass weight is no coin; north open, west closed: go north or open west",
    ),
    item(
        (
            "Vestibule\nBlack and white tiles. The street door is south; it is closed. The hall "
            "lies north.",
            R("vestibule", "s n", closed="s"),
        ),
        "open street door",
        ("You open the street door.", K("opened", door="s")),
        "south",
        (
            "Area\nA sunken paved yard below the street railings; the only way out is the "
            "vestibule door, north. You can see a farthing here, wedged between two flagstones.",
            R("area", "n", coin=True),
        ),
        notes="the street door opened by name, then south: the farthing (a coin) wedged between "
        "flagstones lies in the room: take it",
    ),
]
