"""twx, fourth round: texts in the manner of TextWorldExpress's coin game ("You are in the X. In
one part of the room you see ...", "To the North you see the Y.", "Through a closed Z door, to
the East you see ..."), with new rooms, furniture and door materials; none is engine output.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author."""

from __future__ import annotations

from bench.reading.author import K, R, item

DINING = (
    "You are in the dining room. In one part of the room you see a sideboard, that is closed. "
    "There is also a dining table, that has a candlestick on it. To the North you see the game "
    "room. Through a closed frosted-glass door, to the East you see the kitchen.",
    R("dining room", "n e", closed="e", leads={"n": "game room", "e": "kitchen"}),
)
GAME_ROOM = (
    "You are in the game room. In one part of the room you see a pool table, that has a cue "
    "on it. There is also a dartboard. Through an open french door, to the South you see the "
    "dining room. To the West you see the library.",
    R("game room", "s w", leads={"s": "dining room", "w": "library"}),
)
HALLWAY = (
    "You are in the hallway. In one part of the room you see a shoe rack, that has nothing on "
    "it. To the North you see the study. To the South you see the living room. Through a "
    "closed wood door, to the East you see the bathroom.",
    R(
        "hallway",
        "n s e",
        closed="e",
        leads={"n": "study", "s": "living room", "e": "bathroom"},
    ),
)
STUDY = (
    "You are in the study. In one part of the room you see a writing desk, that has a lamp on "
    "it. There is also a bookcase. To the South you see the hallway.",
    R("study", "s", leads={"s": "hallway"}),
)
LIVING = (
    "You are in the living room. In one part of the room you see a sofa, that has a cushion "
    "on it. There is also a piano. To the North you see the hallway. Through an open sliding "
    "patio door, to the West you see the garden.",
    R("living room", "n w", leads={"n": "hallway", "w": "garden"}),
)
BATHROOM = (
    "You are in the bathroom. In one part of the room you see a bathtub. There is also a "
    "towel rail. You also see a coin. Through an open wood door, to the West you see the "
    "hallway.",
    R("bathroom", "w", coin=True, leads={"w": "hallway"}),
)

ITEMS = [
    item(
        "You are in the sewing room. In one part of the room you see a sewing machine, that has "
        "a spool of thread on it. There is also a dresser, that is closed. You also see a coin. "
        "To the North you see the corridor. Through a closed screen door, to the West you see "
        "the balcony.",
        R("sewing room", "n w", closed="w", coin=True, leads={"n": "corridor", "w": "balcony"}),
    ),
    item(
        "You are in the conservatory. In one part of the room you see a potting bench, that has "
        "a trowel, and a coin on it. There is also a hammock. Through an open french door, to "
        "the South you see the lawn. To the East you see the hallway.",
        R("conservatory", "s e", coin=True, leads={"s": "lawn", "e": "hallway"}),
        notes="a coin on a bench in the room",
    ),
    item(DINING, "move north", GAME_ROOM),
    item(
        DINING,
        "open door to east",
        ("You open the frosted-glass door, revealing the kitchen.", K("opened")),
    ),
    item(
        DINING,
        "move east",
        ("You can't move there, the frosted-glass door is closed.", K("refused", "closed")),
    ),
    item(
        "You are in the shed. In one part of the room you see a toolbox, that is open and "
        "contains a coin. There is also a lawnmower. Through an open barn door, to the North "
        "you see the paddock.",
        R("shed", "n", coin=True, leads={"n": "paddock"}),
        notes="a coin in an open toolbox is in the room",
    ),
    item(
        "You are in the guest room. In one part of the room you see a wardrobe, that is closed. "
        "There is also a bed, that has a pillow on it. To the North you see the corridor. To "
        "the South you see the porch. To the West you see the attic stairs.",
        R("guest room", "n s w", leads={"n": "corridor", "s": "porch", "w": "attic stairs"}),
        notes="a closed wardrobe whose contents are not given: no coin",
    ),
    item(
        "You are in the home office. In one part of the room you see a desk, that has a "
        "computer, a stapler, and a coin on it. There is also a filing cabinet, that is "
        "closed. Through a closed fiberglass door, to the South you see the driveway.",
        R("home office", "s", closed="s", coin=True, leads={"s": "driveway"}),
    ),
    item(
        "You are in the nursery. In one part of the room you see a crib. There is also a piggy "
        "bank. To the East you see the landing.",
        R("nursery", "e", leads={"e": "landing"}),
        notes="a piggy bank whose contents are not given is no coin",
    ),
    item(HALLWAY, "move north", STUDY, "move south", HALLWAY, "move south", LIVING),
    item(LIVING, "move north", HALLWAY),
    item(
        HALLWAY,
        "open door to east",
        ("You open the wood door, revealing the bathroom.", K("opened")),
        "move east",
        BATHROOM,
    ),
    item(
        "You are in the greenhouse. In one part of the room you see a watering can. There is "
        "also a plant pot, that contains a coin. Through a closed glass door, to the East you "
        "see the vegetable patch. To the West you see the shed.",
        R(
            "greenhouse",
            "e w",
            closed="e",
            coin=True,
            leads={"e": "vegetable patch", "w": "shed"},
        ),
    ),
    item(
        "You are in the balcony. In one part of the room you see a patio chair. There is also "
        "a barbecue, that is closed. Through an open screen door, to the East you see the "
        "sewing room.",
        R("balcony", "e", leads={"e": "sewing room"}),
    ),
    item(
        (
            "You are in the cellar. In one part of the room you see a wine rack. There is "
            "also a coin. To the North you see the utility room.",
            R("cellar", "n", coin=True, leads={"n": "utility room"}),
        ),
        "take coin",
        ("You take the coin.\n\nYou have won the game!", K("took")),
        actions=(),
        notes="the coin taken, the game won: no action",
    ),
    item(
        "You are in the library. In one part of the room you see a reading chair. There is "
        "also a bookcase, that has an atlas, and a dictionary on it. To the East you see the "
        "game room. Through a closed oak door, to the North you see the observatory. To the "
        "South you see the music room.",
        R(
            "library",
            "e n s",
            closed="n",
            leads={"e": "game room", "n": "observatory", "s": "music room"},
        ),
    ),
    item(
        "You are in the mud room. In one part of the room you see a boot tray. There is also "
        "a coat stand. You also see a coin purse, that is closed. Through a closed screen "
        "door, to the West you see the yard. To the East you see the kitchen.",
        R("mud room", "w e", closed="w", leads={"w": "yard", "e": "kitchen"}),
        notes="a closed coin purse whose contents are not given is no coin",
    ),
    item(
        "You are in the utility room. In one part of the room you see a washing machine, that "
        "is open. The washing machine contains a sock, and a coin. There is also a tumble "
        "dryer, that is closed. To the South you see the cellar.",
        R("utility room", "s", coin=True, leads={"s": "cellar"}),
    ),
    item(
        "You are in the music room. In one part of the room you see a grand piano, that has a "
        "metronome on it. There is also a harp. To the North you see the library. Through an "
        "open glass door, to the East you see the terrace. Through a closed glass door, to "
        "the South you see the orchard.",
        R(
            "music room",
            "n e s",
            closed="s",
            leads={"n": "library", "e": "terrace", "s": "orchard"},
        ),
    ),
    item(
        "You are in the porch. In one part of the room you see a rocking chair. There is also "
        "a welcome mat. To the North you see the guest room. Through an open screen door, to "
        "the East you see the street.",
        R("porch", "n e", leads={"n": "guest room", "e": "street"}),
    ),
]
