"""other_task, eighteenth round: goals as systems print them: an Inform 7 banner ("Release 1 /
Serial number ... / Inform 7 build 6M62 (I6/v6.34 lib 6/12N) SD") and the opening text, a TADS 3
"Welcome to ... Type HELP for instructions.", a ROM questmaster's tells, an Achaea-like "Your
current quest:", an Evennia quest log, a Quest game's "Your objective:", an ADRIFT task line, a
Twine chapter page, a ChoiceScript stats page, Scott Adams's treasures to store, a
TextWorldExpress tidy-up task in its own words, a PunyInform status line "Eggs: 0/5", a MUSH's
"+QUEST:", an Alan opening, an LPMud's quest list, Ranvier's "[Quest]" line after a move.
Another task (`unknown_task`, 15 items, five with a coin in the room). The coin task told in
five new ways (an answer): an Inform 7 banner's "the last of the Gaunt sovereigns ... Find it and
pick it up", a ROM questmaster's lost gold coin "Find it and take it", a Quest game's
"Objective: get the coin.", an Adventuron title page "Your aim: pick up the penny.", an Evennia
quest log's "Lucky Florin". What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"
BUILD = "Inform 7 build 6M62 (I6/v6.34 lib 6/12N) SD"

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "THE GAUNT INHERITANCE\nAn Interactive Fiction by M. Penrose\nRelease 1 / Serial number "
        f"270511 / {BUILD}\n\nSomewhere in the Old Rectory lies the last of the Gaunt "
        "sovereigns. Find it and pick it up, and the house is yours.\n\nRectory Hall\nA cold "
        "hall with a stopped barometer. The dining room is east and the stairs go up.",
        R("rectory hall", "e u"),
        notes="the coin task told by the opening text (find the sovereign and pick it up); no "
        "coin here: go east",
    ),
    item(
        "QUESTOR tells you 'A gold coin was lost somewhere on Mill Lane.'\nQUESTOR tells you "
        "'Find it and take it -- that is all I ask.'\n\nMill Lane\n  The lane runs beside the "
        "millrace.\n[Exits: north south]\nA gold coin lies here.\n\n<120hp 100m 110mv> ",
        R("mill lane", "n s", coin=True),
        notes="a ROM questmaster's quest is the coin itself, and it lies here: take it",
    ),
    item(
        "Objective: get the coin.\n\nYou are in a stable.\nYou can see a pitchfork and a "
        "bucket.\nYou can go south or west.",
        R("stable", "s w"),
        notes="a Quest game's objective line names the coin: the coin task; go south or west",
    ),
    item(
        "THE PENNY PRINCE\nA text adventure\n\nYour aim: pick up the penny.\n\nYou are in the "
        "throne room.\nExits : east, west\nYou notice : a wooden throne, a penny",
        R("throne room", "e w", coin=True),
        notes="an Adventuron title page whose aim is the penny, and a penny is here: take it",
    ),
    item(
        "Quests:\n  Lucky Florin (in progress): Find Bren's lucky florin and pick it up.\n\n"
        "Fishermen's Row\nNets dry along the railings.\nExits: north and east",
        R("fishermen's row", "n e"),
        notes="an Evennia quest log whose quest is finding a florin (a coin) and picking it up: "
        "the coin task; go north or east",
    ),
    # ---- another task: unknown_task ----
    item(
        "THE LAMPLIGHTER\nAn Interactive Fiction by A. Marsh\nRelease 1 / Serial number 270512 "
        f"/ {BUILD}\n\nYou have until nightfall to light every lamp in the square.\n\nLamp "
        "Yard\nLadders and cans of oil. The square is north.",
        R("lamp yard", "n"),
        expect=UNKNOWN,
        notes="an Inform 7 banner and a goal of lighting lamps: another task",
    ),
    item(
        "Welcome to THE MISSING CHALICE. Type HELP for instructions.\n\nThe vicar's chalice has "
        "been taken from the vestry, and he has asked you to find it before Sunday.\n\nVestry\n"
        "Surplices hang on pegs. The chancel is north.\n\nYou see a silver coin here.\n\n"
        "Obvious exits lead north.",
        R("vestry", "n", coin=True),
        expect=UNKNOWN,
        notes="a TADS 3 opening whose goal is a chalice: another task, even with a coin here",
    ),
    item(
        "QUESTOR tells you 'Hunt down the rat king in the sewers and bring me its tail.'\n"
        "QUESTOR tells you 'You have 25 minutes to complete your quest.'\n\nSewer Junction\n  "
        "Brown water runs in a channel.\n[Exits: north east west]\n\n<120hp 100m 110mv> ",
        R("sewer junction", "n e w"),
        expect=UNKNOWN,
        notes="a ROM quest to hunt a rat king: another task",
    ),
    item(
        "Your current quest: Deliver the sealed letter to Mistress Ophira in the Temple.\n\n"
        "Along the Temple Road.\nThe road climbs towards the white temple. You see exits "
        "leading north and south.\n3250h, 2890m ex-",
        R("along the temple road", "n s"),
        expect=UNKNOWN,
        notes="an Achaea-like delivery quest: another task",
    ),
    item(
        "Quests:\n  The Miller's Daughter (in progress): Find Anna, who has not come home from "
        "the woods.\n\nWood Edge\nBeeches give way to fields.\nExits: north, south and west",
        R("wood edge", "n s w"),
        expect=UNKNOWN,
        notes="an Evennia quest log: finding a girl, not a coin: another task",
    ),
    item(
        "Your objective: escape the house before the tide comes in.\n\nYou are in a "
        "boathouse.\nYou can see a rotten oar and a shilling.\nYou can go north.",
        R("boathouse", "n", coin=True),
        expect=UNKNOWN,
        notes="a Quest game's objective is an escape: another task, even with a shilling here",
    ),
    item(
        "Task: Feed the pigs. (0/3 troughs filled)\n\nPigsty\nThe pigs grunt at you hopefully. "
        "The yard is west.\nAlso here is a bucket of swill.",
        R("pigsty", "w"),
        expect=UNKNOWN,
        notes="an ADRIFT task line about pigs: another task",
    ),
    item(
        "CHAPTER ONE - The Letter\n\nThe letter says only: Bring the brass key to the "
        "lighthouse keeper before dark.\n\nYou stand on the harbour wall. The lighthouse is "
        "east; the town is south.\n\nWalk east\nWalk south",
        R("harbour wall", "e s"),
        expect=UNKNOWN,
        notes="a Twine chapter page whose goal is a key to deliver: another task",
    ),
    item(
        "Stats\nReputation: 40%\nJam: 2 jars\nGoal: Win the jam contest at the village fete."
        "\n\nYou are in the fete field. Stalls stand in rows. A penny bun stall is east.\n"
        "\n#Go to the jam tent (north)\n#Go to the bun stall (east)",
        R("fete field", "n e"),
        expect=UNKNOWN,
        notes="a ChoiceScript stats page with a goal about jam: another task (a penny bun is "
        "no coin)",
    ),
    item(
        "Welcome to Adventure 15. Remember: you are to find the hidden treasures and store "
        "them in the counting room. Say SCORE to see how you are doing.\n\nI'm in a counting "
        "room. Obvious exits: NORTH.\nI can also see: LEDGER, *GOLD COIN*",
        R("counting room", "n", coin=True),
        expect=UNKNOWN,
        notes="Scott Adams's goal is to store treasures in a room, not to take a coin (the "
        "earlier rounds' call on carrying the coin to a box): another task, with a gold coin here",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the kitchen. In one part of the room you see a counter, "
        "that has a dirty mug, and a coin on it. There is also a dishwasher that is closed. \n"
        "To the South you see the corridor. ",
        R("kitchen", "s", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task in its own words, with a coin on the counter: "
        "another task",
    ),
    item(
        "Henhouse                                                 Eggs: 0/5\n\nHenhouse\nStraw "
        "and feathers. The run is south.\n\nYou can see a nesting box here.",
        R("henhouse", "s"),
        expect=UNKNOWN,
        notes="a PunyInform status line counting eggs: another task",
    ),
    item(
        "+QUEST: Gather six bundles of reeds for the thatcher. (2/6)\n\nReed Bed(#3310R)\n"
        "Reeds taller than a man.\nContents:\ncopper coin\nObvious exits:\nBank <N>  Ford <E>",
        R("reed bed", "n e", coin=True),
        expect=UNKNOWN,
        notes="a MUSH quest for reeds: another task, with a copper coin here",
    ),
    item(
        "The king has slept for a hundred years. Your task is to wake him.\n\nThe Long "
        "Gallery.\nPortraits line the walls. Doors lead east and west. There is a stool here.",
        R("the long gallery", "e w"),
        expect=UNKNOWN,
        notes="an Alan opening: waking a king is another task",
    ),
    item(
        (
            "Bridge Foot.\n    The river road meets the old bridge.\n    There are two obvious "
            "exits: north and east.",
            R("bridge foot", "n e"),
        ),
        "quests",
        (
            "You are on the following quest:\n  Troll Bridge - slay the troll that lives under "
            "the old bridge.",
            K("none"),
        ),
        expect=UNKNOWN,
        notes="an LPMud's quest list after the room: slaying a troll is another task",
    ),
]
