"""inform7, thirty-fourth round: the coin game's house in Inform 7's defaults. Seven walks (1-5
turns) on a brownstone's garden apartment (Front Room with the kitchen through a swinging door
north, "The bedroom door, to the west, is closed." at first and the apartment door east "locked:
Mrs. Kowalski upstairs has the only key"; Kitchen with a coffee can (closed) on the counter; Pantry
with "a Roosevelt dime"; Bedroom whose window overlooks the airshaft): "(first opening the bedroom
door)" and the bedroom, "(first opening the apartment door)\nIt seems to be locked.", "You pocket
the dime.", "You open the coffee can, revealing a ball of string.", "You open the bedroom door.", a
return to the front room with the bedroom door open, a look with an event. Single rooms: a back
porch with a screen door, a sewing room whose biscuit tin is "(open but empty)" under "You can go
north, east or west.", a dining table "On the dining table are ... and a silver dollar.", an attic
under a status line whose only way is a ladder down, a laundry's washtub "(in which is a nickel)"
beside a cold copper, "Nursery (in the rocking chair)", a hall landing whose study "lies west of
here, through a door which is currently closed", a scullery under a clock, a bus shelter and a
riverbank (not houses), a spare room's door "It is locked." in its own sentence, a garden shed's jam
jar "(in which are some screws and a sixpence)", back stairs that go up, down or east. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# the garden apartment: Front Room n Kitchen (swinging door), w Bedroom (door, closed at
# first), e apartment door (locked); Kitchen e Pantry (the dime).
def front_room(bedroom_open: bool = False) -> tuple:
    state = "open" if bedroom_open else "closed"
    return (
        "Front Room\nStreet light comes in through the bay window. The kitchen is north of "
        f"here, through a swinging door. The bedroom door, to the west, is {state}. The "
        "apartment door, east, is locked: Mrs. Kowalski upstairs has the only key.\n\nYou can "
        "see a radiator and a coat tree here.",
        R(
            "front room",
            "n w e",
            closed="" if bedroom_open else "w",
            locked="e",
            leads={"n": "kitchen", "w": "bedroom"},
        ),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nA narrow galley kitchen that smells of percolated coffee. The swinging door "
        "south leads to the front room, and a doorway east opens into the pantry.\n\nOn the "
        "counter are a toaster and a coffee can (closed).",
        R("kitchen", "s e", leads={"s": "front room", "e": "pantry"}),
    )


def pantry(coin: bool = True) -> tuple:
    seen = "\n\nYou can see a Roosevelt dime here." if coin else ""
    return (
        "Pantry\nShelves of canned peaches, a sack of onions, a mousetrap (unset). The only way "
        f"out is west.{seen}",
        R("pantry", "w", coin=coin, leads={"w": "kitchen"}),
    )


def bedroom() -> tuple:
    return (
        "Bedroom\nA brass bed with a quilt on it. The bedroom door, east, is open. The one "
        "window, on the north side, overlooks the airshaft.\n\nYou can see a wardrobe (closed) "
        "here.",
        R("bedroom", "e", leads={"e": "front room"}),
    )


def into_bedroom() -> tuple:
    text, reading = bedroom()
    return (f"(first opening the bedroom door)\n\n{text}", reading)


LOCKED = ("(first opening the apartment door)\nIt seems to be locked.", K("refused", "locked"))
POCKET = ("You pocket the dime.", K("took"))

ITEMS = [
    # ---- walks in the garden apartment ----
    item(
        front_room(),
        "west",
        into_bedroom(),
        notes="Inform's implicit opening then the room: the bedroom, entered from the east; its "
        "one door is the way in, visited: go back east; the window on the airshaft is no exit",
    ),
    item(
        front_room(),
        "east",
        LOCKED,
        notes="an implicit opening answered by a lock: refused east, locked (no action); the "
        "swinging door north is open, the bedroom door west closed: go north or open west",
    ),
    item(
        front_room(),
        "north",
        kitchen(),
        "east",
        pantry(),
        "take coin",
        POCKET,
        notes="the dime pocketed in the pantry: its one way west is the way in, visited: go "
        "back west",
    ),
    item(
        front_room(),
        "n",
        kitchen(),
        "e",
        pantry(),
        "take coin",
        POCKET,
        "w",
        kitchen(),
        "s",
        front_room(),
        notes="there and back with the dime: north visited; the bedroom door west closed and "
        "never tried: open west; the apartment door locked",
    ),
    item(
        front_room(),
        "open west",
        ("You open the bedroom door.", K("opened")),
        "w",
        bedroom(),
        "e",
        front_room(bedroom_open=True),
        notes="the bedroom door opened, the bedroom seen, the front room again with that door "
        "open: west visited, north not yet: go north",
    ),
    item(
        front_room(),
        "north",
        kitchen(),
        "open coffee can",
        ("You open the coffee can, revealing a ball of string.", K("none")),
        notes="a can opened on string keeps the room (no coin); the kitchen: south visited "
        "and the way in, the pantry east not yet: go east",
    ),
    item(
        front_room(),
        "west",
        into_bedroom(),
        "east",
        front_room(bedroom_open=True),
        "east",
        LOCKED,
        "look",
        (
            front_room(bedroom_open=True)[0]
            + "\n\nUpstairs, Mrs. Kowalski's radio starts up a polka.",
            front_room(bedroom_open=True)[1],
        ),
        notes="back in the front room, the apartment door tried, then a look that shows it "
        "still locked: refused east stands; west visited; the kitchen north not yet: go north",
    ),
    # ---- single rooms ----
    item(
        "Back Porch\nThe screen door to the south is closed, and the yard is east of here.\n\n"
        "You can see a porch swing and a penny here.",
        R("back porch", "s e", closed="s", coin=True),
        notes="a closed screen door south, the yard open east; a penny here: take it",
    ),
    item(
        "Sewing Room\nA treadle sewing machine takes up most of the room.\n\nYou can see a "
        "pincushion and a biscuit tin (open but empty) here.\n\nYou can go north, east or west.",
        R("sewing room", "n e w"),
        notes="an open but empty biscuit tin holds no coin; three ways given by 'You can go'",
    ),
    item(
        "Dining Room\nThe table is laid for six, though nobody is coming.\n\nOn the dining "
        "table are six plates, a gravy boat and a silver dollar.\n\nThe door to the kitchen, "
        "west, is closed.",
        R("dining room", "w", closed="w", coin=True),
        notes="a silver dollar on a supporter is a coin lying here: take it; the one door west "
        "is closed",
    ),
    item(
        "Attic                                            Score: 0/1\n\nAttic\nRafters, a "
        "cracked cheval mirror, a smell of mothballs. The hatch in the floor is open, and the "
        "ladder goes down to the landing.\n\nYou can see a steamer trunk (closed) here.",
        R("attic", "d"),
        notes="the only way is the ladder down (outside the vocabulary) and the closed trunk's "
        "contents are not given: no fact of the vocabulary, no action",
    ),
    item(
        "Laundry\nA mangle, and a copper boiler gone cold.\n\nYou can see a washtub (in which "
        "is a nickel) here.\n\nThe laundry door, north, stands open. A second door, to the east, "
        "is locked.",
        R("laundry", "n e", locked="e", coin=True),
        notes="a nickel in an open washtub is a coin here; 'a copper boiler' is no coin; north "
        "open, east locked",
    ),
    item(
        "Nursery (in the rocking chair)\nWallpaper with ducks on it. The nursery has one door, "
        "to the south, and it is shut.\n\nYou can see a music box and a rag doll here.",
        R("nursery", "s", closed="s"),
        notes="the heading with the posture names the nursery; its one door south is shut: "
        "open south",
    ),
    item(
        "Hall Landing\nThe banisters creak. The study lies west of here, through a door which "
        "is currently closed, and the bathroom is south.\n\nYou can see a grandfather clock "
        "here.",
        R("hall landing", "w s", closed="w", leads={"w": "study", "s": "bathroom"}),
        notes="exits given by the rooms they lead to: west behind a closed door, south open",
    ),
    item(
        "Scullery                                                  8:15 am\n\nScullery\nA "
        "stone sink with a pump handle. The scullery door, east, is wide open, and it's the "
        "only way out.\n\nYou can see a ha'penny here.",
        R("scullery", "e", coin=True),
        notes="a status line with the time above the heading; a ha'penny (a coin) here: take it",
    ),
    item(
        "Bus Shelter\nA perspex shelter on a country road, which runs east and west. The "
        "timetable on the wall says the next bus is on Tuesday.\n\nYou can see a crisp packet "
        "and a two-pence coin here.",
        R("bus shelter", "e w", coin=True),
        notes="not a house: the road runs east and west (both ways); a two-pence coin here",
    ),
    item(
        "Riverbank\nThe river is wide and brown here, and there is no bridge. A towpath runs "
        "north and south along the bank.\n\nYou can see a fishing float here.",
        R("riverbank", "n s"),
        notes="not a house: the river without a bridge is no way; the towpath north and south",
    ),
    item(
        "Spare Room\nA single bed made up for a visitor who never came. There is a door in the "
        "north wall. It is locked. The doorway east, into the corridor, has no door in it at "
        "all.\n\nYou can see an ironing board here.",
        R("spare room", "n e", locked="n"),
        notes="the lock in its own sentence ('It is locked.'): north locked; the east doorway "
        "has no door: open; go east",
    ),
    item(
        "Garden Shed\nSpades, a lawnmower and a smell of creosote. The shed door, to the "
        "south, is shut; the wind keeps blowing it to.\n\nYou can see a jam jar (in which are "
        "some screws and a sixpence) here.",
        R("garden shed", "s", closed="s", coin=True),
        notes="a sixpence in an open jar whose contents are listed is a coin here; the shed "
        "door south shut",
    ),
    item(
        "Back Stairs\nSteep uncarpeted stairs, for the servants.\n\nYou can go up, down or east.",
        R("back stairs", "u d e"),
        notes="up and down are outside the vocabulary; the one way of the vocabulary is east",
    ),
]
