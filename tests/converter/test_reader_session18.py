"""The reader on what session 18 found (issue 41; docs/converter.md, "Session 18"): servers'
and authoring systems' own output (CircleMUD's room numbers and flags, a MUSH's exit keys, an
exit list's notes, titles stopped by a full stop, prompts of counters, banners), coins named
by their value, money that names no coin here (a likeness, a unit, a label, a coin taken away
or pocketed by someone), lists of views, a game's own exit list as its complete list of ways,
and doors named as "the other", "the one", "the second" or by the place behind them. Each
text here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("You are in the ferryman's hut. The door is west.", "ferryman's hut"),
        ("You are in your bedroom. The door is west.", "bedroom"),
        (
            "[ 4410] The Tallow Shop [ INDOORS ] [ SHOP ]\n   Candles.\n[ Exits: n ]",
            "The Tallow Shop",
        ),
        (
            "The Lime Kiln.\n    Heat shimmers over the kiln mouth.\n    Exits: north.",
            "The Lime Kiln",
        ),
        ("{ Chapel of the Drowned }\nA door is west.", "Chapel of the Drowned"),
        ("{cThe Net Loft{x\n  Nets hang drying. The stair is south.", "The Net Loft"),
        (
            "You are in the sail loft, a long room whose floor, white with chalk, smells of"
            " tar. The door is west.",
            "sail loft",
        ),
        (
            "TALLOW AND WICK\nA text adventure\n\nYou are in the chandlery.\nExits : east",
            "chandlery",
        ),
    ],
)
def test_the_room_a_text_names(full, text, room):
    assert full.convert(text, []).room == room


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a coin named by its value
            "Launderette\nA 20p sits on top of the dryer. The door is south.",
            {"find(coin)", "find(south)"},
        ),
        (  # money that names no coin lying here
            "Pond Garden\nLily pads as round as saucers and as wide as cartwheels cover the"
            " water. The gate is east.",
            {"find(east)"},
        ),
        (
            "Toll Booth\nA painted board lists the fares in pennies. The road goes north.",
            {"find(north)"},
        ),
        (
            "Office\nA cash tin marked PETTY CASH sits on the shelf. The door is east.",
            {"find(east)"},
        ),
        (
            "Shrine\nThe offering bowl is bare: even the silver coin the pilgrims left has been"
            " carried off. The door is south.",
            {"find(south)"},
        ),
        (
            "Quay\nA docker tosses a coin, catches it and pockets it. The quay runs east.",
            {"find(east)"},
        ),
        (
            "Pantry\nThere is no coin here, and no way out but the door to the west.",
            {"find(west)"},
        ),
        (  # a prompt of counters after the room
            "The Mint\nPresses stand idle.\n[ Exits: e ]\n\nGold: 20  Coins: 7 >",
            {"find(east)"},
        ),
        (  # a list of views
            "Belvedere\nWindows on all four sides: north over the moor; east to the sea;"
            " south along the valley; and west to the hills. The stair goes down.",
            set(),
        ),
        (  # far off
            "Causeway\nFar off to the west a spire rises from the marsh. The causeway goes on"
            " north.",
            {"find(north)"},
        ),
        (  # the game's own exit line is its complete list of ways
            "Dune Camp\nThe tents are east; the sand runs on to the south for ever.\n[Exits: east]",
            {"find(east)"},
        ),
        (  # ... but a door the prose names stays (ROM lists no closed door)
            "Store\nA stout door is set into the north wall.\n[Exits: east]",
            {"find(east)", "find(north)"},
        ),
        (
            "Adit\nExits: west (choked with rubble), south",
            {"find(south)"},
        ),
        (
            "Vestibule\nObvious exits:\nCourt <N>  Cloister <E>",
            {"find(north)", "find(east)"},
        ),
        (  # Inform's "X is west of here", whatever X is
            "Changing Room\nThe showers are west of here, and the pool is north of here.",
            {"find(west)", "find(north)"},
        ),
        (
            "Deck Seven\nThe galley is north and the cargo bay is south.",
            {"find(north)", "find(south)"},
        ),
        (
            "Cellar\nIn the east wall a coal chute comes down from the yard, but there is no"
            " going up it. The stair door is west.",
            {"find(west)"},
        ),
        (
            "Gallery\nThe gallery ends to the north in a blank wall. The arch is south.",
            {"find(south)"},
        ),
        (  # a drop told by its height is a cliff
            "Roof\nBeyond the parapet to the east and west there is only a long drop to the"
            " street. The hatch is north.",
            {"find(north)"},
        ),
        (
            "Ledge\nThe ledge ends at a sheer drop to the south. A path leads west.",
            {"find(west)"},
        ),
    ],
)
def test_what_dev17_and_dev18_taught(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Dairy\nTwo doors. The one to the yard, west, is open. The other, to the cheese"
            " room on the south side, is shut.",
            {"find(west)", "find(south)", "closed(south)"},
        ),
        (
            "Hall\nThe door to the east is open. The one to the north leads to the stair, and"
            " it is shut.",
            {"find(east)", "find(north)", "closed(north)"},
        ),
        (
            "Forge\nThere are two doors, north and west. Both are shut, the west one barred"
            " as well.",
            {"find(north)", "find(west)", "closed(north)", "closed(west)"},
        ),
        (
            "Still Room\nA door to the east, a door to the south; the first stands wide, the"
            " second is locked.",
            {"find(east)", "find(south)", "closed(south)"},
        ),
        (
            "Nursery\nThere are two doors: one to the north, which is open, and one to the"
            " west, which is locked.",
            {"find(north)", "find(west)", "closed(west)"},
        ),
        (
            "Corridor\nThe canteen is west. The director's office, north, is locked.",
            {"find(west)", "find(north)", "closed(north)"},
        ),
        (
            "Zoo Gate\nYou can go: north to the aviary, west to the reptile house (the little"
            " gate is shut).",
            {"find(north)", "find(west)", "closed(west)"},
        ),
    ],
)
def test_doors_named_by_others(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_tally_with_a_colon_in_the_status_line_is_another_task(full):
    text = "Orchard                                    Apples: 0/6\n\nOrchard\nThe gate is south."
    parsed = full.parser.parse(text)
    assert parsed.header == "Orchard"
    assert parsed.goal is not None and not parsed.goal_fits


def test_find_it_and_keep_it_is_the_coin_task(full):
    parsed = full.parser.parse(
        "A note on the door: 'One silver coin is hidden in this house. Find it and keep it!'"
        "\n\nPorch\nThe hall is north."
    )
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    ("text", "facts", "room"),
    [
        (
            "== DOCK ==\nCranes and containers.\nEXITS: N > Yard | S > Quay | W > Office [door:"
            " LOCKED]",
            {"find(north)", "find(south)", "find(west)", "closed(west)"},
            "DOCK",
        ),
        ("Plaza\nPigeons.\n[ Directions: N E ]", {"find(north)", "find(east)"}, "Plaza"),
        ("Location: Garden | Exits: S, W\n\nRoses.", {"find(south)", "find(west)"}, "Garden"),
        (
            "Shed\nOn the east side the shed backs onto the hedge, and there is no door that"
            " way. The door is south.",
            {"find(south)"},
            "Shed",
        ),
        (
            "Objective: get the coin.\n\nYou are in a barn.\nYou can go north.",
            {"find(north)"},
            "barn",
        ),
        (
            "Tack Shop\nSaddles.\n[Exits: north]\nPrices are in silver coins.",
            {"find(north)"},
            "Tack Shop",
        ),
        (
            "CHAPTER TWO - The Storm\n\nYou stand on the jetty. The boathouse is west.\n\nWalk"
            " west",
            {"find(west)"},
            "jetty",
        ),
        ("You are in the tithe barn. The door is east.", {"find(east)"}, "tithe barn"),
        (
            "You are Tom the cat, and you are in the scullery! The yard door is north.",
            {"find(north)"},
            "scullery",
        ),
        (
            "NATURE TRAIL - STOP 2: THE BAT CAVE\nYou are in the bat cave! The tunnel goes west.",
            {"find(west)"},
            "bat cave",
        ),
        ("Cookery\nYou are in the cookery. The door is west.", {"find(west)"}, "Cookery"),
    ],
)
def test_what_the_spent_held_outs_17_and_18_taught(full, text, facts, room):
    assert true_facts(full, text) == facts
    assert full.convert(text, []).room == room


def test_a_prompt_of_counts_after_a_refusal_names_no_room(full):
    room = "Corridor\nA noticeboard.\nExits: east, west\n<Stamina 60/60>"
    facts = true_facts(full, "There's a wall there.\n<Stamina 60/60>", [(room, "south")])
    assert facts == {"find(east)", "find(west)", "refused(south)"}


def test_you_ll_have_to_open_it_first_closes_the_door_met(full):
    room = "Boiler House\nPipes. A door leads east. A passage runs north."
    facts = true_facts(full, "You'll have to open it first.", [(room, "e")])
    assert {"closed(east)", "refused(east)", "find(east)"} <= facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Pit Head\nA winding engine.\nExits: up, south.\nA half-crown lies in the coal dust.\n"
            "{120hp 80mv}",
            {"find(coin)", "find(south)"},
        ),
        (
            "Store\nCrates. The workshop is west of here. It is locked. The yard is south.",
            {"find(west)", "closed(west)", "find(south)"},
        ),
        (
            "Salt Face\nThe tunnel ends at a wall of salt; there is no way north, east or west."
            " The way out is south.",
            {"find(south)"},
        ),
        (
            "Ring\nThe ring of the winter quarters lies under canvas. A clown cartwheels across"
            " the ring.\n[Exits: north east]",
            {"find(north)", "find(east)"},
        ),
    ],
)
def test_what_dev19_and_dev20_taught(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_prompt_in_brackets_after_a_reply_keeps_the_room(full):
    room = "Mess\nA kettle.\nExits: east, south"
    facts = true_facts(full, "That's the wall with the rota on it.\n[HP 39/40]", [(room, "west")])
    assert facts >= {"find(east)", "find(south)"} and "find(west)" not in facts


def test_a_labelled_taking_a_purse_of_yours_and_a_card_s_label(full):
    assert full.parser.parse("Pocketed: 50p coin.").moved_objects == {"coin"}
    assert "find(coin)" not in true_facts(
        full, "Lane\nYour satchel holds an apple and a silver florin. The lane runs east."
    )
    assert full.convert("LOCATION  Boot Room\nBenches. The door is east.", []).room == "Boot Room"


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Corner\nA scarecrow wears a sign round its neck: PENNY FOR THE GUY. Alleys lead"
            " north.",
            {"find(north)"},
        ),
        (
            "Towpath\nNeither north nor south is any use: the bank has fallen in. A gate on the"
            " east side opens into the yard.",
            {"find(east)"},
        ),
        (
            "Junction\nFour tunnels meet. Three of them - north, south and west - are flooded to"
            " the roof. The east tunnel is dry.",
            {"find(east)"},
        ),
        (
            "Hollow\nEvery way out of the hollow but the north one is choked with brambles.",
            {"find(north)"},
        ),
    ],
)
def test_what_the_spent_held_outs_19_and_20_taught(full, text, facts):
    assert true_facts(full, text) == facts
