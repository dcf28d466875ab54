"""A policy version a worker decides with (the active one, or the one in shadow): its verified
artifact, frozen in numpy once at load, and an optional memo of the forward's pure outputs."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

import numpy as np

from converter.facts import FactTable
from model.numpy_policy import Evaluation, NumpyPolicy
from model.rules import Explanation

__all__ = ["ServedPolicy"]


@dataclass(frozen=True)
class ServedPolicy:
    """A verified version a worker decides with (the active one, or the one in shadow), by its
    numpy forward (:class:`~model.numpy_policy.NumpyPolicy`, the artifact's frozen policy),
    with an optional memo of its pure per-table outputs.

    The forward and explanations depend only on the fact table's truth values and the (frozen)
    weights, and a game has few distinct tables, so they may be memoised per table (bounded LRU
    of ``memo_size``, 0 turns it off, dropped with the policy on a version switch). The
    converter still runs on every request.
    """

    version: str
    sha256: str
    artifact: object  # model.artifact.LoadedArtifact
    memo_size: int = 4096
    _evaluated: OrderedDict = field(default_factory=OrderedDict, repr=False)
    _explained: OrderedDict = field(default_factory=OrderedDict, repr=False)

    @property
    def forward(self) -> NumpyPolicy:
        """The frozen policy that decides (:func:`model.numpy_policy.load_policy`)."""
        return self.artifact.model

    @property
    def model(self) -> NumpyPolicy:
        """The frozen policy (its rules and network drawing; decisions go through the memo)."""
        return self.artifact.model

    def evaluate(self, table: FactTable) -> Evaluation:
        """Scores, ranking (with the class priority) and gates of ``table`` (memoised)."""
        key = table.unary.tobytes() + table.nullary.tobytes()
        return _memo(self._evaluated, key, self.memo_size, lambda: self.forward.evaluate(table))

    def scores(self, table: FactTable) -> np.ndarray:
        """(n_actions,) scores of ``table``."""
        return self.evaluate(table).scores

    def ranking(self, table: FactTable) -> np.ndarray:
        """(n_actions,) what the policy maximises: scores with ties between classes broken by
        the learned class priority."""
        return self.evaluate(table).ranking

    def explain(
        self, table: FactTable, action: str, evaluation: Evaluation | None = None
    ) -> Explanation:
        """The policy's explanation of ``action`` under ``table`` (memoised)."""
        key = (table.unary.tobytes() + table.nullary.tobytes(), action)
        return _memo(
            self._explained,
            key,
            self.memo_size,
            lambda: self.forward.explain(table, action, evaluation),
        )


def _memo(cache: OrderedDict, key: object, size: int, compute):  # noqa: ANN001, ANN202
    if size <= 0:
        return compute()
    hit = cache.get(key)
    if hit is not None:
        cache.move_to_end(key)
        return hit
    value = compute()
    cache[key] = value
    if len(cache) > size:
        cache.popitem(last=False)
    return value
