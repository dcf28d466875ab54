"""refusal, forty-seventh round: refusals in wordings and places the earlier rounds used seldom or
never, and what clears or keeps them: a swing bridge swung open for a barge and then closed again
after a wait (the cabin printed again: cleared), a graving dock's forty-foot drop, a lock cottage
door kept locked by a wait, a causeway under the tide with the room printed again (Both), a garden
gate refused, opened by its kind and walked through, a weighbridge office's bolted door and a wall
refused and left behind, a strongroom door refused as locked, unlocked, refused as shut and hauled
open, an assistant's apology for a locked door, a barred window, a saltmarsh creek running full, a
STAFF ONLY door, a refused `go southwest` (no fact) and a lime vat, "Nope. Wall." with the hay barn
printed again (Both), a night watchman who unbolts a door and props it open (the room printed again:
cleared), a locked door examined, a palm house's glass wall, a staithe without its keel, a
children's game's pond, the north of two shut doors refused and opened by its name, a garden wall
too high to climb. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Swing Bridge Cabin\nA little wooden cabin on the canal bank, with the big brass "
            "wheel that swings the bridge. The bridge is swung open for a barge, and the road "
            "east ends at the water's edge. The village is west.",
            R("Swing Bridge Cabin", "w"),
        ),
        "east",
        (
            "You'd walk straight off the end of the road and into the canal. The barge is only "
            "halfway through.",
            K("refused"),
        ),
        "wait",
        (
            "Swing Bridge Cabin\nThe barge has gone through, and the bridge swings back into "
            "place with a clank. The road runs east over the bridge and west to the village.",
            R("Swing Bridge Cabin", "e w"),
        ),
        notes="east refused while the bridge is swung open (no way then); after the wait the "
        "cabin is printed again with the road east whole: the refusal cleared; east and west "
        "are open: either",
    ),
    item(
        (
            "Graving Dock Edge\nYou stand on the granite coping of the graving dock. A ship sits "
            "on blocks far below, with men painting her hull. The pump house is north, and the "
            "quay runs west.",
            R("Graving Dock Edge", "n w"),
        ),
        "south",
        (
            "That's a forty-foot drop to the dock floor. There are steps somewhere, but not here.",
            K("refused"),
        ),
        notes="south is the drop into the dock, no exit: refused(south); north and west are "
        "open: either",
    ),
    item(
        (
            "Lock Cottage Garden\nRunner beans on poles, and a bench by the lock gates. The "
            "cottage door, north, is locked. The towpath runs east and west.",
            R("Lock Cottage Garden", "n e w", locked="n"),
        ),
        "north",
        (
            "Locked. The lock-keeper's wife leans out of the window and says he's at the pub, and "
            "he has the key.",
            K("refused", "locked"),
        ),
        "wait",
        ("You wait. The lock-keeper does not come back from the pub.", K("none")),
        notes="the cottage door north refused as locked; the wait keeps it (refused, closed); "
        "the towpath east and west is open: either",
    ),
    item(
        (
            "Causeway Head\nA slipway of weedy stones, a tide table nailed to a post, and the "
            "island a mile out across the water. The causeway north is under a metre of sea "
            "until the tide turns. The village street is south.",
            R("Causeway Head", "s"),
        ),
        "north",
        (
            "You can't go that way: the tide's in.\n\nCauseway Head\nA slipway of weedy stones, "
            "a tide table nailed to a post, and the island a mile out across the water. The "
            "causeway north is under a metre of sea until the tide turns. The village street is "
            "south.",
            Both(K("refused"), R("Causeway Head", "s")),
        ),
        notes="the causeway under the sea is no way now (water); the refusal and the room in one "
        "text: refused(north); south is the way: go south",
    ),
    item(
        (
            "Kitchen Garden\nRows of leeks and cabbages inside high brick walls. The gate in the "
            "east wall is shut. The glasshouses are south.",
            R("Kitchen Garden", "e s", closed="e"),
        ),
        "east",
        ("The garden gate is shut.", K("refused", "closed")),
        "open gate",
        ("The gate opens with a long squeal of hinges.", K("opened", "east")),
        "east",
        (
            "Orchard\nOld apple trees in long grass, their trunks whitewashed against the "
            "hares. The garden gate, west, stands open.",
            R("Orchard", "w"),
        ),
        notes="the gate refused as shut, opened by its kind, walked through; the orchard's only "
        "way west is visited and initial: go west",
    ),
    item(
        (
            "Weighbridge Office\nA window onto the weighbridge, a ledger, a kettle. The door to "
            "the lorry side, north, is bolted. The yard is east.",
            R("Weighbridge Office", "n e", locked="n", leads={"e": "yard"}),
        ),
        "north",
        (
            "The door is bolted on the lorry side. You can see the bolt through the gap.",
            K("refused", "locked"),
        ),
        "west",
        ("Only the wall, and a calendar from 1987.", K("refused")),
        "east",
        (
            "Yard\nBays of gravel and sand, and a loading shovel parked for the night. The "
            "weighbridge office is west. The gates to the road, south, are chained shut.",
            R("Yard", "w s", locked="s", leads={"w": "weighbridge office"}),
        ),
        notes="two refusals in the office (a bolted door, a wall) left behind by the move east; "
        "in the yard west is visited and initial; the road gates south are chained shut "
        "(locked): go west",
    ),
    item(
        (
            "Strongroom Lobby\nA tiled lobby under the bank, with a clock and a chair for the "
            "guard. The strongroom door, north, is locked. The stairs to the banking hall are "
            "west.",
            R("Strongroom Lobby", "n w", locked="n"),
        ),
        "north",
        ("The strongroom door is locked. It is a foot thick.", K("refused", "locked")),
        "unlock north door with long key",
        (
            "The bolts draw back one after another. The door is unlocked, and still shut.",
            K("unlocked"),
        ),
        "north",
        (
            "The strongroom door is shut. It weighs a ton, but it will swing.",
            K("refused", "closed"),
        ),
        "open north",
        ("You haul the strongroom door open.", K("opened")),
        notes="refused as locked, unlocked (still shut), refused as shut, then opened: cleared; "
        "north and west are open and unvisited: either",
    ),
    item(
        (
            "You're in the conference room. Twelve chairs, a long table, and a whiteboard with "
            "last quarter's figures still on it. The kitchenette is south. The door to the "
            "director's office is east.",
            R("conference room", "s e"),
        ),
        "east",
        (
            "I'm sorry, but I can't take you that way: the director's office door is locked. Is "
            "there anything else I can help you with?",
            K("refused", "locked"),
        ),
        notes="an assistant's apology: the director's door east (its state not given before) "
        "refused as locked; the kitchenette south is open: go south",
    ),
    item(
        (
            "Gaol Cell\nA plank bed, a bucket, and a window high in the east wall with three iron "
            "bars across it. The cell door, west, stands open; the gaoler forgot it.",
            R("Gaol Cell", "w"),
        ),
        "east",
        ("The window is barred, and too small for a cat.", K("refused")),
        notes="the barred window east is no exit: refused(east); the open cell door west is the "
        "way: go west",
    ),
    item(
        (
            "Saltmarsh Edge\nSea lavender and samphire, and a creek full to the brim, running "
            "fast to the east. A raised bank runs north, and the lane is south.",
            R("Saltmarsh Edge", "n s"),
        ),
        "east",
        ("The creek's full and running fast. You'd be swept away.", K("refused")),
        notes="the creek east is water, no exit: refused(east); the bank north and the lane "
        "south: either",
    ),
    item(
        (
            "Back Corridor\nGrey lino, a fire extinguisher, a noticeboard about hand washing. A "
            "door to the east says STAFF ONLY. The shop floor is north.",
            R("Back Corridor", "e n"),
        ),
        "east",
        (
            "The STAFF ONLY door is locked. It has a keypad, and you don't know the number.",
            K("refused", "locked"),
        ),
        notes="the STAFF ONLY door east (its state not given before) refused as locked; north is "
        "open: go north",
    ),
    item(
        (
            "Tannery Yard\nLime pits steam at the west end of the yard, and hides hang over "
            "rails to drain. The drying shed is north, and the gate to the lane is south.",
            R("Tannery Yard", "n s"),
        ),
        "go southwest",
        ("You can't go southwest from here.", K("refused")),
        "go west",
        ("The lime vats fill the west end. You'd be wading in quicklime.", K("refused")),
        notes="a refused 'go southwest' is no fact; west is the lime vats, no exit: "
        "refused(west); north and south are open: either",
    ),
    item(
        (
            "Hay Barn\nBales stacked to the rafters, and a ladder to the loft. The big doors "
            "south stand open on the farmyard. The byre is through a door west.",
            R("Hay Barn", "s w u"),
        ),
        "east",
        (
            "Nope. Wall.\n\nHay Barn\nBales stacked to the rafters, and a ladder to the loft. The "
            "big doors south stand open on the farmyard. The byre is through a door west.",
            Both(K("refused"), R("Hay Barn", "s w u")),
        ),
        notes="east is a wall: the refusal and the room in one text, refused(east); the ladder "
        "up is outside the vocabulary; south and west are open: either",
    ),
    item(
        (
            "Loading Bay\nA roller shutter, down and padlocked, fills the east wall. The door to "
            "the warehouse, north, is shut. The office is west.",
            R("Loading Bay", "n w", closed="n"),
        ),
        "north",
        ("The warehouse door is shut and bolted from the inside.", K("refused", "locked")),
        "knock",
        (
            "Loading Bay\nThe night watchman unbolts the warehouse door, props it open with a "
            "pallet and goes back to his radio. The door to the warehouse, north, stands open. "
            "The office is west.",
            R("Loading Bay", "n w"),
        ),
        notes="the padlocked shutter is no exit; the warehouse door north, shut, refused as "
        "bolted (locked); after the knock the watchman props it open and the bay is printed again "
        "with the door open: cleared; north and west: either",
    ),
    item(
        (
            "Vestibule\nA marble floor, a hat stand, and a tall door to the north with a brass "
            "lock. The street door is south.",
            R("Vestibule", "n s"),
        ),
        "north",
        ("The tall door is locked.", K("refused", "locked")),
        "examine door",
        ("A stout oak door, locked fast, with a brass lock the size of a fist.", K("none")),
        notes="the tall door north (its state not given before) refused as locked; the examine "
        "keeps it; the street door south is the way: go south",
    ),
    item(
        (
            "Palm House\nPalms brush the iron ribs of the glass roof, and the air is hot and "
            "wet. Beyond the glass on the east side you can see the frozen lawn. Doors lead "
            "north to the fern house and west to the boiler room.",
            R("Palm House", "n w", leads={"n": "fern house", "w": "boiler room"}),
        ),
        "east",
        ("You walk into the glass. It's a wall, only you can see through it.", K("refused")),
        notes="the glass east is a wall, no exit: refused(east); north and west are open: either",
    ),
    item(
        (
            "Staithe\nA timber wharf on the river, stacked with coal for the keels. The river is "
            "east, brown and fast. The lane is north, and the coal office is west.",
            R("Staithe", "n w"),
        ),
        "east",
        ("The keel's gone downriver with the tide. You'd need a boat.", K("refused")),
        notes="the river east, without a boat, is no exit: refused(east); north and west are "
        "open: either",
    ),
    item(
        (
            "You're in Duck Pond Meadow! There's a pond to the north with three ducks on it. You "
            "can go EAST to the Swing Park or SOUTH to the Picnic Place!",
            R("Duck Pond Meadow", "e s", leads={"e": "swing park", "s": "picnic place"}),
        ),
        "north",
        ("Oh no! That's the pond! The ducks can swim, but you can't!", K("refused")),
        notes="a children's game: the pond north is water, no exit: refused(north); east and "
        "south are open: either",
    ),
    item(
        (
            "Landing\nA square landing with a grandfather clock. The north door, to the nursery, "
            "is shut. The east door, to the linen room, is shut as well. The stairs go down to "
            "the hall.",
            R("Landing", "n e d", closed="n e", leads={"n": "nursery", "e": "linen room"}),
        ),
        "north",
        ("The nursery door is shut.", K("refused", "closed")),
        "open nursery door",
        ("You open the nursery door. A rocking horse rocks once, and stops.", K("opened", "north")),
        notes="two shut doors: the north one refused and opened by its name (cleared, open now); "
        "the east door still shut; the stairs down are outside the vocabulary: go north or open "
        "east",
    ),
    item(
        (
            "Walled Garden\nEspaliered pears along the brick, a sundial, and a door in the south "
            "wall standing open. The west wall is higher than the rest.",
            R("Walled Garden", "s"),
        ),
        "west",
        ("The wall is twelve feet high and smooth as glass.", K("refused")),
        "climb wall",
        ("You try, and slide back down, leaving skin on the brick.", K("none")),
        notes="the wall west refused; a failed climb keeps it (refused(west)); the open door "
        "south is the way: go south",
    ),
]
