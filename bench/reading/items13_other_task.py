"""other_task, thirteenth round: the engines' other tasks retold by people, and the coin task told
in new ways. Another task (`unknown_task`, 15 items, five with a coin in the room):
TextWorldExpress's cooking (the cookbook in the kitchen, told in a classic game), map reading (a
coin to carry from the alley to the box in the parlour, the coin in the room; a map that says the
key is in the boathouse, after a move), the tidy-up (an aunt's orders in prose; the engine's
manner with a coin on the counter; "Toys put away: 0/6" with a silver coin under the toy box),
sorting (lightest first, in Inform), arithmetic (a sum and a table of 3 coins and 7 apples in the
engine's manner; a slate and crates of pears in a classic game), Simon says (in a MUD; in the
engine's manner with no room), the pecking order's instruction book (in Inform); TextWorld's
cooking quest and a teacup to put on a shelf, in its manner; Gran's stew. The coin task told in
five new ways (an answer): a loudspeaker's directions ending "pick the coin up off the cookery
floor", "Your job: hunt through the house until you turn up the coin, then pick it up.", Mum's
note on the fridge (after a move), "[GOAL: Coin - not yet taken]" with the coin on the doormat, a
title card "COIN COLLECTOR ... Find it, take it, and you win." What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"
PROMPT = ">" + " " * 128

ITEMS = [
    # ---- the coin task, told in new ways: an answer ----
    item(
        "A voice crackles from a loudspeaker: \"Thanks for coming. Here's the job: go south, then "
        "east, then north twice, and pick the coin up off the cookery floor. That's all.\"\n\n"
        "Cookhouse\nPots and pans, a cold range. An open doorway leads south.",
        R("cookhouse", "s"),
        notes="the coin collector's own goal retold (directions, then pick up the coin): the "
        "coin task, an answer; the coin is in the cookery, not here; the one way south",
    ),
    item(
        "Chapter One: Loose Change\nYour job: hunt through the house until you turn up the coin, "
        "then pick it up. That's the whole game.\n\nHallway\nA long hallway with a coat stand."
        "\n\nYou can go north or east.",
        R("hallway", "n e"),
        notes="TextWorldExpress's coin task reworded in Inform's manner: the coin task, an "
        "answer; no coin in the hallway yet",
    ),
    item(
        (
            "Mum's note on the fridge says: 'There's a coin hidden somewhere in this house for "
            "whoever finds it. Find it, pick it up, and it's yours. Love, Mum.'\n\nYou are in the "
            "kitchen. The back door to the west is open; the hall is through the doorway to the "
            "north.",
            R("kitchen", "w n"),
        ),
        "go north",
        (
            "You are in the hall. The front door, to the north, is shut; the stairs go up; the "
            "kitchen is south.",
            R("hall", "n s up", closed="n"),
        ),
        notes="a note whose goal is the coin (find it, pick it up): the coin task, an answer, "
        "after a move; the front door closed, the stairs outside the vocabulary",
    ),
    item(
        "[GOAL: Coin - not yet taken]\n[Porch]\nA swing seat and a doormat. A copper coin lies on "
        "the doormat.\n[Exits: s w]",
        R("porch", "s w", coin=True),
        notes="a status line whose goal is the coin: the coin task; the copper coin on the "
        "doormat: take it",
    ),
    item(
        "COIN COLLECTOR\nThere is one coin in this house. Find it, take it, and you win.\n\n[Press "
        "RETURN]\n\nBoot Room\nWellingtons in a row under a bench. Doorways lead north and east.",
        R("boot room", "n e"),
        notes="a title card that states the coin task (find it, take it): an answer; two open "
        "doorways",
    ),
    # ---- another task: unknown_task ----
    item(
        "You're starving. Find the cookbook in the kitchen, cook what it says, and eat it.\n\n"
        "Kitchen\nA stove, an oven and a fridge (closed). On the counter lie a knife and a "
        "cookbook. A patio door to the north is closed, and so is the plain door to the south.",
        R("kitchen", "n s", closed="n s"),
        expect=UNKNOWN,
        notes="TextWorldExpress's cooking game retold in a classic game: another task",
    ),
    item(
        "[Quest] Take the coin from the alley to the box in the parlour. A map hangs in the "
        "parlour if you get lost.\n\n[Alley]\nA narrow alley; a pair of blue socks on the "
        "cobbles.\n[Exits: w]\nA gold coin lies here.",
        R("alley", "w", coin=True),
        expect=UNKNOWN,
        notes="the map-reading game retold in a MUD: the coin is to be carried to the box, "
        "another task even with the coin in the room (the earlier rounds' call on map reading)",
    ),
    item(
        "Your aunt wants the house tidy before she gets back: every stray thing put where it "
        "belongs.\n\nYou are in the bedroom. A black blanket lies on the floor, and a long coat "
        "is draped over the desk chair. The living room is east, and the bathroom north.",
        R("bedroom", "e n"),
        expect=UNKNOWN,
        notes="the tidy-up game (twc) retold in prose: another task",
    ),
    item(
        "Put the things in the box one at a time, the lightest first, until all of them are in."
        "\n\nBackyard\nYou can see a box (empty), a garden (on which are 37 grams of wood and 25 "
        "grams of brick) and a clothes line (on which is 34 kilograms of wood) here.\n\nThe "
        "kitchen is north.",
        R("backyard", "n"),
        expect=UNKNOWN,
        notes="the sorting game retold in Inform: another task",
    ),
    item(
        "Your first job is to work out the sum on the slate. Then pick up the pile with that many "
        "things in it, and put it in the box.\n\nYou are in the backyard. In one part of the room "
        "you see a patio table that has 3 coins, and 7 apples on it. There is also a slate. You "
        "also see a box, that is empty. \nTo the East you see the kitchen. ",
        R("backyard", "e", coin=True),
        expect=UNKNOWN,
        notes="the arithmetic game retold in the engine's manner: coins on the table, but the "
        "goal is the sum and the box: another task",
    ),
    item(
        "[Quest] Do what Simon says, and nothing else.\nSimon says, 'touch the lamp'.\n\n[Game "
        "Room]\nA lamp, a chessboard, a rocking chair.\n[Exits: n e]",
        R("game room", "n e"),
        expect=UNKNOWN,
        notes="Simon says retold in a MUD: another task",
    ),
    item(
        "The instruction book on the workbench tells you what to do next. Read it, do it, and "
        "read it again, until the book says you're done.\n\nWorkshop\nYou can see a workbench "
        "(on which is an instruction book) and a grapefruit here.\n\nYou can go south.",
        R("workshop", "s"),
        expect=UNKNOWN,
        notes="the pecking-order game retold in Inform: another task",
    ),
    item(
        "Welcome to TextWorld! You are hungry. First, open the fridge. Then, take the carrot "
        "from the fridge. Then, slice the carrot and cook it on the stove. Once that's done, eat "
        "the meal.\n\n-= Kitchen =-\nYou arrive in a kitchen. A normal one.\n\nYou see a closed "
        "fridge. You can make out a stove. The stove is ordinary.\n\n\n\nThere is an unguarded "
        f"exit to the east.\n\n{PROMPT}-= Kitchen =-0/1",
        R("kitchen", "e"),
        expect=UNKNOWN,
        notes="a cooking quest in TextWorld's manner: another task",
    ),
    item(
        "It's time to explore the amazing world of TextWorld! First, head west. Then, put the "
        "teacup on the shelf in the parlour. And that's it!\n\n-= Pantry =-\nYou are in a pantry. "
        "An ordinary kind of place. You see a teacup.\n\n\n\nThere is an exit to the west. Don't "
        f"worry, it is unblocked.\n\n{PROMPT}-= Pantry =-0/1",
        R("pantry", "w"),
        expect=UNKNOWN,
        notes="a put-X-on-Y quest in TextWorld's manner: another task",
    ),
    item(
        "Your task is to put everything back where it usually lives in the house.\n\nYou are in "
        "the kitchen. In one part of the room you see a counter that has a coin, and a wet towel "
        "on it. There is also a fridge that is closed. You also see a dishwasher that is closed. "
        "\nTo the North you see the corridor. To the West you see the pantry. ",
        R("kitchen", "n w", coin=True),
        expect=UNKNOWN,
        notes="the tidy-up task reworded in the engine's manner, a coin on the counter: another "
        "task (the goal names no coin)",
    ),
    item(
        "Chapter 1: Supper\nGran will be home at six, and the stew won't make itself. Follow the "
        "recipe card on the dresser.\n\nCottage Kitchen\nYou can see a dresser (on which is a "
        "recipe card), a pot and a sack of onions here.\n\nYou can go west.",
        R("cottage kitchen", "w"),
        expect=UNKNOWN,
        notes="a cooking goal set by the situation (a recipe, Gran at six): another task",
    ),
    item(
        "Toys put away: 0/6\n\n[Playroom]\nBlocks, a teddy bear and a toy train are strewn "
        "across the rug; a silver coin has rolled under the toy box.\n[Exits: s e]",
        R("playroom", "s e", coin=True),
        expect=UNKNOWN,
        notes="a tidy-up counter as the goal, a silver coin in the room: another task",
    ),
    item(
        (
            "The map in your hand says the key is in the boathouse. Get the key; open the chest "
            "in the attic.\n\nYou are in the garden. Paths lead east and south.",
            R("garden", "e s"),
        ),
        "go east",
        (
            "You are in the orchard. Apple trees in rows, windfalls in the grass. The garden is "
            "west; the gate to the north is locked.",
            R("orchard", "w n", locked="n"),
        ),
        expect=UNKNOWN,
        notes="a map and a key to fetch, the goal told before a move: another task",
    ),
    item(
        "Your task is to do exactly what Simon tells you.\n\nSimon says, 'open the fridge'.",
        R(None, ""),
        expect=UNKNOWN,
        notes="Simon says in the engine's manner, no room: another task (room null)",
    ),
    item(
        "The sum chalked on the slate is 12 - 5. Bring the crate with that many pears to the box "
        "by the door.\n\nStoreroom\nThree crates stand here: one with 5 pears, one with 7, one "
        "with 9. An empty box waits by the door, which is to the west.",
        R("storeroom", "w"),
        expect=UNKNOWN,
        notes="the arithmetic game retold in a classic game: another task",
    ),
]
