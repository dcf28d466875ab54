"""prose, forty-ninth round (no emphasis beyond a hidden test of the same kind): seven walks (2-4
turns) through a Klondike gold-rush store in Dawson told in a Hemingway-like terse second person
("You are in the general store. It is cold in the store and the stove is out. ... The supply room
door is north. It is shut. The assay office is east, through a doorway with no door in it. The
owner's door is west. It is locked ..."; a Supply Room; an Assay Office with a nugget on the scales
that is not yours; an Assayer's Room with "There is a coin on the cot. It is a Swiss batzen."): "The
door is shut. You will have to open it.", "You open the door. It is colder in there.", "The door is
locked. ...", "The window does not open. ...", "You take the batzen. ...", returns to the store and
the assay office; single rooms and short histories in voices the earlier rounds never used: a satnav
("You have arrived at your destination: the forage room."), a Jeeves-like valet ("If I might
venture, sir, you are in the morning room."), a trucker on the CB in a drivers' lounge (a quarter
coin on the pool table), a weather forecast for a gauge house, a yoga teacher in a meditation room
(an ngultrum on the mat), a tour bus driver in a coopers' shed (a fridge magnet that is not a coin),
a sermon in an undercroft (a poor widow's coin), a Lovecraft-like sea-cellar, a Dickens-like
counting-house whose till is empty, an Austen-like breakfast parlour, a cabin crew's announcement in
a forward galley, a best man's speech in a function room (a tala coin on the top table), a nature
documentary's potting shed. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the gold-rush store: GENERAL STORE n SUPPLY ROOM (a door, shut at first), e ASSAY OFFICE (a
# doorway), w the owner's room (locked), s a window (no way); ASSAY OFFICE n ASSAYER'S ROOM (a door,
# open; a Swiss batzen coin).


def store(door: str = "shut", event: str = "") -> tuple:
    text = (
        "You are in the general store. It is cold in the store and the stove is out. There are "
        "sacks of flour and there are picks and gold pans and a barrel of nails. The supply room "
        f"door is north. It is {door}. The assay office is east, through a doorway with no door "
        "in it. The owner's door is west. It is locked and the owner has the key. The window to "
        "the south does not open. Outside is Front Street and the mud."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R(
            "general store",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "supply room", "e": "assay office"},
        ),
    )


def storeroom() -> tuple:
    return (
        "You are in the supply room. It is dark and it smells of bacon and coal oil. There are "
        "cases of tinned milk stacked to the roof. The door is south. It is open.",
        R("supply room", "s", leads={"s": "general store"}),
    )


def assay(event: str = "") -> tuple:
    text = (
        "You are in the assay office. There are scales under a glass case and a small furnace and "
        "a safe. The safe is locked. A nugget sits on the scales. It is not yours. The store is "
        "west. The assayer's room is north. Its door is open."
    )
    if event:
        text += f" {event}"
    return (text, R("assay office", "w n", leads={"w": "general store", "n": "assayer's room"}))


def back_room(coin: bool = True) -> tuple:
    text = (
        "You are in the assayer's room. There is a cot and a Bible and a bottle. The door to the "
        "assay office is south. It is open."
    )
    if coin:
        text += " There is a coin on the cot. It is a Swiss batzen. Somebody came a long way."
    return (text, R("assayer's room", "s", coin=coin, leads={"s": "assay office"}))


TOOK = ("You take the batzen. It is a good coin and it is heavy in your hand.", K("took"))

ITEMS = [
    item(
        store(),
        "go north",
        ("The door is shut. You will have to open it.", K("refused", "closed")),
        "open door",
        ("You open the door. It is colder in there.", K("opened", "north")),
        "go north",
        storeroom(),
        notes="gold-rush store: the supply room door refused as shut, opened, walked through; the "
        "supply room's only way south visited (initial, all_visited): go south",
    ),
    item(
        store(),
        "go west",
        (
            "The door is locked. The owner is at the Monte Carlo and he is drunk.",
            K("refused", "locked"),
        ),
        "go east",
        assay(),
        notes="gold-rush store: the owner's door west refused as locked and left; in the assay "
        "office west visited (initial), the assayer's room north unvisited: go north; the nugget "
        "on the scales and the locked safe are no coin",
    ),
    item(
        store(),
        "go east",
        assay(),
        "go north",
        back_room(),
        "take coin",
        TOOK,
        "go south",
        assay(event="The clock on the wall ticks. It is a loud clock."),
        notes="gold-rush store: the batzen taken, back in the assay office: north and west "
        "visited, west the way first entered (initial), all_visited: go west",
    ),
    item(
        back_room(),
        "take coin",
        TOOK,
        "go south",
        assay(),
        "go west",
        store(),
        notes="gold-rush store, begun in the assayer's room: the coin taken; in the store east "
        "visited (initial), the supply room door north shut (open north), the owner's door "
        "locked, the window south no way",
    ),
    item(
        storeroom(),
        "go south",
        store(door="open"),
        "go south",
        ("The window does not open. It has not opened since the fall.", K("refused")),
        "go east",
        assay(event="Outside somebody rides by on a mule in the mud."),
        notes="gold-rush store, begun in the supply room: the window south refused (no way) and "
        "left behind; in the assay office west visited (initial), north unvisited: go north",
    ),
    item(
        assay(),
        "go west",
        store(event="A dog barks in the street and then it stops."),
        "go east",
        assay(event="It has started to snow again."),
        notes="gold-rush store, begun in the assay office and back to it (the first room: no "
        "initial): west visited, the assayer's room north unvisited: go north",
    ),
    item(
        store(),
        "go east",
        assay(),
        "go west",
        store(event="The stove ticks as if it were lit. It is not lit."),
        notes="gold-rush store, back in the first room (no initial): east visited, the "
        "supply room door north shut and unvisited: open north; the owner's door locked",
    ),
    item(
        (
            "You are in the coach yard. In ten metres, go north to the forage room. The lane is "
            "west, through the open gate.",
            R("coach yard", "n w"),
        ),
        "go north",
        (
            "You have arrived at your destination: the forage room. The route continues east, "
            "through a door that is closed. The coach yard is south. Please drive carefully.",
            R("forage room", "e s", closed="e"),
        ),
        notes="a satnav's voice: arrived in the forage room (its name after 'destination:'); "
        "south visited (initial), the door east closed: open east",
    ),
    item(
        (
            "If I might venture, sir, you are in the morning room. The hall is through the door to "
            "the north, which stands open. The conservatory is to the west, but its door is "
            "locked, sir; Mrs Travers has the key. I would not recommend the window to the south, "
            "sir. It gives onto a twenty-foot drop into the rose beds.",
            R("morning room", "n w", locked="w"),
        ),
        "go west",
        (
            "I fear the conservatory door is locked, sir, as I mentioned. Mrs Travers has the "
            "key, and she is at church.",
            K("refused", "locked"),
        ),
        notes="a Jeeves-like valet: the conservatory door west refused as locked (refused, "
        "closed); the window south is no way; the hall door north open: go north",
    ),
    item(
        (
            "Breaker one-nine, this is the Rubber Duck, come on back. Ten-four, good buddy, you're "
            "in the drivers' lounge. This here's the Cactus Truck Stop. Door east to the showers "
            "is wide open. Door north to the diner is locked up tight till six. Say, there's a "
            "shiny quarter coin sittin' on the pool table, you want to grab that. Over.",
            R("drivers' lounge", "e n", locked="n", coin=True),
        ),
        notes="a trucker on the CB: a quarter coin on the pool table (take it); the showers door "
        "east wide open, the diner door north locked",
    ),
    item(
        (
            "And now the forecast for the gauge house, where you are standing. Cold and damp at "
            "first, becoming colder. The door to the north will be shut all day, though not "
            "locked. The passage to the east is open and will stay so. In the west, the engine "
            "wall, with no way through it today or any day. Coins: none expected. That's the "
            "forecast.",
            R("gauge house", "n e", closed="n"),
        ),
        notes="a weather forecast's voice: the north door shut, not locked (open north), the "
        "passage east open (go east); the wall west and 'Coins: none expected' are no facts",
    ),
    item(
        (
            "Let's begin. Close your eyes, and notice where you are: the meditation room. Breathe "
            "in. Notice the door to your east. It is open, and cool air comes through it. Breathe "
            "out. Notice the door to the south. It is closed, and that is fine. Notice, on the "
            "mat in front of you, a small coin, a Bhutanese ngultrum. You don't have to do "
            "anything with it. Breathe.",
            R("meditation room", "e s", closed="s", coin=True),
        ),
        notes="a yoga teacher's voice: an ngultrum coin on the mat is a coin in the room (the "
        "player of the coin task takes it); the door east open, the door south closed",
    ),
    item(
        (
            "Right, folks, everybody off, mind the step. We're in the coopers' shed now. Barrels "
            "were made in here for two hundred years. The door to the north takes you through to "
            "the shop, it's open, and the gift shop's through there if you want it. That big door "
            "to the east is locked, staff only. And no, before anyone asks, that's not a real "
            "coin on the anvil. It's a fridge magnet.",
            R("coopers' shed", "n e", locked="e"),
        ),
        notes="a tour bus driver: 'not a real coin ... a fridge magnet' is no coin; the shop "
        "door north open (go north), the big door east locked",
    ),
    item(
        (
            "Dearly beloved, look about you at this undercroft, in which we are gathered. The door "
            "to the north stands open, as the door of mercy stands always open. The door to the "
            "east is locked, as the heart of the miser is locked. And upon the altar step there "
            "lies a small copper coin, a poor widow's coin, which no one has yet picked up.",
            R("undercroft", "n e", locked="e", coin=True),
        ),
        notes="a sermon: a copper coin on the altar step is in the room (take it); the north door "
        "open, the east door locked; the door of mercy and the miser's heart are figures",
    ),
    item(
        (
            "I am in the sea-cellar. Of what lies beneath the old Marsh warehouse I dare not write "
            "more than I must. The sea-cellar's single open door, to the east, gives upon a "
            "passage that reeks of the sea. A second door, to the north, is sealed with a bar of "
            "green-crusted bronze, and I thank God for it. Upon the floor, in a pool of something "
            "that is not water, lies a coin of a gold I do not know, stamped with a thing that is "
            "not a face.",
            R("sea-cellar", "e n", locked="n", coin=True),
        ),
        notes="a Lovecraft-like voice: a strange gold coin on the floor is a coin (take it); the "
        "door east open, the door north barred (locked)",
    ),
    item(
        (
            "You are in the counting-house of Gradgrind and Flint, and a more cheerless "
            "counting-house you never saw. The fire is a single coal. The till stands open to "
            "prove that there is not a penny in it. A door to the north, which is shut, leads to "
            "the partners' room; a passage to the east leads to the yard; and a window to the "
            "west looks upon a court so narrow that the sun has never been introduced to it.",
            R("counting-house", "n e", closed="n"),
        ),
        notes="a Dickens-like voice: 'not a penny in it' is no coin, the window west no way; the "
        "door north shut (open north), the passage east open (go east)",
    ),
    item(
        (
            "You find yourself in the breakfast parlour, a room which Mrs Bennet considers the "
            "prettiest in the house and which everyone else considers draughty. The door to the "
            "hall, on the north side, stands open; that to the garden, on the east, is kept "
            "locked, Mr Collins having taken the key to church with him. No coin of any kind is to "
            "be seen, for Mrs Bennet has been through the room already.",
            R("breakfast parlour", "n e", locked="e"),
        ),
        notes="an Austen-like voice: the hall door north open (go north), the garden door east "
        "kept locked; 'No coin of any kind is to be seen'",
    ),
    item(
        (
            "Ladies and gentlemen, this is your cabin crew. You are now in the forward galley. "
            "Please take a moment to locate the exits nearest you: the cabin, through the curtain "
            "to the south, and the crew rest, through the door to the north, which is closed. The "
            "door to the flight deck, to the east, is locked at all times. Thank you.",
            R("forward galley", "s n e", closed="n", locked="e"),
        ),
        notes="a cabin crew's announcement: the curtain south (go south), the crew rest door "
        "north closed (open north), the flight deck door east locked",
    ),
    item(
        (
            "Right, is this thing on? Thank you all for coming. So here we all are in the function "
            "room. The Red Lion's finest. The bar's through the door to the west, it's open, God "
            "help us all, and the fire door to the east is alarmed and locked, so nobody's "
            "escaping my speech. Oh, and Gary, mate, that's your lucky tala coin on the top "
            "table. Pick it up before your nan does.",
            R("function room", "w e", locked="e", coin=True),
        ),
        notes="a best man's speech: the lucky tala coin on the top table is a coin in the room "
        "(take it); the bar door west open, the fire door east locked",
    ),
    item(
        (
            "And here, in the potting shed, you pause. Seed trays, a broken fork, a calendar from "
            "another decade. The door to the kitchen garden, to the north, hangs open. To the "
            "west, the door to the bothy is shut.",
            R("potting shed", "n w", closed="w"),
        ),
        "go west",
        ("The door to the bothy is shut. You must open it first. Remarkable.", K("refused")),
        "open west",
        ("The door to the bothy swings open. Extraordinary.", K("opened")),
        notes="a nature documentary's voice: the bothy door west refused as shut, then opened "
        "(the refusal cleared); north and west open: go either",
    ),
]
