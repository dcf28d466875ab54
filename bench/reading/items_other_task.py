"""other_task: games whose stated goal is not "find the coin" (expect unknown_task); their facts
are still read as a person reads them. Real TextWorldExpress texts (bench/reading/real_texts.json;
the game's task description, then its first text, as a client shows them: the notes name the
game and turns) and texts written in the manner of TextWorld's other challenges."""

from bench.reading.author import TASK, A, K, R, T, item

OTHER = "unknown_task"


def steps(key: str, readings: list) -> list:
    """Turns 0..len(readings)-1 of harvested game ``key``, each text with its reading; the
    task description heads the first text."""
    out: list = []
    for i, reading in enumerate(readings):
        text = T(key, i)
        if i:
            out.append(A(key, i))
        else:
            text = f"{TASK(key)}\n\n{text}"
        out.append((text, reading))
    return out


def real(key: str, readings: list, note: str = "") -> object:
    last = len(readings) - 1
    turns = "turn 0" if last == 0 else f"turns 0-{last}"
    return item(
        *steps(key, readings),
        expect=OTHER,
        notes=f"real: {key} {turns} (the task description heads turn 0){note}",
    )


NONE = K("none")
BEDROOM_1 = R("bedroom", "n e", leads={"n": "bathroom", "e": "living room"})
KITCHEN_CW1 = R("kitchen", "n s", closed="n s")
STEAM_ROOM = R("steam room", "n s e", leads={"n": "bathroom", "s": "office", "e": "greenhouse"})
PARLOR = R("parlor", "n s", leads={"n": "backyard", "s": "side yard"})
BACKYARD_MR3 = R("backyard", "s e w", leads={"s": "parlor", "e": "alley", "w": "garage"})
STUDIO = R("studio", "s e", leads={"s": "shower", "e": "canteen"})
CANTEEN = R("canteen", "s e w", leads={"s": "launderette", "e": "basement", "w": "studio"})
BASEMENT = R("basement", "s w", leads={"s": "supermarket", "w": "canteen"})
KITCHEN_CW3 = R("kitchen", "n e", closed="n e")

ITEMS = [
    real("twx-twc-1", [BEDROOM_1]),
    real(
        "twx-twc-1",
        [BEDROOM_1, BEDROOM_1, R("living room", "w", leads={"w": "bedroom"})],
    ),
    real("twx-twc-2", [R("pantry", "s", leads={"s": "kitchen"})]),
    real(
        "twx-twc-2",
        [
            R("pantry", "s", leads={"s": "kitchen"}),
            R("pantry", "s", leads={"s": "kitchen"}),
            NONE,
            R("kitchen", "n w", leads={"n": "pantry", "w": "living room"}),
        ],
    ),
    real("twx-twc-3", [R("laundry room", "s", leads={"s": "corridor"})]),
    real(
        "twx-twc-3",
        [
            R("laundry room", "s", leads={"s": "corridor"}),
            R("laundry room", "s", leads={"s": "corridor"}),
            NONE,
            NONE,
            NONE,
            R("corridor", "n s", leads={"n": "laundry room", "s": "living room"}),
        ],
    ),
    real("twx-twc-n3-5", [R("kitchen", "s w", leads={"s": "corridor", "w": "pantry"})]),
    real("twx-cookingworld-1", [KITCHEN_CW1]),
    real(
        "twx-cookingworld-1",
        [KITCHEN_CW1, KITCHEN_CW1, NONE, NONE],
        "; the last text is the recipe",
    ),
    real("twx-cookingworld-2", [R("kitchen", "n s", closed="n", leads={"s": "corridor"})]),
    real(
        "twx-cookingworld-3",
        [
            KITCHEN_CW3,
            KITCHEN_CW3,
            *[NONE] * 9,
            K("opened"),
            K("opened"),
            R("pantry", "w", leads={"w": "kitchen"}),
            NONE,
            R("kitchen", "n e", leads={"n": "backyard", "e": "pantry"}),
            R("backyard", "n s e w", closed="n e", leads={"s": "kitchen", "w": "street"}),
        ],
    ),
    real("twx-cookingworld-n5-6", [R("kitchen", "n s", closed="n s")]),
    real("twx-mapreader-1", [STEAM_ROOM], "; the task names a coin in another room"),
    real(
        "twx-mapreader-1",
        [STEAM_ROOM, STEAM_ROOM, NONE, NONE],
        "; the last text is the map",
    ),
    real("twx-mapreader-2", [R("bar", "e", leads={"e": "basement"})]),
    real(
        "twx-mapreader-3",
        [
            PARLOR,
            PARLOR,
            NONE,
            NONE,
            BACKYARD_MR3,
            R("alley", "w", coin=True, leads={"w": "backyard"}),
        ],
        "; a coin here, but the task is to put it in a box",
    ),
    real(
        "twx-mapreader-3",
        [
            PARLOR,
            PARLOR,
            NONE,
            NONE,
            BACKYARD_MR3,
            R("alley", "w", coin=True, leads={"w": "backyard"}),
            K("took"),
            BACKYARD_MR3,
        ],
    ),
    real(
        "twx-mapreader-4",
        [
            STUDIO,
            STUDIO,
            NONE,
            NONE,
            CANTEEN,
            BASEMENT,
            R(
                "supermarket",
                "n s e",
                coin=True,
                leads={"n": "basement", "s": "sauna", "e": "bathroom"},
            ),
        ],
    ),
    real("twx-arithmetic-1", [R("backyard")], "; no exit"),
    real(
        "twx-arithmetic-2",
        [R("pantry"), R("pantry"), NONE, NONE],
        "; the last text is the math problem",
    ),
    real("twx-sorting-1", [R("backyard")]),
    real("twx-sorting-2", [R("pantry"), NONE, NONE]),
    real("twx-simonsays-1", [R(None)]),
    real("twx-simonsays-2", [R(None), NONE, NONE, NONE]),
    real("twx-peckingorder-1", [R("backyard")]),
    real("twx-peckingorder-2", [R("pantry"), R("pantry"), NONE]),
    # written in the manner of TextWorld's other challenges
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the"
        " recipe. Once done, enjoy your meal!\n\n-= Kitchen =-\nYou find yourself in a kitchen."
        " An usual kind of place.\n\nYou can see a closed fridge here. You make out an oven."
        " You see a table. The table is massive. On the table you make out a cookbook and a"
        " knife. You see a counter. On the counter you see a red apple.\n\nThere is an open"
        " patio door leading south. There is an exit to the east. Don't worry, it is"
        " unguarded.",
        R("kitchen", "s e"),
        expect=OTHER,
        notes="written: tw-cooking's manner",
    ),
    item(
        "Get ready to pick stuff up and put it in places, because you've just entered"
        " TextWorld! Here is your task for today. First off, if it's not too much trouble, I"
        " need you to take a trip north. Then, pick up the bell pepper from the table. Next,"
        " put the bell pepper on the stove. Got that? Good!\n\n-= Pantry =-\nYou are in a"
        " pantry. A typical one.\n\nThere is an unguarded exit to the north.",
        R("pantry", "n"),
        expect=OTHER,
        notes="written: tw-simple's manner (the coin collector's intro opens the same way;"
        " its goal is what differs)",
    ),
    item(
        "Welcome to TextWorld! Here is how to play! Your objective is to find the brass key"
        " and put it in the wooden chest in the attic.\n\n-= Study =-\nYou are in a study.\n\n"
        "There is a coin on the desk. There is an exit to the west. Don't worry, it is"
        " unblocked. There is a closed oak door leading north.",
        R("study", "w n", closed="n", coin=True),
        expect=OTHER,
        notes="written: tw-treasure_hunter's manner; a coin lies here but the goal is a key",
    ),
    item(
        "Your task is to put the coin in the box.\n\nYou are in the office. In one part of the"
        " room you see a desk that has a coin on it. There is also a box, that is empty. \nTo"
        " the West you see the corridor. ",
        R("office", "w", coin=True),
        expect=OTHER,
        notes="written in TextWorldExpress's manner: the coin is to go in the box",
    ),
    item(
        "Welcome, adventurer! Your quest: bring the silver chalice back to the temple.\n\n"
        "[Crossroads]\nFour roads meet here.\n[Exits: n e s w]",
        R("crossroads", "n e s w"),
        expect=OTHER,
        notes="written: a quest other than a coin",
    ),
    item(
        "Your task is to water the plants in the greenhouse.\n\nGreenhouse\nRows of thirsty"
        " tomatoes. You can go south.\n\nYou can see a watering can here.",
        R("greenhouse", "s"),
        expect=OTHER,
        notes="written",
    ),
]
