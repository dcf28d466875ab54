"""Weighted real-valued Łukasiewicz logic neurons (Riegel et al. 2020, "Logical Neural Networks").

Truth values are floats in [0, 1]. A bank of ``n_gates`` neurons shares its inputs; each gate has
its own non-negative weights ``w`` (n_gates, n_inputs) and bias ``β`` (n_gates,):

- AND: ``f(β − Σᵢ wᵢ (1 − xᵢ))``
- OR:  ``f(1 − β + Σᵢ wᵢ xᵢ)``
- NOT: ``1 − x``

``f`` clamps to [0, 1]. While autograd records, the clamp is straight-through: the forward value
is the exact clamp, the backward pass is the identity, so gates saturated at 0 or 1 at random
init still receive gradient (docs/lnn.md explains the choice).

The α-constraints (AND and OR share them, by De Morgan) with α ∈ [½, 1]: input i is *decisive*
when ``β − α wᵢ ≤ 1 − α``; the gate is classical when
``β − (1 − α) Σ_{decisive} w − Σ_{other} w ≥ α``. A gate meeting both is a classical AND (OR) of
its decisive inputs, read at threshold α (True ≥ α, False ≤ 1 − α), whatever its other inputs
are. With every input decisive this is exactly Riegel et al.'s ``β − (1 − α) Σ w ≥ α`` and
``β − α wᵢ ≤ 1 − α``. The constraints are offered as a loss (:func:`constraint_loss`) and as a
projection (:func:`project_alpha_`).
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np
import torch
from torch import Tensor, nn

from model.readout import decisive_mask

__all__ = [
    "Bounds",
    "and_truth",
    "or_truth",
    "LnnAnd",
    "LnnOr",
    "constraint_loss",
    "constraint_violation",
    "contradiction_loss",
    "decisive_mask",
    "implies",
    "negate",
    "negate_bounds",
    "project_alpha_",
    "project_alpha_array_",
    "project_nonnegative_",
    "truth_clamp",
]


class Bounds(NamedTuple):
    """Lower and upper truth bounds, tensors of the same shape with values in [0, 1]."""

    lower: Tensor
    upper: Tensor


def truth_clamp(x: Tensor) -> Tensor:
    """Clamp to [0, 1]; straight-through (identity gradient) while autograd is recording."""
    clamped = x.clamp(0.0, 1.0)
    if not (torch.is_grad_enabled() and x.requires_grad):
        return clamped
    return x + (clamped - x).detach()


def negate(x: Tensor) -> Tensor:
    """Łukasiewicz NOT: ``1 − x``."""
    return 1.0 - x


def negate_bounds(bounds: Bounds) -> Bounds:
    """NOT on bounds: it is antitone, so it swaps them: ``(1 − U, 1 − L)``."""
    return Bounds(1.0 - bounds.upper, 1.0 - bounds.lower)


def implies(x: Tensor, y: Tensor) -> Tensor:
    """Unweighted Łukasiewicz implication ``min(1, 1 − x + y)`` (= OR(¬x, y) with w = β = 1)."""
    return truth_clamp(1.0 - x + y)


def contradiction_loss(bounds: Bounds) -> Tensor:
    """Sum of ``max(0, L − U)``: how far bounds cross, zero for consistent bounds."""
    return torch.relu(bounds.lower - bounds.upper).sum()


class _Gates(nn.Module):
    """A bank of weighted Łukasiewicz gates over a shared input vector."""

    def __init__(self, n_inputs: int, n_gates: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(n_gates, n_inputs))  # (G, n_inputs), ≥ 0
        self.bias = nn.Parameter(torch.ones(n_gates))  # (G,)

    @property
    def n_inputs(self) -> int:
        return self.weight.shape[1]

    @property
    def n_gates(self) -> int:
        return self.weight.shape[0]

    def bounds(self, bounds: Bounds) -> Bounds:
        """Propagate truth bounds: AND and OR are monotone, so evaluate at each bound."""
        return Bounds(self(bounds.lower), self(bounds.upper))

    def decisive(self, alpha: float) -> Tensor:
        """(G, n_inputs) bool: which inputs are decisive for each gate at threshold α."""
        return decisive_mask(self.weight, self.bias, alpha)

    def constraint_loss(self, alpha: float) -> Tensor:
        """The α-constraint loss of this bank, see :func:`constraint_loss`."""
        return constraint_loss(self.weight, self.bias, alpha)

    @torch.no_grad()
    def project_(self, alpha: float | None = None) -> None:
        """Keep weights ≥ 0; with ``alpha`` also snap onto the α-constraints."""
        if alpha is None:
            project_nonnegative_(self.weight)
        else:
            project_alpha_(self.weight, self.bias, alpha)


class LnnAnd(_Gates):
    """``n_gates`` weighted Łukasiewicz conjunctions of ``n_inputs`` truth values."""

    def forward(self, x: Tensor) -> Tensor:
        """(..., n_inputs) truth values -> (..., n_gates) truth values."""
        return and_truth(x, self.weight, self.bias)


class LnnOr(_Gates):
    """``n_gates`` weighted Łukasiewicz disjunctions of ``n_inputs`` truth values."""

    def forward(self, x: Tensor) -> Tensor:
        """(..., n_inputs) truth values -> (..., n_gates) truth values."""
        return or_truth(x, self.weight, self.bias)


def and_truth(x: Tensor, weight: Tensor, bias: Tensor) -> Tensor:
    """AND of (..., n) truths under weights (G, n), bias (G,) -> (..., G) truths."""
    # β − Σ w (1 − x) = x·wᵀ + (β − Σ w)
    return truth_clamp(torch.matmul(x, weight.t()) + (bias - weight.sum(dim=1)))


def or_truth(x: Tensor, weight: Tensor, bias: Tensor) -> Tensor:
    """OR of (..., n) truths under weights (G, n), bias (G,) -> (..., G) truths."""
    return truth_clamp(torch.matmul(x, weight.t()) + (1.0 - bias))


def constraint_violation(weight: Tensor, bias: Tensor, alpha: float) -> Tensor:
    """(G,) how far each gate is from classical: ``max(0, α − β + (1−α)Σ_D w + Σ_¬D w)``."""
    mask = decisive_mask(weight, bias, alpha).detach()
    w = weight.clamp(min=0.0)
    cost = torch.where(mask, (1.0 - alpha) * w, w).sum(dim=-1)
    return torch.relu(alpha - bias + cost)


def constraint_loss(weight: Tensor, bias: Tensor, alpha: float, margin: float = 0.0) -> Tensor:
    """Logical loss, zero iff every weight is zero or decisive and every gate is classical
    (each by at least ``margin``, so that a trained gate does not sit on the threshold its
    reading uses).

    Sum of Riegel et al.'s gate term ``max(0, α − β + (1 − α) Σ w)`` over all inputs, the slack
    term ``Σᵢ wᵢ · max(0, β − α wᵢ − (1 − α))`` (a non-decisive input is tolerated only with
    its weight going to zero: its gradient pushes each weight to 0 or up to decisive), and
    ``Σ max(0, −w)`` for weights that left the non-negative orthant. Its gate term charges a
    non-decisive weight (1 − α)w, not w as :func:`constraint_violation` does, so it never pulls
    a weight that is on its way to decisive back down.
    """
    w = weight.clamp(min=0.0)
    gate = torch.relu(alpha + margin - bias + (1.0 - alpha) * w.sum(dim=-1))
    slack = w * torch.relu(bias.unsqueeze(-1) - alpha * w - (1.0 - alpha) + margin)
    negative = torch.relu(-weight)
    return gate.sum() + slack.sum() + negative.sum()


@torch.no_grad()
def project_nonnegative_(weight: Tensor) -> None:
    """In place: clamp weights to ≥ 0 (call after every optimizer step)."""
    weight.clamp_(min=0.0)


@torch.no_grad()
def project_alpha_(weight: Tensor, bias: Tensor, alpha: float, keep: Tensor | None = None) -> None:
    """In place: move (w, β) of each gate onto the α-constraints, keeping its decisive inputs
    (or the inputs ``keep`` (G, n) names).

    The other weights are set to 0, the kept ones are raised to the decisive threshold where
    needed and β is set to the smallest value that makes the gate classical. A gate can keep at
    most ``k < α / (1 − α)`` inputs; if more are kept, the weakest are dropped. The gate then
    reads as the classical AND (OR) of the inputs it kept.

    With the kept weights sorted in decreasing order, raising the m smallest to the threshold
    t = (β − 1 + α) / α and solving β = α + (1 − α) Σ w' gives
    β_m = (α + (1 − α) Σ_{j<k−m} w_j − r m (1 − α)) / (1 − r m), r = (1 − α) / α; the smallest
    consistent m (the raised ones below t, the others at or above it) is taken. Every gate and
    every m are computed at once (float64), so the cost does not grow with the gates.
    """
    if not 0.5 <= alpha < 1.0:
        raise ValueError(f"alpha must be in [0.5, 1), got {alpha}")
    weight.clamp_(min=0.0)
    mask = (decisive_mask(weight, bias, alpha) if keep is None else keep.bool()).numpy()
    # views: writes land in the tensors
    project_alpha_array_(weight.detach().numpy(), bias.detach().numpy(), alpha, mask)


def project_alpha_array_(w: np.ndarray, b: np.ndarray, alpha: float, mask: np.ndarray) -> None:
    """:func:`project_alpha_` on numpy arrays (in place): weights (G, n) ≥ 0, biases (G,), the
    inputs each gate keeps (G, n) bool. A few dozen operations on small arrays, run after
    every step of a frozen network."""
    n_gates, n_inputs = w.shape
    if n_gates == 0:
        return
    # largest k with k r < 1 (the tolerance keeps α = 0.9 at 8: 0.9 / (1 − 0.9) > 9 in floats)
    max_k = min(math.ceil(alpha / (1.0 - alpha) - 1e-9) - 1, n_inputs)
    r = (1.0 - alpha) / alpha
    # kept weights, strongest first (a stable sort: ties keep the lower index); the rest last
    order = np.argsort(np.where(mask, -w.astype(np.float64), 1.0), axis=1, kind="stable")
    order = order[:, :max_k]
    row = np.arange(n_gates)[:, None]  # fancy indexing: cheaper than take_along_axis here
    ranked = w[row, order].astype(np.float64)
    k = np.minimum(mask.sum(1), max_k)  # (G,) inputs each gate keeps
    m = np.arange(max_k + 1)  # (M,) how many get raised
    kept = np.arange(max_k)[None, :] < k[:, None]
    prefix = np.zeros((n_gates, max_k + 1))  # prefix[:, j]: sum of the j strongest
    prefix[:, 1:] = np.where(kept, ranked, 0.0).cumsum(1)
    fixed_count = np.maximum(k[:, None] - m, 0)  # (G, M): k − m
    biases = (alpha + (1.0 - alpha) * prefix[row, fixed_count] - r * m * (1.0 - alpha)) / (
        1.0 - r * m
    )
    thresholds = (biases - 1.0 + alpha) / alpha
    padded = np.full((n_gates, max_k + 2), np.inf)  # padded[:, j + 1] = ranked[:, j]
    padded[:, 1:-1] = np.where(kept, ranked, np.inf)
    largest_raised = padded[row, fixed_count + 1]  # w_{k−m}
    smallest_fixed = padded[row, fixed_count]  # w_{k−m−1}
    consistent = (
        (m <= k[:, None])
        & ((m == 0) | (largest_raised < thresholds + 1e-12))
        & ((fixed_count == 0) | (smallest_fixed >= thresholds - 1e-12))
    )
    if not consistent.any(1).all():
        raise AssertionError("no classical bias found")  # unreachable for k < α/(1−α)
    chosen = consistent.argmax(1)[:, None]  # the smallest consistent m
    new_bias = biases[row, chosen][:, 0]
    values = np.where(
        np.arange(max_k)[None, :] < k[:, None] - chosen, ranked, thresholds[row, chosen]
    )
    # margin: raise β by δ and the weights by ε so both constraints hold strictly in float32;
    # decisive needs ε ≥ δ/α, classical δ ≥ (1 − α) k ε: ε lies between the two
    delta = 1e-4 * np.maximum(np.abs(new_bias), 1.0)
    kf = np.maximum(k, 1).astype(np.float64)
    values = values + (delta * (1.0 / alpha + (1.0 - r * kf) / (2.0 * (1.0 - alpha) * kf)))[:, None]
    w[...] = 0.0
    w[np.nonzero(kept)[0], order[kept]] = values[kept]
    b[...] = new_bias + delta
