"""negation, fifth round: absence, negation and distractors of new kinds: a coin-operated
telescope's view, a dry wishing well, a bureau de change sign, "Penny Lane" and "Coin Street",
a headline about a coin, a coin-sized hole, a door frame with no door left in it, "neither ...
nor ... though the south one is shut", rubble that has been cleared, "not a coin to be seen,
save the one ...", a door painted on, a fog that hides every way, a coin once here and now
gone. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Promenade\nA coin-operated telescope on a post points east across the bay toward the "
        "lighthouse. The promenade runs north and south along the sea wall.",
        R("Promenade", "n s"),
        notes="a coin-operated telescope is no coin; the view east over the bay is no exit",
    ),
    item(
        "Wishing Well\nThe well is dry. Whatever coins people threw in over the years are long "
        "gone. A footpath leads west.",
        R("Wishing Well", "w"),
        notes="coins long gone: no coin",
    ),
    item(
        "Departures Hall\nA sign over a shuttered kiosk reads BUREAU DE CHANGE - COINS & NOTES. "
        "There is not a coin in the place. The concourse is south; gate 9 is east.",
        R("Departures Hall", "s e"),
        notes="a sign about coins, and the text says there is none",
    ),
    item(
        "Penny Lane\nA row of terraced houses, every front door painted a different colour. "
        "The lane runs east to west.",
        R("Penny Lane", "e w"),
        notes="'Penny' in a street's name is no coin; 'runs east to west' is both ways",
    ),
    item(
        "Coin Street\nThe street is deserted at this hour. A pub on the corner, shut. You can "
        "walk north toward the river, or south.",
        R("Coin Street", "n s"),
        notes="a street named Coin Street holds no coin",
    ),
    item(
        "Newsagent's\nA yellowed newspaper is pinned to the door: GOLD COIN FOUND IN NORTH "
        "FIELD. The shop is empty, the till drawer hanging open and bare. The door is west.",
        R("Newsagent's", "w"),
        notes="a headline about a coin and a north field: no coin, no exit north; an empty till",
    ),
    item(
        "Counting Room\nThe desk's surface is scarred, and in the middle of it there is a "
        "coin-sized hole, as if something had been prised out. The door to the east is shut.",
        R("Counting Room", "e", closed="e"),
        notes="a coin-sized hole is no coin",
    ),
    item(
        "Back Parlour\nThe door to the north is gone: only the frame is left, its hinges "
        "rusted to stumps. A second door, to the west, is locked.",
        R("Back Parlour", "n w", locked="w"),
        notes="a door frame with no door left in it is an open way north",
    ),
    item(
        "Vestibule\nNeither the north door nor the south door is locked, though the south one "
        "is shut.",
        R("Vestibule", "n s", closed="s"),
        notes="neither locked; the north door's state not otherwise given: open; the south "
        "one shut: closed",
    ),
    item(
        "Mine Gallery\nThe rockfall that blocked the passage east has been cleared; a line of "
        "pit props marks the new way through. The gallery also runs north.",
        R("Mine Gallery", "e n"),
        notes="the blocking rockfall is gone: east is an exit",
    ),
    item(
        "Lumber Attic\nThere's not a coin to be seen among the broken furniture, save the one "
        "glinting under the edge of the rug. The stairs lead down, and a low door opens to the "
        "west.",
        R("Lumber Attic", "d w", coin=True),
        notes="'not a coin to be seen, save the one glinting under the rug': a coin",
    ),
    item(
        "Green Room\nMirrors ringed with bulbs. Exits: north. (The door to the south is only "
        "painted on the wall, a stage flat left over from some old production.)",
        R("Green Room", "n"),
        notes="a painted door is no exit",
    ),
    item(
        "The fog is so thick you cannot see your own feet, let alone tell north from south.",
        R(None, ""),
        notes="no exit read, no room named: no action",
    ),
    item(
        "Ravine Edge\nThe ground ends in a ravine to the east, far too wide to jump and with no "
        "bridge. The only path runs into the pines to the south.",
        R("Ravine Edge", "s"),
        notes="a ravine with no bridge is no exit; the path south is the only exit",
    ),
    item(
        "Tollbooth\nThe booth is unmanned. A hand-lettered card says EXACT CHANGE ONLY, and "
        "the change tray beneath it is empty. The road carries on north and south; to the "
        "west there is only the motorway verge and a fence.",
        R("Tollbooth", "n s"),
        notes="an empty change tray: no coin; the verge and the fence to the west: no exit",
    ),
    item(
        "Larder\nNo exits but the way north. No coins, no keys, nothing worth having.",
        R("Larder", "n"),
        notes="negations: no coin; north is the only exit",
    ),
    item(
        "Signal Hill\nA beacon stands ready but unlit. The wind is from the west, and from the "
        "summit you can see far to the east. Paths go down the hill to the north and to the "
        "south.",
        R("Signal Hill", "n s"),
        notes="a wind from the west and a view to the east are no exits; paths 'down the hill "
        "to the north and to the south' are exits north and south",
    ),
    item(
        "Throne Room\nThe throne is empty. Above it hangs the royal crest: a lion holding a "
        "gold coin in its paw. Great doors lead south, and a tapestry on the east wall hides "
        "nothing but stone.",
        R("Throne Room", "s"),
        notes="a coin in a crest is no coin; a tapestry over stone is no exit",
    ),
    item(
        (
            "Rectory Study\nBooks, a globe, a pipe rack. A half-sovereign lies on the blotter. "
            "The only door is east.",
            R("Rectory Study", "e", coin=True),
        ),
        "take coin",
        ("You pocket the half-sovereign.", K("took")),
        "look",
        (
            "Rectory Study\nBooks, a globe, a pipe rack. The blotter is bare. The only door is "
            "east.",
            R("Rectory Study", "e"),
        ),
        notes="the coin pocketed, and the look shows the blotter bare: no coin",
    ),
    item(
        (
            "Cart Shed\nAn empty hay cart and a broken wheel. A gate leads north into the "
            "paddock; the yard is west.",
            R("Cart Shed", "n w"),
        ),
        "n",
        (
            "Paddock\nNo horses today, only thistles. The gate is south. There is no other "
            "way out of the paddock: the fence runs all the way round.",
            R("Paddock", "s"),
        ),
        notes="'no other way out': the only exit is the gate back south",
    ),
    item(
        "Cloister Walk\nYou are not in the church any more: this is the cloister walk, and the "
        "church door is north of you. The walk goes on to the west.",
        R("Cloister Walk", "n w"),
        notes="'not in the church': the room is the cloister walk",
    ),
]
