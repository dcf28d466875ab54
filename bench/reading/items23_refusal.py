"""refusal, twenty-third round: histories whose moves the game refused, in wordings and settings
no earlier round used: an airship's keel corridor ("The engine car door is locked in flight;
only the engineers carry the key.", "You put a hand on the gas cell. It gives like a pillow,
and there's no way through."), a hotel drying room's tumble dryers ("At least they're warm."), a
typewriter shop's stockroom ("A card hung on it says BACK IN 10 MINS."), a fencing gallery's
changing room "bolted ... from the inside", a lightship's fo'c'sle door refused, opened and
looked at, a Turkish bath's glass door refused and opened ("a gust of hot wet air rolls
out"), a roundhouse's turntable pit, an engraving room's window over the river, a hill fort's
scarp, an apiary's hives ("a cloud of bees rises to meet you"), an airship lounge's windows
with the lounge printed again (Both), a paper store's door unlocked but still shut (the refusal
kept), a scent shop's closed door kept by a look, a chess club bar's windows left behind, a
lifeboat slipway's two refusals (the sea, the harbour wall), a housekeeper who unlocks the
linen room door and props it open (cleared), a sleeper train's "You can't, since the
compartment door is closed." then opened and walked through, a MUD weir pool ("The weir is in
the way."), an arbiter's "That's the wall, I'm afraid." What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

KEEL = (
    "Keel Corridor\nA narrow catwalk runs the length of the ship between the great gas cells, "
    "lit by a bulb every twenty feet. The engine car door is north. The crew mess is south.",
    R("keel corridor", "n s"),
)
LOUNGE = (
    "Passenger Lounge\nArmchairs in green leather face the long windows on the east side, and "
    "a steward's trolley of cocktails stands by the piano. The dining saloon is north; the "
    "cabins are along the corridor to the west."
)
SCENT_SHOP = (
    "Scent Shop\nA long mahogany counter runs in front of a wall of tiny labelled drawers. The "
    "street door is south. The distilling room door, west, is closed.",
    R("scent shop", "s w", closed="w"),
)


def fo_c_sle(door_open: bool = False) -> tuple:
    state = "stands open" if door_open else "is shut"
    return (
        "Fo'c'sle\nHammocks are slung between the beams, and the anchor cable comes in through "
        "the hawse pipe with a noise like a train. The mess deck door is aft, to the south; it "
        f"{state}.",
        R("fo'c'sle", "s", closed="" if door_open else "s"),
    )


ITEMS = [
    item(
        KEEL,
        "north",
        (
            "The engine car door is locked in flight; only the engineers carry the key.",
            K("refused", "locked"),
        ),
        notes="a door whose state the room did not give turns out locked and refuses the move; "
        "south open: go south",
    ),
    item(
        KEEL,
        "east",
        (
            "You put a hand on the gas cell. It gives like a pillow, and there's no way through.",
            K("refused"),
        ),
        notes="a gas cell refuses a way the room never gave: north and south stand: go north "
        "or south",
    ),
    item(
        (
            "Drying Room\nRacks of sheets steam gently under the skylights. The only way out is "
            "the door to the west. A bank of tumble dryers fills the east wall.",
            R("drying room", "w"),
        ),
        "east",
        ("You walk east and straight into the tumble dryers. At least they're warm.", K("refused")),
        notes="tumble dryers in the way east: refused; the door west: go west",
    ),
    item(
        (
            "Repair Counter\nA typewriter with its shell off lies on a felt mat, surrounded by "
            "tiny screws in a saucer. The stockroom is north. The street door is east.",
            R("repair counter", "n e"),
        ),
        "north",
        (
            "The stockroom door is locked. A card hung on it says BACK IN 10 MINS.",
            K("refused", "locked"),
        ),
        notes="the stockroom door north (state not given) is locked: refused; go east",
    ),
    item(
        (
            "Gallery\nBenches for spectators look down over a rail onto the pistes below. The "
            "changing room door is west. The salle is south, through double doors that stand "
            "open.",
            R("gallery", "w s"),
        ),
        "west",
        (
            "The changing room door won't give. Someone has bolted it from the inside.",
            K("refused", "locked"),
        ),
        notes="bolted from the far side is locked (the earlier rounds' call): refused; go south",
    ),
    item(
        fo_c_sle(),
        "south",
        ("The mess deck door is shut. You'll have to open it first.", K("refused", "closed")),
        "open south",
        ("You open the mess deck door.", K("opened")),
        "look",
        fo_c_sle(door_open=True),
        notes="a shut door refused, opened by direction, and a look that shows it open: the "
        "refusal cleared: go south",
    ),
    item(
        (
            "Cool Room\nWhite towels are piled on marble benches, and a fountain of cold water "
            "plays in a basin. The hot room's glass door is east. The changing room is south.",
            R("cool room", "e s"),
        ),
        "east",
        ("The glass door is shut. Steam beads on the far side of it.", K("refused", "closed")),
        "open door",
        (
            "The glass door swings open, and a gust of hot wet air rolls out.",
            K("opened", "e"),
        ),
        notes="the glass door east refused as shut, then opened by its kind: the refusal "
        "cleared: go east or south",
    ),
    item(
        (
            "Roundhouse Floor\nYou stand between two cold engines, their smokeboxes open like "
            "mouths. West of you the floor ends at the edge of the turntable pit. The wicket "
            "door is east; the fitting shop is south.",
            R("roundhouse floor", "e s"),
        ),
        "west",
        (
            "You step to the edge of the turntable pit and think better of it. It's twelve feet "
            "deep.",
            K("refused"),
        ),
        notes="the pit west is no exit, and the move is refused: go east or south",
    ),
    item(
        (
            "Engraving Room\nCopper plates of the continents lie on the bench under a big "
            "magnifier. The only door is north. A window in the west wall looks down on the "
            "river.",
            R("engraving room", "n"),
        ),
        "west",
        (
            "You lean on the sill and watch a barge slide under the bridge. That's as far west "
            "as this room goes.",
            K("refused"),
        ),
        notes="a window west refuses the move: go north",
    ),
    item(
        (
            "Outer Ditch\nThe ditch curves away between two banks of turf, full of nettles. A "
            "gateway through the rampart lies east, and the ditch runs on to the south. To the "
            "north the ground drops away in a scarp.",
            R("outer ditch", "e s"),
        ),
        "north",
        ("The scarp is far too steep to go down. You'd break your neck.", K("refused")),
        notes="a scarp north is no way, and the move is refused: go east or south",
    ),
    item(
        (
            "Apiary\nHives stand in a row along the south side of the garden, humming. The gate "
            "is west; the honey house is north.",
            R("apiary", "w n"),
        ),
        "south",
        (
            "You take two steps toward the hives and a cloud of bees rises to meet you. You "
            "back off smartly.",
            K("refused"),
        ),
        notes="bees refuse the way south (hives, no exit): go west or north",
    ),
    item(
        (LOUNGE, R("passenger lounge", "n w")),
        "east",
        (
            "The windows don't open, and it's a very long way down.\n\n" + LOUNGE,
            Both(K("refused"), R("passenger lounge", "n w")),
        ),
        notes="a refusal and the lounge printed again in one text (Both): east refused; north "
        "and west open: go north or west",
    ),
    item(
        (
            "Paper Store\nReams of paper are stacked on pallets to shoulder height. The "
            "finishing room is north, behind a door. The bindery is west.",
            R("paper store", "n w"),
        ),
        "north",
        ("The finishing room door is locked.", K("refused", "locked")),
        "unlock north",
        (
            "You unlock the finishing room door with the little brass key. It stays shut.",
            K("unlocked"),
        ),
        notes="a locked door refused, then unlocked but still shut: closed and the refusal "
        "kept; open north or go west",
    ),
    item(
        SCENT_SHOP,
        "west",
        ("The distilling room door is closed.", K("refused", "closed")),
        "look",
        SCENT_SHOP,
        notes="a closed door refused and a look that shows it still closed: the refusal kept; "
        "go south or open west",
    ),
    item(
        (
            "Club Bar\nA long bar with a brass rail, and a board of handicap ratings by the "
            "door. The playing hall is north. Windows look out east over the square.",
            R("club bar", "n", leads={"n": "playing hall"}),
        ),
        "east",
        ("Only the windows that way, and they don't open.", K("refused")),
        "north",
        (
            "Playing Hall\nThirty boards under green-shaded lamps, and the only sound is the "
            "clocks. The bar is south; the library door, west, stands open.",
            R("playing hall", "s w"),
        ),
        notes="a refusal left in the bar does not stand in the playing hall; south is the way "
        "in, west unvisited: go west",
    ),
    item(
        (
            "Slipway Head\nThe lifeboat's slipway runs down into the sea to the south, wet and "
            "green with weed. The boathouse doors are north; a path runs west along the harbour "
            "wall.",
            R("slipway head", "n w"),
        ),
        "south",
        ("Not without the lifeboat, you don't. The tide's running hard.", K("refused")),
        "east",
        ("East is the harbour wall, and then the sea again.", K("refused")),
        notes="two refusals in a row (the sea, the wall): go north or west",
    ),
    item(
        (
            "Service Landing\nA linen trolley and a fire bucket stand under a window. The linen "
            "room door is north. The service stair goes down to the floor below.",
            R("service landing", "n down"),
        ),
        "north",
        ("The linen room door is locked.", K("refused", "locked")),
        "wait",
        (
            "Time passes.\n\nA housekeeper bustles up with a ring of keys, unlocks the linen "
            "room door and props it wide open with a trolley before moving on.",
            R(None, "n down"),
        ),
        notes="another character unlocks the door and leaves it open (the room read again, "
        "the refusal cleared): go north",
    ),
    item(
        (
            "Sleeper Corridor\nA narrow corridor runs along the side of the coach, with "
            "compartment doors on one side and dark windows on the other. The door to "
            "Compartment 9 is west of here; it is closed. The corridor goes on north to the "
            "dining car.",
            R("sleeper corridor", "w n", closed="w", leads={"w": "compartment 9"}),
        ),
        "west",
        ("You can't, since the compartment door is closed.", K("refused", "closed")),
        "open compartment door",
        ("You open the compartment door.", K("opened", "w")),
        "west",
        (
            "Compartment 9\nTwo berths made up with starched sheets, a tiny washbasin, a blind "
            "pulled down against the night. The door is east.",
            R("compartment 9", "e"),
        ),
        notes="Inform's refusal at a closed door, an open by its name, and the move through; "
        "the compartment's only way is the way in: go east",
    ),
    item(
        (
            "Weir Pool\nThe river slides smooth and green over the lip of the weir and boils "
            "white below it.\n[Exits: north east]\n>",
            R("weir pool", "n e"),
        ),
        "west",
        ("The weir is in the way. You'd be swept over it.\n>", K("refused")),
        notes="a MUD refusal of a way the exit line never gave: go north or east",
    ),
    item(
        (
            "Tournament Annexe\nBoards and clocks stand on trestles; a round is in progress, "
            "and nobody looks up. The club bar is south. An arbiter sits by the north wall with "
            "his scoresheets.",
            R("tournament annexe", "s"),
        ),
        "north",
        (
            "The arbiter looks up and shakes his head. 'That's the wall, I'm afraid. And "
            "please keep your voice down.'",
            K("refused"),
        ),
        notes="an arbiter's word that the north is a wall refuses the move: go south",
    ),
]
