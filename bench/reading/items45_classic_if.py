"""classic_if, forty-fifth round: seven walks (1-5 turns) on a whaling station at Grytviken in a
terse mainframe manner (a Flensing Plan whose blubber cookery door north is shut at first, whose
jetty is east and whose store door west is locked; a Blubber Cookery; a Boiler House with "There is
a copper eyrir coin here."; a Jetty; a Fuel Shed): "The blubber cookery door is shut.", "You drag
the door open. It scrapes over the planks.", "The store door is locked. The storekeeper has gone to
the church with the key.", "You would be in the cove, and the cove is two degrees above freezing.",
"Taken. The eyrir is green with verdigris."; single rooms and short histories in other classic
manners: a sail loft's "Exits: north, west." and a 20-centas coin, a grain elevator's weighing
office ("Visible exits are north and east.", a 10-tiyn coin), a radar room whose blip to the north
is no way, a jury room locked from outside, a flight deck in capitals (a 50-dobra coin), a baptistry
under a status line, a woolshed's shearing board, a lobster pound reached from a tank room, a
departure lounge in capitals whose gate north is locked (a one-kuna coin), a substation's steel door
refused, unlocked and still shut, a vivarium (a half-tostão coin), a bobsleigh start hut reached
from the trackside path, a ski jump's judges' tower whose only way is a ladder down (no action).
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a whaling station at Grytviken: FLENSING PLAN n BLUBBER COOKERY (a door, shut at first),
# e JETTY, w the store (locked), s the cove (no way); BLUBBER COOKERY w BOILER HOUSE (an archway;
# the eyrir); JETTY n FUEL SHED.


def plan(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "Flensing Plan\nYou are on the flensing plan, a broad slope of planking that runs down "
        "into King Edward Cove. Old blood has soaked the boards black. To the north the "
        f"blubber cookery door is {state}. The jetty runs out to the east. The store door on "
        "the west side is locked. Southward the planks go down under the water, and you cannot "
        "follow them.",
        R(
            "flensing plan",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "blubber cookery", "e": "jetty"},
        ),
    )


def cookery(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        "Blubber Cookery\nYou are in the blubber cookery. Iron digesters rise through the roof "
        "in a row, cold now, their lids rusted open. An archway in the west wall leads into "
        f"the boiler house. The door to the flensing plan, south, is {state}.",
        R(
            "blubber cookery",
            "s w",
            closed="" if door_open else "s",
            leads={"w": "boiler house", "s": "flensing plan"},
        ),
    )


def boilers(coin: bool = True) -> tuple:
    text = (
        "Boiler House\nYou are in the boiler house. Three Lancashire boilers lie side by side "
        "like sleeping animals, and coal dust has drifted into every corner. The only way out "
        "is the archway east."
    )
    if coin:
        text += "\nThere is a copper eyrir coin here."
    return (text, R("boiler house", "e", coin=coin, leads={"e": "blubber cookery"}))


JETTY = (
    "Jetty\nYou are on the jetty. The water of the cove is green and quite still, and the "
    "wreck of an old sealer leans on its side at the far end. The flensing plan is west. A "
    "plank walk leads north to the fuel shed.",
    R("jetty", "w n", leads={"w": "flensing plan", "n": "fuel shed"}),
)
FUEL_SHED = (
    "Fuel Shed\nYou are in the fuel shed. Drums of whale oil stand in ranks, and the air "
    "tastes of it. The plank walk runs south to the jetty.",
    R("fuel shed", "s", leads={"s": "jetty"}),
)
REFUSED_COOKERY = ("The blubber cookery door is shut.", K("refused", "closed"))
DRAGGED = ("You drag the door open. It scrapes over the planks.", K("opened", "north"))
STORE = (
    "The store door is locked. The storekeeper has gone to the church with the key.",
    K("refused", "locked"),
)

ITEMS = [
    item(
        plan(),
        "north",
        REFUSED_COOKERY,
        "open door",
        DRAGGED,
        "north",
        cookery(door_open=True),
        "west",
        boilers(),
        "take eyrir coin",
        ("Taken. The eyrir is green with verdigris.", K("took")),
        notes="A walk from the flensing plan: the cookery door refused as shut, opened by 'open "
        "door' (the door the refusal named), walked through; the eyrir (an Icelandic coin) "
        "taken in the boiler house. 'Taken.' keeps the room: its only exit east is the way "
        "back, visited and initial.",
    ),
    item(
        JETTY,
        "west",
        plan(),
        "west",
        STORE,
        notes="Begun on the jetty; on the plan the store door west is refused as locked (closed "
        "and refused, no open); the cookery door north is shut (closed), so the person opens "
        "it. The planks under the water to the south are no way.",
    ),
    item(
        FUEL_SHED,
        "s",
        JETTY,
        "w",
        plan(),
        "open north",
        ("You open the blubber cookery door.", K("opened")),
        "n",
        cookery(door_open=True),
        notes="Begun in the fuel shed; the cookery door opened by direction from the plan and "
        "walked through. In the cookery south (the open door) is visited and initial; the "
        "boiler house west through the archway is not yet seen.",
    ),
    item(
        cookery(),
        "s",
        ("The door to the flensing plan is shut.", K("refused", "closed")),
        "open door",
        ("You shove the door open with your shoulder.", K("opened", "south")),
        "s",
        plan(door_open=True),
        notes="Begun in the cookery: its door south refused as shut, opened by 'open door' (the "
        "door the refusal named), walked through; on the plan north (the open door) is visited "
        "and initial, the store door west locked, the jetty east unseen: go east.",
    ),
    item(
        plan(),
        "e",
        JETTY,
        "n",
        FUEL_SHED,
        "s",
        JETTY,
        "w",
        plan(),
        notes="A walk out to the fuel shed and back to the plan, where it began (no initial). "
        "East is visited; the cookery door north is still shut (open it), the store door west "
        "locked.",
    ),
    item(
        cookery(),
        "w",
        boilers(),
        notes="Begun in the cookery with its door shut; in the boiler house the eyrir coin "
        "lies here: take it. The archway east is visited and initial.",
    ),
    item(
        JETTY,
        "east",
        ("You would be in the cove, and the cove is two degrees above freezing.", K("refused")),
        "north",
        FUEL_SHED,
        notes="East of the jetty is water, no exit: the refusal is left on the jetty. In the "
        "fuel shed the only exit south leads back to the jetty: visited, initial, all_visited.",
    ),
    item(
        (
            "Sail Loft\nYou are in a long loft above the harbour. Canvas lies across the floor "
            "in great pale drifts, and a sailmaker's palm and a roll of needles wait on the "
            "bench.\nExits: north, west.\nYou can see a 20-centas coin.",
            R("sail loft", "n w", coin=True),
        ),
        notes="Exits in a list; the 20-centas coin (Lithuanian) is a coin in the room: take it.",
    ),
    item(
        (
            "Weighing Office\nYou are in the weighing office of a grain elevator on the steppe. "
            "A dial as big as a cartwheel reads the lorries on the scale outside; chaff has got "
            "into the ledgers. Visible exits are north and east.\nYou see: a 10-tiyn coin.",
            R("weighing office", "n e", coin=True),
        ),
        notes="'Visible exits are north and east.'; 'You see: a 10-tiyn coin.' (a Kazakh "
        "coin): take it.",
    ),
    item(
        (
            "Radar Room\nYou are in the radar room. A green sweep turns on the big screen, and "
            "a blip is crawling across it to the north. The duty log is open at today. Exits "
            "lead south and west.",
            R("radar room", "s w"),
        ),
        notes="The blip to the north is on a screen, no way; the exits are south and west, "
        "either is right.",
    ),
    item(
        (
            "Jury Room\nYou are in the jury room. Twelve chairs, a long table scored with "
            "initials, a jug of water nobody has touched. The window north looks down on the car "
            "park. The door east, to the corridor, is locked: the usher will not open it until "
            "you have a verdict.",
            R("jury room", "e", locked="e"),
        ),
        "east",
        ("The usher turned the key in that lock an hour ago. It is locked.", K("refused")),
        notes="The only way, the door east, is locked and refused; the window north is no "
        "exit. Nothing sensible is left to do from the text: no action.",
    ),
    item(
        (
            "FLIGHT DECK\nYOU ARE ON THE FLIGHT DECK OF AN OLD PROPELLER AIRLINER PARKED IN A "
            "FIELD. THE INSTRUMENTS ARE DEAD AND A BIRD HAS NESTED ON THE THROTTLES. EXITS: "
            "SOUTH.\nA 50-DOBRA COIN LIES UNDER THE CO-PILOT'S SEAT.",
            R("flight deck", "s", coin=True),
        ),
        notes="Capitals; the 50-dobra coin (São Tomé) under the seat is in the room: take it.",
    ),
    item(
        (
            "Baptistry                                        Score: 15   Moves: 212\n\n"
            "Baptistry\nAn octagonal room around a stone font, its lid carved with fishes. "
            "Light comes from eight narrow windows, one in each wall. The nave is east. A low "
            "door north leads to the vestry; it is closed.",
            R("baptistry", "e n", closed="n"),
        ),
        notes="A status line above the heading; the vestry door north is closed (open it), the "
        "nave east is open; either is right. The windows are no exits.",
    ),
    item(
        (
            "Woolshed\nYou are on the shearing board of a woolshed. The stands are empty and the "
            "handpieces hang from their drives. Fleece grease has polished the boards to glass. "
            "The catching pens are north. The wool room is west, through a gap in the bales.\n"
            "There is a two-cent coin here, stuck in the grease.",
            R("woolshed", "n w", coin=True),
        ),
        notes="A coin stuck to the boards is in the room: take it. A gap in the bales is an "
        "open way west.",
    ),
    item(
        (
            "Tank Room\nYou are in the tank room. Seawater runs through long concrete tanks "
            "where the lobsters wait, bands on their claws. A door south leads to the pound.",
            R("tank room", "s"),
        ),
        "south",
        (
            "Lobster Pound\nYou are in the lobster pound, a walled pool open to the tide. A "
            "sign on the wall says LIVE LOBSTER 14.50 A POUND. The tank room is north. A sea "
            "gate east stands open onto the slipway.",
            R("lobster pound", "n e"),
        ),
        notes="'A POUND' on the price sign is a weight and a price, no coin. North leads back "
        "to the tank room (visited, initial); the sea gate east is open: go east.",
    ),
    item(
        (
            "DEPARTURE LOUNGE\nYOU ARE IN AN EMPTY DEPARTURE LOUNGE. EVERY FLIGHT ON THE BOARD "
            "SAYS CANCELLED. EXITS: NORTH, EAST, WEST. THE GATE TO THE NORTH IS LOCKED.\n"
            "THERE IS A ONE-KUNA COIN HERE.",
            R("departure lounge", "n e w", locked="n", coin=True),
        ),
        notes="Capitals; the gate north is locked (closed); the one-kuna coin (Croatian) is "
        "here: take it.",
    ),
    item(
        (
            "Substation\nYou are in the yard of the wind farm's substation. Transformers hum "
            "behind a fence. The steel door north, to the switch room, is locked. The track "
            "runs east over the moor.",
            R("substation", "n e", locked="n"),
        ),
        "north",
        ("The steel door is locked.", K("refused", "locked")),
        "unlock north door with yellow key",
        ("You unlock the steel door with the yellow key. It is still shut.", K("unlocked")),
        notes="Refused as locked, then unlocked: the door is closed, the refusal stands until "
        "it is opened. Open north and go east are both right.",
    ),
    item(
        (
            "Vivarium\nYou are in the vivarium. Glass cases line the walls, and in the warmest "
            "of them a monitor lizard lies with its eyes half shut. A glass door west into the "
            "reptile hall stands open; the keeper's door north is closed. On the floor by the "
            "heat lamp lies a worn half-tostão coin.",
            R("vivarium", "w n", closed="n", coin=True),
        ),
        notes="A half-tostão (an old Portuguese coin) on the floor is a coin: take it. The "
        "glass door west is open, the keeper's door north closed.",
    ),
    item(
        (
            "Trackside Path\nYou are on a path beside the bobsleigh run. The ice trough curves "
            "away below you, blue in the shade. The start hut is north.",
            R("trackside path", "n"),
        ),
        "north",
        (
            "Start Hut\nYou are in the start hut. Helmets hang from pegs and a stopwatch lies "
            "on the bench. The run drops away east in its ice trough, no way to go on foot. "
            "The door south stands open.",
            R("start hut", "s"),
        ),
        notes="The run east is no way on foot; the door south is the way back (visited, "
        "initial, all_visited): go south.",
    ),
    item(
        (
            "Judges' Tower\nYou are in the judges' tower above the ski jump. Five stools face "
            "the window, and score cards lie where the judges dropped them. A ladder goes down "
            "through a hatch in the floor; there is no other way out.",
            R("judges' tower", "d"),
        ),
        notes="The only way is a ladder down, outside the vocabulary: no fact of a direction "
        "and no action.",
    ),
]
