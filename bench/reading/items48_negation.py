"""negation, forty-eighth round (emphasis: negations, distractors and door states): things a person
does not read as a fact, beside those they do, in many systems' manners and voices: "There is no way
north", a window over the sea, a mill window painted shut, a lake refused ("You'd get wet."), a
still life with a gold coin, a gingerbread mould carved with a coin, a pub sign of THE GOLDEN
GUINEA, a gas meter's shilling slot, a coin gone from an altar step, a hayloft searched ("You don't
see any coin.") whose loft door opens onto a drop, a cupboard door that stands open on jam jars, a
chart of the North Sea and a compass rose, a painted door walked into ("The door is paint."), a
collapsed drift, a coin of sunlight, a sergeant with no coin to toss, photographs of coins, the
Great Western and the North Eastern on posters, a payphone's coin slot, a foil bottle top taken for
a coin, a lock full of water under a cottage window; doors open, ajar, shut, propped, locked, bolted
and of no stated state among them. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Keeper's Lodge\nA cramped room at the foot of the lighthouse, with a bunk, a stove "
            "and a barometer. There is no way north: the lodge backs onto the rock. A window in "
            "the west wall looks out on the sea, far below. The door east stands open, and the "
            "iron stair goes up into the tower.",
            R("keeper's lodge", "e u"),
        ),
        notes="'There is no way north' and a window over the sea are no exits; the door east "
        "stands open (go east); the stair up is outside the vocabulary",
    ),
    item(
        (
            "Mill Office\n   A roll-top desk, a copying press, a calendar from 1911. A painting "
            "of the mill with its wheel turning hangs over the desk. The east window is painted "
            "shut.\nExits: south\n> ",
            R("mill office", "s"),
        ),
        notes="a MUD manner: the window painted shut is no way east; the only exit is south",
    ),
    item(
        (
            "Bathing Hut\nDamp towels on hooks and a smell of weed. The lake laps at the steps to "
            "the south, black and cold. The door to the path, north, is open.\n\nYou can see a "
            "rubber ring here.",
            R("bathing hut", "n"),
        ),
        "south",
        ("You'd get wet. Very wet, and very cold.", K("refused")),
        notes="the lake south is no way, and the move is refused; the open door north is the exit",
    ),
    item(
        (
            "You're in the dining room. Over the sideboard hangs a still life: a pewter "
            "jug, three lemons and a gold coin, painted so well that you almost reach for it. The "
            "door to the hall, east, is open. The door to the kitchen, south, is shut.",
            R("dining room", "e s", closed="s"),
        ),
        notes="a gold coin in a still life is paint: no coin; the hall door east open, the "
        "kitchen door south shut: go east or open south",
    ),
    item(
        (
            "BAKEHOUSE\nTHE OVENS ARE COLD. ON THE TABLE LIES A WOODEN MOULD CARVED WITH A COIN, "
            "FOR GINGERBREAD. THE DOOR TO THE LANE, WEST, IS OPEN. THERE IS NO OTHER DOOR.",
            R("bakehouse", "w"),
        ),
        notes="a mould carved with a coin is no coin; the only way is the open door west",
    ),
    item(
        (
            "Taproom\nA painted sign hangs over the bar, THE GOLDEN GUINEA, with a coin the size "
            "of a dinner plate on it. The door to the street, north, is propped open. The cellar "
            "door, west, is locked.\n\nYou can see a dartboard and a pewter tankard here.",
            R("taproom", "n w", locked="w"),
        ),
        notes="the inn's sign and its painted guinea are no coin; the street door north propped "
        "open, the cellar door west locked: go north",
    ),
    item(
        (
            "Bedsit\n   A gas fire, a narrow bed, and a meter with a slot for shillings, empty. "
            "A wardrobe (closed) leans against the west wall.\nExits: south\n> ",
            R("bedsit", "s"),
        ),
        notes="a MUD manner: the meter's shilling slot is no coin; the closed wardrobe against "
        "the west wall is no door; the only exit is south",
    ),
    item(
        (
            "Chapel of Ease\nSomeone has been here before you: the coin that lay on the altar step "
            "has gone, and there is only a clean round mark in the dust where it was. The door "
            "west is open.",
            R("chapel of ease", "w"),
        ),
        notes="a coin gone (only its mark in the dust): no coin; the open door west is the exit",
    ),
    item(
        (
            "Hayloft\nHay to the rafters, and a smell of summer. The loft door to the east stands "
            "open onto a sheer drop to the yard. A hatch in the floor lets down a ladder, and a "
            "narrow door west leads into the granary.",
            R("hayloft", "d w"),
        ),
        "search hay",
        ("You rummage through the hay. You don't see any coin.", K("none")),
        notes="'You don't see any coin.' after a search: no coin; the loft door east opens on a "
        "sheer drop, no way; the door west (state not given) is open; down is outside the "
        "vocabulary: go west",
    ),
    item(
        (
            "Preserving Room\nCopper pans hang in rows above a long table sticky with sugar. The "
            "cupboard door in the east wall stands open; inside are shelves of jam jars. The way "
            "out is the door north, which is shut.",
            R("preserving room", "n", closed="n"),
        ),
        notes="the open cupboard door in the east wall is no exit; the only way is the shut "
        "door north: open it",
    ),
    item(
        (
            "Chart Agency\nA globe, a table spread with a chart of the North Sea, and a brass "
            "compass rose set into the floorboards, its points marked N, E, S and W. The only "
            "door is to the south, and it is ajar.",
            R("chart agency", "s"),
        ),
        notes="the North Sea and the compass rose's letters are no ways; the only door, south, "
        "is ajar (open)",
    ),
    item(
        (
            "Garden Room\nThe walls are painted to look like a garden, and on the north wall the "
            "painter has added a door standing half open onto a painted lawn. The real door is "
            "west, and it is open.",
            R("garden room", "w"),
        ),
        "north",
        ("You walk into the wall. The door is paint.", K("refused")),
        notes="a painted door on the north wall is no exit, and the move is refused; the real "
        "door west is open",
    ),
    item(
        (
            "Level Three Heading\n   Timber props hold up a roof that drips. The east drift has "
            "collapsed, and rubble fills it to the roof.\nObvious exits:\nNorth - Shaft Bottom\n"
            "West  - Pump Drift (door, shut)\n<62hp 30mv>",
            R("level three heading", "n w", closed="w"),
        ),
        notes="a collapsed drift east is no exit; north open, the pump drift door west shut: go "
        "north or open west",
    ),
    item(
        (
            "Attic Bedroom\nA round coin of sunlight falls through the skylight onto the boards "
            "and moves slowly across them as the afternoon goes on. The door, south, is shut.",
            R("attic bedroom", "s", closed="s"),
        ),
        notes="'a coin of sunlight' is light, no coin; the skylight is no way; the door south "
        "is shut: open it",
    ),
    item(
        (
            "Guard Hut\nA brazier, two stools and a sergeant. He offers to toss you a coin for the "
            "last biscuit, then finds he hasn't got one. The road barrier outside is lowered. The "
            "hut door, east, is open.",
            R("guard hut", "e"),
        ),
        notes="a coin the sergeant does not have is no coin; the barrier is no door of the "
        "hut; the hut door east is open",
    ),
    item(
        (
            "Darkroom\nPrints hang drying on a line: photographs of coins, a row of them, for "
            "the museum's catalogue. The darkroom door, east, is shut. A light-tight curtain "
            "hangs over the doorway north.",
            R("darkroom", "e n", closed="e"),
        ),
        notes="photographs of coins are no coins; the curtained doorway north is open, the "
        "darkroom door east shut: go north or open east",
    ),
    item(
        (
            "Booking Hall\nPosters for the Great Western and the North Eastern railways line the "
            "walls, and a clock hangs over the ticket window. The platform door, south, is open. "
            "The parcels office door, west, is locked.",
            R("booking hall", "s w", locked="w"),
        ),
        notes="the Great Western and the North Eastern are names on posters, no ways; the "
        "platform door south open, the parcels office door west locked: go south",
    ),
    item(
        (
            "PHONE BOX\nA PAYPHONE WITH A COIN SLOT AND A CARD THAT SAYS COINS ONLY. THERE ARE NO "
            "COINS ANYWHERE. THE DOOR, EAST, IS OPEN.",
            R("phone box", "e"),
        ),
        notes="a coin slot and 'COINS ONLY' are no coins, 'NO COINS ANYWHERE'; the door east is "
        "open",
    ),
    item(
        (
            "Milking Parlour\nThe stalls are hosed clean and smell of it. Something round and "
            "silvery lies in the gutter. The dairy is north. The door to the yard, west, is "
            "bolted.",
            R("milking parlour", "n w", locked="w"),
        ),
        "take it",
        ("It's a foil bottle top, not a coin.", K("none")),
        notes="'something round and silvery' is not said to be a coin, and the take shows it a "
        "bottle top: no coin; the dairy north open, the yard door west bolted (locked): go north",
    ),
    item(
        (
            "Lock Cottage Kitchen\nA range, a dresser, a cat. The window looks straight out onto "
            "the lock, brimful of water, and a narrowboat waits in it. The back door, north, is "
            "open. The front door, east, stands open too, but the lock comes right up to the step: "
            "there is nothing beyond it but water.",
            R("lock cottage kitchen", "n"),
        ),
        notes="the front door east opens only onto the water, no way; the window is no way; the "
        "back door north is open: go north",
    ),
]
