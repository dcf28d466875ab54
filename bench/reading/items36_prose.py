"""prose, thirty-sixth round: the coin game's house in plain prose. Five walks (1-5 turns)
through a lighthouse keeper's cottage in the second person present: a kitchen whose parlour door,
west, "stands half-open", whose oil store, east, is locked "as it always is" and whose back door,
north, "is shut against the wind"; a parlour nobody sits in except at Christmas; a yard over a
cliff edge; a wash house with a florin on the draining board. Replies: "You walk into the back
door. It's shut, and the wind is leaning on it from outside.", "You open the back door, and the
wind nearly has it out of your hand.", "The oil store's locked. Father keeps the key with the
logbook, up in the lamp room.", "You take the florin and drop it in your apron pocket.", returns
with an event (a gull, the kettle). Single rooms telling the same situation (a shut door north,
an open way east, a coin or none) in new turns: questions and answers ("Where are you? The
pantry."), the coin first ("the first thing you see is a penny"), the passive ("the north door
has been closed by whoever did it all"), the exits before the room ("North, a door, shut; east,
the hall. Those are the ways out of the cloakroom"), a denial ("The north door, though, is not
open"), the third person past (Mr Okafor in the garage, a euro coin), the first person plural
("We're in the nursery."), a door slammed by a draught within the text, a ten-shilling note that
is no coin, a child's letter to Nan with a sixpence on the carpet "I haven't picked up yet"; a
sitting room whose dining room door turns out locked ("Auntie Pat says ..."); rooms that are not
houses (a lay-by with a 20p piece, a playground whose gate swings shut, a bike shed open along
one side, a back lane between garden walls). What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text} {line}", reading)


# The keeper's cottage (a tree): kitchen w parlour (door half-open), e oil store (locked), n yard
# (the back door, shut at first); yard e wash house (a florin); west of the yard, the cliff edge.
def kitchen(back_open: bool = False) -> tuple:
    back = (
        "The back door, north, is open, and the wind comes straight in."
        if back_open
        else "The back door, north, is shut against the wind."
    )
    return (
        "You're in the kitchen. The range keeps a kettle warm all day, and the window looks "
        "out at the lighthouse. The parlour door, on the west side, stands half-open. East is "
        f"the oil store, its door locked, as it always is. {back}",
        R(
            "kitchen",
            "w e n",
            closed="" if back_open else "n",
            locked="e",
            leads={"w": "parlour", "e": "oil store"},
        ),
    )


def parlour() -> tuple:
    return (
        "You're in the parlour, where nobody sits except at Christmas. There are "
        "antimacassars on every chair and a ship in a bottle on the mantelpiece. The only door "
        "is east, to the kitchen.",
        R("parlour", "e", leads={"e": "kitchen"}),
    )


def yard() -> tuple:
    return (
        "You're out in the yard. Washing snaps on the line, and the wash house is east across "
        "the cobbles, its door wide open. The back door, south, leads into the kitchen. "
        "Westward there is only the cliff edge, and the sea a long way down.",
        R("yard", "e s", leads={"e": "wash house", "s": "kitchen"}),
    )


def wash_house() -> tuple:
    return (
        "You're in the wash house, all steam and carbolic. The yard is west, through the open "
        "door. A florin glints on the draining board.",
        R("wash house", "w", coin=True),
    )


REFUSE_BACK = (
    "You walk into the back door. It's shut, and the wind is leaning on it from outside.",
    K("refused", "closed"),
)
OPEN_BACK = ("You open the back door, and the wind nearly has it out of your hand.", K("opened"))

ITEMS = [
    # ---- walks through the keeper's cottage ----
    item(
        kitchen(),
        "north",
        REFUSE_BACK,
        "open north",
        OPEN_BACK,
        "north",
        yard(),
        "east",
        wash_house(),
        notes="the back door refused, opened and walked through; in the wash house a florin "
        "glints on the draining board: a coin here",
    ),
    item(
        kitchen(),
        "go west",
        parlour(),
        notes="the parlour's only door is the way back east, visited",
    ),
    item(
        kitchen(),
        "go east",
        (
            "The oil store's locked. Father keeps the key with the logbook, up in the lamp room.",
            K("refused", "locked"),
        ),
        notes="the oil store's door is locked and refuses the move (no open); the back door is "
        "shut (open it), the parlour door half-open (go west)",
    ),
    item(
        kitchen(),
        "open north",
        OPEN_BACK,
        "north",
        yard(),
        "east",
        wash_house(),
        "take florin",
        ("You take the florin and drop it in your apron pocket.", K("took")),
        "west",
        also(yard(), "A gull lands on the washing line and thinks better of it."),
        notes="the florin taken; back in the yard both ways are visited; the way back to the "
        "kitchen is south; the cliff edge west is no exit",
    ),
    item(
        kitchen(),
        "west",
        parlour(),
        "east",
        also(kitchen(), "The kettle begins to sing."),
        notes="back in the first room: the parlour visited; the oil store locked; the back "
        "door shut: open it",
    ),
    # ---- single rooms ----
    item(
        "Where are you? The pantry. Which ways lead out? North, through a door that's shut, "
        "and east, where there isn't a door at all. Anything worth having? One penny, on the "
        "bottom shelf.",
        R("pantry", "n e", closed="n", coin=True),
        notes="questions and answers: the pantry; north behind a shut door, east open; a "
        "penny on the shelf is a coin here",
    ),
    item(
        "You're in the dairy, and the first thing you see is a penny lying heads up on the "
        "flagstones. Then the doors: the north one is shut, and the east one isn't a door at "
        "all, only a gap in the whitewashed wall.",
        R("dairy", "n e", closed="n", coin=True),
        notes="the coin first, the doors after: a penny here; north shut; the gap east is an "
        "open way",
    ),
    item(
        "You're standing in the back kitchen. The floor has been mopped, the pans have been "
        "hung up, and the north door has been closed by whoever did it all. The opening to "
        "the east has been left as it always is, with no door to close. A ten-pence piece has "
        "been left by the sink.",
        R("back kitchen", "n e", closed="n", coin=True),
        notes="the passive: the north door has been closed (closed); the opening east is open; "
        "a ten-pence piece left by the sink is a coin",
    ),
    item(
        "North, a door, shut; east, the hall. Those are the ways out of the cloakroom, where "
        "you stand among the coats. A shilling has rolled under the bench.",
        R("cloakroom", "n e", closed="n", coin=True, leads={"e": "hall"}),
        notes="the exits before the room; a shilling under the bench lies in the room",
    ),
    item(
        "You're in the morning room. Nothing stands in the way east. The north door, though, "
        "is not open, and you'd have to open it to go that way. There isn't a coin in the room.",
        R("morning room", "n e", closed="n"),
        notes='"not open" is closed; "Nothing stands in the way east" is an exit east; no coin',
    ),
    item(
        "Mr Okafor stood in the garage among the paint tins. The up-and-over door on the south "
        "side was down and locked; the side door, west, was open to the garden. On the "
        "workbench lay a single euro coin, brought back from some holiday.",
        R("garage", "s w", locked="s", coin=True),
        notes="the third person past: the garage; the up-and-over door down and locked (no "
        "open); the side door open; a euro coin on the workbench",
    ),
    item(
        "We're in the nursery. There's a door to the north, tight shut, and an arch east into "
        "the night nursery. We've looked under the rug and behind the rocking horse: not a "
        "coin.",
        R("nursery", "n e", closed="n", leads={"e": "night nursery"}),
        notes='the first person plural names the nursery; "tight shut" is closed; "not a '
        'coin": none',
    ),
    item(
        "You're in the hall when a draught from the open front door, south, slams the kitchen "
        "door, east. So: south is open, east is shut, and the stairs go up.",
        R("hall", "s e u", closed="e"),
        notes="the kitchen door slams shut within the text: closed; the front door open; up "
        "is no word of the vocabulary",
    ),
    item(
        "You're in the back bedroom. Under the lino, where Gran hid it, there's a ten-shilling "
        "note, but not a single coin. The door east is open; the door north is locked, and Gran "
        "has the key.",
        R("back bedroom", "e n", locked="n"),
        notes="a ten-shilling note is a banknote, not a coin; the north door locked (no open); "
        "east open",
    ),
    item(
        "Dear Nan, I am in your sewing room writing this. The door to the north is shut "
        "because of the draught, and the door to the east is open so I can hear the telly. "
        "There is a sixpence on the carpet by the sewing machine. I haven't picked it up yet.",
        R("sewing room", "n e", closed="n", coin=True),
        notes="a letter the player writes from the room: the sewing room; the sixpence still "
        "on the carpet is a coin here",
    ),
    item(
        (
            "You're in the sitting room. A door north leads to the dining room, and the hall is "
            "through the open door to the east.",
            R("sitting room", "n e", leads={"n": "dining room", "e": "hall"}),
        ),
        "north",
        (
            "You try the dining room door, but it's locked, and from the other side Auntie Pat "
            "says, 'Not in there, love, that's your birthday tea.'",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: refused, locked (no open); "
        "the hall east is open",
    ),
    item(
        "You're in a lay-by on the A39, beside a tea van shut up for the night. The road runs "
        "east and west, and a five-bar gate to the north stands open onto a field. Someone has "
        "dropped a 20p piece by the bin.",
        R("lay-by", "e w n", coin=True),
        notes="not a house; the road east and west and the open gate north are ways; a 20p "
        "piece by the bin is a coin",
    ),
    item(
        "You're in the playground. The gate to the south has a spring that swings it shut "
        "after every child, and it's shut now. A path leads away east past the slide. Westward "
        "is the park railing, with no gap in it.",
        R("playground", "s e", closed="s"),
        notes="not a house; the gate is shut now (closed: open it); the railing gives no way west",
    ),
    item(
        "You're in the bike shed. It smells of rust and rain, and it's open all along the south "
        "side, onto the playground. The back wall, north, is corrugated iron with no gap in it. "
        "A 10p coin lies between two of the racks.",
        R("bike shed", "s", coin=True),
        notes="not a house; the open south side is the way out; the north wall is no exit; a "
        "10p coin lies here",
    ),
    item(
        "You're in the back lane. It runs north to south behind the houses, between "
        "back-garden walls, and a gate in the wall to the east stands open onto somebody's "
        "yard. Snow has drifted against the west wall.",
        R("back lane", "n s e"),
        notes="not a house; a lane running north to south is both ways; the open gate east is "
        "a third; the west wall is none",
    ),
]
