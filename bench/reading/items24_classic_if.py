"""classic_if, twenty-fourth round: classic games as players paste them from the games they play
(an Infocom-like cathedral under a status line, Scott Adams's giant's larder with a piastre, Level
9's wheelwright's shop and boat shed, a Magnetic Scrolls-like shipyard with an estuary and no boat,
a Hitchhiker's-like survey hut, a Zork-like glacier foot, a pyramid's antechamber with a locked
door under a clay seal, a caldera rim in Colossal Cave's voice, a turret whose door is bolted on
this side, a tollhouse that refuses a way, a watermill, a cathedral walk to the Lady Chapel, a
mould loft left and come back to) and small games people write themselves (a TADS 3 toymaker's
workshop, a PunyInform winery cellar, an Adventuron log cabin, an Inform 6 bathhouse with a
hand-made status bar, a beginner's sarcophagus chamber). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Nave                                            Score: 10   Moves: 57\n\nNave\n"
        "Columns march in two rows toward the altar at the east end, where a low door "
        "stands open. The great west doors are shut. A narrow door in the south aisle is "
        "marked VESTRY.\n\nThere is a silver coin here.",
        R("nave", "e w s", closed="w", coin=True),
        notes="a published game pasted with its status line: east (a low door standing open), "
        "west (great doors shut: closed), south (the vestry door, its state not given: an "
        "open exit); a silver coin here: take it",
    ),
    item(
        "I'm in a giant's larder. Obvious exits: SOUTH, EAST.\nI can also see: CHEESE THE "
        "SIZE OF A CARTWHEEL, HAM BONE, *GOLD PIASTRE*\n\n---\nWHAT SHALL I DO?",
        R("giant's larder", "s e", coin=True),
        notes="Scott Adams's manner: the room 'giant's larder' (the article dropped); a gold "
        "piastre among the things seen is a coin (starred, a treasure): take it",
    ),
    item(
        "You are in the wheelwright's shop, where spokes lie in sheaves and a wheel waits on "
        "its stand. Exits north and west.\nWhat now?",
        R("wheelwright's shop", "n w"),
        notes="Level 9's one-paragraph room: exits north and west, no coin: go either way",
    ),
    item(
        "Shipyard\nThe estuary laps at the edge of the quay to the south; there is no boat "
        "tied up. Timber lies stacked under a lean-to, and between the stacks a path runs "
        "east to the steam box. North, the drawing office door is closed against the wind.",
        R("shipyard", "e n", closed="n"),
        notes="a Magnetic Scrolls-like room: water to the south without a boat is no exit; "
        "the path east is an exit; the drawing office door north is closed: go east or open "
        "north",
    ),
    item(
        "Toymaker's Workshop\nHalf-finished toys crowd every bench: a tin soldier without a "
        "head, a wooden horse still waiting for its mane. The showroom is through the door "
        "to the north, and the stockroom lies west.\n\nLying about: a brass key, a farthing."
        "\n\nExits: north, west",
        R("toymaker's workshop", "n w", coin=True),
        notes="a small TADS 3 game a user wrote (its own 'Lying about:' list and exit line): "
        "the door north, its state not given, is an open exit; a farthing lies here: take it",
    ),
    item(
        "Survey Hut\nThis is a survey hut, which is to say a plywood box with strong opinions "
        "about the wind. Its only door is to the south and is shut, which is the hut's main "
        "achievement. A paraffin stove squats in the corner, thinking about warmth.",
        R("survey hut", "s", closed="s"),
        notes="a Hitchhiker's-like voice: the only door south is shut (closed): open south",
    ),
    item(
        "Glacier Foot\nThe blue face of the glacier rises sheer to the north, creaking now "
        "and then. A track picks its way east and west along the moraine, and to the south "
        "a cairn marks the start of the valley path.",
        R("glacier foot", "e w s"),
        notes="a Zork-like room: the glacier's face north is no way; the track east and west "
        "and the path south are exits; no coin",
    ),
    item(
        "Antechamber\nPainted jackals watch from every wall. A stone door to the north bears "
        "a seal of unbroken clay, and it is locked. A low passage leads south.\n\nA gold coin "
        "lies in the dust before the door.",
        R("antechamber", "n s", locked="n", coin=True),
        notes="an Infocom-like pyramid room: the stone door north is locked (closed, no open); "
        "the passage south is an exit; a gold coin lies here: take it",
    ),
    item(
        "Winery Cellar\nBarrels along both walls, chalk marks on every one. The press room is "
        "east. A heavy door to the north is closed.\n\nYou can see a corkscrew and a lira coin "
        "here.\n\n>",
        R("winery cellar", "e n", closed="n", coin=True),
        notes="a PunyInform game a user wrote, pasted with its prompt: the press room east is "
        "an exit, the heavy door north is closed; a lira coin here: take it",
    ),
    item(
        (
            "Watermill Yard\nThe great wheel turns slowly against the east side of the mill, "
            "and the leat runs white beneath it. The mill door is to the north, and the lane "
            "goes off to the west.",
            R("watermill yard", "n w"),
        ),
        "n",
        (
            "Grinding Floor\nFlour dust hangs in the air and the stones rumble behind a "
            "wooden rail. The only door is south.\n\nThere is a copper heller coin here.",
            R("grinding floor", "s", coin=True),
        ),
        notes="an Infocom-like walk: the wheel and the leat east are no way; north into the "
        "grinding floor, whose only door south leads back; a copper heller coin: take it",
    ),
    item(
        "You're on the caldera rim. Sulphur fumes drift up out of the crater, which falls "
        "away sheer to the north. A path runs east along the rim, and another leads off "
        "west across the cinders.",
        R("caldera rim", "e w"),
        notes="Colossal Cave's voice ('You're on the caldera rim' names `caldera rim`): the "
        "sheer fall north is no way; paths east and west",
    ),
    item(
        "Turret\nA round room at the top of the tower, with arrow slits on every side. The "
        "only way out is the door to the south, which is bolted on this side.\n\nYou can see "
        "a bronze Roman coin here.",
        R("turret", "s", closed="s", coin=True),
        notes="an Inform 6 published game's manner: arrow slits are no exits; the door south "
        "is bolted on this side (closed; the player can draw the bolt); a bronze Roman coin "
        "here: take it",
    ),
    item(
        "LOG CABIN\nA trapper's cabin. Furs hang from the beams and snowshoes from a nail.\n"
        "Exits : south, east\nYou notice : a bear trap, a tin kettle",
        R("log cabin", "s e"),
        notes="an Adventuron game a user wrote: the heading in capitals names `log cabin`; "
        "exits south and east; no coin",
    ),
    item(
        (
            "Crossing\nYou stand beneath the tower, where the nave and the transepts meet. "
            "The nave runs away west, the north transept opens to the north, and the choir "
            "lies east beyond a screen whose gate is closed.",
            R("crossing", "w n e", closed="e"),
        ),
        "north",
        (
            "North Transept\nTall windows fill the north wall with grey light. A small "
            "chapel opens off the east side. The crossing is south.",
            R("north transept", "e s", leads={"s": "crossing"}),
        ),
        "east",
        (
            "Lady Chapel\nA dozen chairs face a plain altar. The only way out is west.\n\nA "
            "gold coin lies under the front chair.",
            R("lady chapel", "w", coin=True),
        ),
        "take coin",
        ("Taken. It is colder than the stone.", K("took")),
        notes="an Infocom-like walk through a cathedral: windows are no exit; the coin taken "
        "in the Lady Chapel, whose only way west leads back to the transept: go west",
    ),
    item(
        (
            "Tollhouse\nThe keeper's window looks out on the road. A door leads east into the "
            "keeper's parlour; the road runs north and south past the gate.",
            R("tollhouse", "e n s"),
        ),
        "west",
        ("There is a wall there, and beyond it the keeper's cabbages.", K("refused")),
        notes="a published game: the move west refused by a wall (no exit read there): the "
        "refusal stands; go east, north or south",
    ),
    item(
        "Bathhouse                                              Exits: N E\nYou are in the "
        "bathhouse. Steam curls up from the hot pool. A cedar door to the north is shut; the "
        "changing room is east.\n\nYou can see a towel here.",
        R("bathhouse", "n e", closed="n"),
        notes="an Inform 6 game a user wrote with a hand-made status bar ('Exits: N E'): the "
        "cedar door north is shut (closed); east is open: go east or open north",
    ),
    item(
        (
            "Mould Loft\nThe floor is chalked all over with the lines of a ship's frames. "
            "Doors lead west and south.",
            R("mould loft", "w s"),
        ),
        "w",
        (
            "Plan Room\nA tall chest of shallow drawers fills one wall. The only door is "
            "east.\n\nThere is a Spanish coin here.",
            R("plan room", "e", coin=True),
        ),
        "take coin",
        ("Taken. The king's head on it is worn almost smooth.", K("took")),
        "e",
        (
            "Mould Loft\nThe floor is chalked all over with the lines of a ship's frames. "
            "Doors lead west and south.",
            R("mould loft", "w s"),
        ),
        notes="a walk there and back: the coin taken in the plan room, then back into the "
        "first room, where west is visited and south is not: go south",
    ),
    item(
        "Sarcophagus Chamber\nthe lid of the sarcophagus has been pushed half off. passages "
        "lead north and west. the way east is blocked by a fall of stone.",
        R("sarcophagus chamber", "n w"),
        notes="a beginner's own game (no capitals in its prose): passages north and west; the "
        "way east blocked by fallen stone is no exit",
    ),
    item(
        "You are in the boat shed. A kayak hangs from the roof beams. A silver penny lies by "
        "the door. The only exit is west.\nWhat now?",
        R("boat shed", "w", coin=True),
        notes="Level 9's manner: a silver penny lies here: take it",
    ),
    item(
        ">examine map\nThe map shows the marsh paths as dotted lines, and most of them end in "
        "question marks.\n\n>look\n\nEel Hide\nA wooden hide on stilts above the reeds. A "
        "boardwalk leads north toward the lane; east and west there is only reed and black "
        "water.",
        R("eel hide", "n"),
        notes="a published game pasted with its echoed commands (examine, look: no moves): the "
        "boardwalk north is the only exit; reeds and black water are no way",
    ),
]
