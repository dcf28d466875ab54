"""refusal, tenth round: histories whose last moves the game refused, in new wordings from many
kinds of game: a hot forge in the way, "There's no way out in that direction; the only obvious
exits lead north and up.", a bog that "would swallow you whole", "The strongroom door is
locked.", "You'll have to open the field gate first." then opened, a cliff "far too sheer to
climb", a stockade that bumps your nose with the room printed again (Both), two refusals left in
a quarry, a verger who says there is only wall that way, a locked bothy door unlocked but not
opened, an orchard door refused, opened and walked through, a causeway under the tide, a cornice
of old snow, an Infocom-like status line above "You can't go that way.", a bulkhead door cycled
open and the room looked at, a sentry's pike, a path that peters out in the heather, a grille
refused as locked with the room printed again (Both), a greenhouse door refused and a look that
shows it still closed, holly that pushes back. What a person reads in each text is declared
beside it; the map facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

STOCKADE = (
    "Stockade Gate\n   Sharpened logs twice your height. The gate stands open to the north, and "
    "the trading post is south.\n[Exits: north south]"
)
CRYPT = (
    "Crypt\nStone coffins lie on ledges cut in the rock. Steps lead up to the church. To the "
    "east an iron grille closes off the ossuary."
)
POTTING_YARD = (
    "Potting Yard\nCold frames and stacks of clay pots. The greenhouse door, north, is closed. "
    "The garden is west."
)

ITEMS = [
    item(
        (
            "Smithy\nThe forge is banked and glowing, and it fills the whole east side of the "
            "smithy. The only door is west, onto the green.\n\nYou can see an anvil and a "
            "quenching trough here.",
            R("smithy", "w"),
        ),
        "e",
        ("The forge is in the way, and it is very hot.\n\n>", K("refused")),
        notes="a refusal at a thing in the way of a way never given",
    ),
    item(
        (
            "Chandlery\nRope, tar and lamp oil. The door to the quay is north; the sail loft is "
            "up a ladder.",
            R("chandlery", "n up"),
        ),
        "go west",
        (
            "There's no way out in that direction; the only obvious exits lead north and up.",
            K("refused"),
        ),
        notes="TADS-like refusal that names the exits again: west refused, north open",
    ),
    item(
        (
            "Moorland Track\nThe track runs north and south across the moor, marked by white "
            "stones.",
            R("moorland track", "n s"),
        ),
        "east",
        ("The bog to the east would swallow you whole.", K("refused")),
        notes="a refusal by the danger of the ground",
    ),
    item(
        (
            "Counting House\nHigh desks, tall stools, ledgers bound in green cloth. A door east "
            "leads to the strongroom. The street door is south.",
            R("counting house", "e s"),
        ),
        "east",
        (
            "The strongroom door is locked. Mr Quill keeps the key on his watch chain.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: closed and refused, and "
        "only south is left",
    ),
    item(
        (
            "Paddock\nA muddy paddock. The field gate, west, is closed. The lane is north.",
            R("paddock", "w n", closed="w"),
        ),
        "w",
        ("You'll have to open the field gate first.", K("refused", "closed")),
        "open gate",
        ("You open the field gate. It swings back against the hedge.", K("opened", door="w")),
        notes="a refusal at a closed gate cleared by opening it by its kind",
    ),
    item(
        (
            "Foot of the Cliffs\nA shingle beach beneath towering chalk cliffs. The beach runs "
            "east and west.",
            R("foot of the cliffs", "e w"),
        ),
        "climb north",
        ("The cliff is far too sheer to climb, and you have no rope.", K("refused")),
        notes="`climb north` is a move north, refused by the cliff",
    ),
    item(
        (f"{STOCKADE}\n\n<60hp 30m 45mv> ", R("stockade gate", "n s")),
        "east",
        (
            f"You bump your nose against the stockade. Ouch!\n\n{STOCKADE}\n\n<59hp 30m 45mv> ",
            Both(K("refused"), R("stockade gate", "n s")),
        ),
        notes="the refusal and the room in one text (Both): east refused, north and south open",
    ),
    item(
        (
            "Quarry Floor\nBlocks of cut stone lie where they were left. The quarry walls rise "
            "on three sides; the only way out is the track north.",
            R("quarry floor", "n"),
        ),
        "east",
        ("The quarry wall is sheer here.", K("refused")),
        "west",
        ("Nothing but more quarry wall that way.", K("refused")),
        "north",
        (
            "Quarry Track\nA rutted track climbs out of the quarry. It runs north to the road "
            "and south down to the quarry floor.",
            R("quarry track", "n s", leads={"s": "quarry floor"}),
        ),
        notes="two refusals left in the quarry; none stands in the track",
    ),
    item(
        (
            "North Aisle\nThe aisle runs east towards the chancel and west to the font.",
            R("north aisle", "e w"),
        ),
        "north",
        (
            "The verger steps smartly into your path. \"There's nothing that way but the wall, "
            'sir."',
            K("refused"),
        ),
        notes="'North Aisle' is a name; a verger turns back a move toward a way never given",
    ),
    item(
        (
            "Bothy\nA bothy of rough stone with a peat fire. The door, south, is locked. A "
            "window looks out over the loch.",
            R("bothy", "s", locked="s"),
        ),
        "s",
        (
            "The door is locked, and you don't fancy climbing out through the window.",
            K("refused", "locked"),
        ),
        "unlock south door with iron key",
        ("You turn the iron key and the lock clicks back.", K("unlocked")),
        notes="an unlock keeps the refusal and leaves the door closed: open it next",
    ),
    item(
        (
            "Cider House\nThe great press smells of last year's apples. The door to the orchard, "
            "east, is shut.",
            R("cider house", "e", closed="e"),
        ),
        "e",
        ("The orchard door is shut.", K("refused", "closed")),
        "open east",
        ("You open the orchard door.", K("opened")),
        "e",
        (
            "Orchard\nApple trees in rows, their trunks whitewashed. The cider house is west.",
            R("orchard", "w", leads={"w": "cider house"}),
        ),
        notes="refused, opened, walked through: no refusal stands in the orchard",
    ),
    item(
        (
            "Causeway End\nThe island lies west across the sands, but the tide is in and the "
            "causeway is under water. The village is east.",
            R("causeway end", "e"),
        ),
        "west",
        (
            "You wade in up to your knees before the current nearly takes your legs from under "
            "you. You retreat.",
            K("refused"),
        ),
        notes="a causeway under the tide is no exit; the wade is refused",
    ),
    item(
        (
            "Saddle\nA grassy saddle between two peaks. A path drops south to the valley and "
            "another climbs west to the summit.",
            R("saddle", "s w"),
        ),
        "east",
        (
            "East, the ground falls away in a cornice of old snow. You are not that foolish.",
            K("refused"),
        ),
        notes="a refusal by a cornice; south and west open",
    ),
    item(
        (
            "Powder Room\nA little powder room off the ballroom, all mirrors and gilt. The "
            "ballroom is north.",
            R("powder room", "n"),
        ),
        "south",
        (
            " Powder Room                                    Score: 85   Moves: 311\n\nYou "
            "can't go that way.\n\n>",
            K("refused"),
        ),
        notes="a status line above the refusal is noise",
    ),
    item(
        (
            "Cargo Bay\nCrates are strapped to the deck. The bulkhead door to the north is "
            "closed; a corridor leads aft, to the south.",
            R("cargo bay", "n s", closed="n"),
        ),
        "n",
        (
            "The bulkhead door is closed. You'll need to cycle it open.",
            K("refused", "closed"),
        ),
        "cycle door",
        ("The bulkhead door hisses and slides aside.", K("opened", door="n")),
        "look",
        (
            "Cargo Bay\nCrates are strapped to the deck. The bulkhead door to the north stands "
            "open; a corridor leads aft, to the south.",
            R("cargo bay", "n s"),
        ),
        notes="cycling the bulkhead door opens it; the look shows it open: the refusal is cleared",
    ),
    item(
        (
            "Barrack Square\nA drill ground of beaten earth. The barracks are north; the main "
            "gate is south.",
            R("barrack square", "n s"),
        ),
        "west",
        ('The sentry levels his pike. "Nobody goes west tonight."', K("refused")),
        notes="a sentry turns back a move toward a way the room never named",
    ),
    item(
        (
            "Heather Moor\nThe path runs north and south through knee-deep heather.",
            R("heather moor", "n s"),
        ),
        "e",
        (
            "You walk east for a little way, but the path peters out among the heather and you "
            "come back.",
            K("refused"),
        ),
        notes="a move that came to nothing and returned: a refusal of east",
    ),
    item(
        (CRYPT, R("crypt", "up e", closed="e")),
        "e",
        (
            f"The grille is locked.\n\n{CRYPT}",
            Both(K("refused", "locked"), R("crypt", "up e", locked="e")),
        ),
        notes="the grille, closed, is refused as locked and the room printed again (Both): "
        "locked and refused; only the steps up remain, so no action",
    ),
    item(
        (POTTING_YARD, R("potting yard", "n w", closed="n")),
        "n",
        ("You'd have to open the greenhouse door first.", K("refused", "closed")),
        "l",
        (
            f"{POTTING_YARD}\n\nA robin watches you from the rim of a flowerpot.",
            R("potting yard", "n w", closed="n"),
        ),
        notes="a look that shows the door still closed keeps the refusal",
    ),
    item(
        (
            "Lower Meadow\nThe meadow slopes up north to the wood; a stile in the west hedge "
            "leads onto the lane.",
            R("lower meadow", "n w"),
        ),
        "n",
        (
            "Wood Edge\nThe trees begin here. The meadow is south. Holly grows as thick as a "
            "wall between the trunks to the north.",
            R("wood edge", "s", leads={"s": "lower meadow"}),
        ),
        "n",
        ("You push into the holly and it pushes back, harder. You give up.", K("refused")),
        notes="holly as thick as a wall is no exit; the move refused in this room; the person "
        "goes back south",
    ),
]
