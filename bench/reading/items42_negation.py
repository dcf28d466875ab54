"""negation, forty-second round (emphasis: paraphrase): absence, negation and distractors said in
the many ways people say them. Ways denied in other words ("the rock closes in: there is no passage
that way", "The door north was walled up after the fire", "nothing but barrels and the wall behind
them", "There's no way out but the door to the west", a skylight too small to climb through, a
window that doesn't open, the wind from the south, a telescope out to sea); coin words that give no
coin (a coin-operated telescope, dime novels, guinea pigs, penny whistles, a portrait of the
sovereign, bronze medals, a phone's emptied coin box, an open and empty purse, paper crowns from
crackers, nickel-plated taps, brass buttons stamped with anchors, "nothing here worth a penny", play
money); doors by denial and by their past ("isn't locked, only shut", "which used to be kept locked,
now stands open"); and four short histories: "There are no coins here, only the slot.", a look under
a doormat that finds nothing, a one-rupee coin taken and the inventory that shows it carried, a
shiny thing examined that turns out a bottle cap. What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ARCADE = (
    "Amusement Arcade\nThe machines are dark and silent. A change machine by the door wears a "
    "card saying OUT OF ORDER, and its coin slot has been taped over. Exits: north, west.",
    R("amusement arcade", "n w"),
)
PORCH = (
    "Porch\nA boot scraper, a doormat that says WELCOME, a pot of dead geraniums. The front door, "
    "east, stands open, and the garden path leads away to the south.",
    R("porch", "e s"),
)
WAITING_ROOM = (
    "Waiting Room\nA bench, a cold stove and a timetable nobody has updated since spring. The "
    "platform door is north; the booking hall is through the archway west. On the bench lies a "
    "one-rupee coin.",
    R("waiting room", "n w", coin=True),
)
YARD = (
    "Builder's Yard\nSand, a cement mixer and pallets of bricks. Something small and shiny lies "
    "in the gravel by the gate. The gate, south, is open; the site office is north, and its door "
    "is shut.",
    R("builder's yard", "s n", closed="n"),
)

ITEMS = [
    item(
        (
            "Cave Mouth\nThe cave opens to the south onto daylight. To the east the rock closes "
            "in: there is no passage that way. A tunnel runs north into the dark.",
            R("cave mouth", "s n"),
        ),
        notes="'there is no passage that way' (east) denies a way; the opening south and the "
        "tunnel north are ways",
    ),
    item(
        (
            "Pier End\nGulls, rusted railings and a coin-operated telescope staring out to sea "
            "(20P, the slot says). The only way off the pier is north, toward the promenade.",
            R("pier end", "n"),
        ),
        notes="a coin-operated telescope and its slot are no coin; the sea is no way; the only "
        "way is north",
    ),
    item(
        (
            "Reading Room\nGreen lamps, long tables, a rack of dime novels by the issue desk. The "
            "south wall is bookshelves from floor to ceiling. Doors lead north and east.",
            R("reading room", "n e"),
        ),
        notes="dime novels are books, no coin; 'The south wall is bookshelves' is no way",
    ),
    item(
        (
            "Pet Shop\nGuinea pigs squeak in a hutch by the counter, and a parrot says something "
            "rude. A notice reads NO MONEY IS KEPT ON THESE PREMISES. The street door to the south "
            "is open; the stockroom door, west, is shut.",
            R("pet shop", "s w", closed="w"),
        ),
        notes="guinea pigs are animals; 'NO MONEY IS KEPT' gives no coin; the stockroom door "
        "west shut",
    ),
    item(
        (
            "Music Shop\nGuitars hang on the walls, and a jar by the till is full of penny "
            "whistles. A poster for West Side Story is peeling by the door. North, the street door "
            "is ajar; east, the door to the practice room is closed.",
            R("music shop", "n e", closed="e"),
        ),
        notes="penny whistles are instruments; West Side Story is a show; the street door north "
        "ajar (open), the practice room door east closed (direction first)",
    ),
    item(
        (
            "Council Chamber\nA horseshoe of oak desks faces a portrait of the sovereign above the "
            "mayor's chair. The door north was walled up after the fire, and the only door now is "
            "the one to the south.",
            R("council chamber", "s"),
        ),
        notes="a portrait of the sovereign (the monarch) is no coin; the walled-up door north is "
        "no way; the only way is south",
    ),
    item(
        (
            "Trophy Room\nBronze medals from forgotten regattas hang in a glass case beside a "
            "silver cup. The window east looks out over the river. The stairs go down to the boat "
            "bay, and the door to the west leads to the changing room.",
            R("trophy room", "d w", leads={"w": "changing room"}),
        ),
        notes="bronze medals and a silver cup are no coin; the river window east is no way; the "
        "stairs down are outside the vocabulary; the door west is the way",
    ),
    item(
        (
            "Phone Box\nA red telephone box smelling of old rain. The coin box has been forced "
            "open and emptied. The door, east, is the only way out.",
            R("phone box", "e"),
        ),
        notes="a coin box forced and emptied: no coin; the door east is the way",
    ),
    item(
        (
            "Cellar\nCobwebs, a mangle and a smell of coal. Westward there is nothing but barrels "
            "and the wall behind them. The cellar door, north, isn't locked, only shut. A purse "
            "lies on a barrel, open and empty.",
            R("cellar", "n", closed="n"),
        ),
        notes="'isn't locked, only shut' is a closed door (open north); westward nothing but "
        "barrels and a wall; an open, empty purse is no coin",
    ),
    item(
        (
            "Vestry\nSurplices hang on pegs along the east wall, and a kettle sits on a gas ring. "
            "The vestry door to the south, which used to be kept locked, now stands open.",
            R("vestry", "s"),
        ),
        notes="a door by its past ('used to be kept locked, now stands open') is open; pegs on "
        "the east wall are no way",
    ),
    item(
        (
            "Dining Room\nThe table is a wreck of plates and pulled crackers, and paper crowns lie "
            "everywhere. The kitchen is through the swing door to the west; the hall lies north.",
            R("dining room", "w n", leads={"w": "kitchen", "n": "hall"}),
        ),
        notes="paper crowns from crackers are no coin; a swing door west and the hall north",
    ),
    item(
        (
            "Bathroom\nA claw-foot bath with nickel-plated taps, and a frosted window on the north "
            "side that doesn't open. The door to the landing is east.",
            R("bathroom", "e", leads={"e": "landing"}),
        ),
        notes="nickel-plated taps are no coin (nickel the metal); a window that doesn't open is "
        "no way",
    ),
    item(
        (
            "Tailor's Shop\nA tape measure, a dummy in half a jacket and a tin of brass buttons, "
            "each stamped with an anchor. The fitting room is behind a curtain to the north. The "
            "street door, south, is locked; the tailor has gone to lunch.",
            R("tailor's shop", "n s", locked="s"),
        ),
        notes="brass buttons stamped with anchors are no coin; the street door south locked; the "
        "curtain north is the way",
    ),
    item(
        (
            "Allotment Shed\nSeed trays, a fork, a deckchair with a split seat. The wind is from "
            "the south today and rattles the door, which is the shed's only way out, on the north "
            "side.",
            R("allotment shed", "n"),
        ),
        notes="the wind from the south is no way; the one door on the north side is the way out",
    ),
    item(
        (
            "Attic\nTea chests, a rocking horse and a north-facing skylight far too small to climb "
            "through. There is nothing here worth a penny. The only way out is the hatch down to "
            "the landing.",
            R("attic", "d"),
        ),
        notes="'nothing here worth a penny' is no coin; the skylight is no way; the only way is "
        "down: nothing to do (no action)",
    ),
    item(
        (
            "Games Room\nA chess set, a dartboard and a box of play money from a board game, paper "
            "notes in five colours. There's no way out but the door to the west.",
            R("games room", "w"),
        ),
        notes="play money (paper notes) is no coin; 'no way out but the door to the west': one "
        "exit",
    ),
    item(
        ARCADE,
        "take coin",
        ("There are no coins here, only the slot.", K("none")),
        notes="`take coin` answered 'There are no coins here, only the slot.': no coin; the "
        "room kept",
    ),
    item(
        PORCH,
        "look under doormat",
        ("You lift the doormat. There's nothing under it but grit.", K("none")),
        notes="a look under the doormat finds nothing: no coin; both ways open",
    ),
    item(
        WAITING_ROOM,
        "take coin",
        ("You pick up the rupee.", K("took")),
        "inventory",
        ("You are carrying:\n  a one-rupee coin\n  a return ticket", K("none")),
        notes="the one-rupee coin taken; the inventory shows it carried, not in the room",
    ),
    item(
        YARD,
        "examine shiny thing",
        ("It's the cap off a bottle of cream soda. Not worth picking up.", K("none")),
        notes="'Something small and shiny' turns out a bottle cap: no coin; the gate south "
        "open, the site office door north shut",
    ),
]
