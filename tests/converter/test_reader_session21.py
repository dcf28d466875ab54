"""The reader on what session 21 found (issue 41; docs/converter.md, "Session 21"): an
inventory's list on its label's own line, a door nobody has unlocked, a picture's ways named
through the thing it shows, and a compass word that opens a proper name. Each text here is
written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Loom Shed\nYou are carrying: a lamp, a ledger and three silver coins.", set()),
        ("Loom Shed\nYou have: a lamp and a penny.\nA door leads east.", {"find(east)"}),
        ("Loom Shed\nYou have come to the shed: a door leads east.", {"find(east)"}),
    ],
)
def test_an_inventory_on_its_labels_line_is_carried_not_here(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "sentence",
    [
        "No one has unlocked the east door since the war.",
        "The east door has never been unlocked.",
        "You haven't unlocked the east door yet.",
    ],
)
def test_a_door_nobody_unlocked_is_locked(full, sentence):
    text = f"Cooperage\nHoops hang from pegs. {sentence}"
    assert true_facts(full, text) == {"find(east)", "closed(east)"}
    assert full.parser.parse(text).locked == {"east"}


def test_a_door_someone_unlocked_has_no_state_of_its_own(full):
    text = "Cooperage\nHoops hang from pegs. You have unlocked the east door."
    assert true_facts(full, text) == {"find(east)"}


def test_what_a_chart_shows_running_somewhere_is_no_way(full):
    text = (
        "Pumping Room\nA plan on the wall shows the sewers running north and west under the "
        "town. An open door leads south."
    )
    assert true_facts(full, text) == {"find(south)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Booking Hall\nA poster for the West Coast Railway hangs by the window. "
            "The only door is east.",
            {"find(east)"},
        ),
        ("Booking Hall\nThe North Door stands open.", {"find(north)"}),
        ("Booking Hall\nThe way north is clear.", {"find(north)"}),
    ],
)
def test_a_compass_word_opening_a_proper_name_is_no_way(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Tap Room\nThe Rose and Shilling is full tonight. A door leads east.", {"find(east)"}),
        (
            "Nursery\nOn the west wall is a door sketched in crayon. The real door is north, "
            "and it stands open.",
            {"find(north)"},
        ),
        (
            "Orangery\nThe tall glass doors to the east, onto the terrace, are shut.",
            {"find(east)", "closed(east)"},
        ),
    ],
)
def test_an_inns_name_a_sketched_door_and_a_door_noun_tagged_a_verb(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_door_that_swung_shut_and_locked_itself_is_locked(full):
    text = "Muniment Room\nThe door to the south has swung shut behind you and locked itself."
    assert true_facts(full, text) == {"find(south)", "closed(south)"}
    assert full.parser.parse(text).locked == {"south"}


def test_a_thing_said_to_be_no_coin_is_gone_from_the_room(full):
    room = "Quay\nThe quay runs east. Something round glints between the cobbles: a coin."
    reply = "It isn't a coin at all, only a washer off a bolt."
    assert "find(coin)" in true_facts(full, room)
    assert true_facts(full, reply, [(room, "examine coin")]) == {"find(east)"}


def test_a_door_that_stays_shut_until_you_open_it_is_not_opened(full):
    parsed = full.parser.parse("The bolt slides back, but the door stays shut until you open it.")
    assert parsed.door_closed
    assert parsed.kind != "opened"


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Mint Yard\nA worn silver coin marked ROYAL MINT OF LISBON lies by the gate. "
            "A lane runs north.",
            {"find(coin)", "find(north)"},
        ),
        (
            "Bazaar\nA tinker sits on a mat beside a bowl of pennies, mending a kettle. "
            "Alleys lead east and west.",
            {"find(east)", "find(west)"},
        ),
        (
            "Ferry Stage\nThe ferryman waits, a brass token hung round his neck on a cord. "
            "The jetty runs south.",
            {"find(south)"},
        ),
        (
            "Assay Office\nThe bailiffs emptied the strongbox and carried off all the guineas. "
            "A press for shillings stands idle. The door east is open.",
            {"find(east)"},
        ),
        (
            "Pantry\nAnything worth a farthing went with the cook. The only way out is north.",
            {"find(north)"},
        ),
        (
            "South, the glazed door of the orangery is pulled to and latched; east is the lawn.",
            {"find(south)", "find(east)", "closed(south)"},
        ),
    ],
)
def test_stamps_someones_coins_coins_taken_off_values_and_a_fronted_point(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "notice",
    ["[Quest added: The Missing Psalter]", "(New objective: ring the curfew bell)"],
)
def test_a_bracketed_goal_notice_over_the_room_is_the_goal_not_the_title(full, notice):
    parsed = full.parser.parse(f"{notice}\n\nBelfry\nA florin lies on a beam. The stair is south.")
    assert parsed.header == "Belfry"
    assert parsed.goal == notice[1:-1]
    assert not parsed.goal_fits


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Robing Room\nIn the north wall a low oak door, kept shut against the cold, leads to "
            "the nave. An arch opens west onto the cloister.",
            {"find(north)", "closed(north)", "find(west)"},
        ),
        (
            "Landing Stage\nA skiff lies alongside. A magpie snatches a coin off the bollard and "
            "flies away. The boardwalk runs east.",
            {"find(east)"},
        ),
    ],
)
def test_a_door_kept_shut_a_way_that_opens_onto_a_place_and_a_coin_a_bird_takes(full, text, facts):
    assert true_facts(full, text) == facts
    assert not full.parser.parse(text).unread


def test_a_bare_ok_after_taking_the_coin_takes_it(full):
    room = "Tally Room\nA desk and a stool. The door is west.\nYou can also see: a silver penny."
    assert "find(coin)" in true_facts(full, room)
    assert "find(coin)" not in true_facts(full, "OK.\nWhat now?", [(room, "take coin")])


def test_a_bare_ok_after_opening_a_door_opens_it(full):
    room = "Tally Room\nA desk and a stool. The door to the west is closed."
    assert "closed(west)" in true_facts(full, room)
    assert "closed(west)" not in true_facts(full, "Done.", [(room, "open west door")])
    assert "closed(west)" in true_facts(full, "Done.", [(room, "close west door")])


def test_someone_leaving_the_door_open_opens_it(full):
    room = "Drying Room\nRacks of towels. The door to the boiler room, north, is shut."
    reply = "A stoker comes through and leaves the door standing open behind him."
    assert "closed(north)" not in true_facts(full, reply, [(room, "wait")])


def test_a_door_word_tagged_an_adjective_is_not_read_and_says_so(full):
    parsed = full.parser.parse("Bailey\nIn the east wall a narrow postern stands ajar.")
    assert parsed.unread


def test_a_door_said_shut_at_a_point_is_a_way_whatever_lies_beyond(full):
    text = "Baths Hall\nThe door to the plunge pool, north, is shut. The lockers are east."
    assert true_facts(full, text) == {"find(north)", "closed(north)", "find(east)"}


def test_a_cupboard_door_said_shut_at_a_point_is_still_no_way(full):
    text = "Landing\nThe linen cupboard door, in the west wall, is closed. The stair is south."
    assert true_facts(full, text) == {"find(south)"}


def test_a_second_attribute_after_a_door_is_its_point(full):
    text = "-= Glue Store =-\nThere is a locked zebrano door leading west."
    assert true_facts(full, text) == {"find(west)", "closed(west)"}


def test_what_you_wear_in_an_equipment_list_is_not_in_the_room(full):
    text = (
        "Ropewalk\nA long shed.\n[Exits: north south]\n"
        "You are using:\n<worn on neck>   a pierced copper coin on a cord\n"
        "<held>          a lantern"
    )
    assert true_facts(full, text) == {"find(north)", "find(south)"}


def test_the_narrators_our_hero_is_where_the_text_opens(full):
    text = "Our hero stands in the harness room. The stable yard lies to the south."
    assert full.convert(text, []).room == "harness room"


def test_a_bare_ok_after_no_command_or_another_changes_nothing(full):
    room = "Tally Room\nA desk. The door to the west is closed. A silver penny lies here."
    for action in ("wait", "look", "xyzzy"):
        assert true_facts(full, "OK.", [(room, action)]) == true_facts(full, room)


@pytest.mark.parametrize(
    ("text", "closed", "locked"),
    [
        (
            "Vestibule\nThree doors lead off it, to the north, the west and the south. All three "
            "are shut, and the west one is locked as well.",
            {"north", "west", "south"},
            {"west"},
        ),
        (
            "Vestibule\nThere are two doors, north and south. Neither is open.",
            {"north", "south"},
            set(),
        ),
        ("Vestibule\nDoors lead north and south. None of them is open.", {"north", "south"}, set()),
        ("Vestibule\nDoors lead north and south. Neither is locked.", set(), set()),
        (
            "Vestibule\nDoors lead off north and south; neither is locked, but only the south one "
            "is open.",
            {"north"},
            set(),
        ),
    ],
)
def test_door_states_told_for_several_doors_at_once(full, text, closed, locked):
    parsed = full.parser.parse(text)
    assert parsed.closed == closed
    assert parsed.locked == locked
