"""negation, sixteenth round: long rooms whose distractors outnumber their facts. Views that name
every direction from a belvedere, a plan on the wall with a door the room hasn't got, doors that
used to be and doors painted on the plaster, a mirror that shows the room reversed, windows on
the sea, a coin seen through a window on the next courtyard's cobbles, a coin someone mentions in
another room, a brass button taken for a coin, an inn whose every other word names money (the
Crown and Anchor, Sovereign gin, a penny whistle, a Penny Black, guinea-fowl feathers), a chantry
robbed of every coin, an empty tin, a clear fountain, a locked strongbox; and real coins among
them (a sovereign doubled in a mirror, a ha'penny on a bookcase, a sixpence under a radiator, a
real denarius set down on a mosaic one). Door states said by negation ("Nobody has locked the
north door; nobody has even closed it."). A coin taken and the room looked at again, a wall
refused. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def morning_parlour(coin: bool) -> tuple:
    mantel = (
        "On the mantelpiece, between a pair of china spaniels, lies a gold sovereign."
        if coin
        else "On the mantelpiece there is nothing between the china spaniels now but a ring "
        "in the dust where the sovereign lay."
    )
    return (
        "Morning Parlour\n"
        "A small, sunny parlour with a round table laid for one and a canary singing in a "
        "cage by the window. The window faces west, over the lawn. The fireplace has been laid "
        f"but not lit. {mantel}\n\n"
        "The door to the hall is north, and it is open; there is no other.",
        R("morning parlour", "n", coin=coin),
    )


ITEMS = [
    item(
        "Belvedere\n"
        "You are on the belvedere at the top of the tower, a little square room with "
        "unglazed windows on every side and the wind blowing straight through it. From here you "
        "can see "
        "for miles: north to the blue line of the hills, east to the sea and a ship going down "
        "the coast under sail, south over the park and the lake, west to the smoke of the town. "
        "A brass plate on the parapet names everything in sight, with arrows. None of it is "
        "any nearer for being named.\n\n"
        "The only way off the belvedere is the door in the south side of the stair turret, "
        "which stands open.",
        R("belvedere", "s"),
        notes="views north, east, south and west and a plate of arrows name no exits; the only "
        "way is the door south: go south",
    ),
    item(
        "Estate Office\n"
        "A plan of the estate hangs framed on the north wall, drawn in 1820, and it shows a "
        "door in that wall leading to a strongroom. There is no door in the north wall. There "
        "was never a strongroom. The plan is wrong about the lake, too. Below it a tin marked "
        "PETTY CASH sits on the filing cabinet, closed.\n\n"
        "The door you can actually use, to the east, is open. The other real door, to the "
        "west, is closed.",
        R("estate office", "e w", closed="w"),
        notes="a door drawn on an old plan is no exit (the text says there is none north); a "
        "closed petty-cash tin holds no coin that is given; east open, west closed: go east, "
        "open west",
    ),
    item(
        "Chantry\n"
        "Not a coin in the place. The collection box by the door has been forced and emptied, "
        "the offertory plate on the altar is bare, and even the penny some pilgrim pressed "
        "into the wax of the great candle has been prised out, leaving a round hole. Whoever "
        "did it was thorough. The little chapel is otherwise as it has been for five hundred "
        "years: the tomb of the founder, his hands together, his dog at his feet, and a window "
        "to the east so darkened with age that its saints are only shapes.\n\n"
        "The door to the south is the only way out, and it is open.",
        R("chantry", "s"),
        notes="'Not a coin in the place': the box, the plate and the candle emptied, a penny "
        "prised out; the window east is no exit: go south",
    ),
    item(
        "Dressing Room\n"
        "A tall cheval glass stands against the west wall and shows you the room again, "
        "backwards: the door on the wrong side, the window on the wrong side, you on the wrong "
        "side. There is no door in the west wall; there is only the mirror. The real door, "
        "which the glass shows on the wrong side, is in the east wall, and it is open.\n\n"
        "On the dressing table lies a gold sovereign, and the mirror shows a second one, which "
        "is not there.",
        R("dressing room", "e", coin=True),
        notes="a mirror reverses the room: the only door is east, the mirror west no exit; one "
        "sovereign on the table (its reflection is no second coin): take coin",
    ),
    item(
        "Sea Room\n"
        "The windows on the north and west walls look straight out onto the sea, which is "
        "grey and heaving and so close below that the spray rattles on the glass. There is no "
        "way out on those sides, unless you are a gull. A telescope on a brass stand, a chart "
        "table, a barometer falling. Two doors: the one to the east stands open, and the one "
        "to the south is locked.",
        R("sea room", "e s", locked="s"),
        notes="windows on the sea north and west, 'no way out on those sides'; east open, south "
        "locked: go east",
    ),
    item(
        "Gun Room\n"
        "The guns are gone from the racks, leaving their outlines in clean paint. Through the "
        "window in the east wall you can see a gold coin glinting on the cobbles of the stable "
        "courtyard, but the window is nailed shut and the courtyard is another room altogether, "
        "reached by the door in the north wall. That door is shut.",
        R("gun room", "n", closed="n"),
        notes="a coin seen through a window lies in another room: no coin here; the window east "
        "is no exit; the door north shut: open north",
    ),
    item(
        morning_parlour(True),
        "take sovereign",
        ("Taken.", K("took")),
        "look",
        morning_parlour(False),
        notes="the sovereign taken and the parlour looked at again: nothing on the mantelpiece "
        "but a ring in the dust; the canary's cage and the window west are no exits: go north",
    ),
    item(
        "Mine Level\n"
        "The level runs straight into the hill, lined with props of pit timber that groan "
        "under the weight above. Water drips and gathers in the rails. There is no way out to "
        "the east, west or south: the walls there are the solid rock, and the level's face, "
        "south, is where the miners stopped. Something glints at your feet, and for a moment "
        "you take it for a coin; it is a brass button off somebody's coat.\n\n"
        "The tunnel goes on north toward the shaft.",
        R("mine level", "n"),
        notes="'no way out to the east, west or south'; a brass button taken for a moment for a "
        "coin is no coin: go north",
    ),
    item(
        "Book Room\n"
        "Where the door to the west used to be there is now a bookcase, built into the "
        "doorway when the house was divided, and filled with sermons that nobody has opened "
        "since. The outline of the door frame shows round it in the plaster. The window is "
        "north. The door to the south, the only one left, is open.\n\n"
        "On the middle shelf of the bookcase, in front of the sermons, lies a ha'penny.",
        R("book room", "s", coin=True),
        notes="a door that used to be (a bookcase fills it) is no exit; the window north is no "
        "exit; a ha'penny on the shelf: take coin",
    ),
    item(
        "Back Kitchen\n"
        "A flagged room with a stone sink, a pump and a copper for the washing, cold today. "
        "Strings of onions hang from the ceiling. Nobody has locked the north door; nobody has "
        "even closed it. The door to the south, on the other hand, is shut, though the key is "
        "in the lock.",
        R("back kitchen", "n s", closed="s"),
        notes="states said by negation: the north door neither locked nor closed (open), the "
        "south door shut with its key in the lock (closed, not locked); a copper is a boiler: "
        "go north, open south",
    ),
    item(
        "North Lodge\n"
        "The lodge keeper's parlour: a kettle on the hob, a canary, a calendar from the "
        "Eastern Counties Railway, a print of Westminster Bridge. The lodge stands at the "
        "north end of the drive, which is how it got its name, and the Eastern Road is "
        "signposted from its gate. The gate is to the south, and it is open; there is no "
        "other way out of the lodge.",
        R("north lodge", "s"),
        notes="compass words in names (North Lodge, Eastern Counties, Westminster, the Eastern "
        "Road) name no exits; the only way is the gate south: go south",
    ),
    item(
        "Snug of the Crown and Anchor\n"
        "A snug with a coal fire and high-backed settles, where the landlord keeps his "
        "treasures: a bottle of Sovereign gin on the mantel, a penny whistle beside it, a "
        "framed Penny Black, a stuffed guinea fowl under a glass dome, and a sign from the "
        "old Half Crown brewery. A notice says NO CREDIT GIVEN.\n\n"
        "The door to the bar, to the west, is open. The yard door, north, is bolted on this "
        "side.",
        R("snug of the crown and anchor", "w n", closed="n"),
        notes="every coin word here names something else (an inn, gin, a whistle, a stamp, a "
        "bird, a brewery); west open, the yard door north bolted on this side (closed): go "
        "west, open north",
    ),
    item(
        "Round Room\n"
        "Of the four doors in this round room, only one is real. The others, painted on the "
        "plaster by some joker with a good eye, show doors to the east, the south and the west, "
        "complete with painted hinges, painted keyholes and, on the western one, a painted fly. "
        "The real door, to the north, stands open.",
        R("round room", "n"),
        notes="doors painted on the plaster east, south and west are no exits; the real door "
        "north is open: go north",
    ),
    item(
        "Strongroom\n"
        "Steel shelves, steel walls, a steel door standing open to the south. An iron "
        "strongbox sits on the floor, locked, with a gold coin painted on its lid as the "
        "banker's mark. The shelves are bare. There is no coin in sight, and nothing to show "
        "that there ever was; the bank moved out of this building long ago.",
        R("strongroom", "s"),
        notes="a locked strongbox and a painted coin on its lid, 'There is no coin in sight': no "
        "coin; the steel door south stands open: go south",
    ),
    item(
        "Servants' Hall\n"
        "The long table is scrubbed white, the benches pushed under it. Bells on a board by "
        "the door are labelled with the rooms upstairs: Library, Drawing Room, Blue Bedroom, "
        "Red Bedroom. Mrs Dacre the cook is sitting by the fire with her feet up.\n\n"
        '"There\'s a shilling on the scullery floor, if you want it," she says. "Been there '
        'since Tuesday. Not my job to pick it up."\n\n'
        "The scullery is east, through an open door. The passage to the kitchen yard is "
        "south.",
        R("servants' hall", "e s"),
        notes="a coin the cook says lies in the scullery is in another room: no coin here; the "
        "bells' labels are no exits: go east or south",
    ),
    item(
        "Courtyard Fountain\n"
        "A fountain stands in the middle of the courtyard, a stone basin with a dolphin "
        "spouting into it. People used to throw coins in for luck. The water is clear to the "
        "bottom, and there are no coins in it now, only a few leaves and a sunken matchbox. A "
        "tin by the rim, marked FOR THE FOUNTAIN FUND, is empty; someone has taken the lid "
        "off to show it.\n\n"
        "Archways lead out of the courtyard to the north and to the west.",
        R("courtyard fountain", "n w"),
        notes="no coins in the clear fountain, an empty tin: no coin; archways north and west: "
        "go north or west",
    ),
    item(
        "Boiler House\n"
        "There is no exit north, south or east: three walls of soot-black brick, one of them "
        "bulging alarmingly where the boiler has leaned against it for fifty years. The boiler "
        "itself is a monster of riveted iron, its fire door shut, ticking as it cools. A "
        "corridor leads west.\n\n"
        "Under the radiator by the corridor, lying flat on the concrete, is a sixpence.",
        R("boiler house", "w", coin=True),
        notes="'no exit north, south or east'; the boiler's fire door is its own; a sixpence "
        "under the radiator: take coin",
    ),
    item(
        (
            "Laboratory\n"
            "Benches of black slate, gas taps, retort stands, a sink stained every colour a "
            "sink can be stained. The fume cupboard fills the east wall from floor to ceiling, "
            "its glass sash pulled down. A skeleton hangs from a stand in the corner, grinning. "
            "The door is west, and it is open.",
            R("laboratory", "w"),
        ),
        "east",
        (
            "There is no door to the east, only the fume cupboard, and you are not going into "
            "that.",
            K("refused"),
        ),
        notes="the fume cupboard's sash is no door; east refused: the door west (unvisited) "
        "remains: go west",
    ),
    item(
        "Long Room\n"
        "If the west wall had a door, it would open onto the rose garden, and you would smell "
        "the roses from here. It hasn't, and you don't; there is only a long window, and the "
        "roses are on the other side of it. The room is all dust sheets and echoes. It has two "
        "doors: the north door stands open, and the east door, which is shut, leads "
        "into the hall.",
        R("long room", "n e", closed="e"),
        notes="a counterfactual door west ('If the west wall had a door ... It hasn't') and a "
        "window are no exits; north open, east shut: go north, open east",
    ),
    item(
        "Bath House\n"
        "The Romans built this room and the village has been finding bits of it ever since. "
        "The floor is a mosaic: dolphins, an octopus, a border of waves, and in the middle a "
        "great gold coin worked in yellow tesserae with an emperor's head. Someone has set a "
        "real denarius down on top of the mosaic one, a small worn silver coin, the emperor "
        "on it looking just as bored.\n\n"
        "The excavators' ladder goes up to the field. A trench leads off south to the "
        "furnace room.",
        R("bath house", "u s", coin=True),
        notes="a coin in a mosaic is no coin, but a real denarius set down on it is: take coin "
        "(the ladder up outside the vocabulary, the trench south an exit)",
    ),
]
