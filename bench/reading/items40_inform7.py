"""inform7, fortieth round: Inform 7's default messages in the plain rooms hobbyists write.
Seven walks (1-4 turns) on a village post office (a Sorting Office with "The postmaster's door,
to the north, is closed.", a yard door west whose state the room does not give and the public
counter east; a Postmaster's Room with "On the roll-top desk are a rubber stamp and a threepenny
bit."; a Public Counter; a Village Street): "(first opening the postmaster's door)" and the room,
"(first opening the yard door)\\nIt seems to be locked.", "You open the postmaster's door.",
"Taken.", a refusal at the sorting frames, returns with a bicycle bell and a clock; single rooms
and short histories: a bakehouse's one-cent coin, "You can go north or east." in a cloakroom, "On
the feed bin is a halfpenny.", "a jam jar (in which are three pennies)", a vestry's "collection
plate (empty)" and "offertory box (closed)", a school boiler room's steel door "shut", a potting
shed and its walled garden entered "(first opening the garden door)", "You can't go that way."
kept by a look in a stockroom, a captain's cabin's silver dollar, an airlock's sealed outer hatch,
a corridor's locked study, a garage's kitchen door opened by name, a hay loft's half-crown above a
sheer drop. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the post office: Sorting Office n Postmaster's Room (door closed at first; the coin),
# w the yard door (state not given; locked when tried), e Public Counter; Public Counter s
# Village Street.


def sorting(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Sorting Office\nPigeonholes for every street in the village cover the south wall, and "
        f"mail sacks slump in a corner. The postmaster's door, to the north, is {state}. The yard "
        "door is west of here, and the public counter is east.\n\nYou can see a franking "
        "machine here.",
        R("sorting office", "n w e", closed="" if door_open else "n"),
    )


def postmaster(coin: bool = True) -> tuple:
    desk = (
        "On the roll-top desk are a rubber stamp and a threepenny bit."
        if coin
        else "On the roll-top desk is a rubber stamp."
    )
    return (
        "Postmaster's Room\nA small, stuffy room with a calendar from 1953 on the wall. The only "
        f"way out is south, through the door.\n\n{desk}",
        R("postmaster's room", "s", coin=coin),
    )


COUNTER = (
    "Public Counter\nA brass grille divides the counter from the customers' side, where a bench "
    "stands under a poster for savings stamps. The sorting office is west, and the street door "
    "is south.",
    R("public counter", "w s"),
)
STREET = (
    "Village Street\nThe post office is north of you, with a red pillar box outside it. The "
    "street runs on east towards the church and west towards the green.",
    R("village street", "n e w"),
)


def also(step: tuple, line: str) -> tuple:
    text, reading = step
    return (f"{text}\n\n{line}", reading)


def opened_into(step: tuple, door: str) -> tuple:
    text, reading = step
    return (f"(first opening the {door})\n\n{text}", reading)


ITEMS = [
    item(
        sorting(),
        "north",
        opened_into(postmaster(), "postmaster's door"),
        notes="Inform's implicit opening before the room: the move worked; a threepenny bit on "
        "the desk is a coin",
    ),
    item(
        sorting(),
        "west",
        ("(first opening the yard door)\nIt seems to be locked.", K("refused", "locked")),
        "east",
        COUNTER,
        notes="the yard door, whose state the room did not give, is found locked; the refusal is "
        "left in the sorting office",
    ),
    item(
        sorting(),
        "north",
        opened_into(postmaster(), "postmaster's door"),
        "take coin",
        ("Taken.", K("took")),
        "south",
        also(sorting(door_open=True), "A clock somewhere strikes eleven."),
        notes="back in the first room with the coin taken: north visited; east and west "
        "unvisited (the yard door's state not given: an open exit)",
    ),
    item(
        COUNTER,
        "west",
        sorting(),
        notes="a walk begun at the counter: east visited and the way back; the postmaster's "
        "door closed",
    ),
    item(
        sorting(),
        "east",
        COUNTER,
        "south",
        STREET,
        "north",
        also(COUNTER, "A bicycle bell rings outside."),
        notes="a return to the counter: west and south visited",
    ),
    item(
        sorting(),
        "open postmaster's door",
        ("You open the postmaster's door.", K("opened", "n")),
        notes="the door opened by its name: north now open; no move",
    ),
    item(
        sorting(),
        "south",
        (
            "The sorting frames fill the whole of the south wall; there's no way through.",
            K("refused"),
        ),
        notes="a refusal at a wall: south refused, no exit",
    ),
    # ---- single rooms and short histories
    item(
        "Bakehouse\nThe bread ovens are cold, and a dusting of flour covers everything. The shop "
        "is west, and the back door, to the north, is open.\n\nYou can see a proving basket and "
        "a one-cent coin here.",
        R("bakehouse", "w n", coin=True),
        notes="a one-cent coin is a coin",
    ),
    item(
        "Cloakroom\nRows of pegs, most of them bare. A lost plimsoll lies under the bench.\n\n"
        "You can go north or east.",
        R("cloakroom", "n e"),
        notes="an exit lister's 'You can go north or east.'",
    ),
    item(
        "Calf Shed\nTwo calves watch you over the rails of their pen. The yard is to the south, "
        "and a doorway east opens into the feed store.\n\nOn the feed bin is a halfpenny.",
        R("calf shed", "s e", coin=True),
        notes="Inform's supporter listing: a halfpenny on the feed bin is a coin",
    ),
    item(
        "Village Hall Kitchen\nAn urn the size of a dustbin rumbles on the worktop. The hall is "
        "north.\n\nYou can see a jam jar (in which are three pennies) and a tea towel here.",
        R("village hall kitchen", "n", coin=True),
        notes="three pennies in an open jar are coins",
    ),
    item(
        "Vestry\nCassocks hang in a row on brass hooks. The vestry door, to the east, is locked, "
        "and the chancel is south.\n\nYou can see a collection plate (empty) and an offertory "
        "box (closed) here.",
        R("vestry", "e s", locked="e"),
        notes="an empty plate and a closed box: no coin; the vestry door locked: go south",
    ),
    item(
        "Boiler Room\nThe school's boiler roars behind a guard rail, and coke is heaped against "
        "the back wall. A steel door, north, leads out to the playground; it is shut.\n\nYou can "
        "see a caretaker's broom here.",
        R("boiler room", "n", closed="n"),
        notes="the only way is a shut door: open it",
    ),
    item(
        (
            "Potting Shed\nClay pots are stacked in leaning towers, and seed packets are pinned "
            "to a beam. The garden door, to the east, is closed.",
            R("potting shed", "e", closed="e"),
        ),
        "east",
        (
            "(first opening the garden door)\n\nWalled Garden\nEspaliered pears grow flat "
            "against the old brick walls. The potting shed is west, and a gate in the south "
            "wall leads to the orchard.\n\nYou can see a watering can and a silver sixpence here.",
            R("walled garden", "w s", coin=True),
        ),
        notes="the implicit opening then the room: a silver sixpence is a coin",
    ),
    item(
        (
            "Stockroom\nShelves of tinned peaches and boxed soap reach to the ceiling. The shop "
            "floor is south.",
            R("stockroom", "s"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "look",
        (
            "Stockroom\nShelves of tinned peaches and boxed soap reach to the ceiling. The shop "
            "floor is south.",
            R("stockroom", "s"),
        ),
        notes="a refusal at no exit, kept by a look: west refused; south the only way",
    ),
    item(
        "Captain's Cabin\nA hanging lamp sways with the ship. The door to the companionway, to "
        "the west, is closed, and the stern window shows nothing but sea.\n\nOn the chart table "
        "are a pair of dividers and a silver dollar.",
        R("captain's cabin", "w", closed="w", coin=True),
        notes="a silver dollar on the chart table is a coin; the window is no way",
    ),
    item(
        "Airlock\nWarning stripes frame the outer hatch, which is sealed; beyond it there is only "
        "vacuum. The inner door, to the south, is open.\n\nYou can see a spacesuit locker here.",
        R("airlock", "s"),
        notes="the sealed outer hatch gives no way of the vocabulary; the inner door south is open",
    ),
    item(
        (
            "Corridor\nA long corridor with a polished floor that squeaks. Classrooms open to the "
            "east and west, and the headmaster's study is north.",
            R("corridor", "e w n"),
        ),
        "north",
        ("(first opening the study door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the study door, whose state the room did not give, is found locked: north "
        "refused and closed, no open",
    ),
    item(
        (
            "Garage\nAn old estate car takes up most of the space. The kitchen door, to the "
            "east, is closed. The side door, north, leads to the garden.",
            R("garage", "e n", closed="e"),
        ),
        "open kitchen door",
        ("You open the kitchen door.", K("opened", "e")),
        "east",
        (
            "Kitchen\nA warm kitchen that smells of toast. The garage is west.\n\nOn the kitchen "
            "table is a fifty-cent piece.",
            R("kitchen", "w", coin=True),
        ),
        notes="the kitchen door opened by its name, then walked through; a fifty-cent piece is "
        "a coin",
    ),
    item(
        "Hay Loft\nBales are stacked almost to the rafters, and a ladder goes down through a "
        "square hole in the boards. A loading door in the east gable stands open onto a sheer "
        "drop to the yard.\n\nYou can also see a pitchfork and a half-crown here.",
        R("hay loft", "d", coin=True),
        notes="the loading door opens onto a sheer drop: no way; down is outside the "
        "vocabulary; a half-crown is a coin",
    ),
]
