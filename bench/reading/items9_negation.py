"""negation, ninth round: coin words that name no coin (sacks of oat groats, penny loafers, dime
novels, a sou'wester, a crown of daisies, "It's a coin toss which way to go"), coins seen or
told elsewhere (a hoard of ducats beyond a granite wall, a ballad about a golden guinea, pennies
on a neighbour's sill through a window, gold coins showered on a game show on the television),
coins gone (a miser's hoard long gone, a coin dropped yesterday and gone, a florin a landlady
sweeps into her apron), coins one does not have ("If you had a coin you could ring home"), a
search that turns up "neither a way east nor so much as a brass farthing"; exits that are no way
(a door "used to be" north, blocked up with breeze blocks; "no way through to the west, whatever
the old map says"; a southbound platform whose tunnel is fenced off; "Were the east wall not
solid granite ..."), "Neither door is open: ... merely shut, ... locked", a door lying in pieces
so that nothing stands in the way north, compass and coin words in names ("Eastcheap Counting
House"). What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

TAPROOM = "Taproom\nSmoke-black beams and a low fire. The street door is west.\n\n"

ITEMS = [
    item(
        "Granary\nSacks of oat groats and barley are stacked to the rafters, and the air is "
        "thick with chaff. The only door is south.",
        R("granary", "s"),
        notes="groats here are hulled oats (a grain), not the coin",
    ),
    item(
        "Shoe Shop\nRows of brogues, and a pair of penny loafers in the window. The shop door "
        "is west; the stockroom is through a curtain to the north.",
        R("shoe shop", "w n"),
        notes="penny loafers are shoes, not pennies; a curtain is no door",
    ),
    item(
        "Newsagent's\nA rack of dime novels, a sou'wester on a hook, and a jar of humbugs on the "
        "counter. The street door is east.",
        R("newsagent's", "e"),
        notes="dime novels are books, a sou'wester is a hat (no sou, no west): no coin, and "
        "east is the only way",
    ),
    item(
        "Meadow\nButtercups and long grass. Someone has left a crown of daisies on the stile to "
        "the north, where the footpath crosses into the next field. The lane runs south.",
        R("meadow", "n s"),
        notes="a crown of daisies is no coin; the stile north is a way over (the sixth round's "
        "call)",
    ),
    item(
        "Tunnel End\nThe tunnel stops at a face of solid granite. Were the east wall not "
        "granite, you might have tunnelled through to the bank vault and its chests of "
        "ducats. It is, and you can't. The only way out is the ladder up.",
        R("tunnel end", "u"),
        notes="a hypothetical way east that is not, and ducats in a vault elsewhere: no exit "
        "of the vocabulary and no coin; the ladder up gives no action",
    ),
    item(
        "Old Dairy\nThere used to be a door to the north, but the doorway was blocked up with "
        "breeze blocks years ago. The yard door, east, is open.",
        R("old dairy", "e"),
        notes="a door that used to be: no exit north",
    ),
    item(
        TAPROOM + "A minstrel by the hearth is singing about a lass who lost her golden guinea "
        "on the road to the north. The snug is through an arch to the east.",
        R("taproom", "w e"),
        notes="a guinea in a song and a road north in it: no coin and no way north",
    ),
    item(
        "Miser's Attic\nYou search every corner. Nothing glitters here: the old man's hoard is "
        "long gone. A hatch in the floor is the only way out.",
        R("miser's attic", "d"),
        notes="a hoard long gone: no coin; the hatch down gives no action",
    ),
    item(
        "Back Bedroom\nA narrow bed and a washstand. Through the window you can see the "
        "neighbour's sill, where someone has left a row of shiny pennies. The landing is east.",
        R("back bedroom", "e"),
        notes="pennies on the neighbour's sill are seen through a window, not in this room",
    ),
    item(
        "Cul-de-sac\nHouses on three sides; there is no way through to the west, whatever the "
        "old map says. The road leads out east.",
        R("cul-de-sac", "e"),
        notes="no way west (the old map is wrong); east is the only exit",
    ),
    item(
        "Fork in the Track\nIt's a coin toss which way to go: north to the quarry or east to "
        "the woods.",
        R("fork in the track", "n e"),
        notes="'a coin toss' is an idiom: no coin; north and east are exits",
    ),
    item(
        "Lookout Rock\nThe wind has scoured the rock bare. The coin you dropped here yesterday "
        "is gone. A path winds down to the south.",
        R("lookout rock", "s"),
        notes="a coin dropped yesterday and gone: no coin; the path down to the south is south",
    ),
    item(
        "Southbound Platform\nThe trains to the south used to run from here, but the line is "
        "closed and the tunnel mouth is fenced off. Stairs lead up to the ticket hall.",
        R("southbound platform", "u"),
        notes="'southbound' and the trains to the south give no way (the tunnel is fenced "
        "off); the stairs up give no action",
    ),
    item(
        "Gun Deck\nThe cannon are lashed down and the deck smells of powder. Neither door is "
        "open: the one to the north is merely shut, the one to the west is locked.",
        R("gun deck", "n w", closed="n", locked="w"),
        notes="north closed (not locked), west locked: open north",
    ),
    item(
        "Lounge Bar\nVelvet seats and a television on a bracket. On the screen a game-show host "
        "is showering a contestant with gold coins. The door to the car park is south.",
        R("lounge bar", "s"),
        notes="gold coins on a television screen: no coin here",
    ),
    item(
        (
            TAPROOM + "A florin lies on the nearest table. The snug is through an arch to the "
            "east.",
            R("taproom", "w e", coin=True),
        ),
        "wait",
        (
            "The landlady bustles in, sweeps the florin off the table into her apron pocket, "
            "and goes out again.",
            R(None, "w e"),
        ),
        notes="the landlady took the florin away: no coin here now",
    ),
    item(
        "Drain Passage\nSearch as you might, you turn up neither a way east nor so much as a "
        "brass farthing. The passage runs north and south.",
        R("drain passage", "n s"),
        notes="no way east and no farthing; 'runs north and south' gives both ways",
    ),
    item(
        "You are in the Eastcheap Counting House. Clerks' stools stand empty before sloping "
        "desks. The only door leads north.",
        R("eastcheap counting house", "n"),
        notes="'East' in the name is no way; a counting house with no coins in it",
    ),
    item(
        "Phone Box\nA red box with a cracked pane. If you had a coin you could ring home, but "
        "your pockets are empty and the coin box is jammed. The door is east.",
        R("phone box", "e"),
        notes="a coin the player does not have and a coin box: no coin",
    ),
    item(
        "Porter's Lodge\nThe door that once hung in the north arch lies in pieces on the floor; "
        "nothing now stands in the way north. There is no door at all to the south, only a "
        "solid wall.",
        R("porter's lodge", "n"),
        notes="the broken door leaves an open way north; 'no door at all to the south, only a "
        "solid wall' is no exit",
    ),
]
