"""negation, eighteenth round: absence and distractors in systems' default output. "There are no
obvious exits." (LPMud, Dialog) and "There are no exits." (ADRIFT), Scott Adams's "Obvious
exits: NONE." beside a COIN SLOT, Quest's room with no "You can go" line, TADS 3's "You see no
coin here." and Hugo's "You don't see that." after a take, Inform's inventory with coins carried,
a closed coin purse in an Inform list, a MUD shop's price list in gold, "Gold: 150" and
"Coins:  42" in prompts, CircleMUD's "[ Exits: None! ]", a LambdaMOO exit to the "Coin Room", an
Evennia player who picks up the coin, compass words in names ("North Pier", "East Window"), a
TADS 3 exit lister beside a window east, "There is no way to the west." (ADRIFT), an exit list
that names a way "(blocked by rubble)", a Twine link that leads nowhere ("The door south is only
painted on."). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Bottom of the Well.\n    Damp stone all round, and a circle of sky far above.\n    "
        "There are no obvious exits.\nA gold coin.",
        R("bottom of the well", "", coin=True),
        notes="LPMud manner: no exits at all, a gold coin lies here: take it (the only action)",
    ),
    item(
        "Strongroom\nSteel shelves, empty. The walls are lined with sheet iron.\nThere are no "
        "exits.",
        R("strongroom"),
        notes="ADRIFT manner: no exits and nothing here: no fact, no action",
    ),
    item(
        "I'm in a lift. Obvious exits: NONE.\nI can also see: COIN SLOT, BRASS BUTTON",
        R("lift"),
        notes="Scott Adams manner: a coin slot is no coin, no exits: no fact, no action",
    ),
    item(
        "You are in a boxroom.\nYou can see a coin purse (closed), a hat box and a cracked mirror.",
        R("boxroom"),
        notes="Quest manner with no 'You can go' line: no exits given; a closed coin purse "
        "(contents not given) is no coin: no fact, no action",
    ),
    item(
        (
            "Harness Room\nBridles on pegs. The stable is east.\n\nObvious exits lead east.",
            R("harness room", "e"),
        ),
        "take coin",
        ("You see no coin here.", K("none")),
        notes="TADS 3's reply to a take: there is no coin; go east",
    ),
    item(
        (
            "Laundry Yard\nLines strung between poles. The back door is north, and a gate leads "
            "west.",
            R("laundry yard", "n w"),
        ),
        "get penny",
        ("You don't see that.", K("none")),
        notes="Hugo's reply to a take: no penny here; go north or west",
    ),
    item(
        (
            "Gun Deck\nCannon in a row, lashed. The ladder goes up to the quarterdeck; a door "
            "aft, which on this ship is west, leads to the wardroom.",
            R("gun deck", "u w"),
        ),
        "i",
        ("You are carrying:\n  three gold coins\n  a tinderbox", K("none")),
        notes="Inform's inventory: the coins are carried, not in the room: no coin; west (aft, "
        "as the ship maps it): go west",
    ),
    item(
        "Ironmonger's\nPots and pails hang from the rafters.\n[Exits: south]\nThe ironmonger "
        "has the following for sale:\n[Lv Price Qty] Item\n[ 0    12  -- ] a tin lantern\n[ 0   "
        " 40  -- ] an iron skillet\nPrices are in gold coins.\n\n<90hp 100m 110mv> ",
        R("ironmonger's", "s"),
        notes="ROM shop list with prices in gold coins: no coin lies here; go south",
    ),
    item(
        "The Old Mint\nCoin presses rust in a row. Nothing has been struck here for a hundred "
        "years.\n[ Exits: e w ]\n\nGold: 150  Coins:  42 > ",
        R("the old mint", "e w"),
        notes="a mint's rusting coin presses and the prompt's purse figures are no coin here; "
        "go east or west",
    ),
    item(
        "[ 6011] A Sealed Crypt [ DARK NO_MOB ]\n   The crypt was sealed with mortar when the "
        "last of the family was laid here.\n[ Exits: None! ]\nA silver coin lies on the lid of "
        "the tomb.",
        R("a sealed crypt", coin=True),
        notes="CircleMUD: '[ Exits: None! ]' in a crypt sealed with mortar: no exit; a silver "
        "coin on the tomb: take it",
    ),
    item(
        "Coin Room Landing\nA narrow landing. Brass letters over the far door read COIN ROOM.\n"
        "Obvious exits: north to Coin Room, south to Stairhead",
        R("coin room landing", "n s", leads={"n": "coin room", "s": "stairhead"}),
        notes="a LambdaMOO-like exit to a room called Coin Room: the name holds no coin; go "
        "north or south",
    ),
    item(
        "Market Cross\nStalls ring the stone cross.\nExits: north, east and south\nYou see: a "
        "silver coin\nMaud picks up a silver coin.\nMaud leaves north.",
        R("market cross", "n e s"),
        notes="Evennia: another player picks up the silver coin and leaves with it: no coin "
        "now; go north, east or south",
    ),
    item(
        "North Pier\nThe pier ends here in a rail over the water. The only way is along the "
        "planks, south.\n\nObvious exits lead south.",
        R("north pier", "s"),
        notes="'North' names the pier; the water past the rail is no way: south only",
    ),
    item(
        "East Window Bay\nA deep window bay looks out east over the park. The gallery goes on "
        "to the north.\n\nObvious exits lead north.",
        R("east window bay", "n"),
        notes="TADS 3 exit lister: the window east is a view; 'East Window' names the bay: go "
        "north",
    ),
    item(
        "Sheepfold\nDry-stone walls, too high to climb. There is no way to the west; the "
        "gate is north.\nAlso here is a dead crow.",
        R("sheepfold", "n"),
        notes="ADRIFT: 'There is no way to the west' denies west; the gate north: go north",
    ),
    item(
        "Mine Adit\nExits: north (blocked by rubble), east\nYou notice : a pick handle",
        R("mine adit", "e"),
        notes="an exit list that names north as blocked by rubble (impassable: no exit); east: "
        "go east",
    ),
    item(
        "You are in the green room of the little theatre. The door south is only painted on "
        "the flat. A real door, to the east, stands open.\n\nGo east",
        R("green room", "e"),
        notes="a Twine page: a painted door south is no way; the real door east is open",
    ),
    item(
        "Counting House\nThe clerks have gone home. Ledgers record every shilling paid and "
        "every guinea owed.\nThere are no obvious exits save the door to the north.\nYou can "
        "see a money box (locked) here.",
        R("counting house", "n"),
        notes="sums in ledgers and a locked money box are no coin; 'no obvious exits save the "
        "door to the north': north",
    ),
    item(
        "Dairy\nCool slate shelves and a butter churn. There is no coin here, and no door but "
        "the one to the east.",
        R("dairy", "e"),
        notes="'no coin here, and no door but the one to the east': east only, no coin",
    ),
    item(
        "Wishing Well\nThe well is dry and its bucket gone. People used to throw pennies into "
        "it; there are none now.\nThere are two obvious exits: north and west.",
        R("wishing well", "n w"),
        notes="pennies that used to be thrown in, none now: no coin; go north or west",
    ),
]
