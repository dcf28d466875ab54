"""prose, eleventh round: plain prose in the second and third person (and once the first), the
exits spread over sentences or given in one ("You can go west."), doors said open, shut, locked
or "propped open with a brick", "a closed door at each end", a door whose state comes in the
next sentence by pronoun ("It is locked."), the coin said plainly ("Something shiny lies on the
floor: a coin.", "A coin lies in the gutter.", "a gold coin sits on the table"), an attic whose
only way is a hatch down, a locked library with no other way, short walks (a garden and its
kitchen, a cliff path to the headland, Mia's yard and barn, a lane and a cottage). What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "You are in the kitchen. A door leads out to the garden to the north, and the hall is "
        "to the west. Something shiny lies on the floor: a coin.",
        R("kitchen", "n w", coin=True),
        notes='"Something shiny lies on the floor: a coin." is a coin; "You are in the '
        'kitchen." names the room',
    ),
    item(
        "You are standing in the courtyard. An archway opens to the south, and a door in the "
        "east wall is shut.",
        R("courtyard", "s e", closed="e"),
        notes="an open archway south, a shut door east (open it)",
    ),
    item(
        "Anna is in the hallway. The front door is to the south, the stairs go up to the "
        "bedrooms, and a corridor runs east toward the kitchen.",
        R("hallway", "s u e"),
        notes="third person: Anna (the player) is in the hallway; stairs up are outside the "
        "vocabulary",
    ),
    item(
        "This is the storeroom. It is empty except for a broken chair. You can go west.",
        R("storeroom", "w"),
        notes='"You can go west." is the only exit',
    ),
    item(
        "You are in the library. There is only one door, to the north. It is locked.",
        R("library", "n", locked="n"),
        notes="the door's state comes in the next sentence by pronoun: locked; the only exit "
        "locked, so no action",
    ),
    item(
        "You are in the corridor. It runs from east to west, with a closed door at each end.",
        R("corridor", "e w", closed="e w"),
        notes="a corridor running east to west with a closed door at each end: two closed exits",
    ),
    item(
        (
            "You are in the garden. A gate leads north to the lane, and the kitchen door is to "
            "the east.",
            R("garden", "n e"),
        ),
        "go east",
        (
            "You are in the kitchen. It smells of woodsmoke. The garden door is to the west, "
            "and a passage leads north to the pantry. A penny lies on the table.",
            R("kitchen", "w n", coin=True),
        ),
        notes="walked east from the garden: west leads back (visited, initial); a penny on the "
        "table is a coin",
    ),
    item(
        (
            "You are on the cliff path. It runs west along the cliff top and east toward the "
            "village.",
            R("cliff path", "w e"),
        ),
        "walk west",
        (
            "You are on the headland. Far below, the sea crashes against the rocks; there is no "
            "way down. The only way off the headland is east, along the path.",
            R("headland", "e"),
        ),
        notes="the sea below with no way down is no exit; the one exit east leads back to the "
        "cliff path (visited, initial, all visited)",
    ),
    item(
        "The door to the north is open; the one to the south is shut. You are in the "
        "schoolroom, among rows of empty desks.",
        R("schoolroom", "n s", closed="s"),
        notes="two doors, the north open and the south shut; the room named in the second sentence",
    ),
    item(
        "You are in the barn. Hay is piled high against the walls. Big double doors lead out "
        "to the south, and they are wide open. There is a gold coin half buried in the straw.",
        R("barn", "s", coin=True),
        notes="the wide-open double doors south are an exit; a gold coin half buried in the "
        "straw is in the room",
    ),
    item(
        "I'm in the cellar. It's cold and damp. The stairs go up to the kitchen, and there's a "
        "low door to the east, but it's locked.",
        R("cellar", "u e", locked="e"),
        notes="first person; the only exit of the vocabulary is a locked door, the stairs go "
        "up: no action",
    ),
    item(
        "You are in the sitting room. There are doors to the north and east. The north door is "
        "closed.",
        R("sitting room", "n e", closed="n"),
        notes="two doors, the north closed, the east's state not given (an open exit)",
    ),
    item(
        "You are on the bridge. The river rushes below. The road continues north into the town "
        "and south toward the hills.",
        R("bridge", "n s"),
        notes="the river below is no exit; the road north and south",
    ),
    item(
        "You are in the attic. Light comes in through a small window in the east wall. The only "
        "way out is the hatch in the floor.",
        R("attic", "d"),
        notes="a window in the east wall is no exit; the hatch in the floor is a way down "
        "(outside the vocabulary): no action",
    ),
    item(
        "You are in the dining room. A long table runs down the middle of the room, and a gold "
        "coin sits on it next to a candlestick. Doors lead east and south.",
        R("dining room", "e s", coin=True),
        notes="a gold coin on the table is a coin; two doors of unknown state are open exits",
    ),
    item(
        (
            "Mia is in the yard. The barn lies to the north and the lane to the west.",
            R("yard", "n w"),
        ),
        "go north",
        (
            "Mia is in the barn. It is dark and smells of dust. The only way out is the door "
            "to the south.",
            R("barn", "s"),
        ),
        notes="third person: Mia walked north into the barn; its only door leads back south "
        "(visited, initial, all visited)",
    ),
    item(
        "You are in the greenhouse. Tomato plants grow in long rows. A door leads west; it's "
        "propped open with a brick.",
        R("greenhouse", "w"),
        notes="a door propped open is an open exit",
    ),
    item(
        "You are in the alley. It's a dead end; the only way out is north, onto the high "
        "street. A coin lies in the gutter.",
        R("alley", "n", coin=True),
        notes="a coin in the gutter is in the room; one exit north",
    ),
    item(
        "You are in the washhouse. There is a big stone sink and a mangle. The door to the yard "
        "is east, and it is standing open. The other door, to the north, is bolted from the "
        "other side.",
        R("washhouse", "e n", locked="n"),
        notes="bolted from the other side reads as locked; the yard door east stands open",
    ),
    item(
        (
            "You are in the lane. Tall hedges line both sides. The lane runs north and south, "
            "and a cottage gate opens to the east.",
            R("lane", "n s e"),
        ),
        "go east",
        (
            "You are in the front room. A fire has burned down to embers in the grate. The door "
            "to the lane is west, and the back door, to the east, is shut.",
            R("front room", "w e", closed="e"),
        ),
        notes="walked east from the lane: west leads back (visited, initial); the back door "
        "east is shut: open it",
    ),
]
