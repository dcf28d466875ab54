"""mud, fifty-second round (emphasis: the game's replies and the history): eight walks (2-5 turns)
on a White Sea salt works in a SlothMUD-like manner (a title, an indented description, "[ obvious
exits: N E W ]", a prompt "142H 96V >" that names no room), whose replies are DikuMUD's terse ones
and whose rooms, seen again, are told in brief (the title and the exit line alone): a Boiling House
whose plank door north "is closed" at first, whose brine well is east, whose steward's door west "is
locked" and whose south is the sea wall; a Salt Barn; a Brine Well with a woodshed north through a
low doorway; a Woodshed with "A copper polushka lies among the wood chips."; "The door seems to be
closed.", "Ok." after an open and after a close, "It seems to be locked.", "You don't have the
proper key.", "It is not locked.", "You cannot walk on the sea wall; ...", "You get a copper
polushka.", "You sit down and rest your tired bones.", "You cannot go that way."; single rooms and
short histories in MUD families the earlier rounds never named, whose facts hang on the reply: a
Merentha-like "You can't go west from here.", a ZombieMUD-like locked door and a key that does not
fit, a NakedMud-like `look east` that tells a door's state, a LegendMUD-like ferryman who speaks the
room and the refusal, a Clok-like exits command after a door is opened, a Cryosphere-like airlock
"locked down", an Avalon-like refusal with the room in one text, a Tsunami-like silver denga taken
and looked for, a Starmourn-like hatch opened and gone through, a HellMOO-like door scratched KEEP
OUT, an Elysium-like sleep and wake, an Icewind-like door blown shut (the room printed again). What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

# ---- the salt works: BOILING HOUSE n SALT BARN (a plank door, closed at first), e BRINE WELL, w
# the steward's room (locked), s the sea wall (no way); BRINE WELL n WOODSHED (a low doorway; a
# copper polushka).


def prompt(hp: int, v: int) -> str:
    return f"\n{hp}H {v}V > "


def boiling(v: int, door: str = "closed", brief: bool = False, hp: int = 142) -> tuple:
    line = "N E W"
    if brief:
        text = f"The Boiling House\n[ obvious exits: {line} ]\n"
    else:
        text = (
            "The Boiling House\n   Iron pans as wide as a cart stand over brick hearths, and "
            "the brine in them seethes and spits. Salt crusts every beam. A plank door in the "
            f"north wall is {door}. The brine well is east. The steward's door, west, is "
            "locked. South, beyond the sea wall, the White Sea lies flat and grey.\n"
            f"[ obvious exits: {line} ]\nA salt-boiler in a leather apron stirs a pan here.\n"
        )
    return (
        text + prompt(hp, v),
        R(
            "boiling house",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "salt barn", "e": "brine well"} if not brief else {},
        ),
    )


def barn(v: int) -> tuple:
    return (
        "The Salt Barn\n   Salt lies heaped to the rafters in grey drifts, and your boots "
        "crunch on it. The plank door, south, stands open.\n[ obvious exits: S ]\n"
        + prompt(142, v),
        R("salt barn", "s", leads={"s": "boiling house"}),
    )


def well(v: int, brief: bool = False) -> tuple:
    if brief:
        text = "The Brine Well\n[ obvious exits: N W ]\n"
    else:
        text = (
            "The Brine Well\n   A windlass creaks over a square shaft, and buckets of brine "
            "go up and down it on a chain. The boiling house is west. A low doorway leads "
            "north into the woodshed.\n[ obvious exits: N W ]\n"
        )
    return (
        text + prompt(142, v),
        R("brine well", "n w", leads={"w": "boiling house", "n": "woodshed"} if not brief else {}),
    )


def woodshed(v: int, coin: bool = True) -> tuple:
    text = (
        "The Woodshed\n   Birch logs are stacked in walls higher than your head, fuel for the "
        "pans. The only way out is the low doorway south.\n[ obvious exits: S ]\n"
    )
    if coin:
        text += "A copper polushka lies among the wood chips.\n"
    return (text + prompt(142, v), R("woodshed", "s", coin=coin, leads={"s": "brine well"}))


def reply(line: str, v: int, reading) -> tuple:
    return (f"{line}\n" + prompt(142, v), reading)


ITEMS = [
    item(
        boiling(96),
        "n",
        reply("The door seems to be closed.", 96, K("refused", "closed")),
        "open door",
        reply("Ok.", 96, K("opened", "n")),
        "n",
        barn(95),
        notes="the plank door refused ('The door seems to be closed.'), opened ('Ok.', the only "
        "shut door) and walked through: in the salt barn south visited (initial, all visited): "
        "go back south",
    ),
    item(
        boiling(90),
        "w",
        reply("The door seems to be closed.", 90, K("refused", "closed")),
        "open w",
        reply("It seems to be locked.", 90, K("none")),
        "unlock w",
        reply("You don't have the proper key.", 90, K("none")),
        notes="the steward's door (locked by the room's text) refused, found locked again on an "
        "open and not unlocked: refused(west), closed(west), no open; open north or go east",
    ),
    item(
        boiling(88),
        "e",
        well(87),
        "n",
        woodshed(86),
        "get polushka coin",
        reply("You get a copper polushka.", 86, K("took")),
        "look",
        woodshed(86, coin=False),
        notes="the polushka taken, and the look shows the woodshed without it: no coin; south "
        "visited (initial, all visited): go back south",
    ),
    item(
        well(80),
        "w",
        boiling(79),
        "s",
        reply(
            "You cannot walk on the sea wall; the White Sea is on the other side of it.",
            79,
            K("refused"),
        ),
        "rest",
        reply("You sit down and rest your tired bones.", 79, K("none")),
        notes="the sea wall refused (no exit: refused(south)), and a rest keeps the room; east "
        "visited (initial); the plank door closed, the steward's door locked: open north",
    ),
    item(
        boiling(70, hp=138),
        "e",
        well(69),
        "n",
        woodshed(68),
        "get coin",
        reply("You get a copper polushka.", 68, K("took")),
        "s",
        well(67, brief=True),
        "w",
        boiling(66, brief=True, hp=138),
        notes="the brine well and the boiling house told again in brief (the title and the exit "
        "line); the plank door known closed from the first look; east visited; the first room "
        "(no initial): open north",
    ),
    item(
        barn(60),
        "s",
        boiling(59, door="open"),
        "close door",
        reply("Ok.", 59, R(None, "n e w", closed="n", locked="w")),
        notes="'Ok.' after `close door`: the plank door shut again behind the player (a reply "
        "that names no room, read as the boiling house with that door closed); north visited "
        "(initial); the brine well east unvisited: go east",
    ),
    item(
        boiling(52),
        "n",
        reply("The door seems to be closed.", 52, K("refused", "closed")),
        "unlock n",
        reply("It is not locked.", 52, K("none")),
        "open n",
        reply("Ok.", 52, K("opened")),
        notes="the plank door refused as closed, not locked, and opened: the refusal cleared; "
        "north and east open: go north or go east",
    ),
    item(
        woodshed(44),
        "get coin",
        reply("You get a copper polushka.", 44, K("took")),
        "s",
        well(43),
        "e",
        reply("You cannot go that way.", 43, K("refused")),
        notes="a walk begun in the woodshed, the coin taken; in the brine well a move east "
        "refused (no exit: refused(east)); north visited (initial), the boiling house west "
        "unvisited: go west",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Smoke House\nHerring hang in golden rows from the smoke racks, and the oak chips "
            "smoulder in the pit below them.\nThere are two obvious exits: north and south.\n> ",
            R("smoke house", "n s"),
        ),
        "west",
        ("You can't go west from here.\n> ", K("refused")),
        notes="a Merentha-like refusal that names no room: refused(west); north and south",
    ),
    item(
        (
            "Bone Cellar\n   Shelves of skulls grin from the walls, sorted by a monk with a "
            "taste for order. A black door leads north; it is locked. An arch leads east to "
            "the crypt chapel.\n   Obvious exits: north, east.\n",
            R("bone cellar", "n e", locked="n", leads={"e": "crypt chapel"}),
        ),
        "unlock north door",
        ("You try the rusty key in the lock, but it doesn't fit.\n", K("none")),
        "n",
        ("The black door is locked.\n", K("refused", "locked")),
        notes="a ZombieMUD-like key that does not fit, and the locked door refused: "
        "refused(north), closed(north), no open; the arch east: go east",
    ),
    item(
        (
            "[Fuller's Shed]\nWet cloth lies in heaps beside the fulling stocks, and the whole "
            "place smells of lye.\nExits: north, east, west\n",
            R("fuller's shed", "n e w"),
        ),
        "look east",
        ("You see a heavy door to the east. It is closed.\n", R(None, "n e w", closed="e")),
        notes="a NakedMud-like `look east` tells the east door's state in a reply that names no "
        "room (closed(east)); north and west open: go north, go west or open east",
    ),
    item(
        (
            "Ferry Steps\nWorn stone steps end at the river's edge, where a rope hangs slack "
            "from a post. The town lane is north.\nExits: north\nThe ferryman leans on his pole "
            "here.\n",
            R("ferry steps", "n", leads={"n": "town lane"}),
        ),
        "west",
        (
            "The ferryman says, 'You're at the Ferry Steps, friend, and the boat's on the far "
            "bank. You'll not cross west today.'\n",
            K("refused"),
        ),
        notes="a LegendMUD-like ferryman speaks the room and the refusal: the river west is no "
        "exit (refused(west)); the lane north: go north",
    ),
    item(
        (
            "Net Loft\n   Nets hang from the rafters in brown clouds, and floats of glass glint "
            "among them. A hatch in the east wall is shut. The sail loft is south.\n"
            "[Exits: east south]\n",
            R("net loft", "e s", closed="e"),
        ),
        "open hatch",
        ("You open the hatch. A cold wind comes in off the harbour.\n", K("opened", "e")),
        "exits",
        ("Obvious exits:\n  east  - Gallery\n  south - Sail Loft\n", R(None, "e s")),
        notes="a Clok-like exits command after the hatch was opened (the room not named): east "
        "and south open",
    ),
    item(
        (
            "Airlock Antechamber\nSpacesuits hang on their racks like sleeping men. The inner "
            "airlock door is east. The crew corridor runs north.\nExits: north, east\n",
            R("airlock antechamber", "n e", leads={"n": "crew corridor"}),
        ),
        "east",
        (
            "The inner airlock door is locked down. A red light blinks: DEPRESSURISED.\n",
            K("refused", "locked"),
        ),
        notes="a Cryosphere-like airlock door 'locked down': refused(east), closed(east), no "
        "open; the crew corridor north: go north",
    ),
    item(
        (
            "Tannery Yard\n  Pits of bark liquor steam in the cold. The gate is north.\n"
            "  Exits: north, west\n",
            R("tannery yard", "n w"),
        ),
        "e",
        (
            "You cannot go east: a wall of stinking pits is in the way.\n\nTannery Yard\n  Pits "
            "of bark liquor steam in the cold. The gate is north.\n  Exits: north, west\n",
            Both(K("refused"), R("tannery yard", "n w")),
        ),
        notes="an Avalon-like refusal and the room printed again in one text: refused(east); "
        "north and west open",
    ),
    item(
        (
            "Icon Corner\n   A lamp burns red before the icons, and the smell of wax is thick. "
            "The refectory is west.\n   Exits: west, south\n   A silver denga lies on the "
            "floor.\n",
            R("icon corner", "w s", coin=True, leads={"w": "refectory"}),
        ),
        "get denga coin",
        ("You get a silver denga.\n", K("took")),
        "look",
        (
            "Icon Corner\n   A lamp burns red before the icons, and the smell of wax is thick. "
            "The refectory is west.\n   Exits: west, south\n",
            R("icon corner", "w s", leads={"w": "refectory"}),
        ),
        notes="a Tsunami-like denga taken, and the look shows the corner without it: no coin; "
        "west and south open",
    ),
    item(
        (
            "Cargo Bay Two\nCrates are strapped down in rows under yellow work lights. A hatch "
            "to the north is closed. The loading ramp is south.\n[exits: n s]\n",
            R("cargo bay two", "n s", closed="n"),
        ),
        "n",
        ("The hatch is closed.\n", K("refused", "closed")),
        "open hatch",
        ("The hatch slides open with a hiss.\n", K("opened", "n")),
        "n",
        (
            "Cold Storage\nFrost furs the walls, and your breath smokes. The hatch to the south "
            "stands open.\n[exits: s]\n",
            R("cold storage", "s", leads={"s": "cargo bay two"}),
        ),
        notes="a Starmourn-like hatch refused as closed, opened and gone through: south "
        "visited (initial, all visited): go back south",
    ),
    item(
        (
            "Corridor B\nBare concrete, a dead strip light and a smell of damp. A door leads "
            "west. The loading dock is south.\nexits: west south\n",
            R("corridor b", "w s", leads={"s": "loading dock"}),
        ),
        "w",
        (
            "The door is locked. Someone has scratched KEEP OUT into the paint.\n",
            K("refused", "locked"),
        ),
        notes="a HellMOO-like door whose state was not given, refused as locked: refused(west), "
        "closed(west); the loading dock south: go south",
    ),
    item(
        (
            "Shepherd's Hut\n   A narrow bunk, a stove and a lambing lamp. The door, east, is "
            "open on the hill.\n   Obvious exits: east\n",
            R("shepherd's hut", "e"),
        ),
        "sleep",
        ("You lie down on the bunk and go to sleep.\n", K("none")),
        "wake",
        ("You wake, and sit up.\n", K("none")),
        notes="an Elysium-like sleep and wake keep the room: the door east open: go east",
    ),
    item(
        (
            "Snow Porch\n   Boots and skis lean against the wall. The inner door, north, is "
            "open. The outer door, south, is open on the snowfield.\n   [Exits: north south]\n",
            R("snow porch", "n s"),
        ),
        "wait",
        (
            "The wind howls, and the outer door bangs shut.\n\nSnow Porch\n   Boots and skis "
            "lean against the wall. The inner door, north, is open. The outer door, south, is "
            "closed.\n   [Exits: north south]\n",
            R("snow porch", "n s", closed="s"),
        ),
        notes="an Icewind-like wind shuts the outer door and the room is printed again "
        "(closed(south)); north open: go north or open south",
    ),
]
