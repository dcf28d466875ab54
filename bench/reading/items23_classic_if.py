"""classic_if, twenty-third round: rooms with a title line and a paragraph, in settings no
earlier round used: an airship's passenger saloon (forward and aft mapped to north and south, a
CREW ONLY door locked, a spiral stair up, a silver guilder), a typewriter repair shop (a bead
curtain, a walk into the workshop for a copper coin and back to the counter), a chess club in
TADS 3's manner ("Obvious exits lead north, east, and west to the bar.", a Mercury dime), a
perfumery's distilling room (a copper alembic), a taxidermist's back room in an Eamon-like
manner in capitals ("OBVIOUS EXITS: E, W", "YOU SEE: ..., A WHEAT PENNY.", "YOUR COMMAND?"), a
luthier's workshop (violins on a wire strung east to west), an organ loft (a door "bolted on
this side" and a stair down), a globe maker's workshop (the East Indies, a chalk compass rose,
a window west), a fencing salle (crossed sabres on the west wall), a falconry mews (a door held
open with a sandbag, a silver forint in the sand), a railway roundhouse (the turntable pit, a
wicket in the great doors, a bun penny), a lightship's mess deck ("Forward, which here is
north", a door latched back), a Turkish bath's hot room, an ice house (a cartwheel penny), a
hill fort's rampart (a scarp with no way down), an airfield's visual control room (glass on
every side, only a stair down: no action), a seaplane base's slipway hut, a golf clubhouse's
locker room (the crown green, a money spider, an open locker holding a tee peg). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def counter(event: str = "") -> tuple:
    """The typewriter shop's front counter (west: the street; north: the workshop)."""
    tail = f"\n\n{event}" if event else ""
    return (
        "Front Counter\nHaskell's Typewriter Repair smells of machine oil and old ribbon. "
        "Half-gutted Remingtons wait on the shelves with luggage labels tied to their carriage "
        "levers. The street door is to the west, and a bead curtain to the north hangs in front "
        "of the workshop.\n\nA brass bell sits on the counter next to a card: NO REPAIR "
        f"RETURNED WITHOUT TICKET.{tail}",
        R("front counter", "w n", leads={"n": "workshop"}),
    )


def workshop(coin: bool = True) -> tuple:
    tail = "\n\nThere is a copper coin here, lying in a tray of loose typebars." if coin else ""
    return (
        "Workshop\nA long bench runs under the window, littered with springs, platens and "
        "little brushes. A Corona with its shell off sits in a vice like a patient on the "
        f"table. The only way out is through the bead curtain, to the south.{tail}",
        R("workshop", "s", coin=coin),
    )


ITEMS = [
    item(
        "Passenger Saloon\nLong slanted windows on either side look down on a floor of cloud. "
        "Wicker chairs are bolted to the deck in pairs. The promenade lies forward, which aboard "
        "the Albatross is north, and a door aft, to the south, is marked CREW ONLY; it is "
        "locked. A spiral stair climbs to the observation gallery.\n\nThere is a silver guilder "
        "here.",
        R("passenger saloon", "n s up", locked="s", coin=True),
        notes="an airship: forward mapped to north by the text, aft to south (a locked door), a "
        "stair up outside the vocabulary; a silver guilder is a coin lying here: take coin",
    ),
    item(
        *counter(),
        notes="the front counter names its room; the street door west (state not given: open) "
        "and a bead curtain north (no door) are exits; a card about tickets, no coin: go west "
        "or north",
    ),
    item(
        "Tournament Hall\nTwelve boards stand ready on baize-covered trestles, each with its "
        "clock set to ninety minutes. Portraits of past club champions frown down from the "
        "panelling.\n\nObvious exits lead north, east, and west to the bar.\n\nYou see a chess "
        "clock and a Mercury dime here.",
        R("tournament hall", "n e w", coin=True),
        notes="TADS 3's exit lister (the bar named as west's destination); a Mercury dime (the "
        "old US ten-cent coin) in TADS's 'You see ... here.': take coin",
    ),
    item(
        "Distilling Room\nA great copper alembic squats over a cold burner, its swan neck "
        "running down into a cooling worm. Rose petals dry on racks of muslin. The door to the "
        "herb garden, south, stands open; the door east, into the shop, is shut.",
        R("distilling room", "s e", closed="e"),
        notes="a perfumery: south open, east shut (closed); a copper alembic is no coin: go "
        "south or open east",
    ),
    item(
        "YOU ARE IN THE TAXIDERMIST'S BACK ROOM.\nA STUFFED OWL WATCHES YOU FROM THE TOP OF A "
        "CUPBOARD.\nOBVIOUS EXITS: E, W\n\nYOU SEE: A TRAY OF GLASS EYES, A WHEAT PENNY.\n\nYOUR "
        "COMMAND?",
        R("taxidermist's back room", "e w", coin=True),
        notes="an Eamon-like screen in capitals: the room named after 'YOU ARE IN THE', exits E "
        "and W; a wheat penny (the old US cent) in the list: take coin",
    ),
    item(
        "Luthier's Workshop\nViolins in every stage of making hang by their scrolls from a wire "
        "strung east to west across the ceiling. The bench is covered in shavings of spruce and "
        "maple, and a pot of hide glue keeps warm on a ring. The only door, in the north wall, "
        "is ajar.",
        R("luthier's workshop", "n"),
        notes="a wire strung east to west is no way; the one door north stands ajar (open): go "
        "north",
    ),
    item(
        "Organ Loft\nThe console sits under a dust sheet, its four manuals showing at one end, "
        "and the great pipes rise behind it into the roof of the nave. A spiral stair winds down "
        "to the chancel. A small door in the east wall, leading out onto the leads, is bolted on "
        "this side.",
        R("organ loft", "e down", closed="e"),
        notes="the stair down is outside the vocabulary; a door 'bolted on this side' is closed "
        "(the player can draw the bolt, the sixth round's call): open east",
    ),
    item(
        "Globe Workshop\nGores of printed paper, each a slender slice of the world, hang drying "
        "on a line. A half-finished globe turns slowly on its stand, the East Indies uppermost, "
        "and a brass meridian ring lies on the bench beside a compass rose drawn in chalk. The "
        "workshop has one door, to the north, which stands open; a window to the west looks "
        "out over the river.",
        R("globe workshop", "n"),
        notes="compass words on a globe and a chalk compass rose, and a window west, are no "
        "exits; the one door north stands open: go north",
    ),
    item(
        "Salle d'Armes\nA long sprung floor is marked out in white pistes. Masks and padded "
        "jackets hang on pegs, and two crossed sabres are mounted on the west wall above a "
        "board of past champions. Double doors to the north stand open onto the spectators' "
        "gallery; the door to the changing room, east, is closed.",
        R("salle d'armes", "n e", closed="e"),
        notes="sabres on the west wall are no exit; north open, east closed: go north or open east",
    ),
    item(
        "The Mews\nHawks sit hooded on their blocks along a shelf of sand, and a barn owl opens "
        "one eye at you. Jesses and leashes hang from nails. A low door to the south, held open "
        "with a sandbag, lets out onto the weathering ground, and the mews' main door is to the "
        "east.\n\nA silver forint lies in the sand under the shelf.",
        R("the mews", "s e", coin=True),
        notes="the heading keeps its article (the scorer drops 'the '); a door held open with a "
        "sandbag is open; a silver forint is a coin lying here: take coin",
    ),
    item(
        "Roundhouse\nLocomotives stand cold on their roads around the turntable, like the spokes "
        "of a wheel. The turntable pit fills the middle of the floor, and there is no crossing "
        "it. The only way out on foot is the wicket in the great doors to the east, and it "
        "stands open.\n\nThere is a bun penny here, Queen Victoria's young head worn almost "
        "smooth.",
        R("roundhouse", "e", coin=True),
        notes="a bun penny is a Victorian penny (a coin, whatever the word 'bun'); the pit is "
        "no way; the wicket east stands open: take coin",
    ),
    item(
        "Mess Deck\nThe lightship rolls at her moorings, and the kettle on the stove rolls with "
        "her. Bunks are built into the bulkheads. A steep ladder goes up to the deck. Forward, "
        "which here is north, a door stands latched back against the bulkhead; aft, to the "
        "south, the engine room door is shut.",
        R("mess deck", "n s up", closed="s"),
        notes="forward mapped to north by the text; a door latched back is open; the engine "
        "room door south is shut (closed); the ladder up is outside the vocabulary: go north or "
        "open south",
    ),
    item(
        "Hot Room\nSteam hangs so thick that the marble benches are only shapes in it. Somewhere "
        "water drips into a basin. The only door, to the west, is of heavy frosted glass, and "
        "it is shut.",
        R("hot room", "w", closed="w"),
        notes="a Turkish bath: the one door west is shut (closed): open west",
    ),
    item(
        "Ice House\nA dome of sweating brick, sunk into the bank above the lake. The last of the "
        "winter's ice lies under sawdust in the pit. The only way out is the passage north, "
        "toward the daylight.\n\nSomeone has dropped a cartwheel penny in the sawdust.",
        R("ice house", "n", coin=True),
        notes="a cartwheel penny (the big copper penny of 1797) is a coin lying here: take coin",
    ),
    item(
        "Inner Rampart\nThe turf bank rises around you in a great ring, and sheep graze in the "
        "old ditch below it. Gateways break the rampart to the east and to the west. To the "
        "north the ground falls away in a steep scarp with no way down, and to the south the "
        "bank runs on unbroken.",
        R("inner rampart", "e w"),
        notes="a hill fort: gateways east and west are exits; a scarp with no way down and an "
        "unbroken bank are not: go east or west",
    ),
    item(
        "Visual Control Room\nGlass on every side: the runway to the east, the hangars to the "
        "south, cattle grazing to the west and the north. A radio set hisses on the desk, and a "
        "board of coloured strips shows no aircraft due. The only way out is the stair down.",
        R("visual control room", "down"),
        notes="an airfield's control tower: views in four directions are no exits; the only "
        "way is down, outside the vocabulary: no fact of a direction, no action",
    ),
    item(
        "Slipway Hut\nA workbench, a coil of mooring line, tins of dope for the wings. The "
        "slipway runs down into the water to the south; there's no going that way without a "
        "boat. A door to the north, into the hangar, is locked, and a cinder path leads off "
        "east along the shore.",
        R("slipway hut", "n e", locked="n"),
        notes="a seaplane base: water without a boat is no exit; the hangar door north is "
        "locked (no open); the path east is open: go east",
    ),
    item(
        counter(),
        "n",
        workshop(),
        notes="a walk through the bead curtain into the workshop; a copper coin lies in a tray "
        "there: take coin (the way back south is visited and the first entry)",
    ),
    item(
        counter(),
        "north",
        workshop(),
        "take coin",
        ("Taken.", K("took")),
        "s",
        counter("The bell over the street door jangles, but nobody comes in."),
        notes="there and back: the coin taken in the workshop, the counter again with an event "
        "of the turn; north is visited, west is not (and this is the first room): go west",
    ),
    item(
        "Locker Room\nRows of green lockers, a slatted bench, the smell of liniment. A notice "
        "reminds members that the crown green is closed for reseeding, and a money spider is "
        "lowering itself from the light on a thread. The door to the bar is north; the showers "
        "are west, through an open archway.\n\nOne locker stands open, empty but for a tee peg.",
        R("locker room", "n w"),
        notes="a golf clubhouse: 'crown green' and a money spider name no coin, and the open "
        "locker holds only a tee peg; the bar door north (state not given: open) and the archway "
        "west: go north or west",
    ),
]
