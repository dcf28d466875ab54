"""refusal, thirty-seventh round: refusals in new wordings in places no earlier round used. At shut
doors ("The retort room door is shut. Steam hisses on the other side of it.", "The weigh master's
door is shut, and through its glass you can see him asleep.", "That door's shut, love. Open it
first, same as everybody."), at locked ones ("The pay office is locked. The last pay day was in
1960.", "The kitchen door says PERSONEL ONLY, and it means it: locked.", "The steel door is
locked, and rusted into its frame besides." for a door whose state the room did not give, "The
cool room door is locked."), at things, ground and water ("You'd be in the fjord.", "There's only
turf that way, stacked to the rafters.", "That's the smoking kiln, and it's lit.", "You can't walk
through a barrel, however empty." with the wine cellar printed again (Both), "You'd tread on the
iguanas. There are two hundred of them, at least.", "The agave pit is smoking. Not that way.",
"The lock chamber is full to the brim, and there's a ship in it.", "The conveyor is running.
Nobody goes through there while it runs.", a fallen-in adit beside a shaft without its
cage (a refused `go down`, no fact), "The iconostasis is that way, and nobody goes through it but
the priest." after a ladder without rungs (a refused `climb up`, no fact), "It's a thirty-foot
drop to the canal. No." and "A wall of coffee sacks. You can't get past."); then an open that
clears the refusal, an unlock that leaves the door shut ("The key turns. The paint store door stays
shut, though."), a key that does not fit, a weigh master who comes out and leaves his door open
after a `wait` (cleared), a refusal left behind in a tram shed, two refusals in a row. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Lock Control House\n"
            "Levers in brass and green enamel stand in a row under the windows, one for every "
            "gate and valve of the lock. The stair down to the lock wall is west; the "
            "operators' mess is north.",
            R("lock control house", "w n", leads={"n": "operators' mess"}),
        ),
        "east",
        ("The lock chamber is full to the brim, and there's a ship in it.", K("refused")),
        notes="a Panama canal lock control house: east refused (the water and the ship are no "
        "way): refused(east); west and north open: go",
    ),
    item(
        (
            "Research Station Yard\n"
            "Marine iguanas lie piled like black driftwood on every sunny surface. The lab is "
            "north, and the path to the landing runs west.",
            R("research station yard", "n w", leads={"n": "lab", "w": "landing"}),
        ),
        "south",
        ("You'd tread on the iguanas. There are two hundred of them, at least.", K("refused")),
        notes="a Galapagos research station: south, no exit, refused with the iguanas in the "
        "way: refused(south); north and west open",
    ),
    item(
        (
            "Administration Block\n"
            "Dust lies on the counters of the nitrate works' office. The pay office door is "
            "north. The street is south, and the manager's house is east.",
            R("administration block", "n s e", leads={"n": "pay office", "e": "manager's house"}),
        ),
        "north",
        ("The pay office is locked. The last pay day was in 1960.", K("refused", "locked")),
        notes="a Chilean nitrate works: the pay office door (its state not given) refused as "
        "locked: refused(north), closed (locked); go south or east",
    ),
    item(
        (
            "Filling Line\n"
            "Empty cans rattle down the chute to the filling table. The retort room door is "
            "east, and a clock on the wall says it is twenty to six. The wharf is south.",
            R("filling line", "e s", leads={"e": "retort room", "s": "wharf"}),
        ),
        "east",
        (
            "The retort room door is shut. Steam hisses on the other side of it.",
            K("refused", "closed"),
        ),
        "open east",
        ("You heave the retort room door open, and steam rolls out round your boots.", K("opened")),
        notes="an Alaska salmon cannery: the retort room door refused as shut, then opened: the "
        "refusal cleared; east and south open: go",
    ),
    item(
        (
            "Rorbu\n"
            "A red fisherman's cabin on stilts over the water, with bunks, a stove and a "
            "smell of cod. The door to the quay is east.",
            R("rorbu", "e"),
        ),
        "west",
        ("You'd be in the fjord.", K("refused")),
        notes="a Norwegian fisherman's cabin: west refused (the fjord is no way): "
        "refused(west); the door east: go east",
    ),
    item(
        (
            "Carving Room\n"
            "Half-carved horses stand in rows on the benches, waiting for their red paint. The "
            "paint store door, north, is locked. The yard is west.",
            R("carving room", "n w", locked="n", leads={"n": "paint store", "w": "yard"}),
        ),
        "north",
        ("The paint store door is locked.", K("refused", "locked")),
        "unlock north door",
        ("The key turns. The paint store door stays shut, though.", K("unlocked")),
        notes="a Dala horse workshop: the locked door refused, then unlocked and still shut: "
        "the refusal stands (refused(north), closed); open north or go west",
    ),
    item(
        (
            "Milk Bar\n"
            "Formica tables, a menu board of pierogi and beetroot soup, and a queue. The "
            "kitchen door is behind the counter, to the north. The street is south.",
            R("milk bar", "n s", leads={"n": "kitchen", "s": "street"}),
        ),
        "north",
        (
            "The kitchen door says PERSONEL ONLY, and it means it: locked.",
            K("refused", "locked"),
        ),
        notes="a Polish milk bar: the kitchen door (state not given) refused as locked: "
        "refused(north), closed; go south",
    ),
    item(
        (
            "Wine Cellar\n"
            "Barrels lie along both walls under the vault, each with a year chalked on it. "
            "The steps go up to the tavern; a passage runs north to the press house.",
            R("wine cellar", "up n", leads={"up": "tavern", "n": "press house"}),
        ),
        "west",
        (
            "You can't walk through a barrel, however empty.\n\n"
            "Wine Cellar\n"
            "Barrels lie along both walls under the vault, each with a year chalked on it. "
            "The steps go up to the tavern; a passage runs north to the press house.",
            Both(
                K("refused"), R("wine cellar", "up n", leads={"up": "tavern", "n": "press house"})
            ),
        ),
        notes="an Austrian wine tavern's cellar: west into a barrel refused and the cellar "
        "printed again in the same text: refused(west); north open: go north",
    ),
    item(
        (
            "Weigh House\n"
            "Cheeses the size of cartwheels wait on wooden sledges by the great scales. The "
            "weigh master's door, east, is shut. The market square is west.",
            R("weigh house", "e w", closed="e", leads={"w": "market square"}),
        ),
        "east",
        (
            "The weigh master's door is shut, and through its glass you can see him asleep.",
            K("refused"),
        ),
        "wait",
        (
            "The weigh master wakes, comes out yawning, and leaves his door wide open behind "
            "him.\n\nWeigh House\nCheeses the size of cartwheels wait on wooden sledges by the "
            "great scales. The weigh master's door, east, is wide open. The market square is "
            "west.",
            R("weigh house", "e w", leads={"w": "market square"}),
        ),
        notes="a Dutch weigh house: the shut door refused, then left open by the weigh master "
        "(the room printed with it open): the refusal cleared; east and west: go",
    ),
    item(
        (
            "Turf Shed\n"
            "Sods of turf are stacked in walls up to the rafters, dry and smelling of the bog. "
            "The door is south.",
            R("turf shed", "s"),
        ),
        "north",
        ("There's only turf that way, stacked to the rafters.", K("refused")),
        notes="an Irish turf shed: north refused (stacked turf, no exit): refused(north); the "
        "door south: go south",
    ),
    item(
        (
            "Bunker Passage\n"
            "Concrete, damp and a smell of old oil. A steel door is set in the east wall. The "
            "passage goes on west to the gun room, and the entrance is south.",
            R("bunker passage", "e w s", leads={"w": "gun room"}),
        ),
        "east",
        ("The steel door is locked, and rusted into its frame besides.", K("refused", "locked")),
        notes="a Channel Islands bunker: the steel door east (state not given) refused as "
        "locked: refused(east), closed; west and south open",
    ),
    item(
        (
            "Smokehouse Yard\n"
            "Haddock hang in pairs on sticks over the barrels, waiting for the fires. The "
            "cottage is north and the lane is west. Smoke leaks out of the kiln to the east.",
            R("smokehouse yard", "n w", leads={"n": "cottage", "w": "lane"}),
        ),
        "east",
        ("That's the smoking kiln, and it's lit.", K("refused")),
        notes="an Arbroath smokehouse: east into the lit kiln refused (no exit): "
        "refused(east); north and west: go",
    ),
    item(
        (
            "Nave\n"
            "Every inch of the wooden church is painted: saints, beasts and a red sun. The "
            "bell tower ladder hangs in the corner, most of its rungs gone. The door is south.",
            R("nave", "s"),
        ),
        "climb up",
        ("The ladder has no rungs left above the third. You stay where you are.", K("refused")),
        "east",
        ("The iconostasis is that way, and nobody goes through it but the priest.", K("refused")),
        notes="a Slovak wooden church: a ladder with its rungs gone is no way, and a refused `up` "
        "no fact; east refused (no exit): refused(east); the door south: go south",
    ),
    item(
        (
            "Packing Shed\n"
            "Pineapples ride a conveyor from the trimming tables to the cannery, never "
            "stopping. The office is north. The loading bay is south.",
            R("packing shed", "n s", leads={"n": "office", "s": "loading bay"}),
        ),
        "west",
        ("The conveyor is running. Nobody goes through there while it runs.", K("refused")),
        notes="a Hawaiian pineapple cannery: west across the running conveyor refused (no "
        "exit): refused(west); north and south: go",
    ),
    item(
        (
            "Grading Shed\n"
            "Apples roll along the grading table into bins by size. The cool room door, east, "
            "is locked. The orchard is north.",
            R("grading shed", "e n", locked="e", leads={"e": "cool room", "n": "orchard"}),
        ),
        "east",
        ("The cool room door is locked.", K("refused", "locked")),
        "unlock east door",
        ("None of your keys fits it.", K("none")),
        notes="a Tasmanian apple shed: the locked door refused and a failed unlock (nothing "
        "changed): refused(east) stands, locked; go north",
    ),
    item(
        (
            "Shaft Head\n"
            "The winding wheel stands still above the shaft, and a cold wind comes up from the "
            "dark. The old adit, north, fell in years ago. The path to the mint is east, and "
            "the ore sheds are west.",
            R("shaft head", "e w", leads={"e": "mint", "w": "ore sheds"}),
        ),
        "go down",
        (
            "The cage isn't there. It's at the bottom, and nobody is working the winch.",
            K("refused"),
        ),
        "north",
        ("The adit is caved in ten yards along. You come back out.", K("refused")),
        notes="a Potosi silver mine: the shaft without its cage is no way and a refused `down` "
        "no fact; the fallen-in adit north (no exit) refused: refused(north); go east or west",
    ),
    item(
        (
            "Palenque\n"
            "Roasted agave hearts lie in a heap by the stone mill, and a mule waits to turn it. "
            "The stills are north, under a tin roof. The road is west.",
            R("palenque", "n w", leads={"n": "stills", "w": "road"}),
        ),
        "south",
        ("The agave pit is smoking. Not that way.", K("refused")),
        notes="an Oaxaca mezcal distillery: south into the smoking pit refused (no exit): "
        "refused(south); north and west: go",
    ),
    item(
        (
            "Speicher Loft\n"
            "Coffee sacks are stacked in walls between the iron columns. The loading door east "
            "opens on a thirty-foot drop to the canal. The stairwell is north.",
            R("speicher loft", "n"),
        ),
        "east",
        ("It's a thirty-foot drop to the canal. No.", K("refused")),
        "west",
        ("A wall of coffee sacks. You can't get past.", K("refused")),
        notes="a Hamburg warehouse loft: two refusals in a row (the loading door's drop is no "
        "way, the sacks no exit): refused(east), refused(west); the stairwell north",
    ),
    item(
        (
            "Tram Shed\n"
            "Yellow trams stand nose to tail over the inspection pits. The yard is south. The "
            "workshop is west.",
            R("tram shed", "s w", leads={"s": "yard", "w": "workshop"}),
        ),
        "north",
        ("That's the back wall of the shed. You can't go that way.", K("refused")),
        "west",
        (
            "Workshop\n"
            "Bogies on trestles, and a smell of hot metal. The tram shed is east. The "
            "paint shop door, north, is closed.",
            R("workshop", "e n", closed="n", leads={"e": "tram shed"}),
        ),
        notes="a Lisbon tram depot: a refusal left behind in the tram shed does not stand in "
        "the workshop; east visited and initial; open north",
    ),
    item(
        (
            "Taproom\n"
            "A low room of benches and barrels. The door to the yard, east, is shut. The bar "
            "is west.",
            R("taproom", "e w", closed="e", leads={"w": "bar"}),
        ),
        "east",
        ("That door's shut, love. Open it first, same as everybody.", K("refused")),
        "look",
        (
            "Taproom\n"
            "A low room of benches and barrels. The door to the yard, east, is shut. The bar "
            "is west.",
            R("taproom", "e w", closed="e", leads={"w": "bar"}),
        ),
        notes="a landlady's refusal at a shut door, then a look that shows it still shut: "
        "refused(east) stands; open east or go west",
    ),
]
