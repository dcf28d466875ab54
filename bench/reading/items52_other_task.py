"""other_task, fifty-second round (emphasis: the game's replies and the history): goals that are not
the coin, given before the first room, after a turn, or in a reply (a `goal` command, a character's
speech), in this round's places and manners, some with a coin in the room and some whose goal names
coins without being the coin task: a linen mill's hanks to carry to the bleach green, an aerodrome's
Moth to fuel, a salt works' tally, a sleeping car's murder to solve, a TextWorld quest to put a key
in a chest, TextWorldExpress's tidy-up and Simon-says tasks in its manner, a robot's moulds to count
(asked after a move), a coaching inn's luggage to load (told after a move), a bunker's power to
restore, a coin to carry to a chapel's collection box, a till's coins to count, a `goal` command
answered by a kitten to bring home, a dungeon master's miller's daughter, and a telegram's sealed
orders: `unknown_task` (15, three with a coin in the room, three told after a turn or in a reply);
five coin hunts told as goals (a robot's lucky daler, a conductor's lost chervonets, a MUD quest's
polushka with the coin here, an intercom's smuggled rupiah, an inn's livre told after a move): an
answer. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.items52_classic_if import hackling
from bench.reading.items52_history import batch, decon, dorm, furnace, tack, yard
from bench.reading.items52_inform7 import clubhouse
from bench.reading.items52_mud import boiling, woodshed
from bench.reading.items52_prose import corridor
from bench.reading.items52_twx import bare, closed_door, describe, way

U = "unknown_task"
_GAP = " " * 128


def _with(before: str, step: tuple) -> tuple:
    return (before + step[0], step[1])


ITEMS = [
    item(
        _with(
            "THE BLEACHING GREEN\nA Tale of the Linen Trade\n\nYour task: carry every hank of "
            "yarn to the bleach green before the overlooker comes back from his dinner.\n\n",
            hackling(),
        ),
        expect=U,
        notes="an Infocom-like banner and a task to carry yarn to the bleach green: not the "
        "coin: unknown_task",
    ),
    item(
        _with(
            "WINGS OVER WENDLEBURY\nAn Interactive Flight\n\nObjective: fuel the Moth and get "
            "her into the air before dusk.\n\n",
            clubhouse(),
        ),
        expect=U,
        notes="an Inform banner's objective, to fuel an aeroplane and fly it: unknown_task",
    ),
    item(
        _with(
            "[QUEST] The steward wants today's salt weighed, bagged and tallied in his book "
            "before the boats come in.\n\n",
            boiling(100),
        ),
        expect=U,
        notes="a MUD quest to weigh and tally salt: not the coin: unknown_task",
    ),
    item(
        _with(
            "Count Orlov lies dead in compartment four, and the train is stopped in the snow. "
            "Find out who killed him before the line is cleared.\n\n",
            corridor(),
        ),
        expect=U,
        notes="a murder to solve on the sleeping car: unknown_task",
    ),
    item(
        (
            "\n\n\n\nWelcome to TextWorld! First step, open the basalt chest. Then, take the "
            "brass key from the shelf. And then, insert the brass key into the basalt chest. "
            "Got that? Good!\n\n-= Larder =-\nYou are in a larder. A typical one.\n\n\n\nThere "
            "is an unguarded exit to the south. There is a closed onyx door leading east.\n\n"
            f">{_GAP}-= Larder =-0/1",
            R("larder", "s e", closed="e"),
        ),
        expect=U,
        notes="a TextWorld speech whose quest is a key to put in a chest: not the coin: "
        "unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "bedroom",
                [bare("a bed"), "a wardrobe that is closed", "a coin", bare("a night stand")],
                [closed_door("north", "wood"), way("west", "corridor")],
            ),
            R("bedroom", "n w", closed="n", coin=True),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner: a coin on the floor, but the goal "
        "is tidying: unknown_task",
    ),
    item(
        (
            "Your task is to do exactly what Simon says.\n\n"
            + describe(
                "kitchen",
                ["a stove", bare("a counter"), "a fridge that is closed"],
                [way("east", "pantry"), closed_door("south", "screen")],
            ),
            R("kitchen", "e s", closed="s"),
        ),
        expect=U,
        notes="TextWorldExpress's Simon-says task in its manner: unknown_task",
    ),
    item(
        batch(),
        "e",
        (
            furnace()[0] + "\n\nTumbler tugs your sleeve. \"Tumbler's job today is to count the "
            'moulds! Help Tumbler count them all!"',
            furnace()[1],
        ),
        expect=U,
        notes="the goal told after a move, in the robot's words: counting moulds, not the "
        "coin: unknown_task",
    ),
    item(
        yard(),
        "east",
        (
            tack()[0] + '\n\nThe guard shouts from the yard: "Bath coach leaves at six! Get '
            'your trunk aboard or it goes without you!"',
            tack()[1],
        ),
        expect=U,
        notes="the goal told after a move by the coach's guard: loading luggage: unknown_task",
    ),
    item(
        _with(
            "CONTROL: Your task is to restore power to the ops room. Acknowledge.\n\n",
            decon(),
        ),
        expect=U,
        notes="an intercom's task to restore power: unknown_task",
    ),
    item(
        (
            "Nave\nBox pews and a three-decker pulpit. The vestry door, north, is closed. The "
            "porch is south.\n\nOn the font's step is a silver groat.\n\nYour task: take the "
            "groat the churchwarden dropped and put it in the collection box in the chapel.",
            R("nave", "n s", closed="n", coin=True),
        ),
        expect=U,
        notes="a coin in the room, but the task is to carry it to a box in another room: "
        "unknown_task",
    ),
    item(
        (
            "Shop Counter\nThe till drawer stands open, full of coins, and the ledger lies "
            "beside it with a pencil in its spine. The back room is east. The shop door, south, "
            'is open.\n\nMr Hobbs says, "Count the till, lad, and write the total in the book. '
            'Every coin."',
            R("shop counter", "e s", coin=True),
        ),
        expect=U,
        notes="coins in an open till, but the task is counting them and writing the total: "
        "unknown_task",
    ),
    item(
        (
            "Cottage Garden\nHollyhocks lean over the path. The cottage door, north, is open. "
            "The gate to the lane is west.",
            R("cottage garden", "n w"),
        ),
        "goal",
        ("Your goal: find Mrs Pennington's kitten and bring it home before the rain.", K("none")),
        expect=U,
        notes="a `goal` command answered in a reply that names no room: a kitten to bring "
        "home: unknown_task",
    ),
    item(
        (
            "DM: Right. The mill yard. The wheel's stopped, there's a door north into the "
            "mill, and the lane runs off east. Your quest, remember, is to rescue the miller's "
            "daughter from the tower before midnight.",
            R("mill yard", "n e"),
        ),
        expect=U,
        notes="a dungeon master's quest to rescue a girl: unknown_task",
    ),
    item(
        (
            "PROCEED SIGNAL BOX STOP DELIVER SEALED ORDERS TO SIGNALMAN STOP YOU ARE NOW IN "
            "LAMP HUT STOP DOOR EAST OPEN STOP",
            R("lamp hut", "e"),
        ),
        expect=U,
        notes="a telegram's orders to deliver: unknown_task",
    ),
    # ---- coin hunts told as goals: an answer
    item(
        (
            furnace()[0] + '\n\nTumbler wails. "Tumbler lost his lucky coin! A silver daler! '
            'Find it, find it, and take it!"',
            furnace()[1],
        ),
        notes="the robot's goal is finding a coin and taking it: the coin task; no coin here: "
        "go west or go south",
    ),
    item(
        _with(
            '"Monsieur, a passenger has lost a gold chervonets somewhere on the train. If '
            'monsieur finds it, monsieur may keep it. The Compagnie does not mind."\n\n',
            corridor(),
        ),
        notes="finding a lost coin and keeping it: the coin task; the compartment door north "
        "closed, the dining car east: open north or go east",
    ),
    item(
        _with(
            "[QUEST] The salt-boiler dropped a copper polushka somewhere in the works. Find it "
            "and pick it up.\n\n",
            woodshed(99),
        ),
        notes="a MUD quest that is the coin task, with the polushka here: take coin",
    ),
    item(
        _with(
            "CONTROL: Your task is to locate the rupiah coin somebody smuggled in, and take it. "
            "Acknowledge.\n\n",
            dorm(),
        ),
        notes="the intercom's task is finding a coin and taking it: the coin task; no coin in "
        "the dormitory: go west or go south",
    ),
    item(
        yard(),
        "east",
        (
            tack()[0] + '\n\nThe landlord calls after you: "Find the silver livre the '
            'Frenchman lost, and pocket it before the ostlers do!"',
            tack()[1],
        ),
        notes="the coin task told after a move (find the livre and pocket it): west visited "
        "(initial), the bothy north unvisited: go north",
    ),
]
