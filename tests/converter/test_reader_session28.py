"""The reader on what session 28 found (issue 41; docs/converter.md, "Session 28"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "said",
    [
        "Wharf\nTo the west the dock basin is full of oily water. A gate leads north.",
        "Mill Yard\nTo the west the old sluice is brim full of brown water. A gate leads north.",
    ],
)
def test_a_place_at_a_point_full_of_water_is_no_way(full, said):
    assert true_facts(full, said) == {"find(north)"}


def test_a_place_at_a_point_full_of_people_is_a_way(full):
    said = "Wharf\nTo the west the fish market is full of traders. A gate leads north."
    assert true_facts(full, said) == {"find(north)", "find(west)"}


@pytest.mark.parametrize("verb", ["written", "painted", "chalked"])
def test_coins_written_on_a_thing_are_a_word_not_a_coin(full, verb):
    said = f"Larder\nA cash box with COINS {verb} on its lid sits on the shelf. The hall is east."
    assert true_facts(full, said) == {"find(east)"}


def test_a_coin_set_in_the_floor_is_still_a_coin(full):
    said = "Larder\nA brass coin is set in the floor by the shelf. The hall is east."
    assert true_facts(full, said) == {"find(coin)", "find(east)"}


def test_a_second_door_told_apart_by_its_words_keeps_no_state_of_the_first(full):
    said = "Coop\nThe little hatch door to the run is bolted. The proper door is west."
    facts = true_facts(full, said)
    assert "find(west)" in facts
    assert "closed(west)" not in facts


@pytest.mark.parametrize("first", ["A heavy oak door", "The low oak door"])
def test_a_door_named_again_in_fewer_words_is_the_same_door(full, first):
    said = f"Vestry\n{first} leads west. The door is shut."
    assert true_facts(full, said) == {"find(west)", "closed(west)"}


def test_a_door_named_in_other_words_in_the_same_sentence_is_another(full):
    said = "Stockroom\nDoors: fire door (east, propped open); door to loading bay (north, closed)."
    assert "closed(east)" not in true_facts(full, said)
