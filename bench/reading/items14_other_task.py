"""other_task, fourteenth round: goals given tersely, as HUD lines, checklists, tallies and
one-line orders. Another task (`unknown_task`, 15 items, five with a coin in the room): "OBJ:
feed hens 0/6", a TODO list (a penny in the straw), "Task: light the beacon.", "QUEST > Rat
catcher (0/5 rats)" (a copper coin on the cellar floor), plates to put away in TextWorldExpress's
manner, "Deliver: letter -> Mill (1 left)", "WIN: reach the lighthouse before the tide.",
"Missing: Pip (terrier)" (a sixpence in the grass), "Kit: [x] key [ ] lamp [ ] rope", a quest
added after a move, "GOAL: get out", "Eggs 0/3" (a farthing in the hay), "Herbs: sage [ ] thyme
[x] rue [ ]", a map reader's coin to carry to a box (the coin in the room: the earlier rounds'
call), "Bells rung: 0/4". The coin task told tersely in five new ways (an answer): "OBJ:
coin -> your pocket (0/1)", "Task: find coin, take coin. That's all.", a quest line "The Widow's
Sovereign ... Find it and keep it.", a one-line checklist "[ ] coin (pick it up)", a HUD after a
move "Coin 0/1 -- find it, grab it.". What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- the coin task, told tersely: an answer ----
    item(
        "OBJ: coin -> your pocket (0/1)\n\nScullery\nExits: N, W.",
        R("scullery", "n w"),
        notes="a HUD line whose objective is the coin into the pocket (taking it): the coin "
        "task; no coin here: go north or west",
    ),
    item(
        "Task: find coin, take coin. That's all.\n\nParlour\nDoor E. Coin on the mantel.",
        R("parlour", "e", coin=True),
        notes="a terse task line naming the coin and its taking: the coin task; the coin is on "
        "the mantel: take coin",
    ),
    item(
        "Quest: The Widow's Sovereign -- she dropped it somewhere in the house. Find it and keep "
        "it.\n\nBack Kitchen\nDoors N, E (shut).",
        R("back kitchen", "n e", closed="e"),
        notes="a quest to find a sovereign (a coin) and keep it: the coin task; go north or open "
        "east",
    ),
    item(
        "[ ] coin (pick it up)\n\nGarden Room\nExits S, W. A coin on the window seat.",
        R("garden room", "s w", coin=True),
        notes="a one-line checklist whose only entry is picking up the coin: the coin task; "
        "take coin",
    ),
    item(
        ("Lobby\nExits: N.", R("lobby", "n")),
        "n",
        (
            "HUD: Coin 0/1 -- find it, grab it.\n\nStair Hall\nExits: S, E. Stairs up.",
            R("stair hall", "s e up"),
        ),
        notes="a HUD line after a move sets the coin as the goal (find and grab it): the coin "
        "task; south visited (initial): go east",
    ),
    # ---- other tasks: unknown_task ----
    item(
        "OBJ: feed hens 0/6\n\nHen Run\nExits: N. Grain sack by the gate.",
        R("hen run", "n"),
        expect=UNKNOWN,
        notes="a HUD objective that names no coin (feeding hens): another task",
    ),
    item(
        "TODO\n[ ] milk cow\n[ ] fetch water\n\nByre\nDoor S. A penny in the straw.",
        R("byre", "s", coin=True),
        expect=UNKNOWN,
        notes="a checklist of chores that names no coin: another task, even with a penny in the "
        "room",
    ),
    item(
        "Task: light the beacon.\n\nBeacon Hill\nPath S. Woodpile, tinderbox.",
        R("beacon hill", "s"),
        expect=UNKNOWN,
        notes="a one-line task that is not the coin: another task",
    ),
    item(
        "QUEST > Rat catcher (0/5 rats)\n\nCellar\n[Exits: n]\nA copper coin lies here.",
        R("cellar", "n", coin=True),
        expect=UNKNOWN,
        notes="a quest tally for rats: another task, even with a copper coin lying here",
    ),
    item(
        "Your task is to put the clean plates back in the cupboard. \n\nYou are in the kitchen. "
        "In one part of the room you see a counter that has a clean plate on it. There is also a "
        "kitchen cupboard that is closed. \nTo the North you see the corridor. ",
        R("kitchen", "n"),
        expect=UNKNOWN,
        notes="a chore in TextWorldExpress's manner (plates to the cupboard): another task",
    ),
    item(
        "Deliver: letter -> Mill (1 left)\n\nLane\nN: mill. S: village.",
        R("lane", "n s"),
        expect=UNKNOWN,
        notes="a delivery line with an arrow: another task",
    ),
    item(
        "WIN: reach the lighthouse before the tide.\n\nSands\nCauseway W. Dunes N.",
        R("sands", "w n"),
        expect=UNKNOWN,
        notes="a win condition that names a place, not a coin: another task",
    ),
    item(
        "Missing: Pip (terrier). Last seen: orchard.\n\nOrchard\nExits S, E. A sixpence in the "
        "grass.",
        R("orchard", "s e", coin=True),
        expect=UNKNOWN,
        notes="a missing dog is the goal: another task, even with a sixpence in the grass",
    ),
    item(
        "Kit: [x] key [ ] lamp [ ] rope\n\nShed\nExit W. A lamp on a hook.",
        R("shed", "w"),
        expect=UNKNOWN,
        notes="a kit checklist (key, lamp, rope) names no coin: another task",
    ),
    item(
        ("Gatehouse\nExits: N, S.", R("gatehouse", "n s")),
        "n",
        (
            "[Quest added] Bring the abbot his spectacles.\n\nOuter Court\nExits: S, E.",
            R("outer court", "s e"),
        ),
        expect=UNKNOWN,
        notes="a quest added after a move (spectacles for the abbot): another task",
    ),
    item(
        "GOAL: get out. (Front door locked; find the key.)\n\nHallway\nDoors N, W. Front door S "
        "(locked).",
        R("hallway", "n w s", locked="s"),
        expect=UNKNOWN,
        notes="an escape goal: another task",
    ),
    item(
        "Eggs 0/3\n\nHayloft\nLadder down. A farthing in the hay.",
        R("hayloft", "down", coin=True),
        expect=UNKNOWN,
        notes="a tally of eggs is the goal: another task, even with a farthing in the hay",
    ),
    item(
        "Herbs: sage [ ] thyme [x] rue [ ]\n\nHerb Bed\nPaths N, W.",
        R("herb bed", "n w"),
        expect=UNKNOWN,
        notes="a herb checklist names no coin: another task",
    ),
    item(
        "Your task is to take the coin that is located in the pantry, and put it into the box "
        "found in the study. A map is provided, that you may find helpful.\n\nYou are in the "
        "pantry. In one part of the room you see a shelf that has a coin on it. \nTo the East "
        "you see the kitchen. ",
        R("pantry", "e", coin=True),
        expect=UNKNOWN,
        notes="the map reader's task (carry the coin to a box in another room) is another task, "
        "even with the coin in the room (the earlier rounds' call)",
    ),
    item(
        "Bells rung: 0/4\n\nBelfry\nRopes. Ladder down.",
        R("belfry", "down"),
        expect=UNKNOWN,
        notes="a tally of bells rung: another task",
    ),
]
