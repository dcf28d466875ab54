"""prose, twenty-sixth round: plain prose in the registers people use: a play-by-post forum message
from the game master ("Alright Corvin, you're in the storeroom now."), first person present ("I'm
standing in the boat bay", a tea factory walked through in the first person), third person past
("Mairead stood in the wash house") and present ("Femi is in the engine room"), "the player" in the
third person ("The player is in the map library."), terse notes, a literary paragraph, a field
notebook, one long sentence, a screen reader reading a web page aloud ("heading level 1, ...",
"link, ..."), a walkthrough's step ("Step 12. You are now in the boiler room."), a guided
meditation, a museum's room label, a housekeeper who says which room this is. Door states: open "the
way Mistress Alder left it", "bolted on your side", "hung open on its hinges", "latched", "locked at
this hour", "propped open with a flowerpot", "bolted on this side". Settings no earlier round used:
an apothecary's storeroom, a rowing club's boat bay, a mill cottage's wash house, a linen store, a
vinery, a kite shop, a glasshouse boiler room, a physic garden, a narrowboat's engine room, a
bandstand, a pickling room, a Victorian farm museum's dairy, an attic studio, a shieling, a map
library, a seamen's mission, a hill station tea factory. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# a tea factory, told in the first person: Withering Loft n Rolling Room (a one-rupee coin),
# e Office (its door shut at first).
def withering_loft(office_open: bool = False, event: str = "") -> tuple:
    door = "open" if office_open else "shut"
    return (
        "I'm in the withering loft. Green leaf lies spread along the troughs, and the fans hum "
        "at either end. The rolling room is north, through an open archway; the door to the "
        f"office, east, is {door}.{event}",
        R(
            "withering loft",
            "n e",
            closed="" if office_open else "e",
            leads={"n": "rolling room", "e": "office"},
        ),
    )


def rolling_room(coin: bool = True) -> tuple:
    rupee = " There's a one-rupee coin on the floor by the nearest roller." if coin else ""
    return (
        "I'm in the rolling room. The rollers stand silent, furred with green dust. The only "
        f"way out is the archway south.{rupee}",
        R("rolling room", "s", coin=coin, leads={"s": "withering loft"}),
    )


def office() -> tuple:
    return (
        "I'm in the office. Ledgers, a ceiling fan, a calendar from a shipping agent. The door "
        "west is the only way out.",
        R("office", "w", leads={"w": "withering loft"}),
    )


ITEMS = [
    item(
        "Re: [IC] Ashes of Harrowgate - Chapter 4\nPost by GM_Wren >> Tue 14 Mar, 9:12 pm\n\n"
        "Alright Corvin, you're in the storeroom now. Jars of leeches line the shelves and "
        "something drips in the dark corner. There's a door north to the shop, standing open "
        "the way Mistress Alder left it, and a low door east that's bolted on your side. On the "
        "bottom shelf, behind the leech jars, you spot a silver mark.\n\nWhat does Corvin do?",
        R("storeroom", "n e", closed="e", coin=True),
        notes="a play-by-post message from the game master to the player's character: "
        "'you're in the storeroom' names the room; north open, east bolted on the player's "
        "side (closed); a silver mark is a coin (the eighth round's call): take it",
    ),
    item(
        "I'm standing in the boat bay. Eights hang in racks on both walls, and the floor is wet "
        "where someone hosed it down. The big doors west stand open onto the landing stage; the "
        "door to the changing rooms, north, is locked at this hour. There's a ten-pence piece "
        "on the concrete by my foot.",
        R("boat bay", "w n", locked="n", coin=True),
        notes="first person present: 'I'm standing in the boat bay' names the room; west open, "
        "north locked; a ten-pence piece lies here: take it",
    ),
    item(
        "Mairead stood in the wash house, her breath smoking in the cold. The copper was cold "
        "too, and the mangle stood idle. The door to the yard, east, hung open on its hinges, "
        "letting in the snow; the door to the cottage, south, was latched.",
        R("wash house", "e s", closed="s"),
        notes="third person past: 'Mairead stood in the wash house' names the room; the copper "
        "is a boiler, no coin; east hangs open, south latched (closed): go east or open south",
    ),
    item(
        "Linen store. Door S, ajar. Hatch in ceiling, bolted. Shelves of sheets to the roof. "
        "2p coin on the floor by the bottom shelf.",
        R("linen store", "s u", closed="u", coin=True),
        notes="terse notes: the room, a door south ajar (open), a hatch up (outside the "
        "vocabulary); a 2p coin on the floor: take it",
    ),
    item(
        "You stand in the vinery. Old vines twist along the wires under a roof of whitewashed "
        "glass, and the air is heavy and green. A gravel walk leads away south between box "
        "hedges; to the east, a door into the house is propped open with a flowerpot. To the "
        "west the glass has fallen in, and a tangle of vine and broken panes fills the gap; "
        "there is no getting through.",
        R("vinery", "s e"),
        notes="a literary paragraph: south and east are exits (the east door propped open); "
        "west, 'no getting through', is none; go south or east",
    ),
    item(
        "heading level 1, The Kite Shop\nYou're in the kite shop. Box kites and dragon kites "
        "hang from the ceiling, tails trailing. The stockroom door, east, is shut. A brass coin "
        "glints under the counter.\nlink, Go out to the promenade (south)\nlink, Open the "
        "stockroom door (east)\nlink, Pick up the coin\nend of web content",
        R("The Kite Shop", "s e", closed="e", coin=True),
        notes="a screen reader reading a web game aloud: the heading names the room (the scorer "
        "drops 'the '); the links are south and east (its door shut); a brass coin under the "
        "counter: take it",
    ),
    item(
        "Step 12. You are now in the boiler room. The glasshouse is above you, up the steps. "
        "The coal hole door to the east is shut; open it and go through for the coin, which is "
        "on the coal heap beyond.",
        R("boiler room", "e u", closed="e"),
        notes="a walkthrough's step: the room and its ways as the player finds them; the coin "
        "lies in the coal hole beyond the shut door, not here; the steps up are outside the "
        "vocabulary: open east",
    ),
    item(
        "Close your eyes, and breathe. You are standing in the physic garden. Warm brick, bees "
        "in the lavender, the smell of thyme. In the north wall an old green door stands open; "
        "beyond it you can hear the stream. The gate to the south is closed. Nothing here needs "
        "doing.",
        R("physic garden", "n s", closed="s"),
        notes="a guided meditation in the second person: the physic garden is the room; north "
        "open, south closed: go north or open south",
    ),
    item(
        "Femi is in the engine room. The old diesel ticks as it cools, and everything smells of "
        "oil. Aft, to the south, the doors open onto the back deck; forward, to the north, a "
        "door leads to the galley, and it is latched.",
        R("engine room", "s n", closed="n"),
        notes="third person present on a narrowboat, aft and forward mapped to south and north "
        "by the text; the galley door latched (closed): go south or open north",
    ),
    item(
        "Bandstand. Empty deckchairs, stacked. Paths N, E and W. Railings all round, with a gap "
        "to the S. Programme on the floor: BRASS BAND, 3PM.",
        R("bandstand", "n e w s"),
        notes="terse notes: paths north, east and west and a gap in the railings south (four "
        "exits); no coin",
    ),
    item(
        "'This is the pickling room,' says Mrs Orme. 'The door to the kitchen's west, and you "
        "can leave it open. The door to the dairy, there to the east, stays locked.' On the "
        "marble shelf, beside a row of jars, lies a silver threepenny bit.",
        R("pickling room", "w e", locked="e", coin=True),
        notes="a housekeeper tells the player which room this is: 'This is the pickling room'; "
        "west open, east locked; a silver threepenny bit lies on the shelf: take it",
    ),
    item(
        "ROOM 7 - THE DAIRY\nYou are in the dairy. Like the rest of the farm, it is kept as it "
        "was in 1880. Visitors continue north to the cheese room. The door to the east is for "
        "staff only and is kept locked. Please do not touch the butter churns.",
        R("THE DAIRY", "n e", locked="e"),
        notes="a museum's room label: the heading names the room (the number dropped, the "
        "scorer drops 'the '); north open, east kept locked: go north",
    ),
    item(
        "Rain on the skylight. You're in the attic studio: an easel, rags, a smell of "
        "turpentine. The stairs go down to the landing; the door to the roof terrace, west, is "
        "bolted on this side.",
        R("attic studio", "d w", closed="w"),
        notes="terse second person: stairs down (outside the vocabulary); the west door bolted "
        "on this side is closed: open west",
    ),
    item(
        "Field notes, 3 June. Now in the shieling. One room, one door (E, open). Window W, no "
        "glass in it, but far too small to climb through. Found a sixpence on the hearthstone - "
        "left it there for now.",
        R("shieling", "e", coin=True),
        notes="a field notebook: 'Now in the shieling' names the room; the window is no exit; "
        "the sixpence was left on the hearthstone, so it lies here: take it",
    ),
    item(
        "The player is in the map library. Plan chests line the walls, and a great table fills "
        "the middle. A door north leads to the reading room; it is locked. Stairs go down to "
        "the basement. The corridor is east.",
        R("map library", "n d e", locked="n"),
        notes="'the player' told of in the third person: the map library is the room; north "
        "locked, down outside the vocabulary, east open: go east",
    ),
    item(
        "Beyond the window to the north the sea goes on for ever, and though the wind rattles "
        "the glass you are snug in the reading room, where the only door, to the south, stands "
        "open onto the corridor of the seamen's mission, and someone has left a farthing on "
        "the windowsill.",
        R("reading room", "s", coin=True),
        notes="one long sentence: 'you are snug in the reading room' names the room; the window "
        "north is no exit; the south door open; a farthing on the sill: take it",
    ),
    # ---- a tea factory, walked in the first person ----
    item(
        withering_loft(),
        "open east",
        ("I open the office door.", K("opened")),
        "e",
        office(),
        notes="the office door opened by direction and walked through: the office's one way "
        "is the way in (visited, initial, all visited); no coin: go west",
    ),
    item(
        withering_loft(),
        "n",
        rolling_room(),
        "take coin",
        ("I pocket the rupee. It's warm from the machines.", K("took")),
        "s",
        withering_loft(event=" The fans stop, shudder, and start again."),
        notes="the rupee taken in the rolling room and back to the first room: north visited; "
        "the office door east still shut: open east",
    ),
    item(
        withering_loft(),
        "n",
        rolling_room(),
        "take coin",
        ("I pocket the rupee. It's warm from the machines.", K("took")),
        "s",
        withering_loft(),
        "open east",
        ("I open the office door.", K("opened")),
        "e",
        office(),
        "w",
        withering_loft(office_open=True),
        notes="a five-move loop: the rolling room and the office visited, back in the first "
        "room with every way visited (all visited, no initial in the first room): go north or "
        "east",
    ),
    item(
        withering_loft(),
        "e",
        ("I walk into the office door. It's shut.", K("refused", door="closed")),
        "look",
        withering_loft(),
        notes="a move into the shut office door refused; a look shows it still shut, so the "
        "refusal stands: go north, or open east",
    ),
]
