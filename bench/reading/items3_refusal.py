"""refusal, third round: games refusing a move in new wordings (barred ways, walls, hedges,
locked doors said several ways, echoed commands), refusals cleared by an open or a description
with the door open, and a refusal left behind in an earlier room."""

from __future__ import annotations

from bench.reading.author import K, R, item

_YARD = (
    "Stable Yard\nCobbles slick with straw. An archway leads east, and the farmhouse door is "
    "to the south."
)
_CHAPEL = (
    "Chapel\nCandles gutter before a plain altar. A heavy door leads north; it is locked. The "
    "porch is west."
)
_MAZE = "Hedge Maze\nTall yew hedges on every side. A gap opens to the north."
_CELLAR = (
    "Cellar\nCasks and cobwebs. A door to the east is closed. Stone steps go up to the kitchen."
)
_OFFICE = (
    "Harbour Office\nTide tables are pinned to the walls. The door to the west is closed. The "
    "quay is south."
)
_HALL = (
    "Long Hall\nA draughty hall with banners. A door to the north is closed. The hall "
    "continues east."
)

ITEMS = [
    item((_YARD, R("Stable Yard", "e s")), "north", ("That way is barred.", K("refused"))),
    item((_YARD, R("Stable Yard", "e s")), "w", ("A wall blocks your way.", K("refused"))),
    item(
        (_CHAPEL, R("Chapel", "n w", locked="n")),
        "n",
        ("You can't, since the door is locked.", K("refused", "locked")),
    ),
    item(
        (_CHAPEL, R("Chapel", "n w", locked="n")),
        "go north",
        ("The door seems to be locked.", K("refused", "locked")),
        "go east",
        ("There is no exit in that direction.", K("refused")),
        notes="two refusals in one visit: north (a locked door) and east (no exit).",
    ),
    item(
        (_MAZE, R("Hedge Maze", "n")),
        "walk west",
        ("You walk into the hedge and stop.", K("refused")),
    ),
    item(
        (_MAZE, R("Hedge Maze", "n")),
        "e",
        (">GO EAST\nYou can't go that way.", K("refused")),
        notes="the game echoes the command in capitals before its reply.",
    ),
    item(
        (_CELLAR, R("Cellar", "e u", closed="e", leads={"u": "kitchen"})),
        "e",
        ("You can't go through the closed door.", K("refused", "closed")),
    ),
    item(
        (_CELLAR, R("Cellar", "e u", closed="e", leads={"u": "kitchen"})),
        "e",
        ("You can't go through the closed door.", K("refused", "closed")),
        "open door",
        ("You pull the door open. It scrapes on the flags.", K("opened", door="e")),
        notes="the open that worked clears the refusal.",
    ),
    item(
        (_OFFICE, R("Harbour Office", "w s", closed="w")),
        "west",
        ("The door is locked, and you have no key.", K("refused", "locked")),
        notes="the refusal says the door (read as closed) is locked: no open among the actions.",
    ),
    item(
        (_OFFICE, R("Harbour Office", "w s", closed="w")),
        "west",
        (
            "The door won't open; something is holding it fast from the far side.",
            K("refused", "locked"),
        ),
        notes="held fast from the far side reads as locked (second round's 'bolted from the "
        "other side').",
    ),
    item(
        (_HALL, R("Long Hall", "n e", closed="n")),
        "n",
        ("(first opening the door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock north door with iron key",
        ("You unlock the door with the iron key.", K("unlocked")),
        notes="unlocked but still closed: the refusal stands until it is opened.",
    ),
    item(
        (_HALL, R("Long Hall", "n e", closed="n")),
        "n",
        ("(first opening the door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock north door with iron key",
        ("You unlock the door with the iron key.", K("unlocked")),
        "open north door",
        (
            "You open the door.\n\nLong Hall\nA draughty hall with banners. A door to the north "
            "stands open. The hall continues east.",
            R("Long Hall", "n e"),
        ),
        notes="the door opened and the room described with it open: the refusal is cleared.",
    ),
    item(
        (
            "Riverbank\nReeds and mud. The river runs deep and fast to the south. A towpath "
            "leads east.",
            R("Riverbank", "e"),
        ),
        "s",
        ("You'd need a boat to get across.", K("refused")),
    ),
    item(
        (
            "Scree Slope\nLoose stones shift underfoot. The slope falls away to the west; a track "
            "runs north.",
            R("Scree Slope", "n"),
        ),
        "climb east",
        ("The cliff is far too steep to climb.", K("refused")),
    ),
    item(
        (
            "Bramble Thicket\nThorns snag your sleeves. A deer track leads south.",
            R("Bramble Thicket", "s"),
        ),
        "head north",
        ("Thick brambles bar the way.", K("refused")),
        "head west",
        ("Thick brambles bar the way.", K("refused")),
    ),
    item(
        (_YARD, R("Stable Yard", "e s")),
        "go east",
        (
            "Hay Barn\nBales stacked to the rafters. The yard is west. A low door to the "
            "south stands open on the pigsty.",
            R("Hay Barn", "w s"),
        ),
        "go north",
        ("You can't go that way, the barn wall is in the way.", K("refused")),
        notes="the refusal is in the barn, the current room; the yard lies west (visited, "
        "initial).",
    ),
    item(
        (_YARD, R("Stable Yard", "e s")),
        "go north",
        ("That way is barred.", K("refused")),
        "go east",
        (
            "Hay Barn\nBales stacked to the rafters. The yard is west. A low door to the "
            "south stands open on the pigsty.",
            R("Hay Barn", "w s"),
        ),
        notes="the refusal was in the yard, an earlier room: none in the barn.",
    ),
    item(
        (
            "Gatekeeper's Lodge\nA narrow room. The gate to the east, which someone has left "
            "ajar, opens on the road. A door to the north is shut.",
            R("Gatekeeper's Lodge", "e n", closed="n"),
        ),
        "go south",
        ("There's a wall there.", K("refused")),
        "go north",
        ("You'll have to open the door first, I'm afraid.", K("refused", "closed")),
    ),
    item(
        (
            "Tower Stair\nThe stair spirals up out of sight. An iron door stands to the west, "
            "firmly shut.",
            R("Tower Stair", "w u", closed="w"),
        ),
        "w",
        ("The iron door is shut.", K("refused", "closed")),
        "look",
        (
            "Tower Stair\nThe stair spirals up out of sight. The iron door to the west has swung "
            "open on its own.",
            R("Tower Stair", "w u"),
        ),
        notes="a description with the door open clears the refusal.",
    ),
    item(
        (
            "Pier End\nPlanks creak over grey water. The pier runs to the shore in the north.",
            R("Pier End", "n"),
        ),
        "e",
        ("You would fall into the sea.", K("refused")),
        "w",
        ("You would fall into the sea.\n\nThe gulls laugh at you.", K("refused")),
    ),
]
