"""inform7, sixth round: Inform 7's default replies around rooms written as Inform authors
write them: "two gold coins" grouped by the lister, a pouch and a wishing well whose contents are
listed, a disambiguation question, "That's not something you can open.", "You unlock the ...",
"(with the iron key)", an inventory after a take, exits named by the rooms they lead to
("The Hallway is west.") and by things ("past the piano, east"), a door that is "(open)"; new
coins (dinar, zecchino, stiver, two-euro coin). What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PARLOUR = (
    "Back Parlour\nAntimacassars on every chair, and a clock that has stopped at ten past "
    "four. The Hallway is west. Past the piano, a glass door opens east onto the terrace.\n\n"
    "You can see two gold coins here.",
    R("back parlour", "w e", coin=True, leads={"w": "hallway", "e": "terrace"}),
)
PARLOUR_BARE = (
    "Back Parlour\nAntimacassars on every chair, and a clock that has stopped at ten past "
    "four. The Hallway is west. Past the piano, a glass door opens east onto the terrace.",
    R("back parlour", "w e", leads={"w": "hallway", "e": "terrace"}),
)
VAULT = (
    "Bank Vault\nSteel walls. Deposit boxes from floor to ceiling. The vault door is north, "
    "and a brass door marked STAFF is east.\n\nYou can see a velvet pouch (in which are four "
    "silver stivers) here.",
    R("bank vault", "n e", coin=True),
)

ITEMS = [
    item(
        *PARLOUR,
        notes="Inform 7 groups identical things: 'two gold coins' are coins; 'The Hallway is "
        "west.' names the exit by its room.",
    ),
    item(
        PARLOUR,
        "take coins",
        ("Gold coin: Taken.\nGold coin: Taken.", K("took")),
        "i",
        ("You are carrying:\n  two gold coins\n  a pocket watch", K("none")),
        notes="the coins taken (Inform 7's multiple-object replies), then the inventory: "
        "no coin lies in the parlour.",
    ),
    item(
        *VAULT,
        notes="a pouch whose contents are listed holds coins one can take: a stiver is a coin.",
    ),
    item(
        VAULT,
        "open door",
        ("Which do you mean, the vault door or the brass door?", K("none")),
        notes="a disambiguation question keeps the room and its facts.",
    ),
    item(
        "Rose Garden\nBeds of roses, most of them past their best. A wishing well stands in "
        "the middle of the lawn. The gravel path goes north to the Sundial and south to the "
        "Potting Shed.\n\nYou can see a wishing well (in which is a silver zecchino) here.",
        R("rose garden", "n s", coin=True, leads={"n": "sundial", "s": "potting shed"}),
        notes="a wishing well whose contents are listed holds a zecchino: a coin in the room "
        "(unlike the fifth round's dry well).",
    ),
    item(
        "Study\nA roll-top desk, a globe, shelves of atlases. The landing is north, through "
        "the oak door.\n\nYou can see an oak door (open) and a cash box (closed) here.",
        R("study", "n"),
        notes="a cash box that is closed holds nothing one can read: no coin; the oak door "
        "(open) is the open way north.",
    ),
    item(
        (
            "Cold Store\nHooks hang empty from the beams and the air smells of brine. The "
            "insulated door to the south is closed.",
            R("cold store", "s", closed="s"),
        ),
        "open hooks",
        ("That's not something you can open.", K("none")),
        notes="a failed open of a thing that is no door changes nothing.",
    ),
    item(
        (
            "Gun Deck\nCannon squat behind closed ports. A companionway leads west; the "
            "carpenter's door to the east is locked.",
            R("gun deck", "w e", locked="e"),
        ),
        "unlock east door",
        ("(with the iron key)\nYou unlock the carpenter's door.", K("unlocked")),
        notes="an unlock that worked leaves the door closed: open east, or go west.",
    ),
    item(
        "Tea Room\nLace tablecloths, a cake stand, a bell for service. Exits lead north and "
        "west.\n\nOn the cake stand is a two-euro coin.",
        R("tea room", "n w", coin=True),
        notes="a two-euro coin on a cake stand is a coin in the room.",
    ),
    item(
        "Conservatory\nPalms in brass pots and a cane chair. Through the french windows "
        "the lawn runs down to the river, and the door to the library is west.\n\nYou can see "
        "a watering can and a tin of humbugs here.",
        R("conservatory", "w", leads={"w": "library"}),
        notes="french windows onto a view are no exit (the text gives them no direction); "
        "west is the library door.",
    ),
    item(
        "Bell Chamber\nThe great bell hangs above you, green with age. A ladder goes down. "
        "A narrow louvred door leads east out onto the leads.\n\nYou can see a dinar and a "
        "bell rope here.",
        R("bell chamber", "down e", coin=True),
        notes="a dinar is a coin.",
    ),
    item(
        "Servants' Hall\nA long deal table with benches either side. Stairs lead up to the "
        "kitchen. The door west to the boot room is closed, and there is a serving hatch "
        "in the north wall.",
        R("servants' hall", "up w", closed="w"),
        notes="a serving hatch in the wall is no way; the west door is closed.",
    ),
    item(
        (
            "Glasshouse\nIt is hot and damp. Orchids hang in baskets from the roof. You can "
            "go south, or east through the potting door.\n\nYou can see a pair of secateurs "
            "here.",
            R("glasshouse", "s e"),
        ),
        "south",
        (
            "Lily Pond\nA wooden bench faces the water. The glasshouse is north; a path leads "
            "west to the maze.\n\nYou can see a copper penny here.",
            R("lily pond", "n w", coin=True, leads={"n": "glasshouse", "w": "maze"}),
        ),
        notes="the glasshouse named as the way north, back where the player came from.",
    ),
    item(
        (
            "Lily Pond\nA wooden bench faces the water. The glasshouse is north; a path "
            "leads west to the maze.",
            R("lily pond", "n w", leads={"n": "glasshouse", "w": "maze"}),
        ),
        "west",
        (
            "Maze Centre\nTall yew hedges on every side. A stone urn marks the centre. The "
            "only gap in the hedge is east.",
            R("maze centre", "e"),
        ),
        notes="'The only gap in the hedge is east' is the one exit; it leads back to the pond "
        "(visited, initial, all visited).",
    ),
    item(
        "Armoury (on the weapon rack)\nHalberds and pikes stand in racks. The door north to "
        "the keep has been taken off its hinges and leans against the wall.\n\nYou can see a "
        "chain-mail hood here.",
        R("armoury", "n"),
        notes="a door off its hinges is an open way; the posture in brackets is no part of "
        "the room's name.",
    ),
    item(
        "Schoolroom\nA blackboard, inkwells, rows of little desks. Doors lead north and "
        "south.\n\nYou can see a slate (on which is written 'WEST IS BEST') here.",
        R("schoolroom", "n s"),
        notes="'WEST IS BEST' written on a slate is no exit.",
    ),
    item(
        "Pantry\nShelves of preserves. The kitchen door is east.\n\nYou can see a tin of "
        "biscuits (open but empty) and a guinea pig in a hutch here.",
        R("pantry", "e"),
        notes="a guinea pig is an animal, not a coin; the open tin is empty.",
    ),
    item(
        "Chart Room\nCharts pinned flat under glass, a chronometer in its box. The "
        "wheelhouse is north, and a steel door leads aft, which is west.\n\nYou can see a "
        "brass compass here.",
        R("chart room", "n w"),
        notes="'aft, which is west' maps the ship's word to the compass, so west is an exit.",
    ),
    item(
        (
            "Pump House\nThe old beam engine is silent. An iron door leads south (closed). "
            "You can go east along the culvert.",
            R("pump house", "s e", closed="s"),
        ),
        "east",
        ("Culvert\nWater trickles along the floor. The pump house is west.", R("culvert", "w")),
        "west",
        (
            "Pump House\nThe old beam engine is silent. An iron door leads south (closed). You "
            "can go east along the culvert.\n\nA drip falls from the beam.",
            R("pump house", "s e", closed="s"),
        ),
        notes="back in the first room: east visited; the closed door south is the way to "
        "explore (open south).",
    ),
    item(
        *PARLOUR_BARE,
        notes="the room without its coins: two open ways.",
    ),
]
