"""mud, sixth round: Discworld's "There are three obvious exits: ...", Aardwolf's @-colour codes
and "[ Exits: ... ]", a screen-reader layout ("Room: ... Exits: ... Items: ..."), other players'
says, emotes, channels and tells interleaved with the room, a coin another player drops, picks up
or talks about, a gate another player opens within the text, exits and doors on separate lines
("[Doors: east (closed)]"), "A small pile of gold coins", a look in a direction, and prompts of
new shapes. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

WHARF = (
    "Wharf\nTarred bollards and coiled rope. Gulls squabble over fish heads.\n"
    "Exits: north, east (closed)\n> ",
    R("wharf", "n e", closed="e"),
)

ITEMS = [
    item(
        "Broad Way\nStalls of the Sunday market are packed along the street here, and the "
        "smell of hot sausages hangs over everything.\nIt is a cold winter morning.\nThere "
        "are three obvious exits: north, east and west.\nA copper penny is lying on the "
        "cobbles.",
        R("broad way", "n e w", coin=True),
        notes="Discworld-like exit sentence and an object on the ground.",
    ),
    item(
        "@WThe Quiet Cloister@w\n@wMoss grows between the flagstones and a fountain "
        "whispers in the corner.@w\n\n@G[ Exits: north west ]@w\n@YA gold coin@w is here.",
        R("the quiet cloister", "n w", coin=True),
        notes="Aardwolf's @-colour codes left in the text; the room keeps its article (the "
        "scorer drops 'the ').",
    ),
    item(
        "Room: Cobbler's Yard.\nDescription: Lasts and leather offcuts litter the ground.\n"
        "Exits: north, west. 2 exits.\nItems: a silver coin, a broken last.\nPeople: none.",
        R("cobbler's yard", "n w", coin=True),
        notes="a screen-reader layout with labelled lines; the room name drops the full stop.",
    ),
    item(
        "[Market Square]\nCanvas awnings flap over the stalls.\nExits: north, east, south\n"
        "A copper coin lies here.\nBrannoc says, 'anyone seen the moneychanger? he went west "
        "with my purse'\n[ooc] Tilly: brb, dinner\nBrannoc grins.",
        R("market square", "n e s", coin=True),
        notes="chat and emotes interleaved: 'went west' in another player's say is no exit.",
    ),
    item(
        "[Fletcher's Row]\nArrows in bundles lean against every doorway.\n[Exits: east west]\n"
        "Kessa drops a silver coin.\nKessa waves goodbye and leaves east.",
        R("fletcher's row", "e w", coin=True),
        notes="a coin another player dropped lies in the room (she left without it).",
    ),
    item(
        "[Fletcher's Row]\nArrows in bundles lean against every doorway.\n[Exits: east west]\n"
        "A silver coin lies here.\nKessa gets a silver coin.\nKessa leaves west.",
        R("fletcher's row", "e w"),
        notes="another player took the coin and left with it: no coin here.",
    ),
    item(
        "[Wharf]\nTarred bollards and coiled rope. Gulls squabble over fish heads.\n"
        "Exits: north, east (closed)\nOld Mags opens the gate to the east.",
        R("wharf", "n e"),
        notes="a door opened by another character within the text: east is open.",
    ),
    item(
        *WHARF,
        notes="'east (closed)' in the exit line, a bare prompt after it.",
    ),
    item(
        WHARF,
        "look east",
        ("Through the bars of the gate you can see the harbour master's office.", K("none")),
        notes="a look in a direction keeps the room: the gate is still closed.",
    ),
    item(
        "Cutpurse Alley\nThe alley is narrow and smells of old ale.\n[Exits: north south]\n"
        "[Doors: west (closed)]\nA small pile of gold coins is lying here.",
        R("cutpurse alley", "n s w", closed="w", coin=True),
        notes="a door listed on its own line is an exit, closed; Diku's 'small pile of gold "
        "coins' is coins.",
    ),
    item(
        "Sheepfold\nHurdles pen in a dozen muddy sheep. You can leave north and west.\n"
        "Merra tells you, 'the coin's up in the west tower, go get it before the goblins "
        "do'\n<312hp 140m 98mv>",
        R("sheepfold", "n w"),
        notes="a coin in a tell about another place is no coin here; 'leave north and "
        "west' names two exits.",
    ),
    item(
        "The Millrace\nA sluice gate holds back the water. The path follows the race.\n"
        "The exits are north and south.\nA wet farthing glints on the sluice walkway.\n"
        "[HP:88/88 SP:40/40] ",
        R("the millrace", "n s", coin=True),
        notes="a farthing on the walkway lies in the room; a status prompt after the room.",
    ),
    item(
        "Guard Post\nA brazier burns beside a rack of spears.\nObvious exits:\n  north  - "
        "The Barbican\n  south  - Outer Bailey\n  east   - (too dark to tell)",
        R("guard post", "n s e", leads={"n": "the barbican", "s": "outer bailey"}),
        notes="an exit whose destination is too dark to tell is still an exit.",
    ),
    item(
        "Pilgrim's Rest\nStraw pallets line the walls of the hostel.\nExits: N S\n"
        "[Newbie] Rook: how do i get gold coins??\n[Newbie] Ayla: kill rats in the sewer, "
        "they drop coins",
        R("pilgrim's rest", "n s"),
        notes="coins talked about on a newbie channel are no coins here.",
    ),
    item(
        "Bone Pit [dark]\nYou can barely see the pit walls around you.\nExits: west\n"
        "Something shiny lies here.",
        R("bone pit", "w"),
        notes="'something shiny' is not read as a coin; '[dark]' is a flag, not part of the name.",
    ),
    item(
        "Tannery\nVats of stinking liquor.\nExits: north east south west\nA rat scurries "
        "north.\nA rat arrives from the east.",
        R("tannery", "n e s w"),
        notes="NPC comings and goings repeat exits that the exit line already gives.",
    ),
    item(
        "Temple of Small Gods\nIncense hangs in blue layers under the dome. An offering "
        "bowl before the idol holds three Ankh-Morpork pennies.\nThere are two obvious exits: "
        "south and west.",
        R("temple of small gods", "s w", coin=True),
        notes="pennies in an offering bowl whose contents are given lie in the room; "
        "Discworld-like two exits.",
    ),
    item(
        "Crossroads\nFour roads meet at a weathered milestone.\n|Exits: north, east, "
        "south, west|\nA signpost here reads: NORTH - Ironbridge, WEST - Coldharbour.",
        R("crossroads", "n e s w"),
        notes="exits between bars; a signpost repeats two of them.",
    ),
    item(
        "Herbalist\nBundles of dried herbs hang from every beam.\n[Exits: south]\nMother "
        "Grebe is here, counting coins into a tin.\nMother Grebe says, 'Two silver for the "
        "salve, dearie.'",
        R("herbalist", "s"),
        notes="coins an NPC counts into her tin and a price in silver are no coins lying here.",
    ),
    item(
        WHARF,
        "open east",
        ("You open the gate.", K("opened")),
        "e",
        (
            "Harbour Master's Office\nLedgers and tide tables cover the desk.\n"
            "Exits: west (open)\nA worn doubloon lies under the desk.\n> ",
            R("harbour master's office", "w", coin=True),
        ),
        notes="the gate opened, then walked through: 'west (open)' is the way back.",
    ),
]
