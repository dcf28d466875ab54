"""inform7, twenty-third round: Inform 7's default prose in settings no earlier round used: a
hotel laundry ("a laundry cart (in which are some pillowcases and a silver dollar)"), a
perfumery under a status line with the time of day, a chess club's library ("a chessboard (on
which are a white king, a black rook and a gold five-dollar piece)"), an airship's chart room
entered "(first opening the chart room door)", a stained-glass studio (St Peter's keys on a
half-leaded window), a bindery (gold leaf; "behind a door which is locked"), a locksmith's ("a
combination padlock (locked)", no door), a dolls' hospital (a farthingale of red silk), a
music box workshop ("a musical box (open)"), a museum's bird gallery whose store room door
"seems to be locked", a department store's haberdashery after hours (a cash railway cup
(empty), a card of sequins), a sleeper train's "Compartment 7 (in the lower berth)", a
telegraph office (a form reading "NORTH EXPRESS DELAYED STOP"), a newspaper's press room, a
pinery, a shell grotto (a blocked passage, "a wishing dish (in which are three pennies)"), a
model railway club (a station called Westbury, "a signal box (closed)"), a radio ham's shack
reached after "You open the shack door.", an undertaker's chapel of rest, a goldsmith's
workshop ("a crucible (in which is some scrap gold)"). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def control_car() -> tuple:
    return (
        "Control Car\nThe helmsman's wheel and the elevator wheel stand side by side before the "
        "forward windows, and the engine telegraphs point to HALF AHEAD. The keel corridor is "
        "north of here. The chart room door, in the west bulkhead, is closed.",
        R("control car", "n w", closed="w", leads={"w": "chart room"}),
    )


def bird_gallery() -> tuple:
    return (
        "Bird Gallery\nCases of stuffed birds line the walls, each with a yellowing label in "
        "copperplate. A great auk stands alone in a case of its own. The store room door is "
        "north of here. The Mammal Hall is west.",
        R("bird gallery", "n w"),
    )


def composing_room() -> tuple:
    return (
        "Composing Room\nCases of type stand in rows on sloping frames, and a forme for "
        "tomorrow's front page is locked up on the stone. The press room door is south of here, "
        "and it is closed. You can also go east.",
        R("composing room", "s e", closed="s", leads={"s": "press room"}),
    )


def back_garden() -> tuple:
    return (
        "Back Garden\nRunner beans climb their canes beside a path of cinders. At the end of the "
        "garden a tall aerial mast is guyed to the fence posts. The shack is north of here; its "
        "door is closed. The kitchen door is west.",
        R("back garden", "n w", closed="n", leads={"n": "radio shack"}),
    )


ITEMS = [
    item(
        "Hotel Laundry\nThe big drum washers are still for the night, and sheets lie in folded "
        "stacks on the racks. The service corridor is north of here, and a door west leads to "
        "the linen store.\n\nYou can see a laundry cart (in which are some pillowcases and a "
        "silver dollar) here.",
        R("hotel laundry", "n w", coin=True),
        notes="Inform's '(in which are ...)' lists a silver dollar in an open cart: a coin "
        "here; take coin",
    ),
    item(
        "Perfumery                                                        Evening\n\nPerfumery\n"
        "Bottles of scent stand in ranks on glass shelves, and the air is heavy with bergamot "
        "and orris. The street door is south of here. The distilling room lies west, through a "
        "door which is closed.\n\nYou can see a tester bottle and a scent atomiser here.",
        R("perfumery", "s w", closed="w"),
        notes="a status line with the time above the heading; the street door south (state not "
        "given: open), west closed; no coin: go south or open west",
    ),
    item(
        "Club Library\nShelves of bound tournament books run from floor to ceiling, and a bust "
        "of Philidor keeps watch over the fireplace. The hall is east of here.\n\nYou can see a "
        "chessboard (on which are a white king, a black rook and a gold five-dollar piece) here.",
        R("club library", "e", coin=True),
        notes="a gold five-dollar piece is a coin, listed on an open board: take coin",
    ),
    item(
        control_car(),
        "west",
        (
            "(first opening the chart room door)\n\nChart Room\nCharts of the Biscay coast are "
            "pinned flat under glass, with the airship's track pencilled across them. The only "
            "door is east.\n\nYou can see a pair of dividers and a Danish krone here.",
            R("chart room", "e", coin=True),
        ),
        notes="Inform's implicit '(first opening ...)' then the next room: a move that went "
        "through; a Danish krone is a coin: take coin",
    ),
    item(
        "Glass Studio\nSheets of coloured glass lean in racks, ruby and cobalt and amber, and a "
        "half-leaded window of St Peter, his keys in one hand, lies on the light table. The "
        "door to the yard is north of here. It is open. You can also go east, into the kiln "
        "room.\n\nYou can see a grozing iron and some offcuts of glass here.",
        R("glass studio", "n e"),
        notes="the yard door north is open; east is an exit; no coin: go north or east",
    ),
    item(
        "Bindery\nA standing press takes up one corner, and a booklet of gold leaf lies open by "
        "the finishing tools. The finishing room is north of here, behind a door which is "
        "locked. You can also go west.\n\nYou can see a sewing frame and a gilding cushion here.",
        R("bindery", "n w", locked="n"),
        notes="gold leaf is no coin; north is behind a locked door (no open): go west",
    ),
    item(
        "Locksmith's Shop\nHundreds of key blanks hang on hooks behind the counter, and the "
        "key-cutting machine smells of hot brass. The back room is west of here; the street is "
        "south.\n\nYou can see a tray of blanks and a combination padlock (locked) here.",
        R("locksmith's shop", "w s"),
        notes="a padlock '(locked)' is a thing, not a door of the room; west and south are "
        "open exits: go west or south",
    ),
    item(
        "Dolls' Hospital\nRows of porcelain heads look down from the shelves with their eyes "
        "missing, waiting their turn. The waiting room is north of here.\n\nYou can see a "
        "doll's cot (in which is a rag doll with a torn arm) and a farthingale of red silk here.",
        R("dolls' hospital", "n"),
        notes="a farthingale is a hooped petticoat, not a coin; the cot holds a doll: go north",
    ),
    item(
        "Music Box Workshop\nCombs of steel teeth and brass cylinders studded with pins lie "
        "sorted in trays. The door to the east is closed. You can also go south.\n\nYou can "
        "see a musical box (open) here. In the musical box is a tiny brass ballerina.",
        R("music box workshop", "e s", closed="e"),
        notes="the musical box is open and holds a ballerina, no coin; east is a closed door: "
        "open east or go south",
    ),
    item(
        bird_gallery(),
        "north",
        ("(first opening the store room door)\nIt seems to be locked.", K("refused", "locked")),
        notes="Inform's implicit open answered by a lock: the store room door north, whose "
        "state the room did not give, is locked and the move refused; west is open: go west",
    ),
    item(
        "Haberdashery\nThe counters are shrouded in dust sheets for the night, and the wires "
        "of the cash railway sag overhead. You can go north to Millinery or east to Gloves and "
        "Hosiery.\n\nYou can see a cash railway cup (empty) and a card of sequins here.",
        R("haberdashery", "n e"),
        notes="an empty cash cup and sequins are no coins; north and east are exits: go north "
        "or east",
    ),
    item(
        "Compartment 7 (in the lower berth)\nThe blind is down, and the train sways as it takes "
        "a long curve. The corridor door is west of here. It is closed.\n\nOn the fold-down "
        "table are a travelling clock and a Belgian franc.",
        R("compartment 7", "w", closed="w", coin=True),
        notes="the player's place in parentheses after the heading is not the room's name; a "
        "Belgian franc on the table is a coin: take coin",
    ),
    item(
        "Telegraph Office\nThe sounders chatter to themselves behind the counter. A form on the "
        "counter begins NORTH EXPRESS DELAYED STOP. The post office is east of here, and a door "
        "south leads to the battery room; it is locked.",
        R("telegraph office", "e s", locked="s"),
        notes="NORTH in a telegram is no exit; the battery room door south is locked: go east",
    ),
    item(
        composing_room(),
        "south",
        (
            "(first opening the press room door)\n\nPress Room\nThe great rotary press stands "
            "silent, paper threaded through its rollers like a ribbon through a bow. Ink has "
            "soaked into the floorboards for forty years. The only way out is north.\n\nYou can "
            "see a bundle of yesterday's papers and a penny here.",
            R("press room", "n", coin=True),
        ),
        notes="an implicit open and a move into the press room; a penny lies here: take coin",
    ),
    item(
        "Pinery\nPineapples in pots sit in a bed of fermenting tan bark, and the glass overhead "
        "runs with condensation. The stove house is south of here, and the door west goes out "
        "to the kitchen garden.\n\nOn the potting shelf is a copper two-cent piece.",
        R("pinery", "s w", coin=True),
        notes="Inform's 'On the ... is ...': a two-cent piece is a coin here: take coin",
    ),
    item(
        "Shell Grotto\nEvery inch of the walls is crusted with shells, cowries and scallops and "
        "mussels set in whorls and stars. A passage leads south toward the lake; another, to "
        "the east, has been blocked by a fall of earth.\n\nYou can see a wishing dish (in which "
        "are three pennies) here.",
        R("shell grotto", "s", coin=True),
        notes="the eastern passage is blocked (no exit); three pennies in an open dish whose "
        "contents are listed are coins here: take coin",
    ),
    item(
        "Club Room\nA model branch line fills the room on trestles: a station called Westbury, "
        "a tunnel through a papier-mache hill, a viaduct over a mirror river. The door is south "
        "of here.\n\nYou can see a controller and a signal box (closed) here.",
        R("club room", "s"),
        notes="a model station called Westbury and a model signal box (closed) are no exits; "
        "the one door south (state not given): go south",
    ),
    item(
        back_garden(),
        "open shack door",
        ("You open the shack door.", K("opened", "n")),
        "north",
        (
            "Radio Shack\nA bench of valve sets glows orange, and QSL cards from half the world "
            "are pinned over the window. The door is south of here.\n\nYou can see a Morse key "
            "and a log book here.",
            R("radio shack", "s"),
        ),
        notes="the door opened by its kind, then walked through; the shack's only way is the "
        "way in (visited, initial): go south",
    ),
    item(
        "Chapel of Rest\nLilies stand in tall vases either side of a pair of trestles draped in "
        "purple velvet. The light is low and very quiet. The door to the front office is north "
        "of here; it is closed.\n\nYou can see a book of condolence here.",
        R("chapel of rest", "n", closed="n"),
        notes="an undertaker's: the one door north is closed: open north",
    ),
    item(
        "Goldsmith's Workshop\nA leather skin is slung beneath the bench to catch the filings, "
        "and a gas torch hisses low on its stand. The shop is east of here.\n\nYou can see a "
        "draw plate, a crucible (in which is some scrap gold) and a silver coin here.",
        R("goldsmith's workshop", "e", coin=True),
        notes="scrap gold in a crucible is no coin, but a silver coin lies here: take coin",
    ),
]
