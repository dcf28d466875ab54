"""prose, forty-first round: five walks (2-4 turns) through a shut-down Victorian swimming baths in
a livestreaming explorer's voice (an ENTRANCE HALL whose men's pool doors west are "propped open",
whose ladies' pool door east has "a padlock and a chain on it" and whose corridor north leads to the
SLIPPER BATHS; a BOILER ROOM behind a door "shut, not locked" with "there's a coin on the floor by
the boiler. Old penny!"; the MEN'S POOL): "Door's shut. Hang on.", "Okay, it's open.", "Nope,
padlocked.", "Got it! 1967 penny, chat.", a return with a chat message, walks begun in the boiler
room and the men's pool; single rooms in ordinary prose and in registers the earlier rounds did not
use: an audio description of a projection booth ("To your right, which is east"), a fax to an agent
in a weather station's map room (a 20-kopiyka coin taped under the desk), six lines of a ballad (a
silver crown), a surveyor's inspection report of a launderette's back room, a dentist's waiting
room, a Chisinau bus depot (a one-leu coin), a bowling alley in the first person, a radio play's car
wash office in Lusaka (a fifty-ngwee coin), a planetarium's dome, a fire station's appliance bay (a
20-cent coin), a petrol station kiosk, a cloakroom whose left and right are mapped to west and east,
a Cornish adit whose side passage is flooded, a Yerevan bakery (a 100-dram coin), an apiary. What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# ---- five walks through a shut-down Victorian swimming baths, in a livestreaming explorer's
# voice: Entrance Hall n Slipper Baths, w Men's Pool (doors propped open), e the ladies' pool
# (padlocked); Slipper Baths n Boiler Room (its door shut at first; the penny).


def hall() -> tuple:
    return (
        "ENTRANCE HALL\nOkay chat, we're in the entrance hall. Ticket booth with all the glass "
        "cracked, mosaic floor, absolutely gorgeous. The men's pool doors are west and somebody's "
        "propped them open. The ladies' pool is east, but that door's got a padlock and a chain "
        "on it. North there's a corridor to the slipper baths.",
        R("entrance hall", "n e w", locked="e"),
    )


def slipper(boiler_open: bool = False) -> tuple:
    state = (
        "the boiler room door's open now"
        if boiler_open
        else "the boiler room door's shut, not locked, I just haven't opened it yet"
    )
    return (
        "SLIPPER BATHS\nSo this is the slipper baths corridor. Little cubicles down both sides "
        "with the old tubs still in them, look at that. The entrance hall is south, and at the "
        f"north end {state}.",
        R("slipper baths", "n s", closed="" if boiler_open else "n"),
    )


def boiler(coin: bool = True) -> tuple:
    text = (
        "BOILER ROOM\nThe boiler room, guys. That boiler is the size of a bus. Pipes everywhere. "
        "The only door is the one south, to the corridor, and it's open."
    )
    if coin:
        text += " Oh wait, hang on, there's a coin on the floor by the boiler. Old penny!"
    return (text, R("boiler room", "s", coin=coin))


MENS_POOL = (
    "MEN'S POOL\nThe men's pool. It's completely empty, chat, just tiles and leaves and a "
    "shopping trolley in the deep end. Changing cubicles all down both sides. The only doors "
    "are east, to the entrance hall.",
    R("men's pool", "e"),
)

ITEMS = [
    item(
        hall(),
        "north",
        slipper(),
        "north",
        ("Door's shut. Hang on.", K("refused", "closed")),
        "open north",
        ("Okay, it's open. Wow, it's dark in there.", K("opened")),
        "north",
        boiler(),
        notes="A streamer's walk: the boiler room door is 'shut, not locked' (closed), refused "
        "('Door's shut.'), opened by direction and walked through. 'there's a coin on the "
        "floor by the boiler. Old penny!' is a coin: take coin.",
    ),
    item(
        hall(),
        "west",
        MENS_POOL,
        "east",
        also(hall(), "[chat] mossy_ruins: this place is unreal"),
        notes="To the men's pool and back to the first room (a chat message as the walk ends). "
        "West is visited; the ladies' pool east is padlocked (locked); the corridor north is "
        "not visited: go north. The shopping trolley is no coin.",
    ),
    item(
        hall(),
        "east",
        (
            "Nope, padlocked. Shame, the ladies' pool is meant to be the nice one.",
            K("refused", "locked"),
        ),
        "west",
        MENS_POOL,
        notes="The padlocked door east refused and left behind in the hall; in the men's pool "
        "east is visited, initial and the only exit: all_visited, go east.",
    ),
    item(
        boiler(),
        "grab coin",
        ("Got it! 1967 penny, chat. That's going in my pocket.", K("took")),
        "south",
        slipper(boiler_open=True),
        "south",
        hall(),
        notes="A walk begun in the boiler room (its door open): the penny taken, then south "
        "twice to the entrance hall. North is visited and initial; the men's pool west is not "
        "visited: go west. The padlocked east door is locked.",
    ),
    item(
        MENS_POOL,
        "east",
        hall(),
        "north",
        slipper(),
        notes="A walk begun in the men's pool, up to the slipper baths: south is visited and "
        "initial; the boiler room door north is 'shut, not locked' (closed), unvisited: open "
        "north.",
    ),
    # ---- single rooms in ordinary prose and in registers the earlier rounds did not use
    item(
        "Audio description. You're in the projection booth. Two big projectors face small "
        "square windows in the front wall, looking down over the cinema. To your right, which "
        "is east, an open door leads to the rewind room. The stairwell door is to the south; "
        "it's closed.",
        R("projection booth", "e s", closed="s"),
        notes="An audio description for a blind player: 'To your right, which is east' gives "
        "east (the text maps it). The stairwell door south is closed. The projection windows "
        "are no way. No coin: go east or open south.",
    ),
    item(
        "FAX -- PAGE 1 OF 1\nTO: NIGHTJAR\nFROM: CONTROL\nYou are in the map room. (Weather "
        "station, Carpathians.) Door north to the instrument hut is open. Door west to the "
        "generator shed is LOCKED, key with caretaker. Under the desk, taped there for you: one "
        "20-kopiyka coin, for the telephone in the village.\nEND",
        R("map room", "n w", locked="w", coin=True),
        notes="A fax names the reader's room ('You are in the map room.'): north open, west "
        "locked. A 20-kopiyka coin taped under the desk for the reader is a coin in the room, "
        "within reach: take coin.",
    ),
    item(
        "Oh, I came to the keeper's kitchen\nwhen the fire was burning low;\nthe door to the "
        "north stood open wide,\nthe door to the west was locked,\nand there on the hearth lay "
        "a silver crown,\nan old coin, tarnished black.",
        R("keeper's kitchen", "n w", locked="w", coin=True),
        notes="Six lines of a ballad: the room is the keeper's kitchen; north open, west "
        "locked. 'a silver crown, an old coin' is a coin (a crown piece, not a king's crown): "
        "take coin.",
    ),
    item(
        "Room inspected: Back Room.\nAccess: open doorway from the shop floor, to the south.\n"
        "Door, east, steel, to rear yard: found locked, no key on site.\nWindow, north: "
        "barred, not openable.\nFloor: vinyl, worn. One 10-cent coin under dryer no. 4.",
        R("back room", "s e", locked="e", coin=True),
        notes="A surveyor's inspection report of a launderette's back room: the doorway south "
        "is open, the steel door east locked, the barred window north no way. The 10-cent "
        "coin under a dryer lies in the room: take coin.",
    ),
    item(
        "Waiting Room\nMint and fear: this is the dentist's. A fish tank bubbles in the corner. "
        "The door to the surgery, north, is closed, with a little red light above it. The street "
        "door is south.",
        R("waiting room", "n s", closed="n"),
        notes="Plain prose under a heading: the waiting room. The surgery door north is closed; "
        "the street door south (its state not given) is an exit. The fish tank is no way. No "
        "coin: open north or go south.",
    ),
    item(
        "You're in the bus depot. This is Chisinau, and it's raining. The buses sleep in rows "
        "under the strip lights, dripping. The canteen is east, through a swing door, and the "
        "yard gate is west. There is a one-leu coin in a puddle of oil between two buses.",
        R("bus depot", "e w", coin=True),
        notes="Second person: 'the bus depot' is the room (the city said in a sentence of its "
        "own). East and west are exits; a one-leu coin (Moldova) in a puddle of oil on the floor: "
        "take coin.",
    ),
    item(
        "I'm in the bowling alley. Lanes one to twelve, all dark except six, where the pins are "
        "still standing. The bar is up the stairs. The shoe counter is west. The fire exit, "
        "east, is alarmed and locked.",
        R("bowling alley", "u w e", locked="e"),
        notes="First person: the stairs up are outside the vocabulary; the shoe counter west "
        "is an exit; the fire exit east 'is alarmed and locked' (locked, no open). No coin: go "
        "west.",
    ),
    item(
        "SOUND: Rain on a tin roof.\nNARRATOR: The car wash office. Lusaka, in the rainy "
        "season. A door east into the wash bay stands open; the forecourt is south. On the "
        "desk: a ledger, a radio, and a fifty-ngwee coin.",
        R("car wash office", "e s", coin=True),
        notes="A radio play's narrator names the car wash office. East (open) and south are "
        "exits. A fifty-ngwee coin (Zambia) on the desk: take coin.",
    ),
    item(
        "You're in the dome. The planetarium's projector stands in the middle like an enormous "
        "ant, and the stars on the ceiling are switched off. The only door is on the west "
        "side, under the green EXIT sign.",
        R("dome", "w"),
        notes="The stars and the ceiling are no ways; the only door is west. No coin: go west.",
    ),
    item(
        "The appliance bay. The fire engine takes up most of it, red and polished. The big "
        "doors to the north are closed. The mess room is east. A 20-cent coin lies on the "
        "engine's running board.",
        R("appliance bay", "n e", closed="n", coin=True),
        notes="A fire station's appliance bay: the big doors north are closed, the mess room "
        "east. The 20-cent coin on the running board is a coin in the room: take coin.",
    ),
    item(
        "Kiosk. A petrol station on the ring road: crisps, motor oil, a rack of maps nobody buys. "
        "The forecourt is through the sliding doors to the south; the storeroom is west, behind "
        "the counter.",
        R("kiosk", "s w"),
        notes="Exits by destination: the forecourt south and the storeroom west ('behind the "
        "counter', not behind the player). The maps are no ways. No coin: go south or west.",
    ),
    item(
        "You're in the cloakroom. Coats hang on the left, along the west wall, and there is a "
        "door on your right, to the east. Nothing else.",
        R("cloakroom", "e"),
        notes="Left and right mapped to compass by the text: coats on the west wall (no "
        "way), the door east (an exit). No coin: go east.",
    ),
    item(
        "You're in the adit. It was driven into the hill for tin two hundred years ago. The "
        "tunnel runs on north into the hill, and daylight shows at the entrance to the south. A "
        "side passage branches off to the west, but it's flooded to the roof.",
        R("adit", "n s"),
        notes="The adit of a Cornish tin mine, named alone: north and south are ways; the side "
        "passage west is 'flooded to the roof' (impassable, no exit). No coin: go north or south.",
    ),
    item(
        "You're in the bakery, and it's four in the morning. Lavash slaps against the walls of "
        "the tonir. The yard is north and the shop is east. On a flour sack by the door lies "
        "a 100-dram coin.",
        R("bakery", "n e", coin=True),
        notes="A Yerevan bakery: the tonir (an oven in the floor) is no way. The 100-dram coin "
        "on a flour sack: take coin.",
    ),
    item(
        "You're in the apiary. Five hives stand in a row along the hedge, humming. The honey "
        "house is north, its door open. The lane is south.",
        R("apiary", "n s"),
        notes="The honey house door 'open'; the lane south. The hives are no ways. No coin: go "
        "north or south.",
    ),
]
