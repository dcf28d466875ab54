"""negation, twentieth round: absence, negation and distractors met along walks in an old salt
mine, on one symmetric tree map fixed first and printed by functions, so a room reads the same
on every visit: the Lift Bottom (the cage up, outside the vocabulary; north the Main Gallery;
"no way east or west: solid salt"), the Main Gallery (east the Chapel of Salt, north the Old
Heading; a side passage west choked by a roof fall), the Chapel of Salt (a relief of a saint
holding a coin, an empty offering dish), the Old Heading ("no way on"; a tally token; a real
grosz in one variant). Compass words in names ("East Shaft" on a plan, "the Western Seam"
worked out long ago), a wind from the north, a coin carried, a coin taken and looked for again,
"no coin here", a price board in coins; six single rooms of the mine's surface close the style.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# the map: Lift Bottom n Main Gallery (up: the cage); Main Gallery e Chapel of Salt, n Old
# Heading (w: a roof fall, no way).
def bottom() -> tuple:
    return (
        "LIFT BOTTOM\nThe lift cage has gone up for the night, and its shaft is barred. The walls "
        "are grey rock salt, and there is "
        "no way east or west through them. A plan of the workings on a board shows the East "
        "Shaft, long since closed. The main gallery runs north.",
        R("lift bottom", "n", leads={"n": "main gallery"}),
    )


def gallery() -> tuple:
    return (
        "MAIN GALLERY\nA broad tunnel cut square through the salt. A cool wind blows from the "
        "north, where the gallery goes on to the old heading. The side passage west, into the "
        "Western Seam, is choked by a roof fall and cannot be passed. An arch east opens into "
        "the chapel. The lift bottom is south.",
        R(
            "main gallery",
            "n e s",
            leads={"n": "old heading", "e": "chapel of salt", "s": "lift bottom"},
        ),
    )


def chapel() -> tuple:
    return (
        "CHAPEL OF SALT\nEverything here is carved from salt: the altar, the candlesticks, and "
        "on the east wall a relief of St Kinga holding out a coin. The offering dish before her "
        "is empty. There is no way on; the arch is west.",
        R("chapel of salt", "w"),
    )


def heading(coin: bool = False) -> tuple:
    extra = (
        " Beside it, dropped by some miner, lies a real copper grosz."
        if coin
        else " There is no coin here, whatever the stories say."
    )
    return (
        "OLD HEADING\nThe gallery ends at a face of raw salt; there is no way north, east or "
        "west. A brass tally token, stamped 47, hangs on a nail." + extra + " The way out is "
        "south.",
        R("old heading", "s", coin=coin),
    )


DRIP = "Somewhere brine drips into a bucket."
CAGE = "The lift bell rings twice above you."

ITEMS = [
    item(
        bottom(),
        "n",
        gallery(),
        "e",
        chapel(),
        notes="a relief of a saint holding a coin and an empty dish: no coin; the chapel's only "
        "way west is visited and the way in: go west",
    ),
    item(
        bottom(),
        "north",
        gallery(),
        "north",
        heading(coin=True),
        notes="the grosz beside the face is a real coin (the tally token is not): take it",
    ),
    item(
        bottom(),
        "n",
        gallery(),
        "w",
        ("The roof fall blocks the passage completely.", K("refused")),
        notes="the side passage west named and refused: no exit (impassable); south visited and "
        "the way in; north and east unexplored; the wind from the north and 'Western Seam' are "
        "no facts of their own",
    ),
    item(
        bottom(),
        "e",
        ("There is no way east: only salt.", K("refused")),
        "n",
        gallery(),
        "n",
        heading(),
        notes="'There is no coin here, whatever the stories say': no coin; the refusal east "
        "left at the lift bottom; the heading's only way south is the way in: go south",
    ),
    item(
        heading(coin=True),
        "take coin",
        ("You pick up the grosz. It is cold and gritty with salt.", K("took")),
        "s",
        gallery(),
        "e",
        chapel(),
        "w",
        gallery(),
        "look for coin",
        ("You find no coin here. " + DRIP, K("none")),
        notes="the grosz carried away (a coin in the inventory is no coin here); 'You find no "
        "coin here.'; north and east visited, south (the lift bottom) not: go south",
    ),
    item(
        chapel(),
        "w",
        gallery(),
        "s",
        bottom(),
        "u",
        ("The cage-man shakes his head. 'Shift's not over.'", K("refused")),
        notes="a refused 'u' (the cage gone up, its shaft barred: no fact); north is visited "
        "and the way in: go back north",
    ),
    item(
        gallery(),
        "e",
        chapel(),
        "w",
        gallery(),
        "n",
        heading(),
        "s",
        also(gallery(), DRIP),
        notes="a loop through the chapel and the heading back to the first room: north and east "
        "visited, south not: go south; the roof fall west is no exit",
    ),
    item(
        bottom(),
        "n",
        gallery(),
        "s",
        also(bottom(), CAGE),
        notes="back at the lift bottom: north visited, the only exit; the barred shaft is no "
        "way; 'no way east or west' and the plan's East Shaft are no exits",
    ),
    item(
        heading(),
        "s",
        gallery(),
        "e",
        chapel(),
        "pray",
        ("You pray to St Kinga for a coin. None appears.", K("none")),
        notes="a prayer for a coin brings none; the chapel's only exit west is visited and the "
        "way in: go west",
    ),
    item(
        gallery(),
        "i",
        ("You are carrying a lamp and a silver coin.", K("none")),
        "s",
        bottom(),
        notes="the silver coin carried is no coin in the room; the lift bottom: north visited "
        "and the way in",
    ),
]

SURFACE = [
    item(
        (
            "PITHEAD\nThe winding gear towers over a yard of puddles. There is no gate on the "
            "north side, only the fence, and nothing lies east but the spoil heaps, which are "
            "fenced off. The lamp room door is west; the road out is south.",
            R("pithead", "w s"),
        ),
        notes="'no gate on the north side' and fenced-off spoil heaps east: no exits; west and "
        "south are",
    ),
    item(
        (
            "LAMP ROOM\nRows of brass lamps on pegs, each with its tally. A sign: LOST TALLIES "
            "COST ONE SHILLING. The drawer of the pay desk stands open and empty. The door east "
            "is the way out.",
            R("lamp room", "e"),
        ),
        notes="a shilling on a sign is a price, not a coin; an empty drawer: no coin",
    ),
    item(
        (
            "GIFT SHOP\nSalt lamps, salt soap, salt everything. A machine presses souvenir "
            "medals from your own penny, but it is switched off and its slot is taped over. The "
            "shop has no door but the one to the south, which is closed.",
            R("gift shop", "s", closed="s"),
        ),
        notes="a penny-pressing machine (switched off, slot taped) holds no coin to take; the "
        "one door south is closed: open it",
    ),
    item(
        (
            "MINERS' BATHS\nConcrete stalls, rusted showerheads. The only door, north, is not "
            "locked, but it is not open either. No daylight, no window, no other way.",
            R("miners' baths", "n", closed="n"),
        ),
        notes="'not locked, but it is not open either' is closed: open north",
    ),
    item(
        (
            "MANAGER'S OFFICE\nA desk, a safe (locked) and a framed share certificate showing a "
            "gold coin as the company's badge. The north window looks over the yard. The door "
            "to the south stands open; it is the only way out.",
            R("manager's office", "s"),
        ),
        notes="a locked safe, a printed coin on a certificate, a window north: no coin, no way "
        "north; the open door south",
    ),
    item(
        (
            "WEIGHBRIDGE HUT\nA ledger lies open at a page of sums in shillings and pence. "
            "There is no coin in the hut, but there is a way out in each direction except "
            "west, where the weighbridge itself lies, fenced.",
            R("weighbridge hut", "n s e"),
        ),
        notes="sums in a ledger and 'no coin in the hut' are no coin; 'a way out in each "
        "direction except west' is north, south and east",
    ),
    item(
        chapel(),
        "w",
        gallery(),
        "w",
        ("You can't get past the roof fall.\n\n" + DRIP, K("refused")),
        notes="the roof fall west refused in the gallery: refused, no exit; east visited and "
        "the way in; north and south unexplored",
    ),
    item(
        bottom(),
        "n",
        gallery(),
        "n",
        heading(),
        "s",
        gallery(),
        "e",
        also(chapel(), "A pinch of salt dust sifts from the ceiling."),
        notes="four moves ending in the chapel: its only exit west is visited and the way in",
    ),
    item(
        heading(),
        "s",
        gallery(),
        "s",
        bottom(),
        "w",
        ("Solid salt. There is no way west.", K("refused")),
        notes="a refusal west at the lift bottom (no way): refused; north visited and the way in",
    ),
    item(
        gallery(),
        "n",
        heading(),
        "x token",
        (
            "A brass tally token, stamped 47. It was a miner's check, not money.",
            K("none"),
        ),
        notes="a tally token examined: not money; the heading's only way south is the way in",
    ),
]

ITEMS = ITEMS + SURFACE
