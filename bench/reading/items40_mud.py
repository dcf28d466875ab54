"""mud, fortieth round: stock MUD codebases as their players see them. Six walks (1-4 turns) on a
CircleMUD castle area (a room name, a description indented three spaces, "[ Exits: n e w ]", the
mobiles and objects, a blank line and the prompt "24H 100M 82V > "; The Outer Bailey with "The
great doors of the keep, to the north, are closed.", the smithy east and the stables west; The
Great Hall with "A single gold coin is lying here." and a solar door west "is locked"; The
Smithy; The Stables; The Hay Store): "The doors seem to be closed.", "Okay.", "You get a gold
coin.", "The solar door seems to be closed.", returns with a sentry and a horse; single rooms and
short histories: LPMud's cow shed ("There are two obvious exits: south and east.", "A copper
coin."), an Evennia cargo bay ("Exits: north, east", "You see: a dropped coin and a clipboard"),
a LambdaMOO cubicle farm ("Obvious exits: north to Break Room, west to Lift Lobby", a dime), ROM's
forest ("[Exits: north east]", a gold coin half buried in leaves), SMAUG's "Exits: north east
down.", CircleMUD's "Alas, you cannot go that way...", an Achaea-like "You see exits leading
north, east, and southwest.", a general store, Diku's `exits` reply, "*Click* You unlock the
cellar door.", an inventory, a schoolroom's pile of copper coins, a tbaMUD door left out of the
exit line but told in the description, Evennia's "Command 'north' is not available.". What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "\n\n24H 100M 82V > "

# ---- the castle: Outer Bailey n Great Hall (great doors closed at first), e Smithy, w Stables;
# Great Hall w the solar (locked); Stables n Hay Store.


def bailey(doors_open: bool = False, event: str = "") -> tuple:
    doors = "stand open" if doors_open else "are closed"
    extra = f"\n{event}" if event else ""
    return (
        "The Outer Bailey\n   Trampled mud and straw cover the ground between the curtain "
        f"walls. The great doors of the keep, to the north, {doors}. The smithy's forge glows to "
        "the east, and the stables are west.\n[ Exits: n e w ]\nA sentry in a dented helm "
        f"stands here, leaning on his spear.{extra}{PROMPT}",
        R("outer bailey", "n e w", closed="" if doors_open else "n"),
    )


def hall(coin: bool = True) -> tuple:
    lying = "\nA single gold coin is lying here." if coin else ""
    return (
        "The Great Hall\n   Long trestle tables run the length of the hall beneath "
        "smoke-blackened beams. The great doors, south, stand open to the bailey. A small door "
        "in the west wall, leading to the lord's solar, is locked.\n[ Exits: s w ]"
        f"{lying}{PROMPT}",
        R("great hall", "s w", locked="w", coin=coin),
    )


SMITHY = (
    "The Smithy\n   Heat rolls off the forge in waves, and horseshoes hang in rows from a "
    "beam. The bailey is west.\n[ Exits: w ]\nA burly smith is here, hammering at a glowing bar."
    f"{PROMPT}",
    R("smithy", "w"),
)


def stables(event: str = "") -> tuple:
    extra = f"\n{event}" if event else ""
    return (
        "The Stables\n   Horses shift and stamp in their stalls, and the smell of manure is "
        "overpowering. The bailey lies east, and a low doorway north leads to the hay store.\n"
        f"[ Exits: n e ]{extra}{PROMPT}",
        R("stables", "n e"),
    )


HAY_STORE = (
    "The Hay Store\n   Hay is piled to the rafters, and dust hangs in the air. The stables are "
    f"south.\n[ Exits: s ]{PROMPT}",
    R("hay store", "s"),
)


def reply(text: str) -> str:
    return f"{text}{PROMPT}"


ITEMS = [
    item(
        bailey(),
        "n",
        (reply("The doors seem to be closed."), K("refused")),
        notes="CircleMUD's refusal at a closed door: north refused and closed",
    ),
    item(
        bailey(),
        "open doors",
        (reply("Okay."), K("opened", "n")),
        "n",
        hall(),
        notes="the great doors opened by name, then walked through; a gold coin is lying here; "
        "the solar door locked",
    ),
    item(
        bailey(),
        "w",
        stables(),
        "n",
        HAY_STORE,
        "s",
        stables("A horse whickers and pushes its nose over the stall door."),
        notes="a return to the stables: north and east visited",
    ),
    item(
        stables(),
        "e",
        bailey(),
        notes="a walk begun in the stables: west visited and the way back; the great doors closed",
    ),
    item(
        bailey(),
        "e",
        SMITHY,
        "w",
        bailey(event="The sentry yawns enormously."),
        notes="back in the first room: east visited; north closed, west unvisited",
    ),
    item(
        bailey(),
        "open doors",
        (reply("Okay."), K("opened", "n")),
        "n",
        hall(),
        "get coin",
        (reply("You get a gold coin."), K("took")),
        "w",
        (reply("The solar door seems to be closed."), K("refused")),
        notes="the coin taken, then a refusal at the locked solar door: west refused and "
        "closed, no open; south visited: back south",
    ),
    # ---- single rooms and short histories
    item(
        "Cow shed.\nThe cow shed smells of warm animals and silage. A row of milking stalls runs "
        "along the north wall. The door to the yard, south, has been left open, and a gap in the "
        "east wall leads into the calf pens.\nThere are two obvious exits: south and east.\n"
        "A copper coin.",
        R("cow shed", "s e", coin=True),
        notes="LPMud's exit sentence and item line: a copper coin",
    ),
    item(
        "Cargo Bay(#41)\nStacked crates fill the bay, each stencilled with a shipping code. A "
        "blast door, east, stands open onto the docking ring. The service door north is locked."
        "\nExits: north, east\nYou see: a dropped coin and a clipboard",
        R("cargo bay", "n e", locked="n", coin=True),
        notes="Evennia's room: a dropped coin; the service door north is locked",
    ),
    item(
        "Cubicle Farm\nGrey partitions divide the floor into a maze of identical cubicles. A "
        "water cooler gurgles by the window.\nYou see a stapler and a dime here.\nObvious exits: "
        "north to Break Room, west to Lift Lobby",
        R("cubicle farm", "n w", coin=True, leads={"n": "break room", "w": "lift lobby"}),
        notes="LambdaMOO's lines: a dime is a coin; exits with destinations",
    ),
    item(
        "Deep in the Forest\n  The trees grow so close together here that little light "
        "reaches the ground. A faint path winds away between the trunks.\n\n[Exits: north east]"
        "\nA gold coin lies here, half buried in leaves.\n\n<20hp 100m 110mv> ",
        R("deep in the forest", "n e", coin=True),
        notes="ROM's exit line and object line: a gold coin half buried in leaves is a coin",
    ),
    item(
        "Damp Cavern\nWater trickles down the walls and collects in shallow pools on the "
        "floor. Somewhere below, something drips.\nExits: north east down.",
        R("damp cavern", "n e d"),
        notes="SMAUG's exit line: north and east; down is outside the vocabulary",
    ),
    item(
        (
            "Village Square\n   A stone well stands in the middle of the square. The inn is to "
            "the north, the temple to the east and the market to the west.\n[ Exits: n e w ]"
            "\n\n< 31H 86M 97V > ",
            R("village square", "n e w"),
        ),
        "s",
        ("Alas, you cannot go that way...\n\n< 31H 86M 97V > ", K("refused")),
        notes="CircleMUD's refusal at no exit: south refused",
    ),
    item(
        "Dusty farm track.\nThe track runs between fields of ripening barley, rutted deep by cart "
        "wheels. A scarecrow leans at a drunken angle in the nearer field.\nYou see exits "
        "leading north, east, and southwest.",
        R("dusty farm track", "n e sw"),
        notes="an Achaea-like exit sentence: north and east; southwest is outside the vocabulary",
    ),
    item(
        "The General Store\n   Barrels of flour, coils of rope and lanterns on hooks crowd "
        "the little shop. A sign behind the counter reads NO CREDIT.\n[ Exits: n w ]\nOld Moss "
        "the shopkeeper is here, counting his stock.",
        R("general store", "n w"),
        notes="a shop with no coin: north and west",
    ),
    item(
        (
            "Guard Post\n   A brazier burns beside a rough wooden bench, and a duty roster is "
            "nailed to the wall.\n[ Exits: n w ]",
            R("guard post", "n w"),
        ),
        "exits",
        ("Obvious exits:\nNorth - A Dark Corridor\nWest  - The Guard Room", K("none")),
        notes="Diku's exits reply keeps the room: north and west",
    ),
    item(
        (
            "Cellar\n   Barrels and broken furniture are stacked against the walls. Stone steps "
            "lead up to the inn, and a stout door in the north wall is locked.\n"
            "[ Exits: n u ]",
            R("cellar", "n u", locked="n"),
        ),
        "unlock north",
        ("*Click* You unlock the cellar door.", K("unlocked")),
        notes="an unlock leaves the door closed: open it",
    ),
    item(
        (
            "Mill Race Path\n   A narrow path runs beside the fast brown water of the mill "
            "race. The mill is north, and the path continues east along the bank.\n"
            "[ Exits: n e ]",
            R("mill race path", "n e"),
        ),
        "inventory",
        (
            "You are carrying:\n     a brass key\n     a lantern (lit)\n     a loaf of bread\n\n"
            "You are wearing nothing.",
            K("none"),
        ),
        notes="an inventory keeps the room; the water is no way",
    ),
    item(
        "Schoolroom\n  Rows of small desks face a blackboard with the alphabet chalked along "
        "the top. The door out to the lane is south.\n\n[Exits: south]\nA small pile of copper "
        "coins lies here.\n\n<20hp 100m 110mv> ",
        R("schoolroom", "s", coin=True),
        notes="a pile of copper coins is a coin",
    ),
    item(
        "The Granary\n   Sacks of grain are stacked in neat piles, and a fat cat sleeps on the "
        "topmost. A ladder leads up to the loft. The heavy door to the east is closed.\n"
        "[ Exits: s u ]",
        R("granary", "s u e", closed="e"),
        notes="tbaMUD leaves a closed door out of its exit line; the description gives it: east "
        "closed, south open, up outside the vocabulary",
    ),
    item(
        (
            "Lantern Room(#88)\nThe great lamp sits in its brass cradle, cold and dark. A "
            "narrow gallery door is east, and the spiral stair goes down.\nExits: east, down",
            R("lantern room", "e d"),
        ),
        "north",
        ("Command 'north' is not available. Type \"help\" for help.", K("refused")),
        notes="Evennia's reply to a move toward no exit is a refusal: north refused",
    ),
]
