"""negation, thirty-third round: coin words and compass words that give no coin and no exit, and
door states told by contrast or against a sign. Single rooms: the market of Tlatelolco where cacao
beans are the small change ("nobody in the whole market has ever seen a coin") and the canal east
has no canoe of yours, a stage door alley under a poster for THE THREEPENNY OPERA, a cinema foyer
whose marquee reads EAST OF EDEN, a tube ticket hall whose north wall is a map of the Northern Line,
a sweet shop's FULL OF EASTERN PROMISE and FOUR A PENNY, a barber's SHAVE AND A HAIRCUT - TWO BITS,
a music room's piano that "must have cost a pretty penny" and its quarter notes, a goods yard office
whose shut east door has OPEN chalked across it beside a doorway whose door leans against the wall,
a caretaker's store whose west door says LOCKED - KEEP OUT and stands wide open, a security office
whose monitor shows a coin in the loading bay, gold star stickers "the size of a coin", a penny
sealed in a glass paperweight, a coin-operated horse ride (20p A GO) with a real ten-pence piece
under its hooves, a hobbyist's game printing SQL ("(0 rows)") in a bullion room, a vestry whose
north door is wedged open with a hymn board, a darkroom whose two shut doors have no lock; short
histories: "something round and silver" that `take coin` finds to be a milk-bottle top, a window
west that is no way out of an attic bedroom, a look under a bed that finds only dust, a cliff path's
"two hundred feet of air". What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Market of Tlatelolco\nYou stand among a thousand traders under awnings of woven reed. A "
        "woman counts out cacao beans for a turkey: cacao is the small change here, and nobody "
        "in the whole market has ever seen a coin. The causeway to the city leads north, and "
        "the temple precinct is west. East, the canal is crowded with canoes, none of them "
        "yours.",
        R("Market of Tlatelolco", "n w"),
        notes="cacao beans used as money are no coin, and 'nobody ... has ever seen a coin' "
        "says so; the canal east without a canoe is no exit: go north or go west",
    ),
    item(
        "Stage Door Alley\nA poster for THE THREEPENNY OPERA peels off the wet brick beside the "
        "stage door. The stage door itself, west, is locked until the half. The alley runs "
        "north to the street and south to the bins.",
        R("Stage Door Alley", "w n s", locked="w"),
        notes="'THREEPENNY' in a title is no coin; the stage door is locked (no open); the "
        "alley's two ends are exits: go north or go south",
    ),
    item(
        "Foyer\nThe marquee outside reads EAST OF EDEN - 7:30, and the same words are painted "
        "over the box office. There is no way east: the box office takes up that whole wall. "
        "The auditorium doors are north, and the street doors to the south stand open.",
        R("Foyer", "n s"),
        notes="EAST in a film's title is no exit, and 'There is no way east' says so; north "
        "(doors whose state is not given) and south (open) are exits",
    ),
    item(
        "Ticket Hall\nA great enamel map of the Northern Line covers the north wall, from "
        "Edgware at the top to Morden at the bottom; there is no door in it. The escalators go "
        "down to the platforms, and the subway to the street is west.",
        R("Ticket Hall", "down w"),
        notes="a map of the Northern Line on the north wall is no exit; the escalators down are "
        "outside the vocabulary; west is the one compass exit: go west",
    ),
    item(
        "Sweet Shop\nA tin sign over the counter promises FULL OF EASTERN PROMISE, and a jar of "
        "aniseed balls is marked FOUR A PENNY. The only door is the shop door to the south, "
        "and it stands open. There is not a coin on the counter, and the till is shut.",
        R("Sweet Shop", "s"),
        notes="EASTERN on a sign and a price in pennies give neither an exit nor a coin; 'not a "
        "coin on the counter'; a shut till is no door: go south",
    ),
    item(
        "Barber Shop\nA card in the window says SHAVE AND A HAIRCUT - TWO BITS. Three chairs, "
        "three mirrors, and a striped pole turning outside. The back room is north, and its "
        "door is shut. The street door is south.",
        R("Barber Shop", "n s", closed="n"),
        notes="'TWO BITS' is a price, not a coin; the back room door is shut: open north or go "
        "south",
    ),
    item(
        "Music Room\nThe grand piano must have cost a pretty penny, and the score on its stand "
        "is all quarter notes and rests. Tall windows look west over the lawn. The only door is "
        "east.",
        R("Music Room", "e"),
        notes="'a pretty penny' is an idiom and quarter notes are music: no coin; windows west "
        "are no exit: go east",
    ),
    item(
        "Goods Yard Office\nSomebody has chalked the word OPEN across the door to the east, but "
        "the door is shut. The door to the north has been taken off its hinges and leans "
        "against the wall beside its empty doorway. A calendar shows a steam engine heading "
        "west.",
        R("Goods Yard Office", "e n", closed="e"),
        notes="a chalked OPEN on a shut door: the door is closed; a door off its hinges leaves "
        "an open doorway north; an engine heading west on a calendar is no exit",
    ),
    item(
        "Caretaker's Store\nMops, buckets and a floor polisher crowd the room. A sign on the "
        "west door says LOCKED - KEEP OUT, but the door itself stands wide open. The only other "
        "door, south, is shut, though it has no lock at all.",
        R("Caretaker's Store", "w s", closed="s"),
        notes="a sign saying LOCKED on a door that stands wide open: the door is open; the "
        "south door is shut with no lock (closed): go west or open south",
    ),
    item(
        "Security Office\nA bank of small grey monitors shows the building's corners. On one of "
        "them, the loading bay, a coin glints on the concrete by the shutter. Here there is "
        "only a desk, a kettle and a swivel chair. The door to the corridor, east, is open.",
        R("Security Office", "e"),
        notes="a coin on a monitor lies in the loading bay, another room: no coin here; the "
        "one exit is east: go east",
    ),
    item(
        "Infant Classroom\nLittle chairs, little tables, and a chart on the wall where every "
        "child has earned a gold star sticker the size of a coin. The cloakroom is north, and "
        "the playground door, west, is open.",
        R("Infant Classroom", "n w"),
        notes="stickers 'the size of a coin' are no coins: go north or go west",
    ),
    item(
        "Study\nOn the desk a glass paperweight holds a Victorian penny sealed inside it, "
        "magnified and forever out of reach. The study door, south, is the only way out, and it "
        "stands ajar.",
        R("Study", "s"),
        notes="a penny sealed inside a paperweight cannot be taken (the twenty-first round's "
        "snow globe): no coin; the door south stands ajar: go south",
    ),
    item(
        "Shopping Arcade\nA coin-operated horse ride stands outside the chemist's, its slot "
        "marked 20p A GO and its painted horse frozen mid-gallop. The ride's tray is empty, but "
        "a ten-pence piece lies on the tiles under its hooves. The arcade runs east and west.",
        R("Shopping Arcade", "e w", coin=True),
        notes="a coin-operated ride, its price and its empty tray are no coins; the real "
        "ten-pence piece on the tiles is: take coin",
    ),
    item(
        "vault=> SELECT name, exits FROM room WHERE here;\n     name     | exits\n"
        "--------------+-------\n Bullion Room | north\n(1 row)\n\nvault=> SELECT * FROM items "
        "WHERE room = 'Bullion Room';\n item | qty\n------+-----\n(0 rows)\n",
        R("Bullion Room", "n"),
        notes="a hobbyist's game printing its state as SQL results: the room's name and one "
        "exit north; '(0 rows)' of items: no coin, whatever 'Bullion' suggests: go north",
    ),
    item(
        "Vestry\nThe south door is locked. The north door is not: somebody has wedged it open "
        "with a hymn board, so that the damp can get out. Cassocks hang along the east wall, "
        "where there is no door at all.",
        R("Vestry", "n s", locked="s"),
        notes="'The north door is not' (locked) and it is wedged open: an open exit; the south "
        "door is locked; no door east: go north",
    ),
    item(
        "Darkroom\nRed light, trays of developer, and prints hanging from a line like washing. "
        "Both doors are closed, and neither has a lock: the one to the north goes to the "
        "studio, the one to the east to the framing shop.",
        R("Darkroom", "n e", closed="n e"),
        notes="two closed doors 'neither has a lock': closed, not locked: open north or open east",
    ),
    item(
        (
            "Dairy Yard\nMilk churns stand by the loading dock, and a float is parked by the "
            "gate. Something round and silver glints beside the crates. The dairy is east; the "
            "gate to the street, south, stands open.",
            R("Dairy Yard", "e s"),
        ),
        "take coin",
        (
            "That's no coin: it's a milk-bottle top, pressed flat by a cart wheel.",
            K("none"),
        ),
        notes="'something round and silver' is not said to be a coin, and the take finds a "
        "milk-bottle top: no coin; go east or go south",
    ),
    item(
        (
            "Attic Bedroom\nA narrow bed under the slope of the roof, a washstand, and a window "
            "in the west gable looking out over the chimney pots. The door is east.",
            R("Attic Bedroom", "e"),
        ),
        "west",
        (
            "You lift the sash and look out. It is four storeys down to the street. You lower "
            "the sash again.",
            K("refused"),
        ),
        notes="a window west is no exit, and the move west is refused (refused(west)); the one "
        "way is the door east: go east",
    ),
    item(
        (
            "Box Room\nTrunks, a dressmaker's dummy and an iron bedstead with no mattress. The "
            "only door is north, and it is shut.",
            R("Box Room", "n", closed="n"),
        ),
        "look under bed",
        ("There's nothing under the bed but dust and a dead moth.", K("none")),
        notes="a search that finds no coin changes nothing; the only door is shut: open north",
    ),
    item(
        (
            "Cliff Path\nThe path runs north along the headland toward the lighthouse and south "
            "to the cove. A gull on the fence post is eyeing your pockets.",
            R("Cliff Path", "n s"),
        ),
        "west",
        ("Two hundred feet of air, and then the sea. You stay on the path.", K("refused")),
        notes="west over the cliff is refused (no exit there); the path's two ways: go north or "
        "go south",
    ),
]
