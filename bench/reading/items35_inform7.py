"""inform7, thirty-fifth round: seven walks (1-5 turns) on a Flemish beguinage in Inform 7's
defaults (Great Court with the church north of here, the lace room west "through a low doorway", the
infirmary east "through a door which is closed" at first, "The gatehouse gate, to the south, is
locked; curfew has rung." and a pump; Infirmary with "On the bedside table are a pewter cup and a
copper coin."; Lace Room with "a tin box (closed)" and the Grand Mistress's parlour north "but its
door is locked"; Church with "a poor box (locked)"; Kitchen with "On the dresser is a silver
coin."): "(first opening the infirmary door)" and the infirmary, "You can't, since the gatehouse
gate is locked.", "You can't, since the parlour door is locked.", "You open the tin box, revealing a
thimble and a card of needles.", "Taken.", returns to the court with an event of the turn, a walk
begun in the church; and thirteen single rooms and short histories: a Javanese batik workshop ("You
can see a wax pot (in which is some melted wax), a canting and a copper coin here."), "Lantern Wagon
(on the stool)" with "a slide box (open but empty)", a bagpipe maker's workshop with a PRIVATE door
closed, a gamelan hall (gongs along the north side, a curtain east), a theatre's prompt corner, an
orangery whose gardener's door answers "(first opening the gardener's door)\nIt seems to be
locked.", a sugar cone store ("You can go east or south."), a blending room under the default status
line ("a winnowing basket (in which are some husks and a copper coin)"), a nursery whose door "is
open" beside "a linen press (closed)", a tapestry workshop's dye room door unlocked "(with the iron
key)" and opened, a brother turning a coin in his fingers, a ropery's "You can see a tar bucket and
a silver penny here.", a wheelwright's shop whose cart door is "closed, though not locked". The
walks are printed from one map by functions, so a room reads the same on every visit. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the beguinage: Great Court n Church (w Kitchen, a silver coin), w Lace Room (n the parlour,
# locked), e Infirmary (door, closed at first; a copper coin); s the gatehouse gate, locked.
SWALLOWS = "Swallows cut low across the grass and vanish under the eaves."
VESPERS = "The church bell rings for vespers."


def court(infirmary_open: bool = False, event: str = "") -> tuple:
    state = "open" if infirmary_open else "closed"
    tail = f"\n\n{event}" if event else ""
    return (
        "Great Court\nWhitewashed houses with green shutters stand round a square of grass. The "
        "church is north of here. The lace room lies west, through a low doorway. The infirmary "
        f"is east, through a door which is {state}. The gatehouse gate, to the south, is locked; "
        f"curfew has rung.\n\nYou can see a pump here.{tail}",
        R(
            "great court",
            "n w e s",
            closed="" if infirmary_open else "e",
            locked="s",
            leads={"n": "church", "w": "lace room", "e": "infirmary"},
        ),
    )


def infirmary(coin: bool = True) -> tuple:
    table = (
        "On the bedside table are a pewter cup and a copper coin."
        if coin
        else "On the bedside table is a pewter cup."
    )
    return (
        "Infirmary\nThree narrow beds stand against the wall, each under its crucifix. The only "
        f"door is west.\n\n{table}",
        R("infirmary", "w", coin=coin),
    )


def lace_room() -> tuple:
    return (
        "Lace Room\nLace pillows wait on their stands by the window, bristling with pins. The "
        "Grand Mistress's parlour is north of here, but its door is locked. The court is east."
        "\n\nYou can see a tin box (closed) here.",
        R("lace room", "n e", locked="n", leads={"e": "great court"}),
    )


def church() -> tuple:
    return (
        "Church\nA plain church smelling of beeswax and cold stone. The court is south of here, "
        "and a door in the west wall, standing open, leads to the kitchen.\n\nYou can see a poor "
        "box (locked) here.",
        R("church", "s w", leads={"s": "great court", "w": "kitchen"}),
    )


def kitchen(coin: bool = True) -> tuple:
    dresser = "\n\nOn the dresser is a silver coin." if coin else ""
    return (
        "Kitchen\nCopper pans hang over a hearth big enough to sit in. The church door is east of "
        f"here.{dresser}",
        R("kitchen", "e", coin=coin, leads={"e": "church"}),
    )


def first_opening(room: tuple) -> tuple:
    text, reading = room
    return (f"(first opening the infirmary door)\n\n{text}", reading)


TAKEN = ("Taken.", K("took"))

ITEMS = [
    item(
        court(),
        "east",
        first_opening(infirmary()),
        notes="Inform's implicit open: '(first opening the infirmary door)' and the infirmary "
        "is a move that went through; its only door (west) leads to the court (visited, the way "
        "in, all visited); a copper coin on the bedside table: take it",
    ),
    item(
        court(),
        "w",
        lace_room(),
        "n",
        ("You can't, since the parlour door is locked.", K("refused", "locked")),
        notes="a walk into the lace room, whose parlour door north refuses the move as locked "
        "(refused north, closed, no action); the court east is visited and the way in, and the "
        "only other way: go east",
    ),
    item(
        court(),
        "n",
        church(),
        "w",
        kitchen(),
        notes="a walk through the church to the kitchen, whose only door leads back east "
        "(visited, the way in, all visited); a silver coin on the dresser: take it; the church's "
        "poor box (locked) was no coin",
    ),
    item(
        court(),
        "s",
        ("You can't, since the gatehouse gate is locked.", K("refused", "locked")),
        "w",
        lace_room(),
        "open tin box",
        ("You open the tin box, revealing a thimble and a card of needles.", K("none")),
        notes="the locked gate refused in the court (left behind), then west into the lace room, "
        "where the tin box holds no coin (the room kept); the parlour door north locked, the "
        "court east visited and the way in: go east",
    ),
    item(
        court(),
        "n",
        church(),
        "w",
        kitchen(),
        "take coin",
        TAKEN,
        "e",
        church(),
        "s",
        court(event=VESPERS),
        notes="a five-turn loop: the kitchen's coin taken, back through the church to the court "
        "(north visited); the lace room west is open and unvisited (go west), the infirmary door "
        "east closed (open it), the gatehouse gate locked",
    ),
    item(
        court(),
        "east",
        first_opening(infirmary()),
        "take coin",
        TAKEN,
        "west",
        court(infirmary_open=True, event=SWALLOWS),
        notes="through the infirmary door by an implicit open, the coin taken, and back: in the "
        "first room the infirmary door now 'is open' and its way visited; north and west are "
        "open and unvisited (go either); the gate locked",
    ),
    item(
        church(),
        "w",
        kitchen(coin=False),
        "e",
        church(),
        notes="a walk begun in the church: to the kitchen (no coin on its dresser in this "
        "game) and back; the kitchen west is visited; the court south is not: go south; the poor "
        "box (locked) is no coin",
    ),
    # ---- single rooms and short histories ----
    item(
        "Batik Workshop\nLengths of cotton hang from bamboo poles, waxed in patterns of birds and "
        "waves. You can see a wax pot (in which is some melted wax), a canting and a copper coin "
        "here.\n\nYou can go north or east.",
        R("batik workshop", "n e", coin=True),
        notes="Inform's list: a copper coin among the things here: take it; 'You can go north or "
        "east.'",
    ),
    item(
        "Lantern Wagon (on the stool)\nThe showman's wagon is lined with painted slides of "
        "ghosts and moons. The wagon's only door is south of here.\n\nYou can see a slide box "
        "(open but empty) here.",
        R("lantern wagon", "s"),
        notes="'Lantern Wagon (on the stool)' names the wagon (the posture dropped); the slide "
        "box is open but empty; the only door is south: go south",
    ),
    item(
        "Pipe Maker's Workshop\nHalf-turned chanters lie in a row on the bench, and a set of "
        "drones leans in the corner like a bundle of walking sticks. The showroom is west of "
        "here. A door to the east, marked PRIVATE, is closed.\n\nYou can see a bag of sheepskin, "
        "a drone reed and a silver shilling here.",
        R("pipe maker's workshop", "w e", closed="e", coin=True),
        notes="a silver shilling among the things listed: take it (west open; the PRIVATE door "
        "east closed, not locked)",
    ),
    item(
        "Gamelan Hall\nBronze gongs hang in their carved frames along the north side of the "
        "pavilion, so close together that there is no way out between them. The pavilion opens "
        "south onto the temple court, and a curtain in the east wall hides the instrument store.",
        R("gamelan hall", "s e"),
        notes="the gongs fill the north side ('no way out between them'); south opens onto the "
        "court; a curtain is no door, so the way east is open: go south or east",
    ),
    item(
        "Prompt Corner\nA high stool, a lamp with a blue bulb and the prompt book, open at the "
        "last act. The stage is east of here. The scene dock door, north, is locked.\n\nOn the "
        "stool is a silver coin.",
        R("prompt corner", "e n", locked="n", coin=True),
        notes="a silver coin on the stool: take it (the stage east, the scene dock door north "
        "locked)",
    ),
    item(
        (
            "Orangery\nOrange trees in tubs stand in two rows under the glass, and the air is "
            "thick and sweet. The gardener's door is west of here, and the terrace is south.",
            R("orangery", "w s"),
        ),
        "west",
        ("(first opening the gardener's door)\nIt seems to be locked.", K("refused", "locked")),
        notes="a door whose state the room did not give turns out locked when the implicit open "
        "fails ('It seems to be locked.'): refused west, closed, no action there; the terrace "
        "south is open: go south",
    ),
    item(
        "Cone Store\nSugar loaves in blue paper are stacked to the ceiling, each as tall as a "
        "child. You can see a sugar nipper here.\n\nYou can go east or south.",
        R("cone store", "e s"),
        notes="'You can go east or south.'; a sugar nipper is a tool, no coin: go east or south",
    ),
    item(
        "Blending Room                                              0/14\n\nBlending Room\nTea "
        "chests stand open along the walls, and the air is brown with dust. The packing floor is "
        "north of here.\n\nYou can see a winnowing basket (in which are some husks and a copper "
        "coin) here.",
        R("blending room", "n", coin=True),
        notes="the default status line above the heading (the same name); 'a winnowing basket "
        "(in which are some husks and a copper coin)': a coin within reach: take it",
    ),
    item(
        "Nursery\nA rocking horse with a real horsehair tail, and a frieze of ducks. The nursery "
        "door is north of here. It is open. The night nursery is east.\n\nYou can see a linen "
        "press (closed) here.",
        R("nursery", "n e"),
        notes="'The nursery door is north of here. It is open.' (open); a linen press (closed) "
        "is furniture, no door of the room; no coin: go north or east",
    ),
    item(
        (
            "Tapestry Workshop\nHalf a hunting scene hangs on the great loom, the stag still "
            "without its antlers. The dye room door, east, is locked. The loom shed is west.",
            R("tapestry workshop", "e w", locked="e"),
        ),
        "unlock east with key",
        ("(with the iron key)\nYou unlock the dye room door.", K("unlocked")),
        "open east",
        ("You open the dye room door.", K("opened")),
        notes="an unlock (the door still shut) and then an open: the dye room door east is now "
        "open and unvisited, as is the loom shed west: go east or west",
    ),
    item(
        "Scriptorium Passage\nThe scriptorium door, north, is shut; the flagstone before it "
        "is worn hollow by waiting feet. The passage goes on east and west.\n\nBrother Anselm "
        "is here, turning a silver coin over and over in his fingers.",
        R("scriptorium passage", "n e w", closed="n"),
        notes="a coin in the brother's fingers is his, not lying here (the ninth round's call); "
        "the scriptorium door north is shut: open north, or go east or west along the passage",
    ),
    item(
        "Ropery\nThe rope walk runs away west, longer than you can see, and the hemp smells of "
        "tar. You can see a tar bucket and a silver penny here.\n\nYou can go west or south.",
        R("ropery", "w s", coin=True),
        notes="'You can see a tar bucket and a silver penny here.': a coin: take it",
    ),
    item(
        "Wheelwright's Shop\nA cartwheel waits on the stand for its iron tyre. The cart door, "
        "to the south, is closed, though not locked. The timber yard is east of here.",
        R("wheelwright's shop", "s e", closed="s"),
        notes="'closed, though not locked' is closed: open south, or go east into the timber yard",
    ),
]
