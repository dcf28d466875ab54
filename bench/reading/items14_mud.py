"""mud, fourteenth round: minimal MUDs with little or no prose: a name, an exit line and the
things lying here one a line ("Tannery\nExits: e w(closed)\na gold coin"), ROM's "[Exits: n s]"
under a prompt, "Exits: N E S W", "Exits: N(open) E(locked) S", an ASCII minimap with a legend
("@ you  [ ] room  | - way"), a two-column exits table ("Dir | Leads to"), arrows ("north ->
Chapel"), "Obvious exits: up, s", "Exits: none" with a coin, "You see: coin x1, rope x1",
"Room: Kiln Yard | Exits: north, west | Items: -", "Exits: n,e. Items: none."; a ferry's price
on a sign, the player's gold in a prompt, a gossip line about gold elsewhere; walks with "You
open the door.", a return to the first room, and "Can't go w." with the room again (Both).
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Smithy\n[Exits: n s]\nA bent coin lies here.\n<50hp 20mv>",
        R("smithy", "n s", coin=True),
        notes="ROM-like exits in brackets; 'A bent coin lies here.' is a coin in the room (bent "
        "or not): take coin",
    ),
    item(
        "Well Square\nExits: N E S W\n>",
        R("well square", "n s e w"),
        notes="no prose at all: a name, four exits as capitals, a prompt",
    ),
    item(
        "Tannery\nExits: e w(closed)\na gold coin\n>",
        R("tannery", "e w", closed="w", coin=True),
        notes="a minimal MUD: 'w(closed)' is a closed exit west; 'a gold coin' on its own line "
        "is a thing lying here: take coin",
    ),
    item(
        "Herb Garden\n    [ ]\n     |\n[ ]-[@]\n@ you  [ ] room  | - way  + shut door",
        R("herb garden", "n w"),
        notes="an ASCII minimap read with its legend: from @ a way north (|) and a way west (-) "
        "to rooms; no '+', so no shut door",
    ),
    item(
        "Dye Works\n Dir | Leads to\n ----+----------------------\n N   | Canal Path\n E   | Vat "
        "Room (door closed)\n>",
        R("dye works", "n e", closed="e", leads={"n": "canal path", "e": "vat room"}),
        notes="a two-column exits table: north to the canal path, east to the vat room behind a "
        "closed door",
    ),
    item(
        "Bell Tower Base\nObvious exits: up, s\nA pile of 3 gold coins.\n>",
        R("bell tower base", "up s", coin=True),
        notes="'up' is outside the vocabulary, 's' is south; a pile of gold coins lies here: "
        "take coin",
    ),
    item(
        "Ferry Slip\nExits: n\nSign: FERRY 2c\nNo boat in.\n>",
        R("ferry slip", "n"),
        notes="a fare on a sign is no coin, and a ferry with no boat in is no exit: north only",
    ),
    item(
        "Counting Room\nExits: e s\n<30hp 12gold>",
        R("counting room", "e s"),
        notes="'12gold' in the prompt is the player's own money, not a coin lying here",
    ),
    item(
        ("Fish Market\nExits: n e\n>", R("fish market", "n e")),
        "e",
        ("Net Loft\nExits: w\nnets, a gaff\n>", R("net loft", "w")),
        "w",
        ("Fish Market\nExits: n e\nA gull screams overhead.\n>", R("fish market", "n e")),
        notes="there and back in a MUD without prose: east visited (the first room has no "
        "initial); north unexplored: go north",
    ),
    item(
        "Guard Post\nExits: N(open) E(locked) S\n>",
        R("guard post", "n e s", locked="e"),
        notes="terse states after the directions: north open, east locked, south (no state) "
        "open: go north or south",
    ),
    item(
        "Crypt Stair\nnorth -> Chapel\nwest  -> Ossuary (door locked)\ndown  -> Vault\n>",
        R("crypt stair", "n w down", locked="w", leads={"n": "chapel", "w": "ossuary"}),
        notes="exits as arrows to their rooms: north open, west behind a locked door, down "
        "outside the vocabulary: go north",
    ),
    item(
        "Rope Walk\nExits: e w\nYou see: coin x1, rope x1\n>",
        R("rope walk", "e w", coin=True),
        notes="'coin x1' in a terse 'You see:' list is one coin lying here: take coin",
    ),
    item(
        "[Alley]\nDead end. Exits: s.\n2 silver coins lie here.\n>",
        R("alley", "s", coin=True),
        notes="'[Alley]' names `alley`; two silver coins lie here: take coin",
    ),
    item(
        "Stables. Exits: n,e. Items: none.",
        R("stables", "n e"),
        notes="one line: the name, exits after a comma with no space, no items",
    ),
    item(
        "Room: Kiln Yard | Exits: north, west | Items: -",
        R("kiln yard", "n w"),
        notes="a screen-reader-like one-line layout: the room after 'Room:', no items ('-')",
    ),
    item(
        "Crossways\nExits: n e s w\n[gossip] Bram: found 20 gold in the crypt lol\n>",
        R("crossways", "n e s w"),
        notes="gold in a gossip line is elsewhere (the crypt), no coin here",
    ),
    item(
        ("Cooper's Shop\nExits: s e(closed)\n>", R("cooper's shop", "s e", closed="e")),
        "open e",
        ("You open the door.\n>", K("opened")),
        "e",
        ("Barrel Yard\nExits: w\na copper coin\n>", R("barrel yard", "w", coin=True)),
        notes="a door opened by direction and walked through; a copper coin lies in the yard: "
        "take coin",
    ),
    item(
        "Oubliette\nExits: none\nA copper coin lies here.\n>",
        R("oubliette", "", coin=True),
        notes="no exits at all, but a coin lies here: take coin",
    ),
    item(
        ("Toll House\nExits: n s\n>", R("toll house", "n s")),
        "w",
        ("Can't go w.\nToll House\nExits: n s\n>", Both(K("refused"), R("toll house", "n s"))),
        notes="a terse refusal and the room again in one text: west refused (no exit west); "
        "north and south open",
    ),
    item(
        ("Quay\nExits: n w\n>", R("quay", "n w")),
        "w",
        ("Chandlery\nExits: e\nrope, tar, lamp oil\n>", R("chandlery", "e")),
        notes="a dead end entered from the east, no coin among the things listed: go east "
        "(initial, all visited)",
    ),
]
