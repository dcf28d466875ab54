"""mud, seventh round: the ordinary output of Diku, ROM, LP and Evennia drivers: "[Exits: north
east]", "Obvious exits: ...", "There are two obvious exits: ...", "A gold coin is lying here.",
"A small pile of coins", prompts, the drivers' common replies to a blocked move or a closed door,
other players and mobs in the room. What a person reads in each text is declared beside it; the
map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "The Temple Square\nThe great temple rises to the north. Merchants' stalls line the "
        "square.\n[Exits: north east south west]\nA gold coin is lying here.\n<20hp 100m 80mv>",
        R("the temple square", "n e s w", coin=True),
        notes="ROM exits in brackets; 'A gold coin is lying here.' is a coin",
    ),
    item(
        "Dusty Road\nA dusty road runs between fields of wheat.\nObvious exits: north, south"
        "\nA farmer is here, leaning on his hoe.",
        R("dusty road", "n s"),
        notes="LP 'Obvious exits:' list; the farmer is no coin",
    ),
    item(
        "Village Well\nAn old stone well with a rope and bucket.\nObvious exits are east and "
        "west.\nThere are 3 copper coins here.",
        R("village well", "e w", coin=True),
        notes="'Obvious exits are east and west.'; three copper coins here",
    ),
    item(
        (
            "Narrow Alley\nRefuse piles up against the walls.\n[Exits: north south]\n"
            "<25hp 90m 76mv>",
            R("narrow alley", "n s"),
        ),
        "east",
        ("You can't go that way!\n<25hp 90m 76mv>", K("refused")),
        notes="a driver's 'You can't go that way!' with the prompt refuses east",
    ),
    item(
        (
            "Guild Hall Entrance\nBanners hang above the doors.\n[Exits: north south]",
            R("guild hall entrance", "n s"),
        ),
        "south",
        ("The door is closed.\n<30hp 100m 90mv>", K("refused", "closed")),
        notes="a way the exit list gives turns out to be behind a closed door: 'The door is "
        "closed.' refuses the move and closes it (refused(south), closed)",
    ),
    item(
        "A Small Clearing\nSunlight falls through a gap in the trees.\n[Exits: west]\n"
        "Some gold coins are lying here.\nA rabbit hops about.",
        R("a small clearing", "w", coin=True),
        notes="gold coins lying here are a coin",
    ),
    item(
        "Market Street\nThe cobbled street is busy with traders.\n Obvious exits:\n"
        "  North - Town Gate\n  South - Fountain Square\n  East  - The Bakery\n"
        "A baker is here, selling bread for two coins a loaf.",
        R(
            "market street",
            "n s e",
            leads={"n": "town gate", "s": "fountain square", "e": "the bakery"},
        ),
        notes="exits with destinations one a line; a price in coins is no coin in the room",
    ),
    item(
        "Inside the Gatehouse\nA cramped room with arrow slits.\n[Exits: north south]\n"
        "Gossip: Thrain: anyone know where the gold coin quest is?\n<18hp 70m 60mv>",
        R("inside the gatehouse", "n s"),
        notes="a coin named in a gossip channel line is no coin in the room",
    ),
    item(
        "Cellar\nDamp stone walls and the smell of mould. A ladder leads up through a hatch.\n"
        "[Exits: up]",
        R("cellar", "u"),
        notes="the only exit is up (outside the vocabulary): no fact, no action",
    ),
    item(
        "Riverbank\nThe river flows swiftly past. You would need a boat to cross.\n"
        "[Exits: north west]\nA silver coin glints in the mud.",
        R("riverbank", "n w", coin=True),
        notes="the river is no exit; a silver coin in the mud is a coin",
    ),
    item(
        "Tavern Common Room\nA fire crackles in the hearth.\nExits: north, east, and south.\n"
        "Bartender Hob is here, polishing a mug.\nHob says, 'Rooms are five coins a night.'",
        R("tavern common room", "n e s"),
        notes="the bartender's price in coins is speech, no coin in the room",
    ),
    item(
        (
            "Forest Trail\nThe trail winds between ancient oaks.\n[Exits: north south]",
            R("forest trail", "n s"),
        ),
        "north",
        (
            "Forest Glade\nA ring of mushrooms grows here.\n[Exits: south east]\n"
            "A shiny coin is lying here.",
            R("forest glade", "s e", coin=True, leads={"s": "forest trail"}),
        ),
        notes="moved north: south leads back to the trail (visited, initial); a coin here",
    ),
    item(
        "The Armoury\nRacks of swords and shields.\n[Exits: west]\nA shopkeeper stands "
        "behind the counter.\nYou see a sign: 'All sales final. No refunds, not one coin.'",
        R("the armoury", "w"),
        notes="a coin named on a sign is no coin",
    ),
    item(
        (
            "Stone Bridge\nThe bridge arches over a dry gully.\n[Exits: east west]",
            R("stone bridge", "e w"),
        ),
        "north",
        (
            "There's no way north from here.\n\nStone Bridge\nThe bridge arches over a dry gully.\n"
            "[Exits: east west]\nA few coins lie scattered on the stones.",
            Both(K("refused"), R("stone bridge", "e w", coin=True)),
        ),
        notes="a refusal then the room again with coins now seen: refused(north), the coins "
        "are here",
    ),
    item(
        "Hall of Kings\nStatues of old kings line the walls.\nObvious exits: north, south, "
        "east, west, up",
        R("hall of kings", "n s e w u"),
        notes="five obvious exits, four of the vocabulary",
    ),
    item(
        (
            "Guard Post\nA bored guard leans on his spear. The door to the east is closed.\n"
            "[Exits: north east]\n"
            "<40hp 100m 100mv>",
            R("guard post", "n e", closed="e"),
        ),
        "open east",
        ("You open the door.\n<40hp 100m 100mv>", K("opened")),
        notes="the closed door east opened; both ways open",
    ),
    item(
        "Sewer Tunnel\nFoul water trickles past your boots.\n[Exits: east west]\n"
        "A corpse of a rat is lying here.\nA copper coin is lying here.",
        R("sewer tunnel", "e w", coin=True),
        notes="a copper coin lying here; the rat's corpse is no coin",
    ),
    item(
        (
            "Town Square\nA fountain splashes in the middle of the square.\n[Exits: north south]",
            R("town square", "n s"),
        ),
        "south",
        (
            "South Gate\nThe town's southern gate stands open.\n[Exits: north]\n",
            R("south gate", "n", leads={"n": "town square"}),
        ),
        "north",
        (
            "Town Square\nA fountain splashes in the middle of the square.\n[Exits: north "
            "south]\nA beggar shuffles in from the north.",
            R("town square", "n s"),
        ),
        notes="back in the first room: south visited; north unvisited, so go north; the "
        "first room has no initial way; 'South Gate' is a name",
    ),
    item(
        "Jeweller's Shop\nGlass cases full of rings and necklaces.\n[Exits: south]\n"
        "The jeweller says, 'Looking to buy? Everything costs coin here.'",
        R("jeweller's shop", "s"),
        notes="the jeweller's speech about coin is no coin in the room",
    ),
    item(
        (
            "Old Mine Entrance\nTimbers frame the dark opening.\n[Exits: north south]\n"
            "<33hp 81m 95mv>",
            R("old mine entrance", "n s"),
        ),
        "west",
        ("Sorry, there is no exit to the west.\n<33hp 81m 95mv>", K("refused")),
        notes="a driver's 'Sorry, there is no exit to the west.' after a move west: a refusal; "
        "the listed ways stay",
    ),
]
