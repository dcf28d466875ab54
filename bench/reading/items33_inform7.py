"""inform7, thirty-third round: seven walks (1-4 turns) on a Viennese coffee house in Inform 7's
defaults (Cafe Salon with "The billiard room door is north of here. It is closed." at first, the
kitchen east through swing doors and "The street door to the south is locked; Herr Ober locks it at
midnight."; Billiard Room with "On the billiard table are a cue, two ivory balls and a silver
krone."; Kitchen with a narrow door north standing open; Pantry with a copper heller): "(first
opening the billiard room door)" and the billiard room, "You can't, since the street door is
locked.", "You open the billiard room door.", "Taken.", an author's refusal of the newspaper wall, a
look in the pantry after the take, loops back to the salon; single rooms and a short walk: a cat
cafe whose kitchen door is locked (a fifty-pence piece), "Capsule 17 (on the futon)" with a
hundred-yen coin, a video shop of 1989 ("a returns box (closed)", BE KIND, REWIND, a quarter), a
board game cafe (a box of Monopoly (closed), plastic tokens), a karaoke room whose door is shut, a
polling station's ballot box (locked) and a door locked during polling, an incense store in Muscat
("On the scales are a brass weight and a small silver coin."), a manga cafe booth in the first
person, a Trinidad panyard whose gate is padlocked, an astrolabe maker's workshop (a brass disc "no
bigger than a coin"), a Tyrian dye works whose storeroom is entered "(first opening the storeroom
door)", a bubble tea shop (a ten-dollar coin) and a spice loft whose only way is down. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# The coffee house: Cafe Salon n Billiard Room (door, closed at first; a krone), e Kitchen
# (swing doors), s street door (locked); Kitchen n Pantry (a heller).
def salon(billiard_open: bool = False, event: str = "") -> tuple:
    state = "open" if billiard_open else "closed"
    tail = f"\n\n{event}" if event else ""
    return (
        "Cafe Salon\nMarble-topped tables, bentwood chairs and a haze of cigar smoke. The day's "
        "newspapers hang on their cane holders along the west wall. The billiard room door is "
        f"north of here. It is {state}. The kitchen is east, through a pair of swing doors. The "
        "street door to the south is locked; Herr Ober locks it at midnight.\n\nYou can see a "
        f"bentwood hat stand and a silver sugar bowl here.{tail}",
        R(
            "Cafe Salon",
            "n e s",
            closed="" if billiard_open else "n",
            locked="s",
            leads={"n": "billiard room", "e": "kitchen"},
        ),
    )


def billiard(coin: bool = True, implicit: bool = False) -> tuple:
    things = "a cue, two ivory balls and a silver krone" if coin else "a cue and two ivory balls"
    head = "(first opening the billiard room door)\n\n" if implicit else ""
    return (
        f"{head}Billiard Room\nA single green-shaded lamp hangs low over the baize, and the rest "
        "of the room is in shadow. The only door is south.\n\nOn the billiard table are "
        f"{things}.",
        R("Billiard Room", "s", coin=coin, leads={"s": "cafe salon"}),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nCopper pans, a coffee urn the size of a church bell and the warm smell of "
        "strudel. The swing doors are west. A narrow door to the north, into the pantry, stands "
        "open.\n\nYou can see a strudel tin (closed) here.",
        R("Kitchen", "w n", leads={"w": "cafe salon", "n": "pantry"}),
    )


def pantry(coin: bool = True) -> tuple:
    things = "a sack of coffee beans and a copper heller" if coin else "a sack of coffee beans"
    return (
        "Pantry\nShelves of flour, sugar and jars of apricot jam climb to the ceiling. The only "
        f"way out is south.\n\nYou can see {things} here.",
        R("Pantry", "s", coin=coin, leads={"s": "kitchen"}),
    )


LOCKED_STREET = ("You can't, since the street door is locked.", K("refused", "locked"))

ITEMS = [
    # ---- walks in the coffee house ----
    item(
        salon(),
        "north",
        billiard(implicit=True),
        notes="Inform's implicit '(first opening the billiard room door)' followed by the "
        "billiard room: a move that went through; the krone on the table is a coin: take coin",
    ),
    item(
        salon(),
        "east",
        kitchen(),
        notes="through the swing doors (no door state: open) into the kitchen; west visited "
        "and initial; the pantry door north stands open and is unexplored: go north",
    ),
    item(
        salon(),
        "east",
        kitchen(),
        "north",
        pantry(),
        "take coin",
        ("Taken.", K("took")),
        "look",
        pantry(coin=False),
        notes="the heller taken and the pantry looked at again without it; its one way south "
        "is the way in (visited, initial, all visited): go south",
    ),
    item(
        salon(),
        "south",
        LOCKED_STREET,
        "open billiard room door",
        ("You open the billiard room door.", K("opened", door="n")),
        "north",
        billiard(),
        notes="the locked street door refused in the salon and left behind; the billiard room "
        "door opened by its name (north) and walked through; the krone: take coin",
    ),
    item(
        salon(),
        "north",
        billiard(implicit=True),
        "take coin",
        ("Taken.", K("took")),
        "south",
        salon(billiard_open=True),
        notes="back in the salon with the billiard room door now open and visited; the street "
        "door is locked (no action); the kitchen east is unexplored: go east",
    ),
    item(
        salon(),
        "east",
        kitchen(),
        "west",
        salon(event="A waiter in a long apron sets a glass of water beside each cup."),
        notes="there and back through the swing doors (an event of the turn): east visited; "
        "the billiard room door north is still closed: open north; the street door is locked",
    ),
    item(
        salon(),
        "west",
        (
            "The newspapers have the west wall to themselves. There is no door that way.",
            K("refused"),
        ),
        "east",
        kitchen(),
        "north",
        pantry(),
        notes="an author's refusal of the newspaper wall (west is no exit) left in the salon; "
        "on through the kitchen to the pantry, where the heller lies: take coin",
    ),
    # ---- single rooms and a short walk ----
    item(
        "Cat Cafe\nEvery chair has a cat on it, and every cat has an opinion about you. The "
        "kitchen door, east, is marked STAFF ONLY and is locked. The street door is south.\n\n"
        "You can see a tabby cat, a scratching post and a fifty-pence piece here.",
        R("Cat Cafe", "e s", locked="e", coin=True),
        notes="a fifty-pence piece among the things seen is a coin: take coin; the kitchen door "
        "is locked, the street door south an exit",
    ),
    item(
        "Capsule 17 (on the futon)\nThe capsule is barely wider than your shoulders, and a "
        "small television is set into its ceiling. The only way out is past the roll-down "
        "blind at the foot of the futon, into the corridor to the south.\n\nOn the futon are a "
        "folded yukata and a hundred-yen coin.",
        R("Capsule 17", "s", coin=True),
        notes="the heading's '(on the futon)' is the player's place: `capsule 17`; a blind is "
        "no door, south is an open exit; a hundred-yen coin on the futon: take coin",
    ),
    item(
        "Video Shop\nRacks of VHS boxes fill the floor, New Releases along the east wall. The "
        "back room is north, behind a bead curtain. The street door is west.\n\nYou can see a "
        "returns box (closed), a BE KIND, REWIND sign and a quarter here.",
        R("Video Shop", "n w", coin=True),
        notes="a video rental shop: the bead curtain is no door (north open); a closed returns "
        "box is no coin, the quarter is: take coin",
    ),
    item(
        "Board Game Cafe\nShelves of board games climb every wall, and the tables are laid with "
        "dice and score pads. You can go east or south.\n\nYou can see a box of Monopoly "
        "(closed) and a bag of plastic playing tokens here.",
        R("Board Game Cafe", "e s"),
        notes="Inform's 'You can go east or south.'; a closed Monopoly box and plastic tokens "
        "are no coins: go east or go south",
    ),
    item(
        "Karaoke Room 5\nA leatherette sofa, two microphones and a screen scrolling the words "
        "of a ballad that nobody is singing. The door to the corridor, west, is shut.\n\nYou "
        "can see a tambourine and a songbook here.",
        R("Karaoke Room 5", "w", closed="w"),
        notes="the only door is shut (closed, not locked): open west",
    ),
    item(
        "Polling Station\nThe village hall has been given over to democracy: three booths with "
        "pencils on strings, a table of registers and a black ballot box (locked). The main "
        "door is south. A door to the north, marked NO ENTRY DURING POLLING, is locked. The "
        "kitchen hatch is shut, and nobody is climbing through it.",
        R("Polling Station", "s n", locked="n"),
        notes="the ballot box (locked) is no door of the room; the north door is locked (no "
        "open); a serving hatch is no exit: go south",
    ),
    item(
        "Incense Store\nSacks of frankincense resin, graded by colour from silver to amber, are "
        "stacked to the ceiling. The loading door to the east stands open on the souq, and the "
        "counting room is north.\n\nOn the scales are a brass weight and a small silver coin.",
        R("Incense Store", "e n", coin=True),
        notes="'silver' as a grade of resin is no coin; the small silver coin on the scales "
        "is: take coin",
    ),
    item(
        "Booth 23\nI have a reclining chair, a computer, a blanket and a drink from the free "
        "bar. The booth's sliding door, north, is closed.\n\nI can see a stack of manga and an "
        "empty ramen cup here.",
        R("Booth 23", "n", closed="n"),
        notes="a manga cafe in Inform's first person ('I can see ... here.'); the booth's one "
        "way is the sliding door north, closed: open north",
    ),
    item(
        "Panyard\nForty steel pans on their stands wait under a corrugated roof, and somebody "
        "has left a tenor pan with its sticks across it. The gate to the street is south; it "
        "is padlocked. The tuner's shed is east.\n\nYou can see a pair of sticks and a "
        "chrome tuning hammer here.",
        R("Panyard", "s e", locked="s"),
        notes="a Trinidad panyard: the padlocked gate south is locked (no open), the tuner's "
        "shed east an exit: go east",
    ),
    item(
        "Instrument Maker's Workshop\nA half-finished astrolabe lies on the bench, its rete cut "
        "but not yet pinned, beside sighting rules, dividers and a sheet of brass. The "
        "observatory is north of here. The door to the lane, west, is shut.\n\nYou can see a "
        "brass disc no bigger than a coin, scribed for a plate of latitudes, here.",
        R("Instrument Maker's Workshop", "n w", closed="w"),
        notes="a thirteenth-century astrolabe maker's: a brass disc 'no bigger than a coin' is "
        "an astrolabe's plate, not a coin; north is an exit, the lane door west shut: go north "
        "or open west",
    ),
    item(
        (
            "Dye Works\nThe vats of rotting murex shells make the air almost solid. The drying "
            "yard is west. The storeroom door, north, is closed.\n\nYou can see a long ladle "
            "here.",
            R("Dye Works", "w n", closed="n", leads={"n": "storeroom"}),
        ),
        "north",
        (
            "(first opening the storeroom door)\n\nStoreroom\nBolts of purple cloth, worth more "
            "than their weight in silver, lie folded on cedar shelves. The only door is south."
            "\n\nYou can see a bronze coin here.",
            R("Storeroom", "s", coin=True, leads={"s": "dye works"}),
        ),
        notes="a Tyrian dye works: the implicit opening and the storeroom are a move that went "
        "through; 'worth more than their weight in silver' is no coin, the bronze coin is: "
        "take coin",
    ),
    item(
        "Bubble Tea Shop\nA menu board lists forty flavours, each with its price. The counter "
        "runs the length of the north side, and the only door is the glass one to the south, "
        "which stands open.\n\nYou can see a cup of tapioca pearls and a ten-dollar coin here.",
        R("Bubble Tea Shop", "s", coin=True),
        notes="the counter along the north side is no exit; prices on a menu board are no "
        "coins, the ten-dollar coin is: take coin",
    ),
    item(
        "Spice Loft\nNutmeg and mace are stacked in sacks to the rafters. The hoist door in the "
        "east wall stands open on nothing but the canal, thirty feet below. The stair down is "
        "the only way out.\n\nYou can see a brass scale here.",
        R("Spice Loft", "down"),
        notes="a hoist door over a drop is no exit; the only way is the stair down (outside "
        "the vocabulary): no find fact and no action",
    ),
]
