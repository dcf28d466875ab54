"""refusal, twenty-fifth round: moves the game refused, in wordings and places no earlier round
used: a dam's spillway ("two hundred feet straight down"), a fire lookout's rail and roof (a
refused `climb up`: no fact), a maple evaporator's roaring firebox, a mushroom tunnel bricked up
in 1940 with the room printed again (Both), a fireworks magazine "without a permit" (a door whose
state was not given turns out locked), a smart speaker's "Sorry, you can't go east from here.", a
sat-nav's "Recalculating... There is no route west", an onsen attendant's bow, a reindeer herd in
a gully, a curling official, deadfall timber and muskeg (two refusals in a row), machine-
translated "There the wall is." with the room (Both), a padlocked paddock gate, an icebreaker's
watertight door dogged shut then opened, a surgery door unlocked that does not swing open (the
refusal kept), a wall of barrels left in an earlier room, a Telegram bot's "⛔ No way west." with
the room (Both), TextWorldExpress's "Unknown action" then `look around`, TextWorld's refusal then
a look, a nurse who props the ward door open after a `wait` (cleared). What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def boiling_room() -> tuple:
    return (
        "Boiling Room\n"
        "The evaporator fills the east end of the room, its firebox roaring under the long pan, "
        "and the steam is so thick you can hardly see the rafters. The door is south; the "
        "woodshed is through the opening to the west.",
        R("boiling room", "s w", leads={"w": "woodshed"}),
    )


def tunnel_mouth() -> str:
    return (
        "Tunnel Mouth\n"
        "Racks of oyster mushrooms stand in the half-light just inside the old railway tunnel. "
        "The tunnel goes no further than the racks. The yard is south and the packing room "
        "east.\n"
    )


def wash_room() -> str:
    return "You are located in wash room. Exit are to south direction and to east direction."


def crocus_field() -> str:
    return (
        "📍 Crocus Field\n"
        "Purple flowers as far as the stone wall, and pickers bent double between the rows.\n\n"
        "[⬆️ North]  [➡️ East]"
    )


def backyard() -> tuple:
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "garden, that has nothing on it. You also see a clothes line, that has nothing on it. \n"
        "To the North you see the kitchen. To the West you see a closed patio door. ",
        R("backyard", "n w", closed="w"),
    )


PAD = " " * 128


def twine_store(moves: int) -> tuple:
    return (
        "\n\n-= Twine Store =-\n"
        "You are in a twine store. An ordinary kind of place.\n\n\n\n"
        "There is an exit to the north. Don't worry, it is unblocked. There is a closed pecan "
        "door leading east.\n\n\n\n"
        f">{PAD}-= Twine Store =-0/{moves}",
        R("twine store", "n e", closed="e"),
    )


ITEMS = [
    item(
        (
            "Gate Gantry\n"
            "A steel gantry runs above the spillway gates, and the winding gear for each gate "
            "stands in a row along it. The gantry runs east to the control house and west to the "
            "far abutment.",
            R("gate gantry", "e w", leads={"e": "control house", "w": "far abutment"}),
        ),
        "go south",
        (
            "South of the gantry is the spillway, and it is two hundred feet straight down. You "
            "decide against it.",
            K("refused"),
        ),
        notes="a way never given (the spillway's drop) refused: refused south; go east or west",
    ),
    item(
        (
            "Catwalk\n"
            "A narrow catwalk with a waist-high rail runs round the outside of the lookout cab. "
            "The cab door is north of you, standing open.",
            R("catwalk", "n"),
        ),
        "climb up",
        (
            "The roof of the cab is too steep to climb, and there is nothing up there but the "
            "lightning rod.",
            K("refused"),
        ),
        "west",
        (
            "You look over the rail at the forty-foot drop and stay exactly where you are.",
            K("refused"),
        ),
        notes="a refused `climb up` is no fact (outside the vocabulary); a refused west stands; "
        "the cab door north is open: go north",
    ),
    item(
        boiling_room(),
        "east",
        ("The evaporator's firebox is in the way, and it's roaring.", K("refused")),
        "look",
        boiling_room(),
        notes="a refusal by a thing in the way, then a look that shows no way east: refused "
        "east stands; go south or west",
    ),
    item(
        (tunnel_mouth(), R("tunnel mouth", "s e")),
        "north",
        (
            "That end of the tunnel was bricked up in 1940, and the bricks are still there.\n\n"
            + tunnel_mouth(),
            Both(K("refused"), R("tunnel mouth", "s e")),
        ),
        notes="a refusal and the room printed again in one text: refused north; go south or east",
    ),
    item(
        (
            "Magazine Yard\n"
            "Sandbags are heaped around a low brick building with a red door. The magazine door "
            "is north of you. The gate out of the yard is south.",
            R("magazine yard", "n s"),
        ),
        "north",
        (
            "Nobody goes into the magazine without a permit, and you haven't got one. The door "
            "stays locked.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given, refused as locked: refused north, locked (no "
        "`open`): go south",
    ),
    item(
        (
            "Okay. You're in the drying room. There's a door to the north and a passage to the "
            "west. Nothing else in here but the racks.",
            R("drying room", "n w"),
        ),
        "go east",
        ("Sorry, you can't go east from here. You can go north or west.", K("refused")),
        notes="a smart speaker's refusal that lists the ways: refused east; go north or west",
    ),
    item(
        (
            "You have arrived at: Reservoir Car Park. Continue north for the dam, or east for the "
            "visitor centre.",
            R("reservoir car park", "n e", leads={"n": "dam", "e": "visitor centre"}),
        ),
        "go west",
        ("Recalculating... There is no route west from here.", K("refused")),
        notes="a sat-nav's refusal: refused west; go north or east",
    ),
    item(
        (
            "Lantern Corridor\n"
            "Paper lanterns light a polished corridor of cedar boards. The outdoor bath is north "
            "and the changing room south.",
            R("lantern corridor", "n s"),
        ),
        "west",
        (
            "The attendant bows low and gestures you away. That way is the women's bath.",
            K("refused"),
        ),
        notes="a person turning the player from a way the room never named: refused west",
    ),
    item(
        (
            "Corral Gate\n"
            "Hoofprints churn the snow around the gate. The camp is north and the birch wood "
            "west.",
            R("corral gate", "n w"),
        ),
        "east",
        (
            "The herd is bunched in the gully to the east. Go in there and you would be trampled.",
            K("refused"),
        ),
        notes="a herd in a gully refuses east (a way never given): go north or west",
    ),
    item(
        (
            "Rinkside\n"
            "A bench runs along the boards beside sheet B, and the stones rest in a row by the "
            "hack. The spectators' gallery is south; the changing rooms are west.",
            R("rinkside", "s w"),
        ),
        "north",
        (
            "An official in a white jacket waves you back: the ice is for players in proper shoes.",
            K("refused"),
        ),
        notes="an official's refusal of the ice, a way the room never gave: refused north; go "
        "south or west",
    ),
    item(
        (
            "Trail Fork\n"
            "Spruce crowd in on both sides, and a blaze on a trunk marks the way. The trail goes "
            "east toward the lake and south to the cabin.",
            R("trail fork", "e s"),
        ),
        "north",
        (
            "Deadfall timber lies across the way north, chest-high and tangled. You can't get "
            "past.",
            K("refused"),
        ),
        "west",
        ("West there is nothing but muskeg, and you would sink to your knees.", K("refused")),
        notes="two refusals in a row: refused north and west; go east or south",
    ),
    item(
        (wash_room(), R("wash room", "s e")),
        "north",
        (
            "It is not possible to go in this direction. There the wall is.\n\n" + wash_room(),
            Both(K("refused"), R("wash room", "s e")),
        ),
        notes="machine-translated: a refusal and the room again in one text: refused north; go "
        "south or east",
    ),
    item(
        (
            "Station Yard\n"
            "The wind cups spin on their mast above the yard. The gate to the paddock is east. "
            "The instrument hut is north.",
            R("station yard", "e n", leads={"n": "instrument hut"}),
        ),
        "east",
        ("The gate is padlocked to keep the sheep out.", K("refused", "locked")),
        notes="a gate whose state was not given, refused as padlocked (locked): go north",
    ),
    item(
        (
            "Engine Flat\n"
            "The diesels thunder on either side of a steel walkway. The watertight door aft, to "
            "the south, is shut and dogged. A ladder goes up to the mess deck, and the shaft "
            "tunnel runs forward, north.",
            R("engine flat", "s up n", closed="s"),
        ),
        "south",
        (
            "The watertight door is dogged shut. You'd have to knock off the dogs first.",
            K("refused", "closed"),
        ),
        "open south",
        ("You knock off the dogs one by one and swing the door open.", K("opened")),
        notes="a closed door refused, then opened: the refusal is cleared; south open, north "
        "open: either",
    ),
    item(
        (
            "Kennel Passage\n"
            "Dogs bark from the kennel runs out of sight. The surgery door is east of you. The "
            "waiting room is west.",
            R("kennel passage", "e w"),
        ),
        "east",
        ("The surgery door is locked.", K("refused", "locked")),
        "unlock east door with key",
        ("The key turns, but the door does not swing open by itself.", K("unlocked")),
        notes="a door refused as locked, then unlocked: still closed, the refusal kept: open "
        "east or go west",
    ),
    item(
        (
            "Tasting Room\n"
            "Glasses stand upside down on a cloth, waiting. The cask hall is north. A door to the "
            "east leads out to the yard.",
            R("tasting room", "n e", leads={"n": "cask hall"}),
        ),
        "west",
        ("There's only a wall of barrels that way.", K("refused")),
        "north",
        (
            "Cask Hall\n"
            "Barrels are racked four high under a vaulted roof, each chalked with a year. The "
            "tasting room is south, and an archway leads east to the bottling line.",
            R("cask hall", "s e", leads={"s": "tasting room"}),
        ),
        notes="a refusal left in the earlier room does not stand; south is the way in, "
        "visited: go east",
    ),
    item(
        (crocus_field(), R("crocus field", "n e")),
        "/west",
        ("⛔ No way west.\n\n" + crocus_field(), Both(K("refused"), R("crocus field", "n e"))),
        notes="a Telegram bot's refusal with the room and its buttons again: refused west; go "
        "north or east",
    ),
    item(
        backyard(),
        "move east",
        ("Unknown action: I'm not sure what you mean.", K("refused")),
        "look around",
        backyard(),
        notes="TextWorldExpress's 'Unknown action' after a move toward no exit is a refusal (the "
        "ninth round's call); north open, the patio door west closed",
    ),
    item(
        twine_store(1),
        "go west",
        (f"\nYou can't go that way.\n\n\n>{PAD}-= Twine Store =-0/2", K("refused")),
        "look",
        twine_store(3),
        notes="TextWorld's refusal of a way never given, then a look: refused west; go north or "
        "open east",
    ),
    item(
        (
            "Dispensary\n"
            "Brown bottles stand in rows behind the counter. The door to the ward, east, is "
            "shut. The hospital corridor is north.",
            R("dispensary", "e n", closed="e"),
        ),
        "east",
        ("The ward door is shut. Visiting starts at two.", K("refused", "closed")),
        "wait",
        (
            "Time passes. A nurse opens the ward door, props it open with a chair and bustles "
            "off down the corridor.",
            R(None, "e n"),
        ),
        notes="a closed door refused, then opened by another character and left open: read as "
        "the room's description again (the ninth round's way), the refusal cleared: go east or "
        "north",
    ),
]
