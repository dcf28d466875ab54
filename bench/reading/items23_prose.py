"""prose, twenty-third round: rooms in plain prose and in registers no earlier round used: a
hotel housekeeping report ("Found, not removed: one silver dollar coin under the trolley."), a
tabletop module's keyed area with its read-aloud text ("7. THE BEEKEEPER'S YARD / Read aloud:
... / GM note: ..."), a nature documentary's narrator in an orchid house ("our explorer
pauses"), a pirate's dialect in a ship's galley ("Forrard, that be north to ye"), inverted
syntax in a meditation chamber ("To the east, a door there is"), an airship's safety card
("Exits from this deck: ..."), third person past in a hotel laundry (Elsie, a sixpence out of
an apron pocket), first person present in a typewriter shop's parts room, a gothic drawing room
hung with crape ("fast locked"), a chess annotator's analysis room ("The e-file is open"), a
Scots bothy ("The door's tae the south, an' it's shut"), a game's tutorial voice in a print
room, a speech-to-text transcript with its slips in a scullery, a walk from an orchard into a
honey house, Priti in a seed bank's cold store, a planetarium's projector pit (Orion in the
south), a walk to a hotel linen room and back, second person past in an airship's chart room, a
farmer's wife's words in her dairy after a move, a pier head (the Penny Arcade's shutters).
What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item


def orchard() -> tuple:
    return (
        "You're in the orchard. Old apple trees lean every which way, and wasps drone over the "
        "windfalls. The honey house is just east of you, its door open; a gate to the north "
        "lets out into the lane.",
        R("orchard", "e n", leads={"e": "honey house"}),
    )


def honey_house(coin: bool = True) -> tuple:
    coin_line = " Someone has left a brass threepence on the lid of the extractor." if coin else ""
    return (
        "You're in the honey house. It smells of wax and warm sugar, and the floor is tacky "
        "underfoot. Frames of comb wait in a stack by the extractor. The only door is the one "
        f"to the west.{coin_line}",
        R("honey house", "w", coin=coin),
    )


def service_corridor(event: str = "") -> tuple:
    tail = f" {event}" if event else ""
    return (
        "You're in the service corridor behind the hotel kitchens. Trolleys are parked nose to "
        "tail along one wall. The linen room is to the north, and the corridor runs on east "
        f"toward the staff canteen.{tail}",
        R("service corridor", "n e", leads={"n": "linen room"}),
    )


def linen_room() -> tuple:
    return (
        "You're in the linen room. Sheets and pillowcases are stacked to the ceiling in "
        "numbered bays, and it is warm as toast from the pipes. The only way out is the doorway "
        "to the south.",
        R("linen room", "s"),
    )


def dairy_yard() -> tuple:
    return (
        "You're in the dairy yard. Churns stand upside down to drain by the pump, and a cat "
        "washes itself on the mounting block. The dairy is north of you; the farm track leaves "
        "the yard to the west.",
        R("dairy yard", "n w", leads={"n": "dairy"}),
    )


ITEMS = [
    item(
        "HOUSEKEEPING - 4TH FLOOR\nLocation: Linen Room 4B\nDoors: north to corridor (open); "
        "east to service stair lobby (locked - see Facilities)\nFound, not removed: one silver "
        "dollar coin under the trolley.\nRemarks: shelves short of bath sheets.",
        R("linen room 4b", "n e", locked="e", coin=True),
        notes="a housekeeping report names the room after 'Location:'; north open, east locked; "
        "a silver dollar 'found, not removed' still lies under the trolley: take coin",
    ),
    item(
        "7. THE BEEKEEPER'S YARD\nRead aloud: You stand in a walled yard full of the hum of "
        "bees. A dozen straw skeps sit on a bench along the south wall. A gate in the west wall "
        "hangs open; a low door to the north, into the honey house, is shut.\nGM note: the "
        "skeps are harmless unless someone knocks them over.",
        R("the beekeeper's yard", "w n", closed="n"),
        notes="a module's keyed area names the room after its number (the article kept; the "
        "scorer drops it); the south wall holds only skeps; west open, north shut: go west or "
        "open north",
    ),
    item(
        "And here, in the damp warmth of the orchid house, our explorer pauses. The glass "
        "overhead is beaded with mist. To the south, the door to the palm house stands open; to "
        "the north, a second door, shut, leads on to the fern house. And among the pots on the "
        "staging, something catches the light: a small silver coin.",
        R("orchid house", "s n", closed="n", coin=True),
        notes="a documentary narrator's 'our explorer' is the player; south open, north shut; "
        "a small silver coin among the pots: take coin",
    ),
    item(
        "Arr, ye be standin' in the galley o' the Salty Maid. The cook's fire be cold an' the "
        "pots be swingin' on their hooks. Forrard, that be north to ye landlubbers, the door to "
        "the fo'c'sle be open. Aft, to the south, the cap'n's door be locked tight, an' he keeps "
        "the key on 'is belt.",
        R("galley", "n s", locked="s"),
        notes="a pirate's dialect: forward mapped to north by the text (open), the captain's "
        "door aft, south, locked: go north",
    ),
    item(
        "In the meditation chamber, you are. Round the room is, and bare. To the east, a door "
        "there is; open it stands. To the west, no door there is, only stone. A coin on the "
        "floor, you see? No. Nothing there is.",
        R("meditation chamber", "e"),
        notes="inverted syntax: the room named in the first clause; an open door east; 'no "
        "door' west; the coin asked about and denied: go east",
    ),
    item(
        "SAFETY CARD - PROMENADE DECK\nYou are here: Promenade Deck.\nExits from this deck: "
        "forward door (north, crew only - kept locked in flight); aft door (south, to the "
        "saloon).\nThe observation windows do not open.",
        R("promenade deck", "n s", locked="n"),
        notes="an airship's safety card: 'You are here:' names the room; the forward door north "
        "is locked, the aft door south is an exit; windows are no exits: go south",
    ),
    item(
        "Elsie stood in the laundry with her arms full of sheets while the steam press hissed "
        "and thumped. The door to the yard, south, was propped open with a basket to let the "
        "heat out; the door west, to the ironing room, was shut. On the edge of the sink lay a "
        "sixpence she had fished out of somebody's apron pocket.",
        R("laundry", "s w", closed="w", coin=True),
        notes="third person past: Elsie is the player, the room `laundry`; south propped open, "
        "west shut; a sixpence lying on the sink's edge: take coin",
    ),
    item(
        "I'm at the back of the shop, in the parts room. Drawers of keys and springs and "
        "platen knobs go up to the ceiling, each labelled in faded ink. The only door is the "
        "one to the east, and it's open. No coin anywhere; I've looked.",
        R("parts room", "e"),
        notes="first person present (the player's own words); 'No coin anywhere': go east",
    ),
    item(
        "You stand in the drawing room, which is hung with black crape; the clock on the "
        "mantel has been stopped at twenty past four. A door to the north stands a little open. "
        "Another, to the west, is fast locked, and its key is nowhere to be seen. Upon the "
        "mantelpiece, beside the stopped clock, lies a single gold sovereign.",
        R("drawing room", "n w", locked="w", coin=True),
        notes="gothic prose: north 'a little open' is open, west 'fast locked' is locked; a gold "
        "sovereign on the mantelpiece: take coin",
    ),
    item(
        "Position after 23...Kh8. You are in the Analysis Room, where a dozen post-mortems are "
        "being murmured at once over a dozen boards. Doors: north (to the Tournament Hall, "
        "open) and west (to the bar, closed). The e-file is open, the annotator notes, but that "
        "one is on the board.",
        R("analysis room", "n w", closed="w"),
        notes="a chess annotator's voice: the open e-file is on a chessboard, no exit; north "
        "open, west closed: go north or open west",
    ),
    item(
        "Ye're in the bothy noo. There's a fire set but no lit, an' a kettle sittin' on the "
        "hob. The door's tae the south, an' it's shut against the wind. There's nae ither way "
        "oot.",
        R("bothy", "s", closed="s"),
        notes="Scots: the one door south is shut (closed), no other way: open south",
    ),
    item(
        orchard(),
        "go east",
        honey_house(),
        notes="a walk from the orchard into the honey house; a brass threepence lies on the "
        "extractor's lid: take coin",
    ),
    item(
        "This is the Print Room. Have a look around! There are two doors: one to the north "
        "(open) and one to the east (it's locked, for now). See that shiny thing by the press? "
        "It's a coin. Why not pick it up?",
        R("print room", "n e", locked="e", coin=True),
        notes="a tutorial's voice: 'This is the Print Room.' names it; north open, east locked; "
        "a coin by the press: take coin",
    ),
    item(
        "your in the scullery now. theres a door to the north its open, and the door east is "
        "locked so dont bother. their's a mangle and two sinks. no coins in here tho",
        R("scullery", "n e", locked="e"),
        notes="a speech-to-text transcript with its slips ('your', 'their's'): north open, east "
        "locked, 'no coins': go north",
    ),
    item(
        "Priti is in the cold store. Her breath smokes. Racks of sealed seed jars run the "
        "length of the room, every one labelled with a Latin name and a date. The "
        "insulated door, in the west wall, has swung shut on its closer, and there is no other "
        "way out.",
        R("cold store", "w", closed="w"),
        notes="third person present: Priti is the player, the room `cold store`; a door swung "
        "shut on its closer is closed: open west",
    ),
    item(
        "You are in the projector pit at the centre of the planetarium. Overhead the dome "
        "shows the winter sky: Orion striding across the south, the Plough wheeling in the "
        "north. The only door is a low one to the west, propped open with a folding chair.",
        R("projector pit", "w"),
        notes="stars in the south and north of a dome are no exits; the one door west is "
        "propped open: go west",
    ),
    item(
        service_corridor(),
        "north",
        linen_room(),
        "south",
        service_corridor("A porter whistles past with a trolley of room-service trays."),
        notes="there and back: the linen room is visited; east is not, and this is the first "
        "room: go east",
    ),
    item(
        "You were in the chart room when the airship's engines stopped. The sudden quiet was "
        "the worst of it. The room's one door, to the south, was open, and through the "
        "windows there was only cloud.",
        R("chart room", "s"),
        notes="second person past: the chart room's one door south is open; windows are no "
        "exits: go south",
    ),
    item(
        dairy_yard(),
        "north",
        (
            "'You're stood in the dairy now,' says Mrs Pye. 'The door north's the cheese room, "
            "and I keep it locked, so don't you go trying it. Yard's out south.' Pans of milk "
            "are setting on the cold slate shelves.",
            R("dairy", "n s", locked="n"),
        ),
        notes="a farmer's wife names the room after a move north: north locked, south the way "
        "in (visited, initial): go south",
    ),
    item(
        "You are at the pier head. The sea slaps at the piles on three sides, and a fisherman "
        "has his lines out over the rail to the east. The Penny Arcade's shutters are down for "
        "the winter. The pier's boards run north, toward the promenade.",
        R("pier head", "n"),
        notes="'Penny Arcade' names a shut arcade, no coin; the sea on three sides is no way; "
        "the pier runs north: go north",
    ),
]
