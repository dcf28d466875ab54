"""The reader on what session 24 found (issue 41; docs/converter.md, "Session 24"): a coin put
in no room said, a door's point set off by commas, a state a verb leaves a door in, and a plural
that is no misspelling. Each text here is written for the test, never taken from a reading-set
item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "opening",
    [
        "A florin is tucked away somewhere in this mill.",
        "There is a florin hidden someplace on the farm.",
        "My aunt lost a florin somewhere in the mill.",
    ],
)
def test_a_coin_somewhere_unsaid_is_not_in_the_room(full, opening):
    text = f"{opening} Find it and keep it.\n\nLoft\nSacks of grain. A passage leads east."
    assert "find(coin)" not in true_facts(full, text)


def test_a_coin_you_see_somewhere_here_is_in_the_room(full):
    text = "Loft\nYou spot a florin somewhere among the sacks. A passage leads east."
    assert true_facts(full, text) == {"find(east)", "find(coin)"}


def test_a_coin_taken_for_a_verbs_compound_lies_here(full):
    text = (
        "Loft\nSacks lean on the beams, and a copper florin lay on the pile. A passage leads east."
    )
    assert true_facts(full, text) == {"find(east)", "find(coin)"}


def test_a_door_with_its_point_set_off_by_commas(full):
    text = "Scullery\nThe pantry is east, and the yard door, north, is bolted."
    assert true_facts(full, text) == {"find(east)", "find(north)", "closed(north)"}


def test_a_door_through_which_a_way_lies_keeps_its_own_point(full):
    text = (
        "Gallery\nThe den lies east of here, through a door which is shut, and the hall is north."
    )
    assert true_facts(full, text) == {"find(east)", "find(north)", "closed(east)"}


@pytest.mark.parametrize(
    ("said", "state"),
    [
        ("Someone has left the east door open.", None),
        ("Nobody has left the east door open.", "closed(east)"),
        ("The east door is old; nobody has left it open.", "closed(east)"),
        ("You find the east door locked.", "closed(east)"),
    ],
)
def test_the_state_a_verb_leaves_a_door_in(full, said, state):
    facts = true_facts(full, f"Gallery\n{said} A passage leads north.")
    assert facts == {"find(east)", "find(north)", *([state] if state else [])}


def test_that_door_is_the_door_just_named(full):
    text = "Box Room\nThe box room has a single door, in its west wall, and that door is shut."
    assert {"find(west)", "closed(west)"} <= true_facts(full, text)


@pytest.mark.parametrize(
    ("word", "meant"), [("rules", None), ("boxes", None), ("coridor", "corridor")]
)
def test_a_plural_of_a_word_the_base_holds_is_no_misspelling(full, word, meant):
    assert full.parser.classes.spelled(word) == meant  # ("rules" is no "ruble")
