"""refusal, thirty-fifth round: histories whose moves the game refused, in new wordings and places:
by things ("You'd have to climb over forty barrels of last year's scrumpy.", "There's only the wall
that way, and the clock weights hanging against it.", "There's only the boathouse wall that way,
hung with old oars."), by the ground and water ("The gorge drops away a hundred feet. You cannot go
that way." with the anchorage printed again (Both), "The terrace wall drops sheer to the next row of
vines", "The dyke is full to the brim.", "The lake laps at the bottom step. Not without a boat."),
by people and animals (a gardener "with eyes in the back of her head", a lollipop lady, a collie
that shows all her teeth, a notice on a roped-off ladder), by doors ("You can't, since the honey
room door is closed." then an open by name, "the tithe barn door is locked from the inside" for a
door whose state was not given, "The dovecote door is shut. The doves like it that way." then an
open, "You unlock the strong room door. It stays shut", "You walk into the frame yard door. It's
shut", "You bump your nose on the east door: it's shut." then opened and walked through, a gate the
postman pushes open and leaves wide after a `wait`), TextWorld's and TextWorldExpress's refusals
then a look, a refusal left in a harness store, nettles with the orchard corner printed again
(Both), a refused `go up` and `nw` (no fact). What a person reads in each text is declared beside
it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Cider Barn\nThe great press fills the middle of the barn, its screw dark with "
            "juice. Doors lead north to the apple loft and south to the orchard; both stand "
            "open. The west side of the barn is barrels, stacked to the beams.",
            R("cider barn", "n s"),
        ),
        "west",
        (
            "You'd have to climb over forty barrels of last year's scrumpy. You decide not to.",
            K("refused"),
        ),
        notes="the barrels fill the west side (no exit there): refused west; north and south "
        "are open: go either",
    ),
    item(
        (
            "Apiary Shed\nSmokers, veils and stacks of empty supers. The garden door is east of "
            "here. The honey room is north, through a door which is closed.",
            R("apiary shed", "e n", closed="n"),
        ),
        "north",
        ("You can't, since the honey room door is closed.", K("refused", "closed")),
        "open honey room door",
        ("You open the honey room door.", K("opened", "n")),
        notes="Inform's refusal at a closed door, then an open by the door's name clears it: "
        "north and east are open and unvisited: go either",
    ),
    item(
        (
            "[Rope Bridge Anchorage]\nTwo iron posts hold the bridge's cables where they leave "
            "the cliff. The bridge sways away east over the gorge; a goat track climbs west.\n"
            "[Exits: east west]",
            R("rope bridge anchorage", "e w"),
        ),
        "north",
        (
            "The gorge drops away a hundred feet. You cannot go that way.\n\n[Rope Bridge "
            "Anchorage]\nTwo iron posts hold the bridge's cables where they leave the cliff. "
            "The bridge sways away east over the gorge; a goat track climbs west.\n[Exits: east "
            "west]",
            Both(K("refused"), R("rope bridge anchorage", "e w")),
        ),
        notes="a refusal and the room printed again in one text (Both): refused north (no way "
        "there); the bridge east and the goat track west are exits: go either",
    ),
    item(
        (
            "You're in the porch. The tithe barn towers over it, and the barn door, north, is a "
            "great slab of oak. The lane runs east to west past the porch.",
            R("porch", "n e w"),
        ),
        "north",
        (
            "You lift the latch, but the tithe barn door is locked from the inside.",
            K("refused", "locked"),
        ),
        notes="a door whose state the room did not give turns out locked ('locked from the "
        "inside'): refused north, closed, no action; the lane east and west: go either",
    ),
    item(
        (
            "Dovecote Yard\nCobbles, a mounting block and a lime tree. The dovecote door, north, "
            "is shut. The kitchen garden lies west.",
            R("dovecote yard", "n w", closed="n"),
        ),
        "n",
        ("The dovecote door is shut. The doves like it that way.", K("refused", "closed")),
        "open north",
        (
            "The dovecote door creaks open, and a dozen doves clatter out past your ears.",
            K("opened"),
        ),
        notes="a refusal at the shut dovecote door cleared by an open: north and west open and "
        "unvisited: go either",
    ),
    item(
        (
            "Plate Room\nThe butler's silver sleeps in green baize on the shelves. The strong "
            "room door, west, is locked. The pantry is south of here.",
            R("plate room", "w s", locked="w"),
        ),
        "west",
        ("You can't, since the strong room door is locked.", K("refused", "locked")),
        "unlock west with key",
        ("You unlock the strong room door. It stays shut: you'll have to open it.", K("unlocked")),
        notes="an unlock leaves the door shut and the refusal standing (refused west, closed, "
        "no longer locked): open west, or go south",
    ),
    item(
        (
            "Vineyard Terrace\nA narrow terrace of vines tied to wires, with the river far below.\n"
            "Exits: north, south",
            R("vineyard terrace", "n s"),
        ),
        "east",
        (
            "The terrace wall drops sheer to the next row of vines, ten feet down. You cannot go "
            "that way.",
            K("refused"),
        ),
        "look",
        (
            "Vineyard Terrace\nA narrow terrace of vines tied to wires, with the river far below."
            "\nExits: north, south",
            R("vineyard terrace", "n s"),
        ),
        notes="a refusal at a drop, then a look that shows no way east: the refusal stands "
        "(refused east); north and south: go either",
    ),
    item(
        (
            "You're in the glasshouse range. The vinery is west and the peach house east, and "
            "the doors between stand open. South, the door to the frame yard is shut.",
            R("glasshouse range", "w e s", closed="s"),
        ),
        "south",
        (
            "You walk into the frame yard door. It's shut; the glass in it rattles.",
            K("refused", "closed"),
        ),
        notes="a refusal at the shut frame yard door (refused south, closed): open south, or go "
        "east or west",
    ),
    item(
        (
            "Seedbed Path. Beds of seedlings either side, netted against the birds. Path N and "
            "S.\nWhat now?",
            R("seedbed path", "n s"),
        ),
        "east",
        (
            "You'd be treading on the seedbeds, and the gardener has eyes in the back of her "
            "head.\nWhat now?",
            K("refused"),
        ),
        notes="a Level 9-like room; the seedbeds on either side are no way (refused east); the "
        "path north and south: go either",
    ),
    item(
        (
            "You're on the boathouse landing. The lake laps at the bottom step to the south. The "
            "boathouse door, west, is open, and a path goes north into the trees.",
            R("boathouse landing", "w n"),
        ),
        "south",
        ("The lake laps at the bottom step. Not without a boat.", K("refused")),
        "east",
        ("There's only the boathouse wall that way, hung with old oars.", K("refused")),
        notes="two refusals in a row, the lake south and a wall east (refused south, refused "
        "east); the boathouse door west and the path north: go either",
    ),
    item(
        (
            "Clock Tower Base\nThe clock's weights hang down out of the gloom on their chains. A "
            "ladder goes up to the bell chamber, but a rope is tied across its foot with a "
            "notice: NO ADMITTANCE. The door to the square is south.",
            R("clock tower base", "s"),
        ),
        "go up",
        (
            "The notice on the rope says NO ADMITTANCE, and you are admitted no further.",
            K("refused"),
        ),
        "west",
        ("There's only the wall that way, and the clock weights hanging against it.", K("refused")),
        notes="a roped-off ladder is no way (the third round's roped-off stair); a refused `go "
        "up` is no fact; the wall west refused (refused west); the door south: go south",
    ),
    item(
        (
            "Fen Drove\nA raised drove runs between two brimming dykes, straight as a rule.\n"
            "Exits: north south",
            R("fen drove", "n s"),
        ),
        "nw",
        ("The dyke is full to the brim. You cannot go that way.", K("refused")),
        notes="a refused `nw` is outside the vocabulary (no fact); the drove north and south: "
        "go either",
    ),
    item(
        (
            "You're in the front garden. The gate to the lane, south, is shut, and the front "
            "door, north, stands open.",
            R("front garden", "s n", closed="s"),
        ),
        "south",
        ("You lean on the gate. It's shut, and the latch is stiff.", K("refused", "closed")),
        "wait",
        (
            "The postman comes whistling up the lane, pushes the gate open, drops a letter "
            "through the front door and goes off again, leaving the gate wide open behind him.",
            R(None, "s n"),
        ),
        notes="a refusal at the shut gate, then the postman leaves the gate wide open (read as "
        "the room again with the gate open): the refusal is cleared; south and north: go either",
    ),
    item(
        (
            "Harness Store\nCollars and hames hang from pegs, and the air smells of saddle soap. "
            "The saddle room is north of here. The yard door, east, stands open.",
            R("harness store", "n e"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "north",
        (
            "Saddle Room\nSaddles straddle their wooden horses along one wall. The only door is "
            "south.\n\nOn the saddle horse nearest the door is a silver coin.",
            R("saddle room", "s", coin=True),
        ),
        notes="a refusal left behind in the harness store, then north into the saddle room, "
        "whose only door is south (visited, the way in, all visited); a silver coin: take it",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine that "
            "is closed. There is also a work table that has an iron on it. \nTo the North you "
            "see a closed plain door. To the East you see the kitchen. ",
            R("laundry room", "n e", closed="n"),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine that "
            "is closed. There is also a work table that has an iron on it. \nTo the North you "
            "see a closed plain door. To the East you see the kitchen. ",
            R("laundry room", "n e", closed="n"),
        ),
        notes="TextWorldExpress's refusal at the closed plain door, then a look that shows it "
        "still closed: refused north, closed; open north, or move east",
    ),
    item(
        (
            "\n\n-= Fern Room =-\nYou've entered a fern room. You make out a potting bench. The "
            "potting bench is empty!\n\n\n\nThere is an unguarded exit to the north. There is a "
            "closed khaya door leading west.\n\n\n\n>" + " " * 128 + "-= Fern Room =-0/1",
            R("fern room", "n w", closed="w"),
        ),
        "go east",
        ("\nYou can't go that way.\n\n\n>" + " " * 128 + "-= Fern Room =-0/2", K("refused")),
        "look",
        (
            "\n\n-= Fern Room =-\nYou've entered a fern room. You make out a potting bench. The "
            "potting bench is empty!\n\n\n\nThere is an unguarded exit to the north. There is a "
            "closed khaya door leading west.\n\n\n\n>" + " " * 128 + "-= Fern Room =-0/3",
            R("fern room", "n w", closed="w"),
        ),
        notes="TextWorld's refusal of a way never given, then a look: refused east stands; the "
        "unguarded exit north (go north) and the closed khaya door west (open it)",
    ),
    item(
        (
            "You're at the school crossing. The pavement runs north and south, and the school "
            "gate, west, is open.",
            R("school crossing", "n s w"),
        ),
        "east",
        (
            "The lollipop lady steps out with her sign. 'Not till I say, pet. And I'm not saying.'",
            K("refused"),
        ),
        notes="a person turns the player back from a way the room never gave (refused east); "
        "north, south and the open gate west: go any",
    ),
    item(
        (
            "You're in the orchard corner, where the old trees lean together. A gap in the hedge "
            "leads north, and the mown path runs south toward the house.",
            R("orchard corner", "n s"),
        ),
        "west",
        (
            "Nettles to the waist. You back out, stinging.\n\nYou're in the orchard corner, "
            "where the old trees lean together. A gap in the hedge leads north, and the mown "
            "path runs south toward the house.",
            Both(K("refused"), R("orchard corner", "n s")),
        ),
        notes="a refusal and the room again in one text (Both): refused west (nettles, no "
        "exit); the gap north and the path south: go either",
    ),
    item(
        (
            "Sheepfold\nDry-stone pens run into one another on the hillside. The fold's gate, "
            "east, hangs open, and the hill path runs north.",
            R("sheepfold", "e n"),
        ),
        "west",
        (
            "The collie drops flat in your way and shows you all her teeth. You think better of "
            "west.",
            K("refused"),
        ),
        notes="a dog turns the player back from a way the room never gave (refused west); the "
        "gate east and the path north: go either",
    ),
    item(
        (
            "Still Room\nBunches of lavender dry on strings over a copper still. Doors lead north "
            "and east.",
            R("still room", "n e"),
        ),
        "east",
        ("You bump your nose on the east door: it's shut.", K("refused", "closed")),
        "open east",
        ("You open the east door.", K("opened")),
        "east",
        (
            "Herb Garden\nBox hedges, thyme between the flagstones, a sundial without a shadow. "
            "The still room door is west of here; a path goes south.",
            R("herb garden", "w s"),
        ),
        notes="a door whose state was not given turns out shut, is opened and walked through; "
        "in the herb garden west is visited and the way in, the path south is not: go south",
    ),
]
