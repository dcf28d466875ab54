"""history, forty-sixth round (emphasis: the turns of a game): 2-8 turn walks (twelve returning to a
room) on three small symmetric tree maps, each printed in a manner no earlier walk used: map A, a
gunpowder mill on a teletype in capitals ("CHARGE HOUSE\nYOU ARE IN THE CHARGE HOUSE OF THE
GUNPOWDER MILLS. ... THE COPPER-LINED DOOR TO THE NORTH IS SHUT. A PATH LEADS EAST TO THE CORNING
HOUSE. THE MAGAZINE DOOR TO THE WEST IS LOCKED.\n?", "THERE IS A COPPER CUARTO COIN ON THE FLOOR.";
"THE DOOR IS SHUT.", "THE COPPER-LINED DOOR IS NOW OPEN.", "THE MAGAZINE IS LOCKED. NOBODY GOES IN
WITHOUT THE MASTER.", "TAKEN: ONE CUARTO."); map B, a skete on a mountain in a play-by-mail game's
turn reports ("Location: Katholikon", "Ways out: north (door, shut), to the trapeza; east (arch), to
the kellion; west (door, locked), to the bell tower.", "-- Skete of the Forerunner, turn 4. Send
your next orders. --", a brass ten-drachma coin on the rim of a spring; "Order not carried out: go
north. The trapeza door is shut.", "Order carried out: the trapeza door is now open.", "Order not
carried out: go west. The bell tower door is locked; Father Isaak has the key.", "Order carried out:
you take the ten-drachma coin."); map C, a bee farm in a children's game ("Hooray! You're in the
Honey Room!", "You can go EAST to the Hive Yard!", "Uh-oh! The door is closed. Can you open it?",
"You opened the door! Well done!", "Oops! That door is locked. The key is lost!", "You found a shiny
ten-cent coin! It's yours now!"); coins taken, doors refused, opened and walked through, locked
doors refused, returns to the first room, some with an event of the turn; moves spelled `N`, `S`,
`E`, `W`, `OPEN DOOR`, `TAKE COIN`, `go north`, `go south`, `go east`, `go west`, `open door`, `take
coin`, `north`, `south`, `east`, `west`. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a gunpowder mill on a teletype: CHARGE HOUSE n MIXING HOUSE (the copper-lined door,
# shut at first), e CORNING HOUSE, w the magazine (locked); CORNING HOUSE s GLAZING HOUSE (a
# cuarto coin).

Q = "\n?"


def charge(door: str = "shut", event: str = "") -> tuple:
    text = (
        "CHARGE HOUSE\nYOU ARE IN THE CHARGE HOUSE OF THE GUNPOWDER MILLS. THE FLOOR IS COVERED "
        "IN LEATHER SO THAT NO NAIL CAN STRIKE A SPARK, AND YOU ARE WEARING FELT SLIPPERS. THE "
        f"COPPER-LINED DOOR TO THE NORTH IS {door.upper()}. A PATH LEADS EAST TO THE CORNING "
        "HOUSE. THE MAGAZINE DOOR TO THE WEST IS LOCKED."
    )
    if event:
        text += f"\n{event}"
    return (
        text + Q,
        R(
            "charge house",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"e": "corning house"},
        ),
    )


def mixing(door: str = "open") -> tuple:
    return (
        "MIXING HOUSE\nYOU ARE IN THE MIXING HOUSE. SALTPETRE, SULPHUR AND CHARCOAL WAIT IN THREE "
        "BINS, AND THE MIXING DRUM STANDS IDLE. THE COPPER-LINED DOOR TO THE SOUTH IS "
        f"{door.upper()}." + Q,
        R("mixing house", "s", closed="s" if door == "shut" else ""),
    )


def corning(event: str = "") -> tuple:
    text = (
        "CORNING HOUSE\nYOU ARE IN THE CORNING HOUSE, WHERE THE PRESSED CAKE IS BROKEN INTO "
        "GRAINS THROUGH SIEVES OF PARCHMENT. THE PATH TO THE CHARGE HOUSE IS WEST. A FOOTBRIDGE "
        "LEADS SOUTH OVER THE LEAT TO THE GLAZING HOUSE."
    )
    if event:
        text += f"\n{event}"
    return (
        text + Q,
        R("corning house", "w s", leads={"w": "charge house", "s": "glazing house"}),
    )


def glazing(coin: bool = True) -> tuple:
    text = (
        "GLAZING HOUSE\nYOU ARE IN THE GLAZING HOUSE. WOODEN BARRELS TURN SLOWLY ON THEIR "
        "SPINDLES, POLISHING THE GRAINS WITH BLACK LEAD. THE FOOTBRIDGE IS NORTH."
    )
    if coin:
        text += "\nTHERE IS A COPPER CUARTO COIN ON THE FLOOR."
    return (text + Q, R("glazing house", "n", coin=coin))


A_SHUT = ("THE DOOR IS SHUT." + Q, K("refused", "closed"))
A_OPEN_N = ("THE COPPER-LINED DOOR IS NOW OPEN." + Q, K("opened", "north"))
A_OPEN_S = ("THE COPPER-LINED DOOR IS NOW OPEN." + Q, K("opened", "south"))
A_LOCKED = (
    "THE MAGAZINE IS LOCKED. NOBODY GOES IN WITHOUT THE MASTER." + Q,
    K("refused", "locked"),
)
A_TAKEN = ("TAKEN: ONE CUARTO." + Q, K("took"))

# ---- map B, a skete in a play-by-mail game: KATHOLIKON n TRAPEZA (a door, shut at first), e
# KELLION (an arch), w the bell tower (locked); KELLION s SPRING HOUSE (a ten-drachma coin).


def _turn(n: int) -> str:
    return f"\n-- Skete of the Forerunner, turn {n}. Send your next orders. --"


def katholikon(n: int, door: str = "shut", event: str = "") -> tuple:
    text = (
        "Location: Katholikon\nThe skete's little church, dark with smoke and gold. Icons crowd "
        "the screen, and a single lamp burns before the Forerunner. Two old monks are chanting "
        "the hours in a corner and do not look up.\nWays out: north (door, "
        f"{door}), to the trapeza; east (arch), to the kellion; west (door, locked), to the bell "
        "tower."
    )
    if event:
        text += f"\n{event}"
    return (
        text + _turn(n),
        R(
            "Katholikon",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "trapeza", "e": "kellion", "w": "bell tower"},
        ),
    )


def trapeza(n: int, door: str = "open") -> tuple:
    return (
        "Location: Trapeza\nThe refectory: one long table of olive wood, benches, a lectern for "
        "the reader at meals. Bread is set out under a cloth.\nWays out: south (door, "
        f"{door}), to the katholikon." + _turn(n),
        R(
            "Trapeza",
            "s",
            closed="s" if door == "shut" else "",
            leads={"s": "katholikon"},
        ),
    )


def kellion(n: int) -> tuple:
    return (
        "Location: Kellion\nA monk's cell: a plank bed, a stool, a prayer rope hung on a nail, "
        "and a window on nothing but cloud.\nWays out: west (arch), to the katholikon; south "
        "(path), to the spring house." + _turn(n),
        R("Kellion", "w s", leads={"w": "katholikon", "s": "spring house"}),
    )


def spring_house(n: int, coin: bool = True) -> tuple:
    text = (
        "Location: Spring House\nA spring rises in a stone basin under a low vault, and a tin "
        "cup hangs on a chain beside it."
    )
    if coin:
        text += " A brass ten-drachma coin lies on the rim of the basin."
    return (
        text + "\nWays out: north (path), to the kellion." + _turn(n),
        R("Spring House", "n", coin=coin, leads={"n": "kellion"}),
    )


def b_reply(line: str, n: int, reading: K) -> tuple:
    return (line + _turn(n), reading)


# ---- map C, a bee farm in a children's game: HONEY ROOM n CANDLE ROOM (a door, closed at
# first), e HIVE YARD, w the store room (locked); HIVE YARD n CLOVER FIELD (a ten-cent coin).

WHERE = "\nWhere will you go next?"


def honey(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Hooray! You're in the Honey Room!\nGolden jars sit in rows on the shelves. Mmm, it "
        f"smells sweet! The door to the NORTH is {door}. You can go EAST to the Hive Yard! The "
        "Store Room door to the WEST is locked."
    )
    if event:
        text += f"\n{event}"
    return (
        text + WHERE,
        R(
            "Honey Room",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"e": "hive yard"},
        ),
    )


def candle(door: str = "open") -> tuple:
    return (
        "Hooray! You're in the Candle Room!\nBeeswax candles hang from a rack to cool. Don't "
        f"touch, they're still warm! The door to the SOUTH is {door}." + WHERE,
        R("Candle Room", "s", closed="s" if door == "closed" else ""),
    )


def hive_yard(event: str = "") -> tuple:
    text = (
        "Hooray! You're in the Hive Yard!\nBzzz! The bees are busy in their white hives. You "
        "can go WEST to the Honey Room! You can go NORTH to the Clover Field!"
    )
    if event:
        text += f"\n{event}"
    return (text + WHERE, R("Hive Yard", "w n", leads={"w": "honey room", "n": "clover field"}))


def clover(coin: bool = True) -> tuple:
    text = (
        "Hooray! You're in the Clover Field!\nThe clover is full of bees, so tread softly! You "
        "can go SOUTH to the Hive Yard!"
    )
    if coin:
        text += "\nLook! Something shiny in the clover! It's a ten-cent coin!"
    return (text + WHERE, R("Clover Field", "s", coin=coin, leads={"s": "hive yard"}))


C_SHUT = ("Uh-oh! The door is closed. Can you open it?", K("refused", "closed"))
C_OPEN_N = ("You opened the door! Well done!", K("opened", "north"))
C_OPEN_S = ("You opened the door! Well done!", K("opened", "south"))
C_LOCKED = ("Oops! That door is locked. The key is lost!", K("refused", "locked"))
C_TAKEN = ("You found a shiny ten-cent coin! It's yours now!", K("took"))

ITEMS = [
    # ---- map A
    item(
        charge(),
        "N",
        A_SHUT,
        "OPEN DOOR",
        A_OPEN_N,
        "N",
        mixing(),
        "S",
        charge(door="open"),
        notes="mill walk back to the first room: the copper-lined door refused, opened (`OPEN "
        "DOOR`: the one door that is shut), walked through and back; north visited, the "
        "magazine locked, east unvisited (no initial in the first room)",
    ),
    item(
        charge(),
        "E",
        corning(),
        "S",
        glazing(),
        "TAKE COIN",
        A_TAKEN,
        "N",
        corning(),
        notes="mill walk: the cuarto coin taken in the glazing house; back in the corning house "
        "both ways visited, west the way back",
    ),
    item(
        charge(),
        "E",
        corning(),
        "S",
        glazing(),
        "TAKE COIN",
        A_TAKEN,
        "N",
        corning(),
        "W",
        charge(event="A BELL RINGS FOR THE CHANGE OF SHIFT."),
        notes="mill walk back to the first room (a bell rings this turn): east visited; the "
        "copper-lined door shut (open north), the magazine locked",
    ),
    item(
        glazing(),
        "TAKE COIN",
        A_TAKEN,
        "N",
        corning(),
        "W",
        charge(event="THE MILL WHEEL ON THE LEAT CREAKS AND STARTS TO TURN."),
        notes="mill walk begun in the glazing house (the wheel starts this turn): the coin "
        "taken; in the charge house east visited (initial); north shut, west locked",
    ),
    item(
        mixing(door="shut"),
        "S",
        A_SHUT,
        "OPEN DOOR",
        A_OPEN_S,
        "S",
        charge(door="open", event="A CART OF CHARCOAL RUMBLES PAST ON THE PATH."),
        notes="mill walk begun in the mixing house (a cart passes this turn): the door south "
        "refused, opened, walked "
        "through; in the charge house north visited (initial), east unvisited, west locked",
    ),
    item(
        charge(),
        "W",
        A_LOCKED,
        "E",
        corning(),
        "S",
        glazing(),
        "TAKE COIN",
        A_TAKEN,
        notes="mill walk: the magazine refused as locked in the charge house, left behind; the "
        "cuarto taken in the glazing house, whose only way north is visited",
    ),
    item(
        charge(),
        "N",
        A_SHUT,
        "OPEN DOOR",
        A_OPEN_N,
        "N",
        mixing(),
        "S",
        charge(door="open"),
        "E",
        corning(),
        "S",
        glazing(),
        "TAKE COIN",
        A_TAKEN,
        "N",
        corning(event="SOMEWHERE A FOREMAN SHOUTS FOR MORE CHARCOAL."),
        notes="mill walk of eight turns (a foreman shouts this turn): back in the corning house "
        "both ways visited, west the way back",
    ),
    # ---- map B
    item(
        katholikon(2),
        "go east",
        kellion(3),
        "go south",
        spring_house(4),
        "take coin",
        b_reply("Order carried out: you take the ten-drachma coin.", 5, K("took")),
        "go north",
        kellion(6),
        "go west",
        katholikon(7),
        notes="skete walk back to the first room: the ten-drachma coin taken; east visited, the "
        "trapeza door shut (open north), the bell tower locked",
    ),
    item(
        katholikon(9),
        "go north",
        b_reply(
            "Order not carried out: go north. The trapeza door is shut.", 10, K("refused", "closed")
        ),
        "open door",
        b_reply("Order carried out: the trapeza door is now open.", 11, K("opened", "north")),
        "go north",
        trapeza(12),
        notes="skete walk: the trapeza door refused as shut, opened ('open door': the shut "
        "one), walked through; the trapeza's only way south is visited",
    ),
    item(
        spring_house(3),
        "take coin",
        b_reply("Order carried out: you take the ten-drachma coin.", 4, K("took")),
        "go north",
        kellion(5),
        notes="skete walk begun in the spring house: the coin taken; in the kellion south "
        "visited (initial), west unvisited",
    ),
    item(
        trapeza(2, door="shut"),
        "go south",
        b_reply(
            "Order not carried out: go south. The trapeza door is shut.", 3, K("refused", "closed")
        ),
        "open door",
        b_reply("Order carried out: the trapeza door is now open.", 4, K("opened", "south")),
        "go south",
        katholikon(5, door="open"),
        "go east",
        kellion(6),
        notes="skete walk begun in the trapeza: through the katholikon to the kellion, west "
        "visited (initial), south unvisited",
    ),
    item(
        katholikon(14),
        "go east",
        kellion(15),
        "go west",
        katholikon(16),
        "go west",
        b_reply(
            "Order not carried out: go west. The bell tower door is locked; Father Isaak has "
            "the key.",
            17,
            K("refused", "locked"),
        ),
        notes="skete walk back to the first room, then the bell tower door refused as locked "
        "(closed, refused); east visited; the trapeza door shut (open north)",
    ),
    item(
        kellion(20),
        "go west",
        katholikon(21),
        "go north",
        b_reply(
            "Order not carried out: go north. The trapeza door is shut.", 22, K("refused", "closed")
        ),
        "open door",
        b_reply("Order carried out: the trapeza door is now open.", 23, K("opened", "north")),
        "go north",
        trapeza(24),
        "go south",
        katholikon(25, door="open"),
        notes="skete walk begun in the kellion: back in the katholikon north and east visited, "
        "west locked: every open way visited, so the way back is east (initial)",
    ),
    item(
        katholikon(30),
        "go east",
        kellion(31),
        "go south",
        spring_house(32),
        "take coin",
        b_reply("Order carried out: you take the ten-drachma coin.", 33, K("took")),
        "go north",
        kellion(34),
        "go north",
        b_reply(
            "Order not carried out: go north. There is no way out of the kellion to the north, "
            "only the window and the cloud.",
            35,
            K("refused"),
        ),
        notes="skete walk: back in the kellion (both ways visited, west the way back), a move "
        "north refused (no exit: a window)",
    ),
    # ---- map C
    item(
        honey(),
        "east",
        hive_yard(),
        "north",
        clover(),
        "take coin",
        C_TAKEN,
        "south",
        hive_yard(),
        notes="bee farm walk: the ten-cent coin taken in the clover field; back in the hive "
        "yard both ways visited, west the way back",
    ),
    item(
        honey(),
        "north",
        C_SHUT,
        "open door",
        C_OPEN_N,
        "north",
        candle(),
        "south",
        honey(door="open"),
        notes="bee farm walk back to the first room: the door north refused, opened, walked "
        "through and back; north visited, east unvisited, the store room locked",
    ),
    item(
        clover(),
        "take coin",
        C_TAKEN,
        "south",
        hive_yard(),
        "west",
        honey(),
        notes="bee farm walk begun in the clover field: the coin taken; in the honey room east "
        "visited (initial), the door north closed (open it), the store room locked",
    ),
    item(
        honey(),
        "west",
        C_LOCKED,
        "north",
        C_SHUT,
        "open door",
        C_OPEN_N,
        "north",
        candle(),
        notes="bee farm walk: the store room refused as locked and the door north as closed in "
        "the honey room; the door opened and walked through: the candle room's only way south "
        "is visited",
    ),
    item(
        candle(door="closed"),
        "south",
        C_SHUT,
        "open door",
        C_OPEN_S,
        "south",
        honey(door="open"),
        "east",
        hive_yard(),
        "west",
        honey(door="open", event="A bee buzzes past your nose. Hello, bee!"),
        notes="bee farm walk begun in the candle room, back in the honey room (a bee buzzes "
        "this turn): north and east visited, west locked: the way back north (initial)",
    ),
    item(
        hive_yard(),
        "north",
        clover(),
        "take coin",
        C_TAKEN,
        "south",
        hive_yard(),
        "west",
        honey(),
        "east",
        hive_yard(event="A bee lands on your sleeve, thinks about it, and flies away."),
        notes="bee farm walk back to the first room (a bee lands this turn): both ways visited; "
        "no initial in the first room, so any way",
    ),
]
