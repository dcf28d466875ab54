"""negation, thirty-first round: coin words and compass words that give no coin and no exit, ways
denied and doors whose state is told by a negative, in places no earlier round visited, beside
real coins and real exits. Coin words that name no coin: an automat's nickel slots and the
cashier who changes dollars into nickels, a crown roast of lamb, tiddlywinks "each about the size
of a penny", a dental crown waiting for a molar, ALL RECORDS IN MINT CONDITION, "a change of
clothes", a coin-operated vacuum whose slot is empty, a fortune-teller machine's PUT IN A COIN, a
lucky coin out of reach under the tide, a landlord's tabby called Coin, a tray of gold sovereign
rings, coins hammered edgeways into a fallen oak (fixed, as the twenty-fourth round's varnished
pennies), "something round and shiny" that turns out to be the lid of a boot-polish tin, a penny
taken and the bench looked at again; beside them a real quarter an inch from a jukebox's coin
slot. Compass words that give no way: North by Northwest on a drive-in screen, "Go West" on the
jukebox and a postcard of the Eastern Seaboard, a Northern Soul single, the South Sea Tearoom
("no sea and no way south"), a causeway east under a yard of water, a lift taped OUT OF ORDER, a
door in a north wall that opens onto a two-storey drop. Doors: "Neither door here has a lock. The
north one ... stands open; the west one ... has blown shut.", a lab door locked under an X-RAY IN
USE sign. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

BOOTROOM = (
    "Bootroom\nWellingtons in pairs, a boot jack, a bench. Something round and shiny lies under "
    "the bench. The back door, north, is shut; the kitchen is east.",
    R("bootroom", "n e", closed="n"),
)


def juniper_bench(coin: bool) -> tuple:
    penny = " A penny lies in the grit by the last pot." if coin else ""
    return (
        "Juniper Bench\nA row of junipers in shallow pots, wired into the shapes of wind-bent "
        f"trees. Paths run north and east between the benches.{penny}",
        R("juniper bench", "n e", coin=coin),
    )


ITEMS = [
    item(
        "Automat\nA wall of little glass doors, each with a slice of pie or a sandwich behind it "
        "and a nickel slot beside it. The cashier in her glass booth changes dollars into "
        "nickels, and nobody leaves a nickel lying about. The revolving door to the street is "
        "south; the kitchen door, east, is marked EMPLOYEES ONLY and is locked.",
        R("automat", "s e", locked="e"),
        notes="nickel slots and the cashier's nickels are no coins in the room (\"nobody leaves "
        'a nickel lying about"); the kitchen door east locked: go south',
    ),
    item(
        "Butcher's Shop\nA crown roast of lamb sits in the window beside a tray of silverside "
        "and a string of sausages. The street door, north, is open; the cold store, west, is "
        "behind a steel door that is shut. The till stands open, and empty.",
        R("butcher's shop", "n w", closed="w"),
        notes="a crown roast is a joint of meat, not a coin; the till is empty; north open, "
        "west shut",
    ),
    item(
        "Row F\nCars are parked nose-first toward the screen, each beside a speaker post on its "
        "pole. Up on the screen, Cary Grant is running from a crop duster in North by "
        "Northwest. The aisle runs east to the snack bar and west to the exit lane. North is the "
        "screen's concrete footing, too high to climb; south is a chain-link fence.",
        R("row f", "e w"),
        notes="North by Northwest is a film on the screen, not a way; the footing north and "
        "the fence south are none; the aisle gives east and west",
    ),
    item(
        "Games Room\nA game of tiddlywinks has been abandoned on the felt, its little discs of "
        "coloured plastic scattered round the cup, each about the size of a penny. The door to "
        "the hall, west, stands open. A bay window looks south over the lawn.\n\nYou can see a "
        "cup and some tiddlywinks here.",
        R("games room", "w"),
        notes="tiddlywinks the size of a penny are no coins; the bay window south is no exit; "
        "the door west stands open",
    ),
    item(
        "Roadhouse\nThe jukebox in the corner is playing 'Go West', and somebody has stuck a "
        "postcard of the Eastern Seaboard to the mirror behind the bar. The only door is north, "
        "and it is shut. A quarter lies on the bar, an inch from the jukebox's coin slot.",
        R("roadhouse", "n", closed="n", coin=True),
        notes="'Go West' is a song and the Eastern Seaboard a postcard: no ways; the only door "
        "is north (shut); the quarter on the bar is a real coin beside the slot: take it",
    ),
    item(
        "Surgery\nOn the tray beside the chair lie a mirror, a probe and a gold crown waiting to "
        "be fitted to somebody's molar. The door to the waiting room, east, is ajar. The door "
        "to the lab, north, has a sign on it, X-RAY IN USE, and it is locked.",
        R("surgery", "e n", locked="n"),
        notes="a dental crown is no coin; the lab door north is locked (no open); east is ajar "
        "(open)",
    ),
    item(
        "Record Shop\nCrates of vinyl, and a hand-lettered sign: ALL RECORDS IN MINT CONDITION. "
        "A Northern Soul single spins on the deck by the till. The door to the street, south, "
        "is open. There is no way east: that whole wall is shelves.",
        R("record shop", "s"),
        notes='"mint condition" names no coin and "Northern Soul" no way; "no way east"; '
        "the street door south is the exit",
    ),
    item(
        "Changing Room\nA bench, a row of pegs, and somebody's kitbag with a change of clothes "
        "spilling out of it. The only door is west, and it stands open onto the slipway. "
        "There's no coin here; you've checked under the bench.",
        R("changing room", "w"),
        notes="a change of clothes is no money, and the text says there is no coin; west open",
    ),
    item(
        BOOTROOM,
        "take coin",
        (
            "It's not a coin at all: it's the lid of a boot-polish tin. You leave it where it is.",
            K("none"),
        ),
        notes='"something round and shiny" was never read as a coin, and the take answers '
        "that it is a tin lid: no coin; the shut back door north and the kitchen east",
    ),
    item(
        "Causeway Head\nThe tide is in: the causeway to the island, east, lies under a yard of "
        "grey water and will until four o'clock. The road runs north to the village. Someone's "
        "lucky coin glints on the causeway's first stones, under the water and well out of "
        "reach.",
        R("causeway head", "n"),
        notes="a causeway under the tide is no way now; a coin under the water out of reach is "
        "not one to take; the road north is the exit",
    ),
    item(
        "Glasshouse Porch\nNeither door here has a lock. The north one, into the vinery, stands "
        "open; the west one, to the garden, has blown shut.\n\nYou can see a watering can "
        "here.",
        R("glasshouse porch", "n w", closed="w"),
        notes="doors told by a negative (no lock on either): north open, west blown shut "
        "(closed, not locked)",
    ),
    item(
        "Vacuum Bay\nA coin-operated vacuum stands on its post: 50c FOR 4 MINUTES. Its coin box "
        "is padlocked, and its slot is empty. The forecourt is south and the wash bay east.",
        R("vacuum bay", "s e"),
        notes="a coin-operated machine, a padlocked coin box and an empty slot: no coin; south "
        "and east are ways",
    ),
    item(
        "Arcade Corner\nIn a glass case a fortune-teller dummy in a turban holds one hand over "
        "a crystal ball. PUT IN A COIN, says the card, and you haven't got one. The way out is "
        "west, past the pinball tables.",
        R("arcade corner", "w"),
        notes="a card asking a coin, and no coin on the player or in the room; west",
    ),
    item(
        juniper_bench(coin=True),
        "take coin",
        ("You pick the penny out of the grit.", K("took")),
        "look",
        juniper_bench(coin=False),
        notes="the penny taken and the bench looked at again: no coin now; the paths north and "
        "east",
    ),
    item(
        "Landing\nThe lift doors are taped over: OUT OF ORDER. Stairs go down. The corridor "
        "runs north to the flats; the south end of the landing is a window over the car park.",
        R("landing", "n d"),
        notes="a lift out of order has no compass way; stairs down are outside the vocabulary; "
        "the window south is no exit: go north",
    ),
    item(
        "The Red Lion Taproom\nLow beams, a log fire, and a row of pewter tankards on hooks.\n"
        "Exits: north, west\nCoin, the landlord's tabby, is curled up on the settle.",
        R("the red lion taproom", "n w"),
        notes="Coin is a cat's name: no coin in the room",
    ),
    item(
        "You're in the South Sea Tearoom. Despite the name, there's no sea and no way south, "
        "only a wall hung with paper parasols. The door is north.",
        R("south sea tearoom", "n"),
        notes='a compass word in a room\'s name gives no exit ("no way south"); the door north '
        "is the only way",
    ),
    item(
        "Jeweller's Bench\nOn the bench lie a loupe, a burnisher and a tray of gold sovereign "
        "rings waiting for their stones. The shop is east; the safe room door, north, is "
        "locked.",
        R("jeweller's bench", "e n", locked="n"),
        notes="sovereign rings are rings, not coins; the safe room door north locked: go east",
    ),
    item(
        "Money Tree\nAn old fallen oak lies across the clearing, its bark bristling with "
        "thousands of coins hammered edgeways into it for luck, every one bent and rusted into "
        "the wood. Paths lead north and west.",
        R("money tree", "n w"),
        notes="coins hammered into the wood are fixed there (the twenty-fourth round's pennies "
        "varnished into a floor): no coin to take; paths north and west",
    ),
    item(
        "Sewing Room\nA door in the north wall opens onto nothing at all: a sheer drop of two "
        "storeys to the rose beds, for the house was built that way. The real way out is the "
        "door east, which is shut.",
        R("sewing room", "e", closed="e"),
        notes="a door onto a two-storey drop is no exit; the door east is shut (closed): open east",
    ),
]
