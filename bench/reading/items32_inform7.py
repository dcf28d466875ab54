"""inform7, thirty-second round: seven walks (1-6 turns) on a Venetian mask maker's in Inform 7's
defaults (Mask Shop with a doorway north to the workroom, "The stockroom door, east, is closed." at
first and "The street door to the west is locked; the shop does not open until nine.", a cash drawer
(closed); Stockroom with "On the shelf are a roll of tape and a ten-lira coin."; Workroom; Gilding
Room with a mask whose eyes are "two painted gold coins"): "(first opening the stockroom door)" and
the stockroom, "(first opening the street door)\nIt seems to be locked.", "Taken.", "You close the
stockroom door.", an examination of the mask, a return with an event; and single rooms: a paprika
mill's grinding room (a twenty-filler coin), a kabuki theatre's backstage passage (a noren curtain,
"(on which is a black wig)"), a dacha's veranda told in the past tense ("You could see a wicker
chair, a jar of cherry jam and a three-kopek coin here."), a Peranakan kitchen whose back door is
locked for the night, an attic whose camphor chest is opened on a silver coin (only a ladder down),
a bakehouse told of Tomasz in the third person past, a motorway services' staff room whose exits
come in a parenthesis, a guest bedroom searched under the bed, a sugar mill's boiling house under a
status line with the time (copper kettles), a dairy whose "Ways out:" come in a list (a silver
sixpence on the slate shelf), a counting house with the player in the clerk's chair, a boat shed
door opened by its name and walked through, and an orchard's "You can go north or east.". What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


def first_opening(door: str, step: tuple) -> tuple:
    """Inform's implicit open before a move, then the room entered."""
    text, reading = step
    return (f"(first opening the {door})\n\n{text}", reading)


# The mask maker's (a tree): Mask Shop n Workroom (a doorway), e Stockroom (a door, closed at
# first; a ten-lira coin on the shelf), w the street door (locked); Workroom e Gilding Room.
def mask_shop(east_open: bool = False) -> tuple:
    state = "open" if east_open else "closed"
    return (
        "Mask Shop\nMasks cover every inch of the walls: long-nosed doctors, cats, moons, a row "
        "of white faces with no mouths. A doorway north leads into the workroom. The stockroom "
        f"door, east, is {state}. The street door to the west is locked; the shop does not open "
        "until nine.\n\nYou can see a glass counter and a cash drawer (closed) here.",
        R(
            "mask shop",
            "n e w",
            closed="" if east_open else "e",
            locked="w",
            leads={"n": "workroom", "e": "stockroom"},
        ),
    )


def stockroom(coin: bool = True) -> tuple:
    shelf = (
        "On the shelf are a roll of tape and a ten-lira coin."
        if coin
        else "On the shelf is a roll of tape."
    )
    return (
        "Stockroom\nCardboard boxes of blank masks are stacked to the ceiling, each labelled in "
        "marker pen. The only way out is the door west, which stands open.\n\n" + shelf,
        R("stockroom", "w", coin=coin, leads={"w": "mask shop"}),
    )


def workroom() -> tuple:
    return (
        "Workroom\nPapier-mache dries on wire forms along a trestle, and the air smells of glue "
        "and wet newspaper. The shop is south of here. An archway east opens into the gilding "
        "room.\n\nYou can see a pot of paste and a pair of scissors here.",
        R("workroom", "s e", leads={"s": "mask shop", "e": "gilding room"}),
    )


def gilding_room() -> tuple:
    return (
        "Gilding Room\nEvery breath stirs the books of gold leaf on the bench, so you try not to "
        "breathe. A finished mask hangs on a hook, its eyes two painted gold coins. The only way "
        "out is the archway west.\n\nYou can see a burnishing tool here.",
        R("gilding room", "w", leads={"w": "workroom"}),
    )


TAKEN = ("Taken.", K("took"))

ITEMS = [
    # ---- walks on the mask maker's ----
    item(
        mask_shop(),
        "north",
        workroom(),
        notes="through the doorway into the workroom: the shop is the way in; the archway east "
        "leads on: go east",
    ),
    item(
        mask_shop(),
        "east",
        first_opening("stockroom door", stockroom()),
        notes="Inform's implicit open and the next room (a move that went through); 'On the "
        "shelf are a roll of tape and a ten-lira coin.': take it",
    ),
    item(
        mask_shop(),
        "e",
        first_opening("stockroom door", stockroom()),
        "take coin",
        TAKEN,
        "w",
        mask_shop(east_open=True),
        notes="the coin taken, back in the shop with the stockroom door now open; the street "
        "door is locked: go north, the one way not yet taken",
    ),
    item(
        mask_shop(),
        "w",
        ("(first opening the street door)\nIt seems to be locked.", K("refused", "locked")),
        "n",
        workroom(),
        "e",
        gilding_room(),
        notes="the street door tried and found locked, left in the shop; the gilding room's "
        "painted gold coins are no coins; its one way is the way in",
    ),
    item(
        workroom(),
        "e",
        gilding_room(),
        "examine mask",
        (
            "The mask's eyes are two gold coins, painted on and then varnished over. They seem "
            "to follow you round the room.",
            K("none"),
        ),
        notes="an examination keeps the room: painted coins are no coins; go west, the way in",
    ),
    item(
        gilding_room(),
        "w",
        workroom(),
        "s",
        mask_shop(),
        "e",
        first_opening("stockroom door", stockroom()),
        "take coin",
        TAKEN,
        "w",
        mask_shop(east_open=True),
        "n",
        also(workroom(), "A water taxi hoots somewhere out on the canal."),
        notes="a six-turn walk: back in the workroom every exit leads to a visited room; it was "
        "first entered from the gilding room, east: go east",
    ),
    item(
        mask_shop(),
        "e",
        first_opening("stockroom door", stockroom()),
        "take coin",
        TAKEN,
        "w",
        mask_shop(east_open=True),
        "close east",
        (
            "You close the stockroom door.",
            R(None, "n e w", closed="e", locked="w"),
        ),
        notes="a door closed again by the player (read as the room with that door shut, the "
        "ninth round's way): the stockroom is visited, the street door locked: go north",
    ),
    # ---- single rooms ----
    item(
        "Grinding Room\nTwo pairs of millstones grumble under their wooden casings, and the red "
        "dust settles on everything: the beams, the sacks, your sleeves. The drying loft is "
        "north of here. A door to the east is closed.\n\nYou can see a sack of dried peppers and "
        "a twenty-filler coin here.",
        R("grinding room", "n e", closed="e", coin=True),
        notes="a paprika mill; 'a twenty-filler coin' in Inform's list is a coin: take it",
    ),
    item(
        "Backstage Passage\nWig stands and racks of robes crowd the passage, and somewhere "
        "beyond the wall a drum is beating. The stage is east of here. The dressing rooms are "
        "west, behind a blue noren curtain. The prop room door, north, is locked.\n\nYou can see "
        "a wig stand (on which is a black wig) here.",
        R("backstage passage", "e w n", locked="n"),
        notes="a kabuki theatre: a noren curtain is no door (west is open); the prop room door "
        "is locked; no coin",
    ),
    item(
        "Veranda\nThe boards of the veranda were warm from the afternoon, and the samovar had "
        "gone cold. The garden lay to the south; the door into the house, east, was shut.\n\n"
        "You could see a wicker chair, a jar of cherry jam and a three-kopek coin here.",
        R("veranda", "s e", closed="e", coin=True),
        notes="a dacha told in the past tense: the garden south, the house door shut (closed); "
        "a three-kopek coin in the list: take it",
    ),
    item(
        "Kitchen\nA charcoal stove smoulders under a blackened wok, and strings of dried "
        "chillies hang from the beams. The door to the airwell, north, stands open. The back "
        "lane is east of here, through a door which is locked for the night.\n\nYou can see a "
        "brass kettle and a stone mortar here.",
        R("kitchen", "n e", locked="e"),
        notes="'locked for the night' (locked, no open): go north through the open door; no coin",
    ),
    item(
        (
            "Attic\nThe roof comes down so low on either side that you can stand upright only "
            "in the middle. The only way out is the ladder down to the landing.\n\nYou can see "
            "a camphor chest (closed) and a broken rocking horse here.",
            R("attic", "d"),
        ),
        "open chest",
        (
            "You open the camphor chest, revealing a silver coin wrapped in a scrap of lace.",
            R(None, "d", coin=True),
        ),
        notes="a closed chest whose contents are not given is no coin; opened, it shows a "
        "silver coin (the room again with a coin, the ninth round's way): take it",
    ),
    item(
        "Bakehouse\nThe oven had been lit since four, and the whole room breathed heat. The "
        "flour store was north of Tomasz; the yard door, west, stood open.\n\nTomasz could see "
        "a kneading trough and a long wooden peel here.",
        R("bakehouse", "n w"),
        notes="Inform in the third person past ('north of Tomasz', 'Tomasz could see'): exits "
        "north and west; no coin",
    ),
    item(
        "Staff Room\nA kettle, a microwave and a rota that nobody reads. The window looks out "
        "over the lorry park and the motorway beyond. (Exits: north to the kitchen, east to the "
        "car park. The door west is the manager's, and it is locked.)\n\nYou can see a plastic "
        "chair and a mug of cold tea here.",
        R("staff room", "n e w", locked="w"),
        notes="a motorway services' staff room: exits in a parenthesis, the manager's door "
        "locked; the window and the motorway are no exits",
    ),
    item(
        (
            "Guest Bedroom\nThe wallpaper is all roses and the bed is all lumps. The landing is "
            "west of here. The bathroom door, north, is closed.\n\nYou can see a brass bed and a "
            "washstand here.",
            R("guest bedroom", "w n", closed="n"),
        ),
        "look under bed",
        ("You find nothing there but dust and a single brass button.", K("none")),
        notes="a search that finds no coin keeps the room: go west or open the bathroom door",
    ),
    item(
        "Boiling House                                              5:10 am\n\nBoiling House\n"
        "Five copper kettles stand in a row over the furnace flues, from the great one to the "
        "little one where the syrup strikes. The cane yard is south of here. A door north leads "
        "to the curing house; it is open.\n\nYou can see a skimmer and a long ladle here.",
        R("boiling house", "s n"),
        notes="a sugar mill under a status line with the time; copper kettles are no coins; "
        "exits south and north (the door open)",
    ),
    item(
        "Dairy\nCold slate shelves, pans of cream setting, the smell of whey. Ways out: the "
        "scullery (north), the yard (east), and the cheese room to the south, whose door is "
        "shut.\n\nOn the slate shelf is a silver sixpence.",
        R("dairy", "n e s", closed="s", coin=True),
        notes="exits in a list after a colon, the south door shut (closed); 'On the slate shelf "
        "is a silver sixpence.': take it",
    ),
    item(
        "Counting House (in the clerk's chair)\nLedgers in green cloth bindings fill the "
        "shelves. The coins that pass through this room never stay the night: the clerk bags "
        "them each evening and carries them to the bank. The office is east of here. The "
        "strongroom door, north, is locked.\n\nYou can see a coin scale and an inkstand here.",
        R("counting house", "e n", locked="n"),
        notes="the player's place in the heading does not change the name; coins carried to "
        "the bank every evening and a coin scale are no coins here; go east",
    ),
    item(
        (
            "Boathouse\nOars hang on pegs along the walls, and the water slaps and gurgles "
            "under the floorboards. The lane is south of here. The boat shed door, north, is "
            "closed.\n\nYou can see a coil of rope here.",
            R("boathouse", "s n", closed="n"),
        ),
        "open boat shed door",
        ("You open the boat shed door.", K("opened", "n")),
        "n",
        (
            "Boat Shed\nAn upturned skiff waits on trestles for its new paint. The boathouse is "
            "south of here.\n\nYou can see a paint pot and a copper coin here.",
            R("boat shed", "s", coin=True),
        ),
        notes="a door opened by its name (north) and walked through; a copper coin here: take it",
    ),
    item(
        "Orchard\nPear trees lean over the long grass, and wasps are busy in the windfalls. You "
        "can go north or east.\n\nYou can see a ladder and a basket of windfalls here.",
        R("orchard", "n e"),
        notes="Inform's 'You can go north or east.'; a ladder lying in the grass is no way; no "
        "coin",
    ),
]
