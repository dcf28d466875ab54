"""other_task, twenty-fifth round: goals that are not the coin, told in the places and voices of
this round, and five coin games told in new ways. Another task (`unknown_task`, 15 items, six with
a coin in the room): a fireworks show's mortar tubes ("(0/6)"), the noon weather report (a
ten-cent coin between the boards), 200 crocus flowers before the sun opens them, a dragon kite
in the air before the judges come (a penny in the grass), an IRC questbot's sponges to grade (a
drachma on the wharf), garden lanterns before the guests return, a smart speaker's medicine for
a cat, passports to stamp (a coin a traveller dropped), a Telegram bot's fry to count, a tea chest
before the lorry, a cricket pitch to roll (a two-pound coin on the roller's seat), a job card for
the curling sheets, TextWorldExpress's map reader (the coin for the box in the room), a
TextWorld-like speech about a silk kite, an XML quest to mend a weather vane. The coin task, told
in new ways (an answer): a smart speaker's "Coin Finder" game, an IRC questbot's lost drachma
after a move, a base radio's prize silver dollar, an XML `<goal>`, an aunt's lucky quarter in a
note. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- another task: unknown_task ----
    item(
        "TONIGHT'S SHOW: set all six mortar tubes in the sand before dark (0/6)\n\n"
        "Firing Beach\n"
        "Racks of mortar tubes lie on the shingle beside the crates of shells. The dunes are "
        "north, and the car park east.",
        R("firing beach", "n e"),
        expect=UNKNOWN,
        notes="a fireworks show to set up: another task",
    ),
    item(
        "Send the noon weather report by radio. Readings taken: 0/5\n\n"
        "Observing Platform\n"
        "The thermometer screen stands open on its legs and the rain gauge is half full. Steps "
        "lead down to the hut. A ten-cent coin is wedged between the boards.",
        R("observing platform", "down", coin=True),
        expect=UNKNOWN,
        notes="a weather report to send: another task, even with a coin in the room",
    ),
    item(
        "Pick 200 crocus flowers before the sun opens them. (0/200)\n\n"
        "Upper Terrace\n"
        "Purple crocus cover the terrace from wall to wall, still closed against the cold. The "
        "path goes on west, and steps go down to the lower terrace.",
        R("upper terrace", "w down"),
        expect=UNKNOWN,
        notes="a saffron harvest: another task",
    ),
    item(
        "The judges reach your pitch at three o'clock. Get the dragon kite into the air before "
        "then!\n\n"
        "Kite Pitch\n"
        "Your pitch is a square of trampled grass marked out with rope. The dragon kite lies "
        "folded in its bag, and a penny glints in the grass by the stake. The showground is "
        "south.",
        R("kite pitch", "s", coin=True),
        expect=UNKNOWN,
        notes="a kite to fly before the judges come: another task, even with a penny here",
    ),
    item(
        "<questbot> New job: sort the morning's sponges by grade (0/3 baskets filled).\n"
        "<wharfbot> Sponge Wharf\n"
        "<wharfbot> Wet sponges steam in the sun along the edge of the wharf.\n"
        "<wharfbot> Exits: north (Sorting Shed), east (Harbour Steps)\n"
        "<wharfbot> Here: a grading basket, a silver drachma",
        R("sponge wharf", "n e", coin=True, leads={"n": "sorting shed", "e": "harbour steps"}),
        expect=UNKNOWN,
        notes="an IRC questbot's job (sponges to grade): another task, even with a drachma here",
    ),
    item(
        "Light all the lanterns along the garden path before the guests come back from "
        "dinner.\n\n"
        "Garden Path\n"
        "Stone lanterns stand dark along the moss-edged path. The inn is west; the path goes on "
        "north toward the pond.",
        R("garden path", "w n"),
        expect=UNKNOWN,
        notes="lanterns to light: another task",
    ),
    item(
        "Okay. Your job tonight is to give the tabby in cage three her medicine, and then make "
        "sure every cage is latched. You're in the cat ward. The dispensary is north and the "
        "corridor is east. What would you like to do?",
        R("cat ward", "n e"),
        expect=UNKNOWN,
        notes="a smart speaker's medicine round: another task",
    ),
    item(
        "Stamp every passport in the queue. Passports stamped: 0/12\n\n"
        "Passport Booth\n"
        "A stamp, an ink pad and a long line of weary travellers. Someone's dropped a coin on the "
        "floor by the booth. The barrier is north and the waiting hall south.",
        R("passport booth", "n s", coin=True),
        expect=UNKNOWN,
        notes="passports to stamp: another task, even with a coin dropped on the floor",
    ),
    item(
        "🎯 Task: count the trout fry in tank 4 and report the number.\n\n"
        "🏠 Tank Room\n"
        "Four round tanks stand in a row, numbered in white paint.\n\n"
        "Ways: ⬅️ Office · ⬇️ Pump House\n"
        "[ ⬅️ West ] [ ⬇️ South ]",
        R("tank room", "w s", leads={"w": "office", "s": "pump house"}),
        expect=UNKNOWN,
        notes="a Telegram bot's counting task: another task",
    ),
    item(
        "The lorry comes at six. Fill the tea chest, nail the lid down and have it at the gate "
        "by then.\n\n"
        "Packing Room\n"
        "Empty tea chests lined with foil are stacked by the scales. The sorting room is east; "
        "the loading door, south, is shut.",
        R("packing room", "e s", closed="s"),
        expect=UNKNOWN,
        notes="a tea chest to pack before the lorry: another task",
    ),
    item(
        "Roll the pitch before play starts at eleven.\n\n"
        "Groundsman's Shed\n"
        "The heavy roller takes up most of the shed, and a two-pound coin lies on its iron seat. "
        "The double doors to the east stand open onto the outfield.",
        R("groundsman's shed", "e", coin=True),
        expect=UNKNOWN,
        notes="a pitch to roll: another task, even with a coin on the roller's seat",
    ),
    item(
        "JOB CARD: pebble the ice on all four sheets before the evening league (0/4)\n\n"
        "Ice Plant Room\n"
        "Compressors throb behind a wire grille. The rink is west; the door to the office, "
        "north, is locked.",
        R("ice plant room", "w n", locked="n"),
        expect=UNKNOWN,
        notes="a job card for the curling sheets: another task",
    ),
    item(
        "Your task is to take the coin that is located in the pantry, and put it into the box "
        "found in the bedroom. A map is provided, that you may find helpful.\n\n"
        "You are in the pantry. In one part of the room you see a shelf, that has nothing on "
        "it. There is also a map. You also see a coin. \n"
        "To the North you see the kitchen. ",
        R("pantry", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's map reader: the coin to be put into a box in another room is "
        "another task, even with the coin here (the earlier rounds' call)",
    ),
    item(
        "Good morning, and welcome to the kite works! Your job for today: carry the silk kite to "
        "the frame loft and hang it on the rack. Then you're done.\n\n"
        "-= Varnish Room =-\n"
        "You find yourself in a varnish room. A typical kind of place.\n\n\n\n"
        "There is an unblocked exit to the north. There is an exit to the east. Don't worry, it "
        "is unguarded.\n\n"
        f">{' ' * 128}-= Varnish Room =-0/1",
        R("varnish room", "n e"),
        expect=UNKNOWN,
        notes="a TextWorld-like speech whose goal is a kite on a rack: another task",
    ),
    item(
        '<quest id="7" title="Mend the weather vane" state="active"/>\n'
        '<room name="Roof Walk">\n'
        '  <exit dir="south"/>\n'
        '  <exit dir="east" door="closed"/>\n'
        "</room>",
        R("roof walk", "s e", closed="e"),
        expect=UNKNOWN,
        notes="an XML quest to mend a weather vane: another task",
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        "Welcome to Coin Finder! Somewhere in this house there's one gold coin. Find it and "
        "pick it up, and you win. Okay. You're in the hallway. You can go north to the kitchen "
        "or east to the lounge. What would you like to do?",
        R("hallway", "n e", leads={"n": "kitchen", "e": "lounge"}),
        notes="a smart speaker's game whose goal is the coin, found and picked up: the coin "
        "task; no coin here: go north or east",
    ),
    item(
        (
            "<wharfbot> Harbour Steps\n"
            "<wharfbot> Worn steps go down into the green water. No boat is tied up.\n"
            "<wharfbot> Exits: west (Sponge Yard)",
            R("harbour steps", "w", leads={"w": "sponge yard"}),
        ),
        "!west",
        (
            "<wharfbot> Sponge Yard\n"
            "<wharfbot> Sponges hang drying on lines strung between the posts.\n"
            "<wharfbot> Exits: east (Harbour Steps), north (Divers' Shed)\n"
            "<questbot> New quest: The Lost Drachma. A diver dropped his silver drachma "
            "somewhere on the wharf. Find it and take it.",
            R("sponge yard", "e n", leads={"e": "harbour steps", "n": "divers' shed"}),
        ),
        notes="an IRC questbot's quest announced after a move, a drachma to find and take: the "
        "coin task; east visited (the way in), the divers' shed north not: go north",
    ),
    item(
        "[crackle] Base here. Somebody left a silver dollar up at the station as a prize. Find "
        "it and it's yours to keep. Over. [crackle]\n\n"
        "Anemometer Hut\n"
        "The recorder's pen scratches across its drum. A silver dollar lies on the shelf beside "
        "the spare batteries. The door is south.",
        R("anemometer hut", "s", coin=True),
        notes="a radio message whose goal is a silver dollar to find and keep: the coin task; "
        "the coin is here: take it",
    ),
    item(
        "<goal>find the coin, then take it</goal>\n"
        '<room name="Kiln Shed">\n'
        '  <exit dir="north"/>\n'
        '  <exit dir="west" door="open"/>\n'
        "  <items/>\n"
        "</room>",
        R("kiln shed", "n w"),
        notes="an XML goal that is the coin, found and taken: the coin task; no items: go north "
        "or west",
    ),
    item(
        'A note is pinned to the shack door: "My lucky quarter rolled off somewhere in here. '
        'Whoever finds it and picks it up gets to keep it. - Aunt Rose"\n\n'
        "Sugar Shack Porch\n"
        "Snowshoes lean against the rail. The shack door is north, and the trail into the sugar "
        "bush runs east.",
        R("sugar shack porch", "n e"),
        notes="an aunt's note whose goal is her lucky quarter, found and picked up: the coin "
        "task; no coin here: go north or east",
    ),
]
