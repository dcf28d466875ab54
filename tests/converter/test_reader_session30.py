"""The reader on what session 30 found (issue 41; docs/converter.md, "Session 30"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


def test_an_exit_list_whose_entries_mark_their_key_letters_in_parentheses(full):
    said = "[Mill Pond]\nReeds and a moorhen.\nExits: (N)orth (E)ast\nWhat next?"
    assert true_facts(full, said) == {"find(north)", "find(east)"}
    closed = "[Mill Pond]\nReeds and a moorhen.\nExits: north (east)"
    assert true_facts(full, closed) == {"find(north)", "find(east)", "closed(east)"}


@pytest.mark.parametrize(
    "goal",
    [
        "MISSION: FIND THE ZLOTNIK AND TAKE IT.",  # a coin's name no class knows
        "Your goal: find the shilling the bosun dropped, and pocket it.",  # its story
        "Your goal: take the coin when the guard sleeps.",
    ],
)
def test_a_coin_goal_with_its_coin_named_as_the_text_names_it(full, goal):
    room = (
        "\n\nSTORE ROOM\nSacks of flour. The yard is west.\n"
        "You can also see: a silver zlotnik coin."
    )
    parsed = full.parser.parse(goal + room)
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    "goal",
    [
        "MISSION: FIND THE LANTERN AND TAKE IT.",  # a thing the text names no coin
        "Your goal: find the shilling and put it in the poor box in the chapel.",  # a delivery
    ],
)
def test_a_goal_for_another_thing_is_anothers_task(full, goal):
    room = (
        "\n\nSTORE ROOM\nSacks of flour. The yard is west.\n"
        "You can also see: a silver zlotnik coin."
    )
    parsed = full.parser.parse(goal + room)
    assert parsed.goal is not None and not parsed.goal_fits


@pytest.mark.parametrize(
    "said",
    [
        "Boiler Room\nThe fire door north is closed. The door to the yard, west, was propped open"
        " with a brick, but the porter kicked the brick away and the door is shut now.",
        "Boiler Room\nThe fire door north is closed. The door to the yard, west, was propped open"
        " with a brick; the porter kicked the brick away, and the door is shut now.",
    ],
)
def test_the_door_said_shut_again_is_the_door_just_named(full, said):
    assert true_facts(full, said) == {"find(north)", "closed(north)", "find(west)", "closed(west)"}
