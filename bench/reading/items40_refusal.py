"""refusal, fortieth round: the refusals the common systems print by default, and the plain ones
authors write, in ordinary places. Quest's "You can't go there." kept by a look and "That way is
locked." left behind, ADRIFT's "You can't move in that direction." kept by a look, TADS's "The coal
hole door is locked.", Hugo's "The study door is closed." cleared by "Opened." and a move, Inform's
"(first opening the belfry door)\\nIt seems to be locked.", a Python game that prints the room again
after "You can't go that way!" (Both) and one that answers "There's no exit to the west." on a
line before its prompt, a Twine passage "The yard door is bolted from the outside.", ROM's "The
door is closed." under a prompt, a bookcase walked into, an unlock that leaves the pantry door shut
and the refusal standing, a river too deep to wade, a window painted shut, a look that shows the
shed door still shut, a wait after which the caretaker props the gym door open (the room printed
again: cleared), a refusal left behind in a porch, two refusals in a row in a guardroom, a hatch
with a notice, an Evennia exit whose lock refuses, a fence. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

QUEST_HALL = (
    "You are in a hallway.\nYou can see a coat stand and an umbrella.\nYou can go north, east "
    "or south.",
    R("hallway", "n e s"),
)
ADRIFT_GARDEN = (
    "Back Garden\nA neat lawn with flower beds on either side and a bird table in the middle. A "
    "path leads north to the greenhouse, and the back door of the house is east.\n\nExits are "
    "north and east.",
    R("back garden", "n e"),
)
SHED = (
    "Garden Shed\nA lawnmower, a coil of hose and a smell of creosote. The door to the woodstore, "
    "north, is shut. The garden is south.",
    R("garden shed", "n s", closed="n"),
)

ITEMS = [
    item(
        QUEST_HALL,
        "west",
        ("You can't go there.", K("refused")),
        "look",
        QUEST_HALL,
        notes="Quest's refusal at no exit, kept by a look: west refused",
    ),
    item(
        (
            "You are in a kitchen.\nYou can see a table and a bread bin.\nYou can go west or "
            "north.",
            R("kitchen", "w n"),
        ),
        "north",
        ("That way is locked.", K("refused", "locked")),
        "west",
        (
            "You are in a dining room.\nYou can see a sideboard and a silver coin.\nYou can go "
            "east.",
            R("dining room", "e", coin=True),
        ),
        notes="Quest's locked exit left behind in the kitchen; a silver coin here",
    ),
    item(
        ADRIFT_GARDEN,
        "w",
        ("You can't move in that direction.", K("refused")),
        "look",
        ADRIFT_GARDEN,
        notes="ADRIFT's refusal at no exit, kept by a look: west refused",
    ),
    item(
        (
            "Cellar Steps\nWorn stone steps lead up to the scullery. At the bottom, the coal "
            "hole is north and the wine store is east.",
            R("cellar steps", "u n e"),
        ),
        "north",
        ("The coal hole door is locked.", K("refused", "locked")),
        notes="a door whose state was not given, found locked: north refused and closed, no open",
    ),
    item(
        (
            "Conservatory\nPotted palms and a wicker chair that creaks when you look at it. The "
            "door to the study, east, is closed. The garden is south.",
            R("conservatory", "e s", closed="e"),
        ),
        "east",
        ("The study door is closed.", K("refused")),
        "open east",
        ("Opened.", K("opened")),
        "east",
        (
            "Study\nA desk, a green-shaded lamp and a smell of pipe tobacco. The conservatory "
            "is west.",
            R("study", "w"),
        ),
        notes="Hugo's refusal at a closed door, an open, then the move: west visited",
    ),
    item(
        (
            "Ringing Room\nBell ropes hang through holes in the ceiling, their sallies tucked up "
            "out of reach. The belfry door is north, and the spiral stair goes down.",
            R("ringing room", "n d"),
        ),
        "north",
        ("(first opening the belfry door)\nIt seems to be locked.", K("refused", "locked")),
        notes="Inform's implicit opening that fails: north refused and locked; the only other way "
        "is down: no action",
    ),
    item(
        (
            "== KITCHEN ==\nA small kitchen. There is a kettle on the stove.\nExits: north, "
            "east\n> ",
            R("kitchen", "n e"),
        ),
        "west",
        (
            "You can't go that way!\n\n== KITCHEN ==\nA small kitchen. There is a kettle on the "
            "stove.\nExits: north, east\n> ",
            Both(K("refused"), R("kitchen", "n e")),
        ),
        notes="a Python game that prints the room again after a refusal: west refused",
    ),
    item(
        (
            "LIBRARY\nDusty shelves from floor to ceiling.\nExits: north, south\nItems: none\n>",
            R("library", "n s"),
        ),
        "go west",
        ("There's no exit to the west.\n>", K("refused")),
        notes="a Python game's refusal: west refused; 'Items: none' is no coin",
    ),
    item(
        (
            "Scullery\nA stone sink and a hand pump. The kitchen is north, and the yard door is "
            "east.\n\nGo north\nGo east",
            R("scullery", "n e"),
        ),
        "Go east",
        (
            "The yard door is bolted from the outside. You'll have to find another way.\n\n"
            "Return to the scullery",
            K("refused", "locked"),
        ),
        notes="a Twine passage: a door bolted from the far side is locked; east refused",
    ),
    item(
        (
            "The Armoury\n  Racks of rusty swords and dented shields line the walls. An "
            "iron-bound door leads north, and the courtyard is south.\n\n[Exits: north south]"
            "\n\n<42hp 18m 96mv> ",
            R("armoury", "n s"),
        ),
        "north",
        ("The door is closed.\n\n<42hp 18m 96mv> ", K("refused", "closed")),
        notes="ROM's refusal at a door whose state the room did not give: north refused and closed",
    ),
    item(
        (
            "Parlour\nA cold, tidy room kept for visitors. A tall bookcase fills the west wall, "
            "and the door to the hall is south.",
            R("parlour", "s"),
        ),
        "west",
        ("You walk into the bookcase. A china dog wobbles, but stays put.", K("refused")),
        notes="a bookcase is no way: west refused",
    ),
    item(
        (
            "Kitchen\nA range, a dresser and a scrubbed table. The pantry door, east, is "
            "locked. The back door is north.",
            R("kitchen", "e n", locked="e"),
        ),
        "east",
        ("The pantry door is locked.", K("refused")),
        "unlock east",
        ("You unlock the pantry door with the little brass key.", K("unlocked")),
        notes="an unlock leaves the door shut: east refused and closed; open it",
    ),
    item(
        (
            "Riverbank\nWillows trail their branches in the brown water. The river runs across "
            "your way to the south. A towpath goes east and west.",
            R("riverbank", "e w"),
        ),
        "south",
        ("The river is much too deep to wade, and you can't swim.", K("refused")),
        notes="the river is no way: south refused",
    ),
    item(
        (
            "Box Room\nSuitcases, a broken standard lamp and a sewing machine. The window is "
            "east. The door is west.",
            R("box room", "w"),
        ),
        "east",
        ("You'd have to climb through the window, and it's painted shut.", K("refused")),
        notes="a window is no way: east refused",
    ),
    item(
        SHED,
        "north",
        ("The door is shut.", K("refused")),
        "look",
        SHED,
        notes="a refusal at a shut door kept by a look that shows it still shut",
    ),
    item(
        (
            "Gym\nRopes are tied back against the wall bars, and the floor smells of polish. "
            "The changing room door, west, is shut. The hall is south.",
            R("gym", "w s", closed="w"),
        ),
        "west",
        ("The changing room door is shut.", K("refused")),
        "wait",
        (
            "The caretaker comes through, props the changing room door open with a chair, and "
            "goes out again.\n\nGym\nRopes are tied back against the wall bars, and the floor "
            "smells of polish. The changing room door, west, is propped open. The hall is "
            "south.",
            R("gym", "w s"),
        ),
        notes="another hand opens the door; the room printed again shows it open: cleared",
    ),
    item(
        (
            "Porch\nA boot scraper, a doormat and a sleeping cat. The front door, north, is "
            "locked. A path leads west around the side of the house.",
            R("porch", "n w", locked="n"),
        ),
        "north",
        ("The front door is locked. Nobody answers your knock.", K("refused")),
        "west",
        (
            "Side Path\nA narrow path between the house and the fence, with the bins lined up "
            "along it. The porch is east, and the back garden is south.",
            R("side path", "e s"),
        ),
        notes="a refusal left behind in the porch: it is no fact here",
    ),
    item(
        (
            "Guardroom\nA table with a half-finished game of cards on it. A door to the north "
            "is barred. The passage continues east.",
            R("guardroom", "n e", locked="n"),
        ),
        "north",
        ("The door is barred from the other side.", K("refused")),
        "south",
        ("There's only a blank stone wall that way.", K("refused")),
        notes="two refusals in a row: north (barred: locked) and south (a wall)",
    ),
    item(
        (
            "Engine Room(#204)\nThe engines throb so loudly that your teeth hum. A hatch, east, "
            "leads to the shaft tunnel; a notice on it says AUTHORISED PERSONNEL ONLY. The "
            "ladder goes up to the deck.\nExits: east, up",
            R("engine room", "e u"),
        ),
        "east",
        ("The hatch won't open for you. It's locked.", K("refused", "locked")),
        notes="a hatch whose state was not given, found locked: east refused and closed; the only "
        "other way is up: no action",
    ),
    item(
        (
            "Paddock\nA muddy paddock with a water trough and a pony who ignores you. The gate "
            "to the lane is south. A post-and-rail fence runs along the east side.",
            R("paddock", "s"),
        ),
        "east",
        ("You climb halfway up the fence and think better of it.", K("refused")),
        notes="a fence is no way: east refused",
    ),
]
