"""prose, fifteenth round: plain prose in the registers testers write their own games in: second
person present ("You're standing in the coach house."), a diary ("Tuesday. I'm writing this in
the dairy."), third person past ("Ruth stepped into the bakehouse.") and present ("Dev is in the
garage."), a hard-boiled office, a walkthrough's note ("You are now in the map room."), a chat
("ok so you're in the kitchen"), Gothic (a ruined chapel by moonlight), an American mudroom with
a quarter, British telegraphic ("Scullery. Sink, mangle, copper."), a game master ("Right,
you're in the wine cellar now."), second person past, one long sentence, a tester's summary
card. Doors stand open, shut, bolted from the other side, locked "for later"; windows painted
shut, a cupboard door, a taped-shut tin; coins on the floor, a blotter, a table, a bench, a
draining board, a teacher's desk, in the grass, between the planks of a jetty (then pocketed);
walks in and back. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

HALLWAY = (
    "You're in the hallway. A coat stand, a telephone table, a runner worn to the threads. "
    "Doors open north into the kitchen, east into the sitting room and west into the bathroom. "
    "The front door, south, is locked.",
    R(
        "hallway",
        "n e w s",
        locked="s",
        leads={"n": "kitchen", "e": "sitting room", "w": "bathroom"},
    ),
)

ITEMS = [
    item(
        "You're standing in the coach house. A dusty trap rests on its shafts, and harness hangs "
        "on the wall. Big double doors open south onto the yard, and a narrow door in the east "
        "wall leads to the tack room; it is shut. On the floor by the trap's wheel lies a gold "
        "coin.",
        R("coach house", "s e", closed="e", coin=True),
        notes="second person present: the double doors south open, the narrow east door shut "
        "(closed); a gold coin on the floor: take coin",
    ),
    item(
        "Tuesday. I'm writing this in the dairy, on the edge of the butter churn. There's a door "
        "out to the north, and one to the west that somebody has bolted from the other side. No "
        "sign of the coin.",
        R("dairy", "n w", locked="w"),
        notes="a diary in the player's own voice names `dairy`; 'bolted from the other side': "
        "locked; 'No sign of the coin': none here; go north",
    ),
    item(
        "Ruth stepped into the bakehouse. The ovens were cold. There was a door to the yard on "
        "the north side, standing open, and another into the shop on the east side. On the lid "
        "of the flour bin lay a silver shilling.",
        R("bakehouse", "n e", coin=True),
        notes="third person past names `bakehouse`; two doors (north open, east not said: "
        "open); a shilling on the flour bin: take coin",
    ),
    item(
        "You're in the office, the kind you rent by the week. One window, painted shut, looks "
        "west over the alley. One door, north, with your name on the glass backwards. A dime "
        "lies on the blotter, which is about what the job pays.",
        R("office", "n", coin=True),
        notes="hard-boiled second person: `office`; a window painted shut west is no exit; a "
        "dime on the blotter is a coin: take coin",
    ),
    item(
        "You are now in the map room. Exits: the corridor to the south, and a door to the east "
        "(locked - you need the brass key for that one later). Ignore the globe for now.",
        R("map room", "s e", locked="e"),
        notes="a walkthrough's note: the east door is locked; the corridor south is open: go south",
    ),
    item(
        "ok so you're in the kitchen. door north is open, back door east is shut. theres a coin "
        "on the table",
        R("kitchen", "n e", closed="e", coin=True),
        notes="a tester's chat telling the player where they are: `kitchen`; north open, east "
        "shut (closed); a coin on the table: take coin",
    ),
    item(
        "You stand in the chapel of the ruined abbey. Moonlight falls through the empty tracery "
        "of the east window. The west door hangs from one hinge, open to the night, and a low "
        "arch on the north side leads to the cloister. There is no other way.",
        R("chapel", "w n"),
        notes="Gothic register: `chapel`; the east window is no exit; the west door hanging "
        "open and the north arch are: go west or north",
    ),
    item(
        "You're in the mudroom. Hooks, a bench, a boot tray. The back door (west) is closed; "
        "the kitchen is through the archway to the north. There's a quarter on the bench.",
        R("mudroom", "w n", closed="w", coin=True),
        notes="American: a quarter (the 25-cent coin) on the bench; the back door west closed: "
        "take coin",
    ),
    item(
        "Scullery. Sink, mangle, copper. Door to yard E, open. Kitchen W.",
        R("scullery", "e w"),
        notes="British telegraphic: 'copper' in a scullery is the wash boiler, no coin (the "
        "earlier rounds' call); exits east and west: go east or west",
    ),
    item(
        "Dev is in the garage. The up-and-over door at the front, to the south, is down and "
        "locked; the side door, east, is open. On the workbench sit a jar of screws and a "
        "coffee tin with its lid taped shut.",
        R("garage", "s e", locked="s"),
        notes="third person present names `garage`; the front door down and locked, the side "
        "door east open; a taped-shut tin shows no coin: go east",
    ),
    item(
        "Right, you're in the wine cellar now. Racks of bottles everywhere. A stair goes up to "
        "the kitchen, and there's a little door in the north wall. It's shut. No coin that you "
        "can see.",
        R("wine cellar", "u n", closed="n"),
        notes="a game master's telling: `wine cellar`; the stair up is outside the vocabulary; "
        "the north door shut (closed); no coin: open north",
    ),
    item(
        "You are in the box room. Trunks and suitcases are stacked to the ceiling. The little "
        "window in the west wall is shut, and so is the door of the linen cupboard. The only way "
        "out is the door to the south.",
        R("box room", "s"),
        notes="a shut window and a linen cupboard's door are no exits; the only way out is "
        "south: go south",
    ),
    item(
        "You were in the stillroom. Bunches of lavender hung drying from the beams. The door to "
        "the garden, west, was open; the kitchen lay through an arch to the east.",
        R("stillroom", "w e"),
        notes="second person past: `stillroom`; west open, east through an arch: go west or east",
    ),
    item(
        "Afternoon light lies across the ink-stained desks of the schoolroom where you stand, "
        "and through the open door to the south you can hear the playground, empty now; the "
        "cloakroom door to the west is shut, and on the teacher's desk, beside a jar of chalk, "
        "lies a silver threepence somebody forgot.",
        R("schoolroom", "s w", closed="w", coin=True),
        notes="one long sentence: `schoolroom`; south open, west shut; a silver threepence on "
        "the desk is a coin: take coin",
    ),
    item(
        "Room: Pump House. Exits: north (door open), east. Items: bucket, pump handle. No coin.",
        R("pump house", "n e"),
        notes="a tester's summary card: `pump house`, exits north (open) and east, no coin",
    ),
    # ---- walks ----
    item(
        (
            "You are in the lane. Hedges rise high on either side. The lane runs north and "
            "south, and a gate on the east side opens into a field.",
            R("lane", "n s e", leads={"e": "field"}),
        ),
        "east",
        (
            "You are in the field. Thistles and a curious cow. The gate in the west hedge is the "
            "only way out. In the grass by the gatepost lies a sixpence.",
            R("field", "w", coin=True),
        ),
        notes="into the field from the lane; a sixpence in the grass is a coin: take coin",
    ),
    item(
        HALLWAY,
        "e",
        (
            "You're in the sitting room. A sagging sofa faces a dead television. The only door "
            "is west, back to the hallway.",
            R("sitting room", "w", leads={"w": "hallway"}),
        ),
        "w",
        HALLWAY,
        "n",
        (
            "You're in the kitchen. Dirty plates are stacked in the sink. The hallway is south. "
            "There's a two-pound coin on the draining board.",
            R("kitchen", "s", coin=True, leads={"s": "hallway"}),
        ),
        notes="there and back through the hallway into the kitchen ('back to the hallway' after "
        "a move in: the history agrees); a two-pound coin on the draining board: take coin",
    ),
    item(
        (
            "You're on the jetty. Planks, gulls and a coil of rope. A silver coin lies wedged "
            "between two planks. The path goes north to the boathouse; everywhere else is "
            "water.",
            R("jetty", "n", coin=True),
        ),
        "take coin",
        ("You prise the coin out from between the planks and pocket it.", K("took")),
        notes="the coin just pocketed is gone; water all round is no exit: go north",
    ),
    item(
        (
            "You're in the churchyard. Yew trees and leaning stones. The lych gate is south, "
            "and a path leads east round the church.",
            R("churchyard", "s e"),
        ),
        "east",
        (
            "You're in the glebe field. Sheep crop the grass between molehills. The path back "
            "to the churchyard is west; a stile crosses the hedge to the north.",
            R("glebe field", "w n", leads={"w": "churchyard"}),
        ),
        notes="'the path back to the churchyard is west' after a move east from it: visited, "
        "the way in; the stile north is unvisited: go north",
    ),
    item(
        (
            "You're in the potting shed. Trays of seedlings crowd the bench under the window. "
            "The door is east.",
            R("potting shed", "e"),
        ),
        "e",
        (
            "You're in the walled garden. Old roses climb the brick, and the potting "
            "shed is west. A gate in the south wall is shut; the path runs on north between the "
            "beds.",
            R("walled garden", "w s n", closed="s", leads={"w": "potting shed"}),
        ),
        notes="out of the shed into the walled garden: west is the way in; the south gate is "
        "shut: go north or open south",
    ),
]
