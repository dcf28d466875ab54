"""The reader on what session 23 found (issue 41; docs/converter.md, "Session 23"): a terse
report of a taking, a verb of seeing called out, and a door told by "whose" after an inverted
"be". Each text here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts

_VAULT = "Vault\nA florin lies on the counting table. The only way out is west."


@pytest.mark.parametrize(
    "reply", ["One florin taken.", "Florin retrieved.", "LOG // 1 x florin recovered. END"]
)
def test_a_terse_report_of_a_taking_takes_the_coin(full, reply):
    assert true_facts(full, _VAULT) == {"find(west)", "find(coin)"}
    assert true_facts(full, reply, [(_VAULT, "take florin")]) == {"find(west)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Vault\nFlorins collected in the drain. A door leads west.", {"find(west)", "find(coin)"}),
        (
            "Vault\nA florin on the table - not yet taken. A door leads west.",
            {"find(west)", "find(coin)"},
        ),
        ("Vault\nThe florin was stolen long ago. A door leads west.", {"find(west)"}),
    ],
)
def test_what_is_no_report_of_your_taking_keeps_its_reading(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Quay\nLook, a silver florin, wedged between two planks! A gangway leads east.", None),
        ("Quay\nAnd see, by the bollard, a copper penny! A gangway leads east.", None),
        ("Quay\nLook for the florin. A gangway leads east.", {"find(east)"}),
        ("Quay\nPick-up the coin from the quay's end. A gangway leads east.", {"find(east)"}),
    ],
)
def test_a_verb_of_seeing_called_out_shows_the_coin_an_order_does_not(full, text, facts):
    got = true_facts(full, text)
    assert got == ({"find(east)", "find(coin)"} if facts is None else facts)


def test_a_door_told_by_whose_after_an_inverted_be_takes_the_places_point(full):
    text = (
        "Courtyard\nTo the north the hall's doors stand open; to the west are the kitchens, "
        "whose door is bolted from within."
    )
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)"}
