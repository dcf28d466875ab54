"""The published rules as a classical program (model/program.py)."""

from __future__ import annotations

import numpy as np
import pytest

from model.program import RuleProgram


def test_the_program_prefers_firing_rules_then_the_higher_class_priority(vocabulary, make_table):
    rules = [
        {"class": "direction", "action": "go", "priority": 0.2,
         "conjunctions": [[{"predicate": "find", "negated": False},
                           {"predicate": "visited", "negated": True}]]},
        {"class": "money", "action": "take", "priority": 0.9,
         "conjunctions": [[{"predicate": "find", "negated": False}]]},
    ]  # fmt: skip
    program = RuleProgram(rules, vocabulary)
    # north unvisited, south visited, coin here: both rules fire; money's priority is higher
    table = make_table(vocabulary, {"find": {"north", "south", "coin"}, "visited": {"south"}})
    candidates = np.array([True, True, False, False, True])
    assert program.fires(table).tolist() == [True, False, False, False, True]
    assert program.best(table, candidates).tolist() == [4]
    # no coin: the unvisited exit fires, the visited one does not
    table = make_table(vocabulary, {"find": {"north", "south"}, "visited": {"south"}})
    assert program.best(table, np.array([True, True, False, False, False])).tolist() == [0]
    # nothing fires: every candidate of the higher-priority class ties
    table = make_table(vocabulary, {"find": {"north", "south"}, "visited": {"north", "south"}})
    assert program.best(table, np.array([True, True, False, False, False])).tolist() == [0, 1]


def test_priorities_closer_than_the_agents_tie_tolerance_tie_and_a_rule_needs_its_priority(
    vocabulary, make_table
):
    def rules(direction: float, money: float) -> list[dict]:
        find = [[{"predicate": "find", "negated": False}]]
        return [
            {"class": "direction", "action": "go", "priority": direction, "conjunctions": find},
            {"class": "money", "action": "take", "priority": money, "conjunctions": find},
        ]

    table = make_table(vocabulary, {"find": {"north", "coin"}})
    candidates = np.array([True, False, False, False, True])
    # the network ranks truth + 1e-3 * priority and ties within 1e-6: 0.5 vs 0.5004 tie there
    assert RuleProgram(rules(0.5, 0.5004), vocabulary).best(table, candidates).tolist() == [0, 4]
    assert RuleProgram(rules(0.5, 0.51), vocabulary).best(table, candidates).tolist() == [4]
    no_priority = rules(0.5, 0.5)
    del no_priority[0]["priority"]
    with pytest.raises(KeyError):
        RuleProgram(no_priority, vocabulary)
