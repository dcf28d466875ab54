"""classic_if, fifteenth round: what a tester brings from the classic games on a first
afternoon, in their manners: Infocom (a title line, a paragraph, "There is a gold coin here."),
Scott Adams ("I'm in a root cellar. Obvious exits: NORTH, EAST.\nI can also see: ..."), Level 9
("You are in the gatehouse ... Exits are north, south and west. ... What now?"), Magnetic
Scrolls (a wry paragraph, "Lying among the leeks is a tarnished silver coin."), TADS 3
("Obvious exits lead west and down."), Adventuron ("Exits : north, west\n\nYou notice : ..."),
a ZIL-era status line above a room. Scenery that names a direction or a coin without giving one
(a weathervane pointing west, a skylight, a broom cupboard's door, a window shut against the
draught, an empty tip tin, the lake without a boat, a padlocked barn door beside "West of the
Barn"); a coin taken ("You pick up the silver penny ...", "Taken. Something skitters ...") and
one still lying there after an inventory; walks there and back. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a walk at a mill (Infocom-like): Mill Yard n Grinding Floor (a penny), e Sluice Path ----
MILL_YARD = (
    "Mill Yard\nCart ruts cross the yard between stacks of empty sacks. The mill door stands "
    "open to the north, and a path follows the sluice away to the east. To the west the blank "
    "wall of the granary offers no way in.",
    R("mill yard", "n e"),
)
GRINDING_FLOOR = (
    "Grinding Floor\nThe millstones are still, and flour dust hangs in the slanting light. The "
    "only way out is the door to the south.\n\nThere is a silver penny here.",
    R("grinding floor", "s", coin=True),
)
SLUICE_PATH = (
    "Sluice Path\nThe path runs beside the rushing sluice, east toward the river. The mill yard "
    "is west.",
    R("sluice path", "e w", leads={"w": "mill yard"}),
)

# ---- Level 9's orchard and cider house ----
ORCHARD = (
    "You are in the orchard. Gnarled apple trees lean every which way. Exits lead north and east."
)

ITEMS = [
    item(
        "Boathouse\nThe boathouse smells of tar and wet rope. An upturned dinghy, its bottom stove "
        "in, lies across two trestles. A doorway leads north onto the towpath, and a plank "
        "walkway runs east along the slipway. To the west the lake laps at the pilings; without "
        "a boat there is no going that way.\nThere is a gold coin here.",
        R("boathouse", "n e", coin=True),
        notes="Infocom manner: a doorway north and a walkway east are exits; the lake west "
        "without a boat is none (the dinghy is stove in); 'There is a gold coin here.': take "
        "coin",
    ),
    item(
        "I'm in a root cellar. Obvious exits: NORTH, EAST.\nI can also see: TURNIPS, EMPTY SACK"
        "\n\nTell me what to do? ",
        R("root cellar", "n e"),
        notes="Scott Adams: 'I'm in a root cellar' names `root cellar` (the article dropped, the "
        "fifth round's call); no coin in the list: go north or east",
    ),
    item(
        "You are in the gatehouse, a cold arched passage between two squat towers. Exits are "
        "north, south and west. You can see a rusty winch.\nWhat now?",
        R("gatehouse", "n s w"),
        notes="Level 9 manner: one paragraph with its exits and 'What now?'; a winch is no way; "
        "no coin: go north, south or west",
    ),
    item(
        "Kitchen Garden\nYou are standing in a neat kitchen garden, laid out in beds of cabbages "
        "and leeks with the precision of a parade ground. A gravel path leads north towards the "
        "house, and a wicket gate in the east wall is shut. The south wall is thick with "
        "espaliered pears, which is more than can be said for your chances of climbing it.\n"
        "Lying among the leeks is a tarnished silver coin.",
        R("kitchen garden", "n e", closed="e", coin=True),
        notes="Magnetic Scrolls manner: a path north and a wicket gate east (shut: closed) are "
        "exits, the south wall none; a silver coin among the leeks lies here: take coin",
    ),
    item(
        "Lamp Room\nThe lamp room is crowded with paraffin tins, wicks and a bench black with "
        "soot. The iron door to the west is closed. A ladder drops through a hatch to the oil "
        "store below.\n\nObvious exits lead west and down.",
        R("lamp room", "w d", closed="w"),
        notes="TADS 3's exit lister: west (a closed iron door) and down (outside the "
        "vocabulary); no coin: open west",
    ),
    item(
        "Weather Room\nBarometers, rain gauges and a clockwork thermograph crowd the benches. "
        "Through the skylight you can see the brass weathervane on the roof, pointing stubbornly "
        "west. The only door is to the south.",
        R("weather room", "s"),
        notes="a weathervane pointing west and a skylight are no exits; the only door is south: "
        "go south",
    ),
    item(
        "SMITHY\nThe forge is cold and the bellows hang slack.\n\nExits : north, west\n\n"
        "You notice : an anvil, tongs, a copper coin",
        R("smithy", "n w", coin=True),
        notes="Adventuron manner: a heading in capitals names `smithy`; 'Exits : north, west'; a "
        "copper coin among the things noticed lies here: take coin",
    ),
    item(
        "Pantry\nShelves of pickles and jams line three walls. In the corner, the door of the "
        "broom cupboard is shut. A doorway leads east into the kitchen.",
        R("pantry", "e"),
        notes="a broom cupboard's shut door is no exit of the room; the doorway east is: go east",
    ),
    item(
        "Study\nA cluttered study, papers on every surface. The window in the north wall is shut "
        "fast against the draught. A door leads south, and another, standing open, leads west.",
        R("study", "s w"),
        notes="a window shut in the north wall is no exit; doors south (state not given: open) "
        "and west (standing open): go south or west",
    ),
    item(
        "Vestry\nSurplices hang from a row of pegs and the smell of candle wax is everywhere. The "
        "door into the nave, east, is locked. A low door leads north into the churchyard.",
        R("vestry", "e n", locked="e"),
        notes="the nave door east is locked (no open); the low door north is an open exit: go "
        "north",
    ),
    item(
        "Cider Press                                   Score: 25   Moves: 112\n\nCider Press\n"
        "The great oak screw of the press rises into the rafters, and pomace lies in a sticky "
        "heap by the trough. Doorways lead east and south.\n\nThere is a shilling here.",
        R("cider press", "e s", coin=True),
        notes="a ZIL-era status line above the heading does not change the room; a shilling "
        "here: take coin",
    ),
    item(
        "Ferryman's Hut\nA stove, a bunk, and a window on the river. A tin for the ferryman's "
        "tips sits on the sill, empty. The door is north, and the landing stage is west.",
        R("ferryman's hut", "n w"),
        notes="an empty tip tin is no coin; 'The door is north, and the landing stage is west' "
        "gives two exits (the sixth round's 'The Hallway is west.'): go north or west",
    ),
    item(
        "West of the Barn\nYou are standing west of a great timbered barn. A cart track runs "
        "north to the orchard and south to the lane. The barn door, to the east, is padlocked.",
        R("west of the barn", "n s e", locked="e"),
        notes="the heading 'West of the Barn' is a name, as Zork's 'West of House' (the "
        "eleventh round's 'South of Mill'); the track runs north and south; the padlocked barn "
        "door east is locked: go north or south",
    ),
    item(
        "Beech Wood\nTall grey beeches crowd the path, which winds north and south between them. "
        "A squirrel chatters somewhere overhead.",
        R("beech wood", "n s"),
        notes="a path winding north and south: both exits; no coin: go north or south",
    ),
    item(
        "Boot Room\nMuddy boots stand in a row under oilskins on hooks. There are doors to the "
        "north and the west; the north door is shut.",
        R("boot room", "n w", closed="n"),
        notes="'the north door is shut': closed; the west door's state is not given: open; open "
        "north or go west",
    ),
    # ---- walks ----
    item(
        MILL_YARD,
        "north",
        GRINDING_FLOOR,
        "get penny",
        ("You pick up the silver penny and blow the flour off it.", K("took")),
        "south",
        MILL_YARD,
        "east",
        SLUICE_PATH,
        notes="a walk there and back and on: the penny taken on the grinding floor, back "
        "through the yard to the sluice path, whose west leads to the yard (the way first "
        "entered): go east",
    ),
    item(
        (
            "I'm in a forest clearing. Obvious exits: NORTH, SOUTH, WEST.\nI can also see: TREE "
            "STUMP, NETTLES\n\nTell me what to do? ",
            R("forest clearing", "n s w"),
        ),
        "GO NORTH",
        (
            "I'm in a charcoal burner's hut. Obvious exits: SOUTH.\nI can also see: *GOLD COIN*, "
            "SACK OF CHARCOAL\n\nTell me what to do? ",
            R("charcoal burner's hut", "s", coin=True),
        ),
        notes="Scott Adams: '*GOLD COIN*' in the list lies here (the fifth round's call); the "
        "room `charcoal burner's hut`; take coin",
    ),
    item(
        (f"{ORCHARD}\nWhat now?", R("orchard", "n e")),
        "e",
        (
            "You are in the cider house, among empty barrels. The only exit is west.\nWhat now?",
            R("cider house", "w"),
        ),
        "w",
        (
            f"{ORCHARD} A wasp drones past your ear.\nWhat now?",
            R("orchard", "n e"),
        ),
        notes="Level 9: back in the first room (a wasp, this turn's event); east leads to the "
        "cider house, visited; north is not: go north",
    ),
    item(
        (
            "Saddlery\nBridles and girths hang from pegs, and the air is thick with saddle soap. "
            "An archway leads south to the stable yard.\nThere is a florin on the workbench.",
            R("saddlery", "s", coin=True),
        ),
        "inventory",
        (
            "You are carrying:\n  a brass lantern (providing light)\n  a length of rope",
            K("none"),
        ),
        notes="an inventory keeps the room; the florin on the workbench still lies there (the "
        "player carries none): take coin",
    ),
    item(
        (
            "Crypt\nStone coffins line the walls under a low vault. Steps lead up to the chapel, "
            "and a narrow passage runs east toward the ossuary.\nThere is a gold ducat here.",
            R("crypt", "u e", coin=True),
        ),
        "get ducat",
        ("Taken. Something skitters away down the passage.", K("took")),
        notes="a ducat just taken is gone; the steps up are outside the vocabulary; the passage "
        "east is an exit: go east",
    ),
]
