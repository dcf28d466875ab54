"""Which action an answer names, and whether a rule justifies it (docs/architecture.md §7, honest
answers).

Pure functions of the fact table, the policy's ranking and its explanations; no Flask, no
store, so a game client that plays without the HTTP service decides exactly as the service does.

1. **Support.** An action ``verb x`` is a candidate only when the facts contain its word:
   ``find(x)`` is true (an exit in direction x, or an object x, in the current room).
   :func:`supported` filters the requested candidates; none left is the caller's
   ``no_candidates`` answer, never a guess.
2. **Rule first.** Among the candidates the shield allows, one whose explaining gate fired (its
   truth reached α and the gate is part of the rule) is preferred; between several, the policy's
   ranking (score plus class priority) decides, ties to the first in vocabulary order.
3. **Fallback.** When no allowed candidate's rule fires, the answer says so: ``fired: false``,
   no rule, and :data:`FALLBACK`: the allowed candidate the policy ranks highest (ties to the
   first in vocabulary order). It is an action the facts support, chosen by the policy's own
   scores, but no rule justifies it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from converter.facts import FactTable, Vocabulary
from model.policy import Explanation

__all__ = ["FALLBACK", "Choice", "choose", "supported"]

FALLBACK = "highest_score"
"""The fallback's name in answers and logs: the highest-ranked allowed candidate."""

_SUPPORT_PREDICATE = "find"


@dataclass(frozen=True, slots=True)
class Choice:
    """The chosen action (an index into :attr:`Vocabulary.actions`) and why it was chosen."""

    action: int
    explanation: Explanation | None  # the fired gate; None when no rule fired
    fallback: str | None  # None when a rule fired, else :data:`FALLBACK`

    @property
    def fired(self) -> bool:
        """Whether a rule justifies the action."""
        return self.explanation is not None


def supported(table: FactTable, vocabulary: Vocabulary, candidates: Sequence[int]) -> list[int]:
    """The ``candidates`` (action indices) whose word the facts find: ``find(x)`` true on the
    action's row (:attr:`Vocabulary.action_rows`). A vocabulary without ``find`` reads any true
    unary fact of the word as support."""
    unary = table.unary
    rows = vocabulary.action_rows
    if _SUPPORT_PREDICATE in vocabulary.unary_predicates:
        column = vocabulary.unary_predicates.index(_SUPPORT_PREDICATE)
        found = unary[:, column] >= 0.5
    else:
        found = (unary >= 0.5).any(axis=1)
    return [a for a in candidates if bool(found[rows[a]])]


def choose(
    allowed: Sequence[int],
    ranking: np.ndarray,
    explain: Callable[[int], Explanation],
) -> Choice:
    """The answer among ``allowed`` (non-empty): the best-ranked candidate whose rule fired,
    else the :data:`FALLBACK`. ``ranking`` is the policy's (n_actions,) ranking, ``explain``
    gives the explanation of one action index."""
    if not allowed:
        raise ValueError("choose needs at least one allowed candidate")
    order = sorted(allowed, key=lambda a: (-float(ranking[a]), a))
    for a in order:
        why = explain(a)
        if why.fired:
            return Choice(a, why, None)
    return Choice(order[0], None, FALLBACK)
