"""classic_if, forty-seventh round: seven walks (2-4 turns) on a cable ship in a Dunnet-like manner
(a title in sentence case, a paragraph, "There is ... here." and the prompt ">": a Cable deck whose
testing room door north "is closed" at first, whose gangway runs east to the bow and whose chief
engineer's cabin door west "is locked"; a Testing room; a Bow; a Chart house with "There is a Danish
rixdollar coin here."): "The testing room door is closed.", "You open the testing room door. A smell
of hot varnish comes out.", "The chief engineer's door is locked. He keeps the key on a string round
his neck, and he is asleep.", "You would go over the stern and into the Bay of Biscay, and the ship
would not stop for you.", "Taken. The rixdollar is dated 1776 and worn nearly smooth.", returns with
a splice going over the sheave and a gull on the rail, walks begun at the bow, in the chart house
and in the testing room; single rooms and short histories in the manners of home computers and
mainframes the earlier rounds never named: a VIC-20-like 22-column screen in an icehouse (a 5-kyat
coin), an Acornsoft-like signal station whose sea to the east is refused, a Topologika-like
horologist's workshop (a 20-pya coin taken), a Phoenix-like count house ("Exits are north and
west."), a Mystery House-like taxidermy room ("IT'S LOCKED."), a Dunnet-like diving bell whose only
way is the hatch overhead (no action), an Amstrad-like ropeway station ("Exits: N S", a one-manat
coin), an Oric-like wherry cabin (a hatch up and a closed fo'c'sle door), a glassblower's glory hole
refused and the shop looked at, an MDL-like telegraph station whose battery room door is unlocked
and still shut, an MSX-like broch (stairs in the wall), a casemate whose only door is locked and
refused (no action), a Dragon 32-like souterrain in capitals (a silver testoon coin). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a cable ship: CABLE DECK n TESTING ROOM (a door, closed at first), e BOW (a gangway), w the
# chief engineer's cabin (locked); BOW n CHART HOUSE (an open door; a Danish rixdollar coin).

P = "\n>"


def deck(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Cable deck\nYou are on the cable deck of the cable ship Mercator. Armoured cable runs "
        "off the great drum and over the stern sheave into the sea, slow and steady, while a "
        f"dynamometer ticks off the strain. The door of the testing room, to the north, is {door}. "
        "A gangway runs east along the rail to the bow. The chief engineer's cabin is to the "
        "west; its door is locked."
    )
    if event:
        text += f"\n{event}"
    return (
        text + P,
        R(
            "cable deck",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "testing room", "e": "bow"},
        ),
    )


def testing(door: str = "open") -> tuple:
    return (
        "Testing room\nYou are in the testing room. An electrician sits hunched over a mirror "
        "galvanometer, watching a spot of light on a paper scale; if it jumps, the cable has "
        f"broken somewhere astern. The door to the cable deck, south, is {door}." + P,
        R("testing room", "s", closed="s" if door == "closed" else "", leads={"s": "cable deck"}),
    )


def bow(event: str = "") -> tuple:
    text = (
        "Bow\nYou are at the bow, beside the picking-up sheaves, where the cable comes aboard "
        "again when it has to be mended. Spray comes over the rail. The gangway runs west to the "
        "cable deck. A door in the deckhouse to the north stands open on the chart house."
    )
    if event:
        text += f"\n{event}"
    return (text + P, R("bow", "w n", leads={"w": "cable deck", "n": "chart house"}))


def chart(coin: bool = True) -> tuple:
    text = (
        "Chart house\nYou are in the chart house. The route of the cable is pencilled across a "
        "chart of the Bay of Biscay, with the soundings beside it in fathoms. The only way out "
        "is south."
    )
    if coin:
        text += "\nThere is a Danish rixdollar coin here."
    return (text + P, R("chart house", "s", coin=coin, leads={"s": "bow"}))


SHUT = ("The testing room door is closed." + P, K("refused", "closed"))
OPEN_N = (
    "You open the testing room door. A smell of hot varnish comes out." + P,
    K("opened", "north"),
)
LOCKED = (
    "The chief engineer's door is locked. He keeps the key on a string round his neck, and he "
    "is asleep." + P,
    K("refused", "locked"),
)
TAKEN = ("Taken. The rixdollar is dated 1776 and worn nearly smooth." + P, K("took"))

ITEMS = [
    item(
        deck(),
        "north",
        SHUT,
        "open door",
        OPEN_N,
        "north",
        testing(),
        notes="the testing room door refused as closed, opened by 'open door' (the only shut door "
        "there, north), walked through; the testing room's only way is south, back to the cable "
        "deck (visited, initial, all_visited)",
    ),
    item(
        deck(),
        "east",
        bow(),
        "north",
        chart(),
        "take coin",
        TAKEN,
        notes="the rixdollar taken in the chart house ('Taken.' keeps the room, the coin gone); "
        "its only way south leads to the bow (visited, initial, all_visited)",
    ),
    item(
        bow(),
        "west",
        deck(),
        "west",
        LOCKED,
        notes="begun at the bow; on the cable deck the chief engineer's door west refused as "
        "locked (closed, refused); east is the way in (visited, initial); the testing room door "
        "north is closed and unvisited: open north",
    ),
    item(
        chart(),
        "take coin",
        ("Taken. It is a Danish rixdollar, and cold from the sea air." + P, K("took")),
        "south",
        bow(),
        "west",
        deck(
            event="The drum stops for a moment while a splice goes over the sheave, then turns "
            "again."
        ),
        notes="begun in the chart house with the coin, taken; back through the bow to the cable "
        "deck (entered from the east: visited, initial); the closed testing room door north is "
        "the unexplored way: open north; west locked",
    ),
    item(
        testing("closed"),
        "south",
        ("The door is closed. You bump your nose on it." + P, K("refused", "closed")),
        "open south",
        ("You push the door open onto the wind and the noise of the drum." + P, K("opened")),
        "south",
        deck("open"),
        "east",
        bow(),
        notes="begun in the testing room with its door closed: refused, opened by direction, "
        "walked through; the cable deck crossed to the bow (west visited, initial); the chart "
        "house north is unvisited: go north",
    ),
    item(
        deck(),
        "east",
        bow(),
        "west",
        deck(event="A gull lands on the rail, looks at you, and leaves."),
        notes="a return to the first room (no initial); east visited; the closed testing room "
        "door north is unexplored: open north; the engineer's door west is locked",
    ),
    item(
        deck(),
        "south",
        (
            "You would go over the stern and into the Bay of Biscay, and the ship would not stop "
            "for you." + P,
            K("refused"),
        ),
        "look",
        deck(),
        notes="south is no exit (the stern and the sea): refused(south), and the look that prints "
        "the deck again keeps it; north closed (open north), east open (go east), west locked",
    ),
    # ---- single rooms and short histories in other manners
    item(
        (
            "ICEHOUSE\nYOU ARE IN A BRICK\nICEHOUSE DUG INTO THE\nBANK. OLD STRAW AND A\nFEW "
            "GREY LUMPS OF ICE\nLIE ON THE FLOOR. A\nPASSAGE LEADS NORTH.\nI CAN ALSO SEE: A\n5 "
            "KYAT COIN.\nWHAT NOW?",
            R("icehouse", "n", coin=True),
        ),
        notes="a VIC-20-like 22-column screen in capitals: the 5-kyat coin is in the icehouse; "
        "the passage north is the only way: take coin",
    ),
    item(
        (
            "You are in the signal station. It stands on the headland, and flags for the mast are "
            "rolled in pigeonholes along one wall, and a telescope on a brass stand points out to "
            "sea. A door leads south, and a path runs west along the cliff top.",
            R("signal station", "s w"),
        ),
        "e",
        ("The only thing to the east is the sea, and it is a long way down.", K("refused")),
        notes="an Acornsoft-like room named in its sentence; east is the sea, no exit: "
        "refused(east); south and west are open: either",
    ),
    item(
        (
            "Horologist's Workshop\nA hundred clocks tick out of step with one another. Springs, "
            "wheels and tiny screws lie on the bench in careful heaps, and a twenty-pya coin lies "
            "among them. The shop is north. The stockroom door, east, is locked.",
            R("horologist's workshop", "n e", locked="e", coin=True),
        ),
        "take coin",
        (
            "You pick the coin out of the springs without setting a single wheel rolling.",
            K("took"),
        ),
        notes="a Topologika-like room; the twenty-pya coin among the springs taken (gone); the "
        "stockroom door east is locked (closed, no open); the shop north is the way: go north",
    ),
    item(
        (
            "Count house\nYou are in the count house of Wheal Jenny. The mine captain's desk is "
            "buried in tin tickets and cost books, and a barometer hangs by the door. Exits are "
            "north and west.",
            R("count house", "n w"),
        ),
        notes="a Phoenix-like terse room: two exits, no coin, no door state: go north or west",
    ),
    item(
        (
            "YOU ARE IN THE TAXIDERMY ROOM. A STUFFED BEAR STANDS IN THE CORNER WITH ITS PAWS "
            "RAISED. THERE IS A DOOR TO THE NORTH AND A DOOR TO THE WEST.",
            R("taxidermy room", "n w"),
        ),
        "N",
        ("IT'S LOCKED.", K("refused", "locked")),
        notes="a Mystery House-like room in capitals; the north door, its state not given, "
        "refused as locked (closed, refused); the west door, its state not given, is an open "
        "exit: go west",
    ),
    item(
        (
            "Diving bell\nYou are crouched in a diving bell on the bed of the harbour. Green light "
            "comes through the thick glass ports, and a crab walks slowly past one of them. The "
            "only way out is the hatch overhead, up to the barge.\n>",
            R("diving bell", "u"),
        ),
        notes="a Dunnet-like room whose only way is up (outside the vocabulary); the glass ports "
        "are no ways: no facts and no action",
    ),
    item(
        (
            "ROPEWAY STATION\nThe top station of the ropeway. An empty ore bucket swings on the "
            "cable, and the valley floor is a long way below.\nYou can see: a 1 manat coin\n"
            "Exits: N S",
            R("ropeway station", "n s", coin=True),
        ),
        notes="an Amstrad-like screen: a one-manat coin here, exits north and south: take coin",
    ),
    item(
        (
            "CABIN\nYou are in the cabin of a wherry moored on the broad. Two narrow bunks, a "
            "stove and a kettle. A hatch leads up to the deck. The door forward, to the north, "
            "into the fo'c'sle, is shut.",
            R("cabin", "u n", closed="n"),
        ),
        notes="an Oric-like room: the hatch up is outside the vocabulary; the fo'c'sle door north "
        "is shut (closed): open north",
    ),
    item(
        (
            "Glass Shop\nRods of coloured glass stand in a bin, and a gaffer turns a gather of "
            "molten glass on the end of a blowpipe. The glory hole roars to the east. The "
            "showroom is south, and the yard is west.",
            R("glass shop", "s w"),
        ),
        "east",
        (
            "That is the glory hole, a furnace at eleven hundred degrees. You would not come "
            "out again.",
            K("refused"),
        ),
        "look",
        (
            "Glass Shop\nRods of coloured glass stand in a bin, and the gaffer has set the "
            "blowpipe down and is watching you. The glory hole roars to the east. The showroom "
            "is south, and the yard is west.",
            R("glass shop", "s w"),
        ),
        notes="the glory hole east is a furnace, no exit: refused(east), kept by the look; south "
        "and west are open: either",
    ),
    item(
        (
            "Instrument Room\nThis is the instrument room of the telegraph station. Sounders "
            "clatter on every desk, and a boy waits with a satchel for the next message. A locked "
            "door leads north to the battery room. The lobby is to the west.",
            R("instrument room", "n w", locked="n", leads={"n": "battery room", "w": "lobby"}),
        ),
        "north",
        ("The door is locked.", K("refused", "locked")),
        "unlock north door with brass key",
        ("The battery room door is now unlocked, though it is still closed.", K("unlocked")),
        notes="an MDL-like room: the battery room door north refused as locked, then unlocked "
        "(still closed: the refusal stands until it is opened); open north, or go west",
    ),
    item(
        (
            "Broch\nYou stand inside the broch, a drystone tower open to the sky. Stairs climb "
            "inside the thickness of the wall. The entrance passage leads east. Nothing else is "
            "here.",
            R("broch", "e u"),
        ),
        notes="an MSX-like room: the stairs inside the wall go up (outside the vocabulary); the "
        "entrance passage east is the exit: go east",
    ),
    item(
        (
            "Casemate\nA vaulted gun room in the fort wall. Its embrasure was bricked up long "
            "ago, and the only door, north, is locked.",
            R("casemate", "n", locked="n"),
        ),
        "north",
        (
            "The casemate door is locked, and the key went away with the last garrison.",
            K("refused", "locked"),
        ),
        notes="the bricked-up embrasure is no way; the only door north refused as locked "
        "(closed, refused): nothing sensible can be done, no action",
    ),
    item(
        (
            "SOUTERRAIN\nYOU ARE IN A SOUTERRAIN, A STONE-LINED PASSAGE UNDER A FIELD. IT RUNS "
            "NORTH INTO THE DARK, AND DAYLIGHT SHOWS AT THE SOUTH END.\nTHERE IS A SILVER TESTOON "
            "COIN HERE.",
            R("souterrain", "n s", coin=True),
        ),
        notes="a Dragon 32-like screen in capitals: the passage runs north and south; a silver "
        "testoon coin here: take coin",
    ),
]
