"""other_task, thirty-fourth round: house games whose goal is not the coin, and coin hunts told the
way people set them. Another task (`unknown_task`, 15 items, six with a coin in the room, two after
a move): tidying a bedroom before Mum gets home ("TOYS PUT AWAY: 0/8", a penny under the bed), the
television remote Dad wants for the football, a cat to feed from a note on the fridge (a two-pound
coin on the worktop), "Lights still on: 5", TextWorldExpress's map reader (the coin here, for a box
in the bedroom), TextWorldExpress's cooking task, an Easter egg hunt ("EGGS FOUND: 0/6", a penny in
the grass), Grandad's glasses asked for after a move, hide-and-seek ("Cousins found: 0/3"), a
house-sitter's note about the plants and the bins (a coin left out for the window cleaner), "ESCAPE
THE HOUSE" with a front door key to find (a shilling on the mat), a school morning's checklist, a
beeping burglar alarm, a landlady's letters to deliver, a blown fuse after a move. The coin task
told in five new ways (an answer): a birthday party's game ("a shiny pound coin ... First to find it
and pick it up keeps it."), Dad's note found after a move ("Your pocket money is hidden in one of
the rooms. Find the coin and it's yours."), a title card ("THE LOST SIXPENCE / A game of hunting in
Aunt Edie's house. / Find the sixpence. Take it. That's the game."), Grandma's coin under a cushion,
a treasure hunt's first clue card. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin hunt, told in new ways: an answer ----
    item(
        "PARTY GAME! Somewhere in this house there's a shiny pound coin. First to find it and "
        "pick it up keeps it. Ready, steady, go!\n\nDining Room\nBalloons, a cake with seven "
        "candles, and paper plates everywhere. The kitchen is north; the hall door, east, is "
        "open.",
        R("dining room", "n e", leads={"n": "kitchen"}),
        notes="a party game whose goal is finding the coin and picking it up: the coin task; "
        "no coin here: go north or east",
    ),
    item(
        (
            "Hall\nCoats, boots, a radiator with socks drying on it. The kitchen is north, and "
            "the front door, south, is locked.",
            R("hall", "n s", locked="s", leads={"n": "kitchen"}),
        ),
        "north",
        (
            "Kitchen\nA note is stuck to the fridge with a magnet: 'Your pocket money is hidden "
            "in one of the rooms. Find the coin and it's yours. Love, Dad.' The hall is south; "
            "the back door, west, is shut.",
            R("kitchen", "s w", closed="w", leads={"s": "hall"}),
        ),
        notes="Dad's note found after a move makes the game the coin hunt; no coin in the "
        "kitchen: south visited, the back door west shut: open west",
    ),
    item(
        "THE LOST SIXPENCE\nA game of hunting in Aunt Edie's house.\nFind the sixpence. Take it. "
        "That's the game.\n\nBack Parlour\nA bird in a cage, a horsehair chair, and on the "
        "windowsill a sixpence. The door to the passage, north, is shut.",
        R("back parlour", "n", closed="n", coin=True),
        notes="a title card whose game is taking the sixpence: the coin task; the sixpence on "
        "the sill: take it",
    ),
    item(
        "Grandma says there's a coin under one of the cushions in this house, and whoever finds "
        "it can keep it.\n\nYou're in the lounge. Three cushions on the settee, all of them "
        "plumped and nothing under any of them. The door to the hall, west, is open, and the "
        "conservatory is south.",
        R("lounge", "w s", leads={"w": "hall", "s": "conservatory"}),
        notes="finding a coin to keep is the coin task; nothing under these cushions: go west "
        "or south",
    ),
    item(
        "CLUE 1: The prize is a coin. It isn't in the hall. Find it, pick it up, and it's "
        "yours.\n\nHall\nA grandfather clock and a table with a vase of daffodils. Doors lead "
        "north and east; the north one is shut.",
        R("hall", "n e", closed="n"),
        notes="a treasure hunt's clue card whose prize is the coin: the coin task; 'It isn't "
        "in the hall' agrees with the room: open north or go east",
    ),
    # ---- another task: unknown_task ----
    item(
        "TOYS PUT AWAY: 0/8 -- Mum's home at six!\n\nBedroom\nLego everywhere, a teddy on the "
        "windowsill, a penny under the bed. The door to the landing, east, is open.",
        R("bedroom", "e", coin=True),
        expect=UNKNOWN,
        notes="the goal is tidying the toys: another task, though a penny lies under the bed",
    ),
    item(
        "Where's the remote? Dad wants the football on in five minutes. Find it!\n\nLiving "
        "Room\nA sofa with the cushions on the floor, a television showing a blue screen. The "
        "kitchen is north and the hall is east.",
        R("living room", "n e", leads={"n": "kitchen", "e": "hall"}),
        expect=UNKNOWN,
        notes="finding the remote control is another task",
    ),
    item(
        "A note on the fridge: 'Feed Biscuit twice a day. Tins in the larder, tin opener in "
        "the drawer. Thanks!!'\n\nKitchen\nA cat bowl, empty, and a two-pound coin on the "
        "worktop beside the kettle. The larder is west, behind a door that's shut.",
        R("kitchen", "w", closed="w", coin=True),
        expect=UNKNOWN,
        notes="feeding the cat is another task, though a coin lies on the worktop",
    ),
    item(
        "Lights still on: 5. Switch them all off before you go to bed.\n\nLanding\nThe bathroom "
        "light is on, and so is the one in the box room. The bathroom is north, the box room "
        "east, the stairs go down.",
        R("landing", "n e d", leads={"n": "bathroom", "e": "box room"}),
        expect=UNKNOWN,
        notes="switching lights off is another task",
    ),
    item(
        "Your task is to take the coin that is located in the kitchen, and put it into the box "
        "found in the bedroom. A map is provided, that you may find helpful.\n\nYou are in the "
        "kitchen. In one part of the room you see a stove. There is also an oven. You also see "
        "a fridge that is closed. In another part of the room you see a counter that has a "
        "coin, and a map on it. \nTo the North you see the corridor. To the West you see a "
        "closed plain door. ",
        R("kitchen", "n w", closed="w", coin=True),
        expect=UNKNOWN,
        notes="the map reader's coin is to be put into a box in another room: another task "
        "(the earlier rounds' call), with the coin here",
    ),
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the kitchen. In one part of the room "
        "you see a stove. There is also an oven. You also see a fridge that is closed. In "
        "another part of the room you see a counter that has a cookbook, and a bread knife on "
        "it. \nTo the South you see the backyard. To the East you see a closed wood door. ",
        R("kitchen", "s e", closed="e"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking task: another task",
    ),
    item(
        "EGGS FOUND: 0/6\n\nYou're in the back garden. Daffodils, a bird table and a penny "
        "shining in the grass. The kitchen door, north, is open; the side gate, east, is "
        "padlocked.",
        R("back garden", "n e", locked="e", coin=True),
        expect=UNKNOWN,
        notes="an Easter egg hunt is another task, though a penny lies in the grass; the side "
        "gate padlocked (a draft 'bolted', with no side given, was reworded)",
    ),
    item(
        (
            "Hall\nA hat stand and a barometer. The living room is north, and the front door, "
            "west, is open.",
            R("hall", "n w", leads={"n": "living room"}),
        ),
        "north",
        (
            "Living Room\nGrandad looks up from his paper. 'Have you seen my glasses? I had them "
            "this morning. Find them for me, there's a good lad.' The hall is south; the dining "
            "room is east.",
            R("living room", "s e", leads={"s": "hall", "e": "dining room"}),
        ),
        expect=UNKNOWN,
        notes="Grandad's glasses, asked for after a move: another task",
    ),
    item(
        "You're 'it'! Count to fifty, then find your cousins. Cousins found: 0/3\n\nUnder the "
        "Stairs\nA cupboard under the stairs, full of the hoover and the smell of polish. The "
        "door out, east, is ajar.",
        R("under the stairs", "e"),
        expect=UNKNOWN,
        notes="hide-and-seek (find the cousins) is another task",
    ),
    item(
        "House-sitting, day 1. The note says: 'Water the plants (there are seven) and put the "
        "bins out on Thursday. The coin on the table is for the window cleaner.'\n\nYou're in "
        "the sun room. A spider plant, six more plants, and a fifty-pence coin on the glass "
        "table. The door to the kitchen, west, is open.",
        R("sun room", "w", coin=True),
        expect=UNKNOWN,
        notes="watering plants and putting the bins out is another task; the coin on the table "
        "lies in the room (find(coin)), though the note gives it to the window cleaner",
    ),
    item(
        "ESCAPE THE HOUSE\nFind the front door key and get out before the clock strikes "
        "midnight.\n\nVestibule\nA shilling lies on the doormat. The front door, north, is "
        "locked; the inner door, south, is open.",
        R("vestibule", "n s", locked="n", coin=True),
        expect=UNKNOWN,
        notes="escaping by the front door key is another task, though a shilling lies on the mat",
    ),
    item(
        "School morning!\n[ ] brush teeth\n[ ] find both shoes\n[ ] pack lunchbox\n\nBathroom\n"
        "A toothbrush mug and a wet towel on the floor. The landing is west.",
        R("bathroom", "w", leads={"w": "landing"}),
        expect=UNKNOWN,
        notes="a school morning's checklist: another task",
    ),
    item(
        "BEEP. BEEP. BEEP. The burglar alarm is going. You have thirty seconds to find the code "
        "and punch it in.\n\nHall\nThe alarm panel blinks beside the front door, which is "
        "east and shut. The kitchen is north.",
        R("hall", "e n", closed="e", leads={"n": "kitchen"}),
        expect=UNKNOWN,
        notes="silencing the alarm is another task",
    ),
    item(
        "Letters to deliver: 4 (Flat 1, Flat 2, Flat 3, the basement).\n\nStairwell\nThe "
        "landlady's cat is asleep on the bottom step. Flat 1's door, north, is shut; Flat 2's, "
        "west, is shut; the basement steps go down.",
        R("stairwell", "n w d", closed="n w"),
        expect=UNKNOWN,
        notes="delivering letters is another task",
    ),
    item(
        (
            "Kitchen\nThe fridge has gone quiet and the clock on the cooker is blank. The hall "
            "is east.",
            R("kitchen", "e", leads={"e": "hall"}),
        ),
        "east",
        (
            "Hall\nIt's dark; all the lights have gone. A voice calls down the stairs: 'It's the "
            "fuse again! Find the fuse box and mend it, would you?' The kitchen is west, and "
            "the dining room is south.",
            R("hall", "w s", leads={"w": "kitchen"}),
        ),
        expect=UNKNOWN,
        notes="mending a fuse, asked for after a move: another task",
    ),
]
