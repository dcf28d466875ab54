"""LNN neurons: classical truth tables under the α-constraints, violations, gradients, bounds."""

from __future__ import annotations

import itertools

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from model.lnn import (
    Bounds,
    LnnAnd,
    LnnOr,
    constraint_loss,
    constraint_violation,
    contradiction_loss,
    implies,
    negate,
    negate_bounds,
    project_alpha_,
    truth_clamp,
)


@st.composite
def classical_gate(draw: st.DrawFn) -> tuple[float, list[float], float, int]:
    """(α, weights, β, n_decisive) for one gate meeting the α-constraints, decisive inputs first."""
    alpha = draw(st.floats(0.55, 0.97))
    r = (1 - alpha) / alpha
    max_k = max(1, int((1 - 1e-6) / r))  # k·r < 1
    k = draw(st.integers(1, min(max_k, 4)))
    n_other = draw(st.integers(0, 3))
    extras = draw(st.lists(st.floats(0, 2), min_size=k, max_size=k))
    slack = draw(st.floats(0, 2))
    others = draw(st.lists(st.floats(0, 0.3), min_size=n_other, max_size=n_other))
    lowest = alpha - r * k * (1 - alpha) + (1 - alpha) * sum(extras) + sum(others)
    beta = lowest / (1 - r * k) + slack + 1e-6
    threshold = (beta - 1 + alpha) / alpha
    others = [min(o, 0.99 * threshold) for o in others]
    weights = [threshold + 1e-6 + e for e in extras] + others
    return alpha, weights, beta, k


def _gate(cls: type, weights: list[float], beta: float) -> LnnAnd | LnnOr:
    gate = cls(len(weights), 1).double()
    with torch.no_grad():
        gate.weight.copy_(torch.tensor([weights], dtype=torch.float64))
        gate.bias.fill_(beta)
    return gate


def _extremes(n: int) -> torch.Tensor:
    return torch.tensor(list(itertools.product([0.0, 1.0], repeat=n)), dtype=torch.float64)


@settings(max_examples=60, deadline=None)
@given(classical_gate())
def test_and_is_classical_at_extremes_for_any_constrained_parameters(case) -> None:
    alpha, weights, beta, k = case
    gate = _gate(LnnAnd, weights, beta)
    assert constraint_violation(gate.weight, gate.bias, alpha).item() < 1e-5
    assert gate.decisive(alpha)[0, :k].all()
    x = _extremes(len(weights))  # (2^n, n)
    out = gate(x)[:, 0]
    expected = x[:, :k].min(dim=1).values == 1.0
    assert (out[expected] >= alpha - 1e-5).all()
    assert (out[~expected] <= 1 - alpha + 1e-5).all()


@settings(max_examples=60, deadline=None)
@given(classical_gate())
def test_or_is_classical_at_extremes_for_any_constrained_parameters(case) -> None:
    alpha, weights, beta, k = case
    gate = _gate(LnnOr, weights, beta)
    x = _extremes(len(weights))
    out = gate(x)[:, 0]
    expected = x[:, :k].max(dim=1).values == 1.0
    assert (out[expected] >= alpha - 1e-5).all()
    assert (out[~expected] <= 1 - alpha + 1e-5).all()


@settings(max_examples=40, deadline=None)
@given(
    st.floats(0.55, 0.95),
    st.lists(st.floats(0, 3), min_size=2, max_size=6),
    st.floats(0, 4),
)
def test_projection_lands_on_the_constraints(alpha, weights, beta) -> None:
    gate = _gate(LnnAnd, weights, beta)
    gate.project_(alpha)
    assert constraint_loss(gate.weight, gate.bias, alpha).item() == pytest.approx(0, abs=1e-9)
    mask = gate.decisive(alpha)[0]
    x = _extremes(len(weights))
    out = gate(x)[:, 0]
    expected = x[:, mask].min(dim=1).values == 1.0 if mask.any() else torch.ones(len(x), dtype=bool)
    assert (out[expected] >= alpha - 1e-5).all()
    assert (out[~expected] <= 1 - alpha + 1e-5).all()


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([0.6, 0.75, 0.8, 0.9]),
    st.lists(st.lists(st.floats(0.01, 3), min_size=12, max_size=12), min_size=1, max_size=6),
    st.lists(st.lists(st.booleans(), min_size=12, max_size=12), min_size=6, max_size=6),
    st.floats(0, 4),
)
def test_projecting_many_gates_at_once_keeps_what_each_gate_names(alpha, rows, keeps, beta):
    weight = torch.tensor(rows)
    bias = torch.full((len(rows),), beta)
    keep = torch.tensor(keeps[: len(rows)])
    projected, projected_bias = weight.clone(), bias.clone()
    project_alpha_(projected, projected_bias, alpha, keep=keep)
    assert constraint_loss(projected, projected_bias, alpha).item() == pytest.approx(0, abs=1e-6)
    max_k = {0.6: 1, 0.75: 2, 0.8: 3, 0.9: 8}[alpha]  # k (1 − α) / α < 1
    for g in range(len(rows)):
        kept = projected[g] > 0
        assert (kept <= keep[g]).all() and int(kept.sum()) == min(int(keep[g].sum()), max_k)
        # the strongest kept inputs survive a cut
        dropped = weight[g][keep[g] & ~kept]
        if len(dropped):
            assert dropped.max() <= weight[g][kept].min()
        # a row projected alone gives the same gate
        alone_w, alone_b = weight[g : g + 1].clone(), bias[g : g + 1].clone()
        project_alpha_(alone_w, alone_b, alpha, keep=keep[g : g + 1])
        assert torch.equal(alone_w[0], projected[g]) and alone_b[0] == projected_bias[g]


def test_plain_lukasiewicz_and_violates_a_high_threshold() -> None:
    # w = β = 1 is the unweighted Łukasiewicz AND: at inputs (α, α) it reads 2α − 1 < α
    gate = _gate(LnnAnd, [1.0, 1.0], 1.0)
    alpha = 0.8
    assert constraint_violation(gate.weight, gate.bias, alpha).item() == pytest.approx(0.2)
    assert constraint_loss(gate.weight, gate.bias, alpha).item() > 0
    out = gate(torch.tensor([[alpha, alpha]], dtype=torch.float64)).item()
    assert 1 - alpha < out < alpha  # neither True nor False: not classical


def test_negative_weights_and_weak_inputs_are_penalised() -> None:
    alpha = 0.9
    weight = torch.tensor([[1.5, -0.2]])
    bias = torch.tensor([1.3])
    assert constraint_loss(weight, bias, alpha).item() >= 0.2
    weak = torch.tensor([[1.5, 0.5]])  # 0.5 is neither zero nor decisive
    assert constraint_loss(weak, bias, alpha).item() > 0


def test_gradient_flows_through_a_saturated_clamp() -> None:
    gate = LnnAnd(3, 2)
    with torch.no_grad():
        gate.weight.fill_(2.0)
        gate.bias.fill_(1.0)
    x = torch.zeros(4, 3)
    out = gate(x)  # pre-activation 1 − 6 = −5, clamped to 0
    assert torch.equal(out, torch.zeros(4, 2))
    ((out - 1.0) ** 2).sum().backward()
    assert gate.bias.grad is not None and (gate.bias.grad < 0).all()
    assert (gate.weight.grad > 0).all()  # lowering w raises the output: gradient says so


def test_clamp_is_plain_without_grad() -> None:
    x = torch.tensor([-1.0, 0.3, 2.0], requires_grad=True)
    with torch.no_grad():
        assert torch.equal(truth_clamp(x), torch.tensor([0.0, 0.3, 1.0]))
    y = truth_clamp(x)
    assert torch.equal(y.detach(), torch.tensor([0.0, 0.3, 1.0]))
    y.sum().backward()
    assert torch.equal(x.grad, torch.ones(3))


def test_bounds_propagate_monotonically_and_not_swaps_them() -> None:
    gate = _gate(LnnAnd, [1.0, 1.0], 1.0)
    bounds = Bounds(torch.tensor([[0.6, 0.9]], dtype=torch.float64), torch.ones(1, 2).double())
    out = gate.bounds(bounds)
    assert out.lower.item() == pytest.approx(0.5)
    assert out.upper.item() == pytest.approx(1.0)
    neg = negate_bounds(Bounds(torch.tensor([0.2]), torch.tensor([0.7])))
    assert neg.lower.item() == pytest.approx(0.3) and neg.upper.item() == pytest.approx(0.8)
    # unknown input (0, 1) gives an unknown AND
    unknown = gate.bounds(Bounds(torch.zeros(1, 2).double(), torch.ones(1, 2).double()))
    assert unknown.lower.item() == 0.0 and unknown.upper.item() == 1.0


def test_contradiction_loss_measures_crossed_bounds() -> None:
    ok = Bounds(torch.tensor([0.2, 0.5]), torch.tensor([0.9, 0.5]))
    assert contradiction_loss(ok).item() == 0.0
    crossed = Bounds(torch.tensor([0.8, 0.5]), torch.tensor([0.3, 0.4]))
    assert contradiction_loss(crossed).item() == pytest.approx(0.6)


def test_negate_and_implies() -> None:
    x = torch.tensor([0.0, 1.0, 0.3])
    assert torch.allclose(negate(x), torch.tensor([1.0, 0.0, 0.7]))
    assert implies(torch.tensor([1.0, 1.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])).tolist() == [
        0.0,
        1.0,
        1.0,
    ]
