"""mud, twenty-fourth round: MUDs people play, pasted as they come (a GemStone-like marsh
causeway with "Obvious paths:", a kennel yard whose hut door is refused, opened and walked
through, a Discworld-like toll bridge with a toll sign, an IRE-like caldera's lip with its prompt
and a look over the edge, a falconry mews with destinations in brackets, an eel-catcher who drops
a coin and leaves, a volcano observatory under a prompt, a press house with "You are thirsty.",
a lantern row with an area tag, a crevasse floor, a herring market below a gossip line, a
wheelwright's yard with "[open door]" and "[closed door]" in its exit line) and worlds users
build themselves (Evennia rooms with dbrefs: a mermaid grotto, a tollhouse parlour with a
builder's note, a cider cellar with a trapdoor, a village green with an exit named `church`; an
LPMud aviary and reed beds that refuse a way and print the room again; a Node.js MUD's herring
shed and its bait shed). What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "[Marsh Causeway]\nThe causeway is little more than planks laid over the mud, and the "
        "reeds close in on either side.  You also see a rusted eel trap.\nObvious paths: "
        "north, southeast, west.",
        R("marsh causeway", "n se w"),
        notes="a GemStone-like room: north and west are exits of the vocabulary (southeast is "
        "not); no coin",
    ),
    item(
        (
            "Kennel Yard\nHounds bay from the runs along the north wall. The kennelman's hut is "
            "to the east, and the lane leads off south.\nExits: east, south",
            R("kennel yard", "e s"),
        ),
        "east",
        ("The hut door is closed.", K("refused", "closed")),
        "open east",
        ("You lift the latch of the kennelman's door and it swings open.", K("opened")),
        "east",
        (
            "Kennelman's Hut\nA cot, a stove, and leads and muzzles hanging from hooks.\n"
            "Exits: west",
            R("kennelman's hut", "w"),
        ),
        notes="a published MUD: the hut door east refused as closed, opened, walked through; "
        "the hut's only way west leads back: go west",
    ),
    item(
        "Mermaid Grotto(#12)\nWater drips from the roof into pools of green light. A tunnel "
        "leads north toward the sea cave.\nExits: north and south\nYou see: a conch shell and "
        "3 gold coins",
        R("mermaid grotto", "n s", coin=True),
        notes="an Evennia world a user built (the dbref dropped from the name): 3 gold coins "
        "in 'You see:': take a coin",
    ),
    item(
        "Aviary.\nBirds of every colour flit between the branches overhead. A keeper's door "
        "is set in the east wall.\n    There are two obvious exits: east and south.\nA brass "
        "birdcage.\nA copper coin.",
        R("aviary", "e s", coin=True),
        notes="a user's LPMud room (the full stop dropped from the name): 'A copper coin.' is "
        "a coin lying here: take it",
    ),
    item(
        "The Toll Bridge\nThe bridge spans a brown river, and a tollhouse crouches at its east "
        'end.  A sign nailed to the rail reads "TOLL: ONE PENNY, NO EXCEPTIONS".\nThere are '
        "two obvious exits: east and west.",
        R("the toll bridge", "e w"),
        notes="a Discworld-like room: a price on a sign is no coin; exits east and west",
    ),
    item(
        (
            "Beneath the caldera's lip.\nBlack rock slopes up on every side and a fumarole "
            "hisses somewhere close. You see exits leading north and west.\n"
            "3450h, 3100m, 14200e, 15000w ex-",
            R("beneath the caldera's lip", "n w"),
        ),
        "look east",
        ("Smoke rolls up from a drop whose bottom you cannot see.", K("none")),
        notes="an IRE-like title (its full stop dropped) with its prompt; a look east shows no "
        "way and changes nothing: go north or west",
    ),
    item(
        (
            "[Herring Shed]\nBarrels of salt herring stacked to the rafters. Gulls scream "
            "outside.\nExits: north, west\nHere: a gutting knife, a silver coin",
            R("herring shed", "n w", coin=True),
        ),
        "get coin",
        ("You pick up: silver coin", K("took")),
        "w",
        (
            "[Smoke House]\nKippers hang in rows in the brown dark.\nExits: east\nHere: (nothing)",
            R("smoke house", "e"),
        ),
        notes="a MUD a user wrote in Node.js: the coin taken in the herring shed, then west "
        "into the smoke house, whose only way east leads back: go east",
    ),
    item(
        "Tollhouse Parlour(#27)\nA grate, a clock, a ledger of tolls on the table.\nExits: "
        "west\nThe door to the north is locked. (Builder's note: the key is in the river "
        "room.)",
        R("tollhouse parlour", "w n", locked="n"),
        notes="a user's Evennia room: the exit line shows only west, but the prose names a "
        "locked door north (an exit, locked); go west",
    ),
    item(
        "Falconry Mews\nHooded falcons sit on their blocks.  A falconer counts coins into a "
        "leather bag and ties it at his belt.\n[Exits: north (Courtyard), east (Weathering "
        "Ground)]",
        R("falconry mews", "n e", leads={"n": "courtyard", "e": "weathering ground"}),
        notes="coins a falconer counts into his bag are his, not coins lying here; exits "
        "with destinations: go north or east",
    ),
    item(
        "Eel Weir\nWillow hurdles funnel the river into a narrow race.  An eel-catcher mends "
        "his traps on the bank.\nExits: north, south.\nThe eel-catcher drops a coin, shrugs, "
        "and wanders off north.",
        R("eel weir", "n s", coin=True),
        notes="a coin an NPC drops and leaves behind lies in the room (the tenth round's "
        "sailor): take it",
    ),
    item(
        (
            "Reed Beds.\nReeds higher than your head rustle on every side.\n    The only "
            "obvious exit is north.",
            R("reed beds", "n"),
        ),
        "west",
        (
            "You push into the reeds, sink to your knees and struggle back out.\nReed Beds.\n"
            "Reeds higher than your head rustle on every side.\n    The only obvious exit is "
            "north.",
            Both(K("refused"), R("reed beds", "n")),
        ),
        notes="a user's LPMud: the move west refused and the room printed again in one text: "
        "the refusal stands; go north",
    ),
    item(
        "[88hp 40sp 102ep]\nVolcano Observatory\nSeismographs scratch at slowly turning paper "
        "drums.  A steel door to the west is closed.\nExits: north west\n[88hp 40sp 102ep]",
        R("volcano observatory", "n w", closed="w"),
        notes="a prompt before and after the room does not change its name; the steel door "
        "west is closed: go north or open west",
    ),
    item(
        "Cider Cellar(#40)\nCasks line the walls and the floor is sticky with old cider.\n"
        "Exits: trapdoor and east\nYou see: a barrel tap and a silver coin",
        R("cider cellar", "e trapdoor", coin=True),
        notes="a user's Evennia room: an exit named `trapdoor` has no compass word (outside "
        "the vocabulary); a silver coin: take it",
    ),
    item(
        "[Gossip] Threnody: anyone else seen the gold coins in the grotto?\n\nHerring Market\n"
        "Fishwives shout prices over trestles of silver fish.\nExits: north, east",
        R("herring market", "n e"),
        notes="coins named in a gossip line lie elsewhere; the channel line above the room "
        "does not change its name: go north or east",
    ),
    item(
        "Lantern Row (Tinkers' Quarter)\nLanterns of every size hang from poles along the "
        "street. The locksmith's shop is north; its door is shut.\n[Exits: north east west]",
        R("lantern row", "n e w", closed="n"),
        notes="the area tag dropped from the name; the locksmith's door north is shut "
        "(closed): open north, go east or west",
    ),
    item(
        "Crevasse Floor\nBlue ice on every side.  Meltwater trickles away south under the ice, "
        "in a gap too low to follow.\nObvious exits: east, north.\nThere are 2 silver coins "
        "here.",
        R("crevasse floor", "e n", coin=True),
        notes="a gap too low to follow is no exit; 2 silver coins here: take a coin",
    ),
    item(
        "Village Green(#5)\nThe grass is worn bare around the maypole.\nExits: north, church "
        "and west\nCharacters: Old Molly",
        R("village green", "n church w"),
        notes="a user's Evennia world: an exit named `church` has no compass word (outside the "
        "vocabulary); north and west: go either",
    ),
    item(
        "Press House\nThe press house smells of must and old wine. Vats line the west wall.\n"
        "Exits: north, south, up\nYou are thirsty.",
        R("press house", "n s up"),
        notes="vats along the west wall are no exit; up is outside the vocabulary; 'You are "
        "thirsty.' changes nothing: go north or south",
    ),
    item(
        "Wheelwright's Yard\nWheels in every stage of making lean against the fence.\nExits: "
        "north [open door] east [closed door] south\nSome copper coins are scattered in the "
        "sawdust.",
        R("wheelwright's yard", "n e s", closed="e", coin=True),
        notes="an exit line with door states in brackets: north open, east closed, south no "
        "door; copper coins in the sawdust: take a coin",
    ),
    item(
        "room: Bait Shed | exits: n, s | you see: bucket, coin",
        R("bait shed", "n s", coin=True),
        notes="a user's Node.js MUD printing one line a room: the name after 'room:', exits "
        "north and south, a coin: take it",
    ),
]
