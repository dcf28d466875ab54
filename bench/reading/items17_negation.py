"""negation, seventeenth round: modern distractors. Coin words that give no coin to take
(coin-cell batteries, a BITCOIN poster, arcade tokens, a credit chip, a referee's coin toss on
a screen, a photo of a lost gold coin, "NO COINS" on a card-only machine, a quarter to midnight
and the French Quarter beside a real quarter, a locker sign asking a 1 euro coin beside a
dropped one, a coin pocketed and the room looked at again, a washer taken for a coin); compass
words that give no exit (brands on clothes, a platform fenced off at its east end, an
evacuation plan, a zoo's WEST AFRICAN SAVANNAH sign, a road gone under the dunes, snow on
every side of a snow cave, a window that does not open); door states said by negation ("Neither
is locked, and neither is shut.", "isn't locked. It isn't open, either."). What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Electronics Lab\nSoldering irons, a tray of resistors, and a blister pack of coin-cell "
        "batteries by the multimeter. The only door is south.",
        R("electronics lab", "s"),
        notes="coin-cell batteries are no coin; one door south",
    ),
    item(
        "Start-Up Office\nBean bags, a ping-pong table, a neon sign that says HODL and a poster "
        "of a rocket: BITCOIN TO THE MOON. The lift lobby is east; the kitchen is west.",
        R("start-up office", "e w"),
        notes="Bitcoin on a poster is no coin in the room",
    ),
    item(
        "Ski Locker Room\nA North Face jacket hangs on a peg and somebody's West Coast Surf "
        "beanie lies on the bench. There is no way out but the door to the east.",
        R("ski locker room", "e"),
        notes="North and West in brand names give no exits; only east",
    ),
    item(
        "Arcade\nThe machines flash and jingle. A change machine turns notes into tokens, and a "
        "bucket of tokens sits on the prize counter. The doors to the street are south.",
        R("arcade", "s"),
        notes="arcade tokens are not coins (the earlier rounds' call on tokens)",
    ),
    item(
        "Quartermaster's Office\nA credit chip lies on the desk beside a requisition form. "
        "Hatches lead fore and aft, which on this ship are north and south.",
        R("quartermaster's office", "n s"),
        notes="a credit chip is not a coin (the fourth round's call); fore and aft mapped to "
        "north and south",
    ),
    item(
        "Corridor, Level 3\nA framed evacuation plan shows the building's stairwells, east and "
        "west, in green. This end of the corridor is a dead end, though: the only way from here "
        "is south.",
        R("corridor, level 3", "s"),
        notes="the plan's stairwells are drawn, not ways from here; 'the only way ... is south'",
    ),
    item(
        "Consulting Room\nA couch, a desk, a skeleton on a stand. The window looks east over "
        "the car park, and it does not open. There is no door but the one to the north, which "
        "is shut.",
        R("consulting room", "n", closed="n"),
        notes="a window east is no way; the one door north is shut: open it",
    ),
    item(
        "Southbound Platform\nA tube map on the wall has a big red YOU ARE HERE on it. The "
        "platform runs east and west, but the east end is fenced off for engineering works. "
        "The exit is at the west end.",
        R("southbound platform", "w"),
        notes="'Southbound' is a name; the east end fenced off is no way; west the exit",
    ),
    item(
        "Sports Bar\nOn every screen, a referee tosses a coin before kick-off. The floor is "
        "sticky. The door to the street is north and the toilets are west.",
        R("sports bar", "n w"),
        notes="a coin tossed on a screen is no coin here",
    ),
    item(
        "Viewing Hut\nA sign over the glass reads WEST AFRICAN SAVANNAH. Outside, zebras "
        "graze. There is no way into the enclosure from here. The hut door is south.",
        R("viewing hut", "s"),
        notes="WEST in a sign names an exhibit; the enclosure is no way; south the door",
    ),
    item(
        "Ticket Booth\nThe clock says a quarter to midnight. A poster for a jazz night in the "
        "French Quarter is peeling off the glass. Under the stool, though, is a real quarter. "
        "The door is east.",
        R("ticket booth", "e", coin=True),
        notes="a quarter of an hour and the French Quarter are no coins; 'a real quarter' "
        "under the stool is one: take it",
    ),
    item(
        (
            "Green Room\nA sofa, a mirror ringed with bulbs, a bowl of apples. There is a "
            "euro coin on the sofa. The corridor is west.",
            R("green room", "w", coin=True),
        ),
        "take euro coin",
        ("You pocket the euro coin.", K("took")),
        "look",
        (
            "Green Room\nA sofa, a mirror ringed with bulbs, a bowl of apples. The corridor is "
            "west.",
            R("green room", "w"),
        ),
        notes="the coin pocketed and the room looked at again: no coin now; go west",
    ),
    item(
        (
            "Bike Store\nA rack of bicycles and a pump. Something round glints by the back "
            "wheel of a red bike. The door is north.",
            R("bike store", "n"),
        ),
        "get coin",
        (
            "You crouch and pick it up. It isn't a coin at all, just a steel washer. You drop "
            "it again.",
            K("none"),
        ),
        notes="the glint was never read as a coin, and the reply says it is a washer: no coin; "
        "go north",
    ),
    item(
        "Security Office\nA bank of monitors, all showing empty corridors. On the noticeboard "
        "is a photo of a gold coin: LOST - REWARD IF FOUND. The door to the corridor is west, "
        "and a door marked ARMOURY, to the north, is locked.",
        R("security office", "w n", locked="n"),
        notes="a photo of a coin is no coin; west open, north locked",
    ),
    item(
        "Snow Cave\nYou have dug in under a drift. There is snow on every side: no way north, "
        "east or south. A low tunnel opens to the west.",
        R("snow cave", "w"),
        notes="'no way north, east or south': only west",
    ),
    item(
        "Sluice Room\nSteel sinks, a macerator, a rack of bedpans. There are two doors, one to "
        "the north and one to the east. Neither is locked, and neither is shut.",
        R("sluice room", "n e"),
        notes="'Neither is locked, and neither is shut': two open doors",
    ),
    item(
        "Photocopier Alcove\nThe copier is jammed again and blinking. The only door, to the "
        "west, isn't locked. It isn't open, either.",
        R("photocopier alcove", "w", closed="w"),
        notes="'isn't locked. It isn't open, either': closed, not locked: open it",
    ),
    item(
        "Desert Road\nA sign reads: NEXT WATER 80 KM, with an arrow pointing east. The road to "
        "the east is buried under the dunes, and there is no getting through that way. A track "
        "leads north to the camp.",
        R("desert road", "n"),
        notes="a sign's arrow and a road buried under dunes give no way east; north the track",
    ),
    item(
        "Vending Nook\nThe machine takes cards only; a sticker says NO COINS. There isn't a "
        "coin to be had anywhere. Exits: north.",
        R("vending nook", "n"),
        notes="'NO COINS' and 'There isn't a coin': no coin; one exit north",
    ),
    item(
        "Changing Room\nA sign says LOCKERS TAKE A 1 EURO COIN (RETURNED). Every locker "
        "stands open and empty, but somebody has dropped a one-euro coin on the tiles by the "
        "bench. The pool is east.",
        R("changing room", "e", coin=True),
        notes="the sign names a coin, the lockers are empty, but a dropped one-euro coin lies "
        "on the tiles: take it",
    ),
]
