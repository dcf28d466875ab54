"""prose, thirty-ninth round: six walks (1-5 turns) through Nonna's trullo at Alberobello in the
first person present, a granddaughter's voice (a Front Room under the big cone whose kitchen arch is
east, whose bedroom door north is shut at first, whose front door south "is wide open to the lane"
and whose workshop door west is locked, the key on Nonna's apron string; a Kitchen whose back door
north is open onto the orchard; an Orchard with "a 200-lire coin in the dust under the nearest
almond tree"; a Bedroom): "The bedroom door's shut. Nonna keeps it shut so the flies stay out.", "I
push the bedroom door and it swings open.", "Nonno's workshop is locked. I rattle the handle, but
Nonna has the key.", "I pick up the 200 lire and put it in my pocket.", returns with a Vespa and
Nonna's radio, a walk begun in the kitchen; single rooms in registers not used before: a police
officer's notes in a yali's boathouse on the Bosphorus (the water door open onto the water and no
boat; a five-lira coin on the slipway), a WhatsApp thread from a cortijo's olive mill, a child's
picture-book voice in an izba ("It is a coin!"), a tweet from a kibbutz dining hall ("not even an
agora"), a sonnet of a Mallorcan finca's kitchen (a peseta on the sill), an archaeologist's field
notes from a villa at Conimbriga (a doorway blocked with rubble), a barge's wheelhouse on the Canal
du Midi (the gangplank to the towpath), a guide in the lagar of a Douro quinta, a posada's courtyard
in Guanajuato (a one-peso coin), a masseria's courtyard (a sundial that points no way), notes to
self in a Welsh chapel vestry, a present-tense memory of a Breton forge, a Ghanaian compound house's
courtyard (a ten-pesewa coin), a Portuguese bakery's "no way through the oven". What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- Nonna's trullo: Front Room n Bedroom (door shut at first), e Kitchen (arch), s the lane
# (front door wide open; never entered), w Nonno's workshop (locked); Kitchen n Orchard (the coin).


def front_room(bedroom_open: bool = False, event: str = "") -> tuple:
    door = "is open now" if bedroom_open else "is shut"
    text = (
        "I'm in the front room. This is Nonna's trullo, and the front room is right under the big "
        "cone, so it's cool in here even in August. The kitchen is through the arch to the east. "
        "The bedroom door, north, "
        f"{door}. The front door, south, is wide open to the lane. Nonno's workshop is west, and "
        "its door is locked; Nonna keeps the key on her apron string."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R(
            "front room",
            "n e s w",
            closed="" if bedroom_open else "n",
            locked="w",
            leads={"e": "kitchen", "n": "bedroom"},
        ),
    )


def kitchen(event: str = "") -> tuple:
    text = (
        "I'm in the kitchen. Orecchiette are drying on a tray by the window, and there's a "
        "string of red peppers over the stove. The arch to the west goes through to the front "
        "room, and the back door, north, is open onto the orchard."
    )
    if event:
        text += f" {event}"
    return (text, R("kitchen", "w n", leads={"w": "front room", "n": "orchard"}))


def orchard(coin: bool) -> tuple:
    line = (
        " And I can see a 200-lire coin in the dust under the nearest almond tree!" if coin else ""
    )
    return (
        "I'm in the orchard behind the trulli. There are almond trees, a dry stone wall all the "
        "way round, and a well with a wooden lid on it. The back door is to the south, and "
        f"that's the only way out.{line}",
        R("orchard", "s", coin=coin, leads={"s": "kitchen"}),
    )


def bedroom() -> tuple:
    return (
        "I'm in the bedroom. It's tiny: a bed with a lace cover, a picture of Padre Pio, and a "
        "chest that smells of mothballs. The door is to the south.",
        R("bedroom", "s"),
    )


BEDROOM_SHUT = (
    "The bedroom door's shut. Nonna keeps it shut so the flies stay out.",
    K("refused", "closed"),
)
BEDROOM_OPENED = ("I push the bedroom door and it swings open.", K("opened"))
WORKSHOP_LOCKED = (
    "Nonno's workshop is locked. I rattle the handle, but Nonna has the key.",
    K("refused", "locked"),
)
LIRE_TAKEN = (
    "I pick up the 200 lire and put it in my pocket. Nonna says I can keep it.",
    K("took"),
)

WALKS = [
    item(
        front_room(),
        "east",
        kitchen(),
        notes="One move through the arch: the kitchen's west is the way back (visited, "
        "initial); the back door north open onto the orchard, unvisited (go north).",
    ),
    item(
        front_room(),
        "north",
        BEDROOM_SHUT,
        "open north",
        BEDROOM_OPENED,
        "north",
        bedroom(),
        notes="The bedroom door refused as shut, pushed open, walked through; the bedroom's "
        "only way south is the way back (all_visited).",
    ),
    item(
        front_room(),
        "e",
        kitchen(),
        "n",
        orchard(coin=True),
        notes="Through the kitchen into the orchard: the coin under the almond tree (take "
        "coin); south visited, initial.",
    ),
    item(
        front_room(),
        "west",
        WORKSHOP_LOCKED,
        "east",
        kitchen(),
        "north",
        orchard(coin=True),
        "pick up coin",
        LIRE_TAKEN,
        "south",
        kitchen(event="Nonna's radio is playing in the front room."),
        notes="The locked workshop refused in the front room, left behind; the coin taken; "
        "back in the kitchen both ways are visited (all_visited), west the way it was first "
        "entered (initial): go west.",
    ),
    item(
        kitchen(),
        "west",
        front_room(),
        notes="A walk begun in the kitchen: the front room entered from the east (visited, "
        "initial); the bedroom door shut (open north), the front door open (go south), the "
        "workshop locked.",
    ),
    item(
        front_room(),
        "east",
        kitchen(),
        "west",
        front_room(event="Somewhere down the lane a Vespa coughs into life."),
        notes="A return to the first room: east visited, no initial; open north or go south.",
    ),
]

SINGLES = [
    item(
        "14:10. Yali at Kandilli. Entered the boathouse. Water door to the east, open onto the "
        "Bosphorus: no boat moored. Door to the garden, west, shut but not locked. No other "
        "way in or out. On the slipway: one (1) five-lira coin. Nothing else of note.",
        R("boathouse", "w", closed="w", coin=True),
        notes="A police officer's notes: the room from 'Entered the boathouse'; the water door "
        "open onto water with no boat is no exit; the garden door west shut (closed); a "
        "five-lira coin on the slipway (take coin).",
    ),
    item(
        "Lucia: where are you??\n"
        "Me: in the olive mill\n"
        "Me: at the cortijo, yes\n"
        "Me: big stone wheel, smells amazing\n"
        "Me: door to the north is locked, the west one's wide open to the yard\n"
        "Me: and there's a 2 euro coin on the press!!\n"
        "Lucia: lucky you",
        R("olive mill", "n w", locked="n", coin=True),
        notes="A WhatsApp thread whose 'Me' is the player: the room from 'in the olive mill'; "
        "the north door locked, the west door open; a two-euro coin on the press (take coin).",
    ),
    item(
        "This is the izba. The izba has a big white stove. Grandmother sleeps on top of the "
        "stove! The door is to the south. The door is open. There are no other doors. What is "
        "under the bench? It is a coin! A shiny coin!",
        R("izba", "s", coin=True),
        notes="A child's picture-book voice: 'This is the izba.' names the room; one open door "
        "south; the coin under the bench (take coin).",
    ),
    item(
        "@tamar_k: made it to the dining hall on the kibbutz. doors north and east both open, "
        "the swing door west into the kitchen is locked (staff only). no money anywhere, not "
        "even an agora. lunch is at 12 apparently",
        R("dining hall", "n e w", locked="w"),
        notes="A tweet by the player: the room from 'made it to the dining hall'; north and "
        "east open, west locked; 'not even an agora' is no coin.",
    ),
    item(
        "Here in the kitchen, where I stand tonight,\n"
        "One door to eastward opens on the yard;\n"
        "The pantry door, to northward, is shut tight,\n"
        "And on the sill there lies, a little scarred,\n"
        "An old peseta coin of copper brown.\n"
        "No other door; the hearth fills all the west.\n"
        "Below the finca, lamps of Soller town;\n"
        "The almonds and the olive trees at rest.",
        R("kitchen", "e n", closed="n", coin=True),
        notes="Eight lines of a sonnet: the kitchen 'where I stand tonight'; the door east open "
        "onto the yard, the pantry door north shut (closed); a peseta coin on the sill (take "
        "coin); the hearth fills the west (no exit).",
    ),
    item(
        "Field notes, Conimbriga, day 12. I am standing in Room 4 (the triclinium). Mosaic "
        "floor, hunting scene, largely intact. Doorway N blocked to the lintel with rubble: no "
        "access. Doorway E open to the peristyle. Doorway S open to Room 5. Finds today: none.",
        R("room 4", "e s"),
        notes="An archaeologist's notes: the room from 'I am standing in Room 4'; the doorway "
        "north blocked with rubble is no exit; east and south open; no coin.",
    ),
    item(
        "You're in the wheelhouse. The Marguerite is moored at a lock on the Canal du Midi, and "
        "the plane trees along the towpath throw a green shade over the deck. The cabin is aft, "
        "to the south, through a little door, and the gangplank on the west side runs to the "
        "towpath. There's nothing in the wheelhouse but the wheel and a chart of the canal.",
        R("wheelhouse", "s w"),
        notes="A barge: the cabin to the south through a little door (its state not given) and the "
        "gangplank west to the towpath; the canal is no exit; no coin.",
    ),
    item(
        "\"Ladies and gentlemen, you're standing in the lagar. Here at the quinta the grapes "
        "are still trodden by foot, in the granite tanks. Please don't climb into them. The "
        "cellar is through the door at the back, to the north, but it's locked until the "
        'tasting at four. The way out is east, into the yard."',
        R("lagar", "n e", locked="n"),
        notes="A guide's words to the player's group in the Douro: the cellar door north "
        "locked (no action), the yard east; the granite tanks are no exits; no coin.",
    ),
    item(
        "You're in the courtyard. This posada is the oldest in Guanajuato; bougainvillea pours "
        "over the walls, and a fountain trickles in the middle. The street door is south; it's "
        "closed. A "
        "passage leads east to the rooms. On the rim of the fountain there's a one-peso coin.",
        R("courtyard", "s e", closed="s", coin=True),
        notes="Mexico: the street door south closed, a passage east; a one-peso coin on the "
        "fountain's rim (take coin).",
    ),
    item(
        "You're in the courtyard. The white walls of the masseria are too high to see over, and "
        "a sundial on the south wall has its shadow pointing north. The gate in the west wall "
        "is closed. The only other way out is the archway east into the olive store.",
        R("courtyard", "w e", closed="w"),
        notes="Puglia: the gate west closed (open west), the archway east (go east); a sundial "
        "on the south wall whose shadow points north is no way; no coin.",
    ),
    item(
        "Note to self: vestry, Bethel Chapel. Door to the chapel (east) open. Door to the "
        "graveyard (south) locked, key with the deacon. That's it for doors. Collection plate "
        "on the table: empty.",
        R("vestry", "e s", locked="s"),
        notes="Notes to self: the room 'vestry'; the chapel door east open (go east), the "
        "graveyard door south locked; an empty collection plate is no coin.",
    ),
    item(
        "I'm ten, and I'm in the forge. It's my grandfather's, at Locronan, and it's dark, "
        "except for the fire. The big doors to the street are west, standing open, and the door to "
        "the house is "
        "north. It's shut, because Grandmother hates the smoke. There's a ten-centime piece on "
        "the anvil that somebody forgot.",
        R("forge", "w n", closed="n", coin=True),
        notes="A present-tense memory: the room from 'I'm in the forge'; the street "
        "doors west open, the house door north shut (closed); a ten-centime piece forgotten on "
        "the anvil (take coin).",
    ),
    item(
        "You're in the courtyard. This is a compound house in Kumasi, and everyone is at the "
        "market. A mango tree shades the whole courtyard, and the cooking pots are lined up by "
        "the wall. The only way out is the gate to the street, south, which stands open. A "
        "ten-pesewa coin lies by the cooking pots.",
        R("courtyard", "s", coin=True),
        notes="Ghana: the only way out the gate south, open; a ten-pesewa coin by the pots (take "
        "coin).",
    ),
    item(
        "You're in the bakehouse. It belongs to a village bakery near Mafra. The wood oven "
        "takes up the whole north wall, and there's no way through it, though you could fit "
        "inside. The "
        "shop is east, through a bead curtain. That's the only way out.",
        R("bakehouse", "e"),
        notes="Portugal: the oven filling the north wall is no exit ('no way through it'); the "
        "shop east through a bead curtain; no coin.",
    ),
]

ITEMS = WALKS + SINGLES
