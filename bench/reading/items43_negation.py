"""negation, forty-third round: absence, negation and distractors in words the earlier rounds used
seldom or never. Coin words and money things that give no coin: a bottle of Cointreau, a stuffed
quetzal (a bird, and a Guatemalan coin's name), a bucket of crown caps, crown moulding and a plaster
Britannia, a DOG POUND sign, a pound cake, ring pulls, a gold bar, silverware, a bus station's fare
board, jars of mint sauce and postcards of the Royal Mint's building. Ways that give no way: a false
door in a west wall, a Northern Lights poster and a South Pacific record, a wind sock streaming
south, a corridor that ends in a rockfall. A door by denial ("Nobody has locked the north door. It's
only shut."). Short histories: `take coin` answered "There's no coin here. The glint was a steel
washer.", a look under a doormat ("Nothing under it but a woodlouse."), a ten-jiao coin taken and
the kiosk looked at again, a Royal Mint pack opened ("Empty. Someone has had the coin out of it long
ago."). What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Cocktail Bar\nChrome stools, a mirrored back bar, and a bottle of Cointreau standing "
        "among the gins. The cloakroom is south. A door to the west leads to the terrace.",
        R("cocktail bar", "s w", leads={"s": "cloakroom", "w": "terrace"}),
        notes="Not a coin: a bottle of Cointreau (the word holds 'coin'); no coin; exits south "
        "and west; the mirror is no way.",
    ),
    item(
        "Specimen Room\nGlass cases line the walls. In the largest, a stuffed quetzal spreads "
        "its green tail feathers over a painted jungle. The only way out is east.",
        R("specimen room", "e"),
        notes="Not a coin: a stuffed quetzal is a bird (the quetzal is also Guatemala's money, "
        "but this one has feathers and is in a case); the one way east.",
    ),
    item(
        "Bottling Hall\nThe bottling line stands idle. A bucket of crown caps sits at the end "
        "of the conveyor, ready for tomorrow. You can go north or west.",
        R("bottling hall", "n w"),
        notes="Not a coin: crown caps are bottle tops; exits north and west.",
    ),
    item(
        "Drawing Room\nThe ceiling has deep crown moulding, picked out in gold, and a plaster "
        "figure of Britannia, trident and all, stands on the mantelpiece. Doors lead north and "
        "east.",
        R("drawing room", "n e"),
        notes="Not coins: crown moulding is plasterwork, Britannia a plaster figure; doors north "
        "and east, their state not given (open).",
    ),
    item(
        "Kennels\nDogs bark from every pen. A faded sign on the wall says CITY DOG POUND -- "
        "OPEN 9 TO 5. The office is south. The exercise yard is east, through a gate that stands "
        "open.",
        R("kennels", "s e", leads={"s": "office", "e": "exercise yard"}),
        notes="Not a coin: the 'pound' of a dog pound; exits south and east (the gate open).",
    ),
    item(
        "Tea Room\nA pound cake sits under a glass dome on the counter, and the tip jar beside it "
        "is empty, not so much as a penny in it. The kitchen is north. The street door is "
        "west.",
        R("tea room", "n w", leads={"n": "kitchen"}),
        notes="Not coins: a pound cake; an empty tip jar, 'not so much as a penny in it' (a "
        "negation); exits north and west.",
    ),
    item(
        "Vending Area\nA snack machine hums against the wall. Ring pulls and sweet wrappers are "
        "scattered on the floor, but there isn't a single coin in the return tray; you checked. "
        "Exits: north, east.",
        R("vending area", "n e"),
        notes="Not coins: ring pulls from cans; 'there isn't a single coin in the return tray'; "
        "exits north and east.",
    ),
    item(
        "Bullion Room\nShelves of grey steel, most of them empty. On a trolley in the middle of "
        "the floor lies a single gold bar, stamped with a serial number. The strongroom door to "
        "the north is locked. A corridor leads west.",
        R("bullion room", "n w", locked="n"),
        notes="Not a coin: a gold bar is bullion, not a coin; the strongroom door north locked "
        "(no open); go west.",
    ),
    item(
        "Dining Room\nThe table is laid for twelve, and the silverware gleams in the candlelight: "
        "forks, knives, spoons, a silver salt cellar. The hall is to the south. The butler's "
        "pantry is east.",
        R("dining room", "s e", leads={"s": "hall", "e": "butler's pantry"}),
        notes="Not coins: silverware and a silver salt cellar; exits south and east.",
    ),
    item(
        "Bus Station\nA board on the wall lists the fares: 1 stage 40p, 2 stages 70p, all day "
        "GBP 3.50. Pigeons strut about between the benches. Stand A is north. The exit to the "
        "street is east.",
        R("bus station", "n e", leads={"n": "stand a"}),
        notes="Not coins: a board of fares (prices, not money lying here); exits north and east.",
    ),
    item(
        "Gift Shop\nShelves of fudge, tea towels and jars of mint sauce, and a rack of postcards "
        "of the old Royal Mint building. The café is north. The shop door, to the south, is "
        "closed.",
        R("gift shop", "n s", closed="s", leads={"n": "café"}),
        notes="Not coins: mint sauce, postcards of the Royal Mint's building; the café north, "
        "the shop door south closed (open it).",
    ),
    item(
        "Library\nBookshelves on three sides. The door in the west wall is a false door, put "
        "there for symmetry: it has no handle, and there is only brick behind it. The real door "
        "is to the north.",
        R("library", "n"),
        notes="Not an exit: a false door with brick behind it; the only way is north.",
    ),
    item(
        "Bedsit\nA narrow bed, a kettle and a poster of the Northern Lights. A record of South "
        "Pacific leans against the record player. The only door is to the east.",
        R("bedsit", "e"),
        notes="Not ways: the Northern Lights on a poster and South Pacific on a record; the only "
        "door east.",
    ),
    item(
        "Airfield Hut\nA kettle, a logbook and a radio on a trestle table. Through the window "
        "you can see the wind sock streaming out to the south. The door is to the north.",
        R("airfield hut", "n"),
        notes="Not a way: a wind sock streaming south seen through a window; the only way out "
        "is the door north.",
    ),
    item(
        "Tunnel Junction\nThe tunnel to the east ends in a rockfall, boulders packed to the roof; "
        "no one is getting through that. Passages lead north and west.",
        R("tunnel junction", "n w"),
        notes="Not a way: the tunnel east ends in a rockfall; exits north and west.",
    ),
    item(
        "Back Porch\nWellies, a broken deckchair and a bag of compost. Nobody has locked the "
        "north door. It's only shut. The garden is west.",
        R("back porch", "n w", closed="n", leads={"w": "garden"}),
        notes="A door by denial: 'Nobody has locked the north door. It's only shut.': closed, "
        "not locked (open it); the garden west.",
    ),
    item(
        (
            "Station Platform\nA bench, a timetable and a dustbin. Something glints between "
            "the sleepers. The waiting room is south. The footbridge is east.",
            R("station platform", "s e", leads={"s": "waiting room", "e": "footbridge"}),
        ),
        "take coin",
        ("There's no coin here. The glint was a steel washer.", K("none")),
        notes="Not a coin: 'something glints' turns out to be a steel washer; no coin; exits "
        "south and east.",
    ),
    item(
        (
            "Front Step\nA boot scraper, a milk crate and a doormat that says WELCOME. The front "
            "door, north, is shut. The path goes east to the gate.",
            R("front step", "n e", closed="n"),
        ),
        "look under doormat",
        ("Nothing under it but a woodlouse.", K("none")),
        notes="No coin: nothing under the doormat; the front door north shut (open it), the path "
        "east.",
    ),
    item(
        (
            "Newspaper Kiosk\nPapers in racks, sweets in jars, and a ten-jiao coin on the "
            "counter. The arcade is east. The square is south.",
            R("newspaper kiosk", "e s", coin=True),
        ),
        "take coin",
        ("You take the ten-jiao coin.", K("took")),
        "look",
        (
            "Newspaper Kiosk\nPapers in racks, sweets in jars. The arcade is east. The square is "
            "south.",
            R("newspaper kiosk", "e s"),
        ),
        notes="A coin taken (a ten-jiao coin, Chinese) and the kiosk looked at again: no coin "
        "now; exits east and south.",
    ),
    item(
        (
            "Museum Shop Store\nBoxes of stock are stacked to the ceiling. On a shelf lies a Royal "
            "Mint presentation pack, still sealed in its cardboard sleeve. The shop is west.",
            R("museum shop store", "w"),
        ),
        "open pack",
        ("Empty. Someone has had the coin out of it long ago.", K("none")),
        notes="No coin: the presentation pack opened and found empty; the one way west.",
    ),
]
