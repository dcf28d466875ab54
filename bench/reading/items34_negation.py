"""negation, thirty-fourth round: the distractors of an ordinary house, and denials in many
wordings. Doors and walls that give no exit ("next door's telly" through the wall, "East is the
party wall; the Hendersons live on the other side.", a cat flap in a locked back door "but you are
not a cat", a dresser where a door might be); coin words that give no coin (a payphone's coin box
emptied by the GPO man, a padlocked swear box, a birthday card's DON'T SPEND IT ALL AT ONCE! over
money long spent, no coin under a pillow where the tooth fairy has not been, a quizmaster's florin
on the television, a coin jar gone from the dresser and the clean ring it left, a sister called
Penny, a gravestone to Josiah Penny, a glint that is only a brass door handle); compass words that
give no way (Westminster chimes, North Star stickers, a weathervane on the shed, a North Bedroom
whose one door is south, a church's west door that lies east of the player); door states told by
denial ("Nobody has locked the south door, but nobody has left it open, either. The west door isn't
shut.", "Not one of the three doors in the scullery is locked, and only the east one is closed.");
and a real coin after denials ("No coin on the table, none on the dresser, and then you spot it: a
shilling in the sugar bowl."). Four short histories: a `take coin` answered "There's no coin. It was
only the light on the brass door handle.", a coin taken and the mantelpiece looked at bare, a
kitchen whose north is the back wall, a move refused because "there's no door on that side, only the
dresser". What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You're in the back bedroom. Through the wall you can hear next door's telly, some quiz "
        "with a lot of clapping. The only door is to the south, and it's open.",
        R("back bedroom", "s"),
        notes="'next door' is the neighbours' house, no door of this room; the one door south "
        "is open",
    ),
    item(
        "Hall\nAn old payphone hangs on the wall, its coin box long since emptied by the GPO man. "
        "The front door, north, is locked. The kitchen is east, and the stairs go up.",
        R("hall", "n e u", locked="n"),
        notes="an emptied coin box is no coin; north locked (no action), up outside the "
        "vocabulary: go east",
    ),
    item(
        "Sitting Room\nA clock on the mantelpiece plays the Westminster chimes every quarter of "
        "an hour, and beside it stands the family swear box, padlocked. The door to the hall, "
        "south, is open.",
        R("sitting room", "s"),
        notes="'Westminster' names no way west; a padlocked swear box's coins are not given "
        "and not to be had; the one door south is open",
    ),
    item(
        "Utility Room\nThe back door, east, is locked. Its cat flap swings in the draught, but "
        "you are not a cat. The kitchen is through the archway to the north.",
        R("utility room", "e n", locked="e", leads={"n": "kitchen"}),
        notes="the back door locked (a cat flap is no way for the player): no action east; the "
        "archway north is open",
    ),
    item(
        "You're in the bedsit: one room with a gas ring and a bed that folds into the wall. On "
        "the shelf a birthday card says DON'T SPEND IT ALL AT ONCE!, but whatever came in it was "
        "spent long ago. The door to the landing, west, is open.",
        R("bedsit", "w"),
        notes="a card about money long spent is no coin; west open (a draft 'Your bedsit "
        "is one room ...' was reworded: a sentence that does not put the player in the room, "
        "and 'your bedsit' or 'bedsit'?)",
    ),
    item(
        "Milly's Room\nGlow-in-the-dark stars on the ceiling, the North Star biggest of all. There "
        "is no coin under the pillow, only the tooth: the tooth fairy hasn't been yet. The door, "
        "east, is ajar.",
        R("milly's room", "e"),
        notes="the North Star on the ceiling is no way; 'no coin under the pillow'; the door "
        "east ajar (open)",
    ),
    item(
        "You're in the front room. East is the party wall; the Hendersons live on the other side. "
        "The kitchen is north, and the front door, south, stands open on the street.",
        R("front room", "n s", leads={"n": "kitchen"}),
        notes="a party wall east is no exit; north and south (the front door open)",
    ),
    item(
        "You're in the dining room. Nobody has locked the south door, but nobody has left it "
        "open, either. The west door isn't shut.",
        R("dining room", "s w", closed="s"),
        notes="not locked and not open: south closed (open it); 'isn't shut': west open",
    ),
    item(
        "Scullery\nNot one of the three doors in the scullery is locked, and only the east one is "
        "closed. The others are north and west.",
        R("scullery", "n e w", closed="e"),
        notes="three doors by denial: none locked, east closed, north and west open",
    ),
    item(
        "Larder\nNo coin on the table, none on the dresser, and then you spot it: a shilling in "
        "the sugar bowl. The larder door, west, is the only way out.",
        R("larder", "w", coin=True),
        notes="two denials and then a real coin in an open sugar bowl: take it",
    ),
    item(
        "Lounge\nOn the television a quizmaster is asking what a florin was worth, and nobody "
        "in the studio knows. The lounge door, north, is shut, and there's no other way out.",
        R("lounge", "n", closed="n"),
        notes="a florin named on the television is no coin; the one door north shut: open it",
    ),
    item(
        "You're in the garden. A weathervane on the shed roof points north, not that the wind "
        "is going anywhere. The gate to the south is open; the back door, west, is shut.",
        R("garden", "s w", closed="w"),
        notes="a weathervane pointing north is no exit; south open, west shut",
    ),
    item(
        (
            "Kitchen\nLino, a table with a checked cloth, a dresser of plates. Something glints "
            "by the east door, which is shut. The hall door, south, is open.",
            R("kitchen", "e s", closed="e"),
        ),
        "take coin",
        ("There's no coin. It was only the light on the brass door handle.", K("none")),
        notes="a glint that is no coin, and a take answered with 'There's no coin': the room "
        "kept, no coin; east shut, south open",
    ),
    item(
        (
            "Parlour\nA horsehair sofa, a stuffed owl, and on the mantelpiece a half-crown. The "
            "parlour door, north, is open.",
            R("parlour", "n", coin=True),
        ),
        "take half-crown",
        ("You take the half-crown and pocket it.", K("took")),
        "look",
        (
            "Parlour\nA horsehair sofa, a stuffed owl, and a mantelpiece bare of everything but "
            "dust. The parlour door, north, is open.",
            R("parlour", "n"),
        ),
        notes="the coin taken ('take half-crown', the crown coin's word) and the room looked "
        "at again: the mantelpiece bare, no coin; north open",
    ),
    item(
        (
            "Hallway\nA long hallway lined with coats. The kitchen is north, through a door "
            "standing open.",
            R("hallway", "n", leads={"n": "kitchen"}),
        ),
        "north",
        (
            "Kitchen\nThere's no way on to the north: that's the back wall, with the sink under "
            "the window. The hallway is south.",
            R("kitchen", "s", leads={"s": "hallway"}),
        ),
        notes="no way north (the back wall); the one exit south is the way in: go back south",
    ),
    item(
        (
            "Kitchen\nCopper pans on hooks and a range that has gone out. The door to the hall, "
            "west, is open. The back door, south, is locked.",
            R("kitchen", "w s", locked="s"),
        ),
        "east",
        ("You can't go east: there's no door on that side, only the dresser.", K("refused")),
        notes="a refusal that names a door and a direction and gives neither: refused east; "
        "copper pans are no coins; the back door locked: go west",
    ),
    item(
        "You're at the foot of the stairs. Your sister Penny is sitting on the bottom step, "
        "sulking. The front door, west, is locked; the kitchen door, north, is open; the "
        "stairs go up.",
        R("foot of the stairs", "w n u", locked="w"),
        notes="a sister called Penny is no coin; west locked, up outside the vocabulary: go north",
    ),
    item(
        "North Bedroom\nDespite its name, the north bedroom has only the one door, in its south "
        "wall, and that door is shut.",
        R("north bedroom", "s", closed="s"),
        notes="the north in the room's name is no exit; the one door south shut: open it",
    ),
    item(
        "Kitchen\nThe coin jar has gone from the dresser, leaving a clean ring in the dust. The "
        "back door, east, is open, and so is the door to the hall, north.",
        R("kitchen", "e n"),
        notes="a coin jar that is gone (and the ring it left) is no coin; east and north open",
    ),
    item(
        "Churchyard\nYews, leaning stones, and one newer stone to JOSIAH PENNY, BELOVED HUSBAND. "
        "The church's west door, just east of you, is locked. The lychgate to the south stands "
        "open.",
        R("churchyard", "e s", locked="e"),
        notes="not a house: the church's 'west door' lies east of the player (locked: east, no "
        "action); a gravestone's Penny is no coin; the lychgate south open: go south",
    ),
]
