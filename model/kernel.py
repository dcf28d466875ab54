"""The FOL-LNN's forward pass in numpy: the one definition that training, the service and the
Python agent run (:class:`~model.policy.FolLnnPolicy` holds the weights, this computes with them).

A *row* is one grounding an OR scores: today one word, scored by its word class's network (the
row's action is ``verb word``). Every network's AND gates are stacked in one weight matrix, and
a row reads only the gates of its own network (``row_gates``), so a forward is one matrix
product and a few vector operations whatever the number of rows and networks. A class with
several networks (one per verb) is more rows per word, each row the word's literal row again,
with its own ``row_gates`` and ``row_network``: nothing here changes.

- literals of a row ``[atoms, 1 − atoms]``: the word's unary truths, then the nullary ones;
- AND: ``clamp(literals · wᵀ + (β − Σ w))``, every row against every gate;
- OR of the row's network over its gates: ``clamp(1 − β + Σ v a)``;
- rank: the OR's truth plus ``PRIORITY_SCALE · tanh(priority)`` of the row's network.

Truth values are float32 in [0, 1]. The clamps are plain here; the training update
(:mod:`training.methods.fol_lnn_update`) differentiates them straight-through (docs/lnn.md).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

__all__ = ["PRIORITY_SCALE", "Forward", "Lnn", "clip01", "forward", "literal_rows", "rank"]

PRIORITY_SCALE = 1e-3
"""Most a class priority moves an action's rank: it only orders (near-)equal truths."""


class Lnn(NamedTuple):
    """The arrays a forward reads (float32, usually views of a policy's parameters)."""

    and_weight: np.ndarray  # (G, 2k) every network's AND gates, network after network
    and_bias: np.ndarray  # (G,)
    or_weight: np.ndarray  # (G,) each gate's weight in its network's OR
    or_bias: np.ndarray  # (N,) one OR per network
    row_gates: np.ndarray  # (R, G) 1 where row r's network owns gate g, else 0
    row_network: np.ndarray  # (R,) int: the network that scores row r


class Forward(NamedTuple):
    """One forward pass, with what the training update's gradient reads of it."""

    pre: np.ndarray  # (..., R, G) AND pre-activations β − Σ w (1 − x)
    gates: np.ndarray  # (..., R, G) AND truths: pre clamped to [0, 1]
    or_weight: np.ndarray  # (R, G) each row's OR weights on its network's gates (0 elsewhere)
    or_base: np.ndarray  # (R,) 1 − β of each row's OR
    truth: np.ndarray  # (..., R) the OR truths, clamped to [0, 1]


def clip01(a: np.ndarray) -> np.ndarray:
    """Clamp to [0, 1] in place (two ufuncs: cheaper than np.clip on small arrays)."""
    return np.minimum(np.maximum(a, 0.0, out=a), 1.0, out=a)


def literal_rows(
    unary: np.ndarray, nullary: np.ndarray, out: np.ndarray | None = None
) -> np.ndarray:
    """(..., W, 2k) float32 literal rows from truths ``unary`` (..., W, P1) and ``nullary``
    (..., P0) (k = P1 + P0 atoms): each word's atoms, then their negations; into ``out`` when
    given (a buffer of that shape)."""
    n_unary = unary.shape[-1]
    k = n_unary + nullary.shape[-1]
    shape = (*unary.shape[:-1], 2 * k)
    rows = np.empty(shape, np.float32) if out is None else out
    rows[..., :n_unary] = unary
    rows[..., n_unary:k] = nullary[..., None, :]
    np.subtract(1.0, rows[..., :k], out=rows[..., k:])
    return rows


def forward(literals: np.ndarray, lnn: Lnn) -> Forward:
    """Every row's truth from its literal rows ``literals`` (..., R, 2k), one or more batches
    of states at once."""
    lead = literals.shape[:-1]
    flat = literals.reshape(-1, literals.shape[-1])  # (N·R, 2k): one matrix product for all
    pre = (flat @ lnn.and_weight.T).reshape(*lead, -1)
    pre += lnn.and_bias - lnn.and_weight.sum(1)  # β − Σ w (1 − x) = x·wᵀ + (β − Σ w)
    gates = clip01(pre.copy())
    v = lnn.or_weight * lnn.row_gates
    or_base = 1.0 - lnn.or_bias[lnn.row_network]
    truth = clip01((gates * v).sum(-1) + or_base)
    return Forward(pre, gates, v, or_base, truth)


def rank(truth: np.ndarray, priority: np.ndarray, row_network: np.ndarray) -> np.ndarray:
    """(..., R) what the agent maximises: the truths (..., R), ties between networks broken by
    their learned priority (N,), which moves a truth by at most :data:`PRIORITY_SCALE`."""
    squashed = np.tanh(priority.astype(np.float64)).astype(np.float32)  # tanh rounded once
    return truth + np.float32(PRIORITY_SCALE) * squashed[row_network]
