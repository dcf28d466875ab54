"""classic_if, fifty-first round (no emphasis beyond a hidden test of the same kind): seven walks
(1-4 turns) on a picture palace after closing time in a classic manner (a title line, a paragraph,
"There is ... here.", the prompt "What now?"; a Foyer whose auditorium swing doors north "are
closed" at first, whose tea room is west through an archway, whose manager's office door east "is
locked" and whose south is the box office window with its grille down; an Auditorium; a Tea Room
whose usherettes' room door north "stands ajar"; an Usherettes' Room with "There is a gold half
eagle here."): "The swing doors are closed.", `open doors` answered "The swing doors swing open
with a sigh.", "The manager's office door is locked. Mr Hibbert took the key home.", "You can't walk
through the box office window, and the grille is down anyway.", "Taken.", a return to the foyer;
single rooms and short histories on home computers, terminals and screens the README never named:
an Atari ST-like menu bar over a cider press house (a bronze obolus), a Melbourne House-like root
cellar ("Visible exits are: north west", "You see:"), an On-Line Systems-like fowling room in
capitals whose only way is a locked door (no action), a CP/M-like cask store left for a bottling
hall, an MS-DOS-like ferryman's hut with its score bar under the text (a copper ban), a PLATO-like
seed loft ("Press NEXT to continue", a door "on the latch"), a Multics-like toll house parlour whose
"r 09:14 0.041 2" follows every reply (a silver hyperpyron taken), a Game Boy-like text box of
narrow lines, a TI-83-like calculator screen ("LOC:BEE HOUSE", a shekel), a Windows 3-like title bar
over a weighbridge hut with no coin in the till, a PDP-10-like dovecote whose wall is refused and
left, a Dragon 32-like laundry loft with a silver siliqua under a rag rug, a classic Mac-like window
whose title is no room (an orangery left and come back to). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the picture palace: FOYER n AUDITORIUM (swing doors, closed at first), w TEA ROOM (an
# archway), e the manager's office (locked), s the box office window (no way); TEA ROOM n
# USHERETTES' ROOM (a door ajar; a gold half eagle).

PROMPT = "\n\nWhat now?"


def foyer(doors: str = "closed", event: str = "") -> tuple:
    text = (
        "Foyer\nThe carpet is crimson and patterned with little gold lyres, and the brass rails "
        "that keep the queues in order shine under a single night light. The swing doors to "
        f"the auditorium, north, are {doors}. An archway to the west opens into the tea room. "
        "The manager's office door, to the east, is locked. South is the box office window, "
        "with its grille down.\nThere is a cardboard cut-out of a cowboy here."
    )
    if event:
        text += f"\n{event}"
    return (
        text + PROMPT,
        R(
            "foyer",
            "n w e",
            closed="n" if doors == "closed" else "",
            locked="e",
            leads={"n": "auditorium", "w": "tea room", "e": "manager's office"},
        ),
    )


def auditorium() -> tuple:
    return (
        "Auditorium\nRow upon row of red plush seats slope down toward the screen, which fills "
        "the north wall like a great pale sail. The organ console sits sunk in its pit, under a "
        "dust sheet. The only way out is back through the swing doors to the south." + PROMPT,
        R("auditorium", "s", leads={"s": "foyer"}),
    )


def tea_room(event: str = "") -> tuple:
    text = (
        "Tea Room\nLittle round tables with glass tops, and the chairs upended on them for the "
        "cleaners. The foyer is east, through the archway. A door in the north wall stands "
        "ajar; a sign on it says USHERETTES ONLY."
    )
    if event:
        text += f"\n{event}"
    return (
        text + PROMPT,
        R("tea room", "e n", leads={"e": "foyer", "n": "usherettes' room"}),
    )


def usherettes(coin: bool = True) -> tuple:
    text = (
        "Usherettes' Room\nA row of tin lockers, a mirror with a crack across one corner, and "
        "a rack of trays for ices. The door to the south is open."
    )
    if coin:
        text += "\nThere is a gold half eagle here."
    return (text + PROMPT, R("usherettes' room", "s", coin=coin, leads={"s": "tea room"}))


ITEMS = [
    item(
        foyer(),
        "n",
        ("The swing doors are closed." + PROMPT, K("refused", "closed")),
        "open doors",
        ("The swing doors swing open with a sigh." + PROMPT, K("opened", "north")),
        "n",
        auditorium(),
        notes="picture palace: the swing doors north refused as closed, opened (the only shut "
        "doors, 'open doors'), walked through; the auditorium's only way is south (visited, "
        "initial, all_visited): go back south; the screen on the north wall is no exit",
    ),
    item(
        foyer(),
        "w",
        tea_room(),
        "n",
        usherettes(),
        notes="picture palace: through the archway and the door ajar to the usherettes' room; "
        "'There is a gold half eagle here.' (a coin in the room): take it",
    ),
    item(
        foyer(),
        "e",
        (
            "The manager's office door is locked. Mr Hibbert took the key home." + PROMPT,
            K("refused", "locked"),
        ),
        "w",
        tea_room(),
        notes="picture palace: the manager's office door east refused as locked, left behind; in "
        "the tea room east visited (initial), the door north ajar and unvisited: go north",
    ),
    item(
        tea_room(),
        "e",
        foyer(event="A cleaner pushes a carpet sweeper across the foyer and out again."),
        notes="picture palace, a walk begun in the tea room: in the foyer west visited "
        "(initial), the swing doors north closed (open them), the office door east locked, the "
        "box office window no way",
    ),
    item(
        usherettes(),
        "get coin",
        ("Taken." + PROMPT, K("took")),
        "s",
        tea_room(event="Somewhere out in the auditorium, a seat tips up with a bang."),
        notes="picture palace, a walk begun in the usherettes' room: the half eagle taken; in the "
        "tea room north visited (initial), east unvisited: go east",
    ),
    item(
        foyer(),
        "n",
        ("The swing doors are closed." + PROMPT, K("refused", "closed")),
        "open doors",
        ("The swing doors swing open with a sigh." + PROMPT, K("opened", "north")),
        "n",
        auditorium(),
        "s",
        foyer(doors="open"),
        notes="picture palace: the doors opened (the refusal cleared before the player left), "
        "the auditorium seen, back in the foyer: north visited (the first room: no initial), "
        "west unvisited (go west), east locked: not all_visited",
    ),
    item(
        foyer(),
        "s",
        (
            "You can't walk through the box office window, and the grille is down anyway." + PROMPT,
            K("refused"),
        ),
        "look",
        foyer(),
        notes="picture palace: south refused (the box office window is no exit), and the look "
        "shows no way there: refused(south) stands; open north or go west",
    ),
    # ---- single rooms and short histories
    item(
        (
            " Desk   File   Game   Options\n\nCider Press House\nThe great screw press stands "
            "idle over its stone bed, and the smell of last autumn's apples has soaked into "
            "every beam. A door to the north, open, lets in the orchard. Worn steps lead down "
            "to the cellar.\nThere is a bronze obolus here, on the press board.\n\n>",
            R("cider press house", "n d", coin=True),
        ),
        notes="an Atari ST-like menu bar over the room: the menu names no room; the room is the "
        "cider press house; a bronze obolus on the press board (a coin in the room): take it; the "
        "steps down are outside the vocabulary",
    ),
    item(
        (
            "You are in a root cellar.\nVisible exits are: north west\nYou see:\n  a broken "
            "barrel.\n  a sack of turnips.\n",
            R("root cellar", "n w"),
        ),
        "e",
        ("You cannot go that way.\n", K("refused")),
        notes="a Melbourne House-like screen: 'You are in a root cellar.' names the room; the "
        "visible exits north and west; east refused (no exit): refused(east); go north or west",
    ),
    item(
        (
            "YOU ARE IN THE FOWLING ROOM. RACKS OF GUNS AND DECOYS LINE THE WALLS. THERE IS A "
            "DOOR TO THE WEST. IT IS LOCKED. A WINDOW LOOKS SOUTH OVER THE MARSH.\n\nENTER "
            "COMMAND?",
            R("fowling room", "w", locked="w"),
        ),
        notes="an On-Line Systems-like line in capitals: the only way is a locked door west, the "
        "window south is no exit: nothing sensible to do (no action)",
    ),
    item(
        (
            "Cask Store\nHogsheads lie on their sides in rows, each chalked with a date. A door "
            "east leads through to the bottling hall. The way south goes out to the loading "
            "dock.\n\nCommand? ",
            R("cask store", "e s", leads={"e": "bottling hall"}),
        ),
        "e",
        (
            "Bottling Hall\nA long bench of corking machines, and crates of empty bottles "
            "stacked to the ceiling. The cask store is west. A door to the north, marked "
            "CELLARMAN, is shut.\n\nCommand? ",
            R("bottling hall", "w n", closed="n", leads={"w": "cask store"}),
        ),
        notes="a CP/M-like screen: from the cask store east into the bottling hall: west visited "
        "(initial), the cellarman's door north shut: open north",
    ),
    item(
        (
            "Ferryman's Hut\nA stove, a bunk, and a tide table nailed to the wall. The only door "
            "is to the east, and it is locked; the ferryman locks you in when he goes across. A "
            "window to the west looks over the river.\nThere is a copper ban on the bunk.\n\n"
            "Score: 10 of 350                                        Turns: 41",
            R("ferryman's hut", "e", locked="e", coin=True),
        ),
        notes="an MS-DOS-like score bar under the text names no room; the room is the ferryman's "
        "hut; a copper ban on the bunk (a coin in the room): take it; the door east locked, the "
        "window west no exit",
    ),
    item(
        (
            "-- Seed Loft --\nBins of seed corn along the eaves, each with a tin scoop. A "
            "trapdoor in the floor opens on a ladder down. The door to the south is on the "
            "latch.\n\n                                   Press NEXT to continue",
            R("seed loft", "s d", closed="s"),
        ),
        notes="a PLATO-like screen: the room named between dashes; the door south 'on the latch' "
        "(shut, not locked): closed(south), open it; the ladder down is outside the vocabulary",
    ),
    item(
        (
            "Toll House Parlour\nA bay window looks both ways along the turnpike, so that no "
            "cart can pass unseen. The front door to the north stands open on the road. A "
            "passage leads west to the kitchen.\nThere is a silver hyperpyron here.\nr 09:13 "
            "0.052 3\n",
            R("toll house parlour", "n w", coin=True, leads={"w": "kitchen"}),
        ),
        "take coin",
        ("Taken.\nr 09:14 0.041 2\n", K("took")),
        notes="a Multics-like ready message after each reply: the hyperpyron taken ('Taken.'); "
        "the room kept, no coin now; north and west open and unvisited: go north or west",
    ),
    item(
        (
            "WELL HOUSE\nIt is cold and\ndamp in here. A\ndoor is north. It\nis shut. A "
            "path\nruns west to the\nherb garden.\n                 \u25bc",
            R("well house", "n w", closed="n", leads={"w": "herb garden"}),
        ),
        notes="a Game Boy-like text box of narrow lines: the room WELL HOUSE; the door north "
        "shut (open it), the path west (go west)",
    ),
    item(
        (
            "LOC:BEE HOUSE\nHIVES HUM ALL\nROUND YOU.\nEXITS:N,E\nA SHEKEL COIN\nLIES ON THE "
            "\nSHELF.\n?",
            R("bee house", "n e", coin=True),
        ),
        notes="a TI-83-like calculator screen: 'LOC:BEE HOUSE' names the room; exits north and "
        "east; a shekel coin on the shelf: take it",
    ),
    item(
        (
            "Saltmarsh Adventure - GAME.TXT\n\nWeighbridge Hut\nThe great iron dial of the "
            "weighbridge fills one wall, its needle at nothing. The till under the counter is "
            "open and empty: there is no coin in it, there never is at this hour. A door leads "
            "east to the yard. It is open.\n\n>",
            R("weighbridge hut", "e", leads={"e": "yard"}),
        ),
        notes="a Windows 3-like title bar names the game and its file, not the room; the room is "
        "the weighbridge hut; the till empty ('no coin in it'): no coin; the only way east, open",
    ),
    item(
        (
            "Dovecote\nHundreds of nesting holes in the round brick wall, and a potence ladder "
            "that turns on a post in the middle. The only door is to the south.\n",
            R("dovecote", "s"),
        ),
        "w",
        ("There is a wall in the way.\n", K("refused")),
        "s",
        (
            "Granary Yard\nCobbles, and a pump with a broken handle. The dovecote is north. A "
            "cart track runs east to the lane. The granary door, to the west, is locked.\n",
            R("granary yard", "n e w", locked="w", leads={"n": "dovecote", "e": "lane"}),
        ),
        notes="a PDP-10-like game: west refused in the dovecote (a wall) and left behind; in the "
        "granary yard north visited (initial), the cart track east unvisited: go east; the "
        "granary door west locked",
    ),
    item(
        (
            "The Laundry Loft\nLines of washing hang from the rafters, stiff as boards. A rag rug "
            "lies by the door, and under its curling corner something glints: a silver "
            "siliqua. A ladder goes down through the floor. A door to the west stands open.\n",
            R("laundry loft", "w d", coin=True),
        ),
        notes="a Dragon 32-like screen: 'The Laundry Loft' names the room; a silver siliqua "
        "under the corner of the rug (a coin in the room): take it; the ladder down is outside "
        "the vocabulary",
    ),
    item(
        (
            "Glasshouse Adventure\n\nOrangery\nOrange trees in tubs stand in two lines down a "
            "floor of black and white tiles. A glass door east leads into the vinery. The door "
            "to the south is closed.\n\n>",
            R("orangery", "e s", closed="s", leads={"e": "vinery"}),
        ),
        "e",
        (
            "Vinery\nThe vines are trained along wires under the glass, and the grapes hang in "
            "dusty bunches. The orangery is west. The head gardener's door, north, is locked."
            "\n\n>",
            R("vinery", "w n", locked="n", leads={"w": "orangery"}),
        ),
        "w",
        (
            "Orangery\nOrange trees in tubs stand in two lines down a floor of black and white "
            "tiles. A glass door east leads into the vinery. The door to the south is closed."
            "\n\n>",
            R("orangery", "e s", closed="s", leads={"e": "vinery"}),
        ),
        notes="a classic Mac-like window whose title ('Glasshouse Adventure') is the game's, not "
        "a room; the vinery seen and left, back in the orangery: east visited (the first room: "
        "no initial), the door south closed: open south",
    ),
]
