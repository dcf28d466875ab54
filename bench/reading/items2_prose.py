"""prose, second round: plain prose; exits spread over sentences; relative words (left, right,
ahead) that are no compass direction unless the text maps them; doors in many states; coins
under, behind and inside things; money that is not a coin."""

from bench.reading.author import R, item

ITEMS = [
    item(
        "You are in the scullery. A door to the north is shut tight. To the east, an archway opens"
        " onto the kitchen garden.",
        R("scullery", "n e", closed="n", leads={"e": "kitchen garden"}),
    ),
    item(
        "You're standing in the hallway. To your left is a coat rack; to your right hangs a"
        " speckled mirror. The front door, to the south, is wide open.",
        R("hallway", "s"),
        notes="left and right name furniture, not ways",
    ),
    item(
        "You are in the library. A corridor leads off to your left and another to your right. A"
        " tall window looks out to the north.",
        R("library", "left right"),
        notes="the corridors are to the left and right, no compass direction: no exit of the"
        " vocabulary, so no action; the window north is no exit",
    ),
    item(
        "You are in the parlour. The rug by the fireplace is rucked up, and beneath its edge you"
        " can see the glint of a doubloon. The only door is to the west.",
        R("parlour", "w", coin=True),
    ),
    item(
        "You're in the back office. Behind the filing cabinet, wedged against the skirting board,"
        " is a single penny. A door leads north, and it's ajar.",
        R("back office", "n", coin=True),
    ),
    item(
        "You are in the cashier's booth. A crumpled five-pound note lies on the counter. A door"
        " leads east.",
        R("cashier's booth", "e"),
        notes="a banknote is money but not a coin: no coin",
    ),
    item(
        "You are in the pantry. On the top shelf sits an open jam jar with a few coins in it. The"
        " kitchen is through the doorway to the south.",
        R("pantry", "s", coin=True, leads={"s": "kitchen"}),
    ),
    item(
        "This is the old mill. The wheel has not turned in years. If you follow the millrace you'll"
        " go north. A cart track heads off east, and there's a footbridge over the stream to the"
        " west.",
        R("old mill", "n e w"),
    ),
    item(
        "You are in the cellar. The door at the top of the steps, to the north, has been bolted"
        " from the other side. A low tunnel runs off to the west.",
        R("cellar", "n w", locked="n"),
        notes="bolted from the other side: read as locked (closed, not to be opened from here)",
    ),
    item(
        "You are in the great hall. The main doors to the south have been barred from outside."
        " Passages lead east and west.",
        R("great hall", "s e w", locked="s"),
        notes="barred from outside: read as locked",
    ),
    item(
        "You are in the counting room. The door to the east is wide open, and a sovereign lies on"
        " the windowsill.",
        R("counting room", "e", coin=True),
    ),
    item(
        "You are in the boathouse. The lake stretches away to the north, but you have no boat. A"
        " path climbs the bank to the south.",
        R("boathouse", "s"),
        notes="water without a boat: north is no exit",
    ),
    item(
        "You are in the atrium. To your left, the west, lies the gallery; ahead of you, to the"
        " north, is the fountain court.",
        R("atrium", "w n", leads={"w": "gallery", "n": "fountain court"}),
        notes="the text maps left to west and ahead to north",
    ),
    item(
        "You are at the crossroads. Signposts point north to Ashby, east to Kelham and south to"
        " Wend. The road west is flooded and impassable.",
        R("crossroads", "n e s"),
        notes="the flooded road west is impassable: no exit",
    ),
    item(
        "You're in the study. The desk drawer hangs open, and inside it you spot a gold guinea."
        " Doors lead north and east; the east one is locked.",
        R("study", "n e", locked="e", coin=True),
    ),
    item(
        "A narrow ledge. Wind tugs at your coat. The ledge continues east; to the west it crumbles"
        " away into nothing.",
        R(None, "e"),
    ),
    item(
        ("You are in the kitchen. Doors lead north and west.", R("kitchen", "n w")),
        "go west",
        (
            "You are in the scullery. The kitchen is back to the east. There's nothing else here"
            " but a mop and a bucket.",
            R("scullery", "e", leads={"e": "kitchen"}),
        ),
    ),
    item(
        "You are in the nursery. A penny-farthing bicycle leans against the wall. A door leads"
        " south.",
        R("nursery", "s"),
        notes="a penny-farthing is a bicycle: no coin",
    ),
    item(
        "You are in the sitting room. Three doors lead out: the one to the north is shut, the one"
        " to the east is ajar, and the one to the west stands wide open.",
        R("sitting room", "n e w", closed="n"),
    ),
    item(
        "You are on the landing. Stairs go down. A door to the north is locked; the one to the"
        " south is simply closed.",
        R("landing", "down n s", locked="n", closed="s"),
    ),
    item(
        "You are in the vestry. Someone has left a crown coin on the hymn-book stand. The chancel"
        " is"
        " south of here.",
        R("vestry", "s", coin=True, leads={"s": "chancel"}),
    ),
    item(
        "You are in the cloister. A few coins have been tossed into the dry fountain in the middle"
        " of the garth. Arcades run north and south, and a door in the east wall stands open.",
        R("cloister", "n s e", coin=True),
    ),
    item(
        "You're in the larder. It's so cramped you can barely turn around. The only way out is"
        " west, through the bead curtain.",
        R("larder", "w"),
    ),
]
