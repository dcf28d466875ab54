"""The constraint language: grammar, vocabulary checks with positions, per-grounding shield."""

from __future__ import annotations

import numpy as np
import pytest

from converter.facts import FactTable, Vocabulary, WordClass
from service.constraints import ConstraintError, Shield, compile_constraint

VOCAB = Vocabulary(
    classes=(
        WordClass("direction", "go", ("north", "south", "east", "west")),
        WordClass("money", "take", ("coin",)),
    )
)
FIND, VISITED, INITIAL = 0, 1, 2


def table(find=(), visited=(), initial=(), all_visited=False) -> FactTable:
    unary = np.zeros((5, 3), dtype=np.float32)
    for col, words in ((FIND, find), (VISITED, visited), (INITIAL, initial)):
        for w in words:
            unary[VOCAB.words.index(w), col] = 1.0
    return FactTable("Room", unary, np.array([float(all_visited)], dtype=np.float32))


def blocked_actions(text: str, t: FactTable) -> set[str]:
    c = compile_constraint(text, VOCAB, constraint_id=7)
    result = Shield([c], revision=1).apply(t, range(len(VOCAB.actions)))
    return {VOCAB.actions[a] for a, _ in result.blocked}


def test_variable_grounds_over_the_verbs_class():
    t = table(find=("north", "east", "coin"), visited=("north",))
    rule = "forbid go(x) when visited(x) and not all_visited"
    assert blocked_actions(rule, t) == {"go north"}
    assert blocked_actions(rule, table(visited=("north",), all_visited=True)) == set()


def test_constant_action_and_no_condition():
    assert blocked_actions("forbid take(coin)", table()) == {"take coin"}


def test_or_not_parentheses_and_precedence():
    t = table(find=("south",), initial=("west",))
    # and binds tighter than or: find(x) or (initial(x) and all_visited)
    assert blocked_actions("forbid go(x) when find(x) or initial(x) and all_visited", t) == {
        "go south"
    }
    assert blocked_actions("forbid go(x) when (find(x) or initial(x)) and not all_visited", t) == {
        "go south",
        "go west",
    }
    assert blocked_actions("forbid go(x) when not not find(x)", t) == {"go south"}


def test_constant_in_condition_applies_to_every_grounding():
    t = table(find=("coin",))
    assert blocked_actions("forbid go(x) when find(coin)", t) == {
        "go north", "go south", "go east", "go west"
    }  # fmt: skip


@pytest.mark.parametrize(
    ("text", "message", "line", "column"),
    [
        ("forbid fly(x)", "unknown action 'fly'", 1, 8),
        ("forbid go(coin)", "'coin' is not a word of the class of 'go'", 1, 11),
        ("forbid go(x) when visited(y)", "unbound variable 'y'", 1, 27),
        ("forbid go(x) when visited", "takes 1 argument", 1, 19),
        ("forbid go(x) when all_visited(x)", "takes 0 arguments", 1, 19),
        ("forbid go(x) when\n  smells(x)", "unknown predicate 'smells'", 2, 3),
        ("forbid go(x) when visited(x) and", "unexpected end", 1, 33),
        ("forbid go(x) when visited(x) $", "unexpected character '$'", 1, 30),
        ("allow go(x)", "unexpected", 1, 1),
        ("forbid go(x) when visited(x) visited(x)", "unexpected token", 1, 30),
    ],
)
def test_errors_carry_line_and_column(text, message, line, column):
    with pytest.raises(ConstraintError) as info:
        compile_constraint(text, VOCAB)
    err = info.value
    assert message in err.message
    assert (err.line, err.column) == (line, column)
    assert err.to_detail() == {"message": err.message, "line": line, "column": column}


def test_keywords_are_not_names():
    with pytest.raises(ConstraintError):
        compile_constraint("forbid go(x) when not", VOCAB)


def test_dryrun_reports_but_does_not_remove():
    c = compile_constraint("forbid go(x) when find(x)", VOCAB, constraint_id=3, mode="dryrun")
    t = table(find=("north",))
    result = Shield([c], 4).apply(t, [0, 1, 4])
    assert result.allowed == (0, 1, 4)
    assert result.blocked == ()
    assert result.dryrun == ((0, 3),)


def test_every_candidate_blocked_leaves_nothing():
    c = compile_constraint("forbid go(x)", VOCAB, constraint_id=1)
    result = Shield([c], 1).apply(table(), [0, 1, 2, 3])
    assert result.allowed == ()
    assert [cid for _, cid in result.blocked] == [1, 1, 1, 1]


DOORS = Vocabulary(  # direction has two verbs: its actions are no longer the table's rows
    classes=(
        WordClass("direction", ("go", "open"), ("north", "south", "east", "west")),
        WordClass("money", "take", ("coin",)),
    )
)


def test_a_constraint_on_one_verb_of_a_class_of_two_blocks_only_that_verb():
    t = table(find=("north", "east", "coin"), visited=("north",))
    c = compile_constraint("forbid open(x) when visited(x)", DOORS, constraint_id=2)
    result = Shield([c], 1).apply(t, range(len(DOORS.actions)))
    assert [DOORS.actions[a] for a, _ in result.blocked] == ["open north"]
    c = compile_constraint("forbid go(east)", DOORS, constraint_id=3)
    result = Shield([c], 1).apply(t, range(len(DOORS.actions)))
    assert [DOORS.actions[a] for a, _ in result.blocked] == ["go east"]


def test_support_reads_each_actions_own_row():
    from service.decision import supported

    t = table(find=("east", "coin"))
    found = supported(t, DOORS, range(len(DOORS.actions)))
    assert [DOORS.actions[a] for a in found] == ["go east", "open east", "take coin"]
