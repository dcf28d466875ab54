"""negation, tenth round: absence, negation and distractors of new kinds. Things that look like
exits and are not: a trompe-l'oeil archway painted on a wall, a tunnel flooded to the roof, a lane
whose bridge the flood took, a bay window over an estuary, "no door to the east, whatever the old
plans say", every way but one choked with brambles, a fireplace whose back is solid stone, "no way
out to the west"; compass words in names (the West Wing, the Earls of Northumberland, the Eastern
Stair). Coin words that are no coin here: coin-patterned wallpaper, a framed banknote, a calendar
photograph of a hoard, an inn called the Silver Shilling, "IN FOR A PENNY, IN FOR A POUND" on a
sampler, "not a penny to your name", "Two a penny, those", fares in coppers on a chalkboard, a penny
seen through a serving hatch in the room just left, a farthing in a beggar's fist, a sovereign found
forty years back, empty penny-slot payout trays beside a real penny on the boards, a penny a boy
snatches and runs off with, a riddle whose answer is a coin, gold leaf, a cheque for guineas, copper
pans, a search of the straw that finds none. What a person reads in each text is declared beside it;
the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Summer Parlour\nSomeone has painted the east wall to look like an archway opening onto "
        "a sunlit Italian terrace, and the illusion is good enough to make you blink. The real "
        "door is north, and it is shut.",
        R("summer parlour", "n", closed="n"),
        notes="a painted archway is no way; the one real door is north and shut",
    ),
    item(
        "Pump Chamber\nThe great beam engine stands silent, its flywheel taller than a house. "
        "The tunnel west is flooded to the roof with black water. Iron rungs lead up to a "
        "manhole, and a brick walkway leads north along the leat.",
        R("pump chamber", "n up"),
        notes="a tunnel flooded to the roof is no way; the rungs are up (no fact); north along "
        "the walkway is the exit",
    ),
    item(
        "Ford Lane\nThe lane ran on north once, but the flood took the bridge and the road with "
        "it, and where it went there is only a brown torrent. The lane still runs south to the "
        "village, and a footpath goes east along the bank.",
        R("ford lane", "s e"),
        notes="north is a torrent where a road used to be: no exit",
    ),
    item(
        "Numismatist's Study\nThe wallpaper is printed with a pattern of little gold coins. A "
        "framed banknote hangs over the desk, and a calendar on the wall shows a photograph of a "
        "famous hoard: thousands of silver coins in a heap. There is no actual money here at "
        "all. The door is west.",
        R("numismatist's study", "w"),
        notes="coins on wallpaper and in a photograph, a framed banknote, 'no actual money "
        "here': no coin",
    ),
    item(
        "Outside the Silver Shilling\nA painted sign over the inn door shows a shilling the size "
        "of a cartwheel. The inn door is north; the high street runs east and west.",
        R("outside the silver shilling", "n e w"),
        notes="a shilling in a painted sign and in the inn's name is no coin; the inn door, its "
        "state not given, is an open exit",
    ),
    item(
        "Attic Bedsit\nA narrow bed, a gas ring, and a sampler on the wall that reads IN FOR A "
        "PENNY, IN FOR A POUND. You haven't a penny to your name, and the landlady knows it. "
        "The door to the landing is south.",
        R("attic bedsit", "s"),
        notes="a proverb on a sampler and 'not a penny to your name' are no coins",
    ),
    item(
        'Lock Cottage Parlour\n"Two a penny, those," says the lock keeper\'s wife, waving at the '
        "china dogs on the mantelpiece. The back door is east and the front door is west; both "
        "are open.",
        R("lock cottage parlour", "e w"),
        notes="'Two a penny' is an idiom in someone's speech, no coin",
    ),
    item(
        "Ferry Office\nA chalkboard by the window reads: CROSSING - 2 COPPERS. BICYCLES 1 "
        "COPPER. The ferryman is asleep in his chair. The door out onto the quay is south, and "
        "a back door leads north into the yard.",
        R("ferry office", "s n"),
        notes="fares in coppers on a chalkboard are prices, not coins",
    ),
    item(
        (
            "Dining Room\nA long table laid for twelve, and nobody to sit at it. A penny lies "
            "on the carpet under the table. A door in the north wall leads to the servery; the "
            "hall is west.",
            R("dining room", "n w", coin=True, leads={"n": "servery"}),
        ),
        "north",
        (
            "Servery\nPlates warm on a hotplate. Through the serving hatch you can see a penny "
            "lying on the dining room carpet, just out of reach. The servery's only door is south.",
            R("servery", "s"),
        ),
        notes="the penny seen through the hatch lies in the dining room, not here; the hatch "
        "is no way; the person goes back south",
    ),
    item(
        "Church Porch\nStone benches line both sides. The beggar who sits here every day "
        "clutches a bent farthing in his fist. The church door, north, is open; the path leads "
        "south through the churchyard.",
        R("church porch", "n s"),
        notes="a farthing in a beggar's fist is not lying in the room",
    ),
    item(
        "West Wing Corridor\nPortraits of the Earls of Northumberland hang along "
        "it, and the corridor runs north-south. At its south end a door opens onto the Eastern "
        "Stair.",
        R("west wing corridor", "n s"),
        notes="West, Northumberland and Eastern are names; 'runs north-south' is both ways",
    ),
    item(
        "Bay Room\nA bay window looks west over the estuary, and on a clear day you can see the "
        "lighthouse from it. There is no door to the east, whatever the old plans say. The only "
        "door is north.",
        R("bay room", "n"),
        notes="a window west and 'no door to the east' give no exits; the only door is north",
    ),
    item(
        "Bramble Hollow\nEvery way out of the hollow but the north one is choked with brambles "
        "taller than you are.",
        R("bramble hollow", "n"),
        notes="only north is passable; the ways choked with brambles are no exits",
    ),
    item(
        'Walled Garden\n"Found a sovereign right here, once," says the gardener, leaning on his '
        'spade. "Forty years back." The gate in the south wall is open, and a door in the east '
        "wall leads to the bothy.",
        R("walled garden", "s e"),
        notes="a sovereign found forty years ago is no coin now",
    ),
    item(
        "Pier Arcade\nRows of penny slot machines blink and chime to nobody. The payout tray of "
        "every one of them is empty, but someone has dropped a penny on the boards by the "
        "change kiosk. The arcade opens south onto the pier and north onto the promenade.",
        R("pier arcade", "s n", coin=True),
        notes="the slot machines and their empty trays are no coin, but a penny dropped on the "
        "boards is",
    ),
    item(
        "Great Hall\nA fireplace big enough to stand up in fills the east wall, but its back is "
        "solid stone. Doors lead north to the kitchens and south to the screens passage.",
        R("great hall", "n s"),
        notes="a walk-in fireplace with a solid back is no way east",
    ),
    item(
        "Bakery Step\nA small boy darts past, snatches up the penny that was lying on the step, "
        "and runs off down the street with it. The street runs east and west; the bakery door, "
        "north, is shut.",
        R("bakery step", "e w n", closed="n"),
        notes="the penny was carried off by the boy: no coin here",
    ),
    item(
        "Riddle Chamber\nCarved over the north door: WHAT HAS A HEAD AND A TAIL BUT NO BODY? The "
        "north door is locked. An open arch leads south.",
        R("riddle chamber", "n s", locked="n"),
        notes="a riddle whose answer is a coin puts no coin in the room; the north door is locked",
    ),
    item(
        "Cattle Shed\nThe shed is open to the south; otherwise it is walls, straw and cobwebs. "
        "There is no way out to the west, and no coin either, though you turn the straw over "
        "twice.",
        R("cattle shed", "s"),
        notes="'no way out to the west' and 'no coin either': only south",
    ),
    item(
        "Gilder's Workshop\nBooklets of gold leaf lie on the bench beside a pot of size and a "
        "cheque for five guineas, unsigned. Copper pans hang over the stove. The shop is south; "
        "the yard door, east, stands ajar.",
        R("gilder's workshop", "s e"),
        notes="gold leaf, a cheque for guineas and copper pans are no coins; ajar: open",
    ),
]
