"""inform7, thirty-eighth round: the coin game's situation in Inform 7's defaults. Seven walks (1-4
turns) on a student house share (a Hall whose lounge is "through the open door to the west", whose
door to Priya's room east "is closed; a sign on it says KNOCK FIRST" and whose front door south "is
mortice-locked: the landlord has the only mortice key"; a Kitchen whose back door east "is standing
ajar"; a Back Yard with "a bicycle pump and a pound coin"; Priya's Room with "a money box (closed)";
a Lounge): "(first opening the door to Priya's room)" and the room, "You open the door to Priya's
room. Fairy lights blink inside.", "The front door is mortice-locked, and Mr Dhillon has the only
key.", "You prise the pound coin out from between the slabs.", returns with an event of the turn;
single rooms: a bin store, a leisure centre's changing room with "an open locker (in which is a
twenty-pence piece)", a tennis court, a community centre whose stage fills the north end, a
cul-de-sac, a holiday cottage's pound coin left by the last guests, a fish and chip shop, a charity
shop's "till (closed)" and saucer of buttons, a spectators' gallery whose only way is down, a hen
run's nesting box with an old farthing, an underpass, a boating lake whose boats are all chained, a
putting green. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the house share: Hall n Kitchen, e Priya's Room (door closed at first), w Lounge,
# s the front door (locked); Kitchen e Back Yard (the pound coin).


def hall(priya_open: bool = False, event: str = "") -> tuple:
    priya = (
        "The door to Priya's room, to the east, stands open."
        if priya_open
        else "The door to Priya's room, to the east, is closed; a sign on it says KNOCK FIRST."
    )
    text = (
        "Hall\nA narrow hall with a bike propped against the radiator and a heap of post that "
        "nobody has opened. The kitchen is north of here, and the lounge is through the open "
        f"door to the west. {priya} The front door, to the south, is mortice-locked: the "
        "landlord has the only mortice key.\n\nYou can see a bike and a heap of post here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "hall",
            "n e w s",
            closed="" if priya_open else "e",
            locked="s",
            leads={"n": "kitchen", "e": "priya's room", "w": "lounge"},
        ),
    )


def kitchen(event: str = "") -> tuple:
    text = (
        "Kitchen\nEvery surface is covered with somebody else's washing-up. The back door, to "
        "the east, is standing ajar, and the hall is south.\n\nOn the table are a pizza box and a "
        "bottle of ketchup."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("kitchen", "e s", leads={"e": "back yard", "s": "hall"}))


def back_yard(coin: bool = True) -> tuple:
    things = "a bicycle pump and a pound coin" if coin else "a bicycle pump"
    return (
        "Back Yard\nWheelie bins, a broken barbecue and a washing line strung between the "
        "drainpipe and a fence post. The kitchen is west, through the back door.\n\nYou can see "
        f"{things} here.",
        R("back yard", "w", coin=coin),
    )


PRIYA_BODY = (
    "Priya's Room\nPosters, fairy lights and a desk buried under lecture notes. The only door "
    "is west.\n\nOn the desk is a money box (closed)."
)
PRIYA = R("priya's room", "w")
LOUNGE = (
    "Lounge\nThree sofas that don't match and a television the size of a door. The hall is "
    "east.\n\nYou can see a games console here.",
    R("lounge", "e", leads={"e": "hall"}),
)

ITEMS = [
    # ---- walks on the house share ----
    item(
        hall(),
        "east",
        (f"(first opening the door to Priya's room)\n\n{PRIYA_BODY}", PRIYA),
        notes="Inform's implicit open and the move in one text: Priya's room, whose only door "
        "west leads to the hall just left; a money box (closed) shows no coin: every way "
        "visited, go back west",
    ),
    item(
        hall(),
        "north",
        kitchen(),
        "east",
        back_yard(),
        notes="north and through the back door (standing ajar: open) into the back yard; a "
        "pound coin lies here: take it",
    ),
    item(
        hall(),
        "south",
        (
            "The front door is mortice-locked, and Mr Dhillon has the only key.",
            K("refused", "locked"),
        ),
        "west",
        LOUNGE,
        notes="the locked front door refused in the hall, then west into the lounge: its one "
        "way east is the way in, visited: go back east",
    ),
    item(
        hall(),
        "west",
        LOUNGE,
        "east",
        hall(event="Someone upstairs puts on the same song for the third time."),
        notes="back in the hall from the lounge: west visited; north unexplored and Priya's "
        "door east closed (open it); the front door locked",
    ),
    item(
        kitchen(),
        "south",
        hall(),
        "north",
        kitchen(event="The fridge shudders and goes quiet."),
        notes="a walk begun in the kitchen (no initial in the first room); south to the hall "
        "and back: south visited, the back yard east not yet",
    ),
    item(
        hall(),
        "north",
        kitchen(),
        "east",
        back_yard(),
        "take coin",
        ("You prise the pound coin out from between the slabs.", K("took")),
        "west",
        kitchen(event="The washing machine lurches into its spin cycle."),
        notes="the pound coin taken in the back yard and back to the kitchen: east visited, "
        "south the way in and visited: every way visited, go back south",
    ),
    item(
        hall(),
        "open east",
        ("You open the door to Priya's room. Fairy lights blink inside.", K("opened")),
        "east",
        (PRIYA_BODY, PRIYA),
        "west",
        hall(priya_open=True),
        notes="Priya's door opened and her room seen, then back to the hall, the door now "
        "standing open: east visited; north and west unexplored; the front door locked",
    ),
    # ---- single rooms ----
    item(
        "Bin Store\nA brick enclosure behind the flats, with four wheelie bins and a recycling "
        "cage. The gate to the north is standing wide, and a gap to the east leads to the car "
        "park.\n\nYou can see a flattened cardboard box and a copper one-penny piece here.",
        R("bin store", "n e", coin=True),
        notes="not a house: a gate 'standing wide' is open; a one-penny piece is a coin: take it",
    ),
    item(
        "Changing Room\nLockers along one wall and a slatted bench down the middle. The pool is "
        "through the footbath to the north. The door marked STAFF, to the east, is locked.\n\n"
        "You can see an open locker (in which is a twenty-pence piece) here.",
        R("changing room", "n e", locked="e", coin=True),
        notes="a leisure centre: a twenty-pence piece in an open locker whose contents are "
        "listed is a coin in the room: take it; the STAFF door is locked",
    ),
    item(
        "Tennis Court\nThe net sags in the middle like a hammock. The gate in the wire fence, to "
        "the south, is open wide; the clubhouse is west.\n\nYou can see three tennis balls and a "
        "silver coin here.",
        R("tennis court", "s w", coin=True),
        notes="a gate 'open wide' and the clubhouse west are exits; a silver coin lies here: "
        "take it",
    ),
    item(
        "Community Centre\nStacking chairs, a tea urn, and a stage that fills the north end, its "
        "curtains drawn. The main doors are south. The door to the toilets, east, is closed.\n\n"
        "You can see a raffle drum here.",
        R("community centre", "s e", closed="e"),
        notes="the stage is part of the hall, no way north; the main doors south (state not "
        "given: open) and a closed door east: go south or open east; no coin",
    ),
    item(
        "Cul-de-sac\nSix identical houses round a turning circle. The road runs out south to "
        "the main road; everywhere else is somebody's front garden.\n\nYou can see a LOST CAT "
        "poster on a lamp post here.",
        R("cul-de-sac", "s"),
        notes="not a house: the only way is the road south; the front gardens are no ways: go "
        "south",
    ),
    item(
        "Holiday Cottage\nA wood burner, a welcome folder and a visitors' book full of "
        "complaints about the parking. You can go east or west.\n\nThe garden door, to the west, "
        "is closed.\n\nOn the mantelpiece are a box of matches and a pound coin left by the last "
        "guests.",
        R("holiday cottage", "e w", closed="w", coin=True),
        notes="Inform's 'You can go east or west.' and the garden door's state in a later "
        "paragraph (closed); a pound coin left on the mantelpiece lies here: take it",
    ),
    item(
        "Fish and Chip Shop\nThe fryers hiss behind the counter. The street door is south, and "
        "a door behind the counter, to the north, says STAFF ONLY. It is closed.\n\nOn the "
        "counter are a jar of pickled eggs, a salt shaker and a ten-cent coin.",
        R("fish and chip shop", "s n", closed="n", coin=True),
        notes="'It is closed.' in a sentence of its own is the STAFF ONLY door's state; a "
        "ten-cent coin on the counter (listed as on it): take it",
    ),
    item(
        "Charity Shop\nRails of coats, a shelf of jigsaws with pieces missing, and a basket of "
        "odd socks. You can go north (to the back room) or south (to the high street).\n\nYou can "
        "see a till (closed) and a saucer (in which are some buttons) here.",
        R("charity shop", "n s", leads={"n": "back room", "s": "high street"}),
        notes="a closed till shows no coin and the saucer holds buttons: no coin; exits north "
        "and south with their destinations",
    ),
    item(
        "Spectators' Gallery\nTiered benches look down on the pool through a wall of glass. The "
        "only way out is down the steps.\n\nYou can see a vending machine here.",
        R("spectators' gallery", "down"),
        notes="a leisure centre's gallery whose only way is down (outside the vocabulary); a "
        "vending machine is no coin: nothing to do in the vocabulary",
    ),
    item(
        "Hen Run\nChicken wire on every side and a hen house at the back. The gate, to the "
        "east, is open.\n\nIn the nesting box are two brown eggs and an old farthing.",
        R("hen run", "e", coin=True),
        notes="an old farthing among the nesting box's listed contents is a coin: take it",
    ),
    item(
        "Underpass\nStrip lights, graffiti and a smell you try not to think about. Steps go up "
        "to the north and to the south. Someone has sprayed NORTH SIDE on the wall.\n\nYou can "
        "see a shopping trolley here.",
        R("underpass", "n s"),
        notes="steps that go up to the north and to the south are those two ways (the second "
        "round's 'steps descend to the west'); the graffiti is no way; no coin",
    ),
    item(
        "Boating Lake\nRowing boats lie tied up in a row, every one of them chained. The kiosk "
        "is north, and the path round the lake goes east.\n\nYou can see a ticket machine here.",
        R("boating lake", "n e"),
        notes="the chained boats give no way onto the water; exits north and east; a ticket "
        "machine is no coin",
    ),
    item(
        "Putting Green\nNine flags and a hut where you hire the putters. The hut door, north, "
        "is shut, with a card saying BACK IN 10 MINS. The gate to the road is west.\n\nYou can "
        "see a scorecard and a one-euro coin here.",
        R("putting green", "n w", closed="n", coin=True),
        notes="the hut door 'shut' is closed; a one-euro coin lies here: take it",
    ),
]
