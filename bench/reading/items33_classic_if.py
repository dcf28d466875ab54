"""classic_if, thirty-third round: seven walks (1-5 turns) on an Infocom-like cutlery works in
Sheffield, a little mesters' yard (Courtyard with the grinding hull's door east "shut against the
cold" at first, the hafting shop north through an open doorway and the street gate west "locked for
the night"; Hafting Shop with a copper penny among the shavings; Buffing Room; Grinding Hull with a
door east into the warehouse; Warehouse with a silver sixpence on the packing bench): "You drag the
hull door open over the cobbles.", "The grinding hull door is shut.", "The street gate is locked.",
"Taken. It is a cartwheel penny, thick as a lozenge.", loops back to the courtyard and the hafting
shop; single rooms in several manners: an Etruscan painted tomb in a Magnetic Scrolls-like voice (a
small silver coin among the grave goods), a Renaissance anatomy theatre (an empty fee bowl, a
preparation room door shut), Scott Adams's "I'm in a tablet house." in a Sumerian scribes' school, a
type foundry's casting room in TADS 3's exit lister (a silver shilling), an Anderson shelter whose
only way is up (a threepenny bit under the bunk), a Level 9-like internet cafe of 1998 ("50p FOR 15
MINS", a pound coin by keyboard seven), a Timbuktu manuscript library in Hugo's manner (the street
door locked while the keeper is at prayers), an Adventuron gunsmith's ("You notice : a ramrod, a
powder flask, a silver thaler"), an AGT tinsmith's, a Quest clog workshop, a capsule hotel's
corridor (a hundred-yen coin on the carpet), the lists of a tilting yard (gold bezants on a herald's
tabard) and the approach to Petra's Treasury. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# The cutlery works: Courtyard n Hafting Shop (a penny), e Grinding Hull (door, shut at first),
# w street gate (locked); Hafting Shop e Buffing Room; Grinding Hull e Warehouse (a sixpence).
def courtyard(hull_open: bool = False, event: str = "") -> tuple:
    door = (
        "The grinding hull is east; its door stands open, and the wheels' grumble carries out."
        if hull_open
        else "The grinding hull is east, its door shut against the cold."
    )
    tail = f"\n{event}" if event else ""
    return (
        "Courtyard\nYou are in the cobbled courtyard of a little mesters' works. Smoke from the "
        "hull chimney hangs low over the slates. The hafting shop lies north, through an open "
        f"doorway. {door} To the west the street gate is locked for the night.{tail}",
        R(
            "Courtyard",
            "n e w",
            closed="" if hull_open else "e",
            locked="w",
            leads={"n": "hafting shop", "e": "grinding hull"},
        ),
    )


def hafting(coin: bool = True) -> tuple:
    penny = "\nThere is a copper penny here, among the shavings." if coin else ""
    return (
        "Hafting Shop\nBenches run the length of this low room, littered with bone and stag-horn "
        "scales waiting to be riveted to blades. The doorway to the courtyard is south, and a "
        f"narrow passage leads east to the buffing room.{penny}",
        R(
            "Hafting Shop",
            "s e",
            coin=coin,
            leads={"s": "courtyard", "e": "buffing room"},
        ),
    )


def buffing() -> tuple:
    return (
        "Buffing Room\nThe buffing wheels stand idle, furred with rouge and lint, and every "
        "surface wears a red bloom of polish. The only way out is the passage west.",
        R("Buffing Room", "w", leads={"w": "hafting shop"}),
    )


def hull() -> tuple:
    return (
        "Grinding Hull\nThe great sandstone wheels sit in their troughs of grey water, each with "
        "a grinder's horse, the low saddle a man straddles at his work, drawn up before it. The "
        "courtyard door is west, standing open. A low door in the east wall leads to the "
        "warehouse.",
        R("Grinding Hull", "w e", leads={"w": "courtyard", "e": "warehouse"}),
    )


def warehouse(coin: bool = True) -> tuple:
    sixpence = "\nA silver sixpence lies on the packing bench." if coin else ""
    return (
        "Warehouse\nCrates of finished table knives, each blade wrapped in oiled paper, are "
        f"stacked to the rafters. The only door is west.{sixpence}",
        R("Warehouse", "w", coin=coin, leads={"w": "grinding hull"}),
    )


OPENED = ("You drag the hull door open over the cobbles.", K("opened", door="e"))
TAKEN_PENNY = ("Taken. It is a cartwheel penny, thick as a lozenge.", K("took"))

ITEMS = [
    # ---- walks on the cutlery works ----
    item(
        courtyard(),
        "open hull door",
        OPENED,
        "east",
        hull(),
        notes="the hull door opened by its kind (the author's reading: east) and walked "
        "through; in the hull the way back west is the initial, visited; the warehouse door "
        "east is unexplored: go east",
    ),
    item(
        courtyard(),
        "north",
        hafting(),
        "take penny",
        TAKEN_PENNY,
        "east",
        buffing(),
        "west",
        hafting(coin=False),
        "south",
        courtyard(event="A knife-grinder's barrow rattles past beyond the gate."),
        notes="a loop: penny taken in the hafting shop, the buffing room seen, back to the "
        "courtyard (an event of the turn); north visited, the hull door still shut (open "
        "east), the street gate locked (no action)",
    ),
    item(
        courtyard(),
        "west",
        (
            "The street gate is locked. Through its bars a lamplighter goes by.",
            K("refused", "locked"),
        ),
        "north",
        hafting(),
        notes="the locked gate refused in the courtyard and left behind; in the hafting shop a "
        "copper penny lies among the shavings: take coin",
    ),
    item(
        courtyard(),
        "e",
        ("The grinding hull door is shut.", K("refused", "closed")),
        "open east",
        ("Opened.", K("opened")),
        "e",
        hull(),
        "e",
        warehouse(),
        notes="the shut hull door refused, opened and walked through, then on to the "
        "warehouse: a silver sixpence on the packing bench, take coin",
    ),
    item(
        courtyard(),
        "n",
        hafting(),
        "get penny",
        TAKEN_PENNY,
        "e",
        buffing(),
        notes="the penny taken on the way; the buffing room's one way is back west, the way "
        "in (initial, visited, all visited): go west",
    ),
    item(
        courtyard(),
        "open east",
        OPENED,
        "east",
        hull(),
        "west",
        courtyard(hull_open=True),
        notes="there and back: the hull door now stands open (no closed fact); east visited, "
        "the hafting shop north not yet seen: go north; the gate west is locked",
    ),
    item(
        buffing(),
        "west",
        hafting(),
        "take penny",
        TAKEN_PENNY,
        "south",
        courtyard(event="Somewhere across the roofs a church clock strikes nine."),
        notes="a walk that starts in the buffing room: the penny taken in the hafting shop, then "
        "south into the courtyard (an event of the turn), entered from the north (initial, "
        "visited); the hull door east is shut: open east; the street gate is locked",
    ),
    # ---- single rooms ----
    item(
        "Tomb of the Leopards\nYou are in a chamber cut from the living rock. Along the walls "
        "painted banqueters recline with their cups raised, and over the doorway two spotted "
        "leopards face each other across a tree. The only way out is the passage to the south, "
        "where a little daylight falls. Among the grave goods on the stone bench, a bronze "
        "mirror and a cracked wine jug, lies a small silver coin stamped with a Gorgon's face.",
        R("Tomb of the Leopards", "s", coin=True),
        notes="a Magnetic Scrolls-like tomb: a small silver coin among the grave goods is a "
        "coin lying here (take coin); the painted leopards and banqueters are no exits",
    ),
    item(
        "Anatomy Theatre\nSix steep rings of carved walnut rise around the dissecting table, so "
        "close that the students above must stand shoulder to shoulder. A wooden bowl on the "
        "table's corner is meant for the surgeon's fees; it is empty. A low door to the north "
        "leads to the preparation room, and it is shut. The door east, to the university "
        "courtyard, stands open.",
        R("Anatomy Theatre", "n e", closed="n"),
        notes="a shut door north (closed: open north) and an open door east (go east); an "
        "empty fee bowl is no coin",
    ),
    item(
        "I'm in a tablet house. Obvious exits: NORTH, WEST.\nI can also see: CLAY TABLETS, REED "
        "STYLUS, WATER JAR\n\nTELL ME WHAT TO DO?",
        R("tablet house", "n w"),
        notes="Scott Adams's manner in a Sumerian scribes' school: 'I'm in a tablet house' "
        "names `tablet house` (the article dropped); exits north and west; nothing is a coin",
    ),
    item(
        "Casting Room\nHand moulds hang in rows above the metal pot, and the air tastes of hot "
        "lead and antimony. A tray of freshly cast sorts cools on the bench beside a composing "
        "stick. Obvious exits lead west, and north to the matrix store.\nYou see a silver "
        "shilling here.",
        R("Casting Room", "w n", coin=True, leads={"n": "matrix store"}),
        notes="TADS 3's exit lister in a type foundry: west and north name exits; 'You see a "
        "silver shilling here.' puts a coin in the room: take coin",
    ),
    item(
        "Anderson Shelter\nCorrugated iron arches low over your head, banked outside with earth "
        "and sandbags. There are two bunks, a paraffin lamp and a biscuit tin with its lid "
        "tied on. The only way out is up the three earth steps to the garden.\nThere is a "
        "threepenny bit here, under the lower bunk.",
        R("Anderson Shelter", "up", coin=True),
        notes="a wartime shelter whose only way is up (outside the vocabulary: no find fact); "
        "a threepenny bit under the bunk is a coin lying here: take coin",
    ),
    item(
        "Internet cafe. Rows of beige monitors hum under a sign that says 50p FOR 15 MINS. "
        "Exits north and west. A pound coin lies by keyboard seven. What now?",
        R("Internet cafe", "n w", coin=True),
        notes="a Level 9-like one-line room: 'Internet cafe.' names the room; the sign's price "
        "is no coin, the pound coin by the keyboard is one: take coin",
    ),
    item(
        "Manuscript Library\nCedar shelves bow under bundles of manuscripts wrapped in "
        "goatskin, and the light from the single high window is the colour of sand. The "
        "reading room is east, through a plain arch. The door to the street, south, is locked; "
        "the keeper has gone to prayers and taken the key.\nAlso here is a brass lamp.",
        R("Manuscript Library", "e s", locked="s"),
        notes="Hugo's 'Also here is' in a Timbuktu library; the street door is locked (no "
        "open): go east through the arch; a high window is no exit",
    ),
    item(
        "GUNSMITH'S SHOP\n\nA long bench, a leg vice and racks of half-finished stocks in "
        "walnut.\n\nExits : east, south\n\nYou notice : a ramrod, a powder flask, a silver "
        "thaler",
        R("Gunsmith's Shop", "e s", coin=True),
        notes="Adventuron's 'You notice :' list with a silver thaler in it: a coin lying here, "
        "take coin",
    ),
    item(
        "Tinsmith's Workshop\nSheets of bright tinplate lean against every wall, and half-made "
        "lanterns hang from the beams like strange fruit. There are exits to the north and to "
        "the east. The east door is shut.",
        R("Tinsmith's Workshop", "n e", closed="e"),
        notes="AGT's 'There are exits to the north and to the east.' with the east door shut: "
        "go north or open east",
    ),
    item(
        "You are in a Clog Workshop.\nYou can see a pile of poplar blocks, a spoon knife and a "
        "copper coin.\nYou can go north or west.",
        R("Clog Workshop", "n w", coin=True),
        notes="Quest's defaults: 'You are in a Clog Workshop.' names `clog workshop`; a copper "
        "coin among the things seen: take coin",
    ),
    item(
        "Capsule Corridor\nTwo tiers of sleeping capsules line both walls, each with its blind "
        "pulled down; there is no way north or south between them. A door at the west end "
        "leads to the locker room, and the lift lobby lies east. A hundred-yen coin glints on "
        "the carpet by capsule 42.",
        R("Capsule Corridor", "w e", coin=True),
        notes="a capsule hotel: capsules fill north and south (no exits there); west and east "
        "are exits; a hundred-yen coin on the carpet: take coin",
    ),
    item(
        "The Lists\nA tilt barrier of painted timber divides the sanded lists down the middle, "
        "and the stands, hung with banners, rise along the east side with no way through them. "
        "The gate to the west stands open, and the armourers' tents lie south. A herald "
        "leans on the barrier in a tabard embroidered with three gold bezants.",
        R("The Lists", "w s"),
        notes="a tilting yard: the stands along the east side are no way; west (open gate) and "
        "south are exits; bezants embroidered on a herald's tabard are a coat of arms, not "
        "coins: go west or go south",
    ),
    item(
        "Before the Treasury\nThe rose-red facade towers over you, columns and all, cut "
        "straight out of the cliff. The Siq, a cleft barely wide enough for a camel, winds "
        "away to the west. The Treasury's dark doorway is east. Elsewhere the cliffs rise "
        "sheer, and nobody is climbing them today.",
        R("Before the Treasury", "w e"),
        notes="Petra: west (the Siq) and east (the doorway) are exits; the sheer cliffs are "
        "no way; no coin: go west or go east",
    ),
]
