"""NLM-DQN's numpy update computes autograd's loss and gradients on the network written in torch
(the oracle, ``tests/nlm_oracle.py``), to float32 rounding, on real replay batches (random play
on real games, the protocol's prioritized replay), batch after batch as the network trains, and
takes the autograd learner's step; the same for ``nlm-dqn@split`` (two networks, values clamped
straight through, each head's target clipped)."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from bench.update_bench import real_batches
from converter.converter import FOLConverter
from model.baselines import NlmDqn, NlmDqnConfig
from tests.nlm_oracle import torch_forward
from training.methods import MethodSettings, TensorBatch, default_gamma, make_method
from training.methods.base import AutogradLearner
from training.methods.nlm_update import NlmLearner, supports
from training.replay import Batch


def _autograd(method, batch, gamma=0.5):
    """The loss and its gradient by autograd on the torch oracle of the network."""
    params = [p for g in method.param_groups(1e-3) for p in g["params"]]
    with torch_forward():
        loss = method.loss(TensorBatch.from_replay(batch), gamma).total
        return loss.detach(), torch.autograd.grad(loss, params)


def _clamped(method, batch) -> tuple[int, int]:
    """A split network's taken values outside [0, 1] (clamped straight through) and targets
    outside it (clipped), in one batch."""
    tensors = TensorBatch.from_replay(batch)
    rows = torch.arange(len(batch.action))

    def raw(state):
        inputs = state["unary"].float(), state["nullary"].float()
        net = method.network
        return torch.stack((net.task(*inputs), net.explore(*inputs)), -1)  # (B, A, 2)

    with torch.no_grad():
        taken = raw(tensors.state)[rows, tensors.action]
        best = (
            raw(tensors.next_state)
            .clamp(0, 1)
            .masked_fill(~tensors.next_mask[..., None], float("-inf"))
            .amax(1)
        )
    rewards = torch.stack((tensors.score, tensors.reward - tensors.score), 1)
    target = rewards + default_gamma(method.name) * best * (1 - tensors.terminal[:, None])
    return int(((taken < 0) | (taken > 1)).sum()), int(((target < 0) | (target > 1)).sum())


@pytest.mark.parametrize("name", ["nlm-dqn", "nlm-dqn@split"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_numpy_update_has_autograds_loss_and_gradients(name, seed, small_games):
    torch.set_num_threads(1)
    method = make_method(name, FOLConverter().vocabulary, seed, MethodSettings())
    gamma = default_gamma(name)
    learner = method.learner(1e-3)
    assert isinstance(learner, NlmLearner)
    paths = [small_games["hard5"], small_games["medium5"], small_games["easy5"]]
    batches = real_batches(method, paths, n_batches=8, episodes=8, seed=seed)
    clamped = np.zeros(2, int)
    for batch in batches:
        if learner.split:
            clamped += _clamped(method, batch)
        loss, grads = learner.loss_and_grads(batch, gamma)
        want_loss, want_grads = _autograd(method, batch, gamma)
        torch.testing.assert_close(torch.tensor(loss), want_loss)
        names = [name for name, _ in method.network.named_parameters()]
        for name, got, want in zip(names, grads, want_grads, strict=True):
            torch.testing.assert_close(torch.from_numpy(got), want, msg=name)
        learner.step(batch, gamma)  # the next batch meets trained weights
    if learner.split:  # the clamp of the values and the clip of the targets were exercised
        assert clamped.all(), clamped


@pytest.mark.parametrize("name", ["nlm-dqn", "nlm-dqn@split"])
@pytest.mark.parametrize("max_grad_norm", [5.0, 1e-3])  # 1e-3: every step clipped
def test_a_step_moves_the_weights_as_the_autograd_learner_does(name, max_grad_norm, small_games):
    torch.set_num_threads(1)
    method = make_method(name, FOLConverter().vocabulary, 0, MethodSettings())
    method.max_grad_norm = max_grad_norm
    twin = copy.deepcopy(method)
    batches = real_batches(method, [small_games["hard5"]], n_batches=5, episodes=6, seed=4)
    numpy_learner, autograd_learner = NlmLearner(method, 1e-3), AutogradLearner(twin, 1e-3)
    gamma = default_gamma(name)
    for batch in batches:
        got = numpy_learner.step(batch, gamma)
        with torch_forward():
            want = autograd_learner.step(batch, gamma)
        assert got == pytest.approx(want, rel=1e-5)
    pairs = zip(method.network.named_parameters(), twin.network.parameters(), strict=True)
    for (name, p), q in pairs:
        torch.testing.assert_close(p.detach(), q.detach(), msg=name)


@pytest.mark.parametrize("name", ["nlm-dqn", "nlm-dqn@split"])
def test_ties_in_a_reduction_share_the_gradient_as_autograd_does(name):
    """Two words with the same facts give the same hidden truths, so max and min over words
    tie: the batch below has every word alike in one row and all facts false in another."""
    torch.set_num_threads(1)
    method = make_method(name, FOLConverter().vocabulary, 0, MethodSettings())
    unary = np.zeros((4, 5, 3), np.uint8)
    unary[1, :, 0] = 1  # every word found
    unary[2, :4, 1] = 1  # four directions visited alike
    unary[3, 0] = 1
    nullary = np.array([[0], [1], [0], [1]], np.uint8)
    mask = np.ones((4, 10), bool)
    batch = Batch(
        state={"unary": unary, "nullary": nullary},
        mask=mask,
        action=np.array([0, 3, 7, 9]),
        reward=np.array([1.0, 0.0, 0.5, 2.0], np.float32),
        score=np.array([1.0, 0.0, 0.0, 0.0], np.float32),
        next_state={"unary": unary[::-1].copy(), "nullary": nullary[::-1].copy()},
        next_mask=mask,
        terminal=np.array([0.0, 0.0, 1.0, 0.0], np.float32),
    )
    loss, grads = NlmLearner(method, 1e-3).loss_and_grads(batch, 0.5)
    want_loss, want_grads = _autograd(method, batch)
    torch.testing.assert_close(torch.tensor(loss), want_loss)
    for got, want in zip(grads, want_grads, strict=True):
        torch.testing.assert_close(torch.from_numpy(got), want)


def test_every_nlm_dqn_trains_through_the_numpy_update_and_other_configurations_are_refused():
    """NLM-DQN's forward is written once, for Dong et al.'s configuration (breadth 2,
    residual, self-excluding reductions): another one is refused, not trained another way."""
    vocabulary = FOLConverter().vocabulary
    assert supports(NlmDqn(NlmDqnConfig(vocabulary.to_dict())))
    for other in ({"breadth": 3}, {"residual": False}, {"exclude_self": False}):
        with pytest.raises(ValueError, match="breadth 2"):
            NlmDqnConfig(vocabulary.to_dict(), **other)
    for name in ("nlm-dqn", "nlm-dqn@typed", "nlm-dqn@split"):  # @typed: other masks
        assert isinstance(
            make_method(name, vocabulary, 0, MethodSettings()).learner(1e-3), NlmLearner
        )
    with pytest.raises(ValueError, match="NlmDqn"):
        NlmLearner(make_method("nn-dqn", vocabulary, 0, MethodSettings()), 1e-3)
