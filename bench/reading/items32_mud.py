"""mud, thirty-second round: six walks (2-4 turns) on a ROM-like Georgian wine village with a prompt
("<HP 52 | MV 90>"; Village Square with the marani's heavy oak door east, closed at first, a lane
north to the churchyard and the bakery's doorway west; Churchyard whose vineyard gate, east, "is
padlocked"; Bakery with its round clay oven; Marani with "A small silver coin lies by the lid of a
buried jar." and the cellar master's store north, locked): "You open the oak door.", "The oak door
is closed.", "The vineyard gate is padlocked. Through it you can see rows of vines ...", "You get a
small silver coin.", returns to the square with an event; and single rooms: a ropemaker's loft read
out in a new screen-reader layout ("Number of exits: two. / Exit one: north, doorway, open. / Exit
two: west, door, closed. / ... Item one: a copper coin."), a client's status line alone ("[Room:
Crane Office | Exits: N E | HP 40/40 | Gold 12]"), a pachinko parlour with Diku's exits and
destinations (steel balls, a 100-yen coin on the carpet), a samba school's rehearsal hall whose
drummers turn the player back with the hall printed again (Both), a sento's "Directions you can
take: north and west." (the women's side locked), a container terminal's "Exits: north[open]
east[shut] west", a Roman fort's street with LP's "There are three obvious exits" and "Scattered on
the flagstones: 4 silver coins.", an Andean market where a weaver counts coins into her shawl, a
ghost who whispers "Go west" where there is no west, a market gate locked for the night and a
gatekeeper's word with the room again (Both), a `listen` that keeps the room, an izakaya with "A
tidy stack of 5 copper coins sits on the bar.", a porter who unlocks and props open a storeroom door
within the text, and a harbour whose exits are named only by their destinations ("Exits: [Quay]
[Pier Road] [Fish Market]"). What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<HP 52 | MV 90>"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before the prompt."""
    text, reading = step
    body, prompt = text.rsplit("\n", 1)
    return (f"{body}\n{line}\n{prompt}", reading)


# The wine village (a tree): Village Square n Churchyard, e Marani (an oak door, closed at
# first; a silver coin), w Bakery; Churchyard e the vineyard gate (padlocked); Marani n the
# cellar master's store (locked).
def square(east_open: bool = False) -> tuple:
    state = "open" if east_open else "closed"
    return (
        "Village Square\n   A great plane tree shades the square, and two old men play "
        "backgammon on a board balanced across a barrel. A stone lane leads north to the "
        "churchyard; the bakery's low doorway is west. The marani, the wine cellar, lies east "
        f"behind a heavy oak door, which is {state}.\n\n[Exits: north east west]\n{PROMPT}",
        R(
            "village square",
            "n e w",
            closed="" if east_open else "e",
            leads={"n": "churchyard", "e": "marani", "w": "bakery"},
        ),
    )


def churchyard() -> tuple:
    return (
        "Churchyard\n   Old vines climb over the graves, and a bell hangs from a wooden frame "
        "by the church porch. The lane goes south to the square. A gate in the east wall opens "
        f"on the vineyard, and it is padlocked.\n\n[Exits: south east]\n{PROMPT}",
        R("churchyard", "s e", locked="e", leads={"s": "village square"}),
    )


def bakery() -> tuple:
    return (
        "Bakery\n   Heat pours from the round clay oven sunk in the floor, and the baker slaps "
        "long loaves onto its walls with a cushion. The only doorway is east, onto the square."
        f"\n\n[Exits: east]\n{PROMPT}",
        R("bakery", "e", leads={"e": "village square"}),
    )


def marani(coin: bool = True) -> tuple:
    here = "\nA small silver coin lies by the lid of a buried jar." if coin else ""
    return (
        "Marani\n   Clay jars as big as a man lie buried to their necks in the earthen floor, "
        "their mouths sealed with stone lids. The door to the square, west, stands open. The "
        "cellar master's store, north, is locked.\n\n[Exits: north west]" + here + f"\n{PROMPT}",
        R("marani", "n w", locked="n", coin=coin, leads={"w": "village square"}),
    )


OPENED = (f"You open the oak door.\n{PROMPT}", K("opened"))
GOT = (f"You get a small silver coin.\n{PROMPT}", K("took"))

ITEMS = [
    # ---- walks in the wine village ----
    item(
        square(),
        "open east",
        OPENED,
        "e",
        marani(),
        "get coin",
        GOT,
        notes="the oak door opened by direction and walked through, the coin got: the marani's "
        "store is locked, so the way in, west, is the person's way",
    ),
    item(
        square(),
        "n",
        churchyard(),
        "e",
        (
            "The vineyard gate is padlocked. Through it you can see rows of vines running down "
            f"to the river.\n{PROMPT}",
            K("refused", "locked"),
        ),
        notes="a refusal at the padlocked gate, told with what lies beyond it: locked (no "
        "open); go back south",
    ),
    item(
        square(),
        "w",
        bakery(),
        "e",
        also(square(), "A cart piled with grapes creaks across the square."),
        notes="back in the first room: the bakery is visited; the lane north is not, and the "
        "oak door is closed: go north or open east",
    ),
    item(
        bakery(),
        "e",
        square(),
        "e",
        (f"The oak door is closed.\n{PROMPT}", K("refused", "closed")),
        "open east",
        OPENED,
        "e",
        marani(),
        notes="the door refused as closed, opened by direction and walked through; a silver "
        "coin lies here: take it",
    ),
    item(
        square(),
        "n",
        churchyard(),
        "s",
        square(),
        "w",
        bakery(),
        notes="a loop through the churchyard and back; the bakery's one doorway leads to a "
        "visited room: every exit visited, go east",
    ),
    item(
        marani(),
        "get coin",
        GOT,
        "w",
        square(east_open=True),
        "n",
        churchyard(),
        "s",
        also(square(east_open=True), "The church bell clanks once in the wind."),
        notes="the square first entered from the marani (east); the churchyard and the marani "
        "visited, the bakery not: go west",
    ),
    # ---- single rooms ----
    item(
        "Room name: Ropemaker's Loft.\nNumber of exits: two.\nExit one: north, doorway, open.\n"
        "Exit two: west, door, closed.\nNumber of items: one.\nItem one: a copper coin.\n"
        "End of room.",
        R("ropemaker's loft", "n w", closed="w", coin=True),
        notes="a screen-reader layout not used before: two exits with their states (west "
        "closed); one item, a copper coin: take it",
    ),
    item(
        "[Room: Crane Office | Exits: N E | HP 40/40 | Gold 12]\n>",
        R("crane office", "n e"),
        notes="a client's status line alone names the room and its exits; 'Gold 12' is the "
        "player's purse, no coin lying here",
    ),
    item(
        "Pachinko Parlour\n   Rows of machines clatter and flash, and the air is thick with "
        "smoke and the hiss of a thousand steel balls. The front doors to the street are south; "
        "a corridor east leads to the prize counter.\nObvious exits:\nSouth - Neon Street\n"
        f"East  - Prize Counter\nA 100-yen coin lies on the carpet beneath a stool.\n{PROMPT}",
        R("pachinko parlour", "s e", coin=True),
        notes="Diku's exits with destinations; steel balls are no coins, a 100-yen coin on the "
        "carpet is: take it",
    ),
    item(
        (
            "Rehearsal Hall\n   The bateria fills the far end of the hall: forty drummers in "
            "yellow T-shirts, all hitting at once. Costume racks stand along the walls. The "
            "street doors are south, the costume store north, the bar east.\n\n[Exits: north "
            f"east south]\n{PROMPT}",
            R("rehearsal hall", "n e s"),
        ),
        "west",
        (
            "You try to cut through the bateria, but the drummers close ranks and the rhythm "
            "carries you straight back.\n\nRehearsal Hall\n   The bateria fills the far end of "
            "the hall: forty drummers in yellow T-shirts, all hitting at once. Costume racks "
            "stand along the walls. The street doors are south, the costume store north, the "
            f"bar east.\n\n[Exits: north east south]\n{PROMPT}",
            Both(K("refused"), R("rehearsal hall", "n e s")),
        ),
        notes="a refusal by people in the way, of a way the room never gave, with the hall "
        "printed again (Both): refused west; go north, east or south",
    ),
    item(
        "Sento Changing Room\n   Wicker baskets on low shelves, a weighing scale, a fan turning "
        "slowly overhead. Steam drifts in from the bath. Directions you can take: north and "
        "west. The door to the women's side, east, is locked.\n" + PROMPT,
        R("sento changing room", "n w e", locked="e"),
        notes="a new exit line ('Directions you can take:') and a locked door given apart from "
        "it: go north or west",
    ),
    item(
        "Stack Alley\n   Containers are stacked five high on either side, red, blue, rusted, "
        "and the straddle carriers whine past at the far end. The reefer boxes hum.\n"
        f"Exits: north[open] east[shut] west\n{PROMPT}",
        R("stack alley", "n e w", closed="e"),
        notes="door states in brackets after the exits: north open, east shut (closed), west a "
        "plain way",
    ),
    item(
        "Via Principalis\n   The main street of the fort runs between barrack blocks and the "
        "long granaries. Soldiers' boots have worn ruts in the flagstones. There are three "
        "obvious exits: north, east and west.\nScattered on the flagstones: 4 silver coins.\n"
        + PROMPT,
        R("via principalis", "n e w", coin=True),
        notes="LP's exit line; 'Scattered on the flagstones: 4 silver coins.' are coins lying "
        "here: take them",
    ),
    item(
        "Market of San Pedro\n   Women in bowler hats sell potatoes of twenty colours from "
        "blankets on the ground. A weaver counts coins into the fold of her shawl and does not "
        f"look up. Ways lead north, south and east.\n[Exits: n s e]\n{PROMPT}",
        R("market of san pedro", "n s e"),
        notes="coins a weaver counts into her shawl are hers, no coin lying here; exits north, "
        "south and east",
    ),
    item(
        "Ruined Chapel\n   Ivy has the roof and the rain has the floor. A pale shape drifts "
        "between the broken pews.\n[Exits: north south]\nThe ghost of a monk whispers, 'Go "
        f"west... go west...'\n{PROMPT}",
        R("ruined chapel", "n s"),
        notes="a ghost's 'Go west' names no exit (the exit line gives north and south only)",
    ),
    item(
        (
            "Market Gate\n   Stalls huddle under tarpaulins inside the walls. The market gate, "
            "south, is shut and locked for the night, and a gatekeeper sits on a stool beside "
            f"it.\n[Exits: north south]\n{PROMPT}",
            R("market gate", "n s", locked="s"),
        ),
        "s",
        (
            "The gatekeeper gets up off his stool and plants himself in front of the bars. "
            "'Market's shut, friend. Come back at dawn.'\n\nMarket Gate\n   Stalls huddle under "
            "tarpaulins inside the walls. The market gate, south, is shut and locked for the "
            "night, and a gatekeeper sits on a stool beside it.\n[Exits: north south]\n" + PROMPT,
            Both(K("refused", "locked"), R("market gate", "n s", locked="s")),
        ),
        notes="a gate 'shut and locked for the night' and a gatekeeper who stops the "
        "player, with the room again (Both): refused south; go north",
    ),
    item(
        (
            "Lantern Street\n   Paper lanterns swing on wires over the street, and the smell of "
            "grilled eel hangs everywhere. The street runs north and south.\n[Exits: north "
            f"south]\n{PROMPT}",
            R("lantern street", "n s"),
        ),
        "listen",
        (
            "You hear taiko drums, far off to the east, and a vendor calling his prices.\n"
            + PROMPT,
            K("none"),
        ),
        notes="'listen' keeps the room; drums to the east give no exit: go north or south",
    ),
    item(
        "Izakaya\n   Six stools at a wooden counter, a cook behind it turning skewers over "
        "charcoal, sake warming in a pan of water. The sliding door to the street is west.\n"
        "[Exits: west]\nA tidy stack of 5 copper coins sits on the bar.\n" + PROMPT,
        R("izakaya", "w", coin=True),
        notes="'A tidy stack of 5 copper coins sits on the bar.' (coins lying here, nobody's "
        "stake): take them",
    ),
    item(
        "Beekeepers' Hall\n   Combs in wooden frames are stacked on trestles, and the whole hall "
        "smells of wax and smoke. A porter shoulders in from the street, unlocks the storeroom "
        "door to the north with a key from his belt, and props it open with a crate of combs."
        f"\n[Exits: north south]\n{PROMPT}",
        R("beekeepers' hall", "n s"),
        notes="a door another character unlocks and props open within the text (open, its last "
        "state); exits north and south",
    ),
    item(
        "Harbour Steps\n   Gulls argue over a fish head on the bottom step. Boats knock "
        f"together at their moorings.\nExits: [Quay] [Pier Road] [Fish Market]\n{PROMPT}",
        R("harbour steps", "quay pier_road fish_market"),
        notes="exits named only by their destinations, no compass word: outside the "
        "vocabulary, no fact and no action",
    ),
]
