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

import torch
from torch import Tensor, nn

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


def decisive_mask(weight: Tensor, bias: Tensor, alpha: float) -> Tensor:
    """(..., G, n) bool: input i decisive for its gate when ``wᵢ ≥ (β − 1 + α) / α``."""
    threshold = (bias - 1.0 + alpha) / alpha  # (..., G)
    return weight >= threshold.unsqueeze(-1)


def constraint_violation(weight: Tensor, bias: Tensor, alpha: float) -> Tensor:
    """(G,) how far each gate is from classical: ``max(0, α − β + (1−α)Σ_D w + Σ_¬D w)``."""
    mask = decisive_mask(weight, bias, alpha).detach()
    w = weight.clamp(min=0.0)
    cost = torch.where(mask, (1.0 - alpha) * w, w).sum(dim=-1)
    return torch.relu(alpha - bias + cost)


def constraint_loss(weight: Tensor, bias: Tensor, alpha: float) -> Tensor:
    """Logical loss, zero iff every weight is zero or decisive and every gate is classical.

    Sum of Riegel et al.'s gate term ``max(0, α − β + (1 − α) Σ w)`` over all inputs, the slack
    term ``Σᵢ wᵢ · max(0, β − α wᵢ − (1 − α))`` (a non-decisive input is tolerated only with
    its weight going to zero: its gradient pushes each weight to 0 or up to decisive), and
    ``Σ max(0, −w)`` for weights that left the non-negative orthant. Its gate term charges a
    non-decisive weight (1 − α)w, not w as :func:`constraint_violation` does, so it never pulls
    a weight that is on its way to decisive back down.
    """
    w = weight.clamp(min=0.0)
    gate = torch.relu(alpha - bias + (1.0 - alpha) * w.sum(dim=-1))
    slack = w * torch.relu(bias.unsqueeze(-1) - alpha * w - (1.0 - alpha))
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
    """
    if not 0.5 <= alpha < 1.0:
        raise ValueError(f"alpha must be in [0.5, 1), got {alpha}")
    weight.clamp_(min=0.0)
    mask = decisive_mask(weight, bias, alpha) if keep is None else keep
    max_k = math.ceil(alpha / (1.0 - alpha)) - 1  # largest k with k(1-α)/α < 1
    r = (1.0 - alpha) / alpha
    for g in range(weight.shape[0]):
        kept = torch.nonzero(mask[g]).flatten()
        order = torch.argsort(weight[g, kept], descending=True)
        kept = kept[order][:max_k]
        values = weight[g, kept].double()
        weight[g].zero_()
        new_bias, new_values = _classical_bias(values, alpha, r)
        weight[g, kept] = new_values.to(weight.dtype)
        bias[g] = new_bias


def _classical_bias(values: Tensor, alpha: float, r: float) -> tuple[float, Tensor]:
    """Smallest β with β = α + (1−α)Σw' where w' = max(w, (β−1+α)/α), for sorted-desc ``w``."""
    k = values.numel()
    for m in range(k + 1):  # the m smallest weights get raised to the threshold
        fixed = values[: k - m]
        bias = (alpha + (1.0 - alpha) * fixed.sum().item() - r * m * (1.0 - alpha)) / (1 - r * m)
        threshold = (bias - 1.0 + alpha) / alpha
        raised_ok = m == 0 or values[k - m].item() < threshold + 1e-12
        fixed_ok = k - m == 0 or fixed.min().item() >= threshold - 1e-12
        if raised_ok and fixed_ok:
            new_values = values.clone()
            new_values[k - m :] = threshold
            return _with_margin(bias, new_values, alpha, r)
    raise AssertionError("no classical bias found")  # unreachable for k < α/(1−α)


def _with_margin(bias: float, values: Tensor, alpha: float, r: float) -> tuple[float, Tensor]:
    """Raise β by δ and weights by ε so both constraints hold strictly (survive float32)."""
    k = values.numel()
    delta = 1e-4 * max(1.0, abs(bias))
    if k == 0:
        return bias + delta, values
    # decisive needs ε ≥ δ/α, classical needs δ ≥ (1−α)kε: take ε between the two
    c = (1.0 - r * k) / (2.0 * (1.0 - alpha) * k)
    return bias + delta, values + delta * (1.0 / alpha + c)
