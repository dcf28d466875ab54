"""inform7, twenty-seventh round: Inform 7's default prose in settings no earlier round used: a
ballet school's barre studio and wardrobe room ("Wardrobe Room (in the costume hamper)"), a
bicycle workshop ("On the workbench are a spoke key, a tyre lever and a threepenny bit."), a
gasworks' meter house and "(first opening the purifier shed door)" into the purifier shed, a
goat shed told in the first person plural ("We can see a milking stool, a bucket (empty) and a
penny here."), a brass band's bandroom (its street door locked) and library (a bandmaster
counting pennies into the subs tin), a roller rink's skate hire ("a coin-op locker (locked) and
a till (closed)") and rink ("You can go east or out."), a riad's courtyard ("every side but the
south"), a deep-sea habitat's moon pool, a research vessel's wet lab ("forward, which is
north"), a tobacco curing barn ("You can't go that way." then a look; a quid of tobacco), a
coffin workshop, a woollen mill's warping room ("You open the mending room door.") and mending
room, a piano tuning booth ("(on the stool)"), a radio telescope's control building, a button
factory ("(first opening the foreman's door)\nIt seems to be locked."), a goat dairy under the
default status line, a rum distillery's cask shed (a door marked BOND, locked). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

CURING_BARN = (
    "Curing Barn\nTobacco hangs in bundles from the tier poles, browning in the warm dark. The "
    "only door is to the south.\n\nYou can see a quid of tobacco here.",
    R("curing barn", "s"),
)

ITEMS = [
    item(
        "Barre Studio\nMirrors run the length of the west wall, and an upright piano stands in "
        "the corner with its lid down. The wardrobe room is north of here. The door to the "
        "stairwell, east, is closed.\n\nYou can see a rosin box and a silver sixpence here.",
        R("barre studio", "n e", closed="e", coin=True),
        notes="Inform's 'The wardrobe room is north of here.' is an exit; the stairwell door "
        "east is closed; mirrors on the west wall are no exit; a silver sixpence: take it",
    ),
    item(
        "Wardrobe Room (in the costume hamper)\nTutus hang from the rails like white flowers "
        "turned upside down. The barre studio is south.\n\nIn the costume hamper are a feathered "
        "headdress and a penny.",
        R("wardrobe room", "s", coin=True),
        notes="the heading names 'wardrobe room' (the player's place dropped); a penny in the "
        "hamper the player sits in lies in the room: take it",
    ),
    item(
        "Bicycle Workshop\nFrames hang from hooks in the ceiling, and the smell of chain oil is "
        "everywhere. The shop is east of here; a back door leads north into the yard.\n\nOn the "
        "workbench are a spoke key, a tyre lever and a threepenny bit.",
        R("bicycle workshop", "e n", coin=True),
        notes="'On the workbench are ...' listing a threepenny bit (a coin): take it",
    ),
    item(
        (
            "Meter House\nRows of gas meters tick quietly on their shelves, each with a brass "
            "dial. The purifier shed door, west, is closed. The yard is south.\n\nYou can see a "
            "clipboard here.",
            R("meter house", "w s", closed="w"),
        ),
        "west",
        (
            "(first opening the purifier shed door)\n\nPurifier Shed\nWooden trays of iron oxide "
            "fill the shed, and the air stinks of bad eggs. The only door is east.\n\nYou can see "
            "a shovel and a gold half-sovereign here.",
            R("purifier shed", "e", coin=True),
        ),
        notes="'(first opening ...)' then the new room: the player is in the purifier shed; "
        "east leads back (visited, initial, all visited); a gold half-sovereign: take it",
    ),
    item(
        "Goat Shed\nIt smells of hay and goat. The dairy is north of us, and the paddock gate, to "
        "the west, is shut.\n\nWe can see a milking stool, a bucket (empty) and a penny here.",
        R("goat shed", "n w", closed="w", coin=True),
        notes="Inform in the first person plural ('We can see'): the dairy north, the paddock "
        "gate west shut (closed); an empty bucket and a penny: take it",
    ),
    item(
        "Bandroom\nMusic stands lean against one another like tired drinkers. The library is "
        "south. The street door, east, is locked; the caretaker has gone home.\n\nOn the "
        "conductor's rostrum are a baton and a box of reeds.",
        R("bandroom", "s e", locked="e"),
        notes="the street door east is locked; no coin on the rostrum: the library south",
    ),
    item(
        "Skate Hire\nRows of boots wait in pigeonholes, sorted by size, and a radio plays "
        "something from before you were born.\n\nYou can see a coin-op locker (locked) and a till "
        "(closed) here.\n\nYou can go west or north.",
        R("skate hire", "w n"),
        notes="a locked coin-op locker and a closed till are no coins (nor doors); 'You can go "
        "west or north.': the first room, either",
    ),
    item(
        "Courtyard\nOrange trees stand in tubs around a tiled fountain. Rooms open off the "
        "courtyard on every side but the south, where a blank wall rises to the roof terrace."
        "\n\nIn the fountain is a silver dirham.",
        R("courtyard", "n e w", coin=True),
        notes="rooms on every side but the south: exits north, east and west; the south wall "
        "blank; a silver dirham in the fountain in the room (the third round's call): take it",
    ),
    item(
        "Moon Pool\nThe black square of water in the floor breathes gently with the swell, and "
        "wetsuits drip from a rail. The wet porch is north of here. A pressure hatch leads east "
        "to the bunk module; it is closed.\n\nYou can see a dive torch here.",
        R("moon pool", "n e", closed="e"),
        notes="the pool in the floor is no exit of the vocabulary; the wet porch north, a closed "
        "pressure hatch east: go north or open east",
    ),
    item(
        "Wet Lab\nSample jars rattle in their racks as the ship rolls. A door forward, which is "
        "north, leads to the winch room; aft, which is south, is the mess.\n\nOn the bench are a "
        "sieve (in which is a copper coin) and a logbook.",
        R("wet lab", "n s", coin=True),
        notes="forward and aft mapped by the text to north and south; a copper coin in the open "
        "sieve on the bench: take it",
    ),
    item(
        CURING_BARN,
        "west",
        ("You can't go that way.", K("refused")),
        "look",
        CURING_BARN,
        notes="a refused move west, then a look: the barn's only way is south; refused(west); "
        "a quid of tobacco is no coin: go south",
    ),
    item(
        "Coffin Workshop\nPlanks of elm lean against the walls, and a half-made coffin rests on "
        "trestles. The yard is north of here. The door to the chapel of rest, east, is locked."
        "\n\nYou can see a plane, a tin of brass handles and a farthing here.",
        R("coffin workshop", "n e", locked="e", coin=True),
        notes="the chapel of rest door east is locked; a farthing among the things here: take it",
    ),
    item(
        (
            "Warping Room\nWarp threads run from the creel to the mill in long taut lines, like "
            "harp strings. The mending room door, to the east, is closed. The carding room is "
            "south of here.\n\nYou can see a reed hook here.",
            R("warping room", "e s", closed="e"),
        ),
        "open east door",
        ("You open the mending room door.", K("opened")),
        "east",
        (
            "Mending Room\nMenders sit here by day at the long window, picking faults out of the "
            "cloth. The only way out is west.\n\nOn the window seat are a darning needle and a "
            "silver florin.",
            R("mending room", "w", coin=True),
        ),
        notes="the mending room door opened, then walked through; west leads back (visited, "
        "initial, all visited); a silver florin on the window seat: take it",
    ),
    item(
        "Tuning Booth (on the stool)\nA small padded room with a grand piano and nothing else. "
        "The door, to the south, is open.\n\nOn the piano are a tuning lever and a wedge of felt.",
        R("tuning booth", "s"),
        notes="'(on the stool)' dropped from the name; the only door, south, is open; no coin: "
        "go south",
    ),
    item(
        "Control Building\nScreens glow green with the sky's noise. The door to the north opens "
        "onto the dish path, and the receiver gantry is east. Through the window you can watch "
        "the dish turning slowly to the west.\n\nYou can see a mug of cold tea here.",
        R("control building", "n e"),
        notes="the dish turning west, seen through a window, is no exit; north and east: the "
        "first room, either",
    ),
    item(
        (
            "Blank Room\nPresses stamp button blanks out of shell with a noise like hail on a "
            "roof. The foreman's door is north of here. It is closed. The sorting room is west."
            "\n\nYou can see a sack of shell offcuts here.",
            R("blank room", "n w", closed="n"),
        ),
        "north",
        ("(first opening the foreman's door)\nIt seems to be locked.", K("refused", "locked")),
        notes="'(first opening ...)' answered by a lock: the north door is locked and the move "
        "refused; the sorting room west is open: go west",
    ),
    item(
        "Dairy                                                            2/14\n\nDairy\nStainless "
        "churns stand in a row, washed and upturned. The goat shed is south of here. A door east "
        "leads into the cold room; it is closed.\n\nYou can see a churn lid and a silver coin "
        "here.",
        R("dairy", "s e", closed="e", coin=True),
        notes="Inform's default status line (score/turns) above the heading; a closed door east; "
        "a silver coin: take it",
    ),
    item(
        "Band Library\nShelves of music in brown folders, labelled by march and hymn. The "
        "bandroom is north.\n\nYou can see Mr Ross (counting a handful of pennies into the subs "
        "tin) here.",
        R("band library", "n"),
        notes="pennies a bandmaster counts into his tin are his, not lying in the room (the "
        "earlier rounds' call); the bandroom north: go north",
    ),
    item(
        "Rink\nThe maple floor shines under a mirror ball, and the organ music has stopped for "
        "the night.\n\nYou can see a lost skate key and a quarter here.\n\nYou can go east or "
        "out.",
        R("rink", "e out", coin=True),
        notes="'You can go east or out.': east, and out (outside the vocabulary); a quarter (the "
        "25-cent coin): take it",
    ),
    item(
        "Cask Shed\nHogsheads of rum lie racked three high, and the floor is dark with old "
        "spills. A door marked BOND leads south; it is locked. The cooperage is west of here, "
        "and the yard is north.\n\nYou can see a bung mallet here.",
        R("cask shed", "s w n", locked="s"),
        notes="a locked door south; the cooperage west and the yard north: the first room, go "
        "west or north",
    ),
]
