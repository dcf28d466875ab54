"""mud, twelfth round: MUD rooms (a name line, a description, an exit line, objects "here", a
prompt) with the exit line said in many shapes: "[Exits: north south]", a Diku exits list with
destinations and a door's state, "Exits: N (door open), E, W (door locked)", a client's bar "[E
W] Tanner's Yard", "Obvious exits: north and down.", "You see a single exit leading west (closed
door).", "The obvious ways out are south and west", "{ Exits: north east }", "Exits: north, east,
south. A door to the west is closed.", "Paths lead off: n, e, s"; coins as "a tarnished penny in
the gutter", a little pile of silver coins before an altar,
coins spilling from a fat purse, "a silver florin in the straw"; people who are no coins (a
pedlar jingling his pocket, a gossip line). Four items have a history (a walk in, a door opened
and walked through, a refusal printed with the room again, a walk back to the first room). What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Fishmonger's Row\nStalls of herring and cod crowd both sides of the lane, and gulls "
        "scream overhead.\n[Exits: north south]\nA tarnished penny lies in the gutter here.\n"
        "<120hp 88m 140mv> ",
        R("fishmonger's row", "n s", coin=True),
        notes="a ROM-like exit line and a prompt; a penny in the gutter is a coin in the room",
    ),
    item(
        "Old Stone Bridge\nThe bridge's cobbles are worn smooth by centuries of carts. The river "
        "runs fast and brown beneath.\nObvious exits:\nEast  - The Mill Road\nWest  - A toll "
        "house (door closed)",
        R("old stone bridge", "e w", closed="w"),
        notes="a Diku exits list with destinations; '(door closed)' after the west one; the "
        "river below is no exit",
    ),
    item(
        "Guild Hall Foyer\nA marble floor, a brass-railed counter, a clerk asleep behind it.\n"
        "Exits: N (door open), E, W (door locked)",
        R("guild hall foyer", "n e w", locked="w"),
        notes="abbreviated exits with the doors' states in parentheses: west locked, north open",
    ),
    item(
        "[E W] Tanner's Yard\nVats of lime and oak bark stand in rows, and the stink would fell "
        "an ox. A tanner is here, scraping a hide.",
        R("tanner's yard", "e w"),
        notes="a client's bar puts the exits before the room's name on one line",
    ),
    item(
        "Chapel of Saint Brannoc\nCandles gutter in the draught from the door. A plain altar "
        "stands at the east end.\nObvious exits: north and down.\nA little pile of silver coins "
        "sits before the altar, left as an offering.",
        R("chapel of saint brannoc", "n d", coin=True),
        notes="coins left as an offering lie in the room (the eighth round's reading); down "
        "is outside the vocabulary",
    ),
    item(
        "Muddy Crossroads\nFour tracks once met here, but the southern one has been washed away "
        "entirely and a torrent now runs where it was.\n[Exits: north east west]\n"
        "<HP 64/80  MV 110/120> ",
        R("muddy crossroads", "n e w"),
        notes="the washed-out southern track is no exit (the exit line agrees)",
    ),
    item(
        "The Lamplighter's Rest\nA low, smoky common room. Benches line the walls.\n[ Exits: S "
        "U ]\nA pedlar is here, jingling the coins in his pocket.\nThe innkeeper is here, "
        "polishing a tankard.",
        R("the lamplighter's rest", "s u"),
        notes="coins in a pedlar's pocket are not in the room; up is outside the vocabulary; "
        "the heading keeps its article (the scorer drops 'the ')",
    ),
    item(
        (
            "Harbour Steps\nWorn granite steps run down to the water.\n[Exits: north east]\n"
            "<100hp 40m 90mv> ",
            R("harbour steps", "n e"),
        ),
        "north",
        (
            "Net Loft\nNets hang drying from every beam, and the floor is slick with scales.\n"
            "[Exits: south west]\nA silver coin has rolled into a knot of netting here.\n"
            "<100hp 40m 89mv> ",
            R("net loft", "s w", coin=True),
        ),
        notes="a walk north: south visited and initial; a silver coin caught in netting on the "
        "floor is a coin in the room",
    ),
    item(
        (
            "Ropewalk\nA long shed where rope is laid. A heavy door to the east is closed.\n"
            "Exits: east west",
            R("ropewalk", "e w", closed="e"),
        ),
        "open east",
        ("You open the heavy door. It grinds on its hinges.", K("opened")),
        "east",
        (
            "Sail Loft\nCanvas is spread across the floor, half-stitched. Great windows look "
            "east over the estuary.\nExits: west",
            R("sail loft", "w"),
        ),
        notes="a door opened then walked through; the windows east are no exit; every exit of "
        "the sail loft visited: back west (initial)",
    ),
    item(
        "Sewer Junction\nFoul water sluices past your boots, and somewhere a rat squeals.\n[ "
        "Exits: n e s w ]\nA rat watches you from a ledge above the muck.\n< 53H 20M 71V > ",
        R("sewer junction", "n e s w"),
        notes="a compact exit line in lower-case abbreviations: four exits",
    ),
    item(
        "Counting House\nLedgers, a high desk, and the scratch of a quill.\nYou see a single "
        "exit leading west (closed door).\nA clerk is here, adding up a column of figures.",
        R("counting house", "w", closed="w"),
        notes="IRE-like single exit with '(closed door)': closed; a counting house holds no "
        "coin by its name",
    ),
    item(
        "Ruined Barbican\nHalf the gatehouse has come down. The obvious ways out are south and "
        "west; the way east is choked by fallen masonry.\n<12/12hp>",
        R("ruined barbican", "s w"),
        notes="the way east choked by masonry is no exit",
    ),
    item(
        "Herb Market\nBaskets of thyme, sage and wormwood are heaped on trestles.\n{ Exits: "
        "north east }\nHere, in the straw between two stalls, lies a silver florin.",
        R("herb market", "n e", coin=True),
        notes="an exit line in braces; a florin in the straw is a coin (the sentence puts the "
        "coin last)",
    ),
    item(
        (
            "Watchtower Base\nA squat tower of grey stone rises above you.\nExits: north, east.\n"
            "<88hp 60m 75mv> ",
            R("watchtower base", "n e"),
        ),
        "w",
        (
            "You cannot go west; the tower's wall is in the way.\n\nWatchtower Base\nA squat "
            "tower of grey stone rises above you.\nExits: north, east.\n<88hp 60m 74mv> ",
            Both(K("refused"), R("watchtower base", "n e")),
        ),
        notes="a refusal of a way the room never gave, printed with the room again: west refused",
    ),
    item(
        "Gossips' Corner\nOld women on a bench watch the world go by.\nExits: north, east, "
        "south. A door to the west is closed.\n[Gossip] Thessaly: found 20 gold in the crypt "
        "lol\n[Gossip] Bram: which crypt?",
        R("gossips' corner", "n e s w", closed="w"),
        notes="the closed west door said after the exit line; gold in a gossip line is "
        "elsewhere, not here",
    ),
    item(
        "Goat Track\nA narrow track clings to the hillside.\nPaths lead off: n, e, s\nA fat "
        "purse lies here, split open, gold coins spilling from it.",
        R("goat track", "n e s", coin=True),
        notes="'Paths lead off: n, e, s'; gold coins spilling from a split purse lie in the room",
    ),
    item(
        "Scriptorium Cellar\nA vaulted cellar, cold and dry. The only exit is up a ladder.\n"
        "Obvious exits: up\nA moneylender's strongbox sits here, locked tight.",
        R("scriptorium cellar", "up"),
        notes="a locked strongbox whose contents are not given holds no coin one can take; up "
        "only: no action",
    ),
    item(
        "Smuggler's Cove\nThe tide is out, leaving a strip of wet sand under the cliff.\nYou see "
        "exits leading north and west (open door).\nFour copper coins lie in a neat stack on a "
        "rock.",
        R("smuggler's cove", "n w", coin=True),
        notes="'west (open door)' is open; a stack of coppers on a rock in the room is a coin",
    ),
    item(
        (
            "Market Cross\nA worn stone cross marks the middle of the market.\n[Exits: north "
            "east west]\n<70hp 30m 66mv> ",
            R("market cross", "n e w"),
        ),
        "west",
        (
            "Cooper's Shop\nHalf-built barrels and the smell of shaved oak.\n[Exits: east]\n"
            "<70hp 30m 65mv> ",
            R("cooper's shop", "e"),
        ),
        "east",
        (
            "Market Cross\nA worn stone cross marks the middle of the market.\n[Exits: north "
            "east west]\nA town crier shouts the news from the steps of the cross.\n<70hp 30m "
            "64mv> ",
            R("market cross", "n e w"),
        ),
        notes="a walk west and back: west visited in the first room, no initial",
    ),
    item(
        "Kennels\nHounds bay behind a row of wooden bars.\nExits: south (gate: locked), north.\n"
        "A houndsman is here, counting coins into a tin.",
        R("kennels", "s n", locked="s"),
        notes="'(gate: locked)' is locked; coins an NPC counts into a tin are his, not in the "
        "room to take",
    ),
]
