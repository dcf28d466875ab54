"""history, thirtieth round: 2-8 turn walks with loops on three small symmetric tree maps, with the
round's emphasis on door states told indirectly and on things that are no exit or no coin. Map A,
municipal baths in an Infocom-like manner (Entrance Hall whose ladies' pool door west "is shut and
locked on Tuesdays, and today is Tuesday"; Men's Pool with a penny by the footbath and the boiler
house door north, shut at first; Boiler House; Slipper Baths, a corridor of numbered bath doors
ending in a blank wall; Superintendent's Office with a locked cash box): "Taken.", "The boiler
house door is shut.", "Opened.", "The ladies' pool door is locked. It's Tuesday.", a bath door
opened onto nothing but a bath. Map B, a country railway station in a MUD's manner with a prompt
(Booking Hall with the parcels office door east "closed" and the street doors south "locked after
the last train"; Platform with trains to Westbury and Southend and a sixpence on the bench; Parcels
Office with crates stencilled NORTH EASTERN RAILWAY; Waiting Room; Lamp Room): "The door is
closed.", "You open the door.", "You get a silver sixpence.", "Beyond the platform edge there is
only the track ...". Map C, a music hall in second person prose (the stage with the safety curtain
down to the south and the corridor door north shut at first; the band room with a florin under the
piano; the scene dock with a flat painted with a door and a lane running west, its dock doors
"bolted on this side"; the dressing room corridor whose stage door is "locked at this hour"). Moves
spelled `n`, `north`, `go east`, `e`, `east`, `w`, `west`, `s`, `south`, `open north`, `open east`,
`open door`, `take coin`, `get coin`, `take florin`, `look`, `open door 7`. The walks are printed
from one map each by functions, so a room reads the same on every visit; what a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# ---- map A: the municipal baths. Entrance Hall n Men's Pool, e Slipper Baths, w ladies' pool
# door (locked); Men's Pool n Boiler House (door, shut at first; a penny by the footbath);
# Slipper Baths s Superintendent's Office.
def hall(event: str = "") -> tuple:
    return (
        "Entrance Hall\nA mosaic floor spells out PUBLIC BATHS 1897 in a ring of green tiles. "
        "The men's pool is north, through swing doors. The door to the ladies' pool, west, is "
        f"shut and locked on Tuesdays, and today is Tuesday. The slipper baths are east.{event}",
        R("entrance hall", "n w e", locked="w"),
    )


def pool(coin: bool = True, door_open: bool = False) -> tuple:
    penny = " A penny lies on the tiles by the footbath." if coin else ""
    door = "stands open" if door_open else "is shut"
    return (
        "Men's Pool\nThe water is green and still, and the diving board creaks in the draught "
        "from the skylight. Changing cubicles line the east side, their half-doors hanging "
        f"open. The boiler house door, north, {door}; the swing doors south lead to the "
        f"entrance hall.{penny}",
        R("men's pool", "n s", closed="" if door_open else "n", coin=coin),
    )


def boiler_house() -> tuple:
    return (
        "Boiler House\nTwo Lancashire boilers, cold, and a heap of coke. The door south is the "
        "only way out.",
        R("boiler house", "s"),
    )


def slipper_baths() -> tuple:
    return (
        "Slipper Baths\nA corridor of little rooms, each with a brass number on its door, and "
        "all the doors shut. The corridor ends in a blank wall to the east. The entrance hall "
        "is west, and the superintendent's office opens off the corridor to the south.",
        R("slipper baths", "w s"),
    )


def office() -> tuple:
    return (
        "Superintendent's Office\nA desk, a ledger of takings in pounds, shillings and pence, "
        "and a cash box, locked. The only door is north.",
        R("superintendent's office", "n"),
    )


# ---- map B: the railway station. Booking Hall n Platform (a sixpence), e Parcels Office
# (door, closed at first), w Waiting Room, s street doors (locked); Waiting Room n Lamp Room.
PROMPT = "HP:40/40 > "


def booking_hall(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Booking Hall\n  A ticket window, a bench, and a clock that is four minutes fast. The "
        f"parcels office door, east, is {state}. The street doors, south, are locked after the "
        f"last train.\n[Exits: north east south west]\n{PROMPT}",
        R("booking hall", "n e s w", closed="" if door_open else "e", locked="s"),
    )


def platform(coin: bool = True) -> tuple:
    line = "A silver sixpence lies on the platform bench.\n" if coin else ""
    return (
        "Platform\n  A timetable board lists trains to Westbury and Southend, though none is due. "
        f"Beyond the platform edge, the track.\n[Exits: south]\n{line}{PROMPT}",
        R("platform", "s", coin=coin),
    )


def parcels_office() -> tuple:
    return (
        "Parcels Office\n  A parcel scale and a stack of crates stencilled NORTH EASTERN "
        f"RAILWAY.\n[Exits: west]\n{PROMPT}",
        R("parcels office", "w"),
    )


def waiting_room() -> tuple:
    return (
        "Waiting Room\n  A cold grate and a framed poster of the seaside.\n[Exits: north east]\n"
        f"{PROMPT}",
        R("waiting room", "n e"),
    )


def lamp_room() -> tuple:
    return (
        f"Lamp Room\n  A rack of oil lamps and a smell of paraffin.\n[Exits: south]\n{PROMPT}",
        R("lamp room", "s"),
    )


# ---- map C: the music hall. Stage e Scene Dock, w Band Room (a florin), n Corridor (door,
# shut at first); Scene Dock e dock doors (bolted on this side); Corridor n stage door (locked).
def stage(door_open: bool = False) -> tuple:
    door = "stands open" if door_open else "is shut"
    return (
        "You are on the stage. The safety curtain is down, a wall of painted iron to the south. "
        "The wings lead off east to the scene dock and west to the band room, and the door in "
        f"the back wall, north, {door}.",
        R("stage", "e w n", closed="" if door_open else "n"),
    )


def band_room(coin: bool = True) -> tuple:
    florin = " A florin has rolled against the skirting under the piano." if coin else ""
    return (
        "You are in the band room. Music stands, a double bass in its coffin of a case, and an "
        f"upright piano.{florin} The way out is east.",
        R("band room", "e", coin=coin),
    )


def scene_dock(doors: str = "bolted on this side") -> tuple:
    return (
        "You are in the scene dock. Flats lean against the walls: one painted with a door that "
        "leads nowhere, one with a country lane running west into a painted sunset. The big "
        f"dock doors to the street, east, are {doors}. The stage is west.",
        R("scene dock", "w e", closed="e" if doors != "open" else ""),
    )


def corridor() -> tuple:
    return (
        "You are in the dressing room corridor. The stars on the doors are for people long "
        "dead. The stage door at the north end is locked at this hour; the stage is south.",
        R("dressing room corridor", "s n", locked="n"),
    )


ITEMS = [
    # ---- map A: the baths ----
    item(
        hall(),
        "n",
        pool(),
        "take coin",
        ("Taken.", K("took")),
        "s",
        hall(),
        notes="the penny taken at the pool; back in the hall the ladies' pool door is locked "
        "(Tuesday), the pool visited: the slipper baths east",
    ),
    item(
        hall(),
        "e",
        slipper_baths(),
        "s",
        office(),
        "n",
        slipper_baths(),
        "w",
        hall("\nSomewhere a tap drips into a tiled basin."),
        notes="a locked cash box and a ledger are no coin; the numbered bath doors are no "
        "exits; back in the hall: the pool north is unvisited",
    ),
    item(
        hall(),
        "north",
        pool(),
        "take coin",
        ("Taken.", K("took")),
        "north",
        ("The boiler house door is shut.", K("refused", "closed")),
        "open north",
        ("Opened.", K("opened")),
        "north",
        boiler_house(),
        "south",
        pool(coin=False, door_open=True),
        notes="the door refused, opened, walked through and back: every way of the pool "
        "visited, back south the way it was first entered",
    ),
    item(
        hall(),
        "w",
        ("The ladies' pool door is locked. It's Tuesday.", K("refused")),
        "e",
        slipper_baths(),
        notes="the refusal at the locked door is left in the hall; in the slipper baths the "
        "blank wall east is no way: the office south",
    ),
    item(
        hall(),
        "e",
        slipper_baths(),
        "e",
        ("The corridor ends in a blank wall, as advertised.", K("refused")),
        notes="east refused at the blank wall; the office south is unvisited",
    ),
    item(
        hall(),
        "n",
        pool(),
        "take coin",
        ("Taken.", K("took")),
        "s",
        hall(),
        "e",
        slipper_baths(),
        "s",
        office(),
        notes="a walk through the baths to the office: its only way is back north",
    ),
    item(
        hall(),
        "e",
        slipper_baths(),
        "open door 7",
        (
            "Behind the door is a tiny room with a bath in it and nothing else. You close it "
            "again.",
            K("none"),
        ),
        notes="a bath cubicle's door is no exit and opening it changes nothing: the office south",
    ),
    # ---- map B: the station ----
    item(
        booking_hall(),
        "n",
        platform(),
        "get coin",
        (f"You get a silver sixpence.\n{PROMPT}", K("took")),
        "s",
        booking_hall(),
        "w",
        waiting_room(),
        "n",
        lamp_room(),
        "s",
        waiting_room(),
        "e",
        booking_hall(),
        notes="a seven-move walk back to the hall: the platform and the waiting room visited, "
        "the street doors locked, the parcels office door closed: open east",
    ),
    item(
        booking_hall(),
        "e",
        (f"The door is closed.\n{PROMPT}", K("refused", "closed")),
        "open east",
        (f"You open the door.\n{PROMPT}", K("opened")),
        "e",
        parcels_office(),
        "w",
        booking_hall(door_open=True),
        notes="NORTH EASTERN RAILWAY on crates is no exit; back in the hall with the parcels "
        "door open and visited: north or west",
    ),
    item(
        booking_hall(),
        "w",
        waiting_room(),
        "n",
        lamp_room(),
        notes="the lamp room's only way is the one it was entered by",
    ),
    item(
        booking_hall(),
        "w",
        waiting_room(),
        "e",
        booking_hall(),
        "s",
        (f"The street doors are locked after the last train.\n{PROMPT}", K("refused")),
        notes="the locked street doors refused (no open); the waiting room visited; north, or "
        "open the parcels office",
    ),
    item(
        booking_hall(),
        "n",
        platform(),
        "n",
        (
            "Beyond the platform edge there is only the track and a four-foot drop. You stay "
            f"put.\n{PROMPT}",
            K("refused"),
        ),
        notes="the track is no way north: refused; Westbury and Southend are place names; the "
        "sixpence still on the bench: take it",
    ),
    item(
        booking_hall(),
        "n",
        platform(),
        "get coin",
        (f"You get a silver sixpence.\n{PROMPT}", K("took")),
        "look",
        platform(coin=False),
        notes="the look shows the bench bare: no coin; back south",
    ),
    item(
        booking_hall(),
        "e",
        (f"The door is closed.\n{PROMPT}", K("refused", "closed")),
        "look",
        booking_hall(),
        "w",
        waiting_room(),
        notes="the refusal at the parcels office stays in the hall; in the waiting room the "
        "lamp room north is unvisited",
    ),
    # ---- map C: the music hall ----
    item(
        stage(),
        "w",
        band_room(),
        "take florin",
        ("You fish the florin out from under the piano.", K("took")),
        "e",
        stage(),
        notes="the safety curtain is no way south; back on the stage with the band room "
        "visited: open north or go east",
    ),
    item(
        stage(),
        "n",
        ("The door to the corridor is shut.", K("refused", "closed")),
        "open north",
        ("You open the door.", K("opened")),
        "n",
        corridor(),
        "n",
        ("The stage door is locked at this hour, and the doorman has gone home.", K("refused")),
        notes="the stage door, locked at this hour, refused: the way back south is the only one",
    ),
    item(
        stage(),
        "go east",
        scene_dock(),
        "go east",
        ("The dock doors are bolted. You'd have to draw the bolts first.", K("refused")),
        "open east",
        (
            "You draw the bolts and heave the dock doors open. Rain blows in off the street.",
            K("opened"),
        ),
        notes="doors bolted on this side are closed; refused, then opened: the refusal "
        "cleared; the painted door and lane are no exits: go east",
    ),
    item(
        stage(),
        "e",
        scene_dock(),
        "w",
        stage(),
        "w",
        band_room(),
        "take florin",
        ("You fish the florin out from under the piano.", K("took")),
        "e",
        stage(),
        "open door",
        ("The door in the back wall opens onto a dim corridor.", K("opened", door="n")),
        notes="the door north opened after a walk to both wings: go north, the only unvisited way",
    ),
    item(
        stage(),
        "open north",
        ("You open the door.", K("opened")),
        "north",
        corridor(),
        "south",
        stage(door_open=True),
        notes="back on the stage with the door north open and its corridor visited: east or west",
    ),
    item(
        stage(),
        "west",
        band_room(),
        "take florin",
        ("You fish the florin out from under the piano.", K("took")),
        "east",
        stage(),
        "east",
        scene_dock(),
        notes="in the scene dock the stage is visited and the dock doors, bolted on this "
        "side, closed: open east",
    ),
]
