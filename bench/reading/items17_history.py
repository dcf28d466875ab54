"""history, seventeenth round: 2-7 turn walks with loops on three small symmetric tree maps, each
printed by functions so a room reads the same on every visit: map A, a space station in a
terminal's manner ("== HUB ==", "EXITS: N > Observation | S > Galley | E > Suit Room [hatch:
CLOSED] | W > Medbay"; replies "[!] Hatch is closed. Cycle it first.", "[OK] Hatch cycled
open.", "[OK] Brass coin stowed.", "[!] No passage in that direction."); map B, a zoo in a
children's game ("ZOO GATE", "You can go: north to the Lion House, ..."; "Oops! The little
gate is shut. Open it first!", "Creak! You open the little gate.", "Yay! You got the 10p!",
"Oops! That's the lions' moat! No way!"); map C, an office floor in plain second person ("You're
in the lift lobby. ..."; "The boardroom door is shut.", "You push the boardroom door open.",
"You pocket the 50p.", "The manager's door is locked. She's on holiday.", "There's only a
window that way, and you're on the ninth floor."). Coins taken on the way, doors refused,
opened and walked through, refusals in the middle and at the end; moves spelled `s`, `w`, `e`,
`n`, `go east`, `GO NORTH`, `walk north`, `walk east`, `head west`, `head east`, `go to the
north`, `move east`, `move north`, `open hatch`, `open gate`, `open north`, `take coin`, `get
the 10p coin`. Where two walks end in the same room, the last text carries an event of that
turn. What a person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# map A (a space station): Hub n Observation, s Galley (a brass coin), e Suit Room (hatch,
# closed at first), w Medbay.
def hub(hatch_open: bool = False) -> tuple:
    state = "OPEN" if hatch_open else "CLOSED"
    return (
        "== HUB ==\nA round chamber where the station's four modules meet. Handholds ring the "
        "walls.\nEXITS: N > Observation | S > Galley | E > Suit Room [hatch: "
        f"{state}] | W > Medbay",
        R(
            "hub",
            "n s e w",
            closed="" if hatch_open else "e",
            leads={"n": "observation", "s": "galley", "e": "suit room", "w": "medbay"},
        ),
    )


def galley(coin: bool = True) -> tuple:
    item_line = "\nITEMS: brass coin (under a food tray)" if coin else "\nITEMS: none"
    return (
        "== GALLEY ==\nFood printers and a table with magnetic trays.\nEXITS: N > Hub" + item_line,
        R("galley", "n", coin=coin, leads={"n": "hub"}),
    )


def observation() -> tuple:
    return (
        "== OBSERVATION ==\nA blister of thick glass. The planet turns below, mostly cloud."
        "\nEXITS: S > Hub",
        R("observation", "s", leads={"s": "hub"}),
    )


def medbay() -> tuple:
    return (
        "== MEDBAY ==\nA scanner bed and a cabinet of sealed syringes.\nEXITS: E > Hub",
        R("medbay", "e", leads={"e": "hub"}),
    )


def suit_room() -> tuple:
    return (
        "== SUIT ROOM ==\nThree pressure suits hang in their frames like empty people.\n"
        "EXITS: W > Hub",
        R("suit room", "w", leads={"w": "hub"}),
    )


HATCH_SHUT = ("[!] Hatch is closed. Cycle it first.", K("refused", "closed"))
HATCH_OPENED = ("[OK] Hatch cycled open.", K("opened", "e"))
STOWED = ("[OK] Brass coin stowed.", K("took"))


# map B (a zoo, a children's game): Zoo Gate n Lion House, e Penguin Beach (little gate, shut
# at first), s Car Park; Lion House w Bug House (a 10p); Penguin Beach n Picnic Lawn.
def zoo_gate(gate_open: bool = False) -> tuple:
    state = "open" if gate_open else "shut"
    return (
        "ZOO GATE\nHooray, you are at the zoo! There is a big map with pictures on it.\n"
        "You can go: north to the Lion House, east to Penguin Beach (the little gate is "
        f"{state}), south to the car park.",
        R(
            "zoo gate",
            "n e s",
            closed="" if gate_open else "e",
            leads={"n": "lion house", "e": "penguin beach", "s": "car park"},
        ),
    )


def lion_house() -> tuple:
    return (
        "LION HOUSE\nRoar! The lions are asleep on a big rock, past the moat.\nYou can go: "
        "south to the Zoo Gate, west to the Bug House.",
        R("lion house", "s w", leads={"s": "zoo gate", "w": "bug house"}),
    )


def bug_house(coin: bool = True) -> tuple:
    penny = "\nLook! A shiny 10p coin on the floor!" if coin else ""
    return (
        "BUG HOUSE\nStick insects, beetles and a very big spider. Eek!\nYou can go: east "
        f"to the Lion House.{penny}",
        R("bug house", "e", coin=coin, leads={"e": "lion house"}),
    )


def penguin_beach() -> tuple:
    return (
        "PENGUIN BEACH\nThe penguins waddle and splash. Splish splosh!\nYou can go: west to the "
        "Zoo Gate, north to the Picnic Lawn.",
        R("penguin beach", "w n", leads={"w": "zoo gate", "n": "picnic lawn"}),
    )


def picnic_lawn() -> tuple:
    return (
        "PICNIC LAWN\nBenches and bins and a lot of pigeons.\nYou can go: south to Penguin Beach.",
        R("picnic lawn", "s", leads={"s": "penguin beach"}),
    )


GATE_SHUT = ("Oops! The little gate is shut. Open it first!", K("refused", "closed"))
GATE_OPENED = ("Creak! You open the little gate.", K("opened", "e"))


# map C (an office floor): Lift Lobby w Kitchenette (a 50p), e Open-Plan Office, n Boardroom
# (door shut at first), s the lifts; Open-Plan Office n the manager's office (locked).
def lobby(door_open: bool = False) -> tuple:
    door = "stands open" if door_open else "is shut"
    return (
        "You're in the lift lobby. Carpet tiles, a yucca in a pot, a sign for FLOOR 9. The "
        "kitchenette is west and the open-plan office is east. The boardroom door, north, "
        f"{door}. The lifts are south.",
        R(
            "lift lobby",
            "w e n s",
            closed="" if door_open else "n",
            leads={"w": "kitchenette", "e": "open-plan office", "n": "boardroom"},
        ),
    )


def kitchenette(coin: bool = True) -> tuple:
    coin_line = " A 50p sits by the kettle." if coin else ""
    return (
        "You're in the kitchenette. A kettle, a microwave, a sink full of mugs. The lift lobby "
        f"is east.{coin_line}",
        R("kitchenette", "e", coin=coin, leads={"e": "lift lobby"}),
    )


def open_plan() -> tuple:
    return (
        "You're in the open-plan office. Rows of desks, most of them empty. The lift lobby is "
        "west. The manager's office, north, is locked.",
        R("open-plan office", "w n", locked="n", leads={"w": "lift lobby"}),
    )


def boardroom() -> tuple:
    return (
        "You're in the boardroom. A long table, twelve chairs, a projector that nobody knows "
        "how to work. The door to the lift lobby is south.",
        R("boardroom", "s", leads={"s": "lift lobby"}),
    )


ITEMS = [
    # ---- map A: the space station ----
    item(
        hub(),
        "s",
        galley(),
        "take coin",
        STOWED,
        notes="the coin taken in the galley; its one way leads to the hub (visited): go back north",
    ),
    item(
        hub(),
        "w",
        medbay(),
        "e",
        hub(),
        notes="a loop back to the first room: west visited; north and south unvisited, the "
        "hatch east closed",
    ),
    item(
        hub(),
        "e",
        HATCH_SHUT,
        "open hatch",
        HATCH_OPENED,
        "e",
        suit_room(),
        notes="refused at the closed hatch, opened by its kind, walked through: the suit room's "
        "one way leads back to the hub",
    ),
    item(
        hub(),
        "n",
        observation(),
        "s",
        hub(),
        "s",
        galley(),
        "take coin",
        STOWED,
        "n",
        also(hub(), "The air recycler clicks and sighs."),
        notes="back in the hub a second time: north and south visited, west unvisited, the "
        "hatch east still closed: go west or open east",
    ),
    item(
        hub(),
        "w",
        medbay(),
        "w",
        ("[!] No passage in that direction.", K("refused")),
        notes="a refusal in the medbay: refused west; its one way east leads to the hub",
    ),
    item(
        hub(),
        "open hatch",
        HATCH_OPENED,
        "e",
        suit_room(),
        "w",
        hub(hatch_open=True),
        "s",
        galley(),
        "take coin",
        STOWED,
        "n",
        hub(hatch_open=True),
        notes="the hatch open, the suit room and the galley visited: north and west remain",
    ),
    item(
        hub(),
        "n",
        observation(),
        "s",
        hub(),
        "w",
        medbay(),
        "e",
        hub(),
        "open hatch",
        HATCH_OPENED,
        "e",
        suit_room(),
        "w",
        also(hub(hatch_open=True), "A voice on the intercom reads out the shift rota."),
        notes="seven turns: north, west and east visited, south (the galley) not: go south",
    ),
    # ---- map B: the zoo ----
    item(
        zoo_gate(),
        "n",
        lion_house(),
        "w",
        bug_house(),
        "get the 10p coin",
        ("Yay! You got the 10p!", K("took")),
        notes="the 10p taken; the bug house's one way leads to the lion house (visited): go east",
    ),
    item(
        zoo_gate(),
        "go east",
        GATE_SHUT,
        "open gate",
        GATE_OPENED,
        "go east",
        penguin_beach(),
        "GO NORTH",
        picnic_lawn(),
        notes="the little gate refused, opened and walked through; the picnic lawn's one way "
        "leads to penguin beach (visited)",
    ),
    item(
        zoo_gate(),
        "n",
        lion_house(),
        "s",
        zoo_gate(),
        notes="a loop back to the gate: north visited; east behind the shut gate and south "
        "unvisited: open east or go south",
    ),
    item(
        zoo_gate(),
        "n",
        lion_house(),
        "w",
        bug_house(),
        "take coin",
        ("Yay! You got the 10p! Put it somewhere safe.", K("took")),
        "e",
        lion_house(),
        notes="back in the lion house: south and west visited; the way back is south",
    ),
    item(
        zoo_gate(),
        "walk north",
        lion_house(),
        "walk north",
        ("Oops! That's the lions' moat! No way!", K("refused")),
        notes="refused north in the lion house; west (the bug house) is new",
    ),
    item(
        zoo_gate(),
        "open gate",
        GATE_OPENED,
        "e",
        penguin_beach(),
        "w",
        zoo_gate(gate_open=True),
        "n",
        lion_house(),
        "s",
        zoo_gate(gate_open=True),
        notes="back at the gate twice: north and east visited (the gate open), south not: go south",
    ),
    item(
        zoo_gate(),
        "open gate",
        GATE_OPENED,
        "head east",
        penguin_beach(),
        "go to the north",
        picnic_lawn(),
        "s",
        penguin_beach(),
        notes="back on penguin beach: west and north visited; the way back is west",
    ),
    # ---- map C: the office floor ----
    item(
        lobby(),
        "w",
        kitchenette(),
        "take coin",
        ("You pocket the 50p.", K("took")),
        notes="the 50p taken; the kitchenette's one way leads to the lobby (visited): go east",
    ),
    item(
        lobby(),
        "n",
        ("The boardroom door is shut.", K("refused", "closed")),
        "open north",
        ("You push the boardroom door open.", K("opened")),
        "n",
        boardroom(),
        notes="refused at the shut door, opened, walked through: the boardroom's one way leads "
        "to the lobby",
    ),
    item(
        lobby(),
        "move east",
        open_plan(),
        "move north",
        ("The manager's door is locked. She's on holiday.", K("refused", "locked")),
        notes="refused at the locked door: west visited, north locked: go back west",
    ),
    item(
        lobby(),
        "e",
        open_plan(),
        "w",
        lobby(),
        "w",
        kitchenette(),
        "take coin",
        ("You pocket the 50p. Someone will miss that.", K("took")),
        "e",
        lobby(),
        notes="back in the lobby: east and west visited; the boardroom door north shut and "
        "the lifts south unvisited: open north or go south",
    ),
    item(
        lobby(),
        "e",
        open_plan(),
        "e",
        ("There's only a window that way, and you're on the ninth floor.", K("refused")),
        "w",
        also(lobby(), "The lift pings, but nobody gets out."),
        notes="the refusal left in the open-plan office; back in the lobby east is visited",
    ),
    item(
        lobby(),
        "head west",
        kitchenette(),
        "take coin",
        ("You pocket the 50p. Nobody saw.", K("took")),
        "walk east",
        lobby(),
        "walk east",
        open_plan(),
        notes="the open-plan office: west visited (the way back), north locked: go west",
    ),
]
