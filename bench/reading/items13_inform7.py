"""inform7, thirteenth round: the engines' coin games retold in Inform 7's default prose. The coin
collector's rooms (a cookhouse whose only way is south, a spare room whose studio door turns out
locked, a workshop and the scullery with the coin, the ending told as Inform tells a win, a steam
room whose coin is taken and looked for again, a cubicle) and TextWorldExpress's house (a kitchen
with a frosted-glass door "(first opening ...)" into the pantry, a kitchen whose plain door is
opened on the way and seen open on the way back, a living room whose east is only bookshelves, a
corridor with two doors "(both closed)", a bedroom, a backyard, a laundry room, a bathroom, a
driveway, a street, a supermarket, a garage) with Inform's listings: "You can see ... here.",
"(on which is a coin)", "(in which is a silver coin)", "(closed)", "You can go south.", "It
seems to be locked.", "[Your score has just gone up by one point.]", "*** You have won ***"; a
self-checkout's jammed coin slot, a parking meter beside a real penny, a locked cash box. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

CORRIDOR = (
    "Corridor\nBare hooks on a key holder; an umbrella stand. You can go west, to the kitchen, or "
    "north or east, through the wood door and the sliding patio door (both closed).",
    R("corridor", "n e w", closed="n e"),
)


def steam_room(coin: bool) -> tuple:
    line = "\n\nYou can see a coin here." if coin else ""
    return (
        f"Steam Room\nClouds of steam roll off the hot stones. Exits lead north and west.{line}",
        R("steam room", "n w", coin=coin),
    )


ITEMS = [
    item(
        "Cookhouse\nAn ordinary cookhouse, much like every other room in this building. The only "
        "way out is south.\n\nYou can see a wooden spoon and a dented kettle here.",
        R("cookhouse", "s"),
        notes="the coin collector's first room retold in Inform: one way south; a spoon and a "
        "kettle, no coin",
    ),
    item(
        (
            "Kitchen\nA stove and an oven stand against one wall. The frosted-glass door to the "
            "pantry is north, and the corridor is east.\n\nYou can see a fridge (closed) and a "
            "dining chair here.",
            R("kitchen", "n e"),
        ),
        "north",
        (
            "(first opening the frosted-glass door)\n\nPantry\nA narrow room lined with shelves. "
            "The frosted-glass door is south.\n\nYou can see a folding chair and a coin here.",
            R("pantry", "s", coin=True),
        ),
        notes="'(first opening the frosted-glass door)' and the pantry: the move went through; "
        "a coin in Inform's list: take it",
    ),
    item(
        "Bedroom\nYou can see a dressing table, a desk chair, a bed (on which is a coin) and a "
        "wardrobe (closed) here.\n\nThe wood door is north of here. It is open.",
        R("bedroom", "n", coin=True),
        notes="'a bed (on which is a coin)': a coin in the room; the wardrobe (closed) is no door",
    ),
    item(
        "Backyard\nA barbecue, a workbench and a clothes line with nothing on it.\n\nYou can see "
        "a vegetable garden (in which is a silver coin) here.\n\nThe living room is east.",
        R("backyard", "e", coin=True),
        notes="'(in which is a silver coin)' in the garden: take it; the living room is east",
    ),
    item(
        (
            "Living Room\nA sofa, a TV stand and a coffee table. The corridor is west and the "
            "kitchen south; the bedroom lies through the wood door to the north, which is closed.",
            R("living room", "n s w", closed="n"),
        ),
        "east",
        ("Only bookshelves that way, floor to ceiling.", K("refused")),
        notes="a refusal of a way the room never gave (east): refused; the wood door north is "
        "closed",
    ),
    item(
        *CORRIDOR,
        notes="'through the wood door and the sliding patio door (both closed)': north and east "
        "closed, west open",
    ),
    item(
        (
            "Spare Room\nAn ordinary spare room. The studio door is east of here; an open archway "
            "leads north.",
            R("spare room", "e n"),
        ),
        "east",
        ("(first opening the studio door)\nIt seems to be locked.", K("refused", "locked")),
        notes="a door whose state was not given, found locked on the way ('It seems to be "
        "locked.'): closed and refused east, no action there; north is open",
    ),
    item(
        "Scullery\nAn ordinary scullery. You begin looking for stuff, and at once you see a coin "
        "on the flagstones.\n\nYou can go south.",
        R("scullery", "s", coin=True),
        notes="the coin collector's scullery retold: a coin on the flagstones (take it)",
    ),
    item(
        (
            "Workshop\nA typical workshop, full of sawdust.\n\nYou can go north or east.",
            R("workshop", "n e"),
        ),
        "north",
        (
            "Scullery\nA sink, a mangle and a drain.\n\nYou can see a coin here.\n\nYou can go "
            "south.",
            R("scullery", "s", coin=True),
        ),
        "take coin",
        (
            "Taken.\n\n[Your score has just gone up by one point.]\n\n\n    *** You have won "
            "***\n\n\nIn that game you scored 1 out of a possible 1, in 3 turns.",
            K("took"),
        ),
        actions=[],
        notes="the coin taken and the game won ('*** You have won ***'): no action; the facts "
        "keep the scullery, the coin gone",
    ),
    item(
        "Kitchen\nYou can see a stove, an oven, a fridge (closed), a counter, a dining chair and "
        "a coin here.\n\nThe sliding patio door to the north is closed, and so is the "
        "frosted-glass door to the west. The corridor is south of here and the living room east.",
        R("kitchen", "n s e w", closed="n w", coin=True),
        notes="TextWorldExpress's kitchen with the coin (seed 11) retold: take the coin; two "
        "closed doors, two open ways",
    ),
    item(
        "Supermarket\nAisles of tins and cereal. You can see a self-checkout machine here. Its "
        "coin slot is jammed with a bent washer.\n\nThe street is north.",
        R("supermarket", "n"),
        notes="a jammed coin slot and a washer are no coins; the street north",
    ),
    item(
        "Laundry Room\nYou can see a washing machine (in which is a coin), a clothes drier "
        "(closed) and a laundry basket (empty) here.\n\nYou can go west.",
        R("laundry room", "w", coin=True),
        notes="'a washing machine (in which is a coin)': take it; the drier is closed, the "
        "basket empty",
    ),
    item(
        "Bathroom\nYou can see a sink, a toilet and a bath mat here.\n\nA plain door leads "
        "north; it is open. There is no way out to the east, only a frosted window.",
        R("bathroom", "n"),
        notes="'There is no way out to the east, only a frosted window': no exit east; the open "
        "plain door north",
    ),
    item(
        (
            "Kitchen\nA stove, an oven and a long counter. The plain door to the north is closed; "
            "the corridor is east.\n\nYou can see a fridge (closed) here.",
            R("kitchen", "n e", closed="n"),
        ),
        "north",
        (
            "(first opening the plain door)\n\nPantry\nShelves of tins. The plain door is south."
            "\n\nYou can see a flour sack here.",
            R("pantry", "s"),
        ),
        "south",
        (
            "Kitchen\nA stove, an oven and a long counter. The plain door to the north is open; "
            "the corridor is east.\n\nYou can see a fridge (closed) here.",
            R("kitchen", "n e"),
        ),
        notes="the plain door opened on the way north and seen open on the way back: north "
        "visited, the corridor east not yet (go east)",
    ),
    item(
        "Driveway\nYou can see a car (closed) here.\n\nThe street is south. The garage door, to "
        "the west, is locked.",
        R("driveway", "s w", locked="w"),
        notes="a locked garage door west (closed, no action); the street south; the car "
        "(closed) is no door",
    ),
    item(
        "Street\nA quiet street of red-brick houses.\n\nYou can see a parking meter and a penny "
        "here.\n\nThe driveway is north, and the supermarket is east of here.",
        R("street", "n e", coin=True),
        notes="a parking meter is no coin, the penny is: take it",
    ),
    item(
        CORRIDOR,
        "open wood door",
        ("You open the wood door.", K("opened", door="north")),
        "north",
        (
            "Bedroom\nYou can see a bed, a night stand (on which is a reading lamp) and a "
            "wardrobe (closed) here.\n\nThe wood door is south.",
            R("bedroom", "s"),
        ),
        notes="the wood door opened by its kind (north) and walked through: the bedroom's one "
        "door is the way back (all_visited)",
    ),
    item(
        "Cubicle\nGrey partitions, a swivel chair. You can see a desk (on which is a cash box) "
        "here. "
        "The cash box is locked.\n\nYou can go east, north or west.",
        R("cubicle", "e n w"),
        notes="a locked cash box on the desk (its contents not given): no coin; three ways",
    ),
    item(
        steam_room(True),
        "take coin",
        ("You pick up the coin. It is warm and damp.", K("took")),
        "look",
        steam_room(False),
        notes="the coin taken and the room looked at again: no coin; both exits unvisited",
    ),
    item(
        "Garage\nYou can see a workbench (on which are a spanner and three copper coins) "
        "here.\n\nThe backyard is north; the launderette is east.",
        R("garage", "n e", coin=True),
        notes="'(on which are a spanner and three copper coins)': coins in the room; take them",
    ),
]
