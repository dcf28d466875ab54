"""mud, forty-sixth round (emphasis: the turns of a game): seven walks (1-4 turns) on a lazaretto
island in an AberMUD-like manner (a title, an indented description, "Obvious exits are:" with one
destination a line, the people there and the prompt "HP[84] SP[40] MV[102] >"; a Landing Stage whose
fumigation shed door north is closed at first and whose ward gate west is locked; a Fumigation Shed
with a gold coin under the sulphur pans; a Boathouse; a Net Store with copper coins; a Quarantine
Ward): "The door is closed.", "You open the door.", "The gate is locked.", `unlock west` answered
"*Click*", `open west`, "You get a gold coin from beneath the sulphur pans.", "You get seven copper
coins.", a return as the guard yawns, walks begun in the boathouse, the net store and the shed;
single rooms and short histories in other MUD families' manners, each ending on what the game
printed back: a Medievia-like refusal with the room printed again, an Alter Aeon-like door refused,
opened and walked through, an Avatar-like "You lack the key.", a Genesis-like coin picked up before
a move, a Nodeka-like "You get 12 gold coins." and a look, a Godwars-like east door opened and
looked at, another player who gets the coin first (the look shows it gone), a MOO-like "@exits"
after a refusal, a TinyMUD-like refusal at a harbour wall, a gatekeeper who opens a gate (a look
shows it open), a Materia Magica-like "[Exits: north (closed) east]", an Alter Aeon-like lever that
shows a way, a NannyMUD-like "There are two obvious exits". What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "HP[84] SP[40] MV[102] >"

# ---- the lazaretto: LANDING STAGE n FUMIGATION SHED (a door, closed at first; a gold coin),
# e BOATHOUSE, w QUARANTINE WARD (a gate, locked at first); BOATHOUSE n NET LOFT (copper coins).


def landing(shed: str = "closed", gate: str = "locked", event: str = "") -> tuple:
    shed_note = {"closed": " (door closed)", "open": ""}[shed]
    gate_note = {"locked": " (gate locked)", "closed": " (gate closed)", "open": ""}[gate]
    text = (
        "Landing Stage\n   Weed-slick steps climb out of the harbour onto a stone platform "
        "where, in plague years, every ship's company was put ashore to wait out its forty days. "
        "A yellow flag hangs limp from a pole. The fumigation shed stands to the north, the "
        "boathouse to the east, and the ward gate to the west.\nObvious exits are:\n"
        f"North  : Fumigation Shed{shed_note}\nEast   : Boathouse\nWest   : Quarantine "
        f"Ward{gate_note}\nA lazaretto guard leans on his halberd here.\n"
    )
    if event:
        text += f"{event}\n"
    text += PROMPT
    return (
        text,
        R(
            "Landing Stage",
            "n e w",
            closed=" ".join(d for d, s in (("n", shed), ("w", gate)) if s == "closed"),
            locked="w" if gate == "locked" else "",
            leads={"n": "fumigation shed", "e": "boathouse", "w": "quarantine ward"},
        ),
    )


def shed(door: str = "open", coin: bool = True) -> tuple:
    note = {"closed": " (door closed)", "open": ""}[door]
    text = (
        "Fumigation Shed\n   Letters and bales from infected ships were hung on racks in here "
        "and smoked over pans of burning sulphur until nothing could live in them. The racks "
        "are empty now, and the pans are cold, but the yellow stink has soaked into every "
        f"plank.\nObvious exits are:\nSouth  : Landing Stage{note}\n"
    )
    if coin:
        text += "A gold coin glints beneath the sulphur pans.\n"
    text += PROMPT
    return (
        text,
        R(
            "Fumigation Shed",
            "s",
            closed="s" if door == "closed" else "",
            coin=coin,
            leads={"s": "landing stage"},
        ),
    )


def boathouse(event: str = "") -> tuple:
    text = (
        "Boathouse\n   The lazaretto's own boats, a gig and two flat punts, hang in slings over "
        "a slipway of green water. Oars are racked along the walls, and a boatman's coat hangs "
        "on a nail by the door.\nObvious exits are:\nNorth  : Net Store\nWest   : "
        "Landing Stage\n"
    )
    if event:
        text += f"{event}\n"
    text += PROMPT
    return (text, R("Boathouse", "n w", leads={"n": "net store", "w": "landing stage"}))


def net_loft(coins: bool = True) -> tuple:
    text = (
        "Net Store\n   Nets hang from the beams to dry, and the floor is slippery with old fish "
        "scales. A bench by the window holds a boatman's needle and twine.\nObvious exits "
        "are:\nSouth  : Boathouse\n"
    )
    if coins:
        text += "Seven copper coins lie scattered on the bench.\n"
    text += PROMPT
    return (text, R("Net Store", "s", coin=coins, leads={"s": "boathouse"}))


def ward() -> tuple:
    return (
        "Quarantine Ward\n   Two rows of iron beds face each other down the length of a "
        "whitewashed room, each with a number painted over it. A crucifix hangs at one end and a "
        "stove stands at the other, and neither looks as if it was much comfort.\nObvious exits "
        f"are:\nEast   : Landing Stage\n{PROMPT}",
        R("Quarantine Ward", "e", leads={"e": "landing stage"}),
    )


DOOR_SHUT = (f"The door is closed.\n{PROMPT}", K("refused", "closed"))

ITEMS = [
    item(
        landing(),
        "n",
        DOOR_SHUT,
        "open door",
        (f"You open the door.\n{PROMPT}", K("opened", "north")),
        "n",
        shed(),
        "get coin",
        (f"You get a gold coin from beneath the sulphur pans.\n{PROMPT}", K("took")),
        notes="lazaretto walk: the shed door north refused as closed, opened (`open door`: the "
        "one door here), walked through; the gold coin taken; the shed's only way is south",
    ),
    item(
        landing(),
        "e",
        boathouse(),
        "n",
        net_loft(),
        "get coins",
        (f"You get seven copper coins.\n{PROMPT}", K("took")),
        "s",
        boathouse(),
        notes="lazaretto walk: copper coins taken in the net store; back in the boathouse both "
        "exits visited, west the way back",
    ),
    item(
        landing(),
        "w",
        (f"The gate is locked.\n{PROMPT}", K("refused", "locked")),
        "unlock west",
        (f"*Click*\n{PROMPT}", K("unlocked")),
        "open west",
        (f"You swing the gate open.\n{PROMPT}", K("opened")),
        "w",
        ward(),
        notes="lazaretto walk: the ward gate west refused as locked, unlocked ('*Click*', still "
        "shut), opened by direction, walked through; the ward's only way is east",
    ),
    item(
        boathouse(),
        "w",
        landing(),
        notes="lazaretto walk begun in the boathouse: on the landing stage east is visited "
        "(initial); the shed door closed (open north); the ward gate locked",
    ),
    item(
        net_loft(),
        "get coins",
        (f"You get seven copper coins.\n{PROMPT}", K("took")),
        "s",
        boathouse(),
        "w",
        landing(event="The guard yawns hugely and scratches under his helmet."),
        notes="lazaretto walk begun in the net store (the guard yawns this turn): the coins "
        "taken; on the landing stage east visited (initial), the shed door closed, the gate "
        "locked",
    ),
    item(
        landing(),
        "e",
        boathouse(),
        "w",
        landing(),
        "north",
        (
            f"The shed door is closed. It smells of sulphur even from out here.\n{PROMPT}",
            K("refused", "closed"),
        ),
        notes="lazaretto walk back to the first room, then the shed door north refused as "
        "closed (closed, refused; open it); east visited",
    ),
    item(
        shed(door="closed"),
        "get coin",
        (f"You get a gold coin.\n{PROMPT}", K("took")),
        "s",
        DOOR_SHUT,
        "open s",
        (f"You push the shed door open, and clean air comes in.\n{PROMPT}", K("opened")),
        notes="lazaretto walk begun in the shed with its door closed: the coin taken, the move "
        "south refused, the door opened by direction: the refusal cleared, south the way",
    ),
    item(
        (
            "Gallows Crossroads\n   Four roads meet under an empty gibbet, and a milestone "
            "gives the leagues to towns whose names have been chipped away. Crows sit along the "
            "crossbeam.\n[ Exits: north south east ]\n<84hp 102mv>",
            R("Gallows Crossroads", "n s e"),
        ),
        "w",
        (
            "You cannot go that way.\n\nGallows Crossroads\n   Four roads meet under an empty "
            "gibbet, and a milestone gives the leagues to towns whose names have been chipped "
            "away. Crows sit along the crossbeam.\n[ Exits: north south east ]\n<84hp 102mv>",
            Both(K("refused"), R("Gallows Crossroads", "n s e")),
        ),
        notes="Medievia-like: the move west refused, then the room printed again (no way west): "
        "refused(west); north, south and east open",
    ),
    item(
        (
            "Scrivener's Hall\n   Sloping desks stand in rows beneath tall windows, each with "
            "an inkhorn and a sand shaker. The scriveners have gone home. A door to the north "
            "leads to the copying room; it is closed.\nExits: north, west.\n>",
            R("Scrivener's Hall", "n w", closed="n", leads={"n": "copying room"}),
        ),
        "north",
        ("The door is closed.\n>", K("refused", "closed")),
        "open north",
        ("You open the door.\n>", K("opened")),
        "north",
        (
            "Copying Room\n   Half-finished pages are pinned to drying lines across the room, "
            "the ink still glossy on some of them. A pumice stone and a knife lie on every desk.\n"
            "Exits: south.\n>",
            R("Copying Room", "s", leads={"s": "scrivener's hall"}),
        ),
        notes="Alter Aeon-like: the north door refused as closed, opened by direction, walked "
        "through; the copying room's only way is back south",
    ),
    item(
        (
            "Bishop's Gate\n   The old city wall is thickest here, and the gate passage runs "
            "through it like a tunnel. An iron-studded door in the passage's north side is "
            "locked. The city lies south, and the road runs west.\n[Exits: north south west]\n"
            "[Hp 230/230 Mana 80/80 Mv 190/190] ",
            R("Bishop's Gate", "n s w", locked="n"),
        ),
        "north",
        ("The door is locked.\n[Hp 230/230 Mana 80/80 Mv 190/190] ", K("refused", "locked")),
        "unlock north",
        ("You lack the key.\n[Hp 230/230 Mana 80/80 Mv 190/190] ", K("none")),
        notes="Avatar-like: the north door refused as locked; the unlock fails ('You lack the "
        "key.'), so the refusal stands; south and west open",
    ),
    item(
        (
            "Cooperage Yard\nStaves lean in stooks to season, and a fire of shavings burns in an "
            "iron basket to warm the hoops. A silver coin lies in the sawdust.\nThere are two "
            "obvious exits: north and east.\n> ",
            R("Cooperage Yard", "n e", coin=True),
        ),
        "take coin",
        ("You pick up the silver coin.\n> ", K("took")),
        "north",
        (
            "Stave Store\nOak staves are stacked to the roof in bundles, each tied with withy "
            "and chalked with its length. It smells like the inside of a barrel.\nThere is one "
            "obvious exit: south.\n> ",
            R("Stave Store", "s"),
        ),
        notes="Genesis-like: the coin taken in the yard, then a move north: the store's only "
        "way is back south (visited, initial)",
    ),
    item(
        (
            "Counting House Street\n   The shuttered front of a counting house looms over the "
            "street, its brass "
            "plate polished bright.\n   A pile of 12 gold coins lies here."
            "\n[Exits: east west]\n<230hp 190mv 0gp>",
            R("Counting House Street", "e w", coin=True),
        ),
        "get coins",
        ("You get 12 gold coins.\n<230hp 190mv 12gp>", K("took")),
        "look",
        (
            "Counting House Street\n   The shuttered front of a counting house looms over the "
            "street, its brass "
            "plate polished bright.\n[Exits: east west]\n<230hp 190mv 12gp>",
            R("Counting House Street", "e w"),
        ),
        notes="Nodeka-like: the 12 gold coins taken; the look shows them gone; a shuttered "
        "counting house is no way; east and west open",
    ),
    item(
        (
            "Smithy Lane\n   Sparks fly out of the forge doorway on the north side of the lane. "
            "The east door of the lane's end house is closed.\n[Exits: north east]\n> ",
            R("Smithy Lane", "n e", closed="e"),
        ),
        "open east",
        ("You open the east door.\n> ", K("opened")),
        "look",
        (
            "Smithy Lane\n   Sparks fly out of the forge doorway on the north side of the lane. "
            "The east door of the lane's end house stands open.\n[Exits: north east]\n> ",
            R("Smithy Lane", "n e"),
        ),
        notes="Godwars-like: the east door opened by direction; the look shows it open; north "
        "and east open",
    ),
    item(
        (
            "Fish Market\n   Gutting tables run the length of the quay, and gulls stand on "
            "every post waiting for their share. A gold coin lies in a puddle by the scales.\n"
            "Grimble the halfling is here, eyeing the scales.\n[Exits: north south]\n"
            "<300/300hp 120/120mn 210/210mv>",
            R("Fish Market", "n s", coin=True),
        ),
        "look",
        (
            "Grimble the halfling gets a gold coin.\nGrimble the halfling leaves north, "
            "whistling.\n<300/300hp 120/120mn 210/210mv>\n\nFish Market\n   Gutting tables run "
            "the length of the quay, and gulls stand on every post waiting for their share.\n"
            "[Exits: north south]\n<300/300hp 120/120mn 210/210mv>",
            R("Fish Market", "n s"),
        ),
        notes="Aardwolf-like: another player gets the coin and leaves; the look shows it gone "
        "(no coin); north and south open",
    ),
    item(
        (
            "Sun Porch\nWicker chairs, a dead geranium, and a view over the bowling green "
            "through the glass.\nObvious exits: west to Hallway, south to Garden\n",
            R("Sun Porch", "w s", leads={"w": "hallway", "s": "garden"}),
        ),
        "north",
        ("You can't go that way.\n", K("refused")),
        "@exits",
        (
            "Exits from Sun Porch:\n  west (to Hallway)\n  south (to Garden)\n",
            R("Sun Porch", "w s"),
        ),
        notes="MOO-like: north refused (the glass is no way); '@exits' lists the porch's exits "
        "again without north: the refusal stands; west and south open",
    ),
    item(
        (
            "Harbour Wall\nThe wall runs north and south along the water, and the sea slaps at "
            "its foot. Lobster pots are stacked along its top.\nObvious exits: north, south\n",
            R("Harbour Wall", "n s"),
        ),
        "east",
        ("You'd need a boat to go that way.\n", K("refused")),
        notes="TinyMUD-like: east (the sea, no exit) refused; north and south open",
    ),
    item(
        (
            "Abbey Gate\n   A gatehouse with a porter's lodge straddles the road. The great "
            "gate to the north is closed, and a gatekeeper in a brown habit sits in the lodge "
            "window.\n[Exits: north south]\n<200hp 150mv>",
            R("Abbey Gate", "n s", closed="n"),
        ),
        "n",
        ("The gate is closed.\n<200hp 150mv>", K("refused", "closed")),
        "knock gate",
        (
            "The gatekeeper grumbles, heaves himself up, and opens the gate.\n<200hp 150mv>",
            K("opened", "north"),
        ),
        notes="the gate north refused as closed; the gatekeeper opens it after a knock (the "
        "gate, the north way): the refusal cleared; north and south open",
    ),
    item(
        (
            "Vintner's Cellar\n   Casks lie on their sides in long racks, their ends chalked "
            "with the year.\n[Exits: north (closed) east]\n<180hp 140mv>",
            R("Vintner's Cellar", "n e", closed="n"),
        ),
        "north",
        ("The door is closed.\n<180hp 140mv>", K("refused", "closed")),
        "east",
        (
            "Bottling Room\n   Empty bottles stand in crates, and a corking machine sits under a "
            "dust sheet.\n[Exits: west]\n<180hp 139mv>",
            R("Bottling Room", "w"),
        ),
        notes="Materia Magica-like: the north door refused as closed in the cellar, left behind; "
        "the bottling room's only way is back west",
    ),
    item(
        (
            "Pump House\n   A great beam engine stands silent in the middle of the floor, and a "
            "lever is set into the wall beside a blank stretch of panelling. The yard is south.\n"
            "[Exits: south]\n<150hp 100mv>",
            R("Pump House", "s"),
        ),
        "pull lever",
        (
            "With a grinding noise, a panel in the west wall slides back.\n<150hp 100mv>\n\nPump "
            "House\n   A great beam engine stands silent in the middle of the floor, and a lever "
            "is set into the wall beside an open panel. The yard is south.\n[Exits: south west]\n"
            "<150hp 100mv>",
            R("Pump House", "s w"),
        ),
        notes="Alter Aeon-like: the lever opens a panel and the room is printed again with a way "
        "west: west and south open",
    ),
    item(
        (
            "Drovers' Road\nA broad green road, trodden bare by cattle going to market, runs "
            "between walls of piled stone. A cattle trough stands by the wall.\nThere are two "
            "obvious exits: east and west.\n",
            R("Drovers' Road", "e w"),
        ),
        "north",
        ("You can't go in that direction: there's a wall in the way.\n", K("refused")),
        "west",
        (
            "Drovers' Inn Yard\nA cobbled yard with a trough and a mounting block, and the inn's "
            "back door standing open to the north.\nThere are two obvious exits: north and east.\n",
            R("Drovers' Inn Yard", "n e"),
        ),
        notes="NannyMUD-like: a wall north refused on the road, left behind; in the inn yard "
        "east is visited (initial), the open back door north is unvisited",
    ),
]
