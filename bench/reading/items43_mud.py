"""mud, forty-third round: seven walks (2-4 turns) on the summit of a ski area at Dizin, in a MUD
manner with a two-line title bar, an indented description, an exit line and a bracketed prompt, and
thirteen single rooms and short histories in other MUD families' manners.

The summit: Top Station n Patrol Hut (the patrol hut door, shut at first), e Terrace, w the machine
room door (locked, never entered); Patrol Hut (a 250-rial coin by the stove); Terrace n Kitchen.
Replies: "The patrol hut door is shut.", "You pull the patrol hut door open. Warm air rushes out.",
"The machine room door is locked. A sticker on it reads AUTHORISED STAFF ONLY.", "The chairs go
south into the cloud. You are not a chair.", "You get a 250-rial coin." The walks are printed from
the map by functions, so a room reads the same on every visit; where two walks end in the same room
in the same state, the last text carries an event of that turn.

Single rooms: a DragonRealms-like weavers' market ("Obvious paths: north, east."), a GemStone-like
dyers' row (a silver penny), a Sindome-like noodle bar whose exits name where they lead (a one-yuan
coin), an Armageddon-like salt flat whose road is the only way, a BatMUD-like "There are two obvious
exits: east and south.", a PennMUSH-like "Obvious exits:" list with the directions in angle
brackets, a CircleMUD-like exit line with "(closed door)" after a direction, a tavern where "There's
no way to go in that direction." answers a move, a Merc-like fish landing whose 5-dalasi coin is
taken, an out-of-character channel's lost coin, a bell tower whose only way is up, a ferry's car
deck whose ramp east is lowered and whose stairs go up, a market whose stall-keeper's coins are his.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "[HP 312/312  SP 140/140  EP 95/95]  >"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before the prompt."""
    text, reading = step
    body, prompt = text.rsplit("\n", 1)
    return (f"{body}\n{line}\n{prompt}", reading)


def room(title: str, body: str, exits: str, extra: str = "") -> str:
    more = f"\n{extra}" if extra else ""
    return f"{title}\n    {body}\n  Exits: {exits}{more}\n{PROMPT}"


# ---- the summit: Top Station n Patrol Hut (door), e Terrace, w machine room (locked);
# Terrace n Kitchen.


def top_station(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        room(
            "Top Station",
            "The great bullwheel turns overhead with a steady creak, hauling the empty chairs "
            "round and sending them off downhill into the cloud. Skiers stamp their boots on the "
            f"grating. The patrol hut door to the north {state}. The machine room door to the west "
            "is locked, as it always is. The restaurant terrace opens to the east.",
            "north, east, west.",
            "A lift attendant is here, scraping ice off the rail.",
        ),
        R(
            "top station",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "patrol hut", "e": "terrace"},
        ),
    )


def patrol_hut(coin: bool = True) -> tuple:
    extra = "A 250-rial coin lies on the floor by the stove." if coin else ""
    return (
        room(
            "Patrol Hut",
            "A pot-bellied stove, a rack of rescue sleds and a radio that hisses to itself. The "
            "door to the south stands open onto the lift station.",
            "south.",
            extra,
        ),
        R("patrol hut", "s", coin=coin),
    )


TERRACE = (
    room(
        "Terrace",
        "Plastic tables and chairs stand in the snow, and the view would be tremendous if there "
        "were one. The kitchen is through an open doorway to the north. The lift station is "
        "west.",
        "north, west.",
        "A waiter is here, wiping a table that nobody will sit at.",
    ),
    R("terrace", "n w", leads={"n": "kitchen", "w": "top station"}),
)
KITCHEN = (
    room(
        "Kitchen",
        "A cauldron of soup steams on the range. Trays of flatbread are stacked by the pass. "
        "The only way out is south, onto the terrace.",
        "south.",
        "A cook is here, singing under his breath.",
    ),
    R("kitchen", "s", leads={"s": "terrace"}),
)
SHUT = (f"The patrol hut door is shut.\n{PROMPT}", K("refused", "closed"))
PULL = (f"You pull the patrol hut door open. Warm air rushes out.\n{PROMPT}", K("opened", "n"))
MACHINE_LOCKED = (
    f"The machine room door is locked. A sticker on it reads AUTHORISED STAFF ONLY.\n{PROMPT}",
    K("refused", "locked"),
)
GET_RIAL = (f"You get a 250-rial coin.\n{PROMPT}", K("took"))

_summit = [
    item(
        top_station(),
        "north",
        SHUT,
        "open door",
        PULL,
        "north",
        patrol_hut(),
        notes="MUD summit at Dizin: the patrol hut door refused (shut), opened, walked through; "
        "a 250-rial coin (Iranian) by the stove: take it.",
    ),
    item(
        top_station(),
        "s",
        (f"The chairs go south into the cloud. You are not a chair.\n{PROMPT}", K("refused")),
        "e",
        TERRACE,
        "n",
        KITCHEN,
        notes="Summit: a move south (no exit: the lift's cable) refused and left behind; east "
        "onto the terrace and north into the kitchen; its one way south is visited and the way "
        "in: all visited.",
    ),
    item(
        top_station(),
        "w",
        MACHINE_LOCKED,
        "e",
        TERRACE,
        notes="Summit: the machine room door refused (locked), left behind in the top station; on "
        "the terrace west is visited and the way in; the kitchen north is new.",
    ),
    item(
        KITCHEN,
        "s",
        TERRACE,
        "w",
        top_station(),
        notes="Summit, begun in the kitchen: in the top station east is visited and the way in; "
        "the patrol hut door north is shut (open it), the machine room locked.",
    ),
    item(
        top_station(),
        "east",
        TERRACE,
        "west",
        also(top_station(), "A chair swings in empty and bangs against the stop."),
        notes="Summit: a return to the first room; east visited, no initial there; the patrol "
        "hut door is shut: open it.",
    ),
    item(
        patrol_hut(),
        "get coin",
        GET_RIAL,
        "south",
        top_station(True),
        notes="Summit, begun in the patrol hut: the rial coin taken, then south; in the top "
        "station north is visited and the way in, its door open; the terrace east is new; the "
        "machine room locked.",
    ),
    item(
        top_station(),
        "n",
        SHUT,
        "open north",
        PULL,
        "n",
        patrol_hut(),
        "get 250-rial coin",
        GET_RIAL,
        notes="Summit: the door refused, opened by direction, walked through, the coin got: "
        "the hut's one way south is visited, the way in, all visited.",
    ),
]

_singles = [
    item(
        "[Weavers' Market]\nLooms clatter under striped awnings, and bolts of cloth are piled "
        "on trestles in every colour you can name. A woman is haggling fiercely over a shawl.\n"
        "Obvious paths: north, east.\nYou also see a spindle.\n>",
        R("weavers' market", "n e"),
        notes="DragonRealms-like: the bracketed title names the room; 'Obvious paths: north, "
        "east.'; no coin.",
    ),
    item(
        "[Dyers' Row]\nVats of indigo and madder steam along both sides of the lane, and the "
        "gutters run blue and red. You also see a silver penny and a wooden paddle.\nObvious "
        "exits: north, south, west\n>",
        R("dyers' row", "n s w", coin=True),
        notes="GemStone-like: 'You also see a silver penny': a coin, take it.",
    ),
    item(
        "Noodle Bar\nSteam and neon. Six stools at a greasy counter, and a cook who does not "
        "look up. A one-yuan coin sits in a puddle of broth at the end of the counter.\nExits: "
        "north (to the Flyover), west (to Alley 12)\nA hooded man is here, slurping noodles.\n>",
        R("noodle bar", "n w", coin=True, leads={"n": "flyover", "w": "alley 12"}),
        notes="Sindome-like: exits with where they lead; a one-yuan coin on the counter: take it.",
    ),
    item(
        "Salt Flat\nA white glare stretches away in every direction, crusted and cracked, and "
        "the heat comes up off it like a hand. Only the caravan road, running north and south, "
        "is safe to walk; the crust elsewhere hides brine pools.\n[Obvious exits: N S]\n>",
        R("salt flat", "n s"),
        notes="Armageddon-like desert: the road north and south are the exits (the exit line "
        "says so); the crust elsewhere is no way.",
    ),
    item(
        "Herring Quay\nCrates of salt herring are stacked along the quay, and gulls walk about "
        "like inspectors. A warehouse stands to the east.\nThere are two obvious exits: east and "
        "south.\n>",
        R("herring quay", "e s"),
        notes="BatMUD-like: 'There are two obvious exits: east and south.'; no coin.",
    ),
    item(
        "Conservatory Lounge\nWicker chairs, a tired palm and a piano that nobody plays. Light "
        "comes in green through the glass.\nObvious exits:\nGarden <N>  Billiard Room <E>  "
        "Hallway <W>",
        R(
            "conservatory lounge",
            "n e w",
            leads={"n": "garden", "e": "billiard room", "w": "hallway"},
        ),
        notes="PennMUSH-like: the exits listed by where they lead with their directions in angle "
        "brackets (<N> north, <E> east, <W> west).",
    ),
    item(
        "Gatehouse Passage\n   A vaulted passage under the town wall. Murder holes in the roof "
        "look down on you. A guard sleeps on a stool.\n[ Exits: north, south (closed door) ]\n"
        "120H 88M 230V >",
        R("gatehouse passage", "n s", closed="s"),
        notes="CircleMUD-like: '(closed door)' after south: a closed door south (open it); "
        "north open.",
    ),
    item(
        (
            "Drowned Man Tavern\n  A low-beamed tavern that smells of tar and beer. A fire smokes "
            "in the grate.\n  [Exits: north west]\n>",
            R("drowned man tavern", "n w"),
        ),
        "east",
        ("There's no way to go in that direction.\n>", K("refused")),
        notes="MUD tavern: a move east (no exit there) refused: refused(east); the exits north "
        "and west remain.",
    ),
    item(
        (
            "Fish Landing\n  Pirogues are drawn up on the beach, and women sort bonga fish into "
            "basins. A 5-dalasi coin glints in the wet sand.\n  [Exits: north east]\n<210hp "
            "95m 140mv>",
            R("fish landing", "n e", coin=True),
        ),
        "get coin",
        ("You get a 5-dalasi coin.\n<210hp 95m 140mv>", K("took")),
        notes="Merc-like, on the Gambian coast: the 5-dalasi coin got; the exits north and east "
        "remain, no coin: go north or east.",
    ),
    item(
        "Guild Hall\n   Banners of the guilds hang from the rafters, and a long table is laid "
        "for a feast that has not started. Doors lead east and west.\n[ooc] Pellam: anyone seen "
        "a gold coin near the fountain? dropped mine\n[ooc] Sira: nope\nExits: east west\n>",
        R("guild hall", "e w"),
        notes="MUD with channel chatter: the out-of-character talk of a gold coin near a "
        "fountain is not about this room: no coin; exits east and west.",
    ),
    item(
        "Bell Tower Base\n   A spiral stair winds up into the dark toward the bells. The walls "
        "are bare stone, without a door or window.\nExits: up\n>",
        R("bell tower base", "u"),
        notes="MUD: the only exit is up (outside the vocabulary): no fact of the vocabulary, no "
        "action.",
    ),
    item(
        "Car Deck\n   Lorries and cars are chained in rows, and the whole deck shudders with "
        "the engines. Stairs lead up to the passenger lounge. The loading ramp, to the east, has "
        "been lowered onto the quay.\nExits: east up\n>",
        R("car deck", "e u"),
        notes="MUD ferry: the loading ramp east is an exit, the stairs up are outside the "
        "vocabulary: go east.",
    ),
    item(
        "Spice Market\n   Sacks of cumin, sumac and dried limes stand open along the alley. A "
        "spice seller counts coins into a leather purse on his lap and keeps a sharp eye on "
        "you.\n[Exits: south west]\n>",
        R("spice market", "s w"),
        notes="MUD: coins in a seller's hands, going into his purse, are his, not lying in the "
        "room: no coin; exits south and west.",
    ),
]

ITEMS = _summit + _singles
