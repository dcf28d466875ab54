"""mud, twentieth round: walks in a circus's winter quarters on a Diku-like MUD (a heading, an
indented paragraph, "[Exits: ...]", things lying here, a prompt "<98hp 40m 110mv>"), on one
symmetric tree map fixed first and printed by functions, so a room reads the same on every
visit: the Sawdust Ring (north the Elephant Barn, east Wagon Row, west the Costume Store behind
a door, shut at first), Wagon Row (north the Cookhouse, east the Clown Wagon behind its door,
shut at first), the Cookhouse (a hatch north, locked). NPCs and events between turns ("A
monkey chatters from the rafters."), replies that keep the room ("Huh?!?", "Ok.", "You get ...",
"You are carrying:", a score line, an emote), refusals in the middle of walks ("The door is
closed.", "You can't go that way.", "The hatch is locked tight."), doors opened and closed
again, loops back to the ring; moves spelled `n`, `e`, `w`, `s`, `north`, `east`, `go west`,
`walk e`, `run n`. Four single rooms with exit lines of new shapes close the style. What a
person reads in each text is declared beside it; the map facts are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = "\n\n<98hp 40m 110mv> "


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it (before the prompt)."""
    text, reading = step
    body = text.removesuffix(PROMPT)
    return (f"{body}\n{line}{PROMPT}", reading)


# the map: Sawdust Ring n Elephant Barn, e Wagon Row, w Costume Store (door);
# Wagon Row n Cookhouse, e Clown Wagon (door); Cookhouse n: hatch (locked).
def ring(store_open: bool = False) -> tuple:
    state = "stands open" if store_open else "is closed"
    return (
        "The Sawdust Ring\n   The practice ring of the winter quarters lies under a patched "
        "canvas roof, its sawdust raked into rings. The smell of the elephant barn drifts from "
        f"the north. The costume store's door, to the west, {state}.\n"
        "[Exits: north east west]\nA rolled-up safety net lies here." + PROMPT,
        R(
            "the sawdust ring",
            "n e w",
            closed="" if store_open else "w",
            leads={"n": "elephant barn"},
        ),
    )


def barn(coin: bool = False) -> tuple:
    extra = "\nA dull copper coin lies in the straw." if coin else ""
    return (
        "Elephant Barn\n   A great grey elephant sways in her stall, chained by one foot. Hay "
        "is piled to the beams.\n[Exits: south]\nOld Bess the elephant is here, swaying gently."
        f"{extra}" + PROMPT,
        R("elephant barn", "s", coin=coin),
    )


def row(clown_open: bool = False) -> tuple:
    state = "open" if clown_open else "shut"
    return (
        "Wagon Row\n   Painted wagons stand wheel to wheel in the mud, their shutters up for "
        f"the winter. The door of the clown wagon, east, is {state}. A cookhouse chimney smokes "
        "to the north.\n[Exits: north east west]" + PROMPT,
        R(
            "wagon row",
            "n e w",
            closed="" if clown_open else "e",
            leads={"n": "the cookhouse"},
        ),
    )


def wagon(coin: bool = True, door_open: bool = True) -> tuple:
    state = "open" if door_open else "shut"
    extra = "\n3 gold coins lie here." if coin else ""
    return (
        "Inside the Clown Wagon\n   A tiny room of mirrors, wigs and greasepaint. A bicycle "
        f"with one wheel hangs on the wall. The door, west, is {state}.\n[Exits: west]"
        f"{extra}" + PROMPT,
        R("inside the clown wagon", "w", closed="" if door_open else "w", coin=coin),
    )


def cookhouse() -> tuple:
    return (
        "The Cookhouse\n   Long tables and a range big enough for a troupe. The hatch to the "
        "north, where the stores come in, is padlocked.\n[Exits: north south]\nCookie the chef "
        "is here, stirring a vat of stew." + PROMPT,
        R("the cookhouse", "n s", locked="n"),
    )


def store(coin: bool = False, door_open: bool = True) -> tuple:
    state = "open" if door_open else "closed"
    extra = "\nA silver coin lies here, half under a sequinned cape." if coin else ""
    return (
        "Costume Store\n   Racks of spangled costumes, boxes of feathers and a dressmaker's "
        f"dummy in a ringmaster's coat. The door east is {state}.\n[Exits: east]{extra}" + PROMPT,
        R("costume store", "e", closed="" if door_open else "e", coin=coin),
    )


def reply(line: str, reading: K) -> tuple:
    return (line + PROMPT, reading)


MONKEY = "A monkey chatters from the rafters."
TRUMPET = "Old Bess trumpets, and the whole barn shakes."
STEW = "Cookie bangs a ladle on the side of the vat."

ITEMS = [
    item(
        ring(),
        "n",
        barn(coin=True),
        "get coin",
        reply("You get a dull copper coin.", K("took")),
        "s",
        ring(),
        "e",
        also(row(), MONKEY),
        notes="the coin taken in the barn, then through the ring to Wagon Row: west visited and "
        "the way in; north and the shut clown wagon door are unexplored",
    ),
    item(
        row(),
        "open door",
        reply("You open the door.", K("opened", "e")),
        "e",
        wagon(),
        notes="the clown wagon's door opened by its kind (east), the wagon entered: '3 gold "
        "coins lie here' is coins in the room: take them",
    ),
    item(
        ring(),
        "w",
        reply("The door is closed.", K("refused", "closed")),
        "e",
        row(),
        "n",
        cookhouse(),
        "n",
        reply("The hatch is locked tight." + "\n" + STEW, K("refused")),
        notes="the store's refusal left in the ring; the cookhouse hatch refused: locked, no "
        "open; south is visited and the way in: go south",
    ),
    item(
        barn(),
        "s",
        ring(),
        "e",
        row(),
        "w",
        ring(),
        "open west",
        reply("You open the door.", K("opened")),
        "w",
        store(coin=True),
        notes="a loop through Wagon Row and back, the store's door opened and entered: the "
        "silver coin under the cape is a coin here",
    ),
    item(
        ring(),
        "e",
        row(),
        "n",
        cookhouse(),
        "s",
        row(),
        "w",
        ring(),
        "n",
        barn(),
        "s",
        also(ring(), TRUMPET),
        notes="six moves back to the first room: north and east visited, the store door west "
        "still shut: open it",
    ),
    item(
        wagon(coin=False, door_open=False),
        "open door",
        reply("You open the door.", K("opened", "w")),
        "w",
        row(clown_open=True),
        "n",
        cookhouse(),
        "s",
        also(row(clown_open=True), STEW),
        notes="from the wagon out to the row and up to the cookhouse and back: north and east "
        "visited, west (the ring) not: go west; east is the way first entered",
    ),
    item(
        store(door_open=True),
        "e",
        ring(store_open=True),
        "close door",
        reply("You close the door.", K("none")),
        "look",
        also(ring(), MONKEY),
        notes="the store door closed again from the ring ('You close the door.' alone, then a "
        "look that shows it closed): west closed and visited; north and east unexplored",
    ),
    item(
        row(clown_open=True),
        "e",
        wagon(coin=True),
        "get coins",
        reply("You get 3 gold coins.", K("took")),
        "w",
        row(clown_open=True),
        "w",
        ring(),
        "wave",
        reply("You wave.\n" + TRUMPET, K("none")),
        notes="the coins taken in the wagon, then to the ring: east "
        "visited and the way in; north unexplored, west behind a shut door",
    ),
    item(
        cookhouse(),
        "s",
        row(),
        "e",
        reply("The door is closed.", K("refused", "closed")),
        "s",
        reply("You can't go that way." + "\n" + MONKEY, K("refused")),
        notes="two refusals in a row in Wagon Row: east at the closed door (refused and "
        "closed), south no way (refused); north visited and the way in; west unexplored",
    ),
    item(
        ring(),
        "walk e",
        row(),
        "inventory",
        reply("You are carrying:\n     a bag of peanuts", K("none")),
        "run n",
        cookhouse(),
        "n",
        reply("The hatch is locked tight.", K("refused")),
        "unlock hatch",
        reply("You lack the key.", K("none")),
        notes="an inventory and an unlock without a key keep the room; the hatch refused and "
        "locked: go back south",
    ),
    item(
        barn(coin=True),
        "north",
        reply("You can't go that way.", K("refused")),
        "get coin",
        reply("You get a dull copper coin.\nOld Bess flaps her ears at you.", K("took")),
        notes="a refusal north in the barn (no way), then the coin taken: the barn's only way "
        "south; a first room, no initial: go south",
    ),
    item(
        ring(store_open=True),
        "go west",
        store(coin=False),
        "wear coat",
        reply("Huh?!?", K("none")),
        "go east",
        ring(store_open=True),
        "go east",
        row(),
        "go west",
        also(ring(store_open=True), "A clown cartwheels across the ring and out again."),
        notes="'Huh?!?' keeps the store; back in the ring west and east are visited, north (the "
        "barn) is not: go north",
    ),
    item(
        row(),
        "w",
        ring(),
        "n",
        barn(),
        "score",
        reply("You have scored 12 points in 41 turns. Gold: 0.", K("none")),
        notes="a score line keeps the barn; 'Gold: 0.' names no coin here; south is the way in: "
        "go south",
    ),
    item(
        store(coin=False, door_open=False),
        "open door",
        reply("You open the door.", K("opened", "e")),
        "e",
        ring(store_open=True),
        "e",
        row(),
        "e",
        reply("The door is closed.", K("refused", "closed")),
        "open door",
        reply("You open the door.\n" + STEW, K("opened", "e")),
        notes="a refusal at the clown wagon's door cleared by opening it; west visited and the "
        "way in: east and north unexplored",
    ),
    item(
        (
            "Menagerie Yard\n   Empty cages on iron wheels stand in a ring around a trough. A "
            "painted sign reads LIONS - DO NOT FEED.\nVisible exits: north, west" + PROMPT,
            R("menagerie yard", "n w"),
        ),
        notes="a single room: 'Visible exits: north, west' lists the exits: go north or west",
    ),
    item(
        (
            "Ticket Wagon\n   A cash drawer stands open and empty. Roll tickets hang from a "
            "peg. Prices are chalked up: ADULTS 2 COPPER, CHILDREN 1.\n=== Exits: E ===\n"
            "Madame Zelda the ticket seller is here, counting coins into a tin." + PROMPT,
            R("ticket wagon", "e"),
        ),
        notes="prices in copper and coins a ticket seller counts into her tin are not coins "
        "lying in the room; an empty cash drawer; '=== Exits: E ===' is east",
    ),
    item(
        (
            "High Wire Platform\n   A plank platform thirty feet above the practice ring. The "
            "wire itself was taken down for the winter.\n"
            "Exits -> down" + PROMPT,
            R("high wire platform", "down"),
        ),
        notes="a platform whose only way is down, outside the vocabulary: no facts, no action",
    ),
    item(
        (
            "Horse Lines\n   A row of stalls under a long roof; a grey pony dozes. A tack room "
            "door to the south is locked.\nYou see exits: south and east.\n"
            "A silver denarius lies here, trodden into the mud." + PROMPT,
            R("horse lines", "s e", locked="s", coin=True),
        ),
        notes="'You see exits: south and east.' with a locked tack room door south; the denarius "
        "is a coin in the room: take it",
    ),
    item(
        ring(),
        "e",
        row(),
        "east",
        reply("The door is closed.", K("refused", "closed")),
        "open door",
        reply("You open the door.", K("opened", "e")),
        "east",
        also(wagon(coin=True), "A squeaking horn sounds somewhere under the wigs."),
        notes="refused at the clown wagon's closed door, opened, entered: the coins are here",
    ),
    item(
        row(clown_open=True),
        "w",
        ring(),
        "w",
        reply("The door is closed.\n" + TRUMPET, K("refused", "closed")),
        notes="the costume store's door is closed: refused and closed; east visited and the way "
        "in; north unexplored: go north or open west",
    ),
]
