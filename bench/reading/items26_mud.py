"""mud, twenty-sixth round: MUDs as players paste them, in the forms people bring: ROM-like rooms
with a prompt, a client's timestamped log ("[21:04:13] ..."), an LPMud room with a door in its
prose, an Evennia gate "barred from the inside of the fort", an exit line with a door's state in
brackets ("Exits: east, west (the door is closed)"), a layout for screen-reader players ("3 exits:
north, south, east." / "Items here: 1. ... 2. ..."), a gossip line about coins in another place, a
stall keeper's prices, "Obvious exits: north (locked), down", a riverboat's "fore, aft, down", a log
pasted into a chat inside a code fence, exits with door names ("north (iron gate, locked), east
(curtain), west"), Evennia's aliases ("north (n), west (w)"), a player who says "That way's the
fort" pointing north. Settings no earlier round used: a canal wharf, a lumber camp, a hot spring, a
frontier fort, a ferryman's hut, a bridge town, a pearl divers' village, a sunken temple, a sky
city, a riverboat, a night market; walks on one bridge town map (a tannery door refused, opened and
walked through, a silver coin got on the bridge, a step into the river refused with the room printed
again). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<88hp 120mv> "


# a bridge town: Bridge Foot n Mid-Bridge (a silver coin), e Tannery Lane (e: the tannery,
# its door closed at first; four copper coins inside); west of the foot is the river.
def bridge_foot(event: str = "") -> tuple:
    return (
        "Bridge Foot\n  Cobbles run up onto the old stone bridge to the north. Tannery Lane "
        "leads off east between leaning houses. West, the river runs fast and brown below the "
        f"wall.\n[Exits: north east]\n{event}{PROMPT}",
        R("Bridge Foot", "n e", leads={"e": "tannery lane"}),
    )


def mid_bridge(coin: bool = True) -> tuple:
    silver = "A silver coin lies in a crack between the cobbles.\n" if coin else ""
    return (
        "Mid-Bridge\n  A stone shrine to some forgotten saint stands in a niche in the parapet. "
        "The far half of the bridge fell in the great flood; beyond the shrine there is nothing "
        f"but a drop to the water.\n[Exits: south]\n{silver}{PROMPT}",
        R("Mid-Bridge", "s", coin=coin),
    )


def tannery_lane(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is closed"
    return (
        "Tannery Lane\n  A narrow lane that stinks of lime and worse. The tannery door, at the "
        f"east end of the lane, {state}.\n[Exits: east west]\n{PROMPT}",
        R("Tannery Lane", "e w", closed="" if door_open else "e", leads={"e": "tannery"}),
    )


def tannery(coin: bool = True) -> tuple:
    coppers = "Four copper coins are here.\n" if coin else ""
    return (
        "Tannery\n  Pits of evil-smelling liquor, and hides stretched on frames to dry. The "
        f"only door is to the west.\n[Exits: west]\n{coppers}{PROMPT}",
        R("Tannery", "w", coin=coin),
    )


ITEMS = [
    item(
        "Canal Wharf\n   Barges lie two deep against the stone quay, loaded with coal and "
        "timber. A crane leans over the water, its chain swinging.\n[Exits: north east west]\n"
        "A tarnished silver coin lies between two bollards.\n<212hp 80m 150mv> ",
        R("Canal Wharf", "n e w", coin=True),
        notes="a ROM-like room with a prompt: three exits in brackets; a tarnished silver coin "
        "lies here: take it",
    ),
    item(
        "[21:04:13] The Lumber Camp Cookhouse\n[21:04:13]   Long tables of split logs, and a "
        "stove the size of a wagon.\n[21:04:13] Obvious exits: south, west\n[21:04:13] A cook is "
        "here, stirring a pot of beans.\n[21:04:14] <86hp 112mv>",
        R("The Lumber Camp Cookhouse", "s w"),
        notes="a client's timestamped log: the stamps are no part of the room; the heading "
        "keeps its article (the scorer drops 'the '); go south or west",
    ),
    item(
        "Hot spring.\nSteam rises from a green pool among the rocks, and the air smells of eggs. "
        "A wooden bathhouse stands to the east; its door is shut.\nThere are two obvious exits: "
        "east and north.\nA copper coin.",
        R("Hot spring", "e n", closed="e", coin=True),
        notes="an LPMud room: the name drops its full stop; the bathhouse door east "
        "is shut (closed); LPMud's bare 'A copper coin.' puts a coin in the room: take it",
    ),
    item(
        "Frontier Fort Gate(#31)\nA palisade of sharpened logs rises twice a man's height. The "
        "fort's gate, to the north, is barred from the inside of the fort, and nobody answers a "
        "knock.\nExits: north, south and west\nYou see: a water trough and 2 copper coins",
        R("Frontier Fort Gate", "n s w", locked="n", coin=True),
        notes="Evennia with a dbref (dropped from the name); the player stands outside the "
        "fort, so a gate barred from the inside is locked; 2 copper coins: take them",
    ),
    item(
        "Ferryman's Hut\n  Nets, oars and a brazier of dead coals. The ferryman is not at "
        "home.\nExits: east, west (the door is closed)\nA gold piece lies on the floor.\n> ",
        R("Ferryman's Hut", "e w", closed="w", coin=True),
        notes="'west (the door is closed)' in the exit line: west is a closed exit; a gold "
        "piece is a coin (the tenth round's call): take it",
    ),
    item(
        "Bridge Town Market.\nStalls of cloth and pots crowd the bridge from parapet to "
        "parapet.\n3 exits: north, south, east.\nItems here: 1. a basket of eels. 2. a silver "
        "coin.\nPeople here: a fishwife.\n>",
        R("Bridge Town Market", "n s e", coin=True),
        notes="a layout for screen-reader players, counts first: three exits; the numbered "
        "items list a silver coin: take it",
    ),
    item(
        "[Gossip] Thrain: anyone been in the haunted tower? heard theres like 50 gold in a "
        "chest up top lol\nThe Old Mill Race\n  A stone channel carries the race past the "
        "silent mill wheel. Moss grows thick on everything.\n[Exits: north south]\n<140hp 90m "
        "100mv> ",
        R("The Old Mill Race", "n s"),
        notes="gold in a gossip line about another place is no coin here; the heading after "
        "the channel line names the room; go north or south",
    ),
    item(
        "Pearl Diver's Stall\n  A diver sells pearls from a tray of wet sand. 'Three gold a "
        "pearl, and no haggling,' she says, without looking up.\n[Exits: west]\n<140hp 90m "
        "100mv> ",
        R("Pearl Diver's Stall", "w"),
        notes="a price in gold is no coin in the room; the only exit is west",
    ),
    item(
        "Sunken Temple Steps\n  Green water laps at the lowest step. Above you a door of black "
        "stone is set into the temple wall.\nObvious exits: north (locked), down\nA small pile "
        "of copper coins lies on the lowest step.",
        R("Sunken Temple Steps", "n d", locked="n", coin=True),
        notes="north behind a locked door, down outside the vocabulary; a small pile of copper "
        "coins lies on a step: take it",
    ),
    item(
        "Skybridge\n  A bridge of woven cable strung between two towers of the sky city. The "
        "wind howls through the mesh, and below there is nothing but cloud.\nExits: north "
        "south\n[HP 300/300] [SP 40/40] >",
        R("Skybridge", "n s"),
        notes="the cloud below is no exit; the exit line gives north and south",
    ),
    item(
        "Texas Deck\n  The riverboat's upper deck, with a rail all round and the pilot house "
        "above. The paddle wheel thrashes at the stern.\nExits: fore, aft, down\nA silver "
        "dollar rolls against the rail and stops.",
        R("Texas Deck", "fore aft d", coin=True),
        notes="fore, aft and down with no compass mapping are outside the vocabulary; a silver "
        "dollar that stops against the rail lies here: take it",
    ),
    item(
        "```\nLantern Quay\n  Paper lanterns hang from poles along the quay, and the night "
        "market's smells drift over from the east.\n[Exits: east south]\n<77hp 60mv>\n```",
        R("Lantern Quay", "e s"),
        notes="a MUD log pasted into a chat inside a code fence: the fence marks are no part "
        "of the room; go east or south",
    ),
    item(
        "Night Market Gate\n  A crowd presses through the market gate, and lanterns bob "
        "overhead.\nExits: north (iron gate, locked), east (curtain), west\n<77hp 60mv> ",
        R("Night Market Gate", "n e w", locked="n"),
        notes="exits with their door names: north behind a locked iron gate, east through a "
        "curtain (no door: open), west; go east or west",
    ),
    item(
        "Lumber Camp Road.\n  Ruts full of rainwater. A fallen pine lies across the road to the "
        "north, its roots taller than a man, and there is no way past it.\nThe only obvious "
        "exit is south.",
        R("Lumber Camp Road", "s"),
        notes="an LPMud room (the name drops its full stop): the fallen pine with no way past "
        "is no exit north; the only obvious exit is south",
    ),
    item(
        "Pearl Divers' Hut\nReed walls, a hearth stone and a smell of salt and smoke.\nExits: "
        "north (n), west (w)\nYou see: a drying rack and a black pearl",
        R("Pearl Divers' Hut", "n w"),
        notes="Evennia's exits with their aliases in brackets: north and west; a black pearl is "
        "no coin",
    ),
    item(
        "River Crossing\n  Stepping stones cross the shallows here.\nBrenna points north and "
        "says, 'That way's the fort, if you can swim.'\n[Exits: east south]\n<77hp 60mv> ",
        R("River Crossing", "e s"),
        notes="north in another player's say is no exit: the exit line gives east and south",
    ),
    # ---- walks in the bridge town ----
    item(
        bridge_foot(),
        "e",
        tannery_lane(),
        "e",
        (f"The tannery door is closed.\n{PROMPT}", K("refused", door="closed")),
        "open east",
        (f"You open the tannery door.\n{PROMPT}", K("opened")),
        "e",
        tannery(),
        notes="the tannery door refused (closed), opened by direction and walked through; the "
        "tannery's one way is the way in (visited, initial, all visited); four copper coins: "
        "take them",
    ),
    item(
        bridge_foot(),
        "n",
        mid_bridge(),
        "get coin",
        (f"You get a silver coin from between the cobbles.\n{PROMPT}", K("took")),
        "s",
        bridge_foot("A carter whips his mule up onto the bridge.\n"),
        notes="the silver coin got on the bridge and the walk back to the first room: north "
        "visited; Tannery Lane east not yet tried: go east",
    ),
    item(
        bridge_foot(),
        "w",
        (
            "You step into the river, and step smartly out again. It is deep, and fast.\n\n"
            + bridge_foot()[0],
            Both(K("refused"), bridge_foot()[1]),
        ),
        notes="a move west into the river refused, with the room printed again in the same "
        "text: west refused, no exit; go north or east",
    ),
    item(
        bridge_foot(),
        "e",
        tannery_lane(),
        "w",
        bridge_foot(),
        "n",
        mid_bridge(),
        notes="to Tannery Lane and back, then onto the bridge: the bridge's one way is the way "
        "in (visited, initial, all visited); a silver coin between the cobbles: take it",
    ),
]
