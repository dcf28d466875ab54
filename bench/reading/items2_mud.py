"""mud, second round: Diku/ROM/Circle, Evennia and LP-ish output: prompts, exit lines in many
shapes (with destinations, door states, compact letters), "... lies here." item lines."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "<100hp 50m 80mv>\n[Cobbler's Workshop]\nLasts and scraps of leather litter the floor.\n"
        "[Exits: north east]\nA small gold coin glitters here.",
        R("cobbler's workshop", "n e", coin=True),
        notes="the prompt comes before the room",
    ),
    item(
        "Fishmongers' Row\n   Stalls reeking of brine crowd both sides of this narrow lane, and"
        " gulls squabble over scraps.\n\nObvious exits:\nnorth - The Market Square\neast  - Harbour"
        " Road\nwest  - A dim alley",
        R(
            "fishmongers' row",
            "n e w",
            leads={"n": "the market square", "e": "harbour road", "w": "a dim alley"},
        ),
    ),
    item(
        "The Guard Post\nA brazier smoulders in the corner and a rack of spears leans by the"
        " wall.\n"
        "Exits: north (closed), east",
        R("the guard post", "n e", closed="n"),
    ),
    item(
        "Long Hall\nA draughty hall hung with faded tapestries.\nExits: north, south and west\nYou"
        " see: a wooden bench and a copper coin",
        R("long hall", "n s w", coin=True),
        notes="Evennia's default room look",
    ),
    item(
        "[Ruined Shrine]\nThe roof has fallen in and moss carpets the altar.\n[Exits: n s]\n"
        "(Glowing) A golden sovereign lies in the dust.",
        R("ruined shrine", "n s", coin=True),
    ),
    item(
        "Courtyard of the Keep\nCobbles slick with rain. Guards pace the walls above.\nObvious"
        " exits:"
        " n, e\n<42hp 10m>",
        R("courtyard of the keep", "n e"),
    ),
    item(
        (
            "[Lamplighter's Lane]\nA crooked lane lit by sputtering lamps.\n[Exits: n w]",
            R("lamplighter's lane", "n w"),
        ),
        "s",
        ("You can't go that way!\n<55hp 20m>", K("refused")),
    ),
    item(
        (
            "[Locksmith]\nTiny drawers cover every wall, each holding keys.\n[Exits: e w]",
            R("locksmith", "e w"),
        ),
        "w",
        ("The door is closed.", K("refused", "closed")),
        "open west",
        ("You unlatch the door and swing it open.", K("opened")),
        notes="a door first seen in the refusal, then opened",
    ),
    item(
        "Graveyard Gate\nLeaning headstones crowd a weedy path.\nExits:\n  north - The Chapel"
        " (closed)\n  south - Graveyard Path",
        R("graveyard gate", "n s", closed="n", leads={"n": "the chapel", "s": "graveyard path"}),
    ),
    item(
        "[Counting Room]\nAn abacus and a stool are the only furniture.\n[Exits: s]\nA pile of 23"
        " gold coins lies here.",
        R("counting room", "s", coin=True),
    ),
    item(
        "[Caravanserai]\nCamels groan in the courtyard beyond the arches.\n[Exits: n e s]\nA fat"
        " merchant is here, counting his coins.",
        R("caravanserai", "n e s"),
        notes="the coins are in the merchant's hands, not lying in the room: no coin to take",
    ),
    item(
        "[Oubliette]\nSlick walls rise out of reach on every side.\n[Exits: none]\nA rusty key"
        " lies here.",
        R("oubliette", ""),
    ),
    item(
        ("Stable\nStraw and the warm smell of horses.\nExits: north, east", R("stable", "n e")),
        "north",
        (
            "Paddock\nA muddy enclosure fenced with split rails.\nExits: south and west",
            R("paddock", "s w"),
        ),
    ),
    item(
        "Goblin Warren\nThe stench here is overpowering.\n[Exits: e w]\nThe corpse of a goblin is"
        " lying here.\nA few copper coins lie scattered on the floor.",
        R("goblin warren", "e w", coin=True),
    ),
    item(
        "Treasury Door\nA squat chamber before the royal treasury.\nExits: north (locked), west",
        R("treasury door", "n w", locked="n"),
    ),
    item(
        "Moor Path\nHeather and gorse stretch away to the horizon.\n<120hp 88ma 200mv Exits:NSW>",
        R("moor path", "n s w"),
        notes="the exits are in the prompt, as compact letters",
    ),
    item(
        ("[Town Gate]\nTall oak gates stand open.\n[Exits: n s]", R("town gate", "n s")),
        "n",
        ("[Main Street]\nThe town's busiest street.\n[Exits: n e s]", R("main street", "n e s")),
        "e",
        (
            "[Baker's]\nThe smell of warm bread fills the shop.\n[Exits: w]\nA gold coin lies on"
            " the counter.",
            R("baker's", "w", coin=True),
        ),
    ),
    item(
        "[Tavern Cellar]\nBarrels line the damp walls.\n[Exits: up e]\nThrain gossips, 'Found a"
        " pile of coins up north, easy pickings!'",
        R("tavern cellar", "up e"),
        notes="a channel message mentions coins and north: neither is here",
    ),
    item(
        "Quayside\nMooring ropes creak against the bollards.\nObvious exits: north - Dock, west -"
        " Customs House\nA gleaming doubloon has been dropped here.",
        R("quayside", "n w", coin=True, leads={"n": "dock", "w": "customs house"}),
    ),
    item(
        "--[ Herbalist ]--\nBundles of drying herbs hang from the beams.\n  Exits: [ north ] ["
        " south"
        " ] [ east ]\nAn old woman is here, grinding roots.",
        R("herbalist", "n s e"),
    ),
    item(
        "[Watchtower Top]\nThe wind howls across the parapet.\n[Exits: d]\nAn ancient silver coin"
        " lies here.",
        R("watchtower top", "down", coin=True),
        notes="the only exit is down: the coin is here all the same",
    ),
    item(
        "Hall of Mirrors\nYour reflection stares back from a hundred angles.\nExits: north (open),"
        " east (closed), west",
        R("hall of mirrors", "n e w", closed="e"),
    ),
    item(
        "<77hp 30m 60mv> \n\nSewer Junction\nFilthy water swirls around your ankles.\n[Exits: n e s"
        " w]\nTwo rats are here, fighting over a crust.\n<77hp 30m 60mv>",
        R("sewer junction", "n e s w"),
    ),
]
