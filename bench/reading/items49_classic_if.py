"""classic_if, forty-ninth round (no emphasis beyond a hidden test of the same kind): seven walks
(1-4 turns) on a Spanish galleon at anchor off Cádiz in an Infocom-like manner (a title line, a
paragraph, "There is ... here.", the prompt ">"; a Gun Deck whose great cabin door north "is closed"
at first, whose galley is east through a low opening, whose powder room door west "is locked" and
whose gunports south are open on the sea; a Great Cabin with a chart of the South Sea; a Galley; a
Bread Room with "There is a silver piece of eight here."): "The great cabin door is closed.", "You
open the great cabin door.", "The powder room door is locked. ...", "You would go out through a
gunport and into the sea.", "Taken. ...", returns to the gun deck and the galley; single rooms and
short histories in the manners of home computers the earlier rounds never named (TRS-80-like,
ZX81-like, Atari 800-like, Commodore 64-like, Jupiter Ace-like, TI-99/4A-like, Amiga-like, Sharp
MZ-like, Nascom-like, Memotech-like, Camputers Lynx-like, Tatung Einstein-like, Famicom-like): a
ship chandler's shop with a copper poisha coin, a luthier's workshop whose varnish room door is
shut, a ringers' loft whose only ways are a ladder up and a locked door (no action), a cartwright's
shop whose east door is bolted on the other side, a drafting room whose xu coin holds down a map of
the East Indies, a millwright's shop whose window over the pond is no way, a coaling stage and a
sand drier, a cellarer's store whose blanca coin stays where it lies after an examine, a fog signal
hut's cliff refused and looked at, a booking office's platform door unlocked but closed, a glover's
shop whose asper coin is taken and carried, a dispensing room whose only door is unlocked and still
shut, a kabuki theatre's wig room with a gold oban coin. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the galleon: GUN DECK n GREAT CABIN (a door, closed at first), e GALLEY (a low opening),
# w the powder room (locked), s gunports (no way); GALLEY n BREAD ROOM (a door ajar; a silver
# piece of eight).


def gun_deck(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Gun Deck\nBronze culverins stand at their ports in a long row, lashed down with tackle, "
        "and the deck smells of tar and old powder smoke. The gunports on the south side are open "
        f"on the sea. The great cabin door, north, is {door}. A low opening east leads to the "
        "galley. The powder room door, west, is locked; only the gunner has the key.\n\nThere is "
        "a rammer here.\n"
    )
    if event:
        text += f"\n{event}\n"
    return (
        text + "\n>",
        R(
            "gun deck",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "great cabin", "e": "galley", "w": "powder room"},
        ),
    )


def great_cabin(event: str = "") -> tuple:
    text = (
        "Great Cabin\nThe captain's quarters run the width of the stern. Leaded windows look out "
        "over the wake, and a lamp swings from the beams. The cabin door, south, is open.\n\n"
        "There is a chart of the South Sea here.\n"
    )
    if event:
        text += f"\n{event}\n"
    return (text + "\n>", R("great cabin", "s", leads={"s": "gun deck"}))


def galley(event: str = "") -> tuple:
    text = (
        "Galley\nA brick hearth with a copper pot on it takes up most of the room, and sacks of "
        "ship's biscuit are stacked to the beams. The gun deck is west, through the low opening. "
        "The bread room door, north, stands ajar.\n"
    )
    if event:
        text += f"\n{event}\n"
    return (text + "\n>", R("galley", "w n", leads={"w": "gun deck", "n": "bread room"}))


def bread_room(coin: bool = True) -> tuple:
    text = (
        "Bread Room\nThe room is lined with tin against the rats, and it is very dry. The door, "
        "south, stands ajar.\n"
    )
    if coin:
        text += "\nThere is a silver piece of eight here.\n"
    return (text + "\n>", R("bread room", "s", coin=coin, leads={"s": "galley"}))


SHUT = ("The great cabin door is closed.\n\n>", K("refused", "closed"))
OPENED = ("You open the great cabin door.\n\n>", K("opened", "north"))
POWDER = (
    "The powder room door is locked. Only the gunner has the key, and he is ashore in Cádiz.\n\n>",
    K("refused", "locked"),
)
SEA = ("You would go out through a gunport and into the sea.\n\n>", K("refused"))

ITEMS = [
    item(
        gun_deck(),
        "north",
        SHUT,
        "open door",
        OPENED,
        "north",
        great_cabin(),
        notes="galleon: the great cabin door north refused as closed, opened, walked through; "
        "the great cabin's only way is the open door south (visited, initial, all_visited); a "
        "chart of the South Sea is no way and the stern windows no exit: go back south",
    ),
    item(
        gun_deck(),
        "east",
        galley(),
        "north",
        bread_room(),
        "take coin",
        ("Taken. The piece of eight is stamped with two pillars and a crown.\n\n>", K("took")),
        notes="galleon: the piece of eight taken in the bread room (no coin now); the only way "
        "south visited, the way first entered: go south",
    ),
    item(
        galley(),
        "west",
        gun_deck(),
        notes="galleon, begun in the galley: on the gun deck east visited (initial), the great "
        "cabin door north closed (open it), the powder room door west locked, the gunports no way",
    ),
    item(
        bread_room(),
        "get coin",
        ("Taken. It is heavier than it looks.\n\n>", K("took")),
        "S",
        galley(),
        "W",
        gun_deck(event="The ship creaks as she swings to her anchor."),
        "W",
        POWDER,
        notes="galleon, begun in the bread room: the coin taken, then to the gun deck, whose "
        "powder room door west is refused as locked (refused, closed); east visited (initial); "
        "the great cabin door north closed: open it",
    ),
    item(
        gun_deck(),
        "south",
        SEA,
        "east",
        galley(),
        notes="galleon: south refused (a gunport and the sea, no exit) and left behind; in the "
        "galley west visited (initial), the bread room door north ajar and unvisited: go north",
    ),
    item(
        great_cabin(),
        "S",
        gun_deck(door="open"),
        "E",
        galley(),
        "W",
        gun_deck(door="open", event="Somewhere above, the bosun pipes the watch."),
        notes="galleon, begun in the great cabin: back on the gun deck north and east visited, "
        "the way first entered north (initial), the powder room door west locked and unvisited "
        "(not all_visited): go back north",
    ),
    item(
        gun_deck(),
        "e",
        galley(),
        "n",
        bread_room(),
        "take coin",
        ("Taken. It is a Mexican piece of eight, clipped at the edge.\n\n>", K("took")),
        "s",
        galley(event="A ship's boy comes through with a bucket of slops and goes out again."),
        notes="galleon: the coin taken and back in the galley: north and west visited, the way "
        "first entered west (initial), all_visited: go west",
    ),
    item(
        (
            "YOU ARE IN A SHIP CHANDLER'S SHOP. COILS OF ROPE, BLOCKS, LAMP OIL AND TAR IN "
            "BUCKETS.\nOBVIOUS EXITS: NORTH\nYOU SEE: A COPPER POISHA COIN, A BUNDLE OF OAKUM\n\n"
            "WHAT SHALL I DO? ",
            R("ship chandler's shop", "n", coin=True),
        ),
        notes="a TRS-80-like screen in capitals: the room from 'YOU ARE IN A SHIP CHANDLER'S "
        "SHOP'; a copper poisha coin among what is seen: take it",
    ),
    item(
        (
            "LUTHIER'S WORKSHOP\nFIDDLES WITHOUT STRINGS HANG ON A LINE TO DRY, AND A VIOLIN CASE "
            "LINED WITH GREEN BAIZE LIES OPEN AND EMPTY. THE VARNISH ROOM DOOR, EAST, IS SHUT. A "
            "PASSAGE RUNS SOUTH TO THE SHOP.\n>",
            R("luthier's workshop", "e s", closed="e"),
        ),
        notes="a ZX81-like screen in capitals: the varnish room door east shut (open east), the "
        "passage south open (go south); an empty violin case holds nothing",
    ),
    item(
        (
            "Ringers' Loft\nSix bell ropes hang through holes in the ceiling, their woollen "
            "sallies striped red, white and blue. A ladder goes up to the bells. The door to the "
            "spiral stair, west, is locked, and the ringers have gone home with the key.\nThere "
            "is a peal board here.\n>",
            R("ringers' loft", "u w", locked="w"),
        ),
        notes="an Atari 800-like screen: the only way of the vocabulary is a locked door west "
        "(closed), the ladder up is outside it: no action",
    ),
    item(
        (
            "CARTWRIGHT'S SHOP\nA WAGON WHEEL LIES ON THE BENCH, WAITING FOR ITS IRON TYRE. THE "
            "YARD IS NORTH. A DOOR LEADS EAST.\n>",
            R("cartwright's shop", "n e"),
        ),
        "E",
        (
            "THE DOOR IS BOLTED ON THE OTHER SIDE. SOMEBODY IN THERE IS SNORING.\n>",
            K("refused", "locked"),
        ),
        notes="a Commodore 64-like screen: a door east whose state was not given is refused as "
        "bolted on the other side (refused, closed, no open); the yard north is open: go north",
    ),
    item(
        (
            "Drafting Room\nA long table stands under a skylight, with inks, dividers and a "
            "half-drawn map of the East Indies. A small brass xu coin holds down one corner of "
            "the map. The door south is open.\n>",
            R("drafting room", "s", coin=True),
        ),
        notes="a Jupiter Ace-like screen: a brass xu coin on the table is a coin (take it); the "
        "East Indies are a name on a map, and the skylight is no way; the door south is open",
    ),
    item(
        (
            "MILLWRIGHT'S SHOP\nA great wooden cogwheel lies half built on the floor, its teeth "
            "cut from apple wood. The gate to the mill race, east, is open. An arch leads west "
            "into the stores. A window looks north over the mill pond.\n>",
            R("millwright's shop", "e w"),
        ),
        notes="a TI-99/4A-like screen, its title in capitals: the gate east open and the arch "
        "west: go either; the window north over the pond is no way",
    ),
    item(
        (
            "Coaling Stage\nA ramp of old sleepers climbs to the stage, where coal lies in heaps "
            "ready for the tubs.\nExits: south, north\n>",
            R("coaling stage", "s n"),
        ),
        "north",
        (
            "Sand Drier\nA squat furnace dries wet sand for the engines' sandboxes, and the air "
            "is gritty. The gate to the yard, east, is locked. A cinder path runs west along the "
            "shed wall.\nExits: south, east, west\n>",
            R("sand drier", "s e w", locked="e"),
        ),
        notes="an Amiga-like screen: north from the coaling stage; in the sand drier south "
        "visited (initial), the yard gate east locked, west unvisited: go west",
    ),
    item(
        (
            "You are in the cellarer's store. Barrels of small beer, sacks of meal and a cheese on "
            "a board. The cellar door, north, is ajar.\nThere is a silver blanca coin here.\n>",
            R("cellarer's store", "n", coin=True),
        ),
        "x barrel",
        ("It is full of small beer, and it smells like it.\n>", K("none")),
        notes="a Sharp MZ-like screen: an examine keeps the room; the blanca coin still lies "
        "here: take it",
    ),
    item(
        (
            "FOG SIGNAL HUT\nA COMPRESSOR AND TWO GREAT TRUMPETS POINTED OUT TO SEA. THERE IS NO "
            "WAY WEST: THE CLIFF FALLS AWAY. THE DOOR EAST IS OPEN.\n>",
            R("fog signal hut", "e"),
        ),
        "W",
        ("YOU CANNOT GO THAT WAY.\n>", K("refused")),
        "LOOK",
        (
            "FOG SIGNAL HUT\nA COMPRESSOR AND TWO GREAT TRUMPETS POINTED OUT TO SEA. THERE IS NO "
            "WAY WEST: THE CLIFF FALLS AWAY. THE DOOR EAST IS OPEN.\n>",
            R("fog signal hut", "e"),
        ),
        notes="a Nascom-like screen: 'THERE IS NO WAY WEST' and the move west refused; the look "
        "shows no way there, so the refusal stands; the door east open: go east",
    ),
    item(
        (
            "Booking Office\nA window of frosted glass with a brass grille, and card tickets in "
            "racks of wooden slots. The door to the platform, south, is unlocked but closed. The "
            "parcels office is east, through an open doorway.\n>",
            R("booking office", "s e", closed="s"),
        ),
        notes="a Memotech-like screen: the platform door south unlocked but closed (open it), "
        "the doorway east open (go east); the ticket window is no way",
    ),
    item(
        (
            "Glover's Shop\nKid skins lie stretched on a board, and paper patterns of hands hang "
            "from a string. The street door, north, is open.\nThere is a silver asper coin here.\n"
            ">",
            R("glover's shop", "n", coin=True),
        ),
        "take coin",
        ("Taken. A little silver asper, clipped thin.\n>", K("took")),
        "i",
        ("You are carrying:\n  a silver asper coin\n  a thimble\n>", K("none")),
        notes="a Camputers Lynx-like screen: the asper taken and carried (no coin in the room); "
        "the street door north open: go north",
    ),
    item(
        (
            "Dispensing Room\nBlue and brown bottles stand in rows, and the poison cupboard in the "
            "corner is locked. The only door, north, is locked as well.\n>",
            R("dispensing room", "n", locked="n"),
        ),
        "unlock north door with key",
        ("You unlock the door with the small key. It is still shut.\n>", K("unlocked")),
        notes="a Tatung Einstein-like screen: the north door unlocked and still shut (closed): "
        "open north; the poison cupboard is no door of the room",
    ),
    item(
        (
            "WIG ROOM\nWigs of black horsehair sit on wooden heads along a shelf. The sliding door "
            "to the east is closed. The corridor is to the north.\nThere is a gold oban coin on "
            "the floor!\nCOMMAND? MOVE LOOK TAKE OPEN",
            R("wig room", "e n", closed="e", coin=True),
        ),
        notes="a Famicom-like screen from a kabuki theatre: a gold oban coin on the floor (take "
        "it); the sliding door east closed, the corridor north",
    ),
]
