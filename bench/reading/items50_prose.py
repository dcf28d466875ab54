"""prose, fiftieth round (emphasis: how rooms are named and how ways are listed): six walks (3-4
turns) through a clockwork toy factory in a hypnotist's voice, the room named only in a sentence
("...and now you are in the winding room. Breathe."; a Winding Room whose paint shop door north "is
closed" at first, whose packing hall is east through a wide arch, whose office door west "is locked,
and that is all right" and whose window south looks over the canal; a Paint Shop; a Packing Hall
whose spring store door north is "propped open with a crate"; a Spring Store with "a silver tanka on
the floor, by the sacks of springs"): "No... the paint shop door is closed. You will have to open
it.", "The paint shop door opens. Easily. Easily.", "The office door is locked. Let it go.", "Only
the window there, and the canal below it.", "You pick up the tanka.", returns to the winding room
and the packing hall; single rooms and short histories in voices the earlier rounds used never or
seldom, each naming its room and giving its ways in its own words: a property listing ("SNUG\n3.40m
x 2.90m ... Door to the hallway (north)."), a Baedeker-like guidebook ("THE CHAPTER HOUSE. ... Doors
lead N. to the slype and E. to the treasury (the latter kept locked)"), an image description of a
game screen whose caption names the room, a courier dispatcher's radio, a boarding-school letter
from the sick bay, a wedding planner in a long barn, a reporter in a rates hall, a hotel's welcome
card with a toman on the pillow, a play-by-mail turn report ("Location: Signal Tower"), a
live-action role-play referee, a caver's call-out from a boulder chamber, a picture book's mouse's
kitchen, a hop garden refused, a bird hide whose name holds a compass word. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the toy factory: WINDING ROOM n PAINT SHOP (a door, closed at first), e PACKING HALL (an
# arch), w the office (locked), s a window (no way); PACKING HALL n SPRING STORE (a door propped
# open; a silver tanka).


def winding(door: str = "closed", event: str = "") -> tuple:
    text = (
        "...and now you are in the winding room. Let it be quiet. Rows of tin soldiers wait on "
        "the bench with their keys in their backs, and not one of them moves. The paint shop "
        f"door, to the north, is {door}. The packing hall is to the east, through a wide arch. "
        "The office door, to the west, is locked, and that is all right. To the south there is "
        "only the window over the canal."
    )
    if event:
        text += f" {event}"
    return (
        text + " Breathe.",
        R(
            "winding room",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "paint shop", "e": "packing hall", "w": "office"},
        ),
    )


def paint() -> tuple:
    return (
        "...and now you are in the paint shop. Smell the enamel, red and blue and gold. Little "
        "drummers stand in rows to dry, and every one of them is smiling. The only way out is "
        "the door to the south, and it is open. Breathe.",
        R("paint shop", "s", leads={"s": "winding room"}),
    )


def packing(event: str = "") -> tuple:
    text = (
        "...and now you are in the packing hall. Boxes, and straw, and more boxes, all the way "
        "to the roof. The winding room is west, through the arch. The spring store door, to "
        "the north, is propped open with a crate."
    )
    if event:
        text += f" {event}"
    return (
        text + " Breathe.",
        R("packing hall", "w n", leads={"w": "winding room", "n": "spring store"}),
    )


def spring(coin: bool = True) -> tuple:
    text = (
        "...and now you are in the spring store. Sacks of springs, big ones and tiny ones, "
        "coiled and waiting. "
    )
    if coin:
        text += "There is a silver tanka on the floor, by the sacks of springs. "
    return (
        text + "The door to the south is propped open. Breathe.",
        R("spring store", "s", coin=coin, leads={"s": "packing hall"}),
    )


SHUT = (
    "No... the paint shop door is closed. You will have to open it. There's no hurry.",
    K("refused", "closed"),
)
OPENS = ("The paint shop door opens. Easily. Easily.", K("opened", "north"))
LOCKED = ("The office door is locked. Let it go. Let it go.", K("refused", "locked"))
WINDOW = ("Only the window there, and the canal below it. You stay where you are.", K("refused"))
TANKA = ("You pick up the tanka. Feel how cool it is in your hand.", K("took"))

ITEMS = [
    item(
        winding(),
        "go north",
        SHUT,
        "open door",
        OPENS,
        "go north",
        paint(),
        notes="toy factory walk: the paint shop door north refused as closed, opened (the one "
        "closed door) and walked through; the paint shop's only way south visited (initial); "
        "every room named only in 'now you are in the ...'",
    ),
    item(
        winding(),
        "go east",
        packing(),
        "go north",
        spring(),
        "take coin",
        TANKA,
        notes="toy factory walk: the tanka taken in the spring store; its only way south visited "
        "(initial)",
    ),
    item(
        packing(),
        "go west",
        winding(),
        "go west",
        LOCKED,
        "go south",
        WINDOW,
        notes="toy factory walk begun in the packing hall: the office door west refused as "
        "locked and the window south refused (no exit): refused(west) and refused(south); east "
        "visited (initial), the paint shop door north closed (open it)",
    ),
    item(
        spring(),
        "take coin",
        TANKA,
        "go south",
        packing(),
        "go west",
        winding(event="Somewhere a clockwork mouse runs down and stops."),
        notes="toy factory walk begun in the spring store: the tanka taken; in the winding room "
        "east visited (initial), the paint shop door closed (open it), the office locked",
    ),
    item(
        winding(),
        "go north",
        SHUT,
        "open door",
        OPENS,
        "go north",
        paint(),
        "go south",
        winding(door="open"),
        notes="toy factory walk: the refusal north cleared by the open that worked; back in the "
        "winding room (the first room, no initial) north visited: go east",
    ),
    item(
        winding(),
        "go east",
        packing(),
        "go north",
        spring(),
        "take coin",
        TANKA,
        "go south",
        packing(event="A music box somewhere plays three notes and gives up."),
        notes="toy factory walk: the tanka taken; back in the packing hall (a music box this "
        "turn) north visited and west the way first entered: go back west",
    ),
    # ---- single rooms and short histories in other voices
    item(
        (
            "SNUG\n3.40m x 2.90m\nA cosy second reception room with an open fireplace and "
            "exposed beams. Double-glazed window to the front. Door to the hallway (north). "
            "Door to the kitchen (east), kept locked by the vendor at present.",
            R("snug", "n e", locked="e", leads={"n": "hallway", "e": "kitchen"}),
        ),
        notes="a property listing: the heading 'SNUG' names the room (its measurements are no "
        "part of the name); the hallway door north open (its state not given), the kitchen door "
        "east locked; the window is no way",
    ),
    item(
        (
            "THE CHAPTER HOUSE. — A fine octagon of c. 1260, its vault borne on a single shaft of "
            "Purbeck marble; note the carved heads of the canons round the stalls. Doors lead N. "
            "to the slype and E. to the treasury (the latter kept locked; apply to the verger). "
            "The W. door opens on the cloister.",
            R(
                "chapter house",
                "n e w",
                locked="e",
                leads={"n": "slype", "e": "treasury", "w": "cloister"},
            ),
        ),
        notes="a Baedeker-like guidebook: the heading 'THE CHAPTER HOUSE.' names the room; ways "
        "abbreviated N., E., W.: the slype north open, the treasury east locked, the cloister "
        "west open",
    ),
    item(
        (
            "[Image description: a screenshot of a game. At the top, in white capitals, the "
            "words COLD STORE. Below them, a drawing of a room lined with shelves of round "
            "cheeses. In the north wall is an open door with daylight beyond it. In the east "
            "wall is a door with a padlock through its hasp, locked. At the bottom of the "
            "screen, the words: Where now?]",
            R("cold store", "n e", locked="e"),
        ),
        notes="an image description of a game screen: the caption COLD STORE names the room; the "
        "open door north is a way, the padlocked door east is locked: go north",
    ),
    item(
        (
            "DISPATCH: Rider seven, GPS has you in the loading bay. Your drop is through the "
            "roller door to the north, and it's up. The office door, east, is off your route. "
            "Over.",
            R("loading bay", "n e", leads={"e": "office"}),
        ),
        "go east",
        (
            "DISPATCH: Negative, seven, that office is locked at night. Over.",
            K("refused", "locked"),
        ),
        notes="a courier dispatcher's radio: the room named in 'GPS has you in the loading bay'; "
        "the office door east refused as locked (refused(east), closed(east)); the roller door "
        "north is up (open): go north",
    ),
    item(
        (
            "Dear Mum,\nI am in the sick bay again, but it is only a cold. There are four beds "
            "and I am the only one in them. Matron's door is at the north end and it is shut. "
            "The dormitory corridor is west. There is a window but it only looks at the "
            "chapel.\nLove, Hugo",
            R("sick bay", "n w", closed="n", leads={"w": "dormitory corridor"}),
        ),
        notes="a boarding-school letter: 'I am in the sick bay' names the room; Matron's door "
        "north shut (open it), the corridor west open; the window is no way",
    ),
    item(
        (
            "So this is the Long Barn, where you'll have the wedding breakfast. The bar is "
            "through the double doors to the east; we prop them open on the day, but they're "
            "shut at the moment. The French doors to the south are open, onto the garden. The "
            "kitchens are west, staff only, and that door's always locked.",
            R("long barn", "e s w", closed="e", locked="w", leads={"e": "bar", "s": "garden"}),
        ),
        notes="a wedding planner: 'this is the Long Barn' names the room; the double doors east "
        "shut now (propped only on the day: closed), the garden doors south open, the kitchen "
        "door west locked",
    ),
    item(
        (
            "I'm standing in the old rates hall, where for ninety years people queued to pay "
            "the council. The counters are still here. To the north, the door to the treasurer's "
            "office is open. The strongroom door, east, is locked, and nobody we've "
            "asked has the key. The main doors, south, are open onto the square.",
            R(
                "rates hall",
                "n e s",
                locked="e",
                leads={"n": "treasurer's office", "e": "strongroom", "s": "square"},
            ),
        ),
        notes="a reporter's piece to camera: 'I'm standing in the old rates hall' names the "
        "rates hall; the treasurer's office north open, the strongroom east locked, the main "
        "doors south open",
    ),
    item(
        (
            "Welcome to the Ruskin Suite. We hope you enjoy your stay. The bathroom is to the "
            "east, and your door to the corridor is to the south. The connecting door to the "
            "Turner Suite, to the west, is kept locked. We have left a silver toman on your "
            "pillow for luck.",
            R("ruskin suite", "e s w", locked="w", coin=True, leads={"e": "bathroom"}),
        ),
        notes="a hotel's welcome card: 'Welcome to the Ruskin Suite' names the room; a silver "
        "toman (a Persian coin) on the pillow: take it",
    ),
    item(
        (
            "TURN 14 REPORT: Captain Vell\nLocation: Signal Tower\nYou stand among the mirrors "
            "and shutters of the signal tower. The garrison has gone.\nWays out: north; east "
            "(gate, shut); west (door, barred).\nOrders due by Friday.",
            R("signal tower", "n e w", closed="e", locked="w"),
        ),
        notes="a play-by-mail turn report: 'Location: Signal Tower' names the room (the report's "
        "title does not); the list gives north open, the gate east shut, the door west barred",
    ),
    item(
        (
            "REF: Okay, you're in the Abbot's Parlour. There's a fire, two chairs, and a "
            "lectern with a Bible on it. The door you'd want for the cloister is west, and it's "
            "open. There's another door north, and it's locked. That's everything in here.",
            R("abbot's parlour", "w n", locked="n", leads={"w": "cloister"}),
        ),
        notes="a live-action role-play referee: 'you're in the Abbot's Parlour' names the room; "
        "the cloister door west open, the door north locked: go west",
    ),
    item(
        (
            "Caver's call-out, 14:20: We're in the Boulder Chamber now, all four of us, dry and "
            "fine. The way on is north, a flat-out crawl. The streamway goes off east but it's "
            "underwater to the roof. The passage south to Pitch Junction is good.",
            R("boulder chamber", "n s", leads={"s": "pitch junction"}),
        ),
        notes="a caver's call-out: 'We're in the Boulder Chamber' names the room; the crawl "
        "north and the route south are ways; the streamway east underwater is none",
    ),
    item(
        (
            "This is the Mouse's Kitchen. It has a thimble for a bucket and a matchbox for a "
            "bed. The little round door to the west is shut tight. Can you see the way out to "
            "the north, under the skirting board?",
            R("mouse's kitchen", "w n", closed="w"),
        ),
        notes="a picture book: 'This is the Mouse's Kitchen.' names the room; the door west shut "
        "(open it), the way north under the skirting board open",
    ),
    item(
        (
            "You're standing in the hop garden, where the bines climb their strings to the "
            "wirework overhead. The oast house is north. The hop poles and strings run across "
            "the garden from east to west, and there is no path between them.",
            R("hop garden", "n", leads={"n": "oast house"}),
        ),
        "go west",
        ("You can't: the strings are strung right across that way.", K("refused")),
        notes="'You're standing in the hop garden' names the room; west refused (no path: "
        "refused(west)); the oast house north open",
    ),
    item(
        (
            "Sat in the East Hide from six. Two marsh harriers, a bittern booming somewhere "
            "out of sight. The hide has one door, at the west end, and the boardwalk runs on "
            "west from it to the car park. The slit windows face north over the reeds.",
            R("east hide", "w"),
        ),
        notes="a birder's notebook: the room is the East Hide (a compass word in its name, not "
        "an exit); its one door west; the slit windows are no way",
    ),
]
