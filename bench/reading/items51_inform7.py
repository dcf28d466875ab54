"""inform7, fifty-first round (no emphasis beyond a hidden test of the same kind): seven walks (1-3
turns) on a Kentucky stud farm in Inform 7's defaults (a Stallion Yard whose feed room door west "is
closed" at first, whose breezeway is south, whose stallion box door east "is locked" and whose north
side is closed by the paddock rails; a Feed Room; a Breezeway whose vet's room door west "is open";
a Vet's Room with "You can see a roll of vet wrap and a buffalo nickel here."): "(first opening the
feed room door)" before the room (a move that worked), "(first opening the stallion box
door)\nIt seems to be locked.", "You can't go that way." at the rails, "You open the feed room
door." and a look that shows it open, "Taken.", a return to the yard; single rooms and short
histories: "You can see a coracle, a paddle and a Kyrgyz som coin here.", a tin trunk "(in which
are a winding key and a silver siglos)", "a strongbox (closed)", "a saddle horse (on which is a
side-saddle)", a lodge door found locked, unlocked ("You unlock the lodge door.") and opened, a
search that finds nothing, an inventory that holds a brass hwan coin (not in the room), `take coin`
answered "You can't see any such thing.", "On the tasting table are a corkscrew and a Latvian
santims.", "a cash box (open but empty)", a window answered "That's not something you can open.", a
walk from a bottle store into a bottle washing room, and a door "(first opening ...)" that led into
a room named with its article. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the stud farm: STALLION YARD w FEED ROOM (a door, closed at first), s BREEZEWAY (open), e the
# stallion box (locked), n the paddock rails (no way); BREEZEWAY w VET'S ROOM (a door, open; a
# buffalo nickel).


def yard(door: str = "closed", event: str = "", before: str = "") -> tuple:
    text = (
        f"{before}Stallion Yard\nThe yard is swept so clean you could eat off the bricks, and "
        "a weathervane of a running horse turns on the clock tower. White rails close the north "
        "side; beyond them the paddock rolls away into bluegrass. The breezeway opens to the "
        f"south. The feed room door, to the west, is {door}. The stallion box door, to the "
        "east, is locked: Senator is not to be disturbed.\n\nYou can see a mounting block here."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "stallion yard",
            "s w e",
            closed="w" if door == "closed" else "",
            locked="e",
            leads={"s": "breezeway", "w": "feed room", "e": "stallion box"},
        ),
    )


def feed(before: str = "") -> tuple:
    return (
        f"{before}Feed Room\nBins of oats and sweet feed with heavy lids, a scale for weighing "
        "out rations, and a chalkboard with every horse's name and what it eats. The feed room "
        "door, to the east, is open.",
        R("feed room", "e", leads={"e": "stallion yard"}),
    )


def breezeway(event: str = "") -> tuple:
    text = (
        "Breezeway\nA wide roofed passage between two barns, cool even at noon, with a hose "
        "coiled on a bracket. The stallion yard is north. The vet's room door, to the west, is "
        "open."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("breezeway", "n w", leads={"n": "stallion yard", "w": "vet's room"}))


def vets(coin: bool = True) -> tuple:
    text = (
        "Vet's Room\nA steel table, a glass cabinet of bottles and a smell of iodine. The only "
        "door is to the east."
    )
    text += (
        "\n\nYou can see a roll of vet wrap and a buffalo nickel here."
        if coin
        else "\n\nYou can see a roll of vet wrap here."
    )
    return (text, R("vet's room", "e", coin=coin, leads={"e": "breezeway"}))


LOCKED_BOX = "(first opening the stallion box door)\nIt seems to be locked."

ITEMS = [
    item(
        yard(),
        "w",
        feed(before="(first opening the feed room door)\n"),
        notes="stud farm: '(first opening the feed room door)' before the room: the move "
        "worked; the feed room's only way east (visited, initial, all_visited): go back east",
    ),
    item(
        yard(),
        "e",
        (LOCKED_BOX, K("refused", "locked")),
        "s",
        breezeway(),
        notes="stud farm: the stallion box door east refused as locked, left behind; in the "
        "breezeway north visited (initial), the vet's room door west open and unvisited: go west",
    ),
    item(
        yard(),
        "s",
        breezeway(),
        "w",
        vets(),
        notes="stud farm: south, then west into the vet's room: 'You can see a roll of vet wrap "
        "and a buffalo nickel here.' (a coin in the room): take it",
    ),
    item(
        vets(),
        "take coin",
        ("Taken.", K("took")),
        "e",
        breezeway(event="A farm cat trots through, going somewhere important."),
        notes="stud farm, a walk begun in the vet's room: the nickel taken; in the breezeway west "
        "visited (initial), north unvisited: go north",
    ),
    item(
        yard(),
        "s",
        breezeway(),
        "n",
        yard(event="A groom leads a grey mare across the yard, talking to her the whole way."),
        notes="stud farm: the breezeway seen, back in the yard (the first room: no initial): "
        "south visited, the feed room door west closed (open it), the stallion box locked",
    ),
    item(
        breezeway(),
        "n",
        yard(),
        notes="stud farm, a walk begun in the breezeway: in the yard south visited (initial), "
        "the feed room door west closed: open west; the stallion box locked, the rails no way",
    ),
    item(
        yard(),
        "n",
        ("You can't go that way.", K("refused")),
        "open feed room door",
        ("You open the feed room door.", K("opened", "west")),
        "look",
        yard(door="open"),
        notes="stud farm: north refused (the paddock rails are no exit: refused(north) stands); "
        "the feed room door opened by its name, the look shows it open: go west or go south",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Coracle Shed\nTarred hides stretched over willow frames hang from the beams like "
            "great black bowls. The river door, to the west, is open. A path runs north to the "
            "mill.\n\nYou can see a coracle, a paddle and a Kyrgyz som coin here.",
            R("coracle shed", "w n", coin=True, leads={"n": "mill"}),
        ),
        notes="'You can see a coracle, a paddle and a Kyrgyz som coin here.' (a coin in the "
        "room): take it; the river door west open, the path north",
    ),
    item(
        (
            "Clock Winder's Room\nThe great movement of the tower clock ticks in its iron cage, "
            "every tooth of it oiled. A door to the east opens onto the leads of the roof.\n\nYou "
            "can see a tin trunk (in which are a winding key and a silver siglos) here.",
            R("clock winder's room", "e", coin=True),
        ),
        notes="a tin trunk '(in which are a winding key and a silver siglos)': an open trunk "
        "with a coin in it, in the room: take it; the door east, state not given: an exit",
    ),
    item(
        (
            "Telegraph Office\nA brass Morse key and a sounder sit on the counter, and forms in "
            "three colours fill the pigeonholes. The counter flap to the south is open. The "
            "manager's door, to the east, is locked.\n\nYou can see a strongbox (closed) here.",
            R("telegraph office", "s e", locked="e"),
        ),
        notes="'a strongbox (closed)': what it holds is not given: no coin read; the counter "
        "flap south open (go south), the manager's door east locked",
    ),
    item(
        (
            "Saddlery\nThe smell of neat's-foot oil and new leather. The yard is north. The "
            "stitching room door, to the west, is closed.\n\nYou can see a saddle horse (on "
            "which is a side-saddle) and a bridle here.",
            R("saddlery", "n w", closed="w", leads={"n": "yard", "w": "stitching room"}),
        ),
        notes="a saddle horse is a wooden stand, '(on which is a side-saddle)': no coin; the "
        "yard north (go north), the stitching room door west closed (open west)",
    ),
    item(
        (
            "Gatekeeper's Lodge\nA narrow room with a window on each side of the drive, so the "
            "gatekeeper can see who comes. The lodge door, to the east, leads out to the drive. "
            "The parlour is south.",
            R("gatekeeper's lodge", "e s", leads={"s": "parlour"}),
        ),
        "e",
        ("(first opening the lodge door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock east door with lodge key",
        ("You unlock the lodge door.", K("unlocked")),
        "open east",
        ("You open the lodge door.", K("opened")),
        notes="a door whose state was not given found locked, unlocked (still shut) and opened: "
        "the refusal cleared; east and south open: go east or south",
    ),
    item(
        (
            "Hop Pickers' Hut\nA long low hut of corrugated iron, with straw on the floor for "
            "the pickers to sleep on and a hop pole propped in the corner. The door to the south "
            "is open.",
            R("hop pickers' hut", "s"),
        ),
        "search straw",
        ("You find nothing of interest.", K("none")),
        notes="a search that finds nothing: no coin; the only way south, open: go south",
    ),
    item(
        (
            "Sluice Keeper's Cottage\nA kettle sings on the range. The front door, north, opens "
            "onto the towpath. A passage leads east to the wash house.\n\nYou can see a tide "
            "board here.",
            R("sluice keeper's cottage", "n e", leads={"e": "wash house"}),
        ),
        "i",
        ("You are carrying:\n  a windlass\n  a brass hwan coin", K("none")),
        notes="the inventory names a brass hwan coin the player carries: not a coin in the room; "
        "north and east open: go north or east",
    ),
    item(
        (
            "Piano Showroom\nUprights in walnut and rosewood stand in a row like a choir, and a "
            "concert grand takes the middle of the floor. The street door, to the south, is "
            "open. The workshop is west.\n\nYou can see a price ticket here.",
            R("piano showroom", "s w", leads={"w": "workshop"}),
        ),
        "take coin",
        ("You can't see any such thing.", K("none")),
        "look",
        (
            "Piano Showroom\nUprights in walnut and rosewood stand in a row like a choir, and a "
            "concert grand takes the middle of the floor. The street door, to the south, is "
            "open. The workshop is west.\n\nYou can see a price ticket here.",
            R("piano showroom", "s w", leads={"w": "workshop"}),
        ),
        notes="`take coin` answered 'You can't see any such thing.' and the look shows none: no "
        "coin here; south and west open: go south or west",
    ),
    item(
        (
            "Wine Vault\nBins of claret and hock run back into the dark under brick arches, "
            "each bin with a slate. The cellar stairs go up. A low door to the north is closed."
            "\n\nOn the tasting table are a corkscrew and a Latvian santims.",
            R("wine vault", "u n", closed="n", coin=True),
        ),
        notes="'On the tasting table are a corkscrew and a Latvian santims.' (a coin on a table "
        "in the room): take it; the stairs up are outside the vocabulary",
    ),
    item(
        (
            "Ferry Ticket Office\nA wooden hut at the head of the slip, with a fare board for "
            "foot passengers, bicycles and cows. The door to the east is open onto the slip. "
            "The waiting room is north.\n\nYou can see a cash box (open but empty) here.",
            R("ferry ticket office", "e n", leads={"n": "waiting room"}),
        ),
        notes="'a cash box (open but empty)': no coin; the door east open, the waiting room "
        "north: go east or north",
    ),
    item(
        (
            "Drying Room\nRacks of hides hang in rows to dry, and a stove keeps the air warm and "
            "thick. A window in the west wall is painted shut. The tan yard is south.",
            R("drying room", "s", leads={"s": "tan yard"}),
        ),
        "open west",
        ("That's not something you can open.", K("none")),
        "examine window",
        ("Painted shut years ago, and the paint has gone the colour of tea.", K("none")),
        notes="the window west is no way ('That's not something you can open.', painted shut): "
        "no fact; the only way south: go south",
    ),
    item(
        (
            "Bottle Store\nCrates of green and brown bottles stacked to the roof, and straw "
            "everywhere. The washing room is east. A door to the north is closed.",
            R("bottle store", "e n", closed="n", leads={"e": "bottle washing room"}),
        ),
        "e",
        (
            "Bottle Washing Room\nCopper troughs of hot water and soda, and brushes on long "
            "handles. The bottle store is west. A door to the south stands open.",
            R("bottle washing room", "w s", leads={"w": "bottle store"}),
        ),
        notes="from the bottle store east into the washing room: west visited (initial), the "
        "door south open and unvisited: go south",
    ),
    item(
        (
            "Long Walk\nA gravel walk between yew hedges clipped into chess pieces. A gate to "
            "the north leads into the garden house. The walk runs on east.",
            R("long walk", "n e"),
        ),
        "n",
        (
            "(first opening the gate)\nThe Garden House\nA summer house of painted boards, with "
            "a wicker chair and a view of nothing but yew. The gate, to the south, is open. A "
            "door east is closed.",
            R("garden house", "s e", closed="e"),
        ),
        notes="'(first opening the gate)' before the room: the move worked; 'The Garden House' "
        "names the room (its article dropped); south visited (initial), the door east closed: "
        "open east",
    ),
]
