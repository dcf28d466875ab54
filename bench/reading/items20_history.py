"""history, twentieth round: 3-8 turn walks with loops on two symmetric tree maps fixed first and
printed by functions, so a room reads the same on every visit. Map A, a vineyard estate in an
ADRIFT-like second person ("You are in the courtyard of the domaine. ... Exits are north, east
and west."): the Courtyard (north the Press House, east the cellar door, shut at first, to the
Barrel Cellar, west the Tasting Room), the Press House (east the Bottling Shed), the Tasting Room
(the office door north, locked). Map B, an airport terminal printed as signage ("[ CHECK-IN HALL
]\\nN > Security | E > Cafe | W > Baggage Office (door: CLOSED)"): the Check-in Hall, Security
(north the Departure Lounge), the Departure Lounge (the gate door east, LOCKED), the Cafe, the
Baggage Office. Dead ends, returns by the way in, doors opened, walked through and closed again,
refusals in the middle of a walk, replies that keep the room (taking, inventory, looking,
examining, waiting, a command not understood), rooms printed again after a refusal, the same
room seen again with a different event line; moves spelled `n`, `north`, `go north`, `walk e`,
`s`, `GO SOUTH`, `go to the west`, `run n`, `travel south`. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A: Courtyard n Press House, e Barrel Cellar (cellar door), w Tasting Room;
# Press House e Bottling Shed; Tasting Room n: office door (locked).
def courtyard(cellar_open: bool = False) -> tuple:
    door = "open" if cellar_open else "shut"
    return (
        "You are in the courtyard of the domaine. Vines climb the walls, and a cart with no "
        f"wheels leans by the well. The cellar door in the east wall is {door}.\n"
        "Exits are north, east and west.",
        R("courtyard", "n e w", closed="" if cellar_open else "e"),
    )


def press(coin: bool = False) -> tuple:
    extra = "\nThere is a silver franc on the lip of the press." if coin else ""
    return (
        "You are in the press house. The great wooden press stands idle, stained purple to the "
        f"beams.\nExits are south and east.{extra}",
        R("press house", "s e", coin=coin),
    )


def shed(coin: bool = False) -> tuple:
    extra = "\nThere is a gold napoleon coin among the corks." if coin else ""
    return (
        "You are in the bottling shed. Crates of empty bottles are stacked to the roof.\n"
        f"Exits are west.{extra}",
        R("bottling shed", "w", coin=coin),
    )


def cellar(coin: bool = False, door_open: bool = True) -> tuple:
    door = "open" if door_open else "shut"
    extra = "\nThere is a copper sou on top of a barrel." if coin else ""
    return (
        "You are in the barrel cellar. Casks lie in rows in the cool dark, chalked with "
        f"vintages. The cellar door, west, is {door}.\nExits are west.{extra}",
        R("barrel cellar", "w", closed="" if door_open else "w", coin=coin),
    )


def tasting() -> tuple:
    return (
        "You are in the tasting room. Glasses hang upside down over a zinc counter. The office "
        "door, north, is locked.\nExits are north and east.",
        R("tasting room", "n e", locked="n"),
    )


# map B: Check-in Hall n Security, e Cafe, w Baggage Office (door); Security n Departure
# Lounge; Departure Lounge e: gate door (locked).
def hall(office_open: bool = False) -> tuple:
    door = "OPEN" if office_open else "CLOSED"
    return (
        "[ CHECK-IN HALL ]\nDesks 1-40, all quiet. A cleaner's trolley.\n"
        f"N > Security | E > Cafe | W > Baggage Office (door: {door})",
        R(
            "check-in hall",
            "n e w",
            closed="" if office_open else "w",
            leads={"n": "security", "e": "cafe", "w": "baggage office"},
        ),
    )


def security() -> tuple:
    return (
        "[ SECURITY ]\nEmpty trays, a scanner switched off for the night.\n"
        "N > Departure Lounge | S > Check-in Hall",
        R("security", "n s", leads={"n": "departure lounge", "s": "check-in hall"}),
    )


def lounge() -> tuple:
    return (
        "[ DEPARTURE LOUNGE ]\nRows of seats facing a dark runway through the glass.\n"
        "S > Security | E > Gate 7 (door: LOCKED)",
        R("departure lounge", "s e", locked="e", leads={"s": "security"}),
    )


def cafe(coin: bool = False) -> tuple:
    extra = "\nHERE: a 1-euro coin under a table" if coin else ""
    return (
        f"[ CAFE ]\nChairs on tables. The till drawer is open and empty.\nW > Check-in Hall{extra}",
        R("cafe", "w", leads={"w": "check-in hall"}, coin=coin),
    )


def office(coin: bool = False, door_open: bool = True) -> tuple:
    door = "OPEN" if door_open else "CLOSED"
    extra = "\nHERE: a 2-euro coin in a lost-property tray" if coin else ""
    return (
        "[ BAGGAGE OFFICE ]\nShelves of unclaimed suitcases.\n"
        f"E > Check-in Hall (door: {door}){extra}",
        R(
            "baggage office",
            "e",
            closed="" if door_open else "e",
            leads={"e": "check-in hall"},
            coin=coin,
        ),
    )


ITEMS = [
    # ---- map A ----
    item(
        courtyard(),
        "north",
        press(),
        "east",
        shed(),
        "west",
        press(),
        "south",
        also(courtyard(), "A dog barks down in the village."),
        notes="out to the bottling shed and back: north visited, west unexplored, the cellar "
        "door east shut: go west or open east (the first room, no initial)",
    ),
    item(
        courtyard(),
        "open cellar door",
        ("You haul the cellar door open. Cool air breathes out.", K("opened", "e")),
        "e",
        cellar(),
        "w",
        courtyard(cellar_open=True),
        "w",
        tasting(),
        "n",
        ("The office door is locked. The owner keeps the key.", K("refused")),
        notes="the cellar visited, then the tasting room: the office door refused, locked; "
        "east visited and the way in: go east",
    ),
    item(
        tasting(),
        "e",
        courtyard(),
        "n",
        press(coin=True),
        "take franc",
        ("You don't know how to do that.", K("none")),
        "take coin",
        ("You take the silver franc.", K("took")),
        "e",
        shed(),
        "w",
        also(press(), "Somewhere a wasp drones against the window."),
        notes="'take franc' not understood, then the coin taken; after the shed the press "
        "house's south and east are both visited (all_visited): go back south, the way in",
    ),
    item(
        shed(),
        "w",
        press(),
        "s",
        courtyard(),
        "e",
        ("The cellar door is shut.", K("refused", "closed")),
        "open east",
        ("You haul the cellar door open.", K("opened")),
        "e",
        cellar(coin=True),
        notes="a refusal at the shut cellar door in the middle of the walk, opened, walked "
        "through: the sou on the barrel is a coin",
    ),
    item(
        cellar(door_open=False),
        "open door",
        ("The door groans open.", K("opened", "w")),
        "w",
        courtyard(cellar_open=True),
        "close cellar door",
        (
            "You push the cellar door shut to keep the cool in.",
            R(None, "n e w", closed="e"),
        ),
        "north",
        press(),
        "south",
        also(courtyard(), "Swallows dart in and out of the press house eaves."),
        notes="a door opened, walked through, closed again; the courtyard again with the cellar "
        "door shut: east (the way in) and north visited; west unexplored: go west",
    ),
    item(
        courtyard(),
        "go west",
        tasting(),
        "go north",
        ("Locked.", K("refused")),
        "go east",
        courtyard(),
        "go north",
        press(),
        "go east",
        shed(coin=True),
        notes="the office door's refusal left in the tasting room; a walk on to the bottling "
        "shed, where the napoleon coin lies among the corks: take it",
    ),
    item(
        press(),
        "e",
        shed(),
        "inventory",
        ("You are carrying a pruning knife.", K("none")),
        "w",
        press(),
        "s",
        courtyard(),
        "w",
        tasting(),
        "e",
        also(courtyard(), "The church bell in the village rings noon."),
        notes="six turns: the courtyard's north and west visited, the cellar door east shut and "
        "unexplored: open it; north is the way first entered",
    ),
    item(
        courtyard(cellar_open=True),
        "e",
        cellar(coin=True),
        "take sou",
        ("You can't see any such thing.", K("none")),
        "get coin",
        ("You pocket the sou.", K("took")),
        "w",
        courtyard(cellar_open=True),
        "n",
        press(),
        "s",
        courtyard(cellar_open=True),
        "w",
        tasting(),
        "e",
        also(courtyard(cellar_open=True), "A tractor coughs into life beyond the wall."),
        notes="eight turns with two returns: the courtyard's three exits all lead to visited "
        "rooms (all_visited); the first room: any exit",
    ),
    item(
        tasting(),
        "n",
        ("The office door is locked.", K("refused")),
        "look",
        (
            "You are in the tasting room. Glasses hang upside down over a zinc counter. The "
            "office door, north, is locked.\nExits are north and east.\nA fly circles the "
            "spittoon.",
            R("tasting room", "n e", locked="n"),
        ),
        "e",
        courtyard(),
        "n",
        also(press(), "The press creaks as the day warms."),
        notes="a refusal, a look (the room printed again, the door still locked), a walk on: "
        "the refusal left in the tasting room; the press house: south visited and the way in, "
        "east not: go east",
    ),
    item(
        press(),
        "wait",
        ("Time passes.", K("none")),
        "s",
        courtyard(),
        "w",
        tasting(),
        "e",
        courtyard(),
        "x well",
        ("The well is dry and full of leaves.", K("none")),
        notes="a wait and an examined well keep the rooms; the courtyard: north and west "
        "visited, the cellar door shut: open it; north the way in",
    ),
    # ---- map B ----
    item(
        hall(),
        "n",
        security(),
        "n",
        lounge(),
        "s",
        security(),
        "s",
        also(hall(), "*bing-bong* The terminal is now closed."),
        notes="up to the lounge and back: north visited (the signage names Security); east "
        "unexplored; the baggage office door closed: go east or open west",
    ),
    item(
        hall(),
        "walk e",
        cafe(coin=True),
        "take coin",
        ("[OK] 1-euro coin taken.", K("took")),
        "walk w",
        hall(),
        "walk n",
        security(),
        "walk n",
        lounge(),
        "walk e",
        ("[X] Gate 7: LOCKED.", K("refused")),
        notes="the euro taken in the cafe; at the lounge the gate refused: locked; south visited "
        "and the way in: go south",
    ),
    item(
        lounge(),
        "s",
        security(),
        "s",
        hall(),
        "w",
        ("[!] Door CLOSED.", K("refused", "closed")),
        "open w",
        ("[OK] Door opened.", K("opened")),
        "w",
        office(coin=True),
        notes="refused at the baggage office door, opened, entered: the 2-euro coin in the "
        "lost-property tray is in the room",
    ),
    item(
        office(door_open=False),
        "open e",
        ("[OK] Door opened.", K("opened")),
        "e",
        hall(office_open=True),
        "e",
        cafe(),
        "w",
        hall(office_open=True),
        "n",
        security(),
        "s",
        also(hall(office_open=True), "*bing-bong* Would the owner of a blue umbrella ..."),
        notes="from the baggage office, out to the cafe and security and back: every exit of "
        "the hall visited (all_visited); go back west, the way first entered",
    ),
    item(
        security(),
        "GO SOUTH",
        hall(),
        "GO EAST",
        cafe(),
        "GO NORTH",
        ("[X] No route that way.", K("refused")),
        "GO WEST",
        hall(),
        "GO NORTH",
        also(security(), "A scanner beeps once and falls silent."),
        notes="a refusal in the cafe left behind; security: south visited; north (the lounge) "
        "not: go north; the first room, no initial",
    ),
    item(
        hall(office_open=True),
        "w",
        office(),
        "close e",
        ("[OK] Door closed.", R(None, "e", closed="e")),
        "open e",
        ("[OK] Door opened. (again)", K("opened")),
        "e",
        hall(office_open=True),
        notes="the office door closed and opened again from inside, then back to the hall: west "
        "visited, north and east unexplored",
    ),
    item(
        cafe(),
        "go to the west",
        hall(),
        "go to the north",
        security(),
        "go to the north",
        lounge(),
        "look",
        also(lounge(), "The runway lights come on, one row at a time."),
        notes="three moves spelled 'go to the ...' and a look: the lounge, south visited and "
        "the way in, the gate locked: go south",
    ),
    item(
        hall(),
        "run n",
        security(),
        "run e",
        ("[X] No route that way.", K("refused")),
        "run n",
        lounge(),
        "travel south",
        security(),
        "travel south",
        hall(),
        "travel east",
        also(cafe(), "A coffee machine hisses as it cools."),
        notes="a refusal east at security left behind; a six-move walk ending at the cafe: its "
        "one exit west is visited and the way in",
    ),
    item(
        hall(),
        "e",
        cafe(),
        "xyzzy",
        ("[?] Unknown command.", K("none")),
        "w",
        hall(),
        "w",
        ("[!] Door CLOSED.", K("refused", "closed")),
        "n",
        security(),
        notes="a command not understood keeps the cafe; the office door's refusal left in the "
        "hall; security: south visited and the way in, north not",
    ),
    item(
        lounge(),
        "e",
        ("[X] Gate 7: LOCKED.", K("refused")),
        "s",
        security(),
        "s",
        hall(),
        "e",
        cafe(),
        "w",
        hall(),
        "i",
        ("[INV] boarding pass, passport", K("none")),
        notes="an inventory keeps the hall: north and east visited, the office door west closed: "
        "open it; north is the way first entered",
    ),
]
