"""negation, twenty-third round: absence, negation and distractors of new kinds. Coin words and
coin-like things that are no coin: a jar of honesty whose seed pods hang "like a fistful of
silver coins", a ballgown heavy with gold sequins, Farthing Wood, a typewriter key marked with
the cent sign, silver-dollar eucalyptus and a money plant, a florin in the player's own hand,
a paperback called THE GOLD COIN MYSTERY, a shove ha'penny board whose coins are long lost, a
sand dollar on a beach hut's sill, a bronze medal for gallantry, the player's own change, a
coin already taken ("You already have that."), "If there were a coin in this room you'd have
found it by now". Exit words that give no exit, or give another: a door marked EAST WING set in
the north wall, a dummy door nailed flat for symmetry, a gangway drawn up for flight, passages
that end in blank walls, a cliff top where the land stops, "There is no way north ... no way
south ... no way west ... East, though, ..." beside a real shilling, "The door north is neither
shut nor locked. The door south is both.", a door locked after six. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def trophy_room(coin: bool = True) -> tuple:
    tail = "\n\nA silver coin lies on the window seat." if coin else ""
    return (
        "Trophy Room\nGlass cases of cups and salvers line the walls, engraved with the names "
        f"of club champions back to 1889. The only door is west.{tail}",
        R("trophy room", "w", coin=coin),
    )


ITEMS = [
    item(
        "Potting Room\nTerracotta pots are stacked in leaning towers, and a jar of dried honesty "
        "on the sill holds its seed pods up to the light like a fistful of silver coins. The "
        "door to the south is open; there is no other way out.",
        R("potting room", "s"),
        notes="honesty's seed pods 'like silver coins' are a plant, no coin: go south",
    ),
    item(
        "Wardrobe Department\nRails of costumes run the length of the room, each tagged with a "
        "show and a size. A ballgown on a dressmaker's dummy is so heavy with gold sequins that "
        "it could stand up by itself. The fitting room is north; the door east, to the paint "
        "shop, is closed.",
        R("wardrobe department", "n e", closed="e"),
        notes="gold sequins are no coins; north open, east closed: go north or open east",
    ),
    item(
        "Landing\nPortraits of forgotten aunts line the walls. There is only one door: it is "
        "marked EAST WING in gilt letters, but it is set in the north wall, and it stands open.",
        R("landing", "n"),
        notes="a door named EAST WING set in the north wall is an exit north, not east: go north",
    ),
    item(
        "Beach Hut\nA deckchair, a windbreak, a kettle on a camping stove. On the windowsill "
        "lies a sand dollar, bleached white, beside a row of cowrie shells. The door, to the "
        "south, opens onto the beach; there are no other doors, and no coins here either.",
        R("beach hut", "s"),
        notes="a sand dollar is a sea urchin's shell, no coin, and the text says no coins: go "
        "south",
    ),
    item(
        "You are in Farthing Wood. Beech trunks rise grey and smooth all around, and last "
        "year's leaves lie deep underfoot. A path runs north and south through the trees. "
        "Whatever the name says, there isn't a farthing in it.",
        R("farthing wood", "n s"),
        notes="a wood named for a coin holds none; a path runs north and south (both ways): go "
        "north or south",
    ),
    item(
        trophy_room(),
        "take coin",
        ("Taken.", K("took")),
        "take coin",
        ("You already have that.", K("none")),
        notes="the coin taken, then a second take answered 'You already have that.': no coin "
        "in the room; the one door west: go west",
    ),
    item(
        "Strong Room Lobby\nA bare lobby with a bench and a bell push. The door north is "
        "neither shut nor locked. The door south is both.",
        R("strong room lobby", "n s", locked="s"),
        notes="'neither shut nor locked' is open; 'both' (shut and locked) is locked: go north",
    ),
    item(
        "Quarry Bottom\nThere is no way north, where the quarry face rises sheer. There is no "
        "way south, where the water has filled the old workings. There is no way west: a fence, "
        "and a sign saying DANGER. East, though, the haul road is wide open. Something glints "
        "in the dust by the crusher: a silver shilling.",
        R("quarry bottom", "e", coin=True),
        notes="three ways denied one by one, east open; a shilling glinting in the dust is a "
        "coin here: take coin",
    ),
    item(
        "Sales Floor\nReconditioned typewriters stand in a row on the counter, each with its "
        "price ticket. One of them has a key marked with the cent sign; another has the pound "
        "sign where the hash ought to be. The street door is west of here. There is no coin "
        "anywhere on the counter.",
        R("sales floor", "w"),
        notes="cent and pound signs on typewriter keys are no coins; the street door west: go west",
    ),
    item(
        "Ballroom\nMirrors and gilt, and a chandelier in a holland bag. Two identical doors face "
        "each other across the floor: the one in the east wall is real, and closed; the one in "
        "the west wall is a dummy, nailed flat to the plaster for symmetry.",
        R("ballroom", "e", closed="e"),
        notes="a dummy door nailed to the plaster is no exit; the real door east is closed: "
        "open east",
    ),
    item(
        "Flower Shop\nBuckets of tulips crowd the floor, and a vase of silver-dollar eucalyptus "
        "stands by the till beside a money plant in a brass pot. The till is shut. The back "
        "room is north; the street door, south, is propped open with a bucket.",
        R("flower shop", "n s"),
        notes="silver-dollar eucalyptus and a money plant are plants, and the till is shut: no "
        "coin; go north or south",
    ),
    item(
        "Boarding Lobby\nThe gangway to the mooring tower has been drawn up and pinned for "
        "flight, and there is nothing beyond the opening but air. The companion door aft, to "
        "the south, is the only way out.",
        R("boarding lobby", "s"),
        notes="a gangway drawn up with only air beyond is no way; the door aft, south: go south",
    ),
    item(
        "Coal Cellar\nThe coal has all gone; only black dust remains in the corners. You turn "
        "the florin over in your hand, pleased with yourself. There is nothing else of value "
        "down here. The cellar's one door, to the north, is open.",
        R("coal cellar", "n"),
        notes="the florin is in the player's hand, not lying in the room: go north",
    ),
    item(
        "Reading Room\nA green-shaded lamp stands on every table. Someone has left a paperback "
        "face down, THE GOLD COIN MYSTERY, its cover showing a doubloon in a skeleton's hand. "
        "The door to the east stands open; the one to the north is locked after six.",
        R("reading room", "e n", locked="n"),
        notes="a doubloon on a book's cover is no coin; north 'locked after six' is locked: go "
        "east",
    ),
    item(
        "Cliff Top\nThe land simply stops to the south and to the east, and far below the sea "
        "sucks at the rocks. The cliff path runs on north, and a stile to the west leads into a "
        "field of sheep.",
        R("cliff top", "n w"),
        notes="where the land stops there is no way; the path north and the stile west: go "
        "north or west",
    ),
    item(
        "Games Room\nA dartboard, a bar billiards table, and a shove ha'penny board leaning "
        "against the wall, its brass discs long since lost. A sign over the bar hatch reads NO "
        "TOSSING FOR DRINKS. The door to the yard is west; the bar is north.",
        R("games room", "w n"),
        notes="a shove ha'penny board without its discs and a sign about tossing are no coins: "
        "go west or north",
    ),
    item(
        "Undercroft Passage\nThe passage east runs three paces and ends in a blank wall; the "
        "passage west does the same. Only the way north goes anywhere.",
        R("undercroft passage", "n"),
        notes="passages that end in blank walls are no exits: go north",
    ),
    item(
        "Sun Lounge\nWicker chairs, cushions, a cat asleep in a patch of light. If there were a "
        "coin in this room you'd have found it by now: you have looked under every cushion. "
        "The only door is east, and it is shut.",
        R("sun lounge", "e", closed="e"),
        notes="a coin supposed and denied; the one door east is shut: open east",
    ),
    item(
        "Left Luggage Office\nShelves of trunks and hatboxes, each with a brown paper tag. Your "
        "own change rattles in your pocket as you lean on the counter. The office door, south, "
        "is open; a door marked STAFF, west, is locked.",
        R("left luggage office", "s w", locked="w"),
        notes="the change in the player's pocket is not in the room; south open, west locked: "
        "go south",
    ),
    item(
        "Crew Room\nOilskins hang on pegs over a row of sea boots. In a frame above the "
        "fireplace is a bronze medal on a ribbon, awarded for gallantry in 1931. The boathouse "
        "is east; the door north, to the street, is shut.",
        R("crew room", "e n", closed="n"),
        notes="a framed gallantry medal is no coin; east open, north shut: go east or open north",
    ),
]
