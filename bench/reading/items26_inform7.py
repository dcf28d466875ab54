"""inform7, twenty-sixth round: Inform 7's defaults as new users' games print them, in the registers
people use: second person present, first person ("I can see a dragon stencil and a quarter here."),
second person past ("You could see a brass scoop and a gold half-sovereign here."), third person
past ("Agnes could see a kettle, a rota board and a telephone here."), a screen reader's rendering
of a web interpreter ("status bar: ...", "heading level 2: ...", "edit, Command, blank"), a pasted
transcript with echoed commands and prompts, a status line with the time, an exit lister's "Exits:
north, west", the posture heading, "(in which are ...)", "(open but empty)", "(closed)", "On the
desk are ...", "(first opening the study door)" walking on, "Taken." with a remark. Settings no
earlier round used: a glove factory, a wig maker's, a tattoo parlour, a seed shop, a taxi office, an
organ builder's voicing room, a dog groomer's, a clog workshop, a youth hostel, a printmaking
studio, a bouldering room, a pipe shop, a music school's harp room, a kennel office, a vicarage
(walks: the study door opened implicitly, a Maundy penny taken, the kitchen and the garden). What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# a vicarage: Hall n Study (door closed at first; a Maundy penny), e Kitchen, s front door
# (locked); Kitchen e Garden (a shut gate south).
def hall(study_open: bool = False, event: str = "") -> tuple:
    state = "open" if study_open else "closed"
    return (
        "Hall\nA dim hall with a hatstand and a barometer that always says CHANGE. The study "
        f"door, north, is {state}. The kitchen is east. The front door to the south is locked; "
        f"the vicar has the key.{event}",
        R(
            "Hall",
            "n e s",
            closed="" if study_open else "n",
            locked="s",
            leads={"n": "study", "e": "kitchen"},
        ),
    )


def study(coin: bool = True) -> tuple:
    listing = "\n\nOn the desk are a blotter and a Maundy penny." if coin else ""
    return (
        "Study\nSermons lie in drifts across the desk, and the room smells of pipe tobacco. The "
        f"only door is south.{listing}",
        R("Study", "s", coin=coin, leads={"s": "hall"}),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nA range, a dresser, a cat asleep on the rag rug. The hall is west. The back "
        "door to the east is open, and beyond it you can see the garden.",
        R("Kitchen", "w e", leads={"w": "hall", "e": "garden"}),
    )


def garden() -> tuple:
    return (
        "Garden\nRhubarb, gooseberry bushes and a sundial gone green with moss. The kitchen "
        "door is west. The gate in the south hedge is shut.",
        R("Garden", "w s", closed="s", leads={"w": "kitchen"}),
    )


ITEMS = [
    item(
        "Glove Cutting Room\nLong tables are covered in skins of kid leather, and paper "
        "patterns for every size of hand hang on nails. The stitching room is north; a flight "
        "of stairs leads down to the tannery yard.\n\nYou can see a pair of shears and a silver "
        "sixpence here.",
        R("Glove Cutting Room", "n d", coin=True),
        notes="Inform's 'You can see ... here.' lists a silver sixpence: take it; the stairs "
        "down are outside the vocabulary",
    ),
    item(
        "Parchment, web application\nstatus bar: Wig Maker's Parlour    Moves: 9\nheading level "
        "2: Wig Maker's Parlour\nBlocks of wood wearing half-made wigs line the shelves. The shop "
        "door is south. A curtained archway leads east to the powdering closet.\nYou can see a "
        "hand mirror and a copper penny here.\nedit, Command, blank",
        R("Wig Maker's Parlour", "s e", coin=True),
        notes="a screen reader's rendering of a web interpreter: its labels (status bar, heading "
        "level 2, the command box) name nothing in the game; the heading names the room; the "
        "curtain is no door; a copper penny lies here: take it",
    ),
    item(
        "Tattoo Parlour\nI can see flash sheets pinned up round every wall, and the big black "
        "chair under its lamp. The back door is west, and it's shut. The street door is "
        "south.\n\nI can see a dragon stencil and a quarter here.",
        R("Tattoo Parlour", "w s", closed="w", coin=True),
        notes="a first person Inform game ('I can see ... here.'): the back door west shut "
        "(closed), the street door south; a quarter (the 25-cent coin) lies here: take it",
    ),
    item(
        "Seed Shop\nDrawers of seed lined every wall, each with a brass label. The counting "
        "house lay to the north, through a door that was locked, and the street was "
        "south.\n\nYou could see a brass scoop and a gold half-sovereign here.",
        R("Seed Shop", "n s", locked="n", coin=True),
        notes="an Inform game in the second person past ('You could see ...'): north locked, "
        "south open; a gold half-sovereign lies here: take it",
    ),
    item(
        "Taxi Office\nThe radio crackled on the desk, and the rota board was chalked with names "
        "and times. The door to the street was south, and a door marked DRIVERS stood open to "
        "the east.\n\nAgnes could see a kettle, a rota board and a telephone here.",
        R("Taxi Office", "s e"),
        notes="third person past ('Agnes could see ...'): the heading names the room; two open "
        "exits and no coin: go south or east",
    ),
    item(
        ">EXAMINE PIPE\nIt is an open diapason pipe, half voiced.\n\n>LOOK\n\nVoicing Room\nA "
        "single rank of organ pipes stands on the voicing bench, waiting to be given a voice. "
        "The only door is east, and it is open.\n\nYou can see a tool chest (closed) and a "
        "tuning cone here.\n\n>",
        R("Voicing Room", "e"),
        notes="a pasted transcript with an examine and a look echoed before the room: the "
        "heading after LOOK names the room; a closed tool chest whose contents are not given "
        "holds no coin to take; go east",
    ),
    item(
        "Grooming Room\nA hydraulic table stands in the middle of the room under a hair dryer "
        "on a swinging arm. Reception is west.\n\nYou can see a grooming table, a tin of treats "
        "(open but empty) and a tip jar (closed) here.",
        R("Grooming Room", "w"),
        notes="'(open but empty)' and a closed tip jar whose contents are not given: no coin; "
        "the only way is west",
    ),
    item(
        "Clog Workshop\nThe floor is ankle-deep in alder shavings, and half-carved soles hang "
        "from the beams like bats. The yard is north. The shop is west.\n\nYou can see a last, "
        "a drawknife and a leather bucket (in which are some wood shavings and a silver florin) "
        "here.",
        R("Clog Workshop", "n w", coin=True),
        notes="'(in which are ... a silver florin)': the bucket's contents are listed, so the "
        "florin lies in the room: take it",
    ),
    item(
        "Dormitory                                   11:40 pm\n\nDormitory\nSix bunks, four of "
        "them taken by snoring strangers. The door to the landing is east, and the washroom is "
        "north.\n\nYou can see a rucksack and a twenty-pence piece here.",
        R("Dormitory", "e n", coin=True),
        notes="a youth hostel under a status line with the time: the heading names the room; a "
        "twenty-pence piece lies here: take it",
    ),
    item(
        "Printmaking Studio\nThe press stands in the middle of the room like a small iron "
        "bridge. Prints hang to dry on lines strung from wall to wall. The darkroom is east, "
        "through a door that is closed; the corridor is south.\n\nYou can see a brayer and an "
        "inking slab here.",
        R("Printmaking Studio", "e s", closed="e"),
        notes="lines strung from wall to wall are no exits; the darkroom door east is closed: "
        "open east or go south",
    ),
    item(
        (
            "Bouldering Room\nColoured holds stud the walls up to the ceiling, and crash mats "
            "cover the floor. The changing room is south. A small window high in the east wall "
            "lets in the grey afternoon.",
            R("Bouldering Room", "s"),
        ),
        "open window",
        (
            "The window is far out of reach, and in any case it's not something you can open.",
            K("none"),
        ),
        notes="an open aimed at a window changes nothing: the window is no exit; the only way "
        "is south (the first room: any exit)",
    ),
    item(
        "Pipe Shop (in the leather armchair)\nBriar pipes stand in racks like organ pipes, and "
        "the air is thick with latakia. The street door is south; the humidor room, behind a "
        "glass door to the west, is locked.\n\nOn the smoking stand is a brass ashtray.",
        R("Pipe Shop", "s w", locked="w"),
        notes="the posture in the heading is dropped ('Pipe Shop'); the glass door west is "
        "locked (no action); a brass ashtray is no coin; go south",
    ),
    item(
        "Harp Room\nThree harps under dust covers stand like ghosts by the window. Somebody has "
        "dropped a shilling among the chair legs and not noticed. The practice corridor is "
        "north.",
        R("Harp Room", "n", coin=True),
        notes="the coin is in the author's paragraph, not a listing: a shilling among the chair "
        "legs lies in the room; take it",
    ),
    item(
        "Kennel Office\nLeads hang on hooks, and a rosette from the county show is pinned above "
        "the desk. There are two doors: the one to the kennels, north, is shut, and the one to "
        "the yard, west, is open.",
        R("Kennel Office", "n w", closed="n"),
        notes="two doors with their states in one sentence: north shut (closed), west open; "
        "open north or go west",
    ),
    item(
        "Hostel Kitchen\nA long steel counter, a fridge humming to itself, a notice about "
        "washing up that someone has underlined three times.\n\nExits: north, west\n\nYou can "
        "see a fridge (closed) and a frying pan here.",
        R("Hostel Kitchen", "n w"),
        notes="an exit lister's line 'Exits: north, west' under the paragraph; a closed fridge "
        "holds no coin to take; go north or west",
    ),
    item(
        "Night Nursery\nTwo small beds with patchwork quilts, and a frieze of ducks marching "
        "round the walls. The door is west.\n\nYou can see a rocking horse, a piggy bank "
        "(closed) and a doll's house (open) here.",
        R("Night Nursery", "w"),
        notes="a closed piggy bank and an open doll's house whose contents are not given: no "
        "coin; the ducks marching round the walls give no way; go west",
    ),
    # ---- walks in the vicarage ----
    item(
        hall(),
        "n",
        ("(first opening the study door)\n\n" + study()[0], study()[1]),
        notes="'(first opening the study door)' followed by the study: the move went through; "
        "the study's one way is the way in (visited, initial, all visited); a Maundy penny on "
        "the desk: take it",
    ),
    item(
        hall(),
        "east",
        kitchen(),
        "west",
        hall(event="\n\nThe barometer's needle twitches, as if it had thought of something."),
        notes="a walk to the kitchen and back: east visited; the study door north closed, the "
        "front door south locked: open north",
    ),
    item(
        hall(),
        "n",
        ("(first opening the study door)\n\n" + study()[0], study()[1]),
        "take penny",
        ("Taken. The penny is no bigger than your little fingernail.", K("took")),
        "s",
        hall(study_open=True),
        "e",
        kitchen(),
        notes="the penny taken in the study, back through the hall (its study door now open) "
        "and on to the kitchen: west visited and the way in; the back door east open to the "
        "garden: go east",
    ),
    item(
        hall(),
        "go east",
        kitchen(),
        "e",
        garden(),
        notes="through the kitchen into the garden: west visited and the way in; the gate south "
        "shut (closed): open south",
    ),
]
