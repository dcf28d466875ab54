"""negation, forty-fourth round (emphasis: busy rooms): crowded rooms whose scenery holds things
that only look like coins and ways: prices (4 GNS, 15/-, WASH 4.00, EXACT FARE), names (the Golden
Guinea, horses called Penny, Sovereign, Nickel and Lucky Sixpence, destinations NORTH WALES and EAST
CROYDON), pictures (a still life of gold coins, a merchant counting money, a tapestry's open castle
gate, a trompe-l'oeil door, a door carved on an overmantel), memories and records (Roman gold found
in 1962 and now in a museum), sounds from elsewhere (slot machines paying out next door), views (a
mountain through a north window "There is no door on that side."), a bricked-up doorway, an empty
coin tray, an empty swear box, an organ loft whose only way is a stair down (no action); one real
coin among the distractors (a threepenny bit on a garden path); four short histories: `take coin`
answered "There is no coin here." at a glint in a mosaic, a look under a dog basket, a 25-centesimi
coin taken and carried, a portrait's painted gold examined. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Curiosity Shop\nEvery surface is covered. A stuffed bear holds a tray of pipes; a "
        "ship's figurehead leans against a grandfather clock; a cabinet of birds' eggs stands "
        "beside a rack of walking sticks with silver tops. Price tickets on strings hang from "
        "everything, written in a spidery hand: 4 GNS, 15/-, NOT FOR SALE. On the west wall an "
        "oak overmantel carved with a little door, hinges and all, frames a mirror. The "
        "proprietor is asleep in a chair by the stove.\n\nThe only way out is the shop door, "
        "south, with its bell.",
        R("curiosity shop", "s"),
        notes="prices in guineas and shillings on tickets are no coin; a door carved on an "
        "overmantel is no way; the one exit is south",
    ),
    item(
        "Lounge Bar\nThe Golden Guinea has been a pub since 1740, and its lounge bar has been "
        "collecting things ever since: horse brasses on every beam, a stuffed pike in a glass "
        "case, a row of pewter tankards that belong to regulars who are mostly dead. The "
        "landlady polishes glasses under a sign that says NO CREDIT, NOT EVEN YOU, DEREK. A "
        "quiz team argues over the capital of Peru.\n\nThe public bar is through the arch to "
        "the north. The garden door is west.",
        R("lounge bar", "n w", leads={"n": "public bar"}),
        notes="the pub's name, the Golden Guinea, is no coin; no coin lies here; north (an "
        "arch) and west are the ways",
    ),
    item(
        "Entrance Hall\nThe hall rises two storeys to a painted ceiling of gods on clouds. "
        "Marble busts stand in niches, each of an ancestor with the family nose. A butler's "
        "tray on a side table holds the day's post. On the west wall, so well painted that "
        "visitors walk into it, is a door that isn't there: a trompe-l'oeil of a half-open "
        "door with a spaniel looking round it. The real doors are to the north, into the "
        "library, and east, into the morning room; both stand open.",
        R("entrance hall", "n e", leads={"n": "library", "e": "morning room"}),
        notes="a painted door on the west wall is a picture, no way; north and east stand open",
    ),
    item(
        "WAITING ROOM\nA coal fire, a long bench worn smooth, and a dozen passengers waiting "
        "for the delayed 14.10. A departure board lists the trains in white letters: NORTH "
        "WALES COAST, WESTON-SUPER-MARE, SOUTHAMPTON CENTRAL, EAST CROYDON. A poster advertises "
        "the sunny south coast. The windows look out onto the platform on both sides, but the "
        "only door is to the east.",
        R("waiting room", "e"),
        notes="compass words in the names of destinations (North Wales, Weston, Southampton, "
        'East Croydon) and a poster\'s "south coast" are no ways; windows are no way; the one '
        "door is east",
    ),
    item(
        "Back Office\nA desk buried in invoices, a calendar of a garage that went out of "
        "business, a kettle, and a safe with its door open and nothing in it. Through the wall "
        "to the north you can hear the slot machines in the arcade next door paying out, a "
        "rattle and a cheer, over and over. The only door is south, out to the counter.",
        R("back office", "s"),
        notes="coins heard paying out through the wall in another building are no coin here; "
        "the open safe is empty; the wall north is no way; the one door is south",
    ),
    item(
        "Dig Hut\nTrays of finds on every table, each with its label: pottery, bone, a comb, "
        "nails. Photographs pinned to the walls show the trench in every season. Over the "
        "kettle hangs a newspaper cutting from 1962: LOCAL BOY FINDS ROMAN GOLD. The coin "
        "itself is in the county museum. Two students are washing sherds in a bucket. The door "
        "is to the west, and the trench is beyond it.",
        R("dig hut", "w"),
        notes="a coin found in 1962 and now in a museum, told in a cutting, is no coin here; "
        "the one way is west",
    ),
    item(
        "Gallery Seven\nDutch paintings, floor to ceiling. A still life of a silver purse spilling "
        "gold coins across a table hangs beside a portrait of a merchant counting money, and a "
        "third picture shows a harbour full of ships. A guard dozes on a folding chair. A school "
        "party sits cross-legged in front of the merchant, drawing him. Gallery Six is east. "
        "Gallery Eight is south.",
        R("gallery seven", "e s", leads={"e": "gallery six", "s": "gallery eight"}),
        notes="painted coins (a still life, a merchant counting money) are no coin; the "
        "galleries east and south are the ways",
    ),
    item(
        "You're in the common room. The mountain hut is full tonight: boots steam by the stove, "
        "and climbers sit at the long tables over soup and maps, planning tomorrow. Ropes, "
        "helmets, ice axes hang everywhere. The big window in the north wall shows the whole face "
        "of the mountain, pink in the last light. There is no door on that side. The door to the "
        "dormitory is east, and the way out to the terrace is south.",
        R("common room", "e s"),
        notes='the room `common room` ("You\'re in the common room."; the mountain hut is the '
        'building); the north window and the mountain are a view, "There is no door on that '
        'side."; east and south are the ways',
    ),
    item(
        "Morning Room\nA sunny room crammed with a family's worth of chairs. Family photographs "
        "in silver frames crowd the piano. The doorway in the east wall was bricked up when the "
        "house was divided into flats; you can still see the shape of the arch in the plaster. "
        "A canary sings in a cage in the window. The only way out is the door to the west.",
        R("morning room", "w"),
        notes="a doorway bricked up, its arch still visible, is no way; the one exit is west",
    ),
    item(
        "[Tapestry Room]\nThe walls are hung with tapestries from floor to ceiling, a hunt "
        "running right round the room: hounds, horsemen, a stag, and at the end a castle with "
        "its gate standing open and a lady waving from it. Candles gutter in the draught. "
        "A chest of dark oak stands under the window.\n[Exits: south]",
        R("tapestry room", "s"),
        notes="a castle gate standing open in a tapestry is a picture; the one exit is south",
    ),
    item(
        "Launderette\nSix machines going at once, and the windows steamed up. A woman folds "
        "sheets with the speed of a card sharp; a student reads philosophy on top of a dryer "
        "for the warmth; a small dog sits watching its owner's washing go round. The change "
        "machine on the wall has an OUT OF ORDER sign on it, and its coin tray is empty. A "
        "notice says WASH 4.00, DRY 1.00 PER 10 MIN. The street door is south. The door to the "
        "back, west, is marked STAFF ONLY and is shut.",
        R("launderette", "s w", closed="w"),
        notes="an empty coin tray and prices on a notice are no coin; the staff door west is "
        "shut (closed)",
    ),
    item(
        "Stable Yard\nThe yard is all noise: a farrier shoeing a grey, stable girls leading "
        "horses in and out, a radio in the tack room playing the racing. Over every box door "
        "is the name of its horse on a painted board: PENNY, SOVEREIGN, NICKEL, LUCKY "
        "SIXPENCE. A cat sleeps on a hay bale. The lane is north. The paddock gate is east.",
        R("stable yard", "n e"),
        notes="horses named Penny, Sovereign, Nickel and Lucky Sixpence are no coins; the box "
        "doors are the horses' stables, no exits of the yard given by direction; north and "
        "east are the ways",
    ),
    item(
        "Ticket Office\nA booth of dark wood with a brass grille, and the clerk behind it sorting "
        "a stack of tickets. A card on the grille says EXACT FARE PLEASE. Timetables, a poster for "
        "a steamer trip, a map of the line. A queue of walkers with rucksacks reaches to the door. "
        "There is nothing for you on the counter but a leaflet.\nExits: north, west.",
        R("ticket office", "n w"),
        notes='a card asking for the exact fare is no coin; "nothing for you on the counter '
        'but a leaflet"; north and west are the ways',
    ),
    item(
        "Organ Loft\nPipes rise above you like a forest of tin trees. The organist, a small man "
        "in a large cardigan, is practising a fugue with his stockinged feet. Music is stacked "
        "on every ledge. A mirror over the keyboard lets him see the altar, far away at the "
        "east end of the church below. There is no way on from here but the spiral stair down "
        "to the nave.",
        R("organ loft", "d"),
        notes="the altar seen in a mirror at the east end of the church is no way; the only way "
        "is down (outside the vocabulary): no exit of the vocabulary, no action",
    ),
    item(
        "Kitchen Garden\nBehind its high walls the garden hums with bees. Rows of beans on "
        "canes, lettuces, a fig trained against the warm south wall, a greenhouse full of "
        "tomatoes. An old gardener is hoeing with his back to you and a wheelbarrow beside "
        "him. Above the door in the north wall a sundial says, in carved letters, I COUNT ONLY "
        "THE SUNNY HOURS. That door is the only way out, and it stands open. A silver "
        "threepenny bit lies on the path among the gravel.",
        R("kitchen garden", "n", coin=True),
        notes="a real coin among the distractors: a threepenny bit on the path is a coin in the "
        "room; the south wall is a wall; the only way is the door north",
    ),
    item(
        "Tack Room\nSaddles on racks, bridles on pegs, and the smell of leather soap. A "
        "calendar of show jumpers, a rosette board crowded with red and blue, a cup for the "
        "1987 gymkhana. Somebody's coat hangs on a hook with its pockets turned out. The window "
        "looks east over the paddock. The door is north. There's no money anywhere, only a "
        "jar labelled SWEAR BOX with nothing in it.",
        R("tack room", "n"),
        notes='an empty swear box and "no money anywhere" are no coin; the window east is a '
        "view; the one way is north",
    ),
    # ---- short histories
    item(
        (
            "Atrium\nThe villa's atrium is open to the sky, with a pool in the middle to catch "
            "the rain. The floor is a mosaic of sea creatures: an octopus, dolphins, a crab, "
            "and round the edge a border of gold waves. Something glints in the mosaic by the "
            "pool. Tourists photograph each other in front of a fresco of a garden. The way "
            "out to the street is south; the garden court is north.",
            R("atrium", "s n", leads={"n": "garden court"}),
        ),
        "take coin",
        (
            "The glint is a gold tessera in the mosaic, set fast two thousand years ago. There "
            "is no coin here.",
            K("none"),
        ),
        notes='a glint in a mosaic, and `take coin` answered "There is no coin here.": no '
        "coin; south and north are the ways",
    ),
    item(
        (
            "Porch\nA deep porch crowded with wellingtons, a bicycle, a pram, a sack of "
            "potatoes and a dog basket with no dog in it. Above the front door hangs a horseshoe, "
            "points up for luck. The front door is west and it is shut. The garden path goes "
            "east.",
            R("porch", "w e", closed="w"),
        ),
        "look under basket",
        ("Under the dog basket there's nothing but dog hair and a biscuit.", K("none")),
        notes="a look under a dog basket finds no coin; the front door west is shut (open it), "
        "the path east",
    ),
    item(
        (
            "Booking Hall\nThe old booking hall of the tram museum: a ticket window with a "
            "brass grille, posters of trams in every city of the empire, and a wooden bench "
            "polished by a century of waiting. A 25-centesimi coin lies by the ticket window. "
            "The tram shed is north. The street is south.",
            R("booking hall", "n s", coin=True, leads={"n": "tram shed"}),
        ),
        "take coin",
        ("Taken.", K("took")),
        "inventory",
        ("You are carrying:\n  a 25-centesimi coin\n  a museum ticket\n  a folded map", K("none")),
        notes="the coin taken, and an inventory that shows it carried: no coin in the room; "
        "north and south are the ways",
    ),
    item(
        (
            "Counting House\nHigh desks, high stools, ledgers bound in red. Three clerks "
            "write with steel pens and do not look up. Over the fireplace hangs a painting of "
            "the firm's founder, his hand resting on a heap of gold. A window on the east side "
            "looks onto the quay. The door to the partners' room is north. The street door is "
            "west.",
            R("counting house", "n w", leads={"n": "partners' room"}),
        ),
        "examine painting",
        (
            "The founder looks pleased with himself. The gold under his hand is painted, and "
            "not very well.",
            K("none"),
        ),
        notes="gold painted in a portrait, examined: no coin; the window east is no way; north "
        "and west are the ways",
    ),
]
