"""mud, thirteenth round: the engines' coin games retold as MUDs print them. The coin collector's
rooms (a cookhouse with "[Exits: s]", a spare room with Diku's "Obvious exits:" and
destinations, a chamber, laundry place and bar walked in a ROM-like manner with a prompt and
back, a steam room whose refused south is left behind for the studio, a washroom and the office
with a penny, a playroom in a MOO's "[east] to the Bar", a cubicle, a launderette) and
TextWorldExpress's house (an Evennia kitchen whose frosted-glass door is closed, a CoffeeMUD
kitchen whose door is refused, opened and walked through to a coin in the pantry, an LP corridor
"north (closed), east (closed), west", a bedroom, a living room refused with the room printed
again, a backyard with "2 silver coins", a driveway "west (locked)", a street, a supermarket, a
bathroom, an alley). Distractors of such houses: a vending machine's empty coin return, a
shopkeeper counting change into a locked till, a gossip line about a coin in another room, a
coin-operated washer. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ROM = "\n<40hp 100m 90mv> "


def laundry(event: str = "") -> tuple:
    text = f"[Laundry Place]\nTubs and a mangle; grey sheets on a line.\n[Exits: e s]{event}{ROM}"
    return (text, R("laundry place", "e s"))


CHAMBER = (
    "[Chamber]\nA plain chamber. Nothing worth a second look.\n[Exits: n]" + ROM,
    R("chamber", "n"),
)
BAR = ("[Bar]\nA zinc counter, a row of stools, a dartboard.\n[Exits: e w]" + ROM, R("bar", "e w"))

COFFEE_KITCHEN = (
    "Kitchen\nStove, oven, a fridge humming to itself. A closed frosted-glass door is set in the "
    "north wall.\n(Obvious exits: North, East)",
    R("kitchen", "n e", closed="n"),
)

LIVING = (
    "[Living Room]\nA sofa, a TV stand and a coffee table with a teapot on it.\n"
    "[Exits: north south west]"
)

ITEMS = [
    item(
        "[Cookhouse]\nAn ordinary cookhouse, much like every other room in the building.\n"
        "[Exits: s]",
        R("cookhouse", "s"),
        notes="the coin collector's first room in a MUD's exit line: south only",
    ),
    item(
        "Spare Room\n   You arrive in a spare room. An iron bed, a chair, nothing more.\n"
        "Obvious exits:\nNorth - The Studio\nEast  - The Dish-Pit",
        R("spare room", "n e", leads={"n": "the studio", "e": "the dish-pit"}),
        notes="Diku's exit list with destinations: north and east",
    ),
    item(
        CHAMBER,
        "n",
        laundry(),
        "e",
        BAR,
        "w",
        laundry("\nA cat slinks in, looks at you, and slinks out again."),
        notes="back in the laundry place from the bar: both its exits lead to rooms seen "
        "(all_visited); south, by which it was first entered, is the way back",
    ),
    item(
        "Kitchen\nStove, oven, a humming fridge. The frosted-glass door to the north is closed.\n"
        "Exits: north, east\nYou see: a counter and a dining chair",
        R("kitchen", "n e", closed="n"),
        notes="Evennia's 'Exits: north, east' with the door's state in the description: north "
        "closed (open it), east open",
    ),
    item(
        (LIVING, R("living room", "n s w")),
        "e",
        (
            "There is no exit east.\n\n" + LIVING,
            Both(K("refused"), R("living room", "n s w")),
        ),
        notes="a refusal and the room printed again in one text (Both): refused east; three "
        "open exits",
    ),
    item(
        "[Bedroom]\nA bed, a wardrobe and a night stand.\n[Exits: n]\nA gold coin lies forgotten "
        "beside the bed.",
        R("bedroom", "n", coin=True),
        notes="'A gold coin lies forgotten beside the bed.': take it",
    ),
    item(
        COFFEE_KITCHEN,
        "n",
        ("The frosted-glass door is closed.", K("refused", "closed")),
        "open north",
        ("You open the frosted-glass door.", K("opened")),
        "n",
        (
            "Pantry\nA folding chair and a bare shelf.\n(Obvious exits: South)\nA single copper "
            "coin rests on the floor.",
            R("pantry", "s", coin=True),
        ),
        notes="TextWorldExpress's first door retold: refused closed, opened, walked through; a "
        "copper coin on the pantry floor (take it)",
    ),
    item(
        "Corridor\n  Hooks on the wall, an umbrella stand, a hat rack.\n  Obvious exits: north "
        "(closed), east (closed), west",
        R("corridor", "n e w", closed="n e"),
        notes="'north (closed), east (closed), west': two closed doors and one open way",
    ),
    item(
        "[Backyard]\nA barbecue, a workbench, a clothes line swaying in the wind.\n[Exits: e w]\n"
        "There are 2 silver coins here.\n<52hp 80m 110mv> ",
        R("backyard", "e w", coin=True),
        notes="'There are 2 silver coins here.': take them",
    ),
    item(
        "Driveway\nTyre marks on the concrete; a car parked nose-in.\nExits: south, west (locked)",
        R("driveway", "s w", locked="w"),
        notes="'west (locked)': closed, no action; south open",
    ),
    item(
        "[Street]\nA quiet street lined with plane trees. A vending machine hums at the kerb, its "
        "coin return empty.\n[Exits: n e s]",
        R("street", "n e s"),
        notes="a vending machine's empty coin return: no coin; three exits",
    ),
    item(
        "[Supermarket]\nAisles of tins and cereal boxes. A shopkeeper counts change into the "
        "till and locks it with a click. Under the checkout, a dime someone dropped catches the "
        "light.\n[Exits: north]",
        R("supermarket", "n", coin=True),
        notes="change locked in a till is no coin, the dropped dime on the floor is: take it",
    ),
    item(
        (
            "Steam Room\n  Hot stones hiss under a ladle of water.\n  Exits: north, west",
            R("steam room", "n w"),
        ),
        "s",
        ("You can't go south from here.", K("refused")),
        "n",
        (
            "Studio\n  Easels, rags, a smell of turpentine.\n  Exits: south, west",
            R("studio", "s w"),
        ),
        notes="a refusal left in the steam room: it does not stand in the studio; south is the "
        "way back (visited, initial), west unvisited",
    ),
    item(
        (
            "Washroom\nTiles, a cracked mirror, a dripping tap.\nObvious exits: east, north, south",
            R("washroom", "e n s"),
        ),
        "s",
        (
            "Office\nA desk and a swivel chair.\nObvious exits: north, south\nA bright copper "
            "penny lies on the carpet.",
            R("office", "n s", coin=True),
        ),
        notes="the coin collector's last room retold: a penny on the carpet (take it)",
    ),
    item(
        "Playroom\nA rocking horse and a toy box.\nObvious exits: [east] to the Bar, [north] to "
        "the Cubicle, [west] to the Launderette",
        R("playroom", "e n w", leads={"e": "bar", "n": "cubicle", "w": "launderette"}),
        notes="a MOO's exits with destinations: east, north and west",
    ),
    item(
        "[Cubicle]\nA grey desk and a dead monitor.\n[Exits: e n w]\n[Gossip] Rook: found a gold "
        "coin in the office, first try lol",
        R("cubicle", "e n w"),
        notes="a coin in a gossip line about another room is no coin here; three exits",
    ),
    item(
        "Launderette\nA row of coin-operated washers, one with a note taped over its slot: "
        "BROKEN.\nExits: east, south, west.",
        R("launderette", "e s w"),
        notes="coin-operated washers and a slot are no coins; three exits",
    ),
    item(
        "[Bathroom]\nA sink, a toilet, a dry claw-foot bathtub.\n[Exits: n]\nA copper coin lies "
        "in the bottom of the empty bathtub.",
        R("bathroom", "n", coin=True),
        notes="a copper coin in an empty, dry bathtub: take it",
    ),
    item(
        (
            "[Kitchen]\nStove and oven, cold.\n[Exits: e s]" + ROM,
            R("kitchen", "e s"),
        ),
        "e",
        (
            "[Corridor]\nA key holder and an umbrella stand. A wood door leads north.\n[Exits: n s "
            "w]" + ROM,
            R("corridor", "n s w"),
        ),
        "n",
        ("The wood door is locked." + ROM, K("refused", "locked")),
        notes="a door whose state was not given, refused as locked: closed and refused north, "
        "no action there; west visited and the way back, south unvisited",
    ),
    item(
        "[Alley]\nA narrow alley between brick walls. A pair of blue socks lies in a puddle.\n"
        "[Exits: w]\nA small gold coin is half hidden under the socks.",
        R("alley", "w", coin=True),
        notes="the map-reading game's alley retold: a gold coin half hidden under socks (take it)",
    ),
]
