"""mud, thirtieth round: MUD rooms (ROM's "[Exits: ...]" with a prompt, LPMud's "There are three
obvious exits: ...", Evennia's "Exits:" and "You see:", IRE's "You see exits leading ...", a
Discworld-like exit sentence), with the round's emphasis on negations, distractors and door states.
Four walks on a ROM-like tannery quarter (Tanners' Row with the currier's door east "shut" and a
sign of a gilded boot; Lime Pits with "A green-crusted copper coin lies at the edge of a pit."; The
Currier's Shop; Bark Mill with a pony going nowhere; Tan Yard with a gate in the south wall
"chained and padlocked"): "You get a green-crusted copper coin.", "The door is closed." then "You
open the door.", "The gate is locked. The padlock is the size of your fist."; a fence of drying
hides refused with the row printed again (Both); an equipment list with a holed silver coin worn
around the neck. Single rooms: a refectory whose portrait blesses a heap of silver coins, an
Evennia cloister walk (2 silver pennies), a sawmill yard whose door Old Hobb bolts from the inside
within the text, Zara the Bold with a gold coin on a thong round her neck, a newbie guide's
directions to a moneychanger, an IRE-like chapter house with a carving of a coin and a closed door,
a chandler's "NO CREDIT. COIN ONLY." beside a real copper coin, a portcullis that rumbles up, a
wall walk with something gold glinting far below, a clerk who closes the east door, a
Discworld-like gatehouse ("The east door is locked; the north door is ajar."), an LPMud's bell
stair (only down, a tarnished farthing), a shimmering portal with no compass word, a sign EAST ROAD
CLOSED beside "[Exits: north west]". What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<112hp 95m 140mv> "


# the tannery quarter: Tanners' Row n Lime Pits (a copper coin), e The Currier's Shop (door,
# shut at first), w Bark Mill; Bark Mill s Tan Yard (a gate south, chained and padlocked).
def row(door_open: bool = False, event: str = "") -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "Tanners' Row\n  The stink of the lime pits hangs over this narrow lane like a wet "
        "blanket, and hides are stretched on frames along both walls. The door of the "
        f"currier's shop, east, {state}; a sign over it shows a gilded boot.\n\n"
        f"[Exits: north east west]\n{event}{PROMPT}",
        R("tanners' row", "n e w", closed="" if door_open else "e"),
    )


def lime_pits(coin: bool = True) -> tuple:
    line = "A green-crusted copper coin lies at the edge of a pit.\n" if coin else ""
    return (
        "Lime Pits\n  Square pits of milky lime water, each with a plank laid across it. The "
        f"lane is south.\n\n[Exits: south]\n{line}{PROMPT}",
        R("lime pits", "s", coin=coin),
    )


def currier() -> tuple:
    return (
        "The Currier's Shop\n  Benches, shaving knives and the sweet smell of tallow.\n\n"
        "[Exits: west]\nA currier is here, scraping a hide with a two-handled knife.\n"
        f"{PROMPT}",
        R("the currier's shop", "w"),
    )


def bark_mill() -> tuple:
    return (
        "Bark Mill\n  A horse-gin turns a millstone that crushes oak bark for the pits. A pony "
        f"plods round and round, going nowhere.\n\n[Exits: east south]\n{PROMPT}",
        R("bark mill", "e s"),
    )


def tan_yard() -> tuple:
    return (
        "Tan Yard\n  Rows of sunken pits, each a different shade of brown. A gate in the south "
        f"wall is chained and padlocked.\n\n[Exits: north south]\n{PROMPT}",
        R("tan yard", "n s", locked="s"),
    )


ITEMS = [
    # ---- walks on the tannery quarter ----
    item(
        row(),
        "n",
        lime_pits(),
        "get coin",
        (f"You get a green-crusted copper coin.\n{PROMPT}", K("took")),
        "s",
        row(event="A tanner's boy staggers past under a wet hide.\n"),
        notes="the copper coin got at the lime pits; back on the row the currier's door is "
        "still shut (open east) and the bark mill west unvisited",
    ),
    item(
        row(),
        "e",
        (f"The door is closed.\n{PROMPT}", K("refused", "closed")),
        "open east",
        (f"You open the door.\n{PROMPT}", K("opened")),
        "e",
        currier(),
        notes="a shut door refused, opened by direction and walked through; the currier's "
        "only exit is the way back west",
    ),
    item(
        row(),
        "w",
        bark_mill(),
        "s",
        tan_yard(),
        "s",
        (f"The gate is locked. The padlock is the size of your fist.\n{PROMPT}", K("refused")),
        notes="the tan yard's gate, chained and padlocked, refused: locked, no open; the way "
        "back north is the only one left",
    ),
    item(
        row(),
        "w",
        bark_mill(),
        "e",
        row(event="Somewhere a dog barks at the smell and gives up.\n"),
        notes="a pony going round and round is no way; back on the row the bark mill is "
        "visited, the lime pits north unvisited and the currier's door shut",
    ),
    item(
        row(),
        "s",
        (
            "A tall fence of drying hides blocks the way south.\n\nTanners' Row\n  The stink "
            "of the lime pits hangs over this narrow lane like a wet blanket, and hides are "
            "stretched on frames along both walls. The door of the currier's shop, east, is "
            "shut; a sign over it shows a gilded boot.\n\n[Exits: north east west]\n"
            f"{PROMPT}",
            Both(K("refused"), R("tanners' row", "n e w", closed="e")),
        ),
        notes="a refusal and the room in one text: south refused (no exit there); the row's "
        "exits stand",
    ),
    item(
        row(),
        "eq",
        (
            "You are using:\n<used as light>     a tallow candle\n<worn around neck>  a holed "
            f"silver coin on a string\n<worn on body>     a leather apron\n{PROMPT}",
            K("none"),
        ),
        notes="a coin the player wears is no coin lying in the room; the equipment list keeps "
        "the row as it was",
    ),
    # ---- single rooms ----
    item(
        "Refectory.\n   Long oak tables and benches worn smooth by three centuries of monks. "
        "The abbot's portrait over the high table shows him blessing a heap of silver coins "
        "for the poor.\n    There are three obvious exits: north, south and west.",
        R("refectory", "n s w"),
        notes="silver coins in a portrait are paint; LPMud's full stop dropped from the name",
    ),
    item(
        "Cloister Walk\nArches open onto the garth, where a yew grows in the middle of the "
        "grass. Footsteps echo however softly you walk.\nExits: north, east and south\nYou "
        "see: a stone bench and 2 silver pennies",
        R("cloister walk", "n e s", coin=True),
        notes="Evennia's 'You see:' lists 2 silver pennies: coins in the room, take them",
    ),
    item(
        "Sawmill Yard\n  Sawdust lies ankle deep, and logs are stacked in pyramids along the "
        "fence.\n\n[Exits: east south]\nOld Hobb goes into the mill by the east door, shuts it "
        f"after him, and you hear the bolt shoot home on the inside.\n{PROMPT}",
        R("sawmill yard", "e s", locked="e"),
        notes="a door bolted from the far side within the text is locked (no open): go south",
    ),
    item(
        "Market Cross\n  Four streets meet at a stepped stone cross, and pigeons own the steps."
        f"\n\n[Exits: north east south west]\nZara the Bold stands here, a gold coin hung on a "
        f"thong around her neck.\n{PROMPT}",
        R("market cross", "n e s w"),
        notes="a coin another character wears is no coin lying here; four exits",
    ),
    item(
        "Guild Hall\n  Banners of the trade guilds hang from the rafters, stiff with dust.\n\n"
        "[Exits: north west]\nA newbie guide says, 'The moneychanger is two rooms east of here, "
        f"past the well. He'll swap your coppers for silver.'\n{PROMPT}",
        R("guild hall", "n w"),
        notes="a guide's directions and coins in a say give no exit east and no coin here: "
        "the exit line names north and west",
    ),
    item(
        "Chapter House.\nA many-sided room with a stone bench all round the walls. A carving "
        "over the east door shows the abbey's founder handing a coin to a beggar.\nYou see "
        "exits leading north, east (closed door), and west.",
        R("chapter house", "n e w", closed="e"),
        notes="a carved coin is stone; IRE's '(closed door)' makes east closed",
    ),
    item(
        "Chandler's\n  Candles hang in bunches from the beams like pale vegetables. A sign "
        "behind the counter reads: NO CREDIT. COIN ONLY.\n\n[Exits: south]\nA dull copper coin "
        f"is lying here.\n{PROMPT}",
        R("chandler's", "s", coin=True),
        notes="the sign's coin is none, but a copper coin lies here: take it",
    ),
    item(
        "Barbican\n  A stone throat between two towers, with murder holes in the roof.\n\n"
        "[Exits: north south]\nThe portcullis to the north rumbles up into the arch and clanks "
        f"to a stop.\n{PROMPT}",
        R("barbican", "n s"),
        notes="a portcullis raised within the text leaves the way north open",
    ),
    item(
        "Wall Walk\n  A narrow walk behind the battlements, slick with rain. Far below to the "
        "east, something gold glints on the riverbank.\n\n[Exits: north south]\n"
        f"{PROMPT}",
        R("wall walk", "n s"),
        notes="something glinting far below is not a coin in this room, and the riverbank "
        "east is no exit",
    ),
    item(
        "Counting House\n  Ledgers, a sand shaker and a high stool.\n\n[Exits: north east]\nThe "
        f"clerk gets up, closes the east door, and sits down again.\n{PROMPT}",
        R("counting house", "n e", closed="e"),
        notes="a door another character closes within the text is closed: go north or open east",
    ),
    item(
        "Outer Gatehouse\nThe porters' benches are empty and the brazier cold. There are three "
        "obvious exits: north, east and south. The east door is locked; the north door is "
        "ajar.",
        R("outer gatehouse", "n e s", locked="e"),
        notes="a locked east door (no open), an ajar north door (open), south with no door",
    ),
    item(
        "Bell Stair.\n    A worn spiral stair winds down into the dark of the tower.\n    The only "
        "obvious exit is down.\nA tarnished farthing.",
        R("bell stair", "d", coin=True),
        notes="LPMud's bare item line names a farthing: a coin, take it; the only exit is down",
    ),
    item(
        "Ring of Stones\n  Nine grey stones lean together in a ring on the bare hill.\n\n"
        "[Exits: north south]\nA shimmering portal hangs in the air at the centre of the "
        f"ring.\n{PROMPT}",
        R("ring of stones", "n s"),
        notes="a portal with no compass word is no exit of the vocabulary; the exit line "
        "gives north and south",
    ),
    item(
        "Toll Road Fork\n  The road splits around an old milestone. A sign nailed to a post "
        "reads: EAST ROAD CLOSED - BRIDGE OUT.\n\n[Exits: north west]\n"
        f"{PROMPT}",
        R("toll road fork", "n w"),
        notes="a sign about the east road gives no exit east: the exit line names north and west",
    ),
]
