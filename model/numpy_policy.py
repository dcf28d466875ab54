"""A frozen :class:`~model.policy.FolLnnPolicy` for deciding: scores, ranking (with the class
priority) and the explaining gate of one observation, through the one forward
(:mod:`model.kernel`) that training runs too.

Serving asks the network three things per decision (scores, the ranking it maximises, the gate
that explains the chosen action); everything that depends only on the frozen weights is read
once here (the kernel's arrays, every gate's decisive literals and whether it is in the rule),
and a decision is one kernel forward on the fact table and a few vector operations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from converter.facts import FactTable, Vocabulary
from model import kernel
from model.policy import Conjunction, Explanation, FiringLiteral, FolLnnPolicy

__all__ = ["Evaluation", "NumpyPolicy"]


class Evaluation(NamedTuple):
    """One observation through the network."""

    literals: np.ndarray  # (n_actions, n_literals) float32 truths, atoms then their negations
    gates: (
        np.ndarray
    )  # (n_actions, n_gates) float32 AND truths (an action reads its network's gates)
    scores: np.ndarray  # (n_actions,) float32 OR truths, Vocabulary.actions order
    ranking: np.ndarray  # (n_actions,) float32 scores with the class priority added


@dataclass(frozen=True)
class _ClassReadout:
    """What explains an action of one word class: its gates, which are in the rule, and each
    gate's conjunction with the literal columns it reads."""

    verb: str
    gates: slice  # the class's columns of the stacked gates
    or_weight: np.ndarray  # (G,) float32
    in_rule: np.ndarray  # (G,) bool
    any_in_rule: bool
    conjunctions: tuple[Conjunction, ...]  # one per gate
    columns: tuple[tuple[int, ...], ...]  # per gate, the literal column of each literal


class NumpyPolicy:
    """A frozen copy of a :class:`FolLnnPolicy` that scores, ranks and explains."""

    def __init__(self, policy: FolLnnPolicy) -> None:
        self.vocabulary: Vocabulary = policy.vocabulary
        self.alpha = float(policy.alpha)
        self._lnn = kernel.Lnn(*(a.copy() for a in policy.lnn()))  # frozen: its own copy
        self._priority = policy.priority.detach().numpy().copy()
        self._action_literals = policy.action_literals
        self._action_index = {a: i for i, a in enumerate(self.vocabulary.actions)}
        self._class_of_row = [int(c) for c in self._lnn.row_network]  # each action's network
        self._classes = tuple(self._readout(policy, c) for c in range(len(policy._gates)))

    @staticmethod
    def _readout(policy: FolLnnPolicy, c: int) -> _ClassReadout:
        literal_mask, in_rule = policy._gate_readout(c)
        rows = policy._gate_slice(c)
        conjunctions = tuple(
            policy._conjunction(c, k, literal_mask) for k in range(rows.stop - rows.start)
        )
        index = {lit: i for i, lit in enumerate(policy.literal_set)}
        or_weight = policy.or_weight.detach().numpy()[rows].copy()
        in_rule = in_rule.numpy().astype(bool)
        return _ClassReadout(
            verb=policy.vocabulary.heads[c].verb,
            gates=rows,
            or_weight=or_weight,
            in_rule=in_rule,
            any_in_rule=bool(in_rule.any()),
            conjunctions=conjunctions,
            columns=tuple(tuple(index[lit] for lit in conj.literals) for conj in conjunctions),
        )

    def evaluate(self, table: FactTable) -> Evaluation:
        """Literals, gates, scores and ranking of one observation."""
        literals = self._action_literals(kernel.literal_rows(table.unary, table.nullary))  # (A, L)
        out = kernel.forward(literals, self._lnn)
        ranking = kernel.rank(out.truth, self._priority, self._lnn.row_network)
        return Evaluation(literals, out.gates, out.truth, ranking)

    def scores(self, table: FactTable) -> np.ndarray:
        """(n_actions,) truth values, as :meth:`FolLnnPolicy.scores`."""
        return self.evaluate(table).scores

    def ranking(self, table: FactTable) -> np.ndarray:
        """(n_actions,) what the policy maximises, as :meth:`FolLnnPolicy.ranking`."""
        return self.evaluate(table).ranking

    def explain(
        self, table: FactTable, action: str, evaluation: Evaluation | None = None
    ) -> Explanation:
        """The gate that made ``action``'s OR true (or came closest), as
        :meth:`FolLnnPolicy.explain`; ``evaluation`` of ``table`` when already computed."""
        verb, _, word = action.partition(" ")
        row = self._action_index.get(action)
        if row is None:
            raise ValueError(f"unknown action {action!r}")
        ev = evaluation if evaluation is not None else self.evaluate(table)
        cls = self._classes[self._class_of_row[row]]
        gates = ev.gates[row, cls.gates]  # (G,)
        contribution = cls.or_weight * gates
        candidates = np.where(cls.in_rule, contribution, -1.0) if cls.any_in_rule else contribution
        k = int(np.argmax(candidates))
        literals = ev.literals[row]
        conjunction = cls.conjunctions[k]
        firing = tuple(
            FiringLiteral(lit.ground(word), lit.negated, float(literals[col]))
            for lit, col in zip(conjunction.literals, cls.columns[k], strict=True)
        )
        body = " ∧ ".join(str(f) for f in firing) or "⊤"
        return Explanation(
            action=action,
            score=float(ev.scores[row]),
            fired=bool(cls.in_rule[k]) and float(gates[k]) >= self.alpha,  # compared as torch does
            rule_id=conjunction.rule_id,
            rule_text=f"{body} → {verb}({word})",
            literals=firing,
        )
