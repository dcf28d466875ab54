"""inform7, fiftieth round (emphasis: how rooms are named and how ways are listed): seven walks (1-4
turns) on a county courthouse in Inform 7's defaults (a Courtroom whose jury room door north "is
closed" at first, whose corridor is east through an open doorway, whose judge's chambers door west
"is locked" and whose south end is the public benches, with a stair down from the dock to the cells;
a Jury Room with a long bench to sit on; a Corridor whose witness room door north "is open"; a
Witness Room with "On the table is a silver testern."): "(first opening the jury room door)" before
the room (a move that worked), "(first opening the judge's chambers door)\nIt seems to be locked.",
"The public benches are in the way.", the room printed with the player's place after its name ("Jury
Room (on the long bench)"), "(first getting off the long bench)" before the room, "You pocket the
testern.", returns to the courtroom and the corridor; single rooms and short histories whose names
and ways are given in the other ways an Inform game gives them: "Library (on the library steps)",
"You can see a coal scuttle, a fire iron and a copper turner here.", an EXITS command's "You can go
north (to the buttery), east (to the dairy, through a door which is closed) or west.", a West
Cloister (a compass word in a name), a door whose state is not given found locked, an "Exits:" line
with the doors' states in brackets, a door opened by its name and walked through, a refusal kept by
a look, "On the counter is a bronze centesimo.", a tower top whose only ways are a stair down and a
locked door (no action), a plaque reading NORTH WING, "You can go north to the Map Room, east to the
Stair Hall, or west.", a drawing office seen again in brief mode (its heading and its things alone).
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the courthouse: COURTROOM n JURY ROOM (a door, closed at first), e CORRIDOR (a doorway), w
# the judge's chambers (locked), s the public benches (no way), d the cells; CORRIDOR n WITNESS
# ROOM (a door, open; a silver testern).


def court(door: str = "closed", event: str = "", before: str = "") -> tuple:
    text = (
        f"{before}Courtroom\nThe royal arms hang over the judge's seat, and the dock stands in "
        "the middle of the floor like a pulpit with spikes. From the dock a stair leads down to "
        "the cells. The public benches fill the south end of the room. The jury room door, to "
        f"the north, is {door}. A doorway to the east opens onto the corridor. The judge's "
        "chambers door, to the west, is locked.\n\nYou can see an usher's chair here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "courtroom",
            "n e w d",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "jury room", "e": "corridor", "w": "judge's chambers"},
        ),
    )


def jury(before: str = "", on_bench: bool = False) -> tuple:
    head = "Jury Room (on the long bench)" if on_bench else "Jury Room"
    return (
        f"{before}{head}\nTwelve chairs stand round a scarred table, and a long bench runs "
        "under the window for the jurors who smoke. A jug of water has been left for them, "
        "and nobody has touched it. The jury room door, to the south, is open.",
        R("jury room", "s", leads={"s": "courtroom"}),
    )


def corridor(event: str = "") -> tuple:
    text = (
        "Corridor\nNotices about jury service are pinned along a green baize board, curling at "
        "the corners. The courtroom is west, through the doorway. The witness room door, to the "
        "north, is open."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("corridor", "w n", leads={"w": "courtroom", "n": "witness room"}))


def witness(coin: bool = True) -> tuple:
    text = (
        "Witness Room\nA bare room with a table and four hard chairs, where witnesses wait to "
        "be called and go over what they are going to say. The only door is to the south."
    )
    if coin:
        text += "\n\nOn the table is a silver testern."
    return (text, R("witness room", "s", coin=coin, leads={"s": "corridor"}))


FIRST_OPENING = "(first opening the jury room door)\n\n"
LOCKED = (
    "(first opening the judge's chambers door)\nIt seems to be locked.",
    K("refused", "locked"),
)
POCKET = ("You pocket the testern. Queen Elizabeth's face on it is worn nearly flat.", K("took"))
BENCHES = ("The public benches are in the way.", K("refused"))
SIT = ("You get onto the long bench.", K("none"))

ITEMS = [
    item(
        court(),
        "north",
        jury(before=FIRST_OPENING),
        notes="courthouse walk: '(first opening the jury room door)' before the room is a move "
        "that worked; the jury room's only way is south (visited, initial)",
    ),
    item(
        court(),
        "west",
        LOCKED,
        "east",
        corridor(),
        "north",
        witness(),
        "take coin",
        POCKET,
        notes="courthouse walk: the judge's chambers door refused as locked and left behind; the "
        "testern taken in the witness room; its only way south visited (initial)",
    ),
    item(
        court(),
        "north",
        jury(before=FIRST_OPENING),
        "sit on bench",
        SIT,
        "look",
        jury(on_bench=True),
        notes="courthouse walk: the look prints 'Jury Room (on the long bench)': the room is the "
        "jury room, the bench is where the player sits; south visited (initial)",
    ),
    item(
        corridor(),
        "west",
        court(),
        "south",
        BENCHES,
        notes="courthouse walk begun in the corridor: the move south refused (the public "
        "benches, no exit); east visited (initial), the jury room door north closed (open it), "
        "west locked; the stair down is outside the vocabulary",
    ),
    item(
        witness(),
        "take coin",
        POCKET,
        "south",
        corridor(),
        "west",
        court(
            event="The usher comes in, looks round for someone who is not there, and goes out "
            "again."
        ),
        notes="courthouse walk begun in the witness room: the testern taken; in the courtroom "
        "east visited (initial), the jury room door north closed (open it), west locked",
    ),
    item(
        court(),
        "north",
        jury(before=FIRST_OPENING),
        "sit on bench",
        SIT,
        "south",
        court(door="open", before="(first getting off the long bench)\n\n"),
        notes="courthouse walk: '(first getting off the long bench)' and the courtroom: back in "
        "the first room, north visited and its door now open, west locked: go east",
    ),
    item(
        corridor(),
        "north",
        witness(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        corridor(event="Somewhere a door bangs, and a voice calls for Mr Hollis."),
        notes="courthouse walk begun in the corridor: the testern taken; back in the corridor "
        "(a voice calls this turn) north visited, west not yet walked; the first room has no "
        "initial: go west",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Library (on the library steps)\nBooks climb to the ceiling on every side, and the "
            "library steps are on castors so that they can be wheeled along the shelves. The "
            "door to the hall, south, is open. A door to the east, to the muniment room, is "
            "locked.",
            R("library", "s e", locked="e", leads={"s": "hall", "e": "muniment room"}),
        ),
        notes="Inform prints where the player is after the room's name: the room is the library "
        "('(on the library steps)' is no part of its name); the hall door south open, the "
        "muniment room door east locked: go south",
    ),
    item(
        (
            "Morning Room\nThe sun comes in low over the chintz, and a clock ticks on the "
            "mantelpiece. The door to the hall, to the north, is open. The garden door, to the "
            "west, is closed.\n\nYou can see a coal scuttle, a fire iron and a copper turner "
            "here.",
            R("morning room", "n w", closed="w", coin=True, leads={"n": "hall"}),
        ),
        notes="Inform's 'You can see ... here.': a copper turner (a Scots coin) among the fire "
        "things is a coin here: take it",
    ),
    item(
        (
            "Still Room\nBunches of herbs hang from the beams over a little copper still, and "
            "the shelves are crowded with jars of rose water and elder wine. The buttery is "
            "north. A door, east, leads to the dairy. The kitchen passage is west.",
            R("still room", "n e w", leads={"n": "buttery", "e": "dairy", "w": "kitchen passage"}),
        ),
        "exits",
        (
            "You can go north (to the buttery), east (to the dairy, through a door which is "
            "closed) or west.",
            R(None, "n e w", closed="e", leads={"n": "buttery", "e": "dairy"}),
        ),
        notes="the EXITS command's answer names no room (the still room is kept) and gives the "
        "dairy door east as closed: open east, go north or west",
    ),
    item(
        (
            "West Cloister\nThe west walk of the cloister, paved with the gravestones of "
            "canons. The walk goes on to the north and to the south. The chapter house door, to "
            "the east, is closed. Between the pillars on the other side you can see the garth, "
            "but the arches were glazed long ago.",
            R("west cloister", "n s e", closed="e", leads={"e": "chapter house"}),
        ),
        notes="a compass word in the room's name ('west cloister') is no exit; the glazed "
        "arches are no way; north and south open, the chapter house door east closed",
    ),
    item(
        (
            "Counting House\nHigh desks with sloping tops stand in a row, each with its stool and "
            "its inkwell. The yard is north. A door leads west.",
            R("counting house", "n w", leads={"n": "yard"}),
        ),
        "west",
        ("(first opening the west door)\nIt seems to be locked.", K("refused", "locked")),
        notes="a door whose state was not given, found locked when the move tried it "
        "(refused(west), closed(west)); the yard north open: go north",
    ),
    item(
        (
            "Buttery\nCasks lie on their sides on a stillage along the wall, and the air smells "
            "of beer and candle wax.\n\nExits: north (closed), south, east (locked).",
            R("buttery", "n s e", closed="n", locked="e"),
        ),
        notes="an 'Exits:' line with the doors' states in brackets: north closed (open it), "
        "south open, east locked",
    ),
    item(
        (
            "Harness Room\nBridles hang on pegs in order of the horses' stalls, and saddle soap "
            "stands in tins on the bench. An oak door, to the east, is closed. The stable yard "
            "is south.",
            R("harness room", "e s", closed="e", leads={"s": "stable yard"}),
        ),
        "open oak door",
        ("You open the oak door.", K("opened", "east")),
        "east",
        (
            "Coach House\nThe old carriage stands under a dust sheet, its lamps still on. "
            "Wide doors to the north, onto the lane, are barred. The harness room is west, "
            "through the oak door.",
            R("coach house", "n w", locked="n", leads={"w": "harness room"}),
        ),
        notes="the oak door east opened by its name and walked through; in the coach house "
        "west visited (initial), the lane doors north barred (locked): go back west",
    ),
    item(
        (
            "Orchard Walk\nApple trees lean over the path, and windfalls lie in the grass. The "
            "walk runs north to the orchard gate. A high brick wall closes it in on the east.",
            R("orchard walk", "n", leads={"n": "orchard gate"}),
        ),
        "east",
        ("The wall is too high to climb.", K("refused")),
        "look",
        (
            "Orchard Walk\nApple trees lean over the path, and windfalls lie in the grass. The "
            "walk runs north to the orchard gate. A high brick wall closes it in on the east.",
            R("orchard walk", "n", leads={"n": "orchard gate"}),
        ),
        notes="the wall east refused; the look shows the same walk: the refusal stands "
        "(refused(east)); north open",
    ),
    item(
        (
            "Chemist's Shop\nCarboys of coloured water glow in the window, and the drawers "
            "behind the counter are labelled in Latin. The street door, to the south, is open. A "
            "door marked PRIVATE, to the west, is closed.\n\nOn the counter is a bronze "
            "centesimo.",
            R("chemist's shop", "s w", closed="w", coin=True),
        ),
        notes="Inform's 'On the counter is ...': a bronze centesimo (an Italian coin) lies here: "
        "take it",
    ),
    item(
        (
            "Top of the Tower\nThe wind pulls at your coat. The spiral stair goes down into the "
            "dark. A door to the east, onto the leads of the roof, is locked, and the parapet "
            "comes no higher than your knee.",
            R("top of the tower", "d e", locked="e"),
        ),
        notes="the room's name is its heading, 'top of the tower'; the only ways are the stair "
        "down (outside the vocabulary) and a locked door east: no action",
    ),
    item(
        (
            "Landing\nA brass plaque on the newel post reads NORTH WING, and a runner of worn "
            "carpet leads off in both directions. The nursery is north. A bathroom door, to the "
            "south, is closed. The back stairs go down.\n\nYou can see a laundry basket here.",
            R("landing", "n s d", closed="s", leads={"n": "nursery"}),
        ),
        notes="the plaque's NORTH WING is no name of the room (the heading is 'landing') and no "
        "exit; north open, the bathroom door south closed, the back stairs down outside the "
        "vocabulary",
    ),
    item(
        (
            "Chart Room\nCharts lie flat in wide shallow drawers, and a pair of brass dividers "
            "rests on the uppermost. You can go north to the Map Room, east to the Stair Hall, or "
            "west.",
            R("chart room", "n e w", leads={"n": "map room", "e": "stair hall"}),
        ),
        "east",
        (
            "Stair Hall\nThe great staircase turns up and out of sight. You can go west to the "
            "Chart Room or south to the Garden Hall.",
            R("stair hall", "w s", leads={"w": "chart room", "s": "garden hall"}),
        ),
        notes="ways listed in the sentence 'You can go west to the Chart Room or south to the "
        "Garden Hall.': west visited (initial), south open; the staircase up is outside the "
        "vocabulary",
    ),
    item(
        (
            "Drawing Office\nDraughtsmen's boards stand tilted under the skylights, each with "
            "its T-square hung on a nail. The print room is north, through an arch. The door to "
            "the west, to the partners' room, is closed.\n\nYou can see a plan chest here.",
            R(
                "drawing office",
                "n w",
                closed="w",
                leads={"n": "print room", "w": "partners' room"},
            ),
        ),
        "north",
        (
            "Print Room\nBlueprints hang from lines to dry, smelling of ammonia. The only way "
            "out is the arch to the south.",
            R("print room", "s", leads={"s": "drawing office"}),
        ),
        "south",
        (
            "Drawing Office\n\nYou can see a plan chest here.",
            R(
                "drawing office",
                "n w",
                closed="w",
                leads={"n": "print room", "w": "partners' room"},
            ),
        ),
        notes="Inform's brief mode: the drawing office seen again is printed by its heading and "
        "its things alone, and keeps what the first text showed: north visited, the partners' "
        "room door west closed (open it); the first room has no initial",
    ),
]
