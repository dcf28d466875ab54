"""classic_if, thirteenth round: the engines' coin games retold as classic games would print them.
TextWorld's coin-collector rooms (a cookhouse whose one way is south, a spare room, a studio, a
dish-pit and the cookery with the coin, a laundry place, a bar, a steam room, a workshop and the
scullery, a chamber, a washroom and the office, a kitchenette, a playroom, a cubicle, a
launderette) and TextWorldExpress's house (a kitchen with a closed frosted-glass door, its pantry
with the coin, a bedroom, a living room, a backyard, a corridor with two shut doors) in Infocom's,
Scott Adams's, TADS 3's and Level 9's manners: a title line and a paragraph, "There is a gold coin
here.", "I'm in a backyard. Obvious exits: EAST.", "Obvious exits lead east and south.", "Office.
... What now?"; a coin slot, a painting of coins, a locked cash box, copper pans and "a copper"
(a boiler), "There is no way out to the east: the fireplace takes up that whole wall". Walks of
one to three moves: a door opened by its kind, a refused way west, a refused `u`, a loop. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

KITCHEN = (
    "Kitchen\nThis is a kitchen of the ordinary sort: a stove, an oven, a fridge (closed), a "
    "counter with nothing on it, cupboards, a single dining chair. To the north is a "
    "frosted-glass door, which is closed. The corridor lies to the east.",
    R("kitchen", "n e", closed="n"),
)

ITEMS = [
    item(
        "Cookhouse\nYou have sauntered into a cookhouse. Nothing about it stands out: it might be "
        "any room in the building, give or take a kettle. An open doorway leads south; there is "
        "no other way out.",
        R("cookhouse", "s"),
        notes="the coin collector's first room retold: one open way south, no coin",
    ),
    item(
        (
            "Dish-Pit\nA scullery corner given over to washing up: a stone sink, a drying rack, a "
            "stack of scoured pans. The room is brightly lit. Passages run north and south.",
            R("dish-pit", "n s"),
        ),
        "north",
        (
            "Cookery\nA range, a chopping block, copper pans on their hooks. The only way out is "
            "the passage south.\n\nThere is a gold coin here.",
            R("cookery", "s", coin=True),
        ),
        notes="the coin collector's last move retold: 'There is a gold coin here.' (take it); "
        "copper pans are no coins; south is the way back",
    ),
    item(
        (
            "Spare Room\nAn ordinary spare room: an iron bedstead, a chair, a rag rug. Openings "
            "lead east and north.",
            R("spare room", "e n"),
        ),
        "west",
        ("The west wall is bare plaster. You can't go that way.", K("refused")),
        notes="a refusal of a way the room never gave (west): refused; east and north are open",
    ),
    item(
        "Studio\nI am obliged to announce that you are now in the studio. Canvases lean against "
        "every wall. There are doorways to the north and to the west, both without doors.",
        R("studio", "n w"),
        notes="TextWorld's announcement retold; doorways 'without doors' are open exits",
    ),
    item(
        *KITCHEN,
        notes="TextWorldExpress's kitchen retold: 'a frosted-glass door, which is closed' "
        "(closed: open it) and the corridor east; the fridge (closed) is no exit",
    ),
    item(
        KITCHEN,
        "open frosted door",
        ("The frosted-glass door swings open, revealing the pantry.", K("opened", door="north")),
        "north",
        (
            "Pantry\nA narrow pantry: a folding chair, and a shelf on which sits a white onion. "
            "The frosted-glass door to the south stands open.\n\nThere is a coin here.",
            R("pantry", "s", coin=True),
        ),
        notes="the frosted-glass door opened by its kind (north) and walked through; 'There is "
        "a coin here.' in the pantry: take it",
    ),
    item(
        "Bedroom\nA dressing table, a desk and chair, a chest of drawers, a wardrobe and a night "
        "stand crowd a room built for half as much. The wood door in the north wall is open.\n\n"
        "Lying beside the bed is a small silver coin.",
        R("bedroom", "n", coin=True),
        notes="a silver coin beside the bed: take it; the open wood door north is the only way",
    ),
    item(
        "Living Room\nA sofa faces a TV stand across a low coffee table. There is no way out to "
        "the east: the fireplace takes up that whole wall. The kitchen is south, the corridor "
        "west, and a wood door to the north is closed.",
        R("living room", "n s w", closed="n"),
        notes="'There is no way out to the east': no exit east; a closed wood door north, the "
        "kitchen and the corridor open",
    ),
    item(
        "I'm in a backyard. Obvious exits: EAST.\nI can also see: BARBECUE, WORKBENCH, CLOTHES "
        "LINE, *GOLD COIN*",
        R("backyard", "e", coin=True),
        notes="Scott Adams's manner: 'I'm in a backyard' names `backyard` (the article dropped); "
        "*GOLD COIN* in the list: take it",
    ),
    item(
        "Laundry Place\nA laundry place, and an ordinary one: three tubs, a mangle, a line of "
        "grey sheets.\nObvious exits lead east and south.",
        R("laundry place", "e s"),
        notes="TADS 3's exit lister: east and south",
    ),
    item(
        "Bar\nYou decide to list everything you see, as if you were in a text adventure: a zinc "
        "counter, four stools, and behind the counter a cash box (locked). Open archways lead "
        "east and west.",
        R("bar", "e w"),
        notes="a locked cash box whose contents are not given: no coin; archways east and west",
    ),
    item(
        "Steam Room\nSteam hangs so thick you can hardly make out the painting on the far wall: a "
        "heap of gold coins spilling from a chest. Doorways lead north and west.",
        R("steam room", "n w"),
        notes="gold coins in a painting are no coin; doorways north and west",
    ),
    item(
        (
            "Workshop\nA lathe, a vice, shavings everywhere. Doorways open east and north.",
            R("workshop", "e n"),
        ),
        "n",
        (
            "Scullery\nAn ordinary scullery: a sink, the copper for the washing, a mangle. The "
            "only way out is back south.\n\nThere is a coin here.",
            R("scullery", "s", coin=True),
        ),
        notes="'back south' after the move north agrees with the history; 'the copper for the "
        "washing' is a boiler, the coin a coin: take it",
    ),
    item(
        (
            "Chamber\nA plain chamber, as ordinary as rooms come. There is one doorway, to the "
            "north.",
            R("chamber", "n"),
        ),
        "u",
        ("There is no way up from here.", K("refused")),
        notes="the coin collector's refused `go up` retold: up is outside the vocabulary (no "
        "fact); the one way north",
    ),
    item(
        (
            "Washroom. Tiles and a cracked mirror. Exits east, north and south. What now?",
            R("washroom", "e n s"),
        ),
        "s",
        (
            "Office. A desk, a swivel chair and, on the carpet, a bright penny. Exits north and "
            "south. What now?",
            R("office", "n s", coin=True),
        ),
        notes="Level 9's one-line rooms ('Office.' names `office`); a bright penny on the "
        "carpet: take it",
    ),
    item(
        "Kitchenette\nA two-ring stove, a kettle, and a vending machine whose coin slot someone "
        "has stuffed with chewing gum. Doorways lead east, south and west.",
        R("kitchenette", "e s w"),
        notes="a vending machine's coin slot is no coin; three doorways",
    ),
    item(
        (
            "Playroom\nA rocking horse, a toy box, building blocks underfoot. Doorways lead east, "
            "north and west.",
            R("playroom", "e n w"),
        ),
        "west",
        (
            "Box Room\nSuitcases and hatboxes stacked to the ceiling. The only doorway is the one "
            "in the east wall.",
            R("box room", "e"),
        ),
        "east",
        (
            "Playroom\nA rocking horse, a toy box, building blocks underfoot. Doorways lead east, "
            "north and west.\n\nSomewhere a toy clock whirrs and strikes the hour.",
            R("playroom", "e n w"),
        ),
        notes="a loop back to the first room: west visited; east and north lead to rooms not "
        "yet seen (go)",
    ),
    item(
        "Cubicle\nPartition walls the colour of porridge, a desk, a swivel chair. Open doorways "
        "lead east and north. The metal door in the west wall is locked.",
        R("cubicle", "e n w", locked="w"),
        notes="a locked metal door west (closed, no action); doorways east and north",
    ),
    item(
        "Launderette\nWashers line one wall, each with its own coin slot. Someone has left a coin "
        "on the folding table, though.\nExits: east, south, west.",
        R("launderette", "e s w", coin=True),
        notes="coin slots are no coins, the coin left on the folding table is: take it",
    ),
    item(
        "Corridor\nA key holder, an umbrella stand, a hat rack and a coat hanger, all of them "
        "bare. A wood door to the north and a sliding patio door to the east are both shut. The "
        "kitchen is west.",
        R("corridor", "n e w", closed="n e"),
        notes="TextWorldExpress's corridor retold: two shut doors (closed: open them) and the "
        "kitchen west",
    ),
]
