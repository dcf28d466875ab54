"""refusal, twenty-ninth round: histories whose moves the game refused, in wordings and settings the
earlier rounds did not use: a hammam attendant who waves the player back from a way never given, a
speakeasy's peephole ("'Password?' You don't know it.") at a door the alley calls locked, the heat
of a Murano glass furnace left behind in the furnace room, a paper window in a Kyoto tatami room, a
Faroe cliff top's three hundred metres of air, a rack railway's line "for trains, not walkers" and
a station wall (two in a row), a taverna's kitchen door locked during service, a haveli's zenana
door whose lock only the refusal shows ("the old woman who keeps the key is asleep in the sun"), a
consulate's archive door unlocked that "stays shut" (the refusal kept), an alpine hut's boot room
door refused and opened (cleared), a tea warehouse's loading door refused and looked at (kept), a
rice terrace's paddy with the terrace printed again (Both), a refused `ne` at an oasis and a
refused `go down` a well (no fact), a fjord refused at a boathouse landing and left behind, an
attendant who comes out of the hot room and leaves its door open (cleared), "You can't go that way.
(Exits: north, west)" at the indigo vats, a crevasse "ten feet wide and a hundred deep", a
caravanserai storeroom refused, unlocked, opened and walked through to a gold ducat, dunes that
would lose you "before the coffee was cold". What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

TERRACE = (
    "Rice Terrace\nYou stand on the grass bund between two flooded paddies, and the water in "
    "them holds the whole sky. The bund runs north along the hillside, and steps cut in the "
    "earth lead east to the village."
)
WARM_ROOM = (
    "Warm Room\nMarble benches, a basin with two brass taps, and air thick enough to drink. The "
    "camekan is south. The door to the hot room, north, {state}."
)

ITEMS = [
    item(
        (
            "Camekan\nA domed hall with a marble fountain in the middle and wooden cubicles "
            "round the walls, each with a towel folded on its bench. The warm room is north, "
            "through a low door. The street door, south, stands open.",
            R("camekan", "n s"),
        ),
        "e",
        (
            "The attendant waves you back: 'The women's side, effendi. Not for you.'",
            K("refused"),
        ),
        notes="an attendant turns the player back from a way the room never gave: east "
        "refused; north and south remain",
    ),
    item(
        (
            "Alley\nDustbins, a cat, and a single bulb over a door. The door east, which has a "
            "little sliding peephole, is locked. The alley opens south onto the street.",
            R("alley", "e s", locked="e"),
        ),
        "e",
        (
            "The peephole slides open. 'Password?' You don't know it. The peephole slides shut.",
            K("refused", "locked"),
        ),
        "knock",
        ("Nobody answers. Somewhere inside, a trumpet starts up.", K("none")),
        notes="the locked door east refused (it stays locked: no open); a knock changes "
        "nothing: go south",
    ),
    item(
        (
            "Furnace Room\nThe furnace fills the north end of the room, its glory hole roaring "
            "white. Glass blowers turn their pipes at the benches. The door to the canal, south, "
            "is open, and the annealing room is west.",
            R("furnace room", "s w", leads={"w": "annealing room"}),
        ),
        "n",
        ("The heat stops you three paces from the glory hole. No closer.", K("refused")),
        "w",
        (
            "Annealing Room\nNew glass cools slowly in the long oven that runs along the wall, "
            "and nobody is allowed to hurry it. The furnace room is east.",
            R("annealing room", "e", leads={"e": "furnace room"}),
        ),
        notes="the furnace north is no exit (refused), and the refusal stays behind in the "
        "furnace room; the annealing room's only exit leads back east: go east",
    ),
    item(
        (
            "Tatami Room (on the cushion)\nStraw mats, a low table, a scroll in the alcove. A "
            "paper-covered window along the west side looks onto the little garden. The "
            "corridor is east.",
            R("tatami room", "e"),
        ),
        "w",
        ("That's a window, paper and lattice. You'd go straight through it.", K("refused")),
        notes="the paper window west is no exit: refused; the corridor east is the only way",
    ),
    item(
        (
            "Cliff Top\nPuffins whirr in and out of their burrows in the turf, and the wind "
            "pushes at you. The path runs south to the village.",
            R("cliff top", "s"),
        ),
        "n",
        (
            "Two more steps and there would be nothing under you but three hundred metres of "
            "air and the sea. You stop.",
            K("refused"),
        ),
        notes="the cliff edge north is no way: refused; south is the only exit",
    ),
    item(
        (
            "Station Platform\nA wooden platform beside the rack railway, with a bench, a bell "
            "and a view of three glaciers. The waiting room is east, and the footpath to the "
            "village runs south.",
            R("station platform", "e s"),
        ),
        "n",
        (
            "The line north is for trains, not walkers, and a sign says so in four languages.",
            K("refused"),
        ),
        "w",
        ("There's only the station wall that way, painted with edelweiss.", K("refused")),
        notes="two refusals in a row, of ways the room never gave (the track, a wall): north "
        "and west refused; east and south remain",
    ),
    item(
        (
            "Taverna\nBlue chairs, oilcloth on the tables, and a photograph of the island from "
            "the air. The kitchen door, east, is locked during service. The street is south.",
            R("taverna", "e s", locked="e"),
        ),
        "e",
        (
            "The kitchen door is locked. Through it you can hear the cook shouting at somebody "
            "about lemons.",
            K("refused", "locked"),
        ),
        notes="the kitchen door, locked by the room's text, refused: go south",
    ),
    item(
        (
            "Haveli Courtyard\nCarved balconies look down on the courtyard from every side, and "
            "a neem tree shades the well. A door in the north wall leads to the zenana. The "
            "gate is west.",
            R("haveli courtyard", "n w"),
        ),
        "n",
        (
            "The zenana door is locked, and the old woman who keeps the key is asleep in the sun.",
            K("refused", "locked"),
        ),
        notes="a door whose state the room did not give turns out locked: closed and refused, "
        "no open; go west",
    ),
    item(
        (
            "Consulate Corridor\nPortraits of consuls frown down from both walls. The archive "
            "door, east, is locked. The entrance hall is west.",
            R("consulate corridor", "e w", locked="e"),
        ),
        "e",
        (
            "The archive door is locked, as the portraits could have told you.",
            K("refused", "locked"),
        ),
        "unlock east door with brass key",
        (
            "You unlock the archive door with the brass key. It stays shut.",
            K("unlocked"),
        ),
        notes="an unlock leaves the door closed and the refusal standing: open east or go west",
    ),
    item(
        (
            "Hut Common Room\nBunks along one wall, a stove along the other, and boots steaming "
            "in a row in front of it. The boot room door, north, is shut. The terrace is east.",
            R("hut common room", "n e", closed="n"),
        ),
        "n",
        ("The boot room door is shut.", K("refused", "closed")),
        "open north",
        ("You open the boot room door. The smell of wet wool rolls out.", K("opened")),
        notes="the refusal is cleared by the open that worked: north and east are open ways",
    ),
    item(
        (
            "Tea Warehouse\nChests of tea stencilled with the names of gardens stand in stacks "
            "to the rafters. The loading door, west, is shut. A passage between the stacks runs "
            "south.",
            R("tea warehouse", "w s", closed="w"),
        ),
        "w",
        ("The loading door is shut. You would have to open it first.", K("refused", "closed")),
        "look",
        (
            "Tea Warehouse\nChests of tea stencilled with the names of gardens stand in stacks "
            "to the rafters. The loading door, west, is shut. A passage between the stacks runs "
            "south.\n\nA sparrow is hopping along the top of the stacks.",
            R("tea warehouse", "w s", closed="w"),
        ),
        notes="a look that shows the loading door still shut keeps the refusal: open west or go "
        "south",
    ),
    item(
        (TERRACE, R("rice terrace", "n e")),
        "w",
        (
            "The paddy is knee-deep in water and mud. You step back onto the bund.\n\n" + TERRACE,
            Both(K("refused"), R("rice terrace", "n e")),
        ),
        notes="a refusal and the room printed again in one text: west refused (a flooded "
        "paddy); north and east remain",
    ),
    item(
        (
            "Oasis\nDate palms lean over a green pool, and a boy is watering goats at the edge. "
            "The caravan track runs north and south.",
            R("oasis", "n s"),
        ),
        "ne",
        ("Nothing lies northeast but dunes, and dunes, and more dunes.", K("refused")),
        notes="a refused `ne` is outside the vocabulary (no fact): go north or south",
    ),
    item(
        (
            "Well House\nA windlass stands over the well, its rope long since rotted away. The "
            "door east is open.",
            R("well house", "e"),
        ),
        "go down",
        ("You'd need a better rope, and more courage than you have.", K("refused")),
        "w",
        ("The west wall is fieldstone, and it doesn't move.", K("refused")),
        notes="a well without a rope is no way: a refused `go down` is no fact; west refused "
        "(a wall); east is the only exit",
    ),
    item(
        (
            "Boathouse Landing\nTarred boats lie upturned on trestles, and the fjord slaps at "
            "the stones. A track climbs north to the net store.",
            R("boathouse landing", "n", leads={"n": "net store"}),
        ),
        "e",
        ("The fjord is that way, and it is very cold and very deep.", K("refused")),
        "n",
        (
            "Net Store\nNets hang drying from every beam, and floats lie in heaps on the floor. "
            "A door leads west to the smoke house, and the landing is south.",
            R("net store", "w s", leads={"s": "boathouse landing", "w": "smoke house"}),
        ),
        notes="the fjord refused at the landing, a refusal left in an earlier room (it does "
        "not stand here); south visited and initial, west unexplored: go west",
    ),
    item(
        (WARM_ROOM.format(state="is shut"), R("warm room", "n s", closed="n")),
        "n",
        ("The hot room door is shut.", K("refused", "closed")),
        "wait",
        (
            "An attendant comes out of the hot room in a cloud of steam and leaves the door "
            "standing open behind him.",
            R(None, "n s"),
        ),
        notes="another person leaves the door open (the room's state told again): the refusal "
        "is cleared; north and south are open ways",
    ),
    item(
        (
            "Indigo Vats\nPits of blue dye steam in the sun, and the dyers are blue to the "
            "elbow.\nExits: north, west.",
            R("indigo vats", "n w"),
        ),
        "s",
        ("You can't go that way. (Exits: north, west)", K("refused")),
        notes="a refusal that repeats the exits: south refused; north and west remain",
    ),
    item(
        (
            "Crevasse Camp\nTwo tents pitched on the snow, a sledge, and a flag on a bamboo "
            "pole. Ski tracks lead away west across the glacier.",
            R("crevasse camp", "w"),
        ),
        "e",
        (
            "You won't get across the crevasse. It's ten feet wide and a hundred deep.",
            K("refused"),
        ),
        notes="the crevasse east is no way: refused; the ski tracks west are the only exit",
    ),
    item(
        (
            "Caravanserai Arcade\nStoreroom doors line the arcade under its pointed arches. The "
            "storeroom east has your name chalked on its door. The courtyard is west.",
            R("caravanserai arcade", "e w", leads={"w": "courtyard", "e": "storeroom"}),
        ),
        "e",
        ("The storeroom door is locked.", K("refused", "locked")),
        "unlock east with iron key",
        ("You unlock the storeroom door with the iron key.", K("unlocked")),
        "open east",
        ("You open the storeroom door. The smell of saffron comes out to meet you.", K("opened")),
        "e",
        (
            "Storeroom\nBales of silk and sacks of saffron are piled to the vault. The door west "
            "is open.\nA gold ducat lies on a bale of silk.",
            R("storeroom", "w", coin=True),
        ),
        notes="a door whose state was not given refused as locked, unlocked, opened and walked "
        "through; a gold ducat on a bale: take it",
    ),
    item(
        (
            "Camel Lines\nCamels kneel in a row, roaring at nothing, and the drivers sit by "
            "their fire. The tents are north.",
            R("camel lines", "n"),
        ),
        "s",
        (
            "Nothing but dunes that way. You'd be lost before the coffee was cold.",
            K("refused"),
        ),
        notes="the dunes south are no way: refused; the tents north are the only exit",
    ),
]
