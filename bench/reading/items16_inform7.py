"""inform7, sixteenth round: Inform 7's default prose under long descriptions written by careful
authors: a heading, one or two paragraphs with the exits worked into the scenery, then Inform's
own lists ("You can see ... here.", "On the ... are ...", "(closed)", "(in which are ...)",
"(on which are ...)"). Distractors among the facts: a birdcage, a meat safe, a medicine cabinet,
a gun cabinet, a cabin trunk and a brougham with doors of their own, windows and views that name
directions, doors described across sentences with their states given later, coins among many
things and in open containers, a copper (a boiler), a sampler's proverb. Walks through a
garden, a stable yard and a house, "(first opening the study door)", "It seems to be locked.".
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def rose_garden() -> tuple:
    return (
        "Rose Garden\n"
        "Gravel paths quarter a square of old roses, the kind with names like ladies in a "
        "novel, and their scent is so heavy in the afternoon heat that it is almost a taste. A "
        "stone bench stands in the shade of a yew arch. Bees blunder from flower to flower. "
        "The high wall to the north is solid brick under a climbing rose.\n\n"
        "The lawn opens out to the east, past a pair of stone urns.",
        R("rose garden", "e", leads={"e": "sundial lawn"}),
    )


def sundial_lawn() -> tuple:
    return (
        "Sundial Lawn\n"
        "A great sweep of close-cut grass, striped by the mower, with a bronze sundial in the "
        "middle on a baluster of weathered stone. Its motto has been worn almost smooth: I COUNT "
        "ONLY THE SUNNY HOURS. The rose garden lies west beyond the urns. North, at the top of "
        "a flight of three shallow steps, stands the summerhouse. The door in the east wall, "
        "which leads to the kitchen garden, is locked.\n\n"
        "You can see a croquet mallet and a wooden ball here.",
        R(
            "sundial lawn",
            "w n e",
            locked="e",
            leads={"w": "rose garden", "n": "summerhouse", "e": "kitchen garden"},
        ),
    )


def summerhouse(coin: bool) -> tuple:
    extra = " and a gold sovereign" if coin else ""
    return (
        "Summerhouse\n"
        "An octagonal wooden pavilion, painted white a long time ago, with windows on seven "
        "sides and the door on the eighth, to the south. Wicker chairs sit round a low table as "
        "if waiting for tea. A wasps' nest, papery and grey, hangs from a corner of the "
        "ceiling.\n\n"
        f"On the low table are a cracked teacup, a copy of The Field{extra}.",
        R("summerhouse", "s", coin=coin, leads={"s": "sundial lawn"}),
    )


def stable_yard(line: str = "") -> tuple:
    return (
        "Stable Yard\n"
        "Cobbles, a pump, a mounting block and a clock over the coach house arch that stopped "
        "at twenty to four on some afternoon long ago. The tack room door, on the west side, "
        "stands open. The coach house is north, through the arch. To the east a five-bar gate "
        "closes off the paddock; it is shut, and a horse leans its chin on the top bar."
        + (f"\n\n{line}" if line else ""),
        R(
            "stable yard",
            "w n e",
            closed="e",
            leads={"w": "tack room", "n": "coach house", "e": "paddock"},
        ),
    )


def tack_room(coin: bool) -> tuple:
    extra = ", a curry comb and a gold half-sovereign" if coin else " and a curry comb"
    return (
        "Tack Room\n"
        "It smells of saddle soap, leather and horse. Bridles hang in a row on wooden pegs, "
        "each under a brass plate with a horse's name: Duchess, Captain, Bramble, Old Tom. A "
        "small iron stove in the corner has its door open and its fire out. The door to the "
        "yard is east.\n\n"
        f"On the saddle horse are a side-saddle{extra}.",
        R("tack room", "e", coin=coin, leads={"e": "stable yard"}),
    )


ITEMS = [
    item(
        "Conservatory\n"
        "Glass on three sides and overhead, fogged with the breath of a hundred plants: "
        "orchids, ferns, a lemon tree in a tub with three hard green lemons. Water drips "
        "somewhere. Through the glass to the east and south you can see the garden going "
        "grey in the dusk, and the first bats. The garden door, to the north, stands open. "
        "The drawing room is through the glazed doors to the west, which are closed.\n\n"
        "You can see a wrought-iron bench, a birdcage (closed) and a brass watering can here.",
        R("conservatory", "n w", closed="w"),
        notes="the birdcage (closed) is a thing, not a door; the glass east and south is no "
        "exit; north open, the glazed doors west closed: go north, open west",
    ),
    item(
        "Day Nursery\n"
        "A bright room under the eaves with bars on the window and a rag rug on the floor. A "
        "rocking horse with real horsehair stands by the fireguard, and a dolls' house, a "
        "perfect copy of this very house, has its front swung open so that you can see the "
        "tiny family at dinner. The window looks east over the lawn.\n\n"
        "The nursery's door is to the south. A second door, to the night nursery, is in the "
        "west wall; it is locked, Nanny having the key.\n\n"
        "You can see a rocking horse, a dolls' house (open) and a toy box (in which are a tin "
        "soldier, a spinning top and a halfpenny) here.",
        R("day nursery", "s w", locked="w", coin=True),
        notes="the dolls' house (open) is a toy; the barred window east is no exit; the night "
        "nursery door west is locked; a halfpenny in the open toy box (its contents listed): "
        "take coin",
    ),
    item(
        (
            "Hall\n"
            "The hall is dim and smells of beeswax and old dogs. A stag's head looks down "
            "mournfully from over the fireplace, and the longcase clock beside the door has been "
            "stopped at the hour of someone's death. The study door, which is closed, is to the "
            "north. The front door is south.\n\n"
            "You can see an umbrella stand and a silver salver (on which is a calling card) "
            "here.",
            R("hall", "n s", closed="n", leads={"n": "study"}),
        ),
        "north",
        (
            "(first opening the study door)\n\n"
            "Study\n"
            "Books, papers, pipe ash. The desk is buried under correspondence, and a green-"
            "shaded lamp throws a pool of light onto a letter that begins 'My dear Arthur, I "
            "hardly "
            "know how to tell you'. The window is shuttered. The door you came through is south, "
            "and another, to the west, leads to the gun room; it is closed.\n\n"
            "You can see a leather armchair and a tantalus (locked) here.",
            R("study", "s w", closed="w", leads={"s": "hall"}),
        ),
        notes="Inform's '(first opening the study door)' and then the study: the move went "
        "through; the door the player came through (south) is visited and the way first "
        "entered; the gun room door west closed: open west; the locked tantalus is no door",
    ),
    item(
        "Larder\n"
        "A cold, north-facing little room with a slate shelf all round and a floor of brick that "
        "sweats in summer. Flies buzz against the zinc gauze of the window. The only way out is "
        "east, into the kitchen.\n\n"
        "You can see a meat safe (closed) and a crock of butter here.\n\n"
        "On the slate shelf are a pork pie, a jar of pickled eggs, a ham in a muslin bag and a "
        "copper coin.",
        R("larder", "e", coin=True),
        notes="'north-facing' describes the room, the window's gauze is no way, the meat safe's "
        "door is its own; a copper coin on the shelf among the food: take coin",
    ),
    item(
        rose_garden(),
        "east",
        sundial_lawn(),
        "north",
        summerhouse(True),
        "take sovereign",
        ("Taken.", K("took")),
        "south",
        (
            "Sundial Lawn\n"
            "A great sweep of close-cut grass, striped by the mower, with a bronze sundial in "
            "the middle on a baluster of weathered stone. Its motto has been worn almost smooth: "
            "I COUNT ONLY THE SUNNY HOURS. The rose garden lies west beyond the urns. North, at "
            "the top of a flight of three shallow steps, stands the summerhouse. The door in the "
            "east wall, which leads to the kitchen garden, is locked.\n\n"
            "You can see a croquet mallet and a wooden ball here.\n\n"
            "The shadow of the gnomon has crept past four.",
            R(
                "sundial lawn",
                "w n e",
                locked="e",
                leads={"w": "rose garden", "n": "summerhouse", "e": "kitchen garden"},
            ),
        ),
        notes="a walk with a loop: the sovereign taken in the summerhouse; back on the lawn west "
        "and north are visited, the kitchen garden door east locked: go back west, the way first "
        "entered; the rose garden's solid wall north is no exit",
    ),
    item(
        "Bathroom (on the wicker chair)\n"
        "A mahogany-panelled bathroom of the grandest and most uncomfortable kind. The bath "
        "stands on four lion's feet, and the geyser above it, a copper cylinder with a pilot "
        "light and a temper, ticks to itself. The window, to the east, is of frosted glass. The "
        "door, to the west, is bolted on this side.\n\n"
        "You can see a medicine cabinet (closed), a linen cupboard (open but empty) and a cake "
        "of carbolic soap here.",
        R("bathroom", "w", closed="w"),
        notes="a heading with the player's posture names the bathroom; the geyser's copper "
        "cylinder is no coin; the cabinet and cupboard doors are theirs, not the room's; the "
        "window east is no exit; the door west is bolted on this side (closed): open west",
    ),
    item(
        "Front Hall\n"
        "Encaustic tiles in red and black, a barometer that has read FAIR through forty years "
        "of English weather, and a smell of floor polish. The front door is south of here. It "
        "is locked; it is always locked after dark. The morning room lies west, through an "
        "archway, and the passage to the kitchens runs off to the north, past the green baize "
        "door, which has been propped open with a flat iron.\n\n"
        "You can see a barometer, a gong and a hall stand (on which are a bowler hat and an "
        "umbrella) here.",
        R("front hall", "s w n", locked="s"),
        notes="the front door south is locked, its state in the next sentence; west through an "
        "archway and north past a baize door propped open: go west or north",
    ),
    item(
        (
            "Kitchen Garden\n"
            "Rows of cabbages, onions and leeks, a bean row on its canes, and a rhubarb forcer "
            "turned upside down like a clay bell. The walls keep out the wind and keep in the "
            "warmth. The garden gate in the east wall is closed; there is no other way out but "
            "the path north to the house.\n\n"
            "You can see a wheelbarrow (in which is a fork) here.",
            R("kitchen garden", "e n", closed="e", leads={"e": "glebe field"}),
        ),
        "open gate",
        ("You open the garden gate.", K("opened", door="e")),
        "east",
        (
            "Glebe Field\n"
            "The field slopes gently toward the church, whose tower rises above a screen of "
            "elms. Sheep have cropped the grass short. A footpath runs on north across the field "
            "to the churchyard stile; the garden gate you came through is west, set in the "
            "mellow brick of the garden wall.\n\n"
            "In the grass by the gate lies a silver shilling.",
            R("glebe field", "n w", coin=True, leads={"w": "kitchen garden"}),
        ),
        notes="the gate opened by its kind and walked through; a silver shilling in the grass: "
        "take coin",
    ),
    item(
        "Attic\n"
        "Under the slates it is stifling, and the light comes in dusty slants through a single "
        "dormer window that looks north over the village roofs to the church. The floor is "
        "boarded only down the middle; either side, the plaster of the ceilings below shows "
        "between the joists. A wasp drones against the glass.\n\n"
        "The only way out is the ladder down to the landing.\n\n"
        "You can see a dressmaker's dummy, a cabin trunk (closed), a rocking chair and a framed "
        "sampler (A PENNY SAVED IS A PENNY EARNED) here.",
        R("attic", "d"),
        notes="the dormer window north is no exit; the only way is the ladder down (outside the "
        "vocabulary); a sampler's proverb is no coin and the closed trunk's contents are not "
        "given: no fact of the vocabulary, no action",
    ),
    item(
        "Dining Room\n"
        "The table has been laid for twelve, and then, it seems, abandoned: the candles have "
        "burned down to stubs, the soup has a skin on it, the napkins lie where they were "
        "dropped. Portraits of horses look down from the crimson walls. Double doors lead east "
        "to the drawing room; they are open. The door to the servery is north, and it is "
        "closed.\n\n"
        "On the long table are twelve place settings, a silver épergne, a decanter of claret "
        "and a gold sovereign.",
        R("dining room", "e n", closed="n", coin=True),
        notes="a gold sovereign among the things on the table is a coin in the room: take coin",
    ),
    item(
        "Boot Room\n"
        "Mud, wax jackets, the smell of wet dog and gun oil. A stone sink with a brass tap. "
        "The back door is east; it is closed, and the rain beats against it. The passage to the "
        "kitchen is south.\n\n"
        "You can see a boot rack (on which are four pairs of boots), a gun cabinet (locked) and "
        "a dog basket (in which is a sleeping terrier) here.",
        R("boot room", "e s", closed="e"),
        notes="the locked gun cabinet is a thing; the back door east closed, the passage south "
        "open: open east, go south",
    ),
    item(
        (
            "Gun Room\n"
            "Racks of shotguns behind glass, a table covered in green baize and the smell of "
            "oil and cordite. Antlers crowd the walls, each with a date and a place painted "
            "beneath: Glen Affric 1898, Glen Affric 1899, Glen Affric 1903. An oak door leads "
            "west; the billiard room is to the north.\n\n"
            "You can see a cartridge bag and a game book here.",
            R("gun room", "w n", leads={"n": "billiard room"}),
        ),
        "west",
        ("(first opening the oak door)\nIt seems to be locked.", K("refused", door="locked")),
        "north",
        (
            "Billiard Room\n"
            "The billiard table stands under its long lamp like an island of green, the balls "
            "racked for a game nobody came back to play. Cues stand in a rack by the scoreboard. "
            "Smoke has browned the ceiling. The gun room is south; to the east, an open door "
            "shows the card room.\n\n"
            "You can see a chalk and a cigar box (empty) here.",
            R("billiard room", "s e", leads={"s": "gun room", "e": "card room"}),
        ),
        notes="'(first opening the oak door)' answered by a lock made the gun room's west door "
        "locked; that refusal stays in the gun room; in the billiard room south is visited and "
        "the way first entered: go east",
    ),
    item(
        "Potting Shed\n"
        "Clay pots are stacked in leaning towers on every shelf, and the air smells of earth "
        "and creosote. A calendar from a seed merchant is still turned to April of some year "
        "long past. The window faces east over the compost heaps. The door is north, and it's "
        "open, as it always is.\n\n"
        "On the potting bench are a dibber, a ball of twine, a tray of seedlings and a rusty "
        "penny.",
        R("potting shed", "n", coin=True),
        notes="the window east is no exit; a rusty penny on the bench is a coin: take coin",
    ),
    item(
        "Chapel\n"
        "A small private chapel, its whitewashed walls stencilled with stars. Six pews, a "
        "harmonium with its lid closed and a brass eagle lectern on which the Bible is open at "
        "Ecclesiastes. A window of clear glass to the east shows the yew walk. The west door is "
        "open. The vestry door, in the north wall, is closed.\n\n"
        "You can see a collection plate (empty) and an alms box (locked) here.",
        R("chapel", "w n", closed="n"),
        notes="an empty collection plate and a locked alms box hold no coin; the window east is "
        "no exit; west open, the vestry door north closed: go west, open north",
    ),
    item(
        stable_yard(),
        "west",
        tack_room(True),
        "take half-sovereign",
        ("Taken.", K("took")),
        "east",
        stable_yard(),
        "north",
        (
            "Coach House\n"
            "High, dark and smelling of old varnish. A brougham stands on the flags with its "
            "shafts resting on the ground, and behind it, under a dust sheet, the shape of "
            "something longer. Whips in a rack, lamps on hooks. The only way out is the arch "
            "to the south.\n\n"
            "You can see a brougham (closed) and a can of axle grease here.",
            R("coach house", "s", leads={"s": "stable yard"}),
        ),
        notes="a walk with a loop: the half-sovereign taken in the tack room, the coach house "
        "reached through the yard; its only way (south) is visited and the way first entered: "
        "all visited, go south; the brougham (closed) is a carriage, not a door",
    ),
    item(
        "Observatory\n"
        "The dome is of painted canvas over a wooden frame, and the slit in it is open to the "
        "north, where a brass telescope on its equatorial mount points at a patch of sky "
        "already pricked with stars. Charts of the heavens are pinned round the walls. An "
        "orrery ticks on a side table, its little planets moving on their wires. The only "
        "door is south.\n\n"
        "You can see a star atlas and a hand lamp here.",
        R("observatory", "s"),
        notes="the slit in the dome open to the north is no exit; the only door south: go south",
    ),
    item(
        "Schoolroom\n"
        "Ink-stained desks in two rows face a blackboard on an easel. A map of the world hangs "
        "on the wall with the Empire coloured pink, and a globe on the master's desk has been "
        "spun so often that Africa has worn thin. Doors north and east. The north one is "
        "locked. The east one stands open.\n\n"
        "You can see a blackboard (on which is chalked the sum 12d = 1s) and a cane here.",
        R("schoolroom", "n e", locked="n"),
        notes="a sum in pence and shillings on the blackboard is no coin; two doors, their states "
        "in later sentences: north locked, east open: go east",
    ),
    item(
        (
            "Kitchen\n"
            "The range is out and the kitchen has gone cold. Copper pans hang in order of size "
            "over the dresser. The scullery is west, through an archway; the pantry door, north, "
            "is closed.\n\n"
            "You can see a kitchen table and a rolling pin here.",
            R("kitchen", "w n", closed="n", leads={"n": "pantry"}),
        ),
        "open pantry door",
        ("You open the pantry door.", K("opened", door="n")),
        "north",
        (
            "Pantry\n"
            "Shelves to the ceiling, and on them everything: jars of jam and chutney, tins of "
            "tea and cocoa, a sugar loaf, a row of stone bottles of ginger beer. It smells of "
            "cloves. The door to the kitchen is south.\n\n"
            "You can see a flour bin (closed) and a jam jar (in which is a sixpence) here.",
            R("pantry", "s", coin=True, leads={"s": "kitchen"}),
        ),
        notes="copper pans are no coins; the pantry door opened by its kind and walked through; "
        "a sixpence in an open jam jar (its contents given): take coin",
    ),
    item(
        "Music Room                                                Exits: W S\n\n"
        "Music Room\n"
        "A grand piano stands in the bay with its lid raised, and sheet music has slid off its "
        "stand into a drift on the floor. A cello leans in its case in the corner. The door to "
        "the south is closed; the west door, which leads to the library, is open. The bay "
        "window looks north over the terrace to the lake.\n\n"
        "On the piano are a metronome, a bowl of dried rose petals and a silver-framed "
        "photograph.",
        R("music room", "w s", closed="s"),
        notes="an exit lister in the status line agrees with the prose; the bay window north is "
        "no exit; the south door closed, the west door open: go west, open south",
    ),
    item(
        "Laundry\n"
        "Steam and soap. A mangle with wooden rollers stands by the sink, a clothes horse "
        "hung with shirts steams in front of the stove, and the copper in the corner is "
        "bubbling away under its wooden lid. The yard door is east, and it is open; the door to "
        "the kitchen, north, is closed.\n\n"
        "You can see a mangle, a copper (closed) and a clothes horse (on which are three "
        "shirts) here.",
        R("laundry", "e n", closed="n"),
        notes="the copper (a boiler, closed) is no coin and no door; east open, north closed: "
        "go east, open north",
    ),
]
