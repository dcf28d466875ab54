"""classic_if, twenty-second round: small games a new user brings, in the classic manners
(TADS 3's exit lister, Infocom-like headings and "There is ... here."), most of them coin hunts
on a few rooms: a wizard's tower (an apprentice's study with a gold coin, a stair, an alchemy
laboratory behind a door opened on the way), an Egyptian tomb (a scarab-locked door, a gap to
squeeze through, a painted sky goddess), a dragon's lair, a Viking longhouse and its byre (great
doors barred on this side, a latched pasture gate), a wreck's cabin, a ghost town's main street,
assay office and saloon (a silver dollar), an ice cave, a goblin warren (two copper coins, a
padlocked great door), a throne room and guardroom, a mushroom ring, a robot factory, a bank
vault, the back of a pharmacy. The walks are printed from one map each by functions, so a room
reads the same on every visit. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- a wizard's tower (TADS 3): Tower Stair n Apprentice's Study (a gold coin), e Alchemy
# Laboratory (door closed at first), and a way up.
def stair() -> tuple:
    return (
        "Tower Stair\nThe stair spirals up the inside of the tower wall, worn smooth by "
        "centuries of wizards' slippers. An arch to the north opens into the apprentice's "
        "study. The laboratory door, to the east, is closed.\n\nObvious exits lead north, "
        "east, and up.",
        R(
            "tower stair",
            "n e u",
            closed="e",
            leads={"n": "apprentice's study", "e": "alchemy laboratory"},
        ),
    )


def study(coin: bool = True) -> tuple:
    things = "a gold coin and a quill pen" if coin else "a quill pen"
    return (
        "Apprentice's Study\nBooks teeter in stacks on every surface, and a stuffed owl glares "
        "down from the top of the wardrobe. The window to the east looks out over the forest; "
        f"the only way out is the arch to the south.\n\nYou see {things} here.",
        R("apprentice's study", "s", coin=coin, leads={"s": "tower stair"}),
    )


def laboratory(first_opening: bool = False) -> tuple:
    opening = "(first opening the laboratory door)\n\n" if first_opening else ""
    return (
        f"{opening}Alchemy Laboratory\nGlass tubes bubble and drip over a row of little "
        "burners, and the whole room smells of burnt sugar. The laboratory door is west. A "
        "small door in the north wall, closed, leads to the storeroom.\n\nObvious exits lead "
        "west to the tower stair, and north.",
        R(
            "alchemy laboratory",
            "w n",
            closed="n",
            leads={"w": "tower stair", "n": "storeroom"},
        ),
    )


# ---- a Viking longhouse: Longhouse e Byre.
def longhouse(coin: bool = True) -> tuple:
    floor = "\n\nA silver coin gleams among the rushes on the floor." if coin else ""
    return (
        "Longhouse\nSmoke from the long hearth drifts up toward a hole in the roof, and round "
        "shields hang along both walls. The great doors to the south are barred on this side "
        "with a beam as thick as your leg. At the east end a smaller door stands open to the "
        f"byre.{floor}",
        R("longhouse", "s e", closed="s", coin=coin, leads={"e": "byre"}),
    )


def byre() -> tuple:
    return (
        "Byre\nThree cows shift and steam in their stalls. The door to the longhouse is west. "
        "A gate to the north opens on the pasture; it is latched.",
        R("byre", "w n", closed="n", leads={"w": "longhouse"}),
    )


# ---- a ghost town: Main Street w Assay Office, e Saloon (a silver dollar).
def main_street() -> tuple:
    return (
        "Main Street\nA tumbleweed rolls down the middle of the empty street. The assay office "
        "is to the west and the saloon to the east. Northward the street peters out at the "
        "livery stable; southward it runs out of town into the desert.",
        R("main street", "w e n s", leads={"w": "assay office", "e": "saloon"}),
    )


def assay_office() -> tuple:
    return (
        "Assay Office\nDust lies thick on the counter and on the brass scales. The front door, "
        "east, opens on Main Street. A door behind the counter, north, is marked PRIVATE; it "
        "is locked. The till hangs open, and there isn't a coin in it.",
        R("assay office", "e n", locked="n", leads={"e": "main street"}),
    )


def saloon() -> tuple:
    return (
        "Saloon\nA piano with half its keys missing stands against the north wall. The "
        "swinging doors lead west to the street, and a door at the back, north, is "
        "shut.\n\nThere's a silver dollar on the bar.",
        R("saloon", "w n", closed="n", coin=True, leads={"w": "main street"}),
    )


# ---- a goblin warren: Goblin Kitchen (two copper coins) n Goblin Larder, e Goblin Hall.
def goblin_kitchen(coins: bool = True) -> tuple:
    extra = "\nThere are two copper coins here." if coins else ""
    return (
        "Goblin Kitchen\nA cauldron bubbles over a smoky fire, and greasy bones are piled in "
        "a corner. Passages lead north and east.\n\nThere is a rusty key here." + extra,
        R("goblin kitchen", "n e", coin=coins),
    )


def goblin_larder() -> tuple:
    return (
        "Goblin Larder\nThings hang from the hooks that you would rather not look at. The "
        "only way out is south.",
        R("goblin larder", "s"),
    )


def goblin_hall() -> tuple:
    return (
        "Goblin Hall\nLong tables scarred with knife marks run the length of the hall. The "
        "kitchen passage is west. A great door to the north is padlocked.",
        R("goblin hall", "w n", locked="n", leads={"w": "goblin kitchen"}),
    )


# ---- a castle (TADS 3): Throne Room e Guardroom.
def throne_room() -> tuple:
    return (
        "Throne Room\nA moth-eaten banner hangs behind the empty throne. Tall doors stand open "
        "to the south, and smaller doors lead east and west; the west one is "
        "locked.\n\nObvious exits lead south, east, and west.",
        R("throne room", "s e w", locked="w"),
    )


def guardroom() -> tuple:
    return (
        "Guardroom\nA table, two stools and a game of dice that nobody finished. The door to "
        "the throne room is west, and an archway leads north to the barracks.\n\nObvious "
        "exits lead north to the barracks, and west to the throne room.",
        R("guardroom", "w n", leads={"w": "throne room", "n": "barracks"}),
    )


ITEMS = [
    item(
        *study(),
        notes="TADS 3: 'You see a gold coin and a quill pen here.' puts the coin in the room; "
        "the window east is no exit; the only way is south: take coin",
    ),
    item(
        stair(),
        "north",
        study(),
        "take coin",
        ("Taken. The owl's glass eyes seem to follow your hand.", K("took")),
        notes="the coin taken in the study; its one way, south, leads back to the stair "
        "(visited, initial): go south",
    ),
    item(
        stair(),
        "east",
        laboratory(first_opening=True),
        notes="TADS 3's '(first opening the laboratory door)' and the laboratory: the move "
        "went through, the door is now open; the storeroom door north is closed: open north",
    ),
    item(
        "Antechamber\nHieroglyphs cover every inch of the walls. Two statues with the heads of "
        "jackals guard a stone door in the north wall; a keyhole shaped like a scarab is cut "
        "into it, and the door is locked. A passage leads east toward the daylight, and there "
        "is a narrow gap in the west wall, just wide enough to squeeze through.\n\nThere is "
        "an ancient gold coin here.",
        R("antechamber", "n e w", locked="n", coin=True),
        notes="a locked stone door north (closed), a passage east, a gap west one can squeeze "
        "through (an exit); an ancient gold coin lies here: take coin",
    ),
    item(
        "Burial Chamber\nA granite sarcophagus fills the middle of the chamber, its lid carved "
        "with the calm face of a boy king. Across the ceiling a painted sky goddess stretches "
        "from the east wall to the west wall. The only way out is the doorway to the "
        "south.\n\nThere is a scarab amulet here.",
        R("burial chamber", "s"),
        notes="the goddess painted from east to west gives no exit; an amulet is no coin; the "
        "only way is south",
    ),
    item(
        "Dragon's Lair\nThe dragon sleeps curled on its hoard, and every breath it lets out is "
        "a warm gust that smells of struck matches. Tunnels lead away north and west. One gold "
        "coin has rolled off the hoard and lies by your boot, well away from the teeth.",
        R("dragon's lair", "n w", coin=True),
        notes="a gold coin lies by the player's boot (in the room, within reach): take coin; "
        "tunnels north and west",
    ),
    item(
        *longhouse(),
        notes="great doors 'barred on this side' (the player can lift the beam: closed, the "
        "earlier rounds' call), the byre door east open; a silver coin in the rushes: take coin",
    ),
    item(
        longhouse(),
        "take coin",
        ("You pick up the silver coin. It is stamped with a ship.", K("took")),
        "e",
        byre(),
        notes="coin taken, then east into the byre: the longhouse west (visited, initial), the "
        "pasture gate north latched (closed): open north",
    ),
    item(
        "Captain's Cabin\nThe wreck lies over on its side, and everything loose has slid into "
        "one corner: charts, a boot, a broken lantern. The cabin door, west, has come off its "
        "top hinge and sags open. Through the porthole in the north wall there is nothing but "
        "green water.\n\nA doubloon is wedged in a crack between two planks.",
        R("captain's cabin", "w", coin=True),
        notes="a door sagging open off a hinge is open; a porthole is no exit; a doubloon "
        "wedged in a crack lies in the room: take coin",
    ),
    item(
        main_street(),
        "w",
        assay_office(),
        notes="the PRIVATE door north locked, the front door east back to Main Street "
        "(visited, initial); an empty till holds no coin: go east",
    ),
    item(
        main_street(),
        "e",
        saloon(),
        notes="a silver dollar on the bar is a coin in the room: take coin (the back door "
        "north shut, the street west visited)",
    ),
    item(
        "Ice Cave\nBlue light seeps through walls of solid ice. The tunnel you are in runs on "
        "to the east and to the west. To the north the roof has come down, and the way is "
        "blocked by a wall of broken ice.",
        R("ice cave", "e w"),
        notes="north blocked by fallen ice (no exit); the tunnel runs east and west",
    ),
    item(
        *goblin_kitchen(),
        notes="'There are two copper coins here.': take coin; passages north and east",
    ),
    item(
        *throne_room(),
        notes="the south doors stand open, east open, west locked (no action): go south or east",
    ),
    item(
        throne_room(),
        "e",
        guardroom(),
        notes="the throne room west (visited, initial), the barracks north unvisited: go north",
    ),
    item(
        "Mushroom Ring\nA perfect circle of red-capped toadstools grows in the grass, and the "
        "air inside it hums faintly. Paths lead away north, south and west. East of the ring "
        "the trees grow so close together that there is no getting through.",
        R("mushroom ring", "n s w"),
        notes="east: trees with no getting through (no exit); paths north, south, west",
    ),
    item(
        "Assembly Line\nThe conveyor belts have stopped, and half-built robots stare at "
        "nothing. A corridor runs north. The yellow door to the east is marked MAINTENANCE; it "
        "is closed.\n\nThere is a gold coin on the conveyor belt.",
        R("assembly line", "n e", closed="e", coin=True),
        notes="a gold coin on the belt: take coin; the MAINTENANCE door east closed",
    ),
    item(
        goblin_kitchen(),
        "take coins",
        ("You scoop up the two copper coins.", K("took")),
        "n",
        goblin_larder(),
        "s",
        goblin_kitchen(coins=False),
        "e",
        goblin_hall(),
        notes="coins taken, the larder visited and left, then east into the hall: the kitchen "
        "west (visited, initial), the great door north padlocked (locked): go west",
    ),
    item(
        "Vault\nSteel deposit boxes line three walls from floor to ceiling, every one of them "
        "locked. The round vault door, to the south, stands wide open.\n\nThere is a gold coin "
        "on the floor.",
        R("vault", "s", coin=True),
        notes="locked deposit boxes are no doors of the room and hold no coin one can read; a "
        "gold coin lies on the floor: take coin",
    ),
    item(
        "Back of the Pharmacy\nShelves of brown bottles with handwritten labels reach to the "
        "ceiling. A bead curtain to the west leads through to the counter, and the back door, "
        "east, is bolted on this side. A sign over the till says EXACT CHANGE ONLY.",
        R("back of the pharmacy", "w e", closed="e"),
        notes="a bead curtain is no door (west open); 'bolted on this side' is closed; the "
        "sign about change is no coin: go west or open east",
    ),
]
