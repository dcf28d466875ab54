"""mud, fourth round: MUD/Diku/Evennia rooms with abbreviated, numbered, bulleted and prose-like
exit lists, prompts, NPCs handling coins, stacked items, a refusal followed by the room in one
text. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author (bench.reading.author4 for the refusal-then-room text)."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "The Drowned Bell Inn\nSmoke-blackened beams sag over a room of empty tables.\n"
        "Exits: N, E, SW\nA copper coin lies here.\n<42hp 18mv>",
        R("The Drowned Bell Inn", "n e sw", coin=True),
        notes="abbreviated exits; SW is outside the vocabulary",
    ),
    item(
        "Harbour Office\nCharts and tide tables paper the walls.\nExits:\n  1. north - "
        "Quayside\n  2. west - Customs Shed\n  3. up - Loft\nA clerk is here, stamping forms.",
        R("Harbour Office", "n w u", leads={"n": "Quayside", "w": "Customs Shed"}),
        notes="a numbered exit list with destinations",
    ),
    item(
        "Alchemist's Lane\nPuddles shimmer with strange colours under the lamps.\nYou may "
        "leave:\n * east\n * south\n * down (through a sewer grate)",
        R("Alchemist's Lane", "e s d"),
        notes="a bulleted exit list",
    ),
    item(
        "Barracks\nRows of cots, most of them unmade.\nObvious exits:\nNorth - a stout oak "
        "door (shut)\nEast  - The Armory\nWest  - an iron gate (locked)",
        R("Barracks", "n e w", closed="n", locked="w", leads={"e": "The Armory"}),
    ),
    item(
        "[ Forest Path ]\nTrees crowd close on both sides of the path.\n[ exits: north south "
        "northeast ]\nA pile of gold coins lies here, glittering.",
        R("Forest Path", "n s ne", coin=True),
    ),
    item(
        "Watchtower Roof\nThe wind tugs at your cloak. Far below, the town's lamps are coming "
        "on.\n\n[HP 88/100] [MV 54/60] [Exits: D]",
        R("Watchtower Roof", "d"),
        notes="only down: no exit of the vocabulary, no action",
    ),
    item(
        "Moneylender's Booth\nA cramped booth behind an iron grille.\nGrinda the moneylender "
        "sits here, counting a stack of coins into a strongbox.\n[Exits: s]",
        R("Moneylender's Booth", "s"),
        notes="coins in an NPC's hands, going into her strongbox, are not coins lying here",
    ),
    item(
        "[OOC] Berk: anyone seen the coin on the docks?\nTemple Steps\nWide marble steps climb "
        "toward the temple doors.\nObvious exits: north (closed), east, west\nA tarnished "
        "doubloon lies on the bottom step.",
        R("Temple Steps", "n e w", closed="n", coin=True),
        notes="chatter about a coin elsewhere before the room; the doubloon here is a coin",
    ),
    item(
        ("[Stable]\nStraw, and the warm smell of horses.\n[Exits: n w]", R("Stable", "n w")),
        "e",
        (
            "Alas, you cannot go that way.\n\n[Stable]\nStraw, and the warm smell of horses.\n"
            "[Exits: n w]",
            Both(K("refused"), R("Stable", "n w")),
        ),
        notes="a refusal followed by the room's description in the same text",
    ),
    item(
        "Smithy\nThe forge is cold but the anvil is still warm.\nExits: north(door: open), "
        "east, south(gate: locked)",
        R("Smithy", "n e s", locked="s"),
    ),
    item(
        "Sealed Crypt\nStale air and the smell of old stone. There is no obvious way out.\n"
        "Exits: none\nA silver coin lies in the dust.",
        R("Sealed Crypt", "", coin=True),
        notes="no exit, but a coin to take",
    ),
    item(
        "Treasure Nook\nA niche hollowed into the rock.\n[Exits: e]\n( 3) A gold coin is lying "
        "here.\nA broken sword is lying here.",
        R("Treasure Nook", "e", coin=True),
        notes="stacked items '( 3)': three coins",
    ),
    item(
        "Moor Road\nA rutted road across the open moor. A cold wind blows in from the west.\n"
        "[Exits: n s]",
        R("Moor Road", "n s"),
        notes="a wind from the west is no exit",
    ),
    item(
        "Sewer Junction\nWater gurgles through channels in the floor. You see exits leading "
        "north, east and down.",
        R("Sewer Junction", "n e d"),
    ),
    item(
        (
            "Counting Room\nA long table scarred by years of tallying.\n[Exits: n s]",
            R("Counting Room", "n s"),
        ),
        "i",
        ("You are carrying:\n  a torch\n  12 gold coins\n  a waterskin", K("none")),
        notes="coins in the player's inventory are not in the room",
    ),
    item(
        "Narrow Gully\nThe rock walls nearly touch overhead.\nObvious exits: north, south, west, "
        "and a narrow crack leading northeast.",
        R("Narrow Gully", "n s w ne"),
    ),
    item(
        "Chandler's Shop\nCandles of every size hang from the rafters.\n[ Exits: north (door) "
        "east ]\nThe chandler is here, dipping wicks.",
        R("Chandler's Shop", "n e"),
        notes="a door whose state is not given is an open exit",
    ),
    item(
        (
            "Guild Hall\nBanners of the trade guilds hang limply.\n[Exits: n s]",
            R("Guild Hall", "n s"),
        ),
        "n",
        (
            "Guild Library\nDusty tomes are chained to the lecterns.\n[Exits: s]\nA platinum "
            "coin lies here.",
            R("Guild Library", "s", coin=True),
        ),
    ),
    item(
        "Market Square\nStalls crowd every inch of the cobbles.\n[Exits: n e s w]\nA ragged "
        "urchin darts in, snatches up the copper coin lying here, and flees west.",
        R("Market Square", "n e s w"),
        notes="a coin snatched away by an NPC is no longer in the room",
    ),
    item(
        "<120hp 60m 90mv> \nRopewalk\nA long shed where the rope is spun. It runs east to "
        "west.\nExits: E W\n<120hp 60m 90mv>",
        R("Ropewalk", "e w"),
        notes="prompts before and after; 'runs east to west' agrees with the exit line",
    ),
]
