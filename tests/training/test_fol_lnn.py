"""The paper's FOL-LNN (`fol-lnn`): the LNN is the Q-network of the DQN update."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from training.methods import FolLnnSettings, MethodSettings, TensorBatch, make_method
from training.replay import Batch


def _method(**settings):
    vocabulary = FOLConverter().vocabulary
    return make_method("fol-lnn", vocabulary, 0, MethodSettings(fol_lnn=FolLnnSettings(**settings)))


def _replayed(method, reward, terminal) -> Batch:
    """Two transitions from a room with an unvisited north exit and a coin, taking the coin
    (action 4) and going north (action 0)."""
    vocabulary = method.vocabulary
    n_words, n_unary = len(vocabulary.words), len(vocabulary.unary_predicates)
    unary = np.zeros((2, n_words, n_unary), np.uint8)
    unary[:, [0, 4], vocabulary.unary_predicates.index("find")] = 1
    state = {"unary": unary, "nullary": np.zeros((2, len(vocabulary.nullary_predicates)), np.uint8)}
    mask = np.array([[True, False, False, False, True]] * 2)
    return Batch(
        state=state,
        mask=mask,
        action=np.array([4, 0]),
        reward=np.array(reward, np.float32),
        score=np.array([1.0, 0.0], np.float32),
        next_state=state,
        next_mask=mask,
        terminal=np.array(terminal, np.float32),
    )


def _batch(method, reward, terminal) -> TensorBatch:
    return TensorBatch.from_replay(_replayed(method, reward, terminal))


def test_the_target_is_the_reward_plus_the_discounted_best_next_truth_clipped_to_one():
    method = _method()
    batch = _batch(method, reward=[1.0, 1.0], terminal=[1.0, 0.0])
    q = method.q_values(batch.state).detach()
    loss = method.loss(batch, gamma=0.9)
    # taking the coin won the game: no bootstrap, target 1; going north found a new room: the
    # target 1 + 0.9 max T(s') exceeds the truth range and is clipped to 1
    expected = torch.stack((q[0, 4] - 1.0, q[1, 0] - 1.0))
    torch.testing.assert_close(loss.td, expected)
    torch.testing.assert_close(loss.total, (expected**2).mean())


def test_without_reward_the_target_is_the_discounted_best_next_truth():
    method = _method()
    batch = _batch(method, reward=[0.0, 0.0], terminal=[0.0, 0.0])
    q = method.q_values(batch.state).detach()
    best_next = torch.maximum(q[:, 0], q[:, 4])
    td = method.loss(batch, gamma=0.9).td
    torch.testing.assert_close(td, torch.stack((q[0, 4], q[1, 0])) - 0.9 * best_next)


def test_one_learning_rate_for_the_lnn_and_nothing_else_trained():
    method = _method()
    groups = method.param_groups(1e-3)
    assert [g["lr"] for g in groups] == [1e-3]
    assert {id(p) for p in groups[0]["params"]} == {id(p) for p in method.network.parameters()}


@pytest.mark.parametrize("constrain", ["and", "all"])
def test_the_constraint_loss_is_added_with_its_weight(constrain):
    plain = _method()
    constrained = _method(constraint_weight=0.5, constrain=constrain)
    batch = _batch(plain, reward=[1.0, 0.0], terminal=[1.0, 0.0])
    net = constrained.network
    logic = net.and_constraint_loss() if constrain == "and" else net.constraint_loss()
    torch.testing.assert_close(
        constrained.loss(batch, 0.9).total, plain.loss(batch, 0.9).total + 0.5 * logic
    )


def test_an_update_moves_the_taken_actions_truth_towards_its_target():
    method = _method()
    learner = method.learner(1e-2)
    replay = _replayed(method, reward=[1.0, 1.0], terminal=[1.0, 0.0])
    batch = TensorBatch.from_replay(replay)
    before = method.q_values(batch.state).detach()
    for _ in range(20):
        learner.step(replay, 0.9)
        method.after_update()
    after = method.q_values(batch.state).detach()
    assert after[0, 4] > before[0, 4] and after[1, 0] > before[1, 0]
    assert (method.network.and_weight >= 0).all() and (method.network.or_weight >= 0).all()
