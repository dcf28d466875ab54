"""refusal, fourteenth round: terse refusals as tersely written games and MUDs give them:
"Blocked.", "Shut.", "Locked.", "Can't." with the room again (Both), "Door's shut." then "The
shed door swings open.", "Locked, as it says." then "Unlocked.", "Wall." left in an earlier
room, "No." then "No exit E either.", a refused `u` ("Can't climb; the rope's gone."), "Closed."
then a look, "E: wall. You bump it.", "Nope. Water.", "It's locked." for a door whose state was
not given, "No exit that way." under a prompt, "Solid wall." beside a coin, "Can't go W." then
"Can't go N." with the room (Both), a cook's "Not in there, you don't.", "Gate's shut." then
"open gate", "W: wall." beside two pennies. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        ("Scullery\nExits N, W.", R("scullery", "n w")),
        "e",
        ("Blocked.\n>", K("refused")),
        notes="'Blocked.' after a move toward no exit is a refusal: refused east; go north or west",
    ),
    item(
        ("Yard\nGate E (shut). Lane S.", R("yard", "e s", closed="e")),
        "e",
        ("Shut.\n>", K("refused", door="closed")),
        notes="'Shut.' refuses the move at the shut gate: refused east, closed; open east or go "
        "south",
    ),
    item(
        ("Hall\nDoors N, E.", R("hall", "n e")),
        "n",
        ("Locked.\n>", K("refused", door="locked")),
        notes="a door whose state was not given turns out locked ('Locked.'): refused north, "
        "locked; go east",
    ),
    item(
        ("Cellar\nExits: S, up.", R("cellar", "s up")),
        "e",
        ("Can't.\n\nCellar\nExits: S, up.", Both(K("refused"), R("cellar", "s up"))),
        notes="'Can't.' and the room again in one text: refused east; go south",
    ),
    item(
        ("Tool Shed\nDoor W (shut). Workbench.", R("tool shed", "w", closed="w")),
        "w",
        ("Door's shut.", K("refused", door="closed")),
        "open door",
        ("The shed door swings open.", K("opened", door="w")),
        notes="the refusal at the shut door is cleared by opening it: go west",
    ),
    item(
        ("Vestry\nDoor N (locked). Door S.", R("vestry", "n s", locked="n")),
        "n",
        ("Locked, as it says.", K("refused", door="locked")),
        "unlock n",
        ("Unlocked.\n>", K("unlocked")),
        notes="an unlock keeps the refusal and leaves the door closed: open north (or go south)",
    ),
    item(
        ("Mill Yard\nExits N, E.", R("mill yard", "n e")),
        "w",
        ("Wall.", K("refused")),
        "n",
        ("Mill Loft\nExits: S. Sacks.", R("mill loft", "s")),
        notes="a refusal left in the mill yard does not stand in the loft: go south (initial, all "
        "visited)",
    ),
    item(
        ("Pantry\nExit S.", R("pantry", "s")),
        "n",
        ("No.", K("refused")),
        "e",
        ("No exit E either.", K("refused")),
        notes="two terse refusals in a row: refused north and east; go south",
    ),
    item(
        ("Well Bottom\nExit: N (tunnel). A frayed rope hangs.", R("well bottom", "n")),
        "u",
        ("Can't climb; the rope's gone rotten.", K("refused")),
        notes="a refused `u` is no fact (outside the vocabulary): go north",
    ),
    item(
        ("Greenhouse\nDoor E (closed). Door S.", R("greenhouse", "e s", closed="e")),
        "e",
        ("Closed.", K("refused", door="closed")),
        "l",
        ("Greenhouse\nDoor E (closed). Door S.", R("greenhouse", "e s", closed="e")),
        notes="a look that shows the door still closed keeps the refusal: open east or go south",
    ),
    item(
        ("Coach House\nExits: N, W.", R("coach house", "n w")),
        "e",
        ("E: wall. You bump it.", K("refused")),
        notes="'E: wall. You bump it.' refuses the move east",
    ),
    item(
        ("Jetty\nExit: N (boardwalk). Water all round.", R("jetty", "n")),
        "s",
        ("Nope. Water.", K("refused")),
        notes="'Nope. Water.' refuses the move south (water is no exit): go north",
    ),
    item(
        ("Gun Room\nDoor N. Door W.", R("gun room", "n w")),
        "n",
        ("It's locked.", K("refused", door="locked")),
        notes="a door of unknown state refused as locked: refused north, locked; go west",
    ),
    item(
        ("Ropewalk\n[Exits: e w]\n<32hp 40mv>", R("ropewalk", "e w")),
        "n",
        ("No exit that way.\n<32hp 40mv>", K("refused")),
        notes="a MUD's terse refusal under the prompt: refused north",
    ),
    item(
        (
            "Strong Room\nExits: S. A gold coin on the floor.",
            R("strong room", "s", coin=True),
        ),
        "n",
        ("Solid wall.", K("refused")),
        notes="refused north; the coin is still on the floor: take coin",
    ),
    item(
        ("Bothy\nExit E. Peat fire.", R("bothy", "e")),
        "w",
        ("Can't go W.", K("refused")),
        "n",
        (
            "Can't go N.\nBothy\nExit E. Peat fire.",
            Both(K("refused"), R("bothy", "e")),
        ),
        notes="two refusals, the second with the room again: refused west and north; go east",
    ),
    item(
        ("Kitchen Yard\nExits: W, S.", R("kitchen yard", "w s")),
        "n",
        ("Cook: 'Not in there, you don't.'", K("refused")),
        notes="a cook turning the player back from a way the room never named: refused north",
    ),
    item(
        ("Walled Garden\nGate N (shut). Path E.", R("walled garden", "n e", closed="n")),
        "n",
        ("Gate's shut.", K("refused", door="closed")),
        "open gate",
        ("Gate open.", K("opened", door="n")),
        notes="the gate opened by its kind clears the refusal: go north or east",
    ),
    item(
        (
            "Cider Press\nExits: S, E. Two pennies on the press bed.",
            R("cider press", "s e", coin=True),
        ),
        "w",
        ("W: wall.\n>", K("refused")),
        notes="refused west; two pennies in the room: take coin",
    ),
    item(
        ("Lych Path\nPath N to the church. Road S.", R("lych path", "n s")),
        "n",
        (
            "Church Porch\nDoor N (locked). Path S.",
            R("church porch", "n s", locked="n"),
        ),
        "n",
        ("Locked. Evensong's over.", K("refused", door="locked")),
        notes="after a move north, the church door is refused as locked: refused north; the "
        "path south is visited (initial): go south",
    ),
]
