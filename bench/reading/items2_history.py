"""history, second round: 2-8 turn walks on small symmetric maps, in seven engines' manners and
many spellings of a move (n, go n, walk north, head east, move west, run south ...). The texts
of a walk are printed from the map by the manner's template below (so a room reads the same
each time it is seen, as in a game); what a person reads in each text is declared beside it,
and the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.reading.author import K, R, canon, item

_D = ("north", "south", "east", "west")


@dataclass
class Room:
    desc: str
    exits: dict[str, str]
    coin: bool = False
    closed: set[str] = field(default_factory=set)
    things: str = ""  # Scott Adams's "I can also see:" list


def _sentence(desc: str) -> str:
    """A room's description as a sentence (a furniture list such as "a stove" becomes one)."""
    return desc if desc[:1].isupper() else f"In one corner you see {desc}."


def _list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _dirs(room: Room) -> list[str]:
    return [d for d in _D if d in room.exits]


def zork(name, room, coin, shut):
    ds = _dirs(room)
    text = f"{name.title()}\n{_sentence(room.desc)} "
    text += f"The only exit is {ds[0]}." if len(ds) == 1 else f"Exits lead {_list(ds)}."
    for d in ds:
        if d in shut:
            text += f" The {d} door is closed."
    return text + ("\nThere is a gold coin here." if coin else "")


def mud(name, room, coin, shut):
    ds = [d[0] if d not in shut else f"({d[0]})" for d in _dirs(room)]
    text = f"[{name.title()}]\n{_sentence(room.desc)}\n[Exits: {' '.join(ds)}]"
    return text + ("\nA silver coin lies here." if coin else "")


def prose(name, room, coin, shut):
    ds = _dirs(room)
    ways = _list(ds).replace(" and ", " or ")
    text = f"You are in the {name}. {_sentence(room.desc)} From here you can go {ways}."
    for d in ds:
        if d in shut:
            text += f" The door to the {d} is shut."
    return text + (" A penny lies on the floor." if coin else "")


def tw(name, room, coin, shut):
    text = f"-= {name.title()} =-\n{_sentence(room.desc)}\n\n"
    parts = []
    for d in _dirs(room):
        if d in shut:
            parts.append(f"There is a closed door leading {d}.")
        else:
            parts.append(f"There is an unguarded exit to the {d}.")
    text += " ".join(parts)
    return text + ("\n\nThere is a coin on the floor." if coin else "")


def twx(name, room, coin, shut):
    text = f"You are in the {name}. In one part of the room you see {room.desc}. "
    if coin:
        text += "You also see a coin. "
    text += "\n"
    for d in _dirs(room):
        if d in shut:
            text += f"To the {d.title()} you see a closed wood door. "
        else:
            text += f"To the {d.title()} you see the {room.exits[d]}. "
    return text


def inform(name, room, coin, shut):
    ds = _dirs(room)
    text = (
        f"{name.title()}\n{_sentence(room.desc)} You can go {_list(ds).replace(' and ', ' or ')}."
    )
    for d in ds:
        if d in shut:
            text += f"\n\nThe {d} door is closed."
    return text + ("\n\nYou can see a coin here." if coin else "")


def scott(name, room, coin, shut):
    ds = [d.upper() for d in _dirs(room)]
    article = "an" if name[0] in "aeiou" else "a"
    text = (
        f"I'm in {article} {name}\nObvious exits: {', '.join(ds)}.\nI can also see: {room.things}"
    )
    return text + (", Gold coin" if coin else "")


_REFUSAL = {
    zork: "You can't go that way.",
    mud: "Alas, there is no exit in that direction.",
    prose: "You can't go that way from here.",
    tw: "You can't go that way.",
    twx: "You can't move there. ",
    inform: "You can't go that way.",
    scott: "I can't go in that direction.",
}


def walk(tpl, world: dict[str, Room], start: str, moves: list[str], tail: str = "", notes=""):
    """An item: the walk ``moves`` from ``start`` on ``world``, printed by ``tpl``; ``tail`` is
    appended to the last text (a line that changes nothing read, to keep texts apart)."""
    opened: set[tuple[str, str]] = set()
    taken: set[str] = set()

    def show(name: str):
        room = world[name]
        coin = room.coin and name not in taken
        shut = {d for d in room.closed if (name, d) not in opened}
        leads = {d[0]: room.exits[d] for d in _dirs(room)} if tpl is twx else {}
        leads = {d: r for d, r in leads.items() if d[0] not in {s[0] for s in shut}}
        reading = R(
            name, " ".join(_dirs(room)), closed=" ".join(sorted(shut)), coin=coin, leads=leads
        )
        return [tpl(name, room, coin, shut), reading]

    steps: list = [show(start)]
    cur = start
    for move in moves:
        verb, word = canon(move)
        steps.append(move)
        room = world[cur]
        if (
            verb == "go"
            and word in room.exits
            and not (word in room.closed and (cur, word) not in opened)
        ):
            cur = room.exits[word]
            steps.append(show(cur))
        elif verb == "go" and word in room.exits:
            steps.append(["The door is closed.", K("refused", "closed")])
        elif verb == "go":
            steps.append([_REFUSAL[tpl], K("refused")])
        elif verb == "open":
            opened.add((cur, word))
            back = world[room.exits[word]]
            opened.add((room.exits[word], next(d for d in _D if back.exits.get(d) == cur)))
            steps.append(["Opened.", K("opened")])
        elif verb == "take":
            taken.add(cur)
            steps.append(["Taken.", K("took")])
        else:
            raise ValueError(move)
    if tail:
        steps[-1][0] += tail
    return item(*[tuple(s) if isinstance(s, list) else s for s in steps], notes=notes)


# a house (Zork, Inform 7)
HOUSE = {
    "hall": Room(
        "A staircase sweeps up to a gallery.",
        {"north": "library", "east": "kitchen", "south": "porch"},
    ),
    "library": Room(
        "Shelves of mouldering books reach the ceiling.", {"south": "hall", "west": "study"}
    ),
    "kitchen": Room("A black range squats against the wall.", {"west": "hall", "north": "pantry"}),
    "pantry": Room("Jars of pickles glint on the shelves.", {"south": "kitchen"}, coin=True),
    "study": Room("A globe stands beside a leather armchair.", {"east": "library"}),
    "porch": Room("Rain drums on the tin roof.", {"north": "hall"}),
}
# moorland (MUD, Scott Adams)
MOOR = {
    "crossroads": Room(
        "Four tracks meet at a leaning signpost.",
        {"north": "forest edge", "east": "river ford", "west": "old mill"},
        things="Signpost",
    ),
    "forest edge": Room(
        "Dark pines crowd the track.",
        {"south": "crossroads", "north": "deep forest"},
        things="Pine cones",
    ),
    "deep forest": Room(
        "Barely any light reaches the needles underfoot.",
        {"south": "forest edge"},
        things="Toadstools",
    ),
    "river ford": Room(
        "Cold water chuckles over the stones.",
        {"west": "crossroads", "east": "ferry landing"},
        things="Stepping stones",
    ),
    "ferry landing": Room(
        "A rotting jetty pokes into the river.",
        {"west": "river ford"},
        coin=True,
        things="Rotting jetty, Mooring post",
    ),
    "old mill": Room(
        "The millwheel is still.", {"east": "crossroads"}, things="Millstone, Sack of flour"
    ),
}
# a flat (TextWorldExpress, TextWorld, prose)
FLAT = {
    "kitchen": Room("a stove", {"north": "living room", "east": "pantry"}),
    "living room": Room(
        "a sofa", {"south": "kitchen", "west": "bedroom", "north": "balcony"}, closed={"north"}
    ),
    "pantry": Room("a shelf", {"west": "kitchen"}),
    "bedroom": Room("a bed", {"east": "living room", "south": "bathroom"}),
    "bathroom": Room("a bathtub", {"north": "bedroom"}, coin=True),
    "balcony": Room("a deck chair", {"south": "living room"}, closed={"south"}),
}
# a long corridor of rooms (TextWorld, prose)
LINE = {
    "gatehouse": Room("Arrow slits pierce the walls.", {"east": "bailey"}),
    "bailey": Room(
        "Chickens scratch in the dust.",
        {"west": "gatehouse", "east": "keep", "north": "well house"},
    ),
    "well house": Room("A windlass creaks over the well.", {"south": "bailey"}),
    "keep": Room(
        "Tapestries hang from the stone walls.",
        {"west": "bailey", "east": "solar", "south": "chapel"},
    ),
    "solar": Room("Sunlight pours through tall windows.", {"west": "keep"}, coin=True),
    "chapel": Room("Candles gutter on the altar.", {"north": "keep"}),
}

ITEMS = [
    walk(zork, HOUSE, "hall", ["n", "s"], tail="\nA clock ticks somewhere above."),
    walk(zork, HOUSE, "hall", ["go east", "go north"]),
    walk(zork, HOUSE, "hall", ["north", "west"]),
    walk(zork, HOUSE, "hall", ["n", "w", "e"]),
    walk(inform, HOUSE, "hall", ["south", "north", "east", "west"]),
    walk(inform, HOUSE, "porch", ["go north", "go east", "go west", "go north", "go west"]),
    walk(
        inform,
        HOUSE,
        "kitchen",
        ["walk west", "walk north", "walk south"],
        tail="\n\nA draught stirs the curtains.",
        notes="the walk starts in the kitchen: the hall was first entered from the east",
    ),
    walk(mud, MOOR, "crossroads", ["n", "n", "s"]),
    walk(mud, MOOR, "crossroads", ["e", "e"]),
    walk(mud, MOOR, "crossroads", ["w", "e", "n", "s"], tail="\n<88hp 40m 102mv>"),
    walk(
        mud,
        MOOR,
        "deep forest",
        ["s", "s", "e", "w"],
        notes="back at the crossroads, first entered from the north",
    ),
    walk(
        scott,
        MOOR,
        "old mill",
        ["go east", "go north", "go up", "go south"],
        notes="'go up' is refused in the forest edge; the walk then returns to the crossroads",
    ),
    walk(twx, FLAT, "kitchen", ["move north", "move west", "move south"]),
    walk(twx, FLAT, "kitchen", ["move east", "move west", "move north"]),
    walk(twx, FLAT, "kitchen", ["move north", "move north", "open door to north", "move north"]),
    walk(
        twx,
        FLAT,
        "pantry",
        ["move west", "move north", "move west", "move east"],
        tail="\nThe clock on the wall reads half past four. ",
    ),
    walk(
        tw, FLAT, "bathroom", ["go north", "go east", "go south", "go east", "go west", "go north"]
    ),
    walk(tw, LINE, "gatehouse", ["go east", "go east", "go east", "go west", "go south"]),
    walk(tw, LINE, "gatehouse", ["go east", "go north", "go south", "go east"]),
    walk(
        prose,
        LINE,
        "chapel",
        [
            "head north",
            "head west",
            "head north",
            "head south",
            "head west",
            "head east",
            "head east",
        ],
        notes="seven moves",
    ),
    walk(
        prose,
        LINE,
        "well house",
        ["walk south", "walk east", "walk east", "take coin", "walk west"],
        tail=" Your footsteps echo in the empty keep.",
    ),
    walk(
        prose,
        FLAT,
        "balcony",
        ["open south door", "go to the south", "go to the south", "go to the east"],
    ),
    walk(scott, MOOR, "ferry landing", ["go west", "go west", "go west"]),
]
