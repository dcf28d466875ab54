"""negation, forty-sixth round (emphasis: the turns of a game): absences, negations and distractors,
most of them told in what the game prints back to a take, a look, a search or a move: "It isn't a
coin. It's a brass button", "There isn't another one.", a painted merchant's coins examined ("The
coins are paint"), a gamekeeper's hut searched ("Not a coin in the place."), "There is no way east",
a granite wall and a window three floors up refused, a milk bar's jukebox that blinks INSERT COIN, a
toffee shop's locked till, a snug full of compass names (the Southern Cross, a weathervane, the East
Anglian paper), a coin heard dropping upstairs, a coin in a boatman's cheek, a coin a cat swipes
down the drain (the wash house printed again without it), a dumbwaiter whose only ways are up and
down (no action), "The east door is not locked, and it isn't shut either", a fountain cleaned of its
coins, a coin taken and an empty saucer looked at, a river refused, medals in a regimental museum, a
pier head's taped-over telescope slot. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Bandstand\nThe bandstand's iron roof drips from last night's rain, and the music "
            "stands are stacked and chained in the middle. Something small, round and shiny lies "
            "on the boards near the edge. The park path runs off to the south and to the west.",
            R("Bandstand", "s w"),
        ),
        "take coin",
        ("It isn't a coin. It's a brass button off a bandsman's tunic.", K("none")),
        notes="'something small, round and shiny' is not said to be a coin, and the take shows "
        "it a button: no coin; south and west open",
    ),
    item(
        (
            "Sluice Keeper's Hut\nA stool, a kettle, a logbook of water levels going back forty "
            "years, and the big iron wheel that works the sluice. A ten-baiza coin lies on the "
            "windowsill. The door is north, and a plank path runs east along the bank.",
            R("Sluice Keeper's Hut", "n e", coin=True),
        ),
        "take coin",
        ("You pick up the baiza.", K("took")),
        "take coin",
        ("There isn't another one. You've got the only coin that was here.", K("none")),
        notes="the ten-baiza coin taken; the second take finds no other: no coin; north and east "
        "open",
    ),
    item(
        (
            "Counting Room\nHigh desks and higher stools, and the smell of ink and coal smoke. A "
            "portrait of a merchant weighing gold coins on a scale hangs over the fireplace. The "
            "door to the hall is south, and it is open.",
            R("Counting Room", "s"),
        ),
        "examine painting",
        ("The coins are paint, and not very good paint.", K("none")),
        notes="gold coins in a portrait, painted: no coin; the open door south is the way",
    ),
    item(
        (
            "Gamekeeper's Hut\nTraps hang from the rafters, and a cot with an army blanket stands "
            "against the wall beside a stove and a pair of boots. The door is east, and a path "
            "goes north into the pheasant pens.",
            R("Gamekeeper's Hut", "e n"),
        ),
        "search hut",
        (
            "You turn the hut over: under the cot, behind the stove, inside both boots. Not a "
            "coin in the place.",
            K("none"),
        ),
        notes="a search that finds no coin; east and north open",
    ),
    item(
        (
            "Salt Store\nSacks of salt are stacked to the beams, and the floor crunches underfoot. "
            "There is no way east; the wall on that side is the cliff itself. The yard is west, "
            "through the big double doors, which stand open.",
            R("Salt Store", "w"),
        ),
        notes="'There is no way east': no exit east; the open double doors west are the way",
    ),
    item(
        (
            "Quarry Office\nA desk with a blasting log, a telephone on the wall, a calendar with "
            "the shots marked in red. The office door is south, and the weighbridge is east.",
            R("Quarry Office", "s e"),
        ),
        "north",
        ("The wall there is solid granite, and it will outlast you.", K("refused")),
        notes="north is a wall (no exit), its refusal a fact; south and east open",
    ),
    item(
        (
            "Tracing Room\nLong tables under skylights, and drawings of ships' hulls pinned to "
            "every board. The windows on the south side look down three floors into the yard. The "
            "corridor is west.",
            R("Tracing Room", "w"),
        ),
        "south",
        ("You'd have to go through the window, and it's three floors down.", K("refused")),
        notes="south is windows over a drop (no way), refused; the corridor west is the way",
    ),
    item(
        (
            "Milk Bar\nChrome stools, a counter with a milkshake machine, and a jukebox by the "
            "wall that blinks INSERT COIN at nobody. The street door is east. The back door, "
            "north, is shut.",
            R("Milk Bar", "e n", closed="n"),
        ),
        "insert coin",
        ("You have no coin, and there's none to be had in here.", K("none")),
        notes="a jukebox's INSERT COIN is no coin, and the reply says there is none; the street "
        "door east open, the back door north shut (open it)",
    ),
    item(
        (
            "Toffee Shop\nJars of humbugs, bullseyes and treacle toffee line the shelves to the "
            "ceiling. The till on the counter is locked, and the shopkeeper has gone for her "
            "lunch. The shop door is west.",
            R("Toffee Shop", "w"),
        ),
        "open till",
        ("The till is locked.", K("none")),
        notes="a locked till whose contents are not given is no coin; the shop door west",
    ),
    item(
        (
            "Snug\nA tiny room in the North Star with three chairs and a fire. A print of the "
            "Southern Cross hangs over the fireplace, a toy weathervane on the mantel points east, "
            "and someone has left the East Anglian Daily Times on a chair. The only door leads "
            "north into the public bar.",
            R("Snug", "n"),
        ),
        "go east",
        ("There's only the fireplace that way.", K("refused")),
        notes="compass words in names and things (the North Star, the Southern Cross, a "
        "weathervane, a newspaper) give no exit; east refused; the door north is the way",
    ),
    item(
        (
            "Box Room\nTrunks and hatboxes are piled to the ceiling, and a dressmaker's dummy "
            "stands guard in the corner. Somewhere upstairs a coin drops, rolls a long way across "
            "the floorboards, and stops. The landing is west.",
            R("Box Room", "w"),
        ),
        notes="a coin heard upstairs is not in this room: no coin; the landing west",
    ),
    item(
        (
            "Ferry Steps\nStone steps go down into the river, and the ferry bumps against the "
            "bottom one. The boatman bites the coin you gave him and tucks it into his cheek. The "
            "lane runs north and east.",
            R("Ferry Steps", "n e"),
        ),
        "take coin",
        ("The boatman's coin is the boatman's now, and it is in his cheek.", K("none")),
        notes="a coin in the boatman's cheek is not a coin in the room; the lane north and east",
    ),
    item(
        (
            "Wash House\nA copper for boiling sheets stands bricked in the corner, and a mangle "
            "beside it. A ten-tambala coin lies on the draining board. A cat watches it from the "
            "windowsill. The yard is south.",
            R("Wash House", "s", coin=True),
        ),
        "take coin",
        (
            "Before you can reach it, the cat swipes the coin off the board, and it rolls into "
            "the drain and is gone.\n\nWash House\nA copper for boiling sheets stands bricked in "
            "the corner, and a mangle beside it. A cat washes its paw on the windowsill. The yard "
            "is south.",
            R("Wash House", "s"),
        ),
        notes="the coin swiped down the drain by a cat: the room printed again without it (no "
        "coin); the yard south",
    ),
    item(
        (
            "Dumbwaiter\nYou're folded into the dumbwaiter between two floors of the hotel, which "
            "was not a good idea. The only ways are up or down, by hauling on the rope.",
            R("Dumbwaiter", "u d"),
        ),
        notes="no exit of the vocabulary (only up and down): no fact, no action",
    ),
    item(
        (
            "Muster Room\nRows of pegs for greatcoats, and a roll call chalked on a board. The "
            "east door is not locked, and it isn't shut either: it stands wide open. There is no "
            "door on the north side, only a notice board. The parade ground is south.",
            R("Muster Room", "e s"),
        ),
        notes="'not locked ... isn't shut ... stands wide open': east open; 'no door on the "
        "north side': no exit north; south open",
    ),
    item(
        (
            "Market Square\nStalls are going up around the fountain in the middle of the square. "
            "The fountain was cleaned out yesterday, and there's not a single coin left in it. "
            "The high street goes north, and an alley runs west past the butcher's.",
            R("Market Square", "n w"),
        ),
        "search fountain",
        ("Clean as a whistle. Not a coin.", K("none")),
        notes="a fountain cleaned of coins: no coin; the high street north and the alley west",
    ),
    item(
        (
            "Porter's Lodge\nPigeonholes for letters, a rack of keys, a kettle. On the desk a "
            "saucer holds a single one-butut coin. The gate is east, and the quad is west.",
            R("Porter's Lodge", "e w", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Porter's Lodge\nPigeonholes for letters, a rack of keys, a kettle. On the desk sits "
            "an empty saucer. The gate is east, and the quad is west.",
            R("Porter's Lodge", "e w"),
        ),
        notes="the one-butut coin taken; the look shows an empty saucer (no coin); east and west "
        "open",
    ),
    item(
        (
            "Withy Bed\nWillow stools cut to the ground, and bundles of withies stacked to dry. "
            "The track goes north to the village and east to the basket maker's.",
            R("Withy Bed", "n e"),
        ),
        "west",
        ("That's the river. You'd need a boat.", K("refused")),
        notes="west is the river (no exit), refused; north and east open",
    ),
    item(
        (
            "Medal Room\nGlass cases of medals line the walls: campaign stars, a Victoria Cross, "
            "a Military Medal on a faded ribbon, each with its card. The gallery door is north, "
            "and it is open.",
            R("Medal Room", "n"),
        ),
        "take medal",
        ("The cases are locked, and a custodian is watching you.", K("none")),
        notes="medals behind glass are no coin; the open gallery door north is the way",
    ),
    item(
        (
            "Pier Head\nThe end of the pier, with a shelter, a lifebelt on a post and a "
            "coin-operated telescope whose slot someone has taped over. The pier deck runs north "
            "to the promenade. The sea is on every other side.",
            R("Pier Head", "n"),
        ),
        "look through telescope",
        ("It wants a coin, and you haven't one, and anyway the slot is taped over.", K("none")),
        notes="a coin-operated telescope is no coin; the sea on the other sides is no way; north "
        "the only exit",
    ),
]
