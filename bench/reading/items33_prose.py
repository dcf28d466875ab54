"""prose, thirty-third round: six walks (1-5 turns) in a Leningrad communal flat in plain second
person present (the corridor, whose seven electricity meters tick above the coat hooks, with the
kitchen north through an open door, the end room east behind a shut door, the bathroom west "hooked
shut from the inside: somebody is in there, as usual" and the front door south locked for the night;
the kitchen with a ten-kopek coin under the third table and the larder east with a twenty-kopek
coin; the end room): "You walk into the end room door. It's shut; you'll have to open it.", "You
open the end room door. It sticks, then gives with a groan.", "'Occupied!' shouts a voice inside.
The hook holds.", "You pocket the ten-kopek coin.", loops back to the corridor and the kitchen;
single rooms in registers not used before: a silent film's title cards ("THE MISER'S ATTIC. Wherein
our Heroine is made a prisoner!", a silver dollar by the chimney), a CB radio voice at a truck stop
("You're standin' in the diner", a quarter by the pie case), a Prestel page with its frame price, a
smartwatch's glance ("Here: 1 coin"), a horoscope ("Money is not in your future today"), an air raid
warden's log (a halfpenny "not yet picked up"), a Cockney pie and mash shop, Chidi in a Kano dye
yard in the third person present, a laser tag vest room in the first person, an illustration's image
description under a room, a Varanasi ghat (steps down into the river, no way), Li Wei in a
Jingdezhen painting room in the third person past, rhyming couplets in a dairy, and a cabin crew's
announcement ("forward, which is north"). What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# The communal flat: Corridor n Kitchen (open; a ten-kopek coin), e End Room (door, shut at
# first), w bathroom (hooked from inside: locked), s front door (locked); Kitchen e Larder (a
# twenty-kopek coin).
def corridor(end_open: bool = False) -> tuple:
    end = "stands open" if end_open else "is shut"
    return (
        "You are in the corridor. It runs the length of the communal flat, and seven families "
        "share it; seven electricity meters tick in a row above the coat hooks. The kitchen is "
        f"north, its door standing open. The end room is east, and its door {end}. The "
        "bathroom door, west, is hooked shut from the inside: somebody is in there, as usual. "
        "The front door, south, is locked for the night, and Comrade Orlova keeps the key.",
        R(
            "corridor",
            "n e w s",
            closed="" if end_open else "e",
            locked="w s",
            leads={"n": "kitchen", "e": "end room"},
        ),
    )


def kitchen(coin: bool = True, event: str = "") -> tuple:
    line = " A ten-kopek coin lies under the third table." if coin else ""
    tail = f" {event}" if event else ""
    return (
        "You are in the kitchen. All seven families cook here: seven stoves, seven tables, "
        "seven padlocked food cupboards. Somebody's cabbage soup simmers unattended. The "
        "corridor door, south, stands open, and a narrow door east leads into the larder."
        f"{line}{tail}",
        R("kitchen", "s e", coin=coin, leads={"s": "corridor", "e": "larder"}),
    )


def larder(coin: bool = True) -> tuple:
    line = " A twenty-kopek coin lies on the shelf beside the jars." if coin else ""
    return (
        "You are in the larder, which is hardly bigger than a wardrobe: jars of pickled "
        "cucumbers, a sack of buckwheat, a string of dried mushrooms. The only way out is west."
        f"{line}",
        R("larder", "w", coin=coin, leads={"w": "kitchen"}),
    )


def end_room() -> tuple:
    return (
        "You are in the end room. The Petrovs let you keep your trunk here: a folding bed, the "
        "trunk, a window onto the courtyard. The only door is west.",
        R("end room", "w", leads={"w": "corridor"}),
    )


OPEN_END = ("You open the end room door. It sticks, then gives with a groan.", K("opened"))

ITEMS = [
    # ---- walks in the communal flat ----
    item(
        corridor(),
        "north",
        kitchen(),
        notes="into the kitchen through its open door: the ten-kopek coin under the table is a "
        "coin lying here; padlocked cupboards are no coins: take coin",
    ),
    item(
        corridor(),
        "east",
        (
            "You walk into the end room door. It's shut; you'll have to open it.",
            K("refused", "closed"),
        ),
        "open east",
        OPEN_END,
        "east",
        end_room(),
        notes="the shut door refused, opened and walked through; the end room's only door west "
        "is the way in (initial, all visited): go west; a window is no exit",
    ),
    item(
        corridor(),
        "west",
        (
            "You rattle the bathroom door. 'Occupied!' shouts a voice inside. The hook holds.",
            K("refused", "locked"),
        ),
        "north",
        kitchen(event="The cabbage soup boils over with a hiss, and nobody comes."),
        notes="a door hooked from the inside by someone in there is locked (no open); the "
        "refusal is left in the corridor; in the kitchen the coin: take coin",
    ),
    item(
        corridor(),
        "north",
        kitchen(),
        "take coin",
        ("You pocket the ten-kopek coin.", K("took")),
        "east",
        larder(),
        "take coin",
        ("You pocket the twenty-kopek coin.", K("took")),
        "west",
        kitchen(coin=False),
        notes="both coins pocketed on the way; back in the kitchen every way is visited: go "
        "south, the way in (initial)",
    ),
    item(
        corridor(),
        "north",
        kitchen(),
        "take coin",
        ("You pocket the ten-kopek coin.", K("took")),
        "south",
        corridor(),
        notes="back in the corridor with north visited; the end room door is shut (open east); "
        "the bathroom and the front door are locked (no action)",
    ),
    item(
        corridor(),
        "open east",
        OPEN_END,
        "east",
        end_room(),
        "west",
        corridor(end_open=True),
        notes="there and back: the end room door now stands open and east is visited; the "
        "kitchen north is unexplored: go north",
    ),
    # ---- single rooms in new registers ----
    item(
        "~ TITLE CARD ~\nTHE MISER'S ATTIC.\nWherein our Heroine is made a prisoner!\n~ ~ ~\n"
        "The picture flickers. You stand in a bare attic under the rafters. The only door, to "
        "the north, is bolted on the far side. A skylight shows a square of stormy sky, far out "
        "of reach.\n~ TITLE CARD ~\nBUT WHAT IS THAT GLINT BESIDE THE CHIMNEY?\n~ ~ ~\nA silver "
        "dollar lies in the dust at the foot of the chimney breast.",
        R("The Miser's Attic", "n", locked="n", coin=True),
        notes="a silent film's title cards: the first card names the room (`the miser's attic`, "
        "the scorer drops 'the'); the door bolted on the far side is locked; the silver dollar "
        "by the chimney is a coin lying here: take coin",
    ),
    item(
        "Breaker one-nine, this here's Big Mama up in the office, and I got you on the camera, "
        "good buddy. You're standin' in the diner. Door to the truck lot's south of you, and "
        "she's wide open. Restrooms are east. Kitchen door's north, and it's locked tight till "
        "the cook rolls in at five. And there's a quarter on the counter by the pie case, if "
        "you want it. Over.",
        R("diner", "s e n", locked="n", coin=True),
        notes="a CB radio voice telling the player where they stand: `diner`; south open, east "
        "an exit, the kitchen door locked; a quarter on the counter: take coin",
    ),
    item(
        "P41273a                          2p\n  ADVENTURELINK\n\n  YOU ARE IN THE SCHOOLHOUSE.\n"
        "  DESKS IN ROWS. A SLATE SAYS\n  WORK HARD AND BE GOOD.\n\n  EXITS: NORTH, WEST\n  THE "
        "WEST DOOR IS SHUT.\n  THE STOVE IS COLD.\n\n  KEY 1 NORTH   KEY 2 WEST\n  KEY 0 MAIN "
        "INDEX",
        R("schoolhouse", "n w", closed="w"),
        notes="a Prestel page: '2p' is the frame's price, no coin; exits north and west, the "
        "west door shut: go north or open west",
    ),
    item(
        "21:07\nCellar\n\u2191 N  Kitchen\n\u2192 E  Wine store (door shut)\nHere: 1 coin\n"
        "[Dismiss]",
        R("Cellar", "n e", closed="e", coin=True),
        notes="a smartwatch's glance at the game: arrows with N and E name exits, the wine "
        "store's door shut; 'Here: 1 coin' puts a coin in the room: take coin",
    ),
    item(
        "YOUR STARS TODAY - SAGITTARIUS\nYou are in the waiting room, and the stars say you "
        "should leave it by the north door, which is open. Avoid the east door: it is locked, "
        "and Saturn is not on your side. Money is not in your future today, and there is "
        "nothing on the floor but last week's magazines.",
        R("waiting room", "n e", locked="e"),
        notes="a horoscope that tells the player where they are (`waiting room`); the east door "
        "is locked; 'Money is not in your future' is no coin: go north",
    ),
    item(
        "WARDEN'S LOG - POST HUT - 23:10\nSandbags to the roof. Door to the street (S) open. "
        "Door to the shelter (N) shut; keep it shut, gas curtain behind it. Sirens sounded "
        "22:54, all quiet since. Found one halfpenny on the floor by the stirrup pump - not "
        "yet picked up.",
        R("POST HUT", "s n", closed="n", coin=True),
        notes="an air raid warden's log names `post hut`; a door to be kept shut is closed, not "
        "locked; a halfpenny 'not yet picked up' lies here: take coin",
    ),
    item(
        "Right, you're in the pie and mash shop now, ain't ya. Street door's south, open as "
        "ever. Kitchen's through the back, north, and that door's shut - the guv'nor don't like "
        "visitors. Mind the eels. And before you ask, the till's locked and there ain't a "
        "penny on the floor.",
        R("pie and mash shop", "s n", closed="n"),
        notes="a Cockney voice naming the room; the kitchen door north is shut (closed); a "
        "locked till and 'there ain't a penny on the floor' give no coin: go south or open "
        "north",
    ),
    item(
        "Chidi is in the dye yard. Pits sunk in the ground hold indigo so dark it looks black, "
        "and there is no way across them to the east. The compound gate is west, standing "
        "open, and the drying ground is north. A five-kobo coin lies by pit nine.",
        R("dye yard", "w n", coin=True),
        notes="third person present of a character: `dye yard`; the dye pits give no way east; "
        "a five-kobo coin by a pit: take coin",
    ),
    item(
        "I'm in the vest room. Laser tag vests hang charging on the walls, blinking green. The "
        "arena door, north, is shut; the next game starts in two minutes. The lobby is south.",
        R("vest room", "n s", closed="n"),
        notes="first person present: `vest room`; the arena door is shut (closed, not locked): "
        "open north or go south",
    ),
    item(
        "You are in the apple store.\n\n[Image description: A dim wooden store, racks of "
        "apples on slatted shelves. Doors lead north and east; the east one is shut. A coin "
        "lies on the floor near a basket of windfalls.]",
        R("apple store", "n e", closed="e", coin=True),
        notes="an illustration's image description under the room's line gives its doors and "
        "the coin: take coin",
    ),
    item(
        "You are on the ghat. Broad stone steps go down into the river, where boatmen wait and "
        "pilgrims bathe; there is no way across the water. A lane leads west into the old city, "
        "and the boatman's hut is north, its door open. A marigold garland turns slowly on "
        "the current below you.",
        R("ghat", "w n"),
        notes="steps down into the river are no way (water, no boat of yours); west and north "
        "are exits: go west or go north",
    ),
    item(
        "Li Wei was in the painting room. Unfired bowls stood in rows on the long boards, "
        "waiting for their cobalt dragons. The kiln yard lay to the south, through an open "
        "doorway, and the clay store to the east was locked at night, as always.",
        R("painting room", "s e", locked="e"),
        notes="third person past: `painting room`; the clay store door is locked: go south",
    ),
    item(
        "You're in the dairy, cool and white;\nthe door to the north is shut up tight.\nThe "
        "yard is south, the gate flung wide,\nand there's a penny by the churn inside.",
        R("dairy", "n s", closed="n", coin=True),
        notes="rhyming couplets that name the room (`dairy`); 'shut up tight' is closed, the "
        "gate south open; a penny by the churn: take coin",
    ),
    item(
        "Ladies and gentlemen, good evening and welcome aboard. You are seated in the forward "
        "cabin. It has two doors: aft, which is south, to the main cabin, and forward, which "
        "is north, to the flight deck. Please note that the flight deck door is locked at all "
        "times. Thank you, and enjoy the flight.",
        R("forward cabin", "s n", locked="n"),
        notes="a cabin crew's announcement mapping aft to south and forward to north; the "
        "flight deck door is locked: go south",
    ),
]
