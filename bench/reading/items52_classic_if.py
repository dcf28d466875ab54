"""classic_if, fifty-second round (emphasis: the game's replies and the history): eight walks (2-5
turns) on a linen mill in an Infocom-like manner (a title line, a paragraph, "There is ... here."),
where a room seen before in the walk is told again in fewer words (a Hackling Shop whose reeling
room door north "is closed" at first, whose spinning room is east through a wide doorway, whose
manager's door west "is locked" and whose south end is a railing over the wheel pit; a Reeling Room;
a Spinning Room whose yarn store door north "stands open"; a Yarn Store with "There is a silver
milreis coin here."): "The reeling room door is closed.", "Opened.", "You close the reeling room
door.", "The manager's door is locked. ...", "A railing guards the wheel pit. ...", "Time passes.
...", "You pick up the silver milreis. ...", a look that shows the coin gone, returns told in one
line; single rooms and short histories whose facts hang on the reply, in Infocom-like games and on
home computers the earlier rounds never named: a Stationfall-like robot who names the room he
follows you into, a Bureaucracy-like door "CLOSED FOR LUNCH", a PDP-10-like pump room told in full
and then as "YOU'RE IN PUMP ROOM.", an Atari ST-like fog bell rung, an Enterprise 64-like door
unlocked and still shut, a SAM Coupé-like doblón taken and looked for, a Kaypro-like bookcase walked
into and left behind, an Acorn Atom-like "THE DOOR IS LOCKED. YOU HAVE NO KEY.", a Wishbringer-like
wait, a Sinclair QL-like door that a gust slams shut (the room printed again), a Zork Zero-like door
barred from the other side and an Adventure Writer-like "OK." after an open. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the linen mill: HACKLING SHOP n REELING ROOM (a door, closed at first), e SPINNING ROOM (a
# wide doorway), w the manager's office (locked), s the wheel pit (no way); SPINNING ROOM n YARN
# STORE (a door standing open; a silver milreis coin).


def hackling(door: str = "closed", brief: bool = False) -> tuple:
    if brief:
        text = (
            "Hackling Shop\nThe hackling shop again, dusty as ever. The reeling room door, "
            f"north, is {door}; the spinning room is east; the manager's door, west, is locked."
        )
    else:
        text = (
            "Hackling Shop\nBundles of scutched flax hang from pegs along the beams, and the "
            "hackles, boards bristling with steel pins, wait on the benches for the hacklers. "
            f"Tow dust hangs in the air. The reeling room door, in the north wall, is {door}. A "
            "wide doorway leads east to the spinning room. The manager's door, to the west, is "
            "locked. At the south end a railing guards the drop into the wheel pit."
        )
    return (
        text,
        R(
            "hackling shop",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "reeling room", "e": "spinning room"},
        ),
    )


def spinning(brief: bool = False) -> tuple:
    if brief:
        text = (
            "Spinning Room\nThe frames clatter and steam. The hackling shop is west; the yarn "
            "store door, north, stands open."
        )
    else:
        text = (
            "Spinning Room\nWet-spinning frames run the length of the room in two long rows, "
            "their troughs steaming, and the floor is slick with warm water. The hackling shop "
            "is west, through the wide doorway. A door in the north wall stands open on the "
            "yarn store."
        )
    return (text, R("spinning room", "w n", leads={"w": "hackling shop", "n": "yarn store"}))


def yarn(coin: bool = True) -> tuple:
    text = (
        "Yarn Store\nHanks of grey linen yarn are stacked to the ceiling on slatted shelves, "
        "waiting to go to the bleachers. The only way out is the door to the south."
    )
    if coin:
        text += "\n\nThere is a silver milreis coin here."
    return (text, R("yarn store", "s", coin=coin, leads={"s": "spinning room"}))


def reeling() -> tuple:
    return (
        "Reeling Room\nThe reels turn out hanks of yarn in measured leas, and a clock-faced "
        "counter on each one ticks them off. The only door is the one to the south.",
        R("reeling room", "s", leads={"s": "hackling shop"}),
    )


SHUT = ("The reeling room door is closed.", K("refused", "closed"))
LOCKED = (
    "The manager's door is locked. Through its glass panel you can see his ledgers.",
    K("refused", "locked"),
)
PIT = (
    "A railing guards the wheel pit. You would not climb down there for a pension.",
    K("refused"),
)

ITEMS = [
    item(
        hackling(),
        "n",
        SHUT,
        "open door",
        ("Opened.", K("opened", "n")),
        "n",
        reeling(),
        notes="the reeling room door refused as closed, opened ('Opened.', the only shut door) "
        "and walked through: in the reeling room the only way south visited (initial, all "
        "visited): go back south",
    ),
    item(
        hackling(),
        "w",
        LOCKED,
        "e",
        spinning(),
        "n",
        yarn(),
        "take milreis coin",
        ("You pick up the silver milreis. A long way from Rio, this coin.", K("took")),
        notes="the locked manager's door refused and left behind; the milreis taken (a reply "
        "that names no room): no coin in the yarn store now; south visited (initial): go back "
        "south",
    ),
    item(
        spinning(),
        "w",
        hackling(),
        "s",
        PIT,
        "wait",
        ("Time passes. Below the railing, the wheel thumps round.", K("none")),
        notes="a move south refused at the railing (no exit: refused(south)), and a wait that "
        "keeps the room; east visited (initial); the reeling room door closed, the manager's "
        "door locked: open north",
    ),
    item(
        hackling(),
        "e",
        spinning(),
        "n",
        yarn(),
        "get coin",
        ("Taken.", K("took")),
        "s",
        spinning(brief=True),
        "w",
        hackling(brief=True),
        notes="the hackling shop told again in one line on the return ('The hackling shop "
        "again'), its door north still closed; east visited; the first room (no initial): open "
        "north",
    ),
    item(
        reeling(),
        "s",
        hackling(door="open"),
        "close door",
        (
            "You close the reeling room door.",
            R(None, "n e w", closed="n", locked="w"),
        ),
        notes="the player came through the reeling room door and shut it again: a reply that "
        "names no room, read as the hackling shop known from the walk with that door now "
        "closed (closed(north)); north visited (initial); the spinning room east unvisited: go "
        "east",
    ),
    item(
        hackling(),
        "n",
        SHUT,
        "open it",
        ("The reeling room door swings open on its own weight.", K("opened", "n")),
        "look",
        hackling(door="open"),
        notes="the door north refused as closed, opened, and the look shows it open: the "
        "refusal cleared; north and east unvisited: go north or go east",
    ),
    item(
        spinning(),
        "w",
        hackling(),
        "e",
        spinning(brief=True),
        "n",
        yarn(),
        "take coin",
        ("Taken.", K("took")),
        "look",
        yarn(coin=False),
        notes="the spinning room told in fewer words on the return; the milreis taken and the "
        "look shows the yarn store without it: no coin; south visited (initial, all visited): go "
        "back south",
    ),
    item(
        yarn(),
        "take silver coin",
        ("Taken.", K("took")),
        "s",
        spinning(),
        "w",
        hackling(),
        "n",
        (
            "The reeling room door is closed. You'll have to open it first.",
            K("refused", "closed"),
        ),
        notes="a walk begun in the yarn store, the coin taken; in the hackling shop the door "
        "north refused as closed (refused(north), closed(north)); east visited (initial); the "
        "manager's door locked: open north",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Machine Shop\nLathes and drill presses stand silent under dust covers. A corridor "
            "leads east to the parts store. The airlock door, to the south, is locked.\n\nPlonk "
            "is here, humming a little tune to himself.",
            R("machine shop", "e s", locked="s", leads={"e": "parts store"}),
        ),
        "east",
        (
            "Parts Store\nMetal shelves, mostly bare, line the walls. The only way out is the "
            'corridor to the west.\n\nPlonk rolls in after you. "Parts store!" he announces, '
            'as if you might not have noticed. "Plonk used to count the bolts here."\n\nThere '
            "is a gold ryo coin on the bottom shelf.",
            R("parts store", "w", coin=True, leads={"w": "machine shop"}),
        ),
        notes="a Stationfall-like robot companion names the room he follows you into; a gold "
        "ryo coin on a shelf: take coin (west visited, initial)",
    ),
    item(
        (
            "Post Office\nA long counter with brass grilles, and a queue of nobody in front of "
            "it. The sorting office door, east, is locked; a card hung on it says CLOSED FOR "
            "LUNCH. The street door is west.",
            R("post office", "e w", locked="e"),
        ),
        "east",
        (
            "The sorting office door is locked. CLOSED FOR LUNCH, says the card. It is "
            "eleven in the morning.",
            K("refused", "locked"),
        ),
        notes="a Bureaucracy-like locked door refused in a reply that names no room: "
        "refused(east), closed(east) (locked: no open); the street door west: go west",
    ),
    item(
        (
            "YOU ARE IN THE PUMP ROOM OF THE OLD WATERWORKS. TWO GREAT BEAM ENGINES REST HERE, "
            "THEIR FLYWHEELS STILL. A STEEL DOOR LEADS NORTH; IT IS SHUT. A PASSAGE GOES WEST.",
            R("pump room", "n w", closed="n"),
        ),
        "W",
        (
            "YOU ARE IN THE VALVE GALLERY. RUSTED WHEELS STICK OUT OF THE WALLS AT ALL HEIGHTS. "
            "THE ONLY WAY ON IS EAST.",
            R("valve gallery", "e"),
        ),
        "E",
        (
            "YOU'RE IN PUMP ROOM. THE STEEL DOOR TO THE NORTH IS SHUT.",
            R("pump room", "n w", closed="n"),
        ),
        notes="a PDP-10-like game tells a room seen before in its short form ('YOU'RE IN PUMP "
        "ROOM.'); the passage west is known from the walk (visited); the first room (no "
        "initial); the steel door north shut: open north",
    ),
    item(
        (
            "Fog Bell House\nA bronze bell as big as a dinghy hangs from a beam over the rocks, "
            "its rope looped on a cleat. The keeper's door, to the north, is open. A path runs "
            "east along the rocks to the landing stage.",
            R("fog bell house", "n e", leads={"e": "landing stage"}),
        ),
        "ring bell",
        ("BONNNG. The rocks seem to shake, and a gull leaves in a hurry.", K("none")),
        notes="an Atari ST-like game; the bell's answer names no room and changes nothing: the "
        "fog bell house kept, north (open door) and east: go north or go east",
    ),
    item(
        (
            "Strong Room Passage\nA narrow passage lined with white tiles. The strong room door, "
            "to the west, is locked. Stairs lead up to the banking hall.",
            R("strong room passage", "w u", locked="w"),
        ),
        "unlock west door with the iron key",
        ("You unlock the strong room door. It stays shut.", K("unlocked")),
        notes="an Enterprise 64-like reply: unlocked but still shut (closed(west)); the stairs "
        "up are outside the vocabulary: open west",
    ),
    item(
        (
            "Chart Loft\nRolled charts fill pigeon-holes from floor to rafters. The ladder hatch "
            "is south, and it is open. A door leads east to the sail room.\n\nThere is a gold "
            "doblon on the chart table.",
            R("chart loft", "s e", coin=True, leads={"e": "sail room"}),
        ),
        "take coin",
        ("You take the coin. It is a Spanish doblon, and very old.", K("took")),
        "look",
        (
            "Chart Loft\nRolled charts fill pigeon-holes from floor to rafters. The ladder hatch "
            "is south, and it is open. A door leads east to the sail room.",
            R("chart loft", "s e", leads={"e": "sail room"}),
        ),
        notes="a SAM Coupé-like game: the doblon taken, and the look shows the chart loft "
        "without it: no coin; south and east open: go south or go east",
    ),
    item(
        (
            "Reading Room\nLeather armchairs face a fire that has gone out. The cloakroom is "
            "north, and a door to the west opens on the billiard room.",
            R("reading room", "n w", leads={"n": "cloakroom", "w": "billiard room"}),
        ),
        "east",
        ("You walk into a bookcase. Several volumes of sermons fall on you.", K("refused")),
        "west",
        (
            "Billiard Room\nThe green baize is torn, and one cue lies across the table like a "
            "fallen sentry. The reading room is east. A french door, south, is closed.",
            R("billiard room", "e s", closed="s", leads={"e": "reading room"}),
        ),
        notes="a Kaypro-like game: a bookcase walked into east of the reading room, left behind "
        "by a move; in the billiard room east visited (initial), the french door south closed: "
        "open south",
    ),
    item(
        (
            "GUN ROOM\nRACKS OF SPORTING GUNS, ALL CHAINED. A DOOR LEADS NORTH. ANOTHER DOOR "
            "LEADS EAST.",
            R("gun room", "n e"),
        ),
        "N",
        ("THE DOOR IS LOCKED. YOU HAVE NO KEY.", K("refused", "locked")),
        notes="an Acorn Atom-like game: a door whose state was not given, refused as locked "
        "(refused(north), closed(north)); the door east: go east",
    ),
    item(
        (
            "Lighthouse Kitchen\nA round room with a round table and a kettle on the range. The "
            "door to the oil room is west, and it is closed. The yard door, east, stands "
            "open to the wind.",
            R("lighthouse kitchen", "w e", closed="w"),
        ),
        "wait",
        ("Time passes. The kettle begins to mutter to itself.", K("none")),
        "wait",
        ("Time passes. Somewhere below, the sea booms in a cave.", K("none")),
        notes="a Wishbringer-like pair of waits that keep the room: the oil room door west closed, "
        "the yard door east open: open west or go east",
    ),
    item(
        (
            "Boat House\nA skiff hangs from the rafters on rope slings. The lake door, to the "
            "south, is open, and the water slaps at the slip. A side door leads west to the "
            "oar store.",
            R("boat house", "s w", leads={"w": "oar store"}),
        ),
        "wait",
        (
            "A gust off the lake slams the lake door shut.\n\nBoat House\nA skiff hangs from the "
            "rafters on rope slings. The lake door, to the south, is shut. A side door leads "
            "west to the oar store.",
            R("boat house", "s w", closed="s", leads={"w": "oar store"}),
        ),
        notes="a Sinclair QL-like game: the wind shuts the lake door and the room is printed "
        "again (closed(south)); the oar store west: open south or go west",
    ),
    item(
        (
            "Great Hall\nBanners of a dozen forgotten dukes hang from the hammerbeams. The "
            "throne room doors are to the north. The buttery is east, through a low door.",
            R("great hall", "n e", leads={"n": "throne room", "e": "buttery"}),
        ),
        "north",
        (
            "The throne room doors are barred from the other side. You hear someone snoring "
            "behind them.",
            K("refused", "locked"),
        ),
        notes="a Zork Zero-like refusal: doors barred from the other side (locked: "
        "refused(north), closed(north)); the buttery east: go east",
    ),
    item(
        (
            "I AM IN A COOPER'S SHOP. HOOPS AND STAVES LIE ALL ABOUT. A SHUT DOOR LEADS SOUTH. "
            "AN ARCH LEADS WEST.",
            R("cooper's shop", "s w", closed="s"),
        ),
        "OPEN DOOR",
        ("OK.", K("opened", "s")),
        notes="an Adventure Writer-like 'OK.' after `OPEN DOOR` (the only shut door): the door "
        "south open now; south and west open: go south or go west",
    ),
]
