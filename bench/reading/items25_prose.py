"""prose, twenty-fifth round: rooms in plain prose and in registers no earlier round used: a
smart speaker's voice ("What would you like to do?"), a sat-nav ("You have arrived at: ...",
"There is no route east"), closed captions ("[DOOR CREAKS]"), machine-translated English ("Exit
are to north direction"), Yorkshire dialect ("Tha's in t' barn"), a walkie-talkie ("Over."), an
audiobook's chapter, a tenancy agreement's legalese, a Markdown card, a Lua table, an INI file, a
teletext page with its coloured buttons, a reading primer ("See the coin!"), a cowboy's drawl, an
Australian shearer's "Righto"; third person past, first person present and second person; short
walks through a saffron picking shed and a bulb field gate. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def picking_shed() -> tuple:
    return (
        "You're in the picking shed. Women sit along both sides of a long table, pulling the "
        "red threads from the crocus flowers with their fingernails. A door to the east leads "
        "into the toasting room, and the field is north.",
        R("picking shed", "e n", leads={"e": "toasting room"}),
    )


def bulb_lane() -> tuple:
    return (
        "You're standing in the bulb lane. Dykes full of still brown water run along both sides "
        "of it. A gate to the north is shut; the lane itself runs on to the east.",
        R("bulb lane", "n e", closed="n"),
    )


ITEMS = [
    item(
        "You are in the drying shed. Sponges are heaped on slatted racks to dry, and the light "
        "comes in grey through the gaps between the boards. A door in the north wall stands "
        "open, and the wharf is to the south. A small silver coin lies on the slats under the "
        "nearest rack.",
        R("drying shed", "n s", coin=True),
        notes="second person: a coin on the slats is a coin lying here: take it",
    ),
    item(
        "Okay. You're in the mushroom house. It's dark and warm in here, and it smells like a "
        "forest floor after rain. There are two doors, one to the north and one to the east. The "
        "east door is closed. You can go north, or open the east door. What would you like to "
        "do?",
        R("mushroom house", "n e", closed="e"),
        notes="a smart speaker's voice: two doors, the east one closed: go north or open east",
    ),
    item(
        "You have arrived at: Distillery Yard. Continue north to reach the still house, or turn "
        "west for the car park. There is no route east or south.",
        R("distillery yard", "n w", leads={"n": "still house", "w": "car park"}),
        notes="a sat-nav's voice: 'You have arrived at' names the room; north and west are "
        "exits, east and south are said to have no route",
    ),
    item(
        "[WIND HOWLING]\n"
        "NARRATOR: You are in the fur store.\n"
        "[DOOR CREAKS]\n"
        "NARRATOR: The door to the south swings open on its own, and snow drifts in across the "
        "boards. A coin glints on the table. There is no other door.\n"
        "[OWL HOOTS]",
        R("fur store", "s", coin=True),
        notes="closed captions: the door south opens within the text (open); a coin on the "
        "table: take it",
    ),
    item(
        "You are located in salt room. It is of the bathhouse. Exit are to north direction and "
        "to west direction. The door of west is closed. One coin of silver is lying on floor, "
        "please to take.",
        R("salt room", "n w", closed="w", coin=True),
        notes="machine-translated English: the room is the salt room; exits north and west, "
        "the west door closed; a silver coin on the floor: take it",
    ),
    item(
        "Tha's in t' barn now. Door to t' north's shut, an' t' yard's out west. There's a penny "
        "in t' straw, just there by thi boot.",
        R("barn", "n w", closed="n", coin=True),
        notes="Yorkshire dialect: 't' barn' is the barn; the north door shut, the yard west; a "
        "penny in the straw: take it",
    ),
    item(
        "[crackle] Copy that, you're in the boiler house. Door north of you is open, that takes "
        "you out to the yard. East door's locked till the engineer gets back. Over. [crackle]",
        R("boiler house", "n e", locked="e", leads={"n": "yard"}),
        notes="a walkie-talkie voice telling the player where they are: north open, east "
        "locked: go north",
    ),
    item(
        "Ines stepped into the tasting room. Barrels of red vinegar lay on their sides along the "
        "walls, each with a little glass tap. There were two doors, one to the south and one to "
        "the west, and both stood open. On the windowsill lay a five-peseta coin, forgotten by "
        "some visitor.",
        R("tasting room", "s w", coin=True),
        notes="third person past: 'Ines stepped into the tasting room' names it; a five-peseta "
        "coin on the sill lies here",
    ),
    item(
        "Chapter Four: In Which the Eggs Are Counted.\n\n"
        "You stand in the incubation room. Trays of salmon eggs glow orange under the dim red "
        "lamps, and water trickles everywhere. A door leads east into the tank hall; another, to "
        "the north, is marked STAFF ONLY and is locked.",
        R("incubation room", "e n", locked="n", leads={"e": "tank hall"}),
        notes="an audiobook's chapter title names no place; 'You stand in the incubation room' "
        "names the room; north locked: go east",
    ),
    item(
        'The Tenant (being you) is at present in the Kitchen (hereinafter "the Room"). The Room '
        "has one (1) door, situated in the north wall, which is locked, and one (1) archway, "
        "situated in the west wall. No coins, monies or other valuables are present in the "
        "Room.",
        R("kitchen", "n w", locked="n"),
        notes="legalese: the kitchen; a locked door north and an archway west; 'No coins' is no "
        "coin: go west",
    ),
    item(
        "## Pressing Shed\n\n"
        "- **Exits:** north, east\n"
        "- **Doors:** east (closed)\n"
        "- **Items:** olive sacks, a sieve\n",
        R("pressing shed", "n e", closed="e"),
        notes="a Markdown card: the heading names the room; the east door closed, no coin among "
        "the items: go north or open east",
    ),
    item(
        'room = { name = "Cold Store", exits = { north = "open", west = "locked" }, '
        'items = { "crate", "coin" } }',
        R("cold store", "n w", locked="w", coin=True),
        notes="a Lua table printed by a user's game: north open, west locked, a coin among the "
        "items: take it",
    ),
    item(
        "P152  ADVENTURE  152  Sat 09 Nov  19:04/31\n"
        "   MALT FLOOR\n"
        "   Barley lies spread ankle-deep across the floor to sprout. The kiln is east; the "
        "lane door is north.\n"
        "   Exits: NORTH  EAST\n"
        " RED north  GREEN east  YELLOW look",
        R("malt floor", "n e"),
        notes="a teletext game page: the page header names no room, 'MALT FLOOR' does; exits "
        "north and east (the coloured buttons repeat them); no coin",
    ),
    item(
        "Tuesday. I'm in the ticket hut, waiting for the rain to stop so the kite festival can "
        "start. The hut's door faces east and stands open. There's a hatch at the back, west, "
        "but it's bolted from outside.",
        R("ticket hut", "e w", locked="w"),
        notes="the player's own diary, first person present: the ticket hut; the hatch west is "
        "bolted from outside (locked): go east",
    ),
    item(
        picking_shed(),
        "go east",
        (
            "You're in the toasting room. A charcoal brazier glows under a sieve of drying "
            "saffron, and the air is sweet and close. The only door is the one to the west. A "
            "20-cent coin lies by the brazier.",
            R("toasting room", "w", coin=True, leads={"w": "picking shed"}),
        ),
        "take coin",
        ("You pick up the 20-cent coin. It's still warm from the brazier.", K("took")),
        notes="a walk east and the coin taken: the toasting room's only door west is the way "
        "in, visited: go west",
    ),
    item(
        bulb_lane(),
        "open north",
        ("You open the gate. It swings back on its chain and stays there.", K("opened")),
        "go north",
        (
            "You're in the bulb field. Tulips run away from you in stripes of red and yellow as "
            "far as the windmill. The gate to the south stands open; there is no other way out "
            "of the field.",
            R("bulb field", "s"),
        ),
        notes="a gate opened and walked through: the field's only way is south, the way in, "
        "visited: go south",
    ),
    item(
        "See the room. It is the pantry. See the door. The door is to the north. The door is "
        "shut. See the coin! The coin is on the shelf.",
        R("pantry", "n", closed="n", coin=True),
        notes="a reading primer: the pantry; the door north is shut (closed); the coin on the "
        "shelf: take it",
    ),
    item(
        "Well now, you're standin' in the bunkhouse. Door's yonder to the east, propped open "
        "with a boot, an' there ain't no other way out 'less you count the chimney.",
        R("bunkhouse", "e"),
        notes="a cowboy's drawl: the only way out is the door east, propped open; the chimney "
        "is no way",
    ),
    item(
        "Righto, you're in the shearing shed. Wool bales stacked to the roof. The pens are out "
        "east through the gate, which is open, and the door to the north's shut. The tally "
        "for the day's chalked on the board by the door.",
        R("shearing shed", "e n", closed="n"),
        notes="an Australian voice: the pens east through an open gate, the north door shut: "
        "go east or open north",
    ),
    item(
        "[location]\nname = Spar Store\nexits = north, east\nlocked = east\nitems =\n",
        R("spar store", "n e", locked="e"),
        notes="an INI file printed by a user's game: exits north and east, east locked, no "
        "items: go north",
    ),
]
