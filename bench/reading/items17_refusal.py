"""refusal, seventeenth round: modern places and the moves their games refused, in new wordings:
a wall of glass with a view of a fountain, a badge reader that "beeps twice and the light stays
red", a security guard ("Staff only past this point, mate."), a keeper's door opened after a
refusal, a hatch "You'll need to cycle it open." kept by a look, a ski patroller at a rope, a
hand gel dispenser on a wall and soft sand with the room again (Both), soundstage doors locked
while the red light is on, a school gate locked till home time, a front door unlocked (the
refusal kept), a tapir's fence left in an earlier path, a loft hatch bolted from above (a
refused `up`, no fact), traffic and bollards (two refusals), a cold room door a scientist
leaves open (cleared), a noir back door "Locked, like everything else in this town.", a
neighbour's hedge, mangroves (a refused `northwest`, no fact), "ACCESS RESTRICTED" left in a
station corridor, an armed alarm on a STAFF ONLY door. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

DUNE = "Dune Crest\nThe camp is a cluster of white tents to the south. Sand everywhere else."
CORRIDOR_C = (
    "Corridor C\nVinyl floor, handrails, a trolley of clean linen. Ward 5 is north and ward 6 "
    "is east."
)

ITEMS = [
    item(
        (
            "Lobby\nA marble floor, a reception desk, and security gates to the lifts, north. "
            "The revolving doors to the street are south.",
            R("lobby", "n s"),
        ),
        "east",
        (
            "There's a wall of glass that way, with a view of the fountain. You can't go east.",
            K("refused"),
        ),
        notes="a glass wall refuses east, a way the room never gave: refused east",
    ),
    item(
        (
            "Server Corridor\nCables run along the ceiling in trays. A door to the north has a "
            "card reader beside it. The stairs are west.",
            R("server corridor", "n w"),
        ),
        "north",
        (
            "You wave your badge at the reader. It beeps twice and the light stays red. The "
            "door is locked.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: refused north, locked; go west",
    ),
    item(
        (
            "Loading Dock\nPallets, a forklift, and the smell of diesel. The roller door is up "
            "and the yard is east. A corridor leads north.",
            R("loading dock", "e n"),
        ),
        "west",
        (
            "A security guard steps in front of you. 'Staff only past this point, mate.'",
            K("refused"),
        ),
        notes="a guard refuses a way the room never named: refused west",
    ),
    item(
        (
            "Elephant House\nThe elephants are out in the paddock and the sand floor is raked "
            "smooth. The way out is west. A keeper's door to the north is closed.",
            R("elephant house", "w n", closed="n"),
        ),
        "north",
        ("The keeper's door is closed. A sign on it says KEEPERS ONLY.", K("refused", "closed")),
        "open the north door",
        ("You open the keeper's door. Beyond it: straw, and a wheelbarrow.", K("opened")),
        notes="refused at the closed door, then the door opened: the refusal cleared, north open",
    ),
    item(
        (
            "Engineering\nThe reactor hums behind its shielding. The access hatch to the south "
            "is closed. A corridor leads north.",
            R("engineering", "s n", closed="s"),
        ),
        "s",
        ("The hatch is closed. You'll need to cycle it open.", K("refused", "closed")),
        "look",
        (
            "Engineering\nThe reactor hums behind its shielding. The access hatch to the south "
            "is closed. A corridor leads north.\n\nA warning light blinks amber.",
            R("engineering", "s n", closed="s"),
        ),
        notes="a look that shows the hatch still closed keeps the refusal: open south or go north",
    ),
    item(
        (
            "Piste Top\nThe chairlift station is north. The red run starts to the east. "
            "The black run, south, is roped off: CLOSED - AVALANCHE RISK.",
            R("piste top", "n e"),
        ),
        "south",
        ("A ski patroller waves you back from the rope. 'Closed, sorry.'", K("refused")),
        notes="the roped-off run is no exit; the patroller refuses south: refused south",
    ),
    item(
        (CORRIDOR_C, R("corridor c", "n e")),
        "west",
        (
            "There's only a wall there, and a hand gel dispenser.\n\n" + CORRIDOR_C,
            Both(K("refused"), R("corridor c", "n e")),
        ),
        notes="a refusal and the room again in one text: refused west",
    ),
    item(
        (DUNE, R("dune crest", "s")),
        "north",
        (
            "You slide back down in a hiss of soft sand. There's no way north.\n\n" + DUNE,
            Both(K("refused"), R("dune crest", "s")),
        ),
        notes="sand refuses north and the room is printed again: refused north; the tents "
        "south are the way",
    ),
    item(
        (
            "Outside Stage 4\nA red light over the big doors says RECORDING. The soundstage "
            "doors are east. The car park is west.",
            R("outside stage 4", "e w"),
        ),
        "e",
        (
            "The soundstage doors are locked while the red light is on.",
            K("refused", "locked"),
        ),
        notes="doors whose state was not given are locked: refused east, locked; go west",
    ),
    item(
        (
            "Playground\nHopscotch squares and a climbing frame. The school is north. The "
            "gate to the street is west.",
            R("playground", "n w"),
        ),
        "west",
        ("The gate is locked. School isn't over yet.", K("refused", "locked")),
        notes="a gate whose state was not given turns out locked: refused west; go north",
    ),
    item(
        (
            "Hallway\nCoats, a shoe rack, a radiator. The front door is north. It is locked. "
            "The kitchen is east.",
            R("hallway", "n e", locked="n"),
        ),
        "n",
        ("The front door is locked, and the key is in your pocket.", K("refused", "locked")),
        "unlock the north door",
        ("You turn the key. The front door is unlocked now, but still shut.", K("unlocked")),
        notes="an unlock leaves the door closed and the refusal standing: open north or go east",
    ),
    item(
        (
            "Tapir Walk\nA path between high wooden fences. It goes north and east.",
            R("tapir walk", "n e"),
        ),
        "west",
        ("Fence. Behind it, a tapir regards you calmly.", K("refused")),
        "north",
        (
            "Bird Hall\nFlamingos stand on one leg in a shallow pool under a glass roof. The "
            "path to the tapirs is south. A door east leads to the parrots.",
            R("bird hall", "s e", leads={"s": "tapir walk"}),
        ),
        notes="the refusal was left on the tapir walk; south leads there (visited, the way "
        "back); east new",
    ),
    item(
        (
            "Bunk Room\nFour bunks and a row of lockers. A ladder goes up to the loft. The door "
            "is west.",
            R("bunk room", "u w"),
        ),
        "go up",
        ("The loft hatch is bolted from above. You can't get up there.", K("refused", "locked")),
        notes="a refused `up` is no fact (outside the vocabulary); west is the way",
    ),
    item(
        (
            "Station Forecourt\nTaxis queue along the kerb. The station entrance is north and "
            "the bus stops are east.",
            R("station forecourt", "n e"),
        ),
        "south",
        ("Traffic roars past. Not that way.", K("refused")),
        "west",
        ("A row of bollards and then a wall. No.", K("refused")),
        notes="two refusals in a row: refused south and west; north and east open",
    ),
    item(
        (
            "Cold Room Corridor\nThe cold room door, east, is shut. The lab is south.",
            R("cold room corridor", "e s", closed="e"),
        ),
        "e",
        ("The cold room door is shut.", K("refused", "closed")),
        "wait",
        (
            "Dr Osei comes out of the cold room with a rack of samples, leaving the door open "
            "behind her.",
            R(None, "e s"),
        ),
        notes="a door another character opens and leaves open clears the refusal (the room "
        "read again, the door open): go east or south",
    ),
    item(
        (
            "Alley Behind the Blue Moon\nBins, a fire escape, a cat on the bins. The back door "
            "of the club, north, is shut. The alley runs east to the street.",
            R("alley behind the blue moon", "n e", closed="n"),
        ),
        "n",
        (
            "You try the back door. Locked, like everything else in this town.",
            K("refused", "locked"),
        ),
        notes="noir: a shut door that turns out locked: refused north, locked; go east",
    ),
    item(
        (
            "Back Garden\nA trampoline, a paddling pool, a shed. The house is south and the "
            "shed is east.",
            R("back garden", "s e"),
        ),
        "west",
        ("That's Mr Patel's hedge. Too prickly!", K("refused")),
        notes="a children's game: a neighbour's hedge refuses west",
    ),
    item(
        (
            "Boardwalk End\nThe boardwalk stops at a platform over the swamp. It runs east from "
            "here.",
            R("boardwalk end", "e"),
        ),
        "go northwest",
        ("No path that way, only mangroves.", K("refused")),
        notes="a refused `northwest` is no fact; east is the way",
    ),
    item(
        (
            "Corridor 7-A\nThe corridor runs north and south. A hatch in the east wall is "
            "labelled MAINTENANCE. It is locked.",
            R("corridor 7-a", "n s e", locked="e"),
        ),
        "e",
        ("ACCESS RESTRICTED: MAINTENANCE CREW ONLY.", K("refused", "locked")),
        "s",
        (
            "Corridor 7-B\nThe same grey panels. Corridor 7-A is north and the hydroponics bay "
            "is south.",
            R("corridor 7-b", "n s", leads={"n": "corridor 7-a"}),
        ),
        notes="the refusal was left in 7-A; north leads there (visited, the way back); go south",
    ),
    item(
        (
            "Escalator Top\nThe escalators go down to the platforms. The ticket hall is south. "
            "A STAFF ONLY door is west.",
            R("escalator top", "d s w"),
        ),
        "west",
        (
            "The STAFF ONLY door is locked, and a sticker warns that the alarm is armed.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked: refused west; the "
        "escalators down are outside the vocabulary; go south",
    ),
]
