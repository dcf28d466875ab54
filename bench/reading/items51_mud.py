"""mud, fifty-first round (no emphasis beyond a hidden test of the same kind): seven walks (1-4
turns) on a Roman fort on the Wall in a TorilMUD-like manner (a title, an indented description, an
exit line of dashed letters "Exits: -N -S -W" and a prompt "< 42h/42H 110v/110V >"; a Cross Hall
whose shrine door south "is closed" at first, whose courtyard is north through an arch, whose
praefect's door west "is locked" and whose east is a painted wall; a Shrine of the Standards; a
Courtyard with the granary east; a Granary with "A bronze quadrans lies in the chaff."): "The shrine
door is closed.", `open door` answered "You open the shrine door.", "The praefect's door is locked.
You hear snoring behind it.", "There is no exit in that direction.", "You get a bronze quadrans.", a
return to the cross hall; single rooms and short histories in MUD families the README never named:
a Two Towers-like common room (a copper diram), a ZombieMUD-like chapel ("A small pile of coins lies
here."), a HellMOO-like lobby ("Obvious exits: north to the Elevators, east to the Bar, and out to
the Street"), a Kallisti-like herb garden ("You see exits: north, east (a closed gate)."), an Arctic
MUD-like quay whose sea is refused, a Sojourn-like larder whose door is shut, a Genocide-like arena
gate "barred until the horn sounds", an Icesus-like guardroom door opened and walked through, a
Starmourn-like corridor whose only ways are fore and aft (no action), a Viking MUD-like longhouse (a
silver dirham among the ashes), an Usurper-like menu of ways ("(N)orth to the Market"), an
Inferno-like status bar naming the room and its exits under a MUSHclient-like window, and a Dune
MUD-like forge left for its quench room (a bronze deni). What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the fort: CROSS HALL s SHRINE OF THE STANDARDS (a door, closed at first), n COURTYARD (an
# arch), w the praefect's house (locked), e a painted wall (no way); COURTYARD e GRANARY (a
# doorway; a bronze quadrans).


def prompt(hp: int = 42, mv: int = 110) -> str:
    return f"< {hp}h/42H {mv}v/110V >"


def cross_hall(door: str = "closed", mv: int = 110, event: str = "") -> tuple:
    text = (
        "Cross Hall\n   A long hall with a row of columns down its middle, where the clerks of "
        "the cohort sit at their tables and the standards are shown on feast days. The east "
        "wall is plastered and painted with a red stripe, and nothing more. An arch to the "
        "north opens on the courtyard. The shrine door, to the south, is "
        f"{door}. The praefect's door, to the west, is locked.\nExits: -N -S -W\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + prompt(mv=mv),
        R(
            "cross hall",
            "n s w",
            closed="s" if door == "closed" else "",
            locked="w",
            leads={"n": "courtyard", "s": "shrine of the standards", "w": "praefect's house"},
        ),
    )


def shrine(mv: int = 110) -> tuple:
    return (
        "Shrine of the Standards\n   A small square room, lamplit, where the cohort's "
        "standards lean in a rack behind a low rail and a bust of the emperor watches the door. "
        f"The only way out is the door to the north.\nExits: -N\n{prompt(mv=mv)}",
        R("shrine of the standards", "n", leads={"n": "cross hall"}),
    )


def courtyard(mv: int = 110, event: str = "") -> tuple:
    text = (
        "Courtyard\n   A paved court with a drain down the middle and a water tank in one "
        "corner. The cross hall is south, through the arch. The granary's loading doorway is "
        "east.\nExits: -S -E\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + prompt(mv=mv),
        R("courtyard", "s e", leads={"s": "cross hall", "e": "granary"}),
    )


def granary(coin: bool = True, mv: int = 110) -> tuple:
    text = (
        "Granary\n   The floor is raised on stone pillars to keep out the damp and the rats, "
        "and the bins along the walls are half full of spelt. The only way out is the doorway "
        "west.\nExits: -W\n"
    )
    if coin:
        text += "A bronze quadrans lies in the chaff.\n"
    return (text + prompt(mv=mv), R("granary", "w", coin=coin, leads={"w": "courtyard"}))


ITEMS = [
    item(
        cross_hall(),
        "s",
        ("The shrine door is closed.\n" + prompt(), K("refused", "closed")),
        "open door",
        ("You open the shrine door.\n" + prompt(), K("opened", "south")),
        "s",
        shrine(mv=109),
        notes="Roman fort: the shrine door south refused as closed, opened (the one shut door), "
        "walked through; the shrine's only way north (visited, initial, all_visited): go north",
    ),
    item(
        cross_hall(),
        "n",
        courtyard(mv=109),
        "e",
        granary(mv=108),
        notes="Roman fort: north to the courtyard, east to the granary: 'A bronze quadrans lies "
        "in the chaff.' (a coin in the room): take it",
    ),
    item(
        cross_hall(),
        "w",
        (
            "The praefect's door is locked. You hear snoring behind it.\n" + prompt(),
            K("refused", "locked"),
        ),
        "n",
        courtyard(mv=109),
        notes="Roman fort: the praefect's door west refused as locked, left behind; in the "
        "courtyard south visited (initial), east unvisited: go east",
    ),
    item(
        granary(),
        "get coin",
        ("You get a bronze quadrans.\n" + prompt(), K("took")),
        "w",
        courtyard(mv=109, event="A mule stands by the water tank, thinking about nothing."),
        notes="Roman fort, a walk begun in the granary: the quadrans taken; in the courtyard east "
        "visited (initial), south unvisited: go south",
    ),
    item(
        courtyard(),
        "s",
        cross_hall(mv=109),
        notes="Roman fort, a walk begun in the courtyard: in the cross hall north visited "
        "(initial), the shrine door south closed (open it), the praefect's door locked, the "
        "painted east wall no way",
    ),
    item(
        cross_hall(),
        "n",
        courtyard(mv=109),
        "s",
        cross_hall(
            mv=108, event="A legionary clatters past with a bundle of javelins on his shoulder."
        ),
        notes="Roman fort: the courtyard seen, back in the cross hall (the first room: no "
        "initial): north visited, the shrine door south closed: open south",
    ),
    item(
        cross_hall(),
        "e",
        ("There is no exit in that direction.\n" + prompt(), K("refused")),
        "s",
        ("The shrine door is closed.\n" + prompt(), K("refused", "closed")),
        "open door",
        ("You open the shrine door.\n" + prompt(), K("opened", "south")),
        "look",
        cross_hall(door="open"),
        notes="Roman fort: east refused (the painted wall: no exit, the refusal stands), the "
        "shrine door refused, opened and shown open by the look (that refusal cleared): go north "
        "or south",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Common Room\n   Low beams, a fire of apple logs and a smell of beer and pipe smoke. "
            "Hobbits and Men sit at the long tables and pay you no mind.\nObvious exits: north, "
            "east, west\nA copper diram lies under a table.\n",
            R("common room", "n e w", coin=True),
        ),
        notes="a Two Towers-like room: 'A copper diram lies under a table.' (a coin in the "
        "room): take it; three obvious exits",
    ),
    item(
        (
            "Ruined Chapel\nThe roof is gone and the rain has been in for a hundred years. "
            "Something has gnawed the pews.\nThere are three obvious exits: north, east and "
            "west.\nA small pile of coins lies here.\nHp:212/212 Sp:80/80 Ep:140/140 > ",
            R("ruined chapel", "n e w", coin=True),
        ),
        notes="a ZombieMUD-like room: 'A small pile of coins lies here.' (coins in the room): "
        "take one; the prompt names no room",
    ),
    item(
        (
            "Hotel Lobby\nWhat is left of a grand lobby: a marble floor under a drift of "
            "plaster, a reception desk with its bell gone, a dead palm in a brass pot.\nYou see "
            "a dead palm here.\nObvious exits: north to the Elevators, east to the Bar, and out "
            "to the Street\n",
            R("hotel lobby", "n e out", leads={"n": "elevators", "e": "bar"}),
        ),
        notes="a HellMOO-like room: exits north to the elevators and east to the bar (and out, "
        "outside the vocabulary); no coin: go north or east",
    ),
    item(
        (
            "Herb Garden\n  Beds of sage and rue and feverfew, each with a little slate label. "
            "A wall runs round it all.\nYou see exits: north, east (a closed gate).\n",
            R("herb garden", "n e", closed="e"),
        ),
        notes="a Kallisti-like exit line: north open, east behind a closed gate: go north or "
        "open east",
    ),
    item(
        (
            "Frozen Quay\n   The harbour has frozen right across, and the fishing boats are "
            "locked in the ice. A warehouse stands open to the north, and the road runs east "
            "into town. Southward the ice is grey and thin.\n[ Exits: N E ]\n",
            R("frozen quay", "n e", leads={"e": "town"}),
        ),
        "s",
        ("You'd be swimming with the seals if you went that way.\n", K("refused")),
        notes="an Arctic MUD-like quay: south (thin ice, no exit) refused: refused(south); the "
        "warehouse north and the road east: go north or east",
    ),
    item(
        (
            "Ogre's Larder\n  Sides of something hang from hooks, and it is best not to look at "
            "them too closely. A heavy door to the west is shut. A passage runs north.\nExits: "
            "-N -W\n< 30h/30H 90v/90V >",
            R("ogre's larder", "n w", closed="w"),
        ),
        notes="a Sojourn-like room: the exit line lists north and west; the heavy door west shut "
        "(closed): go north or open west",
    ),
    item(
        (
            "Arena Gate\nSand, blood and a smell of lions. Tiers of benches rise on every side. "
            "The arena gate, south, is barred until the horn sounds.\nExits: [ north ] "
            "[ south ]\n",
            R("arena gate", "n s", locked="s"),
        ),
        notes="a Genocide-like room: the gate south 'barred until the horn sounds' (locked): no "
        "way now; north open: go north",
    ),
    item(
        (
            "Guardroom\nA table, two stools and a dice cup. The east door is closed. A passage "
            "runs west to the gatehouse.\nExits: east, west\n",
            R("guardroom", "e w", closed="e", leads={"w": "gatehouse"}),
        ),
        "open east",
        ("You open the east door.\n", K("opened")),
        "e",
        (
            "Armoury\nRacks of pikes and a barrel of arrows. Someone has been sharpening "
            "things.\nExits: west\n",
            R("armoury", "w"),
        ),
        notes="an Icesus-like room: the east door opened and walked through; the armoury's only "
        "way west (visited, initial, all_visited): go west",
    ),
    item(
        (
            "Spinward Corridor\nA curving corridor of grey deck plates and soft blue light. The "
            "hull hums.\nYou see exits leading fore and aft.\n",
            R("spinward corridor", "fore aft"),
        ),
        notes="a Starmourn-like corridor whose only ways are fore and aft (outside the "
        "vocabulary): no exit of the vocabulary, no coin: no action",
    ),
    item(
        (
            "Longhouse\nA hall as long as a ship, with benches down both sides and a fire "
            "trench down the middle. Shields hang on the posts.\nObvious exits: north, south\n"
            "A silver dirham lies among the ashes.\n",
            R("longhouse", "n s", coin=True),
        ),
        notes="a Viking MUD-like room: 'A silver dirham lies among the ashes.' (a coin in the "
        "room): take it",
    ),
    item(
        (
            "Dormitory\nBunks in three tiers and a smell of feet.\n\n(N)orth to the Market, "
            "(E)ast to the Castle, (Q)uit\n\nYour choice: ",
            R("dormitory", "n e", leads={"n": "market", "e": "castle"}),
        ),
        notes="an Usurper-like menu: '(N)orth to the Market, (E)ast to the Castle' are the ways; "
        "quitting is no exit: go north or east",
    ),
    item(
        (
            "Bone Cellar\nNiches in the walls hold skulls, row on row, grinning at nothing. A "
            "door to the north is locked. The stair is south.\n\n"
            "------------------------------------------------------------------------\n"
            " HP 120/120 | SP 40/40 | Room: Bone Cellar | Exits: N S\n",
            R("bone cellar", "n s", locked="n"),
        ),
        notes="an Inferno-like status bar under a MUSHclient-like rule names the room again and "
        "its exits: the door north locked, the stair south (go south)",
    ),
    item(
        (
            "Forge\nThe bellows are worked by a wheel, and the fire never goes out. Water is "
            "scarce here, and the smith guards it.\nThe exits are: east and south.\n",
            R("forge", "e s"),
        ),
        "e",
        (
            "Quench Room\nA stone trough of dark oil, and a rack of blades cooling on it.\nThe "
            "exits are: west.\nA bronze deni lies here.\n",
            R("quench room", "w", coin=True),
        ),
        notes="a Dune MUD-like walk from the forge east into the quench room: 'A bronze deni "
        "lies here.' (a coin in the room): take it",
    ),
]
