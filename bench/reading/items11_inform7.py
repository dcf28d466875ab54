"""inform7, eleventh round: Inform 7's defaults as most games leave them: a bold-less heading, a
short description, "You can see a gold coin and a tea towel here.", "On the long table are ...",
"(closed)", "(open)", "(empty)", "(in which is a florin)", "The kitchen is east of here.", "You can
go east or south.", "You can't go that way." then a look, "(first opening the front door)" walking
on, "You can't, since the cellar door is locked.", "You open the garden door." then a move through
it, "You open the playroom door."; a closed tin box, a wardrobe and a biscuit barrel with nothing
said inside them (no coin), glass walls (no exit), stairs up and down beside the compass ways. What
a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Kitchen\nA cramped farmhouse kitchen that smells of new bread. The back door is to the "
        "north and the hall lies west.\n\nYou can see a gold coin and a tea towel here.",
        R("kitchen", "n w", coin=True),
        notes="Inform's listing: a gold coin here; the back door's state is not given (an open "
        "exit); the hall west",
    ),
    item(
        "Scullery\nA stone sink and a hand pump. The kitchen is east of here.\n\nYou can see a "
        "mop and a bucket (empty) here.",
        R("scullery", "e"),
        notes='"The kitchen is east of here." is the only exit; an empty bucket, no coin',
    ),
    item(
        "Garden Shed\nTools hang from nails on every wall. The only door is to the south.\n\nYou "
        "can see a wheelbarrow, a tin box (closed) and a trowel here.",
        R("garden shed", "s"),
        notes="a closed tin box whose contents are not given is no coin; one door south",
    ),
    item(
        "Study\nA writing desk stands under the window, heaped with unanswered letters. The door "
        "to the east is closed. You can also go west, into the hall.",
        R("study", "e w", closed="e"),
        notes="a closed door east (open it), an open way west",
    ),
    item(
        "Landing\nThe stairs go down from here. Bedrooms open off the landing to the north and "
        "east.\n\nOn the windowsill is a silver coin.",
        R("landing", "d n e", coin=True),
        notes='"On the windowsill is a silver coin." is a coin in the room; stairs down are '
        "outside the vocabulary",
    ),
    item(
        "Wine Cellar\nRacks of dusty bottles. The cellar door, to the south, is closed, and "
        "there is no other way out.\n\nYou can see a candle stub here.",
        R("wine cellar", "s", closed="s"),
        notes="the only exit is a closed door: open south",
    ),
    item(
        (
            "Front Garden\nA gravel path runs from the lane up to the front door of the "
            "cottage, which lies to the north. The lane is south.",
            R("front garden", "n s"),
        ),
        "north",
        (
            "(first opening the front door)\n\nEntrance Hall\nA narrow hall with a coat stand "
            "and a barometer. The sitting room is to the east and the front door is south.\n\n"
            "You can see an umbrella here.",
            R("entrance hall", "e s"),
        ),
        notes="Inform opened the front door on the way in and the move went on: the hall, with "
        "the garden south (visited, initial); the sitting room east is unvisited",
    ),
    item(
        "Larder\nCold slate shelves, a hanging ham. The only way out is east.\n\nYou can see a "
        "round cheese, a jar of pickles and three pennies here.",
        R("larder", "e", coin=True),
        notes="three pennies are coins in the room",
    ),
    item(
        (
            "Porch\nA wooden porch with a rocking chair. The front door is north, and the yard "
            "is south, down three wooden steps.",
            R("porch", "n s"),
        ),
        "east",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Porch\nA wooden porch with a rocking chair. The front door is north, and the yard "
            "is south, down three wooden steps.",
            R("porch", "n s"),
        ),
        notes="east refused (no exit there) and the look shows no way east: the refusal stands; "
        '"down three wooden steps" to the south is the way south',
    ),
    item(
        (
            "Back Hall\nCoats on pegs, boots in a row. The cellar door is north of here, and "
            "the kitchen is west.",
            R("back hall", "n w"),
        ),
        "north",
        ("You can't, since the cellar door is locked.", K("refused", door="locked")),
        notes="a door whose state was not given turns out locked: closed and refused, no open; "
        "the kitchen west is the way on",
    ),
    item(
        "Bedroom\nA brass bed fills most of the room. The landing is south.\n\nYou can see a "
        "wardrobe (closed) here.\n\nOn the bedside table is a sixpence.",
        R("bedroom", "s", coin=True),
        notes="a sixpence on the bedside table is a coin; the closed wardrobe is no door",
    ),
    item(
        "Conservatory\nGlass walls on three sides look out over the lawn. The only door leads "
        "west, into the drawing room.\n\nYou can see a potted palm and a wicker chair here.",
        R("conservatory", "w"),
        notes="glass walls are no exits; one door west",
    ),
    item(
        "Great Hall\nA grand staircase sweeps up to the gallery. The front door is south, the "
        "dining room west and the library east. A green baize door to the north is closed.",
        R("great hall", "u s w e n", closed="n"),
        notes="three open ways, one closed door (north), a staircase up outside the vocabulary",
    ),
    item(
        "Orchard\nRows of gnarled apple trees. A wicket gate in the wall leads east; it is "
        "locked. The kitchen garden is to the west.\n\nYou can see a ladder and a gold coin "
        "here.",
        R("orchard", "e w", locked="e", coin=True),
        notes="a locked gate east, an open way west; a gold coin here",
    ),
    item(
        "Bakehouse\nYou can see a copper coin and a flour sack here. You can go east or south.",
        R("bakehouse", "e s", coin=True),
        notes='"You can go east or south." lists two exits; a copper coin is here',
    ),
    item(
        (
            "Terrace\nA flagged terrace behind the house. The garden door, to the west, is "
            "closed. The lawn is south.",
            R("terrace", "w s", closed="w"),
        ),
        "open garden door",
        ("You open the garden door.", K("opened", door="w")),
        "west",
        (
            "Morning Room\nSunlight falls across a faded carpet. The garden door leads east, "
            "and the hall is north.\n\nYou can see a sewing basket here.",
            R("morning room", "e n"),
        ),
        notes="the garden door opened by name, then walked through: east leads back to the "
        "terrace (visited, initial); the hall north is unvisited",
    ),
    item(
        "Dining Room\nA long table set for a dinner that never happened. The kitchen is north."
        "\n\nOn the long table are a candelabrum, a pepper pot and a gold sovereign.",
        R("dining room", "n", coin=True),
        notes='Inform\'s "On the ... are ..." lists a gold sovereign: a coin',
    ),
    item(
        "Box Room\nJunk everywhere. The only exit is west.\n\nYou can see a hatbox (open), a "
        "cricket bat and a tin trunk (in which is a florin) here.",
        R("box room", "w", coin=True),
        notes='"(in which is a florin)" gives the trunk\'s contents: a coin one can take',
    ),
    item(
        (
            "Nursery\nA rocking horse and a row of dolls. The landing is east. A door to the "
            "south is closed.\n\nYou can see a biscuit barrel (closed) here.",
            R("nursery", "e s", closed="s"),
        ),
        "open door",
        ("You open the playroom door.", K("opened", door="s")),
        "south",
        (
            "Playroom\nToys are scattered across the floor. The playroom door leads north, and "
            "a second door, to the west, is closed.\n\nYou can see a spinning top here.",
            R("playroom", "n w", closed="w"),
        ),
        notes="the playroom door opened by its name and walked through: north leads back "
        "(visited, initial); the west door is closed (open it); a closed biscuit barrel was no "
        "coin",
    ),
    item(
        (
            "Gun Room\nEmpty racks along the walls. The hall is east of here.",
            R("gun room", "e"),
        ),
        "north",
        ("You can't go that way.", K("refused")),
        "east",
        (
            "Hall\nA flagged hall hung with antlers. The gun room is west, the front door south "
            "and the stairs go up.\n\nYou can see a walking stick here.",
            R("hall", "w s u", leads={"w": "gun room"}),
        ),
        notes="the refusal was in the gun room and was left there; in the hall, west leads back "
        "to the gun room (visited, initial), the front door south is unvisited",
    ),
]
