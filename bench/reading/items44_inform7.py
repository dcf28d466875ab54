"""inform7, forty-fourth round (emphasis: busy rooms): seven walks (1-3 turns) on a paddle steamer
on the Elbe in Inform 7's defaults (a Main Saloon full of a wedding party, with "The tea bar door,
to the west, is closed.", an archway east to the engine gallery, the after deck south and the
purser's office door north locked; a Tea Bar with "On the counter are a sugar bowl, a stack of
saucers and a fifty-pfennig piece."; an Engine Gallery; an After Deck): "(first opening the tea bar
door)" before the room, the purser's door refused as locked, "Taken.", returns with the accordion
and a passing steamer's whistle; single rooms and short histories, each a crowded room in Inform's
manner: a hotel function room at a wedding breakfast (a locked fire door), a bridge club's card room
(a one-tolar coin), a salon whose stock room door is found locked and looked at, a dim sum hall
("(on which are a bamboo steamer and a ten-cent coin)"), a switchboard room, a maternity ward at
visiting hour, a registry office full of weddings, a cattle auction ring bidding in guineas, a model
village with a church door smaller than a thumb (a twenty-pence piece), a Pullman car, a flower
market on barges (a two-and-a-half gulden coin), a dry dock's pump house and gauge room, a brasserie
kitchen at service (a ten-centime coin). What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the paddle steamer (a tree): Main Saloon w Tea Bar (the tea bar door, closed at first),
# e Engine Gallery (an archway), s After Deck, n the purser's office door (locked); Tea Bar: a
# fifty-pfennig piece on the counter.

OPENING = "(first opening the tea bar door)\n\n"


def saloon(door_open: bool = False, first: str = "") -> tuple:
    state = "open" if door_open else "closed"
    return (
        f"{first}Main Saloon\nMahogany panels, brass lamps and red plush banquettes: the saloon "
        "was fitted out in 1913 for people who expected to be comfortable, and it still is. A "
        "wedding party has taken over the long table in the middle, and a man with an accordion "
        "is working himself up to something. Engravings of the river between Dresden and the "
        "Bohemian border hang between the windows, and through the windows themselves the real "
        "river slides by, brown and quick.\n\nThe tea bar door, to the west, is "
        f"{state}. An archway east opens onto the engine gallery. The after deck is south. The "
        "purser's office door, to the north, is locked.\n\nYou can see a coat stand, a "
        "newspaper rack and a brass spittoon (polished, and unused since 1950) here.",
        R(
            "main saloon",
            "w e s n",
            closed="" if door_open else "w",
            locked="n",
            leads={"w": "tea bar", "e": "engine gallery", "s": "after deck"},
        ),
    )


def tea_bar(door_open: bool = False, coin: bool = True, first: str = "") -> tuple:
    state = "open" if door_open else "closed"
    things = (
        "a sugar bowl, a stack of saucers and a fifty-pfennig piece"
        if coin
        else ("a sugar bowl and a stack of saucers")
    )
    return (
        f"{first}Tea Bar\nA narrow room with a counter down one side and a serving hatch behind "
        "it, through which plates of cake appear at intervals from the galley. A board lists "
        "the prices in chalk. Schoolchildren on an outing have claimed the stools along the "
        "window and are counting the paddle strokes out loud, and their teacher has given up."
        f"\n\nThe tea bar door, to the east, is {state}.\n\nOn the counter are {things}.",
        R("tea bar", "e", closed="" if door_open else "e", coin=coin, leads={"e": "main saloon"}),
    )


GALLERY = (
    "Engine Gallery\nA railed gallery looks down into the engine room, where two great cranks "
    "turn the paddle shaft with a slow, oily heave and an engineer in a vest wipes everything "
    "he passes with a rag. Passengers lean on the rail and watch as if it were television. A "
    "brass plate records the builder and the year, 1913. The heat comes up in waves.\n\nThe "
    "saloon is west, through the archway.\n\nYou can see a guide book (open at a diagram of the "
    "engine) here.",
    R("engine gallery", "w", leads={"w": "main saloon"}),
)
AFTER_DECK = (
    "After Deck\nDeck chairs in rows, most of them taken, and the wake spreading out behind the "
    "stern in a long brown fan. The company's flag cracks at the staff. A pensioner with "
    "binoculars names every castle on the cliffs to anyone who will listen, and a good many "
    "who won't. The sandstone rocks rise on both banks, and a little chain ferry is crossing "
    "ahead.\n\nThe saloon is north.\n\nYou can see a deck chair (on which is a tartan rug) and a "
    "lifebelt here.",
    R("after deck", "n", leads={"n": "main saloon"}),
)


def saloon_event(line: str) -> tuple:
    text, reading = saloon()
    return (f"{text}\n\n{line}", reading)


def after_deck_event(line: str) -> tuple:
    text, reading = AFTER_DECK
    return (f"{text}\n\n{line}", reading)


ITEMS = [
    # ---- walks on the paddle steamer
    item(
        saloon(),
        "west",
        tea_bar(door_open=True, first=OPENING),
        notes='paddle steamer walk: Inform\'s "(first opening the tea bar door)" before the '
        "room is a move that worked; the fifty-pfennig piece on the counter is a coin in the "
        "room; the prices on the board are no coin, the serving hatch no way",
    ),
    item(
        saloon(),
        "north",
        ("The purser's office door is locked. A card says PURSER ON DECK.", K("refused", "locked")),
        "south",
        AFTER_DECK,
        notes="the purser's door refused as locked and left behind in the saloon; the after "
        "deck's only way, north, is visited, initial and all_visited; the castles on the cliffs "
        "and the ferry are views",
    ),
    item(
        GALLERY,
        "w",
        saloon(),
        notes="walk begun in the engine gallery: in the saloon the archway east is visited and "
        "initial, the tea bar door west closed (open it), the after deck south unvisited, the "
        "purser's door locked (no action)",
    ),
    item(
        AFTER_DECK,
        "n",
        saloon(),
        "e",
        GALLERY,
        "w",
        saloon_event("The accordion gets going at last, and the wedding party sings along."),
        notes="a return to the saloon from the engine gallery: south is visited and initial "
        "(the walk began on the after deck), east visited; the tea bar door is the one "
        "unexplored way, closed: open it; the singing is an event of the turn",
    ),
    item(
        tea_bar(),
        "take coin",
        ("You pocket the fifty-pfennig piece.", K("took")),
        "east",
        saloon(door_open=True, first=OPENING),
        notes='walk begun in the tea bar: the coin taken, then the saloon entered "(first '
        'opening the tea bar door)"; west is visited, open and initial; east and south are '
        "open ways to unvisited rooms",
    ),
    item(
        saloon(),
        "s",
        AFTER_DECK,
        "n",
        saloon(),
        "e",
        GALLERY,
        notes="the after deck and back, then the engine gallery: its only way, west, is visited, "
        "initial and all_visited",
    ),
    item(
        tea_bar(),
        "take coin",
        ("Taken.", K("took")),
        "east",
        saloon(door_open=True, first=OPENING),
        "south",
        after_deck_event(
            "A steamer going the other way sounds its whistle, and the wedding party in the "
            "saloon cheers."
        ),
        notes="walk begun in the tea bar: the coin taken, the saloon entered through the tea "
        "bar door, the after deck south: north visited, initial, all_visited; the whistle and "
        "the cheering are sounds, not ways",
    ),
    # ---- single rooms and short histories
    item(
        "Function Room\nThe wedding breakfast has reached the speeches. Twenty round tables "
        "under white cloths, each with a pyramid of sugared almonds and a disposable camera; a "
        "three-tier cake on a table of its own; a top table where the best man is reading from "
        "a card and the bride's father is pretending not to listen. Balloons bump against the "
        "ceiling. Through the tall windows on the south side you can see the hotel lawn and a "
        "peacock on it.\n\nThe bar is east. The fire door, to the north, is locked, and an alarm "
        "sign says so twice.\n\nYou can see a table plan on an easel and a pile of presents here.",
        R("function room", "e n", locked="n", leads={"e": "bar"}),
        notes="Inform-like wedding reception: the bar east is the way; the fire door north is "
        "locked (closed, no action); the windows and lawn south are no way",
    ),
    item(
        "Card Room\nSix green baize tables, and at every one of them four silent people. The "
        "only sounds are the snap of cards and, now and then, a sigh. A scoreboard on the wall "
        "shows the league with the Tuesday pairs at the top; a glass cabinet holds the club's "
        "trophies, a teapot among them. The secretary moves from table to table with a "
        "clipboard. You can go north or west.\n\nOn the nearest table is a one-tolar coin.",
        R("card room", "n w", coin=True),
        notes='Inform\'s "You can go north or west."; "On the nearest table is a one-tolar '
        'coin." (Slovenian): a coin in the room; the trophies in a cabinet are no coin',
    ),
    item(
        (
            "Salon\nEvery chair is taken. Under the dryers along the back wall sit four women "
            "with magazines and curlers; at the basins a junior is rinsing somebody's tint; the "
            "owner, scissors in one hand and comb in the other, is telling a story about her "
            "sister-in-law that makes the whole room lean in. Photographs of hairstyles from "
            "1985 fade in the window. The air is hot and smells of setting lotion.\n\nThe "
            "street door is south. A door marked STOCK is east.\n\nYou can see a till and a "
            "jar of combs in blue liquid here.",
            R("salon", "s e"),
        ),
        "east",
        ("(first opening the stock room door)\nIt is locked.", K("refused", "locked")),
        "look",
        (
            "Salon\nEvery chair is taken. Under the dryers along the back wall sit four women "
            "with magazines and curlers; at the basins a junior is rinsing somebody's tint; the "
            "owner, scissors in one hand and comb in the other, is telling a story about her "
            "sister-in-law that makes the whole room lean in. Photographs of hairstyles from "
            "1985 fade in the window. The air is hot and smells of setting lotion.\n\nThe "
            "street door is south. The stock room door, to the east, is locked.\n\nYou can see "
            "a till and a jar of combs in blue liquid here.",
            R("salon", "s e", locked="e"),
        ),
        notes="a door marked STOCK east (its state not given) found locked when Inform tried to "
        "open it on the way; the look shows it locked: refused and closed stay; the street "
        "door south is the way",
    ),
    item(
        "Dim Sum Hall\nA hall the size of a railway station, with chandeliers, and every table "
        "full. Trolleys steam between them, pushed by women who call out what they carry: har gau, "
        "siu mai, chicken feet. Grandfathers read the racing pages; a child under a table is tying "
        "her brother's shoelaces together. A golden dragon and phoenix hang on the wall behind the "
        "stage.\n\nThe stairs down to the street are by the entrance. The kitchen is north, "
        "through swing doors that the trolleys bump open as they pass.\n\nYou can see a trolley "
        "(on which are a bamboo steamer and a ten-cent coin) here.",
        R("dim sum hall", "d n", coin=True),
        notes='a ten-cent coin on a trolley (Inform\'s "(on which are ...)") is a coin in the '
        "room; the stairs down to the street are a way down, outside the vocabulary; the "
        "kitchen north through swing doors is an open exit",
    ),
    item(
        "Switchboard Room\nTwelve operators sit in a row before the board in headsets, plugging "
        "and unplugging cords with the speed of knitters. Little lamps wink on and off across "
        "the board. The supervisor walks behind them with her hands clasped. A notice reminds "
        "staff that personal calls are forbidden, and another that the canteen closes at two. "
        "A clock with a red second hand ticks above the door.\n\nThe corridor is north. The door "
        "of the supervisor's office, to the east, is closed.\n\nYou can see a tea trolley here.",
        R("switchboard room", "n e", closed="e"),
        notes='"The door of the supervisor\'s office, to the east, is closed.": a closed '
        "door east (open it); the corridor north",
    ),
    item(
        "Maternity Ward\nIt is visiting hour, and the ward is full of grandmothers. Flowers on "
        "every locker, balloons tied to bed frames, a father asleep upright in a plastic chair "
        "with his mouth open. A midwife goes from bed to bed with a chart. Through the window "
        "to the east, the nursery: a row of cots behind glass and a knot of relatives pointing."
        "\n\nThe doors to the corridor are west.\n\nYou can see a visitors' chair and a vase of "
        "chrysanthemums here.",
        R("maternity ward", "w"),
        notes="the nursery seen through a window east is no way; the corridor doors west are "
        "the one way (their state not given: open)",
    ),
    item(
        "Registry Office\nEvery seat is taken by a wedding: three couples and their guests "
        "waiting their turn, in dresses, in suits, in one case in matching leather jackets. "
        "Somebody's small son is crawling under the chairs. A clerk calls names from a list. A "
        "framed photograph of the mayor hangs over a table of leaflets about naming "
        "ceremonies.\n\nThe marriage room is north, through a pair of doors which are closed. "
        "The street is south.\n\nYou can see a box of confetti (closed) here.",
        R("registry office", "n s", closed="n", leads={"n": "marriage room"}),
        notes='a pair of doors north "which are closed" (open them); the street south; a '
        "closed box of confetti is no door and no coin",
    ),
    item(
        "Auction Ring\nTiered benches of farmers round a sawdust ring, and in the ring a red "
        "bullock turning in circles while a drover taps it with a stick. The auctioneer in his "
        "box gabbles so fast that only the farmers understand him: the bidding stands at four "
        "hundred guineas. Somebody's dog sits on the bottom bench watching the bullock as if "
        "it might bid. The smell of dung is very strong.\n\nThe pens are east. The car park is "
        "west.\n\nYou can see a catalogue (open at lot 47) here.",
        R("auction ring", "e w", leads={"e": "pens", "w": "car park"}),
        notes="a price bid in guineas is money spoken of, not a coin in the room; east and west "
        "are the ways",
    ),
    item(
        "Model Village\nA whole village at the height of your knee: a church with a spire you "
        "could snap with two fingers, a pub called the Ring o' Bells, a cricket match of tiny "
        "figures in white, a station where a train the length of a loaf goes round and round. "
        "The church's tiny door, to the north, is smaller than your thumb. Visitors stoop "
        "along the paths. The real path goes east to the gift shop and south to the tea "
        "garden.\n\nOn the village green is a twenty-pence piece.",
        R("model village", "e s", coin=True, leads={"e": "gift shop", "s": "tea garden"}),
        notes="a model church's tiny door north is no way; the real path goes east and south; "
        '"On the village green is a twenty-pence piece." (the model\'s green, at knee height, '
        "in the room): a coin in the room",
    ),
    item(
        "Pullman Car\nMarquetry panels of swans and lilies, table lamps with pink shades, and "
        "at every table a pair of armchairs and a pair of people eating kippers as the Sussex "
        "countryside goes past outside. The attendant in a white jacket pours coffee without "
        "spilling a drop though the car sways. Every car of this train has its own name, and "
        "this one's, AUDREY, is in brass letters over the door.\n\nThe corridor connection to "
        "the next car is west. The kitchen car is east, through a door which is closed.\n\nYou "
        "can see a menu and a silver cruet here.",
        R("pullman car", "w e", closed="e", leads={"e": "kitchen car"}),
        notes="a car's name (AUDREY) is no room name of this text (the heading is); the kitchen "
        "car door east is closed (open it); west is an open way; the countryside is a view",
    ),
    item(
        "Flower Market\nThe stalls float: each is built on a barge moored along the canal, and "
        "each is heaped with buckets of tulips, bags of bulbs, wooden clogs painted with "
        "windmills. Tourists take photographs of everything. A barrel organ plays somewhere out of "
        "sight. You are on the quay; the canal lies north of it, green and still, and there is no "
        "way across.\n\nThe street runs east and west along the stalls.\n\nOn the cobbles at your "
        "feet is a two-and-a-half gulden coin.",
        R("flower market", "e w", coin=True),
        notes="a two-and-a-half gulden coin on the cobbles is a coin; the street runs east and "
        'west; the canal north is water ("no way across"); the barrel organ is heard, not a '
        "way",
    ),
    item(
        (
            "Pump House\nThree great pumps stand in a row, their flywheels still, their brass "
            "gauges reading zero. The dock beyond the windows is dry, and a cargo ship sits in "
            "it on blocks like a whale on a table. Fitters eat their sandwiches on the oil drums "
            "and argue about football. A chalkboard lists the tides for the week.\n\nThe gauge "
            "room is north, through a steel door which is closed. The yard is west.",
            R("pump house", "n w", closed="n", leads={"n": "gauge room", "w": "yard"}),
        ),
        "north",
        (
            "(first opening the steel door)\n\nGauge Room\nDials cover every wall, each labelled "
            "in stencilled capitals. A young engineer with a logbook reads them one after "
            "another and writes the numbers down; an old one watches her with his arms folded. "
            "A kettle boils on a ring in the corner.\n\nThe steel door to the pump house is "
            "south, and it is open.",
            R("gauge room", "s", leads={"s": "pump house"}),
        ),
        notes='a move north "(first opening the steel door)" into the gauge room: its only '
        "way, south, is visited, initial and all_visited",
    ),
    item(
        "Brasserie Kitchen\nService is at its height. Six cooks in a line shout back to the "
        "chef, who reads tickets aloud like a priest; pans flare; a plongeur is up to his elbows "
        "in the sink. Copper pans hang from a rack overhead. The pass is lined with plates of "
        "quenelles waiting for the waiters, and a ticket rail rattles in the draught.\n\nThe "
        "swing doors to the dining room are south. The cold room door, to the east, is closed."
        "\n\nOn the pass is a ten-centime coin.",
        R("brasserie kitchen", "s e", closed="e", coin=True, leads={"s": "dining room"}),
        notes="a ten-centime coin on the pass is a coin in the room (take it); the cold room "
        "door east is closed, the swing doors south open",
    ),
]
