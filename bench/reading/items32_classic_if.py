"""classic_if, thirty-second round: eight walks (2-7 turns) on an Infocom-like sake brewery (Brewery
Yard with the rice store's sliding door north, shut at first, the pressing room west and the street
gate south "locked for the night"; Rice Store with the koji room's thick door east; Koji Room;
Pressing Room whose great cedar press fills the west end; Tank Room with "a five-yen coin here, by
the foot of tank number six" and the tasting room door east, locked, "the toji keeps the key on a
string round his neck"): "The door slides open along its groove with a wooden rumble.", "The rice
store door is shut.", "The gate is locked. Through the bars you can see a delivery bicycle ...",
"The press is in the way. It has been in the way since 1868.", "Taken. The coin has a hole through
its middle.", a look with an event, an examination of the koji trays; and single rooms in several
voices: a scop who tells the wanderer where he stands in a mead hall (a bower door "barred on this
side", a silver sceatta in the rushes), a Minoan jar store in the second person past, a Roman
principia under a status line with its doorways after a dash, an opal miner's dugout in the first
person (a front door "shut against the dust", a fifty-cent coin), a Level 9-like pilchard cellar, a
Regency card room whose doors are told in the middle of a long sentence (double doors "firmly shut
because the dancing has not yet begun"), a wind turbine's nacelle (only a hatch down, a ten-cent
coin), a Mesoamerican ball court whose stone ring is "for the ball, not for you", a nuraghe's upper
chamber (a stair down, a bronze coin), a post-station inn's lord's chamber whose lacquered chest is
opened on a gold koban, a Peranakan airwell told of Mei Ling, and a listening post's teleprinter
room whose exits come in a parenthesis. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n\n{line}", reading)


# The brewery (a tree): Brewery Yard n Rice Store (sliding door, shut at first), w Pressing
# Room, s the street gate (locked); Rice Store e Koji Room (a thick door, shut at first);
# Pressing Room n Tank Room (a five-yen coin; the tasting room door east, locked).
def yard(north_open: bool = False) -> tuple:
    state = "open" if north_open else "shut"
    return (
        "Brewery Yard\nA ball of cedar sprigs hangs from the eaves, brown now, which means the "
        "new sake is ready. Stacked cedar casks line the wall. The rice store lies north, behind "
        f"a sliding door that is {state}; the pressing room opens off the yard to the west. The "
        "street gate, south, is locked for the night.",
        R(
            "brewery yard",
            "n w s",
            closed="" if north_open else "n",
            locked="s",
            leads={"n": "rice store", "w": "pressing room"},
        ),
    )


def rice_store(east_open: bool = False) -> tuple:
    state = "open" if east_open else "shut"
    return (
        "Rice Store\nStraw sacks of polished rice are stacked to the rafters, and the air is "
        "white with rice dust. The yard is south. A low, thick door in the east wall, which "
        f"keeps the warmth in the koji room, is {state}.",
        R(
            "rice store",
            "s e",
            closed="" if east_open else "e",
            leads={"s": "brewery yard", "e": "koji room"},
        ),
    )


def koji_room() -> tuple:
    return (
        "Koji Room\nIt is as warm and damp as a bath house in here. Trays of steamed rice dusted "
        "with mould spores line the shelves, and a thermometer on the wall reads thirty-five "
        "degrees. The only door is to the west, and it stands open.",
        R("koji room", "w", leads={"w": "rice store"}),
    )


def pressing_room() -> tuple:
    return (
        "Pressing Room\nThe great cedar press fills the west end of the room; there is no way "
        "past it. Canvas bags of mash drip into a trough beneath it. The yard is east, and an "
        "archway to the north leads into the tank room.",
        R("pressing room", "e n", leads={"e": "brewery yard", "n": "tank room"}),
    )


def tank_room(coin: bool = True) -> tuple:
    here = "\n\nThere is a five-yen coin here, by the foot of tank number six." if coin else ""
    return (
        "Tank Room\nEnamelled tanks taller than a man stand in two rows, each with a number "
        "painted on its side. The archway to the pressing room is south. The tasting room door, "
        "to the east, is locked; the toji keeps the key on a string round his neck." + here,
        R("tank room", "s e", locked="e", coin=coin, leads={"s": "pressing room"}),
    )


SLIDE_OPEN = ("The door slides open along its groove with a wooden rumble.", K("opened"))
KOJI_OPEN = (
    "You heave the koji room door open, and warm, damp air rolls out to meet you.",
    K("opened"),
)
TAKEN = ("Taken. The coin has a hole through its middle.", K("took"))

ITEMS = [
    # ---- walks on the brewery ----
    item(
        yard(),
        "open north",
        SLIDE_OPEN,
        "north",
        rice_store(),
        notes="the sliding door opened by direction and walked through; the rice store's east "
        "door 'is shut' (closed): open it; the yard is the way in",
    ),
    item(
        yard(),
        "west",
        pressing_room(),
        "n",
        tank_room(),
        notes="'There is a five-yen coin here' (a coin, whatever its money): take it; the "
        "tasting room door 'is locked; the toji keeps the key'",
    ),
    item(
        yard(),
        "w",
        pressing_room(),
        "n",
        tank_room(),
        "take coin",
        TAKEN,
        notes="the coin taken ('Taken.'): the tank room is kept, its only other door locked, "
        "so the person goes back south, the way in",
    ),
    item(
        yard(),
        "s",
        (
            "The gate is locked. Through the bars you can see a delivery bicycle leaning "
            "against the lamp post opposite.",
            K("refused", "locked"),
        ),
        "w",
        pressing_room(),
        notes="a refusal told by what lies beyond the locked gate, left in the yard; in the "
        "pressing room the press 'fills the west end ... no way past it' (no exit): go north",
    ),
    item(
        tank_room(),
        "take coin",
        TAKEN,
        "s",
        pressing_room(),
        "e",
        yard(),
        "open north",
        SLIDE_OPEN,
        "n",
        rice_store(),
        "open east",
        KOJI_OPEN,
        "e",
        koji_room(),
        notes="a seven-turn walk through two doors opened by direction; the koji room's only "
        "door, west, is the way in and leads to a visited room: every exit visited",
    ),
    item(
        yard(),
        "n",
        ("The rice store door is shut.", K("refused", "closed")),
        "look",
        also(yard(), "A brewer in a white headcloth crosses the yard with two buckets on a pole."),
        notes="the sliding door refused as shut and the yard looked at with it still shut: "
        "the refusal stands; open north or go west",
    ),
    item(
        rice_store(),
        "e",
        (
            "The koji room door is shut. A card tacked to it says KEEP CLOSED!",
            K("refused", "closed"),
        ),
        "open east",
        KOJI_OPEN,
        "e",
        koji_room(),
        "examine trays",
        (
            "The rice is furred white with koji mould. It smells faintly of chestnuts.",
            K("none"),
        ),
        notes="a card that says KEEP CLOSED on a shut door (closed, not locked: the person "
        "opens it); an examination keeps the room; its one way is the way in",
    ),
    item(
        tank_room(),
        "take coin",
        TAKEN,
        "e",
        ("The tasting room door is locked. You'd need the toji's key.", K("refused", "locked")),
        "s",
        pressing_room(),
        "w",
        ("The press is in the way. It has been in the way since 1868.", K("refused")),
        notes="a refusal at the locked door left in the tank room; the press refuses west, a "
        "way the room never gave: go east",
    ),
    # ---- single rooms in several voices ----
    item(
        "Mead Hall\nHear me, wanderer, and I will tell you where you stand: in the mead hall of "
        "the ring-giver, long and smoky, its roof-beams black with the fires of a hundred "
        "winters. The great doors to the south stand open on the night. A small door in the "
        "east wall leads to the women's bower, and it is barred on this side. Among the rushes "
        "lies a small silver coin, a sceatta, dropped by some careless thane.",
        R("mead hall", "s e", closed="e", coin=True),
        notes="a scop who tells the player where he stands; 'barred on this side' (the player "
        "can lift the bar) is closed; a silver sceatta, 'a small silver coin', lies in the "
        "rushes: take it",
    ),
    item(
        "Jar Store\nYou were in the jar store. The great clay jars stood in rows, each taller "
        "than a child and painted with octopus arms, and the air smelled of old oil. A corridor "
        "opened to the north. At the east end a doorway, its lintel painted red, led into the "
        "shrine; to the west there was only the blank wall and a heap of broken sherds.",
        R("jar store", "n e"),
        notes="second person past in a Minoan storeroom: exits north and east; the blank wall "
        "west is none; no coin",
    ),
    item(
        "Principia                                         Score: 40   Moves: 212\n\n"
        "Principia\nYou stand in the headquarters building of the fort, a hall of columns and "
        "echoing flagstones. Doorways open on three sides - the shrine of the standards to the "
        "north, the clerks' office to the west, the cross-hall to the south - and a short stair "
        "leads down to the strongroom beneath the shrine.",
        R("principia", "n w s d"),
        notes="exits after a dash, each with its room; the stair down is outside the "
        "vocabulary; a status line above the heading does not change the name",
    ),
    item(
        "I'm in the kitchen, which is carved straight out of the sandstone like every other "
        "room of the dugout: pink walls, a curved ceiling, a ventilation pipe poking through the "
        "roof. A tunnel runs east to the bedroom. The front door, west, is shut against the "
        "dust. There's a fifty-cent coin on the table, next to a jar of opal chips.",
        R("kitchen", "e w", closed="w", coin=True),
        notes="first person in an opal miner's dugout; 'shut against the dust' is closed; a "
        "fifty-cent coin on the table: take it (opal chips are no coins)",
    ),
    item(
        "You are in the pilchard cellar, where the fish are pressed in layers of salt under "
        "heavy stone weights and the oil drips into a trough along the wall. Exits north and "
        "south. A door to the west is bolted on the far side. What now?",
        R("pilchard cellar", "n s w", locked="w"),
        notes="a Level 9-like room; 'bolted on the far side' is locked (no open): go north or "
        "south",
    ),
    item(
        "Card Room\nCandles burn in sconces above four green baize tables, where the dowagers "
        "are already losing money at whist. Through the double doors to the north, which are "
        "firmly shut because the dancing has not yet begun, drifts the sound of the orchestra "
        "tuning; the tea room lies through an arch to the west, and the vestibule, with its "
        "stairs down to the street, is south. Lady Fanshawe counts her winnings into her "
        "reticule, a guinea at a time.",
        R("card room", "n w s", closed="n"),
        notes="three exits in the middle of one long sentence, the north doors 'firmly shut' "
        "(closed); the vestibule is south (its stairs are beyond it); guineas a lady counts "
        "into her reticule are hers, no coin lying here",
    ),
    item(
        "Nacelle\nYou are crouched inside the nacelle, eighty metres up, beside the humming "
        "bulk of the generator. Through the little window at the front the blades sweep past: "
        "one, two, three. The only way out is the hatch in the floor, down into the tower.\n\n"
        "There is a ten-cent coin here, wedged beside the yaw motor.",
        R("nacelle", "d", coin=True),
        notes="a wind turbine's nacelle: the only way is the hatch down (outside the "
        "vocabulary), the window is none; a ten-cent coin here: take it",
    ),
    item(
        "Ball Court\nYou are on the playing alley between two long sloping walls of plastered "
        "stone. The stone ring set high in the east wall is for the ball, not for you, and the "
        "walls themselves, east and west, are far too steep to climb. The alley runs north to "
        "the temple steps and south to the market.",
        R("ball court", "n s"),
        notes="'runs north ... and south' (both exits); the stone ring and the steep walls east "
        "and west are no exits; no coin",
    ),
    item(
        "Upper Chamber\nThe walls of the tower lean inward, course over course, until they meet "
        "in a rough dome above your head. A stair winds down inside the thickness of the wall. "
        "A narrow doorway to the west opens onto the bastion walk.\n\nThere is a small bronze "
        "coin here, green with age.",
        R("upper chamber", "d w", coin=True),
        notes="a nuraghe's upper chamber: a stair down (outside the vocabulary) and a doorway "
        "west; a bronze coin here: take it",
    ),
    item(
        (
            "Lord's Chamber\nThe finest room of the post-station inn, kept for passing lords: "
            "twelve tatami mats, a painted screen of cranes, an alcove with a single iris in a "
            "vase. The sliding doors to the garden, south, stand open. The corridor is west. A "
            "lacquered chest sits against the north wall; it is closed.",
            R("lord's chamber", "s w"),
        ),
        "open chest",
        (
            "You open the lacquered chest. Inside, on a fold of silk, lies a gold koban, an "
            "oval coin stamped with a crest of hollyhock leaves.",
            R(None, "s w", coin=True),
        ),
        notes="a chest is no door; opening it shows a gold koban ('an oval coin') in the room "
        "(read as the room again with a coin, the ninth round's way): take it",
    ),
    item(
        "Airwell\nMei Ling is in the airwell. Rain falls straight through the open roof into the "
        "stone basin at her feet, and the floor tiles shine. The front hall is north, through a "
        "carved screen door that stands open; the kitchen is south. A paper lantern sways in "
        "the draught.",
        R("airwell", "n s"),
        notes="third person present in a Peranakan shophouse ('Mei Ling is in the airwell' "
        "names it); the open roof is no way out; the screen door stands open; no coin",
    ),
    item(
        "Teleprinter Room\nThree teleprinters chatter to themselves under dust covers, and a map "
        "of the Baltic with all its pins pulled out hangs on the wall. (The exits, since you "
        "ask, are north to the canteen and east to the aerial hut. The steel door west is "
        "locked, and you don't have the key. Nobody has the key.)",
        R("teleprinter room", "n e w", locked="w"),
        notes="exits told in a parenthesis by a narrator; the steel door west is locked (no "
        "open); a map of the Baltic is no exit",
    ),
]
