"""mud, twenty-second round: worlds new users build on Evennia and on an LPMud library, and one
hand-written Python MUD: Evennia rooms as their builder sees them (the room's name with its
dbref, "Exits: north and west", "You see: ...", "Characters: ..."), a placeholder Limbo, a
pirate cove with a smugglers' cave and a lookout, a cruise ship's promenade deck, casino and a
cabin locked from outside, a captain's quarters with a shut door the game explains, a sweet
shop whose only exit is "out"; LPMud rooms ("Temple steps.", "There are two obvious exits:
north and south.", "A gold coin.", "2 silver coins."): a jungle temple and its idol chamber, a
dwarven mine with its main shaft and forge hall, a snowy pass, a rope bridge, a bank whose clerk
counts coins behind bars; a Python MUD's "Exits are: ..." and "Items: coin". The walks are
printed from one map each by functions, so a room reads the same on every visit. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- Evennia, a pirate island: Pirate Cove (a doubloon) n Smugglers' Cave, w Lookout Point.
def cove(coin: bool = True) -> tuple:
    things = "a gold doubloon and a coil of rope" if coin else "a coil of rope"
    return (
        "Pirate Cove(#8)\nA crescent of white sand between two arms of black rock. A rowing "
        "boat lies upturned above the tideline, and the sea is to the south.\nExits: north and "
        f"west\nYou see: {things}",
        R("pirate cove", "n w", coin=coin),
    )


def cave() -> tuple:
    return (
        "Smugglers' Cave(#9)\nA low cave that smells of tar and old rum. Barrels are stacked "
        "against the back wall, and a passage leads on to the east.\nExits: south and "
        "east\nCharacters: One-Eyed Jack",
        R("smugglers' cave", "s e"),
    )


def lookout() -> tuple:
    return (
        "Lookout Point(#10)\nA bare rock high above the water, with the whole bay spread out "
        "to the south and, far off to the west, a single sail. A path leads east to the "
        "cove.\nExits: east\nYou see: a rusty spyglass",
        R("lookout point", "e", leads={"e": "pirate cove"}),
    )


# ---- Evennia, a cruise ship: Promenade Deck n Casino (a silver dollar).
def promenade() -> tuple:
    return (
        "Promenade Deck(#31)\nDeck chairs stand in rows, all of them facing the sea, and the "
        "wind snatches at your hair. Glass doors lead north into the casino. The rail runs "
        "along the east side, and beyond it there is nothing but ocean.\nExits: north, aft "
        "and forward",
        R("promenade deck", "n aft forward", leads={"n": "casino"}),
    )


def casino() -> tuple:
    return (
        "Casino(#32)\nSlot machines blink and chime, and the carpet is patterned with playing "
        "cards. A sign says ALL WINNINGS PAID AT THE CASHIER. Glass doors lead south to the "
        "promenade deck.\nExits: south and east\nYou see: a stack of casino chips and a "
        "dropped silver dollar",
        R("casino", "s e", coin=True, leads={"s": "promenade deck"}),
    )


# ---- Evennia, a ship: Captain's Quarters (a brass coin; a shut door north) n Chart Room.
def quarters() -> tuple:
    return (
        "Captain's Quarters(#60)\nA hammock, a desk bolted to the floor, and a window of "
        "thick green glass. The door to the north is shut (type 'open door' to open "
        "it).\nExits: north and south\nYou see: a sea chest and a brass coin",
        R("captain's quarters", "n s", closed="n", coin=True),
    )


def chart_room() -> tuple:
    return (
        "Chart Room(#61)\nCharts are pinned over every surface, and a brass compass the size "
        "of a dinner plate sits on the table, its needle pointing north.\nExits: south and "
        "west",
        R("chart room", "s w"),
    )


# ---- LPMud, a jungle temple: Temple steps n Idol chamber (a gold coin).
def temple_steps() -> tuple:
    return (
        "Temple steps.\nMoss-covered steps climb to the doorway of a crumbling stone temple, "
        "north of you. The jungle presses in on every side, but a trail leads away to the "
        "south.\nThere are two obvious exits: north and south.\nA chattering monkey.",
        R("temple steps", "n s"),
    )


def idol_chamber() -> tuple:
    return (
        "Idol chamber.\nA golden idol squats on a plinth, its ruby eyes glittering in the "
        "light from the doorway. Carvings of snakes wind round the walls.\nThe only obvious "
        "exit is south.\nA gold coin.\nA skull.",
        R("idol chamber", "s", coin=True),
    )


# ---- LPMud, a dwarven mine: Mine entrance n Main shaft (2 silver coins); Main shaft e Forge
# hall (a copper coin).
def mine_entrance() -> tuple:
    return (
        "Mine entrance.\nThe mouth of the mine is shored up with timbers black with age. A cart "
        "track runs north into the mine, and a path winds away west across the "
        "mountainside.\nThere are two obvious exits: north and west.\nA pickaxe.",
        R("mine entrance", "n w"),
    )


def main_shaft(coins: bool = True) -> tuple:
    extra = "\n2 silver coins." if coins else ""
    return (
        "Main shaft.\nLanterns hang from hooks in the timbers. Tunnels branch off east and "
        "west, and a ladder goes down a shaft to the lower levels. The way out of the mine is "
        "south.\nThere are four obvious exits: south, east, west and down." + extra,
        R("main shaft", "s e w d", coin=coins, leads={"s": "mine entrance"}),
    )


def forge_hall() -> tuple:
    return (
        "Forge hall.\nThe heat of the great forge hits you like a wall. Anvils stand in a row, "
        "each with its hammer. The only way out is west, to the main shaft.\nThe only obvious "
        "exit is west.\nA dwarf smith.\nA copper coin.",
        R("forge hall", "w", coin=True, leads={"w": "main shaft"}),
    )


ITEMS = [
    item(
        *cove(),
        notes="Evennia as a builder sees it: the dbref is no part of the name; the sea south is "
        "no exit; 'You see: a gold doubloon': take coin",
    ),
    item(
        cove(),
        "get doubloon",
        ("You pick up a gold doubloon.", K("took")),
        "north",
        cave(),
        notes="the doubloon taken, then north: the cove south (visited, initial), a passage "
        "east unvisited: go east",
    ),
    item(
        cove(),
        "get doubloon",
        ("You pick up a gold doubloon. It is heavier than it looks.", K("took")),
        "west",
        lookout(),
        notes="the lookout's one exit leads east to the cove (visited, initial, all visited): "
        "go east; the bay and a sail are views",
    ),
    item(
        *temple_steps(),
        notes="LPMud: 'There are two obvious exits: north and south.'; a monkey is no coin: go "
        "north or go south",
    ),
    item(
        temple_steps(),
        "north",
        idol_chamber(),
        notes="LPMud's 'A gold coin.' line puts a coin in the room (a golden idol is none): "
        "take coin",
    ),
    item(
        *promenade(),
        notes="aft and forward are outside the vocabulary (nothing maps them); the rail east "
        "with ocean beyond is no exit: go north",
    ),
    item(
        promenade(),
        "north",
        casino(),
        notes="casino chips are no coins, a dropped silver dollar is: take coin; the deck "
        "south visited",
    ),
    item(
        "Cabin 12(#40)\nA narrow cabin with two bunks and a porthole the size of a plate. The "
        "door to the corridor, west, is locked. Someone has locked you in!\nExits: west\nYou "
        "see: a life jacket",
        R("cabin 12", "w", locked="w"),
        notes="the only exit locked from outside (closed; no open): nothing sensible to do "
        "from the text, no action",
    ),
    item(
        *mine_entrance(),
        notes="a cart track north and a path west: go north or go west",
    ),
    item(
        mine_entrance(),
        "north",
        main_shaft(),
        notes="'2 silver coins.' in LPMud's list: take coin (down is outside the vocabulary)",
    ),
    item(
        "Limbo(#2)\nThe void where every new character starts. I'll write a proper "
        "description later! The first real room of my world is north of here.\nExits: "
        "north\nYou see: a gold coin",
        R("limbo", "n", coin=True),
        notes="a new builder's placeholder Limbo: the room is 'limbo'; a gold coin lies here: "
        "take coin",
    ),
    item(
        "Market Cross(#20)\nA stone cross stands where four lanes meet, though only two of "
        "them are open: the others are fenced off with builders' tape and a sign saying UNDER "
        "CONSTRUCTION.\nExits: north, south and tavern",
        R("market cross", "n s tavern"),
        notes="Evennia's exit 'tavern' has no compass word (outside the vocabulary); lanes "
        "fenced off are not in the exit line: go north or go south",
    ),
    item(
        mine_entrance(),
        "north",
        main_shaft(),
        "get coins",
        ("You take 2 silver coins.", K("took")),
        "e",
        forge_hall(),
        notes="coins taken in the shaft, then east: 'A copper coin.' in the forge hall: take coin",
    ),
    item(
        "Snowy pass.\nThe wind howls through a gap between two peaks. Snow is piled in deep "
        "drifts to the east and west; the path runs on north and south.\nThere are two obvious "
        "exits: north and south.",
        R("snowy pass", "n s"),
        notes="drifts east and west are no exits: go north or go south",
    ),
    item(
        "Ye Olde Sweet Shoppe(#51)\nJars of humbugs, sherbet lemons and gobstoppers line the "
        "shelves. A chalkboard reads: ALL SWEETS 2 COINS A BAG.\nExits: out\nCharacters: Mrs "
        "Pickle",
        R("ye olde sweet shoppe", "out"),
        notes="a price in coins is no coin; the only exit, 'out', is outside the vocabulary: "
        "no fact but the room, no action",
    ),
    item(
        *quarters(),
        notes="a door the game says is shut (closed); a brass coin in 'You see:': take coin",
    ),
    item(
        quarters(),
        "get coin",
        ("You pick up a brass coin.", K("took")),
        "north",
        ("The door is shut. Open it first.", K("refused", "closed")),
        "open door",
        ("You open the door.", K("opened", "n")),
        "north",
        chart_room(),
        notes="coin taken, the shut door refused, opened and walked through: the quarters "
        "south (visited, initial), west unvisited: go west; a compass needle pointing north is "
        "no exit",
    ),
    item(
        "Rope bridge.\nThe bridge sways under your feet, and far below a river roars through "
        "the gorge. The bridge runs from east to west.\nThere are two obvious exits: east and "
        "west.",
        R("rope bridge", "e w"),
        notes="'runs from east to west': both ways: go east or go west",
    ),
    item(
        "Courtyard\nA square of cobbles with a well in the middle.\nPlayers here: alice, "
        "bob\nExits are: north, south, east\nItems: coin",
        R("courtyard", "n s e", coin=True),
        notes="a hand-written Python MUD: 'Items: coin' is a coin here: take coin",
    ),
    item(
        "Bank.\nA marble counter runs the length of the room. Behind it, out of reach behind "
        "iron bars, a clerk counts gold coins into neat stacks. The street is south.\nThe only "
        "obvious exit is south.\nA bank clerk.",
        R("bank", "s"),
        notes="coins a clerk counts behind bars are out of reach (no coin in the room): go south",
    ),
]
