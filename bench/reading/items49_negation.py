"""negation, forty-ninth round (no emphasis beyond a hidden test of the same kind): absences,
negations and distractors in words the earlier rounds used seldom or never, beside real coins and
doors in many states, in many manners: a numismatic society's reading room with a catalogue open at
a cartwheel penny, a portrait of the Sovereign in a mayor's parlour, a Crown and Anchor board in a
taproom, books of gold leaf in a gilder's workshop, a shop cat called Penny, dried honesty whose
seed pods hang like silver coins, a dry wishing well, a coin-operated telescope on a pier head and a
padlocked kiosk, a china pig with a slot in its back, a real centesimo among the buttons in a tin, a
map of the East End, an art school life room's north light, a door bricked up in 1911, a door that
"isn't locked, only shut" and one that "is not shut", coats whose pockets were turned out, a grey
mare called Sovereign, a grate searched ("Only a brass curtain ring."), the wind from the west in a
watch room, coppers thrown into a palm court's fountain, a footbridge washed away and the mill race
refused. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        (
            "Reading Room\nGlass-fronted bookcases, green lamps, and on the lectern a catalogue "
            "lies open at the page for the 1797 cartwheel penny. A card on the table says NO COINS "
            "ARE KEPT IN THIS ROOM. The door east is open. The door south is locked at five "
            "o'clock, and it is ten past.\n>",
            R("reading room", "e s", locked="s"),
        ),
        notes="a numismatic society's reading room: a catalogue's page and 'NO COINS ARE KEPT "
        "IN THIS ROOM' are no coin; the door east open (go east), the door south locked",
    ),
    item(
        (
            "Mayor's Parlour\nA portrait of the Sovereign in her coronation robes hangs over the "
            "fireplace, and the mayor's chain lies in a glass case. There is no door west, only "
            "oak panelling. The door north is ajar.\n\nYou can see a decanter and six glasses "
            "here.",
            R("mayor's parlour", "n"),
        ),
        notes="the Sovereign is the Queen in a portrait, not a coin; 'There is no door west'; the "
        "door north ajar: go north",
    ),
    item(
        (
            "[Crown and Anchor Taproom]\nLow beams, sawdust, and a Crown and Anchor board with "
            "its three dice left on the corner table. The landlord's door north is bolted. The "
            "street door south stands open.\n[Exits: north south]\n> ",
            R("crown and anchor taproom", "n s", locked="n"),
        ),
        notes="a MUD manner: 'Crown and Anchor' is the taproom's name and a dice game, no coin; "
        "the landlord's door north bolted (closed, no open), the street door south open",
    ),
    item(
        (
            "GILDER'S WORKSHOP\nBooks of gold leaf lie on the bench beside a suede cushion and a "
            "long knife, and picture frames hang half gilded on the walls. The yard door, east, "
            "is open. The door north is bolted.\n>",
            R("gilder's workshop", "e n", locked="n"),
        ),
        notes="gold leaf and gilded frames are no coin; the north door bolted (locked, no "
        "open), the yard door east open: go east",
    ),
    item(
        (
            "You're in the haberdashery. Ribbons hang from brass rails and reels of thread fill "
            "a cabinet of little drawers. Penny, the shop cat, is asleep on the counter. The shop "
            "door, south, is open, and a curtain to the west hides the stockroom.",
            R("haberdashery", "s w"),
        ),
        notes="Penny is the shop cat, not a coin; the shop door south open, the curtain west a "
        "way: go either",
    ),
    item(
        (
            "Flower Loft\nBunches of dried flowers hang head down from the beams: statice, "
            "lavender, and honesty, whose seed pods hang like silver coins. The ladder goes down "
            "through a trap in the floor. A door at the east end opens onto the outside stair, "
            "and it is open.\n>",
            R("flower loft", "d e"),
        ),
        notes="seed pods 'like silver coins' are no coin; the ladder down is outside the "
        "vocabulary; the open door east: go east",
    ),
    item(
        (
            "Well Court\nIn the middle of the court is a wishing well, dry as a bone, and not a "
            "coin in it: somebody has fished them all out. Archways lead north and west. The "
            "door east, into the chapel, is locked.\nExits: north, west, east\n>",
            R("well court", "n w e", locked="e"),
        ),
        notes="'not a coin in it' is no coin; archways north and west (go either), the chapel "
        "door east locked",
    ),
    item(
        (
            "Pier Head\nThe pier ends here in a ring of railings, and a coin-operated telescope "
            "points out to sea. There is nothing to the north but the sea. The kiosk door, east, "
            "is padlocked. The boardwalk runs south to the promenade.\n> ",
            R("pier head", "e s", locked="e"),
        ),
        notes="a coin-operated telescope is no coin; the sea north is no way; the kiosk door "
        "east padlocked (closed, no open); the boardwalk south: go south",
    ),
    item(
        (
            "Day Nursery\nA rocking horse, a dolls' house, and on the mantelpiece a china pig with "
            "a slot in its back. The door to the night nursery, east, is shut. The door to the "
            "landing, north, stands open.\n\nYou can see a wooden Noah's ark here.",
            R("day nursery", "e n", closed="e"),
        ),
        notes="a china pig with a slot, its contents not given, is no coin a person reads; the "
        "night nursery door east shut (open east), the landing door north open (go north)",
    ),
    item(
        (
            "Mending Room\nA tin of buttons stands open on the table: bone buttons, brass "
            "buttons, jet buttons, and one coin, an Italian centesimo, worn almost smooth. The "
            "door west is open.\n>",
            R("mending room", "w", coin=True),
        ),
        notes="one real coin, a centesimo, in an open tin among the buttons: take it",
    ),
    item(
        (
            "MISSION HALL\nRows of chairs face a harmonium, and a map of the East End is pinned "
            "by the door, every lodging house marked with a cross. The street door, south, is "
            "open. The vestry door, west, is not locked but shut.\n>",
            R("mission hall", "s w", closed="w"),
        ),
        notes="the East End is a name on a map, no way; the street door south open (go south), "
        "the vestry door west shut (open west)",
    ),
    item(
        (
            "You are in the life room. It has a north light: a great window of many panes takes up "
            "the whole north wall, and it does not open. Canvases face the walls. The door to the "
            "landing is south, and it is ajar.",
            R("life room", "s"),
        ),
        notes="a north light is a window, no way north; the landing door south ajar: go south",
    ),
    item(
        (
            "Old Laundry\nThe wash coppers are cold and the mangles rusted. There is no door to "
            "the east; there was one once, but it was bricked up in 1911. The door north stands "
            "open, and a passage runs west to the drying yard.\n>",
            R("old laundry", "n w"),
        ),
        notes="the wash coppers are boilers, not coins, and the door east bricked up is no exit; "
        "north and west open: go either",
    ),
    item(
        (
            "Bellows Room\nThe organ's great bellows fill the room, patched with leather. The "
            "door west isn't locked, only shut. The door north is not shut: it stands wide open."
            "\n\nYou can see a pump handle here.",
            R("bellows room", "w n", closed="w"),
        ),
        notes="negated door states: the west door 'isn't locked, only shut' (closed, open it), "
        "the north door 'is not shut' (open, go north)",
    ),
    item(
        (
            "Porters' Room\nCoats hang on a row of pegs, and every pocket has been turned out: "
            "not a coin among them, not a ticket, not a button. The door east is open. The door "
            "west, to the goods yard, is locked.\nExits: east, west\n>",
            R("porters' room", "e w", locked="w"),
        ),
        notes="pockets turned out, 'not a coin among them': no coin; east open (go east), the "
        "goods yard door west locked",
    ),
    item(
        (
            "Mare's Stall\nSovereign, the old grey mare, dozes in the corner with one hind foot "
            "cocked. Straw to the fetlocks. The stall gate, south, is shut.\n>",
            R("mare's stall", "s", closed="s"),
        ),
        notes="Sovereign is the mare's name, not a coin; the only way, the stall gate south, "
        "shut: open south",
    ),
    item(
        (
            "Sink Room\nA stone sink, a pump, and a black grate where something glints among the "
            "ashes. The back door, north, is open. The kitchen is east.\n>",
            R("sink room", "n e"),
        ),
        "search ashes",
        ("Only a brass curtain ring.\n>", K("none")),
        notes="something glinting, searched: 'Only a brass curtain ring.' is no coin; north and "
        "east open: go either",
    ),
    item(
        (
            "Watch Room\nThe wind from the west rattles the windows in their frames. A brass "
            "stair goes down to the keepers' quarters. The door to the gallery, east, is open."
            "\n>",
            R("watch room", "d e"),
        ),
        notes="the wind from the west and the windows are no way; the stair down is outside "
        "the vocabulary; the gallery door east open: go east",
    ),
    item(
        (
            "Palm Court\nPalms in brass tubs, wicker chairs, and a fountain whose basin is "
            "scattered with copper coins that visitors have thrown in for luck. The doors to the "
            "tea room, north, are propped open. The door to the terrace, west, is shut.\n\n"
            "You can see a string trio's empty chairs here.",
            R("palm court", "n w", closed="w", coin=True),
        ),
        notes="copper coins lying in the fountain's basin are coins in the room: take them",
    ),
    item(
        (
            "Boat Shed\nA skiff on trestles, oars on the wall. The shed door, south, is open. The "
            "footbridge that used to cross the mill race to the east was washed away in the "
            "spring floods, and nobody has rebuilt it.\nExits: south\n>",
            R("boat shed", "s"),
        ),
        "east",
        ("You would have to swim the mill race, and it is running fast.\n>", K("refused")),
        notes="the footbridge east is gone (no exit) and the move east refused (refused(east)); "
        "the shed door south open: go south",
    ),
]
