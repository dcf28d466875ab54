"""inform7, thirtieth round: Inform 7's default prose ("You can see ... here.", "(closed)",
"(empty)", "(on which is ...)", "(first opening ...)", "On the ... are ..."), with the round's
emphasis on negations, distractors and door states. Four walks backstage at an opera house (Green
Room with the dressing room door north, closed at first, the stage door passage east and the
wardrobe west; Dressing Room with a silver sixpence on the make-up table; Stage Door Passage whose
stage door "is locked: the doorkeeper took the keys home at eleven"; Wardrobe with a sewing basket
(closed) that holds a copper penny): "(first opening the dressing room door)" into the dressing
room, "(first opening the stage door)\\nIt seems to be locked.", "You open the sewing basket,
revealing a copper penny.", a return to the green room with the door open. A battery room's west
door unlocked and opened; a committee room's portrait of the Sovereign ("take sovereign": "That's
hardly portable."); a treasurer's office whose painted coins are "only paint". Single rooms: a
telephone exchange's switchroom (a canteen token, a coin-box telephone), a skate hire (a penny), a
coffee roastery (a dime on the sample table), a cloakroom ("closed, and so is the door to the
manager's office, east, which is also locked"), a box office with a seating plan's exits, an organ
loft with a collection bag (empty), a reading room (a silver half-crown on the lectern), a prompt
corner whose pass door the stage manager pulls shut, a trophy room of medals in a closed case, a
circle bar with a tip tray (empty), a fly floor ("neither is locked, but only the west one is
open"), a hotel lobby (a dime in the pay telephone's coin return), a rinkside under a status line
with the barrier gate "shut and chained". What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# the opera house backstage: Green Room n Dressing Room (door, closed at first; a sixpence),
# e Stage Door Passage (stage door east, locked), w Wardrobe (a sewing basket with a penny).
def green_room(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Green Room\nA shabby sofa, a kettle on a tray and a mirror ringed with bulbs, half of "
        "them dead. The passage to the stage door is east, and the wardrobe department is "
        "through the open doorway to the west. The dressing room door, to the north, is "
        f"{state}.\n\nYou can see a biscuit tin (closed) and a call-board here.",
        R("green room", "e w n", closed="" if door_open else "n"),
    )


def dressing_room(coin: bool = True, implicit: bool = False) -> tuple:
    first = "(first opening the dressing room door)\n\n" if implicit else ""
    table = (
        "On the make-up table is a silver sixpence."
        if coin
        else "You can see a make-up table here."
    )
    return (
        f"{first}Dressing Room\nA star on the door, its gilt flaking. The door south is the "
        f"only way out.\n\n{table}",
        R("dressing room", "s", coin=coin),
    )


def passage() -> tuple:
    return (
        "Stage Door Passage\nThe doorkeeper's hatch is shut and dark. The stage door itself, "
        "east, is locked: the doorkeeper took the keys home at eleven. The green room is "
        "west.\n\nYou can see a fire bucket here.",
        R("stage door passage", "e w", locked="e", leads={"w": "green room"}),
    )


def wardrobe() -> tuple:
    return (
        "Wardrobe\nRails of costumes in dust sheets run the length of the room, and a headless "
        "dummy wears half a Roman general. The only way out is east, through the doorway.\n\n"
        "You can see a sewing basket (closed) here.",
        R("wardrobe", "e"),
    )


ITEMS = [
    # ---- walks backstage ----
    item(
        green_room(),
        "north",
        dressing_room(implicit=True),
        notes="Inform's implicit opening followed by the next room is a move that went "
        "through; a silver sixpence on the make-up table is a coin: take it",
    ),
    item(
        green_room(),
        "east",
        passage(),
        "east",
        ("(first opening the stage door)\nIt seems to be locked.", K("refused", "locked")),
        notes="the stage door, which the passage already calls locked, refused: no open; the "
        "way back west is the only one left",
    ),
    item(
        green_room(),
        "west",
        wardrobe(),
        "open basket",
        ("You open the sewing basket, revealing a copper penny.", R(None, "e", coin=True)),
        notes="a basket opened reveals a copper penny: a coin now in the room (the room's "
        "description again, the ninth round's way); take it",
    ),
    item(
        green_room(),
        "n",
        dressing_room(implicit=True),
        "take coin",
        ("Taken.", K("took")),
        "s",
        green_room(door_open=True),
        notes="the sixpence taken; back in the green room the dressing room door is open and "
        "its room visited; the passage east and the wardrobe west are not",
    ),
    item(
        (
            "Battery Room\nGlass accumulators stand in rows on slatted shelves, fizzing "
            "faintly. The door to the switch room, west, is locked, and a short flight of "
            "steps leads south into the yard.\n\nYou can see an acid carboy here.",
            R("battery room", "w s", locked="w"),
        ),
        "unlock west door with brass key",
        ("You unlock the west door.", K("unlocked")),
        "open west door",
        ("You open the west door, and the hum of the switch room comes in.", K("opened")),
        notes="a locked door unlocked and then opened: an open exit west; the steps south lead "
        "into the yard (an exit)",
    ),
    item(
        (
            "Committee Room\nA long table, twelve chairs, and over the fireplace a portrait of "
            "the Sovereign in her coronation robes. The door out to the landing is south.",
            R("committee room", "s"),
        ),
        "take sovereign",
        ("That's hardly portable.", K("none")),
        notes="the Sovereign is the queen in a portrait, no coin; the take changes nothing: "
        "the door south is the only exit",
    ),
    item(
        (
            "Treasurer's Office\nA ledger lies open at the Michaelmas accounts. On the wall "
            "hangs a Dutch painting of a money-changer and his wife, their table heaped with "
            "gold coins. The only door is west, and it is open.",
            R("treasurer's office", "w"),
        ),
        "take coins",
        ("They're only paint, and three hundred years old at that.", K("none")),
        notes="painted coins, as the reply says: no coin; the open door west is the only exit",
    ),
    # ---- single rooms ----
    item(
        "Switchroom\nThree long switchboards, their cords hanging like bell-ropes, and a clock "
        "that says the night shift started an hour ago. The supervisor's door, north, is "
        "closed. The corridor is south.\n\nYou can see a canteen token and a coin-box "
        "telephone here.",
        R("switchroom", "n s", closed="n"),
        notes="a canteen token and a coin-box telephone are no coins; the supervisor's door "
        "is closed: open north or go south",
    ),
    item(
        "Skate Hire\nRacks of hired skates, their sizes chalked on the pigeonholes. The rink is "
        "north and the cafe west.\n\nYou can see a counter, a pair of blunt skates and a "
        "penny here.",
        R("skate hire", "n w", coin=True),
        notes="a penny in Inform's list is a coin in the room: take it",
    ),
    item(
        "Roasting Room\nThe drum roaster is cold today, and the smell of yesterday's batch "
        "hangs in the rafters. The loading door, east, stands open to the yard; the shop is "
        "south.\n\nOn the sample table are a cupping spoon, a sack label and a dime.",
        R("roasting room", "e s", coin=True),
        notes="a dime on the sample table is a coin: take it",
    ),
    item(
        "Cloakroom\nPegs, a half-door counter and a smell of wet wool. The door to the foyer, "
        "south, is closed, and so is the door to the manager's office, east, which is also "
        "locked.\n\nYou can see a coat-check box (closed) here.",
        R("cloakroom", "s e", closed="s", locked="e"),
        notes="two doors told in one sentence: both closed, the east one locked as well (no "
        "open); the coat-check box is no door: open south",
    ),
    item(
        "Box Office\nThe shutter over the ticket window is down. The door to the foyer, west, "
        "is open.\n\nYou can see a cash drawer (closed) and a seating plan here.\n\nThe seating "
        "plan shows the stalls and the circle, with the exits marked in green on all four "
        "sides.",
        R("box office", "w"),
        notes="the seating plan's exits are the auditorium's, not this room's; a closed cash "
        "drawer holds no coin a person can see; the ticket window is no exit: go west",
    ),
    item(
        "Organ Loft\nThe pipes rise in a fan behind the console, the largest of them labelled "
        "in faded gilt. A spiral stair leads down to the nave.\n\nYou can see a hymn board and "
        "a collection bag (empty) here.",
        R("organ loft", "d"),
        notes="an empty collection bag holds no coin; the only way is the stair down, outside "
        "the vocabulary: no action",
    ),
    item(
        "Reading Room\nGreen-shaded lamps on long oak tables. The door out to the corridor is "
        "south; the rare books room, north, is kept locked.\n\nYou can see a card catalogue "
        "and a lectern (on which is a silver half-crown) here.",
        R("reading room", "s n", locked="n", coin=True),
        notes="a half-crown on the lectern is a coin: take it; the rare books room door is locked",
    ),
    item(
        "Prompt Corner\nThe prompt book lies open under a hooded lamp, beside the cue lights. "
        "As you watch, the stage manager goes out through the pass door, west, pulls it shut "
        "after her, and you hear her hurrying off. The stage is east.",
        R("prompt corner", "w e", closed="w"),
        notes="a door another character pulls shut within the text is closed; the stage east "
        "is an exit",
    ),
    item(
        "Trophy Room\nPhotographs of long-dead tenors look down from every wall. The way out "
        "is north.\n\nYou can see a display case (closed) here.\n\nThe display case is "
        "labelled COMMEMORATIVE MEDALS, 1851-1911.",
        R("trophy room", "n"),
        notes="medals in a closed case are no coins; the case is no door: go north",
    ),
    item(
        "Circle Bar\nVelvet banquettes and a long mirror that makes the bar look twice as busy "
        "as it is. You can go west or south.\n\nYou can see a tip tray (empty), a row of "
        "stools and an ice bucket (in which are three lemons) here.",
        R("circle bar", "w s"),
        notes="an empty tip tray holds no coin; 'You can go west or south.' names the exits",
    ),
    item(
        "Fly Floor\nRopes and counterweights, and forty feet below, the stage. Doors lead off "
        "east and west; neither is locked, but only the west one is open.",
        R("fly floor", "e w", closed="e"),
        notes="two doors by contrast: neither locked, only the west one open, so the east one "
        "is closed (open east) and the west one open (go west)",
    ),
    item(
        "Lobby\nA revolving stand of postcards and a porter's desk with nobody behind it. The "
        "dining room is east and the street door, south, is open.\n\nYou can see a pay "
        "telephone here.\n\nIn the coin return is a dime.",
        R("lobby", "e s", coin=True),
        notes="a dime lying in the telephone's coin return, within reach, is a coin in the "
        "room: take it",
    ),
    item(
        "Rinkside  Score: 0  Moves: 3\n\nRinkside\nThe ice is north, beyond the barrier, "
        "but the barrier gate is shut and chained while the resurfacer is out. The changing "
        "rooms are west.\n\nYou can see a bench here.",
        R("rinkside", "n w", locked="n"),
        notes="a status line above the heading does not name the room; a gate shut and "
        "chained is locked (no open): go west",
    ),
]
