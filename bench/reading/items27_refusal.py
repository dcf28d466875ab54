"""refusal, twenty-seventh round: moves the game refused, in wordings and settings no earlier
round used: carding engines that fill the east side of a room, a riders' tunnel walked into
twice ("Also wall. Also grey."), a Rust server's `Err(NoExit { .. })` and a Go server's `error:
no exit "south" from "Chart Room"`, Inform's "You can't, since the fermenting house door is
locked." for a door whose state was not given, TextWorld's "You have to open the osage door
first." cleared by an open, an unlock that leaves the cask shed door shut ("The door itself
stays where it is."), a goat that leans on the paddock gate and later butts it open after a
`wait` (cleared), ROM's "Alas, you cannot go that way" with the tenter field printed again
(Both), a canal tunnel without a boat ("and someone to leg it"), a window left behind in a drum
house, a refused `go down` into a moon pool (no fact), a bull pen gate "bolted, and you're glad
of it", a referee at the ropes, a foreman's door rattled and looked at (kept), a mending room
door refused, opened by its name and walked through, a riad's parapet with the terrace printed
again (Both), a refused `go up` at a padlocked hatch and then a window, TextWorldExpress's
refusal at a closed door cleared by an open and a look, a cooper's fire ("You are not walking
through it."). What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<96hp 61m 120mv> "

TENTER_FIELD = (
    "The Tenter Field\nCloth hangs drying on the tenter frames in long pale rows.\n[Exits: north "
    "west]\n" + PROMPT
)
ROOF_TERRACE = (
    "Roof Terrace\nRugs are spread over the warm tiles, and swallows cut across the dusk. The "
    "door to the stairwell is south; a door west opens into the tower room."
)


def foreman_office_yard(door: str) -> tuple:
    return (
        "Sorting Floor\nBins of shell blanks, sorted by size, line the walls. The foreman's door "
        f"is north, and it is {door}. The blank room is through the archway to the east.",
        R("sorting floor", "n e", closed="n"),
    )


ITEMS = [
    item(
        (
            "Carding Room\nThe carding engines stand in two rows, their drums furred with grey "
            "wool.\nExits: north, west.",
            R("carding room", "n w"),
        ),
        "east",
        ("The carding engines fill the whole east side; you'd be into the gears.", K("refused")),
        notes="a move east refused by machinery (east was never an exit): refused(east); go "
        "north or west",
    ),
    item(
        (
            "Riders' Tunnel\nA concrete tunnel under the track, painted grey. The boards thunder "
            "overhead. It runs north to the track centre and south to the car park.",
            R("riders' tunnel", "n s"),
        ),
        "west",
        (
            "You walk into the tunnel wall. It is painted the same grey as everything else.",
            K("refused"),
        ),
        "east",
        ("Also wall. Also grey.", K("refused")),
        notes="two refusals in a row: refused(west) and refused(east); the tunnel runs north "
        "and south: go either",
    ),
    item(
        (
            'Room { name: "Reeling Room", exits: [North, West], items: [] }',
            R("reeling room", "n w"),
        ),
        "east",
        ('Err(NoExit { from: "Reeling Room", dir: East })', K("refused")),
        notes="a user's Rust server prints the refusal as an error value: refused(east); go "
        "north or west",
    ),
    item(
        ("{Name:Chart Room Exits:[north east] Items:[dividers]}", R("chart room", "n e")),
        "south",
        ('error: no exit "south" from "Chart Room"', K("refused")),
        notes="a user's Go server's error after a move south: refused(south); go north or east",
    ),
    item(
        (
            "Still House\nThe copper pot stills squat in a row. The fermenting house door is "
            "west of here, and the cask shed is north.",
            R("still house", "w n"),
        ),
        "west",
        ("You can't, since the fermenting house door is locked.", K("refused", "locked")),
        notes="a door whose state was not given turns out locked: refused(west), closed; go north",
    ),
    item(
        (
            "\n\n-= Lye Room =-\nYou are in a lye room. A normal kind of place.\n\n\n\nThere is "
            "a closed osage door leading north. There is an exit to the east. Don't worry, it "
            "is unguarded.\n\n\n\n>" + " " * 128 + "-= Lye Room =-0/1",
            R("lye room", "n e", closed="n"),
        ),
        "go north",
        (
            "\nYou have to open the osage door first.\n\n\n>" + " " * 128 + "-= Lye Room =-0/2",
            K("refused", "closed"),
        ),
        "open osage door",
        (
            "\nYou open osage door.\n\n\n>" + " " * 128 + "-= Lye Room =-0/3",
            K("opened", "n"),
        ),
        notes="TextWorld's refusal at the closed osage door, then the door opened by its kind: "
        "the refusal is cleared; go north or east",
    ),
    item(
        (
            "Cask Shed\nHogsheads lie racked three high. The door to the bond store, west, is "
            "locked. The yard is south.",
            R("cask shed", "w s", locked="w"),
        ),
        "west",
        (
            "The bond store door is locked. It has been locked since the exciseman's last visit.",
            K("refused", "locked"),
        ),
        "unlock west door with key",
        ("The key turns with a clunk. The door itself stays where it is.", K("unlocked")),
        notes="an unlock that leaves the door shut: closed, and the refusal stands until it is "
        "opened: open west, or go south",
    ),
    item(
        (
            "Paddock\nA dry paddock with a water trough and a hay rack. The gate to the goat "
            "shed, north, is shut. The lane is east.",
            R("paddock", "n e", closed="n"),
        ),
        "north",
        (
            "The gate is shut, and the goat on the other side is leaning on it.",
            K("refused", "closed"),
        ),
        "wait",
        (
            "Time passes. The goat gets bored, butts the gate, and it swings open. She trots "
            "off into the shed, and the gate stays open.",
            R(None, "n e"),
        ),
        notes="a gate the player did not open, butted open by the goat and left open, is read "
        "as the room again with the gate open (the ninth round's way): the refusal is cleared; "
        "go north or east",
    ),
    item(
        (TENTER_FIELD, R("the tenter field", "n w")),
        "east",
        (
            "Alas, you cannot go that way; the frames fill the field to the east.\n\n"
            + TENTER_FIELD,
            Both(K("refused"), R("the tenter field", "n w")),
        ),
        notes="ROM's refusal with the room printed again in one text (Both): refused(east); go "
        "north or west",
    ),
    item(
        (
            "Tunnel Mouth\nThe canal goes into the hill under a brick arch. The towpath runs "
            "south, and a path leads west to the leggers' hut.",
            R("tunnel mouth", "s w"),
        ),
        "north",
        ("You'd need a boat - and someone to leg it through.", K("refused")),
        notes="a move north into the canal tunnel refused (water, no boat, no towpath): "
        "refused(north); go south or west",
    ),
    item(
        (
            "Drum House\nThe winding drum fills the house. A window looks west over the pit. The "
            "door north leads to the splitting shed.",
            R("drum house", "n", leads={"n": "splitting shed"}),
        ),
        "west",
        ("Only the window that way, and a long drop to the pit.", K("refused")),
        "north",
        (
            "Splitting Shed\nBenches along the walls, slate shards underfoot. The drum house is "
            "south; the yard is east.",
            R("splitting shed", "s e"),
        ),
        notes="a refusal left in the drum house does not stand in the splitting shed; south "
        "leads back (visited, initial); the yard east: go east",
    ),
    item(
        (
            "Moon Pool\nThe black square of water breathes with the swell. The wet porch is "
            "north. A pressure hatch leads east; it is closed.",
            R("moon pool", "n e", closed="e"),
        ),
        "go down",
        ("Not without a suit, a tank and a buddy, you don't.", K("refused")),
        notes="a refused `go down` (outside the vocabulary: no fact): go north or open east",
    ),
    item(
        (
            "The Sale Pens\nHurdles divide the yard into pens.\nObvious exits:\nNorth - The "
            "Drovers' Cafe\nEast  - The Bull Pen\nSouth - The Sale Ring",
            R("the sale pens", "n e s"),
        ),
        "east",
        ("The bull pen gate is bolted, and you're glad of it.", K("refused", "locked")),
        notes="a gate whose state was not given, 'bolted' against the player: locked, refused "
        "(east); go north or south",
    ),
    item(
        (
            "Ringside\nRows of folding chairs face the ring, and the smoke hangs under the "
            "lights. The bar is west; the street door is south.",
            R("ringside", "w s"),
        ),
        "north",
        ("The referee waves you off. 'Fighters and seconds only past the ropes.'", K("refused")),
        notes="the referee refuses a move north the room never gave: refused(north); go west "
        "or south",
    ),
    item(
        foreman_office_yard("shut"),
        "north",
        ("You rattle the foreman's door. It's shut.", K("refused", "closed")),
        "look",
        foreman_office_yard("still shut"),
        notes="refused at the shut door and looked at: the door still shut keeps the refusal; "
        "open north or go east",
    ),
    item(
        (
            "Warping Room\nThreads run from the creel to the mill like harp strings. The mending "
            "room door, east, is closed. The carding room is south.",
            R("warping room", "e s", closed="e"),
        ),
        "east",
        ("The mending room door is closed.", K("refused", "closed")),
        "open mending room door",
        ("You open the mending room door.", K("opened", "e")),
        "east",
        (
            "Mending Room\nA long window and a bench of cloth with its faults chalked. The only "
            "way out is west.",
            R("mending room", "w"),
        ),
        notes="refused at the closed door, opened by its name, walked through: west leads back "
        "(visited, initial, all visited): go west",
    ),
    item(
        (ROOF_TERRACE, R("roof terrace", "s w")),
        "east",
        (
            "The parapet is waist-high, and beyond it is a forty-foot drop into the lane.\n\n"
            + ROOF_TERRACE,
            Both(K("refused"), R("roof terrace", "s w")),
        ),
        notes="a refusal at the parapet with the terrace printed again (Both): refused(east); "
        "go south or west",
    ),
    item(
        (
            "Receiver Cabin\nRacks of receivers hum. A padlocked hatch in the ceiling leads to "
            "the feed platform. The window is west; the cabin door, south, is open.",
            R("receiver cabin", "u s", locked="u"),
        ),
        "go up",
        ("The hatch is padlocked. Nobody goes up there in this wind.", K("refused")),
        "west",
        ("Only the window that way, and the dish beyond it.", K("refused")),
        notes="a refused `go up` (no fact) and then a window: refused(west); go south",
    ),
    item(
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "counter, that has nothing on it. \nTo the North you see a closed plain door. To "
            "the West you see the living room. ",
            R("kitchen", "n w", closed="n"),
        ),
        "move north",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to north",
        ("You open the plain door, revealing the pantry. ", K("opened")),
        "look around",
        (
            "You are in the kitchen. In one part of the room you see a stove. There is also a "
            "counter, that has nothing on it. \nThrough an open plain door, to the North you "
            "see the pantry. To the West you see the living room. ",
            R("kitchen", "n w"),
        ),
        notes="TextWorldExpress's refusal at a closed door, then the door opened and a look "
        "with it open: the refusal is cleared; go north or west",
    ),
    item(
        (
            "Cooperage\nStaves and hoops lie everywhere, and a fire of shavings burns in an iron "
            "cresset for bending the staves. The cask shed is east; the yard is north.",
            R("cooperage", "e n"),
        ),
        "west",
        ("That's the fire for bending the staves. You are not walking through it.", K("refused")),
        notes="a move west into the cooper's fire (a way never given) refused: refused(west); "
        "go east or north",
    ),
]
