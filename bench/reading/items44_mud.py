"""mud, forty-fourth round (emphasis: busy rooms): seven walks (1-3 turns) on a flea market in an
old goods shed in a DikuMUD-like manner (an indented description, "[Exits: north east south west]",
the people there, the prompt "<143hp 120m 210mv> "; a Market Entrance whose sliding door to the yard
is shut at first and whose end wall bears a railway's painted destinations; Book Stalls with "An old
silver pengő lies in the dust under a trestle."; Record Stalls; a Tea Stand; Bric-a-Brac Row with a
locked lost property door): "The sliding door is shut.", "You heave the sliding door open along its
rail.", the lost property door refused as locked, "You get an old silver pengő.", a return with an
old soldier rattling his medals; single rooms and short histories in other MUD families: an
Evennia-like mess hall, an LPMud-like spice alley ("A copper halala."), a ROM-like gompa's
courtyard, a MOO-like izakaya (a five-yen coin), a tbaMUD-like train compartment, a SMAUG-like
bistro (a fifty-centime piece), an Achaea-like bell foundry whose closed door is refused and opened,
a MUSH-like jazz cellar (a five-koruna coin), a village green with channel gossip about a west gate,
a bazaar gate's "Alas, you cannot go that way...." with the room printed again, a CircleMUD-like dry
dock and pump house (a one-denar coin), a hammam's marble refused and looked at, a tram drivers'
canteen where a ruble lost elsewhere is spoken of. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<143hp 120m 210mv> "

# ---- the flea market in an old goods shed (a tree), DikuMUD-like: Market Entrance n Book
# Stalls (an old silver pengő under a trestle), e Record Stalls, w Bric-a-Brac Row, s the
# sliding door to the yard (shut at first); Record Stalls n Tea Stand; Bric-a-Brac Row w the
# lost property door (locked).


def entrance(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "Market Entrance\n   The old goods shed is a long cathedral of iron and sooty glass, "
        "built for wagons of coal and now given over every Sunday to the flea market. Trestle "
        "tables run away into the gloom in every direction, heaped with everything the city "
        "has ever thrown out. Pigeons sit on the girders and judge the bargains. Painted high "
        "on the end wall, so faded it is almost a ghost, is the railway company's name and a "
        "list of its destinations: VIENNA, TRIESTE, ZAGREB.\n   The book stalls are north, "
        "the record stalls east and the bric-a-brac west. The great sliding door to the yard, "
        f"south, {state}.\n[Exits: north east south west]\nAn old soldier with a tray of "
        "medals stands here, humming.\nA woman selling lace from a suitcase is here.\n"
        f"{PROMPT}",
        R(
            "market entrance",
            "n e s w",
            closed="" if door_open else "s",
            leads={"n": "book stalls", "e": "record stalls", "w": "bric-a-brac row"},
        ),
    )


def books(coin: bool = True) -> tuple:
    line = "An old silver pengő lies in the dust under a trestle.\n" if coin else ""
    return (
        "Book Stalls\n   Books in crates, books in stacks, books in the arms of a man who has "
        "bought too many and cannot see where he is going. Encyclopaedias with volumes "
        "missing, cookery books splashed with old sauces, a shelf of Party pamphlets nobody "
        "wants even for nothing. A bookseller in fingerless gloves reads one of his own stock "
        "and ignores his customers.\n   The entrance is south.\n[Exits: south]\n"
        f"{line}A bookseller in fingerless gloves is here, reading.\n{PROMPT}",
        R("book stalls", "s", coin=coin, leads={"s": "market entrance"}),
    )


RECORDS = (
    "Record Stalls\n   Crates of records with their sleeves worn white at the corners, a "
    "gramophone with a horn like a lily, and a stallholder who plays a scratched tango over "
    "and over to show it still works. A poster for a dance band that last played in 1938 is "
    "pinned to a post, beside a hand-painted sign: ALL RECORDS SAME PRICE.\n   The entrance "
    "is west. Steam and the smell of coffee come from the tea stand to the north.\n[Exits: "
    "north west]\nA stallholder in a wide tie is here, winding the gramophone.\n" + PROMPT,
    R("record stalls", "n w", leads={"n": "tea stand", "w": "market entrance"}),
)
TEA = (
    "Tea Stand\n   An urn, a tray of poppy-seed cakes under a cloth, and six stools already "
    "taken by stallholders on their break, who are arguing about the price of silver. Somebody "
    "has chalked the prices on a slate propped against the urn. From the south comes the tango, "
    "again.\n   The only way out is south.\n[Exits: south]\nA tea lady with a ladle is here.\n"
    + PROMPT,
    R("tea stand", "s", leads={"s": "record stalls"}),
)
BRIC = (
    "Bric-a-Brac Row\n   Lamps without shades, shades without lamps, a stuffed fox under a "
    "glass dome, a crate of doorknobs, a dentist's chair, a box of keys to nobody knows what. "
    "A framed print of a stag at bay hangs from a nail among a dozen others of stags at bay. "
    "In the west wall is a door marked LOST PROPERTY, and it is locked.\n   The entrance is "
    "east.\n[Exits: east west]\nA junk dealer with three hats on, one on top of another, is "
    "here.\n" + PROMPT,
    R("bric-a-brac row", "e w", locked="w", leads={"e": "market entrance"}),
)


def event(step: tuple, line: str) -> tuple:
    text, reading = step
    return (text.replace(PROMPT, f"{line}\n{PROMPT}"), reading)


ITEMS = [
    # ---- walks in the flea market
    item(
        entrance(),
        "n",
        books(),
        notes="flea market walk (DikuMUD-like, indented description, exit line, people, "
        'prompt): "An old silver pengő lies in the dust under a trestle." is a coin in the '
        "room; the book stalls' only way, south, is visited, initial and all_visited",
    ),
    item(
        entrance(),
        "w",
        BRIC,
        "w",
        (
            "The lost property door is locked. A card on it reads BACK IN 5 MINS, and the card "
            "is yellow with age.\n" + PROMPT,
            K("refused", "locked"),
        ),
        notes="the lost property door west, said locked, refused: closed and refused; east, "
        "the way back, is visited and initial; a crate of doorknobs, a box of keys and the "
        "stag prints are no doors and no ways",
    ),
    item(
        RECORDS,
        "n",
        TEA,
        "s",
        RECORDS,
        "w",
        entrance(),
        notes="walk begun at the record stalls, to the tea stand and back, then west: in the "
        "entrance east is visited and initial; north and west are open ways to unvisited rooms, "
        "the sliding door south shut (open it); the railway's painted destinations are names, "
        "not ways",
    ),
    item(
        books(),
        "get coin",
        ("You get an old silver pengő.\n" + PROMPT, K("took")),
        "s",
        event(entrance(), "The old soldier rattles his tray of medals at you hopefully."),
        notes="walk begun at the book stalls: the pengő taken, then south: in the entrance "
        "north is visited and initial; the medals on the soldier's tray are no coin",
    ),
    item(
        TEA,
        "s",
        RECORDS,
        notes="walk begun at the tea stand: at the record stalls north is visited and initial, "
        "west unvisited; the coffee smelt and the tango heard are no new ways",
    ),
    item(
        entrance(),
        "e",
        RECORDS,
        "n",
        TEA,
        notes="the tea stand's only way, south, is visited, initial and all_visited; the "
        "prices chalked on a slate are no coin",
    ),
    item(
        BRIC,
        "e",
        entrance(),
        "s",
        ("The sliding door is shut.\n" + PROMPT, K("refused", "closed")),
        "open south",
        ("You heave the sliding door open along its rail.\n" + PROMPT, K("opened")),
        notes="walk begun in bric-a-brac row: south refused at the shut sliding door, then "
        "opened by direction (the refusal cleared); west is visited and initial; north, east "
        "and south are open ways to unvisited rooms",
    ),
    # ---- single rooms and short histories in other MUD families
    item(
        "Mess Hall\nLong tables, benches bolted to the floor, and two hundred soldiers eating "
        "as if someone might take it away. A sergeant walks the aisle with his hands behind "
        "his back. The servery steams at the far end, where a cook with tattooed forearms "
        "ladles stew onto tin trays. A portrait of the regiment's colonel-in-chief looks down "
        "on all of it without appetite. Rain runs down the tall windows on the north side.\n"
        "Exits: east and west\nYou see: a tin tray, a dropped beret, Corporal Hayes and "
        "Private Mbeki",
        R("mess hall", "e w"),
        notes='Evennia-like "Exits: east and west" and "You see:"; the rain on the north '
        "windows is no way; no coin",
    ),
    item(
        "Spice Alley\nThe alley is a tunnel of awnings and the air is so thick with cumin, "
        "cardamom and dried lemon that you can taste it. Sacks of spices stand open along both "
        "sides with scoops pushed into them. A boy with a tray of tea glasses squeezes through "
        "the crowd, calling. Somewhere above, a radio plays the call to prayer a minute behind "
        "the real one.\nThere are two obvious exits: north and south.\nA copper halala.\nA "
        "spice seller.",
        R("spice alley", "n s", coin=True),
        notes='LPMud-like "There are two obvious exits: north and south." and short '
        'descriptions of things: "A copper halala." (Saudi) is a coin in the room',
    ),
    item(
        "Courtyard of the Gompa\nPrayer flags criss-cross the courtyard overhead, faded by sun "
        "and wind to the colour of old paper. Young monks in maroon are carrying tea in copper "
        "urns to the assembly hall; an older one sweeps, very slowly, round a dog asleep in "
        "the sun. The walls are painted with a great wheel held in the jaws of a demon. Beyond "
        "the parapet to the east the valley drops away to a river that glints a thousand feet "
        "below.\n[Exits: north south]\n<212hp 180m 240mv> ",
        R("courtyard of the gompa", "n s"),
        notes="ROM-like exit line, north and south; the painted wheel is a picture and the "
        "valley beyond the parapet a drop, no way east",
    ),
    item(
        "Izakaya\nA narrow room with a counter of pale wood, eight stools, and eight office "
        "workers on them with their ties loosened. The master grills skewers over charcoal and "
        "calls the orders to his wife, who calls them back. Paper lanterns; sake bottles on "
        "shelves to the ceiling; a beckoning cat waving its paw by the till. A handwritten menu "
        "hangs on strips of paper along the wall, each with its price.\nObvious exits: out to "
        "Alley, north to Kitchen\nYou see a five-yen coin with a hole in it and a forgotten "
        "umbrella here.",
        R("izakaya", "out n", coin=True, leads={"n": "kitchen"}),
        notes='MOO-like "Obvious exits: out to Alley, north to Kitchen": north is the way of '
        "the vocabulary (out is not); a five-yen coin is a coin in the room; the prices on the "
        "menu strips are no coin",
    ),
    item(
        "Compartment\nSix bunks, all taken, and a seventh passenger asleep on the floor between "
        "them with her head on a sack of rice. Somebody has hung a bag of lychees from the "
        "light. A card game is going on the lower bunk by the window, with a small boy keeping "
        "score on his fingers. Through the window rice fields slide by, and a man on a water "
        "buffalo raises a hand to the train.\n[ Exits: e w ]\nA conductor is here, checking "
        "tickets.",
        R("compartment", "e w"),
        notes='tbaMUD-like "[ Exits: e w ]" (the corridor ways); the fields seen through the '
        "window are a view; no coin",
    ),
    item(
        "Bistro\nTwelve tables in a room built for eight. Mirrors on the walls make it "
        "twenty-four. A waiter with a long apron slides between the chairs with three plates on "
        "one arm; a dog under a table waits for steak frites to fall; a couple by the window "
        "are breaking up as quietly as they can. A blackboard lists the plat du jour and its "
        "price. The zinc bar runs along the south wall.\nExits: north west.\nA fifty-centime "
        "piece lies under a chair.",
        R("bistro", "n w", coin=True),
        notes='SMAUG-like "Exits: north west."; "A fifty-centime piece lies under a '
        'chair.": a coin in the room; the mirrors and the zinc bar along the south wall are no '
        "way",
    ),
    item(
        (
            "Casting Floor\nThe bell foundry's casting floor is a pit of black sand with "
            "moulds buried in it like graves, and above them the furnace glows through its "
            "peephole. Founders in leather aprons stand about waiting for the metal to be "
            "ready. On the wall hangs a list of the bells cast here, going back three hundred "
            "years, and the name of every church that took one. A bell as tall as a man hangs "
            "from a gantry, waiting to be tuned.\nYou see exits leading north and west (closed "
            "door).\n",
            R("casting floor", "n w", closed="w"),
        ),
        "w",
        ("The door to the tuning shop is closed.", K("refused", "closed")),
        "open door",
        ("You open the door to the tuning shop.", K("opened", "w")),
        notes='Achaea-like "You see exits leading north and west (closed door).": west '
        "refused at the closed door, then opened by `open door` (cleared); north and west are "
        "open ways; the list of churches is names, not ways",
    ),
    item(
        "Blue Cellar\nA vaulted cellar under the old town, packed wall to wall. A quartet "
        "plays on a stage the size of a table, the bass player wedged into a corner. Smoke "
        "hangs under the vaults. A student at the bar is explaining Coltrane to a girl who is "
        "not listening. Photographs of every musician who ever played here crowd the walls, "
        "some signed.\nObvious exits:\nUp <U>   North <N>\nA five-koruna coin lies on the bar.",
        R("blue cellar", "u n", coin=True),
        notes='MUSH-like exit list "Up <U>   North <N>": north is the way of the vocabulary; '
        "a five-koruna coin on the bar is a coin in the room; the photographs of musicians are "
        "no coin, no way",
    ),
    item(
        "Village Green\nThe fete has taken over the green. Bunting between the oaks, a tombola "
        "stall, a coconut shy, a tug-of-war rope laid out ready, and the silver band from the "
        "colliery playing in the bandstand. A pony is giving rides at a penny a go, by a sign "
        "painted in 1950 that nobody has changed. Children run everywhere.\n[gossip] Wendy: "
        "anyone seen the vicar? he was by the west gate\n[gossip] Tomo: try the beer tent lol\n"
        "[Exits: north east]\n" + PROMPT,
        R("village green", "n e"),
        notes="channel chatter names a west gate: no exit of this room (the exit line gives "
        'north and east); "a penny a go" is a price, not a coin',
    ),
    item(
        (
            "Bazaar Gate\nThe gate is a horseshoe arch of green tiles, and everything in the "
            "city seems to pass through it: donkeys with loads of melons, a wedding procession "
            "with a drum, a policeman on a bicycle, a boy with a goat on a string. Money "
            "changers sit on crates along the wall with bricks of notes held together by "
            "rubber bands. To the east the old city wall runs on without a break.\n[Exits: "
            "north south west]\n" + PROMPT,
            R("bazaar gate", "n s w"),
        ),
        "e",
        (
            "Alas, you cannot go that way....\n\nBazaar Gate\nThe gate is a horseshoe arch of "
            "green tiles, and everything in the city seems to pass through it: donkeys with "
            "loads of melons, a wedding procession with a drum, a policeman on a bicycle, a boy "
            "with a goat on a string. Money changers sit on crates along the wall with bricks "
            "of notes held together by rubber bands. To the east the old city wall runs on "
            "without a break.\n[Exits: north south west]\n" + PROMPT,
            Both(K("refused"), R("bazaar gate", "n s w")),
        ),
        notes='Diku\'s "Alas, you cannot go that way...." with the room printed again in the '
        "same text (Both): east refused (a wall); the money changers' notes are banknotes, no "
        "coin",
    ),
    item(
        (
            "Dry Dock\nThe dock is drained, and a trawler sits on the blocks at the bottom with "
            "her hull bared like a fish on a slab. Men with scrapers work along her keel in a "
            "rain of rust and barnacles. A crane swings overhead. A brass plate on the dock "
            "wall gives the date of its opening and the name of a lord nobody remembers. The "
            "pumps thud from the pump house.\n[ Exits: n s ]\n" + PROMPT,
            R("dry dock", "n s"),
        ),
        "n",
        (
            "Pump House\nThe pumps are running, all three, and the noise is like standing "
            "inside a drum. A fitter with ear defenders watches the gauges and does not look "
            "round. Oily rags, a kettle, a calendar of a motor oil company from 1988. A one-"
            "denar coin lies by the kettle.\n[ Exits: s ]\n" + PROMPT,
            R("pump house", "s", coin=True),
        ),
        notes='CircleMUD-like "[ Exits: n s ]": a move north into the pump house, whose only '
        "way is south (visited, initial, all_visited); a one-denar coin by the kettle is a "
        "coin in the room",
    ),
    item(
        (
            "Hammam Hall\nUnder a dome pierced with star-shaped holes, steam rises from a "
            "marble slab where bathers lie like loaves. Attendants in check cloths scrub them "
            "with mitts until they protest. The sound of water is everywhere: from the basins "
            "along the walls, from the fountain, from the room beyond. A painted sign by the "
            "door lists the prices of a scrub, a massage and a towel.\n[Exits: south west]\n"
            + PROMPT,
            R("hammam hall", "s w"),
        ),
        "n",
        ("There is only marble there.\n" + PROMPT, K("refused")),
        "look",
        (
            "Hammam Hall\nUnder a dome pierced with star-shaped holes, steam rises from a "
            "marble slab where bathers lie like loaves. Attendants in check cloths scrub them "
            "with mitts until they protest. The sound of water is everywhere: from the basins "
            "along the walls, from the fountain, from the room beyond. A painted sign by the "
            "door lists the prices of a scrub, a massage and a towel.\n[Exits: south west]\n"
            + PROMPT,
            R("hammam hall", "s w"),
        ),
        notes="north refused (marble, no exit), and a look that shows no way north: the refusal "
        "stands; south and west are the ways; the price list is no coin",
    ),
    item(
        "Drivers' Canteen\nSteam on the windows, tea in glasses in metal holders, and a dozen "
        "tram drivers in blue jackets eating buckwheat at the long table before the night "
        "shift. A television bolted high in the corner shows an ice hockey match with the sound "
        "off. A board by the counter lists the duty rosters and, in red, the names of drivers "
        "who have retired this year. The door to the depot yard, north, is locked after the "
        "last tram goes in.\n[Exits: north east]\nOld Jan the driver is here, stirring his tea.\n"
        "Old Jan says, 'I dropped a ruble in the depot yesterday. Never found it.'\n" + PROMPT,
        R("drivers' canteen", "n e", locked="n"),
        notes="the door to the depot yard north is locked (closed, no action); east is the way; "
        "a ruble Old Jan lost in the depot is spoken of, not in this room",
    ),
]
