"""mud, thirty-ninth round: seven walks (1-4 turns) on a perfume works at Grasse as an old MUD
prints it (the title, an indented description, an exit table with destinations and door states
("East : The Organ Room (closed door)", "West : a locked door") and MUD1's asterisk prompt; a Flower
Hall; a Still Room; an Organ Room where "A silver ten-franc piece lies here."; a Courtyard): "The
door is closed.", "You open the door.", "The door is locked. The perfumer keeps the only key.", "You
get a silver ten-franc piece.", returns with a delivery boy and the noon gun; walks begun in the
courtyard and the still room; single rooms and short histories in other MUDs' manners in places the
earlier rounds did not visit: the forecourt of the great mosque of Djenne ("You see exits leading
north, east and west (closed door).", a small brass coin in the dust), an Uyuni salt hotel in a
MUCK's "Contents:" and "Obvious exits:" (a two-boliviano coin), a Palermo puppet theatre behind its
stage door, the caravanserai of Tash Rabat, a Hong Kong dai pai dong (a one-dollar coin with a
bauhinia on it), a Cretan kafeneio's backgammon board, Chinguetti's library, a sand-filled house at
Kolmanskop (a doorway filled to the lintel; a five-pfennig coin), a Bangkok klong landing (a
one-baht coin), Ahu Tongariki, a Kyoto machiya whose "Alas, you cannot go that way." is kept by a
look, a spice farm on Zanzibar whose channel chatter asks after a gold coin near the north gate, a
kafeneio door opened and looked at. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "*"

# ---- the perfume works: Flower Hall n Still Room, e Organ Room (door closed at first; the coin),
# s Courtyard, w the office (locked door); Courtyard s the street (never entered).


def flower_hall(organ_open: bool = False, event: str = "") -> tuple:
    organ = "open door" if organ_open else "closed door"
    text = (
        "The Flower Hall\n"
        "   Baskets of jasmine picked before dawn are tipped out on the long tables, and women "
        "sort the petals from the leaves with quick fingers. The smell is almost too much.\n"
        "Obvious exits:\n"
        "  North : The Still Room\n"
        f"  East  : The Organ Room ({organ})\n"
        "  South : The Courtyard\n"
        "  West  : a locked door\n"
        "A fat grey cat sleeps in an empty basket."
    )
    if event:
        text += f"\n{event}"
    return (
        f"{text}\n{PROMPT}",
        R(
            "the flower hall",
            "n e s w",
            closed="" if organ_open else "e",
            locked="w",
            leads={"n": "the still room", "e": "the organ room", "s": "the courtyard"},
        ),
    )


def still_room() -> tuple:
    return (
        "The Still Room\n"
        "   Copper stills as tall as a man line the walls, and a boy feeds their fires from a "
        "heap of olive wood. Drops of oil gather in the glass flasks at the end of each pipe.\n"
        "Obvious exits:\n"
        "  South : The Flower Hall\n"
        f"{PROMPT}",
        R("the still room", "s", leads={"s": "the flower hall"}),
    )


def organ_room(coin: bool) -> tuple:
    line = "A silver ten-franc piece lies here.\n" if coin else ""
    return (
        "The Organ Room\n"
        "   Hundreds of little brown bottles stand on the curved tiers of the perfumer's organ, "
        "each one labelled in a careful hand: bergamot, vetiver, tuberose, ambergris.\n"
        "Obvious exits:\n"
        "  West  : The Flower Hall (open door)\n"
        f"{line}{PROMPT}",
        R("the organ room", "w", coin=coin, leads={"w": "the flower hall"}),
    )


def courtyard(event: str = "") -> tuple:
    text = (
        "The Courtyard\n"
        "   A fountain splashes under a plane tree, and the delivery carts stand in the shade "
        "with their shafts on the ground.\n"
        "Obvious exits:\n"
        "  North : The Flower Hall\n"
        "  South : Rue Jean Ossola"
    )
    if event:
        text += f"\n{event}"
    return (
        f"{text}\n{PROMPT}",
        R("the courtyard", "n s", leads={"n": "the flower hall", "s": "rue jean ossola"}),
    )


SHUT = (f"The door is closed.\n{PROMPT}", K("refused", "closed"))
OPENED = (f"You open the door.\n{PROMPT}", K("opened"))
LOCKED = (f"The door is locked. The perfumer keeps the only key.\n{PROMPT}", K("refused", "locked"))
GOT = (f"You get a silver ten-franc piece.\n{PROMPT}", K("took"))

WALKS = [
    item(
        flower_hall(),
        "n",
        still_room(),
        notes="One move: the still room's only exit, south, is the way back (visited, initial, "
        "all_visited).",
    ),
    item(
        flower_hall(),
        "e",
        SHUT,
        "open e",
        OPENED,
        "e",
        organ_room(coin=True),
        notes="'The door is closed.' (closed), opened by direction, walked through; the "
        "ten-franc piece lies here (take coin).",
    ),
    item(
        flower_hall(),
        "w",
        LOCKED,
        "s",
        courtyard(),
        notes="The locked door refused and left behind; the courtyard: north visited, initial; "
        "the street south unvisited (go south).",
    ),
    item(
        flower_hall(),
        "open e",
        OPENED,
        "e",
        organ_room(coin=True),
        "get coin",
        GOT,
        "w",
        flower_hall(organ_open=True),
        notes="Back in the first room with the organ room door open: east visited; north and "
        "south unvisited; the west door locked.",
    ),
    item(
        courtyard(),
        "n",
        flower_hall(),
        "n",
        still_room(),
        "s",
        flower_hall(event="The noon gun booms from the hill above the town."),
        notes="A walk begun in the courtyard: the hall entered from the south (initial), north "
        "and south visited; the organ room door closed (open east).",
    ),
    item(
        flower_hall(),
        "s",
        courtyard(),
        "n",
        flower_hall(event="A delivery boy wheels a barrow of roses in from the courtyard."),
        notes="A return to the first room: south visited, no initial; open east, go north.",
    ),
    item(
        still_room(),
        "s",
        flower_hall(),
        "e",
        (f"The door to the east is closed.\n{PROMPT}", K("refused", "closed")),
        notes="A walk begun in the still room; the organ room door refused in the hall: "
        "refused(east), closed; north visited and initial; open east or go south.",
    ),
]

SINGLES = [
    item(
        "Mosque Forecourt\n"
        "The mud walls of the great mosque of Djenne rise sheer above you, bristling with the "
        "palm-wood beams "
        "the masons climb on when the walls are plastered each year. Monday's market is packing "
        "up in the square.\n"
        "A small brass coin lies half-buried in the dust.\n"
        "You see exits leading north, east and west (closed door).\n"
        "3410h, 2920m ex-",
        R("mosque forecourt", "n e w", closed="w", coin=True),
        notes="An Iron Realms-like room; three exits, west behind "
        "a closed door; a brass coin in the dust (take coin).",
    ),
    item(
        "Salt Hotel Lobby(#2210R)\n"
        "Everything here is cut from salt: the walls, the reception desk, even the armchairs, "
        "which are softened with llama-wool rugs. Outside the windows the salt flat runs white "
        "to the edge of the sky.\n"
        "Contents:\n"
        "a receptionist\n"
        "a two-boliviano coin\n"
        "Obvious exits:\n"
        "north  east",
        R("salt hotel lobby", "n e", coin=True),
        notes="A MUCK's room: the name before its dbref; 'Contents:' lists a two-boliviano coin "
        "(take coin); 'Obvious exits:' north and east; the salt flat beyond the windows is no "
        "exit.",
    ),
    item(
        "[Puppet Theatre]\n"
        "Rows of wooden benches face a little stage where Orlando and the Saracen knights hang "
        "from their iron rods, waiting for the evening show. The street is south.\n"
        "[Exits: south east]\n"
        "The stage door to the east is closed.",
        R("puppet theatre", "s e", closed="e"),
        notes="Palermo: the exit line's two exits, the stage door east closed (open east), the "
        "street south (go south); no coin.",
    ),
    item(
        "Central Hall\n"
        "The hall of the caravanserai at Tash Rabat is a dome of grey stone, its light falling "
        "from one round hole at the top. Cells open off "
        "the hall on every side, but only two passages go anywhere: north to the old kitchen, "
        "and south to the gate and the valley.\n"
        "An old silver coin lies on the flagstones.\n"
        "Obvious exits: north, south.",
        R("central hall", "n s", coin=True),
        notes="A caravanserai in Kyrgyzstan: two exits; the "
        "cells are no ways; an old silver coin (take coin).",
    ),
    item(
        "Dai Pai Dong\n"
        "Folding tables spill out across the lane from a green steel stall, and the cook tosses "
        "noodles in a wok over a roaring flame. Exits: north, west\n"
        "A one-dollar coin with a bauhinia on it lies under a stool.\n"
        "<HP 88/88 MV 61/70>",
        R("dai pai dong", "n w", coin=True),
        notes="Hong Kong: two exits in a line; a one-dollar coin under a stool (take coin).",
    ),
    item(
        "Kafeneio\n"
        "Old men play tavli at the tables under the vine, and the clack of the pieces never "
        "stops. A wooden door leads east into the kitchen. The village street runs past to the "
        "north.\n"
        "Exits: [N] [E]",
        R("kafeneio", "n e"),
        notes="Crete: two exits, the kitchen door's state not given (an exit, open); the tavli "
        "pieces are no coins; go north or east.",
    ),
    item(
        "Library of Chinguetti\n"
        "Manuscripts in goatskin covers lie wrapped in cloth on low shelves, and the librarian "
        "turns their pages with a feather so as not to touch them. The dunes have reached the "
        "wall of the courtyard outside.\n"
        "[ Exits: E S ]\n"
        "The door south is locked.",
        R("library of chinguetti", "e s", locked="s"),
        notes="Mauritania: two exits, the south door locked (no action); go east; no coin.",
    ),
    item(
        "Hallway\n"
        "Sand has poured into the Kolmanskop house through the broken windows and lies in smooth "
        "drifts up to the "
        "windowsills. The wallpaper is still bright. The doorway north is filled to the lintel "
        "with sand. The front door, east, hangs open.\n"
        "A five-pfennig coin lies in the sand.\n"
        "Obvious exits: east",
        R("hallway", "e", coin=True),
        notes="A Namibian ghost town: the doorway north filled with sand is no exit (the exit "
        "line agrees: east only); a five-pfennig coin (take coin).",
    ),
    item(
        "Klong Landing\n"
        "Wooden steps run down into the brown water of the canal, where long-tail boats nose "
        "past with their engines roaring. The only way on foot is the lane to the west.\n"
        "A one-baht coin lies on the bottom step.\n"
        "Exits: W",
        R("klong landing", "w", coin=True),
        notes="Bangkok: one exit west; the canal is no exit; a one-baht coin (take coin).",
    ),
    item(
        "Ahu Tongariki\n"
        "Fifteen moai stand in a row on their platform, their backs to the sea and their long "
        "faces turned inland. The coast road runs north and south.\n"
        "Obvious exits: north and south.",
        R("ahu tongariki", "n s"),
        notes="Rapa Nui: the coast road's two ways; the sea behind the moai is no exit; no coin.",
    ),
    item(
        (
            "Machiya Front Room\n"
            "Lattice windows let a striped light into the front room of the old townhouse. A "
            "narrow earth-floored passage runs east toward the kitchen and the garden, and the "
            "shop curtain north opens on the street.\n"
            "A five-yen coin lies on the tatami.\n"
            "Obvious exits: north, east",
            R("machiya front room", "n e", coin=True),
        ),
        "west",
        ("Alas, you cannot go that way...", K("refused")),
        "look",
        (
            "Machiya Front Room\n"
            "Lattice windows let a striped light into the front room of the old townhouse. A "
            "narrow earth-floored passage runs east toward the kitchen and the garden, and the "
            "shop curtain north opens on the street.\n"
            "A five-yen coin lies on the tatami.\n"
            "Obvious exits: north, east\n"
            "A bicycle bell rings in the street.",
            R("machiya front room", "n e", coin=True),
        ),
        notes="Kyoto: a refused west (no exit there) kept by the look: refused(west); the "
        "five-yen coin (take coin).",
    ),
    item(
        "Clove Grove\n"
        "Clove trees stand in rows on the spice farm, and the buds laid out to dry on the mats are "
        "turning from "
        "pink to brown. A path leads south to the farmhouse and another east to the pepper "
        "vines.\n"
        "[ooc] Haroun: anyone seen a gold coin up by the north gate? dropped one earlier\n"
        "Exits: south, east",
        R("clove grove", "s e"),
        notes="Zanzibar: a channel message about a gold coin at a north gate (another room, "
        "another player) gives no coin and no way north; exits south and east.",
    ),
    item(
        (
            "Kafeneio Kitchen\n"
            "A coffee pot simmers in hot sand on the stove, and the owner's wife is shelling "
            "broad beans. The back door, north, is closed. The kafeneio is west.\n"
            "Exits: [N] [W]",
            R("kafeneio kitchen", "n w", closed="n"),
        ),
        "open north",
        ("You open the back door.", K("opened")),
        "look",
        (
            "Kafeneio Kitchen\n"
            "A coffee pot simmers in hot sand on the stove, and the owner's wife is shelling "
            "broad beans. The back door, north, is open. The kafeneio is west.\n"
            "Exits: [N] [W]",
            R("kafeneio kitchen", "n w"),
        ),
        notes="A door opened and the room looked at again: no door shut; both exits open, "
        "neither visited; go north or west.",
    ),
]

ITEMS = WALKS + SINGLES
