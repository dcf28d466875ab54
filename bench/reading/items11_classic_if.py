"""classic_if, eleventh round: the plain middle of Zork, Adventure and Infocom rooms: a title line,
a short paragraph, exits in prose ("A path leads north.", "Passages lead east and west.", "Doors
lead north and south; the southern one is shut.", "A door leads east, it is shut."), "There is a
gold coin here.", an open door said so, a locked iron gate, a door barred from the far side, stairs,
a ladder and a trapdoor up beside the compass ways, an attic whose only way is a ladder down, a
sheer drop, a river with no way across, a mill wall with no door; short walks there and back (a
churchyard, a pool room, a crossroads whose signpost names the bridge just left, a hallway left and
come back to). What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "South of Mill\nYou are standing on a grassy bank beside the mill. The mill wall has no "
        "door on this side. A path leads east along the stream, and a plank bridge crosses it to "
        "the west.",
        R("south of mill", "e w"),
        notes="the header names the room; a wall with no door is no exit; the path east and the "
        "plank bridge west are exits",
    ),
    item(
        "Farmhouse Kitchen\nThis is the kitchen of the farmhouse. A scrubbed table stands in the "
        "middle of the room, and a black range fills the chimney breast. Passages lead east and "
        "west.\nThere is a gold coin here.",
        R("farmhouse kitchen", "e w", coin=True),
        notes='"Passages lead east and west." gives two exits; "There is a gold coin here." a coin',
    ),
    item(
        "Stone Cellar\nYou are in a damp cellar with a low, vaulted ceiling. A flight of stairs "
        "leads up to the kitchen. A narrow passage leads south.\nA rusty lantern is lying on the "
        "floor.",
        R("stone cellar", "u s"),
        notes="stairs up are outside the vocabulary; the passage south is the only way of the "
        "vocabulary; a lantern is no coin",
    ),
    item(
        "Front Hall\nYou are in the front hall of an old house. Doors lead north and south; the "
        "southern one is shut. A corridor runs off to the east.",
        R("front hall", "n s e", closed="s"),
        notes="two doors, the southern shut (closed), the northern's state not given (an open "
        "exit); a corridor east",
    ),
    item(
        "Pantry\nShelves of jars and crocks line the walls. A door leads east, it is shut. There "
        "is no other way out.\nA silver coin lies on the bottom shelf.",
        R("pantry", "e", closed="e", coin=True),
        notes='"A door leads east, it is shut." is a closed exit; a silver coin on a shelf is a '
        "coin in the room",
    ),
    item(
        "Gatehouse\nYou are in a cold stone gatehouse. The iron gate to the north is locked. A "
        "road runs south toward the village.",
        R("gatehouse", "n s", locked="n"),
        notes="a locked iron gate north (closed, no open among the actions); the road south is "
        "open",
    ),
    item(
        "Forest Clearing\nYou are in a small clearing in the forest. Paths lead north, east and "
        "south. Sunlight streams down through a gap in the branches.",
        R("forest clearing", "n e s"),
        notes="three paths; sunlight through the branches is no way",
    ),
    item(
        "Dead End\nThe tunnel ends here at a blank wall of rock. The only way out is to the west.",
        R("dead end", "w"),
        notes='"Dead End" is the room\'s name, not a direction; the only exit is west',
    ),
    item(
        (
            "Village Green\nYou are on a wide village green. A lane leads north to the church, "
            "and a road runs east toward the inn.",
            R("village green", "n e"),
        ),
        "north",
        (
            "Churchyard\nYou are in an overgrown churchyard. The church door, to the east, is "
            "locked. The lane leads south to the green.\nA copper penny lies in the grass by "
            "the lych-gate.",
            R("churchyard", "e s", locked="e", coin=True),
        ),
        notes="moved north from the green: south leads back (visited, initial); the church "
        "door east is locked; a copper penny in the grass is a coin",
    ),
    item(
        (
            "Cave Entrance\nYou are standing at the mouth of a cave in the hillside. A dark "
            "passage leads north into the rock. A path leads south down the hill.",
            R("cave entrance", "n s"),
        ),
        "n",
        (
            "Low Chamber\nYou are in a low chamber. You have to stoop to avoid the roof. "
            "Passages lead south and west.",
            R("low chamber", "s w"),
        ),
        "w",
        (
            "Pool Room\nA still, black pool fills most of this cave. The only exit is east.\n"
            "There are some coins here.",
            R("pool room", "e", coin=True),
        ),
        notes="two moves; the pool room's only exit leads back to the chamber (visited, "
        "initial, all visited); some coins lie here: take coin first",
    ),
    item(
        "Hilltop\nYou are on the top of a bare hill. The ground falls away steeply to the north "
        "and west, and there is no way down on those sides. A sheep track leads south.",
        R("hilltop", "s"),
        notes="steep ground with no way down is no exit; the sheep track south is",
    ),
    item(
        "Old Stable\nAn old stable, long empty of horses. A door leads east, and it stands open. "
        "A ladder leads up to the hayloft.\nThere are three copper coins here.",
        R("old stable", "e u", coin=True),
        notes="an open door east; a ladder up is outside the vocabulary; three copper coins",
    ),
    item(
        (
            "Stone Bridge\nYou are on a stone bridge over a quick brown stream. The road runs "
            "north and south.",
            R("stone bridge", "n s"),
        ),
        "go south",
        (
            "Crossroads\nFour roads meet at a weathered signpost. Its arms point north to the "
            "bridge, south to the market, east to the mill and west to the forest.",
            R("crossroads", "n s e w", leads={"n": "stone bridge"}),
        ),
        notes="came south from the bridge: north leads back to it (visited, initial); the "
        "signpost's other roads are unvisited exits",
    ),
    item(
        "Library\nTall shelves of books reach up to the ceiling. There is a doorway to the "
        "south, and a heavy oak door to the east, which is closed.\nOn the reading table is a "
        "gold coin.",
        R("library", "s e", closed="e", coin=True),
        notes="an open doorway south, a closed oak door east; a gold coin on the table",
    ),
    item(
        "Narrow Ledge\nYou are on a narrow ledge high above the river. The ledge continues "
        "north; to the south it ends in a sheer drop.",
        R("narrow ledge", "n"),
        notes="a sheer drop is no exit; the ledge north is",
    ),
    item(
        "Guard Room\nThis bare room once housed the castle guard. Doorways lead north and east. "
        "To the west is a heavy door, barred from the far side.",
        R("guard room", "n e w", locked="w"),
        notes="barred from the far side reads as locked (the earlier rounds' call): closed, no "
        "open",
    ),
    item(
        "Attic\nDusty trunks are piled under the eaves. The only way out is down the ladder.\n"
        "There is a coin here.",
        R("attic", "d", coin=True),
        notes="the only way is down (outside the vocabulary); a coin is here: take it",
    ),
    item(
        (
            "Long Hallway\nYou are in a long hallway with a worn red carpet. Doorways open to "
            "the east and west. The front door, to the south, is locked.",
            R("long hallway", "e w s", locked="s"),
        ),
        "east",
        (
            "Dust-Sheet Parlour\nEvery chair in this parlour is hidden under a dust sheet. The "
            "only doorway is west.",
            R("dust-sheet parlour", "w"),
        ),
        "west",
        (
            "Long Hallway\nYou are in a long hallway with a worn red carpet. Doorways open to "
            "the east and west. The front door, to the south, is locked.",
            R("long hallway", "e w s", locked="s"),
        ),
        notes="back in the first room: east leads to the visited parlour; the first room has "
        "no initial; west is unvisited, the front door locked",
    ),
    item(
        "Riverbank\nYou are on the south bank of a wide, fast river. There is no way across. "
        "A footpath follows the bank east and west, and a cart track leads south toward the "
        "village.",
        R("riverbank", "e w s"),
        notes="the river north has no way across (no exit); three ways by land",
    ),
    item(
        "Wine Vault\nRacks of empty bottles line the walls. A trapdoor in the ceiling leads up "
        "to the kitchen, and a low archway opens to the north.\nA tarnished doubloon lies in "
        "the sawdust.",
        R("wine vault", "u n", coin=True),
        notes="a trapdoor up is outside the vocabulary; the archway north is an exit; a "
        "doubloon in the sawdust is a coin",
    ),
]
