"""other_task, twenty-sixth round: games whose goal is not the coin, in the four families a new user
brings and the registers people use. Another task (`unknown_task`, 15 items, eight with a coin in
the room): an Inform 7 banner's piano to tune before a recital (a sixpence here), a play-by-post
game master's letter for the harbourmaster, a ferrywoman's lost oars asked after a move (a copper
coin in the mud), a screen reader reading a sandcastle contest's page, a walkthrough's introduction
to a hedge witch's cure (a silver penny on the dresser), a boy's promise to bail out the boat, a
chess club's missing white queen, "Chimneys swept: 1/4" in a status line (a threepenny bit on the
hearth), a MUD quest log's bell clapper (2 silver coins), a TODO list of garden jobs, a
TextWorld-like speech about a lamp in a chest (a coin on the floor), TextWorldExpress's tidy-up task
(a coin on a coffee table), a girl's kite on the church roof, an old woman's watercress, an
objective to wind every clock updated after a move (a florin). Five coin games told in new ways (an
answer): a game master's "Find it and keep it", a screen reader's "PENNY HUNT" page, a grandson's
"if I find it I can keep it", a MUD quest for the tinker's farthing accepted after a move (the
farthing between the cobbles), an Inform banner's "THE LAST SHILLING ... Find it and take it, and
you win.". What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "THE PIANO TUNER\nAn Interactive Evening by M. Reyes\nRelease 1 / Serial number 250114 "
        "/ Inform 7 build 6M62 (I6/v6.34 lib 6/12N)\n\nMrs Lindqvist's piano has been out of "
        "tune since the flood. Tune all eighty-eight keys before her recital at eight.\n\nMusic "
        "Room\nThe piano takes up half the room, its lid propped open like a mouth. The hall is "
        "south.\n\nYou can see a tuning hammer and a sixpence here.",
        R("Music Room", "s", coin=True),
        expect=UNKNOWN,
        notes="an Inform 7 banner whose goal is tuning a piano: another task, even with a "
        "sixpence in the room",
    ),
    item(
        "[OOC] GM_Wren: New chapter, everyone! Your job tonight: get the bishop's sealed letter "
        "to the harbourmaster before the tide turns.\n\n[IC] You're in the gatehouse, Corvin. "
        "The harbour road leads south; the bishop's palace is north, its doors open.",
        R("gatehouse", "s n"),
        expect=UNKNOWN,
        notes="a play-by-post game master sets a delivery: another task",
    ),
    item(
        (
            "Reed Bank\n  Reeds hiss in the wind. A path runs north to the ferry landing.\n[Exits: "
            "north east]\n<90hp 75mv> ",
            R("Reed Bank", "n e", leads={"n": "ferry landing"}),
        ),
        "n",
        (
            "Ferry Landing\n  A plank jetty and a flat-bottomed ferry with no oars in it.\n"
            "[Exits: south]\nA copper coin lies in the mud by the landing.\nThe ferrywoman says, "
            "'My oars went downriver in the storm. Bring them back and you ride free for a "
            "year.'\n<90hp 75mv> ",
            R("Ferry Landing", "s", coin=True, leads={"s": "reed bank"}),
        ),
        expect=UNKNOWN,
        notes="a ferrywoman's request after a move (her oars): another task, even with a copper "
        "coin in the mud",
    ),
    item(
        "heading level 1, Sandcastle Contest\nBuild the tallest castle on the beach before the "
        "tide comes in. Judging is at four o'clock.\nheading level 2, The Beach\nYou're on the "
        "beach. The sand is just damp enough.\nlink, Walk north to the promenade\nlink, Walk "
        "east along the sand\nlink, Pick up the bucket\nend of web content",
        R("The Beach", "n e"),
        expect=UNKNOWN,
        notes="a screen reader reading a web game: its goal is a sandcastle: another task",
    ),
    item(
        "INTRODUCTION\nIn HEDGE WITCH you play Nan Crouch, and your goal is to brew the cure for "
        "the miller's fever before the new moon. This walkthrough assumes you have read the "
        "game's HELP.\n\nYou start in Nan's Kitchen. Exits are north (Herb Garden) and east "
        "(Lane). There is a silver penny on the dresser, which you will never need.",
        R("Nan's Kitchen", "n e", coin=True),
        expect=UNKNOWN,
        notes="a walkthrough's introduction: the goal is a cure, another task, even with a "
        "silver penny on the dresser",
    ),
    item(
        "I promised Dad I'd have the boat bailed out before he's back from the pub. I'm in the "
        "boathouse. The dinghy sits half full of rainwater, and the bailer's gone missing. The "
        "door is south, and the slipway doors to the west are open.",
        R("boathouse", "s w"),
        expect=UNKNOWN,
        notes="a first person promise to bail out a boat: another task",
    ),
    item(
        "Tomasz has until midnight to find the missing chess piece, the white queen, or the "
        "club will forfeit the match.\n\nCLUB ROOM\nTomasz is in the club room. Boards are set "
        "out on every table. The bar is north, and the door to the committee room, east, is "
        "shut.",
        R("CLUB ROOM", "n e", closed="e"),
        expect=UNKNOWN,
        notes="a game told of its hero, whose goal is a chess piece: another task",
    ),
    item(
        "Back Bedroom                              Chimneys swept: 1/4\n\nBack Bedroom\nSoot "
        "lies in a fan across the hearth rug, and the chimney breast is warm. The landing is "
        "east.\n\nYou can see a set of brushes and a threepenny bit here.",
        R("Back Bedroom", "e", coin=True),
        expect=UNKNOWN,
        notes="a status line counting chimneys swept: another task, even with a threepenny bit "
        "on the hearth",
    ),
    item(
        "[Quest] The Drowned Bell: recover the bell clapper from the mill pond. (0/1)\nMill "
        "Pond\n  Green water, a sunken punt and the mill's silent wheel.\n[Exits: south "
        "west]\nThere are 2 silver coins here.\n<90hp 75mv> ",
        R("Mill Pond", "s w", coin=True),
        expect=UNKNOWN,
        notes="a MUD quest line about a bell clapper: another task, even with 2 silver coins here",
    ),
    item(
        "TODO: paint fence [ ]  plant bulbs [ ]  fix gate latch [x]\n\nFront garden. Path S to "
        "the road. Door N to the house. Shed E.",
        R("Front garden", "s n e"),
        expect=UNKNOWN,
        notes="a TODO list of garden jobs: another task",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. First off, try to open the chest. Then, take the lamp from the chest. And "
        "then, put the lamp on the shelf in the attic. Got that? Good!\n\n-= Cellar =-\nYou "
        "arrive in a cellar. An ordinary kind of place.\n\n\n\nThere is an exit to the north. "
        "Don't worry, it is unguarded.\n\nThere is a coin on the floor.",
        R("Cellar", "n", coin=True),
        expect=UNKNOWN,
        notes="a TextWorld-like speech whose goal is a lamp in a chest and a shelf: another "
        "task, even with a coin on the floor",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the living room. In one part of the room you see a book "
        "case, that has nothing on it. There is also a coffee table that has a coin, and a "
        "dirty mug on it. You also see a sofa, that has nothing on it. \nTo the North you see "
        "the corridor. To the West you see the kitchen. ",
        R("living room", "n w", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's tidy-up task: another task, even with a coin on the coffee table",
    ),
    item(
        "Mabel's kite is stuck on the church roof! Help Mabel get it down before Sunday "
        "school.\n\nMabel is in the churchyard. The lych gate is north. The church porch is "
        "west.",
        R("churchyard", "n w"),
        expect=UNKNOWN,
        notes="a children's game whose goal is a kite: another task",
    ),
    item(
        "Old Wenna says, 'Fetch me a basket of watercress from the springs and I'll tell you "
        "your fortune.'\nWatercress Beds\n  Clear water runs over gravel between the beds.\n"
        "[Exits: north east]\n<90hp 75mv> ",
        R("Watercress Beds", "n e"),
        expect=UNKNOWN,
        notes="an old woman's errand (watercress) before the room: another task",
    ),
    item(
        (
            "Clock Room\nClocks on every wall, all stopped. The hall is west.\n\n[Objective: "
            "Wind every clock in the house (2/9).]",
            R("Clock Room", "w", leads={"w": "hall"}),
        ),
        "w",
        (
            "Hall\nA long hall with a grandfather clock at each end, both silent. The clock "
            "room is east; the study is north.\n\n[Objective updated: Wind every clock in the "
            "house (2/9).]\n\nYou can see a florin here.",
            R("Hall", "e n", coin=True, leads={"e": "clock room"}),
        ),
        expect=UNKNOWN,
        notes="an objective to wind the clocks, updated after a move: another task, even with "
        "a florin in the hall",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "[OOC] GM_Wren: Your quest, Corvin, is simple enough: old Marrow lost a silver coin "
        "somewhere in the mill. Find it and keep it, and he'll never know.\n\n[IC] You're in the "
        "mill yard. The mill door is north; the lane is south.",
        R("mill yard", "n s"),
        notes="a game master sets the coin task (find the coin and keep it): an answer; no coin "
        "in the yard: go north or south",
    ),
    item(
        "heading level 1, Penny Hunt\nFind the lucky penny and pick it up. That's the whole "
        "game!\nheading level 2, Porch\nYou're on the porch. Boots, a broom, a cat asleep on "
        "the mat.\nlink, Go inside (north)\nlink, Go down the garden (south)\nend of web "
        "content",
        R("Porch", "n s"),
        notes="a screen reader reading a web game whose goal is finding the penny and picking "
        "it up: the coin task; no coin on the porch: go north or south",
    ),
    item(
        "Gran says there's a gold sovereign hidden somewhere in her cottage, and if I find it I "
        "can keep it. I'm in the kitchen. The pantry's north and the parlour's west; the back "
        "door's east.",
        R("kitchen", "n w e"),
        notes="a first person coin hunt (find the sovereign and keep it): an answer; no coin in "
        "the kitchen: any of the three ways",
    ),
    item(
        (
            "Market Cross\n  Stalls are packing up around the old stone cross.\n[Exits: north "
            "east]\n<90hp 75mv> ",
            R("Market Cross", "n e", leads={"n": "cobbled row"}),
        ),
        "n",
        (
            "[Quest accepted] The Tinker's Farthing: the tinker dropped a farthing somewhere in "
            "the market. Find it and pick it up. (0/1)\nCobbled Row\n  A narrow row of shuttered "
            "shops.\n[Exits: south]\nA farthing glints between the cobbles.\n<90hp 75mv> ",
            R("Cobbled Row", "s", coin=True, leads={"s": "market cross"}),
        ),
        notes="a MUD quest accepted after a move: find the farthing and pick it up (the coin "
        "task); the farthing is here: take it",
    ),
    item(
        "THE LAST SHILLING\nA Short Game of Finding Things\nRelease 2 / Serial number 250301 / "
        "Inform 7 build 6M62\n\nSomewhere in this draughty rectory lies one silver shilling. "
        "Find it and take it, and you win.\n\nRectory Hall\nCoats on pegs and a barometer. The "
        "study is north, the kitchen east. The front door, south, is shut.",
        R("Rectory Hall", "n e s", closed="s"),
        notes="an Inform banner whose goal is the shilling (find it and take it): an answer; no "
        "coin in the hall: go north or east, or open south",
    ),
]
