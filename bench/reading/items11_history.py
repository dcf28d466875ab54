"""history, eleventh round: 2-7 turn walks with loops on three small symmetric tree maps, each in
a plain manner: an Infocom-like garden and house ("Walled Garden" with its paths and gate, a
back hall whose kitchen door is closed, "Opened.", "Taken.", a lane ending at a locked field
gate), a ROM-like village with a prompt ("[Exits: north east south]", "The taproom door is
closed.", "You open the taproom door.", "You get a copper coin.", "Alas, you cannot go that
way."), and an Inform 7-like house ("You can see ... here.", "On the sideboard is a gold
coin.", "(first opening the scullery door)", "The front door is locked."). Coins taken on the
way, doors refused, opened and walked through, refusals in the middle and at the end; moves
spelled `north`, `n`, `go east`, `walk west`, `e`, `s`, `go to the south`, `head north`, `w`.
The walks are printed from one map each by functions, so a room reads the same on every visit;
where two walks end in the same room, the last text carries an event of that turn. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (Infocom-like): Walled Garden n Back Hall (e Farm Kitchen through the kitchen door,
# closed at first; a shilling), e Sunken Lane (s a locked field gate), w Orchard.
def garden() -> tuple:
    text = (
        "Walled Garden\nYou are in a walled garden, overgrown with roses. A gravel path leads "
        "north to the back of the house. A gate in the east wall opens onto the lane, and an "
        "archway to the west leads into the orchard."
    )
    return (text, R("walled garden", "n e w"))


def back_hall(door: str = "closed") -> tuple:
    text = (
        "Back Hall\nA stone-flagged hall where coats and boots are kept. The garden is south. "
        f"The kitchen door, to the east, is {door}."
    )
    return (text, R("back hall", "s e", closed="e" if door == "closed" else ""))


def farm_kitchen(coin: bool = True) -> tuple:
    seen = "\nThere is a shilling on the dresser." if coin else ""
    text = (
        "Farm Kitchen\nA big farmhouse kitchen with a black range and a long dresser. The door "
        f"to the back hall is west.{seen}"
    )
    return (text, R("farm kitchen", "w", coin=coin, leads={"w": "back hall"}))


def orchard() -> tuple:
    text = (
        "Orchard\nOld apple trees lean in every direction. The only way out is the archway to "
        "the east."
    )
    return (text, R("orchard", "e"))


def sunken_lane() -> tuple:
    text = (
        "Sunken Lane\nThe lane runs between high banks of fern. The garden gate is west. To the "
        "south the lane ends at a field gate, which is locked."
    )
    return (text, R("sunken lane", "w s", locked="s"))


# map B (ROM-like village): Village Green n Smithy (a copper coin), e Inn Yard (n Taproom
# through the taproom door, closed at first), s Mill Lane (s the mill gate, locked).
PROMPT = "<30hp 15m 40mv> "


def green() -> tuple:
    text = f"[Village Green]\nGeese graze around a muddy pond.\n[Exits: north east south]\n{PROMPT}"
    return (text, R("village green", "n e s"))


def smithy(coin: bool = True) -> tuple:
    seen = "A copper coin lies here.\n" if coin else ""
    text = f"[Smithy]\nThe forge glows red in the gloom.\n[Exits: south]\n{seen}{PROMPT}"
    return (text, R("smithy", "s", coin=coin))


def inn_yard(door: str = "closed") -> tuple:
    text = (
        f"[Inn Yard]\nBarrels are stacked by the wall. The taproom door, to the north, is "
        f"{door}.\n[Exits: north west]\n{PROMPT}"
    )
    return (text, R("inn yard", "n w", closed="n" if door == "closed" else ""))


def taproom() -> tuple:
    text = (
        "[Taproom]\nA low room thick with pipe smoke. A fire crackles in the hearth.\n[Exits: "
        f"south]\nThe landlord is here, polishing a tankard.\n{PROMPT}"
    )
    return (text, R("taproom", "s"))


def mill_lane() -> tuple:
    text = (
        "[Mill Lane]\nThe lane ends at the mill gate, to the south, which is locked.\n[Exits: "
        f"north south]\n{PROMPT}"
    )
    return (text, R("mill lane", "n s", locked="s"))


# map C (Inform 7-like house): Entrance Hall e Dining Room (a gold coin), w Library, n Back
# Passage (e Scullery through the scullery door, closed at first); the front door south is
# locked.
def hall() -> tuple:
    text = (
        "Entrance Hall\nA square hall with a chequered floor. The front door, to the south, is "
        "locked. The dining room is east, the library west, and a passage leads north.\n\nYou "
        "can see a hat stand here."
    )
    return (text, R("entrance hall", "s e w n", locked="s"))


def dining(coin: bool = True) -> tuple:
    seen = "\n\nOn the sideboard is a gold coin." if coin else ""
    text = "Dining Room\nA polished table for twelve. The entrance hall is west of here." + seen
    return (text, R("dining room", "w", coin=coin, leads={"w": "entrance hall"}))


def library() -> tuple:
    text = (
        "Library\nShelves of leather-bound books from floor to ceiling. The entrance hall is "
        "east.\n\nYou can see a globe and a reading lamp here."
    )
    return (text, R("library", "e", leads={"e": "entrance hall"}))


def passage(door: str = "closed") -> tuple:
    text = (
        "Back Passage\nA narrow passage with a worn runner. The entrance hall is south. The "
        f"scullery door, to the east, is {door}."
    )
    return (
        text,
        R(
            "back passage",
            "s e",
            closed="e" if door == "closed" else "",
            leads={"s": "entrance hall"},
        ),
    )


def scullery() -> tuple:
    text = (
        "Scullery\nA stone sink and a copper for the washing. The back passage is west.\n\nYou "
        "can see a scrubbing brush here."
    )
    return (text, R("scullery", "w", leads={"w": "back passage"}))


ITEMS = [
    # map A
    item(
        garden(),
        "north",
        back_hall(),
        "open kitchen door",
        ("Opened.", K("opened", door="e")),
        "east",
        farm_kitchen(),
        notes="the kitchen door opened and walked through: west leads back (visited, initial, "
        "all visited); the shilling on the dresser: take it",
    ),
    item(
        garden(),
        "w",
        orchard(),
        "e",
        also(garden(), "A blackbird sings somewhere in the roses."),
        notes="back in the first room: west leads to the visited orchard; the first room has "
        "no initial; north and east are unvisited",
    ),
    item(
        garden(),
        "go east",
        sunken_lane(),
        "go south",
        ("The field gate is locked.", K("refused", "locked")),
        notes="the field gate south is locked and refused; the only other exit leads back west "
        "(visited, initial): go west",
    ),
    item(
        garden(),
        "n",
        back_hall(),
        "e",
        ("The kitchen door is closed. You'll have to open it first.", K("refused", "closed")),
        notes="the kitchen door refused as closed: closed, refused; open east (south leads back, "
        "visited, initial)",
    ),
    item(
        garden(),
        "north",
        back_hall(),
        "open kitchen door",
        ("Opened.", K("opened", door="e")),
        "east",
        farm_kitchen(),
        "take shilling",
        ("Taken.", K("took")),
        "west",
        back_hall(door="open"),
        notes="the shilling taken in the kitchen; back in the hall with the door open, both "
        "ways are visited: go back south (initial)",
    ),
    item(
        garden(),
        "walk east",
        sunken_lane(),
        "walk west",
        garden(),
        "walk west",
        orchard(),
        notes="the lane and back, then the orchard: its only exit leads back east (visited, "
        "initial, all visited)",
    ),
    item(
        garden(),
        "n",
        back_hall(),
        "open kitchen door",
        ("Opened.", K("opened", door="e")),
        "e",
        farm_kitchen(),
        "take shilling",
        ("Taken.", K("took")),
        "w",
        back_hall(door="open"),
        "s",
        garden(),
        "w",
        also(orchard(), "An apple drops into the long grass."),
        notes="a seven-turn walk (the shilling taken on the way, back through the first room): "
        "the orchard's only exit leads back east (visited, initial, all visited)",
    ),
    # map B
    item(
        green(),
        "n",
        smithy(),
        "get coin",
        ("You get a copper coin.\n" + PROMPT, K("took")),
        "s",
        also(green(), "A cart rumbles past on its way to the mill."),
        notes="the coin taken in the smithy; back on the green (the first room): north is "
        "visited, east and south are not",
    ),
    item(
        green(),
        "e",
        inn_yard(),
        "n",
        ("The taproom door is closed.\n" + PROMPT, K("refused", "closed")),
        "open north",
        ("You open the taproom door.\n" + PROMPT, K("opened")),
        "n",
        taproom(),
        notes="refused at the closed door, opened, walked through: the taproom's only exit "
        "leads back (visited, initial, all visited)",
    ),
    item(
        green(),
        "s",
        mill_lane(),
        "s",
        ("The mill gate is locked.\n" + PROMPT, K("refused", "locked")),
        notes="the locked mill gate refused; go back north (visited, initial)",
    ),
    item(
        green(),
        "e",
        inn_yard(),
        "w",
        green(),
        "s",
        mill_lane(),
        notes="the inn yard and back, then south: north leads back to the green (visited, "
        "initial); the mill gate is locked: go north",
    ),
    item(
        green(),
        "e",
        inn_yard(),
        "w",
        green(),
        "n",
        smithy(),
        notes="a loop through the green, then the smithy: its coin first",
    ),
    item(
        green(),
        "e",
        inn_yard(),
        "open north",
        ("You open the taproom door.\n" + PROMPT, K("opened")),
        "n",
        taproom(),
        "s",
        inn_yard(door="open"),
        notes="back in the inn yard with the taproom door open: both exits visited; the way "
        "back is west (initial)",
    ),
    item(
        green(),
        "w",
        ("Alas, you cannot go that way.\n" + PROMPT, K("refused")),
        "e",
        inn_yard(),
        notes="the refusal was on the green and was left there; in the yard, west leads back "
        "(visited, initial), the taproom door north is closed: open it",
    ),
    # map C
    item(
        hall(),
        "east",
        dining(),
        "take coin",
        ("Taken.", K("took")),
        "west",
        hall(),
        "west",
        library(),
        "east",
        also(hall(), "A clock somewhere upstairs strikes the half hour."),
        notes="the coin taken in the dining room, then the library and back: in the hall (the "
        "first room) east and west are visited, north is not, the front door locked: go north",
    ),
    item(
        hall(),
        "go west",
        library(),
        "go east",
        hall(),
        "go north",
        passage(),
        notes="the library and back, then north: south leads back to the hall (visited, "
        "initial); the scullery door is closed: open it",
    ),
    item(
        hall(),
        "north",
        passage(),
        "east",
        (f"(first opening the scullery door)\n\n{scullery()[0]}", scullery()[1]),
        notes="Inform opened the scullery door and walked on: the scullery's only exit leads "
        "back (visited, initial, all visited); the copper for the washing is a boiler, no coin",
    ),
    item(
        hall(),
        "head north",
        passage(),
        "open scullery door",
        ("You open the scullery door.", K("opened", door="e")),
        "head east",
        scullery(),
        "head west",
        passage(door="open"),
        notes="back in the passage with the door open: both exits visited; the way back is "
        "south (initial); the scullery's copper was a boiler, no coin",
    ),
    item(
        hall(),
        "go to the south",
        ("The front door is locked.", K("refused", "locked")),
        "w",
        library(),
        notes="the front door refused in the hall and left there; the library's only exit "
        "leads back east (visited, initial, all visited)",
    ),
    item(
        hall(),
        "w",
        library(),
        "e",
        hall(),
        "e",
        dining(),
        notes="a loop through the hall, then the dining room: its only exit leads back "
        "(visited, initial, all visited); the gold coin first",
    ),
]
