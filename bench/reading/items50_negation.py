"""negation, fiftieth round (emphasis: how rooms are named and how ways are listed): what a person
does not read as a room's name, an exit or a coin, beside what they do, in many systems' manners: a
Sovereign Room with a portrait of the sovereign and no coin, a bottle dungeon whose list says "[
Exits: none ]" (no action), a chapter heading ("CHAPTER THREE\nThe West Wind") over the room's own
heading, an exit list whose west is "blocked by fallen masonry", a room named in a sentence beside
another room named as elsewhere, a South Transept whose south is a window, a mint's coining room
with a coin die and no coins, a serving hatch too small to climb through, a studio's north light, a
table whose west row is a dash, a china pantry of Royal Crown Derby, a caretaker called Mr Penny, a
search that finds no coin, "There is no way west: the quay ends in the harbour.", an EXIT sign over
a bricked-up door, a pier's coin-operated telescope, a ticket hall's Northern Line and a shutter
locked for repairs, a prompt that counts "Gold: 0", a coal hole that is not the wine cellar, an east
wind at a loft whose only ways are up and a locked door (no action). What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Sovereign Room\nThe hotel's best function room: gilt chairs stacked ten high, a "
            "parquet floor and three chandeliers in dust sheets. The double doors to the foyer, "
            "south, are open. A service door, east, is closed.\n\nYou can see a portrait of the "
            "sovereign here.",
            R("sovereign room", "s e", closed="e", leads={"s": "foyer"}),
        ),
        notes="'Sovereign' names the room and the portrait is of a monarch: no coin; the foyer "
        "doors south open, the service door east closed",
    ),
    item(
        (
            "Bottle Dungeon\n   A round pit of stone, narrow at the top like the neck of a "
            "bottle. The only opening is the hatch in the roof, twenty feet up and out of "
            "reach.\n[ Exits: none ]\n",
            R("bottle dungeon", ""),
        ),
        notes="'[ Exits: none ]' and a hatch out of reach: no exit, no coin: no action",
    ),
    item(
        (
            "CHAPTER THREE\nThe West Wind\n\nSlipway Shed\nA lifeboat sits on its carriage at "
            "the head of the slipway, ready to run. The shed doors, south, are open onto the "
            "slip. The crew room is north, up two steps.",
            R("slipway shed", "s n", leads={"n": "crew room"}),
        ),
        notes="the chapter heading 'The West Wind' is no room and no exit; the room is the "
        "slipway shed (its own heading); south and north open",
    ),
    item(
        (
            "Ruined Nave\nThe roof fell in long ago, and grass grows between the graves set in "
            "the floor.\nExits: north, east. (West: blocked by fallen masonry.)\n> ",
            R("ruined nave", "n e"),
        ),
        notes="the exit list gives north and east; west is named only as blocked by fallen "
        "masonry: no exit",
    ),
    item(
        (
            "You left the lantern in the scullery, and there it will have to stay. You are in "
            "the larder now: hams hang from hooks, and a crock of eggs in isinglass stands on "
            "the slate. The larder door, west, is open. There is no other way out.",
            R("larder", "w"),
        ),
        notes="the scullery is named as elsewhere; 'You are in the larder now' names the room; "
        "the only way west",
    ),
    item(
        (
            "South Transept\nMonuments to drowned sailors crowd the walls. The crossing is north. "
            "There is no door in the south wall, only the great window of the Last Judgement.",
            R("south transept", "n", leads={"n": "crossing"}),
        ),
        notes="a compass word in the name ('south transept') and a window south: no exit south; "
        "the only way north",
    ),
    item(
        (
            "COINING ROOM\nThe presses in this room struck sovereigns until 1975. One of the "
            "dies is displayed in a glass case; the coins it made are long gone. EXIT east to "
            "the gift shop. The vault door, north, is locked: staff only.",
            R("coining room", "e n", locked="n", leads={"e": "gift shop"}),
        ),
        notes="a mint's coining room (a coin word in what it did, not a coin): a die in a glass "
        "case, no coins; east open, the vault door north locked",
    ),
    item(
        (
            "Dining Hall\nLong tables, benches, the smell of cabbage. Through the serving hatch in "
            "the east wall you can see the kitchen, but the hatch is far too small to climb "
            "through. The door to the cloakroom, south, is open.",
            R("dining hall", "s", leads={"s": "cloakroom"}),
        ),
        notes="the kitchen seen through a serving hatch is no exit; the only way south",
    ),
    item(
        (
            "Painting Studio\nThe north light falls on the easels from a great window in the "
            "roof, and canvases lean face to the wall. The only door is to the south, and it "
            "stands ajar.",
            R("painting studio", "s"),
        ),
        notes="'the north light' and a roof window are no exit north; the ajar door south is "
        "the only way",
    ),
    item(
        (
            "PUMP ROOM\n| way   | what                  |\n| north | boiler house, open    |\n| "
            "east  | valve pit door, shut  |\n| south | none: the river       |\n| west  | "
            "—                     |\nYour move?",
            R("pump room", "n e", closed="e", leads={"n": "boiler house"}),
        ),
        notes="a table of ways: north open, the valve pit door east shut (open it); south 'none: "
        "the river' and the dash west are no ways",
    ),
    item(
        (
            "China Pantry\nShelves of Royal Crown Derby, a Worcester dinner service for forty and "
            "the everyday blue and white. No money is kept here; the butler keeps the plate "
            "book. The servants' passage is west.\n\nYou can see a stepladder here.",
            R("china pantry", "w", leads={"w": "servants' passage"}),
        ),
        notes="'Crown' in a china maker's name and 'No money is kept here': no coin; the only "
        "way west",
    ),
    item(
        (
            "School Hall\n  Wall bars, a climbing rope and a stage with its curtains drawn. Mr "
            "Penny, the caretaker, is here, mopping the floor around you.\n  [Exits: north "
            "south]\n",
            R("school hall", "n s"),
        ),
        notes="Mr Penny is the caretaker, no coin; north and south open",
    ),
    item(
        (
            "Hayloft Stair Foot\n  A dim corner of the barn where the cats sleep. Straw lies "
            "thick on the floor.\n  [Exits: east west]\n",
            R("hayloft stair foot", "e w"),
        ),
        "search straw",
        ("You search the straw and find no coin, only a cat, who objects.", K("none")),
        notes="the search finds no coin (the reply names no room; the hayloft stair foot is "
        "kept): east and west open",
    ),
    item(
        (
            "Quay End\nBollards, a coil of hawser, and the smell of diesel. There is no way west: "
            "the quay ends in the harbour.\nExits: north, east\n",
            R("quay end", "n e"),
        ),
        notes="'There is no way west' (the harbour): no exit west; north and east",
    ),
    item(
        (
            "Concourse\nA green sign on the east wall says EXIT, with an arrow pointing east, "
            "but the door under it was bricked up when the station closed. The booking hall is "
            "north, through an open arch.",
            R("concourse", "n", leads={"n": "booking hall"}),
        ),
        notes="an EXIT sign over a bricked-up door is no exit; the only way north",
    ),
    item(
        (
            "Pier Head\nA coin-operated telescope stands at the rail, looking out to sea; its "
            "slot is empty and its cover is down. The pier runs north to the promenade. On "
            "every other side there is only the sea.",
            R("pier head", "n", leads={"n": "promenade"}),
        ),
        notes="a coin-operated telescope with an empty slot: no coin; the sea is no way; north",
    ),
    item(
        (
            "You are in the ticket hall. Signs point to the Northern Line, down the escalators. "
            "The street exit is east. The west exit is closed for repairs, its shutters down "
            "and locked.",
            R("ticket hall", "e w d", locked="w"),
        ),
        notes="'the Northern Line' is no exit; the street exit east open, the west exit's "
        "shutters locked, the escalators down outside the vocabulary",
    ),
    item(
        (
            "Smithy\n  The forge is cold, and the anvil rings when you kick it by accident.\n"
            "[HP 40/40] [Gold: 0] [Exits: n s]\n",
            R("smithy", "n s"),
        ),
        notes="a prompt that counts the player's gold ('Gold: 0') is no coin in the room; it "
        "also lists the exits, north and south",
    ),
    item(
        (
            "You expected the wine cellar, but this is the coal hole: black dust, a shovel and a "
            "chute from the pavement above. The passage to the cellar steps is north.",
            R("coal hole", "n"),
        ),
        notes="the room is the coal hole, not the wine cellar it was taken for; the chute is no "
        "way; the only way north",
    ),
    item(
        (
            "Apple Loft\nRacks of apples laid out so that none touches another. An east wind "
            "rattles the slates. A ladder goes up to the pigeon loft, and the door to the west, "
            "onto the outside stair, is locked.",
            R("apple loft", "u w", locked="w"),
        ),
        notes="'an east wind' is no exit; the only ways are the ladder up (outside the "
        "vocabulary) and a locked door west: no action",
    ),
]
