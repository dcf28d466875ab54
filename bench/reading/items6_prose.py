"""prose, sixth round: a game-book section ("turn to 212"), second person future ("You will
find ..."), present-tense third person, a screenplay's scene heading, a tabletop game master's
voice, a verse, a letter, a very long literary paragraph, telegraphic notes, a text with a
careless author's typos, American and British spellings and coins (a silver dollar, a 50p piece,
a pound coin, a two-shilling piece), archaic English, exits relative to things and a door that
opens within the text. What a person reads in each text is declared beside it; the map facts
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "148\nYou find yourself in a low cellar, its walls slick with damp. Something glints "
        "in the straw: a gold coin, stamped with a crown.\n\nIf you wish to climb the ladder "
        "to the trapdoor, turn to 212. If you would rather follow the passage north, turn to "
        "57.",
        R("low cellar", "up n", coin=True),
        notes="a game-book section: the choices are the exits (up, outside the vocabulary, "
        "and north); the section number is no room.",
    ),
    item(
        "When you come to, you will be lying on the floor of the signal box. You will find "
        "the lever frame cold, a stair going down to the tracks, and the door to the south "
        "closed, though not locked.",
        R("signal box", "down s", closed="s"),
        notes="second person future describes the scene the player is in; 'closed, though "
        "not locked' is closed.",
    ),
    item(
        "Ines crosses into the laundry. Sheets hang in ranks from the ceiling airer and the "
        "copper steams. At the far end a door to the north stands ajar; the way east leads "
        "out to the drying yard. On the mangle someone has left a two-shilling piece.",
        R("laundry", "n e", coin=True),
        notes="present tense, third person; a two-shilling piece is a coin; 'the copper' is "
        "a boiler, not a coin.",
    ),
    item(
        "Pier end. Wind. Gulls. Ladder down to the boats; iron gate east, padlocked. West: "
        "the promenade. Nothing else.",
        R("pier end", "down e w", locked="e"),
        notes="telegraphic; the padlocked gate east is locked (no action for it), so west.",
    ),
    item(
        "Your in the old gaol now. Its dark and it smells of damp. Theres a door to the "
        "north, which is shut, and a coridor going west. A penny lies on the flor by the "
        "bench.",
        R("old gaol", "n w", closed="n", coin=True),
        notes="a careless author's typos (your, its, theres, coridor, flor) leave the reading "
        "plain.",
    ),
    item(
        "You are in the front parlor. It is papered in a faded color and smells of "
        "furniture polish. A hallway runs north, a screen door bangs to the east, and on the "
        "piano somebody has left a silver dollar.",
        R("front parlor", "n e", coin=True),
        notes="American spelling and a silver dollar (a coin); a screen door that bangs is "
        "an open way east.",
    ),
    item(
        "Thou standest within the buttery. Eastward lieth the great hall, and a stout door, "
        "fast shut, guardeth the way north. Upon the board there lieth a silver penny.",
        R("buttery", "e n", closed="n", coin=True),
        notes="archaic English: 'fast shut' is shut (closed, not said to be locked).",
    ),
    item(
        "INT. KEEPER'S COTTAGE - NIGHT\n\nA single oil lamp. Rain against the window. The "
        "door NORTH bangs in the wind, open. On the table a coin spins, wobbles, and lies "
        "still.",
        R("keeper's cottage", "n", coin=True),
        notes="a screenplay scene heading names the room; the coin comes to rest on the table.",
    ),
    item(
        "Okay, so you're in the guardroom. There's a door on the north wall, it's closed, "
        "and there's the corridor going east that nobody's checked yet. Oh, and one of the "
        "guards dropped a silver piece by the table when he ran.",
        R("guardroom", "n e", closed="n", coin=True),
        notes="a tabletop game master's voice; a silver piece is a coin.",
    ),
    item(
        "Four walls of stone, a door to west,\nA stair that climbs to the tower's crest;\n"
        "A penny waits on the window ledge -\nTake it, traveller, mind the edge.",
        R(None, "w up", coin=True),
        notes="a verse names no room; the door west and a stair up are the exits; a penny on "
        "the ledge lies in the room.",
    ),
    item(
        "Dear Tom,\nI'm writing this from the summer-house at the bottom of Aunt Vi's garden. "
        "There's a path that goes north to the lake and a little gate in the hedge to the "
        "east, and I've found a 50p piece down the side of the wicker sofa! Love, Bea",
        R("summer-house", "n e", coin=True),
        notes="a letter from inside the room; a 50p piece is a coin.",
    ),
    item(
        "The solar was a long, low room under the eaves of the west range, and the afternoon "
        "light came through its one dormer in a slant that picked out the dust in the air and "
        "laid a yellow bar across the floorboards, across the faded turkey rug and the legs "
        "of the spinet and the basket of unfinished mending that nobody had touched since the "
        "winter; there was a door at the south end, which stood open onto the head of the "
        "stairs, and another at the north end, which was shut and had been shut for as long "
        "as anyone could remember, though no one had ever locked it; and that was all, save "
        "for the smell of lavender and the ticking of the clock.",
        R("solar", "s n", closed="n"),
        notes="one long literary sentence: the 'west range' is the building's wing, no exit; "
        "south open, north shut but not locked.",
    ),
    item(
        "You are in the scullery. The door to the east is shut. You lift the latch and it "
        "swings open onto the yard. To the south, the kitchen.",
        R("scullery", "e s", leads={"e": "yard", "s": "kitchen"}),
        notes="a door that opens within the text: east is open at the end.",
    ),
    item(
        "Rooftop. Chimney stacks, a skylight (closed, painted over), pigeons. A fire "
        "escape goes down into the yard. The parapet to the north drops five storeys to the "
        "street.",
        R("rooftop", "down"),
        notes="a fire escape down is outside the vocabulary; a five-storey drop north is no "
        "exit; a painted-over skylight is no way. No action.",
    ),
    item(
        "You're in the vestry at St Olave's. Tiny, barely room to turn round. The door into the "
        "church is to the west and it's open; the outer door, to the north, is locked and "
        "the key's gone. A pound coin sits in the collection tin, which has lost its lid.",
        R("vestry", "w n", locked="n", coin=True),
        notes="British: a pound coin in an open (lidless) tin lies in the room.",
    ),
    item(
        "She is standing in the nursery. The rocking horse is still. Beyond the dolls' house, "
        "to the east, a connecting door leads to the night nursery; the landing door, south, "
        "is shut.",
        R("nursery", "e s", closed="s", leads={"e": "night nursery"}),
        notes="present tense third person; an exit given relative to a thing ('beyond the "
        "dolls' house, to the east').",
    ),
    item(
        "A clearing. Bracken to the knee. Deer track heading north into the birches, another "
        "one east, and a third one, fainter, west. No coin. Obviously. Why would there be.",
        R("clearing", "n e w"),
        notes="telegraphic 'A clearing.' names the room (the fourth round's 'Cellar.'); 'No "
        "coin' is plain.",
    ),
    item(
        "You stand at the top of the cliff stair. Northward the stair winds down to the "
        "cove, and southward the coast path runs along the clifftop. Westward is nothing "
        "but the sea.",
        R("top of the cliff stair", "n s"),
        notes="northward and southward are ways; westward is the sea (no exit).",
    ),
    item(
        "The honey-house was warm and smelt of wax. The extractor stood in the middle of "
        "the floor. Through the doorway to the south you could see the hives in rows; the "
        "only other door, east, had been kept shut all summer to keep the bees out.",
        R("honey-house", "s e", closed="e"),
        notes="past tense; a door 'kept shut all summer' is closed (not said locked): open "
        "east or go south.",
    ),
    item(
        "Ferry waiting room. Benches, a "
        "timetable, a vending machine that takes only exact change. Doors: north to the "
        "quay, south to the car park.",
        R("ferry waiting room", "n s", leads={"n": "quay", "s": "car park"}),
        notes="'exact change' and a vending machine are no coin; exits by destination.",
    ),
]
