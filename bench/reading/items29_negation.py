"""negation, twenty-ninth round: negations and distractors in settings the earlier rounds did not
visit. Short walks: the last coin spent on a herring at a fish quay, a windmill's meal floor whose
door opens onto air ("There's no stage any more."), a glitter in a cabaret's wings that is a sequin,
a booking hall whose doors are signed EAST PLATFORM and WEST PLATFORM, a herring gull that flies off
with a coin from a jetty, a catacomb passage that ends in fallen tufa and empty niches, a wash house
whose east door "isn't bolted, barred or locked. It is merely closed." Single rooms: coin words that
name no coin (pennywort in a quarry wall, a money plant and a money spider in a barber's, a chapbook
"GREENES GROATS-WORTH OF WITTE", crown corks under a beer garden's tables, a signpost to SOVEREIGN
HILL, a playbill's "MY DUCATS! O MY DAUGHTER!", cowrie shells sewn on a hanging, a stamp and coin
dealer's albums in a locked safe, a donation box locked by a prayer hall's door); exit words that
give no exit (a mihrab in a south wall, the Southern Cross over a fence with no gate on a night that
names no room, a copy of Northanger Abbey, a drawn bolt on a door still shut, a slipway into a lake
with no boat). What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    # ---- short walks ----
    item(
        (
            "Fish Market\nGulls scream over the stalls, and the cobbles are slick with ice and "
            "scales. Herring Quay is east, and Net Lane runs off to the south.",
            R("fish market", "e s", leads={"e": "herring quay", "s": "net lane"}),
        ),
        "east",
        (
            "Herring Quay\nBarrels of salt herring stand in rows along the quay, and a fishwife "
            "sits among them with her knife. The market is west. To the north and east there "
            "is only the harbour.",
            R("herring quay", "w", leads={"w": "fish market"}),
        ),
        "buy herring",
        (
            "You hand over your last coin, and the fishwife wraps a herring in newspaper for you.",
            K("none"),
        ),
        notes="the coin is spent (the fishwife has it): no coin in the room; the harbour north "
        "and east is no exit; the quay's only way is west, back: go west",
    ),
    item(
        (
            "Mill Yard\nSacks are stacked by the cart, and the sails of the windmill turn "
            "slowly overhead. The door into the meal floor is north. The lane leads east.",
            R("mill yard", "n e", leads={"n": "meal floor"}),
        ),
        "n",
        (
            "Meal Floor\nFlour dust lies thick on everything, and the meal spouts rattle as the "
            "stones turn above. The door west once opened onto the stage that ran round the "
            "mill; it still stands open, but the stage was taken down last winter, and beyond "
            "it there is only air. The yard is south.",
            R("meal floor", "s", leads={"s": "mill yard"}),
        ),
        "w",
        (
            "There's no stage any more. One more step and you'd be in the millpond.",
            K("refused"),
        ),
        notes="an open door onto air is no exit (the eighth round's loading door over a drop): "
        "west refused; the only exit is south, back to the yard: go south",
    ),
    item(
        (
            "Wings\nRopes and sandbags, a prompt desk with a shaded lamp, and the smell of "
            "greasepaint. Something glitters all over the boards. The stage is south, through "
            "the black curtain; the fire door, west, is shut.",
            R("wings", "s w", closed="w"),
        ),
        "take glitter",
        (
            "They're sequins, dozens of them, shaken off a dancer's costume. You leave them "
            "where they are.",
            K("none"),
        ),
        notes="the glitter is sequins off a costume, not coins; a curtain is no door: go south "
        "or open west",
    ),
    item(
        (
            "Booking Hall\nA tiled floor, a clock with Roman numerals, and a ticket window in "
            "the east wall, its blind half down. The door north is signed EAST PLATFORM and the "
            "door south WEST PLATFORM. The street is through the archway to the west.",
            R("booking hall", "n s w"),
        ),
        "e",
        (
            "That's the ticket window, not a way through. The clerk looks up, and down again.",
            K("refused"),
        ),
        notes="EAST and WEST in the platform signs name no direction; the ticket window east "
        "is no exit: east refused; north, south and west remain",
    ),
    item(
        (
            "Jetty\nThe planks are grey and split, and the water slaps underneath them. A coin "
            "lies on the end post, where somebody left it. The shore path runs north.",
            R("jetty", "n", coin=True),
        ),
        "take coin",
        (
            "As you reach for it, a herring gull swoops down, snatches the coin off the post "
            "and flaps away over the water with it.",
            R(None, "n"),
        ),
        notes="the gull carries the coin off (the sixth round's jackdaw): no coin now; the "
        "reply keeps the jetty and is read as its description again; go north",
    ),
    item(
        (
            "Catacomb Stair\nWorn steps come down from the daylight into the tufa. The passage "
            "leads on north into the dark, between niches cut in the walls.",
            R("catacomb stair", "n u"),
        ),
        "north",
        (
            "Catacomb Passage\nThe passage ends in a wall of fallen tufa; there is no way on. "
            "Once, coins were left in the niches for the dead, but the niches are empty now, "
            "and have been for a thousand years. The stair is south.",
            R("catacomb passage", "s", leads={"s": "catacomb stair"}),
        ),
        notes="a passage that ends in fallen rock gives no way on; coins once left are long "
        "gone: no coin; the only exit, south, leads back: go south",
    ),
    item(
        (
            "Drying Green\nSheets snap on the lines in the wind. The wash house is north.",
            R("drying green", "n", leads={"n": "wash house"}),
        ),
        "n",
        (
            "Wash House\nCoppers for boiling, a mangle, and a stone floor that never quite "
            "dries. The east door isn't bolted, barred or locked. It is merely closed. The "
            "drying green is through the open doorway to the south.",
            R("wash house", "e s", closed="e", leads={"s": "drying green"}),
        ),
        notes="'isn't bolted, barred or locked. It is merely closed.': the east door is closed; "
        "the coppers are boilers, not coins; south leads back to the drying green: open east",
    ),
    # ---- single rooms ----
    item(
        "Quarry Yard\nPennywort grows in the cracks of the north wall, which rises forty feet "
        "of sheer rock above the cart ruts. The track runs south, and the cart shed is east.",
        R("quarry yard", "s e"),
        notes="pennywort is a plant, not a coin; the sheer north wall is no way: go south or east",
    ),
    item(
        "Barber's Shop\nA money plant trails from a pot on the mirror shelf, and a money spider "
        "runs across the top of the till. The till is shut. The street door, north, is open.",
        R("barber's shop", "n"),
        notes="a money plant and a money spider are no coins, and the shut till shows none: "
        "go north",
    ),
    item(
        "Bookseller's Shop\nA chapbook lies open on the counter at its title page: GREENES "
        "GROATS-WORTH OF WITTE, BOUGHT WITH A MILLION OF REPENTANCE. The shop door, west, is "
        "open; the door east, to the warehouse, is locked.",
        R("bookseller's shop", "w e", locked="e"),
        notes="'Groats-worth' is a book's title, not a groat; the warehouse door is locked: go "
        "west",
    ),
    item(
        "Beer Garden\nCrown corks litter the gravel under the trestle tables, and wasps hang "
        "over the spilt beer. Gates lead north and west; the west gate is chained and "
        "padlocked.",
        R("beer garden", "n w", locked="w"),
        notes="crown corks are bottle tops, not crowns; the west gate is padlocked (locked): "
        "go north",
    ),
    item(
        "Diggings\nMullock heaps, a windlass over a shaft, and a signpost: SOVEREIGN HILL - 3 "
        "MILES. You have panned here all morning and found not so much as a speck. The track "
        "runs east and west.",
        R("diggings", "e w"),
        notes="SOVEREIGN HILL is a place on a signpost; nothing was found: no coin; the shaft "
        "is no compass way: go east or west",
    ),
    item(
        "Stage Door Alley\nA torn playbill for The Merchant of Venice flaps on the wall: 'MY "
        "DUCATS! O MY DAUGHTER!' The stage door, east, is locked. The alley runs north to the "
        "street.",
        R("stage door alley", "e n", locked="e"),
        notes="ducats in a playbill are no coin; the stage door is locked: go north",
    ),
    item(
        "Swahili House\nCowrie shells, the old money of these shores, are sewn in rows onto the "
        "hanging by the door. The carved door, east, stands open onto the lane, and stairs go "
        "up to the roof.",
        R("swahili house", "e u"),
        notes="cowrie shells sewn onto a hanging are shells, not coins; east is open, the stair "
        "up outside the vocabulary: go east",
    ),
    item(
        "Stamp and Coin Shop\nAlbums of stamps fill the shelves, and a magnifying glass lies on "
        "the counter. Every coin the dealer owns is in the albums in his safe, and the safe is "
        "locked. The shop door, south, is open; a bead curtain to the west hides the back room.",
        R("stamp and coin shop", "s w"),
        notes="the coins are all in a locked safe: none lies in the room; a bead curtain is no "
        "door: go south or west",
    ),
    item(
        "Prayer Hall\nCarpets cover the floor from wall to wall. The mihrab, a carved niche in "
        "the south wall, shows the direction of prayer; it is not a door. The only door is "
        "north, onto the courtyard, and it stands open. The donation box beside it is locked.",
        R("prayer hall", "n"),
        notes="the mihrab is a niche, not a way; a locked donation box shows no coin: the only "
        "exit is north",
    ),
    item(
        "Night, and no moon. The Southern Cross hangs low over the south fence, and there is no "
        "gate in that fence for a mile either way. A track runs east toward the lights of the "
        "homestead.",
        R(None, "e"),
        notes="the text names no room (null); the Southern Cross is a constellation, and the "
        "fence has no gate: no way south; east is the only exit",
    ),
    item(
        "Lending Library\nA copy of Northanger Abbey lies on the returns trolley beside a "
        "pile of westerns. The windows face east over the green. The only way out is the door "
        "to the south.",
        R("lending library", "s"),
        notes="'Northanger' and 'westerns' name no direction; windows are no exits: go south",
    ),
    item(
        "Boat Shed\nThe bolt on the boat shed door, north, has been drawn back, but the door "
        "itself is still shut. The slipway runs down into the lake to the east; there is no "
        "boat. A path leads west along the shore.",
        R("boat shed", "n w", closed="n"),
        notes="a drawn bolt does not open a door: north is closed; the lake without a boat is "
        "no exit: open north or go west",
    ),
    item(
        "Pawnbroker's\nThree brass balls hang over the door, and everything in the window has "
        "a ticket. The pawnbroker counts your coins back into your hand and shakes his head. "
        "The street door, south, is open.",
        R("pawnbroker's", "s"),
        notes="the coins are counted back into the player's hand (carried, not lying in the "
        "room): no coin; go south",
    ),
]
