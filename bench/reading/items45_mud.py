"""mud, forty-fifth round: seven walks (1-3 turns) in the salt mine at Wieliczka in a MUD manner of
a title, an indented description, an exit list with destinations ("Obvious exits:\\n North - the
Salt Lake Chamber\\n East - the stable door (closed)\\n West - the foreman's door (locked)"), the
people there and the prompt "<88hp 40mn 120mv> " (a Chapel of St Kinga whose stable door east is
closed at first and whose foreman's door west is locked; a Salt Lake Chamber; a Carvers' Gallery
with "A tarnished one-złoty coin lies in the salt dust here."; a Stable): "The stable door is
closed.", "You open the stable door. The smell of horses comes through.", "The foreman's door is
locked. A notice on it says NO ENTRY WITHOUT A LAMP TICKET.", "The tunnel that way was backfilled a
century ago.", "You get a tarnished one-złoty coin.", a return with the miner holding up his
carving; single rooms and short histories in other MUD families' manners: a spaceport's cargo bay
("You can move north, east and west."), a lamplighters' hall ("You see a single exit leading west.",
a one-millieme coin), a cooper's yard ("Exits: North (closed), East"), a looted pharmacy ("Exits:
[N] [W]", a handful of coins), a ferry landing ("[ obvious exits: N E ]") whose west is refused, a
boathouse loft ("Obvious exits: north to Rowing Tank, down to Slipway"), a harbour master's office
with an auction channel's doubloon, a collapsed adit's pile of silver coins beside a centipede, a
bailey ("Exits: north (to the Gatehouse, closed), west (to the Well)"), a kipper yard's smokehouse
door refused and opened, a status bar's "Exits: N W" over a signal loft, a score sheet's carried
gold coins, a lorry park (a one-cedi coin). What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the salt mine at Wieliczka: CHAPEL OF ST KINGA n SALT LAKE CHAMBER, e STABLE (a door,
# closed at first), w the foreman's door (locked); SALT LAKE CHAMBER w CARVERS' GALLERY (the
# złoty).

PROMPT = "<88hp 40mn 120mv> "


def chapel(door_open: bool = False, event: str = "") -> tuple:
    state = "open" if door_open else "closed"
    text = (
        "Chapel of St Kinga\n   Everything here is carved out of the rock salt: the altar, the "
        "saints along the walls, even the chandeliers, whose crystals are salt too. Your lamp "
        "makes the whole hall glitter.\nObvious exits:\n  North - the Salt Lake Chamber\n  "
        f"East  - the stable door ({state})\n  West  - the foreman's door (locked)\nA miner in a "
        "white cap is here, polishing a carving.\n"
    )
    if event:
        text += f"{event}\n"
    return (
        text + "\n" + PROMPT,
        R(
            "chapel of st kinga",
            "n e w",
            closed="" if door_open else "e",
            locked="w",
            leads={"n": "salt lake chamber"},
        ),
    )


LAKE = (
    "Salt Lake Chamber\n   A lake of brine fills most of the chamber, so heavy with salt that "
    "nothing could sink in it. Timber props hold up the roof in great criss-crossed stacks.\n"
    "Obvious exits:\n  South - the Chapel of St Kinga\n  West  - the Carvers' Gallery\n\n" + PROMPT,
    R("salt lake chamber", "s w", leads={"s": "chapel of st kinga", "w": "carvers' gallery"}),
)


def gallery(coin: bool = True) -> tuple:
    text = (
        "Carvers' Gallery\n   Figures cut from the salt stand along both walls: dwarves with "
        "picks, a king on his throne, a horse pulling a cart of salt. The floor is grey with "
        "salt dust.\nObvious exits:\n  East  - the Salt Lake Chamber\n"
    )
    if coin:
        text += "A tarnished one-złoty coin lies in the salt dust here.\n"
    return (
        text + "\n" + PROMPT,
        R("carvers' gallery", "e", coin=coin, leads={"e": "salt lake chamber"}),
    )


def stable(door_open: bool = False) -> tuple:
    state = "open" if door_open else "closed"
    return (
        "Stable\n   Stalls cut into the salt, a manger, harness on pegs. The ponies that lived "
        "down here never saw daylight.\nObvious exits:\n  West  - the stable door "
        f"({state})\nA pit pony dozes in its stall.\n\n" + PROMPT,
        R("stable", "w", closed="" if door_open else "w"),
    )


STABLE_SHUT = ("The stable door is closed.\n\n" + PROMPT, K("refused", "closed"))
FOREMAN = (
    "The foreman's door is locked. A notice on it says NO ENTRY WITHOUT A LAMP TICKET.\n\n"
    + PROMPT,
    K("refused", "locked"),
)

ITEMS = [
    item(
        chapel(),
        "east",
        STABLE_SHUT,
        "open east",
        ("You open the stable door. The smell of horses comes through.\n\n" + PROMPT, K("opened")),
        "east",
        stable(door_open=True),
        notes="The stable door, '(closed)' in the exit list, refused, opened by direction, "
        "walked through; in the stable west is the way back (visited, initial, all_visited).",
    ),
    item(
        chapel(),
        "north",
        LAKE,
        "west",
        gallery(),
        "get coin",
        ("You get a tarnished one-złoty coin.\n\n" + PROMPT, K("took")),
        notes="The złoty (a Polish coin) taken in the gallery; its only exit east is visited "
        "and initial: go east.",
    ),
    item(
        gallery(),
        "get coin",
        ("You get a tarnished one-złoty coin. Salt has crusted on it.\n\n" + PROMPT, K("took")),
        "east",
        LAKE,
        "south",
        chapel(),
        notes="Begun in the gallery: the coin taken, then the lake chamber and the chapel. In "
        "the chapel north is visited and initial; the stable door east is closed (open it); "
        "the foreman's door west is locked.",
    ),
    item(
        stable(),
        "west",
        (
            "The door is closed, and the pit pony watches you try it.\n\n" + PROMPT,
            K("refused", "closed"),
        ),
        "open door",
        ("You open the stable door.\n\n" + PROMPT, K("opened", "west")),
        "west",
        chapel(door_open=True),
        notes="Begun in the stable: its door refused, opened by 'open door', walked through. "
        "In the chapel east is visited and initial; the lake chamber north is unseen: go "
        "north.",
    ),
    item(
        LAKE,
        "north",
        ("The tunnel that way was backfilled a century ago.\n\n" + PROMPT, K("refused")),
        "south",
        chapel(),
        "west",
        FOREMAN,
        notes="A refusal toward no exit left in the lake chamber; in the chapel the foreman's "
        "door west refused as locked; north visited and initial; the stable door east is "
        "closed: open it.",
    ),
    item(
        chapel(),
        "n",
        LAKE,
        "s",
        chapel(event="The miner blows the salt dust off his carving and holds it up to the lamp."),
        notes="A return to the first room (no initial) with an event of the turn: north "
        "visited; the stable door east is still closed: open it.",
    ),
    item(
        LAKE,
        "w",
        gallery(),
        notes="One move into the gallery: the coin lies here (take it); east is visited, "
        "initial, all_visited.",
    ),
    item(
        (
            "Cargo Bay 3\nContainers stacked four high under orange sodium lights, and "
            "somewhere out of sight a loader whining as it backs up.\nYou can move north, east "
            "and west.\nA maintenance droid is here, buffing the deck.\n\n[Fuel 71%] > ",
            R("cargo bay 3", "n e w"),
        ),
        notes="'You can move north, east and west.': three exits, any of them is right.",
    ),
    item(
        (
            "Lamplighters' Hall\nLadders hang along the walls on iron hooks, and a long rack "
            "holds the poles with their little brass hooks and wicks. It smells of paraffin. "
            "You see a single exit leading west.\nA brass one-millieme coin lies forgotten "
            "under a ladder.\n\n120h, 98m ex-",
            R("lamplighters' hall", "w", coin=True),
        ),
        notes="'You see a single exit leading west.'; a one-millieme coin (an old Egyptian "
        "coin) under a ladder is in the room: take it.",
    ),
    item(
        (
            "Cooper's Yard\n  Staves soak in a trough, and new barrels, closed and branded, "
            "stand in rows waiting for the cart. A fire of shavings smoulders under an iron "
            "ring.\nExits: North (closed), East\nAn apprentice cooper is here, hammering a "
            "hoop down.\n\n> ",
            R("cooper's yard", "n e", closed="n"),
        ),
        notes="'North (closed)' is a closed door north (open it); east is open (go east). "
        "Closed barrels are no doors.",
    ),
    item(
        (
            "Looted Pharmacy\nShelves pulled down, pill bottles crunching underfoot, the "
            "counter smashed open. Whoever came through here took everything worth taking, "
            "except the loose change: a handful of coins is scattered across the floor.\n"
            "Exits: [N] [W]\n\nHP: 31/40  Infection: 12%  > ",
            R("looted pharmacy", "n w", coin=True),
        ),
        notes="'Exits: [N] [W]' are north and west; 'a handful of coins' on the floor is coin "
        "in the room: take it.",
    ),
    item(
        (
            "Ferry Landing\nA wooden landing stage on the river, its planks green with weed. "
            "The ferry bell hangs from a post, and the ferry itself is on the far bank.\n"
            "[ obvious exits: N E ]\n\n* HP:Healthy MV:Fresh > ",
            R("ferry landing", "n e"),
        ),
        "w",
        (
            "You'd need the ferry for that, and the ferry is on the other side.\n\n* HP:Healthy "
            "MV:Fresh > ",
            K("refused"),
        ),
        notes="West (the river) is no exit; the refusal stands (refused(west)). North and east "
        "are open, either is right.",
    ),
    item(
        (
            "Boathouse Loft\nOars on racks along the rafters, a pile of life jackets, a "
            "photograph of the 1987 eight with their arms folded.\nObvious exits: north to "
            "Rowing Tank, down to Slipway\n",
            R("boathouse loft", "n d", leads={"n": "rowing tank"}),
        ),
        notes="'down to Slipway' is down, outside the vocabulary; 'north to Rowing Tank' is "
        "the one exit of the vocabulary: go north.",
    ),
    item(
        (
            "Harbour Master's Office\n   Tide tables on the wall, a brass telescope on a "
            "stand, a kettle that has not been cold since 1962.\n[Exits: east south]\n[Auction] "
            "Nera: Lot 7, a gold doubloon from the wreck, minimum bid 300.\n[Auction] Osk: 310."
            "\n<140hp 72m 210mv> ",
            R("harbour master's office", "e s"),
        ),
        notes="The doubloon is an auction channel's lot, elsewhere in the game: no coin here. "
        "East and south are exits.",
    ),
    item(
        (
            "Collapsed Adit\n   The old workings end here in a heap of fallen rock and "
            "splintered props. Water drips steadily somewhere in the dark.\n[Exits: south]\n"
            "A small pile of silver coins lies here.\nA giant centipede is here, its feelers "
            "tasting the air.\n\n<61hp 30m 88mv> ",
            R("collapsed adit", "s", coin=True),
        ),
        notes="'A small pile of silver coins lies here.' is coin in the room: take it (the "
        "centipede does not change what a person reads as found).",
    ),
    item(
        (
            "Bailey\nThe castle's outer yard, mud trodden hard, a smithy's fire glowing against "
            "the curtain wall. Sentries pace the walk above.\nExits: north (to the Gatehouse, "
            "closed), west (to the Well)\nA guard sergeant is here.\n",
            R("bailey", "n w", closed="n", leads={"n": "gatehouse", "w": "well"}),
        ),
        notes="Exits with destinations; 'north (to the Gatehouse, closed)' is a closed door: "
        "open north and go west are both right.",
    ),
    item(
        (
            "Kipper Yard\nHerring split and hung in rows on tenter sticks, gulls on every roof "
            "ridge. The smokehouse is north; its door is closed. The quay is south.\n[Exits: "
            "north south]\n<97hp 50m 140mv> ",
            R("kipper yard", "n s", closed="n"),
        ),
        "north",
        ("The smokehouse door is closed.\n<97hp 50m 140mv> ", K("refused", "closed")),
        "open door",
        (
            "You open the smokehouse door. Smoke rolls out over the yard.\n<97hp 50m 140mv> ",
            K("opened", "north"),
        ),
        notes="Refused as closed, opened by 'open door' (the door refused): the refusal is "
        "cleared. North and south are both unseen and open: either is right.",
    ),
    item(
        (
            "Signal Loft\nA row of brass levers and a bell that rings when the next box "
            "offers a train. The line runs away into the fog in both directions.\n"
            "| HP 44/50 | Room: Signal Loft | Exits: N W |",
            R("signal loft", "n w"),
        ),
        notes="The exits are read from the status bar ('Exits: N W'): north and west.",
    ),
    item(
        (
            "Vinegar Cellar\n   Casks of vinegar run away into the dark, and the floor is "
            "sticky where something was spilled long ago.\n[Exits: north east]\n<77hp 41m "
            "102mv> ",
            R("vinegar cellar", "n e"),
        ),
        "score",
        (
            "You are Brannoc the lamplighter, level 7.\nYou are carrying 12 gold coins and 3 "
            "items.\nYou are hungry.\n<77hp 41m 102mv> ",
            K("none"),
        ),
        notes="The score sheet keeps the room; the 12 gold coins are carried by the player, "
        "not lying in the room: no coin found. The exits are the cellar's, north and east.",
    ),
    item(
        (
            "Lorry Park\nLorries painted with slogans, GOD'S TIME IS THE BEST and NO "
            "CONDITION IS PERMANENT, wait in the red dust with their bonnets up. Hawkers walk "
            "between them with trays of water sachets.\nObvious exits: north, east, south.\n"
            "A one-cedi coin lies in the dust.\n\n> ",
            R("lorry park", "n e s", coin=True),
        ),
        notes="A one-cedi coin (Ghanaian) in the dust: take it.",
    ),
]
