"""negation, thirty-sixth round: a house's distractors, new ones. Coin words that give no coin: a
ginger cat called Sixpence, a tiny gold coin painted on a dolls' house floor, a button the size of
a penny, a money spider that means money is coming ("none has come yet"), floorboards up with
"not a penny to be seen", a draught excluder beside "Not a coin on the desk", a jam jar labelled
HOLIDAY MONEY gone on holiday with its money, a sixpence taken and the cutting table bare after a
look; and one room where a Penny Black and The Shilling Shocker sit beside an actual shilling.
Compass and door words that give no exit: an Advent calendar's twenty-four little doors,
EastEnders on the telly, a garden that "faces west" behind a seven-foot fence, a letterbox that
flaps in a double-locked front door, a mirror that fills the west wall, the cupboard under the
stairs opened ("It's a cupboard, not a way anywhere"), a radio's rain "from the west" and a window
north; door states by denial and in the past ("Neither of the two doors is locked. The north one
is closed, though; the south one isn't.", "The south door was locked this morning. Dad unlocked
it at dinnertime, and it has been standing open since."), a side gate "bolted on this side".
Short histories: "There's no way south. That's shelves, all the way up.", "You can't go east.
There's no door there, only the wall you share with next door." What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Parlour\n"
        "A ginger cat called Sixpence is asleep in the best armchair, and the clock on the "
        "mantelpiece is ten minutes fast. The door to the hall is east, and it's open. There is "
        "no other way out, and no money anywhere, whatever the cat's name.",
        R("parlour", "e", leads={"e": "hall"}),
        notes='a cat called Sixpence is no coin; "no money anywhere"; the open door east is '
        "the only exit",
    ),
    item(
        "Living Room\n"
        "An Advent calendar hangs by the fireplace, all twenty-four of its little doors still "
        "shut. The room's own door, north, stands open, and the arch to the dining room is "
        "west.",
        R("living room", "n w", leads={"w": "dining room"}),
        notes="the calendar's shut little doors are no doors of the room; the door north is "
        "open, the arch west too",
    ),
    item(
        "Playroom\n"
        "A dolls' house stands against the north wall, its tiny front door shut and a tiny gold "
        "coin painted on its hall floor. The playroom door is south, and it's open; there is "
        "no other way out.",
        R("playroom", "s"),
        notes="the dolls' house's door is no exit north and its painted coin is no coin; the "
        "open door south is the only way",
    ),
    item(
        "You're in the front room. EastEnders is on the telly, turned up loud. The only door is "
        "north, into the hall, and it's closed to keep the heat in.",
        R("front room", "n", closed="n", leads={"n": "hall"}),
        notes="EastEnders is a programme, not a way east; the only door, north, is closed: open it",
    ),
    item(
        "Back Garden\n"
        "The garden faces west, so it gets the evening sun, but a seven-foot fence runs the "
        "length of the west end. The side gate, south, is the only way out, and it's bolted on "
        "this side.",
        R("back garden", "s", closed="s"),
        notes="a garden facing west gives no way west (the fence); a gate bolted on this side "
        "is closed, not locked (the sixth round's call): open it",
    ),
    item(
        "Under the sofa there's dust, a hairgrip and a button the size of a penny, but no coin. "
        "You're in the lounge, whose door is west; the conservatory is through the arch to the "
        "north.",
        R("lounge", "w n", leads={"n": "conservatory"}),
        notes='a button the size of a penny, "but no coin"; the room named after the search: '
        "the lounge; west and north open",
    ),
    item(
        "Box Room\n"
        "A money spider dangles from the light fitting. Gran says it means money is coming; "
        "none has come yet. The door, east, is ajar.",
        R("box room", "e"),
        notes="a money spider is a spider; no money has come: no coin; a door ajar is open",
    ),
    item(
        "Hallway\n"
        "The letterbox in the front door, south, flaps in the wind, but the door itself is "
        "double-locked. The kitchen is east, through an open door.",
        R("hallway", "s e", locked="s", leads={"e": "kitchen"}),
        notes="the letterbox is no way; the front door is double-locked (no open); east is open",
    ),
    item(
        (
            "Kitchen\n"
            "There's no back door in this kitchen, and there never was: the back of the house "
            "is the next house. The hall is west, through a door that stands open, and the "
            "pantry is north.",
            R("kitchen", "w n", leads={"w": "hall", "n": "pantry"}),
        ),
        "east",
        (
            "You can't go east. There's no door there, only the wall you share with next door.",
            K("refused"),
        ),
        notes="no back door, no way east: the move is refused; west and north are open",
    ),
    item(
        "Bathroom\n"
        "The mirror covers the whole west wall, so the room seems to carry on that way; it "
        "doesn't. The only door is east, and it's open, and there is no coin in the soap dish.",
        R("bathroom", "e"),
        notes='the mirror is no way west; "no coin in the soap dish"; the open door east',
    ),
    item(
        "Utility Room\n"
        "Neither of the two doors is locked. The north one is closed, though; the south one "
        "isn't.",
        R("utility room", "n s", closed="n"),
        notes="neither locked: the north door closed (open it), the south one open",
    ),
    item(
        "Front Bedroom\n"
        "The floorboards are up along the window wall, where the electrician has been, and "
        "there is not a penny to be seen under them, only old newspaper and dust. The landing "
        "door is south.",
        R("front bedroom", "s", leads={"s": "landing"}),
        notes='"not a penny to be seen": no coin; the landing door (state not given) is an '
        "open exit",
    ),
    item(
        "Study\n"
        "A draught excluder shaped like a sausage dog lies along the bottom of the east door, "
        "which is shut. The west door is open. Not a coin on the desk, not one in the drawers.",
        R("study", "e w", closed="e"),
        notes='the east door is shut (open it), the west door open; "Not a coin": none',
    ),
    item(
        (
            "Sewing Room\n"
            "A treadle machine under the window, and pins in a tomato pincushion. A silver "
            "sixpence lies on the cutting table. The door is north.",
            R("sewing room", "n", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Sewing Room\n"
            "A treadle machine under the window, and pins in a tomato pincushion. The cutting "
            "table is bare. The door is north.",
            R("sewing room", "n"),
        ),
        notes="the sixpence taken; the look shows the cutting table bare: no coin; the door "
        "north is the way on",
    ),
    item(
        (
            "Larder\nShelves on three sides, floor to ceiling, and a door to the east. It's open.",
            R("larder", "e"),
        ),
        "south",
        ("There's no way south. That's shelves, all the way up.", K("refused")),
        notes="south is shelves: refused, no exit; the open door east is the way",
    ),
    item(
        (
            "Hall\n"
            "Coats, a telephone seat and the cupboard under the stairs. The front door is "
            "south; it is locked. The kitchen is north.",
            R("hall", "s n", locked="s", leads={"n": "kitchen"}),
        ),
        "open cupboard",
        (
            "You open the cupboard under the stairs: brooms, a Hoover and the gas meter. It's "
            "a cupboard, not a way anywhere.",
            K("none"),
        ),
        notes="the cupboard under the stairs opened is no way; the front door locked; the "
        "kitchen north is open",
    ),
    item(
        "Kitchen\n"
        "A jam jar labelled HOLIDAY MONEY stands on the windowsill, empty: they have gone on "
        "holiday with it. The back door, north, is locked; the hall is south.",
        R("kitchen", "n s", locked="n", leads={"s": "hall"}),
        notes="an empty jar labelled HOLIDAY MONEY holds no coin; the back door locked (no "
        "open); south open",
    ),
    item(
        "Scullery\n"
        "The south door was locked this morning. Dad unlocked it at dinnertime, and it has been "
        "standing open since. The kitchen is west.",
        R("scullery", "s w", leads={"w": "kitchen"}),
        notes="a past state: the south door was locked and is open now; west open too",
    ),
    item(
        "Spare Room\n"
        "The radio on the chest of drawers says rain is coming in from the west. The window "
        "faces north, over the gardens. The door is east, and it's closed.",
        R("spare room", "e", closed="e"),
        notes="rain from the west and a window north are no exits; the closed door east: open it",
    ),
    item(
        "Sitting Room\n"
        "A framed Penny Black on the wall, a paperback called The Shilling Shocker on the arm "
        "of the chair, and, on the carpet by the fender, an actual shilling. There are doors "
        "east and south, both open.",
        R("sitting room", "e s", coin=True),
        notes="a stamp and a book's title are no coins, but the shilling on the carpet is: take it",
    ),
]
