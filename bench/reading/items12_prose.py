"""prose, twelfth round: plain prose rooms whose exits, doors and coins are said as different
people would say them: the room named last ("This is the tool room."), exits first ("Two doors
lead out of the scullery where you stand"), a door's state by pronoun ("The oak door is to the
south. It is locked."), by "the one"/"the other", in parentheses, after a slash; counts ("Three
ways out: ..."), a telegraphic note ("Attic. Dusty. Door W, locked."), third person past, first
person, two paragraphs with rain, a map of the Empire and twenty desks between the doors;
American (a parlor, a quarter, drapes) and British (a half-crown, a sixpence, a shilling) words;
coins said as "a small brass coin with a hole in its middle" and a sixpence under a desk.
Four items have a history (a walk in, a gate opened and walked through, a walk there and back, a
walk of two rooms). What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You are in the kitchen. Its back door, to the west, is bolted on this side, and a "
        "flagged passage leads north toward the front of the house. A kettle simmers on the "
        "range.",
        R("kitchen", "w n", closed="w"),
        notes="the door folded into the sentence ('Its back door, to the west'); 'bolted on "
        "this side' is closed (the player can draw the bolt)",
    ),
    item(
        "Doors lead out north and east, both of them open, and a hatch in the ceiling is shut "
        "fast. This is the tool room.",
        R("tool room", "n e up", closed="up"),
        notes="the room named last ('This is the tool room.'); the hatch above is outside the "
        "vocabulary",
    ),
    item(
        "You're in the schoolroom. Rain streaks the tall windows on the north side, and a map "
        "of the Empire is pinned up over the blackboard. Twenty little desks face the front.\n\n"
        "The teacher's door, in the east wall, is locked; the children's door, west, stands "
        "open onto the cloakroom. Under the third desk from the back somebody has dropped a "
        "sixpence.",
        R("schoolroom", "e w", locked="e", coin=True),
        notes="two paragraphs; the north windows are no exit; east locked, west open; a "
        "sixpence under a desk is a coin in the room",
    ),
    item(
        "Two doors lead out of the scullery where you stand, one north and one east. The north "
        "one is shut. There is nothing else here but a mangle and a cold stone floor.",
        R("scullery", "n e", closed="n"),
        notes="the count first, then the state of one door ('The north one is shut.'); the "
        "other's state is not given: open",
    ),
    item(
        "You are on the landing. The oak door is to the south. It is locked. A narrow passage "
        "runs off to the east, and the stairs go down into the dark.",
        R("landing", "s e d", locked="s"),
        notes="a door's state by pronoun in the next sentence ('The oak door ... It is "
        "locked.'); the stairs down are outside the vocabulary",
    ),
    item(
        "You're in the parlor. Drapes, a davenport, a player piano with its lid up. The front "
        "hall is through the archway to the south, and the dining room door (west) is closed. A "
        "quarter lies on the rug.",
        R("parlor", "s w", closed="w", coin=True),
        notes="American words (parlor, drapes, a quarter: the 25-cent coin); west closed",
    ),
    item(
        "Edith stood in the pantry with the candle held high. The door she faced, the northern "
        "one, was locked; the one to the east was open, and beyond it lay the yard and the "
        "night.",
        R("pantry", "n e", locked="n"),
        notes="third person past names the pantry; 'the northern one, was locked' and 'the one "
        "to the east was open'",
    ),
    item(
        "You are in the market square. It is raining steadily. A woman sells eels from a "
        "barrow, and two boys are arguing over a kite. The church lies to the north; the high "
        "street runs off east and west. South is the river, and there is no bridge.",
        R("market square", "n e w"),
        notes="people and weather among the exits; the river south with no bridge is no exit",
    ),
    item(
        "You find yourself in the washhouse: steam, soap, wet stone. There's a small brass coin "
        "with a hole in its middle lying by the drain. The only door is south, open to the yard.",
        R("washhouse", "s", coin=True),
        notes="a small brass coin with a hole in it is a coin (the eighth round's call)",
    ),
    item(
        (
            "You are in the hallway. A coat stand, a mirror, a telephone table. The sitting room "
            "is east through a wide doorway, and the front door is north, on the latch.",
            R("hallway", "e n", closed="n", leads={"e": "sitting room"}),
        ),
        "go east",
        (
            "You are in the sitting room. Two armchairs face a dead fire. There is a door "
            "behind the piano, on the south wall, standing half open, and the doorway to the "
            "hallway is west.",
            R("sitting room", "s w", leads={"w": "hallway"}),
        ),
        notes="a walk east: the hallway west is visited and initial; the south door "
        "half open is an open exit",
    ),
    item(
        "Attic. Dusty. Door W, locked. Hatch down, open. Half-crown on the sill.",
        R("attic", "w d", locked="w", coin=True),
        notes="telegraphic notes ('Attic.' names the room, the fourth round's 'Cellar.'); a "
        "half-crown on the sill is a coin; the only door of the vocabulary locked",
    ),
    item(
        "You stand in the conservatory. East is a wall of glass above the lawn, and no way out. "
        "The door to the house is west, and a second, smaller door north goes to the potting "
        "shed; that one is shut.",
        R("conservatory", "w n", closed="n"),
        notes="'East is a wall of glass ... no way out' is no exit; 'that one is shut' is the "
        "north door",
    ),
    item(
        (
            "You are in the back yard. Washing flaps on the line. The kitchen door is north of "
            "you, and in the south fence there is a wooden gate, closed.",
            R("back yard", "n s", closed="s", leads={"n": "kitchen"}),
        ),
        "open gate",
        ("You lift the latch. The gate swings outward.", K("opened", door="s")),
        "go south",
        (
            "You are in the back lane. Cobbles, a drain, a cat on a wall. The lane goes east "
            "and west, and the gate into the back yard is north, open.",
            R("back lane", "e w n", leads={"n": "back yard"}),
        ),
        notes="a gate opened by its kind and walked through: north visited and initial in the lane",
    ),
    item(
        "Through the archway to the south lies the nave; to the north, past the font, a small "
        "door stands ajar. You are in the baptistery.",
        R("baptistery", "s n"),
        notes="the exits first and the room named last",
    ),
    item(
        "You are in the boathouse, which smells of tar and river water. The big doors, which "
        "face west onto the towpath, are barred from this side; the little door, which faces "
        "north, is open.",
        R("boathouse", "w n", closed="w"),
        notes="relative clauses carry the directions; 'barred from this side' is closed (the "
        "player can lift the bar)",
    ),
    item(
        "I'm in the stillroom. Bottles everywhere. There's a door north (shut, but not locked) "
        "and another west that's wide open. On the bench: a mortar, a pestle and a jar of "
        "honey.",
        R("stillroom", "n w", closed="n"),
        notes="first person; '(shut, but not locked)' is closed; 'wide open' is open",
    ),
    item(
        (
            "You are in the orchard. Apple trees in rows, the grass long. A gap in the hedge "
            "leads west into the paddock, and the house is east.",
            R("orchard", "w e", leads={"w": "paddock"}),
        ),
        "go west",
        (
            "You are in the paddock. An old pony grazes by the water trough. The gap in the "
            "hedge to the east goes back to the orchard; there is no other way out, as the "
            "fence is high all round.",
            R("paddock", "e", leads={"e": "orchard"}),
        ),
        "go east",
        (
            "You are in the orchard. Apple trees in rows, the grass long. A gap in the hedge "
            "leads west into the paddock, and the house is east. A wasp drones past your ear.",
            R("orchard", "w e", leads={"w": "paddock"}),
        ),
        notes="there and back: in the first room the paddock (west) is visited, no initial; "
        "'the house is east' is an exit (the sixth round's 'The Hallway is west.')",
    ),
    item(
        "You are in the gardener's bothy. Door to the north / door to the south (this one "
        "locked) / a window east onto the cold frames. A penny on the table.",
        R("gardener's bothy", "n s", locked="s", coin=True),
        notes="exits after slashes; '(this one locked)' is the south door; the window east is "
        "no exit; a penny on the table is a coin",
    ),
    item(
        "You are in the nursery. Three ways out: the day nursery (north), the back passage "
        "(west) and the bathroom (east), whose door is locked.",
        R("nursery", "n w e", locked="e"),
        notes="a count then destinations with directions in parentheses; 'whose door is "
        "locked' is the bathroom's (east)",
    ),
    item(
        (
            "You are in the gatehouse. An arch runs through it north to south; a door in the "
            "west wall leads to the porter's room.",
            R("gatehouse", "n s w", leads={"w": "porter's room"}),
        ),
        "go north",
        (
            "You are in the inner court. Grass between the flagstones, a well with a rusted "
            "winch. The gatehouse arch is south; doors lead east, to the chapel, and west.",
            R("inner court", "s e w", leads={"s": "gatehouse", "e": "chapel"}),
        ),
        "go west",
        (
            "You are in the brewhouse. A great copper vat and a smell of malt. The inner court "
            "is east, and that is the only door. Lying on the lid of a barrel is a shilling.",
            R("brewhouse", "e", coin=True, leads={"e": "inner court"}),
        ),
        notes="a walk of two rooms: in the brewhouse east is visited, initial and every exit; "
        "the copper vat is no coin, the shilling is",
    ),
]
