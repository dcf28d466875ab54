"""prose, forty-eighth round (emphasis: negations, distractors and door states): seven walks (1-4
turns) through a Scottish burgh's town hall told by a chatbot that runs the game ("Sure! You're in
the Council Chamber now. ... The Provost's Room door, to the north, is closed. To the east, an
archway opens into the Court Room. The Charter Room door, to the west, is locked, I'm afraid. The
tall windows on the south side look over the market square, but they don't open. What would you like
to do next?"; a Provost's Room with an empty decanter; a Court Room whose bench is raised at the
east end and whose door north "stands ajar"; a Town Clerk's Office with "There's a silver merk coin
on the blotter, by the way!"): "Hmm, the Provost's Room door is closed. Would you like me to open
it?", `yes please` answered "Done! I've opened the Provost's Room door.", "I'm sorry, but the
Charter Room door is locked, and I don't have a key for it.", "I'm afraid you can't go that way:
those windows don't open", "Got it! You've picked up the silver merk coin.", returns to the chamber;
single rooms in voices the earlier rounds used never or seldom, each with things a person does not
read as a fact beside those they do: a probate valuer's back bedroom (a wardrobe "doors locked, key
not found", "No cash or coin found in this room"), a census enumerator in a croft's kitchen (a byre
door "barred", "not a penny in the house"), a guidebook's chapter library (St Matthew's money-bag in
a window), a telegram from a lamp room ("NO COIN HERE STOP"), a radio amateur in a summit hut (a
shutter for the antenna cable), a fire warden's round in a sluice room (a door "wedged open with an
extinguisher" and then shut), a safety inspection of a paint store (a roller shutter "down and
padlocked", a door "propped open with a paint tin", an exit "unlocked, but shut"), a streamer in a
boiler room (a washer, not a coin), a visual novel's school library (a door "open a crack", a bottle
cap), a Yoda-like voice in a root cellar, a survey form for a flower room, an audio guide in a great
kitchen (an empty money box), a constable's notebook in a back shop (a door "forced and hanging
open"). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the town hall: COUNCIL CHAMBER n PROVOST'S ROOM (a door, closed at first), e COURT ROOM (an
# archway), w the charter room (locked), s windows (no way); COURT ROOM n TOWN CLERK'S OFFICE (a
# door ajar; a silver merk coin).

NEXT = "What would you like to do next?"


def chamber(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Sure! You're in the Council Chamber now. The councillors' benches curve round in a "
        "horseshoe under a ceiling painted with the burgh's history, and the Provost's chair "
        f"stands empty on its dais. The Provost's Room door, to the north, is {door}. To the "
        "east, an archway opens into the Court Room. The Charter Room door, to the west, is "
        "locked, I'm afraid. The tall windows on the south side look over the market square, "
        "but they don't open."
    )
    if event:
        text += f" {event}"
    return (
        f"{text} {NEXT}",
        R(
            "council chamber",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "provost's room", "e": "court room", "w": "charter room"},
        ),
    )


def provost(door: str = "open") -> tuple:
    return (
        "Okay! You're in the Provost's Room. Portraits of forty provosts line the walls, all "
        "wearing the same gold chain, and there's an empty decanter on the sideboard. The only "
        f"way out is the door to the Council Chamber, to the south, and it's {door}. {NEXT}",
        R(
            "provost's room",
            "s",
            closed="s" if door == "closed" else "",
            leads={"s": "council chamber"},
        ),
    )


def court(event: str = "") -> tuple:
    text = (
        "You're in the Court Room now. The dock is a wooden pen with spikes along its rail, and "
        "the judge's bench is raised high against the east wall. The Council Chamber is west, "
        "through the archway. A door to the north, standing ajar, leads to the Town Clerk's "
        "Office."
    )
    if event:
        text += f" {event}"
    return (
        f"{text} {NEXT}",
        R("court room", "w n", leads={"w": "council chamber", "n": "town clerk's office"}),
    )


def clerk(coin: bool = True) -> tuple:
    text = (
        "You're in the Town Clerk's Office. Ledgers, a letter press, and a window with iron bars "
        "across it. The Court Room is south, through the door."
    )
    if coin:
        text += " There's a silver merk coin on the blotter, by the way!"
    return (
        f"{text} {NEXT}",
        R("town clerk's office", "s", coin=coin, leads={"s": "court room"}),
    )


CLOSED = (
    "Hmm, the Provost's Room door is closed. Would you like me to open it?",
    K("refused", "closed"),
)
LOCKED = (
    "I'm sorry, but the Charter Room door is locked, and I don't have a key for it.",
    K("refused", "locked"),
)
TAKEN = ("Got it! You've picked up the silver merk coin.", K("took"))

ITEMS = [
    item(
        chamber(),
        "go north",
        CLOSED,
        "yes please",
        ("Done! I've opened the Provost's Room door.", K("opened", "north")),
        "go north",
        provost(),
        notes="town hall walk told by a chatbot: the Provost's Room door north refused as "
        "closed, opened when the chatbot's offer is taken, walked through; the only way is the "
        "open door south (visited, initial)",
    ),
    item(
        chamber(),
        "head east",
        court(),
        "go north",
        clerk(),
        "take coin",
        TAKEN,
        "go south",
        court(event="(The town clock has just struck four, if you're counting.)"),
        notes="town hall walk: the merk taken in the clerk's office; back in the court room (the "
        "clock strikes) both ways visited, the way back west (initial); the bench against the "
        "east wall is no way",
    ),
    item(
        chamber(),
        "walk west",
        LOCKED,
        "head east",
        court(),
        notes="town hall walk: the Charter Room door refused as locked, left behind; in the court "
        "room west visited (initial), the door north stands ajar (open): go north",
    ),
    item(
        court(),
        "walk west",
        chamber(),
        notes="town hall walk begun in the court room: in the council chamber east visited "
        "(initial); the Provost's Room door north closed (open it), the Charter Room door locked, "
        "the windows south no way",
    ),
    item(
        provost(door="closed"),
        "open door",
        ("Done! I've opened the door to the Council Chamber.", K("opened", "south")),
        "go south",
        chamber(door="open"),
        "head east",
        court(),
        "walk west",
        chamber(door="open", event="A cleaner is polishing the Provost's chair."),
        notes="town hall walk begun in the Provost's Room (its door closed, opened): back in the "
        "chamber north and east visited, the way first entered north (initial), west locked: go "
        "back north",
    ),
    item(
        clerk(),
        "take merk coin",
        TAKEN,
        "go south",
        court(),
        "walk west",
        chamber(event="Somebody has left a hymn book on the Provost's chair."),
        notes="town hall walk begun in the clerk's office: the coin taken; in the chamber east "
        "visited (initial), the Provost's Room door north closed (open it), west locked",
    ),
    item(
        chamber(),
        "go south",
        (
            "I'm afraid you can't go that way: those windows don't open, and it's a long drop to "
            "the square.",
            K("refused"),
        ),
        notes="town hall walk: a move south answered by windows that don't open: south is no "
        "exit, its refusal a fact; north closed (open it), east open, west locked",
    ),
    item(
        (
            "Valuation for probate, the late Mrs Agnes Rintoul. I am in the back bedroom. Item "
            "36: an iron bedstead with brass knobs, worn. Item 37: a mahogany wardrobe, doors "
            "locked, key not found; contents not inspected. The door to the landing, north, is "
            "open. The door to the box room, west, is locked, and the family say its key is "
            "lost. No cash or coin found in this room.",
            R("back bedroom", "n w", locked="w"),
        ),
        notes="a probate valuer's note: a wardrobe's locked doors are no doors of the room, 'No "
        "cash or coin found': no coin; the landing door north open, the box room door west "
        "locked: go north",
    ),
    item(
        (
            "Census, schedule 112, Balnagown. I am writing this up in the kitchen, where the "
            "family sit round a peat fire with the smoke going where it pleases. The outer door, "
            "south, stands open to let the smoke out. The door through to the byre, east, is "
            "barred on the byre side, for the cow is calving. The householder says there is not "
            "a penny in the house, and I believe him.",
            R("kitchen", "s e", locked="e"),
        ),
        notes="a census enumerator's note: 'not a penny in the house' is no coin; the outer door "
        "south open, the byre door east barred on the far side (locked): go south",
    ),
    item(
        (
            "THE CHAPTER LIBRARY. You are now in the chapter library. Its door to the cloister, "
            "on the south side, is usually left open. The presses along the walls "
            "hold some four thousand volumes, a few still chained. The north window, by Kempe, "
            "shows St Matthew with his money-bag. A door on the east side, kept locked, leads to "
            "the Dean's lodging (no admission).",
            R("chapter library", "s e", locked="e"),
        ),
        notes="a guidebook in the second person: St Matthew's money-bag is glass, no coin, and "
        "the north window no way; the south door usually left open (open), the east door kept "
        "locked: go south",
    ),
    item(
        (
            "ARRIVED LAMP ROOM STOP DOOR NORTH OPEN STOP DOOR EAST LOCKED KEEPER HAS KEY STOP "
            "WINDOWS ALL ROUND NO OTHER WAY STOP NO COIN HERE STOP ADVISE STOP",
            R("lamp room", "n e", locked="e"),
        ),
        notes="a telegram: 'ARRIVED LAMP ROOM' names the room; 'NO COIN HERE': no coin; the "
        "windows are no way; north open, east locked: go north",
    ),
    item(
        (
            "CQ CQ, this is Golf Four Kilo Lima portable, calling from the summit hut on Ben "
            "Ledi. It's a tin box with a bench and a stove in it, and the wind's fair howling. "
            "The hut door's on the west side, wide open, because that's where the view is. "
            "There's a little shutter on the east side, but that's for the antenna cable, not "
            "for people. Over.",
            R("summit hut", "w"),
        ),
        notes="a radio amateur's call: the shutter east is for a cable, no way; the hut door "
        "west wide open: go west",
    ),
    item(
        (
            "02:10, fire round. I'm in the sluice room on the first floor of the East Wing. The "
            "fire door north is closed, as it should be. The door to the back stair, west, was "
            "wedged open with an extinguisher again; I've taken the extinguisher away, and the "
            "door is shut now. There's no other way out. All clear.",
            R("sluice room", "n w", closed="n w"),
        ),
        notes="a fire warden's round: the East Wing is a name, no way east; the fire door north "
        "closed, and the stair door west, wedged open until now, is shut: open north or open "
        "west",
    ),
    item(
        (
            "Inspection report, Unit 3. I am in the paint store. The roller shutter to the yard, "
            "east, is down and padlocked. The personnel door, south, is propped open with a "
            "paint tin, which must stop. The emergency exit, north, is unobstructed and "
            "unlocked, but shut. Solvents are kept in a metal cabinet with its doors closed, as "
            "required.",
            R("paint store", "e s n", locked="e", closed="n"),
        ),
        notes="a safety inspection: the roller shutter east down and padlocked (locked), the "
        "personnel door south propped open, the emergency exit north 'unlocked, but shut' "
        "(closed); the cabinet's doors are no doors of the room: go south or open north",
    ),
    item(
        (
            "ok chat we're in the boiler room now. door to the north is locked, classic. "
            "there's a door east, it's just open lol. oh wait is that a coin on the pipe?? no "
            "it's a washer. rip",
            R("boiler room", "n e", locked="n"),
        ),
        notes="a streamer's talk: the thing on the pipe is a washer, no coin; the door north "
        "locked, the door east open: go east",
    ),
    item(
        (
            "You're in the school library, after hours. The lights are off, and the only light "
            "comes from the car park. The door to the corridor, south, is open a crack. The "
            "archive room door, north, is locked.\n\nHANA: Hey, is that a coin under the desk?"
            "\n\nIt isn't. It's a bottle cap.",
            R("school library", "s n", locked="n"),
        ),
        notes="a visual novel: what Hana took for a coin is a bottle cap, no coin; the corridor "
        "door south open a crack (open), the archive room door north locked: go south",
    ),
    item(
        (
            "In the root cellar, you are. Dark it is, and cold, and of turnips it smells. North, "
            "the passage is; open, the way. East, a door there is. Shut, it is. A coin, hmm? "
            "See one, I do not.",
            R("root cellar", "n e", closed="e"),
        ),
        notes="a Yoda-like voice: 'See one, I do not': no coin; the passage north open, the door "
        "east shut: go north or open east",
    ),
    item(
        (
            "ROOM SURVEY FORM\n1. Room: Flower Room\n2. Ways out (direction, door, state): north "
            "- door - open; east - door - locked; west - none, a wall with a sink\n3. Windows: "
            "one, south, painted shut\n4. Coins seen: none",
            R("flower room", "n e", locked="e"),
        ),
        notes="a survey form: 'west - none, a wall' and a window painted shut are no ways, "
        "'Coins seen: none'; the door north open, the door east locked: go north",
    ),
    item(
        (
            "Welcome to stop 7. You're now standing in the Great Kitchen, where forty servants "
            "once cooked for the house. Look at the spit in the fireplace, big enough for a whole "
            "ox. The cook's money box on the dresser is open and empty; its coins went long ago. "
            "Please continue through the open door to the east. The door to the north is kept "
            "locked, as it leads to the family's private rooms.",
            R("great kitchen", "e n", locked="n"),
        ),
        notes="an audio guide: the cook's money box open and empty, its coins gone: no coin; the "
        "open door east, the door north kept locked: go east",
    ),
    item(
        (
            "0215 hrs. Now in the back shop of the pawnbroker's at 14 Mill Lane. Entry was by "
            "the rear door, east, found forced and hanging open. Glass cases empty, till drawer "
            "open, no cash or coin. Door through to the front shop, north, is locked; key not "
            "found on the premises.",
            R("back shop", "e n", locked="n"),
        ),
        notes="a constable's notebook: the rear door east, forced and hanging open, is open; "
        "'no cash or coin': no coin; the door north locked: go east",
    ),
]
