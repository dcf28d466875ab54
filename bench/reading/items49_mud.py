"""mud, forty-ninth round (no emphasis beyond a hidden test of the same kind): seven walks (2-4
turns) on a Foreign Legion fort in the Sahara in a MajorMUD-like manner (a title, an indented
description, "Also here:", "Obvious exits:" with each door's state after its way, "north (closed
door)", "west (locked door)", and the prompt "[HP=42/MA=12]:"; a Parade Ground whose barracks door
north is closed at first, whose mess hall is east, whose commandant's door west is locked and whose
south wall is twelve feet high; a Barracks; a Mess Hall whose kitchen door north is ajar; a Kitchen
with "A silver riyal coin lies in the dust under the table."): "The door is closed!", "You open the
door to the north.", "The door is locked! ...", "You can't go that way - the wall is twelve feet
high ...", "You picked up 1 silver riyal.", returns to the parade ground and the mess hall, walks
begun in the barracks, the mess hall and the kitchen; single rooms and short histories in the
manners of MUD families the earlier rounds never named: an Envy-like frater with a copper fanam
coin, a FuzzBall MUCK-like cellarium ("Obvious exits:\nCloister <N> Frater <E>" with the ways also
in prose), a DartMUD-like charnel house with no exit list, an Aetolia-like plotting room ("You see
exits leading north and west (closed door).", the North Foreland on the map), a Procedural
Realms-like toll booth with three copper coins on the sill, a Legends of the Jedi-like code room
whose locked door is refused, a MUD2-like snooker hall, a Federation II-like exchequer hall whose
locked doors are refused, a Dark Castle-like war room left for the signals office, a Realms of the
Dragon-like scene dock with a padlocked dock door, an Abandoned Realms-like lamp hut whose lepton
coin is taken and looked for, a Xyllomer-like water tower, a Nightmare-like foley stage whose door
is refused as closed and opened. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "[HP=42/MA=12]:"

# ---- the fort: PARADE GROUND n BARRACKS (a door, closed at first), e MESS HALL (an archway), w the
# commandant's quarters (locked), s a wall; MESS HALL n KITCHEN (a door ajar; a silver riyal coin).


def courtyard(door: str = "closed", event: str = "") -> tuple:
    text = (
        "Parade Ground\n    Sand has drifted into the corners of the parade ground, and the well "
        "in the middle is dry. The sun beats back off the whitewash until your eyes water. The "
        "south wall is twelve feet high, with a firing step along it, and there is nothing beyond "
        "it but the desert.\nAlso here: a legionnaire on sentry.\n"
        f"Obvious exits: north ({door} door), east, west (locked door)\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + PROMPT,
        R(
            "parade ground",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"n": "barracks", "e": "mess hall"},
        ),
    )


def barracks(event: str = "") -> tuple:
    text = (
        "Barracks\n    Two rows of iron cots, each with a kit laid out square for inspection, "
        "and a smell of boot polish and sweat. Shutters keep out the worst of the heat.\n"
        "Obvious exits: south (open door)\n"
    )
    if event:
        text += f"{event}\n"
    return (text + PROMPT, R("barracks", "s", leads={"s": "parade ground"}))


def canteen(event: str = "") -> tuple:
    text = (
        "Mess Hall\n    Long tables, benches, and a tin mug chained to the water butt. A poster of "
        "Sidi Bel Abbès has curled off the wall in the heat.\nAlso here: a cook's boy.\n"
        "Obvious exits: north (door, ajar), west\n"
    )
    if event:
        text += f"{event}\n"
    return (text + PROMPT, R("mess hall", "n w", leads={"n": "kitchen", "w": "parade ground"}))


def kitchen(coin: bool = True) -> tuple:
    text = (
        "Kitchen\n    A black range, a side of goat hanging from a hook, and flies. The heat in "
        "here is worse than outside.\n"
    )
    if coin:
        text += "A silver riyal coin lies in the dust under the table.\n"
    return (
        text + "Obvious exits: south (door, ajar)\n" + PROMPT,
        R("kitchen", "s", coin=coin, leads={"s": "mess hall"}),
    )


GOT = ("You picked up 1 silver riyal.\n" + PROMPT, K("took"))

ITEMS = [
    item(
        courtyard(),
        "n",
        ("The door is closed!\n" + PROMPT, K("refused", "closed")),
        "open n",
        ("You open the door to the north.\n" + PROMPT, K("opened")),
        "n",
        barracks(),
        notes="fort: the barracks door refused as closed, opened by direction, walked through; "
        "the barracks' only way south visited (initial, all_visited): go south",
    ),
    item(
        courtyard(),
        "w",
        (
            "The door is locked! The commandant is taking his siesta.\n" + PROMPT,
            K("refused", "locked"),
        ),
        "e",
        canteen(),
        notes="fort: the commandant's door west refused as locked and left; in the mess hall west "
        "visited (initial), the kitchen door north ajar and unvisited: go north",
    ),
    item(
        courtyard(),
        "e",
        canteen(),
        "n",
        kitchen(),
        "get coin",
        GOT,
        "s",
        canteen(event="The cook's boy swats a fly and misses."),
        notes="fort: the riyal taken in the kitchen, back in the mess hall: north and west "
        "visited, west the way first entered (initial), all_visited: go west",
    ),
    item(
        kitchen(),
        "get coin",
        GOT,
        "s",
        canteen(),
        "w",
        courtyard(),
        notes="fort, begun in the kitchen: the coin taken; in the parade ground east visited "
        "(initial), the barracks door north closed (open north), the commandant's door locked, "
        "the south wall no way",
    ),
    item(
        barracks(),
        "s",
        courtyard(door="open"),
        "s",
        (
            "You can't go that way - the wall is twelve feet high, and the desert is on the other "
            "side of it.\n" + PROMPT,
            K("refused"),
        ),
        "e",
        canteen(event="The cook's boy is asleep on a bench with his mouth open."),
        notes="fort, begun in the barracks: the south wall refused and left behind; in the "
        "mess hall west visited (initial), north unvisited: go north",
    ),
    item(
        courtyard(),
        "e",
        canteen(),
        "w",
        courtyard(event="A bugle sounds for soup, badly."),
        notes="fort: back in the first room (no initial): east visited, the barracks door north "
        "closed and unvisited (open north), the commandant's door locked",
    ),
    item(
        canteen(),
        "n",
        kitchen(),
        "get coin",
        GOT,
        "s",
        canteen(event="Somebody outside is singing about a girl in Marseille."),
        "w",
        courtyard(event="The sentry stamps his feet and turns about."),
        notes="fort, begun in the mess hall: the coin taken; in the parade ground east visited "
        "(initial), the barracks door north closed: open it",
    ),
    item(
        (
            "The Frater\nLong oak tables stand under a painted ceiling, and a lectern for the "
            "reader rises at the east end. The smell of pease pudding lingers.\n[Exits: north "
            "west]\nA copper fanam coin lies here.\n<42hp 100m 110mv> ",
            R("frater", "n w", coin=True),
        ),
        notes="an Envy-like room: 'The Frater' names the frater; a copper fanam coin lies here: "
        "get it",
    ),
    item(
        (
            "Cellarium\nVaulted storage under the west range: barrels, sacks of meal, ropes of "
            "onions. The cloister is north, and the frater is east.\nContents:\nBrother Anselm\n"
            "Obvious exits:\nCloister <N>  Frater <E>",
            R("cellarium", "n e"),
        ),
        notes="a FuzzBall MUCK-like room: the ways north and east are in the prose and the exit "
        "line; the west range is a building's name, not a way: go north or east",
    ),
    item(
        (
            "You are in a charnel house. Bones are stacked in neat walls by kind: skulls with "
            "skulls, thighs with thighs. An opening leads south into the churchyard. A door to the "
            "east is shut.",
            R("charnel house", "s e", closed="e"),
        ),
        notes="a DartMUD-like room with no exit list: the opening south (go south), the shut door "
        "east (open east)",
    ),
    item(
        (
            "Plotting Room.\nPlotters push counters across a great table map of the coast with "
            "long rakes, and the North Foreland is ringed in red. A clock with coloured segments "
            "ticks on the wall.\nYou see exits leading north and west (closed door).",
            R("plotting room", "n w", closed="w"),
        ),
        notes="an Aetolia-like room: exits north and west, the west door closed; the North "
        "Foreland is a name on the map: go north or open west",
    ),
    item(
        (
            "Toll Booth\nA tiny octagonal booth beside the turnpike, with a board of charges: "
            "CARRIAGE 6d, HORSE 1d, FOOT PASSENGER FREE. Three copper coins are stacked on the "
            "window sill.\nExits: E, W\n>",
            R("toll booth", "e w", coin=True),
        ),
        notes="a Procedural Realms-like room: three copper coins on the sill are coins in the "
        "room (take them); the board of charges is only prices",
    ),
    item(
        (
            "Code Room\nCipher machines clatter behind a wire screen, and a technician feeds them "
            "long paper tapes. A durasteel door to the south is locked.\nExits: north south\n"
            "<Hp:120/120 Mv:300/300>",
            R("code room", "n s", locked="s"),
        ),
        "south",
        ("The door is locked.\n<Hp:120/120 Mv:300/300>", K("refused", "locked")),
        notes="a Legends of the Jedi-like room: the locked door south refused (refused, closed, "
        "no open); north open: go north",
    ),
    item(
        (
            "Snooker hall.\nThree tables under green shades, and the click of balls. The door to "
            "the street is north, and an arch leads west to the bar.\nA chalked cue is here.",
            R("snooker hall", "n w"),
        ),
        notes="a MUD2-like room: the street door north (its state not given: an exit) and the "
        "arch west: go either; no coin",
    ),
    item(
        (
            "Exchequer Hall\nClerks in green eyeshades count nothing at long desks, and the "
            "counting machines stand idle and empty. The great doors west are locked for the "
            "night.\nExits are north, south and west.\n>",
            R("exchequer hall", "n s w", locked="w"),
        ),
        "west",
        ("The doors are locked for the night. Come back when the bell rings.\n>", K("refused")),
        notes="a Federation II-like room: the great doors west locked and refused; "
        "idle, empty counting machines hold no coin; north and south open: go either",
    ),
    item(
        (
            "War Room\nA table of maps with brass markers shaped like ships, and a chart of the "
            "Channel's tides pinned to a board. \n[Exits: north east]\n>",
            R("war room", "n e"),
        ),
        "east",
        (
            "Signals Office\nTeleprinters chatter and a girl with a pencil behind her ear reads "
            "the strips as they come. \n[Exits: west south]\n>",
            R("signals office", "w s"),
        ),
        notes="a Dark Castle-like walk: in the signals office west visited (initial), south "
        "unvisited: go south; the war room's markers and chart are no coin",
    ),
    item(
        (
            "Scene Dock\n  Flats of painted castle walls lean against one another, and a balcony "
            "from last winter's Romeo lies on its back. The great dock door east, onto the lane, "
            "is padlocked. The stage is north.\nObvious exits: north, east\n>",
            R("scene dock", "n e", locked="e"),
        ),
        notes="a Realms of the Dragon-like room: the dock door east padlocked (closed, no open), "
        "the stage north: go north",
    ),
    item(
        (
            "Lamp Hut\nShelves of paraffin lamps, cans of oil and trimmed wicks. A small silver "
            "lepton coin glints among the wicks on the bench.\n[Exits: south]\n<100hp 80m 90mv> ",
            R("lamp hut", "s", coin=True),
        ),
        "get coin",
        ("You get a small silver lepton coin from the bench.\n<100hp 80m 90mv> ", K("took")),
        "look",
        (
            "Lamp Hut\nShelves of paraffin lamps, cans of oil and trimmed wicks.\n[Exits: south]"
            "\n<100hp 80m 90mv> ",
            R("lamp hut", "s"),
        ),
        notes="an Abandoned Realms-like room: the lepton taken, the look shows it gone: the only "
        "exit south: go south",
    ),
    item(
        (
            "Water Tower\nAn iron ladder climbs to the tank overhead, which drips steadily on your "
            "head. Pipes run away through the wall.\nThere are two obvious exits: west and up.\n>",
            R("water tower", "w u"),
        ),
        notes="a Xyllomer-like room: up is outside the vocabulary; west is the exit: go west",
    ),
    item(
        (
            "Foley Stage\nA floor of a dozen surfaces, gravel, boards, sand and a puddle, and a "
            "table of coconut shells and squeaky hinges. The door east is closed.\nThere are two "
            "obvious exits: south and east.\n>",
            R("foley stage", "s e", closed="e"),
        ),
        "east",
        ("The door is closed.\n>", K("refused", "closed")),
        "open east",
        ("You open the door.\n>", K("opened")),
        notes="a Nightmare-like room: the door east refused as closed, then opened: the refusal "
        "cleared; south and east open",
    ),
]
