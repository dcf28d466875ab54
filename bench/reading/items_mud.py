"""mud: MUD / Diku / ROM / Evennia texts ("[Exits: n e]", "Obvious exits:", prompts, "lies
here")."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "[Town Square]\nThe bustling heart of the city. A fountain splashes in the middle of"
        " the square.\n[Exits: n e s w]\nA copper coin lies here.",
        R("town square", "n e s w", coin=True),
    ),
    item(
        "The Temple Of Midgaard\n   You are in the southern end of the temple hall. Huge"
        " marble pillars rise to the vaulted ceiling.\n\n[ Exits: n s d ]\nA cityguard stands"
        " here, watching you carefully.\n<20hp 100m 110mv>",
        R("the temple of midgaard", "n s down"),
    ),
    item(
        "Limbo\nWelcome to your new Evennia-based game! Visit https://www.evennia.com if you"
        " need help.\nExits: north, east",
        R("limbo", "n e"),
    ),
    item(
        "Dark Alley\nThe alley is narrow and smells of rotting fish.\nObvious exits:\nNorth -"
        " Market Street\nWest  - A dead end",
        R("dark alley", "n w", leads={"n": "market street"}),
    ),
    item(
        "The Guild Hall\nBanners of the guilds hang from the rafters.\nExits: north, south,"
        " east (closed door).\nA small pile of gold coins lies here.",
        R("the guild hall", "n s e", closed="e", coin=True),
    ),
    item(
        "[Forest Trail]\nTall pines crowd the trail on both sides.\n[ Exits: n s ]\nA squirrel"
        " chatters at you from a branch.",
        R("forest trail", "n s"),
    ),
    item(
        "Inside the West Gate\n   The great west gate of the city towers above you. The main"
        " road runs east into town.\n[Exits: east west]\nThe gate to the west is closed.\n"
        "<56hp 100m 92mv>",
        R("inside the west gate", "e w", closed="w"),
    ),
    item(
        "Wine Shop\nRows of barrels line the walls of this dim little shop.\nYou see exits"
        " leading south and east.\nOne gold coin lies on the floor.",
        R("wine shop", "s e", coin=True),
    ),
    item(
        "-- Crossroads --\nFour dusty roads meet here beneath a leaning signpost.\nExits: N, S,"
        " E, W",
        R("crossroads", "n s e w"),
    ),
    item(
        "Dockside\nGulls wheel over the harbour. Ships creak at their moorings to the south.\n"
        "[Exits: north east]\nA drunken sailor is sleeping here.\nA rusty anchor lies here.",
        R("dockside", "n e"),
    ),
    item(
        "(Armoury)\nWeapons of every kind hang on the walls.\nObvious exits: north, and west.\n"
        "3 silver coins are lying here.",
        R("armoury", "n w", coin=True),
    ),
    item(
        ("[Stable Yard]\nHay and dung underfoot.\n[Exits: n e]", R("stable yard", "n e")),
        "n",
        (
            "[Tack Room]\nSaddles and bridles hang in neat rows.\n[Exits: s]\nA gold coin lies"
            " here.",
            R("tack room", "s", coin=True),
        ),
    ),
    item(
        "Bakery\nThe smell of fresh bread fills the air.\nExits: [ south ] [ west ]",
        R("bakery", "s w"),
    ),
    item(
        "The Sewers\nFilthy water runs ankle-deep here.\n[Exits: e w u]\nA large rat is here,"
        " looking for food.\n<12hp 40m 60mv>",
        R("the sewers", "e w up"),
    ),
    item(
        "Hall of Records\nDusty ledgers fill the shelves from floor to ceiling.\n\nObvious"
        " exits:\n  north - Guild Courtyard\n  east  - (closed door)\n\nAn ancient doubloon"
        " lies here.",
        R("hall of records", "n e", closed="e", coin=True, leads={"n": "guild courtyard"}),
    ),
    item(
        "Meadow\nWildflowers sway in the breeze.\n[Exits: none]\n",
        R("meadow"),
        notes="a room without exits",
    ),
    item(
        "[ Cave Mouth ]\nCold air breathes out of the dark.\n[ Exits: w ]",
        R("cave mouth", "w"),
    ),
    item(
        "A Quiet Library\nRows of books stretch into the gloom.\n[Exits: north south east]\n"
        "A gold coin is lying on a reading table here.",
        R("a quiet library", "n s e", coin=True),
    ),
    item(
        "Barracks\nBunks line both walls.\nYou see exits leading north (closed) and west.\n",
        R("barracks", "n w", closed="n"),
    ),
    item(
        "Harbour Master's Office\nCharts and logbooks cover every surface.\n[Exits: s]\nA"
        " harbour master is here, stamping forms.\nA few coins lie scattered on the desk.",
        R("harbour master's office", "s", coin=True),
    ),
    item(
        ("[Village Green]\nA wide, grassy green.\n[Exits: n e s w]", R("village green", "n e s w")),
        "s",
        ("[Old Mill]\nThe waterwheel creaks slowly.\n[Exits: n]", R("old mill", "n")),
        "n",
        (
            "[Village Green]\nA wide, grassy green.\n[Exits: n e s w]\nA shepherd is here, leaning"
            " on his crook.",
            R("village green", "n e s w"),
        ),
    ),
    item(
        "Kitchen\nPots and pans hang above a huge iron range.\nExits: north, east, west\n"
        "A cook is here, chopping onions.\nA sovereign has been dropped here.",
        R("kitchen", "n e w", coin=True),
    ),
    item(
        "The Narrow Bridge\nThe bridge sways alarmingly over the gorge.\n[Exits: e w]\n"
        "<100hp 100m 100mv> ",
        R("the narrow bridge", "e w"),
    ),
    item(
        "Tower Stairs\nStone steps spiral up and down.\n[Exits: u d]\n\nAlso visible: a door to"
        " the north (open).",
        R("tower stairs", "up down n"),
    ),
    item(
        ("Smithy\nThe forge glows red.\n[Exits: s e]", R("smithy", "s e")),
        "w",
        ("Alas, you cannot go that way.", K("refused")),
    ),
    item(
        (
            "Courtyard\nA cobbled courtyard.\n[Exits: n s]\nThe door to the north is closed.",
            R("courtyard", "n s", closed="n"),
        ),
        "n",
        ("The door is closed.", K("refused", door="closed")),
        "open n",
        ("You open the door.", K("opened")),
    ),
    item(
        "Marketplace\nStalls crowd every inch of the square. Merchants shout their prices.\n"
        "[Exits: north east south west]\nA fat merchant is here, selling silks.\nA silk scarf"
        " lies here.\nTwo gold coins lie here.",
        R("marketplace", "n e s w", coin=True),
    ),
    item(
        "Graveyard\nCrooked headstones lean at odd angles.\nExits: south.\nA ghostly figure"
        " drifts between the graves.",
        R("graveyard", "s"),
    ),
    item(
        "Treasury\n[Exits: north]\nThe door to the north is locked.\nA locked chest sits in the"
        " corner.",
        R("treasury", "n", locked="n"),
        notes="the only exit is locked: nothing sensible to do",
    ),
    item(
        "Alchemist's Shop\nBubbling flasks and strange smells.\n[ Exits: e w n ]\nThe"
        " alchemist is here.\nA copper penny lies here.\n<77hp 120m 88mv>",
        R("alchemist's shop", "e w n", coin=True),
    ),
    item(
        ("Road\nA long straight road.\nExits: east, west", R("road", "e w")),
        "east",
        ("Ford\nThe road crosses a shallow stream here.\nExits: east, west", R("ford", "e w")),
        "east",
        (
            "Toll Gate\nA wooden gate bars the road east. It is closed.\nExits: east, west",
            R("toll gate", "e w", closed="e"),
        ),
    ),
    item(
        "Lookout Point\nYou can see for miles to the north and east from this rocky perch.\n"
        "[Exits: s]",
        R("lookout point", "s"),
    ),
    item(
        "Tavern\nThe tavern is warm and loud.\nObvious exits: n s e\nA bard is here, singing"
        " badly.\nA barmaid is here.",
        R("tavern", "n s e"),
    ),
    item(
        "Secret Chamber\nDust lies thick on every surface.\n\nObvious exits:\n"
        "down - Hidden Stair\nnorth - Treasure Alcove\n\nA pile of 12 gold coins lies here.",
        R("secret chamber", "down n", coin=True, leads={"n": "treasure alcove"}),
    ),
    item(
        "Moor\nA bleak, windswept moor.\nExits: north, northeast, south\n",
        R("moor", "n ne s"),
    ),
]
