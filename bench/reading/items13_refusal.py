"""refusal, thirteenth round: the engines' refusals retold, and told again in their own manners.
TextWorld's "You can't go that way." with the status line (a way never given, a refused `go up`
and a refused north in a row, a refusal left behind in the first room), TextWorldExpress's "You
can't move there, the door is closed. " and "Unknown action: I'm not sure what you mean." then
`look around` (a bedroom, a street, a laundry room with three closed doors refused twice, a
backyard with a coin on the patio table); Inform's "You can't, since the frosted-glass door is
closed.", "You open the screen door." after a refusal, "(first opening the cash-office door) It
seems to be locked." then an unlock that keeps it; a ROM-like "No exit leads west from here.", a
refusal with the room printed again (Both), "A fence stops you.", a look that keeps the screen
door closed, "The counter blocks your way east."; classic "The studio wall is in the way." then
"West is all wall too.", "The pantry door is closed." then a look with it open; prose "Locked,
and you have no key.", a balcony's two-storey drop, "The front door won't open: it's locked."
past a penny on the mat. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = ">" + " " * 128
ROM = "\n<61hp 94m 120mv> "


def tw_room(name: str, desc: str, exits: str, moves: int) -> str:
    tail = "\n\n" if moves == 1 else "\n\n\n\n"
    return f"\n\n-= {name} =-\n{desc}\n\n\n\n{exits}{tail}{PROMPT}-= {name} =-0/{moves}"


def tw_refusal(name: str, moves: int) -> tuple:
    return (f"\nYou can't go that way.\n\n\n{PROMPT}-= {name} =-0/{moves}", K("refused"))


def twx(text: str, ways: str) -> str:
    return f"{text} \n{ways} "


TWX_BEDROOM = twx(
    "You are in the bedroom. In one part of the room you see a bed, that has nothing on it. "
    "There is also a wardrobe that is closed. You also see a night stand that has an alarm "
    "clock on it.",
    "To the North you see a closed wood door. To the West you see the corridor.",
)
TWX_STREET = twx(
    "You are in the street. In one part of the room you see a parked bicycle. There is also a "
    "lamp post. You also see a bus stop bench, that has nothing on it.",
    "To the North you see the driveway. To the East you see the supermarket.",
)
TWX_LAUNDRY = twx(
    "You are in the laundry room. In one part of the room you see a washing machine that is "
    "closed. There is also a clothes drier that is closed. You also see a laundry basket, that "
    "has nothing on it.",
    "To the North you see the corridor. To the South you see a closed plain door. To the East "
    "you see a closed screen door. To the West you see a closed wood door.",
)
TWX_BACKYARD = twx(
    "You are in the backyard. In one part of the room you see a barbeque. There is also a patio "
    "table that has a coin on it. You also see a garden, that has nothing on it.",
    "To the East you see the kitchen.",
)
TWX_REFUSED = ("You can't move there, the door is closed. ", K("refused", "closed"))
TWX_UNKNOWN = ("Unknown action: I'm not sure what you mean.", K("refused"))

CORRIDOR = (
    "[Corridor]\nA key holder and an umbrella stand.\n[Exits: n e w]\nThe wood door to the "
    "north is closed."
)
SHED = (
    "[Garden Shed]\nA lawn mower and a rack of rakes.\n[Exits: s w]\nThe screen door to the "
    "west is closed."
)

ITEMS = [
    item(
        (
            tw_room(
                "Potting Shed",
                "You've entered a potting shed. A normal kind of place.",
                "There is an unguarded exit to the north. There is an exit to the west. Don't "
                "worry, it is unblocked.",
                1,
            ),
            R("potting shed", "n w"),
        ),
        "go east",
        tw_refusal("Potting Shed", 2),
        notes="TextWorld's 'You can't go that way.' for a way the room never gave: refused east",
    ),
    item(
        (TWX_BEDROOM, R("bedroom", "n w", closed="n")),
        "move north",
        TWX_REFUSED,
        "look around",
        (TWX_BEDROOM, R("bedroom", "n w", closed="n")),
        notes="TextWorldExpress's refusal at the closed wood door, then a look that shows it "
        "still closed: closed and refused north (open it); the corridor west",
    ),
    item(
        (TWX_STREET, R("street", "n e")),
        "move west",
        TWX_UNKNOWN,
        "look around",
        (TWX_STREET, R("street", "n e")),
        notes="'Unknown action: I'm not sure what you mean.' after a move toward no exit: "
        "refused west (the ninth round's call); the look keeps it",
    ),
    item(
        (
            "Kitchen\nA frosted-glass door leads north; the corridor is east.\n\nYou can see a "
            "stove and a fridge (closed) here.",
            R("kitchen", "n e"),
        ),
        "north",
        ("You can't, since the frosted-glass door is closed.", K("refused", "closed")),
        notes="Inform's refusal at a door whose state was not given: closed and refused north; "
        "open it, or go east",
    ),
    item(
        (
            "Scullery\nA stone sink and a mangle. The screen door is north of here, and the "
            "kitchen is west.",
            R("scullery", "n w"),
        ),
        "north",
        ("You can't, since the screen door is closed.", K("refused", "closed")),
        "open screen door",
        ("You open the screen door.", K("opened", door="north")),
        notes="a refusal cleared by an open of the door by its kind (north): neither closed nor "
        "refused now",
    ),
    item(
        ("[Laundry Place]\nTubs and a mangle.\n[Exits: e s]" + ROM, R("laundry place", "e s")),
        "w",
        ("No exit leads west from here." + ROM, K("refused")),
        notes="a ROM-like refusal with a prompt: refused west",
    ),
    item(
        (
            "You're in the pantry. There's a door in the east wall, and the kitchen is through "
            "the open doorway to the south.",
            R("pantry", "e s"),
        ),
        "go east",
        ("You try the east door. Locked, and you have no key.", K("refused", "locked")),
        notes="a door whose state was not given, found locked: closed and refused east, no "
        "action there; the kitchen south",
    ),
    item(
        (CORRIDOR, R("corridor", "n e w", closed="n")),
        "n",
        (
            "You can't go north; the wood door is closed.\n\n" + CORRIDOR,
            Both(K("refused", "closed"), R("corridor", "n e w", closed="n")),
        ),
        notes="a refusal and the room printed again in one text (Both), the door still closed: "
        "closed and refused north",
    ),
    item(
        (
            tw_room(
                "Glove Room",
                "You arrive in a glove room. An ordinary one.",
                "You don't like doors? Why not try going north, that entranceway is unguarded.",
                1,
            ),
            R("glove room", "n"),
        ),
        "go west",
        tw_refusal("Glove Room", 2),
        "go north",
        (
            tw_room(
                "Hat Room",
                "You find yourself in a hat room. A standard kind of place.",
                "There is an unblocked exit to the east. There is an unguarded exit to the south.",
                3,
            ),
            R("hat room", "e s"),
        ),
        notes="a refusal left in the glove room: it does not stand in the hat room; south is "
        "the way back (visited, initial)",
    ),
    item(
        (
            "Studio\nCanvases stacked face to the wall. Doorways lead south and east.",
            R("studio", "s e"),
        ),
        "n",
        ("The studio wall is in the way.", K("refused")),
        "w",
        ("West is all wall too.", K("refused")),
        notes="two refusals in a row of ways the room never gave: refused north and west",
    ),
    item(
        (
            "Spare Room\nAn ordinary spare room. The cash-office door is east of here; an archway "
            "leads north.",
            R("spare room", "e n"),
        ),
        "east",
        ("(first opening the cash-office door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock east door with key",
        ("You unlock the cash-office door.", K("unlocked")),
        notes="an unlock keeps the refusal and the door closed (not locked now): open east, or "
        "go north",
    ),
    item(
        (TWX_LAUNDRY, R("laundry room", "n s e w", closed="s e w")),
        "move west",
        TWX_REFUSED,
        "move south",
        TWX_REFUSED,
        "look around",
        (TWX_LAUNDRY, R("laundry room", "n s e w", closed="s e w")),
        notes="two closed doors refused in a row (the engine's seed-21 kitchen retold): closed "
        "south, east, west; refused south and west; the corridor north open",
    ),
    item(
        (
            "[Backyard]\nA barbecue and a workbench. A gold coin lies in the grass.\n[Exits: e]",
            R("backyard", "e", coin=True),
        ),
        "w",
        ("A fence stops you. You can't go that way.", K("refused")),
        notes="refused west at a fence, a gold coin in the grass: take it",
    ),
    item(
        (
            tw_room(
                "Boiler Room",
                "You are in a boiler room. You begin looking for stuff.",
                "There is an unguarded exit to the south.",
                1,
            ),
            R("boiler room", "s"),
        ),
        "go up",
        tw_refusal("Boiler Room", 2),
        "go north",
        tw_refusal("Boiler Room", 3),
        notes="TextWorld's refused `go up` (no fact) and then a refused north: refused north; "
        "south open",
    ),
    item(
        (
            "You're on the balcony. The bedroom door, to the east, is open; the rail runs along "
            "the other three sides.",
            R("balcony", "e"),
        ),
        "go west",
        (
            "You step toward the west rail and stop: beyond it is a two-storey drop.",
            K("refused"),
        ),
        notes="a balcony rail over a drop is no way: refused west; the bedroom door east",
    ),
    item(
        (TWX_BACKYARD, R("backyard", "e", coin=True)),
        "move north",
        TWX_UNKNOWN,
        "look around",
        (TWX_BACKYARD, R("backyard", "e", coin=True)),
        notes="a refused move north, and the look shows a coin on the patio table: take it",
    ),
    item(
        (SHED, R("garden shed", "s w", closed="w")),
        "w",
        ("The screen door is closed.", K("refused", "closed")),
        "look",
        (SHED, R("garden shed", "s w", closed="w")),
        notes="a look that shows the screen door still closed keeps the refusal: closed and "
        "refused west",
    ),
    item(
        (
            "Kitchen\nA pantry door leads north, and the corridor is east.",
            R("kitchen", "n e"),
        ),
        "n",
        ("The pantry door is closed.", K("refused", "closed")),
        "look",
        (
            "Kitchen\nThe pantry door to the north stands open now; somebody must have opened it "
            "while your back was turned. The corridor is east.",
            R("kitchen", "n e"),
        ),
        notes="a look that shows the door open clears the refusal: north and east open",
    ),
    item(
        (
            "[General Store]\nShelves of tins; a long counter runs the length of the east wall.\n"
            "[Exits: n w]",
            R("general store", "n w"),
        ),
        "e",
        ("The counter blocks your way east.", K("refused")),
        notes="a counter in the way: refused east",
    ),
    item(
        (
            "You are in the kitchen. The only way out is the hall door, east, which is open.",
            R("kitchen", "e"),
        ),
        "go east",
        (
            "You are in the hall. The front door is north; the kitchen is west. A penny lies on "
            "the doormat.",
            R("hall", "n w", coin=True),
        ),
        "go north",
        ("The front door won't open: it's locked.", K("refused", "locked")),
        notes="the front door, its state not given, refused as locked (closed, refused); a "
        "penny on the doormat: take it",
    ),
]
