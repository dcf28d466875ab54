"""refusal, fifth round: moves the game refused, in the wordings of many engines and authors
(Zork's impenetrable forest, ADRIFT's "You can't move in that direction.", Quest's "You can't
go there.", Scott Adams's "I can't go in that direction.", LPMud's bare "What?", Evennia's
"Command 'east' is not available.", a sci-fi clearance, a boat needed, "You can only go north
or east from here."), refusals at locked and closed doors, cleared by an open or a look with
the door open, not by an unlock; refused diagonals, up and down (no fact); a refusal left in an
earlier room. What a person reads in each text is declared beside it; the map facts are
derived by bench.reading.author (bench.reading.author4 for the refusal-then-room text)."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Forest Path\nThis is a path winding through a dimly lit forest. The path heads "
            "south and east.",
            R("Forest Path", "s e"),
        ),
        "north",
        ("The forest becomes impenetrable to the north.", K("refused")),
        notes="Zork's forest refusal",
    ),
    item(
        (
            "Tithe Barn\nA vast barn of oak and thatch.\nExits are south and west.",
            R("Tithe Barn", "s w"),
        ),
        "e",
        ("You can't move in that direction.", K("refused")),
        notes="ADRIFT's refusal",
    ),
    item(
        (
            "You are in a Greenhouse.\nYou can see a watering can.\nYou can go north.",
            R("Greenhouse", "n"),
        ),
        "west",
        ("You can't go there.", K("refused")),
        notes="Quest's refusal",
    ),
    item(
        (
            "I'm in a dismal swamp. Obvious exits: NORTH, EAST.\nI can also see: CYPRESS TREE",
            R("dismal swamp", "n e"),
        ),
        "GO SOUTH",
        ("I can't go in that direction.\nTell me what to do?", K("refused")),
        notes="Scott Adams's refusal and prompt; the command in capitals",
    ),
    item(
        (
            "Herbalist's Hut\nBunches of drying herbs hang from the beams.\nThere are two "
            "obvious exits: north and east.",
            R("Herbalist's Hut", "n e"),
        ),
        "west",
        ("What?", K("refused")),
        notes="LPMud answers a direction that is no exit with a bare 'What?' (the exits are "
        "commands there): read as the move refused",
    ),
    item(
        (
            "Reading Nook\nA window seat piled with cushions.\nExits: north",
            R("Reading Nook", "n"),
        ),
        "east",
        ("Command 'east' is not available. Type \"help\" for help.", K("refused")),
        notes="Evennia's reply to a direction with no exit: the move refused",
    ),
    item(
        (
            "Airlock Antechamber\nSuits hang in their cradles. The inner door to the north is "
            "closed; the service corridor runs west.",
            R("Airlock Antechamber", "n w", closed="n"),
        ),
        "north",
        (
            "ACCESS DENIED. Bulkhead N-7 requires level-3 clearance. Your clearance: level 1.",
            K("refused", "locked"),
        ),
        notes="a clearance the player lacks: the closed door read as locked, refused; no "
        "open among the actions",
    ),
    item(
        (
            "Jetty\nThe jetty's planks are slick with weed. The town lies north; the lake "
            "laps all round.",
            R("Jetty", "n"),
        ),
        "go east",
        ("You'd need a boat for that.", K("refused")),
        notes="water without a boat: refused east",
    ),
    item(
        (
            "Sculptor's Yard\nBlocks of marble under tarpaulins. Ways lead north and east.",
            R("Sculptor's Yard", "n e"),
        ),
        "west",
        ("You can only go north or east from here.", K("refused")),
        notes="a refusal that names the exits",
    ),
    item(
        (
            "Porter's Lodge\nPigeonholes for letters, a kettle, a fire. The college gate is "
            "south. A door to the east leads to the porter's room.",
            R("Porter's Lodge", "s e"),
        ),
        "east",
        ("You try the handle. Locked.", K("refused", "locked")),
        notes="a door whose state was not given, refused as locked",
    ),
    item(
        (
            "Bothy\nA stone shelter with a turf roof. The door is south; a gate to the west "
            "is padlocked.",
            R("Bothy", "s w", locked="w"),
        ),
        "w",
        ("You can't go west: the gate is padlocked.", K("refused", "locked")),
        "look",
        (
            "Bothy\nA stone shelter with a turf roof. The door is south; a gate to the west "
            "is padlocked.\n\nRain drums on the turf.",
            R("Bothy", "s w", locked="w"),
        ),
        notes="a look with the gate still padlocked keeps the refusal",
    ),
    item(
        (
            "Chancel\nThe altar, a brass lectern, worn brasses in the floor. The vestry door "
            "to the north is locked; the nave is west.",
            R("Chancel", "n w", locked="n"),
        ),
        "north",
        ("The vestry door is locked.", K("refused", "locked")),
        "unlock north door with brass key",
        ("Unlocked.", K("unlocked")),
        "open north door",
        ("You open the vestry door.", K("opened")),
        notes="the unlock left the refusal; the open cleared it: north is an open way now",
    ),
    item(
        (
            "Icehouse Passage\nA brick tunnel, cold as a grave. A heavy door to the south is "
            "closed. The passage runs north.",
            R("Icehouse Passage", "s n", closed="s"),
        ),
        "s",
        ("The heavy door is closed.", K("refused", "closed")),
        "unlock south door",
        ("That doesn't seem to be something you can unlock.", K("none")),
        notes="a failed unlock changes nothing: the door closed, the refusal stands; open "
        "it is the person's move",
    ),
    item(
        (
            "Rope Bridge\nThe bridge sways over the gorge, running east to west.",
            R("Rope Bridge", "e w"),
        ),
        "go down",
        ("You'd break your neck.", K("refused")),
        "nw",
        ("You can't go northwest from here.", K("refused")),
        notes="refused down and northwest: no fact",
    ),
    item(
        (
            "[Courtyard]\nA well in the middle, weeds between the flags.\n[Exits: n e]",
            R("Courtyard", "n e"),
        ),
        "s",
        (
            "There's no exit that way.\n\n[Courtyard]\nA well in the middle, weeds between "
            "the flags.\n[Exits: n e]",
            Both(K("refused"), R("Courtyard", "n e")),
        ),
        notes="a refusal and the room again in one text",
    ),
    item(
        (
            "Pump House\nThe pump is silent. Doors lead north and east.",
            R("Pump House", "n e"),
        ),
        "south",
        ("Nope. That's a wall.", K("refused")),
        "west",
        ("Also a wall.", K("refused")),
        "north",
        (
            "Filter Beds\nLong tanks of still water. The pump house is south.",
            R("Filter Beds", "s", leads={"s": "pump house"}),
        ),
        notes="two refusals in the pump house; none stands in the filter beds",
    ),
    item(
        (
            "Lock Keeper's Cottage\nA fire, a rocking chair, a cat. The door is west. A door "
            "to the north leads to the lock.",
            R("Lock Keeper's Cottage", "w n"),
        ),
        "north",
        ("The lock door is shut.", K("refused", "closed")),
        "wait",
        ("Time passes. The cat yawns.", K("none")),
        "look",
        (
            "Lock Keeper's Cottage\nA fire, a rocking chair, a cat. The door is west. The "
            "door to the north, the lock door, has been left open by the keeper.",
            R("Lock Keeper's Cottage", "w n"),
        ),
        notes="a look with the door open clears the refusal",
    ),
    item(
        (
            "Undercroft\nSquat pillars hold up the hall above. Archways lead north and south.",
            R("Undercroft", "n s"),
        ),
        "east",
        ("The undercroft wall is solid rock on that side.", K("refused")),
        "go west",
        ("Solid rock that way too.", K("refused")),
        notes="two refusals: east and west",
    ),
    item(
        (
            "Moorland Track\nHeather on either side, and a cairn. The track runs north-south."
            "\nA bog lies to the east.",
            R("Moorland Track", "n s"),
        ),
        "walk east",
        ("You take two steps into the bog, sink to your knees and scramble back.", K("refused")),
        notes="a refusal told as a small story; 'runs north-south' is both ways",
    ),
    item(
        (
            "Engine Room\nThe turbines hum. A hatch in the west bulkhead is sealed.\nExits: "
            "west (sealed), north",
            R("Engine Room", "w n", closed="w"),
        ),
        "w",
        ("The hatch is sealed. Cycle it first.", K("refused", "closed")),
        "open west hatch",
        ("The hatch cycles open with a hiss.", K("opened")),
        "w",
        (
            "Coolant Gallery\nPipes sweat in the cold. The hatch to the engine room is east; "
            "a catwalk leads north.",
            R("Coolant Gallery", "e n", leads={"e": "engine room"}),
        ),
        notes="refused at the sealed hatch, opened, walked through: the refusal stays in "
        "the engine room",
    ),
]
