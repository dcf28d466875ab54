"""prose, fifth round: plain and literary prose in many tenses and persons (first person past,
third person, a diary, second person present), very long and very short rooms, exits by
landmarks with their directions, Twine link text and Ink's numbered choices, exits after a
dash, door states spread over sentences ("You tried it earlier and it was locked"), coin words
of many countries (nickel, loonie, drachma, sestertius, centime). What a person reads in each
text is declared beside it; the map facts are derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Millpond\nYou stand on the bank of a still millpond, green with duckweed. A plank "
        "footbridge crosses the outflow to the east, and a cart track climbs away through the "
        "beeches to the south. To the north, the pond's far shore is nothing but reeds and "
        "deep black mud; nobody goes that way. Something catches the light at the water's "
        "edge by your feet: a silver sestertius, green at the rim.",
        R("Millpond", "e s", coin=True),
        notes="long literary room; the reeds and mud to the north are no exit; a sestertius "
        "is a (Roman) coin",
    ),
    item(
        "I stood in the hallway of my grandmother's house, breathing the old smell of lavender "
        "and coal. The kitchen was to the north, the parlour to the west. The front door, to "
        "the south, was locked; it always had been after dark.",
        R("hallway", "n w s", locked="s", leads={"n": "kitchen", "w": "parlour"}),
        notes="first person past; the room: hallway; the front door is locked",
    ),
    item(
        "Inspector Vane stepped into the pawnshop, shaking the rain from her hat. A "
        "bead curtain led west into the back room; the street door was east. On the counter, "
        "beside a cracked pocket watch, lay a single Krugerrand.",
        R("pawnshop", "w e", coin=True),
        notes="third person; the room: pawnshop; the street door's state is not given: "
        "open; a Krugerrand is a gold coin",
    ),
    item(
        "Alley. Dead end. A nickel in the gutter.",
        R("Alley", "", coin=True),
        notes="very short; a dead end has no exit; a nickel is a (US five-cent) coin",
    ),
    item(
        "Day 3. The storeroom again. Same shelves, same dust. The door to the yard is "
        "east; the other door, the one to the north, still won't open, and I've stopped "
        "trying the padlock.",
        R("storeroom", "e n", locked="n"),
        notes="a diary; the north door is padlocked: locked",
    ),
    item(
        "The Cellar\nIt's damp down here, and a single bulb swings on its flex.\n\n[[Go north"
        "->Wine Store]]\n[[Climb the stairs->Kitchen]]",
        R("The Cellar", "n u", leads={"n": "Wine Store"}),
        notes="Twine links: 'Go north' is an exit north; climbing the stairs is up",
    ),
    item(
        "The lane runs between high hedges, and somewhere a blackbird is singing.\n\n1: Head "
        "east, toward the church tower\n2: Follow the lane south\n3: Sit down on the verge "
        "and wait",
        R(None, "e s"),
        notes="Ink's numbered choices: east and south are ways; the text names no room",
    ),
    item(
        "Quayside\nBarrels, nets, a crane creaking in the wind. Exits — north to the fish "
        "market, west to the chandlery. A loonie lies on the cobbles where some tourist "
        "dropped it.",
        R("Quayside", "n w", coin=True, leads={"n": "fish market", "w": "chandlery"}),
        notes="exits after a dash; a loonie is a (Canadian dollar) coin",
    ),
    item(
        "The chapel is small and very cold. There's a door in the east wall. You tried it "
        "earlier and it was locked, and nothing has changed since. The porch is to the west.",
        R("chapel", "e w", locked="e"),
        notes="the door's state from an earlier try, confirmed unchanged: locked",
    ),
    item(
        "You are in the library. Tonight its north door, which has always been locked, stands "
        "open. The reading room lies through it. The main stair is to the south.",
        R("library", "n s", leads={"n": "reading room"}),
        notes="a door that 'has always been locked' but 'stands open' tonight: open",
    ),
    item(
        "You are in the walled garden. The gate to the south. Closed, of course; it's always "
        "closed. An archway in the west wall opens onto the orchard.",
        R("walled garden", "s w", closed="s", leads={"w": "orchard"}),
        notes="the gate's state in the following fragments: closed",
    ),
    item(
        "The beach is empty. Inland the dunes rise, and a path winds north between them. "
        "Before you the sea stretches south to the horizon, grey and flat. A drachma, "
        "polished smooth by the sand, lies by your foot.",
        R("beach", "n", coin=True),
        notes="the sea to the south is no exit; a drachma is a coin",
    ),
    item(
        "Kitchen. Everything's where Mum left it: the kettle, the biscuit tin, the radio "
        'tuned to the shipping forecast ("north-westerly five to seven"). Back door east, '
        "hall door west.",
        R("Kitchen", "e w"),
        notes="a wind in a forecast is no exit; exits given as 'Back door east, hall door "
        "west' (doors whose state is not given: open)",
    ),
    item(
        "The old schoolhouse has one room, and you are standing in it. Desks in rows. A "
        "blackboard on which someone has drawn a map with a big arrow pointing WEST. The only "
        "door leads out to the south.",
        R("old schoolhouse", "s"),
        notes="an arrow on a blackboard is no exit",
    ),
    item(
        "You're in the garage. It smells of oil. The roller door to the street (that's south) "
        "is down and padlocked, but the side door into the house, north, is open. There's a "
        "jar of screws on the workbench, and in among the screws, a centime.",
        R("garage", "s n", locked="s", coin=True),
        notes="a roller door 'down and padlocked': locked; a centime in an open jar is a coin",
    ),
    item(
        "Here the corridor ends at a window. To the east, far below, the city lights are "
        "coming on. The corridor itself runs west toward the lifts.",
        R(None, "w"),
        notes="the view east is no exit; the text names no room",
    ),
    item(
        "Sheepfold\nA ring of dry-stone wall. Gaps in it open to the north and west. Wind "
        "comes in from the east, where the wall is whole.",
        R("Sheepfold", "n w"),
        notes="a wind from the east where the wall is whole: no exit east",
    ),
    item(
        (
            "Station Forecourt\nTaxis idle by the kerb. The booking hall is north of you, and "
            "the high street runs off to the east.",
            R("Station Forecourt", "n e"),
        ),
        "go north",
        (
            "Booking Hall\nThe departures board flickers. The way you came, south, is the "
            "only way out apart from the barrier to the west, which is locked for the night.",
            R("Booking Hall", "s w", locked="w"),
        ),
        notes="'the way you came, south' agrees with the move; the barrier is locked",
    ),
    item(
        (
            "Bakery\nWarm bread and flour dust. The shop door opens east onto the square.",
            R("Bakery", "e"),
        ),
        "east",
        (
            "Market Square\nThe square is busy with stalls. The bakery is west; streets lead "
            "north and south.",
            R("Market Square", "w n s", leads={"w": "bakery"}),
        ),
        "south",
        (
            "Tanner's Lane\nThe stench of the tanneries. The lane is a dead end: the only way "
            "is north, back to the square.",
            R("Tanner's Lane", "n", leads={"n": "market square"}),
        ),
        "north",
        (
            "Market Square\nThe square is busy with stalls. The bakery is west; streets lead "
            "north and south. A juggler has set up by the pump.",
            R("Market Square", "w n s", leads={"w": "bakery"}),
        ),
        notes="back in the square: west and south visited, north not",
    ),
    item(
        (
            "You are in a narrow hall. A door leads north, and it is closed.",
            R("narrow hall", "n", closed="n"),
        ),
        "open door",
        ("It opens with a sigh of old hinges.", K("opened", "n")),
        "n",
        (
            "You are in a sewing room. Bolts of cloth, a treadle machine. On the floor among "
            "the pins lies a worn groat. The hall is south.",
            R("sewing room", "s", coin=True),
        ),
        notes="the door opened by its kind (the only door: north), walked through; a groat "
        "is a coin",
    ),
    item(
        "The path forks at a lightning-struck oak. Left, it drops toward a stream; right, it "
        "climbs into pinewoods. Neither way is marked.",
        R(None, ""),
        notes="left and right with no compass: no exit of the vocabulary, no action; no room named",
    ),
]
