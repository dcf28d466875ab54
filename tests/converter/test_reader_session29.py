"""The reader on what session 29 found (issue 41; docs/converter.md, "Session 29"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts

_CELLAR = (
    "Wine Cellar\nRacks of dusty bottles line the walls. The stair is north.\n"
    "A dreier coin lies here."
)


@pytest.mark.parametrize(
    ("action", "reply"),
    [
        ("take coin", "You pick up the dreier. It is colder than you expected."),
        ("get coin", "You pocket the dreier."),
        ("take dreier coin", "You take the dreier, a thin disc of copper."),
        ("TAKE COIN", "TAKEN: ONE DREIER."),
    ],
)
def test_taking_the_coin_answered_by_its_own_name_takes_it(full, action, reply):
    assert "find(coin)" in true_facts(full, _CELLAR)
    assert true_facts(full, reply, [(_CELLAR, action)]) == {"find(north)"}


@pytest.mark.parametrize(
    ("action", "reply"),
    [
        ("take bottle", "You take the bottle."),  # another thing taken: the coin stays
        ("take coin", "You have no room for the dreier."),  # a holding denied, no taking
        ("take coin", "You don't pick up the dreier; it is nailed down."),
        ("examine coin", "You see the dreier. It is worn smooth."),
    ],
)
def test_a_reply_that_takes_no_coin_leaves_it(full, action, reply):
    assert "find(coin)" in true_facts(full, reply, [(_CELLAR, action)])
