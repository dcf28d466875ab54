"""mud, sixteenth round: MUD output with its clutter around long room descriptions, wrapped and
indented as the drivers print them: prompts before and after ("<112hp 64m 130mv>", "[HP:220/220
SP:80/80 Gold:340]"), who-is-here lines, channel chatter (gossip, OOC, newbie) that names
directions and coins elsewhere, colour tags left in the text by a client that stripped the
escapes but not the markup (ROM/SMAUG "{w", Diku "&C", LPMud pinkfish "%^BOLD%^", Evennia "|y"),
exit lines of many families (ROM, Diku with destinations, LP, Evennia, MUSH, Achaea,
Discworld), doors described in the prose with their states in a later clause, an empty lion's
cage with its door open, a shepherd's view, coins among bobbins, in an open sea chest, in a
salt crock, dropped by another player who leaves, snatched by a jackdaw; walks through a
market town and a castle kitchen, and a refusal printed with the room again (Both). What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<96hp 41m 110mv> "


# a market town, CircleMUD-like, with the prompt after each room:
# Market Cross n Guildhall Steps (n Guildhall, a silver coin), e Butchers' Row;
# south of the cross is the town ditch (no way).
def market_cross(line: str = "") -> tuple:
    return (
        "Market Cross\n"
        "   The town's four streets ought to meet here, but only three of them do: the\n"
        "fourth, to the south, was dug up for the town ditch in the last war and never\n"
        "put back, and a rail now keeps carts from going over the edge into six feet of\n"
        "green water. The cross itself is a stumpy stone shaft on a stepped base, worn\n"
        "smooth by a thousand market-day bottoms. Pigeons own it.\n"
        "   The guildhall steps rise to the north. Butchers' Row runs off to the east.\n"
        "[ Exits: n e ]\n"
        "A town crier stands on the steps of the cross, ringing his bell.\n"
        + (f"{line}\n" if line else "")
        + PROMPT,
        R(
            "market cross",
            "n e",
            leads={"n": "guildhall steps", "e": "butchers' row"},
        ),
    )


def butchers_row() -> tuple:
    return (
        "Butchers' Row\n"
        "   Carcasses hang from hooks under the jutting upper storeys, and the gutter down\n"
        "the middle of the row runs red. Flies, dogs, and a smell you will not forget\n"
        "quickly. The shambles end to the east against the blank back wall of the tannery;\n"
        "there is no way through.\n"
        "   The market cross is west.\n"
        "[ Exits: w ]\n"
        "A butcher is here, sharpening a cleaver on a steel.\n" + PROMPT,
        R("butchers' row", "w", leads={"w": "market cross"}),
    )


def guildhall_steps() -> tuple:
    return (
        "Guildhall Steps\n"
        "   A broad flight of steps, worn into dips at the middle, climbs to the guildhall's\n"
        "porch. Stone lions sit at the top with shields between their paws, showing the\n"
        "arms of the Drapers' Company: three bales of cloth and a golden ram. From here\n"
        "you can see over the rooftops to the river in the west.\n"
        "   The guildhall's great doors stand open to the north. The market cross is\n"
        "south, down the steps.\n"
        "[ Exits: n s ]\n" + PROMPT,
        R("guildhall steps", "n s", leads={"n": "guildhall", "s": "market cross"}),
    )


def guildhall() -> tuple:
    return (
        "Guildhall\n"
        "   A great timbered hall, its roof held up by arched braces black with age. The\n"
        "aldermen's chairs stand in a row on a dais beneath a painted board of benefactors\n"
        "and the sums they gave, in pounds, shillings and pence. Rushes cover the floor,\n"
        "and among them, by the foot of the dais, a silver coin catches the light from\n"
        "the windows.\n"
        "   The doors are south.\n"
        "[ Exits: s ]\n" + PROMPT,
        R("guildhall", "s", coin=True, leads={"s": "guildhall steps"}),
    )


# a castle kitchen, ROM-like: Great Kitchen n Buttery (a copper coin), w Bakehouse (door, shut
# at first; the bakehouse has a shut woodshed door north).
def great_kitchen(bake_open: bool = False) -> tuple:
    state = "stands open" if bake_open else "is shut"
    return (
        "The Great Kitchen\n"
        "  Two fireplaces, each big enough to roast an ox, face each other across the\n"
        "kitchen, and in one of them an ox is in fact roasting, turned on its spit by a\n"
        "dog in a treadmill wheel high on the wall. Scullions run in every direction.\n"
        "The long table down the middle is a battlefield of pastry, onions, and plucked\n"
        "fowl. The windows are small and high, and the steam has beaded on them.\n"
        f"  The buttery is north, through a low arch. The bakehouse door, on the west side,\n"
        f"{state}.\n"
        "[Exits: north west]\n"
        "The head cook is here, bellowing at a scullion.\n",
        R(
            "the great kitchen",
            "n w",
            closed="" if bake_open else "w",
            leads={"n": "the buttery", "w": "the bakehouse"},
        ),
    )


def buttery(coin: bool) -> tuple:
    glint = "A copper coin glints among the barrel hoops on the floor.\n" if coin else ""
    return (
        "The Buttery\n"
        "  Barrels of ale and casks of wine stand on stillages around the walls, and the\n"
        "butler's great ledger of what has been drunk, and by whom, lies open on a desk.\n"
        "It is cool and smells of malt. A rat hole in the corner has been stopped up with\n"
        "a cork.\n"
        "  The arch to the kitchen is south.\n"
        "[Exits: south]\n" + glint,
        R("the buttery", "s", coin=coin, leads={"s": "the great kitchen"}),
    )


def bakehouse() -> tuple:
    return (
        "The Bakehouse\n"
        "  The oven is a beehive of brick built into the north-east corner, its iron door\n"
        "shut and the heat coming off it in waves. Loaves cool on racks. A trough of dough\n"
        "rises under a cloth like something breathing.\n"
        "  The door to the kitchen is east. A narrow door in the north wall, to the\n"
        "woodshed, is kept shut to keep the draught off the dough.\n"
        "[Exits: north east]\n"
        "A baker's boy is here, sliding loaves out of the oven with a peel.\n",
        R("the bakehouse", "n e", closed="n", leads={"e": "the great kitchen", "n": "woodshed"}),
    )


ITEMS = [
    item(
        "<112hp 64m 130mv> \n"
        "The Weavers' Hall\n"
        "   Looms stand in long ranks beneath a hammerbeam roof, their warps strung\n"
        "tight as harp strings, and the clack of the shuttles echoes from the rafters\n"
        "like rain on slates. Bolts of finished cloth, madder red and woad blue, are\n"
        "stacked on trestles along the walls. High windows in the south wall let in a\n"
        "grey light that smells of the river. A guild banner, a golden fleece on green,\n"
        "hangs above the master's chair.\n"
        "   Broad doors open north onto Fleece Street, and a narrow passage runs west to\n"
        "the dye house.\n"
        "[Exits: north west]\n"
        "Three silver coins lie scattered among the bobbins on the floor.\n"
        "A journeyman weaver is here, working a treadle with a bored expression.\n"
        "Guildmistress Ysolde stands here, counting bolts of cloth.\n"
        "[Gossip] Harl: anyone seen the ferryman? east dock's empty again\n"
        "<112hp 64m 130mv> ",
        R("the weavers' hall", "n w", coin=True),
        notes="prompts, people and a gossip line around the room; the gossip's 'east dock' and "
        "the windows south are no exits; three silver coins among the bobbins: take coin",
    ),
    item(
        "&CThe Old Toll House&n\n"
        "&w  A squat stone building sits astride the road here, its single room furnished\n"
        "with a desk, a bench for waiting travellers and a board that lists the tolls in\n"
        "pennies: a horse, two; a cart, four; a drove of pigs, one the head. A fire\n"
        "smokes in the grate. The tollkeeper's strongbox is chained to the leg of the\n"
        "desk and padlocked.\n"
        "  The east door, onto the bridge, is closed and locked for the night. The west\n"
        "door opens onto the town road.&n\n"
        "&cObvious exits:&n\n"
        "East  - (closed door)\n"
        "West  - The Town Road\n"
        "&YThe tollkeeper is here, snoring in his chair.&n\n"
        "<87hp 40m 95mv> ",
        R("the old toll house", "e w", locked="e"),
        notes="Diku colour tags left in the text; tolls in pennies and a padlocked strongbox are "
        "no coins; the east door is closed and locked (the prose settles what the exit list "
        "calls a closed door): go west",
    ),
    item(
        "%^BOLD%^%^YELLOW%^The Gilded Chapel%^RESET%^\n"
        "You stand in a small private chapel whose every surface has been gilded, so that\n"
        "the candlelight seems to come from the walls themselves. A triptych above the\n"
        "altar shows a saint scattering gold coins to a crowd of beggars, all of them\n"
        "painted with great care and little talent. Rows of pews face it. A tall window\n"
        "of amber glass fills the north wall; through it the sun makes a blaze of the\n"
        "altar cloth.\n"
        "On the altar step, among the stubs of votive candles, someone has left a small\n"
        "offering: a single gold coin.\n"
        "There are two obvious exits: south and east.\n"
        "A %^CYAN%^verger%^RESET%^ is dusting the pews.\n"
        "> ",
        R("the gilded chapel", "s e", coin=True),
        notes="LPMud pinkfish codes left in the text; painted coins in a triptych are no coins, "
        "the amber window north no exit; a gold coin left on the altar step: take coin",
    ),
    item(
        "|yRopewalk|n\n"
        "A covered walk three hundred yards long, so long that its far end is lost in a\n"
        "haze of hemp dust. Spinners walk backward down it, paying out yarn from the\n"
        "bundles at their waists, while a boy turns the great wheel at this end. The\n"
        "sound is a steady hum, like a hive.\n"
        "The ropewalk's door to the south is open to the yard. Halfway along the east\n"
        "wall a small door, painted green, is shut.\n"
        "|wExits:|n south and green door\n"
        "|wCharacters:|n a spinner, a wheel boy\n"
        "|wYou see:|n a coil of tarred rope, a tally stick and 2 copper coins",
        R("ropewalk", "s e", closed="e", coin=True),
        notes="Evennia markup left in the text; the exit 'green door' is the shut door the prose "
        "puts in the east wall; 2 copper coins among the things: take coin",
    ),
    item(
        "Cartographer's Loft(#4417R)\n"
        "A long room under a skylight, smelling of size and Indian ink. Maps are\n"
        "everywhere: pinned to the sloping ceiling, rolled in racks, weighted flat on a\n"
        "great table with inkpots and brass dividers. The largest shows the whole coast,\n"
        "with a compass rose in its corner. A window at the gable end looks west over the\n"
        "rooftops to the sea.\n"
        "Contents:\n"
        "Mistress Quillon\n"
        "a pair of brass dividers\n"
        "a brass sextant\n"
        "Obvious exits:\n"
        "Stairs <D>  North <N>",
        R("cartographer's loft", "d n"),
        notes="a MUSH room with its dbref; the compass rose, the skylight and the window west are "
        "no exits; stairs down are outside the vocabulary: go north",
    ),
    item(
        market_cross(),
        "e",
        butchers_row(),
        "w",
        market_cross(),
        "n",
        guildhall_steps(),
        "n",
        guildhall(),
        notes="a four-turn walk with a loop through the market cross; the ditch south of the "
        "cross and the tannery wall east of the row are no ways; a painted board of sums is no "
        "coin; a silver coin among the rushes: take coin",
    ),
    item(
        "Beneath the Old Aqueduct.\n"
        "The arches of the old aqueduct stride across the valley here, each one taller\n"
        "than a church, their stones furred with moss and ferns. A thin stream of water\n"
        "still leaks from a crack high above and patters into a pool among the rocks.\n"
        "Swallows dart in and out of holes in the masonry. A dry-stone sheepfold stands\n"
        "in the lee of the nearest pier, empty.\n"
        "You see exits leading north, east (closed door), and west.",
        R("beneath the old aqueduct", "n e w", closed="e"),
        notes="an Achaea-like room (the full stop dropped from its name); 'east (closed door)' "
        "is closed: go north, open east, go west",
    ),
    item(
        "{wThe Salt Store{x\n"
        "  Sacks of salt are piled to the roof beams, and the floor is gritty underfoot.\n"
        "Everything in here has a white crust: the shovels, the scales, the ledger on\n"
        "its lectern. A salt-glazed crock stands by the door with its lid off, and in it,\n"
        "on top of a layer of coarse grey salt, lies a brass farthing.\n"
        "  Only the one door, at the south end, lets in the daylight. It stands wide.\n"
        "Exits: south.\n"
        "The salt clerk is here, licking his pencil.\n",
        R("the salt store", "s", coin=True),
        notes="SMAUG colour codes left in the text; a farthing in a crock whose lid is off lies "
        "in the room: take coin",
    ),
    item(
        "[HP:220/220 SP:80/80 Gold:340]\n"
        "Moneychanger's Booth\n"
        "   A narrow booth crammed between two larger shops, just wide enough for a\n"
        "counter and the fat little man behind it. Behind him, on shelves, scales of\n"
        "every size; in front of him a tray of foreign coins under a locked brass\n"
        "grille. He is biting a gold piece to test it and does not look up.\n"
        "   The street is north.\n"
        "[Exits: north]\n"
        "Aldo the moneychanger is here, biting a coin.\n"
        "[OOC] Kestra: lol who dropped 50 gold in the fountain square\n"
        "[HP:220/220 SP:80/80 Gold:340]",
        R("moneychanger's booth", "n"),
        notes="not coins: the player's gold in the prompt, coins under a locked grille, a gold "
        "piece in the moneychanger's teeth, gold in an OOC line about another place: go north",
    ),
    item(
        "Menagerie Yard\n"
        "   Cages line the yard on three sides: a bear pacing, a pair of wolves asleep\n"
        "in a heap, a cage of parrots screaming insults in a language nobody here\n"
        "speaks. The nearest cage stands empty, its barred door swinging open; a sign\n"
        "wired to it reads LION. The smell is appalling.\n"
        "   A carter's gate in the west wall stands open to the lane. The keeper's lodge\n"
        "is north, its door shut tight against the smell.\n"
        "[Exits: north west]\n"
        "The keeper is here, looking nervously at the empty cage.\n"
        "<140hp 70m 100mv> ",
        R("menagerie yard", "n w", closed="n"),
        notes="the empty cage's open door is the cage's, not an exit; the lodge door north shut "
        "tight, the gate west open: open north, go west",
    ),
    item(
        "The Purser's Cabin\n"
        "   A cramped cabin below the quarterdeck, panelled in oak gone black with\n"
        "tobacco smoke. A hanging lamp swings with the roll of the ship. The purser's\n"
        "desk is covered in manifests and bills of lading, and his sea chest stands\n"
        "open at the foot of the cot, spilling shirts and, among them, a handful of\n"
        "silver shillings.\n"
        "   The door to the companionway is aft, which on this ship is south. A scuttle\n"
        "to starboard lets in a green, watery light.\n"
        "Obvious exits:\n"
        "south - The Companionway\n",
        R("the purser's cabin", "s", coin=True),
        notes="aft mapped by the text to south; the scuttle is a porthole; shillings spilling "
        "from an open sea chest are coins in the room: take coin",
    ),
    item(
        "Candlemaker's Workshop\n"
        "   Vats of tallow bubble over low fires, and the air is thick enough to chew.\n"
        "Wicks hang in rows from wooden frames like curtains of string, each one being\n"
        "dipped, and dipped again, by a pair of apprentices who do not speak. Finished\n"
        "candles are boxed by the dozen on shelves along the north wall, beneath a\n"
        "window so greasy that it lets in no light at all.\n"
        "   The shop front is south, through a bead curtain. A door leads west into the\n"
        "chandler's storeroom; it is locked, and the key hangs on the master's belt.\n"
        "   There are two obvious exits: south and west.\n"
        "Two apprentices are here, dipping candles.\n"
        "The master chandler is here. He jingles the keys at his belt.\n",
        R("candlemaker's workshop", "s w", locked="w"),
        notes="a bead curtain is no door (south open); the storeroom door west is locked, its "
        "state in a clause of its own: go south",
    ),
    item(
        (
            "Riverside Path\n"
            "  The path follows the river between pollard willows, and the water slides\n"
            "past brown and quiet, carrying leaves. A heron lifts off the far bank. Across\n"
            "the river, to the west, the water meadows stretch away to the abbey; there is\n"
            "no bridge this side of the town.\n"
            "  The path runs north to the cooper's yard and south toward the weir.\n"
            "[Exits: north south]\n" + PROMPT,
            R("riverside path", "n s", leads={"n": "cooper's yard"}),
        ),
        "north",
        (
            "Cooper's Yard\n"
            "  Staves are stacked to dry in open-sided sheds, and half-made barrels stand\n"
            "about the yard in every stage of birth, some no more than a ring of staves\n"
            "held by a single hoop. A fire of shavings burns in an iron basket. The yard\n"
            "wall is on the west side, high and blind.\n"
            "  The cooperage door, to the east, stands open, and the riverside path is\n"
            "south.\n"
            "[Exits: east south]\n" + PROMPT,
            R("cooper's yard", "e s", leads={"s": "riverside path"}),
        ),
        "west",
        (
            "Alas, you cannot go that way; the yard wall is twelve feet of brick.\n\n"
            "Cooper's Yard\n"
            "  Staves are stacked to dry in open-sided sheds, and half-made barrels stand\n"
            "about the yard in every stage of birth, some no more than a ring of staves\n"
            "held by a single hoop. A fire of shavings burns in an iron basket. The yard\n"
            "wall is on the west side, high and blind.\n"
            "  The cooperage door, to the east, stands open, and the riverside path is\n"
            "south.\n"
            "[Exits: east south]\n" + PROMPT,
            Both(K("refused"), R("cooper's yard", "e s", leads={"s": "riverside path"})),
        ),
        notes="the water meadows across the river west are no exit (no bridge); a refusal and "
        "the room again in one text (Both): west refused, south visited and the way first "
        "entered: go east",
    ),
    item(
        "|cThe Physic Garden|n\n"
        "Beds of herbs are laid out in a pattern of knots, each plant labelled on a slip\n"
        "of slate in a physician's crabbed hand: foxglove, feverfew, hemlock, rue. A\n"
        "sundial stands where the paths cross, and bees work the lavender. The garden is\n"
        "walled. A gate in the north wall leads out to the Apothecaries' Hall; the other\n"
        "two ways, east to the orchard and west to the still room, are through archways\n"
        "in the yew hedge. The gate is kept shut, to keep out the deer.\n"
        "|wExits:|n north, east and west\n"
        "|wYou see:|n a trowel and a watering can",
        R("the physic garden", "n e w", closed="n"),
        notes="Evennia markup left in the text; the gate north shut (its state in the last "
        "sentence), the archways east and west open: open north, go east or west",
    ),
    item(
        "{ Chapel of Saint Wenna }\n"
        "   A chapel no bigger than a cowshed, its walls painted with the saint's life in\n"
        "flaking ochre: Wenna among the sheep, Wenna before the king, Wenna sailing away\n"
        "on a millstone. Rushes on the floor, a plain altar, a single window of green\n"
        "glass to the east. The door to the north stands open to the churchyard, and a\n"
        "second, smaller door in the west wall leads to the anchorite's cell.\n"
        "[ Exits: N W ]\n"
        "(Lit) A beeswax candle burns here.\n"
        "A bent silver penny lies on the floor among the rushes.\n"
        "A pilgrim kneels here, praying.\n"
        "[Newbie] Fenwick: where do you buy bread in this town?\n"
        "<201hp 155m 188mv> ",
        R("chapel of saint wenna", "n w", coin=True),
        notes="braces around the name dropped; the window east is no exit; the west door's state "
        "not given: an open exit; a bent silver penny among the rushes: take coin",
    ),
    item(
        great_kitchen(),
        "north",
        buttery(True),
        "get coin",
        ("You get a copper coin.", K("took")),
        "south",
        great_kitchen(),
        "west",
        ("The bakehouse door is closed.", K("refused", door="closed")),
        "open west",
        ("You open the bakehouse door.", K("opened")),
        "west",
        bakehouse(),
        notes="a six-turn walk with a loop: the copper coin taken in the buttery, the bakehouse "
        "door refused, opened and walked through; the oven's iron door is no exit; in the "
        "bakehouse east is visited and the way first entered, the woodshed door north shut: "
        "open north",
    ),
    item(
        "The Ferry Landing\n"
        "   A wooden landing stage on tarred piles, its planks silvered by the weather.\n"
        "The ferry itself is on the far side, a flat black shape against the reeds, and\n"
        "the bell to call it hangs from a post with its rope wound round a cleat. A shed\n"
        "with a tin roof keeps the rain off the waiting bench. Gulls sit on every pile.\n"
        "   The river road runs north and south along the bank, past the landing; there\n"
        "is no way onto the water without the ferry.\n"
        "[Exits: north south]\n"
        "Brannoc the tinker is here, waiting for the ferry.\n"
        "Brannoc fumbles in his purse and drops a silver coin. He doesn't notice.\n"
        "Brannoc gives up on the ferry and leaves north.\n"
        "<140hp 70m 100mv> ",
        R("the ferry landing", "n s", coin=True),
        notes="the river without the ferry is no way; a silver coin another character drops and "
        "leaves behind lies in the room: take coin",
    ),
    item(
        "The Tinker's Lean-to\n"
        "   A lean-to of sailcloth and driftwood against the churchyard wall, full of\n"
        "mended pots, kettles with new bottoms and a grindstone on a treadle. A brazier\n"
        "smoulders. A penny has been left on the upturned crate the tinker uses for a\n"
        "table, payment for some job.\n"
        "   The lane is east, and that is the only way out.\n"
        "[Exits: east]\n"
        "A jackdaw drops onto the crate, seizes the penny in its beak and flaps off over\n"
        "the churchyard wall.\n"
        "<140hp 70m 100mv> ",
        R("the tinker's lean-to", "e"),
        notes="the penny on the crate is carried off by a jackdaw within the text (no coin "
        "left); the lane east: go east",
    ),
    item(
        "Tithe Barn\n"
        "   You are inside the great tithe barn, under a roof like the upturned hull of a\n"
        "ship, its timbers so high that they vanish in the gloom. The threshing floor\n"
        "of beaten earth runs across the middle between the two great doors; the bays\n"
        "to either side are heaped with sheaves, a tenth of every harvest in the parish.\n"
        "Owls live up there somewhere. Through a slit in the wall to the east you can\n"
        "see the rectory chimneys.\n"
        "   The great doors, north and south, both stand open for the wagons. A wicket\n"
        "in the northwest corner leads to the granary.\n"
        "There are three obvious exits: north, south and northwest.\n",
        R("tithe barn", "n s nw"),
        notes="a Discworld-like exit line; the slit east is no exit; northwest is outside the "
        "vocabulary (no fact): go north or south",
    ),
    item(
        (
            "Fen Causeway\n"
            "  A raised causeway of packed clay and faggots runs across the fen, with black\n"
            "water and reed beds as far as you can see on either side. Eel traps are set\n"
            "along the edges. The wind hisses through the reeds. Eastward, far off, the\n"
            "cathedral tower stands up out of the flat land like a ship's mast.\n"
            "  The causeway goes on north. To the west a plank walk leads to the eel\n"
            "catcher's hut.\n"
            "[Exits: north west]\n" + PROMPT,
            R("fen causeway", "n w", leads={"w": "eel catcher's hut"}),
        ),
        "west",
        (
            "Eel Catcher's Hut\n"
            "  A round hut of reed thatch on a mound just above the water. Inside, it is\n"
            "dark and smells of smoke and eels. Traps of woven willow hang from the roof\n"
            "poles, and a long-handled glaive for spearing eels leans by the door. Eel\n"
            "skins are drying over the fire, and in a clay dish by the hearth are a few\n"
            "coins, the last of the market money.\n"
            "  The plank walk back to the causeway is east.\n"
            "[Exits: east]\n" + PROMPT,
            R("eel catcher's hut", "e", coin=True, leads={"e": "fen causeway"}),
        ),
        "get coins",
        ("You get some coins from a clay dish.", K("took")),
        "east",
        (
            "Fen Causeway\n"
            "  A raised causeway of packed clay and faggots runs across the fen, with black\n"
            "water and reed beds as far as you can see on either side. Eel traps are set\n"
            "along the edges. The wind hisses through the reeds. Eastward, far off, the\n"
            "cathedral tower stands up out of the flat land like a ship's mast.\n"
            "  The causeway goes on north. To the west a plank walk leads to the eel\n"
            "catcher's hut.\n"
            "[Exits: north west]\n"
            "A bittern booms somewhere out in the reeds.\n" + PROMPT,
            R("fen causeway", "n w", leads={"w": "eel catcher's hut"}),
        ),
        notes="there and back: the coins in the hut's dish taken; the cathedral tower far off "
        "to the east and the fen on either side are no ways; on the causeway west is visited: "
        "go north",
    ),
]
