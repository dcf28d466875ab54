"""mud, thirty-eighth round: the coin game's situation in MUD manners. Six walks (1-4 turns) on a
Georgian townhouse as a MUD area whose exit line is an arrow ("Exits -> north, east (door shut),
south (front door locked)") and whose prompt carries a clock that moves on a minute a command
("(45hp 30mv) [18:40] >"; an Entrance Hall; a Morning Room; a Music Room where "A gold half-guinea
lies on the closed lid of the pianoforte."; a Library whose door is shut at first): "The library
door is shut.", "You open the library door.", "The front door is locked. A bell rings somewhere
below stairs, but nobody comes.", "You pick up a gold half-guinea.", returns with an event; single
rooms: LP's scullery steps ("Three copper pennies."), Evennia's "Roundabout(#17)", ROM's cemetery
with a closed lychgate "(south)", a ginnel with room flags whose yard gate is bolted on the far
side, an auction channel's rare penny over a church hall, a lift whose only ways are up and down (a
ten-pence piece), a garage whose up-and-over door is shut, a greenhouse walked into with the kitchen
garden printed again (Both), a juggler who pockets his coins, a bowling green's scattered coppers,
Diku's exits with destinations in a back bedroom (a sovereign under the bed), Evennia's sandpit with
"a 2p coin", a larder's biscuit tin with its lid off ("The biscuit tin contains:" a silver sixpence
and two buttons), a utility room whose back door is "flung open to let the steam out". What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- the townhouse: Entrance Hall n Morning Room, e Library (door shut at first), s the front
# door (locked); Morning Room w Music Room (the half-guinea).


def prompt(minute: int) -> str:
    return f"(45hp 30mv) [18:{minute:02d}] >"


def hall(minute: int, library_open: bool = False, event: str = "") -> tuple:
    door = "east" if library_open else "east (door shut)"
    text = (
        "Entrance Hall\nBlack and white marble underfoot and a fanlight over the front door "
        "that throws half-moons of light across it. A long-case clock stands by the stairs. "
        "The morning room is north, the library east.\n"
        f"Exits -> north, {door}, south (front door locked)\n"
    )
    if event:
        text += f"{event}\n"
    text += prompt(minute)
    return (
        text,
        R(
            "entrance hall",
            "n e s",
            closed="" if library_open else "e",
            locked="s",
            leads={"n": "morning room", "e": "library"},
        ),
    )


def morning(minute: int, event: str = "") -> tuple:
    text = (
        "Morning Room\nPale yellow walls and a writing desk placed to catch the sun. The music "
        "room door, west, stands ajar, and the hall is south.\nExits -> south, west\n"
    )
    if event:
        text += f"{event}\n"
    text += prompt(minute)
    return (text, R("morning room", "s w", leads={"s": "entrance hall", "w": "music room"}))


def music(minute: int, coin: bool = True) -> tuple:
    text = (
        "Music Room\nA harp under a dust cover, a pianoforte and a row of gilt chairs for an "
        "audience that never comes.\nExits -> east\n"
    )
    if coin:
        text += "A gold half-guinea lies on the closed lid of the pianoforte.\n"
    text += prompt(minute)
    return (text, R("music room", "e", coin=coin))


def library(minute: int) -> tuple:
    return (
        "Library\nShelves to the ceiling and a ladder on a brass rail. A footman is polishing a "
        "silver salver by the window.\nExits -> west\n" + prompt(minute),
        R("library", "w", leads={"w": "entrance hall"}),
    )


def reply(line: str, minute: int, reading: K) -> tuple:
    return (f"{line}\n{prompt(minute)}", reading)


ITEMS = [
    # ---- walks on the townhouse ----
    item(
        hall(40),
        "east",
        reply("The library door is shut.", 41, K("refused", "closed")),
        "open east",
        reply("You open the library door.", 42, K("opened")),
        "east",
        library(43),
        notes="the library door refused while shut, opened and walked through; the library's "
        "one exit west leads back to the hall: every way visited, go back west; a silver salver "
        "is no coin",
    ),
    item(
        hall(40),
        "north",
        morning(41),
        "west",
        music(42),
        notes="through the morning room (its music room door 'stands ajar': open) to the music "
        "room; a gold half-guinea lies on the lid: take it",
    ),
    item(
        hall(40),
        "south",
        reply(
            "The front door is locked. A bell rings somewhere below stairs, but nobody comes.",
            41,
            K("refused", "locked"),
        ),
        notes="the locked front door refused: the hall kept, south refused and locked (no "
        "open); north open, the library door east shut (open it)",
    ),
    item(
        hall(40),
        "north",
        morning(41),
        "west",
        music(42),
        "get coin",
        reply("You pick up a gold half-guinea.", 43, K("took")),
        "east",
        morning(44, event="The long-case clock in the hall strikes the quarter."),
        notes="the half-guinea taken and back to the morning room: west visited, south the way "
        "in and visited: every way visited, go back south",
    ),
    item(
        morning(40),
        "south",
        hall(41),
        "north",
        morning(42, event="A maid hurries past with a coal scuttle."),
        notes="a walk begun in the morning room (no initial there); south to the hall and back: "
        "south visited, the music room west not yet",
    ),
    item(
        hall(40),
        "n",
        morning(41),
        "s",
        hall(42, event="A carriage rattles past in the square outside."),
        notes="back in the hall: north visited; the library door east still shut (open it); the "
        "front door locked",
    ),
    # ---- single rooms ----
    item(
        "Scullery steps.\nWorn stone steps at the back of the house, slick with soap from the "
        "wash.\n  There are two obvious exits: north and east.\nA bent brass key.\nThree copper "
        "pennies.",
        R("scullery steps", "n e", coin=True),
        notes="LP's manner: 'Scullery steps.' names the room; 'Three copper pennies.' on a line "
        "of its own are coins lying here: take them",
    ),
    item(
        "Roundabout(#17)\nCars go round and round the big grassy island in the middle, which is "
        "planted with daffodils nobody is allowed to pick.\nExits: north, east, south and west\n"
        "You see: a traffic cone",
        R("roundabout", "n e s w"),
        notes="Evennia's heading with its dbref names the roundabout; four exits, no coin",
    ),
    item(
        "Cemetery\nOld gravestones lean at every angle among the yews. The lychgate is south of "
        "you, and a gravel path runs north toward the chapel.\n[Exits: north (south)]\nA silver "
        "shilling lies in the grass by a grave.\n<40/40hp 88mv>",
        R("cemetery", "n s", closed="s", coin=True),
        notes="ROM's parentheses: '(south)' is the lychgate shut; a silver shilling lies in the "
        "grass: take it",
    ),
    item(
        "Ginnel [outdoors] [lit]\nA narrow passage between two terraces, just wide enough for a "
        "pram. It runs north to south. A gate in the east wall leads into somebody's back yard, "
        "and it is bolted on the far side.\nExits: north east south",
        R("ginnel", "n e s", locked="e"),
        notes="room flags after the heading do not change its name; 'runs north to south' and "
        "the exit line give north and south; the gate 'bolted on the far side' is locked (the "
        "earlier rounds' call): go north or south",
    ),
    item(
        "[Auction] Lot 7: a rare 1933 penny. Bidding opens at 500 gold.\n\nChurch Hall\nTrestle "
        "tables of jumble: paperbacks, a hostess trolley, a box of mismatched cups. The porch is "
        "west and the kitchen east.\n[Exits: east west]",
        R("church hall", "e w"),
        notes="an auction channel's lot is no coin in the room; exits east and west; no coin",
    ),
    item(
        "Lift\nA cramped lift that smells of other people's cigarettes, half its buttons burnt "
        "out.\n[Exits: up down]\nA ten-pence piece lies in the corner.",
        R("lift", "up down", coin=True),
        notes="a lift whose only ways are up and down (outside the vocabulary); a ten-pence "
        "piece lies here: take it",
    ),
    item(
        "Garage\nA Ford Cortina sits on bricks under a dust sheet. Tins of paint and a "
        "lawnmower crowd the walls.\nExits: west (door to the kitchen), south (up-and-over door, "
        "shut)",
        R("garage", "w s", closed="s"),
        notes="the exit line gives the up-and-over door south as shut (closed) and west open: "
        "go west or open south; no coin",
    ),
    item(
        (
            "Kitchen Garden\nRows of leeks and a cold frame. The greenhouse runs the length of "
            "the east side. The gate is north, and the back door of the house is west.\n"
            "[Exits: north west]",
            R("kitchen garden", "n w"),
        ),
        "east",
        (
            "You walk into the greenhouse glass. Ow.\n\nKitchen Garden\nRows of leeks and a "
            "cold frame. The greenhouse runs the length of the east side. The gate is north, "
            "and the back door of the house is west.\n[Exits: north west]",
            Both(K("refused"), R("kitchen garden", "n w")),
        ),
        notes="a refusal and the room printed again in one text: east refused (the greenhouse "
        "glass is no way); north and west open",
    ),
    item(
        "Market Square\nStalls of fruit, fish and phone cases. A juggler tosses three copper "
        "coins in the air, catches them, and pockets them with a bow.\nObvious exits: north, "
        "east, south",
        R("market square", "n e s"),
        notes="not a house: the juggler's coins go into his pocket, none lies here; three exits",
    ),
    item(
        "Bowling Green\nA square of flat, perfect turf with a ditch all round. The clubhouse "
        "door, west, stands open.\n[Exits: north west]\nThree copper coins are scattered on the "
        "bank by the ditch.",
        R("bowling green", "n w", coin=True),
        notes="three copper coins scattered on the bank lie here: take them",
    ),
    item(
        "Back Bedroom\nA single bed, a wardrobe with a mirror on its door and a rag rug. The "
        "curtains are drawn.\nObvious exits:\nnorth - The Landing\neast  - A locked door\n"
        "A gold sovereign glints under the bed.",
        R("back bedroom", "n e", locked="e", coin=True, leads={"n": "the landing"}),
        notes="Diku's exits with destinations: north to the landing, east a locked door (no "
        "open); the wardrobe's mirror door is no door of the room; a sovereign under the bed "
        "lies here: take it",
    ),
    item(
        "Larder\nCold slate shelves, a meat safe and a row of jam jars. The kitchen is east.\n"
        "[Exits: east]\nA biscuit tin sits here, its lid off.\nThe biscuit tin contains:\n"
        "  a silver sixpence\n  two buttons",
        R("larder", "e", coin=True),
        notes="a biscuit tin with its lid off whose contents are listed holds a silver sixpence: "
        "a coin in the room, take it",
    ),
    item(
        "Sandpit(#9)\nA sandpit in the corner of the playground, more cat than sand.\nExits: "
        "north and west\nCharacters: a toddler\nYou see: a plastic spade and a 2p coin",
        R("sandpit", "n w", coin=True),
        notes="Evennia's 'You see:' lists a 2p coin: take it",
    ),
    item(
        "Utility Room\nA boiler, a chest freezer humming to itself and a clothes horse hung "
        "with shirts. The back door, east, has been flung open to let the steam out, and the "
        "kitchen is south.\nExits -> east, south\n(45hp 30mv) [07:15] >",
        R("utility room", "e s"),
        notes="a door 'flung open' is open; exits east and south; no coin",
    ),
]
