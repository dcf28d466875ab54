"""prose, tenth round: plain prose in many voices (second person, first person, a diary, third
person present and past, a story page with choices, a recap before a chapter), exits spread over
sentences: before the room's description ("Two ways lead out of the laundry"), mid-sentence, in
a subordinate clause ("whose only door, in the east wall, ..."), as "you could go out by",
with destinations, by landmarks with a compass point; doors "half open", "locked", "bricked up
since the war", "locked and won't budge", "bolted top and bottom", "chained and padlocked",
"shut", "closed", a staff door; coins under a doormat, wedged between floorboards, scattered
from a slashed purse, under a pair of dividers, a five-franc piece on a washing machine, a
ten-pence piece by a bin; money words that are no coins (banknotes counted by a clerk, fares on
a poster, a silver dollar rolled across a man's knuckles); a sea in the west, rocks with no way
round, a hay door over a drop, stairs down. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

GREENHOUSE = "A door at the west end leads into the potting shed, and the garden path runs south."

ITEMS = [
    item(
        "Two ways lead out of the laundry where you stand: north to the drying green, and east "
        "into the kitchen passage. Steam hangs under the ceiling, the mangle drips, and a "
        "basket of wet sheets waits by the sink.",
        R("laundry", "n e"),
        notes="the exits come before the description; the room is named within that sentence",
    ),
    item(
        "You're in the cartographer's workshop, a clutter of paper. Maps of coasts nobody has ever "
        "sailed hang drying on lines strung from the beams, and at the far end a door to the "
        "south stands half open. A second door, east, is locked; through the gap beside it you "
        "can see the bolt shot home.",
        R("cartographer's workshop", "s e", locked="e"),
        notes="half open: open; the east door is locked",
    ),
    item(
        "Day 12. The boathouse again. The big lake doors are chained and padlocked, so the side "
        "door to the west is the only way in or out. There's a sixpence wedged between two "
        "floorboards by the slipway. I haven't prised it out yet.",
        R("boathouse", "w", coin=True),
        notes="a diary; the lake doors are given no compass direction; a sixpence wedged in "
        "the floor, not yet taken, is a coin in the room",
    ),
    item(
        "Ada stood in the bakery and looked at the mess. Flour lay over everything like snow, "
        "and the ovens were cold. The yard door to the west banged in the wind; the shop lay "
        "south, through a bead curtain.",
        R("bakery", "w s"),
        notes="third person past; a bead curtain is no door; the yard door west is open "
        "(it bangs in the wind)",
    ),
    item(
        "Engine Room\n\nThe turbines are silent. Somewhere a pipe drips, slow as a clock.\n\n"
        "What do you do?\n\n* North, through the bulkhead hatch (it is open)\n* East, along the "
        "catwalk\n* Search the tool lockers",
        R("engine room", "n e"),
        notes="a story page's choices give the exits; searching the lockers is no way",
    ),
    item(
        "Cottage kitchen.\n\nOn the table: a loaf, a knife, three onions, and a bent tin mug "
        "with a single penny in it. Beyond the table the back door, north, is bolted top and "
        "bottom; the passage to the front room runs west.",
        R("cottage kitchen", "n w", closed="n", coin=True),
        notes="bolted top and bottom from this side: closed (the player can draw the bolts); a "
        "penny in an open mug on the table is a coin",
    ),
    item(
        "You stand in the chapel, which has three doors. The west door, the great one, has "
        "been bricked up since the war. The vestry door, north, stands ajar. The little door "
        "in the south wall is locked and won't budge however hard you shove it.",
        R("chapel", "n s", locked="s"),
        notes="bricked up: no way west; ajar: open; locked and won't budge: locked",
    ),
    item(
        "The ticket office. Behind the glass a clerk is counting banknotes into a tin. A poster "
        "on the wall: FARES HAVE GONE UP - CHILDREN HALF PRICE. The platform is east, through "
        "the barrier; the station forecourt is west.",
        R("ticket office", "e w"),
        notes="banknotes in a clerk's hands and fares on a poster are no coin",
    ),
    item(
        "The porch you are standing in is hardly bigger than a cupboard: a boot scraper, a "
        "bench, a doormat worn to the string. The edge of a coin pokes out from under the "
        "doormat. The front door, north, is shut, and the garden path leads away south between "
        "the lavender.",
        R("porch", "n s", closed="n", coin=True),
        notes="a coin under the doormat is in the room; the front door is shut",
    ),
    item(
        "You are in Tallow Lane, an alley so narrow that the eaves nearly touch overhead. It "
        "runs north to the quay and south to the shambles. Someone's purse has been slashed and "
        "dropped here, and pennies are scattered across the cobbles.",
        R("tallow lane", "n s", coin=True),
        notes="pennies scattered from a slashed purse lie in the lane: coins",
    ),
    item(
        "Gull Cove\nYou stand on the shingle. Westward the shingle runs on under the cliffs to "
        "the next cove; to the east the sea breaks white against the point, and there is no way "
        "round. Inland, to the north, a path climbs the cliff to the coastguard cottages.",
        R("gull cove", "w n"),
        notes="east is sea against the point with no way round: no exit; the cliff path is "
        "given as north",
    ),
    item(
        "The Observation Deck. Rain streaks the great curved window. Stairs lead down to the "
        "ballroom; the corridor to the cabins runs aft, which on this ship is south; and "
        "forward, to the north, the door to the bridge is locked.",
        R("observation deck", "down s n", locked="n"),
        notes="aft given as south by the text; the bridge door north is locked; stairs down are "
        "no fact; the window is no way",
    ),
    item(
        "You are on the sea wall. The sun is going down in the west, over the estuary, and a "
        "cold wind comes off the water. The wall runs north towards the harbour, and at its "
        "south end a flight of steps leads down to the beach.",
        R("sea wall", "n s"),
        notes="the sun in the west over water is no way; steps down at the south end give "
        "south (the eighth round's call)",
    ),
    item(
        "You are in the card room at Lowry's. The old man at the corner table is rolling a "
        "silver dollar across his knuckles and not looking at you. The bar is through the "
        "swing door to the east; the alley door, north, is shut with a plank dropped across it "
        "on this side.",
        R("card room", "e n", closed="n"),
        notes="a silver dollar in a man's hand is not in the room; a plank across the door on "
        "this side makes it closed, not locked",
    ),
    item(
        "You are in the chart house, whose only door, in the east wall, somebody has left wide "
        "open to the weather. Charts lie in drifts across the floor. A pair of brass dividers "
        "pins one of them to the table, and under the dividers, as if to keep the place, is a "
        "silver shilling.",
        R("chart house", "e", coin=True),
        notes="the only door is in a subordinate clause; a shilling under the dividers on the "
        "table is a coin",
    ),
    item(
        "There's not much to the scout hut: a stage at one end, stacked chairs, a tea urn. You "
        "could go out by the main door to the south, or through the little kitchen to the west. "
        "The fire door at the back, north, is chained and padlocked.",
        R("scout hut", "s w n", locked="n"),
        notes="'you could go out by' south and west; a chained and padlocked door is locked",
    ),
    item(
        "Previously: you got out of the cellar, and Tom gave you the lantern.\n\nThe stable loft. "
        "Hay to your knees and a smell of dust. A ladder goes down to the stalls. The hay door "
        "in the east gable stands open on a long drop to the yard, and a plank bridge crosses "
        "north to the granary loft.",
        R("stable loft", "down n"),
        notes="the recap is noise; the hay door opens on a drop (no way east); the plank "
        "bridge north is an exit; the ladder down is no fact",
    ),
    item(
        "The laundrette is empty except for you and the hum of a dryer. Somebody has left a "
        "five-franc piece on top of washer number three. The street door is west; a door marked "
        "STAFF, north, is closed.",
        R("laundrette", "w n", closed="n", coin=True),
        notes="a five-franc piece on a washer is a coin; the staff door is closed",
    ),
    item(
        (
            "I'm in the hallway. Stairs go up, the front door is south, and the kitchen is east.",
            R("hallway", "up s e", leads={"e": "kitchen"}),
        ),
        "east",
        (
            "I'm in the kitchen now. There's no other door, only the one west into the hallway. "
            "A ten-pence piece is lying on the floor by the bin.",
            R("kitchen", "w", coin=True, leads={"w": "hallway"}),
        ),
        notes="first person; a ten-pence piece on the floor is a coin",
    ),
    item(
        (
            f"Jonah is in the greenhouse. Tomato vines, the green smell of them. {GREENHOUSE}",
            R("greenhouse", "w s", leads={"w": "potting shed"}),
        ),
        "go west",
        (
            "Jonah is in the potting shed. Clay pots, twine, a rusty trowel. The only door is "
            "east, into the greenhouse.",
            R("potting shed", "e", leads={"e": "greenhouse"}),
        ),
        "go east",
        (
            f"Jonah is in the greenhouse. Tomato vines, the green smell of them. {GREENHOUSE} "
            "Rain has begun to patter on the glass.",
            R("greenhouse", "w s", leads={"w": "potting shed"}),
        ),
        notes="third person present; back in the first room, west is visited and south is not",
    ),
]
