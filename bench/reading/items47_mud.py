"""mud, forty-seventh round: seven walks (2-4 turns) on a saltworks by the Firth of Forth in a
MUME-like manner (a title, a paragraph that gives each door's state, "Exits: [north], east, [west]."
with doors in brackets, the people there and the prompt "* HP:Healthy MV:Fresh>"; a Pan House whose
salt store door north is closed at first and whose clerk's door west is locked; a Salt Store; a
Brine Shed; a Pump House with "A silver merk coin lies in a puddle of brine here."): "The salt store
door seems to be closed.", "You open the salt store door. Dry air comes out, sharp as a sneeze.",
"The clerk's door seems to be locked. Through the keyhole you can see ledgers.", "Alas, you cannot
go that way. The salt pans are flooded to the south.", "You get a silver merk coin from the
puddle.", returns with the panman raking the pan and the fire banked, walks begun in the brine shed,
the pump house and the salt store; single rooms and short histories in the manners of MUD families
the earlier rounds never named: a TinyMUSH-like stokehold ("Contents:" with a five-markka coin,
"Obvious exits:\nFiddley <N> Shaft Tunnel <E>"), a Lusternia-like chain locker ("You see exits
leading south and up."), an Imperian-like fiddley whose 23 gold coins are picked up and looked for,
a Realms of Despair-like sally port whose postern gate is refused and opened, a Lost Souls-like
barbican ("There are three obvious exits: north, south and west.") and its curtain wall refused, an
Ancient Anguish-like redoubt (a copper plack coin taken), a pillbox whose firing slit is no way, a
Duris-like blockhouse ("Exits: -N -E"), a Carrion Fields-like steering flat reached from the shaft
tunnel, a Shadows of Isildur-like peel tower ("Obvious exits: north, east (closed)."), a
3Kingdoms-like motte whose ditch is refused, a sound mirror whose bodle coin is taken and looked
for, a Dead Souls-like heronry reached from the rookery walk. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "\n\n* HP:Healthy MV:Fresh>"

# ---- a saltworks: PAN HOUSE n SALT STORE (a door, closed at first), e BRINE SHED, w the clerk's
# room (locked); BRINE SHED n PUMP HOUSE (a silver merk coin).


def pan(store: str = "closed", event: str = "") -> tuple:
    text = (
        "Pan House\nThe great iron salt pan fills the middle of the house, and the brine in it "
        "steams over a coal fire that is never let out. Salt crusts the rafters like frost. The "
        f"door to the salt store, north, is {store}. The brine shed is east. The clerk's door, "
        "west, is locked.\nExits: [north], east, [west].\nA panman in a canvas apron is here, "
        "raking the pan."
    )
    if event:
        text += f"\n{event}"
    return (
        text + PROMPT,
        R(
            "Pan House",
            "n e w",
            closed="n" if store == "closed" else "",
            locked="w",
            leads={"n": "salt store", "e": "brine shed"},
        ),
    )


def store(door: str = "open") -> tuple:
    return (
        "Salt Store\nSalt lies in white drifts against the walls, waiting for the carts, and "
        "the floor crunches underfoot. The door to the pan house, south, is "
        f"{door}.\nExits: [south]." + PROMPT,
        R("Salt Store", "s", closed="s" if door == "closed" else "", leads={"s": "pan house"}),
    )


def brine(event: str = "") -> tuple:
    text = (
        "Brine Shed\nA wooden cistern as big as a cottage holds the brine pumped up from the "
        "firth, and it drips steadily through the planks. The pan house is west. An open doorway "
        "north leads to the pump house.\nExits: north, west."
    )
    if event:
        text += f"\n{event}"
    return (text + PROMPT, R("Brine Shed", "n w", leads={"w": "pan house", "n": "pump house"}))


def pump(coin: bool = True) -> tuple:
    text = (
        "Pump House\nA small beam engine nods up and down, lifting brine from the firth with a "
        "wheeze at the top of every stroke. The only way out is south.\nExits: south."
    )
    if coin:
        text += "\nA silver merk coin lies in a puddle of brine here."
    return (text + PROMPT, R("Pump House", "s", coin=coin, leads={"s": "brine shed"}))


CLOSED = ("The salt store door seems to be closed." + PROMPT, K("refused", "closed"))
OPENED = (
    "You open the salt store door. Dry air comes out, sharp as a sneeze." + PROMPT,
    K("opened", "north"),
)
LOCKED = (
    "The clerk's door seems to be locked. Through the keyhole you can see ledgers." + PROMPT,
    K("refused", "locked"),
)

ITEMS = [
    item(
        pan(),
        "north",
        CLOSED,
        "open door",
        OPENED,
        "north",
        store(),
        notes="the salt store door refused as closed, opened by 'open door' (the only closed "
        "door there), walked through; the store's only way south is visited and initial",
    ),
    item(
        pan(),
        "east",
        brine(),
        "north",
        pump(),
        "get coin",
        ("You get a silver merk coin from the puddle." + PROMPT, K("took")),
        notes="the merk coin taken in the pump house (gone); its only way south is visited and "
        "initial: all_visited, go south",
    ),
    item(
        brine(),
        "west",
        pan(),
        "west",
        LOCKED,
        notes="begun in the brine shed; in the pan house the clerk's door west refused as locked; "
        "east visited and initial; the salt store door north is closed and unexplored: open north",
    ),
    item(
        pump(),
        "get merk coin",
        ("You get a silver merk coin and shake the brine off it." + PROMPT, K("took")),
        "s",
        brine(),
        "w",
        pan(event="The panman rakes a crust of new salt to the side of the pan."),
        notes="begun in the pump house, the coin taken; through the brine shed to the pan house "
        "(east visited, initial); the closed salt store door north is unexplored: open north",
    ),
    item(
        store("closed"),
        "s",
        ("The door seems to be closed." + PROMPT, K("refused", "closed")),
        "open s",
        ("You open the door. The heat of the pan house rolls in." + PROMPT, K("opened")),
        "s",
        pan("open"),
        "e",
        brine(event="Brine drips from the cistern onto your boots."),
        notes="begun in the salt store with its door closed: refused, opened by direction, "
        "walked through; across the pan house to the brine shed (west visited, initial); the "
        "pump house north is unexplored: go north",
    ),
    item(
        pan(),
        "e",
        brine(),
        "w",
        pan(event="The panman banks the fire and sits down on an upturned bucket."),
        notes="a return to the first room (no initial): east visited; the closed salt store door "
        "north is unexplored: open north; west locked",
    ),
    item(
        pan(),
        "s",
        (
            "Alas, you cannot go that way. The salt pans are flooded to the south." + PROMPT,
            K("refused"),
        ),
        "look",
        pan(),
        notes="south is no exit: refused(south), kept by the look; north closed (open north), "
        "east open (go east), west locked",
    ),
    # ---- single rooms and short histories in other MUD families' manners
    item(
        (
            "Stokehold\nFurnace doors glow in a row along the boilers, and the deck plates are "
            "black with coal dust. The fiddley is north, and the shaft tunnel runs east.\nContents:"
            "\nFireman Aho\nfive-markka coin\nObvious exits:\nFiddley <N>  Shaft Tunnel <E>",
            R("Stokehold", "n e", coin=True, leads={"n": "fiddley", "e": "shaft tunnel"}),
        ),
        notes="a TinyMUSH-like room: the five-markka coin is among the room's contents: take "
        "coin; the exits with aliases <N> and <E> are north and east; the furnace doors are no "
        "doors of the room",
    ),
    item(
        (
            "Chain Locker.\nThe anchor cable lies in rusty coils up to your knees, and every "
            "link is as long as your forearm. Water sloshes in the bottom. You see exits leading "
            "south and up.",
            R("Chain Locker", "s u"),
        ),
        notes="a Lusternia-like room: south is the exit of the vocabulary, up is outside it: go "
        "south",
    ),
    item(
        (
            "Fiddley.\nA steel grating high over the boilers, where the heat comes up in a wall. "
            "A small heap of 23 gold coins glints by the ventilator. You see exits leading "
            "north and west.",
            R("Fiddley", "n w", coin=True),
        ),
        "get coins",
        ("You pick up 23 gold coins.", K("took")),
        "look",
        (
            "Fiddley.\nA steel grating high over the boilers, where the heat comes up in a wall. "
            "You see exits leading north and west.",
            R("Fiddley", "n w"),
        ),
        notes="an Imperian-like room: the 23 gold coins picked up, and the look shows none "
        "left; north and west are open: either",
    ),
    item(
        (
            "Sally Port\nA narrow passage through the curtain wall, built for a quick sortie. "
            "The postern gate to the north is closed. The inner ward is south.\nExits: north "
            "south.\n<450hp 300m 600mv>",
            R("Sally Port", "n s", closed="n"),
        ),
        "north",
        ("The postern gate is closed.\n<450hp 300m 600mv>", K("refused", "closed")),
        "open north",
        ("You open the postern gate.\n<450hp 300m 600mv>", K("opened")),
        notes="a Realms of Despair-like room: the postern gate north refused as closed, then "
        "opened by direction (the refusal cleared); north and south are open and unvisited: either",
    ),
    item(
        (
            "Barbican\nTwo drum towers flank the gate passage, and murder holes look down from "
            "the vault. The curtain wall runs off to the east.\nThere are three obvious exits: "
            "north, south and west.",
            R("Barbican", "n s w"),
        ),
        "east",
        ("You can't go east. The curtain wall is in the way.", K("refused")),
        notes="a Lost Souls-like room: the curtain wall east is no exit: refused(east); north, "
        "south and west are open: any",
    ),
    item(
        (
            "Redoubt.\nAn earthwork square of grassy banks, with a gun platform of rotten "
            "planks. A worn copper plack coin lies in the grass.\nThe only obvious exit is east.",
            R("Redoubt", "e", coin=True),
        ),
        "get coin",
        ("You take a worn copper plack coin.", K("took")),
        notes="an Ancient Anguish-like room: the plack coin taken (gone); east is the only way: "
        "go east",
    ),
    item(
        (
            "Pillbox\nConcrete walls a yard thick, and a firing slit that looks out over the dunes "
            "to the west. The only way in or out is the low doorway to the south.\nObvious "
            "exits: south",
            R("Pillbox", "s"),
        ),
        notes="the firing slit west is no way; the doorway south is the only exit: go south",
    ),
    item(
        (
            "Blockhouse\nA square room of squared logs, loopholed on every side, with a rack of "
            "old muskets along one wall. A heavy door to the north is closed.\nExits: -N -E",
            R("Blockhouse", "n e", closed="n"),
        ),
        notes="a Duris-like exit line '-N -E': north and east; the heavy door north is closed "
        "(open north), east is open (go east); the loopholes are no ways",
    ),
    item(
        (
            "Shaft Tunnel\nThe propeller shaft turns in its bearings along a narrow tunnel, and "
            "an oiler walks beside it with a can.\n[Exits: east west]",
            R("Shaft Tunnel", "e w", leads={"w": "steering flat"}),
        ),
        "w",
        (
            "Steering Flat\nThe steering engine clanks as the rudder stock turns above it, a "
            "little to port, a little to starboard.\n[Exits: east]",
            R("Steering Flat", "e", leads={"e": "shaft tunnel"}),
        ),
        notes="a Carrion Fields-like move from the shaft tunnel west into the steering flat; its "
        "only way east is visited and initial: all_visited, go east",
    ),
    item(
        (
            "Peel Tower Hall\nA vaulted room on the ground floor of the peel tower, where cattle "
            "were driven in when the raiders came. A stone stair climbs the wall to the upper "
            "floor. The yett to the east is closed.\nObvious exits: north, east (closed), up.",
            R("Peel Tower Hall", "n e u", closed="e"),
        ),
        notes="a Shadows of Isildur-like exit line: north open, east closed (the yett, an iron "
        "gate): go north or open east; the stair up is outside the vocabulary",
    ),
    item(
        (
            "Top of the Motte\nThe mound is crowned with nettles where a wooden keep once stood. A "
            "deep dry ditch rings the foot of the motte on the north side.\nThere are two "
            "obvious exits: south and west.",
            R("Top of the Motte", "s w"),
        ),
        "north",
        ("The ditch is far too deep to cross that way.", K("refused")),
        notes="a 3Kingdoms-like room: north is the ditch, no exit: refused(north); south and "
        "west are open: either",
    ),
    item(
        (
            "Sound Mirror\nA great concrete dish, twenty feet across, stares out to sea, built to "
            "hear aeroplanes before anyone could see them. A tiny bodle coin lies in the mud at "
            "its foot.\nThe only obvious exit is north.",
            R("Sound Mirror", "n", coin=True),
        ),
        "get coin",
        ("You pick up a tiny bodle coin.", K("took")),
        "look",
        (
            "Sound Mirror\nA great concrete dish, twenty feet across, stares out to sea, built to "
            "hear aeroplanes before anyone could see them.\nThe only obvious exit is north.",
            R("Sound Mirror", "n"),
        ),
        notes="the bodle coin taken, and the look shows it gone; north is the only way: go north",
    ),
    item(
        (
            "Rookery Walk\nA lime avenue loud with rooks, their nests in every fork.\nObvious "
            "exits: north, south",
            R("Rookery Walk", "n s", leads={"n": "heronry"}),
        ),
        "north",
        (
            "Heronry\nTall pines full of untidy nests, and herons standing on the tops like "
            "grey umbrellas. The door of the watchers' hide, to the west, is closed.\nObvious "
            "exits: south, west",
            R("Heronry", "s w", closed="w", leads={"s": "rookery walk"}),
        ),
        notes="a Dead Souls-like move from the rookery walk north into the heronry: south "
        "visited and initial; the hide door west is closed and unexplored: open west",
    ),
]
