"""prose, thirty-first round: plain prose in registers and places no earlier round used. Five walks
(1-4 turns) on a Georgian winery in second person present (the courtyard, under a vine arbour,
with the marani's chestnut door east, shut at first, the house door north and the vineyard gate
south; the marani, whose qvevri jars are sunk in the earth floor, with a ten-tetri coin on a lid;
the kitchen hung with churchkhela; the vineyard, whose rows are too close to walk between, with a
twenty-tetri coin by a vine): "You put your shoulder to the marani door, but it is shut and
heavy; you will have to open it properly.", "You lift the iron latch, and the marani door swings
inward on cool air.", "You pick up the coin and turn it over ...", "There is only the wall that
way, and the bench against it.". Single rooms and short walks: an Irish storyteller ("Well now,
here you are in the kitchen ..."; a sixpence on the flagstones), an opera's stage directions
("ACT II, Scene 1. Scene: the smugglers' cave."), a limerick that names no room, a comic
script's panels and captions in a lantern workshop, a romance novel's Lady Honoria in a flower
shop (a forgotten shilling), a child's diary in a snail barn ("I found a coin on the floor but I
havent picked it up yet"), Kenta in a sumo stable's bath house, a car wash bay in the first
person (a quarter by the drain), telegraphic notes in a dugout bedroom, a fronton's changing room
("Nobody has left so much as a coin."), a seaweed drying shed and its kelp store, a shepherd's
hut in the first person past (a door barred from outside), the coining room of the old mint at
Potosi, a tea garden's koi pond refused with the garden told again (Both), Morag in a loom shed.
What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn told after it."""
    text, reading = step
    return (f"{text} {line}", reading)


# The winery: the courtyard n kitchen, e marani (chestnut door, shut at first; a ten-tetri
# coin), s vineyard (a twenty-tetri coin); west of the courtyard is a wall.
def courtyard(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "You are in the courtyard. A vine arbour shades a long table, and the old stone press "
        "under it is stained purple to the rim. The marani door, east, a heavy thing of "
        f"chestnut planks, {state}. The house door, north, is open, and so is the vineyard "
        "gate to the south. Against the west wall there is only a bench and the dog's bowl.",
        R(
            "courtyard",
            "n e s",
            closed="" if door_open else "e",
            leads={"n": "kitchen", "e": "marani", "s": "vineyard"},
        ),
    )


def marani(coin: bool = True) -> tuple:
    piece = " A ten-tetri coin lies on one of the lids." if coin else ""
    return (
        "You are in the marani. The mouths of the great clay qvevri are set into the earth "
        "floor like wells, each sealed with a stone lid and a smear of clay, and the wine "
        f"sleeps underneath. The door west is the only way out.{piece}",
        R("marani", "w", coin=coin, leads={"w": "courtyard"}),
    )


def kitchen() -> tuple:
    return (
        "You are in the kitchen. Strings of churchkhela, walnuts dipped again and again in "
        "grape must, hang drying from a pole above the stove. The courtyard door, south, is "
        "the only door.",
        R("kitchen", "s", leads={"s": "courtyard"}),
    )


def vineyard(coin: bool = True) -> tuple:
    piece = " A twenty-tetri coin lies between the roots of the nearest vine." if coin else ""
    return (
        "You are in the vineyard. The vines are trained on wires in rows too close together "
        f"to walk between, and the only way out is the gate to the north.{piece}",
        R("vineyard", "n", coin=coin, leads={"n": "courtyard"}),
    )


SHOULDER = (
    "You put your shoulder to the marani door, but it is shut and heavy; you will have to open "
    "it properly.",
    K("refused", "closed"),
)
LATCH = (
    "You lift the iron latch, and the marani door swings inward on cool air.",
    K("opened", "e"),
)

DRYING_SHED = (
    "You are in the drying shed. Racks of seaweed hang from the rafters like washing, dripping "
    "onto the boards. A door east leads to the kelp store; the way out to the beach is north.",
    R("drying shed", "e n", leads={"e": "kelp store"}),
)

TEA_GARDEN = (
    "You are in the tea garden. Stepping stones wind north to the tea house, and the gate in "
    "the bamboo fence, south, is shut. West, the koi pond fills the garden from fence to fence."
)

ITEMS = [
    # ---- walks on the winery ----
    item(
        courtyard(),
        "e",
        SHOULDER,
        "open marani door",
        LATCH,
        "e",
        marani(),
        notes="the marani door refused as shut, opened by its name (the east door) and walked "
        "through; a ten-tetri coin on a jar's lid: take it",
    ),
    item(
        courtyard(),
        "n",
        kitchen(),
        notes="the kitchen's only door is south, back to the courtyard: go south",
    ),
    item(
        courtyard(),
        "s",
        vineyard(),
        "take coin",
        (
            "You pick up the coin and turn it over: a bunch of grapes on one side, a lion on "
            "the other.",
            K("took"),
        ),
        "n",
        courtyard(),
        notes="a loop: the coin taken in the vineyard and the courtyard seen again: south "
        "visited; the house north is open, the marani door east still shut",
    ),
    item(
        courtyard(),
        "w",
        ("There is only the wall that way, and the bench against it.", K("refused")),
        notes="a move at the west wall refused: refused(west); the three ways of the courtyard "
        "remain, the marani door shut",
    ),
    item(
        courtyard(),
        "open east",
        LATCH,
        "east",
        marani(),
        "take coin",
        (
            "You pick up the coin. It is colder than the cellar, which is saying something.",
            K("took"),
        ),
        "west",
        also(
            courtyard(door_open=True),
            "Somewhere in the house a radio is playing polyphonic singing.",
        ),
        notes="the marani door opened, the coin taken, the courtyard seen again with the door "
        "open (the radio an event of the turn): east visited, north and south not yet",
    ),
    # ---- single rooms and short walks ----
    item(
        "Well now, here you are in the kitchen, and isn't it a grand warm place with the turf "
        "fire going. The door to the yard is east of you, and it's shut against the rain. "
        "There's a passage north to the parlour, and nothing else at all but the dresser "
        "against the west wall. And what's that on the flagstones? A sixpence, bless us.",
        R("kitchen", "e n", closed="e", coin=True),
        notes="a storyteller's voice: the room is the kitchen; the yard door east shut "
        "(closed), the passage north open, the dresser's wall no way; the sixpence is a coin",
    ),
    item(
        "ACT II, Scene 1.\nScene: the smugglers' cave. Night. Upstage, to the north, a tunnel "
        "winds away toward the sound of the sea. Stage left, a door in the west wall is barred "
        "from outside. Barrels and a guttering lantern downstage.\nYou, as DON JOSE, stand "
        "alone.",
        R("smugglers' cave", "n w", locked="w"),
        notes="stage directions that give their compass: the tunnel north is a way, the west "
        "door barred from outside is locked; the scene names the smugglers' cave",
    ),
    item(
        "A shed on the shore had a door\nTo the north, and one west, and no more;\nThe north "
        "one was shut,\nThe west open, but\nThere's a penny to find on the floor.",
        R(None, "n w", closed="n", coin=True),
        notes="a limerick: a verse names no room (the sixth round's call); two doors, north "
        "shut and west open, and a penny on the floor: take it",
    ),
    item(
        "PAGE 3, PANEL 1\nWide shot: the lantern workshop, late at night. Paper lanterns hang "
        "from every beam.\nCAPTION: You're in the lantern workshop.\nCAPTION: A door to the "
        "east stands open onto the yard. The fire door, north, is chained shut.\nPANEL 2\n"
        "Close on the floorboards: a coin, winking in the torchlight.",
        R("lantern workshop", "e n", locked="n", coin=True),
        notes="a comic script's captions: the door east open, the fire door north chained "
        "shut (locked); the coin on the boards in panel 2 lies in the room",
    ),
    item(
        "Lady Honoria stood in the flower shop, her gloved hand upon the counter. The street "
        "door, to the south, was shut; the door to the cold room, east, stood ajar, breathing "
        "out the scent of lilies. Upon the counter, beside the ribbons, lay a shilling that "
        "some careless customer had forgotten.",
        R("flower shop", "s e", closed="s", coin=True),
        notes="a romance novel's third person past: the flower shop; the street door shut, "
        "the cold room door ajar; a forgotten shilling on the counter is a coin",
    ),
    item(
        "Dear Diary. I am in the snail barn at Uncle Marcel's. It smells of wet leafs. The "
        "door to the garden is north and its open. The other door (west) is locked because "
        "Uncle Marcel says the snails in there are Babies. I found a coin on the floor but I "
        "havent picked it up yet.",
        R("snail barn", "n w", locked="w", coin=True),
        notes="a child's diary: the snail barn; north open, west locked; a coin found on the "
        "floor and not yet picked up is still in the room",
    ),
    item(
        "Kenta is in the bath house. Steam fogs the tiles, and the tub is big enough for four "
        "wrestlers at once. The door to the courtyard, west, is open, and the boiler room "
        "door, north, is shut.",
        R("bath house", "w n", closed="n"),
        notes="third person present: Kenta is the player; west open, north shut (closed)",
    ),
    item(
        "I'm in the wash bay. The brushes hang still, dripping. The entrance end, south, is "
        "wide open to the forecourt; the exit end, north, has its roller door down and locked "
        "until morning. Somebody's dropped a quarter by the drain.",
        R("wash bay", "s n", locked="n", coin=True),
        notes="first person present in a car wash: south open, the roller door north locked; "
        "a quarter by the drain is a coin",
    ),
    item(
        "Notes, day 2. In the dugout bedroom. Sandstone walls, painted white. Tunnel S to the "
        "kitchen. Air shaft overhead - too narrow to climb. No door N, just rock. Five-cent "
        "piece on the bed.",
        R("dugout bedroom", "s", coin=True),
        notes="telegraphic notes: the tunnel south is the only way; the air shaft and the rock "
        "north are none; a five-cent piece on the bed is a coin",
    ),
    item(
        "You're in the players' changing room. It lies under the fronton's stands, and cestas, "
        "the long wicker baskets the players throw with, hang on pegs along the north wall. A "
        "corridor leads west toward the court; the door to the street, south, is locked from "
        "outside. Nobody has left so much as a coin.",
        R("players' changing room", "w s", locked="s"),
        notes='the corridor west is open, the street door south locked from outside; "not so '
        'much as a coin" is no coin',
    ),
    item(
        DRYING_SHED,
        "east",
        (
            "You are in the kelp store. Bales of dried kelp are stacked to the roof. The only "
            "door is west, and it is open. Behind a bale, on the floor, lies a penny.",
            R("kelp store", "w", coin=True),
        ),
        notes="east into the kelp store, whose only door west leads to the drying shed; a "
        "penny on the floor: take it",
    ),
    item(
        (
            "I was in the shepherd's hut. There was a fire of juniper, and a cheese hanging in "
            "a cloth from the beam. The door north led out to the hillside; a low opening east "
            "led into the fold.",
            R("shepherd's hut", "n e"),
        ),
        "north",
        (
            "I tried the door. It was barred from outside, and no amount of pushing moved it.",
            K("refused", "locked"),
        ),
        notes="first person past: a door whose state was not given turns out barred from "
        "outside (locked, no open); the fold east remains",
    ),
    item(
        "You are in the coining room. This was the old mint's heart: the great wooden rollers "
        "that once "
        "pressed silver into strips still stand in their frames, and mules are painted on the "
        "wall where real mules once turned them. Not a coin has been struck here in two "
        "hundred years. The way out is the stone arch to the south; the strongroom, east, is "
        "behind an iron door that is locked.",
        R("coining room", "s e", locked="e"),
        notes="a mint with no coin in it; the arch south is a way, the strongroom door east "
        "locked (no open): go south",
    ),
    item(
        (TEA_GARDEN, R("tea garden", "n s", closed="s")),
        "west",
        (
            "You step toward the koi pond and stop at its edge: there's no way over the "
            "water.\n\n" + TEA_GARDEN,
            Both(K("refused"), R("tea garden", "n s", closed="s")),
        ),
        notes="a move into the pond refused and the garden told again in the same text: "
        "refused(west); the stepping stones north and the shut gate south remain",
    ),
    item(
        "Morag stood in the loom shed, the tweed half woven on the beam. The door to the croft, "
        "west, was open; the door to the peat stack, north, had blown shut in the night.",
        R("loom shed", "w n", closed="n"),
        notes="third person past: Morag is the player; west open, north blown shut (closed)",
    ),
]
