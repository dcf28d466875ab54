"""mud, thirty-fourth round: a widow's cottage as a small MUD area, and homes in MUD formats. Six
walks (1-4 turns) on a ROM-like cottage whose prompt counts the movement points down ("<34hp 100m
87mv>"; Widow Marsh's Kitchen with "[Exits: north east (west)]" and the back door "shut" at first;
Front Room with the bedroom door north "locked; the widow keeps the key on a string"; Pantry; Herb
Garden with "A tarnished silver coin lies among the sage."): "The back door is closed.", "You open
the back door.", "You get a tarnished silver coin.", "The bedroom door is closed." then "unlock
north" and "You lack the key.", "Alas, you cannot go that way.", a return to the kitchen with the
back door open. Single rooms: Evennia's "Scullery(#412)" with "You see: a scrubbing brush and 2
copper coins", an LP boot room ("There are two obvious exits: east and south." / "A silver coin."),
a landlady counting the rent beside "A gold coin has rolled under the settee.", Diku's exits with
destinations and "(closed door)", a coal cellar whose refusal ("The coal-hole is far out of reach")
prints the room again (Both), an Evennia back yard with a gate (no compass word), a tenement
stairwell ("The door to the north has a brass plate reading FLAT 3 and is locked."), newbie chatter
about coins, a muddy lane and harbour steps (not houses), a search that rolls a copper coin out from
between tea chests, Gran counting her pension into a jam jar, a CircleMUD pigeon loft whose one door
is bolted on the far side, a lean-to's tin with its lid off holding three pennies. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def prompt(mv: int) -> str:
    return f"<34hp 100m {mv}mv> "


# Widow Marsh's cottage: Kitchen n Front Room, e Pantry, w Herb Garden (back door, shut at
# first); Front Room n bedroom (locked). The movement points fall by one a move.
def kitchen(mv: int, back_open: bool = False) -> tuple:
    door = "stands open" if back_open else "is shut"
    exits = "north east west" if back_open else "north east (west)"
    return (
        "Widow Marsh's Kitchen\n  A low kitchen with a flagstone floor. A black range fills "
        "the south wall, and bunches of thyme hang drying from the beams. The back door, in "
        f"the west wall, {door}.\n[Exits: {exits}]\nA three-legged stool stands here.\n"
        f"{prompt(mv)}",
        R(
            "widow marsh's kitchen",
            "n e w",
            closed="" if back_open else "w",
            leads={"n": "front room", "e": "pantry", "w": "herb garden"},
        ),
    )


def front_room(mv: int) -> tuple:
    return (
        "Front Room\n  Two armchairs, a clock on the mantel and a smell of lavender polish. The "
        "bedroom door, north, is locked; the widow keeps the key on a string round her neck.\n"
        f"[Exits: (north) south]\n{prompt(mv)}",
        R("front room", "n s", locked="n", leads={"s": "widow marsh's kitchen"}),
    )


def pantry(mv: int) -> tuple:
    return (
        "Pantry\n  Cool slate shelves hold crocks of dripping and a side of bacon in muslin. "
        f"\n[Exits: west]\n{prompt(mv)}",
        R("pantry", "w", leads={"w": "widow marsh's kitchen"}),
    )


def herb_garden(mv: int, coin: bool = True) -> tuple:
    line = "A tarnished silver coin lies among the sage.\n" if coin else ""
    return (
        "Herb Garden\n  Sage, rosemary and a straggle of mint grow in a walled square behind "
        f"the cottage. The walls are too high to see over.\n[Exits: east]\n{line}{prompt(mv)}",
        R("herb garden", "e", coin=coin, leads={"e": "widow marsh's kitchen"}),
    )


def reply(text: str, mv: int, reading: K) -> tuple:
    return (f"{text}\n{prompt(mv)}", reading)


ITEMS = [
    # ---- walks in Widow Marsh's cottage ----
    item(
        kitchen(87),
        "west",
        reply("The back door is closed.", 87, K("refused", "closed")),
        notes="a move refused at the back door, shut in the prose and in parentheses in the "
        "exit line: refused west, closed (open west); north and east open",
    ),
    item(
        kitchen(87),
        "open west",
        reply("You open the back door.", 87, K("opened")),
        "west",
        herb_garden(86),
        "get coin",
        reply("You get a tarnished silver coin.", 86, K("took")),
        notes="the back door opened, the garden entered, the coin got: the garden's one way "
        "east is the way in: go back east",
    ),
    item(
        kitchen(87),
        "north",
        front_room(86),
        "north",
        reply("The bedroom door is closed.", 86, K("refused", "closed")),
        "unlock north",
        reply("You lack the key.", 86, K("none")),
        notes="the locked bedroom door refused, a failed unlock: refused north, still locked "
        "(no action); south is the way in: go back south",
    ),
    item(
        kitchen(87),
        "east",
        pantry(86),
        "west",
        kitchen(85),
        "north",
        front_room(84),
        notes="the pantry and back, then the front room: its way north is locked (no action), "
        "south is the way in, visited: go back south",
    ),
    item(
        kitchen(87),
        "e",
        pantry(86),
        "e",
        reply("Alas, you cannot go that way.", 86, K("refused")),
        notes="a move toward no exit refused in the pantry: refused east; west the way in and "
        "the pantry's one way: go back west",
    ),
    item(
        kitchen(87),
        "open west",
        reply("You open the back door.", 87, K("opened")),
        "w",
        herb_garden(86),
        "get coin",
        reply("You get a tarnished silver coin.", 86, K("took")),
        "e",
        kitchen(85, back_open=True),
        notes="back in the kitchen with the coin and the back door open: west visited, north "
        "and east not yet",
    ),
    # ---- single rooms ----
    item(
        "Scullery(#412)\nA cramped scullery with a stone sink and a wringer.\nExits: north, "
        "west\nYou see: a scrubbing brush and 2 copper coins",
        R("scullery", "n w", coin=True),
        notes="Evennia's name with its dbref names the scullery; '2 copper coins' among the "
        "things seen: take them",
    ),
    item(
        "Farmhouse boot room.\nMuddy wellingtons stand in a row under the coat pegs.\n    "
        "There are two obvious exits: east and south.\nA silver coin.",
        R("farmhouse boot room", "e s", coin=True),
        notes="LPMud's short description names the room; 'A silver coin.' on its own line is "
        "a coin lying here",
    ),
    item(
        "The Landlady's Parlour\n  Antimacassars on every chair. The door to the east is shut, "
        "and the passage runs on north and west.\n[Exits: north (east) west]\nMrs. Grindle is "
        "here, counting the week's rent into a cash tin.\nA gold coin has rolled under the "
        "settee.",
        R("the landlady's parlour", "n e w", closed="e", coin=True),
        notes="the rent a landlady counts into her tin is hers, but a gold coin rolled under "
        "the settee lies in the room: take it; east shut",
    ),
    item(
        "Grandmother's Cottage\n   A fire crackles in the grate and the kettle is on.\n"
        "Obvious exits:\nnorth - Grandmother's Bedroom\nsouth - The Garden Path\nwest  - "
        "(closed door)",
        R(
            "grandmother's cottage",
            "n s w",
            closed="w",
            leads={"n": "grandmother's bedroom", "s": "the garden path"},
        ),
        notes="Diku's exit list with destinations; west given only as a closed door: closed",
    ),
    item(
        (
            "Coal Cellar\n  Black dust, a heap of nutty slack, and a coal-hole high in the "
            "north wall where the coalman tips it in. Steps climb up to the kitchen, and a low "
            "arch leads east.\n[Exits: east up]",
            R("coal cellar", "e u"),
        ),
        "north",
        (
            "The coal-hole is far out of reach, and you'd never fit through it anyway.\n\n"
            "Coal Cellar\n  Black dust, a heap of nutty slack, and a coal-hole high in the north "
            "wall where the coalman tips it in. Steps climb up to the kitchen, and a low arch "
            "leads east.\n[Exits: east up]",
            Both(K("refused"), R("coal cellar", "e u")),
        ),
        notes="a refusal and the room printed again in one text: refused north (a coal-hole "
        "high in the wall is no way); the exit line gives east and up (up outside the "
        "vocabulary): go east",
    ),
    item(
        "Back Yard(#88)\nWashing flaps on a line strung between the privy and the wall.\n"
        "Exits: north, gate\nCharacters: Old Ma Pruitt\nYou see: a tin bath",
        R("back yard", "n gate"),
        notes="Evennia's exits: north, and a gate with no compass word (outside the "
        "vocabulary): go north",
    ),
    item(
        "Dark Stairwell\nThe stairs smell of damp and somebody's cooking.\nThere are three "
        "obvious exits: north, south and up.\nThe door to the north has a brass plate reading "
        "FLAT 3 and is locked.",
        R("dark stairwell", "n s u", locked="n"),
        notes="three exits, north behind a locked door (no action), up outside the "
        "vocabulary: go south",
    ),
    item(
        "Wash House\n  A copper for boiling sheets, cold today, and a mangle in the corner.\n"
        "[Exits: east west]\n[newbie] Kestrel: where do u find coins in this mud lol\n"
        "[newbie] Bram: kill rats in the cellar",
        R("wash house", "e w"),
        notes="coins named on a chat channel are no coin here; the cold copper is a boiler; "
        "east and west",
    ),
    item(
        "Muddy Lane\n  The lane runs north to south between hawthorn hedges too thick to push "
        "through.\n[Exits: north south]\nA rusty horseshoe lies here.",
        R("muddy lane", "n s"),
        notes="not a house: north and south; the hedges are no way; a horseshoe is no coin",
    ),
    item(
        "Harbour Steps\n  Green weed coats the lower steps where they go down into the water. "
        "The quay is west of here.\n[Exits: west]\nA small pile of coins lies here.",
        R("harbour steps", "w", coin=True),
        notes="not a house: the steps into the water are no way; 'A small pile of coins lies "
        "here.': take them",
    ),
    item(
        (
            "Junk Room\n  Broken chairs, a dressmaker's dummy, tea chests stacked to the "
            "ceiling.\n[Exits: east west]",
            R("junk room", "e w"),
        ),
        "search",
        (
            "Something rolls out from between two tea chests and comes to rest on the "
            "floorboards: a copper coin.",
            R(None, "e w", coin=True),
        ),
        notes="a search that brings a coin out onto the floor is read as the room again with "
        "a coin in it (the ninth round's way): take it",
    ),
    item(
        "Gran's Kitchen\n  A rag rug, a dresser of willow-pattern plates and a fat tabby "
        "asleep by the stove.\n[Exits: north south]\nGran is here, counting her pension into a "
        "jam jar.",
        R("gran's kitchen", "n s"),
        notes="money a person counts into her own jar is no coin lying here; north and south",
    ),
    item(
        "Pigeon Loft\n   Cooing fills the loft. The ladder down is the way you will have to "
        "leave, unless you fancy the door north, which is bolted on the far side.\n"
        "[ Exits: n d ]\n< 18H 30M 60V >",
        R("pigeon loft", "n d", locked="n"),
        notes="CircleMUD's exit line: north behind a door bolted on the far side (locked), "
        "down outside the vocabulary: no action",
    ),
    item(
        "Lean-to\n  A sagging lean-to against the cottage wall, full of firewood. The only "
        "opening is to the south.\n[Exits: south]\nA rusty tin, its lid off, holds three "
        "pennies.\n<34hp 100m 60mv> ",
        R("lean-to", "s", coin=True),
        notes="three pennies in a tin whose lid is off (contents given): coins here, take them",
    ),
]
