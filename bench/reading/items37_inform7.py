"""inform7, thirty-seventh round: seven walks (1-4 turns) on a Transylvanian fortified church in
Inform 7's defaults (a Church Yard inside the ring wall with "The bacon tower door, to the north, is
closed." at first, the church east through its open portal, the grain gallery west through an
archway and the gate tower south "locked for the night"; a Bacon Tower where "You can see a side of
bacon and a silver coin here."; a Church; a Grain Gallery; a School Room): "(first opening the bacon
tower door)" and the tower, "(first opening the gate tower door)\nIt seems to be locked.", "The gate
tower door is locked.", "You open the bacon tower door.", "Taken." with the score notice, returns
with the clock and the pigeons; single rooms and short histories in places no earlier round used: an
awamori distillery's jar room, an amber workshop ("On the workbench are ... and a one-litas coin."),
a Kazakh eagle hunter's winter house, a monastery refectory on Athos, a Finnish smoke sauna, a
Burmese lacquer workshop, a carob warehouse in Cyprus (a refusal kept by a look), the Venetian
arsenal at Chania, a painted monastery's porch, a Corsican sheepfold ("a cork bucket (in which is a
silver coin)"), a Newfoundland splitting room and its salt store, and an Armenian bakery's tonir
room entered "(first unlocking the tonir room door with the iron key, then opening it)". What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


def first(line: str, step: tuple) -> tuple:
    """A room's text after Inform's implicit action line."""
    text, reading = step
    return (f"{line}\n\n{text}", reading)


# The fortified church: Church Yard n Bacon Tower (door closed at first; the coin), e Church,
# w Grain Gallery, s Gate Tower (locked, never entered); Grain Gallery n School Room.
def yard(door_open: bool = False) -> tuple:
    door = "open" if door_open else "closed"
    return (
        "Church Yard\n"
        "The ring wall stands three storeys high all round, its grain chambers hung along the "
        "inside like swallows' nests. The church is east of here, through its west portal, "
        "and the grain gallery is west, through a low archway. The gate tower is south; its "
        "door has been locked for the night.\n\n"
        "You can see a well here.\n\n"
        f"The bacon tower door, to the north, is {door}.",
        R(
            "church yard",
            "n e w s",
            closed="" if door_open else "n",
            locked="s",
            leads={"e": "church", "w": "grain gallery", "s": "gate tower"},
        ),
    )


def bacon_tower(coin: bool = True) -> tuple:
    things = "a side of bacon and a silver coin" if coin else "a side of bacon"
    return (
        "Bacon Tower\n"
        "Each family of the village keeps its bacon here, a side to a hook, every hook marked "
        "with a name. The tower door, south, stands open.\n\n"
        f"You can see {things} here.",
        R("bacon tower", "s", coin=coin),
    )


def church() -> tuple:
    return (
        "Church\n"
        "Box pews painted with tulips face a pulpit like a wine glass. The only way out is the "
        "west portal.",
        R("church", "w"),
    )


def gallery() -> tuple:
    return (
        "Grain Gallery\n"
        "A timber walk runs in front of the grain chambers, each with its own little door and "
        "its own padlock. The yard is east, and a passage leads north to the school room.",
        R("grain gallery", "e n", leads={"n": "school room"}),
    )


def school_room() -> tuple:
    return (
        "School Room\n"
        "Slates and a stove. The alphabet is painted along the beam twice, once in German and "
        "once in Romanian. The passage south is the only way out.\n\n"
        "You can see a dunce's stool here.",
        R("school room", "s"),
    )


ITEMS = [
    # ---- walks on the fortified church ----
    item(
        yard(),
        "north",
        first("(first opening the bacon tower door)", bacon_tower()),
        notes="the closed bacon tower door opened by Inform's implicit action, the tower "
        "entered: a silver coin: take coin",
    ),
    item(
        yard(),
        "south",
        ("(first opening the gate tower door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the gate tower door, locked for the night, refused: refused(south), closed "
        "(locked); the bacon tower door closed: open north; east and west open: go",
    ),
    item(
        church(),
        "west",
        yard(),
        "west",
        gallery(),
        "north",
        school_room(),
        notes="begun in the church: the yard, the gallery and the school room; its one passage "
        "south leads back (visited, initial): all visited, go south",
    ),
    item(
        yard(),
        "east",
        church(),
        "west",
        also(yard(), "The clock in the gate tower strikes the quarter."),
        "north",
        first("(first opening the bacon tower door)", bacon_tower()),
        "take coin",
        (
            "Taken. The coin is thin, and the king's head on it is worn almost away.\n\n"
            "[Your score has just gone up by one point.]",
            K("took"),
        ),
        notes="the church seen, then the bacon tower by its implicit opening and the coin "
        "taken: the tower's one way south is visited and initial: all visited, go south",
    ),
    item(
        yard(),
        "west",
        gallery(),
        "east",
        also(yard(), "Pigeons clatter up from the ring wall and settle again."),
        "south",
        ("The gate tower door is locked.", K("refused", "locked")),
        notes="back from the gallery, the gate tower door refused as locked: refused(south); "
        "west visited; open north or go east",
    ),
    item(
        school_room(),
        "south",
        gallery(),
        "east",
        yard(),
        "open bacon tower door",
        ("You open the bacon tower door.", K("opened", "n")),
        notes="begun in the school room; in the yard the bacon tower door opened by its name "
        "(north): west visited and initial; go north or east",
    ),
    item(
        bacon_tower(),
        "take coin",
        ("Taken.", K("took")),
        "south",
        also(yard(door_open=True), "Somewhere in the village a cart rattles over cobbles."),
        notes="begun in the bacon tower, the coin taken there; in the yard north is visited and "
        "initial, the door open; the gate tower locked: go east or west",
    ),
    # ---- single rooms and short histories ----
    item(
        "Kame Room\n"
        "Hundreds of brown clay jars stand shoulder to shoulder, each sealed with paper and "
        "string and chalked with the year it was filled.\n\n"
        "You can see a bamboo ladle and a ten-yen coin here.\n\n"
        "The mash room is north of here. The door to the office, west, is locked.",
        R("kame room", "n w", locked="w", coin=True, leads={"n": "mash room", "w": "office"}),
        notes="an awamori distillery's jar room: a ten-yen coin (a coin); north open, the office "
        "door west locked: take coin",
    ),
    item(
        "Amber Workshop\n"
        "Sea-smoothed lumps of amber fill a basket by the window, waiting to be cut.\n\n"
        "On the workbench are a bow drill, a lump of amber with a fly in it and a one-litas "
        "coin.\n\n"
        "You can go south or east.",
        R("amber workshop", "s e", coin=True),
        notes="Inform's supporter sentence: a one-litas coin on the workbench (in the room); "
        "exits south and east: take coin",
    ),
    item(
        "Winter House\n"
        "A golden eagle sits hooded on its perch by the stove, turning its head at every "
        "sound. The stable is through the low door to the east, which is open. The yard is "
        "south.\n\n"
        "You can see a felt rug and a saddle here.",
        R("winter house", "e s", leads={"e": "stable", "s": "yard"}),
        notes="a Kazakh eagle hunter's winter house: an open door east, the yard south; no "
        "coin: go east or south",
    ),
    item(
        "Refectory\n"
        "A long marble table runs the length of the room under frescoes of the saints. The "
        "kitchen is west of here. The sea gate, to the south, is locked; the gatekeeper has "
        "gone down to the jetty.\n\n"
        "You can see a brass alms dish (empty) here.",
        R("refectory", "w s", locked="s", leads={"w": "kitchen"}),
        notes="a monastery refectory on Athos: the empty alms dish holds no coin; the sea gate "
        "south locked (closed, no action): go west",
    ),
    item(
        (
            "Smoke Sauna\n"
            "The walls are black with a hundred years of soot, and the air still smells of birch "
            "smoke. The changing room is west. Through the low door north is the lake shore.\n\n"
            "You can see a five-penni coin under the bench.",
            R("smoke sauna", "w n", coin=True, leads={"w": "changing room", "n": "lake shore"}),
        ),
        "take coin",
        (
            "You take the five-penni coin from under the bench.\n\n"
            "[Your score has just gone up by one point.]",
            K("took"),
        ),
        notes="a Finnish smoke sauna: the five-penni coin under the bench taken; nothing "
        "visited in this first room: go west or north",
    ),
    item(
        (
            "Lacquer Workshop\n"
            "Bowls of woven bamboo wait on racks for their next coat of black lacquer. The drying "
            "cellar is north of here, behind a heavy door. The courtyard is east.",
            R("lacquer workshop", "n e", leads={"n": "drying cellar", "e": "courtyard"}),
        ),
        "north",
        (
            "(first opening the drying cellar door)\nIt seems to be locked.",
            K("refused", "locked"),
        ),
        notes="a Burmese lacquer workshop: the drying cellar's door (its state not given) "
        "refused as locked: refused(north), closed; go east",
    ),
    item(
        (
            "Carob Warehouse\n"
            "Sacks of carob pods are stacked to the beams, and the whole place smells of chocolate "
            "and dust. The quay is south. The only other way is north, into the packing room.",
            R("carob warehouse", "s n", leads={"s": "quay", "n": "packing room"}),
        ),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Carob Warehouse\n"
            "Sacks of carob pods are stacked to the beams, and the whole place smells of "
            "chocolate and dust. The quay is south. The only other way is north, into the "
            "packing room.",
            R("carob warehouse", "s n", leads={"s": "quay", "n": "packing room"}),
        ),
        notes="a carob warehouse in Cyprus: east refused (no exit) and the look shows no way "
        "east: the refusal stands; go south or north",
    ),
    item(
        "Arsenal\n"
        "A vaulted boat hall, open at the harbour end, where the Venetians once built their "
        "galleys. The harbour laps at the open end, south, and you have no boat. The "
        "ropewalk is north of here, and the powder store is east.\n\n"
        "You can see an upturned rowing boat with a hole in it here.",
        R("arsenal", "n e", leads={"n": "ropewalk", "e": "powder store"}),
        notes="the arsenal at Chania: the harbour south with no boat (and a holed one) is no "
        "way; north and east: go north or east",
    ),
    item(
        "Porch\n"
        "The outer walls are painted from eaves to plinth in a deep blue, crowded with saints "
        "and the Last Judgement. The church door, to the east, is open. The bell tower is "
        "south.\n\n"
        "You can see a bench here.",
        R("porch", "e s", leads={"s": "bell tower"}),
        notes="a painted monastery's porch: an open church door east and the bell tower south; "
        "no coin: go east or south",
    ),
    item(
        "Sheepfold\n"
        "A drystone fold high in the maquis, roofed in part with juniper branches.\n\n"
        "You can see a cheese press and a cork bucket (in which is a silver coin) here.\n\n"
        "You can go north or west.",
        R("sheepfold", "n w", coin=True),
        notes="a Corsican sheepfold: Inform's container listing puts a silver coin in an open "
        "cork bucket (in the room): take coin",
    ),
    item(
        "Splitting Room\n"
        "Gulls scream at the open end of the stage, where the fish come in.\n\n"
        "You can see a splitting table and a cod-jigger here.\n\n"
        "The door to the salt store, to the north, is closed. The stage head is west.",
        R("splitting room", "n w", closed="n", leads={"n": "salt store", "w": "stage head"}),
        notes="a Newfoundland fishing stage: the salt store door north closed (open north), the "
        "stage head west (go west); a cod-jigger is no coin",
    ),
    item(
        (
            "Splitting Room\n"
            "Gulls scream at the open end of the stage, where the fish come in.\n\n"
            "You can see a splitting table and a cod-jigger here.\n\n"
            "The door to the salt store, to the north, is closed. The stage head is west.",
            R("splitting room", "n w", closed="n", leads={"n": "salt store", "w": "stage head"}),
        ),
        "n",
        first(
            "(first opening the salt store door)",
            (
                "Salt Store\n"
                "Salt lies in drifts against the walls, and the cod are laid in it in rows like "
                "books on a shelf. The door south is open.\n\n"
                "You can see a copper coin on the floor.",
                R("salt store", "s", coin=True),
            ),
        ),
        notes="the salt store door opened by Inform's implicit action; a copper coin on the "
        "floor: take coin",
    ),
    item(
        (
            "Bakery Yard\n"
            "Firewood of apricot and vine is stacked against the wall, and a cat sleeps on it."
            "\n\nThe tonir room door, to the north, is locked. The lane is west.",
            R("bakery yard", "n w", locked="n", leads={"w": "lane"}),
        ),
        "north",
        first(
            "(first unlocking the tonir room door with the iron key, then opening it)",
            (
                "Tonir Room\n"
                "A clay oven sunk in the floor glows at the bottom like a well of coals. Sheets "
                "of lavash hang over a pole to cool. The door south is open.\n\n"
                "You can see a wooden paddle and a copper coin here.",
                R("tonir room", "s", coin=True),
            ),
        ),
        notes="an Armenian bakery: the locked door unlocked and opened by Inform's implicit "
        "actions and the tonir room entered; a copper coin: take coin",
    ),
]
