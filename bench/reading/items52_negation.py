"""negation, fifty-second round (emphasis: the game's replies and the history): what a person does
not read as an exit, a door's state or a coin, beside what they do, much of it in the game's
replies: a search of a desk that finds "No coins, only pencil shavings.", a coin painted in a mural
("That's paint. You can't take paint."), a magpie that takes a silver shekel before the player can
(the room printed again without it), a bricked-up arch ("There is no door to the east ..."), a door
that "isn't locked, just stiff" and opens, "The vestry door is not closed: it stands wide open.",
"It isn't locked, but it is shut.", a verger who says the coin was dropped in the chapel, an
inventory that holds the coin (carried, not in the room), a pier that ends in the sea, a search in
the dark that finds nothing, a wishing well with no coin in it, "There is nothing here to take.", a
gas meter's empty coin slot, the sunset in the west, a North Star on an inn sign, a refusal at a
window, a ticket office whose "No Exit" door is locked, a bank's idle counting machine and locked
cash cabinet, and an echo that answers a shout. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Drawing Office\nTracing linen is pinned to every board, and the air smells of "
            "indian ink. The print room is east. The chief draughtsman's door, north, is "
            "closed.\n\nYou can see a desk here.",
            R("drawing office", "e n", closed="n", leads={"e": "print room"}),
        ),
        "search desk",
        ("You search the desk. No coins, only pencil shavings and a broken set square.", K("none")),
        notes="the search finds no coin (the room kept): no find(coin); east open, the door "
        "north closed: go east or open north",
    ),
    item(
        (
            "Mural Hall\nThe whole west wall is a painted market scene: a fishwife, a juggler, "
            "and a merchant holding out a gold coin as big as a cartwheel. The entrance is "
            "south. A corridor runs east.",
            R("mural hall", "s e"),
        ),
        "take coin",
        ("That's paint. You can't take paint.", K("none")),
        notes="the coin is painted on the wall ('That's paint.'): no coin; the painted west "
        "wall is no exit; south and east open",
    ),
    item(
        (
            "Bell Chamber\nThe great bells hang silent in their frames, and pigeons have made "
            "the ledges their own. The ringing chamber door, south, is open. A louvred window "
            "looks east over the roofs.\n\nA silver shekel lies on a beam.",
            R("bell chamber", "s", coin=True),
        ),
        "wait",
        (
            "A magpie swoops in through the louvres, snatches the silver shekel and is gone.\n\n"
            "Bell Chamber\nThe great bells hang silent in their frames, and pigeons have made "
            "the ledges their own. The ringing chamber door, south, is open. A louvred window "
            "looks east over the roofs.",
            R("bell chamber", "s"),
        ),
        notes="a magpie takes the shekel and the room is printed again without it: no coin; "
        "the window east is no exit; the only way south",
    ),
    item(
        (
            "Coach House\nA dusty brougham stands on blocks. Harness hangs on the wall. The "
            "stable yard is west.",
            R("coach house", "w", leads={"w": "stable yard"}),
        ),
        "east",
        (
            "There is no door to the east, only an arch that was bricked up long ago.",
            K("refused"),
        ),
        notes="the bricked-up arch east is no exit (refused(east)); the stable yard west: go west",
    ),
    item(
        (
            "Verger's Room\nA cassock hangs on the back of the door, and there is a kettle on a "
            "gas ring. The door to the chancel, north, is shut. The churchyard door is west.",
            R("verger's room", "n w", closed="n", leads={"n": "chancel"}),
        ),
        "open north door",
        ("It isn't locked, just stiff. With a shove, it opens.", K("opened")),
        notes="'It isn't locked, just stiff' and the door opens: north open now; west open: go "
        "north or go west",
    ),
    item(
        (
            "Robing Room\nThe choir's surplices hang in a row like a line of ghosts. The vestry "
            "door is not closed: it stands wide open, to the east. The door to the cloister, "
            "south, isn't locked, but it is shut.",
            R("robing room", "e s", closed="s"),
        ),
        notes="'is not closed: it stands wide open' (east open) and 'isn't locked, but it is "
        "shut' (south closed): go east or open south",
    ),
    item(
        (
            "Sexton's Store\nSpades, a bier on wheels and a stack of hymn books with no covers. "
            "The only door is north.\n\nThe verger is here.",
            R("sexton's store", "n"),
        ),
        "ask verger about coin",
        (
            '"The shekel? I dropped it in the chapel, I think, or it might have been the porch. '
            'Not in here, anyway."',
            K("none"),
        ),
        notes="the verger puts the coin in another room ('Not in here'): no coin here; the only "
        "way north",
    ),
    item(
        (
            "Lamp Room\nA lamp trimmer's bench, wicks in coils, and a can of paraffin. The "
            "service door, east, is open. The oil store is south.",
            R("lamp room", "e s", leads={"s": "oil store"}),
        ),
        "inventory",
        ("You are carrying:\n  a lamp\n  a silver denga coin\n  a box of matches", K("none")),
        notes="the denga coin is carried, not lying in the room: no find(coin); east and south "
        "open",
    ),
    item(
        (
            "Pier End\n   The pier stops here in a railing and a lifebelt, and the sea heaves "
            "below the boards. The pier runs north to the promenade.\n   Obvious exits: "
            "north\n",
            R("pier end", "n", leads={"n": "promenade"}),
        ),
        "south",
        ("There's nothing south of here but the sea.\n", K("refused")),
        notes="the sea south is no exit (refused(south)); the pier north: go north",
    ),
    item(
        (
            "Cistern Vault\nIt is too dark to see much, but water drips somewhere, and the "
            "floor is wet. An arch leads west toward the light.",
            R("cistern vault", "w"),
        ),
        "search floor",
        ("You feel about on the wet stones in the dark. Nothing, not even a pin.", K("none")),
        notes="the search in the dark finds nothing: no coin; the only way west",
    ),
    item(
        (
            "Well Garden\nRoses climb over a brick well with a little roof. You lean over it: "
            "not a single coin glints in the water, only your own face. Paths lead north and "
            "east.",
            R("well garden", "n e"),
        ),
        notes="a wishing well with no coin in it: no coin; north and east open",
    ),
    item(
        (
            "Potting Bench\nClay pots stacked in towers, a sieve, and a trowel with a worn "
            "handle. The glasshouse is north. The tool shed door, west, is locked.",
            R("potting bench", "n w", locked="w", leads={"n": "glasshouse"}),
        ),
        "take coin",
        ("There is nothing here to take but pots.", K("none")),
        notes="`take coin` answered 'There is nothing here to take': no coin; the tool shed "
        "locked (no open): go north",
    ),
    item(
        (
            "Meter Cupboard Landing\nA gas meter with a coin slot is screwed to the wall, and "
            "the slot is empty. The flat door, south, is open. The landing window looks "
            "north.",
            R("meter cupboard landing", "s"),
        ),
        notes="an empty coin slot is no coin, the window north no exit: the only way south",
    ),
    item(
        (
            "Terrace\nThe sun is setting in the west, over the hills, and the whole valley is "
            "gold. French windows lead north into the saloon, and they stand open. A gravel path "
            "leads east to the lawn.",
            R("terrace", "n e", leads={"n": "saloon", "e": "lawn"}),
        ),
        notes="the sunset in the west and the gold of the valley are no exit and no coin; the "
        "open french windows north and the lawn east",
    ),
    item(
        (
            "Bar Parlour\nThe inn sign, painted with the North Star, creaks outside the window. "
            "A settle by the fire, a barrel on trestles. The taproom is east. The yard door, "
            "south, is bolted.",
            R("bar parlour", "e s", locked="s", leads={"e": "taproom"}),
        ),
        "north",
        ("You would have to go through the window, and the landlord is watching.", K("refused")),
        notes="the North Star on the sign is no exit; the move north is refused at the window "
        "(refused(north)); the yard door south bolted (locked): go east",
    ),
    item(
        (
            "Ticket Office\nA window with a brass grille, a date stamp and a rack of card "
            "tickets. A door marked NO EXIT, to the west, is locked. The booking hall is east.",
            R("ticket office", "w e", locked="w", leads={"e": "booking hall"}),
        ),
        "west",
        ("The NO EXIT door is locked, as you might have guessed.", K("refused", "locked")),
        notes="a locked door marked NO EXIT is still a door (find(west), closed(west)), refused "
        "as locked; the booking hall east: go east",
    ),
    item(
        (
            "Counting Floor\nA counting machine stands idle under a dust sheet, and the cash "
            "cabinet beside it is locked. The strongroom door, east, is locked. The lobby is "
            "south.",
            R("counting floor", "e s", locked="e", leads={"s": "lobby"}),
        ),
        notes="an idle counting machine and a locked cash cabinet are no coin in the room: "
        "no find(coin); the strongroom locked: go south",
    ),
    item(
        (
            "Echo Gallery\n   A long gallery of bare rock where every footstep comes back "
            "twice. Exits: north, west.\n",
            R("echo gallery", "n w"),
        ),
        "shout",
        ('"Hello!" you shout. "Hello... hello... lo..." answers the gallery.\n', K("none")),
        notes="an echo answers the shout (the room kept); north and west open",
    ),
    item(
        (
            "Fish Cellar\nBarrels of salt herring and a smell to make your eyes run. The street "
            "door, north, is open. There is no other way out.",
            R("fish cellar", "n"),
        ),
        "west",
        ("No. Barrels, and behind the barrels, wall.", K("refused")),
        "east",
        ("No. More barrels.", K("refused")),
        notes="'There is no other way out': the two moves are refused (refused(west), "
        "refused(east)); the door north: go north",
    ),
    item(
        (
            "Pay Office\nA clerk's window, a ledger chained to the counter and a notice: NO "
            "MONEY IS KEPT ON THESE PREMISES OVERNIGHT. The yard door, east, is closed. The "
            "corridor is west.",
            R("pay office", "e w", closed="e"),
        ),
        "look under counter",
        ("Under the counter you find dust, a button and a dead moth. No money.", K("none")),
        notes="a notice and a search both say no money: no coin; the yard door east closed, "
        "the corridor west: open east or go west",
    ),
]
