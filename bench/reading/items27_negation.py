"""negation, twenty-seventh round: absence, negation and distractors in this round's settings.
Coin words that name no coin: wax sovereigns on a waxwork's palm, a fight poster's "PURSE 50
GUINEAS" for "THE SOVEREIGN OF THE RING", a rum called DOUBLOON DARK RUM, "not a penny of wages
till Friday", a brass die stamped with a crown, a coin-slot telephone, the subs chalked at 2d a
week beside a real penny, a coin seen through a door's window on the next room's floor, a coin
taken and the room looked at again, two gold coins in the player's inventory, a meter reader's
empty bag. Exit words that give no exit: a mirror where a door might be, riders sweeping round
from north to south seen through glass, a dish pointing due east over a platform whose only way
is a hatch down (no action), a cable running west under the sea, a sign "SILK ROAD - 4,000
MILES EAST", a chart of gas mains running every way, a flooded pit with no boat, a diagram of
the line east to west, fish flicking east past a porthole, a bricked-up loading door, walls
printed as WALL by a Java program's toString. Door states negated: "it's not locked. Nor is it
open.", "neither locked nor shut: it stands open". What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

BUTTON_STORE = (
    "Button Store\nDrawers of buttons reach to the ceiling, each with a button sewn to its "
    "front to show what is inside.\nThere is a silver coin on the sorting table.\nExits: north, "
    "east",
    R("button store", "n e", coin=True),
)
BUTTON_STORE_BARE = (
    "Button Store\nDrawers of buttons reach to the ceiling, each with a button sewn to its "
    "front to show what is inside.\nThe sorting table holds nothing now but a few loose "
    "buttons.\nExits: north, east",
    R("button store", "n e"),
)
WARPING_ROOM = (
    "Warping Room\nThe warping mill turns slowly, winding threads off a creel of two hundred "
    "bobbins. A door leads south to the carding room; another, west, to the office.",
    R("warping room", "s w"),
)

ITEMS = [
    item(
        "Chamber of Horrors\nA wax highwayman holds out a wax hand with three wax sovereigns "
        "stuck to the palm, and a wax hangman waits beside a wax gallows. The only exit is the "
        "archway to the east. There is no coin here that isn't made of wax.",
        R("chamber of horrors", "e"),
        notes="wax sovereigns stuck to a figure's palm are no coins ('no coin here that isn't "
        "made of wax'); the only exit east: go east",
    ),
    item(
        "Weigh-In Room\nA set of scales, a bench, and a poster on the wall: BIG JIM KANE v. THE "
        "SOVEREIGN OF THE RING - PURSE 50 GUINEAS. The door to the gym, west, is open. There "
        "are no other doors.",
        R("weigh-in room", "w"),
        notes="a fight poster's 'SOVEREIGN' and 'GUINEAS' name no coin here; the only door west "
        "is open: go west",
    ),
    item(
        "Bottling Hall\nCrates of bottles labelled DOUBLOON DARK RUM - 40% stand ready for the "
        "carts. The old loading door to the north was bricked up when the new road came; the "
        "only way out is west.",
        R("bottling hall", "w"),
        notes="a rum called DOUBLOON is no coin; a bricked-up door north is no exit; west only: "
        "go west",
    ),
    item(
        "Sorting Shed\nLeaves are graded here by colour, from lemon to mahogany. The foreman, "
        "chewing, tells you there's not a penny of wages till Friday. The door to the north is "
        "open; the one to the east is shut.",
        R("sorting shed", "n e", closed="e"),
        notes="'not a penny of wages' is no coin; north open, east shut (closed): go north or "
        "open east",
    ),
    item(
        "Showroom\nGrand pianos stand with their lids raised like black wings. There is no door "
        "to the east, only a tall mirror that makes the room look twice its size. The street "
        "door, south, is locked, and the works are through the arch to the west.",
        R("showroom", "s w", locked="s"),
        notes="a mirror east where a door might be is no exit; the street door south locked; "
        "the arch west: go west",
    ),
    item(
        "Commissaires' Box\nA glass box high above the track, with a bell for the last lap and a "
        "board of lap numbers. Through the glass you watch the riders sweep round from north to "
        "south and back again. The only way out is the gate to the west, which is shut.",
        R("commissaires' box", "w", closed="w"),
        notes="riders seen through glass going north and south give no exit; the only way, the "
        "gate west, is shut (closed): open west",
    ),
    item(
        "Feed Platform\nA steel deck hangs above the dish, under the great feed horn. The dish "
        "is pointing due east, at a patch of sky that looks like every other patch of sky. The "
        "only way off the platform is the hatch in the floor.",
        R("feed platform", "d"),
        notes="the dish pointing east is no exit; the only way is a hatch down (outside the "
        "vocabulary): no fact, no action",
    ),
    item(
        "Cable Hut\nThe great cable comes up through the floor out of the sand, armoured and as "
        "thick as your arm, and runs west under the sea to the far side of the Atlantic. A "
        "test set and a coin-slot telephone stand on the bench. The door is to the north.",
        R("cable hut", "n"),
        notes="a cable running west under the sea is no exit; a coin-slot telephone is no coin; "
        "the door north: go north",
    ),
    item(
        "Boiling Shed\nThe copper bubbles with bark, and the steam smells like a wet forest. "
        "There is no way out to the east or the west. To the south there's a door, and it's not "
        "locked. Nor is it open.",
        R("boiling shed", "s", closed="s"),
        notes="'the copper' is a boiler (the earlier rounds' call); no way east or west; the "
        "south door 'not locked. Nor is it open.' is closed: open south",
    ),
    item(
        "Mulberry Walk\nMulberry trees stand in rows, stripped of their lower leaves for the "
        "worms. A painted sign at the end of the walk reads SILK ROAD - 4,000 MILES EAST. The "
        "path goes on to the north; the way south leads to the rearing house.",
        R("mulberry walk", "n s"),
        notes="a sign pointing east gives no exit; north and south: the first room, either",
    ),
    item(
        "Governor House\nThe governor keeps the town's gas at an even pressure, ticking to "
        "itself. A chart on the wall shows the mains running north, east, south and west under "
        "the streets. The only door is south, and it stands open. The meter reader's bag hangs "
        "by it, empty.",
        R("governor house", "s"),
        notes="a chart of mains running every way gives no exit; an empty bag is no coin; the "
        "only door south: go south",
    ),
    item(
        "Quarry Floor\nSlate tips rise like black hills around you. To the east the old pit has "
        "flooded: green water, very deep, and no boat. The only path out of the quarry leads "
        "north to the drum house.",
        R("quarry floor", "n"),
        notes="a flooded pit with no boat east is no exit; the only path north: go north",
    ),
    item(
        "Rolling Room\nClay worms lie in rows on the bench, waiting to be rolled into pipes. A "
        "brass die stamped with a crown and the maker's name sits beside them. The kiln room is "
        "south. The drying loft above is shut off by a trapdoor.",
        R("rolling room", "s u", closed="u"),
        notes="a die stamped with a crown is no coin; a shut trapdoor up is outside the "
        "vocabulary; the kiln room south: go south",
    ),
    item(
        "Signal Box\nTwenty levers stand in a row, their handles polished by years of hands. A "
        "diagram of the line runs east to west above the frame. The only door is to the south.",
        R("signal box", "s"),
        notes="a diagram of the line east to west gives no exit; the only door south: go south",
    ),
    item(
        "Band Room\nA framed photograph shows the band with the silver cup they won in 1952. "
        "SUBS 2d A WEEK is chalked on the board. The door to the street is north.\n\nA real penny"
        " lies under a music stand.",
        R("band room", "n", coin=True),
        notes="a cup in a photograph and subs chalked on a board are no coins; a real penny "
        "under a music stand is: take it",
    ),
    item(
        BUTTON_STORE,
        "take coin",
        ("You take the silver coin.", K("took")),
        "look",
        BUTTON_STORE_BARE,
        notes="the coin taken and the room looked at again: no coin now; the first room: go "
        "north or east",
    ),
    item(
        WARPING_ROOM,
        "i",
        ("You are carrying: a torch, a pattern book and two gold coins.", K("none")),
        notes="the coins the player carries are not in the room; the warping room's doors south "
        "and west: the first room, either",
    ),
    item(
        "Gym Office\nA desk, a kettle, and a calendar from a brewery. Through the little window "
        "in the door you can see a coin lying on the gym floor. The door, west, is locked, and "
        "Mick has gone home with the key.",
        R("gym office", "w", locked="w"),
        notes="a coin seen through a window on the next room's floor is not here; the only "
        "door is locked: nothing sensible to do (no action)",
    ),
    item(
        "Wet Porch\nDive suits hang from hooks like empty people. Through the porthole a shoal "
        "of silver fish flicks east and is gone. The hatch to the moon pool, south, is neither "
        "locked nor shut: it stands open. There is no other hatch.",
        R("wet porch", "s"),
        notes="fish flicking east past a porthole give no exit; the south hatch 'neither locked "
        "nor shut' is open: go south",
    ),
    item(
        "Room[name=Dye Store, exits={north=OPEN, east=WALL, west=WALL}, items=[indigo cake, "
        "mordant jar]]",
        R("dye store", "n"),
        notes="a Java game's toString: east and west are WALL (no exits), north OPEN; no coin: "
        "go north",
    ),
]
