"""negation, second round: absence and negation ("no exit to the east", "the east wall is
solid"), coin distractors (murals, machines, sounds, statues, a coin already taken), compass
words in other senses (a north wind, the east wing, Northgate Road), doors whose past state is
not their present one."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Storeroom\nCrates are stacked to the ceiling. There is no exit to the east; the only door"
        " is to the west.",
        R("storeroom", "w"),
    ),
    item(
        "You are in the east wing. The east wall is solid stone. A corridor runs north, and the"
        " stairs go down.",
        R("east wing", "n down"),
        notes="'east' names the wing and a solid wall: east is no exit",
    ),
    item(
        "Chapel of Coins\nA mural of a heap of golden coins covers the ceiling. Doors lead south"
        " and"
        " west.",
        R("chapel of coins", "s w"),
        notes="coins in the room's name and in a mural: no coin",
    ),
    item(
        "Arcade\nA row of coin-operated machines blink and chime to themselves. The exit is to the"
        " north.",
        R("arcade", "n"),
    ),
    item(
        (
            "Counting House\nA ledger lies open on the table, and beside it a single gold coin."
            " Exits: east.",
            R("counting house", "e", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Counting House\nA ledger lies open on the table, beside the spot where the coin you"
            " took used to lie. Exits: east.",
            R("counting house", "e"),
        ),
        notes="the coin was taken: it no longer counts",
    ),
    item(
        "You are in the pantry. Through the wall you hear coins jingling in the next room. A door"
        " leads south.",
        R("pantry", "s"),
        notes="coins heard in another room: no coin here",
    ),
    item(
        "Old Cellar\nThe door to the north was opened long ago and never shut again. A drain runs"
        " west under the wall, far too narrow to crawl into.",
        R("old cellar", "n"),
        notes="the north door is open; the drain west is no way",
    ),
    item(
        "Guardroom\nThe west door, once locked, now stands open. A passage also leads south.",
        R("guardroom", "w s"),
        notes="once locked, now open: not closed",
    ),
    item(
        "Garret\nA north wind blows through the broken window. The only exit is a door to the"
        " south.",
        R("garret", "s"),
        notes="a north wind is no exit north",
    ),
    item(
        "The East Gallery\nPaintings of eastern deserts hang in rows. The gallery's only door opens"
        " to the north.",
        R("the east gallery", "n"),
    ),
    item(
        "Breakfast Room\nFacing east, the bay window frames the sunrise. There is no door but the"
        " one to the south.",
        R("breakfast room", "s"),
    ),
    item(
        "Empty Vault\nThe shelves that once held the bishop's gold coins are bare now. A stair"
        " leads"
        " up and a tunnel goes north.",
        R("empty vault", "up n"),
    ),
    item(
        "Sand Pit\nYou sift through the sand but find no coin. Paths lead east and west.",
        R("sand pit", "e w"),
    ),
    item(
        "Souvenir Shop\nA poster advertises the Royal Mint's new commemorative coin. Postcards and"
        " mugs fill the shelves. The door is to the south.",
        R("souvenir shop", "s"),
    ),
    item(
        "Laundrette\nEach washer has a coin slot, and a change machine hums by the door. Doors:"
        " north, east.",
        R("laundrette", "n e"),
    ),
    item(
        "Northgate Road\nThe road runs east towards the river. Traffic rumbles past the shuttered"
        " shops.",
        R("northgate road", "e"),
        notes="'north' only inside the road's name",
    ),
    item(
        "Crypt\nAn archway to the north was bricked up centuries ago. Steps lead up. A low door"
        " lies"
        " to the west, shut.",
        R("crypt", "up w", closed="w"),
        notes="a bricked-up arch is no exit",
    ),
    item(
        "Plaza\nA bronze statue of a king holds a giant bronze coin aloft. Streets lead north,"
        " south"
        " and east.",
        R("plaza", "n s e"),
        notes="the statue's coin is part of the statue: no coin to take",
    ),
    item(
        "Cupboard Under the Stairs\nThere are no obvious exits. The door behind you has swung shut"
        " and locked itself.",
        R("cupboard under the stairs", ""),
        notes="a locked door with no direction given: no exit of the vocabulary, no action",
    ),
    item(
        "Money Changer\nA sign reads NO COINS ACCEPTED - NOTES ONLY. A banknote is pinned to the"
        " wall for show. Exits: west.",
        R("money changer", "w"),
    ),
    item(
        "Music Room\nThe door to the east is not locked; it isn't even closed. A corridor runs"
        " south.",
        R("music room", "e s"),
        notes="negated door states: open",
    ),
    item(
        "Garden\nNo path leads north, south or west from here: only east, along the hedge.",
        R("garden", "e"),
    ),
    item(
        "Bar\nSomething glints on the floor: not a coin, just a bottle cap. The door is north.",
        R("bar", "n"),
    ),
]
