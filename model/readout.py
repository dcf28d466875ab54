"""The rules read off an AND-OR LNN's weights at threshold α (docs/lnn.md): which literals are
decisive for each gate, which gates are in their network's rule, and each gate's conjunction.

numpy only, one definition: the frozen policy (:class:`model.numpy_policy.NumpyPolicy`) reads
its rules, its network drawing and its explanations here, and the training network
(:class:`model.policy.FolLnnPolicy`) answers its rules through that frozen policy.
"""

from __future__ import annotations

from typing import NamedTuple, TypeVar

import numpy as np

from model.rules import Conjunction, Literal

__all__ = ["GateReadout", "conjunction", "decisive_mask", "gate_readout"]

Array = TypeVar("Array")  # a numpy array or a torch tensor: the same expression reads both


class GateReadout(NamedTuple):
    """One network's gates read at threshold α."""

    decisive: np.ndarray  # (G, 2k) bool: the literals decisive for each AND gate
    in_rule: np.ndarray  # (G,) bool: the gate is in the network's rule


def decisive_mask(weight: Array, bias: Array, alpha: float) -> Array:
    """(..., G, n) bool: input i decisive for its gate when ``wᵢ ≥ (β − 1 + α) / α`` (numpy
    arrays or torch tensors: :func:`model.lnn.constraint_violation` reads it too)."""
    threshold = (bias - 1.0 + alpha) / alpha  # (..., G)
    return weight >= threshold[..., None]


def gate_readout(
    and_weight: np.ndarray,
    and_bias: np.ndarray,
    or_weight: np.ndarray,
    or_bias: float | np.ndarray,
    alpha: float,
) -> GateReadout:
    """The decisive literals of a network's AND gates (``and_weight`` (G, 2k), ``and_bias``
    (G,)) and which gates are in its rule: decisive in its OR (``or_weight`` (G,), ``or_bias``),
    able to read True, and not absorbed by another gate of the rule (float32 in, as trained)."""
    decisive = decisive_mask(and_weight, and_bias, alpha)  # (G, 2k)
    n_atoms = and_weight.shape[1] // 2
    pos, neg = decisive[:, :n_atoms], decisive[:, n_atoms:]
    w_pos, w_neg = and_weight[:, :n_atoms], and_weight[:, n_atoms:]
    # best classical input: decisive literals true, each free atom set to its cheaper side
    cost = np.where(pos, w_neg, np.where(neg, w_pos, np.minimum(w_pos, w_neg)))
    can_be_true = ~(pos & neg).any(1) & (and_bias - cost.sum(1) >= alpha)
    or_bias = np.asarray(or_bias, and_bias.dtype).reshape(1)
    or_decisive = decisive_mask(or_weight[None, :], or_bias, alpha)[0]  # (G,)
    in_rule = or_decisive & can_be_true
    # absorption, A ∨ (A ∧ B) = A: a gate whose literals include all of another gate's in
    # the rule adds nothing to the disjunction (of two equal gates the first is kept)
    contains = ~(decisive[:, None, :] & ~decisive[None, :, :]).any(2)  # (G, G)
    index = np.arange(len(in_rule))
    strict = contains & ~contains.T  # [j, k]: j's literals are a strict subset of k's
    first = contains & contains.T & (index[:, None] < index[None, :])  # equal, j first
    absorbed = ((strict | first) & in_rule[:, None]).any(0)  # (G,)
    return GateReadout(decisive, in_rule & ~absorbed)


def conjunction(literals: tuple[Literal, ...], rule_id: str, decisive: np.ndarray) -> Conjunction:
    """A gate's decisive literals (``decisive`` (2k,) bool over ``literals``, the network's
    literal set) in predicate order: ``find(x) ∧ ¬visited(x) ∧ ...``."""
    n_atoms = len(literals) // 2
    on = decisive.tolist()
    chosen = tuple(
        literals[i + offset] for i in range(n_atoms) for offset in (0, n_atoms) if on[i + offset]
    )
    return Conjunction(rule_id, chosen)
