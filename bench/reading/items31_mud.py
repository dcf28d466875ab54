"""mud, thirty-first round: MUD rooms and walks in places no earlier round visited. Five walks (1-5
turns) on a samba school's float shed in ROM's manner with a prompt counting the days to Carnaval
("<150hp 210mv 12 days to Carnaval>"; The Float Shed with the feather store door north, shut at
first, the drum room east and the street gate west "chained and padlocked for the night";
Feather Store with "A one-real coin lies among the feathers."; Drum Room; Costume Loft with "A
fifty-centavo coin winks from a drift of sequins on the floor."): "The door is closed.", "You
open the door.", "You get a one-real coin.", "The gate is chained and padlocked.", a drummer
passing on a return. Single rooms and short walks in exit lines not printed before: Evennia's
"Exits: north, south, east and west" on a salt flat (a peso coin), Diku's "Obvious exits:" with
"South - Highway Gate (closed)" on a drive-in lot (a quarter in the gravel), LP's "Seaweed racks."
under a gossip line about a silver coin on the quay, "You can leave by: up." at the bottom of an
opal shaft (a seam of opal, a silver coin in the mullock), "Exits: south, west (closed)" in a
shieling where a crofter counts coins into a tin, a bonsai court's box hedge refused with the
room printed again (Both) and a glasshouse north of it ("You get a bronze coin."), a crow that
pecks at a copper coin in a sheepfold and flies off without it, "Exits: north east [south: door
closed]" at indigo vats, "Exits: west, north(locked)" in a mint's coining yard, an MSP sound
trigger left raw by a client ("!!SOUND(surf.wav V=60)"), who-is-here lines in Tamborim Alley, an
auction line selling gold doubloons over a fish market, a net between the stands and a pelota
court, "Leaving this room: north, east." in a pelota maker's workshop. What a person reads in
each text is declared beside it; the map facts are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "<150hp 210mv 12 days to Carnaval> "


def with_prompt(text: str) -> str:
    return f"{text}\n{PROMPT}"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before the prompt."""
    text, reading = step
    body = text[: -len(PROMPT) - 1]
    return (f"{body}\n{line}\n{PROMPT}", reading)


# The samba school: The Float Shed n Feather Store (door, shut at first; a one-real coin),
# e Drum Room, w street gate (locked; never passed); Drum Room n Costume Loft (a fifty-centavo
# coin).
def float_shed(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        with_prompt(
            "The Float Shed\nA cavern of corrugated iron, where half-built floats tower over you: "
            "a jaguar of chicken wire, a galleon of painted foam, a sun not yet gilded. Sparks "
            "drift down from a welder on the gantry. The feather store door, north, is "
            f"{state}. The drum room opens to the east. The big street gate, west, is chained "
            "and padlocked for the night.\n[Exits: north east west]"
        ),
        R(
            "the float shed",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "feather store", "e": "drum room"},
        ),
    )


def feather_store(coin: bool = True) -> tuple:
    piece = "\nA one-real coin lies among the feathers." if coin else ""
    return (
        with_prompt(
            "Feather Store\nSacks of dyed feathers, pink and green and gold, are heaped against "
            "every wall, and the air is full of fluff. The only way out is south."
            f"{piece}\n[Exits: south]"
        ),
        R("feather store", "s", coin=coin, leads={"s": "the float shed"}),
    )


def drum_room() -> tuple:
    return (
        with_prompt(
            "Drum Room\nRows of surdos and snare drums stand in their racks, their skins slack "
            "until the next rehearsal. The float shed is west; a passage north runs to the "
            "costume loft.\n[Exits: north west]"
        ),
        R("drum room", "n w", leads={"w": "the float shed", "n": "costume loft"}),
    )


def costume_loft(coin: bool = True) -> tuple:
    piece = "\nA fifty-centavo coin winks from a drift of sequins on the floor." if coin else ""
    return (
        with_prompt(
            "Costume Loft\nRails of costumes sag under the weight of their sequins, and a "
            "headdress of ostrich plumes waits on a dummy. The passage south is the only way "
            f"out.{piece}\n[Exits: south]"
        ),
        R("costume loft", "s", coin=coin, leads={"s": "drum room"}),
    )


def reply(text: str, reading: K) -> tuple:
    return (with_prompt(text), reading)


BONSAI_COURT = (
    with_prompt(
        "Bonsai Court\nRows of tiny trees stand on stone benches, each of them older than you. "
        "A hedge of clipped box closes off the east side.\nExits: north, west"
    ),
    R("bonsai court", "n w"),
)

ITEMS = [
    # ---- walks in the samba school ----
    item(
        float_shed(),
        "n",
        reply("The door is closed.", K("refused", "closed")),
        "open north",
        reply("You open the door.", K("opened")),
        "n",
        feather_store(),
        "get coin",
        reply("You get a one-real coin.", K("took")),
        "s",
        float_shed(door_open=True),
        notes="the feather store door refused, opened and walked through, the coin got, the "
        "float shed seen again with its door open: north visited, the drum room east not yet; "
        "the street gate west locked",
    ),
    item(
        float_shed(),
        "e",
        drum_room(),
        "n",
        costume_loft(),
        notes="through the drum room to the costume loft, where a fifty-centavo coin lies in "
        "the sequins: take it",
    ),
    item(
        float_shed(),
        "w",
        reply("The gate is chained and padlocked.", K("refused", "locked")),
        notes="the street gate refused as chained and padlocked: locked, no open; the shut "
        "feather store door and the drum room remain",
    ),
    item(
        float_shed(),
        "e",
        drum_room(),
        notes="the drum room: west visited (the way in), the passage north to the costume loft "
        "not yet: go north",
    ),
    item(
        float_shed(),
        "east",
        drum_room(),
        "north",
        costume_loft(),
        "get coin",
        reply("You get a fifty-centavo coin.", K("took")),
        "south",
        also(drum_room(), "A drummer wanders through, tapping a tamborim."),
        notes="a loop: the coin got in the loft and the drum room seen again (the drummer an "
        "event of the turn): both ways visited; the way back is west",
    ),
    # ---- single rooms and short walks ----
    item(
        "Salt Flat\nWhite to the edge of the world, the crust cracked into hexagons. A line of "
        "stakes marks the track.\nExits: north, south, east and west\nYou see: a surveyor's "
        "stake and a peso coin",
        R("salt flat", "n s e w", coin=True),
        notes="Evennia's exit line gives all four ways; a peso coin among the things seen is "
        "a coin",
    ),
    item(
        with_prompt(
            "The Lot\nCars are parked nose-first toward the screen, each beside a speaker post "
            "on a pole.\nObvious exits:\nNorth - The Screen Tower\nSouth - Highway Gate "
            "(closed)\nA quarter lies here in the gravel."
        ),
        R("the lot", "n s", closed="s", coin=True),
        notes="Diku's exit list with destinations: south is a closed gate; a quarter in the "
        "gravel is a coin",
    ),
    item(
        "[gossip] Marra: anyone seen a silver coin on the quay? dropped mine this morning\n"
        "Seaweed racks.\nLong wooden racks stand in rows on the machair, hung with wrack drying "
        "in the wind.\nThere are two obvious exits: east and south.",
        R("seaweed racks", "e s"),
        notes="a gossip line about a coin lost on the quay is no coin here; LP's room name "
        "drops its full stop; two obvious exits",
    ),
    item(
        "Bottom of the Shaft\nA ladder climbs toward a small square of daylight far above. A "
        "seam of opal shows in the sandstone wall, and a silver coin lies in the mullock at "
        "your feet.\nYou can leave by: up.",
        R("bottom of the shaft", "u", coin=True),
        notes="an opal mine: the only way is up (outside the vocabulary); the opal is no coin, "
        "the silver coin is: take it",
    ),
    item(
        with_prompt(
            "The Shieling\nA turf hut on the summer grazing, with a smoky fire and a bed of "
            "heather.\nExits: south, west (closed)\nA crofter is here, counting coins into a "
            "tobacco tin."
        ),
        R("the shieling", "s w", closed="w"),
        notes="the crofter's coins are his, going into his tin: no coin in the room; west is a "
        "closed door",
    ),
    item(
        BONSAI_COURT,
        "east",
        (
            with_prompt("The box hedge is too dense to get through.") + "\n\n" + BONSAI_COURT[0],
            Both(K("refused"), BONSAI_COURT[1]),
        ),
        notes="a move into the hedge refused and the court printed again in the same text: "
        "refused(east) (the hedge was never an exit)",
    ),
    item(
        "The Sheepfold\nDry-stone walls, a stone trough, and the smell of sheep.\nExits: north "
        "east\nA crow lands, pecks at a copper coin lying in the dust, and flies off without "
        "it.",
        R("the sheepfold", "n e", coin=True),
        notes="the crow leaves the copper coin where it lay: a coin in the room",
    ),
    item(
        with_prompt(
            "Indigo Vats\nSunk into the floor, a dozen clay vats breathe out a smell of "
            "fermenting leaves; the dyers are blue to the elbow.\nExits: north east [south: "
            "door closed]"
        ),
        R("indigo vats", "n e s", closed="s"),
        notes="an exit line that gives a closed door in brackets: south closed, north and east "
        "open",
    ),
    item(
        "Coining Yard\nCobbles worn hollow by the mule carts. A guard in a breastplate leans on "
        "his halberd by the treasury door.\nExits: west, north(locked)",
        R("coining yard", "w n", locked="n"),
        notes="a mint's yard with no coin in it; north is locked (no open): go west",
    ),
    item(
        "!!SOUND(surf.wav V=60)\nThe Breakwater\nSpray bursts over the granite blocks and "
        "runs back hissing between them.\nExits: north, west",
        R("the breakwater", "n w"),
        notes="an MSP sound trigger a client left raw above the room changes nothing",
    ),
    item(
        with_prompt(
            "Tamborim Alley\nBunting zigzags overhead between the balconies.\nExits: north, "
            "south\nTeodora, a passista in green feathers, is here, practising her steps.\nA "
            "stray dog is here, asleep in a doorway."
        ),
        R("tamborim alley", "n s"),
        notes="who-is-here lines name a dancer and a dog, no coin; north and south",
    ),
    item(
        "[auction] Jorge: 3 gold doubloons, going cheap, bids to me\nFish Market\nIce, scales "
        "and gulls; the catch is laid out on marble slabs.\nExits: east, south, west",
        R("fish market", "e s w"),
        notes="doubloons offered on the auction channel are no coins in the room",
    ),
    item(
        (
            with_prompt(
                "The Stands\nWooden benches climb above the court, and a net hangs in front of "
                "them to keep the pelota off the crowd.\nExits: north, up"
            ),
            R("the stands", "n u"),
        ),
        "south",
        reply("A net hangs between you and the court.", K("refused")),
        notes="a move toward the court refused: refused(south) (never an exit); north is an "
        "exit, up is outside the vocabulary",
    ),
    item(
        BONSAI_COURT,
        "north",
        (
            with_prompt(
                "Glasshouse\nMaples in shallow pots, misted every hour by a hissing pipe.\n"
                "Exits: south\nA bronze coin lies under a bench."
            ),
            R("glasshouse", "s", coin=True),
        ),
        "get coin",
        reply("You get a bronze coin.", K("took")),
        notes="the bronze coin got in the glasshouse; its only way, south, is back to the "
        "bonsai court: go south",
    ),
    item(
        "Pelota Workshop\nBalls of goatskin wait to be stitched, and a cesta of woven chestnut "
        "hangs drying on a nail.\nLeaving this room: north, east.\n2 silver coins glint in the "
        "sawdust.",
        R("pelota workshop", "n e", coin=True),
        notes='"Leaving this room: north, east." lists the exits; two silver coins in the '
        "sawdust are coins",
    ),
]
