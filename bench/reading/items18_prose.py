"""prose, eighteenth round: the authors' own prose, and choice-based systems' pages turned into
text: a Twine (Harlowe) passage with its links as lines, a SugarCube page with its sidebar
("Location: Orchard | Exits: N, E"), ChoiceScript's "#" options, Ink's numbered choices, a
Texture-like page of verbs, an inklewriter paragraph; second person present, first person plural
("We are in the signal box."), third person present ("Ada is in the printing shop."), a
diarist; doors "on the latch", "shut, the west one locked as well", "standing open on its
chain", "pegged shut from this side"; coins among other things and coin words that name no coin.
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "You stand in the chapel yard. Gravestones lean at every angle in the long grass, and "
        "a yew darkens the corner.\n\nGo north to the lychgate\nGo east into the church",
        R("chapel yard", "n e"),
        notes="a Twine (Harlowe) passage with its links printed as lines: exits north and east "
        "(the link texts), no coin",
    ),
    item(
        "Location: Orchard | Exits: N, E\n\nThe apple trees are old and mossed, and the grass "
        "beneath them is full of windfalls. Half buried among them you notice a silver coin.",
        R("orchard", "n e", coin=True),
        notes="a SugarCube page with its sidebar line naming the place and the exits; a silver "
        "coin among the windfalls: take it",
    ),
    item(
        "You are in the wash house. The copper is cold and the mangle has rusted solid. A door "
        "leads out to the drying green on the south side, and another, on the latch, to the "
        "kitchen passage west.\n\n#Go out to the drying green.\n#Try the kitchen passage door.",
        R("wash house", "s w", closed="w"),
        notes="a ChoiceScript page: 'the copper' is a boiler, no coin; the west door 'on the "
        "latch' is closed (the sixth round's reading), the south door's state not given (open)",
    ),
    item(
        "The towpath runs along the canal here, past the lock-keeper's cottage. You are on the "
        "towpath by the lock.\n\n1: Head east along the towpath\n2: Cross the footbridge to the "
        "south side",
        R("towpath", "e s"),
        notes="Ink's numbered choices: east along the towpath and south over the footbridge; "
        "'You are on the towpath' names the towpath",
    ),
    item(
        "We are in the signal box. Levers stand in a row like a rank of soldiers, each with its "
        "brass plate. The only way out is the door in the east wall; the windows look north and "
        "south along the line.",
        R("signal box", "e"),
        notes="first person plural ('We are in the signal box' names it): the door in the east "
        "wall is the one way out; the windows north and south are views: go east",
    ),
    item(
        "Ada is in the printing shop. The big press is silent; type lies in its cases. There "
        "are two doors, east and west. Both are shut, the west one locked as well. A sixpence "
        "lies on the compositor's stool.",
        R("printing shop", "w e", closed="e", locked="w", coin=True),
        notes="third person present ('Ada is in the printing shop' names it); 'two doors, east "
        "and west. Both are shut, the west one locked as well': east closed, west locked; a "
        "sixpence on the stool: take it",
    ),
    item(
        "Day nine. The pump room again. Water still drips from the rose of the pump into the "
        "trough. I did not try the door to the north this time; it stands open on its chain, as "
        "it did yesterday. The way to the yard is west.",
        R("pump room", "n w"),
        notes="a diarist's entry: the north door 'stands open on its chain' is open; west to the "
        "yard; no coin: go north or west",
    ),
    item(
        "You are in the tack room of a racing stable. Bits and bridles hang in ranks. The "
        "stable door to the north is pegged shut from this side, and the yard is east through an "
        "open half-door.",
        R("tack room", "n e", closed="n"),
        notes="'pegged shut from this side' is closed (the player can pull the peg, like a bolt "
        "on this side); east open: go east or open north",
    ),
    item(
        "You are in the beer cellar. It is lit by one bulb. Barrels on their stillages line the "
        "walls. The hatch to the street is overhead, the door to the bar is on the south side, "
        "and there is a pound of candles on the shelf.",
        R("beer cellar", "u s"),
        notes="the hatch overhead is a way up (outside the vocabulary); the door to the bar on "
        "the south side: south; a pound of candles is no coin: go south",
    ),
    item(
        "You are in the buttery. Stone shelves, a cheese press, a crock of salt. The door to "
        "the great hall is north of you. Someone has dropped a brass farthing by the cheese "
        "press.",
        R("buttery", "n", coin=True),
        notes="a brass farthing (a coin) dropped by the press lies here: take it",
    ),
    item(
        "Signal Hill.\n\nThe wind is strong up here. To the west the ground falls away in a "
        "cliff to the sea. The coastguard path runs north and south along the top.\n\nLook "
        "around  |  Walk north  |  Walk south",
        R("signal hill", "n s"),
        notes="a Texture-like page with its verbs as a bar: north and south along the path, the "
        "cliff west no way",
    ),
    item(
        "You are in the schoolroom. It has six desks and a stove. A slate on the wall reads "
        "'A PENNY A WEEK'. The door to the lane is east, and a door to the teacher's house is "
        "west, locked.",
        R("schoolroom", "e w", locked="w"),
        notes="an inklewriter paragraph; a slate's 'A PENNY A WEEK' is no coin; west locked: go "
        "east",
    ),
    item(
        "You're in the boot cupboard under the stairs. It is tiny. The only way out is the "
        "little door east into the hall, which stands open. On the floor is a dull silver "
        "coin.",
        R("boot cupboard", "e", coin=True),
        notes="the one door east stands open; a silver coin on the floor: take it",
    ),
    item(
        "You are in the lamp store. Every lamp in the house is here, cleaned and filled. A door "
        "to the north, a door to the south; the first stands wide, the second is bolted on the "
        "far side.",
        R("lamp store", "n s", locked="s"),
        notes="two doors and their states in order ('the first ... the second'): north open, "
        "south locked: go north",
    ),
    item(
        (
            "You are in the hop garden. Poles and wires run in lines away from you. The oast "
            "house is north; the lane is west.",
            R("hop garden", "n w", leads={"n": "oast house"}),
        ),
        "go north",
        (
            "You are in the oast house. The kiln is cold. Its round floor is slatted, and "
            "through the slats you can see the fire-hole below. The only door leads south.",
            R("oast house", "s", leads={"s": "hop garden"}),
        ),
        notes="a walk north into the oast house: its one door south leads back (visited, the way "
        "in): go south",
    ),
    item(
        (
            "You are in the front office of the shipping agent. A counter runs across the room. "
            "The street door is south. A door behind the counter, to the north, is marked "
            "PRIVATE.",
            R("front office", "s n"),
        ),
        "go north",
        (
            "The door marked PRIVATE doesn't budge. Locked, then.",
            K("refused", door="locked"),
        ),
        notes="the private door (state not given) found locked: north refused and locked; go south",
    ),
    item(
        (
            "You are in the brew house. Mash tuns and coolers. The malt floor is east, and the "
            "door to the cask store, west, is shut.",
            R("brew house", "e w", closed="w"),
        ),
        "open west door",
        ("You lift the latch and the west door swings open.", K("opened")),
        "go west",
        (
            "You are in the cask store. Casks stand on their ends in rows. The door to the brew "
            "house is east. A silver penny has rolled under the nearest cask.",
            R("cask store", "e", coin=True, leads={"e": "brew house"}),
        ),
        notes="the west door opened and walked through; a silver penny under a cask in the room "
        "(within reach): take it",
    ),
    item(
        "You are in the ticket hall of a small station. The booking window is shuttered. The "
        "platform is through the arch to the east, the station yard is west, and a poster on "
        "the wall advertises the Sovereign Line's excursions.",
        R("ticket hall", "e w"),
        notes="'the Sovereign Line' is a railway, no coin; east and west: go either",
    ),
    item(
        "You are in the fernery. Tree ferns reach to the glass roof. A path leads north through "
        "them to a grotto, and the glasshouse door to the south is shut.",
        R("fernery", "n s", closed="s", leads={"n": "grotto"}),
        notes="a path north to a grotto (named, not visited) and a shut glasshouse door south: go "
        "north or open south",
    ),
    item(
        "This is the map room. Charts of the coast cover the big table, weighted with brass "
        "dividers; on one, a compass rose points north. The only door opens west.",
        R("map room", "w"),
        notes="'This is the map room.' names map room; a compass rose on a chart is no exit: go "
        "west",
    ),
]
