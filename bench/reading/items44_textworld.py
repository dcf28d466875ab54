"""textworld, forty-fourth round (emphasis: busy rooms): the coin collector's manner as its client
prints it, with rooms furnished in TextWorld's own sentences ("You can make out a glass counter. The
glass counter is elegant. On the glass counter you can see ...", "Oh wow! Is that what I think it
is? It is! It's a mannequin.", "The display case is empty! What a waste of a day!"), the quest's
speech on a game's first text, the exit and door sentences, the coin line, the prompt and the status
line counting the turns (none is engine output): eight walks (1-5 turns) on a department store (a
Perfumery with "a closed keruing door leading north", an unguarded exit east and "a locked balau
door leading west", and a poster of a lady holding a golden coin; a Millinery; a Haberdashery with
"a closed nyatoh door leading north"; a Stockroom with the coin): "You have to open the keruing door
first.", "You open keruing door.", "You have to unlock the balau door first.", a refused `go up`, a
return, walks begun in the middle of a game, the ending after the coin; single rooms, each a game of
its own, crowded with furniture: a laundry (a coin on the ironing board), a parlour after a speech
that puts the coin in the attic, a garage's refusal, a cellar whose only way is locked, a study's
chengal door refused and opened, a pantry (a coin in an open cupboard), an attic, a kitchen, a vault
of four ways in three states, a sun room (a coin on a wicker table), a corridor's locked keruing
door refused and looked at, a scullery's ending. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

END = (
    "\nYou pick up the coin from the ground.\n\n\n\nYour score has just gone up by one point.\n\n\n"
    "                                                       *** The End ***\n\nYou scored 1 out "
    "of a possible 1, in {turns} turns.\n\n\nWould you like to RESTART, RESTORE a saved game, "
    "QUIT or UNDO the last command?\n"
)


def status(room: str, n: int, end: bool = False) -> str:
    """The prompt and the status line (the room's header from column 129, then 0/n)."""
    head = f"-= {room} =-"
    return ">" + " " * (128 if not end else 129) + f"{head}0/{n}"


def room(name: str, body: str, exits: str, n: int, speech: str = "", coin: str = "") -> str:
    first = f"\n\n{speech}\n\n" if speech else "\n\n"
    tail = f"\n\n{coin}\n\n\n" if coin else "\n\n\n\n"
    return f"{first}-= {name} =-\n{body}\n\n\n\n{exits}{tail}{status(name, n)}"


def reply(text: str, name: str, n: int) -> str:
    return f"\n{text}\n\n\n{status(name, n)}"


def ending(name: str, n: int) -> str:
    return END.format(turns=n + 1) + status(name, n, end=True)


# ---- the department store (a tree): Perfumery n Millinery (a keruing door, closed at first),
# e Haberdashery (an unguarded exit), w a locked balau door; Haberdashery n Stockroom (a nyatoh
# door, closed at first; the coin on the floor).

SPEECH_P = (
    "Welcome to TextWorld! You find yourself in a department store after closing time, and "
    "there is one thing you must do before the night watchman comes round. First, take a trip "
    "east. Then, make an effort to go north. And then, pick up the coin from the floor of the "
    "stockroom. Got that? Good!"
)
SPEECH_H = (
    "It's time to explore the amazing world of TextWorld! Your first objective is to find the "
    "coin somewhere in this department store and take it. Simple as that!"
)


def perfumery(n: int, north_open: bool = False, speech: str = "") -> tuple:
    door = "an open" if north_open else "a closed"
    return (
        room(
            "Perfumery",
            "You arrive in a perfumery. A typical kind of place. You begin to take stock of "
            "what's in the room.\n\nYou can make out a glass counter. The glass counter is "
            "elegant. On the glass counter you can see an atomizer, a bottle of cologne and a "
            "gift box. You see a display stand. On the display stand you make out a poster of a "
            "lady holding a golden coin up to the light. Oh wow! Is that what I think it is? It "
            "is! It's a mannequin. The mannequin is wearing a fur stole. You scan the room for a "
            "till, and you find a till. The till is closed.",
            f"There is {door} keruing door leading north. You need an unguarded exit? You "
            "should try going east. There is a locked balau door leading west.",
            n,
            speech,
        ),
        R(
            "perfumery",
            "n e w",
            closed="" if north_open else "n",
            locked="w",
        ),
    )


def millinery(n: int, south_open: bool) -> tuple:
    door = "an open" if south_open else "a closed"
    return (
        room(
            "Millinery",
            "You find yourself in a millinery. An ordinary one.\n\nYou see a hat stand. On the "
            "hat stand you can see a bowler hat, a cloche and a top hat with a feather. You can "
            "make out a workbench. The workbench is standard. On the workbench you make out a "
            "hatpin, a steam iron and a box of ribbons. You see a display case. The display "
            "case is empty! What a waste of a day! Look over there! a mirror. The mirror is "
            "tall.",
            f"There is {door} keruing door leading south.",
            n,
        ),
        R("millinery", "s", closed="" if south_open else "s"),
    )


def haberdashery(n: int, north_open: bool = False, speech: str = "") -> tuple:
    door = "an open" if north_open else "a closed"
    return (
        room(
            "Haberdashery",
            "You've entered a haberdashery.\n\nYou see a counter. The counter is long. On the "
            "counter you see a tape measure, a tin of buttons and a card of lace. You make out "
            "a drawer unit. The drawer unit is open. In the drawer unit you can see some zips "
            "and a pincushion. You can see a chair. The chair is wooden. But there isn't a "
            "thing on it. You smell a delicious smell, and follow it to a tea tray.",
            f"There is {door} nyatoh door leading north. There is an exit to the west. Don't "
            "worry, it is unguarded.",
            n,
            speech,
        ),
        R("haberdashery", "n w", closed="" if north_open else "n"),
    )


def stockroom(n: int) -> tuple:
    return (
        room(
            "Stockroom",
            "You are in a stockroom. A standard kind of place.\n\nYou can see a shelf. On the "
            "shelf you make out a stack of hatboxes, a roll of brown paper and a box of coat "
            "hangers. You see a trolley. On the trolley you see a roll of carpet. You make out "
            "a dustbin. The dustbin is closed.",
            "There is an open nyatoh door leading south.",
            n,
            coin="There is a coin on the floor.",
        ),
        R("stockroom", "s", coin=True),
    )


ITEMS = [
    # ---- walks in the department store
    item(
        perfumery(1, speech=SPEECH_P),
        "go north",
        (reply("You have to open the keruing door first.", "Perfumery", 2), K("refused", "closed")),
        "open keruing door",
        (reply("You open keruing door.", "Perfumery", 3), K("opened", "n")),
        "go north",
        millinery(4, south_open=True),
        notes="department store walk (TextWorld's client: the quest's speech, the header, "
        "furniture in TextWorld's sentences, door sentences, the status line): north refused "
        "at the closed keruing door, opened by its kind, the millinery: its only way, south, "
        "is visited, initial and all_visited; the poster of a lady holding a golden coin is a "
        "picture, no coin",
    ),
    item(
        perfumery(6),
        "go east",
        haberdashery(7),
        "go north",
        (
            reply("You have to open the nyatoh door first.", "Haberdashery", 8),
            K("refused", "closed"),
        ),
        "open nyatoh door",
        (reply("You open nyatoh door.", "Haberdashery", 9), K("opened", "n")),
        "go north",
        stockroom(10),
        notes="a walk begun in the middle of a game: the nyatoh door refused, opened by its "
        'kind and walked through; "There is a coin on the floor." in the stockroom; the '
        "closed dustbin is no door",
    ),
    item(
        haberdashery(3),
        "open nyatoh door",
        (reply("You open nyatoh door.", "Haberdashery", 4), K("opened", "n")),
        "go north",
        stockroom(5),
        "take coin",
        (ending("Stockroom", 5), K("took")),
        actions=[],
        notes='TextWorld\'s ending after the coin: "*** The End ***" (the game is over: no '
        "action); the facts keep the stockroom with the coin gone",
    ),
    item(
        perfumery(1, speech=SPEECH_P),
        "go west",
        (reply("You have to unlock the balau door first.", "Perfumery", 2), K("refused", "locked")),
        "go east",
        haberdashery(3),
        notes="the balau door refused as locked and left behind in the perfumery; in the "
        "haberdashery west is visited and initial, the nyatoh door north closed (open it); "
        "the tea tray smelt is no way",
    ),
    item(
        millinery(9, south_open=False),
        "open keruing door",
        (reply("You open keruing door.", "Millinery", 10), K("opened", "s")),
        "go south",
        perfumery(11, north_open=True),
        notes="a walk begun in the millinery: its keruing door opened by kind and walked "
        "through; in the perfumery north is open, visited and initial, east unvisited (an "
        "unguarded exit), the balau door west locked",
    ),
    item(
        perfumery(14),
        "go east",
        haberdashery(15),
        "go up",
        (reply("You can't go that way.", "Haberdashery", 16), K("refused")),
        "go west",
        perfumery(17),
        notes="a refused `go up` in the haberdashery (no fact, and left behind there) and a "
        "return to the first room: east is visited (not initial: the walk began here), the "
        "keruing door north closed (open it), the balau door locked",
    ),
    item(
        haberdashery(1, speech=SPEECH_H),
        "go west",
        perfumery(2),
        notes="a game begun in the haberdashery (the speech on its first text): the perfumery, "
        "east visited and initial, the keruing door north closed (open it), the balau door west "
        "locked; the mannequin and the till are no doors",
    ),
    item(
        millinery(1, south_open=False),
        "go south",
        (reply("You have to open the keruing door first.", "Millinery", 2), K("refused", "closed")),
        "open keruing door",
        (reply("You open keruing door.", "Millinery", 3), K("opened", "s")),
        notes="a game begun in the millinery, without a speech: south refused at the closed "
        "keruing door, then opened by its kind: the refusal cleared, south an open way to an "
        "unvisited room; the mirror and the empty display case are no ways",
    ),
    # ---- single rooms, each a game of its own
    item(
        room(
            "Laundry",
            "You arrive in a laundry. An ordinary kind of place. The room is well lit.\n\nYou "
            "see a washing machine. The washing machine is closed. You can make out an ironing "
            "board. On the ironing board you can see a shirt, a can of starch and a coin. You "
            "can see a basket. The basket is wicker. In the basket you make out a pile of "
            "socks. You rest your hand against a wall, but you miss the wall and fall onto a "
            "mangle.",
            "There is a closed bintangor door leading east. You need an unguarded exit? You "
            "should try going south.",
            1,
            "Welcome to TextWorld! Your task for today is simple: find the coin and pick it up.",
        ),
        R("laundry", "e s", closed="e", coin=True),
        notes="a coin on the ironing board among other things is a coin in the room; the "
        "bintangor door east is closed; the closed washing machine is no door",
    ),
    item(
        room(
            "Parlour",
            "You've entered a parlour.\n\nYou see a sofa. On the sofa you see a cushion and a "
            "newspaper. You make out a mantelpiece. On the mantelpiece you make out a clock, a "
            "china dog and a portrait of a banker counting his gold. You can see a bookcase. "
            "The bookcase is tall. But the thing is empty, unfortunately. Look over there! a "
            "piano. The piano is out of tune.",
            "There is an exit to the north. Don't worry, it is unblocked. There is an open "
            "pulai door leading west.",
            1,
            "Hey, thanks for coming over to the TextWorld today. First off, try to go north. "
            "And then, head north. Then, retrieve the coin from the floor of the attic. Got "
            "that? Good!",
        ),
        R("parlour", "n w"),
        notes="the speech puts the coin in the attic, not here; a portrait of a banker counting "
        "his gold is a picture; north (unblocked) and west (an open pulai door) are ways",
    ),
    item(
        (
            room(
                "Garage",
                "You find yourself in a garage. A typical one.\n\nYou see a workbench. On the "
                "workbench you can see a spanner, an oil can and a tin of screws. You can make "
                "out a car. The car is closed. You see a lawnmower. You see a shelf. On the "
                "shelf you make out a paint pot and a jar of nails.",
                "There is an unguarded exit to the east. There is an unblocked exit to the west.",
                4,
            ),
            R("garage", "e w"),
        ),
        "go north",
        (reply("You can't go that way.", "Garage", 5), K("refused")),
        notes="north refused (no exit); east and west are the ways; a closed car is no door of "
        "the room",
    ),
    item(
        room(
            "Cellar",
            "You are in a cellar. A normal one.\n\nYou can see a wine rack. On the wine rack "
            "you see eleven bottles and a candle stub. You see a barrel. The barrel is closed. "
            "You make out a second barrel. The second barrel is empty! What a waste of a day! "
            "You can make out a broken chair.",
            "There is a locked resak door leading south.",
            1,
            "Welcome to TextWorld! Find the coin, and take it.",
        ),
        R("cellar", "s", locked="s"),
        notes="the cellar's only way is a locked resak door: no action; closed barrels are no "
        "doors, no coin",
    ),
    item(
        (
            room(
                "Study",
                "You arrive in a study. A normal kind of place.\n\nYou see a desk. On the desk "
                "you can see a blotter, an inkwell and a letter opener. You make out a globe. "
                "You can see a bookcase. On the bookcase you see a row of atlases. What's that "
                "over there? It looks like it's a leather armchair.",
                "There is a closed chengal door leading north. There is an exit to the east. "
                "Don't worry, it is unguarded.",
                2,
            ),
            R("study", "n e", closed="n"),
        ),
        "go north",
        (reply("You have to open the chengal door first.", "Study", 3), K("refused", "closed")),
        "open chengal door",
        (reply("You open chengal door.", "Study", 4), K("opened", "n")),
        notes="the chengal door north refused, then opened by its kind (cleared); north and "
        "east are open ways",
    ),
    item(
        room(
            "Pantry",
            "You've entered a pantry.\n\nYou see a cupboard. The cupboard is open. In the "
            "cupboard you can see a jar of jam, a bag of flour and a coin. You make out a "
            "shelf. On the shelf you make out a tin of peaches and a loaf. You see a sack of "
            "potatoes.",
            "There is an open sepetir door leading east.",
            1,
            "It's time to explore the amazing world of TextWorld! There is a coin in this "
            "house. Find it and take it.",
        ),
        R("pantry", "e", coin=True),
        notes="a coin in an open cupboard, listed among its contents: a coin in the room",
    ),
    item(
        room(
            "Attic",
            "You find yourself in an attic. An ordinary one.\n\nYou see a chest. The chest is "
            "closed. You can make out a rocking horse. You see a trunk. On the trunk you can see "
            "an old hat and a photograph album. Oh wow! Is that what I think it is? It is! It's "
            "a dressmaker's dummy.",
            "There is an unblocked exit to the south. You need an unguarded exit? You should "
            "try going west.",
            6,
        ),
        R("attic", "s w"),
        notes="a closed chest whose contents are not given is no coin; south and west are ways",
    ),
    item(
        room(
            "Kitchen",
            "You arrive in a kitchen. A typical kind of place.\n\nYou see a closed fridge. You "
            "can make out an oven. Look over there! a table. The table is massive. On the table "
            "you see a knife, a red onion, a cookbook and a bowl of eggs. You can see a counter. "
            "On the counter you can make out a kettle and a bread bin. You see a stove. "
            "Unfortunately, there isn't a thing on it.",
            "There is an open pulai door leading west. You need an unblocked exit? You should "
            "try going north.",
            1,
            "Welcome to TextWorld! Somewhere in this house is a coin. Your objective is to find "
            "the coin and pick it up.",
        ),
        R("kitchen", "w n"),
        notes="a busy kitchen in TextWorld's sentences: no coin; the pulai door west is open, "
        "north an unblocked exit",
    ),
    item(
        room(
            "Vault",
            "You are in a vault. A normal kind of place.\n\nYou can make out a safe. The safe "
            "is closed. You see a table. On the table you see a ledger, a magnifying glass and a "
            "lamp. You make out a cabinet. The cabinet is locked.",
            "There is a closed sepetir door leading north. There is a locked mersawa door "
            "leading east. There is an open freijo door leading south. There is an unguarded "
            "exit to the west.",
            3,
        ),
        R("vault", "n e s w", closed="n", locked="e"),
        notes="four ways in three states: sepetir closed (open it), mersawa locked, freijo open, "
        "west unguarded; a closed safe and a locked cabinet are no doors and no coin",
    ),
    item(
        room(
            "Sun Room",
            "You find yourself in a sun room. A typical one. The room is well lit.\n\nYou see a "
            "wicker table. On the wicker table you can see a coin, a watering can and a pot of "
            "geraniums. You can see a wicker chair. Unfortunately, there isn't a thing on it. "
            "You make out a birdcage. The birdcage is empty! What a waste of a day!",
            "There is a locked balau door leading north. There is an exit to the east. Don't "
            "worry, it is unblocked.",
            1,
            "Welcome to TextWorld! There's a coin somewhere about. Find it and pick it up.",
        ),
        R("sun room", "n e", locked="n", coin=True),
        notes="a coin on the wicker table is a coin in the room; the balau door north is locked",
    ),
    item(
        (
            room(
                "Corridor",
                "You've entered a corridor.\n\nYou see a coat rack. On the coat rack you see a "
                "raincoat and an umbrella. You make out a side table. On the side table you can "
                "see a vase and a telephone.",
                "There is a locked keruing door leading east. There is an exit to the south. "
                "Don't worry, it is unguarded.",
                7,
            ),
            R("corridor", "e s", locked="e"),
        ),
        "go east",
        (
            reply("You have to unlock the keruing door first.", "Corridor", 8),
            K("refused", "locked"),
        ),
        "look",
        (
            room(
                "Corridor",
                "You've entered a corridor.\n\nYou see a coat rack. On the coat rack you see a "
                "raincoat and an umbrella. You make out a side table. On the side table you can "
                "see a vase and a telephone.",
                "There is a locked keruing door leading east. There is an exit to the south. "
                "Don't worry, it is unguarded.",
                9,
            ),
            R("corridor", "e s", locked="e"),
        ),
        notes='a locked keruing door refused ("You have to unlock ..."); the look shows it '
        "still locked: refused stays, no open; south is the way",
    ),
    item(
        (
            room(
                "Scullery",
                "You arrive in a scullery. An ordinary kind of place.\n\nYou see a sink. On the "
                "sink you see a scrubbing brush and a bar of soap. You can make out a mangle. "
                "You see a rack. On the rack you can see three plates and a colander.",
                "There is an exit to the north. Don't worry, it is unblocked.",
                8,
                coin="There is a coin on the floor.",
            ),
            R("scullery", "n", coin=True),
        ),
        "take coin",
        (ending("Scullery", 8), K("took")),
        actions=[],
        notes="TextWorld's ending after the coin in a busy scullery: the game is over, no action",
    ),
]
