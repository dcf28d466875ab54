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


def test_an_engine_door_opened_whose_name_the_tagger_takes_for_an_adverb(full):
    room = (
        "-= Scullery =-\nYou are in a scullery. An usual one.\n\n"
        "There is a closed mersawa door leading north. There is an exit to the west."
    )
    history = [(room, "go north"), ("You have to open the mersawa door first.", "open door")]
    facts = true_facts(full, "You open mersawa door.", history)
    assert facts == {"find(north)", "find(west)"}


def test_a_door_a_refusal_names_is_the_door_of_the_way_refused(full):
    room = "Gallery\nThe south door, to the chapel, is shut. The east door is shut as well."
    history = [(room, "south"), ("The chapel door is shut.", "open chapel door")]
    facts = true_facts(full, "You open the chapel door. Dust drifts down.", history)
    assert facts == {"find(south)", "find(east)", "closed(east)"}


@pytest.mark.parametrize(
    "said",
    [
        "Guildhall\nAbove the fireplace a coin is carved in the oak, as wide as a cartwheel.",
        "Guildhall\nA coin is painted on the ceiling, with the guild's arms on it.",
        "Guildhall\nA painted sign by the door, a silver coin as big as a shield, says GUILD.",
    ],
)
def test_a_coin_carved_or_painted_somewhere_is_a_picture(full, said):
    assert true_facts(full, said + " The door is west.") == {"find(west)"}


@pytest.mark.parametrize(
    "said",
    [
        "Guildhall\nA coin is painted gold and left on the shelf.",
        "Guildhall\nA coin engraved with the king's head lies on the shelf.",
    ],
)
def test_a_real_coin_painted_or_engraved_is_still_a_coin(full, said):
    assert true_facts(full, said + " The door is west.") == {"find(coin)", "find(west)"}


def test_a_forms_answer_that_there_are_no_coins(full):
    said = "INSPECTION SHEET\nRoom: Boot Store\nWays out: north, door, open\nCoins found: none"
    assert "find(coin)" not in true_facts(full, said)


@pytest.mark.parametrize(
    "said",
    [
        "Quarry Top\nnorth -> sorting shed\nwest -> the edge, a long fall: no way",
        "Quarry Top\n| way | what |\n|---|---|\n| north | sorting shed |\n| west | edge: no way |",
    ],
)
def test_an_exit_entry_that_says_no_way_is_none(full, said):
    assert true_facts(full, said) == {"find(north)"}


def test_a_table_of_ways_each_its_name_a_dot_leader_and_its_state(full):
    said = (
        "LOFT\n------------------------------\nHay bales and a pulley.\n"
        "NORTH  hay door ............ SHUT\n"
        "EAST   ladder to barn ...... OPEN\n"
        "SOUTH  window, yard ........ NO WAY\n"
        "------------------------------\nYour order?"
    )
    assert true_facts(full, said) == {"find(north)", "closed(north)", "find(east)"}


def test_a_price_list_with_dot_leaders_names_no_way(full):
    said = "Armourer\nA steel helm ........ 40 coins\nA round shield ...... 25 coins\nExit: west."
    assert true_facts(full, said) == {"find(west)"}
