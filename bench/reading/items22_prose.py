"""prose, twenty-second round: small games new users write in Twine-like pages and in plain Python
print statements, and rooms in their own plain prose: a bookshop's back room and shop floor in
Twine (links as lines: "Go south", "Pick up the coin"), a sweet shop's page with its choices, a
pizza restaurant printed by a beginner's Python with its lists as Python writes them ("Exits:
['north', 'west']", "Items: ['rolling pin', 'coin']"), a bunker's storage and control rooms
("=== STORAGE ROOM ===", "The door to the east is LOCKED."), a house printed with its exits as a
dictionary ("Exits: {'north': 'Kitchen', 'east': 'Driveway'}"), a greenhouse with each exit's
state on a line; a campsite and a pine trail, a motel room with a dime, a gas station shop, a
haunted school's science lab in the third person, a Twine page in a soap shop that names no
room, an ice cream parlour, a zombie mall's food court, a pottery studio. The walks are printed
from one map each by functions, so a room reads the same on every visit. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- Twine: the back room s the shop floor (a coin under the poetry shelf).
def back_room() -> tuple:
    return (
        "You're in the back room. Boxes of old paperbacks from Grandma's bookshop are stacked "
        "to the ceiling, and it smells of dust and peppermints. The shop floor is through the "
        "doorway to the south. A narrow door to the east leads out to the yard, but it's "
        "locked and Grandma has the key.\n\nGo south",
        R("back room", "s e", locked="e", leads={"s": "shop floor"}),
    )


def shop_floor() -> tuple:
    return (
        "The shop floor. Tall shelves make a little maze between the till and the window. The "
        "front door, west, has its CLOSED sign turned out, and it's locked. The back room is "
        "north.\n\nA coin is lying under the poetry shelf!\n\nPick up the coin\nGo north",
        R("shop floor", "w n", locked="w", coin=True, leads={"n": "back room"}),
    )


# ---- Python: Pizza Kitchen (a coin) n Dining Area.
def pizza_kitchen() -> tuple:
    return (
        "You are in the Pizza Kitchen.\nA huge oven roars in the corner and flour covers "
        "everything.\nExits: ['north', 'west']\nItems: ['rolling pin', 'coin']\nWhat do you "
        "do? ",
        R("pizza kitchen", "n w", coin=True),
    )


def dining_area() -> tuple:
    return (
        "You are in the Dining Area.\nRed checked tablecloths, and a jukebox that only plays "
        "one song.\nExits: ['south', 'east']\nItems: []\nWhat do you do? ",
        R("dining area", "s e"),
    )


# ---- Python: Storage Room (a coin; east locked) n Control Room (west closed).
def storage_room() -> tuple:
    return (
        "=== STORAGE ROOM ===\nMetal shelves full of tinned peaches and bottled water. A "
        "generator hums somewhere below.\nYou can go: north, east\nThe door to the east is "
        "LOCKED.\nYou see: torch, coin",
        R("storage room", "n e", locked="e", coin=True),
    )


def control_room() -> tuple:
    return (
        "=== CONTROL ROOM ===\nBanks of dead screens. One red light blinks on and off.\nYou "
        "can go: south, west\nThe door to the west is CLOSED.\nYou see: nothing",
        R("control room", "s w", closed="w"),
    )


# ---- plain prose: the campsite n the pine trail (a quarter).
def campsite() -> tuple:
    return (
        "You're at the campsite. Your tent is pitched beside a fire pit full of cold ashes. "
        "The lake lies to the east, flat and grey, and you didn't bring a boat. A trail leads "
        "north into the pines, and the track to the car park goes south.",
        R("campsite", "n s"),
    )


def pine_trail() -> tuple:
    return (
        "You're on the pine trail. Needles crunch under your boots, and somewhere a "
        "woodpecker is hammering. The trail goes on north toward the ranger station, and the "
        "campsite is back to the south. Someone has dropped a quarter in the needles.",
        R("pine trail", "n s", coin=True, leads={"s": "campsite"}),
    )


# ---- Python with a dictionary of exits: Garage e Driveway (a coin).
def garage() -> tuple:
    return (
        "Current room: Garage\nDescription: Oil stains, a workbench, a bike with a flat "
        "tyre.\nExits: {'north': 'Kitchen', 'east': 'Driveway'}\nItems: none",
        R("garage", "n e", leads={"n": "kitchen", "e": "driveway"}),
    )


def driveway() -> tuple:
    return (
        "Current room: Driveway\nDescription: Gravel, a basketball hoop with no net, and the "
        "bins.\nExits: {'west': 'Garage', 'south': 'Street'}\nItems: coin",
        R("driveway", "w s", coin=True, leads={"w": "garage", "s": "street"}),
    )


ITEMS = [
    item(
        *back_room(),
        notes="a Twine page in the player's own words: the yard door east locked (no action), "
        "the shop floor south; the link 'Go south' agrees: go south",
    ),
    item(
        back_room(),
        "Go south",
        shop_floor(),
        notes="the link taken; a coin under the poetry shelf, and a link 'Pick up the coin': "
        "take coin",
    ),
    item(
        *pizza_kitchen(),
        notes="a beginner's Python prints its lists raw: exits north and west, 'coin' among "
        "the items: take coin",
    ),
    item(
        pizza_kitchen(),
        "take coin",
        ("You picked up the coin!\nWhat do you do? ", K("took")),
        "north",
        dining_area(),
        notes="coin taken, then north: 'Items: []' is no coin; the kitchen south (visited, "
        "initial), east unvisited: go east",
    ),
    item(
        *storage_room(),
        notes="'The door to the east is LOCKED.' (closed, no open); 'You see: torch, coin': "
        "take coin",
    ),
    item(
        storage_room(),
        "take coin",
        ("You picked up: coin", K("took")),
        "north",
        control_room(),
        notes="coin taken, then north: the storage room south (visited, initial), 'The door "
        "to the west is CLOSED.': open west",
    ),
    item(
        *campsite(),
        notes="the lake east without a boat is no exit; a trail north and a track south: go "
        "north or go south",
    ),
    item(
        campsite(),
        "north",
        pine_trail(),
        notes="'back to the south' agrees with the move north; a quarter (the US coin) dropped "
        "in the needles: take coin",
    ),
    item(
        "ROOM 6\nOrange carpet, a TV bolted to the dresser, a painting of a cactus, and a card "
        "on the pillow that says WELCOME TO THE STARLITE MOTEL. The door to the parking lot is "
        "south, and it's shut. The bathroom is east. There's a dime on the nightstand.",
        R("room 6", "s e", closed="s", coin=True),
        notes="the heading names the room ('room 6'); a dime on the nightstand: take coin",
    ),
    item(
        "Gas station shop. Candy bars, motor oil, and a coffee machine that hasn't worked "
        "since 1998. The cashier has gone home and the register is locked. Glass doors lead "
        "out to the pumps, west. The restroom is round the back, and there's no door to it "
        "from in here.",
        R("gas station shop", "w"),
        notes="a locked register holds no coin one can read; 'no door to it from in here' is "
        "no exit: go west",
    ),
    item(
        "Sugarplum Sweets\n\nJars of every colour climb the walls: fizz bombs, liquorice laces, "
        "sugar mice. On the counter, next to the scales, sits a shiny pound coin.\n\nTake the "
        "coin\nGo out the door (south)\nGo through the bead curtain (west)",
        R("sugarplum sweets", "s w", coin=True),
        notes="a Twine-like page: its choices give the exits south and west; a pound coin on "
        "the counter: take coin",
    ),
    item(
        "Mia crept into the science lab. Jars of pickled things watched her from the shelves, "
        "and a skeleton grinned in the corner. The lab had two doors: one to the north, "
        "standing open onto the corridor, and one to the east, into the prep room, which was "
        "locked.",
        R("science lab", "n e", locked="e"),
        notes="third person past: 'Mia crept into the science lab' names the room; the prep "
        "room door east locked: go north",
    ),
    item(
        *garage(),
        notes="a Python dictionary of exits printed raw: north to the kitchen, east to the "
        "driveway; 'Items: none': go north or go east",
    ),
    item(
        garage(),
        "go east",
        driveway(),
        notes="'Items: coin': take coin; the garage west visited",
    ),
    item(
        "Everything here smells of lavender: soap, bath bombs, and candles in jars. There's a "
        "door to the east and another to the south, and a little silver coin on the floor by "
        "the till.\n\nPick up the coin\nGo east\nGo south",
        R(None, "e s", coin=True),
        notes="a Twine page that names no room (room null); doors east and south, their state "
        "not given (open); a silver coin by the till: take coin",
    ),
    item(
        "You're in the ice cream parlour. The freezer cabinets hum, and a neon cone flickers in "
        "the window. A door marked STAFF ONLY leads north; it's propped open with a mop bucket. "
        "The street door, east, is locked for the night.",
        R("ice cream parlour", "n e", locked="e"),
        notes="the STAFF ONLY door propped open (open), the street door locked: go north",
    ),
    item(
        back_room(),
        "Go south",
        shop_floor(),
        "Pick up the coin",
        ("You pocket the coin. Grandma always said finders keepers.", K("took")),
        notes="the coin taken; the front door west locked, the back room north visited (the "
        "way in): go north",
    ),
    item(
        "You're in the food court. The mall has been empty for years: chairs are tipped over, "
        "and a pretzel stand still smells faintly of cinnamon. The escalator up to the cinema "
        "has stopped. "
        "A corridor leads west to the department store, and the doors to the car park, east, "
        "are chained shut.",
        R("food court", "u w e", locked="e"),
        notes="doors 'chained shut' are locked (the earlier rounds' call); the escalator up is "
        "outside the vocabulary: go west",
    ),
    item(
        "You're in the pottery studio. Wheels are spattered with clay, and shelves of pots "
        "wait for the kiln. The kiln room door, north, is closed, with a sign on it: HOT! The "
        "yard is through the open door to the west. A 5-cent coin is stuck to a lump of dry "
        "clay on the wedging table.",
        R("pottery studio", "n w", closed="n", coin=True),
        notes="a 5-cent coin on the table (stuck to clay, still within reach): take coin",
    ),
    item(
        "THE GREENHOUSE\nTomatoes everywhere. It is very warm.\nEXITS:\n  north - open\n  "
        "east  - closed\n  west  - locked\nITEMS: none",
        R("the greenhouse", "n e w", closed="e", locked="w"),
        notes="a Python game prints each exit's state on a line: north open, east closed, west "
        "locked: go north or open east",
    ),
]
