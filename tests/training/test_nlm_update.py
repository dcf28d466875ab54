"""NLM-DQN's numpy update computes autograd's loss and gradients, to float32 rounding, on real
replay batches (random play on real games, the protocol's prioritized replay), batch after batch
as the network trains, and takes the autograd learner's step."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from bench.update_bench import real_batches
from converter.converter import FOLConverter
from model.baselines import NlmDqn, NlmDqnConfig
from training.methods import MethodSettings, TensorBatch, make_method
from training.methods.base import AutogradLearner
from training.methods.nlm_update import NlmLearner, supports
from training.replay import Batch


def _autograd(method, batch):
    params = [p for g in method.param_groups(1e-3) for p in g["params"]]
    loss = method.loss(TensorBatch.from_replay(batch), 0.5).total
    return loss.detach(), torch.autograd.grad(loss, params)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_numpy_update_has_autograds_loss_and_gradients(seed, small_games):
    torch.set_num_threads(1)
    method = make_method("nlm-dqn", FOLConverter().vocabulary, seed, MethodSettings())
    learner = method.learner(1e-3)
    assert isinstance(learner, NlmLearner)
    paths = [small_games["hard5"], small_games["medium5"], small_games["easy5"]]
    batches = real_batches(method, paths, n_batches=8, episodes=8, seed=seed)
    for batch in batches:
        loss, grads = learner.loss_and_grads(batch, 0.5)
        want_loss, want_grads = _autograd(method, batch)
        torch.testing.assert_close(torch.tensor(loss), want_loss)
        names = [name for name, _ in method.network.named_parameters()]
        for name, got, want in zip(names, grads, want_grads, strict=True):
            torch.testing.assert_close(torch.from_numpy(got), want, msg=name)
        learner.step(batch, 0.5)  # the next batch meets trained weights


@pytest.mark.parametrize("max_grad_norm", [5.0, 1e-3])  # 1e-3: every step clipped
def test_a_step_moves_the_weights_as_the_autograd_learner_does(max_grad_norm, small_games):
    torch.set_num_threads(1)
    method = make_method("nlm-dqn", FOLConverter().vocabulary, 0, MethodSettings())
    method.max_grad_norm = max_grad_norm
    twin = copy.deepcopy(method)
    batches = real_batches(method, [small_games["hard5"]], n_batches=5, episodes=6, seed=4)
    numpy_learner, autograd_learner = NlmLearner(method, 1e-3), AutogradLearner(twin, 1e-3)
    for batch in batches:
        got = numpy_learner.step(batch, 0.5)
        want = autograd_learner.step(batch, 0.5)
        assert got == pytest.approx(want, rel=1e-5)
    pairs = zip(method.network.named_parameters(), twin.network.parameters(), strict=True)
    for (name, p), q in pairs:
        torch.testing.assert_close(p.detach(), q.detach(), msg=name)


def test_ties_in_a_reduction_share_the_gradient_as_autograd_does():
    """Two words with the same facts give the same hidden truths, so max and min over words
    tie: the batch below has every word alike in one row and all facts false in another."""
    torch.set_num_threads(1)
    method = make_method("nlm-dqn", FOLConverter().vocabulary, 0, MethodSettings())
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
        score=np.zeros(4, np.float32),
        next_state={"unary": unary[::-1].copy(), "nullary": nullary[::-1].copy()},
        next_mask=mask,
        terminal=np.array([0.0, 0.0, 1.0, 0.0], np.float32),
    )
    loss, grads = NlmLearner(method, 1e-3).loss_and_grads(batch, 0.5)
    want_loss, want_grads = _autograd(method, batch)
    torch.testing.assert_close(torch.tensor(loss), want_loss)
    for got, want in zip(grads, want_grads, strict=True):
        torch.testing.assert_close(torch.from_numpy(got), want)


def test_other_nlm_configurations_and_split_networks_train_through_autograd():
    vocabulary = FOLConverter().vocabulary
    assert supports(NlmDqn(NlmDqnConfig(vocabulary.to_dict())))
    assert not supports(NlmDqn(NlmDqnConfig(vocabulary.to_dict(), breadth=3)))
    assert not supports(NlmDqn(NlmDqnConfig(vocabulary.to_dict(), residual=False)))
    split = make_method("nlm-dqn@split", vocabulary, 0, MethodSettings())
    assert isinstance(split.learner(1e-3), AutogradLearner)
    with pytest.raises(ValueError, match="NlmDqn"):
        NlmLearner(make_method("nn-dqn", vocabulary, 0, MethodSettings()), 1e-3)
