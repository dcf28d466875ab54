"""refusal, forty-first round: refusals in new wordings in new places, and what clears or keeps
them: a reptile house's keeper's door "locked. A sign on it says STAFF ONLY." (its state not given),
lift doors "shut" then "Ping! The lift doors slide open." with the lobby printed again (cleared),
water at a fjord's jetty twice ("You'd need a boat for that."), a wall of ice kept by a look, a
keypad door at motorway services kept by an inventory, a turbine hall's control room door refused,
opened and walked through (left behind), a skip yard's fence left behind, a jet bridge door kept by
a wait, a customs shed's bonded store, a car park's parapet with the room printed in the same text
(Both), blank brick at the end of a mushroom tunnel, a tram shed's inspection pit, a padlocked bike
shed unlocked and still shut, mud twice at a bird hide, a chapter house's oak door examined and
still shut, a kiln room door opened by "open it", a chained-off ladder up (no fact), a stage door
shut on a tuning orchestra, a bull in a field over a hedge, a dairymaid who leaves the cold room
door open after a wait (the room printed again: cleared). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

LIFT_SHUT = (
    "Lift Lobby\nSeventh floor. Carpet tiles, a rubber plant and a view of the ring road. The "
    "lift doors, east, are shut. The stairwell door is west, and the open-plan office is south."
)
LIFT_OPEN = (
    "Lift Lobby\nSeventh floor. Carpet tiles, a rubber plant and a view of the ring road. The "
    "lift doors, east, stand open. The stairwell door is west, and the open-plan office is "
    "south."
)
CAR_PARK = (
    "Level 3\nConcrete, oil stains and a smell of exhaust. The stairwell is west, and the ramp "
    "to level 2 is south. North and east there is only the parapet, and the "
    "street far below."
)

ITEMS = [
    item(
        (
            "Reptile House\nWarm and dim, and it smells of damp sand. Glass tanks glow along "
            "both walls; something long is asleep in the biggest one. The keeper's door is "
            "north. The exit is south.",
            R("reptile house", "n s"),
        ),
        "north",
        ("The keeper's door is locked. A sign on it says STAFF ONLY.", K("refused", "locked")),
        notes="The keeper's door (its state not given) refused as locked: refused(north), "
        "closed(north), no open. The exit south: go south.",
    ),
    item(
        (LIFT_SHUT, R("lift lobby", "e w s", closed="e")),
        "east",
        ("The lift doors are shut. The call button glows orange.", K("refused", "closed")),
        "wait",
        (f"Ping! The lift doors slide open.\n\n{LIFT_OPEN}", R("lift lobby", "e w s")),
        notes="The shut lift doors refused; after a wait the lift arrives and the lobby is "
        "printed with the doors open: the refusal is cleared. East, west and south are open "
        "exits, none visited: go east, west or south.",
    ),
    item(
        (
            "Jetty\nA wooden jetty on the fjord, slick with weed. The water is black and very "
            "still. The village is south, up the slipway. There is water on the other three "
            "sides.",
            R("jetty", "s"),
        ),
        "north",
        ("You'd need a boat for that.", K("refused")),
        "west",
        ("Still water that way too, and still no boat.", K("refused")),
        notes="Two moves refused at water (north and west were never exits): refused(north), "
        "refused(west). The village south is the only exit: go south.",
    ),
    item(
        (
            "Ice Corridor\nWalls of carved ice, lit blue from inside. Suite 9 is west, behind a "
            "hanging reindeer hide. The ice bar is east.",
            R("ice corridor", "w e"),
        ),
        "north",
        ("You walk into a wall of solid ice. It is very cold and very hard.", K("refused")),
        "look",
        (
            "Ice Corridor\nWalls of carved ice, lit blue from inside. Suite 9 is west, behind "
            "a hanging reindeer hide. The ice bar is east.\n\nSomebody laughs in the ice bar, "
            "and the sound rings off the walls.",
            R("ice corridor", "w e"),
        ),
        notes="A refusal at a wall of ice, kept by a look (the room printed again with a "
        "laugh from the bar): refused(north). The reindeer hide is a curtain, no closed door: "
        "go west or east.",
    ),
    item(
        (
            "Services Concourse\nA coffee counter, a newsagent's, and rows of fruit machines "
            "flashing to nobody. The toilets are north. The car park doors are south. The staff "
            "door, east, has a keypad.",
            R("services concourse", "n s e"),
        ),
        "east",
        ("The staff door is locked, and you don't know the code.", K("refused", "locked")),
        "inventory",
        ("You are carrying a car key and a paper cup of tea.", K("none")),
        notes="The staff door refused as locked, then an inventory (which changes nothing): "
        "refused(east), closed(east). The fruit machines are no coins. North and south: go "
        "north or south.",
    ),
    item(
        (
            "Turbine Hall\nFour turbines the size of houses hum under a crane rail. The "
            "control room door, west, is closed. The gantry steps go up to the crane.",
            R("turbine hall", "w u", closed="w"),
        ),
        "west",
        ("The control room door is closed. The turbines hum.", K("refused", "closed")),
        "open west",
        ("The door opens with a hiss of air.", K("opened")),
        "west",
        (
            "Control Room\nBanks of dials and a big mimic board of the grid, lit in green. The "
            "door to the turbine hall is east. A fire door north is locked.",
            R("control room", "e n", locked="n"),
        ),
        notes="The closed door refused, opened by direction and walked through: the refusal "
        "is left behind in the turbine hall. In the control room east is visited and initial; "
        "the fire door north is locked: go east.",
    ),
    item(
        (
            "Skip Yard\nSkips for glass, paper, metal and garden waste stand in a row under "
            "numbered signs. A steel fence runs along the north side. The weighbridge office is "
            "east.",
            R("skip yard", "e"),
        ),
        "north",
        ("The fence is two metres of steel mesh. You're not climbing that.", K("refused")),
        "east",
        (
            "Weighbridge Office\nA hut with a window onto the weighbridge, a kettle, and a "
            "calendar from 2009. The skip yard is west. The road gate is south.",
            R("weighbridge office", "w s"),
        ),
        notes="The fence refused in the skip yard and left behind: in the office no refusal "
        "stands. West is visited and initial; the road gate south is not: go south.",
    ),
    item(
        (
            "Gate 14\nRows of seats face a window full of aircraft. The jet bridge door, north, "
            "is closed. The concourse is south.",
            R("gate 14", "n s", closed="n"),
        ),
        "north",
        ("The jet bridge door is closed. BOARDING SOON, says the screen.", K("refused")),
        "wait",
        ("An announcement: flight 212 is delayed by forty minutes.", K("none")),
        notes="The closed jet bridge door refused; a wait changes nothing (refused(north), "
        "closed(north) stand). The concourse south, or open north.",
    ),
    item(
        (
            "Customs Shed\nCrates stencilled with ports from all over the world, and a desk "
            "with a rubber stamp on it. The bonded store door, east, is locked. The quay is "
            "west.",
            R("customs shed", "e w", locked="e"),
        ),
        "east",
        (
            "It's locked. Only the customs officer has a key to the bonded store.",
            K("refused"),
        ),
        notes="The locked bonded store door refused: refused(east), closed(east), no open. The "
        "quay west: go west. The stencilled ports are no ways.",
    ),
    item(
        (CAR_PARK, R("level 3", "w s")),
        "north",
        (
            f"There's only the parapet that way, and a long drop to the street.\n\n{CAR_PARK}",
            Both(K("refused"), R("level 3", "w s")),
        ),
        notes="The refusal and the room again in one text: north was never an exit "
        "(refused(north)). The stairwell west and the ramp south are exits: go west or south.",
    ),
    item(
        (
            "Growing Tunnel\nOyster mushrooms sprout from bags of straw hung in rows, and "
            "misters hiss every few minutes. The packing shed is south.",
            R("growing tunnel", "s"),
        ),
        "north",
        ("The tunnel ends there in blank brick.", K("refused")),
        notes="A refusal at blank brick (north no exit): refused(north). The packing shed "
        "south is the only way: go south.",
    ),
    item(
        (
            "Tram Shed\nThree old trams stand over the inspection pit, their poles down. The "
            "paint shop is north, and the street doors, east, are open.",
            R("tram shed", "n e"),
        ),
        "west",
        ("That way is the inspection pit. You'd break your neck.", K("refused")),
        notes="A refusal at the inspection pit (west no exit): refused(west). North and the "
        "open street doors east: go north or east.",
    ),
    item(
        (
            "Bike Shed\nBicycles hang from hooks in the roof. The tool store door, north, is "
            "padlocked. The yard is south.",
            R("bike shed", "n s", locked="n"),
        ),
        "north",
        ("The padlock holds.", K("refused")),
        "unlock north with key",
        ("You unlock the padlock. The door is still shut.", K("unlocked")),
        notes="The padlocked door refused, then unlocked: it stays shut and the refusal "
        "stands (refused(north), closed(north)). Now it can be opened: open north, or go "
        "south.",
    ),
    item(
        (
            "Bird Hide\nA wooden hide on stilts over the salt marsh, with slots to watch "
            "through. The boardwalk is east. Everything else is mud.",
            R("bird hide", "e"),
        ),
        "north",
        ("You sink to your knees in the mud and haul yourself back out.", K("refused")),
        "west",
        ("More mud that way. Deeper, if anything.", K("refused")),
        notes="Two refusals in two wordings at mud (north and west no exits): refused(north), "
        "refused(west). The boardwalk east is the only exit: go east.",
    ),
    item(
        (
            "Chapter House\nStone benches run round an octagon under a vaulted roof. The "
            "cloister is west. A heavy oak door leads south.",
            R("chapter house", "w s"),
        ),
        "south",
        ("The oak door is shut.", K("refused", "closed")),
        "examine door",
        ("It's a heavy oak door with iron studs. It's shut.", K("none")),
        notes="The oak door (its state not given) refused as shut, and looked at: still shut "
        "(refused(south), closed(south)). Open south or go west.",
    ),
    item(
        (
            "Pottery\nWheels spattered with slip, shelves of pots waiting to be fired. The "
            "kiln room door, north, is closed. The shop is east.",
            R("pottery", "n e", closed="n"),
        ),
        "north",
        ("The kiln room door is closed, and hot to the touch.", K("refused")),
        "open it",
        ("You open the door with a rag round your hand. Heat rolls out.", K("opened", "n")),
        notes="The closed kiln room door refused, then opened ('open it', the door named by "
        "a pronoun): the refusal is cleared. North and east are open exits: go north or east.",
    ),
    item(
        (
            "Water Tower Base\nThe tank stands on iron legs high above. The ladder is chained "
            "off halfway up. The track runs north and south.",
            R("water tower base", "n s"),
        ),
        "u",
        ("The ladder is chained off halfway up. No.", K("refused")),
        notes="The chained-off ladder is no way up, and a refused 'u' (up) is no fact (outside "
        "the vocabulary). North and south are exits: go north or south.",
    ),
    item(
        (
            "Rehearsal Room\nMusic stands in a horseshoe, and a piano with its lid up. The door "
            "to the stage is east. The corridor is south.",
            R("rehearsal room", "e s"),
        ),
        "east",
        (
            "The stage door is shut. Through it you can hear the orchestra tuning up.",
            K("refused", "closed"),
        ),
        notes="The stage door (its state not given) refused as shut: refused(east), "
        "closed(east). Open east, or go south.",
    ),
    item(
        (
            "Lane\nThe lane runs north and south between high hedges. Over the hedge to the east, "
            "cattle are grazing in a field of long grass.",
            R("lane", "n s"),
        ),
        "east",
        ("You can't go that way - there's a hedge, and a bull in that field.", K("refused")),
        notes="A Twine-like refusal: the field east, over a hedge, was never read as an exit (the "
        "lane runs north and south), and the move is refused: refused(east). Go north or south.",
    ),
    item(
        (
            "Dairy\nCheese presses and a stone sink, and everything smells of whey. The cold "
            "room door, west, is closed. The farmyard is south.",
            R("dairy", "w s", closed="w"),
        ),
        "west",
        ("The cold room door is closed.", K("refused")),
        "wait",
        (
            "The dairymaid comes out of the cold room with a churn and leaves the door open "
            "behind her.\n\nDairy\nCheese presses and a stone sink, and everything smells of "
            "whey. The cold room door, west, stands open. The farmyard is south.",
            R("dairy", "w s"),
        ),
        notes="The closed cold room door refused; after a wait the dairymaid leaves it open "
        "and the room is printed with it open: the refusal is cleared. West and south are "
        "open exits: go west or south.",
    ),
]
