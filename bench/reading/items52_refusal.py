"""refusal, fifty-second round (emphasis: the game's replies and the history): refusals in many
wordings and what the replies after them clear or keep: "You try the handle. Locked." and a knock
that brings nobody, "The door is shut tight. ..." and "You pull the door open." before a move, a
bramble hedge with the room printed again in one text, a padlock that springs open while the gate
stays shut, a low beam, a butler's "Not that way, sir; that's the river.", a cliff, thin ice, two
refusals of which an open clears one, a porter who opens a door and the room printed again, "You'd
need a boat for that.", Inform's "You can't go that way." kept by a look and an exits command, a key
that does not fit, a door "locked from the inside" with someone humming behind it, an open answered
"It's bolted on the other side." (the door now read as locked), a flooded passage, TextWorld's "You
have to open the ... door first." cleared by an open and a move, a MUD's refusal in a room named
only by its prompt, TextWorldExpress's closed door refused twice, opened and looked at, a refusal
left behind by a move into a room whose way back is shut again, a refusal that names its room. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

_GAP = " " * 128

ITEMS = [
    item(
        (
            "Estate Office\nMaps of the estate's farms cover the walls, each field with its "
            "name in copperplate. The factor's door, east, is closed. The gun room is south.",
            R("estate office", "e s", closed="e", leads={"s": "gun room"}),
        ),
        "east",
        ("You try the handle. Locked.", K("refused", "locked")),
        "knock",
        ("You knock. Nobody comes, and nobody calls out.", K("none")),
        notes="the factor's door (read as closed) refused as locked; a knock nobody answers "
        "keeps it: refused(east), closed(east), no open; the gun room south: go south",
    ),
    item(
        (
            "Cider House\nThe great press stands in the middle of the floor, its screw as "
            "thick as a man. The apple loft door, north, is shut. The yard is west.",
            R("cider house", "n w", closed="n", leads={"n": "apple loft", "w": "yard"}),
        ),
        "north",
        ("The door is shut tight. You'll have to open it.", K("refused", "closed")),
        "open door",
        ("You pull the door open. It smells of apples beyond.", K("opened", "n")),
        "north",
        (
            "Apple Loft\nApples lie in rows on slatted racks, none touching its neighbour. The "
            "door to the cider house, south, is open.",
            R("apple loft", "s", leads={"s": "cider house"}),
        ),
        notes="the shut door refused, pulled open and walked through: the apple loft's only way "
        "south visited (initial, all visited): go back south",
    ),
    item(
        (
            "Briar Path\nThe path squeezes between walls of bramble. It goes on north to the "
            "gamekeeper's hut and south to the lane.",
            R("briar path", "n s", leads={"n": "gamekeeper's hut", "s": "lane"}),
        ),
        "east",
        (
            "A wall of brambles blocks your way, and tears your sleeve for trying.\n\nBriar "
            "Path\nThe path squeezes between walls of bramble. It goes on north to the "
            "gamekeeper's hut and south to the lane.",
            Both(
                K("refused"),
                R("briar path", "n s", leads={"n": "gamekeeper's hut", "s": "lane"}),
            ),
        ),
        notes="the brambles east refused and the room printed again in one text: "
        "refused(east); north and south open",
    ),
    item(
        (
            "Orchard Gate\nThe orchard lies beyond a tall iron gate, east, which is padlocked. "
            "The drive runs north to the house.",
            R("orchard gate", "e n", locked="e", leads={"n": "house"}),
        ),
        "east",
        ("The gate is padlocked.", K("refused", "locked")),
        "unlock east gate with the small key",
        ("The padlock springs open, but the gate is still shut.", K("unlocked")),
        notes="the padlocked gate refused and unlocked, still shut: refused(east), "
        "closed(east); open east or go north",
    ),
    item(
        (
            "Cruck Barn\nTwo great curved timbers meet overhead like praying hands, and a low "
            "tie-beam crosses the north end. The threshing floor door, west, is open.",
            R("cruck barn", "w"),
        ),
        "north",
        ("You bang your head on the low beam. There is no way north.", K("refused")),
        notes="the low beam north: no exit, refused(north); the only way west",
    ),
    item(
        (
            "Boathouse Lawn\nThe lawn slopes to the river, where the punts are tied. The "
            "house is north. The boathouse is east.\n\nThe butler is here, holding a tray.",
            R("boathouse lawn", "n e", leads={"e": "boathouse"}),
        ),
        "south",
        ('"Not that way, sir; that\'s the river," says the butler.', K("refused")),
        notes="a butler speaks the refusal (the river south is no exit: refused(south)); north "
        "and east open",
    ),
    item(
        (
            "Cliff Top\nThe turf ends in air. Far below, the sea. A path runs east along the "
            "edge, and the coastguard hut is north.",
            R("cliff top", "e n", leads={"n": "coastguard hut"}),
        ),
        "west",
        (
            "You can't climb down the cliff. Not without a rope, and not with one either.",
            K("refused"),
        ),
        notes="the cliff west is no exit: refused(west); east and north open",
    ),
    item(
        (
            "Mere Shore\n   Reeds rattle in the wind. The mere is frozen as far as you can see. "
            "A track leads north into the birch wood.\n   [Exits: north]\n",
            R("mere shore", "n"),
        ),
        "s",
        ("The ice is too thin. You hear it creak, and step back.\n", K("refused")),
        notes="thin ice south: no exit, refused(south); the track north: go north",
    ),
    item(
        (
            "Pattern Shop\nWooden patterns of gear wheels hang on every wall. The foundry door, "
            "north, is closed. The office door, east, is closed. The yard is south.",
            R("pattern shop", "n e s", closed="n e", leads={"n": "foundry", "e": "office"}),
        ),
        "north",
        ("The foundry door is closed.", K("refused", "closed")),
        "east",
        ("The office door is locked. The clerk has gone home.", K("refused", "locked")),
        "open north",
        ("You open the foundry door. Heat rolls out to meet you.", K("opened")),
        notes="two refusals: the foundry door opened (its refusal cleared), the office door "
        "locked (refused(east), closed(east) stand); north and south open",
    ),
    item(
        (
            "Lodge Porch\nA porch of rough timber with a boot scraper. The lodge door, north, is "
            "closed. The forest track runs west.",
            R("lodge porch", "n w", closed="n"),
        ),
        "north",
        ("The lodge door is closed.", K("refused", "closed")),
        "wait",
        (
            "The porter opens the lodge door from inside, peers at you and goes back in, "
            "leaving it open.\n\nLodge Porch\nA porch of rough timber with a boot scraper. The "
            "lodge door, north, is open. The forest track runs west.",
            R("lodge porch", "n w"),
        ),
        notes="a porter opens the door and the room is printed again with it open: the "
        "refusal cleared; go north or go west",
    ),
    item(
        (
            "Staithe\nCoal staithes run out over the water on black timbers. The wagonway is "
            "north. The harbour lies south, black and still.",
            R("staithe", "n", leads={"n": "wagonway"}),
        ),
        "south",
        ("You'd need a boat for that, and the nearest boat is in Sunderland.", K("refused")),
        notes="the harbour south is water without a boat: no exit, refused(south); the "
        "wagonway north",
    ),
    item(
        (
            "Buttery\nCasks of small beer and a rack of leather jacks. The great hall is "
            "north. A door to the west is closed.",
            R("buttery", "n w", closed="w", leads={"n": "great hall"}),
        ),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Buttery\nCasks of small beer and a rack of leather jacks. The great hall is "
            "north. A door to the west is closed.",
            R("buttery", "n w", closed="w", leads={"n": "great hall"}),
        ),
        "exits",
        ("You can go north or west (through a closed door).", R(None, "n w", closed="w")),
        notes="a refusal east kept by a look and an exits command that name no way east: "
        "refused(east); north open, the door west closed",
    ),
    item(
        (
            "Salt Cellar\n   Sacks of rock salt lean against the walls. The iron door, east, is "
            "locked. The steps door, west, is open.\n   Exits: east west\n",
            R("salt cellar", "e w", locked="e"),
        ),
        "e",
        ("The iron door is locked.\n", K("refused", "locked")),
        "unlock east door with bent key",
        ("The bent key doesn't fit the lock.\n", K("none")),
        notes="the locked door refused, and a key that does not fit keeps it: refused(east), "
        "closed(east), no open; west open: go west",
    ),
    item(
        (
            "Upper Corridor\nA long corridor of closed doors and a runner worn thin. The box "
            "room is east. The bathroom door, north, is closed.",
            R("upper corridor", "e n", closed="n", leads={"e": "box room", "n": "bathroom"}),
        ),
        "north",
        (
            "The bathroom door is locked from the inside. Someone in there is humming "
            '"Greensleeves".',
            K("refused", "locked"),
        ),
        notes="a door locked from the inside: refused(north), closed(north), no open; the box "
        "room east: go east",
    ),
    item(
        (
            "Wine Vault\nBins of dusty bottles, and a slate where someone chalks the count. A "
            "door leads north, closed. The arch east goes to the beer cellar.",
            R("wine vault", "n e", closed="n", leads={"e": "beer cellar"}),
        ),
        "north",
        ("The door is closed.", K("refused", "closed")),
        "open north",
        (
            "It won't open from this side. It's bolted on the other side.",
            R(None, "n e", locked="n"),
        ),
        notes="the door refused as closed; the open finds it bolted on the other side (now read "
        "as locked: no open): refused(north), closed(north); the arch east: go east",
    ),
    item(
        (
            "Sump Chamber\n   A dripping chamber at the foot of the mine. The north drift is "
            "flooded to the roof. The shaft bottom is east.\n   Exits: east\n",
            R("sump chamber", "e", leads={"e": "shaft bottom"}),
        ),
        "north",
        ("The drift is flooded to the roof. You would drown.\n", K("refused")),
        notes="the flooded drift north is no exit: refused(north); the shaft bottom east",
    ),
    item(
        (
            "\n\n-= Boudoir =-\nYou are in a boudoir. A normal kind of place.\n\n\n\nThere is a "
            "closed sal door leading north. There is an unguarded exit to the west.\n\n\n\n>"
            f"{_GAP}-= Boudoir =-0/4",
            R("boudoir", "n w", closed="n"),
        ),
        "go north",
        (
            f"\nYou have to open the sal door first.\n\n\n>{_GAP}-= Boudoir =-0/5",
            K("refused", "closed"),
        ),
        "open sal door",
        (f"\nYou open sal door.\n\n\n>{_GAP}-= Boudoir =-0/6", K("opened", "n")),
        "go north",
        (
            "\n\n-= Nursery =-\nYou arrive in a nursery. An ordinary one.\n\n\n\nThere is an "
            "open sal door leading south.\n\n\n\n>"
            f"{_GAP}-= Nursery =-0/7",
            R("nursery", "s"),
        ),
        notes="TextWorld's manner: the sal door refused, opened by its kind and walked "
        "through; the nursery's only way south visited (initial, all visited): go back south",
    ),
    item(
        (
            "Fell Road\n   A stony road climbs over the fell between drystone walls.\n"
            "   [Exits: north south]\n<31hp 40mv Fell Road>",
            R("fell road", "n s"),
        ),
        "w",
        ("The wall is too high to climb here.\n<31hp 40mv Fell Road>", K("refused")),
        "e",
        ("The wall is too high to climb here.\n<31hp 39mv Fell Road>", K("refused")),
        notes="a MUD whose prompt names the room: both walls refused (refused(west), "
        "refused(east)); north and south open",
    ),
    item(
        (
            "Your task is to search the environment and find the coin.  Once you find the coin, "
            "take it.\n\nYou are in the laundry room. In one part of the room you see a washing "
            "machine that is closed. There is also a laundry basket, that has nothing on it. "
            "\nTo the North you see a closed wood door. ",
            R("laundry room", "n", closed="n"),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to north",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a laundry basket, that has nothing on it. \nThrough "
            "an open wood door, to the North you see the corridor. ",
            R("laundry room", "n"),
        ),
        notes="TextWorldExpress's manner: the wood door refused twice, then opened (the reply "
        "names the corridor beyond; the laundry room kept) and looked at: the refusal cleared: "
        "go north",
    ),
    item(
        (
            "Still Room\nBunches of herbs hang drying, and there is a copper still on the "
            "bench. The kitchen passage is west. A door east, shut, leads to the herb garden.",
            R("still room", "w e", closed="e", leads={"w": "kitchen passage", "e": "herb garden"}),
        ),
        "south",
        ("You can't go south from the still room: there's only the wall.", K("refused")),
        "west",
        (
            "Kitchen Passage\nBells hang on their springs along the wall. The still room is "
            "east, through its door, which swings shut behind you. The servery is north.",
            R(
                "kitchen passage",
                "e n",
                closed="e",
                leads={"e": "still room", "n": "servery"},
            ),
        ),
        notes="a refusal that names its room, left behind by a move; the door back east swings "
        "shut (visited, initial, closed(east)); the servery north unvisited: go north",
    ),
]
