"""inform7, forty-ninth round (no emphasis beyond a hidden test of the same kind): seven walks (1-4
turns) on a steam locomotive works in Inform 7's defaults (an Erecting Shop whose boiler shop door
east "is closed" at first, whose wheel shop is south through an arch, whose pattern store door north
"is locked" and whose west wall is hung with chains; a Boiler Shop; a Wheel Shop whose door east is
"propped open with a brake block"; a Foreman's Office with "On the desk is a Dutch kwartje coin."):
"(first opening the boiler shop door)" before the room, "(first opening the pattern store door)\nIt
seems to be locked.", "You open the boiler shop door.", "Taken.", "You can't go that way." at the
wall and a look that keeps it, returns to the erecting shop and the wheel shop, walks begun in the
boiler shop, the wheel shop and the foreman's office; single rooms and short histories in places the
earlier rounds named never or once: a dance studio's mirrored wall, a rehearsal room with "On the
upright piano is a Portuguese vintém coin.", a props room's chest "(in which are a paper crown and a
sceptre)", a paint frame's end wall refused and looked at, a platelayers' hut's "tin box (which is
closed)", a tin shop's yard door opened "(first opening the yard door)", a fellmonger's yard gate
unlocked and gone through, a furrier's chhertum coin on the cutting table, a soap house's drying
room door found locked, a maltings' kiln floor (a hatch down) and germination floor, a monastery's
locutorium (a grille, an alms box), a cyclotron vault left and come back to. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the locomotive works: ERECTING SHOP e BOILER SHOP (a door, closed at first), s WHEEL SHOP
# (an arch), n the pattern store (locked), w a wall; WHEEL SHOP e FOREMAN'S OFFICE (a door
# propped open; a Dutch kwartje coin).


def erecting(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Erecting Shop\nA half-built locomotive stands over the pit, its boiler not yet lagged and "
        "its wheels waiting somewhere else. The west wall is hung with chains and lifting tackle. "
        f"The boiler shop door, to the east, is {door}. An arch to the south opens into the wheel "
        "shop. The pattern store door, to the north, is locked.\n\nYou can see a crane hook and a "
        "tin of grease here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "erecting shop",
            "e s n",
            closed="e" if door == "closed" else "",
            locked="n",
            leads={"e": "boiler shop", "s": "wheel shop", "n": "pattern store"},
        ),
    )


def boiler(event: str = "") -> tuple:
    text = (
        "Boiler Shop\nRiveters work in pairs on a boiler shell lying on its side, and the noise "
        "is enough to make your teeth ache. The boiler shop door, to the west, is open."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("boiler shop", "w", leads={"w": "erecting shop"}))


def wheel(event: str = "") -> tuple:
    text = (
        "Wheel Shop\nPairs of driving wheels stand on their axles in a row, like giant dumbbells, "
        "and a lathe turns a tyre with a long scream of metal. The erecting shop is north, "
        "through the arch. A door to the east, propped open with a brake block, leads to the "
        "foreman's office."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("wheel shop", "n e", leads={"n": "erecting shop", "e": "foreman's office"}))


def office(coin: bool = True) -> tuple:
    text = (
        "Foreman's Office\nA high desk, a stool, a clock that is always right and a wall of "
        "drawings pinned one over the other. The door, to the west, is propped open."
    )
    if coin:
        text += "\n\nOn the desk is a Dutch kwartje coin."
    return (text, R("foreman's office", "w", coin=coin, leads={"w": "wheel shop"}))


FIRST = "(first opening the boiler shop door)\n\n"
LOCKED = (
    "(first opening the pattern store door)\nIt seems to be locked.",
    K("refused", "locked"),
)
TAKEN = ("Taken.", K("took"))

ITEMS = [
    item(
        erecting(),
        "east",
        (FIRST + boiler()[0], boiler()[1]),
        notes="locomotive works: '(first opening the boiler shop door)' before the boiler shop "
        "is a move that worked; its only way west visited (initial, all_visited): go west",
    ),
    item(
        erecting(),
        "north",
        LOCKED,
        "south",
        wheel(),
        notes="locomotive works: the pattern store door north refused as locked and left; in "
        "the wheel shop north visited (initial), the office door east propped open: go east",
    ),
    item(
        erecting(),
        "s",
        wheel(),
        "e",
        office(),
        "take coin",
        TAKEN,
        "w",
        wheel(event="A shunting engine whistles twice in the yard."),
        notes="locomotive works: the kwartje taken in the office, back in the wheel shop: north "
        "and east visited, north the way first entered (initial), all_visited: go north",
    ),
    item(
        office(),
        "take coin",
        TAKEN,
        "west",
        wheel(),
        "north",
        erecting(),
        notes="locomotive works, begun in the office: the coin taken, then to the erecting shop: "
        "south visited (initial), the boiler shop door east closed (open east), the pattern "
        "store door north locked, the west wall no way",
    ),
    item(
        boiler(),
        "west",
        erecting(door="open"),
        "west",
        ("You can't go that way.", K("refused")),
        "look",
        erecting(door="open"),
        notes="locomotive works, begun in the boiler shop: west of the erecting shop is a wall "
        "(refused), and the look shows no way there, so the refusal stands; east visited "
        "(initial), the arch south unvisited: go south",
    ),
    item(
        erecting(),
        "open boiler shop door",
        ("You open the boiler shop door.", K("opened", "east")),
        "east",
        boiler(event="A rivet boy drops a hot rivet and swears."),
        "west",
        erecting(door="open", event="The crane overhead creaks along its rails and stops."),
        notes="locomotive works: the boiler shop door opened by its name, walked through and "
        "back to the first room (no initial): east visited, the arch south unvisited: go south; "
        "the pattern store door north locked",
    ),
    item(
        wheel(),
        "east",
        office(),
        "take coin",
        TAKEN,
        "west",
        wheel(event="The lathe stops, and for a moment you can hear yourself think."),
        notes="locomotive works, begun in the wheel shop (the first room: no initial): the coin "
        "taken in the office and back: east visited, north unvisited: go north",
    ),
    item(
        (
            "Dance Studio\nMirrors cover the east wall from floor to ceiling, with a barre along "
            "them at hip height. The changing room door, to the north, is closed. The landing is "
            "to the south.\n\nYou can see a piano stool and a pair of worn pointe shoes here.",
            R("dance studio", "n s", closed="n"),
        ),
        notes="a dance studio: the mirrored east wall is no way; the changing room door north "
        "closed (open north), the landing south open (go south)",
    ),
    item(
        (
            "Rehearsal Room\nChairs are stacked against the walls, and tape marks on the floor "
            "show where the furniture of the second act will stand. A door to the west leads back "
            "to the green room.\n\nOn the upright piano is a Portuguese vintém coin.",
            R("rehearsal room", "w", coin=True),
        ),
        notes="Inform's supporter line: a vintém coin on the piano is a coin in the room: take it",
    ),
    item(
        (
            "Props Room\nShelves of goblets, swords, lanterns and a stuffed swan. The scene dock "
            "is north, through a wide opening. The door to the corridor, to the west, is locked."
            "\n\nYou can see a papier-mâché chest (in which are a paper crown and a sceptre) and a "
            "bundle of stage banknotes here.",
            R("props room", "n w", locked="w"),
        ),
        notes="a paper crown in a chest and stage banknotes are no coin; the scene dock north "
        "open (go north), the corridor door west locked",
    ),
    item(
        (
            "Paint Frame\nA backcloth hangs on the great frame, half painted as a forest in "
            "autumn, and buckets of size and distemper stand along the gallery. The gallery ends "
            "at the east wall. A door to the west leads to the fly floor.",
            R("paint frame", "w"),
        ),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Paint Frame\nA backcloth hangs on the great frame, half painted as a forest in "
            "autumn, and buckets of size and distemper stand along the gallery. The gallery ends "
            "at the east wall. A door to the west leads to the fly floor.\n\nA scene painter on "
            "the bridge above is whistling.",
            R("paint frame", "w"),
        ),
        notes="the gallery ends at the east wall: east refused (no exit), and the look shows no "
        "way there, so the refusal stands; the door west, its state not given, is an open "
        "exit: go west",
    ),
    item(
        (
            "Platelayers' Hut\nA brick hut beside the line, with a bench and a row of shovels. The "
            "door, to the south, is ajar.\n\nYou can see a brazier (on which is a sooty kettle) "
            "and a tin box (which is closed) here.",
            R("platelayers' hut", "s"),
        ),
        notes="a closed tin box whose contents are not given holds no coin a person reads; the "
        "door south ajar: go south",
    ),
    item(
        (
            "Tin Shop\nFunnels, lanterns and milk cans hang from the rafters, and the soldering "
            "irons heat in a little furnace. The copper shop is east, through an archway. The "
            "yard door, to the north, is closed.",
            R("tin shop", "e n", closed="n"),
        ),
        "north",
        (
            "(first opening the yard door)\n\nTinsmiths' Yard\nSheets of tinplate lean against "
            "the walls to weather. The yard door, to the south, is open. A lane runs away east.",
            R("tinsmiths' yard", "s e"),
        ),
        notes="a move through a closed door that Inform opened first: in the yard south visited "
        "(initial), the lane east unvisited: go east",
    ),
    item(
        (
            "Fellmonger's Yard\nFleeces soak in pits of lime, and the stink is worse than you "
            "were told. The shed door, to the east, is open. The yard gate, to the north, is "
            "locked.",
            R("fellmonger's yard", "e n", locked="n"),
        ),
        "unlock north gate with iron key",
        ("You unlock the yard gate.", K("unlocked")),
        "north",
        (
            "(first opening the yard gate)\n\nTan Lane\nA cobbled lane between high walls, "
            "running east and west. The yard gate, to the south, is open.",
            R("tan lane", "e w s"),
        ),
        notes="the gate unlocked, then opened by Inform on the way through: in Tan Lane south "
        "visited (initial), east and west unvisited: go either",
    ),
    item(
        (
            "Furrier's Back Room\nCoats of fox and beaver hang on a rail under dust sheets. The "
            "shop is north.\n\nYou can see a strongbox (which is locked) here.\n\nOn the cutting "
            "table is a tiny aluminium chhertum coin.",
            R("furrier's back room", "n", coin=True),
        ),
        notes="a chhertum coin on the cutting table is a coin: take it; a locked strongbox is no "
        "door and its contents are not given",
    ),
    item(
        (
            "Soap House\nThe great pan steams over its fire, and a man stirs the fat with a paddle "
            "as long as an oar. The door to the drying room, to the east, is closed. The street "
            "is south.",
            R("soap house", "e s", closed="e"),
        ),
        "east",
        (
            "(first opening the drying room door)\nIt seems to be locked.",
            K("refused", "locked"),
        ),
        notes="the drying room door, read as closed, turns out locked (refused, closed, no "
        "open); the street south is open: go south",
    ),
    item(
        (
            "Kiln Floor\nThe perforated iron floor is hot underfoot, and the malt on it crackles "
            "as it dries. A hatch leads down to the furnace. The door to the north is open.\n\n"
            "You can see a malt shovel, a rake and a sign saying MIND THE HOT FLOOR here.",
            R("kiln floor", "d n"),
        ),
        notes="the hatch down is outside the vocabulary; the door north open: go north; no coin",
    ),
    item(
        (
            "Germination Floor\nWet barley lies spread in a long shallow bed, sprouting, and the "
            "maltster's window, to the west, looks over the river. The kiln floor is south. The "
            "door to the steep room, to the east, is closed but not locked.",
            R("germination floor", "s e", closed="e"),
        ),
        notes="the window west is no way; the steep room door east closed but not locked (open "
        "east), the kiln floor south open (go south)",
    ),
    item(
        (
            "Locutorium\nThe one room where the brothers may speak with visitors. A grille in the "
            "south wall looks into the enclosure; it does not open. The cloister is north. The "
            "porter's door, to the east, is locked.\n\nYou can see an alms box (which is closed) "
            "here.",
            R("locutorium", "n e", locked="e"),
        ),
        notes="a monastery's parlour: the grille south is no way, the closed alms box holds no "
        "coin a person reads; the cloister north open (go north), the porter's door locked",
    ),
    item(
        (
            "Cyclotron Vault\nThe great magnet squats in the middle of the vault like a black "
            "drum, and cables as thick as your arm run across the floor. The shielding door, to "
            "the south, is closed. The control room is north.",
            R("cyclotron vault", "s n", closed="s"),
        ),
        "north",
        (
            "Control Room\nRacks of valves hum and a chart recorder draws a wavering line. The "
            "cyclotron vault is south.",
            R("control room", "s"),
        ),
        "south",
        (
            "Cyclotron Vault\nThe great magnet squats in the middle of the vault like a black "
            "drum, and cables as thick as your arm run across the floor. The shielding door, to "
            "the south, is closed. The control room is north.\n\nSomewhere a pump starts up.",
            R("cyclotron vault", "s n", closed="s"),
        ),
        notes="back in the first room (no initial): north visited, the shielding door south "
        "closed and unvisited: open south",
    ),
]
