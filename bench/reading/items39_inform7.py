"""inform7, thirty-ninth round: seven walks (1-4 turns) on a coffee fazenda in Minas Gerais in
Inform 7's defaults (a Drying Terrace with "The tulha door, to the north, is closed.", the sorting
shed open to the east, the mill house west and "The main gate, to the south, is locked."; a Tulha
with "You can see a sack of green coffee and a 200-reis coin here."; a Sorting Shed whose bagging
room door north turns out locked; a Mill House): "(first opening the tulha door)" and the tulha,
"(first opening the main gate)" and "It seems to be locked.", "You open the tulha door.", a take
answered in the author's words, returns with an event (the overseer's bell, a tropeiro's mules) or
the tulha door left open; single rooms and short histories: an Estonian manor kitchen (a one-kroon
coin), the diwan at the top of a Shibam tower house whose only way is the staircase down (no
action), a Sami lavvu ("a leather pouch (closed)"), a Chengdu teahouse ("You can go east or west.",
a one-jiao coin beside the tea), a yakhchal's ice pit gallery, a Cappadocian cave church (a brass
kurus coin), a gaucho's rancho (a ten-centavo coin), a Bohemian glassworks' cutting shop (a showroom
locked), a Budapest coffee house's "You can't go that way." kept by a look (a silver pengo coin), a
Kazanlak distilling shed and its rose store entered by an implicit opening (a two-stotinki coin),
the Dubrovnik city walls (a one-lipa coin, steps down), a Lisbon tile workshop ("a kiln (closed)").
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the fazenda: Drying Terrace n Tulha (door closed at first; the coin), e Sorting Shed
# (open), w Mill House, s the main gate (locked); Sorting Shed n the bagging room door (locked).


def terrace(tulha_open: bool = False, event: str = "") -> tuple:
    door = "open" if tulha_open else "closed"
    text = (
        "Drying Terrace\n"
        "Coffee cherries lie spread across the brick terrace to dry, raked into long ridges by "
        "the morning's work. The sorting shed is open to the east, and the mill house stands to "
        "the west.\n\n"
        f"The tulha door, to the north, is {door}.\n\n"
        "The main gate, to the south, is locked."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "drying terrace",
            "n e s w",
            closed="" if tulha_open else "n",
            locked="s",
            leads={"e": "sorting shed", "w": "mill house"},
        ),
    )


def tulha(coin: bool) -> tuple:
    things = (
        "You can see a sack of green coffee and a 200-reis coin here."
        if coin
        else "You can see a sack of green coffee here."
    )
    return (
        "Tulha\n"
        "The granary is dim and smells of dust and dried fruit. Sacks are stacked to the rafters "
        "along three walls, and a set of iron scales hangs from a beam.\n\n"
        "The tulha door, to the south, is open.\n\n"
        f"{things}",
        R("tulha", "s", coin=coin),
    )


def sorting_shed() -> tuple:
    return (
        "Sorting Shed\n"
        "Long tables run the length of the shed, and the floor is gritty with husks. The terrace "
        "is west, in the sun. The bagging room door is in the north wall.\n\n"
        "You can see a winnowing sieve here.",
        R("sorting shed", "w n", leads={"w": "drying terrace"}),
    )


def mill_house(event: str = "") -> tuple:
    text = (
        "Mill House\n"
        "The water wheel turns slowly on the other side of the west wall, and the wooden pestles "
        "rise and fall in their troughs with a dull thump. The doorway east opens onto the "
        "terrace."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("mill house", "e", leads={"e": "drying terrace"}))


def first_opening_tulha() -> tuple:
    text, reading = tulha(coin=True)
    return (f"(first opening the tulha door)\n\n{text}", reading)


WALKS = [
    item(
        terrace(),
        "n",
        first_opening_tulha(),
        notes="Inform's implicit opening before the tulha: a move that worked; the coin here "
        "(take coin); south visited, initial.",
    ),
    item(
        terrace(),
        "s",
        ("(first opening the main gate)\nIt seems to be locked.", K("refused", "locked")),
        "e",
        sorting_shed(),
        notes="The locked gate refused on the terrace, left behind; the sorting shed: west "
        "visited and initial, the bagging room door north unknown (an exit): go north.",
    ),
    item(
        terrace(),
        "w",
        mill_house(),
        "e",
        terrace(event="The overseer's bell rings for the midday meal."),
        notes="A return to the first room: west visited; the tulha door closed (open north), "
        "the sorting shed east unvisited (go east), the gate locked.",
    ),
    item(
        terrace(),
        "open north",
        ("You open the tulha door.", K("opened")),
        "n",
        tulha(coin=True),
        "take coin",
        (
            "Taken. The coin is a big copper one with the emperor's head on it.",
            K("took"),
        ),
        "s",
        terrace(tulha_open=True),
        notes="Opened by direction, the coin taken (an author's reply), back on the terrace: "
        "north visited, the door now open; east and west unvisited.",
    ),
    item(
        mill_house(),
        "e",
        terrace(),
        "n",
        first_opening_tulha(),
        "take coin",
        ("Taken.\n\nYou have pocketed two hundred reis.", K("took")),
        "s",
        terrace(tulha_open=True, event="A tropeiro leads a string of mules past the gate."),
        notes="A walk begun in the mill house: the terrace entered from the west (initial), "
        "north and west visited; the sorting shed east is the only way left (go east).",
    ),
    item(
        terrace(),
        "e",
        sorting_shed(),
        "n",
        (
            "(first opening the bagging room door)\nIt seems to be locked.",
            K("refused", "locked"),
        ),
        notes="The bagging room door, whose state the shed did not give, is found locked: "
        "refused(north), closed; the only way left is back west (initial).",
    ),
    item(
        sorting_shed(),
        "w",
        terrace(),
        "w",
        mill_house(),
        notes="A walk begun in the sorting shed, across the terrace into the mill house: its "
        "only way east visited and initial (all_visited).",
    ),
]

SINGLES = [
    item(
        "Manor Kitchen\n"
        "The kitchen of the manor at Palmse is vaulted and whitewashed, and the great stove takes "
        "up most of one wall. The dining room is through the arch to the east, and the servants' "
        "stair goes up from the corner.\n\n"
        "The back door, to the north, is closed.\n\n"
        "You can see a copper pan and a one-kroon coin here.",
        R("manor kitchen", "e u n", closed="n", coin=True),
        notes="Estonia: the arch east, a stair up, the back door north closed; a one-kroon coin "
        "(take coin).",
    ),
    item(
        "Diwan\n"
        "The top room of a mud-brick tower house in Shibam, eight storeys above the street. "
        "Carved windows let the wind through from every side, and cushions line the walls. The "
        "only way is the staircase down.\n\n"
        "You can see a brass water jar here.",
        R("diwan", "d"),
        notes="Yemen: the only way is down (outside the vocabulary); no coin, no exit of the "
        "vocabulary: no action; windows on every side are no exits.",
    ),
    item(
        "Lavvu\n"
        "Birch poles meet overhead where the smoke goes out, and reindeer skins cover the floor "
        "around the fire. The door flap is to the south.\n\n"
        "You can see a coffee kettle and a leather pouch (closed) here.",
        R("lavvu", "s"),
        notes="A Sami tent: one way south (the door flap); a closed pouch is no coin; go south.",
    ),
    item(
        "Teahouse\n"
        "Bamboo chairs crowd the courtyard of the teahouse in the People's Park, and an ear "
        "cleaner moves between the tables, twanging his tuning fork. You can go east or west.\n\n"
        "On the nearest table are a lidded bowl of jasmine tea and a one-jiao coin.",
        R("teahouse", "e w", coin=True),
        notes="Chengdu: 'You can go east or west.'; a one-jiao coin on the table beside the tea "
        "(take coin).",
    ),
    item(
        "Ice Pit Gallery\n"
        "You stand on a ledge inside the great mud-brick dome of the ice house outside Kerman. "
        "The pit drops away below you into the cold; there is no way down without a rope. A "
        "doorway to the south leads out to the ice ponds.\n\n"
        "You can see a straw mat here.",
        R("ice pit gallery", "s"),
        notes="A yakhchal: one way south; the pit without a rope is no way; no coin: go south.",
    ),
    item(
        "Cave Church\n"
        "Saints in red and ochre look down from every wall of the little church cut into the "
        "soft rock of Goreme. The only way out is the low doorway to the west.\n\n"
        "A brass kurus coin lies in the dust by the doorway.",
        R("cave church", "w", coin=True),
        notes="Cappadocia: one way west; a brass kurus coin in the dust (take coin).",
    ),
    item(
        "Rancho\n"
        "A low mud-walled rancho on the pampas, with a floor of beaten earth and a fire in the "
        "middle. A saddle sits astride a roof beam. The corral is to the north, and the door, to "
        "the east, is open.\n\n"
        "You can see a mate gourd and a ten-centavo coin here.",
        R("rancho", "n e", coin=True),
        notes="Argentina: the corral north, an open door east; a ten-centavo coin (take coin).",
    ),
    item(
        "Cutting Shop\n"
        "The cutters sit at their wheels in a long row under the windows, each bent over a "
        "goblet. The furnace hall is south.\n\n"
        "The showroom door, to the west, is locked.\n\n"
        "You can see a cutting wheel (on which is a half-finished goblet) here.",
        R("cutting shop", "s w", locked="w"),
        notes="A Bohemian glassworks: the furnace hall south (go south), the showroom door west "
        "locked (no action); no coin.",
    ),
    item(
        (
            "Coffee House\n"
            "Marble tables, bentwood chairs and a ceiling painted with clouds. Newspapers hang "
            "on cane holders by the door. The revolving door to the street is north, and the "
            "billiard room is east.\n\n"
            "You can see a silver pengo coin here.",
            R("coffee house", "n e", coin=True),
        ),
        "south",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Coffee House\n"
            "Marble tables, bentwood chairs and a ceiling painted with clouds. Newspapers hang "
            "on cane holders by the door. The revolving door to the street is north, and the "
            "billiard room is east.\n\n"
            "You can see a silver pengo coin here.\n\n"
            "A waiter in a long apron sweeps past with a tray of coffee.",
            R("coffee house", "n e", coin=True),
        ),
        notes="Budapest: a refused south (no exit there) kept by the look: refused(south); the "
        "pengo coin here (take coin).",
    ),
    item(
        (
            "Distilling Shed\n"
            "Copper stills stand in a row over brick fires, and the air is so thick with roses "
            "that it is hard to breathe. The yard is to the west.\n\n"
            "The rose store door, to the east, is closed.",
            R("distilling shed", "w e", closed="e", leads={"e": "rose store"}),
        ),
        "east",
        (
            "(first opening the rose store door)\n\n"
            "Rose Store\n"
            "Sacks of petals picked before dawn are heaped against the walls, waiting for the "
            "stills. The rose store door, to the west, is open.\n\n"
            "You can see a two-stotinki coin here.",
            R("rose store", "w", coin=True),
        ),
        notes="Kazanlak: an implicit opening before the rose store (a move that worked); the "
        "coin here (take coin); west visited, initial.",
    ),
    item(
        "City Walls\n"
        "The walk along the top of the walls is warm underfoot. Below, on one side, are the "
        "roofs of the old town; on the other the sea. The walk goes on north to the Minceta "
        "tower and south toward the harbour, and steps go down to the Stradun.\n\n"
        "You can see a one-lipa coin here.",
        R("city walls", "n s d", coin=True),
        notes="Dubrovnik: the walk north and south, steps down (outside the vocabulary); the "
        "sea is no exit; a one-lipa coin (take coin).",
    ),
    item(
        "Tile Workshop\n"
        "Blue and white tiles lie drying on every board, each painted with part of a ship or a "
        "saint. The street door, to the south, is open. A passage leads north to the glazing "
        "yard.\n\n"
        "You can see a kiln (closed) and a pot of cobalt blue here.",
        R("tile workshop", "s n"),
        notes="Lisbon: the street door south open, a passage north; a closed kiln is no door "
        "of the room; no coin.",
    ),
    item(
        "Palmse Stables\n"
        "Empty stalls, each with a horse's name painted over it: Juku, Mirts, Kaarel. The "
        "carriage yard is to the south. A tack room door, to the west, is closed, and a gate to "
        "the east is locked with a padlock.\n\n"
        "You can see a curry comb here.",
        R("palmse stables", "s w e", closed="w", locked="e"),
        notes="Three ways in three states: the yard south open (go south), the tack "
        "room door west closed (open west), the east gate padlocked (no action); no coin.",
    ),
]

ITEMS = WALKS + SINGLES
