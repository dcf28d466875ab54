"""prose, thirty-seventh round: six walks (1-4 turns) through a fortified granary of the
Anti-Atlas, an agadir, in the second person present (a courtyard ringed with storage cells, the
guardian's room north behind a palm-wood door "shut" at first, the bee court east, the great gate
west onto the hillside and the Ait Ali family's cell south "locked with its wooden lock"; a
silver dirham on the guardian's mat; a threshing floor beyond the bee court): "The guardian's
door is shut. The palm wood has warped, but it holds.", "You push the guardian's door open; it
turns on a pole in a stone socket.", "The Ait Ali cell is locked, and its wooden key is at home
with Ait Ali.", "You pick up the dirham and close your hand round it.", returns with goats and
the call to prayer; single rooms in registers not used before: a Harlem rent party in 1926 told
by a guest, a Socratic questioning in a potter's workshop, a game of I spy in a Swiss station's
waiting room, a sea shanty in a whaler's hold, a wine-tasting note from a vat room, the minutes
of a pigeon club held in its loft, a window-tax assessor's return, a museum's room panel, a
stream of consciousness in a farm kitchen, a town crier's "Oyez!", a nursery rhyme of a pantry,
a footman's announcement and a narrator who supposes. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn after it."""
    text, reading = step
    return (f"{text} {line}", reading)


# The agadir: Courtyard n Guardian's Room (door shut at first; the dirham), e Bee Court,
# w Hillside (through the great gate), s Ait Ali cell (locked, never entered);
# Bee Court n Threshing Floor.
def courtyard(door_open: bool = False) -> tuple:
    door = "stands open now" if door_open else "is shut, its palm wood grey with age and sun"
    return (
        "You're standing in the courtyard of the agadir. Storage cells rise on every side in "
        "four crooked tiers, each with its own little door, like a honeycomb built by people. "
        f"The guardian's room is north; its door {door}. A narrow passage leads east to the "
        "bee court, and the great gate, west, stands open onto the hillside. The Ait Ali cell, "
        "south, is locked with its wooden lock.",
        R(
            "courtyard",
            "n e w s",
            closed="" if door_open else "n",
            locked="s",
            leads={"e": "bee court", "w": "hillside"},
        ),
    )


def guardians_room(coin: bool = True) -> tuple:
    dirham = " A silver dirham lies on the mat beside it." if coin else ""
    return (
        "You're in the guardian's room. The register of every family's grain lies open on a "
        f"low table, its pages brown and soft as cloth.{dirham} The only way out is the door "
        "you can see south.",
        R("guardian's room", "s", coin=coin),
    )


def bee_court() -> tuple:
    return (
        "You're in the bee court, where the hives are clay pipes set into the wall and the "
        "air hums. The courtyard is west, and a gap in the wall leads north to the threshing "
        "floor.",
        R("bee court", "w n", leads={"w": "courtyard", "n": "threshing floor"}),
    )


def threshing_floor() -> tuple:
    return (
        "You're on the threshing floor, a round of beaten earth with the whole valley below "
        "it. There's a drop on three sides; the only way off is south.",
        R("threshing floor", "s"),
    )


def hillside() -> tuple:
    return (
        "You're on the hillside outside the agadir's great gate. A path drops south to the "
        "village between terraces of almond trees, and the gate is east.",
        R("hillside", "s e"),
    )


ITEMS = [
    # ---- walks on the agadir ----
    item(
        courtyard(),
        "north",
        ("The guardian's door is shut. The palm wood has warped, but it holds.", K("refused")),
        "open north",
        ("You push the guardian's door open; it turns on a pole in a stone socket.", K("opened")),
        "north",
        guardians_room(),
        "take coin",
        ("You pick up the dirham and close your hand round it.", K("took")),
        notes="the shut guardian's door refused, opened and walked through; the dirham (a "
        "silver coin) taken; the room's one door south is the way in: all visited, go south",
    ),
    item(
        courtyard(),
        "east",
        bee_court(),
        "north",
        threshing_floor(),
        notes="through the bee court to the threshing floor: the drop on three sides is no way; "
        "south is the way in: all visited, go south",
    ),
    item(
        bee_court(),
        "west",
        courtyard(),
        "south",
        ("The Ait Ali cell is locked, and its wooden key is at home with Ait Ali.", K("refused")),
        notes="begun in the bee court; in the courtyard the locked Ait Ali cell refused: "
        "refused(south); east visited and initial; open north or go west",
    ),
    item(
        courtyard(),
        "west",
        hillside(),
        "east",
        also(courtyard(), "A boy drives his goats past the gate, whistling."),
        notes="out onto the hillside and back: west visited; the guardian's door shut (open "
        "north), the bee court east unvisited (go east), the Ait Ali cell locked",
    ),
    item(
        threshing_floor(),
        "south",
        bee_court(),
        "west",
        courtyard(),
        "north",
        ("The guardian's door won't give. It's shut.", K("refused")),
        notes="begun on the threshing floor; in the courtyard the shut guardian's door refused: "
        "refused(north); east visited and initial; open north or go west",
    ),
    item(
        guardians_room(),
        "take coin",
        ("You pick up the dirham. It is thin and worn, and warm from the sun.", K("took")),
        "south",
        courtyard(door_open=True),
        "east",
        bee_court(),
        "west",
        also(
            courtyard(door_open=True),
            "From the village below comes the call to prayer, thin on the wind.",
        ),
        notes="begun in the guardian's room, the dirham taken; in the courtyard north is "
        "visited and initial, east visited, the Ait Ali cell locked: go west",
    ),
    # ---- single rooms in new registers ----
    item(
        "I'm in Miss Lottie's front parlor, and the piano's going like a freight train, and "
        "everybody in Harlem who owes rent has paid a quarter to get in. The kitchen's through "
        "the doorway south, where they're frying chicken. The hall door, east, is shut, to keep "
        "the neighbors' complaints out. Somebody's dropped a dime by the piano stool.",
        R("front parlor", "s e", closed="e", coin=True, leads={"s": "kitchen"}),
        notes="a Harlem rent party told by a guest: the quarters paid at the door are spent; a "
        "dime (a coin) by the piano stool: take coin",
    ),
    item(
        "SOCRATES: You stand, do you not, in the potter's workshop? And you would agree that "
        "the street door, to the south, stands open? And that the kiln yard lies to the west, "
        "with nothing between you and it? Then is it not plain that there are two ways out, "
        "and no more? And if there were a coin on this floor, would you not see it? And do "
        "you see one? No. Then there is none.",
        R("potter's workshop", "s w", leads={"w": "kiln yard"}),
        notes="a Socratic questioning that tells the room: an open door south and the kiln "
        "yard west; no coin (said by question and answer): go south or west",
    ),
    item(
        "You're in the waiting room of a little Swiss station, and Ines is bored. \"I spy with "
        "my little eye something beginning with C!\" It's the coin on the bench beside you, a "
        "twenty-rappen piece. The platform door is north; the ticket hall is west.",
        R("waiting room", "n w", coin=True, leads={"w": "ticket hall"}),
        notes="a game of I spy: the coin on the bench is in the room; exits north and west: "
        "take coin",
    ),
    item(
        "Oh, we're down in the hold of the Mary Ellen,\n"
        "Haul away, me boys, haul away!\n"
        "There's the ladder up and the forepeak north,\n"
        "And the forepeak door is shut today.\n"
        "There's a shilling rolled by the oil casks, boys,\n"
        "Haul away, me boys, haul away!",
        R("hold", "up n", closed="n", coin=True, leads={"n": "forepeak"}),
        notes="a sea shanty in a whaler's hold: the ladder up and the forepeak door north, shut; "
        "a shilling by the casks (a coin): take coin",
    ),
    item(
        "You're in the cuverie, and your tasting note reads: \"Nose of crushed grape and old "
        "oak. An open archway east to the barrel cellar; a door north, firmly closed, with a "
        "short finish. On the palate, nothing: not so much as a centime on the sorting "
        'table."',
        R("cuverie", "e n", closed="n", leads={"e": "barrel cellar"}),
        notes="a wine-tasting note of a vat room: an open archway east, a closed door north; "
        "not a centime on the table (no coin): go east or open north",
    ),
    item(
        "MINUTES of the Hollins Road Pigeon Club, held in the loft, where you now stand.\n"
        "Present: you, and forty birds.\n"
        "1. Ways out: the ladder down, and the door east onto the flat roof, which was agreed "
        "to stand open.\n"
        "2. A penny was found under the nest boxes, and left where it lay.",
        R("loft", "down e", coin=True),
        notes="minutes held in the loft: the ladder down and an open door east; the penny left "
        "where it lay (still here): take coin",
    ),
    item(
        "ASSESSMENT, Lady Day 1797. Premises: the counting house of Mr. Ruddock, in which you, "
        "the assessor, now stand. Windows: six, all in the north wall, chargeable. Doors: the "
        "street door, south, open; the door to the strong room, east, locked. Coin found lying: "
        "none.",
        R("counting house", "s e", locked="e", leads={"e": "strong room"}),
        notes="a window-tax return: six windows north are no way; the street door south open, "
        "the strong room door east locked; no coin lying: go south",
    ),
    item(
        "ROOM 9: THE DAIRY (about 1840)\n"
        "You are standing in the dairy of Hollins Farm, kept cool by its slate shelves and its "
        "north-facing window. Carry on through the door to the east into the cheese room, or "
        "leave for the yard through the door to the west. Please do not touch the butter "
        "stamps.",
        R("dairy", "e w", leads={"e": "cheese room", "w": "yard"}),
        notes="a museum's room panel: the north-facing window is no way; doors east (the "
        "cheese room) and west (the yard): go east or west",
    ),
    item(
        "kitchen again and the smell of it bread and the range ticking and the door to the "
        "north shut as it is always shut and the scullery east open as it is always open and a "
        "penny yes a penny on the flags by the mangle yes and you standing here in it",
        R("kitchen", "n e", closed="n", coin=True, leads={"e": "scullery"}),
        notes="a stream of consciousness that puts the player in the kitchen: north shut, east "
        "open, a penny on the flags: take coin",
    ),
    item(
        "Oyez! Oyez! Oyez! Be it known to all that you now stand in the Undercroft of the "
        "Guildhall! Be it further known that its ways out are two: north, by the stair passage, "
        "and west, by the wool door, which is SHUT against the draught! God save the King!",
        R("undercroft", "n w", closed="w"),
        notes="a town crier's proclamation: the stair passage north, the wool door west shut "
        "(closed): go north or open west",
    ),
    item(
        "This is the pantry,\nThe pantry is small,\nWith a door to the east\nAnd a shelf on the "
        "wall.\nThere's a penny on the shelf\nAnd the door's open wide,\nAnd the hall is to the "
        "east\nOn the other side.",
        R("pantry", "e", coin=True, leads={"e": "hall"}),
        notes="a nursery rhyme of a pantry: one open door east to the hall, a penny on the "
        "shelf: take coin",
    ),
    item(
        'The footman draws himself up. "Announcing," he says, "you, in the Blue Drawing '
        "Room. The library door, to the north, is open. The music room door, to the east, is "
        'shut, Madam being at her practice. The terrace is not a way out: those are windows."',
        R("blue drawing room", "n e", closed="e", leads={"n": "library", "e": "music room"}),
        notes="a footman's announcement: the library door north open, the music room door east "
        "shut (closed), the terrace windows no way: go north or open east",
    ),
    item(
        "If you were in the boot room, and you are, you would see wellingtons in pairs and one "
        "on its own. You would see that the only door is north, and that it is shut. And you "
        "would notice, if you were looking, a two-shilling piece in the toe of the odd boot.",
        R("boot room", "n", closed="n", coin=True),
        notes='a narrator who supposes, then says so ("and you are"): one shut door north, a '
        "two-shilling piece in a boot (a coin in the room): take coin",
    ),
    item(
        "You're in the herb garden of the almshouse, inside its four brick walls. The only "
        "gate is south, and it's shut; the other three walls have fruit trees trained flat "
        'against them. "Not a penny to spare," the almswomen say, and they mean it.',
        R("herb garden", "s", closed="s"),
        notes='an almshouse herb garden: the one gate south shut (open south); "not a penny to '
        'spare" names no coin here',
    ),
]
