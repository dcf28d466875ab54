"""other_task, fifty-first round (no emphasis beyond a hidden test of the same kind): goals that are
not the coin, given before the first room or after a turn, in this round's places and manners:
TextWorldExpress's map-reading task ("take the coin that is located in the bathroom, and put it into
the box found in the backyard") and tidy-up task (after a move) in its manner; a TextWorld speech
asking for a sieve to be put on a bench; a picture palace's banner (the big picture on the screen by
nine); an Inform banner's stallion to be shod before the sale; a MUD "[QUEST]" to count the spelt in
a granary where a quadrans lies; a Pepys-like resolution to have the victualling accounts copied
fair; a screenplay's "SUPER:" asking for two hundred frogs; a HyperCard-like goal card (the beam
engine to be got running) and a move; a base's orders to launch the noon balloon and a move; a
barker's "Three balls for a dime!" with the dime on the counter; a control tower's taxi instruction;
a junior ranger's five animal tracks to find; a zookeeper's job sheet beside a nakfa in the chilling
tank; Trinity House's orders to keep the light and a move: `unknown_task` (15, three with a coin in
the room, four after a turn); five coin hunts told as goals: a lost buffalo nickel ("Find it and
take it"), a screenplay's "Find it. Keep it." and two moves to the wen, a goal card's "Find the
Roman nummus somewhere in the works, and pick it up." beside it, a base's "Find it and hang on to
it" and a move, a barker's "Find the lucky ouguiya ... and it's yours to keep": an answer. What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item
from bench.reading.items51_classic_if import foyer
from bench.reading.items51_history import (
    boiler,
    boot,
    canning,
    engine,
    fitting,
    gutting,
    met,
    retort,
)
from bench.reading.items51_inform7 import breezeway, yard
from bench.reading.items51_mud import granary
from bench.reading.items51_prose import board
from bench.reading.items51_textworld import corning
from bench.reading.items51_twx import closed_door, describe, open_door, thing, way

U = "unknown_task"


def _prefix(goal: str, step: tuple) -> tuple:
    return (goal + step[0], step[1])


ITEMS = [
    item(
        (
            "Your task is to take the coin that is located in the bathroom, and put it into the "
            "box found in the backyard. A map is provided, that you may find helpful.\n\n"
            + describe(
                "laundry room",
                [
                    thing("a washing machine", kind="container"),
                    thing("a map", kind="plain"),
                    thing("a laundry basket", ("a grey sock",)),
                ],
                [closed_door("north", "frosted-glass"), way("west", "living room")],
            ),
            R("laundry room", "n w", closed="n"),
        ),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: carrying the coin from the "
        "bathroom to a box in the backyard is another task: unknown_task",
    ),
    item(
        (
            "Your task is to pick up objects, then place them in their usual locations in the "
            "environment.\n\n"
            + describe(
                "backyard",
                [thing("a BBQ", kind="plain"), thing("a patio table", ("a dirty mug",))],
                [open_door("north", "patio", "living room")],
            ),
            R("backyard", "n"),
        ),
        "move north",
        (
            describe(
                "living room",
                [thing("a sofa", ("a wet towel",)), thing("a coffee table")],
                [open_door("south", "patio", "backyard"), way("east", "laundry room")],
            ),
            R("living room", "s e"),
        ),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner, after a move: putting things away "
        "is another task: unknown_task",
    ),
    item(
        corning(
            1,
            speech="Welcome to TextWorld! First, try to go west. Then, take the sieve from the "
            "floor of the mixing house. And then, put the sieve on the bench in the corning "
            "house. Got that? Good!",
        ),
        expect=U,
        notes="a TextWorld speech asking for a sieve to be fetched and put on a bench: not the "
        "coin: unknown_task",
    ),
    item(
        _prefix(
            "THE RIALTO\nA game of the late show. Your job tonight: have the big picture on the "
            "screen by nine, or Mr Hibbert will have your hide.\n\n",
            foyer(),
        ),
        expect=U,
        notes="a banner whose goal is the picture on the screen by nine: another task: "
        "unknown_task; the banner's title is no room (the room is the foyer)",
    ),
    item(
        _prefix(
            "Bluegrass\nAn Interactive Fiction\nRelease 1 / Serial number 270805 / Inform 7 "
            "build 6M62 (I6/v6.33 lib 6/12N) SD\n\nThe farrier comes at noon, and Senator is "
            "to be shod before the sale. See that he is.\n\n",
            yard(),
        ),
        expect=U,
        notes="an Inform banner and a stallion to be shod before the sale: another task: "
        "unknown_task",
    ),
    item(
        _prefix(
            "[QUEST] The granary clerk wants every bin of spelt counted before the tax man "
            "comes.\n",
            granary(),
        ),
        expect=U,
        notes="a MUD quest to count the spelt, with a bronze quadrans in the chaff: the goal is "
        "not the coin: unknown_task",
    ),
    item(
        _prefix(
            "Resolved this day that the victualling accounts shall be copied fair before "
            "Monday, whatever it cost me. ",
            board(),
        ),
        expect=U,
        notes="a Pepys-like resolution to have the accounts copied: another task: unknown_task",
    ),
    item(
        _prefix(
            'FADE IN:\n\nSUPER: "Monterey, 1938. Doc needs two hundred frogs by Saturday."\n\n',
            gutting(),
        ),
        expect=U,
        notes="a screenplay's goal of two hundred frogs: another task: unknown_task; 'FADE IN:' "
        "and the SUPER are no room (the scene heading names the gutting shed)",
    ),
    item(
        _prefix("Goal: Get the beam engine running before the storm breaks.\n\n", engine()),
        "go north",
        boiler(event="The fires are banked low."),
        expect=U,
        notes="a goal card's beam engine to get running, and a move: another task: unknown_task",
    ),
    item(
        _prefix(
            "BASE: Two, today's job: launch the noon balloon and phone the readings in. Base "
            "out.\n",
            boot(),
        ),
        "head east",
        met(event="Balloon's filled, Two."),
        expect=U,
        notes="a base's orders to launch the weather balloon, and a move: another task: "
        "unknown_task",
    ),
    item(
        (
            "Three balls for a dime! Three balls for a dime! You're at the Cans-and-Balls stall, "
            "friend, and there's your dime on the counter where you put it! Knock down all six "
            "cans and the goldfish is yours! The midway is to the south!",
            R("cans-and-balls stall", "s", coin=True, leads={"s": "midway"}),
        ),
        expect=U,
        notes="a barker's game: the goal is knocking down cans for a goldfish, the dime on the "
        "counter its price: another task: unknown_task",
    ),
    item(
        (
            "Two-Six, your task: taxi to runway two-seven and hold short. Two-Six, you are on "
            "taxiway Bravo. Runway's ahead of you, north. The apron is south. Grass either "
            "side, stay off it.",
            R("taxiway bravo", "n s", leads={"n": "runway", "s": "apron"}),
        ),
        expect=U,
        notes="a control tower's taxi instruction: another task: unknown_task",
    ),
    item(
        (
            "JUNIOR RANGER CHALLENGE: Find five different animal tracks and draw them in your "
            "book!\n\nYou're on the nature trail boardwalk! Look down through the slats at the "
            "mud. The trail goes on north to the beaver pond. The Visitor Center is south.",
            R("nature trail boardwalk", "n s", leads={"n": "beaver pond", "s": "visitor center"}),
        ),
        expect=U,
        notes="a goal to find animal tracks and draw them: a finding task, but not the coin: "
        "unknown_task",
    ),
    item(
        (
            "Today's job sheet: feed the penguins at three, hose down the rocks, check on "
            "Pablo's bad foot.\n\nRight, penguin house kitchen again. Fish fridge, sink, the rota, "
            "the chilling tank. Door to the enclosure's east, propped open. Yard's west. That "
            "nakfa's still on the bottom of the chilling tank, nobody's fished it out.",
            R("penguin house kitchen", "e w", coin=True, leads={"w": "yard"}),
        ),
        expect=U,
        notes="a zookeeper's job sheet (penguins to feed), with a nakfa in the chilling tank: "
        "the goal is not the coin: unknown_task",
    ),
    item(
        (
            "Orders from Trinity House: keep the light burning till dawn and log every ship "
            "that passes.\n\n15th November. Wind W, moderating. I am in the oil store. The door "
            "north to the tower is open. The way east goes out to the keepers' cottages.",
            R("oil store", "n e", leads={"n": "tower", "e": "keepers' cottages"}),
        ),
        "east",
        (
            "15th November, later. I am in the keepers' cottages, my own fire lit and the "
            "kettle on. The oil store is back west. The door south to the garden is shut.",
            R("keepers' cottages", "w s", closed="s", leads={"w": "oil store", "s": "garden"}),
        ),
        expect=U,
        notes="orders to keep the light burning, and a move: another task: unknown_task",
    ),
    # ---- coin hunts told as goals: an answer
    item(
        _prefix(
            "Mr Cray has lost his lucky buffalo nickel somewhere about the barns. Find it and "
            "take it, and he'll see you right.\n\n",
            breezeway(),
        ),
        notes="the goal is finding a coin and taking it: the coin task; in the breezeway the "
        "vet's room west and the yard north unvisited: go west or north",
    ),
    item(
        _prefix(
            'FADE IN:\n\nSUPER: "Somewhere in the cannery is the brass wen Lee Chong lost. Find '
            'it. Keep it."\n\n',
            gutting(),
        ),
        "walk east",
        canning(event="Somewhere a can rolls off the line and rattles to a stop."),
        "walk north",
        retort(event="A whistle blows for the night shift."),
        notes="a screenplay's goal to find the wen and keep it: the coin task; two moves to the "
        "retort room, where the wen lies: take it",
    ),
    item(
        _prefix(
            "Goal: Find the Roman nummus somewhere in the works, and pick it up.\n\n",
            fitting(),
        ),
        notes="a goal card's coin hunt: the coin task; the nummus on the bench here: take it",
    ),
    item(
        _prefix(
            "BASE: Two, Doc's lucky rand has gone walkabout again. Find it and hang on to it "
            "till he's back. Base out.\n",
            boot(),
        ),
        "head east",
        met(event="Doc says try the radio room."),
        notes="a base's coin hunt ('Find it and hang on to it'): the coin task; in the met "
        "office west visited (initial), the radio room north unvisited: go north",
    ),
    item(
        (
            "Find the lucky ouguiya hidden somewhere in the Wonder Tent and it's yours to keep, "
            "friend! You're in the Hall of Oddities now: a pickled snake, a shrunken head, a "
            "stuffed jackalope. The Wonder Tent is through the flap to the north! The midway is "
            "east!",
            R("hall of oddities", "n e", leads={"n": "wonder tent", "e": "midway"}),
        ),
        notes="a barker's coin hunt: finding the ouguiya and keeping it is the coin task; the "
        "coin is in the Wonder Tent, not here: go north or east",
    ),
]
