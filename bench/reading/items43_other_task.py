"""other_task, forty-third round: goals that are not the coin, in this round's places and manners,
and five coin hunts told in new ways.

Another task (`unknown_task`, 15; five with a coin in the room, two after a move):
TextWorldExpress's tidy-up task with a coin on the laundry room's bench, its map-reading task (a
coin to carry from the alley to a box in the parlor), its arithmetic task and its sorting task, in
its manner; an Inform banner's vigil ("Your aim: ring the bell for matins before the abbot wakes."),
a MUD quest to carry batteries from the terrace to the patrol hut and the move there (a 250-rial
coin), a TextWorld speech that asks for a sugar sack on the scale, a game master's smuggler's
ledger, a weather ship's noon balloon, a chat bot's forty candles (a 50-para coin in the room), a
clock keeper's "Wind the clock before the hour strikes", a court transcript's missing will, a text
message's cat to feed (a 20p coin on the side) and a move, a ferry to catch before dark, tomatoes to
water (a coin in a flower pot). Coin hunts (an answer, 5): a chat bot's lost 50-para coin ("Find it
and `!take` it."), a game master's hook ("old Tomás dropped a coin somewhere in the salt works. Find
it and keep it") and a move to where it lies, a clock keeper's hidden coin ("Find it and it's
yours."), a telegram's "TASK FIND COIN AND TAKE IT", an Eamon-like "YOUR QUEST: FIND THE SILVER SEN
AND TAKE IT." with the sen lying there. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

OTHER = "unknown_task"

ITEMS = [
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the laundry room. In one part of the room you see a bench "
        "that has a coin on it. There is also a work table that has a dirty gray skirt on it. "
        "You also see a clothes drier that is closed. In another part of the room you see a "
        "laundry basket, that has nothing on it. In one part of the room you see a washing "
        "machine that is closed. \nTo the North you see the kitchen. To the West you see the "
        "corridor. ",
        R("laundry room", "n w", coin=True),
        expect=OTHER,
        notes="TextWorldExpress's tidy-up task in its manner: putting things away is another "
        "task, even with a coin on the bench.",
    ),
    item(
        "Your task is to take the coin that is located in the alley, and put it into the box "
        "found in the parlor. A map is provided, that you may find helpful.\n\nYou are in the "
        "parlor. In one part of the room you see a box, that is empty. There is also a map. "
        "\nTo the North you see the side yard. To the East you see the studio. ",
        R("parlor", "n e"),
        expect=OTHER,
        notes="TextWorldExpress's map-reading task in its manner: carrying a coin from the alley "
        "to the box is another task (the coin is not here).",
    ),
    item(
        "Your first task is to solve the math problem. Then, pick up the item with the same "
        "quantity as the math problem answer, and place it in the box.\n\nYou are in the "
        "kitchen. In one part of the room you see a stove. There is also an oven. You also see "
        "a counter that has 12 plums, and 48 limes on it. In another part of the room you see a "
        "dining chair that has 6 lemons on it. In one part of the room you see a math problem. "
        "There is also a box, that is empty. \nTo the South you see the pantry. ",
        R("kitchen", "s"),
        expect=OTHER,
        notes="TextWorldExpress's arithmetic task in its manner: another task.",
    ),
    item(
        "Your task is to sort objects by weight.  First, place the lightest object in the box.  "
        "Then, place the next lightest object in the box, and repeat until all objects have been "
        "placed in the box.\n\nYou are in the backyard. In one part of the room you see a "
        "barbeque. There is also a workbench that has 14kg of sand on it. You also see a patio "
        "table that has 3kg of gravel, and 220g of salt on it. In another part of the room you "
        "see a box, that is empty. \nTo the East you see the corridor. ",
        R("backyard", "e"),
        expect=OTHER,
        notes="TextWorldExpress's sorting task in its manner: another task.",
    ),
    item(
        "SEMINARY NIGHTS\nAn Interactive Vigil\nYour aim: ring the bell for matins before the "
        "abbot wakes.\n\nNovices' Corridor\nA row of plain doors, all shut, and a crucifix at "
        "the end. The bell rope hangs in the tower, north. The cloister is south.",
        R("novices' corridor", "n s", leads={"s": "cloister"}),
        expect=OTHER,
        notes="An Inform banner's aim (ringing a bell) is another task; the row of shut doors "
        "has no direction (no exits).",
    ),
    item(
        (
            "[QUEST] Carry the fresh radio batteries from the terrace to the patrol hut before "
            "the weather closes in.\n\nTerrace\n    Plastic chairs stand in the snow. The patrol "
            "hut is west.\n  Exits: west.\n[HP 312/312  SP 140/140  EP 95/95]  >",
            R("terrace", "w", leads={"w": "patrol hut"}),
        ),
        "west",
        (
            "Patrol Hut\n    Rescue sleds on a rack, a radio that hisses to itself. A 250-rial "
            "coin lies under the bench.\n  Exits: east.\n[HP 312/312  SP 140/140  EP 95/95]  >",
            R("patrol hut", "e", coin=True),
        ),
        expect=OTHER,
        notes="A MUD quest to carry batteries, and a move into the patrol hut: another task, "
        "even with a rial coin under the bench.",
    ),
    item(
        "\n\n\nWelcome to TextWorld! Today's job: go south, then put the sugar sack on the scale "
        "in the weighing room. Don't drop it!\n\n-= Sack Loft =-\nYou find yourself in a sack "
        "loft. A normal one.\n\n\n\nThere is an unguarded exit to the south. There is a closed "
        "sapele door leading east.\n\n>" + " " * 128 + "-= Sack Loft =-0/1",
        R("sack loft", "s e", closed="e"),
        expect=OTHER,
        notes="A TextWorld speech that asks for a sack on a scale: another task.",
    ),
    item(
        "GM: Tonight's job: get the smuggler's ledger out of the salt store before the customs "
        "men arrive at midnight. You're on the sea wall. The boiling house is west. What do you "
        "do?",
        R("sea wall", "w", leads={"w": "boiling house"}),
        expect=OTHER,
        notes="A game master's job (a ledger to fetch) is another task.",
    ),
    item(
        "MISSION: Launch the noon weather balloon and radio the readings to Oslo.\n\nBALLOON "
        "SHED\nDeflated balloons hang like pale skins.\nExits: (W) boat deck  (N) instrument "
        "room\nYour command, Observer? :",
        R("balloon shed", "w n"),
        expect=OTHER,
        notes="A BBS door game's mission (a balloon to launch) is another task.",
    ),
    item(
        "📋 **Quest:** Dip forty candles before the end of the shift.\n\n📍 **Dipping Room**\n> "
        "Vats of wax steam gently.\n🚪 **Exits:** north · east\n🎒 **Items:** a 50-para coin, "
        "a bundle of wicks",
        R("dipping room", "n e", coin=True),
        expect=OTHER,
        notes="A chat bot's quest (candles to dip) is another task, even with a para coin in "
        "the room.",
    ),
    item(
        '[ Winding Room ]\nThe great drum of the clockwork turns slowly.\nOSKAR: "Wind the clock '
        "before the hour strikes, lad. That's the job. Crank's north, in the winding closet; "
        "the dial room's east.\"\n\n» Go north  » Go east",
        R("winding room", "n e"),
        expect=OTHER,
        notes="A visual novel's keeper gives another task (winding the clock).",
    ),
    item(
        "COUNSEL: And your instructions were?\nWITNESS: To find the old man's will before the "
        "family did.\nCOUNSEL: Where are you now?\nWITNESS: The study. The door to the west is "
        "locked, and the hall's north.",
        R("study", "w n", locked="w", leads={"n": "hall"}),
        expect=OTHER,
        notes="A court transcript's task (finding a will) is another task.",
    ),
    item(
        (
            "mum says feed the cat and lock up before i go out. im in the hall, kitchen is east",
            R("hall", "e", leads={"e": "kitchen"}),
        ),
        "east",
        (
            "ok in the kitchen now, hall is west. cat bowl by the fridge, a 20p coin on the "
            "side. back door is south and its shut",
            R("kitchen", "w s", closed="s", coin=True),
        ),
        expect=OTHER,
        notes="A text message's chores (a cat to feed, a house to lock) after a move into the "
        "kitchen: another task, even with a 20p coin on the side.",
    ),
    item(
        "Catch the last ferry to the island before dark.\n\nFerry Pier\nGulls, bollards and a "
        "ticket machine. The ferry's ramp is east. The harbour road runs north.",
        R("ferry pier", "e n"),
        expect=OTHER,
        notes="A goal of catching a ferry is another task.",
    ),
    item(
        "CHORES: Water every tomato plant in the greenhouse before the sun gets on the glass.\n\n"
        "Greenhouse\nTomato plants in grow bags along both sides, and a watering can by the "
        "tap. Somebody has left a coin in an otherwise empty flower pot. The door is south.",
        R("greenhouse", "s", coin=True),
        expect=OTHER,
        notes="A chore (watering tomatoes) is another task, even with a coin in a flower pot.",
    ),
    item(
        "📋 **Quest:** Somewhere in the factory there's a lost 50-para coin. Find it and `!take` "
        "it.\n\n📍 **Wick Room**\n> Spools of cotton wick turn on a spindle frame.\n🚪 "
        "**Exits:** south · east\n🎒 **Items:** none",
        R("wick room", "s e"),
        notes="A chat bot's coin hunt (find the coin and take it): the coin task; the coin is "
        "not here: go south or east.",
    ),
    item(
        (
            "GM: Here's the hook. Old Tomás dropped a coin somewhere in the salt works last "
            "summer. Find it and keep it, and that's the session. You're in the boiling house; "
            "the salt store's north. What do you do?",
            R("boiling house", "n", leads={"n": "salt store"}),
        ),
        "north",
        (
            "GM: Salt store. Blocks of grey salt to the roof, and there, in a crack in the "
            "floor, a coin. The only way out is south. What do you do?",
            R("salt store", "s", coin=True),
        ),
        notes="A game master's hook is the coin task (find it and keep it); after a move the "
        "coin lies in the salt store: take it.",
    ),
    item(
        "[ Dial Room ]\nLight comes through the back of the clock face.\nOSKAR: \"There's a coin "
        "hidden somewhere in this tower. Find it and it's yours. Arch is west, weight room "
        'north."\n\n» Go west  » Go north',
        R("dial room", "w n", leads={"n": "weight room"}),
        notes="A visual novel's coin hunt ('Find it and it's yours'): the coin task; no coin "
        "here: go west or north.",
    ),
    item(
        "TASK FIND COIN AND TAKE IT STOP NOW AT SIGNAL HUT STOP DOOR SOUTH OPEN STOP WAY EAST "
        "CLEAR STOP",
        R("signal hut", "s e"),
        notes="A telegram's task is the coin task; the signal hut's ways south and east, no "
        "coin here.",
    ),
    item(
        "YOUR QUEST: FIND THE SILVER SEN AND TAKE IT.\n\nYOU ARE IN THE COUNTING HOUSE.\nA "
        "SILVER SEN COIN LIES ON THE LEDGER.\nYOUR OBVIOUS EXITS ARE: S, W.",
        R("counting house", "s w", coin=True),
        notes="An Eamon-like quest to find the silver sen (a coin) and take it: the coin task; "
        "the sen lies here: take it.",
    ),
]
