"""negation, fourteenth round: terse negations and distractors: "No exit E. No coin.", "N:
window. E: wall.", "Walls N, E, W.", "E: rockfall. S: pool, deep.", "Bricked arch W. ... No way
S.", "E: wall. W: wall. S: wall. N: open arch.", "Sea W and S. No boat.", "No turnings.",
"Windows E. ... No other door."; coin words that are no coin lying here (a sign "NO COINS
ACCEPTED", a poor box's coin slot, a dry fountain "No coins in it", an old mint "Not a coin
left", prices chalked on a slate, a sealed piggy bank, a portrait of a miser counting gold, a
guinea taken and the desk bare after a look) beside real coins (a penny on a sill "though", a
shilling left on a bar, a farthing in the gutter, a sovereign missed under a tray); a door
painted on a wall in a bulleted list ("* E: door (painted on the wall)"), a gate chained and
locked, a door "shut (not locked)"; "Northgate Lane" and "West Wing Store" are names. What a
person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Pantry. Exit W. No exit E. No coin.",
        R("pantry", "w"),
        notes="'No exit E.' gives no exit; 'No coin.' no coin: west only",
    ),
    item(
        "Loft\nN: window. E: wall. W: door (open). A ladder goes down through a hole.",
        R("loft", "w down"),
        notes="a window and a wall are no exits; the open door west is; the ladder down is "
        "outside the vocabulary: go west",
    ),
    item(
        "Cell\nWalls N, E, W. Door S, locked. No coin.",
        R("cell", "s", locked="s"),
        notes="walls on three sides, the one door locked: no action",
    ),
    item(
        "Counting House\nSign: NO COINS ACCEPTED. Exits N, S.",
        R("counting house", "n s"),
        notes="a sign about coins is no coin",
    ),
    item(
        "Chapel\nPoor box by the font, a coin slot in its lid. Door W.",
        R("chapel", "w"),
        notes="a coin slot is no coin",
    ),
    item(
        "Yard\nGate E (chained, locked). Wall N. Road S.",
        R("yard", "e s", locked="e"),
        notes="a wall is no exit; the gate east is locked: go south",
    ),
    item(
        "Fountain Court\nFountain dry. No coins in it. Paths E, W.",
        R("fountain court", "e w"),
        notes="'No coins in it': no coin; two paths",
    ),
    item(
        "Old Mint\nPresses, dies. Not a coin left in the place. Door N.",
        R("old mint", "n"),
        notes="a mint with 'Not a coin left' has no coin",
    ),
    item(
        ("Warehouse\nCrates. Door S to the quay.", R("warehouse", "s", leads={"s": "quay"})),
        "s",
        ("Quay\nSea W and S. No boat. Warehouse N.", R("quay", "n", leads={"n": "warehouse"})),
        notes="the sea without a boat is no exit (south and west); the warehouse north is "
        "visited: go north (initial, all visited)",
    ),
    item(
        "Gallery\nPortrait of a miser counting gold. Exit E. A real penny on the sill, though.",
        R("gallery", "e", coin=True),
        notes="the painted gold is no coin; 'a real penny on the sill, though' is: take coin",
    ),
    item(
        "Cave\nE: rockfall. N: passage. S: pool, deep.",
        R("cave", "n"),
        notes="a rockfall and a deep pool are no ways; the passage north is",
    ),
    item(
        "Ante-room\nBricked arch W. Door N, shut (not locked). No way S.",
        R("ante-room", "n", closed="n"),
        notes="a bricked-up arch and 'No way S' are no exits; 'shut (not locked)' is closed: "
        "open north",
    ),
    item(
        "Hall\n* N: door (open)\n* E: door (painted on the wall)",
        R("hall", "n"),
        notes="a bulleted list: the door east is painted on the wall, no exit; north is open",
    ),
    item(
        "Taproom\nAle 2d, pie 3d, chalked on a slate. Door S. Someone's left a shilling on the "
        "bar.",
        R("taproom", "s", coin=True),
        notes="prices are no coin; a shilling left on the bar is (the fifth round's coins "
        "forgotten on a bar): take coin",
    ),
    item(
        "Kitchen\nPiggy bank on the dresser (sealed). Door E.",
        R("kitchen", "e"),
        notes="a sealed piggy bank is no coin (the fourth round's call)",
    ),
    item(
        (
            "Study\nDesk, inkstand. Exit N. A guinea on the desk.",
            R("study", "n", coin=True),
        ),
        "take guinea",
        ("Taken: the guinea.", K("took")),
        "look",
        ("Study\nDesk, inkstand. Exit N. Desk bare now.", R("study", "n")),
        notes="the guinea was taken; the look shows the desk bare: no coin; go north",
    ),
    item(
        (
            "Crypt\nStone coffins. Steps up. Arch S to a niche.",
            R("crypt", "up s", leads={"s": "niche"}),
        ),
        "s",
        ("Niche\nE: wall. W: wall. S: wall. N: open arch.", R("niche", "n")),
        notes="three walls and the arch back north (visited, initial, all visited): go north",
    ),
    item(
        "Northgate Lane\nLane runs N-S. No turnings. Farthing in the gutter.",
        R("northgate lane", "n s", coin=True),
        notes="'Northgate' is a name; 'runs N-S' is north and south; a farthing in the gutter is "
        "a coin: take coin",
    ),
    item(
        "West Wing Store\nWindows E. Door S (shut). No other door.",
        R("west wing store", "s", closed="s"),
        notes="'West Wing' is a name, the windows no exit; one closed door: open south",
    ),
    item(
        "Vault\nCoin trays, all empty. One sovereign missed, under the last tray. Exits: N.",
        R("vault", "n", coin=True),
        notes="empty coin trays are no coin, but the sovereign missed under a tray is: take coin",
    ),
]
