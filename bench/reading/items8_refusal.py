"""refusal, eighth round: refusals in wordings not used before: a roguelike's "It's solid
stone.", TADS 3's "The heavy oak door is in the way.", "A locked door bars your way north.",
"The hedge is too thick to push through.", "Your path north is blocked by a fallen tree.", "You
don't see any way to go north from here.", a guard who turns the player back, a radio play's
narrator, a Twine page, "You'd need to open the hatch before you could go through it.", a
shutter "down and padlocked"; refusals then an unlock, an open, a look, a move elsewhere (a
refusal left in an earlier room), and a refusal and the room in one text (Both). What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Dungeon Level 2\nYou are in a dim, square chamber. Doorways gape to the north and "
            "to the west.",
            R("dungeon level 2", "n w"),
        ),
        "east",
        ("It's solid stone.", K("refused")),
        notes="a roguelike's 'It's solid stone.' refuses east (no exit there)",
    ),
    item(
        (
            "Barbican\nA stone passage under the gatehouse. A heavy oak door to the north is "
            "closed; the outer bailey lies south.",
            R("barbican", "n s", closed="n"),
        ),
        "north",
        ("The heavy oak door is in the way.", K("refused", door="closed")),
        notes="TADS 3's 'The ... is in the way.' for a closed door: closed and refused (a "
        "portcullis 'down' was reworded: closed or locked?)",
    ),
    item(
        (
            "Vicarage Hall\nCoats on a stand. Doors lead north to the study and east to the "
            "kitchen.",
            R("vicarage hall", "n e"),
        ),
        "north",
        ("A locked door bars your way north.", K("refused", door="locked")),
        notes="a door of unknown state turns out locked: north closed (locked, no open) and "
        "refused; east open",
    ),
    item(
        (
            "Maze of Box\nClipped box hedges rise above your head. A gap leads south.",
            R("maze of box", "s"),
        ),
        "w",
        ("The hedge is too thick to push through.", K("refused")),
        notes="a hedge 'too thick to push through' refuses west",
    ),
    item(
        (
            "Forest Ride\nA broad grassy ride through the beeches, running east to west.",
            R("forest ride", "e w"),
        ),
        "go north",
        ("Your path north is blocked by a fallen tree.", K("refused")),
        notes="a way never named, blocked: refused(north); the ride runs east and west",
    ),
    item(
        ("Coal Yard\nHeaps of coal and a weighbridge. The gate is south.", R("coal yard", "s")),
        "north",
        ("You don't see any way to go north from here.", K("refused")),
        "east",
        ("You don't see any way to go east from here, either.", K("refused")),
        notes="two refusals in a row: refused north and east; the gate south",
    ),
    item(
        (
            "Customs Shed\nCrates stencilled with foreign names. A door marked CUSTOMS leads "
            "east; the quay is west.",
            R("customs shed", "e w"),
        ),
        "north",
        ('The officer steps in front of you. "Nothing that way but the river, sir."', K("refused")),
        notes="a man turns the player back from a way the room never named: refused(north)",
    ),
    item(
        (
            "Cellar Passage\nA brick passage. A low hatch in the west wall is closed; the "
            "passage continues south.",
            R("cellar passage", "w s", closed="w"),
        ),
        "w",
        (
            "You'd need to open the hatch before you could go through it.",
            K("refused", door="closed"),
        ),
        "open hatch",
        ("You open the hatch. Cold air breathes out of the dark.", K("opened", door="w")),
        notes="a refusal at the hatch, then the hatch opened by its kind: west open, the "
        "refusal cleared",
    ),
    item(
        (
            "Shop Front\nThe grocer's shop. The roller shutter to the north is down and "
            "padlocked. The pavement runs east and west.",
            R("shop front", "n e w", locked="n"),
        ),
        "n",
        (
            "You rattle the shutter. It's down and padlocked, and stays that way.",
            K("refused", door="locked"),
        ),
        notes="a shutter down and padlocked: north locked and refused (no open)",
    ),
    item(
        (
            "NARRATOR: Music leaks under the doors to the east, where the ball is in full "
            "swing. To the north, a door stands ajar.",
            R(None, "e n"),
        ),
        "east",
        (
            "NARRATOR: You try the ballroom doors. They're locked.\n(SOUND: a muffled waltz.)",
            K("refused", door="locked"),
        ),
        notes="a radio play whose narrator names no room (null); the ballroom doors east "
        "turn out locked; north ajar (open)",
    ),
    item(
        (
            "The Winding Stair\nA stone stair winds round the inside of the tower. An arched "
            "door to the east is shut and barred with a beam on this side.",
            R("the winding stair", "e u d", closed="e"),
        ),
        "east",
        ("You'll have to lift the bar off first.", K("refused", door="closed")),
        notes="barred on this side (the player can lift it) is closed: refused; up and down "
        "no fact; open east",
    ),
    item(
        (
            "Vegetable Plot\nRows of leeks. The shed is north and the lane west.",
            R("vegetable plot", "n w"),
        ),
        "south",
        (
            "Nothing but nettles and brambles that way.\n\nVegetable Plot\nRows of leeks. The "
            "shed is north and the lane west.",
            Both(K("refused"), R("vegetable plot", "n w")),
        ),
        notes="a refusal and the room again in one text: refused(south), north and west open",
    ),
    item(
        (
            "Strongroom Passage\nA short passage. The strongroom door, to the south, is locked. "
            "The stairs are west.",
            R("strongroom passage", "s w", locked="s"),
        ),
        "s",
        (
            "The strongroom door is locked. It would take a key, and a big one.",
            K("refused", door="locked"),
        ),
        "unlock south door with brass key",
        ("Click. The strongroom door is unlocked.", K("unlocked")),
        notes="a locked door refused, then unlocked: still closed and the refusal stands "
        "(open south)",
    ),
    item(
        (
            "Strongroom Stair\nA short flight down. The strongroom door, to the north, is "
            "locked. A passage runs east.",
            R("strongroom stair", "n e", locked="n"),
        ),
        "north",
        ("The strongroom door won't budge: locked.", K("refused", door="locked")),
        "unlock north door with iron key",
        ("You turn the iron key. The lock gives.", K("unlocked")),
        "open north door",
        ("The strongroom door swings open on oiled hinges.", K("opened")),
        notes="locked, refused, unlocked, opened: north open, the refusal cleared",
    ),
    item(
        (
            "Rope Walk\nA long shed where rope was spun. It runs east and west.",
            R("rope walk", "e w"),
        ),
        "north",
        ("The wall is in the way.", K("refused")),
        "west",
        ("Tarring House\nVats of tar, cold now. The rope walk is east.", R("tarring house", "e")),
        notes="a refusal left in the rope walk: none in the tarring house; east visited",
    ),
    item(
        (
            "Page 31\n\nYou stand in the chapel porch. The church door is to the north.",
            R("chapel porch", "n"),
        ),
        "go north",
        (
            "Page 32\n\nThe door won't open. It's locked, you realise, and you haven't got "
            "the key.\n\n[[Go back to the porch]]",
            K("refused", door="locked"),
        ),
        notes="a Twine page: the church door north turns out locked: refused, no open, no "
        "action left",
    ),
    item(
        (
            "Dairy Yard\nMilk churns by the gate. The gate north is closed; the cowshed is east.",
            R("dairy yard", "n e", closed="n"),
        ),
        "north",
        ("The gate is shut. You'd have to open it.", K("refused", door="closed")),
        "look",
        (
            "Dairy Yard\nMilk churns by the gate. The gate north is closed; the cowshed is "
            "east. A cat sits on a churn.",
            R("dairy yard", "n e", closed="n"),
        ),
        notes="a look that shows the gate still closed keeps the refusal",
    ),
    item(
        ("Signal Box\nLevers in a row. The steps down to the line are west.", R("signal box", "w")),
        "east",
        ("There's only the window that way, and a long drop.", K("refused")),
        notes="a refusal toward a window: refused(east); the way west",
    ),
    item(
        (
            "Loading Bay\nPallets and a forklift. A steel door to the east is closed; the yard "
            "is south.",
            R("loading bay", "e s", closed="e"),
        ),
        "east",
        (
            "The steel door is closed.\n\nLoading Bay\nPallets and a forklift. A steel door to "
            "the east is closed; the yard is south.",
            Both(K("refused", door="closed"), R("loading bay", "e s", closed="e")),
        ),
        notes="a closed door refused and the room printed again: east closed and refused",
    ),
    item(
        ("Glade\nSunlight through birch leaves. Paths go north and east.", R("glade", "n e")),
        "go west",
        ("You can't go that way.\n[Glade]  Score: 0  Turns: 2", K("refused")),
        "go north",
        (
            "Birch Wood\nSilver trunks all round. The glade is south; a path runs west.",
            R("birch wood", "s w"),
        ),
        "go north",
        ("You can't go that way.\n[Birch Wood]  Score: 0  Turns: 4", K("refused")),
        notes="a refusal in the glade (left behind) and one in the birch wood: only "
        "refused(north) stands; south visited and initial",
    ),
]
