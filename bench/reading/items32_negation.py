"""negation, thirty-second round: coin and compass words that give neither, door states told by
degree, and ways told by what is missing, beside plain rooms. Short histories: a conjuror who pulls
a sixpence from behind the player's ear and makes it vanish again, something round and shiny by a
playground drain that turns out to be a foil-wrapped pog, a cloakroom's pockets searched ("Not a
penny."), a terrier that snaps up and swallows the penny the player reached for, a hall of mirrors
where every wall shows a door but only the south one is real ("You walk into your own reflection.");
single rooms: a hotel's Florin Room named after a coin nobody spends, a drive-in's snack hut under a
poster for NORTH BY NORTHWEST (a dime in the spilt popcorn), a music room whose doors are "as shut
as a door can be without being locked", "unlocked, for once, and ... left open" and locked "since
the piano was stolen", a garage radio playing 'West End Girls', a game's "HINT: The coin is not in
this room.", a snug where the barman swears a sovereign was lost last week, a lift car read out as
"Exits: none. Items: none." beside a poster for Penny's Bakery, a map shop's seas and compass rose,
a byre whose fallen north gable opens onto the field, a ticket office's empty cash drawer, a
pavilion door the groundsman unlocked and propped open, a diary's "No coin." in a hayloft whose
loading door opens on a drop, a quarterdeck, a mug's A BAD PENNY ALWAYS TURNS UP beside a real
penny, and a fingerpost to NORTHWICH pointing down a lane that runs east. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    # ---- short histories ----
    item(
        (
            "Village Hall\nRows of folding chairs face a little stage. The kitchen is north; the "
            "double doors to the street, south, stand open.\n\nA conjuror in a spangled "
            "waistcoat is practising on the stage.",
            R("village hall", "n s"),
        ),
        "watch conjuror",
        (
            "The conjuror pulls a sixpence from behind your ear, shows it round the empty hall, "
            "and makes it vanish again. He bows to nobody.",
            K("none"),
        ),
        notes="a coin in a conjuror's hand that vanishes again is no coin lying here: go north "
        "or south",
    ),
    item(
        (
            "Playground\nA climbing frame, a roundabout, a hopscotch grid chalked on the "
            "tarmac. Something round and shiny lies by the drain. The school door is north; the "
            "gate to the lane, west, is shut.",
            R("playground", "n w", closed="w"),
        ),
        "examine shiny thing",
        (
            "It isn't a coin at all: it's a cardboard pog with a skull on it, wrapped in foil.",
            K("none"),
        ),
        notes="'something round and shiny' is not yet a coin, and a closer look shows a pog: no "
        "coin; go north or open the gate",
    ),
    item(
        (
            "Cloakroom\nCoats hang on numbered hooks, and a forgotten umbrella drips in the "
            "corner. The foyer is south. A staff door, east, is closed.",
            R("cloakroom", "s e", closed="e"),
        ),
        "search coats",
        (
            "You go through every pocket: tissues, a bus ticket, one glove, a button. Not a penny.",
            K("none"),
        ),
        notes="a search that finds no coin ('Not a penny.') keeps the room: go south or open east",
    ),
    item(
        (
            "Kennel Yard\nWire runs line the yard, and a terrier with one ear up watches you "
            "from beside the water bowl. A penny glints in the straw by the bowl. The kennels "
            "are north; the gate to the lane, west, is latched.",
            R("kennel yard", "n w", closed="w", coin=True),
        ),
        "take coin",
        (
            "Before you can bend down, the terrier snaps the penny up and swallows it. He looks "
            "very pleased with himself.",
            R(None, "n w", closed="w"),
        ),
        notes="the penny swallowed by a dog before the player could take it (read as the room "
        "again without a coin): go north or open the latched gate",
    ),
    item(
        (
            "Hall of Mirrors\nEvery wall shows you a door, and a hundred of you standing in "
            "front of it, but only the door to the south is real; the others are its "
            "reflections.",
            R("hall of mirrors", "s"),
        ),
        "go east",
        ("You walk into your own reflection. Ow.", K("refused")),
        notes="reflected doors are no exits, and the walk east is refused: the only way is south",
    ),
    # ---- single rooms ----
    item(
        "Florin Room\nThe smaller of the hotel's two function rooms, named, like the Sovereign "
        "Suite next door, after a coin nobody has spent in fifty years. Stacked chairs, a "
        "lectern, a projector screen. The only door is west, and it stands open.",
        R("florin room", "w"),
        notes="a room named for a coin, and a suite named for another: no coin here; the only "
        "way is west",
    ),
    item(
        "Snack Hut\nThe popcorn machine is cold. A poster for NORTH BY NORTHWEST curls off the "
        "wall above it, and the menu board still says HOT DOGS 50c. The only door is east, out "
        "to the rows of cars. The till is shut and locked for the night, but somebody has "
        "dropped a dime in the spilt popcorn.",
        R("snack hut", "e", coin=True),
        notes="a drive-in's snack hut: a film title's compass words give no exit, a price and a "
        "locked till no coin; a dime dropped in the popcorn is one: take it",
    ),
    item(
        "Music Room\nThree doors. The north door is as shut as a door can be without being "
        "locked. The east door is unlocked, for once, and someone has even left it open. The "
        "west door is locked, as it has been since the piano was stolen.",
        R("music room", "n e w", closed="n", locked="w"),
        notes="door states by degree: north closed (not locked), east open, west locked",
    ),
    item(
        "Garage\nA radio on the workbench is playing 'West End Girls', and then 'Going "
        "Underground'. Oil stains, a half-built motorbike, a calendar from 1994. The "
        "up-and-over door to the drive, south, is shut. The side door to the garden, east, is "
        "open.",
        R("garage", "s e", closed="s"),
        notes="compass words in song titles give no exit; the up-and-over door is shut (closed), "
        "the side door open",
    ),
    item(
        "Laundry Loft\nSheets hang from lines under the rafters, stiff as boards. A hatch in the "
        "floor leads down to the wash house; a door west, onto the drying balcony, stands "
        "open.\n\nHINT: The coin is not in this room. (Type HINT again for another hint.)",
        R("laundry loft", "d w"),
        notes="the game's own hint says there is no coin here; a hatch down (outside the "
        "vocabulary) and an open door west",
    ),
    item(
        "Snug\nThe barman swears someone lost a gold sovereign in here last week, and that it's "
        "still down the back of the settle. You look: there is nothing down there but crumbs. "
        "The door to the public bar is east; the back door, north, is locked for the night.",
        R("snug", "e n", locked="n"),
        notes="a coin told of by the barman and not found ('nothing ... but crumbs'): no coin; "
        "the back door locked; go east",
    ),
    item(
        "Lift car. Exits: none. Items: none. A poster on the wall advertises Penny's Bakery, "
        "two floors up.",
        R("lift car"),
        notes="a lift car read out with no exits and no items; Penny's Bakery is a name: no "
        "fact but the room, no action",
    ),
    item(
        "Map Shop\nFramed maps cover every wall: the North Atlantic, the East Indies, the "
        "Western Isles, and a chart of the South Seas with a compass rose the size of a dinner "
        "plate. The shop door, south, is the only door, and it is open.",
        R("map shop", "s"),
        notes="compass words on maps and a compass rose give no exits; the only way is south",
    ),
    item(
        "Byre\nHalf the roof is gone. The north gable came down in the January gale, and the "
        "gap it left opens straight onto the field. The door to the yard, east, is bolted on "
        "the far side.",
        R("byre", "n e", locked="e"),
        notes="a way told by what is missing (the fallen gable opens onto the field: north); "
        "'bolted on the far side' is locked",
    ),
    item(
        "Ticket Office\nThe ticket window is shuttered, and the cash drawer under it hangs open "
        "and empty: the takings went to the bank at six. A door behind the counter, north, "
        "leads to the platform; it stands open. There is no other way out.",
        R("ticket office", "n"),
        notes="an empty cash drawer and takings gone to the bank: no coin; the shuttered window "
        "is no exit; go north",
    ),
    item(
        "Pavilion\nCricket bags, a smell of linseed and old sandwiches. The groundsman unlocked "
        "the west door an hour ago and propped it open with the heavy roller. The pitch is "
        "south, through the open front of the pavilion.",
        R("pavilion", "w s"),
        notes="a door unlocked and propped open by another (open); the open front south is a way",
    ),
    item(
        "Day 3. Still in the hayloft. Searched it again, end to end. No coin. The ladder is the "
        "only way down, and the loading door on the north side just opens on a twenty-foot drop "
        "to the yard.",
        R("hayloft", "d"),
        notes="a diary's 'No coin.'; a loading door over a drop is no exit; the only way is the "
        "ladder down: no action",
    ),
    item(
        "Quarterdeck\nThe ship's wheel, the binnacle, the helmsman who does not look at you. "
        "Forward, which on this ship is north, lies the main deck. A companionway leads down "
        "to the great cabin.",
        R("quarterdeck", "n d"),
        notes="'quarter' in the deck's name is no coin; forward mapped to north; the "
        "companionway down is outside the vocabulary",
    ),
    item(
        "Accountant's Office\nA mug on the desk says A BAD PENNY ALWAYS TURNS UP, and the petty "
        "cash tin beside it is empty. But there, under the desk, a real penny has turned up. "
        "The glazed door east stands open. The door north, to the partner's office, is locked.",
        R("accountant's office", "e n", locked="n", coin=True),
        notes="a proverb on a mug and an empty petty cash tin are no coins, the real penny under "
        "the desk is: take it",
    ),
    item(
        "Lane End\nA fingerpost at the junction points east: NORTHWICH 4. The lane runs east and "
        "west; to the north and south there are hedges with no gap in them.",
        R("lane end", "e w"),
        notes="a town's name on a fingerpost gives no way north; hedges with no gap are no "
        "exits; the lane runs east and west",
    ),
]
