"""negation, third round: ways said blocked or gone, windows and views, coins pictured, named,
labelled, remembered, searched for in vain; door states said with a negation."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Quarry Floor\nGreat blocks of cut stone lie everywhere. The way east is blocked by "
        "fallen rocks. A haul road climbs away to the north.",
        R("Quarry Floor", "n"),
    ),
    item(
        "You are in the arcade. A sign above the change machine reads 'Coins accepted'. The "
        "street is south and the back room is west.",
        R("arcade", "s w"),
        notes="a sign about coins and a change machine: no coin lies here.",
    ),
    item(
        "Lighthouse Keeper's Room\nA bunk, a stove, a logbook. The north window looks out on the "
        "sea. The only door is to the south.",
        R("Lighthouse Keeper's Room", "s"),
    ),
    item(
        "You are in the surveyor's office. A map on the desk shows a coin-shaped lake among "
        "green hills. A door leads east.",
        R("surveyor's office", "e"),
    ),
    item(
        "Taproom\nSomeone has scratched a coin into the table, with the words OWED beneath it. "
        "Exits lead north and west.",
        R("Taproom", "n w"),
    ),
    item(
        "You are in the old guardroom. The door to the west was bricked up long ago. A doorway "
        "to the south still stands open.",
        R("old guardroom", "s"),
    ),
    item(
        "Shrine\nA stone offering bowl stands on a plinth. There used to be a coin in it, but "
        "the bowl is empty now. A path leads away east.",
        R("Shrine", "e"),
    ),
    item(
        "You are in the stable loft. You search the hay for coins but find none. A ladder leads "
        "down, and a door to the north opens onto a gallery.",
        R("stable loft", "d n"),
    ),
    item(
        "Dry Fountain\nThe basin is cracked and dry. There is no coin here, whatever the "
        "legends say. Avenues run south and east.",
        R("Dry Fountain", "s e"),
    ),
    item(
        "You are in the cold store. No exit leads north; the walls there are solid ice. The "
        "door to the west is not locked; it isn't even shut.",
        R("cold store", "w"),
        notes="a door 'not locked, not even shut' is open.",
    ),
    item(
        "Portrait Hall\nA huge painting shows a miser weighing a gold coin. Beneath it a "
        "corridor runs east to west.",
        R("Portrait Hall", "e w"),
    ),
    item(
        "You are in the counting room. Through the wall you hear coins clinking in the next "
        "room. The only way out is the door to the south, which is closed.",
        R("counting room", "s", closed="s"),
    ),
    item(
        "Gutter Lane\nYour last coin rolled into the drain and is gone for good. The lane runs "
        "north and south.",
        R("Gutter Lane", "n s"),
    ),
    item(
        "You are on the east terrace. The sun is setting in the west, behind the hills. Steps "
        "lead north, down to the lawn. There is no way south.",
        R("east terrace", "n"),
        notes="'east terrace' is the room's name; the setting sun is no exit.",
    ),
    item(
        "Plaster Room\nA wall faces you to the south; the door that once stood there has been "
        "plastered over. A passage goes west.",
        R("Plaster Room", "w"),
    ),
    item(
        "You are at the cliff path. To the east the path ends at a sheer drop to the rocks "
        "below. The path winds on to the north and the west.",
        R("cliff path", "n w"),
    ),
    item(
        "Rock Chamber\nThere is no door to the west, only solid rock. A crack in the east wall "
        "is wide enough to squeeze through.",
        R("Rock Chamber", "e"),
    ),
    item(
        "You are in the pawnbroker's back room. An empty coin purse lies on the floor. The door "
        "north is ajar.",
        R("pawnbroker's back room", "n"),
        notes="an empty purse holds no coin.",
    ),
    item(
        "Glade\nNothing blocks the way west; the trees simply thin out. To the north a tangle of "
        "thorns makes passage impossible.",
        R("Glade", "w"),
    ),
    item(
        "You are in the ticket hall. A notice says NO COINS, TOKENS ONLY. A brass token lies on "
        "the floor. The platform is east.",
        R("ticket hall", "e"),
        notes="a token is not a coin.",
    ),
    item(
        "Vault Antechamber\nThe vault door to the north is not open, and it is not locked "
        "either. A corridor leads south.",
        R("Vault Antechamber", "n s", closed="n"),
        notes="'not open, not locked': closed.",
    ),
]
