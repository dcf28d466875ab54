"""negation, thirty-seventh round: distractors in places no earlier round used. Coin words that
give no coin: "to coin a phrase" on a note pinned to an empty cash box, a hologram of a gold coin
your hand passes through, a steel coin die in a mint museum, a guinea pig called Shilling, a cash
machine's "SORRY, NO CASH", a Gold Rush mural and a goldfinch, a clean penny-shaped mark in the
dust where something lay, "two cents" in a typing pool, red New Year packets left empty, a coin
dealer's window of empty velvet, a florin the player carries (an inventory), a pub sign across
the street; compass words that give no way: a ghost station's tunnels under live rail and a
poster for WEST cigarettes, Polaris dead ahead of a ship's bridge, a projection booth's reel of
How the West Was Won, a Quaker meeting house's windows over the burial ground, a compass needle
pointing at a wall; door states by denial ("The door north is not locked. It is not open
either."); four short histories: a rupee coin taken in a Sherpa teahouse and the bench bare, "No
way east: that's the salt pans, and after them the sea.", a look under a beach hut's mat that
finds sand, an inventory. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Ghost Platform\n"
        "Nobody has waited here since 1961. A poster for WEST cigarettes peels off the tiles. "
        "The tunnel mouths east and west are no way for anyone on foot: there is no walkway, "
        "and the rail is live. The only way up is the emergency stair, south, behind a door "
        "that is locked.",
        R("ghost platform", "s", locked="s"),
        notes="a ghost station: the tunnels east and west are said to be no way, WEST is a "
        "brand; the only exit a locked door south: closed, no action",
    ),
    item(
        "Headmaster's Study\n"
        'A note is pinned to the empty cash box on the desk: "There is, to coin a phrase, no '
        'money in teaching." The door to the corridor, south, stands open. The door east, into '
        "the secretary's office, is closed.",
        R("headmaster's study", "s e", closed="e", leads={"s": "corridor"}),
        notes='"to coin a phrase" and an empty cash box give no coin; south open, east closed: '
        "go south or open east",
    ),
    item(
        "Vault 7\n"
        "Above a plinth in the middle of the vault, a hologram of a gold coin turns slowly, "
        "catching light that isn't there. Your hand passes straight through it: it is only "
        "light. The airlock door north is closed. The service corridor leads west.",
        R("vault 7", "n w", closed="n", leads={"w": "service corridor"}),
        notes="a hologram of a coin, only light, is no coin; the airlock door north closed "
        "(open north), the corridor west (go west)",
    ),
    item(
        "Die Room\n"
        "Under a glass dome on a pedestal sits a steel coin die, engraved for a crown piece "
        "that was never struck. A stair goes down to the press hall, and the gallery continues "
        "east.",
        R("die room", "down e", leads={"down": "press hall"}),
        notes="a mint museum: a coin die (a stamp) and a crown never struck are no coin; the "
        "stair down and the gallery east: go east",
    ),
    item(
        "Pets' Corner\n"
        "Children crowd the hutch where a guinea pig called Shilling is eating a carrot end "
        "first. There is no money here, only animals. The gate south is open, and the goat pen "
        "is east.",
        R("pets' corner", "s e", leads={"e": "goat pen"}),
        notes="a guinea pig called Shilling (two coin words in an animal's kind and name); no "
        "money: south and east: go",
    ),
    item(
        "Meeting House\n"
        "Plain benches face one another across the bare floor, and tall windows look west over "
        "the burial ground. There is no pulpit, and no collection plate. The door north is not "
        "locked. It is not open either. The porch is south.",
        R("meeting house", "n s", closed="n", leads={"s": "porch"}),
        notes='a Quaker meeting house: the west windows are no way; "not locked ... not open '
        'either" is a closed door: open north or go south',
    ),
    item(
        "Banking Hall\n"
        "The cash machine in the corner glows: SORRY, NO CASH. The street doors, south, are "
        "locked for the night. The staff corridor, west, is open, and a light burns at the end "
        "of it.",
        R("banking hall", "s w", locked="s", leads={"w": "staff corridor"}),
        notes="a cash machine with no cash is no coin; the street doors south locked (no "
        "action), the corridor west open: go west",
    ),
    item(
        "Bar\n"
        "A mural of the Gold Rush covers the back wall: diggers, cradles and a nugget the size "
        "of a fist. A goldfinch sings in a cage above the till. The street door is east, and "
        "the stairs go up to the rooms.",
        R("bar", "e up"),
        notes="a Ballarat hotel bar: a Gold Rush mural and a goldfinch are no coin; the street "
        "door east and the stairs up: go east",
    ),
    item(
        "Bridge\n"
        "Polaris hangs dead ahead over the bow, and the sea is black to every side. The helm "
        "is lashed. A door east opens onto the starboard wing, and the companionway goes down "
        "to the chart room.",
        R("bridge", "e down", leads={"down": "chart room"}),
        notes="a ship's bridge: Polaris ahead (north) and the sea are no ways; the wing door "
        "east and the companionway down: go east",
    ),
    item(
        "Attic\n"
        "Dust lies thick over everything, except for one clean round mark on the floorboards, "
        "penny-shaped, where something lay until very recently. The hatch goes down to the "
        "landing. A low door west leads into the eaves.",
        R("attic", "down w", leads={"down": "landing"}),
        notes="a penny-shaped mark where something lay (gone) is no coin; the hatch down and a "
        "door west: go west",
    ),
    item(
        "Typing Pool\n"
        "Twenty typewriters in four rows, and everyone has put in their two cents about the "
        "new carpet. The windows all face north, over the railway. The corridor is south, and "
        "the supervisor's glass office is west, its door shut.",
        R("typing pool", "s w", closed="w", leads={"s": "corridor"}),
        notes='"two cents" is an idiom and the north windows no way; the corridor south, a '
        "shut door west: go south or open west",
    ),
    item(
        "Projection Booth\n"
        "The projector ticks as it cools. On the rewind bench lies the last reel of How the "
        "West Was Won. The door south is open onto the circle stairs; a ladder goes up to the "
        "roof.",
        R("projection booth", "s up"),
        notes="a film title names west and gives no way; an open door south and a ladder up: go "
        "south",
    ),
    item(
        "Front Room\n"
        "Incense curls up from the altar table, and the red New Year packets stacked beside the "
        "oranges are all empty: the money went to the children weeks ago. The five-foot way is "
        "south, through the folding doors, which are open. The kitchen is east.",
        R("front room", "s e", leads={"s": "five-foot way", "e": "kitchen"}),
        notes="a Penang shophouse: empty red packets give no coin; the open folding doors south "
        "and the kitchen east: go",
    ),
    item(
        "Chart Office\n"
        "A brass compass lies in an open drawer, its needle pointing steadily north, at a wall "
        "with nothing in it but a calendar from the whaling company. The only door is south.",
        R("chart office", "s"),
        notes="a compass needle pointing north at a wall gives no way north; one door south: go "
        "south",
    ),
    item(
        "Coin Shop\n"
        "The trays in the window are empty velvet: the stock goes into the safe every night, "
        "and the safe is locked. The shop door, north, is locked too. The back room is west.",
        R("coin shop", "n w", locked="n", leads={"w": "back room"}),
        notes="a coin dealer's shop with the coins locked away in the safe (no coin in the "
        "room); the shop door north locked: go west",
    ),
    item(
        "Lobby\n"
        "Across the street the sign of the GOLDEN GUINEA swings in the wind. The hotel's street "
        "door, west, stands open. The bar is north, and the lift has an OUT OF ORDER sign.",
        R("lobby", "w n", leads={"n": "bar"}),
        notes="a pub sign across the street names a coin and gives none; the broken lift is no "
        "way; the open street door west and the bar north: go",
    ),
    # ---- short histories ----
    item(
        (
            "Teahouse\n"
            "A yak-dung stove warms the benches, and prayer flags snap outside the windows. "
            "The trail goes on north towards the pass; the dormitory is west. A ten-rupee coin "
            "lies on the bench by the stove.",
            R("teahouse", "n w", coin=True, leads={"w": "dormitory"}),
        ),
        "take coin",
        ("You take the ten-rupee coin.", K("took")),
        "look",
        (
            "Teahouse\n"
            "A yak-dung stove warms the benches, and prayer flags snap outside the windows. "
            "The trail goes on north towards the pass; the dormitory is west. The bench by "
            "the stove is bare.",
            R("teahouse", "n w", leads={"w": "dormitory"}),
        ),
        notes="a Sherpa teahouse: the coin taken and the look shows the bench bare (no coin); "
        "north and west: go",
    ),
    item(
        (
            "Salt Hut\n"
            "A stone hut for the salt rakes, above the pans. The track runs north to the "
            "village, and the door is on that side.",
            R("salt hut", "n"),
        ),
        "east",
        ("No way east: that's the salt pans, and after them the sea.", K("refused")),
        notes="a Gozo salt hut: east refused (the pans and the sea are no way): refused(east); "
        "the one exit north: go north",
    ),
    item(
        (
            "Beach Hut\n"
            "Deckchairs, a kettle on a camping stove and a rag rug. The door, west, is open to "
            "the prom.",
            R("beach hut", "w"),
        ),
        "look under mat",
        ("There's nothing under the mat but sand.", K("none")),
        notes="a look under the mat finds sand (no coin): the one open door west: go west",
    ),
    item(
        (
            "Cold Store\n"
            "Blocks of ice stand in sawdust up to the roof beams. The door north is open; the "
            "ice tunnel runs east to the river.",
            R("cold store", "n e", leads={"e": "river"}),
        ),
        "inventory",
        ("You are carrying a florin and a candle stub.", K("none")),
        notes="the florin is carried by the player, not in the room (no coin): north and east: go",
    ),
]
