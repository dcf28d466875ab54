"""history, thirty-first round: 2-8 turn walks (most of them returning to a room) on three small
symmetric tree maps, each printed in a manner no earlier walk used. Map A, an opal-mining town in
a pay-per-message SMS adventure ("MAIN ST\nDUST, SUN, A DOG ASLEEP UNDER A UTE. EXITS: N E S W.
DOOR E (DUGOUT) SHUT. DOOR W (STORE) LOCKED TIL 4.\nTXT N/S/E/W, OPEN, TAKE"; "DOOR SHUT. OPEN
IT 1ST.", "DOOR OPEN.", "GOT IT: 20C COIN.", "STORE LOCKED. SIESTA TIL 4."; an underground
church, a dugout and its back room, a noodling heap with an old penny). Map B, a woodcutter's
cottage told as a fairy tale in the third person past ("Once upon a time ...", "Greta was in
the kitchen.", "The west wall was all oven"; "The woodshed door was shut, and Greta could not
walk through a shut door.", "Greta opened the woodshed door, and it creaked like an old man's
knees.", "Greta picked up the sixpence and put it in her apron pocket.", "The forest gate was
locked, and shake it as she might, it would not open."; a crooked sixpence on the chopping
block, a silver penny on the well's rim). Map C, a drive-in cinema played by a stream's chat
("[GAME] == The Lot ==", "[GAME] Exits: north, east, south, west", "[CHAT] popcorn_ghost: grab
the coin lol" where there is none, "[BOT] winning vote: !e (9)"; "[GAME] The booth door is
closed.", "[GAME] You open the booth door.", "[GAME] You pocket the quarter.", "[GAME] The
highway gate is locked."; a quarter on the snack bar's counter, a dime in the gravel under the
screen). Coins taken, doors refused, opened (by direction and by name) and walked through,
locked doors refused, refusals left in an earlier room; moves spelled `N`, `E`, `S`, `W`, `OPEN
E`, `TAKE COIN`, `GET COIN`, `e`, `south`, `go east`, `walk west`, `open woodshed door`, `take
coin`, `pick up the penny`, `!n`, `!e`, `!w`, `!s`, `!open west`, `!take coin`. The walks are
printed from one map each by functions, so a room reads the same on every visit (save the
stream's chat and vote lines); where two walks end in the same room in the same state, the last
text carries an event of that turn or another chat line. What a person reads in each text is
declared beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A: the SMS adventure. MAIN ST n UNDERGROUND CHURCH, e DUGOUT (door, shut at first),
# s NOODLING HEAP (an old penny), w STORE (locked; never entered); DUGOUT n BACK ROOM (a 20c
# coin).
TXT = "TXT N/S/E/W, OPEN, TAKE"


def sms(text: str) -> str:
    return f"{text}\n{TXT}"


def main_st(door_open: bool = False, event: str = "") -> tuple:
    door = "OPEN" if door_open else "SHUT"
    extra = f" {event}" if event else ""
    return (
        sms(
            "MAIN ST\nDUST, SUN, A DOG ASLEEP UNDER A UTE. EXITS: N E S W. DOOR E (DUGOUT) "
            f"{door}. DOOR W (STORE) LOCKED TIL 4.{extra}"
        ),
        R(
            "main st",
            "n e s w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "underground church", "e": "dugout", "s": "noodling heap"},
        ),
    )


def church() -> tuple:
    return (
        sms("UNDERGROUND CHURCH\nCUT OUT OF THE SANDSTONE. PEWS, A CANDLE, COOL AIR. EXITS: S."),
        R("underground church", "s", leads={"s": "main st"}),
    )


def dugout(event: str = "") -> tuple:
    extra = f" {event}" if event else ""
    return (
        sms(f"DUGOUT\nWHITE WALLS, A FRIDGE, NO WINDOWS. EXITS: W N. DOOR W OPEN.{extra}"),
        R("dugout", "w n", leads={"w": "main st", "n": "back room"}),
    )


def back_room(coin: bool = True, event: str = "") -> tuple:
    items = "20C COIN" if coin else "NONE"
    extra = f" {event}" if event else ""
    return (
        sms(f"BACK ROOM\nA BED CUT INTO THE ROCK. EXITS: S. ITEMS: {items}.{extra}"),
        R("back room", "s", coin=coin, leads={"s": "dugout"}),
    )


def heap(coin: bool = True) -> tuple:
    items = "OLD PENNY" if coin else "NONE"
    return (
        sms(f"NOODLING HEAP\nA WHITE HILL OF MULLOCK. EXITS: N. ITEMS: {items}."),
        R("noodling heap", "n", coin=coin, leads={"n": "main st"}),
    )


A_SHUT = (sms("DOOR SHUT. OPEN IT 1ST."), K("refused", "closed"))
A_OPEN = (sms("DOOR OPEN."), K("opened"))
A_LOCKED = (sms("STORE LOCKED. SIESTA TIL 4."), K("refused", "locked"))


def a_got(what: str) -> tuple:
    return (sms(f"GOT IT: {what}."), K("took"))


# ---- map B: the fairy tale. kitchen s garden, e woodshed (door, shut at first; a crooked
# sixpence); garden w well yard (a silver penny; the forest gate south locked). The kitchen's
# west wall is the oven.
ONCE = (
    "Once upon a time, at the edge of a great forest, there lived a woodcutter's daughter "
    "called Greta.\n\n"
)


def b_kitchen(door_open: bool = False, intro: bool = False, event: str = "") -> tuple:
    door = "stood open" if door_open else "was shut"
    extra = f" {event}" if event else ""
    return (
        (ONCE if intro else "")
        + "Greta was in the kitchen. The fire had burned low, and a pot of porridge sat cooling "
        f"on the hearth. The garden door, south, stood open; the woodshed door, east, {door}. "
        f"The west wall was all oven, warm as a loaf.{extra}",
        R(
            "kitchen",
            "s e",
            closed="" if door_open else "e",
            leads={"s": "garden", "e": "woodshed"},
        ),
    )


def woodshed(coin: bool = True) -> tuple:
    piece = " On the chopping block lay a crooked sixpence." if coin else ""
    return (
        "Greta was in the woodshed. Logs were stacked to the rafters, and an axe stood in the "
        f"chopping block. The only door was the one to the west.{piece}",
        R("woodshed", "w", coin=coin, leads={"w": "kitchen"}),
    )


def garden(event: str = "") -> tuple:
    extra = f" {event}" if event else ""
    return (
        "Greta was in the garden. Cabbages grew in rows as straight as soldiers. The kitchen "
        f"door was north, and a little gate in the hedge, west, led to the well yard.{extra}",
        R("garden", "n w", leads={"n": "kitchen", "w": "well yard"}),
    )


def well_yard(coin: bool = True) -> tuple:
    piece = " A silver penny lay on the well's rim." if coin else ""
    return (
        "Greta was in the well yard. The well was deep and dark, and the bucket hung over it on "
        "its rope. The gate to the garden was east. The gate to the forest, south, was locked, "
        f"and the old woman kept the key.{piece}",
        R("well yard", "e s", locked="s", coin=coin, leads={"e": "garden"}),
    )


B_SHUT = (
    "The woodshed door was shut, and Greta could not walk through a shut door.",
    K("refused", "closed"),
)
B_OPEN = (
    "Greta opened the woodshed door, and it creaked like an old man's knees.",
    K("opened", "e"),
)
B_SIXPENCE = ("Greta picked up the sixpence and put it in her apron pocket.", K("took"))
B_PENNY = ("Greta picked up the silver penny and kissed it for luck.", K("took"))
B_GATE = (
    "The forest gate was locked, and shake it as she might, it would not open.",
    K("refused", "locked"),
)


# ---- map C: the drive-in, played by a stream's chat. The Lot n Screen Base (a dime), e Snack
# Bar (a quarter), w Projection Booth (door, closed at first), s highway gate (locked).
def stream(game: list[str], chat: str, vote: str = "") -> str:
    lines = [f"[GAME] {line}" for line in game]
    lines.append(f"[CHAT] {chat}")
    if vote:
        lines.append(f"[BOT] winning vote: {vote}")
    return "\n".join(lines)


def lot(chat: str, vote: str = "", door_open: bool = False) -> tuple:
    door = "open" if door_open else "closed"
    return (
        stream(
            [
                "== The Lot ==",
                "Rows of empty cars face the dark screen to the north. The snack bar glows to "
                f"the east; the projection booth's steel door, west, is {door}. The highway "
                "gate, south, is locked.",
                "Exits: north, east, south, west",
            ],
            chat,
            vote,
        ),
        R(
            "the lot",
            "n e s w",
            closed="" if door_open else "w",
            locked="s",
            leads={"n": "screen base", "e": "snack bar", "w": "projection booth"},
        ),
    )


def snack_bar(chat: str, vote: str, coin: bool = True) -> tuple:
    piece = " A quarter lies on the counter." if coin else ""
    return (
        stream(
            [
                "== Snack Bar ==",
                f"Hot dogs turn on their rollers behind the glass.{piece}",
                "Exits: west",
            ],
            chat,
            vote,
        ),
        R("snack bar", "w", coin=coin, leads={"w": "the lot"}),
    )


def screen_base(chat: str, vote: str, coin: bool = True) -> tuple:
    piece = " A dime glints in the gravel." if coin else ""
    return (
        stream(
            [
                "== Screen Base ==",
                f"The screen towers overhead, blank and grey.{piece}",
                "Exits: south",
            ],
            chat,
            vote,
        ),
        R("screen base", "s", coin=coin, leads={"s": "the lot"}),
    )


def booth(chat: str, vote: str) -> tuple:
    return (
        stream(
            [
                "== Projection Booth ==",
                "Two projectors stand cold, a reel of film on each.",
                "Exits: east",
            ],
            chat,
            vote,
        ),
        R("projection booth", "e", leads={"e": "the lot"}),
    )


def c_reply(text: str, chat: str, vote: str, reading: K) -> tuple:
    return (stream([text], chat, vote), reading)


ITEMS = [
    # ---- map A: the SMS adventure ----
    item(
        main_st(),
        "E",
        A_SHUT,
        "OPEN E",
        A_OPEN,
        "E",
        dugout(),
        "N",
        back_room(),
        notes="the dugout door refused as shut, opened and walked through, then north to the "
        "back room, whose 20c coin is a coin: take it",
    ),
    item(
        main_st(),
        "S",
        heap(),
        "TAKE COIN",
        a_got("OLD PENNY"),
        "N",
        main_st(),
        "N",
        church(),
        notes="the old penny taken on the heap, back through Main St to the underground church, "
        "whose only way south leads to Main St: go south",
    ),
    item(
        main_st(),
        "N",
        church(),
        "S",
        main_st(),
        "W",
        A_LOCKED,
        notes="a loop to the church and back, then the store refused as locked: refused(west), "
        "north visited; the dugout door east shut, the heap south not yet",
    ),
    item(
        main_st(),
        "OPEN E",
        A_OPEN,
        "E",
        dugout(),
        "W",
        main_st(door_open=True),
        "S",
        heap(),
        notes="the dugout door opened, the dugout seen and left, then south to the heap, whose "
        "old penny is a coin: take it",
    ),
    item(
        main_st(),
        "E",
        A_SHUT,
        "OPEN E",
        A_OPEN,
        "E",
        dugout(),
        notes="the dugout: west is the way in (visited), the back room north not yet: go north",
    ),
    item(
        main_st(),
        "OPEN E",
        A_OPEN,
        "E",
        dugout(),
        "N",
        back_room(),
        "GET COIN",
        a_got("20C COIN"),
        "S",
        dugout(event="A ROAD TRAIN RUMBLES PAST UP ON THE HILL."),
        notes="a loop: the 20c coin got in the back room and the dugout seen again (the road "
        "train an event of the turn): both ways visited, the way back is west",
    ),
    item(
        main_st(),
        "N",
        church(),
        "S",
        main_st(),
        "S",
        heap(),
        "TAKE COIN",
        a_got("OLD PENNY"),
        "N",
        main_st(event="THE DOG HAS MOVED INTO THE SHADE."),
        "OPEN E",
        A_OPEN,
        "E",
        dugout(),
        "N",
        back_room(event="A GECKO RUNS UP THE WALL."),
        notes="an eight-turn walk: the church and back, the penny taken on the heap, back to "
        "Main St, the dugout door opened, through the dugout to the back room (the gecko an "
        "event of the turn), whose 20c coin is a coin: take it",
    ),
    # ---- map B: the fairy tale ----
    item(
        b_kitchen(intro=True),
        "e",
        B_SHUT,
        "open woodshed door",
        B_OPEN,
        "go east",
        woodshed(),
        notes="a fairy tale in the third person past (Greta is the player): the woodshed door "
        "refused as shut, opened by its name and walked through; a crooked sixpence: take it",
    ),
    item(
        b_kitchen(intro=True),
        "south",
        garden(),
        "walk west",
        well_yard(),
        "pick up the penny",
        B_PENNY,
        "south",
        B_GATE,
        notes="the penny taken in the well yard, then the forest gate refused as locked: no "
        "open; the only other way, east, is back to the garden",
    ),
    item(
        b_kitchen(),
        "south",
        garden(),
        "north",
        b_kitchen(event="Somewhere in the forest a wolf howled."),
        notes="to the garden and back (the wolf an event of the turn): south visited, the "
        "woodshed door east still shut: open it",
    ),
    item(
        b_kitchen(),
        "open woodshed door",
        B_OPEN,
        "e",
        woodshed(),
        "take coin",
        B_SIXPENCE,
        "w",
        b_kitchen(door_open=True, event="The porridge had gone quite cold."),
        notes="the sixpence taken in the woodshed and the kitchen seen again with its door "
        "open: east visited, the garden south not yet",
    ),
    item(
        b_kitchen(),
        "west",
        ("The oven was in the way, and it was hot.", K("refused")),
        "south",
        garden(),
        notes="a refusal at the oven left in the kitchen, then the garden: north is the way "
        "in, the gate west not yet",
    ),
    item(
        b_kitchen(),
        "s",
        garden(),
        "w",
        well_yard(),
        "take coin",
        B_PENNY,
        "e",
        garden(event="A blackbird sang in the hedge."),
        notes="a loop: the penny taken and the garden seen again (the blackbird an event of "
        "the turn): both ways visited, the way back north to the kitchen",
    ),
    item(
        b_kitchen(),
        "south",
        garden(),
        "west",
        well_yard(),
        "pick up the penny",
        B_PENNY,
        "east",
        garden(),
        "north",
        b_kitchen(),
        notes="a five-turn walk back to the kitchen: south visited, the woodshed door east "
        "still shut: open east",
    ),
    # ---- map C: the drive-in, played by a stream ----
    item(
        lot("moth_queen: this drive-in is so cosy"),
        "!w",
        c_reply("The booth door is closed.", "reelwolf: OPEN IT", "!w (7)", K("refused", "closed")),
        "!open west",
        c_reply("You open the booth door.", "moth_queen: yesss", "!open west (11)", K("opened")),
        "!w",
        booth("popcorn_ghost: look at those old projectors", "!w (8)"),
        notes="the chat and the bot's vote lines are not the game's: the booth door refused "
        "as closed, opened and walked through; the booth's only way east is back to the lot",
    ),
    item(
        lot("reelwolf: snacks first"),
        "!e",
        snack_bar("moth_queen: a quarter!!", "!e (12)"),
        "!take coin",
        c_reply("You pocket the quarter.", "reelwolf: rich", "!take coin (15)", K("took")),
        "!w",
        lot("popcorn_ghost: now the booth", "!w (6)"),
        notes="the quarter pocketed in the snack bar and the lot seen again: east visited, the "
        "booth door west closed, the gate south locked, the screen north not yet",
    ),
    item(
        lot("moth_queen: go see the screen"),
        "!n",
        screen_base("popcorn_ghost: it's huge", "!n (10)"),
        "!take coin",
        c_reply(
            "You pocket the dime.", "reelwolf: ten cents, we're rich", "!take coin (9)", K("took")
        ),
        "!s",
        lot("moth_queen: highway next?", "!s (5)"),
        "!s",
        c_reply(
            "The highway gate is locked.", "reelwolf: called it", "!s (8)", K("refused", "locked")
        ),
        notes="the dime taken, back to the lot, then the highway gate refused as locked: "
        "refused(south), no open; the snack bar east, the booth door west closed",
    ),
    item(
        lot("popcorn_ghost: booth booth booth"),
        "!open west",
        c_reply("You open the booth door.", "popcorn_ghost: nice", "!open west (13)", K("opened")),
        "!w",
        booth("moth_queen: spooky", "!w (9)"),
        "!e",
        lot("reelwolf: snack bar now", "!e (7)", door_open=True),
        "!e",
        snack_bar("popcorn_ghost: grab the coin lol", "!e (10)"),
        notes="through the booth and back, then east to the snack bar, where a quarter lies on "
        "the counter: take it",
    ),
    item(
        lot("reelwolf: screen first"),
        "!n",
        screen_base("moth_queen: dime!", "!n (11)"),
        "!take coin",
        c_reply("You pocket the dime.", "popcorn_ghost: ok now where", "!take coin (6)", K("took")),
        notes="the dime taken at the screen base, whose only way south is back to the lot: "
        "go south",
    ),
    item(
        lot("moth_queen: let's do a lap"),
        "!e",
        snack_bar("reelwolf: quarter", "!e (8)"),
        "!take coin",
        c_reply("You pocket the quarter.", "moth_queen: ka-ching", "!take coin (12)", K("took")),
        "!w",
        lot("popcorn_ghost: north now", "!w (5)"),
        "!n",
        screen_base("reelwolf: the dime too", "!n (9)"),
        "!take coin",
        c_reply("You pocket the dime.", "moth_queen: greedy", "!take coin (10)", K("took")),
        "!s",
        lot("popcorn_ghost: grab the coin lol", "!s (4)"),
        notes="a six-turn lap: both coins taken, the lot seen again (no coin in it, whatever "
        "the chat says): north and east visited, the booth door west closed, the gate locked",
    ),
]
