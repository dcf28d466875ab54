"""history, twenty-sixth round: 2-8 turn walks with loops on three small symmetric tree maps, each
printed in a register no earlier walk used. Map A, an auction house in a first person Inform-like
game ("I'm in the saleroom. ...", "I open the valuation office door.", "I pocket the half-crown.",
"I can't go that way.", "The valuation office door is shut.", "The strongroom door is locked. Only
the auctioneer has the key.", "The front doors are locked until the sale."); map B, a salt-road
village in a MUD's layout for screen-reader players ("Location: Salt Road Crossing.", "Exits: 3.
north to Packhorse Yard, east to Brine Shed, west to Wayside Chapel.", "Doors: east, closed.",
"Here: a milestone.", "The door is closed.", "You open the door.", "You get a copper coin.", "The
stable door is locked.", "There's no road that way."); map C, a pier pavilion in a third person
Inform game ("Ada is in the foyer.", "Ada can see a soda siphon and a sixpence here.", "(first
opening the auditorium doors)", "Ada opens the auditorium doors.", "Ada takes the sixpence.", "Ada
can't go that way.", "The dressing room door is locked."). Coins taken on the way, doors refused,
opened by direction, by name and implicitly and walked through, locked doors refused, refusals in
the middle and at the end; moves spelled `n`, `north`, `go east`, `e`, `w`, `s`, `south`, `west`,
`east`, `open east`, `open office door`, `open north`, `take coin`, `get coin`, `x posters`. The
walks are printed from one map each by functions, so a room reads the same on every visit; where two
walks end in the same room, the last text carries an event of that turn or differs by the state of a
door or a coin. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# map A, an auction house (first person): Saleroom n Porters' Room, e Valuation Office (its
# door shut at first; a half-crown; n a locked strongroom door), s front doors (locked);
# Porters' Room w Loading Bay (a florin).
def saleroom(office_open: bool = False, event: str = "") -> tuple:
    door = "open" if office_open else "shut"
    return (
        "Saleroom\nI'm in the saleroom. Rows of folding chairs face the rostrum, and lot "
        "numbers are chalked on everything. The porters' room is north; the valuation office is "
        f"east, through a door that is {door}; the front doors, south, are locked until the "
        f"sale.{event}",
        R(
            "Saleroom",
            "n e s",
            closed="" if office_open else "e",
            locked="s",
            leads={"n": "porters' room", "e": "valuation office"},
        ),
    )


def porters_room(event: str = "") -> tuple:
    return (
        "Porters' Room\nI'm in the porters' room. Brown coats on pegs, a kettle, a dartboard "
        f"with two darts in it. The saleroom is south, and the loading bay is west.{event}",
        R("Porters' Room", "s w", leads={"s": "saleroom", "w": "loading bay"}),
    )


def loading_bay(coin: bool = True) -> tuple:
    florin = " There's a florin on the floor by the handcart." if coin else ""
    return (
        "Loading Bay\nI'm in the loading bay. A tea chest, a roll of sacking, a handcart. The "
        f"only way out is the porters' room, to the east.{florin}",
        R("Loading Bay", "e", coin=coin, leads={"e": "porters' room"}),
    )


def valuation_office(coin: bool = True) -> tuple:
    crown = " There's a half-crown on the blotter." if coin else ""
    return (
        "Valuation Office\nI'm in the valuation office. A loupe, a ledger, a desk lamp with a "
        "green shade. The saleroom is west. A steel door to the north, into the strongroom, is "
        f"locked.{crown}",
        R("Valuation Office", "w n", locked="n", coin=coin, leads={"w": "saleroom"}),
    )


# map B, a salt-road village in a MUD's layout for screen-reader players: Salt Road Crossing
# n Packhorse Yard (e: a locked stable door), e Brine Shed (a door, closed at first; a copper
# coin), w Wayside Chapel.
def crossing(shed_open: bool = False, here: str = "a milestone") -> tuple:
    door = "open" if shed_open else "closed"
    return (
        "Location: Salt Road Crossing.\nA milestone stands where the roads cross, and the salt "
        "wagons have worn deep ruts.\nExits: 3. north to Packhorse Yard, east to Brine Shed, "
        f"west to Wayside Chapel.\nDoors: east, {door}.\nHere: {here}.\n>",
        R(
            "Salt Road Crossing",
            "n e w",
            closed="" if shed_open else "e",
            leads={"n": "packhorse yard", "e": "brine shed", "w": "wayside chapel"},
        ),
    )


def packhorse_yard(here: str = "a trough") -> tuple:
    return (
        "Location: Packhorse Yard.\nHitching rails, a trough, and the smell of mules.\nExits: "
        "2. south to Salt Road Crossing, east to Stable.\nDoors: east, locked.\nHere: "
        f"{here}.\n>",
        R(
            "Packhorse Yard",
            "s e",
            locked="e",
            leads={"s": "salt road crossing", "e": "stable"},
        ),
    )


def brine_shed(coin: bool = True) -> tuple:
    here = "a copper coin, a wooden rake" if coin else "a wooden rake"
    return (
        "Location: Brine Shed.\nVats of brine, and salt crusted on every beam.\nExits: 1. west "
        f"to Salt Road Crossing.\nDoors: west, open.\nHere: {here}.\n>",
        R("Brine Shed", "w", coin=coin, leads={"w": "salt road crossing"}),
    )


def wayside_chapel() -> tuple:
    return (
        "Location: Wayside Chapel.\nA bare stone chapel with one small window.\nExits: 1. east "
        "to Salt Road Crossing.\nHere: nothing.\n>",
        R("Wayside Chapel", "e", leads={"e": "salt road crossing"}),
    )


# map C, a pier pavilion (third person): Foyer n Auditorium (doors shut at first; e a locked
# dressing room door), e Bar (a sixpence), s the pier.
def foyer(doors_open: bool = False, event: str = "") -> tuple:
    state = "open" if doors_open else "shut"
    return (
        "Foyer\nAda is in the foyer. Posters for the summer show peel from the walls. The "
        f"auditorium doors, north, are {state}. The bar is east. The pier is south.{event}",
        R(
            "Foyer",
            "n e s",
            closed="" if doors_open else "n",
            leads={"n": "auditorium", "e": "bar"},
        ),
    )


def bar(coin: bool = True, event: str = "") -> tuple:
    listing = "\n\nAda can see a soda siphon and a sixpence here." if coin else ""
    return (
        "Bar\nAda is in the bar. Upturned stools sit on the tables, legs in the air. The foyer "
        f"is west.{listing}{event}",
        R("Bar", "w", coin=coin, leads={"w": "foyer"}),
    )


def auditorium() -> tuple:
    return (
        "Auditorium\nAda is in the auditorium. Rows of tip-up seats fall away toward the "
        "stage. The foyer is south. The dressing room door, east, is locked.",
        R("Auditorium", "s e", locked="e", leads={"s": "foyer"}),
    )


def first_opening(step: tuple) -> tuple:
    text, reading = step
    return ("(first opening the auditorium doors)\n\n" + text, reading)


ITEMS = [
    # ---- map A: the auction house ----
    item(
        saleroom(),
        "n",
        porters_room(),
        "w",
        loading_bay(),
        notes="through the porters' room to the loading bay: its one way is the way in "
        "(visited, initial, all visited); a florin by the handcart: take it",
    ),
    item(
        saleroom(),
        "n",
        porters_room(),
        "w",
        loading_bay(),
        "take coin",
        ("Taken. It's a florin, and older than the building.", K("took")),
        "e",
        porters_room(),
        "s",
        saleroom(event=" Somewhere a telephone rings, and stops."),
        notes="the florin taken and the walk back to the first room: north visited; the "
        "valuation office door east still shut, the front doors locked: open east",
    ),
    item(
        saleroom(),
        "e",
        ("The valuation office door is shut.", K("refused", door="closed")),
        "open east",
        ("I open the valuation office door.", K("opened")),
        "e",
        valuation_office(),
        notes="the shut door refused, opened by direction and walked through: west is the way "
        "in (visited, initial); a half-crown on the blotter: take it",
    ),
    item(
        saleroom(),
        "open office door",
        ("I open the valuation office door.", K("opened", door="e")),
        "e",
        valuation_office(),
        "take coin",
        ("I pocket the half-crown.", K("took")),
        "n",
        (
            "The strongroom door is locked. Only the auctioneer has the key.",
            K("refused", door="locked"),
        ),
        notes="the door opened by its name; the half-crown taken; the strongroom door refused "
        "as locked: the only way left is back west (initial)",
    ),
    item(
        saleroom(),
        "s",
        ("The front doors are locked until the sale.", K("refused", door="locked")),
        "north",
        porters_room(),
        notes="the refusal at the front doors was made in the saleroom and does not stand in "
        "the porters' room; south is the way in (visited, initial): go west",
    ),
    item(
        saleroom(),
        "open east",
        ("I open the valuation office door.", K("opened")),
        "go east",
        valuation_office(),
        "take coin",
        ("I pocket the half-crown.", K("took")),
        "w",
        saleroom(office_open=True),
        "n",
        porters_room(" A porter puts his head round the door, sees you, and goes away again."),
        notes="the half-crown taken, back through the saleroom (its office door now open) and "
        "on to the porters' room: south visited and the way in; the loading bay west not yet "
        "tried: go west",
    ),
    item(
        saleroom(),
        "n",
        porters_room(),
        "east",
        ("I can't go that way.", K("refused")),
        "s",
        saleroom(event=" The rain eases off outside."),
        notes="the refusal was made in the porters' room and does not stand back in the "
        "saleroom; north visited, east shut, south locked: open east",
    ),
    # ---- map B: the salt-road village ----
    item(
        crossing(),
        "s",
        ("There's no road that way.\n>", K("refused")),
        "w",
        wayside_chapel(),
        notes="south refused at the crossing (left behind there); the chapel's one way is the "
        "way in (visited, initial, all visited): go east",
    ),
    item(
        crossing(),
        "e",
        ("The door is closed.\n>", K("refused", door="closed")),
        "open east",
        ("You open the door.\n>", K("opened")),
        "e",
        brine_shed(),
        notes="the shed door refused, opened by direction and walked through; the one way is "
        "the way in (visited, initial, all visited); a copper coin here: take it",
    ),
    item(
        crossing(),
        "open east",
        ("You open the door.\n>", K("opened")),
        "e",
        brine_shed(),
        "get coin",
        ("You get a copper coin.\n>", K("took")),
        "w",
        crossing(shed_open=True),
        notes="the copper coin got in the brine shed and back to the first room, its door now "
        "open: east visited; north and west not yet tried: go north or west",
    ),
    item(
        crossing(),
        "n",
        packhorse_yard(),
        "e",
        ("The stable door is locked.\n>", K("refused", door="locked")),
        "s",
        crossing(here="a milestone, a salt wagon"),
        notes="the stable refusal left in the yard; back at the crossing north is visited, "
        "east closed, west not yet tried: open east or go west",
    ),
    item(
        crossing(),
        "n",
        packhorse_yard(),
        "e",
        ("The stable door is locked.\n>", K("refused", door="locked")),
        notes="the stable door east refused as locked; the only way left is back south (initial)",
    ),
    item(
        crossing(),
        "w",
        wayside_chapel(),
        "e",
        crossing(),
        "n",
        packhorse_yard(),
        notes="to the chapel and back, then north to the yard: south is the way in (visited, "
        "initial); the stable east locked: go south",
    ),
    item(
        crossing(),
        "w",
        wayside_chapel(),
        "e",
        crossing(),
        "open east",
        ("You open the door.\n>", K("opened")),
        "e",
        brine_shed(),
        "get coin",
        ("You get a copper coin.\n>", K("took")),
        "w",
        crossing(shed_open=True),
        "n",
        packhorse_yard(here="a trough, a mule"),
        notes="a seven-move walk: the chapel, the brine shed's coin, then the yard: south "
        "visited and the way in, the stable east locked: go south",
    ),
    # ---- map C: the pier pavilion ----
    item(
        foyer(),
        "x posters",
        ("Ada sees nothing special about the posters.", K("none")),
        "e",
        bar(),
        notes="an examine keeps the room; in the bar the one way is the way in (visited, "
        "initial, all visited); a sixpence listed: take it",
    ),
    item(
        foyer(),
        "e",
        bar(),
        "take coin",
        ("Ada takes the sixpence.", K("took")),
        "w",
        foyer(event="\n\nFar below, the sea sucks at the legs of the pier."),
        notes="the sixpence taken and back to the foyer: east visited; the auditorium doors "
        "shut, the pier south not yet tried: open north or go south",
    ),
    item(
        foyer(),
        "north",
        first_opening(auditorium()),
        "east",
        ("The dressing room door is locked.", K("refused", door="locked")),
        notes="'(first opening the auditorium doors)' then the auditorium: the move went "
        "through; the dressing room door refused as locked: back south (initial)",
    ),
    item(
        foyer(),
        "open north",
        ("Ada opens the auditorium doors.", K("opened")),
        "n",
        auditorium(),
        "s",
        foyer(doors_open=True),
        "e",
        bar(event="\n\nThe whole pier shudders as a wave strikes it."),
        notes="the doors opened by direction, the auditorium and back, then east to the bar: "
        "the one way is the way in; a sixpence listed: take it",
    ),
    item(
        foyer(),
        "e",
        bar(),
        "take coin",
        ("Ada takes the sixpence.", K("took")),
        "w",
        foyer(),
        "west",
        ("Ada can't go that way.", K("refused")),
        notes="the sixpence taken, back in the foyer, west refused: east visited, the "
        "auditorium doors shut: open north or go south",
    ),
    item(
        foyer(),
        "n",
        first_opening(auditorium()),
        "s",
        foyer(doors_open=True),
        notes="into the auditorium by an implicit open and back: north visited (the doors now "
        "open); the bar east and the pier south not yet tried",
    ),
]
