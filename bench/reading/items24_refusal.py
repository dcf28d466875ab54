"""refusal, twenty-fourth round: moves a game turned back, in games users write themselves (a
JavaScript error naming the exits, a Python game quoting its own exits dict, a bank hall's
strongroom door locked "The manager took the key to lunch.", a Python game that understands only
four directions, an unlock that leaves a vault door shut, a cellar door refused, opened by its
kind and walked through, a Twine gate found locked with the page printed again, a Twine toy
shop's workroom, a Discord bot's "There's no exit east") and in published games pasted as
played (a Hitchhiker's-like wall with opinions, Scott Adams's crevasse, a MUD ford's current, a
TextWorld tackle room, a TextWorldExpress bedroom door looked at again, a hedge left behind at an
orchard gate, a gatekeeper who opens his gate, a hangar door still closed after a look, a frayed
rope and a cliff edge, a stable wall that unimpresses the horses, a ferryman in the fog). What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "{ room: 'Rocket Gantry', exits: [ 'north', 'south' ], items: [] }",
            R("rocket gantry", "n s"),
        ),
        "go east",
        ('Error: "east" is not an exit here. Try: north, south', K("refused")),
        notes="a user's JavaScript game: the move east refused (no exit there): go north or south",
    ),
    item(
        (
            "Room(name='Tin Store', exits={'north': 'Yard', 'east': 'Office'}, items=[])",
            R("tin store", "n e", leads={"n": "yard", "e": "office"}),
        ),
        "w",
        ("no exit 'west' in {'north': 'Yard', 'east': 'Office'}", K("refused")),
        notes="a user's Python game quoting its exits dict: west refused: go north or east",
    ),
    item(
        (
            "Bank Hall\nBrass rails, a marble counter, a clock that has stopped at ten past "
            "nine. The strongroom door is north; the street is south.",
            R("bank hall", "n s"),
        ),
        "north",
        (
            "The strongroom door is locked. The manager took the key to lunch.",
            K("refused", "locked"),
        ),
        notes="a user's Inform 7 game: a door whose state was not given turns out locked "
        "(closed, refused, no open): go south",
    ),
    item(
        (
            "Seed Bank Lobby\nA reception desk with nobody behind it and a rubber plant that "
            "has seen better decades. Corridors lead north and west.",
            R("seed bank lobby", "n w"),
        ),
        "east",
        (
            "You can't go that way. (Well, you could try, but the wall has been there longer "
            "than you have and intends to stay.)",
            K("refused"),
        ),
        notes="a Hitchhiker's-like refusal of a way the room never gave: go north or west",
    ),
    item(
        (
            "I'm on an ice shelf. Obvious exits: NORTH, EAST.\nI can also see: SNOW, "
            "FLAGPOLE\n\n---\nWHAT SHALL I DO?",
            R("ice shelf", "n e"),
        ),
        "GO WEST",
        ("I can't. There's a crevasse in the way!\n\n---\nWHAT SHALL I DO?", K("refused")),
        notes="Scott Adams's manner: west refused by a crevasse: go north or east",
    ),
    item(
        (
            "Ford Bank\nThe river runs brown and fast over the ford stones.  Willows lean "
            "over the water.\nExits: north, south",
            R("ford bank", "n s"),
        ),
        "west",
        ("The current would drag you under. You stay on the bank.", K("refused")),
        notes="a published MUD: the river west refused: go north or south",
    ),
    item(
        (
            "You are in the bedroom. In one part of the room you see a dressing table, that "
            "has nothing on it. There is also a desk chair, that has nothing on it. You also "
            "see a wardrobe that is closed. \nTo the North you see a closed wood door. To the "
            "East you see the living room. ",
            R("bedroom", "n e", closed="n"),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        (
            "You are in the bedroom. In one part of the room you see a dressing table, that "
            "has nothing on it. There is also a desk chair, that has nothing on it. You also "
            "see a wardrobe that is closed. \nTo the North you see a closed wood door. To the "
            "East you see the living room. ",
            R("bedroom", "n e", closed="n"),
        ),
        notes="TextWorldExpress's manner: the wood door refused, the look shows it still "
        "closed (the refusal stands): open north or go east",
    ),
    item(
        (
            "\n\n-= Tackle Room =-\nYou are in a tackle room. An ordinary one.\n\n\n\nThere is "
            "an exit to the north. Don't worry, it is unblocked. There is a closed myrtle door "
            "leading west.\n\n\n>" + " " * 96 + "-= Tackle Room =-0/1",
            R("tackle room", "n w", closed="w"),
        ),
        "go south",
        ("\nYou can't go that way.\n\n\n>" + " " * 96 + "-= Tackle Room =-0/2", K("refused")),
        notes="TextWorld's manner: a way never given refused: go north or open west",
    ),
    item(
        (
            "Toll Lane\nHigh banks on either side. A gate leads north into the meadow, and the "
            "lane runs on east.\n\nGo north\nGo east",
            R("toll lane", "n e"),
        ),
        "Go north",
        (
            "You try the gate, but it's locked, and the padlock is new.\n\nToll Lane\nHigh "
            "banks on either side. The gate to the north is locked. The lane runs on east.\n\n"
            "Go east",
            Both(K("refused", "locked"), R("toll lane", "n e", locked="n")),
        ),
        notes="a user's Twine game: the gate refused as locked and the page printed again "
        "with the gate locked: go east",
    ),
    item(
        (
            "Pit Head\nexits: north, west\n=> ",
            R("pit head", "n w"),
        ),
        "ne",
        ("I only understand north, south, east and west.\n=> ", K("refused")),
        notes="a user's Python game: a refused `ne` is no fact (outside the vocabulary): go "
        "north or west",
    ),
    item(
        (
            "Orchard Gate\nThe gate hangs open on the orchard to the north. A hedge of holly "
            "runs along the west side of the lane, and the lane goes on south.",
            R("orchard gate", "n s"),
        ),
        "west",
        ("The holly is far too thick, and it bites.", K("refused")),
        "north",
        (
            "Cider Orchard\nOld trees, windfalls in the grass, wasps in the windfalls. The "
            "only way out is south.",
            R("cider orchard", "s"),
        ),
        notes="a refusal left in the earlier room does not stand; the orchard's only way "
        "south leads back: go south",
    ),
    item(
        (
            "Vault Lobby\nA steel door fills the north wall, and it is locked. The lobby opens "
            "west onto the counting floor.",
            R("vault lobby", "n w", locked="n"),
        ),
        "north",
        ("The vault door won't move: it is locked.", K("refused", "locked")),
        "unlock north door with key",
        ("You unlock the vault door. It stays shut.", K("unlocked")),
        notes="a user's Inform 7 game: the unlock leaves the door closed and the refusal "
        "standing: open north or go west",
    ),
    item(
        (
            "Gatehouse Arch\nThe arch is dark and smells of horses. The gate to the east is "
            "closed. The road runs out to the west.",
            R("gatehouse arch", "e w", closed="e"),
        ),
        "east",
        ("The gate is closed.", K("refused", "closed")),
        "wait",
        (
            "The gatekeeper shuffles out, swings the east gate open and leaves it standing wide.",
            R(None, "e w"),
        ),
        notes="a published MUD: a gate another character opens and leaves open clears the "
        "refusal (read as the room again, the ninth round's way): go east or west",
    ),
    item(
        (
            "Hangar\nA glider with one wing folded sits under a tarpaulin. The hangar door, "
            "south, is closed. A side door to the east stands open.",
            R("hangar", "s e", closed="s"),
        ),
        "south",
        ("You can't, since the hangar door is closed.", K("refused", "closed")),
        "look",
        (
            "Hangar\nA glider with one wing folded sits under a tarpaulin. The hangar door, "
            "south, is closed. A side door to the east stands open.",
            R("hangar", "s e", closed="s"),
        ),
        notes="Inform's refusal at a closed door; the look shows it still closed (the refusal "
        "stands): open south or go east",
    ),
    item(
        (
            "Cliff Ledge\nA narrow ledge with the sea booming below. A frayed rope hangs down "
            "the rock face from somewhere above. The ledge path runs east and south.",
            R("cliff ledge", "e s"),
        ),
        "climb up",
        ("The rope is too frayed to climb. It comes away in your hand.", K("refused")),
        "west",
        ("West is the edge and a long fall. You step back.", K("refused")),
        notes="a refused `climb up` is no fact (the rope is no exit); the refused west stands: "
        "go east or south",
    ),
    item(
        (
            "Stable\nThree horses turn their heads to look at you. The yard is north.",
            R("stable", "n"),
        ),
        "east",
        (
            "You walk into the stable wall. The horses are unimpressed.\n\nStable\nThree horses "
            "turn their heads to look at you. The yard is north.",
            Both(K("refused"), R("stable", "n")),
        ),
        notes="a refusal and the room printed again in one text: the refusal stands; go north",
    ),
    item(
        (
            "Ferry Landing\nFog lies on the river so thick you cannot see the far bank. A path "
            "leads north along the bank, and the ferryman's hut is east.",
            R("ferry landing", "n e"),
        ),
        "west",
        ('The ferryman shakes his head. "Not in this fog. Not for any money."', K("refused")),
        notes="a person refuses the crossing west (a way the room never gave): go north or east",
    ),
    item(
        (
            "Potting Yard\nCold frames and a heap of leaf mould. The cellar door, east, is shut. "
            "The garden is south.",
            R("potting yard", "e s", closed="e"),
        ),
        "east",
        ("The cellar door is shut. You'd have to open it.", K("refused", "closed")),
        "open cellar door",
        ("You heave the cellar door open.", K("opened", "e")),
        "east",
        (
            "Apple Cellar\nRacks of apples in the dark, each wrapped in newspaper. The only "
            "door is west.",
            R("apple cellar", "w"),
        ),
        notes="a user's Inform 7 game: the door refused, opened by its kind (east) and walked "
        "through; the cellar's way west leads back: go west",
    ),
    item(
        (
            "You are in the toy shop. Clockwork mice, wooden arks, a rocking horse with real "
            "hair. The door to the workroom, north, has a sign on it: BACK SOON. The street is "
            "south.\n\nGo north\nGo south",
            R("toy shop", "n s"),
        ),
        "Go north",
        ("The workroom door is locked. BACK SOON, says the sign, smugly.", K("refused", "locked")),
        notes="a user's Twine game: a door whose state was not given turns out locked: go south",
    ),
    item(
        (
            "**Signal Room**\nLevers in a long row, all of them pulled back.\n**Exits:** north, "
            "west",
            R("signal room", "n w"),
        ),
        "!go east",
        ("(!) There's no exit **east**. Exits: north, west", K("refused")),
        notes="a user's Discord bot game: the move east refused: go north or west",
    ),
]
