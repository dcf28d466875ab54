"""prose, forty-sixth round (emphasis: the turns of a game): six walks (1-3 turns) through an
almshouse in second-person prose (a courtyard whose oratory door north "is shut", whose common
kitchen is east through a doorway without a door, and whose warden keeps the west door of his
lodging locked; a Common Kitchen; a Bread Room with "an old bawbee, a Scots halfpenny coin" under
the crock; an Oratory): "You put your hand to the oratory door, but it is shut; you'll have to open
it first.", "The oratory door opens stiffly onto cool dark and the smell of snuffed candles.", "The
warden's door is locked. From somewhere inside comes the scratch of a pen.", "You pick up the
bawbee.", a return as the oratory bell strikes four, walks begun in the kitchen and the bread room;
single rooms and short histories in other voices, each ending on what the game printed back: a
letter from a fishing lodge's rod room (a door opened by direction), a diary in a shieling (a peat
stack in the way), a radio play's mill office (a west door refused and unlocked, still shut), a
fairy tale's goose loft (a door locked and the key at the witch's belt), a dream of a pantry (a
bright cent taken), Mina in an oven house (a door refused, opened, walked through), a magpie that
takes the coin first (the pigeon house described again without it), a saddlery told in the past
tense (a wall refused), a ferryman who hooks a cabin door open (the deck described again), a waiting
room's door found already open, a timber yard left for the sawpit, a santim taken in Riga, a carter
who moves his cart out of a lane (the lane described again), a mill window over the race refused.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the almshouse: COURTYARD n ORATORY (a door, shut at first), e COMMON KITCHEN (a doorway),
# w the warden's lodging (locked); COMMON KITCHEN n BREAD ROOM (a bawbee).


def courtyard(oratory: str = "shut", event: str = "") -> tuple:
    state = {"shut": "its door is shut", "open": "its door stands open"}[oratory]
    text = (
        "You're in the courtyard of the almshouse. Geraniums in pots stand along the flagstones, "
        "and an old man in a gown of almshouse blue sits on a bench in the sun with his eyes "
        f"closed. The oratory is on the north side; {state}. On the east side a doorway "
        "without a door lets out the smell of mutton stew from the common kitchen. The "
        "warden's lodging fills the west side, and the warden keeps its door locked."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R(
            "courtyard",
            "n e w",
            closed="n" if oratory == "shut" else "",
            locked="w",
            leads={"n": "oratory", "e": "common kitchen"},
        ),
    )


def kitchen(event: str = "") -> tuple:
    text = (
        "You're in the common kitchen. A pot the size of a barrel hangs over the fire, and the "
        "cook stirs it with a paddle while she argues with a cat. Bowls are stacked on the long "
        "table, each with a name scratched on the rim. The courtyard is west, through the "
        "doorway, and a narrow door in the north wall, propped open with a brick, leads to the "
        "bread room."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R("common kitchen", "w n", leads={"w": "courtyard", "n": "bread room"}),
    )


def bread_room(coin: bool = True) -> tuple:
    text = (
        "You're in the bread room, a cool cell of whitewashed stone with loaves on slatted "
        "shelves and a great earthenware crock for the flour. The kitchen is south."
    )
    if coin:
        text += " Something glints under the crock: an old bawbee, a Scots halfpenny coin."
    return (text, R("bread room", "s", coin=coin, leads={"s": "common kitchen"}))


def oratory() -> tuple:
    return (
        "You're in the oratory. Six chairs face a plain table with a cloth and a cross on it, "
        "and a window of greenish glass lets in a light like the bottom of a pond. The "
        "oratory's only door is the one you opened, south, onto the courtyard.",
        R("oratory", "s", leads={"s": "courtyard"}),
    )


ORATORY_SHUT = (
    "You put your hand to the oratory door, but it is shut; you'll have to open it first.",
    K("refused", "closed"),
)
WARDEN_LOCKED = (
    "The warden's door is locked. From somewhere inside comes the scratch of a pen.",
    K("refused", "locked"),
)
BAWBEE = ("You pick up the bawbee. It is so worn that the king on it has no face left.", K("took"))

ITEMS = [
    item(
        courtyard(),
        "north",
        ORATORY_SHUT,
        "open oratory door",
        (
            "The oratory door opens stiffly onto cool dark and the smell of snuffed candles.",
            K("opened", "north"),
        ),
        "north",
        oratory(),
        notes="almshouse walk: the oratory door north refused as shut, opened by its name (the "
        "north door), walked through; 'the one you opened' is said after the history's own "
        "open; the oratory's only way is south",
    ),
    item(
        courtyard(),
        "east",
        kitchen(),
        "north",
        bread_room(),
        "take coin",
        BAWBEE,
        "south",
        kitchen(),
        notes="almshouse walk: the bawbee (a coin) taken in the bread room; in the kitchen both "
        "ways visited, west the way back (a door propped open is open)",
    ),
    item(
        kitchen(),
        "west",
        courtyard(),
        notes="almshouse walk begun in the kitchen: in the courtyard east visited (initial); the "
        "oratory door shut (open north); the warden's door locked",
    ),
    item(
        courtyard(),
        "w",
        WARDEN_LOCKED,
        "e",
        kitchen(event="The cook drops her paddle and tells the cat exactly what she thinks of it."),
        notes="almshouse walk (the cook scolds the cat this turn): the warden's locked door "
        "refused in the courtyard, left behind; "
        "in the kitchen west visited (initial), the bread room north not yet",
    ),
    item(
        bread_room(),
        "take coin",
        BAWBEE,
        "s",
        kitchen(),
        "w",
        courtyard(
            event="The oratory bell strikes four, and the old man on the bench counts along "
            "under his breath."
        ),
        notes="almshouse walk begun in the bread room (the bell strikes this turn): the coin "
        "taken; in the courtyard east visited (initial); north shut, west locked",
    ),
    item(
        courtyard(),
        "e",
        kitchen(),
        "w",
        courtyard(),
        "n",
        (
            "The oratory door is shut. A card pinned to it says PRAYERS AT SIX.",
            K("refused", "closed"),
        ),
        notes="almshouse walk back to the first room, then the oratory door refused as shut "
        "(closed, refused: open north); east visited, no initial in the first room",
    ),
    item(
        (
            "Dear Margaret,\nI'm writing this from the rod room of the lodge, where they've put "
            "me to wait until the ghillie comes. Rods hang in racks all round the walls, and "
            "there's a smell of waders and tobacco. There's a door on the north side, which is "
            "shut, and the hall is through the arch to the east.",
            R("rod room", "n e", closed="n"),
        ),
        "open north door",
        (
            "I opened the north door, Margaret, and behind it was only a stone passage going "
            "off into the dark, smelling of the river.",
            K("opened"),
        ),
        notes="a letter: 'I'm writing this from the rod room' names the room; the north door "
        "opened by direction (now open); the hall east open",
    ),
    item(
        (
            "Day 3. I'm in the shieling, the summer hut up on the hill. It's one room of turf and "
            "stone with a fire pit in the middle. The door faces south, down the glen, and a "
            "low gap in the west wall lets the sheep in when it rains.",
            R("shieling", "s w"),
        ),
        "go east",
        (
            "Day 3, later. Tried to go east and walked straight into the peat stack. There's no "
            "way out on that side.",
            K("refused"),
        ),
        notes="a diary: east refused (no way: a peat stack); the door south and the gap west "
        "are the ways",
    ),
    item(
        (
            "SOUND: Wind against glass.\nNARRATOR: The mill office. A high desk, a ledger, a "
            "calendar three years out of date. The yard door is to the south, and it's open. The "
            "west door, to the manager's room, is locked.",
            R("mill office", "s w", locked="w"),
        ),
        "west",
        ("SOUND: A door rattling.\nNARRATOR: The west door is locked.", K("refused", "locked")),
        "unlock west door with brass key",
        (
            "SOUND: A key turning.\nNARRATOR: The lock gives. The west door stays shut.",
            K("unlocked"),
        ),
        notes="a radio play: the west door refused as locked, then unlocked and still shut: "
        "the refusal stands (closed, refused: open west); the yard door south open",
    ),
    item(
        (
            "Once upon a time there was a goose girl, and this is where she stood: in the goose "
            "loft over the stable, a long low room where the geese slept in rows of straw. Its "
            "door in the east wall was locked, "
            "and the stair went down at the south end.",
            R("goose loft", "e d", locked="e"),
        ),
        "go east",
        (
            "The girl tried the door in the east wall, but it was locked, and the key hung at the "
            "witch's belt.",
            K("refused", "locked"),
        ),
        notes="a fairy tale: the east door refused as locked; the stair going down is no way "
        "of the vocabulary; no action (the only way is locked)",
    ),
    item(
        (
            "You are dreaming. You're in the pantry again, your grandmother's, with the jars of "
            "pickled beetroot and the meat safe and the light coming green through the window. "
            "The kitchen is east, the way it always was. On the top shelf, between two jars, "
            "lies a bright new cent.",
            R("pantry", "e", coin=True),
        ),
        "take coin",
        (
            "You reach for the cent, and it is there, cold and real, and then it is in your hand.",
            K("took"),
        ),
        notes="a dream: 'You're in the pantry again, your grandmother's' names the room (pantry); "
        "the cent "
        "taken; the kitchen east the way",
    ),
    item(
        (
            "Mina stands in the oven house. The brick oven takes up one whole wall, and the "
            "peel leans beside it, longer than she is. The door to the north is shut. The lane "
            "is west.",
            R("oven house", "n w", closed="n"),
        ),
        "north",
        (
            "Mina pushes at the door to the north. It's shut, and she'll have to open it first.",
            K("refused", "closed"),
        ),
        "open north door",
        (
            "Mina opens the north door, and flour dust swirls out into the light.",
            K("opened"),
        ),
        "north",
        (
            "Mina steps into the flour store. Sacks are piled to the rafters, and everything, "
            "Mina included now, is white. The oven house is south, through the open door.",
            R("flour store", "s", leads={"s": "oven house"}),
        ),
        notes="third person: the north door refused as shut, opened by direction, walked "
        "through; the flour store's only way is south",
    ),
    item(
        (
            "You're in the pigeon house, a tall round tower lined inside with nesting boxes. The "
            "birds shift and mutter. The door is west. On the window ledge lies a silver coin.",
            R("pigeon house", "w", coin=True),
        ),
        "take coin",
        (
            "You stoop for the coin, but the magpie on the sill is quicker: it snatches it up and "
            "is gone over the roofs. You're still in the pigeon house, with the birds muttering "
            "and the door to the west, and the window ledge is bare.",
            R("pigeon house", "w"),
        ),
        notes="the coin taken by a magpie, not the player: the reply describes the pigeon house "
        "again with the ledge bare (no coin); the door west the way",
    ),
    item(
        (
            "I came into the saddlery late that afternoon. Half-made saddles sat on trestles, and "
            "the room smelled of leather and neatsfoot oil. The yard was south of me and the "
            "tack store west.",
            R("saddlery", "s w"),
        ),
        "go east",
        ("I tried east. There was nothing there but the wall and a row of bridles.", K("refused")),
        notes="first person past tense: the saddlery named in the opening; east refused (a "
        "wall); south and west open",
    ),
    item(
        (
            "You're on the ferry deck. The chain ferry creeps across the river, and the far bank "
            "comes no nearer, however long you watch it. The cabin door, aft to the east, is shut, "
            "and the ferryman has bolted "
            "it. The ramp is west.",
            R("ferry deck", "e w", locked="e"),
        ),
        "east",
        ("The cabin door is bolted.", K("refused", "locked")),
        "wait",
        (
            "You wait. After a while the ferryman draws the bolt, hooks the cabin door open, and "
            "goes back to his chain.\n\nYou're on the ferry deck. The chain ferry creeps across "
            "the river, and the far bank comes no nearer, however long you watch it. The cabin "
            "door, aft to the east, is hooked "
            "open. The ramp is west.",
            R("ferry deck", "e w"),
        ),
        notes="the cabin door east, bolted (locked), refused; the ferryman opens it and the deck "
        "is described again with it open: the refusal cleared; 'You're on the ferry deck' "
        "names the room",
    ),
    item(
        (
            "You're in the waiting room at the halt. A bench, a timetable, a stove that nobody "
            "has lit. The platform door, to the north, is open. The booking office is east.",
            R("waiting room", "n e"),
        ),
        "open platform door",
        ("It's open already. Someone has wedged it with a folded newspaper.", K("none")),
        notes="the platform door north found already open (nothing changes); north and east open",
    ),
    item(
        (
            "You're in the timber yard. Trunks lie in stacks waiting for the saw, and the air "
            "smells of resin. The sawpit is north. The gate to the road is west, and it's open.",
            R("timber yard", "n w", leads={"n": "sawpit"}),
        ),
        "north",
        (
            "You're at the sawpit. Two men take turns in it, one above and one below, and the "
            "one below is covered in sawdust from hat to boots. The timber yard is south. A "
            "path leads east to the drying sheds.",
            R("sawpit", "s e", leads={"s": "timber yard", "e": "drying sheds"}),
        ),
        notes="a move north that worked: at the sawpit south is visited (initial), the path east "
        "not",
    ),
    item(
        (
            "You're in a courtyard in the old town of Riga, with washing on lines overhead and a "
            "cat asleep on a bin. An archway opens north onto the street, and a stair door to the "
            "east is shut. A one-santim coin lies between the cobbles.",
            R("courtyard", "n e", closed="e", coin=True),
        ),
        "take coin",
        ("You pocket the santim. It's tiny, no bigger than a fingernail.", K("took")),
        notes="a one-santim coin taken (gone); the archway north open, the stair door east "
        "shut (open it)",
    ),
    item(
        (
            "You're in Tanner's Lane. The lane runs north to the market, and the walls are high "
            "on both sides. To the south, a carter's wagon loaded with hides blocks the lane from "
            "wall to wall, and its carter is eating a pie on the shaft.",
            R("tanner's lane", "n"),
        ),
        "south",
        (
            "You'd have to climb over the wagon, and the carter's dog has other ideas.",
            K("refused"),
        ),
        "ask carter to move",
        (
            "The carter finishes his pie, clicks to the horse, and the wagon rolls off out of "
            "the lane.\n\nYou're in Tanner's Lane. The lane runs north to the market and south "
            "to the river, and the walls are high on both sides.",
            R("tanner's lane", "n s"),
        ),
        notes="south first no way (a wagon across it), refused; the carter moves and the lane "
        "is described again with a way south: the refusal cleared; north and south open",
    ),
    item(
        (
            "You're in the sack room. Flour comes down the chute from the stones into the "
            "waiting sacks. A window in the west wall looks down on the race. The stones are "
            "north, and the yard door is east.",
            R("sack room", "n e"),
        ),
        "west",
        (
            "The window opens on a thirty-foot drop into the millrace. You close it again.",
            K("refused"),
        ),
        notes="west is a window over the race (no way), refused; north and east open",
    ),
]
