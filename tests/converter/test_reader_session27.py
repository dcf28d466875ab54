"""The reader on what session 27 found (issue 41; docs/converter.md, "Session 27"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize("verb", ["drag", "haul", "heave"])
def test_a_door_named_by_its_place_dragged_open(full, verb):
    history = [("Scullery\nIt is damp. The wash house is east; its door is shut.", "open east")]
    said = f"You {verb} the wash house door open. Steam rolls out."
    assert true_facts(full, said, history) == {"find(east)"}


def test_a_door_found_open_is_no_door_opened(full):
    history = [("Scullery\nIt is damp. The wash house is east; its door is shut.", "open east")]
    said = "You find the wash house door open already."
    assert full.parser.parse(said).kind.value != "opened"
    assert "find(east)" in true_facts(full, said, history)


@pytest.mark.parametrize(
    "said",
    [
        "Sweet Shop\nThe sherbet costs three pennies a bag. The door is north.",
        "Fairground\nThe carousel charges two pennies a ride. The gate is north.",
    ],
)
def test_what_a_thing_costs_is_no_coin_here(full, said):
    assert true_facts(full, said) == {"find(north)"}


@pytest.mark.parametrize("way", ["arch", "gap", "archway"])
def test_the_way_out_that_is_a_thing_at_a_point(full, way):
    history = [("Cloister\nA low arch leads north into the chapter house.", "north")]
    said = f"Chapter House\nIt is dim and cold. The only way out is the {way} to the south."
    assert true_facts(full, said, history) == {
        "find(south)",
        "visited(south)",
        "initial(south)",
        "all_visited",
    }


def test_the_way_out_is_not_a_window(full):
    said = "Cell\nIt is bare. The only way out is the window to the south. The door is west."
    assert true_facts(full, said) == {"find(west)"}


@pytest.mark.parametrize(
    "said", ["The hay barn is that way, and the bull is in it.", "The dairy is over there."]
)
def test_a_place_said_to_be_that_way_is_no_room_entered(full, said):
    room = "Yard\nMud everywhere. The dairy is north. The hay barn is east."
    facts = true_facts(full, said, [(room, "east")])
    assert {"find(north)", "find(east)", "refused(east)"} <= facts
    assert not any(f.startswith(("visited", "initial")) for f in facts)
