"""mud, seventeenth round: MUD rooms in modern and science-fiction settings (a space station's
docking ring and hydroponics deck, a subway's ticket hall and tunnel, a zoo's gate plaza, a
hospital's A&E waiting room, a ski lodge's bar, a film studio's backlot, a rainforest base's
canopy platform, a desert camp's well, an office block's car park and rooftop, a school
corridor, a modern flat's hallway) with exit lines the earlier rounds did not print ("-- Exits:
north, east --", "<exits: N W>", "Ways out: north, south (airlock, closed)", "Exit(s): west",
"[ Directions: N E S ]", "Exits: north (door:closed) west", "You can go: east, west, down.",
"Exits: |north| |east|"), prompts ("[HP 84/84 | O2 97% | Credits 120]", "<Stamina 56/60>"),
who-is-here lines, channel chatter about coins elsewhere, a vendor's prices in credits; coins
as "A quarter lies here, heads up.", "2 euro coins", "A small stack of copper coins", "A gold
coin glints between the rails"; a refusal and the room in one text; walks there and back. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Docking Ring, Berth 3\nThe curved corridor is lined with airlock hatches, all but one "
        "dark. A maintenance drone whirs past.\n-- Exits: north, east --\n"
        "[HP 84/84 | O2 97% | Credits 120]",
        R("docking ring, berth 3", "n e"),
        notes="a sci-fi MUD: an exit line between dashes; 'Credits 120' in the prompt is no "
        "coin in the room",
    ),
    item(
        "Hydroponics Deck\nTomato vines climb plastic trellises under grow lamps.\n"
        "Ways out: north, south (airlock, closed)\nA gardener droid is here, pruning.",
        R("hydroponics deck", "n s", closed="s"),
        notes="'south (airlock, closed)' is a closed door south; north open",
    ),
    item(
        "Ticket Hall\nThe machines blink OUT OF ORDER in turn. A busker is playing here.\n"
        "<exits: N W>\nA quarter lies here, heads up.\n<Stamina 56/60>",
        R("ticket hall", "n w", coin=True),
        notes="a subway in a MUD: abbreviations in angle brackets; a quarter lying here is a "
        "coin to take",
    ),
    item(
        "Disused Tunnel\nOld track runs into the dark. Water drips from the vaulting.\n"
        "Exit(s): west\nA gold coin glints between the rails.",
        R("disused tunnel", "w", coin=True),
        notes="'Exit(s): west' is one exit; a gold coin between the rails (in this room) is a coin",
    ),
    item(
        "Zoo Gate Plaza\nFamilies queue at the kiosk. A map board shows the zoo: Africa to the "
        "north, the aquarium to the east.\n[ Directions: N S ]\nA zookeeper is here, handing "
        "out leaflets.\n[Gossip] Tam: someone found a gold coin in the monkey house lol",
        R("zoo gate plaza", "n s"),
        notes="the map board names places that are no exits here (east is not in the "
        "directions line); the gossip about a coin in the monkey house is no coin here",
    ),
    item(
        "A&E Waiting Room\nRows of plastic chairs, a vending machine and a screen that says "
        "CURRENT WAIT: 4 HOURS.\nExits: north (door:closed) west\nA triage nurse is here.\n"
        "An old man is here, asleep.",
        R("a&e waiting room", "n w", closed="n"),
        notes="'north (door:closed)' is a closed door; west open; the vending machine holds no "
        "coin one can see: open north or go west",
    ),
    item(
        "The Schuss Bar\nLogs crackle in a round fireplace. Skiers in socks lounge on "
        "sheepskins.\nYou can go: east, west, down.\nA barman is here, polishing a glass.\n"
        "The barman says, 'Hot chocolate's four euros, gluhwein five.'",
        R("the schuss bar", "e w d"),
        notes="a ski lodge: 'down' is outside the vocabulary; prices in euros are no coin here",
    ),
    item(
        "Backlot Main Street\nFalse fronts of a cowboy town: a bank, a saloon, a jail, all "
        "of them propped up by scaffolding behind.\nExits: |north| |east|\nA stunt double is "
        "here, stretching.",
        R("backlot main street", "n e"),
        notes="a film studio: false fronts are no ways; exits between bars: north and east",
    ),
    item(
        "Canopy Platform\nThirty metres up, a platform ringed by a rope rail. Howler monkeys "
        "call somewhere.\nObvious exits: east, down\nThere are 2 euro coins here.",
        R("canopy platform", "e d", coin=True),
        notes="a rainforest base: 'down' outside the vocabulary; '2 euro coins here' are coins",
    ),
    item(
        "Camp Well\nA concrete wellhead with a hand pump, and a trough the camels drink from. "
        "The tents are north and west; the desert goes on forever to the south and east.\n"
        "[Exits: north west]\n<1200/1200hp 410/410ma>",
        R("camp well", "n w"),
        notes="'the desert goes on forever to the south and east' is scenery, not in the exit "
        "line: north and west only",
    ),
    item(
        "Multi-Storey Car Park, Level 2\nConcrete pillars, oil stains, and the smell of "
        "exhaust.\nExits: north, south, up, down\nA parking ticket is here.\nA small stack of "
        "copper coins is here.",
        R("multi-storey car park, level 2", "n s u d", coin=True),
        notes="a parking ticket is no coin; 'A small stack of copper coins' is coins to take",
    ),
    item(
        "First-Floor Corridor\nPaintings from Year 3 are pinned along the walls.\n"
        "Exits: north east south\nThe caretaker is here, mopping.\n[OOC] Bex: anyone got spare "
        "coins for the shop?",
        R("first-floor corridor", "n e s"),
        notes="a school corridor: an OOC line about coins is no coin here",
    ),
    item(
        "Hallway of Flat 12\nCoats on hooks, shoes in a heap. The front door is north and it is "
        "locked; the living room is west and the bathroom is east.\n"
        "[Exits: north east west]",
        R("hallway of flat 12", "n e w", locked="n"),
        notes="a modern flat: the prose says the north door is locked, the exit line lists it: "
        "a locked exit; go east or west",
    ),
    item(
        "Office Rooftop\nAir-conditioning units hum. A smoker's bench faces the view of the "
        "city.\nExits: west\nA security guard is here, smoking.\nThe security guard flips a "
        "coin, catches it, and pockets it.",
        R("office rooftop", "w"),
        notes="a coin flipped and pocketed by a guard is no coin to take",
    ),
    item(
        (
            "Cargo Bay\nShipping containers are stacked three high and strapped down.\n"
            "[Exits: north west]\n[HP 84/84 | O2 95% | Credits 120]",
            R("cargo bay", "n w"),
        ),
        "east",
        (
            "Bulkhead. You can't go that way.\n\nCargo Bay\nShipping containers are stacked "
            "three high and strapped down.\n[Exits: north west]\n[HP 84/84 | O2 94% | Credits "
            "120]",
            Both(K("refused"), R("cargo bay", "n w")),
        ),
        notes="a refusal of a way the exit line never gave, with the room again in one text: "
        "refused east",
    ),
    item(
        (
            "Tram Stop\nA shelter with a cracked screen of times.\nExits: east, south\n",
            R("tram stop", "e s"),
        ),
        "e",
        (
            "Bus Station\nBays 1 to 12 in a row; most of them are empty.\nExits: west, north\n"
            "There are 3 copper coins here.",
            R("bus station", "w n", coin=True),
        ),
        "get coins",
        ("You get 3 copper coins.", K("took")),
        notes="the coins picked up; west leads to the tram stop (visited, the way back), north "
        "is new",
    ),
    item(
        (
            "Monkey House\nThe smell hits you first. Spider monkeys swing across their cage.\n"
            "Exits: south, west (door:closed)",
            R("monkey house", "s w", closed="w"),
        ),
        "s",
        (
            "Zoo Cafe\nPlastic trays and a chiller of fizzy drinks.\nExits: north, east\nA "
            "toddler is here, crying about a lolly.",
            R("zoo cafe", "n e"),
        ),
        "n",
        (
            "Monkey House\nThe smell hits you first. Spider monkeys swing across their cage.\n"
            "Exits: south, west (door:closed)\nA spider monkey hoots at you.",
            R("monkey house", "s w", closed="w"),
        ),
        notes="there and back: south leads to the cafe (visited); west a closed door, not yet "
        "tried: open it",
    ),
    item(
        "Server Farm\nRow upon row of blinking cabinets. It is very cold.\n"
        "Exits: none\nA one-euro coin is here.\n>",
        R("server farm", "", coin=True),
        notes="'Exits: none' (a room with no way out) with a one-euro coin: take it",
    ),
    item(
        "Vending Corner\nA drinks machine and a snack machine stand side by side. Both have a "
        "slot marked COINS ONLY.\nObvious exits: north, south\nA vendor droid is here.\nThe "
        "vendor droid says, 'Coffee, two credits. Noodles, five.'",
        R("vending corner", "n s"),
        notes="coin slots and prices in credits are no coin here",
    ),
    item(
        (
            "Staffroom Corridor\nA noticeboard of rotas and lost mugs.\nExits: east, west\n"
            "<Stamina 60/60>",
            R("staffroom corridor", "e w"),
        ),
        "south",
        (
            "There's a wall there, and a fire extinguisher.\n<Stamina 60/60>",
            K("refused"),
        ),
        notes="a refusal of a way the exit line never gave: refused south; east and west open",
    ),
]
