"""mud, forty-first round: seven walks (2-4 turns) on the airship Albatross over Friesland in a
Discworld-MUD-like manner (a title, an indented description, "There are three obvious exits: north,
east and west.", the people there and the prompt "Hp: 412 (412) Gp: 95 (95) Xp: 1180"; a Promenade
Deck whose radio room door west is closed at first; a Dining Saloon whose smoking room door south
"is locked"; a Control Car; a Radio Room where "A small silver coin, a dubbeltje, lies under the
desk."): "The radio room door is closed.", "You open the radio room door." (by kind and by
direction), "The smoking room door is locked.", "You get a silver dubbeltje.", a return with the
engines changing their note, walks begun in the dining saloon, the control car and the radio room;
single rooms and short histories in other MUD families: a TinyMUD-like copra shed on Vanuatu
("Contents:" with a 10-vatu coin), a ROM-like salt chapel (a one-grosz coin, "[Exits: east up]"), a
CoffeeMUD-like sauna house in Latgale, a Malawian fish market (a five-kwacha coin among the usipa),
a Nairobi matatu stage whose traffic refuses a move (a five-shilling coin), a Jordanian caravanserai
(a quarter-dinar coin), a Rwandan washing station ("Ways out: north and south.", a 50-franc coin), a
Lithuanian amber workshop's showroom door opened by name, a Djerba potter's yard (a 100-millime
coin), Jesuit mission ruins in Paraguay, an Icelandic changing hut's "There is no exit in that
direction." looked at, an inn's channel gossip about coins at the west gate, a Mongolian ger's
closed door refused. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "\nHp: 412 (412)  Gp: 95 (95)  Xp: 1180\n> "


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before the prompt."""
    text, reading = step
    assert text.endswith(PROMPT)
    return (f"{text[: -len(PROMPT)]}\n{line}{PROMPT}", reading)


def says(text: str, reading: K) -> tuple:
    return (f"{text}{PROMPT}", reading)


# ---- the airship Albatross over Friesland, in a Discworld-MUD-like manner (a title, an indented
# description, "There are N obvious exits: ...", the people there, the prompt): Promenade Deck
# n Control Car, e Dining Saloon, w Radio Room (the radio room door, closed at first); Dining
# Saloon s the smoking room door (locked); the Radio Room holds the dubbeltje.


def promenade(radio_open: bool = False) -> tuple:
    state = "open" if radio_open else "closed"
    return (
        "Promenade Deck\n   Long slanted windows run the length of the deck, and far below the "
        "fields of Friesland slide slowly past. Wicker chairs are set out in pairs, facing the "
        "view. The control car is forward, to the north, and the dining saloon aft, to the "
        f"east. The radio room door, to the west, is {state}.\nThere are three obvious exits: "
        f"north, east and west.\nA steward is polishing the brass rail.{PROMPT}",
        R("promenade deck", "n e w", closed="" if radio_open else "w"),
    )


DINING = (
    "Dining Saloon\n   White tablecloths, aluminium chairs light enough to lift with one finger, "
    "and a baby grand piano that weighs almost nothing at all. The smoking room door, to the "
    "south, is locked.\nThere are two obvious exits: south and west.\nA waiter is laying out "
    f"the breakfast cups.{PROMPT}",
    R("dining saloon", "s w", locked="s"),
)
CONTROL = (
    "Control Car\n   The captain's wheel, the elevator wheel and a row of telegraphs face "
    "windows that curve all the way round. There is nothing ahead but cloud.\nThere is one "
    f"obvious exit: south.\nThe helmsman is watching the compass.{PROMPT}",
    R("control car", "s"),
)


def radio(door_open: bool = True, coin: bool = True) -> tuple:
    state = "open" if door_open else "closed"
    text = (
        "Radio Room\n   A cramped cabin full of valves and headphones, with a morse key bolted "
        f"to the desk. The radio room door, to the east, is {state}.\nThere is one obvious "
        "exit: east."
    )
    if coin:
        text += "\nA small silver coin, a dubbeltje, lies under the desk."
    return (f"{text}{PROMPT}", R("radio room", "e", closed="" if door_open else "e", coin=coin))


RADIO_SHUT = says("The radio room door is closed.", K("refused", "closed"))
SMOKING_LOCKED = says("The smoking room door is locked.", K("refused", "locked"))

ITEMS = [
    item(
        promenade(),
        "west",
        RADIO_SHUT,
        "open door",
        says("You open the radio room door.", K("opened", "w")),
        "west",
        radio(),
        "get coin",
        says("You get a silver dubbeltje.", K("took")),
        notes="The radio room door refused while closed, opened by its kind ('open door') and "
        "walked through; the dubbeltje (a Dutch ten-cent coin) taken. East is visited, initial "
        "and the only exit: all_visited, go east.",
    ),
    item(
        promenade(),
        "e",
        DINING,
        "s",
        SMOKING_LOCKED,
        notes="The smoking room door 'is locked' by the saloon's text and refused: "
        "refused(south), closed(south), no open. West is visited and initial: go west.",
    ),
    item(
        promenade(),
        "n",
        CONTROL,
        "s",
        also(promenade(), "The engines change their note as the ship turns into the wind."),
        notes="To the control car and back to the first room (the engines change their note "
        "as the walk ends). North is visited; the dining saloon east is not; the radio room "
        "door west is closed: go east or open west. The windows and clouds are no ways.",
    ),
    item(
        DINING,
        "west",
        promenade(),
        "north",
        CONTROL,
        notes="A walk begun in the dining saloon, to the control car: south is visited, "
        "initial and the only exit, so all_visited: go south.",
    ),
    item(
        CONTROL,
        "south",
        promenade(),
        "open west",
        says("You open the radio room door.", K("opened")),
        "west",
        radio(),
        notes="A walk begun in the control car: the radio room door opened by direction, the "
        "radio room entered. The dubbeltje under the desk is a coin: take coin.",
    ),
    item(
        radio(door_open=False),
        "take coin",
        says("You get a silver dubbeltje.", K("took")),
        "open east",
        says("You open the radio room door.", K("opened")),
        "east",
        promenade(radio_open=True),
        "east",
        DINING,
        notes="A walk begun in the radio room: the coin taken, the door opened from inside, "
        "across the promenade deck into the dining saloon. West is visited and initial; the "
        "smoking room south is locked: go west.",
    ),
    item(
        DINING,
        "south",
        SMOKING_LOCKED,
        "west",
        promenade(),
        "west",
        RADIO_SHUT,
        notes="The locked smoking room refused and left behind in the saloon (it does not "
        "stand on the deck); on the promenade deck the closed radio room door refused: "
        "refused(west), closed(west). East is visited and initial; the control car north is "
        "not visited: go north, or open west.",
    ),
    # ---- single rooms and short histories in other MUD families
    item(
        "Copra Shed\nSplit coconuts dry on racks of wire, and the air is thick and sweet. The "
        "plantation road is north; the beach is west, through the open end of the shed.\n"
        "Contents:\nMalakai\n10-vatu coin",
        R("copra shed", "n w", coin=True),
        notes="A TinyMUD-like room on Vanuatu with its 'Contents:' list: Malakai (a person) and "
        "a 10-vatu coin (a coin in the room): take coin. Exits north and west from the "
        "description.",
    ),
    item(
        "Salt Chapel\n   Everything here is carved out of rock salt: the altar, the chandeliers "
        "and even the floor tiles. A staircase climbs up toward the lift shaft, and a gallery "
        "leads away east.\n[Exits: east up]\nA one-grosz coin lies on the floor.\n<110hp 98m "
        "140mv> ",
        R("salt chapel", "e u", coin=True),
        notes="A ROM-like room in a Polish salt mine with its exit line and prompt: east and up "
        "(up outside the vocabulary). A one-grosz coin lies here: take coin.",
    ),
    item(
        "Sauna House\n   A low log house by a lake in Latgale, its walls black with a hundred "
        "winters of smoke. The changing room is south, and a jetty runs west out over the "
        "lake.\n[Exits: south west]\nA bundle of birch twigs lies on the bench.",
        R("sauna house", "s w"),
        notes="A CoffeeMUD-like room: south and west (the jetty) are exits; the lake is no way "
        "of its own. The birch twigs are no coin: go south or west.",
    ),
    item(
        "Fish Market\n  Women sort tiny silver usipa into heaps on the sand of Nkhata Bay, and "
        "dugouts are drawn up along the water.\nObvious exits: north, south.\nA fishmonger "
        "shouts the price of usipa.\nA five-kwacha coin glints in the sand.",
        R("fish market", "n s", coin=True),
        notes="A Malawian lakeshore market: 'Obvious exits: north, south.' The silver usipa "
        "are fish; the five-kwacha coin in the sand is a coin: take coin.",
    ),
    item(
        (
            "Matatu Stage\n  Minibuses painted like comic books idle at the kerb, their "
            "touts shouting destinations. Nairobi's traffic roars along the road to the north."
            "\n[Exits: east west]\nA five-shilling coin lies in the dust.\n<88hp 40m 97mv> ",
            R("matatu stage", "e w", coin=True),
        ),
        "north",
        (
            "A matatu hurtles past with its horn blaring, and you step back smartly.\n<88hp "
            "40m 97mv> ",
            K("refused"),
        ),
        notes="The road north is no exit ('[Exits: east west]'); the move into the traffic is "
        "refused: refused(north). The five-shilling coin is still in the dust: take coin.",
    ),
    item(
        "Caravanserai Courtyard\n  Camels kneel by the cistern, and arches run round all four "
        "sides of the yard. The gate to the desert road is north and the stables are west. The "
        "storeroom door to the east is locked.\nExits: north, east, west\nA quarter-dinar coin "
        "is lying by the cistern.",
        R("caravanserai courtyard", "n e w", locked="e", coin=True),
        notes="A Jordanian caravanserai: the storeroom door east is locked (an exit, closed). "
        "'A quarter-dinar coin' lies here: take coin.",
    ),
    item(
        "Washing Station\n  Coffee cherries tumble down a concrete channel into the soaking "
        "tanks, and the hillside above is green with bushes. The drying tables are north and "
        "the office is south.\nWays out: north and south.\nA 50-franc coin lies in a puddle by "
        "the tanks.",
        R("washing station", "n s", coin=True),
        notes="A Rwandan coffee washing station: 'Ways out: north and south.' A 50-franc coin "
        "in a puddle is in the room (a puddle, not a tank): take coin.",
    ),
    item(
        (
            "Amber Workshop\n  Jewellers bend over their lamps, polishing beads of Baltic "
            "amber. The door to the showroom, east, is closed. The street is south.\n[Exits: "
            "east south]\nA jeweller is humming to herself.",
            R("amber workshop", "e s", closed="e"),
        ),
        "open showroom door",
        ("You open the showroom door. Amber glows in the cases beyond.", K("opened", "e")),
        notes="A Lithuanian amber workshop: the showroom door east 'is closed', then opened "
        "by its name. East is now an open exit, unvisited, like the street south: go east or "
        "south.",
    ),
    item(
        "Potter's Yard\n  Unglazed jars stand in rows to dry in the Djerba sun, and a kiln like "
        "a beehive smokes in the corner. The potter's house is north, the lane is south, and "
        "the clay pits are west.\nExits: north, south, west\nA 100-millime coin has rolled "
        "against a jar.",
        R("potter's yard", "n s w", coin=True),
        notes="A Tunisian pottery: three exits; the 100-millime coin against a jar is in the "
        "room (not inside the jar): take coin. The kiln is no door.",
    ),
    item(
        "Mission Ruins\n  Red sandstone walls stand roofless among the grass, carved with "
        "angels playing harps and trumpets. The nave opens to the north; the old plaza is "
        "south.\n[Exits: north south]\nA lizard suns itself on a fallen column.",
        R("mission ruins", "n s"),
        notes="A Jesuit ruin in Paraguay: north and south are exits. No coin: go north or south.",
    ),
    item(
        (
            "Changing Hut\n  Wooden pegs and a bench, and steam drifting in under the door from "
            "the hot pool outside. The door to the pool is east.\nExits: east",
            R("changing hut", "e"),
        ),
        "west",
        ("There is no exit in that direction.", K("refused")),
        "look",
        (
            "Changing Hut\n  Wooden pegs and a bench, and steam drifting in under the door "
            "from the hot pool outside. The door to the pool is east.\nExits: east\nA bather "
            "comes in, shivering, and grabs a towel.",
            R("changing hut", "e"),
        ),
        notes="An Icelandic changing hut: a refused move west ('There is no exit in that "
        "direction.') kept by a look: refused(west). The pool door east (its state not given) "
        "is the exit: go east.",
    ),
    item(
        "Amber Road Inn\n  A smoky taproom with a fire at one end and a long table at the "
        "other. The kitchen is north. The door to the yard, west, stands open.\n[Exits: north "
        "west]\n[Gossip] Ragnar: somebody dropped a sack of coins at the west gate, go look!\n"
        "The innkeeper is wiping a tankard.",
        R("amber road inn", "n w"),
        notes="A channel message of another player names coins at the west gate, elsewhere: no "
        "coin here. The yard door west 'stands open'; the kitchen north. Go north or west.",
    ),
    item(
        (
            "Ger\n  A round felt tent on the steppe. A stove burns in the middle, and painted "
            "chests stand round the wall. The only door faces south, and it is closed against "
            "the wind.\n[Exits: south]\nA wooden bowl of airag stands on a chest.",
            R("ger", "s", closed="s"),
        ),
        "south",
        ("The door is closed. Outside, a horse stamps and blows.", K("refused", "closed")),
        notes="A Mongolian ger: the only door, south, 'is closed' and refused: refused(south), "
        "closed(south). The person opens it: open south.",
    ),
]
