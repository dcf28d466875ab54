"""refusal, thirty-ninth round: refusals in new wordings in places the earlier rounds did not visit:
at shut doors ("The regulating room door is shut, and a card on it says SILENCE -- REGULATING." then
"You ease the regulating room door open", "The chapel door is closed. The toreros pray in private.",
"The tool store door is shut." then the foreman leaving it open after `wait` (the room printed with
it open: cleared), "The loft door is shut, and the wind is holding it shut too." kept by a look,
"The painting room is shut to keep the dust off the paint." kept by a wait, "The lhakhang door is
closed." then opened), at locked ones ("The grille is padlocked. Through it you can see the salt
mosque glowing pink.", "The kiln room is locked." then "You unlock the kiln room door with the
little iron key. It stays shut.", "The office door is locked. Senhora Gomes has gone to Mass, and
the key has gone with her." then an inventory; each at a door whose state the room did not give), at
things, ground and water at ways that are none ("That way are the indigo vats. You'd come out
blue.", "The auction clock is there, a white dial as big as a house. You can't walk through it.",
"The pans are stacked that way, forty of them, with the tenor pan on top.", "The floating garden
won't hold you: it's only weed and mud.", "The marble face goes straight up for two hundred feet.
Not without ropes.", "You walk into the guard of the polishing wheel. It hums at you." with the jet
workshop printed again (Both), "The bull pens are that way, and there are bulls in them.", "The
terrace wall drops twenty feet to the next paddy. No.", "That's the Nile. It's a long swim to
Elephantine." and "The mast is in the way, and the boatman is asleep against it." in a row, "You
walk into the prayer wheel, which turns. You don't.", "That's the loom, and Senora Quispe is at it."
left behind in the weaving room), and a refused `climb up` (no fact) in a Kalimpong cheese room.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

WORKSHOP = (
    "Watchmaker's Workshop\n"
    "Six benches stand under the long windows, each with its lamp, its loupe and its tray of "
    "tiny screws. The stair hall is south. The regulating room is through the door to the north.",
    R("watchmaker's workshop", "s n", leads={"n": "regulating room"}),
)

ITEMS = [
    item(
        WORKSHOP,
        "north",
        (
            "The regulating room door is shut, and a card on it says SILENCE -- REGULATING.",
            K("refused", "closed"),
        ),
        notes="Le Locle: a door whose state the room did not give is refused as shut: "
        "refused(north), closed; open north or go south.",
    ),
    item(
        WORKSHOP,
        "n",
        (
            "The regulating room door is shut. Regulating is in progress.",
            K("refused", "closed"),
        ),
        "open north",
        (
            "You ease the regulating room door open. Inside, forty clocks tick at once.",
            K("opened"),
        ),
        notes="The refusal at the shut door is cleared by the open: no refused, no closed; go "
        "north or south.",
    ),
    item(
        (
            "Printing Shed\n"
            "Women at long tables bring carved wooden blocks down on the cotton with a soft "
            "thump, a leaf, a bird, a leaf, a bird. The lane is north, and the drying field is "
            "east. The indigo vats are in the yard to the south, open to the sky.",
            R("printing shed", "n e"),
        ),
        "south",
        ("That way are the indigo vats. You'd come out blue.", K("refused")),
        notes="Sanganer: the vats are no way (no exit south, and the game refuses it): "
        "refused(south); go north or east.",
    ),
    item(
        (
            "Viewing Gallery\n"
            "Below you, trolleys of tulips and roses glide across the auction floor, and buyers "
            "sit in tiers with their fingers on the buttons. The gallery runs west to the "
            "trolley hall and east to the coffee bar. The auction clock fills the north wall.",
            R("viewing gallery", "w e", leads={"w": "trolley hall"}),
        ),
        "north",
        (
            "The auction clock is there, a white dial as big as a house. You can't walk through "
            "it.",
            K("refused"),
        ),
        "west",
        (
            "Trolley Hall\n"
            "Trolleys stand in rows three storeys high, and a little electric tug pulls a train "
            "of them past you. The gallery is east. A loading bay opens to the south.",
            R("trolley hall", "e s"),
        ),
        notes="Aalsmeer: the refusal at the auction clock was left in the gallery; in the "
        "trolley hall east is visited and initial, the loading bay south unvisited.",
    ),
    item(
        (
            "Pan Yard\n"
            "The steel band is practising for Carnival under a corrugated roof, and the noise is "
            "tremendous. The street is west, and the captain's shed is north.",
            R("pan yard", "w n"),
        ),
        "east",
        (
            "The pans are stacked that way, forty of them, with the tenor pan on top.",
            K("refused"),
        ),
        notes="Port of Spain: stacked pans at a way that is none: refused(east); go west or north.",
    ),
    item(
        (
            "Main Gallery\n"
            "The walls of the gallery are salt, banded red and white, and they glitter in the "
            "lamplight. The gallery runs north toward the mosque of salt bricks and south toward "
            "the train. A side gallery opens to the east behind an iron grille.",
            R("main gallery", "n s e"),
        ),
        "east",
        (
            "The grille is padlocked. Through it you can see the salt mosque glowing pink.",
            K("refused", "locked"),
        ),
        notes="Khewra: a grille whose state the room did not give is found padlocked (locked): "
        "refused(east), closed; no open; go north or south.",
    ),
    item(
        (
            "Stilt House\n"
            "The house stands on teak posts over the lake, and the floor is split bamboo. A "
            "plank bridge runs west to the lake path. The "
            "floating garden, a raft of weed and mud planted with tomatoes, lies to the east.",
            R("stilt house", "w"),
        ),
        "east",
        ("The floating garden won't hold you: it's only weed and mud.", K("refused")),
        "look",
        (
            "Stilt House\n"
            "The house stands on teak posts over the lake, and the floor is split bamboo. A "
            "plank bridge runs west to the lake path. The "
            "floating garden, a raft of weed and mud planted with tomatoes, lies to the east.\n"
            "A heron lands on the garden and stands on one leg.",
            R("stilt house", "w"),
        ),
        notes="Inle Lake: the floating garden is no way; the look keeps the refusal: "
        "refused(east); the plank bridge west to the lake path: go west.",
    ),
    item(
        (
            "Quarry Floor\n"
            "Blocks of white marble the size of vans lie where the wire saw left them. The road "
            "winds down the mountain to the south. The workshop shed is east; its door is "
            "closed. To the north the quarry face rises sheer.",
            R("quarry floor", "s e", closed="e"),
        ),
        "north",
        (
            "The marble face goes straight up for two hundred feet. Not without ropes.",
            K("refused"),
        ),
        "open east",
        ("You drag the shed door open on its runners.", K("opened")),
        notes="Carrara: the refusal at the quarry face stands (no exit north); the shed door "
        "opened: go south or east.",
    ),
    item(
        (
            "Jet Workshop\n"
            "Black jet dust lies over everything, and the polishing wheel whirs on the west wall "
            "behind its guard. The street door is east. A passage north leads to the showroom.",
            R("jet workshop", "e n"),
        ),
        "west",
        (
            "You walk into the guard of the polishing wheel. It hums at you.\n\n"
            "Jet Workshop\n"
            "Black jet dust lies over everything, and the polishing wheel whirs on the west wall "
            "behind its guard. The street door is east. A passage north leads to the showroom.",
            Both(K("refused"), R("jet workshop", "e n")),
        ),
        notes="Whitby: a refusal and the room printed again in one text: refused(west); go east "
        "or north.",
    ),
    item(
        (
            "Corrals\n"
            "Whitewashed walls, sand underfoot and a smell of animals. The patio of horses is "
            "north. The toreros' chapel is west, behind a closed door. To the east are the bull "
            "pens.",
            R("corrals", "n w", closed="w"),
        ),
        "east",
        ("The bull pens are that way, and there are bulls in them.", K("refused")),
        "west",
        ("The chapel door is closed. The toreros pray in private.", K("refused", "closed")),
        notes="Ronda: two refusals in a row, at the bull pens (no exit) and the chapel door "
        "(closed): refused(east), refused(west); go north or open west.",
    ),
    item(
        (
            "Terrace Hut\n"
            "A thatched hut on stilts at the edge of a rice terrace, with a granary of carved "
            "wood beside it. The path along the terrace runs east. Stone steps go down the "
            "terrace wall to the village.",
            R("terrace hut", "e d"),
        ),
        "north",
        ("The terrace wall drops twenty feet to the next paddy. No.", K("refused")),
        notes="Ifugao: a drop at a way that is none: refused(north); the path east (the steps "
        "down are outside the vocabulary): go east.",
    ),
    item(
        (
            "Workshop\n"
            "Boxes and bowls of papier-mache stand drying on every shelf, and an old man paints "
            "chinar leaves on one with a brush of three hairs. The street is south. The door to "
            "the painting room, north, is closed.",
            R("workshop", "s n", closed="n"),
        ),
        "north",
        ("The painting room is shut to keep the dust off the paint.", K("refused", "closed")),
        "wait",
        ("Time passes. Somewhere on the lake a shikara paddle splashes.", K("none")),
        notes="Srinagar: a wait keeps the refusal at the closed door: refused(north); open "
        "north or go south.",
    ),
    item(
        (
            "Pysanky Workshop\n"
            "Eggs hang drying on a rack by the stove, each one written over with wax and dyed, "
            "red over yellow, black over red. The street door is south. The kiln room is east.",
            R("pysanky workshop", "s e"),
        ),
        "east",
        (
            "The kiln room is locked. DYES -- POISON, says a label on the door.",
            K("refused", "locked"),
        ),
        "unlock east",
        (
            "You unlock the kiln room door with the little iron key. It stays shut.",
            K("unlocked"),
        ),
        notes="Kosiv: the kiln room found locked, then unlocked: still shut, the refusal "
        "standing: refused(east), closed; open east or go south.",
    ),
    item(
        (
            "Felucca\n"
            "The felucca rocks gently at its mooring below the granite boulders, its great "
            "sail furled along the yard. The gangplank runs east to the jetty.",
            R("felucca", "e"),
        ),
        "west",
        ("That's the Nile. It's a long swim to Elephantine.", K("refused")),
        "north",
        ("The mast is in the way, and the boatman is asleep against it.", K("refused")),
        notes="Aswan: two refusals at ways that are none (the river, the mast): refused(west), "
        "refused(north); go east.",
    ),
    item(
        (
            "Cheese Room\n"
            "Wheels of cheese sit in rows on wooden shelves, and a brother in a blue apron "
            "turns them one by one. The dairy is south. A ladder used to lead up to the loft.",
            R("cheese room", "s"),
        ),
        "climb up",
        ("The ladder to the loft has gone to the harvest, with half the village.", K("refused")),
        notes="Kalimpong: a refused `climb up` is no fact (up is outside the vocabulary); the "
        "ladder gone, no way up; go south.",
    ),
    item(
        (
            "Lamp Shed\n"
            "Carbide lamps hang on pegs in rows, and the air smells of sulphur and wet stone. "
            "The pithead is north. The tool store is south, behind a shut door.",
            R("lamp shed", "n s", closed="s"),
        ),
        "south",
        ("The tool store door is shut.", K("refused", "closed")),
        "wait",
        (
            "Lamp Shed\n"
            "Carbide lamps hang on pegs in rows, and the air smells of sulphur and wet stone. "
            "The pithead is north. The tool store is south; the foreman comes out of it with a "
            "pick and leaves its door wide open behind him.",
            R("lamp shed", "n s"),
        ),
        notes="Sicily: the foreman leaves the tool store door wide open (the room printed again "
        "with it open): the refusal cleared; go north or south.",
    ),
    item(
        (
            "Stockfish Loft\n"
            "Cod hang in pairs from the racks, dry as boards, and the wind whistles through the "
            "slatted walls. A ladder goes down to the quay. The loft door, west, is shut.",
            R("stockfish loft", "d w", closed="w"),
        ),
        "west",
        ("The loft door is shut, and the wind is holding it shut too.", K("refused", "closed")),
        "look",
        (
            "Stockfish Loft\n"
            "Cod hang in pairs from the racks, dry as boards, and the wind whistles through the "
            "slatted walls. A ladder goes down to the quay. The loft door, west, is shut.\n"
            "A gull lands on the racks and is blown straight off again.",
            R("stockfish loft", "d w", closed="w"),
        ),
        notes="Lofoten: the look shows the loft door still shut: refused(west) stands; open "
        "west (the ladder down is outside the vocabulary).",
    ),
    item(
        (
            "Prayer Wheel House\n"
            "A great prayer wheel, painted red and gold, fills the middle of the little house, "
            "and a bell rings at every turn. The lhakhang door is north and closed. The path is "
            "south.",
            R("prayer wheel house", "n s", closed="n"),
        ),
        "east",
        ("You walk into the prayer wheel, which turns. You don't.", K("refused")),
        "north",
        ("The lhakhang door is closed.", K("refused", "closed")),
        "open north",
        ("You open the lhakhang door. Butter lamps flicker inside.", K("opened")),
        notes="Bhutan: the refusal at the wheel stands (no exit east); the one at the lhakhang "
        "door is cleared by the open: refused(east) only; go north or south.",
    ),
    item(
        (
            "Weaving Room\n"
            "Backstrap looms are tied to the posts of the courtyard, and a woman in a red hat "
            "weaves a condor into a belt. The dye kitchen is east. The street is south.",
            R("weaving room", "e s", leads={"e": "dye kitchen"}),
        ),
        "north",
        ("That's the loom, and Senora Quispe is at it. You'd better not.", K("refused")),
        "east",
        (
            "Dye Kitchen\n"
            "Pots of cochineal, indigo and chilca leaves bubble over a wood fire. The weaving "
            "room is west. A door north leads out to the alpacas.",
            R("dye kitchen", "w n"),
        ),
        notes="Chinchero: the refusal at the loom left in the weaving room; in the dye kitchen "
        "west visited and initial, the door north unvisited: go north.",
    ),
    item(
        (
            "Embroidery Room\n"
            "Women sit in a circle embroidering white linen with blue thread, and none of them "
            "looks up. The staircase door is north. The office is west.",
            R("embroidery room", "n w"),
        ),
        "west",
        (
            "The office door is locked. Senhora Gomes has gone to Mass, and the key has gone "
            "with her.",
            K("refused", "locked"),
        ),
        "i",
        ("You are carrying a thimble and a bobbin of red thread.", K("none")),
        notes="Funchal: the office door found locked and an inventory after it: refused(west), "
        "closed; go north.",
    ),
]
