"""The reader on what session 20 found (issue 41; docs/converter.md, "Session 20"): a BBS menu's
exits with dot leaders ("(N)orth .... Hall") and the exit lists' notes that say a door is locked
("north (door: locked)"), so the agent never answers opening it. Each text here is written for
the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
from converter.families import Families
from service.commands import read_commands, refused_moves
from tests.converter.conftest import true_facts

MENU = (
    "  Lodge Porch\n  -----------\n  Muddy boots in a row.\n\n"
    "  (N)orth .... Drying Room\n  (E)ast ..... Boot Room  [door shut]\n"
    "  (W)est ..... Ski Store  [locked]\n\n  Choose [N,E,W,Q] : "
)


def test_a_menus_exits_with_dot_leaders_are_an_exit_list(full):
    assert full.convert(MENU, []).room == "Lodge Porch"
    assert true_facts(full, MENU) == {
        "find(north)",
        "find(east)",
        "find(west)",
        "closed(east)",
        "closed(west)",
    }


def test_a_table_row_with_a_dot_leader_is_still_no_way(full):
    """A shop's price list keeps its rows out of the room (a leader after a thing, not a
    point)."""
    text = "Chandlery\nRope and tar.\n  a coil of rope ...... 4 coins\n  a lantern ....... 9 coins"
    assert true_facts(full, text) == set()


@pytest.mark.parametrize(
    ("text", "locked"),
    [
        (MENU, {"west"}),
        ("=== MAP ROOM ===\nCharts.\nExits: south, north (door: locked)", {"north"}),
        ("place: Sail Loft\nexits:\n  south: Stair\n  west: Rigging Store (door locked)", {"west"}),
        ("Hold\nExits:\n  East - Bilge (padlocked)\n  North - Deck", {"east"}),
        ("Crypt\nExits: north (unlocked, but closed), south", set()),
        ("Nave\nExits: north (closed), south (not locked, shut)", set()),
        ("Vestry\nExits: north (shut but not locked), east (bolted)", {"east"}),
    ],
)
def test_an_exit_lists_note_says_which_closed_door_is_locked(full, text, locked):
    parsed = full.parser.parse(text)
    assert parsed.locked == locked
    assert locked <= parsed.closed


def test_a_locked_door_in_a_list_is_never_opened_nor_walked_into(full):
    vocabulary = Families.load().vocabulary(
        ["textworld", "twx"], CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    )
    text = "=== MAP ROOM ===\nCharts.\nExits: south, north (door: locked), east (door: closed)"
    tracker = full.track(text, [])
    commands = read_commands(full.families, vocabulary, text, [], None, tracker)
    refused = {vocabulary.actions[a] for a in refused_moves(tracker, vocabulary, commands.indices)}
    assert refused == {"open north", "go north"}
