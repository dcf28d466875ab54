"""mud, twenty-seventh round: MUD rooms of several families and users' own servers, in settings
no earlier round used, with exit lines not printed before: a ROM-like tenter field with a prompt,
an LPMud gasholder yard ("A silver coin."), Evennia's riders' cabins under a velodrome ("Exits:
north, east and cabin"), a Diku list with destinations at a cattle market's sale pens ("West  -
A gate (closed)"), "You may go: north, west." in a rum distillery's fermenting house, a user's
Rust server printing its rooms as Debug structs (a silk farm's reeling room) and a Go server
printing them with %+v (a research vessel's winch room), "Directions: n, e, s" in a cork works'
stacking yard, a MOO bunk module in a deep-sea habitat, IRE's "The roof terrace." of a riad,
another player who drops a coin in a slate quarry's splitting shed and one who picks a coin up
in a boxing gym, "<exits: north east south>" on a woollen mill's mule floor, a MUSH drovers'
cafe ("Yard <Y>"), a mill shop's prices, a velodrome's track refused with the room printed again
(Both), a walk across a level crossing with a prompt, a walk through a meter house door opened
with "You open the door.", a pumping station's coal yard ("Routes: north, west."), a hedge maze
in "[Exits: N W]". What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<104hp 77m 132mv> "

TRACK_CENTRE = (
    "Track Centre\n   Inside the oval of banked boards the infield is painted green, with a "
    "bench for the riders and a board showing lap times.\n[Exits: north south]\n" + PROMPT
)

ITEMS = [
    item(
        "The Tenter Field\nCloth hangs drying on the tenter frames in long pale rows, pinned at "
        "the edges on hooks. The mill's chimney smokes to the east.\n[Exits: north west]\nA "
        "copper coin lies in the grass.\n" + PROMPT,
        R("the tenter field", "n w", coin=True),
        notes="ROM-like with a prompt: the chimney to the east is no exit; '[Exits: north "
        "west]'; a copper coin lies in the grass: take it",
    ),
    item(
        "Gasholder yard.\n   The great iron gasholder rises above you in its cage of green "
        "girders, and puddles shine with oil.\n   There are two obvious exits: south and west.\n"
        "A silver coin.",
        R("gasholder yard", "s w", coin=True),
        notes="LPMud: the name without its full stop; 'A silver coin.' lies here: take it",
    ),
    item(
        "Riders' Cabins\nA row of plywood cabins under the banking, each with a name chalked on "
        "its door. Somewhere above, wheels hiss past on the boards.\nExits: north, east and cabin"
        "\nCharacters: Nell Fitch\nYou see: a track pump and 2 copper coins",
        R("riders' cabins", "n e cabin", coin=True),
        notes="Evennia: an exit named 'cabin' has no compass direction (no fact); '2 copper "
        "coins' in 'You see:': take them",
    ),
    item(
        "The Sale Pens\nHurdles divide the yard into pens, most of them empty and hosed down.\n"
        "Obvious exits:\nNorth - The Drovers' Cafe\nEast  - The Sale Ring\nWest  - A gate "
        "(closed)",
        R("the sale pens", "n e w", closed="w"),
        notes="Diku's exits with destinations, the west one a closed gate; the first room: go "
        "north or east, or open the gate",
    ),
    item(
        "[Fermenting House]\nOpen vats of wash bubble and sigh under a tin roof, and the air is "
        "thick enough to get drunk on.\nYou may go: north, west.\nA gold doubloon lies by the "
        "vat steps.",
        R("fermenting house", "n w", coin=True),
        notes="'You may go: north, west.' names the exits; a gold doubloon lies here: take it",
    ),
    item(
        'Room { name: "Reeling Room", exits: [North, West], doors: {West: Closed}, items: '
        '["silk reel", "coin"] }',
        R("reeling room", "n w", closed="w", coin=True),
        notes="a user's Rust server printing the room as a Debug struct: the west exit's door "
        "closed; 'coin' among the items: take it",
    ),
    item(
        "{Name:Winch Room Exits:[south east] Items:[cable drum shackle] Players:[you]}",
        R("winch room", "s e"),
        notes="a user's Go server printing the room with %+v: exits south and east; no coin; "
        "the first room: either",
    ),
    item(
        "Cork Stacking Yard\nBark planks are stacked in squared piles taller than a man, drying "
        "in the sun. A cork oak, stripped to the red, stands by the wall.\nDirections: n, e, s\n"
        "[HP 88/88  MV 140/140]>",
        R("cork stacking yard", "n e s"),
        notes="'Directions: n, e, s' names the exits; no coin; the first room: any",
    ),
    item(
        "Bunk Module\nFour curtained bunks, a fold-down table and a porthole full of black "
        "water.\nObvious exits: west to Moon Pool\nYou see a paperback and a dive log here.",
        R("bunk module", "w", leads={"w": "moon pool"}),
        notes="a MOO-like room: the porthole is no exit; no coin; the only exit west: go west",
    ),
    item(
        "The roof terrace.\nRugs are spread over the warm tiles, and the minarets of the old town "
        "stand black against the dusk to the north.\nYou see exits leading south (open door) and "
        "west.",
        R("the roof terrace", "s w"),
        notes="IRE-like: minarets seen to the north are no exit; south (an open door) and west: "
        "the first room, either",
    ),
    item(
        "Splitting Shed\nSplitters' benches stand along the walls, and the floor is a drift of "
        "grey shards that ring under your boots.\n[Exits: north south]\nGwen drops a silver coin."
        "\nGwen leaves north.",
        R("splitting shed", "n s", coin=True),
        notes="another player drops a silver coin and leaves without it: it lies here (the "
        "sixth round's call): take it",
    ),
    item(
        "Boxing Ring\nThe canvas is stained and the ropes sag on the west side. A bell hangs on "
        "a post.\nExits: west, north\nTomas picks up a gold coin.\nTomas leaves west.",
        R("boxing ring", "w n"),
        notes="another player picks the coin up and leaves with it: no coin here; the first "
        "room: go west or north",
    ),
    item(
        "Mule Floor\nThe spinning mules run out and back on their rails, twelve hundred spindles "
        "singing.\n<exits: north east south>\nThere are 3 copper coins here.",
        R("mule floor", "n e s", coin=True),
        notes="'<exits: north east south>' names the exits; '3 copper coins here': take them",
    ),
    item(
        "Drovers' Cafe(#220R)\nFormica tables, a tea urn the size of a boiler, and the smell of "
        "bacon.\nContents:\nMaisie\nsilver coin\nObvious exits:\nSouth <S>  Yard <Y>",
        R("drovers' cafe", "s yard", coin=True),
        notes="a MUSH: the name without its dbref; 'Yard <Y>' has no compass direction (no "
        "fact); a silver coin among the contents: take it",
    ),
    item(
        "Mill Shop\nBolts of tweed fill the shelves, and a sign on the counter reads: SCARVES 3 "
        "SILVER, BLANKETS 1 GOLD.\n[Exits: west]\nMrs Kerr the shopkeeper is here, folding "
        "scarves.\n" + PROMPT,
        R("mill shop", "w"),
        notes="prices on a sign are no coin; the only exit west: go west",
    ),
    item(
        (TRACK_CENTRE, R("track centre", "n s")),
        "east",
        (
            "You step onto the boards and a rider bellows at you. You step back.\n\n"
            + TRACK_CENTRE,
            Both(K("refused"), R("track centre", "n s")),
        ),
        notes="a move east onto the track refused, the room printed again in the same text "
        "(Both): refused(east); exits north and south: go either",
    ),
    item(
        (
            "Level Crossing\nThe road crosses the railway here between two white gates, both "
            "open. A signal box stands by the line.\n[Exits: north south east]\n" + PROMPT,
            R("level crossing", "n s e"),
        ),
        "e",
        (
            "Signal Box Steps\nWooden steps climb to the signal box door, which is shut and "
            "padlocked. A lamp hut leans against the fence.\n[Exits: north west]\n" + PROMPT,
            R("signal box steps", "n w"),
        ),
        "n",
        (
            "Lamp Hut\nParaffin cans and a row of hand lamps. It is barely big enough to turn "
            "round in.\n[Exits: south]\nA bronze penny glints under the bench.\n" + PROMPT,
            R("lamp hut", "s", coin=True),
        ),
        notes="a walk east and north with a prompt: south leads back (visited, initial, all "
        "visited); a bronze penny here: take it",
    ),
    item(
        (
            "Meter House\nRows of gas meters tick on their shelves.\nObvious exits: north, east"
            "\nThe door to the north is closed.\n" + PROMPT,
            R("meter house", "n e", closed="n"),
        ),
        "open door",
        ("You open the door.\n" + PROMPT, K("opened", "n")),
        "north",
        (
            "Valve Room\nIron wheels stand in a row along a trench, each painted with a number."
            "\nObvious exits: south\n" + PROMPT,
            R("valve room", "s"),
        ),
        notes="the north door opened by its kind ('open door') and walked through: the valve "
        "room's only exit, south, leads back (visited, initial, all visited): go south",
    ),
    item(
        "Coal Yard\n   Heaps of coal lie under a rusty gantry, and a narrow-gauge track runs "
        "through the gate toward the canal.\n   Routes: north, west.\n   A coal wagon stands "
        "here, empty.",
        R("coal yard", "n w"),
        notes="'Routes: north, west.' names the exits; a track through the gate without a "
        "direction is no fact; no coin: the first room, either",
    ),
    item(
        "Yew Walk\nHedges twice your height press in on both sides, and the gravel is raked "
        "into lines.\n[Exits: N W]\nA gold sovereign lies half buried in the gravel.\n" + PROMPT,
        R("yew walk", "n w", coin=True),
        notes="'[Exits: N W]' in capitals; a gold sovereign half buried in the gravel lies "
        "here: take it",
    ),
]
