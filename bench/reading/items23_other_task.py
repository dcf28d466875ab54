"""other_task, twenty-third round: goals set in the settings of this round, told in new ways.
Another task (`unknown_task`, 15 items, five with a coin in the room): an airship captain's
orders to trim the ship (a silver guilder by a rib), a typewriter repair job ticket, a hotel
laundry's shift sheet (a dime on the folding table), a chess problem with no room, a duchess's
commission for a scent, a falconry lesson's recall, an engine to be turned to face the east
road, a lightship's lamp to keep burning, "TOWELS LAID OUT: 0/12", ice for the cook's sorbet (a
halfpenny in the sawdust), an excavation brief's postholes (a bronze coin on the spoil heap), a
mail plane to land, a seaplane to moor before a squall, a model railway's 4:15 goods, a doll to
mend by Saturday (a sixpence paid on the bench). The coin task told in five new ways (an
answer): an airship's tradition of the new rigger's hunt for a silver guilder, a typed card
propped against a till ("FIND IT AND TAKE IT"), a chess club's puzzle of the week ("The first
member to find it and pick it up keeps it."), a hotel's hunt for young guests ("Find it, pick
it up, and it's yours to keep."), an objective updated after a move. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "By tradition, every new rigger's first flight begins with a hunt: the captain hides a "
        "silver guilder somewhere aboard. Find it and pocket it, and the crew will stand you a "
        "drink in Friedrichshafen.\n\nRiggers' Quarters\nHammocks are slung between the "
        "girders over a litter of kitbags, and everything smells of dope and canvas. The keel "
        "walk is east.",
        R("riggers' quarters", "e"),
        notes="finding the hidden guilder and pocketing it is the coin task; no coin here: go east",
    ),
    item(
        "Typed on a card and propped against the till:\n\nDEAR APPRENTICE - I HAVE HIDDEN A "
        "SHINY COIN SOMEWHERE IN THE SHOP. FIND IT AND TAKE IT; CALL IT YOUR FIRST WEEK'S "
        "BONUS. - H.\n\nShop Front\nA dozen typewriters stand under dust covers on the "
        "shelves. The street door is west, and the workshop is north, behind a door that is "
        "shut.",
        R("shop front", "w n", closed="n"),
        notes="a note whose goal is the coin, found and taken: the coin task; no coin here: go "
        "west or open north",
    ),
    item(
        "PUZZLE OF THE WEEK: one gold coin has been hidden in the club rooms. The first member "
        "to find it and pick it up keeps it.\n\nCommittee Room\nA long table, a minute book, "
        "twelve chairs. Tucked behind the minute book is a gold coin. The door is south.",
        R("committee room", "s", coin=True),
        notes="the coin task, and the coin is here behind the minute book: take coin",
    ),
    item(
        "Welcome, young guests! Somewhere in the hotel a lucky silver dollar is waiting for "
        "you. Find it, pick it up, and it's yours to keep.\n\nHotel Lobby\nPalms in brass "
        "pots, a grandfather clock, and a bell on the front desk. The dining room is north; "
        "the lounge is west.",
        R("hotel lobby", "n w"),
        notes="a hunt whose prize is a silver dollar picked up and kept: the coin task; go "
        "north or west",
    ),
    item(
        (
            "Potting Yard\nCold frames line the wall, and a water butt drips into a puddle. The "
            "glasshouse is north; the garden gate is west.",
            R("potting yard", "n w", leads={"n": "glasshouse"}),
        ),
        "go north",
        (
            "[OBJECTIVE UPDATED] Find the coin. Take the coin.\n\nGlasshouse\nVines are "
            "trained along wires under the glass, and the air smells of warm earth. The door is "
            "south.",
            R("glasshouse", "s"),
        ),
        notes="an objective given after a move names the coin and its taking: the coin task; "
        "the glasshouse's only way is the way in: go south",
    ),
    # ---- other tasks: unknown_task ----
    item(
        "CAPTAIN'S ORDERS: Trim the ship. Shift two sandbags from the forward ballast bay to "
        "the aft bay before we cross the mountains.\n\nForward Ballast Bay\nSandbags are "
        "stacked against the ribs in rows, each stencilled 25 LB. A silver guilder has rolled "
        "into the angle of a rib. The keel walk is south.",
        R("forward ballast bay", "s", coin=True),
        expect=UNKNOWN,
        notes="orders to shift sandbags name no coin: another task, even with a guilder here",
    ),
    item(
        "JOB TICKET #4471\nCustomer: Mrs D. Alcott\nMachine: Imperial Good Companion\nFault: "
        "the 'e' sticks\nWanted: Friday\n\nWorkbench\nThe Imperial sits on the felt under the "
        "lamp, its case open. Your tools are laid out in a row. The counter is south.",
        R("workbench", "s"),
        expect=UNKNOWN,
        notes="a repair ticket sets a goal without a goal word (mend the typewriter): another task",
    ),
    item(
        "SHIFT SHEET - LAUNDRY\n[ ] press 40 napkins\n[ ] return dry cleaning to Room 212 by 6pm"
        "\n\nPressing Room\nThe big steam press sighs and clanks. A dime lies on the folding "
        "table beside a stack of collars. The laundry is west; the service corridor is north.",
        R("pressing room", "w n", coin=True),
        expect=UNKNOWN,
        notes="a shift sheet of chores names no coin: another task, with a dime in the room",
    ),
    item(
        "TONIGHT'S PROBLEM\nWhite to play and mate in two.\nWhite: Kg1, Qd1, Rf1, Nf3. Black: "
        "Kh8, Rg8, pawns g7 and h7.\nSet up the position on the demonstration board and find "
        "the key move.",
        R(None, ""),
        expect=UNKNOWN,
        notes="a chess problem with no room: another task (no room named)",
    ),
    item(
        "Your commission, from the Duchess of Arden: a scent that smells of rain on hot stone, "
        "ready for the midsummer ball.\n\nPerfumer's Organ\nTiers of little brown bottles curve "
        "around you like the pipes of an organ: bergamot, vetiver, ambergris, orris. The door "
        "is east.",
        R("perfumer's organ", "e"),
        expect=UNKNOWN,
        notes="a commission for a scent: another task",
    ),
    item(
        "Lesson 3: Recall. Stand out on the weathering ground, swing the lure, and call Merlin "
        "back to your fist.\n\nThe Mews\nHawks doze hooded on their blocks, and Merlin watches "
        "you with one bright eye. The weathering ground is south, through a low door that "
        "stands open.",
        R("the mews", "s"),
        expect=UNKNOWN,
        notes="a falconry lesson's goal (a hawk recalled): another task",
    ),
    item(
        "Turn the engine: get No. 4472 onto the turntable and round until she faces the east "
        "road, ready for the morning express.\n\nTurntable House\nThe turntable fills the floor "
        "under a roof of smoky glass, and the engine stands beside it with her fire banked. The "
        "only way out on foot is the small door to the south.",
        R("turntable house", "s"),
        expect=UNKNOWN,
        notes="a goal with a compass word (the east road) is still another task; the room's one "
        "way is south",
    ),
    item(
        "Keep the light burning all night. Trim the wick at every bell, and don't let the oil "
        "run low.\n\nLantern Gallery\nThe great lamp hangs in its gimbals inside a cage of "
        "glass prisms, and the whole gallery sways with the ship. The only way is the ladder "
        "down.",
        R("lantern gallery", "down"),
        expect=UNKNOWN,
        notes="a lightship's lamp to keep: another task; the only way is down",
    ),
    item(
        "TOWELS LAID OUT: 0/12\n\nCool Room\nMarble benches stand round a fountain playing "
        "into a basin. The hot room door is east, and the changing room is south.",
        R("cool room", "e s"),
        expect=UNKNOWN,
        notes="a tally of towels sets another task",
    ),
    item(
        "Cook wants a block of ice for the sorbet, and she wants it before the soup is "
        "cleared.\n\nIce Pit\nThe winter's ice lies in grey blocks under a blanket of sawdust, "
        "and the cold makes your teeth ache. A halfpenny glints in the sawdust. The only way "
        "out is the passage north.",
        R("ice pit", "n", coin=True),
        expect=UNKNOWN,
        notes="ice for the cook is another task, even with a halfpenny here",
    ),
    item(
        "EXCAVATION BRIEF: record every posthole in Trench 2 (0/7 recorded).\n\nTrench 2\nA "
        "neat rectangle cut through the turf, its sides scraped clean. Seven dark stains in "
        "the clay mark the postholes. A bronze coin lies on the spoil heap where the last "
        "shovelful landed. Planks laid across the edge give a way out to the east.",
        R("trench 2", "e", coin=True),
        expect=UNKNOWN,
        notes="postholes to record: another task, even with a bronze coin on the spoil heap",
    ),
    item(
        "The mail plane is ten miles out with a failing engine. Clear her to land on runway "
        "two-seven, and get the fire tender out.\n\nTower Cab\nGlass on every side, and the "
        "radio crackling on the desk. The stair down is the only way out.",
        R("tower cab", "down"),
        expect=UNKNOWN,
        notes="a plane to land: another task (implied by the situation)",
    ),
    item(
        "Squall coming! Get the seaplane moored to the buoy before it hits.\n\nJetty\nThe "
        "seaplane rides at the end of the jetty, tugging at a single line. The boathouse is "
        "north; the shore path runs west.",
        R("jetty", "n w"),
        expect=UNKNOWN,
        notes="a seaplane to moor: another task",
    ),
    item(
        "Run the 4:15 goods from Westbury to Eastleigh Junction without a collision. The points "
        "are set from the levers on the panel.\n\nLayout Room\nThe branch line winds across "
        "its trestles through papier-mache hills. The door is south.",
        R("layout room", "s"),
        expect=UNKNOWN,
        notes="a model train to run: another task (Westbury and Eastleigh are names)",
    ),
    item(
        "Lucy's doll needs mending by Saturday: a new arm, and new eyes (blue, please).\n\n"
        "Workroom\nSpare arms and legs hang in bundles from the beams. A sixpence lies on the "
        "bench, Lucy's payment in advance. The shop is north.",
        R("workroom", "n", coin=True),
        expect=UNKNOWN,
        notes="a doll to mend: another task, with a sixpence on the bench",
    ),
]
