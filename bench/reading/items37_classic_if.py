"""classic_if, thirty-seventh round: seven walks (1-4 turns) on an Infocom-like stagecoach relay
station in Arizona Territory (a Station Yard whose barn stands open north, whose station house
door east is shut at first, whose corral gate west is tied back and whose express office door
south carries a brass padlock; a Barn; a Station House; a Kitchen with a silver dollar on the
flour bin; a Corral whose west rails have no gate), and single rooms in places and manners no
earlier round used: a cricket bat maker's willow shed in the manner of an 8-bit adventure
creator ("You can also see:"), a Cold War numbers station's transmitter hall, a bell tower's
ringing chamber, a Munich beer cellar, an Aleppo soap works' drying tower, an Azores whalers'
lookout, a Bauhaus weaving workshop, a paprika loft, a Maltese boatyard, a Norwegian stave
church's porch, a Samarkand paper mill's drying yard, a Hanoi tube house's shop floor and a
Greenland trading post's store. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The relay station: Station Yard n Barn, e Station House (door shut at first), w Corral,
# s Express Office (padlocked, never entered); Station House n Kitchen (the silver dollar).
def yard(door_open: bool = False) -> tuple:
    door = "stands open" if door_open else "is shut"
    return (
        "Station Yard\n"
        "A square of packed red earth, fenced with mesquite poles and littered with straw. The "
        "barn stands open to the north. East is the station house, whose plank door "
        f"{door}. The corral gate, west, has been tied back with a rope. To the south the "
        "express office squats behind a door with a brass padlock on it.",
        R(
            "station yard",
            "n e w s",
            closed="" if door_open else "e",
            locked="s",
            leads={"n": "barn", "e": "station house", "w": "corral", "s": "express office"},
        ),
    )


def barn() -> tuple:
    return (
        "Barn\n"
        "Twelve stalls, four of them with mules in. Harness hangs from pegs along the walls, "
        "and the air is thick with hay dust. The wide doorway to the south is the only way out.",
        R("barn", "s"),
    )


def station_house() -> tuple:
    return (
        "Station House\n"
        "A long, low room with a plank table and two benches for the passengers, and a "
        "timetable nailed up beside the stove. The door to the yard, west, stands open. "
        "Through a doorway north comes a smell of bacon and coffee.",
        R("station house", "w n", leads={"w": "station yard"}),
    )


def kitchen(coin: bool = True) -> tuple:
    dollar = " A silver dollar lies on the lid of the flour bin." if coin else ""
    return (
        "Kitchen\n"
        "A cast-iron range, a flour bin and a water barrel with a dipper. A skillet hangs on a "
        f"nail above the range.{dollar} The only doorway is south.",
        R("kitchen", "s", coin=coin),
    )


def corral() -> tuple:
    return (
        "Corral\n"
        "A ring of peeled poles round a patch of trampled dust. Two spare horses watch you over "
        "the water trough. Beyond the western rails the desert runs flat and white to the "
        "mountains; there is no gate on that side. The gate east stands open.",
        R("corral", "e"),
    )


ITEMS = [
    # ---- walks on the relay station ----
    item(
        yard(),
        "e",
        ("The station house door is shut.", K("refused", "closed")),
        "open east door",
        (
            "You lift the latch and the door swings inward. Somebody inside calls out to shut "
            "it, you're letting the dust in.",
            K("opened"),
        ),
        "e",
        station_house(),
        notes="the station house door refused while shut, then opened by direction and walked "
        "through: in the station house west is the way in (visited, initial); north is "
        "unvisited: go north",
    ),
    item(
        yard(),
        "n",
        barn(),
        "s",
        also(yard(), "A dust devil spins across the yard and falls apart against the corral."),
        notes="a return from the barn to the first room: north visited; east is a shut door (open "
        "east), west the tied-back corral gate (go west), south padlocked (no action, not "
        "visited); no initial in the first room",
    ),
    item(
        yard(),
        "w",
        corral(),
        "e",
        also(yard(), "Somewhere behind the barn a mule complains at length."),
        "s",
        (
            "The padlock on the express office door holds. Only the agent has a key, and he "
            "rode out at dawn.",
            K("refused", "locked"),
        ),
        notes="the padlocked express office door refused on the second visit of the first room: "
        "refused(south), closed (locked); the corral visited; open east or go north",
    ),
    item(
        station_house(),
        "n",
        kitchen(),
        "take coin",
        ("Taken. An 1881 dollar, the eagle worn almost smooth.", K("took")),
        notes="a walk begun in the station house: the silver dollar (a coin) taken in the "
        "kitchen; its one doorway south leads back, visited and initial: all visited, go south",
    ),
    item(
        station_house(),
        "w",
        yard(door_open=True),
        "n",
        barn(),
        "s",
        also(yard(door_open=True), "The noon stage is a smudge of dust far down the road."),
        notes="begun in the station house: the yard's east door open and the station house "
        "visited, the barn visited; the express office padlocked; the corral not yet: go west",
    ),
    item(
        yard(),
        "open east",
        ("Opened.", K("opened")),
        "e",
        station_house(),
        "n",
        kitchen(),
        notes="the door opened, the station house crossed, the kitchen entered: a silver dollar "
        "on the flour bin: take coin",
    ),
    item(
        corral(),
        "e",
        yard(),
        "e",
        ("The station house door is shut. You'll have to open it first.", K("refused", "closed")),
        notes="begun in the corral; in the yard the shut station house door refused: "
        "refused(east) and closed; the corral visited (initial west); open east or go north",
    ),
    # ---- single rooms ----
    item(
        "WILLOW SHED\n"
        "You are in the willow shed of a cricket bat maker's. Clefts of willow stand stacked "
        "to the rafters to season, each one marked in chalk with a date.\n"
        "Exits: North, West.\n"
        "You can also see: a half crown.",
        R("willow shed", "n w", coin=True),
        notes="an 8-bit adventure creator's layout: exits north and west; a half crown (a coin) "
        "among the things seen: take coin",
    ),
    item(
        "Transmitter Hall\n"
        "Valves glow orange behind wire mesh, and a loudspeaker on the wall recites groups of "
        "numbers in a flat woman's voice: four, four, seven, one. A steel door to the east is "
        "shut. The corridor runs north, towards the generator room.\n"
        "There is a rouble coin on the logbook.",
        R("transmitter hall", "e n", closed="e", coin=True, leads={"n": "generator room"}),
        notes="a Cold War numbers station: a shut steel door east (closed), the corridor north; "
        "the numbers are no directions; a rouble coin on the logbook: take coin",
    ),
    item(
        "Ringing Chamber\n"
        "Eight ropes hang through holes in the ceiling, their red, white and blue sallies looped "
        "up out of reach. Painted peal boards cover the walls. A spiral stair goes down, and a "
        "low door east opens onto the leads of the nave roof. Someone has left a penny on the "
        "window ledge.",
        R("ringing chamber", "down e", coin=True),
        notes="a bell tower's ringing chamber: the stair down (outside the vocabulary) and a low "
        "door east (its state not given: an exit); a penny on the ledge: take coin",
    ),
    item(
        "Beer Cellar\n"
        "Barrels as big as hay carts lie in rows under the brick vaulting, each chalked with a "
        "date. Steps lead up to the beer hall. An archway north opens into the ice store, and "
        "the brewmaster's door, east, is locked.",
        R("beer cellar", "up n e", locked="e", leads={"up": "beer hall", "n": "ice store"}),
        notes="a Munich beer cellar: steps up (no word of the vocabulary), an archway north, a "
        "locked door east (closed, no action): go north",
    ),
    item(
        "Drying Tower\n"
        "Bars of olive-oil soap are stacked in hollow columns taller than you are, drying as "
        "they have been since the winter. The boiling hall is down the stairs; a doorway west "
        "opens onto the roof terrace. A small silver coin lies between two of the columns.",
        R("drying tower", "down w", coin=True, leads={"down": "boiling hall"}),
        notes="an Aleppo soap works: stairs down and a doorway west; a small silver coin on the "
        "floor: take coin",
    ),
    item(
        "Vigia\n"
        "A whitewashed stone hut on the very edge of the cliff, built for the whalers' lookout. "
        "Through the slit window the sea runs west for ever, empty of spouts today. The only "
        "door is on the east side. An escudo coin lies by the telescope's tripod.",
        R("vigia", "e", coin=True),
        notes="an Azores whalers' lookout: the slit window and the sea west are no way out; the "
        "door east is the only exit; an escudo coin (a coin): take coin",
    ),
    item(
        "Weaving Workshop\n"
        "Twelve looms stand in two rows under a north-light roof, each with a half-finished "
        "rug of squares and stripes. A door south opens onto the stair hall. The door to the "
        "dye kitchen, west, is closed, and smells faintly of vinegar.",
        R("weaving workshop", "s w", closed="w", leads={"s": "stair hall", "w": "dye kitchen"}),
        notes="a Bauhaus weaving workshop: the north-light roof is no way north; south an open "
        "door, west a closed one: go south or open west",
    ),
    item(
        "Paprika Loft\n"
        "Strings of red peppers hang from every rafter, so thick that the light comes through "
        "them red. The ladder goes down through the trap. A door east opens onto the drying "
        "gallery; it is bolted on this side, and you could draw the bolt.",
        R("paprika loft", "down e", closed="e"),
        notes="a paprika loft: a ladder down; a door east bolted on this side, which the player "
        "could draw (closed, not locked, the thirty-sixth round's call): open east",
    ),
    item(
        "Boatyard\n"
        "A luzzu lies on chocks, half painted in yellow and blue, the eye on its bow watching "
        "you. The quay edge, south, drops straight into the harbour. The street is north, and "
        "the door of the paint shed, east, is shut.\n"
        "There is a Maltese cent here.",
        R("boatyard", "n e", closed="e", coin=True, leads={"n": "street"}),
        notes="a Maltese boatyard: the quay edge into the harbour is no way; the street north and "
        "a shut shed door east; a Maltese cent (a coin) here: take coin",
    ),
    item(
        "Church Porch\n"
        "Carved dragons climb the door frame and twist about one another up to the gable. The "
        "great door of the nave, north, is locked; the sexton keeps the key. The churchyard "
        "path leaves the porch two ways, south to the lychgate and east round the apse.",
        R("church porch", "n s e", locked="n", leads={"n": "nave"}),
        notes="a Norwegian stave church's porch: the nave door north locked (closed, no action); "
        "the churchyard path leaves two ways, south and east (both exits): go south or east",
    ),
    item(
        "Drying Yard\n"
        "Sheets of mulberry paper are pasted to the sunny wall to dry, a hundred pale squares "
        "in rows. The mill race chatters beyond the wall to the north, and there is no way over "
        "it. The vat house is east. A lane leads off to the south.",
        R("drying yard", "e s", leads={"e": "vat house"}),
        notes="a Samarkand paper mill: the mill race north behind the wall is no way; the vat "
        "house east and a lane south: go east or south",
    ),
    item(
        "Shop Floor\n"
        "The tube house is four metres wide and forty deep, and its front third is a shop "
        "selling silk lanterns. The street door, west, has been rolled up for the day. A narrow "
        "passage leads east to the courtyard. There is a 500-dong coin on the counter.",
        R("shop floor", "w e", coin=True, leads={"e": "courtyard"}),
        notes="a Hanoi tube house: the street door west rolled up (open), a passage east; a "
        "500-dong coin on the counter (a coin): take coin",
    ),
    item(
        "Store\n"
        "Shelves of rifle cartridges, coffee, thread and sugar line the walls of the trading "
        "post, and sealskins hang from a beam. The outer door, south, is shut fast against the "
        "wind. The counting room is west, through an open doorway.",
        R("store", "s w", closed="s", leads={"w": "counting room"}),
        notes="a Greenland trading post: the outer door south shut against the wind (closed), "
        "an open doorway west: go west or open south",
    ),
]
