"""classic_if, thirty-fifth round: eight walks (2-6 turns) on an Infocom-like tonnara, the tunny
fishery of a Sicilian shore (Tonnara Yard with the boat shed through an arch north, the net loft
door east "shut" at first, the chapel of San Pietro west behind a door propped open with a stone and
the sea gate south locked; Boat Shed with the seaward end boarded up; Anchor Store with a small
copper coin half hidden by a coil of chain; Net Loft; Salting Room with a silver coin crusted white
with salt; Chapel with a padlocked alms box): "The net loft door is shut.", "You haul the net loft
door open. It smells of tar and the old sea.", "The sea gate is locked. Through the bars you can see
the boats' winter rollers.", "Taken. The salt has eaten the king's face off it.", returns to the
yard with an event of the turn, walks begun in the boat shed and the chapel; and twelve single rooms
in classic manners: a crannog's roundhouse (a bronze coin in the rushes), a duck decoy's hide (the
pipe a way for ducks, not for you), a bodger's camp in a beech wood (a farthing among the shavings),
an almonry (a serving hatch shuttered, a door barred on this side), a cabinet of curiosities in TADS
3's manner (a drawer labelled NUMISMATA, empty), Scott Adams's coracle maker's shed ("*SILVER
GROAT*"), a Level 9-like pilgrims' dormitory, a Magnetic Scrolls-like shipbreakers' beach (a gap
torn in a hulk's side), a santon workshop in Hugo's manner, a leper chapel's squint, a peat bothy
under a ZIL-era status line, an eel weir's walkway. The walks are printed from one map by functions,
so a room reads the same on every visit. What a person reads in each text is declared beside it; the
map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the tonnara: Yard n Boat Shed (w Anchor Store, a copper coin), e Net Loft (door, shut at
# first; e Salting Room, a silver coin), w Chapel; s the sea gate, locked.
GULL = "Somewhere out on the water, a gull is complaining."
BELL = "The chapel bell knocks once in the wind and is still."


def yard(loft_open: bool = False, event: str = "") -> tuple:
    door = "standing open" if loft_open else "shut"
    tail = f"\n\n{event}" if event else ""
    return (
        "Tonnara Yard\nYou are in the walled yard of the tonnara, where the tunny boats wait out "
        "the winter. A wide arch to the north opens into the boat shed. The net loft door, east, "
        f"is {door}. To the west is the little chapel, its door propped open with a stone. The "
        "sea gate in the south wall is locked; beyond its bars the shingle runs down to the "
        f"water.{tail}",
        R(
            "tonnara yard",
            "n e w s",
            closed="" if loft_open else "e",
            locked="s",
            leads={"n": "boat shed", "e": "net loft", "w": "chapel"},
        ),
    )


def boat_shed() -> tuple:
    return (
        "Boat Shed\nThe great black boats of the tonnara lie on rollers, keel to keel, their oars "
        "lashed along the thwarts. The arch to the yard is south. A low doorway in the west wall "
        "leads into the anchor store. The seaward end of the shed, east, is boarded up for the "
        "winter.",
        R("boat shed", "s w", leads={"s": "tonnara yard", "w": "anchor store"}),
    )


def anchor_store(coin: bool = True) -> tuple:
    here = "\n\nThere is a small copper coin here, half hidden by a coil of chain." if coin else ""
    return (
        "Anchor Store\nAnchors as tall as a man lean against the walls, and the flagstones are "
        f"red with rust. The only way out is the low doorway to the east.{here}",
        R("anchor store", "e", coin=coin, leads={"e": "boat shed"}),
    )


def net_loft() -> tuple:
    return (
        "Net Loft\nThe tonnara's nets hang from the rafters in brown, tarry folds, so many of "
        "them that the daylight barely gets through. The door to the yard, west, stands open. "
        "A second doorway, east, leads through to the salting room.",
        R("net loft", "w e", leads={"w": "tonnara yard", "e": "salting room"}),
    )


def salting_room(coin: bool = True) -> tuple:
    here = "\n\nThere is a silver coin here, crusted white with salt." if coin else ""
    return (
        "Salting Room\nBarrels stand in rows on a floor gritty with salt, and the air stings your "
        f"eyes. The only doorway is to the west.{here}",
        R("salting room", "w", coin=coin, leads={"w": "net loft"}),
    )


def chapel() -> tuple:
    return (
        "Chapel\nA whitewashed chapel hardly bigger than one of the boats. Saint Peter holds up "
        "his keys above the altar, and an alms box, padlocked, is fixed to the wall beside the "
        "door. The door, east, is propped open with a stone.",
        R("chapel", "e", leads={"e": "tonnara yard"}),
    )


LOFT_SHUT = ("The net loft door is shut.", K("refused", "closed"))
LOFT_OPENED = ("You haul the net loft door open. It smells of tar and the old sea.", K("opened"))
GATE_LOCKED = (
    "The sea gate is locked. Through the bars you can see the boats' winter rollers.",
    K("refused", "locked"),
)
TAKEN = ("Taken. The salt has eaten the king's face off it.", K("took"))

ITEMS = [
    item(
        yard(),
        "e",
        LOFT_SHUT,
        "open east",
        LOFT_OPENED,
        "e",
        net_loft(),
        notes="a walk: the net loft door refused as shut, hauled open and walked through; in the "
        "loft the yard (west) is visited and the way in; the salting room east is not: go east",
    ),
    item(
        yard(),
        "n",
        boat_shed(),
        "w",
        anchor_store(),
        notes="a walk north into the boat shed and west into the anchor store, whose only exit "
        "leads back to the shed (visited, the way in, all visited); a small copper coin lies "
        "half hidden by a chain: take it",
    ),
    item(
        yard(),
        "w",
        chapel(),
        "e",
        yard(event=GULL),
        notes="a walk into the chapel and out again: in the first room the chapel (west) is "
        "visited; the boat shed arch north is open and unvisited, the net loft door east is shut "
        "(open it), the sea gate south locked (closed, no action); the padlocked alms box in the "
        "chapel was no coin",
    ),
    item(
        yard(),
        "s",
        GATE_LOCKED,
        "north",
        boat_shed(),
        notes="the locked sea gate refused in the yard (a refusal left behind), then north into "
        "the boat shed: the arch south is visited and the way in, the anchor store west is not: "
        "go west; the boarded-up seaward end (east) is no exit",
    ),
    item(
        yard(),
        "open east",
        LOFT_OPENED,
        "e",
        net_loft(),
        "e",
        salting_room(),
        "take coin",
        TAKEN,
        "w",
        net_loft(),
        "w",
        yard(loft_open=True),
        notes="a six-turn walk: the loft door opened, the salting room's silver coin taken, and "
        "back to the first room, where the loft door now stands open and its way is visited; the "
        "arch north and the chapel west are open and unvisited (go either), the sea gate locked",
    ),
    item(
        boat_shed(),
        "s",
        yard(),
        "e",
        (
            "The net loft door is shut, and the tunny-men are not here to open it for you.",
            K("refused", "closed"),
        ),
        notes="a walk begun in the boat shed: south into the yard, whose net loft door then "
        "refuses the move as shut (refused east, closed); the yard was first entered from the "
        "north (the way back, visited); open east, or go west to the chapel",
    ),
    item(
        yard(),
        "n",
        boat_shed(),
        "w",
        anchor_store(),
        "get coin",
        ("Taken. It is a copper grano, no bigger than your fingernail.", K("took")),
        "e",
        boat_shed(),
        "s",
        yard(event=BELL),
        notes="a five-turn loop: the anchor store's copper coin taken and back through the boat "
        "shed to the yard (north visited); the loft door east still shut (open it) and the chapel "
        "west open and unvisited (go west); the sea gate locked",
    ),
    item(
        chapel(),
        "e",
        yard(),
        "s",
        GATE_LOCKED,
        notes="a walk begun in the chapel: east into the yard, then the sea gate refuses the move "
        "as locked (refused south, locked, no action); the chapel west is visited and the way in; "
        "open the loft door east or go north into the boat shed",
    ),
    # ---- single rooms ----
    item(
        "Roundhouse\nYou are inside the crannog's roundhouse, built on an island of timber and "
        "stone out in the loch. Smoke finds its own way out through the thatch. The only doorway "
        "opens east onto the causeway.\n\nThere is a small bronze coin here, pressed into the "
        "rushes by the hearth.",
        R("roundhouse", "e", coin=True),
        notes="a crannog's roundhouse: one exit (east, the causeway), a bronze coin in the rushes "
        "by the hearth: take it",
    ),
    item(
        "Decoy Hide\nYou crouch behind the reed screens of the duck decoy. The decoy pipe, a "
        "netted channel of water on hoops, curls away north: a way for ducks, not for you. The "
        "only path out of the hide goes west, between the alders.",
        R("decoy hide", "w"),
        notes="the decoy pipe north is water under netting, 'a way for ducks, not for you': no "
        "exit; the path west is the only one: go west",
    ),
    item(
        "Bodger's Camp\nA pole lathe stands under a sheet of canvas in the beech wood, and chair "
        "legs lie drying in a stack. Paths lead north, deeper into the beeches, and east toward "
        "the road.\n\nThere is a farthing here, among the shavings.",
        R("bodger's camp", "n e", coin=True),
        notes="a bodger's camp: paths north and east; a farthing (a coin) among the shavings: "
        "take it",
    ),
    item(
        "Almonry\nThis is where the monks once gave out bread, and pennies when there were any, "
        "to the poor at the gate. The serving hatch in the north wall is shuttered. A door to "
        "the east stands open; the other, in the south wall, is barred on this side.",
        R("almonry", "e s", closed="s"),
        notes="'pennies when there were any' is history, no coin; the north hatch is a serving "
        "hatch (no exit); east open, south 'barred on this side' (closed, the player can lift the "
        "bar): go east or open south",
    ),
    item(
        "Cabinet of Curiosities\nEvery wall is shelves, and every shelf is crowded: a narwhal's "
        "tusk, a mermaid made of a monkey and a fish, jars of things best not looked at. A "
        "drawer labelled NUMISMATA stands pulled out, and it is empty.\n\nObvious exits lead "
        "south, and west to the library.",
        R("cabinet of curiosities", "s w", leads={"w": "library"}),
        notes="TADS 3's exit lister: south and west; the drawer labelled NUMISMATA (coins) is "
        "empty: no coin; go south or west",
    ),
    item(
        "I'm in a coracle maker's shed. Obvious exits: NORTH, WEST.\nI can also see: WILLOW "
        "RODS, TARRED CALICO, *SILVER GROAT*\n\nWHAT NOW, ADVENTURER?",
        R("coracle maker's shed", "n w", coin=True),
        notes="Scott Adams's manner: 'I'm in a coracle maker's shed' names the room (the article "
        "dropped); *SILVER GROAT* among the things seen is a coin: take it",
    ),
    item(
        "You are in the pilgrims' dormitory, a long room of straw pallets under the hospice "
        "roof. Exits south and east. You see a tin cup and a staff.\nWhat now?",
        R("pilgrims' dormitory", "s e"),
        notes="a Level 9-like one-paragraph room: 'You are in the pilgrims' dormitory' names it; "
        "exits south and east, no coin: go south or east",
    ),
    item(
        "Shipbreakers' Beach\nAt low tide the hulk lies over on the mud, and the cutters have "
        "been at her: her side is torn open to the east, a gap big enough to walk straight "
        "through into the hold. The cutters' hut is north along the tideline. West there is "
        "only the sea, and no boat.",
        R("shipbreakers' beach", "e n"),
        notes="a gap torn in the hulk's side east is a way one can walk through (an exit); the "
        "hut north is an exit; the sea west without a boat is none: go east or north",
    ),
    item(
        "Santon Workshop\nRows of little clay figures wait on the shelves to be painted: "
        "shepherds, a baker, a woman with a goose. The shop is east. The door to the kiln yard, "
        "west, is shut.\n\nAlso here is a small bronze coin.",
        R("santon workshop", "e w", closed="w", coin=True),
        notes="Hugo's 'Also here is': a small bronze coin lies here: take it (the shop east, the "
        "kiln yard door west shut)",
    ),
    item(
        "Leper Chapel\nA bare stone chapel at the edge of the town. A squint, a slanting slot "
        "cut through the north wall, gives a view of the altar from outside; it is no wider than "
        "your hand. The only door is to the south, and it hangs open.",
        R("leper chapel", "s"),
        notes="the squint in the north wall is a slot 'no wider than your hand': no exit; the "
        "only door (south) hangs open: go south",
    ),
    item(
        "Peat Bothy                                    Score: 5    Moves: 23\n\nPeat Bothy\nA "
        "low bothy with a peat fire smouldering in the middle of the floor. The door, west, is "
        "shut against the wind; a smaller door in the north wall opens into the byre.\n\nThere "
        "is a copper coin on the hearthstone.",
        R("peat bothy", "w n", closed="w", coin=True),
        notes="a ZIL-era status line above the heading (the same name); a copper coin on the "
        "hearthstone: take it (the west door shut, the byre door north open)",
    ),
    item(
        "Eel Weir\nYou are on the planked walkway of the eel weir, with the river pouring "
        "through the wattle traps below you. The walkway runs north to south, from bank to "
        "bank. The door of the eel hut, east, is padlocked.",
        R("eel weir", "n s e", locked="e"),
        notes="'runs north to south, from bank to bank' is both ways; the eel hut's door east is "
        "padlocked (locked, no action): go north or south",
    ),
]
