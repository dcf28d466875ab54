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
