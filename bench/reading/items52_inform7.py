"""inform7, fifty-second round (emphasis: the game's replies and the history): eight walks (1-4
turns) on a flying club's aerodrome in Inform 7's defaults (a Clubhouse whose met office door north
"is closed" at first, whose flight shed is east through a wide doorway, whose fuel store door west
"is locked" and whose south wall is a window over the field; a Met Office; a Flight Shed whose dope
shop door north "is open"; a Dope Shop with "On the workbench is a silver bolívar coin."; a Fuel
Store): "(first opening the met office door)" before the room (a move that worked), "(first opening
the fuel store door)\nIt seems to be locked.", "You unlock the fuel store door." (still shut), "You
open the fuel store door.", "You close the met office door.", "You can't go that way." kept by a
look, "Taken." with the score's notice, "Time passes." with a biplane overhead, returns to the
clubhouse; single rooms and short histories whose facts hang on Inform's replies: "You can't see any
such thing." after `take coin` in a peach house, "(with the brass key)" before an unlock in a fire
engine house and an open that clears the refusal, "Which do you mean, the brass coin or the brass
button?", "I only understood you as far as wanting to go.", "You are carrying:" after a coin taken,
"That's not a verb I recognise.", a housekeeper who says which door is kept locked, "That's already
open.", "You can't go that way." left behind by a move, a door found locked and looked at, a guard
who locks the gate again. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the aerodrome: CLUBHOUSE n MET OFFICE (a door, closed at first), e FLIGHT SHED (a wide
# doorway), w FUEL STORE (a door, locked; the brass key), s a window (no way); FLIGHT SHED n DOPE
# SHOP (a door, open; a silver bolívar coin).


def clubhouse(door: str = "closed", before: str = "") -> tuple:
    return (
        f"{before}Clubhouse\nWicker chairs stand about on the boards, and propellers of crashed "
        "machines hang on the walls with the names of their pilots painted on the blades. The "
        "whole south wall is window, looking out over the grass field and the windsock. The met "
        f"office door, to the north, is {door}. A wide doorway leads east into the flight shed. "
        "The fuel store door, to the west, is locked.\n\nYou can see a barometer and a "
        "visitors' book here.",
        R(
            "clubhouse",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "met office", "e": "flight shed", "w": "fuel store"},
        ),
    )


def met(before: str = "") -> tuple:
    return (
        f"{before}Met Office\nA cramped room of charts and dials, where somebody has pencilled "
        "tomorrow's weather on the wall and crossed it out twice. The met office door, to the "
        "south, is open.\n\nYou can see a wind dial here.",
        R("met office", "s", leads={"s": "clubhouse"}),
    )


def shed() -> tuple:
    return (
        "Flight Shed\nA biplane sits on the concrete with its wings folded back like a moth's, "
        "and a smell of castor oil hangs over everything. The clubhouse is west, through the "
        "wide doorway. The dope shop door, to the north, is open.",
        R("flight shed", "w n", leads={"w": "clubhouse", "n": "dope shop"}),
    )


def dope(coin: bool = True) -> tuple:
    text = (
        "Dope Shop\nStrips of linen hang drying over a rail, stiff and shiny with dope, and the "
        "fumes make your eyes water. The only door is to the south."
    )
    if coin:
        text += "\n\nOn the workbench is a silver bolívar coin."
    return (text, R("dope shop", "s", coin=coin, leads={"s": "flight shed"}))


def fuel() -> tuple:
    return (
        "Fuel Store\nDrums of petrol and castor oil stand in rows on a concrete floor, and a "
        "notice says NO SMOKING in letters a foot high. The fuel store door, to the east, is "
        "open.",
        R("fuel store", "e", leads={"e": "clubhouse"}),
    )


FUEL_LOCKED = (
    "(first opening the fuel store door)\nIt seems to be locked.",
    K("refused", "locked"),
)
UNLOCKED = ("You unlock the fuel store door.", K("unlocked"))

ITEMS = [
    item(
        clubhouse(),
        "north",
        met(before="(first opening the met office door)\n\n"),
        notes="'(first opening the met office door)' before the room: the move worked; in the "
        "met office south visited (initial, all visited): go back south",
    ),
    item(
        clubhouse(),
        "west",
        FUEL_LOCKED,
        "unlock west door with the brass key",
        UNLOCKED,
        notes="the fuel store door found locked and unlocked: still shut, the refusal kept "
        "(refused(west), closed(west)); open north, go east or open west",
    ),
    item(
        clubhouse(),
        "west",
        FUEL_LOCKED,
        "unlock west door with the brass key",
        UNLOCKED,
        "open west door",
        ("You open the fuel store door.", K("opened")),
        "west",
        fuel(),
        notes="the fuel store door refused as locked, unlocked, opened (the refusal cleared) "
        "and walked through: east visited (initial, all visited): go back east",
    ),
    item(
        clubhouse(),
        "east",
        shed(),
        "north",
        dope(),
        "take bolívar coin",
        (
            "Taken.\n\n[Your score has just gone up by one point.]\n\nThe dope fumes are "
            "making you light-headed.",
            K("took"),
        ),
        notes="the bolívar taken ('Taken.' and the score's notice, no room named): no coin in the "
        "dope shop now; south visited (initial): go back south",
    ),
    item(
        dope(),
        "take coin",
        (
            "Taken.\n\n[Your score has just gone up by one point.]\n\nA biplane buzzes the field.",
            K("took"),
        ),
        "south",
        shed(),
        "west",
        clubhouse(),
        notes="a walk begun in the dope shop, the coin taken; back in the clubhouse east visited "
        "(initial); the met office door closed, the fuel store locked: open north",
    ),
    item(
        shed(),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        shed(),
        notes="a move east refused, and the look prints the flight shed with no way east: the "
        "refusal stands (refused(east)); west and north: go west or go north",
    ),
    item(
        clubhouse(),
        "north",
        met(before="(first opening the met office door)\n\n"),
        "south",
        clubhouse(door="open"),
        "close met office door",
        ("You close the met office door.", R(None, "n e w", closed="n", locked="w")),
        notes="the met office door opened on the way through and shut again: 'You close the "
        "met office door.' names no room, read as the clubhouse with that door closed; north "
        "visited; the first room (no initial): go east",
    ),
    item(
        met(),
        "south",
        clubhouse(door="open"),
        "wait",
        ("Time passes.\n\nA biplane drones low over the field and away to the east.", K("none")),
        notes="a wait keeps the clubhouse (the biplane flies east over the field, no way); "
        "north visited (initial); the fuel store locked: go east",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Peach House\nPeach trees are trained flat against the back wall under the glass, "
            "and the air is warm and smells of leaf mould. The potting yard is west. The door "
            "to the vinery, north, is closed.\n\nYou can see a watering can and a seed "
            "catalogue here.",
            R("peach house", "w n", closed="n", leads={"w": "potting yard", "n": "vinery"}),
        ),
        "take coin",
        ("You can't see any such thing.\n\nA bee bumbles against the glass.", K("none")),
        notes="`take coin` answered 'You can't see any such thing.': no coin; west open, the "
        "vinery door north closed: go west or open north",
    ),
    item(
        (
            "Fire Engine House\nThe engine gleams in the middle of the floor, its brass bell "
            "polished to gold, and the leather buckets hang in a row. The yard door, to the east, "
            "is locked. The watch room is north, through an archway.",
            R("fire engine house", "e n", locked="e", leads={"n": "watch room"}),
        ),
        "east",
        ("(first opening the yard door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock east door",
        ("(with the brass key)\nYou unlock the yard door.", K("unlocked")),
        "open east door",
        ("You open the yard door.", K("opened")),
        notes="the yard door refused as locked, unlocked with the key Inform chose '(with the "
        "brass key)', and opened: the refusal cleared; east and north open",
    ),
    item(
        (
            "Pawn Shop\nWatches, medals and wedding rings lie in the window under a film of dust, "
            "each with a ticket. The street door is south. A bead curtain to the west hides the "
            "back room.\n\nYou can see a brass coin, a brass button and a tray of rings here.",
            R("pawn shop", "s w", coin=True, leads={"w": "back room"}),
        ),
        "take brass",
        ("Which do you mean, the brass coin or the brass button?", K("none")),
        notes="Inform's question names no room and takes nothing: the brass coin still lies "
        "here: take coin",
    ),
    item(
        (
            "Refreshment Room\nA tea urn the size of a boiler hisses on the counter, and buns "
            "sit under a glass dome. The booking hall is east. The platform door, to the south, "
            "is open.",
            R("refreshment room", "e s", leads={"e": "booking hall"}),
        ),
        "go to platform",
        ("I only understood you as far as wanting to go.", K("none")),
        notes="a command Inform half understood: no move, the room kept; east and south open",
    ),
    item(
        (
            "Toll Cottage\nA six-sided cottage with a window on every side of the road, so that "
            "nobody passes unseen. The road runs north and south. The garden door, west, is "
            "closed.\n\nOn the window ledge is a gold tael coin.",
            R("toll cottage", "n s w", closed="w", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "inventory",
        ("You are carrying:\n  a gold tael coin\n  a lantern (providing light)", K("none")),
        notes="the tael taken, and the inventory shows it carried: no coin in the room; north "
        "and south open, the garden door west closed",
    ),
    item(
        (
            "Chancery Office\nDeed boxes painted with the names of dead clients are stacked to "
            "the ceiling. The clerks' room is east. The partners' door, north, is closed.\n\nYou "
            "can see a deed box (closed) here.",
            R("chancery office", "e n", closed="n", leads={"e": "clerks' room"}),
        ),
        "xyzzy",
        ("That's not a verb I recognise.", K("none")),
        notes="a word Inform does not know: the room kept; the deed box is no door; east open, "
        "the partners' door north closed",
    ),
    item(
        (
            "Housekeeper's Room\nA tidy room with a rag rug and a cabinet of keys behind glass. "
            "Doors lead north and east.\n\nMrs Dunmore is here, sorting linen.",
            R("housekeeper's room", "n e"),
        ),
        "ask dunmore about doors",
        (
            '"North is the still room, and you\'re welcome to it," says Mrs Dunmore. "East '
            "is the steward's room. That one's kept locked, and I've not the key.\"",
            R(None, "n e", locked="e", leads={"n": "still room", "e": "steward's room"}),
        ),
        notes="a character speaks the ways: the steward's room east kept locked (closed(east), "
        "no open), the still room north: go north",
    ),
    item(
        (
            "Laundry\nWash coppers for boiling, a mangle and a drying rack hauled up to the "
            "ceiling. The wash house door, to the west, is open. The back passage is north.",
            R("laundry", "w n"),
        ),
        "open west door",
        (
            "That's already open.\n\nSomewhere upstairs a bell jangles for the housemaid.",
            K("none"),
        ),
        notes="'That's already open.' and a bell upstairs: nothing changed, the wash house door "
        "west open; north open: go west or go north",
    ),
    item(
        (
            "Muniment Room\nIron-bound chests of charters line the walls. The only way out is "
            "the corridor to the south.",
            R("muniment room", "s"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "south",
        (
            "Long Corridor\nPortraits of abbots watch you pass. The muniment room is north. The "
            "corridor goes on east to the porter's lodge.",
            R("long corridor", "n e", leads={"n": "muniment room", "e": "porter's lodge"}),
        ),
        notes="a refusal west of the muniment room left behind by a move; in the long corridor "
        "north visited (initial), east unvisited: go east",
    ),
    item(
        (
            "Band Room\nMusic stands lean in a heap, and a euphonium lies on its side like a "
            "sleeping animal. The stage door is east. A door leads west.",
            R("band room", "e w"),
        ),
        "west",
        ("(first opening the west door)\nIt seems to be locked.", K("refused", "locked")),
        "look",
        (
            "Band Room\nMusic stands lean in a heap, and a euphonium lies on its side like a "
            "sleeping animal. The stage door is east. A door leads west.",
            R("band room", "e w", locked="w"),
        ),
        notes="a door whose state was not given, found locked; the look adds nothing that opens "
        "it: refused(west), closed(west) stand; the stage door east: go east",
    ),
    item(
        (
            "Gate Lodge\nA sentry box of a room with a brazier and a stool. The park gate, to "
            "the north, is open. The carriage drive runs west.",
            R("gate lodge", "n w"),
        ),
        "wait",
        (
            "Time passes.\n\nThe lodge keeper shuffles out, closes the park gate and locks it, "
            "and shuffles back to his brazier.\n\nGate Lodge\nA sentry box of a room with a "
            "brazier and a stool. The park gate, to the north, is locked. The carriage drive "
            "runs west.",
            R("gate lodge", "n w", locked="n"),
        ),
        notes="the lodge keeper locks the gate and the room is printed again with it locked "
        "(closed(north), no open); the carriage drive west: go west",
    ),
    item(
        (
            "Organ Loft\nThe console's four keyboards are yellow with age, and the stops have "
            "names like Vox Humana and Bombarde. A curtained arch leads south. The tuning "
            "door, east, is closed.\n\nOn the bench is a copper hwan coin.",
            R("organ loft", "s e", closed="e", coin=True),
        ),
        "x bench",
        ("A long oak bench, polished by generations of organists' trousers.", K("none")),
        notes="an examine keeps the room and the hwan coin on the bench: take coin",
    ),
]
