"""Shared fixtures for the model tests: a small vocabulary and fact-table builders."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from converter.facts import FactTable, Vocabulary, WordClass


@pytest.fixture
def vocabulary() -> Vocabulary:
    return Vocabulary(
        (
            WordClass("direction", "go", ("north", "south", "east", "west")),
            WordClass("money", "take", ("coin",)),
        )
    )


def _table(
    vocabulary: Vocabulary, true_facts: dict[str, set[str]], all_visited: bool = False
) -> FactTable:
    """A FactTable where ``true_facts[predicate]`` lists the words it holds for."""
    unary = np.zeros((len(vocabulary.words), len(vocabulary.unary_predicates)), np.float32)
    for j, pred in enumerate(vocabulary.unary_predicates):
        for i, word in enumerate(vocabulary.words):
            unary[i, j] = float(word in true_facts.get(pred, set()))
    return FactTable("room", unary, np.array([float(all_visited)], np.float32))


@pytest.fixture
def make_table() -> Callable[..., FactTable]:
    """``make_table(vocabulary, {"find": {"north"}}, all_visited=False)``."""
    return _table
