"""classic_if, thirty-ninth round: seven walks (1-3 turns) on an Infocom-like merchant's house in
Yazd (a sunken Courtyard whose summer room arch is north under the windcatcher, whose kitchen door
east is closed at first, whose winter room is south behind a felt curtain and whose street door west
is locked, its key gone to the bazaar on the merchant's belt; a Summer Room; a Kitchen; a Winter
Room with "An old silver abbasi lies on the carpet by the korsi."): "The kitchen door is closed.",
"You open the kitchen door. A smell of saffron and charcoal drifts out.", the street door refused as
locked, "Taken." after `take coin`, returns with a pigeon and a breath from the windcatcher, walks
begun in the summer room and the kitchen (a donkey braying as the second ends); single rooms in
8-bit and Infocom manners in places the earlier rounds did not visit: the carving hall of the Derge
printing house, a trench at Lalibela under a status line, a net loft in a palafito at Castro, the
wardroom of the hut at Cape Evans, a still room at Grasse (a five-franc coin, a locked absolute
room), a heuriger garden in Grinzing (a one-schilling coin in the gravel), a jeepney workshop in
Manila (a one-peso coin among spanners), a troglodyte pit house at Matmata, a rice barge's foredeck
on the Kerala backwaters (a twenty-five paise coin), the machine room of a henequen hacienda, a
Gruyere cheese cellar, a falaj watchtower whose only way is down (a fifty-baisa coin), and a Faroese
boathouse. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the merchant's house at Yazd: Courtyard n Summer Room (arch), e Kitchen (door closed at
# first), s Winter Room (felt curtain; the abbasi), w the street door (locked).


def courtyard(kitchen_open: bool = False, event: str = "") -> tuple:
    door = "stands open" if kitchen_open else "is closed"
    text = (
        "Courtyard\n"
        "You are in the sunken courtyard of a merchant's house in Yazd. A long pool runs down the "
        "middle, and pomegranate trees stand in tubs at its corners. To the north an open arch "
        "leads into the summer room, under the tall windcatcher. The kitchen door, to the east, "
        f"{door}. A doorway hung with a felt curtain leads south to the winter room. The street "
        "door to the west is locked."
    )
    if event:
        text += f"\n\n{event}"
    return (
        text,
        R(
            "courtyard",
            "n e s w",
            closed="" if kitchen_open else "e",
            locked="w",
            leads={"n": "summer room", "e": "kitchen", "s": "winter room"},
        ),
    )


def summer_room(event: str = "") -> tuple:
    text = (
        "Summer Room\n"
        "The summer room is tall and cool. Far above you, the shaft of the windcatcher pulls the "
        "desert air down over a shallow basin of water, and the edges of the carpets are damp. "
        "The only way out is the arch to the south, onto the courtyard."
    )
    if event:
        text += f"\n\n{event}"
    return (text, R("summer room", "s", leads={"s": "courtyard"}))


def kitchen(door_open: bool) -> tuple:
    door = "stands open" if door_open else "is closed"
    return (
        "Kitchen\n"
        "A low vaulted kitchen, black with the smoke of years. Copper pots hang above the hearth, "
        f"and strings of dried limes hang from the beams. The kitchen door, to the west, {door}.",
        R("kitchen", "w", closed="" if door_open else "w"),
    )


def winter_room(coin: bool) -> tuple:
    line = " An old silver abbasi lies on the carpet by the korsi." if coin else ""
    return (
        "Winter Room\n"
        "Thick walls and small high windows keep the heat in. A korsi, a low table with a quilt "
        f"spread over it and a brazier beneath, fills the middle of the floor.{line} The felt "
        "curtain to the north leads out to the courtyard.",
        R("winter room", "n", coin=coin, leads={"n": "courtyard"}),
    )


KITCHEN_SHUT = ("The kitchen door is closed.", K("refused", "closed"))
KITCHEN_OPENED = (
    "You open the kitchen door. A smell of saffron and charcoal drifts out.",
    K("opened"),
)
STREET_LOCKED = (
    "The street door is locked, and its key has gone to the bazaar on the merchant's belt.",
    K("refused", "locked"),
)
ABBASI_TAKEN = (
    "Taken. The abbasi is thin and worn, and the shah's name on it can only just be read.",
    K("took"),
)

WALKS = [
    item(
        courtyard(),
        "n",
        summer_room(),
        notes="A one-move walk: the summer room's only way, south, is the way back "
        "(visited, initial, all_visited).",
    ),
    item(
        courtyard(),
        "e",
        KITCHEN_SHUT,
        "open east",
        KITCHEN_OPENED,
        "e",
        kitchen(door_open=True),
        notes="The kitchen door refused as closed, opened by direction, walked through; the "
        "kitchen's open door west is the way back.",
    ),
    item(
        courtyard(),
        "w",
        STREET_LOCKED,
        "s",
        winter_room(coin=True),
        "take coin",
        ABBASI_TAKEN,
        notes="The refusal at the locked street door is left in the courtyard; 'Taken.' keeps "
        "the winter room, the abbasi gone (no coin), its only way back north.",
    ),
    item(
        courtyard(),
        "south",
        winter_room(coin=True),
        "get coin",
        ABBASI_TAKEN,
        "north",
        courtyard(event="A pigeon lands on the rim of the pool and drinks."),
        notes="A return to the first room: south visited, no initial there; the kitchen door "
        "still closed (open east), the street door locked (no action).",
        actions=None,
    ),
    item(
        summer_room(),
        "s",
        courtyard(),
        "n",
        summer_room(event="A breath of cooler air comes down the windcatcher."),
        notes="A walk begun in the summer room and back: its only exit visited, no initial in "
        "the first room of the walk; any exit (south) is the person's move.",
    ),
    item(
        courtyard(),
        "n",
        summer_room(),
        "s",
        courtyard(),
        "e",
        (
            "The kitchen door is closed, and you walk into it with your nose.",
            K("refused", "closed"),
        ),
        notes="After a return the kitchen door is refused as closed: refused(east) stands; open "
        "east or go south.",
    ),
    item(
        kitchen(door_open=False),
        "w",
        ("The kitchen door is closed. Try opening it.", K("refused", "closed")),
        "open west",
        ("You open the kitchen door.", K("opened")),
        "w",
        courtyard(kitchen_open=True, event="A donkey brays in the lane beyond the street door."),
        notes="A walk begun in the kitchen: the door opened and the courtyard entered from the "
        "east (visited, initial); the street door locked; north and south unvisited.",
    ),
]

SINGLES = [
    item(
        "You are in the carving hall. This is the Derge printing house. Wooden printing blocks "
        "stand in racks up to the ceiling, each of them a page of scripture cut in reverse, "
        "and the "
        "whole hall smells of ink and yak butter.\n"
        "Exits: north, west.\n"
        "Visible here: an ink brush, a copper coin stamped with a lion.",
        R("carving hall", "n w", coin=True),
        notes="An 8-bit layout: the room from 'You are in the carving hall'; 'Exits: north, "
        "west.' two exits; a copper coin in the visible list (take coin).",
    ),
    item(
        "Trench                                                  Score: 10    Moves: 38\n\n"
        "Trench\n"
        "You stand at the bottom of a deep trench cut out of the red rock. Far above, level with "
        "the ground, is the roof of Bete Giyorgis, carved in the shape of a cross. A doorway in "
        "the rock to the east leads into the church, and the trench runs on to the north toward "
        "the tunnels. The west wall of the trench is sheer.\n\n"
        "A priest in white sits by the doorway, reading from a goatskin book.",
        R("trench", "e n"),
        notes="An Infocom status line above the heading; exits east (the church) and north (the "
        "trench runs on); the sheer west wall is no exit; no coin.",
    ),
    item(
        "You are in the net loft. The palafito, a house on stilts over the tide at Castro, creaks "
        "around you. Nets hang drying from the beams, and through the gaps in the floorboards the "
        "sea is green.\n"
        "Exits are North and East.\n"
        "You see a fifty-peso coin.",
        R("net loft", "n e", coin=True),
        notes="An 8-bit adventure's manner: 'Exits are North and East.'; the sea under the floor "
        "is no exit; a fifty-peso coin (take coin).",
    ),
    item(
        "Wardroom\n"
        "Bunks line the walls of the hut, and the long table is laid with tin mugs as though the "
        "men might be back for supper. A sledging compass lies beside the mugs, its needle "
        "swinging toward the south. The stables door, to the east, is shut against the drift. "
        "The porch is to the north.",
        R("wardroom", "e n", closed="e"),
        notes="Cape Evans: the stables door east shut (closed: open east), the porch north (go "
        "north); a compass needle pointing south is no exit; no coin.",
    ),
    item(
        "Still Room\n"
        "Copper alembics sit in a row along the north wall, each over a small fire, and the air "
        "is heavy with orange blossom. A door to the west stands open onto the flower hall. "
        "Another, to the south, is locked; a painted sign on it says ABSOLUE -- DEFENSE "
        "D'ENTRER.\n\n"
        "On the workbench is a silver five-franc coin.",
        R("still room", "w s", locked="s", coin=True),
        notes="Grasse: an open door west, a locked door south; the alembics along the north "
        "wall are no exit; a five-franc coin on the bench (take coin).",
    ),
    item(
        "Heuriger Garden\n"
        "Long tables stand under the chestnut trees, and a bunch of pine twigs hangs over the "
        "gate to show that the new wine is being poured. The gate is to the south. The tavern's "
        "parlour lies east, through a low door, which is closed.\n\n"
        "A one-schilling coin lies in the gravel under the nearest table.",
        R("heuriger garden", "s e", closed="e", coin=True),
        notes="Grinzing: the gate south, the parlour door east closed; a one-schilling coin in "
        "the gravel (take coin).",
    ),
    item(
        "Jeepney Workshop\n"
        "A half-finished jeepney stands on blocks, the chrome horses on its bonnet still wrapped "
        "in newspaper. The street is to the west, through the open roller door. A doorway in the "
        "east wall leads to the paint shop, and a ladder goes up to the office.\n\n"
        "Among the spanners on the floor you notice a one-peso coin.",
        R("jeepney workshop", "w e u", coin=True),
        notes="Manila: exits west (the roller door open), east and up (outside the "
        "vocabulary); a one-peso coin among the spanners (take coin).",
    ),
    item(
        "Courtyard Pit\n"
        "You are at the bottom of a round pit dug into the soft rock at Matmata, open to the "
        "sky. Rooms are cut into its walls all around: the kitchen to the north, the grain store "
        "to the east, and to the west a long tunnel that slopes up to the surface. The south "
        "side of the pit is blank rock, with a blue hand painted on it.",
        R("courtyard pit", "n e w"),
        notes="A troglodyte house: three ways (north, east, west; the tunnel west is a way, "
        "sloping or not); the blank south side is no exit; no coin.",
    ),
    item(
        "You are on the foredeck. The kettuvallam, a rice barge, lies on the Kerala backwaters. "
        "Coconut palms lean over the water on both sides. The cabin is aft, to the south, and "
        "there is nowhere else to go unless you fancy a swim.\n"
        "There is a twenty-five paise coin here.",
        R("foredeck", "s", coin=True),
        notes="The room from 'You are on the foredeck'; the only way south (the cabin); the "
        "water is no exit; a twenty-five paise coin (take coin).",
    ),
    item(
        "Machine Room\n"
        "The great rasping machine that once stripped the henequen leaves stands silent, its "
        "belts slack and its blades red with rust. The drying yard is to the north, through "
        "double doors that stand open. The manager's office is west; its door is locked. A "
        "little tram track runs out through a hole in the east wall, far too low for you.",
        R("machine room", "n w", locked="w"),
        notes="Yucatan: the yard north (open), the office door west locked (no action); the hole "
        "in the east wall is too low (no exit); go north.",
    ),
    item(
        "Cheese Cellar\n"
        "Great wheels of Gruyere lie on spruce boards in rows that go back into the dark, each "
        "one turned and salted by hand. Stone stairs lead up to the dairy. The only other way "
        "out is a door to the north, and it is shut.",
        R("cheese cellar", "u n", closed="n"),
        notes="Stairs up (outside the vocabulary) and a shut door north (closed: open north); "
        "no coin.",
    ),
    item(
        "Watchtower\n"
        "From the top of the mud-brick tower you can see the whole oasis: the falaj channels "
        "running between the date palms, the village, and the mountains beyond. A ladder goes "
        "down through the trap. That is the only way off the tower.\n\n"
        "A fifty-baisa coin lies on the parapet.",
        R("watchtower", "d", coin=True),
        notes="Oman: the only way is down (outside the vocabulary); a fifty-baisa coin on the "
        "parapet (take coin).",
    ),
    item(
        "Boathouse\n"
        "A long, low boathouse of stone with a turf roof. A four-oared boat rests on wooden "
        "rollers, and the big doors to the south stand open onto the slipway. A small door to "
        "the east leads to the net shed. It is closed.",
        R("boathouse", "s e", closed="e"),
        notes="The Faroes: the big doors south open (go south), the net shed door east closed "
        "(open east); no coin.",
    ),
]

ITEMS = WALKS + SINGLES
