"""other_task, forty-ninth round (no emphasis beyond a hidden test of the same kind): goals that are
not the coin, given before the first room or after a turn, in this round's places and manners:
TextWorldExpress's cooking task (a coin on the supermarket's showcase), tidy-up task and map-reading
task ("take the coin that is located in the street, and put it into the box found in the driveway"),
in its manner; a TextWorld speech asking for a punch die from the carding room's floor; an
Infocom-like banner's captain's log to carry on the galleon; an Inform banner's regulator handle to
fit on the locomotive; a MUD "[QUEST]" for a sergeant's canteen; a Hemingway-like job to bring a
drunk owner home, and a move; Holmes's stolen naval treaty; a server log's claim to register; an
orc's big cheese; a satnav's saddle to collect; a trucker's load of melons (a quarter on the pool
table); a tape library's backups to get to the van; a counting-house clerk's ledger to copy:
`unknown_task` (15, two with a coin in the room, one after a move); five coin hunts told as goals:
Holmes's "Find it and pocket it, Watson.", a server log's GOAL line "find the eight-reales coin
somewhere in the camp and take it" and a move, an orc's "Grub find shiny coin and take it!" and a
move, an Infocom-like banner's "find the piece of eight hidden aboard and take it" in the bread room
where it lies, a MUD quest's "Find the riyal the cook's boy lost, and keep it.": an answer. What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item
from bench.reading.items49_classic_if import bread_room, gun_deck
from bench.reading.items49_history import hall, log, office, office_r, pantry, sitting
from bench.reading.items49_history import mill as stamp_mill
from bench.reading.items49_inform7 import erecting
from bench.reading.items49_mud import canteen, courtyard
from bench.reading.items49_prose import assay, store
from bench.reading.items49_textworld import punching
from bench.reading.items49_twx import box, describe, on, shut, through, way

U = "unknown_task"


def _with(goal: str, step: tuple) -> tuple:
    """A goal printed above a room's text, read as that room."""
    return (f"{goal}\n\n{step[0]}", step[1])


ITEMS = [
    item(
        (
            "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for "
            "the recipe. Once done, enjoy your meal!\n\n"
            + describe(
                "supermarket",
                [
                    on("a showcase", ("a coin", "a red hot pepper")),
                    box("a freezer"),
                    on("a shelf", ("a bag of rice",)),
                ],
                [through("west", "glass", "street")],
            ),
            R("supermarket", "w", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: a meal to cook, not the coin, even "
        "with a coin on the showcase: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "bathroom",
                ["a toilet", on("a bath mat", ("a wet towel",)), box("a bath cabinet")],
                [shut("north", "frosted-glass")],
            ),
            R("bathroom", "n", closed="n"),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner: unknown_task",
    ),
    item(
        (
            "Your task is to take the coin that is located in the street, and put it into the box "
            "found in the driveway. A map is provided, that you may find helpful.\n\n"
            + describe(
                "corridor",
                [on("a key holder"), "a map", box("a shoe cabinet")],
                [shut("south", "fiberglass"), way("west", "bedroom")],
            ),
            R("corridor", "s w", closed="s"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carrying a coin from another "
        "room to a box is another task: unknown_task",
    ),
    item(
        punching(
            1,
            speech="Welcome to TextWorld! Here is your task for today. First off, go north. "
            "Then, take the punch die from the floor of the carding room. That's it!",
        ),
        expect=U,
        notes="a TextWorld speech asking for a punch die, not the coin: unknown_task",
    ),
    item(
        _with(
            "THE SILVER FLEET\nAn Interactive Adventure\nYour orders: carry the captain's log to "
            "the great cabin before the tide turns.",
            gun_deck(event="The log lies on a gun carriage, bound in oilcloth."),
        ),
        expect=U,
        notes="an Infocom-like banner's goal, a log to carry, is another task: unknown_task",
    ),
    item(
        _with(
            "The Last Engine\nAn Interactive Fiction\nRelease 1 / Serial number 190412 / Inform 7 "
            "build 6M62\n\nTo win, find the missing regulator handle and fit it to the engine "
            "before the inspector arrives.",
            erecting(event="The inspector's bowler hat is already on the foreman's peg."),
        ),
        expect=U,
        notes="an Inform banner's goal, a regulator handle to fit: unknown_task",
    ),
    item(
        _with(
            "[QUEST] Sergeant Vogt has lost his water canteen. Find it and return it to him "
            "before roll call.",
            courtyard(event="Sergeant Vogt glares at you from the shade."),
        ),
        expect=U,
        notes="a MUD quest for a canteen (a water bottle, not a coin) to return: unknown_task",
    ),
    item(
        _with(
            "The job was to find the owner and bring him home sober. It was not a good job.",
            store(),
        ),
        "go east",
        assay(event="The owner is not here. Nobody is here."),
        expect=U,
        notes="a Hemingway-like goal, a drunk owner to bring home, given before the first room; "
        "a move east keeps the task: unknown_task",
    ),
    item(
        _with(
            "'The game is afoot, Watson! The naval treaty has been stolen from the Foreign Office, "
            "and we must find it before nightfall.'",
            sitting(event="Holmes is already pulling on his coat."),
        ),
        expect=U,
        notes="Holmes's goal, a stolen treaty to find: unknown_task",
    ),
    item(
        (
            log(
                2,
                (
                    (
                        "GOAL",
                        "stake a claim on Bonanza Creek and register it at the recorder's office "
                        "before noon",
                    ),
                ),
            )
            + "\n"
            + office(2),
            office_r(),
        ),
        expect=U,
        notes="a server log's GOAL line, a claim to register: unknown_task",
    ),
    item(
        _with("Grub hungry. Grub want find big cheese and eat it all. Then Grub sleep.", pantry()),
        expect=U,
        notes="an orc's goal, a cheese to find and eat, not the coin: unknown_task",
    ),
    item(
        (
            "Your route today: collect the saddle from the forage room and return it to the coach "
            "house.\n\nYou are in the coach yard. In ten metres, go north to the forage room. The "
            "lane is west, through the open gate. Mind the mare.",
            R("coach yard", "n w"),
        ),
        expect=U,
        notes="a satnav's route with a saddle to fetch: another task: unknown_task",
    ),
    item(
        (
            "Your job, good buddy: haul forty ton of melons to Tucson by Friday.\n\nBreaker "
            "one-nine, you're in the drivers' lounge. Door east to the showers is wide open. Door "
            "north to the diner is locked till six. There's a quarter coin on the pool table, but "
            "melons first. Over.",
            R("drivers' lounge", "e n", locked="n", coin=True),
        ),
        expect=U,
        notes="a trucker's job, melons to haul, even with a quarter coin on the pool table: "
        "unknown_task",
    ),
    item(
        (
            "MISSION: get last night's backup tapes from the tape library to the off-site van "
            "before 06:00.\n\nTape Library\nRobot arms slide along racks of tape cartridges "
            "behind a wire fence. A door to the east has a badge reader beside it. The corridor "
            "is south.\n>",
            R("tape library", "e s"),
        ),
        expect=U,
        notes="a mission to carry backup tapes: unknown_task",
    ),
    item(
        (
            "Your task, as the new clerk: copy the whole of the ledger before Mr Flint returns "
            "from the Exchange.\n\nYou are in the counting-house of Gradgrind and Flint. The "
            "ledger is open on the high desk. A door to the north, which is shut, leads to the "
            "partners' room; a passage to the east leads to the yard.",
            R("counting-house", "n e", closed="n"),
        ),
        expect=U,
        notes="a ledger to copy: unknown_task",
    ),
    item(
        _with(
            "'A coin, Watson! A silver rijksdaalder has vanished from our client's cabinet, and I "
            "have reason to think it is in these very rooms. Find it and pocket it, Watson.'",
            sitting(event="Holmes taps the side of his nose."),
        ),
        notes="Holmes's goal is finding a coin and taking it: the coin task; none here: the "
        "bedroom door north shut (open north), the waiting-room east (go east)",
    ),
    item(
        (
            log(1, (("GOAL", "find the eight-reales coin somewhere in the camp and take it"),))
            + "\n"
            + office(1),
            office_r(),
        ),
        "MOVE EAST",
        stamp_mill(2),
        notes="a server log's GOAL line that is the coin task, and a move east: in the stamp "
        "mill west visited (initial), the change house north unvisited: go north",
    ),
    item(
        _with("Grub want shiny coin. Grub find shiny coin and take it!", hall()),
        "go east",
        pantry(event="Grub sniff. Grub smell shiny coin? No. Grub smell cheese."),
        notes="an orc's coin hunt, and a move east: in the cheese store west visited (initial), "
        "the smoke room north unvisited: go north",
    ),
    item(
        _with(
            "THE SILVER FLEET\nAn Interactive Adventure\nYour quest: find the piece of eight "
            "hidden aboard and take it.",
            bread_room(),
        ),
        notes="an Infocom-like banner's coin hunt, and the bread room holds the piece of eight: "
        "take it",
    ),
    item(
        _with(
            "[QUEST] Find the riyal the cook's boy lost, and keep it. He'll never know.",
            canteen(event="The cook's boy is turning out his pockets."),
        ),
        notes="a MUD quest that is finding a coin and keeping it: the coin task; in the mess hall "
        "the kitchen door north ajar and the courtyard west: go either",
    ),
]
