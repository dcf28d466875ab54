"""refusal, fifteenth round: refused moves in the wordings of the games a tester plays, each a
reply with no room: a yew hedge "far too thick to push through", Inform's "You can't go that
way." under a status line, a bed of nettles, ROM's "Alas, you cannot go that way." with a prompt
after a loop, "The stable door is closed." and "The churchyard gate is locked." for doors whose
state the room did not give, "You'll have to open the wicket first." then "You open the wicket.",
Scott Adams's "Sorry, I can't go WEST from here.", Level 9's "There is no way east.", Evennia's
"You cannot go west; there is no exit in that direction.", a fallen elm, TextWorld's "You can't
go that way." with its status line, TextWorldExpress's "Unknown action" then `look around`, a
refusal and the room in one text (Both), "The cellar door is locked." then an unlock, two
refusals in a row (rock, a pool), a refused `climb up` (no fact) then a wall, a refusal left in
an earlier room, a verger who blocks a way never given, a shut door refused and then seen open.
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ROM_PROMPT = "<55hp 40m 77mv> "
ROPEMAKERS = (
    f"Ropemakers' Lane\n  Hemp dust drifts along the lane.\n[Exits: north south]\n{ROM_PROMPT}",
    R("ropemakers' lane", "n s"),
)
_PAD = " " * 72

ITEMS = [
    item(
        (
            "Lawn\nA wide lawn, rather shaggy. The house is north, and a gravel walk leads "
            "west. A yew hedge, thick as a wall, closes off the east.",
            R("lawn", "n w"),
        ),
        "e",
        ("The yew hedge is far too thick to push through.", K("refused")),
        notes="the hedge east was never a way; its refusal is refused(east); go north or west",
    ),
    item(
        (
            "Potting Yard                                              2/20\n\nPotting Yard\n"
            "Stacks of clay pots and a cold frame. The greenhouse is north.",
            R("potting yard", "n"),
        ),
        "north",
        (
            "Greenhouse                                                3/20\n\nGreenhouse\nHeat "
            "and the smell of tomato leaves. The only door is south.\n\nYou can see a watering "
            "can here.",
            R("greenhouse", "s"),
        ),
        "west",
        (
            "Greenhouse                                                4/20\n\nYou can't go "
            "that way.",
            K("refused"),
        ),
        notes="Inform's refusal under the status line: west refused; the one door south is the "
        "way in: go south",
    ),
    item(
        (
            "You're in the kitchen garden. Beans climb their canes and a blackbird is at the "
            "currants. The back door of the house is south, and the orchard gate is east.",
            R("kitchen garden", "s e"),
        ),
        "north",
        ("There's a bed of nettles in the way, and you're in shorts.", K("refused")),
        notes="a joke refusal is a refusal of north (no exit there): go south or east",
    ),
    item(
        ROPEMAKERS,
        "n",
        (
            f"Hemp Store\n  Bales of raw hemp are stacked to the beams.\n[Exits: south]\n"
            f"{ROM_PROMPT}",
            R("hemp store", "s"),
        ),
        "s",
        ROPEMAKERS,
        "e",
        (f"Alas, you cannot go that way.\n\n{ROM_PROMPT}", K("refused")),
        notes="back in the first room, then east refused: refused(east); north visited; south "
        "unvisited: go south",
    ),
    item(
        (
            "Stable Yard\nCobbles and a pump. The stable door is north, and the lane is west. A "
            "horseshoe and a penny lie by the pump.",
            R("stable yard", "n w", coin=True),
        ),
        "n",
        ("The stable door is closed.", K("refused", door="closed")),
        notes="a door whose state the room did not give turns out closed: refused and closed; "
        "the penny by the pump still lies there: take coin",
    ),
    item(
        (
            "Allotments\nRows of beans on canes, and a shed with a padlock on it. A wicket in "
            "the east fence is shut, and the cinder path runs south.",
            R("allotments", "e s", closed="e"),
        ),
        "e",
        ("You'll have to open the wicket first.", K("refused", door="closed")),
        "open wicket",
        ("You open the wicket.", K("opened", door="e")),
        notes="the wicket refused, then opened by its kind: the refusal is cleared; go east or "
        "south",
    ),
    item(
        (
            "Church Lane\nThe lane ends at the churchyard gate, to the east. A footpath runs "
            "north over the fields.",
            R("church lane", "e n"),
        ),
        "east",
        ("The churchyard gate is locked.", K("refused", door="locked")),
        notes="a gate whose state was not given turns out locked: refused, closed, no open; go "
        "north",
    ),
    item(
        (
            "I'm on a riverbank. Obvious exits: NORTH, EAST.\nI can also see: REEDS, A MOORHEN"
            "\n\nTell me what to do? ",
            R("riverbank", "n e"),
        ),
        "GO WEST",
        (
            "Sorry, I can't go WEST from here. The river's too deep!\n\nTell me what to do? ",
            K("refused"),
        ),
        notes="Scott Adams manner: west refused; go north or east",
    ),
    item(
        (
            "You are in the dell, a hollow full of bracken. Exits lead north and south.\nWhat now?",
            R("dell", "n s"),
        ),
        "n",
        (
            "You are on the heath. Heather and gorse stretch to the sky. Exits lead south and "
            "west.\nWhat now?",
            R("heath", "s w"),
        ),
        "e",
        ("There is no way east.\nWhat now?", K("refused")),
        notes="Level 9 manner: east refused on the heath; south is the way in: go west",
    ),
    item(
        (
            "Ferry Steps\nWorn steps run down to a jetty where no ferry waits.\nExits: north, east",
            R("ferry steps", "n e"),
        ),
        "west",
        ("You cannot go west; there is no exit in that direction.", K("refused")),
        notes="an Evennia-like refusal: refused(west); the jetty with no ferry is no way; go "
        "north or east",
    ),
    item(
        (
            "You're in the stackyard. Ricks of corn stand in a row, and the farm track runs east.",
            R("stackyard", "e"),
        ),
        "east",
        (
            "You're on the farm track, between high hedges. It runs on south toward the "
            "village, and the stackyard is west.",
            R("farm track", "s w", leads={"w": "stackyard"}),
        ),
        "north",
        (
            "A fallen elm lies across the hedge gap to the north; there's no getting past it.",
            K("refused"),
        ),
        notes="a fallen elm refuses a move north on the farm track: refused(north); west is "
        "the way in: go south",
    ),
    item(
        (
            "\n\n-= Herb Room =-\nYou find yourself in a herb room. A typical one.\n\n\n\nThere "
            "is an unblocked exit to the north. There is an exit to the west. Don't worry, it "
            f"is unguarded.\n\n\n\n>{_PAD}-= Herb Room =-0/1",
            R("herb room", "n w"),
        ),
        "go north",
        (
            "\n\n-= Seed Loft =-\nYou arrive in a seed loft. An ordinary kind of place.\n\n\n\n"
            "There is an exit to the south. Don't worry, it is unblocked.\n\nThere is a coin on "
            f"the floor.\n\n\n>{_PAD}-= Seed Loft =-0/2",
            R("seed loft", "s", coin=True),
        ),
        "go east",
        (f"\nYou can't go that way.\n\n\n>{_PAD}-= Seed Loft =-0/3", K("refused")),
        notes="TextWorld's refusal with its status line: east refused in the seed loft; the "
        "coin still lies on the floor: take coin",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "fridge that is closed. You also see a counter, that has nothing on it. \nTo the "
            "South you see the pantry. To the West you see a closed wood door. ",
            R("kitchen", "s w", closed="w", leads={"s": "pantry"}),
        ),
        "move north",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "fridge that is closed. You also see a counter, that has nothing on it. \nTo the "
            "South you see the pantry. To the West you see a closed wood door. ",
            R("kitchen", "s w", closed="w", leads={"s": "pantry"}),
        ),
        notes="TextWorldExpress's 'Unknown action' after a move toward no exit is a refusal "
        "(the ninth round's call); the look keeps it: go south or open west",
    ),
    item(
        (
            "Toll Bridge\nA humped stone bridge over the brook. The toll house is east, and the "
            "road goes on south.\n(Obvious exits: East, South)",
            R("toll bridge", "e s"),
        ),
        "west",
        (
            "You can't go that way.\n\nToll Bridge\nA humped stone bridge over the brook. The "
            "toll house is east, and the road goes on south.\n(Obvious exits: East, South)",
            Both(K("refused"), R("toll bridge", "e s")),
        ),
        notes="a refusal and the room printed again in one text (Both): west refused; go east "
        "or south",
    ),
    item(
        (
            "Wine Vault\nRacks of dusty bottles under a brick vault. The cellar door, north, is "
            "locked. A passage runs east.",
            R("wine vault", "n e", locked="n"),
        ),
        "north",
        ("The cellar door is locked.", K("refused", door="locked")),
        "unlock north door with key",
        ("You unlock the cellar door with the iron key.", K("unlocked")),
        notes="an unlock keeps the refusal and leaves the door closed (the earlier rounds' "
        "call): open north or go east",
    ),
    item(
        (
            "Dripping Cave\nWater drips from the roof into a black pool that fills the east side "
            "of the cave. A passage leads west.\nA gold coin lies at the pool's edge.",
            R("dripping cave", "w", coin=True),
        ),
        "n",
        ("Solid rock, all the way up.", K("refused")),
        "e",
        ("The pool fills that side of the cave; you'd need to swim, and you won't.", K("refused")),
        notes="two refusals in a row (rock north, the pool east): both stand; the coin at the "
        "pool's edge lies here: take coin",
    ),
    item(
        (
            "Inglenook\nAn inglenook big enough to sit in, a settle on either side of the "
            "hearth. The kitchen is east.",
            R("inglenook", "e"),
        ),
        "climb up",
        ("The chimney is far too narrow to climb.", K("refused")),
        "w",
        ("Only the wall that way, and it's older than you are.", K("refused")),
        notes="a refused `climb up` is no fact; west refused: refused(west); go east",
    ),
    item(
        (
            "Hay Barn\nBales are stacked to the roof on the east side. There are doors north and "
            "west.",
            R("hay barn", "n w"),
        ),
        "e",
        ("Hay bales, solid to the roof. No way through.", K("refused")),
        "n",
        (
            "Rick Yard\nRicks of hay under thatch. The barn is south, and a gate opens west onto "
            "the lane.",
            R("rick yard", "s w", leads={"s": "hay barn"}),
        ),
        notes="the refusal was left in the hay barn: no refused fact here; south is the way in: "
        "go west",
    ),
    item(
        (
            "Nave\nPews stand in long rows under the hammerbeam roof. The porch is west, and the "
            "chancel east.",
            R("nave", "w e"),
        ),
        "north",
        (
            "The verger steps in front of you. 'Not that way, if you please. There's nothing "
            "there but the wall.'",
            K("refused"),
        ),
        notes="a person who turns the player back from a way the room never gave: "
        "refused(north); go west or east",
    ),
    item(
        (
            "Kitchen Passage\nA flagged passage smelling of soap. The scullery door, north, is "
            "shut; the kitchen is south.",
            R("kitchen passage", "n s", closed="n"),
        ),
        "north",
        ("The scullery door is shut.", K("refused", door="closed")),
        "look",
        (
            "Kitchen Passage\nA flagged passage smelling of soap. The scullery door, north, "
            "stands wide open: the cook has just bustled through it. The kitchen is south.",
            R("kitchen passage", "n s"),
        ),
        notes="a look that shows the door open (another character left it so) clears the "
        "refusal: go north or south",
    ),
]
