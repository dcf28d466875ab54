"""history, forty-seventh round: 3-8 turn walks on three small symmetric tree maps, each printed in
a manner no earlier walk used: map A, a base on the Moon told by mission control's voice loop to the
one astronaut inside ("CAPCOM: Copy, Harlan, we show you in the suit room.\n... The hatch north to
the rover bay is closed. The galley is through the passage east, no hatch. The hatch west to the
reactor room is locked. Leave it alone. Over.", a silver balboa coin by the lettuce trays in the
greenhouse; "CAPCOM: Negative, Harlan, that hatch is closed. Open it first. Over.", "CAPCOM: Copy,
hatch open. Over.", "CAPCOM: Negative. The reactor room hatch is locked. ...", "CAPCOM: We see
you've got the balboa. ...", "CAPCOM: Negative, Harlan. There's nothing that way but regolith ...");
map B, a museum of clocks at night told by a heist crew's voice in the player's earpiece ("VOSS (in
your ear): Okay, you're in the long gallery.\n... The door north to the conservation room is shut.
The watch room's through the arch to the east. The director's office is west, and it's locked. ...",
a silver carlino coin on the rim of an orrery; "VOSS: Door's shut. Open it. Quietly.", "VOSS: Nice.
It's open.", "VOSS: That's the director's office. Locked, and it's wired to the alarm. Leave it.",
"VOSS: That's the carlino. Pocket it and let's go.", "VOSS: Nothing that way but a wall of clocks.
..."); map C, a menagerie in a handheld console's text boxes ("LION HOUSE\nThe old lion is asleep on
his rock.\nNORTH: a door to the KEEPER'S LODGE. It's shut!\nEAST: the PARROT HOUSE.\nWEST: a door to
the SEED STORE. It's locked!\n▼", "There's a 1 SUCRE COIN on the ground!"; "The door is
shut!\nYou'll have to open it.▼", "You opened the door!▼", "It's locked tight!\nThe keeper has the
key.▼", "You got a 1 SUCRE COIN!▼", "Hmm... There's a fence in the way!▼"); coins taken, doors
refused, opened and walked through, locked doors refused and left, refusals at no exit left behind,
returns to the first room and to rooms between, some with an event of the turn; moves spelled `go
north`, `go south`, `go east`, `go west`, `open hatch`, `take coin`, `north`, `south`, `east`,
`west`, `open door`, `WALK NORTH`, `WALK SOUTH`, `WALK EAST`, `WALK WEST`, `OPEN DOOR`, `TAKE COIN`.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a base on the Moon: SUIT ROOM n ROVER BAY (a hatch, closed at first), e GALLEY (a
# passage), w the reactor room (locked); GALLEY n GREENHOUSE (an open hatch; a balboa coin).


def suit(hatch: str = "closed", event: str = "") -> tuple:
    text = (
        "CAPCOM: Copy, Harlan, we show you in the suit room.\nSuits hang on the wall like a row "
        "of sleeping astronauts, and the floor is grey with the dust you brought in. The hatch "
        f"north to the rover bay is {hatch}. The galley is through the passage east, no hatch. "
        "The hatch west to the reactor room is locked. Leave it alone. Over."
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "suit room",
            "n e w",
            closed="n" if hatch == "closed" else "",
            locked="w",
            leads={"n": "rover bay", "e": "galley"},
        ),
    )


def rover(hatch: str = "open") -> tuple:
    return (
        "CAPCOM: Copy, we show you in the rover bay.\nThe rover sits on its charging pad with "
        f"its wheels chocked. The hatch south to the suit room is {hatch}, and it's the only way "
        "out. Over.",
        R("rover bay", "s", closed="s" if hatch == "closed" else "", leads={"s": "suit room"}),
    )


def galley(event: str = "") -> tuple:
    text = (
        "CAPCOM: Copy, we show you in the galley.\nFood pouches in racks, a water dispenser, and "
        "a table the crew eat at in one-sixth gravity. The suit room is west, through the "
        "passage. The greenhouse is north, through an open hatch. Over."
    )
    if event:
        text += f"\n{event}"
    return (text, R("galley", "w n", leads={"w": "suit room", "n": "greenhouse"}))


def greenhouse(coin: bool = True) -> tuple:
    text = (
        "CAPCOM: Copy, we show you in the greenhouse.\nLettuce grows under pink lights, and "
        "tomatoes climb strings to the ceiling. The hatch south to the galley is open, and it's "
        "the only way out. Over."
    )
    if coin:
        text += (
            "\nCAPCOM: And Harlan, there's a coin on the floor by the lettuce trays: a silver "
            "balboa coin. Somebody's lucky piece. Over."
        )
    return (text, R("greenhouse", "s", coin=coin, leads={"s": "galley"}))


A_SHUT = (
    "CAPCOM: Negative, Harlan, that hatch is closed. Open it first. Over.",
    K("refused", "closed"),
)
A_LOCK = (
    "CAPCOM: Negative. The reactor room hatch is locked. Nobody goes in there till the next crew. "
    "Over.",
    K("refused", "locked"),
)
A_TOOK = ("CAPCOM: We see you've got the balboa. Nice find. Over.", K("took"))


def a_open(direction: str) -> tuple:
    return ("CAPCOM: Copy, hatch open. Over.", K("opened", direction))


# ---- map B, a museum of clocks: LONG GALLERY n CONSERVATION ROOM (a door, shut at first),
# e WATCH ROOM (an arch), w the director's office (locked); WATCH ROOM s ORRERY ROOM (an open
# doorway; a silver carlino coin).


def gallery(door: str = "shut", event: str = "") -> tuple:
    text = (
        "VOSS (in your ear): Okay, you're in the long gallery.\nLongcase clocks stand along both "
        "walls like sentries, every one of them stopped at a different time. The door north to "
        f"the conservation room is {door}. The watch room's through the arch to the east. The "
        "director's office is west, and it's locked. Don't even breathe on it."
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "long gallery",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "conservation room", "e": "watch room"},
        ),
    )


def conservation(door: str = "open", event: str = "") -> tuple:
    text = (
        "VOSS (in your ear): You're in the conservation room.\nA workbench, a magnifier on an "
        "arm, a clock movement laid out in pieces on a cloth. The door south to the long gallery "
        f"is {door}. Only way out."
    )
    if event:
        text += f"\n{event}"
    return (
        text,
        R(
            "conservation room",
            "s",
            closed="s" if door == "shut" else "",
            leads={"s": "long gallery"},
        ),
    )


def watch(event: str = "") -> tuple:
    text = (
        "VOSS (in your ear): You're in the watch room.\nPocket watches in glass cases, hundreds "
        "of them, all ticking at once. The long gallery is west, through the arch. The orrery "
        "room is south, through an open doorway."
    )
    if event:
        text += f"\n{event}"
    return (text, R("watch room", "w s", leads={"w": "long gallery", "s": "orrery room"}))


def orrery(coin: bool = True) -> tuple:
    text = (
        "VOSS (in your ear): You're in the orrery room.\nA brass orrery the size of a dinner "
        "table fills the room, planets on arms, the earth no bigger than a pea. The doorway north "
        "is the only way out."
    )
    if coin:
        text += (
            "\nVOSS: And there it is, on the orrery's rim: the silver carlino coin. Just lying "
            "there."
        )
    return (text, R("orrery room", "n", coin=coin, leads={"n": "watch room"}))


B_SHUT = ("VOSS: Door's shut. Open it. Quietly.", K("refused", "closed"))
B_LOCK = (
    "VOSS: That's the director's office. Locked, and it's wired to the alarm. Leave it.",
    K("refused", "locked"),
)
B_TOOK = ("VOSS: That's the carlino. Pocket it and let's go.", K("took"))


def b_open(direction: str) -> tuple:
    return ("VOSS: Nice. It's open.", K("opened", direction))


# ---- map C, a menagerie in a handheld game: LION HOUSE n KEEPER'S LODGE (a door, shut at first),
# e PARROT HOUSE, w the seed store (locked); PARROT HOUSE n AVIARY (a 1 sucre coin).

BOX = "▼"


def lion(door: str = "shut", event: str = "") -> tuple:
    state = "It's shut!" if door == "shut" else "It's open!"
    text = (
        "LION HOUSE\nThe old lion is asleep on his rock.\n"
        f"NORTH: a door to the KEEPER'S LODGE. {state}\nEAST: the PARROT HOUSE.\n"
        "WEST: a door to the SEED STORE. It's locked!\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + BOX,
        R(
            "lion house",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "keeper's lodge", "e": "parrot house", "w": "seed store"},
        ),
    )


def lodge(door: str = "open") -> tuple:
    state = "It's shut!" if door == "shut" else "It's open!"
    return (
        "KEEPER'S LODGE\nA kettle, a chair, and a map of the zoo on the wall.\n"
        f"SOUTH: a door to the LION HOUSE. {state}\n" + BOX,
        R(
            "keeper's lodge",
            "s",
            closed="s" if door == "shut" else "",
            leads={"s": "lion house"},
        ),
    )


def parrot(event: str = "") -> tuple:
    text = (
        "PARROT HOUSE\nHELLO! HELLO! say the parrots.\nWEST: the LION HOUSE.\nNORTH: the AVIARY.\n"
    )
    if event:
        text += f"{event}\n"
    return (text + BOX, R("parrot house", "w n", leads={"w": "lion house", "n": "aviary"}))


def aviary(coin: bool = True) -> tuple:
    text = "AVIARY\nFinches zip about under the big net.\nSOUTH: the PARROT HOUSE.\n"
    if coin:
        text += "There's a 1 SUCRE COIN on the ground!\n"
    return (text + BOX, R("aviary", "s", coin=coin, leads={"s": "parrot house"}))


C_SHUT = ("The door is shut!\nYou'll have to open it." + BOX, K("refused", "closed"))
C_LOCK = ("It's locked tight!\nThe keeper has the key." + BOX, K("refused", "locked"))
C_TOOK = ("You got a 1 SUCRE COIN!" + BOX, K("took"))


def c_open(direction: str) -> tuple:
    return ("You opened the door!" + BOX, K("opened", direction))


ITEMS = [
    # ---- map A
    item(
        suit(),
        "go east",
        galley(),
        "go north",
        greenhouse(),
        "take coin",
        A_TOOK,
        "go south",
        galley(),
        "go west",
        suit(
            event="CAPCOM: Be advised, the sun comes up over the crater rim in forty minutes. Over."
        ),
        notes="the coin taken in the greenhouse, back through the galley to the first room (no "
        "initial): east visited; the rover bay hatch north is closed and unexplored: open north; "
        "west locked",
    ),
    item(
        suit(),
        "go north",
        A_SHUT,
        "open hatch",
        a_open("north"),
        "go north",
        rover(),
        "go south",
        suit("open"),
        notes="the hatch refused as closed, opened by its kind, the rover bay visited and left: "
        "the first room again (no initial), north visited; the galley east is unexplored: go east",
    ),
    item(
        galley(),
        "go north",
        greenhouse(),
        "take coin",
        ("CAPCOM: Copy, coin recovered. Somebody's going to be very glad. Over.", K("took")),
        "go south",
        galley(event="CAPCOM: Your heart rate's up a little, Harlan. Take a breath. Over."),
        notes="begun in the galley: the coin taken, then back (no initial in the first room): "
        "north visited; the suit room west is unexplored: go west",
    ),
    item(
        suit(),
        "go west",
        A_LOCK,
        "go east",
        galley(),
        "go north",
        greenhouse(),
        "take coin",
        A_TOOK,
        notes="the reactor room refused as locked and left behind; the coin taken in the "
        "greenhouse (gone): its only way south is visited and initial: go south",
    ),
    item(
        rover("closed"),
        "go south",
        ("CAPCOM: Negative, that hatch is still closed. Over.", K("refused", "closed")),
        "open hatch",
        a_open("south"),
        "go south",
        suit("open"),
        "go east",
        galley(),
        "go west",
        suit("open", event="CAPCOM: Stand by, Harlan, we're switching antennas. Over."),
        notes="begun in the rover bay: its hatch refused, opened and walked through; the galley "
        "visited and left: in the suit room north is initial, north and east visited, west locked: "
        "go north, back the way the room was first entered",
    ),
    item(
        greenhouse(),
        "take coin",
        ("CAPCOM: Copy, you have the coin. Over.", K("took")),
        "go south",
        galley(),
        "go west",
        suit(),
        "go north",
        A_SHUT,
        "open hatch",
        a_open("north"),
        "go north",
        rover(),
        notes="begun in the greenhouse: the coin taken, through the galley and the suit room, "
        "the rover bay hatch refused, opened and walked through; the rover bay's only way south "
        "is visited and initial: go south",
    ),
    item(
        suit(),
        "go east",
        galley(),
        "go east",
        (
            "CAPCOM: Negative, Harlan. There's nothing that way but regolith and a great deal of "
            "vacuum. Over.",
            K("refused"),
        ),
        "go north",
        greenhouse(),
        "take coin",
        ("CAPCOM: Coin's in your pocket. Good work. Over.", K("took")),
        notes="a refusal toward no exit in the galley, left behind; the coin taken in the "
        "greenhouse: south visited and initial: go south",
    ),
    # ---- map B
    item(
        gallery(),
        "north",
        B_SHUT,
        "open door",
        b_open("north"),
        "north",
        conservation(),
        "south",
        gallery("open"),
        notes="the door refused as shut, opened, the conservation room visited and left: the "
        "first room again (no initial), north visited; the watch room east is unexplored: go "
        "east; west locked",
    ),
    item(
        gallery(),
        "east",
        watch(),
        "south",
        orrery(),
        "take coin",
        B_TOOK,
        "north",
        watch(),
        "west",
        gallery(),
        "west",
        B_LOCK,
        notes="the carlino taken, back to the first room; the director's door west refused as "
        "locked; east visited; the conservation room door north is shut and unexplored: open "
        "north",
    ),
    item(
        watch(),
        "south",
        orrery(),
        "take coin",
        ("VOSS: Got it? Good. Don't run.", K("took")),
        "north",
        watch(event="VOSS: Guard's on the stairs. You've got two minutes."),
        notes="begun in the watch room: the coin taken, back to the first room (no initial): "
        "south visited; the long gallery west is unexplored: go west",
    ),
    item(
        orrery(),
        "take coin",
        ("VOSS: That's the one. Pocket it.", K("took")),
        "north",
        watch(),
        "west",
        gallery(),
        "north",
        B_SHUT,
        "open door",
        b_open("north"),
        "north",
        conservation(),
        notes="begun in the orrery room: the coin taken, through the watch room into the long "
        "gallery, the door north refused, opened and walked through; the conservation room's "
        "only way south is visited and initial: go south",
    ),
    item(
        conservation("shut"),
        "south",
        ("VOSS: It's shut. Open it, slowly, it squeaks.", K("refused", "closed")),
        "open door",
        b_open("south"),
        "south",
        gallery("open"),
        "east",
        watch(),
        "south",
        orrery(),
        "take coin",
        ("VOSS: Beautiful. That's the carlino. Now walk, don't run.", K("took")),
        notes="begun in the conservation room: its door refused, opened, walked through; the "
        "coin taken in the orrery room: north visited and initial: go north",
    ),
    item(
        gallery(),
        "east",
        watch(),
        "north",
        ("VOSS: Nothing that way but a wall of clocks. Don't touch them.", K("refused")),
        "west",
        gallery(event="VOSS: Somewhere downstairs a door bangs. Wait. ... Okay. Keep going."),
        notes="a refusal toward no exit in the watch room, left behind; the first room again "
        "(no initial): east visited; the conservation room door north is shut: open north",
    ),
    item(
        gallery(),
        "east",
        watch(),
        "south",
        orrery(),
        "take coin",
        B_TOOK,
        "north",
        watch(),
        "west",
        gallery(),
        "north",
        B_SHUT,
        "open door",
        b_open("north"),
        "north",
        conservation(event="VOSS: A clock downstairs strikes three. Hurry it up."),
        notes="an eight-turn walk: the coin taken, the long gallery again, the door north "
        "refused, opened and walked through; the conservation room's only way south is visited "
        "and initial: go south",
    ),
    # ---- map C
    item(
        lion(),
        "WALK EAST",
        parrot(),
        "WALK NORTH",
        aviary(),
        "TAKE COIN",
        C_TOOK,
        "WALK SOUTH",
        parrot(event="A parrot says HELLO! again."),
        notes="the sucre coin taken in the aviary, back in the parrot house: west initial, west "
        "and north visited: all_visited, go west",
    ),
    item(
        lion(),
        "WALK NORTH",
        C_SHUT,
        "OPEN DOOR",
        c_open("north"),
        "WALK NORTH",
        lodge(),
        "WALK SOUTH",
        lion("open"),
        "WALK EAST",
        parrot(),
        notes="the lodge door refused, opened, the lodge visited and left; in the parrot house "
        "west is visited and initial; the aviary north is unexplored: go north",
    ),
    item(
        parrot(),
        "WALK WEST",
        lion(),
        "WALK WEST",
        C_LOCK,
        "WALK NORTH",
        C_SHUT,
        "OPEN DOOR",
        c_open("north"),
        "WALK NORTH",
        lodge(),
        notes="begun in the parrot house; in the lion house the seed store refused as locked and "
        "the lodge door as shut, then opened and walked through; the lodge's only way south is "
        "visited and initial: go south",
    ),
    item(
        aviary(),
        "TAKE COIN",
        ("You got a 1 SUCRE COIN! It's shiny!" + BOX, K("took")),
        "WALK SOUTH",
        parrot(),
        "WALK WEST",
        lion(),
        notes="begun in the aviary: the coin taken; in the lion house east is visited and "
        "initial; the lodge door north is shut and unexplored: open north; the seed store is "
        "locked",
    ),
    item(
        lion(),
        "WALK EAST",
        parrot(),
        "WALK EAST",
        ("Hmm... There's a fence in the way!" + BOX, K("refused")),
        "WALK WEST",
        lion(event="The lion yawns! What big teeth!"),
        notes="a refusal at a fence in the parrot house, left behind; the first room again (no "
        "initial): east visited; the lodge door north is shut: open north",
    ),
    item(
        lodge("shut"),
        "WALK SOUTH",
        ("The door is shut!\nOpen it first!" + BOX, K("refused", "closed")),
        "OPEN DOOR",
        c_open("south"),
        "WALK SOUTH",
        lion("open"),
        "WALK EAST",
        parrot(),
        "WALK NORTH",
        aviary(),
        "TAKE COIN",
        C_TOOK,
        "WALK SOUTH",
        parrot(event="The parrots are asleep! Shh!"),
        notes="begun in the lodge: its door refused, opened, walked through; the coin taken in "
        "the aviary; in the parrot house west is initial, west and north visited: all_visited, "
        "go west",
    ),
]
