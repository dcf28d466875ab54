"""``fol-lnn-critic``'s update (numpy, hand-derived) against autograd on its torch oracle
(tests/lnn_oracle.py), on transitions of real games."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from tests import lnn_oracle
from training.methods import MethodSettings, make_method
from training.methods.fol_lnn_critic_update import FolLnnCriticLearner
from training.methods.numpy_update import FlatAdam


def _method(seed: int, grow: bool):
    method = make_method("fol-lnn-critic", FOLConverter().vocabulary, seed, MethodSettings())
    if grow:  # a second direction gate, as training grows them
        method.network.add_gate("direction")
    return method


@pytest.mark.parametrize("grow", [False, True])
def test_the_hand_derived_gradient_is_autograds(fact_replay, grow):
    method = _method(1, grow)
    lnn_oracle.spread_critic_weights(method, int(grow))
    learner = FolLnnCriticLearner(method, 1e-3)
    seen_priority = 0
    for trial in range(24):
        method.updates = trial  # every SPARSE-th carries the constraint loss
        graded = lnn_oracle.check_critic_gradients(method, learner, fact_replay.sample(32), 0.9)
        seen_priority += any(p is method.network.priority for p in graded)
    assert seen_priority > 0  # some batches had the tie the class priority orders


def test_a_numpy_step_is_an_autograd_step(fact_replay):
    numpy_method = _method(2, grow=False)
    torch_method = copy.deepcopy(numpy_method)
    numpy_learner = FolLnnCriticLearner(numpy_method, 1e-3)
    torch_learner = lnn_oracle.learner(torch_method, lnn_oracle.fol_lnn_critic_loss, 1e-3)
    rng = np.random.default_rng(0)
    for _ in range(20):
        fact_replay.rng = np.random.default_rng(rng.integers(1 << 30))
        state = fact_replay.rng.bit_generator.state
        loss_np = numpy_learner.step(fact_replay.sample(32), 0.9)
        fact_replay.rng.bit_generator.state = state
        loss_torch = torch_learner.step(fact_replay.sample(32), 0.9)
        assert loss_np == pytest.approx(loss_torch, rel=1e-4, abs=1e-6)
        for m in (numpy_method, torch_method):
            m.after_update()
    pairs = zip(*map(lnn_oracle.critic_parameters, (numpy_method, torch_method)), strict=True)
    for a, b in pairs:
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)
    # the bookkeeping is the same: growth counts and the crystallize reservoir
    np.testing.assert_allclose(numpy_method._window.positives, torch_method._window.positives)
    assert len(numpy_method._reservoir) == len(torch_method._reservoir) == 20
    for a, b in zip(numpy_method._reservoir[-1], torch_method._reservoir[-1], strict=True):
        np.testing.assert_allclose(a, b, atol=1e-4)  # truth targets: value gaps / margin 0.1


def test_flat_adam_is_torch_adam_and_skips_a_trailing_parameter_without_gradient():
    rng = torch.Generator().manual_seed(0)
    shapes = [(3, 4), (3,), (2,)]
    params = [torch.randn(s, generator=rng) for s in shapes]
    mirror = [p.clone().requires_grad_(True) for p in params]
    arrays = [p.numpy() for p in params]  # FlatAdam updates these in place
    adam = FlatAdam(arrays, [1e-2, 1e-2, 5e-2])
    reference = torch.optim.Adam(
        [{"params": mirror[:2], "lr": 1e-2}, {"params": mirror[2:], "lr": 5e-2}]
    )
    for step in range(30):
        grads = [torch.randn(s, generator=rng) for s in shapes]
        if step % 3 == 1:
            grads[2] = None  # the last parameter has no gradient this time
        adam.step([None if g is None else g.numpy() for g in grads])
        for m, g in zip(mirror, grads, strict=True):
            m.grad = g
        reference.step()
    for p, m in zip(params, mirror, strict=True):
        torch.testing.assert_close(p, m.detach(), rtol=1e-5, atol=1e-6)
    with pytest.raises(ValueError, match="trailing"):
        adam.step([None, arrays[1], arrays[2]])


def test_a_learner_refuses_a_network_that_grew_since_it_was_built(fact_replay):
    method = _method(3, grow=False)
    learner = FolLnnCriticLearner(method, 1e-3)
    method.network.add_gate("direction")  # new parameter tensors: the learner's views are stale
    with pytest.raises(RuntimeError, match="new learner"):
        learner.step(fact_replay.sample(8), 0.9)
    before = method.network.and_weight.detach().clone()
    method.learner(1e-3).step(fact_replay.sample(8), 0.9)
    assert not torch.equal(method.network.and_weight.detach(), before)  # the live weights moved
