"""mud, ninth round: a brief-mode room answered by Diku's `exits` command ("Obvious exits:\\nNorth
- The Tar Yard"), an exits command listing "east - A closed door", Aardwolf-like flags
("(Humming) (Magic) A tarnished silver coin has been dropped here."), Dead Souls' "The only
obvious exit is down." with a coin, a TinyMUX churchyard ("Lych Gate North East"), raw Evennia
colour codes ("|cHarbour Wall|n", "|wExits:|n"), Achaea's "You see exits leading north,
southwest, and in.", "[Exits: north northeast southwest]", an ASCII minimap beside the room, an
area tag after the name ("Ash Road [Outskirts]"), a rat whose death spills coins on the ground,
coins in a bandit's corpse, a coin the player drops, a gossip about gold coins and a locked
strongbox, a group-tell about a coin elsewhere, "The gate is closed." then "open gate", a look
north, a swimmer turned back by the current with the room in one text (Both). What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<87hp 40m 120mv> "
BYRE = (
    "The Old Byre\nLow beams, cobwebs and the ghost of a cattle smell. A doorway opens north "
    "onto the lane and a gap in the back wall leads south into the paddock.\n[Exits: north "
    "south]\n",
    R("the old byre", "n s"),
)
GUARDHOUSE = (
    "North Gate\nThe town's north gate is a squat tower pierced by an arch. An iron gate fills "
    "the arch. The high street runs south.\n[Exits: n s]\n" + PROMPT,
    R("north gate", "n s"),
)

ITEMS = [
    item(
        ("The Ropewalk\n\n" + PROMPT, R("the ropewalk")),
        "exits",
        ("Obvious exits:\nNorth - The Tar Yard\nSouth - Harbour Road\n\n" + PROMPT, R(None, "n s")),
        notes="brief mode prints only the room's name; the exits command gives north and south "
        "(with their destinations); the room keeps its name",
    ),
    item(
        "Kingsholm Bakery\n  Racks of warm loaves fill the air with the smell of bread. The "
        "street door is north and the ovens are west.\n\n[ Exits: north west ]\n     (Humming) "
        "(Magic) A tarnished silver coin has been dropped here.\n     A crusty loaf lies here."
        "\n\n[100/100hp 80/80mn 210/210mv]>",
        R("kingsholm bakery", "n w", coin=True),
        notes="Aardwolf-like item flags before a coin are no part of it: a coin lies here",
    ),
    item(
        (
            "Sewer Junction\nThree culverts meet in a stinking pool.\n[Exits: north east west]"
            "\nA sewer rat is here, gnawing on something.\n" + PROMPT,
            R("sewer junction", "n e w"),
        ),
        "kill rat",
        (
            "You slash a sewer rat.\nA sewer rat is DEAD!!\nYou hear the rat's death cry.\nA "
            "few copper coins spill from the rat's corpse onto the ground.\n\n" + PROMPT,
            R(None, "n e w", coin=True),
        ),
        notes="the coins spill onto the ground of the room: coins are here now",
    ),
    item(
        "Storage Loft\nSacks of grain and a smell of mice. A wooden ladder leads down through "
        "a trapdoor.\nThe only obvious exit is down.\nA gold coin is here.",
        R("storage loft", "d", coin=True),
        notes="Dead Souls' exit line gives only down (outside the vocabulary); the coin comes "
        "first",
    ),
    item(
        "Churchyard\nLeaning headstones crowd between dark yews.\nContents:\nA stone angel\n"
        "Obvious exits:\nLych Gate  North  East",
        R("churchyard", "n e out"),
        notes="TinyMUX: 'Lych Gate' is a named exit outside the vocabulary; north and east "
        "are exits; a stone angel is no coin",
    ),
    item(
        "|cHarbour Wall|n\nThe sea wall runs out into the grey water, slick with weed. Gulls "
        "scream overhead.\n|wExits:|n north, west",
        R("harbour wall", "n w"),
        notes="raw Evennia colour codes left in the text; the sea is no way",
    ),
    item(
        "Counting Room\nA clerk's desk, a ledger and an iron strongbox, firmly locked.\n"
        "[Exits: east south]\n[Gossip] Fenwick: selling 500 gold coins worth of pelts, tell me"
        "\n" + PROMPT,
        R("counting room", "e s"),
        notes="gold coins named in a gossip line and a locked strongbox: no coin here",
    ),
    item(
        "Cliff Path.\nThe path clings to the cliff, with a long drop to the surf below. A cave "
        "mouth gapes in the rock.\nYou see exits leading north, southwest, and in.",
        R("cliff path", "n sw in"),
        notes="Achaea-like exit line: north is the only exit of the vocabulary (southwest and "
        "in are outside it); the drop is no way",
    ),
    item(
        "Weavers' Court\nLooms clatter behind every window.\n\nObvious exits:\n  north - "
        "Weaver's Row\n  east  - A closed door\n\n" + PROMPT,
        R("weavers' court", "n e", closed="e"),
        notes="the exits list gives a closed door east and an open way north",
    ),
    item(
        (
            "Ford of Ashen\nThe road comes down to the river here. The water runs fast and "
            "deep to the south; the road leads north and a track follows the bank east.\n"
            "[Exits: north east]\n" + PROMPT,
            R("ford of ashen", "n e"),
        ),
        "s",
        (
            "You can't swim that way, the current is too strong.\n\nFord of Ashen\nThe road "
            "comes down to the river here. The water runs fast and deep to the south; the road "
            "leads north and a track follows the bank east.\n[Exits: north east]\n" + PROMPT,
            Both(K("refused"), R("ford of ashen", "n e")),
        ),
        notes="a refusal and the room in one text: south (the river) refused and no exit",
    ),
    item(
        f"{BYRE[0]}A scattering of tarnished copper coins lies in the straw.\n" + PROMPT,
        R("the old byre", "n s", coin=True),
        notes="a scattering of copper coins is coins; the gap in the back wall is a way south",
    ),
    item(
        (
            "Bandit Camp\nA trampled clearing around a dead fire.\n[Exits: north west]\nThe "
            "corpse of a bandit is lying here.\n" + PROMPT,
            R("bandit camp", "n w"),
        ),
        "look in corpse",
        (
            "The corpse of a bandit contains:\n  a rusty dagger\n  some gold coins\n\n" + PROMPT,
            R(None, "n w", coin=True),
        ),
        notes="the corpse lies in the room and its contents are given: the gold coins are "
        "here to take (not yet the player's, unlike the eighth round's looted coins)",
    ),
    item(
        GUARDHOUSE,
        "n",
        ("The gate is closed.\n" + PROMPT, K("refused", door="closed")),
        "open gate",
        ("You open the gate.\n" + PROMPT, K("opened", door="n")),
        notes="the gate north refused as closed, then opened: the refusal is cleared; both "
        "ways are unexplored",
    ),
    item(
        "Ash Road [Outskirts]\nCharred stumps line a road of grey dust. A burnt-out farm lies "
        "to the east.\n[Exits: north east south]\n" + PROMPT,
        R("ash road", "n e s"),
        notes="the bracketed area tag is no part of the room's name",
    ),
    item(
        "Bell Tower Stair\nStone steps wind around a central pillar.\n[Exits: east up]\n"
        "Arlen tells the group 'found a gold coin in the crypt, west of the nave, hurry'\n"
        + PROMPT,
        R("bell tower stair", "e u"),
        notes="a coin elsewhere (a group tell about the crypt): no coin here; 'west of the "
        "nave' is no exit of this room",
    ),
    item(
        (
            "Mill Pond\nReeds and a still green pond. A path runs north; the mill race is "
            "west.\n[Exits: north west]\n" + PROMPT,
            R("mill pond", "n w"),
        ),
        "drop coin",
        ("You drop a silver coin.\n" + PROMPT, R(None, "n w", coin=True)),
        notes="the player drops a coin: it now lies in the room (a coin to take)",
    ),
    item(
        "   [ ]         The Crossroads\n    |          A weathered signpost points down four "
        "roads.\n[ ]-*-[ ]\n    |          [Exits: north east south west]\n   [ ]\n" + PROMPT,
        R("the crossroads", "n e s w"),
        notes="an ASCII minimap beside the room; the exit line gives all four ways; the "
        "signpost gives none of its own",
    ),
    item(
        (
            "Tanners' Yard\nVats of stinking liquor and hides pegged out to dry. The town "
            "square lies north.\n[Exits: north south]\n" + PROMPT,
            R("tanners' yard", "n s", leads={"n": "town square"}),
        ),
        "look north",
        ("You look north and see the Town Square.\n" + PROMPT, K("none")),
        notes="a look in a direction changes nothing: the exits stay north and south",
    ),
    item(
        "Fen Causeway\nA raised causeway of logs across the black fen.\n[Exits: north "
        "northeast southwest]\n" + PROMPT,
        R("fen causeway", "n ne sw"),
        notes="northeast and southwest are outside the vocabulary: only north is found",
    ),
    item(
        "Smithy\nThe forge glows and the anvil rings.\n[Exits: west]\nThe smith is here, "
        "hammering a horseshoe.\nA small stack of silver coins sits on the anvil's edge.\n"
        + PROMPT,
        R("smithy", "w", coin=True),
        notes="a stack of silver coins lying on the anvil is coins in the room (no one holds them)",
    ),
]
