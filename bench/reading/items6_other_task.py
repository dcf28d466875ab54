"""other_task, sixth round: games whose goal is not the coin, most of them stating it without a
goal word (a tally in the status line, a cook's order, a to-do list, a poster, a timetable, a
sphinx, a notebook of suspects, a recipe card half ticked, a flower-show entry), some with a coin
lying in the room: `unknown_task` (15); and five coin games whose goal is stated in new ways (a
tally "Coins found: 0/1", a to-do list with "find the coin", a title screen, a sailor's bargain,
a child's note): an answer. What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        (
            "Bottles returned: 3/10\n\nBack Yard\nCrates of empties are stacked by the wall. "
            "The shop is north; an alley leads east.",
            R("back yard", "n e"),
        ),
        expect=OTHER,
        notes="a tally of bottles in the status line implies a bottle-returning game.",
    ),
    item(
        (
            "'Three eggs from the henhouse, and be quick about it,' says the cook, and turns "
            "back to her pastry.\n\nKitchen\nCopper pans, a scrubbed table. The back door is "
            "west; the scullery is south. A silver sixpence lies under the table.",
            R("kitchen", "w s", coin=True),
        ),
        expect=OTHER,
        notes="the cook's order is the goal (eggs); a coin in the room does not make it the "
        "coin task.",
    ),
    item(
        (
            "TO DO\n[x] feed the cat\n[ ] water the tomatoes\n[ ] post Gran's letter\n\n"
            "Greenhouse\nIt is stuffy and smells of tomato leaves. The garden path is south.",
            R("greenhouse", "s"),
        ),
        expect=OTHER,
        notes="a to-do list of chores names the goals (no coin).",
    ),
    item(
        (
            "Platform 3\nThe board says: 18:42 KINGS LYNN - DEPARTS IN 5 MIN. You have no "
            "ticket. The ticket hall is east; the footbridge goes up.",
            R("platform 3", "e up"),
        ),
        expect=OTHER,
        notes="the departure board and the missing ticket imply catching the train.",
    ),
    item(
        (
            "The sphinx opens one eye. 'Answer my riddle and you may pass. Fail, and I eat "
            "you.'\n\nSphinx's Ledge\nA narrow ledge above the desert. The way on is east, "
            "past the sphinx; a path drops west.",
            R("sphinx's ledge", "e w"),
        ),
        expect=OTHER,
        notes="a riddle to answer is the goal.",
    ),
    item(
        (
            "Suspects: the butler, the vicar, Lady Ashby. Motive? Opportunity?\n\nLibrary\n"
            "Colonel Ashby's body has been taken away, but the chalk outline remains. Doors "
            "lead north and east. A half-crown lies by the fender.",
            R("library", "n e", coin=True),
        ),
        expect=OTHER,
        notes="a notebook of suspects implies a murder mystery; the coin in the room is a "
        "clue at most.",
    ),
    item(
        (
            "Victoria sponge: flour [x] sugar [x] eggs [ ] butter [ ] jam [x]\n\nLarder\n"
            "Shelves of jars and a marble slab. The kitchen is north.",
            R("larder", "n"),
        ),
        expect=OTHER,
        notes="a recipe card half ticked: the goal is the missing ingredients.",
    ),
    item(
        (
            "Your neighbour's dog Biscuit has run off again, and she's asked you to bring him "
            "home before dark.\n\nCommon\nGorse and sheep-bitten grass. Tracks lead north, "
            "south and west.",
            R("common", "n s w"),
        ),
        expect=OTHER,
        notes="a neighbour's request: bring the dog home.",
    ),
    item(
        (
            "Weeds pulled: 0 of 20 | Day 1\n\nAllotment\nA shed, a water butt, rows of "
            "leeks choked with bindweed. The gate is south, and there is a ha'penny in the "
            "mud by the water butt.",
            R("allotment", "s", coin=True),
        ),
        expect=OTHER,
        notes="a weeding tally with a coin in the room: another task.",
    ),
    item(
        (
            "The dragon has burned its last village. Take up your grandfather's sword.\n\n"
            "Armoury\nEmpty racks, and one sword left on the wall. The door is south.",
            R("armoury", "s"),
        ),
        expect=OTHER,
        notes="a heroic goal (the dragon) said without a goal word.",
    ),
    item(
        (
            "Flower show entries close at noon. Your sweet peas are still in the potting "
            "shed.\n\nVillage Hall\nTrestle tables of marrows and jam. The door is west; the "
            "kitchen hatch is closed. A penny has rolled under a trestle.",
            R("village hall", "w", coin=True),
        ),
        expect=OTHER,
        notes="the flower show implies fetching the sweet peas; the penny is no goal.",
    ),
    item(
        (
            "Fish caught: 0\n\nRiverbank\nAlders lean over a slow brown river. The towpath "
            "runs east and west.",
            R("riverbank", "e w"),
        ),
        "go east",
        (
            "Weir\nWater pours over the weir in a smooth sheet. The towpath runs west.\n\n"
            "Fish caught: 0",
            R("weir", "w"),
        ),
        expect=OTHER,
        notes="a fishing tally over two turns: another task.",
    ),
    item(
        (
            "Wanted: one brass bell for the church tower. Reward offered. - The Vicar\n\n"
            "Junk Shop\nBroken clocks, a stuffed owl, a birdcage. The street door is north. "
            "A tray of old pennies sits on the counter.",
            R("junk shop", "n", coin=True),
        ),
        expect=OTHER,
        notes="a poster asking for a bell is the goal; pennies on a tray are no goal.",
    ),
    item(
        (
            "Lanterns lit: 2 of 7\n\nNorth Walk\nIron lamp posts line the walk; two of them "
            "are burning. The walk goes south and east.",
            R("north walk", "s e"),
        ),
        expect=OTHER,
        notes="a lamp-lighting tally; 'North Walk' is a name, no exit north.",
    ),
    item(
        (
            "Mrs Penny wants her cat back.\n\nGarden Shed\nFlowerpots, a hose, a bag of "
            "compost. The shed door is east.",
            R("garden shed", "e"),
        ),
        expect=OTHER,
        notes="'Mrs Penny' is a name; the goal is her cat.",
    ),
    item(
        (
            "Coins found: 0/1\n\nSwitchback Lane\nA lane that zigzags up the hill. It goes "
            "north and west.",
            R("switchback lane", "n w"),
        ),
        notes="a tally of one coin to find implies the coin task: an answer.",
    ),
    item(
        (
            "TO DO\n[ ] find the coin\n[ ] pick it up\n\nLanding\nA worn carpet runner and "
            "three doors: north, east and south. The south one is shut.",
            R("landing", "n e s", closed="s"),
        ),
        notes="a to-do list whose items are finding and picking up the coin: the coin task.",
    ),
    item(
        (
            "PENNY HUNT\nA very short game.\n\nSomewhere in the cottage is one penny. "
            "That's all you need.\n\nCottage Kitchen\nA range, a dresser, a rag rug. The "
            "parlour is east.",
            R("cottage kitchen", "e"),
        ),
        "east",
        (
            "Cottage Parlour\nA horsehair sofa and a dresser of willow-pattern plates. The "
            "kitchen is west. On the mantelpiece lies a penny.",
            R("cottage parlour", "w", coin=True),
        ),
        notes="a title screen whose goal is the one penny: the coin task; the penny found.",
    ),
    item(
        (
            "The old sailor squints at you. 'There's a doubloon of mine somewhere in the "
            "boatyard. Find it and it's yours.'\n\nBoatyard\nHulls on trestles, tar "
            "buckets. Gates lead north and east.",
            R("boatyard", "n e"),
        ),
        "go north",
        ("You can't go that way: the gate is padlocked.", K("refused", "locked")),
        notes="a sailor's bargain whose goal is the doubloon: the coin task; the north gate "
        "refused as locked.",
    ),
    item(
        (
            "A note in a child's handwriting: 'I hid a 10p somewhere in the garden for "
            "you. Go and get it!'\n\nBottom of the Garden\nLong grass and a swing. The lawn "
            "is south and the vegetable patch is east.",
            R("bottom of the garden", "s e"),
        ),
        notes="a child's note whose goal is a 10p coin: the coin task (no coin here yet).",
    ),
]
