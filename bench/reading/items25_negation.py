"""negation, twenty-fifth round: absence, negation and distractors in places and formats no
earlier round used. Coin words and coin shapes that are no coin: nummulites the quarrymen call
coin stones, a coin-operated weather kiosk, coins thrown into a reservoir out of reach, penny
buns (ceps) in crates, a ten-shilling note pinned beside a print of the Ha'penny Bridge (a real
sixpence in the grate), a drachma pocketed and the shed looked at again, a brass escutcheon, a
tip card "COINS ONLY" by a shut till, a fountain's coins seen through locked glass doors, coin
lockers, saffron "worth more than its weight in gold", a compass rose with a real penny on it,
a gold coin in an adit with no way on. Ways that are no ways: walls in an XML room
(`<wall dir="east"/>`), an empty S-expression item list, a teammate's Slack line about another
room, machine-translated "To east is wall only", the sea without a boat, a window where a door
might be, WESTWARD HO! and the North Star Line on posters. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def trimming_shed(coin: bool) -> tuple:
    coin_line = (
        "A silver drachma lies among the offcuts, dropped by one of the divers."
        if coin
        else "There is nothing on the floor now but the offcuts."
    )
    return (
        "Trimming Shed\n"
        "Sponges are trimmed here with long knives before they are graded, and the offcuts lie "
        f"in brown drifts. The wharf is south, and a door to the east stands open. {coin_line}",
        R("trimming shed", "s e", coin=coin),
    )


ITEMS = [
    item(
        "Trench C\n"
        "The bed at the bottom of the trench is packed with nummulites, the little disc-shaped "
        "fossils the quarrymen call coin stones; you could fill a bucket with them. A ramp of "
        "packed earth leads out of the trench to the north. There is no real coin anywhere down "
        "here, whatever the quarrymen say.",
        R("trench c", "n"),
        notes="fossils called coin stones are no coins, and the text says so; the ramp north is "
        "the way out",
    ),
    item(
        "Met Hut\n"
        "A barograph scratches its slow line across the drum, and the wind vane's dial on the "
        "wall points due east. There is no way out except the door to the south, which stands "
        "open. Outside it, a coin-operated weather kiosk flashes yesterday's forecast at "
        "nobody.",
        R("met hut", "s"),
        notes="a dial pointing east is no exit; a coin-operated kiosk is no coin; the one way "
        "is south",
    ),
    item(
        "Dam Crest\n"
        "The road runs east and west along the crest of the dam. To the north the reservoir "
        "lies flat and grey, and to the south the spillway drops two hundred feet into the gorge. "
        "Visitors throw coins into the reservoir for luck; not one of them is anywhere you could "
        "reach.",
        R("dam crest", "e w"),
        notes="the reservoir and the spillway's drop are no exits; coins thrown into the water "
        "and out of reach are no coin here",
    ),
    item(
        '<room name="Size Room">\n'
        '  <exit dir="north"/>\n'
        '  <exit dir="west" door="locked"/>\n'
        '  <wall dir="east"/>\n'
        '  <wall dir="south"/>\n'
        "  <coins>0</coins>\n"
        "</room>",
        R("size room", "n w", locked="w"),
        notes="a user's game printing XML: walls east and south are no exits, west is locked, "
        "no coins: go north",
    ),
    item(
        '(room "Fuse Loft" (exits south east) (doors (east closed)) (items))',
        R("fuse loft", "s e", closed="e"),
        notes="a Lisp game's S-expression: an empty item list, so no coin; east closed: go "
        "south or open east",
    ),
    item(
        "#kite-game\n"
        "GameBot  11:02\n"
        "You are in the Tassel Room. Exits: north, west.\n"
        "maya  11:03\n"
        "the coin's in the frame loft btw, don't bother looking in here",
        R("tassel room", "n w"),
        notes="a Slack channel: the bot prints the room, a teammate says the coin is in another "
        "room: no coin here",
    ),
    item(
        "You are located in steam chamber. In this room is not any coin. Door of north is not "
        "locked, but it is closed. To east is wall only.",
        R("steam chamber", "n", closed="n"),
        notes="machine-translated English: no coin; the north door closed but not locked (open "
        "north); east is a wall",
    ),
    item(
        "Packing Shed\n"
        "Crates of penny buns, fat brown ceps with pale undersides, are stacked by the door for "
        "the market van. The door, to the west, is open, and there is no other way out.",
        R("packing shed", "w"),
        notes="penny buns are mushrooms, not coins; the one way is west",
    ),
    item(
        "Snug\n"
        "A print of the Ha'penny Bridge hangs over the fire, and someone has pinned a "
        "ten-shilling note beside it for luck. The door to the bar is south. A real sixpence "
        "lies in the cold ashes of the grate.",
        R("snug", "s", coin=True),
        notes="a print of a bridge and a banknote are no coins; the real sixpence in the cold "
        "grate is: take it",
    ),
    item(
        trimming_shed(coin=True),
        "take coin",
        ("You pocket the drachma. It is no bigger than your thumbnail.", K("took")),
        "look",
        trimming_shed(coin=False),
        notes="the coin taken and the room looked at again ('nothing on the floor now'): no coin; "
        "go south or east",
    ),
    item(
        "Collapsed Adit\n"
        "The adit is blocked by rubble to the north and to the south, and east and west are "
        "solid rock. There is no way on in any direction that you can see. A gold coin lies in "
        "the dust at your feet.",
        R("collapsed adit", "", coin=True),
        notes="rubble and rock on every side: no exit; the gold coin at your feet: take it",
    ),
    item(
        "Strongroom Passage\n"
        "The only thing shaped like a coin in here is the brass escutcheon round the keyhole of "
        "the east door, which is locked. Stone steps lead up to the counting house.",
        R("strongroom passage", "e up", locked="e"),
        notes="an escutcheon is no coin; the only way of the vocabulary is locked and the steps "
        "go up: no action",
    ),
    item(
        "Sponge Beach\n"
        "The sea lies to the west, and there is no boat drawn up on the shingle. North and south "
        "the beach ends against cliffs. A path leads east, uphill to the village.",
        R("sponge beach", "e"),
        notes="the sea without a boat and the cliffs are no exits; the path east is",
    ),
    item(
        "Tearoom\n"
        "A poster for WESTWARD HO! hangs over the counter, beside a timetable for the North Star "
        "Line. The only door is south, and it stands open.",
        R("tearoom", "s"),
        notes="compass words in a title and a shipping line's name give no exits; the only way "
        "is south",
    ),
    item(
        "Tea Counter\n"
        "A card by the till says: TIPS APPRECIATED - COINS ONLY. The till is shut, and the saucer "
        "beside it is empty. You can go north to the tasting room or east to the shop.",
        R("tea counter", "n e", leads={"n": "tasting room", "e": "shop"}),
        notes="a card asking for coins, a shut till and an empty saucer: no coin; north or east",
    ),
    item(
        "Lantern Workshop\n"
        "Paper lanterns hang in strings from the ceiling, unlit. There is no door in the north "
        "wall, only a round window. The door to the east has no lock at all; it is simply shut. "
        "A doorway to the south opens onto the drying yard.",
        R("lantern workshop", "e s", closed="e"),
        notes="a window where a door might be is no exit; a door with no lock that is shut is "
        "closed: open east or go south",
    ),
    item(
        "Foyer\n"
        "Through the glass doors to the west you can see the courtyard fountain, its basin "
        "glittering with coins. The glass doors are locked for the night. A corridor leads "
        "north.",
        R("foyer", "w n", locked="w"),
        notes="coins seen in another place through locked doors are no coin here; west locked: "
        "go north",
    ),
    item(
        "Changing Room\n"
        "A wall of coin lockers stands along the east side, every key gone and every little door "
        "shut. The bath is through the curtain to the north, and the lobby is west.",
        R("changing room", "n w", leads={"w": "lobby"}),
        notes="coin lockers and their little doors are no coins and no exits; north (through a "
        "curtain) and west are open ways",
    ),
    item(
        "Saffron Store\n"
        "A sign on the scales reads: SAFFRON - WORTH MORE THAN ITS WEIGHT IN GOLD. There is no "
        "gold here, and no coin either. The door to the south is open; the other walls are "
        "blank.",
        R("saffron store", "s"),
        notes="a saying about gold and 'no coin either': no coin; blank walls; the way is south",
    ),
    item(
        "Compass Court\n"
        "A compass rose is set in brass in the paving, its arms pointing to all four quarters. "
        "Walls close the court on the north, east and west sides; the only way out is the arch "
        "to the south. Someone has left a penny on the rose's eastern point.",
        R("compass court", "s", coin=True),
        notes="a compass rose gives no exits; the penny left on it is a real coin: take it",
    ),
]
