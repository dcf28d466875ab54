"""The published rules run as a classical program, without the network's weights.

An auditor reads ``GET /v1/rules`` (or an artifact's ``rules``): per network (a word class and
one of its verbs), a disjunction of conjunctions over the literals of the class variable x, and
the network's priority. This module
executes exactly that, so the claim "the published rules decide every action" can be checked
(tests/training/test_rule_program.py runs it beside the network on every state of real games):

1. a candidate action ``verb x`` *fires* when one of the conjunctions of its (class, verb) rule
   holds at x;
2. the agent prefers a firing candidate to one that does not fire;
3. among equals, the class with the higher priority acts first;
4. what is still tied is broken as the agent breaks ties (uniformly at random).

That is what a crystallised FOL-LNN computes: its classical gates output 1 where a conjunction
holds and 0 elsewhere, and the class priority moves a score by at most ``PRIORITY_SCALE``
(:meth:`model.policy.FolLnnPolicy.rank`); so the program ranks by the same sum, and ties within
the agent's ``TIE_TOLERANCE`` (two priorities closer than ``TIE_TOLERANCE / PRIORITY_SCALE`` are
equal). A rule without a ``priority`` is refused: it would not be the whole policy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from converter.facts import FactTable, Vocabulary
from model.kernel import PRIORITY_SCALE
from model.numpy_policy import TIE_TOLERANCE

__all__ = ["ClassRule", "RuleProgram", "read_nothing_text", "rules_read_nothing"]


def rules_read_nothing(rules: Sequence[Mapping]) -> list[Mapping]:
    """The published rules (one per (class, verb) network) that read no fact: no conjunction,
    or an empty one (``⊥ → open(x)`` or ``⊤ → go(x)``). A run says so at its end
    (``training.train``) and the rollout guard refuses such a version (``service.rollout``),
    each naming the rules by their own text (:func:`read_nothing_text`)."""
    return [
        r
        for r in rules
        if not any(len(conj) > 0 for conj in r.get("conjunctions") or [])
        or any(len(conj) == 0 for conj in r.get("conjunctions") or [])
    ]


def read_nothing_text(empty: Sequence[Mapping]) -> str:
    """``the rule ∃x∈W_direction: ⊥ → open(x) reads no fact`` (``the rules A and B read no
    fact``): the rules of :func:`rules_read_nothing` in their own text, which names the class
    and the verb (issue 40: the message named classes, so a class's correct ``go`` rule was
    blamed beside its empty ``open`` rule)."""
    texts = [str(r.get("text") or f"{r.get('class')}/{r.get('action')}") for r in empty]
    if len(texts) == 1:
        return f"the rule {texts[0]} reads no fact"
    return f"the rules {', '.join(texts[:-1])} and {texts[-1]} read no fact"


@dataclass(frozen=True)
class ClassRule:
    """One published rule: its class's verb, conjunctions of (predicate, negated), priority."""

    class_name: str
    verb: str
    conjunctions: tuple[tuple[tuple[str, bool], ...], ...]
    priority: float

    @classmethod
    def from_dict(cls, rule: Mapping) -> ClassRule:
        """A ``rules[]`` item of ``GET /v1/rules`` or of an artifact's manifest."""
        return cls(
            class_name=str(rule["class"]),
            verb=str(rule["action"]),
            conjunctions=tuple(
                tuple((str(lit["predicate"]), bool(lit["negated"])) for lit in conjunction)
                for conjunction in rule["conjunctions"]
            ),
            priority=float(rule["priority"]),
        )


class RuleProgram:
    """Published rules over a vocabulary, as a program that picks the best candidates."""

    def __init__(self, rules: Sequence[Mapping], vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.rules = {(r.class_name, r.verb): r for r in map(ClassRule.from_dict, rules)}
        self._unary = {p: i for i, p in enumerate(vocabulary.unary_predicates)}
        self._nullary = {p: i for i, p in enumerate(vocabulary.nullary_predicates)}
        # each action's rule (None: no rule published for its (class, verb)) and word row
        self._action_rules = [
            self.rules.get((head.class_name, head.verb))
            for head in vocabulary.heads
            for _ in head.rows
        ]
        self._action_rows = vocabulary.action_rows
        self._priority = np.array(  # (n_actions,) each action's rule's priority
            [0.0 if rule is None else rule.priority for rule in self._action_rules]
        )

    def _holds(self, table: FactTable, row: int, predicate: str, negated: bool) -> bool:
        if predicate in self._unary:
            value = table.unary[row, self._unary[predicate]] >= 0.5
        else:
            value = table.nullary[self._nullary[predicate]] >= 0.5
        return value != negated

    def fires(self, table: FactTable) -> np.ndarray:
        """(n_actions,) bool: which actions ``verb x`` have a conjunction of their (class, verb)
        rule holding at x (actions in ``Vocabulary.actions`` order)."""
        out = np.zeros(len(self._action_rules), bool)
        for a, (rule, row) in enumerate(zip(self._action_rules, self._action_rows, strict=True)):
            if rule is None:
                continue
            out[a] = any(
                all(self._holds(table, row, p, neg) for p, neg in conjunction)
                for conjunction in rule.conjunctions
            )
        return out

    def best(self, table: FactTable, candidates: np.ndarray) -> np.ndarray:
        """Indices of the candidate actions the program ranks first: firing before not firing,
        then the higher class priority; the agent breaks what is left at random."""
        rank = self.fires(table).astype(float) + PRIORITY_SCALE * self._priority
        allowed = np.flatnonzero(candidates)
        return allowed[rank[allowed] >= rank[allowed].max() - TIE_TOLERANCE]
