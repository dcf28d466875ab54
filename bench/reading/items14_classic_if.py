"""classic_if, fourteenth round: terse and telegraphic rooms as tersely written classic games
give them: one- and two-line rooms ("Scullery. Exits N, E. Coin here.", "Wine cellar; door S
(locked). Damp, racks of empties, no other way."), a bulleted exit list ("* south: outside"),
Scott Adams's "I'm in a tack room.
Obvious exits: NORTH, WEST." with "*SHILLING*", a Level 9-like one-liner ending "What now?", an
Infocom-like status line above a three-line room, abbreviations in prose ("Door to the N is
shut; passage W."), exits as "Exits: west, north (closed)", "Also here: lantern, coin, rope.",
"Doors: N (nursery, open), E (linen room, locked)", "bolted this side", a sheer drop beside a
path, a crypt whose only way is steps up; walks in, there and back, and a sovereign taken
("Got it -- one gold sovereign."). What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Scullery. Exits N, E. Coin here.",
        R("scullery", "n e", coin=True),
        notes="a one-line room: the name, the exits as capitals after 'Exits', and 'Coin here.' "
        "(a coin lying in this room): take coin",
    ),
    item(
        "Wine cellar; door S (locked). Damp, racks of empties, no other way.",
        R("wine cellar", "s", locked="s"),
        notes="one line of fragments (the name before a semicolon); the only door is locked and "
        "there is no other way: "
        "no action (the first round's convention for only locked doors)",
    ),
    item(
        "I'm in a tack room. Obvious exits: NORTH, WEST.\nI can also see: BRIDLE, *SHILLING*",
        R("tack room", "n w", coin=True),
        notes="Scott Adams's manner: 'I'm in a tack room' names `tack room`; *SHILLING* in the "
        "list is a shilling lying here (a coin): take coin",
    ),
    item(
        "You are on the mill race bank. Exits: N W. What now?",
        R("mill race bank", "n w"),
        notes="a Level 9-like one-liner: 'Exits: N W' is north and west; 'What now?' is the "
        "prompt; the room is `mill race bank`",
    ),
    item(
        "Pantry                                   Score: 10   Moves: 44\n\nPantry\nShelves, jars. "
        "Door W, open. A penny on the top shelf.",
        R("pantry", "w", coin=True),
        notes="an Infocom-like status line above a terse room; 'Door W, open' is an open exit "
        "west; a penny on a shelf is a coin in the room",
    ),
    item(
        ("North Lawn\nGrass, a roller. Paths S, E.", R("north lawn", "s e")),
        "e",
        (
            "Rose Garden\nBeds, a sundial. Path W. Gate N (shut).",
            R("rose garden", "w n", closed="n"),
        ),
        notes="a walk east: 'Path W' leads back to the lawn (visited, initial); 'Gate N (shut)' "
        "is a closed exit north: open north",
    ),
    item(
        "Landing\nStairs down. Doors: N (nursery, open), E (linen room, locked).",
        R("landing", "n e down", locked="e"),
        notes="doors listed with their destinations and states in parentheses: north open, east "
        "locked; the stairs down are outside the vocabulary: go north",
    ),
    item(
        "Boot Room\nMuddy flags. Door to the N is shut; passage W. Coats on pegs.",
        R("boot room", "n w", closed="n"),
        notes="abbreviations in prose: 'the N' is north (a shut door, closed), 'passage W' an "
        "open way west",
    ),
    item(
        "Crypt\nCold. Tombs. Only exit: steps up. A gold coin lies on a tomb lid.",
        R("crypt", "up", coin=True),
        notes="the only way is up (outside the vocabulary); a gold coin on a tomb lid is in the "
        "room: take coin",
    ),
    item(
        ("Hall\nDoors N, S. Stair up.", R("hall", "n s up")),
        "n",
        ("Study\nDesk, lamp, ink. Door S.", R("study", "s")),
        "s",
        ("Hall\nDoors N, S. Stair up.", R("hall", "n s up")),
        notes="there and back: north is visited; doors whose state is not given are open exits; "
        "the hall was the first room, so no initial; south is unexplored: go south",
    ),
    item(
        "Potting Shed\nPots, twine, a sack of bulbs.\nExits: west, north (closed).",
        R("potting shed", "w n", closed="n"),
        notes="an exit line with '(closed)' after a direction: north closed, west open",
    ),
    item(
        "Stable\nStalls, a water trough. Exit: N.\nAlso here: lantern, coin, rope.",
        R("stable", "n", coin=True),
        notes="'Also here:' lists the things in the room tersely; 'coin' among them is a coin "
        "lying here: take coin",
    ),
    item(
        "Crossroads\nRoads N, S, E, W. Signpost, its words worn off.",
        R("crossroads", "n s e w"),
        notes="four roads given as abbreviations: four open exits",
    ),
    item(
        "Ledge\nSheer drop W. Narrow path N.",
        R("ledge", "n"),
        notes="a sheer drop is no exit; the path north is",
    ),
    item(
        "Cave Mouth\n* south: outside\n* north: tunnel",
        R("cave mouth", "s n"),
        notes="a bulleted list of exits, each with what lies that way: south and north",
    ),
    item(
        (
            "Gun Room\nRacks, a stuffed stag. Door E. A sovereign on the hearth.",
            R("gun room", "e", coin=True),
        ),
        "take sovereign",
        ("Got it -- one gold sovereign.", K("took")),
        notes="the sovereign (a coin) is taken, so no coin is left; the door east is the only "
        "way: go east",
    ),
    item(
        "Smithy\nForge hot. Door E open, door W shut. A florin by the anvil.",
        R("smithy", "e w", closed="w", coin=True),
        notes="two doors with terse states (east open, west shut: closed); a florin is a coin: "
        "take coin",
    ),
    item(
        ("Bridge\nRoad E-W over the river.", R("bridge", "e w")),
        "w",
        ("West Bank\nRoad E to the bridge, lane N.", R("west bank", "e n", leads={"e": "bridge"})),
        notes="'Road E-W' is both ways; after a move west, the road east leads to the bridge "
        "(visited, initial): go north",
    ),
    item(
        "Oast House\nKiln cold, hops in sacks. Ways out: S; E (door, bolted this side).",
        R("oast house", "s e", closed="e"),
        notes="'bolted this side' (the player can draw the bolt) is closed, not locked (the "
        "sixth round's 'bolted on this side'): open east or go south",
    ),
    item(
        ("Gate Lodge\nDrive N. Road S.", R("gate lodge", "n s")),
        "n",
        (
            "Carriage Drive\nLodge S. House N (front door locked).",
            R("carriage drive", "s n", locked="n", leads={"s": "gate lodge"}),
        ),
        "s",
        ("Gate Lodge\nDrive N. Road S.\nA carter rattles by.", R("gate lodge", "n s")),
        notes="there and back: the drive north is visited (its only other way is a locked front "
        "door); the road south is unexplored: go south",
    ),
]
