"""The reader on what session 16 found (issue 41; docs/converter.md, "Session 16"): game
banners, Inform's lists and containers, coins of a metal's alloy, doors named by "the latter",
and directions said to be walls. Each text here is written for the test, never taken from a
held-out item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "banner",
    [
        "PENNY WISE\nAn Interactive Fiction by A. Writer\nRelease 2 / Serial number 260101 /"
        " Inform 7 build 6M62 (I6/v6.33 lib 6/12N) SD",
        "MOUSEHOLE: The Long Burrow\nInfocom interactive fiction - a fantasy story\nCopyright (c)"
        " 1984 Infocom, Inc. All rights reserved.\nMOUSEHOLE is a registered trademark of"
        " Infocom, Inc.\nRevision 12 / Serial number 840101",
    ],
)
def test_a_games_banner_is_not_the_room_and_the_title_after_it_is(full, banner):
    text = banner + "\n\nTack Room\nBridles on pegs. You can go north or east."
    table = full.convert(text, [])
    assert table.room == "Tack Room"
    assert true_facts(full, text) == {"find(north)", "find(east)"}
    assert full.parser.parse(text).opening == ()  # the banner says nothing to list


@pytest.mark.parametrize(
    "seen",
    [
        "You can see a tin mug, a lamp and a gold sovereign here.",  # "gold" parsed apart
        "You can see a pewter dish (on which is a gold coin) here.",  # a plate is no picture
        "You can see a pewter dish (on which are two candles and a penny) here.",
    ],
)
def test_inform_lists_and_supporters_show_the_coin(full, seen):
    text = f"Scullery\nDamp flags. You can go west.\n\n{seen}"
    assert true_facts(full, text) == {"find(west)", "find(coin)"}


def test_a_coin_in_a_picture_is_still_no_coin(full):
    text = "Hall\nA painting of a gold coin hangs here. You can go north."
    assert true_facts(full, text) == {"find(north)"}


@pytest.mark.parametrize(
    "seen",
    [
        "You can see a chisel, two nails and a bronze Byzantine wibblet here.",  # an alloy
        "On the anvil: a silver wibblet.",  # no verb: a place and a colon say it lies here
    ],
)
def test_an_unknown_word_of_a_coins_metal_is_a_guessed_coin(full, seen):
    text = f"Forge\nSoot everywhere. The only way out is west.\n{seen}"
    parsed = full.parser.parse(text)
    assert any("wibblet" in s for s in parsed.unread)  # a guess: its sentence is not claimed
    assert "find(coin)" in true_facts(full, text)


def test_a_brass_thing_the_base_knows_is_no_coin(full):
    text = "Forge\nSoot everywhere. The only way out is west.\nOn the anvil: a brass plate."
    assert true_facts(full, text) == {"find(west)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "You can leave by the north or east doors; the latter is locked.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        (
            "Doors lead north and west; the former is bolted.",
            {"find(north)", "find(west)", "closed(north)"},
        ),
        (
            "Two doors face each other: the one to the north is wide open, the one to the south"
            " is shut tight.",
            {"find(north)", "find(south)", "closed(south)"},
        ),
        ("East is a blank wall. Nothing leads north. The only exit is south.", {"find(south)"}),
        ("Nothing blocks the way north.", {"find(north)"}),
        ("The northern arch leads out to the garden.", {"find(north)"}),
    ],
)
def test_doors_and_ways_said_in_other_words(full, text, facts):
    assert true_facts(full, "Hall\n" + text) == facts
