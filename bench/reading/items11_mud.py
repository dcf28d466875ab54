"""mud, eleventh round: the plain middle of Diku, ROM, LP and Evennia rooms: "[Bakery]" with "A
copper coin lies here." and "Exits: north, west", ROM's "[Exits: north east south west]" with a
prompt, LP's "There are two obvious exits: north and south.", Evennia's "Exits: north, south"
with "You see:" and "Characters:", Diku's "Obvious exits:" with destinations one a line, "[Exits:
n s w]", "(closed)" and "(locked)" in an exit line, "A door leads east, it is shut." in the
description, "There are 5 gold coins here.", "A copper coin has been dropped here.", a
moneylender counting coins into his strongbox (no coin on the floor), a town crier and a
fishmonger; short walks with a prompt between rooms. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "[Bakery]\nOvens line the back wall, still warm from the morning's baking.\nA copper coin "
        "lies here.\nExits: north, west",
        R("bakery", "n w", coin=True),
        notes='the bracketed header names the room; "A copper coin lies here." is a coin; '
        '"Exits: north, west" two exits',
    ),
    item(
        "Market Square\nStalls crowd every corner of the square, selling fish, rope and cheap "
        "brass jewellery.\n[Exits: north east south west]\nA town crier is here, ringing his "
        "bell.\n\n<100hp 80m 90mv> ",
        R("market square", "n e s w"),
        notes="ROM's exit line gives four exits; the crier and the prompt are noise",
    ),
    item(
        "Barley Road\nA dusty road winds between fields of ripening barley. Larks sing high "
        "overhead.\nThere are two obvious exits: north and south.\nA gold coin.",
        R("barley road", "n s", coin=True),
        notes="LP's obvious exits; LP lists a thing on the ground by its short description: "
        '"A gold coin." is a coin lying here',
    ),
    item(
        "Town Gate\nThe town's wooden gate stands open to the road. A bored guard leans on his "
        "spear.\nExits: north, south\nCharacters: a bored guard\nYou see: a gold coin",
        R("town gate", "n s", coin=True),
        notes='Evennia\'s lines: "You see: a gold coin" is a coin in the room',
    ),
    item(
        "Temple Steps\nWide marble steps climb toward the temple's bronze doors.\n\nObvious "
        "exits:\nNorth - Temple of the Dawn\nSouth - Market Street",
        R("temple steps", "n s"),
        notes="Diku's exits with destinations, one a line: north and south",
    ),
    item(
        "Tannery Yard\nStinking vats of lye and bark line the yard.\nExits: north, east "
        "(closed)\nA tanner is here, scraping a hide.",
        R("tannery yard", "n e", closed="e"),
        notes='"east (closed)" in the exit line is a closed door east',
    ),
    item(
        "[Smithy]\nAn anvil stands beside a cold forge. A door leads east, it is shut.\nExits: "
        "east, south",
        R("smithy", "e s", closed="e"),
        notes="the exit line lists east; the description says its door is shut: closed",
    ),
    item(
        (
            "[Village Square]\nA stone well stands in the middle of the square.\n[Exits: north "
            "east]\n<40hp 12m 55mv> ",
            R("village square", "n e"),
        ),
        "n",
        (
            "[Chapel]\nA small whitewashed chapel with rows of plain benches.\n[Exits: south]\n"
            "A silver coin glints on the altar step.\n<40hp 12m 55mv> ",
            R("chapel", "s", coin=True),
        ),
        notes="moved north into the chapel: south leads back (visited, initial, all visited); a "
        "silver coin glinting on the altar step is a coin: take it",
    ),
    item(
        (
            "Dark Alley\nRefuse is piled against the walls of this narrow alley.\nObvious "
            "exits: east, west",
            R("dark alley", "e w"),
        ),
        "w",
        (
            "Rag Shop\nBolts of cheap cloth are stacked to the ceiling.\nObvious exits: east\n"
            "An old rag-seller sits here, dozing.",
            R("rag shop", "e"),
        ),
        notes="a dead end entered from the east: the only exit leads back (visited, initial, "
        "all visited): go east",
    ),
    item(
        "<54hp 20m 33mv> look\nFishmonger's Stall\nThe smell of old fish hangs over everything.\n"
        "[Exits: east south]\nA fishmonger is here, gutting a herring.\n<54hp 20m 33mv> ",
        R("fishmonger's stall", "e s"),
        notes="a prompt and the echoed look before the header; the stall's name is the room; "
        "two exits",
    ),
    item(
        "Counting House\nA moneylender sits behind a heavy desk, counting coins into an iron "
        "strongbox.\n[Exits: west]\nA moneylender is here, counting his coins.",
        R("counting house", "w"),
        notes="coins a moneylender counts into his strongbox are his, not lying in the room: no "
        "coin",
    ),
    item(
        "Treasure Room\nThe walls glitter with veins of quartz.\nThere are 5 gold coins here.\n"
        "[Exits: s]",
        R("treasure room", "s", coin=True),
        notes='"There are 5 gold coins here." is a coin; "[Exits: s]" one exit',
    ),
    item(
        "Hillside Path\nThe path climbs steeply among the gorse bushes.\nObvious exits: north, "
        "south, and up.\n",
        R("hillside path", "n s u"),
        notes="up is outside the vocabulary; north and south are exits",
    ),
    item(
        "Stable Yard\nMuddy straw covers the cobbles.\nExits: north, east\nCharacters: a stable "
        "boy\nYou see: a bucket, a pitchfork",
        R("stable yard", "n e"),
        notes="Evennia's lines; a bucket and a pitchfork, no coin",
    ),
    item(
        (
            "Harbour Road\nGulls wheel over the fishing boats.\n[Exits: n s w]\n<66hp 40m 70mv> ",
            R("harbour road", "n s w"),
        ),
        "s",
        (
            "Net Loft\nTorn fishing nets hang from the rafters.\n[Exits: n e]\nA copper coin "
            "has been dropped here.\n<66hp 40m 70mv> ",
            R("net loft", "n e", coin=True),
        ),
        notes="moved south: north leads back (visited, initial); a coin dropped here lies in "
        "the room",
    ),
    item(
        "Cellar Steps\nSlick stone steps lead down into the darkness.\nThe iron door to the "
        "north is locked.\n[Exits: north south down]",
        R("cellar steps", "n s d", locked="n"),
        notes="the description makes the north door locked; south is open; down is outside the "
        "vocabulary",
    ),
    item(
        (
            "[Crossroads]\nA weathered signpost leans at the meeting of four roads.\n[Exits: "
            "north east south west]",
            R("crossroads", "n e s w"),
        ),
        "e",
        (
            "[East Road]\nThe road runs straight between tall poplars.\n[Exits: east west]",
            R("east road", "e w"),
        ),
        "w",
        (
            "[Crossroads]\nA weathered signpost leans at the meeting of four roads.\n[Exits: "
            "north east south west]\nA peddler arrives from the south.",
            R("crossroads", "n e s w"),
        ),
        notes="back in the first room: east leads to the visited road; the crossroads has no "
        "initial; the other three roads are unvisited; a peddler arriving is noise",
    ),
    item(
        "Guild Hall\nBanners of the merchants' guild hang from the rafters.\nExits: north, "
        "south (locked), west\n",
        R("guild hall", "n s w", locked="s"),
        notes='"south (locked)" is a locked door: no open among the actions',
    ),
    item(
        (
            "Mill Pond\nDucks paddle among the reeds.\nExits: north, east\n",
            R("mill pond", "n e"),
        ),
        "west",
        ("Alas, you cannot go that way.", K("refused")),
        "north",
        (
            "Mill Race\nWater thunders under the wheel.\nExits: south\nYou see: 2 silver coins",
            R("mill race", "s", coin=True),
        ),
        notes="west was refused at the pond and left there; the race's only exit leads back "
        '(visited, initial, all visited); Evennia\'s "You see: 2 silver coins" is a coin',
    ),
    item(
        "Cobbler's Shop\nLasts and half-made boots cover every surface.\n[Exits: south]\nThe "
        "cobbler is here, hammering a heel.\n\nThe cobbler says, 'Three coppers to mend a sole, "
        "and not a penny less.'",
        R("cobbler's shop", "s"),
        notes="a price in a shopkeeper's speech is no coin in the room; one exit south",
    ),
]
