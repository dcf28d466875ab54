"""prose, thirty-second round: five walks (2-5 turns) through a Cold War listening post told by the
player on the radio ('You key your radio. / "Control, Linnet. I'm in the guardroom. The ops room
door, north, is shut. ... The blast door, west, is locked till the changeover. Over." / "Linnet,
Control. Received. Out."'; an ops room whose cipher room door "has a combination lock, and it's
locked"; a bunk room; a washroom with "a two-pence piece by the drain"): the ops room door refused,
opened and walked through, the blast door found locked, the coin pocketed, loops back to the bunk
room and the guardroom; and single rooms in many voices: the second person past at a motorway
services at three in the morning (a pound coin by the newspaper rack), Grace in a call centre in the
third person present, a narrator's "Picture it:" in a samba school's costume shed (a one-real coin
among the sequins), a letter the player writes from a signallers' dugout (a gas curtain), a bedtime
story whose little fox is the player (a shiny penny behind the jam), a head chef's shouted orders to
the new kid, a comic script's panel in a weighbridge office, a bug report quoting the screen, a
Greek chorus in a palace courtyard (women's rooms "barred from within", a silver drachma), a diary
in a blackhouse ("No coin anywhere"), a terse status line ("Here: Sweet Shop Cellar | Ways: N, E
(door shut) | Things: ..."), a fire crew's incident log, exits between dashes in a dye room, door
states in a parenthesis in a coach house, and an infobox ("Connections: Library (north), Chapel
(east, door locked)"). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

KEY = "You key your radio.\n"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# The listening post (a tree): Guardroom n Ops Room (a door, shut at first), e Bunk Room, w the
# blast door (locked); Ops Room e the cipher room (locked); Bunk Room n Washroom (a coin).
def guardroom(north_open: bool = False) -> tuple:
    state = "open" if north_open else "shut"
    return (
        KEY + "\"Control, Linnet. I'm in the guardroom. The ops room door, north, is "
        f"{state}. Bunk room's through the doorway to the east. The blast door, west, is "
        'locked till the changeover. Over."\n"Linnet, Control. Received. Out."',
        R(
            "guardroom",
            "n e w",
            closed="" if north_open else "n",
            locked="w",
            leads={"n": "ops room", "e": "bunk room"},
        ),
    )


def ops_room() -> tuple:
    return (
        KEY + '"Control, Linnet. Ops room now. Plotting table, two dead telephones, a kettle. '
        "The cipher room door to the east has a combination lock, and it's locked. Guardroom's "
        'south. Over."\n"Linnet, Control. Received. Out."',
        R("ops room", "e s", locked="e", leads={"s": "guardroom"}),
    )


def bunk_room() -> tuple:
    return (
        KEY + '"Control, Linnet. Bunk room. Six bunks, blankets folded like nobody ever slept '
        'in them. Doorway north to the washroom; the guardroom\'s west. Over."\n"Linnet, '
        'Control. Received. Out."',
        R("bunk room", "n w", leads={"n": "washroom", "w": "guardroom"}),
    )


def washroom(coin: bool = True) -> tuple:
    drain = "There's a two-pence piece by the drain." if coin else "Nothing by the drain now."
    return (
        KEY + '"Control, Linnet. Washroom. Three basins, one mirror, cracked. Only way out is '
        f'the doorway south. {drain} Over."\n"Linnet, Control. Received. Out."',
        R("washroom", "s", coin=coin, leads={"s": "bunk room"}),
    )


POCKETED = (
    KEY + '"Control, Linnet. Pocketed a two-pence piece off the washroom floor. Over."\n'
    '"Linnet, Control. Don\'t spend it all at once. Out."',
    K("took"),
)
OPENED = (KEY + '"Control, Linnet. Ops room door\'s open. Over."', K("opened"))

ITEMS = [
    # ---- walks through the listening post, told on the radio ----
    item(
        guardroom(),
        "e",
        bunk_room(),
        "n",
        washroom(),
        notes="the player's own radio reports name each room; 'There's a two-pence piece by "
        "the drain.' (a coin here): take it",
    ),
    item(
        guardroom(),
        "n",
        (
            KEY + "\"Control, Linnet. Tried north. The ops room door's shut; I'll have to open "
            'it. Over."',
            K("refused", "closed"),
        ),
        "open north",
        OPENED,
        "n",
        ops_room(),
        notes="the door refused as shut, opened and walked through; the cipher room door is "
        "locked: go back south, the way in",
    ),
    item(
        washroom(),
        "take coin",
        POCKETED,
        "s",
        bunk_room(),
        "w",
        guardroom(),
        notes="the coin pocketed; in the guardroom, first entered from the bunk room (east), "
        "the ops room door is shut and the blast door locked: open north",
    ),
    item(
        guardroom(),
        "w",
        (
            KEY + '"Control, Linnet. Blast door won\'t open. Locked, like you said. Over."\n'
            '"Linnet, Control. Told you. Out."',
            K("refused", "locked"),
        ),
        "e",
        bunk_room(),
        notes="the blast door found locked in the guardroom, a refusal left there; the bunk "
        "room's doorway north is not yet taken: go north",
    ),
    item(
        ops_room(),
        "s",
        guardroom(north_open=True),
        "e",
        bunk_room(),
        "n",
        washroom(),
        "take coin",
        POCKETED,
        "s",
        also(bunk_room(), "Somewhere above, the aerial mast creaks in the wind."),
        notes="a six-turn walk from the ops room: the bunk room's two ways lead to visited "
        "rooms; first entered from the guardroom, west: go west",
    ),
    # ---- single rooms in many voices ----
    item(
        "You were in the shop. Past three in the morning, and the services had the fluorescent "
        "hush of a hospital. The food court lay to the north, through doors that slid apart "
        "when you came near; the toilets were west. A door marked STAFF ONLY, east, was locked. "
        "Someone had dropped a pound coin by the newspaper rack.",
        R("shop", "n w e", locked="e", coin=True),
        notes="second person past at a motorway services: 'You were in the shop' names it; the "
        "STAFF ONLY door is locked; a pound coin dropped by the rack: take it",
    ),
    item(
        "Grace is in the call centre. Forty desks, four people, and a wall screen that counts "
        "the calls waiting: none. The kitchen is through a door to the south, propped open with "
        "a box of headsets. The lift lobby is east. Rain runs down the big windows to the west.",
        R("call centre", "s e"),
        notes="third person present; the door is propped open; the windows west are no exit",
    ),
    item(
        "Picture it: you're in the costume shed, three days before Carnival, and every surface "
        "is feathers. Headdresses the size of armchairs hang from the rafters. The only door, "
        "north, is wedged open with a surdo drum. And there, among the sequins on the floor: a "
        "one-real coin.",
        R("costume shed", "n", coin=True),
        notes="a narrator speaking to the player ('Picture it:'); sequins are no coins, the "
        "one-real coin on the floor is: take it",
    ),
    item(
        "Dear Mother,\nI am writing this in the signallers' dugout by the light of a candle stuck "
        "in a bully-beef tin. It is dry, which is more than you can say for the trench. The "
        "doorway to the trench is at the north end, and a gas curtain hangs across the doorway "
        "east, where the officers sleep. I have no news, which is good news.\nYour loving son,\n"
        "Albert",
        R("signallers' dugout", "n e"),
        notes="a letter the player writes ('I am writing this in the signallers' dugout'); a "
        "gas curtain is no door (east open); no coin",
    ),
    item(
        "Once upon a time there was a little fox, and that little fox was you. You were in the "
        "pantry. It was the farmer's pantry, and it smelled of cheese and apples. The door to "
        "the kitchen, east, was open just a crack. The door to the cellar, north, was shut "
        "tight. And on the bottom shelf, behind the jam, there was a shiny penny.",
        R("pantry", "e n", closed="n", coin=True),
        notes="a bedtime story whose fox is the player ('You were in the pantry'): a "
        "door open a crack (open), one shut tight (closed); a penny on the shelf: take it",
    ),
    item(
        "\"BEHIND! Right, you - new kid. You're in the kitchen now, so keep up. Walk-in's north, "
        "door's shut, keep it shut unless you're fetching something. Dish pit's west. Dining "
        "room's through the swing doors, east. And nobody touches my tasting spoons.\"",
        R("kitchen", "n w e", closed="n"),
        notes="a head chef shouting at the player: the walk-in's door is shut (closed), the dish "
        "pit and the swing doors open; no coin",
    ),
    item(
        "PAGE 6, PANEL 3.\nINT. WEIGHBRIDGE OFFICE - NIGHT\nYOU stand at the window hatch, under "
        "a swinging bulb. The door north, to the yard, hangs open. The door south, to the "
        "scale house, is shut.\nCAPTION: Only the clock and the kettle are awake.",
        R("weighbridge office", "n s", closed="s"),
        notes="a comic script's panel ('INT. WEIGHBRIDGE OFFICE - NIGHT' names the room); the "
        "window hatch is no exit",
    ),
    item(
        "BUG #4412 (cosmetic): the drip sound loops badly in this room.\nLocation: Cistern Room\n"
        "Screen text: 'You are in the cistern room. Water drips from the vaulted ceiling into a "
        "black pool. A doorway leads east. The iron door to the north is locked.'",
        R("cistern room", "e n", locked="n"),
        notes="a bug report quoting the screen: the room, a doorway east and a locked door "
        "north; the pool is no way",
    ),
    item(
        "CHORUS: Behold, stranger: you stand in the courtyard, where the king's dogs sleep in "
        "the sun! To the north the great doors of the hall stand open; to the west are the "
        "women's rooms, whose door is barred from within. And see, among the dogs, a silver "
        "drachma, fallen from some careless hand!",
        R("courtyard", "n w", locked="w", coin=True),
        notes="a chorus addressing the player; 'barred from within' with the player outside is "
        "locked (no open); a silver drachma lying here: take it",
    ),
    item(
        "Wednesday. Rain, sideways. I'm in the blackhouse, by the peat fire, which smokes "
        "through the thatch because there is no chimney. The byre is through the low door at "
        "the east end, the cow's end, and it's open. The front door, south, I've shut against "
        "the wind. No coin anywhere; the old woman said there might be one in the thatch, but "
        "I'm not pulling her roof apart.",
        R("blackhouse", "e s", closed="s"),
        notes="the player's diary: the byre door open, the front door shut (closed); a coin "
        "that might be in the thatch is none seen",
    ),
    item(
        "Here: Sweet Shop Cellar | Ways: N, E (door shut) | Things: sacks of sugar, a halfpenny",
        R("sweet shop cellar", "n e", closed="e", coin=True),
        notes="a terse status line: ways north and east (its door shut); a halfpenny among the "
        "things: take it",
    ),
    item(
        "INCIDENT LOG - 03:12 - Kitchen. Smoke clearing, hob isolated. Back door (east): open. "
        "Hall door (north): shut, not yet checked behind. Window (west): no exit, third floor.",
        R("kitchen", "e n", closed="n"),
        notes="a fire crew's incident log names the kitchen; the window is 'no exit'; the hall "
        "door shut (closed)",
    ),
    item(
        "You're in the dye room. Pots of cochineal red and indigo steam over wood fires, and the "
        "skeins drip onto the earth floor. Exits - north: the drying yard; east: the weaving "
        "room (door shut) - and nothing else.",
        R("dye room", "n e", closed="e"),
        notes="exits between dashes, each after a colon, the east door shut (closed); no coin",
    ),
    item(
        "You are in the coach house (the double doors to the mews, south, stand open; the door "
        "to the harness room, west, is shut). A gig waits between its shafts, and a cat sleeps "
        "on the driving seat.",
        R("coach house", "s w", closed="w"),
        notes="door states in a parenthesis: south open, west shut (closed); no coin",
    ),
    item(
        "Room: Long Gallery\nType: corridor\nConnections: Library (north), Chapel (east, door "
        "locked)\nContents: a bust of Homer, a dust sheet",
        R("long gallery", "n e", locked="e"),
        notes="an infobox: connections with their directions, the chapel's door locked; go north",
    ),
]
