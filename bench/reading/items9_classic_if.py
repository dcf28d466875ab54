"""classic_if, ninth round: rooms in the manners of Infocom, Magnetic Scrolls, Melbourne House's
The Hobbit ("You are in ...\\nVisible exits are: East West\\nYou see: ..."), Planetfall- like
science fiction and the home-made games of the eighties; exits given relative to features
("Beyond the cross, to the north, Sheep Street climbs", "the alley behind the pump runs east"),
in parentheses after destinations, or only by a door's wall; doors with unusual names (a
postern, a wicket, a grille, a trapdoor, a jib door, bulkhead and airlock hatches, a coal-hole
door) and states said indirectly ("stands ajar", "fastened with a padlock", "bolted on this
side", "clipped back against the frame", "off the latch and swinging", "stands open a crack",
"bolted on the far side", "held by a padlock the size of your fist"), a lowered drawbridge, a
river in spate, scaffolding that blocks a walk; coins: a groat, a gold ducat, a farthing, a
silver stater, a gold escudo, a silver rouble, a silver coin, beside a tray of coins behind a
locked grille. What a person reads in each text is declared beside it; the map facts are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

GATEHOUSE = (
    "Gatehouse\nThe passage through the gatehouse is dark and smells of damp horse. Ahead, to "
    "the north, daylight shows the inner bailey; the road runs away south towards the "
    "village.",
    R("gatehouse", "n s"),
)
BAILEY = (
    "Inner Bailey\nA trampled yard enclosed by the curtain wall. The gatehouse passage opens "
    "to the south. In the east wall a narrow postern stands ajar.",
    R("inner bailey", "s e", leads={"s": "gatehouse"}),
)
GARTH = (
    "Cloister Garth\nA square of rough grass with a dry well in the middle. Openings in the "
    "covered walks lead north, south and west; the east walk is hidden behind builders' "
    "scaffolding.",
    R("cloister garth", "n s w"),
)

ITEMS = [
    item(
        "Chandler's Loft\nCoils of rope and barrels of pitch crowd this low loft. A postern door "
        "in the east wall stands ajar, and a ladder leads down to the yard.\n\nWedged between "
        "two floorboards is a silver groat.",
        R("chandler's loft", "e d", coin=True),
        notes="a postern that stands ajar is an open exit east; the ladder down is outside the "
        "vocabulary; a groat is a coin",
    ),
    item(
        "Bakehouse\nThe bread ovens are cold and the troughs are scraped clean. Doorways lead "
        "off to the flour store (west) and the yard (south). A wicket in the north wall is "
        "fastened with a padlock.",
        R("bakehouse", "w s n", locked="n"),
        notes="exits given by destination with the direction in parentheses; a wicket "
        "fastened with a padlock is locked (no open)",
    ),
    item(
        "Crypt\nYou are in a vaulted crypt, lit by a single guttering candle. An iron door, "
        "riveted and painted black, fills the archway to the south; it is closed. A narrow "
        "passage winds away to the west.",
        R("crypt", "s w", closed="s"),
        notes="Magnetic Scrolls-like: the header names the room; the black iron door south is "
        "closed (its state in a clause of its own)",
    ),
    item(
        "Airlock\nThis cramped chamber joins the corridor and the shuttle bay. The inner hatch, "
        "to the north, is open. The outer hatch, to the south, is closed; beyond it lies the "
        "shuttle bay.",
        R("airlock", "n s", closed="s"),
        notes="two hatches as doors: north open, south closed (the shuttle bay beyond it, so "
        "it is a way, not the vacuum)",
    ),
    item(
        "Hayloft\nSweet-smelling hay is heaped almost to the rafters. The only way out is the "
        "trapdoor in the floor, which is shut.\n\nA gold ducat glints in the hay.",
        R("hayloft", "d", closed="d", coin=True),
        notes="a gold ducat is a coin; the trapdoor down is the only way (outside the vocabulary)",
    ),
    item(
        "Vestry\nSurplices hang on pegs and the room smells of candle wax. Light comes from a "
        "narrow window in the west wall. A low oak door is set in the east wall, bolted on this "
        "side.",
        R("vestry", "e", closed="e"),
        notes="the only door is told by its wall; 'bolted on this side' is closed (the player "
        "can draw the bolt, the sixth round's call); the window is no exit",
    ),
    item(
        "Market Cross\nThe old stone cross stands in the middle of a cobbled square. Beyond the "
        "cross, to the north, Sheep Street climbs toward the church, and the alley behind the "
        "pump runs east. South of the square the river is in spate, and the ford is "
        "impassable.",
        R("market cross", "n e"),
        notes="exits given relative to features (north beyond the cross, east behind the "
        "pump); the ford south is impassable: no exit",
    ),
    item(
        "Sluice House\nGreat iron pipes run along the walls and the floor is wet. To the west a "
        "steel grille closes off the sluice channel; it is secured with a heavy chain and a "
        "padlock. A doorway opens north.",
        R("sluice house", "w n", locked="w"),
        notes="a grille chained and padlocked is a locked way west; the doorway north is open",
    ),
    item(
        "Tithe Barn\nThe great doors stand open to the south, and swallows dart in and out "
        "under the beams. A small door to the east is latched.\n\nA farthing lies in the dust "
        "near the threshing floor.",
        R("tithe barn", "s e", closed="e", coin=True),
        notes="a latched door is closed (the sixth round's call); a farthing in the dust is a "
        "coin to take",
    ),
    item(
        "Engine Room\nThe deck throbs under your feet and the air is hot with oil. The forward "
        "bulkhead door (north) is clipped back against the frame; the aft one (south) is shut "
        "tight. A ladder climbs to the bridge.",
        R("engine room", "n s u", closed="s"),
        notes="forward and aft are given as north and south; a door clipped back against its "
        "frame is open, 'shut tight' is closed (not said to be locked); the ladder up is "
        "outside the vocabulary",
    ),
    item(
        "Ruined Chapel\nRoofless walls stand open to the sky and ivy has swallowed the font. "
        "Paths leave the chapel northward and to the west; the east end is a heap of fallen "
        "masonry.\n\nAmong the nettles lies a silver stater.",
        R("ruined chapel", "n w", coin=True),
        notes="a silver stater (an ancient Greek coin) is a coin; the fallen masonry east is no "
        "exit",
    ),
    item(
        GATEHOUSE,
        "north",
        BAILEY,
        notes="back toward the gatehouse is south (visited, the way in); the postern that "
        "stands ajar east is unexplored",
    ),
    item(
        "Coal Cellar\nEverything down here is black with dust. The coal-hole door to the east "
        "is off the latch and swinging in the draught. The door to the west is held by a "
        "padlock the size of your fist. Stone steps lead up to the kitchen.",
        R("coal cellar", "e w u", locked="w"),
        notes="'off the latch and swinging' is open; a door held by a padlock is locked; the "
        "steps up are outside the vocabulary",
    ),
    item(
        "You are in the elvenking's cellar\nVisible exits are: East West\nYou see: a silver "
        "coin. a barrel.",
        R("elvenking's cellar", "e w", coin=True),
        notes="The Hobbit's manner: 'East West' lists two exits (no compound direction); the "
        "room is named by the sentence (the article dropped by the scorer)",
    ),
    item(
        "Bell Chamber\nThe great bell hangs silent in its frame and pigeons mutter on the "
        "louvres. A ladder goes down through a hole in the floor. The door east, onto the "
        "leads, is locked.",
        R("bell chamber", "d e", locked="e"),
        notes="the only way of the vocabulary is locked and the ladder down is outside it: no "
        "action (the earlier rounds' call)",
    ),
    item(
        "Countess's Dressing Room\nA gilt mirror reflects a dozen candle flames. On the "
        "dressing table, among the pots of rouge, lies a gold escudo. A jib door hidden in the "
        "panelling to the north stands open a crack; the main door, west, is closed.",
        R("countess's dressing room", "n w", closed="w", coin=True),
        notes="a gold escudo is a coin; a jib door 'open a crack' is open, the main door west "
        "closed",
    ),
    item(
        GARTH,
        "east",
        ("The east walk is blocked by scaffolding. You'll have to go round.", K("refused")),
        "look",
        GARTH,
        notes="the garth gives openings north, south and west; the east walk behind "
        "scaffolding is no way, and the game refuses it; the look keeps the refusal",
    ),
    item(
        "Barbican\nThe drawbridge has been lowered across the moat to the south, and you could "
        "cross it. A narrow stair winds up to the battlements. To the north, the gate passage "
        "leads into the castle.",
        R("barbican", "s n u"),
        notes="a lowered drawbridge one could cross is an open way south; the stair up is "
        "outside the vocabulary",
    ),
    item(
        "Upstairs Hall\nThe hall runs from the stair head to the nursery door, which lies to the "
        "east and is closed. The bathroom door, on the north side, is open. The stairs go "
        "down.",
        R("upstairs hall", "e n d", closed="e"),
        notes="Deadline-like: doors told by their side of the hall; the stairs go down "
        "(outside the vocabulary), no way west",
    ),
    item(
        "Pawnbroker's Back Room\nShelves of pledges, each with its ticket. Behind the wire "
        "grille of a locked cabinet is a tray of old coins. On the counter, forgotten, lies a "
        "single silver rouble. The shop is east, through a bead curtain; a back door north is "
        "bolted on the far side.",
        R("pawnbroker's back room", "e n", locked="n", coin=True),
        notes="coins locked behind a grille cannot be taken (the eighth round's call), but "
        "the rouble on the counter is a coin; a bead curtain is no door; bolted on the far "
        "side is locked",
    ),
]
